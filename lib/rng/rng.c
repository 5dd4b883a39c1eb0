/*
 * qz_rng_fill: one place that calls a caller's random source and turns
 * its failure into QZ_ERR_RNG with the output wiped.
 */
#include "qzcrypt/rng.h"
#include "internal/ct.h"

int qz_rng_fill(const qz_rng *rng, uint8_t *out, size_t len)
{
    if (rng == NULL || rng->fill == NULL || (out == NULL && len > 0))
        return QZ_ERR_NULL;
    if (len == 0)
        return QZ_OK;
    if (rng->fill(rng->state, out, len) != 0) {
        qzi_wipe(out, len);
        return QZ_ERR_RNG;
    }
    return QZ_OK;
}

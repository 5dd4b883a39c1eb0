/*
 * K-PKE (FIPS 203 section 5): the parts common to the two memory profiles
 * (kpke_speed.c, kpke_lowram.c): the key generation's seeds and the
 * output-or-compare step of encryption.
 */
#include "mlkem/mlkem_internal.h"

#include "internal/ct.h"

void qzi_mlkem_kpke_keygen(qz_mlkem_id set, void *ws, qz_keccak_ctx *c, uint8_t *ek_pke,
                           uint8_t *dk_pke, const uint8_t d[32])
{
    uint8_t seeds[64], kb = (uint8_t)set->k;

    qzi_mlkem_hash_g(seeds, c, d, 32, &kb, 1);
    /* rho is public (the end of ek): the matrix sampling may branch on it. */
    qzi_ct_declassify(seeds, 32);
    qzi_mlkem_kpke_keygen_seeds(set, ws, c, ek_pke, dk_pke, seeds, seeds + 32);
    qzi_wipe(seeds, sizeof seeds);
}

void qzi_mlkem_emit_poly(uint8_t *out, const uint8_t *cmp, size_t off, uint32_t diff[2],
                         const int16_t p[256], unsigned d, uint8_t *chunk)
{
    if (out != NULL) {
        qzi_mlkem_compress_encode(out + off, p, d);
        return;
    }
    qzi_mlkem_compress_encode(chunk, p, d);
    for (size_t i = 0; i < 32 * d; i++) {
        uint32_t x = (uint32_t)(cmp[off + i] ^ chunk[i]);

        diff[0] |= x;
        diff[1] += x;
    }
}

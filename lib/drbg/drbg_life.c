/*
 * The life cycle both DRBGs share (qz_drbg_life in qzcrypt/drbg.h): the
 * reseed counter and interval, the optional entropy source, and the
 * instantiation marker. The mechanisms (hmac_drbg.c, ctr_drbg.c) keep
 * their own Key/V and call these for everything else.
 */
#include "drbg/drbg_common.h"

int qzi_drbg_life_ok(const qz_drbg_life *l, uint32_t marker, uint64_t max_interval)
{
    return l->ready == marker && l->reseed_counter >= 1 && l->reseed_interval >= 1 &&
           l->reseed_interval <= max_interval &&
           (l->source.fill == NULL || (l->source_len >= QZ_DRBG_MIN_ENTROPY_BYTES &&
                                       l->source_len <= QZ_DRBG_MAX_SOURCE_BYTES));
}

void qzi_drbg_life_start(qz_drbg_life *l, uint32_t marker, uint64_t interval)
{
    l->reseed_counter = 1;
    l->reseed_interval = interval;
    l->ready = marker;
}

int qzi_drbg_life_set_source(qz_drbg_life *l, const qz_rng *src,
                             size_t entropy_len, const void *self)
{
    int err;

    if (src == NULL) {
        l->source.fill = NULL;
        l->source.state = NULL;
        l->source_len = 0;
        return QZ_OK;
    }
    err = qzi_drbg_check_source(src, entropy_len, self);
    if (err != QZ_OK)
        return err;
    l->source = *src;
    l->source_len = (uint32_t)entropy_len;
    return QZ_OK;
}

int qzi_drbg_life_set_interval(qz_drbg_life *l, uint64_t interval,
                               uint64_t max_interval)
{
    if (interval < 1 || interval > max_interval)
        return QZ_ERR_LENGTH;
    l->reseed_interval = interval;
    return QZ_OK;
}

int qzi_drbg_draw_seed(const qz_rng *src, size_t entropy_len, const void *self,
                       int err, qz_rng *source, uint8_t *buf)
{
    int src_err = qzi_drbg_check_source(src, entropy_len, self);

    if (src_err != QZ_OK)
        return src_err;
    *source = *src;
    if (err == QZ_OK)
        err = qz_rng_fill(source, buf, entropy_len);
    if (err == QZ_OK)
        err = qz_rng_fill(source, buf + entropy_len, entropy_len / 2);
    return err;
}

int qzi_drbg_life_due(qz_drbg_life *l, int prediction_resistance,
                      uint8_t fresh[QZ_DRBG_MAX_SOURCE_BYTES], size_t *fresh_len)
{
    int err;

    *fresh_len = 0;
    if (prediction_resistance == 0 && l->reseed_counter <= l->reseed_interval)
        return QZ_OK;
    if (l->source.fill == NULL)
        return QZ_ERR_RESEED;
    err = qz_rng_fill(&l->source, fresh, l->source_len);
    if (err == QZ_OK)
        *fresh_len = l->source_len;
    return err;
}

int qzi_drbg_fill(void *state, uint8_t *out, size_t len,
                  int (*generate)(void *state, uint8_t *out, size_t n))
{
    size_t done = 0;

    while (done < len) {
        size_t n = len - done < QZ_DRBG_MAX_REQUEST_BYTES ? len - done
                                                          : QZ_DRBG_MAX_REQUEST_BYTES;

        if (generate(state, out + done, n) != QZ_OK) {
            if (done > 0)
                qzi_wipe(out, done);
            return 1;
        }
        done += n;
    }
    return 0;
}

/*
 * Argument checks and helpers shared by HMAC_DRBG and CTR_DRBG
 * (qzcrypt/drbg.h). Internal to lib/drbg/.
 */
#ifndef QZ_DRBG_COMMON_H
#define QZ_DRBG_COMMON_H

#include "qzcrypt/drbg.h"
#include "internal/ct.h"

/* One piece of a concatenated input (entropy || nonce || personalization). */
typedef struct {
    const uint8_t *p;
    size_t n;
} qzi_span;

/* 1 if n exceeds the longest input SP 800-90A allows (2^32 - 1 bytes:
 * never, where size_t is 32 bits). */
static inline int qzi_drbg_too_long(size_t n)
{
#if SIZE_MAX > 0xffffffffu
    return n > (size_t)QZ_DRBG_MAX_INPUT_BYTES;
#else
    (void)n;
    return 0;
#endif
}

/* A failed request: zero its output, pass the error on. Never more than
 * QZ_DRBG_MAX_REQUEST_BYTES, the longest request: an oversized len is
 * refused precisely because the caller's buffer cannot be trusted to be
 * that long (with SIZE_MAX, wiping len bytes would clear memory up to the
 * end of RAM). */
static inline int qzi_drbg_fail(uint8_t *out, size_t len, int err)
{
    if (len > QZ_DRBG_MAX_REQUEST_BYTES)
        len = QZ_DRBG_MAX_REQUEST_BYTES;
    if (out != NULL && len > 0)
        qzi_wipe(out, len);
    return err;
}

/* Instantiation inputs: pointers, then lengths (qzcrypt/drbg.h). */
static inline int qzi_drbg_check_seed(const uint8_t *entropy, size_t entropy_len,
                                      const uint8_t *nonce, size_t nonce_len,
                                      const uint8_t *pers, size_t pers_len)
{
    if (entropy == NULL || (nonce == NULL && nonce_len > 0) ||
        (pers == NULL && pers_len > 0))
        return QZ_ERR_NULL;
    if (entropy_len < QZ_DRBG_MIN_ENTROPY_BYTES || qzi_drbg_too_long(entropy_len) ||
        qzi_drbg_too_long(nonce_len) || qzi_drbg_too_long(pers_len) ||
        (uint64_t)entropy_len + nonce_len < QZ_DRBG_MIN_SEED_BYTES)
        return QZ_ERR_LENGTH;
    return QZ_OK;
}

/* Reseed inputs. */
static inline int qzi_drbg_check_reseed(const uint8_t *entropy, size_t entropy_len,
                                        const uint8_t *add, size_t add_len)
{
    if (entropy == NULL || (add == NULL && add_len > 0))
        return QZ_ERR_NULL;
    if (entropy_len < QZ_DRBG_MIN_ENTROPY_BYTES || qzi_drbg_too_long(entropy_len) ||
        qzi_drbg_too_long(add_len))
        return QZ_ERR_LENGTH;
    return QZ_OK;
}

/* An entropy source for DRBG self: present, not self, a draw length in
 * range. */
static inline int qzi_drbg_check_source(const qz_rng *src, size_t entropy_len,
                                        const void *self)
{
    if (src == NULL || src->fill == NULL)
        return QZ_ERR_NULL;
    if (src->state == self)
        return QZ_ERR_STATE;
    if (entropy_len < QZ_DRBG_MIN_ENTROPY_BYTES || entropy_len > QZ_DRBG_MAX_SOURCE_BYTES)
        return QZ_ERR_LENGTH;
    return QZ_OK;
}

/* Generate's request: a NULL out with a nonzero length cannot even be
 * zeroed (QZ_ERR_NULL); the others are reported by the caller through
 * qzi_drbg_fail. */
static inline int qzi_drbg_check_request(const uint8_t *out, size_t out_len,
                                         const uint8_t *add, size_t add_len)
{
    if ((out == NULL && out_len > 0) || (add == NULL && add_len > 0))
        return QZ_ERR_NULL;
    if (out_len > QZ_DRBG_MAX_REQUEST_BYTES || qzi_drbg_too_long(add_len))
        return QZ_ERR_LENGTH;
    return QZ_OK;
}

/* Instantiation markers ("HDRB", "CDRB"): values unlikely in a zeroed or
 * uninitialised context. */
#define QZI_HMAC_DRBG_READY 0x48445242u
#define QZI_CTR_DRBG_READY 0x43445242u

/* The shared life cycle (lib/drbg/drbg_life.c). */

/* 1 if l is instantiated with this marker and undamaged (counter,
 * interval up to max_interval, source length). */
int qzi_drbg_life_ok(const qz_drbg_life *l, uint32_t marker, uint64_t max_interval);

/* After a successful instantiation: counter 1, interval, marker. The
 * source is left as it is (instantiation wiped it or the caller sets it). */
void qzi_drbg_life_start(qz_drbg_life *l, uint32_t marker, uint64_t interval);

/* qz_*_drbg_set_entropy once the DRBG (self) is known to be ready. */
int qzi_drbg_life_set_source(qz_drbg_life *l, const qz_rng *src,
                             size_t entropy_len, const void *self);

/* qz_*_drbg_set_reseed_interval once the DRBG is known to be ready. */
int qzi_drbg_life_set_interval(qz_drbg_life *l, uint64_t interval,
                               uint64_t max_interval);

/* instantiate_from, after the mechanism's own argument checks (err is
 * their verdict, checked after the source's): check src, copy it to
 * *source (src may point into the context being seeded), draw
 * entropy_len bytes of entropy input and entropy_len / 2 of nonce into
 * buf (QZ_DRBG_MAX_SOURCE_BYTES * 3 / 2 bytes). */
int qzi_drbg_draw_seed(const qz_rng *src, size_t entropy_len, const void *self,
                       int err, qz_rng *source, uint8_t *buf);

/* generate's steps 6-7 of SP 800-90A 9.3.1: if a reseed is due
 * (prediction resistance or the counter past the interval), draw
 * l->source_len bytes into fresh and set *fresh_len to that, else set it
 * to 0. No source when due: QZ_ERR_RESEED; a failed draw: its error. */
int qzi_drbg_life_due(qz_drbg_life *l, int prediction_resistance,
                      uint8_t fresh[QZ_DRBG_MAX_SOURCE_BYTES], size_t *fresh_len);

/* The qz_rng adapters' fill: len bytes as requests of at most
 * QZ_DRBG_MAX_REQUEST_BYTES through generate(state, out, n) (the
 * mechanism's generate without additional input). A failed request has
 * zeroed itself; the earlier ones are zeroed too, so a failure leaves no
 * output and touches only bytes this call generated into (never more of
 * a huge len than that). Returns 0, or 1 on a failure. */
int qzi_drbg_fill(void *state, uint8_t *out, size_t len,
                  int (*generate)(void *state, uint8_t *out, size_t n));

#endif /* QZ_DRBG_COMMON_H */

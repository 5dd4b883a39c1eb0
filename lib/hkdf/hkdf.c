/*
 * HKDF (RFC 5869) on top of qz_hmac.
 */
#include <string.h>

#include "qzcrypt/hkdf.h"
#include "qzcrypt/hmac.h"
#include "internal/ct.h"

/* 1 if info is longer than QZ_HKDF_MAX_INFO_BYTES (never, where size_t is
 * 32 bits). Checked up front: HMAC's own check would come only after an
 * earlier part of T(i) was absorbed, and would let info be read first. */
static int info_too_long(size_t info_len)
{
#if SIZE_MAX > 0xffffffffu
    return (uint64_t)info_len > QZ_HKDF_MAX_INFO_BYTES;
#else
    (void)info_len;
    return 0;
#endif
}

int qz_hkdf_extract(qz_hash_id alg, uint8_t *prk, size_t prk_len,
                    const uint8_t *salt, size_t salt_len, const uint8_t *ikm,
                    size_t ikm_len)
{
    static const uint8_t zeros[QZ_HASH_MAX_DIGEST_BYTES];
    size_t n = qz_hash_digest_bytes(alg);

    if (alg == NULL || prk == NULL || (salt == NULL && salt_len > 0) ||
        (ikm == NULL && ikm_len > 0))
        return QZ_ERR_NULL;
    if (n == 0)
        return QZ_ERR_ALG;
    if (prk_len != n)
        return QZ_ERR_LENGTH;
    if (salt_len == 0) {
        salt = zeros;
        salt_len = n;
    }
    return qz_hmac(alg, prk, n, salt, salt_len, ikm, ikm_len);
}

int qz_hkdf_expand(qz_hash_id alg, uint8_t *okm, size_t okm_len,
                   const uint8_t *prk, size_t prk_len, const uint8_t *info,
                   size_t info_len)
{
    qz_hmac_ctx keyed, ctx;
    uint8_t t[QZ_HASH_MAX_DIGEST_BYTES];
    size_t n = qz_hash_digest_bytes(alg), done = 0, tlen = 0;
    uint8_t counter = 1;
    int err;

    if (alg == NULL || prk == NULL || (info == NULL && info_len > 0) ||
        (okm == NULL && okm_len > 0))
        return QZ_ERR_NULL;
    if (n == 0)
        return QZ_ERR_ALG;
    if (prk_len < n || okm_len > 255 * n || info_too_long(info_len))
        return QZ_ERR_LENGTH;
    /* Key once; each T(i) starts from a copy of the keyed context. */
    err = qz_hmac_init(&keyed, alg, prk, prk_len);
    while (err == QZ_OK && done < okm_len) {
        size_t take = okm_len - done < n ? okm_len - done : n;

        ctx = keyed;
        err = qz_hmac_update(&ctx, t, tlen);
        if (err == QZ_OK)
            err = qz_hmac_update(&ctx, info, info_len);
        if (err == QZ_OK)
            err = qz_hmac_update(&ctx, &counter, 1);
        if (err == QZ_OK)
            err = qz_hmac_final(&ctx, t, n);
        if (err == QZ_OK)
            memcpy(okm + done, t, take);
        tlen = n;
        done += take;
        counter++;
    }
    qzi_wipe(&keyed, sizeof keyed);
    qzi_wipe(&ctx, sizeof ctx);
    qzi_wipe(t, sizeof t);
    if (err != QZ_OK && okm_len > 0)
        qzi_wipe(okm, okm_len);
    return err;
}

int qz_hkdf(qz_hash_id alg, uint8_t *okm, size_t okm_len, const uint8_t *salt,
            size_t salt_len, const uint8_t *ikm, size_t ikm_len,
            const uint8_t *info, size_t info_len)
{
    uint8_t prk[QZ_HASH_MAX_DIGEST_BYTES];
    int err;

    if (okm == NULL && okm_len > 0)
        return QZ_ERR_NULL;
    if (qz_hash_digest_bytes(alg) != 0 &&
        (okm_len > 255 * qz_hash_digest_bytes(alg) || info_too_long(info_len)))
        return QZ_ERR_LENGTH;
    err = qz_hkdf_extract(alg, prk, qz_hash_digest_bytes(alg), salt, salt_len,
                          ikm, ikm_len);
    if (err == QZ_OK)
        err = qz_hkdf_expand(alg, okm, okm_len, prk, qz_hash_digest_bytes(alg),
                             info, info_len);
    qzi_wipe(prk, sizeof prk);
    return err;
}

/*
 * HMAC (RFC 2104): tag = H((K0 ^ opad) || H((K0 ^ ipad) || message)).
 * The padded key K0 lives on the stack only during init and is wiped.
 */
#include <string.h>

#include "qzcrypt/hmac.h"
#include "internal/ct.h"
#include "internal/hash_check.h"

int qz_hmac_init(qz_hmac_ctx *ctx, qz_hash_id alg, const uint8_t *key,
                 size_t key_len)
{
    uint8_t k0[QZ_HASH_MAX_BLOCK_BYTES];
    size_t block;
    int err;

    if (ctx == NULL || alg == NULL || (key == NULL && key_len > 0))
        return QZ_ERR_NULL;
    if (!qzi_hash_alg_ok(alg))
        return QZ_ERR_ALG;
    block = alg->block_bytes;
    memset(k0, 0, sizeof k0);
    if (key_len > block)
        err = qz_hash(alg, k0, alg->digest_bytes, key, key_len);
    else {
        if (key_len > 0)
            memcpy(k0, key, key_len);
        err = QZ_OK;
    }
    for (size_t i = 0; i < block; i++)
        k0[i] ^= 0x36;
    if (err == QZ_OK)
        err = qz_hash_init(&ctx->inner, alg);
    if (err == QZ_OK)
        err = qz_hash_update(&ctx->inner, k0, block);
    for (size_t i = 0; i < block; i++)
        k0[i] ^= 0x36 ^ 0x5c;
    if (err == QZ_OK)
        err = qz_hash_init(&ctx->outer, alg);
    if (err == QZ_OK)
        err = qz_hash_update(&ctx->outer, k0, block);
    qzi_wipe(k0, sizeof k0);
    if (err != QZ_OK)
        qzi_wipe(ctx, sizeof *ctx);
    return err;
}

/* A keyed HMAC context: both hashes of one algorithm, each sound. One
 * copy (QZI_CTX_NOINLINE): inlined into its three callers it cost 300 to
 * 600 bytes of code. */
static QZI_CTX_NOINLINE int hmac_ctx_check(const qz_hmac_ctx *ctx)
{
    QZI_CTX_REQUIRE(ctx->inner.alg == ctx->outer.alg);
    QZI_CTX_REQUIRE(qzi_hash_ctx_check(&ctx->inner) == QZ_OK);
    return qzi_hash_ctx_check(&ctx->outer);
}

int qz_hmac_update(qz_hmac_ctx *ctx, const void *data, size_t len)
{
    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (hmac_ctx_check(ctx) != QZ_OK)
        return QZ_ERR_STATE;
    return qz_hash_update(&ctx->inner, data, len);
}

/* Digest size of the hash that keyed ctx, or 0 if ctx is not a keyed HMAC
 * context (never initialised, wiped, or damaged). */
static size_t keyed_digest_bytes(const qz_hmac_ctx *ctx)
{
    if (hmac_ctx_check(ctx) != QZ_OK)
        return 0;
    return ctx->inner.alg->digest_bytes;
}

/* The full tag into buf (QZ_HASH_MAX_DIGEST_BYTES) and wipe ctx; returns
 * the tag length, or 0 (ctx untouched) for a context in the wrong state. */
static size_t finish(qz_hmac_ctx *ctx, uint8_t buf[QZ_HASH_MAX_DIGEST_BYTES])
{
    size_t n = keyed_digest_bytes(ctx);
    int err;

    if (n == 0)
        return 0;
    err = qz_hash_final(&ctx->inner, buf, n);
    if (err == QZ_OK)
        err = qz_hash_update(&ctx->outer, buf, n);
    if (err == QZ_OK)
        err = qz_hash_final(&ctx->outer, buf, n);
    qzi_wipe(ctx, sizeof *ctx);
    if (err != QZ_OK) {
        qzi_wipe(buf, QZ_HASH_MAX_DIGEST_BYTES);
        return 0;
    }
    return n;
}

int qz_hmac_final(qz_hmac_ctx *ctx, uint8_t *tag, size_t tag_len)
{
    uint8_t buf[QZ_HASH_MAX_DIGEST_BYTES];
    size_t n;

    if (ctx == NULL || tag == NULL)
        return QZ_ERR_NULL;
    n = keyed_digest_bytes(ctx);
    if (n == 0)
        return QZ_ERR_STATE;
    if (tag_len < QZ_HMAC_MIN_TAG_BYTES || tag_len > n)
        return QZ_ERR_LENGTH;
    if (finish(ctx, buf) == 0)
        return QZ_ERR_STATE;
    memcpy(tag, buf, tag_len);
    qzi_wipe(buf, sizeof buf);
    return QZ_OK;
}

int qz_hmac_verify(qz_hmac_ctx *ctx, const uint8_t *tag, size_t tag_len)
{
    uint8_t buf[QZ_HASH_MAX_DIGEST_BYTES];
    size_t n;
    uint32_t ok;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (tag == NULL) {
        qzi_wipe(ctx, sizeof *ctx); /* verification ends the context */
        return QZ_ERR_NULL;
    }
    n = finish(ctx, buf);
    if (n == 0) {
        qzi_wipe(ctx, sizeof *ctx); /* refused, but verification still ends it */
        return QZ_ERR_STATE;
    }
    if (tag_len < QZ_HMAC_MIN_TAG_BYTES || tag_len > n) {
        qzi_wipe(buf, sizeof buf);
        return QZ_ERR_LENGTH;
    }
    ok = qzi_ct_memeq(buf, tag, tag_len);
    qzi_wipe(buf, sizeof buf);
    /* The verdict is what verification publishes: branching on it is fine. */
    qzi_ct_declassify(&ok, sizeof ok);
    return ok ? QZ_OK : QZ_ERR_AUTH;
}

int qz_hmac(qz_hash_id alg, uint8_t *tag, size_t tag_len, const uint8_t *key,
            size_t key_len, const void *data, size_t len)
{
    qz_hmac_ctx ctx;
    int err;

    if (tag == NULL)
        return QZ_ERR_NULL;
    err = qz_hmac_init(&ctx, alg, key, key_len);
    if (err == QZ_OK)
        err = qz_hmac_update(&ctx, data, len);
    if (err == QZ_OK)
        err = qz_hmac_final(&ctx, tag, tag_len);
    qzi_wipe(&ctx, sizeof ctx);
    return err;
}

int qz_hmac_check(qz_hash_id alg, const uint8_t *key, size_t key_len,
                  const void *data, size_t len, const uint8_t *tag,
                  size_t tag_len)
{
    qz_hmac_ctx ctx;
    int err;

    if (tag == NULL)
        return QZ_ERR_NULL;
    err = qz_hmac_init(&ctx, alg, key, key_len);
    if (err == QZ_OK)
        err = qz_hmac_update(&ctx, data, len);
    if (err == QZ_OK)
        return qz_hmac_verify(&ctx, tag, tag_len); /* wipes ctx */
    qzi_wipe(&ctx, sizeof ctx);
    return err;
}

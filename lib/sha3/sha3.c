/*
 * SHA3-224/256/384/512 (FIPS 202 section 6.1) on the Keccak sponge.
 */
#include "qzcrypt/hash.h"
#include "internal/ct.h"
#include "internal/ctx_check.h"
#include "internal/keccak_sponge.h"

/* Facts per variant, indexed by QZ_HASH_ID_* - QZ_HASH_ID_SHA3_224. */
static const struct {
    uint16_t rate;
    uint8_t digest;
} V[4] = {
    {QZ_SHA3_224_RATE, QZ_SHA3_224_DIGEST_BYTES},
    {QZ_SHA3_256_RATE, QZ_SHA3_256_DIGEST_BYTES},
    {QZ_SHA3_384_RATE, QZ_SHA3_384_DIGEST_BYTES},
    {QZ_SHA3_512_RATE, QZ_SHA3_512_DIGEST_BYTES},
};

static int is_sha3(uint32_t alg)
{
    return alg >= QZ_HASH_ID_SHA3_224 && alg <= QZ_HASH_ID_SHA3_512;
}

/* A SHA-3 context whose sponge bookkeeping is sound. */
static int sha3_ctx_check(const qz_sha3_ctx *ctx)
{
    QZI_CTX_REQUIRE(is_sha3(ctx->alg));
    return qzi_keccak_ctx_check(ctx);
}

static int start(qz_sha3_ctx *ctx, uint32_t alg)
{
    if (ctx == NULL)
        return QZ_ERR_NULL;
    qzi_sponge_init(ctx, alg, V[alg - QZ_HASH_ID_SHA3_224].rate, QZI_KECCAK_PAD_SHA3);
    return QZ_OK;
}

int qz_sha3_224_init(qz_sha3_ctx *ctx) { return start(ctx, QZ_HASH_ID_SHA3_224); }
int qz_sha3_256_init(qz_sha3_ctx *ctx) { return start(ctx, QZ_HASH_ID_SHA3_256); }
int qz_sha3_384_init(qz_sha3_ctx *ctx) { return start(ctx, QZ_HASH_ID_SHA3_384); }
int qz_sha3_512_init(qz_sha3_ctx *ctx) { return start(ctx, QZ_HASH_ID_SHA3_512); }

/* qz_sha3_update, inline into the one-shot too (no extra frame on its
 * deepest path). */
static inline int update(qz_sha3_ctx *ctx, const void *data, size_t len)
{
    if (ctx == NULL || (data == NULL && len > 0))
        return QZ_ERR_NULL;
    if (sha3_ctx_check(ctx) != QZ_OK || ctx->squeezing)
        return QZ_ERR_STATE;
    qzi_sponge_absorb(ctx, (const uint8_t *)data, len);
    return QZ_OK;
}

int qz_sha3_update(qz_sha3_ctx *ctx, const void *data, size_t len)
{
    return update(ctx, data, len);
}

/* The digest of a checked context, which is then wiped. */
static void digest(qz_sha3_ctx *ctx, uint32_t alg, uint8_t *out)
{
    qzi_sponge_squeeze(ctx, out, V[alg - QZ_HASH_ID_SHA3_224].digest);
    qzi_wipe(ctx, sizeof *ctx);
}

/* The finals' common body (one copy of the check: they tail-call it). */
static int finish(qz_sha3_ctx *ctx, uint32_t alg, uint8_t *out)
{
    if (ctx == NULL || out == NULL)
        return QZ_ERR_NULL;
    if (sha3_ctx_check(ctx) != QZ_OK || ctx->alg != alg || ctx->squeezing)
        return QZ_ERR_STATE;
    digest(ctx, alg, out);
    return QZ_OK;
}

int qz_sha3_224_final(qz_sha3_ctx *ctx, uint8_t out[QZ_SHA3_224_DIGEST_BYTES])
{
    return finish(ctx, QZ_HASH_ID_SHA3_224, out);
}
int qz_sha3_256_final(qz_sha3_ctx *ctx, uint8_t out[QZ_SHA3_256_DIGEST_BYTES])
{
    return finish(ctx, QZ_HASH_ID_SHA3_256, out);
}
int qz_sha3_384_final(qz_sha3_ctx *ctx, uint8_t out[QZ_SHA3_384_DIGEST_BYTES])
{
    return finish(ctx, QZ_HASH_ID_SHA3_384, out);
}
int qz_sha3_512_final(qz_sha3_ctx *ctx, uint8_t out[QZ_SHA3_512_DIGEST_BYTES])
{
    return finish(ctx, QZ_HASH_ID_SHA3_512, out);
}

static int oneshot(uint32_t alg, const void *data, size_t len, uint8_t *out)
{
    qz_sha3_ctx ctx;
    int err;

    if (out == NULL)
        return QZ_ERR_NULL;
    start(&ctx, alg);
    err = update(&ctx, data, len);
    if (err == QZ_OK)
        digest(&ctx, alg, out); /* the context update just accepted */
    qzi_wipe(&ctx, sizeof ctx);
    return err;
}

int qz_sha3_224(uint8_t out[QZ_SHA3_224_DIGEST_BYTES], const void *data,
                size_t len)
{
    return oneshot(QZ_HASH_ID_SHA3_224, data, len, out);
}
int qz_sha3_256(uint8_t out[QZ_SHA3_256_DIGEST_BYTES], const void *data,
                size_t len)
{
    return oneshot(QZ_HASH_ID_SHA3_256, data, len, out);
}
int qz_sha3_384(uint8_t out[QZ_SHA3_384_DIGEST_BYTES], const void *data,
                size_t len)
{
    return oneshot(QZ_HASH_ID_SHA3_384, data, len, out);
}
int qz_sha3_512(uint8_t out[QZ_SHA3_512_DIGEST_BYTES], const void *data,
                size_t len)
{
    return oneshot(QZ_HASH_ID_SHA3_512, data, len, out);
}

/*
 * SHA-384, SHA-512, SHA-512/224 and SHA-512/256 (FIPS 180-4 sections
 * 5.3.4-5.3.6, 6.4-6.7). The compression kernel is qzi_sha512_compress
 * (lib/internal/sha2_kernel.h).
 */
#include <string.h>

#include "qzcrypt/hash.h"
#include "internal/bytes.h"
#include "internal/ct.h"
#include "internal/hash_check.h"
#include "internal/sha2_kernel.h"
#include "sha2/md_block.h"

#define U64(x) UINT64_C(x)

static const uint64_t IV384[8] = {
    U64(0xcbbb9d5dc1059ed8), U64(0x629a292a367cd507), U64(0x9159015a3070dd17),
    U64(0x152fecd8f70e5939), U64(0x67332667ffc00b31), U64(0x8eb44a8768581511),
    U64(0xdb0c2e0d64f98fa7), U64(0x47b5481dbefa4fa4),
};
static const uint64_t IV512[8] = {
    U64(0x6a09e667f3bcc908), U64(0xbb67ae8584caa73b), U64(0x3c6ef372fe94f82b),
    U64(0xa54ff53a5f1d36f1), U64(0x510e527fade682d1), U64(0x9b05688c2b3e6c1f),
    U64(0x1f83d9abfb41bd6b), U64(0x5be0cd19137e2179),
};
static const uint64_t IV512_224[8] = {
    U64(0x8c3d37c819544da2), U64(0x73e1996689dcd4d6), U64(0x1dfab7ae32ff9c82),
    U64(0x679dd514582f9fcf), U64(0x0f6d2b697bd44da8), U64(0x77e36f7304c48942),
    U64(0x3f9d85a86a1d36c8), U64(0x1112e6ad91d692a1),
};
static const uint64_t IV512_256[8] = {
    U64(0x22312194fc2bf72c), U64(0x9f555fa3c84c64c2), U64(0x2393b86b6f53b151),
    U64(0x963877195940eabd), U64(0x96283ee2a88effe3), U64(0xbe5e1e2553863992),
    U64(0x2b0199fc2c85b8aa), U64(0x0eb72ddc81c52ca2),
};

/* Per-variant facts, indexed by QZ_HASH_ID_* - QZ_HASH_ID_SHA384. */
static const struct {
    const uint64_t *iv;
    size_t digest_bytes;
} VARIANT[4] = {
    {IV384, QZ_SHA384_DIGEST_BYTES},
    {IV512, QZ_SHA512_DIGEST_BYTES},
    {IV512_224, QZ_SHA512_224_DIGEST_BYTES},
    {IV512_256, QZ_SHA512_256_DIGEST_BYTES},
};

static void compress(void *state, const uint8_t *blocks, size_t nblocks)
{
    qzi_sha512_compress((uint64_t *)state, blocks, nblocks);
}

static int start(qz_sha512_ctx *ctx, uint32_t alg)
{
    if (ctx == NULL)
        return QZ_ERR_NULL;
    ctx->alg = alg;
    memcpy(ctx->h, VARIANT[alg - QZ_HASH_ID_SHA384].iv, sizeof ctx->h);
    ctx->bytes = 0;
    return QZ_OK;
}

int qz_sha384_init(qz_sha512_ctx *ctx) { return start(ctx, QZ_HASH_ID_SHA384); }
int qz_sha512_init(qz_sha512_ctx *ctx) { return start(ctx, QZ_HASH_ID_SHA512); }
int qz_sha512_224_init(qz_sha512_ctx *ctx)
{
    return start(ctx, QZ_HASH_ID_SHA512_224);
}
int qz_sha512_256_init(qz_sha512_ctx *ctx)
{
    return start(ctx, QZ_HASH_ID_SHA512_256);
}

int qz_sha512_update(qz_sha512_ctx *ctx, const void *data, size_t len)
{
    if (ctx == NULL || (data == NULL && len > 0))
        return QZ_ERR_NULL;
    if (qzi_sha512_ctx_check(ctx) != QZ_OK)
        return QZ_ERR_STATE;
    if ((uint64_t)len > UINT64_MAX - ctx->bytes)
        return QZ_ERR_LENGTH;
    if (len == 0)
        return QZ_OK;
    qzi_md_absorb(ctx->h, compress, ctx->buf, 7,
                  (size_t)(ctx->bytes & 127), (const uint8_t *)data, len);
    ctx->bytes += len;
    return QZ_OK;
}

static int finish(qz_sha512_ctx *ctx, uint32_t alg, uint8_t *out)
{
    size_t n;

    if (ctx == NULL || out == NULL)
        return QZ_ERR_NULL;
    if (qzi_sha512_ctx_check(ctx) != QZ_OK || ctx->alg != alg)
        return QZ_ERR_STATE;
    qzi_md_finish(ctx->h, compress, ctx->buf, 7, 16, ctx->bytes);
    /* Serialise into the (now spent) buffer, then copy the truncation. */
    for (size_t i = 0; i < 8; i++)
        qzi_store_be64(ctx->buf + 8 * i, ctx->h[i]);
    n = VARIANT[alg - QZ_HASH_ID_SHA384].digest_bytes;
    memcpy(out, ctx->buf, n);
    qzi_wipe(ctx, sizeof *ctx);
    return QZ_OK;
}

int qz_sha384_final(qz_sha512_ctx *ctx, uint8_t out[QZ_SHA384_DIGEST_BYTES])
{
    return finish(ctx, QZ_HASH_ID_SHA384, out);
}
int qz_sha512_final(qz_sha512_ctx *ctx, uint8_t out[QZ_SHA512_DIGEST_BYTES])
{
    return finish(ctx, QZ_HASH_ID_SHA512, out);
}
int qz_sha512_224_final(qz_sha512_ctx *ctx,
                        uint8_t out[QZ_SHA512_224_DIGEST_BYTES])
{
    return finish(ctx, QZ_HASH_ID_SHA512_224, out);
}
int qz_sha512_256_final(qz_sha512_ctx *ctx,
                        uint8_t out[QZ_SHA512_256_DIGEST_BYTES])
{
    return finish(ctx, QZ_HASH_ID_SHA512_256, out);
}

static int oneshot(uint32_t alg, const void *data, size_t len, uint8_t *out)
{
    qz_sha512_ctx ctx;
    int err;

    if (out == NULL)
        return QZ_ERR_NULL;
    start(&ctx, alg);
    err = qz_sha512_update(&ctx, data, len);
    if (err == QZ_OK)
        err = finish(&ctx, alg, out);
    qzi_wipe(&ctx, sizeof ctx);
    return err;
}

int qz_sha384(uint8_t out[QZ_SHA384_DIGEST_BYTES], const void *data,
              size_t len)
{
    return oneshot(QZ_HASH_ID_SHA384, data, len, out);
}
int qz_sha512(uint8_t out[QZ_SHA512_DIGEST_BYTES], const void *data,
              size_t len)
{
    return oneshot(QZ_HASH_ID_SHA512, data, len, out);
}
int qz_sha512_224(uint8_t out[QZ_SHA512_224_DIGEST_BYTES], const void *data,
                  size_t len)
{
    return oneshot(QZ_HASH_ID_SHA512_224, data, len, out);
}
int qz_sha512_256(uint8_t out[QZ_SHA512_256_DIGEST_BYTES], const void *data,
                  size_t len)
{
    return oneshot(QZ_HASH_ID_SHA512_256, data, len, out);
}

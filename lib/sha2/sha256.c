/*
 * SHA-224 and SHA-256 (FIPS 180-4 sections 5.3.2, 5.3.3, 6.2, 6.3).
 * The compression kernel is qzi_sha256_compress (lib/internal/sha2_kernel.h).
 */
#include <string.h>

#include "qzcrypt/hash.h"
#include "internal/bytes.h"
#include "internal/ct.h"
#include "internal/hash_check.h"
#include "internal/sha2_kernel.h"
#include "sha2/md_block.h"

#define SHA256_MAX_BYTES ((UINT64_C(1) << 61) - 1)

static const uint32_t IV224[8] = {
    0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939,
    0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4,
};
static const uint32_t IV256[8] = {
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
    0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
};

static void compress(void *state, const uint8_t *blocks, size_t nblocks)
{
    qzi_sha256_compress((uint32_t *)state, blocks, nblocks);
}

static int start(qz_sha256_ctx *ctx, uint32_t alg, const uint32_t iv[8])
{
    if (ctx == NULL)
        return QZ_ERR_NULL;
    ctx->alg = alg;
    memcpy(ctx->h, iv, sizeof ctx->h);
    ctx->bytes = 0;
    return QZ_OK;
}

int qz_sha224_init(qz_sha256_ctx *ctx)
{
    return start(ctx, QZ_HASH_ID_SHA224, IV224);
}

int qz_sha256_init(qz_sha256_ctx *ctx)
{
    return start(ctx, QZ_HASH_ID_SHA256, IV256);
}

int qz_sha256_update(qz_sha256_ctx *ctx, const void *data, size_t len)
{
    if (ctx == NULL || (data == NULL && len > 0))
        return QZ_ERR_NULL;
    if (qzi_sha256_ctx_check(ctx) != QZ_OK)
        return QZ_ERR_STATE;
    if ((uint64_t)len > SHA256_MAX_BYTES - ctx->bytes)
        return QZ_ERR_LENGTH;
    if (len == 0)
        return QZ_OK;
    qzi_md_absorb(ctx->h, compress, ctx->buf, 6,
                  (size_t)(ctx->bytes & 63), (const uint8_t *)data, len);
    ctx->bytes += len;
    return QZ_OK;
}

static int finish(qz_sha256_ctx *ctx, uint32_t alg, uint8_t *out,
                  size_t out_bytes)
{
    if (ctx == NULL || out == NULL)
        return QZ_ERR_NULL;
    if (qzi_sha256_ctx_check(ctx) != QZ_OK || ctx->alg != alg)
        return QZ_ERR_STATE;
    qzi_md_finish(ctx->h, compress, ctx->buf, 6, 8, ctx->bytes);
    for (size_t i = 0; i < out_bytes / 4; i++)
        qzi_store_be32(out + 4 * i, ctx->h[i]);
    qzi_wipe(ctx, sizeof *ctx);
    return QZ_OK;
}

int qz_sha224_final(qz_sha256_ctx *ctx, uint8_t out[QZ_SHA224_DIGEST_BYTES])
{
    return finish(ctx, QZ_HASH_ID_SHA224, out, QZ_SHA224_DIGEST_BYTES);
}

int qz_sha256_final(qz_sha256_ctx *ctx, uint8_t out[QZ_SHA256_DIGEST_BYTES])
{
    return finish(ctx, QZ_HASH_ID_SHA256, out, QZ_SHA256_DIGEST_BYTES);
}

static int oneshot(uint32_t alg, const uint32_t iv[8], const void *data,
                   size_t len, uint8_t *out, size_t out_bytes)
{
    qz_sha256_ctx ctx;
    int err;

    if (out == NULL)
        return QZ_ERR_NULL;
    start(&ctx, alg, iv);
    err = qz_sha256_update(&ctx, data, len);
    if (err == QZ_OK)
        err = finish(&ctx, alg, out, out_bytes);
    qzi_wipe(&ctx, sizeof ctx);
    return err;
}

int qz_sha224(uint8_t out[QZ_SHA224_DIGEST_BYTES], const void *data,
              size_t len)
{
    return oneshot(QZ_HASH_ID_SHA224, IV224, data, len, out,
                   QZ_SHA224_DIGEST_BYTES);
}

int qz_sha256(uint8_t out[QZ_SHA256_DIGEST_BYTES], const void *data,
              size_t len)
{
    return oneshot(QZ_HASH_ID_SHA256, IV256, data, len, out,
                   QZ_SHA256_DIGEST_BYTES);
}

/*
 * Generic hash interface (qzcrypt/hash.h) over SHA-2 and SHA-3: dispatch
 * on the identifier stored at the start of the context.
 */
#include "qzcrypt/hash.h"
#include "internal/ct.h"
#include "internal/hash_check.h"

static int is_sha256_family(uint32_t alg)
{
    return alg == QZ_HASH_SHA224 || alg == QZ_HASH_SHA256;
}

static int is_sha3(uint32_t alg)
{
    return alg >= QZ_HASH_SHA3_224 && alg <= QZ_HASH_SHA3_512;
}

size_t qz_hash_digest_bytes(qz_hash_id alg)
{
    switch ((uint32_t)alg) {
    case QZ_HASH_SHA224: return QZ_SHA224_DIGEST_BYTES;
    case QZ_HASH_SHA256: return QZ_SHA256_DIGEST_BYTES;
    case QZ_HASH_SHA384: return QZ_SHA384_DIGEST_BYTES;
    case QZ_HASH_SHA512: return QZ_SHA512_DIGEST_BYTES;
    case QZ_HASH_SHA512_224: return QZ_SHA512_224_DIGEST_BYTES;
    case QZ_HASH_SHA512_256: return QZ_SHA512_256_DIGEST_BYTES;
    case QZ_HASH_SHA3_224: return QZ_SHA3_224_DIGEST_BYTES;
    case QZ_HASH_SHA3_256: return QZ_SHA3_256_DIGEST_BYTES;
    case QZ_HASH_SHA3_384: return QZ_SHA3_384_DIGEST_BYTES;
    case QZ_HASH_SHA3_512: return QZ_SHA3_512_DIGEST_BYTES;
    }
    return 0;
}

size_t qz_hash_block_bytes(qz_hash_id alg)
{
    switch ((uint32_t)alg) {
    case QZ_HASH_SHA224:
    case QZ_HASH_SHA256: return QZ_SHA256_BLOCK_BYTES;
    case QZ_HASH_SHA384:
    case QZ_HASH_SHA512:
    case QZ_HASH_SHA512_224:
    case QZ_HASH_SHA512_256: return QZ_SHA512_BLOCK_BYTES;
    case QZ_HASH_SHA3_224: return QZ_SHA3_224_RATE;
    case QZ_HASH_SHA3_256: return QZ_SHA3_256_RATE;
    case QZ_HASH_SHA3_384: return QZ_SHA3_384_RATE;
    case QZ_HASH_SHA3_512: return QZ_SHA3_512_RATE;
    }
    return 0;
}

int qz_hash_init(qz_hash_ctx *ctx, qz_hash_id alg)
{
    if (ctx == NULL)
        return QZ_ERR_NULL;
    switch ((uint32_t)alg) {
    case QZ_HASH_SHA224: return qz_sha224_init(&ctx->sha256);
    case QZ_HASH_SHA256: return qz_sha256_init(&ctx->sha256);
    case QZ_HASH_SHA384: return qz_sha384_init(&ctx->sha512);
    case QZ_HASH_SHA512: return qz_sha512_init(&ctx->sha512);
    case QZ_HASH_SHA512_224: return qz_sha512_224_init(&ctx->sha512);
    case QZ_HASH_SHA512_256: return qz_sha512_256_init(&ctx->sha512);
    case QZ_HASH_SHA3_224: return qz_sha3_224_init(&ctx->sha3);
    case QZ_HASH_SHA3_256: return qz_sha3_256_init(&ctx->sha3);
    case QZ_HASH_SHA3_384: return qz_sha3_384_init(&ctx->sha3);
    case QZ_HASH_SHA3_512: return qz_sha3_512_init(&ctx->sha3);
    }
    return QZ_ERR_ALG;
}

int qz_hash_update(qz_hash_ctx *ctx, const void *data, size_t len)
{
    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (qzi_hash_ctx_check(ctx) != QZ_OK)
        return QZ_ERR_STATE;
    if (is_sha256_family(ctx->sha256.alg))
        return qz_sha256_update(&ctx->sha256, data, len);
    if (is_sha3(ctx->sha256.alg))
        return qz_sha3_update(&ctx->sha3, data, len);
    return qz_sha512_update(&ctx->sha512, data, len);
}

int qz_hash_final(qz_hash_ctx *ctx, uint8_t *out, size_t out_cap)
{
    size_t need;

    if (ctx == NULL || out == NULL)
        return QZ_ERR_NULL;
    if (qzi_hash_ctx_check(ctx) != QZ_OK)
        return QZ_ERR_STATE;
    need = qz_hash_digest_bytes((qz_hash_id)ctx->sha256.alg);
    if (out_cap < need)
        return QZ_ERR_LENGTH;
    switch (ctx->sha256.alg) {
    case QZ_HASH_SHA224: return qz_sha224_final(&ctx->sha256, out);
    case QZ_HASH_SHA256: return qz_sha256_final(&ctx->sha256, out);
    case QZ_HASH_SHA384: return qz_sha384_final(&ctx->sha512, out);
    case QZ_HASH_SHA512: return qz_sha512_final(&ctx->sha512, out);
    case QZ_HASH_SHA512_224: return qz_sha512_224_final(&ctx->sha512, out);
    case QZ_HASH_SHA512_256: return qz_sha512_256_final(&ctx->sha512, out);
    case QZ_HASH_SHA3_224: return qz_sha3_224_final(&ctx->sha3, out);
    case QZ_HASH_SHA3_256: return qz_sha3_256_final(&ctx->sha3, out);
    case QZ_HASH_SHA3_384: return qz_sha3_384_final(&ctx->sha3, out);
    default: return qz_sha3_512_final(&ctx->sha3, out);
    }
}

int qz_hash(qz_hash_id alg, const void *data, size_t len, uint8_t *out,
            size_t out_cap)
{
    qz_hash_ctx ctx;
    int err;

    if (out == NULL)
        return QZ_ERR_NULL;
    err = qz_hash_init(&ctx, alg);
    if (err == QZ_OK)
        err = qz_hash_update(&ctx, data, len);
    if (err == QZ_OK)
        err = qz_hash_final(&ctx, out, out_cap);
    qzi_wipe(&ctx, sizeof ctx);
    return err;
}

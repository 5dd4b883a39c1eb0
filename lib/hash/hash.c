/*
 * Generic hash interface (qzcrypt/hash.h): calls through the descriptor
 * stored in the context, so that an image holds the hashes it names only.
 */
#include "qzcrypt/hash.h"
#include "internal/ct.h"
#include "internal/hash_check.h"

size_t qz_hash_digest_bytes(qz_hash_id alg)
{
    return qzi_hash_alg_ok(alg) ? alg->digest_bytes : 0;
}

size_t qz_hash_block_bytes(qz_hash_id alg)
{
    return qzi_hash_alg_ok(alg) ? alg->block_bytes : 0;
}

int qz_hash_init(qz_hash_ctx *ctx, qz_hash_id alg)
{
    if (ctx == NULL || alg == NULL)
        return QZ_ERR_NULL;
    if (!qzi_hash_alg_ok(alg))
        return QZ_ERR_ALG;
    ctx->alg = alg;
    ctx->alg_check = qzi_hash_alg_check(alg);
    return alg->init(ctx);
}

int qz_hash_update(qz_hash_ctx *ctx, const void *data, size_t len)
{
    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (qzi_hash_ctx_check(ctx) != QZ_OK)
        return QZ_ERR_STATE;
    return ctx->alg->update(ctx, data, len);
}

int qz_hash_final(qz_hash_ctx *ctx, uint8_t *out, size_t out_len)
{
    int err;

    if (ctx == NULL || out == NULL)
        return QZ_ERR_NULL;
    if (qzi_hash_ctx_check(ctx) != QZ_OK)
        return QZ_ERR_STATE;
    if (out_len != ctx->alg->digest_bytes)
        return QZ_ERR_LENGTH;
    err = ctx->alg->final(ctx, out); /* wipes the hash's own context */
    ctx->alg = NULL;
    ctx->alg_check = 0;
    return err;
}

int qz_hash(qz_hash_id alg, uint8_t *out, size_t out_len, const void *data,
            size_t len)
{
    qz_hash_ctx ctx;
    int err;

    if (out == NULL)
        return QZ_ERR_NULL;
    err = qz_hash_init(&ctx, alg);
    if (err == QZ_OK)
        err = qz_hash_update(&ctx, data, len);
    if (err == QZ_OK)
        err = qz_hash_final(&ctx, out, out_len);
    qzi_wipe(&ctx, sizeof ctx);
    return err;
}

/*
 * SHAKE128/256 (FIPS 202 section 6.2) and cSHAKE128/256 (SP 800-185
 * section 3) on the Keccak sponge.
 */
#include "qzcrypt/sha3.h"
#include "internal/ct.h"
#include "internal/ctx_check.h"
#include "sha3/sp800_185.h"

static int is_xof(uint32_t alg)
{
    return alg == QZI_KECCAK_XOF128 || alg == QZI_KECCAK_XOF256;
}

/* A SHAKE or cSHAKE context whose sponge bookkeeping is sound. */
static int xof_ctx_check(const qz_shake_ctx *ctx)
{
    QZI_CTX_REQUIRE(is_xof(ctx->alg));
    return qzi_keccak_ctx_check(ctx);
}

int qz_shake128_init(qz_shake_ctx *ctx)
{
    if (ctx == NULL)
        return QZ_ERR_NULL;
    qzi_sponge_init(ctx, QZI_KECCAK_XOF128, QZ_SHAKE128_RATE, QZI_KECCAK_PAD_SHAKE);
    return QZ_OK;
}

int qz_shake256_init(qz_shake_ctx *ctx)
{
    if (ctx == NULL)
        return QZ_ERR_NULL;
    qzi_sponge_init(ctx, QZI_KECCAK_XOF256, QZ_SHAKE256_RATE, QZI_KECCAK_PAD_SHAKE);
    return QZ_OK;
}

static int cshake_init(qz_shake_ctx *ctx, uint32_t alg, unsigned rate,
                       const uint8_t *name, size_t name_len,
                       const uint8_t *custom, size_t custom_len)
{
    if (ctx == NULL || (name == NULL && name_len > 0) ||
        (custom == NULL && custom_len > 0))
        return QZ_ERR_NULL;
    if (name_len > QZ_SP800_185_MAX_BYTES || custom_len > QZ_SP800_185_MAX_BYTES)
        return QZ_ERR_LENGTH;
    if (name_len == 0 && custom_len == 0) {
        /* SP 800-185 3.3: cSHAKE(X, L, "", "") = SHAKE(X, L). */
        qzi_sponge_init(ctx, alg, rate, QZI_KECCAK_PAD_SHAKE);
        return QZ_OK;
    }
    qzi_cshake_start(ctx, alg, rate, name, name_len, custom, custom_len);
    return QZ_OK;
}

int qz_cshake128_init(qz_shake_ctx *ctx, const uint8_t *name, size_t name_len,
                      const uint8_t *custom, size_t custom_len)
{
    return cshake_init(ctx, QZI_KECCAK_XOF128, QZ_SHAKE128_RATE, name, name_len,
                       custom, custom_len);
}

int qz_cshake256_init(qz_shake_ctx *ctx, const uint8_t *name, size_t name_len,
                      const uint8_t *custom, size_t custom_len)
{
    return cshake_init(ctx, QZI_KECCAK_XOF256, QZ_SHAKE256_RATE, name, name_len,
                       custom, custom_len);
}

int qz_shake_absorb(qz_shake_ctx *ctx, const void *data, size_t len)
{
    if (ctx == NULL || (data == NULL && len > 0))
        return QZ_ERR_NULL;
    if (xof_ctx_check(ctx) != QZ_OK || ctx->squeezing)
        return QZ_ERR_STATE;
    qzi_sponge_absorb(ctx, (const uint8_t *)data, len);
    return QZ_OK;
}

int qz_shake_squeeze(qz_shake_ctx *ctx, uint8_t *out, size_t len)
{
    if (ctx == NULL || (out == NULL && len > 0))
        return QZ_ERR_NULL;
    if (xof_ctx_check(ctx) != QZ_OK)
        return QZ_ERR_STATE;
    qzi_sponge_squeeze(ctx, out, len);
    return QZ_OK;
}

int qz_shake_wipe(qz_shake_ctx *ctx)
{
    if (ctx == NULL)
        return QZ_ERR_NULL;
    qzi_wipe(ctx, sizeof *ctx);
    return QZ_OK;
}

static int oneshot(int (*init)(qz_shake_ctx *), const void *data, size_t len,
                   uint8_t *out, size_t out_len)
{
    qz_shake_ctx ctx;

    if ((out == NULL && out_len > 0) || (data == NULL && len > 0))
        return QZ_ERR_NULL;
    init(&ctx);
    qzi_sponge_absorb(&ctx, (const uint8_t *)data, len);
    qzi_sponge_squeeze(&ctx, out, out_len);
    qzi_wipe(&ctx, sizeof ctx);
    return QZ_OK;
}

int qz_shake128(uint8_t *out, size_t out_len, const void *data, size_t len)
{
    return oneshot(qz_shake128_init, data, len, out, out_len);
}

int qz_shake256(uint8_t *out, size_t out_len, const void *data, size_t len)
{
    return oneshot(qz_shake256_init, data, len, out, out_len);
}

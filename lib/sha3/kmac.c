/*
 * KMAC128/256 and KMACXOF128/256 (SP 800-185 section 4):
 *   KMAC(K, X, L, S) = cSHAKE(bytepad(encode_string(K), rate) || X ||
 *                             right_encode(L), L, "KMAC", S)
 * with right_encode(0) for the XOF variant.
 */
#include "qzcrypt/sha3.h"
#include "internal/ct.h"
#include "internal/ctx_check.h"
#include "sha3/sp800_185.h"

static const uint8_t KMAC_NAME[4] = {'K', 'M', 'A', 'C'};

static int is_kmac(uint32_t alg)
{
    return alg == QZI_KECCAK_KMAC128 || alg == QZI_KECCAK_KMAC256;
}

/* A KMAC context whose sponge bookkeeping is sound. */
static inline int kmac_ctx_check(const qz_kmac_ctx *ctx)
{
    QZI_CTX_REQUIRE(is_kmac(ctx->alg));
    return qzi_keccak_ctx_check(ctx);
}

static int kmac_init(qz_kmac_ctx *ctx, uint32_t alg, unsigned rate,
                     const uint8_t *key, size_t key_len, const uint8_t *custom,
                     size_t custom_len)
{
    if (ctx == NULL || (key == NULL && key_len > 0) ||
        (custom == NULL && custom_len > 0))
        return QZ_ERR_NULL;
    if (key_len > QZ_SP800_185_MAX_BYTES || custom_len > QZ_SP800_185_MAX_BYTES)
        return QZ_ERR_LENGTH;
    qzi_cshake_start(ctx, alg, rate, KMAC_NAME, sizeof KMAC_NAME, custom,
                     custom_len);
    qzi_absorb_left_encode(ctx, rate);
    qzi_absorb_encode_string(ctx, key, key_len);
    qzi_sponge_fill_block(ctx);
    return QZ_OK;
}

int qz_kmac128_init(qz_kmac_ctx *ctx, const uint8_t *key, size_t key_len,
                    const uint8_t *custom, size_t custom_len)
{
    return kmac_init(ctx, QZI_KECCAK_KMAC128, QZ_SHAKE128_RATE, key, key_len,
                     custom, custom_len);
}

int qz_kmac256_init(qz_kmac_ctx *ctx, const uint8_t *key, size_t key_len,
                    const uint8_t *custom, size_t custom_len)
{
    return kmac_init(ctx, QZI_KECCAK_KMAC256, QZ_SHAKE256_RATE, key, key_len,
                     custom, custom_len);
}

int qz_kmac_update(qz_kmac_ctx *ctx, const void *data, size_t len)
{
    if (ctx == NULL || (data == NULL && len > 0))
        return QZ_ERR_NULL;
    if (kmac_ctx_check(ctx) != QZ_OK || ctx->squeezing)
        return QZ_ERR_STATE;
    qzi_sponge_absorb(ctx, (const uint8_t *)data, len);
    return QZ_OK;
}

int qz_kmac_final(qz_kmac_ctx *ctx, uint8_t *out, size_t out_len)
{
    if (ctx == NULL || out == NULL)
        return QZ_ERR_NULL;
    if (kmac_ctx_check(ctx) != QZ_OK || ctx->squeezing)
        return QZ_ERR_STATE;
    if (out_len == 0 || out_len > QZ_KMAC_MAX_BYTES)
        return QZ_ERR_LENGTH;
    qzi_absorb_right_encode(ctx, (uint64_t)out_len * 8);
    qzi_sponge_squeeze(ctx, out, out_len);
    qzi_wipe(ctx, sizeof *ctx);
    return QZ_OK;
}

int qz_kmac_verify(qz_kmac_ctx *ctx, const uint8_t *tag, size_t tag_len)
{
    uint8_t buf[64];
    uint32_t diff = 0;
    size_t done = 0;
    int err = QZ_OK;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    /* Verification ends the context whatever the outcome: every refusal
     * below wipes it too (qzcrypt/sha3.h), as HMAC's and Poly1305's do. */
    if (tag == NULL)
        err = QZ_ERR_NULL;
    else if (kmac_ctx_check(ctx) != QZ_OK || ctx->squeezing)
        err = QZ_ERR_STATE;
    else if (tag_len == 0 || tag_len > QZ_KMAC_MAX_BYTES)
        err = QZ_ERR_LENGTH;
    if (err != QZ_OK) {
        qzi_wipe(ctx, sizeof *ctx);
        return err;
    }
    qzi_absorb_right_encode(ctx, (uint64_t)tag_len * 8);
    /* Compare in 64-byte pieces: no buffer of the tag's size needed. */
    while (done < tag_len) {
        size_t n = tag_len - done < sizeof buf ? tag_len - done : sizeof buf;

        qzi_sponge_squeeze(ctx, buf, n);
        diff |= ~qzi_ct_memeq(buf, tag + done, n);
        done += n;
    }
    qzi_wipe(buf, sizeof buf);
    qzi_wipe(ctx, sizeof *ctx);
    /* The verdict is what verification publishes: branching on it is fine. */
    qzi_ct_declassify(&diff, sizeof diff);
    return diff == 0 ? QZ_OK : QZ_ERR_AUTH;
}

int qz_kmac_xof_squeeze(qz_kmac_ctx *ctx, uint8_t *out, size_t len)
{
    if (ctx == NULL || (out == NULL && len > 0))
        return QZ_ERR_NULL;
    if (kmac_ctx_check(ctx) != QZ_OK)
        return QZ_ERR_STATE;
    if (!ctx->squeezing)
        qzi_absorb_right_encode(ctx, 0);
    qzi_sponge_squeeze(ctx, out, len);
    return QZ_OK;
}

static int oneshot(int (*init)(qz_kmac_ctx *, const uint8_t *, size_t,
                               const uint8_t *, size_t),
                   const uint8_t *key, size_t key_len, const uint8_t *custom,
                   size_t custom_len, const void *data, size_t len,
                   uint8_t *out, size_t out_len)
{
    qz_kmac_ctx ctx;
    int err;

    if (out == NULL)
        return QZ_ERR_NULL;
    err = init(&ctx, key, key_len, custom, custom_len);
    if (err == QZ_OK)
        err = qz_kmac_update(&ctx, data, len);
    if (err == QZ_OK)
        err = qz_kmac_final(&ctx, out, out_len);
    qzi_wipe(&ctx, sizeof ctx);
    return err;
}

int qz_kmac128(uint8_t *out, size_t out_len, const uint8_t *key,
               size_t key_len, const uint8_t *custom, size_t custom_len,
               const void *data, size_t len)
{
    return oneshot(qz_kmac128_init, key, key_len, custom, custom_len, data, len,
                   out, out_len);
}

int qz_kmac256(uint8_t *out, size_t out_len, const uint8_t *key,
               size_t key_len, const uint8_t *custom, size_t custom_len,
               const void *data, size_t len)
{
    return oneshot(qz_kmac256_init, key, key_len, custom, custom_len, data, len,
                   out, out_len);
}

static int oneshot_check(int (*init)(qz_kmac_ctx *, const uint8_t *, size_t,
                                     const uint8_t *, size_t),
                         const uint8_t *key, size_t key_len,
                         const uint8_t *custom, size_t custom_len,
                         const void *data, size_t len, const uint8_t *tag,
                         size_t tag_len)
{
    qz_kmac_ctx ctx;
    int err;

    if (tag == NULL)
        return QZ_ERR_NULL;
    err = init(&ctx, key, key_len, custom, custom_len);
    if (err == QZ_OK)
        err = qz_kmac_update(&ctx, data, len);
    if (err == QZ_OK)
        return qz_kmac_verify(&ctx, tag, tag_len); /* wipes ctx */
    qzi_wipe(&ctx, sizeof ctx);
    return err;
}

int qz_kmac128_check(const uint8_t *key, size_t key_len, const uint8_t *custom,
                     size_t custom_len, const void *data, size_t len,
                     const uint8_t *tag, size_t tag_len)
{
    return oneshot_check(qz_kmac128_init, key, key_len, custom, custom_len,
                         data, len, tag, tag_len);
}

int qz_kmac256_check(const uint8_t *key, size_t key_len, const uint8_t *custom,
                     size_t custom_len, const void *data, size_t len,
                     const uint8_t *tag, size_t tag_len)
{
    return oneshot_check(qz_kmac256_init, key, key_len, custom, custom_len,
                         data, len, tag, tag_len);
}

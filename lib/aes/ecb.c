/*
 * ECB (SP 800-38A 6.1): every block through the cipher on its own. The
 * streaming interface buffers a partial block; whole blocks go to the
 * kernel up to QZI_AES_BATCH at a time, the one-shot passes them all in
 * one call. Each direction has its own entry points (doc/api.md, "Pay
 * only for what you call").
 */
#include "qzcrypt/aes_modes.h"
#include "aes/modes_internal.h"
#include "internal/ctx_check.h"

static int ecb_init(qz_aes_ecb_ctx *ctx, const qz_aes_key *key, uint32_t dir,
                    uint32_t state)
{
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    err = qzi_aes_key_check(key, dir);
    if (err != QZ_OK)
        return err;
    qzi_wipe(ctx, sizeof *ctx);
    ctx->key = key;
    ctx->state = state;
    return QZ_OK;
}

int qz_aes_ecb_encrypt_init(qz_aes_ecb_ctx *ctx, const qz_aes_key *key)
{
    return ecb_init(ctx, key, QZI_AES_DIR_ENCRYPT, QZI_ST_ECB_ENC);
}

int qz_aes_ecb_decrypt_init(qz_aes_ecb_ctx *ctx, const qz_aes_key *key)
{
    return ecb_init(ctx, key, QZI_AES_DIR_DECRYPT, QZI_ST_ECB_DEC);
}

/* Whole blocks through one direction's kernel: the entry points of a
 * direction pass their own, so that an image of one direction holds that
 * direction's kernel only. */
typedef void ecb_blocks_fn(const qz_aes_key *k, uint8_t *out, const uint8_t *in,
                           size_t blocks);

static void encrypt_blocks(const qz_aes_key *k, uint8_t *out, const uint8_t *in,
                           size_t blocks)
{
    qzi_aes_encrypt(k->rk, k->nr, out, in, blocks);
}

static void decrypt_blocks(const qz_aes_key *k, uint8_t *out, const uint8_t *in,
                           size_t blocks)
{
    qzi_aes_decrypt(k->rk, k->nr, out, in, blocks);
}

/* QZ_OK if ctx was initialised for this direction (state), holds less
 * than a block, and its key is still an expanded key of that direction;
 * QZ_ERR_STATE otherwise. */
static int ecb_ctx_check(const qz_aes_ecb_ctx *ctx, uint32_t state, uint32_t dir)
{
    QZI_CTX_REQUIRE(ctx->state == state);
    QZI_CTX_REQUIRE(ctx->buf_len <= 15);
    QZI_CTX_REQUIRE(qzi_aes_key_check(ctx->key, dir) == QZ_OK);
    return QZ_OK;
}

static int ecb_update(qz_aes_ecb_ctx *ctx, uint32_t state, uint32_t dir,
                      ecb_blocks_fn *blocks, uint8_t *out, size_t out_cap,
                      size_t *out_len, const uint8_t *in, size_t len)
{
    uint32_t tmpw[QZI_AES_BATCH * 4]; /* word-aligned for qzi_xor */
    uint8_t *tmp = (uint8_t *)tmpw;
    size_t ready, hc, pos = 0, w = 0;
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    err = ecb_ctx_check(ctx, state, dir);
    hc = ctx->buf_len;
    ready = err == QZ_OK && len <= SIZE_MAX - 64 ? qzi_stream_ready(hc, len, 0) : 0;
    if (err == QZ_OK && (out_len == NULL || (in == NULL && len > 0) ||
                         (out == NULL && ready > 0)))
        err = QZ_ERR_NULL;
    else if (err == QZ_OK && (len > SIZE_MAX - 64 || out_cap < ready))
        err = QZ_ERR_LENGTH;
    if (err != QZ_OK) {
        qzi_wipe(ctx, sizeof *ctx);
        return err;
    }
    while (w < ready) {
        size_t n = ready - w < sizeof tmpw ? ready - w : sizeof tmpw;

        qzi_stream_take(tmp, n, ctx->buf, &hc, in, len, &pos, w + n);
        blocks(ctx->key, out + w, tmp, n / 16);
        w += n;
    }
    if (pos < len) {
        memcpy(ctx->buf + hc, in + pos, len - pos);
        hc += len - pos;
    }
    ctx->buf_len = (uint32_t)hc;
    *out_len = ready;
    qzi_wipe(tmpw, sizeof tmpw);
    return QZ_OK;
}

int qz_aes_ecb_encrypt_update(qz_aes_ecb_ctx *ctx, uint8_t *out, size_t out_cap,
                              size_t *out_len, const uint8_t *in, size_t len)
{
    return ecb_update(ctx, QZI_ST_ECB_ENC, QZI_AES_DIR_ENCRYPT, encrypt_blocks, out,
                      out_cap, out_len, in, len);
}

int qz_aes_ecb_decrypt_update(qz_aes_ecb_ctx *ctx, uint8_t *out, size_t out_cap,
                              size_t *out_len, const uint8_t *in, size_t len)
{
    return ecb_update(ctx, QZI_ST_ECB_DEC, QZI_AES_DIR_DECRYPT, decrypt_blocks, out,
                      out_cap, out_len, in, len);
}

static int ecb_final(qz_aes_ecb_ctx *ctx, uint32_t state, uint32_t dir,
                     size_t *out_len)
{
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    err = ecb_ctx_check(ctx, state, dir);
    if (err == QZ_OK && out_len == NULL)
        err = QZ_ERR_NULL;
    else if (err == QZ_OK && ctx->buf_len != 0)
        err = QZ_ERR_LENGTH;
    else if (err == QZ_OK)
        *out_len = 0;
    qzi_wipe(ctx, sizeof *ctx);
    return err;
}

/* ECB holds back only a partial block, which final refuses: it writes
 * nothing (out and out_cap are there for the shape every final has). */
int qz_aes_ecb_encrypt_final(qz_aes_ecb_ctx *ctx, uint8_t *out, size_t out_cap,
                             size_t *out_len)
{
    (void)out;
    (void)out_cap;
    return ecb_final(ctx, QZI_ST_ECB_ENC, QZI_AES_DIR_ENCRYPT, out_len);
}

int qz_aes_ecb_decrypt_final(qz_aes_ecb_ctx *ctx, uint8_t *out, size_t out_cap,
                             size_t *out_len)
{
    (void)out;
    (void)out_cap;
    return ecb_final(ctx, QZI_ST_ECB_DEC, QZI_AES_DIR_DECRYPT, out_len);
}

static int ecb_oneshot(const qz_aes_key *key, uint32_t dir, ecb_blocks_fn *blocks,
                       uint8_t *out, size_t out_cap, size_t *out_len,
                       const uint8_t *in, size_t len)
{
    int err = qzi_aes_key_check(key, dir);

    if (err != QZ_OK)
        return err;
    if (out_len == NULL || ((in == NULL || out == NULL) && len > 0))
        return QZ_ERR_NULL;
    if (len % 16 != 0 || out_cap < len)
        return QZ_ERR_LENGTH;
    blocks(key, out, in, len / 16);
    *out_len = len;
    return QZ_OK;
}

int qz_aes_ecb_encrypt(const qz_aes_key *key, uint8_t *out, size_t out_cap,
                       size_t *out_len, const uint8_t *in, size_t len)
{
    return ecb_oneshot(key, QZI_AES_DIR_ENCRYPT, encrypt_blocks, out, out_cap, out_len,
                       in, len);
}

int qz_aes_ecb_decrypt(const qz_aes_key *key, uint8_t *out, size_t out_cap,
                       size_t *out_len, const uint8_t *in, size_t len)
{
    return ecb_oneshot(key, QZI_AES_DIR_DECRYPT, decrypt_blocks, out, out_cap, out_len,
                       in, len);
}

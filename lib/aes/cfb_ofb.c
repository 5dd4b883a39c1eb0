/*
 * CFB-128 and OFB (SP 800-38A 6.3 and 6.4), both on the forward cipher.
 *
 * CFB: C[i] = P[i] ^ E(C[i-1]), C[0] = IV. The context forms the current
 * ciphertext block in fb (its first `used` bytes are done) and keeps
 * ks = E(previous block); when a block completes, the next E(fb) is
 * computed lazily, on the next byte. Encryption needs each ciphertext
 * block before the next key stream block: one block per kernel call.
 * Decryption knows every C[i] in advance, so whole blocks go to the
 * kernel QZI_AES_BATCH at a time: E(C[i-1]) for the batch in one call.
 *
 * OFB: O[i] = E(O[i-1]), O[0] = IV; out = in ^ O. Sequential by nature.
 */
#include "qzcrypt/aes_modes.h"
#include "aes/modes_internal.h"
#include "internal/ctx_check.h"

/* ---- CFB-128 ----------------------------------------------------------- */

static int cfb_init(qz_aes_cfb_ctx *ctx, const qz_aes_key *key,
                    const uint8_t iv[16], uint32_t state)
{
    int err;

    if (ctx == NULL || iv == NULL)
        return QZ_ERR_NULL;
    err = qzi_aes_key_check(key, QZI_AES_DIR_ENCRYPT);
    if (err != QZ_OK)
        return err;
    qzi_wipe(ctx, sizeof *ctx);
    ctx->key = key;
    memcpy(ctx->fb, iv, 16);
    ctx->used = 16;
    ctx->state = state;
    return QZ_OK;
}

int qz_aes_cfb_encrypt_init(qz_aes_cfb_ctx *ctx, const qz_aes_key *key,
                            const uint8_t iv[16])
{
    return cfb_init(ctx, key, iv, QZI_ST_CFB_ENC);
}

int qz_aes_cfb_decrypt_init(qz_aes_cfb_ctx *ctx, const qz_aes_key *key,
                            const uint8_t iv[16])
{
    return cfb_init(ctx, key, iv, QZI_ST_CFB_DEC);
}

/* QZ_OK if ctx is initialised, used indexes fb and ks, and its key is
 * still an encrypt key; QZ_ERR_STATE otherwise. */
static int cfb_ctx_check(const qz_aes_cfb_ctx *ctx)
{
    QZI_CTX_REQUIRE(ctx->state == QZI_ST_CFB_ENC || ctx->state == QZI_ST_CFB_DEC);
    QZI_CTX_REQUIRE(ctx->used <= 16);
    QZI_CTX_REQUIRE(qzi_aes_key_check(ctx->key, QZI_AES_DIR_ENCRYPT) == QZ_OK);
    return QZ_OK;
}

/* Decrypt nb whole blocks (the context at a block boundary). */
static void cfb_decrypt_blocks(qz_aes_cfb_ctx *ctx, uint8_t *out,
                               const uint8_t *in, size_t nb)
{
    uint32_t bufw[QZI_AES_BATCH * 4]; /* word-aligned for qzi_xor */
    uint8_t *buf = (uint8_t *)bufw;
    const qz_aes_key *k = ctx->key;

    while (nb > 0) {
        size_t n = nb < QZI_AES_BATCH ? nb : QZI_AES_BATCH;

        /* buf = C[i-1] || C[i] ... C[i+n-2]; read before out is written */
        memcpy(buf, ctx->fb, 16);
        memcpy(buf + 16, in, 16 * (n - 1));
        memcpy(ctx->fb, in + 16 * (n - 1), 16);
        qzi_aes_encrypt(k->rk, k->nr, buf, buf, n);
        qzi_xor(out, in, buf, 16 * n);
        in += 16 * n;
        out += 16 * n;
        nb -= n;
    }
    qzi_wipe(bufw, sizeof bufw);
}

int qz_aes_cfb_update(qz_aes_cfb_ctx *ctx, uint8_t *out, const uint8_t *in,
                      size_t len)
{
    const qz_aes_key *k;
    int decrypt, err = QZ_OK;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    decrypt = ctx->state == QZI_ST_CFB_DEC;
    if (cfb_ctx_check(ctx) != QZ_OK)
        err = QZ_ERR_STATE;
    else if (len > 0 && (in == NULL || out == NULL))
        err = QZ_ERR_NULL;
    if (err != QZ_OK) {
        qzi_wipe(ctx, sizeof *ctx);
        return err;
    }
    k = ctx->key;

    while (len > 0) {
        if (ctx->used == 16 && len >= 16) {
            if (decrypt) {
                size_t nb = len / 16;

                cfb_decrypt_blocks(ctx, out, in, nb);
                in += 16 * nb;
                out += 16 * nb;
                len -= 16 * nb;
            } else {
                qzi_aes_encrypt(k->rk, k->nr, ctx->ks, ctx->fb, 1);
                qzi_xor(ctx->fb, in, ctx->ks, 16);
                memcpy(out, ctx->fb, 16);
                in += 16;
                out += 16;
                len -= 16;
            }
            continue;
        }
        if (ctx->used == 16) {
            qzi_aes_encrypt(k->rk, k->nr, ctx->ks, ctx->fb, 1);
            ctx->used = 0;
        }
        /* Byte by byte up to the end of the block or of the data. */
        while (len > 0 && ctx->used < 16) {
            uint8_t x = *in++;
            uint8_t y = (uint8_t)(x ^ ctx->ks[ctx->used]);

            ctx->fb[ctx->used++] = decrypt ? x : y;
            *out++ = y;
            len--;
        }
    }
    return QZ_OK;
}

int qz_aes_cfb_final(qz_aes_cfb_ctx *ctx)
{
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    err = cfb_ctx_check(ctx);
    qzi_wipe(ctx, sizeof *ctx);
    return err;
}

static int cfb_oneshot(const qz_aes_key *key, const uint8_t iv[16],
                       uint32_t state, const uint8_t *in, size_t len,
                       uint8_t *out)
{
    qz_aes_cfb_ctx ctx;
    int err = cfb_init(&ctx, key, iv, state);

    if (err == QZ_OK)
        err = qz_aes_cfb_update(&ctx, out, in, len);
    qzi_wipe(&ctx, sizeof ctx);
    return err;
}

int qz_aes_cfb_encrypt(const qz_aes_key *key, uint8_t *out,
                       const uint8_t iv[16], const uint8_t *in, size_t len)
{
    return cfb_oneshot(key, iv, QZI_ST_CFB_ENC, in, len, out);
}

int qz_aes_cfb_decrypt(const qz_aes_key *key, uint8_t *out,
                       const uint8_t iv[16], const uint8_t *in, size_t len)
{
    return cfb_oneshot(key, iv, QZI_ST_CFB_DEC, in, len, out);
}

/* ---- OFB --------------------------------------------------------------- */

/* QZ_OK if ctx is initialised, used indexes ks, and its key is still an
 * encrypt key; QZ_ERR_STATE otherwise. */
static int ofb_ctx_check(const qz_aes_ofb_ctx *ctx)
{
    QZI_CTX_REQUIRE(ctx->state == QZI_ST_OFB && ctx->used <= 16);
    QZI_CTX_REQUIRE(qzi_aes_key_check(ctx->key, QZI_AES_DIR_ENCRYPT) == QZ_OK);
    return QZ_OK;
}

int qz_aes_ofb_init(qz_aes_ofb_ctx *ctx, const qz_aes_key *key,
                    const uint8_t iv[16])
{
    int err;

    if (ctx == NULL || iv == NULL)
        return QZ_ERR_NULL;
    err = qzi_aes_key_check(key, QZI_AES_DIR_ENCRYPT);
    if (err != QZ_OK)
        return err;
    qzi_wipe(ctx, sizeof *ctx);
    ctx->key = key;
    memcpy(ctx->ks, iv, 16);
    ctx->used = 16;
    ctx->state = QZI_ST_OFB;
    return QZ_OK;
}

int qz_aes_ofb_update(qz_aes_ofb_ctx *ctx, uint8_t *out, const uint8_t *in,
                      size_t len)
{
    const qz_aes_key *k;
    int err = QZ_OK;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (ofb_ctx_check(ctx) != QZ_OK)
        err = QZ_ERR_STATE;
    else if (len > 0 && (in == NULL || out == NULL))
        err = QZ_ERR_NULL;
    if (err != QZ_OK) {
        qzi_wipe(ctx, sizeof *ctx);
        return err;
    }
    k = ctx->key;

    while (len > 0) {
        size_t n;

        if (ctx->used == 16) {
            qzi_aes_encrypt(k->rk, k->nr, ctx->ks, ctx->ks, 1);
            ctx->used = 0;
        }
        n = 16 - ctx->used < len ? 16 - ctx->used : len;
        qzi_xor(out, in, ctx->ks + ctx->used, n);
        ctx->used += (uint32_t)n;
        in += n;
        out += n;
        len -= n;
    }
    return QZ_OK;
}

int qz_aes_ofb_final(qz_aes_ofb_ctx *ctx)
{
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    err = ofb_ctx_check(ctx);
    qzi_wipe(ctx, sizeof *ctx);
    return err;
}

int qz_aes_ofb(const qz_aes_key *key, uint8_t *out, const uint8_t iv[16],
               const uint8_t *in, size_t len)
{
    qz_aes_ofb_ctx ctx;
    int err = qz_aes_ofb_init(&ctx, key, iv);

    if (err == QZ_OK)
        err = qz_aes_ofb_update(&ctx, out, in, len);
    qzi_wipe(&ctx, sizeof ctx);
    return err;
}

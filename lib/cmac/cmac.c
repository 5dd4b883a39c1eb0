/*
 * AES-CMAC (SP 800-38B section 6):
 *   L = E(0^128); K1 = dbl(L); K2 = dbl(K1), where dbl shifts left by one
 *   bit and XORs 0x87 into the last byte when the top bit falls out;
 *   the message in 16-byte blocks, the last one XORed with K1 if whole,
 *   else padded with 10...0 and XORed with K2; CBC-MAC with a zero IV.
 * The last block (possibly whole) is held in the context until final,
 * since only then is it known to be the last.
 */
#include <string.h>

#include "qzcrypt/cmac.h"
#include "aes/modes_internal.h"
#include "internal/ctx_check.h"

/* out = in * x in GF(2^128), big-endian bit order; constant time. */
static void cmac_dbl(uint8_t out[16], const uint8_t in[16])
{
    uint32_t mask = (uint32_t)0 - (uint32_t)(in[0] >> 7);

    for (int i = 0; i < 15; i++)
        out[i] = (uint8_t)((in[i] << 1) | (in[i + 1] >> 7));
    out[15] = (uint8_t)((in[15] << 1) ^ (mask & 0x87));
}

int qz_cmac_set_key(qz_cmac_key *ck, const uint8_t *key, size_t key_len)
{
    uint8_t l[16];
    int err;

    if (ck == NULL || key == NULL)
        return QZ_ERR_NULL;
    err = qz_aes_set_encrypt_key(&ck->aes, key, key_len);
    if (err != QZ_OK) {
        qzi_wipe(ck, sizeof *ck);
        return err;
    }
    memset(l, 0, sizeof l);
    qzi_aes_encrypt(ck->aes.rk, ck->aes.nr, l, l, 1);
    cmac_dbl(ck->k1, l);
    cmac_dbl(ck->k2, ck->k1);
    qzi_wipe(l, sizeof l);
    return QZ_OK;
}

void qz_cmac_wipe_key(qz_cmac_key *ck)
{
    if (ck != NULL)
        qzi_wipe(ck, sizeof *ck);
}

int qz_cmac_init(qz_cmac_ctx *ctx, const qz_cmac_key *ck)
{
    int err;

    if (ctx == NULL || ck == NULL)
        return QZ_ERR_NULL;
    err = qzi_aes_key_check(&ck->aes, QZI_AES_DIR_ENCRYPT);
    if (err != QZ_OK)
        return err;
    qzi_wipe(ctx, sizeof *ctx);
    ctx->key = ck;
    ctx->state = QZI_ST_CMAC;
    return QZ_OK;
}

/* QZ_OK if ctx is initialised, buf_len indexes buf, and its key is still
 * set; QZ_ERR_STATE otherwise. */
static int cmac_ctx_check(const qz_cmac_ctx *ctx)
{
    QZI_CTX_REQUIRE(ctx->state == QZI_ST_CMAC && ctx->key != NULL);
    QZI_CTX_REQUIRE(ctx->buf_len <= 16);
    QZI_CTX_REQUIRE(qzi_aes_key_check(&ctx->key->aes, QZI_AES_DIR_ENCRYPT) == QZ_OK);
    return QZ_OK;
}

int qz_cmac_update(qz_cmac_ctx *ctx, const uint8_t *data, size_t len)
{
    const qz_aes_key *k;
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    err = cmac_ctx_check(ctx);
    if (err == QZ_OK && data == NULL && len > 0)
        err = QZ_ERR_NULL;
    if (err != QZ_OK) {
        qzi_wipe(ctx, sizeof *ctx);
        return err;
    }
    k = &ctx->key->aes;
    /* Fill the held block; process it only once more data follows. */
    if (ctx->buf_len < 16) {
        size_t n = 16 - ctx->buf_len < len ? 16 - ctx->buf_len : len;

        if (n > 0) {
            memcpy(ctx->buf + ctx->buf_len, data, n);
            ctx->buf_len += (uint32_t)n;
            data += n;
            len -= n;
        }
    }
    if (len == 0)
        return QZ_OK;
    /* buf is whole and more follows: it is not the last block. */
    qzi_xor(ctx->x, ctx->x, ctx->buf, 16);
    qzi_aes_encrypt(k->rk, k->nr, ctx->x, ctx->x, 1);
    /* Whole blocks straight from data, keeping back the last 1..16 bytes. */
    while (len > 16) {
        qzi_xor(ctx->x, ctx->x, data, 16);
        qzi_aes_encrypt(k->rk, k->nr, ctx->x, ctx->x, 1);
        data += 16;
        len -= 16;
    }
    memcpy(ctx->buf, data, len);
    ctx->buf_len = (uint32_t)len;
    return QZ_OK;
}

/* The full tag into t and wipe ctx (ctx checked by the caller). */
static void cmac_finish(qz_cmac_ctx *ctx, uint8_t t[16])
{
    const qz_cmac_key *ck = ctx->key;
    size_t n = ctx->buf_len;

    if (n == 16) {
        qzi_xor(ctx->buf, ctx->buf, ck->k1, 16);
    } else {
        ctx->buf[n] = 0x80;
        memset(ctx->buf + n + 1, 0, 15 - n);
        qzi_xor(ctx->buf, ctx->buf, ck->k2, 16);
    }
    qzi_xor(t, ctx->x, ctx->buf, 16);
    qzi_aes_encrypt(ck->aes.rk, ck->aes.nr, t, t, 1);
    qzi_wipe(ctx, sizeof *ctx);
}

int qz_cmac_final(qz_cmac_ctx *ctx, uint8_t *tag, size_t tag_len)
{
    uint8_t t[16];
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    err = cmac_ctx_check(ctx);
    if (err == QZ_OK && tag == NULL)
        err = QZ_ERR_NULL;
    else if (err == QZ_OK &&
             (tag_len < QZ_CMAC_MIN_TAG_BYTES || tag_len > QZ_CMAC_TAG_BYTES))
        err = QZ_ERR_LENGTH;
    if (err != QZ_OK) {
        qzi_wipe(ctx, sizeof *ctx);
        return err;
    }
    cmac_finish(ctx, t);
    memcpy(tag, t, tag_len);
    qzi_wipe(t, sizeof t);
    return QZ_OK;
}

int qz_cmac_verify(qz_cmac_ctx *ctx, const uint8_t *tag, size_t tag_len)
{
    uint8_t t[16];
    uint32_t ok;
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    err = cmac_ctx_check(ctx);
    if (err == QZ_OK && tag == NULL)
        err = QZ_ERR_NULL;
    else if (err == QZ_OK &&
             (tag_len < QZ_CMAC_MIN_TAG_BYTES || tag_len > QZ_CMAC_TAG_BYTES))
        err = QZ_ERR_LENGTH;
    if (err != QZ_OK) {
        qzi_wipe(ctx, sizeof *ctx);
        return err;
    }
    cmac_finish(ctx, t);
    ok = qzi_ct_memeq(t, tag, tag_len);
    qzi_wipe(t, sizeof t);
    /* The verdict is what verification publishes. */
    qzi_ct_declassify(&ok, sizeof ok);
    return ok ? QZ_OK : QZ_ERR_AUTH;
}

int qz_cmac(const qz_cmac_key *ck, uint8_t *tag, size_t tag_len,
            const uint8_t *data, size_t len)
{
    qz_cmac_ctx ctx;
    int err = qz_cmac_init(&ctx, ck);

    if (err == QZ_OK)
        err = qz_cmac_update(&ctx, data, len);
    if (err == QZ_OK)
        err = qz_cmac_final(&ctx, tag, tag_len);
    qzi_wipe(&ctx, sizeof ctx);
    return err;
}

int qz_cmac_check(const qz_cmac_key *ck, const uint8_t *data, size_t len,
                  const uint8_t *tag, size_t tag_len)
{
    qz_cmac_ctx ctx;
    int err = qz_cmac_init(&ctx, ck);

    if (err == QZ_OK)
        err = qz_cmac_update(&ctx, data, len);
    if (err == QZ_OK)
        err = qz_cmac_verify(&ctx, tag, tag_len);
    qzi_wipe(&ctx, sizeof ctx);
    return err;
}

/*
 * What CBC encryption (lib/aes/cbc_encrypt.c) and decryption
 * (lib/aes/cbc_decrypt.c) share: set-up, the context check, the streaming
 * loop (lib/aes/cbc_common.c) and the one-shot driver (inline, below).
 * Neither calls a kernel: each direction passes its own block function, so
 * that an image of one direction holds that direction's kernel only.
 */
#ifndef QZ_AES_CBC_INTERNAL_H
#define QZ_AES_CBC_INTERNAL_H

#include "qzcrypt/aes_modes.h"
#include "aes/modes_internal.h"

/* CBC-encrypt or -decrypt the n whole blocks at in into out, chaining in
 * ctx->iv. in and out must not overlap. */
typedef void qzi_cbc_blocks_fn(qz_aes_cbc_ctx *ctx, uint8_t *out, const uint8_t *in,
                               size_t n);

/* The last step of a checked context: what its padding does with the
 * ctx->buf_len held-back bytes, written to out (*out_len bytes). QZ_OK, or
 * QZ_ERR_AUTH for a bad PKCS#7 padding (nothing written then). Does not
 * wipe ctx. */
typedef int qzi_cbc_tail_fn(qz_aes_cbc_ctx *ctx, uint8_t *out, size_t *out_len);

/* Check the arguments of an init and set ctx (wiped first when wipe). */
int qzi_cbc_init(qz_aes_cbc_ctx *ctx, const qz_aes_key *key, const uint8_t iv[16],
                 int padding, uint32_t dir, uint32_t state, int wipe);
int qzi_cbc_update(qz_aes_cbc_ctx *ctx, uint32_t state, uint32_t dir,
                   qzi_cbc_blocks_fn *blocks, uint8_t *out, size_t out_cap,
                   size_t *out_len, const uint8_t *in, size_t len);
/* A final call of one direction (state, dir): the checks (the context,
 * the held-back length for its padding, out and out_len), then tail, then
 * the wipe of ctx (on every error too). */
int qzi_cbc_final(qz_aes_cbc_ctx *ctx, uint32_t state, uint32_t dir,
                  qzi_cbc_tail_fn *tail, uint8_t *out, size_t out_cap,
                  size_t *out_len);

/* The checks of an init after ctx (iv, key, padding), then ctx set:
 * qzi_cbc_init's body, inline in the one-shot driver. */
static inline int qzi_cbc_set(qz_aes_cbc_ctx *ctx, const qz_aes_key *key,
                              const uint8_t iv[16], int padding, uint32_t dir,
                              uint32_t state)
{
    int err;

    if (iv == NULL)
        return QZ_ERR_NULL;
    err = qzi_aes_key_check(key, dir);
    if (err != QZ_OK)
        return err;
    if (padding < QZ_AES_CBC_NOPAD || padding > QZ_AES_CBC_CS3)
        return QZ_ERR_ALG;
    ctx->key = key;
    memcpy(ctx->iv, iv, 16);
    ctx->buf_len = 0;
    ctx->padding = (uint32_t)padding;
    ctx->state = state;
    return QZ_OK;
}

/* Bytes the context holds back at least, by padding and direction. */
static inline size_t qzi_cbc_keep(const qz_aes_cbc_ctx *ctx)
{
    if (ctx->padding >= QZ_AES_CBC_CS1)
        return 17;
    if (ctx->padding == QZ_AES_CBC_PKCS7 && ctx->state == QZI_ST_CBC_DEC)
        return 1;
    return 0;
}

/* Output room a one-shot call needs, or 0 with *err set for a length the
 * padding cannot take. */
static inline size_t qzi_cbc_oneshot_need(int padding, int decrypt, size_t len, int *err)
{
    *err = QZ_OK;
    if (len > SIZE_MAX - 64) {
        *err = QZ_ERR_LENGTH;
        return 0;
    }
    switch (padding) {
    case QZ_AES_CBC_NOPAD:
        if (len % 16 != 0)
            *err = QZ_ERR_LENGTH;
        return len;
    case QZ_AES_CBC_PKCS7:
        if (!decrypt)
            return QZ_AES_CBC_PKCS7_OUT(len);
        if (len == 0 || len % 16 != 0)
            *err = QZ_ERR_LENGTH;
        return len - 1;
    case QZ_AES_CBC_CS1:
    case QZ_AES_CBC_CS2:
    case QZ_AES_CBC_CS3:
        if (len < 16)
            *err = QZ_ERR_LENGTH;
        return len;
    default:
        *err = QZ_ERR_ALG;
        return 0;
    }
}

/*
 * A one-shot call of one direction (dir, state): the whole blocks before
 * what the padding keeps back go through blocks, the rest through tail;
 * no streaming bookkeeping, so that a one-shot image holds neither the
 * update nor the final call. Inline, in each direction's entry point:
 * its block and tail functions are then direct calls in the same unit,
 * and no twelve-argument call is marshalled (the call's code is fetched
 * from flash at each call on the boards: less of it is faster there).
 */
static inline int qzi_cbc_oneshot(const qz_aes_key *key, uint32_t dir, uint32_t state,
                                  qzi_cbc_blocks_fn *blocks, qzi_cbc_tail_fn *tail,
                                  uint8_t *out, size_t out_cap, size_t *out_len,
                                  const uint8_t iv[16], const uint8_t *in, size_t len,
                                  int padding)
{
    uint32_t tmpw[QZI_AES_BATCH * 4]; /* word-aligned for qzi_xor */
    qz_aes_cbc_ctx ctx;
    size_t need, direct, used = 0, n, n2 = 0;
    int err = qzi_cbc_set(&ctx, key, iv, padding, dir, state);

    if (err != QZ_OK)
        return err;
    need = qzi_cbc_oneshot_need(padding, state == QZI_ST_CBC_DEC, len, &err);
    if (err == QZ_OK && (out_len == NULL || (out == NULL && need > 0) ||
                         (in == NULL && len > 0)))
        err = QZ_ERR_NULL;
    else if (err == QZ_OK && out_cap < need)
        err = QZ_ERR_LENGTH;
    if (err == QZ_OK) {
        /* The whole blocks before the held-back bytes, in one call when in
         * and out are separate buffers; exactly in place (out == in), by
         * batches copied to tmpw before their output is written. Either
         * way the held-back bytes lie after every byte written here. */
        direct = qzi_stream_ready(0, len, qzi_cbc_keep(&ctx));
        for (size_t pos = 0; pos < direct; pos += n) {
            const uint8_t *src = in + pos;

            n = direct - pos;
            if (out == in) {
                n = n < sizeof tmpw ? n : sizeof tmpw;
                memcpy(tmpw, src, n);
                src = (const uint8_t *)tmpw;
                used = sizeof tmpw;
            }
            blocks(&ctx, out + pos, src, n / 16);
        }
        ctx.buf_len = (uint32_t)(len - direct);
        if (len > direct)
            memcpy(ctx.buf, in + direct, len - direct);
        if (padding != QZ_AES_CBC_NOPAD) /* no padding: nothing held back */
            err = tail(&ctx, out == NULL ? NULL : out + direct, &n2);
        if (err == QZ_OK)
            *out_len = direct + n2;
    }
    qzi_wipe(&ctx, sizeof ctx);
    qzi_wipe(tmpw, used);
    if (err == QZ_ERR_AUTH)
        qzi_wipe(out, need); /* withhold every plaintext byte */
    return err;
}

#endif /* QZ_AES_CBC_INTERNAL_H */

/*
 * CBC encryption: the block function, the final step of each padding
 * (PKCS#7, ciphertext stealing) and the entry points. The shared parts
 * and the stealing layout are in lib/aes/cbc_common.c.
 */
#include "aes/cbc_internal.h"
#include "aes/modes_internal.h"

/* The CBC kernel needs a 4-byte-aligned chaining value: iv follows the
 * key pointer in the context (whose uint32_t members make the struct at
 * least 4-byte aligned). C99 static assertion: */
typedef char qzi_cbc_iv_aligned[offsetof(qz_aes_cbc_ctx, iv) % 4 == 0 ? 1 : -1];

/* CBC-encrypt the n blocks at in into out (one kernel call, chaining in
 * ctx->iv; lib/internal/aes_kernel.h, qzi_aes_cbc_encrypt). */
static void encrypt_blocks(qz_aes_cbc_ctx *ctx, uint8_t *out, const uint8_t *in, size_t n)
{
    const qz_aes_key *k = ctx->key;

    qzi_aes_cbc_encrypt(k->rk, k->nr, ctx->iv, out, in, n);
}

int qz_aes_cbc_encrypt_init(qz_aes_cbc_ctx *ctx, const qz_aes_key *key,
                            const uint8_t iv[16], int padding)
{
    return qzi_cbc_init(ctx, key, iv, padding, QZI_AES_DIR_ENCRYPT, QZI_ST_CBC_ENC,
                        1);
}

int qz_aes_cbc_encrypt_update(qz_aes_cbc_ctx *ctx, uint8_t *out, size_t out_cap,
                              size_t *out_len, const uint8_t *in, size_t len)
{
    return qzi_cbc_update(ctx, QZI_ST_CBC_ENC, QZI_AES_DIR_ENCRYPT, encrypt_blocks,
                          out, out_cap, out_len, in, len);
}

/* Stealing on the held-back bytes (16 < hb <= 32): hb bytes to out. */
static void steal(qz_aes_cbc_ctx *ctx, uint8_t *out, size_t hb)
{
    const qz_aes_key *k = ctx->key;
    size_t d = hb - 16;
    int swap = ctx->padding == QZ_AES_CBC_CS3 ||
               (ctx->padding == QZ_AES_CBC_CS2 && d != 16);
    uint8_t a[16], b[16];

    /* a = C[n-1] */
    qzi_xor(a, ctx->buf, ctx->iv, 16);
    qzi_aes_encrypt(k->rk, k->nr, a, a, 1);
    /* b = C[n] = E((P[n]* || 0) ^ C[n-1]) */
    memcpy(b, a, 16);
    qzi_xor(b, b, ctx->buf + 16, d);
    qzi_aes_encrypt(k->rk, k->nr, b, b, 1);
    if (swap) {
        memcpy(out, b, 16);
        memcpy(out + 16, a, d);
    } else {
        memcpy(out, a, d);
        memcpy(out + d, b, 16);
    }
    qzi_wipe(a, sizeof a);
    qzi_wipe(b, sizeof b);
}

/* The last step of a checked context (qzi_cbc_tail_fn). */
static int encrypt_tail(qz_aes_cbc_ctx *ctx, uint8_t *out, size_t *out_len)
{
    size_t hb = ctx->buf_len;

    if (ctx->padding == QZ_AES_CBC_NOPAD) {
        *out_len = 0;
    } else if (ctx->padding == QZ_AES_CBC_PKCS7) {
        memset(ctx->buf + hb, (int)(16 - hb), 16 - hb);
        encrypt_blocks(ctx, out, ctx->buf, 1);
        *out_len = 16;
    } else if (hb == 16) {
        encrypt_blocks(ctx, out, ctx->buf, 1); /* one block: plain CBC */
        *out_len = 16;
    } else {
        steal(ctx, out, hb);
        *out_len = hb;
    }
    return QZ_OK;
}

int qz_aes_cbc_encrypt_final(qz_aes_cbc_ctx *ctx, uint8_t *out, size_t out_cap,
                             size_t *out_len)
{
    return qzi_cbc_final(ctx, QZI_ST_CBC_ENC, QZI_AES_DIR_ENCRYPT, encrypt_tail, out,
                         out_cap, out_len);
}

int qz_aes_cbc_encrypt(const qz_aes_key *key, uint8_t *out, size_t out_cap,
                       size_t *out_len, const uint8_t iv[16],
                       const uint8_t *in, size_t len, int padding)
{
    return qzi_cbc_oneshot(key, QZI_AES_DIR_ENCRYPT, QZI_ST_CBC_ENC, encrypt_blocks,
                           encrypt_tail, out, out_cap, out_len, iv, in, len, padding);
}

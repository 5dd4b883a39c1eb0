/*
 * CBC decryption: the block function, the PKCS#7 check, the final step
 * of each padding and the entry points. The shared parts and the stealing
 * layout are in lib/aes/cbc_common.c.
 */
#include "aes/cbc_internal.h"
#include "aes/modes_internal.h"

/* CBC-decrypt the n blocks at in into out (one kernel call; in and out
 * must not overlap: in is read again after out is written). With a CBC
 * decryption kernel (lib/internal/aes_kernel.h) the chaining is its job:
 * ctx->iv is 4-byte aligned (lib/aes/cbc_encrypt.c). */
static void decrypt_blocks(qz_aes_cbc_ctx *ctx, uint8_t *out, const uint8_t *in, size_t n)
{
    const qz_aes_key *k = ctx->key;

#ifdef qzi_aes_cbc_decrypt
    qzi_aes_cbc_decrypt(k->rk, k->nr, ctx->iv, out, in, n);
#else
    qzi_aes_decrypt(k->rk, k->nr, out, in, n);
    qzi_xor(out, out, ctx->iv, 16);
    if (n > 1)
        qzi_xor(out + 16, out + 16, in, 16 * (n - 1));
    memcpy(ctx->iv, in + 16 * (n - 1), 16);
#endif
}

int qz_aes_cbc_decrypt_init(qz_aes_cbc_ctx *ctx, const qz_aes_key *key,
                            const uint8_t iv[16], int padding)
{
    return qzi_cbc_init(ctx, key, iv, padding, QZI_AES_DIR_DECRYPT, QZI_ST_CBC_DEC,
                        1);
}

int qz_aes_cbc_decrypt_update(qz_aes_cbc_ctx *ctx, uint8_t *out, size_t out_cap,
                              size_t *out_len, const uint8_t *in, size_t len)
{
    return qzi_cbc_update(ctx, QZI_ST_CBC_DEC, QZI_AES_DIR_DECRYPT, decrypt_blocks,
                          out, out_cap, out_len, in, len);
}

/* PKCS#7: all-ones if the block ends in valid padding (n bytes of value n,
 * 1 <= n <= 16), else 0; the pad length in *pad. Constant time. */
static uint32_t pkcs7_check(const uint8_t b[16], uint32_t *pad)
{
    uint32_t n = b[15], diff = 0;
    uint32_t ok = qzi_ct_nonzero_mask(n) & qzi_ct_lt_mask(n, 17);

    for (uint32_t i = 0; i < 16; i++) {
        /* byte i is padding when i >= 16 - n, i.e. 15 - i < n */
        uint32_t in_pad = qzi_ct_lt_mask(15 - i, n);

        diff |= in_pad & (uint32_t)(b[i] ^ n);
    }
    ok &= ~qzi_ct_nonzero_mask(diff);
    *pad = n & ok;
    return ok;
}

/* Stealing on the held-back bytes (16 < hb <= 32): hb bytes to out. */
static void steal(qz_aes_cbc_ctx *ctx, uint8_t *out, size_t hb)
{
    const qz_aes_key *k = ctx->key;
    size_t d = hb - 16;
    int swap = ctx->padding == QZ_AES_CBC_CS3 ||
               (ctx->padding == QZ_AES_CBC_CS2 && d != 16);
    const uint8_t *cn, *cs; /* C[n] and C[n-1]* as received */
    uint8_t a[16], b[16];

    if (swap) {
        cn = ctx->buf;
        cs = ctx->buf + 16;
    } else {
        cs = ctx->buf;
        cn = ctx->buf + d;
    }
    /* b = Z = D(C[n]); a = C[n-1] = C[n-1]* || Z[d..16) */
    qzi_aes_decrypt(k->rk, k->nr, b, cn, 1);
    memcpy(a, cs, d);
    memcpy(a + d, b + d, 16 - d);
    /* P[n]* = Z[0..d) ^ C[n-1]*; P[n-1] = D(C[n-1]) ^ C[n-2] */
    qzi_xor(b, b, a, d);
    qzi_aes_decrypt(k->rk, k->nr, a, a, 1);
    qzi_xor(out, a, ctx->iv, 16);
    memcpy(out + 16, b, d);
    qzi_wipe(a, sizeof a);
    qzi_wipe(b, sizeof b);
}

/* The last step of a checked context (qzi_cbc_tail_fn). */
static int decrypt_tail(qz_aes_cbc_ctx *ctx, uint8_t *out, size_t *out_len)
{
    size_t hb = ctx->buf_len;
    int err = QZ_OK;

    if (ctx->padding == QZ_AES_CBC_NOPAD) {
        *out_len = 0;
    } else if (ctx->padding == QZ_AES_CBC_PKCS7) {
        uint8_t blk[16];
        uint32_t pad, ok;

        decrypt_blocks(ctx, blk, ctx->buf, 1);
        ok = pkcs7_check(blk, &pad);
        /* The verdict is what unpadding reports, and on success the pad
         * length is the (public) message length: both may be branched on. */
        qzi_ct_declassify(&ok, sizeof ok);
        qzi_ct_declassify(&pad, sizeof pad);
        if (ok) {
            memcpy(out, blk, 16 - pad);
            *out_len = 16 - pad;
        } else {
            err = QZ_ERR_AUTH;
        }
        qzi_wipe(blk, sizeof blk);
    } else if (hb == 16) {
        decrypt_blocks(ctx, out, ctx->buf, 1); /* one block: plain CBC */
        *out_len = 16;
    } else {
        steal(ctx, out, hb);
        *out_len = hb;
    }
    return err;
}

int qz_aes_cbc_decrypt_final(qz_aes_cbc_ctx *ctx, uint8_t *out, size_t out_cap,
                             size_t *out_len)
{
    return qzi_cbc_final(ctx, QZI_ST_CBC_DEC, QZI_AES_DIR_DECRYPT, decrypt_tail, out,
                         out_cap, out_len);
}

int qz_aes_cbc_decrypt(const qz_aes_key *key, uint8_t *out, size_t out_cap,
                       size_t *out_len, const uint8_t iv[16],
                       const uint8_t *in, size_t len, int padding)
{
    return qzi_cbc_oneshot(key, QZI_AES_DIR_DECRYPT, QZI_ST_CBC_DEC, decrypt_blocks,
                           decrypt_tail, out, out_cap, out_len, iv, in, len, padding);
}

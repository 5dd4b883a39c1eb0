/*
 * CBC (SP 800-38A 6.2) with no padding, PKCS#7 padding, or ciphertext
 * stealing CS1/CS2/CS3 (SP 800-38A addendum, October 2010).
 *
 * Streaming keeps back what the last step needs (lib/aes/modes_internal.h,
 * qzi_stream_take): nothing special for no padding and PKCS#7 encryption,
 * one whole block for PKCS#7 decryption (it may be the padding), two
 * blocks for stealing (the last two are rearranged). Encryption passes
 * QZI_AES_BATCH blocks per call to the CBC-encryption kernel
 * (qzi_aes_cbc_encrypt, which chains them), decryption as many to the
 * ECB decryption kernel.
 *
 * Stealing, with P[n-1] a whole block and P[n]* its d-byte successor
 * (1 <= d <= 16):
 *   encrypt  C[n-1] = E(P[n-1] ^ C[n-2]), C[n] = E((P[n]* || 0...) ^ C[n-1]),
 *            C[n-1]* = the first d bytes of C[n-1];
 *            output C[n-1]* C[n] (CS1) or C[n] C[n-1]* (CS3; CS2 = CS3
 *            unless d = 16, then CS1).
 *   decrypt  Z = D(C[n]) = (P[n]* || 0...) ^ C[n-1]; so C[n-1] =
 *            C[n-1]* || the last 16 - d bytes of Z, P[n]* = the first d
 *            bytes of Z ^ C[n-1]*, P[n-1] = D(C[n-1]) ^ C[n-2].
 * d is public (it is the message length mod 16).
 */
#include "qzcrypt/aes_modes.h"
#include "aes/modes_internal.h"
#include "internal/ctx_check.h"

/* Bytes the context holds back at least, by padding and direction. */
static size_t cbc_keep(const qz_aes_cbc_ctx *ctx)
{
    if (ctx->padding >= QZ_AES_CBC_CS1)
        return 17;
    if (ctx->padding == QZ_AES_CBC_PKCS7 && ctx->state == QZI_ST_CBC_DEC)
        return 1;
    return 0;
}

static int cbc_init(qz_aes_cbc_ctx *ctx, const qz_aes_key *key,
                    const uint8_t iv[16], int padding, uint32_t dir,
                    uint32_t state)
{
    int err;

    if (ctx == NULL || iv == NULL)
        return QZ_ERR_NULL;
    err = qzi_aes_key_check(key, dir);
    if (err != QZ_OK)
        return err;
    if (padding < QZ_AES_CBC_NOPAD || padding > QZ_AES_CBC_CS3)
        return QZ_ERR_ALG;
    qzi_wipe(ctx, sizeof *ctx);
    ctx->key = key;
    memcpy(ctx->iv, iv, 16);
    ctx->padding = (uint32_t)padding;
    ctx->state = state;
    return QZ_OK;
}

int qz_aes_cbc_encrypt_init(qz_aes_cbc_ctx *ctx, const qz_aes_key *key,
                            const uint8_t iv[16], int padding)
{
    return cbc_init(ctx, key, iv, padding, QZI_AES_DIR_ENCRYPT, QZI_ST_CBC_ENC);
}

int qz_aes_cbc_decrypt_init(qz_aes_cbc_ctx *ctx, const qz_aes_key *key,
                            const uint8_t iv[16], int padding)
{
    return cbc_init(ctx, key, iv, padding, QZI_AES_DIR_DECRYPT, QZI_ST_CBC_DEC);
}

/* QZ_OK if ctx is initialised, consistent, and its key is still an
 * expanded key of the context's direction; QZ_ERR_STATE otherwise. The
 * held-back bytes (buf_len) are at most 15 more than the padding keeps
 * back (cbc_keep: 0, 1 or 17): final indexes buf with them, and PKCS#7
 * encryption pads the 16 - buf_len bytes after them. */
static int cbc_ctx_check(const qz_aes_cbc_ctx *ctx)
{
    int decrypt = ctx->state == QZI_ST_CBC_DEC;

    QZI_CTX_REQUIRE(ctx->state == QZI_ST_CBC_ENC || decrypt);
    QZI_CTX_REQUIRE(ctx->padding <= QZ_AES_CBC_CS3);
    QZI_CTX_REQUIRE(ctx->buf_len <= 15 + cbc_keep(ctx));
    QZI_CTX_REQUIRE(qzi_aes_key_check(ctx->key, decrypt ? QZI_AES_DIR_DECRYPT
                                                        : QZI_AES_DIR_ENCRYPT) == QZ_OK);
    return QZ_OK;
}

/* The CBC kernel needs a 4-byte-aligned chaining value: iv follows the
 * key pointer in the context (whose uint32_t members make the struct at
 * least 4-byte aligned). C99 static assertion: */
typedef char qzi_cbc_iv_aligned[offsetof(qz_aes_cbc_ctx, iv) % 4 == 0 ? 1 : -1];

/* CBC-encrypt the n blocks at tmp into out (one kernel call, chaining in
 * ctx->iv; lib/internal/aes_kernel.h, qzi_aes_cbc_encrypt). */
static void cbc_encrypt_blocks(qz_aes_cbc_ctx *ctx, uint8_t *out,
                               uint8_t *tmp, size_t n)
{
    const qz_aes_key *k = ctx->key;

    qzi_aes_cbc_encrypt(k->rk, k->nr, ctx->iv, out, tmp, n);
}

/* CBC-decrypt the n blocks at tmp into out (one kernel call). */
static void cbc_decrypt_blocks(qz_aes_cbc_ctx *ctx, uint8_t *out,
                               const uint8_t *tmp, size_t n)
{
    const qz_aes_key *k = ctx->key;

    qzi_aes_decrypt(k->rk, k->nr, out, tmp, n);
    qzi_xor(out, out, ctx->iv, 16);
    if (n > 1)
        qzi_xor(out + 16, out + 16, tmp, 16 * (n - 1));
    memcpy(ctx->iv, tmp + 16 * (n - 1), 16);
}

int qz_aes_cbc_update(qz_aes_cbc_ctx *ctx, uint8_t *out, size_t out_cap,
                      size_t *out_len, const uint8_t *in, size_t len)
{
    uint32_t tmpw[QZI_AES_BATCH * 4]; /* word-aligned for qzi_xor */
    uint8_t *tmp = (uint8_t *)tmpw;
    size_t ready = 0, hc, pos = 0, w = 0;
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    err = cbc_ctx_check(ctx);
    hc = ctx->buf_len;
    if (err == QZ_OK && len <= SIZE_MAX - 64)
        ready = qzi_stream_ready(hc, len, cbc_keep(ctx));
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
        if (ctx->state == QZI_ST_CBC_DEC)
            cbc_decrypt_blocks(ctx, out + w, tmp, n / 16);
        else
            cbc_encrypt_blocks(ctx, out + w, tmp, n / 16);
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

/* The stealing step on the held-back bytes h (16 < hb <= 32), writing hb
 * bytes to out. */
static void cbc_cs_final(qz_aes_cbc_ctx *ctx, uint8_t *out, size_t hb)
{
    const qz_aes_key *k = ctx->key;
    size_t d = hb - 16;
    int swap = ctx->padding == QZ_AES_CBC_CS3 ||
               (ctx->padding == QZ_AES_CBC_CS2 && d != 16);
    uint8_t a[16], b[16];

    if (ctx->state == QZI_ST_CBC_ENC) {
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
    } else {
        const uint8_t *cn, *cs; /* C[n] and C[n-1]* as received */

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
    }
    qzi_wipe(a, sizeof a);
    qzi_wipe(b, sizeof b);
}

int qz_aes_cbc_final(qz_aes_cbc_ctx *ctx, uint8_t *out, size_t out_cap,
                     size_t *out_len)
{
    uint8_t blk[16];
    size_t hb, need;
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    err = cbc_ctx_check(ctx);
    if (err != QZ_OK) {
        qzi_wipe(ctx, sizeof *ctx);
        return err;
    }
    hb = ctx->buf_len;
    /* What this call writes (at most), and whether the length is valid. */
    if (ctx->padding == QZ_AES_CBC_NOPAD) {
        need = 0;
        if (hb != 0)
            err = QZ_ERR_LENGTH;
    } else if (ctx->padding == QZ_AES_CBC_PKCS7) {
        if (ctx->state == QZI_ST_CBC_ENC) {
            need = 16;
        } else {
            need = 15;
            if (hb != 16)
                err = QZ_ERR_LENGTH;
        }
    } else {
        need = hb;
        if (hb < 16)
            err = QZ_ERR_LENGTH;
    }
    if (err == QZ_OK && out_len == NULL)
        err = QZ_ERR_NULL;
    else if (err == QZ_OK && need > 0 && out == NULL)
        err = QZ_ERR_NULL;
    else if (err == QZ_OK && out_cap < need)
        err = QZ_ERR_LENGTH;
    if (err != QZ_OK) {
        qzi_wipe(ctx, sizeof *ctx);
        return err;
    }

    if (ctx->padding == QZ_AES_CBC_NOPAD) {
        *out_len = 0;
    } else if (ctx->padding == QZ_AES_CBC_PKCS7 && ctx->state == QZI_ST_CBC_ENC) {
        memset(ctx->buf + hb, (int)(16 - hb), 16 - hb);
        cbc_encrypt_blocks(ctx, out, ctx->buf, 1);
        *out_len = 16;
    } else if (ctx->padding == QZ_AES_CBC_PKCS7) {
        uint32_t pad, ok;

        cbc_decrypt_blocks(ctx, blk, ctx->buf, 1);
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
        /* One block: plain CBC whatever the variant. */
        if (ctx->state == QZI_ST_CBC_ENC)
            cbc_encrypt_blocks(ctx, out, ctx->buf, 1);
        else
            cbc_decrypt_blocks(ctx, out, ctx->buf, 1);
        *out_len = 16;
    } else {
        cbc_cs_final(ctx, out, hb);
        *out_len = hb;
    }
    qzi_wipe(ctx, sizeof *ctx);
    return err;
}

/* Output room a one-shot call needs, or 0 with *err set for a length the
 * padding cannot take. */
static size_t oneshot_need(int padding, int decrypt, size_t len, int *err)
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

static int cbc_oneshot(const qz_aes_key *key, const uint8_t iv[16],
                       int padding, int decrypt, const uint8_t *in, size_t len,
                       uint8_t *out, size_t out_cap, size_t *out_len)
{
    qz_aes_cbc_ctx ctx;
    size_t need, n1 = 0, n2 = 0;
    int err;

    if (decrypt)
        err = qz_aes_cbc_decrypt_init(&ctx, key, iv, padding);
    else
        err = qz_aes_cbc_encrypt_init(&ctx, key, iv, padding);
    if (err != QZ_OK)
        return err;
    need = oneshot_need(padding, decrypt, len, &err);
    if (err == QZ_OK && (out_len == NULL || (out == NULL && need > 0) ||
                         (in == NULL && len > 0)))
        err = QZ_ERR_NULL;
    else if (err == QZ_OK && out_cap < need)
        err = QZ_ERR_LENGTH;
    if (err == QZ_OK)
        err = qz_aes_cbc_update(&ctx, out, out_cap, &n1, in, len);
    if (err == QZ_OK)
        err = qz_aes_cbc_final(&ctx, out == NULL ? NULL : out + n1,
                               out_cap - n1, &n2);
    qzi_wipe(&ctx, sizeof ctx);
    if (err == QZ_ERR_AUTH)
        qzi_wipe(out, need); /* withhold every plaintext byte */
    else if (err == QZ_OK)
        *out_len = n1 + n2;
    return err;
}

int qz_aes_cbc_encrypt(const qz_aes_key *key, uint8_t *out, size_t out_cap,
                       size_t *out_len, const uint8_t iv[16],
                       const uint8_t *in, size_t len, int padding)
{
    return cbc_oneshot(key, iv, padding, 0, in, len, out, out_cap, out_len);
}

int qz_aes_cbc_decrypt(const qz_aes_key *key, uint8_t *out, size_t out_cap,
                       size_t *out_len, const uint8_t iv[16],
                       const uint8_t *in, size_t len, int padding)
{
    return cbc_oneshot(key, iv, padding, 1, in, len, out, out_cap, out_len);
}

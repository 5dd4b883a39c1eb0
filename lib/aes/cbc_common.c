/*
 * CBC (SP 800-38A 6.2), the parts both directions share: no padding,
 * PKCS#7 padding, or ciphertext stealing CS1/CS2/CS3 (SP 800-38A
 * addendum, October 2010).
 *
 * Streaming keeps back what the last step needs (lib/aes/modes_internal.h,
 * qzi_stream_take): nothing special for no padding and PKCS#7 encryption,
 * one whole block for PKCS#7 decryption (it may be the padding), two
 * blocks for stealing (the last two are rearranged). The update passes
 * up to QZI_AES_BATCH blocks per call to the direction's block function
 * (encryption: the CBC-encryption kernel, which chains them; decryption:
 * the ECB decryption kernel and the XOR); a one-shot call passes all its
 * whole blocks in one call when in and out are separate buffers.
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
 * d is public (it is the message length mod 16). The direction-specific
 * steps are in lib/aes/cbc_encrypt.c and lib/aes/cbc_decrypt.c.
 */
#include "aes/cbc_internal.h"
#include "aes/modes_internal.h"
#include "internal/ctx_check.h"

/* qzi_cbc_keep (cbc_internal.h) for the streaming calls' three uses: at
 * -Os (the small build) one copy rather than three, at -O2 inlined (the
 * one-shot driver inlines its own). */
#if defined(__OPTIMIZE_SIZE__) && (defined(__GNUC__) || defined(__clang__))
__attribute__((noinline))
#endif
static size_t cbc_keep(const qz_aes_cbc_ctx *ctx)
{
    return qzi_cbc_keep(ctx);
}

int qzi_cbc_init(qz_aes_cbc_ctx *ctx, const qz_aes_key *key, const uint8_t iv[16],
                 int padding, uint32_t dir, uint32_t state, int wipe)
{
    /* A caller's context may hold what an abandoned computation left in
     * buf: wiped before it is used again (the one-shot calls' own context
     * is set whole before it is read and need not be). */
    if (ctx != NULL && wipe)
        qzi_wipe(ctx, sizeof *ctx);
    if (ctx == NULL)
        return QZ_ERR_NULL;
    return qzi_cbc_set(ctx, key, iv, padding, dir, state);
}


/* QZ_OK if ctx was initialised for this direction (state), is consistent,
 * and its key is still an expanded key of that direction; QZ_ERR_STATE
 * otherwise. The held-back bytes (buf_len) are at most 15 more than the
 * padding keeps back (cbc_keep: 0, 1 or 17): final indexes buf with them,
 * and PKCS#7 encryption pads the 16 - buf_len bytes after them. */
static int cbc_ctx_check(const qz_aes_cbc_ctx *ctx, uint32_t state, uint32_t dir)
{
    QZI_CTX_REQUIRE(ctx->state == state);
    QZI_CTX_REQUIRE(ctx->padding <= QZ_AES_CBC_CS3);
    QZI_CTX_REQUIRE(ctx->buf_len <= 15 + cbc_keep(ctx));
    QZI_CTX_REQUIRE(qzi_aes_key_check(ctx->key, dir) == QZ_OK);
    return QZ_OK;
}

int qzi_cbc_update(qz_aes_cbc_ctx *ctx, uint32_t state, uint32_t dir,
                   qzi_cbc_blocks_fn *blocks, uint8_t *out, size_t out_cap,
                   size_t *out_len, const uint8_t *in, size_t len)
{
    uint32_t tmpw[QZI_AES_BATCH * 4]; /* word-aligned for qzi_xor */
    uint8_t *tmp = (uint8_t *)tmpw;
    size_t ready = 0, hc, pos = 0, w = 0;
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    err = cbc_ctx_check(ctx, state, dir);
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
        blocks(ctx, out + w, tmp, n / 16);
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

/* The checks of a final call: QZ_OK, or an error with ctx wiped. */
static int final_check(qz_aes_cbc_ctx *ctx, uint32_t state, uint32_t dir,
                       int out_null, size_t out_cap, const size_t *out_len)
{
    size_t need, hb;
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    err = cbc_ctx_check(ctx, state, dir);
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
        if (state == QZI_ST_CBC_ENC) {
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
    else if (err == QZ_OK && need > 0 && out_null)
        err = QZ_ERR_NULL;
    else if (err == QZ_OK && out_cap < need)
        err = QZ_ERR_LENGTH;
    if (err != QZ_OK)
        qzi_wipe(ctx, sizeof *ctx);
    return err;
}

int qzi_cbc_final(qz_aes_cbc_ctx *ctx, uint32_t state, uint32_t dir,
                  qzi_cbc_tail_fn *tail, uint8_t *out, size_t out_cap,
                  size_t *out_len)
{
    int err = final_check(ctx, state, dir, out == NULL, out_cap, out_len);

    if (err != QZ_OK)
        return err;
    err = tail(ctx, out, out_len);
    qzi_wipe(ctx, sizeof *ctx);
    return err;
}

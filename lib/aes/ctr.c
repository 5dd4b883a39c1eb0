/*
 * CTR (SP 800-38A 6.5, B.1): out = in ^ E(T0) || E(T1) || ..., where T(i+1)
 * is T(i) plus one in its last 4 bytes (QZ_AES_CTR32, the GCM convention)
 * or in all 16 (QZ_AES_CTR128). Whole blocks are done QZI_AES_BATCH at a
 * time: the counter blocks are written to a stack buffer, encrypted in
 * one kernel call and XORed into the data. A partial block keeps its
 * unused key stream in the context for the next call.
 *
 * CTR32 never wraps: before writing anything, update checks that the
 * counter values left (from the current one to 0xffffffff) cover the key
 * stream blocks the call needs.
 */
#include "qzcrypt/aes_modes.h"
#include "aes/modes_internal.h"
#include "internal/bytes.h"
#include "internal/ctx_check.h"

int qz_aes_ctr_init(qz_aes_ctr_ctx *ctx, const qz_aes_key *key,
                    const uint8_t iv[16], int kind)
{
    int err;

    if (ctx == NULL || iv == NULL)
        return QZ_ERR_NULL;
    err = qzi_aes_key_check(key, QZI_AES_DIR_ENCRYPT);
    if (err != QZ_OK)
        return err;
    if (kind != QZ_AES_CTR32 && kind != QZ_AES_CTR128)
        return QZ_ERR_ALG;
    qzi_wipe(ctx, sizeof *ctx);
    ctx->key = key;
    memcpy(ctx->ctr, iv, 16);
    ctx->used = 16;
    ctx->kind = (uint32_t)kind;
    ctx->state = QZI_ST_CTR;
    return QZ_OK;
}

/* Write the next nb counter blocks to buf and step the counter past
 * them. The counter is handled as four big-endian words: the last one
 * counts; for CTR128 its carry runs into the others, without a branch on
 * the value; CTR32 records that its last value (0xffffffff) is spent. */
static void ctr_blocks(qz_aes_ctr_ctx *ctx, uint8_t *buf, size_t nb)
{
    uint32_t w0 = qzi_load_be32(ctx->ctr), w1 = qzi_load_be32(ctx->ctr + 4);
    uint32_t w2 = qzi_load_be32(ctx->ctr + 8), w3 = qzi_load_be32(ctx->ctr + 12);
    uint32_t wide = (uint32_t)0 - (uint32_t)(ctx->kind == QZ_AES_CTR128);
    uint32_t spent = 0;

    for (size_t i = 0; i < nb; i++, buf += 16) {
        uint32_t c;

        qzi_store_be32(buf, w0);
        qzi_store_be32(buf + 4, w1);
        qzi_store_be32(buf + 8, w2);
        qzi_store_be32(buf + 12, w3);
        w3++;
        c = ~qzi_ct_nonzero_mask(w3) & 1; /* 1 when w3 wrapped to 0 */
        spent |= c;
        c &= wide;
        w2 += c;
        c &= ~qzi_ct_nonzero_mask(w2);
        w1 += c;
        c &= ~qzi_ct_nonzero_mask(w1);
        w0 += c;
    }
    ctx->spent |= spent & ~wide & 1;
    qzi_store_be32(ctx->ctr, w0);
    qzi_store_be32(ctx->ctr + 4, w1);
    qzi_store_be32(ctx->ctr + 8, w2);
    qzi_store_be32(ctx->ctr + 12, w3);
}

/* QZ_OK if ctx is initialised, consistent (used indexes ks), and its key
 * is still an encrypt key; QZ_ERR_STATE otherwise. */
static int ctr_ctx_check(const qz_aes_ctr_ctx *ctx)
{
    QZI_CTX_REQUIRE(ctx->state == QZI_ST_CTR);
    QZI_CTX_REQUIRE(ctx->used <= 16 && qzi_ctx_is_flag(ctx->spent));
    QZI_CTX_REQUIRE(ctx->kind == QZ_AES_CTR32 || ctx->kind == QZ_AES_CTR128);
    QZI_CTX_REQUIRE(qzi_aes_key_check(ctx->key, QZI_AES_DIR_ENCRYPT) == QZ_OK);
    return QZ_OK;
}

int qz_aes_ctr_update(qz_aes_ctr_ctx *ctx, uint8_t *out, const uint8_t *in,
                      size_t len)
{
    uint32_t bufw[QZI_AES_BATCH * 4]; /* word-aligned for qzi_xor */
    uint8_t *buf = (uint8_t *)bufw;
    const qz_aes_key *k;
    size_t left;
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    err = ctr_ctx_check(ctx);
    if (err == QZ_OK && len > 0 && (in == NULL || out == NULL))
        err = QZ_ERR_NULL;
    left = 16 - ctx->used; /* key stream bytes still in ctx->ks */
    if (err == QZ_OK && ctx->kind == QZ_AES_CTR32 && len > left) {
        /* Blocks needed versus counter values left (public lengths).
         * Rounded up without adding first: n + 15 would wrap for n near
         * SIZE_MAX (64-bit size_t) and let a huge len pass the check. */
        size_t n = len - left;
        uint64_t need = (uint64_t)(n / 16) + ((n % 16) != 0), avail;
        uint32_t low = qzi_load_be32(ctx->ctr + 12), spent = ctx->spent;

        /* The counter block is public (it is sent with the ciphertext,
         * SP 800-38A B.2); how many values it has left decides an error,
         * so it may be branched on. */
        qzi_ct_declassify(&low, sizeof low);
        qzi_ct_declassify(&spent, sizeof spent);
        avail = spent ? 0 : ((uint64_t)1 << 32) - low;

        if (need > avail)
            err = QZ_ERR_LENGTH;
    }
    if (err != QZ_OK) {
        qzi_wipe(ctx, sizeof *ctx);
        return err;
    }
    k = ctx->key;

    /* Key stream left over from the previous call. */
    while (len > 0 && ctx->used < 16) {
        *out++ = *in++ ^ ctx->ks[ctx->used++];
        len--;
    }
    /* Whole blocks, QZI_AES_BATCH per kernel call. */
    while (len >= 16) {
        size_t nb = len / 16 < QZI_AES_BATCH ? len / 16 : QZI_AES_BATCH;

        ctr_blocks(ctx, buf, nb);
        qzi_aes_encrypt(k->rk, k->nr, buf, buf, nb);
        qzi_xor(out, in, buf, 16 * nb);
        out += 16 * nb;
        in += 16 * nb;
        len -= 16 * nb;
    }
    /* A partial block: its unused key stream stays in the context. */
    if (len > 0) {
        ctr_blocks(ctx, ctx->ks, 1);
        qzi_aes_encrypt(k->rk, k->nr, ctx->ks, ctx->ks, 1);
        qzi_xor(out, in, ctx->ks, len);
        ctx->used = (uint32_t)len;
    }
    qzi_wipe(bufw, sizeof bufw);
    return QZ_OK;
}

int qz_aes_ctr_final(qz_aes_ctr_ctx *ctx)
{
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    err = ctr_ctx_check(ctx);
    qzi_wipe(ctx, sizeof *ctx);
    return err;
}

int qz_aes_ctr(const qz_aes_key *key, uint8_t *out, const uint8_t iv[16],
               const uint8_t *in, size_t len, int kind)
{
    qz_aes_ctr_ctx ctx;
    int err = qz_aes_ctr_init(&ctx, key, iv, kind);

    if (err == QZ_OK)
        err = qz_aes_ctr_update(&ctx, out, in, len);
    qzi_wipe(&ctx, sizeof ctx);
    return err;
}

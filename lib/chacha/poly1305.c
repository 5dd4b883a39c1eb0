/*
 * Poly1305 (RFC 8439 section 2.5) on the block kernel of
 * lib/internal/chacha_kernel.h: buffering of partial blocks, the final
 * block with its 0x01 byte, and the final reduction mod 2^130 - 5 plus s.
 */
#include <string.h>

#include "qzcrypt/chacha20poly1305.h"
#include "internal/chacha_kernel.h"
#include "internal/ct.h"
#include "internal/ctx_check.h"

#define POLY1305_MAGIC 0x50313035u /* keyed context ("P105") */

int qz_poly1305_init(qz_poly1305_ctx *ctx, const uint8_t *key, size_t key_len)
{
    static const uint32_t clamp[4] = {0x0fffffffu, 0x0ffffffcu, 0x0ffffffcu,
                                      0x0ffffffcu};

    if (ctx == NULL || key == NULL)
        return QZ_ERR_NULL;
    if (key_len != QZ_POLY1305_KEY_BYTES)
        return QZ_ERR_LENGTH;
    for (int i = 0; i < 4; i++) {
        ctx->r[i] = qzi_chacha_load_le32(key + 4 * i) & clamp[i];
        ctx->s[i] = qzi_chacha_load_le32(key + 16 + 4 * i);
    }
    memset(ctx->h, 0, sizeof ctx->h);
    memset(ctx->buf, 0, sizeof ctx->buf);
    ctx->buf_len = 0;
    ctx->magic = POLY1305_MAGIC;
    return QZ_OK;
}

/* A keyed context whose partial block is shorter than a block (the final
 * block's 0x01 byte goes at buf[buf_len]). */
int qzi_poly1305_ctx_check(const qz_poly1305_ctx *ctx)
{
    QZI_CTX_REQUIRE(ctx->magic == POLY1305_MAGIC && ctx->buf_len < 16);
    return QZ_OK;
}

int qz_poly1305_update(qz_poly1305_ctx *ctx, const void *data, size_t len)
{
    const uint8_t *p = (const uint8_t *)data;
    size_t n;

    if (ctx == NULL || (data == NULL && len > 0))
        return QZ_ERR_NULL;
    if (qzi_poly1305_ctx_check(ctx) != QZ_OK)
        return QZ_ERR_STATE;
    if (len == 0)
        return QZ_OK; /* data may be NULL */
    if (ctx->buf_len > 0) {
        n = 16 - ctx->buf_len;
        if (n > len)
            n = len;
        memcpy(ctx->buf + ctx->buf_len, p, n);
        ctx->buf_len += (uint32_t)n;
        p += n;
        len -= n;
        if (ctx->buf_len < 16)
            return QZ_OK;
        qzi_poly1305_blocks(ctx->h, ctx->r, ctx->buf, 1, 1);
        ctx->buf_len = 0;
    }
    n = len / 16;
    qzi_poly1305_blocks(ctx->h, ctx->r, p, n, 1);
    p += 16 * n;
    len -= 16 * n;
    if (len > 0)
        memcpy(ctx->buf, p, len);
    ctx->buf_len = (uint32_t)len;
    return QZ_OK;
}

/* The tag of the message so far into tag (ctx not wiped here). */
static void poly1305_tag(qz_poly1305_ctx *ctx, uint8_t tag[16])
{
    uint32_t *h = ctx->h, g[4], c, mask;
    uint64_t t;

    if (ctx->buf_len > 0) {
        /* The last, short block: its bytes, then 0x01, then zeros; no 2^128. */
        ctx->buf[ctx->buf_len] = 1;
        memset(ctx->buf + ctx->buf_len + 1, 0, 15 - ctx->buf_len);
        qzi_poly1305_blocks(h, ctx->r, ctx->buf, 1, 0);
    }
    /* h < 2^131. Fold the bits at 2^130 and above (2^130 = 5 mod p):
     * then h <= 2^130 + 4 < 2 p. */
    c = h[4] >> 2;
    h[4] &= 3;
    t = (uint64_t)h[0] + 5 * c;
    h[0] = (uint32_t)t;
    for (int i = 1; i < 5; i++) {
        t = (uint64_t)h[i] + (t >> 32);
        h[i] = (uint32_t)t;
    }
    /* g = h + 5 - 2^130 is h - p: it is the reduced value exactly when it
     * does not go negative, i.e. when h + 5 reaches 2^130 (bit 130). */
    t = (uint64_t)h[0] + 5;
    g[0] = (uint32_t)t;
    for (int i = 1; i < 4; i++) {
        t = (uint64_t)h[i] + (t >> 32);
        g[i] = (uint32_t)t;
    }
    c = h[4] + (uint32_t)(t >> 32); /* bits 128.. of h + 5, at most 4 */
    mask = qzi_ct_barrier((uint32_t)0 - (c >> 2)); /* all-ones: take g */
    /* tag = (h mod p) + s mod 2^128 */
    t = 0;
    for (int i = 0; i < 4; i++) {
        uint32_t v = (h[i] & ~mask) | (g[i] & mask);

        t = (uint64_t)v + ctx->s[i] + (t >> 32);
        qzi_chacha_store_le32(tag + 4 * i, (uint32_t)t);
    }
    qzi_wipe(g, sizeof g);
}

int qz_poly1305_final(qz_poly1305_ctx *ctx, uint8_t *tag, size_t tag_len)
{
    if (ctx == NULL || tag == NULL)
        return QZ_ERR_NULL;
    if (qzi_poly1305_ctx_check(ctx) != QZ_OK)
        return QZ_ERR_STATE;
    if (tag_len != QZ_POLY1305_TAG_BYTES)
        return QZ_ERR_LENGTH;
    poly1305_tag(ctx, tag);
    qzi_wipe(ctx, sizeof *ctx);
    return QZ_OK;
}

int qz_poly1305_verify(qz_poly1305_ctx *ctx, const uint8_t *tag,
                       size_t tag_len)
{
    uint8_t want[16];
    uint32_t ok;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (tag == NULL) {
        qzi_wipe(ctx, sizeof *ctx); /* verification ends the context */
        return QZ_ERR_NULL;
    }
    if (qzi_poly1305_ctx_check(ctx) != QZ_OK) {
        qzi_wipe(ctx, sizeof *ctx);
        return QZ_ERR_STATE;
    }
    if (tag_len != QZ_POLY1305_TAG_BYTES) {
        qzi_wipe(ctx, sizeof *ctx);
        return QZ_ERR_LENGTH;
    }
    poly1305_tag(ctx, want);
    qzi_wipe(ctx, sizeof *ctx);
    ok = qzi_ct_memeq(want, tag, sizeof want);
    qzi_wipe(want, sizeof want);
    /* The verdict is what verification publishes: branching on it is fine. */
    qzi_ct_declassify(&ok, sizeof ok);
    return ok ? QZ_OK : QZ_ERR_AUTH;
}

int qz_poly1305(uint8_t *tag, size_t tag_len, const uint8_t *key,
                size_t key_len, const void *data, size_t len)
{
    qz_poly1305_ctx ctx;
    int err;

    if (tag == NULL)
        return QZ_ERR_NULL;
    if (tag_len != QZ_POLY1305_TAG_BYTES)
        return QZ_ERR_LENGTH;
    err = qz_poly1305_init(&ctx, key, key_len);
    if (err == QZ_OK)
        err = qz_poly1305_update(&ctx, data, len);
    if (err == QZ_OK)
        err = qz_poly1305_final(&ctx, tag, tag_len);
    qzi_wipe(&ctx, sizeof ctx);
    return err;
}

int qz_poly1305_check(const uint8_t *key, size_t key_len, const void *data,
                      size_t len, const uint8_t *tag, size_t tag_len)
{
    qz_poly1305_ctx ctx;
    int err;

    if (tag == NULL)
        return QZ_ERR_NULL;
    err = qz_poly1305_init(&ctx, key, key_len);
    if (err == QZ_OK)
        err = qz_poly1305_update(&ctx, data, len);
    if (err == QZ_OK)
        return qz_poly1305_verify(&ctx, tag, tag_len); /* wipes ctx */
    qzi_wipe(&ctx, sizeof ctx);
    return err;
}

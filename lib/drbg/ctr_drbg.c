/*
 * CTR_DRBG (NIST SP 800-90A Rev. 1, 10.2.1) with AES-256, a 128-bit
 * counter and the derivation function Block_Cipher_df (10.3.2).
 *
 * The context keeps Key as bytes; each call expands it once into a round
 * key schedule on the stack (the AES kernel's layout, lib/internal/
 * aes_kernel.h), which the request's counter blocks and the closing
 * Update share. The derivation function runs the three BCC chains of
 * 10.3.2 side by side over the input as it streams in, so inputs of any
 * length need no concatenation buffer, and each chaining step is one
 * three-block kernel call. Everything secret on the stack is wiped
 * before returning.
 */
#include <string.h>

#include "qzcrypt/drbg.h"
#include "internal/aes_kernel.h"
#include "internal/bytes.h"
#include "drbg/drbg_common.h"
#include "internal/ctx_check.h"

#define KEY_BYTES 32
#define SEED_BYTES 48 /* seedlen: Key || V */
#define NR 14         /* AES-256 rounds */

/* QZ_OK if ctx holds an instantiated, undamaged state
 * (lib/internal/ctx_check.h): a sound life cycle (Key and V have fixed
 * sizes). */
static int ctr_drbg_ctx_check(const qz_ctr_drbg_ctx *ctx)
{
    return qzi_ctx_verdict(qzi_drbg_life_ok(&ctx->life, QZI_CTR_DRBG_READY,
                                            QZ_CTR_DRBG_RESEED_INTERVAL));
}

/* V = (V + 1) mod 2^128, without a branch on V. */
static void increment(uint8_t v[16])
{
    uint32_t carry = 1;

    for (int i = 15; i >= 0; i--) {
        carry += v[i];
        v[i] = (uint8_t)carry;
        carry >>= 8;
    }
}

/* The three BCC chains of Block_Cipher_df and the block being filled. */
typedef struct {
    uint8_t chain[3 * 16];
    uint8_t block[16];
    size_t fill;
} bcc3;

static void bcc3_absorb(bcc3 *b, const uint32_t *rk, const uint8_t *p, size_t n)
{
    while (n > 0) {
        size_t take = 16 - b->fill < n ? 16 - b->fill : n;

        memcpy(b->block + b->fill, p, take);
        b->fill += take;
        p += take;
        n -= take;
        if (b->fill == 16) {
            for (unsigned j = 0; j < 3; j++)
                for (unsigned i = 0; i < 16; i++)
                    b->chain[16 * j + i] ^= b->block[i];
            qzi_aes_encrypt(rk, NR, b->chain, b->chain, 3);
            b->fill = 0;
        }
    }
}

/*
 * Block_Cipher_df(input, 384) into out: input is the concatenation of the
 * spans, of total length at most 2^32 - 1 (checked by the callers). rk is
 * scratch for the round keys; it holds no useful schedule on return.
 */
static void derive(uint32_t rk[QZI_AES_RK_WORDS], const qzi_span *in, size_t nin,
                   uint8_t out[SEED_BYTES])
{
    static const uint8_t zeros[16] = {0};
    uint8_t key[KEY_BYTES], head[8], mark = 0x80;
    uint32_t total = 0;
    bcc3 b;

    for (size_t i = 0; i < nin; i++)
        total += (uint32_t)in[i].n;
    /* K = leftmost 256 bits of 0x00 01 02 ... 1f */
    for (unsigned i = 0; i < KEY_BYTES; i++)
        key[i] = (uint8_t)i;
    qzi_aes_expand(rk, key, KEY_BYTES, 0);
    /* Chain j starts as BCC's first step on IV_j = j (32 bits) || 0^96. */
    memset(&b, 0, sizeof b);
    for (unsigned j = 0; j < 3; j++)
        b.chain[16 * j + 3] = (uint8_t)j;
    qzi_aes_encrypt(rk, NR, b.chain, b.chain, 3);
    /* S = L || N || input || 0x80 || 0^pad, L and N 32-bit byte counts */
    qzi_store_be32(head, total);
    qzi_store_be32(head + 4, SEED_BYTES);
    bcc3_absorb(&b, rk, head, sizeof head);
    for (size_t i = 0; i < nin; i++)
        if (in[i].n > 0)
            bcc3_absorb(&b, rk, in[i].p, in[i].n);
    bcc3_absorb(&b, rk, &mark, 1);
    if (b.fill > 0)
        bcc3_absorb(&b, rk, zeros, 16 - b.fill);
    /* K = temp[0..32), X = temp[32..48); X = E(K, X) three times -> out */
    qzi_aes_expand(rk, b.chain, KEY_BYTES, 0);
    qzi_aes_encrypt(rk, NR, out, b.chain + KEY_BYTES, 1);
    qzi_aes_encrypt(rk, NR, out + 16, out, 1);
    qzi_aes_encrypt(rk, NR, out + 32, out + 16, 1);
    qzi_wipe(&b, sizeof b);
}

/*
 * CTR_DRBG_Update (10.2.1.2): rk holds Key's schedule on entry; if
 * expand, it holds the new Key's on return.
 */
static void update(qz_ctr_drbg_ctx *ctx, uint32_t rk[QZI_AES_RK_WORDS],
                   const uint8_t provided[SEED_BYTES], int expand)
{
    uint8_t temp[SEED_BYTES];

    for (unsigned j = 0; j < SEED_BYTES / 16; j++) {
        increment(ctx->v);
        memcpy(temp + 16 * j, ctx->v, 16);
    }
    qzi_aes_encrypt(rk, NR, temp, temp, SEED_BYTES / 16);
    for (unsigned i = 0; i < SEED_BYTES; i++)
        temp[i] ^= provided[i];
    memcpy(ctx->key, temp, KEY_BYTES);
    memcpy(ctx->v, temp + KEY_BYTES, 16);
    qzi_wipe(temp, sizeof temp);
    if (expand)
        qzi_aes_expand(rk, ctx->key, KEY_BYTES, 0);
}

/* Instantiate (10.2.1.3.2) from the spans; arguments checked by the
 * caller (their total fits in 32 bits). */
static void seed(qz_ctr_drbg_ctx *ctx, const qzi_span *in, size_t nin)
{
    uint32_t rk[QZI_AES_RK_WORDS];
    uint8_t material[SEED_BYTES];

    derive(rk, in, nin, material);
    qzi_wipe(ctx, sizeof *ctx); /* Key = 0, V = 0 */
    qzi_aes_expand(rk, ctx->key, KEY_BYTES, 0);
    update(ctx, rk, material, 0);
    qzi_drbg_life_start(&ctx->life, QZI_CTR_DRBG_READY, QZ_CTR_DRBG_RESEED_INTERVAL);
    qzi_wipe(rk, sizeof rk);
    qzi_wipe(material, sizeof material);
}

/* 1 if the df input of these lengths fits its 32-bit length field.
 * Compared term by term, never summed first: with a 64-bit size_t,
 * a + b + c wraps for a length near SIZE_MAX (instantiate_from checks
 * pers_len only here) and would let it through. */
static int df_fits(uint64_t a, uint64_t b, uint64_t c)
{
    const uint64_t max = QZ_DRBG_MAX_INPUT_BYTES;

    return a <= max && b <= max - a && c <= max - a - b;
}

int qz_ctr_drbg_instantiate(qz_ctr_drbg_ctx *ctx, const uint8_t *entropy,
                            size_t entropy_len, const uint8_t *nonce,
                            size_t nonce_len, const uint8_t *pers,
                            size_t pers_len)
{
    qzi_span in[3];
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    err = qzi_drbg_check_seed(entropy, entropy_len, nonce, nonce_len, pers, pers_len);
    if (err == QZ_OK && !df_fits(entropy_len, nonce_len, pers_len))
        err = QZ_ERR_LENGTH;
    if (err != QZ_OK) {
        qzi_wipe(ctx, sizeof *ctx);
        return err;
    }
    in[0].p = entropy, in[0].n = entropy_len;
    in[1].p = nonce, in[1].n = nonce_len;
    in[2].p = pers, in[2].n = pers_len;
    seed(ctx, in, 3);
    return QZ_OK;
}

int qz_ctr_drbg_instantiate_from(qz_ctr_drbg_ctx *ctx, const qz_rng *src,
                                 size_t entropy_len, const uint8_t *pers,
                                 size_t pers_len)
{
    uint8_t buf[QZ_DRBG_MAX_SOURCE_BYTES + QZ_DRBG_MAX_SOURCE_BYTES / 2];
    qz_rng source = {NULL, NULL};
    qzi_span in[3];
    int err = QZ_OK;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (pers == NULL && pers_len > 0)
        err = QZ_ERR_NULL;
    else if (!df_fits(entropy_len, entropy_len / 2, pers_len))
        err = QZ_ERR_LENGTH;
    err = qzi_drbg_draw_seed(src, entropy_len, ctx, err, &source, buf);
    if (err == QZ_OK) {
        in[0].p = buf, in[0].n = entropy_len;
        in[1].p = buf + entropy_len, in[1].n = entropy_len / 2;
        in[2].p = pers, in[2].n = pers_len;
        seed(ctx, in, 3);
        ctx->life.source = source;
        ctx->life.source_len = (uint32_t)entropy_len;
    }
    qzi_wipe(buf, sizeof buf);
    if (err != QZ_OK)
        qzi_wipe(ctx, sizeof *ctx);
    return err;
}

int qz_ctr_drbg_set_entropy(qz_ctr_drbg_ctx *ctx, const qz_rng *src,
                            size_t entropy_len)
{
    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (ctr_drbg_ctx_check(ctx) != QZ_OK)
        return QZ_ERR_STATE;
    return qzi_drbg_life_set_source(&ctx->life, src, entropy_len, ctx);
}

int qz_ctr_drbg_set_reseed_interval(qz_ctr_drbg_ctx *ctx, uint64_t interval)
{
    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (ctr_drbg_ctx_check(ctx) != QZ_OK)
        return QZ_ERR_STATE;
    return qzi_drbg_life_set_interval(&ctx->life, interval, QZ_CTR_DRBG_RESEED_INTERVAL);
}

int qz_ctr_drbg_reseed(qz_ctr_drbg_ctx *ctx, const uint8_t *entropy,
                       size_t entropy_len, const uint8_t *add, size_t add_len)
{
    uint32_t rk[QZI_AES_RK_WORDS];
    uint8_t material[SEED_BYTES];
    qzi_span in[2];
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    err = qzi_drbg_check_reseed(entropy, entropy_len, add, add_len);
    if (err == QZ_OK && !df_fits(entropy_len, add_len, 0))
        err = QZ_ERR_LENGTH;
    if (err != QZ_OK)
        return err;
    if (ctr_drbg_ctx_check(ctx) != QZ_OK)
        return QZ_ERR_STATE;
    /* 10.2.1.4.2: seed_material = df(entropy_input || additional_input) */
    in[0].p = entropy, in[0].n = entropy_len;
    in[1].p = add, in[1].n = add_len;
    derive(rk, in, 2, material);
    qzi_aes_expand(rk, ctx->key, KEY_BYTES, 0);
    update(ctx, rk, material, 0);
    ctx->life.reseed_counter = 1;
    qzi_wipe(rk, sizeof rk);
    qzi_wipe(material, sizeof material);
    return QZ_OK;
}

int qz_ctr_drbg_generate(qz_ctr_drbg_ctx *ctx, uint8_t *out, size_t out_len,
                         const uint8_t *add, size_t add_len,
                         int prediction_resistance)
{
    uint32_t rk[QZI_AES_RK_WORDS];
    uint8_t fresh[QZ_DRBG_MAX_SOURCE_BYTES], material[SEED_BYTES], last[16];
    size_t full = out_len / 16, tail = out_len % 16;
    qzi_span in[2];
    size_t fresh_len;
    int err;

    err = qzi_drbg_check_request(out, out_len, add, add_len);
    if (err == QZ_OK && ctx == NULL)
        err = QZ_ERR_NULL;
    if (err == QZ_OK && !df_fits(add_len, QZ_DRBG_MAX_SOURCE_BYTES, 0))
        err = QZ_ERR_LENGTH;
    if (err != QZ_OK)
        return qzi_drbg_fail(out, out_len, err);
    if (ctr_drbg_ctx_check(ctx) != QZ_OK)
        return qzi_drbg_fail(out, out_len, QZ_ERR_STATE);

    /* 9.3.1 steps 6-7: a reseed that is due comes from the source, before
     * anything changes, or the call is refused. */
    err = qzi_drbg_life_due(&ctx->life, prediction_resistance, fresh, &fresh_len);
    if (err != QZ_OK)
        return qzi_drbg_fail(out, out_len, err);

    /* The derivation function first: it uses rk as scratch. */
    in[0].p = fresh, in[0].n = fresh_len;
    in[1].p = add, in[1].n = add_len;
    if (fresh_len > 0 || add_len > 0)
        derive(rk, fresh_len > 0 ? in : in + 1, fresh_len > 0 ? 2 : 1, material);
    qzi_aes_expand(rk, ctx->key, KEY_BYTES, 0);
    if (fresh_len > 0) {
        /* reseed with entropy || additional input; then generate with
         * none (9.3.1 step 7.3) */
        update(ctx, rk, material, 1);
        ctx->life.reseed_counter = 1;
        memset(material, 0, sizeof material);
    } else if (add_len > 0) {
        update(ctx, rk, material, 1); /* 10.2.1.5.2 step 2 */
    } else {
        memset(material, 0, sizeof material);
    }
    /* steps 3-5: the counter blocks, encrypted in place in out */
    for (size_t i = 0; i < full; i++) {
        increment(ctx->v);
        memcpy(out + 16 * i, ctx->v, 16);
    }
    if (full > 0)
        qzi_aes_encrypt(rk, NR, out, out, full);
    if (tail > 0) {
        increment(ctx->v);
        qzi_aes_encrypt(rk, NR, last, ctx->v, 1);
        memcpy(out + 16 * full, last, tail);
        qzi_wipe(last, sizeof last);
    }
    /* step 6 */
    update(ctx, rk, material, 0);
    ctx->life.reseed_counter++;
    qzi_wipe(rk, sizeof rk);
    qzi_wipe(material, sizeof material);
    qzi_wipe(fresh, sizeof fresh);
    return QZ_OK;
}

void qz_ctr_drbg_uninstantiate(qz_ctr_drbg_ctx *ctx)
{
    if (ctx != NULL)
        qzi_wipe(ctx, sizeof *ctx);
}

/* The qz_rng adapter (qzi_drbg_fill): generate without additional
 * input, in requests of at most QZ_DRBG_MAX_REQUEST_BYTES. */
static int ctr_drbg_generate_plain(void *state, uint8_t *out, size_t n)
{
    return qz_ctr_drbg_generate((qz_ctr_drbg_ctx *)state, out, n, NULL, 0, 0);
}

static int ctr_drbg_fill(void *state, uint8_t *out, size_t len)
{
    return qzi_drbg_fill(state, out, len, ctr_drbg_generate_plain);
}

int qz_ctr_drbg_rng(qz_rng *rng, qz_ctr_drbg_ctx *ctx)
{
    if (rng == NULL || ctx == NULL)
        return QZ_ERR_NULL;
    rng->fill = ctr_drbg_fill;
    rng->state = ctx;
    return QZ_OK;
}

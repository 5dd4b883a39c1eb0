/*
 * HMAC_DRBG (NIST SP 800-90A Rev. 1, 10.1.2) over SHA-256 and SHA-512.
 *
 * Key and V live in the context. During a call, `keyed` holds HMAC keyed
 * with the current Key (qz_hmac_init once per new Key), and each
 * HMAC(Key, ...) runs on a copy of it (`work`), so that V = HMAC(Key, V)
 * costs the two compressions of the message and not the two of the key
 * as well. Both live on the stack and are wiped before returning.
 */
#include <string.h>

#include "qzcrypt/drbg.h"
#include "qzcrypt/hmac.h"
#include "drbg/drbg_common.h"
#include "internal/ctx_check.h"
#include "internal/hash_check.h"

/* Digest size of a supported hash, else 0. By identifier, not by
 * descriptor address: naming both descriptors would link both hashes. */
static size_t outlen_of(qz_hash_id alg)
{
    return qzi_hash_alg_ok(alg) && (alg->id == QZ_HASH_ID_SHA256 ||
                                    alg->id == QZ_HASH_ID_SHA512)
               ? alg->digest_bytes
               : 0;
}

/* QZ_OK if ctx holds an instantiated, undamaged state
 * (lib/internal/ctx_check.h): a supported hash (its digest size sizes
 * every copy of Key and V) and a sound life cycle. */
static int hmac_drbg_ctx_check(const qz_hmac_drbg_ctx *ctx)
{
    QZI_CTX_REQUIRE(ctx->alg_check == qzi_hash_alg_check(ctx->alg));
    return qzi_ctx_verdict(outlen_of(ctx->alg) != 0 &&
                           qzi_drbg_life_ok(&ctx->life, QZI_HMAC_DRBG_READY,
                                            QZ_HMAC_DRBG_RESEED_INTERVAL));
}

/* Scratch of one call: the keyed HMAC and its working copy. */
typedef struct {
    qz_hmac_ctx keyed;
    qz_hmac_ctx work;
} scratch;

/* keyed = HMAC keyed with ctx->k. */
static int key_hmac(const qz_hmac_drbg_ctx *ctx, scratch *s)
{
    return qz_hmac_init(&s->keyed, ctx->alg, ctx->k, outlen_of(ctx->alg));
}

/* V = HMAC(Key, V), with keyed holding Key. */
static int next_v(qz_hmac_drbg_ctx *ctx, scratch *s)
{
    int err;

    s->work = s->keyed;
    err = qz_hmac_update(&s->work, ctx->v, outlen_of(ctx->alg));
    if (err == QZ_OK)
        err = qz_hmac_final(&s->work, ctx->v, outlen_of(ctx->alg));
    return err;
}

/*
 * HMAC_DRBG_Update (10.1.2.2) with provided_data = the concatenation of
 * the n spans (Null when they are all empty). keyed holds HMAC keyed with
 * Key on entry, and with the new Key on return.
 */
static int update(qz_hmac_drbg_ctx *ctx, scratch *s, const qzi_span *data, size_t n)
{
    size_t outlen = outlen_of(ctx->alg);
    unsigned rounds = 1;
    int err = QZ_OK;

    for (size_t i = 0; i < n; i++)
        if (data[i].n > 0)
            rounds = 2;
    for (unsigned r = 0; r < rounds && err == QZ_OK; r++) {
        uint8_t sep = (uint8_t)r;

        /* Key = HMAC(Key, V || r || provided_data) */
        s->work = s->keyed;
        err = qz_hmac_update(&s->work, ctx->v, outlen);
        if (err == QZ_OK)
            err = qz_hmac_update(&s->work, &sep, 1);
        for (size_t i = 0; i < n && err == QZ_OK; i++)
            if (data[i].n > 0)
                err = qz_hmac_update(&s->work, data[i].p, data[i].n);
        if (err == QZ_OK)
            err = qz_hmac_final(&s->work, ctx->k, outlen_of(ctx->alg));
        /* V = HMAC(Key, V) */
        if (err == QZ_OK)
            err = key_hmac(ctx, s);
        if (err == QZ_OK)
            err = next_v(ctx, s);
    }
    return err;
}

/* Instantiate (10.1.2.3) from seed_material = the spans; ctx is wiped on
 * failure. Arguments are checked by the caller. */
static int seed(qz_hmac_drbg_ctx *ctx, qz_hash_id alg, const qzi_span *data, size_t n)
{
    scratch s;
    int err;

    qzi_wipe(ctx, sizeof *ctx);
    ctx->alg = alg;
    ctx->alg_check = qzi_hash_alg_check(alg);
    memset(ctx->v, 0x01, outlen_of(ctx->alg)); /* Key = 0x00..., V = 0x01... */
    err = key_hmac(ctx, &s);
    if (err == QZ_OK)
        err = update(ctx, &s, data, n);
    qzi_wipe(&s, sizeof s);
    if (err != QZ_OK) {
        qzi_wipe(ctx, sizeof *ctx);
        return err;
    }
    qzi_drbg_life_start(&ctx->life, QZI_HMAC_DRBG_READY, QZ_HMAC_DRBG_RESEED_INTERVAL);
    return QZ_OK;
}

int qz_hmac_drbg_instantiate(qz_hmac_drbg_ctx *ctx, qz_hash_id alg,
                             const uint8_t *entropy, size_t entropy_len,
                             const uint8_t *nonce, size_t nonce_len,
                             const uint8_t *pers, size_t pers_len)
{
    qzi_span data[3];
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    err = qzi_drbg_check_seed(entropy, entropy_len, nonce, nonce_len, pers, pers_len);
    if (err == QZ_OK && alg == NULL)
        err = QZ_ERR_NULL;
    else if (err == QZ_OK && outlen_of(alg) == 0)
        err = QZ_ERR_ALG;
    if (err != QZ_OK) {
        qzi_wipe(ctx, sizeof *ctx);
        return err;
    }
    data[0].p = entropy, data[0].n = entropy_len;
    data[1].p = nonce, data[1].n = nonce_len;
    data[2].p = pers, data[2].n = pers_len;
    return seed(ctx, alg, data, 3);
}

int qz_hmac_drbg_instantiate_from(qz_hmac_drbg_ctx *ctx, qz_hash_id alg,
                                  const qz_rng *src, size_t entropy_len,
                                  const uint8_t *pers, size_t pers_len)
{
    uint8_t buf[QZ_DRBG_MAX_SOURCE_BYTES + QZ_DRBG_MAX_SOURCE_BYTES / 2];
    qzi_span data[3];
    qz_rng source = {NULL, NULL};
    int err = QZ_OK;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (alg == NULL || (pers == NULL && pers_len > 0))
        err = QZ_ERR_NULL;
    else if (qzi_drbg_too_long(pers_len))
        err = QZ_ERR_LENGTH;
    else if (outlen_of(alg) == 0)
        err = QZ_ERR_ALG;
    err = qzi_drbg_draw_seed(src, entropy_len, ctx, err, &source, buf);
    if (err == QZ_OK) {
        data[0].p = buf, data[0].n = entropy_len;
        data[1].p = buf + entropy_len, data[1].n = entropy_len / 2;
        data[2].p = pers, data[2].n = pers_len;
        err = seed(ctx, alg, data, 3);
    }
    qzi_wipe(buf, sizeof buf);
    if (err != QZ_OK) {
        qzi_wipe(ctx, sizeof *ctx);
        return err;
    }
    ctx->life.source = source;
    ctx->life.source_len = (uint32_t)entropy_len;
    return QZ_OK;
}

int qz_hmac_drbg_set_entropy(qz_hmac_drbg_ctx *ctx, const qz_rng *src,
                             size_t entropy_len)
{
    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (hmac_drbg_ctx_check(ctx) != QZ_OK)
        return QZ_ERR_STATE;
    return qzi_drbg_life_set_source(&ctx->life, src, entropy_len, ctx);
}

int qz_hmac_drbg_set_reseed_interval(qz_hmac_drbg_ctx *ctx, uint64_t interval)
{
    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (hmac_drbg_ctx_check(ctx) != QZ_OK)
        return QZ_ERR_STATE;
    return qzi_drbg_life_set_interval(&ctx->life, interval, QZ_HMAC_DRBG_RESEED_INTERVAL);
}

/* Reseed (10.1.2.4) with entropy || add; arguments checked by the caller.
 * keyed holds HMAC keyed with Key on entry and on return. */
static int reseed(qz_hmac_drbg_ctx *ctx, scratch *s, const uint8_t *entropy,
                  size_t entropy_len, const uint8_t *add, size_t add_len)
{
    qzi_span data[2];
    int err;

    data[0].p = entropy, data[0].n = entropy_len;
    data[1].p = add, data[1].n = add_len;
    err = update(ctx, s, data, 2);
    if (err == QZ_OK)
        ctx->life.reseed_counter = 1;
    return err;
}

int qz_hmac_drbg_reseed(qz_hmac_drbg_ctx *ctx, const uint8_t *entropy,
                        size_t entropy_len, const uint8_t *add, size_t add_len)
{
    scratch s;
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    err = qzi_drbg_check_reseed(entropy, entropy_len, add, add_len);
    if (err != QZ_OK)
        return err;
    if (hmac_drbg_ctx_check(ctx) != QZ_OK)
        return QZ_ERR_STATE;
    err = key_hmac(ctx, &s);
    if (err == QZ_OK)
        err = reseed(ctx, &s, entropy, entropy_len, add, add_len);
    qzi_wipe(&s, sizeof s);
    if (err != QZ_OK)
        qzi_wipe(ctx, sizeof *ctx); /* an internal failure: leave nothing usable */
    return err;
}

int qz_hmac_drbg_generate(qz_hmac_drbg_ctx *ctx, uint8_t *out, size_t out_len,
                          const uint8_t *add, size_t add_len,
                          int prediction_resistance)
{
    uint8_t fresh[QZ_DRBG_MAX_SOURCE_BYTES];
    scratch s;
    size_t outlen;
    qzi_span data[1];
    size_t fresh_len;
    int err;

    err = qzi_drbg_check_request(out, out_len, add, add_len);
    if (err == QZ_OK && ctx == NULL)
        err = QZ_ERR_NULL;
    if (err != QZ_OK)
        return qzi_drbg_fail(out, out_len, err);
    if (hmac_drbg_ctx_check(ctx) != QZ_OK)
        return qzi_drbg_fail(out, out_len, QZ_ERR_STATE);

    /* 9.3.1 steps 6-7: a reseed that is due comes from the source, before
     * anything changes, or the call is refused. */
    err = qzi_drbg_life_due(&ctx->life, prediction_resistance, fresh, &fresh_len);
    if (err != QZ_OK)
        return qzi_drbg_fail(out, out_len, err);

    err = key_hmac(ctx, &s);
    if (err == QZ_OK && fresh_len > 0) {
        err = reseed(ctx, &s, fresh, fresh_len, add, add_len);
        add_len = 0; /* 9.3.1 step 7.3: the additional input went into the reseed */
    }
    data[0].p = add, data[0].n = add_len;
    /* 10.1.2.5 step 2 */
    if (err == QZ_OK && add_len > 0)
        err = update(ctx, &s, data, 1);
    /* steps 3-5: V = HMAC(Key, V), output V, until out_len bytes */
    outlen = outlen_of(ctx->alg);
    for (size_t off = 0; off < out_len && err == QZ_OK; off += outlen) {
        size_t take = out_len - off < outlen ? out_len - off : outlen;

        err = next_v(ctx, &s);
        if (err == QZ_OK)
            memcpy(out + off, ctx->v, take);
    }
    /* step 6: Update(additional_input), Null included */
    if (err == QZ_OK)
        err = update(ctx, &s, data, 1);
    if (err == QZ_OK)
        ctx->life.reseed_counter++;
    qzi_wipe(&s, sizeof s);
    qzi_wipe(fresh, sizeof fresh);
    if (err != QZ_OK) {
        qzi_wipe(ctx, sizeof *ctx); /* an internal failure: leave nothing usable */
        return qzi_drbg_fail(out, out_len, err);
    }
    return QZ_OK;
}

void qz_hmac_drbg_uninstantiate(qz_hmac_drbg_ctx *ctx)
{
    if (ctx != NULL)
        qzi_wipe(ctx, sizeof *ctx);
}

/* The qz_rng adapter (qzi_drbg_fill): generate without additional
 * input, in requests of at most QZ_DRBG_MAX_REQUEST_BYTES. */
static int hmac_drbg_generate_plain(void *state, uint8_t *out, size_t n)
{
    return qz_hmac_drbg_generate((qz_hmac_drbg_ctx *)state, out, n, NULL, 0, 0);
}

static int hmac_drbg_fill(void *state, uint8_t *out, size_t len)
{
    return qzi_drbg_fill(state, out, len, hmac_drbg_generate_plain);
}

int qz_hmac_drbg_rng(qz_rng *rng, qz_hmac_drbg_ctx *ctx)
{
    if (rng == NULL || ctx == NULL)
        return QZ_ERR_NULL;
    rng->fill = hmac_drbg_fill;
    rng->state = ctx;
    return QZ_OK;
}

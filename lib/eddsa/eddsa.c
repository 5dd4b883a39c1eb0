/*
 * Ed25519's and Ed448's public calls (RFC 8032 sections 5.1 and 5.2) over
 * a curve descriptor and its signing steps (lib/eddsa/eddsa.h). Every
 * call checks NULL pointers (QZ_ERR_NULL), then the key object
 * (QZ_ERR_KEY) and the workspace (alignment QZ_ERR_NULL, size
 * QZ_ERR_LENGTH), then the lengths (QZ_ERR_LENGTH; a verification's
 * signature length QZ_ERR_AUTH), and writes nothing when it refuses.
 *
 * The curve work of key setting and signing runs in the frame that then
 * calls qzi_wipe_stack (qzi_eddsa_set_private_key, sign_core): each step
 * is one call from it, so the curve's stack wipe (measured below that
 * frame) covers every step's frames.
 */
#include "eddsa/eddsa.h"

#include <string.h>

#include "bignum/bn.h"
#include "internal/ct.h"
#include "internal/key_check.h"
#include "internal/workspace.h"
#include "qzcrypt/common.h"
#include "qzcrypt/config.h"


/* The private key's fields: seed, s, prefix, pub; the public key's pub. */
static uint8_t *priv_seed(const void *key)
{
    return (uint8_t *)(uintptr_t)key + 8;
}

static uint8_t *priv_s(const qzi_eddsa *c, const void *key)
{
    return priv_seed(key) + c->bytes;
}

static uint8_t *priv_prefix(const qzi_eddsa *c, const void *key)
{
    return priv_s(c, key) + c->sc_bytes;
}

static uint8_t *priv_pub(const qzi_eddsa *c, const void *key)
{
    return priv_prefix(c, key) + c->bytes;
}

static uint8_t *pub_bytes(const void *pub)
{
    return (uint8_t *)(uintptr_t)pub + 8;
}

static uint32_t *pub_point(const qzi_eddsa *c, const void *pub)
{
    return (uint32_t *)(void *)((uint8_t *)(uintptr_t)pub + c->pt_off);
}

/* The hash context at its boundary at the start of the workspace, and the
 * words after it. */
static void *ws_ctx(const qzi_eddsa *c, void *ws)
{
    return (uint8_t *)ws + ((0u - (uintptr_t)ws) & c->ctx_align);
}

static uint32_t *ctx_words(const qzi_eddsa *c, void *h)
{
    return (uint32_t *)(void *)((uint8_t *)h + c->ctx_bytes);
}

/* Words of the signing workspace: s, r, k, S, R, then the scratch. */
#define W_S(c) 0u
#define W_R(c) ((c)->n)
#define W_K(c) (2u * (c)->n)
#define W_SS(c) (3u * (c)->n)
#define W_PT(c) (4u * (c)->n)
#define W_TMP(c) (4u * (c)->n + (c)->pt_words)
/* The digest's words at the start of the scratch. */
#define D_WORDS(c) ((2u * (c)->bytes + 3u) / 4u)

/* Little-endian bytes <-> words of a scalar (sc_bytes = 4 n: asserted by
 * each curve). */
static void sc_from_bytes(const qzi_eddsa *c, uint32_t *r, const uint8_t *in)
{
    for (size_t i = 0; i < c->n; i++)
        r[i] = (uint32_t)in[4 * i] | (uint32_t)in[4 * i + 1] << 8 |
               (uint32_t)in[4 * i + 2] << 16 | (uint32_t)in[4 * i + 3] << 24;
}

static void sc_to_bytes(const qzi_eddsa *c, uint8_t *out, const uint32_t *a)
{
    for (size_t i = 0; i < c->n; i++) {
        out[4 * i] = (uint8_t)a[i];
        out[4 * i + 1] = (uint8_t)(a[i] >> 8);
        out[4 * i + 2] = (uint8_t)(a[i] >> 16);
        out[4 * i + 3] = (uint8_t)(a[i] >> 24);
    }
}

static int priv_ok(const qzi_eddsa *c, const void *key)
{
    return qzi_key_ok(key, c->priv_magic,
                      qzi_check_bytes(c->priv_magic, priv_pub(c, key), c->bytes));
}

static uint32_t point_check(const qzi_eddsa *c, const void *pub)
{
    return qzi_check_words(qzi_check_bytes(c->pub_magic, pub_bytes(pub), c->bytes),
                           pub_point(c, pub), c->pt_words);
}

static int pub_ok(const qzi_eddsa *c, const void *pub)
{
    return qzi_key_ok(pub, c->pub_magic, point_check(c, pub));
}

/* rc, or QZ_ERR_FAULT when QZ_FAULT_CHECKS finds the point just computed
 * off the curve. Always inlined: its caller's stack wipe was measured
 * with the check in that frame. */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline int point_checked(const qzi_eddsa_steps *st, const uint32_t *pt, uint32_t *tmp,
                                int rc)
{
#if QZ_FAULT_CHECKS
    uint32_t ok = st->valid(pt, tmp);

    qzi_ct_declassify(&ok, sizeof ok);
    if (!ok)
        rc = QZ_ERR_FAULT;
#else
    (void)st;
    (void)pt;
    (void)tmp;
#endif
    return rc;
}

int qzi_eddsa_set_private_key(const qzi_eddsa *c, const qzi_eddsa_steps *st,
                              qzi_eddsa_expand_fn expand, void *key, void *ws, size_t ws_len,
                              const uint8_t *seed, size_t seed_len)
{
    void *h;
    uint32_t *w, *tmp;
    uint8_t *d, *sd;
    int rc;

    if (key == NULL || ws == NULL || seed == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_ws_ok(ws, ws_len, c->ws_bytes)) != QZ_OK)
        return rc;
    if (seed_len != c->bytes)
        return QZ_ERR_LENGTH;
    h = ws_ctx(c, ws);
    w = ctx_words(c, h);
    tmp = w + W_TMP(c);
    d = (uint8_t *)tmp; /* 2B bytes of digest, then zeros */
    sd = priv_seed(key);
    memcpy(sd, seed, c->bytes);
    expand(h, sd, d);
    memcpy(priv_prefix(c, key), d + c->bytes, c->bytes);
    memset(d + c->sc_bytes, 0, 2 * c->bytes - c->sc_bytes);
    st->reduce(w + W_S(c), d, tmp + D_WORDS(c)); /* s mod L: the same point */
    sc_to_bytes(c, priv_s(c, key), w + W_S(c));
    st->mul_base(w + W_PT(c), w + W_S(c), tmp);
    rc = QZ_OK;
    rc = point_checked(st, w + W_PT(c), tmp, rc);
    st->encode(priv_pub(c, key), w + W_PT(c), tmp);
    qzi_wipe_stack(c->stack_wipe);
    qzi_wipe(ws, c->ws_bytes);
    if (rc != QZ_OK) {
        qzi_wipe(key, c->priv_size);
        return rc;
    }
    qzi_key_seal(key, c->priv_magic, qzi_check_bytes(c->priv_magic, priv_pub(c, key), c->bytes));
    return QZ_OK;
}

int qzi_eddsa_generate_key(const qzi_eddsa *c, const qzi_eddsa_steps *st,
                           qzi_eddsa_expand_fn expand, void *key, const qz_rng *rng, void *ws,
                           size_t ws_len)
{
    uint8_t seed[57];
    int rc;

    if (key == NULL || rng == NULL || ws == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_ws_ok(ws, ws_len, c->ws_bytes)) != QZ_OK)
        return rc;
    rc = qz_rng_fill(rng, seed, c->bytes);
    if (rc == QZ_OK)
        rc = qzi_eddsa_set_private_key(c, st, expand, key, ws, ws_len, seed, c->bytes);
    else
        qzi_wipe(key, c->priv_size);
    qzi_wipe(seed, sizeof seed);
    return rc;
}

int qzi_eddsa_get(const qzi_eddsa *c, const void *key, int pub, uint8_t *out, size_t out_len)
{
    const uint8_t *src;
    int rc;

    if (key == NULL || out == NULL)
        return QZ_ERR_NULL;
    if ((rc = priv_ok(c, key)) != QZ_OK)
        return rc;
    if (out_len != c->bytes)
        return QZ_ERR_LENGTH;
    src = pub ? priv_pub(c, key) : priv_seed(key);
    memcpy(out, src, c->bytes);
    return QZ_OK;
}

int qzi_eddsa_set_public_key(const qzi_eddsa *c, qzi_eddsa_decode_fn decode, void *pub,
                             void *ws, size_t ws_len, const uint8_t *in, size_t in_len)
{
    int rc;

    if (pub == NULL || ws == NULL || in == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_ws_ok(ws, ws_len, c->ws_bytes)) != QZ_OK)
        return rc;
    if (in_len != c->bytes)
        return QZ_ERR_LENGTH;
    memset(pub, 0, c->pub_size);
    if (!decode(pub_point(c, pub), in, ws)) {
        memset(pub, 0, c->pub_size);
        rc = QZ_ERR_ENCODING;
    } else {
        memcpy(pub_bytes(pub), in, c->bytes);
        qzi_key_seal(pub, c->pub_magic, point_check(c, pub));
    }
    qzi_wipe(ws, c->ws_bytes);
    return rc;
}

#if QZ_FAULT_CHECKS >= 2
/* The signature verified back against the key's public key (after the
 * wipes: its own frame holds the public key object). */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int recheck(const qzi_eddsa *c, const qzi_eddsa_steps *st, const void *key, void *ws,
                   int ph, const uint8_t *ctx, size_t ctx_len, const uint8_t *msg,
                   size_t msg_len, const uint8_t *sig)
{
    uint32_t pub[QZI_EDDSA_PUB_MAX / 4];
    int rc = qzi_eddsa_set_public_key(c, st->decode, pub, ws, c->ws_bytes, priv_pub(c, key),
                                      c->bytes);

    if (rc == QZ_OK)
        rc = st->verify(pub, ws, ph, ctx, ctx_len, msg, msg_len, sig) == QZ_OK ? QZ_OK
                                                                               : QZ_ERR_FAULT;
    else
        rc = QZ_ERR_FAULT;
    qzi_wipe(ws, c->ws_bytes); /* the verification's values */
    return rc;
}
#endif

/* msg is the message, or PH(M) for ph = 1. */
static int sign_core(const qzi_eddsa *c, const qzi_eddsa_steps *st, const void *key, void *ws,
                     uint8_t *sig, int ph, const uint8_t *ctx, size_t ctx_len,
                     const uint8_t *msg, size_t msg_len)
{
    void *h = ws_ctx(c, ws);
    uint32_t *w = ctx_words(c, h), *tmp = w + W_TMP(c), *red = tmp + D_WORDS(c);
    uint8_t *d = (uint8_t *)tmp;
    int rc = QZ_OK;

    /* r = H(dom || prefix || M) mod L, R = rB */
    st->hash(w + W_R(c), h, ph, ctx, ctx_len, priv_prefix(c, key), NULL, msg, msg_len, d, red);
    st->mul_base(w + W_PT(c), w + W_R(c), tmp);
    rc = point_checked(st, w + W_PT(c), tmp, rc);
    st->encode(sig, w + W_PT(c), tmp);
    /* k = H(dom || R || A || M) mod L, S = r + k s */
    st->hash(w + W_K(c), h, ph, ctx, ctx_len, sig, priv_pub(c, key), msg, msg_len, d, red);
    sc_from_bytes(c, w + W_S(c), priv_s(c, key));
    st->muladd(w + W_SS(c), w + W_K(c), w + W_S(c), w + W_R(c));
#if QZ_FAULT_CHECKS
    {
        /* S again with the factors exchanged (the products' operands in
         * other registers and order) */
        uint32_t ok;

        st->muladd(tmp, w + W_S(c), w + W_K(c), w + W_R(c));
        ok = qzi_bn_eq(tmp, w + W_SS(c), c->n);
        qzi_ct_declassify(&ok, sizeof ok);
        if (!ok)
            rc = QZ_ERR_FAULT;
    }
#endif
    sc_to_bytes(c, sig + c->bytes, w + W_SS(c));
    for (size_t i = c->bytes + c->sc_bytes; i < 2 * c->bytes; i++)
        sig[i] = 0; /* Ed448's 57th byte of S */
    qzi_wipe_stack(c->stack_wipe);
    qzi_wipe(ws, c->ws_bytes);
#if QZ_FAULT_CHECKS >= 2
    if (rc == QZ_OK)
        rc = recheck(c, st, key, ws, ph, ctx, ctx_len, msg, msg_len, sig);
#endif
    if (rc != QZ_OK)
        qzi_wipe(sig, 2 * c->bytes);
    return rc;
}

/* The checks every signing call makes; ctx_min: 1 for Ed25519ctx. */
static int sign_args(const qzi_eddsa *c, const void *key, const void *ws, size_t ws_len,
                     const uint8_t *sig, size_t sig_len, const uint8_t *ctx, size_t ctx_len,
                     size_t ctx_min, const uint8_t *msg, size_t msg_len)
{
    int rc;

    if (key == NULL || ws == NULL || sig == NULL || (ctx == NULL && ctx_len) ||
        (msg == NULL && msg_len))
        return QZ_ERR_NULL;
    if ((rc = priv_ok(c, key)) != QZ_OK || (rc = qzi_ws_ok(ws, ws_len, c->ws_bytes)) != QZ_OK)
        return rc;
    if (sig_len != 2 * c->bytes || ctx_len < ctx_min || ctx_len > 255)
        return QZ_ERR_LENGTH;
    return QZ_OK;
}

static int verify_args(const qzi_eddsa *c, const void *pub, const void *ws, size_t ws_len,
                       const uint8_t *ctx, size_t ctx_len, size_t ctx_min, const uint8_t *msg,
                       size_t msg_len, const uint8_t *sig, size_t sig_len)
{
    int rc;

    if (pub == NULL || ws == NULL || sig == NULL || (ctx == NULL && ctx_len) ||
        (msg == NULL && msg_len))
        return QZ_ERR_NULL;
    if ((rc = pub_ok(c, pub)) != QZ_OK || (rc = qzi_ws_ok(ws, ws_len, c->ws_bytes)) != QZ_OK)
        return rc;
    if (ctx_len < ctx_min || ctx_len > 255)
        return QZ_ERR_LENGTH;
    return sig_len == 2 * c->bytes ? QZ_OK : QZ_ERR_AUTH;
}

static int verify_call(const qzi_eddsa *c, qzi_eddsa_verify_fn core, const void *pub, void *ws,
                       int ph, const uint8_t *ctx, size_t ctx_len, const uint8_t *msg,
                       size_t msg_len, const uint8_t *sig)
{
    int rc = core(pub, ws, ph, ctx, ctx_len, msg, msg_len, sig);

    qzi_wipe(ws, c->ws_bytes);
    return rc;
}

int qzi_eddsa_sign(const qzi_eddsa *c, const qzi_eddsa_steps *st, const void *key, void *ws,
                   size_t ws_len, uint8_t *sig, size_t sig_len, int ph, const uint8_t *ctx,
                   size_t ctx_len, size_t ctx_min, const uint8_t *msg, size_t msg_len)
{
    int rc = sign_args(c, key, ws, ws_len, sig, sig_len, ctx, ctx_len, ctx_min, msg, msg_len);

    return rc != QZ_OK ? rc : sign_core(c, st, key, ws, sig, ph, ctx, ctx_len, msg, msg_len);
}

int qzi_eddsa_sign_digest(const qzi_eddsa *c, const qzi_eddsa_steps *st, const void *key,
                          void *ws, size_t ws_len, uint8_t *sig, size_t sig_len,
                          const uint8_t *ctx, size_t ctx_len, const uint8_t *digest,
                          size_t digest_len)
{
    int rc = sign_args(c, key, ws, ws_len, sig, sig_len, ctx, ctx_len, 0, digest, digest_len);

    if (rc == QZ_OK && digest == NULL)
        rc = QZ_ERR_NULL;
    if (rc == QZ_OK && digest_len != 64)
        rc = QZ_ERR_LENGTH;
    return rc != QZ_OK ? rc : sign_core(c, st, key, ws, sig, 1, ctx, ctx_len, digest, 64);
}

int qzi_eddsa_sign_prehash(const qzi_eddsa *c, const qzi_eddsa_steps *st,
                           qzi_eddsa_prehash_fn prehash, const void *key, void *ws,
                           size_t ws_len, uint8_t *sig, size_t sig_len, const uint8_t *ctx,
                           size_t ctx_len, const uint8_t *msg, size_t msg_len)
{
    uint8_t dg[64];
    int rc = sign_args(c, key, ws, ws_len, sig, sig_len, ctx, ctx_len, 0, msg, msg_len);

    if (rc != QZ_OK)
        return rc;
    prehash(dg, msg, msg_len);
    rc = sign_core(c, st, key, ws, sig, 1, ctx, ctx_len, dg, 64);
    qzi_wipe(dg, sizeof dg);
    return rc;
}

int qzi_eddsa_verify(const qzi_eddsa *c, qzi_eddsa_verify_fn core, const void *pub, void *ws,
                     size_t ws_len, int ph, const uint8_t *ctx, size_t ctx_len, size_t ctx_min,
                     const uint8_t *msg, size_t msg_len, const uint8_t *sig, size_t sig_len)
{
    int rc = verify_args(c, pub, ws, ws_len, ctx, ctx_len, ctx_min, msg, msg_len, sig, sig_len);

    return rc != QZ_OK ? rc : verify_call(c, core, pub, ws, ph, ctx, ctx_len, msg, msg_len, sig);
}

int qzi_eddsa_verify_digest(const qzi_eddsa *c, qzi_eddsa_verify_fn core, const void *pub,
                            void *ws, size_t ws_len, const uint8_t *ctx, size_t ctx_len,
                            const uint8_t *digest, size_t digest_len, const uint8_t *sig,
                            size_t sig_len)
{
    int rc = verify_args(c, pub, ws, ws_len, ctx, ctx_len, 0, digest, digest_len, sig, sig_len);

    if (rc == QZ_OK && digest == NULL)
        rc = QZ_ERR_NULL;
    if (rc == QZ_OK && digest_len != 64)
        rc = QZ_ERR_LENGTH;
    return rc != QZ_OK ? rc : verify_call(c, core, pub, ws, 1, ctx, ctx_len, digest, 64, sig);
}

int qzi_eddsa_verify_prehash(const qzi_eddsa *c, qzi_eddsa_verify_fn core,
                             qzi_eddsa_prehash_fn prehash, const void *pub, void *ws,
                             size_t ws_len, const uint8_t *ctx, size_t ctx_len,
                             const uint8_t *msg, size_t msg_len, const uint8_t *sig,
                             size_t sig_len)
{
    uint8_t dg[64];
    int rc = verify_args(c, pub, ws, ws_len, ctx, ctx_len, 0, msg, msg_len, sig, sig_len);

    if (rc != QZ_OK)
        return rc;
    prehash(dg, msg, msg_len);
    return verify_call(c, core, pub, ws, 1, ctx, ctx_len, dg, 64, sig);
}

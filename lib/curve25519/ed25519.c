/*
 * Ed25519, Ed25519ctx and Ed25519ph (RFC 8032 section 5.1): keys, signing
 * and verification (qzcrypt/ed25519.h) over lib/curve25519/ge.c and sc.c.
 *
 * Workspace: a SHA-512 context at the first 8-byte boundary (4 bytes of
 * slack), then words. Signing: s, r, k, S, the point R, and the comb's
 * scratch (which the encoding and the checks reuse). Verification: the
 * context, then (after k is hashed) the two wNAF digit strings over it,
 * the odd multiples of A (cached form), the accumulator and scratch.
 */
#include <string.h>

#include "curve25519/ed25519_internal.h"
#include "internal/isa.h"
#include "internal/key_check.h"
#include "internal/workspace.h"
#include "qzcrypt/config.h"
#include "qzcrypt/ed25519.h"
#include "qzcrypt/sha2.h"

/* The stack the kernels use below the public call, wiped once before it
 * returns (their frames hold field values and products). Measured with a
 * painted stack (set_private_key and every signing call with the wipe cut
 * to 4 bytes: the deepest written byte; with it at 1000: where the wipe's
 * area starts; gcc 12.2 -O2, 2026-12-03): the area must reach 380 bytes
 * below qzi_wipe_stack's saved registers with the armv7em kernels (M4 and
 * M33), 480 with armv6m (M0+), 472 with the generic kernels on the M4 and
 * 540 on the M0+ (set_private_key goes less deep: 284, 448, 376, 508).
 * Ed25519ph over a message goes deeper (the message's SHA-512, before
 * signing: public data in frames that the hash kernels clean). Each size
 * n makes an area of (n & ~3) + 4 bytes, a multiple of 8 (no padding
 * word left unwiped), 28 to 36 to spare. Re-measure when the frames
 * change. */
#if QZ_KERNEL_BIGNUM == QZ_ISA_ARMV7EM
#define QZI_ED25519_STACK_WIPE 404u
#elif QZ_KERNEL_BIGNUM == QZ_ISA_ARMV6M
#define QZI_ED25519_STACK_WIPE 508u
#else
#define QZI_ED25519_STACK_WIPE QZI_KERNEL_FRAME(572u, 500u)
#endif

/* Signing: the context (208 bytes), then words. */
#define SW_S 0u
#define SW_R 8u
#define SW_K 16u
#define SW_SS 24u
#define SW_PT 32u   /* R, 32 words */
#define SW_TMP 64u  /* comb scratch, encode scratch, hash */
#define SW_WORDS (SW_TMP + 16u + QZI_FE25519_INV_WS + 16u)
/* Verification: the digit strings (512 bytes) over the context, then words. */
#define VW_K 0u
#define VW_S 8u
#define VW_TAB 16u  /* A, 3A, 5A, 7A cached: 128 words */
#define VW_ACC 144u
#define VW_TMP 176u /* 32 words; then the entry and the digest */
#define VW_WORDS (VW_TMP + 32u + 24u + 16u)

_Static_assert(sizeof(qz_sha512_ctx) <= 512u, "ed25519: context over the digit strings");
/* The final encoding's scratch is the table's place. */
_Static_assert(QZI_FE25519_INV_WS + 16u <= 128u, "ed25519: encoding over the table");
_Static_assert(8u + 208u + 4u * SW_WORDS <= QZ_ED25519_WORKSPACE_BYTES &&
                   8u + 512u + 4u * VW_WORDS <= QZ_ED25519_WORKSPACE_BYTES &&
                   sizeof(qz_sha512_ctx) == 208u,
               "QZ_ED25519_WORKSPACE_BYTES too small");

static const char DOM2[] = "SigEd25519 no Ed25519 collisions";

/* The 8-byte aligned context at the start of the workspace. */
static qz_sha512_ctx *ws_ctx(void *ws)
{
    return (qz_sha512_ctx *)(void *)((uint8_t *)ws + ((0u - (uintptr_t)ws) & 7u));
}

/* dom2(F, C) for Ed25519ctx (ph = 0) and Ed25519ph (ph = 1); nothing for
 * pure Ed25519 (ph < 0). */
static void hash_dom(qz_sha512_ctx *h, int ph, const uint8_t *ctx, size_t ctx_len)
{
    uint8_t fl[2];

    if (ph < 0)
        return;
    fl[0] = (uint8_t)ph;
    fl[1] = (uint8_t)ctx_len;
    qz_sha512_update(h, DOM2, sizeof DOM2 - 1);
    qz_sha512_update(h, fl, 2);
    if (ctx_len)
        qz_sha512_update(h, ctx, ctx_len);
}

int qz_ed25519_set_private_key(qz_ed25519_private_key *key, void *ws, size_t ws_len,
                               const uint8_t *seed, size_t seed_len)
{
    qz_sha512_ctx *h;
    uint32_t *w;
    uint8_t *d;
    int rc;

    if (key == NULL || ws == NULL || seed == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_ED25519_WORKSPACE_BYTES)) != QZ_OK)
        return rc;
    if (seed_len != QZ_ED25519_SEED_BYTES)
        return QZ_ERR_LENGTH;
    h = ws_ctx(ws);
    w = (uint32_t *)(h + 1);
    d = (uint8_t *)(w + SW_TMP); /* 64 bytes of digest, then zeros */
    for (int i = 0; i < 32; i++)
        key->seed[i] = seed[i];
    qz_sha512_init(h);
    qz_sha512_update(h, key->seed, 32);
    qz_sha512_final(h, d);
    for (int i = 0; i < 32; i++)
        key->prefix[i] = d[32 + i];
    d[0] &= 248;
    d[31] = (uint8_t)((d[31] & 127) | 64);
    memset(d + 32, 0, 32);
    qzi_sc25519_reduce64(w + SW_S, d, w + SW_TMP + 16); /* s mod L: the same point */
    qzi_sc25519_to_bytes(key->s, w + SW_S);
    qzi_ge25519_mul_base(w + SW_PT, w + SW_S, w + SW_TMP);
    rc = QZ_OK;
#if QZ_FAULT_CHECKS
    {
        uint32_t ok = qzi_ge25519_valid(w + SW_PT, w + SW_TMP);

        qzi_ct_declassify(&ok, sizeof ok);
        if (!ok)
            rc = QZ_ERR_FAULT;
    }
#endif
    qzi_ge25519_encode(key->pub, w + SW_PT, w + SW_TMP);
    qzi_wipe_stack(QZI_ED25519_STACK_WIPE);
    qzi_wipe(ws, QZ_ED25519_WORKSPACE_BYTES);
    if (rc != QZ_OK) {
        qzi_wipe(key, sizeof *key);
        return rc;
    }
    key->magic = QZ_ED25519_PRIVATE_MAGIC;
    key->check = qzi_check_bytes(QZ_ED25519_PRIVATE_MAGIC, key->pub, 32);
    return QZ_OK;
}

int qz_ed25519_generate_key(qz_ed25519_private_key *key, const qz_rng *rng, void *ws,
                            size_t ws_len)
{
    uint8_t seed[32];
    int rc;

    if (key == NULL || rng == NULL || ws == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_ED25519_WORKSPACE_BYTES)) != QZ_OK)
        return rc;
    rc = qz_rng_fill(rng, seed, sizeof seed);
    if (rc == QZ_OK)
        rc = qz_ed25519_set_private_key(key, ws, ws_len, seed, sizeof seed);
    else
        qz_ed25519_wipe_private_key(key);
    qzi_wipe(seed, sizeof seed);
    return rc;
}

static int priv_ok(const qz_ed25519_private_key *key)
{
    return key->magic == QZ_ED25519_PRIVATE_MAGIC &&
                   key->check == qzi_check_bytes(QZ_ED25519_PRIVATE_MAGIC, key->pub, 32)
               ? QZ_OK
               : QZ_ERR_KEY;
}

int qz_ed25519_get_private_key(const qz_ed25519_private_key *key, uint8_t *seed,
                               size_t seed_len)
{
    int rc;

    if (key == NULL || seed == NULL)
        return QZ_ERR_NULL;
    if ((rc = priv_ok(key)) != QZ_OK)
        return rc;
    if (seed_len != QZ_ED25519_SEED_BYTES)
        return QZ_ERR_LENGTH;
    memcpy(seed, key->seed, 32);
    return QZ_OK;
}

int qz_ed25519_get_public_key(const qz_ed25519_private_key *key, uint8_t *pub, size_t pub_len)
{
    int rc;

    if (key == NULL || pub == NULL)
        return QZ_ERR_NULL;
    if ((rc = priv_ok(key)) != QZ_OK)
        return rc;
    if (pub_len != QZ_ED25519_PUBLIC_BYTES)
        return QZ_ERR_LENGTH;
    memcpy(pub, key->pub, 32);
    return QZ_OK;
}

void qz_ed25519_wipe_private_key(qz_ed25519_private_key *key)
{
    if (key != NULL)
        qzi_wipe(key, sizeof *key);
}

static uint32_t point_check(const qz_ed25519_public_key *pub)
{
    return qzi_check_words(qzi_check_bytes(QZ_ED25519_PUBLIC_MAGIC, pub->pub, 32), pub->point, 32);
}

int qz_ed25519_set_public_key(qz_ed25519_public_key *pub, void *ws, size_t ws_len,
                              const uint8_t *in, size_t in_len)
{
    int rc;

    if (pub == NULL || ws == NULL || in == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_ED25519_WORKSPACE_BYTES)) != QZ_OK)
        return rc;
    if (in_len != QZ_ED25519_PUBLIC_BYTES)
        return QZ_ERR_LENGTH;
    memset(pub, 0, sizeof *pub);
    if (!qzi_ge25519_decode(pub->point, in, ws)) {
        memset(pub, 0, sizeof *pub);
        rc = QZ_ERR_ENCODING;
    } else {
        memcpy(pub->pub, in, 32);
        pub->magic = QZ_ED25519_PUBLIC_MAGIC;
        pub->check = point_check(pub);
    }
    qzi_wipe(ws, QZ_ED25519_WORKSPACE_BYTES);
    return rc;
}

static int pub_ok(const qz_ed25519_public_key *pub)
{
    return pub->magic == QZ_ED25519_PUBLIC_MAGIC && pub->check == point_check(pub) ? QZ_OK
                                                                                 : QZ_ERR_KEY;
}

/* k = SHA-512(dom || R || A || M) mod L (or PH(M) given as msg). */
static void hash_k(uint32_t k[8], qz_sha512_ctx *h, int ph, const uint8_t *ctx, size_t ctx_len,
                   const uint8_t *R, const uint8_t *A, const uint8_t *msg, size_t msg_len,
                   uint8_t *d, uint32_t *tmp)
{
    qz_sha512_init(h);
    hash_dom(h, ph, ctx, ctx_len);
    qz_sha512_update(h, R, 32);
    qz_sha512_update(h, A, 32);
    if (msg_len)
        qz_sha512_update(h, msg, msg_len);
    qz_sha512_final(h, d);
    qzi_sc25519_reduce64(k, d, tmp);
}

static int verify_core(const qz_ed25519_public_key *pub, void *ws, int ph, const uint8_t *ctx,
                       size_t ctx_len, const uint8_t *msg, size_t msg_len, const uint8_t *sig);

/* msg is the message, or PH(M) for ph = 1. */
static int sign_core(const qz_ed25519_private_key *key, void *ws, uint8_t *sig, int ph,
                     const uint8_t *ctx, size_t ctx_len, const uint8_t *msg, size_t msg_len)
{
    qz_sha512_ctx *h = ws_ctx(ws);
    uint32_t *w = (uint32_t *)(h + 1), *tmp = w + SW_TMP;
    uint8_t *d = (uint8_t *)tmp;
    int rc = QZ_OK;

    /* r = SHA-512(dom || prefix || M) mod L */
    qz_sha512_init(h);
    hash_dom(h, ph, ctx, ctx_len);
    qz_sha512_update(h, key->prefix, 32);
    if (msg_len)
        qz_sha512_update(h, msg, msg_len);
    qz_sha512_final(h, d);
    qzi_sc25519_reduce64(w + SW_R, d, tmp + 16);
    qzi_ge25519_mul_base(w + SW_PT, w + SW_R, tmp);
#if QZ_FAULT_CHECKS
    {
        uint32_t ok = qzi_ge25519_valid(w + SW_PT, tmp);

        qzi_ct_declassify(&ok, sizeof ok);
        if (!ok)
            rc = QZ_ERR_FAULT;
    }
#endif
    qzi_ge25519_encode(sig, w + SW_PT, tmp);
    hash_k(w + SW_K, h, ph, ctx, ctx_len, sig, key->pub, msg, msg_len, d, tmp + 16);
    qzi_sc25519_from_bytes(w + SW_S, key->s);
    qzi_sc25519_muladd(w + SW_SS, w + SW_K, w + SW_S, w + SW_R);
#if QZ_FAULT_CHECKS
    {
        /* S again with the factors exchanged (the products' operands in
         * other registers and order) */
        uint32_t ok;

        qzi_sc25519_muladd(tmp, w + SW_S, w + SW_K, w + SW_R);
        ok = qzi_bn_eq(tmp, w + SW_SS, 8);
        qzi_ct_declassify(&ok, sizeof ok);
        if (!ok)
            rc = QZ_ERR_FAULT;
    }
#endif
    qzi_sc25519_to_bytes(sig + 32, w + SW_SS);
    qzi_wipe_stack(QZI_ED25519_STACK_WIPE);
    qzi_wipe(ws, QZ_ED25519_WORKSPACE_BYTES);
#if QZ_FAULT_CHECKS >= 2
    if (rc == QZ_OK) {
        qz_ed25519_public_key pub;

        rc = qz_ed25519_set_public_key(&pub, ws, QZ_ED25519_WORKSPACE_BYTES, key->pub, 32);
        if (rc == QZ_OK)
            rc = verify_core(&pub, ws, ph, ctx, ctx_len, msg, msg_len, sig) == QZ_OK
                     ? QZ_OK
                     : QZ_ERR_FAULT;
        else
            rc = QZ_ERR_FAULT;
    }
#endif
    if (rc != QZ_OK)
        qzi_wipe(sig, 64);
    return rc;
}

static int verify_core(const qz_ed25519_public_key *pub, void *ws, int ph, const uint8_t *ctx,
                       size_t ctx_len, const uint8_t *msg, size_t msg_len, const uint8_t *sig)
{
    qz_sha512_ctx *h = ws_ctx(ws);
    int8_t *nk = (int8_t *)h, *ns = nk + 256;
    uint32_t *w = (uint32_t *)(void *)(ns + 256), *tab = w + VW_TAB, *acc = w + VW_ACC;
    uint32_t *tmp = w + VW_TMP, *e = tmp + 32;
    uint8_t *d = (uint8_t *)(e + 24), renc[32];
    int started = 0;

    /* S < L (canonical), then k */
    qzi_sc25519_from_bytes(w + VW_S, sig + 32);
    if (!qzi_bn_lt(w + VW_S, qzi_ed25519_l.m, 8))
        return QZ_ERR_AUTH;
    hash_k(w + VW_K, h, ph, ctx, ctx_len, sig, pub->pub, msg, msg_len, d, tmp);
    qzi_bn_wnaf(nk, w + VW_K, 8, 4);
    qzi_bn_wnaf(ns, w + VW_S, 8, 6); /* B's odd multiples to 31B are constants */
    /* A, 3A, 5A, 7A (cached) */
    qzi_ge25519_to_cached(tab, pub->point);
    qzi_ge25519_dbl(acc, pub->point, tmp);
    qzi_ge25519_to_cached(tab + 96, acc); /* 2A, parked in the last slot */
    memcpy(acc, pub->point, 128);
    for (int j = 1; j < 4; j++) {
        qzi_ge25519_add_cached(acc, acc, tab + 96, 0, 1, tmp);
        if (j < 3)
            qzi_ge25519_to_cached(tab + 32 * j, acc);
    }
    qzi_ge25519_to_cached(tab + 96, acc); /* 7A over 2A */
    /* [S]B - [k]A */
    qzi_ge25519_zero(acc);
    for (int i = 255; i >= 0; i--) {
        if (started) /* T only where an addition reads it */
            qzi_ge25519_dbl_t(acc, acc, ns[i] != 0 || nk[i] != 0, tmp);
        if (ns[i] != 0) {
            int v = ns[i] < 0 ? -ns[i] : ns[i];

            memcpy(e, qzi_ed25519_base_odd + 24 * (v >> 1), 96);
            if (ns[i] < 0) {
                static const uint32_t zero[8] = {0};

                qzi_bn_cnd_swap(e, e + 8, 0xffffffffu, 8);
                qzi_fe25519_sub(e + 16, zero, e + 16);
            }
            qzi_ge25519_madd_t(acc, acc, e, nk[i] != 0, tmp);
            started = 1;
        }
        if (nk[i] != 0) {
            int v = nk[i] < 0 ? -nk[i] : nk[i];

            qzi_ge25519_add_cached(acc, acc, tab + 32 * (v >> 1), nk[i] > 0, 0, tmp);
            started = 1;
        }
    }
    qzi_ge25519_encode(renc, acc, tab);
    return qzi_ct_memeq(renc, sig, 32) ? QZ_OK : QZ_ERR_AUTH;
}

/* The checks every signing call makes; ctx_min: 1 for Ed25519ctx. */
static int sign_args(const qz_ed25519_private_key *key, const void *ws, size_t ws_len,
                     const uint8_t *sig, size_t sig_len, const uint8_t *ctx, size_t ctx_len,
                     size_t ctx_min, const uint8_t *msg, size_t msg_len)
{
    int rc;

    if (key == NULL || ws == NULL || sig == NULL || (ctx == NULL && ctx_len) ||
        (msg == NULL && msg_len))
        return QZ_ERR_NULL;
    if ((rc = priv_ok(key)) != QZ_OK ||
        (rc = qzi_ws_ok(ws, ws_len, QZ_ED25519_WORKSPACE_BYTES)) != QZ_OK)
        return rc;
    if (sig_len != QZ_ED25519_SIG_BYTES || ctx_len < ctx_min || ctx_len > 255)
        return QZ_ERR_LENGTH;
    return QZ_OK;
}

static int verify_args(const qz_ed25519_public_key *pub, const void *ws, size_t ws_len,
                       const uint8_t *ctx, size_t ctx_len, size_t ctx_min, const uint8_t *msg,
                       size_t msg_len, const uint8_t *sig, size_t sig_len)
{
    int rc;

    if (pub == NULL || ws == NULL || sig == NULL || (ctx == NULL && ctx_len) ||
        (msg == NULL && msg_len))
        return QZ_ERR_NULL;
    if ((rc = pub_ok(pub)) != QZ_OK ||
        (rc = qzi_ws_ok(ws, ws_len, QZ_ED25519_WORKSPACE_BYTES)) != QZ_OK)
        return rc;
    if (ctx_len < ctx_min || ctx_len > 255)
        return QZ_ERR_LENGTH;
    return sig_len == QZ_ED25519_SIG_BYTES ? QZ_OK : QZ_ERR_AUTH;
}

static int verify_call(const qz_ed25519_public_key *pub, void *ws, int ph, const uint8_t *ctx,
                       size_t ctx_len, const uint8_t *msg, size_t msg_len, const uint8_t *sig)
{
    int rc = verify_core(pub, ws, ph, ctx, ctx_len, msg, msg_len, sig);

    qzi_wipe(ws, QZ_ED25519_WORKSPACE_BYTES);
    return rc;
}

int qz_ed25519_sign(const qz_ed25519_private_key *key, void *ws, size_t ws_len, uint8_t *sig,
                    size_t sig_len, const uint8_t *msg, size_t msg_len)
{
    int rc = sign_args(key, ws, ws_len, sig, sig_len, NULL, 0, 0, msg, msg_len);

    return rc != QZ_OK ? rc : sign_core(key, ws, sig, -1, NULL, 0, msg, msg_len);
}

int qz_ed25519_verify(const qz_ed25519_public_key *pub, void *ws, size_t ws_len,
                      const uint8_t *msg, size_t msg_len, const uint8_t *sig, size_t sig_len)
{
    int rc = verify_args(pub, ws, ws_len, NULL, 0, 0, msg, msg_len, sig, sig_len);

    return rc != QZ_OK ? rc : verify_call(pub, ws, -1, NULL, 0, msg, msg_len, sig);
}

int qz_ed25519ctx_sign(const qz_ed25519_private_key *key, void *ws, size_t ws_len,
                       uint8_t *sig, size_t sig_len, const uint8_t *ctx, size_t ctx_len,
                       const uint8_t *msg, size_t msg_len)
{
    int rc = sign_args(key, ws, ws_len, sig, sig_len, ctx, ctx_len, 1, msg, msg_len);

    return rc != QZ_OK ? rc : sign_core(key, ws, sig, 0, ctx, ctx_len, msg, msg_len);
}

int qz_ed25519ctx_verify(const qz_ed25519_public_key *pub, void *ws, size_t ws_len,
                         const uint8_t *ctx, size_t ctx_len, const uint8_t *msg,
                         size_t msg_len, const uint8_t *sig, size_t sig_len)
{
    int rc = verify_args(pub, ws, ws_len, ctx, ctx_len, 1, msg, msg_len, sig, sig_len);

    return rc != QZ_OK ? rc : verify_call(pub, ws, 0, ctx, ctx_len, msg, msg_len, sig);
}

int qz_ed25519ph_sign_digest(const qz_ed25519_private_key *key, void *ws, size_t ws_len,
                             uint8_t *sig, size_t sig_len, const uint8_t *ctx, size_t ctx_len,
                             const uint8_t *digest, size_t digest_len)
{
    int rc = sign_args(key, ws, ws_len, sig, sig_len, ctx, ctx_len, 0, digest, digest_len);

    if (rc == QZ_OK && digest == NULL)
        rc = QZ_ERR_NULL;
    if (rc == QZ_OK && digest_len != QZ_ED25519_DIGEST_BYTES)
        rc = QZ_ERR_LENGTH;
    return rc != QZ_OK ? rc : sign_core(key, ws, sig, 1, ctx, ctx_len, digest, 64);
}

int qz_ed25519ph_sign(const qz_ed25519_private_key *key, void *ws, size_t ws_len, uint8_t *sig,
                      size_t sig_len, const uint8_t *ctx, size_t ctx_len, const uint8_t *msg,
                      size_t msg_len)
{
    uint8_t dg[64];
    int rc = sign_args(key, ws, ws_len, sig, sig_len, ctx, ctx_len, 0, msg, msg_len);

    if (rc != QZ_OK)
        return rc;
    qz_sha512(dg, msg, msg_len);
    rc = sign_core(key, ws, sig, 1, ctx, ctx_len, dg, 64);
    qzi_wipe(dg, sizeof dg);
    return rc;
}

int qz_ed25519ph_verify_digest(const qz_ed25519_public_key *pub, void *ws, size_t ws_len,
                               const uint8_t *ctx, size_t ctx_len, const uint8_t *digest,
                               size_t digest_len, const uint8_t *sig, size_t sig_len)
{
    int rc = verify_args(pub, ws, ws_len, ctx, ctx_len, 0, digest, digest_len, sig, sig_len);

    if (rc == QZ_OK && digest == NULL)
        rc = QZ_ERR_NULL;
    if (rc == QZ_OK && digest_len != QZ_ED25519_DIGEST_BYTES)
        rc = QZ_ERR_LENGTH;
    return rc != QZ_OK ? rc : verify_call(pub, ws, 1, ctx, ctx_len, digest, 64, sig);
}

int qz_ed25519ph_verify(const qz_ed25519_public_key *pub, void *ws, size_t ws_len,
                        const uint8_t *ctx, size_t ctx_len, const uint8_t *msg, size_t msg_len,
                        const uint8_t *sig, size_t sig_len)
{
    uint8_t dg[64];
    int rc = verify_args(pub, ws, ws_len, ctx, ctx_len, 0, msg, msg_len, sig, sig_len);

    if (rc != QZ_OK)
        return rc;
    qz_sha512(dg, msg, msg_len);
    return verify_call(pub, ws, 1, ctx, ctx_len, dg, 64, sig);
}

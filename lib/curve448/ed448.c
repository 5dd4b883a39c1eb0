/*
 * Ed448 and Ed448ph (RFC 8032 section 5.2): keys, signing and
 * verification (qzcrypt/ed448.h) over lib/curve448/ge448.c and sc448.c,
 * the structure of lib/curve25519/ed25519.c with SHAKE256 and dom4.
 *
 * Workspace: the SHAKE256 context (212 bytes), then words. Signing: s, r,
 * k, S, the point R, then the scratch (digest and reduction, comb,
 * encoding). Verification: the two w-NAF digit strings (896 bytes, over
 * the context once k is hashed), then k, S, A's odd multiples (cached),
 * the accumulator, scratch, an entry and the digest.
 */
#include <string.h>

#include "curve448/ed448_internal.h"
#include "internal/isa.h"
#include "internal/key_check.h"
#include "internal/workspace.h"
#include "qzcrypt/config.h"
#include "qzcrypt/ed448.h"
#include "qzcrypt/sha3.h"

#define N QZI_FE448
/* The stack the kernels use below the public call, wiped once before it
 * returns (their frames hold field values and products). Measured with a
 * painted stack (set_private_key, generate_key and every signing call
 * with the wipe cut to 4 bytes: the deepest written byte; with it at
 * 1024: where the wipe's area starts; gcc 12.2 -O2, 2026-12-03): the area
 * must reach 248 bytes below qzi_wipe_stack's saved registers with the
 * armv7em kernels on the M4 (256 on the M33), 680 with armv6m (M0+), 428
 * with the generic kernels on the M4 and M33 and 496 on the M0+
 * (set_private_key: the same but 372 on the generic M4 and M33).
 * Ed448ph over a message goes deeper with the generic kernels (the
 * message's SHAKE256, before signing: public data in frames that the
 * Keccak kernel cleans). Each size n makes an area of (n & ~3) + 4 bytes,
 * a multiple of 8 (no padding word left unwiped), 28 to 32 to spare.
 * Re-measure when the frames change. */
#if QZ_KERNEL_BIGNUM == QZ_ISA_ARMV7EM
#define QZI_ED448_STACK_WIPE 284u
#elif QZ_KERNEL_BIGNUM == QZ_ISA_ARMV6M
#define QZI_ED448_STACK_WIPE 708u
#else
#define QZI_ED448_STACK_WIPE QZI_KERNEL_FRAME(524u, 452u)
#endif

#define SW_S 0u
#define SW_R 14u
#define SW_K 28u
#define SW_SS 42u
#define SW_PT 56u
#define SW_TMP 112u
#define SW_WORDS (SW_TMP + QZI_FE448_INV_WS + 28u)
#define VW_K 0u
#define VW_S 14u
#define VW_TAB 28u  /* A, 3A, 5A, 7A cached: 224 words */
#define VW_ACC 252u
#define VW_TMP 308u /* 56 words, then the entry (42) and the digest (29) */
#define VW_WORDS (VW_TMP + 56u + 42u + 29u)
#define CTX_BYTES ((sizeof(qz_shake_ctx) + 3u) & ~(size_t)3u)

_Static_assert(sizeof(qz_shake_ctx) <= 896u, "ed448: context over the digit strings");
_Static_assert(QZI_FE448_INV_WS + 28u <= 224u, "ed448: encoding over the table");
_Static_assert(SW_TMP + 29u + 28u <= SW_WORDS && SW_TMP + QZI_ED448_MULB_WS <= SW_WORDS,
               "ed448: signing scratch");
_Static_assert(CTX_BYTES + 4u * SW_WORDS <= QZ_ED448_WORKSPACE_BYTES &&
                   896u + 4u * VW_WORDS <= QZ_ED448_WORKSPACE_BYTES &&
                   4u * 112u <= QZ_ED448_WORKSPACE_BYTES,
               "QZ_ED448_WORKSPACE_BYTES too small");

static uint32_t *ws_words(void *ws, size_t skip)
{
    return (uint32_t *)(void *)((uint8_t *)ws + skip);
}

/* dom4(F, C) = "SigEd448" || F || |C| || C. */
static void hash_dom(qz_shake_ctx *h, int ph, const uint8_t *ctx, size_t ctx_len)
{
    static const char dom[] = "SigEd448";
    uint8_t fl[2] = {(uint8_t)ph, (uint8_t)ctx_len};

    qz_shake256_init(h);
    qz_shake_absorb(h, dom, sizeof dom - 1);
    qz_shake_absorb(h, fl, 2);
    if (ctx_len)
        qz_shake_absorb(h, ctx, ctx_len);
}

int qz_ed448_set_private_key(qz_ed448_private_key *key, void *ws, size_t ws_len,
                             const uint8_t *seed, size_t seed_len)
{
    qz_shake_ctx *h = ws;
    uint32_t *w = ws_words(ws, CTX_BYTES);
    uint8_t *d = (uint8_t *)(w + SW_TMP);
    int rc;

    if (key == NULL || ws == NULL || seed == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_ED448_WORKSPACE_BYTES)) != QZ_OK)
        return rc;
    if (seed_len != QZ_ED448_SEED_BYTES)
        return QZ_ERR_LENGTH;
    memcpy(key->seed, seed, 57);
    qz_shake256_init(h);
    qz_shake_absorb(h, key->seed, 57);
    qz_shake_squeeze(h, d, 114);
    memcpy(key->prefix, d + 57, 57);
    d[0] &= 0xfc;
    d[55] |= 0x80;
    memset(d + 56, 0, 114 - 56);
    qzi_sc448_reduce114(w + SW_S, d, w + SW_TMP + 29);
    for (unsigned i = 0; i < 56; i++)
        key->s[i] = (uint8_t)(w[SW_S + i / 4] >> (8 * (i % 4)));
    qzi_ge448_mul_base(w + SW_PT, w + SW_S, w + SW_TMP);
    rc = QZ_OK;
#if QZ_FAULT_CHECKS
    {
        uint32_t ok = qzi_ge448_valid(w + SW_PT, w + SW_TMP);

        qzi_ct_declassify(&ok, sizeof ok);
        if (!ok)
            rc = QZ_ERR_FAULT;
    }
#endif
    qzi_ge448_encode(key->pub, w + SW_PT, w + SW_TMP);
    qzi_wipe_stack(QZI_ED448_STACK_WIPE);
    qzi_wipe(ws, QZ_ED448_WORKSPACE_BYTES);
    if (rc != QZ_OK) {
        qzi_wipe(key, sizeof *key);
        return rc;
    }
    key->magic = QZ_ED448_PRIVATE_MAGIC;
    key->check = qzi_check_bytes(QZ_ED448_PRIVATE_MAGIC, key->pub, 57);
    return QZ_OK;
}

int qz_ed448_generate_key(qz_ed448_private_key *key, const qz_rng *rng, void *ws, size_t ws_len)
{
    uint8_t seed[57];
    int rc;

    if (key == NULL || rng == NULL || ws == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_ED448_WORKSPACE_BYTES)) != QZ_OK)
        return rc;
    rc = qz_rng_fill(rng, seed, sizeof seed);
    if (rc == QZ_OK)
        rc = qz_ed448_set_private_key(key, ws, ws_len, seed, sizeof seed);
    else
        qz_ed448_wipe_private_key(key);
    qzi_wipe(seed, sizeof seed);
    return rc;
}

static int priv_ok(const qz_ed448_private_key *key)
{
    return key->magic == QZ_ED448_PRIVATE_MAGIC &&
                   key->check == qzi_check_bytes(QZ_ED448_PRIVATE_MAGIC, key->pub, 57)
               ? QZ_OK
               : QZ_ERR_KEY;
}

int qz_ed448_get_private_key(const qz_ed448_private_key *key, uint8_t *seed, size_t seed_len)
{
    int rc;

    if (key == NULL || seed == NULL)
        return QZ_ERR_NULL;
    if ((rc = priv_ok(key)) != QZ_OK)
        return rc;
    if (seed_len != QZ_ED448_SEED_BYTES)
        return QZ_ERR_LENGTH;
    memcpy(seed, key->seed, 57);
    return QZ_OK;
}

int qz_ed448_get_public_key(const qz_ed448_private_key *key, uint8_t *pub, size_t pub_len)
{
    int rc;

    if (key == NULL || pub == NULL)
        return QZ_ERR_NULL;
    if ((rc = priv_ok(key)) != QZ_OK)
        return rc;
    if (pub_len != QZ_ED448_PUBLIC_BYTES)
        return QZ_ERR_LENGTH;
    memcpy(pub, key->pub, 57);
    return QZ_OK;
}

void qz_ed448_wipe_private_key(qz_ed448_private_key *key)
{
    if (key != NULL)
        qzi_wipe(key, sizeof *key);
}

static uint32_t point_check(const qz_ed448_public_key *pub)
{
    return qzi_check_words(qzi_check_bytes(QZ_ED448_PUBLIC_MAGIC, pub->pub, 57), pub->point, 56);
}

int qz_ed448_set_public_key(qz_ed448_public_key *pub, void *ws, size_t ws_len,
                            const uint8_t *in, size_t in_len)
{
    int rc;

    if (pub == NULL || ws == NULL || in == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_ED448_WORKSPACE_BYTES)) != QZ_OK)
        return rc;
    if (in_len != QZ_ED448_PUBLIC_BYTES)
        return QZ_ERR_LENGTH;
    memset(pub, 0, sizeof *pub);
    if (!qzi_ge448_decode(pub->point, in, ws)) {
        memset(pub, 0, sizeof *pub);
        rc = QZ_ERR_ENCODING;
    } else {
        memcpy(pub->pub, in, 57);
        pub->magic = QZ_ED448_PUBLIC_MAGIC;
        pub->check = point_check(pub);
    }
    qzi_wipe(ws, QZ_ED448_WORKSPACE_BYTES);
    return rc;
}

static int pub_ok(const qz_ed448_public_key *pub)
{
    return pub->magic == QZ_ED448_PUBLIC_MAGIC && pub->check == point_check(pub) ? QZ_OK
                                                                               : QZ_ERR_KEY;
}

/* k = SHAKE256(dom4 || R || A || M, 114) mod L. */
static void hash_k(uint32_t k[14], qz_shake_ctx *h, int ph, const uint8_t *ctx, size_t ctx_len,
                   const uint8_t *R, const uint8_t *A, const uint8_t *msg, size_t msg_len,
                   uint8_t *d, uint32_t *tmp)
{
    hash_dom(h, ph, ctx, ctx_len);
    qz_shake_absorb(h, R, 57);
    qz_shake_absorb(h, A, 57);
    if (msg_len)
        qz_shake_absorb(h, msg, msg_len);
    qz_shake_squeeze(h, d, 114);
    qzi_sc448_reduce114(k, d, tmp);
}

static void sc_to_bytes(uint8_t out[57], const uint32_t a[14])
{
    for (unsigned i = 0; i < 56; i++)
        out[i] = (uint8_t)(a[i / 4] >> (8 * (i % 4)));
    out[56] = 0;
}

static int verify_core(const qz_ed448_public_key *pub, void *ws, int ph, const uint8_t *ctx,
                       size_t ctx_len, const uint8_t *msg, size_t msg_len, const uint8_t *sig);

static int sign_core(const qz_ed448_private_key *key, void *ws, uint8_t *sig, int ph,
                     const uint8_t *ctx, size_t ctx_len, const uint8_t *msg, size_t msg_len)
{
    qz_shake_ctx *h = ws;
    uint32_t *w = ws_words(ws, CTX_BYTES), *tmp = w + SW_TMP;
    uint8_t *d = (uint8_t *)tmp;
    int rc = QZ_OK;

    /* r = SHAKE256(dom4 || prefix || M, 114) mod L */
    hash_dom(h, ph, ctx, ctx_len);
    qz_shake_absorb(h, key->prefix, 57);
    if (msg_len)
        qz_shake_absorb(h, msg, msg_len);
    qz_shake_squeeze(h, d, 114);
    qzi_sc448_reduce114(w + SW_R, d, tmp + 29);
    qzi_ge448_mul_base(w + SW_PT, w + SW_R, tmp);
#if QZ_FAULT_CHECKS
    {
        uint32_t ok = qzi_ge448_valid(w + SW_PT, tmp);

        qzi_ct_declassify(&ok, sizeof ok);
        if (!ok)
            rc = QZ_ERR_FAULT;
    }
#endif
    qzi_ge448_encode(sig, w + SW_PT, tmp);
    hash_k(w + SW_K, h, ph, ctx, ctx_len, sig, key->pub, msg, msg_len, d, tmp + 29);
    for (unsigned i = 0; i < N; i++)
        w[SW_S + i] = (uint32_t)key->s[4 * i] | (uint32_t)key->s[4 * i + 1] << 8 |
                      (uint32_t)key->s[4 * i + 2] << 16 | (uint32_t)key->s[4 * i + 3] << 24;
    qzi_sc448_muladd(w + SW_SS, w + SW_K, w + SW_S, w + SW_R);
#if QZ_FAULT_CHECKS
    {
        uint32_t ok;

        qzi_sc448_muladd(tmp, w + SW_S, w + SW_K, w + SW_R);
        ok = qzi_bn_eq(tmp, w + SW_SS, N);
        qzi_ct_declassify(&ok, sizeof ok);
        if (!ok)
            rc = QZ_ERR_FAULT;
    }
#endif
    sc_to_bytes(sig + 57, w + SW_SS);
    qzi_wipe_stack(QZI_ED448_STACK_WIPE);
    qzi_wipe(ws, QZ_ED448_WORKSPACE_BYTES);
#if QZ_FAULT_CHECKS >= 2
    if (rc == QZ_OK) {
        qz_ed448_public_key pub;

        rc = qz_ed448_set_public_key(&pub, ws, QZ_ED448_WORKSPACE_BYTES, key->pub, 57);
        if (rc == QZ_OK)
            rc = verify_core(&pub, ws, ph, ctx, ctx_len, msg, msg_len, sig) == QZ_OK
                     ? QZ_OK
                     : QZ_ERR_FAULT;
        else
            rc = QZ_ERR_FAULT;
    }
#endif
    if (rc != QZ_OK)
        qzi_wipe(sig, 114);
    return rc;
}

static int verify_core(const qz_ed448_public_key *pub, void *ws, int ph, const uint8_t *ctx,
                       size_t ctx_len, const uint8_t *msg, size_t msg_len, const uint8_t *sig)
{
    qz_shake_ctx *h = ws;
    int8_t *nk = ws, *ns = nk + 448;
    uint32_t *w = ws_words(ws, 896), *tab = w + VW_TAB, *acc = w + VW_ACC;
    uint32_t *tmp = w + VW_TMP, *e = tmp + 56;
    uint8_t *d = (uint8_t *)(e + 42), renc[57];
    int started = 0;

    /* S < L (its 57th byte zero), then k */
    if (sig[113] != 0)
        return QZ_ERR_AUTH;
    for (unsigned i = 0; i < N; i++)
        w[VW_S + i] = (uint32_t)sig[57 + 4 * i] | (uint32_t)sig[58 + 4 * i] << 8 |
                      (uint32_t)sig[59 + 4 * i] << 16 | (uint32_t)sig[60 + 4 * i] << 24;
    if (!qzi_bn_lt(w + VW_S, qzi_ed448_l.m, N))
        return QZ_ERR_AUTH;
    hash_k(w + VW_K, h, ph, ctx, ctx_len, sig, pub->pub, msg, msg_len, d, tmp);
    qzi_bn_wnaf(nk, w + VW_K, 14, 4);
    qzi_bn_wnaf(ns, w + VW_S, 14, 5);
    /* A, 3A, 5A, 7A (cached) */
    qzi_ge448_to_cached(tab, pub->point);
    qzi_ge448_dbl(acc, pub->point, tmp);
    qzi_ge448_to_cached(tab + 168, acc); /* 2A, parked in the last slot */
    memcpy(acc, pub->point, 4 * 4 * N);
    for (int j = 1; j < 4; j++) {
        qzi_ge448_add_cached(acc, acc, tab + 168, 0, 1, tmp);
        if (j < 3)
            qzi_ge448_to_cached(tab + 56 * j, acc);
    }
    qzi_ge448_to_cached(tab + 168, acc);
    qzi_ge448_zero(acc);
    for (int i = 447; i >= 0; i--) {
        if (started) /* T only where an addition reads it */
            qzi_ge448_dbl_t(acc, acc, ns[i] != 0 || nk[i] != 0, tmp);
        if (ns[i] != 0) {
            int v = ns[i] < 0 ? -ns[i] : ns[i];

            memcpy(e, qzi_ed448_base_odd + 42 * (v >> 1), 4 * 42);
            if (ns[i] < 0) {
                static const uint32_t zero[14] = {0};

                qzi_fe448_sub(e, zero, e);
                qzi_fe448_sub(e + 2 * N, zero, e + 2 * N);
            }
            qzi_ge448_madd_t(acc, acc, e, nk[i] != 0, tmp);
            started = 1;
        }
        if (nk[i] != 0) {
            int v = nk[i] < 0 ? -nk[i] : nk[i];

            qzi_ge448_add_cached(acc, acc, tab + 56 * (v >> 1), nk[i] > 0, 0, tmp);
            started = 1;
        }
    }
    qzi_ge448_encode(renc, acc, tab);
    return qzi_ct_memeq(renc, sig, 57) ? QZ_OK : QZ_ERR_AUTH;
}

static int sign_args(const qz_ed448_private_key *key, const void *ws, size_t ws_len,
                     const uint8_t *sig, size_t sig_len, const uint8_t *ctx, size_t ctx_len,
                     const uint8_t *msg, size_t msg_len)
{
    int rc;

    if (key == NULL || ws == NULL || sig == NULL || (ctx == NULL && ctx_len) ||
        (msg == NULL && msg_len))
        return QZ_ERR_NULL;
    if ((rc = priv_ok(key)) != QZ_OK ||
        (rc = qzi_ws_ok(ws, ws_len, QZ_ED448_WORKSPACE_BYTES)) != QZ_OK)
        return rc;
    if (sig_len != QZ_ED448_SIG_BYTES || ctx_len > 255)
        return QZ_ERR_LENGTH;
    return QZ_OK;
}

static int verify_args(const qz_ed448_public_key *pub, const void *ws, size_t ws_len,
                       const uint8_t *ctx, size_t ctx_len, const uint8_t *msg, size_t msg_len,
                       const uint8_t *sig, size_t sig_len)
{
    int rc;

    if (pub == NULL || ws == NULL || sig == NULL || (ctx == NULL && ctx_len) ||
        (msg == NULL && msg_len))
        return QZ_ERR_NULL;
    if ((rc = pub_ok(pub)) != QZ_OK ||
        (rc = qzi_ws_ok(ws, ws_len, QZ_ED448_WORKSPACE_BYTES)) != QZ_OK)
        return rc;
    if (ctx_len > 255)
        return QZ_ERR_LENGTH;
    return sig_len == QZ_ED448_SIG_BYTES ? QZ_OK : QZ_ERR_AUTH;
}

static int verify_call(const qz_ed448_public_key *pub, void *ws, int ph, const uint8_t *ctx,
                       size_t ctx_len, const uint8_t *msg, size_t msg_len, const uint8_t *sig)
{
    int rc = verify_core(pub, ws, ph, ctx, ctx_len, msg, msg_len, sig);

    qzi_wipe(ws, QZ_ED448_WORKSPACE_BYTES);
    return rc;
}

int qz_ed448_sign(const qz_ed448_private_key *key, void *ws, size_t ws_len, uint8_t *sig,
                  size_t sig_len, const uint8_t *ctx, size_t ctx_len, const uint8_t *msg,
                  size_t msg_len)
{
    int rc = sign_args(key, ws, ws_len, sig, sig_len, ctx, ctx_len, msg, msg_len);

    return rc != QZ_OK ? rc : sign_core(key, ws, sig, 0, ctx, ctx_len, msg, msg_len);
}

int qz_ed448_verify(const qz_ed448_public_key *pub, void *ws, size_t ws_len, const uint8_t *ctx,
                    size_t ctx_len, const uint8_t *msg, size_t msg_len, const uint8_t *sig,
                    size_t sig_len)
{
    int rc = verify_args(pub, ws, ws_len, ctx, ctx_len, msg, msg_len, sig, sig_len);

    return rc != QZ_OK ? rc : verify_call(pub, ws, 0, ctx, ctx_len, msg, msg_len, sig);
}

int qz_ed448ph_sign_digest(const qz_ed448_private_key *key, void *ws, size_t ws_len,
                           uint8_t *sig, size_t sig_len, const uint8_t *ctx, size_t ctx_len,
                           const uint8_t *digest, size_t digest_len)
{
    int rc = sign_args(key, ws, ws_len, sig, sig_len, ctx, ctx_len, digest, digest_len);

    if (rc == QZ_OK && digest == NULL)
        rc = QZ_ERR_NULL;
    if (rc == QZ_OK && digest_len != QZ_ED448_DIGEST_BYTES)
        rc = QZ_ERR_LENGTH;
    return rc != QZ_OK ? rc : sign_core(key, ws, sig, 1, ctx, ctx_len, digest, 64);
}

int qz_ed448ph_sign(const qz_ed448_private_key *key, void *ws, size_t ws_len, uint8_t *sig,
                    size_t sig_len, const uint8_t *ctx, size_t ctx_len, const uint8_t *msg,
                    size_t msg_len)
{
    uint8_t dg[64];
    int rc = sign_args(key, ws, ws_len, sig, sig_len, ctx, ctx_len, msg, msg_len);

    if (rc != QZ_OK)
        return rc;
    qz_shake256(dg, 64, msg, msg_len);
    rc = sign_core(key, ws, sig, 1, ctx, ctx_len, dg, 64);
    qzi_wipe(dg, sizeof dg);
    return rc;
}

int qz_ed448ph_verify_digest(const qz_ed448_public_key *pub, void *ws, size_t ws_len,
                             const uint8_t *ctx, size_t ctx_len, const uint8_t *digest,
                             size_t digest_len, const uint8_t *sig, size_t sig_len)
{
    int rc = verify_args(pub, ws, ws_len, ctx, ctx_len, digest, digest_len, sig, sig_len);

    if (rc == QZ_OK && digest == NULL)
        rc = QZ_ERR_NULL;
    if (rc == QZ_OK && digest_len != QZ_ED448_DIGEST_BYTES)
        rc = QZ_ERR_LENGTH;
    return rc != QZ_OK ? rc : verify_call(pub, ws, 1, ctx, ctx_len, digest, 64, sig);
}

int qz_ed448ph_verify(const qz_ed448_public_key *pub, void *ws, size_t ws_len,
                      const uint8_t *ctx, size_t ctx_len, const uint8_t *msg, size_t msg_len,
                      const uint8_t *sig, size_t sig_len)
{
    uint8_t dg[64];
    int rc = verify_args(pub, ws, ws_len, ctx, ctx_len, msg, msg_len, sig, sig_len);

    if (rc != QZ_OK)
        return rc;
    qz_shake256(dg, 64, msg, msg_len);
    return verify_call(pub, ws, 1, ctx, ctx_len, dg, 64, sig);
}

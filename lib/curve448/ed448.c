/*
 * Ed448 and Ed448ph (RFC 8032 section 5.2) over lib/curve448/ge448.c and
 * sc448.c: this curve's steps (SHAKE256 with dom4, the verification's
 * double-and-add) under lib/eddsa/eddsa.c's calls, which take this
 * curve's descriptor, as lib/curve25519/ed25519.c's.
 *
 * Workspace: the SHAKE256 context (212 bytes), then words. Signing: s, r,
 * k, S, the point R, then the scratch (digest and reduction, comb,
 * encoding). Verification: the two w-NAF digit strings (896 bytes, over
 * the context once k is hashed), then k, S, A's odd multiples (cached),
 * the accumulator, scratch, an entry and the digest.
 */
#include <stddef.h>
#include <string.h>

#include "curve448/ed448_internal.h"
#include "eddsa/eddsa.h"
#include "internal/ct.h"
#include "internal/isa.h"
#include "qzcrypt/config.h"
#include "qzcrypt/ed448.h"
#include "qzcrypt/sha3.h"

#define N QZI_FE448
/* The stack the kernels use below lib/eddsa/eddsa.c's key-setting and
 * signing frames, wiped once from there (their frames hold field values
 * and products; each step is one call from that frame, the hashes through
 * hash_sc, whose frame is the former hash_k's, and the seed's through
 * expand, shallower). Measured with a
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
 * Moving the calls to lib/eddsa/eddsa.c kept the depth below the wiping
 * frame (wipe cut to 4, painted stack, its sp from a --wrap of
 * qzi_wipe_stack): signing and set_private_key 256 bytes below it on the
 * M4, 680 on the M0+, as before. Re-measure when the frames change. */
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

/* dom4(F, C) = "SigEd448" || F || |C| || C, after the init. */
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

/* d = SHAKE256(seed, 114), its first half clamped. */
static void expand(void *hv, const uint8_t *seed, uint8_t *d)
{
    qz_shake_ctx *h = hv;

    qz_shake256_init(h);
    qz_shake_absorb(h, seed, 57);
    qz_shake_squeeze(h, d, 114);
    d[0] &= 0xfc;
    d[55] |= 0x80;
}

/* k = SHAKE256(dom4 || x || y || M, 114) mod L (y NULL for the nonce; M
 * or PH(M) given as msg). */
static void hash_sc(uint32_t *k, void *hv, int ph, const uint8_t *ctx, size_t ctx_len,
                    const uint8_t *x, const uint8_t *y, const uint8_t *msg, size_t msg_len,
                    uint8_t *d, uint32_t *tmp)
{
    qz_shake_ctx *h = hv;

    hash_dom(h, ph, ctx, ctx_len);
    qz_shake_absorb(h, x, 57);
    if (y != NULL)
        qz_shake_absorb(h, y, 57);
    if (msg_len)
        qz_shake_absorb(h, msg, msg_len);
    qz_shake_squeeze(h, d, 114);
    qzi_sc448_reduce114(k, d, tmp);
}

/* The decoding through this file (a host build's position-independent
 * code then needs no GOT entry for it). */
static int decode(uint32_t *P, const uint8_t *in, uint32_t *tmp)
{
    return qzi_ge448_decode(P, in, tmp);
}

static void prehash(uint8_t dg[64], const uint8_t *msg, size_t msg_len)
{
    qz_shake256(dg, 64, msg, msg_len);
}

/* The verification core: [S]B - [k]A by Straus over w-NAF digits, the
 * point operations called directly. */
static int verify_core(const void *pv, void *ws, int ph, const uint8_t *ctx, size_t ctx_len,
                       const uint8_t *msg, size_t msg_len, const uint8_t *sig)
{
    const qz_ed448_public_key *pub = pv;
    qz_shake_ctx *h = ws;
    int8_t *nk = ws, *ns = nk + 448;
    uint32_t *w = (uint32_t *)(void *)((uint8_t *)ws + 896), *tab = w + VW_TAB, *acc = w + VW_ACC;
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
    hash_sc(w + VW_K, h, ph, ctx, ctx_len, sig, pub->pub, msg, msg_len, d, tmp);
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

static const qzi_eddsa ed448 = {
    57, 4 * N, N, 4 * N, offsetof(qz_ed448_public_key, point), sizeof(qz_ed448_private_key),
    sizeof(qz_ed448_public_key), QZ_ED448_WORKSPACE_BYTES, CTX_BYTES, 0u,
    QZI_ED448_STACK_WIPE, QZ_ED448_PRIVATE_MAGIC, QZ_ED448_PUBLIC_MAGIC};

#if QZ_FAULT_CHECKS >= 2
#define RECHECK decode, verify_core
#else
#define RECHECK NULL, NULL
#endif
static const qzi_eddsa_steps steps = {hash_sc,
                                     qzi_sc448_reduce114,
                                     qzi_ge448_mul_base,
                                     qzi_ge448_valid,
                                     qzi_ge448_encode,
                                     qzi_sc448_muladd,
                                     RECHECK};

_Static_assert(SW_TMP == 4u * N + 4u * N, "ed448: the signing layout of lib/eddsa/eddsa.h");
_Static_assert(offsetof(qz_ed448_private_key, seed) == 8 &&
                   offsetof(qz_ed448_private_key, s) == 8 + 57 &&
                   offsetof(qz_ed448_private_key, prefix) == 8 + 57 + 56 &&
                   offsetof(qz_ed448_private_key, pub) == 8 + 2 * 57 + 56 &&
                   offsetof(qz_ed448_public_key, pub) == 8 &&
                   sizeof(qz_ed448_public_key) <= QZI_EDDSA_PUB_MAX &&
                   QZ_ED448_SEED_BYTES == 57 && QZ_ED448_PUBLIC_BYTES == 57 &&
                   QZ_ED448_SIG_BYTES == 114 && QZ_ED448_DIGEST_BYTES == 64,
               "qz_ed448 key objects: the layout of lib/eddsa/eddsa.h");

int qz_ed448_set_private_key(qz_ed448_private_key *key, void *ws, size_t ws_len,
                             const uint8_t *seed, size_t seed_len)
{
    return qzi_eddsa_set_private_key(&ed448, &steps, expand, key, ws, ws_len, seed, seed_len);
}

int qz_ed448_generate_key(qz_ed448_private_key *key, const qz_rng *rng, void *ws, size_t ws_len)
{
    return qzi_eddsa_generate_key(&ed448, &steps, expand, key, rng, ws, ws_len);
}

int qz_ed448_get_private_key(const qz_ed448_private_key *key, uint8_t *seed, size_t seed_len)
{
    return qzi_eddsa_get(&ed448, key, 0, seed, seed_len);
}

int qz_ed448_get_public_key(const qz_ed448_private_key *key, uint8_t *pub, size_t pub_len)
{
    return qzi_eddsa_get(&ed448, key, 1, pub, pub_len);
}

void qz_ed448_wipe_private_key(qz_ed448_private_key *key)
{
    if (key != NULL)
        qzi_wipe(key, sizeof *key);
}

int qz_ed448_set_public_key(qz_ed448_public_key *pub, void *ws, size_t ws_len,
                            const uint8_t *in, size_t in_len)
{
    return qzi_eddsa_set_public_key(&ed448, decode, pub, ws, ws_len, in, in_len);
}

int qz_ed448_sign(const qz_ed448_private_key *key, void *ws, size_t ws_len, uint8_t *sig,
                  size_t sig_len, const uint8_t *ctx, size_t ctx_len, const uint8_t *msg,
                  size_t msg_len)
{
    return qzi_eddsa_sign(&ed448, &steps, key, ws, ws_len, sig, sig_len, 0, ctx, ctx_len, 0, msg,
                          msg_len);
}

int qz_ed448_verify(const qz_ed448_public_key *pub, void *ws, size_t ws_len, const uint8_t *ctx,
                    size_t ctx_len, const uint8_t *msg, size_t msg_len, const uint8_t *sig,
                    size_t sig_len)
{
    return qzi_eddsa_verify(&ed448, verify_core, pub, ws, ws_len, 0, ctx, ctx_len, 0, msg,
                            msg_len, sig, sig_len);
}

int qz_ed448ph_sign_digest(const qz_ed448_private_key *key, void *ws, size_t ws_len,
                           uint8_t *sig, size_t sig_len, const uint8_t *ctx, size_t ctx_len,
                           const uint8_t *digest, size_t digest_len)
{
    return qzi_eddsa_sign_digest(&ed448, &steps, key, ws, ws_len, sig, sig_len, ctx, ctx_len,
                                 digest, digest_len);
}

int qz_ed448ph_sign(const qz_ed448_private_key *key, void *ws, size_t ws_len, uint8_t *sig,
                    size_t sig_len, const uint8_t *ctx, size_t ctx_len, const uint8_t *msg,
                    size_t msg_len)
{
    return qzi_eddsa_sign_prehash(&ed448, &steps, prehash, key, ws, ws_len, sig, sig_len, ctx,
                                  ctx_len, msg, msg_len);
}

int qz_ed448ph_verify_digest(const qz_ed448_public_key *pub, void *ws, size_t ws_len,
                             const uint8_t *ctx, size_t ctx_len, const uint8_t *digest,
                             size_t digest_len, const uint8_t *sig, size_t sig_len)
{
    return qzi_eddsa_verify_digest(&ed448, verify_core, pub, ws, ws_len, ctx, ctx_len, digest,
                                   digest_len, sig, sig_len);
}

int qz_ed448ph_verify(const qz_ed448_public_key *pub, void *ws, size_t ws_len,
                      const uint8_t *ctx, size_t ctx_len, const uint8_t *msg, size_t msg_len,
                      const uint8_t *sig, size_t sig_len)
{
    return qzi_eddsa_verify_prehash(&ed448, verify_core, prehash, pub, ws, ws_len, ctx, ctx_len,
                                    msg, msg_len, sig, sig_len);
}

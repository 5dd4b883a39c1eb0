/*
 * Ed25519, Ed25519ctx and Ed25519ph (RFC 8032 section 5.1) over
 * lib/curve25519/ge.c and sc.c: this curve's steps (SHA-512 with dom2,
 * the verification's double-and-add) under lib/eddsa/eddsa.c's calls,
 * which take this curve's descriptor.
 *
 * Workspace: a SHA-512 context at the first 8-byte boundary (4 bytes of
 * slack), then words. Signing (lib/eddsa/eddsa.h): s, r, k, S, the point
 * R, and the comb's scratch (which the digest, the encoding and the
 * checks reuse). Verification: the context, then (after k is hashed) the
 * two wNAF digit strings over it, the odd multiples of A (cached form),
 * the accumulator and scratch.
 */
#include <stddef.h>
#include <string.h>

#include "curve25519/ed25519_internal.h"
#include "eddsa/eddsa.h"
#include "internal/ct.h"
#include "internal/isa.h"
#include "qzcrypt/config.h"
#include "qzcrypt/ed25519.h"
#include "qzcrypt/sha2.h"

/* The stack the kernels use below lib/eddsa/eddsa.c's key-setting and
 * signing frames, wiped once from there (their frames hold field values
 * and products; each step is one call from that frame, the hashes through
 * hash_sc, whose frame is the former hash_k's, and the seed's through
 * expand, shallower). Measured with a
 * painted stack (set_private_key and every signing call with the wipe cut
 * to 4 bytes: the deepest written byte; with it at 1000: where the wipe's
 * area starts; gcc 12.2 -O2, 2026-12-03): the area must reach 380 bytes
 * below qzi_wipe_stack's saved registers with the armv7em kernels (M4 and
 * M33), 480 with armv6m (M0+), 472 with the generic kernels on the M4 and
 * 540 on the M0+ (set_private_key goes less deep: 284, 448, 376, 508).
 * Ed25519ph over a message goes deeper (the message's SHA-512, before
 * signing: public data in frames that the hash kernels clean). Each size
 * n makes an area of (n & ~3) + 4 bytes, a multiple of 8 (no padding
 * word left unwiped), 28 to 36 to spare. Moving the calls to
 * lib/eddsa/eddsa.c kept the depth below the wiping frame (wipe cut to 4,
 * painted stack, its sp from a --wrap of qzi_wipe_stack): signing 392
 * bytes below it on the M4, 480 on the M0+, as before; set_private_key
 * 312 and 464 (was 296 and 448: expand's frame), still under signing's.
 * Re-measure when the frames change. */
#if QZ_KERNEL_BIGNUM == QZ_ISA_ARMV7EM
#define QZI_ED25519_STACK_WIPE 404u
#elif QZ_KERNEL_BIGNUM == QZ_ISA_ARMV6M
#define QZI_ED25519_STACK_WIPE 508u
#else
#define QZI_ED25519_STACK_WIPE QZI_KERNEL_FRAME(572u, 500u)
#endif

/* Signing: the context (208 bytes), then words (lib/eddsa/eddsa.h). */
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

/* d = SHA-512(seed), its first half clamped. */
static void expand(void *hv, const uint8_t *seed, uint8_t *d)
{
    qz_sha512_ctx *h = hv;

    qz_sha512_init(h);
    qz_sha512_update(h, seed, 32);
    qz_sha512_final(h, d);
    d[0] &= 248;
    d[31] = (uint8_t)((d[31] & 127) | 64);
}

/* k = SHA-512(dom || x || y || M) mod L (y NULL for the nonce; M or
 * PH(M) given as msg). */
static void hash_sc(uint32_t *k, void *hv, int ph, const uint8_t *ctx, size_t ctx_len,
                    const uint8_t *x, const uint8_t *y, const uint8_t *msg, size_t msg_len,
                    uint8_t *d, uint32_t *tmp)
{
    qz_sha512_ctx *h = hv;

    qz_sha512_init(h);
    hash_dom(h, ph, ctx, ctx_len);
    qz_sha512_update(h, x, 32);
    if (y != NULL)
        qz_sha512_update(h, y, 32);
    if (msg_len)
        qz_sha512_update(h, msg, msg_len);
    qz_sha512_final(h, d);
    qzi_sc25519_reduce64(k, d, tmp);
}

/* The decoding through this file (a host build's position-independent
 * code then needs no GOT entry for it). */
static int decode(uint32_t *P, const uint8_t *in, uint32_t *tmp)
{
    return qzi_ge25519_decode(P, in, tmp);
}

static void prehash(uint8_t dg[64], const uint8_t *msg, size_t msg_len)
{
    qz_sha512(dg, msg, msg_len);
}

/* The verification core: [S]B - [k]A by Straus over w-NAF digits, the
 * point operations called directly. */
static int verify_core(const void *pv, void *ws, int ph, const uint8_t *ctx, size_t ctx_len,
                       const uint8_t *msg, size_t msg_len, const uint8_t *sig)
{
    const qz_ed25519_public_key *pub = pv;
    qz_sha512_ctx *h = (qz_sha512_ctx *)(void *)((uint8_t *)ws + ((0u - (uintptr_t)ws) & 7u));
    int8_t *nk = (int8_t *)h, *ns = nk + 256;
    uint32_t *w = (uint32_t *)(void *)(ns + 256), *tab = w + VW_TAB, *acc = w + VW_ACC;
    uint32_t *tmp = w + VW_TMP, *e = tmp + 32;
    uint8_t *d = (uint8_t *)(e + 24), renc[32];
    int started = 0;

    /* S < L (canonical), then k */
    qzi_sc25519_from_bytes(w + VW_S, sig + 32);
    if (!qzi_bn_lt(w + VW_S, qzi_ed25519_l.m, 8))
        return QZ_ERR_AUTH;
    hash_sc(w + VW_K, h, ph, ctx, ctx_len, sig, pub->pub, msg, msg_len, d, tmp);
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

static const qzi_eddsa ed25519 = {
    32, 4 * 8, 8, 32, offsetof(qz_ed25519_public_key, point), sizeof(qz_ed25519_private_key),
    sizeof(qz_ed25519_public_key), QZ_ED25519_WORKSPACE_BYTES, sizeof(qz_sha512_ctx), 7u,
    QZI_ED25519_STACK_WIPE, QZ_ED25519_PRIVATE_MAGIC, QZ_ED25519_PUBLIC_MAGIC};

#if QZ_FAULT_CHECKS >= 2
#define RECHECK decode, verify_core
#else
#define RECHECK NULL, NULL
#endif
static const qzi_eddsa_steps steps = {hash_sc,
                                     qzi_sc25519_reduce64,
                                     qzi_ge25519_mul_base,
                                     qzi_ge25519_valid,
                                     qzi_ge25519_encode,
                                     qzi_sc25519_muladd,
                                     RECHECK};

_Static_assert(SW_TMP == 4u * 8u + 32u && sizeof(qz_sha512_ctx) % 8u == 0,
               "ed25519: the signing layout of lib/eddsa/eddsa.h");
_Static_assert(offsetof(qz_ed25519_private_key, seed) == 8 &&
                   offsetof(qz_ed25519_private_key, s) == 8 + 32 &&
                   offsetof(qz_ed25519_private_key, prefix) == 8 + 64 &&
                   offsetof(qz_ed25519_private_key, pub) == 8 + 96 &&
                   offsetof(qz_ed25519_public_key, pub) == 8 &&
                   offsetof(qz_ed25519_public_key, point) == 8 + 32 &&
                   sizeof(qz_ed25519_public_key) <= QZI_EDDSA_PUB_MAX &&
                   QZ_ED25519_SEED_BYTES == 32 && QZ_ED25519_PUBLIC_BYTES == 32 &&
                   QZ_ED25519_SIG_BYTES == 64 && QZ_ED25519_DIGEST_BYTES == 64,
               "qz_ed25519 key objects: the layout of lib/eddsa/eddsa.h");

int qz_ed25519_set_private_key(qz_ed25519_private_key *key, void *ws, size_t ws_len,
                               const uint8_t *seed, size_t seed_len)
{
    return qzi_eddsa_set_private_key(&ed25519, &steps, expand, key, ws, ws_len, seed, seed_len);
}

int qz_ed25519_generate_key(qz_ed25519_private_key *key, const qz_rng *rng, void *ws,
                            size_t ws_len)
{
    return qzi_eddsa_generate_key(&ed25519, &steps, expand, key, rng, ws, ws_len);
}

int qz_ed25519_get_private_key(const qz_ed25519_private_key *key, uint8_t *seed,
                               size_t seed_len)
{
    return qzi_eddsa_get(&ed25519, key, 0, seed, seed_len);
}

int qz_ed25519_get_public_key(const qz_ed25519_private_key *key, uint8_t *pub, size_t pub_len)
{
    return qzi_eddsa_get(&ed25519, key, 1, pub, pub_len);
}

void qz_ed25519_wipe_private_key(qz_ed25519_private_key *key)
{
    if (key != NULL)
        qzi_wipe(key, sizeof *key);
}

int qz_ed25519_set_public_key(qz_ed25519_public_key *pub, void *ws, size_t ws_len,
                              const uint8_t *in, size_t in_len)
{
    return qzi_eddsa_set_public_key(&ed25519, decode, pub, ws, ws_len, in, in_len);
}

int qz_ed25519_sign(const qz_ed25519_private_key *key, void *ws, size_t ws_len, uint8_t *sig,
                    size_t sig_len, const uint8_t *msg, size_t msg_len)
{
    return qzi_eddsa_sign(&ed25519, &steps, key, ws, ws_len, sig, sig_len, -1, NULL, 0, 0, msg,
                          msg_len);
}

int qz_ed25519_verify(const qz_ed25519_public_key *pub, void *ws, size_t ws_len,
                      const uint8_t *msg, size_t msg_len, const uint8_t *sig, size_t sig_len)
{
    return qzi_eddsa_verify(&ed25519, verify_core, pub, ws, ws_len, -1, NULL, 0, 0, msg, msg_len,
                            sig, sig_len);
}

int qz_ed25519ctx_sign(const qz_ed25519_private_key *key, void *ws, size_t ws_len,
                       uint8_t *sig, size_t sig_len, const uint8_t *ctx, size_t ctx_len,
                       const uint8_t *msg, size_t msg_len)
{
    return qzi_eddsa_sign(&ed25519, &steps, key, ws, ws_len, sig, sig_len, 0, ctx, ctx_len, 1,
                          msg, msg_len);
}

int qz_ed25519ctx_verify(const qz_ed25519_public_key *pub, void *ws, size_t ws_len,
                         const uint8_t *ctx, size_t ctx_len, const uint8_t *msg,
                         size_t msg_len, const uint8_t *sig, size_t sig_len)
{
    return qzi_eddsa_verify(&ed25519, verify_core, pub, ws, ws_len, 0, ctx, ctx_len, 1, msg,
                            msg_len, sig, sig_len);
}

int qz_ed25519ph_sign_digest(const qz_ed25519_private_key *key, void *ws, size_t ws_len,
                             uint8_t *sig, size_t sig_len, const uint8_t *ctx, size_t ctx_len,
                             const uint8_t *digest, size_t digest_len)
{
    return qzi_eddsa_sign_digest(&ed25519, &steps, key, ws, ws_len, sig, sig_len, ctx, ctx_len,
                                 digest, digest_len);
}

int qz_ed25519ph_sign(const qz_ed25519_private_key *key, void *ws, size_t ws_len, uint8_t *sig,
                      size_t sig_len, const uint8_t *ctx, size_t ctx_len, const uint8_t *msg,
                      size_t msg_len)
{
    return qzi_eddsa_sign_prehash(&ed25519, &steps, prehash, key, ws, ws_len, sig, sig_len, ctx,
                                  ctx_len, msg, msg_len);
}

int qz_ed25519ph_verify_digest(const qz_ed25519_public_key *pub, void *ws, size_t ws_len,
                               const uint8_t *ctx, size_t ctx_len, const uint8_t *digest,
                               size_t digest_len, const uint8_t *sig, size_t sig_len)
{
    return qzi_eddsa_verify_digest(&ed25519, verify_core, pub, ws, ws_len, ctx, ctx_len, digest,
                                   digest_len, sig, sig_len);
}

int qz_ed25519ph_verify(const qz_ed25519_public_key *pub, void *ws, size_t ws_len,
                        const uint8_t *ctx, size_t ctx_len, const uint8_t *msg, size_t msg_len,
                        const uint8_t *sig, size_t sig_len)
{
    return qzi_eddsa_verify_prehash(&ed25519, verify_core, prehash, pub, ws, ws_len, ctx,
                                    ctx_len, msg, msg_len, sig, sig_len);
}

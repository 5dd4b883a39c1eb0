/*
 * The RFC 8032 calls shared by Ed25519 and Ed448 (lib/eddsa/eddsa.c):
 * argument checks, the key objects, the signing flow with its fault
 * checks and wipes, the verification wrapper. A curve is a descriptor of
 * sizes (qzi_eddsa) and its signing steps (qzi_eddsa_steps); its public
 * calls (lib/curve25519/ed25519.c, lib/curve448/ed448.c) pass them and
 * their objects through.
 *
 * The steps are split so that an image holds only what its call needs
 * (doc/api.md, "Pay only for what you call"): the size descriptor has no
 * code, the signing steps no verifier (except the re-verification that
 * QZ_FAULT_CHECKS >= 2 asks for), and the seed's expansion, public-key
 * decoding and the verification core are passed by the calls that use
 * them (bench/report.py's purity gate and footprint baseline). The
 * verification core (its double-and-add loop) stays in the curve's file,
 * calling the point operations directly.
 *
 * Objects, for both curves (qzcrypt/ed25519.h, qzcrypt/ed448.h; each
 * curve asserts the layout), with B = bytes and C = sc_bytes:
 *   private key: { magic, check, seed[B], s[C], prefix[B], pub[B] }
 *   public key:  { magic, check, pub[B], point[pt_words] at pt_off }
 *
 * Signing workspace: the hash context at the first (ctx_align + 1)-byte
 * boundary, ctx_bytes long, then words: s, r, k, S (n each), the point R
 * (pt_words), then the scratch: the digest (2B bytes) and under it the
 * reduction's, the comb's, the encoding's and the checks' scratch.
 */
#ifndef QZ_EDDSA_EDDSA_H
#define QZ_EDDSA_EDDSA_H

#include <stddef.h>
#include <stdint.h>

#include "qzcrypt/rng.h"

/* The largest public key object (Ed448's): the re-verification's. */
#define QZI_EDDSA_PUB_MAX 292u

typedef struct qzi_eddsa {
    size_t bytes;      /* seed, prefix, encodings, half a signature: 32 or 57 */
    size_t sc_bytes;   /* s in the private key, S's significant bytes: 32 or 56 */
    size_t n;          /* words of a scalar mod L: 8 or 14 */
    size_t pt_words;   /* words of a point (extended coordinates): 32 or 56 */
    size_t pt_off;     /* the public key object's point, in bytes */
    size_t priv_size;  /* sizeof the private key object */
    size_t pub_size;   /* sizeof the public key object */
    size_t ws_bytes;   /* the public workspace size */
    size_t ctx_bytes;  /* the hash context's place in the workspace */
    uintptr_t ctx_align; /* the context's alignment less 1 */
    size_t stack_wipe; /* qzi_wipe_stack's bound after the curve work */
    uint32_t priv_magic, pub_magic;
} qzi_eddsa;

/* Point decoding: 1 and P set for a valid encoding, else 0; tmp: the
 * workspace as words. */
typedef int (*qzi_eddsa_decode_fn)(uint32_t *P, const uint8_t *in, uint32_t *tmp);
/* The verification core over a set public key object: QZ_OK or
 * QZ_ERR_AUTH; msg is PH(M) for Ed25519ph / Ed448ph; leaves the workspace
 * to the caller to wipe. */
typedef int (*qzi_eddsa_verify_fn)(const void *pub, void *ws, int ph, const uint8_t *ctx,
                                   size_t ctx_len, const uint8_t *msg, size_t msg_len,
                                   const uint8_t *sig);
/* d = H(seed) (2B bytes), its first half clamped (RFC 8032 5.1.5 and
 * 5.2.5); h: the hash context. */
typedef void (*qzi_eddsa_expand_fn)(void *h, const uint8_t *seed, uint8_t *d);
/* The pre-hash of Ed25519ph / Ed448ph: 64 bytes. */
typedef void (*qzi_eddsa_prehash_fn)(uint8_t dg[64], const uint8_t *msg, size_t msg_len);

typedef struct qzi_eddsa_steps {
    /* k = H(dom || x || y || msg) mod L (y may be NULL: the nonce's
     * H(dom || prefix || M)); d: 2B bytes of digest, tmp: the reduction's
     * scratch. ph is the curve's own flag (its dom2 / dom4). */
    void (*hash)(uint32_t *k, void *h, int ph, const uint8_t *ctx, size_t ctx_len,
                 const uint8_t *x, const uint8_t *y, const uint8_t *msg, size_t msg_len,
                 uint8_t *d, uint32_t *tmp);
    void (*reduce)(uint32_t *r, const uint8_t *d, uint32_t *tmp); /* 2B bytes mod L */
    void (*mul_base)(uint32_t *R, const uint32_t *s, uint32_t *tmp);
    uint32_t (*valid)(const uint32_t *P, uint32_t *tmp); /* on the curve */
    void (*encode)(uint8_t *out, const uint32_t *P, uint32_t *tmp);
    void (*muladd)(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *c);
    /* QZ_FAULT_CHECKS >= 2: the signature verified back; NULL otherwise. */
    qzi_eddsa_decode_fn decode;
    qzi_eddsa_verify_fn verify;
} qzi_eddsa_steps;

int qzi_eddsa_set_private_key(const qzi_eddsa *c, const qzi_eddsa_steps *st,
                              qzi_eddsa_expand_fn expand, void *key, void *ws, size_t ws_len,
                              const uint8_t *seed, size_t seed_len);
int qzi_eddsa_generate_key(const qzi_eddsa *c, const qzi_eddsa_steps *st,
                           qzi_eddsa_expand_fn expand, void *key, const qz_rng *rng, void *ws,
                           size_t ws_len);
/* The key's seed (pub = 0) or its public key (pub = 1). */
int qzi_eddsa_get(const qzi_eddsa *c, const void *key, int pub, uint8_t *out, size_t out_len);
int qzi_eddsa_set_public_key(const qzi_eddsa *c, qzi_eddsa_decode_fn decode, void *pub,
                             void *ws, size_t ws_len, const uint8_t *in, size_t in_len);

/* Signing of msg (ctx_min: 1 for Ed25519ctx), of a digest, and of a
 * message pre-hashed here (both with the curve's ph flag 1). */
int qzi_eddsa_sign(const qzi_eddsa *c, const qzi_eddsa_steps *st, const void *key, void *ws,
                   size_t ws_len, uint8_t *sig, size_t sig_len, int ph, const uint8_t *ctx,
                   size_t ctx_len, size_t ctx_min, const uint8_t *msg, size_t msg_len);
int qzi_eddsa_sign_digest(const qzi_eddsa *c, const qzi_eddsa_steps *st, const void *key,
                          void *ws, size_t ws_len, uint8_t *sig, size_t sig_len,
                          const uint8_t *ctx, size_t ctx_len, const uint8_t *digest,
                          size_t digest_len);
int qzi_eddsa_sign_prehash(const qzi_eddsa *c, const qzi_eddsa_steps *st,
                           qzi_eddsa_prehash_fn prehash, const void *key, void *ws,
                           size_t ws_len, uint8_t *sig, size_t sig_len, const uint8_t *ctx,
                           size_t ctx_len, const uint8_t *msg, size_t msg_len);

int qzi_eddsa_verify(const qzi_eddsa *c, qzi_eddsa_verify_fn core, const void *pub, void *ws,
                     size_t ws_len, int ph, const uint8_t *ctx, size_t ctx_len, size_t ctx_min,
                     const uint8_t *msg, size_t msg_len, const uint8_t *sig, size_t sig_len);
int qzi_eddsa_verify_digest(const qzi_eddsa *c, qzi_eddsa_verify_fn core, const void *pub,
                            void *ws, size_t ws_len, const uint8_t *ctx, size_t ctx_len,
                            const uint8_t *digest, size_t digest_len, const uint8_t *sig,
                            size_t sig_len);
int qzi_eddsa_verify_prehash(const qzi_eddsa *c, qzi_eddsa_verify_fn core,
                             qzi_eddsa_prehash_fn prehash, const void *pub, void *ws,
                             size_t ws_len, const uint8_t *ctx, size_t ctx_len,
                             const uint8_t *msg, size_t msg_len, const uint8_t *sig,
                             size_t sig_len);

#endif /* QZ_EDDSA_EDDSA_H */

/*
 * ECDSA inside the library: the signing core and its nonce sources.
 * Each public signing call names its nonce source, so that an image links
 * HMAC only when it signs with RFC 6979 nonces.
 */
#ifndef QZ_EC_ECDSA_INTERNAL_H
#define QZ_EC_ECDSA_INTERNAL_H

#include "ec/ec_internal.h"
#include "qzcrypt/ecdsa.h"
#include "qzcrypt/hash.h"

/* A nonce source: writes a candidate k in [1, n - 1] (n limbs) and
 * returns QZ_OK, or an error. attempt counts the candidates this
 * signature already refused (r or s zero), 0 for the first. */
typedef int (*qzi_nonce_fn)(void *src, const qzi_curve *c, uint32_t *k, unsigned attempt);

/* RFC 6979 3.2 HMAC_DRBG state, in the workspace: HMAC is computed over
 * the generic hash context with the key blocks formed on the fly, so the
 * state holds one hash context, not HMAC's three (about 480 bytes instead
 * of 780). */
typedef struct {
    qz_hash_ctx hash;
    /* K, as bytes and as words (the key blocks are formed a word at a
     * time: every digest length is a multiple of 4) */
    union {
        uint8_t K[QZ_HASH_MAX_DIGEST_BYTES];
        uint32_t Kw[QZ_HASH_MAX_DIGEST_BYTES / 4];
    };
    uint8_t V[QZ_HASH_MAX_DIGEST_BYTES];
    /* int2octets(x), bits2octets(h1); then T; HMAC's inner digest when K
     * is the output (rfc6979.c) */
    uint8_t buf[QZ_EC_BYTES(521)];
} qzi_rfc6979_state;

/* An RFC 6979 nonce source: the private scalar, the reduced digest e, the
 * hash, the extra input of 3.6 (extra_len 0: none) and where the state
 * goes. Each call replays the generator from its seed and returns the
 * candidate after `attempt` refused ones, so that the state may share the
 * workspace with the scalar multiplication. */
typedef struct {
    const uint32_t *d, *e;
    qz_hash_id hash;
    const uint8_t *extra;
    size_t extra_len;
    qzi_rfc6979_state *st;
} qzi_rfc6979;

int qzi_rfc6979_nonce(void *src, const qzi_curve *c, uint32_t *k, unsigned attempt);

/* FIPS 186-5 A.3.2 nonce from a qz_rng (src is the rng). */
int qzi_ecdsa_random_nonce(void *src, const qzi_curve *c, uint32_t *k, unsigned attempt);

/* Workspace of a signature, in fe: e, k, the hedged extra input (2 fe),
 * then an area the steps of an attempt take in turn:
 *  - the nonce source's state (8-byte aligned);
 *  - the product R (3 fe) and the multiplication's workspace;
 *  - R, then its affine x, y and the conversion's scratch;
 *  - r, s, t (where R was), x, y and the scalar arithmetic's scratch.
 * QZ_ECDSA_SIGN_WORKSPACE_BYTES (qzcrypt/ecdsa.h) covers it (checked in
 * ecdsa.c). */
#define QZI_SIGN_E 0u
#define QZI_SIGN_K 1u
#define QZI_SIGN_EXTRA 2u
#define QZI_SIGN_AREA 4u
#define QZI_SIGN_POINT QZI_SIGN_AREA
#define QZI_SIGN_MUL (QZI_SIGN_AREA + 3u)
#define QZI_SIGN_R QZI_SIGN_AREA
#define QZI_SIGN_S (QZI_SIGN_AREA + 1u)
#define QZI_SIGN_T (QZI_SIGN_AREA + 2u)
#define QZI_SIGN_X (QZI_SIGN_AREA + 3u)
#define QZI_SIGN_Y (QZI_SIGN_AREA + 4u)
#define QZI_SIGN_TMP (QZI_SIGN_AREA + 5u)
#define QZI_SIGN_AREA_FE                                                                      \
    QZI_MAX(3u + QZI_EC_MUL_G_WS, QZI_MAX(5u + QZI_EC_AFFINE_TMP, 6u + QZI_FE_INV_TMP))

/* The signature of ws[QZI_SIGN_E] (< n) with key, the nonce from
 * `nonce`; writes r || s to sig (2 bytes) on success, zeroes it on error.
 * Wipes the workspace. */
int qzi_ecdsa_sign_core(const qz_ec_private_key *key, uint32_t *ws, uint8_t *sig,
                        qzi_nonce_fn nonce, void *src);

/* e = bits2int(digest) mod n (n limbs). */
void qzi_ecdsa_digest_to_e(const qzi_curve *c, uint32_t *e, const uint8_t *digest,
                           size_t digest_len);

/* Verify r || s over e with (qx, qy) plain: QZ_OK or QZ_ERR_AUTH. ws:
 * QZI_WS_VERIFY fe. */
int qzi_ecdsa_verify_core(const qzi_curve *c, const uint32_t *qx, const uint32_t *qy,
                          uint32_t *ws, const uint32_t *e, const uint8_t *sig);

#endif /* QZ_EC_ECDSA_INTERNAL_H */

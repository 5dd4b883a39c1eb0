/*
 * Ed448 (RFC 8032 section 5.2): Ed448 and Ed448ph, with contexts.
 *
 * As qzcrypt/ed25519.h: a private key object holds the 57-byte seed, its
 * expansion (s, the prefix) and the public key; a public key object holds
 * A's 57 bytes and the decoded point (QZ_ERR_ENCODING for an encoding
 * that is not a point: y >= p, no square root, x = 0 with the sign bit
 * set, or a nonzero low bit of the last byte). Both variants take a
 * context of 0 to 255 bytes; Ed448ph signs SHAKE256(M, 64), the _digest
 * calls taking those 64 bytes for streaming.
 *
 * Verification is strict: S < L, R must be the canonical encoding of a
 * point (it is compared with the re-encoded [S]B - [k]A), the equation
 * without the cofactor 4, as RFC 8032's reference code (OpenSSL 3.0's
 * Ed448 checks it only up to the 4-torsion and refuses keys of small
 * order: the two differ only where A or R is not of order L, see
 * fuzz/fuzz_ed448_verify.c); small-order points are not refused;
 * variable time (public inputs). Signing is constant time in the key;
 * QZ_FAULT_CHECKS: R on the curve and S recomputed (1), full
 * verification (2); a failed check is QZ_ERR_FAULT with the signature
 * zeroed.
 *
 * Working memory: the caller's workspace of QZ_ED448_WORKSPACE_BYTES,
 * 4-byte aligned (else QZ_ERR_NULL; smaller is QZ_ERR_LENGTH), wiped
 * before each call returns. Errors as in qzcrypt/ed25519.h.
 */
#ifndef QZCRYPT_ED448_H
#define QZCRYPT_ED448_H

#include "qzcrypt/common.h"
#include "qzcrypt/rng.h"

#ifdef __cplusplus
extern "C" {
#endif

#define QZ_ED448_SEED_BYTES 57u
#define QZ_ED448_PUBLIC_BYTES 57u
#define QZ_ED448_SIG_BYTES 114u
#define QZ_ED448_DIGEST_BYTES 64u /* Ed448ph's SHAKE256 output */
/** The workspace of every Ed448 call. */
#define QZ_ED448_WORKSPACE_BYTES 2688u

#define QZ_ED448_PRIVATE_MAGIC 0x65643434u
#define QZ_ED448_PUBLIC_MAGIC 0x45443434u

/** A private key. Treat the fields as private. */
typedef struct qz_ed448_private_key {
    uint32_t magic; /* QZ_ED448_PRIVATE_MAGIC when set, 0 when wiped */
    uint32_t check; /* bound to pub */
    uint8_t seed[57], s[56], prefix[57], pub[57];
} qz_ed448_private_key;

/** A public key: A's encoding and the point (extended coordinates). */
typedef struct qz_ed448_public_key {
    uint32_t magic; /* QZ_ED448_PUBLIC_MAGIC when set */
    uint32_t check; /* bound to pub and the point */
    uint8_t pub[57];
    uint32_t point[56];
} qz_ed448_public_key;

/** Set key from a 57-byte seed (RFC 8032's private key). */
QZ_OUT(2, 3) QZ_IN(4, 5)
int qz_ed448_set_private_key(qz_ed448_private_key *key, void *ws, size_t ws_len,
                             const uint8_t *seed, size_t seed_len);
/** A new key from 57 bytes of rng (QZ_ERR_RNG if it fails; key wiped). */
QZ_OUT(3, 4)
int qz_ed448_generate_key(qz_ed448_private_key *key, const qz_rng *rng, void *ws,
                          size_t ws_len);
/** The seed, as set. */
QZ_OUT(2, 3)
int qz_ed448_get_private_key(const qz_ed448_private_key *key, uint8_t *seed, size_t seed_len);
/** The public key's 57 bytes. */
QZ_OUT(2, 3)
int qz_ed448_get_public_key(const qz_ed448_private_key *key, uint8_t *pub, size_t pub_len);
/** Wipe the key object. */
void qz_ed448_wipe_private_key(qz_ed448_private_key *key);
/** Set a public key object from 57 bytes (QZ_ERR_ENCODING if not a point;
 *  the object is then zeroed). */
QZ_OUT(2, 3) QZ_IN(4, 5)
int qz_ed448_set_public_key(qz_ed448_public_key *pub, void *ws, size_t ws_len,
                            const uint8_t *in, size_t in_len);

/** Ed448: sig (114 bytes) over msg with a context of 0 to 255 bytes. */
QZ_OUT(2, 3) QZ_OUT(4, 5) QZ_IN(6, 7) QZ_IN(8, 9)
int qz_ed448_sign(const qz_ed448_private_key *key, void *ws, size_t ws_len, uint8_t *sig,
                  size_t sig_len, const uint8_t *ctx, size_t ctx_len, const uint8_t *msg,
                  size_t msg_len);
/** QZ_OK if sig is a valid Ed448 signature of msg, else QZ_ERR_AUTH. */
QZ_OUT(2, 3) QZ_IN(4, 5) QZ_IN(6, 7) QZ_IN(8, 9)
int qz_ed448_verify(const qz_ed448_public_key *pub, void *ws, size_t ws_len, const uint8_t *ctx,
                    size_t ctx_len, const uint8_t *msg, size_t msg_len, const uint8_t *sig,
                    size_t sig_len);
/** Ed448ph over the message (hashed here) or its 64-byte SHAKE256 digest. */
QZ_OUT(2, 3) QZ_OUT(4, 5) QZ_IN(6, 7) QZ_IN(8, 9)
int qz_ed448ph_sign(const qz_ed448_private_key *key, void *ws, size_t ws_len, uint8_t *sig,
                    size_t sig_len, const uint8_t *ctx, size_t ctx_len, const uint8_t *msg,
                    size_t msg_len);
QZ_OUT(2, 3) QZ_OUT(4, 5) QZ_IN(6, 7) QZ_IN(8, 9)
int qz_ed448ph_sign_digest(const qz_ed448_private_key *key, void *ws, size_t ws_len,
                           uint8_t *sig, size_t sig_len, const uint8_t *ctx, size_t ctx_len,
                           const uint8_t *digest, size_t digest_len);
QZ_OUT(2, 3) QZ_IN(4, 5) QZ_IN(6, 7) QZ_IN(8, 9)
int qz_ed448ph_verify(const qz_ed448_public_key *pub, void *ws, size_t ws_len,
                      const uint8_t *ctx, size_t ctx_len, const uint8_t *msg, size_t msg_len,
                      const uint8_t *sig, size_t sig_len);
QZ_OUT(2, 3) QZ_IN(4, 5) QZ_IN(6, 7) QZ_IN(8, 9)
int qz_ed448ph_verify_digest(const qz_ed448_public_key *pub, void *ws, size_t ws_len,
                             const uint8_t *ctx, size_t ctx_len, const uint8_t *digest,
                             size_t digest_len, const uint8_t *sig, size_t sig_len);

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_ED448_H */

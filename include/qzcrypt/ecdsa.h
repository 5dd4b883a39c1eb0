/*
 * ECDSA (FIPS 186-5 section 6) on P-256, P-384 and P-521, with the keys of
 * qzcrypt/ec.h.
 *
 * Signatures are raw r || s, each QZ_EC_BYTES(bits) big-endian bytes
 * (QZ_ECDSA_SIG_BYTES(bits) in all); qz_ecdsa_sig_to_der and
 * qz_ecdsa_sig_from_der convert to and from the DER SEQUENCE of two
 * INTEGERs (SEC 1 C.5, RFC 3279 2.2.3).
 *
 * Nonces: three ways to draw the per-signature secret k.
 *  - qz_ecdsa_sign, qz_ecdsa_sign_digest: deterministic, RFC 6979, with
 *    HMAC over the signature's hash. The same key and message always give
 *    the same signature.
 *  - ..._hedged: RFC 6979 with extra randomness from a qz_rng mixed into
 *    the HMAC_DRBG seed (RFC 6979 3.6): a failing or predictable source
 *    still gives a deterministic-quality nonce, a good one defeats fault
 *    attacks that need two equal signatures.
 *  - qz_ecdsa_sign_digest_random: k uniform in [1, n-1] from the qz_rng
 *    alone (FIPS 186-5 A.3.2, rejection sampling).
 *
 * Digests: a digest longer than the curve's order is truncated to its
 * leftmost bits (FIPS 186-5 6.4.1 step 2); a shorter one is used whole.
 * The deterministic and hedged digest calls need digest_len to be the
 * hash's digest size (RFC 6979 uses that hash).
 *
 * Fault checks (QZ_FAULT_CHECKS, qzcrypt/config.h): the point kG is
 * checked on the curve and s is checked against its equation
 * s k = e + r d (mod n) with an independent computation before the
 * signature leaves; with QZ_FAULT_CHECKS = 2 the signature is also
 * verified with the key's public point. A failed check is QZ_ERR_FAULT
 * with sig zeroed.
 *
 * Errors, every function: those of qzcrypt/ec.h, QZ_ERR_ALG for a bad
 * hash descriptor, QZ_ERR_RNG for a failing qz_rng (sig zeroed), and for
 * verification QZ_ERR_AUTH for a signature that does not verify: r or s
 * out of [1, n-1] included, and a signature of the wrong length (it comes
 * from the sender: the one length exception to qzcrypt/ec.h's rule). Signing writes sig only on success (it is
 * zeroed on any error after the arguments were checked).
 */
#ifndef QZCRYPT_ECDSA_H
#define QZCRYPT_ECDSA_H

#include "qzcrypt/config.h"
#include "qzcrypt/ec.h"
#include "qzcrypt/hash.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Raw signature r || s of a curve of `bits` bits: 64, 96, 132 bytes. */
#define QZ_ECDSA_SIG_BYTES(bits) (2u * QZ_EC_BYTES(bits))
/** Largest DER signature of such a curve: SEQUENCE header (up to 3 bytes)
 *  and two INTEGERs of up to L + 1 content bytes with 2-byte headers. */
#define QZ_ECDSA_DER_MAX_BYTES(bits) (3u + 2u * (3u + QZ_EC_BYTES(bits)))

/** The workspace of the signing calls on a curve of `bits` bits: four
 *  field elements (e, k and the hedged extra input), then the larger of
 *  the RFC 6979 generator's state (one hash context, K, V and a scalar's
 *  bytes; 8-byte aligned) and 14 field elements
 *  (the product and its workspace, then the affine conversion and the
 *  scalar arithmetic). With QZ_FAULT_CHECKS = 2 signing also verifies:
 *  QZ_ECDSA_VERIFY_WORKSPACE_BYTES then. */
#define QZ_ECDSA_NONCE_STATE_BYTES                                                     \
    (((sizeof(qz_hash_ctx) + 2u * QZ_HASH_MAX_DIGEST_BYTES + QZ_EC_BYTES(521) + 7u) &      \
      ~(size_t)7u) + 8u)
#define QZ_ECDSA_SIGN_WORKSPACE_BYTES(bits)                                                  \
    (QZ_FAULT_CHECKS >= 2 ? QZ_ECDSA_VERIFY_WORKSPACE_BYTES(bits)                              \
     : 4u * QZ_EC_FE_BYTES(bits) +                                                             \
           (QZ_ECDSA_NONCE_STATE_BYTES > 14u * QZ_EC_FE_BYTES(bits)                            \
                ? QZ_ECDSA_NONCE_STATE_BYTES                                                   \
                : 14u * QZ_EC_FE_BYTES(bits)))
/** The workspace of the verifying calls on a curve of `bits` bits. */
#define QZ_ECDSA_VERIFY_WORKSPACE_BYTES(bits) (44u * QZ_EC_FE_BYTES(bits))

/** Sign msg, hashed with `hash`, with an RFC 6979 deterministic nonce. */
QZ_OUT(3, 4) QZ_OUT(5, 6) QZ_IN(7, 8)
int qz_ecdsa_sign(const qz_ec_private_key *key, qz_hash_id hash, void *ws, size_t ws_len,
                  uint8_t *sig, size_t sig_len, const uint8_t *msg, size_t msg_len);

/** Sign a digest computed with `hash` (digest_len its digest size), RFC
 *  6979 nonce. */
QZ_OUT(3, 4) QZ_OUT(5, 6) QZ_IN(7, 8)
int qz_ecdsa_sign_digest(const qz_ec_private_key *key, qz_hash_id hash, void *ws,
                         size_t ws_len, uint8_t *sig, size_t sig_len, const uint8_t *digest,
                         size_t digest_len);

/** Sign msg with a hedged nonce: RFC 6979 with QZ_EC_BYTES(bits) bytes
 *  from rng as its extra input (RFC 6979 3.6). */
QZ_OUT(4, 5) QZ_OUT(6, 7) QZ_IN(8, 9)
int qz_ecdsa_sign_hedged(const qz_ec_private_key *key, qz_hash_id hash, const qz_rng *rng,
                         void *ws, size_t ws_len, uint8_t *sig, size_t sig_len,
                         const uint8_t *msg, size_t msg_len);

/** Sign a digest of `hash` with a hedged nonce. */
QZ_OUT(4, 5) QZ_OUT(6, 7) QZ_IN(8, 9)
int qz_ecdsa_sign_digest_hedged(const qz_ec_private_key *key, qz_hash_id hash,
                                const qz_rng *rng, void *ws, size_t ws_len, uint8_t *sig,
                                size_t sig_len, const uint8_t *digest, size_t digest_len);

/** Sign a digest (1 to 64 bytes, any hash) with a nonce drawn from rng
 *  alone (FIPS 186-5 A.3.2). */
QZ_OUT(3, 4) QZ_OUT(5, 6) QZ_IN(7, 8)
int qz_ecdsa_sign_digest_random(const qz_ec_private_key *key, const qz_rng *rng, void *ws,
                                size_t ws_len, uint8_t *sig, size_t sig_len,
                                const uint8_t *digest, size_t digest_len);

/** Verify sig (raw r || s, exactly QZ_ECDSA_SIG_BYTES) over msg hashed
 *  with `hash`: QZ_OK or QZ_ERR_AUTH. Variable time (public inputs). */
QZ_OUT(3, 4) QZ_IN(5, 6) QZ_IN(7, 8)
int qz_ecdsa_verify(const qz_ec_public_key *pub, qz_hash_id hash, void *ws, size_t ws_len,
                    const uint8_t *msg, size_t msg_len, const uint8_t *sig, size_t sig_len);

/** Verify sig over a digest (1 to 64 bytes): QZ_OK or QZ_ERR_AUTH. */
QZ_OUT(2, 3) QZ_IN(4, 5) QZ_IN(6, 7)
int qz_ecdsa_verify_digest(const qz_ec_public_key *pub, void *ws, size_t ws_len,
                           const uint8_t *digest, size_t digest_len, const uint8_t *sig,
                           size_t sig_len);

/**
 * Encode a raw signature (sig_len = QZ_ECDSA_SIG_BYTES(bits)) as DER into
 * der (room der_room, QZ_ECDSA_DER_MAX_BYTES(bits) always suffices);
 * *der_len receives the length written. QZ_ERR_LENGTH if der_room is too
 * small (nothing written), QZ_ERR_ENCODING if r or s is zero.
 */
QZ_OUT(2, 3) QZ_IN(5, 6)
int qz_ecdsa_sig_to_der(qz_ec_curve_id curve, uint8_t *der, size_t der_room, size_t *der_len,
                        const uint8_t *sig, size_t sig_len);

/**
 * Decode a DER signature into raw r || s (sig_len = QZ_ECDSA_SIG_BYTES).
 * Strict: one SEQUENCE of exactly two INTEGERs, definite minimal lengths,
 * minimal positive integers (no leading zero byte unless the next byte
 * has its top bit set, no negative value), values in [1, n-1], no byte
 * after the SEQUENCE. Anything else is QZ_ERR_ENCODING, with sig zeroed.
 */
QZ_OUT(2, 3) QZ_IN(4, 5)
int qz_ecdsa_sig_from_der(qz_ec_curve_id curve, uint8_t *sig, size_t sig_len,
                          const uint8_t *der, size_t der_len);

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_ECDSA_H */

/*
 * Ed25519 (RFC 8032 section 5.1): pure Ed25519, Ed25519ctx and Ed25519ph.
 *
 * A private key object holds the 32-byte seed (RFC 8032's private key),
 * its expansion (the secret scalar s and the nonce prefix) and the public
 * key A, all computed when it is set. A public key object holds A's 32
 * bytes and the point they decode to: qz_ed25519_set_public_key refuses
 * an encoding that is not a point (y >= p, no square root, x = 0 with the
 * sign bit set) with QZ_ERR_ENCODING, so that verification does not
 * repeat the decoding.
 *
 * Verification (RFC 8032 5.1.7, strict): the signature is refused
 * (QZ_ERR_AUTH) when S >= L (non-canonical), when R is not the canonical
 * encoding of a point, and unless the encoding of [S]B - [k]A equals R
 * (the equation without the cofactor 8, as in RFC 8032's reference code
 * and OpenSSL: a signature accepted here is accepted by the cofactored
 * check too; honest signers produce signatures both accept). Points of
 * small order in A or R are not refused. Verification is variable time
 * (everything it handles is public).
 *
 * Signing is deterministic and constant time in the key (the fixed-base
 * comb reads every table entry); with QZ_FAULT_CHECKS (default 1) R is
 * checked to be on the curve and S recomputed by another route before the
 * signature is released; 2 also verifies the signature (about doubling
 * the time). A failed check is QZ_ERR_FAULT with the signature zeroed.
 *
 * Ed25519ctx takes a context of 1 to 255 bytes; Ed25519ph 0 to 255 and
 * the message's SHA-512 (the _digest calls take the 64-byte digest, so
 * that a long message can be hashed in pieces with qzcrypt/sha2.h).
 *
 * Working memory is the caller's workspace of QZ_ED25519_WORKSPACE_BYTES,
 * 4-byte aligned (else QZ_ERR_NULL; smaller is QZ_ERR_LENGTH), wiped
 * before each call returns. Errors, every function: QZ_ERR_NULL for a
 * NULL pointer (a NULL message or context with a zero length is allowed),
 * QZ_ERR_LENGTH for a key, signature, digest or context of the wrong
 * length, QZ_ERR_KEY for a key object that is not set (or was wiped or
 * damaged).
 */
#ifndef QZCRYPT_ED25519_H
#define QZCRYPT_ED25519_H

#include "qzcrypt/common.h"
#include "qzcrypt/rng.h"

#ifdef __cplusplus
extern "C" {
#endif

#define QZ_ED25519_SEED_BYTES 32u
#define QZ_ED25519_PUBLIC_BYTES 32u
#define QZ_ED25519_SIG_BYTES 64u
#define QZ_ED25519_DIGEST_BYTES 64u /* Ed25519ph's SHA-512 */
/** The workspace of every Ed25519 call. */
#define QZ_ED25519_WORKSPACE_BYTES 1536u

#define QZ_ED25519_PRIVATE_MAGIC 0x65643235u
#define QZ_ED25519_PUBLIC_MAGIC 0x45443235u

/** A private key. Treat the fields as private. */
typedef struct qz_ed25519_private_key {
    uint32_t magic; /* QZ_ED25519_PRIVATE_MAGIC when set, 0 when wiped */
    uint32_t check; /* bound to pub */
    uint8_t seed[32], s[32], prefix[32], pub[32];
} qz_ed25519_private_key;

/** A public key: A's encoding and the point (extended coordinates). */
typedef struct qz_ed25519_public_key {
    uint32_t magic; /* QZ_ED25519_PUBLIC_MAGIC when set */
    uint32_t check; /* bound to pub and the point */
    uint8_t pub[32];
    uint32_t point[32];
} qz_ed25519_public_key;

/** Set key from a 32-byte seed (RFC 8032's private key). */
QZ_OUT(2, 3) QZ_IN(4, 5)
int qz_ed25519_set_private_key(qz_ed25519_private_key *key, void *ws, size_t ws_len,
                               const uint8_t *seed, size_t seed_len);
/** A new key from 32 bytes of rng (QZ_ERR_RNG if it fails; key wiped). */
QZ_OUT(3, 4)
int qz_ed25519_generate_key(qz_ed25519_private_key *key, const qz_rng *rng, void *ws,
                            size_t ws_len);
/** The seed, as set. */
QZ_OUT(2, 3)
int qz_ed25519_get_private_key(const qz_ed25519_private_key *key, uint8_t *seed,
                               size_t seed_len);
/** The public key's 32 bytes. */
QZ_OUT(2, 3)
int qz_ed25519_get_public_key(const qz_ed25519_private_key *key, uint8_t *pub, size_t pub_len);
/** Wipe the key object. */
void qz_ed25519_wipe_private_key(qz_ed25519_private_key *key);
/** Set a public key object from 32 bytes (QZ_ERR_ENCODING if not a point;
 *  the object is then zeroed). */
QZ_OUT(2, 3) QZ_IN(4, 5)
int qz_ed25519_set_public_key(qz_ed25519_public_key *pub, void *ws, size_t ws_len,
                              const uint8_t *in, size_t in_len);

/** Ed25519: sig (64 bytes) over msg. */
QZ_OUT(2, 3) QZ_OUT(4, 5) QZ_IN(6, 7)
int qz_ed25519_sign(const qz_ed25519_private_key *key, void *ws, size_t ws_len, uint8_t *sig,
                    size_t sig_len, const uint8_t *msg, size_t msg_len);
/** QZ_OK if sig is a valid Ed25519 signature of msg, else QZ_ERR_AUTH. */
QZ_OUT(2, 3) QZ_IN(4, 5) QZ_IN(6, 7)
int qz_ed25519_verify(const qz_ed25519_public_key *pub, void *ws, size_t ws_len,
                      const uint8_t *msg, size_t msg_len, const uint8_t *sig, size_t sig_len);

/** Ed25519ctx (context of 1 to 255 bytes). */
QZ_OUT(2, 3) QZ_OUT(4, 5) QZ_IN(6, 7) QZ_IN(8, 9)
int qz_ed25519ctx_sign(const qz_ed25519_private_key *key, void *ws, size_t ws_len,
                       uint8_t *sig, size_t sig_len, const uint8_t *ctx, size_t ctx_len,
                       const uint8_t *msg, size_t msg_len);
QZ_OUT(2, 3) QZ_IN(4, 5) QZ_IN(6, 7) QZ_IN(8, 9)
int qz_ed25519ctx_verify(const qz_ed25519_public_key *pub, void *ws, size_t ws_len,
                         const uint8_t *ctx, size_t ctx_len, const uint8_t *msg,
                         size_t msg_len, const uint8_t *sig, size_t sig_len);

/** Ed25519ph over the message (hashed here with SHA-512) or over its
 *  64-byte SHA-512 digest (the streaming form); context of 0 to 255 bytes. */
QZ_OUT(2, 3) QZ_OUT(4, 5) QZ_IN(6, 7) QZ_IN(8, 9)
int qz_ed25519ph_sign(const qz_ed25519_private_key *key, void *ws, size_t ws_len, uint8_t *sig,
                      size_t sig_len, const uint8_t *ctx, size_t ctx_len, const uint8_t *msg,
                      size_t msg_len);
QZ_OUT(2, 3) QZ_OUT(4, 5) QZ_IN(6, 7) QZ_IN(8, 9)
int qz_ed25519ph_sign_digest(const qz_ed25519_private_key *key, void *ws, size_t ws_len,
                             uint8_t *sig, size_t sig_len, const uint8_t *ctx, size_t ctx_len,
                             const uint8_t *digest, size_t digest_len);
QZ_OUT(2, 3) QZ_IN(4, 5) QZ_IN(6, 7) QZ_IN(8, 9)
int qz_ed25519ph_verify(const qz_ed25519_public_key *pub, void *ws, size_t ws_len,
                        const uint8_t *ctx, size_t ctx_len, const uint8_t *msg, size_t msg_len,
                        const uint8_t *sig, size_t sig_len);
QZ_OUT(2, 3) QZ_IN(4, 5) QZ_IN(6, 7) QZ_IN(8, 9)
int qz_ed25519ph_verify_digest(const qz_ed25519_public_key *pub, void *ws, size_t ws_len,
                               const uint8_t *ctx, size_t ctx_len, const uint8_t *digest,
                               size_t digest_len, const uint8_t *sig, size_t sig_len);

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_ED25519_H */

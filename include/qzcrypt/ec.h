/*
 * Elliptic-curve keys on the NIST prime curves P-256, P-384 and P-521
 * (FIPS 186-5, SP 800-186): key objects, key generation, encodings and
 * public-key validation. ECDSA is in qzcrypt/ecdsa.h, ECDH in
 * qzcrypt/ecdh.h.
 *
 * A curve is named by a pointer to its constant descriptor (QZ_EC_P256 is
 * &qz_ec_p256): an image links the curves it names and no other.
 *
 * Keys are objects, set from an encoding and validated there, so that
 * every later call takes a key known to be well-formed:
 *  - qz_ec_private_key holds the private scalar d (1 <= d < n) and its
 *    public point Q = dG, computed when the key is set;
 *  - qz_ec_public_key holds a point that has been checked to be on the
 *    curve, with coordinates below p, and not the point at infinity. The
 *    NIST curves have cofactor 1, so this is full public-key validation
 *    (SP 800-56A rev. 3, 5.6.2.3.3 and 5.6.2.3.4 coincide).
 *
 * Working memory: every call that computes on the curve takes a
 * caller-provided workspace (ws, ws_len), 4-byte aligned, of at least the
 * size its operation needs on the curve it uses: QZ_EC_KEY_WORKSPACE_BYTES
 * (the calls of this header), QZ_ECDSA_SIGN_WORKSPACE_BYTES and
 * QZ_ECDSA_VERIFY_WORKSPACE_BYTES (qzcrypt/ecdsa.h),
 * QZ_ECDH_WORKSPACE_BYTES (qzcrypt/ecdh.h); QZ_EC_WORKSPACE_BYTES(bits)
 * serves every call on that curve and QZ_EC_WORKSPACE_MAX_BYTES every
 * call on any curve. A smaller one is QZ_ERR_LENGTH, a misaligned one
 * QZ_ERR_NULL. A call writes only the first bytes its operation needs,
 * keeps no pointer to the buffer, and wipes what it wrote before it
 * returns (the buffer holds secrets while the call runs).
 *
 * Constant time: every operation on a private scalar (key generation,
 * setting a private key, signing, ECDH) runs in time independent of the
 * scalar and of the points derived from it (doc/security.md). Public-key
 * decoding and validation depend on the public key only.
 *
 * Errors, every function: QZ_ERR_NULL for a NULL pointer (checked first),
 * QZ_ERR_ALG for a curve descriptor that is not one of the library's (or a
 * curve larger than QZ_EC_MAX_BITS), QZ_ERR_KEY for a key object that is
 * not set or was wiped, QZ_ERR_LENGTH for a length that is not the one
 * documented, QZ_ERR_ENCODING for an encoding that is not a valid key.
 */
#ifndef QZCRYPT_EC_H
#define QZCRYPT_EC_H

#include "qzcrypt/common.h"
#include "qzcrypt/rng.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The largest curve the key objects hold, in bits (521 by default).
 *  Define it to 256 or 384 on the compiler's command line, for the library
 *  and the application alike, to shrink every key object. */
#ifndef QZ_EC_MAX_BITS
#define QZ_EC_MAX_BITS 521
#endif
#define QZ_EC_MAX_LIMBS ((QZ_EC_MAX_BITS + 31) / 32)

/** Bytes of a scalar or a coordinate of a curve of `bits` bits: 32, 48, 66. */
#define QZ_EC_BYTES(bits) (((bits) + 7) / 8)

/** Bytes of one field element in the workspace: 4 per 32-bit limb (32,
 *  48, 68). The workspace sizes below are counted in these. */
#define QZ_EC_FE_BYTES(bits) (4u * (((bits) + 31u) / 32u))

/** The workspace of this header's calls on a curve of `bits` bits (key
 *  generation, setting a private key, setting a public key). */
#define QZ_EC_KEY_WORKSPACE_BYTES(bits) (20u * QZ_EC_FE_BYTES(bits))

/** The workspace any call of ec.h, ecdsa.h and ecdh.h on a curve of
 *  `bits` bits needs: the largest of the per-operation sizes (ECDSA
 *  verification's). */
#define QZ_EC_WORKSPACE_BYTES(bits) (44u * QZ_EC_FE_BYTES(bits))
#define QZ_EC_WORKSPACE_MAX_BYTES QZ_EC_WORKSPACE_BYTES(QZ_EC_MAX_BITS)

/** A curve descriptor (opaque). */
typedef struct qz_ec_curve qz_ec_curve;
/** How every call names a curve: a pointer to its descriptor. */
typedef const qz_ec_curve *qz_ec_curve_id;

extern const qz_ec_curve qz_ec_p256, qz_ec_p384, qz_ec_p521;
#define QZ_EC_P256 (&qz_ec_p256)
#define QZ_EC_P384 (&qz_ec_p384)
#define QZ_EC_P521 (&qz_ec_p521)

/** A private key: the scalar d and its public point, as little-endian
 *  32-bit limbs. Treat the fields as private. */
typedef struct qz_ec_private_key {
    uint32_t magic; /* QZ_EC_PRIVATE_MAGIC when set, 0 when wiped */
    const qz_ec_curve *curve;
    uintptr_t curve_check;
    uint32_t d[QZ_EC_MAX_LIMBS];
    uint32_t x[QZ_EC_MAX_LIMBS], y[QZ_EC_MAX_LIMBS];
} qz_ec_private_key;

/** A validated public key: an affine point on the curve. Treat the fields
 *  as private. */
typedef struct qz_ec_public_key {
    uint32_t magic; /* QZ_EC_PUBLIC_MAGIC when set */
    const qz_ec_curve *curve;
    uintptr_t curve_check;
    uint32_t x[QZ_EC_MAX_LIMBS], y[QZ_EC_MAX_LIMBS];
} qz_ec_public_key;

#define QZ_EC_PRIVATE_MAGIC 0x45437076u
#define QZ_EC_PUBLIC_MAGIC 0x45437075u

/**
 * Generate a key pair: d uniform in [1, n-1] by rejection sampling from
 * rng (FIPS 186-5 A.2.2, "rejection sampling"), then Q = dG.
 * Errors: as above; QZ_ERR_RNG if rng fails or returns out-of-range
 * candidates 64 times in a row (probability below 2^-64 for a working
 * source); QZ_ERR_FAULT if Q fails its check (QZ_FAULT_CHECKS). On error
 * *key is wiped.
 */
QZ_OUT(4, 5)
int qz_ec_generate_key(qz_ec_private_key *key, qz_ec_curve_id curve, const qz_rng *rng,
                       void *ws, size_t ws_len);

/**
 * Set a private key from its raw encoding: d as QZ_EC_BYTES(bits)
 * big-endian bytes (SEC 1 2.3.7), 1 <= d < n; computes Q = dG.
 * Errors: QZ_ERR_LENGTH for another d_len, QZ_ERR_ENCODING for d = 0 or
 * d >= n, QZ_ERR_FAULT if Q fails its check. On error *key is wiped.
 */
QZ_OUT(3, 4) QZ_IN(5, 6)
int qz_ec_set_private_key_raw(qz_ec_private_key *key, qz_ec_curve_id curve, void *ws,
                              size_t ws_len, const uint8_t *d, size_t d_len);

/**
 * Write d as QZ_EC_BYTES(bits) big-endian bytes; out_len must be exactly
 * that. Treat the output as the secret it is.
 */
QZ_OUT(2, 3)
int qz_ec_get_private_key_raw(const qz_ec_private_key *key, uint8_t *out, size_t out_len);

/** Wipe a private key object (every byte to zero). NULL is ignored. */
void qz_ec_wipe_private_key(qz_ec_private_key *key);

/** Copy the public half of a private key into a public key object. */
int qz_ec_get_public_key(qz_ec_public_key *pub, const qz_ec_private_key *key);

/**
 * Set a public key from a SEC 1 (2.3.4) point encoding: 0x04 || X || Y
 * (uncompressed, 1 + 2L bytes) or 0x02/0x03 || X (compressed, 1 + L
 * bytes; Y is recovered with a square root), L = QZ_EC_BYTES(bits). The
 * point is validated: coordinates below p, on the curve. The point at
 * infinity (the single byte 0x00) and the hybrid forms 0x06/0x07 are
 * refused.
 * Errors: QZ_ERR_LENGTH for a length that is neither form's,
 * QZ_ERR_ENCODING for a bad prefix, a coordinate >= p, a point off the
 * curve, or an X with no square root. On error *pub is zeroed.
 */
QZ_OUT(3, 4) QZ_IN(5, 6)
int qz_ec_set_public_key_sec1(qz_ec_public_key *pub, qz_ec_curve_id curve, void *ws,
                              size_t ws_len, const uint8_t *in, size_t in_len);

/**
 * Write a public key as a SEC 1 point: out_len 1 + 2L gives the
 * uncompressed form, 1 + L the compressed one; any other length is
 * QZ_ERR_LENGTH.
 */
QZ_OUT(2, 3)
int qz_ec_get_public_key_sec1(const qz_ec_public_key *pub, uint8_t *out, size_t out_len);

/**
 * Set a public key from its raw encoding X || Y, 2L bytes, big-endian
 * (the form of CMOX and of many hardware accelerators); validated as for
 * SEC 1.
 */
QZ_OUT(3, 4) QZ_IN(5, 6)
int qz_ec_set_public_key_raw(qz_ec_public_key *pub, qz_ec_curve_id curve, void *ws,
                             size_t ws_len, const uint8_t *in, size_t in_len);

/** Write a public key as X || Y (out_len exactly 2L). */
QZ_OUT(2, 3)
int qz_ec_get_public_key_raw(const qz_ec_public_key *pub, uint8_t *out, size_t out_len);

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_EC_H */

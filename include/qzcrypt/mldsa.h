/*
 * ML-DSA (FIPS 204): the module-lattice digital signature algorithm, with
 * the parameter sets ML-DSA-44, ML-DSA-65 and ML-DSA-87.
 *
 * Keys are their FIPS 204 encodings, passed as byte strings on each call:
 * the public key pk (QZ_MLDSA_PK_BYTES(set) bytes: rho, t1) and the
 * private key sk (QZ_MLDSA_SK_BYTES(set) bytes: rho, K, tr, s1, s2, t0).
 * Key generation from the 32-byte seed xi (qz_mldsa_generate_key_derand)
 * gives the keys of FIPS 204 Algorithm 6; a caller may keep xi alone and
 * regenerate sk. There are no key objects: nothing worth computing once is
 * smaller than the encodings, which the caller may keep in flash
 * (doc/api.md, "Public-key conventions").
 *
 * Signing. qz_mldsa_sign is the deterministic variant (rnd = 0^32);
 * qz_mldsa_sign_hedged draws rnd (32 bytes) from a qz_rng, the variant
 * FIPS 204 recommends. Both exist for pure ML-DSA over a message, for
 * HashML-DSA over a message hashed by the call (_prehash) or over the
 * caller's digest (_prehash_digest), and for a message representative mu
 * computed elsewhere (_mu: FIPS 204's external mu, with
 * qz_mldsa_compute_mu). Contexts are 0 to 255 bytes (QZ_MLDSA_MAX_CTX_BYTES).
 * HashML-DSA takes the SHA-2 and SHA-3 descriptors of qzcrypt/hash.h whose
 * collision strength (half the digest) reaches the set's level lambda
 * (128, 192, 256 bits): ML-DSA-44 every hash of 256 bits or more,
 * ML-DSA-65 of 384 or more, ML-DSA-87 SHA-512 and SHA3-512; another
 * descriptor is QZ_ERR_ALG. The hash's OID is FIPS 204 section 5.4's.
 *
 * The rejection loop: each attempt costs about one signing pass, and an
 * attempt is accepted with probability about 1/4.25 (ML-DSA-44), 1/5.1
 * (65), 1/3.85 (87). The loop stops after QZ_MLDSA_MAX_ATTEMPTS (814, the
 * bound ACVP uses; the chance of reaching it is below 2^-250 for every
 * set) with QZ_ERR_FAULT and the signature zeroed. The number of attempts
 * is public (the chance of acceptance hardly depends on the key), and so
 * is each attempt's verdict in two parts: the z check, then the r0, ct0
 * and hint-count checks together. Each check is a constant-time pass over
 * every coefficient: nothing tells which coefficient failed. The
 * challenges of refused attempts are public too (hash outputs: Dilithium
 * round-3 specification, section 5.5).
 *
 * Verification returns QZ_OK or QZ_ERR_AUTH, the integrity code, for any
 * signature: one of the wrong length, with a malformed hint encoding
 * (indexes not increasing, a count past omega or past its successor,
 * non-zero padding) or z out of range is QZ_ERR_AUTH. A public key of the
 * wrong length is QZ_ERR_LENGTH; every pk of the right length is a valid
 * encoding. A private key of the right length whose s1 or s2 coefficients
 * are outside [-eta, eta] is QZ_ERR_ENCODING (no signature is made).
 *
 * Working memory is the caller's workspace, 4-byte aligned (else
 * QZ_ERR_NULL), at least the operation's QZ_MLDSA_*_WORKSPACE_BYTES(set)
 * (else QZ_ERR_LENGTH), wiped before each call returns; the sizes depend
 * on the memory profile chosen at configure time (--with-pq-memory,
 * QZ_PQ_LOWRAM); what each profile keeps there is listed with the sizes
 * below. The stack is apart from it and the same for the three sets
 * (gcc 12.2 -O2, the C kernels, measured with a painted stack under
 * qemu): key generation 476 bytes on the M4 and 612 on the M0+, signing
 * 500 / 628 (over a message hashed by the call, 728 / 880), verification
 * 336 / 528 (pre-hash 728 / 872), qz_mldsa_compute_mu 496 / 680. The
 * low-RAM profile's (the M4's and M0+'s own kernels, 2026-12-03): key
 * generation 476 / 612 (qz_mldsa_generate_key 548 / 684), signing 524 /
 * 644 (over a message hashed by the call 776 / 920), verification 336 /
 * 544 (pre-hash 768 / 912); with the workspace, ML-DSA-44 signing takes
 * 8,332 bytes on the M4 (8,584 hashing the message) and 8,452 on the
 * M0+, ML-DSA-87 signing 11,276 / 11,396, key generation and verification
 * of any set at most 6,800 (doc/performance.md).
 *
 * Constant time in every secret (xi, sk, rnd, the nonce rho', K, s1, s2,
 * t0, y and everything derived from them); every secret and every value
 * derived from one is wiped, in the workspace and on the stack.
 *
 * Fault checks (QZ_FAULT_CHECKS, qzcrypt/config.h): at level 1 (the
 * default) every signature's encoding is checked before it is released
 * (each z coefficient below gamma1 - beta, the hint encoding well-formed
 * with at most omega hints); at level 2 the signature is also verified
 * against the public key recomputed from sk (t1 from A s1 + s2: about one
 * verification more). A failed check is QZ_ERR_FAULT with sig zeroed.
 * Key generation has no fault check. doc/security.md.
 *
 * Errors, every function: QZ_ERR_NULL for a NULL pointer (or NULL with a
 * non-zero length) or an unaligned workspace, QZ_ERR_ALG for a set that is
 * not one of the three or a hash HashML-DSA does not take, QZ_ERR_LENGTH
 * for a buffer of another length than the set's, a context above 255
 * bytes or a workspace too small, QZ_ERR_RNG when the rng fails. A refused
 * call writes nothing (QZ_ERR_ENCODING and QZ_ERR_RNG included: the key
 * and rnd are taken before sig is touched); QZ_ERR_FAULT zeroes sig.
 */
#ifndef QZCRYPT_MLDSA_H
#define QZCRYPT_MLDSA_H

#include "qzcrypt/common.h"
#include "qzcrypt/config.h"
#include "qzcrypt/hash.h"
#include "qzcrypt/rng.h"

#ifdef __cplusplus
extern "C" {
#endif

/** A parameter set (opaque; use QZ_MLDSA44, QZ_MLDSA65, QZ_MLDSA87). */
typedef struct qz_mldsa_set qz_mldsa_set;
typedef const qz_mldsa_set *qz_mldsa_id;

extern const qz_mldsa_set qz_mldsa44, qz_mldsa65, qz_mldsa87;
#define QZ_MLDSA44 (&qz_mldsa44)
#define QZ_MLDSA65 (&qz_mldsa65)
#define QZ_MLDSA87 (&qz_mldsa87)

/* Sizes by set, written QZ_MLDSA_PK_BYTES(44) and so on. */
#define QZ_MLDSA_PK_BYTES(set) QZ_MLDSA##set##_PK_BYTES
#define QZ_MLDSA_SK_BYTES(set) QZ_MLDSA##set##_SK_BYTES
#define QZ_MLDSA_SIG_BYTES(set) QZ_MLDSA##set##_SIG_BYTES
#define QZ_MLDSA44_PK_BYTES 1312u
#define QZ_MLDSA65_PK_BYTES 1952u
#define QZ_MLDSA87_PK_BYTES 2592u
#define QZ_MLDSA44_SK_BYTES 2560u
#define QZ_MLDSA65_SK_BYTES 4032u
#define QZ_MLDSA87_SK_BYTES 4896u
#define QZ_MLDSA44_SIG_BYTES 2420u
#define QZ_MLDSA65_SIG_BYTES 3309u
#define QZ_MLDSA87_SIG_BYTES 4627u
/** Bytes of the key-generation seed xi. */
#define QZ_MLDSA_SEED_BYTES 32u
/** Bytes of the message representative mu. */
#define QZ_MLDSA_MU_BYTES 64u
/** Longest context string. */
#define QZ_MLDSA_MAX_CTX_BYTES 255u
/** Signing attempts before QZ_ERR_FAULT (see above). */
#define QZ_MLDSA_MAX_ATTEMPTS 814u

/*
 * Workspaces by set and operation (k x l = 4 x 4, 6 x 5, 8 x 7 for the
 * three sets). A polynomial is 256 32-bit coefficients, 1024 bytes; every
 * operation also keeps 1792 bytes of scratch: two Keccak states, the seeds
 * (rho, K, tr, mu, rho', c tilde), one squeezed block or packed
 * polynomial, the hint bits. The speed profile keeps:
 *  - key generation: NTT(s1) (l), one row of A (l), t and s2 for the row
 *    (2): 2l + 2 polynomials;
 *  - signing: the whole matrix A (k l), NTT(s1), y and z (3l), NTT(s2),
 *    NTT(t0) and w (3k), the challenge and two temporaries (3): A is
 *    expanded once and used by every attempt;
 *  - verification: NTT(z) (l), one row of A (l), the challenge, one t1 and
 *    the accumulator (3): 2l + 3 polynomials, A streamed row by row.
 * The low-RAM profile (QZ_PQ_LOWRAM, lib/mldsa/..._lowram.c) samples each
 * entry of A where it is used and keeps no vector whole:
 *  - key generation: t, one entry of A, one entry of NTT(s1) (decoded
 *    again from the sk being written) or s2: 3 polynomials, 4,864 bytes;
 *  - signing: 3 polynomials (an entry of A, NTT(y_j) or the challenge, a
 *    row sum, z_j, c s2_i or c t0_i) and w packed at 23 bits (k x 736
 *    bytes, QZ_MLDSA_W_PACKED_BYTES); y is regenerated from rho' where it
 *    is used, s1, s2 and t0 decoded from sk, z packed straight into sig:
 *    7,808 / 9,280 / 10,752 bytes. So sig holds each attempt's candidate
 *    z (secret until accepted) during the call: it is overwritten by the
 *    next attempt or zeroed (QZ_ERR_FAULT); do not share sig with code
 *    that may read it before the call returns (doc/security.md);
 *  - verification: the accumulator, an entry of A or t1, an entry of
 *    NTT(z) (decoded again from sig), the challenge: 4 polynomials,
 *    5,888 bytes.
 */
#define QZ_MLDSA_K44 4u
#define QZ_MLDSA_L44 4u
#define QZ_MLDSA_K65 6u
#define QZ_MLDSA_L65 5u
#define QZ_MLDSA_K87 8u
#define QZ_MLDSA_L87 7u
#define QZ_MLDSA_POLY_BYTES 1024u
#define QZ_MLDSA_SCRATCH_BYTES 1792u
#if !QZ_PQ_LOWRAM
#define QZ_MLDSA_WS_KEYGEN(k, l) ((2u * (l) + 2u) * QZ_MLDSA_POLY_BYTES + QZ_MLDSA_SCRATCH_BYTES)
#define QZ_MLDSA_WS_SIGN(k, l)                                                               \
    (((k) * (l) + 3u * (k) + 3u * (l) + 3u) * QZ_MLDSA_POLY_BYTES + QZ_MLDSA_SCRATCH_BYTES)
#define QZ_MLDSA_WS_VERIFY(k, l) ((2u * (l) + 3u) * QZ_MLDSA_POLY_BYTES + QZ_MLDSA_SCRATCH_BYTES)
#else
/** w packed at 23 bits a coefficient (low-RAM signing). */
#define QZ_MLDSA_W_PACKED_BYTES 736u
#define QZ_MLDSA_WS_KEYGEN(k, l) (3u * QZ_MLDSA_POLY_BYTES + QZ_MLDSA_SCRATCH_BYTES)
#define QZ_MLDSA_WS_SIGN(k, l)                                                               \
    (3u * QZ_MLDSA_POLY_BYTES + (k) * QZ_MLDSA_W_PACKED_BYTES + QZ_MLDSA_SCRATCH_BYTES)
#define QZ_MLDSA_WS_VERIFY(k, l) (4u * QZ_MLDSA_POLY_BYTES + QZ_MLDSA_SCRATCH_BYTES)
#endif
#define QZ_MLDSA_KEYGEN_WORKSPACE_BYTES(set)                                                 \
    QZ_MLDSA_WS_KEYGEN(QZ_MLDSA_K##set, QZ_MLDSA_L##set)
#define QZ_MLDSA_SIGN_WORKSPACE_BYTES(set) QZ_MLDSA_WS_SIGN(QZ_MLDSA_K##set, QZ_MLDSA_L##set)
#define QZ_MLDSA_VERIFY_WORKSPACE_BYTES(set)                                                 \
    QZ_MLDSA_WS_VERIFY(QZ_MLDSA_K##set, QZ_MLDSA_L##set)
/** Any call on the set (signing needs the most). */
#define QZ_MLDSA_WORKSPACE_BYTES(set) QZ_MLDSA_SIGN_WORKSPACE_BYTES(set)
/** Any call on any set. */
#define QZ_MLDSA_WORKSPACE_MAX_BYTES QZ_MLDSA_WORKSPACE_BYTES(87)

/**
 * A new key pair from 32 bytes xi of rng (QZ_ERR_RNG if it fails, nothing
 * written): pk (QZ_MLDSA_PK_BYTES(set)) and sk (QZ_MLDSA_SK_BYTES(set)).
 * Workspace: QZ_MLDSA_KEYGEN_WORKSPACE_BYTES(set). pk and sk must not
 * overlap.
 */
QZ_OUT(3, 4) QZ_OUT(5, 6) QZ_OUT(7, 8)
int qz_mldsa_generate_key(qz_mldsa_id set, const qz_rng *rng, void *ws, size_t ws_len,
                          uint8_t *pk, size_t pk_len, uint8_t *sk, size_t sk_len);

/**
 * ML-DSA.KeyGen_internal (FIPS 204 Algorithm 6) from seed = xi
 * (QZ_MLDSA_SEED_BYTES): the deterministic key generation. pk may be NULL
 * with pk_len 0 when only sk is wanted.
 */
QZ_OUT(2, 3) QZ_OUT(4, 5) QZ_OUT(6, 7) QZ_IN(8, 9)
int qz_mldsa_generate_key_derand(qz_mldsa_id set, void *ws, size_t ws_len, uint8_t *pk,
                                 size_t pk_len, uint8_t *sk, size_t sk_len,
                                 const uint8_t *seed, size_t seed_len);

/**
 * Deterministic ML-DSA.Sign (Algorithm 2 with rnd = 0^32): sig
 * (QZ_MLDSA_SIG_BYTES(set)) over msg with the context ctx (0 to 255
 * bytes; NULL with ctx_len 0 for none). Workspace:
 * QZ_MLDSA_SIGN_WORKSPACE_BYTES(set). sig must not overlap the inputs.
 */
QZ_OUT(2, 3) QZ_OUT(4, 5) QZ_IN(6, 7) QZ_IN(8, 9) QZ_IN(10, 11)
int qz_mldsa_sign(qz_mldsa_id set, void *ws, size_t ws_len, uint8_t *sig, size_t sig_len,
                  const uint8_t *sk, size_t sk_len, const uint8_t *ctx, size_t ctx_len,
                  const uint8_t *msg, size_t msg_len);

/** Hedged ML-DSA.Sign: as qz_mldsa_sign with rnd (32 bytes) from rng. */
QZ_OUT(3, 4) QZ_OUT(5, 6) QZ_IN(7, 8) QZ_IN(9, 10) QZ_IN(11, 12)
int qz_mldsa_sign_hedged(qz_mldsa_id set, const qz_rng *rng, void *ws, size_t ws_len,
                         uint8_t *sig, size_t sig_len, const uint8_t *sk, size_t sk_len,
                         const uint8_t *ctx, size_t ctx_len, const uint8_t *msg,
                         size_t msg_len);

/**
 * Deterministic HashML-DSA.Sign (Algorithm 4, rnd = 0^32): msg hashed
 * with hash, which must reach the set's strength (above).
 */
QZ_OUT(3, 4) QZ_OUT(5, 6) QZ_IN(7, 8) QZ_IN(9, 10) QZ_IN(11, 12)
int qz_mldsa_sign_prehash(qz_mldsa_id set, qz_hash_id hash, void *ws, size_t ws_len,
                          uint8_t *sig, size_t sig_len, const uint8_t *sk, size_t sk_len,
                          const uint8_t *ctx, size_t ctx_len, const uint8_t *msg,
                          size_t msg_len);

/** Hedged HashML-DSA.Sign over msg, rnd from rng. */
QZ_OUT(4, 5) QZ_OUT(6, 7) QZ_IN(8, 9) QZ_IN(10, 11) QZ_IN(12, 13)
int qz_mldsa_sign_prehash_hedged(qz_mldsa_id set, qz_hash_id hash, const qz_rng *rng,
                                 void *ws, size_t ws_len, uint8_t *sig, size_t sig_len,
                                 const uint8_t *sk, size_t sk_len, const uint8_t *ctx,
                                 size_t ctx_len, const uint8_t *msg, size_t msg_len);

/**
 * Deterministic HashML-DSA.Sign over the caller's digest of the message
 * (digest_len: the hash's digest size, else QZ_ERR_LENGTH), for a message
 * hashed in pieces.
 */
QZ_OUT(3, 4) QZ_OUT(5, 6) QZ_IN(7, 8) QZ_IN(9, 10) QZ_IN(11, 12)
int qz_mldsa_sign_prehash_digest(qz_mldsa_id set, qz_hash_id hash, void *ws, size_t ws_len,
                                 uint8_t *sig, size_t sig_len, const uint8_t *sk,
                                 size_t sk_len, const uint8_t *ctx, size_t ctx_len,
                                 const uint8_t *digest, size_t digest_len);

/** Hedged HashML-DSA.Sign over the caller's digest, rnd from rng. */
QZ_OUT(4, 5) QZ_OUT(6, 7) QZ_IN(8, 9) QZ_IN(10, 11) QZ_IN(12, 13)
int qz_mldsa_sign_prehash_digest_hedged(qz_mldsa_id set, qz_hash_id hash, const qz_rng *rng,
                                        void *ws, size_t ws_len, uint8_t *sig,
                                        size_t sig_len, const uint8_t *sk, size_t sk_len,
                                        const uint8_t *ctx, size_t ctx_len,
                                        const uint8_t *digest, size_t digest_len);

/**
 * The message representative mu = H(H(pk, 64) || M', 64) of pure ML-DSA,
 * M' = 0 || ctx_len || ctx || msg (Algorithm 2 line 10 and Algorithm 7
 * line 6): for signing with qz_mldsa_sign_mu where the message and the
 * private key are apart. mu_len must be QZ_MLDSA_MU_BYTES. No workspace:
 * the Keccak state is on the stack (above).
 */
QZ_OUT(2, 3) QZ_IN(4, 5) QZ_IN(6, 7) QZ_IN(8, 9)
int qz_mldsa_compute_mu(qz_mldsa_id set, uint8_t *mu, size_t mu_len, const uint8_t *pk,
                        size_t pk_len, const uint8_t *ctx, size_t ctx_len,
                        const uint8_t *msg, size_t msg_len);

/**
 * Deterministic ML-DSA.Sign_internal (Algorithm 7, rnd = 0^32) over the
 * caller's mu (QZ_MLDSA_MU_BYTES): FIPS 204's external-mu signing. mu is
 * trusted to be H(tr || M') for this key's tr; signing another mu signs
 * something no verifier of M' accepts.
 */
QZ_OUT(2, 3) QZ_OUT(4, 5) QZ_IN(6, 7) QZ_IN(8, 9)
int qz_mldsa_sign_mu(qz_mldsa_id set, void *ws, size_t ws_len, uint8_t *sig, size_t sig_len,
                     const uint8_t *sk, size_t sk_len, const uint8_t *mu, size_t mu_len);

/** Hedged external-mu signing, rnd from rng. */
QZ_OUT(3, 4) QZ_OUT(5, 6) QZ_IN(7, 8) QZ_IN(9, 10)
int qz_mldsa_sign_mu_hedged(qz_mldsa_id set, const qz_rng *rng, void *ws, size_t ws_len,
                            uint8_t *sig, size_t sig_len, const uint8_t *sk, size_t sk_len,
                            const uint8_t *mu, size_t mu_len);

/**
 * ML-DSA.Verify (Algorithm 3): QZ_OK if sig is a signature of msg under
 * pk with the context ctx, else QZ_ERR_AUTH (any sig_len, any bytes).
 * Workspace: QZ_MLDSA_VERIFY_WORKSPACE_BYTES(set). Variable time (every
 * input is public).
 */
QZ_OUT(2, 3) QZ_IN(4, 5) QZ_IN(6, 7) QZ_IN(8, 9) QZ_IN(10, 11)
int qz_mldsa_verify(qz_mldsa_id set, void *ws, size_t ws_len, const uint8_t *pk,
                    size_t pk_len, const uint8_t *ctx, size_t ctx_len, const uint8_t *msg,
                    size_t msg_len, const uint8_t *sig, size_t sig_len);

/** HashML-DSA.Verify (Algorithm 5) over msg hashed with hash. */
QZ_OUT(3, 4) QZ_IN(5, 6) QZ_IN(7, 8) QZ_IN(9, 10) QZ_IN(11, 12)
int qz_mldsa_verify_prehash(qz_mldsa_id set, qz_hash_id hash, void *ws, size_t ws_len,
                            const uint8_t *pk, size_t pk_len, const uint8_t *ctx,
                            size_t ctx_len, const uint8_t *msg, size_t msg_len,
                            const uint8_t *sig, size_t sig_len);

/** HashML-DSA.Verify over the caller's digest (the hash's digest size). */
QZ_OUT(3, 4) QZ_IN(5, 6) QZ_IN(7, 8) QZ_IN(9, 10) QZ_IN(11, 12)
int qz_mldsa_verify_prehash_digest(qz_mldsa_id set, qz_hash_id hash, void *ws, size_t ws_len,
                                   const uint8_t *pk, size_t pk_len, const uint8_t *ctx,
                                   size_t ctx_len, const uint8_t *digest, size_t digest_len,
                                   const uint8_t *sig, size_t sig_len);

/** ML-DSA.Verify_internal (Algorithm 8) over the caller's mu
 *  (QZ_MLDSA_MU_BYTES). */
QZ_OUT(2, 3) QZ_IN(4, 5) QZ_IN(6, 7) QZ_IN(8, 9)
int qz_mldsa_verify_mu(qz_mldsa_id set, void *ws, size_t ws_len, const uint8_t *pk,
                       size_t pk_len, const uint8_t *mu, size_t mu_len, const uint8_t *sig,
                       size_t sig_len);

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_MLDSA_H */

/*
 * RSA (PKCS #1 v2.2, RFC 8017): key objects and the primitives RSAEP /
 * RSAVP1 (the public operation) and RSADP / RSASP1 (the private one).
 * The schemes (RSASSA-PSS, RSASSA-PKCS1-v1_5, RSAES-OAEP,
 * RSAES-PKCS1-v1_5), PKCS #1 DER keys and key generation build on these.
 *
 * Sizes: moduli of exactly 1024 (public keys only, for legacy
 * verification), 2048, 3072 and 4096 bits, up to QZ_RSA_MAX_BITS. The
 * primes of a private key have exactly half the modulus's bits each
 * (FIPS 186-5 A.1.1 asks that of every key it allows).
 *
 * Keys are objects, set from their raw big-endian components and
 * validated there (doc/api.md, "Public-key conventions"), holding what
 * every operation would otherwise recompute: the Montgomery constants
 * -m^-1 mod 2^32 and R^2 mod m of n, p and q. Their size is fixed by
 * QZ_RSA_MAX_BITS (doc/api.md says why a compile-time maximum rather than
 * a buffer per key size): with the default 4096, sizeof(qz_rsa_public_key)
 * is 1,556 bytes and sizeof(qz_rsa_private_key) 3,872 (1,172 and 2,912
 * with QZ_RSA_MAX_BITS = 3072, 788 and 1,952 with 2048).
 *
 * Working memory: every call that computes takes a caller-provided
 * workspace (ws, ws_len), 4-byte aligned: QZ_RSA_KEY_WORKSPACE_BYTES for
 * setting a key, QZ_RSA_PUBLIC_WORKSPACE_BYTES for the public operation,
 * QZ_RSA_PRIVATE_WORKSPACE_BYTES_LOW/_MID/_HIGH (CRT) and
 * QZ_RSA_NONCRT_WORKSPACE_BYTES_LOW/_MID/_HIGH for the private
 * operation. A smaller one is QZ_ERR_LENGTH, a misaligned one
 * QZ_ERR_NULL. A call writes only the bytes its size covers, keeps no
 * pointer to the buffer and wipes what it wrote before it returns.
 *
 * Window. The private operation is a fixed-window exponentiation whose
 * table of 2^w powers is most of its working memory; the workspace the
 * caller passes chooses w: the largest of the three settings whose size
 * fits ws_len: LOW (w = 3), MID (w = 4) and HIGH (w = 5), CMOX's three
 * memory settings. ws_len is public, so is the choice.
 *
 * Constant time: the private operation and the setting of a private key
 * run in time independent of every secret (p, q, d, dP, dQ, qInv, the
 * input and the output of the private operation): the operations and the
 * addresses depend on the modulus size and the window only
 * (doc/security.md). The public operation and the public key depend on
 * public values only (and branch on e's bits).
 *
 * Countermeasures in the private operation, from the caller's qz_rng:
 * base blinding (the input multiplied by r^e for a random r, the result
 * by r^-1), exponent blinding (the exponent plus k times the group order,
 * k a random 64-bit number) and, with QZ_FAULT_CHECKS (the default), the
 * result raised to e and compared with the input before it is released
 * (Boneh, DeMillo and Lipton's fault attack on CRT signatures).
 *
 * Errors, every function: QZ_ERR_NULL for a NULL pointer (checked first),
 * QZ_ERR_KEY for a key object that is not set, was wiped or is damaged,
 * QZ_ERR_LENGTH for a length that is not the one documented,
 * QZ_ERR_ENCODING for a component or input value that is refused.
 */
#ifndef QZCRYPT_RSA_H
#define QZCRYPT_RSA_H

#include "qzcrypt/common.h"
#include "qzcrypt/hash.h"
#include "qzcrypt/rng.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The largest modulus the key objects hold, in bits: 4096 by default.
 *  Define it to 2048 or 3072 on the compiler's command line, for the
 *  library and the application alike, to shrink every key object. */
#ifndef QZ_RSA_MAX_BITS
#define QZ_RSA_MAX_BITS 4096
#endif
#if QZ_RSA_MAX_BITS != 2048 && QZ_RSA_MAX_BITS != 3072 && QZ_RSA_MAX_BITS != 4096
#error "QZ_RSA_MAX_BITS must be 2048, 3072 or 4096"
#endif
#define QZ_RSA_MAX_LIMBS (QZ_RSA_MAX_BITS / 32)

/** Bytes of a modulus of `bits` bits (128, 256, 384, 512), and of each
 *  prime and CRT component of a private key (half that). */
#define QZ_RSA_BYTES(bits) ((bits) / 8u)
#define QZ_RSA_HALF_BYTES(bits) ((bits) / 16u)
#define QZ_RSA_MAX_BYTES QZ_RSA_BYTES(QZ_RSA_MAX_BITS)

/** Workspace of setting a key (public or private): bits / 2 bytes. */
#define QZ_RSA_KEY_WORKSPACE_BYTES(bits) (16u * ((bits) / 32u))
/** Workspace of the public operation (qz_rsa_public): bits / 2 bytes. */
#define QZ_RSA_PUBLIC_WORKSPACE_BYTES(bits) (16u * ((bits) / 32u))

/** Workspace of the CRT private operation (qz_rsa_private) with a window
 *  of w bits: the table of 2^w residues mod p plus 8 more half-size
 *  numbers and two words, counted in 4-byte limbs of half the modulus
 *  (bits / 64 limbs). RSA-3072: 3,080 (LOW), 4,616 (MID), 7,688 (HIGH)
 *  bytes. (The blinding's inversion needs less: its phase runs before the
 *  table exists.) */
#define QZ_RSA_PRIVATE_WORKSPACE_BYTES_W(bits, w) \
    (4u * ((((1u << (w)) + 8u) * ((bits) / 64u)) + 2u))
#define QZ_RSA_PRIVATE_WORKSPACE_BYTES_LOW(bits) QZ_RSA_PRIVATE_WORKSPACE_BYTES_W(bits, 3)
#define QZ_RSA_PRIVATE_WORKSPACE_BYTES_MID(bits) QZ_RSA_PRIVATE_WORKSPACE_BYTES_W(bits, 4)
#define QZ_RSA_PRIVATE_WORKSPACE_BYTES_HIGH(bits) QZ_RSA_PRIVATE_WORKSPACE_BYTES_W(bits, 5)

/** Workspace of the non-CRT private operation (qz_rsa_private_noncrt):
 *  a table of 2^w residues mod n plus 6 more full-size numbers and two
 *  words, in limbs of the modulus (bits / 32). RSA-3072: 5,384 (LOW),
 *  8,456 (MID), 14,600 (HIGH) bytes. */
#define QZ_RSA_NONCRT_WORKSPACE_BYTES_W(bits, w) \
    (4u * ((((1u << (w)) + 6u) * ((bits) / 32u)) + 2u))
#define QZ_RSA_NONCRT_WORKSPACE_BYTES_LOW(bits) QZ_RSA_NONCRT_WORKSPACE_BYTES_W(bits, 3)
#define QZ_RSA_NONCRT_WORKSPACE_BYTES_MID(bits) QZ_RSA_NONCRT_WORKSPACE_BYTES_W(bits, 4)
#define QZ_RSA_NONCRT_WORKSPACE_BYTES_HIGH(bits) QZ_RSA_NONCRT_WORKSPACE_BYTES_W(bits, 5)

/** The components of qz_rsa_get_private_key_raw (the `part` option). */
#define QZ_RSA_PART_N 1
#define QZ_RSA_PART_E 2
#define QZ_RSA_PART_D 3
#define QZ_RSA_PART_P 4
#define QZ_RSA_PART_Q 5
#define QZ_RSA_PART_DP 6
#define QZ_RSA_PART_DQ 7
#define QZ_RSA_PART_QINV 8

#define QZ_RSA_PUBLIC_MAGIC 0x52534170u
#define QZ_RSA_PRIVATE_MAGIC 0x52534176u

/** A validated public key: n, e and the Montgomery constants of n, as
 *  little-endian 32-bit limbs. Treat the fields as private. */
typedef struct qz_rsa_public_key {
    uint32_t magic; /* QZ_RSA_PUBLIC_MAGIC when set, 0 when wiped */
    uint32_t check; /* over the size fields, n0inv and n */
    uint32_t bits, e_limbs, n0inv;
    uint32_t n[QZ_RSA_MAX_LIMBS], rr[QZ_RSA_MAX_LIMBS], e[QZ_RSA_MAX_LIMBS];
} qz_rsa_public_key;

/** A validated private key: its public part, the primes and CRT exponents,
 *  qInv (in Montgomery form mod p), the Montgomery constants of p and q,
 *  and d when it was given. Treat the fields as private. */
typedef struct qz_rsa_private_key {
    uint32_t magic; /* QZ_RSA_PRIVATE_MAGIC when set, 0 when wiped */
    uint32_t check; /* over the public fields */
    uint32_t bits, e_limbs, has_d, n0inv, p0inv, q0inv;
    uint32_t n[QZ_RSA_MAX_LIMBS], rr[QZ_RSA_MAX_LIMBS], e[QZ_RSA_MAX_LIMBS];
    uint32_t d[QZ_RSA_MAX_LIMBS];
    uint32_t p[QZ_RSA_MAX_LIMBS / 2], q[QZ_RSA_MAX_LIMBS / 2];
    uint32_t dp[QZ_RSA_MAX_LIMBS / 2], dq[QZ_RSA_MAX_LIMBS / 2];
    uint32_t qinv_m[QZ_RSA_MAX_LIMBS / 2];
    uint32_t rrp[QZ_RSA_MAX_LIMBS / 2], rrq[QZ_RSA_MAX_LIMBS / 2];
} qz_rsa_private_key;

/** The raw components of a private key, big-endian byte strings (the
 *  INTEGERs of RFC 8017 A.1.2 without their DER wrapping). d is optional
 *  (NULL with d_len 0): without it the key serves qz_rsa_private (CRT)
 *  only. */
typedef struct qz_rsa_private_parts {
    const uint8_t *n, *e, *d, *p, *q, *dp, *dq, *qinv;
    size_t n_len, e_len, d_len, p_len, q_len, dp_len, dq_len, qinv_len;
} qz_rsa_private_parts;

/**
 * Set a public key from its raw components, big-endian: n of exactly
 * QZ_RSA_BYTES(bits) bytes for bits 1024, 2048, 3072 or 4096 (up to
 * QZ_RSA_MAX_BITS) with its top bit set, odd; e of 1 to n_len bytes
 * (leading zero bytes allowed), odd, 3 <= e < n. Computes R^2 mod n.
 * ws: QZ_RSA_KEY_WORKSPACE_BYTES(bits), wiped on return. Public inputs:
 * not constant time.
 * Errors: QZ_ERR_LENGTH for another n_len or an e_len of 0 or above
 * n_len, QZ_ERR_ENCODING for n without its top bit or even, an e that is
 * even, below 3 or not below n. On error *pub is zeroed.
 */
QZ_OUT(2, 3) QZ_IN(4, 5) QZ_IN(6, 7)
int qz_rsa_set_public_key_raw(qz_rsa_public_key *pub, void *ws, size_t ws_len, const uint8_t *n,
                              size_t n_len, const uint8_t *e, size_t e_len);

/**
 * Write n as QZ_RSA_BYTES(bits) big-endian bytes (n_len exactly that) and
 * e as e_len big-endian bytes, 1 <= e_len <= n_len and large enough for
 * e (leading zeros fill the rest). Either output may be NULL with its
 * length 0 to skip it. Errors: QZ_ERR_LENGTH (nothing written).
 */
QZ_OUT(2, 3) QZ_OUT(4, 5)
int qz_rsa_get_public_key_raw(const qz_rsa_public_key *pub, uint8_t *n, size_t n_len, uint8_t *e,
                              size_t e_len);

/** The modulus size of a public key in bits (1024 ... 4096), or
 *  QZ_ERR_NULL / QZ_ERR_KEY. */
int qz_rsa_public_bits(const qz_rsa_public_key *pub);

/**
 * Set a private key from its raw components (parts; every pointer but d
 * non-NULL): n as for qz_rsa_set_public_key_raw with bits 2048, 3072 or
 * 4096; p and q of exactly QZ_RSA_HALF_BYTES(bits) bytes with their top
 * bits set; dp, dq and qinv of 1 to QZ_RSA_HALF_BYTES(bits) bytes; d
 * (optional) of 1 to QZ_RSA_BYTES(bits) bytes; e as for the public key.
 * Checked (each failure QZ_ERR_ENCODING): the public key's rules; p and q
 * odd; p q = n; 0 < dP < p - 1 and e dP = 1 mod (p - 1); the same for dQ
 * and q; 0 < qInv < p and qInv q = 1 mod p; with d: 0 < d < n, d = dP mod
 * (p - 1) and d = dQ mod (q - 1) (so e d = 1 mod lcm(p - 1, q - 1)).
 * Primality is not checked. Computes the Montgomery constants of n, p and
 * q. ws: QZ_RSA_KEY_WORKSPACE_BYTES(bits), wiped on return. Constant time
 * in the secret components (lengths and n, e are public); the verdict is
 * public. On error *key is wiped. Stack: about 690 bytes on the M4, 950 on
 * the M0+ (its 256-bit digit kernels), the stack wipe's reach
 * (lib/rsa/rsa_internal.h). Cost, modelled
 * M4 cycles with e = 65537 and d: 5.6M (RSA-2048), 11.9M (RSA-3072), most
 * of it the bit-serial reductions mod p - 1 and q - 1.
 */
QZ_OUT(2, 3)
int qz_rsa_set_private_key_raw(qz_rsa_private_key *key, void *ws, size_t ws_len,
                               const qz_rsa_private_parts *parts);

/**
 * Write one component of a private key (part: QZ_RSA_PART_*) as out_len
 * big-endian bytes: n and d QZ_RSA_BYTES(bits) exactly; p, q, dP, dQ and
 * qInv QZ_RSA_HALF_BYTES(bits) exactly; e as in qz_rsa_get_public_key_raw.
 * QZ_RSA_PART_D on a key set without d is QZ_ERR_KEY; an unknown part
 * QZ_ERR_ALG. Treat the output as the secret it is. Constant time in the
 * component written.
 */
QZ_OUT(2, 3)
int qz_rsa_get_private_key_raw(const qz_rsa_private_key *key, uint8_t *out, size_t out_len,
                               int part);

/** Copy the public half of a private key into a public key object. */
int qz_rsa_get_public_key(qz_rsa_public_key *pub, const qz_rsa_private_key *key);

/** Wipe a private key object (every byte to zero). NULL is ignored. */
void qz_rsa_wipe_private_key(qz_rsa_private_key *key);

/** Wipe a public key object. NULL is ignored. */
void qz_rsa_wipe_public_key(qz_rsa_public_key *pub);

/* ---- key generation (FIPS 186-5 A.1.3) ---- */

/** Workspace of qz_rsa_generate_key: 34 limbs of 4 bytes per limb of a
 *  prime (bits / 64) and 88 more: 4,704 (RSA-2048), 6,880 (RSA-3072),
 *  9,056 (RSA-4096) bytes. */
#define QZ_RSA_KEYGEN_WORKSPACE_BYTES(bits) (4u * (34u * ((bits) / 64u) + 88u))

/**
 * Generate a private key of `bits` bits (2048, 3072 or 4096, up to
 * QZ_RSA_MAX_BITS; 1024 is for verification only and refused) and public
 * exponent e (big-endian, 1 to 32 bytes, leading zeros allowed: odd, 2^16
 * < e < 2^256), or 65537 when e is NULL with e_len 0, from rng, by FIPS
 * 186-5 A.1.3 (random probable primes):
 *  - p and q: nlen / 2 random bits each, made odd; refused unless p, q >=
 *    sqrt(2) 2^(nlen/2 - 1), |p - q| > 2^(nlen/2 - 100), gcd(p - 1, e) =
 *    gcd(q - 1, e) = 1, no odd factor below 1024 (trial division), and
 *    the Miller-Rabin rounds of FIPS 186-5 Table B.1 (5 for RSA-2048, 4
 *    for RSA-3072 and -4096), each base 4 (bits / 64) + 8 random bytes
 *    reduced mod p - 3, plus 2 (not B.3.1's retry: constant time). A
 *    candidate with v2(p - 1) > 16 is refused too (its Miller-Rabin
 *    squarings run 15 times whatever p: doc/security.md).
 *  - d = e^-1 mod lcm(p - 1, q - 1); a pair whose d <= 2^(nlen/2) is
 *    discarded and a new one drawn (FIPS 186-5 A.1.1); dP, dQ and qInv.
 *  - The key object is the one qz_rsa_set_private_key_raw makes from the
 *    components (d included), after all of its consistency checks; with
 *    QZ_FAULT_CHECKS (the default) one private operation on a random
 *    value (2 bits / 8 more random bytes and its blinding's) must then
 *    pass its check with e, which a composite p or q fails.
 * Bounds: a prime's search ends with QZ_ERR_RNG after 5 nlen / 2 tested
 * candidates (FIPS 186-5 A.1.3 4.7) or 10 nlen draws, and the call after
 * 4 pairs whose d is too small: with a working source these fail with
 * probability below 2^-20 per call (doc/security.md).
 * ws: QZ_RSA_KEYGEN_WORKSPACE_BYTES(bits), 4-byte aligned, wiped on
 * every return, as is the stack the call used. Stack: 1,068 bytes on the
 * M4 (painted stack under qemu, gcc 12.2 -O2, RSA-2048; the stack wipe's
 * reach below the raw setter and the fault check's private operation).
 * Constant time in the key produced: the accepted p and q and everything
 * derived from them; the refused candidates (discarded) and the number of
 * draws are public (doc/security.md, "RSA key generation").
 * Errors: QZ_ERR_NULL (key, rng or ws NULL, e NULL with e_len not 0, ws
 * not aligned), QZ_ERR_LENGTH (bits, e_len, ws_len), QZ_ERR_ENCODING (e
 * even or not above 2^16), QZ_ERR_RNG (the source failed, or a bound
 * above was reached), QZ_ERR_FAULT (the generated key failed the raw
 * setter's checks or the private operation's). On every error *key is
 * wiped (after the NULL checks).
 * The RNG's stream decides the key: kat/gen_rsa_keygen.py recomputes it
 * from the same stream. Cost: a distribution, RSA-2048 on the M4 (ten
 * seeds, modelled cycles, ideal memory): 125M to 2.16G, median 941M,
 * about 10.3M per Miller-Rabin round (doc/performance.md).
 */
QZ_OUT(4, 5) QZ_IN(6, 7)
int qz_rsa_generate_key(qz_rsa_private_key *key, unsigned bits, const qz_rng *rng, void *ws,
                        size_t ws_len, const uint8_t *e, size_t e_len);

/* ---- PKCS #1 DER keys (RFC 8017 A.1.1 RSAPublicKey, A.1.2 RSAPrivateKey) ---- */

/** The largest DER RSAPublicKey of a modulus of `bits` bits (n and e up
 *  to n's size, each an INTEGER with a sign byte and a 4-byte header; the
 *  SEQUENCE's header): 270 (RSA-1024), 526 (RSA-2048), 782 (RSA-3072),
 *  1,038 (RSA-4096) bytes. */
#define QZ_RSA_PUBLIC_DER_MAX_BYTES(bits) (2u * ((bits) / 8u) + 14u)
/** The largest DER RSAPrivateKey (version 0) of a modulus of `bits` bits:
 *  1,455 (RSA-2048), 2,159 (RSA-3072), 2,863 (RSA-4096) bytes. */
#define QZ_RSA_PRIVATE_DER_MAX_BYTES(bits) (11u * ((bits) / 16u) + 47u)

/**
 * Set a public key from a DER RSAPublicKey, SEQUENCE { INTEGER n, INTEGER
 * e }, of exactly der_len bytes. Strict DER: the tags, definite lengths in
 * their minimal form (at most two length bytes), each inside the input,
 * INTEGERs non-negative and minimal (no leading zero byte that the next
 * byte does not need), no byte after the SEQUENCE. Then n and e, without
 * their sign bytes, go to qz_rsa_set_public_key_raw and its checks.
 * ws: QZ_RSA_KEY_WORKSPACE_BYTES(bits) of the key's modulus
 * (QZ_RSA_KEY_WORKSPACE_BYTES(QZ_RSA_MAX_BITS) always suffices), wiped on
 * return. Public input: not constant time.
 * Errors: QZ_ERR_NULL; QZ_ERR_ENCODING for any DER rule broken (an empty,
 * truncated or longer input included) and for any value the raw setter
 * refuses, e longer than n included; QZ_ERR_LENGTH for a modulus whose
 * size is not one rsa.h takes (1024, 2048, 3072, 4096 bits, up to
 * QZ_RSA_MAX_BITS: checked after the DER rules) or a workspace too small
 * for it. On error *pub is zeroed. Stack: 64 bytes (M4, gcc 12.2 -O2) and
 * the raw setter's.
 */
QZ_OUT(2, 3) QZ_IN(4, 5)
int qz_rsa_set_public_key_der(qz_rsa_public_key *pub, void *ws, size_t ws_len, const uint8_t *der,
                              size_t der_len);

/**
 * Write a public key as canonical DER RSAPublicKey into der (room
 * der_cap); *der_len receives the length written. der NULL with der_cap 0
 * is a size query: *der_len receives the length, nothing is written.
 * QZ_RSA_PUBLIC_DER_MAX_BYTES(bits) always suffices.
 * Errors: QZ_ERR_NULL (der NULL with der_cap not 0), QZ_ERR_KEY,
 * QZ_ERR_LENGTH if der_cap is below the length (nothing written).
 */
QZ_OUT(2, 3)
int qz_rsa_get_public_key_der(const qz_rsa_public_key *pub, uint8_t *der, size_t der_cap,
                              size_t *der_len);

/**
 * Set a private key from a DER RSAPrivateKey (RFC 8017 A.1.2), SEQUENCE {
 * version 0, n, e, d, p, q, dP, dQ, qInv }, of exactly der_len bytes, with
 * the DER rules of qz_rsa_set_public_key_der. A key of version 1 (multi-
 * prime, RFC 8017 A.1.2 with otherPrimeInfos) is QZ_ERR_ALG: the library
 * implements two-prime RSA only. The components, without their sign bytes,
 * go to qz_rsa_set_private_key_raw (d always given) and its checks; p and
 * q must have exactly half the modulus's bytes, d up to n's, dP, dQ and
 * qInv up to p's. ws: QZ_RSA_KEY_WORKSPACE_BYTES(bits), wiped on return.
 * Constant time in the secret components: the lengths of the INTEGERs
 * (public by the format), n and e decide the branches; the rules on the
 * secret INTEGERs' first bytes are one verdict, public once computed. No
 * copy of a secret is made (the raw setter reads der in place); the raw
 * setter wipes its workspace and stack.
 * Errors: QZ_ERR_NULL; QZ_ERR_ALG for version 1; QZ_ERR_ENCODING for any
 * DER rule broken, another version, a component longer than its field and
 * any value the raw setter refuses (a component changed so that the key's
 * checks fail); QZ_ERR_LENGTH for a modulus of another size (1024 bits
 * included: private keys are 2048 to 4096 bits) or a workspace too small.
 * On error *key is wiped. Stack: the raw setter's (about 690 bytes on the
 * M4, 950 on the M0+) and 168 more (M4, gcc 12.2 -O2; the M0+: 1,124 in
 * all, painted stack under qemu, 2026-12-04).
 */
QZ_OUT(2, 3) QZ_IN(4, 5)
int qz_rsa_set_private_key_der(qz_rsa_private_key *key, void *ws, size_t ws_len,
                               const uint8_t *der, size_t der_len);

/**
 * Write a private key as canonical DER RSAPrivateKey (version 0) into der
 * (room der_cap); *der_len receives the length written; der NULL with
 * der_cap 0 is a size query. QZ_RSA_PRIVATE_DER_MAX_BYTES(bits) always
 * suffices. The key must have been set with d (QZ_ERR_KEY otherwise).
 * Treat the output as the secret it is. Constant time in the components
 * but for their minimal lengths, which the output shows. Errors:
 * QZ_ERR_NULL, QZ_ERR_KEY, QZ_ERR_LENGTH if der_cap is below the length
 * (nothing written). Stack: a 952-byte frame on the M4 with
 * QZ_RSA_MAX_BITS 4096 (qInv taken out of its Montgomery form in a
 * half-modulus number and a full-modulus product, both wiped) and the
 * Montgomery reduction's.
 */
QZ_OUT(2, 3)
int qz_rsa_get_private_key_der(const qz_rsa_private_key *key, uint8_t *der, size_t der_cap,
                               size_t *der_len);

/**
 * The public operation (RSAEP, RSAVP1): out = in^e mod n. in and out are
 * QZ_RSA_BYTES(bits) big-endian bytes each (in_len and out_len exactly
 * that); they may be the same buffer, not partly overlapping. For e =
 * 65537, 16 squarings and one multiplication; any other e, left-to-right
 * binary. ws: QZ_RSA_PUBLIC_WORKSPACE_BYTES(bits). Public data: not
 * constant time in e (its bits decide the multiplications).
 * Errors: QZ_ERR_LENGTH, QZ_ERR_ENCODING for in >= n (nothing written).
 * Stack: about 210 bytes on the M4 and the M0+. Modelled M4 cycles with e
 * = 65537 (qz-mcusim, ideal memory, 2026-12-05): 0.27M (RSA-2048), 0.58M
 * (RSA-3072).
 */
QZ_OUT(2, 3) QZ_OUT(4, 5) QZ_IN(6, 7)
int qz_rsa_public(const qz_rsa_public_key *pub, void *ws, size_t ws_len, uint8_t *out,
                  size_t out_len, const uint8_t *in, size_t in_len);

/**
 * The private operation with the CRT (RSADP, RSASP1, RFC 8017 5.1.2 2.b):
 * out = in^d mod n from dP, dQ and qInv (Garner's recombination), with
 * base and exponent blinding from rng and, with QZ_FAULT_CHECKS, the
 * result checked with e. in and out: QZ_RSA_BYTES(bits) bytes each, the
 * same buffer or apart. ws: at least QZ_RSA_PRIVATE_WORKSPACE_BYTES_LOW(bits);
 * the largest window whose size fits is used (header comment).
 * Constant time in the key's secrets, in and out.
 * Errors: QZ_ERR_LENGTH, QZ_ERR_ENCODING for in >= n (nothing written),
 * QZ_ERR_RNG if rng fails (or gives no invertible blinding value in 8
 * tries), QZ_ERR_FAULT if the result fails its check: out is zeroed on
 * these two. Stack: about 760 bytes on the M4, 1,020 on the M0+ (the
 * stack wipe's reach; the M0+'s 256-bit digit kernels go deeper).
 * Modelled M4 cycles (qz-mcusim, ideal memory, 2026-12-05; LOW / MID /
 * HIGH): RSA-2048 14.4M / 13.8M / 13.9M, RSA-3072 41.4M / 39.2M / 38.8M
 * (doc/performance.md; at 2048 bits the 32-entry table's reads cost a
 * little more than the products they save).
 */
QZ_OUT(3, 4) QZ_OUT(5, 6) QZ_IN(7, 8)
int qz_rsa_private(const qz_rsa_private_key *key, const qz_rng *rng, void *ws, size_t ws_len,
                   uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len);

/**
 * The private operation without the CRT (RFC 8017 5.1.2 2.a): out = in^d
 * mod n, from a key set with d; blinding and fault check as
 * qz_rsa_private. ws: at least QZ_RSA_NONCRT_WORKSPACE_BYTES_LOW(bits).
 * About three to four times slower than the CRT: for keys whose owner
 * wants the exponent d used as given. Errors as qz_rsa_private, and
 * QZ_ERR_KEY for a key set without d.
 */
QZ_OUT(3, 4) QZ_OUT(5, 6) QZ_IN(7, 8)
int qz_rsa_private_noncrt(const qz_rsa_private_key *key, const qz_rng *rng, void *ws,
                          size_t ws_len, uint8_t *out, size_t out_len, const uint8_t *in,
                          size_t in_len);

/* ------------------------------------------------------------------------
 * The schemes of RFC 8017 on the primitives above: RSASSA-PSS (9.1, 8.1),
 * RSASSA-PKCS1-v1_5 (9.2, 8.2), RSAES-OAEP (7.1) and RSAES-PKCS1-v1_5
 * (7.2) with implicit rejection.
 *
 * Hashes: any of qzcrypt/hash.h (SHA-224 ... SHA-512/256, SHA3-224 ...
 * SHA3-512), named by its descriptor; PSS's and OAEP's MGF1 uses the same
 * hash as the message (RFC 8017's recommendation, and what nearly every
 * protocol profiles). A bad descriptor is QZ_ERR_ALG.
 *
 * Signing runs the CRT private operation (qz_rsa_private) and takes its
 * workspace: any of QZ_RSA_PRIVATE_WORKSPACE_BYTES_LOW/_MID/_HIGH(bits),
 * the window chosen by ws_len as there. The encoded message is built in
 * sig and the private operation runs in place, so signing needs no other
 * memory. The rng drives the blinding (and PSS's salt); with
 * QZ_FAULT_CHECKS the signature is checked with e before it is released.
 * Errors of signing: those of qz_rsa_private, QZ_ERR_ALG, QZ_ERR_LENGTH
 * (sig_len not the modulus's bytes, a digest not the hash's size, a salt
 * or DigestInfo that does not fit); sig is zeroed on every error after
 * the arguments were checked.
 *
 * Verification: QZ_RSA_VERIFY_WORKSPACE_BYTES(bits) (the public
 * operation's and the modulus's bytes for the recovered encoding), QZ_OK
 * or QZ_ERR_AUTH, the latter for every signature that does not verify,
 * one of the wrong length or not below n included (it comes from the
 * sender). Public data: not constant time, and no read or write outside
 * the arguments' stated lengths whatever the signature holds.
 *
 * Encryption: QZ_RSA_ENCRYPT_WORKSPACE_BYTES(bits); ct of the modulus's
 * bytes exactly, built in place (it holds the message until the public
 * operation has run: the public operation is constant time in its input).
 * Decryption: QZ_RSA_DECRYPT_WORKSPACE_BYTES_LOW/_MID/_HIGH(bits), the
 * private operation's plus the modulus's bytes; the message goes to out
 * (room out_cap, its length to *out_len); ct_len must be the modulus's
 * bytes (QZ_ERR_LENGTH). A message longer than out_cap is QZ_ERR_LENGTH
 * after the padding's verdict (its length is then public), nothing
 * written. Every buffer that held a secret is wiped before the call
 * returns.
 *
 * Stack below the caller (painted stack under qemu, gcc 12.2 -O2,
 * 2026-12-03; the same at RSA-2048 and -4096), M4 / M0+: signing 890 /
 * 920 bytes (the private operation's 700 and a hash), verification up to
 * 830 / 970 (SHA-512), encryption up to 720 / 860, OAEP decryption 830 /
 * 890, PKCS #1 v1.5 decryption 1,020 / 1,280 (HMAC-SHA-256 under the
 * implicit rejection; the M0+'s private operations 256 bytes more since
 * its 256-bit digit kernels, 2026-12-04: the stack wipe's larger reach,
 * lib/rsa/rsa_internal.h); no 8-byte run of the message or of d was left on
 * it by any call (the probe finds a planted copy). Modelled M4 cycles
 * (qz-mcusim, ideal memory, RSA-2048 / RSA-3072, SHA-256, HIGH window,
 * 2026-12-05): PSS signing 13.9M / 38.9M, PSS verification 0.31M /
 * 0.62M, v1.5 signing 13.9M / 38.9M, v1.5 verification 0.28M / 0.58M,
 * OAEP encryption 0.31M / 0.63M, OAEP decryption 13.9M / 38.9M, v1.5
 * encryption 0.28M / 0.58M, v1.5 decryption 14.1M / 39.2M (valid or
 * not: the same to 25 cycles, the copy of a message of another length,
 * measured 2026-12-03): the private or public operation plus the hashing,
 * about 40k cycles (PSS, OAEP) and 250k (v1.5 decryption's KDK and PRF,
 * RSA-2048).
 * ------------------------------------------------------------------------ */

/** PSS verification's salt_len to accept any salt length (the one the
 *  encoding holds, RFC 8017 9.1.2 without step 10's length check). */
#define QZ_RSA_PSS_SALT_AUTO ((size_t)-1)
/** The largest PSS salt for a modulus of `bits` and a hash of hlen bytes
 *  (emLen - hLen - 2; emLen = bits / 8 for the sizes here). */
#define QZ_RSA_PSS_MAX_SALT_BYTES(bits, hlen) ((bits) / 8u - (hlen) - 2u)
/** The longest OAEP message (k - 2 hLen - 2) and PKCS #1 v1.5 message
 *  (k - 11). */
#define QZ_RSA_OAEP_MAX_MSG_BYTES(bits, hlen) ((bits) / 8u - 2u * (hlen) - 2u)
#define QZ_RSA_PKCS1_MAX_MSG_BYTES(bits) ((bits) / 8u - 11u)

/** Workspaces of the schemes (header comment above). */
#define QZ_RSA_VERIFY_WORKSPACE_BYTES(bits) (QZ_RSA_PUBLIC_WORKSPACE_BYTES(bits) + (bits) / 8u)
#define QZ_RSA_ENCRYPT_WORKSPACE_BYTES(bits) QZ_RSA_PUBLIC_WORKSPACE_BYTES(bits)
#define QZ_RSA_DECRYPT_WORKSPACE_BYTES_LOW(bits) \
    (QZ_RSA_PRIVATE_WORKSPACE_BYTES_LOW(bits) + (bits) / 8u)
#define QZ_RSA_DECRYPT_WORKSPACE_BYTES_MID(bits) \
    (QZ_RSA_PRIVATE_WORKSPACE_BYTES_MID(bits) + (bits) / 8u)
#define QZ_RSA_DECRYPT_WORKSPACE_BYTES_HIGH(bits) \
    (QZ_RSA_PRIVATE_WORKSPACE_BYTES_HIGH(bits) + (bits) / 8u)

/**
 * RSASSA-PSS signature (RFC 8017 8.1.1, EMSA-PSS 9.1.1) of msg: hashed
 * with `hash`, a salt of salt_len random bytes from rng (0 up to
 * QZ_RSA_PSS_MAX_SALT_BYTES(bits, hLen); hLen is the common choice), MGF1
 * with the same hash. sig: QZ_RSA_BYTES(bits) bytes. Workspace, errors and
 * wiping: the header comment above ("Signing"); a salt too long for the
 * modulus is QZ_ERR_LENGTH. Constant time in the key (the private
 * operation); the message, salt and encoding are not secret.
 */
QZ_OUT(4, 5) QZ_OUT(6, 7) QZ_IN(8, 9)
int qz_rsa_pss_sign(const qz_rsa_private_key *key, qz_hash_id hash, const qz_rng *rng, void *ws,
                    size_t ws_len, uint8_t *sig, size_t sig_len, const uint8_t *msg,
                    size_t msg_len, size_t salt_len);

/** As qz_rsa_pss_sign over a digest of `hash` (digest_len its size). */
QZ_OUT(4, 5) QZ_OUT(6, 7) QZ_IN(8, 9)
int qz_rsa_pss_sign_digest(const qz_rsa_private_key *key, qz_hash_id hash, const qz_rng *rng,
                           void *ws, size_t ws_len, uint8_t *sig, size_t sig_len,
                           const uint8_t *digest, size_t digest_len, size_t salt_len);

/**
 * As qz_rsa_pss_sign_digest with the caller's salt (salt_len bytes; salt
 * may be NULL when salt_len is 0): the deterministic twin, for known
 * answers and for profiles that fix the salt. rng still drives the
 * private operation's blinding, which does not change its result: the
 * same key, digest and salt always give the same signature.
 */
QZ_OUT(4, 5) QZ_OUT(6, 7) QZ_IN(8, 9) QZ_IN(10, 11)
int qz_rsa_pss_sign_digest_derand(const qz_rsa_private_key *key, qz_hash_id hash,
                                  const qz_rng *rng, void *ws, size_t ws_len, uint8_t *sig,
                                  size_t sig_len, const uint8_t *digest, size_t digest_len,
                                  const uint8_t *salt, size_t salt_len);

/**
 * RSASSA-PSS verification (RFC 8017 8.1.2, 9.1.2) of sig over msg with
 * `hash` (and MGF1 with it). salt_len: the salt length the signer used,
 * or QZ_RSA_PSS_SALT_AUTO to accept any. ws:
 * QZ_RSA_VERIFY_WORKSPACE_BYTES(bits), wiped on return. QZ_OK or
 * QZ_ERR_AUTH (header comment above); QZ_ERR_NULL, QZ_ERR_KEY, QZ_ERR_ALG,
 * QZ_ERR_LENGTH for the workspace. Stack: the public operation's and a
 * hash context.
 */
QZ_OUT(3, 4) QZ_IN(5, 6) QZ_IN(7, 8)
int qz_rsa_pss_verify(const qz_rsa_public_key *pub, qz_hash_id hash, void *ws, size_t ws_len,
                      const uint8_t *msg, size_t msg_len, const uint8_t *sig, size_t sig_len,
                      size_t salt_len);

/** As qz_rsa_pss_verify over a digest of `hash`; a digest_len that is not
 *  its size is QZ_ERR_LENGTH. */
QZ_OUT(3, 4) QZ_IN(5, 6) QZ_IN(7, 8)
int qz_rsa_pss_verify_digest(const qz_rsa_public_key *pub, qz_hash_id hash, void *ws,
                             size_t ws_len, const uint8_t *digest, size_t digest_len,
                             const uint8_t *sig, size_t sig_len, size_t salt_len);

/**
 * RSASSA-PKCS1-v1_5 signature (RFC 8017 8.2.1, EMSA-PKCS1-v1_5 9.2) of
 * msg hashed with `hash`: 0x00 0x01 0xff... 0x00 DigestInfo, the
 * DigestInfo's AlgorithmIdentifier with NULL parameters (every hash,
 * SHA-3 included, as OpenSSL writes it). Deterministic (rng is the
 * private operation's blinding only). As the header comment above.
 */
QZ_OUT(4, 5) QZ_OUT(6, 7) QZ_IN(8, 9)
int qz_rsa_pkcs1_sign(const qz_rsa_private_key *key, qz_hash_id hash, const qz_rng *rng, void *ws,
                      size_t ws_len, uint8_t *sig, size_t sig_len, const uint8_t *msg,
                      size_t msg_len);

/** As qz_rsa_pkcs1_sign over a digest of `hash` (digest_len its size). */
QZ_OUT(4, 5) QZ_OUT(6, 7) QZ_IN(8, 9)
int qz_rsa_pkcs1_sign_digest(const qz_rsa_private_key *key, qz_hash_id hash, const qz_rng *rng,
                             void *ws, size_t ws_len, uint8_t *sig, size_t sig_len,
                             const uint8_t *digest, size_t digest_len);

/**
 * RSASSA-PKCS1-v1_5 verification: the expected encoding is built from the
 * digest and compared with the whole recovered one (RFC 8017 8.2.2 step
 * 3-4); the signature's ASN.1 is never parsed, so a DigestInfo without
 * the NULL parameters, with other lengths or with bytes after it does not
 * verify. QZ_OK or QZ_ERR_AUTH as the header comment above.
 */
QZ_OUT(3, 4) QZ_IN(5, 6) QZ_IN(7, 8)
int qz_rsa_pkcs1_verify(const qz_rsa_public_key *pub, qz_hash_id hash, void *ws, size_t ws_len,
                        const uint8_t *msg, size_t msg_len, const uint8_t *sig, size_t sig_len);

/** As qz_rsa_pkcs1_verify over a digest of `hash` (digest_len its size,
 *  else QZ_ERR_LENGTH). */
QZ_OUT(3, 4) QZ_IN(5, 6) QZ_IN(7, 8)
int qz_rsa_pkcs1_verify_digest(const qz_rsa_public_key *pub, qz_hash_id hash, void *ws,
                               size_t ws_len, const uint8_t *digest, size_t digest_len,
                               const uint8_t *sig, size_t sig_len);

/**
 * RSAES-OAEP encryption (RFC 8017 7.1.1) of msg (0 to
 * QZ_RSA_OAEP_MAX_MSG_BYTES(bits, hLen) bytes, else QZ_ERR_LENGTH) with
 * `hash` (lHash and MGF1) and a label (may be NULL when label_len is 0),
 * the seed from rng. ct: QZ_RSA_BYTES(bits) bytes; ws:
 * QZ_RSA_ENCRYPT_WORKSPACE_BYTES(bits). Constant time in msg (its length
 * is public). Errors: QZ_ERR_NULL, QZ_ERR_KEY, QZ_ERR_ALG, QZ_ERR_LENGTH,
 * QZ_ERR_RNG (ct zeroed).
 */
QZ_OUT(4, 5) QZ_OUT(6, 7) QZ_IN(8, 9) QZ_IN(10, 11)
int qz_rsa_oaep_encrypt(const qz_rsa_public_key *pub, qz_hash_id hash, const qz_rng *rng,
                        void *ws, size_t ws_len, uint8_t *ct, size_t ct_len, const uint8_t *label,
                        size_t label_len, const uint8_t *msg, size_t msg_len);

/** As qz_rsa_oaep_encrypt with the caller's seed (seed_len = hLen): the
 *  deterministic twin, for known answers only (a repeated seed gives
 *  equal ciphertexts for equal messages). */
QZ_OUT(3, 4) QZ_OUT(5, 6) QZ_IN(7, 8) QZ_IN(9, 10) QZ_IN(11, 12)
int qz_rsa_oaep_encrypt_derand(const qz_rsa_public_key *pub, qz_hash_id hash, void *ws,
                               size_t ws_len, uint8_t *ct, size_t ct_len, const uint8_t *label,
                               size_t label_len, const uint8_t *msg, size_t msg_len,
                               const uint8_t *seed, size_t seed_len);

/**
 * RSAES-OAEP decryption (RFC 8017 7.1.2) of ct (QZ_RSA_BYTES(bits)
 * bytes) with `hash` and the label. The checks (the first byte zero,
 * lHash, the zeros and the 0x01 before the message) are merged into one
 * mask in constant time, and one verdict is released: QZ_ERR_AUTH for any
 * of them, and for a ct not below n. On QZ_OK the message, which ends
 * where the encoding ends, is copied to out by its length (public once the
 * verdict is): *out_len receives it. ws: QZ_RSA_DECRYPT_WORKSPACE_BYTES_*
 * (bits). Constant time in the key, the decrypted encoding and which
 * check failed. Errors: QZ_ERR_NULL, QZ_ERR_KEY, QZ_ERR_ALG, QZ_ERR_LENGTH
 * (also a message longer than out_cap), QZ_ERR_AUTH, QZ_ERR_RNG,
 * QZ_ERR_FAULT; out is written on QZ_OK only.
 */
QZ_OUT(4, 5) QZ_OUT(6, 7) QZ_IN(9, 10) QZ_IN(11, 12)
int qz_rsa_oaep_decrypt(const qz_rsa_private_key *key, qz_hash_id hash, const qz_rng *rng,
                        void *ws, size_t ws_len, uint8_t *out, size_t out_cap, size_t *out_len,
                        const uint8_t *label, size_t label_len, const uint8_t *ct,
                        size_t ct_len);

/**
 * RSAES-PKCS1-v1_5 encryption (RFC 8017 7.2.1) of msg (0 to
 * QZ_RSA_PKCS1_MAX_MSG_BYTES(bits) bytes): 0x00 0x02, nonzero random
 * padding from rng, 0x00, msg. For interoperation with systems that need
 * it; prefer OAEP. ct and ws as qz_rsa_oaep_encrypt.
 */
QZ_OUT(3, 4) QZ_OUT(5, 6) QZ_IN(7, 8)
int qz_rsa_pkcs1_encrypt(const qz_rsa_public_key *pub, const qz_rng *rng, void *ws,
                         size_t ws_len, uint8_t *ct, size_t ct_len, const uint8_t *msg,
                         size_t msg_len);

/**
 * RSAES-PKCS1-v1_5 decryption with implicit rejection
 * (draft-irtf-cfrg-rsa-guidance; OpenSSL 3.2 and later do the same, and
 * kat/gen_rsa_schemes.py checks this against them): a ciphertext whose
 * padding is wrong does not give an error but a synthetic message, whose
 * length and bytes come from a PRF keyed by KDK = HMAC-SHA-256(SHA-256(d
 * as k bytes), ct), so that the caller cannot tell (and cannot leak to an
 * attacker, in time or in behaviour) whether the padding was right: the
 * protocol above must reject the synthetic message as it rejects a wrong
 * key (a MAC, a handshake hash). The padding checks, the choice between
 * the two messages and the two lengths are masks, constant time; the
 * returned length is public. Needs a key set with d (else QZ_ERR_KEY).
 * ws: QZ_RSA_DECRYPT_WORKSPACE_BYTES_*(bits). Errors: QZ_ERR_NULL,
 * QZ_ERR_KEY, QZ_ERR_LENGTH (ct_len, or a message longer than out_cap),
 * QZ_ERR_AUTH for a ct not below n (public), QZ_ERR_RNG, QZ_ERR_FAULT;
 * never for the padding.
 */
QZ_OUT(3, 4) QZ_OUT(5, 6) QZ_IN(8, 9)
int qz_rsa_pkcs1_decrypt(const qz_rsa_private_key *key, const qz_rng *rng, void *ws,
                         size_t ws_len, uint8_t *out, size_t out_cap, size_t *out_len,
                         const uint8_t *ct, size_t ct_len);

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_RSA_H */

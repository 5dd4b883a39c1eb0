/*
 * qzcrypt: error codes and conventions shared by every family.
 *
 * Every function returns an int: 0 (QZ_OK) on success, a negative
 * QZ_ERR_* code on failure. Functions never crash on bad arguments that
 * they can detect: a NULL pointer with a non-zero length, an unknown
 * algorithm, a length out of range or a context in the wrong state all
 * return an error and leave output buffers unwritten unless said otherwise.
 *
 * Contexts are caller-allocated plain structs. They need no init call
 * beyond the family's own *_init, hold no pointers to the heap (qzcrypt
 * never allocates), and are wiped by the call that finishes them.
 */
#ifndef QZCRYPT_COMMON_H
#define QZCRYPT_COMMON_H

#include <stddef.h>
#include <stdint.h>

#define QZ_OK 0
/** A required pointer was NULL (or NULL with a non-zero length). */
#define QZ_ERR_NULL (-1)
/** A length or size argument is out of the documented range. */
#define QZ_ERR_LENGTH (-2)
/** The context is not initialised for this operation (never initialised,
 *  initialised for another algorithm, or already finished and wiped). */
#define QZ_ERR_STATE (-3)
/** Unknown or unsupported algorithm identifier. */
#define QZ_ERR_ALG (-4)
/** An integrity check failed: a tag or signature did not verify, a key
 *  unwrap's integrity value or padding is wrong, a CBC decryption's PKCS#7
 *  padding is malformed. One code for all of them (doc/api.md, "Errors"):
 *  the output is withheld. Distinct from a malformed input of the wrong
 *  length, which is QZ_ERR_LENGTH. */
#define QZ_ERR_AUTH (-5)
/** A DRBG needs a reseed before it may generate again (SP 800-90A reseed
 *  counter reached, or prediction resistance requested). */
#define QZ_ERR_RESEED (-6)
/** The caller's random source (qz_rng) reported a failure. */
#define QZ_ERR_RNG (-8)

/* -7 was QZ_ERR_PADDING (until 0.3): a bad CBC padding is QZ_ERR_AUTH now. */
/** The key object is not set (never set, or wiped), or was set for the
 *  other direction (an AES key set for encryption given to a decryption,
 *  or the reverse): doc/api.md, "Keys". */
#define QZ_ERR_KEY (-9)
/** An encoded key, point or signature that is malformed or not valid: a
 *  point off the curve, a coordinate or scalar out of range, a bad prefix,
 *  a non-canonical or non-minimal encoding, trailing bytes. (An encoding
 *  whose length fits no form, such as SEC 1's one-byte point at infinity,
 *  is QZ_ERR_LENGTH.) */
#define QZ_ERR_ENCODING (-10)
/** A fault check failed (QZ_FAULT_CHECKS): a result computed with a secret
 * did not pass its consistency check and was not released; the output is
 * zeroed. A sign of a glitch or of a memory fault, never of bad input. */
#define QZ_ERR_FAULT (-11)
/** X25519 / X448 (RFC 7748 section 6): the peer's public value is of low
 *  order, so the shared secret is all zero. Reported apart from every
 *  other failure so that the caller decides (a protocol that needs
 *  contributory behaviour aborts); the secret output holds the zeros. */
#define QZ_ERR_LOW_ORDER (-12)

/*
 * Buffer annotations on every public prototype (doc/api.md, "Argument
 * order"): QZ_OUT(p, n) marks parameter p as an output of n bytes
 * (parameter n, or none for a fixed size), QZ_IN(p, n) as an input. With
 * GCC 11 or later they become access attributes, so that a swapped output
 * and input is a compile-time warning (an uninitialised buffer read, or
 * a write past a smaller buffer); they cost nothing at run time and expand
 * to nothing on other compilers, or with QZ_NO_ACCESS_MARKS defined.
 */
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 11 && \
    !defined(QZ_NO_ACCESS_MARKS)
#define QZ_OUT(p, n) __attribute__((access(write_only, p, n)))
#define QZ_OUT_FIXED(p) __attribute__((access(write_only, p)))
#define QZ_IN(p, n) __attribute__((access(read_only, p, n)))
#else
#define QZ_OUT(p, n)
#define QZ_OUT_FIXED(p)
#define QZ_IN(p, n)
#endif

#endif /* QZCRYPT_COMMON_H */

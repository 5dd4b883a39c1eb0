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
/** Authentication failed: a tag or signature did not verify. Distinct from
 *  a malformed input, which is QZ_ERR_LENGTH or QZ_ERR_NULL. */
#define QZ_ERR_AUTH (-5)
/** A DRBG needs a reseed before it may generate again (SP 800-90A reseed
 *  counter reached, or prediction resistance requested). */
#define QZ_ERR_RESEED (-6)
/** Decrypted data carries malformed padding (CBC with PKCS#7). The output
 *  is withheld. Key unwrap with padding (KWP) folds its padding check into
 *  the integrity verdict and returns QZ_ERR_AUTH, as SP 800-38F says. */
#define QZ_ERR_PADDING (-7)
/** The caller's random source (qz_rng) reported a failure. */
#define QZ_ERR_RNG (-8)

#endif /* QZCRYPT_COMMON_H */

/*
 * X448 (RFC 7748): Diffie-Hellman on Curve448 with u-coordinates.
 *
 * Keys are 56-byte strings as RFC 7748 defines them. A private key object
 * holds the 56 bytes as given (clamped at each use, section 5) and its
 * public value u(k * 5), computed when it is set. Any 56 bytes are a
 * valid private key and any 56 bytes a valid peer value (a u >= p is
 * taken mod p, as section 5 requires).
 *
 * The shared secret is the raw X448 output: derive keys from it with a
 * KDF (qzcrypt/hkdf.h), never use it as a key directly. A peer value of
 * low order makes it all zero: that is QZ_ERR_LOW_ORDER (RFC 7748 section
 * 6.1), reported apart so that the caller decides.
 *
 * Constant time in the private key and in the shared secret (the ladder's
 * 448 steps, swaps by masks). Working memory is the caller's workspace of
 * QZ_X448_WORKSPACE_BYTES, 4-byte aligned (else QZ_ERR_NULL; smaller is
 * QZ_ERR_LENGTH), wiped before each call returns; the stack each call
 * uses is in doc/performance.md.
 *
 * Errors, every function: QZ_ERR_NULL for a NULL pointer, QZ_ERR_LENGTH
 * for a key, value or secret length other than QZ_X448_BYTES, QZ_ERR_KEY
 * for a key object that is not set (or was wiped or damaged).
 */
#ifndef QZCRYPT_X448_H
#define QZCRYPT_X448_H

#include "qzcrypt/common.h"
#include "qzcrypt/rng.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Bytes of a private key, a public value and a shared secret. */
#define QZ_X448_BYTES 56u
/** The workspace of every X448 call. */
#define QZ_X448_WORKSPACE_BYTES 528u

#define QZ_X448_PRIVATE_MAGIC 0x78343438u

/** A private key and its public value. Treat the fields as private. */
typedef struct qz_x448_private_key {
    uint32_t magic; /* QZ_X448_PRIVATE_MAGIC when set, 0 when wiped */
    uint32_t check; /* bound to pub (a damaged object is refused) */
    uint8_t k[56];
    uint8_t pub[56];
} qz_x448_private_key;

/** Set key from 56 bytes and compute its public value. */
QZ_OUT(2, 3) QZ_IN(4, 5)
int qz_x448_set_private_key(qz_x448_private_key *key, void *ws, size_t ws_len,
                              const uint8_t *priv, size_t priv_len);

/** A new key: 56 bytes from rng (QZ_ERR_RNG if it fails; key is then
 *  wiped). */
QZ_OUT(3, 4)
int qz_x448_generate_key(qz_x448_private_key *key, const qz_rng *rng, void *ws,
                           size_t ws_len);

/** The key's 56 bytes, as set. */
QZ_OUT(2, 3)
int qz_x448_get_private_key(const qz_x448_private_key *key, uint8_t *out, size_t out_len);

/** The key's public value u(k * 5). */
QZ_OUT(2, 3)
int qz_x448_get_public_key(const qz_x448_private_key *key, uint8_t *pub, size_t pub_len);

/** Wipe the key object (it is then refused). */
void qz_x448_wipe_private_key(qz_x448_private_key *key);

/**
 * secret = X448(k, peer) (RFC 7748 section 5). QZ_ERR_LOW_ORDER when it
 * is all zero (secret then holds the zeros); a refused argument (NULL,
 * length, key, workspace) writes nothing.
 */
QZ_OUT(2, 3) QZ_OUT(4, 5) QZ_IN(6, 7)
int qz_x448(const qz_x448_private_key *key, void *ws, size_t ws_len, uint8_t *secret,
              size_t secret_len, const uint8_t *peer, size_t peer_len);

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_X448_H */

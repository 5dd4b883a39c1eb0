/*
 * X25519 (RFC 7748): Diffie-Hellman on Curve25519 with u-coordinates.
 *
 * Keys are 32-byte strings as RFC 7748 defines them. A private key object
 * holds the 32 bytes as given (clamped at each use, section 5) and its
 * public value u(k * 9), computed when it is set. Any 32 bytes are a
 * valid private key and any 32 bytes a valid peer value: the top bit of a
 * peer's u is ignored and a u >= p is taken mod p, as section 5 requires.
 *
 * The shared secret is the raw X25519 output: derive keys from it with a
 * KDF (qzcrypt/hkdf.h), never use it as a key directly. A peer value of
 * low order makes it all zero: that is QZ_ERR_LOW_ORDER (RFC 7748 section
 * 6.1), reported apart so that the caller decides.
 *
 * Constant time in the private key and in the shared secret (the ladder's
 * 255 steps, swaps by masks). Working memory is the caller's workspace of
 * QZ_X25519_WORKSPACE_BYTES, 4-byte aligned (else QZ_ERR_NULL; smaller is
 * QZ_ERR_LENGTH), wiped before each call returns; the stack each call
 * uses is in doc/performance.md.
 *
 * Errors, every function: QZ_ERR_NULL for a NULL pointer, QZ_ERR_LENGTH
 * for a key, value or secret length other than QZ_X25519_BYTES, QZ_ERR_KEY
 * for a key object that is not set (or was wiped or damaged).
 */
#ifndef QZCRYPT_X25519_H
#define QZCRYPT_X25519_H

#include "qzcrypt/common.h"
#include "qzcrypt/rng.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Bytes of a private key, a public value and a shared secret. */
#define QZ_X25519_BYTES 32u
/** The workspace of every X25519 call. */
#define QZ_X25519_WORKSPACE_BYTES 320u

#define QZ_X25519_PRIVATE_MAGIC 0x78323535u

/** A private key and its public value. Treat the fields as private. */
typedef struct qz_x25519_private_key {
    uint32_t magic; /* QZ_X25519_PRIVATE_MAGIC when set, 0 when wiped */
    uint32_t check; /* bound to pub (a damaged object is refused) */
    uint8_t k[32];
    uint8_t pub[32];
} qz_x25519_private_key;

/** Set key from 32 bytes and compute its public value. */
QZ_OUT(2, 3) QZ_IN(4, 5)
int qz_x25519_set_private_key(qz_x25519_private_key *key, void *ws, size_t ws_len,
                              const uint8_t *priv, size_t priv_len);

/** A new key: 32 bytes from rng (QZ_ERR_RNG if it fails; key is then
 *  wiped). */
QZ_OUT(3, 4)
int qz_x25519_generate_key(qz_x25519_private_key *key, const qz_rng *rng, void *ws,
                           size_t ws_len);

/** The key's 32 bytes, as set. */
QZ_OUT(2, 3)
int qz_x25519_get_private_key(const qz_x25519_private_key *key, uint8_t *out, size_t out_len);

/** The key's public value u(k * 9). */
QZ_OUT(2, 3)
int qz_x25519_get_public_key(const qz_x25519_private_key *key, uint8_t *pub, size_t pub_len);

/** Wipe the key object (it is then refused). */
void qz_x25519_wipe_private_key(qz_x25519_private_key *key);

/**
 * secret = X25519(k, peer) (RFC 7748 section 5). QZ_ERR_LOW_ORDER when it
 * is all zero (secret then holds the zeros); a refused argument (NULL,
 * length, key, workspace) writes nothing.
 */
QZ_OUT(2, 3) QZ_OUT(4, 5) QZ_IN(6, 7)
int qz_x25519(const qz_x25519_private_key *key, void *ws, size_t ws_len, uint8_t *secret,
              size_t secret_len, const uint8_t *peer, size_t peer_len);

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_X25519_H */

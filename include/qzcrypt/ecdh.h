/*
 * ECDH on P-256, P-384 and P-521: the SP 800-56A rev. 3 (5.7.1.2) shared
 * secret Z, the x-coordinate of d * Q_peer, with the keys of qzcrypt/ec.h.
 *
 * The peer's point is validated when its key object is set
 * (qz_ec_set_public_key_sec1 / _raw): on the curve, coordinates below p,
 * not the point at infinity. A product that is the point at infinity
 * cannot happen for a valid key pair and is reported as QZ_ERR_FAULT.
 * Constant time in the private scalar and in the shared secret.
 *
 * Z is the raw shared secret: derive keys from it with a KDF (HKDF,
 * qzcrypt/hkdf.h; SP 800-56C), never use it as a key directly.
 */
#ifndef QZCRYPT_ECDH_H
#define QZCRYPT_ECDH_H

#include "qzcrypt/ec.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The workspace of qz_ecdh on a curve of `bits` bits. */
#define QZ_ECDH_WORKSPACE_BYTES(bits) (43u * QZ_EC_FE_BYTES(bits))

/**
 * Z = x(d * Q_peer) as QZ_EC_BYTES(bits) big-endian bytes (secret_len
 * exactly that). key and peer must be on the same curve (else
 * QZ_ERR_KEY). The product is checked on the curve before Z is released
 * (QZ_FAULT_CHECKS); on any error after the arguments were checked,
 * secret is zeroed.
 */
QZ_OUT(3, 4) QZ_OUT(5, 6)
int qz_ecdh(const qz_ec_private_key *key, const qz_ec_public_key *peer, void *ws,
            size_t ws_len, uint8_t *secret, size_t secret_len);

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_ECDH_H */

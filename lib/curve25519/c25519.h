/*
 * Curve25519 inside the library: the field helpers over the kernels of
 * lib/internal/fe25519_kernel.h, shared by X25519 and Ed25519.
 */
#ifndef QZ_CURVE25519_C25519_H
#define QZ_CURVE25519_C25519_H

#include <stddef.h>
#include <stdint.h>

#include "bignum/bn.h"
#include "internal/ct.h"
#include "internal/fe25519_kernel.h"

/* p = 2^255 - 19, limbs least significant first. */
extern const uint32_t qzi_p25519[8];

/* r = a mod p in [0, p) from any loose a < 2^256 (constant time). */
void qzi_fe25519_freeze(uint32_t r[8], const uint32_t a[8]);
/* 32 little-endian bytes <-> limbs; to_bytes writes the canonical value. */
void qzi_fe25519_from_bytes(uint32_t r[8], const uint8_t in[32]);
void qzi_fe25519_to_bytes(uint8_t out[32], const uint32_t a[8]);
/* Scratch of qzi_fe25519_invert, in words. */
#define QZI_FE25519_INV_WS (8u + QZI_BN_INV_WS(8))
/* r = 1/a mod p (0 for a = 0 mod p), by divsteps (qzi_bn_inv_mod);
 * constant time in a. r may be a. ws: QZI_FE25519_INV_WS words. */
void qzi_fe25519_invert(uint32_t r[8], const uint32_t a[8], uint32_t *ws);

#endif /* QZ_CURVE25519_C25519_H */

/*
 * Curve448 inside the library: the field mod p = 2^448 - 2^224 - 1 on 14
 * 32-bit limbs, least significant first, in a loose form (any value below
 * 2^448 stands for its residue). Multiply, square, add, subtract and the
 * ladder's constant are the field kernels (internal/fe448_kernel.h: C,
 * or assembly for the core); freeze, encoding and inversion are here
 * (lib/curve448/fe448.c); everything constant time. X448
 * (lib/curve448/x448.c) is built on it.
 */
#ifndef QZ_CURVE448_C448_H
#define QZ_CURVE448_C448_H

#include <stddef.h>
#include <stdint.h>

#include "bignum/bn.h"
#include "internal/ct.h"
#include "internal/fe448_kernel.h"

#define QZI_FE448_LIMBS 14u

extern const uint32_t qzi_p448[14];

/* qzi_fe448_mul, _sqr, _add, _sub, _mul_a24: internal/fe448_kernel.h. */
/* r = a mod p in [0, p). */
void qzi_fe448_freeze(uint32_t r[14], const uint32_t a[14]);
/* 56 little-endian bytes <-> limbs (to_bytes writes the canonical value). */
void qzi_fe448_from_bytes(uint32_t r[14], const uint8_t in[56]);
void qzi_fe448_to_bytes(uint8_t out[56], const uint32_t a[14]);
/* r = 1/a (0 for a = 0 mod p), divsteps; ws: QZI_FE448_INV_WS words. */
#define QZI_FE448_INV_WS (14u + QZI_BN_INV_WS(14))
void qzi_fe448_invert(uint32_t r[14], const uint32_t a[14], uint32_t *ws);

#endif /* QZ_CURVE448_C448_H */

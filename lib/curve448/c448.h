/*
 * Curve448 inside the library: the field mod p = 2^448 - 2^224 - 1 on 14
 * 32-bit limbs, least significant first, in a loose form (any value below
 * 2^448 stands for its residue). Products by the bignum layer's n x n
 * kernel (qzi_bn_mul / qzi_bn_sqr: assembly on the M0+ and M4/M33), the
 * reduction by p's shape (2^448 = 2^224 + 1) in C; everything constant
 * time. X448 (lib/curve448/x448.c) is built on it.
 */
#ifndef QZ_CURVE448_C448_H
#define QZ_CURVE448_C448_H

#include <stddef.h>
#include <stdint.h>

#include "bignum/bn.h"
#include "internal/ct.h"

#define QZI_FE448_LIMBS 14u

extern const uint32_t qzi_p448[14];

/* r = a b, a^2, a + b, a - b, 39082 a mod p (the ladder's (A + 2) / 4),
 * loose; r may alias a or b. */
void qzi_fe448_mul(uint32_t r[14], const uint32_t a[14], const uint32_t b[14]);
void qzi_fe448_sqr(uint32_t r[14], const uint32_t a[14]);
void qzi_fe448_add(uint32_t r[14], const uint32_t a[14], const uint32_t b[14]);
void qzi_fe448_sub(uint32_t r[14], const uint32_t a[14], const uint32_t b[14]);
void qzi_fe448_mul_a24(uint32_t r[14], const uint32_t a[14]);
/* r = a mod p in [0, p). */
void qzi_fe448_freeze(uint32_t r[14], const uint32_t a[14]);
/* 56 little-endian bytes <-> limbs (to_bytes writes the canonical value). */
void qzi_fe448_from_bytes(uint32_t r[14], const uint8_t in[56]);
void qzi_fe448_to_bytes(uint8_t out[56], const uint32_t a[14]);
/* r = 1/a (0 for a = 0 mod p), divsteps; ws: QZI_FE448_INV_WS words. */
#define QZI_FE448_INV_WS (14u + QZI_BN_INV_WS(14))
void qzi_fe448_invert(uint32_t r[14], const uint32_t a[14], uint32_t *ws);

#endif /* QZ_CURVE448_C448_H */

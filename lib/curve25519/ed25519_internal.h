/*
 * Ed25519 inside the library (lib/curve25519/ed25519*.c): the curve's
 * constants (lib/curve25519/gen_ed25519.py), points, scalars mod L.
 *
 * Field elements are 8 limbs in the loose form of the field kernels
 * (lib/internal/fe25519_kernel.h). A point is 4 of them, extended
 * coordinates (X : Y : Z : T), x = X/Z, y = Y/Z, x y = T/Z, on -x^2 + y^2
 * = 1 + d x^2 y^2; a table entry ("precomputed" form) is 3, the affine
 * (y + x, y - x, 2 d x y). The addition and doubling are the unified
 * formulas of Hisil, Wong, Carter and Dawson (2008) for a = -1, complete
 * on this curve (d is not a square mod p): no input needs a special case.
 */
#ifndef QZ_CURVE25519_ED25519_INTERNAL_H
#define QZ_CURVE25519_ED25519_INTERNAL_H

#include "bignum/bn.h"
#include "curve25519/c25519.h"

extern const uint32_t qzi_ed25519_d[8], qzi_ed25519_d2[8], qzi_ed25519_sqrtm1[8];
extern const uint32_t qzi_ed25519_bx[8], qzi_ed25519_by[8];
/* L as a Montgomery modulus (R = 2^256). */
extern const qzi_bn_mod qzi_ed25519_l;
/* The fixed-base comb: 2 tables of 16 entries (24 words each), teeth 26
 * bits apart; B, 3B .. 31B for verification. */
#define QZI_ED25519_COMB_TABLES 2u
#define QZI_ED25519_COMB_TEETH 5u
#define QZI_ED25519_COMB_SPACING 26u
extern const uint32_t qzi_ed25519_comb[768];
extern const uint32_t qzi_ed25519_base_odd[384];

#define QZI_GE_X(P) (P)
#define QZI_GE_Y(P) ((P) + 8)
#define QZI_GE_Z(P) ((P) + 16)
#define QZI_GE_T(P) ((P) + 24)

/* Scratch of the point operations, in field elements. */
#define QZI_GE_TMP 4u
/* R = 2P (R may be P). tmp: QZI_GE_TMP fe. _t with need_t 0 leaves R's T
 * unset (3 M + 4 S): for a result that is only doubled again (the
 * doubling reads no T). */
void qzi_ge25519_dbl(uint32_t *R, const uint32_t *P, uint32_t *tmp);
void qzi_ge25519_dbl_t(uint32_t *R, const uint32_t *P, int need_t, uint32_t *tmp);
/* R = P + Q, Q a table entry (y + x, y - x, 2 d x y) (R may be P); _t
 * with need_t 0 leaves R's T unset (6 M). */
void qzi_ge25519_madd(uint32_t *R, const uint32_t *P, const uint32_t *Q, uint32_t *tmp);
void qzi_ge25519_madd_t(uint32_t *R, const uint32_t *P, const uint32_t *Q, int need_t,
                        uint32_t *tmp);
/* Q in the cached form (Y + X, Y - X, 2 Z, 2 d T) of P, 4 fe. */
void qzi_ge25519_to_cached(uint32_t *Q, const uint32_t *P);
/* R = P + Q, Q cached (R may be P); sub: R = P - Q; need_t 0 leaves R's T
 * unset (7 M), for a result that is doubled or encoded next. */
void qzi_ge25519_add_cached(uint32_t *R, const uint32_t *P, const uint32_t *Q, int sub,
                            int need_t, uint32_t *tmp);
/* R = the neutral element (0 : 1 : 1 : 0). */
void qzi_ge25519_zero(uint32_t *R);

/* Scratch of qzi_ge25519_mul_base, in words. */
#define QZI_ED25519_MULB_WS (8u + 24u + 8u * QZI_GE_TMP)
/* R = s B for s < L (8 limbs), constant time in s. ws: QZI_ED25519_MULB_WS
 * words (R outside it). */
void qzi_ge25519_mul_base(uint32_t *R, const uint32_t *s, uint32_t *ws);

/* out = the encoding of P (y, and x's parity in the top bit). tmp:
 * QZI_FE25519_INV_WS + 16 words. */
void qzi_ge25519_encode(uint8_t out[32], const uint32_t *P, uint32_t *tmp);
/* P from an encoding (RFC 8032 5.1.3: y < p, x recovered, x = 0 with the
 * sign bit set refused): 1 if valid, 0 if not (P then undefined). Not
 * constant time (public keys and signatures are public). tmp: 56 words. */
int qzi_ge25519_decode(uint32_t *P, const uint8_t in[32], uint32_t *tmp);
/* 1 if P is on the curve with T Z = X Y (the fault check), constant time.
 * tmp: 32 words. */
uint32_t qzi_ge25519_valid(const uint32_t *P, uint32_t *tmp);

/* Scalars mod L, 8 limbs. r = the 64-byte little-endian h mod L (tmp: 16
 * words); r = a b + c mod L for a, b, c < L. */
void qzi_sc25519_reduce64(uint32_t r[8], const uint8_t h[64], uint32_t *tmp);
void qzi_sc25519_muladd(uint32_t r[8], const uint32_t a[8], const uint32_t b[8],
                        const uint32_t c[8]);
/* 32 little-endian bytes <-> 8 limbs. */
void qzi_sc25519_from_bytes(uint32_t r[8], const uint8_t in[32]);
void qzi_sc25519_to_bytes(uint8_t out[32], const uint32_t a[8]);

#endif /* QZ_CURVE25519_ED25519_INTERNAL_H */

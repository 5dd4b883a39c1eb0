/*
 * Ed448 inside the library (lib/curve448/ed448*.c, ge448.c): edwards448,
 * x^2 + y^2 = 1 + d x^2 y^2 with d = -39081 (RFC 8032 5.2), over
 * the field of lib/curve448/c448.h. A point is 4 field elements of 14
 * limbs, extended coordinates (X : Y : Z : T), x = X/Z, y = Y/Z, x y =
 * T/Z; a table entry is the affine (x, y, d x y). The addition and
 * doubling are the unified formulas of Hisil, Wong, Carter and Dawson
 * (2008) for a = 1, complete on this curve (d is not a square mod p).
 */
#ifndef QZ_CURVE448_ED448_INTERNAL_H
#define QZ_CURVE448_ED448_INTERNAL_H

#include "bignum/bn.h"
#include "curve448/c448.h"

#define QZI_FE448 14u /* limbs of a field element and of a scalar */

extern const uint32_t qzi_ed448_d[14], qzi_ed448_bx[14], qzi_ed448_by[14];
extern const qzi_bn_mod qzi_ed448_l;
/* The fixed-base comb: 1 table of 16 entries (42 words each), teeth 90
 * bits apart; B, 3B .. 15B for verification. */
#define QZI_ED448_COMB_TEETH 5u
#define QZI_ED448_COMB_SPACING 90u
extern const uint32_t qzi_ed448_comb[672];
extern const uint32_t qzi_ed448_base_odd[336];

#define QZI_G448_X(P) (P)
#define QZI_G448_Y(P) ((P) + 14)
#define QZI_G448_Z(P) ((P) + 28)
#define QZI_G448_T(P) ((P) + 42)

/* Scratch of the point operations: 4 field elements (56 words). The _t
 * forms and need_t: 0 leaves R's T unset, for a result that is only
 * doubled or encoded next (one product less). */
void qzi_ge448_dbl(uint32_t *R, const uint32_t *P, uint32_t *tmp);
void qzi_ge448_dbl_t(uint32_t *R, const uint32_t *P, int need_t, uint32_t *tmp);
/* R = P + Q, Q a table entry (x, y, d x y). */
void qzi_ge448_madd(uint32_t *R, const uint32_t *P, const uint32_t *Q, uint32_t *tmp);
void qzi_ge448_madd_t(uint32_t *R, const uint32_t *P, const uint32_t *Q, int need_t,
                      uint32_t *tmp);
/* R = P + Q or P - Q, Q extended with its T replaced by d T ("cached"). */
void qzi_ge448_add_cached(uint32_t *R, const uint32_t *P, const uint32_t *Q, int sub,
                          int need_t, uint32_t *tmp);
void qzi_ge448_to_cached(uint32_t *Q, const uint32_t *P);
void qzi_ge448_zero(uint32_t *R);

/* R = s B for s < L (constant time in s); ws: QZI_ED448_MULB_WS words. */
#define QZI_ED448_MULB_WS (14u + 42u + 56u)
void qzi_ge448_mul_base(uint32_t *R, const uint32_t *s, uint32_t *ws);
/* 57-byte encoding; tmp: QZI_FE448_INV_WS + 28 words. */
void qzi_ge448_encode(uint8_t out[57], const uint32_t *P, uint32_t *tmp);
/* Decoding (RFC 8032 5.2.3), 1 if valid; tmp: 112 words. Not constant
 * time (public). */
int qzi_ge448_decode(uint32_t *P, const uint8_t in[57], uint32_t *tmp);
/* 1 if P is on the curve with T Z = X Y (fault check); tmp: 56 words. */
uint32_t qzi_ge448_valid(const uint32_t *P, uint32_t *tmp);

/* Scalars mod L, 14 limbs: the 114-byte little-endian h mod L (tmp: 28
 * words); a b + c mod L. */
void qzi_sc448_reduce114(uint32_t r[14], const uint8_t h[114], uint32_t *tmp);
void qzi_sc448_muladd(uint32_t r[14], const uint32_t a[14], const uint32_t b[14],
                      const uint32_t c[14]);

#endif /* QZ_CURVE448_ED448_INTERNAL_H */

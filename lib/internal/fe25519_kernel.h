/*
 * Field kernels modulo p = 2^255 - 19 (X25519, Ed25519): the contract that
 * the C reference (lib/generic/fe25519.c) and every assembly override
 * (lib/arch/<isa>/fe25519.S) implement.
 *
 * An element is 8 32-bit limbs, least significant first, 4-byte aligned,
 * holding any value in [0, 2^256): it stands for its residue mod p. The
 * kernels take any such value and give one ("loose" form: 2^256 = 38 mod
 * p folds a carry back in); lib/curve25519/fe.c makes the canonical value
 * in [0, p) where an element is encoded or compared.
 *
 *   void qzi_fe25519_mul(r, a, b)    r = a b mod p, loose
 *   void qzi_fe25519_sqr(r, a)       r = a^2 mod p, loose
 *   void qzi_fe25519_add(r, a, b)    r = a + b mod p, loose
 *   void qzi_fe25519_sub(r, a, b)    r = a - b mod p, loose
 *   void qzi_fe25519_mul_a24(r, a)   r = 121666 a mod p, loose (the
 *                                    Montgomery ladder's (A + 2) / 4)
 *
 * and one step of the X25519 Montgomery ladder (RFC 7748 section 5):
 *
 *   void qzi_x25519_ladder_step(w, swap)
 *      w: 56 words, the elements x1, x2, z2, x3, z3 and two scratch
 *      elements (lib/curve25519/x25519.c's workspace), each loose.
 *      swap (0 or 1): the results are those of exchanging (x2, z2) with
 *      (x3, z3) when it is 1 (no branch and no address depends on it),
 *      then A = x2 + z2, B = x2 - z2, C = x3 + z3, D = x3 - z3,
 *      x3 = (DA + CB)^2, z3 = x1 (DA - CB)^2, x2 = AA BB,
 *      z2 = E (BB + 121666 E) with E = AA - BB: each value loose; x1 is
 *      only read; what the scratch elements hold afterwards is not
 *      specified (each implementation orders its operations freely).
 *      Every implementation gives the same residues (its loose forms may
 *      differ); the C reference (lib/generic/fe25519.c) is the loop body
 *      over the _c kernels (qzi_x25519_ladder_step_c, the tests' oracle),
 *      and the same C over the set's selected kernels
 *      (qzi_x25519_ladder_step_k) serves a set without its own step.
 *      Constant time in w and swap.
 *
 * Contract, every kernel:
 *  - r may be a or b (the same address) or overlap neither.
 *  - Every value is secret: no branch, no address and no variable-latency
 *    instruction depends on a limb (UMULL / UMAAL / MULS are single-latency
 *    on the M0+, M4 and M33: doc/security.md).
 *  - ABI: AAPCS. Frames are not wiped (as the bignum kernels': the
 *    operation that calls them wipes its stack once before it returns).
 *  - Stack: each implementation documents its worst case in its source.
 *
 * The <impl> is chosen at configure time with the bignum kernels
 * (QZ_KERNEL_BIGNUM); the _c twins are always built and are the oracle of
 * tests/kernel_fe25519.c.
 */
#ifndef QZ_INTERNAL_FE25519_KERNEL_H
#define QZ_INTERNAL_FE25519_KERNEL_H

#include <stdint.h>

#include "internal/bignum_kernel.h"

#define QZI_FE25519_KERNEL_DECLS(impl)                                                     \
    void qzi_fe25519_mul_##impl(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);  \
    void qzi_fe25519_sqr_##impl(uint32_t r[8], const uint32_t a[8]);                       \
    void qzi_fe25519_add_##impl(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);  \
    void qzi_fe25519_sub_##impl(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);  \
    void qzi_fe25519_mul_a24_##impl(uint32_t r[8], const uint32_t a[8]);

QZI_FE25519_KERNEL_DECLS(c)
QZI_FE25519_KERNEL_DECLS(armv6m)
QZI_FE25519_KERNEL_DECLS(armv7em)

void qzi_x25519_ladder_step_c(uint32_t w[56], uint32_t swap);
void qzi_x25519_ladder_step_k(uint32_t w[56], uint32_t swap);
void qzi_x25519_ladder_step_armv6m(uint32_t w[56], uint32_t swap);
void qzi_x25519_ladder_step_armv7em(uint32_t w[56], uint32_t swap);

/* Which sets have assembly (lib/arch/<isa>/fe25519.S); the C reference
 * serves the others. */
#define QZI_FE25519_HAVE_ARMV7EM 1
#define QZI_FE25519_HAVE_ARMV6M 1
/* The same for the ladder step: a set without its own uses the C
 * reference's body over the set's field kernels (qzi_x25519_ladder_step_k:
 * the _c twin when the set has no field kernels either). */
#define QZI_FE25519_HAVE_STEP_ARMV7EM 1
#define QZI_FE25519_HAVE_STEP_ARMV6M 0

#if QZ_KERNEL_BIGNUM == QZ_ISA_ARMV7EM && QZI_FE25519_HAVE_ARMV7EM
#define QZI_FE25519_IMPL(name) name##_armv7em
#elif QZ_KERNEL_BIGNUM == QZ_ISA_ARMV6M && QZI_FE25519_HAVE_ARMV6M
#define QZI_FE25519_IMPL(name) name##_armv6m
#else
#define QZI_FE25519_IMPL(name) name##_c
#endif

#define qzi_fe25519_mul QZI_FE25519_IMPL(qzi_fe25519_mul)
#define qzi_fe25519_sqr QZI_FE25519_IMPL(qzi_fe25519_sqr)
#define qzi_fe25519_add QZI_FE25519_IMPL(qzi_fe25519_add)
#define qzi_fe25519_sub QZI_FE25519_IMPL(qzi_fe25519_sub)
#define qzi_fe25519_mul_a24 QZI_FE25519_IMPL(qzi_fe25519_mul_a24)

#if QZ_KERNEL_BIGNUM == QZ_ISA_ARMV7EM && QZI_FE25519_HAVE_STEP_ARMV7EM
#define qzi_x25519_ladder_step qzi_x25519_ladder_step_armv7em
#elif QZ_KERNEL_BIGNUM == QZ_ISA_ARMV6M && QZI_FE25519_HAVE_STEP_ARMV6M
#define qzi_x25519_ladder_step qzi_x25519_ladder_step_armv6m
#else
#define qzi_x25519_ladder_step qzi_x25519_ladder_step_k
#endif

#endif /* QZ_INTERNAL_FE25519_KERNEL_H */

/*
 * Field kernels modulo p = 2^448 - 2^224 - 1 (X448): the contract that the
 * C reference (lib/generic/fe448.c) and every assembly override
 * (lib/arch/<isa>/fe448.S) implement.
 *
 * An element is 14 32-bit limbs, least significant first, 4-byte aligned,
 * holding any value in [0, 2^448): it stands for its residue mod p. The
 * kernels take any such value and give one ("loose" form: 2^448 =
 * 2^224 + 1 mod p folds a carry back in at limbs 0 and 7);
 * lib/curve448/fe448.c makes the canonical value in [0, p) where an
 * element is encoded.
 *
 *   void qzi_fe448_mul(r, a, b)    r = a b mod p, loose
 *   void qzi_fe448_sqr(r, a)       r = a^2 mod p, loose
 *   void qzi_fe448_add(r, a, b)    r = a + b mod p, loose
 *   void qzi_fe448_sub(r, a, b)    r = a - b mod p, loose
 *   void qzi_fe448_mul_a24(r, a)   r = 39082 a mod p, loose (the
 *                                  Montgomery ladder's (A + 2) / 4)
 *   void qzi_fe448_cnd_swap2(a, b, mask)
 *                                  a[0..28) <-> b[0..28) when mask is all
 *                                  ones, nothing when it is 0 (no other
 *                                  value): two elements each, the ladder's
 *                                  (x2, z2) and (x3, z3); a and b do not
 *                                  overlap
 *
 * Contract, every kernel:
 *  - r may be a or b (the same address) or overlap neither.
 *  - The mask of cnd_swap2 is secret too.
 *  - Every value is secret: no branch, no address and no variable-latency
 *    instruction depends on a limb (UMULL / UMAAL / MULS are single-latency
 *    on the M0+, M4 and M33: doc/security.md).
 *  - ABI: AAPCS. Frames are not wiped (the operation that calls them, X448,
 *    wipes its stack once before it returns).
 *  - Stack: each implementation documents its worst case in its source.
 *
 * The <impl> is chosen at configure time with the bignum kernels
 * (QZ_KERNEL_BIGNUM); the _c twins are always built and are the oracle of
 * tests/kernel_fe448.c.
 */
#ifndef QZ_INTERNAL_FE448_KERNEL_H
#define QZ_INTERNAL_FE448_KERNEL_H

#include <stdint.h>

#include "internal/bignum_kernel.h"

#define QZI_FE448_KERNEL_DECLS(impl)                                                       \
    void qzi_fe448_mul_##impl(uint32_t r[14], const uint32_t a[14], const uint32_t b[14]); \
    void qzi_fe448_sqr_##impl(uint32_t r[14], const uint32_t a[14]);                       \
    void qzi_fe448_add_##impl(uint32_t r[14], const uint32_t a[14], const uint32_t b[14]); \
    void qzi_fe448_sub_##impl(uint32_t r[14], const uint32_t a[14], const uint32_t b[14]); \
    void qzi_fe448_mul_a24_##impl(uint32_t r[14], const uint32_t a[14]);                  \
    void qzi_fe448_cnd_swap2_##impl(uint32_t a[28], uint32_t b[28], uint32_t mask);

QZI_FE448_KERNEL_DECLS(c)
QZI_FE448_KERNEL_DECLS(armv6m)
QZI_FE448_KERNEL_DECLS(armv7em)

/* Which sets have assembly (lib/arch/<isa>/fe448.S); the C reference
 * serves the others. */
#define QZI_FE448_HAVE_ARMV7EM 1
#define QZI_FE448_HAVE_ARMV6M 1

#if QZ_KERNEL_BIGNUM == QZ_ISA_ARMV7EM && QZI_FE448_HAVE_ARMV7EM
#define QZI_FE448_IMPL(name) name##_armv7em
#elif QZ_KERNEL_BIGNUM == QZ_ISA_ARMV6M && QZI_FE448_HAVE_ARMV6M
#define QZI_FE448_IMPL(name) name##_armv6m
#else
#define QZI_FE448_IMPL(name) name##_c
#endif

#define qzi_fe448_mul QZI_FE448_IMPL(qzi_fe448_mul)
#define qzi_fe448_sqr QZI_FE448_IMPL(qzi_fe448_sqr)
#define qzi_fe448_add QZI_FE448_IMPL(qzi_fe448_add)
#define qzi_fe448_sub QZI_FE448_IMPL(qzi_fe448_sub)
#define qzi_fe448_mul_a24 QZI_FE448_IMPL(qzi_fe448_mul_a24)
#define qzi_fe448_cnd_swap2 QZI_FE448_IMPL(qzi_fe448_cnd_swap2)

#endif /* QZ_INTERNAL_FE448_KERNEL_H */

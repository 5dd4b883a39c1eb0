/*
 * Polynomial kernels of ML-DSA (FIPS 204) modulo q = 8380417: the contract
 * that the C reference (lib/generic/mldsa_poly.c) and every assembly
 * override (lib/arch/<isa>/mldsa_poly.S) implement.
 *
 * A polynomial is 256 int32_t coefficients, coefficient i of X^i first,
 * 4-byte aligned (an implementation may load two coefficients at once with
 * LDRD / LDM, which need no more). Coefficients are signed representatives
 * of their residues mod q; each kernel states the bound it needs on its
 * inputs and the bound it gives on its outputs, and gives the same residues
 * as the C reference (the representatives may differ: the kernel tests
 * compare mod q and check the bounds). R = 2^32 is the Montgomery factor;
 * a Montgomery reduction of a 64-bit value |a| < 2^31 q gives
 * a R^-1 mod q with |result| < q.
 *
 *   void qzi_mldsa_ntt(p)
 *      p = NTT(p) (FIPS 204 Algorithm 41): p[i] = f(zeta^(2 BitRev8(i) + 1))
 *      with zeta = 1753, i.e. the evaluation of f at the 256 roots of
 *      X^256 + 1, in bit-reversed order. No scaling.
 *      In: |p[i]| < q. Out: |p[i]| < QZI_MLDSA_NTT_BOUND (9q).
 *
 *   void qzi_mldsa_invntt(p)
 *      p = R NTT^-1(p) (Algorithm 42, scaled by R = 2^32 so that it undoes
 *      the R^-1 of qzi_mldsa_pointwise and qzi_mldsa_pointwise_acc: the
 *      inverse NTT of a pointwise product is the plain product).
 *      In: |p[i]| < q. Out: |p[i]| < q.
 *
 *   void qzi_mldsa_pointwise(r, a, b)
 *      r[i] = a[i] b[i] R^-1 mod q, coefficient by coefficient (Algorithm
 *      45 with one Montgomery reduction per coefficient). r may be a or b.
 *      In: |a[i]|, |b[i]| < QZI_MLDSA_NTT_BOUND. Out: |r[i]| < q.
 *
 *   void qzi_mldsa_pointwise_acc(r, a, b, l)
 *      r[i] = R^-1 (a[0][i] b[0][i] + ... + a[l-1][i] b[l-1][i]) mod q: a
 *      row of the matrix times a vector (Algorithm 48's inner sum). a, b:
 *      l polynomials each, one after the other (int32_t[l][256]);
 *      1 <= l <= 8. The sum is formed in 64 bits and reduced once per
 *      coefficient. r must not overlap a or b.
 *      In: |a[j][i]| < q (ExpandA gives 0 <= a < q), |b[j][i]| <
 *      QZI_MLDSA_NTT_BOUND: the sum stays below 8 * 9 q^2 < 2^31 q.
 *      Out: |r[i]| < q.
 *
 *   void qzi_mldsa_reduce(p)
 *      p = p mod q as a representative near zero: p - round(p / 2^23) q.
 *      In: p[i] <= 2^31 - 2^22 - 1 (any negative int32_t).
 *      Out: |p[i]| <= QZI_MLDSA_REDUCE_BOUND (6283008 < q).
 *
 *   void qzi_mldsa_caddq(p)
 *      p = p + q where p < 0: the canonical residue of a value in (-q, q).
 *      In: |p[i]| < q. Out: 0 <= p[i] < q.
 *
 * Contract, every kernel:
 *  - Every value is secret: no branch, no address and no variable-latency
 *    instruction depends on a coefficient. The 32 x 32 -> 64 products are
 *    SMULL / SMLAL on the M4 and M33 (single-cycle), and four 16 x 16 MULS
 *    on ARMv6-M, never libgcc's __aeabi_lmul (which ends early on zero
 *    halves): the C reference forms them with qzi_smul64
 *    (lib/internal/ct.h), which is that on ARMv6-M and the M3.
 *  - ABI: AAPCS. Frames are not wiped: the operation that calls the
 *    kernels wipes its stack once before it returns (lib/mldsa/).
 *  - Stack: each implementation documents its worst case in its source.
 *
 * The <impl> is chosen at configure time with the bignum kernels
 * (QZ_KERNEL_BIGNUM: armv7em on the M4 and on the M33 with DSP, armv6m on
 * the M0+ and the M3, the C reference elsewhere, the M33 without DSP
 * included); the _c twins are always built and are the oracle of
 * tests/kernel_mldsa.c.
 */
#ifndef QZ_INTERNAL_MLDSA_KERNEL_H
#define QZ_INTERNAL_MLDSA_KERNEL_H

#include <stdint.h>

#include "qzcrypt/config.h"
#include "internal/isa.h"

#define QZI_MLDSA_Q 8380417
#define QZI_MLDSA_NTT_BOUND (9 * QZI_MLDSA_Q)
#define QZI_MLDSA_REDUCE_BOUND 6283008
/* The largest input of qzi_mldsa_reduce. */
#define QZI_MLDSA_REDUCE_IN_MAX (INT32_MAX - (1 << 22))

#define QZI_MLDSA_KERNEL_DECLS(impl)                                                  \
    void qzi_mldsa_ntt_##impl(int32_t p[256]);                                       \
    void qzi_mldsa_invntt_##impl(int32_t p[256]);                                    \
    void qzi_mldsa_pointwise_##impl(int32_t r[256], const int32_t a[256],            \
                                    const int32_t b[256]);                           \
    void qzi_mldsa_pointwise_acc_##impl(int32_t r[256], const int32_t *a,            \
                                        const int32_t *b, unsigned l);               \
    void qzi_mldsa_reduce_##impl(int32_t p[256]);                                    \
    void qzi_mldsa_caddq_##impl(int32_t p[256]);

QZI_MLDSA_KERNEL_DECLS(c)
QZI_MLDSA_KERNEL_DECLS(armv6m)
QZI_MLDSA_KERNEL_DECLS(armv7em)

/* The zetas of the C reference, zeta^BitRev8(i) R mod q as signed
 * representatives, i < 256 (entry 0 is unused; lib/generic/mldsa_poly.c,
 * from lib/mldsa/gen_zetas.py; the tests and an assembly set may share
 * it). */
extern const int32_t qzi_mldsa_zetas[256];

/* Which sets have assembly (lib/arch/<isa>/mldsa_poly.S); the C
 * reference serves the others. */
#define QZI_MLDSA_HAVE_ARMV7EM 1
#define QZI_MLDSA_HAVE_ARMV6M 1

#if QZ_KERNEL_BIGNUM == QZ_ISA_ARMV7EM && QZI_MLDSA_HAVE_ARMV7EM
#define QZI_MLDSA_IMPL(name) name##_armv7em
#elif QZ_KERNEL_BIGNUM == QZ_ISA_ARMV6M && QZI_MLDSA_HAVE_ARMV6M
#define QZI_MLDSA_IMPL(name) name##_armv6m
#else
#define QZI_MLDSA_IMPL(name) name##_c
#endif

#define qzi_mldsa_ntt QZI_MLDSA_IMPL(qzi_mldsa_ntt)
#define qzi_mldsa_invntt QZI_MLDSA_IMPL(qzi_mldsa_invntt)
#define qzi_mldsa_pointwise QZI_MLDSA_IMPL(qzi_mldsa_pointwise)
#define qzi_mldsa_pointwise_acc QZI_MLDSA_IMPL(qzi_mldsa_pointwise_acc)
#define qzi_mldsa_reduce QZI_MLDSA_IMPL(qzi_mldsa_reduce)
#define qzi_mldsa_caddq QZI_MLDSA_IMPL(qzi_mldsa_caddq)

#endif /* QZ_INTERNAL_MLDSA_KERNEL_H */

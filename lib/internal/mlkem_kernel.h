/*
 * Polynomial kernels of ML-KEM (FIPS 203) modulo q = 3329: the contract
 * that the C reference (lib/generic/mlkem_poly.c) and every assembly
 * override (lib/arch/<isa>/mlkem_poly.S) implement.
 *
 * A polynomial is 256 int16_t coefficients, coefficient i of X^i first,
 * 4-byte aligned (an implementation may load two coefficients at once).
 * Coefficients are signed representatives of their residues mod q; each
 * kernel states the bound it needs on its inputs and the bound it gives on
 * its outputs, and gives the same residues as the C reference (the
 * representatives may differ: the kernel tests compare mod q and check the
 * bounds). R = 2^16 is the Montgomery factor.
 *
 *   void qzi_mlkem_ntt(p)
 *      p = NTT(p) (FIPS 203 Algorithm 9: 128 degree-1 residues, the pair
 *      p[2i], p[2i+1] modulo X^2 - zeta^(2 BitRev7(i) + 1), zeta = 17).
 *      In: |p[i]| < q. Out: |p[i]| < QZI_MLKEM_NTT_BOUND (8q).
 *
 *   void qzi_mlkem_invntt(p)
 *      p = R NTT^-1(p) (Algorithm 10, scaled by R so that it undoes the
 *      R^-1 of qzi_mlkem_basemul_acc). In: any int16_t. Out: |p[i]| < q.
 *
 *   void qzi_mlkem_mulcache(cache, b)
 *      The products that qzi_mlkem_basemul_acc needs of its b operand,
 *      computed once where b multiplies several a (a matrix row by row):
 *      cache[i] = b[2i+1] zeta^(2 BitRev7(i) + 1) mod q, i < 128.
 *      In: any int16_t. Out: |cache[i]| < q.
 *
 *   void qzi_mlkem_basemul_acc(r, a, b, cache, k)
 *      r = R^-1 (a[0] o b[0] + ... + a[k-1] o b[k-1]) in the NTT domain
 *      (Algorithm 11 pair by pair), one Montgomery reduction per output
 *      coefficient: the sum is formed in 32 bits. a, b: k polynomials each,
 *      one after the other (int16_t[k][256]); cache: the k caches of the
 *      b (int16_t[k][128]); 1 <= k <= 4. r may be a (the same address: each
 *      output pair is written after the input pairs at its index are
 *      read, and none is read again); otherwise r overlaps none of a, b,
 *      cache.
 *      In: 0 <= a[j][i] < 4096 (the decoded 12-bit values and the sampled
 *      matrix are), |b[j][i]| < QZI_MLKEM_NTT_BOUND, cache as
 *      qzi_mlkem_mulcache gives it. Out: any int16_t.
 *
 *   void qzi_mlkem_tomont(p)
 *      p = R p mod q. In: any int16_t. Out: |p[i]| < q.
 *
 *   void qzi_mlkem_reduce(p)
 *      p = p mod q, canonical. In: any int16_t. Out: 0 <= p[i] < q.
 *
 * Contract, every kernel:
 *  - Every value is secret: no branch, no address and no variable-latency
 *    instruction depends on a coefficient (MULS, MUL, SMULBB, SMLAD and
 *    the like are single-latency on the M0+, M4 and M33).
 *  - ABI: AAPCS. Frames are not wiped: the operation that calls the
 *    kernels wipes its stack once before it returns (lib/mlkem/).
 *  - Stack: each implementation documents its worst case in its source.
 *
 * The <impl> is chosen at configure time with the bignum kernels
 * (QZ_KERNEL_BIGNUM: armv7em on the M4 and on the M33 with DSP, armv6m on
 * the M0+ and the M3, the C reference elsewhere, the M33 without DSP
 * included);
 * the _c twins are always built and are the oracle of
 * tests/kernel_mlkem.c.
 */
#ifndef QZ_INTERNAL_MLKEM_KERNEL_H
#define QZ_INTERNAL_MLKEM_KERNEL_H

#include <stdint.h>

#include "qzcrypt/config.h"
#include "internal/isa.h"

#define QZI_MLKEM_Q 3329
#define QZI_MLKEM_NTT_BOUND (8 * QZI_MLKEM_Q)

#define QZI_MLKEM_KERNEL_DECLS(impl)                                                  \
    void qzi_mlkem_ntt_##impl(int16_t p[256]);                                       \
    void qzi_mlkem_invntt_##impl(int16_t p[256]);                                    \
    void qzi_mlkem_mulcache_##impl(int16_t cache[128], const int16_t b[256]);        \
    void qzi_mlkem_basemul_acc_##impl(int16_t r[256], const int16_t *a,              \
                                      const int16_t *b, const int16_t *cache,        \
                                      unsigned k);                                   \
    void qzi_mlkem_tomont_##impl(int16_t p[256]);                                    \
    void qzi_mlkem_reduce_##impl(int16_t p[256]);

QZI_MLKEM_KERNEL_DECLS(c)
QZI_MLKEM_KERNEL_DECLS(armv6m)
QZI_MLKEM_KERNEL_DECLS(armv7em)

/* The zetas of the C reference, zeta^BitRev7(i) R mod q as signed
 * representatives (lib/generic/mlkem_poly.c; the tests and an assembly
 * set may share it). */
extern const int16_t qzi_mlkem_zetas[128];

/* Which sets have assembly (lib/arch/<isa>/mlkem_poly.S); the C
 * reference serves the others. */
#define QZI_MLKEM_HAVE_ARMV7EM 1
#define QZI_MLKEM_HAVE_ARMV6M 1

#if QZ_KERNEL_BIGNUM == QZ_ISA_ARMV7EM && QZI_MLKEM_HAVE_ARMV7EM
#define QZI_MLKEM_IMPL(name) name##_armv7em
#elif QZ_KERNEL_BIGNUM == QZ_ISA_ARMV6M && QZI_MLKEM_HAVE_ARMV6M
#define QZI_MLKEM_IMPL(name) name##_armv6m
#else
#define QZI_MLKEM_IMPL(name) name##_c
#endif

#define qzi_mlkem_ntt QZI_MLKEM_IMPL(qzi_mlkem_ntt)
#define qzi_mlkem_invntt QZI_MLKEM_IMPL(qzi_mlkem_invntt)
#define qzi_mlkem_mulcache QZI_MLKEM_IMPL(qzi_mlkem_mulcache)
#define qzi_mlkem_basemul_acc QZI_MLKEM_IMPL(qzi_mlkem_basemul_acc)
#define qzi_mlkem_tomont QZI_MLKEM_IMPL(qzi_mlkem_tomont)
#define qzi_mlkem_reduce QZI_MLKEM_IMPL(qzi_mlkem_reduce)

#endif /* QZ_INTERNAL_MLKEM_KERNEL_H */

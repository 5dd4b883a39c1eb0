/*
 * Bignum kernels: the contract that the C reference (lib/generic/bignum.c,
 * lib/generic/p256_field.c) and every assembly override
 * (lib/arch/<isa>/bignum*.S, p256_field.S, p256_addsub.S) implement.
 *
 * Numbers are arrays of n 32-bit limbs, least significant limb first, at
 * 4-byte aligned addresses. n is public (an operand size, never a value);
 * 1 <= n <= QZI_BN_MAX_LIMBS. Moduli are public; every other operand may
 * be secret.
 *
 *   uint32_t qzi_bn_add(r, a, b, n)      r = a + b mod 2^(32n); returns the carry (0 or 1)
 *   uint32_t qzi_bn_sub(r, a, b, n)      r = a - b mod 2^(32n); returns the borrow (0 or 1)
 *   uint32_t qzi_bn_cnd_sub(r, m, mask, n)
 *                                        r = r - (m AND mask), mask all-ones or zero;
 *                                        returns the borrow (0 when mask is zero)
 *   void qzi_bn_mul(r, a, b, n)          r[0..2n) = a * b
 *   void qzi_bn_sqr(r, a, n)             r[0..2n) = a * a
 *   void qzi_bn_mont_redc(r, t, m, m0inv, n)
 *                                        r = t * 2^(-32n) mod m, fully reduced (r < m),
 *                                        for any t[0..2n) < m * 2^(32n); t is destroyed.
 *   void qzi_bn_mont_mul(r, a, b, m, m0inv, n)
 *                                        r = a * b * 2^(-32n) mod m, fully reduced,
 *                                        for a, b < m (Montgomery multiplication)
 *   void qzi_bn_mont_sqr(r, t, a, m, m0inv, n)
 *                                        r = a * a * 2^(-32n) mod m, fully reduced,
 *                                        for a < m; t: 2n limbs of scratch
 *   void qzi_bn_mont_mulw(r, t, a, b, m, m0inv, n)
 *                                        r = a * b * 2^(-32n) mod m, fully reduced,
 *                                        for a, b < m; t: 2n limbs of scratch
 *                                        (RSA's products: below)
 *   void qzi_bn_mont_sqr_lazy(r, t, a, m, m0inv, n)
 *   void qzi_bn_mont_mulw_lazy(r, t, a, b, m, m0inv, n)
 *                                        the same products for any a, b < 2^(32n),
 *                                        reduced lazily: r < 2^(32n), r = a a (a b)
 *                                        2^(-32n) mod m, not necessarily below m
 *                                        (RSA's exponentiation loop; where n or the
 *                                        build has no lazy code, the full kernels:
 *                                        below)
 *   void qzi_bn_ct_lookup(out, table, count, words, stride, index)
 *                                        out[0..words) = entry `index` of a table of
 *                                        `count` entries of `words` words, `stride`
 *                                        words apart; all zero for index >= count
 *
 *   void qzi_bn_cnd_neg_mod(r, m, mask, n)
 *                                        r = m - r when mask is all-ones and r != 0,
 *                                        else unchanged: -r mod m for r < m (the
 *                                        conditional negation of the curves' points)
 *
 *   int64_t qzi_bn_smac(acc, a, b)       acc + a * b mod 2^64, a and b signed 32-bit
 *                                        (the products of the divstep inversion,
 *                                        lib/bignum/inv.c)
 *   int32_t qzi_bn_divsteps30(zeta, f, g, t)
 *                                        30 Bernstein-Yang divsteps on the low words
 *                                        of f (odd) and g; returns the new zeta and
 *                                        writes the transition matrix t[4] (below)
 *
 *   void qzi_p256_mul(r, a, b)           r = a * b * 2^-256 mod p256 (8 limbs), r < p
 *   void qzi_p256_sqr(r, a)              r = a * a * 2^-256 mod p256, r < p
 *   void qzi_p256_add(r, a, b)           r = a + b mod p256, r < p
 *   void qzi_p256_sub(r, a, b)           r = a - b mod p256, r < p
 *   void qzi_p384_mul(r, a, b)           r = a * b * 2^-384 mod p384 (12 limbs), r < p
 *   void qzi_p384_sqr(r, a)              r = a * a * 2^-384 mod p384, r < p
 *   void qzi_p384_add(r, a, b)           r = a + b mod p384, r < p
 *   void qzi_p384_sub(r, a, b)           r = a - b mod p384, r < p
 *
 *   void qzi_p521_mul(r, a, b)           r = a * b * 2^-544 mod p521 (17 limbs), r < p
 *   void qzi_p521_sqr(r, a)              r = a * a * 2^-544 mod p521, r < p
 *   void qzi_p521_add(r, a, b)           r = a + b mod p521, r < p
 *   void qzi_p521_sub(r, a, b)           r = a - b mod p521, r < p
 *     (p521 = 2^521 - 1; R = 2^544 is lib/ec's Montgomery domain for
 *     P-521. As the p256 kernels: r may be a or b; inputs below p give
 *     fully reduced outputs; inputs up to 2^544 - 1 give an unspecified
 *     value below 2^544, never a fault.)
 *
 * Contract, every kernel:
 *  - m is odd, its top limb is not zero, and m0inv = -m^-1 mod 2^32.
 *  - Aliasing: add, sub may have r equal to a or b (the same address), not
 *    partly overlapping. cnd_sub works in place. mul, sqr and mont_mul: r
 *    overlaps none of a, b, m. mont_redc: r is t or does not overlap t.
 *    The p256 and p384 kernels allow r equal to a or b. ct_lookup: out overlaps no
 *    entry. mont_sqr, mont_mulw: r may be a or b; t overlaps none of r, a,
 *    b, m and is overwritten.
 *  - divsteps30 (the inner loop of lib/bignum/inv.c): zeta = -(delta +
 *    1/2), delta the half-integer of Bernstein and Yang (zeta = -1 at the
 *    start; delta > 0 exactly when zeta < 0), |zeta| < 2^30. f odd; only
 *    the low 30 bits of f and g are read (the rest may be anything). The
 *    30 steps are, from (zeta, f, g) (each division exact):
 *        zeta < 0 and g odd:  (zeta, f, g) <- (-zeta - 2, g, (g - f) / 2)
 *        g odd otherwise:     (zeta, f, g) <- (zeta - 1, f, (g + f) / 2)
 *        g even:              (zeta, f, g) <- (zeta - 1, f, g / 2)
 *    t = (u, v, q, r) with 2^30 f30 = u f + v g, 2^30 g30 = q f + r g
 *    (f30, g30 the values after the 30 steps), |u| + |v| <= 2^30 and
 *    |q| + |r| <= 2^30; the new zeta is returned. zeta, f, g and t are
 *    secret: no branch or address depends on them.
 *  - ct_lookup: 1 <= count <= 32, 4 <= words <= stride < 1024 and
 *    count * stride < 16384 (public, as are the table and out pointers;
 *    the armv7em read counts in 16-bit lanes of count * stride * 4 bytes;
 *    the curves' tables are 8..16 entries of 16..34 words, RSA's 8..32
 *    entries of 32..128); index
 *    is secret, any 32-bit value (an index >= count, 0xffffffff included,
 *    reads as no entry). Every word
 *    of every entry is read, whatever the index.
 *  - cnd_neg_mod: mask all-ones or zero (secret, as are r's limbs); r and
 *    m do not overlap.
 *  - Inputs in range: mont_mul and the p256/p384 kernels need a, b < m (< p);
 *    out-of-range inputs give an unspecified value below 2^(32n), never a
 *    fault or a write outside r.
 *  - Constant time: the instructions executed and the addresses touched
 *    depend on n and on the pointers only, never on limb values. No
 *    branch, no table index and no early-terminating multiply on data (the
 *    Cortex-M0+ and M4 MULS/UMULL/UMLAL/UMAAL are single-latency on the
 *    supported cores, as are USUB16 and SEL of the armv7em ct_lookup;
 *    doc/security.md).
 *  - ABI: AAPCS. Preserves r4-r11 and sp.
 *  - Frames: unlike the symmetric kernels, the bignum kernels are called
 *    thousands of times per operation and do not wipe their frames; the
 *    public-key operation that calls them wipes its stack once before it
 *    returns (lib/bignum/bn.h, qzi_bn_wipe_frames), and its residue gate
 *    (tests/ct/residue.c) checks the result.
 *  - Stack: each implementation documents its worst case in its source.
 *
 * The <impl> is chosen once at configure time (QZ_KERNEL_BIGNUM); the _c
 * twins are always built and are the oracle of tests/kernel_bignum.c.
 */
#ifndef QZ_INTERNAL_BIGNUM_KERNEL_H
#define QZ_INTERNAL_BIGNUM_KERNEL_H

#include <stddef.h>
#include <stdint.h>

#include "qzcrypt/config.h"
#include "internal/isa.h"

/* RSA-4096 (128 limbs) is the largest operand; the curves need 17. */
#define QZI_BN_MAX_LIMBS 128u

#define QZI_BN_KERNEL_DECLS(impl)                                                          \
    uint32_t qzi_bn_add_##impl(uint32_t *r, const uint32_t *a, const uint32_t *b,          \
                               size_t n);                                                  \
    uint32_t qzi_bn_sub_##impl(uint32_t *r, const uint32_t *a, const uint32_t *b,          \
                               size_t n);                                                  \
    uint32_t qzi_bn_cnd_sub_##impl(uint32_t *r, const uint32_t *m, uint32_t mask,          \
                                   size_t n);                                              \
    void qzi_bn_mul_##impl(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n);   \
    void qzi_bn_sqr_##impl(uint32_t *r, const uint32_t *a, size_t n);                      \
    void qzi_bn_mont_redc_##impl(uint32_t *r, uint32_t *t, const uint32_t *m,              \
                                 uint32_t m0inv, size_t n);                                \
    void qzi_bn_mont_mul_##impl(uint32_t *r, const uint32_t *a, const uint32_t *b,         \
                                const uint32_t *m, uint32_t m0inv, size_t n);              \
    void qzi_p256_mul_##impl(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);     \
    void qzi_p256_sqr_##impl(uint32_t r[8], const uint32_t a[8]);                          \
    void qzi_bn_ct_lookup_##impl(uint32_t *out, const uint32_t *table, size_t count,       \
                                 size_t words, size_t stride, uint32_t index);

QZI_BN_KERNEL_DECLS(c)
/* P-256 modular addition and subtraction: a C reference and assembly for
 * armv6m and armv7em (QZI_P256_ADDSUB_ASM below). */
void qzi_p256_add_c(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
void qzi_p256_sub_c(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
void qzi_p256_add_armv6m(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
void qzi_p256_sub_armv6m(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
void qzi_p256_add_armv7em(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
void qzi_p256_sub_armv7em(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
/* P-521 field kernels: the C reference (lib/generic/p521_field.c) and the
 * armv7em assembly (lib/arch/armv7em/p521_field.S). */
void qzi_p521_mul_c(uint32_t r[17], const uint32_t a[17], const uint32_t b[17]);
void qzi_p521_sqr_c(uint32_t r[17], const uint32_t a[17]);
void qzi_p521_add_c(uint32_t r[17], const uint32_t a[17], const uint32_t b[17]);
void qzi_p521_sub_c(uint32_t r[17], const uint32_t a[17], const uint32_t b[17]);
void qzi_p521_mul_armv7em(uint32_t r[17], const uint32_t a[17], const uint32_t b[17]);
void qzi_p521_sqr_armv7em(uint32_t r[17], const uint32_t a[17]);
void qzi_p521_add_armv7em(uint32_t r[17], const uint32_t a[17], const uint32_t b[17]);
void qzi_p521_sub_armv7em(uint32_t r[17], const uint32_t a[17], const uint32_t b[17]);
QZI_BN_KERNEL_DECLS(armv6m)
QZI_BN_KERNEL_DECLS(armv7em)
QZI_BN_KERNEL_DECLS(armv8m)
/* The signed multiply-accumulate: a C reference and the armv6m assembly
 * (QZI_BN_SMAC_ASM below); elsewhere the inversion multiplies inline. */
int64_t qzi_bn_smac_c(int64_t acc, int32_t a, int32_t b);
int64_t qzi_bn_smac_armv6m(int64_t acc, int32_t a, int32_t b);
/* cnd_neg_mod: a C reference (lib/generic/bignum.c) and armv7em assembly
 * (lib/arch/armv7em/bn_cnd_neg.S); the C elsewhere. */
void qzi_bn_cnd_neg_mod_c(uint32_t *r, const uint32_t *m, uint32_t mask, size_t n);
void qzi_bn_cnd_neg_mod_armv7em(uint32_t *r, const uint32_t *m, uint32_t mask, size_t n);
/* divsteps30: a C reference (lib/generic/bignum.c) and assembly for
 * armv6m and armv7em (lib/arch/<isa>/bn_divsteps30.S, selected with their
 * sets). */
int32_t qzi_bn_divsteps30_c(int32_t zeta, uint32_t f, uint32_t g, int32_t t[4]);
int32_t qzi_bn_divsteps30_armv6m(int32_t zeta, uint32_t f, uint32_t g, int32_t t[4]);
int32_t qzi_bn_divsteps30_armv7em(int32_t zeta, uint32_t f, uint32_t g, int32_t t[4]);

#ifndef QZ_KERNEL_BIGNUM
#error "qzcrypt/config.h must define QZ_KERNEL_BIGNUM"
#endif

#if QZ_KERNEL_BIGNUM == QZ_ISA_GENERIC
#define QZI_BN_IMPL(name) name##_c
#elif QZ_KERNEL_BIGNUM == QZ_ISA_ARMV6M
#define QZI_BN_IMPL(name) name##_armv6m
#elif QZ_KERNEL_BIGNUM == QZ_ISA_ARMV7EM
#if defined(__arm__) && !defined(__ARM_FEATURE_DSP)
#error "QZ_KERNEL_BIGNUM = armv7em needs UMAAL (the DSP extension): use armv6m (1) on an M3"
#endif
#define QZI_BN_IMPL(name) name##_armv7em
#elif QZ_KERNEL_BIGNUM == QZ_ISA_ARMV8M
#error "QZ_KERNEL_BIGNUM: there is no armv8m set; the M33 with DSP takes armv7em (2), without DSP the C reference (0)"
#else
#error "QZ_KERNEL_BIGNUM names no known implementation"
#endif

#define qzi_bn_add QZI_BN_IMPL(qzi_bn_add)
#define qzi_bn_sub QZI_BN_IMPL(qzi_bn_sub)
#define qzi_bn_cnd_sub QZI_BN_IMPL(qzi_bn_cnd_sub)
#define qzi_bn_mul QZI_BN_IMPL(qzi_bn_mul)
#define qzi_bn_sqr QZI_BN_IMPL(qzi_bn_sqr)
#define qzi_bn_mont_redc QZI_BN_IMPL(qzi_bn_mont_redc)
#define qzi_bn_mont_mul QZI_BN_IMPL(qzi_bn_mont_mul)
#define qzi_p256_mul QZI_BN_IMPL(qzi_p256_mul)
#define qzi_p256_sqr QZI_BN_IMPL(qzi_p256_sqr)
#define qzi_bn_ct_lookup QZI_BN_IMPL(qzi_bn_ct_lookup)
/* P-256 add/sub: assembly on armv6m and armv7em
 * (lib/arch/<isa>/p256_addsub.S), the C reference with the generic set. */
#if QZ_KERNEL_BIGNUM == QZ_ISA_ARMV6M || QZ_KERNEL_BIGNUM == QZ_ISA_ARMV7EM
#define QZI_P256_ADDSUB_ASM 1
#else
#define QZI_P256_ADDSUB_ASM 0
#endif
/* smac: assembly on armv6m (lib/arch/armv6m/bignum.S, four MULS: the M0+
 * and the M3), 31 cycles against about 60 for gcc's code of the C
 * reference; elsewhere the C reference (lib/bignum/inv.c multiplies inline
 * where the core has a constant-time SMULL). */
#if QZ_KERNEL_BIGNUM == QZ_ISA_ARMV6M
#define QZI_BN_SMAC_ASM 1
#define qzi_bn_smac qzi_bn_smac_armv6m
#else
#define QZI_BN_SMAC_ASM 0
#define qzi_bn_smac qzi_bn_smac_c
#endif
/* divsteps30: the assembly of the set configure chose (armv6m: the M0+
 * and the M3; armv7em: the M4 and the M33 with DSP), the C reference
 * with the generic kernels. */
#if QZ_KERNEL_BIGNUM == QZ_ISA_ARMV7EM
#define qzi_bn_divsteps30 qzi_bn_divsteps30_armv7em
#elif QZ_KERNEL_BIGNUM == QZ_ISA_ARMV6M
#define qzi_bn_divsteps30 qzi_bn_divsteps30_armv6m
#else
#define qzi_bn_divsteps30 qzi_bn_divsteps30_c
#endif
#if QZ_KERNEL_BIGNUM == QZ_ISA_ARMV7EM
#define qzi_bn_cnd_neg_mod qzi_bn_cnd_neg_mod_armv7em
#else
#define qzi_bn_cnd_neg_mod qzi_bn_cnd_neg_mod_c
#endif
#if QZI_P256_ADDSUB_ASM
#define qzi_p256_add QZI_BN_IMPL(qzi_p256_add)
#define qzi_p256_sub QZI_BN_IMPL(qzi_p256_sub)
#else
#define qzi_p256_add qzi_p256_add_c
#define qzi_p256_sub qzi_p256_sub_c
#endif
/* P-521: assembly on armv7em, the C reference elsewhere (whose product
 * is qzi_bn_mul/sqr, the armv6m assembly on the M0+ and M3). */
#if QZ_KERNEL_BIGNUM == QZ_ISA_ARMV7EM
#define qzi_p521_mul qzi_p521_mul_armv7em
#define qzi_p521_sqr qzi_p521_sqr_armv7em
#define qzi_p521_add qzi_p521_add_armv7em
#define qzi_p521_sub qzi_p521_sub_armv7em
#else
#define qzi_p521_mul qzi_p521_mul_c
#define qzi_p521_sqr qzi_p521_sqr_c
#define qzi_p521_add qzi_p521_add_c
#define qzi_p521_sub qzi_p521_sub_c
#endif

/* P-384 field kernels: the C reference (lib/generic/p384_field.c; its
 * product is qzi_bn_mul/sqr, so it is also the fast path where the
 * bignum kernels are armv6m) and armv7em assembly
 * (lib/arch/armv7em/p384_field.S, p384_addsub.S). */
void qzi_p384_mul_c(uint32_t r[12], const uint32_t a[12], const uint32_t b[12]);
void qzi_p384_sqr_c(uint32_t r[12], const uint32_t a[12]);
void qzi_p384_add_c(uint32_t r[12], const uint32_t a[12], const uint32_t b[12]);
void qzi_p384_sub_c(uint32_t r[12], const uint32_t a[12], const uint32_t b[12]);
void qzi_p384_mul_armv7em(uint32_t r[12], const uint32_t a[12], const uint32_t b[12]);
void qzi_p384_sqr_armv7em(uint32_t r[12], const uint32_t a[12]);
void qzi_p384_add_armv7em(uint32_t r[12], const uint32_t a[12], const uint32_t b[12]);
void qzi_p384_sub_armv7em(uint32_t r[12], const uint32_t a[12], const uint32_t b[12]);
#if QZ_KERNEL_BIGNUM == QZ_ISA_ARMV7EM
#define qzi_p384_mul qzi_p384_mul_armv7em
#define qzi_p384_sqr qzi_p384_sqr_armv7em
#define qzi_p384_add qzi_p384_add_armv7em
#define qzi_p384_sub qzi_p384_sub_armv7em
#else
#define qzi_p384_mul qzi_p384_mul_c
#define qzi_p384_sqr qzi_p384_sqr_c
#define qzi_p384_add qzi_p384_add_c
#define qzi_p384_sub qzi_p384_sub_c
#endif

/* RSA's Montgomery products, with a 2n-limb scratch t: the product into
 * t, then its reduction. The C reference is qzi_bn_sqr_c/qzi_bn_mul_c and
 * qzi_bn_mont_redc_c; the armv7em set (the M4, the M33 with DSP) has its
 * own code for n a multiple of 4 from 8 (lib/arch/armv7em/bn_mont_sqr.S:
 * every RSA size; other n go to that set's sqr/mul and mont_redc), in a
 * section of its own that only RSA images keep. Elsewhere, and in the
 * small build (QZ_SMALL), the two calls of the chosen set; the armv6m
 * set's own code is below. */
void qzi_bn_mont_sqr_c(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *m,
                       uint32_t m0inv, size_t n);
void qzi_bn_mont_mulw_c(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *b,
                        const uint32_t *m, uint32_t m0inv, size_t n);
void qzi_bn_mont_sqr_armv7em(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *m,
                             uint32_t m0inv, size_t n);
void qzi_bn_mont_mulw_armv7em(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *b,
                              const uint32_t *m, uint32_t m0inv, size_t n);
#ifndef QZ_SMALL
#error "qzcrypt/config.h must define QZ_SMALL"
#endif
/* The armv6m set (the M0+; not in the small build): 256-bit digits.
 * lib/bignum/mont256.c strings the block kernels of
 * lib/arch/armv6m/bn_block256.S (three-level Karatsuba inside a block)
 * into the product and the reduction for n = 8k limbs, k >= 2 (every RSA
 * size); other n go to the set's sqr/mul and mont_redc. The blocks:
 *   uint32_t qzi_bn_mul256_acc_armv6m(r, a, b, cin)
 *       (c:r[0..16)) = r + a b + cin 2^256 (a, b 8 limbs; cin, c 0 or 1)
 *   uint32_t qzi_bn_mul256_row_armv6m(t, a, b, count)
 *       a row of count >= 1 such blocks, each block's carry the next's
 *       cin: (c:t[0..8 count + 8)) = t + a b (a 8 limbs, b 8 count; c 0
 *       or 1)
 *   uint32_t qzi_bn_sqr256_acc_armv6m(r, a, cin)
 *       (c:r[0..16)) = r + a^2 + cin (cin, c 0 or 1)
 *   void qzi_bn_redc_q256_armv6m(q, t, m, m0inv)
 *       q[0..8) = -t m^-1 mod 2^256 (t, m: 8 limbs read; m odd)
 * r (t) overlaps neither a nor b; q overlaps neither t nor m. Constant time
 * as every kernel here; r4-r11 and sp preserved. */
uint32_t qzi_bn_mul256_acc_armv6m(uint32_t r[16], const uint32_t a[8], const uint32_t b[8],
                                  uint32_t cin);
uint32_t qzi_bn_mul256_row_armv6m(uint32_t *t, const uint32_t a[8], const uint32_t *b,
                                  size_t count);
uint32_t qzi_bn_sqr256_acc_armv6m(uint32_t r[16], const uint32_t a[8], uint32_t cin);
void qzi_bn_redc_q256_armv6m(uint32_t q[8], const uint32_t t[8], const uint32_t m[8],
                             uint32_t m0inv);
/*   uint32_t qzi_bn_kara_fold_armv6m(t, z, s, cin8)
 *       one Karatsuba level over pairs of digits (X = 2^256): with z =
 *       (L = x0 y0, H = x1 y1, |D| = |x0 - x1| |y1 - y0|, cin16; 16, 16,
 *       16 and 1 limbs) and s = 0 when x0 - x1 and y1 - y0 have the same
 *       sign, all-ones when not: (c:t[0..32)) = t + x y + cin8 X + cin16
 *       X^2, cin8 and cin16 0 or 1, c returned; z[0..48) zeroed. */
uint32_t qzi_bn_kara_fold_armv6m(uint32_t t[32], uint32_t z[49], uint32_t s, uint32_t cin8);
void qzi_bn_mont_sqr_armv6m(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *m,
                            uint32_t m0inv, size_t n);
void qzi_bn_mont_mulw_armv6m(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *b,
                             const uint32_t *m, uint32_t m0inv, size_t n);
/* The same with one more Karatsuba level over pairs of digits (k = n / 8
 * even, k >= 12: RSA-3072 and -4096 at full size; otherwise the same
 * route as above), 8% faster at 96 limbs and about 290 bytes of frame
 * deeper (the pairs' differences and the fold's scratch): the public
 * operation's kernels (qzi_bn_mont_sqr_pub / qzi_bn_mont_mulw_pub), whose
 * stack is not wiped and whose images may grow; the private operations
 * keep the frames their stack wipe covers. */
void qzi_bn_mont_sqr_wide_armv6m(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *m,
                                 uint32_t m0inv, size_t n);
void qzi_bn_mont_mulw_wide_armv6m(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *b,
                                  const uint32_t *m, uint32_t m0inv, size_t n);
#if QZ_KERNEL_BIGNUM == QZ_ISA_ARMV7EM && !QZ_SMALL
#define QZI_BN_MONT_SQR_ASM 1
#define QZI_BN_MONT_DIGITS 0
#define qzi_bn_mont_sqr qzi_bn_mont_sqr_armv7em
#define qzi_bn_mont_mulw qzi_bn_mont_mulw_armv7em
#elif QZ_KERNEL_BIGNUM == QZ_ISA_ARMV6M && !QZ_SMALL
#define QZI_BN_MONT_SQR_ASM 0
#define QZI_BN_MONT_DIGITS 1
#define qzi_bn_mont_sqr qzi_bn_mont_sqr_armv6m
#define qzi_bn_mont_mulw qzi_bn_mont_mulw_armv6m
#define qzi_bn_mont_sqr_pub qzi_bn_mont_sqr_wide_armv6m
#define qzi_bn_mont_mulw_pub qzi_bn_mont_mulw_wide_armv6m
#else
#define QZI_BN_MONT_SQR_ASM 0
#define QZI_BN_MONT_DIGITS 0
static inline void qzi_bn_mont_sqr(uint32_t *r, uint32_t *t, const uint32_t *a,
                                   const uint32_t *m, uint32_t m0inv, size_t n)
{
    qzi_bn_sqr(t, a, n);
    qzi_bn_mont_redc(r, t, m, m0inv, n);
}
static inline void qzi_bn_mont_mulw(uint32_t *r, uint32_t *t, const uint32_t *a,
                                    const uint32_t *b, const uint32_t *m, uint32_t m0inv,
                                    size_t n)
{
    qzi_bn_mul(t, a, b, n);
    qzi_bn_mont_redc(r, t, m, m0inv, n);
}
#endif
/* The public operation's products (the M0+'s wide entries above; the
 * same kernels elsewhere). */
#ifndef qzi_bn_mont_sqr_pub
#define qzi_bn_mont_sqr_pub qzi_bn_mont_sqr
#define qzi_bn_mont_mulw_pub qzi_bn_mont_mulw
#endif

/* The lazy Montgomery products: the exponentiation's squarings and
 * products (lib/rsa/mont.c, qzi_rsa_pow_ct) keep their values below
 * 2^(32n) = R instead of below m, and its last step, one conditional
 * subtraction (RSA's moduli have their top bit set: R < 2m), reduces
 * fully.
 * Bound: for a, b < R, t = a b < R^2 and the reduction's (hi : t[n..2n)) =
 * (t + Q m) / R < (R^2 + R m) / R = R + m; when hi is set the value is at
 * least R > m and the value minus m is below R; when hi is clear it is
 * below R already. So one pass, r = t[n..2n) - (m AND -hi), and no
 * comparison with m (the full kernels' second pass). The result is
 * exactly that value (the quotient Q = -t m^-1 mod R is unique), so the
 * C twins are exact oracles. The armv7em entries for n a multiple of 4
 * from 8 (every RSA size); for other n they are the full kernels (a, b <
 * m), as the mapping is elsewhere and in the small build: a fully reduced
 * result is a lazy one, and the inputs are then the full kernels' own
 * outputs. */
void qzi_bn_mont_sqr_lazy_c(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *m,
                            uint32_t m0inv, size_t n);
void qzi_bn_mont_mulw_lazy_c(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *b,
                             const uint32_t *m, uint32_t m0inv, size_t n);
void qzi_bn_mont_sqr_lazy_armv7em(uint32_t *r, uint32_t *t, const uint32_t *a,
                                  const uint32_t *m, uint32_t m0inv, size_t n);
void qzi_bn_mont_mulw_lazy_armv7em(uint32_t *r, uint32_t *t, const uint32_t *a,
                                   const uint32_t *b, const uint32_t *m, uint32_t m0inv,
                                   size_t n);
#if QZI_BN_MONT_SQR_ASM
#define qzi_bn_mont_sqr_lazy qzi_bn_mont_sqr_lazy_armv7em
#define qzi_bn_mont_mulw_lazy qzi_bn_mont_mulw_lazy_armv7em
#else
#define qzi_bn_mont_sqr_lazy qzi_bn_mont_sqr
#define qzi_bn_mont_mulw_lazy qzi_bn_mont_mulw
#endif

#endif /* QZ_INTERNAL_BIGNUM_KERNEL_H */

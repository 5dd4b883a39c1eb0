/*
 * RSA's Montgomery products on the ARMv6-M set (the Cortex-M0+), by
 * 256-bit digits: qzi_bn_mont_sqr_armv6m and qzi_bn_mont_mulw_armv6m
 * (lib/internal/bignum_kernel.h). For n = 8k limbs, k >= 2 (every RSA
 * size), the products and the reduction are strung from the 8-limb block
 * kernels of lib/arch/armv6m/bn_block256.S (Karatsuba inside a block,
 * schoolbook between blocks); any other n takes the set's sqr/mul and
 * mont_redc. The loops run over n only (public); the block kernels are
 * constant time, and so is every addition here.
 *
 *   mul:  t = 0; row i: t[8(i+j) ..) += a_i b_j for j = 0..k-1, each
 *         block's carry entering the next at 2^256 (its cin): one call
 *         of qzi_bn_mul256_row a row; a row's last carry is 0 (rows
 *         0..i sum to a[0..8(i+1)) b, below the end of row i's last
 *         block).
 *   sqr:  the products a_i a_j (i < j) the same way, t doubled, then the
 *         squares a_i^2 added on the diagonal, each block's carry the
 *         next's cin (at its word 0).
 *   redc: for each digit i: q = -t_i m^-1 mod 2^256 (qzi_bn_redc_q256),
 *         t[8(i+j) ..) += q m_j; the rows' carries (at word 8(i+k+1))
 *         wait and enter in one pass at the end (hi, the top bit); the
 *         result (hi:t[n..2n)) < 2m, one masked subtraction.
 *
 * The wide entries (qzi_bn_mont_sqr_wide_armv6m, _mulw_wide_armv6m: the
 * public operation's, bignum_kernel.h) add a Karatsuba level over pairs
 * of digits from k = 12 (pair_acc: three block products and
 * qzi_bn_kara_fold_armv6m instead of four block products): the products'
 * rows run over pairs, the reduction's rows take two quotient digits at a
 * time. Their frames are about 290 bytes deeper (the pairs' differences,
 * the fold's scratch), which the private operations' stack wipe need not
 * cover: they keep the narrow entries.
 */
#include "bignum/bn.h"

#if QZ_KERNEL_BIGNUM == QZ_ISA_ARMV6M && !QZ_SMALL

#define D 8u /* limbs of a digit */

/* The entries below differ by a constant `wide`: inlined, each keeps its
 * own route only (--gc-sections drops the pair level from the images of
 * the private operations, which take the narrow entries). */
#define MONT_INLINE static inline __attribute__((always_inline))

/* t[from..len) += c, the carry out returned (public from, len). */
static uint32_t carry_up(uint32_t *t, size_t from, size_t len, uint32_t c)
{
    for (size_t w = from; w < len; w++) {
        uint64_t s = (uint64_t)t[w] + c;

        t[w] = (uint32_t)s;
        c = (uint32_t)(s >> 32);
    }
    return c;
}

static void zero(uint32_t *t, size_t len)
{
    for (size_t i = 0; i < len; i++)
        t[i] = 0;
}

/* |x - y| into d (8 limbs); returns all-ones when x < y, else zero. */
static uint32_t absdiff(uint32_t *d, const uint32_t *x, const uint32_t *y)
{
    uint32_t mask = 0u - qzi_bn_sub(d, x, y, D);
    uint64_t c = mask & 1u;

    for (size_t i = 0; i < D; i++) {
        c += (uint64_t)(d[i] ^ mask);
        d[i] = (uint32_t)c;
        c >>= 32;
    }
    return mask;
}

/* The pair level (k even, k >= PAIR_MIN_K): digit pairs x = (x_{2I}, x_{2I+1}),
 * their products by one more Karatsuba level over the block kernels
 * (three products instead of four) and qzi_bn_kara_fold_armv6m. Each
 * operand pair's difference |x0 - x1| and its sign (all-ones: x0 < x1)
 * are formed once per call (diffs); as the second operand, y1 - y0 has the
 * opposite sign (or is zero, when the sign does not matter). */
#define PAIRS (QZI_BN_MAX_LIMBS / (2u * D)) /* at most 8 */

typedef struct {
    uint32_t d[PAIRS][D], s[PAIRS];
} pair_diffs;

static void diffs(pair_diffs *P, const uint32_t *x, size_t from, size_t k)
{
    for (size_t i = from; i < k; i += 2)
        P->s[i / 2] = absdiff(P->d[i / 2], x + D * i, x + D * (i + 1));
}

/* (c:t[0..32)) = t + x y + cin8 2^256 + cin16 2^512 for the digit pairs
 * x, y (16 limbs each): dx = |x0 - x1| with sx all-ones when x0 < x1, dy
 * = |y0 - y1| with sy all-ones when y0 < y1 (so y1 - y0 < 0 when sy is
 * zero and dy is not); z: 49 limbs, zero (and zero again on return). */
static uint32_t pair_acc(uint32_t *t, const uint32_t *x, const uint32_t *y, const uint32_t *dx,
                         uint32_t sx, const uint32_t *dy, uint32_t sy, uint32_t cin8,
                         uint32_t cin16, uint32_t *z)
{
    z[48] = cin16;
    (void)qzi_bn_mul256_acc_armv6m(z, x, y, 0);
    (void)qzi_bn_mul256_acc_armv6m(z + 16, x + D, y + D, 0);
    (void)qzi_bn_mul256_acc_armv6m(z + 32, dx, dy, 0);
    return qzi_bn_kara_fold_armv6m(t, z, sx ^ ~sy, cin8);
}

/* t[D lo ..) += the carries c[d] at digit d, lo <= d < 2k, in one pass;
 * returns the carry out of digit 2k - 1. */
static uint32_t add_carries(uint32_t *t, const uint8_t *c, size_t lo, size_t k)
{
    uint32_t acc = 0;

    for (size_t d = lo; d < 2 * k; d++)
        acc = carry_up(t, D * d, D * (d + 1), acc + c[d]);
    return acc;
}

#define ROWC (2u * (QZI_BN_MAX_LIMBS / D) + 1u) /* a carry per digit, 0 .. 2k */

/* The pair level pays from k = 12 digits (RSA-3072 and -4096 moduli at
 * full size: the public operations, the non-CRT private ones): below it,
 * its differences, folds and carry passes cost about what the fourth
 * product saves (M0+ RSA-2048 CRT signing 1% slower with it), and the
 * CRT halves keep the smaller frames of the digit rows. */
#define PAIR_MIN_K 12u

/* t[0..2n) = a b by digit rows, n = 8k. Row i's last carry is 0: rows
 * 0..i sum to a[0..D(i+1)) b < 2^(32 D (i + 1 + k)), the end of row i's
 * last block. */
static void mul_rows(uint32_t *t, const uint32_t *a, const uint32_t *b, size_t k)
{
    for (size_t i = 0; i < k; i++)
        (void)qzi_bn_mul256_row_armv6m(t + D * i, a + D * i, b, k);
}

/* The same by pair rows (k even): row I's last carry is 0 as above. */
static QZI_NOINLINE void mul_pairs(uint32_t *t, const uint32_t *a, const uint32_t *b, size_t k)
{
    pair_diffs A, B;
    uint32_t z[49];

    zero(z, 48);
    diffs(&A, a, 0, k);
    diffs(&B, b, 0, k);
    for (size_t i = 0; i < k; i += 2) {
        uint32_t c = 0;

        for (size_t j = 0; j < k; j += 2)
            c = pair_acc(t + D * (i + j), a + D * i, b + D * j, A.d[i / 2], A.s[i / 2],
                         B.d[j / 2], B.s[j / 2], 0, c, z);
        (void)c;
    }
    qzi_wipe(&A, sizeof A);
    qzi_wipe(&B, sizeof B);
    z[48] = 0;
}

/* t += sum a_i a_j 2^(256 (i + j)), i < j, t zero before, by digit rows
 * (row i's last carry 0, as mul's). */
static void cross_rows(uint32_t *t, const uint32_t *a, size_t k)
{
    for (size_t i = 0; i + 1 < k; i++)
        (void)qzi_bn_mul256_row_armv6m(t + D * (2 * i + 1), a + D * i, a + D * (i + 1), k - i - 1);
}

/* The same by pairs (k even): the products within a pair (a_2I a_2I+1 at
 * digit 4I + 1: apart, into zeros, no carry), then pair rows I < J; row
 * I's last carry belongs at digit 2I + k + 2, where later pairs' products
 * may lie already: the carries wait in rowc (the sum stays below a^2 / 2,
 * so the pass over them does not carry out). */
static QZI_NOINLINE void cross_pairs(uint32_t *t, const uint32_t *a, size_t k)
{
    pair_diffs A;
    uint32_t z[49];
    uint8_t rowc[ROWC] = {0};

    for (size_t i = 0; i < k; i += 2)
        (void)qzi_bn_mul256_acc_armv6m(t + D * (2 * i + 1), a + D * i, a + D * (i + 1), 0);
    zero(z, 48);
    diffs(&A, a, 0, k);
    for (size_t i = 0; i + 2 < k; i += 2) {
        uint32_t c = 0;

        for (size_t j = i + 2; j < k; j += 2)
            c = pair_acc(t + D * (i + j), a + D * i, a + D * j, A.d[i / 2], A.s[i / 2],
                         A.d[j / 2], A.s[j / 2], 0, c, z);
        rowc[i + k + 2] = (uint8_t)c;
    }
    (void)add_carries(t, rowc, k + 2, k);
    qzi_wipe(&A, sizeof A);
    qzi_wipe(rowc, sizeof rowc);
    z[48] = 0;
}

/* t[0..2n) = a b, n = 8k; by pairs when `wide` (public) and k allows. */
MONT_INLINE void mul_digits(uint32_t *t, const uint32_t *a, const uint32_t *b, size_t n, int wide)
{
    size_t k = n / D;

    zero(t, 2 * n);
    if (wide && k >= PAIR_MIN_K && k % 2 == 0)
        mul_pairs(t, a, b, k);
    else
        mul_rows(t, a, b, k);
}

/* t[0..2n) = a^2, n = 8k; by pairs as mul_digits. */
MONT_INLINE void sqr_digits(uint32_t *t, const uint32_t *a, size_t n, int wide)
{
    size_t k = n / D;
    uint32_t c = 0;

    zero(t, 2 * n);
    if (wide && k >= PAIR_MIN_K && k % 2 == 0)
        cross_pairs(t, a, k);
    else
        cross_rows(t, a, k);
    /* 2 sum a_i a_j 2^(256 (i + j)) < a^2: the doubling does not carry */
    (void)qzi_bn_add(t, t, t, 2 * n);
    for (size_t i = 0; i < k; i++)
        c = qzi_bn_sqr256_acc_armv6m(t + 2 * D * i, a + D * i, c);
}

/* The reduction by rows of one quotient digit, t[0..2n) < m R, n = 8k.
 * Row i's carry belongs at digit i + k + 1, above every digit a later
 * quotient reads: the carries wait in rowc and enter in one pass at the
 * end (each row rippling its own carry to the top cost 8 (k - i - 1)
 * words of a loop). Returns hi, t's carry out of 2^(32 2n). */
static uint32_t redc_rows(uint32_t *t, const uint32_t *m, uint32_t m0inv, size_t k)
{
    uint32_t q[D], hi;
    uint8_t rowc[ROWC]; /* digits k + 1 .. 2k, each written below */

    for (size_t i = 0; i < k; i++) {
        qzi_bn_redc_q256_armv6m(q, t + D * i, m, m0inv);
        rowc[i + k + 1] = (uint8_t)qzi_bn_mul256_row_armv6m(t + D * i, q, m, k);
    }
    /* digits k + 1 .. 2k - 1 take rows 0 .. k - 2's carries; row k - 1's
     * is at 2^(32 2n), with the pass's own carry the top bit hi */
    hi = add_carries(t, rowc, k + 1, k) + rowc[2 * k];
    qzi_wipe(q, sizeof q);
    qzi_wipe(rowc, sizeof rowc);
    return hi;
}

/* The same by rows of two quotient digits (k even): the second digit's
 * quotient once the first's products with m_0 and m_1 are in, its own
 * products with m_0 and m_1, then the pair of quotients times each pair
 * of m's digits from m_2 (pair_acc): 1.5 k + 1 block products for two
 * rows instead of 2 k. m's pairs' differences are formed once (m is the
 * same in every row; secret with the CRT, so formed the same way). */
static QZI_NOINLINE uint32_t redc_pairs(uint32_t *t, const uint32_t *m, uint32_t m0inv,
                                        size_t k)
{
    pair_diffs M;
    uint32_t q[2 * D], z[49], dq[D], sq, hi;
    uint8_t rowc[ROWC] = {0};

    zero(z, 48);
    diffs(&M, m, 2, k);
    for (size_t i = 0; i < k; i += 2) {
        uint32_t *ti = t + D * i, ca, cb;

        qzi_bn_redc_q256_armv6m(q, ti, m, m0inv);
        ca = qzi_bn_mul256_acc_armv6m(ti, q, m, 0);                  /* at digit i + 2 */
        ca = qzi_bn_mul256_acc_armv6m(ti + D, q, m + D, ca);         /* at i + 3 */
        qzi_bn_redc_q256_armv6m(q + D, ti + D, m, m0inv);            /* digit i + 1 done */
        cb = qzi_bn_mul256_acc_armv6m(ti + D, q + D, m, 0);          /* at i + 3 */
        cb = qzi_bn_mul256_acc_armv6m(ti + 2 * D, q + D, m + D, cb); /* at i + 4 */
        sq = absdiff(dq, q, q + D);
        for (size_t j = 2; j < k; j += 2) {
            cb = pair_acc(t + D * (i + j), q, m + D * j, dq, sq, M.d[j / 2], M.s[j / 2], ca, cb,
                          z);
            ca = 0; /* cb: at digit i + j + 4 */
        }
        rowc[i + k + 2] = (uint8_t)cb;
    }
    hi = add_carries(t, rowc, k + 1, k) + rowc[2 * k];
    qzi_wipe(q, sizeof q);
    qzi_wipe(dq, sizeof dq);
    qzi_wipe(&M, sizeof M);
    qzi_wipe(rowc, sizeof rowc);
    z[48] = 0;
    return hi;
}

/* r = t R^-1 mod m (R = 2^(32n)), t[0..2n) < m R, n = 8k; t destroyed;
 * r is t or apart from it. */
MONT_INLINE void redc_digits(uint32_t *r, uint32_t *t, const uint32_t *m, uint32_t m0inv, size_t n,
                        int wide)
{
    size_t k = n / D;
    uint32_t hi, borrow, keep;

    if (wide && k >= PAIR_MIN_K && k % 2 == 0)
        hi = redc_pairs(t, m, m0inv, k);
    else
        hi = redc_rows(t, m, m0inv, k);

    /* (hi:t[n..2n)) < 2m: subtract m into t[0..n) (free now), keep the
     * difference unless it borrowed with hi = 0 */
    borrow = qzi_bn_sub(t, t + n, m, n);
    keep = qzi_ct_nonzero_mask(borrow & (hi ^ 1u)); /* all-ones: keep t + n */
    qzi_bn_cnd_copy(t, t + n, keep, n);
    if (r != t)
        for (size_t i = 0; i < n; i++)
            r[i] = t[i];
}

MONT_INLINE void mont_sqr(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *m,
                     uint32_t m0inv, size_t n, int wide)
{
    if (n % D != 0 || n < 2 * D) {
        qzi_bn_sqr(t, a, n);
        qzi_bn_mont_redc(r, t, m, m0inv, n);
        return;
    }
    sqr_digits(t, a, n, wide);
    redc_digits(r, t, m, m0inv, n, wide);
}

MONT_INLINE void mont_mulw(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *b,
                      const uint32_t *m, uint32_t m0inv, size_t n, int wide)
{
    if (n % D != 0 || n < 2 * D) {
        qzi_bn_mul(t, a, b, n);
        qzi_bn_mont_redc(r, t, m, m0inv, n);
        return;
    }
    mul_digits(t, a, b, n, wide);
    redc_digits(r, t, m, m0inv, n, wide);
}

void qzi_bn_mont_sqr_armv6m(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *m,
                            uint32_t m0inv, size_t n)
{
    mont_sqr(r, t, a, m, m0inv, n, 0);
}

void qzi_bn_mont_mulw_armv6m(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *b,
                             const uint32_t *m, uint32_t m0inv, size_t n)
{
    mont_mulw(r, t, a, b, m, m0inv, n, 0);
}

void qzi_bn_mont_sqr_wide_armv6m(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *m,
                                 uint32_t m0inv, size_t n)
{
    mont_sqr(r, t, a, m, m0inv, n, 1);
}

void qzi_bn_mont_mulw_wide_armv6m(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *b,
                                  const uint32_t *m, uint32_t m0inv, size_t n)
{
    mont_mulw(r, t, a, b, m, m0inv, n, 1);
}

#else
/* ISO C forbids an empty translation unit. */
typedef int qzi_bn_mont256_unused;
#endif

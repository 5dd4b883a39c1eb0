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
 *         block's carry entering the next at 2^256 (its cin); a row's
 *         last carry is 0 (rows 0..i sum to a[0..8(i+1)) b, below the
 *         end of row i's last block).
 *   sqr:  the products a_i a_j (i < j) the same way, t doubled, then the
 *         squares a_i^2 added on the diagonal, each block's carry the
 *         next's cin (at its word 0).
 *   redc: for each digit i: q = -t_i m^-1 mod 2^256 (qzi_bn_redc_q256),
 *         t[8(i+j) ..) += q m_j, then the row's carry added at word
 *         8(i+k+1) and carried to the top (hi); the result (hi:t[n..2n))
 *         < 2m, one masked subtraction.
 */
#include "bignum/bn.h"

#if QZ_KERNEL_BIGNUM == QZ_ISA_ARMV6M && !QZ_SMALL

#define D 8u /* limbs of a digit */

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

/* t[0..2n) = a b, n = 8k. */
static void mul_digits(uint32_t *t, const uint32_t *a, const uint32_t *b, size_t n)
{
    size_t k = n / D;

    zero(t, 2 * n);
    for (size_t i = 0; i < k; i++) {
        uint32_t c = 0;

        for (size_t j = 0; j < k; j++)
            c = qzi_bn_mul256_acc_armv6m(t + D * (i + j), a + D * i, b + D * j, c);
        /* The row's last carry is 0: rows 0..i sum to a[0..D(i+1)) b <
         * 2^(32 D (i + 1 + k)), the end of row i's last block. */
        (void)c;
    }
}

/* t[0..2n) = a^2, n = 8k. */
static void sqr_digits(uint32_t *t, const uint32_t *a, size_t n)
{
    size_t k = n / D;
    uint32_t c = 0;

    zero(t, 2 * n);
    for (size_t i = 0; i + 1 < k; i++) {
        c = 0;
        for (size_t j = i + 1; j < k; j++)
            c = qzi_bn_mul256_acc_armv6m(t + D * (i + j), a + D * i, a + D * j, c);
        (void)c; /* 0, as mul's: rows 0..i sum to below 2^(32 D (i + 1 + k)) */
    }
    /* 2 sum a_i a_j 2^(256 (i + j)) < a^2: the doubling does not carry */
    (void)qzi_bn_add(t, t, t, 2 * n);
    c = 0;
    for (size_t i = 0; i < k; i++)
        c = qzi_bn_sqr256_acc_armv6m(t + 2 * D * i, a + D * i, c);
}

/* r = t R^-1 mod m (R = 2^(32n)), t[0..2n) < m R, n = 8k; t destroyed;
 * r is t or apart from it. Row i's carry belongs at word 8(i + k + 1),
 * above every digit a later quotient reads: the carries wait in rowc and
 * enter in one pass at the end (each row rippling its own carry to the
 * top cost 8 (k - i - 1) words of a loop). */
static void redc_digits(uint32_t *r, uint32_t *t, const uint32_t *m, uint32_t m0inv, size_t n)
{
    size_t k = n / D;
    uint32_t q[D], rowc[QZI_BN_MAX_LIMBS / D], hi, c = 0, borrow, keep;

    for (size_t i = 0; i < k; i++) {
        uint32_t cj = 0;

        qzi_bn_redc_q256_armv6m(q, t + D * i, m, m0inv);
        for (size_t j = 0; j < k; j++)
            cj = qzi_bn_mul256_acc_armv6m(t + D * (i + j), q, m + D * j, cj);
        rowc[i] = cj;
    }
    /* digits k + 1 .. 2k - 1 take rows 0 .. k - 2's carries; row k - 1's
     * is at 2^(32 2n), with the pass's own carry the top bit hi */
    for (size_t d = k + 1; d < 2 * k; d++)
        c = carry_up(t, D * d, D * (d + 1), c + rowc[d - k - 1]);
    hi = c + rowc[k - 1];
    /* (hi:t[n..2n)) < 2m: subtract m into t[0..n) (free now), keep the
     * difference unless it borrowed with hi = 0 */
    borrow = qzi_bn_sub(t, t + n, m, n);
    keep = qzi_ct_nonzero_mask(borrow & (hi ^ 1u)); /* all-ones: keep t + n */
    qzi_bn_cnd_copy(t, t + n, keep, n);
    if (r != t)
        for (size_t i = 0; i < n; i++)
            r[i] = t[i];
    qzi_wipe(q, sizeof q);
    qzi_wipe(rowc, sizeof rowc);
}

void qzi_bn_mont_sqr_armv6m(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *m,
                            uint32_t m0inv, size_t n)
{
    if (n % D != 0 || n < 2 * D) {
        qzi_bn_sqr(t, a, n);
        qzi_bn_mont_redc(r, t, m, m0inv, n);
        return;
    }
    sqr_digits(t, a, n);
    redc_digits(r, t, m, m0inv, n);
}

void qzi_bn_mont_mulw_armv6m(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *b,
                             const uint32_t *m, uint32_t m0inv, size_t n)
{
    if (n % D != 0 || n < 2 * D) {
        qzi_bn_mul(t, a, b, n);
        qzi_bn_mont_redc(r, t, m, m0inv, n);
        return;
    }
    mul_digits(t, a, b, n);
    redc_digits(r, t, m, m0inv, n);
}

#else
/* ISO C forbids an empty translation unit. */
typedef int qzi_bn_mont256_unused;
#endif

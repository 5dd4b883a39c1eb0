/*
 * RSA's Montgomery arithmetic and exponentiations (lib/rsa/rsa_internal.h).
 */
#include "rsa/rsa_internal.h"

uint32_t qzi_rsa_m0inv(uint32_t m0)
{
    uint32_t x = m0; /* m0 x = 1 mod 2^3 for odd m0; each step doubles the bits */

    for (int i = 0; i < 4; i++)
        x *= 2u - m0 * x;
    return 0u - x;
}

void qzi_rsa_mul(const qzi_rsa_mont *M, uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    if (M->mulw != NULL) /* public: which kernel set */
        M->mulw(r, M->prod, a, b, M->m, M->m0inv, M->n);
    else
        qzi_bn_mont_mulw(r, M->prod, a, b, M->m, M->m0inv, M->n);
}

void qzi_rsa_sqr(const qzi_rsa_mont *M, uint32_t *r, const uint32_t *a)
{
    if (M->sqr != NULL)
        M->sqr(r, M->prod, a, M->m, M->m0inv, M->n);
    else
        qzi_bn_mont_sqr(r, M->prod, a, M->m, M->m0inv, M->n);
}

void qzi_rsa_from_mont(const qzi_rsa_mont *M, uint32_t *r, const uint32_t *a)
{
    size_t n = M->n;

    for (size_t i = 0; i < n; i++) {
        M->prod[i] = a[i];
        M->prod[n + i] = 0;
    }
    qzi_bn_mont_redc(r, M->prod, M->m, M->m0inv, n);
}

void qzi_rsa_mont_one(uint32_t *r, const uint32_t *m, size_t n)
{
    /* -m mod 2^(32n) = ~m + 1; m is odd, so the +1 does not carry. */
    for (size_t i = 0; i < n; i++)
        r[i] = ~m[i];
    r[0] += 1u;
}

void qzi_rsa_compute_rr(const qzi_rsa_mont *M, uint32_t *rr)
{
    /* 32n = k 2^j with k odd: rr = 2^k R (k doublings of R mod m), then j
     * Montgomery squarings, each (2^s R)^2 R^-1 = 2^(2s) R: 2^(k 2^j) R =
     * R^2. The doublings are constant time in m (mod_add masks). */
    size_t k = 32 * M->n, j = 0;

    while ((k & 1u) == 0) {
        k >>= 1;
        j++;
    }
    qzi_rsa_mont_one(rr, M->m, M->n);
    for (size_t i = 0; i < k; i++)
        qzi_bn_mod_add(rr, rr, rr, M->m, M->n);
    for (size_t i = 0; i < j; i++)
        qzi_rsa_sqr(M, rr, rr);
}

void qzi_rsa_pow_e_minus_1(const qzi_rsa_mont *M, uint32_t *acc, const uint32_t *x,
                           const uint32_t *e, size_t e_n)
{
    size_t n = M->n, top;
    int bit;

    for (size_t i = 0; i < n; i++)
        acc[i] = x[i];
    if (e_n == 1 && e[0] == 65537u) {
        for (int i = 0; i < 16; i++)
            qzi_rsa_sqr(M, acc, acc);
        return;
    }
    /* Left to right from below the top bit (e is public, odd, >= 3): the
     * last bit's squaring without its product. */
    top = e_n - 1;
    while (top > 0 && e[top] == 0)
        top--;
    bit = 31;
    while (((e[top] >> bit) & 1u) == 0)
        bit--;
    for (;;) {
        if (bit == 0) {
            if (top == 0)
                break;
            top--;
            bit = 31;
        } else {
            bit--;
        }
        qzi_rsa_sqr(M, acc, acc);
        if (((e[top] >> bit) & 1u) && (top != 0 || bit != 0))
            qzi_rsa_mul(M, acc, acc, x);
    }
}

/* Bits [pos, pos + w) of e (pos and w public; e_n limbs, zero above). */
static uint32_t digit_at(const uint32_t *e, size_t e_n, size_t pos, unsigned w)
{
    size_t li = pos / 32, sh = pos % 32;
    uint32_t d = e[li] >> sh;

    if (sh + w > 32 && li + 1 < e_n)
        d |= e[li + 1] << (32 - sh);
    return d & ((1u << w) - 1u);
}

/* sel = table entry `digit` of 2^w: one kernel read (up to 32 entries of
 * n <= 128 limbs: count * stride < 16384, bignum_kernel.h). */
_Static_assert((1u << QZI_RSA_WMAX) <= 32u && (1u << QZI_RSA_WMAX) * QZ_RSA_MAX_LIMBS < 16384u,
               "the largest window's table is beyond one ct_lookup read");
static void lookup(uint32_t *sel, const uint32_t *table, unsigned w, uint32_t digit, size_t n)
{
    qzi_bn_ct_lookup(sel, table, (size_t)1 << w, n, n, digit);
}

/* The exponentiation's products, reduced lazily (bignum_kernel.h): values
 * below 2^(32n), not necessarily below m. */
static void mul_lazy(const qzi_rsa_mont *M, uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    qzi_bn_mont_mulw_lazy(r, M->prod, a, b, M->m, M->m0inv, M->n);
}

static void sqr_lazy(const qzi_rsa_mont *M, uint32_t *r, const uint32_t *a)
{
    qzi_bn_mont_sqr_lazy(r, M->prod, a, M->m, M->m0inv, M->n);
}

void qzi_rsa_pow_ct(const qzi_rsa_mont *M, uint32_t *acc, uint32_t *table, uint32_t *sel,
                    unsigned w, const uint32_t *e, size_t e_n)
{
    size_t n = M->n, count = (size_t)1 << w, bits = 32 * e_n, pos;
    const uint32_t *x = table + n;

    /* table[i] = x^i (Montgomery), x^0 = R mod m: the even entries by a
     * squaring (x^(i/2))^2, the odd ones by a product x^(i-1) x (half the
     * table's products become squarings, the cheaper kernel); every entry
     * and acc below R, not necessarily below m, until the end (the lazy
     * products). */
    qzi_rsa_mont_one(table, M->m, n);
    for (size_t i = 2; i < count; i++) {
        if ((i & 1u) == 0)
            sqr_lazy(M, table + i * n, table + (i / 2) * n);
        else
            mul_lazy(M, table + i * n, table + (i - 1) * n, x);
    }
    /* The top window holds bits mod w bits (w when that is 0), found by
     * subtraction: no division in the library (build-aux/qz-check-division;
     * bits and w are public). */
    pos = bits;
    while (pos > w)
        pos -= w;
    pos = bits - pos;
    lookup(acc, table, w, digit_at(e, e_n, pos, w), n);
    while (pos > 0) {
        pos -= w;
        for (unsigned i = 0; i < w; i++)
            sqr_lazy(M, acc, acc);
        lookup(sel, table, w, digit_at(e, e_n, pos, w), n);
        mul_lazy(M, acc, acc, sel);
    }
    /* acc < R < 2m (m's top bit set): one conditional subtraction brings
     * it below m, the contract of the full products that callers compare
     * with or feed on (Miller-Rabin's tests against 1 and -1). */
    qzi_bn_reduce_once(acc, M->m, n);
}

void qzi_rsa_mul_any(uint32_t *r, const uint32_t *a, size_t an, const uint32_t *b, size_t bn)
{
    for (size_t i = 0; i < an + bn; i++)
        r[i] = 0;
    for (size_t i = 0; i < an; i++) {
        uint64_t acc = 0;

        for (size_t j = 0; j < bn; j++) {
            acc += qzi_mul64(a[i], b[j]) + r[i + j];
            r[i + j] = (uint32_t)acc;
            acc >>= 32;
        }
        r[i + bn] = (uint32_t)acc;
    }
}

void qzi_rsa_mod_slow(uint32_t *r, const uint32_t *a, size_t an, const uint32_t *m, size_t mn,
                      uint32_t *t)
{
    for (size_t i = 0; i < mn; i++)
        r[i] = 0;
    for (size_t b = 32 * an; b-- > 0;) {
        /* r < m: 2 r + bit < 2m, so one subtraction brings it below m;
         * the doubling's carry out of mn limbs means r >= m for sure. */
        uint32_t carry = qzi_bn_add(r, r, r, mn), borrow;

        r[0] |= (a[b / 32] >> (b % 32)) & 1u;
        borrow = qzi_bn_sub(t, r, m, mn);
        qzi_bn_cnd_copy(r, t, (0u - carry) | (borrow - 1u), mn);
    }
}

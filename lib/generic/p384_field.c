/*
 * P-384 field kernels, C reference (contract: lib/internal/bignum_kernel.h):
 * Montgomery multiplication and squaring modulo
 * p = 2^384 - 2^128 - 2^96 + 2^32 - 1 with R = 2^384 (the domain of
 * lib/ec/curve_p384.c), modular addition and subtraction.
 *
 * The product comes from the bignum layer's multiply and square
 * (qzi_bn_mul, qzi_bn_sqr: the core's assembly where it has one, so this
 * file is also the fast path of the M0+ and the M3); the Montgomery
 * reduction is column-wise and multiply-free. p = -1 mod 2^32, so
 * -p^-1 mod 2^32 is 1 and the quotient digit of column k is the column
 * itself; q p = q (2^384 - 2^128 - 2^96 + 2^32 - 1) puts +q at limb k + 12
 * and k + 1, -q at k + 4, k + 3 and k. Column k of T + Q p therefore sums
 *     t[k] + q[k-1] - q[k-3] - q[k-4] + q[k-12] - q[k]  (+ carry in)
 * (terms whose index is outside 0..11 absent); for k < 12, q[k] is what
 * makes the column zero. The signed carry is kept in a 64-bit unsigned
 * accumulator with a bias of 2^34 per column (the column value stays in
 * (-2^34, 2^34)), so no signed arithmetic is needed.
 *
 * Bounds: for a, b < 2^384, (T + Q p) / 2^384 < 2^384 + p; one
 * conditional subtraction of p then gives a value below 2^384, fully
 * reduced (below p) when a, b < p. Every kernel here computes the same
 * function as its assembly twin (lib/arch/armv7em/p384_field.S,
 * p384_addsub.S), also for inputs out of range, so tests compare them on
 * every input; multiply and square also equal the generic Montgomery
 * kernel's.
 *
 * Constant time: loops over fixed counts, masks only. Stack: the 24-limb
 * product (96 bytes) and the bignum kernel's own frame.
 */
#include "internal/bignum_kernel.h"

#define P384_BIAS ((uint64_t)1 << 34)

static const uint32_t P384[12] = {0xffffffffu, 0,           0,           0xffffffffu,
                                  0xfffffffeu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
                                  0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu};

/* r = t + (p AND mask) mod 2^384; r may be t. */
static void add_masked_p(uint32_t r[12], const uint32_t t[12], uint32_t mask)
{
    uint64_t acc = 0;

    for (int i = 0; i < 12; i++) {
        acc += (uint64_t)t[i] + (P384[i] & mask);
        r[i] = (uint32_t)acc;
        acc >>= 32;
    }
}

/* r = (top : t) - p if that is not negative, else t, for top 0 or 1;
 * t is overwritten. */
static void sub_p_once(uint32_t r[12], uint32_t t[12], uint32_t top)
{
    uint32_t borrow = 0;

    for (int i = 0; i < 12; i++) {
        uint64_t d = (uint64_t)t[i] - P384[i] - borrow;

        t[i] = (uint32_t)d;
        borrow = (uint32_t)(d >> 63);
    }
    add_masked_p(r, t, (uint32_t)0 - (borrow & (top ^ 1u)));
}

/* r = t 2^-384 mod p for t < 2^768 (24 limbs, destroyed). Column k's
 * quotient digit goes to t[k], output limb k - 12 to t[k]. */
static void p384_redc(uint32_t r[12], uint32_t t[24])
{
    uint64_t carry = 4; /* the incoming column carry + 4 (the bias's share) */

    for (int k = 0; k < 24; k++) {
        uint64_t acc = P384_BIAS + carry + t[k] - 4;

        if (k >= 1 && k <= 12)
            acc += t[k - 1];
        if (k >= 3 && k <= 14)
            acc -= t[k - 3];
        if (k >= 4 && k <= 15)
            acc -= t[k - 4];
        if (k >= 12)
            acc += t[k - 12];
        t[k] = (uint32_t)acc; /* q[k] (k < 12, the column is then zero) or r[k - 12] */
        carry = acc >> 32;
    }
    sub_p_once(r, t + 12, (uint32_t)carry - 4u);
}

void qzi_p384_mul_c(uint32_t r[12], const uint32_t a[12], const uint32_t b[12])
{
    uint32_t t[24];

    qzi_bn_mul(t, a, b, 12);
    p384_redc(r, t);
}

void qzi_p384_sqr_c(uint32_t r[12], const uint32_t a[12])
{
    uint32_t t[24];

    qzi_bn_sqr(t, a, 12);
    p384_redc(r, t);
}

/* r = a + b mod p: (c : s) = a + b, minus p, p added back when that went
 * below zero. */
void qzi_p384_add_c(uint32_t r[12], const uint32_t a[12], const uint32_t b[12])
{
    uint32_t s[12];
    uint64_t acc = 0;

    for (int i = 0; i < 12; i++) {
        acc += (uint64_t)a[i] + b[i];
        s[i] = (uint32_t)acc;
        acc >>= 32;
    }
    sub_p_once(r, s, (uint32_t)acc);
}

/* r = a - b mod p: the difference, p added back when it borrowed. */
void qzi_p384_sub_c(uint32_t r[12], const uint32_t a[12], const uint32_t b[12])
{
    uint32_t d[12], borrow = 0;

    for (int i = 0; i < 12; i++) {
        uint64_t x = (uint64_t)a[i] - b[i] - borrow;

        d[i] = (uint32_t)x;
        borrow = (uint32_t)(x >> 63);
    }
    add_masked_p(r, d, (uint32_t)0 - borrow);
}

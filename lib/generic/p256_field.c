/*
 * P-256 field kernels, C reference (contract: lib/internal/bignum_kernel.h):
 * Montgomery multiplication and squaring modulo
 * p = 2^256 - 2^224 + 2^192 + 2^96 - 1 with R = 2^256. p = -1 mod 2^32, so
 * -p^-1 mod 2^32 is 1. The generic Montgomery kernel through a local
 * accumulator, which lets r alias a or b; the assembly overrides use the
 * shape of p.
 */
#include "internal/bignum_kernel.h"

static const uint32_t P256[8] = {0xffffffffu, 0xffffffffu, 0xffffffffu, 0,
                                 0,           0,           1,           0xffffffffu};

void qzi_p256_mul_c(uint32_t r[8], const uint32_t a[8], const uint32_t b[8])
{
    uint32_t t[8];

    qzi_bn_mont_mul_c(t, a, b, P256, 1, 8);
    for (int i = 0; i < 8; i++)
        r[i] = t[i];
}

void qzi_p256_sqr_c(uint32_t r[8], const uint32_t a[8])
{
    qzi_p256_mul_c(r, a, a);
}

/* r = a + b mod p for a, b < p: the sum (carry c) minus p, then p added
 * back when that borrowed without the carry. Straight-line over 8 limbs,
 * masks only. */
void qzi_p256_add_c(uint32_t r[8], const uint32_t a[8], const uint32_t b[8])
{
    uint32_t t[8], carry, borrow = 0, mask;
    uint64_t acc = 0;

    for (int i = 0; i < 8; i++) {
        acc += (uint64_t)a[i] + b[i];
        t[i] = (uint32_t)acc;
        acc >>= 32;
    }
    carry = (uint32_t)acc;
    for (int i = 0; i < 8; i++) {
        uint64_t d = (uint64_t)t[i] - P256[i] - borrow;

        t[i] = (uint32_t)d;
        borrow = (uint32_t)(d >> 63);
    }
    mask = (uint32_t)0 - (borrow & (carry ^ 1u));
    acc = 0;
    for (int i = 0; i < 8; i++) {
        acc += (uint64_t)t[i] + (P256[i] & mask);
        r[i] = (uint32_t)acc;
        acc >>= 32;
    }
}

/* r = a - b mod p: the difference, p added back when it borrowed. */
void qzi_p256_sub_c(uint32_t r[8], const uint32_t a[8], const uint32_t b[8])
{
    uint32_t t[8], borrow = 0, mask;
    uint64_t acc = 0;

    for (int i = 0; i < 8; i++) {
        uint64_t d = (uint64_t)a[i] - b[i] - borrow;

        t[i] = (uint32_t)d;
        borrow = (uint32_t)(d >> 63);
    }
    mask = (uint32_t)0 - borrow;
    for (int i = 0; i < 8; i++) {
        acc += (uint64_t)t[i] + (P256[i] & mask);
        r[i] = (uint32_t)acc;
        acc >>= 32;
    }
}

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

/*
 * P-521 field kernels, C reference (contract: lib/internal/bignum_kernel.h):
 * Montgomery multiplication and squaring modulo the Mersenne prime
 * p = 2^521 - 1 with R = 2^544 (17 limbs: lib/ec's domain for P-521), and
 * modular addition and subtraction. Every core without the armv7em
 * assembly (lib/arch/armv7em/p521_field.S) runs this code.
 *
 * Reduction without a Montgomery quotient. Split the product t = a * b
 * (a, b < p, so t < 2^1042) at bit 544: t = h * 2^544 + l, h = t[17..33],
 * l = t[0..16]. Then t * 2^-544 = h + l * 2^-544, and as 2^521 = 1 mod p,
 * 2^-544 = 2^-23 = 2^498 mod p; with l = q * 2^23 + e (e < 2^23),
 * l * 2^-23 = q + e * 2^498 mod p. So
 *     a * b * 2^-544 = w = h + q + e * 2^498  (mod p),
 * h = t[17..33] (limb-aligned, below 2^498), q = l >> 23 (below 2^521),
 * e = t[0] mod 2^23, and w < 2p (w = 2p would make a * b = 0 mod p, so
 * t = 0). Final step (p521_finish): v = w + 1 has bit 521 set exactly
 * when w >= p, and then w - p = v mod 2^521; else w = v - 1.
 *
 * The 17 x 17 product is the configured bignum kernel (qzi_bn_mul,
 * qzi_bn_sqr: the armv6m assembly on the M0+ and M3, the C reference on
 * the M33 without DSP and the host): in C it costs 23.6k modelled M0+
 * cycles, against 9.2k for the armv6m kernel.
 *
 * Out-of-range inputs (up to 2^544 - 1) give some value below 2^521: the
 * carries out of the sums are dropped, the top limb is masked.
 */
#include "internal/bignum_kernel.h"

#define P521_TOP 0x1ffu /* p's limb 16: bits 512..520 */

/* r = w mod p from v = w + 1 < 2^522 (17 limbs, bit 521 the only one
 * above p's): v - 1 + c mod 2^521, c = bit 521 of v. */
static void p521_finish(uint32_t r[17], const uint32_t v[17])
{
    uint32_t borrow = ((v[16] >> 9) & 1u) ^ 1u;

    for (int i = 0; i < 17; i++) {
        uint64_t d = (uint64_t)v[i] - borrow;

        r[i] = (uint32_t)d;
        borrow = (uint32_t)(d >> 63);
    }
    r[16] &= P521_TOP;
}

/* r = t * 2^-544 mod p for a product t < 2^1042 (t[0..33]). */
static void p521_reduce(uint32_t r[17], const uint32_t t[34])
{
    uint32_t v[17];
    uint64_t acc = 1; /* v = w + 1 */

    for (int i = 0; i < 17; i++) {
        uint32_t q = t[i] >> 23; /* q = t[0..16] >> 23 */

        if (i < 16)
            q |= t[i + 1] << 9;
        acc += (uint64_t)t[17 + i] + q; /* + h */
        if (i == 15)
            acc += t[0] << 18; /* + e * 2^498: e's low 14 bits at limb 15 ... */
        if (i == 16)
            acc += (t[0] >> 14) & P521_TOP; /* ... its top 9 bits at limb 16 */
        v[i] = (uint32_t)acc;
        acc >>= 32;
    }
    p521_finish(r, v);
}

void qzi_p521_mul_c(uint32_t r[17], const uint32_t a[17], const uint32_t b[17])
{
    uint32_t t[34];

    qzi_bn_mul(t, a, b, 17);
    p521_reduce(r, t);
}

void qzi_p521_sqr_c(uint32_t r[17], const uint32_t a[17])
{
    uint32_t t[34];

    qzi_bn_sqr(t, a, 17);
    p521_reduce(r, t);
}

/* r = a + b mod p: v = a + b + 1, then p521_finish (a + b < 2p). */
void qzi_p521_add_c(uint32_t r[17], const uint32_t a[17], const uint32_t b[17])
{
    uint32_t v[17];
    uint64_t acc = 1;

    for (int i = 0; i < 17; i++) {
        acc += (uint64_t)a[i] + b[i];
        v[i] = (uint32_t)acc;
        acc >>= 32;
    }
    p521_finish(r, v);
}

/* r = a - b mod p: d = a - b mod 2^544; when it borrowed, d + p =
 * (d - 1) mod 2^521 (2^544 = 0 mod 2^521), else d < p already. */
void qzi_p521_sub_c(uint32_t r[17], const uint32_t a[17], const uint32_t b[17])
{
    uint32_t d[17], borrow = 0;

    for (int i = 0; i < 17; i++) {
        uint64_t x = (uint64_t)a[i] - b[i] - borrow;

        d[i] = (uint32_t)x;
        borrow = (uint32_t)(x >> 63);
    }
    for (int i = 0; i < 17; i++) {
        uint64_t x = (uint64_t)d[i] - borrow;

        r[i] = (uint32_t)x;
        borrow = (uint32_t)(x >> 63);
    }
    r[16] &= P521_TOP;
}

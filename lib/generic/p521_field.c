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
 * e = t[0] mod 2^23; h < 2^498, so e * 2^498 is ORed into h's limbs 15
 * and 16. w < 2p (w = 2p would make a * b = 0 mod p, so t = 0), and one
 * conditional subtraction of p finishes.
 *
 * Every carry chain is a configured bignum kernel (qzi_bn_mul, sqr, add,
 * sub, cnd_sub: the armv6m assembly on the M0+ and M3, the C reference on
 * the M33 without DSP and the host): on the M0+ the 17 x 17 product costs
 * 23.6k modelled cycles in C against 9.2k in the armv6m kernel, and C's
 * 64-bit sums there are several times slower than its ADCS chains.
 *
 * Out-of-range inputs (up to 2^544 - 1) give some value below 2^544,
 * never a fault: carries out of the top limb are dropped.
 */
#include "internal/bignum_kernel.h"

static const uint32_t P521[17] = {0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
                                  0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
                                  0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
                                  0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
                                  0x1ffu};
static const uint32_t ONE[17] = {1u};

/* r = s mod p for s < 2p: s - p unless that borrows, then s. */
static void p521_reduce_once(uint32_t r[17], const uint32_t s[17])
{
    uint32_t t[17], keep = (uint32_t)0 - qzi_bn_sub(t, s, P521, 17);

    for (int i = 0; i < 17; i++)
        r[i] = t[i] ^ ((t[i] ^ s[i]) & keep);
}

/* r = t * 2^-544 mod p for a product t < 2^1042 (t[0..33], destroyed). */
static void p521_reduce(uint32_t r[17], uint32_t t[34])
{
    uint32_t q[17];

    for (int i = 0; i < 16; i++)
        q[i] = (t[i] >> 23) | (t[i + 1] << 9); /* q = t[0..16] >> 23 */
    q[16] = t[16] >> 23;
    t[32] |= t[0] << 18;              /* h + e * 2^498: e's low 14 bits ... */
    t[33] |= (t[0] >> 14) & 0x1ffu;   /* ... and its top 9 */
    qzi_bn_add(q, q, t + 17, 17);     /* w = h + e * 2^498 + q */
    p521_reduce_once(r, q);
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

/* r = a + b mod p (a + b < 2p). */
void qzi_p521_add_c(uint32_t r[17], const uint32_t a[17], const uint32_t b[17])
{
    uint32_t s[17];

    qzi_bn_add(s, a, b, 17);
    p521_reduce_once(r, s);
}

/* r = a - b mod p: d = a - b mod 2^544; when that borrowed, d + p =
 * (d - 1) mod 2^521 (2^544 = 0 mod 2^521; d >= 2^544 - p, so d - 1 does
 * not borrow), else d < p already and the mask changes nothing. */
void qzi_p521_sub_c(uint32_t r[17], const uint32_t a[17], const uint32_t b[17])
{
    uint32_t borrow = qzi_bn_sub(r, a, b, 17);

    qzi_bn_cnd_sub(r, ONE, (uint32_t)0 - borrow, 17);
    r[16] &= 0x1ffu;
}

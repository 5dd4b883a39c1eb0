/*
 * Field kernels mod p = 2^448 - 2^224 - 1 for ARMv6-M (contract:
 * lib/internal/fe448_kernel.h): the products by one level of Karatsuba
 * over the 256 x 256-bit products of lib/arch/armv6m/fe448.S (the shared
 * Karatsuba of mul256_kara.inc), the rest in C.
 *
 * With phi = 2^224, phi^2 = phi + 1 (mod p) and a = a_l + a_h phi,
 * b = b_l + b_h phi (7-limb halves):
 *   a b = L + (M - L - H) phi + H phi^2 = (L + H) + (M - L) phi (mod p),
 * L = a_l b_l, H = a_h b_h, M = (a_l + a_h)(b_l + b_h) (8-limb operands,
 * M >= L): three products, no sign to track. The sum Z = L + H +
 * (M - L) 2^224 < 2^675 (22 limbs) by one signed accumulation, then
 * Z = Z_lo + 2^448 Z_hi = Z_lo + Z_hi + 2^224 Z_hi (Z_hi < 2^227), its
 * carry out of bit 448 (< 16) folded as c (2^224 + 1) as in
 * lib/generic/fe448.c.
 */
#include "internal/ct.h"
#include "internal/fe448_kernel.h"

void qzi_fe448_k256_armv6m(uint32_t t[16], const uint32_t x[8], const uint32_t y[8]);
void qzi_fe448_s256_armv6m(uint32_t t[16], const uint32_t x[8]);
void qzi_fe448_combine_armv6m(uint32_t r[14], const uint32_t P[48]);
void qzi_fe448_split_armv6m(uint32_t x[24], const uint32_t a[14]);

/* x[0..8) = lo, x[8..16) = hi, x[16..24) = lo + hi (7-limb halves, top
 * limb 0 or the sum's carry). */
static __attribute__((unused)) void split(uint32_t x[24], const uint32_t a[14])
{
    uint32_t c = 0;

    for (int i = 0; i < 7; i++) {
        uint32_t s = a[i] + a[7 + i];
        uint32_t c1 = s < a[i];

        x[i] = a[i];
        x[8 + i] = a[7 + i];
        s += c;
        c = c1 | (s < c);
        x[16 + i] = s;
    }
    x[7] = x[15] = 0;
    x[23] = c;
}

/* r = (L + H) + (M - L) 2^224 mod p, loose; P = L, H, M (16 limbs each). */
static __attribute__((unused)) void combine(uint32_t r[14], const uint32_t P[48])
{
    const uint32_t *L = P, *H = P + 16, *M = P + 32;
    uint32_t z[22];
    int64_t acc = 0;
    uint64_t u = 0;

    for (int k = 0; k < 7; k++) {
        acc += (int64_t)L[k] + H[k];
        z[k] = (uint32_t)acc;
        acc >>= 32;
    }
    for (int k = 7; k < 14; k++) {
        acc += (int64_t)L[k] + H[k] + M[k - 7] - L[k - 7];
        z[k] = (uint32_t)acc;
        acc >>= 32;
    }
    for (int k = 14; k < 22; k++) {
        acc += (int64_t)M[k - 7] - L[k - 7];
        z[k] = (uint32_t)acc;
        acc >>= 32;
    }
    /* Z_hi = z[14..22): r = Z_lo + Z_hi + 2^224 Z_hi */
    for (int k = 0; k < 7; k++) {
        u += (uint64_t)z[k] + z[14 + k];
        r[k] = (uint32_t)u;
        u >>= 32;
    }
    u += (uint64_t)z[7] + z[21] + z[14];
    r[7] = (uint32_t)u;
    u >>= 32;
    for (int k = 8; k < 14; k++) {
        u += (uint64_t)z[k] + z[7 + k];
        r[k] = (uint32_t)u;
        u >>= 32;
    }
    u += z[21]; /* Z_hi's top limb at 2^448 */
    {
        uint32_t c = (uint32_t)u; /* < 16: c (2^224 + 1), twice */
        uint64_t f = c;

        for (int i = 0; i < 7; i++) {
            f += r[i];
            r[i] = (uint32_t)f;
            f >>= 32;
        }
        f += c;
        for (int i = 7; i < 14; i++) {
            f += r[i];
            r[i] = (uint32_t)f;
            f >>= 32;
        }
        c = (uint32_t)f;
        for (int i = 0; i < 7; i++) {
            f += r[i];
            r[i] = (uint32_t)f;
            f >>= 32;
        }
        r[7] += (uint32_t)f + c;
    }
}

void qzi_fe448_mul_armv6m(uint32_t r[14], const uint32_t a[14], const uint32_t b[14])
{
    uint32_t x[24], y[24], P[48];

    qzi_fe448_split_armv6m(x, a);
    qzi_fe448_split_armv6m(y, b);
    qzi_fe448_k256_armv6m(P, x, y);
    qzi_fe448_k256_armv6m(P + 16, x + 8, y + 8);
    qzi_fe448_k256_armv6m(P + 32, x + 16, y + 16);
    qzi_fe448_combine_armv6m(r, P);
}

void qzi_fe448_sqr_armv6m(uint32_t r[14], const uint32_t a[14])
{
    uint32_t x[24], P[48];

    qzi_fe448_split_armv6m(x, a);
    qzi_fe448_s256_armv6m(P, x);
    qzi_fe448_s256_armv6m(P + 16, x + 8);
    qzi_fe448_s256_armv6m(P + 32, x + 16);
    qzi_fe448_combine_armv6m(r, P);
}

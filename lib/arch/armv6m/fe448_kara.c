/*
 * Field multiplication and squaring mod p = 2^448 - 2^224 - 1 for ARMv6-M
 * (contract: lib/internal/fe448_kernel.h): one level of Karatsuba over
 * the assembly of lib/arch/armv6m/fe448.S (method, cycles and stack in its
 * header). With phi = 2^224, phi^2 = phi + 1 (mod p), a = a_l + a_h phi,
 * b = b_l + b_h phi (7-limb halves):
 *   a b = L + (M - L - H) phi + H phi^2 = (L + H) + (M - L) phi (mod p),
 * L = a_l b_l, H = a_h b_h, M = (a_l + a_h)(b_l + b_h): three 256-bit
 * products (split makes the 8-limb operands, combine sums and reduces).
 * Straight-line: every call and address is the same for every value.
 */
#include "internal/fe448_kernel.h"

void qzi_fe448_k256_armv6m(uint32_t t[16], const uint32_t x[8], const uint32_t y[8]);
void qzi_fe448_s256_armv6m(uint32_t t[16], const uint32_t x[8]);
void qzi_fe448_combine_armv6m(uint32_t r[14], const uint32_t P[48]);
void qzi_fe448_split_armv6m(uint32_t x[24], const uint32_t a[14]);

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

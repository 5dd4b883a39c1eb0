/*
 * Field kernels modulo p = 2^255 - 19, C reference (contract:
 * lib/internal/fe25519_kernel.h).
 *
 * Loose form: any 256-bit value. A carry out of bit 255 is worth
 * 2^256 = 38 (mod p) and is folded back into limb 0; the fold can carry
 * out again only when the value was within 38 of 2^256, and then the
 * second fold lands on a small value and cannot. Every chain runs over
 * all limbs whatever the values. Products by qzi_mul64 (internal/ct.h:
 * four MULS on ARMv6-M, never libgcc's data-dependent __aeabi_lmul).
 */
#include "internal/ct.h"
#include "internal/fe25519_kernel.h"

/* r = t + 38 c (c < 2^32), folded twice: the second carry is 0 or 1. */
static void fold38(uint32_t r[8], const uint32_t t[8], uint32_t c)
{
    uint64_t acc = qzi_mul64(c, 38);

    for (int i = 0; i < 8; i++) {
        acc += t[i];
        r[i] = (uint32_t)acc;
        acc >>= 32;
    }
    acc = qzi_mul64((uint32_t)acc, 38); /* acc is 0 or 1; acc *= 38 calls __aeabi_lmul on ARMv6-M */
    for (int i = 0; i < 8; i++) {
        acc += r[i];
        r[i] = (uint32_t)acc;
        acc >>= 32;
    }
}

void qzi_fe25519_mul_c(uint32_t r[8], const uint32_t a[8], const uint32_t b[8])
{
    uint32_t t[16], lo[8];
    uint64_t acc;

    for (int i = 0; i < 16; i++)
        t[i] = 0;
    for (int i = 0; i < 8; i++) {
        acc = 0;
        for (int j = 0; j < 8; j++) {
            acc += qzi_mul64(a[i], b[j]) + t[i + j];
            t[i + j] = (uint32_t)acc;
            acc >>= 32;
        }
        t[i + 8] = (uint32_t)acc;
    }
    /* t = L + 2^256 H = L + 38 H (mod p): 38 H + L < 2^262 */
    acc = 0;
    for (int i = 0; i < 8; i++) {
        acc += qzi_mul64(t[i + 8], 38) + t[i];
        lo[i] = (uint32_t)acc;
        acc >>= 32;
    }
    fold38(r, lo, (uint32_t)acc);
}

void qzi_fe25519_sqr_c(uint32_t r[8], const uint32_t a[8])
{
    qzi_fe25519_mul_c(r, a, a);
}

void qzi_fe25519_add_c(uint32_t r[8], const uint32_t a[8], const uint32_t b[8])
{
    uint32_t t[8];
    uint64_t acc = 0;

    for (int i = 0; i < 8; i++) {
        acc += (uint64_t)a[i] + b[i];
        t[i] = (uint32_t)acc;
        acc >>= 32;
    }
    fold38(r, t, (uint32_t)acc);
}

/* a - b = t - 2^256 c = t - 38 c (mod p) for the borrow c; a second
 * borrow (t < 38) wraps to near 2^256 and is taken off the same way, and
 * cannot borrow again. */
void qzi_fe25519_sub_c(uint32_t r[8], const uint32_t a[8], const uint32_t b[8])
{
    uint32_t t[8], borrow = 0;

    for (int i = 0; i < 8; i++) {
        uint64_t d = (uint64_t)a[i] - b[i] - borrow;

        t[i] = (uint32_t)d;
        borrow = (uint32_t)(d >> 63);
    }
    for (int pass = 0; pass < 2; pass++) {
        uint32_t sub = 38u & (0u - borrow);

        borrow = 0;
        for (int i = 0; i < 8; i++) {
            uint64_t d = (uint64_t)t[i] - (i == 0 ? sub : 0) - borrow;

            t[i] = (uint32_t)d;
            borrow = (uint32_t)(d >> 63);
        }
    }
    for (int i = 0; i < 8; i++)
        r[i] = t[i];
}

void qzi_fe25519_mul_a24_c(uint32_t r[8], const uint32_t a[8])
{
    uint32_t t[8];
    uint64_t acc = 0;

    for (int i = 0; i < 8; i++) {
        acc += qzi_mul64(a[i], 121666u);
        t[i] = (uint32_t)acc;
        acc >>= 32;
    }
    fold38(r, t, (uint32_t)acc);
}

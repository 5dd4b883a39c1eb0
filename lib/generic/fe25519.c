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

/* One ladder step (contract: internal/fe25519_kernel.h), over the kernels
 * MUL, SQR, ADD, SUB, A24: the cnd-swap of (x2, z2) with (x3, z3), which
 * are contiguous (words 8..23 and 24..39), by mask, then RFC 7748's
 * formulas in the order lib/curve25519/x25519.c used. */
#define QZI_LADDER_STEP(w, swap, MUL, SQR, ADD, SUB, A24)                                   \
    do {                                                                                   \
        uint32_t *x1 = (w), *x2 = (w) + 8, *z2 = (w) + 16, *x3 = (w) + 24, *z3 = (w) + 32;  \
        uint32_t *a = (w) + 40, *b = (w) + 48;                                             \
        uint32_t m = qzi_ct_barrier(0u - (swap));                                          \
                                                                                           \
        for (int i = 0; i < 16; i++) {                                                     \
            uint32_t t = (x2[i] ^ x3[i]) & m;                                              \
                                                                                           \
            x2[i] ^= t;                                                                    \
            x3[i] ^= t;                                                                    \
        }                                                                                  \
        ADD(a, x2, z2);  /* A */                                                           \
        SUB(b, x2, z2);  /* B */                                                           \
        ADD(x2, x3, z3); /* C */                                                           \
        SUB(z2, x3, z3); /* D */                                                           \
        MUL(z2, z2, a);  /* DA */                                                          \
        MUL(x2, x2, b);  /* CB */                                                          \
        ADD(x3, z2, x2);                                                                   \
        SUB(z3, z2, x2);                                                                   \
        SQR(x3, x3);     /* (DA + CB)^2 */                                                 \
        SQR(z3, z3);                                                                       \
        MUL(z3, z3, x1); /* x1 (DA - CB)^2 */                                              \
        SQR(a, a);       /* AA */                                                          \
        SQR(b, b);       /* BB */                                                          \
        MUL(x2, a, b);   /* AA BB */                                                       \
        SUB(a, a, b);    /* E */                                                           \
        A24(z2, a);                                                                        \
        ADD(z2, z2, b);  /* BB + 121666 E = AA + 121665 E */                               \
        MUL(z2, z2, a);                                                                    \
    } while (0)

void qzi_x25519_ladder_step_c(uint32_t w[56], uint32_t swap)
{
    QZI_LADDER_STEP(w, swap, qzi_fe25519_mul_c, qzi_fe25519_sqr_c, qzi_fe25519_add_c,
                    qzi_fe25519_sub_c, qzi_fe25519_mul_a24_c);
}

void qzi_x25519_ladder_step_k(uint32_t w[56], uint32_t swap)
{
    QZI_LADDER_STEP(w, swap, qzi_fe25519_mul, qzi_fe25519_sqr, qzi_fe25519_add,
                    qzi_fe25519_sub, qzi_fe25519_mul_a24);
}

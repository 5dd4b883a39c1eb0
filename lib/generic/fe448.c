/*
 * Field kernels modulo p = 2^448 - 2^224 - 1, C reference (contract:
 * lib/internal/fe448_kernel.h).
 *
 * Reduction of a 896-bit product t = L + 2^448 H (H = H_lo + 2^224 H_hi,
 * 7-limb halves): 2^448 = 2^224 + 1, so 2^448 H = H + 2^224 H = S +
 * 2^224 (S + H_hi) (mod p) with S = H_lo + H_hi. Limb m of the result is
 * t_m + t_(14+m) + t_(21+m) for m < 7 and t_(7+m) + t_(14+m) + 2 t_(21+m)
 * at limb 7 + m: one accumulation pass over 14 limbs, whose carry c (at
 * most 3) is worth c (2^224 + 1) and is folded by one chain (c at limbs 0
 * and 7). That chain carries out only when the value wrapped past 2^448,
 * leaving it below c (2^224 + 1): limbs 8..13 zero and limb 7 at most c,
 * so the second carry goes into limbs 0..7 alone and cannot carry again.
 * Products by qzi_mul64 (internal/ct.h: four MULS on ARMv6-M, never
 * libgcc's data-dependent __aeabi_lmul). Every chain runs over its fixed
 * limbs whatever the values.
 */
#include "internal/ct.h"
#include "internal/fe448_kernel.h"

/* r = x + c (2^224 + 1), c < 2^32 - 2, x < 2^448 held in r. */
static void fold(uint32_t r[14], uint32_t c)
{
    uint64_t acc = c;

    for (int i = 0; i < 7; i++) {
        acc += r[i];
        r[i] = (uint32_t)acc;
        acc >>= 32;
    }
    acc += c;
    for (int i = 7; i < 14; i++) {
        acc += r[i];
        r[i] = (uint32_t)acc;
        acc >>= 32;
    }
    c = (uint32_t)acc; /* 0 or 1; when 1, limbs 8..13 are 0 */
    for (int i = 0; i < 7; i++) {
        acc += r[i];
        r[i] = (uint32_t)acc;
        acc >>= 32;
    }
    r[7] += (uint32_t)acc + c;
}

/* r = t mod p, loose, for a 28-limb t. */
static void reduce(uint32_t r[14], const uint32_t t[28])
{
    uint64_t acc = 0;

    for (int m = 0; m < 7; m++) {
        acc += (uint64_t)t[m] + t[14 + m] + t[21 + m];
        r[m] = (uint32_t)acc;
        acc >>= 32;
    }
    for (int m = 0; m < 7; m++) {
        acc += (uint64_t)t[7 + m] + t[14 + m] + 2u * (uint64_t)t[21 + m];
        r[7 + m] = (uint32_t)acc;
        acc >>= 32;
    }
    fold(r, (uint32_t)acc);
}

void qzi_fe448_mul_c(uint32_t r[14], const uint32_t a[14], const uint32_t b[14])
{
    uint32_t t[28];

    for (int i = 0; i < 14; i++)
        t[i] = 0;
    for (int i = 0; i < 14; i++) {
        uint64_t acc = 0;

        for (int j = 0; j < 14; j++) {
            acc += qzi_mul64(a[i], b[j]) + t[i + j];
            t[i + j] = (uint32_t)acc;
            acc >>= 32;
        }
        t[i + 14] = (uint32_t)acc;
    }
    reduce(r, t);
}

/* The cross products a_i a_j (i < j) once, doubled by a shift, then the
 * squares a_i^2 on the diagonal. */
void qzi_fe448_sqr_c(uint32_t r[14], const uint32_t a[14])
{
    uint32_t t[28];
    uint64_t acc;

    for (int i = 0; i < 28; i++)
        t[i] = 0;
    for (int i = 0; i < 13; i++) {
        acc = 0;
        for (int j = i + 1; j < 14; j++) {
            acc += qzi_mul64(a[i], a[j]) + t[i + j];
            t[i + j] = (uint32_t)acc;
            acc >>= 32;
        }
        t[i + 14] = (uint32_t)acc;
    }
    t[27] = t[26] >> 31;
    for (int i = 26; i > 0; i--)
        t[i] = t[i] << 1 | t[i - 1] >> 31;
    acc = 0;
    for (int i = 0; i < 14; i++) {
        uint64_t sq = qzi_mul64(a[i], a[i]);

        acc += (uint64_t)t[2 * i] + (uint32_t)sq;
        t[2 * i] = (uint32_t)acc;
        acc >>= 32;
        acc += (uint64_t)t[2 * i + 1] + (uint32_t)(sq >> 32);
        t[2 * i + 1] = (uint32_t)acc;
        acc >>= 32;
    }
    reduce(r, t);
}

void qzi_fe448_add_c(uint32_t r[14], const uint32_t a[14], const uint32_t b[14])
{
    uint64_t acc = 0;

    for (int i = 0; i < 14; i++) {
        acc += (uint64_t)a[i] + b[i];
        r[i] = (uint32_t)acc;
        acc >>= 32;
    }
    fold(r, (uint32_t)acc);
}

/* a - b = d - 2^448 = d - 2^224 - 1 (mod p) for a borrow; a second borrow
 * (d below 2^224 + 1) wraps to at least 2^448 - 2^224 - 1, so taking
 * 2^224 + 1 off once more cannot borrow: limb 7 is then at least
 * 2^32 - 2 and limbs 8..13 all ones. */
void qzi_fe448_sub_c(uint32_t r[14], const uint32_t a[14], const uint32_t b[14])
{
    uint32_t borrow = 0;

    for (int i = 0; i < 14; i++) {
        uint64_t d = (uint64_t)a[i] - b[i] - borrow;

        r[i] = (uint32_t)d;
        borrow = (uint32_t)(d >> 63);
    }
    for (int pass = 0; pass < 2; pass++) {
        uint32_t s = borrow;
        uint64_t d = 0;

        for (int i = 0; i < 7; i++) {
            d = (uint64_t)r[i] - (uint32_t)(d >> 63) - s;
            r[i] = (uint32_t)d;
            s = 0;
        }
        s = borrow;
        for (int i = 7; i < 14; i++) {
            d = (uint64_t)r[i] - (uint32_t)(d >> 63) - s;
            r[i] = (uint32_t)d;
            s = 0;
        }
        borrow = (uint32_t)(d >> 63);
    }
}

void qzi_fe448_mul_a24_c(uint32_t r[14], const uint32_t a[14])
{
    uint64_t acc = 0;

    for (int i = 0; i < 14; i++) {
        acc += qzi_mul64(a[i], 39082u);
        r[i] = (uint32_t)acc;
        acc >>= 32;
    }
    fold(r, (uint32_t)acc);
}

void qzi_fe448_cnd_swap2_c(uint32_t a[28], uint32_t b[28], uint32_t mask)
{
    mask = qzi_ct_barrier(mask);
    for (int i = 0; i < 28; i++) {
        uint32_t t = (a[i] ^ b[i]) & mask;

        a[i] ^= t;
        b[i] ^= t;
    }
}

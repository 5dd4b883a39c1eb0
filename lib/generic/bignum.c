/*
 * Bignum kernels, C reference (contract: lib/internal/bignum_kernel.h).
 *
 * Straight-line carry chains over 64-bit intermediates. The loops run a
 * number of times that depends on n only, and no branch depends on a
 * limb. Every 32x32->64 product is qzi_mul64 (internal/ct.h): four MULS on
 * the Cortex-M0+, never libgcc's data-dependent __aeabi_lmul.
 */
#include "internal/bignum_kernel.h"
#include "internal/ct.h"

typedef uint64_t dword;

uint32_t qzi_bn_add_c(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n)
{
    dword acc = 0;

    for (size_t i = 0; i < n; i++) {
        acc += (dword)a[i] + b[i];
        r[i] = (uint32_t)acc;
        acc >>= 32;
    }
    return (uint32_t)acc;
}

uint32_t qzi_bn_sub_c(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n)
{
    uint32_t borrow = 0;

    for (size_t i = 0; i < n; i++) {
        dword d = (dword)a[i] - b[i] - borrow;

        r[i] = (uint32_t)d;
        borrow = (uint32_t)(d >> 63);
    }
    return borrow;
}

uint32_t qzi_bn_cnd_sub_c(uint32_t *r, const uint32_t *m, uint32_t mask, size_t n)
{
    uint32_t borrow = 0;

    for (size_t i = 0; i < n; i++) {
        dword d = (dword)r[i] - (m[i] & mask) - borrow;

        r[i] = (uint32_t)d;
        borrow = (uint32_t)(d >> 63);
    }
    return borrow;
}

void qzi_bn_cnd_neg_mod_c(uint32_t *r, const uint32_t *m, uint32_t mask, size_t n)
{
    uint32_t any = 0, borrow = 0;

    for (size_t i = 0; i < n; i++)
        any |= r[i];
    /* 0 stays 0 (m - 0 = m is not reduced) */
    mask = qzi_ct_barrier(mask & qzi_ct_nonzero_mask(any));
    for (size_t i = 0; i < n; i++) {
        dword d = (dword)m[i] - r[i] - borrow;

        borrow = (uint32_t)(d >> 63);
        r[i] ^= (r[i] ^ (uint32_t)d) & mask;
    }
}

void qzi_bn_mul_c(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        r[i] = 0;
    for (size_t i = 0; i < n; i++) {
        dword acc = 0;

        for (size_t j = 0; j < n; j++) {
            acc += qzi_mul64(a[i], b[j]) + r[i + j];
            r[i + j] = (uint32_t)acc;
            acc >>= 32;
        }
        r[i + n] = (uint32_t)acc;
    }
}

void qzi_bn_sqr_c(uint32_t *r, const uint32_t *a, size_t n)
{
    dword acc;
    uint32_t carry = 0;

    /* The cross products a[i] * a[j], i < j, once ... */
    for (size_t i = 0; i < 2 * n; i++)
        r[i] = 0;
    for (size_t i = 0; i + 1 < n; i++) {
        acc = 0;
        for (size_t j = i + 1; j < n; j++) {
            acc += qzi_mul64(a[i], a[j]) + r[i + j];
            r[i + j] = (uint32_t)acc;
            acc >>= 32;
        }
        r[i + n] = (uint32_t)acc;
    }
    /* ... doubled, plus the squares a[i]^2 on the diagonal. */
    for (size_t i = 0; i < 2 * n; i++) {
        uint32_t top = r[i] >> 31;

        r[i] = (r[i] << 1) | carry;
        carry = top;
    }
    acc = 0;
    for (size_t i = 0; i < n; i++) {
        dword sq = qzi_mul64(a[i], a[i]);

        acc += (dword)r[2 * i] + (uint32_t)sq;
        r[2 * i] = (uint32_t)acc;
        acc >>= 32;
        acc += (dword)r[2 * i + 1] + (uint32_t)(sq >> 32);
        r[2 * i + 1] = (uint32_t)acc;
        acc >>= 32;
    }
}

/* r = (hi:t) - m when that does not borrow, else t: the final step of a
 * Montgomery reduction whose value (hi:t) is below 2m. */
static void final_sub(uint32_t *r, const uint32_t *t, uint32_t hi, const uint32_t *m, size_t n)
{
    uint32_t borrow = 0, keep;

    for (size_t i = 0; i < n; i++) {
        dword d = (dword)t[i] - m[i] - borrow;

        r[i] = (uint32_t)d;
        borrow = (uint32_t)(d >> 63);
    }
    /* (hi:t) >= m exactly when hi is set or the subtraction did not
     * borrow; otherwise add m back. */
    keep = (uint32_t)0 - (borrow & (hi ^ 1));
    {
        dword acc = 0;

        for (size_t i = 0; i < n; i++) {
            acc += (dword)r[i] + (m[i] & keep);
            r[i] = (uint32_t)acc;
            acc >>= 32;
        }
    }
}

/* t[n..2n) with the returned carry hi = (t + Q m) / 2^(32n), Q the word-by-word
 * quotient digits (Q = -t m^-1 mod 2^(32n)); t[0..n) become zero. */
static uint32_t redc_core(uint32_t *t, const uint32_t *m, uint32_t m0inv, size_t n)
{
    uint32_t hi = 0;

    for (size_t i = 0; i < n; i++) {
        uint32_t q = t[i] * m0inv;
        dword acc = 0;

        for (size_t j = 0; j < n; j++) {
            acc += qzi_mul64(q, m[j]) + t[i + j];
            t[i + j] = (uint32_t)acc;
            acc >>= 32;
        }
        /* Propagate into t[i + n] with the carry of the previous rounds. */
        acc += (dword)t[i + n] + hi;
        t[i + n] = (uint32_t)acc;
        hi = (uint32_t)(acc >> 32);
    }
    return hi;
}

void qzi_bn_mont_redc_c(uint32_t *r, uint32_t *t, const uint32_t *m, uint32_t m0inv, size_t n)
{
    uint32_t hi = redc_core(t, m, m0inv, n);

    final_sub(r, t + n, hi, m, n);
}

/* The lazy reduction (bignum_kernel.h): for t < 2^(64n), (hi:t[n..2n)) is
 * below 2^(32n) + m; m is subtracted when hi is set (the difference is then
 * below 2^(32n)), nothing otherwise. */
static void mont_redc_lazy_c(uint32_t *r, uint32_t *t, const uint32_t *m, uint32_t m0inv,
                             size_t n)
{
    uint32_t mask = 0u - redc_core(t, m, m0inv, n), borrow = 0;

    for (size_t i = 0; i < n; i++) {
        dword d = (dword)t[n + i] - (m[i] & mask) - borrow;

        r[i] = (uint32_t)d;
        borrow = (uint32_t)(d >> 63);
    }
}

void qzi_bn_mont_mul_c(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m,
                       uint32_t m0inv, size_t n)
{
    /* CIOS with r as the accumulator: (hi:r) < 2m after every round. */
    uint32_t hi = 0;

    for (size_t i = 0; i < n; i++)
        r[i] = 0;
    for (size_t i = 0; i < n; i++) {
        dword acc = 0, acc2;
        uint32_t q, top;

        for (size_t j = 0; j < n; j++) {
            acc += qzi_mul64(a[i], b[j]) + r[j];
            r[j] = (uint32_t)acc;
            acc >>= 32;
        }
        acc += hi;
        top = (uint32_t)acc;
        hi = (uint32_t)(acc >> 32);
        q = r[0] * m0inv;
        acc2 = (qzi_mul64(q, m[0]) + r[0]) >> 32;
        for (size_t j = 1; j < n; j++) {
            acc2 += qzi_mul64(q, m[j]) + r[j];
            r[j - 1] = (uint32_t)acc2;
            acc2 >>= 32;
        }
        acc2 += top;
        r[n - 1] = (uint32_t)acc2;
        hi += (uint32_t)(acc2 >> 32);
    }
    final_sub(r, r, hi, m, n);
}

/* The constant-time table read: one mask per entry (all-ones at the
 * index), the masked words OR-ed together; every word of every entry is
 * read whatever the index. */
void qzi_bn_ct_lookup_c(uint32_t *out, const uint32_t *table, size_t count, size_t words,
                        size_t stride, uint32_t index)
{
    uint32_t mask[32];
    size_t i = 0;

    for (size_t e = 0; e < count; e++)
        mask[e] = ~qzi_ct_nonzero_mask((uint32_t)e ^ index);
    /* Four words at a time in registers across the entries, then the rest. */
    for (; i + 4 <= words; i += 4) {
        uint32_t a0 = 0, a1 = 0, a2 = 0, a3 = 0;
        const uint32_t *p = table + i;

        for (size_t e = 0; e < count; e++, p += stride) {
            uint32_t m = mask[e];

            a0 |= p[0] & m;
            a1 |= p[1] & m;
            a2 |= p[2] & m;
            a3 |= p[3] & m;
        }
        out[i] = a0;
        out[i + 1] = a1;
        out[i + 2] = a2;
        out[i + 3] = a3;
    }
    for (; i < words; i++) {
        uint32_t a = 0;

        for (size_t e = 0; e < count; e++)
            a |= table[e * stride + i] & mask[e];
        out[i] = a;
    }
}

int64_t qzi_bn_smac_c(int64_t acc, int32_t a, int32_t b)
{
    return (int64_t)((uint64_t)acc + (uint64_t)qzi_smul64(a, b));
}

/* 30 divsteps on the low words (contract: lib/internal/bignum_kernel.h).
 * zeta = -(delta + 1/2); delta > 0 exactly when zeta is negative. Mask
 * arithmetic only; each mask goes through the barrier so that no compiler
 * turns it back into a branch. */
int32_t qzi_bn_divsteps30_c(int32_t zeta, uint32_t f, uint32_t g, int32_t t[4])
{
    uint32_t u = 1, v = 0, q = 0, r = 1, z = (uint32_t)zeta;

    for (int i = 0; i < 30; i++) {
        /* pos: delta > 0; odd: g odd; swap: both (the exchanging case) */
        uint32_t pos = qzi_ct_barrier((uint32_t)((int32_t)z >> 31));
        uint32_t odd = qzi_ct_barrier(0u - (g & 1u));
        uint32_t swap = pos & odd;

        /* g += f, or g -= f when delta > 0, if g is odd; the g row of T
         * follows. Then on a swap f takes the old g: f + (g - f). */
        g += ((f ^ pos) - pos) & odd;
        q += ((u ^ pos) - pos) & odd;
        r += ((v ^ pos) - pos) & odd;
        f += g & swap;
        u += q & swap;
        v += r & swap;
        /* delta <- 1 - delta on a swap, 1 + delta otherwise */
        z = (z ^ swap) - 1u;
        /* g / 2; T is scaled by 2 instead, in f's row */
        g >>= 1;
        u <<= 1;
        v <<= 1;
    }
    t[0] = (int32_t)u;
    t[1] = (int32_t)v;
    t[2] = (int32_t)q;
    t[3] = (int32_t)r;
    return (int32_t)z;
}

void qzi_bn_mont_sqr_c(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *m,
                       uint32_t m0inv, size_t n)
{
    qzi_bn_sqr_c(t, a, n);
    qzi_bn_mont_redc_c(r, t, m, m0inv, n);
}

void qzi_bn_mont_mulw_c(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *b,
                        const uint32_t *m, uint32_t m0inv, size_t n)
{
    qzi_bn_mul_c(t, a, b, n);
    qzi_bn_mont_redc_c(r, t, m, m0inv, n);
}

void qzi_bn_mont_sqr_lazy_c(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *m,
                            uint32_t m0inv, size_t n)
{
    qzi_bn_sqr_c(t, a, n);
    mont_redc_lazy_c(r, t, m, m0inv, n);
}

void qzi_bn_mont_mulw_lazy_c(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *b,
                             const uint32_t *m, uint32_t m0inv, size_t n)
{
    qzi_bn_mul_c(t, a, b, n);
    mont_redc_lazy_c(r, t, m, m0inv, n);
}

/*
 * Coefficient arithmetic of ML-DSA above the kernels: sums, the canonical
 * form, the constant-time norm check, Power2Round, Decompose and UseHint
 * (FIPS 204 sections 7.4 and 7.5). Everything that can see a secret is
 * branch-free; UseHint serves verification only (public values).
 */
#include "mldsa/mldsa_internal.h"

#include "internal/ct.h"

#define Q QZI_MLDSA_Q

/* The coefficient loops four at a time (a quarter of the loop tests and
 * branches: about 3 modelled M4 cycles a coefficient), except in a small
 * build. */
#if defined(__OPTIMIZE_SIZE__)
#define UNROLL4
#else
#define UNROLL4 _Pragma("GCC unroll 4")
#endif

void qzi_mldsa_poly_add(int32_t *r, const int32_t *a)
{
UNROLL4
    for (unsigned i = 0; i < 256; i++)
        r[i] += a[i];
}

void qzi_mldsa_poly_sub(int32_t *r, const int32_t *a)
{
UNROLL4
    for (unsigned i = 0; i < 256; i++)
        r[i] -= a[i];
}

void qzi_mldsa_poly_freeze(int32_t *r)
{
UNROLL4
    for (unsigned i = 0; i < 256; i++) {
        int32_t t = r[i] + ((r[i] >> 31) & Q); /* (-q, 2q) -> [0, 2q) */

        t -= Q;
        r[i] = t + ((t >> 31) & Q);
    }
}

uint32_t qzi_mldsa_poly_over(const int32_t *a, int32_t bound)
{
    uint32_t over = 0;

UNROLL4
    for (unsigned i = 0; i < 256; i++) {
        int32_t s = a[i] >> 31;
        int32_t mag = (a[i] ^ s) - s; /* |a[i]| */

        over |= (uint32_t)((bound - 1 - mag) >> 31);
    }
    return qzi_ct_barrier(over);
}

void qzi_mldsa_power2round(int32_t *a0, int32_t *a)
{
UNROLL4
    for (unsigned i = 0; i < 256; i++) {
        int32_t a1 = (a[i] + (1 << (QZI_MLDSA_D - 1)) - 1) >> QZI_MLDSA_D;

        a0[i] = a[i] - (a1 << QZI_MLDSA_D);
        a[i] = a1;
    }
}

void qzi_mldsa_use_hint(int32_t *a, const uint32_t hint[8], int32_t gamma2)
{
    int32_t m = gamma2 == QZI_MLDSA_GAMMA2_32 ? 16 : 44; /* (q - 1) / (2 gamma2): no division */

UNROLL4
    for (unsigned i = 0; i < 256; i++) {
        int32_t a0, a1 = qzi_mldsa_decompose(&a0, a[i], gamma2);

        if ((hint[i >> 5] >> (i & 31)) & 1) {
            a1 += a0 > 0 ? 1 : -1;
            a1 = a1 < 0 ? m - 1 : a1 == m ? 0 : a1;
        }
        a[i] = a1;
    }
}

/*
 * Fused passes of signing. Each is one loop over the coefficients in
 * place of three or four (sum, reduction, canonical form, norm check,
 * Decompose), specialised on the set's gamma2 so that Decompose's choice
 * of constants is made once, not per coefficient. Same arithmetic as the
 * separate functions above and the kernels' qzi_mldsa_reduce; every step
 * branch-free.
 */

/* qzi_mldsa_reduce's rounding, on one value (In: |x| < 2^31 - 2^22). */
static inline int32_t reduce32(int32_t x)
{
    int32_t t = (x + (1 << 22)) >> 23;

    return x - t * Q;
}

/* All-ones (as 0 or 1 in the top bit) where |x| >= bound. */
static inline uint32_t over1(int32_t x, int32_t bound)
{
    int32_t m = x >> 31;

    return (uint32_t)((bound - 1 - ((x ^ m) - m)) >> 31);
}

uint32_t qzi_mldsa_add_reduce_over(int32_t *z, const int32_t *y, int32_t bound)
{
    uint32_t over = 0;

UNROLL4
    for (unsigned i = 0; i < 256; i++) {
        int32_t v = reduce32(z[i] + y[i]);

        z[i] = v;
        over |= over1(v, bound);
    }
    return qzi_ct_barrier(over);
}

static inline __attribute__((always_inline)) void highbits_g(int32_t *a1, const int32_t *a,
                                                             int32_t gamma2)
{
    int32_t a0;

UNROLL4
    for (unsigned i = 0; i < 256; i++)
        a1[i] = qzi_mldsa_decompose(&a0, a[i], gamma2);
}

void qzi_mldsa_highbits(int32_t *a1, const int32_t *a, int32_t gamma2)
{
    if (gamma2 == QZI_MLDSA_GAMMA2_88)
        highbits_g(a1, a, QZI_MLDSA_GAMMA2_88);
    else
        highbits_g(a1, a, QZI_MLDSA_GAMMA2_32);
}

static inline __attribute__((always_inline)) uint32_t
make_hints_g(uint32_t hint[8], unsigned *count, const int32_t *w, const int32_t *cs2,
             const int32_t *ct0, int32_t gamma2, int32_t beta)
{
    uint32_t bad = 0, cnt = 0;

    for (unsigned k = 0; k < 8; k++) {
        uint32_t bits = 0;

UNROLL4
        for (unsigned b = 0; b < 32; b++) {
            unsigned n = 32 * k + b;
            int32_t r = w[n] - cs2[n], c0 = reduce32(ct0[n]), r0, r1, a0, e;
            uint32_t h;

            /* r = w - cs2 in [0, q): w in [0, q), |cs2| < q */
            r += (r >> 31) & Q;
            r -= Q;
            r += (r >> 31) & Q;
            r1 = qzi_mldsa_decompose(&r0, r, gamma2);
            bad |= over1(r0, gamma2 - beta) | over1(c0, gamma2);
            /* HighBits(r + ct0) != r1 from the low bits, as the Dilithium
             * reference's make_hint: a0 = r0 + ct0 outside [-gamma2,
             * gamma2], or a0 = -gamma2 with r1 != 0. The same bit as a
             * second Decompose of r + ct0 whenever |r0| < gamma2 - beta
             * and |ct0| < gamma2 (checked above; otherwise the attempt is
             * refused and its hints unused): tested for every r in [0, q)
             * of both gamma2 against extreme and random ct0. */
            a0 = r0 + c0;
            e = a0 + gamma2;
            h = (uint32_t)((gamma2 - a0) | e) >> 31;
            h |= (((uint32_t)(e | -e) >> 31) ^ 1u) & ((uint32_t)(r1 | -r1) >> 31);
            bits |= h << b;
            cnt += h;
        }
        hint[k] = bits;
    }
    *count += cnt;
    return bad;
}

uint32_t qzi_mldsa_make_hints(uint32_t hint[8], unsigned *count, const int32_t *w,
                              const int32_t *cs2, const int32_t *ct0, int32_t gamma2,
                              int32_t beta)
{
    uint32_t bad;

    if (gamma2 == QZI_MLDSA_GAMMA2_88)
        bad = make_hints_g(hint, count, w, cs2, ct0, QZI_MLDSA_GAMMA2_88, beta);
    else
        bad = make_hints_g(hint, count, w, cs2, ct0, QZI_MLDSA_GAMMA2_32, beta);
    return qzi_ct_barrier(bad);
}

/*
 * Coefficient arithmetic of ML-DSA above the kernels: sums, the canonical
 * form, the constant-time norm check, Power2Round, Decompose and UseHint
 * (FIPS 204 sections 7.4 and 7.5). Everything that can see a secret is
 * branch-free; UseHint serves verification only (public values).
 */
#include "mldsa/mldsa_internal.h"

#include "internal/ct.h"

#define Q QZI_MLDSA_Q

void qzi_mldsa_poly_add(int32_t *r, const int32_t *a)
{
    for (unsigned i = 0; i < 256; i++)
        r[i] += a[i];
}

void qzi_mldsa_poly_sub(int32_t *r, const int32_t *a)
{
    for (unsigned i = 0; i < 256; i++)
        r[i] -= a[i];
}

void qzi_mldsa_poly_freeze(int32_t *r)
{
    for (unsigned i = 0; i < 256; i++) {
        int32_t t = r[i] + ((r[i] >> 31) & Q); /* (-q, 2q) -> [0, 2q) */

        t -= Q;
        r[i] = t + ((t >> 31) & Q);
    }
}

uint32_t qzi_mldsa_poly_over(const int32_t *a, int32_t bound)
{
    uint32_t over = 0;

    for (unsigned i = 0; i < 256; i++) {
        int32_t s = a[i] >> 31;
        int32_t mag = (a[i] ^ s) - s; /* |a[i]| */

        over |= (uint32_t)((bound - 1 - mag) >> 31);
    }
    return qzi_ct_barrier(over);
}

void qzi_mldsa_power2round(int32_t *a0, int32_t *a)
{
    for (unsigned i = 0; i < 256; i++) {
        int32_t a1 = (a[i] + (1 << (QZI_MLDSA_D - 1)) - 1) >> QZI_MLDSA_D;

        a0[i] = a[i] - (a1 << QZI_MLDSA_D);
        a[i] = a1;
    }
}

/* a = a1 2 gamma2 + a0 with a0 in (-gamma2, gamma2], except that
 * a - a0 = q - 1 gives a1 = 0, a0 - 1 (Algorithm 36). a1 is computed as
 * round(a / (2 gamma2)) by a multiplication and shifts: a1' = ceil(a /
 * 128), then a1' 1025 / 2^22 (gamma2 = (q-1)/32) or a1' 11275 / 2^24
 * ((q-1)/88), rounded, with the top value folded to 0 by a mask. */
int32_t qzi_mldsa_decompose(int32_t *a0, int32_t a, int32_t gamma2)
{
    int32_t a1 = (a + 127) >> 7;
    int32_t r0;

    if (gamma2 == QZI_MLDSA_GAMMA2_32) {
        a1 = (a1 * 1025 + (1 << 21)) >> 22;
        a1 &= 15;
    } else {
        a1 = (a1 * 11275 + (1 << 23)) >> 24;
        a1 ^= ((43 - a1) >> 31) & a1;
    }
    r0 = a - a1 * 2 * gamma2;
    r0 -= (((Q - 1) / 2 - r0) >> 31) & Q;
    *a0 = r0;
    return a1;
}

void qzi_mldsa_use_hint(int32_t *a, const uint32_t hint[8], int32_t gamma2)
{
    int32_t m = (Q - 1) / (2 * gamma2);

    for (unsigned i = 0; i < 256; i++) {
        int32_t a0, a1 = qzi_mldsa_decompose(&a0, a[i], gamma2);

        if ((hint[i >> 5] >> (i & 31)) & 1) {
            a1 += a0 > 0 ? 1 : -1;
            a1 = a1 < 0 ? m - 1 : a1 == m ? 0 : a1;
        }
        a[i] = a1;
    }
}

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

void qzi_mldsa_use_hint(int32_t *a, const uint32_t hint[8], int32_t gamma2)
{
    int32_t m = gamma2 == QZI_MLDSA_GAMMA2_32 ? 16 : 44; /* (q - 1) / (2 gamma2): no division */

    for (unsigned i = 0; i < 256; i++) {
        int32_t a0, a1 = qzi_mldsa_decompose(&a0, a[i], gamma2);

        if ((hint[i >> 5] >> (i & 31)) & 1) {
            a1 += a0 > 0 ? 1 : -1;
            a1 = a1 < 0 ? m - 1 : a1 == m ? 0 : a1;
        }
        a[i] = a1;
    }
}

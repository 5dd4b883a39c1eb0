/*
 * Scalars mod L = 2^446 - 13818066809895115352007386748515426880336692474882178609894547503885
 * (lib/curve448/ed448_internal.h) on the bignum layer's Montgomery kernels
 * (R = 2^448): constant time.
 */
#include "curve448/ed448_internal.h"

#define N QZI_FE448

/* h = h2 2^896 + h1 2^448 + h0 (h2 < 2^16 < L): twice y <- (h_i + y R)
 * mod L, as redc([h_i, y]) R^2 R^-1 with y < L, so that the 28 limbs stay
 * below L R. */
void qzi_sc448_reduce114(uint32_t r[14], const uint8_t h[114], uint32_t *tmp)
{
    const qzi_bn_mod *l = &qzi_ed448_l;
    uint32_t *t = tmp;

    for (unsigned i = 0; i < N; i++)
        r[i] = 0;
    r[0] = (uint32_t)h[112] | (uint32_t)h[113] << 8;
    for (int part = 1; part >= 0; part--) {
        qzi_fe448_from_bytes(t, h + 56 * part);
        for (unsigned i = 0; i < N; i++)
            t[N + i] = r[i];
        qzi_bn_mont_redc(r, t, l->m, l->m0inv, N);
        qzi_bn_mont_mul_alias(r, r, l->rr, l);
    }
    qzi_wipe(t, 2 * N * sizeof(uint32_t));
}

void qzi_sc448_muladd(uint32_t r[14], const uint32_t a[14], const uint32_t b[14],
                      const uint32_t c[14])
{
    const qzi_bn_mod *l = &qzi_ed448_l;
    uint32_t t[14];

    qzi_bn_mont_mul(t, a, b, l->m, l->m0inv, N);
    qzi_bn_mont_mul(r, t, l->rr, l->m, l->m0inv, N);
    qzi_bn_mod_add(r, r, c, l->m, N);
    qzi_wipe(t, sizeof t);
}

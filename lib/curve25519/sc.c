/*
 * Scalars mod L = 2^252 + 27742317777372353535851937790883648493
 * (lib/curve25519/ed25519_internal.h) on the bignum layer's Montgomery
 * kernels (R = 2^256): constant time, as every operation of a signature
 * handles the secret scalar or the nonce.
 */
#include "curve25519/ed25519_internal.h"

void qzi_sc25519_from_bytes(uint32_t r[8], const uint8_t in[32])
{
    qzi_fe25519_from_bytes(r, in); /* the same little-endian words */
}

void qzi_sc25519_to_bytes(uint8_t out[32], const uint32_t a[8])
{
    for (int i = 0; i < 8; i++) {
        out[4 * i] = (uint8_t)a[i];
        out[4 * i + 1] = (uint8_t)(a[i] >> 8);
        out[4 * i + 2] = (uint8_t)(a[i] >> 16);
        out[4 * i + 3] = (uint8_t)(a[i] >> 24);
    }
}

/* h = H 2^256 + G (G, H < 2^256). y = H mod L = redc(H) R^2 R^-1; then
 * (G + y R) < L R, so redc of it is h R^-1 mod L, and one more Montgomery
 * product by R^2 gives h mod L. */
void qzi_sc25519_reduce64(uint32_t r[8], const uint8_t h[64], uint32_t *tmp)
{
    const qzi_bn_mod *l = &qzi_ed25519_l;
    uint32_t *t = tmp;

    qzi_sc25519_from_bytes(t, h + 32);
    for (int i = 8; i < 16; i++)
        t[i] = 0;
    qzi_bn_mont_redc(r, t, l->m, l->m0inv, 8);  /* H R^-1 */
    qzi_bn_mont_mul(t + 8, r, l->rr, l->m, l->m0inv, 8); /* H mod L */
    qzi_sc25519_from_bytes(t, h);
    qzi_bn_mont_redc(r, t, l->m, l->m0inv, 8);  /* h R^-1 */
    qzi_bn_mont_mul_alias(r, r, l->rr, l);      /* h mod L */
    qzi_wipe(t, 16 * sizeof(uint32_t));
}

void qzi_sc25519_muladd(uint32_t r[8], const uint32_t a[8], const uint32_t b[8],
                        const uint32_t c[8])
{
    const qzi_bn_mod *l = &qzi_ed25519_l;
    uint32_t t[8];

    qzi_bn_mont_mul(t, a, b, l->m, l->m0inv, 8); /* a b R^-1 */
    qzi_bn_mont_mul(r, t, l->rr, l->m, l->m0inv, 8);
    qzi_bn_mod_add(r, r, c, l->m, 8);
    qzi_wipe(t, sizeof t);
}

/*
 * Field and scalar arithmetic of the NIST curves (lib/ec/ec_internal.h).
 */
#include "ec/ec_internal.h"

static void fe_mul_cb(const void *ctx, uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    const qzi_curve *c = ctx;

    if (a == b)
        qzi_fe_sqr(c, r, a);
    else
        qzi_fe_mul(c, r, a, b);
}

void qzi_fe_pow(const qzi_curve *c, uint32_t *r, const uint32_t *a, const uint32_t *e,
                uint32_t *tmp)
{
    qzi_bn_pow_pub(r, a, e, c->limbs, fe_mul_cb, c, tmp, c->limbs);
}

/* The curves' sizes: 8, 12, 17 limbs. */
_Static_assert(QZI_BN_INV_WS(8) <= QZI_FE_INV_TMP * 8u &&
                   QZI_BN_INV_WS(12) <= QZI_FE_INV_TMP * 12u &&
                   QZI_BN_INV_WS(17) <= QZI_FE_INV_TMP * 17u,
               "qzi_bn_inv_mod's workspace fits QZI_FE_INV_TMP field elements");

/* Both inversions by divsteps (lib/bignum/inv.c) with b = R^2: the
 * inverse of a R is R^2 / (a R) = a^-1 R, already in the Montgomery
 * domain; 0 for a = 0. */
void qzi_fe_inv(const qzi_curve *c, uint32_t *r, const uint32_t *a, uint32_t *tmp)
{
    qzi_bn_inv_mod(r, a, c->p.rr, c->p.m, c->limbs, tmp);
}

void qzi_sc_inv(const qzi_curve *c, uint32_t *r, const uint32_t *a, uint32_t *tmp)
{
    qzi_bn_inv_mod(r, a, c->n.rr, c->n.m, c->limbs, tmp);
}

void qzi_sc_mul(const qzi_curve *c, uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    qzi_bn_mont_mul_alias(r, a, b, &c->n);
}

/*
 * Jacobian point arithmetic on y^2 = x^3 - 3x + b (lib/ec/ec_internal.h).
 * Constant time: the operations and addresses depend on the curve only.
 */
#include "ec/ec_internal.h"

void qzi_pt_dbl_c(const qzi_curve *c, uint32_t *R, const uint32_t *P, uint32_t *tmp)
{
    /* dbl-2001-b (a = -3): 3M + 5S. Every input word is read before the
     * output word that may alias it is written. */
    size_t n = c->limbs;
    uint32_t *t0 = tmp, *t1 = tmp + n, *t2 = tmp + 2 * n, *t3 = tmp + 3 * n;
    const uint32_t *X = QZI_X(c, P), *Y = QZI_Y(c, P), *Z = QZI_Z(c, P);

    qzi_fe_sqr(c, t0, Z);         /* delta = Z^2 */
    qzi_fe_sqr(c, t1, Y);         /* gamma = Y^2 */
    qzi_fe_mul(c, t2, X, t1);     /* beta = X gamma */
    qzi_fe_add(c, t3, Y, Z);
    qzi_fe_sqr(c, t3, t3);
    qzi_fe_sub(c, t3, t3, t1);
    qzi_fe_sub(c, QZI_Z(c, R), t3, t0); /* Z3 = (Y + Z)^2 - gamma - delta */
    qzi_fe_sub(c, t3, X, t0);
    qzi_fe_add(c, t0, X, t0);
    qzi_fe_mul(c, t3, t3, t0);    /* (X - delta)(X + delta) */
    qzi_fe_add(c, t0, t3, t3);
    qzi_fe_add(c, t3, t0, t3);    /* alpha = 3 (X - delta)(X + delta) */
    qzi_fe_add(c, t2, t2, t2);
    qzi_fe_add(c, t2, t2, t2);    /* 4 beta */
    qzi_fe_sqr(c, t0, t3);
    qzi_fe_sub(c, t0, t0, t2);
    qzi_fe_sub(c, QZI_X(c, R), t0, t2); /* X3 = alpha^2 - 8 beta */
    qzi_fe_sub(c, t2, t2, QZI_X(c, R));
    qzi_fe_mul(c, t2, t3, t2);    /* alpha (4 beta - X3) */
    qzi_fe_sqr(c, t1, t1);
    qzi_fe_add(c, t1, t1, t1);
    qzi_fe_add(c, t1, t1, t1);
    qzi_fe_add(c, t1, t1, t1);    /* 8 gamma^2 */
    qzi_fe_sub(c, QZI_Y(c, R), t2, t1);
}

uint32_t qzi_pt_add(const qzi_curve *c, uint32_t *R, const uint32_t *P, const uint32_t *Q,
                    int mode, uint32_t *tmp)
{
    /* add-1998-cmo-2 shape: 12M + 4S, or 8M + 3S with Q affine (Z2 = 1).
     * Q's Z slot is read only for the infinity test when q_affine. With
     * QZI_ADD_FINITE the result goes straight to R (every word of P it
     * may alias is read before it is written), else to the scratch for
     * the selection. */
    size_t n = c->limbs;
    uint32_t *a = tmp, *b = tmp + n, *u1 = tmp + 2 * n, *h = tmp + 3 * n;
    uint32_t *s1 = tmp + 4 * n, *r = tmp + QZI_ADD_TMP_R * n, *g = tmp + 6 * n;
    const uint32_t *X1 = QZI_X(c, P), *Y1 = QZI_Y(c, P), *Z1 = QZI_Z(c, P);
    const uint32_t *X2 = QZI_X(c, Q), *Y2 = QZI_Y(c, Q), *Z2 = QZI_Z(c, Q);
    int q_affine = mode & QZI_ADD_AFFINE, finite = mode & QZI_ADD_FINITE;
    const uint32_t *U1 = q_affine ? X1 : u1, *S1 = q_affine ? Y1 : s1;
    uint32_t *x3 = finite ? QZI_X(c, R) : b, *y3 = finite ? QZI_Y(c, R) : u1;
    uint32_t *z3 = finite ? QZI_Z(c, R) : a;
    uint32_t p_inf = 0, q_inf = 0, same;

    if (!finite) {
        p_inf = qzi_bn_is_zero(Z1, n);
        q_inf = qzi_bn_is_zero(Z2, n);
    }

    qzi_fe_sqr(c, a, Z1); /* Z1^2 */
    if (!q_affine) {
        qzi_fe_sqr(c, b, Z2);          /* Z2^2 */
        qzi_fe_mul(c, u1, X1, b);      /* U1 = X1 Z2^2 */
        qzi_fe_mul(c, s1, Z2, b);
        qzi_fe_mul(c, s1, Y1, s1);     /* S1 = Y1 Z2^3 */
    }
    qzi_fe_mul(c, h, X2, a);           /* U2 = X2 Z1^2 */
    qzi_fe_mul(c, r, Z1, a);
    qzi_fe_mul(c, r, Y2, r);           /* S2 = Y2 Z1^3 */
    qzi_fe_sub(c, h, h, U1);           /* H = U2 - U1 */
    qzi_fe_sub(c, r, r, S1);           /* r = S2 - S1 */
    same = qzi_bn_is_zero(h, n);
    if (!finite)
        same &= qzi_bn_is_zero(r, n) & ~p_inf & ~q_inf;
    if (q_affine) {
        qzi_fe_mul(c, z3, Z1, h);      /* Z3 = Z1 H */
    } else {
        qzi_fe_mul(c, a, Z1, Z2);
        qzi_fe_mul(c, z3, a, h);       /* Z3 = Z1 Z2 H */
    }
    qzi_fe_sqr(c, b, h);               /* H^2 */
    qzi_fe_mul(c, g, b, h);            /* H^3 */
    qzi_fe_mul(c, u1, U1, b);          /* U1 H^2 */
    qzi_fe_sqr(c, x3, r);
    qzi_fe_sub(c, x3, x3, g);
    qzi_fe_sub(c, x3, x3, u1);
    qzi_fe_sub(c, x3, x3, u1);         /* X3 = r^2 - H^3 - 2 U1 H^2 */
    qzi_fe_sub(c, u1, u1, x3);
    qzi_fe_mul(c, u1, r, u1);
    qzi_fe_mul(c, s1, S1, g);
    qzi_fe_sub(c, y3, u1, s1);         /* Y3 = r (U1 H^2 - X3) - S1 H^3 */
    if (finite)
        return same;
    /* R = P when Q is at infinity, Q when P is, else the sum. */
    {
        uint32_t use_sum = ~p_inf & ~q_inf;

        if (R != P)
            for (size_t i = 0; i < 3 * n; i++)
                R[i] = P[i];
        qzi_bn_cnd_copy(QZI_X(c, R), b, use_sum, n);
        qzi_bn_cnd_copy(QZI_Y(c, R), u1, use_sum, n);
        qzi_bn_cnd_copy(QZI_Z(c, R), a, use_sum, n);
        qzi_bn_cnd_copy(QZI_X(c, R), X2, p_inf, n);
        qzi_bn_cnd_copy(QZI_Y(c, R), Y2, p_inf, n);
        qzi_bn_cnd_copy(QZI_Z(c, R), q_affine ? c->one_mont : Z2, p_inf & ~q_inf, n);
    }
    return same;
}

uint32_t qzi_pt_madd_c(const qzi_curve *c, uint32_t *R, const uint32_t *P, const uint32_t *Q,
                       uint32_t *tmp)
{
    return qzi_pt_add(c, R, P, Q, QZI_ADD_AFFINE | QZI_ADD_FINITE, tmp);
}

uint32_t qzi_pt_madd_any(const qzi_curve *c, uint32_t *R, const uint32_t *P, const uint32_t *Q,
                         uint32_t *tmp)
{
    /* P at infinity: the sum is garbage, Q (its Z slot holds 1) replaces
     * it; P = -Q: H = 0, so Z3 = Z1 H = 0 by the formula; P = Q: H = 0 and
     * r = 0 (the mask). */
    size_t n = c->limbs;
    uint32_t p_inf = qzi_bn_is_zero(QZI_Z(c, P), n), same;

    same = qzi_pt_madd(c, R, P, Q, tmp);
    same &= qzi_bn_is_zero(tmp + QZI_ADD_TMP_R * n, n) & ~p_inf;
    qzi_bn_cnd_copy(R, Q, p_inf, 3 * n);
    return same;
}

uint32_t qzi_pt_to_affine(const qzi_curve *c, uint32_t *x, uint32_t *y, const uint32_t *P,
                          uint32_t *tmp)
{
    size_t n = c->limbs;
    uint32_t *zi = tmp, *z2 = tmp + n;
    uint32_t inf = qzi_bn_is_zero(QZI_Z(c, P), n);

    qzi_fe_inv(c, zi, QZI_Z(c, P), tmp + 2 * n); /* 0 for Z = 0 */
    qzi_fe_sqr(c, z2, zi);
    qzi_fe_mul(c, x, QZI_X(c, P), z2);
    qzi_fe_mul(c, z2, z2, zi);
    qzi_fe_mul(c, y, QZI_Y(c, P), z2);
    return inf;
}

void qzi_pt_batch_to_affine(const qzi_curve *c, uint32_t *pts, size_t count, uint32_t *tmp)
{
    size_t n = c->limbs;
    uint32_t *pre = tmp, *run = tmp + count * n, *itmp = run + n;

    /* pre[i] = Z_0 .. Z_i; run = 1 / pre[count - 1]. */
    qzi_fe_copy(c, pre, QZI_Z(c, pts));
    for (size_t i = 1; i < count; i++)
        qzi_fe_mul(c, pre + i * n, pre + (i - 1) * n, QZI_Z(c, QZI_PT(c, pts, i)));
    qzi_fe_inv(c, run, pre + (count - 1) * n, itmp);
    /* Down: 1 / Z_i = run pre[i - 1] into Z_i's slot, run = 1 / pre[i - 1]. */
    for (size_t i = count; i-- > 1;) {
        uint32_t *Zi = QZI_Z(c, QZI_PT(c, pts, i));

        qzi_fe_mul(c, pre + (i - 1) * n, run, pre + (i - 1) * n);
        qzi_fe_mul(c, run, run, Zi);
        qzi_fe_copy(c, Zi, pre + (i - 1) * n);
    }
    qzi_fe_copy(c, QZI_Z(c, pts), run);
    /* Up: x = X / Z^2, y = Y / Z^3, entry i to 2n i. The entry's words are
     * read before the compacted ones that overlap them are written. */
    for (size_t i = 0; i < count; i++) {
        uint32_t *P = QZI_PT(c, pts, i), *x = pts + 2 * i * n, *z2 = tmp, *z3 = tmp + n;

        qzi_fe_sqr(c, z2, QZI_Z(c, P));
        qzi_fe_mul(c, z3, z2, QZI_Z(c, P));
        qzi_fe_mul(c, x, QZI_X(c, P), z2);
        qzi_fe_mul(c, x + n, QZI_Y(c, P), z3);
    }
}

void qzi_pt_curve_rhs(const qzi_curve *c, uint32_t *r, const uint32_t *x, uint32_t *tmp)
{
    qzi_fe_sqr(c, r, x);
    qzi_fe_mul(c, r, r, x);        /* x^3 */
    qzi_fe_add(c, tmp, x, x);
    qzi_fe_add(c, tmp, tmp, x);
    qzi_fe_sub(c, r, r, tmp);
    qzi_fe_add(c, r, r, c->b_mont);
}

uint32_t qzi_pt_on_curve(const qzi_curve *c, const uint32_t *x, const uint32_t *y,
                         uint32_t *tmp)
{
    size_t n = c->limbs;
    uint32_t *t0 = tmp, *t1 = tmp + n;

    qzi_pt_curve_rhs(c, t0, x, t1);
    qzi_fe_sqr(c, t1, y);
    return qzi_bn_eq(t0, t1, n);
}

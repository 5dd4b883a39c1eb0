/*
 * Fixed-base scalar multiplication k G with a signed comb (constant time).
 *
 * Recoding: for odd k' < 2^m (m = T t d >= bits), with e = (k' + 2^m - 1) / 2,
 * k' = sum_{i < m} (2 e_i - 1) 2^i: every digit is +1 or -1. Grouping the
 * positions i = j d + l (T t teeth j, d columns l), the teeth in T
 * groups ("tables") of t,
 *     k' G = sum_l 2^l sum_b S_{b,l},
 *     S_{b,l} = sum_{j < t} (2 e_{(bt+j)d+l} - 1) 2^{(bt+j)d} G.
 * Table b (lib/ec/gen_curves.py) holds, for the 2^(t-1) sign patterns of
 * its lower t - 1 teeth, the S with a + top tooth (table b is table 0
 * times 2^(btd)); a - top tooth is the negation of the complementary
 * pattern. So each column costs one doubling and, per table, one lookup
 * that reads every entry, a conditional negation and one mixed addition:
 * for P-256 (T = 2, t = 5, d = 26) 25 doublings and 51 additions, against
 * 51 and 51 with one table of the same entries (P-384, P-521: T = 1).
 *
 * k is made odd as k' = k or n - k (n is odd), the result negated back.
 *
 * Exceptional additions: the running value and the added S coincide or
 * are opposite only for scalars with a negligible chance (below 2^-200).
 * The fast pass adds without infinity handling (the descriptor's finite
 * mixed addition, qzi_pt_madd) and the addition's mask flags both events. The flag is made public at the end
 * and the product recomputed by a pass with the complete addition, which
 * also doubles the added point at every column and selects it when the
 * two coincide: the time differs only on that event.
 */
#include "ec/ec_internal.h"

uint32_t qzi_comb_digit(const qzi_curve *c, const uint32_t *h, size_t b, size_t l,
                        uint32_t *neg)
{
    size_t n = c->limbs, t = c->comb_teeth, d = c->comb_spacing;
    size_t top = c->comb_tables * t * d - 1, i = b * t * d + l;
    uint32_t u = 0;

    /* Tooth j is bit i + j d of e = h + 2^top (h = (k' - 1) / 2 < 2^top:
     * the two never share a bit); the positions are public. */
    for (size_t j = 0; j < t; j++, i += d) {
        uint32_t bit = (i < 32 * n ? (h[i / 32] >> (i % 32)) & 1u : 0u) | (uint32_t)(i == top);

        u |= bit << j;
    }
    *neg = (u >> (t - 1)) - 1u;
    /* - top tooth: the complement of the pattern, negated. */
    return (u ^ *neg) & (((uint32_t)1 << (t - 1)) - 1u);
}

uint32_t qzi_comb_recode(const qzi_curve *c, uint32_t *h, const uint32_t *k)
{
    size_t n = c->limbs;
    uint32_t odd = (uint32_t)0 - (k[0] & 1);

    qzi_bn_sub(h, c->n.m, k, n);
    qzi_bn_cnd_copy(h, k, odd, n);
    h[0] &= ~1u;
    for (size_t i = 0; i < n; i++)
        h[i] = (h[i] >> 1) | (i + 1 < n ? h[i + 1] << 31 : 0);
    return ~odd;
}

#if !QZ_SMALL
/* One pass of the comb. safe: at every column also double the added
 * point (in place, after the addition) and select it when the addition
 * met the same point (constant time, one more doubling per column).
 * Returns the exception masks OR-ed (0 in a safe pass). ws: T (3 fe), h
 * (1 fe, the caller's), the addition's scratch (7 fe). */
static uint32_t comb_pass(const qzi_curve *c, uint32_t *R, const uint32_t *h, uint32_t flip,
                          uint32_t *ws, int safe)
{
    size_t n = c->limbs, d = c->comb_spacing;
    size_t entries = (size_t)1 << (c->comb_teeth - 1), stride = 2 * n;
    uint32_t *T = ws, *tmp = ws + 4 * n, bad = 0;

    for (size_t l = d; l-- > 0;) {
        if (l != d - 1)
            qzi_pt_dbl(c, R, R, tmp);
        for (size_t b = 0; b < c->comb_tables; b++) {
            uint32_t neg, u = qzi_comb_digit(c, h, b, l, &neg);

            qzi_bn_ct_lookup(T, c->comb + b * entries * stride, entries, stride, stride, u);
            qzi_fe_cnd_neg(c, QZI_Y(c, T), neg);
            if (l == d - 1 && b == 0) {
                for (size_t i = 0; i < 2 * n; i++)
                    R[i] = T[i];
                qzi_fe_copy(c, QZI_Z(c, R), c->one_mont);
                continue;
            }
            /* The mixed addition reads T's x and y only; the doubling
             * of T needs its z. */
            if (safe) {
                uint32_t same;

                qzi_fe_copy(c, QZI_Z(c, T), c->one_mont);
                same = qzi_pt_madd_any(c, R, R, T, tmp);

                qzi_pt_dbl(c, T, T, tmp);
                qzi_bn_cnd_copy(R, T, same, 3 * n);
            } else {
                bad |= qzi_pt_madd(c, R, R, T, tmp);
            }
        }
    }
    /* Back to k: negate when k' = n - k. */
    qzi_fe_cnd_neg(c, QZI_Y(c, R), flip);
    return bad;
}
#endif

uint32_t qzi_ec_mul_g_pass(const qzi_curve *c, uint32_t *R, const uint32_t *k, uint32_t *ws,
                           int pass)
{
#if QZ_SMALL
    /* No comb table in this build (every descriptor has g_table instead):
     * decided at compile time, so that a fast build's signing image does
     * not hold the variable-base product. */
    (void)pass;
    qzi_ec_mul(c, R, k, NULL, NULL, ws);
    return 0;
#else
    uint32_t *h = ws + 3 * c->limbs, flip = qzi_comb_recode(c, h, k);

    return comb_pass(c, R, h, flip, ws, pass == QZI_COMB_SAFE);
#endif
}

void qzi_ec_mul_g(const qzi_curve *c, uint32_t *R, const uint32_t *k, uint32_t *ws)
{
    uint32_t bad = qzi_ec_mul_g_pass(c, R, k, ws, QZI_COMB_FAST);

    qzi_ct_declassify(&bad, sizeof bad); /* see above: public, negligible */
    if (bad) {
        size_t wipe = c->limbs > 8 ? qzi_ec_stack_wipe(c) : QZI_COMB_SAFE_STACK_WIPE;

        (void)qzi_ec_mul_g_pass(c, R, k, ws, QZI_COMB_SAFE);
        /* Deeper than the fast pass: wiped here where the callers' wipes
         * do not reach it (lib/ec/ec_internal.h). */
        if (wipe != 0)
            qzi_wipe_stack(wipe);
    }
}

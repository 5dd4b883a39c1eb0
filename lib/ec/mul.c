/*
 * Scalar multiplication (lib/ec/ec_internal.h).
 *
 * qzi_ec_mul, constant time, by the regular signed-window recoding: for
 * odd k' = 2h + 1 (k' = k, or n - k with the result negated, as the comb's
 * qzi_comb_recode makes it), k' = sum_{i <= L} d_i 16^i with every digit
 * odd, d_i = 2 h[4i .. 4i+3] - 15 in [-15, 15] for i < L and the top digit
 * d_L = 2 (h >> 4L) + 1 in [1, 15] (L = ceil((bits - 4) / 4)). Every digit
 * costs four doublings, a lookup that reads all eight entries of P, 3P ..
 * 15P, a conditional negation and one addition; there is no zero digit, so
 * the running value is never the point at infinity.
 * Exceptional additions: before digit i >= 1 is added the running value is
 * R = m P with m = 16 (k'_{i+1}) for the odd remaining value k'_{i+1}, and
 * |m +- d_i| < n / 16 + 31 < n is odd, so R = +-d_i P never happens. At
 * the last digit, R = k' - d_0 can equal d_0 (k' = 2 d_0 mod n, e.g.
 * k' = n - 2 on P-256), never -d_0 (k' != 0): the added point is then
 * doubled in place and selected by the addition's mask.
 *
 * qzi_ec_mul2_pub, variable time (verification): a G + b Q interleaved,
 * skipping zero bits, with exceptional cases handled by branches.
 */
#include "ec/ec_internal.h"

/* Regular digit i of k' = 2h + 1 (n limbs of h, top digit index top):
 * returns |d_i| and sets *neg to an all-ones mask when d_i < 0. Constant
 * time (i and top are public). */
static uint32_t odd_digit(const uint32_t *h, size_t n, size_t i, size_t top, uint32_t *neg)
{
    uint32_t v = 0, d;

    for (size_t j = 4; j-- > 0;) {
        size_t pos = 4 * i + j;

        v = (v << 1) | (pos < 32 * n ? (h[pos / 32] >> (pos % 32)) & 1 : 0);
    }
    if (i == top) {
        *neg = 0;
        return 2 * v + 1;
    }
    *neg = ((v >> 3) & 1) - 1; /* v < 8: d = 2v - 15 < 0 */
    d = 2 * v - 15;
    return (d ^ *neg) - *neg;
}

/* T (x, y) = entry (mag - 1) / 2 of the affine table (P, 3P .. 15P),
 * negated by neg. Reads every entry. */
static void lookup(const qzi_curve *c, uint32_t *T, const uint32_t *table, uint32_t mag,
                   uint32_t neg)
{
    size_t n = c->limbs;

    qzi_bn_ct_lookup(T, table, 8, 2 * n, 2 * n, mag >> 1);
    qzi_fe_cnd_neg(c, QZI_Y(c, T), neg);
}

/* table = P, 3P, 5P .. 15P (Jacobian) for P = (px, py) affine, finite, of
 * prime order n: distinct, finite, no exceptional addition. tmp: 2P (3 fe)
 * and the addition's scratch after it. The additions are the descriptor's
 * mixed one, on the isomorphic curve where 2P = (X2 : Y2 : Z) is affine
 * (x -> Z^2 x, y -> Z^3 y; the addition formula does not use a or b): P
 * becomes (Z^2 px, Z^3 py), 2P becomes (X2, Y2), and an entry (X : Y : Z')
 * there is (X : Y : Z' Z) on the curve. Only the points matter: the
 * callers make the table affine. */
static void build_odd_table(const qzi_curve *c, uint32_t *table, const uint32_t *px,
                            const uint32_t *py, uint32_t *tmp)
{
    uint32_t *P2 = tmp, *scratch = tmp + 3 * c->limbs, *Z = QZI_Z(c, P2);

    qzi_fe_copy(c, QZI_X(c, table), px);
    qzi_fe_copy(c, QZI_Y(c, table), py);
    qzi_fe_copy(c, QZI_Z(c, table), c->one_mont);
    qzi_pt_dbl(c, P2, table, scratch);
    qzi_fe_sqr(c, scratch, Z);
    qzi_fe_mul(c, QZI_X(c, table), QZI_X(c, table), scratch);
    qzi_fe_mul(c, scratch, scratch, Z);
    qzi_fe_mul(c, QZI_Y(c, table), QZI_Y(c, table), scratch);
    for (size_t j = 1; j < 8; j++)
        (void)qzi_pt_madd(c, QZI_PT(c, table, j), QZI_PT(c, table, j - 1), P2, scratch);
    qzi_fe_copy(c, QZI_Z(c, table), Z);
    for (size_t j = 1; j < 8; j++)
        qzi_fe_mul(c, QZI_Z(c, QZI_PT(c, table, j)), QZI_Z(c, QZI_PT(c, table, j)), Z);
}

void qzi_ec_mul(const qzi_curve *c, uint32_t *R, const uint32_t *k, const uint32_t *px,
                const uint32_t *py, uint32_t *ws)
{
    size_t n = c->limbs, top = (c->bits - 4u + 3u) / 4u;
    uint32_t *table = ws, *T = px == NULL ? ws : ws + 24 * n;
    uint32_t *tmp = T + 3 * n, *h = tmp + QZI_EC_ADD_TMP * n;
    const uint32_t *tab = table;
    uint32_t neg, mag, flip;

    if (px == NULL) {
        tab = c->g_table;
    } else {
        build_odd_table(c, table, px, py, T); /* T, tmp: 10 fe of scratch */
        qzi_pt_batch_to_affine(c, table, 8, T);
    }
    flip = qzi_comb_recode(c, h, k);
    mag = odd_digit(h, n, top, top, &neg);
    lookup(c, R, tab, mag, 0);
    qzi_fe_copy(c, QZI_Z(c, R), c->one_mont);
    for (size_t i = top; i-- > 0;) {
        uint32_t same;

        for (int j = 0; j < 4; j++)
            qzi_pt_dbl(c, R, R, tmp);
        mag = odd_digit(h, n, i, top, &neg);
        lookup(c, T, tab, mag, neg);
        same = qzi_pt_madd(c, R, R, T, tmp);
        if (i == 0) {
            qzi_fe_copy(c, QZI_Z(c, T), c->one_mont);
            qzi_pt_dbl(c, T, T, tmp);
            qzi_bn_cnd_copy(R, T, same, 3 * n);
        }
    }
    qzi_fe_cnd_neg(c, QZI_Y(c, R), flip);
}

/* Bits lo..hi (hi - lo < 32) of the public scalar k (n limbs). */
static uint32_t bits_pub(const uint32_t *k, size_t lo, size_t hi)
{
    uint32_t v = 0;

    for (size_t i = hi + 1; i-- > lo;)
        v = (v << 1) | ((k[i / 32] >> (i % 32)) & 1);
    return v;
}

/* R += T (affine) for the verifier, variable time: *inf tracks R at
 * infinity (T is finite); P = T is doubled, P = -T gives infinity. */
static void add_pub(const qzi_curve *c, uint32_t *R, const uint32_t *T, uint32_t *tmp,
                    int *inf)
{
    size_t n = c->limbs;
    int same = 0;

    if (!*inf) {
        if (!qzi_pt_madd(c, R, R, T, tmp))
            return;
        if (!qzi_bn_is_zero(tmp + QZI_ADD_TMP_R * n, n)) {
            *inf = 1; /* P = -T */
            return;
        }
        same = 1; /* P = T: R = 2T */
    }
    for (size_t i = 0; i < 2 * n; i++)
        R[i] = T[i];
    qzi_fe_copy(c, QZI_Z(c, R), c->one_mont);
    *inf = 0;
    if (same)
        qzi_pt_dbl(c, R, R, tmp);
}

/* Table b's part of the comb column of a at position l (lib/ec/comb.c's
 * recoding, h and flip from qzi_comb_recode): T = its signed sum S_{b,l},
 * affine. Public values: the entry is read directly. */
static void comb_column(const qzi_curve *c, uint32_t *T, const uint32_t *h, uint32_t flip,
                        size_t b, size_t l)
{
    size_t n = c->limbs;
    uint32_t neg, u = qzi_comb_digit(c, h, b, l, &neg);
    const uint32_t *e = c->comb + (((size_t)b << (c->comb_teeth - 1)) + u) * 2 * n;

    qzi_fe_copy(c, QZI_X(c, T), e);
    qzi_fe_copy(c, QZI_Y(c, T), e + n);
    qzi_fe_cnd_neg(c, QZI_Y(c, T), neg ^ flip);
}

/* Left-to-right sliding windows of up to 4 bits over a public scalar k
 * (n limbs), scanned from the top down: opens a window at a set bit when
 * none is open and returns its odd value at the position where it is
 * added, 0 elsewhere (one addition per 5 bits on average). */
struct slide {
    uint32_t odd;
    size_t due;
};

static uint32_t slide(struct slide *w, const uint32_t *k, size_t n, size_t pos)
{
    uint32_t v;

    if (w->odd == 0 && pos < 32 * n && (k[pos / 32] >> (pos % 32)) & 1) {
        size_t lo = pos >= 3 ? pos - 3 : 0;

        w->odd = bits_pub(k, lo, pos);
        for (w->due = lo; !(w->odd & 1); w->due++)
            w->odd >>= 1;
    }
    if (w->odd == 0 || pos != w->due)
        return 0;
    v = w->odd;
    w->odd = 0;
    return v;
}

void qzi_ec_mul2_pub(const qzi_curve *c, uint32_t *R, const uint32_t *a, const uint32_t *b,
                     const uint32_t *qx, const uint32_t *qy, uint32_t *ws)
{
    size_t n = c->limbs;
    uint32_t *table = ws, *T = ws + 24 * n, *tmp = T + 3 * n, *h = tmp + QZI_EC_ADD_TMP * n;
    uint32_t flip = 0, v;
    struct slide wa = {0, 0}, wb = {0, 0};
    int inf = 1;

    /* The table as qzi_ec_mul's: built with T and tmp as scratch, then
     * affine (h is written after). */
    build_odd_table(c, table, qx, qy, T);
    qzi_pt_batch_to_affine(c, table, 8, T);
    /* b Q by sliding windows over P, 3P .. 15P; a G by comb columns, each
     * added where as many doublings remain as its position (fast build),
     * or by sliding windows over G, 3G .. 15G (small build). */
    if (c->comb != NULL)
        flip = qzi_comb_recode(c, h, a);
    for (size_t pos = 32 * n; pos-- > 0;) {
        if (!inf)
            qzi_pt_dbl(c, R, R, tmp);
        if ((v = slide(&wb, b, n, pos)) != 0)
            add_pub(c, R, table + (v >> 1) * 2 * n, tmp, &inf);
        if (c->comb == NULL) {
            if ((v = slide(&wa, a, n, pos)) != 0)
                add_pub(c, R, c->g_table + (v >> 1) * 2 * n, tmp, &inf);
        } else if (pos < c->comb_spacing) {
            for (size_t t = 0; t < c->comb_tables; t++) {
                comb_column(c, T, h, flip, t, pos);
                add_pub(c, R, T, tmp, &inf);
            }
        }
    }
    if (inf)
        for (size_t i = 0; i < 3 * n; i++)
            R[i] = 0;
}

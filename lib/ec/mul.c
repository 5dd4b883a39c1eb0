/*
 * Scalar multiplication (lib/ec/ec_internal.h).
 *
 * Both use signed 4-bit windows (Booth recoding): k = sum d_w 16^w with
 * d_w in [-8, 8], from the 5 bits b(4w+3) .. b(4w-1). A table of 1P .. 8P
 * serves every digit, the sign by negating y.
 *
 * qzi_ec_mul, constant time: every digit costs four doublings, a lookup
 * that reads all eight entries, a conditional negation and one addition.
 * Exceptional additions: for 1 <= k < n, the running value 16 k' P equals
 * the added d P only at the last window (k = n + 2 d, e.g. k = n - 2 with
 * last digit -1), where the doubling is computed too and selected by the
 * addition's "same point" mask; at every other window |16 k'| < n / 16 and
 * the two can only coincide as the point at infinity, which the addition
 * handles by selection.
 *
 * qzi_ec_mul2_pub, variable time (verification): a G + b Q interleaved,
 * skipping zero digits, with exceptional cases handled by branches.
 */
#include "ec/ec_internal.h"

/* The digit of window w of k (n limbs): its magnitude and an all-ones
 * mask when negative. Constant time. */
static uint32_t digit(const uint32_t *k, size_t n, size_t w, uint32_t *neg)
{
    uint32_t u = 0, m, s;

    for (int j = 4; j >= 0; j--) {
        size_t pos = 4 * w + (size_t)j; /* bit 4w - 1 + j */
        uint32_t bit = 0;

        if (pos >= 1 && pos - 1 < 32 * n)
            bit = (k[(pos - 1) / 32] >> ((pos - 1) % 32)) & 1;
        u = (u << 1) | bit;
    }
    s = u >> 4;
    m = (u + 1) >> 1;
    *neg = (uint32_t)0 - s;
    return m ^ ((m ^ (16 - m)) & *neg);
}

static size_t windows(const qzi_curve *c)
{
    return (c->bits + 1u + 3u) / 4u;
}

/* T = sign * table[mag - 1] (Jacobian; the point at infinity for mag 0).
 * Reads every entry. affine: entries are (x, y) and Z is set to R mod p. */
static void lookup(const qzi_curve *c, uint32_t *T, const uint32_t *table, int affine,
                   uint32_t mag, uint32_t neg)
{
    size_t n = c->limbs, stride = (affine ? 2 : 3) * n;
    uint32_t found;

    /* Entry mag - 1; mag = 0 gives index 0xffffffff: no entry, all zero. */
    qzi_bn_ct_lookup(T, table, 8, stride, stride, mag - 1);
    found = qzi_ct_nonzero_mask(mag);
    if (affine)
        for (size_t i = 2 * n; i < 3 * n; i++)
            T[i] = 0;
    if (affine) /* Z = 1 for an entry, 0 (infinity) for no entry */
        qzi_bn_cnd_copy(QZI_Z(c, T), c->one_mont, found, n);
    qzi_fe_cnd_neg(c, QZI_Y(c, T), neg & found, T + 3 * n); /* scratch: the fe after T */
}

/* table = 1P .. 8P (Jacobian) for P = (px, py) affine, finite, of prime
 * order n: the multiples are distinct and finite, so the additions meet no
 * exceptional case. */
static void build_table(const qzi_curve *c, uint32_t *table, const uint32_t *px,
                        const uint32_t *py, uint32_t *tmp)
{
    uint32_t *T0 = table;

    qzi_fe_copy(c, QZI_X(c, T0), px);
    qzi_fe_copy(c, QZI_Y(c, T0), py);
    qzi_fe_copy(c, QZI_Z(c, T0), c->one_mont);
    qzi_pt_dbl(c, QZI_PT(c, table, 1), T0, tmp);
    for (size_t j = 2; j < 8; j++)
        (void)qzi_pt_add(c, QZI_PT(c, table, j), QZI_PT(c, table, j - 1), T0, 1, tmp);
}

void qzi_ec_mul(const qzi_curve *c, uint32_t *R, const uint32_t *k, const uint32_t *px,
                const uint32_t *py, uint32_t *ws)
{
    size_t n = c->limbs, nw = windows(c);
    uint32_t *T = ws, *D = T + 3 * n, *tmp = D + 3 * n, *table = tmp + QZI_EC_ADD_TMP * n;
    const uint32_t *tab = table;
    int affine = px == NULL;
    uint32_t neg, mag;

    /* tmp holds 7 fe; lookup borrows the fe after T (D's first). */
    if (affine)
        tab = c->g_table;
    else
        build_table(c, table, px, py, tmp);
    mag = digit(k, n, nw - 1, &neg);
    lookup(c, T, tab, affine, mag, neg);
    for (size_t i = 0; i < 3 * n; i++)
        R[i] = T[i];
    for (size_t w = nw - 1; w-- > 0;) {
        uint32_t same;

        for (int i = 0; i < 4; i++)
            qzi_pt_dbl(c, R, R, tmp);
        mag = digit(k, n, w, &neg);
        lookup(c, T, tab, affine, mag, neg);
        if (w == 0)
            qzi_pt_dbl(c, D, T, tmp);
        same = qzi_pt_add(c, R, R, T, affine, tmp);
        if (w == 0)
            for (size_t i = 0; i < 3; i++)
                qzi_bn_cnd_copy(R + i * n, D + i * n, same, n);
    }
}

/* Bits lo..hi (hi - lo < 32) of the public scalar k (n limbs). */
static uint32_t bits_pub(const uint32_t *k, size_t lo, size_t hi)
{
    uint32_t v = 0;

    for (size_t i = hi + 1; i-- > lo;)
        v = (v << 1) | ((k[i / 32] >> (i % 32)) & 1);
    return v;
}

/* R += T for the verifier, variable time: *inf tracks R at infinity (T
 * is finite); P = T is doubled, P = -T gives infinity. */
static void add_pub(const qzi_curve *c, uint32_t *R, const uint32_t *T, int affine,
                    uint32_t *tmp, int *inf)
{
    size_t n = c->limbs;
    int same = 0;

    if (!*inf) {
        if (!qzi_pt_add(c, R, R, T, (affine ? QZI_ADD_AFFINE : 0) | QZI_ADD_FINITE, tmp))
            return;
        if (!qzi_bn_is_zero(tmp + QZI_ADD_TMP_R * n, n)) {
            *inf = 1; /* P = -T */
            return;
        }
        same = 1; /* P = T: R = 2T */
    }
    for (size_t i = 0; i < (affine ? 2 : 3) * n; i++)
        R[i] = T[i];
    if (affine)
        qzi_fe_copy(c, QZI_Z(c, R), c->one_mont);
    *inf = 0;
    if (same)
        qzi_pt_dbl(c, R, R, tmp);
}

/* table = P, 3P, 5P .. 15P (Jacobian) for P = (px, py) affine, finite, of
 * prime order n: distinct, finite, no exceptional addition. tmp also
 * holds 2P (its first 3 fe; the addition's scratch follows). */
static void build_odd_table(const qzi_curve *c, uint32_t *table, const uint32_t *px,
                            const uint32_t *py, uint32_t *tmp)
{
    uint32_t *P2 = tmp, *scratch = tmp + 3 * c->limbs;

    qzi_fe_copy(c, QZI_X(c, table), px);
    qzi_fe_copy(c, QZI_Y(c, table), py);
    qzi_fe_copy(c, QZI_Z(c, table), c->one_mont);
    qzi_pt_dbl(c, P2, table, scratch);
    for (size_t j = 1; j < 8; j++)
        (void)qzi_pt_add(c, QZI_PT(c, table, j), QZI_PT(c, table, j - 1), P2, QZI_ADD_FINITE,
                         scratch);
}

/* The comb column of a at position l (lib/ec/comb.c's recoding, h and
 * flip from qzi_comb_recode): T = its signed sum S_l, affine. Public
 * values: the entry is read directly. */
static void comb_column(const qzi_curve *c, uint32_t *T, const uint32_t *h, uint32_t flip,
                        size_t l)
{
    size_t n = c->limbs;
    uint32_t neg, u = qzi_comb_digit(c, h, l, &neg);

    qzi_fe_copy(c, QZI_X(c, T), c->comb + u * 2 * n);
    qzi_fe_copy(c, QZI_Y(c, T), c->comb + u * 2 * n + n);
    qzi_fe_cnd_neg(c, QZI_Y(c, T), neg ^ flip, T + 2 * n);
}

void qzi_ec_mul2_pub(const qzi_curve *c, uint32_t *R, const uint32_t *a, const uint32_t *b,
                     const uint32_t *qx, const uint32_t *qy, uint32_t *ws)
{
    size_t n = c->limbs, nw = windows(c), top = 32 * n, due = 0;
    uint32_t *table = ws, *T = ws + 24 * n, *tmp = T + 4 * n, *h = tmp + QZI_EC_ADD_TMP * n;
    uint32_t flip = 0, odd = 0;
    int inf = 1;

    /* tmp: build_odd_table's 2P (3 fe) and the addition's 7 fe: 10 fe, the
     * 4 of T's and tmp's 7 without h (h is written after). */
    build_odd_table(c, table, qx, qy, T);
    /* a G by comb columns, added where as many doublings remain as the
     * column's position; b Q by left-to-right sliding windows of up to 4
     * bits over the odd multiples (one addition per 5 bits on average). */
    if (c->comb != NULL)
        flip = qzi_comb_recode(c, h, a);
    for (size_t pos = c->comb != NULL ? top : 4 * nw; pos-- > 0;) {
        if (!inf)
            qzi_pt_dbl(c, R, R, tmp);
        if (odd == 0 && pos < top && (b[pos / 32] >> (pos % 32)) & 1) {
            size_t lo = pos >= 3 ? pos - 3 : 0;

            odd = bits_pub(b, lo, pos);
            for (due = lo; !(odd & 1); due++)
                odd >>= 1;
        }
        if (odd != 0 && pos == due) {
            add_pub(c, R, QZI_PT(c, table, odd >> 1), 0, tmp, &inf);
            odd = 0;
        }
        if (c->comb == NULL) {
            uint32_t neg, mag;

            if (pos % 4 == 0 && (mag = digit(a, n, pos / 4, &neg)) != 0) {
                lookup(c, T, c->g_table, 1, mag, neg);
                add_pub(c, R, T, 1, tmp, &inf);
            }
        } else if (pos < c->comb_spacing) {
            comb_column(c, T, h, flip, pos);
            add_pub(c, R, T, 1, tmp, &inf);
        }
    }
    if (inf)
        for (size_t i = 0; i < 3 * n; i++)
            R[i] = 0;
}

/*
 * The NIST-curve internals against each other (lib/ec/ec_internal.h), on
 * every curve, for random scalars and the edges (1, 2, 3, n - 1, n - 2,
 * n - 3, 2^k around the comb's columns):
 *  - the comb (qzi_ec_mul_g), its exception-proof pass (qzi_ec_mul_g_pass)
 *    and the windowed variable-base multiplication (qzi_ec_mul) of G give
 *    the same point;
 *  - the verifier's a G + b Q (qzi_ec_mul2_pub) equals the sum of the
 *    two constant-time products, a or b zero included;
 *  - the point addition's exceptional cases: P + P reports "same point",
 *    P + (-P) is the point at infinity, adding the point at infinity
 *    either way gives the other point; doubling the point at infinity
 *    gives it back;
 *  - the descriptor's point operations (c->pt_dbl, c->pt_madd: P-256's
 *    assembly on armv7em) give the limbs of the C (qzi_pt_dbl_c,
 *    qzi_pt_madd_c), the mask and r in the addition's scratch included,
 *    in place and not, for curve points and for arbitrary field elements
 *    (limbs near p, zeros, random), and P = Q, P = -Q; the comb's
 *    complete form (qzi_pt_madd_any) against qzi_pt_add, P at infinity
 *    included;
 *  - bits2int keeps the leftmost bits;
 *  - scalars for which the comb's fast pass meets an exceptional addition
 *    (tests/gen_comb_exceptions.py; k and n - k) still give k G, with the
 *    fallback to the exception-proof pass left out as the fault to catch.
 * A deliberate fault (a product by k + 1) must be caught.
 */
#include <stdio.h>
#include <string.h>

#include "ec/ec_internal.h"
#include "qzt.h"

#include "comb_exceptions.h"

#define MAXN QZI_EC_LIMBS_MAX
static uint32_t ws[64 * MAXN];

static const qzi_curve *const CURVES[] = {&qz_ec_p256, &qz_ec_p384, &qz_ec_p521};

/* Affine x, y (Montgomery) of a Jacobian point; the point at infinity as
 * zeros with *inf set. */
static void affine(const qzi_curve *c, uint32_t *x, uint32_t *y, const uint32_t *P,
                   uint32_t *inf)
{
    uint32_t tmp[20 * MAXN];

    *inf = qzi_pt_to_affine(c, x, y, P, tmp);
}

static int same_point(const qzi_curve *c, const uint32_t *P, const uint32_t *Q)
{
    uint32_t x1[MAXN], y1[MAXN], x2[MAXN], y2[MAXN], i1, i2;

    affine(c, x1, y1, P, &i1);
    affine(c, x2, y2, Q, &i2);
    if (i1 || i2)
        return i1 == i2;
    return memcmp(x1, x2, c->limbs * 4) == 0 && memcmp(y1, y2, c->limbs * 4) == 0;
}

/* G affine in the Montgomery domain, from the public key of d = 1. */
static void generator(const qzi_curve *c, uint32_t *gx, uint32_t *gy)
{
    qz_ec_private_key k;
    uint8_t one[QZ_EC_BYTES(521)] = {0};

    one[c->bytes - 1] = 1;
    QZT_CHECK(qz_ec_set_private_key_raw(&k, c, ws, sizeof ws, one, c->bytes) == QZ_OK,
              "d = 1 refused");
    qzi_bn_to_mont(gx, k.x, &c->p);
    qzi_bn_to_mont(gy, k.y, &c->p);
}

static void scalar(const qzi_curve *c, qzt_rng *rng, uint32_t *k, int kind)
{
    size_t n = c->limbs;
    uint32_t one[MAXN] = {0};

    one[0] = 1;
    memset(k, 0, n * 4);
    if (kind < 3) { /* 1, 2, 3 */
        k[0] = (uint32_t)kind + 1;
    } else if (kind < 6) { /* n - 1, n - 2, n - 3 */
        memcpy(k, c->n.m, n * 4);
        k[0] -= (uint32_t)(kind - 2);
    } else if (kind < 9) { /* around a comb column boundary */
        size_t bit = c->comb_spacing * (size_t)(kind - 5) - 1;

        k[bit / 32] = 1u << (bit % 32);
        if (kind == 8)
            qzi_bn_sub(k, k, one, n);
    } else {
        for (size_t i = 0; i < n; i++)
            k[i] = qzt_rand32(rng);
        k[n - 1] &= c->n.m[n - 1] >> 1; /* below n */
        k[0] |= 1u & (uint32_t)kind;
        if (qzi_bn_is_zero(k, n))
            k[0] = 5;
    }
}

/* Scalars per curve: every edge kind and a few random ones; on a
 * Cortex-M target (simulated on the M0+ in CI) P-384 and P-521 take the
 * edges only and fewer double products. */
#if defined(__arm__)
#define KINDS(c) ((c)->limbs > 8 ? 9 : 12)
#define DOUBLES(c) ((c)->limbs > 8 ? 2 : 6)
#else
#define KINDS(c) 14
#define DOUBLES(c) 8
#endif

static unsigned products(const qzi_curve *c, qzt_rng *rng, int fault)
{
    size_t n = c->limbs;
    uint32_t gx[MAXN], gy[MAXN], k[MAXN], kf[MAXN], one[MAXN] = {0};
    uint32_t R1[3 * MAXN], R2[3 * MAXN], R3[3 * MAXN];
    unsigned bad = 0;

    one[0] = 1;
    generator(c, gx, gy);
    for (int kind = 0; kind < KINDS(c); kind++) {
        scalar(c, rng, k, kind);
        memcpy(kf, k, n * 4);
        if (fault)
            qzi_bn_add(kf, kf, one, n);
        qzi_ec_mul_g(c, R1, kf, ws);
        (void)qzi_ec_mul_g_pass(c, R2, k, ws, QZI_COMB_SAFE);
        qzi_ec_mul(c, R3, k, gx, gy, ws);
        bad += !same_point(c, R1, R3) || !same_point(c, R2, R3);
    }
    /* k = 6 and n - 6: for P-256 and P-384, the windowed product's last addition
     * meets the same point (k' = n - 6 = 2 d_0 mod n, d_0 = -3; checked by
     * disabling it: both curves fail), the
     * case its final doubling and selection are for. */
    for (int neg = 0; neg < 2 && !fault; neg++) {
        memset(k, 0, sizeof k);
        k[0] = 6;
        if (neg)
            qzi_bn_sub(k, c->n.m, k, n);
        qzi_ec_mul_g(c, R1, k, ws);
        qzi_ec_mul(c, R3, k, gx, gy, ws);
        bad += !same_point(c, R1, R3);
    }
    return bad;
}

static unsigned double_products(const qzi_curve *c, qzt_rng *rng)
{
    size_t n = c->limbs;
    uint32_t gx[MAXN], gy[MAXN], qx[MAXN], qy[MAXN], a[MAXN], b[MAXN], d[MAXN];
    uint32_t R[3 * MAXN], A[3 * MAXN], B[3 * MAXN], tmp[8 * MAXN], inf;
    unsigned bad = 0;

    generator(c, gx, gy);
    for (int t = 0; t < DOUBLES(c); t++) {
        scalar(c, rng, d, 9 + t);
        qzi_ec_mul(c, R, d, gx, gy, ws); /* Q = d G */
        affine(c, qx, qy, R, &inf);
        scalar(c, rng, a, t < 2 ? 0 : 9 + t);
        scalar(c, rng, b, t < 4 ? 4 - t : 10 + t);
        if (t == 0)
            memset(a, 0, n * 4); /* a = 0 */
        if (t == 1) { /* a = n - d, b = 1: a G + b Q is the point at infinity */
            qzi_bn_sub(a, c->n.m, d, n);
            memset(b, 0, n * 4);
            b[0] = 1;
        }
        qzi_ec_mul2_pub(c, R, a, b, qx, qy, ws);
        if (qzi_bn_is_zero(a, n))
            memset(A, 0, sizeof A);
        else
            qzi_ec_mul_g(c, A, a, ws);
        qzi_ec_mul(c, B, b, qx, qy, ws);
        if (qzi_pt_add(c, A, A, B, 0, tmp))
            qzi_pt_dbl(c, A, B, tmp);
        bad += !same_point(c, R, A);
    }
    return bad;
}

/* The comb's exceptional scalars for curve c: qzi_ec_mul_g (fast pass, then
 * the exception-proof one when it flags) against qzi_ec_mul. fast_only:
 * the fast pass's answer alone (the fault: no fallback). Counts checked
 * scalars in *count. */
static unsigned comb_exceptions(const qzi_curve *c, int fast_only, unsigned *count)
{
    size_t n = c->limbs;
    uint32_t gx[MAXN], gy[MAXN], k[MAXN], R1[3 * MAXN], R2[3 * MAXN];
    char name[8];
    unsigned bad = 0;

    snprintf(name, sizeof name, "p%u", (unsigned)c->bits);
    generator(c, gx, gy);
    for (size_t i = 0; i < COMB_EXCEPTION_COUNT; i++) {
        if (strcmp(COMB_EXCEPTIONS[i].curve, name) != 0 || c->comb == NULL)
            continue;
        qzi_bn_from_bytes(k, n, COMB_EXCEPTIONS[i].k, c->bytes);
        for (int neg = 0; neg < 2; neg++) {
            if (neg)
                qzi_bn_sub(k, c->n.m, k, n);
            if (fast_only)
                (void)qzi_ec_mul_g_pass(c, R1, k, ws, QZI_COMB_FAST);
            else
                qzi_ec_mul_g(c, R1, k, ws);
            qzi_ec_mul(c, R2, k, gx, gy, ws);
            bad += !same_point(c, R1, R2);
            ++*count;
        }
    }
    return bad;
}

/* a G + Q where the verifier's additions at the last position meet an
 * exceptional case. At that position Q (b = 1) is added, then the comb
 * column's parts S_{b,0} of a (odd a), table by table (scalars s_b, s
 * their sum, s_L the last one's):
 *  - same: Q = (2 s_L - a) G makes the value before S_{L,0} equal
 *    a G + Q - s_L G = s_L G, the "same point" branch;
 *  - opposite: Q = (s - a) G makes (a - s) G + Q the point at infinity,
 *    which the column's parts must then replace.
 * Compared with the two products summed. */
static unsigned mul2_exceptional(const qzi_curve *c, int opposite)
{
    size_t n = c->limbs, d = c->comb_spacing, t = c->comb_teeth;
    uint32_t gx[MAXN], gy[MAXN], qx[MAXN], qy[MAXN], a[MAXN], b[MAXN] = {0}, h[MAXN];
    uint32_t s0[MAXN] = {0}, sb[MAXN], dq[MAXN], pw[MAXN], R[3 * MAXN], A[3 * MAXN];
    uint32_t B[3 * MAXN], tmp[8 * MAXN], inf, neg, u;

    if (c->comb == NULL)
        return 0; /* small build: no comb columns */
    generator(c, gx, gy);
    memset(a, 0, sizeof a);
    a[0] = 0x9e3779b9u;
    a[1] = 0x7f4a7c15u;
    a[n / 2] = 0x2545f491u;
    b[0] = 1;
    (void)qzi_comb_recode(c, h, a); /* a odd: no flip */
    for (size_t tb = 0; tb < c->comb_tables; tb++) {
        /* s_b = +-(2^((bt+t-1)d) + sum_j +-2^((bt+j)d)) */
        u = qzi_comb_digit(c, h, tb, 0, &neg);
        memset(sb, 0, sizeof sb);
        for (size_t j = 0; j < t; j++) {
            size_t at = (tb * t + j) * d;

            memset(pw, 0, sizeof pw);
            pw[at / 32] = 1u << (at % 32);
            if (j + 1 == t || ((u >> j) & 1))
                qzi_bn_mod_add(sb, sb, pw, c->n.m, n);
            else
                qzi_bn_mod_sub(sb, sb, pw, c->n.m, n);
        }
        if (neg) {
            memset(pw, 0, sizeof pw);
            qzi_bn_mod_sub(sb, pw, sb, c->n.m, n);
        }
        qzi_bn_mod_add(s0, s0, sb, c->n.m, n);
    }
    if (opposite)
        memcpy(dq, s0, sizeof dq);
    else
        qzi_bn_mod_add(dq, sb, sb, c->n.m, n);
    qzi_bn_mod_sub(dq, dq, a, c->n.m, n);
    qzi_ec_mul(c, R, dq, gx, gy, ws); /* Q = (2 s_L - a) G or (s - a) G */
    affine(c, qx, qy, R, &inf);
    qzi_ec_mul2_pub(c, R, a, b, qx, qy, ws);
    qzi_ec_mul_g(c, A, a, ws);
    qzi_ec_mul(c, B, dq, gx, gy, ws);
    if (qzi_pt_add(c, A, A, B, 0, tmp))
        qzi_pt_dbl(c, A, B, tmp);
    return !same_point(c, R, A);
}

/* A field element for the point-operation comparison: kind 0..7 the
 * edges (0, 1, p - 1, p - 2, p - 2^32, p - 2^224 (limbs near p's), R mod
 * p, 2^255), else random below p. */
static void fe_edge(const qzi_curve *c, qzt_rng *rng, uint32_t *x, int kind)
{
    size_t n = c->limbs;

    memset(x, 0, n * 4);
    if (kind == 1)
        x[0] = 1;
    else if (kind >= 2 && kind <= 5) {
        memcpy(x, c->p.m, n * 4);
        if (kind == 2)
            x[0] -= 1;
        else if (kind == 3)
            x[0] -= 2;
        else if (kind == 4)
            x[1] -= 1; /* p's limb 1 is never zero on these curves */
        else
            x[n - 1] -= 1;
    } else if (kind == 6) {
        memcpy(x, c->one_mont, n * 4);
    } else if (kind == 7) {
        x[(c->bits - 1) / 32] = 1u << ((c->bits - 1) % 32);
    } else if (kind > 7) {
        for (size_t i = 0; i < n; i++)
            x[i] = qzt_rand32(rng);
        x[n - 1] &= c->p.m[n - 1] >> 1; /* below p */
        if (kind & 1)
            x[n - 1] = c->p.m[n - 1]; /* top limb equal to p's */
        if (!qzi_bn_lt(x, c->p.m, n))
            x[n - 1] >>= 1;
    }
}

/* Every limb of R, the mask and (madd) tmp's r from c->pt_dbl / c->pt_madd
 * against the C, P (and Q) given, R = P in place or apart: the count of
 * differences. fault: the oracle's input is changed in one bit (the
 * comparison must then fail). */
static unsigned pt_ops_one(const qzi_curve *c, const uint32_t *P, const uint32_t *Q,
                           int fault)
{
    size_t n = c->limbs;
    uint32_t R1[3 * MAXN], R2[3 * MAXN], P1[3 * MAXN], Q1[3 * MAXN], tmp1[8 * MAXN];
    uint32_t tmp2[8 * MAXN], m1, m2;
    unsigned bad = 0;

    memcpy(P1, P, 3 * n * 4);
    if (fault)
        P1[n] ^= 1; /* Y: still below p for these inputs or not, a difference */
    for (int inplace = 0; inplace < 2; inplace++) {
        memset(tmp1, 0x5a, sizeof tmp1);
        memset(tmp2, 0xa5, sizeof tmp2);
        memcpy(R1, P1, 3 * n * 4);
        memcpy(R2, P, 3 * n * 4);
        qzi_pt_dbl_c(c, R1, inplace ? R1 : P1, tmp1);
        if (inplace)
            qzi_pt_dbl(c, R2, R2, tmp2);
        else
            qzi_pt_dbl(c, R2, P, tmp2);
        bad += memcmp(R1, R2, 3 * n * 4) != 0;
        memcpy(R1, P1, 3 * n * 4);
        memcpy(R2, P, 3 * n * 4);
        m1 = qzi_pt_madd_c(c, R1, inplace ? R1 : P1, Q, tmp1);
        m2 = inplace ? qzi_pt_madd(c, R2, R2, Q, tmp2) : qzi_pt_madd(c, R2, P, Q, tmp2);
        bad += memcmp(R1, R2, 3 * n * 4) != 0 || m1 != m2 ||
               memcmp(tmp1 + QZI_ADD_TMP_R * n, tmp2 + QZI_ADD_TMP_R * n, n * 4) != 0;
        /* The complete form (Q's Z = 1) against qzi_pt_add. */
        memcpy(Q1, Q, 2 * n * 4);
        memcpy(Q1 + 2 * n, c->one_mont, n * 4);
        memcpy(R1, P1, 3 * n * 4);
        memcpy(R2, P, 3 * n * 4);
        m1 = qzi_pt_add(c, R1, inplace ? R1 : P1, Q1, QZI_ADD_AFFINE, tmp1);
        m2 = inplace ? qzi_pt_madd_any(c, R2, R2, Q1, tmp2)
                     : qzi_pt_madd_any(c, R2, P, Q1, tmp2);
        bad += memcmp(R1, R2, 3 * n * 4) != 0 || m1 != m2;
    }
    return bad;
}

#if defined(__arm__)
#define PT_RANDOM 40
#else
#define PT_RANDOM 400
#endif

static unsigned pt_ops(const qzi_curve *c, qzt_rng *rng, int fault)
{
    size_t n = c->limbs;
    uint32_t gx[MAXN], gy[MAXN], k[MAXN], P[3 * MAXN], Q[3 * MAXN], tmp[8 * MAXN];
    uint32_t zero[MAXN] = {0};
    unsigned bad = 0;

    /* Arbitrary field elements (the formulas are algebraic: points off the
     * curve are as good a comparison), each edge in each coordinate. */
    for (int i = 0; i < 8 + PT_RANDOM; i++) {
        int e = i < 8 ? i : 8 + (int)(qzt_rand32(rng) & 1);

        fe_edge(c, rng, P, i < 8 ? i : e);
        fe_edge(c, rng, P + n, i < 8 ? (i + 3) % 8 : 8 + (i & 1));
        fe_edge(c, rng, P + 2 * n, i < 8 ? (i + 5) % 8 : 9 - (i & 1));
        fe_edge(c, rng, Q, i < 8 ? (i + 1) % 8 : 8 + ((i >> 1) & 1));
        fe_edge(c, rng, Q + n, i < 8 ? (i + 6) % 8 : 9);
        memset(Q + 2 * n, 0xff, n * 4); /* Q's Z: never read */
        bad += pt_ops_one(c, P, Q, fault);
        /* Q = P's affine image off the curve: H = 0 */
        if (i % 8 == 0) {
            uint32_t x[MAXN], y[MAXN];

            (void)qzi_pt_to_affine(c, x, y, P, tmp);
            memcpy(Q, x, n * 4);
            memcpy(Q + n, y, n * 4);
            bad += pt_ops_one(c, P, Q, fault);
        }
    }
    /* Z = 1 (R mod p): H = x(Q) - X, made nonzero in one limb only, each
     * limb in turn (the mask must read them all). */
    for (size_t j = 0; j < n; j++) {
        uint32_t e[MAXN] = {0};

        e[j] = 1u << (j % 8); /* below p (P-521: 9 bits in limb 16) */
        fe_edge(c, rng, P, 8);
        fe_edge(c, rng, P + n, 9);
        memcpy(P + 2 * n, c->one_mont, n * 4);
        qzi_fe_add(c, Q, P, e);
        fe_edge(c, rng, Q + n, 8);
        bad += pt_ops_one(c, P, Q, fault);
        if (!fault) {
            uint32_t R[3 * MAXN];

            bad += qzi_pt_madd(c, R, P, Q, tmp) != 0;
        }
    }
    /* Curve points: k G (Jacobian) plus G, P = Q and P = -Q. */
    generator(c, gx, gy);
    for (int kind = 0; kind < 12; kind++) {
        uint32_t x[MAXN], y[MAXN];

        scalar(c, rng, k, kind);
        qzi_ec_mul_g(c, P, k, ws);
        memcpy(Q, gx, n * 4);
        memcpy(Q + n, gy, n * 4);
        bad += pt_ops_one(c, P, Q, fault);
        (void)qzi_pt_to_affine(c, x, y, P, tmp);
        memcpy(Q, x, n * 4);
        memcpy(Q + n, y, n * 4);
        bad += pt_ops_one(c, P, Q, fault); /* P = Q */
        qzi_fe_sub(c, Q + n, zero, y);
        bad += pt_ops_one(c, P, Q, fault); /* P = -Q */
        if (!fault) {
            uint32_t R[3 * MAXN];

            bad += qzi_pt_madd(c, R, P, Q, tmp) == 0; /* the mask, both cases */
            bad += qzi_bn_is_zero(tmp + QZI_ADD_TMP_R * n, n); /* r != 0 for -Q */
            memcpy(Q + n, y, n * 4);
            bad += qzi_pt_madd(c, R, P, Q, tmp) == 0;
            bad += !qzi_bn_is_zero(tmp + QZI_ADD_TMP_R * n, n); /* r = 0 for Q */
        }
    }
    /* The point at infinity doubles to itself. */
    memset(P, 0, 3 * n * 4);
    bad += pt_ops_one(c, P, Q, fault);
    return bad;
}

static unsigned exceptional(const qzi_curve *c)
{
    size_t n = c->limbs;
    uint32_t gx[MAXN], gy[MAXN], P[3 * MAXN], Q[3 * MAXN], R[3 * MAXN], tmp[8 * MAXN];
    uint32_t zero[MAXN] = {0};
    unsigned bad = 0;

    generator(c, gx, gy);
    memcpy(P, gx, n * 4);
    memcpy(P + n, gy, n * 4);
    memcpy(P + 2 * n, c->one_mont, n * 4);
    qzi_pt_dbl(c, P, P, tmp); /* P = 2G, Z != 1 */
    memcpy(Q, P, sizeof P);
    bad += qzi_pt_add(c, R, P, Q, 0, tmp) == 0; /* P + P: "same point" */
    qzi_fe_sub(c, Q + n, zero, P + n);          /* Q = -P */
    bad += qzi_pt_add(c, R, P, Q, 0, tmp) != 0;
    bad += !qzi_bn_is_zero(R + 2 * n, n); /* P + (-P) = infinity */
    memset(Q, 0, sizeof Q);                /* Q = infinity */
    bad += qzi_pt_add(c, R, P, Q, 0, tmp) != 0 || !same_point(c, R, P);
    bad += qzi_pt_add(c, R, Q, P, 0, tmp) != 0 || !same_point(c, R, P);
    qzi_pt_dbl(c, R, Q, tmp);
    bad += !qzi_bn_is_zero(R + 2 * n, n);
    return bad;
}

int main(void)
{
    qzt_rng rng;

    qzt_rng_seed(&rng, 0x65636931);
    for (size_t i = 0; i < sizeof CURVES / sizeof CURVES[0]; i++) {
        const qzi_curve *c = CURVES[i];
        unsigned bad;

        bad = products(c, &rng, 0);
        QZT_CHECK(bad == 0, "P-%u: comb, safe comb and windowed products differ (%u)",
                  c->bits, bad);
        bad = double_products(c, &rng);
        QZT_CHECK(bad == 0, "P-%u: a G + b Q differs from the two products (%u)", c->bits,
                  bad);
        {
            unsigned count = 0;

            bad = comb_exceptions(c, 0, &count);
            QZT_CHECK(bad == 0, "P-%u: comb wrong for %u of %u exceptional scalars", c->bits,
                      bad, count);
            if (count > 0) {
                unsigned fast = comb_exceptions(c, 1, &count);

                QZT_CHECK(fast > 0, "P-%u: the fast comb pass alone was right for every "
                          "exceptional scalar (the test cannot see a missing fallback)",
                          c->bits);
            }
        }
        for (int opposite = 0; opposite < 2; opposite++) {
            bad = mul2_exceptional(c, opposite);
            QZT_CHECK(bad == 0, "P-%u: a G + b Q wrong when the last additions meet the %s "
                      "point", c->bits, opposite ? "opposite" : "same");
        }
        bad = exceptional(c);
        QZT_CHECK(bad == 0, "P-%u: exceptional additions wrong (%u)", c->bits, bad);
        bad = pt_ops(c, &rng, 0);
        QZT_CHECK(bad == 0, "P-%u: the descriptor's doubling or mixed addition differs from "
                  "the C (%u)", c->bits, bad);
        printf("P-%u: products, double products, exceptional cases, point operations\n",
               c->bits);
    }
    {
        uint32_t r[MAXN];
        const uint8_t in[3] = {0xab, 0xcd, 0xef};

        qzi_bn_bits2int(r, 2, 20, in, 3); /* leftmost 20 bits: 0xabcde */
        QZT_CHECK(r[0] == 0xabcdeu && r[1] == 0, "bits2int: %08lx", (unsigned long)r[0]);
    }
    {
        unsigned bad = products(&qz_ec_p256, &rng, 1);

        QZT_CHECK(bad > 0, "the comparison missed a product by k + 1");
        printf("deliberate fault caught (%u wrong products)\n", bad);
        bad = pt_ops(&qz_ec_p256, &rng, 1);
        QZT_CHECK(bad > 0, "the point-operation comparison missed a changed input");
        printf("deliberate fault caught (%u point-operation differences)\n", bad);
    }
    return qzt_finish("ec-internal");
}

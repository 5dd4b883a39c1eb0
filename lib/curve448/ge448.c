/*
 * edwards448 points (lib/curve448/ed448_internal.h): the unified addition
 * and doubling for a = 1 in extended coordinates, the fixed-base comb,
 * encoding and decoding (RFC 8032 5.2.2, 5.2.3).
 */
#include "curve448/ed448_internal.h"

#define N QZI_FE448
#define X QZI_G448_X
#define Y QZI_G448_Y
#define Z QZI_G448_Z
#define T QZI_G448_T

/* dbl-2008-hwcd, a = 1: A = X^2, B = Y^2, C = 2 Z^2, E = (X + Y)^2 - A -
 * B, G = A + B, F = G - C, H = A - B; (E F : G H : F G : E H). 4 M + 4 S. */
void qzi_ge448_dbl_t(uint32_t *R, const uint32_t *P, int need_t, uint32_t *tmp)
{
    uint32_t *t0 = tmp, *t1 = tmp + N, *t2 = tmp + 2 * N, *t3 = tmp + 3 * N;

    qzi_fe448_sqr(t0, X(P));
    qzi_fe448_sqr(t1, Y(P));
    qzi_fe448_add(t2, X(P), Y(P));
    qzi_fe448_sqr(t2, t2);
    qzi_fe448_add(t3, t0, t1);  /* G */
    qzi_fe448_sub(t2, t2, t3);  /* E */
    qzi_fe448_sub(t0, t0, t1);  /* H */
    qzi_fe448_sqr(t1, Z(P));
    qzi_fe448_add(t1, t1, t1);  /* C */
    qzi_fe448_sub(t1, t3, t1);  /* F */
    qzi_fe448_mul(X(R), t2, t1);
    qzi_fe448_mul(Y(R), t3, t0);
    qzi_fe448_mul(Z(R), t1, t3);
    if (need_t) /* public: what the caller does next */
        qzi_fe448_mul(T(R), t2, t0);
}

void qzi_ge448_dbl(uint32_t *R, const uint32_t *P, uint32_t *tmp)
{
    qzi_ge448_dbl_t(R, P, 1, tmp);
}

/* E, F, G, H in t3, t0, t2, t1: (E F : G H : F G : E H). */
static void finish(uint32_t *R, const uint32_t *t0, const uint32_t *t1, const uint32_t *t2,
                   const uint32_t *t3, int need_t)
{
    qzi_fe448_mul(X(R), t3, t0);
    qzi_fe448_mul(Y(R), t2, t1);
    if (need_t)
        qzi_fe448_mul(T(R), t3, t1);
    qzi_fe448_mul(Z(R), t0, t2);
}

/* add-2008-hwcd, a = 1, Q = (x, y, d x y): A = X x, B = Y y, C = T d x y,
 * D = Z, E = (X + Y)(x + y) - A - B, F = D - C, G = D + C, H = B - A. 8 M.
 * R's Y is scratch once P's X and Y are read; P's Z is read before R's Z
 * is written. */
void qzi_ge448_madd_t(uint32_t *R, const uint32_t *P, const uint32_t *Q, int need_t,
                      uint32_t *tmp)
{
    uint32_t *t0 = tmp, *t1 = tmp + N, *t2 = tmp + 2 * N, *t3 = tmp + 3 * N;

    qzi_fe448_mul(t0, X(P), Q);
    qzi_fe448_mul(t1, Y(P), Q + N);
    qzi_fe448_mul(t2, T(P), Q + 2 * N);
    qzi_fe448_add(t3, X(P), Y(P));
    qzi_fe448_add(Y(R), Q, Q + N);
    qzi_fe448_mul(t3, t3, Y(R));
    qzi_fe448_sub(t3, t3, t0);
    qzi_fe448_sub(t3, t3, t1);  /* E */
    qzi_fe448_sub(t1, t1, t0);  /* H */
    qzi_fe448_sub(t0, Z(P), t2); /* F */
    qzi_fe448_add(t2, Z(P), t2); /* G */
    finish(R, t0, t1, t2, t3, need_t);
}

void qzi_ge448_madd(uint32_t *R, const uint32_t *P, const uint32_t *Q, uint32_t *tmp)
{
    qzi_ge448_madd_t(R, P, Q, 1, tmp);
}

void qzi_ge448_to_cached(uint32_t *Q, const uint32_t *P)
{
    for (unsigned i = 0; i < 3 * N; i++)
        Q[i] = P[i];
    qzi_fe448_mul(T(Q), T(P), qzi_ed448_d);
}

/* The same with Q = (X2, Y2, Z2, d T2): A = X X2, B = Y Y2, C = T d T2, D =
 * Z Z2; -Q negates X2 and d T2: A and C change sign and E = (X + Y)(Y2 -
 * X2) + A - B. 9 M. Variable time in sub only (public). */
void qzi_ge448_add_cached(uint32_t *R, const uint32_t *P, const uint32_t *Q, int sub,
                          int need_t, uint32_t *tmp)
{
    uint32_t *t0 = tmp, *t1 = tmp + N, *t2 = tmp + 2 * N, *t3 = tmp + 3 * N;

    qzi_fe448_mul(t0, X(P), X(Q));   /* A (or -A) */
    qzi_fe448_mul(t1, Y(P), Y(Q));   /* B */
    qzi_fe448_mul(t2, T(P), T(Q));   /* C (or -C) */
    qzi_fe448_add(t3, X(P), Y(P));
    if (sub)
        qzi_fe448_sub(Y(R), Y(Q), X(Q));
    else
        qzi_fe448_add(Y(R), X(Q), Y(Q));
    qzi_fe448_mul(t3, t3, Y(R));
    if (sub) {
        qzi_fe448_add(t3, t3, t0);
        qzi_fe448_sub(t3, t3, t1);  /* E */
        qzi_fe448_add(t1, t1, t0);  /* H = B - (-A) */
    } else {
        qzi_fe448_sub(t3, t3, t0);
        qzi_fe448_sub(t3, t3, t1);
        qzi_fe448_sub(t1, t1, t0);
    }
    qzi_fe448_mul(Z(R), Z(P), Z(Q)); /* D (P's Z read, R's Z written) */
    if (sub) {
        qzi_fe448_add(t0, Z(R), t2); /* F = D + C */
        qzi_fe448_sub(t2, Z(R), t2); /* G = D - C */
    } else {
        qzi_fe448_sub(t0, Z(R), t2);
        qzi_fe448_add(t2, Z(R), t2);
    }
    finish(R, t0, t1, t2, t3, need_t);
}

void qzi_ge448_zero(uint32_t *R)
{
    for (unsigned i = 0; i < 4 * N; i++)
        R[i] = 0;
    Y(R)[0] = Z(R)[0] = 1;
}

/* The signed comb of lib/curve25519/ge.c with one table (m = 450). */
static uint32_t comb_digit(const uint32_t h[14], unsigned l, uint32_t *neg)
{
    const unsigned t = QZI_ED448_COMB_TEETH, d = QZI_ED448_COMB_SPACING, top = t * d - 1;
    unsigned i = l;
    uint32_t u = 0;

    for (unsigned j = 0; j < t; j++, i += d) {
        uint32_t bit = (i < 448 ? (h[i / 32] >> (i % 32)) & 1u : 0u) | (uint32_t)(i == top);

        u |= bit << j;
    }
    *neg = (u >> (t - 1)) - 1u;
    return (u ^ *neg) & ((1u << (t - 1)) - 1u);
}

static void fe_cnd_neg(uint32_t *y, uint32_t mask, uint32_t *tmp)
{
    static const uint32_t zero[14] = {0};

    qzi_fe448_sub(tmp, zero, y);
    qzi_bn_cnd_copy(y, tmp, mask, N);
}

void qzi_ge448_mul_base(uint32_t *R, const uint32_t *s, uint32_t *ws)
{
    const unsigned d = QZI_ED448_COMB_SPACING, entries = 1u << (QZI_ED448_COMB_TEETH - 1);
    uint32_t *h = ws, *e = ws + N, *tmp = ws + 4 * N, flip, odd = 0u - (s[0] & 1u);

    qzi_bn_sub(h, qzi_ed448_l.m, s, N);
    qzi_bn_cnd_copy(h, s, odd, N);
    flip = ~odd;
    for (unsigned i = 0; i < N; i++)
        h[i] = (h[i] >> 1) | (i + 1 < N ? h[i + 1] << 31 : 0);
    qzi_ge448_zero(R);
    for (unsigned l = d; l-- > 0;) {
        uint32_t neg, u;

        if (l != d - 1)
            qzi_ge448_dbl(R, R, tmp);
        u = comb_digit(h, l, &neg);
        qzi_bn_ct_lookup(e, qzi_ed448_comb, entries, 3 * N, 3 * N, u);
        /* -(x, y) = (-x, y): x and d x y negated */
        fe_cnd_neg(e, neg, tmp);
        fe_cnd_neg(e + 2 * N, neg, tmp);
        qzi_ge448_madd(R, R, e, tmp);
    }
    fe_cnd_neg(X(R), flip, tmp);
    fe_cnd_neg(T(R), flip, tmp);
    qzi_wipe(ws, QZI_ED448_MULB_WS * sizeof(uint32_t));
}

void qzi_ge448_encode(uint8_t out[57], const uint32_t *P, uint32_t *tmp)
{
    uint32_t *zi = tmp, *x = tmp + N, *w = tmp + 2 * N;

    qzi_fe448_invert(zi, Z(P), w);
    qzi_fe448_mul(x, X(P), zi);
    qzi_fe448_freeze(x, x);
    qzi_fe448_mul(zi, Y(P), zi);
    qzi_fe448_to_bytes(out, zi);
    out[56] = (uint8_t)((x[0] & 1u) << 7);
    qzi_wipe(tmp, 2 * N * sizeof(uint32_t));
}

static void sqr_n(uint32_t *r, const uint32_t *a, int n)
{
    qzi_fe448_sqr(r, a);
    while (--n > 0)
        qzi_fe448_sqr(r, r);
}

/* r = a^((p - 3) / 4) = a^((2^223 - 1) 2^223 + 2^222 - 1), through
 * a^(2^k - 1) for k = 2, 3, 6, 12, 24, 48, 96, 192, 216, 222, 223. tmp:
 * 42 words; r outside tmp. */
static void pow_p34(uint32_t *r, const uint32_t *a, uint32_t *tmp)
{
    uint32_t *z3 = tmp, *z6 = tmp + N, *t = tmp + 2 * N;

    qzi_fe448_sqr(t, a);
    qzi_fe448_mul(t, t, a);       /* 2^2 - 1 */
    qzi_fe448_sqr(t, t);
    qzi_fe448_mul(z3, t, a);      /* 2^3 - 1 */
    sqr_n(t, z3, 3);
    qzi_fe448_mul(z6, t, z3);     /* 2^6 - 1 */
    sqr_n(t, z6, 6);
    qzi_fe448_mul(t, t, z6);      /* 2^12 - 1 */
    sqr_n(r, t, 12);
    qzi_fe448_mul(t, r, t);       /* 2^24 - 1 */
    sqr_n(r, t, 24);
    qzi_fe448_mul(r, r, t);       /* 2^48 - 1 */
    sqr_n(z3, r, 48);
    qzi_fe448_mul(r, z3, r);      /* 2^96 - 1 */
    sqr_n(z3, r, 96);
    qzi_fe448_mul(r, z3, r);      /* 2^192 - 1 */
    sqr_n(r, r, 24);
    qzi_fe448_mul(r, r, t);       /* 2^216 - 1 */
    sqr_n(r, r, 6);
    qzi_fe448_mul(z6, r, z6);     /* 2^222 - 1 */
    qzi_fe448_sqr(r, z6);
    qzi_fe448_mul(r, r, a);       /* 2^223 - 1 */
    sqr_n(r, r, 223);
    qzi_fe448_mul(r, r, z6);
}

static int fe_eq(const uint32_t *a, const uint32_t *b, uint32_t *tmp)
{
    qzi_fe448_freeze(tmp, a);
    qzi_fe448_freeze(tmp + N, b);
    return qzi_bn_eq(tmp, tmp + N, N) != 0;
}

int qzi_ge448_decode(uint32_t *P, const uint8_t in[57], uint32_t *tmp)
{
    uint32_t *u = tmp, *v = tmp + N, *w = tmp + 2 * N, *c = tmp + 3 * N, sign = in[56] >> 7;

    if ((in[56] & 0x7f) != 0)
        return 0;
    qzi_fe448_from_bytes(Y(P), in);
    if (!qzi_bn_lt(Y(P), qzi_p448, N))
        return 0; /* y >= p */
    for (unsigned i = 0; i < N; i++)
        c[i] = i == 0;
    qzi_fe448_sqr(u, Y(P));
    qzi_fe448_mul(v, u, qzi_ed448_d);
    qzi_fe448_sub(u, u, c);          /* u = y^2 - 1 */
    qzi_fe448_sub(v, v, c);          /* v = d y^2 - 1 */
    /* x = u^3 v (u^5 v^3)^((p - 3) / 4) */
    qzi_fe448_sqr(w, u);
    qzi_fe448_mul(X(P), w, u);       /* u^3 */
    qzi_fe448_mul(X(P), X(P), v);    /* u^3 v */
    qzi_fe448_mul(w, w, X(P));       /* u^5 v */
    qzi_fe448_sqr(c, v);
    qzi_fe448_mul(w, w, c);          /* u^5 v^3 */
    pow_p34(Z(P), w, tmp + 4 * N);   /* tmp + 56 .. 98 */
    qzi_fe448_mul(X(P), X(P), Z(P));
    qzi_fe448_sqr(w, X(P));
    qzi_fe448_mul(w, w, v);
    if (!fe_eq(w, u, tmp + 4 * N))
        return 0;
    qzi_fe448_freeze(X(P), X(P));
    if (qzi_bn_is_zero(X(P), N) && sign)
        return 0;
    if ((X(P)[0] & 1u) != sign) {
        qzi_fe448_sub(X(P), qzi_p448, X(P));
        qzi_fe448_freeze(X(P), X(P));
    }
    for (unsigned i = 0; i < N; i++)
        Z(P)[i] = i == 0;
    qzi_fe448_mul(T(P), X(P), Y(P));
    return 1;
}

uint32_t qzi_ge448_valid(const uint32_t *P, uint32_t *tmp)
{
    uint32_t *a = tmp, *b = tmp + N, *c = tmp + 2 * N, *e = tmp + 3 * N, ok;

    qzi_fe448_mul(a, T(P), Z(P));
    qzi_fe448_mul(b, X(P), Y(P));
    qzi_fe448_freeze(a, a);
    qzi_fe448_freeze(b, b);
    ok = qzi_bn_eq(a, b, N);
    /* X^2 + Y^2 = Z^2 + d T^2 */
    qzi_fe448_sqr(a, X(P));
    qzi_fe448_sqr(b, Y(P));
    qzi_fe448_add(a, a, b);
    qzi_fe448_sqr(c, T(P));
    qzi_fe448_mul(c, c, qzi_ed448_d);
    qzi_fe448_sqr(e, Z(P));
    qzi_fe448_add(c, c, e);
    qzi_fe448_freeze(a, a);
    qzi_fe448_freeze(c, c);
    ok &= qzi_bn_eq(a, c, N);
    qzi_fe448_freeze(e, Z(P));
    ok &= ~qzi_bn_is_zero(e, N);
    qzi_wipe(tmp, 4 * N * sizeof(uint32_t));
    return ok;
}

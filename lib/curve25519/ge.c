/*
 * edwards25519 points (lib/curve25519/ed25519_internal.h): the unified
 * addition and doubling in extended coordinates (Hisil, Wong, Carter,
 * Dawson 2008, a = -1), the fixed-base comb, encoding and decoding.
 */
#include "curve25519/ed25519_internal.h"

#define X QZI_GE_X
#define Y QZI_GE_Y
#define Z QZI_GE_Z
#define T QZI_GE_T

/* dbl-2008-hwcd with every intermediate negated (the same point, no
 * negation needed): A = X^2, B = Y^2, C = 2 Z^2, H' = A + B, G' = A - B,
 * E' = H' - (X + Y)^2, F' = G' + C; (E'F' : G'H' : F'G' : E'H').
 * 4 M + 4 S. */
void qzi_ge25519_dbl_t(uint32_t *R, const uint32_t *P, int need_t, uint32_t *tmp)
{
    uint32_t *t0 = tmp, *t1 = tmp + 8, *t2 = tmp + 16, *t3 = tmp + 24;

    qzi_fe25519_sqr(t0, X(P));     /* A */
    qzi_fe25519_sqr(t1, Y(P));     /* B */
    qzi_fe25519_add(t2, X(P), Y(P));
    qzi_fe25519_sqr(t2, t2);       /* (X + Y)^2 */
    qzi_fe25519_add(t3, t0, t1);   /* H' */
    qzi_fe25519_sub(t0, t0, t1);   /* G' */
    qzi_fe25519_sub(t2, t3, t2);   /* E' */
    qzi_fe25519_sqr(t1, Z(P));
    qzi_fe25519_add(t1, t1, t1);   /* C */
    qzi_fe25519_add(t1, t0, t1);   /* F' */
    qzi_fe25519_mul(X(R), t2, t1);
    qzi_fe25519_mul(Y(R), t0, t3);
    qzi_fe25519_mul(Z(R), t1, t0);
    if (need_t) /* public: what the caller does next */
        qzi_fe25519_mul(T(R), t2, t3);
}

void qzi_ge25519_dbl(uint32_t *R, const uint32_t *P, uint32_t *tmp)
{
    qzi_ge25519_dbl_t(R, P, 1, tmp);
}

/* A, B, C, D given: E = B - A, F = D - C, G = D + C, H = B + A (F and G
 * exchanged for a subtraction); (E F : G H : F G : E H). P's coordinates
 * are all read before: R's slots serve as scratch. */
static void finish(uint32_t *R, uint32_t *t0, uint32_t *t1, uint32_t *t2, uint32_t *t3, int sub,
                   int need_t)
{
    qzi_fe25519_add(Y(R), t1, t0); /* H */
    qzi_fe25519_sub(t1, t1, t0);   /* E */
    if (sub) {                      /* public: which call */
        qzi_fe25519_add(t0, t3, t2);
        qzi_fe25519_sub(t3, t3, t2);
    } else {
        qzi_fe25519_sub(t0, t3, t2); /* F */
        qzi_fe25519_add(t3, t3, t2); /* G */
    }
    qzi_fe25519_mul(X(R), t1, t0);
    if (need_t) /* public: what the caller does next */
        qzi_fe25519_mul(T(R), t1, Y(R));
    qzi_fe25519_mul(Z(R), t0, t3);
    qzi_fe25519_mul(Y(R), t3, Y(R));
}

/* add-2008-hwcd-3 with Q affine (Z2 = 1) in precomputed form: 7 M. */
void qzi_ge25519_madd_t(uint32_t *R, const uint32_t *P, const uint32_t *Q, int need_t,
                        uint32_t *tmp)
{
    uint32_t *t0 = tmp, *t1 = tmp + 8, *t2 = tmp + 16, *t3 = tmp + 24;

    qzi_fe25519_sub(t0, Y(P), X(P));
    qzi_fe25519_mul(t0, t0, Q + 8);  /* A = (Y - X)(y - x) */
    qzi_fe25519_add(t1, Y(P), X(P));
    qzi_fe25519_mul(t1, t1, Q);      /* B = (Y + X)(y + x) */
    qzi_fe25519_mul(t2, T(P), Q + 16); /* C = T 2 d x y */
    qzi_fe25519_add(t3, Z(P), Z(P)); /* D = 2 Z */
    finish(R, t0, t1, t2, t3, 0, need_t);
}

void qzi_ge25519_madd(uint32_t *R, const uint32_t *P, const uint32_t *Q, uint32_t *tmp)
{
    qzi_ge25519_madd_t(R, P, Q, 1, tmp);
}

void qzi_ge25519_to_cached(uint32_t *Q, const uint32_t *P)
{
    qzi_fe25519_add(Q, Y(P), X(P));
    qzi_fe25519_sub(Q + 8, Y(P), X(P));
    qzi_fe25519_add(Q + 16, Z(P), Z(P));
    qzi_fe25519_mul(Q + 24, T(P), qzi_ed25519_d2);
}

/* add-2008-hwcd-3 with Q cached: 8 M. -Q = (Y - X, Y + X, 2 Z, -2 d T):
 * the first two exchanged, C negated (F and G exchanged). */
void qzi_ge25519_add_cached(uint32_t *R, const uint32_t *P, const uint32_t *Q, int sub,
                            int need_t, uint32_t *tmp)
{
    uint32_t *t0 = tmp, *t1 = tmp + 8, *t2 = tmp + 16, *t3 = tmp + 24;

    qzi_fe25519_sub(t0, Y(P), X(P));
    qzi_fe25519_mul(t0, t0, sub ? Q : Q + 8);
    qzi_fe25519_add(t1, Y(P), X(P));
    qzi_fe25519_mul(t1, t1, sub ? Q + 8 : Q);
    qzi_fe25519_mul(t2, T(P), Q + 24);
    qzi_fe25519_mul(t3, Z(P), Q + 16);
    finish(R, t0, t1, t2, t3, sub, need_t);
}

void qzi_ge25519_zero(uint32_t *R)
{
    for (int i = 0; i < 32; i++)
        R[i] = 0;
    Y(R)[0] = Z(R)[0] = 1;
}

/* The comb (lib/curve25519/gen_ed25519.py): for odd k' < 2^m (m = 260),
 * e = (k' - 1) / 2 + 2^(m - 1) has the digits of lib/ec/comb.c's signed
 * comb: tooth j of table b at column l is bit (5 b + j) 26 + l of e. k'
 * is s or L - s (L is odd), the product negated back. */
static uint32_t comb_digit(const uint32_t h[8], unsigned b, unsigned l, uint32_t *neg)
{
    const unsigned t = QZI_ED25519_COMB_TEETH, d = QZI_ED25519_COMB_SPACING;
    const unsigned top = QZI_ED25519_COMB_TABLES * t * d - 1;
    unsigned i = b * t * d + l;
    uint32_t u = 0;

    for (unsigned j = 0; j < t; j++, i += d) {
        uint32_t bit = (i < 256 ? (h[i / 32] >> (i % 32)) & 1u : 0u) | (uint32_t)(i == top);

        u |= bit << j;
    }
    *neg = (u >> (t - 1)) - 1u;
    return (u ^ *neg) & ((1u << (t - 1)) - 1u);
}

/* y = -y mod p when mask, constant time; tmp: 8 words. */
static void fe_cnd_neg(uint32_t *y, uint32_t mask, uint32_t *tmp)
{
    static const uint32_t zero[8] = {0};

    qzi_fe25519_sub(tmp, zero, y);
    qzi_bn_cnd_copy(y, tmp, mask, 8);
}

void qzi_ge25519_mul_base(uint32_t *R, const uint32_t *s, uint32_t *ws)
{
    const unsigned d = QZI_ED25519_COMB_SPACING, entries = 1u << (QZI_ED25519_COMB_TEETH - 1);
    uint32_t *h = ws, *e = ws + 8, *tmp = ws + 32, flip, odd = 0u - (s[0] & 1u);

    /* h = (k' - 1) / 2, k' = s or L - s (odd) */
    qzi_bn_sub(h, qzi_ed25519_l.m, s, 8);
    qzi_bn_cnd_copy(h, s, odd, 8);
    flip = ~odd;
    for (int i = 0; i < 8; i++)
        h[i] = (h[i] >> 1) | (i < 7 ? h[i + 1] << 31 : 0);
    qzi_ge25519_zero(R);
    for (unsigned l = d; l-- > 0;) {
        if (l != d - 1)
            qzi_ge25519_dbl(R, R, tmp);
        for (unsigned b = 0; b < QZI_ED25519_COMB_TABLES; b++) {
            uint32_t neg, u = comb_digit(h, b, l, &neg);

            qzi_bn_ct_lookup(e, qzi_ed25519_comb + b * entries * 24u, entries, 24, 24, u);
            /* -(x, y) = (-x, y): y + x and y - x exchanged, 2 d x y negated */
            qzi_bn_cnd_swap(e, e + 8, neg, 8);
            fe_cnd_neg(e + 16, neg, tmp);
            qzi_ge25519_madd(R, R, e, tmp);
        }
    }
    fe_cnd_neg(X(R), flip, tmp);
    fe_cnd_neg(T(R), flip, tmp);
    qzi_wipe(ws, QZI_ED25519_MULB_WS * sizeof(uint32_t));
}

void qzi_ge25519_encode(uint8_t out[32], const uint32_t *P, uint32_t *tmp)
{
    uint32_t *zi = tmp, *x = tmp + 8, *w = tmp + 16;

    qzi_fe25519_invert(zi, Z(P), w);
    qzi_fe25519_mul(x, X(P), zi);
    qzi_fe25519_freeze(x, x);
    qzi_fe25519_mul(zi, Y(P), zi);
    qzi_fe25519_to_bytes(out, zi);
    out[31] |= (uint8_t)((x[0] & 1u) << 7);
    qzi_wipe(tmp, 16 * sizeof(uint32_t));
}

/* r = a^(2^n) */
static void sqr_n(uint32_t *r, const uint32_t *a, int n)
{
    qzi_fe25519_sqr(r, a);
    while (--n > 0)
        qzi_fe25519_sqr(r, r);
}

/* r = a^((p - 5) / 8) = a^(2^252 - 3), the chain through a^(2^k - 1)
 * for k = 5, 10, 20, 40, 50, 100, 200, 250: 252 S + 11 M. tmp: 24
 * words; r outside tmp, may be a. */
static void pow22523(uint32_t *r, const uint32_t *a, uint32_t *tmp)
{
    uint32_t *t0 = tmp, *t1 = tmp + 8, *t2 = tmp + 16;

    qzi_fe25519_sqr(t0, a);          /* a^2 */
    sqr_n(t1, t0, 2);                /* a^8 */
    qzi_fe25519_mul(t1, a, t1);      /* a^9 */
    qzi_fe25519_mul(t0, t0, t1);     /* a^11 */
    qzi_fe25519_sqr(t0, t0);         /* a^22 */
    qzi_fe25519_mul(t0, t1, t0);     /* a^(2^5 - 1) */
    sqr_n(t1, t0, 5);
    qzi_fe25519_mul(t0, t1, t0);     /* a^(2^10 - 1) */
    sqr_n(t1, t0, 10);
    qzi_fe25519_mul(t1, t1, t0);     /* 2^20 - 1 */
    sqr_n(t2, t1, 20);
    qzi_fe25519_mul(t1, t2, t1);     /* 2^40 - 1 */
    sqr_n(t1, t1, 10);
    qzi_fe25519_mul(t0, t1, t0);     /* 2^50 - 1 */
    sqr_n(t1, t0, 50);
    qzi_fe25519_mul(t1, t1, t0);     /* 2^100 - 1 */
    sqr_n(t2, t1, 100);
    qzi_fe25519_mul(t1, t2, t1);     /* 2^200 - 1 */
    sqr_n(t1, t1, 50);
    qzi_fe25519_mul(t0, t1, t0);     /* 2^250 - 1 */
    sqr_n(t0, t0, 2);                /* 2^252 - 4 */
    qzi_fe25519_mul(r, t0, a);       /* 2^252 - 3 */
}

static int fe_eq(const uint32_t *a, const uint32_t *b, uint32_t *tmp)
{
    uint32_t *x = tmp, *y = tmp + 8;

    qzi_fe25519_freeze(x, a);
    qzi_fe25519_freeze(y, b);
    return qzi_bn_eq(x, y, 8) != 0;
}

int qzi_ge25519_decode(uint32_t *P, const uint8_t in[32], uint32_t *tmp)
{
    uint32_t *u = tmp, *v = tmp + 8, *w = tmp + 16, *c = tmp + 24, sign = in[31] >> 7;

    qzi_fe25519_from_bytes(Y(P), in);
    Y(P)[7] &= 0x7fffffffu;
    if (!qzi_bn_lt(Y(P), qzi_p25519, 8))
        return 0; /* y >= p: not canonical */
    qzi_fe25519_sqr(u, Y(P));
    qzi_fe25519_mul(v, u, qzi_ed25519_d);
    for (int i = 0; i < 8; i++)
        c[i] = i == 0;
    qzi_fe25519_sub(u, u, c);        /* u = y^2 - 1 */
    qzi_fe25519_add(v, v, c);        /* v = d y^2 + 1 */
    /* x = u v^3 (u v^7)^((p - 5) / 8) */
    qzi_fe25519_sqr(w, v);
    qzi_fe25519_mul(w, w, v);        /* v^3 */
    qzi_fe25519_mul(X(P), u, w);     /* u v^3 */
    qzi_fe25519_sqr(w, w);
    qzi_fe25519_mul(w, w, v);        /* v^7 */
    qzi_fe25519_mul(w, w, u);        /* u v^7 */
    pow22523(Z(P), w, tmp + 32);     /* tmp + 32 .. 56 */
    qzi_fe25519_mul(X(P), X(P), Z(P));
    /* v x^2 = u, or -u (then x sqrt(-1)), or no root */
    qzi_fe25519_sqr(w, X(P));
    qzi_fe25519_mul(w, w, v);
    if (!fe_eq(w, u, tmp + 32)) {
        qzi_fe25519_add(w, w, u);
        if (!fe_eq(w, (const uint32_t[8]){0}, tmp + 32))
            return 0;
        qzi_fe25519_mul(X(P), X(P), qzi_ed25519_sqrtm1);
    }
    qzi_fe25519_freeze(X(P), X(P));
    if (qzi_bn_is_zero(X(P), 8) && sign)
        return 0;
    if ((X(P)[0] & 1u) != sign) {
        qzi_fe25519_sub(X(P), qzi_p25519, X(P));
        qzi_fe25519_freeze(X(P), X(P));
    }
    for (int i = 0; i < 8; i++)
        Z(P)[i] = i == 0;
    qzi_fe25519_mul(T(P), X(P), Y(P));
    return 1;
}

uint32_t qzi_ge25519_valid(const uint32_t *P, uint32_t *tmp)
{
    uint32_t *a = tmp, *b = tmp + 8, *c = tmp + 16, *e = tmp + 24, ok;

    /* T Z = X Y */
    qzi_fe25519_mul(a, T(P), Z(P));
    qzi_fe25519_mul(b, X(P), Y(P));
    qzi_fe25519_freeze(a, a);
    qzi_fe25519_freeze(b, b);
    ok = qzi_bn_eq(a, b, 8);
    /* -X^2 + Y^2 = Z^2 + d T^2 */
    qzi_fe25519_sqr(a, X(P));
    qzi_fe25519_sqr(b, Y(P));
    qzi_fe25519_sub(a, b, a);
    qzi_fe25519_sqr(c, T(P));
    qzi_fe25519_mul(c, c, qzi_ed25519_d);
    qzi_fe25519_sqr(e, Z(P));
    qzi_fe25519_add(c, c, e);
    qzi_fe25519_freeze(a, a);
    qzi_fe25519_freeze(c, c);
    ok &= qzi_bn_eq(a, c, 8);
    /* and not Z = 0 */
    qzi_fe25519_freeze(e, Z(P));
    ok &= ~qzi_bn_is_zero(e, 8);
    qzi_wipe(tmp, 32 * sizeof(uint32_t));
    return ok;
}

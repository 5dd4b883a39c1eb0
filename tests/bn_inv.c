/*
 * Modular inversion (lib/bignum/bn.h, qzi_bn_inv_mod) against computations
 * that share none of its code:
 *  - the defining property: r < m and a r = b (mod m), checked with the C
 *    reference Montgomery multiplication (a r R^-1 against b R^-1);
 *  - whether an inverse exists: a binary gcd written here (variable time);
 *    r must be 0 with a zero mask exactly when gcd(a, m) != 1;
 *  - for prime moduli, Fermat: (a R)^(m-2) in the Montgomery domain
 *    (qzi_bn_pow_pub) against qzi_bn_inv_mod with b = R^2; and the curves'
 *    own qzi_fe_inv and qzi_sc_inv against it.
 * Moduli: p and n of P-256, P-384, P-521; other primes (2^255 - 19,
 * secp256k1's p, Curve448's p, 2^127 - 1, 2^61 - 1, 65537, 3, 2^32 - 5);
 * odd moduli of special shape (1, all-ones limbs, 2^k + 1, a multiple of
 * 3 with a multiple of 3, top limbs zero); random odd moduli of every
 * limb count 1..18 and, natively, the RSA sizes 32, 64, 128 limbs.
 * Values a: 0, 1, 2, 3, m - 1, m - 2, (m - 1) / 2, (m + 1) / 2, powers of
 * two (many trailing zeros), random high bits over many zero low bits,
 * 2^(bits - 1), random; b: 1, R^2 mod m, 0, m - 1, random. Also r aliasing
 * a and b, the workspace wiped and not overrun, an even m and n out of
 * range refused. A deliberately wrong inversion must be caught.
 */
#include <stdio.h>
#include <string.h>

#include "ec/ec_internal.h"
#include "qzt.h"

#define MAXN QZI_BN_MAX_LIMBS
#define GUARD 0x5a5a5a5au

typedef uint32_t (*inv_fn)(uint32_t *, const uint32_t *, const uint32_t *, const uint32_t *,
                           size_t, uint32_t *);

/* The fault that proves the checks: the right inverse, with one bit
 * flipped for a third of the values. */
static uint32_t broken_inv(uint32_t *r, const uint32_t *a, const uint32_t *b,
                           const uint32_t *m, size_t n, uint32_t *ws)
{
    uint32_t ok = qzi_bn_inv_mod(r, a, b, m, n, ws);

    if (a[0] % 3 == 1)
        r[0] ^= 2;
    return ok;
}

static size_t bit_length(const uint32_t *x, size_t n)
{
    for (size_t i = n; i-- > 0;)
        if (x[i] != 0) {
            size_t bits = 32 * i;

            for (uint32_t w = x[i]; w != 0; w >>= 1)
                bits++;
            return bits;
        }
    return 0;
}

static int is_zero(const uint32_t *x, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (x[i] != 0)
            return 0;
    return 1;
}

static void shr1(uint32_t *x, size_t n)
{
    for (size_t i = 0; i < n; i++)
        x[i] = (x[i] >> 1) | (i + 1 < n ? x[i + 1] << 31 : 0);
}

/* gcd(a, m) == 1 for an odd m, by the binary algorithm (variable time). */
static int coprime(const uint32_t *a, const uint32_t *m, size_t n)
{
    uint32_t x[MAXN], y[MAXN], t[MAXN];

    memcpy(x, a, n * 4);
    memcpy(y, m, n * 4);
    while (!is_zero(x, n)) {
        while ((x[0] & 1) == 0)
            shr1(x, n);
        /* x, y odd: x = |x - y| (even), y = min(x, y) */
        if (qzi_bn_sub_c(t, x, y, n)) { /* x < y */
            qzi_bn_sub_c(t, y, x, n);
            memcpy(y, x, n * 4);
        }
        memcpy(x, t, n * 4);
    }
    return y[0] == 1 && bit_length(y, n) == 1;
}

static uint32_t inv32(uint32_t m) /* m^-1 mod 2^32, m odd (Newton) */
{
    uint32_t x = m;

    for (int i = 0; i < 5; i++)
        x *= 2 - m * x;
    return x;
}

/* The Montgomery context of m on its significant limbs nm (the kernels
 * want a nonzero top limb). For a prime m (prime = 1), R^2 mod m (rr: the
 * given one, or computed by doubling 1 for 64 nm steps, slow and
 * obvious), and a is invertible exactly when it is not 0. */
typedef struct {
    const uint32_t *m;
    size_t n, nm;
    uint32_t m0inv;
    int prime;
    uint32_t rr[MAXN]; /* 2^(64 nm) mod m when prime, for b = R^2 */
} modctx;

static void mod_init(modctx *c, const uint32_t *m, size_t n, int prime, const uint32_t *rr)
{
    uint32_t big[MAXN];

    c->m = m;
    c->n = n;
    c->nm = (bit_length(m, n) + 31) / 32;
    c->m0inv = (uint32_t)0 - inv32(m[0]);
    c->prime = prime;
    memset(c->rr, 0, sizeof c->rr);
    if (!prime)
        return;
    if (rr != NULL) {
        memcpy(c->rr, rr, n * 4);
        return;
    }
    c->rr[0] = 1;
    for (size_t i = 0; i < 64 * c->nm; i++) {
        uint32_t carry = qzi_bn_add_c(c->rr, c->rr, c->rr, c->nm);
        uint32_t bw = qzi_bn_sub_c(big, c->rr, m, c->nm);

        if (carry || !bw)
            memcpy(c->rr, big, c->nm * 4);
    }
}

/* x below m, of the given kind; bits = m's bit length. */
static void value(qzt_rng *rng, uint32_t *x, const modctx *c, int kind)
{
    size_t n = c->n, bits = bit_length(c->m, n);
    uint32_t one[MAXN] = {0};

    one[0] = 1;
    memset(x, 0, n * 4);
    switch (kind) {
    case 0: /* 0 */
        break;
    case 1: /* 1, 2, 3 */
    case 2:
    case 3:
        x[0] = (uint32_t)kind;
        break;
    case 4: /* m - 1, m - 2 */
    case 5:
        qzi_bn_sub_c(x, c->m, one, n);
        if (kind == 5)
            qzi_bn_sub_c(x, x, one, n);
        break;
    case 6: /* (m - 1) / 2, (m + 1) / 2 */
    case 7:
        memcpy(x, c->m, n * 4);
        shr1(x, n);
        if (kind == 7)
            qzi_bn_add_c(x, x, one, n);
        break;
    case 8: { /* a power of two */
        size_t k = qzt_rand32(rng) % bits;

        x[k / 32] = 1u << (k % 32);
        break;
    }
    case 9: /* 2^(bits - 1) */
        x[(bits - 1) / 32] = 1u << ((bits - 1) % 32);
        break;
    default: { /* random; for kind 10 with its low 3/4 of the bits zero */
        size_t low = kind == 10 ? 3 * bits / 4 : 0;

        for (size_t i = 0; i < n; i++)
            x[i] = (qzt_rand32(rng) & 7) == 0 ? 0xffffffffu : qzt_rand32(rng);
        for (size_t i = 0; i < low; i++)
            x[i / 32] &= ~(1u << (i % 32));
        break;
    }
    }
    /* Below m: clear what is above m's top bit, then subtract m if >= m. */
    for (size_t i = bits; i < 32 * n; i++)
        x[i / 32] &= ~(1u << (i % 32));
    {
        uint32_t t[MAXN];

        if (!qzi_bn_sub_c(t, x, c->m, n))
            memcpy(x, t, n * 4);
    }
    if (c->m[0] == 1 && bits == 1)
        memset(x, 0, n * 4);
}
#define KINDS 12

static uint32_t ws[QZI_BN_INV_WS(MAXN) + 4];

/* One inversion checked against the property and the gcd; 0 if right. */
static unsigned check_one(inv_fn inv, const modctx *c, const uint32_t *a, const uint32_t *b)
{
    size_t n = c->n, nm = c->nm, wn = QZI_BN_INV_WS(n);
    uint32_t r[MAXN + 1], x[MAXN], y[MAXN], one[MAXN] = {0}, mask;
    int want = c->prime ? !is_zero(a, n) : coprime(a, c->m, n);
    unsigned bad = 0;

    one[0] = 1;
    for (size_t i = 0; i < wn + 4; i++)
        ws[i] = GUARD;
    memset(r, 0xa5, sizeof r);
    r[n] = GUARD;
    mask = inv(r, a, b, c->m, n, ws);
    bad += r[n] != GUARD || ws[wn] != GUARD || ws[wn + 3] != GUARD;
    for (size_t i = 0; i < wn; i++)
        bad += ws[i] != 0; /* wiped */
    if (!want)
        return bad + (mask != 0) + !is_zero(r, n);
    bad += mask != 0xffffffffu;
    bad += !qzi_bn_sub_c(x, r, c->m, n); /* r < m */
    bad += !is_zero(r + nm, n - nm);
    if (bad)
        return bad;
    /* a r R^-1 = b R^-1 (mod m) */
    qzi_bn_mont_mul_c(x, a, r, c->m, c->m0inv, nm);
    qzi_bn_mont_mul_c(y, b, one, c->m, c->m0inv, nm);
    return memcmp(x, y, nm * 4) != 0;
}

/* The kinds of a in `kinds` (bit k: kind k) and `randoms` more random
 * ones, against the b's; r aliasing a and b for m - 1 and a random a. */
#define KINDS_ALL 0xfffu
static unsigned check_modulus(inv_fn inv, qzt_rng *rng, const modctx *c, int randoms,
                              unsigned kinds)
{
    size_t n = c->n;
    uint32_t a[MAXN], b[MAXN], r[MAXN], want[MAXN];
    unsigned bad = 0;

    for (int kind = 0; kind < KINDS + randoms; kind++) {
        if (kind < KINDS && !(kinds >> kind & 1))
            continue;
        value(rng, a, c, kind < KINDS ? kind : KINDS - 1);
        switch (kind % 5) {
        case 0: memset(b, 0, n * 4); b[0] = c->m[0] == 1 && n == 1 ? 0 : 1; break;
        case 1: /* R^2 for a prime m, else 2^(bits - 1) */
            if (c->prime)
                memcpy(b, c->rr, n * 4);
            else
                value(rng, b, c, 9);
            break;
        case 2: value(rng, b, c, 0); break;
        case 3: value(rng, b, c, 4); break;
        default: value(rng, b, c, KINDS - 1); break;
        }
        bad += check_one(inv, c, a, b);
        if (inv != qzi_bn_inv_mod || (kind != 4 && kind != KINDS - 1))
            continue;
        /* r = a, r = b */
        qzi_bn_inv_mod(want, a, b, c->m, n, ws);
        memcpy(r, a, n * 4);
        qzi_bn_inv_mod(r, r, b, c->m, n, ws);
        bad += memcmp(r, want, n * 4) != 0;
        memcpy(r, b, n * 4);
        qzi_bn_inv_mod(r, a, r, c->m, n, ws);
        bad += memcmp(r, want, n * 4) != 0;
    }
    return bad;
}

/* Fermat for a prime m: (a R)^(m - 2) in the Montgomery domain equals the
 * inversion of a R with b = R^2. */
static void mont_cb(const void *ctx, uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    qzi_bn_mont_mul_alias(r, a, b, ctx);
}

static unsigned check_fermat(qzt_rng *rng, const modctx *c, int count)
{
    static uint32_t tmp[16 * 17];
    size_t n = c->n;
    uint32_t e[MAXN], two[MAXN] = {0}, a[MAXN], am[MAXN], r1[MAXN], r2[MAXN];
    qzi_bn_mod mod = {c->m, c->rr, c->m0inv, (uint32_t)n};
    unsigned bad = 0;

    if (n > 17 || c->nm != n)
        return 1;
    two[0] = 2;
    qzi_bn_sub_c(e, c->m, two, n);
    for (int t = 0; t < count; t++) {
        value(rng, a, c, t == 0 ? 8 : t == 1 ? 5 : KINDS - 1);
        qzi_bn_to_mont(am, a, &mod);
        qzi_bn_pow_pub(r1, am, e, n, mont_cb, &mod, tmp, n);
        qzi_bn_inv_mod(r2, am, c->rr, c->m, n, ws);
        bad += memcmp(r1, r2, n * 4) != 0;
    }
    return bad;
}

/* The curves' field and scalar inversions (Montgomery in and out) against
 * Fermat with the curve's own multiplication; of 0, 0. */
static unsigned check_curve(qzt_rng *rng, const qzi_curve *c, int count)
{
    static uint32_t tmp[20 * 17];
    size_t n = c->limbs;
    uint32_t a[17], e[17], two[17] = {0}, r1[17], r2[17];
    modctx cp, cn;
    unsigned bad = 0;

    two[0] = 2;
    mod_init(&cp, c->p.m, n, 1, c->p.rr);
    mod_init(&cn, c->n.m, n, 1, c->n.rr);
    memset(a, 0, sizeof a); /* 1/0 = 0 */
    memset(r1, 0xa5, sizeof r1);
    memset(r2, 0xa5, sizeof r2);
    qzi_fe_inv(c, r1, a, tmp);
    qzi_sc_inv(c, r2, a, tmp);
    bad += !is_zero(r1, n) || !is_zero(r2, n);
    for (int t = 0; t < count; t++) {
        value(rng, a, &cp, t == 1 ? 1 : KINDS - 1);
        qzi_bn_sub_c(e, c->p.m, two, n);
        qzi_fe_pow(c, r1, a, e, tmp);
        qzi_fe_inv(c, r2, a, tmp);
        bad += memcmp(r1, r2, n * 4) != 0;
        value(rng, a, &cn, t == 0 ? 4 : KINDS - 1);
        qzi_bn_sub_c(e, c->n.m, two, n);
        qzi_bn_pow_pub(r1, a, e, n, mont_cb, &c->n, tmp, n);
        qzi_sc_inv(c, r2, a, tmp);
        bad += memcmp(r1, r2, n * 4) != 0;
    }
    return bad;
}

/* Fewer trials on a Cortex-M target (the M0+ replays this program in the
 * simulator; doc/testing.md); every modulus and kind still runs. */
#if defined(__arm__)
#define RANDOMS 2
#define TRIALS 1
#define FERMAT 1
#define FERMAT_CURVES 0 /* check_curve's Fermat runs */
#define SHAPE_SIZE(n) ((n) <= 3 || (n) == 8 || (n) == 9 || (n) >= 17)
/* 0, 1, m - 1, (m + 1) / 2, a power of two, zeros below, random */
#define KINDS_FEW 0xd93u
#else
#define RANDOMS 12
#define TRIALS 6
#define FERMAT 6
#define FERMAT_CURVES 6
#define SHAPE_SIZE(n) 1
#define KINDS_FEW KINDS_ALL
#endif

/* m = the n limbs of a table row. */
static void limbs(uint32_t *m, size_t n, const uint32_t *words)
{
    memset(m, 0, n * 4);
    for (size_t i = 0; i < n; i++)
        m[i] = words[i];
}

int main(void)
{
    static const qzi_curve *const CURVES[] = {&qz_ec_p256, &qz_ec_p384, &qz_ec_p521};
    /* Other primes, least significant limb first. */
    static const struct {
        const char *name;
        size_t n;
        uint32_t w[14];
    } PRIMES[] = {
        {"2^255 - 19", 8, {0xffffffedu, 0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
                           0xffffffffu, 0xffffffffu, 0x7fffffffu}},
        {"secp256k1 p", 8, {0xfffffc2fu, 0xfffffffeu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
                            0xffffffffu, 0xffffffffu, 0xffffffffu}},
        {"2^448 - 2^224 - 1", 14, {0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
                                   0xffffffffu, 0xffffffffu, 0xffffffffu, 0xfffffffeu,
                                   0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
                                   0xffffffffu, 0xffffffffu}},
        {"2^127 - 1", 4, {0xffffffffu, 0xffffffffu, 0xffffffffu, 0x7fffffffu}},
        {"2^61 - 1", 2, {0xffffffffu, 0x1fffffffu}},
        {"65537", 1, {65537u}},
        {"3", 1, {3u}},
        {"2^32 - 5", 1, {0xfffffffbu}},
    };
    static uint32_t m[MAXN];
    qzt_rng rng;
    modctx c;
    unsigned bad;

    qzt_rng_seed(&rng, 0x696e7631);
    for (size_t i = 0; i < sizeof CURVES / sizeof CURVES[0]; i++) {
        const qzi_curve *cv = CURVES[i];

        bad = 0;
        for (int which = 0; which < 2; which++) {
            mod_init(&c, which ? cv->n.m : cv->p.m, cv->limbs, 1,
                     which ? cv->n.rr : cv->p.rr);
            bad += check_modulus(qzi_bn_inv_mod, &rng, &c, RANDOMS, KINDS_ALL);
            bad += check_fermat(&rng, &c, FERMAT_CURVES);
        }
        bad += check_curve(&rng, cv, FERMAT);
        QZT_CHECK(bad == 0, "P-%u: %u wrong inversions", cv->bits, bad);
        printf("P-%u: p and n, every kind of value, Fermat, fe_inv and sc_inv\n", cv->bits);
    }
    bad = 0;
    for (size_t i = 0; i < sizeof PRIMES / sizeof PRIMES[0]; i++) {
        limbs(m, PRIMES[i].n, PRIMES[i].w);
        mod_init(&c, m, PRIMES[i].n, 1, NULL);
        bad += check_modulus(qzi_bn_inv_mod, &rng, &c, RANDOMS, KINDS_ALL);
        bad += check_fermat(&rng, &c, FERMAT);
    }
    QZT_CHECK(bad == 0, "other primes: %u wrong inversions", bad);
    printf("other primes: %u moduli, Fermat\n", (unsigned)(sizeof PRIMES / sizeof PRIMES[0]));
    {
        /* Odd moduli of special shape. */
        unsigned shapes = 0;

        bad = 0;
        for (size_t n = 1; n <= 18; n++) {
            if (!SHAPE_SIZE(n))
                continue;
            /* all-ones limbs; 2^(32n - 1) + 1; m = 1 (n = 1); top limbs
             * zero (a 33-bit m in n limbs) */
            for (int s = 0; s < 3; s++) {
                memset(m, 0, n * 4);
                if (s == 0) {
                    memset(m, 0xff, n * 4);
                } else if (s == 1) {
                    m[0] = 1;
                    m[n - 1] |= 0x80000000u;
                } else if (n == 1) {
                    m[0] = 1;
                } else {
                    m[0] = qzt_rand32(&rng) | 1;
                    m[1] = 1;
                }
                mod_init(&c, m, n, 0, NULL);
                bad += check_modulus(qzi_bn_inv_mod, &rng, &c, 1, KINDS_FEW);
                shapes++;
            }
        }
        /* m = 3 k, a = 3 j with j < k: no inverse */
        for (size_t n = 1; n <= 18; n++) {
            uint32_t k[MAXN], j[MAXN], a[MAXN], b[MAXN] = {1};

            if (!SHAPE_SIZE(n))
                continue;
            for (size_t i = 0; i < n; i++) {
                k[i] = qzt_rand32(&rng);
                j[i] = qzt_rand32(&rng);
            }
            k[n - 1] = (k[n - 1] >> 2) | 2; /* 3 k fits, top limb nonzero */
            k[0] |= 1;                      /* odd */
            j[n - 1] %= k[n - 1];           /* j < k */
            qzi_bn_add_c(m, k, k, n);
            qzi_bn_add_c(m, m, k, n);
            qzi_bn_add_c(a, j, j, n);
            qzi_bn_add_c(a, a, j, n);
            mod_init(&c, m, n, 0, NULL);
            bad += check_one(qzi_bn_inv_mod, &c, a, b);
            memset(a, 0, sizeof a);
            a[0] = 3;
            bad += check_one(qzi_bn_inv_mod, &c, a, b);
            shapes++;
        }
        QZT_CHECK(bad == 0, "special moduli: %u wrong inversions", bad);
        printf("special moduli: %u (all-ones, 2^k + 1, 1, top limbs zero, multiples of 3)\n",
               shapes);
    }
    {
        /* Random odd moduli, every limb count, and the RSA sizes natively. */
        static const size_t SIZES[] = {1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12,
                                       13, 14, 15, 16, 17, 18, 32, 64, 128};
#if defined(__arm__)
        size_t nsizes = 18;
#else
        size_t nsizes = sizeof SIZES / sizeof SIZES[0];
#endif
        bad = 0;
        for (size_t s = 0; s < nsizes; s++) {
            size_t n = SIZES[s];

            for (int t = 0; t < (n > 18 ? 1 : TRIALS); t++) {
                for (size_t i = 0; i < n; i++)
                    m[i] = (qzt_rand32(&rng) & 1) ? 0xffffffffu : qzt_rand32(&rng);
                m[0] |= 1;
                if (m[n - 1] == 0)
                    m[n - 1] = 1;
                mod_init(&c, m, n, 0, NULL);
                bad += check_modulus(qzi_bn_inv_mod, &rng, &c, n > 18 ? 0 : 1, KINDS_FEW);
            }
        }
        QZT_CHECK(bad == 0, "random moduli: %u wrong inversions", bad);
        printf("random odd moduli: %u sizes\n", (unsigned)nsizes);
    }
    {
        /* Refused: an even modulus (r zeroed), n = 0 and n too large
         * (nothing written). */
        uint32_t a[4] = {5, 0, 0, 0}, b[4] = {1, 0, 0, 0}, r[5], even[4] = {6, 0, 0, 1};

        memset(r, 0xa5, sizeof r);
        QZT_CHECK(qzi_bn_inv_mod(r, a, b, even, 4, ws) == 0 && is_zero(r, 4) &&
                      r[4] == 0xa5a5a5a5u,
                  "an even modulus is not refused");
        memset(r, 0xa5, sizeof r);
        QZT_CHECK(qzi_bn_inv_mod(r, a, b, even, 0, ws) == 0 &&
                      qzi_bn_inv_mod(r, a, b, even, MAXN + 1, ws) == 0 && r[0] == 0xa5a5a5a5u,
                  "n = 0 or n > QZI_BN_MAX_LIMBS is not refused");
    }
    {
        /* The checks can fail. */
        bad = 0;
        mod_init(&c, qz_ec_p256.n.m, 8, 1, qz_ec_p256.n.rr);
        bad += check_modulus(broken_inv, &rng, &c, RANDOMS, KINDS_ALL);
        QZT_CHECK(bad > 0, "the checks missed a wrong inverse");
        printf("deliberate fault caught (%u wrong results)\n", bad);
    }
    return qzt_finish("bn-inv");
}

/*
 * ML-DSA polynomial kernels modulo q = 8380417 (lib/internal/mldsa_kernel.h).
 *
 * 1. The C reference against the definitions, coefficient by coefficient
 *    mod q (under qemu a quarter of the roots per trial, and the inverse
 *    by the round trip only): the NTT as the evaluation of f at the 256 roots
 *    zeta^(2 BitRev8(i) + 1) of X^256 + 1 (zeta = 1753, FIPS 204 section
 *    7.5); the inverse NTT as R times the interpolation
 *    f[m] = 256^-1 sum_i g[i] root_i^-m; the pointwise product as a b R^-1;
 *    the multiply-accumulate as R^-1 times the sum over l of the products;
 *    reduce and caddq as p mod q, within their output bounds.
 * 2. Every implementation built for this core (the _c twins and the
 *    assembly of the core's set) against the C reference on the same
 *    inputs: random coefficients, the extremes of each input bound (all
 *    coefficients at +bound or -bound, alternating, single non-zero ones),
 *    l = 1 to 8, results compared mod q and checked against the contract's
 *    output bounds, with guard words around every output; the assembly
 *    through qzt_abicall6, which checks that r4-r11 and sp survive.
 * Deliberately wrong kernels (an NTT with one wrong zeta, an accumulation
 * that drops its last term, a reduce that leaves values above the bound)
 * must be caught.
 * 3. The fused passes of signing (lib/mldsa/poly.c) against the separate
 *    steps: qzi_mldsa_add_reduce_over against add, reduce and the norm
 *    check; qzi_mldsa_highbits and qzi_mldsa_make_hints against one and two
 *    Decomposes per coefficient, for both gamma2, on rows that pass the
 *    r0 and ct0 checks (where the hints are used), a quarter of their
 *    coefficients with r0 + ct0 = -gamma2 (the rare case of make_hint's
 *    third rule, which the KATs never reach: a make_hints without that
 *    rule passed every KAT and fails here), and on rows that fail them.
 */
#include <stdio.h>
#include <string.h>

#include "internal/mldsa_kernel.h"
#include "mldsa/mldsa_internal.h"
#include "qzt.h"

#if defined(QZT_ARMV7EM) && defined(__ARM_FEATURE_DSP) && QZI_MLDSA_HAVE_ARMV7EM
#define QZT_DSA_ARMV7EM 1
#endif
#if defined(QZT_ARMV6M) && QZI_MLDSA_HAVE_ARMV6M
#define QZT_DSA_ARMV6M 1
#endif

#define Q QZI_MLDSA_Q
#define NB (QZI_MLDSA_NTT_BOUND - 1)
#define R_MOD_Q 4193792 /* 2^32 mod q */
#define GUARD 0x5a5a5a5a

typedef void (*poly_fn)(int32_t *);
typedef void (*mul_fn)(int32_t *, const int32_t *, const int32_t *);
typedef void (*acc_fn)(int32_t *, const int32_t *, const int32_t *, unsigned);

typedef struct {
    const char *name;
    poly_fn ntt, invntt, reduce, caddq;
    mul_fn pointwise;
    acc_fn pointwise_acc;
} impl;

#if defined(QZT_DSA_ARMV7EM) || defined(QZT_DSA_ARMV6M)
uint32_t qzt_abicall6(uintptr_t c[8]);

static uint32_t abi_damage;

static void abi(uintptr_t fn, uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3)
{
    uintptr_t c[8] = {fn, a0, a1, a2, a3, 0, 0, 0};

    abi_damage |= qzt_abicall6(c);
}

#define U(p) ((uintptr_t)(p))
#define ABI_WRAPPERS(x)                                                                   \
    static void abi_ntt_##x(int32_t *p) { abi(U(qzi_mldsa_ntt_##x), U(p), 0, 0, 0); }     \
    static void abi_invntt_##x(int32_t *p) { abi(U(qzi_mldsa_invntt_##x), U(p), 0, 0, 0); } \
    static void abi_reduce_##x(int32_t *p) { abi(U(qzi_mldsa_reduce_##x), U(p), 0, 0, 0); } \
    static void abi_caddq_##x(int32_t *p) { abi(U(qzi_mldsa_caddq_##x), U(p), 0, 0, 0); }   \
    static void abi_pointwise_##x(int32_t *r, const int32_t *a, const int32_t *b)         \
    {                                                                                     \
        abi(U(qzi_mldsa_pointwise_##x), U(r), U(a), U(b), 0);                             \
    }                                                                                     \
    static void abi_acc_##x(int32_t *r, const int32_t *a, const int32_t *b, unsigned l)   \
    {                                                                                     \
        abi(U(qzi_mldsa_pointwise_acc_##x), U(r), U(a), U(b), l);                         \
    }
#ifdef QZT_DSA_ARMV7EM
ABI_WRAPPERS(armv7em)
#endif
#ifdef QZT_DSA_ARMV6M
ABI_WRAPPERS(armv6m)
#endif
#define ABI_IMPL(x)                                                                       \
    {#x, abi_ntt_##x, abi_invntt_##x, abi_reduce_##x, abi_caddq_##x, abi_pointwise_##x,   \
     abi_acc_##x}
#endif

static const impl IMPLS[] = {
    {"c", qzi_mldsa_ntt_c, qzi_mldsa_invntt_c, qzi_mldsa_reduce_c, qzi_mldsa_caddq_c,
     qzi_mldsa_pointwise_c, qzi_mldsa_pointwise_acc_c},
#ifdef QZT_DSA_ARMV7EM
    ABI_IMPL(armv7em),
#endif
#ifdef QZT_DSA_ARMV6M
    ABI_IMPL(armv6m),
#endif
};

static int32_t mod32(int32_t x)
{
    x %= Q;
    return x < 0 ? x + Q : x;
}

/* a b mod q without a 64-bit division (slow in software on the cores):
 * 2^23 = 2^13 - 1 mod q folds the product down to 23 bits. */
static int32_t mulq(int32_t a, int32_t b)
{
    uint64_t x = (uint64_t)(uint32_t)mod32(a) * (uint32_t)mod32(b);

    while (x >> 23)
        x = (x & 0x7fffff) + (x >> 23) * 8191u;
    while (x >= Q)
        x -= Q;
    return (int32_t)x;
}

/* (a + b) mod q for a, b in [0, q) */
static int32_t addq(int32_t a, int32_t b)
{
    int32_t s = a + b;

    return s >= Q ? s - Q : s;
}

static int32_t powq(int32_t b, unsigned e)
{
    int32_t r = 1;

    for (; e != 0; e >>= 1, b = mulq(b, b))
        if (e & 1)
            r = mulq(r, b);
    return r;
}

static unsigned bitrev8(unsigned i)
{
    unsigned r = 0;

    for (int b = 0; b < 8; b++)
        r |= ((i >> b) & 1) << (7 - b);
    return r;
}

/* root_i = zeta^(2 BitRev8(i) + 1) and its inverse (zeta^512 = 1). */
static int32_t root(unsigned i)
{
    return powq(1753, 2 * bitrev8(i) + 1);
}


static int32_t inv_of(int32_t a)
{
    return powq(a, Q - 2); /* Fermat */
}

/* Under qemu the definitions are evaluated at every DEF_STEP-th root only
 * (a different residue class each trial), and the inverse NTT is checked
 * by the round trip alone: the O(256^2) sums are most of the test's time
 * there. Native builds evaluate everything. */
#if defined(__arm__) || defined(__thumb__)
#define DEF_STEP 4u
#define DEF_TRIALS 6
#else
#define DEF_STEP 1u
#define DEF_TRIALS 8
#endif

/* Definitions (part 1): out[i] for i = off mod DEF_STEP; the other
 * entries are taken from got (their bounds are still checked). */
static void ntt_def(int32_t out[256], const int32_t f[256], const int32_t *got, unsigned off)
{
    for (unsigned i = 0; i < 256; i++) {
        int32_t g, gp = 1, acc = 0;

        if (i % DEF_STEP != off) {
            out[i] = got[i];
            continue;
        }
        g = root(i);
        for (unsigned m = 0; m < 256; m++) {
            acc = addq(acc, mulq(f[m], gp));
            gp = mulq(gp, g);
        }
        out[i] = acc;
    }
}

#if DEF_STEP == 1
static int32_t root_inv(unsigned i)
{
    return powq(1753, 512 - (2 * bitrev8(i) + 1));
}

static void invntt_def(int32_t out[256], const int32_t g[256], int32_t scale)
{
    int32_t inv256 = inv_of(256);

    for (unsigned m = 0; m < 256; m++)
        out[m] = 0;
    for (unsigned i = 0; i < 256; i++) {
        int32_t gi = mulq(g[i], inv256), ri = root_inv(i), rp = 1;

        for (unsigned m = 0; m < 256; m++) {
            out[m] = addq(out[m], mulq(gi, rp));
            rp = mulq(rp, ri);
        }
    }
    for (unsigned m = 0; m < 256; m++)
        out[m] = mulq(out[m], scale);
}
#endif

/* Coefficients in [lo, hi]; kind picks an extreme pattern. */
static void fill(int32_t *p, unsigned n, int32_t lo, int32_t hi, int kind, qzt_rng *rng)
{
    for (unsigned i = 0; i < n; i++) {
        int32_t v;

        switch (kind) {
        case 0: v = hi; break;
        case 1: v = lo; break;
        case 2: v = (i & 1) ? hi : lo; break;
        case 3: v = (i == qzt_rand32(rng) % n) ? hi : 0; break;
        default:
            v = (int32_t)((int64_t)lo + (int64_t)(qzt_rand32(rng) % ((uint32_t)((int64_t)hi - lo) + 1u)));
            break;
        }
        p[i] = v;
    }
}

static unsigned count_diff_modq(const int32_t *got, const int32_t *want, unsigned n,
                                int32_t lo, int32_t hi)
{
    unsigned bad = 0;

    for (unsigned i = 0; i < n; i++)
        bad += got[i] < lo || got[i] > hi || mod32(got[i]) != mod32(want[i]);
    return bad;
}

static unsigned c_against_definitions(qzt_rng *rng, int trials)
{
    static int32_t a[8][256], b[8][256], p[256], want[256];
    int32_t rinv = inv_of(R_MOD_Q);
    unsigned bad = 0;

    for (int t = 0; t < trials; t++) {
        int kind = t < 4 ? t : 4;
        unsigned l = 1 + (unsigned)t % 8;

        /* NTT: the evaluations at the 256 roots */
        fill(p, 256, -(Q - 1), Q - 1, kind, rng);
        memcpy(b[0], p, sizeof p);
        qzi_mldsa_ntt_c(p);
        ntt_def(want, b[0], p, (unsigned)t % DEF_STEP);
        bad += count_diff_modq(p, want, 256, -NB, NB);
        /* inverse NTT: R f from NTT(f) (reduced below q), and R times the
         * interpolation */
        fill(p, 256, -(Q - 1), Q - 1, kind, rng);
        for (unsigned i = 0; i < 256; i++)
            want[i] = mulq(p[i], R_MOD_Q);
        qzi_mldsa_ntt_c(p);
        qzi_mldsa_reduce_c(p);
        qzi_mldsa_invntt_c(p);
        bad += count_diff_modq(p, want, 256, -(Q - 1), Q - 1);
#if DEF_STEP == 1
        fill(p, 256, -(Q - 1), Q - 1, kind, rng);
        invntt_def(want, p, R_MOD_Q);
        qzi_mldsa_invntt_c(p);
        bad += count_diff_modq(p, want, 256, -(Q - 1), Q - 1);
#endif

        /* pointwise and its accumulation over l */
        fill(a[0], 256, -NB, NB, kind, rng);
        fill(b[0], 256, -NB, NB, kind, rng);
        for (unsigned i = 0; i < 256; i++)
            want[i] = mulq(mulq(a[0][i], b[0][i]), rinv);
        qzi_mldsa_pointwise_c(p, a[0], b[0]);
        bad += count_diff_modq(p, want, 256, -(Q - 1), Q - 1);
        for (unsigned j = 0; j < l; j++) {
            fill(a[j], 256, -(Q - 1), Q - 1, kind, rng);
            fill(b[j], 256, -NB, NB, kind, rng);
        }
        for (unsigned i = 0; i < 256; i++) {
            int32_t s = 0;

            for (unsigned j = 0; j < l; j++)
                s = addq(s, mulq(a[j][i], b[j][i]));
            want[i] = mulq(s, rinv);
        }
        qzi_mldsa_pointwise_acc_c(p, a[0], b[0], l);
        bad += count_diff_modq(p, want, 256, -(Q - 1), Q - 1);

        /* reduce and caddq */
        fill(p, 256, INT32_MIN, QZI_MLDSA_REDUCE_IN_MAX, kind, rng);
        for (unsigned i = 0; i < 256; i++)
            want[i] = mod32(p[i]);
        qzi_mldsa_reduce_c(p);
        bad += count_diff_modq(p, want, 256, -QZI_MLDSA_REDUCE_BOUND, QZI_MLDSA_REDUCE_BOUND);
        fill(p, 256, -(Q - 1), Q - 1, kind, rng);
        for (unsigned i = 0; i < 256; i++)
            want[i] = mod32(p[i]);
        qzi_mldsa_caddq_c(p);
        bad += count_diff_modq(p, want, 256, 0, Q - 1);
    }
    return bad;
}

/* One implementation against the C reference (part 2): outputs between
 * guard words, compared mod q and bounded as the contract says. */
static int32_t ga[8 * 256 + 4], gb[8 * 256 + 4], gr[256 + 4], gw[256];

static void guard(int32_t *buf, unsigned n)
{
    buf[0] = buf[1] = buf[n + 2] = buf[n + 3] = (int32_t)GUARD;
}

static unsigned guards_bad(const int32_t *buf, unsigned n)
{
    return (buf[0] != (int32_t)GUARD) + (buf[1] != (int32_t)GUARD) +
           (buf[n + 2] != (int32_t)GUARD) + (buf[n + 3] != (int32_t)GUARD);
}

static unsigned poly_against_c(poly_fn fn, poly_fn ref, int32_t in_lo, int32_t in_hi,
                               int32_t out_lo, int32_t out_hi, int kind, qzt_rng *rng)
{
    int32_t *p = gr + 2;

    guard(gr, 256);
    fill(p, 256, in_lo, in_hi, kind, rng);
    memcpy(gw, p, sizeof gw);
    ref(gw);
    fn(p);
    return count_diff_modq(p, gw, 256, out_lo, out_hi) + guards_bad(gr, 256);
}

static unsigned impl_against_c(const impl *im, qzt_rng *rng, int trials)
{
    unsigned bad = 0;

    for (int t = 0; t < trials; t++) {
        int kind = t < 4 ? t : 4;
        unsigned l = 1 + (unsigned)t % 8;
        int32_t *a = ga + 2, *b = gb + 2, *r = gr + 2;

        bad += poly_against_c(im->ntt, qzi_mldsa_ntt_c, -(Q - 1), Q - 1, -NB, NB, kind, rng);
        bad += poly_against_c(im->invntt, qzi_mldsa_invntt_c, -(Q - 1), Q - 1, -(Q - 1),
                              Q - 1, kind, rng);
        bad += poly_against_c(im->reduce, qzi_mldsa_reduce_c, INT32_MIN,
                              QZI_MLDSA_REDUCE_IN_MAX, -QZI_MLDSA_REDUCE_BOUND,
                              QZI_MLDSA_REDUCE_BOUND, kind, rng);
        bad += poly_against_c(im->caddq, qzi_mldsa_caddq_c, -(Q - 1), Q - 1, 0, Q - 1, kind,
                              rng);

        /* pointwise: both operands within the NTT bound; then in place */
        guard(ga, 256);
        guard(gb, 256);
        guard(gr, 256);
        fill(a, 256, -NB, NB, kind, rng);
        fill(b, 256, -NB, NB, kind, rng);
        qzi_mldsa_pointwise_c(gw, a, b);
        im->pointwise(r, a, b);
        bad += count_diff_modq(r, gw, 256, -(Q - 1), Q - 1) + guards_bad(gr, 256);
        im->pointwise(a, a, b);
        bad += count_diff_modq(a, gw, 256, -(Q - 1), Q - 1) + guards_bad(ga, 256);

        /* pointwise_acc over l: a below q, b within the NTT bound */
        guard(ga, 8 * 256);
        guard(gb, 8 * 256);
        guard(gr, 256);
        fill(a, 256 * l, -(Q - 1), Q - 1, kind, rng);
        fill(b, 256 * l, -NB, NB, kind, rng);
        qzi_mldsa_pointwise_acc_c(gw, a, b, l);
        im->pointwise_acc(r, a, b, l);
        bad += count_diff_modq(r, gw, 256, -(Q - 1), Q - 1) + guards_bad(gr, 256);
    }
    return bad;
}

/* Deliberately wrong kernels: the checks above must see them. */
static void ntt_wrong_zeta(int32_t *p)
{
    int32_t saved = p[255];

    qzi_mldsa_ntt_c(p);
    /* as if the last butterfly's zeta were off: its odd output differs */
    p[255] += saved != 0 ? 1 : 0;
}

static void acc_drops_last(int32_t *r, const int32_t *a, const int32_t *b, unsigned l)
{
    if (l > 1)
        l--;
    qzi_mldsa_pointwise_acc_c(r, a, b, l);
}

static void reduce_unbounded(int32_t *p)
{
    qzi_mldsa_reduce_c(p);
    for (unsigned i = 0; i < 256; i++)
        p[i] += p[i] < 0 ? 2 * Q : 0; /* right residue, outside the bound */
}

/* Section 3: the fused signing passes against the separate steps. */
static unsigned fused_against_steps(qzt_rng *rng, int trials, unsigned *edges)
{
    static const int32_t g2s[2] = {QZI_MLDSA_GAMMA2_88, QZI_MLDSA_GAMMA2_32};
    static const int32_t betas[2] = {78, 196};
    static int32_t w[256], cs2[256], ct0[256], z[256], y[256], t[256];
    unsigned bad = 0;

    for (int tr = 0; tr < trials; tr++) {
        int32_t g2 = g2s[tr & 1], beta = betas[tr & 1], bound = (1 << 17) - beta;
        uint32_t hint[8], want_hint[8] = {0}, want_bad = 0, got_bad;
        unsigned count = 0, want_count = 0;
        int failing = (tr & 6) == 6; /* every fourth row fails a check */

        /* z = reduce(z + y) and |z| >= bound */
        for (unsigned i = 0; i < 256; i++) {
            z[i] = (int32_t)(qzt_rand32(rng) % (2u * Q - 1)) - (Q - 1);
            y[i] = (int32_t)(qzt_rand32(rng) % (1u << 18)) - (1 << 17) + 1;
            t[i] = z[i] + y[i];
        }
        if (!failing) { /* small sums, one at +-(bound - 1) or +-bound */
            int32_t edge = (bound - 1 + ((tr >> 1) & 1)) * ((tr & 8) ? -1 : 1);

            for (unsigned i = 0; i < 256; i++) {
                z[i] = (i == 7 ? edge : (int32_t)(qzt_rand32(rng) % 2000u) - 1000) - y[i];
                t[i] = z[i] + y[i];
            }
        }
        qzi_mldsa_reduce_c(t);
        want_bad = qzi_mldsa_poly_over(t, bound);
        got_bad = qzi_mldsa_add_reduce_over(z, y, bound);
        bad += (got_bad != want_bad) + (unsigned)(memcmp(z, t, sizeof t) != 0);
        /* HighBits */
        for (unsigned i = 0; i < 256; i++)
            w[i] = (int32_t)(qzt_rand32(rng) % (uint32_t)Q);
        qzi_mldsa_highbits(t, w, g2);
        for (unsigned i = 0; i < 256; i++) {
            int32_t a0;

            bad += t[i] != qzi_mldsa_decompose(&a0, w[i], g2);
        }
        /* a row: r = w - cs2 with |LowBits(r)| < gamma2 - beta (or not),
         * |ct0| < gamma2, r0 + ct0 = -gamma2 on a quarter */
        for (unsigned i = 0; i < 256; i++) {
            int32_t r = (int32_t)(qzt_rand32(rng) % (uint32_t)Q), r0, c, v, v0;

            (void)qzi_mldsa_decompose(&r0, r, g2);
            if (!failing && (r0 >= g2 - beta || -r0 >= g2 - beta)) {
                i--;
                continue;
            }
            c = (int32_t)(qzt_rand32(rng) % (uint32_t)(2 * g2 - 1)) - (g2 - 1);
            if ((i & 3) == 0 && r0 < 0)
                c = -g2 - r0; /* r0 + ct0 = -gamma2, |ct0| < gamma2 */
            cs2[i] = (int32_t)(qzt_rand32(rng) % (uint32_t)beta);
            w[i] = r + cs2[i];
            w[i] -= w[i] >= Q ? Q : 0;
            ct0[i] = c;
            if (failing && i == 100)
                ct0[i] = g2 + 5;
            v = r + c;
            v += v < 0 ? Q : 0;
            v -= v >= Q ? Q : 0;
            if (qzi_mldsa_decompose(&v0, v, g2) != qzi_mldsa_decompose(&r0, r, g2)) {
                want_hint[i >> 5] |= 1u << (i & 31);
                want_count++;
            }
            *edges += r0 + c == -g2 && qzi_mldsa_decompose(&r0, r, g2) != 0;
        }
        got_bad = qzi_mldsa_make_hints(hint, &count, w, cs2, ct0, g2, beta);
        if (failing) {
            bad += got_bad == 0;
        } else {
            bad += got_bad != 0;
            bad += count != want_count;
            bad += (unsigned)(memcmp(hint, want_hint, sizeof hint) != 0);
        }
    }
    return bad;
}

int main(void)
{
    qzt_rng rng;
    unsigned bad;

    qzt_rng_seed(&rng, 0x6d6c6473);
    bad = c_against_definitions(&rng, DEF_TRIALS);
    QZT_CHECK(bad == 0, "C reference: %u coefficients differ from the definitions", bad);
    for (size_t i = 0; i < sizeof IMPLS / sizeof IMPLS[0]; i++) {
        bad = impl_against_c(&IMPLS[i], &rng, 64);
        QZT_CHECK(bad == 0, "%s: %u coefficients differ from the C reference", IMPLS[i].name,
                  bad);
        printf("mldsa kernels %s: checked\n", IMPLS[i].name);
    }
#if defined(QZT_DSA_ARMV7EM) || defined(QZT_DSA_ARMV6M)
    QZT_CHECK(abi_damage == 0, "AAPCS damage mask 0x%x", (unsigned)abi_damage);
#endif
    {
        impl wrong = IMPLS[0];
        unsigned bad_ntt, bad_acc, bad_red;

        wrong.ntt = ntt_wrong_zeta;
        wrong.pointwise_acc = acc_drops_last;
        wrong.reduce = reduce_unbounded;
        bad_ntt = poly_against_c(wrong.ntt, qzi_mldsa_ntt_c, -(Q - 1), Q - 1, -NB, NB, 4, &rng);
        bad_red = poly_against_c(wrong.reduce, qzi_mldsa_reduce_c, INT32_MIN,
                                 QZI_MLDSA_REDUCE_IN_MAX, -QZI_MLDSA_REDUCE_BOUND,
                                 QZI_MLDSA_REDUCE_BOUND, 4, &rng);
        wrong.ntt = qzi_mldsa_ntt_c;
        wrong.reduce = qzi_mldsa_reduce_c;
        bad_acc = impl_against_c(&wrong, &rng, 4);
        QZT_CHECK(bad_ntt > 0 && bad_acc > 0 && bad_red > 0,
                  "missed a wrong NTT (%u), accumulation (%u) or reduce (%u)", bad_ntt, bad_acc,
                  bad_red);
    }
    {
        unsigned edges = 0;

        bad = fused_against_steps(&rng, 16, &edges);
        QZT_CHECK(bad == 0, "fused signing passes: %u differences from the separate steps", bad);
        QZT_CHECK(edges > 100, "make_hints' r0 + ct0 = -gamma2 case reached %u times only",
                  edges);
        printf("mldsa fused signing passes: checked (%u edge coefficients)\n", edges);
    }
    return qzt_finish("kernel-mldsa");
}

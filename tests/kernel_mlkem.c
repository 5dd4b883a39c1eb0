/*
 * ML-KEM polynomial kernels modulo q = 3329 (lib/internal/mlkem_kernel.h).
 *
 * 1. The C reference against the definitions, coefficient by coefficient
 *    mod q: the NTT as the residues of f modulo X^2 - gamma_i (gamma_i =
 *    17^(2 BitRev7(i) + 1), FIPS 203 section 4.3) evaluated directly; the
 *    inverse NTT as R f from NTT(f); the cached base multiplication as the
 *    products of the degree-1 residues modulo X^2 - gamma_i, times R^-1
 *    and summed over k; tomont as R p; reduce as p mod q in [0, q).
 * 2. Every implementation built for this core (the _c twins and the
 *    assembly of the core's set) against the C reference on the same
 *    inputs: random coefficients, the extremes of each input bound (all
 *    coefficients at +bound or -bound, alternating, single non-zero ones),
 *    k = 1 to 4, the base multiplication also written over its first a
 *    (r = a), results compared mod q and checked against the contract's
 *    output bounds, with guard words around every output; the assembly
 *    through qzt_abicall6, which checks that r4-r11 and sp survive.
 * Deliberately wrong kernels (an NTT with one wrong zeta, a base
 * multiplication that drops the cache term) must be caught.
 */
#include <stdio.h>
#include <string.h>

#include "internal/mlkem_kernel.h"
#include "qzt.h"

#if defined(QZT_ARMV7EM) && defined(__ARM_FEATURE_DSP) && QZI_MLKEM_HAVE_ARMV7EM
#define QZT_KEM_ARMV7EM 1
#endif
#if defined(QZT_ARMV6M) && QZI_MLKEM_HAVE_ARMV6M
#define QZT_KEM_ARMV6M 1
#endif

#define Q QZI_MLKEM_Q
#define R_MOD_Q 2285 /* 2^16 mod q */
#define GUARD 0x5a5a

typedef void (*poly_fn)(int16_t *);
typedef void (*cache_fn)(int16_t *, const int16_t *);
typedef void (*basemul_fn)(int16_t *, const int16_t *, const int16_t *, const int16_t *,
                           unsigned);

typedef struct {
    const char *name;
    poly_fn ntt, invntt, tomont, reduce;
    cache_fn mulcache;
    basemul_fn basemul_acc;
} impl;

#if defined(QZT_KEM_ARMV7EM) || defined(QZT_KEM_ARMV6M)
uint32_t qzt_abicall6(uintptr_t c[8]);

static uint32_t abi_damage;

static void abi(uintptr_t fn, uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3,
                uintptr_t a4)
{
    uintptr_t c[8] = {fn, a0, a1, a2, a3, a4, 0, 0};

    abi_damage |= qzt_abicall6(c);
}

#define U(p) ((uintptr_t)(p))
#define ABI_WRAPPERS(x)                                                                   \
    static void abi_ntt_##x(int16_t *p) { abi(U(qzi_mlkem_ntt_##x), U(p), 0, 0, 0, 0); } \
    static void abi_invntt_##x(int16_t *p)                                                \
    {                                                                                     \
        abi(U(qzi_mlkem_invntt_##x), U(p), 0, 0, 0, 0);                                   \
    }                                                                                     \
    static void abi_tomont_##x(int16_t *p)                                                \
    {                                                                                     \
        abi(U(qzi_mlkem_tomont_##x), U(p), 0, 0, 0, 0);                                   \
    }                                                                                     \
    static void abi_reduce_##x(int16_t *p)                                                \
    {                                                                                     \
        abi(U(qzi_mlkem_reduce_##x), U(p), 0, 0, 0, 0);                                   \
    }                                                                                     \
    static void abi_mulcache_##x(int16_t *c, const int16_t *b)                            \
    {                                                                                     \
        abi(U(qzi_mlkem_mulcache_##x), U(c), U(b), 0, 0, 0);                              \
    }                                                                                     \
    static void abi_basemul_##x(int16_t *r, const int16_t *a, const int16_t *b,           \
                                const int16_t *c, unsigned k)                             \
    {                                                                                     \
        abi(U(qzi_mlkem_basemul_acc_##x), U(r), U(a), U(b), U(c), k);                     \
    }
#ifdef QZT_KEM_ARMV7EM
ABI_WRAPPERS(armv7em)
#endif
#ifdef QZT_KEM_ARMV6M
ABI_WRAPPERS(armv6m)
#endif
#define ABI_IMPL(x)                                                                       \
    {#x, abi_ntt_##x, abi_invntt_##x, abi_tomont_##x, abi_reduce_##x, abi_mulcache_##x,   \
     abi_basemul_##x}
#endif

static const impl IMPLS[] = {
    {"c", qzi_mlkem_ntt_c, qzi_mlkem_invntt_c, qzi_mlkem_tomont_c, qzi_mlkem_reduce_c,
     qzi_mlkem_mulcache_c, qzi_mlkem_basemul_acc_c},
#ifdef QZT_KEM_ARMV7EM
    ABI_IMPL(armv7em),
#endif
#ifdef QZT_KEM_ARMV6M
    ABI_IMPL(armv6m),
#endif
};

static int32_t modq(int32_t x)
{
    x %= Q;
    return x < 0 ? x + Q : x;
}

static int32_t powq(int32_t b, unsigned e)
{
    int32_t r = 1;

    while (e--)
        r = modq(r * b);
    return r;
}

static unsigned bitrev7(unsigned i)
{
    unsigned r = 0;

    for (int b = 0; b < 7; b++)
        r |= ((i >> b) & 1) << (6 - b);
    return r;
}

static int32_t gamma_of(unsigned i)
{
    return powq(17, 2 * bitrev7(i) + 1);
}

static int32_t r_inv(void)
{
    int32_t r = 1;

    while (modq(r * R_MOD_Q) != 1)
        r++;
    return r;
}

/* Definitions (part 1). */
static void ntt_def(int32_t out[256], const int16_t f[256])
{
    for (unsigned i = 0; i < 128; i++) {
        int32_t g = gamma_of(i), gp = 1, e = 0, o = 0;

        for (unsigned m = 0; m < 128; m++) {
            e = modq(e + modq(f[2 * m]) * gp);
            o = modq(o + modq(f[2 * m + 1]) * gp);
            gp = modq(gp * g);
        }
        out[2 * i] = e;
        out[2 * i + 1] = o;
    }
}

/* Random coefficients in (-bound, bound); kind picks an extreme pattern. */
static void fill(int16_t *p, unsigned n, int32_t lo, int32_t hi, int kind, qzt_rng *rng)
{
    for (unsigned i = 0; i < n; i++) {
        int32_t v;

        switch (kind) {
        case 0: v = hi; break;
        case 1: v = lo; break;
        case 2: v = (i & 1) ? hi : lo; break;
        case 3: v = (i == qzt_rand32(rng) % n) ? hi : 0; break;
        default: v = lo + (int32_t)(qzt_rand32(rng) % (uint32_t)(hi - lo + 1)); break;
        }
        p[i] = (int16_t)v;
    }
}

static unsigned count_diff_modq(const int16_t *got, const int32_t *want, unsigned n,
                                int32_t lo, int32_t hi)
{
    unsigned bad = 0;

    for (unsigned i = 0; i < n; i++)
        bad += got[i] < lo || got[i] > hi || modq(got[i]) != modq(want[i]);
    return bad;
}

static unsigned c_against_definitions(qzt_rng *rng, int trials)
{
    static int16_t a[4][256], b[4][256], cache[4][128], p[256];
    static int32_t want[256], fa[256], fb[256];
    int32_t rinv = r_inv();
    unsigned bad = 0;

    for (int t = 0; t < trials; t++) {
        /* a short run (the cross builds) starts with random values */
        int kind = trials < 8 ? (t == 0 ? 4 : t % 4) : t < 4 ? t : 4;
        unsigned k = 1 + (unsigned)t % 4;

        /* NTT and its inverse */
        fill(p, 256, -(Q - 1), Q - 1, kind, rng);
        ntt_def(want, p);
        qzi_mlkem_ntt_c(p);
        bad += count_diff_modq(p, want, 256, -(QZI_MLKEM_NTT_BOUND - 1),
                               QZI_MLKEM_NTT_BOUND - 1);
        fill(p, 256, -(Q - 1), Q - 1, kind, rng);
        for (unsigned i = 0; i < 256; i++)
            want[i] = modq(p[i] * R_MOD_Q);
        qzi_mlkem_ntt_c(p);
        qzi_mlkem_invntt_c(p);
        bad += count_diff_modq(p, want, 256, -(Q - 1), Q - 1);

        /* base multiplication over k, with the cache */
        for (unsigned j = 0; j < k; j++) {
            fill(a[j], 256, 0, 4095, kind, rng);
            fill(b[j], 256, -(QZI_MLKEM_NTT_BOUND - 1), QZI_MLKEM_NTT_BOUND - 1, kind, rng);
            qzi_mlkem_mulcache_c(cache[j], b[j]);
        }
        for (unsigned i = 0; i < 256; i++)
            want[i] = 0;
        for (unsigned j = 0; j < k; j++) {
            for (unsigned i = 0; i < 256; i++) {
                fa[i] = modq(a[j][i]);
                fb[i] = modq(b[j][i]);
            }
            for (unsigned i = 0; i < 128; i++) {
                int32_t g = gamma_of(i);
                int32_t a0 = fa[2 * i], a1 = fa[2 * i + 1], b0 = fb[2 * i], b1 = fb[2 * i + 1];

                want[2 * i] = modq(want[2 * i] + modq(a0 * b0) + modq(modq(a1 * b1) * g));
                want[2 * i + 1] = modq(want[2 * i + 1] + modq(a0 * b1) + modq(a1 * b0));
            }
        }
        for (unsigned i = 0; i < 256; i++)
            want[i] = modq(want[i] * rinv);
        qzi_mlkem_basemul_acc_c(p, a[0], b[0], cache[0], k);
        bad += count_diff_modq(p, want, 256, -32768, 32767);

        /* tomont and reduce */
        fill(p, 256, -32768, 32767, kind, rng);
        for (unsigned i = 0; i < 256; i++)
            want[i] = modq(p[i] * R_MOD_Q);
        qzi_mlkem_tomont_c(p);
        bad += count_diff_modq(p, want, 256, -(Q - 1), Q - 1);
        fill(p, 256, -32768, 32767, kind, rng);
        for (unsigned i = 0; i < 256; i++)
            want[i] = modq(p[i]);
        qzi_mlkem_reduce_c(p);
        bad += count_diff_modq(p, want, 256, 0, Q - 1);
    }
    return bad;
}

/* One implementation against the C reference (part 2): outputs between
 * guard words, compared mod q and bounded as the contract says. */
static int16_t ga[4 * 256 + 4], gb[4 * 256 + 4], gc[4 * 128 + 4], gr[256 + 4], gw[256];
static int32_t want32[256];

static void guard(int16_t *buf, unsigned n)
{
    buf[0] = buf[1] = buf[n + 2] = buf[n + 3] = GUARD;
}

static unsigned guards_bad(const int16_t *buf, unsigned n)
{
    return (buf[0] != GUARD) + (buf[1] != GUARD) + (buf[n + 2] != GUARD) +
           (buf[n + 3] != GUARD);
}

static unsigned poly_against_c(poly_fn fn, poly_fn ref, int32_t in_lo, int32_t in_hi,
                               int32_t out_lo, int32_t out_hi, int kind, qzt_rng *rng)
{
    int16_t *p = gr + 2;

    guard(gr, 256);
    fill(p, 256, in_lo, in_hi, kind, rng);
    memcpy(gw, p, sizeof gw);
    ref(gw);
    for (unsigned i = 0; i < 256; i++)
        want32[i] = gw[i];
    fn(p);
    return count_diff_modq(p, want32, 256, out_lo, out_hi) + guards_bad(gr, 256);
}

static unsigned impl_against_c(const impl *im, qzt_rng *rng, int trials)
{
    unsigned bad = 0;
    const int32_t nb = QZI_MLKEM_NTT_BOUND - 1;

    for (int t = 0; t < trials; t++) {
        int kind = t < 4 ? t : 4;
        unsigned k = 1 + (unsigned)t % 4;
        int16_t *a = ga + 2, *b = gb + 2, *c = gc + 2, *r = gr + 2;

        bad += poly_against_c(im->ntt, qzi_mlkem_ntt_c, -(Q - 1), Q - 1, -nb, nb, kind, rng);
        bad += poly_against_c(im->invntt, qzi_mlkem_invntt_c, -32768, 32767, -(Q - 1), Q - 1,
                              kind, rng);
        bad += poly_against_c(im->tomont, qzi_mlkem_tomont_c, -32768, 32767, -(Q - 1), Q - 1,
                              kind, rng);
        bad += poly_against_c(im->reduce, qzi_mlkem_reduce_c, -32768, 32767, 0, Q - 1, kind,
                              rng);

        /* mulcache: b any int16_t */
        guard(gc, 128);
        fill(b, 256, -32768, 32767, kind, rng);
        qzi_mlkem_mulcache_c(gw, b);
        for (unsigned i = 0; i < 128; i++)
            want32[i] = gw[i];
        im->mulcache(c, b);
        bad += count_diff_modq(c, want32, 128, -(Q - 1), Q - 1) + guards_bad(gc, 128);

        /* basemul_acc over k: a in [0, 4096), b within the NTT bound */
        guard(ga, 4 * 256);
        guard(gb, 4 * 256);
        guard(gc, 4 * 128);
        guard(gr, 256);
        fill(a, 256 * k, 0, 4095, kind, rng);
        fill(b, 256 * k, -nb, nb, kind, rng);
        for (unsigned j = 0; j < k; j++)
            qzi_mlkem_mulcache_c(c + 128 * j, b + 256 * j);
        qzi_mlkem_basemul_acc_c(gw, a, b, c, k);
        for (unsigned i = 0; i < 256; i++)
            want32[i] = gw[i];
        im->basemul_acc(r, a, b, c, k);
        bad += count_diff_modq(r, want32, 256, -32768, 32767) + guards_bad(gr, 256);
        /* r = a: the product written over the first a */
        im->basemul_acc(a, a, b, c, k);
        bad += count_diff_modq(a, want32, 256, -32768, 32767) + guards_bad(ga, 4 * 256);
    }
    return bad;
}

/* Deliberately wrong kernels: the checks above must see them. */
static void ntt_wrong_zeta(int16_t *p)
{
    int16_t saved = p[255];

    qzi_mlkem_ntt_c(p);
    /* as if the last butterfly's zeta were 1: its odd output differs */
    p[255] = (int16_t)(p[255] + (saved != 0 ? 1 : 0));
}

static void basemul_no_cache(int16_t *r, const int16_t *a, const int16_t *b,
                             const int16_t *c, unsigned k)
{
    static int16_t zero[4 * 128];

    (void)c;
    qzi_mlkem_basemul_acc_c(r, a, b, zero, k);
}

int main(void)
{
    qzt_rng rng;
    unsigned bad;

    qzt_rng_seed(&rng, 0x6d6c6b65);
    /* eight trials per kind of input natively, four on the cores (the
     * M0+ simulator's time) */
#if defined(QZT_ARMV6M) || defined(QZT_ARMV7EM)
    bad = c_against_definitions(&rng, 4);
#else
    bad = c_against_definitions(&rng, 24);
#endif
    QZT_CHECK(bad == 0, "C reference: %u coefficients differ from the definitions", bad);
    for (size_t i = 0; i < sizeof IMPLS / sizeof IMPLS[0]; i++) {
        bad = impl_against_c(&IMPLS[i], &rng, 64);
        QZT_CHECK(bad == 0, "%s: %u coefficients differ from the C reference", IMPLS[i].name,
                  bad);
        printf("mlkem kernels %s: checked\n", IMPLS[i].name);
    }
#if defined(QZT_KEM_ARMV7EM) || defined(QZT_KEM_ARMV6M)
    QZT_CHECK(abi_damage == 0, "AAPCS damage mask 0x%x", (unsigned)abi_damage);
#endif
    {
        impl wrong = IMPLS[0];
        unsigned bad_ntt, bad_mul;

        wrong.ntt = ntt_wrong_zeta;
        wrong.basemul_acc = basemul_no_cache;
        bad_ntt = poly_against_c(wrong.ntt, qzi_mlkem_ntt_c, -(Q - 1), Q - 1,
                                 -(QZI_MLKEM_NTT_BOUND - 1), QZI_MLKEM_NTT_BOUND - 1, 4, &rng);
        bad_mul = impl_against_c(&wrong, &rng, 4);
        QZT_CHECK(bad_ntt > 0 && bad_mul > 0, "missed a wrong NTT (%u) or base multiplication (%u)",
                  bad_ntt, bad_mul);
    }
    return qzt_finish("kernel-mlkem");
}

/*
 * Field kernels modulo p = 2^448 - 2^224 - 1 (lib/internal/fe448_kernel.h).
 *
 * 1. The C reference against an independent route: the generic Montgomery
 *    kernel of the bignum layer with p's constants (a b = mont(mont(a, b),
 *    R^2 mod p), R = 2^448, R^2 = 3 2^224 + 2 mod p), modular add and sub,
 *    and 39082 a as a product, all on canonical values; the kernels' loose
 *    results are made canonical by repeated subtraction of p (at most twice
 *    for a value below 2^448).
 * 2. Every implementation built for this core (the _c twins and the
 *    assembly of the core's set) against that route on the extremes (0, 1,
 *    2, p - 1, p, p + 1, 2^224 - 1, 2^224, 2^224 + 1, 2^448 - 2^224 - 2,
 *    2^447, 2^448 - 2, 2^448 - 1, all-ones and single-bit limbs, all-ones
 *    halves) in every pair, and on random 448-bit values (all-ones limbs
 *    often), with r = a, r = b and a separate r with guard words around
 *    it; the assembly through qzt_abicall6, which checks that r4-r11 and
 *    sp survive.
 * 3. cnd_swap2 with both masks on random operands, guard words around both.
 * Deliberately wrong kernels (a product that folds 2^448 as 2^224 alone, a
 * subtraction that forgets the second borrow, an addition whose second
 * fold misses limb 7, a swap that leaves the last limb) must be caught.
 */
#include <stdio.h>
#include <string.h>

#include "internal/bignum_kernel.h"
#include "internal/fe448_kernel.h"
#include "qzt.h"

#if defined(QZT_ARMV7EM) && defined(__ARM_FEATURE_DSP) && QZI_FE448_HAVE_ARMV7EM
#define QZT_FE_ARMV7EM 1
#endif
#if defined(QZT_ARMV6M) && QZI_FE448_HAVE_ARMV6M
#define QZT_FE_ARMV6M 1
#endif

typedef void (*fe2_fn)(uint32_t *, const uint32_t *, const uint32_t *);
typedef void (*fe1_fn)(uint32_t *, const uint32_t *);

typedef void (*swap_fn)(uint32_t *, uint32_t *, uint32_t);

typedef struct {
    const char *name;
    fe2_fn mul, add, sub;
    fe1_fn sqr, a24;
    swap_fn swap;
} impl;

#define GUARD 0x5a5a5a5au

#define N 14
#define NB (4 * N)

static const uint32_t P[N] = {0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
                              0xffffffffu, 0xffffffffu, 0xffffffffu, 0xfffffffeu,
                              0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
                              0xffffffffu, 0xffffffffu};

#if defined(QZT_FE_ARMV7EM) || defined(QZT_FE_ARMV6M)
uint32_t qzt_abicall6(uintptr_t c[8]);

static uint32_t abi_damage;

static void abi(uintptr_t fn, uintptr_t a0, uintptr_t a1, uintptr_t a2)
{
    uintptr_t c[8] = {fn, a0, a1, a2, 0, 0, 0, 0};

    abi_damage |= qzt_abicall6(c);
}

#define U(p) ((uintptr_t)(p))
#define ABI_WRAPPERS(x)                                                                    \
    static void abi_mul_##x(uint32_t *r, const uint32_t *a, const uint32_t *b)             \
    {                                                                                      \
        abi(U(qzi_fe448_mul_##x), U(r), U(a), U(b));                                     \
    }                                                                                      \
    static void abi_add_##x(uint32_t *r, const uint32_t *a, const uint32_t *b)             \
    {                                                                                      \
        abi(U(qzi_fe448_add_##x), U(r), U(a), U(b));                                     \
    }                                                                                      \
    static void abi_sub_##x(uint32_t *r, const uint32_t *a, const uint32_t *b)             \
    {                                                                                      \
        abi(U(qzi_fe448_sub_##x), U(r), U(a), U(b));                                     \
    }                                                                                      \
    static void abi_sqr_##x(uint32_t *r, const uint32_t *a)                                \
    {                                                                                      \
        abi(U(qzi_fe448_sqr_##x), U(r), U(a), 0);                                        \
    }                                                                                      \
    static void abi_a24_##x(uint32_t *r, const uint32_t *a)                                \
    {                                                                                      \
        abi(U(qzi_fe448_mul_a24_##x), U(r), U(a), 0);                                    \
    }                                                                                      \
    static void abi_swap_##x(uint32_t *a, uint32_t *b, uint32_t mask)                      \
    {                                                                                      \
        abi(U(qzi_fe448_cnd_swap2_##x), U(a), U(b), mask);                                 \
    }
#ifdef QZT_FE_ARMV7EM
ABI_WRAPPERS(armv7em)
#endif
#ifdef QZT_FE_ARMV6M
ABI_WRAPPERS(armv6m)
#endif
#define ABI_IMPL(x)                                                                        \
    {#x, abi_mul_##x, abi_add_##x, abi_sub_##x, abi_sqr_##x, abi_a24_##x, abi_swap_##x}
#endif

static const impl IMPLS[] = {
    {"c", qzi_fe448_mul_c, qzi_fe448_add_c, qzi_fe448_sub_c, qzi_fe448_sqr_c,
     qzi_fe448_mul_a24_c, qzi_fe448_cnd_swap2_c},
#ifdef QZT_FE_ARMV7EM
    ABI_IMPL(armv7em),
#endif
#ifdef QZT_FE_ARMV6M
    ABI_IMPL(armv6m),
#endif
};

/* x mod p, canonical, for any x < 2^448 (at most two subtractions). */
static void canon(uint32_t r[N], const uint32_t x[N])
{
    uint32_t t[N];

    memcpy(r, x, NB);
    for (int k = 0; k < 3; k++)
        if (!qzi_bn_sub_c(t, r, P, N))
            memcpy(r, t, NB);
}

/* The route: Montgomery with R = 2^448 (m0inv = -p^-1 mod 2^32). */
static uint32_t m0inv, rr[N];

static void route_setup(void)
{
    uint32_t inv = P[0];

    for (int i = 0; i < 5; i++)
        inv *= 2u - P[0] * inv;
    m0inv = 0u - inv;
    /* R^2 mod p = (2^224 + 1)^2 = 2^448 + 2^225 + 1 = 3 2^224 + 2 */
    memset(rr, 0, sizeof rr);
    rr[0] = 2;
    rr[7] = 3;
}

static void route_mul(uint32_t r[N], const uint32_t a[N], const uint32_t b[N])
{
    uint32_t x[N], y[N], t[N];

    canon(x, a);
    canon(y, b);
    qzi_bn_mont_mul_c(t, x, y, P, m0inv, N);
    qzi_bn_mont_mul_c(r, t, rr, P, m0inv, N);
}

static void route_add(uint32_t r[N], const uint32_t a[N], const uint32_t b[N], int sub)
{
    uint32_t x[N], y[N], t[N];

    canon(x, a);
    canon(y, b);
    if (sub) {
        if (qzi_bn_sub_c(t, x, y, N))
            qzi_bn_add_c(t, t, P, N);
    } else if (qzi_bn_add_c(t, x, y, N)) { /* 2p > 2^448: a carry is worth 2^448 */
        qzi_bn_sub_c(t, t, P, N);        /* t + 2^448 - p, wraps back below 2^448 */
    }
    canon(r, t);
}

static uint32_t rng_word(qzt_rng *rng)
{
    return (qzt_rand32(rng) & 3) == 0 ? 0xffffffffu : qzt_rand32(rng);
}

#define NEDGE 20
static void edge(uint32_t x[N], int k, qzt_rng *rng)
{
    memset(x, 0, NB);
    switch (k) {
    case 0: break;
    case 1: x[0] = 1; break;
    case 2: x[0] = 2; break;
    case 3: memcpy(x, P, NB); x[0] -= 1; break;               /* p - 1 */
    case 4: memcpy(x, P, NB); break;                          /* p */
    case 5: memcpy(x, P, NB); x[0] = 0; x[7] += 1; break;     /* p + 1 */
    case 6: memset(x, 0xff, 28); break;                       /* 2^224 - 1 */
    case 7: x[7] = 1; break;                                  /* 2^224 */
    case 8: x[0] = 1; x[7] = 1; break;                        /* 2^224 + 1 */
    case 9: memcpy(x, P, NB); x[0] -= 2; break;               /* 2^448 - 2^224 - 3 */
    case 10: x[13] = 0x80000000u; break;                      /* 2^447 */
    case 11: memset(x, 0xff, NB); x[0] -= 1; break;           /* 2^448 - 2 */
    case 12: memset(x, 0xff, NB); break;                      /* 2^448 - 1 */
    case 13: memset(x + 7, 0xff, 28); break;                  /* 2^448 - 2^224 */
    case 14: memset(x, 0xff, NB); x[7] = 0; break;            /* a zero limb 7 */
    case 15: memset(x, 0xff, NB); x[0] = 0xfffffffdu; x[7] = 0xfffffffeu; break;
    case 16: x[qzt_rand32(rng) % N] = 1u << (qzt_rand32(rng) % 32); break;
    case 17:
        for (int i = 0; i < N; i++)
            x[i] = (qzt_rand32(rng) & 1) ? 0xffffffffu : 0;
        break;
    default:
        for (int i = 0; i < N; i++)
            x[i] = rng_word(rng);
        break;
    }
}

/* One pair through every kernel of im; returns the wrong results. */
static unsigned check_pair(const impl *im, const uint32_t a[N], const uint32_t b[N])
{
    uint32_t want[N], got[N], buf[N + 8], x[N];
    unsigned bad = 0;
    static const uint32_t K[N] = {39082u};

    for (int op = 0; op < 5; op++) {
        switch (op) {
        case 0: route_mul(want, a, b); break;
        case 1: route_mul(want, a, a); break;
        case 2: route_add(want, a, b, 0); break;
        case 3: route_add(want, a, b, 1); break;
        default: route_mul(want, a, K); break;
        }
        for (int alias = 0; alias < 3; alias++) {
            uint32_t *r = buf + 4, *pa = x, *pb = (uint32_t *)b;

            for (int i = 0; i < N + 8; i++)
                buf[i] = GUARD;
            memcpy(x, a, NB);
            if (alias == 1) {
                memcpy(r, a, NB);
                pa = r;
            } else if (alias == 2) {
                if (op == 1 || op == 4)
                    continue; /* one operand */
                memcpy(r, b, NB);
                pb = r;
            }
            switch (op) {
            case 0: im->mul(r, pa, pb); break;
            case 1: im->sqr(r, pa); break;
            case 2: im->add(r, pa, pb); break;
            case 3: im->sub(r, pa, pb); break;
            default: im->a24(r, pa); break;
            }
            canon(got, r);
            bad += memcmp(got, want, NB) != 0;
            for (int i = 0; i < 4; i++)
                bad += buf[i] != GUARD || buf[N + 4 + i] != GUARD;
        }
    }
    return bad;
}

static unsigned against_route(const impl *im, qzt_rng *rng, int trials)
{
    uint32_t a[N], b[N];
    unsigned bad = 0;

    for (int i = 0; i < NEDGE; i++)
        for (int j = 0; j < NEDGE; j++) {
            edge(a, i, rng);
            edge(b, j, rng);
            bad += check_pair(im, a, b);
        }
    for (int t = 0; t < trials; t++) {
        for (int i = 0; i < N; i++) {
            a[i] = rng_word(rng);
            b[i] = rng_word(rng);
        }
        bad += check_pair(im, a, b);
    }
    return bad;
}

/* cnd_swap2: both masks on random pairs (all-ones limbs often), guard
 * words around both operands. */
static unsigned check_swap(const impl *im, qzt_rng *rng, int trials)
{
    uint32_t x[2 * N + 8], y[2 * N + 8], x0[2 * N], y0[2 * N];
    unsigned bad = 0;

    for (int t = 0; t < trials; t++) {
        uint32_t mask = (t & 1) ? 0xffffffffu : 0;

        for (int i = 0; i < 2 * N + 8; i++)
            x[i] = y[i] = GUARD;
        for (int i = 0; i < 2 * N; i++) {
            x0[i] = x[4 + i] = rng_word(rng);
            y0[i] = y[4 + i] = rng_word(rng);
        }
        im->swap(x + 4, y + 4, mask);
        bad += memcmp(x + 4, mask ? y0 : x0, 2 * NB) != 0;
        bad += memcmp(y + 4, mask ? x0 : y0, 2 * NB) != 0;
        for (int i = 0; i < 4; i++)
            bad += x[i] != GUARD || y[i] != GUARD || x[2 * N + 4 + i] != GUARD ||
                   y[2 * N + 4 + i] != GUARD;
    }
    return bad;
}

/* A swap that leaves the last limb alone. */
static void broken_swap(uint32_t *a, uint32_t *b, uint32_t mask)
{
    uint32_t ta = a[2 * N - 1], tb = b[2 * N - 1];

    qzi_fe448_cnd_swap2_c(a, b, mask);
    a[2 * N - 1] = ta;
    b[2 * N - 1] = tb;
}

/* The faults: 2^448 folded as 2^224 alone (the product); the second
 * borrow forgotten (the subtraction); the second carry put into limb 0
 * but not limb 7 (the addition). */
static void broken_mul(uint32_t r[N], const uint32_t a[N], const uint32_t b[N])
{
    uint32_t t[2 * N];
    uint64_t acc = 0;

    qzi_bn_mul_c(t, a, b, N);
    /* t = L + 2^448 H -> L + 2^224 H (mod 2^448), its carry at limb 7 */
    for (int i = 0; i < N; i++) {
        acc += (uint64_t)t[i] + (i >= 7 ? t[N + i - 7] : 0);
        r[i] = (uint32_t)acc;
        acc >>= 32;
    }
    for (int k = 0; k < 2; k++) {
        uint64_t c = acc;

        acc = 0;
        for (int i = 7; i < N; i++) {
            acc += (uint64_t)r[i] + (i == 7 ? c : 0);
            r[i] = (uint32_t)acc;
            acc >>= 32;
        }
    }
}

static void broken_sub(uint32_t r[N], const uint32_t a[N], const uint32_t b[N])
{
    uint32_t t[N], borrow = qzi_bn_sub_c(t, a, b, N);
    uint64_t d = 0;

    for (int i = 0; i < N; i++) {
        d = (uint64_t)t[i] - (uint32_t)(d >> 63) - ((i == 0 || i == 7) ? borrow : 0);
        t[i] = (uint32_t)d;
    }
    memcpy(r, t, NB);
}

static void broken_add(uint32_t r[N], const uint32_t a[N], const uint32_t b[N])
{
    uint32_t t[N], c = qzi_bn_add_c(t, a, b, N);
    uint64_t acc = 0;

    for (int k = 0; k < 2; k++) {
        for (int i = 0; i < N; i++) {
            acc += (uint64_t)t[i] + ((i == 0 || (i == 7 && k == 0)) ? c : 0);
            t[i] = (uint32_t)acc;
            acc >>= 32;
        }
        c = (uint32_t)acc;
        acc = 0;
    }
    memcpy(r, t, NB);
}

int main(void)
{
    qzt_rng rng;

    qzt_rng_seed(&rng, 0x66653434);
    route_setup();
    for (size_t i = 0; i < sizeof IMPLS / sizeof IMPLS[0]; i++) {
        unsigned bad = against_route(&IMPLS[i], &rng, 300);
        unsigned bad_swap = check_swap(&IMPLS[i], &rng, 200);

        QZT_CHECK(bad == 0, "%s: %u results differ from the route", IMPLS[i].name, bad);
        QZT_CHECK(bad_swap == 0, "%s: %u wrong swaps", IMPLS[i].name, bad_swap);
        printf("%s: mul, sqr, add, sub, mul_a24 against the route; cnd_swap2\n",
               IMPLS[i].name);
    }
#if defined(QZT_FE_ARMV7EM) || defined(QZT_FE_ARMV6M)
    QZT_CHECK(abi_damage == 0, "AAPCS damage mask 0x%x", (unsigned)abi_damage);
    printf("assembly: AAPCS kept\n");
#endif
    {
        impl broken = IMPLS[0];
        unsigned bad_mul, bad_sub, bad_add, bad_swap;

        broken.mul = broken_mul;
        bad_mul = against_route(&broken, &rng, 8);
        broken = IMPLS[0];
        broken.sub = broken_sub;
        bad_sub = against_route(&broken, &rng, 8);
        broken = IMPLS[0];
        broken.add = broken_add;
        bad_add = against_route(&broken, &rng, 8);
        broken = IMPLS[0];
        broken.swap = broken_swap;
        bad_swap = check_swap(&broken, &rng, 8);
        QZT_CHECK(bad_mul > 0 && bad_sub > 0 && bad_add > 0 && bad_swap > 0,
                  "missed a wrong fold (%u), borrow (%u), carry (%u) or swap (%u)", bad_mul,
                  bad_sub, bad_add, bad_swap);
        printf("deliberate faults caught (%u fold, %u borrow, %u carry, %u swap)\n", bad_mul,
               bad_sub, bad_add, bad_swap);
    }
    return qzt_finish("kernel-fe448");
}

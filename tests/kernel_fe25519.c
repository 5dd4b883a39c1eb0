/*
 * Field kernels modulo p = 2^255 - 19 (lib/internal/fe25519_kernel.h).
 *
 * 1. The C reference against an independent route: the generic Montgomery
 *    kernel of the bignum layer with p's constants (a b = mont(mont(a, b),
 *    R^2 mod p)), modular add and sub, and 121666 a as a product, all on
 *    canonical values; the kernels' loose results are made canonical by
 *    repeated subtraction of p (at most twice for a value below 2^256).
 * 2. Every implementation built for this core (the _c twins and the
 *    assembly of the core's set) against that route on the extremes (0, 1,
 *    18, 19, 37, 38, p - 1, p, p + 1, 2^255 - 1, 2^255, 2^256 - 39, 2^256 -
 *    38, 2^256 - 1, all-ones and single-bit limbs) in every pair, and on
 *    random 256-bit values (all-ones limbs often), with r = a, r = b and a
 *    separate r with guard words around it; the assembly through
 *    qzt_abicall6, which checks that r4-r11 and sp survive.
 * 3. The ladder step of every implementation against
 *    qzi_x25519_ladder_step_c, the loop body over the _c kernels
 *    (canonical values of the five ladder elements, random states with edge
 *    elements, swap 0 and 1, guard words; the assembly through
 *    qzt_abicall6); a step that ignores swap must be caught.
 * Deliberately wrong kernels (a product that folds 2^256 as 19, a
 * subtraction that forgets the second borrow) must be caught.
 */
#include <stdio.h>
#include <string.h>

#include "internal/bignum_kernel.h"
#include "internal/fe25519_kernel.h"
#include "qzt.h"

#if defined(QZT_ARMV7EM) && defined(__ARM_FEATURE_DSP) && QZI_FE25519_HAVE_ARMV7EM
#define QZT_FE_ARMV7EM 1
#endif
#if defined(QZT_ARMV6M) && QZI_FE25519_HAVE_ARMV6M
#define QZT_FE_ARMV6M 1
#endif
#if defined(QZT_FE_ARMV7EM) && QZI_FE25519_HAVE_STEP_ARMV7EM
#define QZT_STEP_ARMV7EM 1
#endif
#if defined(QZT_FE_ARMV6M) && QZI_FE25519_HAVE_STEP_ARMV6M
#define QZT_STEP_ARMV6M 1
#endif

typedef void (*fe2_fn)(uint32_t *, const uint32_t *, const uint32_t *);
typedef void (*fe1_fn)(uint32_t *, const uint32_t *);

typedef struct {
    const char *name;
    fe2_fn mul, add, sub;
    fe1_fn sqr, a24;
} impl;

#define GUARD 0x5a5a5a5au

static const uint32_t P[8] = {0xffffffedu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
                              0xffffffffu, 0xffffffffu, 0xffffffffu, 0x7fffffffu};

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
        abi(U(qzi_fe25519_mul_##x), U(r), U(a), U(b));                                     \
    }                                                                                      \
    static void abi_add_##x(uint32_t *r, const uint32_t *a, const uint32_t *b)             \
    {                                                                                      \
        abi(U(qzi_fe25519_add_##x), U(r), U(a), U(b));                                     \
    }                                                                                      \
    static void abi_sub_##x(uint32_t *r, const uint32_t *a, const uint32_t *b)             \
    {                                                                                      \
        abi(U(qzi_fe25519_sub_##x), U(r), U(a), U(b));                                     \
    }                                                                                      \
    static void abi_sqr_##x(uint32_t *r, const uint32_t *a)                                \
    {                                                                                      \
        abi(U(qzi_fe25519_sqr_##x), U(r), U(a), 0);                                        \
    }                                                                                      \
    static void abi_a24_##x(uint32_t *r, const uint32_t *a)                                \
    {                                                                                      \
        abi(U(qzi_fe25519_mul_a24_##x), U(r), U(a), 0);                                    \
    }
#ifdef QZT_FE_ARMV7EM
ABI_WRAPPERS(armv7em)
#endif
#ifdef QZT_FE_ARMV6M
ABI_WRAPPERS(armv6m)
#endif
#define ABI_IMPL(x) {#x, abi_mul_##x, abi_add_##x, abi_sub_##x, abi_sqr_##x, abi_a24_##x}
#endif
#ifdef QZT_STEP_ARMV7EM
static void abi_step_armv7em(uint32_t *w, uint32_t swap)
{
    abi(U(qzi_x25519_ladder_step_armv7em), U(w), swap, 0);
}
#endif
#ifdef QZT_STEP_ARMV6M
static void abi_step_armv6m(uint32_t *w, uint32_t swap)
{
    abi(U(qzi_x25519_ladder_step_armv6m), U(w), swap, 0);
}
#endif

static const impl IMPLS[] = {
    {"c", qzi_fe25519_mul_c, qzi_fe25519_add_c, qzi_fe25519_sub_c, qzi_fe25519_sqr_c,
     qzi_fe25519_mul_a24_c},
#ifdef QZT_FE_ARMV7EM
    ABI_IMPL(armv7em),
#endif
#ifdef QZT_FE_ARMV6M
    ABI_IMPL(armv6m),
#endif
};

/* x mod p, canonical, for any x < 2^256 (at most two subtractions). */
static void canon(uint32_t r[8], const uint32_t x[8])
{
    uint32_t t[8];

    memcpy(r, x, 32);
    for (int k = 0; k < 3; k++)
        if (!qzi_bn_sub_c(t, r, P, 8))
            memcpy(r, t, 32);
}

/* The route: Montgomery with R = 2^256 (m0inv = -p^-1 mod 2^32). */
static uint32_t m0inv, rr[8];

static void route_setup(void)
{
    uint32_t inv = P[0], t[16];

    for (int i = 0; i < 5; i++)
        inv *= 2u - P[0] * inv;
    m0inv = 0u - inv;
    /* R^2 mod p = 38^2 (2^256 = 38) */
    memset(t, 0, sizeof t);
    t[0] = 38u * 38u;
    memcpy(rr, t, 32);
}

static void route_mul(uint32_t r[8], const uint32_t a[8], const uint32_t b[8])
{
    uint32_t x[8], y[8], t[8];

    canon(x, a);
    canon(y, b);
    qzi_bn_mont_mul_c(t, x, y, P, m0inv, 8);
    qzi_bn_mont_mul_c(r, t, rr, P, m0inv, 8);
}

static void route_add(uint32_t r[8], const uint32_t a[8], const uint32_t b[8], int sub)
{
    uint32_t x[8], y[8], t[8];

    canon(x, a);
    canon(y, b);
    if (sub) {
        if (qzi_bn_sub_c(t, x, y, 8))
            qzi_bn_add_c(t, t, P, 8);
    } else {
        qzi_bn_add_c(t, x, y, 8); /* < 2p < 2^256 */
    }
    canon(r, t);
}

static uint32_t rng_word(qzt_rng *rng)
{
    return (qzt_rand32(rng) & 3) == 0 ? 0xffffffffu : qzt_rand32(rng);
}

#define NEDGE 17
static void edge(uint32_t x[8], int k, qzt_rng *rng)
{
    memset(x, 0, 32);
    switch (k) {
    case 0: break;
    case 1: x[0] = 1; break;
    case 2: x[0] = 18; break;
    case 3: x[0] = 19; break;
    case 4: x[0] = 37; break;
    case 5: x[0] = 38; break;
    case 6: memcpy(x, P, 32); x[0] -= 1; break;           /* p - 1 */
    case 7: memcpy(x, P, 32); break;                      /* p */
    case 8: memcpy(x, P, 32); x[0] += 1; break;           /* p + 1 */
    case 9: memset(x, 0xff, 32); x[7] = 0x7fffffffu; break; /* 2^255 - 1 */
    case 10: x[7] = 0x80000000u; break;                   /* 2^255 */
    case 11: memset(x, 0xff, 32); x[0] -= 38; break;      /* 2^256 - 39 */
    case 12: memset(x, 0xff, 32); x[0] -= 37; break;      /* 2^256 - 38 */
    case 13: memset(x, 0xff, 32); break;                  /* 2^256 - 1 */
    case 14: x[qzt_rand32(rng) % 8] = 1u << (qzt_rand32(rng) % 32); break;
    case 15: for (int i = 0; i < 8; i++) x[i] = (qzt_rand32(rng) & 1) ? 0xffffffffu : 0; break;
    default: for (int i = 0; i < 8; i++) x[i] = rng_word(rng); break;
    }
}

/* One pair through every kernel of im; returns the wrong results. */
static unsigned check_pair(const impl *im, const uint32_t a[8], const uint32_t b[8])
{
    uint32_t want[8], got[8], buf[8 + 8], x[8];
    unsigned bad = 0;
    static const uint32_t K[8] = {121666u, 0, 0, 0, 0, 0, 0, 0};

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

            for (int i = 0; i < 16; i++)
                buf[i] = GUARD;
            memcpy(x, a, 32);
            if (alias == 1) {
                memcpy(r, a, 32);
                pa = r;
            } else if (alias == 2) {
                if (op == 1 || op == 4)
                    continue; /* one operand */
                memcpy(r, b, 32);
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
            bad += memcmp(got, want, 32) != 0;
            for (int i = 0; i < 4; i++)
                bad += buf[i] != GUARD || buf[12 + i] != GUARD;
        }
    }
    return bad;
}

static unsigned against_route(const impl *im, qzt_rng *rng, int trials)
{
    uint32_t a[8], b[8];
    unsigned bad = 0;

    for (int i = 0; i < NEDGE; i++)
        for (int j = 0; j < NEDGE; j++) {
            edge(a, i, rng);
            edge(b, j, rng);
            bad += check_pair(im, a, b);
        }
    for (int t = 0; t < trials; t++) {
        for (int i = 0; i < 8; i++) {
            a[i] = rng_word(rng);
            b[i] = rng_word(rng);
        }
        bad += check_pair(im, a, b);
    }
    return bad;
}

/* 3. The ladder step: every implementation against
 * qzi_x25519_ladder_step_c (canonical values of x1, x2, z2, x3, z3) on
 * random states with edge elements, swap 0 and 1, with guard words around
 * w; a step that ignores swap must be caught. */
typedef void (*step_fn)(uint32_t *, uint32_t);

static unsigned step_against_c(step_fn step, qzt_rng *rng, int trials)
{
    uint32_t ref[56], buf[4 + 56 + 4], want[8], got[8];
    uint32_t *w = buf + 4;
    unsigned bad = 0;

    for (int t = 0; t < trials; t++) {
        uint32_t swap = (uint32_t)t & 1u;

        for (int e = 0; e < 7; e++)
            edge(ref + 8 * e, (int)(qzt_rand32(rng) % (NEDGE + 8)), rng);
        for (int i = 0; i < 4; i++)
            buf[i] = buf[60 + i] = GUARD;
        memcpy(w, ref, sizeof ref);
        qzi_x25519_ladder_step_c(ref, swap);
        step(w, swap);
        for (int e = 0; e < 5; e++) { /* x1, x2, z2, x3, z3; A, B are scratch */
            canon(want, ref + 8 * e);
            canon(got, w + 8 * e);
            bad += memcmp(got, want, 32) != 0;
        }
        for (int i = 0; i < 4; i++)
            bad += buf[i] != GUARD || buf[60 + i] != GUARD;
    }
    return bad;
}

static void step_noswap(uint32_t *w, uint32_t swap)
{
    (void)swap;
    qzi_x25519_ladder_step_c(w, 0);
}

/* The faults: 2^256 folded as 19; the second borrow forgotten. */
static void broken_mul(uint32_t r[8], const uint32_t a[8], const uint32_t b[8])
{
    uint32_t t[16];
    uint64_t acc;

    qzi_bn_mul_c(t, a, b, 8);
    acc = 0;
    for (int i = 0; i < 8; i++) {
        acc += (uint64_t)t[i + 8] * 19u + t[i];
        r[i] = (uint32_t)acc;
        acc >>= 32;
    }
    acc *= 19u;
    for (int i = 0; i < 8; i++) {
        acc += r[i];
        r[i] = (uint32_t)acc;
        acc >>= 32;
    }
}

static void broken_sub(uint32_t r[8], const uint32_t a[8], const uint32_t b[8])
{
    uint32_t t[8], borrow = qzi_bn_sub_c(t, a, b, 8);
    uint64_t d = (uint64_t)t[0] - (38u & (0u - borrow));

    t[0] = (uint32_t)d;
    borrow = (uint32_t)(d >> 63);
    for (int i = 1; i < 8; i++) {
        d = (uint64_t)t[i] - borrow;
        t[i] = (uint32_t)d;
        borrow = (uint32_t)(d >> 63);
    }
    memcpy(r, t, 32);
}

int main(void)
{
    qzt_rng rng;

    qzt_rng_seed(&rng, 0x66653235);
    route_setup();
    for (size_t i = 0; i < sizeof IMPLS / sizeof IMPLS[0]; i++) {
        unsigned bad = against_route(&IMPLS[i], &rng, 400);

        QZT_CHECK(bad == 0, "%s: %u results differ from the route", IMPLS[i].name, bad);
        printf("%s: mul, sqr, add, sub, mul_a24 against the route\n", IMPLS[i].name);
    }
    {
        static const struct {
            const char *name;
            step_fn fn;
        } steps[] = {
            {"k", qzi_x25519_ladder_step_k},
#ifdef QZT_STEP_ARMV7EM
            {"armv7em", abi_step_armv7em},
#endif
#ifdef QZT_STEP_ARMV6M
            {"armv6m", abi_step_armv6m},
#endif
        };
        unsigned bad_noswap;

        for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) {
            unsigned bad = step_against_c(steps[i].fn, &rng, 600);

            QZT_CHECK(bad == 0, "ladder step %s: %u elements differ from the C reference",
                      steps[i].name, bad);
            printf("ladder step %s against the C reference\n", steps[i].name);
        }
        bad_noswap = step_against_c(step_noswap, &rng, 20);
        QZT_CHECK(bad_noswap > 0, "missed a ladder step that ignores swap");
        printf("deliberate fault caught (%u elements with the swap ignored)\n", bad_noswap);
    }
#if defined(QZT_FE_ARMV7EM) || defined(QZT_FE_ARMV6M)
    QZT_CHECK(abi_damage == 0, "AAPCS damage mask 0x%x", (unsigned)abi_damage);
    printf("assembly: AAPCS kept\n");
#endif
    {
        impl broken = IMPLS[0];
        unsigned bad_mul, bad_sub;

        broken.mul = broken_mul;
        bad_mul = against_route(&broken, &rng, 8);
        broken = IMPLS[0];
        broken.sub = broken_sub;
        bad_sub = against_route(&broken, &rng, 8);
        QZT_CHECK(bad_mul > 0 && bad_sub > 0, "missed a wrong fold (%u) or borrow (%u)",
                  bad_mul, bad_sub);
        printf("deliberate faults caught (%u fold, %u borrow)\n", bad_mul, bad_sub);
    }
    return qzt_finish("kernel-fe25519");
}

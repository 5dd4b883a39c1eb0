/*
 * Bignum kernel test (lib/internal/bignum_kernel.h).
 *
 * 1. The C reference against itself by independent routes: the fused
 *    Montgomery multiplication against multiply-then-reduce, squaring
 *    against multiplication, subtraction against addition, the P-256
 *    kernels against the generic Montgomery kernel with p256's constants,
 *    and Montgomery multiplication by R^2 then by 1 as the identity; the
 *    P-256 add/sub against the generic modular add/sub, the table read
 *    against plain indexing.
 * 2. Every implementation built for this core against the _c twins, for
 *    random operands and the extremes (zero, one, all-ones limbs, m - 1,
 *    operands with a single bit), for every limb count 1..18 and the RSA
 *    sizes, with guard words around every output; the P-256 add/sub also
 *    on the edges of their correction and with r = a, r = b; the table
 *    read for every count 1..16, every index and out-of-range ones; each
 *    assembly kernel called through qzt_abicall6, which checks that r4-r11
 *    and sp survive. The P-256 multiply and square also on edge results
 *    checked without the C reference (a times one in Montgomery form is
 *    a), and on operands of p and above, with guard words around r
 *    (p256_extremes).
 * Deliberately wrong "implementations" (the _c kernel with its result's
 * top limb flipped for one size; a P-256 add and sub with limb 6 of the
 * correction wrong; a table read that sees the index's low byte only;
 * P-256 kernels off on one edge value or writing past r) must be caught:
 * the gate proves itself.
 * 3. The signed multiply-accumulate qzi_bn_smac (the divstep inversion's
 *    product): the C reference against a sign-and-magnitude route over
 *    qzi_mul64, and the armv6m assembly against the C reference, on the
 *    extremes (0, +-1, +-2^15, +-2^16, INT32_MIN, INT32_MAX, ...) and
 *    random words, with extreme accumulators; an smac that drops a carry
 *    must be caught.
 * 4. The P-384 field kernels (C reference and assembly) against the
 *    generic Montgomery kernel and modular add/sub with p384's constants,
 *    for operands below p (zero, one, p - 1, single bits, random) and,
 *    where the result is unspecified but every implementation computes
 *    the same function, operands up to 2^384 - 1 (p, p + 1, all-ones,
 *    random 384-bit): r = a, r = b aliasing, guard words; a P-384
 *    multiply with one bit flipped must be caught.
 * 5. divsteps30 (the divstep inversion's inner loop): the C reference
 *    against a plain route (the three cases of the contract as branches,
 *    64-bit f and g carried exactly, the matrix checked against them),
 *    and the armv6m and armv7em assembly against the C reference through
 *    qzt_abicall6, on random words and the extremes (g with its low 0..30
 *    bits zero, all-ones words, f = 1, zeta at the ends of its range);
 *    a C kernel with one step's matrix wrong must be caught.
 */
#include <stdio.h>
#include <string.h>

#include "bignum/bn.h"
#include "internal/bignum_kernel.h"
#include "internal/ct.h"
#include "p384_edges.h"
#include "qzt.h"

typedef uint32_t (*add_fn)(uint32_t *, const uint32_t *, const uint32_t *, size_t);
typedef uint32_t (*cnd_fn)(uint32_t *, const uint32_t *, uint32_t, size_t);
typedef void (*mul_fn)(uint32_t *, const uint32_t *, const uint32_t *, size_t);
typedef void (*sqr_fn)(uint32_t *, const uint32_t *, size_t);
typedef void (*redc_fn)(uint32_t *, uint32_t *, const uint32_t *, uint32_t, size_t);
typedef void (*mont_fn)(uint32_t *, const uint32_t *, const uint32_t *, const uint32_t *,
                        uint32_t, size_t);
typedef void (*p256_mul_fn)(uint32_t *, const uint32_t *, const uint32_t *);
typedef void (*p256_sqr_fn)(uint32_t *, const uint32_t *);
typedef void (*p256_add_fn)(uint32_t *, const uint32_t *, const uint32_t *);
typedef void (*lookup_fn)(uint32_t *, const uint32_t *, size_t, size_t, size_t, uint32_t);

typedef struct {
    const char *name;
    add_fn add, sub;
    cnd_fn cnd_sub;
    mul_fn mul;
    sqr_fn sqr;
    redc_fn redc;
    mont_fn mont;
    p256_mul_fn p256_mul;
    p256_sqr_fn p256_sqr;
    p256_add_fn p256_add, p256_sub;
    lookup_fn lookup;
} impl;

#define IMPL(x)                                                                            \
    {#x,                 qzi_bn_add_##x,     qzi_bn_sub_##x,  qzi_bn_cnd_sub_##x,          \
     qzi_bn_mul_##x,     qzi_bn_sqr_##x,     qzi_bn_mont_redc_##x, qzi_bn_mont_mul_##x,    \
     qzi_p256_mul_##x,   qzi_p256_sqr_##x,   qzi_p256_add_##x, qzi_p256_sub_##x,           \
     qzi_bn_ct_lookup_##x}

/* The fault that proves the gate: mont_mul_c with the top limb flipped
 * for n = 5. */
static void broken_mont(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m,
                        uint32_t m0inv, size_t n)
{
    qzi_bn_mont_mul_c(r, a, b, m, m0inv, n);
    if (n == 5)
        r[n - 1] ^= 1;
}

/* The armv7em kernels need UMAAL: built where the target has the DSP
 * extension (lib/arch/armv7em/bignum.S). */
#if defined(QZT_ARMV7EM) && defined(__ARM_FEATURE_DSP)
#define QZT_BN_ARMV7EM 1
#define QZT_BN_ASM 1
#endif
/* The armv6m kernels run on every Arm core. */
#ifdef QZT_ARMV6M
#define QZT_BN_ASM 1
#endif

/* The assembly kernels are called through qzt_abicall6
 * (tests/support/abicall6_armv6m.S), which passes up to six arguments
 * with canaries in r4-r11 and reports any of them, or sp, that did not
 * survive; the damage of every call is collected here. */
#ifdef QZT_BN_ASM
uint32_t qzt_abicall6(uintptr_t c[8]);

static uint32_t abi_damage;   /* OR of every call's damage mask */
static unsigned abi_calls;

static uint32_t abi6(uintptr_t fn, uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3,
                     uintptr_t a4, uintptr_t a5)
{
    uintptr_t c[8] = {fn, a0, a1, a2, a3, a4, a5, 0};

    abi_damage |= qzt_abicall6(c);
    abi_calls++;
    return (uint32_t)c[7];
}

#define U(p) ((uintptr_t)(p))
#define ABI_WRAPPERS(x)                                                                    \
    static uint32_t abi_add_##x(uint32_t *r, const uint32_t *a, const uint32_t *b,         \
                                size_t n)                                                  \
    {                                                                                      \
        return abi6(U(qzi_bn_add_##x), U(r), U(a), U(b), n, 0, 0);                         \
    }                                                                                      \
    static uint32_t abi_sub_##x(uint32_t *r, const uint32_t *a, const uint32_t *b,         \
                                size_t n)                                                  \
    {                                                                                      \
        return abi6(U(qzi_bn_sub_##x), U(r), U(a), U(b), n, 0, 0);                         \
    }                                                                                      \
    static uint32_t abi_cnd_sub_##x(uint32_t *r, const uint32_t *m, uint32_t mask,         \
                                    size_t n)                                              \
    {                                                                                      \
        return abi6(U(qzi_bn_cnd_sub_##x), U(r), U(m), mask, n, 0, 0);                     \
    }                                                                                      \
    static void abi_mul_##x(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n)   \
    {                                                                                      \
        abi6(U(qzi_bn_mul_##x), U(r), U(a), U(b), n, 0, 0);                                \
    }                                                                                      \
    static void abi_sqr_##x(uint32_t *r, const uint32_t *a, size_t n)                      \
    {                                                                                      \
        abi6(U(qzi_bn_sqr_##x), U(r), U(a), n, 0, 0, 0);                                   \
    }                                                                                      \
    static void abi_redc_##x(uint32_t *r, uint32_t *t, const uint32_t *m, uint32_t m0inv,  \
                             size_t n)                                                     \
    {                                                                                      \
        abi6(U(qzi_bn_mont_redc_##x), U(r), U(t), U(m), m0inv, n, 0);                      \
    }                                                                                      \
    static void abi_mont_##x(uint32_t *r, const uint32_t *a, const uint32_t *b,            \
                             const uint32_t *m, uint32_t m0inv, size_t n)                  \
    {                                                                                      \
        abi6(U(qzi_bn_mont_mul_##x), U(r), U(a), U(b), U(m), m0inv, n);                    \
    }                                                                                      \
    static void abi_p256_mul_##x(uint32_t *r, const uint32_t *a, const uint32_t *b)        \
    {                                                                                      \
        abi6(U(qzi_p256_mul_##x), U(r), U(a), U(b), 0, 0, 0);                              \
    }                                                                                      \
    static void abi_p256_sqr_##x(uint32_t *r, const uint32_t *a)                           \
    {                                                                                      \
        abi6(U(qzi_p256_sqr_##x), U(r), U(a), 0, 0, 0, 0);                                 \
    }                                                                                      \
    static void abi_p256_add_##x(uint32_t *r, const uint32_t *a, const uint32_t *b)        \
    {                                                                                      \
        abi6(U(qzi_p256_add_##x), U(r), U(a), U(b), 0, 0, 0);                              \
    }                                                                                      \
    static void abi_p256_sub_##x(uint32_t *r, const uint32_t *a, const uint32_t *b)        \
    {                                                                                      \
        abi6(U(qzi_p256_sub_##x), U(r), U(a), U(b), 0, 0, 0);                              \
    }                                                                                      \
    static void abi_lookup_##x(uint32_t *out, const uint32_t *table, size_t count,         \
                               size_t words, size_t stride, uint32_t index)                \
    {                                                                                      \
        abi6(U(qzi_bn_ct_lookup_##x), U(out), U(table), count, words, stride, index);      \
    }

#define ABI_IMPL(x)                                                                        \
    {#x,             abi_add_##x,  abi_sub_##x,  abi_cnd_sub_##x, abi_mul_##x,             \
     abi_sqr_##x,    abi_redc_##x, abi_mont_##x, abi_p256_mul_##x, abi_p256_sqr_##x,       \
     abi_p256_add_##x, abi_p256_sub_##x, abi_lookup_##x}
#endif

#ifdef QZT_BN_ARMV7EM
ABI_WRAPPERS(armv7em)
#endif
#ifdef QZT_ARMV6M
ABI_WRAPPERS(armv6m)
#endif

/* Every implementation built for this core (QZT_ARMV6M ... name the
 * assembly a cross build links), then the reference itself. */
static const impl IMPLS[] = {
#ifdef QZT_ARMV6M
    ABI_IMPL(armv6m),
#endif
#ifdef QZT_BN_ARMV7EM
    ABI_IMPL(armv7em),
#endif
    IMPL(c),
};

#define MAXN QZI_BN_MAX_LIMBS
#define GUARD 0xa5a5a5a5u

static const uint32_t P256[8] = {0xffffffffu, 0xffffffffu, 0xffffffffu, 0,
                                 0,           0,           1,           0xffffffffu};

static uint32_t inv32(uint32_t m) /* m^-1 mod 2^32, m odd (Newton) */
{
    uint32_t x = m;

    for (int i = 0; i < 5; i++)
        x *= 2 - m * x;
    return x;
}

/* A random value below m (n limbs) of the chosen kind. */
static void operand(qzt_rng *rng, uint32_t *x, const uint32_t *m, size_t n, int kind)
{
    memset(x, 0, n * 4);
    switch (kind) {
    case 0: /* zero */
        break;
    case 1: /* one */
        x[0] = 1;
        break;
    case 2: /* m - 1 */
        memcpy(x, m, n * 4);
        x[0] -= 1;
        break;
    case 3: /* a single bit */
        x[qzt_rand32(rng) % n] = 1u << (qzt_rand32(rng) % 32);
        break;
    default: /* random: all-ones limbs sometimes */
        for (size_t i = 0; i < n; i++)
            x[i] = (qzt_rand32(rng) & 3) == 0 ? 0xffffffffu : qzt_rand32(rng);
        break;
    }
    /* Below m: clear what is above m's top bit (x < 2m then), then
     * subtract m while >= m (at most once). */
    {
        uint32_t tmp[MAXN], mask;
        size_t t = n;

        while (t > 1 && m[t - 1] == 0)
            t--;
        for (size_t i = t; i < n; i++)
            x[i] = 0;
        mask = m[t - 1];
        mask |= mask >> 1;
        mask |= mask >> 2;
        mask |= mask >> 4;
        mask |= mask >> 8;
        mask |= mask >> 16;
        x[t - 1] &= mask;
        while (!qzi_bn_sub_c(tmp, x, m, n))
            memcpy(x, tmp, n * 4);
    }
}

/* A random odd modulus of n limbs with a nonzero top limb, sometimes with
 * all-ones limbs (the shape of p256 and p521). */
static void modulus(qzt_rng *rng, uint32_t *m, size_t n)
{
    for (size_t i = 0; i < n; i++)
        m[i] = (qzt_rand32(rng) & 1) ? 0xffffffffu : qzt_rand32(rng);
    m[0] |= 1;
    if (m[n - 1] == 0)
        m[n - 1] = 1;
}

static int same(const uint32_t *x, const uint32_t *y, size_t n)
{
    return memcmp(x, y, n * 4) == 0;
}

static int guards_ok(const uint32_t *buf, size_t used, size_t total)
{
    for (size_t i = used; i < total; i++)
        if (buf[i] != GUARD)
            return 0;
    return 1;
}

/* Part 1: the C reference by independent routes. */
static void reference_routes(qzt_rng *rng, size_t n)
{
    static uint32_t m[MAXN], a[MAXN], b[MAXN], t[2 * MAXN], u[2 * MAXN], r1[MAXN], r2[MAXN];
    uint32_t m0inv;

    modulus(rng, m, n);
    m0inv = (uint32_t)0 - inv32(m[0]);
    for (int kind = 0; kind < 8; kind++) {
        operand(rng, a, m, n, kind);
        operand(rng, b, m, n, (kind + 3) % 8);
        qzi_bn_mont_mul_c(r1, a, b, m, m0inv, n);
        qzi_bn_mul_c(t, a, b, n);
        qzi_bn_mont_redc_c(r2, t, m, m0inv, n);
        QZT_CHECK(same(r1, r2, n), "c: mont_mul != mul + redc (n %u, kind %d)", (unsigned)n,
                  kind);
        qzi_bn_mul_c(t, a, a, n);
        qzi_bn_sqr_c(u, a, n);
        QZT_CHECK(same(t, u, 2 * n), "c: sqr != mul (n %u, kind %d)", (unsigned)n, kind);
        {
            uint32_t c = qzi_bn_add_c(r1, a, b, n);
            uint32_t bw = qzi_bn_sub_c(r2, r1, b, n);

            QZT_CHECK(same(r2, a, n) && c == bw, "c: (a + b) - b != a (n %u)", (unsigned)n);
        }
        {
            /* cnd_sub with mask 0 is the identity; with all-ones it is sub. */
            uint32_t bw1, bw2;

            memcpy(r1, a, n * 4);
            bw1 = qzi_bn_cnd_sub_c(r1, b, 0, n);
            QZT_CHECK(same(r1, a, n) && bw1 == 0, "c: cnd_sub mask 0 changed r");
            memcpy(r1, a, n * 4);
            bw1 = qzi_bn_cnd_sub_c(r1, b, 0xffffffffu, n);
            bw2 = qzi_bn_sub_c(r2, a, b, n);
            QZT_CHECK(same(r1, r2, n) && bw1 == bw2, "c: cnd_sub != sub");
        }
        {
            /* The bignum layer's select and swap (lib/bignum/bn.h), which
             * the curves to come use: mask 0 keeps, all-ones moves. */
            uint32_t x[MAXN], y[MAXN];

            memcpy(x, a, n * 4);
            memcpy(y, b, n * 4);
            qzi_bn_cnd_swap(x, y, 0, n);
            QZT_CHECK(same(x, a, n) && same(y, b, n), "bn: cnd_swap mask 0 swapped");
            qzi_bn_cnd_swap(x, y, 0xffffffffu, n);
            QZT_CHECK(same(x, b, n) && same(y, a, n), "bn: cnd_swap did not swap");
            qzi_bn_cnd_copy(x, a, 0, n);
            QZT_CHECK(same(x, b, n), "bn: cnd_copy mask 0 copied");
            qzi_bn_cnd_copy(x, a, 0xffffffffu, n);
            QZT_CHECK(same(x, a, n), "bn: cnd_copy did not copy");
        }
        {
            /* x * R mod m through mont_mul with R^2, back with 1. */
            uint32_t one[MAXN], r2m[MAXN], big[2 * MAXN];

            /* R^2 mod m by doubling 1 for 64n steps: slow and obvious. */
            memset(one, 0, n * 4);
            one[0] = 1;
            memcpy(r2m, one, n * 4);
            for (size_t i = 0; i < 64 * n; i++) {
                uint32_t c = qzi_bn_add_c(r2m, r2m, r2m, n);
                uint32_t bw = qzi_bn_sub_c(big, r2m, m, n);

                if (c || !bw)
                    memcpy(r2m, big, n * 4);
            }
            qzi_bn_mont_mul_c(r1, a, r2m, m, m0inv, n);
            qzi_bn_mont_mul_c(r2, r1, one, m, m0inv, n);
            QZT_CHECK(same(r2, a, n), "c: from(to(a)) != a (n %u, kind %d)", (unsigned)n,
                      kind);
        }
    }
}

/* Part 2: one implementation against the _c twins. */
static unsigned against_c(const impl *im, mont_fn mont, qzt_rng *rng, size_t n)
{
    static uint32_t m[MAXN], a[MAXN], b[MAXN], want[2 * MAXN + 4], got[2 * MAXN + 4];
    static uint32_t t1[2 * MAXN], t2[2 * MAXN];
    uint32_t m0inv, cw, cg;
    unsigned bad = 0;

    modulus(rng, m, n);
    m0inv = (uint32_t)0 - inv32(m[0]);
    for (int kind = 0; kind < 8; kind++) {
        operand(rng, a, m, n, kind);
        operand(rng, b, m, n, (kind + 5) % 8);
#define OUT_RESET() (memset(want, 0, sizeof want), memset(got, 0xa5, sizeof got))
        OUT_RESET();
        cw = qzi_bn_add_c(want, a, b, n);
        cg = im->add(got, a, b, n);
        bad += !(same(want, got, n) && cw == cg && guards_ok(got, n, n + 4));
        OUT_RESET();
        cw = qzi_bn_sub_c(want, a, b, n);
        cg = im->sub(got, a, b, n);
        bad += !(same(want, got, n) && cw == cg && guards_ok(got, n, n + 4));
        for (int mk = 0; mk < 2; mk++) {
            uint32_t mask = mk ? 0xffffffffu : 0;

            memcpy(want, a, n * 4);
            memcpy(got, a, n * 4);
            got[n] = GUARD;
            cw = qzi_bn_cnd_sub_c(want, b, mask, n);
            cg = im->cnd_sub(got, b, mask, n);
            bad += !(same(want, got, n) && cw == cg && got[n] == GUARD);
        }
        OUT_RESET();
        qzi_bn_mul_c(want, a, b, n);
        im->mul(got, a, b, n);
        bad += !(same(want, got, 2 * n) && guards_ok(got, 2 * n, 2 * n + 4));
        OUT_RESET();
        qzi_bn_sqr_c(want, a, n);
        im->sqr(got, a, n);
        bad += !(same(want, got, 2 * n) && guards_ok(got, 2 * n, 2 * n + 4));
        OUT_RESET();
        qzi_bn_mont_mul_c(want, a, b, m, m0inv, n);
        mont(got, a, b, m, m0inv, n);
        bad += !(same(want, got, n) && guards_ok(got, n, n + 4));
        OUT_RESET();
        qzi_bn_mul_c(t1, a, b, n);
        memcpy(t2, t1, n * 8);
        qzi_bn_mont_redc_c(want, t1, m, m0inv, n);
        im->redc(got, t2, m, m0inv, n);
        bad += !(same(want, got, n) && guards_ok(got, n, n + 4));
        /* In place: r = t. */
        qzi_bn_mul_c(t2, a, b, n);
        im->redc(t2, t2, m, m0inv, n);
        bad += !same(want, t2, n);
    }
    return bad;
}

/* P-256 add/sub (the C reference, and the assembly where it is mapped)
 * against the generic modular add/sub with p256 as the modulus; r may
 * alias a. */
static unsigned p256_addsub(qzt_rng *rng)
{
    uint32_t a[8], b[8], want[8], got[8];
    unsigned bad = 0;

    for (int kind = 0; kind < 8; kind++) {
        operand(rng, a, P256, 8, kind);
        operand(rng, b, P256, 8, (kind + 2) % 8);
        qzi_bn_mod_add(want, a, b, P256, 8);
        qzi_p256_add_c(got, a, b);
        bad += !same(want, got, 8);
        memcpy(got, a, 32);
        qzi_p256_add(got, got, b);
        bad += !same(want, got, 8);
        qzi_bn_mod_sub(want, a, b, P256, 8);
        qzi_p256_sub_c(got, a, b);
        bad += !same(want, got, 8);
        memcpy(got, a, 32);
        qzi_p256_sub(got, got, b);
        bad += !same(want, got, 8);
    }
    return bad;
}

static unsigned p256_against_c(const impl *im, qzt_rng *rng)
{
    uint32_t a[8], b[8], want[8], got[8], gen[8];
    unsigned bad = 0;

    for (int kind = 0; kind < 8; kind++) {
        operand(rng, a, P256, 8, kind);
        operand(rng, b, P256, 8, (kind + 2) % 8);
        qzi_bn_mont_mul_c(gen, a, b, P256, 1, 8);
        im->p256_mul(got, a, b);
        bad += !same(gen, got, 8);
        memcpy(got, a, 32); /* r = a */
        im->p256_mul(got, got, b);
        bad += !same(gen, got, 8);
        memcpy(got, b, 32); /* r = b */
        im->p256_mul(got, a, got);
        bad += !same(gen, got, 8);
        qzi_bn_mont_mul_c(want, a, a, P256, 1, 8);
        im->p256_sqr(got, a);
        bad += !same(want, got, 8);
        memcpy(got, a, 32);
        im->p256_sqr(got, got);
        bad += !same(want, got, 8);
    }
    return bad;
}

/* A pair a, b < p for the P-256 add/sub: the operand kinds (0..7), and
 * pairs on the edges of the correction: a + b = p - 1, p, p + 1 (the
 * carry of a + b + 2^256 - p), a = b and a = b - 1 (the borrow of a - b),
 * a = b = p - 1. */
#define P256_PAIRS 14
static void p256_pair(qzt_rng *rng, uint32_t a[8], uint32_t b[8], int kind)
{
    static const uint32_t ONE[8] = {1};

    operand(rng, a, P256, 8, kind < 8 ? kind : 4);
    operand(rng, b, P256, 8, (kind + 2) % 8);
    if (kind >= 8 && kind <= 10) {
        if (a[0] < 2)
            a[0] = 2; /* a >= 2 (still < p): p - a + 1 < p */
        qzi_bn_sub_c(b, P256, a, 8); /* a + b = p */
        if (kind == 8)
            qzi_bn_sub_c(b, b, ONE, 8);
        else if (kind == 10)
            qzi_bn_add_c(b, b, ONE, 8);
    } else if (kind == 11) {
        memcpy(b, a, 32);
    } else if (kind == 12) {
        a[7] >>= 1; /* a even and below 2^255: b = a + 1 < p */
        a[0] &= ~1u;
        memcpy(b, a, 32);
        b[0] |= 1;
    } else if (kind == 13) {
        qzi_bn_sub_c(a, P256, ONE, 8);
        memcpy(b, a, 32);
    }
}

/* One implementation's P-256 add and sub against the _c twins (which
 * p256_addsub checks against the generic modular add/sub): every pair
 * kind, with r apart (guard words after it), r = a, r = b, and r = a = b
 * when a = b. */
static unsigned p256_addsub_against_c(p256_add_fn add, p256_add_fn sub, qzt_rng *rng)
{
    uint32_t a[8], b[8], want[8], got[12];
    unsigned bad = 0;

    for (int kind = 0; kind < P256_PAIRS; kind++) {
        p256_pair(rng, a, b, kind);
        for (int op = 0; op < 2; op++) {
            p256_add_fn f = op ? sub : add;

            (op ? qzi_p256_sub_c : qzi_p256_add_c)(want, a, b);
            memset(got, 0xa5, sizeof got);
            f(got, a, b);
            bad += !(same(want, got, 8) && guards_ok(got, 8, 12));
            memcpy(got, a, 32); /* r = a */
            f(got, got, b);
            bad += !same(want, got, 8);
            memcpy(got, b, 32); /* r = b */
            f(got, a, got);
            bad += !same(want, got, 8);
            if (kind == 11 || kind == 13) { /* r = a = b */
                memcpy(got, a, 32);
                f(got, got, got);
                bad += !same(want, got, 8);
            }
        }
    }
    return bad;
}

/* The faults that prove the P-256 add/sub gate: the C kernels with limb 6
 * of the correction wrong when it is applied (p AND mask taken as mask
 * there, as an adder that forgets the >> 31 would), which only the pairs
 * near the edges and some random ones reach. */
static void broken_p256_add(uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    uint32_t s[8];

    qzi_p256_add_c(r, a, b);
    if (!qzi_bn_add_c(s, a, b, 8) && same(s, r, 8)) /* a + b < p: p was added back */
        r[6] += 0xfffffffeu;
}

static void broken_p256_sub(uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    uint32_t s[8];

    qzi_p256_sub_c(r, a, b);
    if (qzi_bn_sub_c(s, a, b, 8)) /* a < b: p was added back */
        r[6] += 0xfffffffeu;
}

/* The constant-time table read against the _c twin, and the _c twin
 * against plain indexing: every count 1..16 with the indexes 0..count-1,
 * and indexes that must read as no entry (count, 16, 255, and 256 + e,
 * 2^16 + e, 2^31 + e, 0xffffffff, which a kernel that looks at the low
 * bits only would take for entry e); for each count every width 4..20
 * (the kernels read eight or four columns at a time: every remainder,
 * one group and two, a short last group moved back) and 24, 34, 36, 51
 * (the curves' and longer); strides up to three words longer, one width
 * in five 64..100 words longer; guard words on both sides of out. */
#define LK_MAXW 128
#define LK_MAXS (51 + 100)
#define LK_TABLE (32 * (LK_MAXW + 3))
static unsigned lookup_one(lookup_fn f, const uint32_t *table, size_t count, size_t words,
                           size_t stride, uint32_t index)
{
    uint32_t want[LK_MAXW], got[LK_MAXW + 8], plain[LK_MAXW];
    unsigned bad = 0;

    memset(plain, 0, words * 4);
    if (index < count)
        memcpy(plain, table + index * stride, words * 4);
    qzi_bn_ct_lookup_c(want, table, count, words, stride, index);
    bad += !same(want, plain, words);
    for (size_t i = 0; i < LK_MAXW + 8; i++)
        got[i] = GUARD;
    f(got + 4, table, count, words, stride, index);
    bad += !(same(want, got + 4, words) && guards_ok(got, 0, 4) &&
             guards_ok(got, words + 4, LK_MAXW + 8));
    return bad;
}

static unsigned lookup_against_c(lookup_fn f, qzt_rng *rng)
{
    static const size_t WORDS[] = {4,  5,  6,  7,  8,  9,  10, 11, 12, 13, 14,
                                   15, 16, 17, 18, 19, 20, 24, 34, 36, 51};
    static const size_t RSA_WORDS[] = {32, 48, 64, 96, 128};
    static const size_t RSA_COUNTS[] = {8, 16, 17, 31, 32};
    static uint32_t table[LK_TABLE > 16 * LK_MAXS ? LK_TABLE : 16 * LK_MAXS];
    unsigned bad = 0;

    for (size_t i = 0; i < sizeof table / 4; i++)
        table[i] = qzt_rand32(rng);
    for (size_t count = 1; count <= 16; count++) {
        for (size_t w = 0; w < sizeof WORDS / sizeof WORDS[0]; w++) {
            size_t words = WORDS[w];
            size_t stride = words + qzt_rand32(rng) % 4;
            uint32_t e = qzt_rand32(rng) % count;
            const uint32_t more[] = {(uint32_t)count, 16,          255,        256 + e,
                                     0x10000u + e,    0x80000000u + e, 0xffffffffu};

            if ((count + w) % 5 == 0)
                stride = words + 64 + qzt_rand32(rng) % 37;
            for (uint32_t k = 0; k < count; k++)
                bad += lookup_one(f, table, count, words, stride, k);
            for (size_t k = 0; k < sizeof more / sizeof more[0]; k++)
                bad += lookup_one(f, table, count, words, stride, more[k]);
        }
    }
    /* RSA's tables: up to 32 entries of up to 128 words (count * stride <
     * 16384), strides up to three words longer. */
    for (size_t w = 0; w < sizeof RSA_WORDS / sizeof RSA_WORDS[0]; w++) {
        for (size_t c = 0; c < sizeof RSA_COUNTS / sizeof RSA_COUNTS[0]; c++) {
            size_t words = RSA_WORDS[w], count = RSA_COUNTS[c];
            size_t stride = words + qzt_rand32(rng) % 4;
            const uint32_t more[] = {(uint32_t)count, 32, 33, 0x10000u, 0xffffffffu};

            for (uint32_t k = 0; k < count; k++)
                bad += lookup_one(f, table, count, words, stride, k);
            for (size_t k = 0; k < sizeof more / sizeof more[0]; k++)
                bad += lookup_one(f, table, count, words, stride, more[k]);
        }
    }
    return bad;
}

/* The fault that proves the lookup gate: a read that looks at the low
 * byte of the index only (as a byte-wise counter that skips the clamp
 * would). */
static void broken_lookup(uint32_t *out, const uint32_t *table, size_t count, size_t words,
                          size_t stride, uint32_t index)
{
    qzi_bn_ct_lookup_c(out, table, count, words, stride, index & 0xffu);
}

/* Extreme P-256 operands, for every implementation:
 *  - results on the edges, by a route that does not use the C reference:
 *    (R mod p) is one in Montgomery form, so a * (R mod p) * 2^-256 = a
 *    for a < p. a runs over 0, 1, 2, p - 1, p - 2, 2^255, 2^96 - 1, 2^224,
 *    2^256 - 2^224 - 1, R mod p and random limbs; both operand orders,
 *    r = a and r = b; and (R mod p)^2 * 2^-256 = R mod p. The unreduced
 *    Montgomery result is then a or a + p, so the final subtraction is
 *    exercised right at p.
 *  - operands of p and above (p, p + 1, 2^256 - 2^224, 2^256 - 1, random
 *    limbs with an all-ones top limb), one or both, r aliased or not: the
 *    contract leaves the value open (below 2^256) but allows no fault and
 *    no write outside r, which guard words around r check. */
static const uint32_t P256_RMODP[8] = {1u,          0,           0,           0xffffffffu,
                                       0xffffffffu, 0xffffffffu, 0xfffffffeu, 0};

static void p256_edge_value(qzt_rng *rng, uint32_t x[8], int k)
{
    memset(x, 0, 32);
    switch (k) {
    case 0: /* 0 */
        break;
    case 1: /* 1 */
    case 2: /* 2 */
        x[0] = (uint32_t)k;
        break;
    case 3: /* p - 1 */
    case 4: /* p - 2 */
        memcpy(x, P256, 32);
        x[0] -= (uint32_t)(k - 2);
        break;
    case 5: /* 2^255 */
        x[7] = 0x80000000u;
        break;
    case 6: /* 2^96 - 1 */
        x[0] = x[1] = x[2] = 0xffffffffu;
        break;
    case 7: /* 2^224 */
        x[7] = 1;
        break;
    case 8: /* 2^256 - 2^224 - 1 */
        memset(x, 0xff, 28);
        x[7] = 0xfffffffeu;
        break;
    case 9: /* R mod p */
        memcpy(x, P256_RMODP, 32);
        break;
    default: /* random limbs below p (top limb below p's) */
        for (int i = 0; i < 8; i++)
            x[i] = (qzt_rand32(rng) & 1) ? 0xffffffffu : qzt_rand32(rng);
        x[7] &= 0xfffffffeu;
        break;
    }
}
#define P256_EDGE_KINDS 14

/* An operand of p or above. */
static void p256_high_value(qzt_rng *rng, uint32_t x[8], int k)
{
    switch (k) {
    case 0: /* p */
    case 1: /* p + 1 */
        memcpy(x, P256, 32);
        x[0] += (uint32_t)k; /* p's low limb is all-ones: p + 1 carries */
        if (k == 1)
            x[1] = x[2] = 0, x[3] = 1;
        break;
    case 2: /* 2^256 - 2^224 */
        memset(x, 0, 28);
        x[7] = 0xffffffffu;
        break;
    case 3: /* 2^256 - 1 */
        memset(x, 0xff, 32);
        break;
    default: /* random limbs, top limb all-ones */
        for (int i = 0; i < 7; i++)
            x[i] = (qzt_rand32(rng) & 1) ? 0xffffffffu : qzt_rand32(rng);
        x[7] = 0xffffffffu;
        break;
    }
}
#define P256_HIGH_KINDS 6

static unsigned p256_extremes(const impl *im, qzt_rng *rng)
{
    uint32_t a[8], b[8], buf[12];
    uint32_t *r = buf + 2; /* two guard words each side */
    unsigned bad = 0;

    for (int k = 0; k < P256_EDGE_KINDS; k++) {
        p256_edge_value(rng, a, k);
        for (int i = 0; i < 12; i++)
            buf[i] = GUARD;
        im->p256_mul(r, a, P256_RMODP);
        bad += !same(r, a, 8);
        im->p256_mul(r, P256_RMODP, a);
        bad += !same(r, a, 8);
        memcpy(r, a, 32); /* r = a */
        im->p256_mul(r, r, P256_RMODP);
        bad += !same(r, a, 8);
        memcpy(b, P256_RMODP, 32);
        memcpy(r, b, 32); /* r = b */
        im->p256_mul(r, a, r);
        bad += !same(r, a, 8);
        bad += !guards_ok(buf, 10, 12) + !guards_ok(buf, 0, 2);
    }
    im->p256_sqr(r, P256_RMODP);
    bad += !same(r, P256_RMODP, 8);
    for (int k = 0; k < P256_HIGH_KINDS; k++)
        for (int j = 0; j < P256_EDGE_KINDS + P256_HIGH_KINDS; j++) {
            p256_high_value(rng, a, k);
            if (j < P256_EDGE_KINDS)
                p256_edge_value(rng, b, j);
            else
                p256_high_value(rng, b, j - P256_EDGE_KINDS);
            for (int i = 0; i < 12; i++)
                buf[i] = GUARD;
            im->p256_mul(r, a, b);
            im->p256_mul(r, b, a);
            im->p256_sqr(r, a);
            memcpy(r, a, 32);
            im->p256_mul(r, r, b);
            memcpy(r, b, 32);
            im->p256_sqr(r, r);
            bad += !guards_ok(buf, 10, 12) + !guards_ok(buf, 0, 2);
        }
    return bad;
}

/* The faults that prove p256_extremes: a multiply off by one in limb 0
 * when its result is 2^255 (an edge value), and a square that writes one
 * word past r when its operand is above p. */
static void broken_p256_mul(uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    qzi_p256_mul_c(r, a, b);
    if (r[7] == 0x80000000u && r[0] == 0)
        r[0] = 1;
}

static void broken_p256_sqr(uint32_t *r, const uint32_t *a)
{
    int high = a[7] == 0xffffffffu;

    qzi_p256_sqr_c(r, a);
    if (high)
        r[8] ^= 1;
}

/* Part 3: smac. acc + a b by sign and magnitude: |a| |b| through the
 * unsigned qzi_mul64, negated when the signs differ. */
typedef int64_t (*smac_fn)(int64_t, int32_t, int32_t);

static int64_t smac_route(int64_t acc, int32_t a, int32_t b)
{
    uint32_t ma = a < 0 ? 0u - (uint32_t)a : (uint32_t)a;
    uint32_t mb = b < 0 ? 0u - (uint32_t)b : (uint32_t)b;
    uint64_t p = qzi_mul64(ma, mb);

    if ((a < 0) != (b < 0))
        p = 0 - p;
    return (int64_t)((uint64_t)acc + p);
}

/* The fault that proves part 3: the low word's carry lost when the
 * product's low half has its top bit set. */
static int64_t broken_smac(int64_t acc, int32_t a, int32_t b)
{
    int64_t r = qzi_bn_smac_c(acc, a, b);
    uint64_t p = (uint64_t)qzi_smul64(a, b);

    if (((uint32_t)acc + (uint32_t)p) < (uint32_t)acc)
        r = (int64_t)((uint64_t)r - ((uint64_t)1 << 32));
    return r;
}

#ifdef QZT_ARMV6M
/* The armv6m kernel through qzt_abicall6 (AAPCS check; c[7] is r0, the
 * low word), then directly for the full result. */
static int64_t abi_smac_armv6m(int64_t acc, int32_t a, int32_t b)
{
    uint32_t lo = abi6(U(qzi_bn_smac_armv6m), (uint32_t)(uint64_t)acc,
                       (uint32_t)((uint64_t)acc >> 32), (uint32_t)a, (uint32_t)b, 0, 0);
    int64_t r = qzi_bn_smac_armv6m(acc, a, b);

    return (uint32_t)(uint64_t)r == lo ? r : r ^ 1;
}
#endif

static unsigned smac_against(smac_fn got, smac_fn want, qzt_rng *rng, int trials)
{
    static const uint32_t EDGE[] = {0,           1,           0xffffffffu, 2,
                                    0x7fffu,     0x8000u,     0xffffu,     0x10000u,
                                    0xffff8000u, 0xffff0000u, 0x3fffffffu, 0x40000000u,
                                    0xc0000000u, 0x7fffffffu, 0x80000000u, 0x80000001u};
    static const uint64_t ACC[] = {0, 0xffffffffu, 0x100000000u, 0x7fffffffffffffffu,
                                   0x8000000000000000u, 0xffffffffffffffffu};
    unsigned bad = 0;
    const size_t ne = sizeof EDGE / sizeof EDGE[0], na = sizeof ACC / sizeof ACC[0];

    for (size_t i = 0; i < ne; i++)
        for (size_t j = 0; j < ne; j++) {
            int64_t acc = (int64_t)ACC[(i + j) % na];
            int32_t a = (int32_t)EDGE[i], b = (int32_t)EDGE[j];

            bad += got(acc, a, b) != want(acc, a, b);
        }
    for (int t = 0; t < trials; t++) {
        uint64_t acc = (uint64_t)qzt_rand32(rng) << 32 | qzt_rand32(rng);
        int32_t a = (int32_t)qzt_rand32(rng), b = (int32_t)qzt_rand32(rng);

        if (t & 1) /* the inversion's ranges: |a| <= 2^30, b < 2^30 */
            a >>= 1, b = (int32_t)((uint32_t)b >> 2);
        bad += got((int64_t)acc, a, b) != want((int64_t)acc, a, b);
    }
    return bad;
}

/* Part 5: divsteps30. */
typedef int32_t (*divsteps_fn)(int32_t, uint32_t, uint32_t, int32_t *);

/* The contract's steps as branches on exact 64-bit values (f and g sign-
 * extended from their low 30 bits: the kernel reads no more), then the
 * matrix checked against them: 2^30 f30 = u f + v g, 2^30 g30 = q f + r
 * g, |u| + |v| <= 2^30, |q| + |r| <= 2^30. Returns 1 when the kernel's
 * (zeta, t) is not the route's. */
static unsigned divsteps_route(int32_t zeta, uint32_t f, uint32_t g, int32_t got_zeta,
                               const int32_t t[4])
{
    int64_t f0 = (int64_t)((int32_t)(f << 2) >> 2), g0 = (int64_t)((int32_t)(g << 2) >> 2);
    int64_t fi = f0, gi = g0, z = zeta;
    int64_t u = t[0], v = t[1], q = t[2], r = t[3];

    for (int i = 0; i < 30; i++) {
        if (gi & 1) {
            if (z < 0) {
                int64_t of = fi;

                fi = gi;
                gi = (gi - of) / 2;
                z = -z - 2;
                continue;
            }
            gi = (gi + fi) / 2;
        } else {
            gi /= 2;
        }
        z -= 1;
    }
    if (z != got_zeta)
        return 1;
    if (u * f0 + v * g0 != fi * ((int64_t)1 << 30) ||
        q * f0 + r * g0 != gi * ((int64_t)1 << 30))
        return 1;
    if ((u < 0 ? -u : u) + (v < 0 ? -v : v) > ((int64_t)1 << 30) ||
        (q < 0 ? -q : q) + (r < 0 ? -r : r) > ((int64_t)1 << 30))
        return 1;
    return 0;
}

/* The fault that proves part 5: the C kernel with r off by 2^13 when g's
 * bit 17 is set (a wrong matrix, the right zeta). */
static int32_t broken_divsteps(int32_t zeta, uint32_t f, uint32_t g, int32_t t[4])
{
    int32_t z = qzi_bn_divsteps30_c(zeta, f, g, t);

    if (g & 0x20000u)
        t[3] += 0x2000;
    return z;
}

#ifdef QZT_ARMV6M
static int32_t abi_divsteps_armv6m(int32_t zeta, uint32_t f, uint32_t g, int32_t t[4])
{
    return (int32_t)abi6(U(qzi_bn_divsteps30_armv6m), (uint32_t)zeta, f, g, U(t), 0, 0);
}
#endif
#ifdef QZT_BN_ARMV7EM
static int32_t abi_divsteps_armv7em(int32_t zeta, uint32_t f, uint32_t g, int32_t t[4])
{
    return (int32_t)abi6(U(qzi_bn_divsteps30_armv7em), (uint32_t)zeta, f, g, U(t), 0, 0);
}
#endif

/* got against want on the extremes and `trials` random inputs (f odd);
 * want = NULL: against the plain route. */
static unsigned divsteps_against(divsteps_fn got, divsteps_fn want, qzt_rng *rng, int trials)
{
    static const uint32_t WORDS[] = {0,           1,           3,           0xffffffffu,
                                     0x3fffffffu, 0x40000000u, 0x80000000u, 0x7fffffffu,
                                     0xaaaaaaabu, 0x55555555u, 0x20000001u, 0xc0000001u};
    static const int32_t ZETAS[] = {-1, 0, 1, -2, -31, 30, -32, 31, 0x3fffffff, -0x40000000,
                                    0x3fffffc0, -0x3fffffc0};
    const size_t nw = sizeof WORDS / sizeof WORDS[0], nz = sizeof ZETAS / sizeof ZETAS[0];
    unsigned bad = 0;

    for (int t = 0; t < trials + (int)(nw * nw); t++) {
        int32_t tg[4], tw[4] = {0, 0, 0, 0}, zg, zw = 0;
        int32_t zeta = ZETAS[(size_t)t % nz];
        uint32_t f, g;

        if (t < (int)(nw * nw)) {
            f = WORDS[(size_t)t / nw] | 1u;
            g = WORDS[(size_t)t % nw];
        } else {
            f = qzt_rand32(rng) | 1u;
            g = qzt_rand32(rng);
            switch (t % 4) {
            case 0: /* g with its low 0..30 bits zero */
                g &= ~0u << (qzt_rand32(rng) % 31);
                break;
            case 1: /* zeta anywhere in its range */
                zeta = (int32_t)(qzt_rand32(rng) % 0x7fffffffu) - 0x3fffffff;
                break;
            case 2: /* zeta small: the usual case */
                zeta = (int32_t)(qzt_rand32(rng) % 129) - 64;
                break;
            default:
                break;
            }
        }
        zg = got(zeta, f, g, tg);
        if (want) {
            zw = want(zeta, f, g, tw);
            bad += zg != zw || memcmp(tg, tw, sizeof tg) != 0;
        } else {
            bad += divsteps_route(zeta, f, g, zg, tg);
        }
    }
    return bad;
}

/* Part 6: cnd_neg_mod. got against the plain route (mask 0 or r = 0:
 * r unchanged; otherwise m - r by qzi_bn_sub_c) for every n in 1..20 (the
 * armv7em kernel: eight limbs straight, other sizes by single limbs and
 * then four at a time: every remainder) and 24, 33; r of every operand
 * kind, mask zero and all-ones; guard words after r, m unchanged. */
typedef void (*cnd_neg_fn)(uint32_t *, const uint32_t *, uint32_t, size_t);

static unsigned cnd_neg_against(cnd_neg_fn got, qzt_rng *rng, int trials)
{
    static const size_t NS[] = {1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11,
                                12, 13, 14, 15, 16, 17, 18, 19, 20, 24, 33};
    unsigned bad = 0;

    for (size_t s = 0; s < sizeof NS / sizeof NS[0]; s++) {
        size_t n = NS[s];

        for (int t = 0; t < trials; t++) {
            uint32_t m[MAXN], m0[MAXN], r[MAXN + 4], want[MAXN];
            uint32_t mask = (t & 1) ? 0xffffffffu : 0;
            int zero = 1;

            modulus(rng, m, n);
            memcpy(m0, m, n * 4);
            operand(rng, r, m, n, t / 2 % 6);
            for (size_t i = 0; i < n; i++)
                zero &= r[i] == 0;
            memcpy(want, r, n * 4);
            if (mask && !zero)
                qzi_bn_sub_c(want, m, r, n);
            for (size_t i = n; i < n + 4; i++)
                r[i] = GUARD;
            got(r, m, mask, n);
            bad += !same(r, want, n) || !guards_ok(r, n, n + 4) || !same(m, m0, n);
        }
    }
    return bad;
}

/* The fault that proves it: a negation that forgets r = 0 (gives m). */
static void broken_cnd_neg(uint32_t *r, const uint32_t *m, uint32_t mask, size_t n)
{
    uint32_t t[MAXN];

    qzi_bn_sub_c(t, m, r, n);
    qzi_bn_cnd_copy(r, t, mask, n);
}

#ifdef QZT_BN_ARMV7EM
static void abi_cnd_neg_armv7em(uint32_t *r, const uint32_t *m, uint32_t mask, size_t n)
{
    abi6(U(qzi_bn_cnd_neg_mod_armv7em), U(r), U(m), mask, n, 0, 0);
}
#endif

/* Part 3: the P-384 field kernels. */
typedef void (*p384_fn)(uint32_t *, const uint32_t *, const uint32_t *);
typedef void (*p384_sqr_fn)(uint32_t *, const uint32_t *);

typedef struct {
    const char *name;
    p384_fn mul;
    p384_sqr_fn sqr;
    p384_fn add, sub;
} p384_impl;

static const uint32_t P384[12] = {0xffffffffu, 0,           0,           0xffffffffu,
                                  0xfffffffeu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
                                  0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu};

#ifdef QZT_BN_ARMV7EM
static void abi_p384_mul(uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    abi6(U(qzi_p384_mul_armv7em), U(r), U(a), U(b), 0, 0, 0);
}
static void abi_p384_sqr(uint32_t *r, const uint32_t *a)
{
    abi6(U(qzi_p384_sqr_armv7em), U(r), U(a), 0, 0, 0, 0);
}
static void abi_p384_add(uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    abi6(U(qzi_p384_add_armv7em), U(r), U(a), U(b), 0, 0, 0);
}
static void abi_p384_sub(uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    abi6(U(qzi_p384_sub_armv7em), U(r), U(a), U(b), 0, 0, 0);
}
#endif

static const p384_impl P384_IMPLS[] = {
#ifdef QZT_BN_ARMV7EM
    {"armv7em", abi_p384_mul, abi_p384_sqr, abi_p384_add, abi_p384_sub},
#endif
    {"c", qzi_p384_mul_c, qzi_p384_sqr_c, qzi_p384_add_c, qzi_p384_sub_c},
};

/* The fault that proves part 3: the C multiply with bit 7 of limb 5
 * flipped when a is odd. */
static void broken_p384_mul(uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    uint32_t odd = a[0] & 1;

    qzi_p384_mul_c(r, a, b);
    r[5] ^= odd << 7;
}

#define P384_KINDS 13
#define P384_IN_RANGE 9
/* Kinds 0..8 below p: operand()'s zero, one, p - 1, single bit, random;
 * 8 an operand whose square takes the assembly square's rarest carry
 * (tests/gen_p384_edges.py). Out of range: 9 p, 10 p + 1, 11 2^384 - 1,
 * 12 random 384-bit with all-ones limbs. */
static void p384_operand(qzt_rng *rng, uint32_t x[12], int kind)
{
    if (kind < 8) {
        operand(rng, x, P384, 12, kind);
        return;
    }
    if (kind == 8) {
        memcpy(x, P384_SQR_EDGES[qzt_rand32(rng) % 8], 48);
        return;
    }
    for (int i = 0; i < 12; i++)
        x[i] = kind == 9 || kind == 10 ? P384[i] : 0xffffffffu;
    if (kind == 10) { /* p + 1: limb 0 wraps to 0, limb 1 becomes 1 */
        x[0] = 0;
        x[1] = 1;
    }
    if (kind == 12)
        for (int i = 0; i < 12; i++)
            x[i] = (qzt_rand32(rng) & 1) ? 0xffffffffu : qzt_rand32(rng);
}

/* One implementation on one pair of operand kinds. In range, the results
 * must equal the generic kernels'; out of range (kind >= 9), the C
 * reference's (and the generic Montgomery kernel's: the same function). */
static unsigned p384_pair(const p384_impl *im, qzt_rng *rng, int ka, int kb)
{
    uint32_t a[12], b[12], want[12], got[16], alias[12];
    int in_range = ka < P384_IN_RANGE && kb < P384_IN_RANGE;
    unsigned bad = 0;

    p384_operand(rng, a, ka);
    p384_operand(rng, b, kb);
#define P384_GOT_RESET() memset(got, 0xa5, sizeof got)
#define P384_OK(w) (same(w, got, 12) && guards_ok(got, 12, 16))
    /* multiply: generic Montgomery kernel (also out of range), r = a, r = b */
    qzi_bn_mont_mul_c(want, a, b, P384, 1, 12);
    P384_GOT_RESET();
    im->mul(got, a, b);
    bad += !P384_OK(want);
    memcpy(alias, a, 48);
    im->mul(alias, alias, b);
    bad += !same(want, alias, 12);
    memcpy(alias, b, 48);
    im->mul(alias, a, alias);
    bad += !same(want, alias, 12);
    /* square */
    qzi_bn_mont_mul_c(want, a, a, P384, 1, 12);
    P384_GOT_RESET();
    im->sqr(got, a);
    bad += !P384_OK(want);
    memcpy(alias, a, 48);
    im->sqr(alias, alias);
    bad += !same(want, alias, 12);
    /* add, sub: the generic modular ones in range, the C reference out of it */
    if (in_range)
        qzi_bn_mod_add(want, a, b, P384, 12);
    else
        qzi_p384_add_c(want, a, b);
    P384_GOT_RESET();
    im->add(got, a, b);
    bad += !P384_OK(want);
    memcpy(alias, a, 48);
    im->add(alias, alias, b);
    bad += !same(want, alias, 12);
    memcpy(alias, b, 48);
    im->add(alias, a, alias);
    bad += !same(want, alias, 12);
    if (in_range)
        qzi_bn_mod_sub(want, a, b, P384, 12);
    else
        qzi_p384_sub_c(want, a, b);
    P384_GOT_RESET();
    im->sub(got, a, b);
    bad += !P384_OK(want);
    memcpy(alias, a, 48);
    im->sub(alias, alias, b);
    bad += !same(want, alias, 12);
    memcpy(alias, b, 48);
    im->sub(alias, a, alias);
    bad += !same(want, alias, 12);
    return bad;
}

static unsigned p384_against_generic(const p384_impl *im, qzt_rng *rng)
{
    unsigned bad = 0;

    for (int ka = 0; ka < P384_KINDS; ka++)
        for (int kb = 0; kb < P384_KINDS; kb++)
            bad += p384_pair(im, rng, ka, kb);
    return bad;
}

/* 23, 33 and 66: sizes past the assembly square's crossover to its own
 * code (every n mod 4 remainder of its four-row passes, odd n). */
/* P-521 field kernels (qzi_p521_mul/sqr/add/sub, p = 2^521 - 1, R = 2^544).
 * The C reference against the generic Montgomery kernel with p521's
 * constants (m0inv = 1: p = -1 mod 2^32) and the generic modular add/sub;
 * each implementation built for this core against the C reference, with
 * r = a and r = b, guard words after r; operands beyond p (up to
 * 2^544 - 1, which the contract allows without a meaning) must give a
 * value below 2^544 and leave the guards alone. */
static const uint32_t P521[17] = {0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
                                  0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
                                  0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
                                  0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
                                  0x1ffu};

typedef void (*p521_fn)(uint32_t *, const uint32_t *, const uint32_t *);
typedef void (*p521_sqr_fn)(uint32_t *, const uint32_t *);
typedef struct {
    const char *name;
    p521_fn mul;
    p521_sqr_fn sqr;
    p521_fn add, sub;
} p521_impl;

#ifdef QZT_BN_ARMV7EM
static void abi_p521_mul(uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    abi6(U(qzi_p521_mul_armv7em), U(r), U(a), U(b), 0, 0, 0);
}
static void abi_p521_sqr(uint32_t *r, const uint32_t *a)
{
    abi6(U(qzi_p521_sqr_armv7em), U(r), U(a), 0, 0, 0, 0);
}
static void abi_p521_add(uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    abi6(U(qzi_p521_add_armv7em), U(r), U(a), U(b), 0, 0, 0);
}
static void abi_p521_sub(uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    abi6(U(qzi_p521_sub_armv7em), U(r), U(a), U(b), 0, 0, 0);
}
#endif

/* The fault that proves the P-521 gate: the C multiply with one bit of
 * the result flipped when a's low limb is odd. */
static void broken_p521_mul(uint32_t *r, const uint32_t *a, const uint32_t *b)
{
    uint32_t odd = a[0] & 1u;

    qzi_p521_mul_c(r, a, b);
    r[8] ^= odd << 7;
}

static const p521_impl P521_IMPLS[] = {
#ifdef QZT_BN_ARMV7EM
    {"armv7em", abi_p521_mul, abi_p521_sqr, abi_p521_add, abi_p521_sub},
#endif
    {"c", qzi_p521_mul_c, qzi_p521_sqr_c, qzi_p521_add_c, qzi_p521_sub_c},
};

/* The C reference by the generic routes. */
static unsigned p521_reference(qzt_rng *rng)
{
    uint32_t a[17], b[17], want[17], got[17];
    unsigned bad = 0;

    for (int kind = 0; kind < 8; kind++) {
        operand(rng, a, P521, 17, kind);
        operand(rng, b, P521, 17, (kind + 3) % 8);
        qzi_bn_mont_mul_c(want, a, b, P521, 1, 17);
        qzi_p521_mul_c(got, a, b);
        bad += !same(want, got, 17);
        qzi_bn_mont_mul_c(want, a, a, P521, 1, 17);
        qzi_p521_sqr_c(got, a);
        bad += !same(want, got, 17);
        qzi_bn_mod_add(want, a, b, P521, 17);
        qzi_p521_add_c(got, a, b);
        bad += !same(want, got, 17);
        qzi_bn_mod_sub(want, a, b, P521, 17);
        qzi_p521_sub_c(got, a, b);
        bad += !same(want, got, 17);
    }
    return bad;
}

/* One two-operand kernel against its reference: r separate (guards
 * after it), r = a, r = b. */
static unsigned p521_one(p521_fn fn, p521_fn ref, const uint32_t *a, const uint32_t *b)
{
    uint32_t want[17], got[21];
    unsigned bad = 0;

    ref(want, a, b);
    memset(got, 0xa5, sizeof got);
    fn(got, a, b);
    bad += !(same(want, got, 17) && guards_ok(got, 17, 21));
    memcpy(got, a, 68);
    fn(got, got, b);
    bad += !same(want, got, 17);
    memcpy(got, b, 68);
    fn(got, a, got);
    bad += !same(want, got, 17);
    return bad;
}

/* Operands beyond p: a value below 2^544 (always true of 17 limbs: what
 * is checked is that the call returns and the guards survive). */
static unsigned p521_beyond(const p521_impl *im, const uint32_t *a, const uint32_t *b)
{
    uint32_t got[21];
    p521_fn two[3] = {im->mul, im->add, im->sub};
    unsigned bad = 0;

    for (int k = 0; k < 3; k++) {
        memset(got, 0xa5, sizeof got);
        two[k](got, a, b);
        bad += !guards_ok(got, 17, 21);
    }
    memset(got, 0xa5, sizeof got);
    im->sqr(got, a);
    bad += !guards_ok(got, 17, 21);
    return bad;
}

static unsigned p521_against_c(const p521_impl *im, p521_fn mul, qzt_rng *rng)
{
    uint32_t a[17], b[17], want[17], got[21];
    unsigned bad = 0;

    for (int kind = 0; kind < 8; kind++) {
        operand(rng, a, P521, 17, kind);
        operand(rng, b, P521, 17, (kind + 5) % 8);
        bad += p521_one(mul, qzi_p521_mul_c, a, b);
        bad += p521_one(im->add, qzi_p521_add_c, a, b);
        bad += p521_one(im->sub, qzi_p521_sub_c, a, b);
        bad += p521_one(im->sub, qzi_p521_sub_c, b, a);
        qzi_p521_sqr_c(want, a);
        memset(got, 0xa5, sizeof got);
        im->sqr(got, a);
        bad += !(same(want, got, 17) && guards_ok(got, 17, 21));
        memcpy(got, a, 68);
        im->sqr(got, got);
        bad += !same(want, got, 17);
        /* beyond p: all-ones limbs, random 544-bit values */
        for (int i = 0; i < 17; i++) {
            a[i] = (kind & 1) ? 0xffffffffu : qzt_rand32(rng);
            b[i] = (kind & 2) ? 0xffffffffu : qzt_rand32(rng);
        }
        bad += p521_beyond(im, a, b);
    }
    /* a = b = p - 1 and a + b = p exactly (the end-around cases) */
    operand(rng, a, P521, 17, 2);
    bad += p521_one(mul, qzi_p521_mul_c, a, a);
    bad += p521_one(im->add, qzi_p521_add_c, a, a);
    operand(rng, b, P521, 17, 4);
    (void)qzi_bn_sub_c(a, P521, b, 17);
    bad += p521_one(im->add, qzi_p521_add_c, a, b);
    bad += p521_one(im->sub, qzi_p521_sub_c, a, a);
    return bad;
}

/* Trials per size: fewer on a Cortex-M target, where the M0+ runs this
 * program in qz-mcusim too (CI time, doc/testing.md); every size and
 * every operand kind still runs. */
#if defined(__arm__)
#define TRIALS_SMALL 4
#define TRIALS_P256 60
#define TRIALS_P384 6
#define TRIALS_P521 16
#define TRIALS_LOOKUP 3
#else
#define TRIALS_SMALL 12
#define TRIALS_P256 200
#define TRIALS_P384 20
#define TRIALS_P521 100
#define TRIALS_LOOKUP 10
#endif
#define TRIALS(n) ((n) > 18 ? 1 : TRIALS_SMALL)

static const size_t SIZES[] = {1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13,
                               14, 15, 16, 17, 18, 23, 32, 33, 48, 64, 66, 96, 128};
#define NSIZES (sizeof SIZES / sizeof SIZES[0])

int main(void)
{
    qzt_rng rng;

    qzt_rng_seed(&rng, 0x626e6b72);
    for (size_t s = 0; s < NSIZES; s++)
        for (int t = 0; t < TRIALS(SIZES[s]); t++)
            reference_routes(&rng, SIZES[s]);
    printf("c: Montgomery, multiply, square, add/sub by independent routes, %u sizes\n",
           (unsigned)NSIZES);
    for (size_t i = 0; i < sizeof IMPLS / sizeof IMPLS[0]; i++) {
        unsigned bad = 0;

        for (size_t s = 0; s < NSIZES; s++)
            for (int t = 0; t < TRIALS(SIZES[s]); t++)
                bad += against_c(&IMPLS[i], IMPLS[i].mont, &rng, SIZES[s]);
        for (int t = 0; t < TRIALS_P256; t++)
            bad += p256_against_c(&IMPLS[i], &rng);
        for (int t = 0; t < TRIALS_P256 / 4; t++)
            bad += p256_addsub_against_c(IMPLS[i].p256_add, IMPLS[i].p256_sub, &rng);
        for (int t = 0; t < TRIALS_LOOKUP; t++)
            bad += lookup_against_c(IMPLS[i].lookup, &rng);
        bad += p256_extremes(&IMPLS[i], &rng);
        QZT_CHECK(bad == 0, "%s: %u results differ from the _c kernels", IMPLS[i].name, bad);
        printf("%s: every kernel against _c, %u sizes and p256\n", IMPLS[i].name,
               (unsigned)NSIZES);
    }
    for (size_t i = 0; i < sizeof P384_IMPLS / sizeof P384_IMPLS[0]; i++) {
        unsigned bad = 0;

        for (int t = 0; t < TRIALS_P384; t++)
            bad += p384_against_generic(&P384_IMPLS[i], &rng);
        QZT_CHECK(bad == 0, "p384 %s: %u results differ from the generic kernels",
                  P384_IMPLS[i].name, bad);
        printf("p384 %s: multiply, square, add, sub against the generic kernels, %d x %d "
               "operand kinds\n",
               P384_IMPLS[i].name, P384_KINDS, P384_KINDS);
    }
    {
        unsigned bad = 0;

        for (int t = 0; t < TRIALS_P521; t++)
            bad += p521_reference(&rng);
        QZT_CHECK(bad == 0, "p521 C reference: %u results differ from the generic ones", bad);
        for (size_t i = 0; i < sizeof P521_IMPLS / sizeof P521_IMPLS[0]; i++) {
            bad = 0;
            for (int t = 0; t < TRIALS_P521; t++)
                bad += p521_against_c(&P521_IMPLS[i], P521_IMPLS[i].mul, &rng);
            QZT_CHECK(bad == 0, "p521 %s: %u results differ from the C reference",
                      P521_IMPLS[i].name, bad);
        }
        bad = 0;
        for (int t = 0; t < 3; t++)
            bad += p521_against_c(&P521_IMPLS[0], broken_p521_mul, &rng);
        QZT_CHECK(bad > 0, "the p521 comparison missed a wrong product");
        printf("p521: C reference against the generic kernels, %u implementation(s) "
               "against it; deliberate fault caught (%u)\n",
               (unsigned)(sizeof P521_IMPLS / sizeof P521_IMPLS[0]), bad);
    }
#ifdef QZT_BN_ASM
    QZT_CHECK(abi_damage == 0, "AAPCS: r4-r11/sp damage mask 0x%x over %u calls",
              (unsigned)abi_damage, abi_calls);
    if (abi_damage == 0)
        printf("AAPCS: r4-r11 and sp preserved over %u assembly calls\n", abi_calls);
#endif
    {
        unsigned bad = 0;

        for (int t = 0; t < TRIALS_P256; t++)
            bad += p256_addsub(&rng);
        QZT_CHECK(bad == 0, "p256 add/sub: %u results differ from the generic ones", bad);
        printf("p256 add/sub against the generic modular add/sub\n");
    }
    {
        unsigned bad = smac_against(qzi_bn_smac_c, smac_route, &rng, TRIALS_P256);

        QZT_CHECK(bad == 0, "smac c: %u results differ from sign and magnitude", bad);
#ifdef QZT_ARMV6M
        {
            unsigned calls = abi_calls;

            bad = smac_against(abi_smac_armv6m, qzi_bn_smac_c, &rng, TRIALS_P256);
            QZT_CHECK(bad == 0, "smac armv6m: %u results differ from _c", bad);
            QZT_CHECK(abi_damage == 0, "smac armv6m: AAPCS damage mask 0x%x",
                      (unsigned)abi_damage);
            printf("armv6m: smac against _c, AAPCS over %u calls\n", abi_calls - calls);
        }
#endif
        printf("c: smac against sign and magnitude\n");
    }
    {
        unsigned bad = divsteps_against(qzi_bn_divsteps30_c, NULL, &rng, 40 * TRIALS_P256);

        QZT_CHECK(bad == 0, "divsteps30 c: %u results differ from the plain route", bad);
        printf("c: divsteps30 against the plain route\n");
#ifdef QZT_ARMV6M
        {
            unsigned calls = abi_calls;

            bad = divsteps_against(abi_divsteps_armv6m, qzi_bn_divsteps30_c, &rng,
                                   40 * TRIALS_P256);
            QZT_CHECK(bad == 0, "divsteps30 armv6m: %u results differ from _c", bad);
            QZT_CHECK(abi_damage == 0, "divsteps30 armv6m: AAPCS damage mask 0x%x",
                      (unsigned)abi_damage);
            printf("armv6m: divsteps30 against _c, AAPCS over %u calls\n", abi_calls - calls);
        }
#endif
#ifdef QZT_BN_ARMV7EM
        {
            unsigned calls = abi_calls;

            bad = divsteps_against(abi_divsteps_armv7em, qzi_bn_divsteps30_c, &rng,
                                   40 * TRIALS_P256);
            QZT_CHECK(bad == 0, "divsteps30 armv7em: %u results differ from _c", bad);
            QZT_CHECK(abi_damage == 0, "divsteps30 armv7em: AAPCS damage mask 0x%x",
                      (unsigned)abi_damage);
            printf("armv7em: divsteps30 against _c, AAPCS over %u calls\n", abi_calls - calls);
        }
#endif
        bad = divsteps_against(broken_divsteps, qzi_bn_divsteps30_c, &rng, 64);
        QZT_CHECK(bad > 0, "the comparison missed a wrong divsteps30 matrix");
        bad = divsteps_against(broken_divsteps, NULL, &rng, 64);
        QZT_CHECK(bad > 0, "the plain route missed a wrong divsteps30 matrix");
        printf("deliberate divsteps30 fault caught by both routes\n");
    }
    {
        unsigned bad = cnd_neg_against(qzi_bn_cnd_neg_mod_c, &rng, 24);

        QZT_CHECK(bad == 0, "cnd_neg_mod c: %u results differ from the plain route", bad);
        printf("c: cnd_neg_mod against the plain route\n");
#ifdef QZT_BN_ARMV7EM
        {
            unsigned calls = abi_calls;

            bad = cnd_neg_against(abi_cnd_neg_armv7em, &rng, 24);
            QZT_CHECK(bad == 0, "cnd_neg_mod armv7em: %u results differ from the plain route",
                      bad);
            QZT_CHECK(abi_damage == 0, "cnd_neg_mod armv7em: AAPCS damage mask 0x%x",
                      (unsigned)abi_damage);
            printf("armv7em: cnd_neg_mod against the plain route, AAPCS over %u calls\n",
                   abi_calls - calls);
        }
#endif
        bad = cnd_neg_against(broken_cnd_neg, &rng, 4);
        QZT_CHECK(bad > 0, "the comparison missed a negation that gives m for r = 0");
        printf("deliberate cnd_neg_mod fault caught (%u wrong results)\n", bad);
    }
    {
        /* The gate can fail. */
        unsigned bad = 0;

        for (int t = 0; t < 3; t++)
            bad += against_c(&IMPLS[0], broken_mont, &rng, 5);
        QZT_CHECK(bad > 0, "the comparison missed a wrong Montgomery product");
        printf("deliberate fault caught (%u wrong results)\n", bad);
        bad = smac_against(broken_smac, qzi_bn_smac_c, &rng, 16);
        QZT_CHECK(bad > 0, "the comparison missed a wrong smac");
        printf("deliberate smac fault caught (%u wrong results)\n", bad);
        bad = p256_addsub_against_c(broken_p256_add, qzi_p256_sub_c, &rng);
        QZT_CHECK(bad > 0, "the comparison missed a wrong P-256 sum");
        printf("deliberate P-256 add fault caught (%u wrong results)\n", bad);
        bad = p256_addsub_against_c(qzi_p256_add_c, broken_p256_sub, &rng);
        QZT_CHECK(bad > 0, "the comparison missed a wrong P-256 difference");
        printf("deliberate P-256 sub fault caught (%u wrong results)\n", bad);
        bad = lookup_against_c(broken_lookup, &rng);
        QZT_CHECK(bad > 0, "the comparison missed a table read that takes index 256 + e for e");
        printf("deliberate table-read fault caught (%u wrong results)\n", bad);
    }
    {
        /* The P-256 edge and guard checks can fail. */
        impl broken = IMPLS[sizeof IMPLS / sizeof IMPLS[0] - 1];
        unsigned bad_mul, bad_sqr;

        broken.p256_mul = broken_p256_mul;
        bad_mul = p256_extremes(&broken, &rng);
        broken = IMPLS[sizeof IMPLS / sizeof IMPLS[0] - 1];
        broken.p256_sqr = broken_p256_sqr;
        bad_sqr = p256_extremes(&broken, &rng);
        QZT_CHECK(bad_mul > 0 && bad_sqr > 0,
                  "p256 extremes missed a wrong edge result (%u) or a write past r (%u)",
                  bad_mul, bad_sqr);
        printf("p256 extremes: deliberate faults caught (%u edge, %u guard)\n", bad_mul,
               bad_sqr);
    }
    {
        /* Part 3's comparison can fail too. */
        const p384_impl broken = {"broken", broken_p384_mul, qzi_p384_sqr_c, qzi_p384_add_c,
                                  qzi_p384_sub_c};
        unsigned bad = p384_against_generic(&broken, &rng);

        QZT_CHECK(bad > 0, "the P-384 comparison missed a wrong product");
        printf("deliberate P-384 fault caught (%u wrong results)\n", bad);
    }
    return qzt_finish("kernel-bignum");
}

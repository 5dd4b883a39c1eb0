/*
 * RSA's Montgomery product kernels (lib/internal/bignum_kernel.h):
 * qzi_bn_mont_sqr and qzi_bn_mont_mulw, with their 2n-limb scratch.
 *
 * 1. The C reference against an independent route: the fused CIOS kernel
 *    qzi_bn_mont_mul_c (a times a for the square).
 * 2. The kernel this build maps (the armv7em assembly of
 *    lib/arch/armv7em/bn_mont_sqr.S on the M4 and the M33 with DSP; the
 *    set's sqr/mul and mont_redc elsewhere and in the small build) and,
 *    where the core has UMAAL, the armv7em assembly itself through
 *    qzt_abicall6 (r4-r11 and sp must survive; the seven-argument
 *    mont_mulw through a stub that adds n), against the C reference: every
 *    n from 1 to 20 (the assembly's own code from 8 in steps of 4, the
 *    bignum set's kernels for the others), the sizes up to 128 that give
 *    every sweep length mod 5, and the RSA sizes 32, 48, 64, 96, 128; the
 *    operands 0, 1, m - 1, a single bit, all-ones limbs and random ones,
 *    moduli with random or all-ones limbs; r = a, r = b and r = a = b;
 *    guard words after r and after t.
 *    On the M0+ (the armv6m set outside the small build) the mapped
 *    kernels are the 256-bit digit code (lib/bignum/mont256.c): every
 *    size up to 128 limbs (16, 24, 32, 48, 64, 96, 128 take the digits,
 *    the others the set's fallback), and the block kernels of
 *    lib/arch/armv6m/bn_block256.S through qzt_abicall6 against the C
 *    kernels: zero, one, all-ones, top-bit, alternating and random
 *    operands, windows of zeros, all-ones or random limbs, carry in 0 and
 *    1, the carry out, guard words.
 * 3. The lazy kernels qzi_bn_mont_sqr_lazy / qzi_bn_mont_mulw_lazy (C
 *    twins, the armv7em assembly through qzt_abicall6, the mapped ones)
 *    on the same sizes: each result reduced fully once more must equal
 *    the C full kernels' result reduced the same way (congruence), and
 *    where the lazy code runs (the C twins; the assembly for n = 4k >= 8)
 *    equal the C twins' result exactly, with operands up to R - 1 (x + m,
 *    all-ones); elsewhere the full kernels' contract (operands below m,
 *    the fully reduced result).
 * 5. qzi_rsa_pow_ct, which calls the lazy kernels, against a binary
 *    exponentiation with the C full product: equal, so fully reduced.
 * 4. The gate proves itself: a square that is wrong for one size and one
 *    operand kind must be caught; a lazy square off by m (congruent: only
 *    the exact comparison sees it) and one with a bit flipped must be.
 */
#include <stdio.h>
#include <string.h>

#include "internal/bignum_kernel.h"
#include "qzt.h"
#include "rsa/rsa_internal.h"

typedef void (*sqr_fn)(uint32_t *, uint32_t *, const uint32_t *, const uint32_t *, uint32_t,
                       size_t);
typedef void (*mulw_fn)(uint32_t *, uint32_t *, const uint32_t *, const uint32_t *,
                        const uint32_t *, uint32_t, size_t);

#define MAXN QZI_BN_MAX_LIMBS
#define GUARD 0xa5a5a5a5u
#define NG 4

#if defined(QZT_ARMV7EM) && defined(__ARM_FEATURE_DSP)
#define QZT_RSA_ASM 1
uint32_t qzt_abicall6(uintptr_t c[8]);
static uint32_t abi_damage;
size_t qzt_mulw_stub_n; /* the seventh argument of the mulw stub (read by it) */
mulw_fn qzt_mulw_stub_fn; /* the kernel it calls */

/* qzt_mulw_stub(r, t, a, b, m, m0inv): calls
 * qzt_mulw_stub_fn(r, t, a, b, m, m0inv, qzt_mulw_stub_n) (the full or the
 * lazy armv7em kernel). It touches no callee-saved register, so
 * qzt_abicall6 sees the kernel's. */
void qzt_mulw_stub(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *b,
                   const uint32_t *m, uint32_t m0inv);
__asm__(".syntax unified\n"
        ".thumb\n"
        ".text\n"
        ".align 2\n"
        ".global qzt_mulw_stub\n"
        ".type qzt_mulw_stub, %function\n"
        ".thumb_func\n"
        "qzt_mulw_stub:\n"
        "    push {lr}\n"
        "    sub sp, sp, #12\n"
        "    ldr r12, [sp, #16]\n" /* m */
        "    str r12, [sp, #0]\n"
        "    ldr r12, [sp, #20]\n" /* m0inv */
        "    str r12, [sp, #4]\n"
        "    ldr r12, =qzt_mulw_stub_n\n"
        "    ldr r12, [r12]\n"
        "    str r12, [sp, #8]\n"
        "    ldr r12, =qzt_mulw_stub_fn\n"
        "    ldr r12, [r12]\n"
        "    blx r12\n"
        "    add sp, sp, #12\n"
        "    pop {pc}\n"
        ".ltorg\n"
        ".size qzt_mulw_stub, . - qzt_mulw_stub\n");

static void abi_sqr_fn(sqr_fn f, uint32_t *r, uint32_t *t, const uint32_t *a,
                       const uint32_t *m, uint32_t m0inv, size_t n)
{
    uintptr_t c[8] = {(uintptr_t)f,
                      (uintptr_t)r,
                      (uintptr_t)t,
                      (uintptr_t)a,
                      (uintptr_t)m,
                      m0inv,
                      n,
                      0};

    abi_damage |= qzt_abicall6(c);
}

static void abi_mulw_fn(mulw_fn f, uint32_t *r, uint32_t *t, const uint32_t *a,
                        const uint32_t *b, const uint32_t *m, uint32_t m0inv, size_t n)
{
    uintptr_t c[8] = {(uintptr_t)qzt_mulw_stub, (uintptr_t)r, (uintptr_t)t, (uintptr_t)a,
                      (uintptr_t)b,             (uintptr_t)m, m0inv,         0};

    qzt_mulw_stub_n = n;
    qzt_mulw_stub_fn = f;
    abi_damage |= qzt_abicall6(c);
}

static void abi_sqr(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *m,
                    uint32_t m0inv, size_t n)
{
    abi_sqr_fn(qzi_bn_mont_sqr_armv7em, r, t, a, m, m0inv, n);
}

static void abi_mulw(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *b,
                     const uint32_t *m, uint32_t m0inv, size_t n)
{
    abi_mulw_fn(qzi_bn_mont_mulw_armv7em, r, t, a, b, m, m0inv, n);
}

static void abi_sqr_lazy(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *m,
                         uint32_t m0inv, size_t n)
{
    abi_sqr_fn(qzi_bn_mont_sqr_lazy_armv7em, r, t, a, m, m0inv, n);
}

static void abi_mulw_lazy(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *b,
                          const uint32_t *m, uint32_t m0inv, size_t n)
{
    abi_mulw_fn(qzi_bn_mont_mulw_lazy_armv7em, r, t, a, b, m, m0inv, n);
}
#endif

#if defined(QZT_ARMV6M) && !QZ_SMALL
/* The M0+'s 256-bit block kernels (lib/arch/armv6m/bn_block256.S; built
 * with the armv6m set outside the small build, so also checked on the M4
 * and the M33, where they run unchanged),
 * through qzt_abicall6, against the C kernels: the product and square by
 * qzi_bn_mul_c / qzi_bn_sqr_c plus r and cin, the quotient by its
 * definition (t + q m = 0 mod 2^256). */
#define QZT_RSA_BLOCKS 1
static uint32_t neg_inv32(uint32_t m);
static int guards_ok(const uint32_t *x, size_t from);
uint32_t qzt_abicall6(uintptr_t c[8]);
static uint32_t block_damage;

static uint32_t call_block(void *fn, uintptr_t x1, uintptr_t x2, uintptr_t x3, uintptr_t x4)
{
    uintptr_t c[8] = {(uintptr_t)fn, x1, x2, x3, x4, 0, 0, 0};

    block_damage |= qzt_abicall6(c);
    return (uint32_t)c[7];
}

/* (c:r[0..16)) += p[0..16) + cin 2^(32 at); returns c */
static uint32_t add16(uint32_t r[16], const uint32_t p[16], uint32_t cin, unsigned at)
{
    uint64_t acc = 0;

    for (unsigned i = 0; i < 16; i++) {
        acc += (uint64_t)r[i] + p[i] + (i == at ? cin : 0u);
        r[i] = (uint32_t)acc;
        acc >>= 32;
    }
    return (uint32_t)acc;
}

/* An 8-limb operand: 0 zero, 1 all-ones, 2 one, 3 top bit only,
 * 4 alternating all-ones and zero limbs, else random. */
static void block_operand(qzt_rng *rng, uint32_t x[8], int kind)
{
    for (int i = 0; i < 8; i++) {
        switch (kind) {
        case 0: x[i] = 0; break;
        case 1: x[i] = 0xffffffffu; break;
        case 2: x[i] = i == 0; break;
        case 3: x[i] = i == 7 ? 0x80000000u : 0u; break;
        case 4: x[i] = (i & 1) ? 0u : 0xffffffffu; break;
        default: x[i] = qzt_rand32(rng); break;
        }
    }
}

#define BLOCK_TRIALS 300

/* |x - y| of 8 limbs and its sign (all-ones when x < y), by the C kernels. */
static uint32_t fold_absdiff(uint32_t d[8], const uint32_t *x, const uint32_t *y)
{
    uint32_t s = 0u - qzi_bn_sub_c(d, x, y, 8), z[8] = {0};

    if (s)
        (void)qzi_bn_sub_c(d, z, d, 8);
    return s;
}

/* qzi_bn_kara_fold_armv6m against its definition: z = (x0 y0, x1 y1,
 * |x0 - x1| |y1 - y0|, cin16) and the sign, then t + x y + cin8 2^256 +
 * cin16 2^512 (x y of 16 limbs each by qzi_bn_mul_c); z zeroed after.
 * Operands of the block kinds (zero, all-ones, one, top bit, alternating,
 * random) for each half, so that both signs, equal halves (|D| = 0) and
 * every carry-in meet all-ones and random t. */
static unsigned fold_kernel(qzt_rng *rng)
{
    static uint32_t x[16], y[16], t[32 + NG], want[33], p[32], z[49 + NG], dx[8], dy[8];
    unsigned bad = 0;

    for (int trial = 0; trial < BLOCK_TRIALS; trial++) {
        int kt = trial % 3;
        uint32_t cin8 = (uint32_t)trial & 1u, cin16 = (uint32_t)(trial >> 1) & 1u, s, c;
        uint64_t acc = 0;

        block_operand(rng, x, trial < 36 ? trial % 6 : 5);
        block_operand(rng, x + 8, trial < 36 ? trial / 6 : (trial % 7 == 0 ? trial % 6 : 5));
        block_operand(rng, y, (trial / 3) % 6);
        block_operand(rng, y + 8, trial % 5 == 0 ? (trial / 3) % 6 : 5);
        for (int i = 0; i < 32; i++)
            t[i] = kt == 0 ? 0u : kt == 1 ? 0xffffffffu : qzt_rand32(rng);
        for (int i = 0; i < NG; i++)
            t[32 + i] = z[49 + i] = GUARD;
        /* want = t + x y + cin8 2^256 + cin16 2^512 */
        qzi_bn_mul_c(p, x, y, 16);
        for (int i = 0; i < 32; i++) {
            acc += (uint64_t)t[i] + p[i] + (i == 8 ? cin8 : 0u) + (i == 16 ? cin16 : 0u);
            want[i] = (uint32_t)acc;
            acc >>= 32;
        }
        want[32] = (uint32_t)acc;
        memset(z, 0, 49 * 4);
        s = fold_absdiff(dx, x, x + 8) ^ fold_absdiff(dy, y + 8, y);
        qzi_bn_mul_c(z, x, y, 8);
        qzi_bn_mul_c(z + 16, x + 8, y + 8, 8);
        qzi_bn_mul_c(z + 32, dx, dy, 8);
        z[48] = cin16;
        c = call_block((void *)qzi_bn_kara_fold_armv6m, (uintptr_t)t, (uintptr_t)z, s, cin8);
        bad += memcmp(t, want, 32 * 4) != 0 || c != want[32] || !guards_ok(t, 32) ||
               !guards_ok(z, 49);
        for (int i = 0; i < 48; i++)
            bad += z[i] != 0;
    }
    return bad;
}

/* qzi_bn_mul256_row_armv6m against its definition: (c:t[0..8 count + 8))
 * = t + a b for rows of 1 to 12 blocks (b's blocks of the block kinds, a
 * of every kind, t zero, all-ones or random), each block's product by
 * qzi_bn_mul_c added in at its place. */
#define ROW_MAX 12
static unsigned row_kernel(qzt_rng *rng)
{
    static uint32_t a[8], b[8 * ROW_MAX], t[8 * ROW_MAX + 8 + NG], want[8 * ROW_MAX + 8], p[16];
    unsigned bad = 0;

    for (int trial = 0; trial < BLOCK_TRIALS / 3; trial++) {
        size_t count = 1 + (size_t)trial % ROW_MAX, len = 8 * count + 8;
        int kt = trial % 3;
        uint32_t c, top = 0;

        block_operand(rng, a, trial % 6);
        for (size_t j = 0; j < count; j++)
            block_operand(rng, b + 8 * j, (int)((trial + j) % 7) % 6);
        for (size_t i = 0; i < len; i++)
            want[i] = t[i] = kt == 0 ? 0u : kt == 1 ? 0xffffffffu : qzt_rand32(rng);
        for (int i = 0; i < NG; i++)
            t[len + i] = GUARD;
        for (size_t j = 0; j < count; j++) { /* want += a b_j 2^(256 j) */
            uint64_t acc = 0;

            qzi_bn_mul_c(p, a, b + 8 * j, 8);
            for (size_t i = 8 * j; i < len; i++) {
                acc += (uint64_t)want[i] + (i < 8 * j + 16 ? p[i - 8 * j] : 0u);
                want[i] = (uint32_t)acc;
                acc >>= 32;
            }
            top += (uint32_t)acc;
        }
        c = call_block((void *)qzi_bn_mul256_row_armv6m, (uintptr_t)t, (uintptr_t)a,
                       (uintptr_t)b, count);
        bad += memcmp(t, want, len * 4) != 0 || c != top || !guards_ok(t, len);
    }
    return bad;
}

static unsigned block_kernels(qzt_rng *rng)
{
    static uint32_t a[8], b[8], m[8], q[8], r[16 + NG], want[16], p[16];
    unsigned bad = 0;

    for (int trial = 0; trial < BLOCK_TRIALS; trial++) {
        int ka = trial < 36 ? trial % 6 : 5, kb = trial < 36 ? trial / 6 : 5;
        int kr = trial % 3; /* r: zero, all-ones, random */
        uint32_t cin = (uint32_t)(trial >> 1) & 1u, c, cw;

        block_operand(rng, a, ka);
        block_operand(rng, b, kb);
        for (int i = 0; i < 16; i++)
            want[i] = kr == 0 ? 0u : kr == 1 ? 0xffffffffu : qzt_rand32(rng);
        for (int i = 0; i < NG; i++)
            r[16 + i] = GUARD;
        /* r + a b + cin 2^256 */
        memcpy(r, want, sizeof want);
        qzi_bn_mul_c(p, a, b, 8);
        cw = add16(want, p, cin, 8);
        c = call_block((void *)qzi_bn_mul256_acc_armv6m, (uintptr_t)r, (uintptr_t)a,
                       (uintptr_t)b, cin);
        bad += memcmp(r, want, sizeof want) != 0 || c != cw || !guards_ok(r, 16);
        /* r + a^2 + cin */
        memcpy(want, r, sizeof want);
        qzi_bn_sqr_c(p, a, 8);
        cw = add16(want, p, cin, 0);
        c = call_block((void *)qzi_bn_sqr256_acc_armv6m, (uintptr_t)r, (uintptr_t)a, cin, 0);
        bad += memcmp(r, want, sizeof want) != 0 || c != cw || !guards_ok(r, 16);
        /* t = a, m = b | 1: (t + q m) mod 2^256 = 0 */
        memcpy(m, b, sizeof m);
        m[0] |= 1;
        for (int i = 0; i < 8 + NG; i++)
            r[i] = i < 8 ? 0u : GUARD;
        call_block((void *)qzi_bn_redc_q256_armv6m, (uintptr_t)r, (uintptr_t)a,
                   (uintptr_t)m, neg_inv32(m[0]));
        memcpy(q, r, sizeof q);
        qzi_bn_mul_c(p, q, m, 8);
        memset(want, 0, sizeof want);
        memcpy(want, a, sizeof a);
        (void)add16(want, p, 0, 0);
        for (int i = 0; i < 8; i++)
            bad += want[i] != 0;
        bad += !guards_ok(r, 8);
    }
    return bad + fold_kernel(rng) + row_kernel(rng);
}
#endif

/* The kernel the build maps (a macro or an inline function). */
static void mapped_sqr(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *m,
                       uint32_t m0inv, size_t n)
{
    qzi_bn_mont_sqr(r, t, a, m, m0inv, n);
}

static void mapped_mulw(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *b,
                        const uint32_t *m, uint32_t m0inv, size_t n)
{
    qzi_bn_mont_mulw(r, t, a, b, m, m0inv, n);
}

#if QZI_BN_MONT_DIGITS
/* The public operation's kernels (bignum_kernel.h: the M0+'s wide entries
 * with the pair level from 96 limbs; the mapped ones elsewhere). */
static void mapped_sqr_pub(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *m,
                           uint32_t m0inv, size_t n)
{
    qzi_bn_mont_sqr_pub(r, t, a, m, m0inv, n);
}

static void mapped_mulw_pub(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *b,
                            const uint32_t *m, uint32_t m0inv, size_t n)
{
    qzi_bn_mont_mulw_pub(r, t, a, b, m, m0inv, n);
}
#endif

/* The fault that proves the gate: the C square with one bit of its
 * result flipped for n = 32 and a = m - 1. */
static void broken_sqr(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *m,
                       uint32_t m0inv, size_t n)
{
    int edge = n == 32 && a[0] == m[0] - 1 && memcmp(a + 1, m + 1, (n - 1) * 4) == 0;

    qzi_bn_mont_sqr_c(r, t, a, m, m0inv, n);
    if (edge)
        r[n / 2] ^= 0x100u;
}

typedef struct {
    const char *name;
    sqr_fn sqr;
    mulw_fn mulw;
} impl;

static const impl IMPLS[] = {
#ifdef QZT_RSA_ASM
    {"armv7em", abi_sqr, abi_mulw},
#endif
    {"mapped", mapped_sqr, mapped_mulw},
#if QZI_BN_MONT_DIGITS /* the M0+'s public kernels differ from 96 limbs on */
    {"mapped public", mapped_sqr_pub, mapped_mulw_pub},
#endif
};

#define NKINDS 7

static uint32_t rand_below(qzt_rng *rng, uint32_t top) /* 0 <= x < top, top >= 1 */
{
    return qzt_rand32(rng) % top;
}

/* A value below m of the given kind. */
static void operand(qzt_rng *rng, uint32_t *x, const uint32_t *m, size_t n, int kind)
{
    memset(x, 0, n * 4);
    switch (kind) {
    case 0: /* zero */
        break;
    case 1: /* one */
        x[0] = 1;
        break;
    case 2: /* m - 1 (m is odd) */
        memcpy(x, m, n * 4);
        x[0] -= 1;
        break;
    case 3: /* a single bit below m's top limb */
        if (n > 1)
            x[rand_below(rng, (uint32_t)n - 1)] = 1u << (qzt_rand32(rng) % 32);
        else
            x[0] = m[0] >> 1;
        break;
    case 4: /* all-ones limbs under a top limb below m's */
        for (size_t i = 0; i < n; i++)
            x[i] = 0xffffffffu;
        x[n - 1] = m[n - 1] - 1;
        break;
    default: /* random, all-ones limbs now and then, top limb below m's */
        for (size_t i = 0; i < n; i++)
            x[i] = (qzt_rand32(rng) & 3) == 0 ? 0xffffffffu : qzt_rand32(rng);
        x[n - 1] = rand_below(rng, m[n - 1]);
        break;
    }
}

/* An odd modulus of n limbs, top limb >= 2 (RSA's have the top bit set;
 * some here do not); kind 1: all-ones limbs. */
static void modulus(qzt_rng *rng, uint32_t *m, size_t n, int kind)
{
    for (size_t i = 0; i < n; i++)
        m[i] = kind ? 0xffffffffu : qzt_rand32(rng);
    m[0] |= 1;
    if (m[n - 1] < 2)
        m[n - 1] = 2 + (qzt_rand32(rng) & 0xff);
    if (!kind && (qzt_rand32(rng) & 1))
        m[n - 1] |= 0x80000000u;
}

static uint32_t neg_inv32(uint32_t m) /* -m^-1 mod 2^32, m odd */
{
    uint32_t x = m;

    for (int i = 0; i < 5; i++)
        x *= 2 - m * x;
    return 0u - x;
}

static int guards_ok(const uint32_t *x, size_t from)
{
    for (size_t i = from; i < from + NG; i++)
        if (x[i] != GUARD)
            return 0;
    return 1;
}

/* One size, every operand kind against the C reference: the number of
 * wrong results. */
static unsigned against_c(const impl *im, qzt_rng *rng, size_t n, int mkind)
{
    static uint32_t m[MAXN], a[MAXN], b[MAXN], want[MAXN], got[MAXN + NG];
    static uint32_t t[2 * MAXN + NG], tc[2 * MAXN];
    uint32_t m0inv;
    unsigned bad = 0;

    if (n == 0 || n > MAXN)
        return 1;
    modulus(rng, m, n, mkind);
    m0inv = neg_inv32(m[0]);
    for (int kind = 0; kind < NKINDS; kind++) {
        operand(rng, a, m, n, kind);
        operand(rng, b, m, n, (kind + 3) % NKINDS);
        /* r = a^2 R^-1 */
        for (size_t i = 0; i < n + NG; i++)
            got[i] = GUARD;
        for (size_t i = 0; i < 2 * n + NG; i++)
            t[i] = GUARD;
        qzi_bn_mont_sqr_c(want, tc, a, m, m0inv, n);
        im->sqr(got, t, a, m, m0inv, n);
        bad += memcmp(want, got, n * 4) != 0 || !guards_ok(got, n) || !guards_ok(t, 2 * n);
        /* r = a b R^-1 */
        for (size_t i = 0; i < n + NG; i++)
            got[i] = GUARD;
        qzi_bn_mont_mulw_c(want, tc, a, b, m, m0inv, n);
        im->mulw(got, t, a, b, m, m0inv, n);
        bad += memcmp(want, got, n * 4) != 0 || !guards_ok(got, n) || !guards_ok(t, 2 * n);
        /* in place: r = a (square, product), r = b, r = a = b */
        memcpy(got, a, n * 4);
        qzi_bn_mont_sqr_c(want, tc, a, m, m0inv, n);
        im->sqr(got, t, got, m, m0inv, n);
        bad += memcmp(want, got, n * 4) != 0 || !guards_ok(got, n);
        memcpy(got, a, n * 4);
        qzi_bn_mont_mulw_c(want, tc, a, b, m, m0inv, n);
        im->mulw(got, t, got, b, m, m0inv, n);
        bad += memcmp(want, got, n * 4) != 0;
        memcpy(got, b, n * 4);
        im->mulw(got, t, a, got, m, m0inv, n);
        bad += memcmp(want, got, n * 4) != 0;
        memcpy(got, a, n * 4);
        qzi_bn_mont_mulw_c(want, tc, a, a, m, m0inv, n);
        im->mulw(got, t, got, got, m, m0inv, n);
        bad += memcmp(want, got, n * 4) != 0;
    }
    return bad;
}

/* ---- The lazy kernels: r < R = 2^(32n), r = a b R^-1 mod m, for any a,
 * b < R (lib/internal/bignum_kernel.h). */
static void mapped_sqr_lazy(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *m,
                            uint32_t m0inv, size_t n)
{
    qzi_bn_mont_sqr_lazy(r, t, a, m, m0inv, n);
}

static void mapped_mulw_lazy(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *b,
                             const uint32_t *m, uint32_t m0inv, size_t n)
{
    qzi_bn_mont_mulw_lazy(r, t, a, b, m, m0inv, n);
}

/* Faults that prove the lazy gate (n = 32 only): a result off by m (still
 * congruent: only the exact comparison with the C twin sees it) and one
 * with a bit flipped (the congruence check sees it). */
static void lazy_plus_m(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *m,
                        uint32_t m0inv, size_t n)
{
    static uint32_t s[MAXN];
    uint64_t c = 0;

    qzi_bn_mont_sqr_lazy_c(r, t, a, m, m0inv, n);
    for (size_t i = 0; i < n; i++) {
        c += (uint64_t)r[i] + m[i];
        s[i] = (uint32_t)c;
        c >>= 32;
    }
    if (n == 32 && c == 0) /* r + m < R: another lazy value */
        memcpy(r, s, n * 4);
}

static void lazy_bit_flip(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *m,
                          uint32_t m0inv, size_t n)
{
    qzi_bn_mont_sqr_lazy_c(r, t, a, m, m0inv, n);
    if (n == 32)
        r[3] ^= 0x10u;
}

typedef struct {
    const char *name;
    sqr_fn sqr;
    mulw_fn mulw;
    int exact; /* equal to the C twins' results, not only congruent */
    int big;   /* operands at or above m (up to R - 1) */
    int any_n; /* exact and big at every n, not only n = 4k >= 8 (else the
                * full kernels' contract) */
} lazy_impl;

static const lazy_impl LAZY_IMPLS[] = {
    {"c lazy", qzi_bn_mont_sqr_lazy_c, qzi_bn_mont_mulw_lazy_c, 1, 1, 1},
#ifdef QZT_RSA_ASM
    {"armv7em lazy", abi_sqr_lazy, abi_mulw_lazy, 1, 1, 0},
#endif
    /* elsewhere the full kernels, whose inputs are below m */
    {"mapped lazy", mapped_sqr_lazy, mapped_mulw_lazy, QZI_BN_MONT_SQR_ASM,
     QZI_BN_MONT_SQR_ASM, 0},
};

/* r = x R^-1 mod m, fully reduced: the C full reduction of (x, 0). */
static void from_mont_c(uint32_t *r, const uint32_t *x, const uint32_t *m, uint32_t m0inv,
                        size_t n)
{
    static uint32_t t[2 * MAXN];

    memcpy(t, x, n * 4);
    memset(t + n, 0, n * 4);
    qzi_bn_mont_redc_c(r, t, m, m0inv, n);
}

/* An operand of the lazy kernels: x below m (operand()), and big = x + m
 * when the kind asks for it and x + m < R (x's top limb below both m's
 * and R - m's), else big = x. Kind NKINDS: big = R - 1 (all-ones), x =
 * R - 1 - m when that is below m (m's top bit set). */
static void lazy_operand(qzt_rng *rng, uint32_t *big, uint32_t *x, const uint32_t *m, size_t n,
                         int kind, int above)
{
    if (kind == NKINDS && above && m[n - 1] >= 0x80000000u) {
        for (size_t i = 0; i < n; i++) {
            big[i] = 0xffffffffu;
            x[i] = ~m[i];
        }
        return;
    }
    operand(rng, x, m, n, kind % NKINDS);
    memcpy(big, x, n * 4);
    if (above && (kind & 1)) {
        uint32_t lim = m[n - 1] < ~m[n - 1] ? m[n - 1] : ~m[n - 1];
        uint64_t c = 0;

        x[n - 1] = lim ? rand_below(rng, lim) : 0;
        if (lim == 0)
            for (size_t i = 0; i < n; i++)
                x[i] = 0;
        for (size_t i = 0; i < n; i++) {
            c += (uint64_t)x[i] + m[i];
            big[i] = (uint32_t)c;
            c >>= 32;
        }
    }
}

/* One size: the lazy kernels' results congruent to the C full kernels'
 * (after the full reduction of each), below R by their type, equal to the
 * C twins' where exact; guards; r = a, r = b, r = a = b. Wrong results. */
static unsigned lazy_against_c(const lazy_impl *im, qzt_rng *rng, size_t n, int mkind)
{
    static uint32_t m[MAXN], a[MAXN], b[MAXN], xa[MAXN], xb[MAXN], want[MAXN];
    static uint32_t got[MAXN + NG], f1[MAXN], f2[MAXN], exact[MAXN];
    static uint32_t t[2 * MAXN + NG], tc[2 * MAXN];
    uint32_t m0inv;
    unsigned bad = 0;
    int lazy_n = im->any_n || (n % 4 == 0 && n >= 8);
    int big = im->big && lazy_n, exact_c = im->exact && lazy_n;

    modulus(rng, m, n, mkind);
    m0inv = neg_inv32(m[0]);
    for (int kind = 0; kind <= NKINDS; kind++) {
        lazy_operand(rng, a, xa, m, n, kind, big);
        lazy_operand(rng, b, xb, m, n, (kind + 3) % (NKINDS + 1), big);
        for (int op = 0; op < 5; op++) {
            /* op 0: r = a^2; 1: r = a b; 2: r = a^2 in place; 3: r = a b
             * with r = a; 4: r = a a with r = a = b */
            for (size_t i = 0; i < n + NG; i++)
                got[i] = GUARD;
            for (size_t i = 0; i < 2 * n + NG; i++)
                t[i] = GUARD;
            if (op == 0 || op == 2) {
                qzi_bn_mont_sqr_c(want, tc, xa, m, m0inv, n);
                qzi_bn_mont_sqr_lazy_c(exact, tc, a, m, m0inv, n);
            } else if (op == 1 || op == 3) {
                qzi_bn_mont_mulw_c(want, tc, xa, xb, m, m0inv, n);
                qzi_bn_mont_mulw_lazy_c(exact, tc, a, b, m, m0inv, n);
            } else {
                qzi_bn_mont_mulw_c(want, tc, xa, xa, m, m0inv, n);
                qzi_bn_mont_mulw_lazy_c(exact, tc, a, a, m, m0inv, n);
            }
            if (op >= 2)
                memcpy(got, a, n * 4);
            if (op == 0)
                im->sqr(got, t, a, m, m0inv, n);
            else if (op == 1)
                im->mulw(got, t, a, b, m, m0inv, n);
            else if (op == 2)
                im->sqr(got, t, got, m, m0inv, n);
            else if (op == 3)
                im->mulw(got, t, got, b, m, m0inv, n);
            else
                im->mulw(got, t, got, got, m, m0inv, n);
            from_mont_c(f1, got, m, m0inv, n);
            from_mont_c(f2, want, m, m0inv, n);
            bad += memcmp(f1, f2, n * 4) != 0 || !guards_ok(got, n) || !guards_ok(t, 2 * n);
            if (exact_c)
                bad += memcmp(got, exact, n * 4) != 0;
            else if (!lazy_n) /* the full kernels: fully reduced */
                bad += memcmp(got, want, n * 4) != 0;
        }
    }
    return bad;
}

/* Part 5: qzi_rsa_pow_ct (the lazy products' caller) against a
 * left-to-right binary exponentiation with the C full product
 * qzi_bn_mont_mul_c: the same x^e R mod m exactly, so fully reduced (the
 * lazy values come out below m through the final conditional
 * subtraction). m of n limbs with its top bit set, x random below m, e of
 * four random limbs, window w. */
static unsigned pow_route(qzt_rng *rng, size_t n, unsigned w)
{
    static uint32_t m[64], table[32 * 64], sel[64], prod[128], acc[64], ref[64], tmp[64];
    uint32_t e[4];
    qzi_rsa_mont M = {0};

    modulus(rng, m, n, 0);
    m[n - 1] |= 0x80000000u;
    M.m = m;
    M.rr = NULL;
    M.m0inv = neg_inv32(m[0]);
    M.n = n;
    M.prod = prod;
    operand(rng, table + n, m, n, NKINDS - 1);
    for (int i = 0; i < 4; i++)
        e[i] = qzt_rand32(rng);
    qzi_rsa_pow_ct(&M, acc, table, sel, w, e, 4);
    qzi_rsa_mont_one(ref, m, n);
    for (int b = 127; b >= 0; b--) {
        qzi_bn_mont_mul_c(tmp, ref, ref, m, M.m0inv, n);
        if ((e[b / 32] >> (b % 32)) & 1u)
            qzi_bn_mont_mul_c(ref, tmp, table + n, m, M.m0inv, n);
        else
            memcpy(ref, tmp, n * 4);
    }
    return memcmp(acc, ref, n * 4) != 0;
}

/* Part 1: the C reference against the fused CIOS kernel. */
static unsigned reference_route(qzt_rng *rng, size_t n)
{
    static uint32_t m[MAXN], a[MAXN], b[MAXN], r1[MAXN], r2[MAXN], t[2 * MAXN];
    uint32_t m0inv;
    unsigned bad = 0;

    modulus(rng, m, n, (int)(qzt_rand32(rng) & 1));
    m0inv = neg_inv32(m[0]);
    for (int kind = 0; kind < NKINDS; kind++) {
        operand(rng, a, m, n, kind);
        operand(rng, b, m, n, (kind + 2) % NKINDS);
        qzi_bn_mont_sqr_c(r1, t, a, m, m0inv, n);
        qzi_bn_mont_mul_c(r2, a, a, m, m0inv, n);
        bad += memcmp(r1, r2, n * 4) != 0;
        qzi_bn_mont_mulw_c(r1, t, a, b, m, m0inv, n);
        qzi_bn_mont_mul_c(r2, a, b, m, m0inv, n);
        bad += memcmp(r1, r2, n * 4) != 0;
    }
    return bad;
}

/* 1..20 every size (the assembly's fallback and its smallest own sizes),
 * then multiples of 4 whose sweeps (n, n - 4 and n - 4k columns) enter
 * the armv7em body at each of its six columns ((N / 4) mod 6) and loop
 * (N >= 48), and the RSA sizes. */
static const size_t SIZES[] = {1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13, 14,
                               15, 16, 17, 18, 19, 20, 24, 28, 32, 36, 48, 64, 96, 128};
#define NSIZES (sizeof SIZES / sizeof SIZES[0])
/* The large sizes once per modulus kind on a Cortex-M target; where there
 * is no assembly of these kernels (the M0+, the M33 without DSP: the
 * mapped kernels are the bignum set's, which tests/kernel-bignum checks
 * at every size) up to 32 limbs only, which keeps the M0+'s run in
 * qz-mcusim short (doc/testing.md's budget). */
#if defined(__arm__)
#define TRIALS(n) ((n) > 20 ? 1 : 3)
#else
#define TRIALS(n) ((n) > 20 ? 3 : 10)
#endif
#if defined(__arm__) && !defined(QZT_RSA_ASM) && !QZI_BN_MONT_DIGITS
#define LARGEST 32u
#undef TRIALS
#define TRIALS(n) 1
#else
#define LARGEST MAXN
#endif
/* The M0+'s digit kernels (QZI_BN_MONT_DIGITS) at every size up to 128 limbs
 * (the RSA-3072 and -4096 public operations use 96 and 128), but in the
 * simulator's time budget (doc/testing.md): the C reference's own route
 * (part 1) up to 32 limbs, and above 64 limbs one modulus kind. */
#if defined(__arm__) && QZI_BN_MONT_DIGITS
#define REF_LARGEST 32u
#define MKINDS(n) ((n) > 64 ? 1 : 2)
#else
#define REF_LARGEST LARGEST
#define MKINDS(n) 2
#endif

#if defined(__arm__) && !defined(QZT_RSA_ASM)
#define POW_MAXN 16u
#define POW_TRIALS 1
#else
#define POW_MAXN 32u
#define POW_TRIALS 3
#endif

static size_t nsizes(void)
{
    size_t k = 0;

    while (k < NSIZES && SIZES[k] <= LARGEST)
        k++;
    return k;
}

int main(void)
{
    qzt_rng rng;
    unsigned bad = 0;

    qzt_rng_seed(&rng, 0x72736b34);
    for (size_t s = 0; s < NSIZES && SIZES[s] <= REF_LARGEST; s++)
        for (int k = 0; k < TRIALS(SIZES[s]); k++)
            bad += reference_route(&rng, SIZES[s]);
    QZT_CHECK(bad == 0, "c: %u mont_sqr/mont_mulw results differ from mont_mul", bad);
    printf("c: mont_sqr and mont_mulw against mont_mul, sizes up to %u limbs\n",
           (unsigned)REF_LARGEST);

    for (size_t i = 0; i < sizeof IMPLS / sizeof IMPLS[0]; i++) {
        bad = 0;
        for (size_t s = 0; s < NSIZES && SIZES[s] <= LARGEST; s++)
            for (int mk = 0; mk < MKINDS(SIZES[s]); mk++)
                for (int k = 0; k < TRIALS(SIZES[s]); k++)
                    bad += against_c(&IMPLS[i], &rng, SIZES[s], mk);
        QZT_CHECK(bad == 0, "%s: %u results differ from the _c kernels", IMPLS[i].name, bad);
        printf("%s: mont_sqr and mont_mulw against _c, %u sizes up to %u limbs\n",
               IMPLS[i].name, (unsigned)nsizes(), (unsigned)LARGEST);
    }
    for (size_t i = 0; i < sizeof LAZY_IMPLS / sizeof LAZY_IMPLS[0]; i++) {
        bad = 0;
        for (size_t s = 0; s < NSIZES && SIZES[s] <= LARGEST; s++)
            for (int mk = 0; mk < 2; mk++)
                for (int k = 0; k < TRIALS(SIZES[s]); k++)
                    bad += lazy_against_c(&LAZY_IMPLS[i], &rng, SIZES[s], mk);
        QZT_CHECK(bad == 0, "%s: %u results wrong (congruence with the full _c kernels%s)",
                  LAZY_IMPLS[i].name, bad, LAZY_IMPLS[i].exact ? ", equality with the lazy _c" : "");
        printf("%s: mont_sqr_lazy and mont_mulw_lazy, %u sizes up to %u limbs%s\n",
               LAZY_IMPLS[i].name, (unsigned)nsizes(), (unsigned)LARGEST,
               LAZY_IMPLS[i].big ? ", operands up to R - 1" : "");
    }
    /* 16 and 32 limbs three times each natively and on the cores with
     * the lazy assembly; on the cores without it (the M0+, the M33
     * without DSP: the full kernels) 16 limbs once, for the simulator's
     * time. */
    bad = 0;
    for (unsigned w = QZI_RSA_WMIN; w <= QZI_RSA_WMAX; w++)
        for (size_t n = 16; n <= POW_MAXN; n += 16)
            for (int k = 0; k < POW_TRIALS; k++)
                bad += pow_route(&rng, n, w);
    QZT_CHECK(bad == 0, "qzi_rsa_pow_ct: %u results differ from the binary route", bad);
    printf("qzi_rsa_pow_ct: windows %u..%u up to %u limbs against the binary route\n",
           (unsigned)QZI_RSA_WMIN, (unsigned)QZI_RSA_WMAX, (unsigned)POW_MAXN);
#ifdef QZT_RSA_ASM
    QZT_CHECK(abi_damage == 0, "armv7em: callee-saved registers or sp damaged (mask %#x)",
              (unsigned)abi_damage);
#endif

#ifdef QZT_RSA_BLOCKS
    bad = block_kernels(&rng);
    QZT_CHECK(bad == 0, "armv6m blocks: %u results differ from the _c kernels", bad);
    QZT_CHECK(block_damage == 0, "armv6m blocks: callee-saved registers or sp damaged (mask %#x)",
              (unsigned)block_damage);
    printf("armv6m: mul256_acc, sqr256_acc, redc_q256, kara_fold against _c, %d trials each; "
           "mul256_row, %d\n", BLOCK_TRIALS, BLOCK_TRIALS / 3);
#endif

    /* The gate proves itself: a square wrong at n = 32, a = m - 1. */
    {
        impl broken = {"broken", broken_sqr, qzi_bn_mont_mulw_c};

        bad = against_c(&broken, &rng, 32, 0);
        QZT_CHECK(bad != 0, "a square wrong at n = 32, a = m - 1 was not caught");
    }
    {
        lazy_impl plus_m = {"lazy + m", lazy_plus_m, qzi_bn_mont_mulw_lazy_c, 1, 1, 1};
        lazy_impl flip = {"lazy bit flip", lazy_bit_flip, qzi_bn_mont_mulw_lazy_c, 0, 1, 1};

        bad = 0;
        for (int k = 0; k < 4; k++) /* moduli with the top bit clear among them */
            bad += lazy_against_c(&plus_m, &rng, 32, 0);
        QZT_CHECK(bad != 0, "a lazy square off by m at n = 32 was not caught");
        bad = lazy_against_c(&flip, &rng, 32, 0);
        QZT_CHECK(bad != 0, "a lazy square with a bit flipped at n = 32 was not caught");
    }
    return qzt_finish("kernel-bn-rsa");
}

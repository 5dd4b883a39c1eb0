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
 * 3. The sampling and codec kernels (compress d = 10, 4, 1, decompress,
 *    decode12, cbd2 also in place, poly_add, rej_uniform, the modulus
 *    check with one value q, q + 1 .. 4095 anywhere or none) of every
 *    implementation against their C reference, exactly: random and
 *    extreme inputs (every x in [0, q) at every position, all-ones
 *    bytes), byte strings at each alignment, guards around every output;
 *    rej_uniform from several starting n and buffer lengths, its result
 *    and p[0 .. n) compared. The C compress and decompress against the
 *    definitions (round(2^d x / q) mod 2^d, round(q y / 2^d)). A compress
 *    that truncates instead of rounding, a rejection that accepts q and
 *    a modulus check that accepts q must be caught.
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

/* ---- 3. the sampling and codec kernels ---------------------------------- */

typedef void (*enc_fn)(uint8_t *, const int16_t *);
typedef void (*dec_fn)(int16_t *, const uint8_t *);
typedef unsigned (*rej_fn)(int16_t *, unsigned, const uint8_t *, unsigned);

typedef struct {
    const char *name;
    enc_fn c10, c4, c1;
    dec_fn d10, d4, d1, dec12, cbd2;
    void (*add)(int16_t *, const int16_t *);
    rej_fn rej;
    uint32_t (*mod_bad)(const uint8_t *, unsigned);
} codec_impl;

#ifdef QZT_KEM_ARMV7EM
static uint32_t abi_ret;
static void abi_r(uintptr_t fn, uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3)
{
    uintptr_t c[8] = {fn, a0, a1, a2, a3, 0, 0, 0};

    abi_damage |= qzt_abicall6(c);
    abi_ret = (uint32_t)c[7];
}
#define ABI2(kind, name, t0, t1)                                                         \
    static void abi_##name(t0 a, t1 b) { abi_r(U(qzi_mlkem_##name##_armv7em), U(a), U(b), 0, 0); }
ABI2(enc, compress_d10, uint8_t *, const int16_t *)
ABI2(enc, compress_d4, uint8_t *, const int16_t *)
ABI2(enc, compress_d1, uint8_t *, const int16_t *)
ABI2(dec, decompress_d10, int16_t *, const uint8_t *)
ABI2(dec, decompress_d4, int16_t *, const uint8_t *)
ABI2(dec, decompress_d1, int16_t *, const uint8_t *)
ABI2(dec, decode12, int16_t *, const uint8_t *)
ABI2(dec, cbd2, int16_t *, const uint8_t *)
ABI2(add, poly_add, int16_t *, const int16_t *)
static unsigned abi_rej_uniform(int16_t *p, unsigned n, const uint8_t *buf, unsigned len)
{
    abi_r(U(qzi_mlkem_rej_uniform_armv7em), U(p), n, U(buf), len);
    return abi_ret;
}
static uint32_t abi_modulus_bad(const uint8_t *in, unsigned n)
{
    abi_r(U(qzi_mlkem_modulus_bad_armv7em), U(in), n, 0, 0);
    return abi_ret;
}
#endif

static const codec_impl CODECS[] = {
    {"c", qzi_mlkem_compress_d10_c, qzi_mlkem_compress_d4_c, qzi_mlkem_compress_d1_c,
     qzi_mlkem_decompress_d10_c, qzi_mlkem_decompress_d4_c, qzi_mlkem_decompress_d1_c,
     qzi_mlkem_decode12_c, qzi_mlkem_cbd2_c, qzi_mlkem_poly_add_c, qzi_mlkem_rej_uniform_c,
     qzi_mlkem_modulus_bad_c},
#ifdef QZT_KEM_ARMV7EM
    {"armv7em", abi_compress_d10, abi_compress_d4, abi_compress_d1, abi_decompress_d10,
     abi_decompress_d4, abi_decompress_d1, abi_decode12, abi_cbd2, abi_poly_add,
     abi_rej_uniform, abi_modulus_bad},
#endif
};

static uint8_t mod_in[4 + 4 * 384];
static uint8_t cb_in[4 + 512 + 16], cb_out[4 + 512 + 16], cb_ref[512 + 16];
static int16_t cp_in[256 + 8], cp_out[256 + 8], cp_ref[256 + 8];

/* Compress of p (canonical) by fn and by ref into out at offset off. */
static unsigned enc_against(enc_fn fn, enc_fn ref, unsigned bytes, const int16_t *p,
                            unsigned off)
{
    unsigned bad = 0;

    memset(cb_out, 0xa5, sizeof cb_out);
    memset(cb_ref, 0xa5, sizeof cb_ref);
    fn(cb_out + off, p);
    ref(cb_ref, p);
    bad += memcmp(cb_out + off, cb_ref, bytes) != 0;
    for (unsigned i = 0; i < off; i++)
        bad += cb_out[i] != 0xa5;
    for (unsigned i = off + bytes; i < sizeof cb_out; i++)
        bad += cb_out[i] != 0xa5;
    return bad;
}

/* Decode of in (at offset off) by fn and by ref: 256 coefficients. */
static unsigned dec_against(dec_fn fn, dec_fn ref, const uint8_t *in, unsigned bytes,
                            unsigned off)
{
    unsigned bad = 0;

    memset(cb_in, 0x3c, sizeof cb_in);
    memcpy(cb_in + off, in, bytes);
    for (unsigned i = 0; i < 256 + 8; i++)
        cp_out[i] = cp_ref[i] = (int16_t)GUARD;
    fn(cp_out, cb_in + off);
    ref(cp_ref, cb_in + off);
    bad += memcmp(cp_out, cp_ref, sizeof cp_out) != 0;
    for (unsigned i = 256; i < 256 + 8; i++)
        bad += cp_out[i] != (int16_t)GUARD;
    return bad;
}

static unsigned codec_against_c(const codec_impl *im, const codec_impl *ref, qzt_rng *rng,
                                int trials)
{
    static uint8_t bytes[512];
    static int16_t cbd_buf[256 + 8];
    unsigned bad = 0;

    for (int t = 0; t < trials; t++) {
        unsigned off = (unsigned)t & 3;

        /* canonical polynomials: random, then the sweep of every x in
         * [0, q) through every position (t selects the phase) */
        for (unsigned i = 0; i < 256; i++)
            cp_in[i] = t < trials / 2 ? (int16_t)(qzt_rand32(rng) % Q)
                                      : (int16_t)((i * 13u + (unsigned)t * 256u) % Q);
        if (t == 0)
            for (unsigned i = 0; i < 256; i++)
                cp_in[i] = (int16_t)(i & 1 ? Q - 1 : 0);
        bad += enc_against(im->c10, ref->c10, 320, cp_in, off);
        bad += enc_against(im->c4, ref->c4, 128, cp_in, off);
        bad += enc_against(im->c1, ref->c1, 32, cp_in, off);
        qzt_rand_bytes(rng, bytes, sizeof bytes);
        if (t == 1)
            memset(bytes, 0xff, sizeof bytes);
        bad += dec_against(im->d10, ref->d10, bytes, 320, off);
        bad += dec_against(im->d4, ref->d4, bytes, 128, off);
        bad += dec_against(im->d1, ref->d1, bytes, 32, off);
        bad += dec_against(im->dec12, ref->dec12, bytes, 384, off);
        bad += dec_against(im->cbd2, ref->cbd2, bytes, 128, off);
        /* cbd2 in place: the 128 bytes at byte 384 of p */
        for (unsigned i = 0; i < 256 + 8; i++)
            cbd_buf[i] = (int16_t)GUARD;
        memcpy((uint8_t *)cbd_buf + 384, bytes, 128);
        im->cbd2(cbd_buf, (const uint8_t *)cbd_buf + 384);
        ref->cbd2(cp_ref, bytes);
        bad += memcmp(cbd_buf, cp_ref, 512) != 0;
        for (unsigned i = 256; i < 256 + 8; i++)
            bad += cbd_buf[i] != (int16_t)GUARD;
        /* poly_add: sums within int16_t */
        for (unsigned i = 0; i < 256; i++) {
            cp_in[i] = (int16_t)((int32_t)(qzt_rand32(rng) % 32768u) - 16384);
            cp_out[i] = cp_ref[i] = (int16_t)((int32_t)(qzt_rand32(rng) % 32768u) - 16384);
        }
        cp_out[256] = (int16_t)GUARD;
        im->add(cp_out, cp_in);
        ref->add(cp_ref, cp_in);
        bad += memcmp(cp_out, cp_ref, 512) != 0 || cp_out[256] != (int16_t)GUARD;
        /* the modulus check: n = 1 .. 4 polynomials of values below q, and
         * (two trials in three) one value of q or more at a random place */
        {
            unsigned n = 1 + (unsigned)t % 4, nv = 256 * n, bad_at = nv, want;
            uint8_t *m = mod_in + off;

            if (t % 3 != 0)
                bad_at = qzt_rand32(rng) % nv;
            for (unsigned i = 0; i < nv; i += 2) {
                uint32_t v0 = qzt_rand32(rng) % Q, v1 = qzt_rand32(rng) % Q;
                uint32_t b = t % 6 == 1 ? Q : t % 6 == 2 ? 4095 : Q + qzt_rand32(rng) % (4096 - Q);

                if (t % 7 == 0) /* the largest good values */
                    v0 = v1 = Q - 1;
                if (i == bad_at)
                    v0 = b;
                if (i + 1 == bad_at)
                    v1 = b;
                m[3 * i / 2] = (uint8_t)v0;
                m[3 * i / 2 + 1] = (uint8_t)((v0 >> 8) | (v1 << 4));
                m[3 * i / 2 + 2] = (uint8_t)(v1 >> 4);
            }
            want = bad_at < nv;
            bad += im->mod_bad(m, n) != want || ref->mod_bad(m, n) != want;
        }
        /* rej_uniform: starting n, buffer length (multiples of 3) */
        {
            static const unsigned N0[] = {0, 1, 100, 247, 248, 249, 254, 255, 256};
            static const unsigned LEN[] = {504, 168, 48, 3, 0, 12, 15};
            unsigned n0 = N0[(unsigned)t % 9], len = LEN[(unsigned)t % 7], n1, n2;

            if (t % 5 == 2) /* mostly rejected candidates */
                for (unsigned i = 0; i < len; i++)
                    bytes[i] |= 0xd0;
            if (t % 4 == 3) /* the boundary: candidates q - 1, q, q + 1, 0, 4095 in turn */
                for (unsigned i = 0; i + 3 <= len; i += 3) {
                    static const uint16_t B[5] = {Q - 1, Q, Q + 1, 0, 4095};
                    uint32_t c1 = B[(i / 3 * 2) % 5], c2 = B[(i / 3 * 2 + 1) % 5];

                    bytes[i] = (uint8_t)c1;
                    bytes[i + 1] = (uint8_t)((c1 >> 8) | (c2 << 4));
                    bytes[i + 2] = (uint8_t)(c2 >> 4);
                }
            memset(cb_in, 0x3c, sizeof cb_in);
            memcpy(cb_in + off, bytes, len);
            for (unsigned i = 0; i < 256 + 8; i++)
                cp_out[i] = cp_ref[i] = (int16_t)GUARD;
            n1 = im->rej(cp_out, n0, cb_in + off, len);
            n2 = ref->rej(cp_ref, n0, cb_in + off, len);
            bad += n1 != n2 || n1 > 256 || memcmp(cp_out, cp_ref, 2 * n1) != 0;
            for (unsigned i = 256; i < 256 + 8; i++)
                bad += cp_out[i] != (int16_t)GUARD;
        }
    }
    return bad;
}

/* The C compress and decompress against the definitions: every x. */
static unsigned codec_c_against_definitions(void)
{
    static const unsigned D[] = {10, 4, 1};
    unsigned bad = 0;

    for (unsigned k = 0; k < 3; k++) {
        unsigned d = D[k];
        enc_fn enc = d == 10 ? qzi_mlkem_compress_d10_c
                   : d == 4  ? qzi_mlkem_compress_d4_c
                             : qzi_mlkem_compress_d1_c;
        dec_fn dec = d == 10 ? qzi_mlkem_decompress_d10_c
                   : d == 4  ? qzi_mlkem_decompress_d4_c
                             : qzi_mlkem_decompress_d1_c;

        for (unsigned x0 = 0; x0 < Q; x0 += 256) {
            for (unsigned i = 0; i < 256; i++)
                cp_in[i] = (int16_t)((x0 + i) % Q);
            enc(cb_ref, cp_in);
            for (unsigned i = 0; i < 256; i++) {
                unsigned x = (unsigned)cp_in[i];
                unsigned want = ((2u * (x << d) + Q) / (2u * Q)) & ((1u << d) - 1);
                unsigned got = 0;

                for (unsigned b = 0; b < d; b++)
                    got |= ((cb_ref[(i * d + b) / 8] >> ((i * d + b) % 8)) & 1u) << b;
                bad += got != want;
            }
        }
        /* every y: the byte string of y = i mod 2^d */
        memset(cb_in, 0, sizeof cb_in);
        for (unsigned i = 0; i < 256; i++)
            for (unsigned b = 0; b < d; b++)
                cb_in[(i * d + b) / 8] |= (uint8_t)((((i % (1u << d)) >> b) & 1u) << ((i * d + b) % 8));
        dec(cp_ref, cb_in);
        for (unsigned i = 0; i < 256; i++) {
            unsigned y = i % (1u << d);
            unsigned want = (2u * Q * y + (1u << d)) / (2u << d);

            bad += (unsigned)cp_ref[i] != want;
        }
    }
    return bad;
}

/* The deliberate faults: Compress_10 truncating (floor(2^10 x / q)), a
 * rejection taking q. */
static void compress_d10_truncating(uint8_t *out, const int16_t *p)
{
    memset(out, 0, 320);
    for (unsigned i = 0; i < 256; i++) {
        uint32_t c = (((uint32_t)(uint16_t)p[i] << 10) / Q) & 0x3ffu;

        for (unsigned b = 0; b < 10; b++)
            out[(i * 10 + b) / 8] |= (uint8_t)(((c >> b) & 1u) << ((i * 10 + b) % 8));
    }
}
static uint32_t modulus_takes_q(const uint8_t *in, unsigned n)
{
    uint32_t bad = 0;

    for (unsigned i = 0; i < 128 * n; i++) {
        uint32_t a0 = in[3 * i] | ((in[3 * i + 1] & 15u) << 8);
        uint32_t a1 = (in[3 * i + 1] >> 4) | ((uint32_t)in[3 * i + 2] << 4);

        bad |= (a0 > Q) | (a1 > Q);
    }
    return bad;
}
static unsigned rej_takes_q(int16_t *p, unsigned n, const uint8_t *buf, unsigned len)
{
    for (unsigned i = 0; i + 3 <= len && n < 256; i += 3) {
        uint32_t d1 = buf[i] | ((uint32_t)(buf[i + 1] & 15u) << 8);
        uint32_t d2 = (buf[i + 1] >> 4) | ((uint32_t)buf[i + 2] << 4);

        if (d1 <= Q)
            p[n++] = (int16_t)d1;
        if (d2 <= Q && n < 256)
            p[n++] = (int16_t)d2;
    }
    return n;
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
    bad = codec_c_against_definitions();
    QZT_CHECK(bad == 0, "codec C reference: %u values differ from the definitions", bad);
    for (size_t i = 0; i < sizeof CODECS / sizeof CODECS[0]; i++) {
        bad = codec_against_c(&CODECS[i], &CODECS[0], &rng, 64);
        QZT_CHECK(bad == 0, "codec %s: %u differences from the C reference", CODECS[i].name,
                  bad);
        printf("mlkem codec kernels %s: checked\n", CODECS[i].name);
    }
#ifdef QZT_KEM_ARMV7EM
    QZT_CHECK(abi_damage == 0, "AAPCS damage mask 0x%x (codec)", (unsigned)abi_damage);
#endif
    {
        codec_impl wrong = CODECS[0];
        unsigned bad_c, bad_r, bad_m;

        wrong.c10 = compress_d10_truncating;
        bad_c = codec_against_c(&wrong, &CODECS[0], &rng, 8);
        wrong = CODECS[0];
        wrong.rej = rej_takes_q;
        /* every candidate q exactly: bytes 01 1d d0 give d1 = d2 = 3329 */
        bad_r = 0;
        {
            static const uint8_t qq[6] = {0x01, 0x1d, 0xd0, 0x01, 0x1d, 0xd0};
            int16_t pa[256], pb[256];

            bad_r = wrong.rej(pa, 0, qq, 6) != CODECS[0].rej(pb, 0, qq, 6);
        }
        wrong = CODECS[0];
        wrong.mod_bad = modulus_takes_q;
        bad_m = codec_against_c(&wrong, &CODECS[0], &rng, 8);
        QZT_CHECK(bad_c > 0 && bad_r > 0 && bad_m > 0, "missed a truncating compress (%u), a "
                  "rejection accepting q (%u) or a modulus check accepting q (%u)", bad_c, bad_r,
                  bad_m);
    }
    return qzt_finish("kernel-mlkem");
}

/*
 * Constant-time modular inversion (lib/bignum/bn.h, qzi_bn_inv_mod) by
 * Bernstein and Yang's divsteps ("Fast constant-time gcd computation and
 * modular inversion", 2019, sections 8-11), in the variant that starts
 * with delta = 1/2.
 *
 * The divstep, with delta scaled by 2 (so it is an odd integer and starts
 * at 1), f odd:
 *
 *     delta > 0 and g odd:  (delta, f, g) <- (2 - delta, g, (g - f) / 2)
 *     g odd otherwise:      (delta, f, g) <- (2 + delta, f, (g + f) / 2)
 *     g even:               (delta, f, g) <- (2 + delta, f, g / 2)
 *
 * Starting from f = m (odd), g = a with 0 <= a < m < 2^b, g reaches 0
 * after at most N(b) = floor(9437 b / 4096) + 1 steps (the least N with
 * 9437 b + 1 <= 4096 N), and then |f| = gcd(a, m). This is the bound that
 * Bernstein's "hull-light" computation (2023) proves for this variant; it
 * is formally checked in HOL Light (jrh13/hol-light, Divstep/, theorem
 * IDIVSTEP_ENDTOEND_BITS_SIMPLE), and it matches the hull bounds of
 * Wuille's safegcd-bounds for this variant (590 steps for b = 256).
 * P-256: 590 steps, P-384: 885, P-521: 1201. Further steps leave f and
 * d unchanged (g = 0 stays 0), so the count may be rounded up.
 *
 * The inverse comes from two more numbers d, e with d a = f c, e a = g c
 * (mod m), starting at d = 0, e = c: once f = +-1, c / a = +-d. Here c is
 * the caller's b (1 for a plain inverse, R^2 for a Montgomery one).
 *
 * Batches: the first k steps depend only on delta and the low k bits of f
 * and g, so each batch runs k = 30 steps on 32-bit words, recording the
 * 2x2 matrix T (scaled by 2^30, entries |u| + |v| <= 2^30 and |q| + |r|
 * <= 2^30, so they fit in int32_t), then applies it to the full numbers:
 * the kernel qzi_bn_divsteps30 (lib/internal/bignum_kernel.h; its C
 * reference in lib/generic/bignum.c, assembly in
 * lib/arch/{armv6m,armv7em}/bn_divsteps30.S: 429 modelled M4 cycles a
 * batch against 968 for the C, so a P-256 inversion's 20 batches take
 * about 8.6k of its 20k; 645 against 1,441 on the M0+). Between batches delta travels as zeta = -(delta +
 * 1/2) with delta unscaled (zeta = -(delta' + 1) / 2 for the scaled
 * delta' above; -1 at the start, negative exactly when delta > 0): the
 * kernel's update is zeta <- (zeta XOR swap) - 1.
 *
 *     (f, g) <- T (f, g) / 2^30                 (exact division)
 *     (d, e) <- (T (d, e) + (md, me) m) / 2^30  (md, me chosen so that the
 *                                                division is exact)
 *
 * The full numbers are signed, in limbs of 30 bits ("s30"): value = sum
 * x[i] 2^(30 i), x[0..L-2] in [0, 2^30), the top limb x[L-1] signed, L
 * the least with 30 L >= 32 n + 2. A limb times a matrix entry is a
 * signed 32 x 32 -> 64-bit multiply-accumulate (qzi_bn_smac: four MULS in
 * assembly on the M0+ and M3, one SMLAL elsewhere); a column sum of three
 * stays below 2^62, and the carries are shifted arithmetically (gcc and
 * clang shift negative signed values so, their documented choice).
 *
 * Ranges: |f|, |g| <= m throughout (a divstep never makes max(|f|, |g|)
 * grow). d and e stay in (-2m, m): before the product each negative one
 * is made (-m, m) by adding m, which adds u m or v m (q m or r m) to the
 * sum, so |T (d, e)| < 2^30 m; the correction subtracts k m with 0 <= k <
 * 2^30; divided by 2^30 the result is in (-2m, m) again.
 *
 * Constant time: the number of batches depends on the bit length of m and
 * n only (public); every step is mask arithmetic on all words (in the
 * assembly kernels also a multiply by 0 or +-1: MULS, MUL and MLA take
 * fixed time on the M0+, M3, M4 and M33), every product is computed, no
 * index depends
 * on a value. The workspace is
 * wiped here; working values spilled to the stack (a frame of 160 bytes
 * on the M0+ and M4) are left to the caller's qzi_wipe_stack.
 */
#include "bignum/bn.h"

#define S30_MASK 0x3fffffffu

/* acc + a b (signed, lib/internal/bignum_kernel.h). The ARMv6-M kernel
 * (four MULS, the M0+ and the M3) or, with the generic kernels on a core
 * without a 64-bit multiply, the C reference out of line (one copy of its
 * code); elsewhere inline, one SMLAL. */
#if QZI_BN_SMAC_ASM || defined(__ARM_ARCH_6M__) || defined(__ARM_ARCH_8M_BASE__)
#define mac qzi_bn_smac
#else
static inline int64_t mac(int64_t acc, int32_t a, int32_t b)
{
    return acc + qzi_smul64(a, b);
}
#endif

/* All-ones when the signed word x is negative (an arithmetic shift),
 * through the barrier: clang -Os otherwise turns "m[i] & mask" into a
 * branch around the load (the valgrind gate saw it). */
static inline uint32_t neg_mask(int32_t x)
{
    return qzi_ct_barrier((uint32_t)(x >> 31));
}

/* (f, g) <- T (f, g) / 2^30, L limbs each. The low 30 bits of both sums
 * are zero by the choice of T. */
static void apply_fg(int32_t *f, int32_t *g, const int32_t t[4], size_t L)
{
    int64_t cf = mac(mac(0, t[0], f[0]), t[1], g[0]);
    int64_t cg = mac(mac(0, t[2], f[0]), t[3], g[0]);

    cf >>= 30;
    cg >>= 30;
    for (size_t i = 1; i < L; i++) {
        cf = mac(mac(cf, t[0], f[i]), t[1], g[i]);
        cg = mac(mac(cg, t[2], f[i]), t[3], g[i]);
        f[i - 1] = (int32_t)((uint32_t)cf & S30_MASK);
        g[i - 1] = (int32_t)((uint32_t)cg & S30_MASK);
        cf >>= 30;
        cg >>= 30;
    }
    f[L - 1] = (int32_t)cf;
    g[L - 1] = (int32_t)cg;
}

/* (d, e) <- (T (d, e) + (md, me) m) / 2^30 mod m, kept in (-2m, m) (the
 * file's comment); mi = m^-1 mod 2^30. */
static void apply_de(int32_t *d, int32_t *e, const int32_t t[4], const int32_t *m,
                     uint32_t mi, size_t L)
{
    uint32_t sd = neg_mask(d[L - 1]), se = neg_mask(e[L - 1]);
    /* + m for each negative input, times its coefficient */
    uint32_t md = ((uint32_t)t[0] & sd) + ((uint32_t)t[1] & se);
    uint32_t me = ((uint32_t)t[2] & sd) + ((uint32_t)t[3] & se);
    int64_t cd = mac(mac(0, t[0], d[0]), t[1], e[0]);
    int64_t ce = mac(mac(0, t[2], d[0]), t[3], e[0]);

    /* minus k m, k in [0, 2^30), so that the low 30 bits cancel:
     * k = (cd + md m) m^-1 = cd m^-1 + md (mod 2^30) */
    md -= (mi * (uint32_t)cd + md) & S30_MASK;
    me -= (mi * (uint32_t)ce + me) & S30_MASK;
    cd = mac(cd, m[0], (int32_t)md);
    ce = mac(ce, m[0], (int32_t)me);
    cd >>= 30;
    ce >>= 30;
    for (size_t i = 1; i < L; i++) {
        cd = mac(mac(mac(cd, t[0], d[i]), t[1], e[i]), m[i], (int32_t)md);
        ce = mac(mac(mac(ce, t[2], d[i]), t[3], e[i]), m[i], (int32_t)me);
        d[i - 1] = (int32_t)((uint32_t)cd & S30_MASK);
        e[i - 1] = (int32_t)((uint32_t)ce & S30_MASK);
        cd >>= 30;
        ce >>= 30;
    }
    d[L - 1] = (int32_t)cd;
    e[L - 1] = (int32_t)ce;
}

/* x <- (x + (m AND add)), negated when neg is all-ones; then the limbs
 * are carried back into [0, 2^30) (the top limb keeps the sign). */
static void fold(int32_t *x, const int32_t *m, uint32_t add, uint32_t neg, size_t L)
{
    uint32_t c = 0;

    for (size_t i = 0; i < L; i++) {
        uint32_t w = (((uint32_t)x[i] + ((uint32_t)m[i] & add)) ^ neg) - neg;

        w += c;
        if (i + 1 < L) { /* public: the limb's position */
            x[i] = (int32_t)(w & S30_MASK);
            c = (uint32_t)((int32_t)w >> 30);
        } else {
            x[i] = (int32_t)w;
        }
    }
}

/* n 32-bit limbs (zeros above them) into L s30 limbs, L 30 >= 32 n. */
static void to_s30(int32_t *x, size_t L, const uint32_t *a, size_t n)
{
    uint32_t acc = 0;
    unsigned have = 0; /* bits of acc still to place; public */
    size_t j = 0;

    for (size_t i = 0; i < L; i++) {
        if (have >= 30) {
            x[i] = (int32_t)(acc & S30_MASK);
            acc >>= 30;
            have -= 30;
        } else {
            uint32_t w = j < n ? a[j] : 0;

            j++;
            x[i] = (int32_t)((acc | (w << have)) & S30_MASK);
            acc = w >> (30 - have);
            have += 2;
        }
    }
}

/* L s30 limbs of a value in [0, 2^(32 n)) into n 32-bit limbs. */
static void from_s30(uint32_t *r, size_t n, const int32_t *x, size_t L)
{
    uint32_t acc = 0;
    unsigned have = 0; /* bits in acc; public */
    size_t j = 0;

    for (size_t i = 0; i < L; i++) {
        uint32_t w = (uint32_t)x[i];

        acc |= w << have;
        if (have >= 2) { /* a word is full; w's top have - 2 bits remain */
            if (j < n)
                r[j++] = acc;
            acc = w >> (32 - have);
            have -= 2;
        } else {
            have += 30;
        }
    }
    if (j < n)
        r[j++] = acc;
    while (j < n)
        r[j++] = 0;
}

uint32_t qzi_bn_inv_mod(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m,
                        size_t n, uint32_t *ws)
{
    size_t top = 0, bits;

    if (n == 0 || n > QZI_BN_MAX_LIMBS)
        return 0;
    if ((m[0] & 1u) == 0) {
        for (size_t i = 0; i < n; i++)
            r[i] = 0;
        return 0;
    }
    /* m's bit length (m public) */
    for (size_t i = 0; i < n; i++)
        if (m[i] != 0)
            top = i;
    bits = 32 * top;
    for (uint32_t w = m[top]; w != 0; w >>= 1)
        bits++;
    return qzi_bn_inv_mod_secret(r, a, b, m, n, bits, ws);
}

uint32_t qzi_bn_inv_mod_secret(uint32_t *r, const uint32_t *a, const uint32_t *b,
                               const uint32_t *m, size_t n, size_t bits, uint32_t *ws)
{
    size_t L = 0, steps;
    int32_t *f, *g, *d, *e, *ms, t[4];
    int32_t zeta = -1; /* -(delta + 1/2), the half-integer delta = 1/2 */
    uint32_t mi, sf, ok;

    if (n == 0 || n > QZI_BN_MAX_LIMBS || bits > 32 * n)
        return 0;
    /* Public sizes: L (no division: the M0+ has none), the step count. */
    while (30 * L < 32 * n + 2)
        L++;
    steps = ((9437u * bits) >> 12) + 1u;
    f = (int32_t *)ws;
    g = f + L;
    d = g + L;
    e = d + L;
    ms = e + L;
    to_s30(ms, L, m, n);
    to_s30(f, L, m, n);
    to_s30(g, L, a, n);
    to_s30(e, L, b, n);
    for (size_t i = 0; i < L; i++)
        d[i] = 0;
    mi = m[0]; /* m^-1 mod 2^32 by Newton's iteration (3, 6, 12, 24, 48 bits) */
    for (int i = 0; i < 4; i++)
        mi *= 2u - m[0] * mi;
    mi &= S30_MASK;

    for (size_t done = 0; done < steps; done += 30) {
        zeta = qzi_bn_divsteps30(zeta, (uint32_t)f[0], (uint32_t)g[0], t);
        apply_fg(f, g, t, L);
        apply_de(d, e, t, ms, mi, L);
    }

    /* f = +-gcd(a, m). d in (-2m, m): into (-m, m), times the sign of f,
     * into [0, m). */
    sf = neg_mask(f[L - 1]);
    fold(d, ms, neg_mask(d[L - 1]), sf, L);
    fold(d, ms, neg_mask(d[L - 1]), 0, L);
    /* invertible when |f| = 1 */
    fold(f, ms, 0, sf, L);
    ok = (uint32_t)f[0] ^ 1u;
    for (size_t i = 1; i < L; i++)
        ok |= (uint32_t)f[i];
    ok = qzi_ct_barrier(~qzi_ct_nonzero_mask(ok));
    from_s30(r, n, d, L);
    for (size_t i = 0; i < n; i++)
        r[i] &= ok;
    qzi_wipe(ws, 5 * L * sizeof(uint32_t));
    qzi_wipe(t, sizeof t);
    return ok;
}

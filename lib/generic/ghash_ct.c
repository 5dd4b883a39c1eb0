/*
 * GHASH, constant-time C reference (lib/internal/ghash_kernel.h).
 *
 * Representation: a GCM block is read as a 128-bit big-endian integer V,
 * four 32-bit words w[0] (bytes 12..15, least significant) .. w[3] (bytes
 * 0..3). The coefficient of x^i sits at integer bit 127 - i ("reflected").
 * The carry-less product of two such integers, read from bit 254 down,
 * holds the coefficients of the polynomial product from x^0 up; shifting
 * it left by one makes it a reflected 256-bit value, whose low 128 bits
 * (the coefficients of x^128..x^255) are folded into the high ones with
 * x^128 = x^7 + x^2 + x + 1.
 *
 * The 128 x 128 carry-less product is two levels of Karatsuba over nine
 * 32 x 32 products, with the nine operands on the H side prepared once
 * per key (qzi_ghash_ct_prepare_c). Each 32 x 32 carry-less product comes
 * from ordinary integer multiplications of operands with "holes":
 *
 *  - wide (cores with a 32 x 32 -> 64 multiplier: UMULL on ARMv7-M and
 *    ARMv8-M Mainline, any 64-bit host): each operand is split into four
 *    classes of bits, x_c = x & (0x11111111 << c). In x_i * y_j every
 *    column that can hold a result bit (position = i + j mod 4) sums at
 *    most 8 one-bit terms, so its carries stay in the three bits above it,
 *    which belong to other classes and are masked away. The 16 products
 *    are XORed per class: 16 multiplications per 32 x 32 product.
 *  - narrow (ARMv6-M and ARMv8-M Baseline: MULS gives the low 32 bits
 *    only): a 32 x 32 product is Karatsuba over three 16 x 16 ones, each
 *    of which uses three classes, x_c = x & (0x9249 << c) (every third
 *    bit). A column sums at most 6 terms, below 8, so the carries again
 *    stay in the two bits above it, and the 32-bit product is exact: 9
 *    multiplications per 16 x 16, 27 per 32 x 32.
 *
 * Constant time: masks, shifts, XORs and multiplications only; the
 * instruction and address sequence depends on nblocks alone. The
 * multiplier must take a fixed time (ghash_kernel.h: not a Cortex-M3).
 */
#include "internal/ghash_kernel.h"
#include "internal/bytes.h"
#include "internal/ct.h"
#include "internal/placement.h"

#if defined(__ARM_ARCH_6M__) || defined(__ARM_ARCH_8M_BASE__)
#define GHASH_NARROW 1
#else
#define GHASH_NARROW 0
#endif

/*
 * Register pressure. Nine products of 16 multiplications each want far
 * more registers than a Cortex-M has; left alone, GCC interleaves them and
 * spills (1570 modelled cycles per block on the M4). HIDE, on each
 * product's inputs, makes the products follow one another, and GCC's
 * first scheduling pass, which would interleave them again, is turned off
 * for the block function.
 *
 * Measured (qz-mcusim modelled cycles, gcc 12.2 -O2, 500 blocks per call):
 *   Cortex-M4  (wide):    781 cycles per block, 48.8 per byte
 *   Cortex-M0+ (narrow): 2414 cycles per block, 151 per byte
 * The wide product is 16 UMULL, 24 EOR, 14 AND/ORR of masks and 4 AND of
 * the operand, about 60 cycles; nine of them are 540 of the 781 cycles.
 */
#if defined(__GNUC__) || defined(__clang__)
#define HIDE(v) __asm__ volatile("" : "+r"(v))
#else
#define HIDE(v) ((void)0)
#endif
#if defined(__GNUC__) && !defined(__clang__)
#define NO_FIRST_SCHED __attribute__((optimize("no-schedule-insns")))
#else
#define NO_FIRST_SCHED
#endif

/* The nine Karatsuba operands of a 128-bit value (words w[0..3]):
 * w0, w1, w0^w1 (low half), w2, w3, w2^w3 (high half), and the same for
 * the XOR of the halves. */
#define KARATSUBA_OPERANDS(k, w0, w1, w2, w3)                                  \
    do {                                                                       \
        (k)[0] = (w0);                                                         \
        (k)[1] = (w1);                                                         \
        (k)[2] = (w0) ^ (w1);                                                  \
        (k)[3] = (w2);                                                         \
        (k)[4] = (w3);                                                         \
        (k)[5] = (w2) ^ (w3);                                                  \
        (k)[6] = (w0) ^ (w2);                                                  \
        (k)[7] = (w1) ^ (w3);                                                  \
        (k)[8] = (w0) ^ (w1) ^ (w2) ^ (w3);                                    \
    } while (0)

#if !GHASH_NARROW

/* hk layout: hk[4k + c] = (Karatsuba operand k of H) & (0x11111111 << c),
 * k = 0..8, c = 0..3 (36 words). */

/* out = the carry-less product x * y (out[0] low word), y given as its
 * four classes; one class of the result at a time. */
static inline void bmul32(uint32_t out[2], uint32_t x, const uint32_t *y)
{
    uint32_t x0, x1, x2, x3;
    uint64_t a, r;

    HIDE(x);
    HIDE(y);
    x0 = x & 0x11111111u;
    x1 = x & 0x22222222u;
    x2 = x & 0x44444444u;
    x3 = x & 0x88888888u;
    a = ((uint64_t)x0 * y[0]) ^ ((uint64_t)x1 * y[3]) ^
        ((uint64_t)x2 * y[2]) ^ ((uint64_t)x3 * y[1]);
    r = a & 0x1111111111111111u;
    a = ((uint64_t)x0 * y[1]) ^ ((uint64_t)x1 * y[0]) ^
        ((uint64_t)x2 * y[3]) ^ ((uint64_t)x3 * y[2]);
    r |= a & 0x2222222222222222u;
    a = ((uint64_t)x0 * y[2]) ^ ((uint64_t)x1 * y[1]) ^
        ((uint64_t)x2 * y[0]) ^ ((uint64_t)x3 * y[3]);
    r |= a & 0x4444444444444444u;
    a = ((uint64_t)x0 * y[3]) ^ ((uint64_t)x1 * y[2]) ^
        ((uint64_t)x2 * y[1]) ^ ((uint64_t)x3 * y[0]);
    r |= a & 0x8888888888888888u;
    out[0] = (uint32_t)r;
    out[1] = (uint32_t)(r >> 32);
}

#define BMUL(p, x, hk, k) bmul32((p), (x), (hk) + 4 * (k))

QZI_FAST_TEXT("qzi_ghash_ct_prepare_body")
static QZI_NOINLINE void ghash_ct_prepare_body(uint32_t hk[QZI_GHASH_KEY_WORDS],
                                               const uint8_t h[16])
{
    uint32_t k[9];

    KARATSUBA_OPERANDS(k, qzi_load_be32(h + 12), qzi_load_be32(h + 8),
                       qzi_load_be32(h + 4), qzi_load_be32(h));
    for (unsigned i = 0; i < 9; i++)
        for (unsigned c = 0; c < 4; c++)
            hk[4 * i + c] = k[i] & (0x11111111u << c);
    for (unsigned i = 0; i < 9; i++)
        k[i] = 0;
}

#else /* GHASH_NARROW */

/* hk layout: for Karatsuba operand k of H (k = 0..8), its low half, high
 * half and their XOR (j = 0, 1, 2), each split into three classes
 * (c = 0..2): nine 16-bit values, number n = 3j + c, packed two to a word
 * in words 5k .. 5k+4 (value n in word 5k + n/2, low half when n is even,
 * high half when odd). 45 words. */

static inline uint32_t half(const uint32_t *p, unsigned n)
{
    return (n & 1) ? p[n >> 1] >> 16 : p[n >> 1] & 0xffffu;
}

/* Carry-less x * y for x, y < 2^16; y given as its three classes. */
static inline uint32_t bmul16(uint32_t x, uint32_t y0, uint32_t y1, uint32_t y2)
{
    uint32_t x0 = x & 0x9249u, x1 = x & 0x2492u, x2 = x & 0x4924u;
    uint32_t z0, z1, z2;

    z0 = (x0 * y0) ^ (x1 * y2) ^ (x2 * y1);
    z1 = (x0 * y1) ^ (x1 * y0) ^ (x2 * y2);
    z2 = (x0 * y2) ^ (x1 * y1) ^ (x2 * y0);
    return (z0 & 0x49249249u) | (z1 & 0x92492492u) | (z2 & 0x24924924u);
}

/* out = the carry-less product x * y (out[0] low word), by Karatsuba
 * over 16-bit halves. */
static inline void bmul32(uint32_t out[2], uint32_t x, const uint32_t *y)
{
    uint32_t xl, xh, a, b, c;

    HIDE(x);
    HIDE(y);
    xl = x & 0xffffu;
    xh = x >> 16;
    a = bmul16(xl, half(y, 0), half(y, 1), half(y, 2));
    b = bmul16(xh, half(y, 3), half(y, 4), half(y, 5));
    c = bmul16(xl ^ xh, half(y, 6), half(y, 7), half(y, 8)) ^ a ^ b;
    out[0] = a ^ (c << 16);
    out[1] = b ^ (c >> 16);
}

#define BMUL(p, x, hk, k) bmul32((p), (x), (hk) + 5 * (k))

QZI_FAST_TEXT("qzi_ghash_ct_prepare_body")
static QZI_NOINLINE void ghash_ct_prepare_body(uint32_t hk[QZI_GHASH_KEY_WORDS],
                                               const uint8_t h[16])
{
    uint32_t k[9];

    KARATSUBA_OPERANDS(k, qzi_load_be32(h + 12), qzi_load_be32(h + 8),
                       qzi_load_be32(h + 4), qzi_load_be32(h));
    for (unsigned i = 0; i < 9; i++) {
        uint32_t v[3];

        v[0] = k[i] & 0xffffu;
        v[1] = k[i] >> 16;
        v[2] = v[0] ^ v[1];
        for (unsigned i5 = 0; i5 < 5; i5++)
            hk[5 * i + i5] = 0;
        /* n = 3 j + c walks the 9 (operand, class) pairs; written as two
         * loops because n / 3 compiles to a division call on the M0+,
         * which the division gate refuses anywhere in the library. */
        for (unsigned j = 0, n = 0; j < 3; j++) {
            for (unsigned c = 0; c < 3; c++, n++) {
                uint32_t cls = v[j] & (0x9249u << c);

                hk[5 * i + (n >> 1)] |= cls << (16 * (n & 1));
            }
        }
        v[0] = v[1] = v[2] = 0;
    }
    for (unsigned i = 0; i < 9; i++)
        k[i] = 0;
}

#endif /* GHASH_NARROW */

/* Fold the word w of the product's low half into the high half: w's bits,
 * and the same bits 1, 2 and 7 positions lower, into hi; what crosses the
 * word boundary into lo (the word below hi). */
#define FOLD(w, hi, lo)                                                        \
    do {                                                                       \
        (hi) ^= (w) ^ ((w) >> 1) ^ ((w) >> 2) ^ ((w) >> 7);                    \
        (lo) ^= ((w) << 31) ^ ((w) << 30) ^ ((w) << 25);                       \
    } while (0)

NO_FIRST_SCHED
QZI_FAST_TEXT("qzi_ghash_ct_blocks_body")
static QZI_NOINLINE void ghash_ct_blocks_body(uint8_t y[16], const uint32_t hk[QZI_GHASH_KEY_WORDS],
                                              const uint8_t *blocks, size_t nblocks)
{
    uint32_t a0 = qzi_load_be32(y + 12), a1 = qzi_load_be32(y + 8);
    uint32_t a2 = qzi_load_be32(y + 4), a3 = qzi_load_be32(y);

    for (; nblocks > 0; nblocks--, blocks += 16) {
        uint32_t p[18], z0, z1, z2, z3, z4, z5, z6, z7, l1, l2, h1, h2, m1, m2;

        a0 ^= qzi_load_be32(blocks + 12);
        a1 ^= qzi_load_be32(blocks + 8);
        a2 ^= qzi_load_be32(blocks + 4);
        a3 ^= qzi_load_be32(blocks);
        BMUL(p + 0, a0, hk, 0);
        BMUL(p + 2, a1, hk, 1);
        BMUL(p + 4, a0 ^ a1, hk, 2);
        BMUL(p + 6, a2, hk, 3);
        BMUL(p + 8, a3, hk, 4);
        BMUL(p + 10, a2 ^ a3, hk, 5);
        BMUL(p + 12, a0 ^ a2, hk, 6);
        BMUL(p + 14, a1 ^ a3, hk, 7);
        BMUL(p + 16, a0 ^ a1 ^ a2 ^ a3, hk, 8);

        /* Each 64 x 64 product by Karatsuba: r = p_lo + (p_lo + p_hi +
         * p_mid) t^32 + p_hi t^64, words r0..r3; r1, r2 here. */
        l1 = p[1] ^ p[4] ^ p[0] ^ p[2];
        l2 = p[2] ^ p[5] ^ p[1] ^ p[3];
        h1 = p[7] ^ p[10] ^ p[6] ^ p[8];
        h2 = p[8] ^ p[11] ^ p[7] ^ p[9];
        m1 = p[13] ^ p[16] ^ p[12] ^ p[14];
        m2 = p[14] ^ p[17] ^ p[13] ^ p[15];
        /* z = lo + (mid + lo + hi) t^64 + hi t^128 */
        z0 = p[0];
        z1 = l1;
        z2 = l2 ^ p[12] ^ p[0] ^ p[6];
        z3 = p[3] ^ m1 ^ l1 ^ h1;
        z4 = p[6] ^ m2 ^ l2 ^ h2;
        z5 = h1 ^ p[15] ^ p[3] ^ p[9];
        z6 = h2;
        z7 = p[9];

        /* The 255-bit product, shifted left by one: reflected 256 bits. */
        z7 = (z7 << 1) | (z6 >> 31);
        z6 = (z6 << 1) | (z5 >> 31);
        z5 = (z5 << 1) | (z4 >> 31);
        z4 = (z4 << 1) | (z3 >> 31);
        z3 = (z3 << 1) | (z2 >> 31);
        z2 = (z2 << 1) | (z1 >> 31);
        z1 = (z1 << 1) | (z0 >> 31);
        z0 <<= 1;

        /* Fold z0..z3 (x^128..x^255) into z4..z7: bit b of z_i is
         * x^(128+m), m = 127 - 32i - b, = x^m + x^(m+1) + x^(m+2) + x^(m+7).
         * z0 spills into z3, which is folded last. */
        FOLD(z0, z4, z3);
        FOLD(z1, z5, z4);
        FOLD(z2, z6, z5);
        FOLD(z3, z7, z6);
        a0 = z4;
        a1 = z5;
        a2 = z6;
        a3 = z7;
    }
    qzi_store_be32(y, a3);
    qzi_store_be32(y + 4, a2);
    qzi_store_be32(y + 8, a1);
    qzi_store_be32(y + 12, a0);
}

/* The kernels: each body, then the body's frame wiped (spilled working
 * values; internal/ct.h, qzi_wipe_stack). */
QZI_FAST_TEXT("qzi_ghash_ct_prepare_c")
void qzi_ghash_ct_prepare_c(uint32_t hk[QZI_GHASH_KEY_WORDS], const uint8_t h[16])
{
    ghash_ct_prepare_body(hk, h);
    qzi_wipe_stack(QZI_KERNEL_FRAME(160, 64));
}

QZI_FAST_TEXT("qzi_ghash_ct_blocks_c")
void qzi_ghash_ct_blocks_c(uint8_t y[16], const uint32_t hk[QZI_GHASH_KEY_WORDS],
                           const uint8_t *blocks, size_t nblocks)
{
    ghash_ct_blocks_body(y, hk, blocks, nblocks);
    qzi_wipe_stack(QZI_KERNEL_FRAME(224, 176));
}

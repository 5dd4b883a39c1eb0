/*
 * ML-KEM's sampling and codec kernels, the C reference
 * (lib/internal/mlkem_kernel.h has the contract; tests/kernel_mlkem.c
 * compares every override with these). Compress_d(x) = round(2^d x / q)
 * mod 2^d is floor((2^d x + 1664) / q) (q odd: no tie), the division a
 * product with ceil(2^35 / q) and a shift, exact for every dividend below
 * 2^23 (tests/mlkem_internal.c runs every x and d): never a division
 * instruction on a secret.
 */
#include <string.h>

#include "internal/ct.h"
#include "internal/mlkem_kernel.h"

#if defined(__ARM_FEATURE_SIMD32) && __ARM_FEATURE_SIMD32
#include <arm_acle.h>
#endif

#define Q QZI_MLKEM_Q
#define DIV_Q_MUL 10321340u /* ceil(2^35 / q) */

static inline uint32_t compress(int16_t x, unsigned d)
{
    uint32_t t = ((uint32_t)(uint16_t)x << d) + (Q - 1) / 2;

    return (uint32_t)(qzi_mul64(t, DIV_Q_MUL) >> 35) & ((1u << d) - 1);
}

static inline void store32(uint8_t *out, uint32_t w)
{
    out[0] = (uint8_t)w;
    out[1] = (uint8_t)(w >> 8);
    out[2] = (uint8_t)(w >> 16);
    out[3] = (uint8_t)(w >> 24);
}

/* The bits gather in a 64-bit word and leave 32 at a time: 256 d is a
 * multiple of 32 for every d. */
void qzi_mlkem_compress_any_c(uint8_t *out, const int16_t p[256], unsigned d)
{
    uint64_t acc = 0;
    unsigned bits = 0;

    for (unsigned i = 0; i < 256; i++) {
        acc |= (uint64_t)compress(p[i], d) << bits;
        bits += d;
        if (bits >= 32) {
            store32(out, (uint32_t)acc);
            out += 4;
            acc >>= 32;
            bits -= 32;
        }
    }
}

void qzi_mlkem_decompress_any_c(int16_t p[256], const uint8_t *in, unsigned d)
{
    uint64_t acc = 0;
    uint32_t mask = (1u << d) - 1;
    unsigned bits = 0;

    for (unsigned i = 0; i < 256; i++) {
        if (bits < d) {
            acc |= (uint64_t)((uint32_t)in[0] | (uint32_t)in[1] << 8 | (uint32_t)in[2] << 16 |
                              (uint32_t)in[3] << 24)
                   << bits;
            in += 4;
            bits += 32;
        }
        p[i] = (int16_t)((((uint32_t)acc & mask) * Q + (1u << (d - 1))) >> d);
        acc >>= d;
        bits -= d;
    }
}

void qzi_mlkem_compress_d10_c(uint8_t out[320], const int16_t p[256])
{
    qzi_mlkem_compress_any_c(out, p, 10);
}

void qzi_mlkem_compress_d4_c(uint8_t out[128], const int16_t p[256])
{
    qzi_mlkem_compress_any_c(out, p, 4);
}

void qzi_mlkem_compress_d1_c(uint8_t out[32], const int16_t p[256])
{
    qzi_mlkem_compress_any_c(out, p, 1);
}

void qzi_mlkem_decompress_d10_c(int16_t p[256], const uint8_t in[320])
{
    qzi_mlkem_decompress_any_c(p, in, 10);
}

void qzi_mlkem_decompress_d4_c(int16_t p[256], const uint8_t in[128])
{
    qzi_mlkem_decompress_any_c(p, in, 4);
}

/* Decompress_1: 0 or round(q / 2) = 1665, by mask */
void qzi_mlkem_decompress_d1_c(int16_t p[256], const uint8_t in[32])
{
    for (unsigned i = 0; i < 256; i++)
        p[i] = (int16_t)((0u - ((uint32_t)(in[i / 8] >> (i % 8)) & 1u)) & ((Q + 1) / 2));
}

void qzi_mlkem_decode12_c(int16_t p[256], const uint8_t in[384])
{
    for (unsigned i = 0; i < 128; i++) {
        uint32_t b0 = in[3 * i], b1 = in[3 * i + 1], b2 = in[3 * i + 2];

        p[2 * i] = (int16_t)(b0 | ((b1 & 15u) << 8));
        p[2 * i + 1] = (int16_t)((b1 >> 4) | (b2 << 4));
    }
}

uint32_t qzi_mlkem_modulus_bad_c(const uint8_t *in, unsigned n)
{
    uint32_t bad = 0;

    for (unsigned i = 0; i < 128 * n; i++) {
        uint32_t b0 = in[3 * i], b1 = in[3 * i + 1], b2 = in[3 * i + 2];
        uint32_t a0 = b0 | ((b1 & 15u) << 8), a1 = (b1 >> 4) | (b2 << 4);

        /* a - q borrows (bit 31 set) exactly when a < q */
        bad |= (~(a0 - Q) | ~(a1 - Q)) >> 31;
    }
    return bad;
}

/* 8 coefficients from each 32-bit word, 4 bits each: two 2-bit sums a, b
 * per nibble, then a - b + 4 in each nibble (no borrow crosses a nibble:
 * a + 4 > b). Word i is read before coefficients 8i .. 8i+7 are written:
 * in place from byte 384 of p, the writes never reach a word not read. */
void qzi_mlkem_cbd2_c(int16_t p[256], const uint8_t *buf)
{
    for (unsigned i = 0; i < 32; i++) {
        uint32_t t = (uint32_t)buf[4 * i] | ((uint32_t)buf[4 * i + 1] << 8) |
                     ((uint32_t)buf[4 * i + 2] << 16) | ((uint32_t)buf[4 * i + 3] << 24);
        uint32_t s = (t & 0x55555555u) + ((t >> 1) & 0x55555555u);
        uint32_t d = ((s & 0x33333333u) | 0x44444444u) - ((s >> 2) & 0x33333333u);

        for (unsigned j = 0; j < 8; j++)
            p[8 * i + j] = (int16_t)((int32_t)((d >> (4 * j)) & 15u) - 4);
    }
}

void qzi_mlkem_poly_add_c(int16_t p[256], const int16_t a[256])
{
#if defined(__ARM_FEATURE_SIMD32) && __ARM_FEATURE_SIMD32
    /* two coefficients a word: SADD16 (polynomials are 4-byte aligned) */
    for (unsigned i = 0; i < 256; i += 2) {
        int16x2_t x, y;

        memcpy(&x, p + i, 4);
        memcpy(&y, a + i, 4);
        x = __sadd16(x, y);
        memcpy(p + i, &x, 4);
    }
#else
    for (unsigned i = 0; i < 256; i++)
        p[i] = (int16_t)(p[i] + a[i]);
#endif
}

unsigned qzi_mlkem_rej_uniform_c(int16_t p[256], unsigned n, const uint8_t *buf, unsigned len)
{
    unsigned i = 0;

    /* While two more coefficients fit, store both candidates and count the
     * accepted ones (a rejected one is overwritten by the next): no branch
     * per candidate. The rest one at a time. */
    for (; i + 4 <= len && n < 255; i += 3) {
        uint32_t w, d1, d2;

        memcpy(&w, buf + i, 4); /* one LDR where unaligned loads are allowed */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        w = __builtin_bswap32(w);
#endif
        d1 = w & 0xfffu;
        d2 = (w >> 12) & 0xfffu;
        p[n] = (int16_t)d1;
        n += (d1 - Q) >> 31;
        p[n] = (int16_t)d2;
        n += (d2 - Q) >> 31;
    }
    for (; i + 3 <= len && n < 256; i += 3) {
        uint32_t d1 = buf[i] | ((uint32_t)(buf[i + 1] & 15u) << 8);
        uint32_t d2 = (buf[i + 1] >> 4) | ((uint32_t)buf[i + 2] << 4);

        if (d1 < Q)
            p[n++] = (int16_t)d1;
        if (d2 < Q && n < 256)
            p[n++] = (int16_t)d2;
    }
    return n;
}

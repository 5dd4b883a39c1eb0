/*
 * ML-KEM byte codecs and compression (FIPS 203 sections 4.2.1 and 4.2.2).
 *
 * Compress_d(x) = round(2^d x / q) mod 2^d is floor((2^d x + 1664) / q)
 * (q odd: no tie), the division by q a product with ceil(2^35 / q) and a
 * shift, exact for every dividend below 2^23 (tests/check_mlkem.c runs
 * every x and d): never a division instruction, whose time depends on its
 * operands on these cores, on a secret value.
 */
#include "mlkem/mlkem_internal.h"

#include <string.h>

#include "internal/ct.h"

#if defined(__ARM_FEATURE_SIMD32) && __ARM_FEATURE_SIMD32
#include <arm_acle.h>
#endif

#define Q QZI_MLKEM_Q
#define DIV_Q_MUL 10321340u /* ceil(2^35 / q) */

void qzi_mlkem_encode12(uint8_t out[QZI_MLKEM_POLY12_BYTES], const int16_t p[256])
{
    for (unsigned i = 0; i < 128; i++) {
        uint32_t a0 = (uint16_t)p[2 * i], a1 = (uint16_t)p[2 * i + 1];

        out[3 * i] = (uint8_t)a0;
        out[3 * i + 1] = (uint8_t)((a0 >> 8) | (a1 << 4));
        out[3 * i + 2] = (uint8_t)(a1 >> 4);
    }
}

void qzi_mlkem_decode12(int16_t p[256], const uint8_t in[QZI_MLKEM_POLY12_BYTES])
{
    for (unsigned i = 0; i < 128; i++) {
        uint32_t b0 = in[3 * i], b1 = in[3 * i + 1], b2 = in[3 * i + 2];

        p[2 * i] = (int16_t)(b0 | ((b1 & 15u) << 8));
        p[2 * i + 1] = (int16_t)((b1 >> 4) | (b2 << 4));
    }
}

uint32_t qzi_mlkem_modulus_ok(const uint8_t *in, unsigned n)
{
    uint32_t bad = 0;

    for (unsigned i = 0; i < 128 * n; i++) {
        uint32_t b0 = in[3 * i], b1 = in[3 * i + 1], b2 = in[3 * i + 2];
        uint32_t a0 = b0 | ((b1 & 15u) << 8), a1 = (b1 >> 4) | (b2 << 4);

        /* a - q borrows (bit 31 set) exactly when a < q */
        bad |= (~(a0 - Q) | ~(a1 - Q)) >> 31;
    }
    return ~qzi_ct_nonzero_mask(bad);
}

/* Compress_d(x) for x in [0, q). */
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
void qzi_mlkem_compress_encode(uint8_t *out, const int16_t p[256], unsigned d)
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

void qzi_mlkem_decode_decompress(int16_t p[256], const uint8_t *in, unsigned d)
{
    uint64_t acc = 0;
    uint32_t mask = (1u << d) - 1;
    unsigned bits = 0;

    if (d == 1) {
        /* Decompress_1: 0 or round(q / 2) = 1665, by mask */
        for (unsigned i = 0; i < 256; i++)
            p[i] = (int16_t)((0u - ((uint32_t)(in[i / 8] >> (i % 8)) & 1u)) & ((Q + 1) / 2));
        return;
    }
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

void qzi_mlkem_poly_add(int16_t p[256], const int16_t a[256])
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

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

#include "internal/ct.h"

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

void qzi_mlkem_compress_encode(uint8_t *out, const int16_t p[256], unsigned d)
{
    uint32_t acc = 0, mask = (1u << d) - 1;
    unsigned bits = 0, o = 0;

    for (unsigned i = 0; i < 256; i++) {
        uint32_t t = ((uint32_t)(uint16_t)p[i] << d) + (Q - 1) / 2;
        uint32_t v = (uint32_t)(qzi_mul64(t, DIV_Q_MUL) >> 35) & mask;

        acc |= v << bits;
        bits += d;
        while (bits >= 8) {
            out[o++] = (uint8_t)acc;
            acc >>= 8;
            bits -= 8;
        }
    }
}

void qzi_mlkem_decode_decompress(int16_t p[256], const uint8_t *in, unsigned d)
{
    uint32_t acc = 0, mask = (1u << d) - 1;
    unsigned bits = 0, o = 0;

    for (unsigned i = 0; i < 256; i++) {
        while (bits < d) {
            acc |= (uint32_t)in[o++] << bits;
            bits += 8;
        }
        p[i] = (int16_t)(((acc & mask) * Q + (1u << (d - 1))) >> d);
        acc >>= d;
        bits -= d;
    }
}

void qzi_mlkem_poly_add(int16_t p[256], const int16_t a[256])
{
    for (unsigned i = 0; i < 256; i++)
        p[i] = (int16_t)(p[i] + a[i]);
}

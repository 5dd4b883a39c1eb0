/*
 * ML-KEM's codecs against their definitions (lib/mlkem/poly_io.c):
 *  - Compress_d for every x in [0, q) and every d in {1, 4, 5, 10, 11}
 *    against round(2^d x / q) mod 2^d computed with exact integer
 *    division (the library divides by a product and a shift);
 *  - Decompress_d for every y in [0, 2^d) against round(q y / 2^d);
 *  - ByteEncode_12 / ByteDecode_12 round trips, and the modulus check
 *    at 0, q - 1, q and 4095 in every coefficient position of a vector.
 * A compression with the multiplier one below ceil(2^35 / q) must be
 * caught (the test's own fault).
 */
#include <stdio.h>
#include <string.h>

#include "mlkem/mlkem_internal.h"
#include "qzt.h"

#define Q 3329

static uint32_t compress_ref(uint32_t x, unsigned d)
{
    /* round(2^d x / q) = floor((2^(d+1) x + q) / (2 q)) */
    return (((x << (d + 1)) + Q) / (2 * Q)) & ((1u << d) - 1);
}

static unsigned compress_all(unsigned d, uint32_t mul)
{
    static int16_t p[256];
    static uint8_t out[32 * 11];
    unsigned bad = 0;

    for (uint32_t x0 = 0; x0 < Q; x0 += 256) {
        for (unsigned i = 0; i < 256; i++)
            p[i] = (int16_t)((x0 + i) % Q);
        if (mul == 0) {
            qzi_mlkem_compress_encode(out, p, d);
        } else {
            /* the fault: the same formula with another multiplier */
            for (unsigned i = 0; i < 256; i++)
                p[i] = (int16_t)((((uint64_t)(((uint32_t)p[i] << d) + (Q - 1) / 2) * mul) >> 35) &
                                 ((1u << d) - 1));
            for (unsigned i = 0; i < 256; i++) {
                uint32_t x = (x0 + i) % Q;

                bad += (uint32_t)p[i] != compress_ref(x, d);
            }
            continue;
        }
        for (unsigned i = 0; i < 256; i++) {
            uint32_t x = (x0 + i) % Q, v = 0;

            for (unsigned b = 0; b < d; b++)
                v |= ((out[(i * d + b) / 8] >> ((i * d + b) % 8)) & 1u) << b;
            bad += v != compress_ref(x, d);
        }
    }
    return bad;
}

static unsigned decompress_all(unsigned d)
{
    static int16_t p[256];
    static uint8_t in[32 * 11];
    unsigned bad = 0;

    for (uint32_t y0 = 0; y0 < (1u << d); y0 += 256) {
        memset(in, 0, sizeof in);
        for (unsigned i = 0; i < 256; i++) {
            uint32_t y = (y0 + i) & ((1u << d) - 1);

            for (unsigned b = 0; b < d; b++)
                in[(i * d + b) / 8] |= (uint8_t)(((y >> b) & 1u) << ((i * d + b) % 8));
        }
        qzi_mlkem_decode_decompress(p, in, d);
        for (unsigned i = 0; i < 256; i++) {
            uint32_t y = (y0 + i) & ((1u << d) - 1);
            uint32_t want = (2 * Q * y + (1u << d)) / (2u << d);

            bad += (uint32_t)p[i] != want;
        }
    }
    return bad;
}

int main(void)
{
    static const unsigned ds[] = {1, 4, 5, 10, 11};
    static int16_t p[256], r[256];
    static uint8_t b[3 * 384];
    qzt_rng rng;

    qzt_rng_seed(&rng, 0x6d6b6331);
    for (unsigned i = 0; i < 5; i++) {
        unsigned bad = compress_all(ds[i], 0);

        QZT_CHECK(bad == 0, "Compress_%u: %u values differ", ds[i], bad);
        bad = decompress_all(ds[i]);
        QZT_CHECK(bad == 0, "Decompress_%u: %u values differ", ds[i], bad);
    }
    QZT_CHECK(compress_all(11, 10321339u) > 0, "missed a compression one multiplier short");

    for (int t = 0; t < 16; t++) {
        for (unsigned i = 0; i < 256; i++)
            p[i] = (int16_t)(qzt_rand32(&rng) % 4096);
        qzi_mlkem_encode12(b, p);
        qzi_mlkem_decode12(r, b);
        QZT_CHECK(memcmp(p, r, sizeof p) == 0, "ByteEncode_12 / ByteDecode_12 round trip");
    }
    memset(p, 0, sizeof p);
    for (unsigned v = 0; v < 4; v++) {
        static const int16_t vals[4] = {0, Q - 1, Q, 4095};

        for (unsigned pos = 0; pos < 3 * 256; pos += 37) {
            for (unsigned j = 0; j < 3; j++) {
                for (unsigned i = 0; i < 256; i++)
                    r[i] = (int16_t)((j * 256 + i == pos) ? vals[v] : (int16_t)(i * 13 % Q));
                qzi_mlkem_encode12(b + 384 * j, r);
            }
            QZT_CHECK((qzi_mlkem_modulus_ok(b, 3) != 0) == (vals[v] < Q),
                      "modulus check: value %d at coefficient %u", vals[v], pos);
        }
    }
    return qzt_finish("mlkem-internal");
}

/*
 * ML-KEM byte codecs and compression (FIPS 203 sections 4.2.1 and 4.2.2):
 * ByteEncode_12 and the choice of a compression kernel by d. The kernels
 * (ByteDecode_12, the modulus check, Compress_d and Decompress_d with
 * their byte codecs) are lib/generic/mlkem_codec.c and its
 * assembly overrides (internal/mlkem_kernel.h).
 */
#include "mlkem/mlkem_internal.h"

#include "internal/ct.h"

#define Q QZI_MLKEM_Q

void qzi_mlkem_encode12(uint8_t out[QZI_MLKEM_POLY12_BYTES], const int16_t p[256])
{
    for (unsigned i = 0; i < 128; i++) {
        uint32_t a0 = (uint16_t)p[2 * i], a1 = (uint16_t)p[2 * i + 1];

        out[3 * i] = (uint8_t)a0;
        out[3 * i + 1] = (uint8_t)((a0 >> 8) | (a1 << 4));
        out[3 * i + 2] = (uint8_t)(a1 >> 4);
    }
}

uint32_t qzi_mlkem_modulus_ok(const uint8_t *in, unsigned n)
{
    return ~qzi_ct_nonzero_mask(qzi_mlkem_modulus_bad(in, n));
}

/* d = 10, 4, 1 (ML-KEM-512 and 768, the message) by their kernels; d = 11
 * and 5 (ML-KEM-1024) by the C reference. */
void qzi_mlkem_compress_encode(uint8_t *out, const int16_t p[256], unsigned d)
{
    if (d == 10)
        qzi_mlkem_compress_d10(out, p);
    else if (d == 4)
        qzi_mlkem_compress_d4(out, p);
    else if (d == 1)
        qzi_mlkem_compress_d1(out, p);
    else
        qzi_mlkem_compress_any_c(out, p, d);
}

void qzi_mlkem_decode_decompress(int16_t p[256], const uint8_t *in, unsigned d)
{
    if (d == 10)
        qzi_mlkem_decompress_d10(p, in);
    else if (d == 4)
        qzi_mlkem_decompress_d4(p, in);
    else if (d == 1)
        qzi_mlkem_decompress_d1(p, in);
    else
        qzi_mlkem_decompress_any_c(p, in, d);
}

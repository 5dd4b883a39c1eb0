/*
 * ML-KEM's samplers (FIPS 203 section 4.2.2) and its hash functions H, G
 * and J (section 4.1), on the library's Keccak sponge.
 *
 * SampleNTT reads public bytes (XOF of the public seed rho): its
 * rejections may branch. SamplePolyCBD counts bits of secret PRF output
 * without a branch or an index on them.
 */
#include "mlkem/mlkem_internal.h"

#include <string.h>

#include "internal/ct.h"
#include "internal/keccak_sponge.h"

#define Q QZI_MLKEM_Q

void qzi_mlkem_sample_ntt(int16_t p[256], qz_keccak_ctx *xof, const uint8_t rho[32],
                          uint8_t b0, uint8_t b1, uint8_t *buf, size_t buf_len)
{
    const int blocks = buf_len == QZI_MLKEM_SAMPLE_BUF_FAST;
    uint8_t idx[2] = {b0, b1};
    size_t len = buf_len;
    unsigned n = 0;

    qzi_sponge_init(xof, QZI_KECCAK_XOF128, QZ_SHAKE128_RATE, QZI_KECCAK_PAD_SHAKE);
    qzi_sponge_absorb(xof, rho, 32);
    qzi_sponge_absorb(xof, idx, 2);
    qzi_sponge_finalize(xof);
    if (blocks)
        qzi_sponge_squeeze_blocks(xof, buf, QZI_MLKEM_SAMPLE_BUF_FAST / QZ_SHAKE128_RATE);
    else
        qzi_sponge_squeeze(xof, buf, len);
    for (;;) {
        n = qzi_mlkem_rej_uniform(p, n, buf, (unsigned)len);
        if (n == 256)
            break;
        if (blocks) {
            qzi_sponge_squeeze_blocks(xof, buf, 1);
            len = QZ_SHAKE128_RATE;
        } else {
            qzi_sponge_squeeze(xof, buf, len);
        }
    }
}

/* The PRF output is squeezed into the top of p (64 eta bytes at byte 512 -
 * 64 eta) and expanded from the bottom up: each group's bytes are read
 * before its coefficients are written, and the coefficients written never
 * reach a byte not yet read (eta 2: 16 bytes out per 4 in, from byte 384;
 * eta 3: 8 per 3, from byte 320). Only p holds the secret bytes. */
void qzi_mlkem_sample_cbd(int16_t p[256], qz_keccak_ctx *prf, const uint8_t sigma[32],
                          uint8_t n, unsigned eta)
{
    uint8_t *buf = (uint8_t *)p + 512 - 64 * eta;

    qzi_sponge_init(prf, QZI_KECCAK_XOF256, QZ_SHAKE256_RATE, QZI_KECCAK_PAD_SHAKE);
    qzi_sponge_absorb(prf, sigma, 32);
    qzi_sponge_absorb(prf, &n, 1);
    qzi_sponge_squeeze(prf, buf, 64 * eta);
    if (eta == 2) {
        qzi_mlkem_cbd2(p, buf); /* the kernel: in place from byte 384 */
    } else {
        /* eta = 3: 4 coefficients from each 24-bit group, 6 bits each: two
         * 3-bit sums a, b per 6 bits, then a - b + 8 in each 6-bit field */
        for (unsigned i = 0; i < 64; i++) {
            uint32_t t = (uint32_t)buf[3 * i] | ((uint32_t)buf[3 * i + 1] << 8) |
                         ((uint32_t)buf[3 * i + 2] << 16);
            uint32_t s = (t & 0x249249u) + ((t >> 1) & 0x249249u) + ((t >> 2) & 0x249249u);
            uint32_t d = ((s & 0x1c71c7u) | 0x208208u) - ((s >> 3) & 0x1c71c7u);

            for (unsigned j = 0; j < 4; j++)
                p[4 * i + j] = (int16_t)((int32_t)((d >> (6 * j)) & 63u) - 8);
        }
    }
}

static void sha3(uint8_t *out, size_t out_len, qz_keccak_ctx *c, uint32_t alg, unsigned rate,
                 const uint8_t *a, size_t a_len, const uint8_t *b, size_t b_len)
{
    qzi_sponge_init(c, alg, rate, QZI_KECCAK_PAD_SHA3);
    qzi_sponge_absorb(c, a, a_len);
    qzi_sponge_absorb(c, b, b_len);
    qzi_sponge_squeeze(c, out, out_len);
}

void qzi_mlkem_hash_h(uint8_t out[32], qz_keccak_ctx *c, const uint8_t *in, size_t len)
{
    sha3(out, 32, c, QZ_HASH_ID_SHA3_256, QZ_SHA3_256_RATE, in, len, in, 0);
}

void qzi_mlkem_hash_g(uint8_t out[64], qz_keccak_ctx *c, const uint8_t *a, size_t a_len,
                      const uint8_t *b, size_t b_len)
{
    sha3(out, 64, c, QZ_HASH_ID_SHA3_512, QZ_SHA3_512_RATE, a, a_len, b, b_len);
}

void qzi_mlkem_hash_j(uint8_t out[32], qz_keccak_ctx *c, const uint8_t z[32],
                      const uint8_t *ct, size_t ct_len)
{
    qzi_sponge_init(c, QZI_KECCAK_XOF256, QZ_SHAKE256_RATE, QZI_KECCAK_PAD_SHAKE);
    qzi_sponge_absorb(c, z, 32);
    qzi_sponge_absorb(c, ct, ct_len);
    qzi_sponge_squeeze(c, out, 32);
}

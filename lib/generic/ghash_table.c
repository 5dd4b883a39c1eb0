/*
 * GHASH with Shoup's 4-bit tables, C reference (lib/internal/ghash_kernel.h).
 *
 * NOT CONSTANT TIME: each step reads the key table M and the reduction
 * table at indices taken from the secret accumulator. Used only by the
 * --with-aes=table build (QZ_AES_TABLE == 1), for cores whose memory has
 * no cache and no timing variation (doc/security.md).
 *
 * Values are 128-bit big-endian integers in four words e[0] (bytes 0..3,
 * most significant) .. e[3] (bytes 12..15); the coefficient of x^i is
 * integer bit 127 - i, so multiplying by x is a right shift by one.
 *
 * Key table (hk, 16 entries of 4 words = 256 bytes): M[v] = v * H, where
 * the nibble v is read as a polynomial of degree < 4 with its bit 3 as the
 * coefficient of x^0 (M[8] = H, M[4] = H x, M[2] = H x^2, M[1] = H x^3).
 *
 * Product X * H, Horner's rule over the 32 nibbles of X from the last:
 * Z = Z x^4 + M[nibble]. Z x^4 shifts Z right by 4; the four bits shifted
 * out (coefficients of x^124..x^127, now x^128..x^131) come back through
 * x^128 = x^7 + x^2 + x + 1 as the 16-bit value REDUCE4[those bits],
 * XORed into the top of Z.
 */
#include "internal/ghash_kernel.h"
#include "internal/bytes.h"
#include "internal/ct.h"
#include "internal/placement.h"

/* REDUCE4[r] for the bits r shifted out (bit 0 = the coefficient of
 * x^127, bit 3 = x^124): x^(128 + k) reduced, for k = 3 - (bit number),
 * in the top 16 bits of the value. x^128 -> 1 + x + x^2 + x^7 = 0xE100,
 * and each further power of x shifts that right by one: x^129 -> 0x7080,
 * x^130 -> 0x3840, x^131 -> 0x1C20; entries are the XORs of those. */
QZI_FAST_RODATA("qzi_ghash_reduce4")
static const uint16_t REDUCE4[16] = {
    0x0000, 0x1C20, 0x3840, 0x2460, 0x7080, 0x6CA0, 0x48C0, 0x54E0,
    0xE100, 0xFD20, 0xD940, 0xC560, 0x9180, 0x8DA0, 0xA9C0, 0xB5E0,
};

QZI_FAST_TEXT("qzi_ghash_table_prepare_body")
static QZI_NOINLINE void ghash_table_prepare_body(uint32_t hk[QZI_GHASH_KEY_WORDS],
                                                  const uint8_t h[16])
{
    uint32_t v[4];

    for (unsigned j = 0; j < 4; j++)
        v[j] = qzi_load_be32(h + 4 * j);
    /* M[8] = H, M[4] = H x, M[2] = H x^2, M[1] = H x^3. */
    for (unsigned i = 8; i > 0; i >>= 1) {
        uint32_t carry;

        for (unsigned j = 0; j < 4; j++)
            hk[4 * i + j] = v[j];
        /* v = v x: shift right, reduce the bit shifted out with a mask. */
        carry = (uint32_t)0 - (v[3] & 1);
        v[3] = (v[3] >> 1) | (v[2] << 31);
        v[2] = (v[2] >> 1) | (v[1] << 31);
        v[1] = (v[1] >> 1) | (v[0] << 31);
        v[0] = (v[0] >> 1) ^ (0xE1000000u & carry);
    }
    /* The other entries by linearity; the indices are public. */
    for (unsigned j = 0; j < 4; j++) {
        hk[j] = 0;
        for (unsigned i = 3; i < 16; i++)
            if ((i & (i - 1)) != 0) /* not a power of two */
                hk[4 * i + j] = hk[4 * (i & (i - 1)) + j] ^ hk[4 * (i & (0u - i)) + j];
    }
    for (unsigned j = 0; j < 4; j++)
        v[j] = 0;
}

QZI_FAST_TEXT("qzi_ghash_table_blocks_body")
static QZI_NOINLINE void ghash_table_blocks_body(uint8_t y[16],
                                                 const uint32_t hk[QZI_GHASH_KEY_WORDS],
                                                 const uint8_t *blocks, size_t nblocks)
{
    uint32_t z0 = qzi_load_be32(y), z1 = qzi_load_be32(y + 4);
    uint32_t z2 = qzi_load_be32(y + 8), z3 = qzi_load_be32(y + 12);

    for (; nblocks > 0; nblocks--, blocks += 16) {
        uint8_t x[16];

        qzi_store_be32(x, z0 ^ qzi_load_be32(blocks));
        qzi_store_be32(x + 4, z1 ^ qzi_load_be32(blocks + 4));
        qzi_store_be32(x + 8, z2 ^ qzi_load_be32(blocks + 8));
        qzi_store_be32(x + 12, z3 ^ qzi_load_be32(blocks + 12));
        z0 = z1 = z2 = z3 = 0;
        for (int k = 15; k >= 0; k--) {
            for (unsigned s = 0; s <= 4; s += 4) {
                const uint32_t *m = hk + 4 * ((x[k] >> s) & 0xf);
                uint32_t r = z3 & 0xf;

                z3 = (z3 >> 4) | (z2 << 28);
                z2 = (z2 >> 4) | (z1 << 28);
                z1 = (z1 >> 4) | (z0 << 28);
                z0 = (z0 >> 4) ^ ((uint32_t)REDUCE4[r] << 16);
                z0 ^= m[0];
                z1 ^= m[1];
                z2 ^= m[2];
                z3 ^= m[3];
            }
        }
    }
    qzi_store_be32(y, z0);
    qzi_store_be32(y + 4, z1);
    qzi_store_be32(y + 8, z2);
    qzi_store_be32(y + 12, z3);
}

/* The kernels: each body, then the body's frame wiped (spilled working
 * values; internal/ct.h, qzi_wipe_stack). */
QZI_FAST_TEXT("qzi_ghash_table_prepare_c")
void qzi_ghash_table_prepare_c(uint32_t hk[QZI_GHASH_KEY_WORDS], const uint8_t h[16])
{
    ghash_table_prepare_body(hk, h);
    qzi_wipe_stack(QZI_KERNEL_FRAME(64, 64));
}

QZI_FAST_TEXT("qzi_ghash_table_blocks_c")
void qzi_ghash_table_blocks_c(uint8_t y[16], const uint32_t hk[QZI_GHASH_KEY_WORDS],
                              const uint8_t *blocks, size_t nblocks)
{
    ghash_table_blocks_body(y, hk, blocks, nblocks);
    qzi_wipe_stack(QZI_KERNEL_FRAME(96, 96));
}

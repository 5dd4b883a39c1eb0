/*
 * Poly1305 block absorption, C reference (RFC 8439 section 2.5.1):
 * h = (h + m + hibit 2^128) r mod 2^130 - 5 for each 16-byte block.
 * Contract: lib/internal/chacha_kernel.h.
 *
 * Inside the call the 130-bit numbers are held in five 26-bit limbs, so
 * that each product of limbs is a 32 x 32 -> 64-bit multiplication and a
 * column sum of five of them cannot overflow 64 bits. Bounds (r clamped:
 * r0..r3 below 2^26, r4 below 2^20, so 5 r_i is below 2^28.4):
 *   - on entry to a block, after adding the message, every h limb is
 *     below 2^27.4 (the first block: h[4] <= 7 gives h4 < 2^27, plus a
 *     24-bit message limb and the 2^24 hibit; later blocks: carried limbs
 *     below 2^26 + 2^6 plus 26-bit message limbs);
 *   - each product is below 2^27.4 * 2^28.4 = 2^55.8, a column of five
 *     below 2^58.2; d4 has no factor 5 and r4 is small, so d4 < 2^55.1
 *     and the top carry d4 >> 26 times 5 fits in 32 bits;
 *   - after the carry chain, limbs 0, 2, 3, 4 are below 2^26 and limb 1
 *     below 2^26 + 2^6.
 * Conversion back to radix 2^32 carries limb 1 first, so h[4] = h4 >> 24
 * <= 4 on return. Time depends only on nblocks.
 */
#include "internal/chacha_kernel.h"
#include "internal/ct.h"
#include "internal/placement.h"

#define M26 0x3ffffffu

#define mul64 qzi_mul64 /* internal/ct.h */

QZI_FAST_TEXT("qzi_poly1305_blocks_body")
static QZI_NOINLINE void poly1305_blocks_body(uint32_t h[5], const uint32_t r[4], const uint8_t *m,
                                              size_t nblocks, uint32_t hibit)
{
    uint32_t r0, r1, r2, r3, r4, s1, s2, s3, s4;
    uint32_t h0, h1, h2, h3, h4, c;
    const uint32_t hib = hibit << 24;

    if (nblocks == 0)
        return;
    /* r and h from radix 2^32 to radix 2^26. */
    r0 = r[0] & M26;
    r1 = ((r[0] >> 26) | (r[1] << 6)) & M26;
    r2 = ((r[1] >> 20) | (r[2] << 12)) & M26;
    r3 = ((r[2] >> 14) | (r[3] << 18)) & M26;
    r4 = r[3] >> 8;
    s1 = r1 * 5; /* 2^130 = 5 (mod p): limb products at 2^130+ fold down */
    s2 = r2 * 5;
    s3 = r3 * 5;
    s4 = r4 * 5;
    h0 = h[0] & M26;
    h1 = ((h[0] >> 26) | (h[1] << 6)) & M26;
    h2 = ((h[1] >> 20) | (h[2] << 12)) & M26;
    h3 = ((h[2] >> 14) | (h[3] << 18)) & M26;
    h4 = (h[3] >> 8) | (h[4] << 24);

    for (; nblocks > 0; nblocks--, m += 16) {
        uint64_t d0, d1, d2, d3, d4;

        /* h += m (the 128 message bits split at 26, 52, 78, 104) */
        h0 += qzi_chacha_load_le32(m) & M26;
        h1 += (qzi_chacha_load_le32(m + 3) >> 2) & M26;
        h2 += (qzi_chacha_load_le32(m + 6) >> 4) & M26;
        h3 += (qzi_chacha_load_le32(m + 9) >> 6) & M26;
        h4 += (qzi_chacha_load_le32(m + 12) >> 8) | hib;

        /* d = h r, columns of limb products; a product at 2^(26 k), k >= 5,
         * is taken at 2^(26 (k - 5)) times 5. */
        d0 = mul64(h0, r0) + mul64(h1, s4) + mul64(h2, s3) +
             mul64(h3, s2) + mul64(h4, s1);
        d1 = mul64(h0, r1) + mul64(h1, r0) + mul64(h2, s4) +
             mul64(h3, s3) + mul64(h4, s2);
        d2 = mul64(h0, r2) + mul64(h1, r1) + mul64(h2, r0) +
             mul64(h3, s4) + mul64(h4, s3);
        d3 = mul64(h0, r3) + mul64(h1, r2) + mul64(h2, r1) +
             mul64(h3, r0) + mul64(h4, s4);
        d4 = mul64(h0, r4) + mul64(h1, r3) + mul64(h2, r2) +
             mul64(h3, r1) + mul64(h4, r0);

        /* Carry: back to limbs of 26 bits, the top carry folded times 5. */
        h0 = (uint32_t)d0 & M26;
        d1 += d0 >> 26;
        h1 = (uint32_t)d1 & M26;
        d2 += d1 >> 26;
        h2 = (uint32_t)d2 & M26;
        d3 += d2 >> 26;
        h3 = (uint32_t)d3 & M26;
        d4 += d3 >> 26;
        h4 = (uint32_t)d4 & M26;
        c = (uint32_t)(d4 >> 26); /* below 2^32 / 5 */
        h0 += c * 5;
        c = h0 >> 26;
        h0 &= M26;
        h1 += c;
    }

    /* Carry limb 1 into the rest, then back to radix 2^32. */
    c = h1 >> 26;
    h1 &= M26;
    h2 += c;
    c = h2 >> 26;
    h2 &= M26;
    h3 += c;
    c = h3 >> 26;
    h3 &= M26;
    h4 += c;
    h[0] = h0 | (h1 << 26);
    h[1] = (h1 >> 6) | (h2 << 20);
    h[2] = (h2 >> 12) | (h3 << 14);
    h[3] = (h3 >> 18) | (h4 << 8);
    h[4] = h4 >> 24;
}

/* The kernel: the body, then its frame wiped (spilled working values;
 * internal/ct.h, qzi_wipe_stack). */
QZI_FAST_TEXT("qzi_poly1305_blocks_c")
void qzi_poly1305_blocks_c(uint32_t h[5], const uint32_t r[4], const uint8_t *m,
                           size_t nblocks, uint32_t hibit)
{
    poly1305_blocks_body(h, r, m, nblocks, hibit);
    qzi_wipe_stack(QZI_KERNEL_FRAME(480, 96));
}

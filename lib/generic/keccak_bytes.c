/*
 * Moving bytes in and out of the bit-interleaved Keccak state, C
 * reference. Contract: lib/internal/keccak_kernel.h.
 *
 * Each touched lane goes through an 8-byte buffer: little-endian words,
 * then (un)zipped with the Hacker's Delight shuffle so that even bits and
 * odd bits land in separate halves. Branches depend only on offset and
 * len.
 */
#include <string.h>

#include "internal/ct.h"
#include "internal/keccak_kernel.h"

/* Even bits of x to the low half, odd bits to the high half. */
static uint32_t unzip32(uint32_t x)
{
    uint32_t t;

    t = (x ^ (x >> 1)) & 0x22222222;
    x ^= t ^ (t << 1);
    t = (x ^ (x >> 2)) & 0x0c0c0c0c;
    x ^= t ^ (t << 2);
    t = (x ^ (x >> 4)) & 0x00f000f0;
    x ^= t ^ (t << 4);
    t = (x ^ (x >> 8)) & 0x0000ff00;
    x ^= t ^ (t << 8);
    return x;
}

/* Inverse of unzip32. */
static uint32_t zip32(uint32_t x)
{
    uint32_t t;

    t = (x ^ (x >> 8)) & 0x0000ff00;
    x ^= t ^ (t << 8);
    t = (x ^ (x >> 4)) & 0x00f000f0;
    x ^= t ^ (t << 4);
    t = (x ^ (x >> 2)) & 0x0c0c0c0c;
    x ^= t ^ (t << 2);
    t = (x ^ (x >> 1)) & 0x22222222;
    x ^= t ^ (t << 1);
    return x;
}

static uint32_t load_le32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
           (uint32_t)p[3] << 24;
}

static void store_le32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

void qzi_keccak_xor_bytes_c(uint32_t s[50], const uint8_t *in, size_t offset,
                            size_t len)
{
    uint8_t lane[8];

    while (len > 0) {
        size_t pos = offset & 7, n = 8 - pos < len ? 8 - pos : len;
        uint32_t *w = s + 2 * (offset >> 3);
        uint32_t lo, hi;

        memset(lane, 0, sizeof lane);
        memcpy(lane + pos, in, n);
        lo = unzip32(load_le32(lane));
        hi = unzip32(load_le32(lane + 4));
        w[0] ^= (lo & 0xffff) | (hi << 16);
        w[1] ^= (lo >> 16) | (hi & 0xffff0000);
        in += n;
        offset += n;
        len -= n;
    }
    qzi_wipe(lane, sizeof lane);
}

void qzi_keccak_extract_bytes_c(const uint32_t s[50], uint8_t *out,
                                size_t offset, size_t len)
{
    uint8_t lane[8];

    while (len > 0) {
        size_t pos = offset & 7, n = 8 - pos < len ? 8 - pos : len;
        const uint32_t *w = s + 2 * (offset >> 3);

        store_le32(lane, zip32((w[0] & 0xffff) | (w[1] << 16)));
        store_le32(lane + 4, zip32((w[0] >> 16) | (w[1] & 0xffff0000)));
        memcpy(out, lane + pos, n);
        out += n;
        offset += n;
        len -= n;
    }
    qzi_wipe(lane, sizeof lane);
}

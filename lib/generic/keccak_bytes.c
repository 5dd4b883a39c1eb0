/*
 * Moving bytes in and out of the bit-interleaved Keccak state, C
 * reference. Contract: lib/internal/keccak_kernel.h.
 *
 * Each touched lane is read as two little-endian words, then (un)zipped
 * with the Hacker's Delight shuffle so that even bits and odd bits land in
 * separate halves. Whole lanes take a straight path; the partial lanes at
 * the ends go byte by byte. Branches depend only on offset and len. No
 * calls and no stack buffer.
 */
#include "internal/keccak_kernel.h"
#include "internal/placement.h"

/* Even bits of x to the low half, odd bits to the high half. */
static inline uint32_t unzip32(uint32_t x)
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
static inline uint32_t zip32(uint32_t x)
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

static inline uint32_t load_le32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
           (uint32_t)p[3] << 24;
}

static inline void store_le32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

/* Bytes in[0..n) placed at byte positions pos..pos+n-1 of a lane, as the
 * lane's low and high little-endian words (other bytes zero). A loop on
 * public positions; no buffer, so nothing is left on the stack. */
static void gather(const uint8_t *in, size_t pos, size_t n, uint32_t *lo,
                   uint32_t *hi)
{
    *lo = 0;
    *hi = 0;
    for (size_t i = 0; i < n; i++, pos++) {
        if (pos < 4)
            *lo |= (uint32_t)in[i] << (8 * pos);
        else
            *hi |= (uint32_t)in[i] << (8 * (pos - 4));
    }
}

QZI_FAST_TEXT("qzi_keccak_xor_bytes_c")
void qzi_keccak_xor_bytes_c(uint32_t s[50], const uint8_t *in, size_t offset,
                            size_t len)
{
    while (len > 0) {
        size_t pos = offset & 7, n = 8 - pos < len ? 8 - pos : len;
        uint32_t *w = s + 2 * (offset >> 3);
        uint32_t lo, hi;

        if (n == 8) {
            lo = load_le32(in);
            hi = load_le32(in + 4);
        } else {
            gather(in, pos, n, &lo, &hi);
        }
        lo = unzip32(lo);
        hi = unzip32(hi);
        w[0] ^= (lo & 0xffff) | (hi << 16);
        w[1] ^= (lo >> 16) | (hi & 0xffff0000);
        in += n;
        offset += n;
        len -= n;
    }
}

QZI_FAST_TEXT("qzi_keccak_extract_bytes_c")
void qzi_keccak_extract_bytes_c(const uint32_t s[50], uint8_t *out,
                                size_t offset, size_t len)
{
    while (len > 0) {
        size_t pos = offset & 7, n = 8 - pos < len ? 8 - pos : len;
        const uint32_t *w = s + 2 * (offset >> 3);
        uint32_t lo = zip32((w[0] & 0xffff) | (w[1] << 16));
        uint32_t hi = zip32((w[0] >> 16) | (w[1] & 0xffff0000));

        if (n == 8) {
            store_le32(out, lo);
            store_le32(out + 4, hi);
        } else {
            for (size_t i = 0, k = pos; i < n; i++, k++)
                out[i] = (uint8_t)(k < 4 ? lo >> (8 * k) : hi >> (8 * (k - 4)));
        }
        out += n;
        offset += n;
        len -= n;
    }
}

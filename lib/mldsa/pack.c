/*
 * The byte encodings of FIPS 204 section 7.1 (SimpleBitPack, BitPack and
 * their inverses, the hint encoding) that the key and signature encodings
 * of section 7.2 are made of. The bit packers run the same loads, stores
 * and shifts for any values (loops over public counts only), so they may
 * carry secrets (s1, s2, t0, y). The hint encoder and decoder serve
 * public values (a released signature, a signature to verify).
 */
#include "mldsa/mldsa_internal.h"

/*
 * The bit packers work on groups of eight coefficients, which fill
 * exactly `bits` bytes. The fixed-width forms below are the same loop
 * inlined with a constant width, which gcc unrolls into straight shifts
 * and byte moves (no per-coefficient loop test, no carried bit count):
 * about 6 modelled M4 cycles a coefficient against 15 to 19 for the
 * generic loop. The widths are those of the three sets (3, 4, 13, 18, 20
 * centred; 4, 6, 10 plain); a small build (-Os) keeps the generic loop.
 * Byte accesses only: the encodings sit at any offset of pk, sk and sig.
 */
static inline __attribute__((always_inline)) void pack_fixed(uint8_t *out, const int32_t *a,
                                                             int32_t c, int centred,
                                                             unsigned bits)
{
    for (unsigned i = 0; i < 256; i += 8, a += 8) {
        uint32_t acc = 0;
        unsigned n = 0;

#pragma GCC unroll 8
        for (unsigned j = 0; j < 8; j++) {
            acc |= (uint32_t)(centred ? c - a[j] : a[j]) << n;
            n += bits;
#pragma GCC unroll 4
            while (n >= 8) {
                *out++ = (uint8_t)acc;
                acc >>= 8;
                n -= 8;
            }
        }
    }
}

static inline __attribute__((always_inline)) void unpack_fixed(int32_t *a, const uint8_t *in,
                                                               int32_t c, int centred,
                                                               unsigned bits)
{
    uint32_t mask = ((uint32_t)1 << bits) - 1;

    for (unsigned i = 0; i < 256; i += 8, a += 8) {
        uint32_t acc = 0;
        unsigned n = 0;

#pragma GCC unroll 8
        for (unsigned j = 0; j < 8; j++) {
#pragma GCC unroll 4
            while (n < bits) {
                acc |= (uint32_t)*in++ << n;
                n += 8;
            }
            a[j] = centred ? c - (int32_t)(acc & mask) : (int32_t)(acc & mask);
            acc >>= bits;
            n -= bits;
        }
    }
}

#if defined(__OPTIMIZE_SIZE__)
#define QZI_PACK_FIXED 0
#else
#define QZI_PACK_FIXED 1
#endif

static void pack_any(uint8_t *out, const int32_t *a, int32_t c, int centred, unsigned bits)
{
    uint32_t acc = 0;
    unsigned n = 0;

    /* bits <= 20: acc holds at most 7 + 20 bits */
    for (unsigned i = 0; i < 256; i++) {
        acc |= (uint32_t)(centred ? c - a[i] : a[i]) << n;
        n += bits;
        while (n >= 8) {
            *out++ = (uint8_t)acc;
            acc >>= 8;
            n -= 8;
        }
    }
}

static void unpack_any(int32_t *a, const uint8_t *in, int32_t c, int centred, unsigned bits)
{
    uint32_t acc = 0, mask = ((uint32_t)1 << bits) - 1;
    unsigned n = 0;

    for (unsigned i = 0; i < 256; i++) {
        while (n < bits) {
            acc |= (uint32_t)*in++ << n;
            n += 8;
        }
        a[i] = centred ? c - (int32_t)(acc & mask) : (int32_t)(acc & mask);
        acc >>= bits;
        n -= bits;
    }
}

void qzi_mldsa_pack_bits(uint8_t *out, const int32_t *a, unsigned bits)
{
    if (QZI_PACK_FIXED && bits == 10)
        pack_fixed(out, a, 0, 0, 10);
    else if (QZI_PACK_FIXED && bits == 6)
        pack_fixed(out, a, 0, 0, 6);
    else if (QZI_PACK_FIXED && bits == 4)
        pack_fixed(out, a, 0, 0, 4);
    else
        pack_any(out, a, 0, 0, bits);
}

void qzi_mldsa_unpack_bits(int32_t *a, const uint8_t *in, unsigned bits)
{
    if (QZI_PACK_FIXED && bits == 10)
        unpack_fixed(a, in, 0, 0, 10);
    else
        unpack_any(a, in, 0, 0, bits);
}

/* c is a public constant of the encoding (eta, 2^(d-1), gamma1). */
void qzi_mldsa_pack_centred(uint8_t *out, const int32_t *a, int32_t c, unsigned bits)
{
    if (QZI_PACK_FIXED && bits == 3)
        pack_fixed(out, a, c, 1, 3);
    else if (QZI_PACK_FIXED && bits == 4)
        pack_fixed(out, a, c, 1, 4);
    else if (QZI_PACK_FIXED && bits == 13)
        pack_fixed(out, a, c, 1, 13);
    else if (QZI_PACK_FIXED && bits == 18)
        pack_fixed(out, a, c, 1, 18);
    else if (QZI_PACK_FIXED && bits == 20)
        pack_fixed(out, a, c, 1, 20);
    else
        pack_any(out, a, c, 1, bits);
}

void qzi_mldsa_unpack_centred(int32_t *a, const uint8_t *in, int32_t c, unsigned bits)
{
    if (QZI_PACK_FIXED && bits == 3)
        unpack_fixed(a, in, c, 1, 3);
    else if (QZI_PACK_FIXED && bits == 4)
        unpack_fixed(a, in, c, 1, 4);
    else if (QZI_PACK_FIXED && bits == 13)
        unpack_fixed(a, in, c, 1, 13);
    else if (QZI_PACK_FIXED && bits == 18)
        unpack_fixed(a, in, c, 1, 18);
    else if (QZI_PACK_FIXED && bits == 20)
        unpack_fixed(a, in, c, 1, 20);
    else
        unpack_any(a, in, c, 1, bits);
}

/* HintBitPack (Algorithm 20): the indexes of each polynomial's hints in
 * order, then each polynomial's running count in byte omega + i. */
void qzi_mldsa_pack_hints(const qz_mldsa_set *p, uint8_t *out, const uint32_t hint[][8])
{
    unsigned idx = 0;

    for (unsigned i = 0; i < (unsigned)p->omega + p->k; i++)
        out[i] = 0;
    for (unsigned i = 0; i < p->k; i++) {
        /* word by word, set bits lowest first, a word's scan ending at its
         * top set bit (the hints are public); no count-trailing-zeros, which
         * ARMv6-M lacks (libgcc's __ctzsi2) */
        for (unsigned w = 0; w < 8; w++)
            for (uint32_t b = hint[i][w], j = 0; b != 0 && idx < p->omega; b >>= 1, j++)
                if (b & 1u)
                    out[idx++] = (uint8_t)(32 * w + j);
        out[p->omega + i] = (uint8_t)idx;
    }
}

/* HintBitUnpack (Algorithm 21), strict: counts that do not grow or pass
 * omega, indexes that do not increase within a polynomial, non-zero bytes
 * after the last index. Each count is checked before it bounds a loop. */
int qzi_mldsa_unpack_hints(const qz_mldsa_set *p, uint32_t hint[][8], const uint8_t *in)
{
    unsigned idx = 0;

    for (unsigned i = 0; i < p->k; i++) {
        unsigned end = in[p->omega + i];

        for (unsigned w = 0; w < 8; w++)
            hint[i][w] = 0;
        if (end < idx || end > p->omega)
            return -1;
        for (unsigned j = idx; j < end; j++) {
            if (j > idx && in[j] <= in[j - 1])
                return -1;
            hint[i][in[j] >> 5] |= (uint32_t)1 << (in[j] & 31);
        }
        idx = end;
    }
    for (unsigned j = idx; j < p->omega; j++)
        if (in[j] != 0)
            return -1;
    return 0;
}

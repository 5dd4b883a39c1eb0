/*
 * The byte encodings of FIPS 204 section 7.1 (SimpleBitPack, BitPack and
 * their inverses, the hint encoding) that the key and signature encodings
 * of section 7.2 are made of. The bit packers run the same loads, stores
 * and shifts for any values (loops over public counts only), so they may
 * carry secrets (s1, s2, t0, y). The hint encoder and decoder serve
 * public values (a released signature, a signature to verify).
 */
#include "mldsa/mldsa_internal.h"

void qzi_mldsa_pack_bits(uint8_t *out, const int32_t *a, unsigned bits)
{
    uint32_t acc = 0;
    unsigned n = 0;

    /* bits <= 20: acc holds at most 7 + 20 bits */
    for (unsigned i = 0; i < 256; i++) {
        acc |= (uint32_t)a[i] << n;
        n += bits;
        while (n >= 8) {
            *out++ = (uint8_t)acc;
            acc >>= 8;
            n -= 8;
        }
    }
}

void qzi_mldsa_unpack_bits(int32_t *a, const uint8_t *in, unsigned bits)
{
    uint32_t acc = 0, mask = ((uint32_t)1 << bits) - 1;
    unsigned n = 0;

    for (unsigned i = 0; i < 256; i++) {
        while (n < bits) {
            acc |= (uint32_t)*in++ << n;
            n += 8;
        }
        a[i] = (int32_t)(acc & mask);
        acc >>= bits;
        n -= bits;
    }
}

void qzi_mldsa_pack_centred(uint8_t *out, const int32_t *a, int32_t c, unsigned bits)
{
    uint32_t acc = 0;
    unsigned n = 0;

    for (unsigned i = 0; i < 256; i++) {
        acc |= (uint32_t)(c - a[i]) << n;
        n += bits;
        while (n >= 8) {
            *out++ = (uint8_t)acc;
            acc >>= 8;
            n -= 8;
        }
    }
}

void qzi_mldsa_unpack_centred(int32_t *a, const uint8_t *in, int32_t c, unsigned bits)
{
    qzi_mldsa_unpack_bits(a, in, bits);
    for (unsigned i = 0; i < 256; i++)
        a[i] = c - a[i];
}

/* HintBitPack (Algorithm 20): the indexes of each polynomial's hints in
 * order, then each polynomial's running count in byte omega + i. */
void qzi_mldsa_pack_hints(const qz_mldsa_set *p, uint8_t *out, const uint32_t hint[][8])
{
    unsigned idx = 0;

    for (unsigned i = 0; i < (unsigned)p->omega + p->k; i++)
        out[i] = 0;
    for (unsigned i = 0; i < p->k; i++) {
        for (unsigned j = 0; j < 256; j++)
            if ((hint[i][j >> 5] >> (j & 31)) & 1)
                out[idx++] = (uint8_t)j;
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

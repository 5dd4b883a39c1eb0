/*
 * qzi_bn_wnaf: the width-w non-adjacent form of a public scalar, the
 * digit string of the EdDSA verifications' double products.
 *
 * Reading upwards, a set bit i starts a digit v = the w bits from i on;
 * an odd v >= 2^(w-1) becomes v - 2^w by adding 2^w - v at bit i (the
 * carry runs up), a smaller one clears its w bits. Every digit is odd,
 * in (-2^(w-1), 2^(w-1)), and followed by at least w - 1 zeros; the
 * scalar is the sum of naf[i] 2^i. Variable time: for public scalars only.
 */
#include <string.h>

#include "bignum/bn.h"

void qzi_bn_wnaf(int8_t *naf, const uint32_t *k, size_t n, unsigned wbits)
{
    uint32_t t[QZI_BN_WNAF_MAX_LIMBS + 1];
    const unsigned bits = 32u * (unsigned)n;
    unsigned i = 0;

    memcpy(t, k, 4 * n);
    t[n] = 0;
    memset(naf, 0, bits);
    while (i < bits) {
        uint32_t v;
        int dgt;

        if (((t[i / 32] >> (i % 32)) & 1u) == 0) {
            i++;
            continue;
        }
        v = t[i / 32] >> (i % 32);
        if (i % 32 + wbits > 32)
            v |= t[i / 32 + 1] << (32 - i % 32);
        v &= (1u << wbits) - 1u;
        dgt = (int)v;
        if (v >> (wbits - 1)) {
            uint64_t acc = (uint64_t)((1u << wbits) - v) << (i % 32);

            dgt -= 1 << wbits;
            for (size_t j = i / 32; j <= n && acc; j++) {
                acc += t[j];
                t[j] = (uint32_t)acc;
                acc >>= 32;
            }
        } else {
            uint64_t m = (uint64_t)v << (i % 32);

            t[i / 32] &= ~(uint32_t)m;
            if (i / 32 < n)
                t[i / 32 + 1] &= ~(uint32_t)(m >> 32);
        }
        naf[i] = (int8_t)dgt;
        i += wbits;
    }
}

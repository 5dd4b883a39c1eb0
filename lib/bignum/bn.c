/*
 * The bignum layer (lib/bignum/bn.h): conversions, comparisons, selects
 * and the modular operations built on the kernels.
 */
#include "bignum/bn.h"

/* Both conversions go a word at a time from the end of the byte string
 * (bytes, not words, in memory: the string may be unaligned), then the
 * len % 4 leading bytes. */
void qzi_bn_from_bytes(uint32_t *r, size_t n, const uint8_t *in, size_t len)
{
    const uint8_t *p = in + len;
    size_t i = 0;

    for (; i < len / 4; i++, p -= 4)
        r[i] = (uint32_t)p[-1] | (uint32_t)p[-2] << 8 | (uint32_t)p[-3] << 16 |
               (uint32_t)p[-4] << 24;
    if (i < n) {
        uint32_t w = 0;

        while (p > in)
            w = w << 8 | *in++;
        r[i++] = w;
    }
    for (; i < n; i++)
        r[i] = 0;
}

void qzi_bn_to_bytes(uint8_t *out, size_t len, const uint32_t *a, size_t n)
{
    uint8_t *p = out + len;
    size_t i = 0;

    (void)n;
    for (; i < len / 4; i++, p -= 4) {
        uint32_t w = a[i];

        p[-1] = (uint8_t)w;
        p[-2] = (uint8_t)(w >> 8);
        p[-3] = (uint8_t)(w >> 16);
        p[-4] = (uint8_t)(w >> 24);
    }
    if (p > out) {
        uint32_t w = a[i];

        while (p > out) {
            *--p = (uint8_t)w;
            w >>= 8;
        }
    }
}

uint32_t qzi_bn_is_zero(const uint32_t *a, size_t n)
{
    uint32_t acc = 0;

    for (size_t i = 0; i < n; i++)
        acc |= a[i];
    return ~qzi_ct_nonzero_mask(acc);
}

uint32_t qzi_bn_eq(const uint32_t *a, const uint32_t *b, size_t n)
{
    uint32_t acc = 0;

    for (size_t i = 0; i < n; i++)
        acc |= a[i] ^ b[i];
    return ~qzi_ct_nonzero_mask(acc);
}

uint32_t qzi_bn_lt(const uint32_t *a, const uint32_t *b, size_t n)
{
    /* The borrow of a - b, without storing the difference. */
    uint32_t borrow = 0;

    for (size_t i = 0; i < n; i++) {
        uint64_t d = (uint64_t)a[i] - b[i] - borrow;

        borrow = (uint32_t)(d >> 63);
    }
    return (uint32_t)0 - qzi_ct_barrier(borrow);
}

void qzi_bn_cnd_copy(uint32_t *r, const uint32_t *a, uint32_t mask, size_t n)
{
    mask = qzi_ct_barrier(mask);
    for (size_t i = 0; i < n; i++)
        r[i] ^= (r[i] ^ a[i]) & mask;
}

void qzi_bn_cnd_swap(uint32_t *a, uint32_t *b, uint32_t mask, size_t n)
{
    mask = qzi_ct_barrier(mask);
    for (size_t i = 0; i < n; i++) {
        uint32_t t = (a[i] ^ b[i]) & mask;

        a[i] ^= t;
        b[i] ^= t;
    }
}

uint32_t qzi_bn_cnd_add(uint32_t *r, const uint32_t *m, uint32_t mask, size_t n)
{
    uint64_t acc = 0;

    mask = qzi_ct_barrier(mask);
    for (size_t i = 0; i < n; i++) {
        acc += (uint64_t)r[i] + (m[i] & mask);
        r[i] = (uint32_t)acc;
        acc >>= 32;
    }
    return (uint32_t)acc;
}

void qzi_bn_mod_add(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m,
                    size_t n)
{
    uint32_t carry = qzi_bn_add(r, a, b, n);
    uint32_t borrow = qzi_bn_cnd_sub(r, m, 0xffffffffu, n);

    /* a + b < 2m: subtracting m was wrong exactly when the sum had no
     * carry and the subtraction borrowed. */
    qzi_bn_cnd_add(r, m, (uint32_t)0 - (borrow & (carry ^ 1)), n);
}

void qzi_bn_mod_sub(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m,
                    size_t n)
{
    uint32_t borrow = qzi_bn_sub(r, a, b, n);

    qzi_bn_cnd_add(r, m, (uint32_t)0 - borrow, n);
}

void qzi_bn_reduce_once(uint32_t *r, const uint32_t *m, size_t n)
{
    uint32_t borrow = qzi_bn_cnd_sub(r, m, 0xffffffffu, n);

    qzi_bn_cnd_add(r, m, (uint32_t)0 - borrow, n);
}

/* Not inlined: its copy stays out of the callers' frames (qzi_bn_from_mont). */
QZI_NOINLINE void qzi_bn_mont_mul_alias(uint32_t *r, const uint32_t *a, const uint32_t *b,
                                        const qzi_bn_mod *mod)
{
    uint32_t t[QZI_BN_ALIAS_LIMBS];
    size_t n = mod->n;

    qzi_bn_mont_mul(t, a, b, mod->m, mod->m0inv, n);
    for (size_t i = 0; i < n; i++)
        r[i] = t[i];
}

void qzi_bn_to_mont(uint32_t *r, const uint32_t *a, const qzi_bn_mod *mod)
{
    qzi_bn_mont_mul_alias(r, a, mod->rr, mod);
}

void qzi_bn_from_mont(uint32_t *r, const uint32_t *a, const qzi_bn_mod *mod)
{
    uint32_t one[QZI_BN_ALIAS_LIMBS];

    for (size_t i = 0; i < mod->n; i++)
        one[i] = 0;
    one[0] = 1;
    /* The pointers are public. r apart from a (ECDSA's r = x mod n): the
     * product straight into r, without mont_mul_alias's copy (a frame of
     * one array instead of two on signing's deepest scalar path). */
    if (r != a)
        qzi_bn_mont_mul(r, a, one, mod->m, mod->m0inv, mod->n);
    else
        qzi_bn_mont_mul_alias(r, a, one, mod);
}

void qzi_bn_pow_pub(uint32_t *r, const uint32_t *a, const uint32_t *e, size_t e_n,
                    qzi_bn_mul_fn mul, const void *ctx, uint32_t *tmp, size_t n)
{
    /* tmp[0..15n): a^1 .. a^15, then the accumulator in tmp[15n..16n). */
    uint32_t *acc = tmp + 15 * n;
    int started = 0;

    for (size_t i = 0; i < n; i++)
        tmp[i] = a[i];
    mul(ctx, tmp + n, tmp, tmp);
    for (size_t k = 2; k < 15; k++)
        mul(ctx, tmp + k * n, tmp + (k - 1) * n, tmp);
    /* 4-bit windows from the top. */
    for (size_t w = 8 * e_n; w-- > 0;) {
        uint32_t digit = (e[w / 8] >> (4 * (w % 8))) & 15u;

        if (started)
            for (int j = 0; j < 4; j++)
                mul(ctx, acc, acc, acc);
        /* e is public: branching on its digits is fine. */
        if (digit) {
            if (started) {
                mul(ctx, acc, acc, tmp + (digit - 1) * n);
            } else {
                for (size_t i = 0; i < n; i++)
                    acc[i] = tmp[(digit - 1) * n + i];
                started = 1;
            }
        }
    }
    for (size_t i = 0; i < n; i++)
        r[i] = acc[i];
}

void qzi_bn_bits2int(uint32_t *r, size_t n, unsigned bits, const uint8_t *in, size_t len)
{
    size_t nbytes = (bits + 7) / 8;
    size_t take = len < nbytes ? len : nbytes;
    unsigned excess;

    qzi_bn_from_bytes(r, n, in, take);
    /* Keep the leftmost `bits` bits: shift right by what the taken bytes
     * hold beyond them. */
    if (8 * take <= bits)
        return;
    excess = (unsigned)(8 * take - bits);
    for (size_t i = 0; i < n; i++) {
        r[i] >>= excess;
        if (i + 1 < n)
            r[i] |= r[i + 1] << (32 - excess);
    }
}

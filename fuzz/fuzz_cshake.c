/*
 * Fuzz target: cSHAKE128/256 with input-chosen function name N,
 * customisation S, message split and output length. Properties:
 *  - absorbing in two pieces and squeezing in two pieces equals one-shot;
 *  - with N and S both empty, cSHAKE equals SHAKE (SP 800-185, 3.3);
 *  - KMAC is cSHAKE with N = "KMAC" over bytepad(encode_string(K)) || X ||
 *    right_encode(8L) (SP 800-185, 4.3): qz_kmac* must equal qz_cshake*
 *    fed with those encodings, written here independently of the library's.
 * OpenSSL has no cSHAKE, so there is no OpenSSL differential; the KMAC
 * relation ties cSHAKE with a non-empty N to fuzz_kmac's OpenSSL check.
 *
 * Input: byte 0 variant (bit 0: 256), byte 1 name length, byte 2
 * customisation length, byte 3 output length - 1, byte 4 split point,
 * then N, S, message (the first up to 64 bytes of which also serve as the
 * KMAC key).
 */
#include <string.h>

#include "qzcrypt/sha3.h"
#include "fuzz/fuzz_target.h"

/* left_encode / right_encode of SP 800-185 2.3.1 for x < 2^32. */
static size_t enc_len(uint8_t *out, size_t x, int right)
{
    uint8_t b[4];
    size_t n = 0;

    do {
        b[n++] = (uint8_t)x;
        x >>= 8;
    } while (x != 0 && n < 4);
    size_t k = 0;
    if (!right)
        out[k++] = (uint8_t)n;
    for (size_t i = 0; i < n; i++)
        out[k++] = b[n - 1 - i];
    if (right)
        out[k++] = (uint8_t)n;
    return k;
}

static void absorb_zero(qz_shake_ctx *c, size_t n)
{
    static const uint8_t z[168];

    while (n > 0) {
        size_t t = n < sizeof z ? n : sizeof z;
        qz_shake_absorb(c, z, t);
        n -= t;
    }
}

static int cshake_init(qz_shake_ctx *c, int is256, const uint8_t *n, size_t nl,
                       const uint8_t *s, size_t sl)
{
    return is256 ? qz_cshake256_init(c, n, nl, s, sl)
                 : qz_cshake128_init(c, n, nl, s, sl);
}

int QZ_FUZZ_TARGET(cshake)(const uint8_t *data, size_t size)
{
    uint8_t one[256], two[256], ref[256];
    qz_shake_ctx ctx;
    int is256;
    size_t nl, sl, L, split, mlen;
    const uint8_t *name, *custom, *msg;

    if (size < 5)
        return 0;
    is256 = data[0] & 1;
    nl = data[1];
    sl = data[2];
    L = (size_t)data[3] + 1;
    if (size - 5 < nl + sl)
        return 0;
    name = data + 5;
    custom = name + nl;
    msg = custom + sl;
    mlen = size - 5 - nl - sl;
    split = mlen ? data[4] % (mlen + 1) : 0;

    /* One-shot absorb, one squeeze. */
    QZ_FUZZ_ASSERT(cshake_init(&ctx, is256, name, nl, custom, sl) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_shake_absorb(&ctx, msg, mlen) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_shake_squeeze(&ctx, one, L) == QZ_OK);
    qz_shake_wipe(&ctx);

    /* Two absorbs, two squeezes. */
    QZ_FUZZ_ASSERT(cshake_init(&ctx, is256, name, nl, custom, sl) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_shake_absorb(&ctx, msg, split) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_shake_absorb(&ctx, msg + split, mlen - split) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_shake_squeeze(&ctx, two, L / 3) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_shake_squeeze(&ctx, two + L / 3, L - L / 3) == QZ_OK);
    qz_shake_wipe(&ctx);
    QZ_FUZZ_ASSERT(memcmp(one, two, L) == 0);

    if (nl == 0 && sl == 0) {
        QZ_FUZZ_ASSERT((is256 ? qz_shake256(ref, L, msg, mlen)
                              : qz_shake128(ref, L, msg, mlen)) == QZ_OK);
        QZ_FUZZ_ASSERT(memcmp(one, ref, L) == 0);
    }

    /* KMAC(K, S, X, L) == cSHAKE(bytepad(encode_string(K), rate) || X ||
     * right_encode(8L), "KMAC", S), with K the message's first bytes. */
    {
        static const uint8_t kmac_n[4] = { 'K', 'M', 'A', 'C' };
        size_t rate = is256 ? 136 : 168;
        size_t kl = mlen < 64 ? mlen : 64;
        const uint8_t *x = msg + kl;
        size_t xl = mlen - kl;
        uint8_t e[8];
        size_t el, padded;

        QZ_FUZZ_ASSERT((is256 ? qz_kmac256(ref, L, msg, kl, custom, sl, x, xl)
                              : qz_kmac128(ref, L, msg, kl, custom, sl, x, xl)) == QZ_OK);
        QZ_FUZZ_ASSERT(cshake_init(&ctx, is256, kmac_n, 4, custom, sl) ==
                       QZ_OK);
        el = enc_len(e, rate, 0); /* bytepad: left_encode(rate) */
        qz_shake_absorb(&ctx, e, el);
        padded = el;
        el = enc_len(e, kl * 8, 0); /* encode_string(K) */
        qz_shake_absorb(&ctx, e, el);
        qz_shake_absorb(&ctx, msg, kl);
        padded += el + kl;
        absorb_zero(&ctx, (rate - padded % rate) % rate);
        qz_shake_absorb(&ctx, x, xl);
        el = enc_len(e, L * 8, 1);
        qz_shake_absorb(&ctx, e, el);
        QZ_FUZZ_ASSERT(qz_shake_squeeze(&ctx, two, L) == QZ_OK);
        qz_shake_wipe(&ctx);
        QZ_FUZZ_ASSERT(memcmp(ref, two, L) == 0);
    }
    return 0;
}

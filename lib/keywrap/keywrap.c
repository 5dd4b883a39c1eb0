/*
 * AES key wrap, KW and KWP (SP 800-38F 6.1-6.3, RFC 3394 2.2, RFC 5649 4).
 *
 * The wrapping function W works on n >= 2 semiblocks R[1..n] (8 bytes
 * each) and a 64-bit register A that starts as the integrity value:
 *   for j = 0..5, i = 1..n:  B = E(A || R[i]);  t = n*j + i;
 *                            A = MSB64(B) ^ t (t big-endian);  R[i] = LSB64(B)
 * and the output is A || R[1..n]. W^-1 runs the steps backwards with the
 * inverse cipher and returns the final A for the caller to check. R lives
 * in the caller's output buffer, A and B on the stack.
 *
 * KWP pads the key with zeros to a multiple of 8 and uses the integrity
 * value A65959A6 || length; a padded key of one semiblock is instead
 * encrypted as one block, E(A || P).
 */
#include <string.h>

#include "qzcrypt/keywrap.h"
#include "aes/modes_internal.h"
#include "internal/bytes.h"

/* KWP carries the key length in 32 bits: at most 2^32 - 1 key bytes, so
 * at most 2^32 + 8 wrapped bytes. Only a size_t wider than 32 bits can
 * exceed these (the test is compiled only there, which also keeps
 * -Wtype-limits quiet on 32-bit targets). */
#if SIZE_MAX > 0xffffffffu
#define KWP_TOO_LONG(len, max) ((len) > (max))
#else
#define KWP_TOO_LONG(len, max) 0
#endif

static const uint8_t kw_iv[8] = {0xa6, 0xa6, 0xa6, 0xa6, 0xa6, 0xa6, 0xa6, 0xa6};

/* W on r[0..8n) with a[8] as the initial value; a receives the result. */
static void kw_w(const qz_aes_key *key, uint8_t a[8], uint8_t *r, size_t n)
{
    uint8_t b[16];
    uint64_t t = 1;

    for (int j = 0; j < 6; j++) {
        for (size_t i = 0; i < n; i++, t++) {
            memcpy(b, a, 8);
            memcpy(b + 8, r + 8 * i, 8);
            qzi_aes_encrypt(key->rk, key->nr, b, b, 1);
            qzi_store_be64(a, qzi_load_be64(b) ^ t);
            memcpy(r + 8 * i, b + 8, 8);
        }
    }
    qzi_wipe(b, sizeof b);
}

/* W^-1 on r[0..8n) with a[8] as the wrapped integrity value; a receives
 * the unwrapped one. */
static void kw_w_inv(const qz_aes_key *key, uint8_t a[8], uint8_t *r, size_t n)
{
    uint8_t b[16];
    uint64_t t = 6 * (uint64_t)n;

    for (int j = 5; j >= 0; j--) {
        for (size_t i = n; i > 0; i--, t--) {
            qzi_store_be64(b, qzi_load_be64(a) ^ t);
            memcpy(b + 8, r + 8 * (i - 1), 8);
            qzi_aes_decrypt(key->rk, key->nr, b, b, 1);
            memcpy(a, b, 8);
            memcpy(r + 8 * (i - 1), b + 8, 8);
        }
    }
    qzi_wipe(b, sizeof b);
}

/* Argument checks shared by the four functions: key direction, pointers,
 * and that out_cap >= need. need is checked after the length rules. */
static int kw_args(const qz_aes_key *key, uint32_t dir, const uint8_t *in,
                   const uint8_t *out, size_t *out_len)
{
    int err = qzi_aes_key_check(key, dir);

    if (err != QZ_OK)
        return err;
    if (in == NULL || out == NULL || out_len == NULL)
        return QZ_ERR_NULL;
    return QZ_OK;
}

int qz_aes_kw_wrap(const qz_aes_key *key, uint8_t *out, size_t out_cap,
                   size_t *out_len, const uint8_t *in, size_t len)
{
    uint8_t a[8];
    int err = kw_args(key, QZI_AES_DIR_ENCRYPT, in, out, out_len);

    if (err != QZ_OK)
        return err;
    if (len < 16 || len % 8 != 0 || len > SIZE_MAX - 16 || out_cap < len + 8)
        return QZ_ERR_LENGTH;
    memmove(out + 8, in, len);
    memcpy(a, kw_iv, 8);
    kw_w(key, a, out + 8, len / 8);
    memcpy(out, a, 8);
    qzi_wipe(a, sizeof a);
    *out_len = len + 8;
    return QZ_OK;
}

int qz_aes_kw_unwrap(const qz_aes_key *key, uint8_t *out, size_t out_cap,
                     size_t *out_len, const uint8_t *in, size_t len)
{
    uint8_t a[8];
    uint32_t ok;
    int err = kw_args(key, QZI_AES_DIR_DECRYPT, in, out, out_len);

    if (err != QZ_OK)
        return err;
    if (len < 24 || len % 8 != 0 || out_cap < len - 8)
        return QZ_ERR_LENGTH;
    memcpy(a, in, 8);
    memmove(out, in + 8, len - 8);
    kw_w_inv(key, a, out, (len - 8) / 8);
    ok = qzi_ct_memeq(a, kw_iv, 8);
    qzi_wipe(a, sizeof a);
    /* The verdict is what unwrapping publishes. */
    qzi_ct_declassify(&ok, sizeof ok);
    if (!ok) {
        qzi_wipe(out, len - 8);
        return QZ_ERR_AUTH;
    }
    *out_len = len - 8;
    return QZ_OK;
}

int qz_aes_kwp_wrap(const qz_aes_key *key, uint8_t *out, size_t out_cap,
                    size_t *out_len, const uint8_t *in, size_t len)
{
    uint8_t a[8];
    size_t padded;
    int err = kw_args(key, QZI_AES_DIR_ENCRYPT, in, out, out_len);

    if (err != QZ_OK)
        return err;
    if (len == 0 || KWP_TOO_LONG(len, 0xffffffffu) || len > SIZE_MAX - 16)
        return QZ_ERR_LENGTH;
    padded = (len + 7) / 8 * 8;
    if (out_cap < padded + 8)
        return QZ_ERR_LENGTH;
    memmove(out + 8, in, len);
    memset(out + 8 + len, 0, padded - len);
    a[0] = 0xa6;
    a[1] = 0x59;
    a[2] = 0x59;
    a[3] = 0xa6;
    qzi_store_be32(a + 4, (uint32_t)len);
    if (padded == 8) {
        memcpy(out, a, 8);
        qzi_aes_encrypt(key->rk, key->nr, out, out, 1);
    } else {
        kw_w(key, a, out + 8, padded / 8);
        memcpy(out, a, 8);
    }
    qzi_wipe(a, sizeof a);
    *out_len = padded + 8;
    return QZ_OK;
}

int qz_aes_kwp_unwrap(const qz_aes_key *key, uint8_t *out, size_t out_cap,
                      size_t *out_len, const uint8_t *in, size_t len)
{
    uint8_t a[8];
    uint32_t ok, mli, rem, diff = 0;
    size_t n;
    int err = kw_args(key, QZI_AES_DIR_DECRYPT, in, out, out_len);

    if (err != QZ_OK)
        return err;
    /* len <= 2^32 + 8, so 8 * (n - 1) below fits 32 bits. */
    if (len < 16 || len % 8 != 0 || KWP_TOO_LONG(len, ((uint64_t)1 << 32) + 8) ||
        out_cap < len - 8)
        return QZ_ERR_LENGTH;
    n = (len - 8) / 8; /* semiblocks of padded key */
    if (n == 1) {
        uint8_t b[16];

        qzi_aes_decrypt(key->rk, key->nr, b, in, 1);
        memcpy(a, b, 8);
        memcpy(out, b + 8, 8);
        qzi_wipe(b, sizeof b);
    } else {
        memcpy(a, in, 8);
        memmove(out, in + 8, len - 8);
        kw_w_inv(key, a, out, n);
    }
    /*
     * Integrity, in constant time: A = A65959A6 || MLI with
     * 8(n-1) < MLI <= 8n, and the 8n - MLI padding bytes all zero.
     * rem = MLI - 8(n-1) must be 1..8; the last semiblock's bytes k >= rem
     * are padding. rem is computed modulo 2^32 and range-checked with
     * masks, so no branch or index depends on A.
     */
    mli = qzi_load_be32(a + 4);
    ok = qzi_ct_eq_mask(qzi_load_be32(a), 0xa65959a6u);
    rem = mli - (uint32_t)(8 * (n - 1));
    ok &= qzi_ct_lt_mask(rem - 1, 8); /* 1 <= rem <= 8 (wrapped: huge) */
    for (uint32_t k = 0; k < 8; k++) {
        uint32_t is_pad = ~qzi_ct_lt_mask(k, rem); /* k >= rem */

        diff |= is_pad & out[8 * (n - 1) + k];
    }
    ok &= ~qzi_ct_nonzero_mask(diff);
    qzi_wipe(a, sizeof a);
    /* The verdict is what unwrapping publishes; on success MLI is the
     * key's (public) length. */
    qzi_ct_declassify(&ok, sizeof ok);
    if (!ok) {
        qzi_wipe(out, len - 8);
        return QZ_ERR_AUTH;
    }
    qzi_ct_declassify(&mli, sizeof mli);
    *out_len = mli;
    return QZ_OK;
}

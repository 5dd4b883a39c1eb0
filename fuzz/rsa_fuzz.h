/*
 * What the RSA fuzz targets (fuzz_rsa_der_pub.c, fuzz_rsa_der_priv.c,
 * fuzz_rsa_public.c) share: the fixed keys (fuzz/rsa_fuzz_keys.h, from
 * fuzz/gen_rsa_keys.py), a workspace, and an oracle of the PKCS #1 DER
 * rules written here apart from lib/rsa/der.c: a lenient reader (any
 * length form, minimal or not, any INTEGER) and a canonical encoder of the
 * values it read; an input is strict DER exactly when it is the canonical
 * encoding of what the lenient reader found.
 *
 * Sampling on the cores (QZ_FUZZ_CROSS_SAMPLE): the private key checks
 * (about 5.6M cycles per RSA-2048 key on the M4) and the public operation
 * run for few inputs (each target says which); the DER rules run for all.
 */
#ifndef QZ_FUZZ_RSA_FUZZ_H
#define QZ_FUZZ_RSA_FUZZ_H

#include <string.h>

#include "qzcrypt/rsa.h"
#include "fuzz/fuzz_target.h"
#include "fuzz/rsa_fuzz_keys.h"

#if defined(QZ_FUZZ_CROSS_SAMPLE) && defined(__ARM_ARCH_6M__)
#define QZF_RSA_SAMPLE_LIMIT 1
#elif defined(QZ_FUZZ_CROSS_SAMPLE)
#define QZF_RSA_SAMPLE_LIMIT 3
#else
#define QZF_RSA_SAMPLE_LIMIT 0 /* no limit */
#endif

/* The key workspace of every size, and the CRT private operation's. */
static uint32_t qzf_rsa_ws[QZ_RSA_PRIVATE_WORKSPACE_BYTES_LOW(QZ_RSA_MAX_BITS) / 4];
#define QZF_RSA_WS qzf_rsa_ws, sizeof qzf_rsa_ws

/* The fixed keys: DER, size, and whether a private key comes with it. */
typedef struct {
    const uint8_t *pub, *priv;
    size_t pub_len, priv_len;
    unsigned bits;
} qzf_rsa_key;

static inline const qzf_rsa_key *qzf_rsa_keys(size_t *count)
{
    static const qzf_rsa_key k[6] = {
        {qzf_rsa_k2048_pub, qzf_rsa_k2048_priv, sizeof qzf_rsa_k2048_pub,
         sizeof qzf_rsa_k2048_priv, 2048},
        {qzf_rsa_k1024_pub, NULL, sizeof qzf_rsa_k1024_pub, 0, 1024},
        {qzf_rsa_k2048e3_pub, qzf_rsa_k2048e3_priv, sizeof qzf_rsa_k2048e3_pub,
         sizeof qzf_rsa_k2048e3_priv, 2048},
        {qzf_rsa_k3072_pub, qzf_rsa_k3072_priv, sizeof qzf_rsa_k3072_pub,
         sizeof qzf_rsa_k3072_priv, 3072},
        {qzf_rsa_k4096_pub, qzf_rsa_k4096_priv, sizeof qzf_rsa_k4096_pub,
         sizeof qzf_rsa_k4096_priv, 4096},
        {qzf_rsa_k2048e65_pub, NULL, sizeof qzf_rsa_k2048e65_pub, 0, 2048},
    };

    *count = 6;
    return k;
}

/* ---- the oracle's DER ---------------------------------------------------- */

/* One lenient element at *p (before end): the tag, then a short or long
 * length of 1 to 4 bytes, minimal or not; the content within the input.
 * The content's start in *c and its length, or -1. */
static inline long qzf_der_lenient(const uint8_t **p, const uint8_t *end, uint8_t tag,
                                   const uint8_t **c)
{
    const uint8_t *q = *p;
    unsigned long len = 0;

    if (end - q < 2 || q[0] != tag)
        return -1;
    if (q[1] < 0x80) {
        len = q[1];
        q += 2;
    } else {
        unsigned k = q[1] & 0x7fu;

        if (k == 0 || k > 4 || (size_t)(end - q - 2) < k)
            return -1;
        for (unsigned i = 0; i < k; i++)
            len = len << 8 | q[2 + i];
        q += 2 + k;
    }
    if (len > (unsigned long)(end - q))
        return -1;
    *c = q;
    *p = q + len;
    return (long)len;
}

/* This file's DER header for content of len bytes (len < 2^24): its size
 * written into out (out NULL: only the size). */
static inline size_t qzf_der_hdr(uint8_t *out, uint8_t tag, size_t len)
{
    size_t k = len < 0x80 ? 0 : len < 0x100 ? 1 : len < 0x10000 ? 2 : 3;

    if (out != NULL) {
        out[0] = tag;
        if (k == 0) {
            out[1] = (uint8_t)len;
        } else {
            out[1] = (uint8_t)(0x80 | k);
            for (size_t i = 0; i < k; i++)
                out[2 + i] = (uint8_t)(len >> (8 * (k - 1 - i)));
        }
    }
    return 2 + k;
}

/* A non-negative INTEGER content (c, len) is minimal when it is not empty
 * and has no leading zero that the next byte does not need. */
static inline int qzf_int_canonical(const uint8_t *c, size_t len)
{
    if (len == 0 || (c[0] & 0x80))
        return 0;
    return !(len > 1 && c[0] == 0 && !(c[1] & 0x80));
}

/* The magnitude of a non-negative INTEGER content: leading zeros dropped
 * (zero has length 0). */
static inline const uint8_t *qzf_mag(const uint8_t *c, size_t len, size_t *mlen)
{
    while (len > 0 && c[0] == 0) {
        c++;
        len--;
    }
    *mlen = len;
    return c;
}

/* Compare magnitudes a and b (big-endian, no leading zeros): -1, 0, 1. */
static inline int qzf_mag_cmp(const uint8_t *a, size_t al, const uint8_t *b, size_t bl)
{
    if (al != bl)
        return al < bl ? -1 : 1;
    for (size_t i = 0; i < al; i++)
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    return 0;
}

/* The magnitude (m, ml) as a field of len bytes, left-padded with zeros
 * (ml <= len). */
static inline void qzf_pad(uint8_t *out, size_t len, const uint8_t *m, size_t ml)
{
    memset(out, 0, len - ml);
    memcpy(out + len - ml, m, ml);
}

static inline int qzf_all_zero(const void *p, size_t n)
{
    const uint8_t *b = (const uint8_t *)p;
    uint8_t acc = 0;

    for (size_t i = 0; i < n; i++)
        acc |= b[i];
    return acc == 0;
}

/* The SEQUENCE of INTEGERs read leniently from der: exactly der_len bytes
 * and at most max elements (content starts and lengths into c, len);
 * whether it is strict DER (the canonical encoding of what was read) in
 * *canonical. The count, or -1 if the lenient reading fails. */
static inline int qzf_der_ints(const uint8_t *der, size_t der_len, const uint8_t **c, size_t *len,
                               int max, int *canonical)
{
    const uint8_t *p = der, *end = der + der_len, *body;
    long bl = qzf_der_lenient(&p, end, 0x30, &body);
    size_t want = 0;
    int n = 0;

    *canonical = 0;
    if (bl < 0 || p != end)
        return -1;
    p = body;
    while (p != end) {
        long l;

        if (n == max || (l = qzf_der_lenient(&p, end, 0x02, &c[n])) < 0)
            return -1;
        len[n] = (size_t)l;
        want += qzf_der_hdr(NULL, 0x02, len[n]) + len[n];
        n++;
    }
    /* canonical: every header and INTEGER minimal; the total length then
     * equals the canonical encoding's exactly when every header is */
    *canonical = (size_t)bl == want && der_len == qzf_der_hdr(NULL, 0x30, want) + want;
    for (int i = 0; i < n; i++)
        if (!qzf_int_canonical(c[i], len[i]))
            *canonical = 0;
    return n;
}

#endif /* QZ_FUZZ_RSA_FUZZ_H */

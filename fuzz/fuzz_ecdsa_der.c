/*
 * Fuzz target: DER ECDSA signatures (qz_ecdsa_sig_from_der,
 * qz_ecdsa_sig_to_der) on an input-chosen curve.
 *
 * Properties (always):
 *  - qz_ecdsa_sig_from_der returns QZ_OK or QZ_ERR_ENCODING, the latter
 *    with the output all zero;
 *  - it accepts exactly the inputs that the rules of ecdsa.h allow, as an
 *    oracle written here decides them: a lenient reading (any length
 *    form) of SEQUENCE { INTEGER r, INTEGER s } with r and s positive, in
 *    [1, n-1], and the input equal, byte for byte, to this file's own
 *    minimal encoding of (r, s); and then with those r and s;
 *  - qz_ecdsa_sig_to_der gives every accepted input back byte for byte,
 *    refuses a buffer one byte short without writing to it;
 *  - on the raw reading of the input (the first 2L bytes as r || s),
 *    qz_ecdsa_sig_to_der refuses r or s = 0 and otherwise writes the
 *    oracle's encoding, which qz_ecdsa_sig_from_der takes back exactly
 *    when r and s are below n.
 * With QZ_FUZZ_OPENSSL, differential against d2i_ECDSA_SIG: where OpenSSL
 * reads the whole input, re-encodes it (i2d_ECDSA_SIG) to the same bytes
 * and both values are in [1, n-1], qzcrypt accepts with the same r and s;
 * where qzcrypt accepts, OpenSSL does so and re-encodes identically; and
 * qzcrypt's DER of raw r || s is OpenSSL's.
 *
 * Input: byte 0 curve (mod 3); the rest is the DER signature.
 */
#include <string.h>

#include "qzcrypt/ecdsa.h"
#include "fuzz/ec_fuzz.h"

#define MAXL QZ_EC_BYTES(521)
#define DERMAX QZ_ECDSA_DER_MAX_BYTES(521)

#ifdef QZ_FUZZ_OPENSSL
#include <openssl/ecdsa.h>
#endif

/* A lenient DER header at *p (before end): the tag, then a short- or
 * long-form length of up to 4 bytes, minimal or not; the content length,
 * or -1. */
static long header(const uint8_t **p, const uint8_t *end, uint8_t tag)
{
    const uint8_t *q = *p;
    unsigned long len = 0;

    if (end - q < 2 || q[0] != tag)
        return -1;
    if (q[1] < 0x80) {
        len = q[1];
        q += 2;
    } else {
        unsigned k = q[1] & 0x7f;

        if (k == 0 || k > 4 || (size_t)(end - q - 2) < k)
            return -1;
        for (unsigned i = 0; i < k; i++)
            len = len << 8 | q[2 + i];
        q += 2 + k;
    }
    if (len > (unsigned long)(end - q))
        return -1;
    *p = q;
    return (long)len;
}

/* A lenient INTEGER into v (L bytes): 0 when positive and it fits. */
static int lenient_int(const uint8_t **p, const uint8_t *end, uint8_t *v, size_t L)
{
    long len = header(p, end, 0x02);
    const uint8_t *q = *p;

    if (len <= 0 || (q[0] & 0x80))
        return -1;
    *p = q + len;
    while (len > 0 && *q == 0) {
        q++;
        len--;
    }
    if ((size_t)len > L)
        return -1;
    memset(v, 0, L);
    memcpy(v + L - (size_t)len, q, (size_t)len);
    return 0;
}

/* This file's minimal INTEGER of the L-byte v (v != 0). */
static size_t put_integer(uint8_t *out, const uint8_t *v, size_t L)
{
    size_t i = 0, n;

    while (v[i] == 0)
        i++;
    n = L - i;
    out[0] = 0x02;
    if (v[i] >= 0x80) {
        out[1] = (uint8_t)(n + 1);
        out[2] = 0x00;
        memcpy(out + 3, v + i, n);
        return n + 3;
    }
    out[1] = (uint8_t)n;
    memcpy(out + 2, v + i, n);
    return n + 2;
}

/* The minimal DER of r || s (both nonzero). */
static size_t encode(uint8_t *out, const uint8_t *sig, size_t L)
{
    uint8_t body[DERMAX];
    size_t n = put_integer(body, sig, L), h;

    n += put_integer(body + n, sig + L, L);
    out[0] = 0x30;
    if (n < 0x80) {
        out[1] = (uint8_t)n;
        h = 2;
    } else {
        out[1] = 0x81;
        out[2] = (uint8_t)n;
        h = 3;
    }
    memcpy(out + h, body, n);
    return h + n;
}

/* The oracle: 1 and r || s in sig when the rules of ecdsa.h accept der. */
static int oracle(const qzf_curve *c, const uint8_t *der, size_t len, uint8_t *sig)
{
    const uint8_t *p = der, *end = der + len;
    uint8_t canon[DERMAX];
    long body = header(&p, end, 0x30);

    if (body < 0 || lenient_int(&p, end, sig, c->L) != 0 ||
        lenient_int(&p, end, sig + c->L, c->L) != 0)
        return 0;
    if (!qzf_in_range(c, sig) || !qzf_in_range(c, sig + c->L))
        return 0;
    return encode(canon, sig, c->L) == len && memcmp(canon, der, len) == 0;
}

#ifdef QZ_FUZZ_OPENSSL
/* OpenSSL's reading: 1 when d2i_ECDSA_SIG reads all of der, i2d gives the
 * same bytes back, and r, s are in [1, n-1] (into sig); 2 when it reads
 * and re-encodes identically but a value is out of range; 0 otherwise. */
static int ossl_read(const qzf_curve *c, const uint8_t *der, size_t len, uint8_t *sig)
{
    const unsigned char *p = der;
    ECDSA_SIG *es = d2i_ECDSA_SIG(NULL, &p, (long)len);
    unsigned char *re = NULL;
    const BIGNUM *r, *s;
    int rl, verdict = 0;

    if (es == NULL)
        return 0;
    if (p == der + len && (rl = i2d_ECDSA_SIG(es, &re)) == (int)len &&
        memcmp(re, der, len) == 0) {
        const BIGNUM *n = EC_GROUP_get0_order(qzf_group(c));

        ECDSA_SIG_get0(es, &r, &s);
        verdict = 2;
        if (!BN_is_negative(r) && !BN_is_negative(s) && !BN_is_zero(r) && !BN_is_zero(s) &&
            BN_cmp(r, n) < 0 && BN_cmp(s, n) < 0) {
            QZ_FUZZ_ASSERT(BN_bn2binpad(r, sig, (int)c->L) == (int)c->L);
            QZ_FUZZ_ASSERT(BN_bn2binpad(s, sig + c->L, (int)c->L) == (int)c->L);
            verdict = 1;
        }
    }
    OPENSSL_free(re);
    ECDSA_SIG_free(es);
    return verdict;
}
#endif

int QZ_FUZZ_TARGET(ecdsa_der)(const uint8_t *data, size_t size)
{
    const qzf_curve *c;
    uint8_t sig[2 * MAXL + 1], want[2 * MAXL], out[DERMAX + 1];
    size_t L, outlen = 0;
    int rc, ok;

    if (size < 1)
        return 0;
    c = qzf_curve_of(data[0]);
    L = c->L;
    data++;
    size--;

    memset(sig, 0x5a, sizeof sig);
    rc = qz_ecdsa_sig_from_der(c->id, sig, 2 * L, data, size);
    QZ_FUZZ_ASSERT(rc == QZ_OK || rc == QZ_ERR_ENCODING);
    ok = oracle(c, data, size, want);
    if (ok != (rc == QZ_OK))
        printf("ecdsa_der: qzcrypt %d, the rules of ecdsa.h %s\n", rc,
               ok ? "accept" : "reject");
    QZ_FUZZ_ASSERT(ok == (rc == QZ_OK));
    if (rc == QZ_OK) {
        QZ_FUZZ_ASSERT(memcmp(sig, want, 2 * L) == 0);
        /* Back to the same bytes; one byte short of room is refused. */
        memset(out, 0xa5, sizeof out);
        QZ_FUZZ_ASSERT(qz_ecdsa_sig_to_der(c->id, out, size - 1, &outlen, sig, 2 * L) ==
                       QZ_ERR_LENGTH);
        for (size_t i = 0; i < sizeof out; i++)
            QZ_FUZZ_ASSERT(out[i] == 0xa5);
        QZ_FUZZ_ASSERT(qz_ecdsa_sig_to_der(c->id, out, size, &outlen, sig, 2 * L) == QZ_OK);
        QZ_FUZZ_ASSERT(outlen == size && memcmp(out, data, size) == 0);
    } else {
        QZ_FUZZ_ASSERT(qzf_is_zero(sig, 2 * L) && sig[2 * L] == 0x5a);
    }
#ifdef QZ_FUZZ_OPENSSL
    {
        int o = ossl_read(c, data, size, want);

        if (o == 1 || rc == QZ_OK) {
            if (o != 1 || rc != QZ_OK)
                printf("ecdsa_der: qzcrypt %d, OpenSSL %d\n", rc, o);
            QZ_FUZZ_ASSERT(o == 1 && rc == QZ_OK);
            QZ_FUZZ_ASSERT(memcmp(sig, want, 2 * L) == 0);
        }
    }
#endif

    /* The raw reading: the first 2L bytes (zero-padded) as r || s. */
    {
        uint8_t raw[2 * MAXL], canon[DERMAX];
        size_t cl;

        memset(raw, 0, sizeof raw);
        memcpy(raw, data, size < 2 * L ? size : 2 * L);
        rc = qz_ecdsa_sig_to_der(c->id, out, DERMAX, &outlen, raw, 2 * L);
        if (qzf_is_zero(raw, L) || qzf_is_zero(raw + L, L)) {
            QZ_FUZZ_ASSERT(rc == QZ_ERR_ENCODING);
            return 0;
        }
        QZ_FUZZ_ASSERT(rc == QZ_OK && outlen <= QZ_ECDSA_DER_MAX_BYTES(c->bits));
        cl = encode(canon, raw, L);
        QZ_FUZZ_ASSERT(cl == outlen && memcmp(canon, out, cl) == 0);
        rc = qz_ecdsa_sig_from_der(c->id, sig, 2 * L, out, outlen);
        if (qzf_cmp(raw, c->n, L) < 0 && qzf_cmp(raw + L, c->n, L) < 0) {
            QZ_FUZZ_ASSERT(rc == QZ_OK && memcmp(sig, raw, 2 * L) == 0);
        } else {
            QZ_FUZZ_ASSERT(rc == QZ_ERR_ENCODING);
        }
#ifdef QZ_FUZZ_OPENSSL
        {
            ECDSA_SIG *es = ECDSA_SIG_new();
            BIGNUM *r = BN_bin2bn(raw, (int)L, NULL), *s = BN_bin2bn(raw + L, (int)L, NULL);
            unsigned char *re = NULL;
            int rl;

            QZ_FUZZ_ASSERT(es != NULL && r != NULL && s != NULL && ECDSA_SIG_set0(es, r, s));
            rl = i2d_ECDSA_SIG(es, &re);
            QZ_FUZZ_ASSERT(rl == (int)outlen && memcmp(re, out, outlen) == 0);
            OPENSSL_free(re);
            ECDSA_SIG_free(es);
        }
#endif
    }
    return 0;
}

/*
 * Fuzz target: DER RSAPublicKey (qz_rsa_set_public_key_der,
 * qz_rsa_get_public_key_der).
 *
 * Properties (always):
 *  - the import returns QZ_OK, QZ_ERR_ENCODING or QZ_ERR_LENGTH, and on a
 *    refusal the key object is zero; the workspace is zero after it;
 *  - the verdict is exactly the one rsa.h's rules give, as this file
 *    decides them with fuzz/rsa_fuzz.h's oracle: QZ_ERR_ENCODING for an
 *    input that is not the canonical DER of a SEQUENCE of two
 *    non-negative INTEGERs; QZ_ERR_LENGTH for a modulus of a size rsa.h
 *    does not take; QZ_ERR_ENCODING for e longer than n, n without its
 *    top bit or even, e even, below 3 or not below n; QZ_OK otherwise;
 *  - an accepted key gives n and e back (qz_rsa_get_public_key_raw), its
 *    export is the input byte for byte, a room one byte short is refused
 *    without a write and the size query gives the length.
 * With QZ_FUZZ_OPENSSL, differential against d2i_RSAPublicKey: where
 * OpenSSL reads the whole input and i2d_RSAPublicKey gives it back, with n
 * and e non-negative, rsa.h's rules on OpenSSL's numbers (BIGNUM) give
 * qzcrypt's verdict, and accepted values are OpenSSL's; where qzcrypt
 * accepts, OpenSSL reads and re-encodes the input identically.
 *
 * Input: the DER, whole.
 */
#ifdef QZ_FUZZ_OPENSSL
/* before any OpenSSL header (fuzz_target.h has one): d2i_RSAPublicKey: OpenSSL's PKCS #1 reader */
#define OPENSSL_SUPPRESS_DEPRECATED
#endif
#include "fuzz/rsa_fuzz.h"

#ifdef QZ_FUZZ_OPENSSL
#include <openssl/bn.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>
#endif

#define DERMAX QZ_RSA_PUBLIC_DER_MAX_BYTES(QZ_RSA_MAX_BITS)

static qz_rsa_public_key pub;
static uint8_t out[DERMAX + 16];

/* rsa.h's rules on the magnitudes n, e (no leading zeros). */
static int rules(const uint8_t *n, size_t nl, const uint8_t *e, size_t el)
{
    if (nl > QZ_RSA_MAX_BYTES || (nl != 128 && nl != 256 && nl != 384 && nl != 512))
        return QZ_ERR_LENGTH;
    if (el > nl || !(n[0] & 0x80) || !(n[nl - 1] & 1) || el == 0 || !(e[el - 1] & 1) ||
        (el == 1 && e[0] < 3) || qzf_mag_cmp(e, el, n, nl) >= 0)
        return QZ_ERR_ENCODING;
    return QZ_OK;
}

static int oracle(const uint8_t *der, size_t len, const uint8_t **m, size_t *ml)
{
    const uint8_t *c[3];
    size_t cl[3];
    int canonical, k = qzf_der_ints(der, len, c, cl, 3, &canonical);

    if (k != 2 || !canonical)
        return QZ_ERR_ENCODING;
    m[0] = qzf_mag(c[0], cl[0], &ml[0]);
    m[1] = qzf_mag(c[1], cl[1], &ml[1]);
    return rules(m[0], ml[0], m[1], ml[1]);
}

#ifdef QZ_FUZZ_OPENSSL
/* OpenSSL's reading: -1 if it does not read the input as strict DER with
 * non-negative n and e; else the rules' verdict on its numbers, with n and
 * e (magnitudes) into nb, eb. */
static int ossl_verdict(const uint8_t *der, size_t len, uint8_t *nb, size_t *nl, uint8_t *eb,
                        size_t *el)
{
    const unsigned char *p = der;
    RSA *r = d2i_RSAPublicKey(NULL, &p, (long)len);
    unsigned char *re = NULL;
    int v = -1, rl;

    if (r == NULL)
        return -1;
    if (p == der + len && (rl = i2d_RSAPublicKey(r, &re)) == (int)len &&
        memcmp(re, der, len) == 0) {
        const BIGNUM *n, *e;

        RSA_get0_key(r, &n, &e, NULL);
        if (!BN_is_negative(n) && !BN_is_negative(e) && BN_num_bytes(n) <= 4096 &&
            BN_num_bytes(e) <= 4096) {
            *nl = (size_t)BN_bn2bin(n, nb);
            *el = (size_t)BN_bn2bin(e, eb);
            v = rules(nb, *nl, eb, *el);
        }
    }
    OPENSSL_free(re);
    RSA_free(r);
    return v;
}
#endif

int QZ_FUZZ_TARGET(rsa_der_pub)(const uint8_t *data, size_t size)
{
    const uint8_t *m[2] = {NULL, NULL};
    size_t ml[2] = {0, 0}, len;
    int want, rc;

    want = oracle(data, size, m, ml);
    memset(&pub, 0x5a, sizeof pub);
    rc = qz_rsa_set_public_key_der(&pub, QZF_RSA_WS, data, size);
    QZ_FUZZ_ASSERT(rc == QZ_OK || rc == QZ_ERR_ENCODING || rc == QZ_ERR_LENGTH);
    QZ_FUZZ_ASSERT(qzf_all_zero(qzf_rsa_ws, sizeof qzf_rsa_ws));
    if (want != rc)
        printf("rsa_der_pub: qzcrypt %d, the rules of rsa.h %d\n", rc, want);
    QZ_FUZZ_ASSERT(rc == want);
    if (rc != QZ_OK) {
        QZ_FUZZ_ASSERT(qzf_all_zero(&pub, sizeof pub));
    } else {
        uint8_t n[QZ_RSA_MAX_BYTES], e[QZ_RSA_MAX_BYTES];

        QZ_FUZZ_ASSERT(qz_rsa_public_bits(&pub) == (int)(8 * ml[0]));
        QZ_FUZZ_ASSERT(qz_rsa_get_public_key_raw(&pub, n, ml[0], e, ml[1]) == QZ_OK);
        QZ_FUZZ_ASSERT(memcmp(n, m[0], ml[0]) == 0 && memcmp(e, m[1], ml[1]) == 0);
        QZ_FUZZ_ASSERT(qz_rsa_get_public_key_der(&pub, NULL, 0, &len) == QZ_OK && len == size);
        memset(out, 0xa5, sizeof out);
        QZ_FUZZ_ASSERT(qz_rsa_get_public_key_der(&pub, out, size - 1, &len) == QZ_ERR_LENGTH);
        for (size_t i = 0; i < sizeof out; i++)
            QZ_FUZZ_ASSERT(out[i] == 0xa5);
        QZ_FUZZ_ASSERT(qz_rsa_get_public_key_der(&pub, out, sizeof out, &len) == QZ_OK);
        QZ_FUZZ_ASSERT(len == size && memcmp(out, data, size) == 0 && out[size] == 0xa5);
    }
#ifdef QZ_FUZZ_OPENSSL
    {
        static uint8_t nb[4096], eb[4096];
        size_t nl = 0, el = 0;
        int o = ossl_verdict(data, size, nb, &nl, eb, &el);

        if (o != -1 || rc == QZ_OK) {
            if (o != rc)
                printf("rsa_der_pub: qzcrypt %d, OpenSSL's reading %d\n", rc, o);
            QZ_FUZZ_ASSERT(o == rc);
        }
        if (rc == QZ_OK)
            QZ_FUZZ_ASSERT(nl == ml[0] && el == ml[1] && memcmp(nb, m[0], nl) == 0 &&
                           memcmp(eb, m[1], el) == 0);
    }
#endif
    return 0;
}

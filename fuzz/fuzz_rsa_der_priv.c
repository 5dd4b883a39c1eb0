/*
 * Fuzz target: DER RSAPrivateKey (qz_rsa_set_private_key_der,
 * qz_rsa_get_private_key_der).
 *
 * Properties (always):
 *  - the import returns QZ_OK, QZ_ERR_ENCODING, QZ_ERR_LENGTH or
 *    QZ_ERR_ALG, and on a refusal the key object is zero; the workspace is
 *    zero after every call;
 *  - the verdict is the one rsa.h's rules give, as fuzz/rsa_fuzz.h's
 *    oracle reads them: QZ_ERR_ALG exactly for a strict outer SEQUENCE
 *    whose first element is the strict INTEGER 1; QZ_ERR_ENCODING for an
 *    input that is not the canonical DER of a SEQUENCE of nine INTEGERs,
 *    version 0, all non-negative; QZ_ERR_LENGTH when it is, for a modulus
 *    of another size; QZ_ERR_ENCODING for components too long for their
 *    fields (p and q other than half the modulus with their top bits);
 *    otherwise the raw setter's value checks decide (with OpenSSL, below,
 *    computed apart);
 *  - an accepted key gives its components back (the raw getters) and its
 *    export is the input, byte for byte; a room one byte short is refused
 *    without a write; the size query gives the length.
 * With QZ_FUZZ_OPENSSL, differential against d2i_RSAPrivateKey: where
 * OpenSSL reads the whole input and i2d_RSAPrivateKey gives it back
 * (strict DER by OpenSSL's reading) with version 0 and two primes, the
 * components are checked with OpenSSL's BIGNUM arithmetic against rsa.h's
 * rules (sizes, p q = n, e dP = 1 mod p - 1, e dQ = 1 mod q - 1, qInv q
 * = 1 mod p, d = dP mod p - 1, d = dQ mod q - 1, every range), and
 * qzcrypt must give the same verdict; where qzcrypt accepts, OpenSSL reads and re-encodes the
 * input identically.
 *
 * On the cores (QZ_FUZZ_CROSS_SAMPLE) the value checks run for the first
 * QZF_RSA_SAMPLE_LIMIT inputs that reach them; later ones are given a
 * workspace one byte short, which the raw setter refuses (QZ_ERR_LENGTH)
 * after every DER rule and before the arithmetic.
 *
 * Input: the DER, whole.
 */
#ifdef QZ_FUZZ_OPENSSL
/* before any OpenSSL header (fuzz_target.h has one): d2i_RSAPrivateKey: OpenSSL's PKCS #1 reader */
#define OPENSSL_SUPPRESS_DEPRECATED
#endif
#include "fuzz/rsa_fuzz.h"

#ifdef QZ_FUZZ_OPENSSL
#include <openssl/bn.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>
#endif

#define DERMAX QZ_RSA_PRIVATE_DER_MAX_BYTES(QZ_RSA_MAX_BITS)

static qz_rsa_private_key key;
static uint8_t out[DERMAX + 16];

/* The oracle's verdict on the DER rules and sizes: QZ_ERR_ALG,
 * QZ_ERR_ENCODING, QZ_ERR_LENGTH, or 1 when the value checks decide (the
 * components' magnitudes then in m, ml: n, e, d, p, q, dp, dq, qinv). */
static int oracle(const uint8_t *der, size_t len, const uint8_t **m, size_t *ml)
{
    const uint8_t *p = der, *end = der + len, *body, *vc, *c[10];
    size_t cl[10], nb, hb;
    long bl, vl;
    int n, canonical;

    /* the outer SEQUENCE and the version, for the multi-prime verdict */
    bl = qzf_der_lenient(&p, end, 0x30, &body);
    if (bl < 0 || p != end || len != qzf_der_hdr(NULL, 0x30, (size_t)bl) + (size_t)bl)
        return QZ_ERR_ENCODING;
    p = body;
    vl = qzf_der_lenient(&p, end, 0x02, &vc);
    if (vl < 0 || (size_t)(p - body) != qzf_der_hdr(NULL, 0x02, (size_t)vl) + (size_t)vl ||
        !qzf_int_canonical(vc, (size_t)vl))
        return QZ_ERR_ENCODING;
    if (vl == 1 && vc[0] == 1)
        return QZ_ERR_ALG;
    n = qzf_der_ints(der, len, c, cl, 10, &canonical);
    if (n != 9 || !canonical || cl[0] != 1 || c[0][0] != 0)
        return QZ_ERR_ENCODING;
    for (int i = 0; i < 8; i++)
        m[i] = qzf_mag(c[i + 1], cl[i + 1], &ml[i]);
    nb = ml[0];
    if (nb > QZ_RSA_MAX_BYTES || (nb != 256 && nb != 384 && nb != 512))
        return QZ_ERR_LENGTH;
    hb = nb / 2;
    if (ml[1] > nb || ml[2] > nb || ml[3] != hb || ml[4] != hb || !(m[3][0] & 0x80) ||
        !(m[4][0] & 0x80) || ml[5] > hb || ml[6] > hb || ml[7] > hb)
        return QZ_ERR_ENCODING;
    return 1;
}

#ifdef QZ_FUZZ_OPENSSL
/* rsa.h's value rules on OpenSSL's numbers, computed with BIGNUM. */
static int ossl_rules(const RSA *r, unsigned bits)
{
    const BIGNUM *n, *e, *d, *p, *q, *dp, *dq, *qi;
    BN_CTX *ctx = BN_CTX_new();
    BIGNUM *t = BN_new(), *pm1 = BN_new(), *qm1 = BN_new();
    int ok;

    RSA_get0_key(r, &n, &e, &d);
    RSA_get0_factors(r, &p, &q);
    RSA_get0_crt_params(r, &dp, &dq, &qi);
    QZ_FUZZ_ASSERT(ctx && t && pm1 && qm1 && n && e && d && p && q && dp && dq && qi);
    ok = BN_num_bits(n) == (int)bits && BN_is_odd(n) && BN_is_odd(e) &&
         BN_cmp(e, BN_value_one()) > 0 && BN_cmp(e, n) < 0 && BN_num_bits(p) == (int)bits / 2 &&
         BN_num_bits(q) == (int)bits / 2 && BN_is_odd(p) && BN_is_odd(q);
    ok = ok && BN_mul(t, p, q, ctx) && BN_cmp(t, n) == 0;
    ok = ok && BN_sub(pm1, p, BN_value_one()) && BN_sub(qm1, q, BN_value_one());
    /* e >= 3: e odd and above 1 */
    ok = ok && !BN_is_zero(dp) && !BN_is_negative(dp) && BN_cmp(dp, pm1) < 0 &&
         BN_mod_mul(t, e, dp, pm1, ctx) && BN_is_one(t);
    ok = ok && !BN_is_zero(dq) && !BN_is_negative(dq) && BN_cmp(dq, qm1) < 0 &&
         BN_mod_mul(t, e, dq, qm1, ctx) && BN_is_one(t);
    ok = ok && !BN_is_zero(qi) && !BN_is_negative(qi) && BN_cmp(qi, p) < 0 &&
         BN_mod_mul(t, qi, q, p, ctx) && BN_is_one(t);
    ok = ok && !BN_is_zero(d) && !BN_is_negative(d) && BN_cmp(d, n) < 0 &&
         BN_nnmod(t, d, pm1, ctx) && BN_cmp(t, dp) == 0 && BN_nnmod(t, d, qm1, ctx) &&
         BN_cmp(t, dq) == 0;
    BN_free(t);
    BN_free(pm1);
    BN_free(qm1);
    BN_CTX_free(ctx);
    return ok;
}

/* OpenSSL's reading: -1 if it does not read the input as strict DER
 * version 0 with non-negative components; else QZ_ERR_LENGTH for a size
 * rsa.h does not take, QZ_ERR_ENCODING when a rule fails, QZ_OK. */
static int ossl_verdict(const uint8_t *der, size_t len)
{
    const unsigned char *p = der;
    RSA *r = d2i_RSAPrivateKey(NULL, &p, (long)len);
    unsigned char *re = NULL;
    int v = -1, rl;

    if (r == NULL)
        return -1;
    if (p == der + len && (rl = i2d_RSAPrivateKey(r, &re)) == (int)len &&
        memcmp(re, der, len) == 0 && RSA_get_version(r) == RSA_ASN1_VERSION_DEFAULT &&
        RSA_get_multi_prime_extra_count(r) == 0) {
        const BIGNUM *n, *e, *d, *pp, *q, *dp, *dq, *qi;
        int bytes;

        RSA_get0_key(r, &n, &e, &d);
        RSA_get0_factors(r, &pp, &q);
        RSA_get0_crt_params(r, &dp, &dq, &qi);
        bytes = BN_num_bytes(n);
        if (BN_is_negative(n) || BN_is_negative(e) || BN_is_negative(d) ||
            BN_is_negative(pp) || BN_is_negative(q) || BN_is_negative(dp) ||
            BN_is_negative(dq) || BN_is_negative(qi))
            v = -1; /* qzcrypt refuses negative INTEGERs as DER rule breaks */
        else if ((bytes != 256 && bytes != 384 && bytes != 512) || bytes > (int)QZ_RSA_MAX_BYTES)
            v = QZ_ERR_LENGTH;
        else
            v = ossl_rules(r, 8u * (unsigned)bytes) ? QZ_OK : QZ_ERR_ENCODING;
    }
    OPENSSL_free(re);
    RSA_free(r);
    return v;
}
#endif

int QZ_FUZZ_TARGET(rsa_der_priv)(const uint8_t *data, size_t size)
{
#if QZF_RSA_SAMPLE_LIMIT != 0
    static unsigned sampled;
#endif
    const uint8_t *m[8];
    size_t ml[8], len, ws_len = sizeof qzf_rsa_ws;
    int want, rc;

    want = oracle(data, size, m, ml);
#if QZF_RSA_SAMPLE_LIMIT != 0
    if (want == 1 && sampled++ >= QZF_RSA_SAMPLE_LIMIT) {
        ws_len = QZ_RSA_KEY_WORKSPACE_BYTES(8 * ml[0]) - 1; /* stops before the arithmetic */
        want = QZ_ERR_LENGTH;
    }
#endif
    memset(&key, 0x5a, sizeof key);
    rc = qz_rsa_set_private_key_der(&key, qzf_rsa_ws, ws_len, data, size);
    QZ_FUZZ_ASSERT(rc == QZ_OK || rc == QZ_ERR_ENCODING || rc == QZ_ERR_LENGTH ||
                   rc == QZ_ERR_ALG);
    QZ_FUZZ_ASSERT(qzf_all_zero(qzf_rsa_ws, sizeof qzf_rsa_ws));
    if (want != 1 && want != rc)
        printf("rsa_der_priv: qzcrypt %d, the rules of rsa.h %d\n", rc, want);
    QZ_FUZZ_ASSERT(want == 1 ? rc == QZ_OK || rc == QZ_ERR_ENCODING : rc == want);
    if (rc != QZ_OK) {
        QZ_FUZZ_ASSERT(qzf_all_zero(&key, sizeof key));
    } else {
        static const int parts[8] = {QZ_RSA_PART_N, QZ_RSA_PART_E, QZ_RSA_PART_D,
                                     QZ_RSA_PART_P, QZ_RSA_PART_Q, QZ_RSA_PART_DP,
                                     QZ_RSA_PART_DQ, QZ_RSA_PART_QINV};
        size_t nb = ml[0];
        uint8_t got[QZ_RSA_MAX_BYTES], exp[QZ_RSA_MAX_BYTES];

        for (int i = 0; i < 8; i++) {
            size_t fl = i == 1 ? ml[1] : i <= 2 ? nb : nb / 2;

            QZ_FUZZ_ASSERT(qz_rsa_get_private_key_raw(&key, got, fl, parts[i]) == QZ_OK);
            qzf_pad(exp, fl, m[i], ml[i]);
            QZ_FUZZ_ASSERT(memcmp(got, exp, fl) == 0);
        }
        QZ_FUZZ_ASSERT(qz_rsa_get_private_key_der(&key, NULL, 0, &len) == QZ_OK && len == size);
        memset(out, 0xa5, sizeof out);
        QZ_FUZZ_ASSERT(qz_rsa_get_private_key_der(&key, out, size - 1, &len) == QZ_ERR_LENGTH);
        for (size_t i = 0; i < sizeof out; i++)
            QZ_FUZZ_ASSERT(out[i] == 0xa5);
        QZ_FUZZ_ASSERT(qz_rsa_get_private_key_der(&key, out, sizeof out, &len) == QZ_OK);
        QZ_FUZZ_ASSERT(len == size && memcmp(out, data, size) == 0 && out[size] == 0xa5);
        qz_rsa_wipe_private_key(&key);
    }
#ifdef QZ_FUZZ_OPENSSL
    {
        int o = ossl_verdict(data, size);

        if (o != -1 || rc == QZ_OK) {
            if (o != rc)
                printf("rsa_der_priv: qzcrypt %d, OpenSSL's reading %d\n", rc, o);
            QZ_FUZZ_ASSERT(o == rc);
        }
    }
#endif
    return 0;
}

/*
 * Fuzz target: the RSA public operation, RSAEP / RSAVP1 (qz_rsa_public),
 * under the fixed keys of fuzz/rsa_fuzz.h (RSA-2048 with e = 65537 and e =
 * 3, RSA-1024, -3072, -4096, RSA-2048 with a 65-bit e), set from their
 * DER. (The signature schemes' verification is not in rsa.h yet: this is
 * the operation it rests on.)
 *
 * Properties (always):
 *  - qz_rsa_public accepts exactly the inputs below n (compared here on
 *    the bytes of the key's DER), QZ_ERR_ENCODING otherwise with the
 *    output untouched; in place and apart give the same result;
 *  - in the native replay (neither QZ_FUZZ_CROSS_SAMPLE nor
 *    QZ_FUZZ_OPENSSL), under the keys with a private half, qz_rsa_private
 *    (CRT) of the result gives the input back (libFuzzer has OpenSSL
 *    instead, and runs faster without it).
 * With QZ_FUZZ_OPENSSL, differential against OpenSSL's raw public
 * operation (RSA_public_decrypt with RSA_NO_PADDING, on the key read by
 * d2i_RSAPublicKey from the same DER): the same refusals (OpenSSL refuses
 * an input not below n) and the same results.
 *
 * On the cores (QZ_FUZZ_CROSS_SAMPLE): the first three keys only, and at
 * most QZF_RSA_SAMPLE_LIMIT operations that compute (refusals of inputs
 * not below n are cheap and all run). The native replay computes under the
 * costly keys (all but RSA-1024) QZF_RSA_COSTLY_LIMIT times.
 *
 * Input: byte 0 the key (bits 0-5, mod 6; mod 3 on the cores) and a
 * variant: bit 7, n with its last bytes replaced by the input's (near n,
 * on either side); else bit 6, the input's bytes as the low-order end of
 * a number (small values, every low byte reachable from a short input);
 * else as its high-order end (zero-padded on the right). Then the input to
 * the operation, big-endian, at most the modulus's length.
 */
#ifdef QZ_FUZZ_OPENSSL
/* before any OpenSSL header (fuzz_target.h has one): RSA_public_decrypt, d2i_RSAPublicKey */
#define OPENSSL_SUPPRESS_DEPRECATED
#endif
#include "fuzz/rsa_fuzz.h"

#ifdef QZ_FUZZ_OPENSSL
#include <openssl/rsa.h>
#include <openssl/x509.h>
#endif

#ifdef QZ_FUZZ_CROSS_SAMPLE
#define NKEYS 3
#else
#define NKEYS 6
#endif
/* The native replay (fuzz/replay without OpenSSL) computes at most this
 * many operations under the costly keys (all but RSA-1024: the RSA-2048
 * ones with their private round trips, 3072, 4096 and the 65-bit e, each
 * 4 to 20 times an RSA-1024 public operation); libFuzzer runs them all. */
#if defined(QZ_FUZZ_OPENSSL) || defined(QZ_FUZZ_CROSS_SAMPLE)
#define QZF_RSA_COSTLY_LIMIT 0
#else
#define QZF_RSA_COSTLY_LIMIT 24
#endif

static qz_rsa_public_key pubs[6];
static int have[6];

#if !defined(QZ_FUZZ_CROSS_SAMPLE) && !defined(QZ_FUZZ_OPENSSL)
static qz_rsa_private_key privs[6];

static int fixed_fill(void *state, uint8_t *o, size_t len)
{
    static uint32_t x = 0x16u;

    (void)state;
    for (size_t i = 0; i < len; i++) {
        x = x * 1664525u + 1013904223u;
        o[i] = (uint8_t)(x >> 24);
    }
    return 0;
}
#endif

/* n of key i as bytes (from the object, checked against the DER once). */
static void key_n(size_t i, uint8_t *n, size_t nb)
{
    QZ_FUZZ_ASSERT(qz_rsa_get_public_key_raw(&pubs[i], n, nb, NULL, 0) == QZ_OK);
}

int QZ_FUZZ_TARGET(rsa_public)(const uint8_t *data, size_t size)
{
#if QZF_RSA_SAMPLE_LIMIT != 0
    static unsigned computed;
#endif
#if QZF_RSA_COSTLY_LIMIT != 0
    static unsigned costly_count;
#endif
    int costly;
    static uint8_t x[QZ_RSA_MAX_BYTES], n[QZ_RSA_MAX_BYTES], y[QZ_RSA_MAX_BYTES + 1],
        z[QZ_RSA_MAX_BYTES + 1];
    size_t count, i, nb, take;
    const qzf_rsa_key *keys = qzf_rsa_keys(&count);
    int rc, below;

    if (size < 1)
        return 0;
    i = (data[0] & 0x3fu) % NKEYS;
    if (keys[i].bits > QZ_RSA_MAX_BITS)
        return 0;
    nb = keys[i].bits / 8;
    if (!have[i]) {
        const uint8_t *c[3], *nm;
        size_t cl[3], nml;
        int canonical;

        QZ_FUZZ_ASSERT(qz_rsa_set_public_key_der(&pubs[i], QZF_RSA_WS, keys[i].pub,
                                                 keys[i].pub_len) == QZ_OK);
        /* the object's n is the DER's (the oracle's reading) */
        QZ_FUZZ_ASSERT(qzf_der_ints(keys[i].pub, keys[i].pub_len, c, cl, 3, &canonical) == 2 &&
                       canonical);
        nm = qzf_mag(c[0], cl[0], &nml);
        key_n(i, n, nb);
        QZ_FUZZ_ASSERT(nml == nb && memcmp(n, nm, nb) == 0);
#if !defined(QZ_FUZZ_CROSS_SAMPLE) && !defined(QZ_FUZZ_OPENSSL)
        if (keys[i].priv != NULL)
            QZ_FUZZ_ASSERT(qz_rsa_set_private_key_der(&privs[i], QZF_RSA_WS, keys[i].priv,
                                                      keys[i].priv_len) == QZ_OK);
#endif
        have[i] = 1;
    }
    key_n(i, n, nb);
    take = size - 1 < nb ? size - 1 : nb;
    if (data[0] & 0x80u) {
        memcpy(x, n, nb);
        memcpy(x + nb - take, data + 1, take);
    } else if (data[0] & 0x40u) {
        memset(x, 0, nb);
        memcpy(x + nb - take, data + 1, take);
    } else {
        memset(x, 0, nb);
        memcpy(x, data + 1, take);
    }
    below = qzf_mag_cmp(x, nb, n, nb) < 0; /* same lengths: a byte comparison */
#if QZF_RSA_SAMPLE_LIMIT != 0
    if (below && computed++ >= QZF_RSA_SAMPLE_LIMIT)
        return 0;
#endif
    costly = below && i != 1;
    (void)costly;
#if QZF_RSA_COSTLY_LIMIT != 0
    if (costly && costly_count++ >= QZF_RSA_COSTLY_LIMIT)
        return 0;
#endif
    memset(y, 0xa5, sizeof y);
    rc = qz_rsa_public(&pubs[i], QZF_RSA_WS, y, nb, x, nb);
    QZ_FUZZ_ASSERT(rc == (below ? QZ_OK : QZ_ERR_ENCODING));
    QZ_FUZZ_ASSERT(y[nb] == 0xa5);
    if (!below) {
        for (size_t j = 0; j < nb; j++)
            QZ_FUZZ_ASSERT(y[j] == 0xa5);
    } else {
        memcpy(z, x, nb);
        QZ_FUZZ_ASSERT(qz_rsa_public(&pubs[i], QZF_RSA_WS, z, nb, z, nb) == QZ_OK);
        QZ_FUZZ_ASSERT(memcmp(z, y, nb) == 0);
#if !defined(QZ_FUZZ_CROSS_SAMPLE) && !defined(QZ_FUZZ_OPENSSL)
        if (keys[i].priv != NULL) {
            static const qz_rng rng = {fixed_fill, NULL};

            QZ_FUZZ_ASSERT(qz_rsa_private(&privs[i], &rng, QZF_RSA_WS, z, nb, y, nb) == QZ_OK);
            QZ_FUZZ_ASSERT(memcmp(z, x, nb) == 0);
        }
#endif
    }
#ifdef QZ_FUZZ_OPENSSL
    {
        static RSA *ossl[6];
        static uint8_t o[QZ_RSA_MAX_BYTES];
        int ol;

        if (ossl[i] == NULL) {
            const unsigned char *p = keys[i].pub;

            ossl[i] = d2i_RSAPublicKey(NULL, &p, (long)keys[i].pub_len);
            QZ_FUZZ_ASSERT(ossl[i] != NULL);
        }
        ol = RSA_public_decrypt((int)nb, x, o, ossl[i], RSA_NO_PADDING);
        if ((ol >= 0) != below)
            printf("rsa_public: qzcrypt %d, OpenSSL %d\n", rc, ol);
        QZ_FUZZ_ASSERT((ol >= 0) == below);
        if (below)
            QZ_FUZZ_ASSERT(ol == (int)nb && memcmp(o, y, nb) == 0);
    }
#endif
    return 0;
}

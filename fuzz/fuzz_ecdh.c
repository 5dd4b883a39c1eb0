/*
 * Fuzz target: ECDH (qz_ecdh) with a private key from input bytes and an
 * untrusted peer point, on an input-chosen curve.
 *
 * The peer is attacker bytes (SEC 1 or raw, decoded and validated by
 * qz_ec_set_public_key_sec1 / _raw) or the public point of a second
 * input scalar, in either SEC 1 form.
 *
 * Properties (always):
 *  - a peer qzcrypt refuses stops here (fuzz_ec_point checks decoding);
 *  - qz_ecdh on an accepted peer returns QZ_OK with an L-byte secret below
 *    p, nothing written past it; a secret buffer of another length is
 *    QZ_ERR_LENGTH; a peer on another curve is QZ_ERR_KEY;
 *  - with a peer made from the second scalar, both sides agree:
 *    ECDH(d1, d2 G) = ECDH(d2, d1 G).
 * With QZ_FUZZ_OPENSSL, differential against OpenSSL's EVP_PKEY_derive
 * with the same scalar and peer point: same secret (no peer qzcrypt takes
 * is refused by OpenSSL).
 *
 * Input: byte 0 curve (mod 3); byte 1 peer (mod 4: 0 SEC 1 bytes of
 * 1 + 2L, 1 SEC 1 bytes of 1 + L, 2 raw X || Y, 3 from the second scalar,
 * compressed when bit 2 is set); then d1 (L bytes), then the peer bytes or
 * d2 (L bytes). Inputs longer than QZF_MAX_INPUT (fuzz/ec_fuzz.h) are
 * skipped; cross builds replay a P-256 sample (QZF_SAMPLED).
 */
#include <string.h>

#include "qzcrypt/ecdh.h"
#include "fuzz/ec_fuzz.h"

#define MAXL QZ_EC_BYTES(521)

#ifdef QZ_FUZZ_OPENSSL
/* OpenSSL's ECDH: 1 and the secret in z, or 0 when it refuses. */
static int ossl_ecdh(const qzf_curve *c, const uint8_t *d, const uint8_t *peer, size_t plen,
                     uint8_t *z)
{
    EVP_PKEY *own = qzf_evp_key(c, NULL, 0, d), *other = qzf_evp_key(c, peer, plen, NULL);
    EVP_PKEY_CTX *ctx;
    size_t zl = c->L;
    int ok = 0;

    QZ_FUZZ_ASSERT(own != NULL);
    if (other != NULL) {
        ctx = EVP_PKEY_CTX_new(own, NULL);
        QZ_FUZZ_ASSERT(ctx != NULL && EVP_PKEY_derive_init(ctx) == 1);
        ok = EVP_PKEY_derive_set_peer(ctx, other) == 1 && EVP_PKEY_derive(ctx, z, &zl) == 1;
        if (ok)
            QZ_FUZZ_ASSERT(zl == c->L);
        EVP_PKEY_CTX_free(ctx);
    }
    EVP_PKEY_free(other);
    EVP_PKEY_free(own);
    return ok;
}
#endif

int QZ_FUZZ_TARGET(ecdh)(const uint8_t *data, size_t size)
{
    const qzf_curve *c;
    qz_ec_private_key k1, k2;
    qz_ec_public_key peer, other;
    uint8_t d1[MAXL], d2[MAXL], enc[1 + 2 * MAXL], z[MAXL + 1], z2[MAXL];
    const uint8_t *p;
    size_t L, got, elen;
    unsigned mode;
    int rc;

    if (size > QZF_MAX_INPUT || size < 2 || !QZF_SAMPLED(data[0]))
        return 0;
    c = qzf_curve_of(data[0]);
    L = c->L;
    mode = data[1];
    data += 2;
    size -= 2;
    p = qzf_take(&data, &size, L, &got);
    memset(d1, 0, L);
    memcpy(d1 + L - got, p, got);
    qzf_private_key(&k1, c, d1);

    if (mode % 4 == 3) {
        p = qzf_take(&data, &size, L, &got);
        memset(d2, 0, L);
        memcpy(d2 + L - got, p, got);
        qzf_private_key(&k2, c, d2);
        QZ_FUZZ_ASSERT(qz_ec_get_public_key(&other, &k2) == QZ_OK);
        elen = mode & 4 ? 1 + L : 1 + 2 * L;
        QZ_FUZZ_ASSERT(qz_ec_get_public_key_sec1(&other, enc, elen) == QZ_OK);
        rc = qz_ec_set_public_key_sec1(&peer, c->id, QZF_WS, enc, elen);
        QZ_FUZZ_ASSERT(rc == QZ_OK);
    } else {
        elen = mode % 4 == 0 ? 1 + 2 * L : mode % 4 == 1 ? 1 + L : 2 * L;
        p = qzf_take(&data, &size, elen, &got);
        memset(enc, 0, elen);
        memcpy(enc, p, got);
        rc = mode % 4 == 2 ? qz_ec_set_public_key_raw(&peer, c->id, QZF_WS, enc, elen)
                           : qz_ec_set_public_key_sec1(&peer, c->id, QZF_WS, enc, elen);
        QZ_FUZZ_ASSERT(rc == QZ_OK || rc == QZ_ERR_ENCODING);
        if (rc != QZ_OK) {
            qz_ec_wipe_private_key(&k1);
            return 0;
        }
        if (mode % 4 == 2) { /* OpenSSL takes SEC 1 */
            elen = 1 + 2 * L;
            QZ_FUZZ_ASSERT(qz_ec_get_public_key_sec1(&peer, enc, elen) == QZ_OK);
        }
    }

    QZ_FUZZ_ASSERT(qz_ecdh(&k1, &peer, QZF_WS, z, L + 1) == QZ_ERR_LENGTH);
    memset(z, 0xa5, sizeof z);
    rc = qz_ecdh(&k1, &peer, QZF_WS, z, L);
    QZ_FUZZ_ASSERT(rc == QZ_OK && z[L] == 0xa5);
    QZ_FUZZ_ASSERT(qzf_cmp(z, c->p, L) < 0);

    /* A peer on another curve (its generator) is refused. */
    {
        const qzf_curve *o = qzf_curve_of((uint8_t)(c - qzf_curves + 1));

        QZ_FUZZ_ASSERT(qz_ec_set_public_key_sec1(&other, o->id, QZF_WS,
                                                 qzf_generators[o - qzf_curves],
                                                 1 + 2 * o->L) == QZ_OK);
        QZ_FUZZ_ASSERT(qz_ecdh(&k1, &other, QZF_WS, z2, L) == QZ_ERR_KEY);
    }

    if (mode % 4 == 3) {
        QZ_FUZZ_ASSERT(qz_ec_get_public_key(&other, &k1) == QZ_OK);
        QZ_FUZZ_ASSERT(qz_ecdh(&k2, &other, QZF_WS, z2, L) == QZ_OK);
        QZ_FUZZ_ASSERT(memcmp(z, z2, L) == 0);
        qz_ec_wipe_private_key(&k2);
    }

#ifdef QZ_FUZZ_OPENSSL
    {
        int ok = ossl_ecdh(c, d1, enc, elen, z2);

        if (!ok || memcmp(z, z2, L) != 0)
            printf("ecdh: qzcrypt and OpenSSL (%s) differ\n", ok ? "accepts" : "refuses");
        QZ_FUZZ_ASSERT(ok && memcmp(z, z2, L) == 0);
    }
#endif
    qz_ec_wipe_private_key(&k1);
    return 0;
}

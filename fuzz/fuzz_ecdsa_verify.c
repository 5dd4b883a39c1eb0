/*
 * Fuzz target: ECDSA verification (qz_ecdsa_verify_digest) of an
 * input-chosen curve, public key, digest and signature.
 *
 * The public key is either made from an input scalar d (then signatures
 * made with it are valid, and edges and bit flips of them are near
 * misses) or attacker bytes decoded with qz_ec_set_public_key_raw or
 * _sec1. The signature is raw r || s or DER (qz_ecdsa_sig_from_der first):
 * attacker bytes, a valid signature (qz_ecdsa_sign_digest_random with an
 * input nonce), that signature with one bit flipped, with s replaced by
 * n - s, or with r or s replaced by an edge value (0, 1, n-1, n, n+1,
 * p-1, p, 2^8L - 1), or its DER with one bit flipped.
 *
 * Properties (always):
 *  - the verdict is QZ_OK or QZ_ERR_AUTH; a valid signature and its
 *    n - s twin verify, r or s of 0 or >= n never does, nor a signature
 *    one byte short or long;
 *  - qz_ecdsa_sig_from_der takes the valid signature's own DER and gives
 *    it back.
 * With QZ_FUZZ_OPENSSL, differential against OpenSSL: the key made from d
 * is d * G in OpenSSL; a public key qzcrypt refuses, OpenSSL refuses
 * (EVP_PKEY_fromdata); and qzcrypt accepts exactly the signatures that
 * OpenSSL's EVP_PKEY_verify accepts (the DER, or the DER encoding of raw r
 * and s, over the same digest: both truncate it to the leftmost bits of
 * the order, FIPS 186-5 6.4.1).
 *
 * Input: byte 0 curve (mod 3); byte 1 public key (bits 0-1: 0, 1 from d,
 * 2 raw X || Y, 3 SEC 1 of 1 + 2L bytes, or of 1 + L when bit 2 is set);
 * byte 2 signature (mod 10: 0 raw bytes, 1 DER bytes, 2 valid, 3 valid
 * with a bit flipped, 4 r edge, 5 s edge, 6 n - s, 7 valid DER with a bit
 * flipped, 8 and 9 valid with r or s and the other from the input);
 * byte 3 digest length (1 + value mod 64); bytes 4-5 which bit or edge;
 * then d or the public key bytes, L nonce bytes (modes 2-9), the digest,
 * and the signature bytes (the rest). Inputs longer than QZF_MAX_INPUT
 * (fuzz/ec_fuzz.h) are skipped; cross builds replay a P-256 sample
 * (QZF_SAMPLED).
 */
#include <string.h>

#include "qzcrypt/ecdsa.h"
#include "fuzz/ec_fuzz.h"

#define MAXL QZ_EC_BYTES(521)

#ifdef QZ_FUZZ_OPENSSL
#include <openssl/ecdsa.h>

/* OpenSSL's verdict on a DER signature. */
static int ossl_verify_der(EVP_PKEY *pk, const uint8_t *dg, size_t dl, const uint8_t *der,
                           size_t derlen)
{
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new(pk, NULL);
    int rc;

    QZ_FUZZ_ASSERT(ctx != NULL && EVP_PKEY_verify_init(ctx) == 1);
    rc = EVP_PKEY_verify(ctx, der, derlen, dg, dl);
    EVP_PKEY_CTX_free(ctx);
    return rc == 1;
}

/* OpenSSL's verdict on raw r || s: ECDSA_SIG from the two numbers, then
 * its DER. */
static int ossl_verify_raw(EVP_PKEY *pk, const qzf_curve *c, const uint8_t *dg, size_t dl,
                           const uint8_t *sig)
{
    ECDSA_SIG *es = ECDSA_SIG_new();
    BIGNUM *r = BN_bin2bn(sig, (int)c->L, NULL), *s = BN_bin2bn(sig + c->L, (int)c->L, NULL);
    unsigned char *der = NULL;
    int derlen, ok;

    QZ_FUZZ_ASSERT(es != NULL && r != NULL && s != NULL && ECDSA_SIG_set0(es, r, s) == 1);
    derlen = i2d_ECDSA_SIG(es, &der);
    QZ_FUZZ_ASSERT(derlen > 0);
    ok = ossl_verify_der(pk, dg, dl, der, (size_t)derlen);
    OPENSSL_free(der);
    ECDSA_SIG_free(es);
    return ok;
}
#endif

/* An edge value for r or s. */
static void edge(const qzf_curve *c, uint8_t *v, unsigned sel)
{
    switch (sel % 8) {
    case 0: memset(v, 0, c->L); break;
    case 1: memset(v, 0, c->L); v[c->L - 1] = 1; break;
    case 2: qzf_add_small(v, c->n, c->L, -1); break;
    case 3: memcpy(v, c->n, c->L); break;
    case 4: qzf_add_small(v, c->n, c->L, 1); break;
    case 5: qzf_add_small(v, c->p, c->L, -1); break;
    case 6: memcpy(v, c->p, c->L); break;
    default: memset(v, 0xff, c->L); break;
    }
}

int QZ_FUZZ_TARGET(ecdsa_verify)(const uint8_t *data, size_t size)
{
    const qzf_curve *c;
    qz_ec_private_key key;
    qz_ec_public_key pub;
    uint8_t d[MAXL], pubenc[1 + 2 * MAXL], sig[2 * MAXL + 1], der[QZ_ECDSA_DER_MAX_BYTES(521)];
    uint8_t dig[64], dlen;
    const uint8_t *p, *sigin, *derin = NULL;
    size_t L, got, publen = 0, derlen = 0, siglen, sl;
    unsigned kmode, smode, sel;
    int from_d, rc, must = 0; /* must: 1 accept, -1 reject, 0 no claim */

    if (size > QZF_MAX_INPUT || size < 6 || !QZF_SAMPLED(data[0]))
        return 0;
    c = qzf_curve_of(data[0]);
    L = c->L;
    kmode = data[1];
    smode = data[2] % 10;
    dlen = (uint8_t)(1 + data[3] % 64);
    sel = (unsigned)data[4] << 8 | data[5];
    data += 6;
    size -= 6;
    from_d = (kmode & 3) < 2;

    /* The public key. */
    if (from_d) {
        p = qzf_take(&data, &size, L, &got);
        memset(d, 0, L);
        memcpy(d + L - got, p, got);
        qzf_private_key(&key, c, d);
        QZ_FUZZ_ASSERT(qz_ec_get_public_key(&pub, &key) == QZ_OK);
        publen = 1 + 2 * L;
        QZ_FUZZ_ASSERT(qz_ec_get_public_key_sec1(&pub, pubenc, publen) == QZ_OK);
    } else {
        publen = (kmode & 3) == 2 ? 2 * L : (kmode & 4) ? 1 + L : 1 + 2 * L;
        p = qzf_take(&data, &size, publen, &got);
        memset(pubenc, 0, publen);
        memcpy(pubenc, p, got);
        rc = (kmode & 3) == 2 ? qz_ec_set_public_key_raw(&pub, c->id, QZF_WS, pubenc, publen)
                              : qz_ec_set_public_key_sec1(&pub, c->id, QZF_WS, pubenc, publen);
        QZ_FUZZ_ASSERT(rc == QZ_OK || rc == QZ_ERR_ENCODING);
        if (rc == QZ_OK && (kmode & 3) == 2) {
            publen = 1 + 2 * L; /* OpenSSL takes SEC 1 */
            QZ_FUZZ_ASSERT(qz_ec_get_public_key_sec1(&pub, pubenc, publen) == QZ_OK);
        }
#ifdef QZ_FUZZ_OPENSSL
        if (rc != QZ_OK) {
            uint8_t sec1[1 + 2 * MAXL];
            EVP_PKEY *pk;

            sec1[0] = 0x04;
            memcpy(sec1 + ((kmode & 3) == 2), pubenc, publen);
            pk = qzf_evp_key(c, sec1, publen + ((kmode & 3) == 2), NULL);
            /* OpenSSL also takes the hybrid forms 0x06 / 0x07, which
             * qzcrypt refuses (ec.h); fuzz_ec_point compares the rest. */
            QZ_FUZZ_ASSERT(pk == NULL || ((kmode & 3) != 2 && (sec1[0] | 1) == 0x07));
            EVP_PKEY_free(pk);
        }
#endif
        if (rc != QZ_OK)
            return 0;
    }

#ifdef QZ_FUZZ_OPENSSL
    if (from_d) { /* qzcrypt's d G is OpenSSL's */
        const EC_GROUP *g = qzf_group(c);
        EC_POINT *q = EC_POINT_new(g);
        BIGNUM *bd = BN_bin2bn(d, (int)L, NULL);
        uint8_t enc[1 + 2 * MAXL];

        QZ_FUZZ_ASSERT(q != NULL && bd != NULL);
        QZ_FUZZ_ASSERT(EC_POINT_mul(g, q, bd, NULL, NULL, NULL) == 1);
        QZ_FUZZ_ASSERT(EC_POINT_point2oct(g, q, POINT_CONVERSION_UNCOMPRESSED, enc, publen,
                                          NULL) == publen);
        QZ_FUZZ_ASSERT(memcmp(enc, pubenc, publen) == 0);
        EC_POINT_free(q);
        BN_free(bd);
    }
#endif

    /* The digest (zero-padded when the input ends) and the signature. */
    {
        const uint8_t *nonce = NULL;
        size_t nl = 0;

        if (smode >= 2 && from_d)
            nonce = qzf_take(&data, &size, L, &nl);
        p = qzf_take(&data, &size, dlen, &got);
        memset(dig, 0, sizeof dig);
        memcpy(dig, p, got);
        sigin = data;
        sl = size;
        siglen = 2 * L;
        if (smode >= 2 && from_d) {
            qzf_replay rs = {nonce, nl, 0};
            qz_rng rng = {qzf_replay_fill, &rs};

            QZ_FUZZ_ASSERT(qz_ecdsa_sign_digest_random(&key, &rng, QZF_WS, sig, 2 * L, dig,
                                                       dlen) == QZ_OK);
            QZ_FUZZ_ASSERT(qzf_in_range(c, sig) && qzf_in_range(c, sig + L));
            /* Its DER decodes back to it. */
            {
                uint8_t back[2 * MAXL];

                QZ_FUZZ_ASSERT(qz_ecdsa_sig_to_der(c->id, der, sizeof der, &derlen, sig,
                                                   2 * L) == QZ_OK);
                QZ_FUZZ_ASSERT(qz_ecdsa_sig_from_der(c->id, back, 2 * L, der, derlen) ==
                               QZ_OK);
                QZ_FUZZ_ASSERT(memcmp(back, sig, 2 * L) == 0);
            }
            switch (smode) {
            case 2: must = 1; break;
            case 3: {
                /* A changed r or s does not verify (finding one that does
                 * would break ECDSA), unless it is the n - s twin. */
                uint8_t twin[MAXL];

                qzf_neg_mod_n(c, twin, sig + L);
                sig[(sel >> 3) % (2 * L)] ^= (uint8_t)(1u << (sel & 7));
                must = memcmp(sig + L, twin, L) == 0 ? 1 : -1;
                break;
            }
            case 4:
            case 5:
                edge(c, sig + (smode == 5 ? L : 0), sel);
                must = sel % 8 == 0 || sel % 8 >= 3 ? -1 : 0;
                break;
            case 6:
                qzf_neg_mod_n(c, sig + L, sig + L);
                must = 1;
                break;
            case 7:
                if (sel % (8 * derlen + 1) != 0) { /* 0: unchanged */
                    uint8_t raw[2 * MAXL];

                    der[(sel - 1) / 8 % derlen] ^= (uint8_t)(1u << ((sel - 1) & 7));
                    /* DER is one-to-one: other bytes, another signature. */
                    if (qz_ecdsa_sig_from_der(c->id, raw, 2 * L, der, derlen) == QZ_OK)
                        QZ_FUZZ_ASSERT(memcmp(raw, sig, 2 * L) != 0);
                } else {
                    must = 1;
                }
                derin = der;
                break;
            default: { /* one half from the input */
                size_t half = smode == 8 ? 0 : L;

                memset(sig + half, 0, L);
                p = qzf_take(&data, &size, L, &got);
                memcpy(sig + half, p, got);
                must = qzf_in_range(c, sig + half) ? 0 : -1;
                break;
            }
            }
        } else if (smode == 1 || (smode == 7 && !from_d)) {
            derin = sigin;
            derlen = sl;
        } else {
            /* Raw bytes, the length as given when it is 2L +- 1 (refused). */
            siglen = sl == 2 * L - 1 || sl == 2 * L + 1 ? sl : 2 * L;
            memset(sig, 0, sizeof sig);
            memcpy(sig, sigin, sl < siglen ? sl : siglen);
            if (siglen != 2 * L)
                must = -1;
            else if (!qzf_in_range(c, sig) || !qzf_in_range(c, sig + L))
                must = -1;
        }
    }

    /* qzcrypt's verdict. */
    if (derin != NULL) {
        uint8_t raw[2 * MAXL];

        rc = qz_ecdsa_sig_from_der(c->id, raw, 2 * L, derin, derlen);
        QZ_FUZZ_ASSERT(rc == QZ_OK || rc == QZ_ERR_ENCODING);
        if (rc == QZ_OK)
            rc = qz_ecdsa_verify_digest(&pub, QZF_WS, dig, dlen, raw, 2 * L);
        else
            rc = QZ_ERR_AUTH;
    } else {
        rc = qz_ecdsa_verify_digest(&pub, QZF_WS, dig, dlen, sig, siglen);
    }
    QZ_FUZZ_ASSERT(rc == QZ_OK || rc == QZ_ERR_AUTH);
    if (must != 0)
        QZ_FUZZ_ASSERT(rc == (must > 0 ? QZ_OK : QZ_ERR_AUTH));

#ifdef QZ_FUZZ_OPENSSL
    {
        EVP_PKEY *pk = qzf_evp_key(c, pubenc, publen, NULL);
        int ok;

        QZ_FUZZ_ASSERT(pk != NULL); /* a key qzcrypt took */
        if (derin != NULL)
            ok = ossl_verify_der(pk, dig, dlen, derin, derlen);
        else
            ok = siglen == 2 * L && ossl_verify_raw(pk, c, dig, dlen, sig);
        if (ok != (rc == QZ_OK))
            printf("ecdsa_verify: qzcrypt %d, OpenSSL %s\n", rc, ok ? "accepts" : "rejects");
        QZ_FUZZ_ASSERT(ok == (rc == QZ_OK));
        EVP_PKEY_free(pk);
    }
#endif
    if (from_d)
        qz_ec_wipe_private_key(&key);
    return 0;
}

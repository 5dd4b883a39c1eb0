/*
 * Fuzz target: X448 (qz_x448) with a private key from input bytes and an
 * attacker's peer value, or the public value of a second input key.
 *
 * Properties (always):
 *  - any 56 bytes are a private key; qz_x448 returns QZ_OK, or
 *    QZ_ERR_LOW_ORDER exactly when the secret is all zero; a secret or
 *    peer of another length is QZ_ERR_LENGTH with nothing written;
 *  - a u of p = 2^448 - 2^224 - 1 or above gives the secret of u - p
 *    (RFC 7748 section 5: X448 has no unused top bit to mask);
 *  - second-key mode: both sides agree, X448(k1, X448(k2, 5)) =
 *    X448(k2, X448(k1, 5)), and it is not all zero.
 * With QZ_FUZZ_OPENSSL, differential against OpenSSL (EVP_PKEY_derive
 * with raw X448 keys): the same public value of k1, and the same secret,
 * OpenSSL refusing exactly the all-zero ones.
 *
 * Input: byte 0 sample selector (QZF_SAMPLED, fuzz/ec_fuzz.h); byte 1
 * mode (bit 0: the peer is the public value of the second key); then k1
 * (56 bytes), then the peer or k2 (56 bytes; missing bytes are zero).
 * Inputs longer than QZF_MAX_INPUT are skipped.
 */
#include <string.h>

#include "qzcrypt/x448.h"
#include "fuzz/ec_fuzz.h"

_Static_assert(sizeof qzf_ws >= QZ_X448_WORKSPACE_BYTES, "fuzz: the X448 workspace");

#ifdef QZ_FUZZ_OPENSSL
/* OpenSSL's X448: 1 and the secret in z, or 0 when it refuses; its public
 * value of k in pub. */
static int ossl_x448(const uint8_t *k, const uint8_t *peer, uint8_t *z, uint8_t *pub)
{
    EVP_PKEY *own = EVP_PKEY_new_raw_private_key(EVP_PKEY_X448, NULL, k, 56);
    EVP_PKEY *other = EVP_PKEY_new_raw_public_key(EVP_PKEY_X448, NULL, peer, 56);
    EVP_PKEY_CTX *ctx;
    size_t zl = 56, pl = 56;
    int ok;

    QZ_FUZZ_ASSERT(own != NULL && other != NULL);
    QZ_FUZZ_ASSERT(EVP_PKEY_get_raw_public_key(own, pub, &pl) == 1 && pl == 56);
    ctx = EVP_PKEY_CTX_new(own, NULL);
    QZ_FUZZ_ASSERT(ctx != NULL && EVP_PKEY_derive_init(ctx) == 1);
    ok = EVP_PKEY_derive_set_peer(ctx, other) == 1 && EVP_PKEY_derive(ctx, z, &zl) == 1;
    if (ok)
        QZ_FUZZ_ASSERT(zl == 56);
    EVP_PKEY_CTX_free(ctx);
    EVP_PKEY_free(other);
    EVP_PKEY_free(own);
    return ok;
}
#endif

static int all_zero56(const uint8_t *a)
{
    uint8_t acc = 0;

    for (int i = 0; i < 56; i++)
        acc |= a[i];
    return acc == 0;
}

/* If u >= p (56 bytes little-endian), d = u - p and 1; else 0. p's bytes
 * are ff except byte 28, fe: u - p = u + 2^224 + 1 - 2^448. */
static int minus_p(uint8_t d[56], const uint8_t u[56])
{
    unsigned c = 1;

    for (int i = 55; i >= 0; i--) {
        uint8_t pb = i == 28 ? 0xfe : 0xff;

        if (u[i] != pb) {
            if (u[i] < pb)
                return 0;
            break;
        }
    }
    for (int i = 0; i < 56; i++) {
        c += u[i] + (i == 28 ? 1u : 0u);
        d[i] = (uint8_t)c;
        c >>= 8;
    }
    return 1; /* the carry out of byte 55 is the 2^448 subtracted */
}

int QZ_FUZZ_TARGET(x448)(const uint8_t *data, size_t size)
{
    static qz_x448_private_key k1, k2;
    uint8_t d1[56], d2[56], peer[56], u2[56], z[57], z2[56], pub1[56];
    const uint8_t *p;
    size_t got;
    unsigned mode;
    int rc, rc2;

    if (size > QZF_MAX_INPUT || size < 2 || !QZF_SAMPLED(data[0]))
        return 0;
    mode = data[1];
    data += 2;
    size -= 2;
    p = qzf_take(&data, &size, 56, &got);
    memset(d1, 0, 56);
    memcpy(d1, p, got);
    p = qzf_take(&data, &size, 56, &got);
    memset(d2, 0, 56);
    memcpy(d2, p, got);

    QZ_FUZZ_ASSERT(qz_x448_set_private_key(&k1, QZF_WS, d1, 56) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_x448_get_public_key(&k1, pub1, 56) == QZ_OK);
    if (mode & 1) {
        QZ_FUZZ_ASSERT(qz_x448_set_private_key(&k2, QZF_WS, d2, 56) == QZ_OK);
        QZ_FUZZ_ASSERT(qz_x448_get_public_key(&k2, peer, 56) == QZ_OK);
    } else {
        memcpy(peer, d2, 56);
    }

    memset(z, 0xa5, sizeof z);
    QZ_FUZZ_ASSERT(qz_x448(&k1, QZF_WS, z, 57, peer, 56) == QZ_ERR_LENGTH);
    QZ_FUZZ_ASSERT(qz_x448(&k1, QZF_WS, z, 56, peer, 55) == QZ_ERR_LENGTH);
    QZ_FUZZ_ASSERT(qz_x448(&k1, QZF_WS, z, 55, peer, 56) == QZ_ERR_LENGTH);
    QZ_FUZZ_ASSERT(z[0] == 0xa5 && z[55] == 0xa5 && z[56] == 0xa5);
    rc = qz_x448(&k1, QZF_WS, z, 56, peer, 56);
    QZ_FUZZ_ASSERT(rc == (all_zero56(z) ? QZ_ERR_LOW_ORDER : QZ_OK) && z[56] == 0xa5);

    /* u >= p is u - p */
    if (minus_p(u2, peer)) {
        rc2 = qz_x448(&k1, QZF_WS, z2, 56, u2, 56);
        QZ_FUZZ_ASSERT(rc2 == rc && memcmp(z, z2, 56) == 0);
    }

    if (mode & 1) {
        QZ_FUZZ_ASSERT(rc == QZ_OK);
        QZ_FUZZ_ASSERT(qz_x448(&k2, QZF_WS, z2, 56, pub1, 56) == QZ_OK);
        QZ_FUZZ_ASSERT(memcmp(z, z2, 56) == 0);
        qz_x448_wipe_private_key(&k2);
    }

#ifdef QZ_FUZZ_OPENSSL
    {
        uint8_t opub[56];
        int ok = ossl_x448(d1, peer, z2, opub);

        QZ_FUZZ_ASSERT(memcmp(opub, pub1, 56) == 0);
        if (ok != (rc == QZ_OK) || (ok && memcmp(z, z2, 56) != 0))
            printf("x448: qzcrypt and OpenSSL differ (%s)\n",
                   ok ? "OpenSSL derives" : "OpenSSL refuses");
        QZ_FUZZ_ASSERT(ok == (rc == QZ_OK));
        QZ_FUZZ_ASSERT(!ok || memcmp(z, z2, 56) == 0);
    }
#endif
    qz_x448_wipe_private_key(&k1);
    return 0;
}

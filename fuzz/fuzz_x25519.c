/*
 * Fuzz target: X25519 (qz_x25519) with a private key from input bytes and
 * an attacker's peer value, or the public value of a second input key.
 *
 * Properties (always):
 *  - any 32 bytes are a private key; qz_x25519 returns QZ_OK, or
 *    QZ_ERR_LOW_ORDER exactly when the secret is all zero; a secret or
 *    peer of another length is QZ_ERR_LENGTH with nothing written;
 *  - the peer's top bit is ignored (RFC 7748 section 5): the same secret
 *    with it flipped; a u of p or above (the top bit cleared) gives the
 *    secret of u - p;
 *  - second-key mode: both sides agree, X25519(k1, X25519(k2, 9)) =
 *    X25519(k2, X25519(k1, 9)), and it is not all zero.
 * With QZ_FUZZ_OPENSSL, differential against OpenSSL (EVP_PKEY_derive
 * with raw X25519 keys): the same public value of k1, and the same secret,
 * OpenSSL refusing exactly the all-zero ones.
 *
 * Input: byte 0 sample selector (QZF_SAMPLED, fuzz/ec_fuzz.h); byte 1
 * mode (bit 0: the peer is the public value of the second key); then k1
 * (32 bytes), then the peer or k2 (32 bytes; missing bytes are zero).
 * Inputs longer than QZF_MAX_INPUT are skipped.
 */
#include <string.h>

#include "qzcrypt/x25519.h"
#include "fuzz/ec_fuzz.h"

#ifdef QZ_FUZZ_OPENSSL
/* OpenSSL's X25519: 1 and the secret in z, or 0 when it refuses; its
 * public value of k in pub. */
static int ossl_x25519(const uint8_t *k, const uint8_t *peer, uint8_t *z, uint8_t *pub)
{
    EVP_PKEY *own = EVP_PKEY_new_raw_private_key(EVP_PKEY_X25519, NULL, k, 32);
    EVP_PKEY *other = EVP_PKEY_new_raw_public_key(EVP_PKEY_X25519, NULL, peer, 32);
    EVP_PKEY_CTX *ctx;
    size_t zl = 32, pl = 32;
    int ok;

    QZ_FUZZ_ASSERT(own != NULL && other != NULL);
    QZ_FUZZ_ASSERT(EVP_PKEY_get_raw_public_key(own, pub, &pl) == 1 && pl == 32);
    ctx = EVP_PKEY_CTX_new(own, NULL);
    QZ_FUZZ_ASSERT(ctx != NULL && EVP_PKEY_derive_init(ctx) == 1);
    ok = EVP_PKEY_derive_set_peer(ctx, other) == 1 && EVP_PKEY_derive(ctx, z, &zl) == 1;
    if (ok)
        QZ_FUZZ_ASSERT(zl == 32);
    EVP_PKEY_CTX_free(ctx);
    EVP_PKEY_free(other);
    EVP_PKEY_free(own);
    return ok;
}
#endif

static int all_zero(const uint8_t *a)
{
    uint8_t acc = 0;

    for (int i = 0; i < 32; i++)
        acc |= a[i];
    return acc == 0;
}

int QZ_FUZZ_TARGET(x25519)(const uint8_t *data, size_t size)
{
    static qz_x25519_private_key k1, k2;
    uint8_t d1[32], d2[32], peer[32], u2[32], z[33], z2[32], pub1[32];
    const uint8_t *p;
    size_t got;
    unsigned mode;
    int rc, rc2;

    if (size > QZF_MAX_INPUT || size < 2 || !QZF_SAMPLED(data[0]))
        return 0;
    mode = data[1];
    data += 2;
    size -= 2;
    p = qzf_take(&data, &size, 32, &got);
    memset(d1, 0, 32);
    memcpy(d1, p, got);
    p = qzf_take(&data, &size, 32, &got);
    memset(d2, 0, 32);
    memcpy(d2, p, got);

    QZ_FUZZ_ASSERT(qz_x25519_set_private_key(&k1, QZF_WS, d1, 32) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_x25519_get_public_key(&k1, pub1, 32) == QZ_OK);
    if (mode & 1) {
        QZ_FUZZ_ASSERT(qz_x25519_set_private_key(&k2, QZF_WS, d2, 32) == QZ_OK);
        QZ_FUZZ_ASSERT(qz_x25519_get_public_key(&k2, peer, 32) == QZ_OK);
    } else {
        memcpy(peer, d2, 32);
    }

    memset(z, 0xa5, sizeof z);
    QZ_FUZZ_ASSERT(qz_x25519(&k1, QZF_WS, z, 33, peer, 32) == QZ_ERR_LENGTH);
    QZ_FUZZ_ASSERT(qz_x25519(&k1, QZF_WS, z, 32, peer, 31) == QZ_ERR_LENGTH);
    QZ_FUZZ_ASSERT(z[0] == 0xa5 && z[31] == 0xa5 && z[32] == 0xa5);
    rc = qz_x25519(&k1, QZF_WS, z, 32, peer, 32);
    QZ_FUZZ_ASSERT(rc == (all_zero(z) ? QZ_ERR_LOW_ORDER : QZ_OK) && z[32] == 0xa5);

    /* the top bit is ignored */
    memcpy(u2, peer, 32);
    u2[31] ^= 0x80;
    rc2 = qz_x25519(&k1, QZF_WS, z2, 32, u2, 32);
    QZ_FUZZ_ASSERT(rc2 == rc && memcmp(z, z2, 32) == 0);
    /* u >= p (top bit cleared) is u - p, which is below 19 */
    {
        static const uint8_t pb[32] = {0xed, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                       0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                       0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
                                       0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f};
        int ge = 1;

        u2[31] = peer[31] & 0x7f;
        for (int i = 31; i >= 0; i--)
            if (u2[i] != pb[i]) {
                ge = u2[i] > pb[i];
                break;
            }
        if (ge) {
            uint8_t small[32] = {0};

            small[0] = (uint8_t)(u2[0] - 0xed);
            rc2 = qz_x25519(&k1, QZF_WS, z2, 32, small, 32);
            QZ_FUZZ_ASSERT(rc2 == rc && memcmp(z, z2, 32) == 0);
        }
    }

    if (mode & 1) {
        QZ_FUZZ_ASSERT(rc == QZ_OK);
        QZ_FUZZ_ASSERT(qz_x25519(&k2, QZF_WS, z2, 32, pub1, 32) == QZ_OK);
        QZ_FUZZ_ASSERT(memcmp(z, z2, 32) == 0);
        qz_x25519_wipe_private_key(&k2);
    }

#ifdef QZ_FUZZ_OPENSSL
    {
        uint8_t opub[32];
        int ok = ossl_x25519(d1, peer, z2, opub);

        QZ_FUZZ_ASSERT(memcmp(opub, pub1, 32) == 0);
        if (ok != (rc == QZ_OK) || (ok && memcmp(z, z2, 32) != 0))
            printf("x25519: qzcrypt and OpenSSL differ (%s)\n", ok ? "OpenSSL derives" : "OpenSSL refuses");
        QZ_FUZZ_ASSERT(ok == (rc == QZ_OK));
        QZ_FUZZ_ASSERT(!ok || memcmp(z, z2, 32) == 0);
    }
#endif
    qz_x25519_wipe_private_key(&k1);
    return 0;
}

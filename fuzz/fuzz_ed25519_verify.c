/*
 * Fuzz target: Ed25519 public-key decoding and verification
 * (qz_ed25519_set_public_key, qz_ed25519_verify, ctx_verify, ph_verify,
 * ph_verify_digest) with an attacker's key, signature, context and
 * message; and signing from an input seed, verified back.
 *
 * Properties (always):
 *  - set_public_key returns QZ_OK or QZ_ERR_ENCODING; a refused key
 *    leaves the object zeroed (then refused with QZ_ERR_KEY); an encoding
 *    whose y (the top bit cleared) is p or above is refused (RFC 8032
 *    5.1.3, strict); an accepted one is kept as given;
 *  - verification returns QZ_OK or QZ_ERR_AUTH; QZ_ERR_AUTH whenever S is
 *    L or above; a signature it accepts is refused with S + 1 and with
 *    R's first byte changed;
 *  - seed mode: the key pair from the seed signs the message (each
 *    variant), deterministically, and the signature verifies; changed at
 *    the input-chosen byte, it does not.
 * With QZ_FUZZ_OPENSSL, differential against OpenSSL (pure Ed25519: its
 * 3.0 EVP interface has no ctx or ph): the same verdict for the same
 * key, signature and message (a key qzcrypt refuses must fail there too),
 * and in seed mode the same public key and signature.
 *
 * Input: byte 0 sample selector (QZF_SAMPLED, fuzz/ec_fuzz.h); byte 1
 * mode: bits 0-1 variant (0 pure, 1 ctx, 2 ph, 3 ph over a digest), bit 2
 * seed mode; byte 2 the context length (ctx: 1..255, ph: 0..255, clipped
 * to what is left), byte 3 the byte seed mode damages; then the public
 * key or seed (32 bytes), the signature (64; ignored in seed mode), the
 * context, and the message (the rest; for variant 3 its first 64 bytes
 * are the digest). Inputs longer than QZF_MAX_INPUT are skipped.
 */
#include <string.h>

#include "qzcrypt/ed25519.h"
#include "qzcrypt/sha2.h"
#include "fuzz/ec_fuzz.h"

/* L = 2^252 + 27742317777372353535851937790883648493, little-endian. */
static const uint8_t ED_L[32] = {0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58,
                                 0xd6, 0x9c, 0xf7, 0xa2, 0xde, 0xf9, 0xde, 0x14,
                                 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
                                 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x10};

/* a >= b for 32-byte little-endian numbers. */
static int le_ge(const uint8_t *a, const uint8_t *b)
{
    for (int i = 31; i >= 0; i--)
        if (a[i] != b[i])
            return a[i] > b[i];
    return 1;
}

/* y of an encoding (top bit cleared) >= p = 2^255 - 19. */
static int y_not_canonical(const uint8_t *e)
{
    uint8_t y[32], p[32];

    memcpy(y, e, 32);
    y[31] &= 0x7f;
    memset(p, 0xff, 32);
    p[0] = 0xed;
    p[31] = 0x7f;
    return le_ge(y, p);
}

/* One verification of the variant (msg: the message, or for ph over a
 * digest its first 64 bytes). */
static int verify(const qz_ed25519_public_key *pub, unsigned variant, const uint8_t *ctx,
                  size_t ctx_len, const uint8_t *msg, size_t msg_len, const uint8_t *sig)
{
    switch (variant) {
    case 0: return qz_ed25519_verify(pub, QZF_WS, msg, msg_len, sig, 64);
    case 1: return qz_ed25519ctx_verify(pub, QZF_WS, ctx, ctx_len, msg, msg_len, sig, 64);
    case 2: return qz_ed25519ph_verify(pub, QZF_WS, ctx, ctx_len, msg, msg_len, sig, 64);
    default: return qz_ed25519ph_verify_digest(pub, QZF_WS, ctx, ctx_len, msg, 64, sig, 64);
    }
}

static int sign(const qz_ed25519_private_key *key, unsigned variant, const uint8_t *ctx,
                size_t ctx_len, const uint8_t *msg, size_t msg_len, uint8_t *sig)
{
    switch (variant) {
    case 0: return qz_ed25519_sign(key, QZF_WS, sig, 64, msg, msg_len);
    case 1: return qz_ed25519ctx_sign(key, QZF_WS, sig, 64, ctx, ctx_len, msg, msg_len);
    case 2: return qz_ed25519ph_sign(key, QZF_WS, sig, 64, ctx, ctx_len, msg, msg_len);
    default: return qz_ed25519ph_sign_digest(key, QZF_WS, sig, 64, ctx, ctx_len, msg, 64);
    }
}

#ifdef QZ_FUZZ_OPENSSL
/* OpenSSL's pure Ed25519 verdict: 1 accepted, 0 refused (key or signature). */
static int ossl_verify(const uint8_t *key, const uint8_t *msg, size_t msg_len,
                       const uint8_t *sig)
{
    EVP_PKEY *pk = EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, NULL, key, 32);
    EVP_MD_CTX *md = EVP_MD_CTX_new();
    int ok = 0;

    QZ_FUZZ_ASSERT(md != NULL);
    if (pk != NULL && EVP_DigestVerifyInit(md, NULL, NULL, NULL, pk) == 1)
        ok = EVP_DigestVerify(md, sig, 64, msg, msg_len) == 1;
    EVP_MD_CTX_free(md);
    EVP_PKEY_free(pk);
    return ok;
}

/* OpenSSL's public key and pure Ed25519 signature from a seed. */
static void ossl_sign(const uint8_t *seed, const uint8_t *msg, size_t msg_len, uint8_t *pub,
                      uint8_t *sig)
{
    EVP_PKEY *pk = EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, NULL, seed, 32);
    EVP_MD_CTX *md = EVP_MD_CTX_new();
    size_t pl = 32, sl = 64;

    QZ_FUZZ_ASSERT(pk != NULL && md != NULL);
    QZ_FUZZ_ASSERT(EVP_PKEY_get_raw_public_key(pk, pub, &pl) == 1 && pl == 32);
    QZ_FUZZ_ASSERT(EVP_DigestSignInit(md, NULL, NULL, NULL, pk) == 1 &&
                   EVP_DigestSign(md, sig, &sl, msg, msg_len) == 1 && sl == 64);
    EVP_MD_CTX_free(md);
    EVP_PKEY_free(pk);
}
#endif

int QZ_FUZZ_TARGET(ed25519_verify)(const uint8_t *data, size_t size)
{
    static qz_ed25519_private_key key;
    static qz_ed25519_public_key pub;
    uint8_t keyb[32], sig[64], sig2[64], alt[64];
    const uint8_t *p, *ctx, *msg;
    size_t got, ctx_len, msg_len;
    unsigned variant, seed_mode, at;
    int rc;

    if (size > QZF_MAX_INPUT || size < 4 || !QZF_SAMPLED(data[0]))
        return 0;
    variant = data[1] & 3u;
    seed_mode = (data[1] >> 2) & 1u;
    ctx_len = data[2];
    at = data[3] % 64u;
    data += 4;
    size -= 4;
    p = qzf_take(&data, &size, 32, &got);
    memset(keyb, 0, 32);
    memcpy(keyb, p, got);
    p = qzf_take(&data, &size, 64, &got);
    memset(sig, 0, 64);
    memcpy(sig, p, got);
    if (variant == 1 && ctx_len == 0)
        ctx_len = 1;
    if (variant == 0)
        ctx_len = 0;
    ctx = qzf_take(&data, &size, ctx_len, &got);
    if (got < ctx_len) /* too short for the context: a short one of zeros */
        ctx = (const uint8_t *)"\0";
    ctx_len = got < ctx_len ? (variant == 1) : ctx_len;
    msg = data;
    msg_len = size;
    if (variant == 3 && msg_len < 64)
        return 0;

    if (seed_mode) {
        uint8_t a[32];

        QZ_FUZZ_ASSERT(qz_ed25519_set_private_key(&key, QZF_WS, keyb, 32) == QZ_OK);
        QZ_FUZZ_ASSERT(qz_ed25519_get_public_key(&key, a, 32) == QZ_OK);
        QZ_FUZZ_ASSERT(qz_ed25519_set_public_key(&pub, QZF_WS, a, 32) == QZ_OK);
        QZ_FUZZ_ASSERT(sign(&key, variant, ctx, ctx_len, msg, msg_len, sig) == QZ_OK);
        QZ_FUZZ_ASSERT(sign(&key, variant, ctx, ctx_len, msg, msg_len, sig2) == QZ_OK &&
                       memcmp(sig, sig2, 64) == 0);
        QZ_FUZZ_ASSERT(verify(&pub, variant, ctx, ctx_len, msg, msg_len, sig) == QZ_OK);
        memcpy(alt, sig, 64);
        alt[at] ^= (uint8_t)(1u << (at % 8));
        QZ_FUZZ_ASSERT(verify(&pub, variant, ctx, ctx_len, msg, msg_len, alt) == QZ_ERR_AUTH);
#ifdef QZ_FUZZ_OPENSSL
        if (variant == 0) {
            uint8_t opub[32], osig[64];

            ossl_sign(keyb, msg, msg_len, opub, osig);
            QZ_FUZZ_ASSERT(memcmp(opub, a, 32) == 0 && memcmp(osig, sig, 64) == 0);
        }
#endif
        qz_ed25519_wipe_private_key(&key);
        return 0;
    }

    rc = qz_ed25519_set_public_key(&pub, QZF_WS, keyb, 32);
    QZ_FUZZ_ASSERT(rc == QZ_OK || rc == QZ_ERR_ENCODING);
    if (y_not_canonical(keyb))
        QZ_FUZZ_ASSERT(rc == QZ_ERR_ENCODING);
    if (rc != QZ_OK) {
        QZ_FUZZ_ASSERT(pub.magic == 0);
        QZ_FUZZ_ASSERT(verify(&pub, variant, ctx, ctx_len, msg, msg_len, sig) == QZ_ERR_KEY);
#ifdef QZ_FUZZ_OPENSSL
        if (variant == 0)
            QZ_FUZZ_ASSERT(!ossl_verify(keyb, msg, msg_len, sig));
#endif
        return 0;
    }
    QZ_FUZZ_ASSERT(memcmp(pub.pub, keyb, 32) == 0);
    rc = verify(&pub, variant, ctx, ctx_len, msg, msg_len, sig);
    QZ_FUZZ_ASSERT(rc == QZ_OK || rc == QZ_ERR_AUTH);
    if (le_ge(sig + 32, ED_L))
        QZ_FUZZ_ASSERT(rc == QZ_ERR_AUTH);
    if (rc == QZ_OK) {
        memcpy(alt, sig, 64);
        alt[32] ^= 1; /* S changed by one */
        QZ_FUZZ_ASSERT(verify(&pub, variant, ctx, ctx_len, msg, msg_len, alt) == QZ_ERR_AUTH);
        memcpy(alt, sig, 64);
        alt[0] ^= 0x10; /* another R */
        QZ_FUZZ_ASSERT(verify(&pub, variant, ctx, ctx_len, msg, msg_len, alt) == QZ_ERR_AUTH);
    }
#ifdef QZ_FUZZ_OPENSSL
    if (variant == 0) {
        int ok = ossl_verify(keyb, msg, msg_len, sig);

        if (ok != (rc == QZ_OK))
            printf("ed25519_verify: qzcrypt %s, OpenSSL %s\n", rc == QZ_OK ? "accepts" : "refuses",
                   ok ? "accepts" : "refuses");
        QZ_FUZZ_ASSERT(ok == (rc == QZ_OK));
    }
#endif
    return 0;
}

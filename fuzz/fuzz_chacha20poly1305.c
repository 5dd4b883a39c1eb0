/*
 * Fuzz target: ChaCha20-Poly1305 and XChaCha20-Poly1305 with input-chosen
 * key, nonce, associated data, message, chunking and tampering.
 *
 * Properties (always):
 *  - seal then open gives the message back; seal in place equals seal out
 *    of place;
 *  - streaming seal and open, in the input's chunking of the associated
 *    data and of the data, equal the one-shot calls;
 *  - one flipped bit of the tag, of the ciphertext or of the associated
 *    data gives QZ_ERR_AUTH, with the open output wiped, one-shot and
 *    streaming;
 *  - opening attacker bytes (the message used as a ciphertext) with an
 *    attacker tag succeeds exactly when the tag is the one sealing the
 *    matching plaintext gives, and then releases that plaintext; otherwise
 *    QZ_ERR_AUTH and a wiped output.
 * With QZ_FUZZ_OPENSSL, differential against OpenSSL's
 * EVP_chacha20_poly1305: the seal (ciphertext and tag), and the open of the
 * attacker bytes with the attacker tag (verdict and plaintext).
 * XChaCha20-Poly1305 is compared as ChaCha20-Poly1305 under the HChaCha20
 * subkey (OpenSSL has no XChaCha; HChaCha20 itself is covered by the KATs).
 *
 * Input: byte 0 bit 0 = XChaCha, bits 1..7 associated-data chunk size;
 * byte 1 associated-data length; byte 2 data chunk size (0 = one call);
 * byte 3 which bit to flip; then 32 key bytes, the nonce (12 or 24), 16
 * attacker tag bytes, the associated data, and the message (the rest).
 */
#include <string.h>

#include "qzcrypt/chacha20poly1305.h"
#include "fuzz/fuzz_target.h"
#include "qzt.h"

#ifdef QZ_FUZZ_OPENSSL
#include <openssl/evp.h>

/* OpenSSL's ChaCha20-Poly1305: seal (enc = 1: out = ciphertext, tag
 * written) or open (enc = 0: tag checked; returns 1 when it verifies). */
static int openssl_aead(int enc, const uint8_t *key, const uint8_t *nonce,
                        const uint8_t *aad, size_t alen, const uint8_t *in, size_t n,
                        uint8_t *out, uint8_t *tag)
{
    static const uint8_t empty[1];
    EVP_CIPHER_CTX *c = EVP_CIPHER_CTX_new();
    int len = 0, ok;

    QZ_FUZZ_ASSERT(c != NULL);
    ok = EVP_CipherInit_ex(c, EVP_chacha20_poly1305(), NULL, NULL, NULL, enc) == 1 &&
         EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_AEAD_SET_IVLEN, 12, NULL) == 1 &&
         EVP_CipherInit_ex(c, NULL, NULL, key, nonce, enc) == 1 &&
         (alen == 0 || EVP_CipherUpdate(c, NULL, &len, aad, (int)alen) == 1) &&
         EVP_CipherUpdate(c, out, &len, n ? in : empty, (int)n) == 1;
    QZ_FUZZ_ASSERT(ok);
    if (!enc)
        QZ_FUZZ_ASSERT(EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_AEAD_SET_TAG, 16, tag) == 1);
    ok = EVP_CipherFinal_ex(c, out + len, &len) == 1;
    if (enc) {
        QZ_FUZZ_ASSERT(ok);
        QZ_FUZZ_ASSERT(EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_AEAD_GET_TAG, 16, tag) == 1);
    }
    EVP_CIPHER_CTX_free(c);
    return ok;
}
#endif

#define MAXLEN 4096

/* Streaming seal (enc) or open of in in chunks; returns final's/verify's result. */
static int stream(int x, int enc, const uint8_t *key, const uint8_t *nonce,
                  const uint8_t *aad, size_t alen, size_t ach, const uint8_t *in,
                  size_t n, size_t dch, uint8_t *out, uint8_t *tag)
{
    qz_chacha20poly1305_ctx ctx;
    int err = x ? qz_xchacha20poly1305_init(&ctx, key, 32, nonce, 24)
                : qz_chacha20poly1305_init(&ctx, key, 32, nonce, 12);

    for (size_t pos = 0; pos < alen && err == QZ_OK; pos += ach)
        err = qz_chacha20poly1305_aad(&ctx, aad + pos, alen - pos < ach ? alen - pos : ach);
    for (size_t pos = 0; pos < n && err == QZ_OK; pos += dch) {
        size_t take = n - pos < dch ? n - pos : dch;

        err = enc ? qz_chacha20poly1305_encrypt(&ctx, out + pos, in + pos,
                                                take)
                  : qz_chacha20poly1305_decrypt(&ctx, out + pos, in + pos,
                                                take);
    }
    if (err == QZ_OK)
        err = enc ? qz_chacha20poly1305_final(&ctx, tag, 16)
                  : qz_chacha20poly1305_verify(&ctx, tag, 16);
    QZ_FUZZ_ASSERT(qzt_all_zero((const uint8_t *)&ctx, sizeof ctx));
    return err;
}

typedef int (*seal_fn)(uint8_t *, uint8_t *, size_t, const uint8_t *, size_t,
                       const uint8_t *, size_t, const uint8_t *, size_t,
                       const uint8_t *, size_t);
typedef int (*open_fn)(uint8_t *, const uint8_t *, size_t, const uint8_t *, size_t,
                       const uint8_t *, size_t, const uint8_t *, size_t,
                       const uint8_t *, size_t);

int QZ_FUZZ_TARGET(chacha20poly1305)(const uint8_t *data, size_t size)
{
    static uint8_t ct[MAXLEN], pt[MAXLEN], buf[MAXLEN];
    uint8_t tag[16], tag2[16], atag[16], sub[32], n12[12];
    const uint8_t *key, *nonce, *aad, *msg;
    size_t nlen, alen, n, ach, dch;
    unsigned flip;
    int x, err;
    seal_fn seal_f;
    open_fn open_f;

    if (size < 4)
        return 0;
    x = data[0] & 1;
    ach = (size_t)(data[0] >> 1) + 1;
    alen = data[1];
    dch = data[2] ? data[2] : MAXLEN;
    flip = data[3];
    nlen = x ? 24 : 12;
    seal_f = x ? qz_xchacha20poly1305_seal : qz_chacha20poly1305_seal;
    open_f = x ? qz_xchacha20poly1305_open : qz_chacha20poly1305_open;
    data += 4;
    size -= 4;
    if (size < 32 + nlen + 16)
        return 0;
    key = data;
    nonce = data + 32;
    memcpy(atag, data + 32 + nlen, 16);
    data += 32 + nlen + 16;
    size -= 32 + nlen + 16;
    if (alen > size)
        alen = size;
    aad = data;
    msg = data + alen;
    n = size - alen;
    if (n > MAXLEN)
        n = MAXLEN;
    /* The ChaCha20-Poly1305 key and nonce the variant runs on. */
    if (x) {
        QZ_FUZZ_ASSERT(qz_hchacha20(sub, key, 32, nonce, 16) == QZ_OK);
        memset(n12, 0, 4);
        memcpy(n12 + 4, nonce + 16, 8);
    } else {
        memcpy(sub, key, 32);
        memcpy(n12, nonce, 12);
    }

    /* seal / open round trip; in place */
    err = seal_f(ct, tag, 16, key, 32, nonce, nlen, aad, alen, msg, n);
    QZ_FUZZ_ASSERT(err == QZ_OK);
    err = open_f(pt, key, 32, nonce, nlen, aad, alen, ct, n, tag, 16);
    QZ_FUZZ_ASSERT(err == QZ_OK && memcmp(pt, msg, n) == 0);
    memcpy(buf, msg, n);
    QZ_FUZZ_ASSERT(qz_chacha20poly1305_seal(buf, tag2, 16, sub, 32, n12, 12,
                                            aad, alen, buf, n) == QZ_OK);
    QZ_FUZZ_ASSERT(memcmp(buf, ct, n) == 0 && memcmp(tag2, tag, 16) == 0);

    /* streaming in the input's chunking equals one-shot */
    QZ_FUZZ_ASSERT(stream(x, 1, key, nonce, aad, alen, ach, msg, n, dch, buf, tag2) == QZ_OK);
    QZ_FUZZ_ASSERT(memcmp(buf, ct, n) == 0 && memcmp(tag2, tag, 16) == 0);
    QZ_FUZZ_ASSERT(stream(x, 0, key, nonce, aad, alen, ach, ct, n, dch, buf, tag) == QZ_OK);
    QZ_FUZZ_ASSERT(memcmp(buf, msg, n) == 0);

    /* one flipped bit anywhere: refused, output wiped */
    memcpy(tag2, tag, 16);
    tag2[(flip >> 3) & 15] ^= (uint8_t)(1u << (flip & 7));
    memset(pt, 0xa5, n);
    QZ_FUZZ_ASSERT(open_f(pt, key, 32, nonce, nlen, aad, alen, ct, n, tag2, 16) == QZ_ERR_AUTH &&
                   qzt_all_zero(pt, n));
    QZ_FUZZ_ASSERT(stream(x, 0, key, nonce, aad, alen, ach, ct, n, dch, buf, tag2) ==
                   QZ_ERR_AUTH);
    if (n > 0) {
        memcpy(buf, ct, n);
        buf[flip % n] ^= (uint8_t)(1u << (flip & 7));
        QZ_FUZZ_ASSERT(open_f(buf, key, 32, nonce, nlen, aad, alen, buf, n,
                              tag, 16) == QZ_ERR_AUTH &&
                       qzt_all_zero(buf, n));
    }
    if (alen > 0) {
        uint8_t a2[256];

        memcpy(a2, aad, alen);
        a2[flip % alen] ^= (uint8_t)(1u << (flip & 7));
        memset(pt, 0xa5, n);
        QZ_FUZZ_ASSERT(open_f(pt, key, 32, nonce, nlen, a2, alen, ct, n, tag,
                              16) == QZ_ERR_AUTH &&
                       qzt_all_zero(pt, n));
    }

    /* Attacker ciphertext (msg) and tag (atag): the right tag for msg as a
     * ciphertext comes from sealing its plaintext, ChaCha20 from counter 1. */
    QZ_FUZZ_ASSERT(qz_chacha20_xor(buf, sub, 32, n12, 12, 1, msg, n) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_chacha20poly1305_seal(ct, tag, 16, sub, 32, n12, 12, aad,
                                            alen, buf, n) == QZ_OK);
    QZ_FUZZ_ASSERT(memcmp(ct, msg, n) == 0);
    memset(pt, 0xa5, n);
    err = open_f(pt, key, 32, nonce, nlen, aad, alen, msg, n, atag, 16);
    if (memcmp(atag, tag, 16) == 0)
        QZ_FUZZ_ASSERT(err == QZ_OK && memcmp(pt, buf, n) == 0);
    else
        QZ_FUZZ_ASSERT(err == QZ_ERR_AUTH && qzt_all_zero(pt, n));

#ifdef QZ_FUZZ_OPENSSL
    {
        int ok;

        /* seal: OpenSSL's ciphertext and tag of the message */
        QZ_FUZZ_ASSERT(openssl_aead(1, sub, n12, aad, alen, msg, n, ct, tag2) == 1);
        err = seal_f(pt, tag, 16, key, 32, nonce, nlen, aad, alen, msg, n);
        QZ_FUZZ_ASSERT(err == QZ_OK && memcmp(pt, ct, n) == 0 && memcmp(tag, tag2, 16) == 0);
        /* open of the attacker bytes with the attacker tag: same verdict,
         * same plaintext when accepted */
        memcpy(tag2, atag, 16);
        ok = openssl_aead(0, sub, n12, aad, alen, msg, n, ct, tag2);
        err = open_f(pt, key, 32, nonce, nlen, aad, alen, msg, n, atag, 16);
        QZ_FUZZ_ASSERT((err == QZ_OK) == (ok == 1));
        QZ_FUZZ_ASSERT(err == QZ_OK ? memcmp(pt, ct, n) == 0 : qzt_all_zero(pt, n));
        /* and with the right tag, which OpenSSL computes */
        QZ_FUZZ_ASSERT(openssl_aead(1, sub, n12, aad, alen, buf, n, ct, tag2) == 1);
        QZ_FUZZ_ASSERT(memcmp(ct, msg, n) == 0);
        err = open_f(pt, key, 32, nonce, nlen, aad, alen, msg, n, tag2, 16);
        QZ_FUZZ_ASSERT(err == QZ_OK && memcmp(pt, buf, n) == 0);
    }
#endif
    return 0;
}

/*
 * Fuzz target: AES-CCM with input-chosen key size, key, nonce (7..13
 * bytes), tag length (4..16, even), associated data, message, chunking and
 * tampering.
 *
 * Properties (always):
 *  - seal then open gives the message back; seal in place equals seal out
 *    of place;
 *  - streaming seal and open, in the input's chunking of the associated
 *    data and of the data, equal the one-shot calls, and leave the context
 *    all zero;
 *  - one flipped bit of the tag, the ciphertext, the associated data or
 *    the nonce gives QZ_ERR_AUTH with the open output wiped, one-shot and
 *    streaming;
 *  - opening attacker bytes (the message used as a ciphertext) with an
 *    attacker tag succeeds exactly when that tag is the one sealing the
 *    matching plaintext gives, and then releases that plaintext; otherwise
 *    QZ_ERR_AUTH and a wiped output;
 *  - streaming with a declared data length one byte longer than supplied
 *    ends in QZ_ERR_LENGTH, never in a tag.
 * With QZ_FUZZ_OPENSSL, differential against OpenSSL's EVP_aes_*_ccm: the
 * seal (ciphertext and tag), and the open of the attacker bytes with the
 * attacker tag (verdict, and plaintext when it verifies).
 *
 * Input: byte 0 key size (16, 24, 32 by value mod 3); byte 1 nonce length
 * (7 + value mod 7); byte 2 tag length (4 + 2 (value mod 7)); byte 3
 * associated-data length; byte 4 associated-data chunk (1 + value); byte 5
 * data chunk (0 = one call); byte 6 which bit to flip; then the key, the
 * nonce, 16 attacker tag bytes, the associated data, and the message (the
 * rest, at most 4096 bytes).
 */
#include <string.h>

#include "qzcrypt/ccm.h"
#include "fuzz/fuzz_target.h"
#include "qzt.h"

#ifdef QZ_FUZZ_OPENSSL
#include <openssl/evp.h>

/* OpenSSL's AES-CCM: seal (enc = 1: out = ciphertext, tag = tlen bytes) or
 * open (enc = 0: checks tag; returns 1 when it verifies). */
static int openssl_ccm(int enc, const uint8_t *key, size_t klen, const uint8_t *nonce,
                       size_t nlen, const uint8_t *aad, size_t alen, const uint8_t *in,
                       size_t n, uint8_t *out, uint8_t *tag, size_t tlen)
{
    static const uint8_t empty[1];
    const EVP_CIPHER *ciph = klen == 16 ? EVP_aes_128_ccm()
                           : klen == 24 ? EVP_aes_192_ccm() : EVP_aes_256_ccm();
    EVP_CIPHER_CTX *c = EVP_CIPHER_CTX_new();
    int len = 0, ok;

    QZ_FUZZ_ASSERT(c != NULL);
    ok = EVP_CipherInit_ex(c, ciph, NULL, NULL, NULL, enc) == 1 &&
         EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_AEAD_SET_IVLEN, (int)nlen, NULL) == 1 &&
         EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_AEAD_SET_TAG, (int)tlen, enc ? NULL : tag) == 1 &&
         EVP_CipherInit_ex(c, NULL, NULL, key, nonce, enc) == 1 &&
         EVP_CipherUpdate(c, NULL, &len, NULL, (int)n) == 1 &&
         (alen == 0 || EVP_CipherUpdate(c, NULL, &len, aad, (int)alen) == 1);
    QZ_FUZZ_ASSERT(ok);
    ok = EVP_CipherUpdate(c, out, &len, n ? in : empty, (int)n) == 1;
    if (enc) {
        QZ_FUZZ_ASSERT(ok && EVP_CipherFinal_ex(c, out + len, &len) == 1);
        QZ_FUZZ_ASSERT(EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_AEAD_GET_TAG, (int)tlen, tag) == 1);
    }
    EVP_CIPHER_CTX_free(c);
    return ok;
}
#endif

#define MAXLEN 4096

/* Streaming seal (enc) or open of in, in chunks, declaring n + extra data
 * bytes; returns final/verify's result. */
static int stream(int enc, const qz_aes_key *k, const uint8_t *nonce, size_t nlen,
                  const uint8_t *aad, size_t alen, size_t ach, const uint8_t *in,
                  size_t n, size_t extra, size_t dch, uint8_t *out, uint8_t *tag,
                  size_t tlen)
{
    qz_ccm_ctx ctx;
    int err = enc ? qz_ccm_encrypt_init(&ctx, k, nonce, nlen, alen, n + extra, tlen)
                  : qz_ccm_decrypt_init(&ctx, k, nonce, nlen, alen, n + extra, tlen);

    for (size_t pos = 0; pos < alen && err == QZ_OK; pos += ach)
        err = qz_ccm_aad(&ctx, aad + pos, alen - pos < ach ? alen - pos : ach);
    for (size_t pos = 0; pos < n && err == QZ_OK; pos += dch)
        err = qz_ccm_update(&ctx, out + pos, in + pos, n - pos < dch ? n - pos : dch);
    if (err == QZ_OK)
        err = enc ? qz_ccm_final(&ctx, tag, tlen) : qz_ccm_verify(&ctx, tag, tlen);
    QZ_FUZZ_ASSERT(qzt_all_zero(&ctx, sizeof ctx));
    return err;
}

int QZ_FUZZ_TARGET(ccm)(const uint8_t *data, size_t size)
{
    static uint8_t ct[MAXLEN], pt[MAXLEN], buf[MAXLEN];
    static uint8_t aadc[256];
    uint8_t tag[16], tag2[16], atag[16], noncec[13];
    const uint8_t *key, *nonce, *aad, *msg;
    size_t klen, nlen, tlen, alen, n, ach, dch;
    unsigned flip;
    qz_aes_key k;
    int err;

    if (size < 7)
        return 0;
    klen = 16 + 8 * (size_t)(data[0] % 3);
    nlen = 7 + (size_t)(data[1] % 7);
    tlen = 4 + 2 * (size_t)(data[2] % 7);
    alen = data[3];
    ach = (size_t)data[4] + 1;
    dch = data[5] ? data[5] : MAXLEN;
    flip = data[6];
    data += 7;
    size -= 7;
    if (size < klen + nlen + 16)
        return 0;
    key = data;
    nonce = data + klen;
    memcpy(atag, data + klen + nlen, 16);
    data += klen + nlen + 16;
    size -= klen + nlen + 16;
    if (alen > size)
        alen = size;
    aad = data;
    msg = data + alen;
    n = size - alen;
    if (n > MAXLEN)
        n = MAXLEN;

    QZ_FUZZ_ASSERT(qz_aes_set_encrypt_key(&k, key, klen) == QZ_OK);

    /* Seal, open, in place. */
    QZ_FUZZ_ASSERT(qz_ccm_seal(&k, ct, tag, tlen, nonce, nlen, aad, alen, msg,
                               n) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_ccm_open(&k, pt, nonce, nlen, aad, alen, ct, n, tag,
                               tlen) == QZ_OK);
    QZ_FUZZ_ASSERT(memcmp(pt, msg, n) == 0);
    memcpy(buf, msg, n);
    QZ_FUZZ_ASSERT(qz_ccm_seal(&k, buf, tag2, tlen, nonce, nlen, aad, alen,
                               buf, n) == QZ_OK);
    QZ_FUZZ_ASSERT(memcmp(buf, ct, n) == 0 && memcmp(tag2, tag, tlen) == 0);

    /* Streaming in the input's chunking. */
    QZ_FUZZ_ASSERT(stream(1, &k, nonce, nlen, aad, alen, ach, msg, n, 0, dch, buf, tag2,
                          tlen) == QZ_OK);
    QZ_FUZZ_ASSERT(memcmp(buf, ct, n) == 0 && memcmp(tag2, tag, tlen) == 0);
    QZ_FUZZ_ASSERT(stream(0, &k, nonce, nlen, aad, alen, ach, ct, n, 0, dch, buf, tag,
                          tlen) == QZ_OK);
    QZ_FUZZ_ASSERT(memcmp(buf, msg, n) == 0);
    /* One byte fewer than declared: no tag. */
    QZ_FUZZ_ASSERT(stream(1, &k, nonce, nlen, aad, alen, ach, msg, n, 1, dch, buf, tag2,
                          tlen) == QZ_ERR_LENGTH);

    /* One flipped bit: tag, ciphertext, associated data, nonce. */
    {
        unsigned what = flip & 3, bit = (flip >> 2) & 7;
        size_t flen = what == 0 ? tlen : what == 1 ? n : what == 2 ? alen : nlen;

        if (flen > 0) {
            size_t pos = (size_t)(flip >> 5) * 131 % flen;
            const uint8_t *c_ = ct, *a_ = aad, *n_ = nonce;
            uint8_t *t_ = tag;
            uint8_t t2[16];

            memcpy(t2, tag, 16);
            if (what == 0) {
                t2[pos] ^= (uint8_t)(1u << bit);
                t_ = t2;
            } else if (what == 1) {
                ct[pos] ^= (uint8_t)(1u << bit);
            } else if (what == 2) {
                memcpy(aadc, aad, alen);
                aadc[pos] ^= (uint8_t)(1u << bit);
                a_ = aadc;
            } else {
                memcpy(noncec, nonce, nlen);
                noncec[pos] ^= (uint8_t)(1u << bit);
                n_ = noncec;
            }
            memset(buf, 0xa5, n);
            QZ_FUZZ_ASSERT(qz_ccm_open(&k, buf, n_, nlen, a_, alen, c_, n, t_,
                                       tlen) ==
                           QZ_ERR_AUTH);
            QZ_FUZZ_ASSERT(qzt_all_zero(buf, n));
            QZ_FUZZ_ASSERT(stream(0, &k, n_, nlen, a_, alen, ach, c_, n, 0, dch, buf, t_,
                                  tlen) == QZ_ERR_AUTH);
            if (what == 1)
                ct[pos] ^= (uint8_t)(1u << bit);
        }
    }

    /* Attacker ciphertext (the message) and attacker tag. */
    QZ_FUZZ_ASSERT(stream(0, &k, nonce, nlen, aad, alen, ach, msg, n, 0, dch, pt, tag2,
                          tlen) != QZ_ERR_STATE);
    QZ_FUZZ_ASSERT(qz_ccm_seal(&k, buf, tag2, tlen, nonce, nlen, aad, alen, pt,
                               n) == QZ_OK);
    QZ_FUZZ_ASSERT(memcmp(buf, msg, n) == 0);
    memset(buf, 0xa5, n);
    err = qz_ccm_open(&k, buf, nonce, nlen, aad, alen, msg, n, atag, tlen);
    if (memcmp(atag, tag2, tlen) == 0) {
        QZ_FUZZ_ASSERT(err == QZ_OK && memcmp(buf, pt, n) == 0);
    } else {
        QZ_FUZZ_ASSERT(err == QZ_ERR_AUTH && qzt_all_zero(buf, n));
    }

#ifdef QZ_FUZZ_OPENSSL
    {
        static uint8_t ref[MAXLEN];
        uint8_t rtag[16];

        openssl_ccm(1, key, klen, nonce, nlen, aad, alen, msg, n, ref, rtag, tlen);
        QZ_FUZZ_ASSERT(memcmp(ref, ct, n) == 0 && memcmp(rtag, tag, tlen) == 0);
        QZ_FUZZ_ASSERT(openssl_ccm(0, key, klen, nonce, nlen, aad, alen, msg, n, ref, atag,
                                   tlen) == (err == QZ_OK));
        if (err == QZ_OK)
            QZ_FUZZ_ASSERT(memcmp(ref, buf, n) == 0);
    }
#endif
    qz_aes_wipe_key(&k);
    return 0;
}

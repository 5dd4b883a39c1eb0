/*
 * Fuzz target: AES-GCM with input-chosen key size, key, IV (1..64 bytes),
 * tag length (4..16), associated data, message, chunking and tampering.
 *
 * Properties (always):
 *  - seal then open gives the message back; seal in place equals seal out
 *    of place;
 *  - streaming seal and open, in the input's chunking of the associated
 *    data and of the data, equal the one-shot calls, and leave the context
 *    all zero;
 *  - one flipped bit of the tag, the ciphertext, the associated data or
 *    the IV gives QZ_ERR_AUTH with the open output wiped, one-shot and
 *    streaming;
 *  - opening attacker bytes (the message used as a ciphertext) with an
 *    attacker tag succeeds exactly when that tag is the leading bytes of
 *    the tag that sealing the matching plaintext gives, and then releases
 *    that plaintext; otherwise QZ_ERR_AUTH and a wiped output;
 *  - the two GHASH kernels (ct and table) agree on input-chosen H,
 *    accumulator and blocks.
 * With QZ_FUZZ_OPENSSL, differential against OpenSSL's EVP_aes_*_gcm: the
 * seal (ciphertext and tag), and the open of the attacker bytes with the
 * attacker tag (verdict, and plaintext when it verifies).
 *
 * Input: byte 0 key size (16, 24, 32 by value mod 3); byte 1 IV length
 * (1 + value mod 64); byte 2 tag length (4 + value mod 13); byte 3
 * associated-data length; byte 4 associated-data chunk (1 + value);
 * byte 5 data chunk (0 = one call); byte 6 which bit to flip; then the
 * key, the IV, 16 attacker tag bytes, the associated data, and the
 * message (the rest, at most 4096 bytes).
 */
#include <string.h>

#include "qzcrypt/gcm.h"
#include "internal/ghash_kernel.h"
#include "fuzz/fuzz_target.h"
#include "qzt.h"

#ifdef QZ_FUZZ_OPENSSL
#include <openssl/evp.h>

/* OpenSSL's AES-GCM: seal (enc = 1: out = ciphertext, tag = 16 bytes) or
 * open (enc = 0: checks tlen bytes of tag; returns 1 when it verifies). */
static int openssl_gcm(int enc, const uint8_t *key, size_t klen, const uint8_t *iv,
                       size_t ivlen, const uint8_t *aad, size_t alen,
                       const uint8_t *in, size_t n, uint8_t *out, uint8_t *tag,
                       size_t tlen)
{
    static const uint8_t empty[1];
    const EVP_CIPHER *ciph = klen == 16 ? EVP_aes_128_gcm()
                           : klen == 24 ? EVP_aes_192_gcm() : EVP_aes_256_gcm();
    EVP_CIPHER_CTX *c = EVP_CIPHER_CTX_new();
    int len = 0, ok;

    QZ_FUZZ_ASSERT(c != NULL);
    ok = EVP_CipherInit_ex(c, ciph, NULL, NULL, NULL, enc) == 1 &&
         EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_AEAD_SET_IVLEN, (int)ivlen, NULL) == 1 &&
         EVP_CipherInit_ex(c, NULL, NULL, key, iv, enc) == 1 &&
         (alen == 0 || EVP_CipherUpdate(c, NULL, &len, aad, (int)alen) == 1) &&
         EVP_CipherUpdate(c, out, &len, n ? in : empty, (int)n) == 1;
    QZ_FUZZ_ASSERT(ok);
    if (!enc)
        QZ_FUZZ_ASSERT(EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_AEAD_SET_TAG, (int)tlen, tag) == 1);
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

/* Streaming seal (enc) or open of in, in chunks; returns final/verify's
 * result. */
static int stream(int enc, const qz_gcm_key *k, const uint8_t *iv, size_t ivlen,
                  const uint8_t *aad, size_t alen, size_t ach, const uint8_t *in,
                  size_t n, size_t dch, uint8_t *out, uint8_t *tag, size_t tlen)
{
    qz_gcm_ctx ctx;
    int err = enc ? qz_gcm_encrypt_init(&ctx, k, iv, ivlen)
                  : qz_gcm_decrypt_init(&ctx, k, iv, ivlen);

    for (size_t pos = 0; pos < alen && err == QZ_OK; pos += ach)
        err = qz_gcm_aad(&ctx, aad + pos, alen - pos < ach ? alen - pos : ach);
    for (size_t pos = 0; pos < n && err == QZ_OK; pos += dch)
        err = qz_gcm_update(&ctx, out + pos, in + pos, n - pos < dch ? n - pos : dch);
    if (err == QZ_OK)
        err = enc ? qz_gcm_final(&ctx, tag, tlen) : qz_gcm_verify(&ctx, tag, tlen);
    QZ_FUZZ_ASSERT(qzt_all_zero(&ctx, sizeof ctx));
    return err;
}

/* The ct and table GHASH kernels on the same input. */
static void ghash_both(const uint8_t h[16], const uint8_t y0[16], const uint8_t *blocks,
                       size_t nblocks)
{
    uint32_t hk[QZI_GHASH_KEY_WORDS];
    uint8_t y1[16], y2[16];

    memset(hk, 0, sizeof hk);
    qzi_ghash_ct_prepare_c(hk, h);
    memcpy(y1, y0, 16);
    qzi_ghash_ct_blocks_c(y1, hk, blocks, nblocks);
    memset(hk, 0, sizeof hk);
    qzi_ghash_table_prepare_c(hk, h);
    memcpy(y2, y0, 16);
    qzi_ghash_table_blocks_c(y2, hk, blocks, nblocks);
    QZ_FUZZ_ASSERT(memcmp(y1, y2, 16) == 0);
}

int QZ_FUZZ_TARGET(gcm)(const uint8_t *data, size_t size)
{
    static uint8_t ct[MAXLEN], pt[MAXLEN], buf[MAXLEN];
    static uint8_t aadc[256], ivc[64];
    uint8_t tag[16], tag2[16], atag[16];
    const uint8_t *key, *iv, *aad, *msg;
    size_t klen, ivlen, tlen, alen, n, ach, dch;
    unsigned flip;
    qz_gcm_key k;
    int err;

    if (size < 7)
        return 0;
    klen = 16 + 8 * (size_t)(data[0] % 3);
    ivlen = 1 + (size_t)(data[1] % 64);
    tlen = 4 + (size_t)(data[2] % 13);
    alen = data[3];
    ach = (size_t)data[4] + 1;
    dch = data[5] ? data[5] : MAXLEN;
    flip = data[6];
    data += 7;
    size -= 7;
    if (size < klen + ivlen + 16)
        return 0;
    key = data;
    iv = data + klen;
    memcpy(atag, data + klen + ivlen, 16);
    data += klen + ivlen + 16;
    size -= klen + ivlen + 16;
    if (alen > size)
        alen = size;
    aad = data;
    msg = data + alen;
    n = size - alen;
    if (n > MAXLEN)
        n = MAXLEN;

    /* GHASH kernels: H = the first key bytes, y = the IV bytes (padded),
     * blocks = the message's whole blocks. */
    {
        uint8_t h[16], y[16];

        memset(h, 0, 16);
        memset(y, 0, 16);
        memcpy(h, key, 16);
        memcpy(y, iv, ivlen < 16 ? ivlen : 16);
        ghash_both(h, y, msg, n / 16);
    }

    QZ_FUZZ_ASSERT(qz_gcm_set_key(&k, key, klen) == QZ_OK);

    /* Seal, open, in place. */
    QZ_FUZZ_ASSERT(qz_gcm_seal(&k, ct, tag, tlen, iv, ivlen, aad, alen, msg, n) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_gcm_open(&k, pt, iv, ivlen, aad, alen, ct, n, tag, tlen) == QZ_OK);
    QZ_FUZZ_ASSERT(memcmp(pt, msg, n) == 0);
    memcpy(buf, msg, n);
    QZ_FUZZ_ASSERT(qz_gcm_seal(&k, buf, tag2, tlen, iv, ivlen, aad, alen, buf,
                               n) == QZ_OK);
    QZ_FUZZ_ASSERT(memcmp(buf, ct, n) == 0 && memcmp(tag2, tag, tlen) == 0);

    /* Streaming in the input's chunking. */
    QZ_FUZZ_ASSERT(stream(1, &k, iv, ivlen, aad, alen, ach, msg, n, dch, buf, tag2,
                          tlen) == QZ_OK);
    QZ_FUZZ_ASSERT(memcmp(buf, ct, n) == 0 && memcmp(tag2, tag, tlen) == 0);
    QZ_FUZZ_ASSERT(stream(0, &k, iv, ivlen, aad, alen, ach, ct, n, dch, buf, tag,
                          tlen) == QZ_OK);
    QZ_FUZZ_ASSERT(memcmp(buf, msg, n) == 0);

    /* One flipped bit: tag, ciphertext, associated data, IV. */
    {
        unsigned what = flip & 3, bit = (flip >> 2) & 7;
        size_t flen = what == 0 ? tlen : what == 1 ? n : what == 2 ? alen : ivlen;

        if (flen > 0) {
            size_t pos = (size_t)(flip >> 5) * 131 % flen;
            const uint8_t *c_ = ct, *a_ = aad, *i_ = iv;
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
                memcpy(ivc, iv, ivlen);
                ivc[pos] ^= (uint8_t)(1u << bit);
                i_ = ivc;
            }
            memset(buf, 0xa5, n);
            QZ_FUZZ_ASSERT(qz_gcm_open(&k, buf, i_, ivlen, a_, alen, c_, n, t_,
                                       tlen) ==
                           QZ_ERR_AUTH);
            QZ_FUZZ_ASSERT(qzt_all_zero(buf, n));
            QZ_FUZZ_ASSERT(stream(0, &k, i_, ivlen, a_, alen, ach, c_, n, dch, buf, t_,
                                  tlen) == QZ_ERR_AUTH);
            if (what == 1)
                ct[pos] ^= (uint8_t)(1u << bit);
        }
    }

    /* Attacker ciphertext (the message) and attacker tag. The matching
     * plaintext comes from streaming decryption; sealing it gives the tag
     * that must be presented. */
    QZ_FUZZ_ASSERT(stream(0, &k, iv, ivlen, aad, alen, ach, msg, n, dch, pt, tag2, 16) !=
                   QZ_ERR_STATE);
    QZ_FUZZ_ASSERT(qz_gcm_seal(&k, buf, tag2, 16, iv, ivlen, aad, alen, pt, n) == QZ_OK);
    QZ_FUZZ_ASSERT(memcmp(buf, msg, n) == 0);
    memset(buf, 0xa5, n);
    err = qz_gcm_open(&k, buf, iv, ivlen, aad, alen, msg, n, atag, tlen);
    if (memcmp(atag, tag2, tlen) == 0) {
        QZ_FUZZ_ASSERT(err == QZ_OK && memcmp(buf, pt, n) == 0);
    } else {
        QZ_FUZZ_ASSERT(err == QZ_ERR_AUTH && qzt_all_zero(buf, n));
    }

#ifdef QZ_FUZZ_OPENSSL
    {
        static uint8_t ref[MAXLEN];
        uint8_t rtag[16];

        openssl_gcm(1, key, klen, iv, ivlen, aad, alen, msg, n, ref, rtag, 16);
        QZ_FUZZ_ASSERT(memcmp(ref, ct, n) == 0 && memcmp(rtag, tag, tlen) == 0);
        QZ_FUZZ_ASSERT(openssl_gcm(0, key, klen, iv, ivlen, aad, alen, msg, n, ref, atag,
                                   tlen) == (err == QZ_OK));
        if (err == QZ_OK)
            QZ_FUZZ_ASSERT(memcmp(ref, buf, n) == 0);
    }
#endif
    qz_gcm_wipe_key(&k);
    return 0;
}

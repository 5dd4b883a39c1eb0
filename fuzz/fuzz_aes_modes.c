/*
 * Fuzz target: the AES block modes (qzcrypt/aes_modes.h) with input-chosen
 * mode, key size, key, IV / counter / tweak, chunking and message.
 *
 * Properties (always):
 *  - encryption then decryption gives the message back (modes with a
 *    length rule: QZ_ERR_LENGTH exactly when the length breaks it, and
 *    then nothing is written);
 *  - streaming in the input's chunk size, and processing in place, equal
 *    the one-shot call; contexts are zero after final;
 *  - decrypting attacker bytes (the message taken as a ciphertext): CBC
 *    with PKCS#7 returns QZ_OK or QZ_ERR_AUTH only (QZ_ERR_LENGTH for a
 *    length that is not a non-zero multiple of 16), wipes the output on
 *    QZ_ERR_AUTH, and on QZ_OK re-encrypting the plaintext gives the
 *    attacker bytes back; every other mode decrypts them to a plaintext
 *    that re-encrypts to them;
 *  - CTR32 refuses (QZ_ERR_LENGTH, nothing written) exactly when the
 *    message needs more counter values than remain.
 * With QZ_FUZZ_OPENSSL, differential against OpenSSL EVP: ECB, CBC (no
 * padding, PKCS#7), CBC-CS1/CS2/CS3 (OpenSSL 3 AES-*-CBC-CTS), CTR (128-bit
 * counter; CTR32 when it does not wrap), CFB-128, OFB, XTS.
 *
 * Input: byte 0 mode (value mod 11: ECB, CBC, CBC_PKCS7, CBC_CS1, CBC_CS2,
 * CBC_CS3, CTR32, CTR128, CFB, OFB, XTS); byte 1 key size (AES: 16, 24,
 * 32 by value mod 3; XTS: 32, 64 by value mod 2); byte 2 chunk size
 * (0 = one call); then the key, 16 bytes of IV, and the message (the
 * rest, at most 4096 bytes).
 */
#include <string.h>

#include "qzcrypt/aes_modes.h"
#include "fuzz/fuzz_target.h"
#include "qzt.h"

#ifdef QZ_FUZZ_OPENSSL
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/params.h>
#endif

enum { F_ECB, F_CBC, F_PKCS7, F_CS1, F_CS2, F_CS3, F_CTR32, F_CTR128, F_CFB, F_OFB, F_XTS };

#define MAXLEN 4096

static int cbc_padding(int mode)
{
    return mode == F_CBC ? QZ_AES_CBC_NOPAD : mode == F_PKCS7 ? QZ_AES_CBC_PKCS7
                                                              : QZ_AES_CBC_CS1 + (mode - F_CS1);
}

typedef struct {
    int mode;
    qz_aes_key ek, dk;
    qz_xts_key xe, xd;
    const uint8_t *iv;
} fz;

/* One-shot; *olen receives the output length. */
static int oneshot(const fz *f, int dec, const uint8_t *in, size_t n, uint8_t *out,
                   size_t cap, size_t *olen)
{
    *olen = n;
    switch (f->mode) {
    case F_ECB:
        return dec ? qz_aes_ecb_decrypt(&f->dk, out, cap, olen, in, n)
                   : qz_aes_ecb_encrypt(&f->ek, out, cap, olen, in, n);
    case F_CTR32:
    case F_CTR128:
        return qz_aes_ctr(&f->ek, out, f->iv, in, n,
                          f->mode == F_CTR32 ? QZ_AES_CTR32 : QZ_AES_CTR128);
    case F_CFB:
        return dec ? qz_aes_cfb_decrypt(&f->ek, out, f->iv, in, n)
                   : qz_aes_cfb_encrypt(&f->ek, out, f->iv, in, n);
    case F_OFB:
        return qz_aes_ofb(&f->ek, out, f->iv, in, n);
    case F_XTS:
        return dec ? qz_xts_decrypt(&f->xd, out, f->iv, in, n)
                   : qz_xts_encrypt(&f->xe, out, f->iv, in, n);
    default:
        return dec ? qz_aes_cbc_decrypt(&f->dk, out, cap, olen, f->iv, in, n,
                                        cbc_padding(f->mode))
                   : qz_aes_cbc_encrypt(&f->ek, out, cap, olen, f->iv, in, n,
                                        cbc_padding(f->mode));
    }
}

/* Streaming in chunks of ch bytes (not XTS); the context must be zero
 * afterwards. Returns the first error. */
static int streamed(const fz *f, int dec, const uint8_t *in, size_t n, size_t ch,
                    uint8_t *out, size_t *olen)
{
    union {
        qz_aes_ecb_ctx ecb;
        qz_aes_cbc_ctx cbc;
        qz_aes_ctr_ctx ctr;
        qz_aes_cfb_ctx cfb;
        qz_aes_ofb_ctx ofb;
    } c;
    size_t w = 0, k = 0;
    int err;

    memset(&c, 0, sizeof c);
    switch (f->mode) {
    case F_ECB:
        err = dec ? qz_aes_ecb_decrypt_init(&c.ecb, &f->dk) : qz_aes_ecb_encrypt_init(&c.ecb, &f->ek);
        break;
    case F_CTR32:
    case F_CTR128:
        err = qz_aes_ctr_init(&c.ctr, &f->ek, f->iv,
                              f->mode == F_CTR32 ? QZ_AES_CTR32 : QZ_AES_CTR128);
        break;
    case F_CFB:
        err = dec ? qz_aes_cfb_decrypt_init(&c.cfb, &f->ek, f->iv)
                  : qz_aes_cfb_encrypt_init(&c.cfb, &f->ek, f->iv);
        break;
    case F_OFB:
        err = qz_aes_ofb_init(&c.ofb, &f->ek, f->iv);
        break;
    default:
        err = dec ? qz_aes_cbc_decrypt_init(&c.cbc, &f->dk, f->iv, cbc_padding(f->mode))
                  : qz_aes_cbc_encrypt_init(&c.cbc, &f->ek, f->iv, cbc_padding(f->mode));
        break;
    }
    for (size_t pos = 0; pos < n && err == QZ_OK; pos += ch) {
        size_t m = n - pos < ch ? n - pos : ch;

        switch (f->mode) {
        case F_ECB:
            err = (dec ? qz_aes_ecb_decrypt_update : qz_aes_ecb_encrypt_update)(&c.ecb, out + w, QZ_AES_ECB_UPDATE_OUT_MAX(m), &k, in + pos, m);
            break;
        case F_CTR32:
        case F_CTR128:
            err = qz_aes_ctr_update(&c.ctr, out + w, in + pos, m);
            k = m;
            break;
        case F_CFB:
            err = qz_aes_cfb_update(&c.cfb, out + w, in + pos, m);
            k = m;
            break;
        case F_OFB:
            err = qz_aes_ofb_update(&c.ofb, out + w, in + pos, m);
            k = m;
            break;
        default:
            err = (dec ? qz_aes_cbc_decrypt_update : qz_aes_cbc_encrypt_update)(&c.cbc, out + w, QZ_AES_CBC_UPDATE_OUT_MAX(m), &k, in + pos, m);
            break;
        }
        if (err == QZ_OK)
            w += k;
    }
    if (err == QZ_OK) {
        k = 0;
        switch (f->mode) {
        case F_ECB:
            err = (dec ? qz_aes_ecb_decrypt_final : qz_aes_ecb_encrypt_final)(&c.ecb, out + w, QZ_AES_CBC_FINAL_OUT_MAX, &k);
            break;
        case F_CTR32:
        case F_CTR128:
            err = qz_aes_ctr_final(&c.ctr);
            break;
        case F_CFB:
            err = qz_aes_cfb_final(&c.cfb);
            break;
        case F_OFB:
            err = qz_aes_ofb_final(&c.ofb);
            break;
        default:
            err = (dec ? qz_aes_cbc_decrypt_final : qz_aes_cbc_encrypt_final)(&c.cbc, out + w, QZ_AES_CBC_FINAL_OUT_MAX, &k);
            break;
        }
        w += k;
    }
    QZ_FUZZ_ASSERT(qzt_all_zero(&c, sizeof c));
    *olen = w;
    return err;
}

/* The error the mode must give for a message of n bytes (encryption). */
static int expected_error(const fz *f, size_t n)
{
    switch (f->mode) {
    case F_ECB:
    case F_CBC:
        return n % 16 ? QZ_ERR_LENGTH : QZ_OK;
    case F_CS1:
    case F_CS2:
    case F_CS3:
    case F_XTS:
        return n < 16 ? QZ_ERR_LENGTH : QZ_OK;
    case F_CTR32: {
        uint64_t low = ((uint64_t)f->iv[12] << 24) | ((uint64_t)f->iv[13] << 16) |
                       ((uint64_t)f->iv[14] << 8) | f->iv[15];

        return ((uint64_t)n + 15) / 16 > ((uint64_t)1 << 32) - low ? QZ_ERR_LENGTH : QZ_OK;
    }
    default:
        return QZ_OK;
    }
}

#ifdef QZ_FUZZ_OPENSSL
/* OpenSSL's answer for the mode (encrypt or decrypt); returns 1 on
 * success with *olen bytes in out, 0 when OpenSSL refuses. */
static int openssl_mode(const fz *f, int dec, const uint8_t *key, size_t klen,
                        const uint8_t *in, size_t n, uint8_t *out, size_t *olen)
{
    static const char *const names[] = {"ECB", "CBC", "CBC", "CBC-CTS", "CBC-CTS", "CBC-CTS",
                                        "CTR", "CTR", "CFB", "OFB", "XTS"};
    char name[32];
    EVP_CIPHER *ciph;
    EVP_CIPHER_CTX *c;
    OSSL_PARAM params[2] = {OSSL_PARAM_END, OSSL_PARAM_END};
    int len = 0, len2 = 0, ok;

    snprintf(name, sizeof name, "AES-%u-%s", (unsigned)(f->mode == F_XTS ? klen * 4 : klen * 8),
             names[f->mode]);
    if (f->mode >= F_CS1 && f->mode <= F_CS3)
        params[0] = OSSL_PARAM_construct_utf8_string(
            OSSL_CIPHER_PARAM_CTS_MODE,
            (char *)(f->mode == F_CS1 ? "CS1" : f->mode == F_CS2 ? "CS2" : "CS3"), 0);
    ciph = EVP_CIPHER_fetch(NULL, name, NULL);
    QZ_FUZZ_ASSERT(ciph != NULL);
    c = EVP_CIPHER_CTX_new();
    QZ_FUZZ_ASSERT(c != NULL);
    ok = EVP_CipherInit_ex2(c, ciph, key, f->mode == F_ECB ? NULL : f->iv, !dec, params) == 1;
    if (ok && f->mode != F_PKCS7)
        EVP_CIPHER_CTX_set_padding(c, 0);
    ok = ok && EVP_CipherUpdate(c, out, &len, in, (int)n) == 1 &&
         EVP_CipherFinal_ex(c, out + len, &len2) == 1;
    EVP_CIPHER_CTX_free(c);
    EVP_CIPHER_free(ciph);
    *olen = (size_t)len + (size_t)len2;
    return ok;
}
#endif

int QZ_FUZZ_TARGET(aes_modes)(const uint8_t *data, size_t size)
{
    static uint8_t ct[MAXLEN + 32], pt[MAXLEN + 32], tmp[MAXLEN + 32];
    static fz f;
    const uint8_t *key, *msg;
    size_t klen, n, ch, clen, plen, tlen;
    int err, want;

    if (size < 3)
        return 0;
    f.mode = data[0] % 11;
    klen = f.mode == F_XTS ? 32u << (data[1] % 2) : 16u + 8u * (data[1] % 3);
    ch = data[2];
    data += 3;
    size -= 3;
    if (size < klen + 16)
        return 0;
    key = data;
    f.iv = data + klen;
    msg = data + klen + 16;
    n = size - klen - 16;
    if (n > MAXLEN)
        n = MAXLEN;

    if (f.mode == F_XTS) {
        err = qz_xts_set_encrypt_key(&f.xe, key, klen);
        QZ_FUZZ_ASSERT(err == (memcmp(key, key + klen / 2, klen / 2) == 0 ? QZ_ERR_LENGTH : QZ_OK));
        if (err != QZ_OK)
            return 0;
        QZ_FUZZ_ASSERT(qz_xts_set_decrypt_key(&f.xd, key, klen) == QZ_OK);
    } else {
        QZ_FUZZ_ASSERT(qz_aes_set_encrypt_key(&f.ek, key, klen) == QZ_OK);
        QZ_FUZZ_ASSERT(qz_aes_set_decrypt_key(&f.dk, key, klen) == QZ_OK);
    }

    /* Encrypt, check the length rule, decrypt back. */
    want = expected_error(&f, n);
    memset(ct, 0xa5, sizeof ct);
    err = oneshot(&f, 0, msg, n, ct, sizeof ct, &clen);
    QZ_FUZZ_ASSERT(err == want);
    if (err != QZ_OK) {
        QZ_FUZZ_ASSERT(ct[0] == 0xa5);
    } else {
        QZ_FUZZ_ASSERT(clen == (f.mode == F_PKCS7 ? QZ_AES_CBC_PKCS7_OUT(n) : n));
        QZ_FUZZ_ASSERT(oneshot(&f, 1, ct, clen, pt, sizeof pt, &plen) == QZ_OK);
        QZ_FUZZ_ASSERT(plen == n && memcmp(pt, msg, n) == 0);
        /* In place. */
        memcpy(tmp, msg, n);
        QZ_FUZZ_ASSERT(oneshot(&f, 0, tmp, n, tmp, sizeof tmp, &tlen) == QZ_OK);
        QZ_FUZZ_ASSERT(tlen == clen && memcmp(tmp, ct, clen) == 0);
        /* Streamed in the input's chunk size. */
        if (f.mode != F_XTS && ch > 0) {
            QZ_FUZZ_ASSERT(streamed(&f, 0, msg, n, ch, tmp, &tlen) == QZ_OK);
            QZ_FUZZ_ASSERT(tlen == clen && memcmp(tmp, ct, clen) == 0);
            QZ_FUZZ_ASSERT(streamed(&f, 1, ct, clen, ch, tmp, &tlen) == QZ_OK);
            QZ_FUZZ_ASSERT(tlen == n && memcmp(tmp, msg, n) == 0);
        }
#ifdef QZ_FUZZ_OPENSSL
        /* (CTR32 that does not wrap is OpenSSL's 128-bit CTR.) */
        QZ_FUZZ_ASSERT(openssl_mode(&f, 0, key, klen, msg, n, tmp, &tlen));
        QZ_FUZZ_ASSERT(tlen == clen && memcmp(tmp, ct, clen) == 0);
#endif
    }

    /* Attacker bytes as a ciphertext. */
    memset(pt, 0xa5, sizeof pt);
    err = oneshot(&f, 1, msg, n, pt, sizeof pt, &plen);
    if (f.mode == F_PKCS7) {
        if (n == 0 || n % 16 != 0) {
            QZ_FUZZ_ASSERT(err == QZ_ERR_LENGTH && pt[0] == 0xa5);
            return 0;
        }
        QZ_FUZZ_ASSERT(err == QZ_OK || err == QZ_ERR_AUTH);
        if (err == QZ_ERR_AUTH) {
            QZ_FUZZ_ASSERT(qzt_all_zero(pt, n - 1));
#ifdef QZ_FUZZ_OPENSSL
            QZ_FUZZ_ASSERT(!openssl_mode(&f, 1, key, klen, msg, n, tmp, &tlen));
#endif
            return 0;
        }
        QZ_FUZZ_ASSERT(plen < n && plen + 16 >= n);
    } else {
        QZ_FUZZ_ASSERT(err == want);
        if (err != QZ_OK)
            return 0;
        QZ_FUZZ_ASSERT(plen == n);
    }
#ifdef QZ_FUZZ_OPENSSL
    QZ_FUZZ_ASSERT(openssl_mode(&f, 1, key, klen, msg, n, tmp, &tlen));
    QZ_FUZZ_ASSERT(tlen == plen && memcmp(tmp, pt, plen) == 0);
#endif
    QZ_FUZZ_ASSERT(oneshot(&f, 0, pt, plen, tmp, sizeof tmp, &tlen) == QZ_OK);
    QZ_FUZZ_ASSERT(tlen == n && memcmp(tmp, msg, n) == 0);
    return 0;
}

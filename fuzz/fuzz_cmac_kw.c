/*
 * Fuzz target: AES-CMAC and AES key wrap (KW, KWP) with input-chosen key
 * size, key, chunking / tag length and data.
 *
 * Properties (always):
 *  - CMAC: streaming in the input's chunk size equals the one-shot tag;
 *    verification accepts the tag truncated to the input-chosen length
 *    (8..16) and refuses it with one bit flipped; contexts end all zero;
 *  - KW / KWP: wrapping the data (cut to a valid length) and unwrapping
 *    gives it back; unwrapping attacker bytes (the data taken as a wrapped
 *    key) gives QZ_OK or QZ_ERR_AUTH only (QZ_ERR_LENGTH for a length
 *    the variant cannot take), a wiped output on QZ_ERR_AUTH, and on QZ_OK
 *    a key that wraps back to the attacker bytes.
 * With QZ_FUZZ_OPENSSL, differential against OpenSSL: EVP_MAC "CMAC" for
 * the tag, EVP_aes_*_wrap / EVP_aes_*_wrap_pad for the wrapped key and for
 * the verdict and output of unwrapping the attacker bytes.
 *
 * Input: byte 0 algorithm (value mod 3: CMAC, KW, KWP); byte 1 key size
 * (16, 24, 32 by value mod 3); byte 2 chunk size (CMAC; 0 = one call) and
 * tag length (8 + value mod 9); then the key and the data (the rest, at
 * most 2048 bytes).
 */
#include <string.h>

#include "qzcrypt/cmac.h"
#include "qzcrypt/keywrap.h"
#include "fuzz/fuzz_target.h"
#include "qzt.h"

#ifdef QZ_FUZZ_OPENSSL
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/params.h>
#endif

#define MAXLEN 2048

#ifdef QZ_FUZZ_OPENSSL
static void openssl_cmac(const uint8_t *key, size_t klen, const uint8_t *msg, size_t n,
                         uint8_t tag[16])
{
    EVP_MAC *mac = EVP_MAC_fetch(NULL, "CMAC", NULL);
    EVP_MAC_CTX *c;
    char cipher[16];
    OSSL_PARAM params[2];
    size_t tl = 0;

    QZ_FUZZ_ASSERT(mac != NULL);
    c = EVP_MAC_CTX_new(mac);
    QZ_FUZZ_ASSERT(c != NULL);
    snprintf(cipher, sizeof cipher, "AES-%u-CBC", (unsigned)(klen * 8));
    params[0] = OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_CIPHER, cipher, 0);
    params[1] = OSSL_PARAM_construct_end();
    QZ_FUZZ_ASSERT(EVP_MAC_init(c, key, klen, params) == 1);
    QZ_FUZZ_ASSERT(EVP_MAC_update(c, msg, n) == 1);
    QZ_FUZZ_ASSERT(EVP_MAC_final(c, tag, &tl, 16) == 1 && tl == 16);
    EVP_MAC_CTX_free(c);
    EVP_MAC_free(mac);
}

/* OpenSSL key wrap (pad: KWP); returns 1 and *olen on success. */
static int openssl_wrap(int pad, int enc, const uint8_t *key, size_t klen, const uint8_t *in,
                        size_t n, uint8_t *out, size_t *olen)
{
    const EVP_CIPHER *ciph =
        pad ? (klen == 16 ? EVP_aes_128_wrap_pad() : klen == 24 ? EVP_aes_192_wrap_pad()
                                                                : EVP_aes_256_wrap_pad())
            : (klen == 16 ? EVP_aes_128_wrap() : klen == 24 ? EVP_aes_192_wrap()
                                                            : EVP_aes_256_wrap());
    EVP_CIPHER_CTX *c = EVP_CIPHER_CTX_new();
    int len = 0, len2 = 0, ok;

    QZ_FUZZ_ASSERT(c != NULL);
    EVP_CIPHER_CTX_set_flags(c, EVP_CIPHER_CTX_FLAG_WRAP_ALLOW);
    ok = EVP_CipherInit_ex(c, ciph, NULL, key, NULL, enc) == 1 &&
         EVP_CipherUpdate(c, out, &len, in, (int)n) == 1 &&
         EVP_CipherFinal_ex(c, out + len, &len2) == 1;
    EVP_CIPHER_CTX_free(c);
    *olen = (size_t)len + (size_t)len2;
    return ok;
}
#endif

static void fuzz_cmac(const uint8_t *key, size_t klen, unsigned b2, const uint8_t *msg,
                      size_t n)
{
    qz_cmac_key ck;
    qz_cmac_ctx ctx;
    uint8_t tag[16], tag2[16];
    size_t ch = b2, tl = 8 + b2 % 9;

    QZ_FUZZ_ASSERT(qz_cmac_set_key(&ck, key, klen) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_cmac(&ck, tag, 16, msg, n) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_cmac_init(&ctx, &ck) == QZ_OK);
    if (ch == 0)
        ch = n ? n : 1;
    for (size_t pos = 0; pos < n; pos += ch)
        QZ_FUZZ_ASSERT(qz_cmac_update(&ctx, msg + pos, n - pos < ch ? n - pos : ch) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_cmac_final(&ctx, tag2, 16) == QZ_OK);
    QZ_FUZZ_ASSERT(qzt_all_zero(&ctx, sizeof ctx));
    QZ_FUZZ_ASSERT(memcmp(tag, tag2, 16) == 0);
    QZ_FUZZ_ASSERT(qz_cmac_check(&ck, msg, n, tag, tl) == QZ_OK);
    tag2[b2 % tl] ^= (uint8_t)(1u << (b2 % 8));
    QZ_FUZZ_ASSERT(qz_cmac_check(&ck, msg, n, tag2, tl) == QZ_ERR_AUTH);
#ifdef QZ_FUZZ_OPENSSL
    openssl_cmac(key, klen, msg, n, tag2);
    QZ_FUZZ_ASSERT(memcmp(tag, tag2, 16) == 0);
#endif
    qz_cmac_wipe_key(&ck);
}

static void fuzz_wrap(int pad, const uint8_t *key, size_t klen, const uint8_t *msg, size_t n)
{
    static uint8_t w[MAXLEN + 16], u[MAXLEN + 16], r[MAXLEN + 16];
    qz_aes_key ek, dk;
    size_t wl, ul, rl, m;
    int err;

#ifdef QZ_FUZZ_CROSS_SAMPLE
    /* On the cores (replay): at most 32 semiblocks and every length mod 8
     * (six AES calls a semiblock, three passes: an M0+ took 40 s over the
     * longer ones in the simulator). */
    if (n > 256)
        n = 256 + n % 8;
#endif
    QZ_FUZZ_ASSERT(qz_aes_set_encrypt_key(&ek, key, klen) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_aes_set_decrypt_key(&dk, key, klen) == QZ_OK);

    /* Round trip of the data cut to a length the variant takes. */
    m = pad ? n : (n & ~(size_t)7);
    err = pad ? qz_aes_kwp_wrap(&ek, w, sizeof w, &wl, msg, m)
              : qz_aes_kw_wrap(&ek, w, sizeof w, &wl, msg, m);
    QZ_FUZZ_ASSERT(err == ((pad ? m >= 1 : m >= 16) ? QZ_OK : QZ_ERR_LENGTH));
    if (err == QZ_OK) {
        QZ_FUZZ_ASSERT(wl == (pad ? QZ_AES_KWP_WRAP_OUT(m) : m + 8));
        err = pad ? qz_aes_kwp_unwrap(&dk, u, wl - 8, &ul, w, wl)
                  : qz_aes_kw_unwrap(&dk, u, wl - 8, &ul, w, wl);
        QZ_FUZZ_ASSERT(err == QZ_OK && ul == m && memcmp(u, msg, m) == 0);
#ifdef QZ_FUZZ_OPENSSL
        QZ_FUZZ_ASSERT(openssl_wrap(pad, 1, key, klen, msg, m, r, &rl));
        QZ_FUZZ_ASSERT(rl == wl && memcmp(r, w, wl) == 0);
#endif
    }

    /* Attacker bytes as a wrapped key. */
    memset(u, 0xa5, sizeof u);
    err = pad ? qz_aes_kwp_unwrap(&dk, u, sizeof u, &ul, msg, n)
              : qz_aes_kw_unwrap(&dk, u, sizeof u, &ul, msg, n);
    if (n % 8 != 0 || n < (pad ? 16u : 24u)) {
        QZ_FUZZ_ASSERT(err == QZ_ERR_LENGTH && u[0] == 0xa5);
        return;
    }
    QZ_FUZZ_ASSERT(err == QZ_OK || err == QZ_ERR_AUTH);
#ifdef QZ_FUZZ_OPENSSL
    {
        int ok = openssl_wrap(pad, 0, key, klen, msg, n, r, &rl);

        QZ_FUZZ_ASSERT(ok == (err == QZ_OK));
        if (ok)
            QZ_FUZZ_ASSERT(rl == ul && memcmp(r, u, ul) == 0);
    }
#endif
    if (err == QZ_ERR_AUTH) {
        QZ_FUZZ_ASSERT(qzt_all_zero(u, n - 8) && u[n - 8] == 0xa5);
        return;
    }
    QZ_FUZZ_ASSERT(pad ? (ul <= n - 8 && ul + 8 > n - 8) : ul == n - 8);
    err = pad ? qz_aes_kwp_wrap(&ek, r, sizeof r, &rl, u, ul)
              : qz_aes_kw_wrap(&ek, r, sizeof r, &rl, u, ul);
    QZ_FUZZ_ASSERT(err == QZ_OK && rl == n && memcmp(r, msg, n) == 0);
}

int QZ_FUZZ_TARGET(cmac_kw)(const uint8_t *data, size_t size)
{
    size_t klen, n;
    unsigned alg, b2;

    if (size < 3)
        return 0;
    alg = data[0] % 3;
    klen = 16u + 8u * (data[1] % 3);
    b2 = data[2];
    data += 3;
    size -= 3;
    if (size < klen)
        return 0;
    n = size - klen;
    if (n > MAXLEN)
        n = MAXLEN;
    if (alg == 0)
        fuzz_cmac(data, klen, b2, data + klen, n);
    else
        fuzz_wrap(alg == 2, data, klen, data + klen, n);
    return 0;
}

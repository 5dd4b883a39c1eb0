/*
 * Fuzz target: HKDF with input-chosen salt, info, key material and output
 * length (including lengths past the 255 * HashLen limit, which must be
 * refused without writing). qz_hkdf equals extract + expand; a shorter
 * expansion is a prefix of a longer one; with QZ_FUZZ_OPENSSL the output
 * equals OpenSSL's HKDF.
 *
 * Input: byte 0 variant, bytes 1-2 output length, byte 3 salt length,
 * byte 4 info length, then salt, info, and the key material.
 */
#include <string.h>

#include "qzcrypt/hkdf.h"
#include "fuzz/fuzz_target.h"

#ifdef QZ_FUZZ_OPENSSL
#include <openssl/core_names.h>
#include <openssl/kdf.h>
#include <openssl/params.h>

static const char *openssl_name(qz_hash_id alg)
{
    static const char *names[] = {"SHA224", "SHA256", "SHA384", "SHA512",
                                  "SHA512-224", "SHA512-256"};
    return names[alg->id - 1];
}

static int openssl_hkdf(qz_hash_id alg, const uint8_t *salt, size_t sl, const uint8_t *ikm,
                        size_t il, const uint8_t *info, size_t fl, uint8_t *out, size_t n)
{
    EVP_KDF *kdf = EVP_KDF_fetch(NULL, "HKDF", NULL);
    EVP_KDF_CTX *kctx = EVP_KDF_CTX_new(kdf);
    OSSL_PARAM params[5], *p = params;
    int ok;

    *p++ = OSSL_PARAM_construct_utf8_string(OSSL_KDF_PARAM_DIGEST,
                                            (char *)openssl_name(alg), 0);
    *p++ = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_KEY, (void *)ikm, il);
    if (sl > 0)
        *p++ = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_SALT, (void *)salt, sl);
    *p++ = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_INFO, (void *)info, fl);
    *p = OSSL_PARAM_construct_end();
    ok = EVP_KDF_derive(kctx, out, n, params) == 1;
    EVP_KDF_CTX_free(kctx);
    EVP_KDF_free(kdf);
    return ok;
}
#endif

static uint8_t okm[255 * 64 + 16], okm2[255 * 64 + 16];

int QZ_FUZZ_TARGET(hkdf)(const uint8_t *data, size_t size)
{
    uint8_t prk[QZ_HASH_MAX_DIGEST_BYTES];
    qz_hash_id alg;
    size_t h, len, sl, fl, il;
    const uint8_t *salt, *info, *ikm;

    if (size < 5)
        return 0;
    alg = qz_fuzz_sha2(data[0]);
    h = qz_hash_digest_bytes(alg);
    len = ((size_t)data[1] << 8 | data[2]) % (255 * h + 9);
#ifdef QZ_FUZZ_CROSS_SAMPLE
    /* On the cores (replay): outputs of up to four blocks, the longest one
     * and the refused lengths past it; the lengths between are the same
     * loop, and an M0+ took a minute over them in the simulator. */
    if (len < 255 * h)
        len %= 4 * h + 1;
#endif
    sl = data[3];
    fl = data[4];
    data += 5;
    size -= 5;
    if (sl > size)
        sl = size;
    salt = data;
    if (fl > size - sl)
        fl = size - sl;
    info = data + sl;
    ikm = data + sl + fl;
    il = size - sl - fl;

    memset(okm, 0xa5, sizeof okm);
    if (len > 255 * h) {
        QZ_FUZZ_ASSERT(qz_hkdf(alg, okm, len, salt, sl, ikm, il, info, fl) == QZ_ERR_LENGTH);
        QZ_FUZZ_ASSERT(okm[0] == 0xa5 && okm[len - 1] == 0xa5);
        return 0;
    }
    QZ_FUZZ_ASSERT(qz_hkdf(alg, okm, len, salt, sl, ikm, il, info, fl) == QZ_OK);
    QZ_FUZZ_ASSERT(okm[len] == 0xa5);
    QZ_FUZZ_ASSERT(qz_hkdf_extract(alg, prk, h, salt, sl, ikm, il) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_hkdf_expand(alg, okm2, len / 2, prk, h, info, fl) == QZ_OK);
    QZ_FUZZ_ASSERT(memcmp(okm, okm2, len / 2) == 0);

#ifdef QZ_FUZZ_OPENSSL
    if (len > 0) {
        QZ_FUZZ_ASSERT(openssl_hkdf(alg, salt, sl, ikm, il, info, fl, okm2, len));
        QZ_FUZZ_ASSERT(memcmp(okm, okm2, len) == 0);
    }
#endif
    return 0;
}

/*
 * Fuzz target: KMAC128/256 and KMACXOF with input-chosen key,
 * customisation string, message split and output length. Streaming equals
 * one-shot; verify accepts the tag and rejects it with one bit flipped;
 * KMACXOF squeezed in pieces equals one squeeze; with QZ_FUZZ_OPENSSL the
 * output equals OpenSSL's KMAC (keys of 4..512 bytes, its limits).
 *
 * Input: byte 0 variant (bit 0: 256, bit 1: XOF), byte 1 key length,
 * byte 2 customisation length, byte 3 output length - 1, byte 4 split and
 * flip position, then key, customisation, message.
 */
#include <string.h>

#include "qzcrypt/sha3.h"
#include "fuzz/fuzz_target.h"

#ifdef QZ_FUZZ_OPENSSL
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/params.h>
#endif

int QZ_FUZZ_TARGET(kmac)(const uint8_t *data, size_t size)
{
    uint8_t one[256], two[256];
    int is256, xof;
    size_t kl, cl, L, split, ml;
    unsigned flip;
    const uint8_t *key, *custom, *msg;
    qz_kmac_ctx ctx;
    int (*init)(qz_kmac_ctx *, const uint8_t *, size_t, const uint8_t *, size_t);

    if (size < 5)
        return 0;
    is256 = data[0] & 1;
    xof = (data[0] >> 1) & 1;
    kl = data[1];
    cl = data[2];
    L = (size_t)data[3] + 1;
    flip = data[4];
    data += 5;
    size -= 5;
    kl = kl < size ? kl : size;
    key = data;
    cl = cl < size - kl ? cl : size - kl;
    custom = data + kl;
    msg = data + kl + cl;
    ml = size - kl - cl;
    split = ml ? flip % (ml + 1) : 0;
    init = is256 ? qz_kmac256_init : qz_kmac128_init;

    QZ_FUZZ_ASSERT(init(&ctx, key, kl, custom, cl) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_kmac_update(&ctx, msg, ml) == QZ_OK);
    if (xof) {
        QZ_FUZZ_ASSERT(qz_kmac_xof_squeeze(&ctx, one, L) == QZ_OK);
        QZ_FUZZ_ASSERT(qz_shake_wipe(&ctx) == QZ_OK);
        QZ_FUZZ_ASSERT(init(&ctx, key, kl, custom, cl) == QZ_OK);
        QZ_FUZZ_ASSERT(qz_kmac_update(&ctx, msg, split) == QZ_OK);
        QZ_FUZZ_ASSERT(qz_kmac_update(&ctx, msg + split, ml - split) == QZ_OK);
        for (size_t off = 0, step = 1 + flip % 17; off < L; off += step)
            QZ_FUZZ_ASSERT(qz_kmac_xof_squeeze(&ctx, two + off, L - off < step ? L - off : step) == QZ_OK);
        QZ_FUZZ_ASSERT(memcmp(one, two, L) == 0);
    } else {
        QZ_FUZZ_ASSERT(qz_kmac_final(&ctx, one, L) == QZ_OK);
        QZ_FUZZ_ASSERT((is256 ? qz_kmac256 : qz_kmac128)(two, L, key, kl, custom, cl, msg, ml) == QZ_OK);
        QZ_FUZZ_ASSERT(memcmp(one, two, L) == 0);
        QZ_FUZZ_ASSERT(init(&ctx, key, kl, custom, cl) == QZ_OK);
        QZ_FUZZ_ASSERT(qz_kmac_update(&ctx, msg, split) == QZ_OK);
        QZ_FUZZ_ASSERT(qz_kmac_update(&ctx, msg + split, ml - split) == QZ_OK);
        QZ_FUZZ_ASSERT(qz_kmac_verify(&ctx, one, L) == QZ_OK);
        two[(flip >> 3) % L] ^= (uint8_t)(1u << (flip & 7));
        QZ_FUZZ_ASSERT(init(&ctx, key, kl, custom, cl) == QZ_OK);
        QZ_FUZZ_ASSERT(qz_kmac_update(&ctx, msg, ml) == QZ_OK);
        QZ_FUZZ_ASSERT(qz_kmac_verify(&ctx, two, L) == QZ_ERR_AUTH);
    }

#ifdef QZ_FUZZ_OPENSSL
    if (kl >= 4) {
        EVP_MAC *mac = EVP_MAC_fetch(NULL, is256 ? "KMAC-256" : "KMAC-128", NULL);
        EVP_MAC_CTX *mctx = EVP_MAC_CTX_new(mac);
        OSSL_PARAM params[4], *p = params;
        int xof_flag = xof;
        size_t outl = 0;
        uint8_t ref[256];

        *p++ = OSSL_PARAM_construct_octet_string(OSSL_MAC_PARAM_CUSTOM, (void *)custom, cl);
        *p++ = OSSL_PARAM_construct_size_t(OSSL_MAC_PARAM_SIZE, &L);
        *p++ = OSSL_PARAM_construct_int(OSSL_MAC_PARAM_XOF, &xof_flag);
        *p = OSSL_PARAM_construct_end();
        QZ_FUZZ_ASSERT(mctx != NULL);
        QZ_FUZZ_ASSERT(EVP_MAC_init(mctx, key, kl, params) == 1);
        QZ_FUZZ_ASSERT(EVP_MAC_update(mctx, msg, ml) == 1);
        QZ_FUZZ_ASSERT(EVP_MAC_final(mctx, ref, &outl, sizeof ref) == 1 && outl == L);
        EVP_MAC_CTX_free(mctx);
        EVP_MAC_free(mac);
        QZ_FUZZ_ASSERT(memcmp(ref, one, L) == 0);
    }
#endif
    return 0;
}

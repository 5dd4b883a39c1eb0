/*
 * Fuzz target: SHA-3 and SHAKE with input-chosen absorb and squeeze
 * chunking must equal the one-shot result; with QZ_FUZZ_OPENSSL also
 * equal to OpenSSL's SHA3 / SHAKE.
 *
 * Input: byte 0 picks SHA3-224/256/384/512, SHAKE128 or SHAKE256, byte 1
 * seeds the chunk sizes, bytes 2-3 the SHAKE output length (0..600), the
 * rest is the message.
 */
#include <string.h>

#include "qzcrypt/hash.h"
#include "fuzz/fuzz_target.h"

#ifdef QZ_FUZZ_OPENSSL
#include <openssl/evp.h>
#endif

static uint8_t one[608], streamed[608];

int QZ_FUZZ_TARGET(sha3)(const uint8_t *data, size_t size)
{
    unsigned which, seed;
    size_t out_len, off = 0;

    if (size < 4)
        return 0;
    which = data[0] % 6;
    seed = data[1];
    out_len = ((size_t)data[2] << 8 | data[3]) % 601;
    data += 4;
    size -= 4;

    if (which < 4) {
        static const qz_hash_alg *const sha3[4] = {QZ_HASH_SHA3_224, QZ_HASH_SHA3_256,
                                                  QZ_HASH_SHA3_384, QZ_HASH_SHA3_512};
        qz_hash_id alg = sha3[which];
        qz_hash_ctx ctx;

        out_len = qz_hash_digest_bytes(alg);
        QZ_FUZZ_ASSERT(qz_hash(alg, one, qz_hash_digest_bytes(alg), data, size) == QZ_OK);
        QZ_FUZZ_ASSERT(qz_hash_init(&ctx, alg) == QZ_OK);
        while (off < size) {
            size_t chunk = 1 + (seed * 41 + off) % 211;

            chunk = chunk < size - off ? chunk : size - off;
            QZ_FUZZ_ASSERT(qz_hash_update(&ctx, data + off, chunk) == QZ_OK);
            off += chunk;
            seed = seed * 5 + 3;
        }
        QZ_FUZZ_ASSERT(qz_hash_final(&ctx, streamed, qz_hash_digest_bytes(alg)) == QZ_OK);
    } else {
        int is128 = which == 4;
        qz_shake_ctx ctx;

        QZ_FUZZ_ASSERT((is128 ? qz_shake128 : qz_shake256)(one, out_len, data, size) == QZ_OK);
        QZ_FUZZ_ASSERT((is128 ? qz_shake128_init : qz_shake256_init)(&ctx) == QZ_OK);
        while (off < size) {
            size_t chunk = 1 + (seed * 41 + off) % 211;

            chunk = chunk < size - off ? chunk : size - off;
            QZ_FUZZ_ASSERT(qz_shake_absorb(&ctx, data + off, chunk) == QZ_OK);
            off += chunk;
            seed = seed * 5 + 3;
        }
        for (off = 0; off < out_len;) {
            size_t chunk = 1 + (seed * 13 + off) % 173;

            chunk = chunk < out_len - off ? chunk : out_len - off;
            QZ_FUZZ_ASSERT(qz_shake_squeeze(&ctx, streamed + off, chunk) == QZ_OK);
            off += chunk;
            seed = seed * 7 + 1;
        }
        QZ_FUZZ_ASSERT(qz_shake_absorb(&ctx, data, 0) == QZ_ERR_STATE || out_len == 0);
        QZ_FUZZ_ASSERT(qz_shake_wipe(&ctx) == QZ_OK);
    }
    QZ_FUZZ_ASSERT(memcmp(one, streamed, out_len) == 0);

#ifdef QZ_FUZZ_OPENSSL
    {
        static const char *names[] = {"SHA3-224", "SHA3-256", "SHA3-384", "SHA3-512",
                                      "SHAKE128", "SHAKE256"};
        EVP_MD_CTX *mctx = EVP_MD_CTX_new();
        const EVP_MD *md = EVP_get_digestbyname(names[which]);
        uint8_t ref[608];
        unsigned int rlen = 0;

        QZ_FUZZ_ASSERT(mctx != NULL && md != NULL);
        QZ_FUZZ_ASSERT(EVP_DigestInit_ex(mctx, md, NULL) == 1);
        QZ_FUZZ_ASSERT(EVP_DigestUpdate(mctx, data, size) == 1);
        if (which < 4)
            QZ_FUZZ_ASSERT(EVP_DigestFinal_ex(mctx, ref, &rlen) == 1 && rlen == out_len);
        else if (out_len > 0)
            QZ_FUZZ_ASSERT(EVP_DigestFinalXOF(mctx, ref, out_len) == 1);
        EVP_MD_CTX_free(mctx);
        QZ_FUZZ_ASSERT(memcmp(ref, one, out_len) == 0);
    }
#endif
    return 0;
}

/*
 * Fuzz target: SHA-2 streaming with input-chosen chunking must equal the
 * one-shot digest, for every variant; with QZ_FUZZ_OPENSSL also equal to
 * OpenSSL's EVP digest.
 *
 * Input: byte 0 picks the variant, byte 1 seeds the chunk sizes, the rest
 * is the message.
 */
#include <string.h>

#include "qzcrypt/hash.h"
#include "fuzz/fuzz_target.h"

#ifdef QZ_FUZZ_OPENSSL
#include <openssl/evp.h>
#endif

int QZ_FUZZ_TARGET(sha2)(const uint8_t *data, size_t size)
{
    uint8_t one[QZ_HASH_MAX_DIGEST_BYTES], streamed[QZ_HASH_MAX_DIGEST_BYTES];
    qz_hash_ctx ctx;
    qz_hash_id alg;
    unsigned seed;
    size_t n, off = 0;

    if (size < 2)
        return 0;
    alg = qz_fuzz_sha2(data[0]);
    seed = data[1];
    data += 2;
    size -= 2;
    n = qz_hash_digest_bytes(alg);

    QZ_FUZZ_ASSERT(qz_hash(alg, one, n, data, size) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_hash_init(&ctx, alg) == QZ_OK);
    while (off < size) {
        size_t chunk = 1 + (seed * 37 + off) % 151;

        if (chunk > size - off)
            chunk = size - off;
        QZ_FUZZ_ASSERT(qz_hash_update(&ctx, data + off, chunk) == QZ_OK);
        QZ_FUZZ_ASSERT(qz_hash_update(&ctx, NULL, 0) == QZ_OK);
        off += chunk;
        seed = seed * 5 + 1;
    }
    QZ_FUZZ_ASSERT(qz_hash_final(&ctx, streamed, n) == QZ_OK);
    QZ_FUZZ_ASSERT(memcmp(one, streamed, n) == 0);
    /* A finished context is wiped and refuses further use. */
    QZ_FUZZ_ASSERT(qz_hash_update(&ctx, data, size) == QZ_ERR_STATE);

#ifdef QZ_FUZZ_OPENSSL
    {
        uint8_t ref[EVP_MAX_MD_SIZE];
        unsigned int rlen = 0;

        QZ_FUZZ_ASSERT(EVP_Digest(data, size, ref, &rlen, openssl_md(alg), NULL) == 1);
        QZ_FUZZ_ASSERT(rlen == n && memcmp(ref, one, n) == 0);
    }
#endif
    return 0;
}

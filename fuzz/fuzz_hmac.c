/*
 * Fuzz target: HMAC with input-chosen key, message and split point.
 * One-shot equals streaming; qz_hmac_verify accepts the tag (and its
 * truncations) and rejects it with any one bit flipped; with
 * QZ_FUZZ_OPENSSL the tag equals OpenSSL's HMAC().
 *
 * Input: byte 0 variant, byte 1 key length, byte 2 split point and bit to
 * flip, then the key, then the message.
 */
#include <string.h>

#include "qzcrypt/hmac.h"
#include "fuzz/fuzz_target.h"

#ifdef QZ_FUZZ_OPENSSL
#include <openssl/evp.h>
#include <openssl/hmac.h>
#endif

int QZ_FUZZ_TARGET(hmac)(const uint8_t *data, size_t size)
{
    uint8_t tag[QZ_HASH_MAX_DIGEST_BYTES], tag2[QZ_HASH_MAX_DIGEST_BYTES];
    qz_hmac_ctx ctx;
    int alg;
    size_t klen, split, n;
    const uint8_t *key, *msg;
    size_t mlen;
    unsigned flip;

    if (size < 3)
        return 0;
    alg = 1 + data[0] % 6;
    klen = data[1];
    flip = data[2];
    data += 3;
    size -= 3;
    if (klen > size)
        klen = size;
    key = data;
    msg = data + klen;
    mlen = size - klen;
    split = mlen ? flip % (mlen + 1) : 0;
    n = qz_hash_digest_bytes((qz_hash_id)alg);

    QZ_FUZZ_ASSERT(qz_hmac(alg, key, klen, msg, mlen, tag, sizeof tag) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_hmac_init(&ctx, alg, key, klen) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_hmac_update(&ctx, msg, split) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_hmac_update(&ctx, msg + split, mlen - split) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_hmac_final(&ctx, tag2, sizeof tag2) == QZ_OK);
    QZ_FUZZ_ASSERT(memcmp(tag, tag2, n) == 0);

    QZ_FUZZ_ASSERT(qz_hmac_init(&ctx, alg, key, klen) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_hmac_update(&ctx, msg, mlen) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_hmac_verify(&ctx, tag, QZ_HMAC_MIN_TAG_BYTES + flip % (n - 3)) == QZ_OK);
    tag[(flip >> 3) % n] ^= (uint8_t)(1u << (flip & 7));
    QZ_FUZZ_ASSERT(qz_hmac_init(&ctx, alg, key, klen) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_hmac_update(&ctx, msg, mlen) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_hmac_verify(&ctx, tag, n) == QZ_ERR_AUTH);

#ifdef QZ_FUZZ_OPENSSL
    {
        uint8_t ref[EVP_MAX_MD_SIZE];
        unsigned int rlen = 0;

        QZ_FUZZ_ASSERT(HMAC(openssl_md(alg), key, (int)klen, msg, mlen, ref, &rlen) != NULL);
        QZ_FUZZ_ASSERT(rlen == n && memcmp(ref, tag2, n) == 0);
    }
#endif
    return 0;
}

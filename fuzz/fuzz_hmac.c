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
    uint8_t tag3[QZ_HASH_MAX_DIGEST_BYTES + 1]; /* a truncated tag and a guard */
    qz_hmac_ctx ctx;
    qz_hash_id alg;
    size_t klen, split, n, t;
    const uint8_t *key, *msg;
    size_t mlen;
    unsigned flip;

    if (size < 3)
        return 0;
    alg = qz_fuzz_sha2(data[0]);
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
    n = qz_hash_digest_bytes(alg);

    QZ_FUZZ_ASSERT(qz_hmac(alg, tag, n, key, klen, msg, mlen) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_hmac_init(&ctx, alg, key, klen) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_hmac_update(&ctx, msg, split) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_hmac_update(&ctx, msg + split, mlen - split) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_hmac_final(&ctx, tag2, n) == QZ_OK);
    QZ_FUZZ_ASSERT(memcmp(tag, tag2, n) == 0);

    QZ_FUZZ_ASSERT(qz_hmac_init(&ctx, alg, key, klen) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_hmac_update(&ctx, msg, mlen) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_hmac_verify(&ctx, tag, QZ_HMAC_MIN_TAG_BYTES + flip % (n - 3)) == QZ_OK);
    /* A truncated tag is the full tag's leading bytes; the one-shot check
     * agrees with streaming verification. */
    t = QZ_HMAC_MIN_TAG_BYTES + flip % (n - 3);
    memset(tag3, 0xa5, sizeof tag3);
    QZ_FUZZ_ASSERT(qz_hmac(alg, tag3, t, key, klen, msg, mlen) == QZ_OK);
    QZ_FUZZ_ASSERT(memcmp(tag, tag3, t) == 0 && tag3[t] == 0xa5);
    QZ_FUZZ_ASSERT(qz_hmac_check(alg, key, klen, msg, mlen, tag, t) == QZ_OK);
    tag[(flip >> 3) % n] ^= (uint8_t)(1u << (flip & 7));
    QZ_FUZZ_ASSERT(qz_hmac_init(&ctx, alg, key, klen) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_hmac_update(&ctx, msg, mlen) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_hmac_verify(&ctx, tag, n) == QZ_ERR_AUTH);
    QZ_FUZZ_ASSERT(qz_hmac_check(alg, key, klen, msg, mlen, tag, n) == QZ_ERR_AUTH);

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

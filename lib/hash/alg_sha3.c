/*
 * The hash descriptors of SHA-3 (qzcrypt/hash.h): the generic calls,
 * HMAC, HKDF and HMAC_DRBG reach each hash through its descriptor. Each
 * descriptor and each adapter is its own section, so an image keeps the
 * descriptors it names and the code they point to, nothing else.
 */
#include "hash/alg_def.h"

static int update_sha3(qz_hash_ctx *c, const void *data, size_t len)
{
    return qz_sha3_update(&c->sha3, data, len);
}

QZI_HASH_ALG(sha3_224, sha3, SHA3_224, QZ_SHA3_224_DIGEST_BYTES, QZ_SHA3_224_RATE,
             update_sha3);
QZI_HASH_ALG(sha3_256, sha3, SHA3_256, QZ_SHA3_256_DIGEST_BYTES, QZ_SHA3_256_RATE,
             update_sha3);
QZI_HASH_ALG(sha3_384, sha3, SHA3_384, QZ_SHA3_384_DIGEST_BYTES, QZ_SHA3_384_RATE,
             update_sha3);
QZI_HASH_ALG(sha3_512, sha3, SHA3_512, QZ_SHA3_512_DIGEST_BYTES, QZ_SHA3_512_RATE,
             update_sha3);

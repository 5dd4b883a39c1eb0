/*
 * The hash descriptors of SHA-2 (qzcrypt/hash.h): the generic calls,
 * HMAC, HKDF and HMAC_DRBG reach each hash through its descriptor. Each
 * descriptor and each adapter is its own section, so an image keeps the
 * descriptors it names and the code they point to, nothing else.
 */
#include "hash/alg_def.h"

static int update_sha256(qz_hash_ctx *c, const void *data, size_t len)
{
    return qz_sha256_update(&c->sha256, data, len);
}

static int update_sha512(qz_hash_ctx *c, const void *data, size_t len)
{
    return qz_sha512_update(&c->sha512, data, len);
}

QZI_HASH_ALG(sha224, sha256, SHA224, QZ_SHA224_DIGEST_BYTES, QZ_SHA256_BLOCK_BYTES,
             update_sha256);
QZI_HASH_ALG(sha256, sha256, SHA256, QZ_SHA256_DIGEST_BYTES, QZ_SHA256_BLOCK_BYTES,
             update_sha256);
QZI_HASH_ALG(sha384, sha512, SHA384, QZ_SHA384_DIGEST_BYTES, QZ_SHA512_BLOCK_BYTES,
             update_sha512);
QZI_HASH_ALG(sha512, sha512, SHA512, QZ_SHA512_DIGEST_BYTES, QZ_SHA512_BLOCK_BYTES,
             update_sha512);
QZI_HASH_ALG(sha512_224, sha512, SHA512_224, QZ_SHA512_224_DIGEST_BYTES,
             QZ_SHA512_BLOCK_BYTES, update_sha512);
QZI_HASH_ALG(sha512_256, sha512, SHA512_256, QZ_SHA512_256_DIGEST_BYTES,
             QZ_SHA512_BLOCK_BYTES, update_sha512);

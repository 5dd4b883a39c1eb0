/*
 * The hash descriptors of SHA-3 (qzcrypt/hash.h): the generic calls,
 * HMAC, HKDF and HMAC_DRBG reach each hash through its descriptor. Each
 * descriptor and each adapter below is its own section, so an image keeps
 * the descriptors it names and the code they point to, nothing else.
 */
#include "qzcrypt/hash.h"

static int update_sha3(qz_hash_ctx *c, const void *data, size_t len)
{
    return qz_sha3_update(&c->sha3, data, len);
}

static int init_sha3_224(qz_hash_ctx *c)
{
    return qz_sha3_224_init(&c->sha3);
}

static int final_sha3_224(qz_hash_ctx *c, uint8_t *out)
{
    return qz_sha3_224_final(&c->sha3, out);
}

const qz_hash_alg qz_hash_sha3_224 = {
    QZ_HASH_ALG_MAGIC, QZ_HASH_ID_SHA3_224, QZ_SHA3_224_DIGEST_BYTES, QZ_SHA3_224_RATE,
    init_sha3_224, update_sha3, final_sha3_224
};

static int init_sha3_256(qz_hash_ctx *c)
{
    return qz_sha3_256_init(&c->sha3);
}

static int final_sha3_256(qz_hash_ctx *c, uint8_t *out)
{
    return qz_sha3_256_final(&c->sha3, out);
}

const qz_hash_alg qz_hash_sha3_256 = {
    QZ_HASH_ALG_MAGIC, QZ_HASH_ID_SHA3_256, QZ_SHA3_256_DIGEST_BYTES, QZ_SHA3_256_RATE,
    init_sha3_256, update_sha3, final_sha3_256
};

static int init_sha3_384(qz_hash_ctx *c)
{
    return qz_sha3_384_init(&c->sha3);
}

static int final_sha3_384(qz_hash_ctx *c, uint8_t *out)
{
    return qz_sha3_384_final(&c->sha3, out);
}

const qz_hash_alg qz_hash_sha3_384 = {
    QZ_HASH_ALG_MAGIC, QZ_HASH_ID_SHA3_384, QZ_SHA3_384_DIGEST_BYTES, QZ_SHA3_384_RATE,
    init_sha3_384, update_sha3, final_sha3_384
};

static int init_sha3_512(qz_hash_ctx *c)
{
    return qz_sha3_512_init(&c->sha3);
}

static int final_sha3_512(qz_hash_ctx *c, uint8_t *out)
{
    return qz_sha3_512_final(&c->sha3, out);
}

const qz_hash_alg qz_hash_sha3_512 = {
    QZ_HASH_ALG_MAGIC, QZ_HASH_ID_SHA3_512, QZ_SHA3_512_DIGEST_BYTES, QZ_SHA3_512_RATE,
    init_sha3_512, update_sha3, final_sha3_512
};

/*
 * The hash descriptors of SHA-2 (qzcrypt/hash.h): the generic calls,
 * HMAC, HKDF and HMAC_DRBG reach each hash through its descriptor. Each
 * descriptor and each adapter below is its own section, so an image keeps
 * the descriptors it names and the code they point to, nothing else.
 */
#include "qzcrypt/hash.h"

static int update_sha256(qz_hash_ctx *c, const void *data, size_t len)
{
    return qz_sha256_update(&c->sha256, data, len);
}

static int update_sha512(qz_hash_ctx *c, const void *data, size_t len)
{
    return qz_sha512_update(&c->sha512, data, len);
}

static int init_sha224(qz_hash_ctx *c)
{
    return qz_sha224_init(&c->sha256);
}

static int final_sha224(qz_hash_ctx *c, uint8_t *out)
{
    return qz_sha224_final(&c->sha256, out);
}

const qz_hash_alg qz_hash_sha224 = {
    QZ_HASH_ALG_MAGIC, QZ_HASH_ID_SHA224, QZ_SHA224_DIGEST_BYTES, QZ_SHA256_BLOCK_BYTES,
    init_sha224, update_sha256, final_sha224
};

static int init_sha256(qz_hash_ctx *c)
{
    return qz_sha256_init(&c->sha256);
}

static int final_sha256(qz_hash_ctx *c, uint8_t *out)
{
    return qz_sha256_final(&c->sha256, out);
}

const qz_hash_alg qz_hash_sha256 = {
    QZ_HASH_ALG_MAGIC, QZ_HASH_ID_SHA256, QZ_SHA256_DIGEST_BYTES, QZ_SHA256_BLOCK_BYTES,
    init_sha256, update_sha256, final_sha256
};

static int init_sha384(qz_hash_ctx *c)
{
    return qz_sha384_init(&c->sha512);
}

static int final_sha384(qz_hash_ctx *c, uint8_t *out)
{
    return qz_sha384_final(&c->sha512, out);
}

const qz_hash_alg qz_hash_sha384 = {
    QZ_HASH_ALG_MAGIC, QZ_HASH_ID_SHA384, QZ_SHA384_DIGEST_BYTES, QZ_SHA512_BLOCK_BYTES,
    init_sha384, update_sha512, final_sha384
};

static int init_sha512(qz_hash_ctx *c)
{
    return qz_sha512_init(&c->sha512);
}

static int final_sha512(qz_hash_ctx *c, uint8_t *out)
{
    return qz_sha512_final(&c->sha512, out);
}

const qz_hash_alg qz_hash_sha512 = {
    QZ_HASH_ALG_MAGIC, QZ_HASH_ID_SHA512, QZ_SHA512_DIGEST_BYTES, QZ_SHA512_BLOCK_BYTES,
    init_sha512, update_sha512, final_sha512
};

static int init_sha512_224(qz_hash_ctx *c)
{
    return qz_sha512_224_init(&c->sha512);
}

static int final_sha512_224(qz_hash_ctx *c, uint8_t *out)
{
    return qz_sha512_224_final(&c->sha512, out);
}

const qz_hash_alg qz_hash_sha512_224 = {
    QZ_HASH_ALG_MAGIC, QZ_HASH_ID_SHA512_224, QZ_SHA512_224_DIGEST_BYTES, QZ_SHA512_BLOCK_BYTES,
    init_sha512_224, update_sha512, final_sha512_224
};

static int init_sha512_256(qz_hash_ctx *c)
{
    return qz_sha512_256_init(&c->sha512);
}

static int final_sha512_256(qz_hash_ctx *c, uint8_t *out)
{
    return qz_sha512_256_final(&c->sha512, out);
}

const qz_hash_alg qz_hash_sha512_256 = {
    QZ_HASH_ALG_MAGIC, QZ_HASH_ID_SHA512_256, QZ_SHA512_256_DIGEST_BYTES, QZ_SHA512_BLOCK_BYTES,
    init_sha512_256, update_sha512, final_sha512_256
};

/*
 * The damaged-context checks of the hash contexts (rule:
 * lib/internal/ctx_check.h): SHA-224/256, the SHA-512 family, and the
 * generic qz_hash_ctx, which HMAC embeds twice, and the hash descriptors. Inline, so that the thin
 * wrappers (qz_hash_update, qz_hmac_update) check and still tail-call into
 * the compression: no extra stack on the path to the kernel.
 */
#ifndef QZ_INTERNAL_HASH_CHECK_H
#define QZ_INTERNAL_HASH_CHECK_H

#include "qzcrypt/hash.h"
#include "internal/ctx_check.h"
#include "internal/keccak_sponge.h"

/* SHA-224/256: the id, and a length update can have reached (2^61 - 1
 * bytes; the buffer position is bytes % 64, always in range). */
static inline int qzi_sha256_ctx_check(const qz_sha256_ctx *c)
{
    QZI_CTX_REQUIRE(c->alg == QZ_HASH_ID_SHA224 || c->alg == QZ_HASH_ID_SHA256);
    QZI_CTX_REQUIRE(c->bytes <= (UINT64_C(1) << 61) - 1);
    return QZ_OK;
}

/* The SHA-512 family: the id (any 64-bit length is reachable, and the
 * buffer position is bytes % 128, always in range). */
static inline int qzi_sha512_ctx_check(const qz_sha512_ctx *c)
{
    return qzi_ctx_verdict(c->alg >= QZ_HASH_ID_SHA384 && c->alg <= QZ_HASH_ID_SHA512_256);
}

/* A hash descriptor: the marker, a known identifier, and that hash's
 * digest and block sizes, which HMAC and HKDF size their stack buffers
 * and loops with (a descriptor copied into RAM and damaged there must not
 * make them overflow). What the function pointers point to cannot be
 * checked: a descriptor is the library's constant, or a forgery. */
static inline int qzi_hash_alg_ok(const qz_hash_alg *a)
{
    /* digest and block bytes by QZ_HASH_ID_*; sizes fit 8 bits */
    static const uint8_t digest[11] = {0, 28, 32, 48, 64, 28, 32, 28, 32, 48, 64};
    static const uint8_t block[11] = {0, 64, 64, 128, 128, 128, 128, 144, 136, 104, 72};

    return a != NULL && a->magic == QZ_HASH_ALG_MAGIC && a->id >= QZ_HASH_ID_SHA224 &&
           a->id <= QZ_HASH_ID_SHA3_512 && a->digest_bytes == digest[a->id] &&
           a->block_bytes == block[a->id];
}

/* The check word stored beside a descriptor pointer in a context: a
 * function of the pointer's value, so that a context that was never
 * initialised, was wiped, or was damaged in either word is refused before
 * the pointer is followed. */
static inline uintptr_t qzi_hash_alg_check(const qz_hash_alg *a)
{
    return (uintptr_t)a ^ (uintptr_t)0x71a5c3e1u;
}

/* Any hash context: a descriptor pointer that its check word vouches
 * for, a descriptor of the library, its identifier the one in the hash's
 * own context, and that context sound (checked here too, and not only by
 * the hash's own calls: HMAC's update reaches the inner hash only, and
 * its outer one must be checked as well). */
static inline int qzi_hash_ctx_check(const qz_hash_ctx *c)
{
    uint32_t id;

    QZI_CTX_REQUIRE(c->alg_check == qzi_hash_alg_check(c->alg));
    QZI_CTX_REQUIRE(qzi_hash_alg_ok(c->alg));
    id = c->alg->id;
    QZI_CTX_REQUIRE(id == c->sha256.alg);
    if (id <= QZ_HASH_ID_SHA256)
        return qzi_sha256_ctx_check(&c->sha256);
    if (id >= QZ_HASH_ID_SHA3_224)
        return qzi_keccak_ctx_check(&c->sha3);
    return qzi_sha512_ctx_check(&c->sha512);
}

#endif /* QZ_INTERNAL_HASH_CHECK_H */

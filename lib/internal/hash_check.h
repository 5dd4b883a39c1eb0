/*
 * The damaged-context checks of the hash contexts (rule:
 * lib/internal/ctx_check.h): SHA-224/256, the SHA-512 family, and the
 * generic qz_hash_ctx, which HMAC embeds twice. Inline, so that the thin
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
    QZI_CTX_REQUIRE(c->alg == QZ_HASH_SHA224 || c->alg == QZ_HASH_SHA256);
    QZI_CTX_REQUIRE(c->bytes <= (UINT64_C(1) << 61) - 1);
    return QZ_OK;
}

/* The SHA-512 family: the id (any 64-bit length is reachable, and the
 * buffer position is bytes % 128, always in range). */
static inline int qzi_sha512_ctx_check(const qz_sha512_ctx *c)
{
    return qzi_ctx_verdict(c->alg >= QZ_HASH_SHA384 && c->alg <= QZ_HASH_SHA512_256);
}

/* Any hash context: the member its identifier names (every member begins
 * with the identifier), checked as that member. */
static inline int qzi_hash_ctx_check(const qz_hash_ctx *c)
{
    uint32_t alg = c->sha256.alg;

    if (alg == QZ_HASH_SHA224 || alg == QZ_HASH_SHA256)
        return qzi_sha256_ctx_check(&c->sha256);
    if (alg >= QZ_HASH_SHA3_224 && alg <= QZ_HASH_SHA3_512)
        return qzi_keccak_ctx_check(&c->sha3);
    return qzi_sha512_ctx_check(&c->sha512);
}

#endif /* QZ_INTERNAL_HASH_CHECK_H */

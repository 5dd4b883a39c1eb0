/*
 * Hash algorithm identifiers and a generic hash context over SHA-2 and
 * SHA-3, used by HMAC, HKDF and every family parameterised by a hash.
 *
 * qz_hash_ctx holds any supported hash; qz_hash_init/update/final dispatch
 * on the identifier stored in it. Its rules (chunking, wiping at final,
 * errors, constant time) are those of qzcrypt/sha2.h.
 */
#ifndef QZCRYPT_HASH_H
#define QZCRYPT_HASH_H

#include "qzcrypt/common.h"
#include "qzcrypt/sha2.h"
#include "qzcrypt/sha3.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
    QZ_HASH_SHA224 = 1,
    QZ_HASH_SHA256 = 2,
    QZ_HASH_SHA384 = 3,
    QZ_HASH_SHA512 = 4,
    QZ_HASH_SHA512_224 = 5,
    QZ_HASH_SHA512_256 = 6,
    QZ_HASH_SHA3_224 = 7,
    QZ_HASH_SHA3_256 = 8,
    QZ_HASH_SHA3_384 = 9,
    QZ_HASH_SHA3_512 = 10,
    /* Not an algorithm: makes the enum int-sized on ABIs with short enums
     * (arm-none-eabi), so that every value survives a round trip through
     * the uint32_t identifiers stored in contexts. */
    QZ_HASH_ID_FORCE_INT = 0x7fffffff
} qz_hash_id;

/** Largest digest and block of any supported hash. */
#define QZ_HASH_MAX_DIGEST_BYTES 64
#define QZ_HASH_MAX_BLOCK_BYTES 144 /* SHA3-224's rate */

/** Any hash context. Every member begins with the algorithm identifier
 *  (0 = not initialised). 216 bytes. */
typedef union {
    qz_sha256_ctx sha256;
    qz_sha512_ctx sha512;
    qz_sha3_ctx sha3;
} qz_hash_ctx;

/** Digest / block size in bytes of alg, or 0 for an unknown identifier. */
size_t qz_hash_digest_bytes(qz_hash_id alg);
size_t qz_hash_block_bytes(qz_hash_id alg);

/** Start hashing with alg. Errors: QZ_ERR_NULL, QZ_ERR_ALG. */
int qz_hash_init(qz_hash_ctx *ctx, qz_hash_id alg);

/** Absorb data. Errors: QZ_ERR_NULL, QZ_ERR_STATE, QZ_ERR_LENGTH. */
int qz_hash_update(qz_hash_ctx *ctx, const void *data, size_t len);

/** Write qz_hash_digest_bytes(alg) bytes to out and wipe ctx. out_cap is
 *  the room at out: smaller than the digest gives QZ_ERR_LENGTH (nothing
 *  written, ctx untouched). Errors: QZ_ERR_NULL, QZ_ERR_STATE,
 *  QZ_ERR_LENGTH. */
int qz_hash_final(qz_hash_ctx *ctx, uint8_t *out, size_t out_cap);

/** One-shot hash. Errors: QZ_ERR_NULL, QZ_ERR_ALG, QZ_ERR_LENGTH. */
int qz_hash(qz_hash_id alg, const void *data, size_t len, uint8_t *out,
            size_t out_cap);

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_HASH_H */

/*
 * Hash algorithm identifiers and a generic hash context over SHA-2 and
 * SHA-3, used by HMAC, HKDF and every family parameterised by a hash.
 *
 * A hash is named by a pointer to its constant descriptor (QZ_HASH_SHA256
 * is &qz_hash_sha256): an image links the hashes it names and no other.
 * qz_hash_ctx holds any supported hash; qz_hash_init/update/final call
 * through the descriptor stored in it. Its rules (chunking, wiping at final,
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

/* The numeric identifier of each hash, stored in its context (0 = not
 * initialised) and in its descriptor. */
enum {
    QZ_HASH_ID_SHA224 = 1,
    QZ_HASH_ID_SHA256 = 2,
    QZ_HASH_ID_SHA384 = 3,
    QZ_HASH_ID_SHA512 = 4,
    QZ_HASH_ID_SHA512_224 = 5,
    QZ_HASH_ID_SHA512_256 = 6,
    QZ_HASH_ID_SHA3_224 = 7,
    QZ_HASH_ID_SHA3_256 = 8,
    QZ_HASH_ID_SHA3_384 = 9,
    QZ_HASH_ID_SHA3_512 = 10
};

/** Largest digest and block of any supported hash. */
#define QZ_HASH_MAX_DIGEST_BYTES 64
#define QZ_HASH_MAX_BLOCK_BYTES 144 /* SHA3-224's rate */

/** Any hash context: the descriptor of the hash that started it, a
 *  check word bound to that pointer (so that a garbage or damaged context
 *  is refused before the pointer is followed), then that hash's own
 *  context (whose first word is the numeric identifier, 0 = not
 *  initialised). 224 bytes on arm-none-eabi. */
typedef struct qz_hash_ctx {
    const struct qz_hash_alg *alg;
    uintptr_t alg_check;
    union {
        qz_sha256_ctx sha256;
        qz_sha512_ctx sha512;
        qz_sha3_ctx sha3;
    };
} qz_hash_ctx;

/**
 * A hash descriptor: what the generic calls, HMAC, HKDF and HMAC_DRBG need
 * to know of one hash. The library defines one constant descriptor per
 * hash (qz_hash_sha256, ...); a program links only the descriptors it
 * names, and through them only those hashes' code. Treat the fields as
 * private.
 */
typedef struct qz_hash_alg {
    uint32_t magic;        /* QZ_HASH_ALG_MAGIC */
    uint32_t id;           /* QZ_HASH_ID_* */
    uint16_t digest_bytes;
    uint16_t block_bytes;
    int (*init)(qz_hash_ctx *ctx);
    int (*update)(qz_hash_ctx *ctx, const void *data, size_t len);
    int (*final)(qz_hash_ctx *ctx, uint8_t *out); /* digest_bytes */
} qz_hash_alg;

#define QZ_HASH_ALG_MAGIC 0x68736831u

/** How every call names a hash: a pointer to its descriptor. */
typedef const qz_hash_alg *qz_hash_id;

extern const qz_hash_alg qz_hash_sha224, qz_hash_sha256, qz_hash_sha384,
    qz_hash_sha512, qz_hash_sha512_224, qz_hash_sha512_256, qz_hash_sha3_224,
    qz_hash_sha3_256, qz_hash_sha3_384, qz_hash_sha3_512;

#define QZ_HASH_SHA224 (&qz_hash_sha224)
#define QZ_HASH_SHA256 (&qz_hash_sha256)
#define QZ_HASH_SHA384 (&qz_hash_sha384)
#define QZ_HASH_SHA512 (&qz_hash_sha512)
#define QZ_HASH_SHA512_224 (&qz_hash_sha512_224)
#define QZ_HASH_SHA512_256 (&qz_hash_sha512_256)
#define QZ_HASH_SHA3_224 (&qz_hash_sha3_224)
#define QZ_HASH_SHA3_256 (&qz_hash_sha3_256)
#define QZ_HASH_SHA3_384 (&qz_hash_sha3_384)
#define QZ_HASH_SHA3_512 (&qz_hash_sha3_512)

/** Digest / block size in bytes of alg, or 0 for NULL or a pointer that is
 *  not a descriptor. */
size_t qz_hash_digest_bytes(qz_hash_id alg);
size_t qz_hash_block_bytes(qz_hash_id alg);

/** Start hashing with alg. Errors: QZ_ERR_NULL (ctx or alg NULL),
 *  QZ_ERR_ALG (alg is not a descriptor). */
int qz_hash_init(qz_hash_ctx *ctx, qz_hash_id alg);

/** Absorb data. Errors: QZ_ERR_NULL, QZ_ERR_STATE, QZ_ERR_LENGTH. */
QZ_IN(2, 3)
int qz_hash_update(qz_hash_ctx *ctx, const void *data, size_t len);

/** Write the digest (out_len must be its size, qz_hash_digest_bytes) to
 *  out and wipe ctx. Another out_len: QZ_ERR_LENGTH, nothing written,
 *  ctx untouched. Errors: QZ_ERR_NULL, QZ_ERR_STATE, QZ_ERR_LENGTH. */
QZ_OUT(2, 3)
int qz_hash_final(qz_hash_ctx *ctx, uint8_t *out, size_t out_len);

/** One-shot hash: out (out_len = the digest size) = alg(data). Errors:
 *  QZ_ERR_NULL, QZ_ERR_ALG, QZ_ERR_LENGTH. */
QZ_OUT(2, 3) QZ_IN(4, 5)
int qz_hash(qz_hash_id alg, uint8_t *out, size_t out_len, const void *data,
            size_t len);

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_HASH_H */

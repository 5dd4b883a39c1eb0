/*
 * SHA-2 hash functions (FIPS 180-4): SHA-224, SHA-256, SHA-384, SHA-512,
 * SHA-512/224 and SHA-512/256.
 *
 * Two context types: qz_sha256_ctx serves SHA-224 and SHA-256 (64-byte
 * blocks, 32-bit words), qz_sha512_ctx serves SHA-384, SHA-512,
 * SHA-512/224 and SHA-512/256 (128-byte blocks, 64-bit words). A context
 * remembers which variant initialised it; finishing it with another
 * variant's final is refused with QZ_ERR_STATE.
 *
 * Streaming: *_init, then *_update any number of times with any chunking
 * (the result equals one update over the concatenation), then *_final,
 * which writes the digest and wipes the context to zero. A wiped context
 * can be reused after a new *_init; update or final on it returns
 * QZ_ERR_STATE. One-shot functions do the three steps on a stack context.
 *
 * Errors (all functions): QZ_ERR_NULL for a NULL context or output, or a
 * NULL input with a non-zero length (NULL with length 0 is accepted);
 * QZ_ERR_STATE as above; QZ_ERR_LENGTH when the total message length
 * would exceed the limit (2^61 - 1 bytes for SHA-224/256, 2^64 - 1 bytes
 * for the SHA-512 family). On error the context is unchanged and nothing
 * is written to the output.
 *
 * Overlap: the input may overlap the output of a one-shot call (the digest
 * is written after the last input byte is read). The input must not
 * overlap the context.
 *
 * Constant time: the time and memory access pattern depend only on the
 * message length, never on the message or state contents.
 *
 * Stack: measured worst case per call, including the compression kernel,
 * is listed in doc/architecture.md ("Stack use") for each core.
 */
#ifndef QZCRYPT_SHA2_H
#define QZCRYPT_SHA2_H

#include "qzcrypt/common.h"

#ifdef __cplusplus
extern "C" {
#endif

#define QZ_SHA224_DIGEST_BYTES 28
#define QZ_SHA256_DIGEST_BYTES 32
#define QZ_SHA384_DIGEST_BYTES 48
#define QZ_SHA512_DIGEST_BYTES 64
#define QZ_SHA512_224_DIGEST_BYTES 28
#define QZ_SHA512_256_DIGEST_BYTES 32
#define QZ_SHA256_BLOCK_BYTES 64  /* also SHA-224 */
#define QZ_SHA512_BLOCK_BYTES 128 /* also SHA-384, SHA-512/t */

/** State of a SHA-224 or SHA-256 computation (112 bytes, 8-byte aligned).
 *  Treat as opaque; the layout may change between releases. */
typedef struct {
    uint32_t alg;   /* qz_hash_id of the variant; 0 = not initialised */
    uint32_t h[8];  /* chaining value */
    uint64_t bytes; /* message bytes absorbed so far */
    uint8_t buf[QZ_SHA256_BLOCK_BYTES]; /* partial block, bytes % 64 used */
} qz_sha256_ctx;

/** State of a SHA-384/512/512-224/512-256 computation (208 bytes, 8-byte
 *  aligned). Treat as opaque. */
typedef struct {
    uint32_t alg;
    uint64_t h[8];
    uint64_t bytes;
    uint8_t buf[QZ_SHA512_BLOCK_BYTES];
} qz_sha512_ctx;

/** Start a SHA-224 / SHA-256 computation. Errors: QZ_ERR_NULL. */
int qz_sha224_init(qz_sha256_ctx *ctx);
int qz_sha256_init(qz_sha256_ctx *ctx);

/** Absorb len bytes of data (any length, any alignment) into a SHA-224 or
 *  SHA-256 context. Errors: QZ_ERR_NULL, QZ_ERR_STATE, QZ_ERR_LENGTH. */
QZ_IN(2, 3)
int qz_sha256_update(qz_sha256_ctx *ctx, const void *data, size_t len);

/** Write the digest to out and wipe ctx. qz_sha224_final needs a context
 *  started by qz_sha224_init, qz_sha256_final one started by
 *  qz_sha256_init (else QZ_ERR_STATE, context untouched). */
QZ_OUT_FIXED(2)
int qz_sha224_final(qz_sha256_ctx *ctx, uint8_t out[QZ_SHA224_DIGEST_BYTES]);
QZ_OUT_FIXED(2)
int qz_sha256_final(qz_sha256_ctx *ctx, uint8_t out[QZ_SHA256_DIGEST_BYTES]);

/** Start a SHA-384 / SHA-512 / SHA-512/224 / SHA-512/256 computation.
 *  Errors: QZ_ERR_NULL. */
int qz_sha384_init(qz_sha512_ctx *ctx);
int qz_sha512_init(qz_sha512_ctx *ctx);
int qz_sha512_224_init(qz_sha512_ctx *ctx);
int qz_sha512_256_init(qz_sha512_ctx *ctx);

/** Absorb data into any SHA-512-family context. Errors as
 *  qz_sha256_update. */
QZ_IN(2, 3)
int qz_sha512_update(qz_sha512_ctx *ctx, const void *data, size_t len);

/** Write the digest of the variant that started ctx and wipe ctx; each
 *  final accepts only its own variant (else QZ_ERR_STATE). */
QZ_OUT_FIXED(2)
int qz_sha384_final(qz_sha512_ctx *ctx, uint8_t out[QZ_SHA384_DIGEST_BYTES]);
QZ_OUT_FIXED(2)
int qz_sha512_final(qz_sha512_ctx *ctx, uint8_t out[QZ_SHA512_DIGEST_BYTES]);
QZ_OUT_FIXED(2)
int qz_sha512_224_final(qz_sha512_ctx *ctx,
                        uint8_t out[QZ_SHA512_224_DIGEST_BYTES]);
QZ_OUT_FIXED(2)
int qz_sha512_256_final(qz_sha512_ctx *ctx,
                        uint8_t out[QZ_SHA512_256_DIGEST_BYTES]);

/** One-shot digests of len bytes at data. Errors: QZ_ERR_NULL,
 *  QZ_ERR_LENGTH. The stack context is wiped before returning. */
QZ_OUT_FIXED(1) QZ_IN(2, 3)
int qz_sha224(uint8_t out[QZ_SHA224_DIGEST_BYTES], const void *data,
              size_t len);
QZ_OUT_FIXED(1) QZ_IN(2, 3)
int qz_sha256(uint8_t out[QZ_SHA256_DIGEST_BYTES], const void *data,
              size_t len);
QZ_OUT_FIXED(1) QZ_IN(2, 3)
int qz_sha384(uint8_t out[QZ_SHA384_DIGEST_BYTES], const void *data,
              size_t len);
QZ_OUT_FIXED(1) QZ_IN(2, 3)
int qz_sha512(uint8_t out[QZ_SHA512_DIGEST_BYTES], const void *data,
              size_t len);
QZ_OUT_FIXED(1) QZ_IN(2, 3)
int qz_sha512_224(uint8_t out[QZ_SHA512_224_DIGEST_BYTES], const void *data,
                  size_t len);
QZ_OUT_FIXED(1) QZ_IN(2, 3)
int qz_sha512_256(uint8_t out[QZ_SHA512_256_DIGEST_BYTES], const void *data,
                  size_t len);

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_SHA2_H */

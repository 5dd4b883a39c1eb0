/*
 * HMAC (RFC 2104, FIPS 198-1) over any hash of qzcrypt/hash.h. An image
 * holds the code of the hash it names only.
 *
 * Streaming: qz_hmac_init with the key, qz_hmac_update any number of times
 * in any chunking, then qz_hmac_final (write the tag) or qz_hmac_verify
 * (compare with an expected tag in constant time). Both finishing calls
 * wipe the context; qz_hmac_verify wipes it whatever its outcome.
 *
 * Keys: any length (0 included). Keys longer than the hash block are
 * first hashed, as RFC 2104 says. The key is not kept: the context holds
 * the inner and outer hash states after the padded key blocks, which are
 * as secret as the key itself.
 *
 * Errors: QZ_ERR_NULL (NULL context, hash or output, or NULL with non-zero
 * length), QZ_ERR_ALG (not a hash descriptor), QZ_ERR_STATE (context not initialised, or
 * already finished), QZ_ERR_LENGTH (tag length outside
 * QZ_HMAC_MIN_TAG_BYTES..digest size), QZ_ERR_AUTH (verification failed).
 *
 * Constant time in the key, the message contents and the tag; time
 * depends on the lengths only.
 *
 * Context: 448 bytes on arm-none-eabi. Stack: see doc/architecture.md ("Stack use").
 */
#ifndef QZCRYPT_HMAC_H
#define QZCRYPT_HMAC_H

#include "qzcrypt/hash.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Shortest truncated tag qz_hmac_verify accepts (SP 800-107: 32 bits). */
#define QZ_HMAC_MIN_TAG_BYTES 4

typedef struct {
    qz_hash_ctx inner; /* H(K0 ^ ipad || message so far) */
    qz_hash_ctx outer; /* H(K0 ^ opad) */
} qz_hmac_ctx;

/** Key the context for hash alg. key may be NULL if key_len is 0. */
QZ_IN(3, 4)
int qz_hmac_init(qz_hmac_ctx *ctx, qz_hash_id alg, const uint8_t *key,
                 size_t key_len);

/** Absorb message bytes. */
QZ_IN(2, 3)
int qz_hmac_update(qz_hmac_ctx *ctx, const void *data, size_t len);

/** Write the first tag_len bytes of the tag to tag and wipe ctx: the full
 *  tag for tag_len = qz_hash_digest_bytes(alg), a truncated one for
 *  QZ_HMAC_MIN_TAG_BYTES <= tag_len < that. Another tag_len:
 *  QZ_ERR_LENGTH, nothing written, ctx untouched. */
QZ_OUT(2, 3)
int qz_hmac_final(qz_hmac_ctx *ctx, uint8_t *tag, size_t tag_len);

/** Compare the tag of the message so far with the tag_len bytes at tag
 *  (a truncated tag compares with the leading bytes), in constant time,
 *  and wipe ctx. Returns QZ_OK or QZ_ERR_AUTH. tag_len outside
 *  QZ_HMAC_MIN_TAG_BYTES..digest size: QZ_ERR_LENGTH (ctx wiped too). */
QZ_IN(2, 3)
int qz_hmac_verify(qz_hmac_ctx *ctx, const uint8_t *tag, size_t tag_len);

/** One-shot HMAC: the first tag_len bytes of HMAC-alg(key, data) (the
 *  lengths of qz_hmac_final). Errors as above. */
QZ_OUT(2, 3) QZ_IN(4, 5) QZ_IN(6, 7)
int qz_hmac(qz_hash_id alg, uint8_t *tag, size_t tag_len, const uint8_t *key,
            size_t key_len, const void *data, size_t len);

/** One-shot verification: compare the first tag_len bytes of
 *  HMAC-alg(key, data) with tag in constant time (the lengths of
 *  qz_hmac_verify). QZ_OK or QZ_ERR_AUTH; other errors as above. */
QZ_IN(2, 3) QZ_IN(4, 5) QZ_IN(6, 7)
int qz_hmac_check(qz_hash_id alg, const uint8_t *key, size_t key_len,
                  const void *data, size_t len, const uint8_t *tag,
                  size_t tag_len);

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_HMAC_H */

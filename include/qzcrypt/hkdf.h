/*
 * HKDF (RFC 5869): HMAC-based extract-and-expand key derivation over any
 * hash of qzcrypt/hash.h; an image holds the hash it names only.
 *
 * Errors: QZ_ERR_NULL (NULL hash or output, or NULL input with non-zero
 * length), QZ_ERR_ALG (not a hash descriptor), QZ_ERR_LENGTH (prk_len of
 * extract not HashLen; prk_len of expand below HashLen; okm_len above
 * 255 * HashLen; info_len above
 * QZ_HKDF_MAX_INFO_BYTES). Arguments are checked before
 * anything is written: on these errors the output is untouched.
 *
 * Overlap: outputs must not overlap inputs.
 *
 * Constant time in the secrets (ikm, salt, prk, output); time depends on
 * the lengths only. The PRK, T(i) blocks and HMAC contexts that these
 * functions keep on their own stack frames are wiped before they return;
 * the hash compression kernels leave message-schedule words in their freed
 * frames (lib/internal/sha2_kernel.h, doc/security.md).
 *
 * Stack: see doc/architecture.md ("Stack use").
 */
#ifndef QZCRYPT_HKDF_H
#define QZCRYPT_HKDF_H

#include "qzcrypt/hash.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Longest info string: 2^60 bytes, below every hash's input limit with
 *  the HMAC block, T(i-1) and the counter byte added (a limit only where
 *  size_t is wider than 32 bits). */
#define QZ_HKDF_MAX_INFO_BYTES ((uint64_t)1 << 60)

/** PRK = HMAC-alg(salt, ikm); writes prk_len bytes to prk, which must be
 *  HashLen (qz_hash_digest_bytes(alg)). An absent salt (NULL, 0) means
 *  HashLen zero bytes, as in RFC 5869. */
QZ_OUT(2, 3) QZ_IN(4, 5) QZ_IN(6, 7)
int qz_hkdf_extract(qz_hash_id alg, uint8_t *prk, size_t prk_len,
                    const uint8_t *salt, size_t salt_len, const uint8_t *ikm,
                    size_t ikm_len);

/** OKM = first okm_len bytes of T(1) || T(2) || ..., with
 *  T(i) = HMAC-alg(prk, T(i-1) || info || i). okm_len may be 0 (then okm
 *  may be NULL) and at most 255 * HashLen. prk_len must be at least
 *  HashLen (RFC 5869 section 2.3). info_len at most
 *  QZ_HKDF_MAX_INFO_BYTES (checked before info is read: each T(i) hashes
 *  info again, and SHA-224/256 take at most 2^61 - 1 bytes). */
QZ_OUT(2, 3) QZ_IN(4, 5) QZ_IN(6, 7)
int qz_hkdf_expand(qz_hash_id alg, uint8_t *okm, size_t okm_len,
                   const uint8_t *prk, size_t prk_len, const uint8_t *info,
                   size_t info_len);

/** Extract then expand, with the PRK kept on the stack and wiped. */
QZ_OUT(2, 3) QZ_IN(4, 5) QZ_IN(6, 7) QZ_IN(8, 9)
int qz_hkdf(qz_hash_id alg, uint8_t *okm, size_t okm_len, const uint8_t *salt,
            size_t salt_len, const uint8_t *ikm, size_t ikm_len,
            const uint8_t *info, size_t info_len);

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_HKDF_H */

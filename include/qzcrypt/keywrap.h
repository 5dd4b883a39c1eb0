/*
 * AES key wrap: KW (RFC 3394, SP 800-38F 6.2) and KWP, key wrap with
 * padding (RFC 5649, SP 800-38F 6.3). Deterministic authenticated
 * encryption of key material: the wrapped form is 8 bytes longer (KW) or
 * 8 bytes plus the padding to a multiple of 8 longer (KWP).
 *
 * Keys: an expanded AES key (qzcrypt/aes.h), 128, 192 or 256 bits: an
 * encrypt key to wrap, a decrypt key to unwrap (QZ_ERR_KEY otherwise).
 * KW uses the default initial value A6A6A6A6A6A6A6A6 of RFC 3394 2.2.3.1,
 * KWP the alternative initial value A65959A6 || 32-bit length of RFC 5649.
 *
 * Lengths (bytes):
 *   qz_aes_kw_wrap     in: a multiple of 8, at least 16; out: len + 8
 *   qz_aes_kw_unwrap   in: a multiple of 8, at least 24; out: len - 8
 *   qz_aes_kwp_wrap    in: 1 .. 2^32 - 1; out: QZ_AES_KWP_WRAP_OUT(len)
 *   qz_aes_kwp_unwrap  in: a multiple of 8, at least 16; out: the
 *                      original length, at most len - 8; out_cap must be
 *                      at least len - 8 whatever the result will be.
 * out_cap below what the call needs: QZ_ERR_LENGTH, nothing written.
 *
 * Overlap: in and out may overlap in any way (the input is moved into
 * the output buffer before it is processed).
 *
 * Unwrapping checks the integrity value in constant time: for KW the 8
 * bytes A6..A6; for KWP the constant A65959A6, the length field (within
 * the last 8 bytes of the data) and the zero padding, all combined into
 * one verdict, so that the result does not tell which check failed
 * (SP 800-38F KWP-AD returns a single FAIL). Failure: QZ_ERR_AUTH, and
 * the len - 8 bytes of the output buffer are wiped; *out_len is not
 * written.
 *
 * Errors: QZ_ERR_NULL, QZ_ERR_KEY (key not set / wrong direction),
 * QZ_ERR_LENGTH (input length, output capacity), QZ_ERR_AUTH.
 *
 * Constant time in the key and the data (ct AES); time depends on the
 * lengths only. The algorithm is 6 * (len / 8) block operations, one per
 * kernel call (each depends on the previous). Stack: a few 16-byte
 * buffers plus the AES kernel's frame; nothing to wipe for the caller.
 */
#ifndef QZCRYPT_KEYWRAP_H
#define QZCRYPT_KEYWRAP_H

#include "qzcrypt/aes.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Output size of qz_aes_kwp_wrap for len input bytes. */
#define QZ_AES_KWP_WRAP_OUT(len) ((((len) + 7) / 8) * 8 + 8)

/** KW wrap (RFC 3394): out = W(in), len + 8 bytes. */
QZ_OUT(2, 3) QZ_IN(5, 6)
int qz_aes_kw_wrap(const qz_aes_key *key, uint8_t *out, size_t out_cap,
                   size_t *out_len, const uint8_t *in, size_t len);

/** KW unwrap: out = W^-1(in) without its integrity value, len - 8 bytes,
 *  or QZ_ERR_AUTH (output wiped). */
QZ_OUT(2, 3) QZ_IN(5, 6)
int qz_aes_kw_unwrap(const qz_aes_key *key, uint8_t *out, size_t out_cap,
                     size_t *out_len, const uint8_t *in, size_t len);

/** KWP wrap (RFC 5649): QZ_AES_KWP_WRAP_OUT(len) bytes. */
QZ_OUT(2, 3) QZ_IN(5, 6)
int qz_aes_kwp_wrap(const qz_aes_key *key, uint8_t *out, size_t out_cap,
                    size_t *out_len, const uint8_t *in, size_t len);

/** KWP unwrap: the original key bytes (*out_len of them), or QZ_ERR_AUTH
 *  (output wiped). */
QZ_OUT(2, 3) QZ_IN(5, 6)
int qz_aes_kwp_unwrap(const qz_aes_key *key, uint8_t *out, size_t out_cap,
                      size_t *out_len, const uint8_t *in, size_t len);

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_KEYWRAP_H */

/*
 * NIST SP 800-185 section 2.3 encodings, absorbed straight into a sponge:
 * left_encode, right_encode, encode_string and bytepad.
 */
#ifndef QZ_SHA3_SP800_185_H
#define QZ_SHA3_SP800_185_H

#include "internal/keccak_sponge.h"

/* Absorb left_encode(x) / right_encode(x). */
void qzi_absorb_left_encode(qz_keccak_ctx *c, uint64_t x);
void qzi_absorb_right_encode(qz_keccak_ctx *c, uint64_t x);
/* Absorb encode_string(S) = left_encode(8 * len) || S. */
void qzi_absorb_encode_string(qz_keccak_ctx *c, const uint8_t *s, size_t len);
/* Start a cSHAKE sponge: bytepad(encode_string(N) || encode_string(S),
 * rate) absorbed into a fresh context. */
void qzi_cshake_start(qz_keccak_ctx *c, uint32_t alg, unsigned rate,
                      const uint8_t *name, size_t name_len,
                      const uint8_t *custom, size_t custom_len);

#endif /* QZ_SHA3_SP800_185_H */

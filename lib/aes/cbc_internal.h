/*
 * What CBC encryption (lib/aes/cbc_encrypt.c) and decryption
 * (lib/aes/cbc_decrypt.c) share: set-up, the context check, the streaming
 * loop and the one-shot driver (lib/aes/cbc_common.c). Neither calls a
 * kernel: each direction passes its own block function, so that an image
 * of one direction holds that direction's kernel only.
 */
#ifndef QZ_AES_CBC_INTERNAL_H
#define QZ_AES_CBC_INTERNAL_H

#include "qzcrypt/aes_modes.h"

/* CBC-encrypt or -decrypt the n whole blocks at in into out, chaining in
 * ctx->iv. in and out must not overlap. */
typedef void qzi_cbc_blocks_fn(qz_aes_cbc_ctx *ctx, uint8_t *out, const uint8_t *in,
                               size_t n);

/* The last step of a checked context: what its padding does with the
 * ctx->buf_len held-back bytes, written to out (*out_len bytes). QZ_OK, or
 * QZ_ERR_AUTH for a bad PKCS#7 padding (nothing written then). Does not
 * wipe ctx. */
typedef int qzi_cbc_tail_fn(qz_aes_cbc_ctx *ctx, uint8_t *out, size_t *out_len);

/* Check the arguments of an init and set ctx (wiped first when wipe). */
int qzi_cbc_init(qz_aes_cbc_ctx *ctx, const qz_aes_key *key, const uint8_t iv[16],
                 int padding, uint32_t dir, uint32_t state, int wipe);
int qzi_cbc_update(qz_aes_cbc_ctx *ctx, uint32_t state, uint32_t dir,
                   qzi_cbc_blocks_fn *blocks, uint8_t *out, size_t out_cap,
                   size_t *out_len, const uint8_t *in, size_t len);
/* A final call of one direction (state, dir): the checks (the context,
 * the held-back length for its padding, out and out_len), then tail, then
 * the wipe of ctx (on every error too). */
int qzi_cbc_final(qz_aes_cbc_ctx *ctx, uint32_t state, uint32_t dir,
                  qzi_cbc_tail_fn *tail, uint8_t *out, size_t out_cap,
                  size_t *out_len);
/* A one-shot call of one direction (dir, state): the whole blocks before
 * what the padding keeps back go through blocks, the rest through tail;
 * no streaming bookkeeping, so that a one-shot image holds neither the
 * update nor the final call. */
int qzi_cbc_oneshot(const qz_aes_key *key, uint32_t dir, uint32_t state,
                    qzi_cbc_blocks_fn *blocks, qzi_cbc_tail_fn *tail, uint8_t *out,
                    size_t out_cap, size_t *out_len, const uint8_t iv[16],
                    const uint8_t *in, size_t len, int padding);

#endif /* QZ_AES_CBC_INTERNAL_H */

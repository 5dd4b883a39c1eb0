/*
 * AES block kernels: the contract that the C references (lib/generic/)
 * and every assembly override (lib/arch/<isa>/) implement.
 *
 * Two variants, both always built (each is the other's test oracle); the
 * library's modes call the one that qzcrypt/config.h selects:
 *   ct     (QZ_AES_TABLE == 0, the default): constant time in key and
 *          data on every core. No table indexed by a secret, no branch
 *          on a secret, no division.
 *   table  (QZ_AES_TABLE == 1): table look-ups indexed by secret state.
 *          Safe only where table memory has no cache and no timing
 *          variation (doc/security.md).
 *
 *   void qzi_aes_<v>_expand_<impl>(uint32_t rk[QZI_AES_RK_WORDS],
 *                                  const uint8_t *key, unsigned key_len,
 *                                  int decrypt);
 *   void qzi_aes_<v>_encrypt_<impl>(const uint32_t *rk, unsigned nr,
 *                                   uint8_t *out, const uint8_t *in,
 *                                   size_t nblocks);
 *   void qzi_aes_<v>_decrypt_<impl>(const uint32_t *rk, unsigned nr,
 *                                   uint8_t *out, const uint8_t *in,
 *                                   size_t nblocks);
 *
 * Contract:
 *  - key_len is 16, 24 or 32 (checked by the caller); nr = 10, 12 or 14
 *    correspondingly. expand writes the round keys in the variant's own
 *    layout (opaque to the modes) for encryption (decrypt == 0) or
 *    decryption (decrypt != 0); a variant whose two layouts are the same
 *    ignores the flag. Words of rk beyond what the variant uses are left
 *    as they were.
 *  - encrypt/decrypt process nblocks (any value, 0 included) independent
 *    16-byte blocks (ECB). Kernels that work on several blocks at once
 *    (bitsliced) handle any remainder themselves; callers pass as many
 *    blocks per call as they have for speed.
 *  - in and out: any alignment (a Cortex-M0+ must not fault); either
 *    exactly equal (in place) or not overlapping.
 *  - rk is 4-byte aligned.
 *  - The kernels wipe nothing; secrets they leave in their own stack
 *    frame are overwritten by later calls (callers that finish an
 *    operation wipe their own buffers).
 *  - ABI (assembly): AAPCS, preserves r4-r11 and sp.
 */
#ifndef QZ_INTERNAL_AES_KERNEL_H
#define QZ_INTERNAL_AES_KERNEL_H

#include <stddef.h>
#include <stdint.h>

#include "qzcrypt/aes.h"
#include "qzcrypt/config.h"
#include "internal/isa.h"

/* Round-key words the largest layout needs (also in qzcrypt/aes.h). */
#define QZI_AES_RK_WORDS QZ_AES_RK_WORDS

/* The constant-time (bitsliced) reference, lib/generic/aes_ct.c. */
void qzi_aes_ct_expand_c(uint32_t rk[QZI_AES_RK_WORDS], const uint8_t *key,
                         unsigned key_len, int decrypt);
void qzi_aes_ct_encrypt_c(const uint32_t *rk, unsigned nr, uint8_t *out,
                          const uint8_t *in, size_t nblocks);
void qzi_aes_ct_decrypt_c(const uint32_t *rk, unsigned nr, uint8_t *out,
                          const uint8_t *in, size_t nblocks);

/* The table reference, lib/generic/aes_table.c. */
void qzi_aes_table_expand_c(uint32_t rk[QZI_AES_RK_WORDS], const uint8_t *key,
                            unsigned key_len, int decrypt);
void qzi_aes_table_encrypt_c(const uint32_t *rk, unsigned nr, uint8_t *out,
                             const uint8_t *in, size_t nblocks);
void qzi_aes_table_decrypt_c(const uint32_t *rk, unsigned nr, uint8_t *out,
                             const uint8_t *in, size_t nblocks);

#ifndef QZ_AES_TABLE
#error "qzcrypt/config.h must define QZ_AES_TABLE (0 = ct, 1 = table)"
#endif

#if QZ_AES_TABLE
#define qzi_aes_expand qzi_aes_table_expand_c
#define qzi_aes_encrypt qzi_aes_table_encrypt_c
#define qzi_aes_decrypt qzi_aes_table_decrypt_c
#else
#define qzi_aes_expand qzi_aes_ct_expand_c
#define qzi_aes_encrypt qzi_aes_ct_encrypt_c
#define qzi_aes_decrypt qzi_aes_ct_decrypt_c
#endif

#endif /* QZ_INTERNAL_AES_KERNEL_H */

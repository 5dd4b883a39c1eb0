/*
 * AES block kernels, table variant, SMALL footprint (S-box only), for
 * ARMv8-M Mainline (Cortex-M33), Thumb-2.
 *
 *   void qzi_aes_table_encrypt_armv8m_small(const uint32_t *rk,
 *                                           unsigned nr, uint8_t *out,
 *                                           const uint8_t *in,
 *                                           size_t nblocks);
 *   void qzi_aes_cbc_encrypt_armv8m_small(const uint32_t *rk, unsigned nr,
 *                                         uint8_t iv[16], uint8_t *out,
 *                                         const uint8_t *in,
 *                                         size_t nblocks);
 *   void qzi_aes_table_decrypt_armv8m_small(const uint32_t *rk,
 *                                           unsigned nr, uint8_t *out,
 *                                           const uint8_t *in,
 *                                           size_t nblocks);
 *   void qzi_aes_table_expand_armv8m_small(uint32_t rk[QZI_AES_RK_WORDS],
 *                                          const uint8_t *key,
 *                                          unsigned key_len, int decrypt);
 *
 * This is lib/arch/armv7em/aes_table_small.S assembled under armv8m
 * names: it uses no DSP instruction, its multiplies are the 32-bit MUL
 * (one cycle on the M33 model, where the 16-bit MULS takes two) and its
 * shifted operands are on non-flag-setting instructions. Contract,
 * design, sizes and modelled cycles (Cortex-M33 column included): the
 * head of that file.
 */

#define QZI_AES_SBOX_EXP qzi_aes_table_expand_armv8m_small
#define QZI_AES_SBOX_EXP_SECTION .text.qz_fast.qzi_aes_table_expand_armv8m_small
#define QZI_AES_SBOX_ENC qzi_aes_table_encrypt_armv8m_small
#define QZI_AES_SBOX_CBC qzi_aes_cbc_encrypt_armv8m_small
#define QZI_AES_SBOX_DEC qzi_aes_table_decrypt_armv8m_small
#define QZI_AES_SBOX_CBCD qzi_aes_cbc_decrypt_armv8m_small
#define QZI_AES_SBOX_ENC_SECTION .text.qz_fast.qzi_aes_table_encrypt_armv8m_small
#define QZI_AES_SBOX_DEC_SECTION .text.qz_fast.qzi_aes_table_decrypt_armv8m_small
#include "arch/armv7em/aes_table_small.S"

/*
 * AES block kernels, table variant, SMALL footprint (looped rounds), for
 * ARMv8-M Mainline (Cortex-M33), Thumb-2.
 *
 *   void qzi_aes_table_encrypt_armv8m_small(const uint32_t *rk,
 *                                           unsigned nr, uint8_t *out,
 *                                           const uint8_t *in,
 *                                           size_t nblocks);
 *   void qzi_aes_table_decrypt_armv8m_small(const uint32_t *rk,
 *                                           unsigned nr, uint8_t *out,
 *                                           const uint8_t *in,
 *                                           size_t nblocks);
 *
 * This is lib/arch/armv7em/aes_table_small.S assembled under armv8m names,
 * for the reasons lib/arch/armv8m/aes_table.S gives for the fast kernels
 * (the round is already scheduled for the M33's 2-cycle load and
 * shifted-operand latencies; the M33 model's only stalls here, 5 to 7
 * per block, are the loop tests' CMP after LDR). Contract, design, sizes
 * and modelled cycles (Cortex-M33 column included): the head of that
 * file.
 */

#define QZI_AES_TABLE_ENC_SMALL qzi_aes_table_encrypt_armv8m_small
#define QZI_AES_TABLE_DEC_SMALL qzi_aes_table_decrypt_armv8m_small
#define QZI_AES_TABLE_ENC_SMALL_SECTION .text.qz_fast.qzi_aes_table_encrypt_armv8m_small
#define QZI_AES_TABLE_DEC_SMALL_SECTION .text.qz_fast.qzi_aes_table_decrypt_armv8m_small
#include "arch/armv7em/aes_table_small.S"

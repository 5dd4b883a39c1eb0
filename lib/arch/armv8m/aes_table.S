/*
 * AES block kernels, table variant, for ARMv8-M Mainline (Cortex-M33),
 * Thumb-2.
 *
 *   void qzi_aes_table_encrypt_armv8m(const uint32_t *rk, unsigned nr,
 *                                     uint8_t *out, const uint8_t *in,
 *                                     size_t nblocks);
 *   void qzi_aes_table_decrypt_armv8m(const uint32_t *rk, unsigned nr,
 *                                     uint8_t *out, const uint8_t *in,
 *                                     size_t nblocks);
 *   void qzi_aes_cbc_encrypt_armv8m(const uint32_t *rk, unsigned nr,
 *                                   uint8_t iv[16], uint8_t *out,
 *                                   const uint8_t *in, size_t nblocks);
 *
 * Contract: lib/internal/aes_kernel.h, as in lib/arch/armv7em/aes_table.S
 * (ANY alignment of in/out through single-word LDR/STR, in == out allowed,
 * not constant time: table variant; AAPCS, r4-r11 and sp preserved;
 * 56 bytes of stack, 60 for CBC; CBC: iv 4-byte aligned, holds the last
 * ciphertext block on return; no DSP instruction, so it also runs on a Cortex-M33
 * built without the DSP extension).
 *
 * This file is the armv7em source assembled under armv8m names: the code
 * is the same instruction for instruction. Why no separate schedule:
 *  - The modelled Cortex-M33 (bench/sim/timing.c, the measured-M33
 *    model) charges the M33's interlocks and finds none per block in
 *    this schedule (0 stall cycles per block; 20 in the C reference), so
 *    a separate schedule would have nothing to remove; against the M4
 *    model the code only gains the M33's cheaper load runs and taken
 *    branches (the LDR PC to the entry round and the block loop).
 *  - The points where the published behaviour of the real M33 differs
 *    from the M4 (2-cycle result latency of instructions with a
 *    shifted/rotated operand, 2-cycle load-to-use latency; see the head of
 *    lib/arch/armv8m/sha256_compress.S) were scheduled for in the armv7em
 *    file already: no XOR target is written twice in a row, every loaded
 *    word is used at least 3 instructions after its load and every
 *    extracted index at least 4 instructions after the extract. A round
 *    is 16 extracts, 20 loads in three runs and 16 XORs with no other
 *    dependency to hide, so a reordering has nothing left to gain.
 *  Keeping one source also keeps one thing to test; tests/kernel-aes-table
 *  runs both names on the M33.
 *
 * Measured figures (MODELLED cycles, cortex-m33: the measured-M33 model
 * of bench/sim/timing.c, build-aux/qz-trace-cycles --func, ZERO WAIT
 * STATES; the M33 TRM publishes no timing table, so these are less
 * certain than the M4 figures, and flash wait states add to every table
 * look-up on a real part). Per block = (one call on 9 blocks - one call
 * on 1 block) / 8; the 1-block column is the function's own cycles for
 * one block (--func: the caller's argument set-up left out).
 *                                   per block     1-block call
 *    AES-128 encrypt                    553            596
 *    AES-128 decrypt                    553            596
 *    AES-256 encrypt                    761            804
 *    AES-256 decrypt                    761            804
 *    AES-128 encrypt, C reference       708            742
 *  (32 cycles per block less than on the M4 model: a run of N loads costs
 *  N cycles, not N + 1, and the LDR PC to the entry round and the block
 *  loop's branch refill in 1 cycle, not 2.) Unaligned in/out: same
 *  figures.
 *    AES-128 CBC encrypt                557            611
 *    AES-256 CBC encrypt                765            819
 *  CBC over 8000 bytes with the library mode (qz_aes_cbc_encrypt, NOPAD,
 *  key already set, one call; the mode calls the CBC kernel once per
 *  batch of blocks), old model (the M4 table with P = 1), not
 *  re-measured: encrypt 38.9 cycles/byte (311,072 cycles; 44.7 when it
 *  called the ECB kernel once per block), decrypt 41.7.
 */

#define QZI_AES_TABLE_ENC qzi_aes_table_encrypt_armv8m
#define QZI_AES_TABLE_DEC qzi_aes_table_decrypt_armv8m
#define QZI_AES_TABLE_ENC_SECTION .text.qz_fast.qzi_aes_table_encrypt_armv8m
#define QZI_AES_TABLE_DEC_SECTION .text.qz_fast.qzi_aes_table_decrypt_armv8m
#define QZI_AES_CBC_ENC qzi_aes_cbc_encrypt_armv8m
#define QZI_AES_CBC_ENC_SECTION .text.qz_fast.qzi_aes_cbc_encrypt_armv8m
#include "arch/armv7em/aes_table.S"

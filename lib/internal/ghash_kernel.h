/*
 * GHASH kernels (SP 800-38D section 6.4): the contract that the C
 * references (lib/generic/) and any assembly override (lib/arch/<isa>/)
 * implement. GCM (lib/gcm/gcm.c) is their only caller.
 *
 * Two variants, both always built (each is the other's test oracle, and
 * kat/kat_gcm.c checks both against a bit-serial multiplication); GCM
 * calls the one that qzcrypt/config.h selects with QZ_AES_TABLE, so that
 * the --with-aes=table build is table-based throughout:
 *   ct     (QZ_AES_TABLE == 0, the default): constant time in H, the
 *          accumulator and the data. Carry-less 32 x 32 multiplications
 *          emulated with integer multiplications on operands with holes
 *          (every 4th bit, or every 3rd bit of 16-bit halves on cores
 *          without a 32 x 32 -> 64 multiplier), combined by Karatsuba.
 *          No table, no branch and no division on secrets.
 *   table  (QZ_AES_TABLE == 1): Shoup's 4-bit method: a 16-entry table
 *          of multiples of H (256 bytes, in the key) and a 16-entry
 *          reduction table, both read at indices taken from the secret
 *          accumulator. NOT constant time: safe only where that memory
 *          has no cache and no timing variation (doc/security.md).
 *
 *   void qzi_ghash_<v>_prepare_<impl>(uint32_t hk[QZI_GHASH_KEY_WORDS],
 *                                     const uint8_t h[16]);
 *   void qzi_ghash_<v>_blocks_<impl>(uint8_t y[16],
 *                                    const uint32_t hk[QZI_GHASH_KEY_WORDS],
 *                                    const uint8_t *blocks, size_t nblocks);
 *
 * Contract:
 *  - h is the hash subkey H = AES_K(0^128) as 16 bytes, and y, blocks are
 *    GCM blocks, all in the byte and bit order of SP 800-38D (the first
 *    byte's most significant bit is the coefficient of x^0).
 *  - prepare writes the per-key data of its variant into hk (its own
 *    layout, opaque to GCM, and possibly different between the C and
 *    the assembly implementation of a variant; 4-byte aligned). Words
 *    beyond what the implementation uses are left as they were (the
 *    caller zeroes hk first).
 *    prepare is constant time in both variants (masks, no table).
 *  - blocks: for each of the nblocks 16-byte blocks X (any value, 0
 *    included: then nothing is read or written), y = (y XOR X) * H in
 *    GF(2^128) mod x^128 + x^7 + x^2 + x + 1. hk must come from the
 *    prepare of the same variant and implementation (<v> and <impl>).
 *  - y and blocks: any alignment (a Cortex-M0+ must not fault); blocks
 *    must not overlap y.
 *  - Constant time (ct variant): the instruction and memory address
 *    sequence depends on nblocks and the pointers only. It relies on the
 *    core's multiplier taking a fixed time: true for the Cortex-M0+
 *    (MULS), M4 and M33 (UMULL); a Cortex-M3's UMULL terminates early on
 *    small operands and is NOT constant time.
 *  - Wiping: a kernel leaves no word of its stack frame that depends on
 *    H, y or the data when it returns: the C references wipe their frame
 *    (qzi_wipe_stack, internal/ct.h); the assembly kernels leave theirs
 *    zeroed and r0-r3, r12, lr = 0, once per call. Saved registers and
 *    return addresses stay. tests/kernel_ghash.c checks this ("frame
 *    clean"). GCM wipes its own buffers.
 *  - ABI (assembly): AAPCS, preserves r4-r11 and sp.
 */
#ifndef QZ_INTERNAL_GHASH_KERNEL_H
#define QZ_INTERNAL_GHASH_KERNEL_H

#include <stddef.h>
#include <stdint.h>

#include "qzcrypt/config.h"
#include "qzcrypt/gcm.h"
#include "internal/isa.h"

/* Words of per-key GHASH data in the largest layout; also
 * QZ_GCM_GHASH_WORDS in qzcrypt/gcm.h. The layouts use: armv7em ct 72
 * (H * x^-1 and H^2 * x^-1, nine Karatsuba operands of four classes
 * each), 4-bit table 64 (16 entries of 4 words), C ct 36 (45 on cores
 * without a 32 x 32 -> 64 multiplier). Each prepare and blocks relies
 * only on hk having at least its own size. */
#define QZI_GHASH_KEY_WORDS QZ_GCM_GHASH_WORDS

/* The constant-time reference, lib/generic/ghash_ct.c. */
void qzi_ghash_ct_prepare_c(uint32_t hk[QZI_GHASH_KEY_WORDS],
                            const uint8_t h[16]);
void qzi_ghash_ct_blocks_c(uint8_t y[16], const uint32_t hk[QZI_GHASH_KEY_WORDS],
                           const uint8_t *blocks, size_t nblocks);

/* The 4-bit table reference, lib/generic/ghash_table.c. */
void qzi_ghash_table_prepare_c(uint32_t hk[QZI_GHASH_KEY_WORDS],
                               const uint8_t h[16]);
void qzi_ghash_table_blocks_c(uint8_t y[16],
                              const uint32_t hk[QZI_GHASH_KEY_WORDS],
                              const uint8_t *blocks, size_t nblocks);

/* The constant-time assembly kernel, lib/arch/armv7em/ghash_ct.S (plain
 * Thumb-2 with UMULL/UMLAL, no DSP instruction: ARMv7-M and ARMv8-M
 * Mainline run it). Its prepare has its own hk layout (H * x^-1 instead
 * of H): always pair it with its own blocks. */
void qzi_ghash_ct_prepare_armv7em(uint32_t hk[QZI_GHASH_KEY_WORDS],
                                  const uint8_t h[16]);
void qzi_ghash_ct_blocks_armv7em(uint8_t y[16],
                                 const uint32_t hk[QZI_GHASH_KEY_WORDS],
                                 const uint8_t *blocks, size_t nblocks);

#ifndef QZ_AES_TABLE
#error "qzcrypt/config.h must define QZ_AES_TABLE (0 = ct, 1 = table)"
#endif

/* The GHASH kernel (qzcrypt/config.h: QZ_KERNEL_GHASH = the core's
 * instruction set) of the ct variant: the armv7em assembly on ARMv7E-M
 * and ARMv8-M Mainline, the C reference elsewhere. The table variant has
 * no assembly kernel. prepare and blocks always come from the same
 * implementation. */
#if !defined(QZ_KERNEL_GHASH) || QZ_KERNEL_GHASH == QZ_ISA_GENERIC || \
    QZ_KERNEL_GHASH == QZ_ISA_ARMV6M
#define QZI_GHASH_CT_ASM 0
#elif QZ_KERNEL_GHASH == QZ_ISA_ARMV7EM || QZ_KERNEL_GHASH == QZ_ISA_ARMV8M
#define QZI_GHASH_CT_ASM 1
#else
#error "QZ_KERNEL_GHASH names no known instruction set"
#endif

#if defined(QZ_KERNEL_GHASH) && !QZ_ISA_RUNS_HERE(QZ_KERNEL_GHASH)
#error "qzcrypt/config.h selects a GHASH kernel this target cannot run"
#endif

#if QZ_AES_TABLE
#define qzi_ghash_prepare qzi_ghash_table_prepare_c
#define qzi_ghash_blocks qzi_ghash_table_blocks_c
#elif QZI_GHASH_CT_ASM
#define qzi_ghash_prepare qzi_ghash_ct_prepare_armv7em
#define qzi_ghash_blocks qzi_ghash_ct_blocks_armv7em
#else
#define qzi_ghash_prepare qzi_ghash_ct_prepare_c
#define qzi_ghash_blocks qzi_ghash_ct_blocks_c
#endif

#endif /* QZ_INTERNAL_GHASH_KERNEL_H */

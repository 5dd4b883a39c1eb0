/*
 * ChaCha20 block and Poly1305 block kernels: the contracts that the C
 * references (lib/generic/) and any assembly override (lib/arch/<isa>/)
 * implement.
 *
 *   void qzi_chacha20_blocks_<impl>(uint32_t state[16], const uint8_t *in,
 *                                   uint8_t *out, size_t nblocks);
 *     For each of nblocks 64-byte blocks: keystream = the ChaCha20 block
 *     function (RFC 8439 section 2.3: 20 rounds, then the input added word
 *     by word) of state, serialised little-endian; out = in XOR keystream;
 *     then state[12] += 1 (mod 2^32).
 *     - state: the 16-word ChaCha20 input block as native integers:
 *       state[0..3] = the constants 0x61707865 0x3320646e 0x79622d32
 *       0x6b206574 (implementations may use them as immediates instead of
 *       reading them), state[4..11] = key, state[12] = block counter,
 *       state[13..15] = nonce. 4-byte aligned. Only state[12] is written:
 *       on return it holds the counter of the block after the last one.
 *       The counter wraps silently: callers must not ask for a block past
 *       counter 0xFFFFFFFF (the public API refuses such lengths).
 *     - in, out: nblocks * 64 bytes each, ANY alignment (no fault on a
 *       Cortex-M0+). out == in is allowed (in-place); otherwise they must
 *       not overlap. Neither may overlap state.
 *     - nblocks: any value, 0 included (then nothing is read or written).
 *
 *   void qzi_poly1305_blocks_<impl>(uint32_t h[5], const uint32_t r[4],
 *                                   const uint8_t *m, size_t nblocks,
 *                                   uint32_t hibit);
 *     For each 16-byte block m_i: h = (h + m_i + hibit * 2^128) * r
 *     (mod 2^130 - 5), with m_i read little-endian (RFC 8439 section
 *     2.5.1). hibit is 1 for full message blocks and 0 for the final
 *     block that the caller has already padded with its 0x01 byte.
 *     - h: the accumulator h[0] + h[1] 2^32 + h[2] 2^64 + h[3] 2^96 +
 *       h[4] 2^128, congruent to the true value mod 2^130 - 5 but not
 *       fully reduced. On entry h[4] <= 7 (h < 2^131); on return from
 *       a call with nblocks > 0, h[4] <= 4 (h < 2^130 + 2^128). 4-byte
 *       aligned, updated in place.
 *     - r: the clamped key half as four little-endian 32-bit words
 *       (r & 0x0ffffffc0ffffffc0ffffffc0fffffff); implementations may rely
 *       on the clamping.
 *     - m: nblocks * 16 bytes, any alignment; must not overlap h or r.
 *     - nblocks: any value, 0 included (then h is returned unchanged).
 *     The final reduction mod p and the addition of s are not part of
 *     the kernel (lib/chacha/poly1305.c).
 *
 * Common rules. Constant time: the instruction and memory address
 * sequence depends only on nblocks, hibit and the pointers, never on the
 * contents of state, key, h, r or data (no table, no division, no
 * data-dependent branch; 32 x 32 -> 64-bit multiplications only, which are
 * constant-time on the M0+, M4 and M33). ABI: AAPCS; assembly versions
 * preserve r4-r11 and sp. Wiping: a kernel leaves no word of its stack
 * frame that depends on the state, the key, h, r or the data when it
 * returns (saved registers, return addresses, pointers and counts may
 * stay): the C references wipe their frame (qzi_wipe_stack,
 * internal/ct.h); the assembly kernels zero the secret part of theirs
 * (the whole frame on ARMv7E-M) and r0-r3, r12, lr, once per call.
 * tests/kernel_chacha.c checks this ("frame clean"). Every caller wipes
 * the contexts and buffers it owns. Each implementation
 * documents its worst-case stack in its source header.
 *
 * The <impl> is chosen at configure time by qzcrypt/config.h
 * (QZ_KERNEL_CHACHA) and the plain names below map to it, so call sites
 * read qzi_chacha20_blocks(...). The _c versions are always built: tests
 * use them as the oracle of the assembly.
 */
#ifndef QZ_INTERNAL_CHACHA_KERNEL_H
#define QZ_INTERNAL_CHACHA_KERNEL_H

#include <stddef.h>
#include <stdint.h>

#include "qzcrypt/config.h"
#include "internal/isa.h"

/* "expand 32-byte k", the four ChaCha20 constant words. */
#define QZI_CHACHA_C0 0x61707865u
#define QZI_CHACHA_C1 0x3320646eu
#define QZI_CHACHA_C2 0x79622d32u
#define QZI_CHACHA_C3 0x6b206574u

void qzi_chacha20_blocks_c(uint32_t state[16], const uint8_t *in, uint8_t *out,
                           size_t nblocks);
void qzi_poly1305_blocks_c(uint32_t h[5], const uint32_t r[4], const uint8_t *m,
                           size_t nblocks, uint32_t hibit);

void qzi_chacha20_blocks_armv6m(uint32_t state[16], const uint8_t *in,
                                uint8_t *out, size_t nblocks);
void qzi_chacha20_blocks_armv7em(uint32_t state[16], const uint8_t *in,
                                 uint8_t *out, size_t nblocks);

/* ChaCha20 block kernel (qzcrypt/config.h: QZ_KERNEL_CHACHA = the core's
 * instruction set). The armv7em kernel is plain Thumb-2 (no DSP
 * instruction), so an ARMv8-M Mainline core runs it too. */
#if !defined(QZ_KERNEL_CHACHA) || QZ_KERNEL_CHACHA == QZ_ISA_GENERIC
#define qzi_chacha20_blocks qzi_chacha20_blocks_c
#elif QZ_KERNEL_CHACHA == QZ_ISA_ARMV6M
#define qzi_chacha20_blocks qzi_chacha20_blocks_armv6m
#elif QZ_KERNEL_CHACHA == QZ_ISA_ARMV7EM || QZ_KERNEL_CHACHA == QZ_ISA_ARMV8M
#define qzi_chacha20_blocks qzi_chacha20_blocks_armv7em
#else
#error "QZ_KERNEL_CHACHA names no known instruction set"
#endif

#if defined(QZ_KERNEL_CHACHA) && !QZ_ISA_RUNS_HERE(QZ_KERNEL_CHACHA)
#error "qzcrypt/config.h selects a ChaCha20 kernel this target cannot run"
#endif

void qzi_poly1305_blocks_armv6m(uint32_t h[5], const uint32_t r[4],
                                const uint8_t *m, size_t nblocks,
                                uint32_t hibit);

/* Poly1305 block kernel (qzcrypt/config.h: QZ_KERNEL_POLY1305 = the core's
 * instruction set). Only ARMv6-M has an assembly kernel: it replaces the
 * 16 x 16 multiplications of the C reference there. The M4 and M33 keep
 * the C reference, whose UMULL products the compiler schedules well. */
#if !defined(QZ_KERNEL_POLY1305) || QZ_KERNEL_POLY1305 == QZ_ISA_GENERIC || \
    QZ_KERNEL_POLY1305 == QZ_ISA_ARMV7EM || QZ_KERNEL_POLY1305 == QZ_ISA_ARMV8M
#define qzi_poly1305_blocks qzi_poly1305_blocks_c
#elif QZ_KERNEL_POLY1305 == QZ_ISA_ARMV6M
#define qzi_poly1305_blocks qzi_poly1305_blocks_armv6m
#else
#error "QZ_KERNEL_POLY1305 names no known instruction set"
#endif

#if defined(QZ_KERNEL_POLY1305) && !QZ_ISA_RUNS_HERE(QZ_KERNEL_POLY1305)
#error "qzcrypt/config.h selects a Poly1305 kernel this target cannot run"
#endif

/* Little-endian loads and stores on byte pointers of any alignment. */
static inline uint32_t qzi_chacha_load_le32(const uint8_t *p)
{
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) |
           ((uint32_t)p[3] << 24);
}

static inline void qzi_chacha_store_le32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

/* The 20 ChaCha rounds (10 column + diagonal double rounds) on x in
 * place, without the final addition: shared by the block reference and
 * HChaCha20. */
#define QZI_CHACHA_ROTL(v, n) (((v) << (n)) | ((v) >> (32 - (n))))
#define QZI_CHACHA_QR(x, a, b, c, d)                                           \
    do {                                                                       \
        x[a] += x[b]; x[d] ^= x[a]; x[d] = QZI_CHACHA_ROTL(x[d], 16);          \
        x[c] += x[d]; x[b] ^= x[c]; x[b] = QZI_CHACHA_ROTL(x[b], 12);          \
        x[a] += x[b]; x[d] ^= x[a]; x[d] = QZI_CHACHA_ROTL(x[d], 8);           \
        x[c] += x[d]; x[b] ^= x[c]; x[b] = QZI_CHACHA_ROTL(x[b], 7);           \
    } while (0)

static inline void qzi_chacha20_rounds(uint32_t x[16])
{
    for (int i = 0; i < 10; i++) {
        QZI_CHACHA_QR(x, 0, 4, 8, 12); /* columns */
        QZI_CHACHA_QR(x, 1, 5, 9, 13);
        QZI_CHACHA_QR(x, 2, 6, 10, 14);
        QZI_CHACHA_QR(x, 3, 7, 11, 15);
        QZI_CHACHA_QR(x, 0, 5, 10, 15); /* diagonals */
        QZI_CHACHA_QR(x, 1, 6, 11, 12);
        QZI_CHACHA_QR(x, 2, 7, 8, 13);
        QZI_CHACHA_QR(x, 3, 4, 9, 14);
    }
}

#endif /* QZ_INTERNAL_CHACHA_KERNEL_H */

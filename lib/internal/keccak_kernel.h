/*
 * Keccak-p[1600, n] kernels: the contract shared by the C reference
 * (lib/generic/) and the assembly overrides (lib/arch/<isa>/).
 *
 * STATE REPRESENTATION (all implementations, in memory between calls)
 *   uint32_t s[50]: the 25 lanes A[x, y] in the order i = x + 5 y, each as
 *   two 32-bit words in bit-interleaved form:
 *     s[2 i]     = the even bits of lane i: bit j = lane bit 2 j
 *     s[2 i + 1] = the odd bits of lane i:  bit j = lane bit 2 j + 1
 *   A 64-bit rotation then becomes two 32-bit rotations, which is what
 *   makes Keccak fast on 32-bit cores. 4-byte aligned, 200 bytes.
 *
 *   void qzi_keccakp1600_<impl>(uint32_t s[50], unsigned nrounds);
 *     Applies the last nrounds rounds of Keccak-f[1600] (round indices
 *     24 - nrounds .. 23), i.e. Keccak-p[1600, nrounds] of FIPS 202
 *     section 3.3. nrounds is 24 (Keccak-f[1600]: SHA-3, SHAKE, KMAC) or
 *     12 (TurboSHAKE/KangarooTwelve); implementations may assume one of
 *     these two values.
 *
 *   void qzi_keccak_xor_bytes_<impl>(uint32_t s[50], const uint8_t *in,
 *                                    size_t offset, size_t len);
 *     XOR len bytes at in into the state's byte string at byte offset
 *     (FIPS 202 byte order: byte k of the string is bits 8k..8k+7, lane
 *     k / 8, little-endian within the lane). offset + len <= 200.
 *
 *   void qzi_keccak_extract_bytes_<impl>(const uint32_t s[50], uint8_t *out,
 *                                        size_t offset, size_t len);
 *     Write len bytes of the state's byte string from byte offset to out.
 *     offset + len <= 200.
 *
 * Common rules: in/out may have any alignment and must not overlap the
 * state. Constant time: the instruction and address sequence depends only
 * on nrounds, offset, len and the pointers, never on state or data
 * contents (no table indexed by data, no division). AAPCS: assembly
 * versions preserve r4-r11 and sp. Each implementation documents its
 * stack use in its source header.
 *
 * Frame clean: a permutation leaves no word of its stack frame that
 * depends on the state when it returns (the state may hold a key: KMAC,
 * keyed sponges). The assembly kernels zero their whole frame once per
 * call before returning (saved registers excepted: they are the caller's)
 * and return with r0-r3, r12 and lr free of state words; the _c reference
 * runs its body in a QZI_NOINLINE function and then qzi_wipe_stack over
 * its frame bound (internal/ct.h). tests/kernel_keccak.c checks this on
 * painted stack for every implementation built for the core. The _c byte
 * helpers keep no state or data word in their frames (only pointers,
 * offsets and counts: checked by hand with gcc -O2 on the M0+ and M4).
 *
 * The <impl> is chosen at configure time by qzcrypt/config.h
 * (QZ_KERNEL_KECCAK); the plain names map to it. The _c versions are always
 * built and are the oracle of the assembly tests.
 */
#ifndef QZ_INTERNAL_KECCAK_KERNEL_H
#define QZ_INTERNAL_KECCAK_KERNEL_H

#include <stddef.h>
#include <stdint.h>

#include "qzcrypt/config.h"
#include "internal/isa.h"

#define QZI_KECCAK_STATE_WORDS 50
#define QZI_KECCAK_STATE_BYTES 200

/* Round constants of Keccak-f[1600] in bit-interleaved form, {even, odd}
 * (lib/generic/keccak_constants.c); shared with the assembly kernels. */
extern const uint32_t qzi_keccak_rc[24][2];

void qzi_keccakp1600_c(uint32_t s[50], unsigned nrounds);
void qzi_keccak_xor_bytes_c(uint32_t s[50], const uint8_t *in, size_t offset,
                            size_t len);
void qzi_keccak_extract_bytes_c(const uint32_t s[50], uint8_t *out,
                                size_t offset, size_t len);

/* lib/arch/armv7em/keccak_bytes.S: also the armv8m builds' helpers. */
void qzi_keccak_xor_bytes_armv7em(uint32_t s[50], const uint8_t *in,
                                  size_t offset, size_t len);
void qzi_keccak_extract_bytes_armv7em(const uint32_t s[50], uint8_t *out,
                                      size_t offset, size_t len);

void qzi_keccakp1600_armv6m(uint32_t s[50], unsigned nrounds);
void qzi_keccakp1600_armv7em(uint32_t s[50], unsigned nrounds);
void qzi_keccakp1600_armv8m(uint32_t s[50], unsigned nrounds);
/* Small footprint (configure --with-footprint=small): one round a loop
 * pass, lib/arch/armv7em/keccakp1600_small.S; no DSP instruction, so the
 * M33's small build takes it too. */
void qzi_keccakp1600_armv7em_small(uint32_t s[50], unsigned nrounds);

#ifndef QZ_SMALL
#error "qzcrypt/config.h must define QZ_SMALL (0 = fast, 1 = small footprint)"
#endif

/* QZ_SMALL == 1: the looped Thumb-2 kernel on armv7em and armv8m; armv6m
 * keeps its kernel (two rounds a pass, 2,224 bytes) in both builds. */
#if QZ_SMALL && (QZ_KERNEL_KECCAK == QZ_ISA_ARMV7EM || QZ_KERNEL_KECCAK == QZ_ISA_ARMV8M)
#define qzi_keccakp1600 qzi_keccakp1600_armv7em_small
#elif QZ_KERNEL_KECCAK == QZ_ISA_GENERIC
#define qzi_keccakp1600 qzi_keccakp1600_c
#elif QZ_KERNEL_KECCAK == QZ_ISA_ARMV6M
#define qzi_keccakp1600 qzi_keccakp1600_armv6m
#elif QZ_KERNEL_KECCAK == QZ_ISA_ARMV7EM
#define qzi_keccakp1600 qzi_keccakp1600_armv7em
#elif QZ_KERNEL_KECCAK == QZ_ISA_ARMV8M
#define qzi_keccakp1600 qzi_keccakp1600_armv8m
#else
#error "QZ_KERNEL_KECCAK names no known implementation"
#endif

/* The byte helpers: one Thumb-2 version for armv7em and armv8m (the M33
 * gains nothing from a schedule of its own: the armv7em code already
 * interleaves two lanes for its latencies), about half the C's cycles for
 * 376 more bytes of code. The small build keeps the C (its Keccak units
 * are about 1.9 KB: +20%), as do armv6m and generic builds. */
#if !QZ_SMALL && (QZ_KERNEL_KECCAK == QZ_ISA_ARMV7EM || QZ_KERNEL_KECCAK == QZ_ISA_ARMV8M)
#define qzi_keccak_xor_bytes qzi_keccak_xor_bytes_armv7em
#define qzi_keccak_extract_bytes qzi_keccak_extract_bytes_armv7em
#else
#define qzi_keccak_xor_bytes qzi_keccak_xor_bytes_c
#define qzi_keccak_extract_bytes qzi_keccak_extract_bytes_c
#endif

#if !QZ_ISA_RUNS_HERE(QZ_KERNEL_KECCAK)
#error "qzcrypt/config.h selects a Keccak kernel this target cannot run"
#endif

#endif /* QZ_INTERNAL_KECCAK_KERNEL_H */

/*
 * SHA-256 and SHA-512 compression kernels: the one contract that the C
 * reference (lib/generic/) and every assembly override (lib/arch/<isa>/)
 * implement.
 *
 *   void qzi_sha256_compress_<impl>(uint32_t state[8],
 *                                   const uint8_t *blocks, size_t nblocks);
 *   void qzi_sha512_compress_<impl>(uint64_t state[8],
 *                                   const uint8_t *blocks, size_t nblocks);
 *
 * Contract (both kernels):
 *  - state: the eight chaining words H0..H7 of FIPS 180-4 as native
 *    integers (for SHA-512 a uint64_t, stored little-endian on Arm: low
 *    32-bit half at the lower address). 4-byte aligned (SHA-256) or 8-byte
 *    aligned (SHA-512). Updated in place.
 *  - blocks: nblocks consecutive message blocks of 64 (SHA-256) or 128
 *    (SHA-512) bytes, big-endian as in the standard. ANY alignment: the
 *    kernels must not fault on a Cortex-M0+ with an odd address.
 *  - nblocks: any value, including 0 (then nothing is read or written).
 *  - state and blocks must not overlap.
 *  - Constant time: the sequence of instructions and of memory addresses
 *    depends only on nblocks and on the two pointers, never on the
 *    contents of state or blocks. No division, no table indexed by data.
 *  - ABI: AAPCS. Preserves r4-r11 and sp; may clobber r0-r3, r12, lr,
 *    flags.
 *  - Frame clean: a kernel leaves no word of its stack frame that depends
 *    on state or blocks when it returns (the message schedule runs
 *    backwards to the whole block: after qz_hmac_init that block is
 *    K0 ^ opad). The assembly kernels zero their frame once per call
 *    before returning (saved registers excepted: they are the caller's)
 *    and return with r0-r3 and r12 free of secrets; the _c reference runs
 *    its body in a QZI_NOINLINE function and then qzi_wipe_stack over its
 *    frame bound (internal/ct.h). tests/kernel_sha2.c checks this on
 *    painted stack for every implementation built for the core.
 *  - Stack: each implementation documents its worst case in its source
 *    header (and doc/architecture.md collects them).
 *
 * The <impl> is chosen once, at configure time (qzcrypt/config.h:
 * QZ_KERNEL_SHA256, QZ_KERNEL_SHA512). The plain names below map to it, so
 * the call site reads qzi_sha256_compress(...). The _c reference is
 * always built: tests use it as the oracle for the assembly.
 */
#ifndef QZ_INTERNAL_SHA2_KERNEL_H
#define QZ_INTERNAL_SHA2_KERNEL_H

#include <stddef.h>
#include <stdint.h>

#include "qzcrypt/config.h"
#include "internal/isa.h"

/* Round constants K (FIPS 180-4 4.2.2 and 4.2.3), lib/generic/sha2_constants.c.
 * The assembly kernels read them by symbol: one copy per image. */
extern const uint32_t qzi_sha256_k[64];
extern const uint64_t qzi_sha512_k[80];

void qzi_sha256_compress_c(uint32_t state[8], const uint8_t *blocks,
                           size_t nblocks);
void qzi_sha512_compress_c(uint64_t state[8], const uint8_t *blocks,
                           size_t nblocks);

void qzi_sha256_compress_armv6m(uint32_t state[8], const uint8_t *blocks,
                                size_t nblocks);
void qzi_sha512_compress_armv6m(uint64_t state[8], const uint8_t *blocks,
                                size_t nblocks);
void qzi_sha256_compress_armv7em(uint32_t state[8], const uint8_t *blocks,
                                 size_t nblocks);
void qzi_sha512_compress_armv7em(uint64_t state[8], const uint8_t *blocks,
                                 size_t nblocks);
void qzi_sha256_compress_armv8m(uint32_t state[8], const uint8_t *blocks,
                                size_t nblocks);

/* Small-footprint kernels (configure --with-footprint=small): the rounds in
 * a loop, lib/arch/<isa>/sha*_compress_small.S. Same contract. */
void qzi_sha256_compress_armv6m_small(uint32_t state[8], const uint8_t *blocks,
                                      size_t nblocks);
void qzi_sha256_compress_armv7em_small(uint32_t state[8], const uint8_t *blocks,
                                       size_t nblocks);
void qzi_sha512_compress_armv7em_small(uint64_t state[8], const uint8_t *blocks,
                                       size_t nblocks);
void qzi_sha512_compress_armv8m(uint64_t state[8], const uint8_t *blocks,
                                size_t nblocks);

#ifndef QZ_SMALL
#error "qzcrypt/config.h must define QZ_SMALL (0 = fast, 1 = small footprint)"
#endif

/*
 * QZ_SMALL == 1 (configure --with-footprint=small): the looped kernels,
 * chosen per core from the one-shot footprint and board-model cycles
 * against CMOX's (doc/performance.md, "Fast and small builds"):
 *  - SHA-256 on armv6m: the fast kernel's rounds with a one-word message
 *    load (bytes only), schedule and state update in loops.
 *  - SHA-256 on armv7em and armv8m: the looped Thumb-2 kernel (four
 *    rounds a pass; no DSP instruction, so the M33 takes the armv7em one).
 *  - SHA-512 on armv7em and armv8m: the looped Thumb-2 kernel (one round
 *    a pass, the M33 again taking the armv7em one).
 *  - SHA-512 on armv6m: the C reference, which already runs one round a
 *    loop pass (994 bytes against 1,364 for the armv6m assembly; both are
 *    under CMOX's footprint and cycles on the M0+).
 */
#if QZ_SMALL && (QZ_KERNEL_SHA256 == QZ_ISA_ARMV7EM || QZ_KERNEL_SHA256 == QZ_ISA_ARMV8M)
#define qzi_sha256_compress qzi_sha256_compress_armv7em_small
#elif QZ_SMALL && QZ_KERNEL_SHA256 == QZ_ISA_ARMV6M
#define qzi_sha256_compress qzi_sha256_compress_armv6m_small
#elif QZ_KERNEL_SHA256 == QZ_ISA_GENERIC
#define qzi_sha256_compress qzi_sha256_compress_c
#elif QZ_KERNEL_SHA256 == QZ_ISA_ARMV6M
#define qzi_sha256_compress qzi_sha256_compress_armv6m
#elif QZ_KERNEL_SHA256 == QZ_ISA_ARMV7EM
#define qzi_sha256_compress qzi_sha256_compress_armv7em
#elif QZ_KERNEL_SHA256 == QZ_ISA_ARMV8M
#define qzi_sha256_compress qzi_sha256_compress_armv8m
#else
#error "QZ_KERNEL_SHA256 names no known implementation"
#endif

#if QZ_SMALL && (QZ_KERNEL_SHA512 == QZ_ISA_ARMV7EM || QZ_KERNEL_SHA512 == QZ_ISA_ARMV8M)
#define qzi_sha512_compress qzi_sha512_compress_armv7em_small
#elif QZ_SMALL && QZ_KERNEL_SHA512 != QZ_ISA_GENERIC
#define qzi_sha512_compress qzi_sha512_compress_c
#elif QZ_KERNEL_SHA512 == QZ_ISA_GENERIC
#define qzi_sha512_compress qzi_sha512_compress_c
#elif QZ_KERNEL_SHA512 == QZ_ISA_ARMV6M
#define qzi_sha512_compress qzi_sha512_compress_armv6m
#elif QZ_KERNEL_SHA512 == QZ_ISA_ARMV7EM
#define qzi_sha512_compress qzi_sha512_compress_armv7em
#elif QZ_KERNEL_SHA512 == QZ_ISA_ARMV8M
#define qzi_sha512_compress qzi_sha512_compress_armv8m
#else
#error "QZ_KERNEL_SHA512 names no known implementation"
#endif

#if !QZ_ISA_RUNS_HERE(QZ_KERNEL_SHA256) || !QZ_ISA_RUNS_HERE(QZ_KERNEL_SHA512)
#error "qzcrypt/config.h selects a SHA-2 kernel this target cannot run"
#endif

#endif /* QZ_INTERNAL_SHA2_KERNEL_H */

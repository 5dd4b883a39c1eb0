/*
 * The stack that the kernels and samplers use below the frames of
 * lib/mldsa's key-generation and signing cores, wiped once from the
 * public call after the core returns (qzi_wipe_stack; doc/api.md,
 * "Wiping"). The cores hold every large value in the workspace; their
 * frames and their callees' hold coefficients, products and Keccak lanes.
 * Measured with a painted stack (a driver under qemu and natively, gcc
 * 12.2 -O2, the generic ML-DSA kernels, 2026-12-03): the wipe's call
 * wrapped to record its sp and cut to n bytes, the bytes left non-zero
 * below it counted after keygen_derand, sign and sign_prehash of each set.
 * The count falls to what a 1024-byte wipe leaves (2, 5 and 18 bytes
 * above the area, not below it) once n reaches 320 bytes on the M4
 * (armv7em Keccak), 384 on the M0+ (armv6m Keccak) and 512 on x86-64
 * (generic Keccak); with n = 4 the M4 sign leaves 123 bytes. The bounds
 * below add 64 to 128. The deepest stack of a whole call with these
 * wipes, any set (qzcrypt/mldsa.h has the same figures): M4 keygen 476
 * bytes, sign 500, sign_prehash 728 (the message's SHA-512 before the
 * core), verify 336, verify_prehash 728, compute_mu 496; M0+ 612, 628,
 * 880, 528, 872, 680. The low-RAM profile's cores (lib/mldsa/..._lowram.c)
 * call one level deeper at most; with the same wipes, the bytes left
 * non-zero after each call on the M4 and the M0+ (stack zeroed below the
 * caller, all three sets) are the same as with a 1,536-byte wipe, and the
 * deepest stack of a call is M4 keygen 476, sign 524, sign_prehash 776,
 * verify 336, verify_prehash 768; M0+ 612, 644, 920, 544, 912
 * (2026-12-03). Re-measure when the frames change.
 */
#ifndef QZ_MLDSA_STACK_H
#define QZ_MLDSA_STACK_H

#include "internal/ct.h"

#if defined(__ARM_ARCH_6M__) || defined(__ARM_ARCH_8M_BASE__)
#define QZI_MLDSA_STACK_WIPE 512u
#elif defined(__arm__) || defined(__thumb__)
#define QZI_MLDSA_STACK_WIPE 384u
#else
#define QZI_MLDSA_STACK_WIPE 576u
#endif

#endif

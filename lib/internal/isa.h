/*
 * Kernel implementation identifiers used by qzcrypt/config.h
 * (QZ_KERNEL_<name> = one of these), and the checks that refuse a
 * configuration the compiler's target cannot run.
 *
 * Which ISA runs where:
 *   armv6m  : Thumb-1 subset; runs on every Cortex-M (M0/M0+/M3/M4/M33...).
 *   armv7em : Thumb-2; runs on ARMv7-M and ARMv8-M Mainline (M3/M4/M7/M33).
 *             The SHA-2 kernels use no DSP instruction.
 *   armv8m  : Thumb-2 for ARMv8-M Mainline (M33/M35P/M55), scheduled for
 *             the M33 pipeline.
 */
#ifndef QZ_INTERNAL_ISA_H
#define QZ_INTERNAL_ISA_H

#define QZ_ISA_GENERIC 0
#define QZ_ISA_ARMV6M 1
#define QZ_ISA_ARMV7EM 2
#define QZ_ISA_ARMV8M 3

/* True when the translation unit is compiled for a core that can run code
 * written for the given ISA. Used to reject impossible configurations. */
#if defined(__thumb__)
#define QZ_TARGET_HAS_THUMB1 1
#else
#define QZ_TARGET_HAS_THUMB1 0
#endif
#if defined(__thumb2__) || (defined(__ARM_ARCH_ISA_THUMB) && __ARM_ARCH_ISA_THUMB >= 2)
#define QZ_TARGET_HAS_THUMB2 1
#else
#define QZ_TARGET_HAS_THUMB2 0
#endif

#define QZ_ISA_RUNS_HERE(isa)                                                  \
    ((isa) == QZ_ISA_GENERIC || ((isa) == QZ_ISA_ARMV6M && QZ_TARGET_HAS_THUMB1) || \
     (((isa) == QZ_ISA_ARMV7EM || (isa) == QZ_ISA_ARMV8M) && QZ_TARGET_HAS_THUMB2))

#endif /* QZ_INTERNAL_ISA_H */

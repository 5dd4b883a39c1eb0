/*
 * P-256 modular addition and subtraction for ARMv7E-M (Cortex-M4; the
 * Cortex-M33 with DSP takes the same file, as it does p256_field.S).
 *
 *   void qzi_p256_add_armv7em(uint32_t r[8], const uint32_t a[8],
 *                             const uint32_t b[8]);
 *   void qzi_p256_sub_armv7em(uint32_t r[8], const uint32_t a[8],
 *                             const uint32_t b[8]);
 *
 * Contract (lib/internal/bignum_kernel.h):
 *  - r = a + b mod p, r = a - b mod p, p = 2^256 - 2^224 + 2^192 + 2^96 - 1,
 *    for a, b < p; r < p. Limbs 32-bit, least significant first, 4-byte
 *    aligned. Inputs up to 2^256 - 1 give some value below 2^256, never a
 *    fault.
 *  - r may be a or b: a is loaded whole first, b limb by limb, r is written
 *    at the end.
 *  - Constant time: straight-line code, no branch, no data-dependent
 *    address. The correction is p AND a mask made of the final carry or
 *    borrow: p's limbs are ff..ff, 0 and 1, so p AND m is m, 0 and m AND 1.
 *  - Method, add: (c : t) = a + b; (c : t) - p, whose top word c - borrow is
 *    0 or all-ones: that word is the mask, and p AND mask is added back
 *    (a + b < 2p, so one subtraction suffices). Sub: t = a - b, and p AND
 *    (0 - borrow) added back.
 *  - Registers: r3-r10 the eight limbs of a, then of the result; r11 the
 *    carry word and mask, r12 b's limb, then mask AND 1; r1, r2 the
 *    pointers. AAPCS: r4-r11 and sp preserved; r0-r3, r12, flags
 *    clobbered. Frame: the caller's r4-r11 and lr (36 bytes, no secret of
 *    this call). Stack: 36 bytes.
 *  - Cycles: add 84, sub 74 modelled M4 cycles per call, zero wait states
 *    (build-aux/qz-trace-cycles --cpu cortex-m4 --func qzi_p256_add_armv7em
 *    --func qzi_p256_sub_armv7em over a P-256 key derivation), against 344
 *    and 233 for the C reference.
 */

#if defined(__ARM_FEATURE_DSP)

    .syntax unified
    .thumb

/* limb k of a: r3 + k. One step of the b chain: load b[k], op into it. */
.macro CHAIN op, reg, off
    ldr     r12, [r2, #\off]
    \op     \reg, \reg, r12
.endm

/* Add p AND r11 (mask) to r3-r10: limbs m, m, m, 0, 0, 0, m & 1, m. */
.macro ADD_MASKED_P
    and     r12, r11, #1
    adds    r3, r3, r11
    adcs    r4, r4, r11
    adcs    r5, r5, r11
    adcs    r6, r6, #0
    adcs    r7, r7, #0
    adcs    r8, r8, #0
    adcs    r9, r9, r12
    adc     r10, r10, r11
.endm

    .section .text.qz_fast.qzi_p256_add_armv7em,"ax",%progbits
    .global qzi_p256_add_armv7em
    .type   qzi_p256_add_armv7em, %function
    .p2align 2
    .thumb_func
qzi_p256_add_armv7em:
    push    {r4-r11, lr}
    ldm     r1, {r3-r10}
    CHAIN   adds, r3, 0
    CHAIN   adcs, r4, 4
    CHAIN   adcs, r5, 8
    CHAIN   adcs, r6, 12
    CHAIN   adcs, r7, 16
    CHAIN   adcs, r8, 20
    CHAIN   adcs, r9, 24
    CHAIN   adcs, r10, 28
    mov     r11, #0
    adc     r11, r11, #0            /* c */
    subs    r3, r3, #0xffffffff     /* - p */
    sbcs    r4, r4, #0xffffffff
    sbcs    r5, r5, #0xffffffff
    sbcs    r6, r6, #0
    sbcs    r7, r7, #0
    sbcs    r8, r8, #0
    sbcs    r9, r9, #1
    sbcs    r10, r10, #0xffffffff
    sbc     r11, r11, #0            /* c - borrow: 0 or all-ones */
    ADD_MASKED_P
    stm     r0, {r3-r10}
    pop     {r4-r11, pc}
    .size   qzi_p256_add_armv7em, . - qzi_p256_add_armv7em

    .section .text.qz_fast.qzi_p256_sub_armv7em,"ax",%progbits
    .global qzi_p256_sub_armv7em
    .type   qzi_p256_sub_armv7em, %function
    .p2align 2
    .thumb_func
qzi_p256_sub_armv7em:
    push    {r4-r11, lr}
    ldm     r1, {r3-r10}
    CHAIN   subs, r3, 0
    CHAIN   sbcs, r4, 4
    CHAIN   sbcs, r5, 8
    CHAIN   sbcs, r6, 12
    CHAIN   sbcs, r7, 16
    CHAIN   sbcs, r8, 20
    CHAIN   sbcs, r9, 24
    CHAIN   sbcs, r10, 28
    sbc     r11, r11, r11           /* 0 - borrow */
    ADD_MASKED_P
    stm     r0, {r3-r10}
    pop     {r4-r11, pc}
    .size   qzi_p256_sub_armv7em, . - qzi_p256_sub_armv7em

#endif /* __ARM_FEATURE_DSP */

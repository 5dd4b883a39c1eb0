/*
 * P-384 modular addition and subtraction for ARMv7E-M (Cortex-M4; the
 * Cortex-M33 with DSP takes the same file, as it does p384_field.S).
 *
 *   void qzi_p384_add_armv7em(uint32_t r[12], const uint32_t a[12],
 *                             const uint32_t b[12]);
 *   void qzi_p384_sub_armv7em(uint32_t r[12], const uint32_t a[12],
 *                             const uint32_t b[12]);
 *
 * Contract (lib/internal/bignum_kernel.h):
 *  - r = a + b mod p, r = a - b mod p, p = 2^384 - 2^128 - 2^96 + 2^32 - 1,
 *    for a, b < p; r < p. Limbs 32-bit, least significant first, 4-byte
 *    aligned. Inputs up to 2^384 - 1 give a value below 2^384, never a
 *    fault: the same value as the C reference (lib/generic/p384_field.c),
 *    which tests/kernel_bignum.c checks on such inputs too.
 *  - r may be a or b: both are read whole before r is written (at the
 *    end, by one STM).
 *  - Constant time: straight-line code, no branch, no data-dependent
 *    address. The correction adds p AND a mask: p's limbs are ff..ff, 0,
 *    0, ff..ff, ff..fe, ff..ff x 7, so p AND m is m, 0, 0, m, m << 1, m.
 *  - Method, add: (c : s) = a + b; s - p with borrow b; the mask is
 *    (c - b) >> 31 (arithmetic: all-ones exactly when a + b < p), and
 *    p AND mask is added back (mod 2^384). Sub: t = a - b, and p AND
 *    (0 - borrow) added back.
 *  - Loads: a and b in halves of six limbs by LDM (the chain's carry
 *    survives the loads), the last six limbs of b one or two at a time
 *    into the registers left free.
 *  - Registers: the twelve limbs of a, then of the result, in r0 r3-r12
 *    lr (limb 0 in r0, limb 11 in lr: one STM writes r); b's low half in
 *    r8-r12 lr first; r1 and r2 the pointers, then scratch; r2 ends as
 *    the carry word and mask. AAPCS: r4-r11 and sp preserved; r0-r3, r12,
 *    flags clobbered. Frame: the output pointer and the caller's r4-r11
 *    and lr (40 bytes, no secret of this call). Stack: 40 bytes.
 *  - Cycles, modelled (build-aux/qz-trace-cycles --cpu cortex-m4 --func
 *    qzi_p384_add_armv7em --func qzi_p384_sub_armv7em, zero wait states,
 *    the function itself with its return): add 109, sub 95 on the
 *    Cortex-M4, against about 500 and 340 for the C reference (-O2, its
 *    internal calls included). Size: .text 188 (add) + 132 (sub) bytes.
 */

#if defined(__ARM_FEATURE_DSP)

    .syntax unified
    .thumb

/* r0 r3-r7 = a[0..5] (r1 += 24), r8-r12 lr = b[0..5] (r2 += 24). */
.macro LOAD_LOW
    ldm     r1!, {r0, r3, r4, r5, r6, r7}
    ldm     r2!, {r8, r9, r10, r11, r12, lr}
.endm

/* The chain's second half: r8-r12 lr = a[6..11], then op b[6..11] into
 * them (r2 = b + 24; r1, then r1 and r2, hold b's limbs). */
.macro HIGH_HALF op
    ldm     r1, {r8, r9, r10, r11, r12, lr}
    ldr     r1, [r2, #0]
    \op     r8, r8, r1
    ldr     r1, [r2, #4]
    \op     r9, r9, r1
    ldr     r1, [r2, #8]
    \op     r10, r10, r1
    ldr     r1, [r2, #12]
    \op     r11, r11, r1
    ldrd    r1, r2, [r2, #16]
    \op     r12, r12, r1
    \op     lr, lr, r2
.endm

/* r0 r3-r12 lr += p AND r2 (mask) mod 2^384; store r (the pointer saved
 * at sp) and return. */
.macro ADD_MASKED_P_AND_RETURN
    adds    r0, r0, r2
    adcs    r3, r3, #0
    adcs    r4, r4, #0
    adcs    r5, r5, r2
    adcs    r6, r6, r2, lsl #1          @ p[4] = 0xfffffffe: m << 1
    adcs    r7, r7, r2
    adcs    r8, r8, r2
    adcs    r9, r9, r2
    adcs    r10, r10, r2
    adcs    r11, r11, r2
    adcs    r12, r12, r2
    adc     lr, lr, r2
    ldr     r1, [sp], #4                @ r (the pushed r0)
    stm     r1, {r0, r3-r12, lr}
    pop     {r4-r11, pc}
.endm

    .section .text.qz_fast.qzi_p384_add_armv7em,"ax",%progbits
    .global qzi_p384_add_armv7em
    .type   qzi_p384_add_armv7em, %function
    .p2align 2
    .thumb_func
qzi_p384_add_armv7em:
    push    {r0, r4-r11, lr}
    LOAD_LOW
    adds    r0, r0, r8                  @ s = a + b, low half
    adcs    r3, r3, r9
    adcs    r4, r4, r10
    adcs    r5, r5, r11
    adcs    r6, r6, r12
    adcs    r7, r7, lr
    HIGH_HALF adcs                      @ high half
    sbc     r2, r2, r2                  @ c - 1
    subs    r0, r0, #0xffffffff         @ s - p
    sbcs    r3, r3, #0
    sbcs    r4, r4, #0
    sbcs    r5, r5, #0xffffffff
    adcs    r6, r6, #1                  @ = sbcs #0xfffffffe
    sbcs    r7, r7, #0xffffffff
    sbcs    r8, r8, #0xffffffff
    sbcs    r9, r9, #0xffffffff
    sbcs    r10, r10, #0xffffffff
    sbcs    r11, r11, #0xffffffff
    sbcs    r12, r12, #0xffffffff
    sbcs    lr, lr, #0xffffffff
    adc     r2, r2, #0                  @ c - borrow: 1, 0 or -1
    asr     r2, r2, #31                 @ mask: all-ones iff a + b < p
    ADD_MASKED_P_AND_RETURN
    .size   qzi_p384_add_armv7em, . - qzi_p384_add_armv7em

    .section .text.qz_fast.qzi_p384_sub_armv7em,"ax",%progbits
    .global qzi_p384_sub_armv7em
    .type   qzi_p384_sub_armv7em, %function
    .p2align 2
    .thumb_func
qzi_p384_sub_armv7em:
    push    {r0, r4-r11, lr}
    LOAD_LOW
    subs    r0, r0, r8                  @ t = a - b, low half
    sbcs    r3, r3, r9
    sbcs    r4, r4, r10
    sbcs    r5, r5, r11
    sbcs    r6, r6, r12
    sbcs    r7, r7, lr
    HIGH_HALF sbcs                      @ high half
    sbc     r2, r2, r2                  @ mask = 0 - borrow
    ADD_MASKED_P_AND_RETURN
    .size   qzi_p384_sub_armv7em, . - qzi_p384_sub_armv7em

#endif /* __ARM_FEATURE_DSP */

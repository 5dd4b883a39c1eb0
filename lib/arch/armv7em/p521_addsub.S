/*
 * P-521 modular addition and subtraction for ARMv7E-M (Cortex-M4; the
 * Cortex-M33 with DSP takes the same file, as it does p521_field.S).
 *
 *   void qzi_p521_add_armv7em(uint32_t r[17], const uint32_t a[17],
 *                             const uint32_t b[17]);
 *   void qzi_p521_sub_armv7em(uint32_t r[17], const uint32_t a[17],
 *                             const uint32_t b[17]);
 *
 * Contract (lib/internal/bignum_kernel.h):
 *  - r = a + b mod p, r = a - b mod p, p = 2^521 - 1, for a, b < p; r < p.
 *    Limbs 32-bit, least significant first, 4-byte aligned. Inputs up to
 *    2^544 - 1 give some value below 2^521, never a fault.
 *  - r may be a or b: limbs 0..14 of a and b are read (five at a time)
 *    before r's limbs 0..14 are written, limbs 15, 16 before any of r is
 *    read back; each limb of r is written after the same limbs of a and b
 *    were read.
 *  - Constant time: straight-line code, no branch, no data-dependent
 *    address.
 *  - Method (p = 2^521 - 1: the correction is an end-around carry).
 *    Add: v = a + b + 1 (< 2^522), stored to r (limbs 15, 16 kept in
 *    registers); bit 521 of v is set exactly when a + b >= p, and then
 *    r = v mod 2^521, else r = v - 1. Second pass: r = (v - 1 + bit) mod
 *    2^521, an SBCS chain over r whose borrow-in is the bit's complement
 *    (LSLS #23 puts the bit in C), the top limb cleared above bit 8 (BFC).
 *    Sub: d = a - b mod 2^544, borrow out B; r = (d - B) mod 2^521 (when
 *    a < b, d + p = d - 1 mod 2^521 as 2^544 = 0 mod 2^521): the second
 *    pass is the same SBCS chain, its borrow-in the first chain's borrow
 *    (the flags carry over; nothing between the chains sets them).
 *  - Registers: r0 = r, r1 = a, r2 = b (advanced by LDM/STM write-back);
 *    first pass r3-r7 a's limbs and the sum, r8-r12 b's; the top limbs in
 *    r11, r12; second pass r1-r10, lr and r1-r4. AAPCS: r4-r11 and sp
 *    preserved; r0-r3, r12, lr and flags clobbered. Frame: the caller's
 *    r4-r11 and lr (36 bytes, no secret of this call). Stack: 36 bytes.
 *  - Cycles: add 156, sub 155 modelled M4 cycles per call, zero wait
 *    states (build-aux/qz-trace-cycles --cpu cortex-m4), against 418 and
 *    430 for the C reference and about 540 and 400 for the generic
 *    qzi_bn_mod_add/sub they replace.
 */

#if defined(__ARM_FEATURE_DSP)

    .syntax unified
    .thumb

/* Five limbs of the first pass: r3-r7 = a[..] op b[..] with the flags'
 * carry or borrow, stored to r. */
.macro FIVE op
    ldm     r1!, {r3-r7}
    ldm     r2!, {r8-r12}
    \op     r3, r3, r8
    \op     r4, r4, r9
    \op     r5, r5, r10
    \op     r6, r6, r11
    \op     r7, r7, r12
    stm     r0!, {r3-r7}
.endm

/* The first pass's top limbs: r11, r12 = a[15..16] op b[15..16]. */
.macro TOP op
    ldm     r1, {r11, r12}
    ldm     r2, {r3, r4}
    \op     r11, r11, r3
    \op     r12, r12, r4
.endm

/* Second pass: r[0..16] -= borrow-in (C's complement), limbs 0..14 from
 * r (r0 = r + 60 on entry), 15 and 16 in r11, r12; r[16] mod 2^9. */
.macro FINISH
    sub     r0, r0, #60             /* no flags */
    ldm     r0, {r1-r10, lr}        /* r[0..10] */
    sbcs    r1, r1, #0
    sbcs    r2, r2, #0
    sbcs    r3, r3, #0
    sbcs    r4, r4, #0
    sbcs    r5, r5, #0
    sbcs    r6, r6, #0
    sbcs    r7, r7, #0
    sbcs    r8, r8, #0
    sbcs    r9, r9, #0
    sbcs    r10, r10, #0
    sbcs    lr, lr, #0
    stm     r0!, {r1-r10, lr}
    ldm     r0, {r1-r4}             /* r[11..14] */
    sbcs    r1, r1, #0
    sbcs    r2, r2, #0
    sbcs    r3, r3, #0
    sbcs    r4, r4, #0
    sbcs    r11, r11, #0
    sbc     r12, r12, #0
    bfc     r12, #9, #23            /* mod 2^521 */
    stm     r0, {r1-r4, r11, r12}
.endm

    .section .text.qz_fast.qzi_p521_add_armv7em,"ax",%progbits
    .global qzi_p521_add_armv7em
    .type   qzi_p521_add_armv7em, %function
    .p2align 2
    .thumb_func
qzi_p521_add_armv7em:
    push    {r4-r11, lr}
    cmp     r0, r0                  /* C = 1: v = a + b + 1 */
    FIVE    adcs                    /* v[0..4] */
    FIVE    adcs                    /* v[5..9] */
    FIVE    adcs                    /* v[10..14] */
    TOP     adcs                    /* v[15..16] */
    lsls    r3, r12, #23            /* C = bit 521 of v */
    FINISH                          /* r = (v - 1 + C) mod 2^521 */
    pop     {r4-r11, pc}
    .size   qzi_p521_add_armv7em, . - qzi_p521_add_armv7em

    .section .text.qz_fast.qzi_p521_sub_armv7em,"ax",%progbits
    .global qzi_p521_sub_armv7em
    .type   qzi_p521_sub_armv7em, %function
    .p2align 2
    .thumb_func
qzi_p521_sub_armv7em:
    push    {r4-r11, lr}
    cmp     r0, r0                  /* C = 1: no borrow in */
    FIVE    sbcs                    /* d[0..4] */
    FIVE    sbcs                    /* d[5..9] */
    FIVE    sbcs                    /* d[10..14] */
    TOP     sbcs                    /* d[15..16]; C = no borrow out */
    FINISH                          /* r = (d - borrow) mod 2^521 */
    pop     {r4-r11, pc}
    .size   qzi_p521_sub_armv7em, . - qzi_p521_sub_armv7em

#endif /* __ARM_FEATURE_DSP */

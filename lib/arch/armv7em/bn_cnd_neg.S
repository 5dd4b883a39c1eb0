/*
 * Conditional negation modulo m for ARMv7E-M (Cortex-M4; the Cortex-M33
 * with DSP takes the same file with the rest of the armv7em bignum set;
 * the code itself needs only ARMv7-M).
 *
 *   void qzi_bn_cnd_neg_mod_armv7em(uint32_t *r, const uint32_t *m,
 *                                   uint32_t mask, size_t n);
 *
 * Contract (lib/internal/bignum_kernel.h, cnd_neg_mod; the C reference
 * is qzi_bn_cnd_neg_mod_c in lib/generic/bignum.c, the oracle of
 * tests/kernel_bignum.c):
 *  - r = m - r when mask is all-ones and r is not zero; r unchanged when
 *    mask is zero or r is zero. For r < m that is r = -r mod m (mask
 *    all-ones). mask is all-ones or zero; 1 <= n; r and m do not overlap.
 *  - Constant time: the branches and addresses depend on n and the
 *    pointers only; r, m's limbs and mask feed ORR / RSB / AND / SBCS /
 *    EOR only.
 *  - AAPCS: r4-r10 saved; r0-r3, r12, lr and flags clobbered. Frame: the
 *    caller's r4-r10 and lr (32 bytes, nothing of this call; the limbs
 *    live in registers). Stack: 32 bytes.
 *
 * Method. any = the OR of r's limbs; mask &= (any != 0) by RSB / ORR /
 * AND with the sign (ASR #31). Then x = m - r by an SBCS chain, and r ^=
 * (r ^ x) AND mask. Eight limbs (the P-256 field, 52 times a signature
 * in the comb's table reads) run straight: r in r3-r10 by one LDM, m two
 * limbs at a time (LDRD), r back by one STM. Other sizes: n mod 4 single
 * limbs first, then four at a time (LDM / STM); between the loops' steps
 * the borrow stays in C (TEQ leaves it).
 *
 * Modelled cycles (build-aux/qz-trace-cycles, zero wait states, the
 * call's return included; key generations and signatures): n = 8: 94 on
 * the Cortex-M4 (--cpu cortex-m4), 86 on the M33, against 202 on the M4
 * for gcc 12's -O2 code of the C reference (which replaced a subtraction
 * mod p and a select, 263); the loop: 197 for n = 12, 264 for n = 17 on
 * the M4. Size: 388 bytes (the straight eight limbs 196 of them).
 */

    .syntax unified
    .thumb

    .section .text.qzi_bn_cnd_neg_mod_armv7em,"ax",%progbits
    .align  2
    .global qzi_bn_cnd_neg_mod_armv7em
    .type   qzi_bn_cnd_neg_mod_armv7em, %function
    .thumb_func
qzi_bn_cnd_neg_mod_armv7em:
    push    {r4-r10, lr}
    cmp     r3, #8
    bne     .Lany_n

    /* n = 8: r in r3-r10. */
    ldm     r0, {r3-r10}
    orr     r12, r3, r4
    orr     r12, r12, r5
    orr     r12, r12, r6
    orr     r12, r12, r7
    orr     r12, r12, r8
    orr     r12, r12, r9
    orr     r12, r12, r10
    rsbs    lr, r12, #0
    orr     r12, r12, lr
    and     r2, r2, r12, asr #31    @ mask, 0 when r = 0
    ldrd    r12, lr, [r1]
    subs    r12, r12, r3
    sbcs    lr, lr, r4
    eor     r12, r12, r3
    eor     lr, lr, r4
    and     r12, r12, r2
    and     lr, lr, r2
    eor     r3, r3, r12
    eor     r4, r4, lr
    ldrd    r12, lr, [r1, #8]
    sbcs    r12, r12, r5
    sbcs    lr, lr, r6
    eor     r12, r12, r5
    eor     lr, lr, r6
    and     r12, r12, r2
    and     lr, lr, r2
    eor     r5, r5, r12
    eor     r6, r6, lr
    ldrd    r12, lr, [r1, #16]
    sbcs    r12, r12, r7
    sbcs    lr, lr, r8
    eor     r12, r12, r7
    eor     lr, lr, r8
    and     r12, r12, r2
    and     lr, lr, r2
    eor     r7, r7, r12
    eor     r8, r8, lr
    ldrd    r12, lr, [r1, #24]
    sbcs    r12, r12, r9
    sbcs    lr, lr, r10
    eor     r12, r12, r9
    eor     lr, lr, r10
    and     r12, r12, r2
    and     lr, lr, r2
    eor     r9, r9, r12
    eor     r10, r10, lr
    stm     r0, {r3-r10}
    pop     {r4-r10, pc}

    /* Any n: lr = the end of r, r12 = the end of the single limbs. */
.Lany_n:
    add     lr, r0, r3, lsl #2
    and     r3, r3, #3
    add     r12, r0, r3, lsl #2
    mov     r4, r0
    movs    r3, #0                  @ any
    b       2f
1:  ldr     r5, [r4], #4
    orr     r3, r3, r5
2:  cmp     r4, r12
    bne     1b
    b       4f
3:  ldm     r4!, {r5-r8}
    orr     r3, r3, r5
    orr     r3, r3, r6
    orr     r3, r3, r7
    orr     r3, r3, r8
4:  cmp     r4, lr
    bne     3b
    rsbs    r4, r3, #0
    orr     r3, r3, r4
    and     r2, r2, r3, asr #31     @ mask, 0 when r = 0

    cmp     r0, r0                  @ C = 1: no borrow yet
    b       6f
5:  ldr     r3, [r0]
    ldr     r4, [r1], #4
    sbcs    r4, r4, r3
    eor     r4, r4, r3
    and     r4, r4, r2
    eor     r3, r3, r4
    str     r3, [r0], #4
6:  teq     r0, r12
    bne     5b
    b       8f
7:  ldm     r0, {r3-r6}
    ldm     r1!, {r7-r10}
    sbcs    r7, r7, r3
    sbcs    r8, r8, r4
    sbcs    r9, r9, r5
    sbcs    r10, r10, r6
    eor     r7, r7, r3
    eor     r8, r8, r4
    eor     r9, r9, r5
    eor     r10, r10, r6
    and     r7, r7, r2
    and     r8, r8, r2
    and     r9, r9, r2
    and     r10, r10, r2
    eor     r3, r3, r7
    eor     r4, r4, r8
    eor     r5, r5, r9
    eor     r6, r6, r10
    stm     r0!, {r3-r6}
8:  teq     r0, lr
    bne     7b
    pop     {r4-r10, pc}
    .size   qzi_bn_cnd_neg_mod_armv7em, .-qzi_bn_cnd_neg_mod_armv7em

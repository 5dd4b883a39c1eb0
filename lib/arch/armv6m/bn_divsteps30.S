/*
 * 30 Bernstein-Yang divsteps on the low words, for ARMv6-M (Cortex-M0+;
 * also the M3, which takes the armv6m bignum set). The method is the
 * armv7em file's (lib/arch/armv7em/bn_divsteps30.S: the matrix packed
 * into the words as tags at 2^18 and 2^29, sub-batches of 9, 9, 9 and 3
 * steps, lib/arch/gen/divsteps_pack.c), in the Thumb-1 subset.
 *
 *   int32_t qzi_bn_divsteps30_armv6m(int32_t zeta, uint32_t f, uint32_t g,
 *                                    int32_t t[4]);
 *
 * Contract (lib/internal/bignum_kernel.h, divsteps30; the C reference is
 * qzi_bn_divsteps30_c in lib/generic/bignum.c, the oracle of
 * tests/kernel_bignum.c): zeta = -(delta + 1/2), |zeta| < 2^30, f odd,
 * only bits 0..29 of f and g used; returns the new zeta, writes t = (u,
 * v, q, r) with 2^30 f30 = u f + v g, 2^30 g30 = q f + r g.
 *  - Constant time: straight-line code, no branch, no data-dependent
 *    address; MULS is single-cycle on the M0+ (the single-cycle
 *    multiplier option, doc/security.md) and on the M3.
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, flags clobbered.
 *    Frame: t's pointer and the caller's r4-r11 and lr (40 bytes,
 *    nothing secret). Stack: 40 bytes.
 *
 * One step, 13 instructions and cycles (F, G, o, s in r4-r7, zeta r0):
 *     o = -(g & 1)               lsls, asrs
 *     s = o AND (zeta >> 31)     asrs, ands        (the exchanging case)
 *     c = s OR (g & 1)           lsrs, orrs        (0, 1, or -1 on a swap)
 *     g += c f                   muls, adds
 *     zeta = (zeta XOR s) - 1    eors, subs
 *     f += g AND s               ands, adds
 *     g >>= 1                    asrs
 *
 * Registers: r0 zeta; r4-r7 a sub-batch's F, G, o, s, then its matrix
 * (u, v, q, r) = (r6, r4, r7, r5); r1-r3 scratch; r8 f, r9 g (both kept
 * whole and multiplied by each sub-batch's matrix: the next sub-batch
 * reads bits 9.., 18.., 27..); the product of the matrices so far in
 * r10 (u), r11 (v), r12 (q), lr (r).
 *
 * Cycles, modelled (build-aux/qz-trace-cycles --cpu cortex-m0plus --func
 * qzi_bn_divsteps30_armv6m, the call's return included): 645 on the
 * Cortex-M0+ (390 in the steps), against 1,441 for gcc 12's -O2 code of
 * the C reference. Size: 1,236 bytes of .text.
 */

    .syntax unified
    .thumb
    .arch armv6-m

/* One divstep on F, G (o, s scratch; zeta in r0). */
.macro STEP F, G, o, s
    lsls    \o, \G, #31
    asrs    \o, \o, #31                 @ o = -(g & 1)
    asrs    \s, r0, #31
    ands    \s, \s, \o                  @ s = o & (zeta < 0): swap
    lsrs    \o, \o, #31
    orrs    \o, \o, \s                  @ c = s | (g & 1)
    muls    \o, \F, \o                  @ c f
    adds    \G, \G, \o                  @ g += c f
    eors    r0, r0, \s
    subs    r0, r0, #1                  @ zeta = (zeta ^ s) - 1
    ands    \s, \s, \G
    adds    \F, \F, \s                  @ f += g & s
    asrs    \G, \G, #1                  @ g /= 2 (exact)
.endm

/* k steps on bits off..off+k-1 of f (r8) and g (r9); the matrix ends in
 * (u, v, q, r) = (r6, r4, r7, r5). */
.macro SUBBATCH k, off
    mov     r1, r8
    lsls    r4, r1, #(32 - \off - \k)
    asrs    r4, r4, #(32 - \k)          @ f' (signed k bits)
    mov     r2, r9
    lsls    r5, r2, #(32 - \off - \k)
    asrs    r5, r5, #(32 - \k)          @ g'
    movs    r3, #1
    lsls    r2, r3, #18
    adds    r4, r4, r2                  @ F = f' + 2^18
    lsls    r2, r3, #29
    adds    r5, r5, r2                  @ G = g' + 2^29
    .rept \k
    STEP    r4, r5, r6, r7
    .endr
    /* X = F + 2^(a-1), a = 18 - k; u = X[a .. a+10] signed;
     * v = (X >> (a+11)) + (u < 0); the same for G */
    lsls    r1, r3, #(17 - \k)
    adds    r4, r4, r1
    adds    r5, r5, r1
    lsls    r6, r4, #(3 + \k)
    asrs    r6, r6, #21                 @ u
    asrs    r4, r4, #(29 - \k)
    lsrs    r2, r6, #31
    adds    r4, r4, r2                  @ v
    lsls    r7, r5, #(3 + \k)
    asrs    r7, r7, #21                 @ q
    asrs    r5, r5, #(29 - \k)
    lsrs    r2, r7, #31
    adds    r5, r5, r2                  @ r
.endm

/* f <- u f + v g, g <- q f + r g (mod 2^32), with the sub-batch's matrix. */
.macro APPLY
    mov     r1, r8
    muls    r1, r6, r1                  @ u f
    mov     r2, r9
    muls    r2, r4, r2                  @ v g
    adds    r1, r1, r2
    mov     r3, r8
    muls    r3, r7, r3                  @ q f
    mov     r2, r9
    muls    r2, r5, r2                  @ r g
    adds    r3, r3, r2
    mov     r8, r1
    mov     r9, r3
.endm

/* T <- Tj T: the product so far (r10, r11, r12, lr) times the
 * sub-batch's matrix, from the left. */
.macro COMBINE
    mov     r1, r10
    muls    r1, r6, r1                  @ uj u
    mov     r2, r12
    muls    r2, r4, r2                  @ vj q
    adds    r1, r1, r2                  @ u'
    mov     r3, r10
    muls    r3, r7, r3                  @ qj u
    mov     r2, r12
    muls    r2, r5, r2                  @ rj q
    adds    r3, r3, r2                  @ q'
    mov     r10, r1
    mov     r12, r3
    mov     r1, r11
    muls    r1, r6, r1                  @ uj v
    mov     r2, lr
    muls    r2, r4, r2                  @ vj r
    adds    r1, r1, r2                  @ v'
    mov     r3, r11
    muls    r3, r7, r3                  @ qj v
    mov     r2, lr
    muls    r2, r5, r2                  @ rj r
    adds    r3, r3, r2                  @ r'
    mov     r11, r1
    mov     lr, r3
.endm

    .section .text.qz_fast.qzi_bn_divsteps30_armv6m,"ax",%progbits
    .align  2
    .global qzi_bn_divsteps30_armv6m
    .type   qzi_bn_divsteps30_armv6m, %function
    .thumb_func
qzi_bn_divsteps30_armv6m:
    push    {r3, r4, r5, r6, r7, lr}    @ t's pointer at [sp, #16] after the next push
    mov     r4, r8
    mov     r5, r9
    mov     r6, r10
    mov     r7, r11
    push    {r4, r5, r6, r7}
    mov     r8, r1                      @ f
    mov     r9, r2                      @ g

    SUBBATCH 9, 0                       @ steps 1-9
    APPLY
    mov     r10, r6
    mov     r11, r4
    mov     r12, r7
    mov     lr, r5
    SUBBATCH 9, 9                       @ steps 10-18
    APPLY
    COMBINE
    SUBBATCH 9, 18                      @ steps 19-27
    APPLY
    COMBINE
    SUBBATCH 3, 27                      @ steps 28-30
    COMBINE

    ldr     r1, [sp, #16]               @ t
    mov     r4, r10
    mov     r5, r11
    mov     r6, r12
    mov     r7, lr
    stmia   r1!, {r4, r5, r6, r7}
    pop     {r4, r5, r6, r7}
    mov     r8, r4
    mov     r9, r5
    mov     r10, r6
    mov     r11, r7
    pop     {r3, r4, r5, r6, r7, pc}
    .size   qzi_bn_divsteps30_armv6m, .-qzi_bn_divsteps30_armv6m

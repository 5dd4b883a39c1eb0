/*
 * Field kernels modulo p = 2^448 - 2^224 - 1 for ARMv7E-M (Cortex-M4; also
 * the Cortex-M33 with the DSP extension), Thumb-2 with UMAAL.
 *
 *   void qzi_fe448_mul_armv7em(uint32_t r[14], const uint32_t a[14],
 *                              const uint32_t b[14]);
 *   void qzi_fe448_sqr_armv7em(uint32_t r[14], const uint32_t a[14]);
 *   void qzi_fe448_add_armv7em(uint32_t r[14], const uint32_t a[14],
 *                              const uint32_t b[14]);
 *   void qzi_fe448_sub_armv7em(uint32_t r[14], const uint32_t a[14],
 *                              const uint32_t b[14]);
 *   void qzi_fe448_mul_a24_armv7em(uint32_t r[14], const uint32_t a[14]);
 *   void qzi_fe448_cnd_swap2_armv7em(uint32_t a[28], uint32_t b[28],
 *                                    uint32_t mask);
 *
 * Contract (lib/internal/fe448_kernel.h; the C reference is
 * lib/generic/fe448.c, tests/kernel_fe448.c checks both against the
 * bignum layer's Montgomery route):
 *  - r = a b, a^2, a + b, a - b, 39082 a (mod p). Inputs: any value below
 *    2^448 (14 limbs, least significant first, 4-byte aligned); outputs:
 *    a value below 2^448 congruent to the result ("loose").
 *    cnd_swap2 exchanges a[0..28) and b[0..28) for mask = 0xffffffff,
 *    nothing for mask = 0.
 *  - r may be a or b: mul and sqr write r only after the product is in
 *    their frame; add, sub and mul_a24 read limb i of a and b before they
 *    write limb i of r, and never read a limb of a or b after writing r's
 *    limb at that address.
 *  - Constant time: straight-line code, no branch, no data-dependent
 *    address; UMULL / UMAAL / SEL are single-cycle on the M4 and M33 (the
 *    swap's mask becomes the GE flags, UADD8 mask, mask).
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr and flags clobbered.
 *  - Each function in its own section (.text.qzi_fe448_<op>_armv7em), so
 *    --gc-sections keeps only those called.
 *  - UMAAL, UADD8 and SEL are DSP-extension instructions on ARMv8-M
 *    Mainline: this file assembles to nothing without __ARM_FEATURE_DSP
 *    (configure then selects the C kernels).
 *
 * The code below the BEGIN line is written by lib/arch/gen/fe448_field.py
 * (make check compares, build-aux/qz-check-generated): edit the generator.
 *
 * METHOD
 *
 * Product (mul): t = a b (28 limbs) by operand scanning in three passes,
 * a[0..4], a[5..9], a[10..13] in r3-r7 (r3-r6); each row j adds a block
 * times b[j] (LDR into lr) to a window of partial sums by one UMAAL chain,
 * the window and its carry rotating by renaming over a pool of registers
 * (r0, r8-r12; the last pass r0, r1, r7-r12). A row retires its lowest
 * limb to the frame; a limb left by the passes before enters as the carry
 * of the row that starts at it (or as a window's first value), so every
 * UMAAL adds two words for free. 196 UMAAL, 42 rows. In the last pass
 * (three registers spare) the odd row's b[j] (r1) and carry are loaded
 * with the even row's, one run of pipelined loads.
 * Square (sqr): the 91 cross products a_i a_j (i < j) by the same passes
 * over rows j > i (a_j from the block's registers inside the block), then
 * one pass over the 14 limb pairs: ADCS x, x, x doubles with the chain's
 * carry, UMAAL x, k, a_i, a_i adds the square and UMAAL x, k, 0, 0 the
 * square chain's carry k (two carry chains: the flags and k).
 * Reduction (both): 2^448 = 2^224 + 1, so t = L + 2^448 (H_lo + 2^224
 * H_hi) = L + S + 2^224 (S + H_hi) with S = H_lo + H_hi:
 *   r_m     = t_m     + t_(14+m) +   t_(21+m)     m = 0..6
 *   r_(7+m) = t_(7+m) + t_(14+m) + 2 t_(21+m)
 * one pass over m = 0..6 for each half with two carry chains (ADCS for
 * t_(14+m), UMAAL x, c, t_(21+m), k with k = 1 then 2), both running on
 * from the low half into the high one; the low half stays in r1-r7 and
 * limb 7 in lr, limbs 8..13 go to r. Its carry u < 4 is folded as
 * u (2^224 + 1) (FOLD: u at limbs 0 and 7, one chain over the 14 limbs,
 * limbs 8..13 read back from r by LDM / STM); that chain carries out only
 * when the value wrapped past 2^448, leaving it below u (2^224 + 1)
 * (limbs 8..13 zero, limb 7 <= u), and the carry C2 goes into limbs 0 and
 * 7 once more by a chain over limbs 0..7 that cannot carry out.
 * add / sub: one ADCS (SBCS) chain, the low half kept in r3-r9 and limb
 * 7 in r10, limbs 8..13 through r11, r12, lr to r; then FOLD of the carry (for sub: the
 * borrow u is taken off as u (2^224 + 1); a second borrow means the value
 * was below 2^224 + 1 and wrapped to at least 2^448 - 2^224 - 1, limb 7
 * >= 2^32 - 2, limbs 8..13 all ones, so the last chain over limbs 0..7
 * cannot borrow). mul_a24: UMAAL c, a_i, a_i, 39081 gives {a_i : c} =
 * 39082 a_i + c (RdHi doubles as the multiplicand), then FOLD of the top
 * carry (< 2^16). cnd_swap2: four limbs of each side by LDM, SEL both
 * ways with the GE flags of UADD8 mask, mask, STM: seven groups.
 *
 * Frame (mul, sqr; after push {r0, r4-r11, lr} and sub sp, sp, #112):
 *   sp+0 .. sp+111    t0..t27 (partial sums, then the product)
 *   sp+112            r (the pushed r0)
 * Stack: mul, sqr 152 bytes; add, sub, mul_a24, cnd_swap2 36 bytes. No
 * call. Frames hold product limbs (secret) and are not wiped (the
 * contract: X448 wipes its stack once before it returns).
 *
 * Measured, MODELLED cycles per call (build-aux/qz-trace-cycles --cpu
 * cortex-m4 / cortex-m33 over every text symbol of a program calling
 * qz_x448_set_private_key; zero wait states; the same for every input):
 *                                  cortex-m4   cortex-m33
 *   qzi_fe448_mul_armv7em             571         512
 *   qzi_fe448_sqr_armv7em             516         458
 *   qzi_fe448_add_armv7em             132         121
 *   qzi_fe448_sub_armv7em             132         121
 *   qzi_fe448_mul_a24_armv7em         122         111
 *   qzi_fe448_cnd_swap2_armv7em       219         190
 *   X448 (qz_x448_set_private_key)  2.94M       2.64M   (C kernels: 10.7M)
 * Size (arm-none-eabi-gcc 12.2, .text): mul 1,784, sqr 1,428, add 272,
 * sub 272, mul_a24 248, cnd_swap2 348 bytes.
 */
#if defined(__ARM_FEATURE_DSP)

    .syntax unified
    .thumb

@ ---- BEGIN GENERATED CODE: lib/arch/gen/fe448_field.py ----

    .section .text.qzi_fe448_mul_armv7em,"ax",%progbits
    .align  2
    .global qzi_fe448_mul_armv7em
    .type   qzi_fe448_mul_armv7em, %function
    .thumb_func
qzi_fe448_mul_armv7em:
    push {r0, r4-r11, lr}               @ r at [sp, #112] after the sub
    sub sp, sp, #112
    /* Pass 1: t += 2^0 a[0..4] * b. */
    ldm r1!, {r3-r7}                    @ a0..a4
    ldr lr, [r2, #0]                    @ b0
    mov r9, #0
    mov r10, #0
    mov r11, #0
    mov r12, #0
    umull r8, r0, r3, lr                @ {c : t0} = a0 b0
    umaal r9, r0, r4, lr                @ {c : t1} += a1 b0 + c
    umaal r10, r0, r5, lr               @ {c : t2} += a2 b0 + c
    umaal r11, r0, r6, lr               @ {c : t3} += a3 b0 + c
    umaal r12, r0, r7, lr               @ {c : t4} += a4 b0 + c
    str r8, [sp, #0]                    @ t0
    ldr lr, [r2, #4]                    @ b1
    mov r8, #0
    umaal r9, r8, r3, lr                @ {c : t1} += a0 b1 + c
    umaal r10, r8, r4, lr               @ {c : t2} += a1 b1 + c
    umaal r11, r8, r5, lr               @ {c : t3} += a2 b1 + c
    umaal r12, r8, r6, lr               @ {c : t4} += a3 b1 + c
    umaal r0, r8, r7, lr                @ {c : t5} += a4 b1 + c
    str r9, [sp, #4]                    @ t1
    ldr lr, [r2, #8]                    @ b2
    mov r9, #0
    umaal r10, r9, r3, lr               @ {c : t2} += a0 b2 + c
    umaal r11, r9, r4, lr               @ {c : t3} += a1 b2 + c
    umaal r12, r9, r5, lr               @ {c : t4} += a2 b2 + c
    umaal r0, r9, r6, lr                @ {c : t5} += a3 b2 + c
    umaal r8, r9, r7, lr                @ {c : t6} += a4 b2 + c
    str r10, [sp, #8]                   @ t2
    ldr lr, [r2, #12]                   @ b3
    mov r10, #0
    umaal r11, r10, r3, lr              @ {c : t3} += a0 b3 + c
    umaal r12, r10, r4, lr              @ {c : t4} += a1 b3 + c
    umaal r0, r10, r5, lr               @ {c : t5} += a2 b3 + c
    umaal r8, r10, r6, lr               @ {c : t6} += a3 b3 + c
    umaal r9, r10, r7, lr               @ {c : t7} += a4 b3 + c
    str r11, [sp, #12]                  @ t3
    ldr lr, [r2, #16]                   @ b4
    mov r11, #0
    umaal r12, r11, r3, lr              @ {c : t4} += a0 b4 + c
    umaal r0, r11, r4, lr               @ {c : t5} += a1 b4 + c
    umaal r8, r11, r5, lr               @ {c : t6} += a2 b4 + c
    umaal r9, r11, r6, lr               @ {c : t7} += a3 b4 + c
    umaal r10, r11, r7, lr              @ {c : t8} += a4 b4 + c
    str r12, [sp, #16]                  @ t4
    ldr lr, [r2, #20]                   @ b5
    mov r12, #0
    umaal r0, r12, r3, lr               @ {c : t5} += a0 b5 + c
    umaal r8, r12, r4, lr               @ {c : t6} += a1 b5 + c
    umaal r9, r12, r5, lr               @ {c : t7} += a2 b5 + c
    umaal r10, r12, r6, lr              @ {c : t8} += a3 b5 + c
    umaal r11, r12, r7, lr              @ {c : t9} += a4 b5 + c
    str r0, [sp, #20]                   @ t5
    ldr lr, [r2, #24]                   @ b6
    mov r0, #0
    umaal r8, r0, r3, lr                @ {c : t6} += a0 b6 + c
    umaal r9, r0, r4, lr                @ {c : t7} += a1 b6 + c
    umaal r10, r0, r5, lr               @ {c : t8} += a2 b6 + c
    umaal r11, r0, r6, lr               @ {c : t9} += a3 b6 + c
    umaal r12, r0, r7, lr               @ {c : t10} += a4 b6 + c
    str r8, [sp, #24]                   @ t6
    ldr lr, [r2, #28]                   @ b7
    mov r8, #0
    umaal r9, r8, r3, lr                @ {c : t7} += a0 b7 + c
    umaal r10, r8, r4, lr               @ {c : t8} += a1 b7 + c
    umaal r11, r8, r5, lr               @ {c : t9} += a2 b7 + c
    umaal r12, r8, r6, lr               @ {c : t10} += a3 b7 + c
    umaal r0, r8, r7, lr                @ {c : t11} += a4 b7 + c
    str r9, [sp, #28]                   @ t7
    ldr lr, [r2, #32]                   @ b8
    mov r9, #0
    umaal r10, r9, r3, lr               @ {c : t8} += a0 b8 + c
    umaal r11, r9, r4, lr               @ {c : t9} += a1 b8 + c
    umaal r12, r9, r5, lr               @ {c : t10} += a2 b8 + c
    umaal r0, r9, r6, lr                @ {c : t11} += a3 b8 + c
    umaal r8, r9, r7, lr                @ {c : t12} += a4 b8 + c
    str r10, [sp, #32]                  @ t8
    ldr lr, [r2, #36]                   @ b9
    mov r10, #0
    umaal r11, r10, r3, lr              @ {c : t9} += a0 b9 + c
    umaal r12, r10, r4, lr              @ {c : t10} += a1 b9 + c
    umaal r0, r10, r5, lr               @ {c : t11} += a2 b9 + c
    umaal r8, r10, r6, lr               @ {c : t12} += a3 b9 + c
    umaal r9, r10, r7, lr               @ {c : t13} += a4 b9 + c
    str r11, [sp, #36]                  @ t9
    ldr lr, [r2, #40]                   @ b10
    mov r11, #0
    umaal r12, r11, r3, lr              @ {c : t10} += a0 b10 + c
    umaal r0, r11, r4, lr               @ {c : t11} += a1 b10 + c
    umaal r8, r11, r5, lr               @ {c : t12} += a2 b10 + c
    umaal r9, r11, r6, lr               @ {c : t13} += a3 b10 + c
    umaal r10, r11, r7, lr              @ {c : t14} += a4 b10 + c
    str r12, [sp, #40]                  @ t10
    ldr lr, [r2, #44]                   @ b11
    mov r12, #0
    umaal r0, r12, r3, lr               @ {c : t11} += a0 b11 + c
    umaal r8, r12, r4, lr               @ {c : t12} += a1 b11 + c
    umaal r9, r12, r5, lr               @ {c : t13} += a2 b11 + c
    umaal r10, r12, r6, lr              @ {c : t14} += a3 b11 + c
    umaal r11, r12, r7, lr              @ {c : t15} += a4 b11 + c
    str r0, [sp, #44]                   @ t11
    ldr lr, [r2, #48]                   @ b12
    mov r0, #0
    umaal r8, r0, r3, lr                @ {c : t12} += a0 b12 + c
    umaal r9, r0, r4, lr                @ {c : t13} += a1 b12 + c
    umaal r10, r0, r5, lr               @ {c : t14} += a2 b12 + c
    umaal r11, r0, r6, lr               @ {c : t15} += a3 b12 + c
    umaal r12, r0, r7, lr               @ {c : t16} += a4 b12 + c
    str r8, [sp, #48]                   @ t12
    ldr lr, [r2, #52]                   @ b13
    mov r8, #0
    umaal r9, r8, r3, lr                @ {c : t13} += a0 b13 + c
    umaal r10, r8, r4, lr               @ {c : t14} += a1 b13 + c
    umaal r11, r8, r5, lr               @ {c : t15} += a2 b13 + c
    umaal r12, r8, r6, lr               @ {c : t16} += a3 b13 + c
    umaal r0, r8, r7, lr                @ {c : t17} += a4 b13 + c
    str r9, [sp, #52]                   @ t13
    str r10, [sp, #56]                  @ t14
    str r11, [sp, #60]                  @ t15
    str r12, [sp, #64]                  @ t16
    str r0, [sp, #68]                   @ t17
    str r8, [sp, #72]                   @ t18
    /* Pass 2: t += 2^160 a[5..9] * b. */
    ldm r1!, {r3-r7}                    @ a5..a9
    ldr lr, [r2, #0]                    @ b0
    ldr r8, [sp, #20]                   @ t5
    ldr r9, [sp, #24]                   @ t6
    ldr r10, [sp, #28]                  @ t7
    ldr r11, [sp, #32]                  @ t8
    ldr r12, [sp, #36]                  @ t9
    mov r0, #0
    umaal r8, r0, r3, lr                @ {c : t5} += a5 b0 + c
    umaal r9, r0, r4, lr                @ {c : t6} += a6 b0 + c
    umaal r10, r0, r5, lr               @ {c : t7} += a7 b0 + c
    umaal r11, r0, r6, lr               @ {c : t8} += a8 b0 + c
    umaal r12, r0, r7, lr               @ {c : t9} += a9 b0 + c
    str r8, [sp, #20]                   @ t5
    ldr lr, [r2, #4]                    @ b1
    mov r8, #0
    umaal r9, r8, r3, lr                @ {c : t6} += a5 b1 + c
    umaal r10, r8, r4, lr               @ {c : t7} += a6 b1 + c
    umaal r11, r8, r5, lr               @ {c : t8} += a7 b1 + c
    umaal r12, r8, r6, lr               @ {c : t9} += a8 b1 + c
    umaal r0, r8, r7, lr                @ {c : t10} += a9 b1 + c
    str r9, [sp, #24]                   @ t6
    ldr lr, [r2, #8]                    @ b2
    mov r9, #0
    umaal r10, r9, r3, lr               @ {c : t7} += a5 b2 + c
    umaal r11, r9, r4, lr               @ {c : t8} += a6 b2 + c
    umaal r12, r9, r5, lr               @ {c : t9} += a7 b2 + c
    umaal r0, r9, r6, lr                @ {c : t10} += a8 b2 + c
    umaal r8, r9, r7, lr                @ {c : t11} += a9 b2 + c
    str r10, [sp, #28]                  @ t7
    ldr lr, [r2, #12]                   @ b3
    mov r10, #0
    umaal r11, r10, r3, lr              @ {c : t8} += a5 b3 + c
    umaal r12, r10, r4, lr              @ {c : t9} += a6 b3 + c
    umaal r0, r10, r5, lr               @ {c : t10} += a7 b3 + c
    umaal r8, r10, r6, lr               @ {c : t11} += a8 b3 + c
    umaal r9, r10, r7, lr               @ {c : t12} += a9 b3 + c
    str r11, [sp, #32]                  @ t8
    ldr lr, [r2, #16]                   @ b4
    mov r11, #0
    umaal r12, r11, r3, lr              @ {c : t9} += a5 b4 + c
    umaal r0, r11, r4, lr               @ {c : t10} += a6 b4 + c
    umaal r8, r11, r5, lr               @ {c : t11} += a7 b4 + c
    umaal r9, r11, r6, lr               @ {c : t12} += a8 b4 + c
    umaal r10, r11, r7, lr              @ {c : t13} += a9 b4 + c
    str r12, [sp, #36]                  @ t9
    ldr lr, [r2, #20]                   @ b5
    ldr r12, [sp, #40]                  @ c = t10
    umaal r0, r12, r3, lr               @ {c : t10} += a5 b5 + c
    umaal r8, r12, r4, lr               @ {c : t11} += a6 b5 + c
    umaal r9, r12, r5, lr               @ {c : t12} += a7 b5 + c
    umaal r10, r12, r6, lr              @ {c : t13} += a8 b5 + c
    umaal r11, r12, r7, lr              @ {c : t14} += a9 b5 + c
    str r0, [sp, #40]                   @ t10
    ldr lr, [r2, #24]                   @ b6
    ldr r0, [sp, #44]                   @ c = t11
    umaal r8, r0, r3, lr                @ {c : t11} += a5 b6 + c
    umaal r9, r0, r4, lr                @ {c : t12} += a6 b6 + c
    umaal r10, r0, r5, lr               @ {c : t13} += a7 b6 + c
    umaal r11, r0, r6, lr               @ {c : t14} += a8 b6 + c
    umaal r12, r0, r7, lr               @ {c : t15} += a9 b6 + c
    str r8, [sp, #44]                   @ t11
    ldr lr, [r2, #28]                   @ b7
    ldr r8, [sp, #48]                   @ c = t12
    umaal r9, r8, r3, lr                @ {c : t12} += a5 b7 + c
    umaal r10, r8, r4, lr               @ {c : t13} += a6 b7 + c
    umaal r11, r8, r5, lr               @ {c : t14} += a7 b7 + c
    umaal r12, r8, r6, lr               @ {c : t15} += a8 b7 + c
    umaal r0, r8, r7, lr                @ {c : t16} += a9 b7 + c
    str r9, [sp, #48]                   @ t12
    ldr lr, [r2, #32]                   @ b8
    ldr r9, [sp, #52]                   @ c = t13
    umaal r10, r9, r3, lr               @ {c : t13} += a5 b8 + c
    umaal r11, r9, r4, lr               @ {c : t14} += a6 b8 + c
    umaal r12, r9, r5, lr               @ {c : t15} += a7 b8 + c
    umaal r0, r9, r6, lr                @ {c : t16} += a8 b8 + c
    umaal r8, r9, r7, lr                @ {c : t17} += a9 b8 + c
    str r10, [sp, #52]                  @ t13
    ldr lr, [r2, #36]                   @ b9
    ldr r10, [sp, #56]                  @ c = t14
    umaal r11, r10, r3, lr              @ {c : t14} += a5 b9 + c
    umaal r12, r10, r4, lr              @ {c : t15} += a6 b9 + c
    umaal r0, r10, r5, lr               @ {c : t16} += a7 b9 + c
    umaal r8, r10, r6, lr               @ {c : t17} += a8 b9 + c
    umaal r9, r10, r7, lr               @ {c : t18} += a9 b9 + c
    str r11, [sp, #56]                  @ t14
    ldr lr, [r2, #40]                   @ b10
    ldr r11, [sp, #60]                  @ c = t15
    umaal r12, r11, r3, lr              @ {c : t15} += a5 b10 + c
    umaal r0, r11, r4, lr               @ {c : t16} += a6 b10 + c
    umaal r8, r11, r5, lr               @ {c : t17} += a7 b10 + c
    umaal r9, r11, r6, lr               @ {c : t18} += a8 b10 + c
    umaal r10, r11, r7, lr              @ {c : t19} += a9 b10 + c
    str r12, [sp, #60]                  @ t15
    ldr lr, [r2, #44]                   @ b11
    ldr r12, [sp, #64]                  @ c = t16
    umaal r0, r12, r3, lr               @ {c : t16} += a5 b11 + c
    umaal r8, r12, r4, lr               @ {c : t17} += a6 b11 + c
    umaal r9, r12, r5, lr               @ {c : t18} += a7 b11 + c
    umaal r10, r12, r6, lr              @ {c : t19} += a8 b11 + c
    umaal r11, r12, r7, lr              @ {c : t20} += a9 b11 + c
    str r0, [sp, #64]                   @ t16
    ldr lr, [r2, #48]                   @ b12
    ldr r0, [sp, #68]                   @ c = t17
    umaal r8, r0, r3, lr                @ {c : t17} += a5 b12 + c
    umaal r9, r0, r4, lr                @ {c : t18} += a6 b12 + c
    umaal r10, r0, r5, lr               @ {c : t19} += a7 b12 + c
    umaal r11, r0, r6, lr               @ {c : t20} += a8 b12 + c
    umaal r12, r0, r7, lr               @ {c : t21} += a9 b12 + c
    str r8, [sp, #68]                   @ t17
    ldr lr, [r2, #52]                   @ b13
    ldr r8, [sp, #72]                   @ c = t18
    umaal r9, r8, r3, lr                @ {c : t18} += a5 b13 + c
    umaal r10, r8, r4, lr               @ {c : t19} += a6 b13 + c
    umaal r11, r8, r5, lr               @ {c : t20} += a7 b13 + c
    umaal r12, r8, r6, lr               @ {c : t21} += a8 b13 + c
    umaal r0, r8, r7, lr                @ {c : t22} += a9 b13 + c
    str r9, [sp, #72]                   @ t18
    str r10, [sp, #76]                  @ t19
    str r11, [sp, #80]                  @ t20
    str r12, [sp, #84]                  @ t21
    str r0, [sp, #88]                   @ t22
    str r8, [sp, #92]                   @ t23
    /* Pass 3: t += 2^320 a[10..13] * b. */
    ldm r1, {r3-r6}                     @ a10..a13
    ldr lr, [r2, #0]                    @ b0
    ldr r1, [r2, #4]                    @ b1
    ldr r7, [sp, #40]                   @ t10
    ldr r8, [sp, #44]                   @ t11
    ldr r9, [sp, #48]                   @ t12
    ldr r10, [sp, #52]                  @ t13
    mov r0, #0
    umaal r7, r0, r3, lr                @ {c : t10} += a10 b0 + c
    umaal r8, r0, r4, lr                @ {c : t11} += a11 b0 + c
    umaal r9, r0, r5, lr                @ {c : t12} += a12 b0 + c
    umaal r10, r0, r6, lr               @ {c : t13} += a13 b0 + c
    str r7, [sp, #40]                   @ t10
    mov r11, #0
    umaal r8, r11, r3, r1               @ {c : t11} += a10 b1 + c
    umaal r9, r11, r4, r1               @ {c : t12} += a11 b1 + c
    umaal r10, r11, r5, r1              @ {c : t13} += a12 b1 + c
    umaal r0, r11, r6, r1               @ {c : t14} += a13 b1 + c
    str r8, [sp, #44]                   @ t11
    ldr lr, [r2, #8]                    @ b2
    ldr r1, [r2, #12]                   @ b3
    mov r12, #0
    umaal r9, r12, r3, lr               @ {c : t12} += a10 b2 + c
    umaal r10, r12, r4, lr              @ {c : t13} += a11 b2 + c
    umaal r0, r12, r5, lr               @ {c : t14} += a12 b2 + c
    umaal r11, r12, r6, lr              @ {c : t15} += a13 b2 + c
    str r9, [sp, #48]                   @ t12
    mov r7, #0
    umaal r10, r7, r3, r1               @ {c : t13} += a10 b3 + c
    umaal r0, r7, r4, r1                @ {c : t14} += a11 b3 + c
    umaal r11, r7, r5, r1               @ {c : t15} += a12 b3 + c
    umaal r12, r7, r6, r1               @ {c : t16} += a13 b3 + c
    str r10, [sp, #52]                  @ t13
    ldr lr, [r2, #16]                   @ b4
    ldr r1, [r2, #20]                   @ b5
    ldr r8, [sp, #56]                   @ c = t14
    ldr r9, [sp, #60]                   @ the next row's c = t15
    umaal r0, r8, r3, lr                @ {c : t14} += a10 b4 + c
    umaal r11, r8, r4, lr               @ {c : t15} += a11 b4 + c
    umaal r12, r8, r5, lr               @ {c : t16} += a12 b4 + c
    umaal r7, r8, r6, lr                @ {c : t17} += a13 b4 + c
    str r0, [sp, #56]                   @ t14
    umaal r11, r9, r3, r1               @ {c : t15} += a10 b5 + c
    umaal r12, r9, r4, r1               @ {c : t16} += a11 b5 + c
    umaal r7, r9, r5, r1                @ {c : t17} += a12 b5 + c
    umaal r8, r9, r6, r1                @ {c : t18} += a13 b5 + c
    str r11, [sp, #60]                  @ t15
    ldr lr, [r2, #24]                   @ b6
    ldr r1, [r2, #28]                   @ b7
    ldr r10, [sp, #64]                  @ c = t16
    ldr r0, [sp, #68]                   @ the next row's c = t17
    umaal r12, r10, r3, lr              @ {c : t16} += a10 b6 + c
    umaal r7, r10, r4, lr               @ {c : t17} += a11 b6 + c
    umaal r8, r10, r5, lr               @ {c : t18} += a12 b6 + c
    umaal r9, r10, r6, lr               @ {c : t19} += a13 b6 + c
    str r12, [sp, #64]                  @ t16
    umaal r7, r0, r3, r1                @ {c : t17} += a10 b7 + c
    umaal r8, r0, r4, r1                @ {c : t18} += a11 b7 + c
    umaal r9, r0, r5, r1                @ {c : t19} += a12 b7 + c
    umaal r10, r0, r6, r1               @ {c : t20} += a13 b7 + c
    str r7, [sp, #68]                   @ t17
    ldr lr, [r2, #32]                   @ b8
    ldr r1, [r2, #36]                   @ b9
    ldr r11, [sp, #72]                  @ c = t18
    ldr r12, [sp, #76]                  @ the next row's c = t19
    umaal r8, r11, r3, lr               @ {c : t18} += a10 b8 + c
    umaal r9, r11, r4, lr               @ {c : t19} += a11 b8 + c
    umaal r10, r11, r5, lr              @ {c : t20} += a12 b8 + c
    umaal r0, r11, r6, lr               @ {c : t21} += a13 b8 + c
    str r8, [sp, #72]                   @ t18
    umaal r9, r12, r3, r1               @ {c : t19} += a10 b9 + c
    umaal r10, r12, r4, r1              @ {c : t20} += a11 b9 + c
    umaal r0, r12, r5, r1               @ {c : t21} += a12 b9 + c
    umaal r11, r12, r6, r1              @ {c : t22} += a13 b9 + c
    str r9, [sp, #76]                   @ t19
    ldr lr, [r2, #40]                   @ b10
    ldr r1, [r2, #44]                   @ b11
    ldr r7, [sp, #80]                   @ c = t20
    ldr r8, [sp, #84]                   @ the next row's c = t21
    umaal r10, r7, r3, lr               @ {c : t20} += a10 b10 + c
    umaal r0, r7, r4, lr                @ {c : t21} += a11 b10 + c
    umaal r11, r7, r5, lr               @ {c : t22} += a12 b10 + c
    umaal r12, r7, r6, lr               @ {c : t23} += a13 b10 + c
    str r10, [sp, #80]                  @ t20
    umaal r0, r8, r3, r1                @ {c : t21} += a10 b11 + c
    umaal r11, r8, r4, r1               @ {c : t22} += a11 b11 + c
    umaal r12, r8, r5, r1               @ {c : t23} += a12 b11 + c
    umaal r7, r8, r6, r1                @ {c : t24} += a13 b11 + c
    str r0, [sp, #84]                   @ t21
    ldr lr, [r2, #48]                   @ b12
    ldr r1, [r2, #52]                   @ b13
    ldr r9, [sp, #88]                   @ c = t22
    ldr r10, [sp, #92]                  @ the next row's c = t23
    umaal r11, r9, r3, lr               @ {c : t22} += a10 b12 + c
    umaal r12, r9, r4, lr               @ {c : t23} += a11 b12 + c
    umaal r7, r9, r5, lr                @ {c : t24} += a12 b12 + c
    umaal r8, r9, r6, lr                @ {c : t25} += a13 b12 + c
    str r11, [sp, #88]                  @ t22
    umaal r12, r10, r3, r1              @ {c : t23} += a10 b13 + c
    umaal r7, r10, r4, r1               @ {c : t24} += a11 b13 + c
    umaal r8, r10, r5, r1               @ {c : t25} += a12 b13 + c
    umaal r9, r10, r6, r1               @ {c : t26} += a13 b13 + c
    str r12, [sp, #92]                  @ t23
    str r7, [sp, #96]                   @ t24
    str r8, [sp, #100]                  @ t25
    str r9, [sp, #104]                  @ t26
    str r10, [sp, #108]                 @ t27
    /* Reduction, low half: r_m = t_m + t_(14+m) + t_(21+m), m < 7, held
     * in r1-r7; t_(14+m) by the ADCS chain, t_(21+m) by UMAAL with 1. */
    ldm sp, {r1-r7}                     @ t0..t6
    mov r8, #0
    mov r9, #1
    ldr r10, [sp, #56]                  @ t14
    ldr r11, [sp, #84]                  @ t21
    adds r1, r1, r10
    umaal r1, r8, r11, r9               @ r0, {c : .} += t21 + c
    ldr r10, [sp, #60]                  @ t15
    ldr r11, [sp, #88]                  @ t22
    adcs r2, r2, r10
    umaal r2, r8, r11, r9               @ r1, {c : .} += t22 + c
    ldr r10, [sp, #64]                  @ t16
    ldr r11, [sp, #92]                  @ t23
    adcs r3, r3, r10
    umaal r3, r8, r11, r9               @ r2, {c : .} += t23 + c
    ldr r10, [sp, #68]                  @ t17
    ldr r11, [sp, #96]                  @ t24
    adcs r4, r4, r10
    umaal r4, r8, r11, r9               @ r3, {c : .} += t24 + c
    ldr r10, [sp, #72]                  @ t18
    ldr r11, [sp, #100]                 @ t25
    adcs r5, r5, r10
    umaal r5, r8, r11, r9               @ r4, {c : .} += t25 + c
    ldr r10, [sp, #76]                  @ t19
    ldr r11, [sp, #104]                 @ t26
    adcs r6, r6, r10
    umaal r6, r8, r11, r9               @ r5, {c : .} += t26 + c
    ldr r10, [sp, #80]                  @ t20
    ldr r11, [sp, #108]                 @ t27
    adcs r7, r7, r10
    umaal r7, r8, r11, r9               @ r6, {c : .} += t27 + c
    /* High half: r_(7+m) = t_(7+m) + t_(14+m) + 2 t_(21+m), both carries
     * running on from the low half; stored to r. */
    mov r9, #2
    ldr r0, [sp, #112]                  @ r
    ldr lr, [sp, #28]                   @ t7
    ldr r10, [sp, #56]                  @ t14
    ldr r11, [sp, #84]                  @ t21
    adcs lr, lr, r10
    umaal lr, r8, r11, r9               @ r7, {c : .} += 2 t21 + c
    ldr r12, [sp, #32]                  @ t8
    ldr r10, [sp, #60]                  @ t15
    ldr r11, [sp, #88]                  @ t22
    adcs r12, r12, r10
    umaal r12, r8, r11, r9              @ r8, {c : .} += 2 t22 + c
    str r12, [r0, #32]                  @ r8
    ldr r12, [sp, #36]                  @ t9
    ldr r10, [sp, #64]                  @ t16
    ldr r11, [sp, #92]                  @ t23
    adcs r12, r12, r10
    umaal r12, r8, r11, r9              @ r9, {c : .} += 2 t23 + c
    str r12, [r0, #36]                  @ r9
    ldr r12, [sp, #40]                  @ t10
    ldr r10, [sp, #68]                  @ t17
    ldr r11, [sp, #96]                  @ t24
    adcs r12, r12, r10
    umaal r12, r8, r11, r9              @ r10, {c : .} += 2 t24 + c
    str r12, [r0, #40]                  @ r10
    ldr r12, [sp, #44]                  @ t11
    ldr r10, [sp, #72]                  @ t18
    ldr r11, [sp, #100]                 @ t25
    adcs r12, r12, r10
    umaal r12, r8, r11, r9              @ r11, {c : .} += 2 t25 + c
    str r12, [r0, #44]                  @ r11
    ldr r12, [sp, #48]                  @ t12
    ldr r10, [sp, #76]                  @ t19
    ldr r11, [sp, #104]                 @ t26
    adcs r12, r12, r10
    umaal r12, r8, r11, r9              @ r12, {c : .} += 2 t26 + c
    str r12, [r0, #48]                  @ r12
    ldr r12, [sp, #52]                  @ t13
    ldr r10, [sp, #80]                  @ t20
    ldr r11, [sp, #108]                 @ t27
    adcs r12, r12, r10
    umaal r12, r8, r11, r9              @ r13, {c : .} += 2 t27 + c
    str r12, [r0, #52]                  @ r13
    adc r8, r8, #0                      @ u = the carry out of bit 448 (< 4)
    /* Fold: u (2^224 + 1) in (limbs 0 and 7, one chain over the 14
     * limbs); its carry C2 means a wrap, leaving the value below
     * u (2^224 + 1) (limbs 8..13 zero, limb 7 <= u): C2 goes into limbs
     * 0 and 7 once more, a chain over limbs 0..7 that cannot carry. */
    adds r1, r1, r8
    adcs r2, r2, #0
    adcs r3, r3, #0
    adcs r4, r4, #0
    adcs r5, r5, #0
    adcs r6, r6, #0
    adcs r7, r7, #0
    adcs lr, lr, r8                     @ limb 7, u and the chain
    add r8, r0, #32
    ldm r8, {r9, r10, r11}              @ limbs 8..10
    adcs r9, r9, #0
    adcs r10, r10, #0
    adcs r11, r11, #0
    stm r8!, {r9, r10, r11}
    ldm r8, {r9, r10, r11}              @ limbs 11..13
    adcs r9, r9, #0
    adcs r10, r10, #0
    adcs r11, r11, #0
    stm r8, {r9, r10, r11}
    mov r12, #0
    adc r12, r12, #0                    @ C2
    adds r1, r1, r12
    adcs r2, r2, #0
    adcs r3, r3, #0
    adcs r4, r4, #0
    adcs r5, r5, #0
    adcs r6, r6, #0
    adcs r7, r7, #0
    adc lr, lr, r12                     @ limb 7 and C2 (B2) with the chain: the last
    stm r0, {r1, r2, r3, r4, r5, r6, r7, lr}@ limbs 0..7
    add sp, sp, #116
    pop {r4-r11, pc}
    .size   qzi_fe448_mul_armv7em, . - qzi_fe448_mul_armv7em

    .section .text.qzi_fe448_sqr_armv7em,"ax",%progbits
    .align  2
    .global qzi_fe448_sqr_armv7em
    .type   qzi_fe448_sqr_armv7em, %function
    .thumb_func
qzi_fe448_sqr_armv7em:
    push {r0, r4-r11, lr}               @ r at [sp, #112] after the sub
    sub sp, sp, #112
    /* Cross products, pass 1: a[0..4] * a[j], j > i. */
    ldm r1!, {r3-r7}                    @ a0..a4
    umull r2, r0, r3, r4                @ {c : t1} = r3 r4
    str r2, [sp, #4]                    @ c1
    mov r8, #0
    mov r9, #0
    umaal r0, r8, r3, r5                @ {c : t2} += r3 r5 + c
    umaal r9, r8, r4, r5                @ {c : t3} += r4 r5 + c
    str r0, [sp, #8]                    @ c2
    mov r10, #0
    mov r11, #0
    umaal r9, r10, r3, r6               @ {c : t3} += r3 r6 + c
    umaal r8, r10, r4, r6               @ {c : t4} += r4 r6 + c
    umaal r11, r10, r5, r6              @ {c : t5} += r5 r6 + c
    str r9, [sp, #12]                   @ c3
    mov r12, #0
    mov r2, #0
    umaal r8, r12, r3, r7               @ {c : t4} += r3 r7 + c
    umaal r11, r12, r4, r7              @ {c : t5} += r4 r7 + c
    umaal r10, r12, r5, r7              @ {c : t6} += r5 r7 + c
    umaal r2, r12, r6, r7               @ {c : t7} += r6 r7 + c
    str r8, [sp, #16]                   @ c4
    ldr lr, [r1, #0]                    @ a5
    mov r0, #0
    mov r9, #0
    umaal r11, r0, r3, lr               @ {c : t5} += r3 lr + c
    umaal r10, r0, r4, lr               @ {c : t6} += r4 lr + c
    umaal r2, r0, r5, lr                @ {c : t7} += r5 lr + c
    umaal r12, r0, r6, lr               @ {c : t8} += r6 lr + c
    umaal r9, r0, r7, lr                @ {c : t9} += r7 lr + c
    str r11, [sp, #20]                  @ c5
    ldr lr, [r1, #4]                    @ a6
    mov r8, #0
    umaal r10, r8, r3, lr               @ {c : t6} += r3 lr + c
    umaal r2, r8, r4, lr                @ {c : t7} += r4 lr + c
    umaal r12, r8, r5, lr               @ {c : t8} += r5 lr + c
    umaal r9, r8, r6, lr                @ {c : t9} += r6 lr + c
    umaal r0, r8, r7, lr                @ {c : t10} += r7 lr + c
    str r10, [sp, #24]                  @ c6
    ldr lr, [r1, #8]                    @ a7
    mov r11, #0
    umaal r2, r11, r3, lr               @ {c : t7} += r3 lr + c
    umaal r12, r11, r4, lr              @ {c : t8} += r4 lr + c
    umaal r9, r11, r5, lr               @ {c : t9} += r5 lr + c
    umaal r0, r11, r6, lr               @ {c : t10} += r6 lr + c
    umaal r8, r11, r7, lr               @ {c : t11} += r7 lr + c
    str r2, [sp, #28]                   @ c7
    ldr lr, [r1, #12]                   @ a8
    mov r10, #0
    umaal r12, r10, r3, lr              @ {c : t8} += r3 lr + c
    umaal r9, r10, r4, lr               @ {c : t9} += r4 lr + c
    umaal r0, r10, r5, lr               @ {c : t10} += r5 lr + c
    umaal r8, r10, r6, lr               @ {c : t11} += r6 lr + c
    umaal r11, r10, r7, lr              @ {c : t12} += r7 lr + c
    str r12, [sp, #32]                  @ c8
    ldr lr, [r1, #16]                   @ a9
    mov r2, #0
    umaal r9, r2, r3, lr                @ {c : t9} += r3 lr + c
    umaal r0, r2, r4, lr                @ {c : t10} += r4 lr + c
    umaal r8, r2, r5, lr                @ {c : t11} += r5 lr + c
    umaal r11, r2, r6, lr               @ {c : t12} += r6 lr + c
    umaal r10, r2, r7, lr               @ {c : t13} += r7 lr + c
    str r9, [sp, #36]                   @ c9
    ldr lr, [r1, #20]                   @ a10
    mov r12, #0
    umaal r0, r12, r3, lr               @ {c : t10} += r3 lr + c
    umaal r8, r12, r4, lr               @ {c : t11} += r4 lr + c
    umaal r11, r12, r5, lr              @ {c : t12} += r5 lr + c
    umaal r10, r12, r6, lr              @ {c : t13} += r6 lr + c
    umaal r2, r12, r7, lr               @ {c : t14} += r7 lr + c
    str r0, [sp, #40]                   @ c10
    ldr lr, [r1, #24]                   @ a11
    mov r9, #0
    umaal r8, r9, r3, lr                @ {c : t11} += r3 lr + c
    umaal r11, r9, r4, lr               @ {c : t12} += r4 lr + c
    umaal r10, r9, r5, lr               @ {c : t13} += r5 lr + c
    umaal r2, r9, r6, lr                @ {c : t14} += r6 lr + c
    umaal r12, r9, r7, lr               @ {c : t15} += r7 lr + c
    str r8, [sp, #44]                   @ c11
    ldr lr, [r1, #28]                   @ a12
    mov r0, #0
    umaal r11, r0, r3, lr               @ {c : t12} += r3 lr + c
    umaal r10, r0, r4, lr               @ {c : t13} += r4 lr + c
    umaal r2, r0, r5, lr                @ {c : t14} += r5 lr + c
    umaal r12, r0, r6, lr               @ {c : t15} += r6 lr + c
    umaal r9, r0, r7, lr                @ {c : t16} += r7 lr + c
    str r11, [sp, #48]                  @ c12
    ldr lr, [r1, #32]                   @ a13
    mov r8, #0
    umaal r10, r8, r3, lr               @ {c : t13} += r3 lr + c
    umaal r2, r8, r4, lr                @ {c : t14} += r4 lr + c
    umaal r12, r8, r5, lr               @ {c : t15} += r5 lr + c
    umaal r9, r8, r6, lr                @ {c : t16} += r6 lr + c
    umaal r0, r8, r7, lr                @ {c : t17} += r7 lr + c
    str r10, [sp, #52]                  @ c13
    str r2, [sp, #56]                   @ c14
    str r12, [sp, #60]                  @ c15
    str r9, [sp, #64]                   @ c16
    str r0, [sp, #68]                   @ c17
    str r8, [sp, #72]                   @ c18
    /* Cross products, pass 2: a[5..9] * a[j], j > i. */
    ldm r1!, {r3-r7}                    @ a5..a9
    ldr r0, [sp, #44]                   @ c = t11 of the passes before
    mov r2, #0
    umaal r2, r0, r3, r4                @ {c : t11} += r3 r4 + c
    str r2, [sp, #44]                   @ c11
    ldr r8, [sp, #48]                   @ c = t12 of the passes before
    mov r9, #0
    umaal r0, r8, r3, r5                @ {c : t12} += r3 r5 + c
    umaal r9, r8, r4, r5                @ {c : t13} += r4 r5 + c
    str r0, [sp, #48]                   @ c12
    ldr r10, [sp, #52]                  @ c = t13 of the passes before
    mov r11, #0
    umaal r9, r10, r3, r6               @ {c : t13} += r3 r6 + c
    umaal r8, r10, r4, r6               @ {c : t14} += r4 r6 + c
    umaal r11, r10, r5, r6              @ {c : t15} += r5 r6 + c
    str r9, [sp, #52]                   @ c13
    ldr r12, [sp, #56]                  @ c = t14 of the passes before
    mov r2, #0
    umaal r8, r12, r3, r7               @ {c : t14} += r3 r7 + c
    umaal r11, r12, r4, r7              @ {c : t15} += r4 r7 + c
    umaal r10, r12, r5, r7              @ {c : t16} += r5 r7 + c
    umaal r2, r12, r6, r7               @ {c : t17} += r6 r7 + c
    str r8, [sp, #56]                   @ c14
    ldr lr, [r1, #0]                    @ a10
    ldr r0, [sp, #60]                   @ c = t15 of the passes before
    mov r9, #0
    umaal r11, r0, r3, lr               @ {c : t15} += r3 lr + c
    umaal r10, r0, r4, lr               @ {c : t16} += r4 lr + c
    umaal r2, r0, r5, lr                @ {c : t17} += r5 lr + c
    umaal r12, r0, r6, lr               @ {c : t18} += r6 lr + c
    umaal r9, r0, r7, lr                @ {c : t19} += r7 lr + c
    str r11, [sp, #60]                  @ c15
    ldr lr, [r1, #4]                    @ a11
    ldr r8, [sp, #64]                   @ c = t16 of the passes before
    umaal r10, r8, r3, lr               @ {c : t16} += r3 lr + c
    umaal r2, r8, r4, lr                @ {c : t17} += r4 lr + c
    umaal r12, r8, r5, lr               @ {c : t18} += r5 lr + c
    umaal r9, r8, r6, lr                @ {c : t19} += r6 lr + c
    umaal r0, r8, r7, lr                @ {c : t20} += r7 lr + c
    str r10, [sp, #64]                  @ c16
    ldr lr, [r1, #8]                    @ a12
    ldr r11, [sp, #68]                  @ c = t17 of the passes before
    umaal r2, r11, r3, lr               @ {c : t17} += r3 lr + c
    umaal r12, r11, r4, lr              @ {c : t18} += r4 lr + c
    umaal r9, r11, r5, lr               @ {c : t19} += r5 lr + c
    umaal r0, r11, r6, lr               @ {c : t20} += r6 lr + c
    umaal r8, r11, r7, lr               @ {c : t21} += r7 lr + c
    str r2, [sp, #68]                   @ c17
    ldr lr, [r1, #12]                   @ a13
    ldr r10, [sp, #72]                  @ c = t18 of the passes before
    umaal r12, r10, r3, lr              @ {c : t18} += r3 lr + c
    umaal r9, r10, r4, lr               @ {c : t19} += r4 lr + c
    umaal r0, r10, r5, lr               @ {c : t20} += r5 lr + c
    umaal r8, r10, r6, lr               @ {c : t21} += r6 lr + c
    umaal r11, r10, r7, lr              @ {c : t22} += r7 lr + c
    str r12, [sp, #72]                  @ c18
    str r9, [sp, #76]                   @ c19
    str r0, [sp, #80]                   @ c20
    str r8, [sp, #84]                   @ c21
    str r11, [sp, #88]                  @ c22
    str r10, [sp, #92]                  @ c23
    /* Cross products, pass 3: a[10..13] * a[j], j > i. */
    ldm r1, {r3-r6}                     @ a10..a13
    ldr r0, [sp, #84]                   @ c = t21 of the passes before
    mov r2, #0
    umaal r2, r0, r3, r4                @ {c : t21} += r3 r4 + c
    str r2, [sp, #84]                   @ c21
    ldr r7, [sp, #88]                   @ c = t22 of the passes before
    mov r8, #0
    umaal r0, r7, r3, r5                @ {c : t22} += r3 r5 + c
    umaal r8, r7, r4, r5                @ {c : t23} += r4 r5 + c
    str r0, [sp, #88]                   @ c22
    ldr r9, [sp, #92]                   @ c = t23 of the passes before
    mov r10, #0
    umaal r8, r9, r3, r6                @ {c : t23} += r3 r6 + c
    umaal r7, r9, r4, r6                @ {c : t24} += r4 r6 + c
    umaal r10, r9, r5, r6               @ {c : t25} += r5 r6 + c
    str r8, [sp, #92]                   @ c23
    /* Doubling and squares: t = 2 c + sum a_i^2 2^(64 i), limb pairs
     * (2i, 2i + 1): ADCS x, x, x doubles with the chain's carry,
     * UMAAL adds a_i^2 and the square chain's carry k. */
    mov r2, #0
    ldr r5, [r1, #-40]                  @ a0
    ldr r4, [sp, #4]                    @ c1
    umull r3, r0, r5, r5                @ {k : t0} = a0^2
    adds r4, r4, r4                     @ 2 c1
    umaal r4, r0, r2, r2                @ {k : t1} = 2 c1 + k
    str r3, [sp, #0]                    @ t0
    str r4, [sp, #4]                    @ t1
    ldr r5, [r1, #-36]                  @ a1
    ldr r3, [sp, #8]                    @ c2
    ldr r4, [sp, #12]                   @ c3
    adcs r3, r3, r3                     @ 2 c2 + carry
    adcs r4, r4, r4                     @ 2 c3 + carry
    umaal r3, r0, r5, r5                @ {k : t2} += a1^2 + k
    umaal r4, r0, r2, r2                @ {k : t3} += k
    str r3, [sp, #8]                    @ t2
    str r4, [sp, #12]                   @ t3
    ldr r5, [r1, #-32]                  @ a2
    ldr r3, [sp, #16]                   @ c4
    ldr r4, [sp, #20]                   @ c5
    adcs r3, r3, r3                     @ 2 c4 + carry
    adcs r4, r4, r4                     @ 2 c5 + carry
    umaal r3, r0, r5, r5                @ {k : t4} += a2^2 + k
    umaal r4, r0, r2, r2                @ {k : t5} += k
    str r3, [sp, #16]                   @ t4
    str r4, [sp, #20]                   @ t5
    ldr r5, [r1, #-28]                  @ a3
    ldr r3, [sp, #24]                   @ c6
    ldr r4, [sp, #28]                   @ c7
    adcs r3, r3, r3                     @ 2 c6 + carry
    adcs r4, r4, r4                     @ 2 c7 + carry
    umaal r3, r0, r5, r5                @ {k : t6} += a3^2 + k
    umaal r4, r0, r2, r2                @ {k : t7} += k
    str r3, [sp, #24]                   @ t6
    str r4, [sp, #28]                   @ t7
    ldr r5, [r1, #-24]                  @ a4
    ldr r3, [sp, #32]                   @ c8
    ldr r4, [sp, #36]                   @ c9
    adcs r3, r3, r3                     @ 2 c8 + carry
    adcs r4, r4, r4                     @ 2 c9 + carry
    umaal r3, r0, r5, r5                @ {k : t8} += a4^2 + k
    umaal r4, r0, r2, r2                @ {k : t9} += k
    str r3, [sp, #32]                   @ t8
    str r4, [sp, #36]                   @ t9
    ldr r5, [r1, #-20]                  @ a5
    ldr r3, [sp, #40]                   @ c10
    ldr r4, [sp, #44]                   @ c11
    adcs r3, r3, r3                     @ 2 c10 + carry
    adcs r4, r4, r4                     @ 2 c11 + carry
    umaal r3, r0, r5, r5                @ {k : t10} += a5^2 + k
    umaal r4, r0, r2, r2                @ {k : t11} += k
    str r3, [sp, #40]                   @ t10
    str r4, [sp, #44]                   @ t11
    ldr r5, [r1, #-16]                  @ a6
    ldr r3, [sp, #48]                   @ c12
    ldr r4, [sp, #52]                   @ c13
    adcs r3, r3, r3                     @ 2 c12 + carry
    adcs r4, r4, r4                     @ 2 c13 + carry
    umaal r3, r0, r5, r5                @ {k : t12} += a6^2 + k
    umaal r4, r0, r2, r2                @ {k : t13} += k
    str r3, [sp, #48]                   @ t12
    str r4, [sp, #52]                   @ t13
    ldr r5, [r1, #-12]                  @ a7
    ldr r3, [sp, #56]                   @ c14
    ldr r4, [sp, #60]                   @ c15
    adcs r3, r3, r3                     @ 2 c14 + carry
    adcs r4, r4, r4                     @ 2 c15 + carry
    umaal r3, r0, r5, r5                @ {k : t14} += a7^2 + k
    umaal r4, r0, r2, r2                @ {k : t15} += k
    str r3, [sp, #56]                   @ t14
    str r4, [sp, #60]                   @ t15
    ldr r5, [r1, #-8]                   @ a8
    ldr r3, [sp, #64]                   @ c16
    ldr r4, [sp, #68]                   @ c17
    adcs r3, r3, r3                     @ 2 c16 + carry
    adcs r4, r4, r4                     @ 2 c17 + carry
    umaal r3, r0, r5, r5                @ {k : t16} += a8^2 + k
    umaal r4, r0, r2, r2                @ {k : t17} += k
    str r3, [sp, #64]                   @ t16
    str r4, [sp, #68]                   @ t17
    ldr r5, [r1, #-4]                   @ a9
    ldr r3, [sp, #72]                   @ c18
    ldr r4, [sp, #76]                   @ c19
    adcs r3, r3, r3                     @ 2 c18 + carry
    adcs r4, r4, r4                     @ 2 c19 + carry
    umaal r3, r0, r5, r5                @ {k : t18} += a9^2 + k
    umaal r4, r0, r2, r2                @ {k : t19} += k
    str r3, [sp, #72]                   @ t18
    str r4, [sp, #76]                   @ t19
    ldr r5, [r1, #0]                    @ a10
    ldr r3, [sp, #80]                   @ c20
    ldr r4, [sp, #84]                   @ c21
    adcs r3, r3, r3                     @ 2 c20 + carry
    adcs r4, r4, r4                     @ 2 c21 + carry
    umaal r3, r0, r5, r5                @ {k : t20} += a10^2 + k
    umaal r4, r0, r2, r2                @ {k : t21} += k
    str r3, [sp, #80]                   @ t20
    str r4, [sp, #84]                   @ t21
    ldr r5, [r1, #4]                    @ a11
    ldr r3, [sp, #88]                   @ c22
    ldr r4, [sp, #92]                   @ c23
    adcs r3, r3, r3                     @ 2 c22 + carry
    adcs r4, r4, r4                     @ 2 c23 + carry
    umaal r3, r0, r5, r5                @ {k : t22} += a11^2 + k
    umaal r4, r0, r2, r2                @ {k : t23} += k
    str r3, [sp, #88]                   @ t22
    str r4, [sp, #92]                   @ t23
    ldr r5, [r1, #8]                    @ a12
    adcs r7, r7, r7                     @ 2 c24 + carry
    adcs r10, r10, r10                  @ 2 c25 + carry
    umaal r7, r0, r5, r5                @ {k : t24} += a12^2 + k
    umaal r10, r0, r2, r2               @ {k : t25} += k
    str r7, [sp, #96]                   @ t24
    str r10, [sp, #100]                 @ t25
    ldr r5, [r1, #12]                   @ a13
    adcs r9, r9, r9                     @ 2 c26 + carry
    adc r4, r2, #0                      @ the doubling's last carry
    umaal r9, r0, r5, r5                @ {k : t26} += a13^2 + k
    umaal r4, r0, r2, r2                @ {k : t27} += k
    str r9, [sp, #104]                  @ t26
    str r4, [sp, #108]                  @ t27
    /* Reduction, low half: r_m = t_m + t_(14+m) + t_(21+m), m < 7, held
     * in r1-r7; t_(14+m) by the ADCS chain, t_(21+m) by UMAAL with 1. */
    ldm sp, {r1-r7}                     @ t0..t6
    mov r8, #0
    mov r9, #1
    ldr r10, [sp, #56]                  @ t14
    ldr r11, [sp, #84]                  @ t21
    adds r1, r1, r10
    umaal r1, r8, r11, r9               @ r0, {c : .} += t21 + c
    ldr r10, [sp, #60]                  @ t15
    ldr r11, [sp, #88]                  @ t22
    adcs r2, r2, r10
    umaal r2, r8, r11, r9               @ r1, {c : .} += t22 + c
    ldr r10, [sp, #64]                  @ t16
    ldr r11, [sp, #92]                  @ t23
    adcs r3, r3, r10
    umaal r3, r8, r11, r9               @ r2, {c : .} += t23 + c
    ldr r10, [sp, #68]                  @ t17
    ldr r11, [sp, #96]                  @ t24
    adcs r4, r4, r10
    umaal r4, r8, r11, r9               @ r3, {c : .} += t24 + c
    ldr r10, [sp, #72]                  @ t18
    ldr r11, [sp, #100]                 @ t25
    adcs r5, r5, r10
    umaal r5, r8, r11, r9               @ r4, {c : .} += t25 + c
    ldr r10, [sp, #76]                  @ t19
    ldr r11, [sp, #104]                 @ t26
    adcs r6, r6, r10
    umaal r6, r8, r11, r9               @ r5, {c : .} += t26 + c
    ldr r10, [sp, #80]                  @ t20
    ldr r11, [sp, #108]                 @ t27
    adcs r7, r7, r10
    umaal r7, r8, r11, r9               @ r6, {c : .} += t27 + c
    /* High half: r_(7+m) = t_(7+m) + t_(14+m) + 2 t_(21+m), both carries
     * running on from the low half; stored to r. */
    mov r9, #2
    ldr r0, [sp, #112]                  @ r
    ldr lr, [sp, #28]                   @ t7
    ldr r10, [sp, #56]                  @ t14
    ldr r11, [sp, #84]                  @ t21
    adcs lr, lr, r10
    umaal lr, r8, r11, r9               @ r7, {c : .} += 2 t21 + c
    ldr r12, [sp, #32]                  @ t8
    ldr r10, [sp, #60]                  @ t15
    ldr r11, [sp, #88]                  @ t22
    adcs r12, r12, r10
    umaal r12, r8, r11, r9              @ r8, {c : .} += 2 t22 + c
    str r12, [r0, #32]                  @ r8
    ldr r12, [sp, #36]                  @ t9
    ldr r10, [sp, #64]                  @ t16
    ldr r11, [sp, #92]                  @ t23
    adcs r12, r12, r10
    umaal r12, r8, r11, r9              @ r9, {c : .} += 2 t23 + c
    str r12, [r0, #36]                  @ r9
    ldr r12, [sp, #40]                  @ t10
    ldr r10, [sp, #68]                  @ t17
    ldr r11, [sp, #96]                  @ t24
    adcs r12, r12, r10
    umaal r12, r8, r11, r9              @ r10, {c : .} += 2 t24 + c
    str r12, [r0, #40]                  @ r10
    ldr r12, [sp, #44]                  @ t11
    ldr r10, [sp, #72]                  @ t18
    ldr r11, [sp, #100]                 @ t25
    adcs r12, r12, r10
    umaal r12, r8, r11, r9              @ r11, {c : .} += 2 t25 + c
    str r12, [r0, #44]                  @ r11
    ldr r12, [sp, #48]                  @ t12
    ldr r10, [sp, #76]                  @ t19
    ldr r11, [sp, #104]                 @ t26
    adcs r12, r12, r10
    umaal r12, r8, r11, r9              @ r12, {c : .} += 2 t26 + c
    str r12, [r0, #48]                  @ r12
    ldr r12, [sp, #52]                  @ t13
    ldr r10, [sp, #80]                  @ t20
    ldr r11, [sp, #108]                 @ t27
    adcs r12, r12, r10
    umaal r12, r8, r11, r9              @ r13, {c : .} += 2 t27 + c
    str r12, [r0, #52]                  @ r13
    adc r8, r8, #0                      @ u = the carry out of bit 448 (< 4)
    /* Fold: u (2^224 + 1) in (limbs 0 and 7, one chain over the 14
     * limbs); its carry C2 means a wrap, leaving the value below
     * u (2^224 + 1) (limbs 8..13 zero, limb 7 <= u): C2 goes into limbs
     * 0 and 7 once more, a chain over limbs 0..7 that cannot carry. */
    adds r1, r1, r8
    adcs r2, r2, #0
    adcs r3, r3, #0
    adcs r4, r4, #0
    adcs r5, r5, #0
    adcs r6, r6, #0
    adcs r7, r7, #0
    adcs lr, lr, r8                     @ limb 7, u and the chain
    add r8, r0, #32
    ldm r8, {r9, r10, r11}              @ limbs 8..10
    adcs r9, r9, #0
    adcs r10, r10, #0
    adcs r11, r11, #0
    stm r8!, {r9, r10, r11}
    ldm r8, {r9, r10, r11}              @ limbs 11..13
    adcs r9, r9, #0
    adcs r10, r10, #0
    adcs r11, r11, #0
    stm r8, {r9, r10, r11}
    mov r12, #0
    adc r12, r12, #0                    @ C2
    adds r1, r1, r12
    adcs r2, r2, #0
    adcs r3, r3, #0
    adcs r4, r4, #0
    adcs r5, r5, #0
    adcs r6, r6, #0
    adcs r7, r7, #0
    adc lr, lr, r12                     @ limb 7 and C2 (B2) with the chain: the last
    stm r0, {r1, r2, r3, r4, r5, r6, r7, lr}@ limbs 0..7
    add sp, sp, #116
    pop {r4-r11, pc}
    .size   qzi_fe448_sqr_armv7em, . - qzi_fe448_sqr_armv7em

    .section .text.qzi_fe448_add_armv7em,"ax",%progbits
    .align  2
    .global qzi_fe448_add_armv7em
    .type   qzi_fe448_add_armv7em, %function
    .thumb_func
qzi_fe448_add_armv7em:
    push {r4-r11, lr}
    ldm r1!, {r3-r9}                    @ a0..a6
    ldm r2!, {r10-r12, lr}              @ b0..b3
    adds r3, r3, r10
    adcs r4, r4, r11
    adcs r5, r5, r12
    adcs r6, r6, lr
    ldm r2!, {r10-r12}                  @ b4..b6 (LDM keeps the flags)
    adcs r7, r7, r10
    adcs r8, r8, r11
    adcs r9, r9, r12
    ldm r1!, {r10, r11}                 @ a7, a8
    ldm r2!, {r12, lr}                  @ b7, b8
    adcs r10, r10, r12                  @ limb 7, kept in r10 for the fold
    adcs r11, r11, lr
    str r11, [r0, #32]                  @ limb 8 (a8, b8 read)
    ldr r11, [r1], #4                   @ a9
    ldr r12, [r2], #4                   @ b9
    adcs r11, r11, r12
    str r11, [r0, #36]                  @ limb 9
    ldr r11, [r1], #4                   @ a10
    ldr r12, [r2], #4                   @ b10
    adcs r11, r11, r12
    str r11, [r0, #40]                  @ limb 10
    ldr r11, [r1], #4                   @ a11
    ldr r12, [r2], #4                   @ b11
    adcs r11, r11, r12
    str r11, [r0, #44]                  @ limb 11
    ldr r11, [r1], #4                   @ a12
    ldr r12, [r2], #4                   @ b12
    adcs r11, r11, r12
    str r11, [r0, #48]                  @ limb 12
    ldr r11, [r1], #4                   @ a13
    ldr r12, [r2], #4                   @ b13
    adcs r11, r11, r12
    str r11, [r0, #52]                  @ limb 13
    mov r1, #0
    adc r1, r1, #0                      @ u = carry
    /* Fold: u (2^224 + 1) in (limbs 0 and 7, one chain over the 14
     * limbs); its carry C2 means a wrap, leaving the value below
     * u (2^224 + 1) (limbs 8..13 zero, limb 7 <= u): C2 goes into limbs
     * 0 and 7 once more, a chain over limbs 0..7 that cannot carry. */
    adds r3, r3, r1
    adcs r4, r4, #0
    adcs r5, r5, #0
    adcs r6, r6, #0
    adcs r7, r7, #0
    adcs r8, r8, #0
    adcs r9, r9, #0
    adcs r10, r10, r1                   @ limb 7, u and the chain
    add r1, r0, #32
    ldm r1, {r11, r12, lr}              @ limbs 8..10
    adcs r11, r11, #0
    adcs r12, r12, #0
    adcs lr, lr, #0
    stm r1!, {r11, r12, lr}
    ldm r1, {r11, r12, lr}              @ limbs 11..13
    adcs r11, r11, #0
    adcs r12, r12, #0
    adcs lr, lr, #0
    stm r1, {r11, r12, lr}
    mov r2, #0
    adc r2, r2, #0                      @ C2
    adds r3, r3, r2
    adcs r4, r4, #0
    adcs r5, r5, #0
    adcs r6, r6, #0
    adcs r7, r7, #0
    adcs r8, r8, #0
    adcs r9, r9, #0
    adc r10, r10, r2                    @ limb 7 and C2 (B2) with the chain: the last
    stm r0, {r3, r4, r5, r6, r7, r8, r9, r10}@ limbs 0..7
    pop {r4-r11, pc}
    .size   qzi_fe448_add_armv7em, . - qzi_fe448_add_armv7em

    .section .text.qzi_fe448_sub_armv7em,"ax",%progbits
    .align  2
    .global qzi_fe448_sub_armv7em
    .type   qzi_fe448_sub_armv7em, %function
    .thumb_func
qzi_fe448_sub_armv7em:
    push {r4-r11, lr}
    ldm r1!, {r3-r9}                    @ a0..a6
    ldm r2!, {r10-r12, lr}              @ b0..b3
    subs r3, r3, r10
    sbcs r4, r4, r11
    sbcs r5, r5, r12
    sbcs r6, r6, lr
    ldm r2!, {r10-r12}                  @ b4..b6 (LDM keeps the flags)
    sbcs r7, r7, r10
    sbcs r8, r8, r11
    sbcs r9, r9, r12
    ldm r1!, {r10, r11}                 @ a7, a8
    ldm r2!, {r12, lr}                  @ b7, b8
    sbcs r10, r10, r12                  @ limb 7, kept in r10 for the fold
    sbcs r11, r11, lr
    str r11, [r0, #32]                  @ limb 8 (a8, b8 read)
    ldr r11, [r1], #4                   @ a9
    ldr r12, [r2], #4                   @ b9
    sbcs r11, r11, r12
    str r11, [r0, #36]                  @ limb 9
    ldr r11, [r1], #4                   @ a10
    ldr r12, [r2], #4                   @ b10
    sbcs r11, r11, r12
    str r11, [r0, #40]                  @ limb 10
    ldr r11, [r1], #4                   @ a11
    ldr r12, [r2], #4                   @ b11
    sbcs r11, r11, r12
    str r11, [r0, #44]                  @ limb 11
    ldr r11, [r1], #4                   @ a12
    ldr r12, [r2], #4                   @ b12
    sbcs r11, r11, r12
    str r11, [r0, #48]                  @ limb 12
    ldr r11, [r1], #4                   @ a13
    ldr r12, [r2], #4                   @ b13
    sbcs r11, r11, r12
    str r11, [r0, #52]                  @ limb 13
    sbc r1, r1, r1                      @ -borrow
    and r1, r1, #1                      @ u = borrow
    /* Fold: u (2^224 + 1) off (limbs 0 and 7, one chain over the 14
     * limbs); a second borrow means the value was below 2^224 + 1 and
     * wrapped to at least 2^448 - 2^224 - 1 (limb 7 >= 2^32 - 2, limbs
     * 8..13 all ones): taking 2^224 + 1 off once more is a chain over
     * limbs 0..7 that cannot borrow. */
    subs r3, r3, r1
    sbcs r4, r4, #0
    sbcs r5, r5, #0
    sbcs r6, r6, #0
    sbcs r7, r7, #0
    sbcs r8, r8, #0
    sbcs r9, r9, #0
    sbcs r10, r10, r1                   @ limb 7, u and the chain
    add r1, r0, #32
    ldm r1, {r11, r12, lr}              @ limbs 8..10
    sbcs r11, r11, #0
    sbcs r12, r12, #0
    sbcs lr, lr, #0
    stm r1!, {r11, r12, lr}
    ldm r1, {r11, r12, lr}              @ limbs 11..13
    sbcs r11, r11, #0
    sbcs r12, r12, #0
    sbcs lr, lr, #0
    stm r1, {r11, r12, lr}
    sbc r2, r2, r2                      @ -B2
    and r2, r2, #1                      @ B2
    subs r3, r3, r2
    sbcs r4, r4, #0
    sbcs r5, r5, #0
    sbcs r6, r6, #0
    sbcs r7, r7, #0
    sbcs r8, r8, #0
    sbcs r9, r9, #0
    sbc r10, r10, r2                    @ limb 7 and C2 (B2) with the chain: the last
    stm r0, {r3, r4, r5, r6, r7, r8, r9, r10}@ limbs 0..7
    pop {r4-r11, pc}
    .size   qzi_fe448_sub_armv7em, . - qzi_fe448_sub_armv7em

    .section .text.qzi_fe448_mul_a24_armv7em,"ax",%progbits
    .align  2
    .global qzi_fe448_mul_a24_armv7em
    .type   qzi_fe448_mul_a24_armv7em, %function
    .thumb_func
qzi_fe448_mul_a24_armv7em:
    push {r4-r11, lr}
    movw r12, #39081                    @ 39082 - 1
    mov r2, #0
    ldm r1!, {r3-r9}                    @ a0..a6
    /* {a_i : c} = c + a_i + 39081 a_i: the limb lands in the carry's
     * register, the next carry in a_i's. */
    umaal r2, r3, r3, r12               @ limb 0
    umaal r3, r4, r4, r12               @ limb 1
    umaal r4, r5, r5, r12               @ limb 2
    umaal r5, r6, r6, r12               @ limb 3
    umaal r6, r7, r7, r12               @ limb 4
    umaal r7, r8, r8, r12               @ limb 5
    umaal r8, r9, r9, r12               @ limb 6
    ldm r1!, {r10, r11, lr}             @ a7..a9
    umaal r9, r10, r10, r12             @ limb 7
    umaal r10, r11, r11, r12            @ limb 8
    umaal r11, lr, lr, r12              @ limb 9
    add r0, r0, #28
    stm r0!, {r9-r11}                   @ limbs 7..9 (a7..a9 read)
    ldm r1!, {r9-r11}                   @ a10..a12
    umaal lr, r9, r9, r12               @ limb 10
    umaal r9, r10, r10, r12             @ limb 11
    umaal r10, r11, r11, r12            @ limb 12
    str lr, [r0], #4                    @ limb 10
    stm r0!, {r9, r10}                  @ limbs 11, 12
    ldr lr, [r1]                        @ a13
    umaal r11, lr, lr, r12              @ limb 13, u = lr < 2^16
    str r11, [r0]
    sub r0, r0, #52
    /* Fold: u (2^224 + 1) in (limbs 0 and 7, one chain over the 14
     * limbs); its carry C2 means a wrap, leaving the value below
     * u (2^224 + 1) (limbs 8..13 zero, limb 7 <= u): C2 goes into limbs
     * 0 and 7 once more, a chain over limbs 0..7 that cannot carry. */
    adds r2, r2, lr
    adcs r3, r3, #0
    adcs r4, r4, #0
    adcs r5, r5, #0
    adcs r6, r6, #0
    adcs r7, r7, #0
    adcs r8, r8, #0
    ldr r9, [r0, #28]                   @ r7
    adcs r9, r9, lr                     @ limb 7, u and the chain
    str r9, [r0, #28]
    add lr, r0, #32
    ldm lr, {r9, r10, r11}              @ limbs 8..10
    adcs r9, r9, #0
    adcs r10, r10, #0
    adcs r11, r11, #0
    stm lr!, {r9, r10, r11}
    ldm lr, {r9, r10, r11}              @ limbs 11..13
    adcs r9, r9, #0
    adcs r10, r10, #0
    adcs r11, r11, #0
    stm lr, {r9, r10, r11}
    mov r12, #0
    adc r12, r12, #0                    @ C2
    adds r2, r2, r12
    adcs r3, r3, #0
    adcs r4, r4, #0
    adcs r5, r5, #0
    adcs r6, r6, #0
    adcs r7, r7, #0
    adcs r8, r8, #0
    ldr r9, [r0, #28]                   @ limb 7
    adc r9, r9, r12                     @ limb 7 and C2 (B2) with the chain: the last
    str r9, [r0, #28]
    stm r0, {r2, r3, r4, r5, r6, r7, r8}@ limbs 0..6
    pop {r4-r11, pc}
    .size   qzi_fe448_mul_a24_armv7em, . - qzi_fe448_mul_a24_armv7em

    .section .text.qzi_fe448_cnd_swap2_armv7em,"ax",%progbits
    .align  2
    .global qzi_fe448_cnd_swap2_armv7em
    .type   qzi_fe448_cnd_swap2_armv7em, %function
    .thumb_func
qzi_fe448_cnd_swap2_armv7em:
    push {r4-r11, lr}
    uadd8 r2, r2, r2                    @ GE = 1111 for mask = -1 (0xff + 0xff carries), 0000 for 0
    ldm r0, {r3-r6}                     @ a0..a3
    ldm r1, {r7-r10}                    @ b0..b3
    sel r2, r7, r3                      @ GE ? b : a
    sel r7, r3, r7                      @ GE ? a : b
    sel r11, r8, r4                     @ GE ? b : a
    sel r8, r4, r8                      @ GE ? a : b
    sel r12, r9, r5                     @ GE ? b : a
    sel r9, r5, r9                      @ GE ? a : b
    sel lr, r10, r6                     @ GE ? b : a
    sel r10, r6, r10                    @ GE ? a : b
    stm r0!, {r2, r11, r12, lr}
    stm r1!, {r7-r10}
    ldm r0, {r3-r6}                     @ a4..a7
    ldm r1, {r7-r10}                    @ b4..b7
    sel r2, r7, r3                      @ GE ? b : a
    sel r7, r3, r7                      @ GE ? a : b
    sel r11, r8, r4                     @ GE ? b : a
    sel r8, r4, r8                      @ GE ? a : b
    sel r12, r9, r5                     @ GE ? b : a
    sel r9, r5, r9                      @ GE ? a : b
    sel lr, r10, r6                     @ GE ? b : a
    sel r10, r6, r10                    @ GE ? a : b
    stm r0!, {r2, r11, r12, lr}
    stm r1!, {r7-r10}
    ldm r0, {r3-r6}                     @ a8..a11
    ldm r1, {r7-r10}                    @ b8..b11
    sel r2, r7, r3                      @ GE ? b : a
    sel r7, r3, r7                      @ GE ? a : b
    sel r11, r8, r4                     @ GE ? b : a
    sel r8, r4, r8                      @ GE ? a : b
    sel r12, r9, r5                     @ GE ? b : a
    sel r9, r5, r9                      @ GE ? a : b
    sel lr, r10, r6                     @ GE ? b : a
    sel r10, r6, r10                    @ GE ? a : b
    stm r0!, {r2, r11, r12, lr}
    stm r1!, {r7-r10}
    ldm r0, {r3-r6}                     @ a12..a15
    ldm r1, {r7-r10}                    @ b12..b15
    sel r2, r7, r3                      @ GE ? b : a
    sel r7, r3, r7                      @ GE ? a : b
    sel r11, r8, r4                     @ GE ? b : a
    sel r8, r4, r8                      @ GE ? a : b
    sel r12, r9, r5                     @ GE ? b : a
    sel r9, r5, r9                      @ GE ? a : b
    sel lr, r10, r6                     @ GE ? b : a
    sel r10, r6, r10                    @ GE ? a : b
    stm r0!, {r2, r11, r12, lr}
    stm r1!, {r7-r10}
    ldm r0, {r3-r6}                     @ a16..a19
    ldm r1, {r7-r10}                    @ b16..b19
    sel r2, r7, r3                      @ GE ? b : a
    sel r7, r3, r7                      @ GE ? a : b
    sel r11, r8, r4                     @ GE ? b : a
    sel r8, r4, r8                      @ GE ? a : b
    sel r12, r9, r5                     @ GE ? b : a
    sel r9, r5, r9                      @ GE ? a : b
    sel lr, r10, r6                     @ GE ? b : a
    sel r10, r6, r10                    @ GE ? a : b
    stm r0!, {r2, r11, r12, lr}
    stm r1!, {r7-r10}
    ldm r0, {r3-r6}                     @ a20..a23
    ldm r1, {r7-r10}                    @ b20..b23
    sel r2, r7, r3                      @ GE ? b : a
    sel r7, r3, r7                      @ GE ? a : b
    sel r11, r8, r4                     @ GE ? b : a
    sel r8, r4, r8                      @ GE ? a : b
    sel r12, r9, r5                     @ GE ? b : a
    sel r9, r5, r9                      @ GE ? a : b
    sel lr, r10, r6                     @ GE ? b : a
    sel r10, r6, r10                    @ GE ? a : b
    stm r0!, {r2, r11, r12, lr}
    stm r1!, {r7-r10}
    ldm r0, {r3-r6}                     @ a24..a27
    ldm r1, {r7-r10}                    @ b24..b27
    sel r2, r7, r3                      @ GE ? b : a
    sel r7, r3, r7                      @ GE ? a : b
    sel r11, r8, r4                     @ GE ? b : a
    sel r8, r4, r8                      @ GE ? a : b
    sel r12, r9, r5                     @ GE ? b : a
    sel r9, r5, r9                      @ GE ? a : b
    sel lr, r10, r6                     @ GE ? b : a
    sel r10, r6, r10                    @ GE ? a : b
    stm r0!, {r2, r11, r12, lr}
    stm r1!, {r7-r10}
    pop {r4-r11, pc}
    .size   qzi_fe448_cnd_swap2_armv7em, . - qzi_fe448_cnd_swap2_armv7em
@ ---- END GENERATED CODE ----

#endif /* __ARM_FEATURE_DSP */

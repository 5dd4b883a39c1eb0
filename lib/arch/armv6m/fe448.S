/*
 * The 256 x 256 -> 512-bit products under the ARMv6-M (Cortex-M0+) field
 * kernels mod 2^448 - 2^224 - 1 (HEADER TO BE COMPLETED).
 *
 *   void qzi_fe448_k256_armv6m(uint32_t t[16], const uint32_t x[8],
 *                              const uint32_t y[8]);   t = x y
 *   void qzi_fe448_s256_armv6m(uint32_t t[16], const uint32_t x[8]);
 *                                                      t = x^2
 */
#include "qzcrypt/config.h"

        .syntax unified
        .arch   armv6-m
        .thumb

#include "arch/armv6m/mul256_kara.inc"

        .equ    K_FRAME, 136                    @ KMUL_FRAME / SQR256's, 8-byte aligned
        .equ    K_TP, K_FRAME + 16              @ the pushed r0 (t)

        .if     (DD_OFF != SQ_DD) || (T_OFF != 0) || (SQ_T != 0) || (KMUL_FRAME > K_FRAME)
        .error  "fe448.S: L, H and M must sit at the same offsets in k256 and s256"
        .endif

        .macro  K_ENTER
        push    {r0, r4-r7, lr}
        mov     r4, r8
        mov     r5, r9
        mov     r6, r10
        mov     r7, r11
        push    {r4-r7}
        sub     sp, #K_FRAME
        .endm

/* t = L + M 2^128 + H 2^256 (L, H at sp + 0, sp + 32; M's nine words at
 * sp + 96), then the epilogue. */
        .macro  K_COMBINE
        ldr     r0, [sp, #K_TP]
        mov     r1, sp                          @ L, then H
        add     r2, sp, #DD_OFF                 @ M
        ldm     r1!, {r3-r6}                    @ L[0..4)
        stm     r0!, {r3-r6}                    @ t[0..4)
        ldm     r1!, {r3, r4}
        ldm     r2!, {r5, r6}
        adds    r3, r5
        adcs    r4, r6
        stm     r0!, {r3, r4}                   @ t4, t5
        ldm     r1!, {r3, r4}
        ldm     r2!, {r5, r6}
        adcs    r3, r5
        adcs    r4, r6
        stm     r0!, {r3, r4}                   @ t6, t7
        ldm     r1!, {r3, r4}                   @ H0, H1
        ldm     r2!, {r5, r6}
        adcs    r3, r5
        adcs    r4, r6
        stm     r0!, {r3, r4}                   @ t8, t9
        ldm     r1!, {r3, r4}
        ldm     r2!, {r5, r6}
        adcs    r3, r5
        adcs    r4, r6
        stm     r0!, {r3, r4}                   @ t10, t11
        ldm     r1!, {r3, r4}
        ldm     r2!, {r5}                       @ M8
        movs    r6, #0                          @ (MOVS #imm keeps C)
        adcs    r3, r5
        adcs    r4, r6
        stm     r0!, {r3, r4}                   @ t12, t13
        ldm     r1!, {r3, r4}
        adcs    r3, r6
        adcs    r4, r6
        stm     r0!, {r3, r4}                   @ t14, t15
        add     sp, #K_FRAME
        pop     {r4-r7}
        mov     r8, r4
        mov     r9, r5
        mov     r10, r6
        mov     r11, r7
        pop     {r0, r4-r7, pc}
        .endm

        .section .text.qz_fast.qzi_fe448_k256_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_fe448_k256_armv6m
        .type   qzi_fe448_k256_armv6m, %function
        .thumb_func
qzi_fe448_k256_armv6m:
        K_ENTER
        mov     r12, r1                         @ x
        mov     lr, r2                          @ y (lr is saved above)
        KPROD256 ADRHI, r12, ADRHI, lr          @ L, H, |D| (mul256_kara.inc)
        KMID256                                 @ M: x y = L + M 2^128 + H 2^256
        K_COMBINE
        .size   qzi_fe448_k256_armv6m, .-qzi_fe448_k256_armv6m

        .section .text.qz_fast.qzi_fe448_s256_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_fe448_s256_armv6m
        .type   qzi_fe448_s256_armv6m, %function
        .thumb_func
qzi_fe448_s256_armv6m:
        K_ENTER
        str     r1, [sp, #SQ_AP]
        SQR256                                  @ x^2 = L + M 2^128 + H 2^256
        K_COMBINE
        .size   qzi_fe448_s256_armv6m, .-qzi_fe448_s256_armv6m

/*
 * Field kernels modulo p = 2^448 - 2^224 - 1 for ARMv6-M (Thumb-1; Cortex-M0/
 * M0+/M1, and they run unchanged on every later Cortex-M), tuned for the
 * Cortex-M0+: the assembly pieces of the ARMv6-M set.
 *
 * C prototypes (lib/internal/fe448_kernel.h is the authority):
 *
 *   void qzi_fe448_mul_armv6m(uint32_t r[14], const uint32_t a[14],
 *                             const uint32_t b[14]);
 *   void qzi_fe448_sqr_armv6m(uint32_t r[14], const uint32_t a[14]);
 *   void qzi_fe448_add_armv6m(uint32_t r[14], const uint32_t a[14],
 *                             const uint32_t b[14]);
 *   void qzi_fe448_sub_armv6m(uint32_t r[14], const uint32_t a[14],
 *                             const uint32_t b[14]);
 *   void qzi_fe448_mul_a24_armv6m(uint32_t r[14], const uint32_t a[14]);
 *   void qzi_fe448_cnd_swap2_armv6m(uint32_t a[28], uint32_t b[28],
 *                                   uint32_t mask);
 *
 * and two internal leaves that are not AAPCS (they clobber r0-r12; lr is
 * saved): fe448_k256_armv6m (t[16] = x y, t in r0, x in r1, y in r2) and
 * fe448_s256_armv6m (t = x^2), called by mul and sqr only.
 *
 * Contract summary: 14 limbs, least significant first; every input any
 * value in [0, 2^448) ("loose"), every output in [0, 2^448) and congruent
 * to the result mod p.
 *  - r may be a or b: add, sub and mul_a24 read each limb (pair) of a and
 *    b before they write r's at the same address; mul and sqr write r
 *    only in combine, after the products.
 *  - Constant time: straight-line code (.rept), no branch and no address
 *    depends on a limb or the mask. Every MULS (single cycle on the M0+)
 *    has an exact product below 2^32.
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, flags clobbered.
 *  - Frames are not wiped (the contract: X448 wipes its stack).
 *
 * METHOD
 *
 * Products: one Karatsuba level over phi = 2^224, phi^2 = phi + 1 (mod p):
 * a = a_l + a_h phi, b = b_l + b_h phi (7-limb halves),
 *   a b = (L + H) + (M - L) phi  (mod p),
 *   L = a_l b_l, H = a_h b_h, M = (a_l + a_h)(b_l + b_h) >= L,
 * three 256 x 256-bit products of 8-limb operands (split: the halves with
 * a zero top limb and their sum with its carry), no sign to carry. Each
 * is mul256_kara.inc's Karatsuba (KPROD256 + KMID256, or SQR256 for the
 * square) inside k256 / s256, whose K_SUM writes t = L' + M' 2^128 +
 * H' 2^256 (one chain). mul / sqr: SPLIT, three k256 / s256 (BL; r8-r11
 * saved once by mul / sqr), COMBINE (macros inline; Z over the operands'
 * words). combine forms Z = L + H + (M - L) 2^224 (22
 * limbs in its frame: L + H, + M from limb 7, - L from limb 7; three
 * chains), then r = Z_lo + Z_hi + 2^224 Z_hi (Z_hi = Z[14..22) < 2^227;
 * two chains), and FOLD14 of the carry u < 16.
 * FOLD14: u (2^224 + 1) in (out, for sub): u at limbs 0 and 7, one chain
 * over the 14 limbs; its carry means a wrap past 2^448 leaving the value
 * below u (2^224 + 1) (limbs 8..13 zero, limb 7 <= u) and goes into limbs
 * 0 and 7 once more, a chain over limbs 0..7 that cannot carry out (for
 * sub: a second borrow means the value was below 2^224 + 1 and wrapped to
 * at least 2^448 - 2^224 - 1, limb 7 >= 2^32 - 2, limbs 8..13 all ones).
 * add / sub: one ADCS (SBCS) chain by limb pairs, then FOLD14.
 * mul_a24: 39082 a_i = 39082 a_l + (39082 a_h) 2^16 (16-bit halves, two
 * MULS), the low word and the carry (< 2^17) by two ADDS / ADCS pairs;
 * then FOLD14 (u < 2^16). cnd_swap2: t = (a XOR b) AND mask, two limbs a
 * turn.
 *
 * Registers: chains work in r4-r7 (PAIRS) with the pointers in r0-r2 (r3
 * the store / load pointer of FOLD14); r12 holds r (FOLD14) or P
 * (combine); k256 / s256 as mul256_kara.inc (r0-r11, r12 = x, lr = y).
 *
 * Stack: mul / sqr 20 (r4-r7, lr) + 16 (r8-r11) + 392 (the operands x,
 * y, then Z over them; the products L, H, M; r and b) = 428 bytes, then
 * at most 140 (k256 / s256: lr + 136) below: 568 bytes in all;
 * add, sub, mul_a24, cnd_swap2 20.
 *
 * Measured, MODELLED cycles per call (build-aux/qz-trace-cycles --cpu
 * cortex-m0plus over every text symbol of a program calling
 * qz_x448_set_private_key; single-cycle MULS, zero wait states; the same
 * for every input):
 *   fe448_k256_armv6m           1,285     (KPROD256 + KMID256 1,188)
 *   fe448_s256_armv6m             809
 *   qzi_fe448_mul_armv6m          707 + 3 k256 = 4,562 (SPLIT twice,
 *                                 COMBINE about 470)
 *   qzi_fe448_sqr_armv6m          612 + 3 s256 = 3,039
 *   qzi_fe448_add_armv6m          189
 *   qzi_fe448_sub_armv6m          191
 *   qzi_fe448_mul_a24_armv6m      312
 *   qzi_fe448_cnd_swap2_armv6m    350
 *   X448 (qz_x448_set_private_key)  16.99M  (bignum products and C
 *                                            reduction before: 40.9M)
 * Size (.text, arm-none-eabi-gcc 12.2): k256 2,106, s256 1,318, mul 694,
 * sqr 612, add 182, sub 186, mul_a24 456, cnd_swap2 452 bytes (6,006). The 256-bit products are inline (mul256_kara.inc's
 * K64 / S64) in every build; a small build calling them is still to do.
 */
#include "qzcrypt/config.h"

        .syntax unified
        .arch   armv6-m
        .thumb

#include "arch/armv6m/mul256_kara.inc"

        .equ    K_FRAME, 136                    @ KMUL_FRAME / SQR256's, 8-byte aligned
        .equ    K_TP, 132                       @ t (above KMUL_FRAME's words)

        .if     (DD_OFF != SQ_DD) || (T_OFF != 0) || (SQ_T != 0) || (KMUL_FRAME > K_FRAME)
        .error  "fe448.S: L, H and M must sit at the same offsets in k256 and s256"
        .endif

/* t = L + M 2^128 + H 2^256 (L, H at sp + 0, sp + 32; M's nine words at
 * sp + 96), t's address at [sp + K_TP]. Clobbers r0-r6, flags. */
        .macro  K_SUM
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
        .rept   3
        ldm     r1!, {r3, r4}
        ldm     r2!, {r5, r6}
        adcs    r3, r5
        adcs    r4, r6
        stm     r0!, {r3, r4}                   @ t6..t11
        .endr
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
        .endm

/* The 256-bit products as internal leaves of mul and sqr below (not
 * AAPCS: they clobber r0-r12 and the flags; lr is saved): t at r0, x at
 * r1 (y at r2). */
        .section .text.qz_fast.fe448_k256_armv6m,"ax",%progbits
        .p2align 2
        .type   fe448_k256_armv6m, %function
        .thumb_func
fe448_k256_armv6m:
        push    {lr}
        sub     sp, #K_FRAME
        str     r0, [sp, #K_TP]
        mov     r12, r1                         @ x
        mov     lr, r2                          @ y
        KPROD256 ADRHI, r12, ADRHI, lr          @ L, H, |D| (mul256_kara.inc)
        KMID256                                 @ M: x y = L + M 2^128 + H 2^256
        K_SUM
        add     sp, #K_FRAME
        pop     {pc}
        .size   fe448_k256_armv6m, .-fe448_k256_armv6m

        .section .text.qz_fast.fe448_s256_armv6m,"ax",%progbits
        .p2align 2
        .type   fe448_s256_armv6m, %function
        .thumb_func
fe448_s256_armv6m:
        push    {lr}
        sub     sp, #K_FRAME
        str     r0, [sp, #K_TP]
        str     r1, [sp, #SQ_AP]
        SQR256                                  @ x^2 = L + M 2^128 + H 2^256
        K_SUM
        add     sp, #K_FRAME
        pop     {pc}
        .size   fe448_s256_armv6m, .-fe448_s256_armv6m


/* ------------------------------------------------------------------------
 * COMBINE rpoff: r1 = P, r at [sp + rpoff]; Z in the frame at sp + 0.
 * P = L, H, M (16 limbs each: L = a_l b_l, H = a_h b_h, M = (a_l + a_h)
 * (b_l + b_h), M >= L): r = (L + H) + (M - L) 2^224 mod p, loose.
 * Z = L + H + (M - L) 2^224 (22 limbs, in the frame) by three chains,
 * then r = Z_lo + Z_hi + 2^224 Z_hi (Z_hi = Z[14..22) < 2^227) by two,
 * its carry u (< 16) folded as u (2^224 + 1), twice (the second carry
 * follows a wrap: limbs 8..13 zero, limb 7 <= u, no carry out).
 */
        .equ    CZ, 0                           @ Z[0..22) in the frame (88 bytes)

/* n limb pairs: [dst]! = [s1]! op [s2]! with the carry C running through
 * (PAIRS1: the first word by op1, which starts the chain). */
        .macro  PAIRS1 n, op1, op, dst, s1, s2
        ldm     \s1!, {r4, r5}
        ldm     \s2!, {r6, r7}
        \op1    r4, r6
        \op     r5, r7
        stm     \dst!, {r4, r5}
        .if     \n > 1
        PAIRS   (\n - 1), \op, \dst, \s1, \s2
        .endif
        .endm

        .macro  PAIRS n, op, dst, s1, s2
        .rept   \n
        ldm     \s1!, {r4, r5}
        ldm     \s2!, {r6, r7}
        \op     r4, r6
        \op     r5, r7
        stm     \dst!, {r4, r5}
        .endr
        .endm

        .macro  COMBINE rpoff
        mov     r12, r1                         @ P
        /* Z[0..14) = L + H, Z[14] = the carry, Z[15..22) = 0 */
        mov     r0, sp
        movs    r2, #64
        adds    r2, r1                          @ H (C = 0: no carry out)
        PAIRS   7, adcs, r0, r1, r2
        movs    r4, #0
        adcs    r4, r4                          @ the carry
        str     r4, [r0]                        @ Z[14]; Z[15..22) is 0
        /* Z[7..15) += M[0..8), Z[15..22) = M[8..15) + the carry (M[15] = 0:
         * no carry out of Z[21]) */
        add     r0, sp, #(CZ + 28)
        mov     r1, r0
        mov     r2, r12
        adds    r2, #128                        @ M (C = 0)
        PAIRS   4, adcs, r0, r1, r2
        movs    r6, #0
        .rept   3
        ldm     r2!, {r4, r5}
        adcs    r4, r6
        adcs    r5, r6
        stm     r0!, {r4, r5}                   @ Z[15..21)
        .endr
        ldr     r4, [r2]                        @ M[14]
        adcs    r4, r6
        str     r4, [r0]                        @ Z[21]
        /* Z[7..22) -= L[0..15) (L[14] = 0; Z stays >= 0) */
        add     r0, sp, #(CZ + 28)
        mov     r1, r0
        mov     r2, r12                         @ L
        PAIRS1  7, subs, sbcs, r0, r1, r2
        ldr     r4, [r1]
        ldr     r6, [r2]
        sbcs    r4, r6
        str     r4, [r0]                        @ Z[21]
        /* r[0..8) = Z[0..8) + Z[14..22); r[8..14) = Z[8..14) + the carry */
        ldr     r0, [sp, #\rpoff]              @ r
        mov     r1, sp
        add     r2, sp, #(CZ + 56)
        adds    r3, r0, #0                      @ r3 = r, C = 0
        PAIRS   4, adcs, r0, r1, r2
        movs    r6, #0
        .rept   3
        ldm     r1!, {r4, r5}
        adcs    r4, r6
        adcs    r5, r6
        stm     r0!, {r4, r5}
        .endr
        adcs    r6, r6                          @ cD
        mov     lr, r6
        /* r[7..14) += Z[14..21) */
        movs    r0, #28
        adds    r0, r3                          @ r + 28, C = 0 (no wrap)
        mov     r1, r0
        add     r2, sp, #(CZ + 56)
        PAIRS   3, adcs, r0, r1, r2
        ldr     r4, [r1]
        ldr     r6, [r2]
        adcs    r4, r6
        str     r4, [r0]                        @ r13
        movs    r4, #0
        adcs    r4, r4                          @ cE
        ldr     r6, [r2, #4]                    @ Z[21]
        add     r4, lr
        adds    r4, r6                          @ u = cD + cE + Z[21] < 16
        /* fold u (2^224 + 1): r[0..7) + u, r[7] + u + the carry, r[8..14)
         * + the carry; C2 then into r[0..7) and r[7] again */
        mov     r7, r4                          @ u
        movs    r6, #0
        mov     r0, r3                          @ store pointer
        ldm     r3!, {r1, r2}
        adds    r1, r7
        adcs    r2, r6
        stm     r0!, {r1, r2}
        .rept   2
        ldm     r3!, {r1, r2}
        adcs    r1, r6
        adcs    r2, r6
        stm     r0!, {r1, r2}
        .endr
        ldm     r3!, {r1, r2}
        adcs    r1, r6
        adcs    r2, r7                          @ r7 + u + the carry
        stm     r0!, {r1, r2}
        .rept   3
        ldm     r3!, {r1, r2}
        adcs    r1, r6
        adcs    r2, r6
        stm     r0!, {r1, r2}
        .endr
        movs    r7, #0                          @ (MOVS #imm keeps C)
        adcs    r7, r7                          @ C2
        ldr     r0, [sp, #\rpoff]
        mov     r3, r0
        ldm     r3!, {r1, r2}
        adds    r1, r7
        adcs    r2, r6
        stm     r0!, {r1, r2}
        .rept   2
        ldm     r3!, {r1, r2}
        adcs    r1, r6
        adcs    r2, r6
        stm     r0!, {r1, r2}
        .endr
        ldm     r3!, {r1, r2}
        adcs    r1, r6
        adcs    r2, r7                          @ limb 7: no carry out
        stm     r0!, {r1, r2}
        .endm

/* ------------------------------------------------------------------------
 * FOLD14 op1, opc: r[0..14) at r12 (any value below 2^448) plus (adds /
 * adcs) or minus (subs / sbcs) u (2^224 + 1), u in r7 (below 2^32 - 2):
 * u at limbs 0 and 7, one chain over the 14 limbs, whose carry (borrow)
 * C2 goes into limbs 0 and 7 once more by a chain over limbs 0..7 that
 * cannot carry (borrow) out: a carry means the value wrapped past 2^448
 * and is below u (2^224 + 1) (limbs 8..13 zero, limb 7 <= u); a borrow
 * (u = 1) that it was below 2^224 + 1 and is now at least
 * 2^448 - 2^224 - 1 (limb 7 >= 2^32 - 2, limbs 8..13 all ones).
 * Clobbers r0-r3, r6, r7, flags.
 */
        .macro  FOLD14 op1, opc
        movs    r6, #0
        mov     r0, r12                         @ store pointer
        mov     r3, r12                         @ load pointer
        ldm     r3!, {r1, r2}
        \op1    r1, r7
        \opc    r2, r6
        stm     r0!, {r1, r2}
        .rept   2
        ldm     r3!, {r1, r2}
        \opc    r1, r6
        \opc    r2, r6
        stm     r0!, {r1, r2}
        .endr
        ldm     r3!, {r1, r2}
        \opc    r1, r6
        \opc    r2, r7                          @ limb 7: u and the chain
        stm     r0!, {r1, r2}
        .rept   3
        ldm     r3!, {r1, r2}
        \opc    r1, r6
        \opc    r2, r6
        stm     r0!, {r1, r2}
        .endr
        movs    r7, #0                          @ (MOVS #imm keeps C)
        \opc    r7, r7                          @ C2 = C (adcs), or -B2 (sbcs)
        .ifc    \opc, sbcs
        negs    r7, r7                          @ B2
        .endif
        mov     r0, r12
        mov     r3, r12
        ldm     r3!, {r1, r2}
        \op1    r1, r7
        \opc    r2, r6
        stm     r0!, {r1, r2}
        .rept   2
        ldm     r3!, {r1, r2}
        \opc    r1, r6
        \opc    r2, r6
        stm     r0!, {r1, r2}
        .endr
        ldm     r3!, {r1, r2}
        \opc    r1, r6
        \opc    r2, r7                          @ limb 7: the last
        stm     r0!, {r1, r2}
        .endm

/* ------------------------------------------------------------------------
 * void qzi_fe448_add_armv6m(uint32_t r[14], const uint32_t a[14],
 *                           const uint32_t b[14]);
 * void qzi_fe448_sub_armv6m(uint32_t r[14], const uint32_t a[14],
 *                           const uint32_t b[14]);
 * One chain, limb pairs of a and b read before the pair of r at the same
 * address is written; then FOLD14 of the carry (borrow).
 */
        .section .text.qz_fast.qzi_fe448_add_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_fe448_add_armv6m
        .type   qzi_fe448_add_armv6m, %function
        .thumb_func
qzi_fe448_add_armv6m:
        push    {r4-r7, lr}
        mov     r12, r0
        PAIRS1  7, adds, adcs, r0, r1, r2
        movs    r7, #0
        adcs    r7, r7                          @ u = the carry
        FOLD14  adds, adcs
        pop     {r4-r7, pc}
        .size   qzi_fe448_add_armv6m, .-qzi_fe448_add_armv6m

        .section .text.qz_fast.qzi_fe448_sub_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_fe448_sub_armv6m
        .type   qzi_fe448_sub_armv6m, %function
        .thumb_func
qzi_fe448_sub_armv6m:
        push    {r4-r7, lr}
        mov     r12, r0
        PAIRS1  7, subs, sbcs, r0, r1, r2
        movs    r7, #0
        sbcs    r7, r7                          @ -borrow
        negs    r7, r7                          @ u = the borrow
        FOLD14  subs, sbcs
        pop     {r4-r7, pc}
        .size   qzi_fe448_sub_armv6m, .-qzi_fe448_sub_armv6m

/* ------------------------------------------------------------------------
 * SPLIT: r0 = x, r1 = a (clobbers r0-r7, flags):
 * x[0..8) = a_l, x[8..16) = a_h (the 7-limb halves, top limb 0),
 * x[16..24) = a_l + a_h (its carry on top): the operands of the three
 * products.
 */
        .macro  SPLIT
        .rept   2
        ldm     r1!, {r2-r7}                    @ 6 limbs of a half
        stm     r0!, {r2-r7}
        ldm     r1!, {r2}                       @ its seventh
        movs    r3, #0
        stm     r0!, {r2, r3}                   @ and the zero top limb
        .endr
        mov     r1, r0
        subs    r1, #64                         @ x = a_l
        mov     r2, r0
        subs    r2, #32                         @ a_h
        PAIRS1  3, adds, adcs, r0, r1, r2
        ldr     r4, [r1]
        ldr     r6, [r2]
        adcs    r4, r6
        movs    r5, #0
        adcs    r5, r5                          @ the carry
        stm     r0!, {r4, r5}
        .endm

/* ------------------------------------------------------------------------
 * void qzi_fe448_mul_a24_armv6m(uint32_t r[14], const uint32_t a[14]);
 * 39082 a_i = 39082 a_l + (39082 a_h) 2^16 (a_l, a_h the 16-bit halves,
 * each product below 2^32): the low word and the carry c (below 2^17)
 * by two ADDS / ADCS pairs a limb; then FOLD14 of the top carry.
 */
        .section .text.qz_fast.qzi_fe448_mul_a24_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_fe448_mul_a24_armv6m
        .type   qzi_fe448_mul_a24_armv6m, %function
        .thumb_func
qzi_fe448_mul_a24_armv6m:
        push    {r4-r7, lr}
        mov     r12, r0
        movs    r2, #152
        lsls    r2, r2, #8
        adds    r2, #170                        @ 39082 = 152 * 256 + 170
        movs    r3, #0
        movs    r4, #0                          @ c
        .rept   7
        ldm     r1!, {r5}                       @ a_i (read before r_i is written)
        uxth    r6, r5
        lsrs    r5, r5, #16
        muls    r6, r2                          @ 39082 a_l
        muls    r5, r2                          @ 39082 a_h
        lsls    r7, r5, #16
        lsrs    r5, r5, #16
        adds    r6, r7
        adcs    r5, r3
        adds    r6, r4
        adcs    r5, r3                          @ (r5:r6) = 39082 a_i + c (c in r4)
        stm     r0!, {r6}
        ldm     r1!, {r4}                       @ a_(i+1); the carry now in r5
        uxth    r6, r4
        lsrs    r4, r4, #16
        muls    r6, r2
        muls    r4, r2
        lsls    r7, r4, #16
        lsrs    r4, r4, #16
        adds    r6, r7
        adcs    r4, r3
        adds    r6, r5
        adcs    r4, r3                          @ (r4:r6) = 39082 a_(i+1) + c
        stm     r0!, {r6}
        .endr
        mov     r7, r4                          @ u < 2^16
        FOLD14  adds, adcs
        pop     {r4-r7, pc}
        .size   qzi_fe448_mul_a24_armv6m, .-qzi_fe448_mul_a24_armv6m

/* ------------------------------------------------------------------------
 * void qzi_fe448_cnd_swap2_armv6m(uint32_t a[28], uint32_t b[28],
 *                                 uint32_t mask);
 * t = (a_i XOR b_i) AND mask, a_i ^= t, b_i ^= t, two limbs a turn.
 */
        .section .text.qz_fast.qzi_fe448_cnd_swap2_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_fe448_cnd_swap2_armv6m
        .type   qzi_fe448_cnd_swap2_armv6m, %function
        .thumb_func
qzi_fe448_cnd_swap2_armv6m:
        push    {r4-r7, lr}
        .rept   14
        ldr     r3, [r0]
        ldr     r4, [r0, #4]
        ldr     r5, [r1]
        ldr     r6, [r1, #4]
        movs    r7, r3
        eors    r7, r5
        ands    r7, r2
        eors    r3, r7
        eors    r5, r7
        movs    r7, r4
        eors    r7, r6
        ands    r7, r2
        eors    r4, r7
        eors    r6, r7
        stm     r0!, {r3, r4}
        stm     r1!, {r5, r6}
        .endr
        pop     {r4-r7, pc}
        .size   qzi_fe448_cnd_swap2_armv6m, .-qzi_fe448_cnd_swap2_armv6m

/* ------------------------------------------------------------------------
 * void qzi_fe448_mul_armv6m(uint32_t r[14], const uint32_t a[14],
 *                           const uint32_t b[14]);
 * void qzi_fe448_sqr_armv6m(uint32_t r[14], const uint32_t a[14]);
 * split, three products, combine (METHOD); r written by combine only.
 */
        .equ    F_X, 0                          @ a's operands (24 words)
        .equ    F_Y, 96                         @ b's
        .equ    F_P, 192                        @ L, H, M (16 words each)
        .equ    F_R, 384                        @ r
        .equ    F_B, 388                        @ b
        .equ    F_FRAME, 392

        .macro  F_ENTER
        push    {r4-r7, lr}
        mov     r4, r8
        mov     r5, r9
        mov     r6, r10
        mov     r7, r11
        push    {r4-r7}
        sub     sp, #F_FRAME
        str     r0, [sp, #F_R]
        .endm

        .macro  F_LEAVE
        add     r1, sp, #F_P
        COMBINE F_R                             @ Z over x, y's words
        add     sp, #F_FRAME
        pop     {r4-r7}
        mov     r8, r4
        mov     r9, r5
        mov     r10, r6
        mov     r11, r7
        pop     {r4-r7, pc}
        .endm

        .section .text.qz_fast.qzi_fe448_mul_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_fe448_mul_armv6m
        .type   qzi_fe448_mul_armv6m, %function
        .thumb_func
qzi_fe448_mul_armv6m:
        F_ENTER
        str     r2, [sp, #F_B]
        add     r0, sp, #F_X                    @ r1 = a
        SPLIT
        ldr     r1, [sp, #F_B]
        add     r0, sp, #F_Y
        SPLIT
        .irp    i, 0, 1, 2
        add     r0, sp, #(F_P + 64 * \i)
        add     r1, sp, #(F_X + 32 * \i)
        add     r2, sp, #(F_Y + 32 * \i)
        bl      fe448_k256_armv6m
        .endr
        F_LEAVE
        .size   qzi_fe448_mul_armv6m, .-qzi_fe448_mul_armv6m

        .section .text.qz_fast.qzi_fe448_sqr_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_fe448_sqr_armv6m
        .type   qzi_fe448_sqr_armv6m, %function
        .thumb_func
qzi_fe448_sqr_armv6m:
        F_ENTER
        add     r0, sp, #F_X                    @ r1 = a
        SPLIT
        .irp    i, 0, 1, 2
        add     r0, sp, #(F_P + 64 * \i)
        add     r1, sp, #(F_X + 32 * \i)
        bl      fe448_s256_armv6m
        .endr
        F_LEAVE
        .size   qzi_fe448_sqr_armv6m, .-qzi_fe448_sqr_armv6m

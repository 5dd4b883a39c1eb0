/*
 * The 256-bit block kernels of RSA's Montgomery products on ARMv6-M
 * (Cortex-M0+): the product or square of two 8-limb "digits" added into
 * a 16-limb window, by the three-level Karatsuba of mul256_kara.inc; and
 * the fold of a fourth Karatsuba level over pairs of digits.
 * lib/bignum/mont256.c strings them into the n = 8k limb products and
 * the Montgomery reduction by 256-bit digits (lib/internal/bignum_kernel.h,
 * qzi_bn_mont_sqr / qzi_bn_mont_mulw on the M0+).
 *
 * C prototypes (lib/internal/bignum_kernel.h):
 *
 *   uint32_t qzi_bn_mul256_acc_armv6m(uint32_t r[16], const uint32_t a[8],
 *                                     const uint32_t b[8], uint32_t cin);
 *       (c:r[0..16)) = r + a b + cin 2^256, cin 0 or 1; returns c (0 or 1:
 *       r + a b + 2^256 < 2^513).
 *   uint32_t qzi_bn_mul256_row_armv6m(uint32_t *t, const uint32_t a[8],
 *                                     const uint32_t *b, size_t count);
 *       a row of count >= 1 blocks (the digit rows of mont256.c): for j =
 *       0..count-1, (c:t[8j..8j+16)) += a b[8j..8j+8) + c 2^256, c = 0
 *       first; that is (c:t[0..8 count + 8)) = t + a b; returns c (0 or
 *       1). mul256_acc is its one-block entry with a carry in: one body,
 *       the row's loop around it, so that a row is one call.
 *   uint32_t qzi_bn_sqr256_acc_armv6m(uint32_t r[16], const uint32_t a[8],
 *                                     uint32_t cin);
 *       (c:r[0..16)) = r + a^2 + cin, cin 0 or 1; returns c (0 or 1).
 *   void qzi_bn_redc_q256_armv6m(uint32_t q[8], const uint32_t t[8],
 *                                const uint32_t m[8], uint32_t m0inv);
 *       q = -t m^-1 mod 2^256 (m0inv = -m^-1 mod 2^32, m odd): the
 *       Montgomery quotient of one 256-bit digit, so that t + q m = 0
 *       mod 2^256.
 *   uint32_t qzi_bn_kara_fold_armv6m(uint32_t t[32], uint32_t z[49],
 *                                    uint32_t s, uint32_t cin8);
 *       one Karatsuba level over digit pairs x, y (X = 2^256): z = L = x0
 *       y0, H = x1 y1, |D| = |x0 - x1| |y1 - y0| (16 limbs each), cin16;
 *       (c:t[0..32)) = t + x y + cin8 X + cin16 X^2 (s below); z[0..48)
 *       zeroed. Its own comment (below) has the method and frame.
 *
 * Contract: r, a, b, t, m, q, z 4-byte aligned; r overlaps none of a, b;
 * q overlaps neither t nor m (q may not be t); z does not overlap t.
 * Every limb may be secret;
 * the instructions and addresses depend on the pointers only
 * (straight-line code; q256's loops run a fixed count). AAPCS: r4-r11 and
 * sp preserved.
 *
 * Method: KPROD256 and KMID256 (mul256_kara.inc) leave a b = L + M 2^128
 * + H 2^256 in the frame (L, H at T_OFF, M[0..9) at DD_OFF); SQR256 the
 * same for a^2 (SQ_T, SQ_DD, at the same offsets). ACCUM then adds
 * them into r in two carry chains: r[0..16) += (L, H) (the square's cin
 * entering as the first carry), then r[4..16) += M (the product's cin
 * first folded into M[4..9), that is at 2^256). The two chains' carries
 * sum to the result's (0 or 1).
 * q256: u = t[0..8); for j = 0..7: q_j = u_j m0inv mod 2^32,
 * u[j..8) += q_j m[0..8-j) (the words of 2^256 and above dropped), the
 * 36 limb products of a triangle, each 32 x 32 -> 64 from four MULS.
 *
 * Registers: r0-r7 working; r8 the pointer r (the windows' position
 * during ACCUM), r9-r11 (and r12, lr) as mul256_kara.inc says. Frame
 * (bytes from sp): the Karatsuba frame (KMUL_FRAME = 132 bytes, SQR256's
 * the same size), then:
 */
#include "qzcrypt/config.h"

/* The small build keeps bignum.S's kernels for RSA (bignum_kernel.h):
 * nothing here then. */
#if !QZ_SMALL

        .syntax unified
        .arch   armv6-m
        .thumb

#include "arch/armv6m/mul256_kara.inc"

        .equ    B_R, 132                        @ the pointer r
        .equ    B_CIN, 136                      @ cin
        .equ    B_LEFT, 140                     @ mul256: the row's blocks after this one
        .equ    B_FRAME, 144                    @ 8-byte multiple
        .if     (T_OFF != SQ_T) || (DD_OFF != SQ_DD) || (KMUL_FRAME > B_R)
        .error  "bn_block256: the product's and the square's frames must agree"
        .endif

/*
 * Stack: 36 bytes of saved registers + B_FRAME = 180 bytes (mul256_acc and
 * mul256_row, sqr256_acc: leaves); redc_q256 36 + 32 = 68 bytes. Not wiped (the
 * bignum kernels' contract: the RSA operation wipes its stack).
 *
 * Modelled cycles per call (build-aux/qz-trace-cycles --cpu cortex-m0plus,
 * Cortex-M0+ TRM timings, zero wait states; the same for every input):
 * mul256_acc 1,440 (KPROD256 + KMID256 about 1,188 of them); sqr256_acc
 * 943; redc_q256 1,364 (doc/performance.md, "Montgomery products for RSA
 * on the Cortex-M0+"); kara_fold 652 (qz-mcusim profile of an RSA-3072
 * PSS verification, 2026-12-04: 852 calls, 555,504 cycles), against the
 * 1,440 of the fourth block product it replaces. mul256_row: about 30
 * cycles a block less than a call of mul256_acc per block from C (the
 * calls, the saves and the C loop; the loop here about 18): a 48-limb
 * Montgomery square 92,697 -> 91,124, a product 116,188 -> 114,079
 * (qz-mcusim, ideal memory, 2026-12-05). The one-block entry pays the
 * row's test (8 cycles: mul256_acc 1,448): the public operation's pair
 * level, which calls it per block, is 0.4% slower (a 96-limb square
 * 314,548 -> 315,765).
 *
 * Code (arm-none-eabi-gcc 12.2): 2,336 (mul256_acc and mul256_row; 2,276
 * before the row's loop) + 1,464 + 140 + 616 = 4,556 bytes (the
 * Karatsuba macros inline), in sections of their own that
 * --gc-sections drops from images that do not use RSA (kara_fold from
 * those without the public operation's pair level); lib/bignum/mont256.c
 * adds about 860 to every RSA image and 2,200 to the public operation's
 * (the pair level).
 */

/*
 * ACCUM: r[0..16) += L + M 2^128 + H 2^256 (+ cin in C for chain 1);
 * returns the carry in r0. r8 = r. Clobbers r0-r8.
 */
        .macro  ACCUM
        /* chain 1: r[0..16) += t[0..16), C = carry in */
        .irp    g, 0, 1, 2, 3
        mov     r4, r8
        ldm     r4!, {r0-r3}
        add     r7, sp, #(T_OFF + 16 * \g)
        ldm     r7!, {r4-r6}
        adcs    r0, r4
        adcs    r1, r5
        adcs    r2, r6
        ldr     r4, [r7]
        adcs    r3, r4
        mov     r4, r8
        stm     r4!, {r0-r3}
        mov     r8, r4                          @ r += 4 words
        .endr
        movs    r0, #0
        adcs    r0, r0
        str     r0, [sp, #B_CIN]                @ c1 (cin is spent)
        /* chain 2: r[4..16) += M[0..9) */
        ldr     r4, [sp, #B_R]
        adds    r4, #16
        mov     r8, r4                          @ r + 4 words
        movs    r0, #0
        lsrs    r0, r0, #1                      @ C = 0 (the bit shifted out)
        .irp    g, 0, 1
        mov     r4, r8
        ldm     r4!, {r0-r3}
        add     r7, sp, #(DD_OFF + 16 * \g)
        ldm     r7!, {r4-r6}
        adcs    r0, r4
        adcs    r1, r5
        adcs    r2, r6
        ldr     r4, [r7]
        adcs    r3, r4
        mov     r4, r8
        stm     r4!, {r0-r3}
        mov     r8, r4
        .endr
        mov     r4, r8                          @ r[12..16) += M_8
        ldm     r4!, {r0-r3}
        ldr     r5, [sp, #(DD_OFF + 32)]
        adcs    r0, r5
        movs    r5, #0                          @ (MOVS #imm keeps C)
        adcs    r1, r5
        adcs    r2, r5
        adcs    r3, r5
        adcs    r5, r5                          @ c2
        mov     r4, r8
        stm     r4!, {r0-r3}
        ldr     r0, [sp, #B_CIN]
        adds    r0, r5                          @ c1 + c2 (at most 1)
        .endm

        .macro  PROLOGUE
        push    {r4-r7, lr}
        mov     r4, r8
        mov     r5, r9
        mov     r6, r10
        mov     r7, r11
        push    {r4-r7}                         @ r8-r11
        sub     sp, #B_FRAME
        .endm

        .macro  EPILOGUE
        add     sp, #B_FRAME
        pop     {r4-r7}
        mov     r8, r4
        mov     r9, r5
        mov     r10, r6
        mov     r11, r7
        pop     {r4-r7, pc}
        .endm

/* ------------------------------------------------------------------------
 * uint32_t qzi_bn_mul256_row_armv6m(t, a, b, count): r0 = t, r1 = a,
 * r2 = b, r3 = count (>= 1); uint32_t qzi_bn_mul256_acc_armv6m(r, a, b,
 * cin): one block with its carry in. One body: the blocks of a row run
 * in a loop here (a in r12 and b in lr survive the block, which only
 * reads them), not one call each.
 */
        .section .text.qz_fast.qzi_bn_mul256_acc_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_bn_mul256_row_armv6m
        .type   qzi_bn_mul256_row_armv6m, %function
        .thumb_func
qzi_bn_mul256_row_armv6m:                       @ the body is mul256_acc's, below
        PROLOGUE
        movs    r4, #0
        str     r4, [sp, #B_CIN]                @ no carry into the first block
        subs    r3, #1                          @ blocks after the first
        b       .Lrow_start
        .size   qzi_bn_mul256_row_armv6m, .-qzi_bn_mul256_row_armv6m

        .p2align 2
        .global qzi_bn_mul256_acc_armv6m
        .type   qzi_bn_mul256_acc_armv6m, %function
        .thumb_func
qzi_bn_mul256_acc_armv6m:
        PROLOGUE
        str     r3, [sp, #B_CIN]
        movs    r3, #0                          @ no block after this one
.Lrow_start:
        str     r0, [sp, #B_R]
        str     r3, [sp, #B_LEFT]
        mov     r12, r1                         @ a
        mov     lr, r2                          @ b[8j..) (lr is saved)
.Lrow_top:
        KPROD256 ADRHI, r12, ADRHI, lr          @ L, H, |D|
        KMID256                                 @ M -> DD
        /* M[4..9) += cin: cin enters at 2^256 */
        add     r6, sp, #(DD_OFF + 16)
        ldm     r6!, {r0-r4}
        ldr     r5, [sp, #B_CIN]
        adds    r0, r5
        movs    r5, #0
        adcs    r1, r5
        adcs    r2, r5
        adcs    r3, r5
        adcs    r4, r5
        subs    r6, #20
        stm     r6!, {r0-r4}
        ldr     r0, [sp, #B_R]
        mov     r8, r0
        movs    r0, #0
        lsrs    r0, r0, #1                      @ C = 0: no carry into chain 1
        ACCUM                                   @ r0 = the block's carry
        ldr     r1, [sp, #B_LEFT]
        subs    r1, #1
        bcc     .Lrow_done                      @ the last block (count public)
        str     r1, [sp, #B_LEFT]
        str     r0, [sp, #B_CIN]                @ the next block's cin
        ldr     r0, [sp, #B_R]
        adds    r0, #32
        str     r0, [sp, #B_R]                  @ t + 8 (j + 1)
        mov     r1, lr
        adds    r1, #32
        mov     lr, r1                          @ b + 8 (j + 1)
        ldr     r3, =.Lrow_top + 1              @ the body is past B's reach
        bx      r3
        .ltorg
.Lrow_done:
        EPILOGUE
        .size   qzi_bn_mul256_acc_armv6m, .-qzi_bn_mul256_acc_armv6m

/* ------------------------------------------------------------------------
 * uint32_t qzi_bn_sqr256_acc_armv6m(r, a, cin): r0 = r, r1 = a, r2 = cin.
 */
        .section .text.qz_fast.qzi_bn_sqr256_acc_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_bn_sqr256_acc_armv6m
        .type   qzi_bn_sqr256_acc_armv6m, %function
        .thumb_func
qzi_bn_sqr256_acc_armv6m:
        PROLOGUE
        str     r0, [sp, #B_R]
        str     r2, [sp, #B_CIN]
        str     r1, [sp, #SQ_AP]
        SQR256                                  @ a^2 = L + M 2^128 + H 2^256
        ldr     r0, [sp, #B_R]
        mov     r8, r0
        ldr     r0, [sp, #B_CIN]
        lsrs    r0, r0, #1                      @ C = cin: the first carry
        ACCUM
        EPILOGUE
        .size   qzi_bn_sqr256_acc_armv6m, .-qzi_bn_sqr256_acc_armv6m

/* ------------------------------------------------------------------------
 * void qzi_bn_redc_q256_armv6m(q, t, m, m0inv): r0 = q, r1 = t, r2 = m,
 * r3 = m0inv.
 *
 *   frame: u[0..8) at sp (the running low digit); r8 = m, r9 = m0inv,
 *   r10 = q (next word), r11 = j (as the byte offset 4j).
 *   step (l = j..7): (c, u_l) = u_l + q_j m_(l-j) + c, with q_j split
 *   in r3 (low half) and r12 (high half), c in r2.
 */
        .section .text.qz_fast.qzi_bn_redc_q256_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_bn_redc_q256_armv6m
        .type   qzi_bn_redc_q256_armv6m, %function
        .thumb_func
qzi_bn_redc_q256_armv6m:
        push    {r4-r7, lr}
        mov     r4, r8
        mov     r5, r9
        mov     r6, r10
        mov     r7, r11
        push    {r4-r7}
        sub     sp, #32
        mov     r8, r2                          @ m
        mov     r9, r3                          @ m0inv
        mov     r10, r0                         @ q (next word)
        mov     r0, sp                          @ u = t[0..8)
        ldm     r1!, {r4-r7}
        stm     r0!, {r4-r7}
        ldm     r1!, {r4-r7}
        stm     r0!, {r4-r7}
        mov     r11, r0                         @ u + 8 words: the rows' end
        mov     r0, sp
        mov     lr, r0                          @ &u_j (lr is saved)
1:      /* row j: q_j = u_j m0inv; u[j..8) += q_j m[0..8-j) */
        mov     r0, lr
        ldr     r4, [r0]
        mov     r5, r9
        muls    r4, r5                          @ q_j
        mov     r5, r10
        stm     r5!, {r4}                       @ q[j] = q_j
        mov     r10, r5
        uxth    r3, r4                          @ xl
        lsrs    r4, r4, #16
        mov     r12, r4                         @ xh
        mov     r1, r8                          @ m
        movs    r2, #0                          @ c
2:      ldm     r1!, {r4}                       @ y = m[l - j]
        uxth    r5, r4                          @ yl
        lsrs    r4, r4, #16                     @ yh
        mov     r6, r12                         @ xh
        movs    r7, r5
        muls    r7, r3                          @ L  = xl yl
        muls    r5, r6                          @ M1 = xh yl
        muls    r6, r4                          @ H  = xh yh
        muls    r4, r3                          @ M2 = xl yh
        adds    r7, r2                          @ (r6:r7) = L + H 2^32 + c
        movs    r2, #0
        adcs    r6, r2
        ldr     r2, [r0]                        @       + u_l
        adds    r7, r2
        movs    r2, #0
        adcs    r6, r2
        lsls    r2, r5, #16                     @       + M1 2^16
        lsrs    r5, r5, #16
        adds    r7, r2
        adcs    r6, r5
        lsls    r2, r4, #16                     @       + M2 2^16
        lsrs    r4, r4, #16
        adds    r7, r2
        adcs    r6, r4
        stm     r0!, {r7}                       @ u_l
        movs    r2, r6                          @ c (dropped after u_7)
        cmp     r0, r11
        bne     2b
        mov     r0, lr
        adds    r0, #4
        mov     lr, r0
        cmp     r0, r11
        bne     1b
        add     sp, #32
        pop     {r4-r7}
        mov     r8, r4
        mov     r9, r5
        mov     r10, r6
        mov     r11, r7
        pop     {r4-r7, pc}
        .size   qzi_bn_redc_q256_armv6m, .-qzi_bn_redc_q256_armv6m

/* ------------------------------------------------------------------------
 * uint32_t qzi_bn_kara_fold_armv6m(t, z, s, cin8): r0 = t, r1 = z, r2 = s,
 * r3 = cin8. One more Karatsuba level, over pairs of digits (X = 2^256):
 * z holds L = x0 y0 (z[0..16)), H = x1 y1 (z[16..32)), |D| = |x0 - x1|
 * |y1 - y0| (z[32..48)) and cin16 (z[48]); s = 0 when x0 - x1 and y1 - y0
 * have the same sign (+|D|), all-ones when their signs differ (-|D|). Then
 *   (c : t[0..32)) = t + L + (L + H +/- |D|) X + H X^2 + cin8 X
 *                      + cin16 X^2 = t + x y + cin8 X + cin16 X^2,
 * cin8, cin16 0 or 1; returns c (0 or 1 for the callers' t: their sums
 * stay below 2^1025). z[0..48) is zeroed on return (the next fold's
 * products accumulate into it; it held secrets).
 *
 *   frame: mid[0..17) = L + H +/- |D| = x0 y1 + x1 y0 >= 0 (the sign's
 *   two's complement: (|D| XOR s) + (s AND 1), s added at word 16);
 *   then chain A: t[0..32) += z[0..32) (L, H), chain B: t[8..25) +=
 *   mid + cin8 (its first carry), rippled to t[32), cin16 added into
 *   mid[8..17) before. 2-word groups (LDM, LDM, ADCS x2, STM: 11 cycles),
 *   read and write pointers apart (ARMv6-M's LDM writes its base back).
 */
/* ADC2 rd, rs, rw: two words of a carry chain, (rw) <- (rd) + (rs) + C,
 * the three pointers moved on by two words (r4-r7 clobbered). */
        .macro  ADC2 rd, rs, rw
        ldm     \rd!, {r4, r5}
        ldm     \rs!, {r6, r7}
        adcs    r4, r6
        adcs    r5, r7
        stm     \rw!, {r4, r5}
        .endm

        .section .text.qz_fast.qzi_bn_kara_fold_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_bn_kara_fold_armv6m
        .type   qzi_bn_kara_fold_armv6m, %function
        .thumb_func
        .equ    KF_T, 68                        @ t
        .equ    KF_Z, 72                        @ z
        .equ    KF_FRAME, 76                    @ 20 + 76: 8-byte aligned
qzi_bn_kara_fold_armv6m:
        push    {r4-r7, lr}
        sub     sp, #KF_FRAME
        str     r0, [sp, #KF_T]
        str     r1, [sp, #KF_Z]
        mov     lr, r3                          @ cin8
        /* mid[0..16) = L + (|D| XOR s) + (s AND 1); mid[16] = s + carry */
        mov     r0, r1                          @ L
        adds    r1, #128                        @ |D|
        mov     r3, r2                          @ s
        mov     r2, sp                          @ mid
        lsrs    r4, r3, #1                      @ C = s AND 1
        .rept   8
        ldm     r0!, {r4, r5}
        ldm     r1!, {r6, r7}
        eors    r6, r3                          @ (EORS keeps C)
        eors    r7, r3
        adcs    r4, r6
        adcs    r5, r7
        stm     r2!, {r4, r5}
        .endr
        movs    r4, #0                          @ (MOVS #imm keeps C)
        adcs    r4, r3
        str     r4, [r2]                        @ mid[16]
        ldr     r4, [r1]                        @ cin16 (z[48])
        mov     r12, r4
        /* mid[0..16) += H (r0 = z + 16 words); mid[16] += carry */
        mov     r2, sp                          @ mid, read
        mov     r1, sp                          @ mid, write
        ldm     r2!, {r4, r5}
        ldm     r0!, {r6, r7}
        adds    r4, r6                          @ C = 0 before: ADDS first
        adcs    r5, r7
        stm     r1!, {r4, r5}
        .rept   7
        ADC2    r2, r0, r1
        .endr
        ldr     r4, [r2]
        movs    r5, #0
        adcs    r4, r5
        str     r4, [r2]
        /* mid[8..17) += cin16 */
        mov     r2, sp
        adds    r2, #32                         @ &mid[8], read
        mov     r1, r2                          @ write
        mov     r3, r12
        ldm     r2!, {r4-r7}
        adds    r4, r3
        movs    r3, #0
        adcs    r5, r3
        adcs    r6, r3
        adcs    r7, r3
        stm     r1!, {r4-r7}
        ldm     r2!, {r4-r7}
        adcs    r4, r3
        adcs    r5, r3
        adcs    r6, r3
        adcs    r7, r3
        stm     r1!, {r4-r7}
        ldr     r4, [r2]
        adcs    r4, r3
        str     r4, [r2]
        /* chain A: t[0..32) += z[0..32) */
        ldr     r0, [sp, #KF_T]                 @ t, read
        mov     r1, r0                          @ t, write
        ldr     r2, [sp, #KF_Z]                 @ L, H
        ldm     r0!, {r4, r5}
        ldm     r2!, {r6, r7}
        adds    r4, r6
        adcs    r5, r7
        stm     r1!, {r4, r5}
        .rept   15
        ADC2    r0, r2, r1
        .endr
        movs    r3, #0
        adcs    r3, r3                          @ chain A's carry
        mov     r12, r3
        /* chain B: t[8..25) += mid + cin8, then the carry to t[32) */
        ldr     r0, [sp, #KF_T]
        adds    r0, #32                         @ &t[8], read
        mov     r1, r0                          @ write
        mov     r2, sp                          @ mid
        mov     r4, lr
        lsrs    r4, r4, #1                      @ C = cin8
        .rept   8
        ADC2    r0, r2, r1
        .endr
        ldm     r0!, {r4}                       @ t[24] += mid[16]
        ldm     r2!, {r6}
        adcs    r4, r6
        stm     r1!, {r4}
        movs    r3, #0
        ldm     r0!, {r4-r7}                    @ t[25..29)
        adcs    r4, r3
        adcs    r5, r3
        adcs    r6, r3
        adcs    r7, r3
        stm     r1!, {r4-r7}
        ldm     r0!, {r4-r6}                    @ t[29..32)
        adcs    r4, r3
        adcs    r5, r3
        adcs    r6, r3
        stm     r1!, {r4-r6}
        adcs    r3, r3                          @ chain B's carry (r3 was 0)
        mov     r0, r12
        adds    r0, r3                          @ c
        /* z[0..48) = 0 */
        ldr     r1, [sp, #KF_Z]
        movs    r4, #0
        movs    r5, #0
        movs    r6, #0
        movs    r7, #0
        .rept   12
        stm     r1!, {r4-r7}
        .endr
        add     sp, #KF_FRAME
        pop     {r4-r7, pc}
        .size   qzi_bn_kara_fold_armv6m, .-qzi_bn_kara_fold_armv6m

#endif /* !QZ_SMALL */

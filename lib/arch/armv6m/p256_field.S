/*
 * P-256 field kernels for ARMv6-M (Thumb-1; Cortex-M0/M0+/M1, and it runs
 * unchanged on every later Cortex-M), tuned for the Cortex-M0+.
 *
 * C prototypes (lib/internal/bignum_kernel.h):
 *
 *   void qzi_p256_mul_armv6m(uint32_t r[8], const uint32_t a[8],
 *                            const uint32_t b[8]);
 *   void qzi_p256_sqr_armv6m(uint32_t r[8], const uint32_t a[8]);
 *
 * Contract summary (the header is the authority):
 *  - r = a b 2^-256 mod p (mul), r = a^2 2^-256 mod p (sqr), fully reduced
 *    (r < p), with p = 2^256 - 2^224 + 2^192 + 2^96 - 1, for a, b < p.
 *    Out-of-range inputs give some value below 2^256, never a fault.
 *  - r may be equal to a or b: a and b are read in place and r is
 *    written only at the very end.
 *  - Constant time: straight-line code, no branch and no address depends
 *    on a limb. Every multiplication is a MULS of two values below 2^16.
 *  - AAPCS: r4-r11 and sp preserved (both save and restore r8-r11); r0-r3,
 *    r12, flags clobbered.
 *  - Frame (not wiped, see the contract): L and H (the product's halves
 *    a_l b_l, a_h b_h), for mul the Karatsuba operands |a_l - a_h|,
 *    |b_h - b_l|, their product and its sign (sqr: |a_l - a_h|, its
 *    square and the pointer a), then the middle term over that product,
 *    the reduction's four words d4..d7 below it, and the pointer r.
 *
 * Stack: mul and sqr 24 (saved r0, r4-r7, lr) + 16 (r8-r11) + 136 +
 * 16 (the reduction's d4..d7) = 192 bytes (the small build's mul 200:
 * its frame keeps a and b); the reduction is a leaf.
 * sp stays 8-byte aligned.
 *
 * ALGORITHM
 *
 * 1. The 512-bit product t.
 *    Every 32 x 32 -> 64 product is four 16 x 16 -> 32 MULS (MUL32):
 *        x y = xl yl + (xl yh + xh yl) 2^16 + xh yh 2^32,
 *    the two middle products added with their halves split (lsls/lsrs 16),
 *    so no carry is ever lost: 17 cycles a product, operands and result
 *    in registers.
 *
 *    mul: three levels of subtractive Karatsuba, 256 -> 128 -> 64 -> 32
 *    bits (KPROD256, K128, K64 in mul256_kara.inc, where the method is
 *    described): with a = a_l + a_h B, b = b_l + b_h B,
 *        L = a_l b_l, H = a_h b_h, |D| = |a_l - a_h| |b_h - b_l|,
 *        a b = L + (L + H -/+ |D|) B + H B^2,
 *    the same at 128 and 64 bits, 27 products of 32 x 32 bits (MUL32,
 *    17 cycles) in all against 48 for one level. Each |x_l - x_h| without
 *    a branch (d XOR mask, minus mask), the sign a mask: |D| is added as
 *    (|D| XOR s) + (s AND 1) with s sign-extending the words above, so the
 *    sign never steers a branch or an address. The 64-bit level runs in
 *    registers (r8-r10 hold |x0 - x1|, |y1 - y0| and the sign), a and b
 *    are read through r12 and lr. The top level stops at the middle term
 *    M = L + H -/+ |D| (KMID256): t = U + M 2^128 with U = L + H 2^256
 *    already in the frame, and the reduction adds M's words in its
 *    columns 4..12 instead of t[4..16) being formed.
 *
 *    sqr: the same three levels for a^2 (SQR256, S128, S64, also in
 *    mul256_kara.inc), with |D| = (x_l - x_h)^2 always subtracted (no
 *    sign word; at the top M = L + H - D = 2 a_l a_h, as for mul) and 27
 *    squares of 32 bits by three MULS each (SQR32, 10 cycles: xl^2 + 2 xl xh
 *    2^16 + xh^2 2^32). The 64-bit level needs no high register; S128
 *    parks |X_l - X_h|, X_h and then D' in r8-r12.
 *
 * 2. Montgomery reduction with the shape of p (p256_redc_armv6m, shared):
 *    -p^-1 = 1 mod 2^32, and as signed words p = (-1, 0, 0, +1, 0, 0, +1,
 *    -1, +1) at word positions 0, 3, 6, 7, 8. With Q = sum q_i 2^(32i),
 *    column k of t + Q p is
 *        t_k - q_k + q_(k-3) + q_(k-6) - q_(k-7) + q_(k-8)
 *    (terms with indices outside 0..7 absent). For k < 8, q_k is the low
 *    word of the column sum without its -q_k term (the column then is
 *    zero); for k >= 8 that low word is the result word r_(k-8). The
 *    column sum and the carry between columns are a signed 64-bit value
 *    (c0, c1 with c1 signed, |c1| <= 5), so the reduction needs no MULS:
 *    32 add/subtract terms over 13 columns, 5 cycles a column step, and
 *    4 more for M's word in columns 4..12 (t = U + M 2^128). The
 *    result columns also add 2^256 - p = 2^224 - 2^192 - 2^96 + 1 (four
 *    +/-1 terms), which gives (c':d) = (t + Q p) / 2^256 + 2^256 - p
 *    directly: for a, b < p, (c:r) = (t + Q p) / 2^256 < 2p, so c' is 0
 *    or 1, c' = 1 when (c:r) >= p and d is the answer, else r = d + p;
 *    one pass adds p AND (c' - 1). q4..q7 and the result words stay in
 *    registers (r8-r11, r4-r7), nothing is stored before r.
 *
 * Register use: mul's product as in mul256_kara.inc (r0-r7 working
 * registers, r8-r10 the 64-bit level's parked words, r11 the 128-bit
 * level's sign, r12 = a, lr = b; the small build keeps a and b in the
 * frame); sqr's product r0-r7 working registers, r8-r12 parked words, the
 * pointer a in the frame; reduction r0 c0,
 * c1 (signed) in r1 or r3, r2 zero, r4-r7 the live quotient words
 * (q0..q3, then q4..q7, then d4..d7), r8-r11 q4..q7 then d0..d3, r12 the
 * pointer r.
 *
 * Modelled cycles per call (build-aux/qz-trace-cycles --cpu cortex-m0plus
 * --func qzi_p256_mul_armv6m --func qzi_p256_sqr_armv6m --func
 * p256_redc_armv6m on a driver that calls each kernel 4 times; Cortex-M0+
 * TRM timings, single-cycle MULS, zero wait states; the same for every
 * input), the reduction included:
 *
 *                          fast build       small build
 *   qzi_p256_mul_armv6m    1,476 cycles     1,537 cycles
 *   qzi_p256_sqr_armv6m    1,000 cycles     1,045 cycles
 *
 *   fast mul: product, middle term and entry 1,240 (KPROD256 1,101,
 *   KMID256 87), reduction 236 (200 + 36 for M's words); fast sqr:
 *   764 + 236. Before this code: mul 1,845 (one Karatsuba level over
 *   product scanning, a reduction of 258), sqr 1,264 (product scanning),
 *   in both builds.
 *
 * The product's and the square's macros (MUL32, K64, K128, KPROD256,
 * KMID256; SQR32, S64, S128, SQR256) and the frame layouts they use are
 * in mul256_kara.inc.
 *
 * Code (.text): fast build 3,728 bytes (mul 2,064, the shared reduction
 * 388, sqr 1,276, fully unrolled); the small build (QZ_SMALL,
 * --with-footprint=small) calls one K64 and one S64 nine times each
 * instead (bl/bx, 5 cycles a call): 1,840 bytes (mul 678, K64 160,
 * reduction 388, sqr 520, S64 90). Both were 4,844 before.
 */
#include "qzcrypt/config.h"

        .syntax unified
        .arch   armv6-m
        .thumb

#include "arch/armv6m/mul256_kara.inc"

/* Frame sizes (bytes from sp inside mul/sqr; mul's layout of t and the
 * Karatsuba words is in mul256_kara.inc, sqr's at SQR256 there) */
#if QZ_SMALL
        .equ    MUL_AP, KMUL_FRAME              @ the pointers a, b (the small
        .equ    MUL_BP, KMUL_FRAME + 4          @ build calls K64 and S64)
        .equ    MUL_FRAME, 144                  @ 8-byte aligned
#else
        .equ    MUL_FRAME, 136                  @ KMUL_FRAME, 8-byte aligned
#endif
        .equ    SQR_FRAME, 136                  @ SQ_DD + 36, 8-byte aligned

/* The squaring (SQR32, S64, S128, SQR256: three levels of Karatsuba,
 * 27 squares of 32 bits) and the address macro ADRLD are in
 * mul256_kara.inc, with the product's. */

/* The small build's calls of the 64-bit blocks */
        .macro  K64BL
        bl      p256_k64_armv6m
        .endm
        .macro  S64BL
        bl      p256_s64_armv6m
        .endm

/* ------------------------------------------------------------------------
 * void qzi_p256_mul_armv6m(uint32_t r[8], const uint32_t a[8],
 *                          const uint32_t b[8])
 */
        .section .text.qz_fast.qzi_p256_mul_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_p256_mul_armv6m
        .type   qzi_p256_mul_armv6m, %function
        .thumb_func
qzi_p256_mul_armv6m:
        push    {r0, r4-r7, lr}                 @ r0 (the pointer r) at sp+MUL_FRAME+16 below
        mov     r4, r8
        mov     r5, r9
        mov     r6, r10
        mov     r7, r11
        push    {r4-r7}                         @ r8-r11
        sub     sp, #MUL_FRAME
#if QZ_SMALL
        str     r1, [sp, #MUL_AP]
        str     r2, [sp, #MUL_BP]
        KPROD256 ADRLD, MUL_AP, ADRLD, MUL_BP, K64BL    @ L, H, |D|
#else
        mov     r12, r1                         @ a
        mov     lr, r2                          @ b (lr is saved above)
        KPROD256 ADRHI, r12, ADRHI, lr          @ L, H, |D| (mul256_kara.inc)
#endif
        KMID256                                 @ M -> DD: a b = L + M 2^128 + H 2^256
        ldr     r0, [sp, #(MUL_FRAME + 16)]     @ r12 = r
        mov     r12, r0
        bl      p256_redc_armv6m
        add     sp, #MUL_FRAME
        pop     {r4-r7}
        mov     r8, r4
        mov     r9, r5
        mov     r10, r6
        mov     r11, r7
        add     sp, #4
        pop     {r4-r7, pc}
        .size   qzi_p256_mul_armv6m, .-qzi_p256_mul_armv6m

#if QZ_SMALL
/* The small build's K64 and S64, called 9 times each (bl; r8-r10, r0-r7
 * clobbered as the macros say, lr the return address). */
        .type   p256_k64_armv6m, %function
        .thumb_func
p256_k64_armv6m:
        K64
        bx      lr
        .size   p256_k64_armv6m, .-p256_k64_armv6m
#endif

/* ------------------------------------------------------------------------
 * void qzi_p256_sqr_armv6m(uint32_t r[8], const uint32_t a[8])
 */
        .section .text.qz_fast.qzi_p256_sqr_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_p256_sqr_armv6m
        .type   qzi_p256_sqr_armv6m, %function
        .thumb_func
qzi_p256_sqr_armv6m:
        push    {r0, r4-r7, lr}                 @ r at sp+SQR_FRAME+16 below
        mov     r4, r8
        mov     r5, r9
        mov     r6, r10
        mov     r7, r11
        push    {r4-r7}                         @ r8-r11
        sub     sp, #SQR_FRAME
        str     r1, [sp, #SQ_AP]
#if QZ_SMALL
        SQR256  S64BL                           @ t = a^2
#else
        SQR256                                  @ t = a^2
#endif
        ldr     r0, [sp, #(SQR_FRAME + 16)]     @ r12 = r
        mov     r12, r0
        bl      p256_redc_armv6m
        add     sp, #SQR_FRAME
        pop     {r4-r7}
        mov     r8, r4
        mov     r9, r5
        mov     r10, r6
        mov     r11, r7
        add     sp, #4
        pop     {r4-r7, pc}
        .size   qzi_p256_sqr_armv6m, .-qzi_p256_sqr_armv6m

#if QZ_SMALL
        .type   p256_s64_armv6m, %function
        .thumb_func
p256_s64_armv6m:
        S64
        bx      lr
        .size   p256_s64_armv6m, .-p256_s64_armv6m
#endif

/* ------------------------------------------------------------------------
 * p256_redc_armv6m (local): r12[0..8) = t 2^-256 mod p for the product
 * t = U + M 2^128 given as U = [sp, sp+64) (L and H of the caller's
 * frame: U = L + H 2^256) and the nine words M = [sp+96, sp+132) (this
 * leaf has no frame: sp is the caller's), t < p 2^256: column k adds
 * U_k and, for 4 <= k <= 12, M_(k-4). Clobbers r0-r11 (the callers saved
 * r8-r11), flags; reads only.
 *
 *   acc: r0 = c0, c1 (signed) alternating between r1 and r3 (the other
 *   one is the column's temporary); r2 = 0.
 *   q0..q3 in r4-r7; q4..q7 parked in r8-r11 until q0..q3 die, then
 *   moved down; the result words d0..d3 go to r8-r11, d4..d7 to r4-r7.
 *   The columns add 2^256 - p = 2^224 - 2^192 - 2^96 + 1 to the result
 *   words (+1, -1, -1, +1 at columns 8, 11, 14, 15), so that they give
 *   (c':d) = (c:r) + 2^256 - p: c' = 1 when (c:r) >= p (d is the answer),
 *   else d + p = r is; one masked pass adds p back.
 */
        .macro  ADDQ reg, c1                    @ (c1:r0) += reg
        adds    r0, \reg
        adcs    \c1, r2
        .endm
        .macro  SUBQ reg, c1                    @ (c1:r0) -= reg
        subs    r0, \reg
        sbcs    \c1, r2
        .endm
        .macro  NEXT k, cin, cout               @ (cout:r0) = t_k + M_(k-4) + cin
        ldr     r0, [sp, #(T_OFF + 4 * (\k))]
        asrs    \cout, \cin, #31
        adds    r0, \cin
        adcs    \cout, r2
        .if     ((\k) >= 4) && ((\k) <= 12)
        ldr     \cin, [sp, #(RM_OFF + 4 * ((\k) - 4))]
        adds    r0, \cin
        adcs    \cout, r2
        .endif
        .endm

        .equ    RM_OFF, 96                      @ M in both frames
        .if     (DD_OFF != RM_OFF) || (SQ_DD != RM_OFF) || (T_OFF != 0) || (SQ_T != 0)
        .error  "p256_redc_armv6m: t and M must sit at the same offsets in mul and sqr"
        .endif

        .section .text.qz_fast.qzi_p256_mul_armv6m,"ax",%progbits
        .p2align 2
        .type   p256_redc_armv6m, %function
        .thumb_func
p256_redc_armv6m:
        movs    r2, #0
        ldr     r4, [sp, #(T_OFF + 0)]          @ q0 = t0
        ldr     r5, [sp, #(T_OFF + 4)]          @ q1 = t1
        ldr     r6, [sp, #(T_OFF + 8)]          @ q2 = t2
        /* column 3: t3 + q0 -> q3 */
        ldr     r0, [sp, #(T_OFF + 12)]
        adds    r0, r4
        movs    r1, #0
        adcs    r1, r2
        mov     r7, r0                          @ q3
        /* column 4: t4 + q1 -> q4 */
        NEXT    4, r1, r3
        ADDQ    r5, r3
        mov     r8, r0                          @ q4
        /* column 5: t5 + q2 -> q5 */
        NEXT    5, r3, r1
        ADDQ    r6, r1
        mov     r9, r0                          @ q5
        /* column 6: t6 + q3 + q0 -> q6 */
        NEXT    6, r1, r3
        ADDQ    r7, r3
        ADDQ    r4, r3
        mov     r10, r0                         @ q6
        /* column 7: t7 + q4 + q1 - q0 -> q7 */
        NEXT    7, r3, r1
        mov     r3, r8
        ADDQ    r3, r1
        ADDQ    r5, r1
        SUBQ    r4, r1
        mov     r11, r0                         @ q7
        /* column 8: t8 + q5 + q2 - q1 + q0 + 1 -> d0 */
        NEXT    8, r1, r3
        mov     r1, r9
        ADDQ    r1, r3
        ADDQ    r6, r3
        SUBQ    r5, r3
        ADDQ    r4, r3
        adds    r0, #1
        adcs    r3, r2
        mov     r4, r8                          @ q4 (q0 is dead)
        mov     r8, r0                          @ d0
        /* column 9: t9 + q6 + q3 - q2 + q1 -> d1 */
        NEXT    9, r3, r1
        mov     r3, r10
        ADDQ    r3, r1
        ADDQ    r7, r1
        SUBQ    r6, r1
        ADDQ    r5, r1
        mov     r5, r9                          @ q5
        mov     r9, r0                          @ d1
        /* column 10: t10 + q7 + q4 - q3 + q2 -> d2 */
        NEXT    10, r1, r3
        mov     r1, r11
        ADDQ    r1, r3
        ADDQ    r4, r3
        SUBQ    r7, r3
        ADDQ    r6, r3
        mov     r6, r10                         @ q6
        mov     r10, r0                         @ d2
        /* column 11: t11 + q5 - q4 + q3 - 1 -> d3 */
        NEXT    11, r3, r1
        ADDQ    r5, r1
        SUBQ    r4, r1
        ADDQ    r7, r1
        subs    r0, #1
        sbcs    r1, r2
        mov     r7, r11                         @ q7
        mov     r11, r0                         @ d3
        /* column 12: t12 + q6 - q5 + q4 -> d4 */
        NEXT    12, r1, r3
        ADDQ    r6, r3
        SUBQ    r5, r3
        ADDQ    r4, r3
        mov     r4, r0                          @ d4
        /* column 13: t13 + q7 - q6 + q5 -> d5 */
        NEXT    13, r3, r1
        ADDQ    r7, r1
        SUBQ    r6, r1
        ADDQ    r5, r1
        mov     r5, r0                          @ d5
        /* column 14: t14 - q7 + q6 - 1 -> d6 */
        NEXT    14, r1, r3
        SUBQ    r7, r3
        ADDQ    r6, r3
        subs    r0, #1
        sbcs    r3, r2
        mov     r6, r0                          @ d6
        /* column 15: t15 + q7 + 1 -> d7; then c' = r1 (0 or 1) */
        NEXT    15, r3, r1
        ADDQ    r7, r1
        adds    r0, #1
        adcs    r1, r2
        mov     r7, r0                          @ d7
        /* r = d + (p AND mask), mask = c' - 1 (-1: (c:r) < p, add p back);
         * p = (-1, -1, -1, 0, 0, 0, 1, -1); MOV, PUSH, POP and STM leave
         * C alone */
        push    {r4-r7}                         @ d4..d7
        subs    r4, r1, #1                      @ mask
        lsrs    r5, r4, #31                     @ mask AND 1
        mov     r0, r8
        mov     r1, r9
        mov     r3, r10
        mov     r6, r11
        adds    r0, r4
        adcs    r1, r4
        adcs    r3, r4
        adcs    r6, r2
        mov     r7, r12
        stm     r7!, {r0, r1, r3, r6}           @ r[0..4)
        pop     {r0, r1, r3, r6}                @ d4..d7
        adcs    r0, r2
        adcs    r1, r2
        adcs    r3, r5
        adcs    r6, r4
        stm     r7!, {r0, r1, r3, r6}           @ r[4..8)
        bx      lr
        .size   p256_redc_armv6m, .-p256_redc_armv6m

/*
 * Bignum kernels for ARMv6-M (Thumb-1; Cortex-M0/M0+/M1, and they run
 * unchanged on every later Cortex-M), tuned for the Cortex-M0+.
 *
 * C prototypes (lib/internal/bignum_kernel.h, the authority):
 *
 *   uint32_t qzi_bn_add_armv6m(uint32_t *r, const uint32_t *a,
 *                              const uint32_t *b, size_t n);
 *   uint32_t qzi_bn_sub_armv6m(uint32_t *r, const uint32_t *a,
 *                              const uint32_t *b, size_t n);
 *   uint32_t qzi_bn_cnd_sub_armv6m(uint32_t *r, const uint32_t *m,
 *                                  uint32_t mask, size_t n);
 *   void qzi_bn_mul_armv6m(uint32_t *r, const uint32_t *a,
 *                          const uint32_t *b, size_t n);
 *   void qzi_bn_sqr_armv6m(uint32_t *r, const uint32_t *a, size_t n);
 *   void qzi_bn_mont_redc_armv6m(uint32_t *r, uint32_t *t, const uint32_t *m,
 *                                uint32_t m0inv, size_t n);
 *   void qzi_bn_mont_mul_armv6m(uint32_t *r, const uint32_t *a,
 *                               const uint32_t *b, const uint32_t *m,
 *                               uint32_t m0inv, size_t n);
 *   int64_t qzi_bn_smac_armv6m(int64_t acc, int32_t a, int32_t b);
 *
 * (The P-256 kernels are in p256_field.S.)
 *
 * Contract summary: n limbs of 32 bits, least significant first,
 * 1 <= n <= 128; add/sub: r may equal a or b; cnd_sub in place; mul, sqr,
 * mont_mul: r overlaps none of the inputs; mont_redc: r is t or apart.
 * mont_mul needs a, b < m; m odd, m0inv = -m^-1 mod 2^32.
 *  - Constant time: every loop runs a number of times that depends on n
 *    only; no branch and no address depends on a limb. Every
 *    multiplication is a MULS of two values below 2^16. Carries between
 *    loop iterations are kept in a register (0 or 1), not in the flags.
 *  - AAPCS: r4-r11 and sp preserved (r8-r10 saved where used); r0-r3,
 *    r12, flags clobbered.
 *  - Frames (not wiped, see the contract): the saved registers; mont_mul
 *    and mont_redc keep their loop state (pointers, n, m0inv, the carry
 *    word hi and the top word) in a 32-byte frame, and final_sub saves its
 *    arguments.
 *  - Stack: mont_mul 20 + 16 + 32 + 20 (final_sub) = 88 bytes;
 *    mont_redc 88; mul 20 + 16 + 8 = 44; sqr 8 + mul's = 52;
 *    add/sub/cnd_sub 16 bytes. Only leaf-internal calls (final_sub, mul
 *    from sqr), so the frames need not keep sp 8-byte aligned inside.
 *  - smac (the inversion's signed multiply-accumulate): a leaf, saves
 *    r4-r6 (12 bytes of stack), 48 bytes of code.
 *  - Code: 1,224 bytes for the seven kernels, and 48 for smac, in every
 *    build. (An unrolled n = 8 path of mont_mul, 5.4 KB, served the
 *    Fermat nonce inversion; since the inversion is by divsteps a
 *    signature makes eight n = 8 products, and the path went: about 12k
 *    cycles a signature for 5.4 KB of flash.)
 *
 * ALGORITHM
 *
 * Operand scanning with one row kernel, ROW (macro): for j = 0..k-1,
 *     (c, d[j]) = s[j] + x y[j] + c,        s = d or d + 1 word,
 * x fixed for the row and held split into halves (xl in r3, xh in r8),
 * each 32 x 32 -> 64 product from four 16 x 16 MULS (al bl, the two
 * middle products split at bit 16, ah bh), no carry lost:
 *   x y + s + c <= (2^32 - 1)^2 + 2 (2^32 - 1) = 2^64 - 1.
 * 30 cycles per limb step (loop control included; two limbs an iteration).
 *   mul:       r = 0; row i: r[i..i+n) += a_i b, r[i+n] = carry.
 *   sqr:       mul(r, a, a, n).
 *   mont_redc: row i: q = t_i m0inv; t[i..i+n) += q m; (hi, t[i+n]) =
 *              t[i+n] + carry + hi; then final_sub(r, t + n, hi).
 *   mont_mul:  CIOS with r as the accumulator (as lib/generic/bignum.c):
 *              r += a_i b -> (hi, top); q = r_0 m0inv; r = (r + q m) / 2^32
 *              by a row that reads s[j] = r[j+1] and writes d[j] = r[j]
 *              (its first step, j = 0, only gives the carry); r[n-1] =
 *              top + carry; then final_sub(r, r, hi).
 *   final_sub: r = (hi:t) - m if that does not borrow, else t: one
 *              subtraction pass, a mask from the borrow and hi, one pass
 *              adding m AND mask back.
 *
 * Modelled cycles per call (build-aux/qz-trace-cycles --cpu cortex-m0plus:
 * Cortex-M0+ TRM timings, single-cycle MULS, zero wait states; the same
 * for every input of a size):
 *
 *   mont_mul  n = 8: 4,674   n = 12: 9,807   n = 17: 18,872
 *             n = 64: 248,279
 *   mul       n = 8: 2,212      sqr n = 8: 2,225 (the multiplication)
 *   mont_redc n = 8: 2,498
 *   add, sub, cnd_sub n = 8: 109, 110, 118 (13 to 14 cycles a limb)
 * (a row costs 30 cycles a limb; mont_mul about 60 n^2 plus the outer
 * loops and final_sub). qz-mcusim (ideal memory, SysTick around the call)
 * gives the same figures within the call overhead. The mont_mul figures:
 * build-aux/qz-trace-cycles --cpu cortex-m0plus --func
 * qzi_bn_mont_mul_armv6m --func bn_final_sub_armv6m on a driver that
 * calls mont_mul at one n.
 */
#include "qzcrypt/config.h"

        .syntax unified
        .arch   armv6-m
        .thumb

/* ------------------------------------------------------------------------
 * STEP soff, ci, co: one limb step of a row (no loop control).
 *   in:  r0 = d (row pointer), r1 = y (advanced by LDM), ci = c,
 *        r3 = xl, r8 = xh; s[j] at [r0 + soff]
 *   out: r7 = low word (stored by the caller), co = high word (the
 *        carry); ci, r4, r5 clobbered. {ci, co} = {r2, r6}.
 */
        .macro  STEP soff, ci, co
        ldm     r1!, {r4}                       @ y = *y++
        uxth    r5, r4                          @ yl
        lsrs    r4, r4, #16                     @ yh
        mov     \co, r8                         @ xh
        movs    r7, r5
        muls    r7, r3                          @ L  = xl yl
        muls    r5, \co                         @ M1 = xh yl
        muls    \co, r4                         @ H  = xh yh
        muls    r4, r3                          @ M2 = xl yh
        adds    r7, \ci                         @ (co:r7) = L + H 2^32 + c
        movs    \ci, #0
        adcs    \co, \ci
        ldr     \ci, [r0, #\soff]               @       + s[j]
        adds    r7, \ci
        movs    \ci, #0
        adcs    \co, \ci
        lsls    \ci, r5, #16                    @       + M1 2^16
        lsrs    r5, r5, #16
        adds    r7, \ci
        adcs    \co, r5
        lsls    \ci, r4, #16                    @       + M2 2^16
        lsrs    r4, r4, #16
        adds    r7, \ci
        adcs    \co, r4
        .endm

/* ROW soff: for y in [r1, r9): *d++ = low; carry in r2 (in: r2 = c).
 * At least one limb (r1 != r9). Two limbs an iteration (the carry
 * alternates between r2 and r6), one limb first when the count is odd
 * (the count is public). */
        .macro  ROW soff
        mov     r4, r9
        subs    r4, r4, r1
        lsrs    r4, r4, #3                      @ C = count odd
        bcc     7f
        STEP    \soff, r2, r6
        stm     r0!, {r7}
        movs    r2, r6
        cmp     r1, r9
        beq     8f
7:      STEP    \soff, r2, r6
        stm     r0!, {r7}                       @ d[j] = low
        STEP    \soff, r6, r2
        stm     r0!, {r7}
        cmp     r1, r9
        bne     7b
8:
        .endm

/* SPLITX reg: r3 = reg & 0xffff, r8 = reg >> 16 (reg clobbered) */
        .macro  SPLITX reg
        uxth    r3, \reg
        lsrs    \reg, \reg, #16
        mov     r8, \reg
        .endm

/* ------------------------------------------------------------------------
 * uint32_t qzi_bn_add_armv6m(r, a, b, n): r0 = r, r1 = a, r2 = b, r3 = n
 */
        .section .text.qz_fast.qzi_bn_add_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_bn_add_armv6m
        .type   qzi_bn_add_armv6m, %function
        .thumb_func
qzi_bn_add_armv6m:
        push    {r4-r6, lr}
        movs    r6, #0                          @ carry (0 or 1)
1:      lsrs    r6, r6, #1                      @ C = carry, r6 = 0
        ldm     r1!, {r4}
        ldm     r2!, {r5}
        adcs    r4, r5
        stm     r0!, {r4}
        adcs    r6, r6                          @ carry = C
        subs    r3, #1
        bne     1b
        movs    r0, r6
        pop     {r4-r6, pc}
        .size   qzi_bn_add_armv6m, .-qzi_bn_add_armv6m

/* ------------------------------------------------------------------------
 * uint32_t qzi_bn_sub_armv6m(r, a, b, n)
 */
        .section .text.qz_fast.qzi_bn_sub_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_bn_sub_armv6m
        .type   qzi_bn_sub_armv6m, %function
        .thumb_func
qzi_bn_sub_armv6m:
        push    {r4-r6, lr}
        movs    r6, #1                          @ C (1 = no borrow)
1:      lsrs    r6, r6, #1
        ldm     r1!, {r4}
        ldm     r2!, {r5}
        sbcs    r4, r5
        stm     r0!, {r4}
        adcs    r6, r6
        subs    r3, #1
        bne     1b
        movs    r0, #1                          @ borrow = 1 - C
        eors    r0, r6
        pop     {r4-r6, pc}
        .size   qzi_bn_sub_armv6m, .-qzi_bn_sub_armv6m

/* ------------------------------------------------------------------------
 * uint32_t qzi_bn_cnd_sub_armv6m(r, m, mask, n)
 */
        .section .text.qz_fast.qzi_bn_cnd_sub_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_bn_cnd_sub_armv6m
        .type   qzi_bn_cnd_sub_armv6m, %function
        .thumb_func
qzi_bn_cnd_sub_armv6m:
        push    {r4-r6, lr}
        movs    r6, #1
1:      lsrs    r6, r6, #1
        ldr     r4, [r0]
        ldm     r1!, {r5}
        ands    r5, r2                          @ (ANDS keeps C)
        sbcs    r4, r5
        stm     r0!, {r4}
        adcs    r6, r6
        subs    r3, #1
        bne     1b
        movs    r0, #1
        eors    r0, r6
        pop     {r4-r6, pc}
        .size   qzi_bn_cnd_sub_armv6m, .-qzi_bn_cnd_sub_armv6m

/* ------------------------------------------------------------------------
 * void qzi_bn_mul_armv6m(r, a, b, n)
 * r0 = r, r1 = a, r2 = b, r3 = n.
 * High registers: r8 = xh, r9 = b + 4n (row end), r10 = a + 4n,
 * r12 = b. Saved: r4-r7, lr, r8-r10 (and one pad word).
 */
        .section .text.qz_fast.qzi_bn_mul_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_bn_mul_armv6m
        .type   qzi_bn_mul_armv6m, %function
        .thumb_func
qzi_bn_mul_armv6m:
        push    {r4-r7, lr}
        mov     r4, r8
        mov     r5, r9
        mov     r6, r10
        push    {r3-r6}                         @ pad (r3) + r8-r10
        mov     r12, r2                         @ b
        lsls    r3, r3, #2                      @ 4n
        adds    r4, r2, r3
        mov     r9, r4                          @ b + 4n
        adds    r4, r1, r3
        mov     r10, r4                         @ a + 4n
        movs    r4, #0                          @ r[0..n) = 0
        mov     r5, r0
2:      stm     r5!, {r4}
        subs    r3, #4
        bne     2b
        mov     r5, r1                          @ r5 = a (next limb)
        mov     r6, r0                          @ r6 = r + 4i
        push    {r5, r6}
3:      /* row i: r[i..i+n) += a_i b; r[i+n] = carry */
        pop     {r5, r6}
        ldm     r5!, {r4}                       @ x = a_i
        push    {r5, r6}
        SPLITX  r4
        mov     r0, r6
        mov     r1, r12
        movs    r2, #0
        ROW     0
        str     r2, [r0]                        @ r[i+n]
        pop     {r5, r6}
        adds    r6, #4
        push    {r5, r6}
        cmp     r5, r10
        bne     3b
        pop     {r5, r6}
        pop     {r3-r6}
        mov     r8, r4
        mov     r9, r5
        mov     r10, r6
        pop     {r4-r7, pc}
        .size   qzi_bn_mul_armv6m, .-qzi_bn_mul_armv6m

/* ------------------------------------------------------------------------
 * void qzi_bn_sqr_armv6m(r, a, n) = mul(r, a, a, n)
 */
        .section .text.qz_fast.qzi_bn_sqr_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_bn_sqr_armv6m
        .type   qzi_bn_sqr_armv6m, %function
        .thumb_func
qzi_bn_sqr_armv6m:
        push    {r4, lr}
        movs    r3, r2
        movs    r2, r1
        bl      qzi_bn_mul_armv6m
        pop     {r4, pc}
        .size   qzi_bn_sqr_armv6m, .-qzi_bn_sqr_armv6m

/* ------------------------------------------------------------------------
 * final_sub (local): r0 = r, r1 = t, r2 = hi (0/1), r3 = m, r4 = n.
 * r = (hi:t) - m if (hi:t) >= m, else t; (hi:t) < 2m. r is t or apart
 * from it, or below it (mont_redc in place). Clobbers r0-r7, flags.
 */
        .section .text.qz_fast.qzi_bn_mont_redc_armv6m,"ax",%progbits
        .p2align 2
        .type   bn_final_sub_armv6m, %function
        .thumb_func
bn_final_sub_armv6m:
        push    {r0, r2-r4, lr}
        movs    r5, #1                          @ C = 1: no borrow
1:      lsrs    r5, r5, #1
        ldm     r1!, {r6}
        ldm     r3!, {r7}
        sbcs    r6, r7                          @ r[i] = t[i] - m[i]
        stm     r0!, {r6}
        adcs    r5, r5
        subs    r4, #1
        bne     1b
        pop     {r0, r2-r4}
        orrs    r5, r2                          @ keep t: borrow and no hi
        subs    r5, #1                          @ mask = -(keep)
        movs    r2, #0                          @ C = 0
2:      lsrs    r2, r2, #1
        ldr     r6, [r0]
        ldm     r3!, {r7}
        ands    r7, r5
        adcs    r6, r7                          @ r[i] += m[i] AND mask
        stm     r0!, {r6}
        adcs    r2, r2
        subs    r4, #1
        bne     2b
        pop     {pc}
        .size   bn_final_sub_armv6m, .-bn_final_sub_armv6m


/* Frame of mont_redc and mont_mul (from sp after the pushes) */
        .equ    F_R, 0          @ r
        .equ    F_T, 4          @ t (redc: row pointer t + 4i) / a (mont_mul: next limb)
        .equ    F_M, 8          @ m
        .equ    F_M0, 12        @ m0inv
        .equ    F_N, 16         @ n
        .equ    F_HI, 20        @ hi (0 or 1)
        .equ    F_END, 24       @ redc: t + 4n; mont_mul: a + 4n
        .equ    F_TOP, 28       @ mont_mul: top
        .equ    F_SIZE, 32
        .equ    F_ARG, F_SIZE + 16 + 20  @ first stacked argument

/* ------------------------------------------------------------------------
 * void qzi_bn_mont_redc_armv6m(r, t, m, m0inv, n): r0 = r, r1 = t, r2 = m,
 * r3 = m0inv, n on the stack.
 */
        .section .text.qz_fast.qzi_bn_mont_redc_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_bn_mont_redc_armv6m
        .type   qzi_bn_mont_redc_armv6m, %function
        .thumb_func
qzi_bn_mont_redc_armv6m:
        push    {r4-r7, lr}
        mov     r4, r8
        mov     r5, r9
        mov     r6, r10
        push    {r3-r6}                         @ pad + r8-r10
        sub     sp, #F_SIZE
        ldr     r4, [sp, #F_ARG]                @ n
        str     r0, [sp, #F_R]
        str     r1, [sp, #F_T]
        str     r2, [sp, #F_M]
        str     r3, [sp, #F_M0]
        str     r4, [sp, #F_N]
        lsls    r4, r4, #2
        adds    r5, r2, r4
        mov     r9, r5                          @ m + 4n
        adds    r5, r1, r4
        str     r5, [sp, #F_END]                @ t + 4n
        movs    r5, #0
        str     r5, [sp, #F_HI]
5:      /* row i: q = t_i m0inv; t[i..i+n) += q m */
        ldr     r0, [sp, #F_T]
        ldr     r4, [r0]
        ldr     r5, [sp, #F_M0]
        muls    r4, r5                          @ q
        SPLITX  r4
        ldr     r1, [sp, #F_M]
        movs    r2, #0
        ROW     0
        /* (hi, t[i+n]) = t[i+n] + carry + hi */
        ldr     r4, [r0]
        ldr     r5, [sp, #F_HI]
        movs    r6, #0
        adds    r4, r2
        adcs    r6, r6
        adds    r4, r5
        movs    r5, #0
        adcs    r6, r5
        str     r4, [r0]
        str     r6, [sp, #F_HI]
        ldr     r0, [sp, #F_T]
        adds    r0, #4
        str     r0, [sp, #F_T]
        ldr     r1, [sp, #F_END]
        cmp     r0, r1
        bne     5b
        /* final_sub(r, t + n, hi, m, n) */
        ldr     r0, [sp, #F_R]
        ldr     r1, [sp, #F_END]
        ldr     r2, [sp, #F_HI]
        ldr     r3, [sp, #F_M]
        ldr     r4, [sp, #F_N]
        bl      bn_final_sub_armv6m
        add     sp, #F_SIZE
        pop     {r3-r6}
        mov     r8, r4
        mov     r9, r5
        mov     r10, r6
        pop     {r4-r7, pc}
        .size   qzi_bn_mont_redc_armv6m, .-qzi_bn_mont_redc_armv6m

/* ------------------------------------------------------------------------
 * void qzi_bn_mont_mul_armv6m(r, a, b, m, m0inv, n): r0 = r, r1 = a,
 * r2 = b, r3 = m, m0inv and n on the stack. r10 = b.
 */
        .section .text.qz_fast.qzi_bn_mont_mul_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_bn_mont_mul_armv6m
        .type   qzi_bn_mont_mul_armv6m, %function
        .thumb_func
qzi_bn_mont_mul_armv6m:
        push    {r4-r7, lr}
        mov     r4, r8
        mov     r5, r9
        mov     r6, r10
        push    {r3-r6}
        sub     sp, #F_SIZE
        ldr     r4, [sp, #F_ARG]                @ m0inv
        ldr     r5, [sp, #(F_ARG + 4)]          @ n
        str     r0, [sp, #F_R]
        str     r1, [sp, #F_T]                  @ a (next limb)
        str     r3, [sp, #F_M]
        str     r4, [sp, #F_M0]
        str     r5, [sp, #F_N]
        mov     r10, r2                         @ b
        lsls    r5, r5, #2
        adds    r4, r1, r5
        str     r4, [sp, #F_END]                @ a + 4n
        movs    r4, #0
        str     r4, [sp, #F_HI]
        mov     r6, r0                          @ r[0..n) = 0
1:      stm     r6!, {r4}
        subs    r5, #4
        bne     1b
2:      /* r += a_i b; (hi, top) = carry + hi */
        ldr     r0, [sp, #F_T]
        ldm     r0!, {r4}
        str     r0, [sp, #F_T]
        SPLITX  r4
        ldr     r4, [sp, #F_N]
        lsls    r4, r4, #2
        mov     r1, r10
        add     r4, r1
        mov     r9, r4                          @ b + 4n
        ldr     r0, [sp, #F_R]
        movs    r2, #0
        ROW     0
        ldr     r4, [sp, #F_HI]
        movs    r5, #0
        adds    r2, r4
        adcs    r5, r5
        str     r2, [sp, #F_TOP]
        str     r5, [sp, #F_HI]
        /* q = r_0 m0inv; r = (r + q m) / 2^32 */
        ldr     r0, [sp, #F_R]
        ldr     r4, [r0]
        ldr     r5, [sp, #F_M0]
        muls    r4, r5
        SPLITX  r4
        ldr     r1, [sp, #F_M]
        ldr     r4, [sp, #F_N]
        lsls    r4, r4, #2
        add     r4, r1
        mov     r9, r4                          @ m + 4n
        movs    r2, #0
        STEP    0, r2, r6                       @ j = 0: low word is zero
        movs    r2, r6
        cmp     r1, r9
        beq     4f                              @ n = 1 (public)
        ROW     4                               @ r[j-1] = r[j] + q m[j] + c
4:      ldr     r4, [sp, #F_TOP]                @ r[n-1] = top + c
        ldr     r5, [sp, #F_HI]
        adds    r2, r4
        movs    r4, #0
        adcs    r5, r4
        str     r2, [r0]
        str     r5, [sp, #F_HI]
        ldr     r0, [sp, #F_T]
        ldr     r1, [sp, #F_END]
        cmp     r0, r1
        beq     9f
        b       2b                              @ (beyond a conditional branch's reach)
9:
        /* final_sub(r, r, hi, m, n) */
        ldr     r0, [sp, #F_R]
        movs    r1, r0
        ldr     r2, [sp, #F_HI]
        ldr     r3, [sp, #F_M]
        ldr     r4, [sp, #F_N]
        bl      bn_final_sub_armv6m
        add     sp, #F_SIZE
        pop     {r3-r6}
        mov     r8, r4
        mov     r9, r5
        mov     r10, r6
        pop     {r4-r7, pc}

        .size   qzi_bn_mont_mul_armv6m, .-qzi_bn_mont_mul_armv6m

/* ------------------------------------------------------------------------
 * int64_t qzi_bn_smac_armv6m(int64_t acc, int32_t a, int32_t b):
 *   r0:r1 = acc (low, high), r2 = a, r3 = b; returns acc + a b mod 2^64
 *   in r0:r1. A leaf; saves r4-r6.
 *
 * Signed halves: a = ah 2^16 + al with ah = a >> 16 (arithmetic, in
 * [-2^15, 2^15)) and al = a & 0xffff, b likewise; then
 *     a b = H 2^32 + (M1 + M2) 2^16 + L,
 *     L = al bl (unsigned, below 2^32), M1 = ah bl, M2 = al bh (signed,
 *     |M| < 2^31), H = ah bh (signed, |H| <= 2^30),
 * each a single MULS whose 32-bit result is the exact product; M1 and M2
 * enter sign-extended (LSLS into the low word, ASRS into the high word).
 * Constant time: the same 22 instructions for every input.
 * 31 modelled M0+ cycles a call (qz-trace-cycles), 3 more for the BL.
 */
        .section .text.qz_fast.qzi_bn_smac_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_bn_smac_armv6m
        .type   qzi_bn_smac_armv6m, %function
        .thumb_func
qzi_bn_smac_armv6m:
        push    {r4-r6}
        uxth    r4, r2                          @ al
        asrs    r2, r2, #16                     @ ah
        uxth    r5, r3                          @ bl
        asrs    r3, r3, #16                     @ bh
        movs    r6, r4
        muls    r6, r5                          @ L  = al bl
        muls    r5, r2                          @ M1 = ah bl
        muls    r4, r3                          @ M2 = al bh
        muls    r3, r2                          @ H  = ah bh
        adds    r0, r0, r6                      @ acc += L
        movs    r6, #0                          @ (MOVS #imm keeps C)
        adcs    r1, r1, r6
        adds    r1, r1, r3                      @ acc += H 2^32
        lsls    r6, r5, #16                     @ acc += M1 2^16
        asrs    r5, r5, #16
        adds    r0, r0, r6
        adcs    r1, r1, r5
        lsls    r6, r4, #16                     @ acc += M2 2^16
        asrs    r4, r4, #16
        adds    r0, r0, r6
        adcs    r1, r1, r4
        pop     {r4-r6}
        bx      lr
        .size   qzi_bn_smac_armv6m, .-qzi_bn_smac_armv6m

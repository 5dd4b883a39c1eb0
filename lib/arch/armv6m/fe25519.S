/*
 * Field kernels modulo p = 2^255 - 19 for ARMv6-M (Thumb-1; Cortex-M0/M0+/M1,
 * and they run unchanged on every later Cortex-M), tuned for the Cortex-M0+.
 *
 * C prototypes (lib/internal/fe25519_kernel.h, the authority):
 *
 *   void qzi_fe25519_mul_armv6m(uint32_t r[8], const uint32_t a[8],
 *                               const uint32_t b[8]);
 *   void qzi_fe25519_sqr_armv6m(uint32_t r[8], const uint32_t a[8]);
 *   void qzi_fe25519_add_armv6m(uint32_t r[8], const uint32_t a[8],
 *                               const uint32_t b[8]);
 *   void qzi_fe25519_sub_armv6m(uint32_t r[8], const uint32_t a[8],
 *                               const uint32_t b[8]);
 *   void qzi_fe25519_mul_a24_armv6m(uint32_t r[8], const uint32_t a[8]);
 *
 * Contract summary: 8 limbs, least significant first; every input any
 * value in [0, 2^256) ("loose"), every output in [0, 2^256) and congruent
 * to a b, a^2, a + b, a - b, 121666 a mod p.
 *  - r may be a or b: mul and sqr write r only after the product is
 *    formed; add, sub and mul_a24 read every word of a and b before they
 *    write the word of r at the same address.
 *  - Constant time: straight-line code, no branch and no address depends
 *    on a limb. Every multiplication is a MULS (single cycle on the M0+)
 *    whose exact product is below 2^32.
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, flags clobbered.
 *  - Frames are not wiped (the contract: the caller's operation wipes).
 *
 * Stack: mul and sqr 24 (r0, r4-r7, lr) + 16 (r8-r11) + 136 (the product's
 * frame) = 176 bytes, no call (sp stays 8-byte aligned); the small build
 * 184 (its frame keeps a and b; the 64-bit blocks it calls are leaves
 * without a frame); add, sub, mul_a24 16 bytes (r4-r7).
 *
 * ALGORITHM
 *
 * 1. mul, sqr: the 512-bit product t = L + M 2^128 + H 2^256 by the
 *    macros of mul256_kara.inc (shared with p256_field.S, where the method
 *    is described): three levels of subtractive Karatsuba, 27 products of
 *    32 x 32 bits by four 16 x 16-bit MULS (KPROD256, then the middle term
 *    M = L + H -/+ |D| by KMID256) or 27 squares by three MULS (SQR256).
 *    L = t[0..8) and H sit at [sp, sp + 64), M's nine words at sp + 96.
 *
 * 2. The reduction (FE_RED), 2^256 = 38 and 2^255 = 19 (mod p):
 *    a. t[4..16) = (L[4..8), H) + M, one carry chain (t4..t7, t10 and
 *       t11 into the frame, the others kept in registers).
 *    b. The top column first: (h:l) = 38 t15 + t7 (h < 39); its bits from
 *       2^31 up, q = 2h + (l >> 31) < 78, are worth q 2^255 = 19 q, so
 *       r7 will be (l mod 2^31) + the carry into column 7, and column 0
 *       starts with the carry c = 19 q.
 *    c. Columns 0..6: (c':r_j) = 38 t_(j+8) + t_j + c, the product by 38
 *       from the halves (38 xl + (38 xh) 2^16, each below 2^22, the
 *       incoming c added to 38 xl where it cannot carry): 11 cycles and c'
 *       <= 39.
 *    d. r7 = (l mod 2^31) + c < 2^31 + 40: below 2^256 in one pass, no
 *       second fold.
 *
 * 3. add: s = a + b (carry c), then r = (s mod 2^255) + 19 (2c + s_255),
 *    a second carry chain that cannot leave the top word (the sum is
 *    below 2^255 + 57).
 *    sub: s = a - b (borrow c); a - b = s - c 2^256 = (s mod 2^255) +
 *    (s_255 - 2c) 2^255 = (s mod 2^255) + 19 (s_255 - 2c) and, adding
 *    p = 2^255 - 19, r = ((s mod 2^255) + 2^255) - 19 (1 + 2c - s_255):
 *    bit 255 set and at most 57 subtracted, which cannot borrow out.
 *    mul_a24: 121666 x = 2 (60833 x) with 60833 < 2^16, column 7 first
 *    as in 2b (q = 121666 a7 + ... >> 31 < 2^19, c = 19 q), then
 *    columns 0..6 with the carry in a register, r7 last; one pass.
 *
 * Registers: the product as in mul256_kara.inc (r0-r7 working registers,
 * r8-r11 parked words; mul keeps a in r12 and b in lr (the small build
 * in the frame, FE_AP and FE_BP), sqr parks in
 * r8-r12 and keeps the pointer a in the frame); the reduction: r6 = 38,
 * r5 = 0, r7 = the pointer r (STM by pairs), r1 = t_j, the result words
 * alternate between r2 and r4, the carry c and the next high word
 * t_(j+8) between r0 and r3; t8, t9, t12, t13, t14 wait in r9-r12 and lr
 * (t4..t7, t10, t11 in the frame), r8 = column 7's low 31 bits.
 * add/sub: r12 = r, r3-r6 the words s4..s7, r0 the store pointer, r1 the
 * fold, r2 and r7 the words s0..s3.
 * mul_a24: r0 = r, r1 = a (both stepped by LDM/STM), r2 = 60833,
 * r3 = 0, the carry and the next word alternate between r4 and r7,
 * r5/r6 the low word and a temporary, r12 = column 7's low 31 bits.
 *
 * Modelled cycles per call (build-aux/qz-trace-cycles --cpu cortex-m0plus
 * --func qzi_fe25519_<op>_armv6m on a driver that calls each kernel 4
 * times; Cortex-M0+ TRM timings, single-cycle MULS, zero wait states; the
 * same for every input):
 *
 *                                 fast build      small build
 *   qzi_fe25519_mul_armv6m        1,429 cycles    1,490 cycles
 *   qzi_fe25519_sqr_armv6m          953 cycles      998 cycles
 *   qzi_fe25519_add_armv6m           85 cycles
 *   qzi_fe25519_sub_armv6m           89 cycles
 *   qzi_fe25519_mul_a24_armv6m      152 cycles
 *
 *   (small build: mul 761 + 9 calls of fe25519_k64_armv6m at 81, sqr 584
 *   + 9 calls of fe25519_s64_armv6m at 46, measured with --func on both.)
 *
 *   mul: entry, product and middle term 1,215 (KPROD256 about 1,101,
 *   KMID256 87, as in p256_field.S), the reduction FE_RED 195, exit 19;
 *   sqr: SQR256 about 730 and the same FE_RED. The product's budget of
 *   issue 14 (about 1,000 a multiplication, 700 a square) is below what
 *   the shared Karatsuba product alone costs.
 *
 * Code (.text, each function in its own .text.qz_fast.<symbol> section,
 * so that --gc-sections keeps only those called; FE_RED expanded in mul
 * and sqr): fast build mul 2,356 bytes, sqr 1,568, add 88, sub 96,
 * mul_a24 256, 4,364 in all; the small build (QZ_SMALL,
 * --with-footprint=small) calls one K64 and one S64 nine times each, as
 * p256_field.S's small build does (its own copies, 160 and 90 bytes, so
 * that neither file pulls in the other): mul 968, sqr 812, 2,470 in all.
 */
#include "qzcrypt/config.h"

        .syntax unified
        .arch   armv6-m
        .thumb

#include "arch/armv6m/mul256_kara.inc"

#if QZ_SMALL
        .equ    FE_AP, KMUL_FRAME               @ the pointers a, b (the small
        .equ    FE_BP, KMUL_FRAME + 4           @ build calls K64 and S64)
        .equ    FE_FRAME, 144                   @ 8-byte aligned
#else
        .equ    FE_FRAME, 136                   @ KMUL_FRAME (and SQR256's
                                                @ frame), 8-byte aligned
#endif
        .equ    FE_RP, FE_FRAME + 16            @ the saved r0 (the pointer r)
        .equ    FE_M, 96                        @ M[0..9) in both frames

        .if     (DD_OFF != FE_M) || (SQ_DD != FE_M) || (T_OFF != 0) || (SQ_T != 0) || (SQ_AP + 4 > SQ_DD)
        .error  "fe25519.S: L, H and M must sit at the same offsets in mul and sqr"
        .endif

/* ------------------------------------------------------------------------
 * RSTEP j, x, c, a, hx: column j (0..6) of the reduction.
 *   (x:a) = 38 t_(j+8) + t_j + c  (the caller stores a as r_j).
 * t_(j+8) from the high register \hx or, without one, from the frame.
 * In: c (<= 1,482), r6 = 38, r5 = 0. Clobbers r1 and c (as the
 * temporary of the high half). 11 cycles + the loads.
 */
        .macro  RSTEP j, x, c, a, hx
        .ifb    \hx
        ldr     \x, [sp, #(32 + 4 * (\j))]      @ x = t_(j+8)
        .else
        mov     \x, \hx
        .endif
        ldr     r1, [sp, #(4 * (\j))]           @ y = t_j
        uxth    \a, \x                          @ xl
        lsrs    \x, \x, #16                     @ xh
        muls    \a, r6                          @ 38 xl < 2^22
        muls    \x, r6                          @ 38 xh < 2^22
        adds    \a, \c                          @ + c: below 2^23, no carry
        lsls    \c, \x, #16
        lsrs    \x, \x, #16
        adds    \a, \c
        adcs    \x, r5                          @ (x:a) = 38 t_(j+8) + c
        adds    \a, r1
        adcs    \x, r5                          @ + t_j
        .endm

/*
 * FE_RED: r = t mod p (loose) for t = L + M 2^128 + H 2^256 in the frame
 * (L, H at sp + 0..64, M at sp + FE_M), r at [sp + FE_RP]. t8, t9 and
 * t12..t14 wait in r9-r12 and lr, t4..t7, t10 and t11 in the frame.
 * Clobbers r0-r12, lr, flags.
 */
        .macro  FE_RED
        /* a. t[4..16) = (L[4..8), H[0..8)) + M[0..9) */
        add     r7, sp, #16
        ldm     r7!, {r0-r3}                    @ L[4..8); r7 -> H
        add     r6, sp, #FE_M
        ldm     r6!, {r4, r5}
        adds    r0, r4
        adcs    r1, r5
        ldm     r6!, {r4, r5}
        adcs    r2, r4
        adcs    r3, r5                          @ t4..t7 (ADD sp, LDM, STM, MOV keep C)
        add     r4, sp, #16
        stm     r4!, {r0-r3}
        ldm     r7!, {r0-r3}                    @ H[0..4)
        ldm     r6!, {r4, r5}
        adcs    r0, r4
        adcs    r1, r5
        ldm     r6!, {r4, r5}
        adcs    r2, r4
        adcs    r3, r5                          @ t8..t11
        mov     r9, r0
        mov     r10, r1                         @ t8, t9
        add     r4, sp, #40
        stm     r4!, {r2, r3}                   @ t10, t11
        ldm     r7!, {r0-r3}                    @ H[4..8)
        ldr     r4, [r6]                        @ M8 (0 or 1)
        movs    r5, #0                          @ (MOVS #imm keeps C)
        adcs    r0, r4
        adcs    r1, r5
        adcs    r2, r5
        adcs    r3, r5                          @ t12..t15 (t < 2^512: no carry)
        mov     r11, r0
        mov     r12, r1
        mov     lr, r2                          @ t12..t14; t15 in r3
        /* b. column 7 first: (r3:r2) = 38 t15 + t7, q = bits 255.. */
        ldr     r1, [sp, #28]                   @ t7
        movs    r6, #38
        uxth    r2, r3
        lsrs    r3, r3, #16
        muls    r2, r6
        muls    r3, r6
        lsls    r0, r3, #16
        lsrs    r3, r3, #16
        adds    r2, r0
        adcs    r3, r5
        adds    r2, r1
        adcs    r3, r5                          @ (r3:r2) = 38 t15 + t7
        lsls    r2, r2, #1
        adcs    r3, r3                          @ q = 2 h + (l >> 31) < 78
        lsrs    r2, r2, #1                      @ l mod 2^31
        mov     r8, r2
        movs    r0, #19
        muls    r3, r0                          @ c = 19 q (q 2^255 = 19 q)
        ldr     r7, [sp, #FE_RP]                @ r
        /* c. columns 0..6, results in r2 and r4, stored in pairs */
        RSTEP   0, r0, r3, r2, r9
        RSTEP   1, r3, r0, r4, r10
        stm     r7!, {r2, r4}
        RSTEP   2, r0, r3, r2
        RSTEP   3, r3, r0, r4
        stm     r7!, {r2, r4}
        RSTEP   4, r0, r3, r2, r11
        RSTEP   5, r3, r0, r4, r12
        stm     r7!, {r2, r4}
        RSTEP   6, r0, r3, r2, lr
        /* d. r7 = (l mod 2^31) + c < 2^32 */
        mov     r1, r8
        adds    r1, r0
        stm     r7!, {r2}
        str     r1, [r7]
        .endm

/* The small build's calls of the 64-bit blocks */
        .macro  FE_K64BL
        bl      fe25519_k64_armv6m
        .endm
        .macro  FE_S64BL
        bl      fe25519_s64_armv6m
        .endm

/* Entry and exit of mul and sqr: r (r0) saved below r4-r7 and lr, then
 * r8-r11, then the frame. */
        .macro  FE_ENTER
        push    {r0, r4-r7, lr}
        mov     r4, r8
        mov     r5, r9
        mov     r6, r10
        mov     r7, r11
        push    {r4-r7}
        sub     sp, #FE_FRAME
        .endm
        .macro  FE_LEAVE
        add     sp, #FE_FRAME
        pop     {r4-r7}
        mov     r8, r4
        mov     r9, r5
        mov     r10, r6
        mov     r11, r7
        add     sp, #4
        pop     {r4-r7, pc}
        .endm

/* ------------------------------------------------------------------------
 * void qzi_fe25519_mul_armv6m(uint32_t r[8], const uint32_t a[8],
 *                             const uint32_t b[8])
 */
        .section .text.qz_fast.qzi_fe25519_mul_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_fe25519_mul_armv6m
        .type   qzi_fe25519_mul_armv6m, %function
        .thumb_func
qzi_fe25519_mul_armv6m:
        FE_ENTER
#if QZ_SMALL
        str     r1, [sp, #FE_AP]
        str     r2, [sp, #FE_BP]
        KPROD256 ADRLD, FE_AP, ADRLD, FE_BP, FE_K64BL   @ L, H, |D|
#else
        mov     r12, r1                         @ a
        mov     lr, r2                          @ b (lr is saved above)
        KPROD256 ADRHI, r12, ADRHI, lr          @ L, H, |D| (mul256_kara.inc)
#endif
        KMID256                                 @ M: a b = L + M 2^128 + H 2^256
        FE_RED
        FE_LEAVE
        .size   qzi_fe25519_mul_armv6m, .-qzi_fe25519_mul_armv6m

#if QZ_SMALL
/* The small build's K64 and S64 (mul256_kara.inc), called 9 times each
 * (bl; r0-r7, r8-r10 for K64, clobbered as the macros say). */
        .section .text.qz_fast.fe25519_k64_armv6m,"ax",%progbits
        .p2align 1
        .type   fe25519_k64_armv6m, %function
        .thumb_func
fe25519_k64_armv6m:
        K64
        bx      lr
        .size   fe25519_k64_armv6m, .-fe25519_k64_armv6m

        .section .text.qz_fast.fe25519_s64_armv6m,"ax",%progbits
        .p2align 1
        .type   fe25519_s64_armv6m, %function
        .thumb_func
fe25519_s64_armv6m:
        S64
        bx      lr
        .size   fe25519_s64_armv6m, .-fe25519_s64_armv6m
#endif

/* ------------------------------------------------------------------------
 * void qzi_fe25519_sqr_armv6m(uint32_t r[8], const uint32_t a[8])
 */
        .section .text.qz_fast.qzi_fe25519_sqr_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_fe25519_sqr_armv6m
        .type   qzi_fe25519_sqr_armv6m, %function
        .thumb_func
qzi_fe25519_sqr_armv6m:
        FE_ENTER
        str     r1, [sp, #SQ_AP]
#if QZ_SMALL
        SQR256  FE_S64BL                        @ a^2 = L + M 2^128 + H 2^256
#else
        SQR256                                  @ a^2 = L + M 2^128 + H 2^256
#endif
        FE_RED
        FE_LEAVE
        .size   qzi_fe25519_sqr_armv6m, .-qzi_fe25519_sqr_armv6m

/* ------------------------------------------------------------------------
 * add and sub: the first chain, s = a +/- b: s[0..4) to r, s[4..8) in
 * r3-r6, C the carry (add) or NOT borrow (sub). r12 = r. \op1 is adds or
 * subs, \opc adcs or sbcs.
 */
        .macro  ADDSUB_CHAIN op1, opc
        mov     r12, r0
        ldm     r1!, {r3-r6}                    @ a[0..4)
        ldm     r2!, {r0, r7}
        \op1    r3, r0
        \opc    r4, r7
        ldm     r2!, {r0, r7}
        \opc    r5, r0
        \opc    r6, r7
        mov     r0, r12
        stm     r0!, {r3-r6}                    @ s[0..4) -> r[0..4) (a[0..4), b[0..4) read)
        ldm     r1!, {r3-r6}                    @ a[4..8)
        ldm     r2!, {r1, r7}
        \opc    r3, r1
        \opc    r4, r7
        ldm     r2!, {r1, r7}
        \opc    r5, r1
        \opc    r6, r7                          @ s[4..8)
        .endm

/* The second chain: r = s +/- r1 (r1 <= 57 at word 0), s[0..4) at r,
 * s[4..8) in r3-r6; no carry or borrow out (see ALGORITHM). */
        .macro  ADDSUB_FOLD op1, opc
        mov     r0, r12
        ldr     r2, [r0]
        ldr     r7, [r0, #4]
        \op1    r2, r1
        movs    r1, #0                          @ (MOVS #imm keeps C)
        \opc    r7, r1
        stm     r0!, {r2, r7}
        ldr     r2, [r0]
        ldr     r7, [r0, #4]
        \opc    r2, r1
        \opc    r7, r1
        stm     r0!, {r2, r7}
        \opc    r3, r1
        \opc    r4, r1
        \opc    r5, r1
        \opc    r6, r1
        stm     r0!, {r3-r6}
        .endm

/* ------------------------------------------------------------------------
 * void qzi_fe25519_add_armv6m(uint32_t r[8], const uint32_t a[8],
 *                             const uint32_t b[8])
 */
        .section .text.qz_fast.qzi_fe25519_add_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_fe25519_add_armv6m
        .type   qzi_fe25519_add_armv6m, %function
        .thumb_func
qzi_fe25519_add_armv6m:
        push    {r4-r7}
        ADDSUB_CHAIN adds, adcs                 @ s = a + b, C = c
        movs    r1, #0
        adcs    r1, r1                          @ c
        lsls    r6, r6, #1
        adcs    r1, r1                          @ w = 2 c + s_255
        lsrs    r6, r6, #1                      @ s mod 2^255
        movs    r2, #19
        muls    r1, r2                          @ 19 w <= 57
        ADDSUB_FOLD adds, adcs                  @ r = (s mod 2^255) + 19 w
        pop     {r4-r7}
        bx      lr
        .size   qzi_fe25519_add_armv6m, .-qzi_fe25519_add_armv6m

/* ------------------------------------------------------------------------
 * void qzi_fe25519_sub_armv6m(uint32_t r[8], const uint32_t a[8],
 *                             const uint32_t b[8])
 */
        .section .text.qz_fast.qzi_fe25519_sub_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_fe25519_sub_armv6m
        .type   qzi_fe25519_sub_armv6m, %function
        .thumb_func
qzi_fe25519_sub_armv6m:
        push    {r4-r7}
        ADDSUB_CHAIN subs, sbcs                 @ s = a - b, C = 1 - c (c the borrow)
        movs    r1, #0
        adcs    r1, r1                          @ 1 - c
        lsls    r6, r6, #1
        adcs    r1, r1                          @ w = 2 (1 - c) + s_255
        adds    r6, #1
        movs    r2, #1
        rors    r6, r2                          @ (s mod 2^255) + 2^255
        movs    r2, #3
        subs    r2, r1                          @ 3 - w = 1 + 2 c - s_255
        movs    r1, #19
        muls    r1, r2                          @ 19 (3 - w) <= 57
        ADDSUB_FOLD subs, sbcs                  @ r = ((s mod 2^255) + 2^255) - 19 (3 - w)
        pop     {r4-r7}
        bx      lr
        .size   qzi_fe25519_sub_armv6m, .-qzi_fe25519_sub_armv6m

/* ------------------------------------------------------------------------
 * void qzi_fe25519_mul_a24_armv6m(uint32_t r[8], const uint32_t a[8])
 *
 * A24 x, lo, t, c: (x:lo) = 121666 x + c = 2 (60833 x) + c, for r2 =
 * 60833, r3 = 0; clobbers t, flags. 12 cycles; (x:lo) < 2^50 for c <
 * 2^25.
 */
        .macro  A24 x, lo, t, c
        uxth    \lo, \x
        lsrs    \x, \x, #16
        muls    \lo, r2                         @ 60833 xl < 2^32
        muls    \x, r2                          @ 60833 xh < 2^32
        lsls    \t, \x, #16
        lsrs    \x, \x, #16
        adds    \lo, \t
        adcs    \x, r3                          @ (x:lo) = 60833 x
        lsls    \lo, \lo, #1
        adcs    \x, \x                          @ 121666 x
        adds    \lo, \c
        adcs    \x, r3                          @ + c
        .endm

        .section .text.qz_fast.qzi_fe25519_mul_a24_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_fe25519_mul_a24_armv6m
        .type   qzi_fe25519_mul_a24_armv6m, %function
        .thumb_func
qzi_fe25519_mul_a24_armv6m:
        push    {r4-r7}
        movs    r2, #0xed
        lsls    r2, r2, #8
        adds    r2, #0xa1                       @ 60833 = 121666 / 2
        movs    r3, #0
        /* column 7 first: (r4:r5) = 121666 a7, q = bits 255.. */
        ldr     r4, [r1, #28]
        A24     r4, r5, r6, r3
        lsls    r5, r5, #1
        adcs    r4, r4                          @ q < 2^19
        lsrs    r5, r5, #1                      @ column 7 mod 2^31
        mov     r12, r5
        movs    r5, #19
        muls    r4, r5                          @ c = 19 q < 2^24
        /* columns 0..6: (c':r_j) = 121666 a_j + c, c' < 2^18 */
        ldm     r1!, {r7}
        A24     r7, r5, r6, r4
        stm     r0!, {r5}
        ldm     r1!, {r4}
        A24     r4, r5, r6, r7
        stm     r0!, {r5}
        ldm     r1!, {r7}
        A24     r7, r5, r6, r4
        stm     r0!, {r5}
        ldm     r1!, {r4}
        A24     r4, r5, r6, r7
        stm     r0!, {r5}
        ldm     r1!, {r7}
        A24     r7, r5, r6, r4
        stm     r0!, {r5}
        ldm     r1!, {r4}
        A24     r4, r5, r6, r7
        stm     r0!, {r5}
        ldm     r1!, {r7}
        A24     r7, r5, r6, r4
        stm     r0!, {r5}
        /* r7 = (column 7 mod 2^31) + c < 2^32 */
        mov     r5, r12
        adds    r5, r7
        str     r5, [r0]
        pop     {r4-r7}
        bx      lr
        .size   qzi_fe25519_mul_a24_armv6m, .-qzi_fe25519_mul_a24_armv6m

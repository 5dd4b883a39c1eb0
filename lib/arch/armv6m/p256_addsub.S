/*
 * P-256 modular addition and subtraction for ARMv6-M (Thumb-1; Cortex-M0,
 * M0+ and M1, and unchanged on every later Cortex-M: the M3 build takes
 * the armv6m bignum kernels), tuned for the Cortex-M0+.
 *
 *   void qzi_p256_add_armv6m(uint32_t r[8], const uint32_t a[8],
 *                            const uint32_t b[8]);
 *   void qzi_p256_sub_armv6m(uint32_t r[8], const uint32_t a[8],
 *                            const uint32_t b[8]);
 *
 * Contract (lib/internal/bignum_kernel.h):
 *  - r = a + b mod p, r = a - b mod p, p = 2^256 - 2^224 + 2^192 + 2^96 - 1,
 *    for a, b < p; r < p. Limbs 32-bit, least significant first, 4-byte
 *    aligned. Inputs up to 2^256 - 1 give some value below 2^256, never a
 *    fault.
 *  - r may be a or b: limbs 2k, 2k+1 of a and b are loaded before limbs
 *    2k, 2k+1 of r are first written, and r's limbs are only read back
 *    after that.
 *  - Constant time: straight-line code, no branch, no data-dependent
 *    address. The correction is p AND a mask made of the final carry or
 *    borrow: limbs m, m, m, 0, 0, 0, m AND 1, m.
 *
 * Method. Eight low registers hold two pointers, two limbs of a and two of
 * b at a time, so the first chain leaves its limbs 0..5 in r (which then
 * serves as scratch) and 6, 7 in registers; the correction reads r back.
 * Between the chains C lives in the flags: LDM, STM, MOV, MOVS #imm and
 * ANDS leave it alone.
 *  - sub: t = a - b (SUBS, SBCS), mask = 0 - borrow (SBCS x, x), then
 *    r = t + (p AND mask).
 *  - add: with k = 2^256 - p = 2^224 - 2^192 - 2^96 + 1 = k' + 1, k'
 *    nonzero on limbs 3..7 only (ffffffff, ffffffff, ffffffff, fffffffe,
 *    0): t = a + b + 1 (CMP r0, r0 sets C for the + 1), carry c1 kept as
 *    s = c1 - 1; then t + k' on limbs 3..7 (t3..t5 read back from r), carry
 *    c2. v = a + b + k carries (c1 + c2 = 1, never 2 for a, b < p) exactly
 *    when a + b >= p, and then v mod 2^256 = a + b - p; otherwise
 *    v + p mod 2^256 = a + b. So mask = s + c2 (ADCS s, zero) and
 *    r = v + (p AND mask), one correction pass.
 *
 * Registers: r0 r (advanced by STM r0!), r1 a, r2 b (advanced by LDM);
 *   r3, r4 limbs 2k, 2k+1 of a, then of the result; r5, r6 those of b;
 *   r7 the carry word, then the mask; in the correction r1, r2, r5, r6 and
 *   r3 carry limbs or constants (0, 1, mask AND 1), as commented; add
 *   parks v6, v7 in r12 and lr.
 *   AAPCS: r4-r7 and lr pushed, r8-r11 untouched; r0-r3, r12, flags
 *   clobbered. Frame: the caller's r4-r7 and lr (20 bytes; no secret of
 *   this call). Stack: 20 bytes.
 *
 * Modelled cycles per call (build-aux/qz-trace-cycles --cpu cortex-m0plus
 * --func qzi_p256_add_armv6m --func qzi_p256_sub_armv6m over a P-256 key
 * generation and ECDH; zero wait states, the same for every input):
 *   add 104, sub 89; the C reference (qzi_p256_add_c, qzi_p256_sub_c,
 *   which the M0+ used before): 970 and 658.
 * Code: 112 bytes (add), 82 (sub); the C pair is 460.
 */

        .syntax unified
        .arch   armv6-m
        .thumb

/* Limbs 2k, 2k+1: a into r3, r4, b into r5, r6; r3, r4 OP= r5, r6. op0 is
 * the first step's instruction (it starts the chain or continues it). */
        .macro  PAIR op0, op
        ldm     r1!, {r3, r4}
        ldm     r2!, {r5, r6}
        \op0    r3, r3, r5
        \op     r4, r4, r6
        .endm

        .section .text.qz_fast.qzi_p256_add_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_p256_add_armv6m
        .type   qzi_p256_add_armv6m, %function
        .thumb_func
qzi_p256_add_armv6m:
        push    {r4-r7, lr}
        cmp     r0, r0                  @ C = 1: the + 1 of k
        PAIR    adcs, adcs              @ t = a + b + 1
        stm     r0!, {r3, r4}           @ t0, t1
        PAIR    adcs, adcs
        stm     r0!, {r3, r4}           @ t2, t3
        PAIR    adcs, adcs
        stm     r0!, {r3, r4}           @ t4, t5
        PAIR    adcs, adcs              @ t6, t7 in r3, r4
        sbcs    r7, r7, r7              @ s = c1 - 1
        /* v = t + k' on limbs 3..7: t3..t5 from r[3..5] into r1, r2, r6 */
        subs    r0, #12                 @ &r[3] (flags free: c1 is in s)
        mov     r6, r0
        ldm     r6, {r1, r2, r6}        @ (base in the list: no writeback)
        movs    r5, #0
        subs    r1, r1, #1              @ v3 = t3 + ffffffff, C = (t3 != 0)
        sbcs    r2, r2, r5              @ v4 = t4 + ffffffff + C
        sbcs    r6, r6, r5              @ v5
        movs    r5, #1
        sbcs    r3, r3, r5              @ v6 = t6 + fffffffe + C
        movs    r5, #0
        adcs    r4, r4, r5              @ v7 = t7 + C
        adcs    r7, r7, r5              @ mask = s + c2
        /* r = v + (p AND mask); v0..v2 = t0..t2 in r[0..2] */
        mov     r12, r3                 @ park v6, v7
        mov     lr, r4
        subs    r0, #12                 @ r (flags free: the mask is made)
        mov     r5, r0
        ldm     r5, {r3, r4, r5}        @ v0..v2
        adds    r3, r3, r7              @ + m, m, m
        adcs    r4, r4, r7
        adcs    r5, r5, r7
        stm     r0!, {r3, r4, r5}
        movs    r3, #0
        adcs    r1, r1, r3              @ + 0, 0, 0
        adcs    r2, r2, r3
        adcs    r6, r6, r3
        stm     r0!, {r1, r2, r6}
        mov     r1, r12
        mov     r2, lr
        movs    r3, #1
        ands    r3, r3, r7              @ m AND 1
        adcs    r1, r1, r3              @ + m AND 1, m
        adcs    r2, r2, r7
        stm     r0!, {r1, r2}
        pop     {r4-r7, pc}
        .size   qzi_p256_add_armv6m, . - qzi_p256_add_armv6m

        .section .text.qz_fast.qzi_p256_sub_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_p256_sub_armv6m
        .type   qzi_p256_sub_armv6m, %function
        .thumb_func
qzi_p256_sub_armv6m:
        push    {r4-r7, lr}
        PAIR    subs, sbcs              @ t = a - b
        stm     r0!, {r3, r4}           @ t0, t1
        PAIR    sbcs, sbcs
        stm     r0!, {r3, r4}           @ t2, t3
        PAIR    sbcs, sbcs
        stm     r0!, {r3, r4}           @ t4, t5
        PAIR    sbcs, sbcs              @ t6, t7 in r3, r4
        sbcs    r7, r7, r7              @ mask = 0 - borrow
        /* r = t + (p AND mask); t0..t5 in r[0..5] */
        subs    r0, #24                 @ r (flags free: the mask is made)
        mov     r6, r0
        ldm     r6, {r1, r2, r6}        @ t0..t2
        adds    r1, r1, r7              @ + m, m, m
        adcs    r2, r2, r7
        adcs    r6, r6, r7
        stm     r0!, {r1, r2, r6}
        mov     r6, r0
        ldm     r6, {r1, r2, r6}        @ t3..t5
        movs    r5, #0
        adcs    r1, r1, r5              @ + 0, 0, 0
        adcs    r2, r2, r5
        adcs    r6, r6, r5
        stm     r0!, {r1, r2, r6}
        movs    r5, #1
        ands    r5, r5, r7              @ m AND 1
        adcs    r3, r3, r5              @ + m AND 1, m
        adcs    r4, r4, r7
        stm     r0!, {r3, r4}
        pop     {r4-r7, pc}
        .size   qzi_p256_sub_armv6m, . - qzi_p256_sub_armv6m

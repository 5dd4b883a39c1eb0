/*
 * P-256 modular addition and subtraction for ARMv7E-M (Cortex-M4; the
 * Cortex-M33 with DSP takes the same file, as it does p256_field.S).
 *
 *   void qzi_p256_add_armv7em(uint32_t r[8], const uint32_t a[8],
 *                             const uint32_t b[8]);
 *   void qzi_p256_sub_armv7em(uint32_t r[8], const uint32_t a[8],
 *                             const uint32_t b[8]);
 *
 * Contract (lib/internal/bignum_kernel.h):
 *  - r = a + b mod p, r = a - b mod p, p = 2^256 - 2^224 + 2^192 + 2^96 - 1,
 *    for a, b < p; r < p. Limbs 32-bit, least significant first, 4-byte
 *    aligned. Inputs up to 2^256 - 1 give some value below 2^256, never a
 *    fault.
 *  - r may be a or b: a is loaded whole first, b two limbs at a time, r is
 *    written at the end.
 *  - Constant time: straight-line code, no branch, no data-dependent
 *    address. The correction is p AND a mask made of the final carry or
 *    borrow: p's limbs are ff..ff, 0 and 1, so p AND m is m, 0 and m >> 31.
 *
 * Method
 *  - add: k = 2^256 - p = 2^224 - 2^192 - 2^96 + 1 = k' + 1, where k' has
 *    limbs 3..7 only (ffffffff, ffffffff, ffffffff, fffffffe, 0). First
 *    a + k' on a's limbs 3..7 (five ADCS; no carry out, as a + k' < 2^256
 *    for a < p), then v = (a + k') + b + 1 (CMP r0, r0 sets C for the +1;
 *    eight ADCS). v = a + b + k carries exactly when a + b >= p, and then
 *    v mod 2^256 = a + b - p is r. Without the carry, r = v + p mod 2^256
 *    = a + b. So mask = carry - 1 (SBC x, x, x) and r = v + (p AND mask).
 *    26 data operations, against 35 for sum, subtract p, add p back.
 *  - sub: t = a - b (eight SBCS), mask = 0 - borrow, r = t + (p AND mask).
 *  - The correction, eight ADCS: limbs m, m, m, 0, 0, 0, m >> 31 (the
 *    shifted register operand of ADCS), m.
 *
 * Registers (both functions)
 *      r0                   r, the STM base
 *      r1                   a pointer, then limb 0 (a, then the result)
 *      r3, r4, r5           limbs 1, 2, 3
 *      r8, r9, r12, lr      limbs 4, 5, 6, 7
 *      r2                   b pointer, finally b[6], then the mask
 *      r6, r7               two limbs of b at a time (LDM r2!, {r6, r7})
 *  Limbs 0..3 and b's temporaries in low registers, so that half of each
 *  chain has 16-bit encodings.
 *  AAPCS: r4-r9 saved and restored (with lr), r10, r11 and sp untouched;
 *  r0-r3, r12 and flags clobbered. Frame: the caller's r4-r9 and lr (28
 *  bytes, no secret of this call). Stack: 28 bytes.
 *
 * Modelled cycles per call (build-aux/qz-trace-cycles --cpu cortex-m4
 * --func qzi_p256_add_armv7em --func qzi_p256_sub_armv7em over a P-256
 * key generation and ECDH; zero wait states, the same for every input):
 *   add 71 (push 8, LDM a 9, a + k' 5, CMP 1, b 4 x LDM 12, ADCS 8,
 *           mask 1, correction 8, STM 9, pop 10), was 84;
 *   sub 65, was 74. The C reference: 344 and 233.
 *   (--cpu cortex-m33: add 65, sub 59; were 81 and 71.)
 * Loads, stores and data operations alone take 53 (add) and 47 (sub)
 * cycles; the rest is the register file: eight limbs, r, b's pointer and
 * two temporaries need six callee-saved registers and lr (18 cycles of
 * push and pop, return included); one temporary fewer costs 5 cycles of
 * b loads for the 2 saved.
 * Code: 98 bytes (add), 76 (sub); were 160 and 120.
 */

#if defined(__ARM_FEATURE_DSP)

    .syntax unified
    .thumb

/* v = v OP b, b two limbs at a time through r6, r7; v's limbs in r1, r3,
 * r4, r5, r8, r9, r12, lr. op0 starts the chain (subs or adcs), op
 * continues it. */
.macro CHAIN_B op0, op
    ldm     r2!, {r6, r7}
    \op0    r1, r1, r6
    \op     r3, r3, r7
    ldm     r2!, {r6, r7}
    \op     r4, r4, r6
    \op     r5, r5, r7
    ldm     r2!, {r6, r7}
    \op     r8, r8, r6
    \op     r9, r9, r7
    ldm     r2, {r2, r6}            /* b[6], b[7]; the pointer is done */
    \op     r12, r12, r2
    \op     lr, lr, r6
.endm

/* r2 = mask = C - 1; v += p AND mask: limbs m, m, m, 0, 0, 0, m >> 31, m;
 * store v to r, return. */
.macro CORRECT_STORE_RETURN
    sbcs    r2, r2, r2              /* (16-bit; the flags are dead) */
    adds    r1, r1, r2
    adcs    r3, r3, r2
    adcs    r4, r4, r2
    adcs    r5, r5, #0
    adcs    r8, r8, #0
    adcs    r9, r9, #0
    adcs    r12, r12, r2, lsr #31
    adc     lr, lr, r2
    stm     r0, {r1, r3-r5, r8, r9, r12, lr}
    pop     {r4-r9, pc}
.endm

    .section .text.qz_fast.qzi_p256_add_armv7em,"ax",%progbits
    .global qzi_p256_add_armv7em
    .type   qzi_p256_add_armv7em, %function
    .p2align 2
    .thumb_func
qzi_p256_add_armv7em:
    push    {r4-r9, lr}
    ldm     r1, {r1, r3-r5, r8, r9, r12, lr}    /* a */
    adds    r5, r5, #0xffffffff     /* a + k' (limbs 3..7) */
    adcs    r8, r8, #0xffffffff
    adcs    r9, r9, #0xffffffff
    adcs    r12, r12, #0xfffffffe
    adc     lr, lr, #0
    cmp     r0, r0                  /* C = 1: the + 1 of k */
    CHAIN_B adcs, adcs              /* v = a + k' + b + 1 */
    CORRECT_STORE_RETURN            /* mask = carry - 1 */
    .size   qzi_p256_add_armv7em, . - qzi_p256_add_armv7em

    .section .text.qz_fast.qzi_p256_sub_armv7em,"ax",%progbits
    .global qzi_p256_sub_armv7em
    .type   qzi_p256_sub_armv7em, %function
    .p2align 2
    .thumb_func
qzi_p256_sub_armv7em:
    push    {r4-r9, lr}
    ldm     r1, {r1, r3-r5, r8, r9, r12, lr}    /* a */
    CHAIN_B subs, sbcs              /* t = a - b */
    CORRECT_STORE_RETURN            /* mask = 0 - borrow */
    .size   qzi_p256_sub_armv7em, . - qzi_p256_sub_armv7em

#endif /* __ARM_FEATURE_DSP */

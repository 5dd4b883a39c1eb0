/*
 * P-384 field kernels for ARMv7E-M (Cortex-M4; also the Cortex-M33 with
 * the DSP extension), Thumb-2 with UMAAL.
 *
 *   void qzi_p384_mul_armv7em(uint32_t r[12], const uint32_t a[12],
 *                             const uint32_t b[12]);
 *   void qzi_p384_sqr_armv7em(uint32_t r[12], const uint32_t a[12]);
 *
 * Contract (lib/internal/bignum_kernel.h):
 *  - r = a * b * 2^-384 mod p (Montgomery multiplication, R = 2^384),
 *    p = 2^384 - 2^128 - 2^96 + 2^32 - 1; r = a * a * 2^-384 mod p.
 *  - Limbs are 32-bit, least significant first, 4-byte aligned.
 *  - a, b < p give r < p (fully reduced). Inputs up to 2^384 - 1 give
 *    (T + Q p) / 2^384 (below 2^384 + p) less p when that is not
 *    negative: below 2^384, the value of the C reference and of the
 *    generic Montgomery kernel (tests/kernel_bignum.c compares them on
 *    such inputs). Never a fault.
 *  - r may be a or b: r is written only after the last read of a and b.
 *  - Constant time: straight-line code, no branch on data, no
 *    data-dependent address; UMULL/UMAAL are single-cycle on the M4 and
 *    the M33.
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr and flags clobbered.
 *  - Frame (not wiped, see the contract): 96 bytes for the 768-bit
 *    product and then the reduction's quotient digits (secret when a or b
 *    is), the saved r pointer, the caller's r4-r11 and lr. Stack: 136
 *    bytes, each function.
 *  - UMAAL is a DSP-extension instruction on ARMv8-M Mainline: this file
 *    assembles to nothing without __ARM_FEATURE_DSP (configure then
 *    selects the C kernels), as p256_field.S.
 *
 * Method, multiply
 *  1. Product T = a * b (24 limbs, frame) in three passes of operand
 *     scanning with UMAAL, as p256_field.S: pass 1 holds a[0..3] in
 *     registers and runs over b[0..11] (LDRD pairs) with a four-limb
 *     window of partial sums and a carry register ({c : w3..w0} +=
 *     a[0..3] * b[j]; w0 retires to T[j]; the five registers rotate by
 *     renaming). Passes 2 and 3 do the same with a[4..7] and a[8..11]
 *     and feed the earlier passes' limb T[j+4] or T[j+8] in through the
 *     carry operand of UMAAL.
 *  2. Montgomery reduction using the shape of p (qzi_p384_redc_armv7em,
 *     which the square shares), three quotient digits at a time. -p^-1 mod 2^96 is
 *     1 + 2^32 + 2^64, so the digits of limbs k..k+2 are
 *       Q = T[k..k+2] * (1 + 2^32 + 2^64) mod 2^96
 *     (two additions). As p = 2^96 (2^288 - 2^32 - 1) + (2^32 - 1),
 *       (T + Q p) / 2^96 = floor(T / 2^96) + K - Q (2^32 + 1) + Q 2^288,
 *     where K = (T mod 2^96 + Q (2^32 - 1)) / 2^96 is exact and equals
 *     ceil(Q (2^32 - 1) / 2^96) = q2 + carry of (Q 2^32 + ~Q) into bit 96
 *     (T mod 2^96 is zero exactly when Q is). Each block subtracts
 *       D = Q (2^32 + 1) - K = E + Q 2^32,  E = Q - K >= 0,
 *     (below 2^129: five limbs) from T[k+3..k+7] and lets the borrow run
 *     through T[k+8]; the borrow out, due at T[k+9], is limb 3 of the next
 *     block's D, which takes it in its top addition (d3 = q2 + borrow +
 *     carry, d4 catches the overflow). The Q 2^288 parts sum to the
 *     12-limb quotient Q384, added at T[12..23] at the end: blocks at
 *     k = 0, 3, 6, 9 leave their digits in T[k..k+2].
 *  3. (top : R) = T[12..23] + Q384 is below 2^384 + p, less the last
 *     block's borrow b3 at R[6]. Subtracting p + b3 2^192 (whose limbs 6
 *     to 11 are ~(0 - b3), and limb 12 is b3) leaves a top word of 0 or
 *     -1, the mask; p AND mask is added back, r stored.
 *
 * Method, square (same frame, same reduction)
 *   With A0 = a[0..3], A1 = a[4..7], A2 = a[8..11],
 *     a^2 = A0 M0 + 2^256 (A1 M1 + 2^256 A2^2),
 *     M0 = A0 + 2^128 (2 a[4..11]) (13 limbs), M1 = A1 + 2^128 (2 A2) (9),
 *   computed by three passes as the multiply's (13, 9 and 4 rows: 104
 *   UMAAL instead of 144), the doubled limbs of M0 and M1 made on the fly
 *   by an ADDS/ADCS chain that runs through the rows (UMAAL, LDR, STR and
 *   MOV leave the flags alone). Pass 3's window starts with pass 2's
 *   T[16..19], still in registers; pass 2's T[20] is added to pass 3's
 *   top window at the end (a carry that reaches T[23] only for rare
 *   operands: tests/gen_p384_edges.py finds some for kernel-bignum).
 *
 * Register allocation
 *   product:  r3-r6 = a[4i..4i+3]; r12, lr = b[j], b[j+1] (pass 1), r12 =
 *             b[j] (passes 2, 3); r7-r11 = the window w0..w3 and carry c
 *             (rotating); r1 = a (advancing), r2 = b. Square: the same,
 *             B = r3-r6 for the rows of a pass's own limbs, r12 = the
 *             doubled limb; pass 3's window r10 r11 r7 r8 lr, r9 = pass
 *             2's T[20].
 *   reduce:   three groups of three limbs rotate, r9-r11, r0-r2, r3-r5: a
 *             block's digits (in place of T[k..k+2]) and its region
 *             T[k+3..k+8]; r6-r8 = E, then d0..d2; r12 = d3, then the
 *             borrow as 0 - borrow; lr = d4.
 *   final:    r0-r11 = R[0..11] (T[12..17] are in r0-r5 after the last
 *             block, its digits in r9-r11); r6-r8 and lr load the rest;
 *             lr = top - 1, then the mask; r12 = b3 as 0 - b3, then r.
 *
 * Frame (after push {r0, r4-r11, lr} and sub sp, #96)
 *   sp+0 .. sp+95   T[0..23]   product limbs; then digits in T[0..8]  (FR_T)
 *   sp+96           r          saved output pointer                  (FR_R)
 *
 * Measured, MODELLED cycles per call (build-aux/qz-trace-cycles: qemu-arm
 * instruction trace, Cortex-M4 TRM timings with zero wait states and
 * P = 2; the function's instructions and the shared reduction's, return
 * included; a caller's BL adds 1 + P):
 *                          cortex-m4   cortex-m33   C reference (M4, -O2)
 *   qzi_p384_mul_armv7em    334 + 198    297 + 194    ~1,790 (qzi_p384_mul_c)
 *   qzi_p384_sqr_armv7em    246 + 198    228 + 194    about the same
 *   (product + qzi_p384_redc_armv7em = 532 and 444 cycles on the M4, 491
 *   and 422 on the M33; the generic kernel on p384, with its final
 *   subtraction and aliasing copy, about 1,500 on the M4.)
 * Size: .text 1,050 (multiply) + 538 (reduction) + 798 (square) bytes
 * (arm-none-eabi-gcc 12.2).
 */
#if defined(__ARM_FEATURE_DSP)

    .syntax unified
    .thumb

    .equ FR_T,  0
    .equ FR_R,  96
    .equ FRAME, 96

/* One row of pass 1 (j = 1..11): {c : w3..w0} = w3..w0 + a[0..3] * B
 * with c = 0 on entry, B = b[j]; w0 is then final for pass 1: T[j]. */
    .macro ROW1 j, B, w0, w1, w2, w3, c
    umaal   \w0, \c, r3, \B             @ {c:w0} = a0*B + w0 + c
    umaal   \w1, \c, r4, \B             @ {c:w1} = a1*B + w1 + c
    umaal   \w2, \c, r5, \B             @ {c:w2} = a2*B + w2 + c
    umaal   \w3, \c, r6, \B             @ {c:w3} = a3*B + w3 + c
    str     \w0, [sp, #FR_T + 4*(\j)]   @ T[j] = w0
    .endm

/* One row of pass 2 or 3 (off = 4 or 8): the earlier passes' T[j+off]
 * enters as the carry, {c : w3..w0} = w3..w0 + a[off..off+3] * b[j] +
 * T[j+off]; w0 is then T[j+off] of the passes so far. */
    .macro ROWK j, off, w0, w1, w2, w3, c
    ldr     r12, [r2, #4*(\j)]          @ B = b[j]
    ldr     \c, [sp, #FR_T + 4*((\j) + (\off))] @ c = T[j+off] (pipelined)
    umaal   \w0, \c, r3, r12
    umaal   \w1, \c, r4, r12
    umaal   \w2, \c, r5, r12
    umaal   \w3, \c, r6, r12
    str     \w0, [sp, #FR_T + 4*((\j) + (\off))]
    .endm

/* Pass 2 or 3: a[off..off+3] from r1 (advanced by 16); T[off..off+15]
 * += a[off..off+3] * b, the top window stored to T[off+12..off+15]. */
    .macro PASSK off
    ldm     r1!, {r3-r6}                @ a[off..off+3]
    mov     r7, #0
    mov     r8, #0
    mov     r9, #0
    mov     r10, #0
    ROWK    0, \off, r7, r8, r9, r10, r11
    ROWK    1, \off, r8, r9, r10, r11, r7
    ROWK    2, \off, r9, r10, r11, r7, r8
    ROWK    3, \off, r10, r11, r7, r8, r9
    ROWK    4, \off, r11, r7, r8, r9, r10
    ROWK    5, \off, r7, r8, r9, r10, r11
    ROWK    6, \off, r8, r9, r10, r11, r7
    ROWK    7, \off, r9, r10, r11, r7, r8
    ROWK    8, \off, r10, r11, r7, r8, r9
    ROWK    9, \off, r11, r7, r8, r9, r10
    ROWK    10, \off, r7, r8, r9, r10, r11
    ROWK    11, \off, r8, r9, r10, r11, r7
    str     r9, [sp, #FR_T + 4*((\off) + 12)]
    str     r10, [sp, #FR_T + 4*((\off) + 13)]
    str     r11, [sp, #FR_T + 4*((\off) + 14)]
    str     r7, [sp, #FR_T + 4*((\off) + 15)]
    .endm

/* One reduction block at limb k (Method, 2): q0..q2 = T[k..k+2] in, the
 * digits Q out (in place); x0..x2, y0..y2 = T[k+3..k+8], less D and the
 * incoming borrow (pend: r12 holds it as 0 - borrow, due at T[k+6] = y0);
 * r12 = 0 - the borrow due at T[k+9] out. */
    .macro BLOCK q0, q1, q2, x0, x1, x2, y0, y1, y2, pend
    adds    \q1, \q1, \q0               @ q1 = t1 + t0
    adc     \q2, \q2, \q1               @ q2 = t2 + t1 + t0 + carry (mod 2^32)
    cmp     \q1, \q0                    @ C = !(q0 > q1): not the carry of q0 + ~q1
    sbcs    r6, \q2, \q1                @ C = !(q1 + c1 > q2): not the carry c2 into bit 96
    sbcs    r6, \q0, \q2                @ E = Q - K, K = q2 + c2
    sbcs    r7, \q1, #0
    sbc     r8, \q2, #0
    mov     lr, #0
    adds    r7, r7, \q0                 @ D = E + Q*2^32 + borrow*2^96: d1
    adcs    r8, r8, \q1                 @ d2
    .if \pend
    adcs    r12, \q2, r12, lsr #31      @ d3 = q2 + borrow + carry
    .else
    adcs    r12, \q2, #0                @ d3
    .endif
    adc     lr, lr, #0                  @ d4 (0 or 1)
    subs    \x0, \x0, r6                @ T[k+3..k+8] -= D
    sbcs    \x1, \x1, r7
    sbcs    \x2, \x2, r8
    sbcs    \y0, \y0, r12
    sbcs    \y1, \y1, lr
    sbcs    \y2, \y2, #0
    sbc     r12, r12, r12               @ 0 - borrow, due at T[k+9]
    .endm

/* Store a block's digits to T[k..k+2], load T[k+9..k+11] in their place. */
    .macro NEXT k, q0, q1, q2
    str     \q0, [sp, #FR_T + 4*(\k)]
    str     \q1, [sp, #FR_T + 4*((\k) + 1)]
    str     \q2, [sp, #FR_T + 4*((\k) + 2)]
    ldr     \q0, [sp, #FR_T + 4*((\k) + 9)]
    ldr     \q1, [sp, #FR_T + 4*((\k) + 10)]
    ldr     \q2, [sp, #FR_T + 4*((\k) + 11)]
    .endm

    .section .text.qz_fast.qzi_p384_mul_armv7em,"ax",%progbits
    .global qzi_p384_mul_armv7em
    .type   qzi_p384_mul_armv7em, %function
    .align  2
    .thumb_func
qzi_p384_mul_armv7em:
    push    {r0, r4-r11, lr}
    sub     sp, sp, #FRAME
    /* Pass 1: T[0..15] = a[0..3] * b. */
    ldm     r1!, {r3-r6}                @ a[0..3]; r1 = a + 16
    ldrd    r12, lr, [r2, #0]           @ b[0], b[1]
    umull   r7, r11, r3, r12            @ {c:w0} = a0*b0
    mov     r8, #0
    mov     r9, #0
    mov     r10, #0
    umaal   r8, r11, r4, r12
    umaal   r9, r11, r5, r12
    umaal   r10, r11, r6, r12
    str     r7, [sp, #FR_T + 0]         @ T[0]
    mov     r7, #0
    ROW1    1, lr, r8, r9, r10, r11, r7
    ldrd    r12, lr, [r2, #8]           @ b[2], b[3]
    mov     r8, #0
    ROW1    2, r12, r9, r10, r11, r7, r8
    mov     r9, #0
    ROW1    3, lr, r10, r11, r7, r8, r9
    ldrd    r12, lr, [r2, #16]          @ b[4], b[5]
    mov     r10, #0
    ROW1    4, r12, r11, r7, r8, r9, r10
    mov     r11, #0
    ROW1    5, lr, r7, r8, r9, r10, r11
    ldrd    r12, lr, [r2, #24]          @ b[6], b[7]
    mov     r7, #0
    ROW1    6, r12, r8, r9, r10, r11, r7
    mov     r8, #0
    ROW1    7, lr, r9, r10, r11, r7, r8
    ldrd    r12, lr, [r2, #32]          @ b[8], b[9]
    mov     r9, #0
    ROW1    8, r12, r10, r11, r7, r8, r9
    mov     r10, #0
    ROW1    9, lr, r11, r7, r8, r9, r10
    ldrd    r12, lr, [r2, #40]          @ b[10], b[11]
    mov     r11, #0
    ROW1    10, r12, r7, r8, r9, r10, r11
    mov     r7, #0
    ROW1    11, lr, r8, r9, r10, r11, r7
    str     r9, [sp, #FR_T + 48]        @ T[12..15]
    str     r10, [sp, #FR_T + 52]
    str     r11, [sp, #FR_T + 56]
    str     r7, [sp, #FR_T + 60]
    /* Passes 2 and 3: T[4..19] += a[4..7] * b, T[8..23] += a[8..11] * b. */
    PASSK   4
    PASSK   8
    b       qzi_p384_redc_armv7em
    .size   qzi_p384_mul_armv7em, . - qzi_p384_mul_armv7em

/* The reduction and final subtraction of both kernels (Method, 2 and 3),
 * entered by a branch with the frame above and T[0..23] in it; stores r,
 * returns to the kernel's caller. A function of its own for the cycle
 * traces; not exported. */
    .type   qzi_p384_redc_armv7em, %function
    .thumb_func
qzi_p384_redc_armv7em:
    /* Block 0: digits of T[0..2] (r9-r11), region T[3..8] (r0-r5). */
    ldm     sp, {r9, r10, r11}
    add     lr, sp, #FR_T + 12
    ldm     lr, {r0-r5}
    BLOCK   r9, r10, r11, r0, r1, r2, r3, r4, r5, 0
    NEXT    0, r9, r10, r11             @ r9-r11 = T[9..11]
    /* Block 1: T[3..5] (r0-r2), region T[6..11] (r3-r5, r9-r11). */
    BLOCK   r0, r1, r2, r3, r4, r5, r9, r10, r11, 1
    NEXT    3, r0, r1, r2               @ r0-r2 = T[12..14]
    /* Block 2: T[6..8] (r3-r5), region T[9..14] (r9-r11, r0-r2). */
    BLOCK   r3, r4, r5, r9, r10, r11, r0, r1, r2, 1
    NEXT    6, r3, r4, r5               @ r3-r5 = T[15..17]
    /* Block 3: T[9..11] (r9-r11), region T[12..17] (r0-r5); its digits
     * stay in r9-r11, its borrow (due at T[18]) in r12. */
    BLOCK   r9, r10, r11, r0, r1, r2, r3, r4, r5, 1
    /* (top : R) = T[12..23] + Q384: R[0..5] in r0-r5, R[6..8] in r6-r8,
     * R[9..11] in r9-r11 (block 3's digits plus T[21..23]). */
    ldm     sp, {r6, r7, r8}            @ block 0's digits
    adds    r0, r0, r6
    adcs    r1, r1, r7
    adcs    r2, r2, r8
    ldr     r6, [sp, #FR_T + 12]        @ block 1's digits (flags kept)
    ldr     r7, [sp, #FR_T + 16]
    ldr     r8, [sp, #FR_T + 20]
    adcs    r3, r3, r6
    adcs    r4, r4, r7
    adcs    r5, r5, r8
    ldr     r6, [sp, #FR_T + 72]        @ T[18..20]
    ldr     r7, [sp, #FR_T + 76]
    ldr     r8, [sp, #FR_T + 80]
    ldr     lr, [sp, #FR_T + 24]        @ + block 2's digits
    adcs    r6, r6, lr
    ldr     lr, [sp, #FR_T + 28]
    adcs    r7, r7, lr
    ldr     lr, [sp, #FR_T + 32]
    adcs    r8, r8, lr
    ldr     lr, [sp, #FR_T + 84]        @ T[21..23] + block 3's digits
    adcs    r9, r9, lr
    ldr     lr, [sp, #FR_T + 88]
    adcs    r10, r10, lr
    ldr     lr, [sp, #FR_T + 92]
    adcs    r11, r11, lr
    sbc     lr, lr, lr                  @ top - 1
    /* (top : R) - (p + b3 2^192): limbs ff..ff, 0, 0, ff..ff, ff..fe,
     * ff..ff, then ~r12 for limbs 6..11 (0 - ~r12 - !C = r12 + C: adcs),
     * and b3 for the top. */
    subs    r0, r0, #0xffffffff
    sbcs    r1, r1, #0
    sbcs    r2, r2, #0
    sbcs    r3, r3, #0xffffffff
    adcs    r4, r4, #1                  @ = sbcs #0xfffffffe
    sbcs    r5, r5, #0xffffffff
    adcs    r6, r6, r12
    adcs    r7, r7, r12
    adcs    r8, r8, r12
    adcs    r9, r9, r12
    adcs    r10, r10, r12
    adcs    r11, r11, r12
    adc     lr, lr, r12                 @ top - b3 - borrow: the mask (0 or -1)
    /* + p AND mask: m, 0, 0, m, m << 1, m x 7. */
    adds    r0, r0, lr
    adcs    r1, r1, #0
    adcs    r2, r2, #0
    adcs    r3, r3, lr
    adcs    r4, r4, lr, lsl #1
    adcs    r5, r5, lr
    adcs    r6, r6, lr
    adcs    r7, r7, lr
    adcs    r8, r8, lr
    adcs    r9, r9, lr
    adcs    r10, r10, lr
    adc     r11, r11, lr
    ldr     r12, [sp, #FR_R]
    stm     r12, {r0-r11}
    add     sp, sp, #FRAME + 4
    pop     {r4-r11, pc}
    .size   qzi_p384_redc_armv7em, . - qzi_p384_redc_armv7em

/* A row of the square's passes 2 and 3 with B in a register: the
 * earlier passes' T[j+off] enters as the carry, as ROWK. */
    .macro ROWB j, off, B, w0, w1, w2, w3, c
    ldr     \c, [sp, #FR_T + 4*((\j) + (\off))] @ c = T[j+off]
    umaal   \w0, \c, r3, \B
    umaal   \w1, \c, r4, \B
    umaal   \w2, \c, r5, \B
    umaal   \w3, \c, r6, \B
    str     \w0, [sp, #FR_T + 4*((\j) + (\off))]
    .endm

/* The same with B = 2 a[aj] + the doubling chain's carry (op = adds for
 * the chain's first limb, adcs after): UMAAL, LDR, STR and MOV leave the
 * flags alone, so the chain runs through the rows. */
    .macro ROWD j, off, aj, op, w0, w1, w2, w3, c
    ldr     r12, [r1, #4*(\aj)]         @ a[aj]
    ldr     \c, [sp, #FR_T + 4*((\j) + (\off))] @ c = T[j+off] (pipelined)
    \op     r12, r12, r12               @ B = 2 a[aj] + carry
    umaal   \w0, \c, r3, r12
    umaal   \w1, \c, r4, r12
    umaal   \w2, \c, r5, r12
    umaal   \w3, \c, r6, r12
    str     \w0, [sp, #FR_T + 4*((\j) + (\off))]
    .endm

/* Square (Method, square): pass 1 T[0..16] = A0 M0 (13 rows), pass 2
 * T[8..20] += A1 M1 (9 rows, off 8), pass 3 T[16..23] += A2^2 (4 rows,
 * off 16); then the multiply's reduction. 104 UMAAL (78 would be the
 * minimum, at the price of triangles that fit UMAAL's chains badly). */
    .section .text.qz_fast.qzi_p384_sqr_armv7em,"ax",%progbits
    .global qzi_p384_sqr_armv7em
    .type   qzi_p384_sqr_armv7em, %function
    .align  2
    .thumb_func
qzi_p384_sqr_armv7em:
    push    {r0, r4-r11, lr}
    sub     sp, sp, #FRAME
    /* Pass 1: T[0..16] = a[0..3] * M0. */
    ldm     r1, {r3-r6}                 @ a[0..3]
    umull   r7, r11, r3, r3             @ row 0, B = a0
    mov     r8, #0
    mov     r9, #0
    mov     r10, #0
    umaal   r8, r11, r4, r3
    umaal   r9, r11, r5, r3
    umaal   r10, r11, r6, r3
    str     r7, [sp, #FR_T + 0]         @ T[0]
    mov     r7, #0
    ROW1    1, r4, r8, r9, r10, r11, r7 @ B = a1
    mov     r8, #0
    ROW1    2, r5, r9, r10, r11, r7, r8 @ B = a2
    mov     r9, #0
    ROW1    3, r6, r10, r11, r7, r8, r9 @ B = a3
    ldrd    r12, lr, [r1, #16]          @ a4, a5
    adds    r12, r12, r12               @ m4 = 2 a4 (the doubling chain starts)
    mov     r10, #0
    ROW1    4, r12, r11, r7, r8, r9, r10
    adcs    lr, lr, lr                  @ m5 = 2 a5 + carry
    mov     r11, #0
    ROW1    5, lr, r7, r8, r9, r10, r11
    ldrd    r12, lr, [r1, #24]          @ a6, a7
    adcs    r12, r12, r12
    mov     r7, #0
    ROW1    6, r12, r8, r9, r10, r11, r7
    adcs    lr, lr, lr
    mov     r8, #0
    ROW1    7, lr, r9, r10, r11, r7, r8
    ldrd    r12, lr, [r1, #32]          @ a8, a9
    adcs    r12, r12, r12
    mov     r9, #0
    ROW1    8, r12, r10, r11, r7, r8, r9
    adcs    lr, lr, lr
    mov     r10, #0
    ROW1    9, lr, r11, r7, r8, r9, r10
    ldrd    r12, lr, [r1, #40]          @ a10, a11
    adcs    r12, r12, r12
    mov     r11, #0
    ROW1    10, r12, r7, r8, r9, r10, r11
    adcs    lr, lr, lr
    mov     r7, #0
    ROW1    11, lr, r8, r9, r10, r11, r7
    mov     r12, #0
    adc     r12, r12, #0                @ m12 = the top bit of 2 a[4..11]
    mov     r8, #0
    ROW1    12, r12, r9, r10, r11, r7, r8
    str     r10, [sp, #FR_T + 52]       @ T[13..16]
    str     r11, [sp, #FR_T + 56]
    str     r7, [sp, #FR_T + 60]
    str     r8, [sp, #FR_T + 64]
    /* Pass 2: T[8..20] += a[4..7] * M1. */
    add     r2, r1, #16
    ldm     r2, {r3-r6}                 @ a[4..7]
    mov     r7, #0
    mov     r8, #0
    mov     r9, #0
    mov     r10, #0
    ROWB    0, 8, r3, r7, r8, r9, r10, r11      @ B = a4
    ROWB    1, 8, r4, r8, r9, r10, r11, r7      @ B = a5
    ROWB    2, 8, r5, r9, r10, r11, r7, r8      @ B = a6
    ROWB    3, 8, r6, r10, r11, r7, r8, r9      @ B = a7
    ROWD    4, 8, 8, adds, r11, r7, r8, r9, r10 @ B = 2 a8
    ROWD    5, 8, 9, adcs, r7, r8, r9, r10, r11
    ROWD    6, 8, 10, adcs, r8, r9, r10, r11, r7
    ROWD    7, 8, 11, adcs, r9, r10, r11, r7, r8
    mov     r12, #0
    adc     r12, r12, #0                @ the top bit of 2 a[8..11]
    ldr     r9, [sp, #FR_T + 64]        @ row 8 (B = the bit): c = T[16]
    umaal   r10, r9, r3, r12
    umaal   r11, r9, r4, r12
    umaal   r7, r9, r5, r12
    umaal   r8, r9, r6, r12             @ r10 = T[16], r11 r7 r8 r9 = T[17..20]
    /* Pass 3: T[16..23] += a[8..11]^2; window r10 r11 r7 r8 starts with
     * pass 2's T[16..19], carries 0; T[20] waits in r9. */
    add     r2, r1, #32
    ldm     r2, {r3-r6}                 @ a[8..11]
    mov     lr, #0
    umaal   r10, lr, r3, r3             @ row 0, B = a8
    umaal   r11, lr, r4, r3
    umaal   r7, lr, r5, r3
    umaal   r8, lr, r6, r3
    str     r10, [sp, #FR_T + 64]       @ T[16]
    mov     r10, #0
    umaal   r11, r10, r3, r4            @ row 1, B = a9
    umaal   r7, r10, r4, r4
    umaal   r8, r10, r5, r4
    umaal   lr, r10, r6, r4
    str     r11, [sp, #FR_T + 68]       @ T[17]
    mov     r11, #0
    umaal   r7, r11, r3, r5             @ row 2, B = a10
    umaal   r8, r11, r4, r5
    umaal   lr, r11, r5, r5
    umaal   r10, r11, r6, r5
    str     r7, [sp, #FR_T + 72]        @ T[18]
    mov     r7, #0
    umaal   r8, r7, r3, r6              @ row 3, B = a11
    umaal   lr, r7, r4, r6
    umaal   r10, r7, r5, r6
    umaal   r11, r7, r6, r6
    str     r8, [sp, #FR_T + 76]        @ T[19]
    adds    lr, lr, r9                  @ T[20..23] = window + pass 2's T[20]
    adcs    r10, r10, #0
    adcs    r11, r11, #0
    adc     r7, r7, #0
    str     lr, [sp, #FR_T + 80]
    str     r10, [sp, #FR_T + 84]
    str     r11, [sp, #FR_T + 88]
    str     r7, [sp, #FR_T + 92]
    b       qzi_p384_redc_armv7em
    .size   qzi_p384_sqr_armv7em, . - qzi_p384_sqr_armv7em

#endif /* __ARM_FEATURE_DSP */

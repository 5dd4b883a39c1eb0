/*
 * P-256 field kernels for ARMv7E-M (Cortex-M4; also the Cortex-M33 with
 * the DSP extension), Thumb-2 with UMAAL.
 *
 *   void qzi_p256_mul_armv7em(uint32_t r[8], const uint32_t a[8],
 *                             const uint32_t b[8]);
 *   void qzi_p256_sqr_armv7em(uint32_t r[8], const uint32_t a[8]);
 *
 * Contract (lib/internal/bignum_kernel.h):
 *  - r = a * b * 2^-256 mod p (Montgomery multiplication, R = 2^256),
 *    p = 2^256 - 2^224 + 2^192 + 2^96 - 1; r = a * a * 2^-256 mod p.
 *  - Limbs are 32-bit, least significant first, 4-byte aligned.
 *  - a, b < p give r < p (fully reduced). Inputs up to 2^256 - 1 give an
 *    unspecified value below 2^256, never a fault (see Final step).
 *  - r may be a or b: r is written only after the last read of a and b.
 *  - Constant time: straight-line code, no branch, no data-dependent
 *    address; UMULL/UMAAL are single-cycle on the M4 and M33.
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr and flags clobbered.
 *
 * Register-result entries (internal, for p256_point.S only):
 *   qzi_p256_mul_r_armv7em (a in r1, b in r2), qzi_p256_sqr_r_armv7em (a
 *   in r1): the same product, returned in r4-r11 (limb 0 in r4) instead
 *   of memory; r0-r3, r12, lr and flags clobbered. Each is one SUB.W
 *   before the exported entry that sets r to the stack slot where its
 *   PUSH saves r4: the final stores write the result over the saved
 *   r4-r11 and the POP returns it in them. The exported functions and
 *   their contract are unchanged.
 *  - Frames (not wiped, see the contract) hold product limbs and quotient
 *    digits, secret when a or b is. Stack: 88 bytes (multiply), 104
 *    bytes (square).
 *  - UMAAL is a DSP-extension instruction on ARMv8-M Mainline: this file
 *    assembles to nothing without __ARM_FEATURE_DSP (configure then
 *    selects the C kernels, e.g. for -mcpu=cortex-m33+nodsp or -m3).
 *    configure selects this code (QZ_KERNEL_BIGNUM = armv7em) on the M4
 *    and on the M33 with DSP alike; there is no separate armv8m version.
 *
 * Montgomery reduction, by columns (both functions)
 *   T = t0..t15 is the 512-bit product. m0inv = -p^-1 mod 2^32 = 1, so the
 *   quotient digit of limb c is that limb itself once everything below it
 *   has been added in: q_c = t_c + (terms of columns < c) for c = 0..7.
 *   Adding q*p with p + 1 = 2^96 (1 + 2^96 (2^64 - 2^32 + 1)) clears limb
 *   c exactly and adds q at column c+3, q at c+6 and q*F at c+7, F =
 *   2^32 - 1. So column c receives
 *       q_{c-3} + q_{c-6} + q_{c-7} * F        (q_k = 0 outside 0..7),
 *   q*F being a 64-bit product whose high word lands in column c+1. The
 *   result is R = columns 8..15 plus the carry out of column 15, and
 *   R < 2^256 + p (R < 2p for a, b < p).
 *   Column 7's terms q1 + q0 F are taken as one 64-bit number Y = q1 +
 *   q0 (2^32 - 1) = (y1 : y0): y0 = q1 - q0 mod 2^32 and y1 = q0 - borrow
 *   (SUBS, SBC), y1 a column-8 term.
 *
 * Final step (both functions)
 *   K = 2^224 - 2^192 - 2^96, limbs (0, 0, 0, F, F, F, F - 1, 0), rides
 *   along in the upper columns (SBCS #0 adds F + carry, SBCS #1 adds
 *   F - 1 + carry: flag operations the carry chain needs anyway), giving
 *   R' = R + K with top bit t = R' >> 256 (R' < 2^257). K = 2^256 - p - 1,
 *   so t = 1 iff R >= p + 1; for a, b < p, R is a * b / 2^256 mod p plus
 *   0 or p and never p itself (R = p would need a * b = 0 mod p, hence
 *   T = 0 and R = 0), so t = 1 iff R >= p. Then
 *       r = R' + 1 + (t ? 0 : p)  mod 2^256
 *   (t = 1: R - p; t = 0: R), one ADDS/ADCS chain: limb 0 adds t, limbs 3
 *   and 6 add 1 - t (mask LSR #31), limb 7 adds the mask t - 1. For
 *   inputs up to 2^256 - 1 this is R or R - p mod 2^256: below 2^256.
 *
 * Method, multiply (two passes of four-row operand scanning)
 *  P1  T += a[0..3] * b: rows j = 0..7, {c : w3..w0} = w3..w0 + a[0..3] *
 *      b[j] + c (UMAAL chain, c the row's carry-in), w0 retires limb j,
 *      the window of four limbs and the carry rotate by renaming (ROW).
 *      A row's carry-in is a free addend at its column: rows 3..7 take
 *      the reduction's terms of columns 3..7 that are already known: q0,
 *      q1, q2, q3 (limb 3 retires as q3 = t3 + q0) and y0. Limbs 0..3
 *      retire as q0..q3, limbs 4..7 as partial sums, 8..11 stay in the
 *      window.
 *  P2  T += a[4..7] * b: rows j = 0..7 over columns j+4..j+7, the window
 *      starting from P1's limbs 4..7; carry-ins: 0, 0, q0 (column 6), q4
 *      (column 7) for rows 0..3, P1's limbs 8..11 for rows 4..7. Rows
 *      0..3 retire q4..q7 (all of columns 4..7's reduction terms are in),
 *      rows 4..7 retire t8..t11 into registers, the final window is
 *      t12..t15: the product's upper half never goes to memory.
 *  Up  columns 8..15 in registers: one ADCS chain with q2..q7 (columns
 *      8..13) and, interleaved, the q_{c-7} F terms by one UMAAL chain
 *      (LF, starting from y1); then a second ADCS chain with q5..q7
 *      (columns 8..10) and K; the two top carries summed; the final step.
 *
 * Method, square
 *  S   product scanning with a[0..7] in registers. Column c: the cross
 *      products a[i]*a[j], i < j, i + j = c, by a UMULL or UMAAL each, the
 *      running sum starting from one incoming lane (the high words of
 *      column c-1's products, one register each), each UMAAL absorbing one
 *      more lane (a zero lane when a column has as many products as lanes
 *      arrive); then the doubling ADCS acc, acc, acc (its carry the flag
 *      chain), then UMAAL acc, X with a[c/2]^2 (even c) or 0 * 0 (odd c):
 *      X carries the squares' high words. Limbs go to the frame mostly
 *      one column late, between the next column's last product and its
 *      doubling (in columns 5 and 7 the next column's first product is
 *      hoisted there instead), so that an M33 reads a product in the
 *      instruction right after it only in column 6; limb 15 stays in
 *      r11.
 *  R   the reduction by columns 3..15 in one pass: q3..q7 are computed
 *      as the columns are (ADCS chain with q_{c-3}), q_{c-6} by a UMAAL
 *      chain with multiplier 1 (lane L1), q_{c-7} F by a UMAAL chain with
 *      multiplier F (lane LF); K in the ADCS chain; the lanes closed into
 *      columns 14 and 15 and the top; the final step.
 *
 * Register allocation
 *   multiply  P1: r3-r6 = a[0..3]; r12, lr = b[j], b[j+1] (LDRD); the
 *             window and carries rotate over r0, r1, r7-r11 (two spare
 *             registers keep q0, q1, q2, q3 until their slot row); r2 = b.
 *             P2: r3-r6 = a[4..7]; r9 = b[j] (r8, r9 for rows 0, 1);
 *             window over r0, r1, r7, r8, r12, lr; r10, r11 = P1's
 *             limbs 10, 11; r2 = b. Up: t8..t15 = lr r8 r12 r0 r1 r7 r10
 *             r11; r2 = F, r3 = LF, then the first carry - 1 and t; r4-r6
 *             = q's; r9 = r.
 *   square    S: r1-r8 = a[0..7] (r1 then a lane, a0 being dead at
 *             column 7); r0 = X; lr = 0; sums and lanes over r9-r12,
 *             then r1-r3 as a's die. R: r0-r7 = q0 q1 q2 t3..t7, then
 *             q3..q7 in place and r0-r6 = the results of columns 8..14;
 *             r8 = 1, r9 = F, r10 = L1, lr = LF; r11 = t15 and result 15;
 *             r12 = result 8.
 *
 * Frame, multiply (after push {r0, r4-r11, lr} and sub sp, #48)
 *   sp+0 .. sp+31   q0 q1 q2 q3, P1's limbs 4..7; then q4..q7     (MF_Q)
 *   sp+32, sp+36    P1's limbs 8, 9                      (MF_T8, MF_T9)
 *   sp+40           y1                                          (MF_Y1)
 *   sp+44           a + 16                                      (MF_AHI)
 *   sp+48           r                                           (MF_R)
 * Frame, square (after push {r0, r4-r11, lr} and sub sp, #64)
 *   sp+0 .. sp+59   t0..t14                                     (SF_T)
 *   sp+64           r                                           (SF_R)
 *
 * Measured, MODELLED cycles per call (build-aux/qz-trace-cycles: qemu-arm
 * instruction trace; cortex-m4 TRM timings with zero wait states and
 * P = 2, and the M33 model of that script, P = 1; the instructions of the
 * function itself, its return included; a caller's BL adds 1 + P):
 *                          cortex-m4   cortex-m33   C reference (M4, -O2)
 *   qzi_p256_mul_armv7em      213         200       ~1,950 (p256_mul_c)
 *   qzi_p256_sqr_armv7em      188         185       the same
 * (previous version: 273 and 245 on the M4, 254 and 237 on the M33.)
 * Size: .text 608 (multiply) + 532 (square) bytes (arm-none-eabi-gcc 12.2;
 * previously 784 + 684).
 */
#if defined(__ARM_FEATURE_DSP)

    .syntax unified
    .thumb

    .equ MF_Q,   0
    .equ MF_T8,  32
    .equ MF_T9,  36
    .equ MF_Y1,  40
    .equ MF_AHI, 44
    .equ MF_R,   48

    .equ SF_T,   0
    .equ SF_R,   64

/* One row of a pass: {c : w3..w0} = w3..w0 + A[0..3] * B + c, with
 * A[0..3] in r3-r6 (a[0..3] in P1, a[4..7] in P2). c enters as the row's
 * carry-in (an addend at w0's column) and leaves as the column above w3;
 * w0 is then complete for the pass. */
    .macro ROW B, c, w0, w1, w2, w3
    umaal   \w0, \c, r3, \B             @ {c:w0} = A0*B + w0 + c
    umaal   \w1, \c, r4, \B             @ {c:w1} = A1*B + w1 + c
    umaal   \w2, \c, r5, \B             @ {c:w2} = A2*B + w2 + c
    umaal   \w3, \c, r6, \B             @ {c:w3} = A3*B + w3 + c
    .endm

    .section .text.qz_fast.qzi_p256_mul_armv7em,"ax",%progbits
    .align  2
    /* The register-result entry (see Register-result entries): r = the
     * slot where the push below saves r4, then the exported function. */
    .global qzi_p256_mul_r_armv7em
    .type   qzi_p256_mul_r_armv7em, %function
    .thumb_func
qzi_p256_mul_r_armv7em:
    sub.w   r0, sp, #36
    .size   qzi_p256_mul_r_armv7em, . - qzi_p256_mul_r_armv7em
    .global qzi_p256_mul_armv7em
    .type   qzi_p256_mul_armv7em, %function
    .thumb_func
qzi_p256_mul_armv7em:
    push    {r0, r4-r11, lr}            @ r at MF_R after the sub
    sub     sp, sp, #48
    /* P1: T += a[0..3] * b. Row 0 starts the window. */
    ldm     r1!, {r3-r6}                @ a[0..3]
    str     r1, [sp, #MF_AHI]           @ a + 16, for P2
    ldrd    r12, lr, [r2, #0]           @ b0, b1
    umull   r7, r11, r3, r12            @ {r11:r7} = a0*b0
    mov     r8, #0
    mov     r9, #0
    mov     r10, #0
    umaal   r8, r11, r4, r12            @ window c1..c4 = r8 r9 r10 r11
    umaal   r9, r11, r5, r12
    umaal   r10, r11, r6, r12
    str     r7, [sp, #MF_Q + 0]         @ q0 = t0 (kept in r7 for row 3)
    mov     r0, #0
    ROW     lr, r0, r8, r9, r10, r11    @ row 1; window c2..c5 = r9 r10 r11 r0
    str     r8, [sp, #MF_Q + 4]         @ q1 (kept in r8 for row 4)
    ldrd    r12, lr, [r2, #8]           @ b2, b3
    mov     r1, #0
    ROW     r12, r1, r9, r10, r11, r0   @ row 2
    str     r9, [sp, #MF_Q + 8]         @ q2 (kept in r9 for row 5)
    ROW     lr, r7, r10, r11, r0, r1    @ row 3, carry-in q0: column 3 += q0
    str     r10, [sp, #MF_Q + 12]       @ q3 = t3 + q0 (kept in r10 for row 6)
    ldrd    r12, lr, [r2, #16]          @ b4, b5
    ROW     r12, r8, r11, r0, r1, r7    @ row 4, carry-in q1: column 4 += q1
    str     r11, [sp, #MF_Q + 16]       @ P1's limb 4
    ROW     lr, r9, r0, r1, r7, r8      @ row 5, carry-in q2: column 5 += q2
    str     r0, [sp, #MF_Q + 20]        @ P1's limb 5
    ldr     r11, [sp, #MF_Q + 4]        @ q1, q0, b6, b7 in one load chain
    ldr     r0, [sp, #MF_Q + 0]
    ldr     r12, [r2, #24]
    ldr     lr, [r2, #28]
    subs    r11, r11, r0                @ y0 = q1 - q0 mod 2^32
    sbc     r0, r0, #0                  @ y1 = q0 - borrow: (y1:y0) = q1 + q0 F
    str     r0, [sp, #MF_Y1]
    ROW     r12, r10, r1, r7, r8, r9    @ row 6, carry-in q3: column 6 += q3
    ROW     lr, r11, r7, r8, r9, r10    @ row 7, carry-in y0: column 7 += y0
    /* P1's limbs 6, 7 stay in r1, r7; 8..11 are r8 r9 r10 r11. */
    str     r8, [sp, #MF_T8]
    str     r9, [sp, #MF_T9]
    /* P2: T += a[4..7] * b, window c4..c7 = r0 r12 r1 r7. */
    ldr     r3, [sp, #MF_AHI]
    ldr     r0, [sp, #MF_Q + 16]        @ P1's limbs 4, 5
    ldr     r12, [sp, #MF_Q + 20]
    ldm     r3, {r3-r6}                 @ a[4..7]
    ldrd    r8, r9, [r2, #0]            @ b0, b1
    mov     lr, #0
    ROW     r8, lr, r0, r12, r1, r7     @ row 0
    str     r0, [sp, #MF_Q + 16]        @ q4 (kept in r0 for row 3)
    mov     r8, #0
    ROW     r9, r8, r12, r1, r7, lr     @ row 1
    str     r12, [sp, #MF_Q + 20]       @ q5
    ldr     r9, [r2, #8]
    ldr     r12, [sp, #MF_Q + 0]        @ q0
    ROW     r9, r12, r1, r7, lr, r8     @ row 2, carry-in q0: column 6 += q0
    ldr     r9, [r2, #12]
    str     r1, [sp, #MF_Q + 24]        @ q6
    ROW     r9, r0, r7, lr, r8, r12     @ row 3, carry-in q4: column 7 += q4
    str     r7, [sp, #MF_Q + 28]        @ q7
    ldr     r9, [r2, #16]
    ldr     r1, [sp, #MF_T8]
    ROW     r9, r1, lr, r8, r12, r0     @ row 4, carry-in P1's limb 8; lr = t8
    ldr     r9, [r2, #20]
    ldr     r7, [sp, #MF_T9]
    ROW     r9, r7, r8, r12, r0, r1     @ row 5, carry-in P1's limb 9; r8 = t9
    ldr     r9, [r2, #24]
    ROW     r9, r10, r12, r0, r1, r7    @ row 6, P1's limb 10; r12 = t10
    ldr     r9, [r2, #28]
    ROW     r9, r11, r0, r1, r7, r10    @ row 7, P1's limb 11; r0 = t11
    /* Up: t8..t15 = lr r8 r12 r0 r1 r7 r10 r11. First chain: + q_{c-6}
     * (ADCS) and + q_{c-7} F (UMAAL, lane r3 = LF from y1), c = 8..15. */
    ldr     r3, [sp, #MF_Y1]            @ LF = y1
    ldr     r4, [sp, #MF_Q + 4]         @ q1
    ldr     r5, [sp, #MF_Q + 8]         @ q2
    ldr     r6, [sp, #MF_Q + 12]        @ q3
    mvn     r2, #0                      @ F
    adds    lr, lr, r5                  @ c8:  + q2
    umaal   lr, r3, r4, r2              @      + q1 F + LF
    adcs    r8, r8, r6                  @ c9:  + q3
    umaal   r8, r3, r5, r2              @      + q2 F
    ldr     r4, [sp, #MF_Q + 16]        @ q4
    ldr     r5, [sp, #MF_Q + 20]        @ q5
    adcs    r12, r12, r4                @ c10: + q4
    umaal   r12, r3, r6, r2             @      + q3 F
    adcs    r0, r0, r5                  @ c11: + q5
    umaal   r0, r3, r4, r2              @      + q4 F
    ldr     r6, [sp, #MF_Q + 24]        @ q6
    ldr     r4, [sp, #MF_Q + 28]        @ q7
    ldr     r9, [sp, #MF_R]             @ r
    adcs    r1, r1, r6                  @ c12: + q6
    umaal   r1, r3, r5, r2              @      + q5 F
    adcs    r7, r7, r4                  @ c13: + q7
    umaal   r7, r3, r6, r2              @      + q6 F
    adcs    r10, r10, #0                @ c14
    umaal   r10, r3, r4, r2             @      + q7 F
    adcs    r11, r11, r3                @ c15: + LF
    sbc     r3, r3, r3                  @ first top carry - 1
    /* Second chain: + q_{c-3} (c = 8..10) and K. */
    adds    lr, lr, r5                  @ c8:  + q5
    adcs    r8, r8, r6                  @ c9:  + q6
    adcs    r12, r12, r4                @ c10: + q7
    sbcs    r0, r0, #0                  @ c11: + F
    sbcs    r1, r1, #0                  @ c12: + F
    sbcs    r7, r7, #0                  @ c13: + F
    sbcs    r10, r10, #1                @ c14: + F - 1
    adcs    r11, r11, #0                @ c15
    adc     r3, r3, #1                  @ t = both top carries (0 or 1)
    /* r = R' + t + (1 - t) (2^96 + 2^192) + (t - 1) 2^224 mod 2^256. */
    sub     r2, r3, #1                  @ mask = t - 1
    adds    lr, lr, r3
    adcs    r8, r8, #0
    adcs    r12, r12, #0
    adcs    r0, r0, r2, lsr #31
    adcs    r1, r1, #0
    adcs    r7, r7, #0
    adcs    r10, r10, r2, lsr #31
    adc     r11, r11, r2
    str     lr, [r9, #0]
    str     r8, [r9, #4]
    str     r12, [r9, #8]
    str     r0, [r9, #12]
    str     r1, [r9, #16]
    str     r7, [r9, #20]
    str     r10, [r9, #24]
    str     r11, [r9, #28]
    add     sp, sp, #52
    pop     {r4-r11, pc}
    .size   qzi_p256_mul_armv7em, . - qzi_p256_mul_armv7em

    .section .text.qz_fast.qzi_p256_sqr_armv7em,"ax",%progbits
    .align  2
    .global qzi_p256_sqr_r_armv7em
    .type   qzi_p256_sqr_r_armv7em, %function
    .thumb_func
qzi_p256_sqr_r_armv7em:
    sub.w   r0, sp, #36
    .size   qzi_p256_sqr_r_armv7em, . - qzi_p256_sqr_r_armv7em
    .global qzi_p256_sqr_armv7em
    .type   qzi_p256_sqr_armv7em, %function
    .thumb_func
qzi_p256_sqr_armv7em:
    push    {r0, r4-r11, lr}            @ r at SF_R after the sub
    sub     sp, sp, #64
    /* S: column by column. Lanes: the high words of the previous column's
     * cross products; X (r0): the squares' high words; the flag: the
     * doubling's carry. */
    ldm     r1, {r1-r8}                 @ a0..a7
    mov     lr, #0                      @ zero
    umull   r9, r0, r1, r1              @ c0: {X : t0} = a0^2
    umull   r11, r10, r1, r2            @ c1: a0a1, lane r10
    str     r9, [sp, #SF_T + 0]         @ t0 (stores are placed between a
    adds    r11, r11, r11               @     column's last product and its
    umaal   r11, r0, lr, lr             @     doubling: no M33 stall there)
    mov     r9, #0                      @ c2: sum from lane r10, zero lane r9
    umaal   r10, r9, r1, r3             @     a0a2
    str     r11, [sp, #SF_T + 4]        @ t1
    adcs    r10, r10, r10
    umaal   r10, r0, r2, r2             @     + a1^2 + X
    umull   r12, r11, r1, r4            @ c3: a0a3, lane r11
    umaal   r12, r9, r2, r3             @     a1a2 + lane r9
    str     r10, [sp, #SF_T + 8]        @ t2
    adcs    r12, r12, r12
    umaal   r12, r0, lr, lr
    umaal   r11, r9, r1, r5             @ c4: from r11; a0a4 + r9
    mov     r10, #0
    umaal   r11, r10, r2, r4            @     a1a3, zero lane
    str     r12, [sp, #SF_T + 12]       @ t3
    adcs    r11, r11, r11
    umaal   r11, r0, r3, r3             @     + a2^2
    str     r11, [sp, #SF_T + 16]       @ t4
    umull   r11, r12, r1, r6            @ c5: a0a5, lane r12
    umaal   r11, r9, r2, r5             @     a1a4
    umaal   r11, r10, r3, r4            @     a2a3
    umaal   r12, r9, r1, r7             @ (c6's first: from r12; a0a6)
    adcs    r11, r11, r11
    umaal   r11, r0, lr, lr
    umaal   r12, r10, r2, r6            @ c6: a1a5
    str     r11, [sp, #SF_T + 20]       @ t5
    mov     r11, #0
    umaal   r12, r11, r3, r5            @     a2a4, zero lane
    adcs    r12, r12, r12
    umaal   r12, r0, r4, r4             @     + a3^2
    str     r12, [sp, #SF_T + 24]       @ t6
    umull   r12, r1, r1, r8             @ c7: a0a7, lane r1 (a0 dead)
    umaal   r12, r9, r2, r7             @     a1a6
    umaal   r12, r10, r3, r6            @     a2a5
    umaal   r12, r11, r4, r5            @     a3a4
    umaal   r1, r9, r2, r8              @ (c8's first: from r1; a1a7)
    adcs    r12, r12, r12
    umaal   r12, r0, lr, lr
    umaal   r1, r10, r3, r7             @ c8: a2a6
    umaal   r1, r11, r4, r6             @     a3a5
    str     r12, [sp, #SF_T + 28]       @ t7
    adcs    r1, r1, r1
    umaal   r1, r0, r5, r5              @     + a4^2: t8 = r1
    umaal   r9, r10, r3, r8             @ c9: from r9; a2a7
    umaal   r9, r11, r4, r7             @     a3a6
    mov     r12, #0
    umaal   r9, r12, r5, r6             @     a4a5, zero lane
    str     r1, [sp, #SF_T + 32]        @ t8
    adcs    r9, r9, r9
    umaal   r9, r0, lr, lr              @     t9 = r9
    umaal   r10, r11, r4, r8            @ c10: from r10; a3a7
    umaal   r10, r12, r5, r7            @     a4a6
    str     r9, [sp, #SF_T + 36]        @ t9
    adcs    r10, r10, r10
    umaal   r10, r0, r6, r6             @     + a5^2: t10 = r10
    umaal   r11, r12, r5, r8            @ c11: from r11; a4a7
    mov     r2, #0
    umaal   r11, r2, r6, r7             @     a5a6, zero lane (a1 dead)
    str     r10, [sp, #SF_T + 40]       @ t10
    adcs    r11, r11, r11
    umaal   r11, r0, lr, lr             @     t11 = r11
    umaal   r12, r2, r6, r8             @ c12: from r12; a5a7
    str     r11, [sp, #SF_T + 44]       @ t11
    adcs    r12, r12, r12
    umaal   r12, r0, r7, r7             @     + a6^2: t12 = r12
    mov     r3, #0
    umaal   r2, r3, r7, r8              @ c13: from r2; a6a7, zero lane
    str     r12, [sp, #SF_T + 48]       @ t12
    adcs    r2, r2, r2
    umaal   r2, r0, lr, lr              @     t13 = r2
    adcs    r3, r3, r3                  @ c14: from r3
    umaal   r3, r0, r8, r8              @     + a7^2: t14 = r3
    str     r2, [sp, #SF_T + 52]        @ t13
    str     r3, [sp, #SF_T + 56]        @ t14
    adc     r11, r0, #0                 @ c15: t15 = X + carry (a^2 < 2^512)
    /* R: columns 3..15. ADCS chain: + q_{c-3}, then K; lane r10 (L1):
     * + q_{c-6} * 1; lane lr (LF, already 0): + q_{c-7} * F. */
    ldm     sp, {r0-r7}                 @ q0 q1 q2 = t0..t2; t3..t7
    mov     r8, #1                      @ 1
    mvn     r9, #0                      @ F
    mov     r10, #0                     @ L1
    adds    r3, r3, r0                  @ c3: q3 = t3 + q0
    adcs    r4, r4, r1                  @ c4: q4 = t4 + q1
    adcs    r5, r5, r2                  @ c5: q5 = t5 + q2
    adcs    r6, r6, r3                  @ c6: + q3
    umaal   r6, r10, r0, r8             @     + q0: q6
    adcs    r7, r7, r4                  @ c7: + q4
    umaal   r7, r10, r1, r8             @     + q1
    umaal   r7, lr, r0, r9              @     + q0 F: q7
    ldr     r12, [sp, #SF_T + 32]       @ t8
    ldr     r0, [sp, #SF_T + 36]        @ t9
    adcs    r12, r12, r5                @ c8: + q5
    umaal   r12, r10, r2, r8            @     + q2
    umaal   r12, lr, r1, r9             @     + q1 F
    adcs    r0, r0, r6                  @ c9: + q6
    umaal   r0, r10, r3, r8             @     + q3
    umaal   r0, lr, r2, r9              @     + q2 F
    ldr     r1, [sp, #SF_T + 40]        @ t10
    ldr     r2, [sp, #SF_T + 44]        @ t11
    adcs    r1, r1, r7                  @ c10: + q7
    umaal   r1, r10, r4, r8             @     + q4
    umaal   r1, lr, r3, r9              @     + q3 F
    sbcs    r2, r2, #0                  @ c11: + F (K)
    umaal   r2, r10, r5, r8             @     + q5
    umaal   r2, lr, r4, r9              @     + q4 F
    ldr     r3, [sp, #SF_T + 48]        @ t12
    ldr     r4, [sp, #SF_T + 52]        @ t13
    sbcs    r3, r3, #0                  @ c12: + F
    umaal   r3, r10, r6, r8             @     + q6
    umaal   r3, lr, r5, r9              @     + q5 F
    sbcs    r4, r4, #0                  @ c13: + F
    umaal   r4, r10, r7, r8             @     + q7
    umaal   r4, lr, r6, r9              @     + q6 F
    ldr     r5, [sp, #SF_T + 56]        @ t14
    ldr     r6, [sp, #SF_R]             @ r
    mov     r8, #0                      @ zero
    sbcs    r5, r5, #1                  @ c14: + F - 1
    umaal   r5, lr, r7, r9              @     + q7 F
    umaal   r5, r10, r8, r8             @     + L1
    adcs    r11, r11, lr                @ c15: + LF
    umaal   r11, r10, r8, r8            @     + L1
    adc     r10, r10, #0                @ t = top (0 or 1)
    sub     r7, r10, #1                 @ mask = t - 1
    adds    r12, r12, r10
    adcs    r0, r0, #0
    adcs    r1, r1, #0
    adcs    r2, r2, r7, lsr #31
    adcs    r3, r3, #0
    adcs    r4, r4, #0
    adcs    r5, r5, r7, lsr #31
    adc     r11, r11, r7
    str     r12, [r6, #0]
    str     r0, [r6, #4]
    str     r1, [r6, #8]
    str     r2, [r6, #12]
    str     r3, [r6, #16]
    str     r4, [r6, #20]
    str     r5, [r6, #24]
    str     r11, [r6, #28]
    add     sp, sp, #68
    pop     {r4-r11, pc}
    .size   qzi_p256_sqr_armv7em, . - qzi_p256_sqr_armv7em

#endif /* __ARM_FEATURE_DSP */

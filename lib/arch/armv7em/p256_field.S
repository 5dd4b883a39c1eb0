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
 *    unspecified value below 2^256 (the result before the final
 *    subtraction is below 2^256 + p), never a fault.
 *  - r may be a or b: r is written only after the last read of a and b.
 *  - Constant time: straight-line code, no branch, no data-dependent
 *    address; UMULL/UMAAL are single-cycle on the M4 and M33.
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr and flags clobbered.
 *  - Frame (not wiped, see the contract): 64 bytes holding the 512-bit
 *    product a * b (or a * a) and the reduction's partial sums (secret when
 *    a or b is), the saved r pointer, and the caller's r4-r11 and lr.
 *    Stack: 104 bytes, each function.
 *  - UMAAL is a DSP-extension instruction on ARMv8-M Mainline: this file
 *    assembles to nothing without __ARM_FEATURE_DSP (configure then
 *    selects the C kernels, e.g. for -mcpu=cortex-m33+nodsp or -m3).
 *    configure selects this code (QZ_KERNEL_BIGNUM = armv7em) on the M4
 *    and on the M33 with DSP alike; there is no separate armv8m version.
 *
 * Method, multiply
 *  1. Product T = a * b (16 limbs, frame) in two passes of operand
 *     scanning with UMAAL: pass 1 holds a[0..3] in registers and runs over
 *     b[0..7] (loaded in LDRD pairs) with a 4-limb window of partial sums
 *     plus one carry register ({c : w3..w0} += a[0..3] * b[j]; w0 retires
 *     to T[j]; the five registers rotate by renaming). Pass 2 does the
 *     same with a[4..7], and feeds pass 1's limb T[j+4] in through the
 *     carry operand of UMAAL, so the two passes are summed for free.
 *  2. Montgomery reduction using the shape of p (REDUCE_AND_FINISH, also
 *     the square's). m0inv = -p^-1 mod 2^32 = 1, so the quotient digit of
 *     limb i is t[i] itself, and q * p = q * (2^256 - 2^224 + 2^192 +
 *     2^96 - 1): adding it zeroes t[i] and adds q at t[i+3], t[i+6] and
 *     q * (2^32 - 1) at t[i+7]. Limb i+1 and i+2 are untouched by step i,
 *     so three consecutive digits Q = (q[k+2] : q[k+1] : q[k]) are known
 *     at once and their eight steps fold into one addition:
 *       t += Q * 2^(32(k+3)) + W * 2^(32(k+6)),  W = Q * (2^64 - 2^32 + 1),
 *     W = V * 2^32 + Q with V = Q * (2^32 - 1) = (Q << 32) - Q: an SBCS
 *     chain and an ADCS chain, no multiply. Groups k = 0, 3 (three digits)
 *     and 6 (two). A group's carry out lands in limb 2 of the next group's
 *     W, which has room for it (W + 2^64 < 2^160); the last one is the top
 *     bit. Carries wait as carry - 1 (SBC x, x, x); RSBS x, x, #0 turns
 *     them back into C.
 *  3. (top : t[8..15]) < 2p: subtract p (SUBS/SBCS with the immediates
 *     0xffffffff, 0, 1), add p back under the borrow mask, store r.
 *
 * Method, square (same frame, same step 2 and 3)
 *  S1  the cross products a[i]*a[j], i < j, i <= 3: rows j = 1..3 written
 *      out (a[1..3] are already in registers), rows 4..7 as in pass 1.
 *  D   T[0..7] = 2*C[0..7] + a[0..3]^2: the doubling is an ADCS chain, the
 *      squares go in by UMAAL (which leaves the flags alone) with their
 *      own carry X and a zero register to move X up a limb. Done in two
 *      quarters, so that S1's top window C8..C11 stays in registers.
 *  S2  the six cross products of a[4..7] into C[9..14].
 *  D   T[8..15] the same way, with both carries of the low half.
 *
 * Register allocation
 *   multiply, passes: r3-r6 = a[0..3], then a[4..7]; r12, lr = b[j],
 *             b[j+1]; r7-r11 = the window w0..w3 and the carry c
 *             (rotating); r1 = a, r2 = b.
 *   square:   r3-r6 = a[0..3], r1 = a + 16 (S1); r0 r2 lr = C1..C3;
 *             r12 = X, r11 = zero, r3 = doubling carry - 1 (D); r0 r2 r4
 *             r5 = a[4..7] (S2, D high).
 *   reduce:   group A: r0-r2 = Q, r3-r6 = t[3..6], r7-r10 = V then W,
 *             r0 r1 r2 r12 = t[7..10]; group B: Q = r3-r5, t[11..13] in
 *             r3-r5 after Q; group C: Q = (r0 : r6); t[15] arrives in r11;
 *             lr = carry - 1 between groups; at the end t[8..15] = r1 r2
 *             r12 r3 r4 r5 r10 r11, r0 = top - 1, then the mask; r6 = r.
 *
 * Frame (after push {r0, r4-r11, lr} and sub sp, #64)
 *   sp+0 .. sp+63   T[0..15]   product limbs (T[15] only in r11)  (FR_T)
 *   sp+64           r          saved output pointer                (FR_R)
 *
 * Measured, MODELLED cycles per call (build-aux/qz-trace-cycles: qemu-arm
 * instruction trace, Cortex-M4 TRM timings with zero wait states and
 * P = 2, and the M33 model of that script, P = 1; the instructions of the
 * function itself, its return included; a caller's BL adds 1 + P):
 *                          cortex-m4   cortex-m33   C reference (M4, -O2)
 *   qzi_p256_mul_armv7em      273         254       ~1,950 (p256_mul_c)
 *   qzi_p256_sqr_armv7em      245         237       the same
 * Size: .text 784 (multiply) + 684 (square) bytes (arm-none-eabi-gcc 12.2).
 */
#if defined(__ARM_FEATURE_DSP)

    .syntax unified
    .thumb

    .equ FR_T,  0
    .equ FR_R,  64

/* One row of pass 1 (j = 1..7): {c : w3..w0} = w3..w0 + a[0..3] * b[j]
 * with c = 0 on entry, B = b[j] (loaded in pairs by LDRD); w0 is then
 * complete for pass 1: T[j] = w0. */
    .macro ROW1 j, B, w0, w1, w2, w3, c
    umaal   \w0, \c, r3, \B            @ {c:w0} = a0*B + w0 + c
    umaal   \w1, \c, r4, \B            @ {c:w1} = a1*B + w1 + c
    umaal   \w2, \c, r5, \B            @ {c:w2} = a2*B + w2 + c
    umaal   \w3, \c, r6, \B            @ {c:w3} = a3*B + w3 + c
    str     \w0, [sp, #FR_T + 4*(\j)]   @ T[j] = w0
    .endm

/* One row of pass 2 (j = 0..7): pass 1's T[j+4] enters as the carry,
 * {c : w3..w0} = w3..w0 + a[4..7] * b[j] + T[j+4]; w0 is final. */
    .macro ROW2 j, w0, w1, w2, w3, c
    ldr     r12, [r2, #4*(\j)]          @ B = b[j]
    ldr     \c, [sp, #FR_T + 4*(\j) + 16] @ c = T[j+4] of pass 1 (pipelined)
    umaal   \w0, \c, r3, r12            @ {c:w0} = a4*B + w0 + c
    umaal   \w1, \c, r4, r12            @ {c:w1} = a5*B + w1 + c
    umaal   \w2, \c, r5, r12            @ {c:w2} = a6*B + w2 + c
    umaal   \w3, \c, r6, r12            @ {c:w3} = a7*B + w3 + c
    str     \w0, [sp, #FR_T + 4*(\j) + 16] @ T[j+4] = w0 (final product limb)
    .endm

/* Montgomery reduction of T[0..14] (frame) and T[15] (r11) and the final
 * subtraction; stores r. Three groups of quotient digits, Q = (q[k+2] : q[k+1] : q[k])
 * for k = 0, 3 and (q7 : q6) for k = 6 (see Method, 2). For a group at
 * limb k:  t += Q * 2^(32(k+3)) + W * 2^(32(k+6)),
 *          W = Q * (2^64 - 2^32 + 1) = V * 2^32 + Q,  V = Q * (2^32 - 1)
 *            = (Q << 32) - Q (an SBCS chain: no multiply).
 * The carry out of group A (into t[11]) and of group B (into t[14]) land
 * in limb 2 of the next group's W, which has room (W + 2^64 < 2^160); the
 * carry out of group C is the top bit. Carries are kept as carry - 1
 * (SBC x, x, x) and turned back into C with RSBS x, x, #0. */
    .macro REDUCE_AND_FINISH
    /* Group A: Q = t[0..2]. */
    ldm     sp, {r0-r6}                 @ r0-r2 = q0..q2, r3-r6 = t[3..6]
    rsbs    r7, r0, #0                  @ V = (Q << 32) - Q
    sbcs    r8, r0, r1
    sbcs    r9, r1, r2
    sbc     r10, r2, #0
    adds    r7, r7, r1                  @ W = V*2^32 + Q: w1..w4 (w0 = q0)
    adcs    r8, r8, r2
    adcs    r9, r9, #0
    adc     r10, r10, #0
    adds    r3, r3, r0                  @ t[3..5] += Q
    adcs    r4, r4, r1
    adcs    r5, r5, r2
    adcs    r6, r6, r0                  @ t[6..10] += W
    ldr     r0, [sp, #FR_T + 28]        @ t[7..10] (flags kept)
    ldr     r1, [sp, #FR_T + 32]
    ldr     r2, [sp, #FR_T + 36]
    ldr     r12, [sp, #FR_T + 40]
    adcs    r0, r0, r7
    adcs    r1, r1, r8
    adcs    r2, r2, r9
    adcs    r12, r12, r10
    sbc     lr, lr, lr                  @ carry into t[11], minus 1
    /* Group B: Q = t[3..5] = r3-r5; t[6..10] = r6 r0 r1 r2 r12. */
    rsbs    r7, r3, #0                  @ V
    sbcs    r8, r3, r4
    sbcs    r9, r4, r5
    sbc     r10, r5, #0
    adds    r7, r7, r4                  @ W
    adcs    r8, r8, r5
    adcs    r9, r9, #0
    adc     r10, r10, #0
    rsbs    lr, lr, #0                  @ C = group A's carry, at W's limb 2 (t[11])
    adcs    r8, r8, #0
    adcs    r9, r9, #0
    adc     r10, r10, #0
    adds    r6, r6, r3                  @ t[6..8] += Q
    adcs    r0, r0, r4
    adcs    r1, r1, r5
    adcs    r2, r2, r3                  @ t[9..13] += W
    ldr     r3, [sp, #FR_T + 44]        @ t[11..13] (flags kept)
    ldr     r4, [sp, #FR_T + 48]
    ldr     r5, [sp, #FR_T + 52]
    adcs    r12, r12, r7
    adcs    r3, r3, r8
    adcs    r4, r4, r9
    adcs    r5, r5, r10
    sbc     lr, lr, lr                  @ carry into t[14], minus 1
    /* Group C: Q = (q7 : q6) = (r0 : r6); t[8..13] = r1 r2 r12 r3 r4 r5. */
    rsbs    r7, r6, #0                  @ V = (Q << 32) - Q, 3 limbs
    sbcs    r8, r6, r0
    sbc     r9, r0, #0
    adds    r7, r7, r0                  @ W = V*2^32 + Q: w1..w3 (w0 = q6)
    adcs    r8, r8, #0
    adc     r9, r9, #0
    rsbs    lr, lr, #0                  @ C = group B's carry, at W's limb 2 (t[14])
    adcs    r8, r8, #0
    adc     r9, r9, #0
    ldr     r10, [sp, #FR_T + 56]       @ t[14] (t[15] is in r11)
    adds    r2, r2, r6                  @ t[9..10] += Q
    adcs    r12, r12, r0
    adcs    r3, r3, #0
    adcs    r4, r4, r6                  @ t[12..15] += W
    adcs    r5, r5, r7
    adcs    r10, r10, r8
    adcs    r11, r11, r9
    sbc     r0, r0, r0                  @ top - 1 (0 or -1)
    /* (top : t[8..15] = r1 r2 r12 r3 r4 r5 r10 r11) < 2p: subtract p, add
     * it back when that borrowed, store r. */
    subs    r1, r1, #0xffffffff         @ t -= p
    sbcs    r2, r2, #0xffffffff
    sbcs    r12, r12, #0xffffffff
    sbcs    r3, r3, #0
    sbcs    r4, r4, #0
    sbcs    r5, r5, #0
    sbcs    r10, r10, #1
    sbcs    r11, r11, #0xffffffff
    adc     r0, r0, #0                  @ mask = top - 1 + no-borrow: -1 iff (top:t) < p
    ldr     r6, [sp, #FR_R]             @ r6 = r
    adds    r1, r1, r0                  @ t += p & mask
    adcs    r2, r2, r0
    adcs    r12, r12, r0
    adcs    r3, r3, #0
    adcs    r4, r4, #0
    adcs    r5, r5, #0
    adcs    r10, r10, r0, lsr #31
    adc     r11, r11, r0
    str     r1, [r6, #0]                @ r[0..7]
    str     r2, [r6, #4]
    str     r12, [r6, #8]
    str     r3, [r6, #12]
    str     r4, [r6, #16]
    str     r5, [r6, #20]
    str     r10, [r6, #24]
    str     r11, [r6, #28]
    .endm

    .section .text.qz_fast.qzi_p256_mul_armv7em,"ax",%progbits
    .global qzi_p256_mul_armv7em
    .type   qzi_p256_mul_armv7em, %function
    .align  2
    .thumb_func
qzi_p256_mul_armv7em:
    push    {r0, r4-r11, lr}
    sub     sp, sp, #64
    /* Pass 1: T[0..11] = a[0..3] * b. */
    ldm     r1!, {r3-r6}                @ a[0..3]; r1 = a + 16
    ldrd    r12, lr, [r2, #0]           @ B = b[0], b[1]
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
    str     r10, [sp, #FR_T + 32]       @ T[8..11]
    str     r11, [sp, #FR_T + 36]
    str     r7, [sp, #FR_T + 40]
    str     r8, [sp, #FR_T + 44]
    /* Pass 2: T[4..15] += a[4..7] * b. The rotation ends with T[15] in
     * r11, where the reduction wants it. */
    ldm     r1, {r3-r6}                 @ a[4..7]
    mov     r7, #0
    mov     r11, #0
    mov     r8, #0
    mov     r9, #0
    ROW2    0, r7, r11, r8, r9, r10
    ROW2    1, r11, r8, r9, r10, r7
    ROW2    2, r8, r9, r10, r7, r11
    ROW2    3, r9, r10, r7, r11, r8
    ROW2    4, r10, r7, r11, r8, r9
    ROW2    5, r7, r11, r8, r9, r10
    ROW2    6, r11, r8, r9, r10, r7
    ROW2    7, r8, r9, r10, r7, r11
    str     r9, [sp, #FR_T + 48]        @ T[12..14]; T[15] stays in r11
    str     r10, [sp, #FR_T + 52]
    str     r7, [sp, #FR_T + 56]
    REDUCE_AND_FINISH
    add     sp, sp, #68
    pop     {r4-r11, pc}
    .size   qzi_p256_mul_armv7em, . - qzi_p256_mul_armv7em

/* One full row of the squaring's cross products, a[0..3] * a[j]
 * (j = 4..7; r1 = a + 16): as ROW1 with B = a[j]. */
    .macro SROW j, w0, w1, w2, w3, c
    ldr     r12, [r1, #4*(\j) - 16]     @ B = a[j]
    umaal   \w0, \c, r3, r12            @ {c:w0} = a0*B + w0 + c
    umaal   \w1, \c, r4, r12
    umaal   \w2, \c, r5, r12
    umaal   \w3, \c, r6, r12
    str     \w0, [sp, #FR_T + 4*(\j)]   @ C[j] = w0
    .endm

    .section .text.qz_fast.qzi_p256_sqr_armv7em,"ax",%progbits
    .global qzi_p256_sqr_armv7em
    .type   qzi_p256_sqr_armv7em, %function
    .align  2
    .thumb_func
qzi_p256_sqr_armv7em:
    push    {r0, r4-r11, lr}            @ r at FR_R after the sub
    sub     sp, sp, #64
    /* S1: the cross products a[i] * a[j], i < j, i <= 3: C[1..11]. */
    ldm     r1!, {r3-r6}                @ a[0..3]; r1 = a + 16
    umull   r0, r2, r3, r4              @ {r2 : C1} = a0*a1
    mov     r7, #0
    umaal   r2, r7, r3, r5              @ {r7 : C2} = a0*a2 + r2
    mov     lr, #0
    umaal   lr, r7, r4, r5              @ {r7 : c3} = a1*a2 + r7
    mov     r8, #0
    umaal   lr, r8, r3, r6              @ {r8 : C3} = a0*a3 + c3
    umaal   r7, r8, r4, r6              @ {r8 : c4} = a1*a3 + c4 + r8
    mov     r9, #0
    umaal   r9, r8, r5, r6              @ {r8 : c5} = a2*a3 + r8  (r8 = c6)
    mov     r11, #0
    mov     r10, #0
    SROW    4, r7, r9, r8, r11, r10     @ C4; window c5..c8
    mov     r7, #0
    SROW    5, r9, r8, r11, r10, r7     @ C5
    mov     r9, #0
    SROW    6, r8, r11, r10, r7, r9     @ C6
    mov     r8, #0
    SROW    7, r11, r10, r7, r9, r8     @ C7; c8..c11 = r10 r7 r9 r8
    /* D, low half: T[0..7] = 2 * C[0..7] + a[0..3]^2 (C0 = 0), in two
     * quarters. The doubling is an ADCS chain (its carry kept as
     * carry - 1 in r3 between the quarters); the squares go in through
     * UMAAL, which leaves the flags alone, with its own carry X (r12) and
     * a zero register Z (r11) to move X up one limb. */
    umull   r3, r12, r3, r3             @ {X : T0} = a0^2
    mov     r11, #0                     @ Z
    adds    r0, r0, r0                  @ 2 * C[1..3]
    adcs    r2, r2, r2
    adcs    lr, lr, lr
    umaal   r0, r12, r11, r11           @ T1 = 2C1 + X
    umaal   r2, r12, r4, r4             @ {X : T2} = 2C2 + a1^2 + X
    umaal   lr, r12, r11, r11           @ T3
    str     r3, [sp, #FR_T + 0]         @ T[0..3]
    str     r0, [sp, #FR_T + 4]
    str     r2, [sp, #FR_T + 8]
    str     lr, [sp, #FR_T + 12]
    sbc     r3, r3, r3                  @ doubling carry - 1
    ldr     r0, [sp, #FR_T + 16]        @ C4..C7
    ldr     r2, [sp, #FR_T + 20]
    ldr     lr, [sp, #FR_T + 24]
    ldr     r4, [sp, #FR_T + 28]
    rsbs    r3, r3, #0                  @ C = the doubling carry
    adcs    r0, r0, r0                  @ 2 * C[4..7]
    adcs    r2, r2, r2
    adcs    lr, lr, lr
    adcs    r4, r4, r4
    sbc     r3, r3, r3                  @ doubling carry into T8, minus 1
    umaal   r0, r12, r5, r5             @ T4 += a2^2
    umaal   r2, r12, r11, r11           @ T5
    umaal   lr, r12, r6, r6             @ T6 += a3^2
    umaal   r4, r12, r11, r11           @ T7; X (0 or 1) into T8
    str     r0, [sp, #FR_T + 16]        @ T[4..7]
    str     r2, [sp, #FR_T + 20]
    str     lr, [sp, #FR_T + 24]
    str     r4, [sp, #FR_T + 28]
    /* S2: the cross products of a[4..7] into C[9..14]; C8..C11 of S1
     * are still in r10 r7 r9 r8. */
    ldm     r1, {r0, r2, r4, r5}        @ a4 a5 a6 a7
    mov     r6, #0
    umaal   r7, r6, r0, r2              @ {c : C9} += a4*a5
    umaal   r9, r6, r0, r4              @ {c : C10} += a4*a6 + c
    umaal   r8, r6, r2, r4              @ {c : C11} += a5*a6 + c  (c = C12)
    mov     r1, #0
    umaal   r8, r1, r0, r5              @ {c' : C11} += a4*a7
    umaal   r6, r1, r2, r5              @ {c' : C12} += a5*a7 + c'
    mov     lr, #0
    umaal   lr, r1, r4, r5              @ {C14 : C13} = a6*a7 + c'
    /* D, high half: T[8..15] = 2 * C[8..15] + a[4..7]^2 + carries. */
    rsbs    r3, r3, #0                  @ C = the low half's doubling carry
    mov     r3, #0                      @ Z (flags kept)
    adcs    r10, r10, r10               @ 2 * C[8..14]
    adcs    r7, r7, r7
    adcs    r9, r9, r9
    adcs    r8, r8, r8
    adcs    r6, r6, r6
    adcs    lr, lr, lr
    adcs    r1, r1, r1
    adc     r11, r11, #0                @ T15 = the doubling's top bit (r11 = 0)
    umaal   r10, r12, r0, r0            @ {X : T8} = 2C8 + a4^2 + X
    umaal   r7, r12, r3, r3
    umaal   r9, r12, r2, r2             @ T10 += a5^2
    umaal   r8, r12, r3, r3
    umaal   r6, r12, r4, r4             @ T12 += a6^2
    umaal   lr, r12, r3, r3
    umaal   r1, r12, r5, r5             @ T14 += a7^2
    umaal   r11, r12, r3, r3            @ X = 0: a^2 < 2^512
    str     r10, [sp, #FR_T + 32]       @ T[8..14]; T[15] stays in r11
    str     r7, [sp, #FR_T + 36]
    str     r9, [sp, #FR_T + 40]
    str     r8, [sp, #FR_T + 44]
    str     r6, [sp, #FR_T + 48]
    str     lr, [sp, #FR_T + 52]
    str     r1, [sp, #FR_T + 56]
    REDUCE_AND_FINISH
    add     sp, sp, #68
    pop     {r4-r11, pc}
    .size   qzi_p256_sqr_armv7em, . - qzi_p256_sqr_armv7em

#endif /* __ARM_FEATURE_DSP */

/*
 * Generic bignum kernels for ARMv7E-M (Cortex-M4; also the Cortex-M33
 * with the DSP extension), Thumb-2 with UMAAL.
 *
 *   uint32_t qzi_bn_add_armv7em(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n);
 *   uint32_t qzi_bn_sub_armv7em(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n);
 *   uint32_t qzi_bn_cnd_sub_armv7em(uint32_t *r, const uint32_t *m, uint32_t mask, size_t n);
 *   void qzi_bn_mul_armv7em(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n);
 *   void qzi_bn_sqr_armv7em(uint32_t *r, const uint32_t *a, size_t n);
 *   void qzi_bn_mont_redc_armv7em(uint32_t *r, uint32_t *t, const uint32_t *m,
 *                                 uint32_t m0inv, size_t n);
 *   void qzi_bn_mont_mul_armv7em(uint32_t *r, const uint32_t *a, const uint32_t *b,
 *                                const uint32_t *m, uint32_t m0inv, size_t n);
 *
 * Contract (lib/internal/bignum_kernel.h): n-limb little-endian numbers,
 * 1 <= n <= 128, 4-byte aligned; the aliasing, range and constant-time
 * rules of that header. In particular:
 *  - add/sub: r may equal a or b (each limb is read before it is written);
 *    cnd_sub works in place; mul, sqr, mont_mul: r overlaps none of the
 *    inputs; mont_redc: r is t or does not overlap it.
 *  - Constant time: every loop runs a count that depends on n only; every
 *    conditional branch tests a loop counter or a value derived from n
 *    (n < 3, n < 22, n mod 2, 4 or 5; n / 5 by a multiply, no
 *    UDIV): n is public. No data-dependent address.
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr and flags clobbered.
 *  - Frames (not wiped, see the contract): the caller's r4-r11 and lr,
 *    public pointers and counts, and: mont_mul the current a[i+1] (MM_A1)
 *    and the accumulator's top bit; mont_redc the top bit. Stack, worst
 *    case, including the saved registers and the local final
 *    subtraction's 16 bytes: add/sub/cnd_sub 32, mul 60, sqr 60,
 *    mont_redc 84, mont_mul 92 bytes.
 *  - UMAAL is a DSP-extension instruction on ARMv8-M Mainline: this file
 *    assembles to nothing without __ARM_FEATURE_DSP (configure then
 *    selects the C kernels). configure selects this code (QZ_KERNEL_BIGNUM
 *    = armv7em) on the M4 and on the M33 with DSP alike; there is no
 *    separate armv8m version.
 *
 * Methods
 *  - add, sub, cnd_sub: one ADCS/SBCS chain: n mod 4 single limbs, then
 *    four limbs per LDM/STM; loop counters are tested with TEQ, which
 *    leaves the carry alone.
 *  - mul (operand scanning, four rows at a time): r[0..n) = 0; a pass
 *    holds a[i..i+3] in registers and sweeps b with a window of four
 *    partial limbs and a carry,
 *      {c : w3..w0} = w3..w0 + a[i..i+3] * b[j] + r[i+j];  r[i+j] = w0,
 *    the earlier passes' limb r[i+j] entering through UMAAL's carry
 *    operand (ML_LIMB; five limbs per loop pass with the window renamed,
 *    the n mod 5 others with moves); the window's last four limbs are
 *    stored at r[i+n..i+n+3]. The last n mod 4 rows one at a time.
 *  - sqr: for n < 22 mul(r, a, a, n) (faster there, M4 model); else the
 *    cross products a[i]*a[j], i < j, once, in mul's four-row passes
 *    (each pass's triangle j = i+1..i+3 written out), then r = 2r + the
 *    squares: one ADCS doubling chain through r, the squares added by
 *    UMAAL (flags untouched) with their own carry.
 *  - mont_mul: CIOS with r as the accumulator, two rows per pass over b
 *    and m (MM_PAIR_STEP): row i finishes limb j while row i+1 starts limb
 *    j+1, four UMAAL chains (a[i]*b, q[i]*m, a[i+1]*b, q[i+1]*m);
 *    q[i+1] comes from limb 1 after row i's first two limbs. The loop test
 *    is a CMP placed between the UMAALs (which leave the flags alone).
 *    (hi : r) < 2m after each row; the last row of an odd n and all rows
 *    of n < 3 go one at a time (MM_STEP). Final subtraction of m.
 *    (An unrolled n = 8 path, 1,076 bytes, served P-256's group order:
 *    400 / 385 cycles instead of 760 / 659 on the M4 / M33. ECDSA signing
 *    makes about a dozen products mod n a signature since the divstep
 *    inversion, about 4k cycles of the path's saving, and the path went.)
 *  - mont_redc: four rows at a time: the four quotient digits from a
 *    4x4 triangle of UMAAL chains on copies of t[i..i+3], then mul's
 *    window sweep with a = q[i..i+3] and b = m (t[i..i+3] come out zero),
 *    the window's top four limbs added into t[i+n..i+n+3] with the
 *    running carry hi; the last n mod 4 rows one at a time; then the
 *    final subtraction from t + n.
 *  - final subtraction (qzi_bn_final_sub_armv7em, local): dst = src - m,
 *    then dst += m AND mask, mask = -(borrow AND NOT hi), each pass n mod 4
 *    single limbs then four per LDM/STM.
 *
 * Measured, MODELLED cycles per call (build-aux/qz-trace-cycles: qemu-arm
 * instruction trace, Cortex-M4 TRM timings with zero wait states and
 * P = 2, and the M33 model of that script, P = 1; the function's own
 * instructions, its return and, for mont_mul/mont_redc, the final
 * subtraction included; a caller's BL adds 1 + P):
 *                       n:     8      12      17      64      128
 *   mont_mul    cortex-m4     760   1,410   2,605  28,788  110,740
 *               cortex-m33    659   1,201   2,180  23,535   89,999
 *     C ref, M4 (-O2)       1,912   4,084   7,969 108,032  428,992
 *   mont_redc   cortex-m4     517     819   1,427  11,569   40,849
 *               cortex-m33    462     727   1,263  10,076   35,436
 *   mul         cortex-m4     337     570   1,096  10,423   38,599
 *               cortex-m33    297     498     956   9,015   33,351
 *   sqr         cortex-m4     344     577   1,103   6,909   22,785
 *               cortex-m33    302     503     961   6,008   19,761
 *   add / sub / cnd_sub (n = 8):  M4 77 / 78 / 86,  M33 66 / 67 / 75;
 *                       (n = 64): M4 413 / 414 / 478, M33 346 / 347 / 411.
 * For large n, sqr + mont_redc (18.5k at n = 64 on the M4) and mul +
 * mont_redc (22.0k) beat mont_mul (28.8k), given a 2n-limb workspace.
 * Size: .text 2,472 bytes, of which mont_mul 502 (arm-none-eabi-gcc
 * 12.2).
 */
#if defined(__ARM_FEATURE_DSP)

    .syntax unified
    .thumb

/* x / 5 = (x * 52429) >> 18 for 0 <= x < 81920 (n <= 128 here): no UDIV,
 * which build-aux/qz-check-division keeps out of the library. */
    .equ DIV5_MUL,   52429
    .equ DIV5_SHIFT, 18

/* ---- add, sub, cnd_sub ------------------------------------------------ */

/* The body shared by add and sub: r = a OP b over n limbs, OP = ADCS or
 * SBCS, the carry flag set up by the caller; n mod 4 single limbs, then
 * four per LDM/STM. r0 = r, r1 = a, r2 = b, r3 = n; r4-r11 saved. On
 * exit the flags hold the final carry. */
    .macro ADDSUB_BODY op
    and     r12, r3, #3                 @ n mod 4 (no flags)
    teq     r12, #0
    beq     2f
1:  ldr     r4, [r1], #4                @ r[i] = a[i] OP b[i]
    ldr     r5, [r2], #4
    \op     r4, r4, r5
    str     r4, [r0], #4
    sub     r12, r12, #1
    teq     r12, #0                     @ Z only; C is kept
    bne     1b
2:  lsr     r3, r3, #2                  @ n / 4
    teq     r3, #0
    beq     4f
3:  ldm     r1!, {r4-r7}
    ldm     r2!, {r8-r11}
    \op     r4, r4, r8
    \op     r5, r5, r9
    \op     r6, r6, r10
    \op     r7, r7, r11
    stm     r0!, {r4-r7}
    sub     r3, r3, #1
    teq     r3, #0
    bne     3b
4:
    .endm

    .section .text.qz_fast.qzi_bn_add_armv7em,"ax",%progbits
    .global qzi_bn_add_armv7em
    .type   qzi_bn_add_armv7em, %function
    .align  2
    .thumb_func
qzi_bn_add_armv7em:                     @ r0 = r, r1 = a, r2 = b, r3 = n
    push    {r4-r11}
    cmn     r0, #0                      @ C = 0
    ADDSUB_BODY adcs
    adc     r0, r3, #0                  @ return the carry (r3 = 0)
    pop     {r4-r11}
    bx      lr
    .size   qzi_bn_add_armv7em, . - qzi_bn_add_armv7em

    .section .text.qz_fast.qzi_bn_sub_armv7em,"ax",%progbits
    .global qzi_bn_sub_armv7em
    .type   qzi_bn_sub_armv7em, %function
    .align  2
    .thumb_func
qzi_bn_sub_armv7em:                     @ r0 = r, r1 = a, r2 = b, r3 = n
    push    {r4-r11}
    cmp     r0, r0                      @ C = 1 (no borrow)
    ADDSUB_BODY sbcs
    sbc     r0, r3, r3                  @ -borrow (r3 = 0)
    neg     r0, r0                      @ return the borrow
    pop     {r4-r11}
    bx      lr
    .size   qzi_bn_sub_armv7em, . - qzi_bn_sub_armv7em

    .section .text.qz_fast.qzi_bn_cnd_sub_armv7em,"ax",%progbits
    .global qzi_bn_cnd_sub_armv7em
    .type   qzi_bn_cnd_sub_armv7em, %function
    .align  2
    .thumb_func
qzi_bn_cnd_sub_armv7em:                 @ r0 = r, r1 = m, r2 = mask, r3 = n
    push    {r4-r11}
    cmp     r0, r0                      @ C = 1 (no borrow)
    and     r12, r3, #3                 @ n mod 4 single limbs
    teq     r12, #0
    beq     2f
1:  ldr     r4, [r0]                    @ r[i] -= (m[i] & mask) + borrow
    ldr     r5, [r1], #4
    and     r5, r5, r2
    sbcs    r4, r4, r5
    str     r4, [r0], #4
    sub     r12, r12, #1
    teq     r12, #0
    bne     1b
2:  lsr     r3, r3, #2                  @ then four limbs at a time
    teq     r3, #0
    beq     4f
3:  ldm     r0, {r4-r7}
    ldm     r1!, {r8-r11}
    and     r8, r8, r2
    and     r9, r9, r2
    and     r10, r10, r2
    and     r11, r11, r2
    sbcs    r4, r4, r8
    sbcs    r5, r5, r9
    sbcs    r6, r6, r10
    sbcs    r7, r7, r11
    stm     r0!, {r4-r7}
    sub     r3, r3, #1
    teq     r3, #0
    bne     3b
4:  sbc     r0, r3, r3                  @ -borrow (r3 = 0)
    neg     r0, r0
    pop     {r4-r11}
    bx      lr
    .size   qzi_bn_cnd_sub_armv7em, . - qzi_bn_cnd_sub_armv7em

/* ---- mul, sqr ------------------------------------------------------------ */

    .equ ML_R,    0                     @ &r[i] of the next pass
    .equ ML_A,    4                     @ &a[i]
    .equ ML_B,    8                     @ b
    .equ ML_N,    12                    @ n
    .equ ML_I,    16                    @ rows left
    .equ ML_Q5,   20                    @ n / 5
    .equ ML_SIZE, 24

/* One limb j of a four-row pass: {c : w3..w0} = w3..w0 + a[i..i+3] * b[j]
 * + r[i+j] (the earlier passes' limb at w0's place enters as the carry),
 * then r[i+j] = w0 (w0..w3 hold this pass's sums only). r0 = &r[i+j], r1 = &b[j]; r4-r7 = a[i..i+3]; r3 = B,
 * r12 = c. The window w0..w3 is renamed by the caller (ML5) or moved
 * down (ML1). */
    .macro ML_LIMB w0, w1, w2, w3, c
    ldr     r3, [r1], #4                @ B = b[j]
    ldr     \c, [r0]                    @ c = r[i+j] of the earlier passes
    umaal   \w0, \c, r4, r3             @ {c : w0} = a[i]*B + w0 + c
    umaal   \w1, \c, r5, r3
    umaal   \w2, \c, r6, r3
    umaal   \w3, \c, r7, r3             @ c = the window's new top limb
    str     \w0, [r0], #4               @ r[i+j] = w0
    .endm

    .section .text.qz_fast.qzi_bn_mul_armv7em,"ax",%progbits
    .global qzi_bn_mul_armv7em
    .type   qzi_bn_mul_armv7em, %function
    .align  2
    .thumb_func
qzi_bn_mul_armv7em:                     @ r0 = r, r1 = a, r2 = b, r3 = n
    push    {r4-r11, lr}
    sub     sp, sp, #ML_SIZE
    str     r0, [sp, #ML_R]
    str     r1, [sp, #ML_A]
    str     r2, [sp, #ML_B]
    str     r3, [sp, #ML_N]
    str     r3, [sp, #ML_I]
    movw    r4, #DIV5_MUL
    mul     r5, r3, r4
    lsr     r5, r5, #DIV5_SHIFT         @ n / 5
    str     r5, [sp, #ML_Q5]
    mov     r4, r3                      @ r[0..n) = 0 (the rest is written)
    mov     r6, #0
1:  str     r6, [r0], #4
    subs    r4, r4, #1
    bne     1b
    ldr     r2, [sp, #ML_I]
    cmp     r2, #4
    blo     .Lml_single

    /* ---- passes of four rows: r[i..i+n+4) += a[i..i+3] * b; r[i+n..)
     * is still unwritten, the window's top four limbs go there */
.Lml_pass:
    ldr     r0, [sp, #ML_A]
    ldm     r0!, {r4-r7}                @ a[i..i+3]
    str     r0, [sp, #ML_A]
    ldr     r0, [sp, #ML_R]
    mov     r8, #0                      @ window = 0
    mov     r9, #0
    mov     r10, #0
    mov     r11, #0
    ldr     r1, [sp, #ML_B]
    ldr     r2, [sp, #ML_N]
    ldr     lr, [sp, #ML_Q5]
    mov     r12, #5                     @ r2 = n mod 5 single limbs first
    mls     r2, lr, r12, r2
    cbz     r2, 3f
2:  ML_LIMB r8, r9, r10, r11, r12       @ one limb, window moved down
    mov     r8, r9
    mov     r9, r10
    mov     r10, r11
    mov     r11, r12
    subs    r2, r2, #1
    bne     2b
3:  cmp     lr, #0                      @ then five limbs a pass, renamed
    beq     5f
4:  ML_LIMB r8, r9, r10, r11, r12
    ML_LIMB r9, r10, r11, r12, r8
    ML_LIMB r10, r11, r12, r8, r9
    ML_LIMB r11, r12, r8, r9, r10
    ML_LIMB r12, r8, r9, r10, r11
    subs    lr, lr, #1
    bne     4b
5:  stm     r0, {r8-r11}                @ r[i+n..i+n+3] = window
    ldr     r0, [sp, #ML_R]
    add     r0, r0, #16
    str     r0, [sp, #ML_R]
    ldr     r2, [sp, #ML_I]
    subs    r2, r2, #4
    str     r2, [sp, #ML_I]
    cmp     r2, #4
    bhs     .Lml_pass
    cmp     r2, #0
    beq     .Lml_done

    /* ---- single rows: the last n mod 4 (all of them when n < 4) */
.Lml_single:
    ldr     r1, [sp, #ML_A]
    ldr     r4, [r1], #4                @ a[i]
    str     r1, [sp, #ML_A]
    ldr     r8, [sp, #ML_R]             @ &r[i]
    add     r0, r8, #4
    str     r0, [sp, #ML_R]
    ldr     r9, [sp, #ML_B]
    ldr     r10, [sp, #ML_N]
    mov     r5, #0                      @ c = 0
6:  ldr     r6, [r8]                    @ t = r[i+j]
    ldr     r7, [r9], #4                @ b[j]
    umaal   r6, r5, r4, r7              @ {c : t} = a[i]*b[j] + t + c
    str     r6, [r8], #4
    subs    r10, r10, #1
    bne     6b
    str     r5, [r8]                    @ r[i+n] = c
    ldr     r2, [sp, #ML_I]
    subs    r2, r2, #1
    str     r2, [sp, #ML_I]
    bne     .Lml_single
.Lml_done:
    add     sp, sp, #ML_SIZE
    pop     {r4-r11, pc}
    .size   qzi_bn_mul_armv7em, . - qzi_bn_mul_armv7em

    .equ SQ_R,    0                     @ r
    .equ SQ_A,    4                     @ a
    .equ SQ_N,    8                     @ n
    .equ SQ_I,    12                    @ i: the first row of the pass
    .equ SQ_SIZE, 16
    .equ SQ_MIN_N, 22                   @ from n = 22 the square beats mul (M4 model)

    .section .text.qz_fast.qzi_bn_sqr_armv7em,"ax",%progbits
    .global qzi_bn_sqr_armv7em
    .type   qzi_bn_sqr_armv7em, %function
    .align  2
    .thumb_func
qzi_bn_sqr_armv7em:                     @ r0 = r, r1 = a, r2 = n
    cmp     r2, #SQ_MIN_N               @ below the crossover: mul(r, a, a, n)
    bhs     0f                          @ (n is public)
    mov     r3, r2
    mov     r2, r1
    b       qzi_bn_mul_armv7em
0:  push    {r4-r11, lr}
    sub     sp, sp, #SQ_SIZE
    str     r0, [sp, #SQ_R]
    str     r1, [sp, #SQ_A]
    str     r2, [sp, #SQ_N]
    mov     r3, #0
    str     r3, [sp, #SQ_I]
    lsl     r4, r2, #1                  @ r[0..2n) = 0
    mov     r5, #0
1:  str     r5, [r0], #4
    subs    r4, r4, #1
    bne     1b

    /* ---- 1. the cross products a[i]*a[j], i < j, once: passes of four
     * rows i..i+3 (while i + 4 <= n): the triangle j = i+1..i+3 straight
     * (the rows' first products, with the window's zero limbs renamed),
     * then mul's window sweep over j = i+4..n-1. */
.Lsq_pass:
    ldr     r2, [sp, #SQ_N]
    ldr     r3, [sp, #SQ_I]
    sub     r2, r2, r3
    cmp     r2, #4
    blo     .Lsq_rows
    ldr     r1, [sp, #SQ_A]
    add     r1, r1, r3, lsl #2          @ &a[i]
    ldm     r1!, {r4-r7}                @ A = a[i..i+3]; r1 = &a[i+4]
    ldr     r0, [sp, #SQ_R]
    add     r0, r0, r3, lsl #3
    add     r0, r0, #4                  @ &r[2i+1]
    mov     r8, #0                      @ j = i+1: a[i]*a[i+1] at 2i+1
    ldr     r12, [r0]
    umaal   r8, r12, r4, r5
    str     r8, [r0], #4                @ r12 = v2
    ldr     r8, [r0]                    @ j = i+2: a[i], a[i+1] times a[i+2]
    umaal   r12, r8, r4, r6             @ {c : v2} = a[i]*a[i+2] + v2 + r[2i+2]
    str     r12, [r0], #4
    mov     r9, #0
    umaal   r9, r8, r5, r6              @ {c : v3} = a[i+1]*a[i+2] + c  (r8 = v4)
    ldr     r12, [r0]                   @ j = i+3: a[i..i+2] times a[i+3]
    umaal   r9, r12, r4, r7             @ {c : v3} = a[i]*a[i+3] + v3 + r[2i+3]
    str     r9, [r0], #4
    umaal   r8, r12, r5, r7             @ {c : v4} = a[i+1]*a[i+3] + v4 + c
    mov     r10, #0
    umaal   r10, r12, r6, r7            @ {c : v5} = a[i+2]*a[i+3] + c  (r12 = v6)
    mov     r9, r10                     @ window = v4 v5 v6 0, r0 = &r[2i+4]
    mov     r10, r12
    mov     r11, #0
    sub     r2, r2, #4                  @ n - i - 4 full limbs
    movw    r12, #DIV5_MUL
    mul     lr, r2, r12
    lsr     lr, lr, #DIV5_SHIFT         @ count / 5
    mov     r12, #5
    mls     r2, lr, r12, r2
    cbz     r2, 3f
2:  ML_LIMB r8, r9, r10, r11, r12
    mov     r8, r9
    mov     r9, r10
    mov     r10, r11
    mov     r11, r12
    subs    r2, r2, #1
    bne     2b
3:  cmp     lr, #0
    beq     5f
4:  ML_LIMB r8, r9, r10, r11, r12
    ML_LIMB r9, r10, r11, r12, r8
    ML_LIMB r10, r11, r12, r8, r9
    ML_LIMB r11, r12, r8, r9, r10
    ML_LIMB r12, r8, r9, r10, r11
    subs    lr, lr, #1
    bne     4b
5:  stm     r0, {r8-r11}                @ r[i+n..i+n+3] (still zero before)
    ldr     r3, [sp, #SQ_I]
    add     r3, r3, #4
    str     r3, [sp, #SQ_I]
    b       .Lsq_pass

    /* The last n - i < 4 rows one at a time: {c : r[k+j]} = a[k]*a[j]
     * + r[k+j] + c for j = k+1..n-1, then r[k+n] = c. */
.Lsq_rows:
    ldr     r3, [sp, #SQ_I]             @ k
    ldr     r2, [sp, #SQ_N]
    sub     r2, r2, r3
    subs    r2, r2, #1                  @ n - 1 - k products
    bls     .Lsq_diag                   @ (none: k = n - 1, or n = 0)
    ldr     r1, [sp, #SQ_A]
    add     r1, r1, r3, lsl #2
    ldr     r4, [r1], #4                @ a[k]; r1 = &a[k+1]
    ldr     r0, [sp, #SQ_R]
    add     r0, r0, r3, lsl #3
    add     r0, r0, #4                  @ &r[2k+1]
    mov     r5, #0
6:  ldr     r6, [r0]
    ldr     r7, [r1], #4
    umaal   r6, r5, r4, r7
    str     r6, [r0], #4
    subs    r2, r2, #1
    bne     6b
    str     r5, [r0]                    @ r[k+n] = c
    add     r3, r3, #1
    str     r3, [sp, #SQ_I]
    b       .Lsq_rows

    /* ---- 2. r = 2r + the squares a[k]^2 at r[2k..2k+1]: the doubling
     * is an ADCS chain through the whole of r, the squares go in with
     * UMAAL (flags untouched) and its own carry X (r12), Z (lr) = 0. */
.Lsq_diag:
    ldr     r0, [sp, #SQ_R]
    ldr     r1, [sp, #SQ_A]
    ldr     r2, [sp, #SQ_N]
    mov     r12, #0                     @ X
    mov     lr, #0                      @ Z
    cmn     r0, #0                      @ C = 0
    tst     r2, #1                      @ (Z flag only)
    beq     7f
    ldm     r0, {r4, r5}                @ odd n: one limb of a first
    ldr     r8, [r1], #4
    adcs    r4, r4, r4
    adcs    r5, r5, r5
    umaal   r4, r12, r8, r8
    umaal   r5, r12, lr, lr
    stm     r0!, {r4, r5}
7:  lsr     r2, r2, #1                  @ two limbs of a per pass
    teq     r2, #0
    beq     9f
8:  ldm     r0, {r4-r7}
    ldm     r1!, {r8, r9}
    adcs    r4, r4, r4
    adcs    r5, r5, r5
    adcs    r6, r6, r6
    adcs    r7, r7, r7
    umaal   r4, r12, r8, r8             @ {X : r[2k]} = 2r[2k] + a[k]^2 + X
    umaal   r5, r12, lr, lr
    umaal   r6, r12, r9, r9
    umaal   r7, r12, lr, lr
    stm     r0!, {r4-r7}
    sub     r2, r2, #1
    teq     r2, #0
    bne     8b
9:  add     sp, sp, #SQ_SIZE
    pop     {r4-r11, pc}
    .size   qzi_bn_sqr_armv7em, . - qzi_bn_sqr_armv7em

/* ---- final subtraction ------------------------------------------------------
 * qzi_bn_final_sub_armv7em (local): r0 = dst, r1 = src, r2 = m, r3 = n,
 * r12 = hi (0 or 1). dst = (hi : src) - m when that does not borrow, else
 * src; (hi : src) < 2m. dst is src or does not overlap it. Clobbers
 * r0-r12 and the flags (its callers saved r4-r11); keeps lr. Two passes
 * (subtract; add m back under the mask), each n mod 4 single limbs and
 * then four limbs per LDM/STM; the loop counters are tested with TEQ,
 * which leaves the carry alone. */
    .section .text.qz_fast.qzi_bn_final_sub_armv7em,"ax",%progbits
    .type   qzi_bn_final_sub_armv7em, %function
    .align  2
    .thumb_func
qzi_bn_final_sub_armv7em:
    push    {r0, r2, r3, lr}            @ dst, m, n for the second pass
    cmp     r0, r0                      @ C = 1: no borrow yet
    ands    r4, r3, #3                  @ (n mod 4: flags N/Z only)
    teq     r4, #0
    beq     2f
1:  ldr     r5, [r1], #4                @ dst[i] = src[i] - m[i] - borrow
    ldr     r6, [r2], #4
    sbcs    r5, r5, r6
    str     r5, [r0], #4
    sub     r4, r4, #1
    teq     r4, #0
    bne     1b
2:  lsr     r3, r3, #2                  @ n / 4 (no flags)
    teq     r3, #0
    beq     4f
3:  ldm     r1!, {r4-r7}
    ldm     r2!, {r8-r11}
    sbcs    r4, r4, r8
    sbcs    r5, r5, r9
    sbcs    r6, r6, r10
    sbcs    r7, r7, r11
    stm     r0!, {r4-r7}
    sub     r3, r3, #1
    teq     r3, #0
    bne     3b
4:  sbc     r4, r4, r4                  @ -borrow
    sub     r12, r12, #1                @ hi - 1: all-ones iff hi = 0
    and     r12, r12, r4                @ keep = -(borrow & !hi)
    pop     {r0, r2, r3}                @ dst, m, n back
    cmn     r0, #0                      @ C = 0
    ands    r4, r3, #3
    teq     r4, #0
    beq     6f
5:  ldr     r5, [r0]                    @ dst[i] += m[i] & keep
    ldr     r6, [r2], #4
    and     r6, r6, r12
    adcs    r5, r5, r6
    str     r5, [r0], #4
    sub     r4, r4, #1
    teq     r4, #0
    bne     5b
6:  lsr     r3, r3, #2
    teq     r3, #0
    beq     8f
7:  ldm     r0, {r4-r7}
    ldm     r2!, {r8-r11}
    and     r8, r8, r12
    and     r9, r9, r12
    and     r10, r10, r12
    and     r11, r11, r12
    adcs    r4, r4, r8
    adcs    r5, r5, r9
    adcs    r6, r6, r10
    adcs    r7, r7, r11
    stm     r0!, {r4-r7}
    sub     r3, r3, #1
    teq     r3, #0
    bne     7b
8:  pop     {pc}
    .size   qzi_bn_final_sub_armv7em, . - qzi_bn_final_sub_armv7em

/* ---- mont_redc ----------------------------------------------------------- */

    .equ RD_R,    0                     @ r
    .equ RD_T,    4                     @ &t[i] of the next pass or row
    .equ RD_M,    8                     @ m
    .equ RD_M0,   12                    @ m0inv
    .equ RD_N,    16                    @ n
    .equ RD_I,    20                    @ rows left
    .equ RD_HI,   24                    @ carry into t[i+n]
    .equ RD_Q5,   28                    @ n / 5
    .equ RD_SIZE, 32
    .equ RD_ARGS, RD_SIZE + 36          @ stacked argument n

    .section .text.qz_fast.qzi_bn_mont_redc_armv7em,"ax",%progbits
    .global qzi_bn_mont_redc_armv7em
    .type   qzi_bn_mont_redc_armv7em, %function
    .align  2
    .thumb_func
qzi_bn_mont_redc_armv7em:               @ r0 = r, r1 = t, r2 = m, r3 = m0inv, [sp] = n
    push    {r4-r11, lr}
    sub     sp, sp, #RD_SIZE
    ldr     r4, [sp, #RD_ARGS]          @ n
    str     r0, [sp, #RD_R]
    str     r1, [sp, #RD_T]
    str     r2, [sp, #RD_M]
    str     r3, [sp, #RD_M0]
    str     r4, [sp, #RD_N]
    str     r4, [sp, #RD_I]
    movw    r5, #DIV5_MUL
    mul     r5, r4, r5
    lsr     r5, r5, #DIV5_SHIFT         @ n / 5
    str     r5, [sp, #RD_Q5]
    mov     r5, #0
    str     r5, [sp, #RD_HI]
    cmp     r4, #4
    blo     .Lrd_single

    /* ---- passes of four rows: t += Q * m * 2^(32i), Q = q[i..i+3] */
.Lrd_pass:
    /* The four quotient digits, from t[i..i+3] in registers (t itself
     * is left alone): a 4x4 triangle of per-row UMAAL chains. */
    ldr     r0, [sp, #RD_T]
    ldr     r1, [sp, #RD_M]
    ldr     lr, [sp, #RD_M0]
    ldm     r0, {r8-r11}                @ x0..x3 = t[i..i+3]
    ldm     r1, {r0-r3}                 @ m[0..3]
    mul     r4, r8, lr                  @ q0 = x0 * m0inv
    mov     r12, #0
    umaal   r8, r12, r4, r0             @ {d0 : 0} = q0*m0 + x0
    umaal   r9, r12, r4, r1             @ {d0 : x1} = q0*m1 + x1 + d0
    mul     r5, r9, lr                  @ q1
    mov     r8, #0
    umaal   r9, r8, r5, r0              @ {d1 : 0} = q1*m0 + x1
    umaal   r10, r12, r4, r2            @ {d0 : x2} = q0*m2 + x2 + d0
    umaal   r10, r8, r5, r1             @ {d1 : x2} = q1*m1 + x2 + d1
    mul     r6, r10, lr                 @ q2
    mov     r9, #0
    umaal   r10, r9, r6, r0             @ {d2 : 0} = q2*m0 + x2
    umaal   r11, r12, r4, r3            @ x3 += q0*m3 + d0
    umaal   r11, r8, r5, r2             @ x3 += q1*m2 + d1
    umaal   r11, r9, r6, r1             @ x3 += q2*m1 + d2
    mul     r7, r11, lr                 @ q3
    /* The sweep: as in mul, with a = Q and b = m; t[i+j] enters as the
     * carry and receives w0 (zero for j < 4, by the choice of Q). */
    ldr     r0, [sp, #RD_T]
    ldr     r1, [sp, #RD_M]
    mov     r8, #0
    mov     r9, #0
    mov     r10, #0
    mov     r11, #0
    ldr     r2, [sp, #RD_N]
    ldr     lr, [sp, #RD_Q5]
    mov     r12, #5
    mls     r2, lr, r12, r2             @ n mod 5 single limbs first
    cbz     r2, 3f
2:  ML_LIMB r8, r9, r10, r11, r12
    mov     r8, r9
    mov     r9, r10
    mov     r10, r11
    mov     r11, r12
    subs    r2, r2, #1
    bne     2b
3:  cmp     lr, #0
    beq     5f
4:  ML_LIMB r8, r9, r10, r11, r12
    ML_LIMB r9, r10, r11, r12, r8
    ML_LIMB r10, r11, r12, r8, r9
    ML_LIMB r11, r12, r8, r9, r10
    ML_LIMB r12, r8, r9, r10, r11
    subs    lr, lr, #1
    bne     4b
5:  /* t[i+n..i+n+3] += window + hi; the carry out is the next hi */
    ldm     r0, {r4-r7}
    ldr     r12, [sp, #RD_HI]
    mov     r2, #0
    cmp     r12, #1                     @ C = hi
    adcs    r4, r4, r8
    adcs    r5, r5, r9
    adcs    r6, r6, r10
    adcs    r7, r7, r11
    adc     r2, r2, #0
    stm     r0, {r4-r7}
    str     r2, [sp, #RD_HI]
    ldr     r0, [sp, #RD_T]
    add     r0, r0, #16
    str     r0, [sp, #RD_T]
    ldr     r2, [sp, #RD_I]
    subs    r2, r2, #4
    str     r2, [sp, #RD_I]
    cmp     r2, #4
    bhs     .Lrd_pass
    cmp     r2, #0
    beq     .Lrd_done

    /* ---- single rows: q = t[i] * m0inv, t[i..i+n) += q * m, then
     * {hi : t[i+n]} = t[i+n] + c + hi (one UMAAL by 1) */
.Lrd_single:
    ldr     r1, [sp, #RD_T]
    ldr     r2, [sp, #RD_M]
    ldr     r3, [sp, #RD_M0]
    ldr     r0, [sp, #RD_N]
    ldr     r12, [sp, #RD_HI]
    mov     lr, #1
    ldr     r6, [r1]                    @ t[i]
    mov     r5, #0                      @ c = 0
    mul     r4, r6, r3                  @ q = t[i] * m0inv mod 2^32
    mov     r8, r1
6:  ldr     r6, [r8]                    @ t[i+j]
    ldr     r7, [r2], #4                @ m[j]
    umaal   r6, r5, r4, r7              @ {c : t} = q*m[j] + t[i+j] + c
    str     r6, [r8], #4
    subs    r0, r0, #1
    bne     6b
    ldr     r6, [r8]                    @ t[i+n]
    umaal   r6, r12, lr, r5             @ {hi : t[i+n]} = t[i+n] + c + hi
    str     r6, [r8]
    str     r12, [sp, #RD_HI]
    add     r1, r1, #4
    str     r1, [sp, #RD_T]
    ldr     r2, [sp, #RD_I]
    subs    r2, r2, #1
    str     r2, [sp, #RD_I]
    bne     .Lrd_single
.Lrd_done:
    ldr     r12, [sp, #RD_HI]
    ldr     r3, [sp, #RD_N]
    ldr     r0, [sp, #RD_R]             @ dst = r
    ldr     r1, [sp, #RD_T]             @ src = t + n
    ldr     r2, [sp, #RD_M]
    bl      qzi_bn_final_sub_armv7em
    add     sp, sp, #RD_SIZE
    pop     {r4-r11, pc}
    .size   qzi_bn_mont_redc_armv7em, . - qzi_bn_mont_redc_armv7em

/* ---- mont_mul ------------------------------------------------------------ */

    .equ MM_R,    0                     @ r
    .equ MM_A,    4                     @ &a[i] (the next row's a limb)
    .equ MM_B,    8                     @ b
    .equ MM_M,    12                    @ m
    .equ MM_M0,   16                    @ m0inv
    .equ MM_N,    20                    @ n
    .equ MM_I,    24                    @ rows left
    .equ MM_HI,   28                    @ hi: the accumulator's top bit
    .equ MM_BEND, 32                    @ b + 4(n-1): end of a pair's steady loop
    .equ MM_A1,   36                    @ a[i+1] of the current pair
    .equ MM_SIZE, 40
    .equ MM_ARGS, MM_SIZE + 36          @ stacked arguments m0inv, n

/* Single row, one limb j (1 <= j < n): r11 = &r[j], r12 = &b[j],
 * lr = &m[j]; r4 = a[i], r5 = q, r6 = c1, r7 = c2. */
    .macro MM_STEP
    ldr     r8, [r11], #4               @ t = r[j]
    ldr     r9, [r12], #4               @ b[j]
    ldr     r10, [lr], #4               @ m[j]
    umaal   r8, r6, r4, r9              @ {c1 : t} = a[i]*b[j] + t + c1
    umaal   r8, r7, r5, r10             @ {c2 : t} = q*m[j] + t + c2
    str     r8, [r11, #-8]              @ r[j-1] = t
    .endm

/* Row pair, steady limb j (2 <= j <= n-2). On entry r0 = t[j] holds r[j]
 * plus row i+1's products of limb j-1; r12 = &b[j], lr = &m[j],
 * r3 = &r[j+1]. Row i finishes limb j (stored to r[j-2]); row i+1 starts
 * limb j+1 in r0. r4/r5 = a[i]/q[i] with carries r8/r9, r6/r7 =
 * a[i+1]/q[i+1] with carries r10/r11. CMP, when asked, sets the flags for
 * the loop test (UMAAL leaves them alone). */
    .macro MM_PAIR_STEP cmp=0
    ldr     r1, [r12], #4               @ b[j]
    ldr     r2, [lr], #4                @ m[j]
    umaal   r0, r8, r4, r1              @ {c1 : t} = a[i]*b[j] + t + c1
    umaal   r0, r9, r5, r2              @ {c2 : t} = q[i]*m[j] + t + c2
    str     r0, [r3, #-12]              @ r[j-2] = t (limb j done)
    .if \cmp
    ldr     r0, [sp, #MM_BEND]
    cmp     r12, r0                     @ Z: b[n-1] is next
    .endif
    ldr     r0, [r3], #4                @ t = r[j+1]
    umaal   r0, r10, r6, r1             @ {c3 : t} = a[i+1]*b[j] + t + c3
    umaal   r0, r11, r7, r2             @ {c4 : t} = q[i+1]*m[j] + t + c4
    .endm

    .section .text.qz_fast.qzi_bn_mont_mul_armv7em,"ax",%progbits
    .global qzi_bn_mont_mul_armv7em
    .type   qzi_bn_mont_mul_armv7em, %function
    .align  2
    .thumb_func
qzi_bn_mont_mul_armv7em:                @ r0 = r, r1 = a, r2 = b, r3 = m, [sp] = m0inv, [sp+4] = n
    push    {r4-r11, lr}
    sub     sp, sp, #MM_SIZE
    ldr     r4, [sp, #MM_ARGS]          @ m0inv
    ldr     r5, [sp, #MM_ARGS + 4]      @ n
    str     r0, [sp, #MM_R]
    str     r1, [sp, #MM_A]
    str     r2, [sp, #MM_B]
    str     r3, [sp, #MM_M]
    str     r4, [sp, #MM_M0]
    str     r5, [sp, #MM_N]
    str     r5, [sp, #MM_I]
    add     r6, r2, r5, lsl #2
    sub     r6, r6, #4
    str     r6, [sp, #MM_BEND]          @ b + 4(n-1)
    mov     r6, #0
    str     r6, [sp, #MM_HI]            @ hi = 0
    mov     r11, r0                     @ r[0..n) = 0
1:  str     r6, [r11], #4
    subs    r5, r5, #1
    bne     1b
    ldr     r5, [sp, #MM_N]
    cmp     r5, #3                      @ n < 3: single rows only (n is public)
    blo     .Lmm_single

    /* ---- rows in pairs: (r + a[i]*b + q[i]*m + 2^32 (a[i+1]*b + q[i+1]*m)) / 2^64 */
.Lmm_pair:
    ldr     r12, [sp, #MM_A]
    ldr     r4, [r12], #4               @ a[i]
    ldr     r6, [r12], #4               @ a[i+1]
    str     r12, [sp, #MM_A]
    str     r6, [sp, #MM_A1]
    ldr     r3, [sp, #MM_R]             @ &r[0]
    ldr     r12, [sp, #MM_B]
    ldr     lr, [sp, #MM_M]
    ldr     r7, [sp, #MM_M0]
    /* limb 0: row i only */
    ldr     r0, [r3], #4                @ t = r[0]
    ldr     r1, [r12], #4               @ b[0]
    ldr     r2, [lr], #4                @ m[0]
    mov     r8, #0
    umaal   r0, r8, r4, r1              @ {c1 : t} = a[i]*b[0] + r[0]
    mul     r5, r0, r7                  @ q[i] = t * m0inv
    mov     r9, #0
    umaal   r0, r9, r5, r2              @ {c2 : 0} = q[i]*m[0] + t
    /* limb 1: row i; row i+1's a[i+1]*b[0]; then q[i+1] */
    ldr     r0, [r3], #4                @ t = r[1]
    mov     r10, #0
    umaal   r0, r10, r6, r1             @ {c3 : t} = a[i+1]*b[0] + r[1]
    ldr     r1, [r12], #4               @ b[1]
    ldr     r11, [lr], #4               @ m[1] (for now in c4's register)
    umaal   r0, r8, r4, r1              @ {c1 : t} = a[i]*b[1] + t + c1
    umaal   r0, r9, r5, r11             @ {c2 : t} = q[i]*m[1] + t + c2
    mul     r7, r0, r7                  @ q[i+1] = t * m0inv
    mov     r6, #0
    umaal   r0, r6, r7, r2              @ {c4 : 0} = q[i+1]*m[0] + t
    mov     r2, r11                     @ m[1]
    mov     r11, r6                     @ c4
    ldr     r6, [sp, #MM_A1]            @ a[i+1] back
    /* limb 2 of row i+1 */
    ldr     r0, [r3], #4                @ t = r[2]
    umaal   r0, r10, r6, r1             @ {c3 : t} = a[i+1]*b[1] + r[2] + c3
    umaal   r0, r11, r7, r2             @ {c4 : t} = q[i+1]*m[1] + t + c4
    /* limbs 2 .. n-2: n-3 steady steps, two per loop pass */
    ldr     r1, [sp, #MM_N]
    subs    r1, r1, #3
    beq     3f
    tst     r1, #1
    beq     2f
    MM_PAIR_STEP cmp=1
    beq     3f
2:  MM_PAIR_STEP
    MM_PAIR_STEP cmp=1
    bne     2b
3:  /* limb n-1, then the two top limbs */
    ldr     r1, [r12]                   @ b[n-1]
    ldr     r2, [lr]                    @ m[n-1]
    umaal   r0, r8, r4, r1
    umaal   r0, r9, r5, r2
    str     r0, [r3, #-12]              @ r[n-3]
    ldr     r0, [sp, #MM_HI]            @ t = hi (limb n)
    umaal   r0, r10, r6, r1             @ {c3 : t} = a[i+1]*b[n-1] + hi + c3
    umaal   r0, r11, r7, r2             @ {c4 : t} = q[i+1]*m[n-1] + t + c4
    mov     r1, #1
    umaal   r0, r8, r1, r9              @ {c1 : t} = t + c1 + c2
    str     r0, [r3, #-8]               @ r[n-2]
    umaal   r8, r10, r1, r11            @ {hi : r[n-1]} = c1 + c3 + c4
    str     r8, [r3, #-4]               @ r[n-1]
    str     r10, [sp, #MM_HI]
    ldr     r2, [sp, #MM_I]
    subs    r2, r2, #2
    str     r2, [sp, #MM_I]
    cmp     r2, #2
    bhs     .Lmm_pair
    cmp     r2, #0
    beq     .Lmm_done

    /* ---- single rows (n < 3, or the last row of an odd n) */
.Lmm_single:
    ldr     r1, [sp, #MM_A]
    ldr     r4, [r1], #4                @ a[i]
    str     r1, [sp, #MM_A]
    ldr     r12, [sp, #MM_B]
    ldr     lr, [sp, #MM_M]
    ldr     r5, [sp, #MM_M0]
    ldr     r11, [sp, #MM_R]
    ldr     r8, [r11], #4               @ t = r[0]
    ldr     r9, [r12], #4               @ b[0]
    mov     r6, #0
    mov     r7, #0
    umaal   r8, r6, r4, r9              @ {c1 : t} = a[i]*b[0] + r[0]
    ldr     r10, [lr], #4               @ m[0]
    mul     r5, r8, r5                  @ q = t * m0inv mod 2^32
    umaal   r8, r7, r5, r10             @ {c2 : 0} = q*m[0] + t
    ldr     r2, [sp, #MM_N]
    subs    r2, r2, #1                  @ limbs 1..n-1
    beq     5f
4:  MM_STEP
    subs    r2, r2, #1
    bne     4b
5:  ldr     r3, [sp, #MM_HI]
    mov     r9, #1
    umaal   r6, r7, r9, r3              @ {c2 : c1} = c1 + c2 + hi
    str     r6, [r11, #-4]              @ r[n-1]
    str     r7, [sp, #MM_HI]
    ldr     r2, [sp, #MM_I]
    subs    r2, r2, #1
    str     r2, [sp, #MM_I]
    bne     .Lmm_single
.Lmm_done:
    ldr     r12, [sp, #MM_HI]
    ldr     r3, [sp, #MM_N]
    ldr     r0, [sp, #MM_R]
    mov     r1, r0                      @ src = dst = r
    ldr     r2, [sp, #MM_M]
    bl      qzi_bn_final_sub_armv7em
    add     sp, sp, #MM_SIZE
    pop     {r4-r11, pc}

    .size   qzi_bn_mont_mul_armv7em, . - qzi_bn_mont_mul_armv7em

#endif /* __ARM_FEATURE_DSP */

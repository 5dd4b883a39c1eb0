/*
 * RSA-sized Montgomery products for ARMv7E-M (Cortex-M4; the Cortex-M33
 * with the DSP extension), Thumb-2 with UMAAL:
 *
 *   void qzi_bn_mont_sqr_armv7em(uint32_t *r, uint32_t *t, const uint32_t *a,
 *                                const uint32_t *m, uint32_t m0inv, size_t n);
 *   void qzi_bn_mont_mulw_armv7em(uint32_t *r, uint32_t *t, const uint32_t *a,
 *                                 const uint32_t *b, const uint32_t *m,
 *                                 uint32_t m0inv, size_t n);
 *   void qzi_bn_mont_sqr_lazy_armv7em(...), qzi_bn_mont_mulw_lazy_armv7em(...)
 *                                 (the same arguments)
 *
 * Contract (lib/internal/bignum_kernel.h): r = a^2 2^(-32n) mod m, resp.
 * r = a b 2^(-32n) mod m, fully reduced, for a, b < m; m odd with a
 * nonzero top limb, m0inv = -m^-1 mod 2^32, 1 <= n <= 128. t is 2n limbs
 * of scratch, overwritten; t overlaps none of r, a, b, m; r may be a or b.
 *  - The lazy entries: a, b < 2^(32n) = R (any value), r < R congruent to
 *    the same product, not necessarily below m: the last stage is one
 *    pass r = t[n..2n) - (m AND -hi) (the bound that makes it enough:
 *    bignum_kernel.h); equal to their C twins' (lib/generic/bignum.c).
 *    For n not a multiple of 4 or below 8 they are the full kernels (a, b
 *    < m, r < m: bignum_kernel.h).
 *  - n a multiple of 4 and n >= 8 (every RSA size: 32, 48, 64, 96, 128)
 *    takes the code below; any other n is passed on to the bignum set's
 *    qzi_bn_sqr/qzi_bn_mul and qzi_bn_mont_redc (lib/arch/armv7em/bignum.S).
 *    n is public; that choice is a branch on n only.
 *  - Constant time: every loop count and every branch (TBB included)
 *    depends on n only; no address depends on a limb value. The final
 *    subtraction is a masked select (UADD8 sets the GE flags from the
 *    mask, SEL picks bytes: both single-cycle, doc/security.md).
 *  - AAPCS: r4-r11 and sp preserved. Stack: 36 bytes of saved registers
 *    and a 60-byte frame (96; the fallback 48 and its callees').
 *  - Frame (not wiped, bignum_kernel.h): public pointers and counts and
 *    the reduction's top carry bit.
 *  - Section: .text.qz_fast.qzi_bn_mont_sqr_armv7em (both entries and
 *    their shared reduction): only lib/rsa calls them, so --gc-sections
 *    drops the whole of it from the images without RSA.
 *
 * Method. Three stages, each a sequence of four-row passes over one
 * operand with a five-register window (the bignum.S mul sweep):
 *   column j of a pass over B with rows A = A0..A3 in r4-r7:
 *     B = b[j]; c = t[i+j]; {c : w3 w2 w1 w0} = w3..w0 + A * B + c;
 *     t[i+j] = w0; the window moves down one limb (registers renamed).
 *   The sweep is unrolled ten columns a loop pass (the window's names
 *   repeat every five); a pass of N columns enters the unrolled body at
 *   column (10 - N mod 10) mod 10 through a TBB on N mod 10 (Duff's
 *   device), so no column is done apart and the window leaves in r8-r11
 *   whatever N is. N is a multiple of 4 here (n is, and the square's
 *   sweeps are n - i - 4 columns, i a multiple of 4): the odd entries are
 *   never taken.
 *  1. The product into t: mulw: n/4 passes of rows a[i..i+3] over all of
 *     b (t[0..n) zeroed first, the window stored at t[i+n..i+n+3]).
 *     sqr: t[0..n) zeroed (each pass reads only limbs that the first
 *     pass finds zero or an earlier pass wrote); n/4 passes of rows a[i..i+3]: their six products
 *     a[i+k] a[i+l], k < l, straight, then the sweep over a[i+4..n);
 *     then t = 2t + the squares a[k]^2 (an ADCS chain doubles, UMAAL adds
 *     the squares with its own carry; the flags are left alone by UMAAL).
 *  2. The reduction of t: n/4 passes; each takes its four quotient
 *     digits q[i..i+3] from UMAAL chains on copies of t[i..i+3] and
 *     finishes the whole 4x4 block Q m[0..3] in registers (the quotient
 *     digits need its lower triangle anyway; seven more UMAALs give the
 *     upper one, and the block's low four limbs are zero), so its window
 *     (t[i+4..i+7]'s share) enters the sweep over m[4..n) at column 4:
 *     n - 4 columns, not n (four columns, 32 cycles, against seven
 *     UMAALs and the window's moves to the entry column's names); then
 *     the window and the running carry hi go to t[i+n..i+n+3]. t[i..i+3]
 *     is left as it was (scratch: no pass reads it again).
 *  3. r = (hi : t[n..2n)) - m when that does not borrow, else t[n..2n):
 *     one pass writes the difference to r, a second selects. The lazy
 *     entries (F_LZ = 1 in the frame): r = t[n..2n) - (m AND -hi), one
 *     pass.
 *
 * Registers of a sweep: r0 = &t[i+j], r1 = &b[j] (or &m[j], &a[j]),
 * r3 = B, r4-r7 = A, r8-r12 the window and its carry (renamed), lr = loop
 * passes left; r2 the TBB index. The reduction's block: r0-r3 = m[0..3],
 * r4-r7 = q[0..3], r8-r12 the columns' sums and the rows' carries, lr =
 * m0inv.
 *
 * Measured, MODELLED cycles per call (qz-mcusim, ideal memory, DWT_CYCCNT
 * around the call; 2026-12-04), against the two calls they replace and
 * this file's figures of 2026-12-03 (before the lazy entries and the
 * reduction's 4x4 block; "before"):
 *                          n:     32      48      64      96     128
 *   mont_sqr_lazy cortex-m4    4,792   9,578  15,924  33,591  57,630
 *                 cortex-m33   4,241   8,434  13,989  29,406  50,370
 *   mont_mulw_lazy cortex-m4   5,427  11,303  19,323  41,891  72,971
 *                 cortex-m33   4,770   9,898  16,890  36,538  63,594
 *   mont_sqr    cortex-m4      4,944   9,806  16,228  34,047  58,238
 *               cortex-m33     4,360   8,613  14,228  29,765  50,849
 *     before    cortex-m4      5,123  10,037  16,607  34,530  58,889
 *               cortex-m33     4,509   8,810  14,545  30,178  51,406
 *     sqr + mont_redc, M4      5,847  11,299  18,491  37,299  63,647
 *                      M33     5,111   9,850  16,093  32,384  55,206
 *   mont_mulw   cortex-m4      5,579  11,531  19,627  42,347  73,579
 *               cortex-m33     4,891  10,079  17,131  36,899  64,075
 *     before    cortex-m4      5,755  11,759  20,003  42,827  74,227
 *               cortex-m33     5,033  10,269  17,441  37,305  64,625
 *     mul + mont_redc, M4      6,336  12,988  22,008  45,424  79,464
 *                      M33     5,516  11,284  19,100  39,340  68,796
 * Inner loop: 8 cycles a column of four UMAALs on the M4 (LDR 2 + LDR 1
 * pipelined + 4 + STR 1), 2.1 a product with the loop's SUBS/BNE. At 32
 * limbs (4,792 on the M4, lazy) the products are 1,520 UMAALs; the rest
 * is the passes' own work (quotient digits and the 4x4 block, counters,
 * the window's store: about 60 a square pass, 90 a reduction pass),
 * the doubling pass (about 370) and the final pass (about 220 lazy, 380
 * full). Why
 * not five rows: 2 x 5 + 4 registers leave none for the loop count, and
 * a count kept on the stack (6 cycles a loop pass) eats the gain (about
 * 1.9 against 2.1 a product). Size: .text 2,076 bytes (gcc 12.2; 1,840
 * before, the lazy entries 144 and the reduction's block 92 more).
 */
#if defined(__ARM_FEATURE_DSP)

    .syntax unified
    .thumb

/* x / 5 = (x * 52429) >> 18 for 0 <= x < 81920: no UDIV in the library
 * (build-aux/qz-check-division). */
    .equ DIV5_MUL,   52429
    .equ DIV5_SHIFT, 18

/* The frame (sp-relative after push {r4-r11, lr} and sub sp, #F_SIZE). */
    .equ F_T,    0                      @ t
    .equ F_M,    4                      @ m
    .equ F_M0,   8                      @ m0inv
    .equ F_N,    12                     @ n
    .equ F_R,    16                     @ r
    .equ F_P,    20                     @ &t[i] (mul, reduction), &t[2i] (sqr)
    .equ F_I,    24                     @ passes left (sqr: n - i - 4 before the pass)
    .equ F_HI,   28                     @ the reduction's carry into t[i+n]
    .equ F_LR,   32                     @ loop passes of an n-column sweep: ceil(n / 5)
    .equ F_E,    36                     @ its TBB index: n mod 5
    .equ F_A,    40                     @ &a[i] of the next pass
    .equ F_B,    44                     @ b (sqr: a)
    .equ F_LZ,   48                     @ 1: the lazy entries (one masked pass at the end)
    .equ F_E4,   52                     @ the reduction's sweeps (n - 4 columns): TBB index
    .equ F_LR4,  56                     @ and loop passes
    .equ F_SIZE, 60                     @ 36 + 60 = 96: sp stays 8-byte aligned
    .equ F_ARGS, F_SIZE + 36            @ the stacked arguments

/* One column: {c : w3..w0} = w3..w0 + A * b[j] + t[i+j]; t[i+j] = w0. */
    .macro COL w0, w1, w2, w3, c
    ldr     r3, [r1], #4                @ B = b[j]
    ldr     \c, [r0]                    @ c = t[i+j]
    umaal   \w0, \c, r4, r3             @ {c : w0} = A0*B + w0 + c
    umaal   \w1, \c, r5, r3             @ {c : w1} = A1*B + w1 + c
    umaal   \w2, \c, r6, r3
    umaal   \w3, \c, r7, r3             @ c: the window's new top limb
    str     \w0, [r0], #4               @ t[i+j] = w0
    .endm

/* The sweep body: five columns a loop pass, the window renamed; entered
 * at \p\()0..\p\()4 with lr = loop passes left; leaves with the window
 * in r8-r11 (r8 the lowest limb). */
    .macro SWEEP p
\p\()0: COL     r8, r9, r10, r11, r12
\p\()1: COL     r9, r10, r11, r12, r8
\p\()2: COL     r10, r11, r12, r8, r9
\p\()3: COL     r11, r12, r8, r9, r10
\p\()4: COL     r12, r8, r9, r10, r11
\p\()5: COL     r8, r9, r10, r11, r12
\p\()6: COL     r9, r10, r11, r12, r8
\p\()7: COL     r10, r11, r12, r8, r9
\p\()8: COL     r11, r12, r8, r9, r10
\p\()9: COL     r12, r8, r9, r10, r11
    subs    lr, lr, #1
    bne     \p\()0
    .endm

/* The jump into the sweep for N mod 5 = r2 (window zero: any entry). */
    .macro SWEEP_ENTRY p
    tbb     [pc, r2]
\p\()tb:
    .byte   (\p\()0 - \p\()tb) / 2      @ N mod 10 = 0: ten-column passes
    .byte   (\p\()9 - \p\()tb) / 2      @ 1: one column, then passes
    .byte   (\p\()8 - \p\()tb) / 2
    .byte   (\p\()7 - \p\()tb) / 2
    .byte   (\p\()6 - \p\()tb) / 2
    .byte   (\p\()5 - \p\()tb) / 2
    .byte   (\p\()4 - \p\()tb) / 2
    .byte   (\p\()3 - \p\()tb) / 2
    .byte   (\p\()2 - \p\()tb) / 2
    .byte   (\p\()1 - \p\()tb) / 2
    .align  1
    .endm

/* F_LR and F_E for the n-column sweeps: r12 = n; clobbers r4-r6. */
    .macro SWEEP_COUNTS
    movw    r4, #DIV5_MUL
    mul     r5, r12, r4
    lsr     r5, r5, #DIV5_SHIFT + 1     @ n / 10
    add     r6, r5, r5, lsl #2
    sub     r6, r12, r6, lsl #1         @ n mod 10
    str     r6, [sp, #F_E]
    cmp     r6, #0
    it      ne
    addne   r5, r5, #1                  @ ceil(n / 10) (n public)
    str     r5, [sp, #F_LR]
    .endm

    .section .text.qz_fast.qzi_bn_mont_sqr_armv7em,"ax",%progbits

/* ---- qzi_bn_mont_sqr_armv7em --------------------------------------------- */

    .global qzi_bn_mont_sqr_lazy_armv7em
    .type   qzi_bn_mont_sqr_lazy_armv7em, %function
    .align  2
    .thumb_func
qzi_bn_mont_sqr_lazy_armv7em:           @ as below; lr = 1 marks the lazy entry
    push    {r4-r11, lr}
    mov     lr, #1
    ldr     r12, [sp, #40]              @ n
    tst     r12, #3                     @ other n: the full kernels' route
    bne     .Lsq_other
    cmp     r12, #8
    bhs     .Lsq_entry
    b       .Lsq_other
    .size   qzi_bn_mont_sqr_lazy_armv7em, . - qzi_bn_mont_sqr_lazy_armv7em

    .global qzi_bn_mont_sqr_armv7em
    .type   qzi_bn_mont_sqr_armv7em, %function
    .align  2
    .thumb_func
qzi_bn_mont_sqr_armv7em:                @ r0 = r, r1 = t, r2 = a, r3 = m, [sp] = m0inv, [sp+4] = n
    push    {r4-r11, lr}
    mov     lr, #0
    ldr     r12, [sp, #40]              @ n
    tst     r12, #3                     @ n mod 4 != 0 or n < 8: the bignum set
    bne     .Lsq_other
    cmp     r12, #8
    blo     .Lsq_other
.Lsq_entry:
    sub     sp, sp, #F_SIZE
    str     lr, [sp, #F_LZ]
    ldr     r4, [sp, #F_ARGS]           @ m0inv
    str     r1, [sp, #F_T]
    str     r3, [sp, #F_M]
    str     r4, [sp, #F_M0]
    str     r12, [sp, #F_N]
    str     r0, [sp, #F_R]
    str     r1, [sp, #F_P]              @ &t[2i], i = 0
    str     r2, [sp, #F_A]
    str     r2, [sp, #F_B]
    str     r12, [sp, #F_I]             @ n - i
    SWEEP_COUNTS
    add     r3, r1, r12, lsl #2         @ t[0..n) = 0: the first pass reads
                                        @ t[1..n); each later pass reads only
                                        @ what the passes before it wrote
    mov     r4, #0
    mov     r5, #0
    mov     r6, #0
    mov     r7, #0
1:  stm     r1!, {r4-r7}
    cmp     r1, r3
    bne     1b

    /* ---- the cross products a[i+k] a[j], k = 0..3, j > i+k: passes of
     * the four rows i..i+3 */
.Lsq_pass:
    ldr     r1, [sp, #F_A]
    ldm     r1!, {r4-r7}                @ A = a[i..i+3]; r1 = &a[i+4]
    str     r1, [sp, #F_A]
    ldr     r0, [sp, #F_P]
    add     r0, r0, #4                  @ &t[2i+1]
    /* the rows' own products, at 2i+1 .. 2i+5 */
    ldr     r12, [r0]
    mov     r8, #0
    umaal   r8, r12, r4, r5             @ {c : t[2i+1]} = A0 A1 + t[2i+1]
    str     r8, [r0], #4
    ldr     r8, [r0]
    umaal   r12, r8, r4, r6             @ {c : t[2i+2]} = A0 A2 + c + t[2i+2]
    str     r12, [r0], #4
    mov     r9, #0
    umaal   r9, r8, r5, r6              @ {v4 : v3} = A1 A2 + c
    ldr     r12, [r0]
    umaal   r9, r12, r4, r7             @ {c : t[2i+3]} = A0 A3 + v3 + t[2i+3]
    str     r9, [r0], #4                @ r0 = &t[2i+4]
    umaal   r8, r12, r5, r7             @ {c : v4} = A1 A3 + v4 + c
    mov     r10, #0
    umaal   r10, r12, r6, r7            @ {v6 : v5} = A2 A3 + c
    /* window (v4, v5, v6, 0) = (r8, r10, r12, 0); N = n - i - 4 columns
     * j = i+4 .. n-1 of B = a[j] */
    ldr     r2, [sp, #F_I]
    subs    r2, r2, #4
    str     r2, [sp, #F_I]
    beq     .Lsq_last
    movw    r3, #DIV5_MUL
    add     lr, r2, #9
    mul     lr, lr, r3
    lsr     lr, lr, #DIV5_SHIFT + 1     @ ceil(N / 10) loop passes
    mul     r3, r2, r3
    lsr     r3, r3, #DIV5_SHIFT + 1
    add     r3, r3, r3, lsl #2
    sub     r2, r2, r3, lsl #1          @ N mod 10
    tbb     [pc, r2]
.Lsq_tb:
    .byte   (.Lsq_s0 - .Lsq_tb) / 2
    .byte   (.Lsq_s0 - .Lsq_tb) / 2      @ (odd N: never, N is a multiple of 4)
    .byte   (.Lsq_s2 - .Lsq_tb) / 2
    .byte   (.Lsq_s0 - .Lsq_tb) / 2      @ (odd N: never, N is a multiple of 4)
    .byte   (.Lsq_s4 - .Lsq_tb) / 2
    .byte   (.Lsq_s0 - .Lsq_tb) / 2      @ (odd N: never, N is a multiple of 4)
    .byte   (.Lsq_s6 - .Lsq_tb) / 2
    .byte   (.Lsq_s0 - .Lsq_tb) / 2      @ (odd N: never, N is a multiple of 4)
    .byte   (.Lsq_s8 - .Lsq_tb) / 2
    .byte   (.Lsq_s0 - .Lsq_tb) / 2      @ (odd N: never, N is a multiple of 4)
    .align  1
    /* the window into the registers of the entry column */
.Lsq_s0:                        @ N mod 10 = 0: enter at 0, (r8, r9, r10, r11)
    mov     r9, r10
    mov     r10, r12
    mov     r11, #0
    b       .Lsq_c0
.Lsq_s2:                        @ N mod 10 = 2: enter at 8, (r11, r12, r8, r9)
    mov     r11, r8
    mov     r8, r12
    mov     r12, r10
    mov     r9, #0
    b       .Lsq_c8
.Lsq_s4:                        @ N mod 10 = 4: enter at 6, (r9, r10, r11, r12)
    mov     r9, r8
    mov     r11, r12
    mov     r12, #0
    b       .Lsq_c6
.Lsq_s6:                        @ N mod 10 = 6: enter at 4, (r12, r8, r9, r10)
    mov     r9, r12
    mov     r12, r8
    mov     r8, r10
    mov     r10, #0
    b       .Lsq_c4
.Lsq_s8:                        @ N mod 10 = 8: enter at 2, (r10, r11, r12, r8)
    mov     r11, r10
    mov     r10, r8
    mov     r8, #0
    b       .Lsq_c2
.Lsq_last:                              @ N = 0: the window as it is
    mov     r9, r10
    mov     r10, r12
    mov     r11, #0
    b       .Lsq_store
    SWEEP   .Lsq_c
.Lsq_store:
    stm     r0, {r8-r11}                @ t[i+n..i+n+3] (zero before)
    ldr     r0, [sp, #F_P]
    add     r0, r0, #32
    str     r0, [sp, #F_P]
    ldr     r2, [sp, #F_I]
    cmp     r2, #0
    bne     .Lsq_pass

    /* ---- t = 2t + the squares: the doubling an ADCS chain (C), the
     * squares a[k]^2 at t[2k..2k+1] by UMAAL with the carry X (r12);
     * lr = 0 */
    ldr     r0, [sp, #F_T]
    ldr     r1, [sp, #F_B]              @ a
    ldr     r2, [sp, #F_N]
    add     r2, r0, r2, lsl #3          @ the end of t
    mov     r12, #0
    mov     lr, #0
    cmn     r0, #0                      @ C = 0
2:  ldm     r0, {r4-r7}
    ldm     r1!, {r8, r9}
    adcs    r4, r4, r4
    adcs    r5, r5, r5
    adcs    r6, r6, r6
    adcs    r7, r7, r7
    umaal   r4, r12, r8, r8             @ {X : t[2k]} = 2t[2k] + a[k]^2 + X
    umaal   r5, r12, lr, lr             @ {X : t[2k+1]} = 2t[2k+1] + X
    umaal   r6, r12, r9, r9
    umaal   r7, r12, lr, lr
    stm     r0!, {r4-r7}
    ldm     r0, {r4-r7}
    ldm     r1!, {r8, r9}
    adcs    r4, r4, r4
    adcs    r5, r5, r5
    adcs    r6, r6, r6
    adcs    r7, r7, r7
    umaal   r4, r12, r8, r8
    umaal   r5, r12, lr, lr
    umaal   r6, r12, r9, r9
    umaal   r7, r12, lr, lr
    stm     r0!, {r4-r7}
    teq     r0, r2                      @ (C kept)
    bne     2b
    b       .Lrd_start

    /* ---- n not a multiple of 4, or below 8: the bignum set's kernels */
.Lsq_other:                             @ r12 = n; the frame is 36 bytes
    sub     sp, sp, #12                 @ 48: aligned, [sp] = n for redc
    str     r12, [sp]
    mov     r4, r0                      @ r
    mov     r5, r1                      @ t
    mov     r6, r3                      @ m
    ldr     r7, [sp, #48]               @ m0inv
    mov     r0, r1
    mov     r1, r2
    mov     r2, r12
    bl      qzi_bn_sqr_armv7em          @ t = a^2
    mov     r0, r4
    mov     r1, r5
    mov     r2, r6
    mov     r3, r7
    bl      qzi_bn_mont_redc_armv7em    @ r = t R^-1 mod m
    add     sp, sp, #12
    pop     {r4-r11, pc}
    .size   qzi_bn_mont_sqr_armv7em, . - qzi_bn_mont_sqr_armv7em

/* ---- qzi_bn_mont_mulw_armv7em -------------------------------------------- */

    .global qzi_bn_mont_mulw_lazy_armv7em
    .type   qzi_bn_mont_mulw_lazy_armv7em, %function
    .align  2
    .thumb_func
qzi_bn_mont_mulw_lazy_armv7em:          @ as below; lr = 1 marks the lazy entry
    push    {r4-r11, lr}
    mov     lr, #1
    ldr     r12, [sp, #44]              @ n
    tst     r12, #3
    bne     .Lmw_other
    cmp     r12, #8
    bhs     .Lmw_entry
    b       .Lmw_other
    .size   qzi_bn_mont_mulw_lazy_armv7em, . - qzi_bn_mont_mulw_lazy_armv7em

    .global qzi_bn_mont_mulw_armv7em
    .type   qzi_bn_mont_mulw_armv7em, %function
    .align  2
    .thumb_func
qzi_bn_mont_mulw_armv7em:               @ r0 = r, r1 = t, r2 = a, r3 = b, [sp] = m, [sp+4] = m0inv, [sp+8] = n
    push    {r4-r11, lr}
    mov     lr, #0
    ldr     r12, [sp, #44]              @ n
    tst     r12, #3
    bne     .Lmw_other
    cmp     r12, #8
    blo     .Lmw_other
.Lmw_entry:
    sub     sp, sp, #F_SIZE
    str     lr, [sp, #F_LZ]
    ldr     r4, [sp, #F_ARGS]           @ m
    ldr     r5, [sp, #F_ARGS + 4]       @ m0inv
    str     r1, [sp, #F_T]
    str     r4, [sp, #F_M]
    str     r5, [sp, #F_M0]
    str     r12, [sp, #F_N]
    str     r0, [sp, #F_R]
    str     r1, [sp, #F_P]              @ &t[i], i = 0
    str     r2, [sp, #F_A]
    str     r3, [sp, #F_B]
    lsr     r4, r12, #2
    str     r4, [sp, #F_I]              @ n / 4 passes
    SWEEP_COUNTS
    add     r3, r1, r12, lsl #2         @ t[0..n) = 0 (the rest is written)
    mov     r4, #0
    mov     r5, #0
    mov     r6, #0
    mov     r7, #0
1:  stm     r1!, {r4-r7}
    cmp     r1, r3
    bne     1b

    /* ---- t[i..i+n+4) += a[i..i+3] b, four rows a pass */
.Lmw_pass:
    ldr     r2, [sp, #F_A]
    ldm     r2!, {r4-r7}                @ A = a[i..i+3]
    str     r2, [sp, #F_A]
    ldr     r0, [sp, #F_P]
    ldr     r1, [sp, #F_B]
    mov     r8, #0                      @ window = 0
    mov     r9, #0
    mov     r10, #0
    mov     r11, #0
    mov     r12, #0
    ldr     r2, [sp, #F_E]
    ldr     lr, [sp, #F_LR]
    SWEEP_ENTRY .Lmw_c
    SWEEP   .Lmw_c
    stm     r0, {r8-r11}                @ t[i+n..i+n+3] (unwritten before)
    ldr     r0, [sp, #F_P]
    add     r0, r0, #16
    str     r0, [sp, #F_P]
    ldr     r2, [sp, #F_I]
    subs    r2, r2, #1
    str     r2, [sp, #F_I]
    bne     .Lmw_pass
    /* fall through to the reduction */

/* ---- the reduction, shared: r = t R^-1 mod m from the frame ----------- */
.Lrd_start:
    ldr     r0, [sp, #F_T]
    str     r0, [sp, #F_P]              @ &t[i], i = 0
    ldr     r2, [sp, #F_N]
    sub     r12, r2, #4                 @ the sweeps' n - 4 columns (n >= 8)
    movw    r4, #DIV5_MUL
    mul     r5, r12, r4
    lsr     r5, r5, #DIV5_SHIFT + 1     @ (n - 4) / 10
    add     r6, r5, r5, lsl #2
    sub     r6, r12, r6, lsl #1         @ (n - 4) mod 10 (even: n is a multiple of 4)
    str     r6, [sp, #F_E4]
    cmp     r6, #0
    it      ne
    addne   r5, r5, #1                  @ ceil((n - 4) / 10) (n public)
    str     r5, [sp, #F_LR4]
    lsr     r2, r2, #2
    str     r2, [sp, #F_I]              @ n / 4 passes
    mov     r2, #0
    str     r2, [sp, #F_HI]
.Lrd_pass:
    /* q[i..i+3] from copies of t[i..i+3] (t is left alone here) */
    ldr     r0, [sp, #F_P]
    ldr     r1, [sp, #F_M]
    ldr     lr, [sp, #F_M0]
    ldm     r0, {r8-r11}                @ x0..x3 = t[i..i+3]
    ldm     r1, {r0-r3}                 @ m[0..3]
    mul     r4, r8, lr                  @ q0 = x0 m0inv
    mov     r12, #0
    umaal   r8, r12, r4, r0             @ {d0 : 0} = q0 m0 + x0
    umaal   r9, r12, r4, r1             @ {d0 : x1} = q0 m1 + x1 + d0
    mul     r5, r9, lr                  @ q1
    mov     r8, #0
    umaal   r9, r8, r5, r0              @ {d1 : 0} = q1 m0 + x1
    umaal   r10, r12, r4, r2            @ {d0 : x2} = q0 m2 + x2 + d0
    umaal   r10, r8, r5, r1             @ {d1 : x2} = q1 m1 + x2 + d1
    mul     r6, r10, lr                 @ q2
    mov     r9, #0
    umaal   r10, r9, r6, r0             @ {d2 : 0} = q2 m0 + x2
    umaal   r11, r12, r4, r3            @ x3 += q0 m3 + d0
    umaal   r11, r8, r5, r2             @ x3 += q1 m2 + d1
    umaal   r11, r9, r6, r1             @ x3 += q2 m1 + d2
    mul     r7, r11, lr                 @ q3
    /* the rest of the 4x4 block Q m[0..3]: the window at t[i+4..i+7]
     * (the block's low four limbs are zero and t[i..i+3] is not read
     * again); r10 = 0 here (the low word of q2 m0 + x2) */
    umaal   r11, r10, r7, r0            @ {d3 : 0} = q3 m0 + x3
    umaal   r12, r8, r5, r3             @ {e1 : y4} = q1 m3 + d0 + d1
    umaal   r12, r9, r6, r2             @ {e2 : y4} = q2 m2 + y4 + d2
    umaal   r12, r10, r7, r1            @ {e3 : w0} = q3 m1 + y4 + d3
    umaal   r8, r9, r6, r3              @ {e2 : y5} = q2 m3 + e1 + e2
    umaal   r8, r10, r7, r2             @ {e3 : w1} = q3 m2 + y5 + e3
    umaal   r9, r10, r7, r3             @ {w3 : w2} = q3 m3 + e2 + e3
    /* t[i+4..i+n+4) += Q m[4..n) over n - 4 columns, the window
     * (w0..w3) = (r12, r8, r9, r10) moved to the entry column's names */
    ldr     r0, [sp, #F_P]
    ldr     r1, [sp, #F_M]
    add     r0, r0, #16                 @ &t[i+4]
    add     r1, r1, #16                 @ &m[4]
    ldr     r2, [sp, #F_E4]
    ldr     lr, [sp, #F_LR4]
    tbb     [pc, r2]
.Lrd_tb:
    .byte   (.Lrd_s0 - .Lrd_tb) / 2     @ (n - 4) mod 10 = 0
    .byte   (.Lrd_s0 - .Lrd_tb) / 2     @ (odd: never, n - 4 is a multiple of 4)
    .byte   (.Lrd_s2 - .Lrd_tb) / 2
    .byte   (.Lrd_s0 - .Lrd_tb) / 2     @ (odd: never)
    .byte   (.Lrd_s4 - .Lrd_tb) / 2
    .byte   (.Lrd_s0 - .Lrd_tb) / 2     @ (odd: never)
    .byte   (.Lrd_c4 - .Lrd_tb) / 2     @ 6: enter at 4, (r12, r8, r9, r10) as it is
    .byte   (.Lrd_s0 - .Lrd_tb) / 2     @ (odd: never)
    .byte   (.Lrd_s8 - .Lrd_tb) / 2
    .byte   (.Lrd_s0 - .Lrd_tb) / 2     @ (odd: never)
    .align  1
.Lrd_s0:                        @ 0: enter at 0, (r8, r9, r10, r11)
    mov     r11, r10
    mov     r10, r9
    mov     r9, r8
    mov     r8, r12
    b       .Lrd_c0
.Lrd_s2:                        @ 2: enter at 8, (r11, r12, r8, r9)
    mov     r11, r12
    mov     r12, r8
    mov     r8, r9
    mov     r9, r10
    b       .Lrd_c8
.Lrd_s4:                        @ 4: enter at 6, (r9, r10, r11, r12)
    mov     r11, r9
    mov     r9, r12
    mov     r12, r10
    mov     r10, r8
    b       .Lrd_c6
.Lrd_s8:                        @ 8: enter at 2, (r10, r11, r12, r8)
    mov     r11, r8
    mov     r8, r10
    mov     r10, r12
    mov     r12, r9
    b       .Lrd_c2
    SWEEP   .Lrd_c
    /* t[i+n..i+n+3] += window + hi; the carry out is the next hi */
    ldm     r0, {r4-r7}
    ldr     r2, [sp, #F_HI]
    lsrs    r2, r2, #1                  @ C = hi, r2 = 0
    adcs    r4, r4, r8
    adcs    r5, r5, r9
    adcs    r6, r6, r10
    adcs    r7, r7, r11
    adc     r2, r2, #0
    stm     r0, {r4-r7}
    str     r2, [sp, #F_HI]
    ldr     r0, [sp, #F_P]
    add     r0, r0, #16
    str     r0, [sp, #F_P]
    ldr     r2, [sp, #F_I]
    subs    r2, r2, #1
    str     r2, [sp, #F_I]
    bne     .Lrd_pass

    /* ---- r = (hi : t[n..2n)) - m, or t[n..2n) when that borrows and hi
     * is 0; F_P = &t[n] */
    ldr     r0, [sp, #F_R]
    ldr     r1, [sp, #F_P]
    ldr     r2, [sp, #F_M]
    ldr     r3, [sp, #F_N]
    add     r3, r1, r3, lsl #2          @ the end of t
    ldr     r12, [sp, #F_LZ]
    cmp     r12, #0                     @ (public: which entry)
    bne     .Lrd_lazy
    cmp     r0, r0                      @ C = 1: no borrow
3:  ldm     r1!, {r4-r7}                @ r[k..k+3] = t[n+k..] - m[k..] - borrow
    ldm     r2!, {r8-r11}
    sbcs    r4, r4, r8
    sbcs    r5, r5, r9
    sbcs    r6, r6, r10
    sbcs    r7, r7, r11
    stm     r0!, {r4-r7}
    teq     r1, r3                      @ (C kept)
    bne     3b
    sbc     r12, r12, r12               @ -borrow
    ldr     r2, [sp, #F_HI]
    sub     r2, r2, #1                  @ all-ones when hi = 0
    and     r12, r12, r2                @ keep t: borrow and not hi
    uadd8   r12, r12, r12               @ GE = 1111 when keep, 0000 when not
    ldr     r0, [sp, #F_R]
    ldr     r1, [sp, #F_P]
4:  ldm     r0, {r4-r7}                 @ r[k] = keep ? t[n+k] : r[k]
    ldm     r1!, {r8-r11}
    sel     r4, r8, r4
    sel     r5, r9, r5
    sel     r6, r10, r6
    sel     r7, r11, r7
    stm     r0!, {r4-r7}
    cmp     r1, r3
    bne     4b
    add     sp, sp, #F_SIZE
    pop     {r4-r11, pc}

    /* ---- the lazy entries: r = t[n..2n) - (m AND -hi), one pass (the
     * value (hi : t[n..2n)) is below 2^(32n) + m: bignum_kernel.h) */
.Lrd_lazy:
    ldr     r12, [sp, #F_HI]
    rsb     r12, r12, #0                @ all-ones when hi = 1
    cmp     r0, r0                      @ C = 1: no borrow
5:  ldm     r1!, {r4-r7}
    ldm     r2!, {r8-r11}
    and     r8, r8, r12
    and     r9, r9, r12
    and     r10, r10, r12
    and     r11, r11, r12
    sbcs    r4, r4, r8
    sbcs    r5, r5, r9
    sbcs    r6, r6, r10
    sbcs    r7, r7, r11
    stm     r0!, {r4-r7}
    teq     r1, r3                      @ (C kept)
    bne     5b
    add     sp, sp, #F_SIZE
    pop     {r4-r11, pc}

    /* ---- n not a multiple of 4, or below 8: the bignum set's kernels */
.Lmw_other:                             @ r12 = n
    sub     sp, sp, #12
    str     r12, [sp]
    mov     r4, r0                      @ r
    mov     r5, r1                      @ t
    ldr     r6, [sp, #48]               @ m
    ldr     r7, [sp, #52]               @ m0inv
    mov     r0, r1
    mov     r1, r2
    mov     r2, r3
    mov     r3, r12
    bl      qzi_bn_mul_armv7em          @ t = a b
    mov     r0, r4
    mov     r1, r5
    mov     r2, r6
    mov     r3, r7
    bl      qzi_bn_mont_redc_armv7em
    add     sp, sp, #12
    pop     {r4-r11, pc}
    .size   qzi_bn_mont_mulw_armv7em, . - qzi_bn_mont_mulw_armv7em

#endif /* __ARM_FEATURE_DSP */

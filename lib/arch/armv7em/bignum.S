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
 *  - Constant time: every loop runs a count that depends on n only; the
 *    only conditional branches are those loop tests and the test of the
 *    parity of a loop count (n is public). No data-dependent address.
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr and flags clobbered.
 *  - Frames (not wiped, see the contract): add/sub/cnd_sub/mul save
 *    registers only; mont_mul and mont_redc keep public pointers and n
 *    in a 24-byte frame. Secrets can remain in the saved-register slots
 *    (the caller's r4-r11). Stack: add/sub/cnd_sub 8 bytes, mul 36,
 *    mont_redc 60, mont_mul 60 (all including the saved registers).
 *  - UMAAL is a DSP-extension instruction on ARMv8-M Mainline: this file
 *    assembles to nothing without __ARM_FEATURE_DSP (configure then
 *    selects the C kernels).
 *
 * Methods
 *  - add, sub, cnd_sub: one ADCS/SBCS chain over the limbs; the loop
 *    counter is tested with TEQ, which leaves the carry alone.
 *  - mul (operand scanning): r = 0, then for each a[i] one UMAAL row,
 *    {c : r[i+j]} = a[i] * b[j] + r[i+j] + c, r[i+n] = c.
 *  - sqr: mul(r, a, a, n).
 *  - mont_mul: CIOS with the output as the accumulator, both products
 *    of a row in one pass over j (2 UMAALs per limb, two carry chains):
 *      {c1 : t} = a[i] * b[j] + r[j] + c1;  {c2 : t} = q * m[j] + t + c2;
 *      r[j-1] = t,  q = (r[0] + a[i] * b[0]) * m0inv,
 *    the row's top {hi : r[n-1]} = c1 + c2 + hi in one UMAAL by 1.
 *    (hi : r) < 2m after each row; a final subtraction of m.
 *  - mont_redc: for each i, q = t[i] * m0inv and one UMAAL row
 *    t[i..i+n) += q * m, the row carry and the running top bit into
 *    t[i+n] with one UMAAL by 1; then the same final subtraction.
 *  - final subtraction (mont_mul, mont_redc): r = src - m over n limbs,
 *    then r += m AND mask, mask = -(borrow AND NOT hi).
 *
 * Measured (MODELLED) cycles: see the table at the end of this comment.
 */
#if defined(__ARM_FEATURE_DSP)

    .syntax unified
    .thumb

/* ---- add, sub, cnd_sub ------------------------------------------------ */

    .section .text.qz_fast.qzi_bn_add_armv7em,"ax",%progbits
    .global qzi_bn_add_armv7em
    .type   qzi_bn_add_armv7em, %function
    .align  2
    .thumb_func
qzi_bn_add_armv7em:                     @ r0 = r, r1 = a, r2 = b, r3 = n
    push    {r4, lr}
    cmn     r0, #0                      @ C = 0
1:  ldr     r4, [r1], #4                @ a[i]
    ldr     r12, [r2], #4               @ b[i]
    adcs    r4, r4, r12                 @ a[i] + b[i] + carry
    str     r4, [r0], #4                @ r[i]
    sub     r3, r3, #1                  @ (no flags)
    teq     r3, #0                      @ Z only; C is kept
    bne     1b
    adc     r0, r3, #0                  @ return the carry (r3 = 0)
    pop     {r4, pc}
    .size   qzi_bn_add_armv7em, . - qzi_bn_add_armv7em

    .section .text.qz_fast.qzi_bn_sub_armv7em,"ax",%progbits
    .global qzi_bn_sub_armv7em
    .type   qzi_bn_sub_armv7em, %function
    .align  2
    .thumb_func
qzi_bn_sub_armv7em:                     @ r0 = r, r1 = a, r2 = b, r3 = n
    push    {r4, lr}
    cmp     r0, r0                      @ C = 1 (no borrow)
1:  ldr     r4, [r1], #4                @ a[i]
    ldr     r12, [r2], #4               @ b[i]
    sbcs    r4, r4, r12                 @ a[i] - b[i] - borrow
    str     r4, [r0], #4                @ r[i]
    sub     r3, r3, #1
    teq     r3, #0
    bne     1b
    sbc     r0, r3, r3                  @ -borrow (r3 = 0)
    neg     r0, r0                      @ return the borrow
    pop     {r4, pc}
    .size   qzi_bn_sub_armv7em, . - qzi_bn_sub_armv7em

    .section .text.qz_fast.qzi_bn_cnd_sub_armv7em,"ax",%progbits
    .global qzi_bn_cnd_sub_armv7em
    .type   qzi_bn_cnd_sub_armv7em, %function
    .align  2
    .thumb_func
qzi_bn_cnd_sub_armv7em:                 @ r0 = r, r1 = m, r2 = mask, r3 = n
    push    {r4, lr}
    cmp     r0, r0                      @ C = 1 (no borrow)
1:  ldr     r4, [r0]                    @ r[i]
    ldr     r12, [r1], #4               @ m[i]
    and     r12, r12, r2                @ m[i] & mask (no flags)
    sbcs    r4, r4, r12                 @ r[i] - (m[i] & mask) - borrow
    str     r4, [r0], #4
    sub     r3, r3, #1
    teq     r3, #0
    bne     1b
    sbc     r0, r3, r3                  @ -borrow
    neg     r0, r0
    pop     {r4, pc}
    .size   qzi_bn_cnd_sub_armv7em, . - qzi_bn_cnd_sub_armv7em

/* ---- mul, sqr ------------------------------------------------------------ */

    .section .text.qz_fast.qzi_bn_mul_armv7em,"ax",%progbits
    .global qzi_bn_mul_armv7em
    .type   qzi_bn_mul_armv7em, %function
    .align  2
    .thumb_func
qzi_bn_mul_armv7em:                     @ r0 = r, r1 = a, r2 = b, r3 = n
    push    {r4-r11, lr}
    /* r4 = a[i], r5 = c, r6 = t, r7 = b[j], r8 = &r[i+j], r9 = &b[j],
     * r10 = j count, r11 = i count. */
    mov     r8, r0                      @ r[0..n) = 0
    mov     r10, r3
    mov     r6, #0
1:  str     r6, [r8], #4
    subs    r10, r10, #1
    bne     1b
    mov     r11, r3                     @ rows
2:  ldr     r4, [r1], #4                @ a[i]
    mov     r5, #0                      @ c = 0
    mov     r8, r0                      @ &r[i]
    mov     r9, r2                      @ &b[0]
    mov     r10, r3
3:  ldr     r6, [r8]                    @ t = r[i+j]
    ldr     r7, [r9], #4                @ b[j]
    umaal   r6, r5, r4, r7              @ {c:t} = a[i]*b[j] + t + c
    str     r6, [r8], #4
    subs    r10, r10, #1
    bne     3b
    str     r5, [r8]                    @ r[i+n] = c
    add     r0, r0, #4
    subs    r11, r11, #1
    bne     2b
    pop     {r4-r11, pc}
    .size   qzi_bn_mul_armv7em, . - qzi_bn_mul_armv7em

    .section .text.qz_fast.qzi_bn_sqr_armv7em,"ax",%progbits
    .global qzi_bn_sqr_armv7em
    .type   qzi_bn_sqr_armv7em, %function
    .align  2
    .thumb_func
qzi_bn_sqr_armv7em:                     @ r0 = r, r1 = a, r2 = n
    mov     r3, r2
    mov     r2, r1
    b       qzi_bn_mul_armv7em          @ mul(r, a, a, n)
    .size   qzi_bn_sqr_armv7em, . - qzi_bn_sqr_armv7em

/* ---- final subtraction ------------------------------------------------------
 * qzi_bn_final_sub_armv7em (local): r0 = dst, r1 = src, r2 = m, r3 = n,
 * r12 = hi (0 or 1). dst = (hi : src) - m when that does not borrow, else
 * src; (hi : src) < 2m. dst is src or does not overlap it. Clobbers
 * r0-r3, r12 and r4-r6 (its callers saved them); returns with bx lr. */
    .section .text.qz_fast.qzi_bn_final_sub_armv7em,"ax",%progbits
    .type   qzi_bn_final_sub_armv7em, %function
    .align  2
    .thumb_func
qzi_bn_final_sub_armv7em:
    mov     r4, r0                      @ dst
    mov     r5, r3                      @ count
    cmp     r0, r0                      @ C = 1
1:  ldr     r6, [r1], #4                @ src[i]
    ldr     r0, [r2], #4                @ m[i]
    sbcs    r6, r6, r0                  @ src[i] - m[i] - borrow
    str     r6, [r4], #4
    sub     r5, r5, #1
    teq     r5, #0
    bne     1b
    sbc     r5, r5, r5                  @ -borrow (r5 = 0)
    sub     r12, r12, #1                @ hi - 1: all-ones iff hi = 0
    and     r12, r12, r5                @ keep = -(borrow & !hi)
    sub     r4, r4, r3, lsl #2          @ back to dst
    sub     r2, r2, r3, lsl #2          @ back to m
    cmn     r0, #0                      @ C = 0
2:  ldr     r6, [r4]                    @ dst[i]
    ldr     r0, [r2], #4                @ m[i]
    and     r0, r0, r12                 @ m[i] & keep
    adcs    r6, r6, r0
    str     r6, [r4], #4
    sub     r3, r3, #1
    teq     r3, #0
    bne     2b
    bx      lr
    .size   qzi_bn_final_sub_armv7em, . - qzi_bn_final_sub_armv7em

/* ---- mont_redc ----------------------------------------------------------- */

    .section .text.qz_fast.qzi_bn_mont_redc_armv7em,"ax",%progbits
    .global qzi_bn_mont_redc_armv7em
    .type   qzi_bn_mont_redc_armv7em, %function
    .align  2
    .thumb_func
qzi_bn_mont_redc_armv7em:               @ r0 = r, r1 = t, r2 = m, r3 = m0inv, [sp] = n
    push    {r0, r4-r11, lr}            @ r saved at sp+0; n now at sp+40
    /* r0 = n, r1 = &t[i], r2 = m, r3 = m0inv, r4 = q, r5 = c, r6 = t,
     * r7 = m[j], r8 = &t[i+j], r9 = &m[j], r10 = j count, r11 = i count,
     * r12 = hi (carry into t[i+n]), lr = 1. */
    ldr     r0, [sp, #40]               @ n
    mov     r11, r0
    mov     r12, #0                     @ hi = 0
    mov     lr, #1
1:  ldr     r6, [r1]                    @ t[i]
    mov     r5, #0                      @ c = 0
    mul     r4, r6, r3                  @ q = t[i] * m0inv mod 2^32
    mov     r8, r1
    mov     r9, r2
    mov     r10, r0
2:  ldr     r6, [r8]                    @ t[i+j]
    ldr     r7, [r9], #4                @ m[j]
    umaal   r6, r5, r4, r7              @ {c : t} = q*m[j] + t[i+j] + c
    str     r6, [r8], #4
    subs    r10, r10, #1
    bne     2b
    ldr     r6, [r8]                    @ t[i+n]
    umaal   r6, r12, lr, r5             @ {hi : t[i+n]} = t[i+n] + c + hi
    str     r6, [r8]
    add     r1, r1, #4
    subs    r11, r11, #1
    bne     1b
    mov     r3, r0                      @ n
    ldr     r0, [sp, #0]                @ dst = r; src = t + n = r1; m = r2
    bl      qzi_bn_final_sub_armv7em
    add     sp, sp, #4
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

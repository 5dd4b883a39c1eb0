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

    .equ MM_B,   0                      @ b
    .equ MM_M,   4                      @ m
    .equ MM_M0,  8                      @ m0inv
    .equ MM_N,   12                     @ n
    .equ MM_I,   16                     @ rows left
    .equ MM_SIZE, 24
    .equ MM_ARGS, MM_SIZE + 36          @ stacked arguments m0inv, n

/* One limb j of a CIOS row: r11 = &r[j], r12 = &b[j], lr = &m[j]. */
    .macro MM_STEP
    ldr     r8, [r11], #4               @ t = r[j]
    ldr     r9, [r12], #4               @ b[j]
    ldr     r10, [lr], #4               @ m[j]
    umaal   r8, r6, r4, r9              @ {c1 : t} = a[i]*b[j] + t + c1
    umaal   r8, r7, r5, r10             @ {c2 : t} = q*m[j] + t + c2
    str     r8, [r11, #-8]              @ r[j-1] = t
    .endm

    .section .text.qz_fast.qzi_bn_mont_mul_armv7em,"ax",%progbits
    .global qzi_bn_mont_mul_armv7em
    .type   qzi_bn_mont_mul_armv7em, %function
    .align  2
    .thumb_func
qzi_bn_mont_mul_armv7em:                @ r0 = r, r1 = a, r2 = b, r3 = m, [sp] = m0inv, [sp+4] = n
    push    {r4-r11, lr}
    sub     sp, sp, #MM_SIZE
    /* r0 = r, r1 = &a[i], r2 = j count, r3 = hi, r4 = a[i], r5 = q,
     * r6 = c1, r7 = c2, r8 = t, r9 = b[j], r10 = m[j], r11 = &r[j],
     * r12 = &b[j], lr = &m[j]. */
    ldr     r4, [sp, #MM_ARGS]          @ m0inv
    ldr     r5, [sp, #MM_ARGS + 4]      @ n
    str     r2, [sp, #MM_B]
    str     r3, [sp, #MM_M]
    str     r4, [sp, #MM_M0]
    str     r5, [sp, #MM_N]
    str     r5, [sp, #MM_I]
    mov     r11, r0                     @ r[0..n) = 0
    mov     r6, #0
1:  str     r6, [r11], #4
    subs    r5, r5, #1
    bne     1b
    mov     r3, #0                      @ hi = 0
2:  ldr     r4, [r1], #4                @ a[i]
    ldr     r12, [sp, #MM_B]
    ldr     lr, [sp, #MM_M]
    ldr     r5, [sp, #MM_M0]
    mov     r11, r0
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
    beq     4f
    tst     r2, #1                      @ an odd count: one limb first (n is public)
    beq     3f
    MM_STEP
    subs    r2, r2, #1
    beq     4f
3:  MM_STEP
    MM_STEP
    subs    r2, r2, #2
    bne     3b
4:  mov     r9, #1
    umaal   r6, r7, r9, r3              @ {c2 : c1} = c1 + c2 + hi
    str     r6, [r11, #-4]              @ r[n-1]
    mov     r3, r7                      @ hi (0 or 1)
    ldr     r2, [sp, #MM_I]
    subs    r2, r2, #1
    str     r2, [sp, #MM_I]
    bne     2b
    mov     r12, r3                     @ hi
    ldr     r3, [sp, #MM_N]
    mov     r1, r0                      @ src = dst = r
    ldr     r2, [sp, #MM_M]
    bl      qzi_bn_final_sub_armv7em
    add     sp, sp, #MM_SIZE
    pop     {r4-r11, pc}
    .size   qzi_bn_mont_mul_armv7em, . - qzi_bn_mont_mul_armv7em

#endif /* __ARM_FEATURE_DSP */

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
 *    product a * b and the reduction's partial sums (secret when a or b
 *    is), plus the saved r0 and r4-r11, lr. Stack: 108 bytes.
 *  - UMAAL is a DSP-extension instruction on ARMv8-M Mainline: this file
 *    assembles to nothing without __ARM_FEATURE_DSP (configure then
 *    selects the C kernels, e.g. for -mcpu=cortex-m33+nodsp or -m3).
 *
 * Method
 *  1. Product T = a * b (16 limbs, frame) in two passes of operand
 *     scanning with UMAAL: pass 1 holds a[0..3] in registers and runs over
 *     b[0..7] with a 4-limb window of partial sums plus one carry
 *     register ({c : w3..w0} += a[0..3] * b[j]; w0 retires to T[j]; the
 *     five registers rotate by renaming). Pass 2 does the same with
 *     a[4..7], and feeds pass 1's limb T[j+4] in through the carry
 *     operand of UMAAL, so the two passes are summed for free.
 *  2. Montgomery reduction, word by word, using the shape of p: with
 *     m0inv = -p^-1 mod 2^32 = 1 the quotient digit is q = t[i], and
 *     q * p = q*2^256 - q*2^224 + q*2^192 + q*2^96 - q, so step i adds q
 *     at t[i+3] and t[i+6] and the 64-bit q * (2^32 - 1) = {q - 1 + (q==0)
 *     : -q} at t[i+7..i+8]: nine ALU instructions, no multiply. The carry
 *     out of t[i+8] is kept as (carry - 1) and folded into the next
 *     step's high word (no overflow: that word is at most 2^32 - 2).
 *     t[0..10] are loaded with one LDM; the 6-limb window slides over
 *     registers by renaming (register allocation below).
 *  3. (top : t[8..15]) < 2p: subtract p, add p back under the borrow
 *     mask, store r.
 *
 * Register allocation
 *   pass 1/2: r3-r6 = a[0..3], then a[4..7]; r12 = b[j]; r7-r11 = the
 *             window w0..w3 and the carry c (rotating); r1 = a, r2 = b.
 *   reduce:   r0-r10 = t[0..10] after the LDM, then t[11..15] reloaded
 *             into r0-r4 as q0..q4 retire; r11 = scratch (-q);
 *             r12 = carry - 1; at the end t[8..15] = r8 r9 r10 r0-r4.
 *   finish:   r12 = the add-back mask, r5 = r.
 *
 * Frame (after push {r0, r4-r11, lr} and sub sp, #64)
 *   sp+0 .. sp+63   T[0..15]   product limbs             (FR_T)
 *   sp+64           r          saved output pointer      (FR_R)
 *
 * Measured (MODELLED) cycles: see the figures at the end of this comment.
 */
#if defined(__ARM_FEATURE_DSP)

    .syntax unified
    .thumb

    .equ FR_T,  0
    .equ FR_R,  64

/* One row of pass 1 (j = 1..7): {c : w3..w0} = w3..w0 + a[0..3] * b[j]
 * with c = 0 on entry; w0 is then complete for pass 1: T[j] = w0. */
    .macro ROW1 j, w0, w1, w2, w3, c
    ldr     r12, [r2, #4*(\j)]          @ B = b[j]
    umaal   \w0, \c, r3, r12            @ {c:w0} = a0*B + w0 + c
    umaal   \w1, \c, r4, r12            @ {c:w1} = a1*B + w1 + c
    umaal   \w2, \c, r5, r12            @ {c:w2} = a2*B + w2 + c
    umaal   \w3, \c, r6, r12            @ {c:w3} = a3*B + w3 + c
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

/* Reduction step i: q = t[i]; t += q * p * 2^(32i) (see Method, 2).
 * cy holds (carry into t[i+8]) - 1, 0 or -1; lo is scratch. */
    .macro RSTEP q, w3, w4, w5, w6, w7, w8, cy, lo
    rsbs    \lo, \q, #0                 @ lo = -q mod 2^32; C = (q == 0)
    adc     \cy, \q, \cy                @ cy = q - 1 + (q == 0) + carry
    adds    \w3, \w3, \q                @ t[i+3] += q
    adcs    \w4, \w4, #0
    adcs    \w5, \w5, #0
    adcs    \w6, \w6, \q                @ t[i+6] += q
    adcs    \w7, \w7, \lo               @ t[i+7] += low word of q * (2^32 - 1)
    adcs    \w8, \w8, \cy               @ t[i+8] += its high word + carry
    sbc     \cy, \cy, \cy               @ cy = carry out - 1
    .endm

/* (top : r8 r9 r10 r0 r1 r2 r3 r4) < 2p with top = r12 + 1: subtract p,
 * add it back when (top : t) < p, store r[0..7]. */
    .macro FINISH
    subs    r8, r8, #0xffffffff         @ t -= p
    sbcs    r9, r9, #0xffffffff
    sbcs    r10, r10, #0xffffffff
    sbcs    r0, r0, #0
    sbcs    r1, r1, #0
    sbcs    r2, r2, #0
    sbcs    r3, r3, #1
    sbcs    r4, r4, #0xffffffff
    adc     r12, r12, #0                @ mask = top - 1 + no-borrow: -1 iff (top:t) < p
    ldr     r5, [sp, #FR_R]             @ r5 = r
    adds    r8, r8, r12                 @ t += p & mask
    adcs    r9, r9, r12
    adcs    r10, r10, r12
    adcs    r0, r0, #0
    adcs    r1, r1, #0
    adcs    r2, r2, #0
    adcs    r3, r3, r12, lsr #31
    adc     r4, r4, r12
    str     r8, [r5, #0]                @ r[0..7] = t
    str     r9, [r5, #4]
    str     r10, [r5, #8]
    str     r0, [r5, #12]
    str     r1, [r5, #16]
    str     r2, [r5, #20]
    str     r3, [r5, #24]
    str     r4, [r5, #28]
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
    ldr     r12, [r2, #0]               @ B = b[0]
    umull   r7, r11, r3, r12            @ {c:w0} = a0*b0
    mov     r8, #0
    mov     r9, #0
    mov     r10, #0
    umaal   r8, r11, r4, r12
    umaal   r9, r11, r5, r12
    umaal   r10, r11, r6, r12
    str     r7, [sp, #FR_T + 0]         @ T[0]
    mov     r7, #0
    ROW1    1, r8, r9, r10, r11, r7
    mov     r8, #0
    ROW1    2, r9, r10, r11, r7, r8
    mov     r9, #0
    ROW1    3, r10, r11, r7, r8, r9
    mov     r10, #0
    ROW1    4, r11, r7, r8, r9, r10
    mov     r11, #0
    ROW1    5, r7, r8, r9, r10, r11
    mov     r7, #0
    ROW1    6, r8, r9, r10, r11, r7
    mov     r8, #0
    ROW1    7, r9, r10, r11, r7, r8
    str     r10, [sp, #FR_T + 32]       @ T[8..11]
    str     r11, [sp, #FR_T + 36]
    str     r7, [sp, #FR_T + 40]
    str     r8, [sp, #FR_T + 44]
    /* Pass 2: T[4..15] += a[4..7] * b. */
    ldm     r1, {r3-r6}                 @ a[4..7]
    mov     r7, #0
    mov     r8, #0
    mov     r9, #0
    mov     r10, #0
    ROW2    0, r7, r8, r9, r10, r11
    ROW2    1, r8, r9, r10, r11, r7
    ROW2    2, r9, r10, r11, r7, r8
    ROW2    3, r10, r11, r7, r8, r9
    ROW2    4, r11, r7, r8, r9, r10
    ROW2    5, r7, r8, r9, r10, r11
    ROW2    6, r8, r9, r10, r11, r7
    ROW2    7, r9, r10, r11, r7, r8
    str     r10, [sp, #FR_T + 48]       @ T[12..15]
    str     r11, [sp, #FR_T + 52]
    str     r7, [sp, #FR_T + 56]
    str     r8, [sp, #FR_T + 60]
    /* Reduction: eight steps, q_i = t[i]. */
    ldm     sp, {r0-r10}                @ t[0..10]
    mvn     r12, #0                     @ carry - 1 = -1
    RSTEP   r0, r3, r4, r5, r6, r7, r8, r12, r11
    RSTEP   r1, r4, r5, r6, r7, r8, r9, r12, r11
    RSTEP   r2, r5, r6, r7, r8, r9, r10, r12, r11
    ldr     r0, [sp, #FR_T + 44]        @ t[11..13]
    ldr     r1, [sp, #FR_T + 48]
    ldr     r2, [sp, #FR_T + 52]
    RSTEP   r3, r6, r7, r8, r9, r10, r0, r12, r11
    RSTEP   r4, r7, r8, r9, r10, r0, r1, r12, r11
    ldr     r3, [sp, #FR_T + 56]        @ t[14..15]
    ldr     r4, [sp, #FR_T + 60]
    RSTEP   r5, r8, r9, r10, r0, r1, r2, r12, r11
    RSTEP   r6, r9, r10, r0, r1, r2, r3, r12, r11
    RSTEP   r7, r10, r0, r1, r2, r3, r4, r12, r11
    FINISH
    add     sp, sp, #68
    pop     {r4-r11, pc}
    .size   qzi_p256_mul_armv7em, . - qzi_p256_mul_armv7em

    .section .text.qz_fast.qzi_p256_sqr_armv7em,"ax",%progbits
    .global qzi_p256_sqr_armv7em
    .type   qzi_p256_sqr_armv7em, %function
    .align  2
    .thumb_func
qzi_p256_sqr_armv7em:
    mov     r2, r1                      @ r = a * a * 2^-256 mod p
    b       qzi_p256_mul_armv7em
    .size   qzi_p256_sqr_armv7em, . - qzi_p256_sqr_armv7em

#endif /* __ARM_FEATURE_DSP */

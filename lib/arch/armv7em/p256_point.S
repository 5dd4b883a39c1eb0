/*
 * P-256 point doubling and finite mixed addition for ARMv7E-M (Cortex-M4;
 * the Cortex-M33 with DSP takes the same file, as it does p256_field.S).
 *
 *   void qzi_p256_pt_dbl_armv7em(const qzi_curve *c, uint32_t *R,
 *                                const uint32_t *P, uint32_t *tmp);
 *   uint32_t qzi_p256_pt_madd_armv7em(const qzi_curve *c, uint32_t *R,
 *                                     const uint32_t *P, const uint32_t *Q,
 *                                     uint32_t *tmp);
 *
 * Contract (lib/ec/ec_internal.h, the descriptor's pt_dbl and pt_madd):
 *  - The same results, limb for limb, as the C of lib/ec/point.c
 *    (qzi_pt_dbl_c; qzi_pt_madd_c, i.e. qzi_pt_add with QZI_ADD_AFFINE |
 *    QZI_ADD_FINITE), which tests/ec_internal.c compares them with: every
 *    field value is fully reduced (below p), so a different order of the
 *    same field operations gives the same limbs.
 *  - dbl: R = 2P, P Jacobian (X : Y : Z) in the Montgomery domain, the
 *    point at infinity (Z = 0) giving Z = 0. tmp: 4 fe (QZI_EC_DBL_TMP).
 *  - madd: R = P + Q, P Jacobian and finite, Q affine (x, y) and finite
 *    (Q's Z is not read). Returns all-ones when H = x(Q) Z^2 - X is zero
 *    (P = Q or P = -Q: the result is then not the sum), else 0; leaves
 *    r = S2 - S1 in tmp's fe number 5 (QZI_ADD_TMP_R). tmp: 7 fe
 *    (QZI_EC_ADD_TMP), passed on the stack.
 *  - R may be P (the in-place R = 2R, R = R + T of the scalar
 *    multiplications) or not overlap it; tmp overlaps neither. Every word
 *    of P is read before the word of R at the same place is written.
 *  - Constant time: straight-line code, no branch or address that depends
 *    on a value; the calls are to constant-time kernels.
 *  - AAPCS: r4-r11 saved and restored; r0-r3, r12, lr and flags clobbered.
 *
 * Method
 *  Field products by calls to qzi_p256_mul_armv7em / qzi_p256_sqr_armv7em
 *  (p256_field.S, their exported contract unchanged). Field additions and
 *  subtractions inline on registers: the accumulator A is r4-r11 (limb 0
 *  in r4), which the product kernels preserve, so a value stays in A
 *  across a product; the local subroutines fe_add, fe_sub, fe_rsub (A =
 *  A + m, A - m, m - A for m at r0), fe_dbl (A = 2A) and fe_half (A =
 *  A / 2) are leaves that
 *  use r0-r3, r12 and return by BX LR. Their reductions are those of
 *  p256_addsub.S: the correction adds p AND a mask made of the final carry
 *  or borrow (p's limbs are m, m, m, 0, 0, 0, m >> 31, m).
 *  fe_dbl: v = 2A (carry c1), then v + k, k = 2^256 - p (carry c2; c1 and
 *  c2 are never both set, as 2A + k < 2^256 + p); the mask is c1 + c2 - 1
 *  and the result v + k + (p AND mask) mod 2^256.
 *  fe_half: A + (p AND mask), mask = 0 - (A's bit 0), shifted right by
 *  an RRXS chain (the sum's carry enters at the top).
 *  The register-result entries qzi_p256_mul_r_armv7em / _sqr_r_ (p256_field.S)
 *  return a product in A where a field operation follows it.
 *  dbl: dbl-2001-b (a = -3) with 2Y first: delta = Z^2, 4 gamma = (2Y)^2,
 *    Z3 = 2Y Z (one product for a square, an addition and two
 *    subtractions), 4 beta = X 4 gamma, 8 gamma^2 = (4 gamma)^2 / 2,
 *    alpha = 3 (X - delta)(X + delta), X3 = alpha^2 - 2 (4 beta), Y3 =
 *    alpha (4 beta - X3) - 8 gamma^2: 4 M + 4 S, 3 doublings, 1 halving,
 *    2 additions, 2 subtractions, 2 reverse subtractions (8 doublings and
 *    7 subtractions in the C). Same X3, Y3, Z3 as the C.
 *  madd (as qzi_pt_add: 8 M + 3 S): U2 = x2 Z^2, S2 = y2 Z^3, H = U2 - X,
 *    r = S2 - Y, Z3 = Z H, X3 = r^2 - H^3 - 2 X H^2, Y3 = r (X H^2 - X3)
 *    - Y H^3; the mask from H's limbs OR-ed (SUBS #1, SBC).
 *
 * Registers: r4-r11 the accumulator A; r0-r2 the kernels' arguments
 * (r0 also the memory operand of the subroutines); r1-r3, r12 the
 * subroutines' scratch.
 * Frames: dbl 48 bytes (r4-r11, lr; R, P, tmp), madd 56 bytes (r4-r11,
 * lr; R, P, Q, tmp, the mask). With the deepest callee (the square, 104
 * bytes) 152 and 160 bytes below the caller. The frames hold pointers,
 * the mask and the caller's registers; the kernels' frames hold secrets
 * (with the register-result entries, the product over the kernel's saved
 * r4-r11 too): all of it is below the caller and wiped with the rest by
 * the public-key operation (QZI_EC_STACK_WIPE, or for P-256 signing
 * QZI_ECDSA_SIGN_STACK_WIPE, sized from the measured depth: re-measure
 * it when these frames change; tests/residue checks the listed secrets).
 *
 * Measured, MODELLED cycles per call (build-aux/qz-trace-cycles --cpu
 * cortex-m4, zero wait states, P = 2; in-place calls, the function and
 * everything it calls, the caller's BL excluded; the same for every
 * input):
 *                      own  subroutines  products            total   C (lib/ec/point.c)
 *   dbl                289      299      4 M + 4 S = 1,606   2,194   2,898
 *   madd               234      210      8 M + 3 S = 2,272   2,716   3,033
 *   subroutines: fe_sub, fe_rsub 30, fe_add 36, fe_dbl 29, fe_half 20
 *   (BX LR included). The products: 213 (M), 188 (S), + 1 by the
 *   register-result entry. Against the C, most of the gain is the
 *   additions (71 / 65 cycles each, called through the descriptor, with
 *   loads and stores of all operands) and the C between the calls.
 * Size: 932 bytes (arm-none-eabi-gcc 12.2): subroutines 378, dbl 266,
 * madd 288. A P-256-only image drops qzi_pt_dbl_c (284 bytes) and, with
 * the comb's complete addition (qzi_pt_madd_any) and the variable-base
 * tables (lib/ec/mul.c) now built on pt_madd, qzi_pt_add (624 bytes).
 */

#if defined(__ARM_FEATURE_DSP)

    .syntax unified
    .thumb

    .equ F_R, 0
    .equ F_P, 4
    .equ F_Q, 8         /* madd */
    .equ F_T, 8         /* dbl */
    .equ F_TM, 12       /* madd: tmp */
    .equ F_M, 16        /* madd: the mask */

/* reg = the pointer saved at sp + slot, plus off bytes. */
.macro ARG reg, slot, off
    ldr     \reg, [sp, #\slot]
    .if \off
    adds    \reg, \reg, #\off
    .endif
.endm

/* [d] = [a] [b], [d] = [a]^2 (Montgomery): the loads first (pipelined),
 * then the offsets. */
.macro FMUL ds, doff, as, aoff, bs, boff
    ldr     r0, [sp, #\ds]
    ldr     r1, [sp, #\as]
    ldr     r2, [sp, #\bs]
    .if \doff
    adds    r0, r0, #\doff
    .endif
    .if \aoff
    adds    r1, r1, #\aoff
    .endif
    .if \boff
    adds    r2, r2, #\boff
    .endif
    bl      qzi_p256_mul_armv7em
.endm
.macro FSQR ds, doff, as, aoff
    ldr     r0, [sp, #\ds]
    ARG     r1, \as, \aoff
    .if \doff
    adds    r0, r0, #\doff
    .endif
    bl      qzi_p256_sqr_armv7em
.endm
/* A = [a] [b], A = [a]^2: the register-result entries (p256_field.S). */
.macro MULA as, aoff, bs, boff
    ldr     r1, [sp, #\as]
    ldr     r2, [sp, #\bs]
    .if \aoff
    adds    r1, r1, #\aoff
    .endif
    .if \boff
    adds    r2, r2, #\boff
    .endif
    bl      qzi_p256_mul_r_armv7em
.endm
.macro SQRA as, aoff
    ARG     r1, \as, \aoff
    bl      qzi_p256_sqr_r_armv7em
.endm

/* A = [m]; [m] = A; A = A op [m] (op: fe_add, fe_sub, fe_rsub). */
.macro LDA s, off
    ARG     r0, \s, \off
    ldm     r0, {r4-r11}
.endm
.macro STA s, off
    ARG     r0, \s, \off
    stm     r0, {r4-r11}
.endm
.macro OPA op, s, off
    ARG     r0, \s, \off
    bl      \op
.endm

/* A += p AND mask (mask in r0), then return: the tail of every
 * subroutine. ADCP: the same sum, its carry kept (fe_half). */
.macro ADCP
    adds    r4, r4, r0
    adcs    r5, r5, r0
    adcs    r6, r6, r0
    adcs    r7, r7, #0
    adcs    r8, r8, #0
    adcs    r9, r9, #0
    adcs    r10, r10, r0, lsr #31
    adcs    r11, r11, r0
.endm
.macro CORRECT
    ADCP
    bx      lr
.endm

/* Not in .text.qz_fast.*: the code between the products (about a fifth
 * of a doubling's cycles) stays in flash, as the C it replaces did; the
 * bench's all-kernels board image (bench/ld/nucleo_g474re_fast.ld) has
 * 244 bytes of its 32 KB CCM SRAM left, too few for these 932. */
    .section .text.qzi_p256_pt_armv7em,"ax",%progbits
    .p2align 2

/* A = A - [r0] mod p. */
    .type   fe_sub, %function
    .thumb_func
fe_sub:
    ldm     r0!, {r1-r3, r12}
    subs    r4, r4, r1
    sbcs    r5, r5, r2
    sbcs    r6, r6, r3
    sbcs    r7, r7, r12
    ldm     r0, {r1-r3, r12}
    sbcs    r8, r8, r1
    sbcs    r9, r9, r2
    sbcs    r10, r10, r3
    sbcs    r11, r11, r12
    sbc     r0, r0, r0              /* mask = 0 - borrow */
    CORRECT
    .size   fe_sub, . - fe_sub

/* A = [r0] - A mod p. */
    .type   fe_rsub, %function
    .thumb_func
fe_rsub:
    ldm     r0!, {r1-r3, r12}
    subs    r4, r1, r4
    sbcs    r5, r2, r5
    sbcs    r6, r3, r6
    sbcs    r7, r12, r7
    ldm     r0, {r1-r3, r12}
    sbcs    r8, r1, r8
    sbcs    r9, r2, r9
    sbcs    r10, r3, r10
    sbcs    r11, r12, r11
    sbc     r0, r0, r0
    CORRECT
    .size   fe_rsub, . - fe_rsub

/* A = A + [r0] mod p: v = A + k' + [r0] + 1 (k = k' + 1 = 2^256 - p; A +
 * k' < 2^256 for A < p), mask = carry - 1, A = v + (p AND mask). */
    .type   fe_add, %function
    .thumb_func
fe_add:
    adds    r7, r7, #0xffffffff
    adcs    r8, r8, #0xffffffff
    adcs    r9, r9, #0xffffffff
    adcs    r10, r10, #0xfffffffe
    adc     r11, r11, #0
    ldm     r0!, {r1-r3, r12}
    cmp     r0, r0                  /* C = 1: the + 1 of k */
    adcs    r4, r4, r1
    adcs    r5, r5, r2
    adcs    r6, r6, r3
    adcs    r7, r7, r12
    ldm     r0, {r1-r3, r12}
    adcs    r8, r8, r1
    adcs    r9, r9, r2
    adcs    r10, r10, r3
    adcs    r11, r11, r12
    sbc     r0, r0, r0              /* mask = carry - 1 */
    CORRECT
    .size   fe_add, . - fe_add

/* A = 2A mod p: v = 2A (carry c1), v + k (carry c2), mask = c1 + c2 - 1. */
    .type   fe_dbl, %function
    .thumb_func
fe_dbl:
    adds    r4, r4, r4
    adcs    r5, r5, r5
    adcs    r6, r6, r6
    adcs    r7, r7, r7
    adcs    r8, r8, r8
    adcs    r9, r9, r9
    adcs    r10, r10, r10
    adcs    r11, r11, r11
    sbc     r0, r0, r0              /* c1 - 1 */
    adds    r4, r4, #1              /* + k: 1, 0, 0, F, F, F, F - 1, 0 */
    adcs    r5, r5, #0
    adcs    r6, r6, #0
    adcs    r7, r7, #0xffffffff
    adcs    r8, r8, #0xffffffff
    adcs    r9, r9, #0xffffffff
    adcs    r10, r10, #0xfffffffe
    adcs    r11, r11, #0
    adc     r0, r0, #0              /* c1 + c2 - 1 */
    CORRECT
    .size   fe_dbl, . - fe_dbl

/* A = A / 2 mod p: A + (p AND mask), mask = 0 - (A's bit 0), is even
 * (257 bits, the carry the top); shifted right one bit by an RRXS chain
 * from the top (each RRXS takes the bit above from C and leaves its own
 * bit 0 there). */
    .type   fe_half, %function
    .thumb_func
fe_half:
    sbfx    r0, r4, #0, #1              /* mask */
    ADCP
    rrxs    r11, r11
    rrxs    r10, r10
    rrxs    r9, r9
    rrxs    r8, r8
    rrxs    r7, r7
    rrxs    r6, r6
    rrxs    r5, r5
    rrx     r4, r4
    bx      lr
    .size   fe_half, . - fe_half

/* R = 2P. Slots: T0..T3 = tmp + 0, 32, 64, 96. */
    .global qzi_p256_pt_dbl_armv7em
    .type   qzi_p256_pt_dbl_armv7em, %function
    .thumb_func
qzi_p256_pt_dbl_armv7em:
    push    {r4-r11, lr}
    sub     sp, sp, #12
    stm     sp, {r1-r3}                 /* R, P, tmp */
    FSQR    F_T, 0, F_P, 64             /* T0 = delta = Z^2 */
    LDA     F_P, 32
    bl      fe_dbl
    STA     F_T, 96                     /* T3 = 2Y */
    FSQR    F_T, 32, F_T, 96            /* T1 = 4 gamma = (2Y)^2 */
    FMUL    F_R, 64, F_T, 96, F_P, 64   /* Z3 = 2Y Z (P's Y, Z are dead) */
    FMUL    F_T, 64, F_P, 0, F_T, 32    /* T2 = 4 beta = X 4 gamma */
    SQRA    F_T, 32
    bl      fe_half
    STA     F_T, 32                     /* T1 = 8 gamma^2 = (4 gamma)^2 / 2 */
    LDA     F_P, 0
    OPA     fe_sub, F_T, 0
    STA     F_T, 96                     /* T3 = X - delta */
    LDA     F_P, 0
    OPA     fe_add, F_T, 0
    STA     F_T, 0                      /* T0 = X + delta */
    FMUL    F_T, 96, F_T, 96, F_T, 0    /* T3 = (X - delta)(X + delta) */
    LDA     F_T, 96
    bl      fe_dbl
    OPA     fe_add, F_T, 96
    STA     F_T, 96                     /* T3 = alpha */
    FSQR    F_T, 0, F_T, 96             /* T0 = alpha^2 */
    LDA     F_T, 64
    bl      fe_dbl                      /* 8 beta */
    OPA     fe_rsub, F_T, 0
    STA     F_R, 0                      /* X3 = alpha^2 - 8 beta (P's X is dead) */
    OPA     fe_rsub, F_T, 64
    STA     F_T, 64                     /* T2 = 4 beta - X3 */
    MULA    F_T, 96, F_T, 64            /* alpha (4 beta - X3) */
    OPA     fe_sub, F_T, 32
    STA     F_R, 32                     /* Y3 = alpha (4 beta - X3) - 8 gamma^2 */
    add     sp, sp, #12
    pop     {r4-r11, pc}
    .size   qzi_p256_pt_dbl_armv7em, . - qzi_p256_pt_dbl_armv7em

/* R = P + Q (Q affine), both finite. Slots: T0..T6 = tmp + 32 i; T5 is r
 * (QZI_ADD_TMP_R). */
    .global qzi_p256_pt_madd_armv7em
    .type   qzi_p256_pt_madd_armv7em, %function
    .thumb_func
qzi_p256_pt_madd_armv7em:
    push    {r4-r11, lr}
    ldr     r12, [sp, #36]              /* tmp, the fifth argument */
    sub     sp, sp, #20
    stm     sp, {r1-r3, r12}            /* R, P, Q, tmp */
    FSQR    F_TM, 0, F_P, 64            /* T0 = Z^2 */
    MULA    F_Q, 0, F_TM, 0             /* U2 = x2 Z^2 */
    OPA     fe_sub, F_P, 0
    STA     F_TM, 96                    /* T3 = H = U2 - X */
    orr     r0, r4, r5
    orr     r0, r0, r6
    orr     r0, r0, r7
    orr     r0, r0, r8
    orr     r0, r0, r9
    orr     r0, r0, r10
    orr     r0, r0, r11
    subs    r0, r0, #1                  /* borrow iff H = 0 */
    sbc     r0, r0, r0                  /* all-ones iff H = 0 */
    str     r0, [sp, #F_M]
    FMUL    F_TM, 160, F_P, 64, F_TM, 0 /* T5 = Z^3 */
    MULA    F_Q, 32, F_TM, 160          /* S2 = y2 Z^3 */
    OPA     fe_sub, F_P, 32
    STA     F_TM, 160                   /* T5 = r = S2 - Y */
    FMUL    F_R, 64, F_P, 64, F_TM, 96  /* Z3 = Z H (P's Z is dead) */
    FSQR    F_TM, 32, F_TM, 96          /* T1 = H^2 */
    FMUL    F_TM, 192, F_TM, 32, F_TM, 96   /* T6 = H^3 */
    FMUL    F_TM, 64, F_P, 0, F_TM, 32  /* T2 = X H^2 */
    FMUL    F_TM, 128, F_P, 32, F_TM, 192   /* T4 = Y H^3 */
    SQRA    F_TM, 160                   /* r^2 */
    OPA     fe_sub, F_TM, 192
    OPA     fe_sub, F_TM, 64
    OPA     fe_sub, F_TM, 64
    STA     F_R, 0                      /* X3 = r^2 - H^3 - 2 X H^2 (P's X is dead) */
    OPA     fe_rsub, F_TM, 64
    STA     F_TM, 64                    /* T2 = X H^2 - X3 */
    MULA    F_TM, 160, F_TM, 64         /* r (X H^2 - X3) */
    OPA     fe_sub, F_TM, 128
    STA     F_R, 32                     /* Y3 = r (X H^2 - X3) - Y H^3 (P's Y is dead) */
    ldr     r0, [sp, #F_M]
    add     sp, sp, #20
    pop     {r4-r11, pc}
    .size   qzi_p256_pt_madd_armv7em, . - qzi_p256_pt_madd_armv7em

#endif /* __ARM_FEATURE_DSP */

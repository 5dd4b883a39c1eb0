/*
 * Field kernels modulo p = 2^255 - 19 for ARMv7E-M (Cortex-M4; also the
 * Cortex-M33 with the DSP extension), Thumb-2 with UMAAL.
 *
 *   void qzi_fe25519_mul_armv7em(uint32_t r[8], const uint32_t a[8],
 *                                const uint32_t b[8]);
 *   void qzi_fe25519_sqr_armv7em(uint32_t r[8], const uint32_t a[8]);
 *   void qzi_fe25519_add_armv7em(uint32_t r[8], const uint32_t a[8],
 *                                const uint32_t b[8]);
 *   void qzi_fe25519_sub_armv7em(uint32_t r[8], const uint32_t a[8],
 *                                const uint32_t b[8]);
 *   void qzi_fe25519_mul_a24_armv7em(uint32_t r[8], const uint32_t a[8]);
 *   void qzi_x25519_ladder_step_armv7em(uint32_t w[56], uint32_t swap);
 *
 * Contract (lib/internal/fe25519_kernel.h; the C reference is
 * lib/generic/fe25519.c, the oracle of tests/kernel_fe25519.c):
 *  - r = a b, a^2, a + b, a - b, 121666 a (mod p). Inputs: any value
 *    below 2^256 (8 limbs, least significant first, 4-byte aligned);
 *    outputs: a value below 2^256 congruent to the result ("loose").
 *  - r may be a or b: r is written by the last instructions, after the
 *    last read of a and b.
 *  - Constant time: straight-line code, no branch, no data-dependent
 *    address; UMULL / UMAAL / MUL, and the step's UADD8 / SEL, are
 *    single-cycle on the M4 and M33.
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr and flags clobbered.
 *  - Each function in its own section (.text.qzi_fe25519_<op>_armv7em),
 *    so --gc-sections keeps only those called.
 *  - UMAAL is a DSP-extension instruction on ARMv8-M Mainline: this file
 *    assembles to nothing without __ARM_FEATURE_DSP (configure then
 *    selects the C kernels), as the other armv7em bignum files.
 *  - The ladder step (contract in the same header: the effect of the
 *    cnd-swap of (x2, z2) with (x3, z3), then RFC 7748's formulas; x1,
 *    x2, z2, x3, z3 and two scratch elements A, B in w) gives the
 *    residues of qzi_x25519_ladder_step_c on x1, x2, z2, x3, z3, which
 *    tests/kernel_fe25519.c compares it with.
 *
 * Method, ladder step. The swap matters only to the doubling: with A' =
 * x2 + z2, B' = x2 - z2 from the unswapped (x2, z2) and C', D' from (x3,
 * z3), the differential addition's DA + CB and (DA - CB)^2 are the same
 * whichever pair is (A, B); so (x3, z3) <- swap ? (C', D') : (A', B')
 * (16 words by SEL, its GE flags set from swap by one UADD8: one
 * single-cycle instruction a word, no branch, no address from swap)
 * gives the doubling its inputs and everything else runs unswapped.
 * Calls: 3 sum-and-difference cores, the select, 5 mul, 2 double squares,
 * one E = AA - BB with BB + 121666 E.
 * Every core returns r0 at an element of w, so the next arguments are
 * ADD / SUB from r0 (STEP_R0 tracks which element at assembly time).
 *
 * Cores. The bodies are local functions with a lighter convention, which
 * the ladder step calls with r4-r11 saved once: r0 = r, r1 = a, r2 = b;
 * r0-r12 and flags clobbered; r0 returned at the result.
 *   fe_mul_core   [r0] = [r1] [r2]. Its frame, 48 bytes, is the caller's,
 *                 at sp (the step's, or the exported mul's): r and lr are
 *                 saved there by STRD, the return is LDR pc.
 *   fe_sqr2_core  [r0] = [r1]^2, [r0 + 32] = [r1 + 32]^2: the square's
 *                 body (SQR_BODY) twice, in the caller's frame as
 *                 fe_mul_core; returns r0 + 32.
 *   fe_sqr_core   [r0] = [r1]^2 with its own frame (PUSH {r0, lr}), for
 *                 the exported sqr only.
 *   fe_addsub_core     [r0] = a + b, [r0 + 32] = a - b for a = [r1], b =
 *                 [r1 + 32] (ADD_BODY, SUB_BODY); returns r0 + 32.
 *   fe_suba24add_core  E = [r0] = [r1] - [r2], then [r0 - 32] = 121666 E
 *                 + [r2] from E still in registers ({c : r_i} = E_i 121666
 *                 + b_i + c, UMAAL, then FOLD38); returns r0 - 32.
 *   The last two are leaves (BX LR). The exported mul and sqr are PUSH
 *   {r4-r11, lr}, BL to the core, POP; add, sub and mul_a24 instantiate
 *   ADD_BODY, SUB_BODY, A24_BODY between their PUSH and POP.
 *
 * Folding. 2^256 = 38 (mod p). A value x7..x0 + 2^256 c (c < 2^27) is
 * folded by one ADDS / ADCS chain adding 38 c at limb 0 (FOLD38); the
 * chain's carry C is 1 only when x + 38 c wrapped past 2^256, and then the
 * new x is below 38 c < 2^32 (limbs 1..7 zero), so the second 38 C goes
 * into limb 0 alone without a carry (SBC / BIC make 38 C, no branch): add
 * and mul_a24. The products fold their top limb first instead (FOLD_TOP,
 * below), which needs no second pass.
 *
 * Method, multiply (two passes of four-row operand scanning)
 *   P1  T = a[0..3] * b: rows j = 0..7, {c : w3..w0} = w3..w0 + a[0..3]
 *       * b[j] + c (UMAAL chain, ROW), the window of four limbs and the
 *       carry rotating by renaming over r7-r11; w0 retires limb j to the
 *       frame (t0..t3 final, u4..u7 partial). Rows 0 and 1 are
 *       interleaved: each a_i b0 by UMULL, row 1's UMAALs adding them, and
 *       the high halves of a1 b0 and a2 b0 are the carry-ins of rows 2 and
 *       3; rows 4..7 start from a zero carry-in. The last
 *       window is P1's limbs 8..11 (v8..v11).
 *   P2  T += 2^128 a[4..7] * b: the window starts as u4..u7; row j's
 *       carry-in (an addend at column j + 4) is 0 for rows 0..3 and
 *       v8..v11 for rows 4..7. Rows 0..3 retire t4..t7 to the frame,
 *       rows 4..7 retire t8..t11 into registers; the last window is
 *       t12..t15: the upper half never goes to memory.
 *   F   the top limb first: {c : x7} = t7 + 38 t15, q = 2 c + x7's bit
 *       31 (the part at 2^255, 2^255 = 19 mod p), x7 &= 2^31 - 1
 *       (FOLD_TOP); then r_i = t_i + 38 t_(i+8) + c for i = 0..6, one
 *       UMAAL chain (multiplier 38 in a register, t0..t6 read back from
 *       the frame) starting from c = 19 q (< 2^11), and r7 = x7 + c:
 *       the last carry (< 40) lands below 2^31 and the result is below
 *       2^256 without a second pass.
 * Method, square (the 28 cross products once, doubled, plus the squares)
 *   X1  c1..c6 = the cross products of a[0..3]: a0 a1 and a0 a3 by
 *       UMULL, the other four by one UMAAL chain over columns 2..5.
 *   L   t_i = 2 c_i + s_i + h for i = 0..7 (s = the squares a_k^2 as
 *       64-bit words at columns 2k, 2k+1): the doubling is one ADDS / ADCS
 *       chain (its carry C survives the UMAALs, which set no flags), the
 *       squares and h one UMAAL chain (UMAAL t, h, a_k, a_k at the even
 *       columns, UMAAL t, h, 0, 0 at the odd); t0..t7 go to the frame.
 *   X2  rows j = 4..7: {c : w3..w0} = w3..w0 + a[0..3] a_j + 0, the window
 *       starting as c4, c5, c6, 0; row j completes c_j, which L turns into
 *       t_j at once.
 *   X3  the six cross products of a[4..7] onto the window c8..c11:
 *       c8..c14 in registers; both chains go on over columns 8..15 (t15 =
 *       h + C: a^2 < 2^512).
 *   F   as the multiply's (FOLD_TOP, then the chain over limbs 0..6).
 * add: one ADDS / ADCS chain, its carry C folded (FOLD38_C). sub: one
 * SUBS / SBCS chain; a borrow takes 38 off by a second chain; a second
 * borrow means the value was below 38 and wrapped to at least
 * 2^256 - 38, so its limb 0 is at least 2^32 - 38 and the last 38 is
 * taken off limb 0 alone. mul_a24: UMAAL c, a_i, a_i, 121665 gives
 * {a_i : c} = c + a_i + 121665 a_i = 121666 a_i + c (RdHi doubles as the
 * multiplicand), then FOLD38 of the top carry (< 2^17).
 *
 * Register allocation (multiply)
 *   P1  r3-r6 = a[0..3]; r12, lr = b[j], b[j+1] (LDRD); rows 0..3 over
 *       r0, r7-r11, then the window and carry over r7-r11; r1 = a + 16,
 *       r2 = b (r in the frame).
 *   P2  r3-r6 = a[4..7]; r1 = b[j] (lr with it for rows 0..3); window and
 *       carry over r0, r8, r10-r12, lr, with v10, v11 in r7, r9 until
 *       their rows. Result: t8..t15 = r0 r11 r8 r12 r10 lr r7 r9.
 *   F   r1 = 38, r6 = c, r9 = x7; results in r2-r5, r8, r11, r12, lr
 *       (one STM).
 *   sqr X1, L, X2: r2-r5 = a[0..3], r12 = a_j, r1 = a + 16, lr = h, r0 = 0,
 *       c1..c6 in r6-r11, then the window over r6, r7, r9-r11.
 *   sqr X3: r2-r4, r12 = a[4..7]; c8..c14 = r7 r9 r10 r11 r6 r8 r5, which
 *       become t8..t14 in place; t15 = lr. F: r12 = 38, r1 = c, lr = x7.
 *   add, sub, mul_a24: a in r3-r10 (LDM), b two limbs at a time in r1,
 *   r12 (LDRD); r11 = 38.
 *
 * Frame, multiply (fe_mul_core: the caller's 48 bytes at sp)
 *   sp+0 .. sp+31   t0..t3, u4..u7, then t4..t7                  (MF_T)
 *   sp+32, sp+36    v8, v9 over P2's rows 0..3           (MF_V8, MF_V9)
 *   sp+40, sp+44    r, the return address                 (MF_R, MF_R + 4)
 * Frame, square (fe_sqr_core: push {r0, lr}, sub sp, #32; fe_sqr2_core:
 * the caller's 44 bytes at sp)
 *   sp+0 .. sp+31   t0..t7                                       (SF_T)
 *   sp+32           r                                            (SF_R)
 *   sp+36, sp+40    fe_sqr2_core: a, the return address
 * Frame, ladder step: push {r1, r4-r11, lr} (swap), sub sp, #48 (the
 * cores' frame); swap at sp + 48.
 * Stack: 84 bytes (mul: 36 + the core's 48), 76 (sqr), 36 (add,
 * mul_a24), 32 (sub), 88 (the ladder step, its cores included). The
 * frames hold field values (product limbs, secret) and are not wiped:
 * lib/curve25519/x25519.c wipes the stack.
 *
 * Measured, MODELLED cycles per call (build-aux/qz-trace-cycles --cpu
 * cortex-m4 / cortex-m33 --func NAME on a driver calling each kernel,
 * linked with the build's libqzcrypt.a; zero wait states, the function's
 * own instructions and its return; a caller's BL adds 1 + P, 3 on the
 * M4, 2 on the M33):
 *                                 cortex-m4   cortex-m33
 *   qzi_fe25519_mul_armv7em         200          183   (27 / 25 + the core)
 *   qzi_fe25519_sqr_armv7em         167          156   (25 / 23 + the core)
 *   qzi_fe25519_add_armv7em          74           67
 *   qzi_fe25519_sub_armv7em          71           64
 *   qzi_fe25519_mul_a24_armv7em      64           62
 *   qzi_fe25519_mul_c (-O2)         983          966
 *   cores (their return included): mul 173 / 158, sqr 142 / 133, sqr2
 *   279 / 261, addsub 109 / 96, suba24add 104 / 89
 *   qzi_x25519_ladder_step_armv7em 2,020        1,831 (its own 166 / 142:
 *     the select and 11 calls; 5 mul, 2 sqr2, 3 addsub, 1 suba24add)
 * Size (arm-none-eabi-gcc 12.2): .text 500 (mul, its core included) +
 * 416 (sqr, likewise) + 112 (add) + 108 (sub) + 112 (mul_a24) + 1,528
 * (the ladder step with the addsub, suba24add and sqr2 cores; sqr2 is two
 * copies of the square's body, about 800 bytes, 16 cycles a step less
 * than two calls of one) bytes; X25519 links the mul and the step.
 */
#if defined(__ARM_FEATURE_DSP)

    .syntax unified
    .thumb

    .equ MF_T,   0                      @ t0..t7 (P1's limbs, then P2's)
    .equ MF_V8,  32                     @ P1's limb 8, spilled over P2's rows 0..3
    .equ MF_V9,  36                     @ P1's limb 9
    .equ MF_R,   40                     @ r, then the return address
    .equ SF_T,   0                      @ square: t0..t7, the low half
    .equ SF_R,   32                     @ square: r (then a, lr: fe_sqr2_core)

/* One row of a pass: {c : w3..w0} = w3..w0 + A[0..3] * B + c, A[0..3] in
 * r3-r6; c enters as an addend at w0's column, leaves as the column above
 * w3; w0 is then complete for the pass. */
    .macro ROW B, c, w0, w1, w2, w3
    umaal   \w0, \c, r3, \B
    umaal   \w1, \c, r4, \B
    umaal   \w2, \c, r5, \B
    umaal   \w3, \c, r6, \B
    .endm

/* r = x7..x0 + 38 c (c < 2^27, k = 38): one carry chain, then its carry
 * C (only when the sum wrapped, leaving x below 2^11) as 38 into x0,
 * which cannot carry again. c is clobbered. */
    .macro FOLD38 c, k, x0, x1, x2, x3, x4, x5, x6, x7
    mul     \c, \c, \k                  @ 38 c
    adds    \x0, \x0, \c
    FOLD38_TAIL \c, \k, \x0, \x1, \x2, \x3, \x4, \x5, \x6, \x7
    .endm

/* The same from a carry in C (add's chain, c = C): 38 C into x0 and the
 * carry chain, then the second carry. */
    .macro FOLD38_C c, k, x0, x1, x2, x3, x4, x5, x6, x7
    sbc     \c, \c, \c                  @ C - 1
    bic     \c, \k, \c                  @ 38 C
    adds    \x0, \x0, \c
    FOLD38_TAIL \c, \k, \x0, \x1, \x2, \x3, \x4, \x5, \x6, \x7
    .endm

    .macro FOLD38_TAIL c, k, x0, x1, x2, x3, x4, x5, x6, x7
    adcs    \x1, \x1, #0
    adcs    \x2, \x2, #0
    adcs    \x3, \x3, #0
    adcs    \x4, \x4, #0
    adcs    \x5, \x5, #0
    adcs    \x6, \x6, #0
    adcs    \x7, \x7, #0
    sbc     \c, \c, \c                  @ C - 1
    bic     \c, \k, \c                  @ 38 C
    add     \x0, \x0, \c                @ no carry: x0 < 2^11 when C = 1
    .endm

/* The top of a fold, before the chain: {c : x7} = t7 + 38 t15 (c = 0 on
 * entry, k = 38), then q = 2 c + x7's bit 31 (the value's part at 2^255,
 * q < 78) leaves as 19 q (2^255 = 19 mod p) in c, and x7 without its top
 * bit in out (out may be t15). The chain r_i = t_i + 38 t_(i+8) + c for
 * i = 0..6 then starts from c = 19 q, and its last carry (< 40) goes into
 * out, below 2^31: r < 2^256 with no second pass. */
    .macro FOLD_TOP t7, c, t15, k, out
    umaal   \t7, \c, \t15, \k
    lsl     \c, \c, #1
    orr     \c, \c, \t7, lsr #31      @ q
    bic     \out, \t7, #0x80000000
    mov     \t7, #19
    mul     \c, \c, \t7                @ 19 q
    .endm

/* ------------------------------------------------------------------ mul */
    .section .text.qzi_fe25519_mul_armv7em,"ax",%progbits
    .align  2
    .global qzi_fe25519_mul_armv7em
    .type   qzi_fe25519_mul_armv7em, %function
    .thumb_func
qzi_fe25519_mul_armv7em:
    push    {r4-r11, lr}
    sub     sp, sp, #48                 @ fe_mul_core's frame
    bl      fe_mul_core
    add     sp, sp, #48
    pop     {r4-r11, pc}
    .size   qzi_fe25519_mul_armv7em, . - qzi_fe25519_mul_armv7em

/* The body: r0 = r, r1 = a, r2 = b; r0-r12 and flags clobbered. Its
 * frame, 48 bytes, is the caller's, at sp: t0..t7, v8, v9, then r and
 * lr, saved there (no SP arithmetic); returns by LDR pc. */
    .type   fe_mul_core, %function
    .thumb_func
fe_mul_core:
    strd    r0, lr, [sp, #MF_R]         @ r, the return address
    /* P1: T = a[0..3] * b; row j retires column j (t0..t3, u4..u7). */
    ldm     r1!, {r3-r6}                @ a0..a3; r1 = a + 16
    /* Rows 0 and 1 interleaved: each a_i b0 by UMULL, whose high half
     * (y at column 2, z at 3) is a later row's carry-in, so no row of
     * rows 0..3 starts from a zeroed register. */
    ldrd    r12, lr, [r2, #0]           @ b0, b1
    umull   r11, r7, r3, r12            @ t0; c = r7 (column 1)
    umull   r0, r9, r4, r12             @ a1 b0: column 1, y = r9 (column 2)
    str     r11, [sp, #MF_T + 0]        @ t0
    umaal   r0, r7, r3, lr              @ t1 = a1 b0 + a0 b1 + c
    umull   r11, r10, r5, r12           @ a2 b0: column 2, z = r10 (column 3)
    str     r0, [sp, #MF_T + 4]         @ t1
    umaal   r11, r7, r4, lr             @ column 2 += a1 b1 + c
    umull   r0, r8, r6, r12             @ a3 b0: column 3, column 4 = r8
    umaal   r0, r7, r5, lr              @ column 3 += a2 b1 + c
    umaal   r8, r7, r6, lr              @ column 4 += a3 b1 + c; c = r7 (column 5)
    ldrd    r12, lr, [r2, #8]           @ b2, b3
    ROW     r12, r9, r11, r0, r8, r7    @ row 2, carry-in y: t2 = r11
    str     r11, [sp, #MF_T + 8]        @ t2
    ROW     lr, r10, r0, r8, r7, r9     @ row 3, carry-in z: t3 = r0
    str     r0, [sp, #MF_T + 12]        @ t3
    ldrd    r12, lr, [r2, #16]          @ b4, b5
    mov     r11, #0
    ROW     r12, r11, r8, r7, r9, r10   @ row 4
    str     r8, [sp, #MF_T + 16]        @ u4
    mov     r8, #0
    ROW     lr, r8, r7, r9, r10, r11    @ row 5
    str     r7, [sp, #MF_T + 20]        @ u5
    ldrd    r12, lr, [r2, #24]          @ b6, b7
    mov     r7, #0
    ROW     r12, r7, r9, r10, r11, r8   @ row 6
    str     r9, [sp, #MF_T + 24]        @ u6
    mov     r9, #0
    ROW     lr, r9, r10, r11, r8, r7    @ row 7: u7 = r10; v8..v11 = r11 r8 r7 r9

    /* P2: T += 2^128 a[4..7] * b. The window starts as u4..u7; row j's
     * carry-in (column j + 4) is 0 for rows 0..3 and v8..v11 for rows
     * 4..7. Rows 0..3 retire t4..t7 (frame), rows 4..7 t8..t11
     * (registers); the last window is t12..t15. */
    str     r11, [sp, #MF_V8]
    str     r8, [sp, #MF_V9]
    ldm     r1, {r3-r6}                 @ a4..a7
    ldr     r11, [sp, #MF_T + 16]       @ u4
    ldr     r8, [sp, #MF_T + 20]        @ u5
    ldr     r12, [sp, #MF_T + 24]       @ u6
    ldrd    r1, lr, [r2, #0]            @ b0, b1
    mov     r0, #0
    ROW     r1, r0, r11, r8, r12, r10   @ row 0
    str     r11, [sp, #MF_T + 16]       @ t4
    mov     r11, #0
    ROW     lr, r11, r8, r12, r10, r0   @ row 1
    str     r8, [sp, #MF_T + 20]        @ t5
    ldrd    r1, lr, [r2, #8]            @ b2, b3
    mov     r8, #0
    ROW     r1, r8, r12, r10, r0, r11   @ row 2
    str     r12, [sp, #MF_T + 24]       @ t6
    mov     r12, #0
    ROW     lr, r12, r10, r0, r11, r8   @ row 3
    str     r10, [sp, #MF_T + 28]       @ t7
    ldr     r1, [r2, #16]               @ b4
    ldr     r10, [sp, #MF_V8]           @ v8
    ROW     r1, r10, r0, r11, r8, r12   @ row 4: t8 = r0
    ldr     r1, [r2, #20]               @ b5
    ldr     lr, [sp, #MF_V9]            @ v9
    ROW     r1, lr, r11, r8, r12, r10   @ row 5: t9 = r11
    ldr     r1, [r2, #24]               @ b6
    ROW     r1, r7, r8, r12, r10, lr    @ row 6: t10 = r8
    ldr     r1, [r2, #28]               @ b7
    ROW     r1, r9, r12, r10, lr, r7    @ row 7: t11 = r12; t12..t15 = r10 lr r7 r9

    /* Fold: r = t0..t7 + 38 t8..t15 with the top limb first (FOLD_TOP):
     * t8..t15 = r0 r11 r8 r12 r10 lr r7 r9. */
    mov     r1, #38
    mov     r6, #0
    ldr     r5, [sp, #MF_T + 28]        @ t7
    FOLD_TOP r5, r6, r9, r1, r9         @ r9 = x7 < 2^31, r6 = 19 q
    ldm     sp, {r2-r5}                 @ t0..t3
    umaal   r2, r6, r0, r1              @ {c:r2} = t0 + 38 t8 + c
    umaal   r3, r6, r11, r1
    umaal   r4, r6, r8, r1
    umaal   r5, r6, r12, r1
    ldrd    r8, r11, [sp, #MF_T + 16]   @ t4, t5
    ldr     r12, [sp, #MF_T + 24]       @ t6
    umaal   r8, r6, r10, r1
    umaal   r11, r6, lr, r1
    umaal   r12, r6, r7, r1             @ c < 40
    add     lr, r9, r6                  @ x7 + c < 2^32
    ldr     r0, [sp, #MF_R]
    stm     r0, {r2-r5, r8, r11, r12, lr}
    ldr     pc, [sp, #MF_R + 4]
    .size   fe_mul_core, . - fe_mul_core

/* ------------------------------------------------------------------ sqr */
/* One row of the square's middle part: {c : w3..w0} = w3..w0 + a[0..3]
 * * B + c, a[0..3] in r2-r5. */
    .macro SROW B, c, w0, w1, w2, w3
    umaal   \w0, \c, r2, \B
    umaal   \w1, \c, r3, \B
    umaal   \w2, \c, r4, \B
    umaal   \w3, \c, r5, \B
    .endm

    .section .text.qzi_fe25519_sqr_armv7em,"ax",%progbits
    .align  2
    .global qzi_fe25519_sqr_armv7em
    .type   qzi_fe25519_sqr_armv7em, %function
    .thumb_func
qzi_fe25519_sqr_armv7em:
    push    {r4-r11, lr}
    bl      fe_sqr_core
    pop     {r4-r11, pc}
    .size   qzi_fe25519_sqr_armv7em, . - qzi_fe25519_sqr_armv7em

/* The square's body, from r1 = a to the result stored at [sp + SF_R]
 * (returned in r0), in a frame of t0..t7 at sp + SF_T. */
    .macro SQR_BODY
    /* X1: the cross products of a[0..3], c1..c6 = r6..r11. */
    ldm     r1!, {r2-r5}                @ a0..a3; r1 = a + 16
    umull   r6, r7, r2, r3              @ c1, column 2 = a0 a1
    umull   r8, r9, r2, r5              @ columns 3, 4 = a0 a3
    mov     r10, #0
    umaal   r7, r10, r2, r4             @ c2 = a0 a2 + column 2; carry r10
    umaal   r8, r10, r3, r4             @ c3 = a1 a2 + column 3 + carry
    umaal   r9, r10, r3, r5             @ c4 = a1 a3 + column 4 + carry
    mov     r11, #0
    umaal   r10, r11, r4, r5            @ c5 = a2 a3 + carry; c6 = r11
    /* Low half: t_i = 2 c_i + (the squares' column i) + h, the doubling
     * by the ADDS / ADCS chain (C carries across the UMAALs, which set no
     * flags), the squares by a UMAAL chain h = lr (r0 = 0 for the odd
     * columns); t0..t7 go to the frame. */
    mov     r0, #0
    umull   r12, lr, r2, r2             @ {h : t0} = a0^2
    str     r12, [sp, #SF_T + 0]
    adds    r6, r6, r6                  @ 2 c1
    umaal   r6, lr, r0, r0              @ t1 = 2 c1 + h
    str     r6, [sp, #SF_T + 4]
    adcs    r7, r7, r7
    umaal   r7, lr, r3, r3              @ t2 = 2 c2 + a1^2 + h
    str     r7, [sp, #SF_T + 8]
    adcs    r8, r8, r8
    umaal   r8, lr, r0, r0              @ t3
    str     r8, [sp, #SF_T + 12]
    /* X2: rows j = 4..7, {c : w} = w + a[0..3] a_j, the window starting
     * as c4, c5, c6, 0; row j completes c_j, which is doubled and
     * squared into t_j at once. */
    ldr     r12, [r1, #0]               @ a4
    mov     r6, #0
    mov     r7, #0
    SROW    r12, r7, r9, r10, r11, r6   @ row 4: c4 = r9
    adcs    r9, r9, r9
    umaal   r9, lr, r4, r4              @ t4 = 2 c4 + a2^2 + h
    str     r9, [sp, #SF_T + 16]
    ldr     r12, [r1, #4]               @ a5
    mov     r9, #0
    SROW    r12, r9, r10, r11, r6, r7   @ row 5: c5 = r10
    adcs    r10, r10, r10
    umaal   r10, lr, r0, r0             @ t5
    str     r10, [sp, #SF_T + 20]
    ldr     r12, [r1, #8]               @ a6
    mov     r10, #0
    SROW    r12, r10, r11, r6, r7, r9   @ row 6: c6 = r11
    adcs    r11, r11, r11
    umaal   r11, lr, r5, r5             @ t6 = 2 c6 + a3^2 + h
    str     r11, [sp, #SF_T + 24]
    ldr     r12, [r1, #12]              @ a7
    mov     r11, #0
    SROW    r12, r11, r6, r7, r9, r10   @ row 7: c7 = r6
    adcs    r6, r6, r6
    umaal   r6, lr, r0, r0              @ t7
    str     r6, [sp, #SF_T + 28]
    /* X3: the cross products of a[4..7] onto the window c8..c11 = r7 r9
     * r10 r11: c8..c14 = r7 r9 r10 r11 r6 r8 r5. */
    ldm     r1, {r2-r4}                 @ a4..a6; a7 = r12
    mov     r6, #0
    umaal   r9, r6, r2, r3              @ a4 a5 (column 9)
    umaal   r10, r6, r2, r4             @ a4 a6 (column 10)
    umaal   r11, r6, r2, r12            @ a4 a7 (column 11); c12 = r6
    mov     r8, #0
    umaal   r11, r8, r3, r4             @ a5 a6 (column 11)
    umaal   r6, r8, r3, r12             @ a5 a7 (column 12)
    mov     r5, #0
    umaal   r8, r5, r4, r12             @ a6 a7 (column 13); c14 = r5
    /* High half: the two chains go on from column 8 (C and h). */
    adcs    r7, r7, r7
    umaal   r7, lr, r2, r2              @ t8 = 2 c8 + a4^2 + h
    adcs    r9, r9, r9
    umaal   r9, lr, r0, r0              @ t9
    adcs    r10, r10, r10
    umaal   r10, lr, r3, r3             @ t10
    adcs    r11, r11, r11
    umaal   r11, lr, r0, r0             @ t11
    adcs    r6, r6, r6
    umaal   r6, lr, r4, r4              @ t12
    adcs    r8, r8, r8
    umaal   r8, lr, r0, r0              @ t13
    adcs    r5, r5, r5
    umaal   r5, lr, r12, r12            @ t14
    adc     lr, lr, #0                  @ t15 = h + C (a^2 < 2^512)
    /* Fold, the top limb first (FOLD_TOP), then the UMAAL chain c = r0. */
    mov     r12, #38
    mov     r0, #0
    ldr     r4, [sp, #SF_T + 28]        @ t7
    FOLD_TOP r4, r0, lr, r12, lr        @ lr = x7 < 2^31, r0 = 19 q
    ldm     sp, {r1-r4}                 @ t0..t3
    umaal   r1, r0, r7, r12
    umaal   r2, r0, r9, r12
    umaal   r3, r0, r10, r12
    umaal   r4, r0, r11, r12
    ldrd    r7, r9, [sp, #SF_T + 16]    @ t4, t5
    ldr     r10, [sp, #SF_T + 24]       @ t6
    umaal   r7, r0, r6, r12
    umaal   r9, r0, r8, r12
    umaal   r10, r0, r5, r12            @ c < 40
    add     r11, lr, r0                 @ x7 + c < 2^32
    ldr     r0, [sp, #SF_R]
    stm     r0, {r1-r4, r7, r9-r11}     @ r0 = r on return
    .endm

/* The body: r0 = r, r1 = a; as fe_mul_core. */
    .type   fe_sqr_core, %function
    .thumb_func
fe_sqr_core:
    push    {r0, lr}                    @ r at SF_R after the sub
    sub     sp, sp, #32
    SQR_BODY
    add     sp, sp, #36
    pop     {pc}
    .size   fe_sqr_core, . - fe_sqr_core


/* add, sub, mul_a24: each body is a macro (r0 = r, r1 = a, r2 = b; r1,
 * r3-r12 and flags clobbered), instantiated twice: the exported kernel
 * between PUSH / POP of r4-r11, and a core ending in BX LR that the ladder
 * step calls with its registers already saved. */
    .macro ADD_BODY
    ldm     r1, {r3-r10}                @ a
    ldrd    r1, r12, [r2, #0]
    adds    r3, r3, r1                  @ t = a + b, carry C
    adcs    r4, r4, r12
    ldrd    r1, r12, [r2, #8]
    adcs    r5, r5, r1
    adcs    r6, r6, r12
    ldrd    r1, r12, [r2, #16]
    adcs    r7, r7, r1
    adcs    r8, r8, r12
    ldrd    r1, r12, [r2, #24]
    adcs    r9, r9, r1
    adcs    r10, r10, r12
    mov     r11, #38                    @ MOV (no S) keeps C
    FOLD38_C r1, r11, r3, r4, r5, r6, r7, r8, r9, r10
    stm     r0, {r3-r10}
    .endm

    .macro SUB_BODY
    ldm     r1, {r3-r10}                @ a
    ldrd    r1, r12, [r2, #0]
    subs    r3, r3, r1                  @ t = a - b, borrow = !C
    sbcs    r4, r4, r12
    ldrd    r1, r12, [r2, #8]
    sbcs    r5, r5, r1
    sbcs    r6, r6, r12
    ldrd    r1, r12, [r2, #16]
    sbcs    r7, r7, r1
    sbcs    r8, r8, r12
    ldrd    r1, r12, [r2, #24]
    sbcs    r9, r9, r1
    sbcs    r10, r10, r12
    sbc     r1, r1, r1                  @ -borrow
    and     r1, r1, #38                 @ 38 borrow
    subs    r3, r3, r1                  @ t - 38 borrow
    sbcs    r4, r4, #0
    sbcs    r5, r5, #0
    sbcs    r6, r6, #0
    sbcs    r7, r7, #0
    sbcs    r8, r8, #0
    sbcs    r9, r9, #0
    sbcs    r10, r10, #0
    sbc     r1, r1, r1                  @ a second borrow: t was below 38,
    and     r1, r1, #38                 @ now t + 2^256 - 38 >= 2^256 - 38,
    sub     r3, r3, r1                  @ its limb 0 >= 2^32 - 38
    stm     r0, {r3-r10}
    .endm

    .macro A24_BODY
    ldm     r1, {r3-r10}                @ a
    movw    r12, #(121665 & 0xffff)
    movt    r12, #(121665 >> 16)        @ 121666 - 1
    mov     r1, #0
    /* {a_i : c} = c + a_i + a_i (121666 - 1): UMAAL's RdHi doubles as the
     * multiplicand, the limb lands in the carry's register and the next
     * carry in a_i's. */
    umaal   r1, r3, r3, r12             @ r1 = limb 0
    umaal   r3, r4, r4, r12             @ r3 = limb 1
    umaal   r4, r5, r5, r12
    umaal   r5, r6, r6, r12
    umaal   r6, r7, r7, r12
    umaal   r7, r8, r8, r12
    umaal   r8, r9, r9, r12
    umaal   r9, r10, r10, r12           @ r9 = limb 7, c = r10 < 2^17
    mov     r11, #38
    FOLD38  r10, r11, r1, r3, r4, r5, r6, r7, r8, r9
    stm     r0, {r1, r3-r9}
    .endm

/* ------------------------------------------------------------------ add */
    .section .text.qzi_fe25519_add_armv7em,"ax",%progbits
    .align  2
    .global qzi_fe25519_add_armv7em
    .type   qzi_fe25519_add_armv7em, %function
    .thumb_func
qzi_fe25519_add_armv7em:
    push    {r4-r11, lr}
    ADD_BODY
    pop     {r4-r11, pc}
    .size   qzi_fe25519_add_armv7em, . - qzi_fe25519_add_armv7em

/* ------------------------------------------------------------------ sub */
    .section .text.qzi_fe25519_sub_armv7em,"ax",%progbits
    .align  2
    .global qzi_fe25519_sub_armv7em
    .type   qzi_fe25519_sub_armv7em, %function
    .thumb_func
qzi_fe25519_sub_armv7em:
    push    {r4-r10, lr}
    SUB_BODY
    pop     {r4-r10, pc}
    .size   qzi_fe25519_sub_armv7em, . - qzi_fe25519_sub_armv7em

/* -------------------------------------------------------------- mul_a24 */
    .section .text.qzi_fe25519_mul_a24_armv7em,"ax",%progbits
    .align  2
    .global qzi_fe25519_mul_a24_armv7em
    .type   qzi_fe25519_mul_a24_armv7em, %function
    .thumb_func
qzi_fe25519_mul_a24_armv7em:
    push    {r4-r11, lr}
    A24_BODY
    pop     {r4-r11, pc}
    .size   qzi_fe25519_mul_a24_armv7em, . - qzi_fe25519_mul_a24_armv7em

/* --------------------------------------------------------- ladder step */
/* reg = r0 + off (r0 itself when off = 0). */
    .macro OFFS reg, off
    .if \off > 0
    add     \reg, r0, #(\off)
    .elseif \off < 0
    sub     \reg, r0, #(-(\off))
    .else
    .ifnc \reg, r0
    mov     \reg, r0
    .endif
    .endif
    .endm

/* [w + 32 d] = op([w + 32 a], [w + 32 b]) on the workspace's elements
 * (x1 0, x2 1, z2 2, x3 3, z3 4, A 5, B 6). Every core returns with r0 at
 * an element of w (its result, or the difference's for fe_addsub_core),
 * which the assembler tracks in STEP_R0: the next arguments are offsets
 * from r0, with no load of w. */
    .macro STEP_OP core, ret, d, a, b
    OFFS    r1, (32 * (\a - STEP_R0))
    .ifnb \b
    OFFS    r2, (32 * (\b - STEP_R0))
    .endif
    OFFS    r0, (32 * (\d - STEP_R0))
    bl      \core
    .set    STEP_R0, \ret
    .endm

/* The leaf cores (BX LR; r4-r11 not saved). */
    .macro STEP_LEAF name, body
    .type   \name, %function
    .thumb_func
\name:
    \body
    bx      lr
    .size   \name, . - \name
    .endm

    .section .text.qzi_x25519_ladder_step_armv7em,"ax",%progbits
    .align  2

/* Two squares in one frame: [r0] = [r1]^2, [r0 + 32] = [r1 + 32]^2 (r0 =
 * r1 allowed: the first result is written before the second operand,
 * which it does not overlap, is read); returns r0 + 32. The frame, 44
 * bytes, is the caller's, as fe_mul_core's: t0..t7, r, a, lr. */
    .type   fe_sqr2_core, %function
    .thumb_func
fe_sqr2_core:
    strd    r0, r1, [sp, #SF_R]         @ r, a
    str     lr, [sp, #SF_R + 8]
    SQR_BODY
    ldr     r1, [sp, #SF_R + 4]
    add     r0, r0, #32
    add     r1, r1, #32
    str     r0, [sp, #SF_R]
    SQR_BODY
    ldr     pc, [sp, #SF_R + 8]
    .size   fe_sqr2_core, . - fe_sqr2_core

/* [r0] = [r1] + [r1 + 32], [r0 + 32] = [r1] - [r1 + 32] (the outputs
 * overlap neither input); returns r0 + 32. */
    .type   fe_addsub_core, %function
    .thumb_func
fe_addsub_core:
    add     r2, r1, #32
    ADD_BODY                            @ keeps r0 and r2
    sub     r1, r2, #32
    add     r0, r0, #32
    SUB_BODY
    bx      lr
    .size   fe_addsub_core, . - fe_addsub_core

/* E = [r0] = [r1] - [r2], then [r0 - 32] = 121666 E + [r2] from E still
 * in r3-r10: {c : r_i} = E_i 121666 + b_i + c (UMAAL), b_i loaded into
 * the register E_(i-1) leaves, then FOLD38 (c < 2^18); returns r0 - 32.
 * [r0 - 32] overlaps neither input. */
    .type   fe_suba24add_core, %function
    .thumb_func
fe_suba24add_core:
    SUB_BODY                            @ E in r3-r10; keeps r0 and r2
    sub     r0, r0, #32
    movw    r12, #(121666 & 0xffff)
    movt    r12, #(121666 >> 16)
    mov     r11, #0
    ldr     r1, [r2, #0]
    umaal   r1, r11, r3, r12            @ limb 0
    ldr     r3, [r2, #4]
    umaal   r3, r11, r4, r12            @ limb 1
    ldr     r4, [r2, #8]
    umaal   r4, r11, r5, r12
    ldr     r5, [r2, #12]
    umaal   r5, r11, r6, r12
    ldr     r6, [r2, #16]
    umaal   r6, r11, r7, r12
    ldr     r7, [r2, #20]
    umaal   r7, r11, r8, r12
    ldr     r8, [r2, #24]
    umaal   r8, r11, r9, r12
    ldr     r9, [r2, #28]
    umaal   r9, r11, r10, r12           @ limb 7, c = r11
    mov     r10, #38
    FOLD38  r11, r10, r1, r3, r4, r5, r6, r7, r8, r9
    stm     r0, {r1, r3-r9}
    bx      lr
    .size   fe_suba24add_core, . - fe_suba24add_core

/* The step. The swap only matters to the doubling: with (A', B') from
 * (x2, z2) and (C', D') from (x3, z3) unswapped, DA + CB and (DA - CB)^2
 * are the same whichever pair is (A, B), so (x3, z3) <- swap ? (C', D') :
 * (A', B') (a select by mask, into the elements the addition overwrites
 * last) gives the doubling its inputs and the rest runs unswapped. */
    .global qzi_x25519_ladder_step_armv7em
    .type   qzi_x25519_ladder_step_armv7em, %function
    .thumb_func
qzi_x25519_ladder_step_armv7em:
    push    {r1, r4-r11, lr}            @ swap at sp + 48 after the sub
    sub     sp, sp, #48                 @ the frame of the mul and sqr2 cores
    .set    STEP_R0, 0
    STEP_OP fe_addsub_core, 6, 5, 1     @ A' = x2 + z2, B' = x2 - z2
    STEP_OP fe_addsub_core, 2, 1, 3     @ C' = x3 + z3, D' = x3 - z3 (in x2, z2)
    /* (x3, z3) = swap ? (C', D') : (A', B'), words 24..39 from 8..23 and
     * 40..55, by SEL: UADD8 of m = -swap with itself sets the four GE
     * flags to swap (0xff + 0xff carries out of every byte), and SEL
     * takes each byte from its first operand where GE is set. */
    ldr     r1, [sp, #48]
    rsb     r1, r1, #0                  @ m
    uadd8   r1, r1, r1                  @ GE = 1111 or 0000
    sub     r2, r0, #32                 @ C' (r0 = w + 64)
    add     r3, r0, #96                 @ A'
    add     r12, r0, #32                @ x3
    .rept   4
    ldm     r2!, {r4-r7}
    ldm     r3!, {r8-r11}
    sel     r8, r4, r8
    sel     r9, r5, r9
    sel     r10, r6, r10
    sel     r11, r7, r11
    stm     r12!, {r8-r11}
    .endr
    STEP_OP fe_mul_core, 2, 2, 2, 5     @ D'A'
    STEP_OP fe_mul_core, 1, 1, 1, 6     @ C'B'
    STEP_OP fe_addsub_core, 6, 5, 1     @ DA + CB, +-(DA - CB) (in A, B)
    STEP_OP fe_sqr2_core, 4, 3, 3       @ AA, BB
    STEP_OP fe_mul_core, 1, 1, 3, 4     @ x2 = AA BB
    STEP_OP fe_suba24add_core, 2, 3, 3, 4 @ E = AA - BB, BB + 121666 E (in z2)
    STEP_OP fe_mul_core, 2, 2, 2, 3     @ z2 = E (AA + 121665 E)
    STEP_OP fe_sqr2_core, 4, 3, 5       @ x3 = (DA + CB)^2, (DA - CB)^2
    STEP_OP fe_mul_core, 4, 4, 4, 0     @ z3 = x1 (DA - CB)^2
    add     sp, sp, #52
    pop     {r4-r11, pc}
    .size   qzi_x25519_ladder_step_armv7em, . - qzi_x25519_ladder_step_armv7em

#endif /* __ARM_FEATURE_DSP */

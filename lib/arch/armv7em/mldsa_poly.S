/*
 * ML-DSA (FIPS 204) polynomial kernels modulo q = 8380417 for ARMv7E-M
 * (Cortex-M4; also the Cortex-M33 with the DSP extension), Thumb-2 with
 * SMULL / SMLAL.
 *
 *   void qzi_mldsa_ntt_armv7em(int32_t p[256]);
 *   void qzi_mldsa_invntt_armv7em(int32_t p[256]);
 *   void qzi_mldsa_pointwise_armv7em(int32_t r[256], const int32_t a[256],
 *                                    const int32_t b[256]);
 *   void qzi_mldsa_pointwise_acc_armv7em(int32_t r[256], const int32_t *a,
 *                                        const int32_t *b, unsigned l);
 *   void qzi_mldsa_reduce_armv7em(int32_t p[256]);
 *   void qzi_mldsa_caddq_armv7em(int32_t p[256]);
 *
 * Contract (lib/internal/mldsa_kernel.h; the C reference is
 * lib/generic/mldsa_poly.c, tests/kernel_mldsa.c checks these against it):
 *  - ntt: p = NTT(p), bit-reversed order, no scaling; in |p| < q, out
 *    |p| < 9q. invntt: p = R NTT^-1(p), R = 2^32; in |p| < q, out |p| < q.
 *    pointwise: r = a b R^-1 (r may be a or b); in |a|, |b| < 9q, out
 *    |r| < q. pointwise_acc: r = R^-1 sum_j a[j] b[j], 1 <= l <= 8, the
 *    sum in 64 bits and one reduction per coefficient (r must not overlap
 *    a or b); in |a| < q, |b| < 9q, out |r| < q. reduce: p - round(p /
 *    2^23) q for p <= 2^31 - 2^22 - 1, out |p| <= 6283008. caddq: p + q
 *    where p < 0, in |p| < q, out 0 <= p < q.
 *  - The same residues as the C reference, and nearly always the same
 *    values: every butterfly, sum and Montgomery product is the
 *    reference's, in the same order; the quotient t below is the negative
 *    of the reference's mod 2^32, which gives the same result except when
 *    that is -2^31 (then the results differ by q). Both obey |result| <
 *    |x| / 2^32 + q / 2, so the reference's bounds hold here.
 *  - Polynomials are 4-byte aligned int32_t[256] (LDM / STM and single
 *    loads; nothing needs more).
 *  - Constant time: straight-line code inside loops whose counts are fixed
 *    (256 coefficients; l for pointwise_acc, public); no branch and no
 *    address depends on a coefficient; SMULL / SMLAL / MUL / MLS are
 *    single-cycle on the M4 and the M33 (never __aeabi_lmul).
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr and flags clobbered.
 *  - Each function in its own section (.text.qz_fast.qzi_mldsa_<op>_armv7em:
 *    lib/internal/placement.h), so
 *    --gc-sections keeps only those called; the two twiddle tables in
 *    .rodata.qz_fast.qzi_mldsa_ntt_armv7em_zetas and
 *    .rodata.qz_fast.qzi_mldsa_invntt_armv7em_zetas (local symbols, kept
 *    with the transform that reads them).
 *  - SMULL / SMLAL are ARMv7-M, but this set goes with the DSP extension:
 *    the file assembles to nothing without __ARM_FEATURE_DSP (configure
 *    then selects the C kernels).
 *
 * The tables at the end are written by lib/arch/gen/mldsa_zetas_armv7em.py
 * (make check compares, build-aux/qz-check-generated): the entries of
 * qzi_mldsa_zetas (lib/mldsa/gen_zetas.py), re-ordered in the order the
 * code reads them, the inverse ones negated, and for the inverse
 * transform's last layer w[1] F R^-1 and F = R^2 / 256 mod q. They
 * differ from qzi_mldsa_zetas in order and sign only.
 *
 * METHOD
 *
 * Montgomery product: SMULL lo, hi, a, z gives x = a z; MUL t, lo, -q^-1;
 * SMLAL lo, hi, t, q adds t q, which clears the low word (its carry out is
 * lo != 0, so lo must still be in the register: t needs its own), and hi
 * = (x + t q) / 2^32 is the result, |hi| < |x| / 2^32 + q / 2 (the
 * reference subtracts t q with t = lo q^-1). Three
 * single-cycle instructions; q and -q^-1 stay in r10, r11.
 * Butterflies: forward (Cooley-Tukey) u = mont(b z), b = a - u, a = a + u;
 * inverse (Gentleman-Sande) a = a + b, b = mont((a - b) w), five
 * instructions each, no reduction between layers (the reference's bounds:
 * below 9q forward; below 256 q < 2^31 for the inverse's sums).
 * Layers merged 3 + 3 + 2: 8 coefficients in r2-r9 (the 14 free registers
 * hold 8 coefficients, p, q, -q^-1, the zeta, t and the high word: the
 * table pointer lives in the frame and each block's 7 zetas are copied to
 * [sp, #0..24], single pipelined loads from there).
 *   ntt  pass 1, layers 1-3: 32 blocks c_i = p[j + 32 i], zetas 1..7 for
 *        every block (copied once).
 *        pass 2, layers 4-6: 8 groups of 32, four blocks c_i =
 *        p[32 g + j + 4 i] per group unrolled, the group's 7 zetas copied
 *        at its start.
 *        Inside a block the twelve butterflies are interleaved two at
 *        a time (the macro ntt3); c0, c1 are stored once final,
 *        freeing r2, r3 for the last two zetas.
 *        pass 3, layers 7-8: blocks of 4 consecutive coefficients (LDM /
 *        STM of r2-r5) with their three zetas in r6-r8 (LDM from the
 *        table), two per iteration.
 *  invntt the mirror image: len 1, 2 on blocks of 4; len 4, 8, 16 on 8
 *        groups of four blocks; len 32, 64, 128 on 32 blocks, the last
 *        layer folded with the scale: b = mont((a - b) w[1] F R^-1) and
 *        a = mont((a + b) F), F = R^2 / 256 (no separate pass). Inside a
 *        block the halves c0..c3 and c4..c7 are independent up to the
 *        last layer: c0..c3 come with three of their zetas in r6-r8 in
 *        one run of loads, c4..c7 after them.
 * Loop tests: the block's last-iteration address is in the frame; the
 * CMP comes after the block's loads (LDR to a free register, pipelined)
 * and the flags survive to the BNE (no flag-setting instruction between).
 * pointwise: 4 + 4 coefficients by LDM, SMULL / MUL / SMLAL, STM; two
 *   groups per iteration.
 * pointwise_acc: four coefficients at a time, their four 64-bit sums in
 *   {r4 : r3}, {r6 : r5}, {r8 : r7}, {r10 : r9}; each term j is 8 pipelined
 *   loads (r11, r12, lr, r0) and 4 SMLAL (SMULL for j = 0), then both
 *   pointers move on 1024 bytes. The terms 1..l-1 are 7 unrolled copies
 *   entered at copy 8 - l + 1 by LDR PC from the frame (l is public; 56
 *   bytes per copy, checked by the assembler). Then one Montgomery
 *   reduction (MUL, SMLAL) per coefficient, the pointers back by
 *   1024 l - 16.
 * reduce: t = (p + 2^22) >> 23 (ADD, ASR), p = p - t q (MLS); 8 per LDM /
 *   STM, two interleaved (the M33's result latency).
 * caddq: p + (q AND (p ASR 31)); 8 per LDM / STM.
 *
 * Registers (transforms): r0 p (the block's base), r1 t (8-coefficient
 * passes; in the forward ones r1 and lr take the high word and the
 * quotient in turn) or the table pointer (4-coefficient passes, t in
 * r12), r2-r9 coefficients (r6-r8 zetas in the 4-coefficient passes and
 * the first half of an inverse block, r2, r3 the last two zetas of a
 * forward block, r9 the end), r10 q, r11 -q^-1, r12 the zeta, lr the high
 * word / quotient.
 * Frame: ntt, invntt: push {r4-r11, lr} + 44 bytes (8 zetas, the loop end,
 * the table pointer) = 80 bytes; pointwise 40 bytes; pointwise_acc
 * 36 + 28 = 64 bytes (r, the end, 1024 l - 16, the entry address, q,
 * -q^-1); reduce, caddq 36 bytes. No call. Frames hold zetas and
 * pointers, no coefficient (not wiped: the contract).
 *
 * Measured, MODELLED cycles per call (build-aux/qz-trace-cycles --cpu
 * cortex-m4 / cortex-m33 --func <each kernel> on a driver calling each
 * kernel once on random inputs, pointwise_acc for l = 1..8; zero wait
 * states; the same for every input):
 *                                   cortex-m4         cortex-m33
 *                                  asm       C       asm       C
 *   qzi_mldsa_ntt                 8,445   26,556    9,315   26,033
 *   qzi_mldsa_invntt              8,828   29,310    9,003   33,146
 *   qzi_mldsa_pointwise           1,948    3,856    2,235    4,879
 *   qzi_mldsa_pointwise_acc l=1   3,113    6,680    3,112    7,703
 *                           l=4   6,185   13,592    5,800   13,847
 *                           l=5   7,209   15,896    6,696   15,895
 *                           l=7   9,257   20,504    8,488   19,991
 *                                 (1,024 more per term on the M4, 896
 *                                 on the M33)
 *   qzi_mldsa_reduce              1,751    3,331    1,398    3,843
 *   qzi_mldsa_caddq               1,239    2,313    1,142    2,053
 * The transforms' 8-coefficient passes interleave their butterflies
 * (fM1..fSA, ibA..ibM3): the M33's two-cycle multiply and load results
 * had cost about 3 cycles a forward and 2 an inverse butterfly when each
 * butterfly ran alone (11,107 and 10,571 cycles); the M4 runs the same
 * instructions (the forward pass 64 cycles more: two zetas it loaded in
 * one pipelined run now come one at a time). The 4-coefficient passes
 * still run one butterfly at a time.
 * ML-DSA-44 (qz-mcusim --cpu cortex-m4 / cortex-m33, zero wait states, a
 * driver timing the public calls with DWT_CYCCNT: keygen from a fixed
 * seed, deterministic signing of 64 messages of 32 bytes, averaged, and
 * their verification, 2026-12-03): keygen 1.33M / 1.26M, sign 3.79M /
 * 3.74M, verify 1.31M / 1.25M. Keccak-f[1600] is about half of signing
 * and three quarters of the rest.
 * Size (arm-none-eabi-gcc 12.2, .text): ntt 1,708, invntt 1,756,
 * pointwise 156, pointwise_acc 608, reduce 128, caddq 80 bytes; tables
 * 1,020 + 1,024 bytes of .rodata.
 */
#if defined(__ARM_FEATURE_DSP)

    .syntax unified
    .thumb

/* q = 8380417 and -q^-1 mod 2^32 (q^-1 = 58728449). */
    .macro  ldq rd
    movw    \rd, #0xe001
    movt    \rd, #0x007f
    .endm
    .macro  ldqinv rd
    movw    \rd, #0xdfff
    movt    \rd, #0xfc7f
    .endm

/* Montgomery reduction of x = {hi : lo} (|x| < 2^31 q) into hi:
 * t = lo (-q^-1) mod 2^32, then {hi : lo} += t q makes lo zero (lo must
 * still be there: the carry out of the low word is lo != 0) and leaves
 * hi = (x + t q) / 2^32, |hi| < |x| / 2^32 + q / 2. In the transforms
 * r10 = q, r11 = -q^-1, lr the high word. */

/* Forward (Cooley-Tukey) butterfly: u = mont(b zeta); b = a - u;
 * a = a + u. b takes the low word, t the quotient, lr the result. */
    .macro  ct a, b, z, t
    smull   \b, lr, \b, \z
    mul     \t, \b, r11
    smlal   \b, lr, \t, r10
    sub     \b, \a, lr
    add     \a, \a, lr
    .endm

/* Inverse (Gentleman-Sande) butterfly: a = a + b; b = mont((a - b) zeta).
 * t holds a - b, then the low word; lr the quotient; b the result. */
    .macro  gs a, b, z, t
    sub     \t, \a, \b
    add     \a, \a, \b
    smull   \t, \b, \t, \z
    mul     lr, \t, r11
    smlal   \t, \b, lr, r10
    .endm

/* Frame of the transforms (after push {r4-r11, lr}; sub sp, #44):
 * [sp, #0..28] the zetas of the current 8-coefficient block (copied from
 * the table: no register is left for its pointer), [sp, #32] r0 of the
 * pass's last block, [sp, #36] the table pointer. */
    .equ    FR_END, 32
    .equ    FR_ZP, 36

/* Eight coefficients c_i = [r0 + o + s i] into r2-r9 (pipelined loads),
 * then the first zeta [sp] into r12; with last = 1 also the flags of
 * r0 - [sp, #FR_END] (the loop test, kept by everything up to the BNE). */
    .macro  load8 o, s, last
    ldr     r2, [r0, #(\o)]
    ldr     r3, [r0, #(\o + \s)]
    ldr     r4, [r0, #(\o + 2 * \s)]
    ldr     r5, [r0, #(\o + 3 * \s)]
    ldr     r6, [r0, #(\o + 4 * \s)]
    ldr     r7, [r0, #(\o + 5 * \s)]
    ldr     r8, [r0, #(\o + 6 * \s)]
    ldr     r9, [r0, #(\o + 7 * \s)]
    ldr     r12, [sp, #0]
    .if \last
    ldr     lr, [sp, #FR_END]
    cmp     r0, lr
    .endif
    .endm

/* The next seven zetas of the table ([sp, #FR_ZP]) to [sp, #0..24]. */
    .macro  zetas7
    ldr     r1, [sp, #FR_ZP]
    ldm     r1!, {r2-r8}
    str     r1, [sp, #FR_ZP]
    stm     sp, {r2-r8}
    .endm

/* The forward butterfly in pieces, for interleaving (as the inverse's
 * below): fM1 {b : h} = b zeta; fM2 t = b (-q^-1); fM3 h = u =
 * mont(b zeta); fSA b = a - u, a = a + u. The high word h and the
 * quotient t take r1 and lr in turn, so that butterfly k + 1's product
 * starts while k's sum and difference wait for their u. */
    .macro  fM1 b, z, h
    smull   \b, \h, \b, \z
    .endm
    .macro  fM2 b, t
    mul     \t, \b, r11
    .endm
    .macro  fM3 b, h, t
    smlal   \b, \h, \t, r10
    .endm
    .macro  fSA a, b, h
    sub     \b, \a, \h
    add     \a, \a, \h
    .endm

/* Three forward layers on c0..c7 = r2-r9 (c_i = [r0 + o + s i]), zetas
 * z0..z6 at [sp, #0..24]: (c_i, c_i+4) by z0; (c0, c2), (c1, c3) by z1 and
 * (c4, c6), (c5, c7) by z2; (c0, c1), (c2, c3), (c4, c5), (c6, c7) by
 * z3..z6. The twelve butterflies run in an order where each is
 * independent of the one before it (B1..B4, (c0, c2), (c1, c3), (c4, c6),
 * (c5, c7), (c0, c1), (c2, c3), (c4, c5), (c6, c7)), so that one's sum and
 * difference fill the other's product chain; the zetas one at a time in
 * r12, the last two in r2, r3 once c0, c1 are stored. */
    .macro  ntt3 o, s, test
    load8   \o, \s, \test
    fM1     r6, r12, lr                 @ (c0, c4) by z0
    fM2     r6, r1
    fM3     r6, lr, r1
    fM1     r7, r12, r1                 @ (c1, c5) by z0
    fSA     r2, r6, lr
    fM2     r7, lr
    fM3     r7, r1, lr
    fM1     r8, r12, lr                 @ (c2, c6) by z0
    fSA     r3, r7, r1
    fM2     r8, r1
    fM3     r8, lr, r1
    fM1     r9, r12, r1                 @ (c3, c7) by z0
    fSA     r4, r8, lr
    ldr     r12, [sp, #4]
    fM2     r9, lr
    fM3     r9, r1, lr
    fM1     r4, r12, lr                 @ (c0, c2) by z1
    fSA     r5, r9, r1
    fM2     r4, r1
    fM3     r4, lr, r1
    fM1     r5, r12, r1                 @ (c1, c3) by z1
    fSA     r2, r4, lr
    ldr     r12, [sp, #8]
    fM2     r5, lr
    fM3     r5, r1, lr
    fM1     r8, r12, lr                 @ (c4, c6) by z2
    fSA     r3, r5, r1
    fM2     r8, r1
    fM3     r8, lr, r1
    fM1     r9, r12, r1                 @ (c5, c7) by z2
    fSA     r6, r8, lr
    ldr     r12, [sp, #12]
    fM2     r9, lr
    fM3     r9, r1, lr
    fM1     r3, r12, lr                 @ (c0, c1) by z3
    fSA     r7, r9, r1
    ldr     r12, [sp, #16]
    fM2     r3, r1
    fM3     r3, lr, r1
    fM1     r5, r12, r1                 @ (c2, c3) by z4
    fSA     r2, r3, lr
    str     r2, [r0, #(\o)]
    str     r3, [r0, #(\o + \s)]
    ldr     r2, [sp, #20]
    ldr     r3, [sp, #24]
    fM2     r5, lr
    fM3     r5, r1, lr
    fM1     r7, r2, lr                  @ (c4, c5) by z5
    fSA     r4, r5, r1
    fM2     r7, r1
    str     r4, [r0, #(\o + 2 * \s)]
    fM3     r7, lr, r1
    fM1     r9, r3, r1                  @ (c6, c7) by z6
    fSA     r6, r7, lr
    fM2     r9, lr
    str     r5, [r0, #(\o + 3 * \s)]
    fM3     r9, r1, lr
    str     r6, [r0, #(\o + 4 * \s)]
    str     r7, [r0, #(\o + 5 * \s)]
    fSA     r8, r9, r1
    str     r8, [r0, #(\o + 6 * \s)]
    str     r9, [r0, #(\o + 7 * \s)]
    .endm

/* The inverse butterfly in pieces, so that the pieces of independent
 * butterflies can be interleaved (the M33's two-cycle results; the M4
 * runs the same five instructions in any order):
 *   ibA, ibS   a = a + b, then b = a - 2b (= the old a - b), no scratch;
 *   ibM1      {b : t} = b zeta;  ibM2  lr = t (-q^-1);  ibM3  b = the
 *            high word of {b : t} + lr q (b = mont((a - b) zeta)).
 * t and lr serve one butterfly's ibM1..ibM3 at a time; each piece is
 * placed two instructions after the result it reads where the
 * dependences allow. */
    .macro  ibA a, b
    add     \a, \a, \b
    .endm
    .macro  ibS a, b
    sub     \b, \a, \b, lsl #1
    .endm
    .macro  ibM1 b, z, t
    smull   \t, \b, \b, \z
    .endm
    .macro  ibM2 t
    mul     lr, \t, r11
    .endm
    .macro  ibM3 b, t
    smlal   \t, \b, lr, r10
    .endm

/* Three inverse layers on c_i = [r0 + o + s i], zetas w0..w6 at
 * [sp, #0..24]: (c0, c1), (c2, c3), (c4, c5), (c6, c7) by w0..w3; (c0, c2),
 * (c1, c3) by w4 and (c4, c6), (c5, c7) by w5; (c_i, c_i+4) by w6. The
 * two halves are independent up to the last layer: c0..c3 are loaded
 * first with w0, w1, w4 in r6-r8 (one run of pipelined loads), c4..c7
 * after their two layers, with w2 (the loop test, if any, after the
 * first run). Within each layer pair the butterflies are interleaved as
 * the comments of ibA..ibM3 say (one stall left on the M33 where a
 * butterfly waits for the one before it). With scale = 1 the last layer
 * is the final one of the transform: b = mont((a - b) w6) with w6 =
 * w[1] F R^-1 is stored at once, then a = mont((a + b) F) with F =
 * [sp, #28], the four products two by two with r6-r9 as their high words. */
    .macro  intt3 o, s, test, scale
    ldr     r2, [r0, #(\o)]
    ldr     r3, [r0, #(\o + \s)]
    ldr     r4, [r0, #(\o + 2 * \s)]
    ldr     r5, [r0, #(\o + 3 * \s)]
    ldr     r6, [sp, #0]
    ldr     r7, [sp, #4]
    ldr     r8, [sp, #16]
    .if \test
    ldr     lr, [sp, #FR_END]
    cmp     r0, lr
    .endif
    /* (c0, c1) by w0, (c2, c3) by w1; then (c0, c2), (c1, c3) by w4 */
    ibA      r2, r3
    ibS      r2, r3
    ibA      r4, r5
    ibM1     r3, r6, r1
    ibS      r4, r5
    ibM2     r1
    ibA      r2, r4
    ibM3     r3, r1
    ibM1     r5, r7, r1
    ibS      r2, r4
    ibM2     r1
    ibM3     r5, r1
    ibM1     r4, r8, r1
    ibA      r3, r5
    ibM2     r1
    ibS      r3, r5
    ibM3     r4, r1
    ibM1     r5, r8, r1
    ibM2     r1
    ibM3     r5, r1
    /* c4..c7: (c4, c5) by w2, (c6, c7) by w3; (c4, c6), (c5, c7) by w5 */
    ldr     r6, [r0, #(\o + 4 * \s)]
    ldr     r7, [r0, #(\o + 5 * \s)]
    ldr     r8, [r0, #(\o + 6 * \s)]
    ldr     r9, [r0, #(\o + 7 * \s)]
    ldr     r12, [sp, #8]
    ibA      r6, r7
    ibS      r6, r7
    ibA      r8, r9
    ibM1     r7, r12, r1
    ibS      r8, r9
    ldr     r12, [sp, #12]
    ibM2     r1
    ibA      r6, r8
    ibM3     r7, r1
    ibM1     r9, r12, r1
    ibS      r6, r8
    ldr     r12, [sp, #20]
    ibM2     r1
    ibM3     r9, r1
    ibM1     r8, r12, r1
    ibA      r7, r9
    ibM2     r1
    ibS      r7, r9
    ibM3     r8, r1
    ibM1     r9, r12, r1
    ldr     r12, [sp, #24]
    ibM2     r1
    ibA      r2, r6
    ibM3     r9, r1
    /* (c_i, c_i+4) by w6 */
    ibS      r2, r6
    ibA      r3, r7
    ibM1     r6, r12, r1
    ibS      r3, r7
    ibM2     r1
    ibA      r4, r8
    ibM3     r6, r1
    ibM1     r7, r12, r1
    ibS      r4, r8
    ibM2     r1
    ibA      r5, r9
    ibM3     r7, r1
    ibM1     r8, r12, r1
    ibS      r5, r9
    ibM2     r1
    .if \scale
    str     r6, [r0, #(\o + 4 * \s)]
    ibM3     r8, r1
    ibM1     r9, r12, r1
    str     r7, [r0, #(\o + 5 * \s)]
    ibM2     r1
    ldr     r12, [sp, #28]
    ibM3     r9, r1
    str     r8, [r0, #(\o + 6 * \s)]
    str     r9, [r0, #(\o + 7 * \s)]
    /* a = mont(a F), two at a time: {r6 : r2}, {r7 : r3}, then
     * {r8 : r4}, {r9 : r5}; quotients in r1, lr */
    smull   r2, r6, r2, r12
    smull   r3, r7, r3, r12
    mul     r1, r2, r11
    mul     lr, r3, r11
    smlal   r2, r6, r1, r10
    smlal   r3, r7, lr, r10
    smull   r4, r8, r4, r12
    smull   r5, r9, r5, r12
    str     r6, [r0, #(\o)]
    mul     r1, r4, r11
    mul     lr, r5, r11
    str     r7, [r0, #(\o + \s)]
    smlal   r4, r8, r1, r10
    smlal   r5, r9, lr, r10
    str     r8, [r0, #(\o + 2 * \s)]
    str     r9, [r0, #(\o + 3 * \s)]
    .else
    str     r2, [r0, #(\o)]
    ibM3     r8, r1
    ibM1     r9, r12, r1
    str     r3, [r0, #(\o + \s)]
    ibM2     r1
    str     r4, [r0, #(\o + 2 * \s)]
    ibM3     r9, r1
    str     r5, [r0, #(\o + 3 * \s)]
    str     r6, [r0, #(\o + 4 * \s)]
    str     r7, [r0, #(\o + 5 * \s)]
    str     r8, [r0, #(\o + 6 * \s)]
    str     r9, [r0, #(\o + 7 * \s)]
    .endif
    .endm

@ ---------------------------------------------------------------------------
    .section .text.qz_fast.qzi_mldsa_ntt_armv7em,"ax",%progbits
    .align  2
    .global qzi_mldsa_ntt_armv7em
    .type   qzi_mldsa_ntt_armv7em, %function
    .thumb_func
qzi_mldsa_ntt_armv7em:
    push    {r4-r11, lr}
    sub     sp, sp, #44
    ldq     r10
    ldqinv  r11
    movw    r1, #:lower16:qzi_mldsa_ntt_armv7em_zetas
    movt    r1, #:upper16:qzi_mldsa_ntt_armv7em_zetas
    str     r1, [sp, #FR_ZP]
    /* Pass 1, layers 1-3 (len 128, 64, 32): 32 blocks c_i = p[j + 32 i],
     * j = 0..31, the same seven zetas. */
    zetas7
    add     lr, r0, #124
    str     lr, [sp, #FR_END]
1:  ntt3    0, 128, 1
    add     r0, r0, #4
    bne     1b
    /* Pass 2, layers 4-6 (len 16, 8, 4): 8 groups of 32 coefficients,
     * four blocks c_i = p[32 g + j + 4 i] per group (unrolled) with the
     * group's seven zetas. */
    sub     r0, r0, #128
    add     lr, r0, #896
    str     lr, [sp, #FR_END]
2:  zetas7
    ntt3    0, 16, 1
    ntt3    4, 16, 0
    ntt3    8, 16, 0
    ntt3    12, 16, 0
    add     r0, r0, #128
    bne     2b
    /* Pass 3, layers 7-8 (len 2, 1): 64 blocks of 4 consecutive
     * coefficients (r2-r5), three zetas each (r6-r8, the table pointer
     * back in r1), two blocks per iteration; r9 = end, r12 the quotient. */
    sub     r0, r0, #1024
    ldr     r1, [sp, #FR_ZP]
    add     r9, r0, #1024
3:
    .rept   2
    ldm     r0, {r2-r5}
    ldm     r1!, {r6-r8}
    ct      r2, r4, r6, r12
    ct      r3, r5, r6, r12
    ct      r2, r3, r7, r12
    ct      r4, r5, r8, r12
    stm     r0!, {r2-r5}
    .endr
    cmp     r0, r9
    bne     3b
    add     sp, sp, #44
    pop     {r4-r11, pc}
    .size   qzi_mldsa_ntt_armv7em, . - qzi_mldsa_ntt_armv7em

@ ---------------------------------------------------------------------------
    .section .text.qz_fast.qzi_mldsa_invntt_armv7em,"ax",%progbits
    .align  2
    .global qzi_mldsa_invntt_armv7em
    .type   qzi_mldsa_invntt_armv7em, %function
    .thumb_func
qzi_mldsa_invntt_armv7em:
    push    {r4-r11, lr}
    sub     sp, sp, #44
    ldq     r10
    ldqinv  r11
    movw    r1, #:lower16:qzi_mldsa_invntt_armv7em_zetas
    movt    r1, #:upper16:qzi_mldsa_invntt_armv7em_zetas
    /* Pass 1, len 1 and 2: 64 blocks of 4 consecutive coefficients
     * (r2-r5), three zetas each (r6-r8), two blocks per iteration. */
    add     r9, r0, #1024
1:
    .rept   2
    ldm     r0, {r2-r5}
    ldm     r1!, {r6-r8}
    gs      r2, r3, r6, r12
    gs      r4, r5, r7, r12
    gs      r2, r4, r8, r12
    gs      r3, r5, r8, r12
    stm     r0!, {r2-r5}
    .endr
    cmp     r0, r9
    bne     1b
    /* Pass 2, len 4, 8, 16: 8 groups, four blocks c_i = p[32 g + j + 4 i]
     * per group (unrolled) with the group's seven zetas. */
    sub     r0, r0, #1024
    str     r1, [sp, #FR_ZP]
    add     lr, r0, #896
    str     lr, [sp, #FR_END]
2:  zetas7
    intt3   0, 16, 1, 0
    intt3   4, 16, 0, 0
    intt3   8, 16, 0, 0
    intt3   12, 16, 0, 0
    add     r0, r0, #128
    bne     2b
    /* Pass 3, len 32, 64, 128 and the scale: 32 blocks c_i = p[j + 32 i],
     * the same six zetas, w[1] F R^-1 and F. */
    sub     r0, r0, #1024
    ldr     r1, [sp, #FR_ZP]
    ldm     r1, {r2-r9}
    stm     sp, {r2-r9}
    add     lr, r0, #124
    str     lr, [sp, #FR_END]
3:  intt3   0, 128, 1, 1
    add     r0, r0, #4
    bne     3b
    add     sp, sp, #44
    pop     {r4-r11, pc}
    .size   qzi_mldsa_invntt_armv7em, . - qzi_mldsa_invntt_armv7em

@ ---------------------------------------------------------------------------
/* b = mont(a b): a takes the low word, r3 the quotient (lr = -q^-1,
 * r12 = q). */
    .macro  pwmul a, b
    smull   \a, \b, \a, \b
    mul     r3, \a, lr
    smlal   \a, \b, r3, r12
    .endm

    .section .text.qz_fast.qzi_mldsa_pointwise_armv7em,"ax",%progbits
    .align  2
    .global qzi_mldsa_pointwise_armv7em
    .type   qzi_mldsa_pointwise_armv7em, %function
    .thumb_func
qzi_mldsa_pointwise_armv7em:
    push    {r4-r11, lr}
    ldq     r12
    ldqinv  lr
    add     r3, r0, #992                @ r of the last iteration
    push    {r3}
1:  ldr     r3, [sp, #0]
    cmp     r0, r3                      @ flags kept to the BNE
    .rept   2
    ldm     r1!, {r4-r7}                @ a[i..i+3]
    ldm     r2!, {r8-r11}               @ b[i..i+3]
    pwmul   r4, r8
    pwmul   r5, r9
    pwmul   r6, r10
    pwmul   r7, r11
    stm     r0!, {r8-r11}               @ r[i..i+3]
    .endr
    bne     1b
    add     sp, sp, #4
    pop     {r4-r11, pc}
    .size   qzi_mldsa_pointwise_armv7em, . - qzi_mldsa_pointwise_armv7em

@ ---------------------------------------------------------------------------
/* One term j of the sums of four coefficients i..i+3: a[j][i..i+3] and
 * b[j][i..i+3] through r11, r12, lr, r0 (pipelined loads; then both
 * pointers to the next polynomial), products into the accumulators
 * {r4 : r3}, {r6 : r5}, {r8 : r7}, {r10 : r9} (op: smull for the first
 * term, smlal for the others). All 32-bit encodings: 56 bytes. */
    .macro  accterm op
    ldr.w   r11, [r1, #4]
    ldr.w   r12, [r2, #4]
    ldr.w   lr, [r1, #8]
    ldr.w   r0, [r2, #8]
    \op     r5, r6, r11, r12
    \op     r7, r8, lr, r0
    ldr.w   r11, [r1, #12]
    ldr.w   r12, [r2, #12]
    ldr.w   lr, [r1, #0]
    ldr.w   r0, [r2, #0]
    \op     r9, r10, r11, r12
    \op     r3, r4, lr, r0
    add.w   r1, r1, #1024
    add.w   r2, r2, #1024
    .endm

/* hi = mont({hi : lo}), lr the quotient (r12 = -q^-1, r11 = q). */
    .macro  accred lo, hi
    mul     lr, \lo, r12
    smlal   \lo, \hi, lr, r11
    .endm

    .section .text.qz_fast.qzi_mldsa_pointwise_acc_armv7em,"ax",%progbits
    .align  2
    .global qzi_mldsa_pointwise_acc_armv7em
    .type   qzi_mldsa_pointwise_acc_armv7em, %function
    .thumb_func
qzi_mldsa_pointwise_acc_armv7em:
    push    {r4-r11, lr}
    sub     sp, sp, #28
    str     r0, [sp, #0]                @ r, the next four outputs
    add     r4, r0, #1024
    str     r4, [sp, #4]                @ end of r
    lsl     r4, r3, #10
    sub     r4, r4, #16
    str     r4, [sp, #8]                @ 1024 l - 16: back to a, b + 16
    adr     r5, .Lacc_sum
    add     r5, r5, #1                  @ Thumb bit for the LDR to PC
    sub     r4, r3, #1
    mov     r6, #56
    mls     r5, r4, r6, r5
    str     r5, [sp, #12]               @ entry: l - 1 more terms to go
    ldq     r4
    str     r4, [sp, #16]
    ldqinv  r4
    str     r4, [sp, #20]
.Lacc_group:
    accterm smull
    ldr     pc, [sp, #12]               @ l is public
.Lacc_terms:
    .rept   7
    accterm smlal
    .endr
.Lacc_sum:
    .if (.Lacc_sum - .Lacc_terms) != 7 * 56
    .error "pointwise_acc: a term is not 56 bytes"
    .endif
    ldr     r11, [sp, #16]              @ q
    ldr     r12, [sp, #20]              @ -q^-1
    ldr     r0, [sp, #8]
    accred  r3, r4
    accred  r5, r6
    accred  r7, r8
    accred  r9, r10
    ldr     lr, [sp, #0]                @ r
    str     r4, [lr, #0]
    str     r6, [lr, #4]
    str     r8, [lr, #8]
    str     r10, [lr, #12]
    sub     r1, r1, r0
    sub     r2, r2, r0
    add     lr, lr, #16
    str     lr, [sp, #0]
    ldr     r0, [sp, #4]
    cmp     lr, r0
    bne     .Lacc_group
    add     sp, sp, #28
    pop     {r4-r11, pc}
    .size   qzi_mldsa_pointwise_acc_armv7em, . - qzi_mldsa_pointwise_acc_armv7em

@ ---------------------------------------------------------------------------
/* x, y = p - t q with t = (p + 2^22) >> 23 (r12 = q; two at a time for the
 * M33's result latency). */
    .macro  red2 x, y
    add     r10, \x, #0x400000
    add     r11, \y, #0x400000
    asr     r10, r10, #23
    asr     r11, r11, #23
    mls     \x, r10, r12, \x
    mls     \y, r11, r12, \y
    .endm

    .section .text.qz_fast.qzi_mldsa_reduce_armv7em,"ax",%progbits
    .align  2
    .global qzi_mldsa_reduce_armv7em
    .type   qzi_mldsa_reduce_armv7em, %function
    .thumb_func
qzi_mldsa_reduce_armv7em:
    push    {r4-r11, lr}
    ldq     r12
    add     r1, r0, #1024
1:  ldm     r0, {r2-r9}
    red2    r2, r3
    red2    r4, r5
    red2    r6, r7
    red2    r8, r9
    stm     r0!, {r2-r9}
    cmp     r0, r1
    bne     1b
    pop     {r4-r11, pc}
    .size   qzi_mldsa_reduce_armv7em, . - qzi_mldsa_reduce_armv7em

@ ---------------------------------------------------------------------------
/* x, y += q where negative (r12 = q). */
    .macro  cadd2 x, y
    and     r10, r12, \x, asr #31
    and     r11, r12, \y, asr #31
    add     \x, \x, r10
    add     \y, \y, r11
    .endm

    .section .text.qz_fast.qzi_mldsa_caddq_armv7em,"ax",%progbits
    .align  2
    .global qzi_mldsa_caddq_armv7em
    .type   qzi_mldsa_caddq_armv7em, %function
    .thumb_func
qzi_mldsa_caddq_armv7em:
    push    {r4-r11, lr}
    ldq     r12
    add     r1, r0, #1024
1:  ldm     r0, {r2-r9}
    cadd2   r2, r3
    cadd2   r4, r5
    cadd2   r6, r7
    cadd2   r8, r9
    stm     r0!, {r2-r9}
    cmp     r0, r1
    bne     1b
    pop     {r4-r11, pc}
    .size   qzi_mldsa_caddq_armv7em, . - qzi_mldsa_caddq_armv7em

@ ---- BEGIN GENERATED TABLES: lib/arch/gen/mldsa_zetas_armv7em.py ----

    .section .rodata.qz_fast.qzi_mldsa_ntt_armv7em_zetas,"a",%progbits
    .align  2
    .type   qzi_mldsa_ntt_armv7em_zetas, %object
qzi_mldsa_ntt_armv7em_zetas:                 @ 255 words: passes 1, 2, 3
    .word 25847, -2608894, -518909, 237124, -777960, -876248, 466468, 1826347
    .word 2725464, 1024112, 2706023, 95776, 3077325, 3530437, 2353451, -1079900
    .word 3585928, -1661693, -3592148, -2537516, 3915439, -359251, -549488, -1119584
    .word -3861115, -3043716, 3574422, -2867647, -2091905, 2619752, -2108549, 3539968
    .word -300467, 2348700, -539299, 3119733, -2118186, -3859737, -1699267, -1643818
    .word 3505694, -3821735, -2884855, -1399561, -3277672, 3507263, -2140649, -1600420
    .word 3699596, 3111497, 1757237, -19422, 811944, 531354, 954230, 3881043
    .word 2680103, 4010497, 280005, 3900724, -2556880, 2071892, -2797779, -3930395
    .word 2091667, 3407706, -1528703, 2316500, 3817976, -3677745, -3342478, 2244091
    .word -3041255, -2446433, -3562462, -1452451, 266997, 2434439, 3475950, -1235728
    .word 3513181, 2176455, -3520352, -3759364, -1585221, -1197226, -3193378, -1257611
    .word 900702, 1859098, 1939314, 909542, 819034, -4083598, 495491, -1613174
    .word -1000202, -43260, -522500, -3190144, -655327, -3122442, -3157330, 2031748
    .word 3207046, -3632928, -3556995, -525098, 126922, -768622, -3595838, 3412210
    .word 342297, 286988, -983419, -2437823, 4108315, 2147896, 3437287, -3342277
    .word 2715295, 1735879, 203044, -2967645, 2842341, 2691481, -3693493, -2590150
    .word 1265009, -411027, 4055324, 1247620, -2477047, 2486353, 1595974, -671102
    .word -3767016, 1250494, -1228525, 2635921, -3548272, -22981, -2994039, 1869119
    .word -1308169, 1903435, -1050970, -381987, -1333058, 1237275, 1349076, -3318210
    .word -1430225, 1852771, -451100, 1312455, -1430430, 3306115, -1962642, -3343383
    .word -1279661, 1917081, 264944, -2546312, -1374803, 508951, 1500165, 777191
    .word 3097992, 2235880, 3406031, 44288, -542412, -2831860, -1100098, -1671176
    .word -1846953, 904516, -2584293, -3724270, 3958618, 594136, -3776993, -3724342
    .word -2013608, 2432395, -8578, 2454455, -164721, 1653064, 1957272, 3369112
    .word -3249728, 185531, -1207385, 2389356, -3183426, 162844, -210977, 1616392
    .word 3014001, 759969, 810149, 1652634, -1316856, -3694233, -1799107, 189548
    .word -3038916, 3523897, -3553272, 3866901, 269760, 3159746, 2213111, -975884
    .word -1851402, 1717735, 472078, -2409325, -426683, 1723600, -177440, -1803090
    .word 1910376, 1315589, -1667432, -1104333, 1341330, -260646, -3833893, 1285669
    .word -2939036, -2235985, -1584928, -420899, -2286327, -812732, 183443, -976891
    .word -1439742, 1612842, -3545687, -3019102, -554416, 3919660, -3881060, -48306
    .word -1362209, -3628969, 3937738, 1400424, 3839961, -846154, 1976782
    .size   qzi_mldsa_ntt_armv7em_zetas, . - qzi_mldsa_ntt_armv7em_zetas

    .section .rodata.qz_fast.qzi_mldsa_invntt_armv7em_zetas,"a",%progbits
    .align  2
    .type   qzi_mldsa_invntt_armv7em_zetas, %object
qzi_mldsa_invntt_armv7em_zetas:                 @ 256 words: passes 1, 2, 3
    .word -1976782, 846154, -3839961, -1400424, -3937738, 3628969, 1362209, 48306
    .word 3881060, -3919660, 554416, 3019102, 3545687, -1612842, 1439742, 976891
    .word -183443, 812732, 2286327, 420899, 1584928, 2235985, 2939036, -1285669
    .word 3833893, 260646, -1341330, 1104333, 1667432, -1315589, -1910376, 1803090
    .word 177440, -1723600, 426683, 2409325, -472078, -1717735, 1851402, 975884
    .word -2213111, -3159746, -269760, -3866901, 3553272, -3523897, 3038916, -189548
    .word 1799107, 3694233, 1316856, -1652634, -810149, -759969, -3014001, -1616392
    .word 210977, -162844, 3183426, -2389356, 1207385, -185531, 3249728, -3369112
    .word -1957272, -1653064, 164721, -2454455, 8578, -2432395, 2013608, 3724342
    .word 3776993, -594136, -3958618, 3724270, 2584293, -904516, 1846953, 1671176
    .word 1100098, 2831860, 542412, -44288, -3406031, -2235880, -3097992, -777191
    .word -1500165, -508951, 1374803, 2546312, -264944, -1917081, 1279661, 3343383
    .word 1962642, -3306115, 1430430, -1312455, 451100, -1852771, 1430225, 3318210
    .word -1349076, -1237275, 1333058, 381987, 1050970, -1903435, 1308169, -1869119
    .word 2994039, 22981, 3548272, -2635921, 1228525, -1250494, 3767016, 671102
    .word -1595974, -2486353, 2477047, -1247620, -4055324, 411027, -1265009, 2590150
    .word 3693493, -2691481, -2842341, 2967645, -203044, -1735879, -2715295, 3342277
    .word -3437287, -2147896, -4108315, 2437823, 983419, -286988, -342297, -3412210
    .word 3595838, 768622, -126922, 525098, 3556995, 3632928, -3207046, -2031748
    .word 3157330, 3122442, 655327, 3190144, 522500, 43260, 1000202, 1613174
    .word -495491, 4083598, -819034, -909542, -1939314, -1859098, -900702, 1257611
    .word 3193378, 1197226, 1585221, 3759364, 3520352, -2176455, -3513181, 1235728
    .word -3475950, -2434439, -266997, 1452451, 3562462, 2446433, 3041255, -2244091
    .word 3342478, 3677745, -3817976, -2316500, 1528703, -3407706, -2091667, 3930395
    .word 2797779, -2071892, 2556880, -3900724, -280005, -4010497, -2680103, -3881043
    .word -954230, -531354, -811944, 19422, -1757237, -3111497, -3699596, 1600420
    .word 2140649, -3507263, 3277672, 1399561, 2884855, 3821735, -3505694, 1643818
    .word 1699267, 3859737, 2118186, -3119733, 539299, -2348700, 300467, -3539968
    .word 2108549, -2619752, 2091905, 2867647, -3574422, 3043716, 3861115, 1119584
    .word 549488, 359251, -3915439, 2537516, 3592148, 1661693, -3585928, 1079900
    .word -2353451, -3530437, -3077325, -95776, -2706023, -1024112, -2725464, -1826347
    .word -466468, 876248, 777960, -237124, 518909, 2608894, 3975713, 41978
    .size   qzi_mldsa_invntt_armv7em_zetas, . - qzi_mldsa_invntt_armv7em_zetas

@ ---- END GENERATED TABLES ----

#endif /* __ARM_FEATURE_DSP */

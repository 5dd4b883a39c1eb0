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
 *  - Constant time: every loop count and every branch (TBH included)
 *    depends on n only; no address depends on a limb value. The final
 *    subtraction is a masked select (UADD8 sets the GE flags from the
 *    mask, SEL picks bytes: both single-cycle, doc/security.md).
 *  - AAPCS: r4-r11 and sp preserved. Stack: 36 bytes of saved registers
 *    and a 60-byte frame (96; the fallback 48 and its callees').
 *  - Frame (not wiped, bignum_kernel.h: the RSA operation wipes its
 *    stack): public pointers and counts, the reduction's top carry bit
 *    and the square's carry between passes (a limb's top bit, F_CB).
 *  - Section: .text.qz_fast.qzi_bn_mont_sqr_armv7em (both entries and
 *    their shared reduction): only lib/rsa calls them, so --gc-sections
 *    drops the whole of it from the images without RSA.
 *
 * Method. Three stages, each a sequence of four-row passes over one
 * operand with a five-register window (the bignum.S mul sweep):
 *   column j of a pass over B with rows A = A0..A3 in r4-r7:
 *     B = b[j]; c = t[i+j]; {c : w3 w2 w1 w0} = w3..w0 + A * B + c;
 *     t[i+j] = w0; the window moves down one limb (registers renamed).
 *   The sweep takes its columns in pairs, the four loads of a pair first
 *   (B, c, B', c': one pipelined LDR run, 5 cycles on the M4 against 6
 *   for two runs of two), then the pair's eight UMAALs and two stores:
 *   15 cycles a pair. The window and the pair's two carries turn around
 *   a ring of six registers (r8, r9, r10, r11, r12, lr; column j's w0 is
 *   ring[j mod 6]). The body is unrolled twenty-four columns a loop pass
 *   (the ring's names repeat every six) and ends when r1 reaches the
 *   operand's end, kept in the frame (F_END: every sweep of a stage ends
 *   at the same limb), so no register holds a count; a pass of N columns
 *   enters the body at column (24 - N mod 24) mod 24, chosen by (N /
 *   4) mod 6 (Duff's device; the pass heads below), so no column is
 *   done apart and the window leaves in r8-r11 whatever N is. N is a multiple of 4 here (n
 *   is, and the square's sweeps are n - i - 4 columns, i a multiple of
 *   4), so the entries are the six columns 0, 4, ..., 20, and the window
 *   comes in under one of three namings (ring[0..3], ring[2..5],
 *   ring[4, 5, 0, 1]).
 *  1. The product into t: mulw: n/4 passes of rows a[i..i+3] over all of
 *     b (t[0..n) zeroed first, the window stored at t[i+n..i+n+3]), each
 *     entering the square's sweep body at the same column (F_E, chosen
 *     once a call) with the window zero in all six ring registers.
 *     sqr: t = a^2 with no doubling pass, by doubled rows: with b_k =
 *     the top bit of a[k] (b_-1 = 0) and D_k = 2 a[k] + b_(k-1) mod
 *     2^32 (the words of 2a, its top bit dropped),
 *       a^2 = sum_k D_k a[k+1..n) 2^(32(2k+1))
 *             + sum_k a[k] (a[k] + b_(k-1)) 2^(64k)
 *     (2 a[k] = D_k - b_(k-1) + b_k 2^32: the b terms of row k and of
 *     row k+1 leave exactly b_k a[k+1] 2^(32(2k+2)), which the next
 *     diagonal term carries). t[0..n) zeroed (each pass reads only limbs
 *     that the first pass finds zero or an earlier pass wrote); n/4
 *     passes of the rows D_i..D_(i+3): a head adds their block, V = A (A
 *     + b_(i-1)) for A = a[i..i+3] (six products D_k a[l], k < l, and
 *     four diagonal terms: ten UMAALs), to t[2i..2i+8), then the sweep
 *     of D_i..D_(i+3) over a[i+4..n), N = n - i - 4 columns. V <= (2^128
 *     - 1) 2^128, so V + t[2i..2i+4) < 2^256: the head's eight words hold
 *     it. N falls by 4 a pass, so the entry column turns through the six
 *     in a fixed order: six pass heads (SQ_HEAD, one for each (N / 4)
 *     mod 6) write the block's window straight into their entry's names
 *     and jump there, each naming the next pass's head in the frame
 *     (F_NEXT), which the shared tail loads into the PC; only the head
 *     of N = 0 mod 24 can meet the last pass (N = 0) and tests for it.
 *     D's carry from pass to pass (b_(i+3)) waits in the frame (F_CB).
 *  2. The reduction of t: n/4 passes; each takes its four quotient
 *     digits q[i..i+3] from UMAAL chains on copies of t[i..i+3] and
 *     finishes the whole 4x4 block Q m[0..3] in registers (the quotient
 *     digits need its lower triangle anyway; seven more UMAALs give the
 *     upper one, and the block's low four limbs are zero), so its window
 *     (t[i+4..i+7]'s share) enters the sweep over m[4..n) at column 4:
 *     n - 4 columns, not n. Every pass enters at the same column, so
 *     three pass heads (RD_HEAD, one for each naming) write the upper
 *     triangle straight into the entry's names (one or two MOVs) and
 *     jump to it through the frame (F_ENT; the tail returns through
 *     F_PASS), both read once a call from a table of offsets by
 *     ((n - 4) / 4) mod 6 (.Lrd_ents; the product's entry likewise,
 *     .Lmw_ents); then the window and the running carry
 *     hi go to t[i+n..i+n+3]. t[i..i+3] is left as it was (scratch: no
 *     pass reads it again).
 *  3. r = (hi : t[n..2n)) - m when that does not borrow, else t[n..2n):
 *     one pass writes the difference to r, a second selects. The lazy
 *     entries (F_LZ = 1 in the frame): r = t[n..2n) - (m AND -hi), one
 *     pass.
 *
 * Registers of a sweep: r0 = &t[i+j], r1 = &b[j] (or &m[j], &a[j]),
 * r3 = B, r2 = B' (and scratch in the heads, the end at the loop's
 * test), r4-r7 = A, r8-r12 and lr the ring. The reduction's block:
 * r0-r3 = m[0..3], r4-r7 = q[0..3], r8-r12 the columns' sums and the
 * rows' carries, lr = m0inv (then a sum).
 *
 * Measured, MODELLED cycles per call (qz-mcusim, ideal memory, DWT_CYCCNT
 * around the call; 2026-12-05), against the two calls they replace and
 * this file's figures before the column pairs and the pass heads (one
 * column at a time, ten a loop pass, the entry by TBB and moves in every
 * pass; "before"), and the squares' before the doubled rows (a doubling
 * pass after the cross products; "doubling"):
 *                          n:     32      48      64      96     128
 *   mont_sqr_lazy cortex-m4    4,203   8,427  14,193  30,131  52,171
 *                 cortex-m33   3,895   7,831  13,170  28,007  48,455
 *     doubling    cortex-m4    4,394   8,710  14,568  30,690  52,914
 *                 cortex-m33   4,039   8,043  13,450  28,423  49,007
 *     before      cortex-m4    4,792   9,578  15,924  33,591  57,630
 *                 cortex-m33   4,241   8,434  13,989  29,406  50,370
 *   mont_mulw_lazy cortex-m4   5,097  10,457  17,913  38,633  67,593
 *                 cortex-m33   4,740   9,744  16,660  35,964  62,852
 *     before      cortex-m4    5,427  11,303  19,323  41,891  72,971
 *                 cortex-m33   4,770   9,898  16,890  36,538  63,594
 *   mont_sqr    cortex-m4      4,353   8,653  14,495  30,585  52,777
 *               cortex-m33     4,014   8,010  13,409  28,366  48,934
 *     sqr + mont_redc, M4      5,847  11,299  18,491  37,299  63,647
 *                      M33     5,111   9,850  16,093  32,384  55,206
 *   mont_mulw   cortex-m4      5,247  10,683  18,215  39,087  68,199
 *               cortex-m33     4,860   9,924  16,900  36,324  63,332
 *     mul + mont_redc, M4      6,336  12,988  22,008  45,424  79,464
 *                      M33     5,516  11,284  19,100  39,340  68,796
 * Inner loop: 15 cycles a pair of columns of four UMAALs on the M4 (LDR 2
 * + three pipelined LDRs 3 + 8 + two STRs 2), 1.875 a product, and 6 a
 * loop pass of twenty-four columns (LDR, CMP, BNE); the M33 (LDR 1, no
 * pipelining to win) gains only the loop's share. The pass heads: at 48
 * limbs a square pass costs about 17 cycles less than with the TBB and
 * the moves (8,901 -> 8,698 a squaring), a reduction pass about 9 less
 * (9,009 -> 8,901). The square and the product share one sweep body and
 * its tail (which returns through F_NEXT, F_P stepping by F_PSTEP): 652
 * bytes less for 13 cycles a squaring and 31 a product at 48 limbs (the
 * tail's step from the frame, the product's pass count tested in its
 * head, its entry through the frame). The doubled rows: a square's head
 * costs about 22 cycles more than one of six products (the ADCS chain
 * for D and its carry through the frame, four more UMAALs and their
 * masks, the a's loaded again), the doubling pass it replaces about 47 a
 * pass (at 32 limbs 4,394 -> 4,203, at 48 8,710 -> 8,427); 348 bytes
 * more (the six heads grew, the doubling loop went). What is left at 48
 * limbs (M4, lazy squaring, 8,427): 3,480 products (1,128 + 48 in the
 * square, 2,304 in the reduction), about 6,600 cycles in the sweeps and
 * blocks; the lazy final pass about 360, pass heads and tails the rest. Why
 * not five rows: 2 x 5 + 4 registers leave none for a second carry, so
 * the columns cannot be paired (9 cycles a column of five, 1.8 a
 * product, against 1.875), and the fifth row's quotient digit and block
 * cost about what the fewer passes save. Size: .text 3,504 bytes (gcc
 * 12.2; 2,076 with one column at a time, ten a loop pass: the two sweep
 * bodies are 24 columns each, and the nine pass heads about 1,050 bytes).
 */
#if defined(__ARM_FEATURE_DSP)

    .syntax unified
    .thumb

/* rd = k mod 6 for 0 <= k <= 130 (k = N / 4: a sweep's entry), as k - 6
 * ((k * 43) >> 8) (no UDIV in the library: build-aux/qz-check-division);
 * rt clobbered, rd may be rk. */
    .equ DIV6_MUL,   43
    .equ DIV6_SHIFT, 8
    .macro MOD6 rd, rk, rt
    mov     \rt, #DIV6_MUL
    mul     \rt, \rk, \rt
    lsr     \rt, \rt, #DIV6_SHIFT
    add     \rt, \rt, \rt, lsl #1
    sub     \rd, \rk, \rt, lsl #1
    .endm

/* The frame (sp-relative after push {r4-r11, lr} and sub sp, #F_SIZE). */
    .equ F_T,    0                      @ t
    .equ F_M,    4                      @ m
    .equ F_M0,   8                      @ m0inv
    .equ F_N,    12                     @ n
    .equ F_R,    16                     @ r
    .equ F_P,    20                     @ mulw: &t[i]; sqr: &t[2i]; reduction: &t[i+4]
    .equ F_I,    24                     @ mulw: passes left
    .equ F_HI,   28                     @ the reduction's carry into t[i+n]
    .equ F_END,  32                     @ the stage's sweep operand end: &b[n] (&a[n], &m[n])
    .equ F_E,    36                     @ mulw: the n-column sweeps' entry (Thumb bit set)
    .equ F_A,    40                     @ &a[i] of the next pass
    .equ F_B,    44                     @ mulw: b
    .equ F_LZ,   48                     @ 1: the lazy entries (one masked pass at the end)
    .equ F_M4,   52                     @ the reduction's sweeps' start in m: &m[4]
    .equ F_NEXT, F_HI                   @ sqr, mulw: the next pass's head (Thumb bit set)
    .equ F_CB,   F_I                    @ sqr: the top bit of a[i-1] (the rows' D's carry in)
    .equ F_PSTEP, 56                    @ sqr, mulw: F_P's step a pass (32, 16)
    /* The reduction's own, in slots the product's stage no longer needs: */
    .equ F_TN,   F_I                    @ &t[n]: the passes' end
    .equ F_ENT,  F_E                    @ the sweep's entry column (Thumb bit set)
    .equ F_PASS, F_A                    @ the pass head for that entry's names
    .equ F_SIZE, 60                     @ 36 + 60 = 96: sp stays 8-byte aligned
    .equ F_ARGS, F_SIZE + 36            @ the stacked arguments

/* Two columns j, j+1, their four loads first (one LDR chain: 2 + 1 + 1 + 1
 * cycles on the M4), the window w0..w3 = \w0..\w3:
 *   {c : w3..w0} = w3..w0 + A * b[j] + t[i+j];   t[i+j] = w0;
 *   {c' : c w3 w2 w1} = c w3 w2 w1 + A * b[j+1] + t[i+j+1];   t[i+j+1] = w1;
 * the window leaves in (\w2, \w3, \c, \c2). */
    .macro PAIR w0, w1, w2, w3, c, c2
    ldr     r3, [r1], #4                @ B = b[j]
    ldr     \c, [r0]                    @ c = t[i+j]
    ldr     r2, [r1], #4                @ B' = b[j+1]
    ldr     \c2, [r0, #4]               @ c' = t[i+j+1]
    umaal   \w0, \c, r4, r3             @ {c : w0} = A0*B + w0 + c
    umaal   \w1, \c, r5, r3             @ {c : w1} = A1*B + w1 + c
    umaal   \w2, \c, r6, r3
    umaal   \w3, \c, r7, r3             @ c: the window's new top limb
    str     \w0, [r0], #4               @ t[i+j] = w0
    umaal   \w1, \c2, r4, r2            @ {c' : w1} = A0*B' + w1 + c'
    umaal   \w2, \c2, r5, r2
    umaal   \w3, \c2, r6, r2
    umaal   \c, \c2, r7, r2             @ c': the window's new top limb
    str     \w1, [r0], #4               @ t[i+j+1] = w1
    .endm

/* The sweep body: twenty-four columns a loop pass, the window renamed
 * around the ring r8, r9, r10, r11, r12, lr (column j: w0 = ring[j mod 6]);
 * entered at \p\()0, 4, ..., 20 (N is a multiple of 4) with the window in
 * the entry column's names; the loop ends when r1 reaches F_END (the
 * sweep operand's end: every sweep of a stage ends there). Leaves with
 * the window in r8-r11 (r8 the lowest limb). */
    .macro SWEEP p
\p\()0:  PAIR    r8, r9, r10, r11, r12, lr
         PAIR    r10, r11, r12, lr, r8, r9
\p\()4:  PAIR    r12, lr, r8, r9, r10, r11
         PAIR    r8, r9, r10, r11, r12, lr
\p\()8:  PAIR    r10, r11, r12, lr, r8, r9
         PAIR    r12, lr, r8, r9, r10, r11
\p\()12: PAIR    r8, r9, r10, r11, r12, lr
         PAIR    r10, r11, r12, lr, r8, r9
\p\()16: PAIR    r12, lr, r8, r9, r10, r11
         PAIR    r8, r9, r10, r11, r12, lr
\p\()20: PAIR    r10, r11, r12, lr, r8, r9
         PAIR    r12, lr, r8, r9, r10, r11
    ldr     r2, [sp, #F_END]
    cmp     r1, r2
    bne     \p\()0
    .endm

/* One pass of the reduction (2. below), r0 = &t[i]: the four quotient
 * digits and the 4x4 block Q m[0..3] in registers, the block's upper
 * triangle written so that the window (t[i+4..i+7]'s share) comes out in
 * the names of the sweep's entry column, ring[\b ..] (b = 0, 2, 4: the
 * entry's column mod 6), then the jump into the sweep over m[4..n). */
    .macro RD_HEAD b
.Lrd_pass\b:
    add     r12, r0, #16
    str     r12, [sp, #F_P]             @ &t[i+4]: the sweep's start, the next pass's t[i]
    ldr     r1, [sp, #F_M]
    ldr     lr, [sp, #F_M0]
    ldm     r0, {r8-r11}                @ x0..x3 = t[i..i+3] (t is left alone here)
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
    /* the upper triangle; r10 = 0 here (the low word of q2 m0 + x2), the
     * carries into t[i+4]: d0 r12, d1 r8, d2 r9, then d3 r10 */
    umaal   r11, r10, r7, r0            @ {d3 : 0} = q3 m0 + x3
    .if \b == 0                         @ window (r8, r9, r10, r11)
    umaal   r8, r12, r5, r3             @ {e1 : y4} = q1 m3 + d1 + d0
    umaal   r8, r9, r6, r2              @ {e2 : y4} = q2 m2 + y4 + d2
    umaal   r8, r10, r7, r1             @ {e3 : w0} = q3 m1 + y4 + d3
    umaal   r9, r12, r6, r3             @ {e2 : y5} = q2 m3 + e2 + e1
    umaal   r9, r10, r7, r2             @ {e3 : w1} = q3 m2 + y5 + e3
    mov     r11, r12
    umaal   r10, r11, r7, r3            @ {w3 : w2} = q3 m3 + e3 + e2
    .elseif \b == 2                     @ window (r10, r11, r12, lr)
    umaal   r12, r8, r5, r3             @ {e1 : y4} = q1 m3 + d0 + d1
    umaal   r12, r9, r6, r2             @ {e2 : y4} = q2 m2 + y4 + d2
    umaal   r10, r12, r7, r1            @ {e3 : w0} = q3 m1 + d3 + y4
    mov     r11, r8
    umaal   r11, r9, r6, r3             @ {e2 : y5} = q2 m3 + e1 + e2
    umaal   r11, r12, r7, r2            @ {e3 : w1} = q3 m2 + y5 + e3
    mov     lr, r9
    umaal   r12, lr, r7, r3             @ {w3 : w2} = q3 m3 + e3 + e2
    .else                               @ window (r12, lr, r8, r9)
    umaal   r12, r8, r5, r3             @ {e1 : y4} = q1 m3 + d0 + d1
    umaal   r12, r9, r6, r2             @ {e2 : y4} = q2 m2 + y4 + d2
    umaal   r12, r10, r7, r1            @ {e3 : w0} = q3 m1 + y4 + d3
    mov     lr, r8
    umaal   lr, r9, r6, r3              @ {e2 : y5} = q2 m3 + e1 + e2
    umaal   lr, r10, r7, r2             @ {e3 : w1} = q3 m2 + y5 + e3
    mov     r8, r10
    umaal   r8, r9, r7, r3              @ {w3 : w2} = q3 m3 + e3 + e2
    .endif
    ldr     r0, [sp, #F_P]              @ &t[i+4]
    ldr     r1, [sp, #F_M4]             @ &m[4]
    ldr     pc, [sp, #F_ENT]            @ t[i+4..i+n+4) += Q m[4..n), n - 4 columns
    .endm

/* One pass head of the square (1. below) for k = (N / 4) mod 6, N = n - i
 * - 4 its sweep's columns. With a = a[i..i+3], b = the top bit of a[i-1]
 * (F_CB; 0 at i = 0), the rows' multipliers D = 2 a + b mod 2^128 into
 * r4-r7 (an ADCS chain; its carry out, a[i+3]'s top bit, to F_CB), then
 * V = A (A + b), A = a[i] + a[i+1] 2^32 + ..., added to t[2i..2i+8): V
 * is the products D_k a[i+l], k < l, and a[i+k] (a[i+k] + the top bit of
 * a[i+k-1]), ten UMAALs (the file's comment: V + t[2i..2i+4) < 2^256).
 * p0..p3 are stored, the window p4..p7 is left in (E0, E1, E2, E3): the
 * names of the sweep's entry column e = (24 - 4k) mod 24. a[i..i+3] are
 * loaded again for the products (r3 and E3 hold them), E0..E2 carry the
 * sums. Then F_NEXT = the head of k - 1 mod 6 and the jump into the sweep
 * of D over a[i+4..n). */
    .macro SQ_HEAD k, e, next, E0, E1, E2, E3
.Lsq_h\k:
    ldr     r1, [sp, #F_A]
    ldr     r2, [sp, #F_CB]
    ldm     r1!, {r4-r7}                @ a[i..i+3]; r1 = &a[i+4]
    str     r1, [sp, #F_A]
    lsrs    r2, r2, #1                  @ C = b, r2 = 0
    adcs    r4, r4, r4                  @ D0 = 2 a0 + b
    adcs    r5, r5, r5                  @ D1 = 2 a1 + (a0 >> 31)
    adcs    r6, r6, r6
    adcs    r7, r7, r7                  @ D3; C = a3 >> 31
    adc     r2, r2, r2
    str     r2, [sp, #F_CB]             @ the next pass's b
    ldr     r0, [sp, #F_P]              @ &t[2i]
    ldr     \E3, [r1, #-16]             @ a0
    ldr     \E0, [r0]                   @ t0
    sbfx    \E2, r4, #0, #1             @ -b (D0's bit 0)
    and     \E2, \E2, \E3
    umaal   \E0, \E2, \E3, \E3          @ {c : p0} = a0^2 + t0 + (a0 AND -b)
    str     \E0, [r0], #4
    ldr     r3, [r1, #-12]              @ a1
    ldr     \E0, [r0]                   @ t1
    umaal   \E0, \E2, r4, r3            @ {c : p1} = D0 a1 + t1 + c
    str     \E0, [r0], #4
    ldr     \E0, [r0]                   @ t2
    sbfx    \E1, r5, #0, #1             @ -(a0 >> 31)
    and     \E1, \E1, r3
    umaal   \E0, \E1, r3, r3            @ {e : s2} = a1^2 + t2 + (a1 AND -(a0 >> 31))
    ldr     \E3, [r1, #-8]              @ a2
    umaal   \E0, \E2, r4, \E3           @ {c : p2} = D0 a2 + s2 + c
    str     \E0, [r0], #4
    ldr     \E0, [r0]                   @ t3
    ldr     r3, [r1, #-4]               @ a3
    umaal   \E0, \E1, r4, r3            @ {e : s3} = D0 a3 + t3 + e
    umaal   \E0, \E2, r5, \E3           @ {c : p3} = D1 a2 + s3 + c
    str     \E0, [r0], #4               @ r0 = &t[2i+4]
    sbfx    \E0, r6, #0, #1             @ -(a1 >> 31)
    and     \E0, \E0, \E3
    umaal   \E0, \E1, \E3, \E3          @ {e : s4} = a2^2 + (a2 AND -(a1 >> 31)) + e
    umaal   \E0, \E2, r5, r3            @ {c : p4} = D1 a3 + s4 + c
    umaal   \E1, \E2, r6, r3            @ {c : p5} = D2 a3 + e + c
    sbfx    \E3, r7, #0, #1             @ -(a2 >> 31)
    and     \E3, \E3, r3
    umaal   \E2, \E3, r3, r3            @ {p7 : p6} = a3^2 + c + (a3 AND -(a2 >> 31))
    .if \k == 0
    ldr     r2, [sp, #F_END]
    cmp     r1, r2
    beq     .Lsq_done                   @ N = 0: the last pass (n public)
    .endif
    adr.w   r2, .Lsq_h\next + 1
    str     r2, [sp, #F_NEXT]
    b       .Lsq_c\e
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
    mov     r4, #32
    str     r4, [sp, #F_PSTEP]
    str     r2, [sp, #F_A]
    add     r4, r2, r12, lsl #2
    str     r4, [sp, #F_END]            @ &a[n]: every sweep of the square ends there
    add     r3, r1, r12, lsl #2         @ t[0..n) = 0: the first pass reads
                                        @ t[0..n); each later pass reads only
                                        @ what the passes before it wrote
    mov     r4, #0
    str     r4, [sp, #F_CB]             @ b = 0 for the first pass
    mov     r5, #0
    mov     r6, #0
    mov     r7, #0
1:  stm     r1!, {r4-r7}
    cmp     r1, r3
    bne     1b

    /* ---- the cross products a[i+k] a[j], k = 0..3, j > i+k: passes of
     * the four rows i..i+3, each of N = n - i - 4 sweep columns. Six pass
     * heads, one for each k = (N / 4) mod 6; N falls by 4 a pass, so the
     * head of k is followed by the head of k - 1 mod 6 (through F_NEXT),
     * and only the head of k = 0 can find N = 0 (the last pass). r12 = n. */
    sub     r4, r12, #4
    lsr     r4, r4, #2                  @ N / 4 for the first pass, N = n - 4
    MOD6    r4, r4, r5
    tbh     [pc, r4, lsl #1]
.Lsq_tb:
    .hword  (.Lsq_h0 - .Lsq_tb) / 2
    .hword  (.Lsq_h1 - .Lsq_tb) / 2
    .hword  (.Lsq_h2 - .Lsq_tb) / 2
    .hword  (.Lsq_h3 - .Lsq_tb) / 2
    .hword  (.Lsq_h4 - .Lsq_tb) / 2
    .hword  (.Lsq_h5 - .Lsq_tb) / 2
    .align  1
    SQ_HEAD 0, 0,  5, r8,  r9,  r10, r11
    SQ_HEAD 1, 20, 0, r10, r11, r12, lr
    SQ_HEAD 2, 16, 1, r12, lr,  r8,  r9
    SQ_HEAD 3, 12, 2, r8,  r9,  r10, r11
    SQ_HEAD 4, 8,  3, r10, r11, r12, lr
    SQ_HEAD 5, 4,  4, r12, lr,  r8,  r9
    /* The sweep of the square's passes and of mulw's (one body for both;
     * the reduction has its own, whose tail follows it) and their tail */
    SWEEP   .Lsq_c
    stm     r0, {r8-r11}                @ t[i+n..i+n+3] (zero or unwritten before)
    ldr     r0, [sp, #F_P]
    ldr     r2, [sp, #F_PSTEP]
    add     r0, r0, r2
    str     r0, [sp, #F_P]              @ sqr: &t[2i], mulw: &t[i] of the next pass
    ldr     pc, [sp, #F_NEXT]
.Lsq_done:                              @ the last pass (N = 0): its window
    stm     r0, {r8-r11}                @ at t[2n-4..2n) (zero before): t = a^2
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
                                        @ r0 = r, r1 = t, r2 = a, r3 = b,
                                        @ [sp] = m, [sp+4] = m0inv, [sp+8] = n
qzi_bn_mont_mulw_armv7em:
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
    MOD6    r5, r4, r5                  @ (n / 4) mod 6: enter at (24 - n mod 24) mod 24
    adr.w   r6, .Lmw_ents
    add     r6, r6, r5, lsl #1
    ldrsh   r5, [r6]
    adr.w   r6, .Lmw_ents + 1
    add     r4, r5, r6                  @ the entry column (Thumb bit set)
    b       .Lmw_go
.Lmw_ents:                              @ by (n / 4) mod 6: the square's sweep entry
    .hword  .Lsq_c0 - .Lmw_ents, .Lsq_c20 - .Lmw_ents, .Lsq_c16 - .Lmw_ents
    .hword  .Lsq_c12 - .Lmw_ents, .Lsq_c8 - .Lmw_ents, .Lsq_c4 - .Lmw_ents
.Lmw_go:
    str     r4, [sp, #F_E]              @ the entry of every pass (the window zero)
    adr.w   r4, .Lmw_pass + 1
    str     r4, [sp, #F_NEXT]           @ the shared tail's return
    mov     r4, #16
    str     r4, [sp, #F_PSTEP]
    add     r4, r3, r12, lsl #2
    str     r4, [sp, #F_END]            @ &b[n]
    add     r3, r1, r12, lsl #2         @ t[0..n) = 0 (the rest is written)
    mov     r4, #0
    mov     r5, #0
    mov     r6, #0
    mov     r7, #0
1:  stm     r1!, {r4-r7}
    cmp     r1, r3
    bne     1b

    /* ---- t[i..i+n+4) += a[i..i+3] b, four rows a pass, through the
     * square's sweep (all six ring registers zero: any entry's names) and
     * the shared tail, which returns here */
.Lmw_pass:
    ldr     r2, [sp, #F_I]
    subs    r2, r2, #1
    bmi     .Lrd_start                  @ n / 4 passes done (n public)
    str     r2, [sp, #F_I]
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
    mov     lr, #0
    ldr     pc, [sp, #F_E]

/* ---- the reduction, shared: r = t R^-1 mod m from the frame ----------- */
.Lrd_start:
    ldr     r0, [sp, #F_T]
    ldr     r2, [sp, #F_N]
    ldr     r3, [sp, #F_M]
    add     r4, r3, r2, lsl #2
    str     r4, [sp, #F_END]            @ &m[n]
    add     r4, r3, #16
    str     r4, [sp, #F_M4]             @ &m[4]
    add     r4, r0, r2, lsl #2
    str     r4, [sp, #F_TN]             @ &t[n]: the passes end there
    mov     r4, #0
    str     r4, [sp, #F_HI]
    sub     r4, r2, #4                  @ the sweeps' n - 4 columns (n >= 8)
    lsr     r4, r4, #2                  @ k = (n - 4) / 4
    MOD6    r4, r4, r5                  @ k mod 6: enter at column (24 - 4k mod 24) mod 24
    /* F_ENT = the entry column, F_PASS = the pass head that leaves the
     * window in that column's names (Thumb bit set), from .Lrd_ents */
    adr.w   r7, .Lrd_ents
    add     r7, r7, r4, lsl #2
    ldrsh   r5, [r7]
    ldrsh   r6, [r7, #2]
    adr.w   r7, .Lrd_ents + 1
    add     r5, r5, r7
    add     r6, r6, r7
    str     r5, [sp, #F_ENT]
    str     r6, [sp, #F_PASS]
    bx      r6                          @ the first pass, r0 = &t[0]
.Lrd_ents:                              @ by k: the entry column, its pass head
    .hword  .Lrd_c0 - .Lrd_ents, .Lrd_pass0 - .Lrd_ents
    .hword  .Lrd_c20 - .Lrd_ents, .Lrd_pass2 - .Lrd_ents
    .hword  .Lrd_c16 - .Lrd_ents, .Lrd_pass4 - .Lrd_ents
    .hword  .Lrd_c12 - .Lrd_ents, .Lrd_pass0 - .Lrd_ents
    .hword  .Lrd_c8 - .Lrd_ents, .Lrd_pass2 - .Lrd_ents
    .hword  .Lrd_c4 - .Lrd_ents, .Lrd_pass4 - .Lrd_ents

    /* The passes, one head for each naming of the entry column's window
     * (ring[0..3], ring[2..5], ring[4, 5, 0, 1]): RD_HEAD b. */
    RD_HEAD 0
    RD_HEAD 2
    RD_HEAD 4
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
    ldr     r0, [sp, #F_P]              @ &t[i+4]: the next pass's t[i]
    ldr     r2, [sp, #F_TN]
    cmp     r0, r2
    it      ne
    ldrne   pc, [sp, #F_PASS]           @ (n public)

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

/*
 * Poly1305 block kernel for ARMv6-M (Thumb-1; Cortex-M0/M0+/M1, and it
 * runs unchanged on every later Cortex-M), tuned for the Cortex-M0+.
 *
 * C prototype (lib/internal/chacha_kernel.h):
 *
 *   void qzi_poly1305_blocks_armv6m(uint32_t h[5], const uint32_t r[4],
 *                                   const uint8_t *m, size_t nblocks,
 *                                   uint32_t hibit);
 *
 * Contract summary (the header is the authority):
 *  - For each 16-byte block m_i: h = (h + m_i + hibit 2^128) r mod 2^130-5,
 *    m_i little-endian.  hibit is 0 or 1 (the 5th argument, on the stack).
 *  - h: five words, h[4] <= 7 on entry; on return (nblocks > 0)
 *    h[4] <= 4.  Not fully reduced.  4-byte aligned, updated in place.
 *  - r: the clamped key half (four words, 4-byte aligned); the kernel
 *    relies on the clamping (see "Algorithm").
 *  - m: ANY alignment.  The alignment of the pointer is public, so it is
 *    tested once per block: a 4-byte-aligned block is read with LDM, any
 *    other only with LDRB (a Cortex-M0+ faults on an unaligned LDR/LDM).
 *    Nothing outside [m, m + 16 nblocks) is read.
 *  - nblocks == 0: returns at once, reads and writes nothing.
 *  - Constant time: no branch and no address depends on h, r or m; the
 *    branches depend only on nblocks and on the alignment of m.  Every
 *    multiplication is a MULS (32 x 32 -> 32, a fixed latency: 1 cycle on
 *    the M0+ with the fast multiplier, 32 with the small one; 1 on the M4
 *    and M33) of two values below 2^16; no __aeabi_lmul (data-dependent).
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr, flags clobbered.
 *    The frame (r halves, 5 r / 4 halves, h halves of the last block) is
 *    wiped before returning (about 50 cycles per call), and so are r0-r3,
 *    r12 and lr (r12 and lr held key halves).
 *
 * Stack: 36 bytes of saved registers + FRAME (140) = 176 bytes, a multiple
 * of 8 (sp stays 8-byte aligned).  No calls.
 *
 * ALGORITHM
 *
 * Radix 2^32 for h and r (as OpenSSL's 32-bit Poly1305), with the fold of
 * the 2^128+ product terms through s_b = r_b + (r_b >> 2) = 5 r_b / 4
 * (exact: the clamping makes r_1..r_3 multiples of 4, and 2^128 r_b =
 * 2^130 (r_b / 4) = 5 r_b / 4 mod p):
 *
 *   d0 = h0 r0 + h1 s3 + h2 s2 + h3 s1
 *   d1 = h0 r1 + h1 r0 + h2 s3 + h3 s2 + h4 s1
 *   d2 = h0 r2 + h1 r1 + h2 r0 + h3 s3 + h4 s2
 *   d3 = h0 r3 + h1 r2 + h2 r1 + h3 r0 + h4 s3
 *   d4 = h4 r0                       h r = sum d_c 2^(32 c)   (mod p)
 *
 * Each 32 x 32 word product is cut into four 16 x 16 -> 32 MULS: with
 * a_{2k}, a_{2k+1} the halves of h_k and rho_j / sig_j the halves of the
 * r / s words (j = 2b, 2b + 1), the products are summed by 16-bit column
 * T = 0..8 (product scanning), each column in a 64-bit accumulator
 * (lo, hi) plus a carry-free 32-bit sum sm (in r8) for the "small"
 * products.  Bounds (a < 2^16; rho_odd <= 0x0fff, sig_odd <= 0x13ff by
 * the clamping; rho_even, sig_even < 2^16; h4 <= 6 inside the loop):
 *   - "big" products a * rho_even, a * sig_even < 2^32: ADDS lo + ADCS hi;
 *   - "small" products a * rho_odd, a * sig_odd < 2^28.33, at most 4 per
 *     column plus the column carry-in (< 2^19): sm < 2^31, plain ADD;
 *   - h4 s_b (< 6 * 0x13fffffb < 2^31) starts the lo of columns 2, 4, 6,
 *     h4 r0 (< 2^31) that of column 8;
 *   - a column total is below 2^35; its low 16 bits are the result half,
 *     the rest (< 2^19) is the carry-in of the next column;
 *   - column 8 (v8, the multiple of 2^128): 4 small products + h4 r0 +
 *     carry <= 4 * 65535 * 4095 + 6 * 0x0fffffff + 2^19 = 2,684,600,318
 *     < 2^32, so one register.
 * The words W0..W3 (columns 0..7) and v8 give h r = W + v8 2^128; the
 * next block (or the exit) adds 5 (v8 >> 2) = (v8 & ~3) + (v8 >> 2) to W
 * and keeps v8 & 3 as h4, so on return h4 <= 3 + 1 (carry) = 4, and in
 * the loop h4 = (v8 & 3) + hibit + 3 carries, with the sum below 6 2^128.
 * On entry v8 = h[4] (same identity), so h[4] <= 7 is absorbed.
 *
 * Columns (E = even halves a0 a2 a4 a6, O = odd halves a1 a3 a5 a7, both
 * kept in r4..r7 in turn; the set in the registers alternates so that each
 * column reloads it once, "snake" order); B = big, s = small:
 *   T0: E: a0 rho0 B, a2 sig6 B, a4 sig4 B, a6 sig2 B
 *   T1: E: a0 rho1, a2 sig7, a4 sig5, a6 sig3 (s)   O: a1 rho0, a3 sig6,
 *       a5 sig4, a7 sig2 (B)
 *   T2: h4 s1 +  O: a1 rho1, a3 sig7, a5 sig5, a7 sig3 (s)   E: a0 rho2,
 *       a2 rho0, a4 sig6, a6 sig4 (B)
 *   ... (see the code: T3..T7 alike)
 *   T8: h4 r0 +  O: a1 rho7, a3 rho5, a5 rho3, a7 rho1 (s)
 *
 * REGISTERS
 *   r0 lo     column accumulator, low word (v8 between blocks)
 *   r1 hi     column accumulator, high word
 *   r2 zero   0 (for ADCS)
 *   r3 t      scratch: products, loads
 *   r4-r7     x0..x3: the h halves set E or O (a_i in x_(i >> 1))
 *   r8 sm     small-product sum of the column
 *   r9        m: the next block
 *   r10       the low half of the current word (even column result)
 *   r11, r12, lr  the constants sig6, rho0, rho1 (the most used ones)
 *
 * Size: .text of this function = 1,072 bytes (GNU as 2.40).
 *
 * MEASURED PERFORMANCE (Cortex-M0+, MODELLED cycles: bench/sim/qz-mcusim
 * --cpu cortex-m0plus, zero wait states; a model, not silicon).  Per
 * block = (one call on 9 blocks - one call on 1 block) / 8, best of 3;
 * "64 blocks" = one call on 1 KiB.  C reference = lib/generic/
 * poly1305_blocks.c (its 16 x 16 mul64 path), arm-none-eabi-gcc 12.2 -O2
 * -mcpu=cortex-m0plus, same method:
 *                                  1 block  cycles/block  64 blocks (c/B)
 *    this kernel, m aligned           706        491      31,637 (30.9)
 *    this kernel, m misaligned        761        546      35,157 (34.3)
 *    C reference                    1,996      1,716     110,102 (107.5)
 * i.e. 3.5x the C reference.  Per block: 64 MULS; products (operand
 * fetch, MULS, add, carry) ~266 cycles, set reloads 42, column ends 116,
 * message, fold and split ~55, loop 8.  Per call: ~215 cycles (setup of
 * the r and s halves, final fold, frame wipe ~50).  qz_poly1305 on
 * 1 KiB: 32.9 c/B (C kernel: 109.6).
 */

        .syntax unified
        .arch   armv6-m
        .thumb

lo      .req    r0
hi      .req    r1
zero    .req    r2
t       .req    r3
x0      .req    r4
x1      .req    r5
x2      .req    r6
x3      .req    r7
sm      .req    r8
mp      .req    r9
half    .req    r10
sig6    .req    r11
rho0    .req    r12
rho1    .req    lr

/* ---- stack frame (offsets from sp after the prologue) ---- */
        .equ    AE, 0                   @ a0 a2 a4 a6: the even h halves
        .equ    AO, 16                  @ a1 a3 a5 a7: the odd h halves
        .equ    H4, 32                  @ h4 of the current block
        .equ    RHO0, 36                @ rho0..rho7: halves of r0..r3
                                        @ (rho0, rho1, sig6 are kept in
                                        @ r12, lr, r11: slots unused)
        .equ    RHO1, 40
        .equ    RHO2, 44
        .equ    RHO3, 48
        .equ    RHO4, 52
        .equ    RHO5, 56
        .equ    RHO6, 60
        .equ    RHO7, 64
        .equ    SIG2, 68                @ sig2..sig7: halves of s1..s3
        .equ    SIG3, 72
        .equ    SIG4, 76
        .equ    SIG5, 80
        .equ    SIG6, 84
        .equ    SIG7, 88
        .equ    R0W, 92                 @ r0, s1, s2, s3 as words (h4 terms)
        .equ    S1W, 96
        .equ    S2W, 100
        .equ    S3W, 104
        .equ    W0, 108                 @ W0..W3: the words of the product
        .equ    W1, 112
        .equ    W2, 116
        .equ    W3, 120
        .equ    HPTR, 124               @ h
        .equ    HIBIT, 128              @ hibit
        .equ    MEND, 132               @ m + 16 nblocks
        .equ    FRAME, 140              @ (+ 4 bytes of padding)
        .equ    ARG5, FRAME + 36        @ the 5th argument, above the saves

/* t = the constant C: from its high register for the three held there
 * (rho0, rho1, sig6: 22 of the 64 products), else from the frame */
        .macro  GETC c
        .ifc    \c, RHO0
        mov     t, rho0
        .else
        .ifc    \c, RHO1
        mov     t, rho1
        .else
        .ifc    \c, SIG6
        mov     t, sig6
        .else
        ldr     t, [sp, #\c]
        .endif
        .endif
        .endif
        .endm

/* lo:hi += x * C (a big product, < 2^32) */
        .macro  PB c, x
        GETC    \c
        muls    t, \x, t
        adds    lo, t
        adcs    hi, zero
        .endm

/* sm += x * C (a small product, < 2^28.33) */
        .macro  PS c, x
        GETC    \c
        muls    t, \x, t
        add     sm, t
        .endm

/* x0..x3 = a0, a2, a4, a6 (E) or a1, a3, a5, a7 (O) */
        .macro  LOADE
        add     t, sp, #AE
        ldm     t!, {r4-r7}
        .endm
        .macro  LOADO
        add     t, sp, #AO
        ldm     t!, {r4-r7}
        .endm

/* Column total = lo:hi + sm; carry = total >> 16 goes to sm of the next
 * column, lo:hi = 0 (or lo = h4 * C when init is given). */
        .macro  CARRY init
        lsrs    lo, lo, #16
        lsls    hi, hi, #16
        orrs    lo, hi                  @ total >> 16 (< 2^19)
        mov     sm, lo
        movs    hi, #0
        .ifb    \init
        movs    lo, #0
        .else
        ldr     lo, [sp, #H4]
        ldr     t, [sp, #\init]
        muls    lo, t, lo               @ lo = h4 * C (< 2^31)
        .endif
        .endm

/* End of an even column: half = total & 0xffff. */
        .macro  ENDE init
        mov     t, sm
        adds    lo, t
        adcs    hi, zero
        uxth    t, lo
        mov     half, t
        CARRY   \init
        .endm

/* End of an odd column: W_c = half | (total << 16). */
        .macro  ENDO w, init
        mov     t, sm
        adds    lo, t
        adcs    hi, zero
        lsls    t, lo, #16
        add     t, half
        str     t, [sp, #\w]
        CARRY   \init
        .endm

/* reg = the little-endian word at [t + off], bytewise (hi = scratch) */
        .macro  LDLE reg, off
        ldrb    \reg, [t, #\off]
        ldrb    hi, [t, #\off + 1]
        lsls    hi, hi, #8
        orrs    \reg, hi
        ldrb    hi, [t, #\off + 2]
        lsls    hi, hi, #16
        orrs    \reg, hi
        ldrb    hi, [t, #\off + 3]
        lsls    hi, hi, #24
        orrs    \reg, hi
        .endm

/* x0..x3:hi += 5 (lo >> 2) = (lo & ~3) + (lo >> 2), which fits in 32
 * bits: v8 <= 2,684,600,318 (see ALGORITHM), so 5 (v8 >> 2) <=
 * 3,355,750,395 < 2^32 (and v8 = h[4] <= 7 on entry); lo is consumed */
        .macro  FOLD5
        lsrs    t, lo, #2
        lsls    lo, t, #2
        adds    lo, t                   @ 5 (v8 >> 2)
        adds    x0, lo
        adcs    x1, zero
        adcs    x2, zero
        adcs    x3, zero
        adcs    hi, zero
        .endm

        .section .text.qz_fast.qzi_poly1305_blocks_armv6m,"ax",%progbits
        .align  2
        .global qzi_poly1305_blocks_armv6m
        .type   qzi_poly1305_blocks_armv6m, %function
        .thumb_func
qzi_poly1305_blocks_armv6m:
        cmp     r3, #0
        bne     1f
        bx      lr                      @ nblocks == 0: nothing to do
1:
        push    {r4-r7, lr}
        mov     r4, r8
        mov     r5, r9
        mov     r6, r10
        mov     r7, r11
        push    {r4-r7}
        sub     sp, #FRAME

        ldr     r4, [sp, #ARG5]
        str     r4, [sp, #HIBIT]
        str     r0, [sp, #HPTR]
        mov     mp, r2                  @ m
        lsls    r3, r3, #4
        adds    r3, r2
        str     r3, [sp, #MEND]         @ m + 16 nblocks

        /* r halves, s_b = r_b + (r_b >> 2) and their halves */
        ldm     r1!, {r4-r7}            @ r0..r3
        str     r4, [sp, #R0W]
        uxth    r3, r4
        mov     rho0, r3
        lsrs    r3, r4, #16
        mov     rho1, r3
        uxth    r3, r5
        str     r3, [sp, #RHO2]
        lsrs    r3, r5, #16
        str     r3, [sp, #RHO3]
        uxth    r3, r6
        str     r3, [sp, #RHO4]
        lsrs    r3, r6, #16
        str     r3, [sp, #RHO5]
        uxth    r3, r7
        str     r3, [sp, #RHO6]
        lsrs    r3, r7, #16
        str     r3, [sp, #RHO7]
        lsrs    r3, r5, #2              @ s1
        adds    r3, r5
        str     r3, [sp, #S1W]
        uxth    r1, r3
        str     r1, [sp, #SIG2]
        lsrs    r3, r3, #16
        str     r3, [sp, #SIG3]
        lsrs    r3, r6, #2              @ s2
        adds    r3, r6
        str     r3, [sp, #S2W]
        uxth    r1, r3
        str     r1, [sp, #SIG4]
        lsrs    r3, r3, #16
        str     r3, [sp, #SIG5]
        lsrs    r3, r7, #2              @ s3
        adds    r3, r7
        str     r3, [sp, #S3W]
        uxth    r1, r3
        mov     sig6, r1
        lsrs    r3, r3, #16
        str     r3, [sp, #SIG7]

        /* W = h[0..3], v8 = h[4]: h = W + v8 2^128 */
        ldm     r0!, {r4-r7}
        str     r4, [sp, #W0]
        str     r5, [sp, #W1]
        str     r6, [sp, #W2]
        str     r7, [sp, #W3]
        ldr     lo, [r0]                @ v8 = h[4]
        movs    zero, #0
        b       .Lblock

.Lunaligned:                            @ m_i bytewise (m not 4-byte aligned)
        LDLE    x0, 0
        LDLE    x1, 4
        LDLE    x2, 8
        LDLE    x3, 12
        adds    t, #16
        b       .Lloaded

.Lblock:
        /* x0..x3 = m_i (aligned: LDM; otherwise bytewise) */
        mov     t, mp
        lsls    r1, t, #30
        bne     .Lunaligned             @ out of line, returns to .Lloaded
        ldm     t!, {r4-r7}
.Lloaded:
        mov     mp, t
        /* x0..x3:hi = m_i + hibit 2^128 + W + (v8 & 3) 2^128 + 5 (v8 >> 2) */
        ldr     hi, [sp, #HIBIT]
        lsls    t, lo, #30
        lsrs    t, t, #30
        adds    hi, t                   @ hibit + (v8 & 3)
        ldr     t, [sp, #W0]
        adds    x0, t
        ldr     t, [sp, #W1]
        adcs    x1, t
        ldr     t, [sp, #W2]
        adcs    x2, t
        ldr     t, [sp, #W3]
        adcs    x3, t
        adcs    hi, zero
        FOLD5                           @ hi = h4 <= 6
        str     hi, [sp, #H4]
        /* halves to the frame; the even ones (E) stay in x0..x3 */
        lsrs    t, x0, #16
        str     t, [sp, #AO]
        lsrs    t, x1, #16
        str     t, [sp, #AO + 4]
        lsrs    t, x2, #16
        str     t, [sp, #AO + 8]
        lsrs    t, x3, #16
        str     t, [sp, #AO + 12]
        uxth    x0, x0
        uxth    x1, x1
        uxth    x2, x2
        uxth    x3, x3
        add     t, sp, #AE
        stm     t!, {r4-r7}
        movs    lo, #0
        movs    hi, #0
        mov     sm, zero

        /* T0 (E) */
        PB      RHO0, x0
        PB      SIG6, x1
        PB      SIG4, x2
        PB      SIG2, x3
        ENDE
        /* T1 (E then O) */
        PS      RHO1, x0
        PS      SIG7, x1
        PS      SIG5, x2
        PS      SIG3, x3
        LOADO
        PB      RHO0, x0
        PB      SIG6, x1
        PB      SIG4, x2
        PB      SIG2, x3
        ENDO    W0, S1W
        /* T2 (h4 s1, O then E) */
        PS      RHO1, x0
        PS      SIG7, x1
        PS      SIG5, x2
        PS      SIG3, x3
        LOADE
        PB      RHO2, x0
        PB      RHO0, x1
        PB      SIG6, x2
        PB      SIG4, x3
        ENDE
        /* T3 (E then O) */
        PS      RHO3, x0
        PS      RHO1, x1
        PS      SIG7, x2
        PS      SIG5, x3
        LOADO
        PB      RHO2, x0
        PB      RHO0, x1
        PB      SIG6, x2
        PB      SIG4, x3
        ENDO    W1, S2W
        /* T4 (h4 s2, O then E) */
        PS      RHO3, x0
        PS      RHO1, x1
        PS      SIG7, x2
        PS      SIG5, x3
        LOADE
        PB      RHO4, x0
        PB      RHO2, x1
        PB      RHO0, x2
        PB      SIG6, x3
        ENDE
        /* T5 (E then O) */
        PS      RHO5, x0
        PS      RHO3, x1
        PS      RHO1, x2
        PS      SIG7, x3
        LOADO
        PB      RHO4, x0
        PB      RHO2, x1
        PB      RHO0, x2
        PB      SIG6, x3
        ENDO    W2, S3W
        /* T6 (h4 s3, O then E) */
        PS      RHO5, x0
        PS      RHO3, x1
        PS      RHO1, x2
        PS      SIG7, x3
        LOADE
        PB      RHO6, x0
        PB      RHO4, x1
        PB      RHO2, x2
        PB      RHO0, x3
        ENDE
        /* T7 (E then O) */
        PS      RHO7, x0
        PS      RHO5, x1
        PS      RHO3, x2
        PS      RHO1, x3
        LOADO
        PB      RHO6, x0
        PB      RHO4, x1
        PB      RHO2, x2
        PB      RHO0, x3
        ENDO    W3, R0W
        /* T8 (h4 r0, O): v8 = lo + sm, below 2^32 */
        PS      RHO7, x0
        PS      RHO5, x1
        PS      RHO3, x2
        PS      RHO1, x3
        mov     t, sm
        adds    lo, t

        mov     t, mp
        ldr     hi, [sp, #MEND]
        cmp     t, hi
        beq     .Ldone
        b       .Lblock

.Ldone:
        /* h = W + (v8 & 3) 2^128 + 5 (v8 >> 2): h[4] <= 4 */
        ldr     x0, [sp, #W0]
        ldr     x1, [sp, #W1]
        ldr     x2, [sp, #W2]
        ldr     x3, [sp, #W3]
        lsls    hi, lo, #30
        lsrs    hi, hi, #30
        FOLD5
        ldr     t, [sp, #HPTR]
        stm     t!, {r4-r7}
        str     hi, [t]

        /* wipe the frame (r and s halves, h halves): 140 bytes */
        movs    r0, #0
        movs    r1, #0
        movs    r2, #0
        movs    r3, #0
        mov     r4, sp
        stm     r4!, {r0-r3}
        stm     r4!, {r0-r3}
        stm     r4!, {r0-r3}
        stm     r4!, {r0-r3}
        stm     r4!, {r0-r3}
        stm     r4!, {r0-r3}
        stm     r4!, {r0-r3}
        stm     r4!, {r0-r3}
        stm     r4!, {r0-r2}
        mov     r12, r0                 @ rho0, rho1 out of r12 and lr
        mov     lr, r0

        add     sp, #FRAME
        pop     {r4-r7}
        mov     r8, r4
        mov     r9, r5
        mov     r10, r6
        mov     r11, r7
        pop     {r4-r7, pc}
        .size   qzi_poly1305_blocks_armv6m, .-qzi_poly1305_blocks_armv6m

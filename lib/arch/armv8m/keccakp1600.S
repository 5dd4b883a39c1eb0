/*
 * Keccak-p[1600] permutation for ARMv8-M Mainline (Cortex-M33), Thumb-2.
 *
 *   void qzi_keccakp1600_armv8m(uint32_t s[50], unsigned nrounds);
 *
 * Contract (lib/internal/keccak_kernel.h):
 *  - s: the 25 lanes in bit-interleaved form (s[2i] = even bits of lane i,
 *    s[2i+1] = odd bits), 4-byte aligned, permuted in place. On return the
 *    state is in that canonical form again (see "Lazy rotations").
 *  - nrounds = 24 or 12: applies the last nrounds rounds of Keccak-f[1600]
 *    (round constants qzi_keccak_rc[24 - nrounds .. 23], read from the C
 *    table). Works for any multiple of 4 from 4 to 24, nothing else.
 *  - Constant time: every load/store address is fixed by the instruction
 *    (STATE, sp or the round-constant pointer plus an immediate); the only
 *    branch is the loop test, on a bit of a round constant (a public
 *    value fixed by the round index, see "Loop").
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr, flags clobbered.
 *  - Leaves its frame zeroed: every return zeroes the whole frame (the
 *    D words of the last round's theta, and the pointers) with one STM of
 *    zeroed registers, once per call, and returns with r1-r3, r12 and lr
 *    zero (r0 keeps the public state pointer). The generator writes this
 *    epilogue (wipe() in lib/arch/gen/keccak_lazy.py).
 *  - No DSP/SIMD instruction: assembles and runs on a Cortex-M33 built
 *    without the DSP extension (-mcpu=cortex-m33+nodsp); uses nothing
 *    beyond ARMv7-M either.
 *
 * Design
 *  - One loop pass = 4 fully unrolled rounds; 6 passes for 24 rounds, 3 for
 *    12. Each round: (1) theta parities: the 50 state words are loaded in
 *    6 runs of pipelined LDRs (13, 10, 9, 7, 6, 5 words) and XORed
 *    pairwise into C[0..4] (even, odd); (2) D[x] = C[x-1] ^ rol(C[x+1], 1),
 *    6 of the 10 D words stay in registers, 4 go to the frame. The parity
 *    words are loaded column half by column half, in an order chosen so
 *    that D words can be made between the runs of loads, each as soon as
 *    it goes to the frame or is the last use of one of its C words (so it
 *    takes no register); that is what makes 6 runs possible instead of 8.
 *    (3) rho, pi, chi one "row half" at a time (the even or the odd words
 *    of one output row): 5 loads + 2 frame D words, 5 XORs with D
 *    (theta), chi in place with two scratch registers, 5 stores.
 *  - In place: in round t of a pass, lane (x, y) is kept in the words of
 *    canonical position M^t (x, y), M = [[3, 0], [3, 2]] over Z/5. Each
 *    output row of chi is then written exactly into the words its inputs
 *    came from, and M^4 = I (M^2 = -I), so after 4 rounds every lane is
 *    back at its own index. Even and odd words of a lane may sit swapped
 *    meanwhile; this is all resolved when the code is written: the comments
 *    name the logical word (A[x,y].e/.o = lane x + 5y, even/odd bits)
 *    that each load or chi result holds.
 *  - Lazy rotations (after Becker and Kannwischer): no rotation is ever
 *    executed. Each stored word w carries a rotation o(w) fixed at
 *    assembly time (true value = rol(w, o(w))). EOR/BIC combine two words
 *    with different offsets through the free barrel shifter of the second
 *    operand ("eor rd, rn, rm, ror #(o(rn) - o(rm))"); the result takes
 *    o(rn). rho only adds its amount to the offsets, so theta and chi do
 *    all of rho, and the rol(C, 1) of theta is an offset of 1 too. Which
 *    operand goes unshifted is a free choice at each step; a search chose
 *    them so that all 50 offsets are 0 again at the end of every pass, so
 *    no fix-up pass is needed (and none exists) and the state leaves in
 *    canonical form. Comments give the mathematical step
 *    ("B[j,y].e = rol(A ^ D, r)"); the ror amounts in the code differ
 *    because they also carry the offsets.
 *  - Row halves: with D[0] and D[1] (both halves) in the frame, every row
 *    half needs exactly two frame D words, loaded in its own run of loads;
 *    the first one (y = 1, even words) takes D[0].o and D[1].o straight
 *    from the D step. The last two are the halves of row 0, for iota.
 *  - iota, in the chi of row 0: the first of its two row halves leaves its
 *    A[0,0] word in a register instead of storing it; the last one (three
 *    D registers are dead by then) loads rcp and both words of the round
 *    constant in its own run of loads, XORs one into the kept word (then
 *    stores it) and the other into its own A[0,0] result. So iota costs 3
 *    pipelined loads and 2 XORs per round, and the parity runs are never
 *    shortened by it.
 *  - Loop: rcp (&qzi_keccak_rc[first round of the pass]) lives in the
 *    frame; round 4 adds 32 while it holds rcp for iota. There is no end
 *    pointer: bit 7 of the odd word of a pass's round-3 constant
 *    (qzi_keccak_rc[4p + 2][1]) is set in every pass but the last
 *    (round 22: 0x00008000), so a TST in round 3 sets Z for the BNE at the
 *    end (nothing in between writes the flags; the generator asserts the
 *    property of the constants).
 *
 * What differs from the armv7em (Cortex-M4) kernel, and why
 *  Published cycle measurements of a Cortex-M33 r1p0 (RP2350; jnk0le,
 *  "pipeline cycle test") give a 2-cycle result latency for loads and for
 *  every instruction with a shifted-register operand, which is almost
 *  every EOR/BIC here (lazy rotations), while the M4 forwards ALU results
 *  at once. The M4 kernel's chi, with one scratch register, feeds each
 *  shifted BIC straight into the next EOR. So this kernel:
 *   - keeps 6 D words in registers instead of 7 to free a second chi
 *     scratch register, and computes two chi outputs at a time (bic, bic,
 *     eor, eor, str, str, ...): one more frame D store per round;
 *   - makes D words between the parity loads (6 runs instead of 8), puts
 *     iota into the chi of row 0 and tests the loop end on a round
 *     constant: these pay for that store and more;
 *   - was list-scheduled over the whole 4-round body, runs of loads kept
 *     whole (so the M4-model cost cannot grow), preferring the longest
 *     dependence path: no instruction reads a load or shifted-operand
 *     result in the next slot.
 *  On the model this kernel takes 1,513 cycles per pass of 4 rounds
 *  against 1,631 for the armv7em kernel (both on the cortex-m33 model).
 *
 * Register allocation (the schedule assigns registers per round; roles)
 *    r0        STATE   s, the whole function
 *    r1        nrounds on entry
 *    theta     r1-r12, lr: loaded lane words, the ten parities C[x], and
 *              the D words as they are made
 *    D         6 D words in registers until their last use (one use per
 *              output row); D[0].e, D[0].o, D[1].e, D[1].o in the frame
 *    chi       the remaining 7 registers: the 5 B words of a row half
 *              (first holding the lane words) and 2 scratch registers
 *              (first holding the two frame D words of the row half);
 *              row 0: one register keeps A[0,0] between its halves, and
 *              the last row half uses 3 dead D registers for rcp and the
 *              round constant
 *
 * Stack frame (after push {r4-r11, lr}: 36 bytes)
 *    sp+0  .. sp+15   D[0].e, D[0].o, D[1].e, D[1].o, current round (FR_D)
 *    sp+16            rcp = &qzi_keccak_rc[first round of this pass] (FR_RCP)
 *  Stack used: 20 + 36 = 56 bytes.
 *
 * Size: .text of this function = 5,612 bytes (arm-none-eabi-gcc 12.2); the
 *  price of the 4-round unrolling.
 *
 * Measured figures (per call; "cycles" are MODELLED, not silicon):
 *  Method: qemu-arm 10 instruction trace (-one-insn-per-tb -d exec,nochain)
 *  fed to build-aux/qz-trace-cycles, which counts the instructions whose PC
 *  lies inside the function and charges each one from the Cortex-M4 TRM
 *  timing tables (zero wait states, P = 2; cortex-m33: the measured-M33
 *  model of bench/sim/timing.c, P = 1, less certain: the M33 TRM has no
 *  table). One call with nrounds = 24 and one with 12 on the same
 *  program (the instruction stream does not depend on the data). C
 *  reference = lib/generic/keccakp1600.c built with arm-none-eabi-gcc
 *  12.2.rel1 for the same -mcpu.
 *                                  24 rounds           12 rounds
 *                               instr    cycles     instr    cycles
 *    this kernel,   cortex-m33   9,087    9,115      4,551    4,576
 *    C ref gcc -O2, cortex-m33  42,647   45,857     21,335   22,949
 *    C ref gcc -Os, cortex-m33  42,758   48,008     21,386   24,020
 *    (armv7em kernel, cortex-m33 9,034    9,824      4,525    4,931)
 *    this kernel,   cortex-m4    9,087    9,512      4,551    4,775
 *  The frame wipe costs 12 cycles per call on the M4, 11 on the M33
 *  (6 MOV + one STM of 5 words).
 *  The M33 model charges the 2-cycle load and shifted-operand results
 *  this schedule avoids: interlock stalls per 24-round call in the same
 *  traces, this kernel 0, armv7em kernel 762, gcc -O2 C 1,080, gcc -Os
 *  C 3,480.
 *
 * Source: the code below this comment is generated by
 *    python3 lib/arch/gen/keccak_lazy.py armv8m lib/arch/armv8m/keccakp1600.S
 *  which rewrites only the lines from BEGIN GENERATED CODE to END
 *  GENERATED CODE (--check compares instead; the generator's head
 *  explains the method in more detail). Edit this comment by hand.
 */

@ ---- BEGIN GENERATED CODE: lib/arch/gen/keccak_lazy.py armv8m ----
@ Do not edit by hand: change the generator and run it again.
    .syntax unified
    .thumb

STATE   .req r0                         @ uint32_t s[50], whole function

    .equ FR_D,      0                   @ frame words of D (see above)
    .equ FR_RCP,    16                  @ rcp: round constants of this pass
    .equ FR_SIZE,   20                  @ 36 + FR_SIZE = 56

    .section .text.qz_fast.qzi_keccakp1600_armv8m,"ax",%progbits
    .global qzi_keccakp1600_armv8m
    .type   qzi_keccakp1600_armv8m, %function
    .p2align 2
    .thumb_func
qzi_keccakp1600_armv8m:
    movw    r2, #:lower16:(qzi_keccak_rc + 192)
    movt    r2, #:upper16:(qzi_keccak_rc + 192)
    push    {r4-r11, lr}
    sub     r1, r2, r1, lsl #3          @ rcp = &qzi_keccak_rc[24 - nrounds]
    sub     sp, sp, #FR_SIZE
    str     r1, [sp, #FR_RCP]

.Lrounds:                               @ for each group of 4 rounds:
    @ theta, round 1 of 4: column parities C[x]
    ldr     r1, [STATE, #0]             @ A[0,0].e
    ldr     r2, [STATE, #40]            @ A[0,1].e
    ldr     r3, [STATE, #80]            @ A[0,2].e
    ldr     r4, [STATE, #120]           @ A[0,3].e
    ldr     r5, [STATE, #160]           @ A[0,4].e
    ldr     r6, [STATE, #12]            @ A[1,0].o
    ldr     r7, [STATE, #52]            @ A[1,1].o
    ldr     r8, [STATE, #92]            @ A[1,2].o
    ldr     r9, [STATE, #132]           @ A[1,3].o
    ldr     r10, [STATE, #172]          @ A[1,4].o
    ldr     r11, [STATE, #20]           @ A[2,0].o
    ldr     r12, [STATE, #60]           @ A[2,1].o
    ldr     lr, [STATE, #100]           @ A[2,2].o
    eor     r1, r1, r2
    eor     r6, r6, r7
    eor     r3, r3, r4
    eor     r8, r8, r9
    eor     r11, r11, r12
    eor     r5, r5, r1
    eor     r10, r10, r6
    eor     lr, lr, r11
    eor     r3, r5, r3
    eor     r8, r8, r10
    ldr     r2, [STATE, #140]           @ A[2,3].o
    ldr     r4, [STATE, #180]           @ A[2,4].o
    ldr     r7, [STATE, #32]            @ A[4,0].e
    ldr     r9, [STATE, #72]            @ A[4,1].e
    ldr     r12, [STATE, #112]          @ A[4,2].e
    ldr     r1, [STATE, #152]           @ A[4,3].e
    ldr     r6, [STATE, #192]           @ A[4,4].e
    ldr     r11, [STATE, #16]           @ A[2,0].e
    ldr     r5, [STATE, #56]            @ A[2,1].e
    ldr     r10, [STATE, #96]           @ A[2,2].e
    eor     r7, r7, r9
    eor     lr, r2, lr
    eor     r12, r12, r1
    eor     r6, r7, r6
    eor     r4, lr, r4
    eor     r12, r6, r12
    eor     r2, r8, r12, ror #1         @ D[0].e
    eor     r9, r4, r3, ror #1          @ D[1].e
    eor     r11, r11, r5
    eor     r10, r10, r11
    str     r2, [sp, #FR_D+0]           @ to the frame
    str     r9, [sp, #FR_D+8]           @ to the frame
    eor     r1, r4, r12                 @ D[3].o
    ldr     r5, [STATE, #136]           @ A[2,3].e
    ldr     lr, [STATE, #176]           @ A[2,4].e
    ldr     r7, [STATE, #4]             @ A[0,0].o
    ldr     r11, [STATE, #44]           @ A[0,1].o
    ldr     r6, [STATE, #84]            @ A[0,2].o
    ldr     r2, [STATE, #124]           @ A[0,3].o
    ldr     r9, [STATE, #164]           @ A[0,4].o
    ldr     r4, [STATE, #8]             @ A[1,0].e
    ldr     r12, [STATE, #48]           @ A[1,1].e
    eor     r7, r7, r11
    eor     r10, r10, r5
    eor     r6, r6, r2
    eor     r9, r9, r7
    eor     r4, r4, r12
    eor     lr, lr, r10
    eor     r6, r9, r6
    ldr     r5, [STATE, #88]            @ A[1,2].e
    ldr     r11, [STATE, #128]          @ A[1,3].e
    ldr     r2, [STATE, #168]           @ A[1,4].e
    ldr     r12, [STATE, #28]           @ A[3,0].o
    ldr     r10, [STATE, #68]           @ A[3,1].o
    ldr     r7, [STATE, #108]           @ A[3,2].o
    ldr     r9, [STATE, #148]           @ A[3,3].o
    eor     r4, r4, r5
    eor     r11, r11, r2
    eor     r12, r12, r10
    eor     r7, r7, r9
    eor     r4, r11, r4
    eor     r12, r12, r7
    ldr     r5, [STATE, #188]           @ A[3,4].o
    ldr     r2, [STATE, #36]            @ A[4,0].o
    ldr     r10, [STATE, #76]           @ A[4,1].o
    ldr     r9, [STATE, #116]           @ A[4,2].o
    ldr     r11, [STATE, #156]          @ A[4,3].o
    ldr     r7, [STATE, #196]           @ A[4,4].o
    eor     r2, r2, r10
    eor     r9, r9, r11
    eor     r7, r2, r7
    eor     r12, r5, r12
    eor     r9, r7, r9
    eor     r10, r4, r12, ror #31       @ D[2].e
    eor     r2, lr, r9, ror #31         @ D[3].e
    eor     r5, r12, r3                 @ D[4].o
    eor     r11, r4, r9                 @ D[0].o
    eor     r7, lr, r6                  @ D[1].o
    ldr     r3, [STATE, #24]            @ A[3,0].e
    ldr     r12, [STATE, #64]           @ A[3,1].e
    ldr     r4, [STATE, #104]           @ A[3,2].e
    ldr     r9, [STATE, #144]           @ A[3,3].e
    ldr     lr, [STATE, #184]           @ A[3,4].e
    eor     r3, r3, r12
    eor     r4, r4, r9
    eor     lr, lr, r3
    eor     r4, lr, r4
    eor     r9, r6, r4, ror #1          @ D[4].e
    @ theta: D[x] = C[x-1] ^ rol(C[x+1], 1)
    eor     r12, r4, r8                 @ D[2].o
    @ rho, pi, chi in place, one row half at a time
    @ row y=1, even words
    ldr     r3, [STATE, #24]            @ A[3,0].e
    ldr     lr, [STATE, #72]            @ A[4,1].e
    ldr     r8, [STATE, #84]            @ A[0,2].o
    ldr     r4, [STATE, #132]           @ A[1,3].o
    ldr     r6, [STATE, #180]           @ A[2,4].o
    eor     lr, lr, r9, ror #31         @ B[1,1].e = rol(A ^ D, 10)
    str     r11, [sp, #FR_D+4]          @ to the frame
    eor     r8, r11, r8                 @ B[2,1].e = rol(A ^ D, 2)
    bic     r11, r8, lr, ror #24
    eor     r3, r3, r2                  @ B[0,1].e = rol(A ^ D, 14)
    eor     r11, r11, r3, ror #20       @ A[0,1].e = B[0] ^ (~B[1] & B[2])
    str     r7, [sp, #FR_D+12]          @ to the frame
    eor     r4, r4, r7                  @ B[3,1].e = rol(A ^ D, 23)
    eor     r6, r12, r6                 @ B[4,1].e = rol(A ^ D, 31)
    bic     r7, r4, r8, ror #21
    str     r11, [STATE, #84]
    bic     r11, r6, r4, ror #8
    eor     r7, lr, r7, ror #19         @ A[1,1].e = B[1] ^ (~B[2] & B[3])
    eor     r8, r11, r8, ror #29        @ A[2,1].e = B[2] ^ (~B[3] & B[4])
    str     r7, [STATE, #24]
    bic     r7, r3, r6, ror #15
    bic     r11, lr, r3, ror #28
    eor     r4, r4, r7, ror #9          @ A[3,1].e = B[3] ^ (~B[4] & B[0])
    eor     r6, r6, r11, ror #21        @ A[4,1].e = B[4] ^ (~B[0] & B[1])
    str     r8, [STATE, #132]
    str     r4, [STATE, #72]
    str     r6, [STATE, #180]
    @ row y=1, odd words
    ldr     r3, [STATE, #28]            @ A[3,0].o
    ldr     r4, [STATE, #76]            @ A[4,1].o
    ldr     r6, [STATE, #80]            @ A[0,2].e
    ldr     r7, [STATE, #128]           @ A[1,3].e
    ldr     r8, [STATE, #176]           @ A[2,4].e
    ldr     r11, [sp, #FR_D+0]          @ D[0].e
    ldr     lr, [sp, #FR_D+8]           @ D[1].e
    eor     r6, r11, r6, ror #1         @ B[2,1].o = rol(A ^ D, 1)
    eor     r4, r4, r5                  @ B[1,1].o = rol(A ^ D, 10)
    bic     r11, r6, r4, ror #24
    eor     r3, r3, r1                  @ B[0,1].o = rol(A ^ D, 14)
    eor     r7, r7, lr, ror #31         @ B[3,1].o = rol(A ^ D, 22)
    eor     r11, r11, r3, ror #20       @ A[0,1].o = B[0] ^ (~B[1] & B[2])
    eor     r8, r10, r8                 @ B[4,1].o = rol(A ^ D, 30)
    bic     lr, r7, r6, ror #20
    str     r11, [STATE, #80]
    bic     r11, r8, r7, ror #8
    eor     lr, lr, r4, ror #12         @ A[1,1].o = B[1] ^ (~B[2] & B[3])
    eor     r6, r6, r11, ror #4         @ A[2,1].o = B[2] ^ (~B[3] & B[4])
    str     lr, [STATE, #28]
    bic     lr, r3, r8, ror #16
    bic     r11, r4, r3, ror #28
    eor     r7, lr, r7, ror #24         @ A[3,1].o = B[3] ^ (~B[4] & B[0])
    eor     r8, r11, r8, ror #12        @ A[4,1].o = B[4] ^ (~B[0] & B[1])
    str     r6, [STATE, #128]
    str     r7, [STATE, #76]
    str     r8, [STATE, #176]
    @ row y=2, even words
    ldr     r3, [STATE, #12]            @ A[1,0].o
    ldr     r4, [STATE, #56]            @ A[2,1].e
    ldr     r6, [STATE, #108]           @ A[3,2].o
    ldr     r7, [STATE, #152]           @ A[4,3].e
    ldr     r8, [STATE, #160]           @ A[0,4].e
    ldr     r11, [sp, #FR_D+12]         @ D[1].o
    ldr     lr, [sp, #FR_D+0]           @ D[0].e
    eor     r4, r10, r4                 @ B[1,2].e = rol(A ^ D, 3)
    eor     r6, r1, r6                  @ B[2,2].e = rol(A ^ D, 13)
    eor     r3, r3, r11                 @ B[0,2].e = rol(A ^ D, 1)
    bic     r11, r6, r4, ror #10
    eor     r7, r9, r7, ror #1          @ B[3,2].e = rol(A ^ D, 4)
    eor     r8, r8, lr, ror #31         @ B[4,2].e = rol(A ^ D, 9)
    eor     r11, r11, r3, ror #12       @ A[0,2].e = B[0] ^ (~B[1] & B[2])
    bic     lr, r7, r6, ror #24
    str     r11, [STATE, #160]
    bic     r11, r8, r7, ror #4
    eor     lr, r4, lr, ror #30         @ A[1,2].e = B[1] ^ (~B[2] & B[3])
    eor     r6, r11, r6, ror #28        @ A[2,2].e = B[2] ^ (~B[3] & B[4])
    str     lr, [STATE, #108]
    bic     lr, r3, r8, ror #24
    bic     r11, r4, r3, ror #2
    eor     r7, lr, r7, ror #28         @ A[3,2].e = B[3] ^ (~B[4] & B[0])
    eor     r8, r8, r11, ror #6         @ A[4,2].e = B[4] ^ (~B[0] & B[1])
    str     r6, [STATE, #12]
    str     r7, [STATE, #152]
    str     r8, [STATE, #56]
    @ row y=2, odd words
    ldr     r3, [STATE, #8]             @ A[1,0].e
    ldr     r4, [STATE, #60]            @ A[2,1].o
    ldr     r6, [STATE, #104]           @ A[3,2].e
    ldr     r7, [STATE, #156]           @ A[4,3].o
    ldr     r8, [STATE, #164]           @ A[0,4].o
    ldr     r11, [sp, #FR_D+8]          @ D[1].e
    ldr     lr, [sp, #FR_D+4]           @ D[0].o
    eor     r3, r3, r11, ror #31        @ B[0,2].o = rol(A ^ D, 0)
    eor     r4, r4, r12                 @ B[1,2].o = rol(A ^ D, 3)
    eor     r6, r6, r2                  @ B[2,2].o = rol(A ^ D, 12)
    bic     r11, r6, r4, ror #9
    eor     r7, r5, r7                  @ B[3,2].o = rol(A ^ D, 4)
    eor     r11, r3, r11, ror #20       @ A[0,2].o = B[0] ^ (~B[1] & B[2])
    eor     r8, r8, lr                  @ B[4,2].o = rol(A ^ D, 9)
    bic     lr, r7, r6, ror #24
    str     r11, [STATE, #164]
    bic     r11, r8, r7, ror #5
    eor     lr, lr, r4, ror #1          @ A[1,2].o = B[1] ^ (~B[2] & B[3])
    eor     r6, r6, r11, ror #3         @ A[2,2].o = B[2] ^ (~B[3] & B[4])
    str     lr, [STATE, #104]
    bic     lr, r3, r8, ror #23
    bic     r11, r4, r3, ror #3
    eor     r7, lr, r7, ror #28         @ A[3,2].o = B[3] ^ (~B[4] & B[0])
    eor     r8, r11, r8, ror #26        @ A[4,2].o = B[4] ^ (~B[0] & B[1])
    str     r6, [STATE, #8]
    str     r7, [STATE, #156]
    str     r8, [STATE, #60]
    @ row y=3, even words
    ldr     r3, [STATE, #36]            @ A[4,0].o
    ldr     r4, [STATE, #40]            @ A[0,1].e
    ldr     r6, [STATE, #88]            @ A[1,2].e
    ldr     r7, [STATE, #140]           @ A[2,3].o
    ldr     r8, [STATE, #184]           @ A[3,4].e
    ldr     r11, [sp, #FR_D+0]          @ D[0].e
    ldr     lr, [sp, #FR_D+8]           @ D[1].e
    eor     r4, r4, r11, ror #31        @ B[1,3].e = rol(A ^ D, 18)
    eor     r7, r7, r12                 @ B[3,3].e = rol(A ^ D, 8)
    eor     r8, r8, r2                  @ B[4,3].e = rol(A ^ D, 28)
    eor     r6, lr, r6, ror #1          @ B[2,3].e = rol(A ^ D, 5)
    bic     r11, r8, r7, ror #20
    eor     r3, r5, r3                  @ B[0,3].e = rol(A ^ D, 14)
    eor     r11, r11, r6, ror #22       @ A[2,3].e = B[2] ^ (~B[3] & B[4])
    bic     lr, r3, r8, ror #18
    str     r11, [STATE, #88]
    bic     r11, r4, r3, ror #4
    eor     lr, r7, lr, ror #26         @ A[3,3].e = B[3] ^ (~B[4] & B[0])
    eor     r8, r8, r11, ror #10        @ A[4,3].e = B[4] ^ (~B[0] & B[1])
    str     lr, [STATE, #36]
    bic     lr, r6, r4, ror #20
    bic     r11, r7, r6, ror #2
    eor     r3, r3, lr, ror #8          @ A[0,3].e = B[0] ^ (~B[1] & B[2])
    eor     r4, r4, r11, ror #10        @ A[1,3].e = B[1] ^ (~B[2] & B[3])
    str     r8, [STATE, #140]
    str     r3, [STATE, #40]
    str     r4, [STATE, #184]
    @ row y=3, odd words
    ldr     r3, [STATE, #32]            @ A[4,0].e
    ldr     r4, [STATE, #44]            @ A[0,1].o
    ldr     r6, [STATE, #92]            @ A[1,2].o
    ldr     r7, [STATE, #136]           @ A[2,3].e
    ldr     r8, [STATE, #188]           @ A[3,4].o
    ldr     r11, [sp, #FR_D+4]          @ D[0].o
    ldr     lr, [sp, #FR_D+12]          @ D[1].o
    eor     r7, r10, r7                 @ B[3,3].o = rol(A ^ D, 7)
    eor     r8, r1, r8                  @ B[4,3].o = rol(A ^ D, 28)
    eor     r4, r4, r11                 @ B[1,3].o = rol(A ^ D, 18)
    bic     r11, r8, r7, ror #21
    eor     r6, r6, lr                  @ B[2,3].o = rol(A ^ D, 5)
    eor     r3, r3, r9, ror #31         @ B[0,3].o = rol(A ^ D, 13)
    eor     r11, r11, r6, ror #23       @ A[2,3].o = B[2] ^ (~B[3] & B[4])
    bic     lr, r3, r8, ror #17
    str     r11, [STATE, #92]
    bic     r11, r4, r3, ror #5
    eor     lr, lr, r7, ror #6          @ A[3,3].o = B[3] ^ (~B[4] & B[0])
    eor     r8, r8, r11, ror #10        @ A[4,3].o = B[4] ^ (~B[0] & B[1])
    str     lr, [STATE, #32]
    bic     lr, r6, r4, ror #19
    bic     r11, r7, r6, ror #2
    eor     r3, r3, lr, ror #8          @ A[0,3].o = B[0] ^ (~B[1] & B[2])
    eor     r4, r11, r4, ror #21        @ A[1,3].o = B[1] ^ (~B[2] & B[3])
    str     r8, [STATE, #136]
    str     r3, [STATE, #44]
    str     r4, [STATE, #188]
    @ row y=4, even words
    ldr     r3, [STATE, #16]            @ A[2,0].e
    ldr     r4, [STATE, #68]            @ A[3,1].o
    ldr     r6, [STATE, #116]           @ A[4,2].o
    ldr     r7, [STATE, #124]           @ A[0,3].o
    ldr     r8, [STATE, #168]           @ A[1,4].e
    ldr     r11, [sp, #FR_D+4]          @ D[0].o
    ldr     lr, [sp, #FR_D+8]           @ D[1].e
    eor     r4, r4, r1                  @ B[1,4].e = rol(A ^ D, 28)
    eor     r6, r5, r6                  @ B[2,4].e = rol(A ^ D, 20)
    eor     r7, r11, r7                 @ B[3,4].e = rol(A ^ D, 21)
    bic     r11, r6, r4, ror #24
    eor     r3, r10, r3                 @ B[0,4].e = rol(A ^ D, 31)
    eor     r8, r8, lr, ror #31         @ B[4,4].e = rol(A ^ D, 1)
    eor     r11, r11, r3, ror #21       @ A[0,4].e = B[0] ^ (~B[1] & B[2])
    bic     lr, r7, r6, ror #1
    str     r11, [STATE, #124]
    bic     r11, r8, r7, ror #12
    eor     lr, r4, lr, ror #7          @ A[1,4].e = B[1] ^ (~B[2] & B[3])
    eor     r6, r11, r6, ror #13        @ A[2,4].e = B[2] ^ (~B[3] & B[4])
    str     lr, [STATE, #68]
    bic     lr, r3, r8, ror #30
    bic     r11, r4, r3, ror #29
    eor     r7, r7, lr, ror #22         @ A[3,4].e = B[3] ^ (~B[4] & B[0])
    eor     r8, r11, r8, ror #27        @ A[4,4].e = B[4] ^ (~B[0] & B[1])
    str     r6, [STATE, #168]
    str     r7, [STATE, #116]
    str     r8, [STATE, #16]
    @ row y=4, odd words
    ldr     r3, [STATE, #20]            @ A[2,0].o
    ldr     r4, [STATE, #64]            @ A[3,1].e
    ldr     r6, [STATE, #112]           @ A[4,2].e
    ldr     r7, [STATE, #120]           @ A[0,3].e
    ldr     r8, [STATE, #172]           @ A[1,4].o
    ldr     r11, [sp, #FR_D+0]          @ D[0].e
    ldr     lr, [sp, #FR_D+12]          @ D[1].o
    eor     r6, r6, r9, ror #31         @ B[2,4].o = rol(A ^ D, 19)
    eor     r7, r11, r7, ror #1         @ B[3,4].o = rol(A ^ D, 20)
    eor     r4, r2, r4                  @ B[1,4].o = rol(A ^ D, 27)
    bic     r11, r6, r4, ror #24
    eor     r3, r3, r12                 @ B[0,4].o = rol(A ^ D, 31)
    eor     r11, r11, r3, ror #20       @ A[0,4].o = B[0] ^ (~B[1] & B[2])
    eor     r8, lr, r8                  @ B[4,4].o = rol(A ^ D, 1)
    bic     lr, r7, r6, ror #2
    str     r11, [STATE, #120]
    bic     r11, r8, r7, ror #12
    eor     lr, lr, r4, ror #26         @ A[1,4].o = B[1] ^ (~B[2] & B[3])
    eor     r6, r11, r6, ror #14        @ A[2,4].o = B[2] ^ (~B[3] & B[4])
    str     lr, [STATE, #64]
    bic     lr, r3, r8, ror #30
    bic     r11, r4, r3, ror #28
    eor     r7, r7, lr, ror #22         @ A[3,4].o = B[3] ^ (~B[4] & B[0])
    eor     r8, r11, r8, ror #26        @ A[4,4].o = B[4] ^ (~B[0] & B[1])
    str     r6, [STATE, #172]
    str     r7, [STATE, #112]
    str     r8, [STATE, #20]
    @ row y=0, odd words
    ldr     r3, [STATE, #4]             @ A[0,0].o
    ldr     r4, [STATE, #52]            @ A[1,1].o
    ldr     r6, [STATE, #96]            @ A[2,2].e
    ldr     r7, [STATE, #144]           @ A[3,3].e
    ldr     r8, [STATE, #196]           @ A[4,4].o
    ldr     r11, [sp, #FR_D+4]          @ D[0].o
    ldr     lr, [sp, #FR_D+12]          @ D[1].o
    eor     r6, r6, r10                 @ B[2,0].o = rol(A ^ D, 21)
    eor     r7, r2, r7                  @ B[3,0].o = rol(A ^ D, 10)
    eor     r3, r3, r11                 @ B[0,0].o = rol(A ^ D, 0)
    bic     r11, r7, r6, ror #21
    eor     r4, lr, r4                  @ B[1,0].o = rol(A ^ D, 22)
    eor     r8, r5, r8                  @ B[4,0].o = rol(A ^ D, 7)
    eor     r11, r11, r4, ror #20       @ A[1,0].o = B[1] ^ (~B[2] & B[3])
    bic     lr, r8, r7, ror #29
    str     r11, [STATE, #144]
    eor     lr, r6, lr, ror #14         @ A[2,0].o = B[2] ^ (~B[3] & B[4])
    bic     r11, r3, r8, ror #25
    str     lr, [STATE, #52]
    eor     r7, r11, r7, ror #22        @ A[3,0].o = B[3] ^ (~B[4] & B[0])
    bic     lr, r4, r3, ror #22
    bic     r11, r6, r4, ror #31
    eor     r8, lr, r8, ror #15         @ A[4,0].o = B[4] ^ (~B[0] & B[1])
    eor     r3, r3, r11, ror #11        @ A[0,0].o = B[0] ^ (~B[1] & B[2])
    str     r7, [STATE, #196]
    str     r8, [STATE, #96]
    @ row y=0, even words
    ldr     r2, [sp, #FR_RCP]           @ rcp
    ldr     r4, [STATE, #0]             @ A[0,0].e
    ldr     r5, [STATE, #48]            @ A[1,1].e
    ldr     r6, [STATE, #100]           @ A[2,2].o
    ldr     r7, [STATE, #148]           @ A[3,3].o
    ldr     r8, [STATE, #192]           @ A[4,4].e
    ldr     r10, [sp, #FR_D+0]          @ D[0].e
    ldr     r11, [sp, #FR_D+8]          @ D[1].e
    ldr     lr, [r2, #0]                @ RC[round 1].e
    ldr     r2, [r2, #4]                @ RC[round 1].o
    eor     r4, r4, r10, ror #31        @ B[0,0].e = rol(A ^ D, 0)
    eor     r6, r12, r6                 @ B[2,0].e = rol(A ^ D, 22)
    eor     r7, r7, r1                  @ B[3,0].e = rol(A ^ D, 11)
    eor     r5, r5, r11, ror #31        @ B[1,0].e = rol(A ^ D, 22)
    bic     r10, r7, r6, ror #21
    eor     r8, r8, r9, ror #31         @ B[4,0].e = rol(A ^ D, 7)
    eor     r10, r10, r5, ror #21       @ A[1,0].e = B[1] ^ (~B[2] & B[3])
    bic     r11, r8, r7, ror #28
    str     r10, [STATE, #148]
    eor     r11, r6, r11, ror #15       @ A[2,0].e = B[2] ^ (~B[3] & B[4])
    bic     r10, r4, r8, ror #25
    str     r11, [STATE, #48]
    eor     r7, r7, r10, ror #11        @ A[3,0].e = B[3] ^ (~B[4] & B[0])
    bic     r11, r5, r4, ror #22
    bic     r10, r6, r5
    eor     r4, r4, r10, ror #10        @ A[0,0].e = B[0] ^ (~B[1] & B[2])
    eor     r8, r8, r11, ror #17        @ A[4,0].e = B[4] ^ (~B[0] & B[1])
    eor     r3, r3, r2                  @ iota: A[0,0].o ^= RC
    eor     r4, r4, lr                  @ iota: A[0,0].e ^= RC
    str     r3, [STATE, #4]
    str     r7, [STATE, #192]
    str     r8, [STATE, #100]
    str     r4, [STATE, #0]
    @ theta, round 2 of 4: column parities C[x]
    ldr     r1, [STATE, #0]             @ A[0,0].e
    ldr     r2, [STATE, #84]            @ A[0,1].e
    ldr     r3, [STATE, #160]           @ A[0,2].e
    ldr     r4, [STATE, #40]            @ A[0,3].e
    ldr     r5, [STATE, #124]           @ A[0,4].e
    ldr     r6, [STATE, #144]           @ A[1,0].o
    ldr     r7, [STATE, #28]            @ A[1,1].o
    ldr     r8, [STATE, #104]           @ A[1,2].o
    ldr     r9, [STATE, #188]           @ A[1,3].o
    ldr     r10, [STATE, #64]           @ A[1,4].o
    ldr     r11, [STATE, #52]           @ A[2,0].o
    ldr     r12, [STATE, #128]          @ A[2,1].o
    ldr     lr, [STATE, #8]             @ A[2,2].o
    eor     r1, r1, r2, ror #30
    eor     r6, r6, r7, ror #20
    eor     r3, r4, r3, ror #1
    eor     r8, r8, r9, ror #29
    eor     r11, r11, r12, ror #19
    eor     r5, r5, r1, ror #20
    eor     r10, r10, r6, ror #11
    eor     lr, lr, r11, ror #23
    eor     r3, r3, r5, ror #26
    eor     r8, r8, r10, ror #15
    ldr     r2, [STATE, #92]            @ A[2,3].o
    ldr     r4, [STATE, #172]           @ A[2,4].o
    ldr     r7, [STATE, #100]           @ A[4,0].e
    ldr     r9, [STATE, #180]           @ A[4,1].e
    ldr     r12, [STATE, #56]           @ A[4,2].e
    ldr     r1, [STATE, #140]           @ A[4,3].e
    ldr     r6, [STATE, #16]            @ A[4,4].e
    ldr     r11, [STATE, #48]           @ A[2,0].e
    ldr     r5, [STATE, #132]           @ A[2,1].e
    ldr     r10, [STATE, #12]           @ A[2,2].e
    eor     r7, r7, r9, ror #8
    eor     lr, r2, lr, ror #16
    eor     r12, r1, r12, ror #19
    eor     r6, r6, r7, ror #21
    eor     r4, lr, r4, ror #27
    eor     r11, r11, r5, ror #23
    eor     r12, r12, r6
    eor     r2, r12, r8, ror #23        @ D[0].e
    eor     r9, r4, r3, ror #15         @ D[1].e
    eor     r10, r10, r11, ror #19
    str     r2, [sp, #FR_D+0]           @ to the frame
    str     r9, [sp, #FR_D+8]           @ to the frame
    eor     r1, r12, r4                 @ D[3].o
    ldr     r5, [STATE, #88]            @ A[2,3].e
    ldr     lr, [STATE, #168]           @ A[2,4].e
    ldr     r7, [STATE, #4]             @ A[0,0].o
    ldr     r11, [STATE, #80]           @ A[0,1].o
    ldr     r6, [STATE, #164]           @ A[0,2].o
    ldr     r2, [STATE, #44]            @ A[0,3].o
    ldr     r9, [STATE, #120]           @ A[0,4].o
    ldr     r4, [STATE, #148]           @ A[1,0].e
    ldr     r12, [STATE, #24]           @ A[1,1].e
    eor     r7, r7, r11, ror #30
    eor     r10, r10, r5, ror #13
    eor     r6, r2, r6, ror #13
    eor     r9, r9, r7, ror #19
    eor     r4, r4, r12, ror #1
    eor     lr, r10, lr, ror #8
    eor     r6, r6, r9, ror #26
    ldr     r5, [STATE, #108]           @ A[1,2].e
    ldr     r11, [STATE, #184]          @ A[1,3].e
    ldr     r2, [STATE, #68]            @ A[1,4].e
    ldr     r12, [STATE, #196]          @ A[3,0].o
    ldr     r10, [STATE, #76]           @ A[3,1].o
    ldr     r7, [STATE, #156]           @ A[3,2].o
    ldr     r9, [STATE, #32]            @ A[3,3].o
    eor     r4, r4, r5, ror #8
    eor     r11, r2, r11, ror #10
    eor     r12, r10, r12, ror #14
    eor     r7, r7, r9, ror #19
    eor     r4, r11, r4, ror #17
    eor     r12, r12, r7, ror #14
    ldr     r5, [STATE, #112]           @ A[3,4].o
    ldr     r2, [STATE, #96]            @ A[4,0].o
    ldr     r10, [STATE, #176]          @ A[4,1].o
    ldr     r9, [STATE, #60]            @ A[4,2].o
    ldr     r11, [STATE, #136]          @ A[4,3].o
    ldr     r7, [STATE, #20]            @ A[4,4].o
    eor     r2, r2, r10, ror #12
    eor     r9, r11, r9, ror #25
    eor     r7, r7, r2, ror #5
    eor     r12, r12, r5, ror #25
    eor     r9, r9, r7, ror #1
    eor     r10, r12, r4, ror #19       @ D[2].e
    eor     r2, r9, lr, ror #20         @ D[3].e
    eor     r7, lr, r6, ror #28         @ D[1].o
    eor     r5, r3, r12                 @ D[4].o
    eor     r11, r9, r4                 @ D[0].o
    ldr     r3, [STATE, #192]           @ A[3,0].e
    ldr     r12, [STATE, #72]           @ A[3,1].e
    ldr     r4, [STATE, #152]           @ A[3,2].e
    ldr     r9, [STATE, #36]            @ A[3,3].e
    ldr     lr, [STATE, #116]           @ A[3,4].e
    eor     r3, r3, r12, ror #20
    eor     r4, r4, r9, ror #25
    eor     lr, r3, lr, ror #22
    str     r11, [sp, #FR_D+4]          @ to the frame
    eor     r4, lr, r4, ror #10
    str     r7, [sp, #FR_D+12]          @ to the frame
    @ theta: D[x] = C[x-1] ^ rol(C[x+1], 1)
    eor     r12, r4, r8, ror #7         @ D[2].o
    eor     r9, r6, r4, ror #3          @ D[4].e
    @ rho, pi, chi in place, one row half at a time
    @ row y=1, even words
    ldr     r3, [STATE, #192]           @ A[3,0].e
    ldr     lr, [STATE, #180]           @ A[4,1].e
    ldr     r8, [STATE, #164]           @ A[0,2].o
    ldr     r4, [STATE, #188]           @ A[1,3].o
    ldr     r6, [STATE, #172]           @ A[2,4].o
    eor     lr, r9, lr, ror #15         @ B[1,1].e = rol(A ^ D, 10)
    eor     r8, r8, r11, ror #4         @ B[2,1].e = rol(A ^ D, 2)
    eor     r3, r2, r3, ror #18         @ B[0,1].e = rol(A ^ D, 14)
    bic     r11, r8, lr, ror #10
    eor     r4, r4, r7, ror #30         @ B[3,1].e = rol(A ^ D, 23)
    eor     r11, r3, r11, ror #9        @ A[0,1].e = B[0] ^ (~B[1] & B[2])
    eor     r6, r6, r12, ror #22        @ B[4,1].e = rol(A ^ D, 31)
    bic     r7, r4, r8, ror #28
    str     r11, [STATE, #164]
    bic     r11, r6, r4, ror #2
    eor     r7, lr, r7, ror #26         @ A[1,1].e = B[1] ^ (~B[2] & B[3])
    eor     r8, r11, r8, ror #30        @ A[2,1].e = B[2] ^ (~B[3] & B[4])
    str     r7, [STATE, #192]
    bic     r7, r3, r6, ror #11
    bic     r11, lr, r3, ror #13
    eor     r4, r4, r7, ror #19         @ A[3,1].e = B[3] ^ (~B[4] & B[0])
    eor     r6, r6, r11, ror #8         @ A[4,1].e = B[4] ^ (~B[0] & B[1])
    str     r8, [STATE, #188]
    str     r4, [STATE, #180]
    str     r6, [STATE, #172]
    @ row y=1, odd words
    ldr     r3, [STATE, #196]           @ A[3,0].o
    ldr     r4, [STATE, #176]           @ A[4,1].o
    ldr     r6, [STATE, #160]           @ A[0,2].e
    ldr     r7, [STATE, #184]           @ A[1,3].e
    ldr     r8, [STATE, #168]           @ A[2,4].e
    ldr     r11, [sp, #FR_D+0]          @ D[0].e
    ldr     lr, [sp, #FR_D+8]           @ D[1].e
    eor     r4, r4, r5, ror #28         @ B[1,1].o = rol(A ^ D, 10)
    eor     r6, r11, r6, ror #15        @ B[2,1].o = rol(A ^ D, 1)
    eor     r3, r3, r1, ror #4          @ B[0,1].o = rol(A ^ D, 14)
    bic     r11, r6, r4, ror #9
    eor     r7, lr, r7, ror #11         @ B[3,1].o = rol(A ^ D, 22)
    eor     r11, r11, r3, ror #15       @ A[0,1].o = B[0] ^ (~B[1] & B[2])
    eor     r8, r10, r8, ror #14        @ B[4,1].o = rol(A ^ D, 30)
    bic     lr, r7, r6, ror #22
    str     r11, [STATE, #160]
    bic     r11, r8, r7, ror #26
    eor     lr, r4, lr, ror #1          @ A[1,1].o = B[1] ^ (~B[2] & B[3])
    eor     r6, r11, r6, ror #16        @ A[2,1].o = B[2] ^ (~B[3] & B[4])
    str     lr, [STATE, #196]
    bic     lr, r3, r8, ror #1
    bic     r11, r4, r3, ror #6
    eor     r7, lr, r7, ror #27         @ A[3,1].o = B[3] ^ (~B[4] & B[0])
    eor     r8, r11, r8, ror #7         @ A[4,1].o = B[4] ^ (~B[0] & B[1])
    str     r6, [STATE, #184]
    str     r7, [STATE, #176]
    str     r8, [STATE, #168]
    @ row y=2, even words
    ldr     r3, [STATE, #144]           @ A[1,0].o
    ldr     r4, [STATE, #132]           @ A[2,1].e
    ldr     r6, [STATE, #156]           @ A[3,2].o
    ldr     r7, [STATE, #140]           @ A[4,3].e
    ldr     r8, [STATE, #124]           @ A[0,4].e
    ldr     r11, [sp, #FR_D+12]         @ D[1].o
    ldr     lr, [sp, #FR_D+0]           @ D[0].e
    eor     r4, r10, r4, ror #16        @ B[1,2].e = rol(A ^ D, 3)
    eor     r6, r6, r1, ror #4          @ B[2,2].e = rol(A ^ D, 13)
    eor     r3, r3, r11, ror #1         @ B[0,2].e = rol(A ^ D, 1)
    bic     r11, r6, r4, ror #27
    eor     r7, r9, r7, ror #18         @ B[3,2].e = rol(A ^ D, 4)
    eor     r11, r3, r11, ror #30       @ A[0,2].e = B[0] ^ (~B[1] & B[2])
    eor     r8, r8, lr, ror #24         @ B[4,2].e = rol(A ^ D, 9)
    str     r11, [STATE, #124]
    bic     lr, r7, r6, ror #5
    bic     r11, r8, r7, ror #11
    eor     lr, r4, lr                  @ A[1,2].e = B[1] ^ (~B[2] & B[3])
    eor     r6, r11, r6, ror #16        @ A[2,2].e = B[2] ^ (~B[3] & B[4])
    str     lr, [STATE, #156]
    bic     lr, r3, r8, ror #14
    bic     r11, r4, r3, ror #7
    eor     r7, r7, lr, ror #7          @ A[3,2].e = B[3] ^ (~B[4] & B[0])
    eor     r8, r8, r11, ror #11        @ A[4,2].e = B[4] ^ (~B[0] & B[1])
    str     r6, [STATE, #144]
    str     r7, [STATE, #140]
    str     r8, [STATE, #132]
    @ row y=2, odd words
    ldr     r3, [STATE, #148]           @ A[1,0].e
    ldr     r4, [STATE, #128]           @ A[2,1].o
    ldr     r6, [STATE, #152]           @ A[3,2].e
    ldr     r7, [STATE, #136]           @ A[4,3].o
    ldr     r8, [STATE, #120]           @ A[0,4].o
    ldr     r11, [sp, #FR_D+8]          @ D[1].e
    ldr     lr, [sp, #FR_D+4]           @ D[0].o
    eor     r4, r12, r4, ror #9         @ B[1,2].o = rol(A ^ D, 3)
    eor     r6, r6, r2, ror #4          @ B[2,2].o = rol(A ^ D, 12)
    eor     r3, r11, r3, ror #18        @ B[0,2].o = rol(A ^ D, 0)
    bic     r11, r6, r4, ror #31
    eor     r7, r5, r7, ror #18         @ B[3,2].o = rol(A ^ D, 4)
    eor     r8, r8, lr, ror #23         @ B[4,2].o = rol(A ^ D, 9)
    eor     r11, r11, r3, ror #16       @ A[0,2].o = B[0] ^ (~B[1] & B[2])
    bic     lr, r7, r6, ror #5
    str     r11, [STATE, #120]
    bic     r11, r8, r7, ror #10
    eor     lr, lr, r4, ror #4          @ A[1,2].o = B[1] ^ (~B[2] & B[3])
    eor     r6, r11, r6, ror #15        @ A[2,2].o = B[2] ^ (~B[3] & B[4])
    str     lr, [STATE, #152]
    bic     lr, r3, r8, ror #1
    bic     r11, r4, r3, ror #17
    eor     r7, r7, lr, ror #21         @ A[3,2].o = B[3] ^ (~B[4] & B[0])
    eor     r8, r11, r8, ror #18        @ A[4,2].o = B[4] ^ (~B[0] & B[1])
    str     r6, [STATE, #148]
    str     r7, [STATE, #136]
    str     r8, [STATE, #128]
    @ row y=3, even words
    ldr     r3, [STATE, #96]            @ A[4,0].o
    ldr     r4, [STATE, #84]            @ A[0,1].e
    ldr     r6, [STATE, #108]           @ A[1,2].e
    ldr     r7, [STATE, #92]            @ A[2,3].o
    ldr     r8, [STATE, #116]           @ A[3,4].e
    ldr     r11, [sp, #FR_D+0]          @ D[0].e
    ldr     lr, [sp, #FR_D+8]           @ D[1].e
    eor     r7, r7, r12, ror #17        @ B[3,3].e = rol(A ^ D, 8)
    eor     r8, r8, r2, ror #24         @ B[4,3].e = rol(A ^ D, 28)
    eor     r4, r11, r4, ror #26        @ B[1,3].e = rol(A ^ D, 18)
    eor     r6, lr, r6, ror #26         @ B[2,3].e = rol(A ^ D, 5)
    bic     r11, r8, r7, ror #13
    eor     r3, r5, r3, ror #24         @ B[0,3].e = rol(A ^ D, 14)
    eor     r11, r6, r11, ror #17       @ A[2,3].e = B[2] ^ (~B[3] & B[4])
    bic     lr, r3, r8, ror #11
    str     r11, [STATE, #108]
    bic     r11, r4, r3, ror #18
    eor     lr, lr, r7, ror #24         @ A[3,3].e = B[3] ^ (~B[4] & B[0])
    eor     r8, r8, r11, ror #3         @ A[4,3].e = B[4] ^ (~B[0] & B[1])
    str     lr, [STATE, #96]
    bic     lr, r6, r4, ror #20
    bic     r11, r7, r6, ror #2
    eor     r3, r3, lr, ror #26         @ A[0,3].e = B[0] ^ (~B[1] & B[2])
    eor     r4, r11, r4, ror #22        @ A[1,3].e = B[1] ^ (~B[2] & B[3])
    str     r8, [STATE, #92]
    str     r3, [STATE, #84]
    str     r4, [STATE, #116]
    @ row y=3, odd words
    ldr     r3, [STATE, #100]           @ A[4,0].e
    ldr     r4, [STATE, #80]            @ A[0,1].o
    ldr     r6, [STATE, #104]           @ A[1,2].o
    ldr     r7, [STATE, #88]            @ A[2,3].e
    ldr     r8, [STATE, #112]           @ A[3,4].o
    ldr     r11, [sp, #FR_D+4]          @ D[0].o
    ldr     lr, [sp, #FR_D+12]          @ D[1].o
    eor     r7, r7, r10, ror #13        @ B[3,3].o = rol(A ^ D, 7)
    eor     r8, r8, r1, ror #25         @ B[4,3].o = rol(A ^ D, 28)
    eor     r4, r11, r4, ror #26        @ B[1,3].o = rol(A ^ D, 18)
    eor     r6, lr, r6, ror #5          @ B[2,3].o = rol(A ^ D, 5)
    bic     r11, r8, r7, ror #14
    eor     r3, r9, r3, ror #7          @ B[0,3].o = rol(A ^ D, 13)
    eor     r11, r6, r11, ror #29       @ A[2,3].o = B[2] ^ (~B[3] & B[4])
    bic     lr, r3, r8, ror #10
    str     r11, [STATE, #104]
    bic     r11, r4, r3, ror #19
    eor     lr, r7, lr, ror #8          @ A[3,3].o = B[3] ^ (~B[4] & B[0])
    eor     r8, r11, r8, ror #29        @ A[4,3].o = B[4] ^ (~B[0] & B[1])
    str     lr, [STATE, #100]
    bic     r11, r7, r6, ror #21
    bic     lr, r6, r4
    eor     r3, lr, r3, ror #19         @ A[0,3].o = B[0] ^ (~B[1] & B[2])
    eor     r4, r11, r4, ror #21        @ A[1,3].o = B[1] ^ (~B[2] & B[3])
    str     r8, [STATE, #88]
    str     r3, [STATE, #80]
    str     r4, [STATE, #112]
    @ row y=4, even words
    ldr     r3, [STATE, #48]            @ A[2,0].e
    ldr     r4, [STATE, #76]            @ A[3,1].o
    ldr     r6, [STATE, #60]            @ A[4,2].o
    ldr     r7, [STATE, #44]            @ A[0,3].o
    ldr     r8, [STATE, #68]            @ A[1,4].e
    ldr     r11, [sp, #FR_D+4]          @ D[0].o
    ldr     lr, [sp, #FR_D+8]           @ D[1].e
    eor     r4, r1, r4, ror #14         @ B[1,4].e = rol(A ^ D, 28)
    eor     r6, r5, r6, ror #11         @ B[2,4].e = rol(A ^ D, 20)
    eor     r7, r11, r7, ror #15        @ B[3,4].e = rol(A ^ D, 21)
    eor     r3, r3, r10, ror #7         @ B[0,4].e = rol(A ^ D, 31)
    bic     r11, r6, r4, ror #10
    eor     r8, r8, lr, ror #31         @ B[4,4].e = rol(A ^ D, 1)
    eor     r11, r11, r3, ror #13       @ A[0,4].e = B[0] ^ (~B[1] & B[2])
    bic     lr, r7, r6, ror #15
    str     r11, [STATE, #44]
    bic     r11, r8, r7, ror #12
    eor     lr, r4, lr, ror #7          @ A[1,4].e = B[1] ^ (~B[2] & B[3])
    eor     r6, r6, r11, ror #5         @ A[2,4].e = B[2] ^ (~B[3] & B[4])
    str     lr, [STATE, #76]
    bic     lr, r3, r8, ror #24
    bic     r11, r4, r3, ror #3
    eor     r7, lr, r7, ror #4          @ A[3,4].e = B[3] ^ (~B[4] & B[0])
    eor     r8, r11, r8, ror #27        @ A[4,4].e = B[4] ^ (~B[0] & B[1])
    str     r6, [STATE, #68]
    str     r7, [STATE, #60]
    str     r8, [STATE, #48]
    @ row y=4, odd words
    ldr     r3, [STATE, #52]            @ A[2,0].o
    ldr     r4, [STATE, #72]            @ A[3,1].e
    ldr     r6, [STATE, #56]            @ A[4,2].e
    ldr     r7, [STATE, #40]            @ A[0,3].e
    ldr     r8, [STATE, #64]            @ A[1,4].o
    ldr     r11, [sp, #FR_D+0]          @ D[0].e
    ldr     lr, [sp, #FR_D+12]          @ D[1].o
    eor     r4, r4, r2, ror #26         @ B[1,4].o = rol(A ^ D, 27)
    eor     r6, r9, r6, ror #5          @ B[2,4].o = rol(A ^ D, 19)
    eor     r7, r11, r7, ror #14        @ B[3,4].o = rol(A ^ D, 20)
    eor     r3, r12, r3, ror #22        @ B[0,4].o = rol(A ^ D, 31)
    bic     r11, r6, r4, ror #15
    eor     r8, lr, r8, ror #20         @ B[4,4].o = rol(A ^ D, 1)
    eor     r11, r11, r3, ror #23       @ A[0,4].o = B[0] ^ (~B[1] & B[2])
    bic     lr, r7, r6, ror #15
    str     r11, [STATE, #40]
    bic     r11, r8, r7, ror #26
    eor     lr, lr, r4, ror #30         @ A[1,4].o = B[1] ^ (~B[2] & B[3])
    eor     r6, r6, r11, ror #23        @ A[2,4].o = B[2] ^ (~B[3] & B[4])
    str     lr, [STATE, #72]
    bic     r11, r4, r3, ror #8
    bic     lr, r3, r8
    eor     r7, r7, lr, ror #6          @ A[3,4].o = B[3] ^ (~B[4] & B[0])
    eor     r8, r8, r11, ror #24        @ A[4,4].o = B[4] ^ (~B[0] & B[1])
    str     r6, [STATE, #64]
    str     r7, [STATE, #56]
    str     r8, [STATE, #52]
    @ row y=0, odd words
    ldr     r3, [STATE, #4]             @ A[0,0].o
    ldr     r4, [STATE, #28]            @ A[1,1].o
    ldr     r6, [STATE, #12]            @ A[2,2].e
    ldr     r7, [STATE, #36]            @ A[3,3].e
    ldr     r8, [STATE, #20]            @ A[4,4].o
    ldr     r11, [sp, #FR_D+4]          @ D[0].o
    ldr     lr, [sp, #FR_D+12]          @ D[1].o
    eor     r6, r6, r10, ror #26        @ B[2,0].o = rol(A ^ D, 21)
    eor     r7, r2, r7, ror #21         @ B[3,0].o = rol(A ^ D, 10)
    eor     r3, r3, r11, ror #4         @ B[0,0].o = rol(A ^ D, 0)
    eor     r4, r4, lr, ror #13         @ B[1,0].o = rol(A ^ D, 22)
    bic     r11, r7, r6, ror #9
    eor     r8, r5, r8, ror #19         @ B[4,0].o = rol(A ^ D, 7)
    eor     r11, r4, r11, ror #5        @ A[1,0].o = B[1] ^ (~B[2] & B[3])
    bic     lr, r8, r7, ror #14
    str     r11, [STATE, #36]
    eor     lr, lr, r6, ror #23         @ A[2,0].o = B[2] ^ (~B[3] & B[4])
    bic     r11, r3, r8, ror #11
    str     lr, [STATE, #28]
    eor     r7, r11, r7, ror #25        @ A[3,0].o = B[3] ^ (~B[4] & B[0])
    bic     lr, r4, r3, ror #12
    bic     r11, r6, r4, ror #18
    eor     r8, r8, lr, ror #9          @ A[4,0].o = B[4] ^ (~B[0] & B[1])
    eor     r3, r3, r11, ror #2         @ A[0,0].o = B[0] ^ (~B[1] & B[2])
    str     r7, [STATE, #20]
    str     r8, [STATE, #12]
    @ row y=0, even words
    ldr     r2, [sp, #FR_RCP]           @ rcp
    ldr     r4, [STATE, #0]             @ A[0,0].e
    ldr     r5, [STATE, #24]            @ A[1,1].e
    ldr     r6, [STATE, #8]             @ A[2,2].o
    ldr     r7, [STATE, #32]            @ A[3,3].o
    ldr     r8, [STATE, #16]            @ A[4,4].e
    ldr     r10, [sp, #FR_D+0]          @ D[0].e
    ldr     r11, [sp, #FR_D+8]          @ D[1].e
    ldr     lr, [r2, #8]                @ RC[round 2].e
    ldr     r2, [r2, #12]               @ RC[round 2].o
    eor     r6, r6, r12, ror #1         @ B[2,0].e = rol(A ^ D, 22)
    eor     r7, r7, r1, ror #17         @ B[3,0].e = rol(A ^ D, 11)
    eor     r4, r4, r10, ror #4         @ B[0,0].e = rol(A ^ D, 0)
    eor     r5, r11, r5, ror #19        @ B[1,0].e = rol(A ^ D, 22)
    bic     r10, r7, r6, ror #22
    eor     r8, r9, r8, ror #18         @ B[4,0].e = rol(A ^ D, 7)
    eor     r10, r5, r10, ror #27       @ A[1,0].e = B[1] ^ (~B[2] & B[3])
    bic     r11, r8, r7, ror #29
    str     r10, [STATE, #32]
    bic     r10, r4, r8, ror #11
    eor     r11, r6, r11, ror #13       @ A[2,0].e = B[2] ^ (~B[3] & B[4])
    eor     r7, r7, r10, ror #24        @ A[3,0].e = B[3] ^ (~B[4] & B[0])
    str     r11, [STATE, #24]
    bic     r11, r5, r4, ror #19
    bic     r10, r6, r5, ror #15
    eor     r8, r11, r8, ror #30        @ A[4,0].e = B[4] ^ (~B[0] & B[1])
    eor     r4, r4, r10, ror #30        @ A[0,0].e = B[0] ^ (~B[1] & B[2])
    eor     r3, r3, r2                  @ iota: A[0,0].o ^= RC
    eor     r4, r4, lr                  @ iota: A[0,0].e ^= RC
    str     r3, [STATE, #4]
    str     r7, [STATE, #16]
    str     r8, [STATE, #8]
    str     r4, [STATE, #0]
    @ theta, round 3 of 4: column parities C[x]
    ldr     r1, [STATE, #0]             @ A[0,0].e
    ldr     r2, [STATE, #164]           @ A[0,1].e
    ldr     r3, [STATE, #124]           @ A[0,2].e
    ldr     r4, [STATE, #84]            @ A[0,3].e
    ldr     r5, [STATE, #44]            @ A[0,4].e
    ldr     r6, [STATE, #36]            @ A[1,0].o
    ldr     r7, [STATE, #196]           @ A[1,1].o
    ldr     r8, [STATE, #152]           @ A[1,2].o
    ldr     r9, [STATE, #112]           @ A[1,3].o
    ldr     r10, [STATE, #72]           @ A[1,4].o
    ldr     r11, [STATE, #28]           @ A[2,0].o
    ldr     r12, [STATE, #184]          @ A[2,1].o
    ldr     lr, [STATE, #148]           @ A[2,2].o
    eor     r6, r6, r7, ror #24
    eor     r1, r2, r1, ror #11
    eor     r8, r8, r9, ror #15
    eor     r11, r12, r11, ror #24
    eor     r10, r6, r10, ror #28
    eor     r3, r3, r4, ror #15
    eor     r5, r1, r5, ror #9
    eor     lr, r11, lr, ror #17
    eor     r8, r10, r8, ror #26
    eor     r3, r5, r3
    ldr     r2, [STATE, #104]           @ A[2,3].o
    ldr     r4, [STATE, #64]            @ A[2,4].o
    ldr     r7, [STATE, #8]             @ A[4,0].e
    ldr     r9, [STATE, #172]           @ A[4,1].e
    ldr     r12, [STATE, #132]          @ A[4,2].e
    ldr     r1, [STATE, #92]            @ A[4,3].e
    ldr     r6, [STATE, #48]            @ A[4,4].e
    ldr     r11, [STATE, #24]           @ A[2,0].e
    ldr     r5, [STATE, #188]           @ A[2,1].e
    ldr     r10, [STATE, #144]          @ A[2,2].e
    eor     r7, r7, r9, ror #19
    eor     lr, lr, r2, ror #31
    eor     r12, r1, r12, ror #20
    eor     r6, r6, r7, ror #5
    eor     r4, lr, r4, ror #12
    eor     r12, r12, r6, ror #25
    eor     r11, r5, r11, ror #30
    eor     r2, r8, r12, ror #28        @ D[0].e
    eor     r9, r4, r3, ror #3          @ D[1].e
    eor     r10, r11, r10, ror #3
    eor     r1, r4, r12, ror #28        @ D[3].o
    str     r2, [sp, #FR_D+0]           @ to the frame
    str     r9, [sp, #FR_D+8]           @ to the frame
    ldr     r5, [STATE, #108]           @ A[2,3].e
    ldr     lr, [STATE, #68]            @ A[2,4].e
    ldr     r7, [STATE, #4]             @ A[0,0].o
    ldr     r11, [STATE, #160]          @ A[0,1].o
    ldr     r6, [STATE, #120]           @ A[0,2].o
    ldr     r2, [STATE, #80]            @ A[0,3].o
    ldr     r9, [STATE, #40]            @ A[0,4].o
    ldr     r4, [STATE, #32]            @ A[1,0].e
    ldr     r12, [STATE, #192]          @ A[1,1].e
    eor     r7, r7, r11, ror #3
    eor     r10, r10, r5, ror #30
    eor     r6, r2, r6, ror #1
    eor     r9, r9, r7, ror #1
    eor     r4, r12, r4, ror #5
    eor     lr, r10, lr, ror #30
    eor     r6, r6, r9, ror #13
    ldr     r5, [STATE, #156]           @ A[1,2].e
    ldr     r11, [STATE, #116]          @ A[1,3].e
    ldr     r2, [STATE, #76]            @ A[1,4].e
    ldr     r12, [STATE, #20]           @ A[3,0].o
    ldr     r10, [STATE, #176]          @ A[3,1].o
    ldr     r7, [STATE, #136]           @ A[3,2].o
    ldr     r9, [STATE, #100]           @ A[3,3].o
    eor     r4, r4, r5, ror #6
    eor     r11, r11, r2, ror #12
    eor     r12, r12, r10, ror #18
    eor     r7, r7, r9, ror #15
    eor     r4, r4, r11, ror #20
    eor     r12, r12, r7, ror #14
    ldr     r5, [STATE, #56]            @ A[3,4].o
    ldr     r2, [STATE, #12]            @ A[4,0].o
    ldr     r10, [STATE, #168]          @ A[4,1].o
    ldr     r9, [STATE, #128]           @ A[4,2].o
    ldr     r11, [STATE, #88]           @ A[4,3].o
    ldr     r7, [STATE, #52]            @ A[4,4].o
    eor     r2, r2, r10, ror #1
    eor     r9, r9, r11
    eor     r7, r7, r2, ror #21
    eor     r12, r12, r5, ror #16
    eor     r9, r7, r9, ror #28
    eor     r5, r3, r12, ror #11        @ D[4].o
    eor     r10, r4, r12, ror #23       @ D[2].e
    eor     r11, r9, r4, ror #18        @ D[0].o
    eor     r2, lr, r9, ror #21         @ D[3].e
    eor     r7, r6, lr, ror #14         @ D[1].o
    ldr     r3, [STATE, #16]            @ A[3,0].e
    ldr     r12, [STATE, #180]          @ A[3,1].e
    ldr     r4, [STATE, #140]           @ A[3,2].e
    ldr     r9, [STATE, #96]            @ A[3,3].e
    ldr     lr, [STATE, #60]            @ A[3,4].e
    eor     r3, r3, r12, ror #26
    eor     r4, r4, r9, ror #22
    eor     lr, r3, lr, ror #3
    str     r11, [sp, #FR_D+4]          @ to the frame
    eor     r4, lr, r4, ror #6
    str     r7, [sp, #FR_D+12]          @ to the frame
    @ theta: D[x] = C[x-1] ^ rol(C[x+1], 1)
    eor     r12, r4, r8, ror #12        @ D[2].o
    eor     r9, r6, r4, ror #23         @ D[4].e
    @ rho, pi, chi in place, one row half at a time
    @ row y=1, even words
    ldr     r3, [STATE, #16]            @ A[3,0].e
    ldr     lr, [STATE, #172]           @ A[4,1].e
    ldr     r8, [STATE, #120]           @ A[0,2].o
    ldr     r4, [STATE, #112]           @ A[1,3].o
    ldr     r6, [STATE, #64]            @ A[2,4].o
    eor     lr, lr, r9, ror #17         @ B[1,1].e = rol(A ^ D, 10)
    eor     r8, r8, r11, ror #3         @ B[2,1].e = rol(A ^ D, 2)
    eor     r3, r2, r3, ror #8          @ B[0,1].e = rol(A ^ D, 14)
    bic     r11, r8, lr, ror #5
    eor     r4, r7, r4, ror #11         @ B[3,1].e = rol(A ^ D, 23)
    eor     r11, r3, r11, ror #31       @ A[0,1].e = B[0] ^ (~B[1] & B[2])
    eor     r6, r6, r12, ror #9         @ B[4,1].e = rol(A ^ D, 31)
    bic     r7, r4, r8, ror #22
    str     r11, [STATE, #120]
    bic     r11, r6, r4, ror #27
    eor     r7, lr, r7, ror #5          @ A[1,1].e = B[1] ^ (~B[2] & B[3])
    eor     r8, r8, r11, ror #15        @ A[2,1].e = B[2] ^ (~B[3] & B[4])
    str     r7, [STATE, #16]
    bic     r7, r3, r6, ror #14
    bic     r11, lr, r3, ror #28
    eor     r4, r4, r7, ror #23         @ A[3,1].e = B[3] ^ (~B[4] & B[0])
    eor     r6, r11, r6, ror #10        @ A[4,1].e = B[4] ^ (~B[0] & B[1])
    str     r8, [STATE, #112]
    str     r4, [STATE, #172]
    str     r6, [STATE, #64]
    @ row y=1, odd words
    ldr     r3, [STATE, #20]            @ A[3,0].o
    ldr     r4, [STATE, #168]           @ A[4,1].o
    ldr     r6, [STATE, #124]           @ A[0,2].e
    ldr     r7, [STATE, #116]           @ A[1,3].e
    ldr     r8, [STATE, #68]            @ A[2,4].e
    ldr     r11, [sp, #FR_D+0]          @ D[0].e
    ldr     lr, [sp, #FR_D+8]           @ D[1].e
    eor     r4, r5, r4, ror #23         @ B[1,1].o = rol(A ^ D, 10)
    eor     r6, r11, r6, ror #2         @ B[2,1].o = rol(A ^ D, 1)
    eor     r3, r1, r3, ror #13         @ B[0,1].o = rol(A ^ D, 14)
    bic     r11, r6, r4, ror #25
    eor     r7, lr, r7, ror #10         @ B[3,1].o = rol(A ^ D, 22)
    eor     r11, r3, r11, ror #13       @ A[0,1].o = B[0] ^ (~B[1] & B[2])
    eor     r8, r10, r8, ror #22        @ B[4,1].o = rol(A ^ D, 30)
    bic     lr, r7, r6, ror #22
    str     r11, [STATE, #124]
    bic     r11, r8, r7, ror #18
    eor     lr, r4, lr, ror #17         @ A[1,1].o = B[1] ^ (~B[2] & B[3])
    eor     r6, r11, r6, ror #8         @ A[2,1].o = B[2] ^ (~B[3] & B[4])
    str     lr, [STATE, #20]
    bic     lr, r3, r8, ror #5
    bic     r11, r4, r3, ror #26
    eor     r7, r7, lr, ror #9          @ A[3,1].o = B[3] ^ (~B[4] & B[0])
    eor     r8, r8, r11, ror #1         @ A[4,1].o = B[4] ^ (~B[0] & B[1])
    str     r6, [STATE, #116]
    str     r7, [STATE, #168]
    str     r8, [STATE, #68]
    @ row y=2, even words
    ldr     r3, [STATE, #36]            @ A[1,0].o
    ldr     r4, [STATE, #188]           @ A[2,1].e
    ldr     r6, [STATE, #136]           @ A[3,2].o
    ldr     r7, [STATE, #92]            @ A[4,3].e
    ldr     r8, [STATE, #44]            @ A[0,4].e
    ldr     r11, [sp, #FR_D+12]         @ D[1].o
    ldr     lr, [sp, #FR_D+0]           @ D[0].e
    eor     r4, r10, r4, ror #24        @ B[1,2].e = rol(A ^ D, 3)
    eor     r6, r6, r1, ror #5          @ B[2,2].e = rol(A ^ D, 13)
    eor     r3, r3, r11, ror #30        @ B[0,2].e = rol(A ^ D, 1)
    bic     r11, r6, r4, ror #4
    eor     r7, r9, r7, ror #30         @ B[3,2].e = rol(A ^ D, 4)
    eor     r8, lr, r8, ror #11         @ B[4,2].e = rol(A ^ D, 9)
    eor     r11, r11, r3, ror #18       @ A[0,2].e = B[0] ^ (~B[1] & B[2])
    bic     lr, r7, r6, ror #20
    str     r11, [STATE, #44]
    bic     r11, r8, r7, ror #3
    eor     lr, r4, lr, ror #8          @ A[1,2].e = B[1] ^ (~B[2] & B[3])
    eor     r6, r11, r6, ror #23        @ A[2,2].e = B[2] ^ (~B[3] & B[4])
    str     lr, [STATE, #136]
    bic     lr, r3, r8, ror #23
    bic     r11, r4, r3, ror #14
    eor     r7, r7, lr, ror #6          @ A[3,2].e = B[3] ^ (~B[4] & B[0])
    eor     r8, r11, r8, ror #5         @ A[4,2].e = B[4] ^ (~B[0] & B[1])
    str     r6, [STATE, #36]
    str     r7, [STATE, #92]
    str     r8, [STATE, #188]
    @ row y=2, odd words
    ldr     r3, [STATE, #32]            @ A[1,0].e
    ldr     r4, [STATE, #184]           @ A[2,1].o
    ldr     r6, [STATE, #140]           @ A[3,2].e
    ldr     r7, [STATE, #88]            @ A[4,3].o
    ldr     r8, [STATE, #40]            @ A[0,4].o
    ldr     r11, [sp, #FR_D+8]          @ D[1].e
    ldr     lr, [sp, #FR_D+4]           @ D[0].o
    eor     r4, r12, r4, ror #11        @ B[1,2].o = rol(A ^ D, 3)
    eor     r6, r6, r2, ror #18         @ B[2,2].o = rol(A ^ D, 12)
    eor     r3, r3, r11, ror #5         @ B[0,2].o = rol(A ^ D, 0)
    bic     r11, r6, r4, ror #3
    eor     r7, r5, r7, ror #29         @ B[3,2].o = rol(A ^ D, 4)
    eor     r8, r8, lr, ror #23         @ B[4,2].o = rol(A ^ D, 9)
    eor     r11, r11, r3, ror #11       @ A[0,2].o = B[0] ^ (~B[1] & B[2])
    bic     lr, r7, r6, ror #17
    str     r11, [STATE, #40]
    bic     r11, r8, r7, ror #27
    eor     lr, r4, lr, ror #12         @ A[1,2].o = B[1] ^ (~B[2] & B[3])
    eor     r6, r11, r6, ror #12        @ A[2,2].o = B[2] ^ (~B[3] & B[4])
    str     lr, [STATE, #140]
    bic     lr, r3, r8, ror #9
    bic     r11, r4, r3, ror #8
    eor     r7, lr, r7, ror #4          @ A[3,2].o = B[3] ^ (~B[4] & B[0])
    eor     r8, r11, r8, ror #17        @ A[4,2].o = B[4] ^ (~B[0] & B[1])
    str     r6, [STATE, #32]
    str     r7, [STATE, #88]
    str     r8, [STATE, #184]
    @ row y=3, even words
    ldr     r3, [STATE, #12]            @ A[4,0].o
    ldr     r4, [STATE, #164]           @ A[0,1].e
    ldr     r6, [STATE, #156]           @ A[1,2].e
    ldr     r7, [STATE, #104]           @ A[2,3].o
    ldr     r8, [STATE, #60]            @ A[3,4].e
    ldr     r11, [sp, #FR_D+0]          @ D[0].e
    ldr     lr, [sp, #FR_D+8]           @ D[1].e
    eor     r7, r7, r12, ror #22        @ B[3,3].e = rol(A ^ D, 8)
    eor     r8, r2, r8, ror #11         @ B[4,3].e = rol(A ^ D, 28)
    eor     r4, r4, r11, ror #30        @ B[1,3].e = rol(A ^ D, 18)
    eor     r6, lr, r6, ror #28         @ B[2,3].e = rol(A ^ D, 5)
    bic     r11, r8, r7, ror #6
    eor     r3, r3, r5, ror #10         @ B[0,3].e = rol(A ^ D, 14)
    eor     r11, r6, r11, ror #23       @ A[2,3].e = B[2] ^ (~B[3] & B[4])
    bic     lr, r3, r8, ror #7
    str     r11, [STATE, #156]
    bic     r11, r4, r3, ror #26
    eor     lr, r7, lr, ror #19         @ A[3,3].e = B[3] ^ (~B[4] & B[0])
    eor     r8, r8, r11, ror #31        @ A[4,3].e = B[4] ^ (~B[0] & B[1])
    str     lr, [STATE, #12]
    bic     lr, r6, r4, ror #22
    bic     r11, r7, r6, ror #3
    eor     r3, lr, r3, ror #16         @ A[0,3].e = B[0] ^ (~B[1] & B[2])
    eor     r4, r4, r11, ror #7         @ A[1,3].e = B[1] ^ (~B[2] & B[3])
    str     r8, [STATE, #104]
    str     r3, [STATE, #164]
    str     r4, [STATE, #60]
    @ row y=3, odd words
    ldr     r3, [STATE, #8]             @ A[4,0].e
    ldr     r4, [STATE, #160]           @ A[0,1].o
    ldr     r6, [STATE, #152]           @ A[1,2].o
    ldr     r7, [STATE, #108]           @ A[2,3].e
    ldr     r8, [STATE, #56]            @ A[3,4].o
    ldr     r11, [sp, #FR_D+4]          @ D[0].o
    ldr     lr, [sp, #FR_D+12]          @ D[1].o
    eor     r7, r7, r10, ror #10        @ B[3,3].o = rol(A ^ D, 7)
    eor     r8, r8, r1, ror #3          @ B[4,3].o = rol(A ^ D, 28)
    eor     r4, r11, r4, ror #13        @ B[1,3].o = rol(A ^ D, 18)
    eor     r6, lr, r6, ror #28         @ B[2,3].o = rol(A ^ D, 5)
    bic     r11, r8, r7, ror #3
    eor     r3, r3, r9, ror #4          @ B[0,3].o = rol(A ^ D, 13)
    eor     r11, r6, r11, ror #7        @ A[2,3].o = B[2] ^ (~B[3] & B[4])
    bic     lr, r3, r8, ror #20
    str     r11, [STATE, #152]
    bic     r11, r4, r3, ror #28
    eor     lr, lr, r7, ror #23         @ A[3,3].o = B[3] ^ (~B[4] & B[0])
    eor     r8, r11, r8, ror #16        @ A[4,3].o = B[4] ^ (~B[0] & B[1])
    str     lr, [STATE, #8]
    bic     lr, r6, r4, ror #23
    bic     r11, r7, r6, ror #22
    eor     r3, lr, r3, ror #19         @ A[0,3].o = B[0] ^ (~B[1] & B[2])
    eor     r4, r11, r4, ror #13        @ A[1,3].o = B[1] ^ (~B[2] & B[3])
    str     r8, [STATE, #108]
    str     r3, [STATE, #160]
    str     r4, [STATE, #56]
    @ row y=4, even words
    ldr     r3, [STATE, #24]            @ A[2,0].e
    ldr     r4, [STATE, #176]           @ A[3,1].o
    ldr     r6, [STATE, #128]           @ A[4,2].o
    ldr     r7, [STATE, #80]            @ A[0,3].o
    ldr     r8, [STATE, #76]            @ A[1,4].e
    ldr     r11, [sp, #FR_D+4]          @ D[0].o
    ldr     lr, [sp, #FR_D+8]           @ D[1].e
    eor     r4, r1, r4, ror #31         @ B[1,4].e = rol(A ^ D, 28)
    eor     r6, r6, r5, ror #3          @ B[2,4].e = rol(A ^ D, 20)
    eor     r7, r11, r7, ror #28        @ B[3,4].e = rol(A ^ D, 21)
    eor     r3, r10, r3, ror #22        @ B[0,4].e = rol(A ^ D, 31)
    bic     r11, r6, r4, ror #25
    eor     r8, r8, lr, ror #10         @ B[4,4].e = rol(A ^ D, 1)
    eor     r11, r3, r11, ror #21       @ A[0,4].e = B[0] ^ (~B[1] & B[2])
    bic     lr, r7, r6, ror #29
    str     r11, [STATE, #80]
    bic     r11, r8, r7, ror #26
    eor     lr, lr, r4, ror #22         @ A[1,4].e = B[1] ^ (~B[2] & B[3])
    eor     r6, r6, r11, ror #9         @ A[2,4].e = B[2] ^ (~B[3] & B[4])
    str     lr, [STATE, #176]
    bic     lr, r3, r8, ror #30
    bic     r11, r4, r3, ror #18
    eor     r7, lr, r7, ror #24         @ A[3,4].e = B[3] ^ (~B[4] & B[0])
    eor     r8, r8, r11, ror #16        @ A[4,4].e = B[4] ^ (~B[0] & B[1])
    str     r6, [STATE, #76]
    str     r7, [STATE, #128]
    str     r8, [STATE, #24]
    @ row y=4, odd words
    ldr     r3, [STATE, #28]            @ A[2,0].o
    ldr     r4, [STATE, #180]           @ A[3,1].e
    ldr     r6, [STATE, #132]           @ A[4,2].e
    ldr     r7, [STATE, #84]            @ A[0,3].e
    ldr     r8, [STATE, #72]            @ A[1,4].o
    ldr     r11, [sp, #FR_D+0]          @ D[0].e
    ldr     lr, [sp, #FR_D+12]          @ D[1].o
    eor     r4, r4, r2, ror #30         @ B[1,4].o = rol(A ^ D, 27)
    eor     r6, r9, r6, ror #18         @ B[2,4].o = rol(A ^ D, 19)
    eor     r7, r11, r7, ror #17        @ B[3,4].o = rol(A ^ D, 20)
    eor     r3, r12, r3, ror #3         @ B[0,4].o = rol(A ^ D, 31)
    bic     r11, r6, r4, ror #9
    eor     r8, lr, r8, ror #30         @ B[4,4].o = rol(A ^ D, 1)
    eor     r11, r3, r11, ror #21       @ A[0,4].o = B[0] ^ (~B[1] & B[2])
    bic     lr, r7, r6, ror #31
    str     r11, [STATE, #84]
    bic     r11, r8, r7, ror #14
    eor     lr, lr, r4, ror #8          @ A[1,4].o = B[1] ^ (~B[2] & B[3])
    eor     r6, r11, r6, ror #13        @ A[2,4].o = B[2] ^ (~B[3] & B[4])
    str     lr, [STATE, #180]
    bic     lr, r3, r8, ror #8
    bic     r11, r4, r3, ror #2
    eor     r7, lr, r7, ror #22         @ A[3,4].o = B[3] ^ (~B[4] & B[0])
    eor     r8, r11, r8, ror #10        @ A[4,4].o = B[4] ^ (~B[0] & B[1])
    str     r6, [STATE, #72]
    str     r7, [STATE, #132]
    str     r8, [STATE, #28]
    @ row y=0, odd words
    ldr     r3, [STATE, #4]             @ A[0,0].o
    ldr     r4, [STATE, #196]           @ A[1,1].o
    ldr     r6, [STATE, #144]           @ A[2,2].e
    ldr     r7, [STATE, #96]            @ A[3,3].e
    ldr     r8, [STATE, #52]            @ A[4,4].o
    ldr     r11, [sp, #FR_D+4]          @ D[0].o
    ldr     lr, [sp, #FR_D+12]          @ D[1].o
    eor     r6, r10, r6, ror #27        @ B[2,0].o = rol(A ^ D, 21)
    eor     r7, r7, r2, ror #28         @ B[3,0].o = rol(A ^ D, 10)
    eor     r3, r3, r11, ror #22        @ B[0,0].o = rol(A ^ D, 0)
    eor     r4, r4, lr, ror #6          @ B[1,0].o = rol(A ^ D, 22)
    bic     r11, r7, r6, ror #25
    eor     r8, r5, r8, ror #1          @ B[4,0].o = rol(A ^ D, 7)
    eor     r11, r4, r11, ror #4        @ A[1,0].o = B[1] ^ (~B[2] & B[3])
    bic     lr, r8, r7, ror #12
    str     r11, [STATE, #96]
    eor     lr, lr, r6, ror #5          @ A[2,0].o = B[2] ^ (~B[3] & B[4])
    bic     r11, r3, r8, ror #14
    str     lr, [STATE, #196]
    eor     r7, r11, r7, ror #26        @ A[3,0].o = B[3] ^ (~B[4] & B[0])
    bic     lr, r4, r3, ror #10
    bic     r11, r6, r4, ror #3
    eor     r8, r8, lr, ror #8          @ A[4,0].o = B[4] ^ (~B[0] & B[1])
    eor     r3, r3, r11, ror #19        @ A[0,0].o = B[0] ^ (~B[1] & B[2])
    str     r7, [STATE, #52]
    str     r8, [STATE, #144]
    @ row y=0, even words
    ldr     r2, [sp, #FR_RCP]           @ rcp
    ldr     r4, [STATE, #0]             @ A[0,0].e
    ldr     r5, [STATE, #192]           @ A[1,1].e
    ldr     r6, [STATE, #148]           @ A[2,2].o
    ldr     r7, [STATE, #100]           @ A[3,3].o
    ldr     r8, [STATE, #48]            @ A[4,4].e
    ldr     r10, [sp, #FR_D+0]          @ D[0].e
    ldr     r11, [sp, #FR_D+8]          @ D[1].e
    ldr     lr, [r2, #16]               @ RC[round 3].e
    ldr     r2, [r2, #20]               @ RC[round 3].o
    eor     r6, r6, r12, ror #4         @ B[2,0].e = rol(A ^ D, 22)
    eor     r7, r1, r7, ror #10         @ B[3,0].e = rol(A ^ D, 11)
    eor     r4, r4, r10, ror #19        @ B[0,0].e = rol(A ^ D, 0)
    eor     r5, r5, r11, ror #10        @ B[1,0].e = rol(A ^ D, 22)
    bic     r10, r7, r6, ror #6
    eor     r8, r8, r9, ror #9          @ B[4,0].e = rol(A ^ D, 7)
    eor     r10, r5, r10, ror #22       @ A[1,0].e = B[1] ^ (~B[2] & B[3])
    bic     r11, r8, r7, ror #7
    str     r10, [STATE, #100]
    bic     r10, r4, r8, ror #1
    eor     r11, r11, r6, ror #13       @ A[2,0].e = B[2] ^ (~B[3] & B[4])
    eor     r7, r10, r7, ror #8         @ A[3,0].e = B[3] ^ (~B[4] & B[0])
    str     r11, [STATE, #192]
    bic     r11, r5, r4, ror #14
    bic     r10, r6, r5, ror #4
    eor     r8, r11, r8, ror #15        @ A[4,0].e = B[4] ^ (~B[0] & B[1])
    eor     r4, r4, r10, ror #14        @ A[0,0].e = B[0] ^ (~B[1] & B[2])
    eor     r3, r3, r2                  @ iota: A[0,0].o ^= RC
    eor     r4, r4, lr                  @ iota: A[0,0].e ^= RC
    str     r3, [STATE, #4]
    tst     r2, #0x80                   @ Z = last pass (RC[22] only)
    str     r7, [STATE, #48]
    str     r8, [STATE, #148]
    str     r4, [STATE, #0]
    @ theta, round 4 of 4: column parities C[x]
    ldr     r1, [STATE, #0]             @ A[0,0].e
    ldr     r2, [STATE, #120]           @ A[0,1].e
    ldr     r3, [STATE, #44]            @ A[0,2].e
    ldr     r4, [STATE, #164]           @ A[0,3].e
    ldr     r5, [STATE, #80]            @ A[0,4].e
    ldr     r6, [STATE, #96]            @ A[1,0].o
    ldr     r7, [STATE, #20]            @ A[1,1].o
    ldr     r8, [STATE, #140]           @ A[1,2].o
    ldr     r9, [STATE, #56]            @ A[1,3].o
    ldr     r10, [STATE, #180]          @ A[1,4].o
    ldr     r11, [STATE, #196]          @ A[2,0].o
    ldr     r12, [STATE, #116]          @ A[2,1].o
    ldr     lr, [STATE, #32]            @ A[2,2].o
    eor     r1, r1, r2, ror #18
    eor     r6, r6, r7, ror #21
    eor     r3, r3, r4, ror #12
    eor     r8, r8, r9, ror #18
    eor     r11, r11, r12, ror #28
    eor     r5, r1, r5, ror #9
    eor     r10, r10, r6, ror #23
    eor     lr, r11, lr, ror #8
    eor     r3, r5, r3, ror #1
    eor     r8, r10, r8, ror #6
    ldr     r2, [STATE, #152]           @ A[2,3].o
    ldr     r4, [STATE, #72]            @ A[2,4].o
    ldr     r7, [STATE, #148]           @ A[4,0].e
    ldr     r9, [STATE, #64]            @ A[4,1].e
    ldr     r12, [STATE, #188]          @ A[4,2].e
    ldr     r1, [STATE, #104]           @ A[4,3].e
    ldr     r6, [STATE, #24]            @ A[4,4].e
    ldr     r11, [STATE, #192]          @ A[2,0].e
    ldr     r5, [STATE, #112]           @ A[2,1].e
    ldr     r10, [STATE, #36]           @ A[2,2].e
    eor     r7, r7, r9, ror #4
    eor     lr, lr, r2, ror #31
    eor     r12, r12, r1, ror #31
    eor     r6, r7, r6, ror #21
    eor     r4, lr, r4, ror #3
    eor     r12, r6, r12, ror #19
    eor     r11, r11, r5, ror #16
    eor     r2, r12, r8, ror #12        @ D[0].e
    eor     r9, r3, r4, ror #13         @ D[1].e
    eor     r10, r11, r10, ror #9
    eor     r1, r4, r12, ror #4         @ D[3].o
    str     r2, [sp, #FR_D+0]           @ to the frame
    str     r9, [sp, #FR_D+8]           @ to the frame
    ldr     r5, [STATE, #156]           @ A[2,3].e
    ldr     lr, [STATE, #76]            @ A[2,4].e
    ldr     r7, [STATE, #4]             @ A[0,0].o
    ldr     r11, [STATE, #124]          @ A[0,1].o
    ldr     r6, [STATE, #40]            @ A[0,2].o
    ldr     r2, [STATE, #160]           @ A[0,3].o
    ldr     r9, [STATE, #84]            @ A[0,4].o
    ldr     r4, [STATE, #100]           @ A[1,0].e
    ldr     r12, [STATE, #16]           @ A[1,1].e
    eor     r7, r7, r11, ror #5
    eor     r10, r10, r5, ror #12
    eor     r6, r6, r2, ror #11
    eor     r9, r7, r9, ror #9
    eor     r4, r4, r12, ror #4
    eor     lr, r10, lr, ror #29
    eor     r6, r9, r6, ror #2
    ldr     r5, [STATE, #136]           @ A[1,2].e
    ldr     r11, [STATE, #60]           @ A[1,3].e
    ldr     r2, [STATE, #176]           @ A[1,4].e
    ldr     r12, [STATE, #52]           @ A[3,0].o
    ldr     r10, [STATE, #168]          @ A[3,1].o
    ldr     r7, [STATE, #88]            @ A[3,2].o
    ldr     r9, [STATE, #8]             @ A[3,3].o
    eor     r4, r4, r5, ror #19
    eor     r11, r11, r2, ror #30
    eor     r12, r12, r10, ror #28
    eor     r7, r9, r7, ror #13
    eor     r4, r4, r11, ror #17
    eor     r12, r7, r12
    ldr     r5, [STATE, #132]           @ A[3,4].o
    ldr     r2, [STATE, #144]           @ A[4,0].o
    ldr     r10, [STATE, #68]           @ A[4,1].o
    ldr     r9, [STATE, #184]           @ A[4,2].o
    ldr     r11, [STATE, #108]          @ A[4,3].o
    ldr     r7, [STATE, #28]            @ A[4,4].o
    eor     r2, r2, r10, ror #28
    eor     r9, r9, r11, ror #31
    eor     r7, r7, r2, ror #7
    eor     r12, r12, r5, ror #9
    eor     r9, r9, r7, ror #2
    eor     r10, r12, r4, ror #19       @ D[2].e
    eor     r11, r4, r9, ror #19        @ D[0].o
    eor     r2, lr, r9, ror #3          @ D[3].e
    eor     r7, lr, r6, ror #31         @ D[1].o
    eor     r5, r3, r12                 @ D[4].o
    ldr     r3, [STATE, #48]            @ A[3,0].e
    ldr     r12, [STATE, #172]          @ A[3,1].e
    ldr     r4, [STATE, #92]            @ A[3,2].e
    ldr     r9, [STATE, #12]            @ A[3,3].e
    ldr     lr, [STATE, #128]           @ A[3,4].e
    eor     r3, r3, r12, ror #27
    eor     r4, r4, r9, ror #29
    eor     lr, lr, r3, ror #23
    str     r11, [sp, #FR_D+4]          @ to the frame
    eor     r4, r4, lr, ror #28
    str     r7, [sp, #FR_D+12]          @ to the frame
    @ theta: D[x] = C[x-1] ^ rol(C[x+1], 1)
    eor     r12, r8, r4, ror #14        @ D[2].o
    eor     r9, r4, r6, ror #18         @ D[4].e
    @ rho, pi, chi in place, one row half at a time
    @ row y=1, even words
    ldr     r3, [STATE, #48]            @ A[3,0].e
    ldr     lr, [STATE, #64]            @ A[4,1].e
    ldr     r8, [STATE, #40]            @ A[0,2].o
    ldr     r4, [STATE, #56]            @ A[1,3].o
    ldr     r6, [STATE, #72]            @ A[2,4].o
    eor     lr, lr, r9, ror #23         @ B[1,1].e = rol(A ^ D, 10)
    eor     r8, r8, r11, ror #16        @ B[2,1].e = rol(A ^ D, 2)
    eor     r3, r3, r2, ror #1          @ B[0,1].e = rol(A ^ D, 14)
    bic     r11, r8, lr, ror #12
    eor     r4, r4, r7, ror #10         @ B[3,1].e = rol(A ^ D, 23)
    eor     r11, r11, r3, ror #18       @ A[0,1].e = B[0] ^ (~B[1] & B[2])
    eor     r6, r12, r6, ror #18        @ B[4,1].e = rol(A ^ D, 31)
    bic     r7, r4, r8
    eor     r7, r7, lr, ror #12         @ A[1,1].e = B[1] ^ (~B[2] & B[3])
    str     r11, [STATE, #40]
    bic     r11, r6, r4
    str     r7, [STATE, #48]
    eor     r8, r8, r11                 @ A[2,1].e = B[2] ^ (~B[3] & B[4])
    bic     r7, r3, r6, ror #14
    bic     r11, lr, r3, ror #6
    eor     r4, r4, r7, ror #18         @ A[3,1].e = B[3] ^ (~B[4] & B[0])
    eor     r6, r6, r11, ror #12        @ A[4,1].e = B[4] ^ (~B[0] & B[1])
    str     r8, [STATE, #56]
    str     r4, [STATE, #64]
    str     r6, [STATE, #72]
    @ row y=1, odd words
    ldr     r3, [STATE, #52]            @ A[3,0].o
    ldr     r4, [STATE, #68]            @ A[4,1].o
    ldr     r6, [STATE, #44]            @ A[0,2].e
    ldr     r7, [STATE, #60]            @ A[1,3].e
    ldr     r8, [STATE, #76]            @ A[2,4].e
    ldr     r11, [sp, #FR_D+0]          @ D[0].e
    ldr     lr, [sp, #FR_D+8]           @ D[1].e
    eor     r4, r4, r5, ror #22         @ B[1,1].o = rol(A ^ D, 10)
    eor     r6, r6, r11, ror #17        @ B[2,1].o = rol(A ^ D, 1)
    eor     r3, r1, r3, ror #18         @ B[0,1].o = rol(A ^ D, 14)
    eor     r7, r7, lr, ror #29         @ B[3,1].o = rol(A ^ D, 22)
    bic     r11, r6, r4
    eor     r8, r10, r8, ror #31        @ B[4,1].o = rol(A ^ D, 30)
    bic     lr, r7, r6, ror #19
    eor     r11, r11, r3                @ A[0,1].o = B[0] ^ (~B[1] & B[2])
    str     r11, [STATE, #44]
    eor     lr, r4, lr, ror #13         @ A[1,1].o = B[1] ^ (~B[2] & B[3])
    bic     r11, r8, r7, ror #12
    str     lr, [STATE, #52]
    eor     r6, r6, r11, ror #1         @ A[2,1].o = B[2] ^ (~B[3] & B[4])
    bic     lr, r3, r8, ror #1
    bic     r11, r4, r3
    eor     r7, lr, r7, ror #13         @ A[3,1].o = B[3] ^ (~B[4] & B[0])
    eor     r8, r11, r8, ror #1         @ A[4,1].o = B[4] ^ (~B[0] & B[1])
    str     r6, [STATE, #60]
    str     r7, [STATE, #68]
    str     r8, [STATE, #76]
    @ row y=2, even words
    ldr     r3, [STATE, #96]            @ A[1,0].o
    ldr     r4, [STATE, #112]           @ A[2,1].e
    ldr     r6, [STATE, #88]            @ A[3,2].o
    ldr     r7, [STATE, #104]           @ A[4,3].e
    ldr     r8, [STATE, #80]            @ A[0,4].e
    ldr     r11, [sp, #FR_D+12]         @ D[1].o
    ldr     lr, [sp, #FR_D+0]           @ D[0].e
    eor     r4, r10, r4, ror #18        @ B[1,2].e = rol(A ^ D, 3)
    eor     r6, r6, r1, ror #1          @ B[2,2].e = rol(A ^ D, 13)
    eor     r3, r11, r3, ror #21        @ B[0,2].e = rol(A ^ D, 1)
    bic     r11, r6, r4, ror #28
    eor     r7, r7, r9, ror #9          @ B[3,2].e = rol(A ^ D, 4)
    eor     r8, r8, lr, ror #9          @ B[4,2].e = rol(A ^ D, 9)
    eor     r11, r11, r3                @ A[0,2].e = B[0] ^ (~B[1] & B[2])
    bic     lr, r7, r6
    str     r11, [STATE, #80]
    eor     lr, lr, r4, ror #28         @ A[1,2].e = B[1] ^ (~B[2] & B[3])
    bic     r11, r8, r7
    eor     r6, r11, r6                 @ A[2,2].e = B[2] ^ (~B[3] & B[4])
    str     lr, [STATE, #88]
    bic     r11, r4, r3, ror #4
    bic     lr, r3, r8
    eor     r8, r8, r11, ror #28        @ A[4,2].e = B[4] ^ (~B[0] & B[1])
    eor     r7, lr, r7                  @ A[3,2].e = B[3] ^ (~B[4] & B[0])
    str     r6, [STATE, #96]
    str     r7, [STATE, #104]
    str     r8, [STATE, #112]
    @ row y=2, odd words
    ldr     r3, [STATE, #100]           @ A[1,0].e
    ldr     r4, [STATE, #116]           @ A[2,1].o
    ldr     r6, [STATE, #92]            @ A[3,2].e
    ldr     r7, [STATE, #108]           @ A[4,3].o
    ldr     r8, [STATE, #84]            @ A[0,4].o
    ldr     r11, [sp, #FR_D+8]          @ D[1].e
    ldr     lr, [sp, #FR_D+4]           @ D[0].o
    eor     r4, r4, r12, ror #21        @ B[1,2].o = rol(A ^ D, 3)
    eor     r6, r6, r2, ror #20         @ B[2,2].o = rol(A ^ D, 12)
    eor     r3, r11, r3, ror #18        @ B[0,2].o = rol(A ^ D, 0)
    bic     r11, r6, r4, ror #6
    eor     r7, r7, r5, ror #28         @ B[3,2].o = rol(A ^ D, 4)
    eor     r8, r8, lr, ror #9          @ B[4,2].o = rol(A ^ D, 9)
    eor     r11, r3, r11, ror #1        @ A[0,2].o = B[0] ^ (~B[1] & B[2])
    bic     lr, r7, r6, ror #1
    str     r11, [STATE, #84]
    bic     r11, r8, r7
    eor     lr, lr, r4, ror #7          @ A[1,2].o = B[1] ^ (~B[2] & B[3])
    eor     r6, r11, r6, ror #1         @ A[2,2].o = B[2] ^ (~B[3] & B[4])
    str     lr, [STATE, #92]
    bic     r11, r4, r3, ror #25
    bic     lr, r3, r8
    eor     r8, r8, r11, ror #7         @ A[4,2].o = B[4] ^ (~B[0] & B[1])
    eor     r7, lr, r7                  @ A[3,2].o = B[3] ^ (~B[4] & B[0])
    str     r6, [STATE, #100]
    str     r7, [STATE, #108]
    str     r8, [STATE, #116]
    @ row y=3, even words
    ldr     r3, [STATE, #144]           @ A[4,0].o
    ldr     r4, [STATE, #120]           @ A[0,1].e
    ldr     r6, [STATE, #136]           @ A[1,2].e
    ldr     r7, [STATE, #152]           @ A[2,3].o
    ldr     r8, [STATE, #128]           @ A[3,4].e
    ldr     r11, [sp, #FR_D+0]          @ D[0].e
    ldr     lr, [sp, #FR_D+8]           @ D[1].e
    eor     r7, r7, r12, ror #18        @ B[3,3].e = rol(A ^ D, 8)
    eor     r8, r8, r2, ror #24         @ B[4,3].e = rol(A ^ D, 28)
    eor     r4, r4, r11                 @ B[1,3].e = rol(A ^ D, 18)
    eor     r6, r6, lr, ror #27         @ B[2,3].e = rol(A ^ D, 5)
    bic     r11, r8, r7, ror #24
    eor     r3, r3, r5, ror #18         @ B[0,3].e = rol(A ^ D, 14)
    eor     r11, r6, r11, ror #13       @ A[2,3].e = B[2] ^ (~B[3] & B[4])
    bic     lr, r3, r8, ror #13
    str     r11, [STATE, #136]
    bic     r11, r4, r3
    eor     lr, lr, r7, ror #5          @ A[3,3].e = B[3] ^ (~B[4] & B[0])
    eor     r8, r11, r8, ror #13        @ A[4,3].e = B[4] ^ (~B[0] & B[1])
    str     lr, [STATE, #144]
    bic     r11, r7, r6, ror #27
    bic     lr, r6, r4
    eor     r4, r4, r11, ror #5         @ A[1,3].e = B[1] ^ (~B[2] & B[3])
    eor     r3, r3, lr                  @ A[0,3].e = B[0] ^ (~B[1] & B[2])
    str     r8, [STATE, #152]
    str     r3, [STATE, #120]
    str     r4, [STATE, #128]
    @ row y=3, odd words
    ldr     r3, [STATE, #148]           @ A[4,0].e
    ldr     r4, [STATE, #124]           @ A[0,1].o
    ldr     r6, [STATE, #140]           @ A[1,2].o
    ldr     r7, [STATE, #156]           @ A[2,3].e
    ldr     r8, [STATE, #132]           @ A[3,4].o
    ldr     r11, [sp, #FR_D+4]          @ D[0].o
    ldr     lr, [sp, #FR_D+12]          @ D[1].o
    eor     r7, r10, r7, ror #14        @ B[3,3].o = rol(A ^ D, 7)
    eor     r8, r1, r8, ror #27         @ B[4,3].o = rol(A ^ D, 28)
    eor     r4, r11, r4, ror #19        @ B[1,3].o = rol(A ^ D, 18)
    eor     r6, r6, lr, ror #28         @ B[2,3].o = rol(A ^ D, 5)
    bic     r11, r8, r7, ror #6
    eor     r3, r9, r3, ror #5          @ B[0,3].o = rol(A ^ D, 13)
    eor     r11, r6, r11, ror #18       @ A[2,3].o = B[2] ^ (~B[3] & B[4])
    bic     lr, r3, r8, ror #18
    str     r11, [STATE, #140]
    bic     r11, r4, r3
    eor     lr, lr, r7, ror #24         @ A[3,3].o = B[3] ^ (~B[4] & B[0])
    eor     r8, r11, r8, ror #18        @ A[4,3].o = B[4] ^ (~B[0] & B[1])
    str     lr, [STATE, #148]
    bic     r11, r7, r6, ror #8
    bic     lr, r6, r4
    eor     r4, r4, r11, ror #24        @ A[1,3].o = B[1] ^ (~B[2] & B[3])
    eor     r3, r3, lr                  @ A[0,3].o = B[0] ^ (~B[1] & B[2])
    str     r8, [STATE, #156]
    str     r3, [STATE, #124]
    str     r4, [STATE, #132]
    @ row y=4, even words
    ldr     r3, [STATE, #192]           @ A[2,0].e
    ldr     r4, [STATE, #168]           @ A[3,1].o
    ldr     r6, [STATE, #184]           @ A[4,2].o
    ldr     r7, [STATE, #160]           @ A[0,3].o
    ldr     r8, [STATE, #176]           @ A[1,4].e
    ldr     r11, [sp, #FR_D+4]          @ D[0].o
    ldr     lr, [sp, #FR_D+8]           @ D[1].e
    eor     r4, r4, r1, ror #18         @ B[1,4].e = rol(A ^ D, 28)
    eor     r6, r5, r6, ror #5          @ B[2,4].e = rol(A ^ D, 20)
    eor     r7, r7, r11, ror #5         @ B[3,4].e = rol(A ^ D, 21)
    eor     r3, r10, r3, ror #2         @ B[0,4].e = rol(A ^ D, 31)
    bic     r11, r6, r4, ror #20
    eor     r8, r8, lr, ror #31         @ B[4,4].e = rol(A ^ D, 1)
    eor     r11, r3, r11, ror #12       @ A[0,4].e = B[0] ^ (~B[1] & B[2])
    bic     lr, r7, r6, ror #20
    str     r11, [STATE, #160]
    eor     lr, r4, lr, ror #24         @ A[1,4].e = B[1] ^ (~B[2] & B[3])
    bic     r11, r8, r7, ror #24
    str     lr, [STATE, #168]
    eor     r6, r11, r6, ror #12        @ A[2,4].e = B[2] ^ (~B[3] & B[4])
    bic     lr, r3, r8
    eor     r7, lr, r7, ror #24         @ A[3,4].e = B[3] ^ (~B[4] & B[0])
    bic     r11, r4, r3
    eor     r8, r8, r11                 @ A[4,4].e = B[4] ^ (~B[0] & B[1])
    str     r6, [STATE, #176]
    str     r7, [STATE, #184]
    str     r8, [STATE, #192]
    @ row y=4, odd words
    ldr     r3, [STATE, #196]           @ A[2,0].o
    ldr     r4, [STATE, #172]           @ A[3,1].e
    ldr     r6, [STATE, #188]           @ A[4,2].e
    ldr     r7, [STATE, #164]           @ A[0,3].e
    ldr     r8, [STATE, #180]           @ A[1,4].o
    ldr     r11, [sp, #FR_D+0]          @ D[0].e
    ldr     lr, [sp, #FR_D+12]          @ D[1].o
    eor     r4, r4, r2, ror #6          @ B[1,4].o = rol(A ^ D, 27)
    eor     r6, r6, r9, ror #8          @ B[2,4].o = rol(A ^ D, 19)
    eor     r7, r7, r11, ror #5         @ B[3,4].o = rol(A ^ D, 20)
    eor     r3, r12, r3, ror #15        @ B[0,4].o = rol(A ^ D, 31)
    bic     r11, r6, r4, ror #14
    eor     r8, lr, r8, ror #30         @ B[4,4].o = rol(A ^ D, 1)
    eor     r11, r3, r11, ror #18       @ A[0,4].o = B[0] ^ (~B[1] & B[2])
    bic     lr, r7, r6, ror #25
    str     r11, [STATE, #164]
    eor     lr, r4, lr, ror #25         @ A[1,4].o = B[1] ^ (~B[2] & B[3])
    bic     r11, r8, r7, ror #25
    str     lr, [STATE, #172]
    eor     r6, r11, r6, ror #18        @ A[2,4].o = B[2] ^ (~B[3] & B[4])
    bic     lr, r3, r8
    eor     r7, lr, r7, ror #25         @ A[3,4].o = B[3] ^ (~B[4] & B[0])
    bic     r11, r4, r3
    eor     r8, r11, r8                 @ A[4,4].o = B[4] ^ (~B[0] & B[1])
    str     r6, [STATE, #180]
    str     r7, [STATE, #188]
    str     r8, [STATE, #196]
    @ row y=0, odd words
    ldr     r3, [STATE, #4]             @ A[0,0].o
    ldr     r4, [STATE, #20]            @ A[1,1].o
    ldr     r6, [STATE, #36]            @ A[2,2].e
    ldr     r7, [STATE, #12]            @ A[3,3].e
    ldr     r8, [STATE, #28]            @ A[4,4].o
    ldr     r11, [sp, #FR_D+4]          @ D[0].o
    ldr     lr, [sp, #FR_D+12]          @ D[1].o
    eor     r6, r6, r10, ror #21        @ B[2,0].o = rol(A ^ D, 21)
    eor     r7, r7, r2, ror #23         @ B[3,0].o = rol(A ^ D, 10)
    eor     r3, r3, r11, ror #18        @ B[0,0].o = rol(A ^ D, 0)
    eor     r8, r8, r5, ror #25         @ B[4,0].o = rol(A ^ D, 7)
    eor     r4, r4, lr, ror #22         @ B[1,0].o = rol(A ^ D, 22)
    bic     r11, r7, r6, ror #21
    bic     lr, r8, r7
    eor     r11, r11, r4, ror #21       @ A[1,0].o = B[1] ^ (~B[2] & B[3])
    eor     lr, lr, r6, ror #21         @ A[2,0].o = B[2] ^ (~B[3] & B[4])
    str     r11, [STATE, #12]
    str     lr, [STATE, #20]
    bic     r11, r3, r8
    bic     lr, r4, r3, ror #11
    eor     r7, r7, r11                 @ A[3,0].o = B[3] ^ (~B[4] & B[0])
    eor     r8, r8, lr, ror #21         @ A[4,0].o = B[4] ^ (~B[0] & B[1])
    bic     r11, r6, r4
    eor     r3, r3, r11, ror #21        @ A[0,0].o = B[0] ^ (~B[1] & B[2])
    str     r7, [STATE, #28]
    str     r8, [STATE, #36]
    @ row y=0, even words
    ldr     r2, [sp, #FR_RCP]           @ rcp
    ldr     r4, [STATE, #0]             @ A[0,0].e
    ldr     r5, [STATE, #16]            @ A[1,1].e
    ldr     r6, [STATE, #32]            @ A[2,2].o
    ldr     r7, [STATE, #8]             @ A[3,3].o
    ldr     r8, [STATE, #24]            @ A[4,4].e
    ldr     r10, [sp, #FR_D+0]          @ D[0].e
    ldr     r11, [sp, #FR_D+8]          @ D[1].e
    ldr     lr, [r2, #24]               @ RC[round 4].e
    eor     r6, r6, r12, ror #9         @ B[2,0].e = rol(A ^ D, 22)
    eor     r7, r7, r1, ror #14         @ B[3,0].e = rol(A ^ D, 11)
    eor     r4, r4, r10, ror #18        @ B[0,0].e = rol(A ^ D, 0)
    eor     r5, r5, r11, ror #10        @ B[1,0].e = rol(A ^ D, 22)
    bic     r10, r7, r6, ror #11
    eor     r8, r8, r9, ror #6          @ B[4,0].e = rol(A ^ D, 7)
    eor     r10, r5, r10, ror #21       @ A[1,0].e = B[1] ^ (~B[2] & B[3])
    bic     r11, r8, r7, ror #21
    str     r10, [STATE, #8]
    bic     r10, r4, r8
    add     r2, r2, #32                 @ rcp += 4 rounds
    eor     r11, r11, r6                @ A[2,0].e = B[2] ^ (~B[3] & B[4])
    eor     r7, r10, r7, ror #21        @ A[3,0].e = B[3] ^ (~B[4] & B[0])
    str     r2, [sp, #FR_RCP]
    str     r11, [STATE, #16]
    ldr     r2, [r2, #-4]               @ RC[round 4].o
    bic     r11, r5, r4
    bic     r10, r6, r5
    eor     r4, r4, r10                 @ A[0,0].e = B[0] ^ (~B[1] & B[2])
    eor     r3, r3, r2                  @ iota: A[0,0].o ^= RC
    eor     r8, r8, r11                 @ A[4,0].e = B[4] ^ (~B[0] & B[1])
    eor     r4, r4, lr                  @ iota: A[0,0].e ^= RC
    str     r3, [STATE, #4]
    str     r7, [STATE, #24]
    str     r8, [STATE, #32]
    str     r4, [STATE, #0]
    bne     .Lrounds                    @ Z from the tst in round 3

    movs    r1, #0                      @ wipe: 5 zero words
    movs    r2, #0
    movs    r3, #0
    movs    r4, #0
    mov     r12, r1
    mov     lr, r1
    stm     sp, {r1-r4, r12}            @ frame = 0, once per call
    add     sp, sp, #FR_SIZE
    pop     {r4-r11, pc}
    .size   qzi_keccakp1600_armv8m, . - qzi_keccakp1600_armv8m
@ ---- END GENERATED CODE ----

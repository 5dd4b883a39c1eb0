/*
 * Keccak-p[1600] permutation for ARMv7E-M (Cortex-M4), Thumb-2.
 *
 *   void qzi_keccakp1600_armv7em(uint32_t s[50], unsigned nrounds);
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
 *    branch is the loop test on the round-constant pointer.
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr, flags clobbered.
 *  - Leaves its frame zeroed: every return zeroes the whole frame (the
 *    D words of the last round's theta, and the pointers) with one STM of
 *    zeroed registers, once per call, and returns with r1-r3, r12 and lr
 *    zero (r0 keeps the public state pointer). The generator writes this
 *    epilogue (wipe() in lib/arch/gen/keccak_lazy.py).
 *  - Uses no DSP/SIMD instruction: also runs on ARMv7-M and on ARMv8-M
 *    Mainline with or without the DSP extension.
 *
 * Design
 *  - One loop pass = 4 fully unrolled rounds; 6 passes for 24 rounds, 3 for
 *    12. Each round: (1) theta parities: the 50 state words are loaded in
 *    runs of up to 13 pipelined LDRs and XORed pairwise into C[0..4] (even,
 *    odd); (2) D[x] = C[x-1] ^ rol(C[x+1], 1), 7 of the 10 D words stay in
 *    registers, 3 go to the frame; (3) rho, pi, chi one "row half" at a
 *    time (the even or the odd words of one output row): 5 loads, 5 XORs
 *    with D (theta), chi in place with one scratch register, 5 stores.
 *  - In place: in round t of a pass, lane (x, y) is kept in the words of
 *    canonical position M^t (x, y), M = [[3, 0], [3, 2]] over Z/5. Each
 *    output row of chi is then written exactly into the words its inputs
 *    came from, and M^4 = I (M^2 = -I), so after 4 rounds every lane is
 *    back at its own index. Even and odd words of a lane may sit swapped
 *    meanwhile; this is all resolved when the code is written: the comments
 *    name the logical word (A[x,y].e/.o = lane x + 5y, even/odd bits)
 *    that each load or store moves.
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
 *  - iota of rounds 1-3 of a pass is applied to lane (0, 0) at the start
 *    of the next round's parity pass (those two words are loaded there
 *    anyway), that of round 4 at the end of the pass with the loop test.
 *  - Row halves run in an order chosen for this core: the first one takes
 *    a frame D word straight from the D step (still in a register), the
 *    last one has a dead D register for its second frame D word. (A row
 *    half that needs two frame D words otherwise reloads its scratch
 *    register after the first XOR: an unpipelined load.)
 *
 * Register allocation (the schedule assigns registers per round; roles)
 *    r0        STATE   s, the whole function
 *    r1        nrounds on entry
 *    theta     r1-r12, lr: loaded lane words, the ten parities C[x]
 *    D         7 D words in registers until their last use (one use per
 *              output row); D[0].e, D[0].o, D[1].e in the frame
 *    chi       the remaining 6 registers: the 5 B words of a row half
 *              and 1 scratch (chi outputs 2-4 overwrite their own B word)
 *    loop end  r1 = rcp, r2 = end, r3-r6 scratch
 *
 * Stack frame (after push {r4-r11, lr}: 36 bytes)
 *    sp+0  .. sp+11   D[0].e, D[0].o, D[1].e of the current round (FR_D)
 *    sp+12            rcp = &qzi_keccak_rc[first round of this pass] (FR_RCP)
 *    sp+16            end = &qzi_keccak_rc[24]                     (FR_END)
 *  Stack used: 20 + 36 = 56 bytes.
 *
 * Size: .text of this function = 5,584 bytes (arm-none-eabi-gcc 12.2); the
 *  price of the 4-round unrolling (about 1,390 bytes per round).
 *
 * Measured figures (per call; "cycles" are MODELLED, not silicon):
 *  Method: qemu-arm 10 instruction trace (-one-insn-per-tb -d exec,nochain)
 *  fed to build-aux/qz-trace-cycles, which counts the instructions whose PC
 *  lies inside the function and charges each one from the Cortex-M4 TRM
 *  timing tables (zero wait states, P = 2; cortex-m33: the measured-M33
 *  model, bench/sim/timing.c). One call with nrounds = 24 and one with 12
 *  on the same program (the instruction stream does not depend on data).
 *  C reference = lib/generic/keccakp1600.c built with arm-none-eabi-gcc
 *  12.2.rel1 for the same -mcpu.
 *                                  24 rounds           12 rounds
 *                               instr    cycles     instr    cycles
 *    this kernel,   cortex-m4    9,034    9,603      4,525    4,821
 *    C ref gcc -O2, cortex-m4   41,494   52,914     20,758   26,478
 *    C ref gcc -Os, cortex-m4   43,358   54,756     21,686   27,396
 *    this kernel,   cortex-m33   9,034    9,824      4,525    4,931
 *  Per round about 398 cycles: 103 parities (+ iota), 13 D, 278 rho, pi
 *  and chi, 4 loop end; per call, 12 for the frame wipe (6 MOV + one
 *  STM of 5 words). 5.5x the C reference at -O2.
 *  On the Cortex-M33 prefer the armv8m kernel (9,115 cycles for 24
 *  rounds there): the M33 model (2-cycle result latency of loads and of
 *  shifted-operand instructions) charges this schedule 762 interlock
 *  stalls per 24-round call.
 *  (The armv8m kernel, which needs nothing beyond ARMv7-M, also models
 *  faster on the cortex-m4 model: 9,512 cycles for 24 rounds. Its parity
 *  load order, iota in chi and loop test are not carried over here.)
 *
 * Source: the code below this comment is generated by
 *    python3 lib/arch/gen/keccak_lazy.py armv7em lib/arch/armv7em/keccakp1600.S
 *  which rewrites only the lines from BEGIN GENERATED CODE to END
 *  GENERATED CODE (--check compares instead; the generator's head
 *  explains the method in more detail). Edit this comment by hand.
 */

@ ---- BEGIN GENERATED CODE: lib/arch/gen/keccak_lazy.py armv7em ----
@ Do not edit by hand: change the generator and run it again.
    .syntax unified
    .thumb

STATE   .req r0                         @ uint32_t s[50], whole function

    .equ FR_D,      0                   @ frame words of D (see above)
    .equ FR_RCP,    12                  @ rcp: round constants of this pass
    .equ FR_END,    16                  @ &qzi_keccak_rc[24]
    .equ FR_SIZE,   20                  @ 36 + FR_SIZE = 56

    .section .text.qz_fast.qzi_keccakp1600_armv7em,"ax",%progbits
    .global qzi_keccakp1600_armv7em
    .type   qzi_keccakp1600_armv7em, %function
    .p2align 2
    .thumb_func
qzi_keccakp1600_armv7em:
    push    {r4-r11, lr}
    sub     sp, sp, #FR_SIZE
    movw    r2, #:lower16:(qzi_keccak_rc + 192)
    movt    r2, #:upper16:(qzi_keccak_rc + 192)
    sub     r1, r2, r1, lsl #3          @ rcp = &qzi_keccak_rc[24 - nrounds]
    str     r2, [sp, #FR_END]           @ end = &qzi_keccak_rc[24]
    str     r1, [sp, #FR_RCP]

.Lrounds:                               @ for each group of 4 rounds:
    @ theta, round 1 of 4: column parities C[x]
    ldr     r1, [STATE, #0]             @ A[0,0].e
    ldr     r2, [STATE, #4]             @ A[0,0].o
    ldr     r3, [STATE, #40]            @ A[0,1].e
    ldr     r4, [STATE, #44]            @ A[0,1].o
    ldr     r5, [STATE, #80]            @ A[0,2].e
    ldr     r6, [STATE, #84]            @ A[0,2].o
    ldr     r7, [STATE, #120]           @ A[0,3].e
    ldr     r8, [STATE, #124]           @ A[0,3].o
    ldr     r9, [STATE, #160]           @ A[0,4].e
    ldr     r10, [STATE, #164]          @ A[0,4].o
    ldr     r11, [STATE, #8]            @ A[1,0].e
    ldr     r12, [STATE, #12]           @ A[1,0].o
    ldr     lr, [STATE, #48]            @ A[1,1].e
    eor     r1, r1, r3
    eor     r5, r5, r7
    eor     r2, r2, r4
    eor     r6, r6, r8
    eor     r11, r11, lr
    eor     r1, r1, r5
    eor     r2, r2, r6
    eor     r1, r9, r1
    eor     r2, r10, r2
    ldr     r3, [STATE, #52]            @ A[1,1].o
    ldr     r7, [STATE, #88]            @ A[1,2].e
    ldr     r4, [STATE, #92]            @ A[1,2].o
    ldr     r8, [STATE, #128]           @ A[1,3].e
    ldr     lr, [STATE, #132]           @ A[1,3].o
    ldr     r5, [STATE, #168]           @ A[1,4].e
    ldr     r6, [STATE, #172]           @ A[1,4].o
    ldr     r9, [STATE, #16]            @ A[2,0].e
    ldr     r10, [STATE, #20]           @ A[2,0].o
    eor     r11, r11, r7
    eor     r8, r8, r5
    eor     r12, r12, r3
    eor     r4, r4, lr
    eor     r11, r8, r11
    eor     r12, r4, r12
    eor     r12, r12, r6
    ldr     r7, [STATE, #56]            @ A[2,1].e
    ldr     r5, [STATE, #60]            @ A[2,1].o
    ldr     r3, [STATE, #96]            @ A[2,2].e
    ldr     lr, [STATE, #100]           @ A[2,2].o
    ldr     r8, [STATE, #136]           @ A[2,3].e
    ldr     r4, [STATE, #140]           @ A[2,3].o
    ldr     r6, [STATE, #176]           @ A[2,4].e
    eor     r9, r9, r7
    eor     r3, r3, r8
    eor     r10, r10, r5
    eor     lr, r4, lr
    eor     r9, r9, r3
    eor     r10, lr, r10
    eor     r9, r6, r9
    ldr     r7, [STATE, #180]           @ A[2,4].o
    ldr     r8, [STATE, #24]            @ A[3,0].e
    ldr     r5, [STATE, #28]            @ A[3,0].o
    ldr     r4, [STATE, #64]            @ A[3,1].e
    ldr     r3, [STATE, #68]            @ A[3,1].o
    ldr     lr, [STATE, #104]           @ A[3,2].e
    ldr     r6, [STATE, #108]           @ A[3,2].o
    eor     r10, r10, r7
    eor     r8, r8, r4
    eor     r5, r5, r3
    eor     r8, r8, lr
    eor     r5, r5, r6
    ldr     r7, [STATE, #144]           @ A[3,3].e
    ldr     r4, [STATE, #148]           @ A[3,3].o
    ldr     r3, [STATE, #184]           @ A[3,4].e
    ldr     lr, [STATE, #188]           @ A[3,4].o
    ldr     r6, [STATE, #32]            @ A[4,0].e
    eor     r8, r8, r7
    eor     r5, r5, r4
    eor     r8, r3, r8
    eor     r5, lr, r5
    ldr     r7, [STATE, #36]            @ A[4,0].o
    ldr     r4, [STATE, #72]            @ A[4,1].e
    ldr     r3, [STATE, #76]            @ A[4,1].o
    ldr     lr, [STATE, #112]           @ A[4,2].e
    eor     r6, r6, r4
    eor     r7, r7, r3
    eor     r6, r6, lr
    ldr     r4, [STATE, #116]           @ A[4,2].o
    ldr     r3, [STATE, #152]           @ A[4,3].e
    ldr     lr, [STATE, #156]           @ A[4,3].o
    eor     r6, r6, r3
    eor     r7, r7, r4
    eor     r7, r7, lr
    ldr     r3, [STATE, #192]           @ A[4,4].e
    ldr     r4, [STATE, #196]           @ A[4,4].o
    eor     r6, r6, r3
    eor     r7, r7, r4
    @ theta: D[x] = C[x-1] ^ rol(C[x+1], 1)
    eor     lr, r12, r6, ror #1         @ D[0].e
    eor     r3, r11, r7                 @ D[0].o
    str     lr, [sp, #FR_D+0]           @ to the frame
    str     r3, [sp, #FR_D+4]           @ to the frame
    eor     r4, r11, r5, ror #31        @ D[2].e
    eor     lr, r8, r12                 @ D[2].o
    eor     r3, r9, r7, ror #31         @ D[3].e
    eor     r11, r10, r6                @ D[3].o
    eor     r12, r5, r1                 @ D[4].o
    eor     r7, r10, r1, ror #1         @ D[1].e
    eor     r6, r2, r8, ror #1          @ D[4].e
    str     r7, [sp, #FR_D+8]           @ to the frame
    eor     r5, r9, r2                  @ D[1].o
    @ rho, pi, chi in place, one row half at a time
    @ row y=2, odd words
    ldr     r1, [STATE, #8]             @ A[1,0].e
    ldr     r10, [STATE, #60]           @ A[2,1].o
    ldr     r8, [STATE, #104]           @ A[3,2].e
    ldr     r2, [STATE, #156]           @ A[4,3].o
    ldr     r9, [STATE, #164]           @ A[0,4].o
    eor     r1, r1, r7, ror #31         @ B[0,2].o = rol(A ^ D, 0)
    eor     r10, r10, lr                @ B[1,2].o = rol(A ^ D, 3)
    eor     r8, r8, r3                  @ B[2,2].o = rol(A ^ D, 12)
    eor     r2, r12, r2                 @ B[3,2].o = rol(A ^ D, 4)
    ldr     r7, [sp, #FR_D+4]           @ D[0].o
    eor     r9, r9, r7                  @ B[4,2].o = rol(A ^ D, 9)
    bic     r7, r8, r10, ror #9
    eor     r7, r1, r7, ror #20         @ A[0,2].o = B[0] ^ (~B[1] & B[2])
    str     r7, [STATE, #164]
    bic     r7, r2, r8, ror #24
    eor     r7, r7, r10, ror #1         @ A[1,2].o = B[1] ^ (~B[2] & B[3])
    str     r7, [STATE, #104]
    bic     r7, r9, r2, ror #5
    eor     r8, r8, r7, ror #3          @ A[2,2].o = B[2] ^ (~B[3] & B[4])
    bic     r7, r1, r9, ror #23
    str     r8, [STATE, #8]
    eor     r2, r7, r2, ror #28         @ A[3,2].o = B[3] ^ (~B[4] & B[0])
    bic     r7, r10, r1, ror #3
    str     r2, [STATE, #156]
    eor     r9, r7, r9, ror #26         @ A[4,2].o = B[4] ^ (~B[0] & B[1])
    str     r9, [STATE, #60]
    @ row y=2, even words
    ldr     r1, [STATE, #12]            @ A[1,0].o
    ldr     r2, [STATE, #56]            @ A[2,1].e
    ldr     r7, [STATE, #108]           @ A[3,2].o
    ldr     r8, [STATE, #152]           @ A[4,3].e
    ldr     r9, [STATE, #160]           @ A[0,4].e
    ldr     r10, [sp, #FR_D+0]          @ D[0].e
    eor     r1, r1, r5                  @ B[0,2].e = rol(A ^ D, 1)
    eor     r2, r4, r2                  @ B[1,2].e = rol(A ^ D, 3)
    eor     r7, r11, r7                 @ B[2,2].e = rol(A ^ D, 13)
    eor     r8, r6, r8, ror #1          @ B[3,2].e = rol(A ^ D, 4)
    eor     r9, r9, r10, ror #31        @ B[4,2].e = rol(A ^ D, 9)
    bic     r10, r7, r2, ror #10
    eor     r10, r10, r1, ror #12       @ A[0,2].e = B[0] ^ (~B[1] & B[2])
    str     r10, [STATE, #160]
    bic     r10, r8, r7, ror #24
    eor     r10, r2, r10, ror #30       @ A[1,2].e = B[1] ^ (~B[2] & B[3])
    str     r10, [STATE, #108]
    bic     r10, r9, r8, ror #4
    eor     r7, r10, r7, ror #28        @ A[2,2].e = B[2] ^ (~B[3] & B[4])
    bic     r10, r1, r9, ror #24
    str     r7, [STATE, #12]
    eor     r8, r10, r8, ror #28        @ A[3,2].e = B[3] ^ (~B[4] & B[0])
    bic     r10, r2, r1, ror #2
    str     r8, [STATE, #152]
    eor     r9, r9, r10, ror #6         @ A[4,2].e = B[4] ^ (~B[0] & B[1])
    str     r9, [STATE, #56]
    @ row y=1, even words
    ldr     r1, [STATE, #24]            @ A[3,0].e
    ldr     r2, [STATE, #72]            @ A[4,1].e
    ldr     r7, [STATE, #84]            @ A[0,2].o
    ldr     r8, [STATE, #132]           @ A[1,3].o
    ldr     r9, [STATE, #180]           @ A[2,4].o
    ldr     r10, [sp, #FR_D+4]          @ D[0].o
    eor     r1, r1, r3                  @ B[0,1].e = rol(A ^ D, 14)
    eor     r2, r2, r6, ror #31         @ B[1,1].e = rol(A ^ D, 10)
    eor     r7, r10, r7                 @ B[2,1].e = rol(A ^ D, 2)
    eor     r8, r8, r5                  @ B[3,1].e = rol(A ^ D, 23)
    eor     r9, lr, r9                  @ B[4,1].e = rol(A ^ D, 31)
    bic     r10, r7, r2, ror #24
    eor     r10, r10, r1, ror #20       @ A[0,1].e = B[0] ^ (~B[1] & B[2])
    str     r10, [STATE, #84]
    bic     r10, r8, r7, ror #21
    eor     r10, r2, r10, ror #19       @ A[1,1].e = B[1] ^ (~B[2] & B[3])
    str     r10, [STATE, #24]
    bic     r10, r9, r8, ror #8
    eor     r7, r10, r7, ror #29        @ A[2,1].e = B[2] ^ (~B[3] & B[4])
    bic     r10, r1, r9, ror #15
    str     r7, [STATE, #132]
    eor     r8, r8, r10, ror #9         @ A[3,1].e = B[3] ^ (~B[4] & B[0])
    bic     r10, r2, r1, ror #28
    str     r8, [STATE, #72]
    eor     r9, r9, r10, ror #21        @ A[4,1].e = B[4] ^ (~B[0] & B[1])
    str     r9, [STATE, #180]
    @ row y=1, odd words
    ldr     r1, [STATE, #28]            @ A[3,0].o
    ldr     r2, [STATE, #76]            @ A[4,1].o
    ldr     r7, [STATE, #80]            @ A[0,2].e
    ldr     r8, [STATE, #128]           @ A[1,3].e
    ldr     r9, [STATE, #176]           @ A[2,4].e
    ldr     r10, [sp, #FR_D+0]          @ D[0].e
    eor     r1, r1, r11                 @ B[0,1].o = rol(A ^ D, 14)
    eor     r2, r2, r12                 @ B[1,1].o = rol(A ^ D, 10)
    eor     r7, r10, r7, ror #1         @ B[2,1].o = rol(A ^ D, 1)
    eor     r9, r4, r9                  @ B[4,1].o = rol(A ^ D, 30)
    ldr     r10, [sp, #FR_D+8]          @ D[1].e
    eor     r8, r8, r10, ror #31        @ B[3,1].o = rol(A ^ D, 22)
    bic     r10, r7, r2, ror #24
    eor     r10, r10, r1, ror #20       @ A[0,1].o = B[0] ^ (~B[1] & B[2])
    str     r10, [STATE, #80]
    bic     r10, r8, r7, ror #20
    eor     r10, r10, r2, ror #12       @ A[1,1].o = B[1] ^ (~B[2] & B[3])
    str     r10, [STATE, #28]
    bic     r10, r9, r8, ror #8
    eor     r7, r7, r10, ror #4         @ A[2,1].o = B[2] ^ (~B[3] & B[4])
    bic     r10, r1, r9, ror #16
    str     r7, [STATE, #128]
    eor     r8, r10, r8, ror #24        @ A[3,1].o = B[3] ^ (~B[4] & B[0])
    bic     r10, r2, r1, ror #28
    str     r8, [STATE, #76]
    eor     r9, r10, r9, ror #12        @ A[4,1].o = B[4] ^ (~B[0] & B[1])
    str     r9, [STATE, #176]
    @ row y=3, even words
    ldr     r1, [STATE, #36]            @ A[4,0].o
    ldr     r2, [STATE, #40]            @ A[0,1].e
    ldr     r7, [STATE, #88]            @ A[1,2].e
    ldr     r8, [STATE, #140]           @ A[2,3].o
    ldr     r9, [STATE, #184]           @ A[3,4].e
    ldr     r10, [sp, #FR_D+0]          @ D[0].e
    eor     r1, r12, r1                 @ B[0,3].e = rol(A ^ D, 14)
    eor     r2, r2, r10, ror #31        @ B[1,3].e = rol(A ^ D, 18)
    eor     r8, r8, lr                  @ B[3,3].e = rol(A ^ D, 8)
    eor     r9, r9, r3                  @ B[4,3].e = rol(A ^ D, 28)
    ldr     r10, [sp, #FR_D+8]          @ D[1].e
    eor     r7, r10, r7, ror #1         @ B[2,3].e = rol(A ^ D, 5)
    bic     r10, r7, r2, ror #20
    eor     r10, r1, r10, ror #8        @ A[0,3].e = B[0] ^ (~B[1] & B[2])
    str     r10, [STATE, #40]
    bic     r10, r8, r7, ror #2
    eor     r10, r2, r10, ror #10       @ A[1,3].e = B[1] ^ (~B[2] & B[3])
    str     r10, [STATE, #184]
    bic     r10, r9, r8, ror #20
    eor     r7, r10, r7, ror #22        @ A[2,3].e = B[2] ^ (~B[3] & B[4])
    bic     r10, r1, r9, ror #18
    str     r7, [STATE, #88]
    eor     r8, r8, r10, ror #26        @ A[3,3].e = B[3] ^ (~B[4] & B[0])
    bic     r10, r2, r1, ror #4
    str     r8, [STATE, #36]
    eor     r9, r9, r10, ror #10        @ A[4,3].e = B[4] ^ (~B[0] & B[1])
    str     r9, [STATE, #140]
    @ row y=3, odd words
    ldr     r1, [STATE, #32]            @ A[4,0].e
    ldr     r2, [STATE, #44]            @ A[0,1].o
    ldr     r7, [STATE, #92]            @ A[1,2].o
    ldr     r8, [STATE, #136]           @ A[2,3].e
    ldr     r9, [STATE, #188]           @ A[3,4].o
    ldr     r10, [sp, #FR_D+4]          @ D[0].o
    eor     r1, r1, r6, ror #31         @ B[0,3].o = rol(A ^ D, 13)
    eor     r2, r2, r10                 @ B[1,3].o = rol(A ^ D, 18)
    eor     r7, r7, r5                  @ B[2,3].o = rol(A ^ D, 5)
    eor     r8, r4, r8                  @ B[3,3].o = rol(A ^ D, 7)
    eor     r9, r11, r9                 @ B[4,3].o = rol(A ^ D, 28)
    bic     r10, r7, r2, ror #19
    eor     r10, r1, r10, ror #8        @ A[0,3].o = B[0] ^ (~B[1] & B[2])
    str     r10, [STATE, #44]
    bic     r10, r8, r7, ror #2
    eor     r10, r10, r2, ror #21       @ A[1,3].o = B[1] ^ (~B[2] & B[3])
    str     r10, [STATE, #188]
    bic     r10, r9, r8, ror #21
    eor     r7, r10, r7, ror #23        @ A[2,3].o = B[2] ^ (~B[3] & B[4])
    bic     r10, r1, r9, ror #17
    str     r7, [STATE, #92]
    eor     r8, r10, r8, ror #6         @ A[3,3].o = B[3] ^ (~B[4] & B[0])
    bic     r10, r2, r1, ror #5
    str     r8, [STATE, #32]
    eor     r9, r9, r10, ror #10        @ A[4,3].o = B[4] ^ (~B[0] & B[1])
    str     r9, [STATE, #136]
    @ row y=4, even words
    ldr     r1, [STATE, #16]            @ A[2,0].e
    ldr     r2, [STATE, #68]            @ A[3,1].o
    ldr     r7, [STATE, #116]           @ A[4,2].o
    ldr     r8, [STATE, #124]           @ A[0,3].o
    ldr     r9, [STATE, #168]           @ A[1,4].e
    ldr     r10, [sp, #FR_D+4]          @ D[0].o
    eor     r1, r4, r1                  @ B[0,4].e = rol(A ^ D, 31)
    eor     r2, r2, r11                 @ B[1,4].e = rol(A ^ D, 28)
    eor     r7, r12, r7                 @ B[2,4].e = rol(A ^ D, 20)
    eor     r8, r10, r8                 @ B[3,4].e = rol(A ^ D, 21)
    ldr     r10, [sp, #FR_D+8]          @ D[1].e
    eor     r9, r9, r10, ror #31        @ B[4,4].e = rol(A ^ D, 1)
    bic     r10, r7, r2, ror #24
    eor     r10, r10, r1, ror #21       @ A[0,4].e = B[0] ^ (~B[1] & B[2])
    str     r10, [STATE, #124]
    bic     r10, r8, r7, ror #1
    eor     r10, r2, r10, ror #7        @ A[1,4].e = B[1] ^ (~B[2] & B[3])
    str     r10, [STATE, #68]
    bic     r10, r9, r8, ror #12
    eor     r7, r10, r7, ror #13        @ A[2,4].e = B[2] ^ (~B[3] & B[4])
    bic     r10, r1, r9, ror #30
    str     r7, [STATE, #168]
    eor     r8, r8, r10, ror #22        @ A[3,4].e = B[3] ^ (~B[4] & B[0])
    bic     r10, r2, r1, ror #29
    str     r8, [STATE, #116]
    eor     r9, r10, r9, ror #27        @ A[4,4].e = B[4] ^ (~B[0] & B[1])
    str     r9, [STATE, #16]
    @ row y=4, odd words
    ldr     r1, [STATE, #20]            @ A[2,0].o
    ldr     r2, [STATE, #64]            @ A[3,1].e
    ldr     r7, [STATE, #112]           @ A[4,2].e
    ldr     r8, [STATE, #120]           @ A[0,3].e
    ldr     r9, [STATE, #172]           @ A[1,4].o
    ldr     r10, [sp, #FR_D+0]          @ D[0].e
    eor     r1, r1, lr                  @ B[0,4].o = rol(A ^ D, 31)
    eor     r2, r3, r2                  @ B[1,4].o = rol(A ^ D, 27)
    eor     r7, r7, r6, ror #31         @ B[2,4].o = rol(A ^ D, 19)
    eor     r8, r10, r8, ror #1         @ B[3,4].o = rol(A ^ D, 20)
    eor     r9, r5, r9                  @ B[4,4].o = rol(A ^ D, 1)
    bic     r10, r7, r2, ror #24
    eor     r10, r10, r1, ror #20       @ A[0,4].o = B[0] ^ (~B[1] & B[2])
    str     r10, [STATE, #120]
    bic     r10, r8, r7, ror #2
    eor     r10, r10, r2, ror #26       @ A[1,4].o = B[1] ^ (~B[2] & B[3])
    str     r10, [STATE, #64]
    bic     r10, r9, r8, ror #12
    eor     r7, r10, r7, ror #14        @ A[2,4].o = B[2] ^ (~B[3] & B[4])
    bic     r10, r1, r9, ror #30
    str     r7, [STATE, #172]
    eor     r8, r8, r10, ror #22        @ A[3,4].o = B[3] ^ (~B[4] & B[0])
    bic     r10, r2, r1, ror #28
    str     r8, [STATE, #112]
    eor     r9, r10, r9, ror #26        @ A[4,4].o = B[4] ^ (~B[0] & B[1])
    str     r9, [STATE, #20]
    @ row y=0, odd words
    ldr     r1, [STATE, #4]             @ A[0,0].o
    ldr     r2, [STATE, #52]            @ A[1,1].o
    ldr     r7, [STATE, #96]            @ A[2,2].e
    ldr     r8, [STATE, #144]           @ A[3,3].e
    ldr     r9, [STATE, #196]           @ A[4,4].o
    ldr     r10, [sp, #FR_D+4]          @ D[0].o
    eor     r2, r5, r2                  @ B[1,0].o = rol(A ^ D, 22)
    eor     r1, r1, r10                 @ B[0,0].o = rol(A ^ D, 0)
    eor     r7, r7, r4                  @ B[2,0].o = rol(A ^ D, 21)
    eor     r8, r3, r8                  @ B[3,0].o = rol(A ^ D, 10)
    eor     r9, r12, r9                 @ B[4,0].o = rol(A ^ D, 7)
    bic     r10, r7, r2, ror #31
    eor     r10, r1, r10, ror #11       @ A[0,0].o = B[0] ^ (~B[1] & B[2])
    str     r10, [STATE, #4]
    bic     r10, r8, r7, ror #21
    eor     r10, r10, r2, ror #20       @ A[1,0].o = B[1] ^ (~B[2] & B[3])
    str     r10, [STATE, #144]
    bic     r10, r9, r8, ror #29
    eor     r7, r7, r10, ror #14        @ A[2,0].o = B[2] ^ (~B[3] & B[4])
    bic     r10, r1, r9, ror #25
    str     r7, [STATE, #52]
    eor     r8, r10, r8, ror #22        @ A[3,0].o = B[3] ^ (~B[4] & B[0])
    bic     r10, r2, r1, ror #22
    str     r8, [STATE, #196]
    eor     r9, r10, r9, ror #15        @ A[4,0].o = B[4] ^ (~B[0] & B[1])
    @ row y=0, even words
    ldr     r1, [STATE, #0]             @ A[0,0].e
    ldr     r2, [STATE, #48]            @ A[1,1].e
    ldr     r3, [STATE, #100]           @ A[2,2].o
    ldr     r4, [STATE, #148]           @ A[3,3].o
    ldr     r5, [STATE, #192]           @ A[4,4].e
    ldr     r7, [sp, #FR_D+0]           @ D[0].e
    ldr     r8, [sp, #FR_D+8]           @ D[1].e
    str     r9, [STATE, #96]
    eor     r1, r1, r7, ror #31         @ B[0,0].e = rol(A ^ D, 0)
    eor     r2, r2, r8, ror #31         @ B[1,0].e = rol(A ^ D, 22)
    eor     r3, lr, r3                  @ B[2,0].e = rol(A ^ D, 22)
    eor     r4, r4, r11                 @ B[3,0].e = rol(A ^ D, 11)
    eor     r5, r5, r6, ror #31         @ B[4,0].e = rol(A ^ D, 7)
    bic     r7, r3, r2
    eor     r7, r1, r7, ror #10         @ A[0,0].e = B[0] ^ (~B[1] & B[2])
    str     r7, [STATE, #0]
    bic     r7, r4, r3, ror #21
    eor     r7, r7, r2, ror #21         @ A[1,0].e = B[1] ^ (~B[2] & B[3])
    str     r7, [STATE, #148]
    bic     r7, r5, r4, ror #28
    eor     r3, r3, r7, ror #15         @ A[2,0].e = B[2] ^ (~B[3] & B[4])
    bic     r7, r1, r5, ror #25
    str     r3, [STATE, #48]
    eor     r4, r4, r7, ror #11         @ A[3,0].e = B[3] ^ (~B[4] & B[0])
    bic     r7, r2, r1, ror #22
    str     r4, [STATE, #192]
    eor     r5, r5, r7, ror #17         @ A[4,0].e = B[4] ^ (~B[0] & B[1])
    str     r5, [STATE, #100]
    @ theta, round 2 of 4: column parities C[x]
    ldr     r1, [sp, #FR_RCP]           @ rcp
    ldr     r2, [STATE, #0]             @ A[0,0].e
    ldr     r3, [STATE, #4]             @ A[0,0].o
    ldr     r6, [STATE, #84]            @ A[0,1].e
    ldr     r7, [STATE, #80]            @ A[0,1].o
    ldr     r8, [STATE, #160]           @ A[0,2].e
    ldr     r9, [STATE, #164]           @ A[0,2].o
    ldr     r10, [STATE, #40]           @ A[0,3].e
    ldr     r11, [STATE, #44]           @ A[0,3].o
    ldr     r12, [STATE, #124]          @ A[0,4].e
    ldr     lr, [STATE, #120]           @ A[0,4].o
    ldr     r4, [r1, #0]                @ RC[round 1].e
    ldr     r5, [r1, #4]                @ RC[round 1].o
    eor     r2, r2, r4                  @ iota of round 1
    str     r2, [STATE, #0]
    eor     r3, r3, r5                  @ iota of round 1
    str     r3, [STATE, #4]
    eor     r2, r2, r6, ror #30
    eor     r8, r10, r8, ror #1
    eor     r3, r3, r7, ror #30
    eor     r9, r11, r9, ror #13
    eor     r2, r8, r2, ror #14
    eor     r3, r9, r3, ror #13
    eor     r2, r2, r12, ror #26
    eor     r3, r3, lr, ror #26
    ldr     r1, [STATE, #148]           @ A[1,0].e
    ldr     r4, [STATE, #144]           @ A[1,0].o
    ldr     r5, [STATE, #24]            @ A[1,1].e
    ldr     r6, [STATE, #28]            @ A[1,1].o
    ldr     r10, [STATE, #108]          @ A[1,2].e
    ldr     r7, [STATE, #104]           @ A[1,2].o
    ldr     r11, [STATE, #184]          @ A[1,3].e
    ldr     r8, [STATE, #188]           @ A[1,3].o
    ldr     r9, [STATE, #68]            @ A[1,4].e
    ldr     r12, [STATE, #64]           @ A[1,4].o
    ldr     lr, [STATE, #48]            @ A[2,0].e
    eor     r1, r1, r5, ror #1
    eor     r10, r10, r11, ror #17
    eor     r4, r4, r6, ror #20
    eor     r7, r7, r8, ror #29
    eor     r1, r1, r10, ror #8
    eor     r4, r7, r4, ror #26
    eor     r1, r9, r1, ror #17
    eor     r4, r4, r12, ror #15
    ldr     r5, [STATE, #52]            @ A[2,0].o
    ldr     r11, [STATE, #132]          @ A[2,1].e
    ldr     r6, [STATE, #128]           @ A[2,1].o
    ldr     r8, [STATE, #12]            @ A[2,2].e
    ldr     r10, [STATE, #8]            @ A[2,2].o
    ldr     r7, [STATE, #88]            @ A[2,3].e
    ldr     r9, [STATE, #92]            @ A[2,3].o
    ldr     r12, [STATE, #168]          @ A[2,4].e
    eor     lr, lr, r11, ror #23
    eor     r8, r8, r7, ror #13
    eor     r5, r5, r6, ror #19
    eor     r10, r9, r10, ror #16
    eor     lr, r8, lr, ror #19
    eor     r5, r10, r5, ror #7
    eor     lr, lr, r12, ror #8
    ldr     r11, [STATE, #172]          @ A[2,4].o
    ldr     r7, [STATE, #192]           @ A[3,0].e
    ldr     r6, [STATE, #196]           @ A[3,0].o
    ldr     r9, [STATE, #72]            @ A[3,1].e
    ldr     r8, [STATE, #76]            @ A[3,1].o
    ldr     r10, [STATE, #152]          @ A[3,2].e
    ldr     r12, [STATE, #156]          @ A[3,2].o
    eor     r5, r5, r11, ror #27
    eor     r7, r7, r9, ror #20
    eor     r6, r8, r6, ror #14
    eor     r7, r7, r10, ror #10
    eor     r6, r6, r12, ror #14
    ldr     r11, [STATE, #36]           @ A[3,3].e
    ldr     r9, [STATE, #32]            @ A[3,3].o
    ldr     r8, [STATE, #116]           @ A[3,4].e
    ldr     r10, [STATE, #112]          @ A[3,4].o
    ldr     r12, [STATE, #100]          @ A[4,0].e
    eor     r7, r7, r11, ror #3
    eor     r6, r6, r9, ror #1
    eor     r7, r7, r8, ror #22
    eor     r6, r6, r10, ror #25
    ldr     r11, [STATE, #96]           @ A[4,0].o
    ldr     r9, [STATE, #180]           @ A[4,1].e
    ldr     r8, [STATE, #176]           @ A[4,1].o
    ldr     r10, [STATE, #56]           @ A[4,2].e
    eor     r12, r12, r9, ror #8
    eor     r11, r11, r8, ror #12
    eor     r12, r12, r10, ror #30
    ldr     r9, [STATE, #60]            @ A[4,2].o
    ldr     r8, [STATE, #140]           @ A[4,3].e
    ldr     r10, [STATE, #136]          @ A[4,3].o
    eor     r12, r8, r12, ror #21
    eor     r11, r11, r9, ror #19
    ldr     r8, [STATE, #16]            @ A[4,4].e
    ldr     r9, [STATE, #20]            @ A[4,4].o
    eor     r11, r10, r11, ror #6
    eor     r12, r12, r8
    eor     r11, r11, r9, ror #1
    @ theta: D[x] = C[x-1] ^ rol(C[x+1], 1)
    eor     r10, r12, r4, ror #23       @ D[0].e
    eor     r8, r11, r1                 @ D[0].o
    str     r10, [sp, #FR_D+0]          @ to the frame
    str     r8, [sp, #FR_D+4]           @ to the frame
    eor     r9, r6, r1, ror #19         @ D[2].e
    eor     r10, r7, r4, ror #7         @ D[2].o
    eor     r8, r11, lr, ror #20        @ D[3].e
    eor     r1, r12, r5                 @ D[3].o
    eor     r4, r2, r6                  @ D[4].o
    eor     r11, r5, r2, ror #15        @ D[1].e
    eor     r12, r3, r7, ror #3         @ D[4].e
    str     r11, [sp, #FR_D+8]          @ to the frame
    eor     r6, lr, r3, ror #28         @ D[1].o
    @ rho, pi, chi in place, one row half at a time
    @ row y=2, odd words
    ldr     r2, [STATE, #148]           @ A[1,0].e
    ldr     r5, [STATE, #128]           @ A[2,1].o
    ldr     r7, [STATE, #152]           @ A[3,2].e
    ldr     r3, [STATE, #136]           @ A[4,3].o
    ldr     lr, [STATE, #120]           @ A[0,4].o
    eor     r2, r11, r2, ror #18        @ B[0,2].o = rol(A ^ D, 0)
    eor     r5, r10, r5, ror #9         @ B[1,2].o = rol(A ^ D, 3)
    eor     r7, r7, r8, ror #4          @ B[2,2].o = rol(A ^ D, 12)
    eor     r3, r4, r3, ror #18         @ B[3,2].o = rol(A ^ D, 4)
    ldr     r11, [sp, #FR_D+4]          @ D[0].o
    eor     lr, lr, r11, ror #23        @ B[4,2].o = rol(A ^ D, 9)
    bic     r11, r7, r5, ror #31
    eor     r11, r11, r2, ror #16       @ A[0,2].o = B[0] ^ (~B[1] & B[2])
    str     r11, [STATE, #120]
    bic     r11, r3, r7, ror #5
    eor     r11, r11, r5, ror #4        @ A[1,2].o = B[1] ^ (~B[2] & B[3])
    str     r11, [STATE, #152]
    bic     r11, lr, r3, ror #10
    eor     r7, r11, r7, ror #15        @ A[2,2].o = B[2] ^ (~B[3] & B[4])
    bic     r11, r2, lr, ror #1
    str     r7, [STATE, #148]
    eor     r3, r3, r11, ror #21        @ A[3,2].o = B[3] ^ (~B[4] & B[0])
    bic     r11, r5, r2, ror #17
    str     r3, [STATE, #136]
    eor     lr, r11, lr, ror #18        @ A[4,2].o = B[4] ^ (~B[0] & B[1])
    str     lr, [STATE, #128]
    @ row y=2, even words
    ldr     r2, [STATE, #144]           @ A[1,0].o
    ldr     r3, [STATE, #132]           @ A[2,1].e
    ldr     r5, [STATE, #156]           @ A[3,2].o
    ldr     r7, [STATE, #140]           @ A[4,3].e
    ldr     r11, [STATE, #124]          @ A[0,4].e
    ldr     lr, [sp, #FR_D+0]           @ D[0].e
    eor     r2, r2, r6, ror #1          @ B[0,2].e = rol(A ^ D, 1)
    eor     r3, r9, r3, ror #16         @ B[1,2].e = rol(A ^ D, 3)
    eor     r5, r5, r1, ror #4          @ B[2,2].e = rol(A ^ D, 13)
    eor     r7, r12, r7, ror #18        @ B[3,2].e = rol(A ^ D, 4)
    eor     r11, r11, lr, ror #24       @ B[4,2].e = rol(A ^ D, 9)
    bic     lr, r5, r3, ror #27
    eor     lr, r2, lr, ror #30         @ A[0,2].e = B[0] ^ (~B[1] & B[2])
    str     lr, [STATE, #124]
    bic     lr, r7, r5, ror #5
    eor     lr, r3, lr                  @ A[1,2].e = B[1] ^ (~B[2] & B[3])
    str     lr, [STATE, #156]
    bic     lr, r11, r7, ror #11
    eor     r5, lr, r5, ror #16         @ A[2,2].e = B[2] ^ (~B[3] & B[4])
    bic     lr, r2, r11, ror #14
    str     r5, [STATE, #144]
    eor     r7, r7, lr, ror #7          @ A[3,2].e = B[3] ^ (~B[4] & B[0])
    bic     lr, r3, r2, ror #7
    str     r7, [STATE, #140]
    eor     r11, r11, lr, ror #11       @ A[4,2].e = B[4] ^ (~B[0] & B[1])
    str     r11, [STATE, #132]
    @ row y=1, even words
    ldr     r2, [STATE, #192]           @ A[3,0].e
    ldr     r3, [STATE, #180]           @ A[4,1].e
    ldr     r5, [STATE, #164]           @ A[0,2].o
    ldr     r7, [STATE, #188]           @ A[1,3].o
    ldr     r11, [STATE, #172]          @ A[2,4].o
    ldr     lr, [sp, #FR_D+4]           @ D[0].o
    eor     r2, r8, r2, ror #18         @ B[0,1].e = rol(A ^ D, 14)
    eor     r3, r12, r3, ror #15        @ B[1,1].e = rol(A ^ D, 10)
    eor     r5, r5, lr, ror #4          @ B[2,1].e = rol(A ^ D, 2)
    eor     r7, r7, r6, ror #30         @ B[3,1].e = rol(A ^ D, 23)
    eor     r11, r11, r10, ror #22      @ B[4,1].e = rol(A ^ D, 31)
    bic     lr, r5, r3, ror #10
    eor     lr, r2, lr, ror #9          @ A[0,1].e = B[0] ^ (~B[1] & B[2])
    str     lr, [STATE, #164]
    bic     lr, r7, r5, ror #28
    eor     lr, r3, lr, ror #26         @ A[1,1].e = B[1] ^ (~B[2] & B[3])
    str     lr, [STATE, #192]
    bic     lr, r11, r7, ror #2
    eor     r5, lr, r5, ror #30         @ A[2,1].e = B[2] ^ (~B[3] & B[4])
    bic     lr, r2, r11, ror #11
    str     r5, [STATE, #188]
    eor     r7, r7, lr, ror #19         @ A[3,1].e = B[3] ^ (~B[4] & B[0])
    bic     lr, r3, r2, ror #13
    str     r7, [STATE, #180]
    eor     r11, r11, lr, ror #8        @ A[4,1].e = B[4] ^ (~B[0] & B[1])
    str     r11, [STATE, #172]
    @ row y=1, odd words
    ldr     r2, [STATE, #196]           @ A[3,0].o
    ldr     r3, [STATE, #176]           @ A[4,1].o
    ldr     r5, [STATE, #160]           @ A[0,2].e
    ldr     r7, [STATE, #184]           @ A[1,3].e
    ldr     r11, [STATE, #168]          @ A[2,4].e
    ldr     lr, [sp, #FR_D+0]           @ D[0].e
    eor     r2, r2, r1, ror #4          @ B[0,1].o = rol(A ^ D, 14)
    eor     r3, r3, r4, ror #28         @ B[1,1].o = rol(A ^ D, 10)
    eor     r5, lr, r5, ror #15         @ B[2,1].o = rol(A ^ D, 1)
    eor     r11, r9, r11, ror #14       @ B[4,1].o = rol(A ^ D, 30)
    ldr     lr, [sp, #FR_D+8]           @ D[1].e
    eor     r7, lr, r7, ror #11         @ B[3,1].o = rol(A ^ D, 22)
    bic     lr, r5, r3, ror #9
    eor     lr, lr, r2, ror #15         @ A[0,1].o = B[0] ^ (~B[1] & B[2])
    str     lr, [STATE, #160]
    bic     lr, r7, r5, ror #22
    eor     lr, r3, lr, ror #1          @ A[1,1].o = B[1] ^ (~B[2] & B[3])
    str     lr, [STATE, #196]
    bic     lr, r11, r7, ror #26
    eor     r5, lr, r5, ror #16         @ A[2,1].o = B[2] ^ (~B[3] & B[4])
    bic     lr, r2, r11, ror #1
    str     r5, [STATE, #184]
    eor     r7, lr, r7, ror #27         @ A[3,1].o = B[3] ^ (~B[4] & B[0])
    bic     lr, r3, r2, ror #6
    str     r7, [STATE, #176]
    eor     r11, lr, r11, ror #7        @ A[4,1].o = B[4] ^ (~B[0] & B[1])
    str     r11, [STATE, #168]
    @ row y=3, even words
    ldr     r2, [STATE, #96]            @ A[4,0].o
    ldr     r3, [STATE, #84]            @ A[0,1].e
    ldr     r5, [STATE, #108]           @ A[1,2].e
    ldr     r7, [STATE, #92]            @ A[2,3].o
    ldr     r11, [STATE, #116]          @ A[3,4].e
    ldr     lr, [sp, #FR_D+0]           @ D[0].e
    eor     r2, r4, r2, ror #24         @ B[0,3].e = rol(A ^ D, 14)
    eor     r3, lr, r3, ror #26         @ B[1,3].e = rol(A ^ D, 18)
    eor     r7, r7, r10, ror #17        @ B[3,3].e = rol(A ^ D, 8)
    eor     r11, r11, r8, ror #24       @ B[4,3].e = rol(A ^ D, 28)
    ldr     lr, [sp, #FR_D+8]           @ D[1].e
    eor     r5, lr, r5, ror #26         @ B[2,3].e = rol(A ^ D, 5)
    bic     lr, r5, r3, ror #20
    eor     lr, r2, lr, ror #26         @ A[0,3].e = B[0] ^ (~B[1] & B[2])
    str     lr, [STATE, #84]
    bic     lr, r7, r5, ror #2
    eor     lr, lr, r3, ror #22         @ A[1,3].e = B[1] ^ (~B[2] & B[3])
    str     lr, [STATE, #116]
    bic     lr, r11, r7, ror #13
    eor     r5, r5, lr, ror #17         @ A[2,3].e = B[2] ^ (~B[3] & B[4])
    bic     lr, r2, r11, ror #11
    str     r5, [STATE, #108]
    eor     r7, lr, r7, ror #24         @ A[3,3].e = B[3] ^ (~B[4] & B[0])
    bic     lr, r3, r2, ror #18
    str     r7, [STATE, #96]
    eor     r11, r11, lr, ror #3        @ A[4,3].e = B[4] ^ (~B[0] & B[1])
    str     r11, [STATE, #92]
    @ row y=3, odd words
    ldr     r2, [STATE, #100]           @ A[4,0].e
    ldr     r3, [STATE, #80]            @ A[0,1].o
    ldr     r5, [STATE, #104]           @ A[1,2].o
    ldr     r7, [STATE, #88]            @ A[2,3].e
    ldr     r11, [STATE, #112]          @ A[3,4].o
    ldr     lr, [sp, #FR_D+4]           @ D[0].o
    eor     r2, r12, r2, ror #7         @ B[0,3].o = rol(A ^ D, 13)
    eor     r3, lr, r3, ror #26         @ B[1,3].o = rol(A ^ D, 18)
    eor     r5, r6, r5, ror #5          @ B[2,3].o = rol(A ^ D, 5)
    eor     r7, r7, r9, ror #13         @ B[3,3].o = rol(A ^ D, 7)
    eor     r11, r11, r1, ror #25       @ B[4,3].o = rol(A ^ D, 28)
    bic     lr, r5, r3
    eor     lr, lr, r2, ror #19         @ A[0,3].o = B[0] ^ (~B[1] & B[2])
    str     lr, [STATE, #80]
    bic     lr, r7, r5, ror #21
    eor     lr, lr, r3, ror #21         @ A[1,3].o = B[1] ^ (~B[2] & B[3])
    str     lr, [STATE, #112]
    bic     lr, r11, r7, ror #14
    eor     r5, r5, lr, ror #29         @ A[2,3].o = B[2] ^ (~B[3] & B[4])
    bic     lr, r2, r11, ror #10
    str     r5, [STATE, #104]
    eor     r7, r7, lr, ror #8          @ A[3,3].o = B[3] ^ (~B[4] & B[0])
    bic     lr, r3, r2, ror #19
    str     r7, [STATE, #100]
    eor     r11, lr, r11, ror #29       @ A[4,3].o = B[4] ^ (~B[0] & B[1])
    str     r11, [STATE, #88]
    @ row y=4, even words
    ldr     r2, [STATE, #48]            @ A[2,0].e
    ldr     r3, [STATE, #76]            @ A[3,1].o
    ldr     r5, [STATE, #60]            @ A[4,2].o
    ldr     r7, [STATE, #44]            @ A[0,3].o
    ldr     r11, [STATE, #68]           @ A[1,4].e
    ldr     lr, [sp, #FR_D+4]           @ D[0].o
    eor     r2, r2, r9, ror #7          @ B[0,4].e = rol(A ^ D, 31)
    eor     r3, r1, r3, ror #14         @ B[1,4].e = rol(A ^ D, 28)
    eor     r5, r4, r5, ror #11         @ B[2,4].e = rol(A ^ D, 20)
    eor     r7, lr, r7, ror #15         @ B[3,4].e = rol(A ^ D, 21)
    ldr     lr, [sp, #FR_D+8]           @ D[1].e
    eor     r11, r11, lr, ror #31       @ B[4,4].e = rol(A ^ D, 1)
    bic     lr, r5, r3, ror #10
    eor     lr, lr, r2, ror #13         @ A[0,4].e = B[0] ^ (~B[1] & B[2])
    str     lr, [STATE, #44]
    bic     lr, r7, r5, ror #15
    eor     lr, r3, lr, ror #7          @ A[1,4].e = B[1] ^ (~B[2] & B[3])
    str     lr, [STATE, #76]
    bic     lr, r11, r7, ror #12
    eor     r5, r5, lr, ror #5          @ A[2,4].e = B[2] ^ (~B[3] & B[4])
    bic     lr, r2, r11, ror #24
    str     r5, [STATE, #68]
    eor     r7, lr, r7, ror #4          @ A[3,4].e = B[3] ^ (~B[4] & B[0])
    bic     lr, r3, r2, ror #3
    str     r7, [STATE, #60]
    eor     r11, lr, r11, ror #27       @ A[4,4].e = B[4] ^ (~B[0] & B[1])
    str     r11, [STATE, #48]
    @ row y=4, odd words
    ldr     r2, [STATE, #52]            @ A[2,0].o
    ldr     r3, [STATE, #72]            @ A[3,1].e
    ldr     r5, [STATE, #56]            @ A[4,2].e
    ldr     r7, [STATE, #40]            @ A[0,3].e
    ldr     r11, [STATE, #64]           @ A[1,4].o
    ldr     lr, [sp, #FR_D+0]           @ D[0].e
    eor     r2, r10, r2, ror #22        @ B[0,4].o = rol(A ^ D, 31)
    eor     r3, r3, r8, ror #26         @ B[1,4].o = rol(A ^ D, 27)
    eor     r5, r12, r5, ror #5         @ B[2,4].o = rol(A ^ D, 19)
    eor     r7, lr, r7, ror #14         @ B[3,4].o = rol(A ^ D, 20)
    eor     r11, r6, r11, ror #20       @ B[4,4].o = rol(A ^ D, 1)
    bic     lr, r5, r3, ror #15
    eor     lr, lr, r2, ror #23         @ A[0,4].o = B[0] ^ (~B[1] & B[2])
    str     lr, [STATE, #40]
    bic     lr, r7, r5, ror #15
    eor     lr, lr, r3, ror #30         @ A[1,4].o = B[1] ^ (~B[2] & B[3])
    str     lr, [STATE, #72]
    bic     lr, r11, r7, ror #26
    eor     r5, r5, lr, ror #23         @ A[2,4].o = B[2] ^ (~B[3] & B[4])
    bic     lr, r2, r11
    eor     r7, r7, lr, ror #6          @ A[3,4].o = B[3] ^ (~B[4] & B[0])
    bic     lr, r3, r2, ror #8
    str     r5, [STATE, #64]
    eor     r11, r11, lr, ror #24       @ A[4,4].o = B[4] ^ (~B[0] & B[1])
    str     r7, [STATE, #56]
    str     r11, [STATE, #52]
    @ row y=0, odd words
    ldr     r2, [STATE, #4]             @ A[0,0].o
    ldr     r3, [STATE, #28]            @ A[1,1].o
    ldr     r5, [STATE, #12]            @ A[2,2].e
    ldr     r7, [STATE, #36]            @ A[3,3].e
    ldr     r11, [STATE, #20]           @ A[4,4].o
    ldr     lr, [sp, #FR_D+4]           @ D[0].o
    eor     r3, r3, r6, ror #13         @ B[1,0].o = rol(A ^ D, 22)
    eor     r2, r2, lr, ror #4          @ B[0,0].o = rol(A ^ D, 0)
    eor     r5, r5, r9, ror #26         @ B[2,0].o = rol(A ^ D, 21)
    eor     r7, r8, r7, ror #21         @ B[3,0].o = rol(A ^ D, 10)
    eor     r11, r4, r11, ror #19       @ B[4,0].o = rol(A ^ D, 7)
    bic     lr, r5, r3, ror #18
    eor     lr, r2, lr, ror #2          @ A[0,0].o = B[0] ^ (~B[1] & B[2])
    str     lr, [STATE, #4]
    bic     lr, r7, r5, ror #9
    eor     lr, r3, lr, ror #5          @ A[1,0].o = B[1] ^ (~B[2] & B[3])
    str     lr, [STATE, #36]
    bic     lr, r11, r7, ror #14
    eor     r5, lr, r5, ror #23         @ A[2,0].o = B[2] ^ (~B[3] & B[4])
    bic     lr, r2, r11, ror #11
    str     r5, [STATE, #28]
    eor     r7, lr, r7, ror #25         @ A[3,0].o = B[3] ^ (~B[4] & B[0])
    bic     lr, r3, r2, ror #12
    str     r7, [STATE, #20]
    eor     r11, r11, lr, ror #9        @ A[4,0].o = B[4] ^ (~B[0] & B[1])
    @ row y=0, even words
    ldr     r2, [STATE, #0]             @ A[0,0].e
    ldr     r3, [STATE, #24]            @ A[1,1].e
    ldr     r4, [STATE, #8]             @ A[2,2].o
    ldr     r5, [STATE, #32]            @ A[3,3].o
    ldr     r6, [STATE, #16]            @ A[4,4].e
    ldr     r7, [sp, #FR_D+0]           @ D[0].e
    ldr     r8, [sp, #FR_D+8]           @ D[1].e
    str     r11, [STATE, #12]
    eor     r2, r2, r7, ror #4          @ B[0,0].e = rol(A ^ D, 0)
    eor     r3, r8, r3, ror #19         @ B[1,0].e = rol(A ^ D, 22)
    eor     r4, r4, r10, ror #1         @ B[2,0].e = rol(A ^ D, 22)
    eor     r5, r5, r1, ror #17         @ B[3,0].e = rol(A ^ D, 11)
    eor     r6, r12, r6, ror #18        @ B[4,0].e = rol(A ^ D, 7)
    bic     r7, r4, r3, ror #15
    eor     r7, r2, r7, ror #30         @ A[0,0].e = B[0] ^ (~B[1] & B[2])
    str     r7, [STATE, #0]
    bic     r7, r5, r4, ror #22
    eor     r7, r3, r7, ror #27         @ A[1,0].e = B[1] ^ (~B[2] & B[3])
    str     r7, [STATE, #32]
    bic     r7, r6, r5, ror #29
    eor     r4, r4, r7, ror #13         @ A[2,0].e = B[2] ^ (~B[3] & B[4])
    bic     r7, r2, r6, ror #11
    str     r4, [STATE, #24]
    eor     r5, r5, r7, ror #24         @ A[3,0].e = B[3] ^ (~B[4] & B[0])
    bic     r7, r3, r2, ror #19
    str     r5, [STATE, #16]
    eor     r6, r7, r6, ror #30         @ A[4,0].e = B[4] ^ (~B[0] & B[1])
    str     r6, [STATE, #8]
    @ theta, round 3 of 4: column parities C[x]
    ldr     r1, [sp, #FR_RCP]           @ rcp
    ldr     r2, [STATE, #0]             @ A[0,0].e
    ldr     r3, [STATE, #4]             @ A[0,0].o
    ldr     r6, [STATE, #164]           @ A[0,1].e
    ldr     r7, [STATE, #160]           @ A[0,1].o
    ldr     r8, [STATE, #124]           @ A[0,2].e
    ldr     r9, [STATE, #120]           @ A[0,2].o
    ldr     r10, [STATE, #84]           @ A[0,3].e
    ldr     r11, [STATE, #80]           @ A[0,3].o
    ldr     r12, [STATE, #44]           @ A[0,4].e
    ldr     lr, [STATE, #40]            @ A[0,4].o
    ldr     r4, [r1, #8]                @ RC[round 2].e
    ldr     r5, [r1, #12]               @ RC[round 2].o
    eor     r2, r2, r4                  @ iota of round 2
    str     r2, [STATE, #0]
    eor     r3, r3, r5                  @ iota of round 2
    str     r3, [STATE, #4]
    eor     r2, r6, r2, ror #11
    eor     r8, r8, r10, ror #15
    eor     r3, r3, r7, ror #3
    eor     r9, r11, r9, ror #1
    eor     r2, r2, r8
    eor     r3, r9, r3, ror #14
    eor     r2, r2, r12, ror #9
    eor     r3, r3, lr, ror #13
    ldr     r1, [STATE, #32]            @ A[1,0].e
    ldr     r4, [STATE, #36]            @ A[1,0].o
    ldr     r5, [STATE, #192]           @ A[1,1].e
    ldr     r6, [STATE, #196]           @ A[1,1].o
    ldr     r10, [STATE, #156]          @ A[1,2].e
    ldr     r7, [STATE, #152]           @ A[1,2].o
    ldr     r11, [STATE, #116]          @ A[1,3].e
    ldr     r8, [STATE, #112]           @ A[1,3].o
    ldr     r9, [STATE, #76]            @ A[1,4].e
    ldr     r12, [STATE, #72]           @ A[1,4].o
    ldr     lr, [STATE, #24]            @ A[2,0].e
    eor     r1, r5, r1, ror #5
    eor     r10, r10, r11, ror #14
    eor     r4, r4, r6, ror #24
    eor     r7, r7, r8, ror #15
    eor     r1, r1, r10, ror #6
    eor     r4, r4, r7, ror #26
    eor     r1, r1, r9
    eor     r4, r4, r12, ror #28
    ldr     r5, [STATE, #28]            @ A[2,0].o
    ldr     r11, [STATE, #188]          @ A[2,1].e
    ldr     r6, [STATE, #184]           @ A[2,1].o
    ldr     r8, [STATE, #144]           @ A[2,2].e
    ldr     r10, [STATE, #148]          @ A[2,2].o
    ldr     r7, [STATE, #108]           @ A[2,3].e
    ldr     r9, [STATE, #104]           @ A[2,3].o
    ldr     r12, [STATE, #68]           @ A[2,4].e
    eor     lr, r11, lr, ror #30
    eor     r8, r8, r7, ror #27
    eor     r5, r6, r5, ror #24
    eor     r10, r10, r9, ror #14
    eor     lr, lr, r8, ror #3
    eor     r5, r5, r10, ror #17
    eor     lr, lr, r12, ror #30
    ldr     r11, [STATE, #64]           @ A[2,4].o
    ldr     r7, [STATE, #16]            @ A[3,0].e
    ldr     r6, [STATE, #20]            @ A[3,0].o
    ldr     r9, [STATE, #180]           @ A[3,1].e
    ldr     r8, [STATE, #176]           @ A[3,1].o
    ldr     r10, [STATE, #140]          @ A[3,2].e
    ldr     r12, [STATE, #136]          @ A[3,2].o
    eor     r5, r5, r11, ror #12
    eor     r7, r7, r9, ror #26
    eor     r6, r6, r8, ror #18
    eor     r7, r7, r10, ror #6
    eor     r6, r6, r12, ror #14
    ldr     r11, [STATE, #96]           @ A[3,3].e
    ldr     r9, [STATE, #100]           @ A[3,3].o
    ldr     r8, [STATE, #60]            @ A[3,4].e
    ldr     r10, [STATE, #56]           @ A[3,4].o
    ldr     r12, [STATE, #8]            @ A[4,0].e
    eor     r7, r7, r11, ror #28
    eor     r6, r6, r9, ror #29
    eor     r7, r7, r8, ror #3
    eor     r6, r6, r10, ror #16
    ldr     r11, [STATE, #12]           @ A[4,0].o
    ldr     r9, [STATE, #172]           @ A[4,1].e
    ldr     r8, [STATE, #168]           @ A[4,1].o
    ldr     r10, [STATE, #132]          @ A[4,2].e
    eor     r12, r12, r9, ror #19
    eor     r11, r11, r8, ror #1
    eor     r12, r12, r10, ror #22
    ldr     r9, [STATE, #128]           @ A[4,2].o
    ldr     r8, [STATE, #92]            @ A[4,3].e
    ldr     r10, [STATE, #88]           @ A[4,3].o
    eor     r12, r8, r12, ror #30
    eor     r11, r11, r9, ror #7
    ldr     r8, [STATE, #48]            @ A[4,4].e
    ldr     r9, [STATE, #52]            @ A[4,4].o
    eor     r11, r11, r10, ror #7
    eor     r12, r12, r8, ror #25
    eor     r11, r9, r11, ror #21
    @ theta: D[x] = C[x-1] ^ rol(C[x+1], 1)
    eor     r10, r4, r12, ror #28       @ D[0].e
    eor     r8, r11, r1, ror #18        @ D[0].o
    str     r10, [sp, #FR_D+0]          @ to the frame
    str     r8, [sp, #FR_D+4]           @ to the frame
    eor     r9, r1, r6, ror #23         @ D[2].e
    eor     r10, r7, r4, ror #12        @ D[2].o
    eor     r8, lr, r11, ror #21        @ D[3].e
    eor     r1, r5, r12, ror #28        @ D[3].o
    eor     r4, r2, r6, ror #11         @ D[4].o
    eor     r11, r5, r2, ror #3         @ D[1].e
    eor     r12, r3, r7, ror #23        @ D[4].e
    str     r11, [sp, #FR_D+8]          @ to the frame
    eor     r6, r3, lr, ror #14         @ D[1].o
    @ rho, pi, chi in place, one row half at a time
    @ row y=2, odd words
    ldr     r2, [STATE, #32]            @ A[1,0].e
    ldr     r5, [STATE, #184]           @ A[2,1].o
    ldr     r7, [STATE, #140]           @ A[3,2].e
    ldr     r3, [STATE, #88]            @ A[4,3].o
    ldr     lr, [STATE, #40]            @ A[0,4].o
    eor     r2, r2, r11, ror #5         @ B[0,2].o = rol(A ^ D, 0)
    eor     r5, r10, r5, ror #11        @ B[1,2].o = rol(A ^ D, 3)
    eor     r7, r7, r8, ror #18         @ B[2,2].o = rol(A ^ D, 12)
    eor     r3, r4, r3, ror #29         @ B[3,2].o = rol(A ^ D, 4)
    ldr     r11, [sp, #FR_D+4]          @ D[0].o
    eor     lr, lr, r11, ror #23        @ B[4,2].o = rol(A ^ D, 9)
    bic     r11, r7, r5, ror #3
    eor     r11, r11, r2, ror #11       @ A[0,2].o = B[0] ^ (~B[1] & B[2])
    str     r11, [STATE, #40]
    bic     r11, r3, r7, ror #17
    eor     r11, r5, r11, ror #12       @ A[1,2].o = B[1] ^ (~B[2] & B[3])
    str     r11, [STATE, #140]
    bic     r11, lr, r3, ror #27
    eor     r7, r11, r7, ror #12        @ A[2,2].o = B[2] ^ (~B[3] & B[4])
    bic     r11, r2, lr, ror #9
    str     r7, [STATE, #32]
    eor     r3, r11, r3, ror #4         @ A[3,2].o = B[3] ^ (~B[4] & B[0])
    bic     r11, r5, r2, ror #8
    str     r3, [STATE, #88]
    eor     lr, r11, lr, ror #17        @ A[4,2].o = B[4] ^ (~B[0] & B[1])
    str     lr, [STATE, #184]
    @ row y=2, even words
    ldr     r2, [STATE, #36]            @ A[1,0].o
    ldr     r3, [STATE, #188]           @ A[2,1].e
    ldr     r5, [STATE, #136]           @ A[3,2].o
    ldr     r7, [STATE, #92]            @ A[4,3].e
    ldr     r11, [STATE, #44]           @ A[0,4].e
    ldr     lr, [sp, #FR_D+0]           @ D[0].e
    eor     r2, r2, r6, ror #30         @ B[0,2].e = rol(A ^ D, 1)
    eor     r3, r9, r3, ror #24         @ B[1,2].e = rol(A ^ D, 3)
    eor     r5, r5, r1, ror #5          @ B[2,2].e = rol(A ^ D, 13)
    eor     r7, r12, r7, ror #30        @ B[3,2].e = rol(A ^ D, 4)
    eor     r11, lr, r11, ror #11       @ B[4,2].e = rol(A ^ D, 9)
    bic     lr, r5, r3, ror #4
    eor     lr, lr, r2, ror #18         @ A[0,2].e = B[0] ^ (~B[1] & B[2])
    str     lr, [STATE, #44]
    bic     lr, r7, r5, ror #20
    eor     lr, r3, lr, ror #8          @ A[1,2].e = B[1] ^ (~B[2] & B[3])
    str     lr, [STATE, #136]
    bic     lr, r11, r7, ror #3
    eor     r5, lr, r5, ror #23         @ A[2,2].e = B[2] ^ (~B[3] & B[4])
    bic     lr, r2, r11, ror #23
    str     r5, [STATE, #36]
    eor     r7, r7, lr, ror #6          @ A[3,2].e = B[3] ^ (~B[4] & B[0])
    bic     lr, r3, r2, ror #14
    str     r7, [STATE, #92]
    eor     r11, lr, r11, ror #5        @ A[4,2].e = B[4] ^ (~B[0] & B[1])
    str     r11, [STATE, #188]
    @ row y=1, even words
    ldr     r2, [STATE, #16]            @ A[3,0].e
    ldr     r3, [STATE, #172]           @ A[4,1].e
    ldr     r5, [STATE, #120]           @ A[0,2].o
    ldr     r7, [STATE, #112]           @ A[1,3].o
    ldr     r11, [STATE, #64]           @ A[2,4].o
    ldr     lr, [sp, #FR_D+4]           @ D[0].o
    eor     r2, r8, r2, ror #8          @ B[0,1].e = rol(A ^ D, 14)
    eor     r3, r3, r12, ror #17        @ B[1,1].e = rol(A ^ D, 10)
    eor     r5, r5, lr, ror #3          @ B[2,1].e = rol(A ^ D, 2)
    eor     r7, r6, r7, ror #11         @ B[3,1].e = rol(A ^ D, 23)
    eor     r11, r11, r10, ror #9       @ B[4,1].e = rol(A ^ D, 31)
    bic     lr, r5, r3, ror #5
    eor     lr, r2, lr, ror #31         @ A[0,1].e = B[0] ^ (~B[1] & B[2])
    str     lr, [STATE, #120]
    bic     lr, r7, r5, ror #22
    eor     lr, r3, lr, ror #5          @ A[1,1].e = B[1] ^ (~B[2] & B[3])
    str     lr, [STATE, #16]
    bic     lr, r11, r7, ror #27
    eor     r5, r5, lr, ror #15         @ A[2,1].e = B[2] ^ (~B[3] & B[4])
    bic     lr, r2, r11, ror #14
    str     r5, [STATE, #112]
    eor     r7, r7, lr, ror #23         @ A[3,1].e = B[3] ^ (~B[4] & B[0])
    bic     lr, r3, r2, ror #28
    str     r7, [STATE, #172]
    eor     r11, lr, r11, ror #10       @ A[4,1].e = B[4] ^ (~B[0] & B[1])
    str     r11, [STATE, #64]
    @ row y=1, odd words
    ldr     r2, [STATE, #20]            @ A[3,0].o
    ldr     r3, [STATE, #168]           @ A[4,1].o
    ldr     r5, [STATE, #124]           @ A[0,2].e
    ldr     r7, [STATE, #116]           @ A[1,3].e
    ldr     r11, [STATE, #68]           @ A[2,4].e
    ldr     lr, [sp, #FR_D+0]           @ D[0].e
    eor     r2, r1, r2, ror #13         @ B[0,1].o = rol(A ^ D, 14)
    eor     r3, r4, r3, ror #23         @ B[1,1].o = rol(A ^ D, 10)
    eor     r5, lr, r5, ror #2          @ B[2,1].o = rol(A ^ D, 1)
    eor     r11, r9, r11, ror #22       @ B[4,1].o = rol(A ^ D, 30)
    ldr     lr, [sp, #FR_D+8]           @ D[1].e
    eor     r7, lr, r7, ror #10         @ B[3,1].o = rol(A ^ D, 22)
    bic     lr, r5, r3, ror #25
    eor     lr, r2, lr, ror #13         @ A[0,1].o = B[0] ^ (~B[1] & B[2])
    str     lr, [STATE, #124]
    bic     lr, r7, r5, ror #22
    eor     lr, r3, lr, ror #17         @ A[1,1].o = B[1] ^ (~B[2] & B[3])
    str     lr, [STATE, #20]
    bic     lr, r11, r7, ror #18
    eor     r5, lr, r5, ror #8          @ A[2,1].o = B[2] ^ (~B[3] & B[4])
    bic     lr, r2, r11, ror #5
    str     r5, [STATE, #116]
    eor     r7, r7, lr, ror #9          @ A[3,1].o = B[3] ^ (~B[4] & B[0])
    bic     lr, r3, r2, ror #26
    str     r7, [STATE, #168]
    eor     r11, r11, lr, ror #1        @ A[4,1].o = B[4] ^ (~B[0] & B[1])
    str     r11, [STATE, #68]
    @ row y=3, even words
    ldr     r2, [STATE, #12]            @ A[4,0].o
    ldr     r3, [STATE, #164]           @ A[0,1].e
    ldr     r5, [STATE, #156]           @ A[1,2].e
    ldr     r7, [STATE, #104]           @ A[2,3].o
    ldr     r11, [STATE, #60]           @ A[3,4].e
    ldr     lr, [sp, #FR_D+0]           @ D[0].e
    eor     r2, r2, r4, ror #10         @ B[0,3].e = rol(A ^ D, 14)
    eor     r3, r3, lr, ror #30         @ B[1,3].e = rol(A ^ D, 18)
    eor     r7, r7, r10, ror #22        @ B[3,3].e = rol(A ^ D, 8)
    eor     r11, r8, r11, ror #11       @ B[4,3].e = rol(A ^ D, 28)
    ldr     lr, [sp, #FR_D+8]           @ D[1].e
    eor     r5, lr, r5, ror #28         @ B[2,3].e = rol(A ^ D, 5)
    bic     lr, r5, r3, ror #22
    eor     lr, lr, r2, ror #16         @ A[0,3].e = B[0] ^ (~B[1] & B[2])
    str     lr, [STATE, #164]
    bic     lr, r7, r5, ror #3
    eor     lr, r3, lr, ror #7          @ A[1,3].e = B[1] ^ (~B[2] & B[3])
    str     lr, [STATE, #60]
    bic     lr, r11, r7, ror #6
    eor     r5, r5, lr, ror #23         @ A[2,3].e = B[2] ^ (~B[3] & B[4])
    bic     lr, r2, r11, ror #7
    str     r5, [STATE, #156]
    eor     r7, r7, lr, ror #19         @ A[3,3].e = B[3] ^ (~B[4] & B[0])
    bic     lr, r3, r2, ror #26
    str     r7, [STATE, #12]
    eor     r11, r11, lr, ror #31       @ A[4,3].e = B[4] ^ (~B[0] & B[1])
    str     r11, [STATE, #104]
    @ row y=3, odd words
    ldr     r2, [STATE, #8]             @ A[4,0].e
    ldr     r3, [STATE, #160]           @ A[0,1].o
    ldr     r5, [STATE, #152]           @ A[1,2].o
    ldr     r7, [STATE, #108]           @ A[2,3].e
    ldr     r11, [STATE, #56]           @ A[3,4].o
    ldr     lr, [sp, #FR_D+4]           @ D[0].o
    eor     r2, r2, r12, ror #4         @ B[0,3].o = rol(A ^ D, 13)
    eor     r3, lr, r3, ror #13         @ B[1,3].o = rol(A ^ D, 18)
    eor     r5, r6, r5, ror #28         @ B[2,3].o = rol(A ^ D, 5)
    eor     r7, r7, r9, ror #10         @ B[3,3].o = rol(A ^ D, 7)
    eor     r11, r11, r1, ror #3        @ B[4,3].o = rol(A ^ D, 28)
    bic     lr, r5, r3, ror #23
    eor     lr, lr, r2, ror #19         @ A[0,3].o = B[0] ^ (~B[1] & B[2])
    str     lr, [STATE, #160]
    bic     lr, r7, r5, ror #22
    eor     lr, lr, r3, ror #13         @ A[1,3].o = B[1] ^ (~B[2] & B[3])
    str     lr, [STATE, #56]
    bic     lr, r11, r7, ror #3
    eor     r5, r5, lr, ror #7          @ A[2,3].o = B[2] ^ (~B[3] & B[4])
    bic     lr, r2, r11, ror #20
    str     r5, [STATE, #152]
    eor     r7, lr, r7, ror #23         @ A[3,3].o = B[3] ^ (~B[4] & B[0])
    bic     lr, r3, r2, ror #28
    str     r7, [STATE, #8]
    eor     r11, lr, r11, ror #16       @ A[4,3].o = B[4] ^ (~B[0] & B[1])
    str     r11, [STATE, #108]
    @ row y=4, even words
    ldr     r2, [STATE, #24]            @ A[2,0].e
    ldr     r3, [STATE, #176]           @ A[3,1].o
    ldr     r5, [STATE, #128]           @ A[4,2].o
    ldr     r7, [STATE, #80]            @ A[0,3].o
    ldr     r11, [STATE, #76]           @ A[1,4].e
    ldr     lr, [sp, #FR_D+4]           @ D[0].o
    eor     r2, r9, r2, ror #22         @ B[0,4].e = rol(A ^ D, 31)
    eor     r3, r1, r3, ror #31         @ B[1,4].e = rol(A ^ D, 28)
    eor     r5, r5, r4, ror #3          @ B[2,4].e = rol(A ^ D, 20)
    eor     r7, lr, r7, ror #28         @ B[3,4].e = rol(A ^ D, 21)
    ldr     lr, [sp, #FR_D+8]           @ D[1].e
    eor     r11, r11, lr, ror #10       @ B[4,4].e = rol(A ^ D, 1)
    bic     lr, r5, r3, ror #25
    eor     lr, r2, lr, ror #21         @ A[0,4].e = B[0] ^ (~B[1] & B[2])
    str     lr, [STATE, #80]
    bic     lr, r7, r5, ror #29
    eor     lr, lr, r3, ror #22         @ A[1,4].e = B[1] ^ (~B[2] & B[3])
    str     lr, [STATE, #176]
    bic     lr, r11, r7, ror #26
    eor     r5, r5, lr, ror #9          @ A[2,4].e = B[2] ^ (~B[3] & B[4])
    bic     lr, r2, r11, ror #30
    str     r5, [STATE, #76]
    eor     r7, lr, r7, ror #24         @ A[3,4].e = B[3] ^ (~B[4] & B[0])
    bic     lr, r3, r2, ror #18
    str     r7, [STATE, #128]
    eor     r11, r11, lr, ror #16       @ A[4,4].e = B[4] ^ (~B[0] & B[1])
    str     r11, [STATE, #24]
    @ row y=4, odd words
    ldr     r2, [STATE, #28]            @ A[2,0].o
    ldr     r3, [STATE, #180]           @ A[3,1].e
    ldr     r5, [STATE, #132]           @ A[4,2].e
    ldr     r7, [STATE, #84]            @ A[0,3].e
    ldr     r11, [STATE, #72]           @ A[1,4].o
    ldr     lr, [sp, #FR_D+0]           @ D[0].e
    eor     r2, r10, r2, ror #3         @ B[0,4].o = rol(A ^ D, 31)
    eor     r3, r3, r8, ror #30         @ B[1,4].o = rol(A ^ D, 27)
    eor     r5, r12, r5, ror #18        @ B[2,4].o = rol(A ^ D, 19)
    eor     r7, lr, r7, ror #17         @ B[3,4].o = rol(A ^ D, 20)
    eor     r11, r6, r11, ror #30       @ B[4,4].o = rol(A ^ D, 1)
    bic     lr, r5, r3, ror #9
    eor     lr, r2, lr, ror #21         @ A[0,4].o = B[0] ^ (~B[1] & B[2])
    str     lr, [STATE, #84]
    bic     lr, r7, r5, ror #31
    eor     lr, lr, r3, ror #8          @ A[1,4].o = B[1] ^ (~B[2] & B[3])
    str     lr, [STATE, #180]
    bic     lr, r11, r7, ror #14
    eor     r5, lr, r5, ror #13         @ A[2,4].o = B[2] ^ (~B[3] & B[4])
    bic     lr, r2, r11, ror #8
    str     r5, [STATE, #72]
    eor     r7, lr, r7, ror #22         @ A[3,4].o = B[3] ^ (~B[4] & B[0])
    bic     lr, r3, r2, ror #2
    str     r7, [STATE, #132]
    eor     r11, lr, r11, ror #10       @ A[4,4].o = B[4] ^ (~B[0] & B[1])
    str     r11, [STATE, #28]
    @ row y=0, odd words
    ldr     r2, [STATE, #4]             @ A[0,0].o
    ldr     r3, [STATE, #196]           @ A[1,1].o
    ldr     r5, [STATE, #144]           @ A[2,2].e
    ldr     r7, [STATE, #96]            @ A[3,3].e
    ldr     r11, [STATE, #52]           @ A[4,4].o
    ldr     lr, [sp, #FR_D+4]           @ D[0].o
    eor     r3, r3, r6, ror #6          @ B[1,0].o = rol(A ^ D, 22)
    eor     r2, r2, lr, ror #22         @ B[0,0].o = rol(A ^ D, 0)
    eor     r5, r9, r5, ror #27         @ B[2,0].o = rol(A ^ D, 21)
    eor     r7, r7, r8, ror #28         @ B[3,0].o = rol(A ^ D, 10)
    eor     r11, r4, r11, ror #1        @ B[4,0].o = rol(A ^ D, 7)
    bic     lr, r5, r3, ror #3
    eor     lr, r2, lr, ror #19         @ A[0,0].o = B[0] ^ (~B[1] & B[2])
    str     lr, [STATE, #4]
    bic     lr, r7, r5, ror #25
    eor     lr, r3, lr, ror #4          @ A[1,0].o = B[1] ^ (~B[2] & B[3])
    str     lr, [STATE, #96]
    bic     lr, r11, r7, ror #12
    eor     r5, lr, r5, ror #5          @ A[2,0].o = B[2] ^ (~B[3] & B[4])
    bic     lr, r2, r11, ror #14
    str     r5, [STATE, #196]
    eor     r7, lr, r7, ror #26         @ A[3,0].o = B[3] ^ (~B[4] & B[0])
    bic     lr, r3, r2, ror #10
    str     r7, [STATE, #52]
    eor     r11, r11, lr, ror #8        @ A[4,0].o = B[4] ^ (~B[0] & B[1])
    @ row y=0, even words
    ldr     r2, [STATE, #0]             @ A[0,0].e
    ldr     r3, [STATE, #192]           @ A[1,1].e
    ldr     r4, [STATE, #148]           @ A[2,2].o
    ldr     r5, [STATE, #100]           @ A[3,3].o
    ldr     r6, [STATE, #48]            @ A[4,4].e
    ldr     r7, [sp, #FR_D+0]           @ D[0].e
    ldr     r8, [sp, #FR_D+8]           @ D[1].e
    str     r11, [STATE, #144]
    eor     r2, r2, r7, ror #19         @ B[0,0].e = rol(A ^ D, 0)
    eor     r3, r3, r8, ror #10         @ B[1,0].e = rol(A ^ D, 22)
    eor     r4, r4, r10, ror #4         @ B[2,0].e = rol(A ^ D, 22)
    eor     r5, r1, r5, ror #10         @ B[3,0].e = rol(A ^ D, 11)
    eor     r6, r6, r12, ror #9         @ B[4,0].e = rol(A ^ D, 7)
    bic     r7, r4, r3, ror #4
    eor     r7, r2, r7, ror #14         @ A[0,0].e = B[0] ^ (~B[1] & B[2])
    str     r7, [STATE, #0]
    bic     r7, r5, r4, ror #6
    eor     r7, r3, r7, ror #22         @ A[1,0].e = B[1] ^ (~B[2] & B[3])
    str     r7, [STATE, #100]
    bic     r7, r6, r5, ror #7
    eor     r4, r7, r4, ror #13         @ A[2,0].e = B[2] ^ (~B[3] & B[4])
    bic     r7, r2, r6, ror #1
    str     r4, [STATE, #192]
    eor     r5, r7, r5, ror #8          @ A[3,0].e = B[3] ^ (~B[4] & B[0])
    bic     r7, r3, r2, ror #14
    str     r5, [STATE, #48]
    eor     r6, r7, r6, ror #15         @ A[4,0].e = B[4] ^ (~B[0] & B[1])
    str     r6, [STATE, #148]
    @ theta, round 4 of 4: column parities C[x]
    ldr     r1, [sp, #FR_RCP]           @ rcp
    ldr     r2, [STATE, #0]             @ A[0,0].e
    ldr     r3, [STATE, #4]             @ A[0,0].o
    ldr     r6, [STATE, #120]           @ A[0,1].e
    ldr     r7, [STATE, #124]           @ A[0,1].o
    ldr     r8, [STATE, #44]            @ A[0,2].e
    ldr     r9, [STATE, #40]            @ A[0,2].o
    ldr     r10, [STATE, #164]          @ A[0,3].e
    ldr     r11, [STATE, #160]          @ A[0,3].o
    ldr     r12, [STATE, #80]           @ A[0,4].e
    ldr     lr, [STATE, #84]            @ A[0,4].o
    ldr     r4, [r1, #16]               @ RC[round 3].e
    ldr     r5, [r1, #20]               @ RC[round 3].o
    eor     r2, r2, r4                  @ iota of round 3
    str     r2, [STATE, #0]
    eor     r3, r3, r5                  @ iota of round 3
    str     r3, [STATE, #4]
    eor     r2, r2, r6, ror #18
    eor     r8, r8, r10, ror #12
    eor     r3, r3, r7, ror #5
    eor     r9, r9, r11, ror #11
    eor     r2, r2, r8, ror #1
    eor     r3, r3, r9, ror #2
    eor     r2, r2, r12, ror #9
    eor     r3, r3, lr, ror #9
    ldr     r1, [STATE, #100]           @ A[1,0].e
    ldr     r4, [STATE, #96]            @ A[1,0].o
    ldr     r5, [STATE, #16]            @ A[1,1].e
    ldr     r6, [STATE, #20]            @ A[1,1].o
    ldr     r10, [STATE, #136]          @ A[1,2].e
    ldr     r7, [STATE, #140]           @ A[1,2].o
    ldr     r11, [STATE, #60]           @ A[1,3].e
    ldr     r8, [STATE, #56]            @ A[1,3].o
    ldr     r9, [STATE, #176]           @ A[1,4].e
    ldr     r12, [STATE, #180]          @ A[1,4].o
    ldr     lr, [STATE, #192]           @ A[2,0].e
    eor     r1, r1, r5, ror #4
    eor     r10, r10, r11, ror #30
    eor     r4, r4, r6, ror #21
    eor     r7, r7, r8, ror #18
    eor     r1, r1, r10, ror #19
    eor     r4, r4, r7, ror #15
    eor     r1, r1, r9, ror #15
    eor     r4, r12, r4, ror #23
    ldr     r5, [STATE, #196]           @ A[2,0].o
    ldr     r11, [STATE, #112]          @ A[2,1].e
    ldr     r6, [STATE, #116]           @ A[2,1].o
    ldr     r8, [STATE, #36]            @ A[2,2].e
    ldr     r10, [STATE, #32]           @ A[2,2].o
    ldr     r7, [STATE, #156]           @ A[2,3].e
    ldr     r9, [STATE, #152]           @ A[2,3].o
    ldr     r12, [STATE, #76]           @ A[2,4].e
    eor     lr, lr, r11, ror #16
    eor     r8, r8, r7, ror #3
    eor     r5, r5, r6, ror #28
    eor     r10, r10, r9, ror #23
    eor     lr, lr, r8, ror #9
    eor     r5, r5, r10, ror #8
    eor     lr, lr, r12, ror #29
    ldr     r11, [STATE, #72]           @ A[2,4].o
    ldr     r7, [STATE, #48]            @ A[3,0].e
    ldr     r6, [STATE, #52]            @ A[3,0].o
    ldr     r9, [STATE, #172]           @ A[3,1].e
    ldr     r8, [STATE, #168]           @ A[3,1].o
    ldr     r10, [STATE, #92]           @ A[3,2].e
    ldr     r12, [STATE, #88]           @ A[3,2].o
    eor     r5, r5, r11, ror #3
    eor     r7, r7, r9, ror #27
    eor     r6, r6, r8, ror #28
    eor     r7, r10, r7, ror #19
    eor     r6, r6, r12, ror #13
    ldr     r11, [STATE, #12]           @ A[3,3].e
    ldr     r9, [STATE, #8]             @ A[3,3].o
    ldr     r8, [STATE, #128]           @ A[3,4].e
    ldr     r10, [STATE, #132]          @ A[3,4].o
    ldr     r12, [STATE, #148]          @ A[4,0].e
    eor     r7, r7, r11, ror #29
    eor     r6, r9, r6
    eor     r7, r7, r8, ror #28
    eor     r6, r6, r10, ror #9
    ldr     r11, [STATE, #144]          @ A[4,0].o
    ldr     r9, [STATE, #64]            @ A[4,1].e
    ldr     r8, [STATE, #68]            @ A[4,1].o
    ldr     r10, [STATE, #188]          @ A[4,2].e
    eor     r12, r12, r9, ror #4
    eor     r11, r11, r8, ror #28
    eor     r12, r12, r10, ror #19
    ldr     r9, [STATE, #184]           @ A[4,2].o
    ldr     r8, [STATE, #104]           @ A[4,3].e
    ldr     r10, [STATE, #108]          @ A[4,3].o
    eor     r12, r12, r8, ror #18
    eor     r11, r9, r11, ror #9
    ldr     r8, [STATE, #24]            @ A[4,4].e
    ldr     r9, [STATE, #28]            @ A[4,4].o
    eor     r11, r11, r10, ror #31
    eor     r12, r12, r8, ror #21
    eor     r11, r11, r9, ror #2
    @ theta: D[x] = C[x-1] ^ rol(C[x+1], 1)
    eor     r10, r12, r4, ror #12       @ D[0].e
    eor     r8, r1, r11, ror #19        @ D[0].o
    str     r10, [sp, #FR_D+0]          @ to the frame
    str     r8, [sp, #FR_D+4]           @ to the frame
    eor     r9, r6, r1, ror #19         @ D[2].e
    eor     r10, r4, r7, ror #14        @ D[2].o
    eor     r8, lr, r11, ror #3         @ D[3].e
    eor     r1, r5, r12, ror #4         @ D[3].o
    eor     r4, r2, r6                  @ D[4].o
    eor     r11, r2, r5, ror #13        @ D[1].e
    eor     r12, r7, r3, ror #18        @ D[4].e
    str     r11, [sp, #FR_D+8]          @ to the frame
    eor     r6, lr, r3, ror #31         @ D[1].o
    @ rho, pi, chi in place, one row half at a time
    @ row y=2, odd words
    ldr     r2, [STATE, #100]           @ A[1,0].e
    ldr     r5, [STATE, #116]           @ A[2,1].o
    ldr     r7, [STATE, #92]            @ A[3,2].e
    ldr     r3, [STATE, #108]           @ A[4,3].o
    ldr     lr, [STATE, #84]            @ A[0,4].o
    eor     r2, r11, r2, ror #18        @ B[0,2].o = rol(A ^ D, 0)
    eor     r5, r5, r10, ror #21        @ B[1,2].o = rol(A ^ D, 3)
    eor     r7, r7, r8, ror #20         @ B[2,2].o = rol(A ^ D, 12)
    eor     r3, r3, r4, ror #28         @ B[3,2].o = rol(A ^ D, 4)
    ldr     r11, [sp, #FR_D+4]          @ D[0].o
    eor     lr, lr, r11, ror #9         @ B[4,2].o = rol(A ^ D, 9)
    bic     r11, r7, r5, ror #6
    eor     r11, r2, r11, ror #1        @ A[0,2].o = B[0] ^ (~B[1] & B[2])
    str     r11, [STATE, #84]
    bic     r11, r3, r7, ror #1
    eor     r11, r11, r5, ror #7        @ A[1,2].o = B[1] ^ (~B[2] & B[3])
    str     r11, [STATE, #92]
    bic     r11, lr, r3
    eor     r7, r11, r7, ror #1         @ A[2,2].o = B[2] ^ (~B[3] & B[4])
    bic     r11, r2, lr
    eor     r3, r11, r3                 @ A[3,2].o = B[3] ^ (~B[4] & B[0])
    bic     r11, r5, r2, ror #25
    str     r7, [STATE, #100]
    eor     lr, lr, r11, ror #7         @ A[4,2].o = B[4] ^ (~B[0] & B[1])
    str     r3, [STATE, #108]
    str     lr, [STATE, #116]
    @ row y=2, even words
    ldr     r2, [STATE, #96]            @ A[1,0].o
    ldr     r3, [STATE, #112]           @ A[2,1].e
    ldr     r5, [STATE, #88]            @ A[3,2].o
    ldr     r7, [STATE, #104]           @ A[4,3].e
    ldr     r11, [STATE, #80]           @ A[0,4].e
    ldr     lr, [sp, #FR_D+0]           @ D[0].e
    eor     r2, r6, r2, ror #21         @ B[0,2].e = rol(A ^ D, 1)
    eor     r3, r9, r3, ror #18         @ B[1,2].e = rol(A ^ D, 3)
    eor     r5, r5, r1, ror #1          @ B[2,2].e = rol(A ^ D, 13)
    eor     r7, r7, r12, ror #9         @ B[3,2].e = rol(A ^ D, 4)
    eor     r11, r11, lr, ror #9        @ B[4,2].e = rol(A ^ D, 9)
    bic     lr, r5, r3, ror #28
    eor     lr, lr, r2                  @ A[0,2].e = B[0] ^ (~B[1] & B[2])
    str     lr, [STATE, #80]
    bic     lr, r7, r5
    eor     lr, lr, r3, ror #28         @ A[1,2].e = B[1] ^ (~B[2] & B[3])
    str     lr, [STATE, #88]
    bic     lr, r11, r7
    eor     r5, lr, r5                  @ A[2,2].e = B[2] ^ (~B[3] & B[4])
    bic     lr, r2, r11
    eor     r7, lr, r7                  @ A[3,2].e = B[3] ^ (~B[4] & B[0])
    bic     lr, r3, r2, ror #4
    str     r5, [STATE, #96]
    eor     r11, r11, lr, ror #28       @ A[4,2].e = B[4] ^ (~B[0] & B[1])
    str     r7, [STATE, #104]
    str     r11, [STATE, #112]
    @ row y=1, even words
    ldr     r2, [STATE, #48]            @ A[3,0].e
    ldr     r3, [STATE, #64]            @ A[4,1].e
    ldr     r5, [STATE, #40]            @ A[0,2].o
    ldr     r7, [STATE, #56]            @ A[1,3].o
    ldr     r11, [STATE, #72]           @ A[2,4].o
    ldr     lr, [sp, #FR_D+4]           @ D[0].o
    eor     r2, r2, r8, ror #1          @ B[0,1].e = rol(A ^ D, 14)
    eor     r3, r3, r12, ror #23        @ B[1,1].e = rol(A ^ D, 10)
    eor     r5, r5, lr, ror #16         @ B[2,1].e = rol(A ^ D, 2)
    eor     r7, r7, r6, ror #10         @ B[3,1].e = rol(A ^ D, 23)
    eor     r11, r10, r11, ror #18      @ B[4,1].e = rol(A ^ D, 31)
    bic     lr, r5, r3, ror #12
    eor     lr, lr, r2, ror #18         @ A[0,1].e = B[0] ^ (~B[1] & B[2])
    str     lr, [STATE, #40]
    bic     lr, r7, r5
    eor     lr, lr, r3, ror #12         @ A[1,1].e = B[1] ^ (~B[2] & B[3])
    str     lr, [STATE, #48]
    bic     lr, r11, r7
    eor     r5, r5, lr                  @ A[2,1].e = B[2] ^ (~B[3] & B[4])
    bic     lr, r2, r11, ror #14
    str     r5, [STATE, #56]
    eor     r7, r7, lr, ror #18         @ A[3,1].e = B[3] ^ (~B[4] & B[0])
    bic     lr, r3, r2, ror #6
    str     r7, [STATE, #64]
    eor     r11, r11, lr, ror #12       @ A[4,1].e = B[4] ^ (~B[0] & B[1])
    str     r11, [STATE, #72]
    @ row y=1, odd words
    ldr     r2, [STATE, #52]            @ A[3,0].o
    ldr     r3, [STATE, #68]            @ A[4,1].o
    ldr     r5, [STATE, #44]            @ A[0,2].e
    ldr     r7, [STATE, #60]            @ A[1,3].e
    ldr     r11, [STATE, #76]           @ A[2,4].e
    ldr     lr, [sp, #FR_D+0]           @ D[0].e
    eor     r2, r1, r2, ror #18         @ B[0,1].o = rol(A ^ D, 14)
    eor     r3, r3, r4, ror #22         @ B[1,1].o = rol(A ^ D, 10)
    eor     r5, r5, lr, ror #17         @ B[2,1].o = rol(A ^ D, 1)
    eor     r11, r9, r11, ror #31       @ B[4,1].o = rol(A ^ D, 30)
    ldr     lr, [sp, #FR_D+8]           @ D[1].e
    eor     r7, r7, lr, ror #29         @ B[3,1].o = rol(A ^ D, 22)
    bic     lr, r5, r3
    eor     lr, lr, r2                  @ A[0,1].o = B[0] ^ (~B[1] & B[2])
    str     lr, [STATE, #44]
    bic     lr, r7, r5, ror #19
    eor     lr, r3, lr, ror #13         @ A[1,1].o = B[1] ^ (~B[2] & B[3])
    str     lr, [STATE, #52]
    bic     lr, r11, r7, ror #12
    eor     r5, r5, lr, ror #1          @ A[2,1].o = B[2] ^ (~B[3] & B[4])
    bic     lr, r2, r11, ror #1
    str     r5, [STATE, #60]
    eor     r7, lr, r7, ror #13         @ A[3,1].o = B[3] ^ (~B[4] & B[0])
    bic     lr, r3, r2
    eor     r11, lr, r11, ror #1        @ A[4,1].o = B[4] ^ (~B[0] & B[1])
    str     r7, [STATE, #68]
    str     r11, [STATE, #76]
    @ row y=3, even words
    ldr     r2, [STATE, #144]           @ A[4,0].o
    ldr     r3, [STATE, #120]           @ A[0,1].e
    ldr     r5, [STATE, #136]           @ A[1,2].e
    ldr     r7, [STATE, #152]           @ A[2,3].o
    ldr     r11, [STATE, #128]          @ A[3,4].e
    ldr     lr, [sp, #FR_D+0]           @ D[0].e
    eor     r2, r2, r4, ror #18         @ B[0,3].e = rol(A ^ D, 14)
    eor     r3, r3, lr                  @ B[1,3].e = rol(A ^ D, 18)
    eor     r7, r7, r10, ror #18        @ B[3,3].e = rol(A ^ D, 8)
    eor     r11, r11, r8, ror #24       @ B[4,3].e = rol(A ^ D, 28)
    ldr     lr, [sp, #FR_D+8]           @ D[1].e
    eor     r5, r5, lr, ror #27         @ B[2,3].e = rol(A ^ D, 5)
    bic     lr, r5, r3
    eor     lr, r2, lr                  @ A[0,3].e = B[0] ^ (~B[1] & B[2])
    str     lr, [STATE, #120]
    bic     lr, r7, r5, ror #27
    eor     lr, r3, lr, ror #5          @ A[1,3].e = B[1] ^ (~B[2] & B[3])
    str     lr, [STATE, #128]
    bic     lr, r11, r7, ror #24
    eor     r5, r5, lr, ror #13         @ A[2,3].e = B[2] ^ (~B[3] & B[4])
    bic     lr, r2, r11, ror #13
    str     r5, [STATE, #136]
    eor     r7, lr, r7, ror #5          @ A[3,3].e = B[3] ^ (~B[4] & B[0])
    bic     lr, r3, r2
    eor     r11, lr, r11, ror #13       @ A[4,3].e = B[4] ^ (~B[0] & B[1])
    str     r7, [STATE, #144]
    str     r11, [STATE, #152]
    @ row y=3, odd words
    ldr     r2, [STATE, #148]           @ A[4,0].e
    ldr     r3, [STATE, #124]           @ A[0,1].o
    ldr     r5, [STATE, #140]           @ A[1,2].o
    ldr     r7, [STATE, #156]           @ A[2,3].e
    ldr     r11, [STATE, #132]          @ A[3,4].o
    ldr     lr, [sp, #FR_D+4]           @ D[0].o
    eor     r2, r12, r2, ror #5         @ B[0,3].o = rol(A ^ D, 13)
    eor     r3, lr, r3, ror #19         @ B[1,3].o = rol(A ^ D, 18)
    eor     r5, r5, r6, ror #28         @ B[2,3].o = rol(A ^ D, 5)
    eor     r7, r9, r7, ror #14         @ B[3,3].o = rol(A ^ D, 7)
    eor     r11, r1, r11, ror #27       @ B[4,3].o = rol(A ^ D, 28)
    bic     lr, r5, r3
    eor     lr, r2, lr                  @ A[0,3].o = B[0] ^ (~B[1] & B[2])
    str     lr, [STATE, #124]
    bic     lr, r7, r5, ror #8
    eor     lr, r3, lr, ror #24         @ A[1,3].o = B[1] ^ (~B[2] & B[3])
    str     lr, [STATE, #132]
    bic     lr, r11, r7, ror #6
    eor     r5, r5, lr, ror #18         @ A[2,3].o = B[2] ^ (~B[3] & B[4])
    bic     lr, r2, r11, ror #18
    str     r5, [STATE, #140]
    eor     r7, lr, r7, ror #24         @ A[3,3].o = B[3] ^ (~B[4] & B[0])
    bic     lr, r3, r2
    eor     r11, lr, r11, ror #18       @ A[4,3].o = B[4] ^ (~B[0] & B[1])
    str     r7, [STATE, #148]
    str     r11, [STATE, #156]
    @ row y=4, even words
    ldr     r2, [STATE, #192]           @ A[2,0].e
    ldr     r3, [STATE, #168]           @ A[3,1].o
    ldr     r5, [STATE, #184]           @ A[4,2].o
    ldr     r7, [STATE, #160]           @ A[0,3].o
    ldr     r11, [STATE, #176]          @ A[1,4].e
    ldr     lr, [sp, #FR_D+4]           @ D[0].o
    eor     r2, r9, r2, ror #2          @ B[0,4].e = rol(A ^ D, 31)
    eor     r3, r3, r1, ror #18         @ B[1,4].e = rol(A ^ D, 28)
    eor     r5, r4, r5, ror #5          @ B[2,4].e = rol(A ^ D, 20)
    eor     r7, r7, lr, ror #5          @ B[3,4].e = rol(A ^ D, 21)
    ldr     lr, [sp, #FR_D+8]           @ D[1].e
    eor     r11, r11, lr, ror #31       @ B[4,4].e = rol(A ^ D, 1)
    bic     lr, r5, r3, ror #20
    eor     lr, r2, lr, ror #12         @ A[0,4].e = B[0] ^ (~B[1] & B[2])
    str     lr, [STATE, #160]
    bic     lr, r7, r5, ror #20
    eor     lr, r3, lr, ror #24         @ A[1,4].e = B[1] ^ (~B[2] & B[3])
    str     lr, [STATE, #168]
    bic     lr, r11, r7, ror #24
    eor     r5, lr, r5, ror #12         @ A[2,4].e = B[2] ^ (~B[3] & B[4])
    bic     lr, r2, r11
    eor     r7, lr, r7, ror #24         @ A[3,4].e = B[3] ^ (~B[4] & B[0])
    bic     lr, r3, r2
    eor     r11, r11, lr                @ A[4,4].e = B[4] ^ (~B[0] & B[1])
    str     r5, [STATE, #176]
    str     r7, [STATE, #184]
    str     r11, [STATE, #192]
    @ row y=4, odd words
    ldr     r2, [STATE, #196]           @ A[2,0].o
    ldr     r3, [STATE, #172]           @ A[3,1].e
    ldr     r5, [STATE, #188]           @ A[4,2].e
    ldr     r7, [STATE, #164]           @ A[0,3].e
    ldr     r11, [STATE, #180]          @ A[1,4].o
    ldr     lr, [sp, #FR_D+0]           @ D[0].e
    eor     r2, r10, r2, ror #15        @ B[0,4].o = rol(A ^ D, 31)
    eor     r3, r3, r8, ror #6          @ B[1,4].o = rol(A ^ D, 27)
    eor     r5, r5, r12, ror #8         @ B[2,4].o = rol(A ^ D, 19)
    eor     r7, r7, lr, ror #5          @ B[3,4].o = rol(A ^ D, 20)
    eor     r11, r6, r11, ror #30       @ B[4,4].o = rol(A ^ D, 1)
    bic     lr, r5, r3, ror #14
    eor     lr, r2, lr, ror #18         @ A[0,4].o = B[0] ^ (~B[1] & B[2])
    str     lr, [STATE, #164]
    bic     lr, r7, r5, ror #25
    eor     lr, r3, lr, ror #25         @ A[1,4].o = B[1] ^ (~B[2] & B[3])
    str     lr, [STATE, #172]
    bic     lr, r11, r7, ror #25
    eor     r5, lr, r5, ror #18         @ A[2,4].o = B[2] ^ (~B[3] & B[4])
    bic     lr, r2, r11
    eor     r7, lr, r7, ror #25         @ A[3,4].o = B[3] ^ (~B[4] & B[0])
    bic     lr, r3, r2
    eor     r11, lr, r11                @ A[4,4].o = B[4] ^ (~B[0] & B[1])
    str     r5, [STATE, #180]
    str     r7, [STATE, #188]
    str     r11, [STATE, #196]
    @ row y=0, odd words
    ldr     r2, [STATE, #4]             @ A[0,0].o
    ldr     r3, [STATE, #20]            @ A[1,1].o
    ldr     r5, [STATE, #36]            @ A[2,2].e
    ldr     r7, [STATE, #12]            @ A[3,3].e
    ldr     r11, [STATE, #28]           @ A[4,4].o
    ldr     lr, [sp, #FR_D+4]           @ D[0].o
    eor     r3, r3, r6, ror #22         @ B[1,0].o = rol(A ^ D, 22)
    eor     r2, r2, lr, ror #18         @ B[0,0].o = rol(A ^ D, 0)
    eor     r5, r5, r9, ror #21         @ B[2,0].o = rol(A ^ D, 21)
    eor     r7, r7, r8, ror #23         @ B[3,0].o = rol(A ^ D, 10)
    eor     r11, r11, r4, ror #25       @ B[4,0].o = rol(A ^ D, 7)
    bic     lr, r5, r3
    eor     lr, r2, lr, ror #21         @ A[0,0].o = B[0] ^ (~B[1] & B[2])
    str     lr, [STATE, #4]
    bic     lr, r7, r5, ror #21
    eor     lr, lr, r3, ror #21         @ A[1,0].o = B[1] ^ (~B[2] & B[3])
    str     lr, [STATE, #12]
    bic     lr, r11, r7
    eor     r5, lr, r5, ror #21         @ A[2,0].o = B[2] ^ (~B[3] & B[4])
    bic     lr, r2, r11
    eor     r7, r7, lr                  @ A[3,0].o = B[3] ^ (~B[4] & B[0])
    bic     lr, r3, r2, ror #11
    str     r5, [STATE, #20]
    eor     r11, r11, lr, ror #21       @ A[4,0].o = B[4] ^ (~B[0] & B[1])
    str     r7, [STATE, #28]
    str     r11, [STATE, #36]
    @ row y=0, even words
    ldr     r2, [STATE, #0]             @ A[0,0].e
    ldr     r3, [STATE, #16]            @ A[1,1].e
    ldr     r4, [STATE, #32]            @ A[2,2].o
    ldr     r5, [STATE, #8]             @ A[3,3].o
    ldr     r6, [STATE, #24]            @ A[4,4].e
    ldr     r7, [sp, #FR_D+0]           @ D[0].e
    ldr     r8, [sp, #FR_D+8]           @ D[1].e
    eor     r2, r2, r7, ror #18         @ B[0,0].e = rol(A ^ D, 0)
    eor     r3, r3, r8, ror #10         @ B[1,0].e = rol(A ^ D, 22)
    eor     r4, r4, r10, ror #9         @ B[2,0].e = rol(A ^ D, 22)
    eor     r5, r5, r1, ror #14         @ B[3,0].e = rol(A ^ D, 11)
    eor     r6, r6, r12, ror #6         @ B[4,0].e = rol(A ^ D, 7)
    bic     r7, r4, r3
    eor     r7, r2, r7                  @ A[0,0].e = B[0] ^ (~B[1] & B[2])
    str     r7, [STATE, #0]
    bic     r7, r5, r4, ror #11
    eor     r7, r3, r7, ror #21         @ A[1,0].e = B[1] ^ (~B[2] & B[3])
    str     r7, [STATE, #8]
    bic     r7, r6, r5, ror #21
    eor     r4, r7, r4                  @ A[2,0].e = B[2] ^ (~B[3] & B[4])
    bic     r7, r2, r6
    eor     r5, r7, r5, ror #21         @ A[3,0].e = B[3] ^ (~B[4] & B[0])
    bic     r7, r3, r2
    eor     r6, r6, r7                  @ A[4,0].e = B[4] ^ (~B[0] & B[1])
    str     r4, [STATE, #16]
    str     r5, [STATE, #24]
    str     r6, [STATE, #32]
    @ iota of round 4; advance rcp; loop test
    ldr     r1, [sp, #FR_RCP]           @ rcp
    ldr     r2, [sp, #FR_END]           @ end
    ldr     r3, [STATE, #0]             @ A[0,0].e
    ldr     r4, [STATE, #4]             @ A[0,0].o
    ldr     r5, [r1, #24]               @ RC[round 4].e
    ldr     r6, [r1, #28]               @ RC[round 4].o
    add     r1, r1, #32                 @ rcp += 4 rounds
    eor     r3, r3, r5
    eor     r4, r4, r6
    str     r1, [sp, #FR_RCP]
    str     r3, [STATE, #0]
    str     r4, [STATE, #4]
    cmp     r1, r2                      @ last group of 4 rounds done?
    bne     .Lrounds

    movs    r1, #0                      @ wipe: 5 zero words
    movs    r2, #0
    movs    r3, #0
    movs    r4, #0
    mov     r12, r1
    mov     lr, r1
    stm     sp, {r1-r4, r12}            @ frame = 0, once per call
    add     sp, sp, #FR_SIZE
    pop     {r4-r11, pc}
    .size   qzi_keccakp1600_armv7em, . - qzi_keccakp1600_armv7em
@ ---- END GENERATED CODE ----

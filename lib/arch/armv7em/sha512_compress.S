/*
 * SHA-512 compression kernel for ARMv7E-M (Cortex-M4), Thumb-2.
 *
 *   void qzi_sha512_compress_armv7em(uint64_t state[8],
 *                                   const uint8_t *blocks, size_t nblocks);
 *
 * Contract (lib/internal/sha2_kernel.h):
 *  - state: H0..H7 as uint64_t, 8-byte aligned, little-endian halves in
 *    memory (low word at the lower address); updated in place.
 *  - blocks: nblocks * 128 bytes, big-endian 64-bit words, ANY alignment
 *    (the message is read with single-word LDR only, never LDRD/LDM).
 *  - nblocks may be 0 (returns at once, nothing read or written).
 *  - Constant time: no branch and no address depends on state or message
 *    contents (branches test nblocks / loop counters only).
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr, flags clobbered.
 *  - Leaves its frame zeroed: every return zeroes the whole frame (the
 *    schedule ring, which runs backwards to the last block, the
 *    working-variable slots and the pointers), once per call, with
 *    zeroed registers and STM, and returns with r0-r3 and r12 zero (lr
 *    points into the freed frame).
 *  - Round constants are read from the C table qzi_sha512_k[80].
 *  - No DSP/SIMD instruction (REV is base Thumb-2), so it also runs on
 *    ARMv7-M and on ARMv8-M Mainline without the DSP extension.
 *
 * Design (64-bit values as lo/hi register pairs; "x.lo" = bits 0..31)
 *  - 64-bit add: adds lo / adc hi. 64-bit rotate by n < 32:
 *      lo' = lo >> n | hi << (32-n),  hi' = hi >> n | lo << (32-n)
 *    (n >= 32: swap the halves, rotate by n-32). The two halves of every
 *    OR are disjoint, so each Sigma is a chain of eor with shifted
 *    operands: 6 instructions per 32-bit half (5 for the half of s0/s1
 *    that has the plain shift).
 *  - Working variables: a and e stay in registers, b^c (for
 *    Maj(a,b,c) = ((a^b) & (b^c)) ^ b) is carried between rounds, the
 *    other ones live in 8 stack slots. Nothing moves at the end of a
 *    round: the slot of role k in round i is (k - i) & 7, and the
 *    register pairs of a/h and of x/scratch swap roles every round. So
 *    8 rounds are one full period (2 in registers, 8 in the slots): one
 *    8-round unrolled body, run 10 times per block.
 *  - Ch(e,f,g) = ((f ^ g) & e) ^ g.
 *  - Schedule: 16 words on the stack in two halves of 8, the rounds of
 *    one pass reading one half (through W). After the rounds 8c..8c+7
 *    (c = 0..7) an 8-word unrolled schedule body writes w[8c+16 ..
 *    8c+23] in place of the half just read (AP), reading the other half
 *    (BP) for w[t-7], w[t-2] and the last w[t-15]
 *    (w[t] = s1(w[t-2]) + w[t-7] + s0(w[t-15]) + w[t-16]). With the
 *    halves 64 bytes apart the ring index would have period 16 words
 *    (two bodies); here they are interleaved 4 bytes apart (word j of a
 *    half at +16j, its high half at +16j+8), one at an 8-byte aligned
 *    address X, the other at X + 4, so "the other half" is always
 *    pointer ^ 4 whatever the parity of sp, and the one 8-word body
 *    addresses both halves with fixed offsets from AP and BP.
 *  - w[t-15] is the next word's w[t-16], so it is kept in registers. The
 *    schedule needs ten registers besides a and x: e is parked in its
 *    slot from round 7 to round 0 of the next pass (round 7 writes the
 *    new e there, round 0 loads it and skips its own e store), and KP
 *    in slot 0 (free from round 7's h load to round 0's a store).
 *  - Loop control: round 0 advances KP by 64 (post-indexed load of K),
 *    round 7 loads &K[72] into the free EL; after the body, KP < &K[72]
 *    (c <= 7): schedule, then the next pass; KP == &K[72]: pass 9 (no
 *    schedule); else the block is done.
 *  - The message is byte-swapped into the two halves by an unrolled
 *    pre-pass (8 loads a group). Loads are grouped (N consecutive LDRs cost N+1 cycles on
 *    the M4, LDRD costs 3 and never pipelines, so single LDRs are used
 *    throughout).
 *
 * Register allocation
 *    r0,r1 / r2,r3   a / h pairs (lo,hi); swap roles every round
 *    r4,r5   EL,EH   e (after round 7: EL = &K[72])
 *    r6,r7 / r8,r9   x = b^c carried / scratch pair; swap every round
 *    r10,r11 YL,YH   scratch pair (w, g, b, S0 ...)
 *    r12     KP      &qzi_sha512_k[8c + 8] from round 0 of pass c on
 *    lr      W       the ring half of this pass (message pointer in the
 *                    pre-pass)
 *  In the schedule: lr = AP (half being rewritten), r12 = BP (the other
 *  half; KP parked), r2,r3 / r8,r9 = w accumulator / w[t-15] (swap every
 *  word), r10,r11 = w[t-7] then sigma results, r4,r5 = w[t-2] (e
 *  parked). a (r0,r1) and x (r6,r7) live through it.
 *  Arguments: r0 = state, r1 = blocks, r2 = nblocks (saved to the frame).
 *
 * Stack frame (after push {r4-r11,lr}: 36 bytes)
 *    sp+0   .. sp+135  the two ring halves: X = 8-aligned of sp, sp+4,
 *                      halves at X and X + 4, 128 bytes used  (FR_W)
 *    sp+136 .. sp+199  8 working-variable slots (a..h rotate) (FR_S)
 *    sp+200            saved state pointer                      (FR_STATE)
 *    sp+204            pointer to the next block                (FR_INP)
 *    sp+208            end of the message (blocks + 128*n)     (FR_END)
 *  Stack used: 212 + 36 = 248 bytes (as with the 16-round body).
 *
 * Size: .text of this function = 3,984 bytes with its 4-byte literal
 * (arm-none-eabi-gcc 12.2), against 7,104 for the former 16-round body
 * with a 16-word schedule body.
 *
 * Measured figures (per 128-byte block; "cycles" are MODELLED, not silicon):
 *  Method: qemu-arm 10 instruction trace (-one-insn-per-tb -d exec,nochain)
 *  fed to build-aux/qz-trace-cycles, which counts the instructions whose PC
 *  lies inside the function (method A) and charges each one from the
 *  Cortex-M4 TRM timing tables (method B; zero wait states, P = 2; for
 *  cortex-m33 the measured-M33 model of bench/sim/timing.c, P = 1, less
 *  certain: the M33 TRM has no table). Per block = (one call on 9
 *  blocks - one call on 1 block) / 8. C reference = lib/generic/
 *  sha512_compress.c built with arm-none-eabi-gcc 12.2.rel1 for the
 *  same -mcpu.
 *                                  instr/block  cycles/block  cycles/byte
 *    this kernel,   cortex-m4           8,033        8,368        65.4
 *    16-round body, cortex-m4           7,965        8,295        64.8
 *    C ref gcc -O2, cortex-m4          12,526       15,050       117.6
 *    C ref gcc -Os, cortex-m4          13,975       18,065       141.1
 *    this kernel,   cortex-m33          8,033       10,221        79.9
 *    C ref gcc -O2, cortex-m33         12,628       13,807       107.9
 *    C ref gcc -Os, cortex-m33         13,975       15,320       119.7
 *  The 8-round body costs 73 cycles a block on the M4 (+0.9%): e parked
 *  over the schedule (2 stores a pass), the loop bound (1 load a pass),
 *  twice as many loop branches, schedule passes and their setup (KP
 *  park, first w[t-16], the two half pointers).
 *  A call on 1 block: 8,507 cycles (M4), i.e. ~139 cycles of entry/exit,
 *  71 of them the frame wipe (14 MOV + 4 STM of 13 words + 1 STR).
 *  Per round ~71 cycles (14 loads in 3 groups, 4 stores, 50 ALU), per
 *  schedule word ~37. On the M33 prefer the armv8m kernel (8,173
 *  cycles/block there): the M33 model charges this order 2,177
 *  interlock stalls per block.
 */

    .syntax unified
    .thumb

EL      .req r4
EH      .req r5
YL      .req r10
YH      .req r11
KP      .req r12
W       .req lr
AP      .req lr
BP      .req r12

    .equ FR_W,      0
    .equ FR_S,      136
    .equ FR_STATE,  200
    .equ FR_INP,    204
    .equ FR_END,    208
    .equ FR_SIZE,   212

/* Byte offset of the slot holding role k (a=0 .. h=7) in round i. */
#define SLOT(k, i)  (FR_S + 8 * (((k) - (i) + 16) & 7))
/* Offsets of word j of a ring half from the half's base (W, AP, BP). */
#define LO(j)       (16 * (j))
#define HI(j)       (16 * (j) + 8)

/*
 * One round, index i = t mod 8 within the 8-round body.
 * In:  a = (al,ah), x = (xl,xh) = b ^ c; e = (EL,EH), except in round 0,
 *      which loads e from its slot; (hl,hh), (tl,th), YL, YH free.
 *      Slots hold b, c, d, f, g, h (and e before round 0).
 * Out: new a in (hl,hh), new e in (EL,EH) (round 7: in its slot, and EL =
 *      &K[72] for the loop test), next x (= a ^ b) in (tl,th); old a and
 *      old e written to their slots (they become b and f).
 */
    .macro ROUND i, al, ah, hl, hh, xl, xh, tl, th
    .if \i == 0
    ldr     EL, [sp, #SLOT(4, 0)]       @ e, parked in its slot over the
    ldr     EH, [sp, #SLOT(4, 0) + 4]   @ schedule
    .endif
    ldr     \hl, [sp, #SLOT(7, \i)]     @ h
    ldr     \hh, [sp, #SLOT(7, \i) + 4]
    .if \i == 0
    ldr     \th, [KP, #4]               @ K[t]
    ldr     \tl, [KP], #64              @ (KP = &K[t + 8] from here on)
    .else
    ldr     \tl, [KP, #8*(\i) - 64]     @ K[t]
    ldr     \th, [KP, #8*(\i) - 60]
    .endif
    ldr     YL, [W, #LO(\i)]            @ w[t]
    ldr     YH, [W, #HI(\i)]
    adds    \hl, \hl, \tl               @ h += K[t]
    adc     \hh, \hh, \th
    adds    \hl, \hl, YL                @ h += w[t]
    adc     \hh, \hh, YH
    ldr     \tl, [sp, #SLOT(5, \i)]     @ f
    ldr     \th, [sp, #SLOT(5, \i) + 4]
    ldr     YL, [sp, #SLOT(6, \i)]      @ g
    ldr     YH, [sp, #SLOT(6, \i) + 4]
    eor     \tl, \tl, YL                @ Ch.lo = ((f ^ g) & e) ^ g
    and     \tl, \tl, EL
    eor     \tl, \tl, YL
    eor     \th, \th, YH                @ Ch.hi
    and     \th, \th, EH
    eor     \th, \th, YH
    adds    \hl, \hl, \tl               @ h += Ch(e, f, g)
    adc     \hh, \hh, \th
    /* S1(e) = ror14 ^ ror18 ^ ror41 */
    lsr     \tl, EL, #14                @ lo: ror14
    eor     \tl, \tl, EH, lsl #18
    eor     \tl, \tl, EL, lsr #18       @     ror18
    eor     \tl, \tl, EH, lsl #14
    eor     \tl, \tl, EH, lsr #9        @     ror41 (halves swapped, ror 9)
    eor     \tl, \tl, EL, lsl #23
    lsr     \th, EH, #14                @ hi: ror14
    eor     \th, \th, EL, lsl #18
    eor     \th, \th, EH, lsr #18       @     ror18
    eor     \th, \th, EL, lsl #14
    eor     \th, \th, EL, lsr #9        @     ror41
    eor     \th, \th, EH, lsl #23
    adds    \hl, \hl, \tl               @ h += S1(e)      (h = T1)
    adc     \hh, \hh, \th
    .if \i == 7
    str     EL, [sp, #SLOT(4, \i)]      @ slot(e) = e   (becomes f next round)
    str     EH, [sp, #SLOT(4, \i) + 4]
    .endif
    ldr     \tl, [sp, #SLOT(3, \i)]     @ d
    ldr     \th, [sp, #SLOT(3, \i) + 4]
    ldr     YL, [sp, #SLOT(1, \i)]      @ b
    ldr     YH, [sp, #SLOT(1, \i) + 4]
    .if \i == 7
    ldr     EL, =qzi_sha512_k + 8*72    @ loop bound for the test after round 7
    adds    \tl, \tl, \hl               @ e = d + T1, parked in its slot of
    adc     \th, \th, \hh               @ round 0 over the schedule
    str     \tl, [sp, #SLOT(4, 0)]
    str     \th, [sp, #SLOT(4, 0) + 4]
    .else
    .if \i != 0                         @ (round 0: e is in its slot already)
    str     EL, [sp, #SLOT(4, \i)]      @ slot(e) = e   (becomes f next round)
    str     EH, [sp, #SLOT(4, \i) + 4]
    .endif
    adds    EL, \tl, \hl                @ e = d + T1
    adc     EH, \th, \hh
    .endif
    eor     \tl, \al, YL                @ t = a ^ b     (becomes x next round)
    eor     \th, \ah, YH
    and     \xl, \xl, \tl               @ x = (b ^ c) & (a ^ b)
    and     \xh, \xh, \th
    eor     \xl, \xl, YL                @ x = Maj(a, b, c)
    eor     \xh, \xh, YH
    adds    \hl, \hl, \xl               @ h += Maj
    adc     \hh, \hh, \xh
    /* S0(a) = ror28 ^ ror34 ^ ror39 */
    lsr     YL, \al, #28                @ lo: ror28
    eor     YL, YL, \ah, lsl #4
    eor     YL, YL, \ah, lsr #2         @     ror34 (swapped, ror 2)
    eor     YL, YL, \al, lsl #30
    eor     YL, YL, \ah, lsr #7         @     ror39 (swapped, ror 7)
    eor     YL, YL, \al, lsl #25
    lsr     YH, \ah, #28                @ hi: ror28
    eor     YH, YH, \al, lsl #4
    eor     YH, YH, \al, lsr #2         @     ror34
    eor     YH, YH, \ah, lsl #30
    eor     YH, YH, \al, lsr #7         @     ror39
    eor     YH, YH, \ah, lsl #25
    adds    \hl, \hl, YL                @ h = T1 + S0(a) + Maj = new a
    adc     \hh, \hh, YH
    str     \al, [sp, #SLOT(0, \i)]     @ slot(a) = a   (becomes b next round)
    str     \ah, [sp, #SLOT(0, \i) + 4]
    .endm

/*
 * Schedule word j of 8: w[t] for t = 8c + 16 + j, computed in place of
 * w[t-16] in the half AP = W (lr: the one the last 8 rounds read); BP =
 * W ^ 4 (r12, KP parked) is the other half, w[t-8 .. t-1]. So
 *   w[t-16] = AP[j], w[t-15] = AP[j+1] (j = 7: BP[0]),
 *   w[t-7]  = BP[j+1] (j = 7: AP[0], new), w[t-2] = BP[j+6] (j < 2) or
 *   AP[j-2] (new).
 * w[t-15] is also the next word's w[t-16], so it stays in registers: the
 * pairs (al,ah) accumulator and (vl,vh) swap roles every word. r4, r5
 * (e is parked) hold w[t-2], r10, r11 are scratch. Word 7 reloads KP
 * into r12 once BP is no longer needed.
 */
    .macro SCHED j, al, ah, vl, vh
    .if \j == 0
    ldr     \al, [AP, #LO(0)]           @ w[t-16] for word 0
    ldr     \ah, [AP, #HI(0)]
    .endif
    .if \j < 7
    ldr     r10, [BP, #LO((\j) + 1)]    @ w[t-7]
    ldr     r11, [BP, #HI((\j) + 1)]
    .endif
    .if \j < 7
    ldr     \vl, [AP, #LO((\j) + 1)]    @ v = w[t-15]
    ldr     \vh, [AP, #HI((\j) + 1)]
    .else
    ldr     \vl, [BP, #LO(0)]           @ v = w[t-15]
    ldr     \vh, [BP, #HI(0)]
    ldr     KP, [sp, #SLOT(0, 0)]       @ reload KP (BP is dead)
    ldr     r10, [AP, #LO(0)]           @ w[t-7]
    ldr     r11, [AP, #HI(0)]
    .endif
    .if \j < 2
    ldr     r4, [BP, #LO((\j) + 6)]     @ u = w[t-2]
    ldr     r5, [BP, #HI((\j) + 6)]
    .else
    ldr     r4, [AP, #LO((\j) - 2)]     @ u = w[t-2]
    ldr     r5, [AP, #HI((\j) - 2)]
    .endif
    adds    \al, \al, r10               @ w = w[t-16] + w[t-7]
    adc     \ah, \ah, r11
    /* s0(v) = ror1 ^ ror8 ^ shr7 */
    lsr     r10, \vl, #1                @ lo
    eor     r10, r10, \vh, lsl #31
    eor     r10, r10, \vl, lsr #8
    eor     r10, r10, \vh, lsl #24
    eor     r10, r10, \vl, lsr #7
    eor     r10, r10, \vh, lsl #25
    lsr     r11, \vh, #1                @ hi
    eor     r11, r11, \vl, lsl #31
    eor     r11, r11, \vh, lsr #8
    eor     r11, r11, \vl, lsl #24
    eor     r11, r11, \vh, lsr #7
    adds    \al, \al, r10               @ w += s0(v)
    adc     \ah, \ah, r11
    /* s1(u) = ror19 ^ ror61 ^ shr6; u = (r4, r5) */
    lsr     r10, r4, #19                @ lo: ror19
    eor     r10, r10, r5, lsl #13
    eor     r10, r10, r5, lsr #29       @     ror61 (swapped, ror 29)
    eor     r10, r10, r4, lsl #3
    eor     r10, r10, r4, lsr #6        @     shr6
    eor     r10, r10, r5, lsl #26
    lsr     r11, r5, #19                @ hi: ror19
    eor     r11, r11, r4, lsl #13
    eor     r11, r11, r4, lsr #29       @     ror61
    eor     r11, r11, r5, lsl #3
    eor     r11, r11, r5, lsr #6        @     shr6
    adds    \al, \al, r10               @ w += s1(u)
    adc     \ah, \ah, r11
    str     \al, [AP, #LO(\j)]          @ AP[j] = w[t]
    str     \ah, [AP, #HI(\j)]
    .endm

/* Message pre-pass: words j .. j+3 of the ring half at r12 =
 * be64(lr + 8n) .. be64(lr + 8n + 24) (8 loads in one group; e is
 * parked, so r4, r5 are free). */
    .macro LOAD4 n, j
    ldr     r2, [lr, #8*(\n)]           @ bytes 0..3 of word n (high half)
    ldr     r3, [lr, #8*(\n) + 4]       @ bytes 4..7 (low half)
    ldr     r4, [lr, #8*(\n) + 8]
    ldr     r5, [lr, #8*(\n) + 12]
    ldr     r8, [lr, #8*(\n) + 16]
    ldr     r9, [lr, #8*(\n) + 20]
    ldr     r10, [lr, #8*(\n) + 24]
    ldr     r11, [lr, #8*(\n) + 28]
    rev     r2, r2
    rev     r3, r3
    rev     r4, r4
    rev     r5, r5
    rev     r8, r8
    rev     r9, r9
    rev     r10, r10
    rev     r11, r11
    str     r3, [r12, #LO(\j)]          @ w[n].lo
    str     r2, [r12, #HI(\j)]          @ w[n].hi
    str     r5, [r12, #LO((\j) + 1)]
    str     r4, [r12, #HI((\j) + 1)]
    str     r9, [r12, #LO((\j) + 2)]
    str     r8, [r12, #HI((\j) + 2)]
    str     r11, [r12, #LO((\j) + 3)]
    str     r10, [r12, #HI((\j) + 3)]
    .endm

/* Add slot pair (k1,k2) into state[k1], state[k2]; keep the sum in both. */
    .macro FOLD2 k1, k2
    ldr     r2, [sp, #SLOT(\k1, 0)]
    ldr     r3, [sp, #SLOT(\k1, 0) + 4]
    ldr     r6, [sp, #SLOT(\k2, 0)]
    ldr     r7, [sp, #SLOT(\k2, 0) + 4]
    ldr     r8, [lr, #8*(\k1)]
    ldr     r9, [lr, #8*(\k1) + 4]
    ldr     r10, [lr, #8*(\k2)]
    ldr     r11, [lr, #8*(\k2) + 4]
    adds    r2, r2, r8
    adc     r3, r3, r9
    adds    r6, r6, r10
    adc     r7, r7, r11
    str     r2, [lr, #8*(\k1)]
    str     r3, [lr, #8*(\k1) + 4]
    str     r6, [lr, #8*(\k2)]
    str     r7, [lr, #8*(\k2) + 4]
    str     r2, [sp, #SLOT(\k1, 0)]
    str     r3, [sp, #SLOT(\k1, 0) + 4]
    str     r6, [sp, #SLOT(\k2, 0)]
    str     r7, [sp, #SLOT(\k2, 0) + 4]
    .endm

    .section .text.qz_fast.qzi_sha512_compress_armv7em,"ax",%progbits
    .global qzi_sha512_compress_armv7em
    .type   qzi_sha512_compress_armv7em, %function
    .p2align 2
    .thumb_func
qzi_sha512_compress_armv7em:
    cbnz    r2, 1f                      @ if (nblocks == 0)
    bx      lr                          @     return;
1:  push    {r4-r11, lr}
    sub     sp, sp, #FR_SIZE
    add     r2, r1, r2, lsl #7          @ end = blocks + 128 * nblocks
    str     r0, [sp, #FR_STATE]
    str     r2, [sp, #FR_END]
    mov     lr, r1                      @ lr = blocks
    /* slots 1..7 = b .. h; a in registers; x = b ^ c */
    add     r12, r0, #8
    ldm     r12, {r2-r11}               @ b, c, d, e, f
    add     r12, sp, #SLOT(1, 0)
    stm     r12!, {r2-r11}              @ slots 1..5; r12 = slot 6
    eor     r6, r2, r4                  @ x = b ^ c
    eor     r7, r3, r5
    ldr     r2, [r0, #48]               @ g
    ldr     r3, [r0, #52]
    ldr     r8, [r0, #56]               @ h
    ldr     r9, [r0, #60]
    stm     r12, {r2, r3, r8, r9}       @ slots 6, 7
    ldm     r0, {r0, r1}                @ a

.Lblock:                                @ for each block:
    add     r12, sp, #FR_W + 4          @ r12 = half 0 of the ring
    LOAD4   0, 0                        @ half 0 = w[0..7]
    LOAD4   4, 4
    eor     r12, r12, #4                @ half 1 = w[8..15]
    LOAD4   8, 0
    LOAD4   12, 4
    add     lr, lr, #128                @ blocks += 128
    str     lr, [sp, #FR_INP]
    movw    KP, #:lower16:qzi_sha512_k  @ KP = &K[0]
    movt    KP, #:upper16:qzi_sha512_k
    add     W, sp, #FR_W + 4            @ W = half 0
    b       .Lrounds

.Lsched:                                @ w[8c+16 .. 8c+23] into half AP
    str     KP, [sp, #SLOT(0, 0)]       @ spill KP (slot 0 is free from
    eor     BP, W, #4                   @   round 7's h load to round 0's
    SCHED   0, r2, r3, r8, r9           @   a store)
    SCHED   1, r8, r9, r2, r3
    SCHED   2, r2, r3, r8, r9
    SCHED   3, r8, r9, r2, r3
    SCHED   4, r2, r3, r8, r9
    SCHED   5, r8, r9, r2, r3
    SCHED   6, r2, r3, r8, r9
    SCHED   7, r8, r9, r2, r3
    eor     W, W, #4                    @ the next 8 rounds read the other half
.Lrounds:                               @ rounds 8c .. 8c+7 (c = 0..9), w in W
    .irp    i, 0, 2, 4, 6
    ROUND   \i,     r0, r1, r2, r3, r6, r7, r8, r9
    ROUND   (\i+1), r2, r3, r0, r1, r8, r9, r6, r7
    .endr
    cmp     KP, EL                      @ KP = &K[8(c+1)], EL = &K[72]
    blo     .Lsched                     @ c <= 7: schedule w[8c+16 ..]
    eor     W, W, #4                    @ (flags kept)
    beq     .Lrounds                    @ c == 8: rounds 72..79, other half

    /* state += a..h; the sums also stay in slots / registers, ready to
     * be the next block's a..h (a in r0,r1; e in its slot; x = b ^ c). */
    ldr     lr, [sp, #FR_STATE]
    ldr     r10, [sp, #SLOT(3, 0)]      @ (not through lr: the load just
    ldr     r11, [sp, #SLOT(3, 0) + 4]  @  after lr's would not pipeline)
    ldr     r2, [lr, #0]
    ldr     r3, [lr, #4]
    ldr     r8, [lr, #24]
    ldr     r9, [lr, #28]
    adds    r0, r0, r2                  @ a += H0
    adc     r1, r1, r3
    adds    r8, r8, r10                 @ d += H3
    adc     r9, r9, r11
    str     r0, [lr, #0]
    str     r1, [lr, #4]
    str     r8, [lr, #24]
    str     r9, [lr, #28]
    str     r8, [sp, #SLOT(3, 0)]
    str     r9, [sp, #SLOT(3, 0) + 4]
    FOLD2   4, 5                        @ e, f
    FOLD2   6, 7                        @ g, h
    FOLD2   1, 2                        @ b, c  (left in r2,r3 / r6,r7)
    eor     r6, r6, r2                  @ x = b ^ c
    eor     r7, r7, r3
    ldr     lr, [sp, #FR_INP]
    ldr     r2, [sp, #FR_END]
    cmp     lr, r2                      @ more blocks?
    bne     .Lblock

    /* Wipe the whole frame once per call (the schedule ring runs
     * backwards to the last block, the slots hold a..h; the pointers go
     * with them), and leave r0-r3 and r12 holding nothing of the state. */
    movs    r0, #0
    movs    r1, #0
    movs    r2, #0
    movs    r3, #0
    movs    r4, #0
    movs    r5, #0
    movs    r6, #0
    movs    r7, #0
    mov     r8, r0
    mov     r9, r0
    mov     r10, r0
    mov     r11, r0
    mov     r12, r0
    mov     lr, sp
    .if     FR_SIZE != 212
    .error  "FR_SIZE changed: fix the frame wipe"
    .endif
    .rept   4
    stm     lr!, {r0-r12}               @ 4 x 13 words
    .endr
    str     r0, [lr]                    @ word 52
    add     sp, sp, #FR_SIZE
    pop     {r4-r11, pc}
    .ltorg                              @ &K[72]
    .size   qzi_sha512_compress_armv7em, . - qzi_sha512_compress_armv7em

/*
 * SHA-512 compression kernel for ARMv8-M Mainline (Cortex-M33), Thumb-2.
 *
 *   void qzi_sha512_compress_armv8m(uint64_t state[8],
 *                                  const uint8_t *blocks, size_t nblocks);
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
 *  - No DSP/SIMD instruction: assembles and runs on a Cortex-M33 built
 *    without the DSP extension (-mcpu=cortex-m33+nodsp). REV is base ISA.
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
 *    register pairs of a/h and of x/scratch swap roles every round.
 *  - Ch(e,f,g) = ((f ^ g) & e) ^ g.
 *  - Schedule: 16-entry ring of 64-bit words on the stack, refilled in
 *    place 16 words at a time between round groups
 *    (w[t] = s1(w[t-2]) + w[t-7] + s0(w[t-15]) + w[t-16]); w[t-15] is
 *    the next word's w[t-16], so it is kept in registers (KP is spilled
 *    during the schedule to make room).
 *  - One 16-round unrolled body run 5 times, one 16-word unrolled
 *    schedule body run 4 times; the message is byte-swapped into the ring
 *    by an unrolled pre-pass. Loads are grouped (N consecutive LDRs cost
 *    N+1 cycles on the M4, LDRD costs 3 and never pipelines, so single
 *    LDRs are used throughout).
 *
 * What differs from the armv7em (Cortex-M4) kernel, and why
 *  Same algorithm, registers, loads and instruction count; the order is
 *  rescheduled for the M33. Published cycle measurements of an M33 r1p0
 *  (RP2350; jnk0le, "pipeline cycle test") show a 2-cycle result latency
 *  for any instruction with a shifted-register operand (every Sigma step)
 *  and a 2-cycle load-to-use latency; the M4 has neither. Here the lo and
 *  hi halves of each Sigma/sigma are computed as two interleaved chains,
 *  Maj/Ch terms and the slot stores fill the remaining gaps (an adds /
 *  adc pair is split around flag-neutral eors), and every loaded value is
 *  first used at least 2 slots after its load. The M4 order has 2,754
 *  back-to-back dependent pairs per block, this one 130 (the last step of
 *  each 6-term sigma chain feeding its add: no free register is left to
 *  fill that slot). The M4 model charges both orders the same, the M33
 *  model 2,178 and 130 interlock stalls per block (10,149 and 8,101
 *  cycles per block).
 *
 * Register allocation
 *    r0,r1 / r2,r3   a / h pairs (lo,hi); swap roles every round
 *    r4,r5   EL,EH   e
 *    r6,r7 / r8,r9   x = b^c carried / scratch pair; swap every round
 *    r10,r11 YL,YH   scratch pair (w, g, b, S0 ...)
 *    r12     KP      &qzi_sha512_k[16*g] (g = round group)
 *    lr      T2      scratch (message pointer in the pre-pass)
 *  In the schedule: r2,r3 / r8,r9 = w accumulator / w[t-15] (swap every
 *  word), r10,r11 = w[t-7] then sigma results, r12,lr = w[t-2].
 *  Arguments: r0 = state, r1 = blocks, r2 = nblocks (saved to the frame).
 *
 * Stack frame (after push {r4-r11,lr}: 36 bytes)
 *    sp+0   .. sp+127  w[0..15] schedule ring, lo word first   (FR_W)
 *    sp+128 .. sp+191  8 working-variable slots (a..h rotate) (FR_S)
 *    sp+192            saved state pointer                      (FR_STATE)
 *    sp+196            pointer to the next block                (FR_INP)
 *    sp+200            end of the message (blocks + 128*n)     (FR_END)
 *    sp+204            KP spill during the schedule             (FR_KP)
 *    sp+208 .. sp+211  padding
 *  Stack used: 212 + 36 = 248 bytes.
 *
 * Size: .text of this function = 7,072 bytes (arm-none-eabi-gcc 12.2).
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
 *    this kernel,   cortex-m33          7,965        8,101        63.3
 *    C ref gcc -O2, cortex-m33         12,628       13,807       107.9
 *    C ref gcc -Os, cortex-m33         13,975       15,320       119.7
 *    this kernel,   cortex-m4           7,965        8,295        64.8
 *  A call on 1 block: 8,227 cycles (M33 model), 67 of them the frame
 *  wipe (14 MOV + 4 STM of 13 words + 1 STR).
 *  Interlock stalls (2-cycle load and shifted-operand results, charged by
 *  the M33 model) per block in the same traces: this kernel 130, armv7em
 *  kernel 2,178 (10,149 cycles/block on the M33 model), gcc -O2 C 674,
 *  gcc -Os C 713.
 */

    .syntax unified
    .thumb

EL      .req r4
EH      .req r5
YL      .req r10
YH      .req r11
KP      .req r12
T2      .req lr

    .equ FR_W,      0
    .equ FR_S,      128
    .equ FR_STATE,  192
    .equ FR_INP,    196
    .equ FR_END,    200
    .equ FR_KP,     204
    .equ FR_SIZE,   212

/* Byte offset of the slot holding role k (a=0 .. h=7) in round i. */
#define SLOT(k, i)  (FR_S + 8 * (((k) - (i) + 16) & 7))
/* Byte offset of ring word w[j & 15]. */
#define WR(j)       (FR_W + 8 * ((j) & 15))

/*
 * One round, index i within the 16-round group (t = 16g + i).
 * In:  a = (al,ah), e = (EL,EH), x = (xl,xh) = b ^ c; (hl,hh), (tl,th),
 *      YL, YH, T2 free. Slots hold b, c, d, f, g, h.
 * Out: new a in (hl,hh), new e in (EL,EH), next x (= a ^ b) in (tl,th);
 *      old a and old e written to their slots (they become b and f).
 */
    .macro ROUND i, al, ah, hl, hh, xl, xh, tl, th
    ldr     \hl, [sp, #SLOT(7, \i)]     @ h
    ldr     \hh, [sp, #SLOT(7, \i) + 4]
    ldr     \tl, [KP, #8*(\i)]          @ K[t]
    ldr     \th, [KP, #8*(\i) + 4]
    ldr     YL, [sp, #WR(\i)]           @ w[t]
    ldr     YH, [sp, #WR(\i) + 4]
    adds    \hl, \hl, \tl               @ h += K[t]
    adc     \hh, \hh, \th
    adds    \hl, \hl, YL                @ h += w[t]
    adc     \hh, \hh, YH
    /* S1(e) = ror14 ^ ror18 ^ ror41, lo (tl) and hi (th) chains interleaved */
    lsr     \tl, EL, #14                @ lo: ror14
    lsr     \th, EH, #14                @ hi: ror14
    eor     \tl, \tl, EH, lsl #18
    eor     \th, \th, EL, lsl #18
    eor     \tl, \tl, EL, lsr #18       @ lo: ror18
    eor     \th, \th, EH, lsr #18       @ hi: ror18
    eor     \tl, \tl, EH, lsl #14
    eor     \th, \th, EL, lsl #14
    eor     \tl, \tl, EH, lsr #9        @ lo: ror41 (halves swapped, ror 9)
    eor     \th, \th, EL, lsr #9        @ hi: ror41
    eor     \tl, \tl, EL, lsl #23
    eor     \th, \th, EH, lsl #23
    adds    \hl, \hl, \tl               @ h += S1(e)
    adc     \hh, \hh, \th
    ldr     \tl, [sp, #SLOT(5, \i)]     @ f
    ldr     \th, [sp, #SLOT(5, \i) + 4]
    ldr     YL, [sp, #SLOT(6, \i)]      @ g
    ldr     YH, [sp, #SLOT(6, \i) + 4]
    eor     \tl, \tl, YL                @ Ch = ((f ^ g) & e) ^ g
    eor     \th, \th, YH
    and     \tl, \tl, EL
    and     \th, \th, EH
    eor     \tl, \tl, YL
    eor     \th, \th, YH
    adds    \hl, \hl, \tl               @ h += Ch(e, f, g)   (h = T1)
    adc     \hh, \hh, \th
    ldr     \tl, [sp, #SLOT(3, \i)]     @ d
    ldr     \th, [sp, #SLOT(3, \i) + 4]
    ldr     YL, [sp, #SLOT(1, \i)]      @ b
    ldr     YH, [sp, #SLOT(1, \i) + 4]
    str     EL, [sp, #SLOT(4, \i)]      @ slot(e) = e   (becomes f next round)
    str     EH, [sp, #SLOT(4, \i) + 4]
    adds    EL, \tl, \hl                @ e = d + T1
    adc     EH, \th, \hh
    eor     \tl, \al, YL                @ t = a ^ b     (becomes x next round)
    eor     \th, \ah, YH
    and     \xl, \xl, \tl               @ x = (b ^ c) & (a ^ b)
    and     \xh, \xh, \th
    eor     \xl, \xl, YL                @ x = Maj(a, b, c)
    eor     \xh, \xh, YH
    /* S0(a) = ror28 ^ ror34 ^ ror39, lo (YL) / hi (YH) interleaved */
    lsr     YL, \al, #28                @ lo: ror28
    lsr     YH, \ah, #28                @ hi: ror28
    adds    \hl, \hl, \xl               @ h += Maj   (carry kept: only
    eor     YL, YL, \ah, lsl #4         @   non-flag-setting ops until adc)
    eor     YH, YH, \al, lsl #4
    adc     \hh, \hh, \xh
    eor     YL, YL, \ah, lsr #2         @ lo: ror34 (swapped, ror 2)
    eor     YH, YH, \al, lsr #2         @ hi: ror34
    eor     YL, YL, \al, lsl #30
    eor     YH, YH, \ah, lsl #30
    eor     YL, YL, \ah, lsr #7         @ lo: ror39 (swapped, ror 7)
    eor     YH, YH, \al, lsr #7         @ hi: ror39
    eor     YL, YL, \al, lsl #25
    eor     YH, YH, \ah, lsl #25
    str     \al, [sp, #SLOT(0, \i)]     @ slot(a) = a   (becomes b next round)
    str     \ah, [sp, #SLOT(0, \i) + 4]
    adds    \hl, \hl, YL                @ h = T1 + Maj + S0(a) = new a
    adc     \hh, \hh, YH
    .endm

    .macro ROUNDS16
    .irp    i, 0, 2, 4, 6, 8, 10, 12, 14
    ROUND   \i,     r0, r1, r2, r3, r6, r7, r8, r9
    ROUND   (\i+1), r2, r3, r0, r1, r8, r9, r6, r7
    .endr
    .endm

/*
 * Schedule: ring[j] = w[t] for t = 16(g+1) + j, computed in place
 * (w[t-16] is ring[j] itself). w[t-15] = ring[j+1] is loaded here and is
 * also the next word's w[t-16], so it stays in registers: the pairs
 * (al,ah) accumulator and (vl,vh) swap roles every word. KP is spilled
 * so that r12 and lr join r10, r11 as scratch.
 */
    .macro SCHED j, al, ah, vl, vh
    ldr     r10, [sp, #WR((\j) + 9)]    @ w[t-7]
    ldr     r11, [sp, #WR((\j) + 9) + 4]
    ldr     \vl, [sp, #WR((\j) + 1)]    @ v = w[t-15]
    ldr     \vh, [sp, #WR((\j) + 1) + 4]
    ldr     r12, [sp, #WR((\j) + 14)]   @ u = w[t-2]
    ldr     lr, [sp, #WR((\j) + 14) + 4]
    adds    \al, \al, r10               @ w = w[t-16] + w[t-7]
    adc     \ah, \ah, r11
    /* s0(v) = ror1 ^ ror8 ^ shr7, lo (r10) / hi (r11) interleaved */
    lsr     r10, \vl, #1
    lsr     r11, \vh, #1
    eor     r10, r10, \vh, lsl #31
    eor     r11, r11, \vl, lsl #31
    eor     r10, r10, \vl, lsr #8
    eor     r11, r11, \vh, lsr #8
    eor     r10, r10, \vh, lsl #24
    eor     r11, r11, \vl, lsl #24
    eor     r10, r10, \vl, lsr #7
    eor     r11, r11, \vh, lsr #7       @ hi: shr7 has no lo-to-hi term
    eor     r10, r10, \vh, lsl #25
    adds    \al, \al, r10               @ w += s0(v)
    adc     \ah, \ah, r11
    /* s1(u) = ror19 ^ ror61 ^ shr6; u = (r12, lr) */
    lsr     r10, r12, #19               @ lo: ror19
    lsr     r11, lr, #19                @ hi: ror19
    eor     r10, r10, lr, lsl #13
    eor     r11, r11, r12, lsl #13
    eor     r10, r10, lr, lsr #29       @ lo: ror61 (swapped, ror 29)
    eor     r11, r11, r12, lsr #29      @ hi: ror61
    eor     r10, r10, r12, lsl #3
    eor     r11, r11, lr, lsl #3
    eor     r10, r10, r12, lsr #6       @ lo: shr6
    eor     r11, r11, lr, lsr #6        @ hi: shr6
    eor     r10, r10, lr, lsl #26
    adds    \al, \al, r10               @ w += s1(u)
    adc     \ah, \ah, r11
    str     \al, [sp, #WR(\j)]          @ ring[j] = w[t]
    str     \ah, [sp, #WR(\j) + 4]
    .endm

    .macro SCHED16
    str     KP, [sp, #FR_KP]            @ spill KP
    ldr     r2, [sp, #WR(0)]            @ w[t-16] for j = 0
    ldr     r3, [sp, #WR(0) + 4]
    .irp    j, 0, 2, 4, 6, 8, 10, 12, 14
    SCHED   \j,     r2, r3, r8, r9
    SCHED   (\j+1), r8, r9, r2, r3
    .endr
    ldr     KP, [sp, #FR_KP]            @ reload KP
    .endm

/* Message pre-pass: ring[j], ring[j+1] = be64(lr + 8j), be64(lr + 8j + 8). */
    .macro LOAD2 j
    ldr     r2, [lr, #8*(\j)]           @ bytes 0..3 of word j (high half)
    ldr     r3, [lr, #8*(\j) + 4]       @ bytes 4..7 (low half)
    ldr     r8, [lr, #8*(\j) + 8]
    ldr     r9, [lr, #8*(\j) + 12]
    rev     r2, r2
    rev     r3, r3
    rev     r8, r8
    rev     r9, r9
    str     r3, [sp, #WR(\j)]           @ w[j].lo
    str     r2, [sp, #WR(\j) + 4]       @ w[j].hi
    str     r9, [sp, #WR((\j) + 1)]
    str     r8, [sp, #WR((\j) + 1) + 4]
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

    .section .text.qz_fast.qzi_sha512_compress_armv8m,"ax",%progbits
    .global qzi_sha512_compress_armv8m
    .type   qzi_sha512_compress_armv8m, %function
    .p2align 2
    .thumb_func
qzi_sha512_compress_armv8m:
    cbnz    r2, 1f                      @ if (nblocks == 0)
    bx      lr                          @     return;
1:  push    {r4-r11, lr}
    sub     sp, sp, #FR_SIZE
    add     r2, r1, r2, lsl #7          @ end = blocks + 128 * nblocks
    str     r0, [sp, #FR_STATE]
    str     r2, [sp, #FR_END]
    mov     lr, r1                      @ lr = blocks
    mov     r12, r0                     @ r12 = state
    /* slots 1..3, 5..7 = b, c, d, f, g, h; a, e in registers; x = b ^ c */
    ldr     r2, [r12, #8]               @ b
    ldr     r3, [r12, #12]
    ldr     r6, [r12, #16]              @ c
    ldr     r7, [r12, #20]
    ldr     r8, [r12, #24]              @ d
    ldr     r9, [r12, #28]
    str     r2, [sp, #SLOT(1, 0)]
    str     r3, [sp, #SLOT(1, 0) + 4]
    str     r6, [sp, #SLOT(2, 0)]
    str     r7, [sp, #SLOT(2, 0) + 4]
    str     r8, [sp, #SLOT(3, 0)]
    str     r9, [sp, #SLOT(3, 0) + 4]
    eor     r6, r6, r2                  @ x = b ^ c
    eor     r7, r7, r3
    ldr     r2, [r12, #40]              @ f
    ldr     r3, [r12, #44]
    ldr     r8, [r12, #48]              @ g
    ldr     r9, [r12, #52]
    ldr     r10, [r12, #56]             @ h
    ldr     r11, [r12, #60]
    ldr     r4, [r12, #32]              @ e
    ldr     r5, [r12, #36]
    ldr     r0, [r12, #0]               @ a
    ldr     r1, [r12, #4]
    str     r2, [sp, #SLOT(5, 0)]
    str     r3, [sp, #SLOT(5, 0) + 4]
    str     r8, [sp, #SLOT(6, 0)]
    str     r9, [sp, #SLOT(6, 0) + 4]
    str     r10, [sp, #SLOT(7, 0)]
    str     r11, [sp, #SLOT(7, 0) + 4]

.Lblock:                                @ for each block:
    .irp    j, 0, 2, 4, 6, 8, 10, 12, 14
    LOAD2   \j                          @ ring[0..15] = be64 message words
    .endr
    add     lr, lr, #128                @ blocks += 128
    str     lr, [sp, #FR_INP]
    movw    KP, #:lower16:qzi_sha512_k  @ KP = &K[0]
    movt    KP, #:upper16:qzi_sha512_k
    b       .Lrounds

.Lsched:                                @ ring = w[16g .. 16g+15]
    SCHED16
.Lrounds:                               @ rounds 16g .. 16g+15 (g = 0..4)
    ROUNDS16
    add     KP, KP, #128                @ KP = &K[16(g+1)]
    movw    r10, #:lower16:(qzi_sha512_k + 640)
    movt    r10, #:upper16:(qzi_sha512_k + 640)
    cmp     KP, r10
    bne     .Lsched

    /* state += a..h; the sums also stay in slots / registers, ready to
     * be the next block's a..h (a in r0,r1; e in r4,r5; x = b ^ c). */
    ldr     lr, [sp, #FR_STATE]
    ldr     r2, [lr, #0]
    ldr     r3, [lr, #4]
    ldr     r8, [lr, #32]
    ldr     r9, [lr, #36]
    adds    r0, r0, r2                  @ a += H0
    adc     r1, r1, r3
    adds    r4, r4, r8                  @ e += H4
    adc     r5, r5, r9
    str     r0, [lr, #0]
    str     r1, [lr, #4]
    str     r4, [lr, #32]
    str     r5, [lr, #36]
    FOLD2   5, 6                        @ f, g
    FOLD2   7, 3                        @ h, d
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
    .size   qzi_sha512_compress_armv8m, . - qzi_sha512_compress_armv8m

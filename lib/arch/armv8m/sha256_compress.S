/*
 * SHA-256 compression kernel for ARMv8-M Mainline (Cortex-M33), Thumb-2.
 *
 *   void qzi_sha256_compress_armv8m(uint32_t state[8],
 *                                   const uint8_t *blocks, size_t nblocks);
 *
 * Contract (lib/internal/sha2_kernel.h):
 *  - state: H0..H7 as native words, 4-byte aligned, updated in place.
 *  - blocks: nblocks * 64 bytes, big-endian words, ANY alignment (only
 *    single-word LDR touches the message: never LDRD/LDM on it).
 *  - nblocks may be 0 (returns at once, nothing read or written).
 *  - Constant time: no branch and no address depends on state or message
 *    contents (the only branches test nblocks / loop counters).
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr, flags clobbered.
 *  - Leaves its frame zeroed: every return zeroes the whole frame (the
 *    schedule ring, which runs backwards to the last block, and the
 *    pointers), once per call, with zeroed registers and STM, and returns
 *    with r0-r3 and r12 zero (lr points into the freed frame).
 *  - Round constants are read from the C table qzi_sha256_k[64].
 *  - No DSP/SIMD instruction: assembles and runs on a Cortex-M33 built
 *    without the DSP extension (-mcpu=cortex-m33+nodsp). REV is base ISA.
 *
 * Design
 *  - a..h live in r0-r7; the round macro arguments rename the registers
 *    every round instead of moving data (round i: a = r[(0-i)&7], ...).
 *  - Sigma rotations folded into shifted operands:
 *      S1(e) = ror6 (e ^ ror5 (e) ^ ror19(e))   added as "h += t, ror #6"
 *      S0(a) = ror2 (a ^ ror11(a) ^ ror20(a))   added as "h += t, ror #2"
 *      s0(x) = ror7 (x ^ ror11(x)) ^ (x >> 3)
 *      s1(x) = ror17(x ^ ror2 (x)) ^ (x >> 10)
 *  - Ch(e,f,g)  = (e & f) + (g & ~e)         (disjoint bits, so + = ^)
 *    Maj(a,b,c) = (a & b) + (c & (a ^ b))    (disjoint bits, so + = ^)
 *  - Rolling 16-word schedule ring on the stack; w[t] (t >= 16) is
 *    computed inside round t and added to h from a register.
 *  - Rounds 0-15 unrolled once; rounds 16-63 = one 16-round body run 3x.
 *
 * What differs from the armv7em (Cortex-M4) kernel, and why
 *  The Cortex-M33 pipeline is not the M4's. Published cycle measurements
 *  of an M33 r1p0 (RP2350; jnk0le, "pipeline cycle test") show a 2-cycle
 *  result latency for every instruction with a shifted-register operand
 *  (all the Sigma/sigma steps here) and a 2-cycle load-to-use latency,
 *  and no useful dual issue for ALU code, while the M4 forwards every ALU
 *  result at once and mainly rewards grouped loads. So this kernel:
 *   - drops the M4 kernel's carried b^c (Maj costs 5 ALU ops instead of
 *     4) to free a fifth scratch register; with it the K[t] load joins the
 *     w[] loads (one group of 5) and s0/s1 run as two interleaved chains;
 *   - interleaves the S1(e) and S0(a) chains and the Ch/Maj terms, so that
 *     no instruction consumes a shifted-operand result or a loaded value
 *     in the very next slot (every such producer/consumer pair here is at
 *     least 2 instructions apart; the M4 kernel has ~7 such back-to-back
 *     pairs per round).
 *  On the M4 timing model the two orders cost the same per round >= 16
 *  (34 cycles); rounds 0-15 cost one cycle more here (Maj).
 *
 * Register allocation
 *    r0-r7   a..h      working variables (renamed every round)
 *    r8      T0        scratch
 *    r9      T1        scratch
 *    r10     T2        scratch
 *    r11     W         message word w[t] / scratch
 *    r12     KP        &qzi_sha256_k[16*g] (g = round group)
 *    lr      INP       message pointer (rounds 0-15); scratch T3 later
 *  Arguments: r0 = state, r1 = blocks, r2 = nblocks (saved to the frame).
 *
 * Stack frame (after push {r4-r11,lr}: 36 bytes)
 *    sp+0   .. sp+63   w[0..15] message schedule ring      (FR_W)
 *    sp+64             saved state pointer                  (FR_STATE)
 *    sp+68             pointer to the next block            (FR_INP)
 *    sp+72             end of the message (blocks+64*n)     (FR_END)
 *    sp+76  .. sp+79   padding
 *  Stack used: 80 + 36 = 116 bytes.
 *
 * Size: .text of this function = 3,132 bytes (arm-none-eabi-gcc 12.2).
 *
 * Measured figures (per 64-byte block; "cycles" are MODELLED, not silicon):
 *  Method: qemu-arm 10 instruction trace (-one-insn-per-tb -d exec,nochain)
 *  fed to build-aux/qz-trace-cycles, which counts the instructions whose PC
 *  lies inside the function (method A) and charges each one from the
 *  Cortex-M4 TRM timing tables (method B; zero wait states, P = 2; for
 *  cortex-m33 the measured-M33 model of bench/sim/timing.c, P = 1, less
 *  certain: the M33 TRM has no table). Per block = (one call on 9
 *  blocks - one call on 1 block) / 8. C reference = lib/generic/
 *  sha256_compress.c built with arm-none-eabi-gcc 12.2.rel1 for the
 *  same -mcpu.
 *                                  instr/block  cycles/block  cycles/byte
 *    this kernel,   cortex-m33          1,975        1,988        31.1
 *    C ref gcc -O2, cortex-m33          4,027        4,391        68.6
 *    C ref gcc -Os, cortex-m33          4,242        4,686        73.2
 *    (armv7em kernel, cortex-m33        1,910        2,278        35.6)
 *    this kernel,   cortex-m4           1,975        2,060        32.2
 *  A call on 1 block: 2,056 cycles (M33 model), 32 of them the frame
 *  wipe (12 MOV + 2 STM of 10 words).
 *  The M33 model charges the 2-cycle load and shifted-operand results
 *  this schedule avoids: interlock stalls per block in the same traces,
 *  this kernel 0, armv7em kernel 354, gcc -O2 C 384, gcc -Os C 329.
 */

    .syntax unified
    .thumb

T0      .req r8
T1      .req r9
T2      .req r10
W       .req r11
KP      .req r12
INP     .req lr
T3      .req lr

    .equ FR_W,      0
    .equ FR_STATE,  64
    .equ FR_INP,    68
    .equ FR_END,    72
    .equ FR_SIZE,   80

/*
 * Tail of every round. On entry: h = h + K[t] + w[t] (complete),
 * T0 = e ^ ror5(e) ^ ror19(e), T1 = a ^ ror11(a) ^ ror20(a) (issued at
 * least two slots earlier). On exit d = d + T1 (new e), h = new a.
 * W is free.
 */
    .macro TAIL a, b, c, d, e, f, g, h
    and     T2, \e, \f                  @ T2 = e & f
    add     \h, \h, T0, ror #6          @ h += S1(e)
    bic     W, \g, \e                   @ W = g & ~e
    add     \h, \h, T2                  @ h += e & f
    eor     T0, \a, \b                  @ T0 = a ^ b
    add     \h, \h, W                   @ h += g & ~e        (h = T1)
    and     T2, \a, \b                  @ T2 = a & b
    add     \d, \d, \h                  @ d += T1            (new e)
    and     T0, T0, \c                  @ T0 = c & (a ^ b)
    add     \h, \h, T2                  @ h += a & b
    add     \h, \h, T0                  @ h += c & (a^b)     (+ Maj)
    add     \h, \h, T1, ror #2          @ h += S0(a)         (new a)
    .endm

/* Round t = i (0..15): w[i] = be32(blocks + 4i). */
    .macro R0_15 i, a, b, c, d, e, f, g, h
    ldr     W, [INP, #4*(\i)]           @ W = le32(blocks + 4i) (unaligned ok)
    ldr     T2, [KP, #4*(\i)]           @ T2 = K[i]
    eor     T0, \e, \e, ror #5          @ T0 = e ^ ror5(e)
    eor     T1, \a, \a, ror #11         @ T1 = a ^ ror11(a)
    rev     W, W                        @ W = w[i]
    add     \h, \h, T2                  @ h += K[i]
    eor     T0, T0, \e, ror #19         @ T0 ^= ror19(e)
    str     W, [sp, #FR_W + 4*(\i)]     @ ring[i] = w[i]
    eor     T1, T1, \a, ror #20         @ T1 ^= ror20(a)
    add     \h, \h, W                   @ h += w[i]
    TAIL    \a, \b, \c, \d, \e, \f, \g, \h
    .endm

/*
 * Round t = 16g + j (g = 1..3, j = 0..15); KP = &K[16g].
 * w[t] = s1(w[t-2]) + w[t-7] + s0(w[t-15]) + w[t-16], ring index t & 15.
 */
    .macro R16_63 j, a, b, c, d, e, f, g, h
    ldr     W, [sp, #FR_W + 4*(\j)]               @ W  = w[t-16]
    ldr     T0, [sp, #FR_W + 4*(((\j)+1)&15)]     @ T0 = v = w[t-15]
    ldr     T1, [sp, #FR_W + 4*(((\j)+9)&15)]     @ T1 = w[t-7]
    ldr     T3, [sp, #FR_W + 4*(((\j)+14)&15)]    @ T3 = u = w[t-2]
    ldr     T2, [KP, #4*(\j)]                     @ T2 = K[t]
    add     W, W, T1                    @ W += w[t-7]
    eor     T1, T0, T0, ror #11         @ T1 = v ^ ror11(v)
    add     \h, \h, T2                  @ h += K[t]
    eor     T2, T3, T3, ror #2          @ T2 = u ^ ror2(u)
    lsr     T0, T0, #3                  @ T0 = v >> 3
    lsr     T3, T3, #10                 @ T3 = u >> 10
    eor     T0, T0, T1, ror #7          @ T0 = s0(v)
    eor     T3, T3, T2, ror #17         @ T3 = s1(u)
    add     W, W, T0                    @ W += s0(w[t-15])
    add     W, W, T3                    @ W = w[t]
    str     W, [sp, #FR_W + 4*(\j)]     @ ring[t & 15] = w[t]
    eor     T0, \e, \e, ror #5          @ T0 = e ^ ror5(e)
    eor     T1, \a, \a, ror #11         @ T1 = a ^ ror11(a)
    add     \h, \h, W                   @ h += w[t]
    eor     T0, T0, \e, ror #19         @ T0 ^= ror19(e)
    eor     T1, T1, \a, ror #20         @ T1 ^= ror20(a)
    TAIL    \a, \b, \c, \d, \e, \f, \g, \h
    .endm

/* Eight rounds with the register renaming. */
    .macro EIGHT rnd, base
    \rnd    (\base)+0, r0, r1, r2, r3, r4, r5, r6, r7
    \rnd    (\base)+1, r7, r0, r1, r2, r3, r4, r5, r6
    \rnd    (\base)+2, r6, r7, r0, r1, r2, r3, r4, r5
    \rnd    (\base)+3, r5, r6, r7, r0, r1, r2, r3, r4
    \rnd    (\base)+4, r4, r5, r6, r7, r0, r1, r2, r3
    \rnd    (\base)+5, r3, r4, r5, r6, r7, r0, r1, r2
    \rnd    (\base)+6, r2, r3, r4, r5, r6, r7, r0, r1
    \rnd    (\base)+7, r1, r2, r3, r4, r5, r6, r7, r0
    .endm

    .section .text.qz_fast.qzi_sha256_compress_armv8m,"ax",%progbits
    .global qzi_sha256_compress_armv8m
    .type   qzi_sha256_compress_armv8m, %function
    .p2align 2
    .thumb_func
qzi_sha256_compress_armv8m:
    cbnz    r2, 1f                      @ if (nblocks == 0)
    bx      lr                          @     return;
1:  push    {r4-r11, lr}
    sub     sp, sp, #FR_SIZE
    add     r2, r1, r2, lsl #6          @ end = blocks + 64 * nblocks
    str     r0, [sp, #FR_STATE]
    str     r2, [sp, #FR_END]
    mov     INP, r1                     @ INP = blocks
    ldm     r0, {r0-r7}                 @ a..h = state[0..7]

.Lblock:                                @ for each block:
    movw    KP, #:lower16:qzi_sha256_k  @ KP = &K[0]
    movt    KP, #:upper16:qzi_sha256_k
    EIGHT   R0_15, 0                    @ rounds 0..7
    EIGHT   R0_15, 8                    @ rounds 8..15
    add     INP, INP, #64               @ blocks += 64
    str     INP, [sp, #FR_INP]          @ (lr becomes scratch T3)

.Lgroup:                                @ for g = 1..3:
    add     KP, KP, #64                 @ KP = &K[16g]
    EIGHT   R16_63, 0                   @ rounds 16g+0 .. 16g+7
    EIGHT   R16_63, 8                   @ rounds 16g+8 .. 16g+15
    movw    T0, #:lower16:(qzi_sha256_k + 192)
    movt    T0, #:upper16:(qzi_sha256_k + 192)
    cmp     KP, T0                      @ last group (KP = &K[48]) done?
    bne     .Lgroup

    ldr     lr, [sp, #FR_STATE]         @ lr = state
    ldr     r12, [sp, #FR_INP]          @ r12 = next block (fills the slot
    ldm     lr, {r8-r11}                @   before lr is used as address)
    add     r0, r0, r8                  @ state[i] += a..h (i = 0..7),
    add     r1, r1, r9                  @ and a..h keep the new chaining
    add     r2, r2, r10                 @ value for the next block
    add     r3, r3, r11
    ldr     r8, [lr, #16]
    ldr     r9, [lr, #20]
    ldr     r10, [lr, #24]
    ldr     r11, [lr, #28]
    add     r4, r4, r8
    add     r5, r5, r9
    add     r6, r6, r10
    add     r7, r7, r11
    stm     lr, {r0-r7}                 @ state[0..7] = a..h
    ldr     T0, [sp, #FR_END]
    mov     INP, r12                    @ INP = next block
    cmp     INP, T0                     @ more blocks?
    bne     .Lblock

    /* Wipe the whole frame once per call (the schedule ring runs
     * backwards to the last block; the pointers go with it), and leave
     * r0-r3 and r12 holding nothing of the state. */
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
    mov     r12, r0
    mov     lr, sp
    .if     FR_SIZE != 80
    .error  "FR_SIZE changed: fix the frame wipe"
    .endif
    stm     lr!, {r0-r9}                @ words 0..9
    stm     lr, {r0-r9}                 @ words 10..19
    add     sp, sp, #FR_SIZE
    pop     {r4-r11, pc}
    .size   qzi_sha256_compress_armv8m, . - qzi_sha256_compress_armv8m

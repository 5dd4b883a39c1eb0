/*
 * SHA-256 compression kernel for ARMv7E-M (Cortex-M4), Thumb-2.
 *
 *   void qzi_sha256_compress_armv7em(uint32_t state[8],
 *                                    const uint8_t *blocks, size_t nblocks);
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
 *  - Uses no DSP/SIMD instruction (REV is base Thumb-2), so it also runs
 *    on ARMv7-M (M3) and ARMv8-M Mainline (M33 with or without DSP).
 *
 * Design
 *  - All eight working variables a..h live in r0-r7. Instead of moving
 *    data at the end of a round, the macro arguments rename the registers
 *    (round i sees a = r[(0-i)&7], b = r[(1-i)&7], ... h = r[(7-i)&7]).
 *  - Maj is computed as ((a^b) & (b^c)) ^ b; a^b of this round is b^c of
 *    the next one, so it is carried in a register (X/T1 alternate roles).
 *  - Sigma rotations are folded into shifted operands:
 *      S1(e) = ror6 (e ^ ror5 (e) ^ ror19(e)),  added as "h += t, ror #6"
 *      S0(a) = ror2 (a ^ ror11(a) ^ ror20(a)),  added as "h += t, ror #2"
 *      s0(x) = ror7 (x ^ ror11(x)) ^ (x >> 3)
 *      s1(x) = ror17(x ^ ror2 (x)) ^ (x >> 10)
 *  - Ch(e,f,g) = (e & f) + (g & ~e) (the two terms share no bit).
 *  - Message schedule: rolling 16-word ring w[] on the stack; from round 16
 *    on, w[t] is computed inside round t and kept in a register for the
 *    round (one load saved), then stored back over w[t-16].
 *  - Rounds 0-15 (byte-swapping loads from the message) are unrolled once;
 *    rounds 16-63 are one 16-round unrolled body run three times (K pointer
 *    advanced by 64 bytes). Loads are grouped so that the M4 pipelines
 *    them (N consecutive LDRs cost N+1 cycles).
 *
 * Register allocation
 *    r0-r7   a..h      working variables (renamed every round, see above)
 *    r8      T0        scratch
 *    r9      T1        scratch; alternates with X as the Maj carry
 *    r10     X         b^c carried between rounds (even rounds; T1 odd)
 *    r11     W         message word w[t]
 *    r12     KP        &qzi_sha256_k[16*g] (g = round group)
 *    lr      INP       message pointer (rounds 0-15); scratch T2 later
 *  Arguments: r0 = state, r1 = blocks, r2 = nblocks (saved to the frame).
 *
 * Stack frame (after push {r4-r11,lr}: 36 bytes)
 *    sp+0   .. sp+63   w[0..15] message schedule ring      (FR_W)
 *    sp+64             saved state pointer                  (FR_STATE)
 *    sp+68             pointer to the next block            (FR_INP)
 *    sp+72             end of the message (blocks+64*n)     (FR_END)
 *    sp+76  .. sp+79   padding (keeps the frame 8-byte sized)
 *  Stack used: 80 + 36 = 116 bytes.
 *
 * Size: .text of this function = 3,064 bytes (arm-none-eabi-gcc 12.2).
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
 *    this kernel,   cortex-m4           1,910        2,044        31.9
 *    C ref gcc -O2, cortex-m4           4,219        4,555        71.2
 *    C ref gcc -Os, cortex-m4           4,242        5,133        80.2
 *    this kernel,   cortex-m33          1,910        2,278        35.6
 *    C ref gcc -O2, cortex-m33          4,027        4,391        68.6
 *    C ref gcc -Os, cortex-m33          4,242        4,686        73.2
 *  A call on 1 block: 2,116 cycles (M4), i.e. ~72 cycles of entry/exit,
 *  34 of them the frame wipe (12 MOV + 2 STM of 10 words).
 *  On the M33 prefer the armv8m kernel (1,988 cycles/block there): the
 *  M33 model charges this order 354 interlock stalls per block (2-cycle
 *  load and shifted-operand results).
 */

    .syntax unified
    .thumb

T0      .req r8
T1      .req r9
X       .req r10
W       .req r11
KP      .req r12
INP     .req lr
T2      .req lr

    .equ FR_W,      0
    .equ FR_STATE,  64
    .equ FR_INP,    68
    .equ FR_END,    72
    .equ FR_SIZE,   80

/*
 * The part of a round common to all 64 rounds. On entry h already holds
 * h + K[t] + w[t], x = b ^ c, y is free. On exit d = d + T1 (the new e),
 * h = T1 + T2 (the new a), y = a ^ b (the next round's x).
 */
    .macro CORE a, b, c, d, e, f, g, h, x, y
    eor     T0, \e, \e, ror #5          @ T0 = e ^ ror5(e)
    eor     T0, T0, \e, ror #19         @ T0 ^= ror19(e)
    add     \h, \h, T0, ror #6          @ h += S1(e)
    and     T0, \e, \f                  @ T0 = e & f
    add     \h, \h, T0                  @ h += e & f
    bic     T0, \g, \e                  @ T0 = g & ~e
    add     \h, \h, T0                  @ h += g & ~e      (h = T1)
    add     \d, \d, \h                  @ d += T1          (new e)
    eor     T0, \a, \a, ror #11         @ T0 = a ^ ror11(a)
    eor     T0, T0, \a, ror #20         @ T0 ^= ror20(a)
    add     \h, \h, T0, ror #2          @ h += S0(a)
    eor     \y, \a, \b                  @ y = a ^ b        (next x)
    and     \x, \x, \y                  @ x = (b ^ c) & (a ^ b)
    eor     \x, \x, \b                  @ x = Maj(a, b, c)
    add     \h, \h, \x                  @ h = T1 + T2      (new a)
    .endm

/* Round t = i (0..15): w[i] = be32(blocks + 4i). */
    .macro R0_15 i, a, b, c, d, e, f, g, h, x, y
    ldr     W, [INP, #4*(\i)]           @ W = le32(blocks + 4i) (unaligned ok)
    ldr     T0, [KP, #4*(\i)]           @ T0 = K[i]          (pipelined)
    rev     W, W                        @ W = w[i] = be32(blocks + 4i)
    add     \h, \h, T0                  @ h += K[i]
    str     W, [sp, #FR_W + 4*(\i)]     @ ring[i] = w[i]
    add     \h, \h, W                   @ h += w[i]
    CORE    \a, \b, \c, \d, \e, \f, \g, \h, \x, \y
    .endm

/*
 * Round t = 16g + j (g = 1..3, j = 0..15); KP = &K[16g].
 * w[t] = s1(w[t-2]) + w[t-7] + s0(w[t-15]) + w[t-16], ring index t & 15.
 * y is free until CORE, so it serves as scratch here.
 */
    .macro R16_63 j, a, b, c, d, e, f, g, h, x, y
    ldr     W, [sp, #FR_W + 4*(\j)]               @ W  = w[t-16]
    ldr     T0, [sp, #FR_W + 4*(((\j)+1)&15)]     @ T0 = w[t-15]
    ldr     \y, [sp, #FR_W + 4*(((\j)+9)&15)]     @ y  = w[t-7]
    ldr     T2, [sp, #FR_W + 4*(((\j)+14)&15)]    @ T2 = w[t-2]
    add     W, W, \y                    @ W += w[t-7]
    eor     \y, T0, T0, ror #11         @ y = v ^ ror11(v), v = w[t-15]
    lsr     T0, T0, #3                  @ T0 = v >> 3
    eor     T0, T0, \y, ror #7          @ T0 = s0(v)
    add     W, W, T0                    @ W += s0(w[t-15])
    eor     \y, T2, T2, ror #2          @ y = u ^ ror2(u),  u = w[t-2]
    lsr     T2, T2, #10                 @ T2 = u >> 10
    eor     T2, T2, \y, ror #17         @ T2 = s1(u)
    add     W, W, T2                    @ W = w[t]
    ldr     T0, [KP, #4*(\j)]           @ T0 = K[t]
    str     W, [sp, #FR_W + 4*(\j)]     @ ring[t & 15] = w[t]
    add     \h, \h, T0                  @ h += K[t]
    add     \h, \h, W                   @ h += w[t]
    CORE    \a, \b, \c, \d, \e, \f, \g, \h, \x, \y
    .endm

/* Eight rounds with the register renaming; x/y swap every round. */
    .macro EIGHT rnd, base
    \rnd    (\base)+0, r0, r1, r2, r3, r4, r5, r6, r7, X, T1
    \rnd    (\base)+1, r7, r0, r1, r2, r3, r4, r5, r6, T1, X
    \rnd    (\base)+2, r6, r7, r0, r1, r2, r3, r4, r5, X, T1
    \rnd    (\base)+3, r5, r6, r7, r0, r1, r2, r3, r4, T1, X
    \rnd    (\base)+4, r4, r5, r6, r7, r0, r1, r2, r3, X, T1
    \rnd    (\base)+5, r3, r4, r5, r6, r7, r0, r1, r2, T1, X
    \rnd    (\base)+6, r2, r3, r4, r5, r6, r7, r0, r1, X, T1
    \rnd    (\base)+7, r1, r2, r3, r4, r5, r6, r7, r0, T1, X
    .endm

    .section .text.qz_fast.qzi_sha256_compress_armv7em,"ax",%progbits
    .global qzi_sha256_compress_armv7em
    .type   qzi_sha256_compress_armv7em, %function
    .p2align 2
    .thumb_func
qzi_sha256_compress_armv7em:
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
    eor     X, r1, r2                   @ x = b ^ c
    EIGHT   R0_15, 0                    @ rounds 0..7
    EIGHT   R0_15, 8                    @ rounds 8..15
    add     INP, INP, #64               @ blocks += 64
    str     INP, [sp, #FR_INP]          @ (lr becomes scratch T2)

.Lgroup:                                @ for g = 1..3:
    add     KP, KP, #64                 @ KP = &K[16g]
    EIGHT   R16_63, 0                   @ rounds 16g+0 .. 16g+7
    EIGHT   R16_63, 8                   @ rounds 16g+8 .. 16g+15
    movw    T0, #:lower16:(qzi_sha256_k + 192)
    movt    T0, #:upper16:(qzi_sha256_k + 192)
    cmp     KP, T0                      @ last group (KP = &K[48]) done?
    bne     .Lgroup

    ldr     lr, [sp, #FR_STATE]         @ lr = state
    ldm     lr, {r8-r12}                @ r8..r12 = state[0..4]
    add     r0, r0, r8                  @ state[i] += a..h (i = 0..7),
    add     r1, r1, r9                  @ and a..h keep the new chaining
    add     r2, r2, r10                 @ value for the next block
    add     r3, r3, r11
    add     r4, r4, r12
    ldr     r8, [lr, #20]
    ldr     r9, [lr, #24]
    ldr     r10, [lr, #28]
    add     r5, r5, r8
    add     r6, r6, r9
    add     r7, r7, r10
    stm     lr, {r0-r7}                 @ state[0..7] = a..h
    ldr     INP, [sp, #FR_INP]
    ldr     T0, [sp, #FR_END]
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
    .size   qzi_sha256_compress_armv7em, . - qzi_sha256_compress_armv7em

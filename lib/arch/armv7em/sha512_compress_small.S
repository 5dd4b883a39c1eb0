/*
 * SHA-512 compression kernel for ARMv7E-M (Cortex-M4), Thumb-2, small
 * footprint: one round a loop pass (--with-footprint=small).
 *
 *   void qzi_sha512_compress_armv7em_small(uint64_t state[8],
 *                                          const uint8_t *blocks,
 *                                          size_t nblocks);
 *
 * Contract (lib/internal/sha2_kernel.h):
 *  - state: H0..H7 as native uint64_t (low word at the lower address),
 *    8-byte aligned, updated in place.
 *  - blocks: nblocks * 128 bytes, big-endian 64-bit words, ANY alignment
 *    (only single-word LDR touches the message: never LDRD/LDM on it).
 *  - nblocks may be 0 (returns at once, nothing read or written).
 *  - Constant time: no branch and no address depends on state or message
 *    contents (the only branches test loop counters and nblocks).
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr, flags clobbered.
 *  - Leaves its frame zeroed: every return zeroes the whole frame (the
 *    schedule ring of the last block, which run backwards to it, the
 *    working variables and the pointers), once per call, and returns with
 *    r0-r3 and r12 zero and lr pointing into the freed frame.
 *  - Round constants are read from the C table qzi_sha512_k[80].
 *  - Uses no DSP/SIMD instruction, so it also runs on ARMv7-M (M3) and
 *    ARMv8-M Mainline (M33 with or without DSP).
 *
 * Design (the fast kernel, sha512_compress.S, unrolls 8 rounds and 8
 * schedule words; this one runs one round a loop iteration)
 *  - Per block: (1) W[0..15] = the byte-swapped message words into the
 *    ring X; (2) V = a..h (64-bit, in the frame) = state; (3) five passes
 *    of 16 rounds, one round a loop iteration, each pass but the first
 *    preceded by the next 16 schedule words computed in place in X; (4)
 *    state += V.
 *  - The schedule ring X holds 16 words twice (X[j] = X[j + 16]), so that
 *    W[t-2], W[t-7], W[t-15], W[t-16] are X[j+14], X[j+9], X[j+1], X[j]
 *    for t = t0 + 16 + j: fixed offsets from &X[j], no index wrap-around
 *    (256 bytes of stack instead of 640 for all 80 words).
 *  - A round loads e, f, g (for Ch and S1) and a, b, c (for Maj and S0)
 *    into registers anyway, and stores them back one slot further on, so
 *    the shift of the working variables (h = g, ..., b = a) costs only the
 *    stores; it writes the new e (d + T1) and the new a (T1 + T2).
 *  - 64-bit rotations on (lo, hi) halves: for n < 32,
 *      rotr(x, n).lo = lo >> n | hi << (32 - n),
 *      rotr(x, n).hi = hi >> n | lo << (32 - n),
 *    and rotr(x, 32 + n) swaps the halves. The two parts of a rotation
 *    share no bit, so every term of a Sigma is XORed in with a shifted
 *    operand (six instructions a half):
 *      S1(e) = rotr14 ^ rotr18 ^ rotr41,  S0(a) = rotr28 ^ rotr34 ^ rotr39
 *      s0(x) = rotr1 ^ rotr8 ^ shr7,      s1(x) = rotr19 ^ rotr61 ^ shr6
 *  - Ch(e,f,g) = ((f ^ g) & e) ^ g, Maj(a,b,c) = ((a ^ b) & (b ^ c)) ^ b,
 *    per half.
 *
 * Register allocation (rounds)
 *    r0, r1    e (lo, hi), then a
 *    r2, r3    f, then b
 *    r4, r5    g, then c
 *    r6, r7    T1, then the new a
 *    r8, r9    scratch pair (K, W, Sigma, Ch, Maj, d)
 *    r10       KP  &qzi_sha512_k[t]
 *    r11       WP  &X[t - t0] (rounds), &X[j] (schedule)
 *    r12       scratch
 *    lr        WEND = &X[16], end of a pass
 *  Schedule (between passes): r0-r9 scratch, r11 and lr as above.
 *  Arguments: r0 = state, r1 = blocks, r2 = nblocks (the state pointer
 *  and the end of the input go to the frame).
 *
 * Stack frame (after push {r4-r11,lr}: 36 bytes)
 *    sp+0   .. sp+63   V = a..h, 8 bytes each                (FR_V)
 *    sp+64  .. sp+319  X[0..31] schedule ring, 16 words twice (FR_X)
 *    sp+320            saved state pointer                   (FR_STATE)
 *    sp+324            pointer to the next block             (FR_INP)
 *    sp+328            end of the message (blocks+128*n)     (FR_END)
 *  Stack used: 332 + 36 = 368 bytes (sp stays 8-byte aligned).
 *
 * Size: .text of this function = 620 bytes (arm-none-eabi-gcc 12.2),
 * against 3,984 for the fast kernel.
 *
 * Measured figures (MODELLED cycles: bench/run, qz-mcusim with the core's
 * ideal timing, zero wait states; kernel rows of bench/bench_ops.c):
 *                          1 block   per block (9 - 1) / 8   cycles/byte
 *    this kernel, M4       12,612         12,437                97.2
 *    this kernel, M33      12,692         12,539                98.0
 *    fast kernel, M4        8,428          8,295                64.8
 *  The small build of the M33 takes this kernel too (sha2_kernel.h). The
 *  one-shot figures on the board models against CMOX are in
 *  doc/performance.md ("Fast and small builds").
 */

    .syntax unified
    .thumb

KP      .req r10
WP      .req r11
WEND    .req lr

    .equ FR_V,      0
    .equ FR_X,      64
    .equ FR_STATE,  320
    .equ FR_INP,    324
    .equ FR_END,    328
    .equ FR_SIZE,   332

    .equ VA, FR_V + 0
    .equ VB, FR_V + 8
    .equ VC, FR_V + 16
    .equ VD, FR_V + 24
    .equ VE, FR_V + 32
    .equ VF, FR_V + 40
    .equ VG, FR_V + 48
    .equ VH, FR_V + 56

    .section .text.qz_fast.qzi_sha512_compress_armv7em_small,"ax",%progbits
    .global qzi_sha512_compress_armv7em_small
    .type   qzi_sha512_compress_armv7em_small, %function
    .p2align 2
    .thumb_func
qzi_sha512_compress_armv7em_small:
    cbnz    r2, 1f                      @ if (nblocks == 0)
    bx      lr                          @     return;
1:  push    {r4-r11, lr}
    sub     sp, sp, #FR_SIZE
    add     r2, r1, r2, lsl #7          @ end = blocks + 128 * nblocks
    str     r0, [sp, #FR_STATE]
    str     r2, [sp, #FR_END]

.Lblock:                                @ for each block (r1 = blocks):
    add     r10, sp, #FR_X              @ r10 = &X[0]
    add     r11, sp, #FR_X + 128        @ r11 = &X[16]
.Lload:                                 @ for t = 0..15:
    ldr     r3, [r1], #4                @   hi = be32(blocks)
    ldr     r2, [r1], #4                @   lo = be32(blocks + 4)
    rev     r3, r3
    rev     r2, r2
    strd    r2, r3, [r10, #128]         @   X[t + 16] = W[t]
    strd    r2, r3, [r10], #8           @   X[t] = W[t]
    cmp     r10, r11
    bne     .Lload
    str     r1, [sp, #FR_INP]           @ next block

    ldr     r12, [sp, #FR_STATE]        @ V = state
    ldm     r12!, {r0-r7}
    stm     sp, {r0-r7}
    ldm     r12, {r0-r7}
    add     r12, sp, #VE
    stm     r12, {r0-r7}
    movw    KP, #:lower16:qzi_sha512_k  @ KP = &K[0]
    movt    KP, #:upper16:qzi_sha512_k
    add     WEND, sp, #FR_X + 128       @ WEND = &X[16]
.Lpass:                                 @ for t0 = 0, 16, .., 64:
    add     WP, sp, #FR_X               @ WP = &X[0] = &W[t0]
.Lround:                                @ for t = t0 .. t0 + 15:
    ldrd    r6, r7, [sp, #VH]           @   T1 = h
    ldrd    r0, r1, [sp, #VE]           @   e
    ldrd    r2, r3, [sp, #VF]           @   f
    ldrd    r4, r5, [sp, #VG]           @   g
    strd    r0, r1, [sp, #VF]           @   f' = e
    strd    r2, r3, [sp, #VG]           @   g' = f
    strd    r4, r5, [sp, #VH]           @   h' = g
    ldrd    r8, r9, [KP], #8            @   K[t]
    adds    r6, r6, r8
    adc     r7, r7, r9                  @   T1 += K[t]
    ldrd    r8, r9, [WP], #8            @   W[t]
    adds    r6, r6, r8
    adc     r7, r7, r9                  @   T1 += W[t]
    eor     r8, r2, r4                  @   Ch(e,f,g) = ((f ^ g) & e) ^ g
    and     r8, r8, r0
    eor     r8, r8, r4
    eor     r9, r3, r5
    and     r9, r9, r1
    eor     r9, r9, r5
    adds    r6, r6, r8
    adc     r7, r7, r9                  @   T1 += Ch
    lsr     r8, r0, #14                 @   S1(e).lo = rotr14 ^ rotr18 ^ rotr41
    eor     r8, r8, r1, lsl #18
    eor     r8, r8, r0, lsr #18
    eor     r8, r8, r1, lsl #14
    eor     r8, r8, r1, lsr #9
    eor     r8, r8, r0, lsl #23
    lsr     r9, r1, #14                 @   S1(e).hi
    eor     r9, r9, r0, lsl #18
    eor     r9, r9, r1, lsr #18
    eor     r9, r9, r0, lsl #14
    eor     r9, r9, r0, lsr #9
    eor     r9, r9, r1, lsl #23
    adds    r6, r6, r8
    adc     r7, r7, r9                  @   T1 += S1(e)
    ldrd    r8, r9, [sp, #VD]           @   d
    adds    r8, r8, r6
    adc     r9, r9, r7
    strd    r8, r9, [sp, #VE]           @   e' = d + T1
    ldrd    r0, r1, [sp, #VA]           @   a
    ldrd    r2, r3, [sp, #VB]           @   b
    ldrd    r4, r5, [sp, #VC]           @   c
    strd    r0, r1, [sp, #VB]           @   b' = a
    strd    r2, r3, [sp, #VC]           @   c' = b
    strd    r4, r5, [sp, #VD]           @   d' = c
    lsr     r8, r0, #28                 @   S0(a).lo = rotr28 ^ rotr34 ^ rotr39
    eor     r8, r8, r1, lsl #4
    eor     r8, r8, r1, lsr #2
    eor     r8, r8, r0, lsl #30
    eor     r8, r8, r1, lsr #7
    eor     r8, r8, r0, lsl #25
    lsr     r9, r1, #28                 @   S0(a).hi
    eor     r9, r9, r0, lsl #4
    eor     r9, r9, r0, lsr #2
    eor     r9, r9, r1, lsl #30
    eor     r9, r9, r0, lsr #7
    eor     r9, r9, r1, lsl #25
    adds    r6, r6, r8
    adc     r7, r7, r9                  @   T1 + S0(a)
    eor     r8, r0, r2                  @   Maj = ((a ^ b) & (b ^ c)) ^ b
    eor     r12, r2, r4
    and     r8, r8, r12
    eor     r8, r8, r2
    eor     r9, r1, r3
    eor     r12, r3, r5
    and     r9, r9, r12
    eor     r9, r9, r3
    adds    r6, r6, r8
    adc     r7, r7, r9                  @   T1 + T2
    strd    r6, r7, [sp, #VA]           @   a' = T1 + T2
    cmp     WP, WEND
    bne     .Lround
    movw    r8, #:lower16:(qzi_sha512_k + 640)
    movt    r8, #:upper16:(qzi_sha512_k + 640)
    cmp     KP, r8                      @ 80 rounds done?
    beq     .Lrounds_done
    /* The next 16 schedule words, in place in the ring: X[j] (and its
     * copy X[j + 16]) = W[t0 + 16 + j] = s1(W[t-2]) + W[t-7] + s0(W[t-15])
     * + W[t-16], which sit at X[j + 14], X[j + 9], X[j + 1], X[j]. */
    add     WP, sp, #FR_X               @ WP = &X[j], j = 0
.Lsched:                                @ for j = 0..15:
    ldrd    r0, r1, [WP, #112]          @   x = W[t-2] = X[j + 14]
    lsr     r8, r0, #19                 @   s1(x).lo = rotr19 ^ rotr61 ^ shr6
    eor     r8, r8, r1, lsl #13
    eor     r8, r8, r1, lsr #29
    eor     r8, r8, r0, lsl #3
    eor     r8, r8, r0, lsr #6
    eor     r8, r8, r1, lsl #26
    lsr     r9, r1, #19                 @   s1(x).hi
    eor     r9, r9, r0, lsl #13
    eor     r9, r9, r0, lsr #29
    eor     r9, r9, r1, lsl #3
    eor     r9, r9, r1, lsr #6
    ldrd    r0, r1, [WP, #8]            @   x = W[t-15] = X[j + 1]
    lsr     r2, r0, #1                  @   s0(x).lo = rotr1 ^ rotr8 ^ shr7
    eor     r2, r2, r1, lsl #31
    eor     r2, r2, r0, lsr #8
    eor     r2, r2, r1, lsl #24
    eor     r2, r2, r0, lsr #7
    eor     r2, r2, r1, lsl #25
    lsr     r3, r1, #1                  @   s0(x).hi
    eor     r3, r3, r0, lsl #31
    eor     r3, r3, r1, lsr #8
    eor     r3, r3, r0, lsl #24
    eor     r3, r3, r1, lsr #7
    adds    r8, r8, r2                  @   s1 + s0
    adc     r9, r9, r3
    ldrd    r0, r1, [WP, #72]           @   W[t-7] = X[j + 9]
    adds    r8, r8, r0
    adc     r9, r9, r1
    ldrd    r0, r1, [WP]                @   W[t-16] = X[j]
    adds    r8, r8, r0
    adc     r9, r9, r1
    strd    r8, r9, [WP, #128]          @   X[j + 16] = W[t]
    strd    r8, r9, [WP], #8            @   X[j] = W[t]
    cmp     WP, WEND
    bne     .Lsched
    b       .Lpass
.Lrounds_done:

    ldr     r12, [sp, #FR_STATE]        @ state += V
    mov     r10, sp                     @ r10 = &V[0]
    add     r11, r12, #64               @ r11 = state + 8
.Lupdate:                               @ for i = 0..7:
    ldrd    r0, r1, [r12]
    ldrd    r2, r3, [r10], #8
    adds    r0, r0, r2
    adc     r1, r1, r3
    strd    r0, r1, [r12], #8           @   state[i] += V[i]
    cmp     r12, r11
    bne     .Lupdate
    ldr     r1, [sp, #FR_INP]           @ r1 = next block
    ldr     r2, [sp, #FR_END]
    cmp     r1, r2                      @ more blocks?
    bne     .Lblock

    /* Wipe the whole frame once per call (W[] runs backwards to the last
     * block; V and the pointers go with it), and leave r0-r3 and r12
     * holding nothing of the state. */
    movs    r0, #0
    movs    r1, #0
    movs    r2, #0
    movs    r3, #0
    movs    r4, #0
    movs    r5, #0
    movs    r6, #0
    movs    r7, #0
    mov     r12, r0
    mov     lr, sp
    add     r8, sp, #FR_SIZE - 12       @ the last 3 words after the loop
    .if     FR_SIZE != 332
    .error  "FR_SIZE changed: fix the frame wipe"
    .endif
.Lwipe:                                 @ words 0..79, 8 at a time
    stm     lr!, {r0-r7}
    cmp     lr, r8
    bne     .Lwipe
    stm     lr, {r0-r2}                 @ words 80..82
    add     sp, sp, #FR_SIZE
    pop     {r4-r11, pc}
    .size   qzi_sha512_compress_armv7em_small, . - qzi_sha512_compress_armv7em_small

/*
 * SHA-256 compression kernel for ARMv7E-M (Cortex-M4), Thumb-2, small
 * footprint: the 64 rounds are one round in a loop (--with-footprint=small).
 *
 *   void qzi_sha256_compress_armv7em_small(uint32_t state[8],
 *                                          const uint8_t *blocks,
 *                                          size_t nblocks);
 *
 * Contract (lib/internal/sha2_kernel.h):
 *  - state: H0..H7 as native words, 4-byte aligned, updated in place.
 *  - blocks: nblocks * 64 bytes, big-endian words, ANY alignment (only
 *    single-word LDR touches the message: never LDRD/LDM on it).
 *  - nblocks may be 0 (returns at once, nothing read or written).
 *  - Constant time: no branch and no address depends on state or message
 *    contents (the only branches test loop counters and nblocks).
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr, flags clobbered.
 *  - Leaves its frame zeroed: every return zeroes the whole frame (the 64
 *    schedule words of the last block, which run backwards to it, and the
 *    pointers), once per call, and returns with r0-r3 and r12 zero.
 *  - Round constants are read from the C table qzi_sha256_k[64].
 *  - Uses no DSP/SIMD instruction (REV is base Thumb-2), so it also runs
 *    on ARMv7-M (M3) and ARMv8-M Mainline (M33 with or without DSP): the
 *    small build of the M33 takes this kernel too (sha2_kernel.h).
 *
 * Design (the fast kernel, sha256_compress.S, unrolls all 64 rounds)
 *  - Per block: (1) W[0..15] = the byte-swapped message words, (2)
 *    W[16..63] by the schedule recurrence, in a loop, into a 64-word
 *    array on the stack; (3) a..h = state, 64 rounds, four per loop pass;
 *    (4) state += a..h.
 *  - Rounds: a..h live in r0-r7. Within a pass the macro arguments rename
 *    the registers (round k sees a = r[(0-k)&7] .. h = r[(7-k)&7]); after
 *    four rounds the roles of r0-r3 and r4-r7 are exchanged, and twelve
 *    MOVs swap them back so that one loop body serves all 16 passes.
 *  - Sigma and Maj as in the fast kernel:
 *      S1(e) = ror6 (e ^ ror5 (e) ^ ror19(e)),  added as "h += t, ror #6"
 *      S0(a) = ror2 (a ^ ror11(a) ^ ror20(a)),  added as "h += t, ror #2"
 *      s0(x) = ror7 (x ^ ror11(x)) ^ (x >> 3)
 *      s1(x) = ror17(x ^ ror2 (x)) ^ (x >> 10)
 *      Ch(e,f,g) = (e & f) + (g & ~e)
 *      Maj(a,b,c) = ((a ^ b) & (b ^ c)) ^ b, with a ^ b carried to the
 *      next round (where it is b ^ c) in X and Y alternately.
 *
 * Register allocation (rounds)
 *    r0-r7   a..h      working variables (renamed within a pass)
 *    r8      T0        scratch
 *    r9      X         Maj carry (even rounds in, odd rounds out)
 *    r10     W         W[t+k]
 *    r11     KP        &qzi_sha256_k[t]
 *    r12     WP        &W[t]
 *    lr      Y         Maj carry (odd rounds in, even rounds out)
 *  Schedule (before the rounds): r0-r7 scratch, r1 message pointer,
 *  r3 &W[t], r8 end of the pass. Arguments: r0 = state, r1 = blocks,
 *  r2 = nblocks (the state pointer and the end of the input go to the
 *  frame).
 *
 * Stack frame (after push {r4-r11,lr}: 36 bytes)
 *    sp+0   .. sp+255  W[0..63] message schedule           (FR_W)
 *    sp+256            saved state pointer                  (FR_STATE)
 *    sp+260            pointer to the next block            (FR_INP)
 *    sp+264            end of the message (blocks+64*n)     (FR_END)
 *  Stack used: 268 + 36 = 304 bytes (sp stays 8-byte aligned).
 *
 * Size: .text of this function = 510 bytes (arm-none-eabi-gcc 12.2),
 * against 3,064 for the fast kernel.
 *
 * Measured figures (MODELLED cycles: bench/run, qz-mcusim with the core's
 * ideal timing, zero wait states; kernel rows of bench/bench_ops.c):
 *                          1 block   per block (9 - 1) / 8   cycles/byte
 *    this kernel, M4        2,822          2,673                41.8
 *    this kernel, M33       2,880          2,749                43.0
 *    fast kernel, M4        2,116          2,044                31.9
 *    C ref gcc -O2, M4          -            4,555                71.2
 *  (the C reference figure from sha256_compress.S, qz-trace-cycles.)
 *  The one-shot figures on the board models against CMOX are in
 *  doc/performance.md ("Fast and small builds").
 */

    .syntax unified
    .thumb

T0      .req r8
X       .req r9
W       .req r10
KP      .req r11
WP      .req r12
Y       .req lr

/*
 * Round t + k (k = 0..3) with the roles a..h and the Maj carry x = b ^ c
 * (y free) given by the arguments. On exit d = d + T1 (the new e), h =
 * T1 + T2 (the new a) and y = a ^ b (the next round's x): the next round
 * renames, h becoming a and d becoming e.
 */
    .macro ROUND k, a, b, c, d, e, f, g, h, x, y
    ldr     W, [WP, #4*(\k)]            @ W = W[t+k]
    ldr     T0, [KP, #4*(\k)]           @ T0 = K[t+k]        (pipelined)
    add     \h, \h, W                   @ h += W[t+k]
    add     \h, \h, T0                  @ h += K[t+k]
    eor     T0, \e, \e, ror #5          @ T0 = e ^ ror5(e)
    eor     T0, T0, \e, ror #19         @ T0 ^= ror19(e)
    add     \h, \h, T0, ror #6          @ h += S1(e)
    and     T0, \e, \f                  @ T0 = e & f
    add     \h, \h, T0                  @ h += e & f
    bic     T0, \g, \e                  @ T0 = g & ~e
    add     \h, \h, T0                  @ h += g & ~e        (h = T1)
    add     \d, \d, \h                  @ d += T1            (new e)
    eor     T0, \a, \a, ror #11         @ T0 = a ^ ror11(a)
    eor     T0, T0, \a, ror #20         @ T0 ^= ror20(a)
    add     \h, \h, T0, ror #2          @ h += S0(a)
    eor     \y, \a, \b                  @ y = a ^ b          (next x)
    and     \x, \x, \y                  @ x = (b ^ c) & (a ^ b)
    eor     \x, \x, \b                  @ x = Maj(a, b, c)
    add     \h, \h, \x                  @ h = T1 + T2        (new a)
    .endm

    .equ FR_W,      0
    .equ FR_STATE,  256
    .equ FR_INP,    260
    .equ FR_END,    264
    .equ FR_SIZE,   268

    .section .text.qz_fast.qzi_sha256_compress_armv7em_small,"ax",%progbits
    .global qzi_sha256_compress_armv7em_small
    .type   qzi_sha256_compress_armv7em_small, %function
    .p2align 2
    .thumb_func
qzi_sha256_compress_armv7em_small:
    cbnz    r2, 1f                      @ if (nblocks == 0)
    bx      lr                          @     return;
1:  push    {r4-r11, lr}
    sub     sp, sp, #FR_SIZE
    add     r2, r1, r2, lsl #6          @ end = blocks + 64 * nblocks
    str     r0, [sp, #FR_STATE]
    str     r2, [sp, #FR_END]

.Lblock:                                @ for each block (r1 = blocks):
    mov     r3, sp                      @ r3 = &W[0]
    add     r8, sp, #64                 @ r8 = &W[16]
.Lload:                                 @ for t = 0..15:
    ldr     r2, [r1], #4                @   r2 = le32(blocks), blocks += 4
    rev     r2, r2                      @   W[t] = be32
    str     r2, [r3], #4
    cmp     r3, r8
    bne     .Lload
    str     r1, [sp, #FR_INP]           @ next block
    add     r8, sp, #256                @ r8 = &W[64]
.Lsched:                                @ for t = 16..63 (r3 = &W[t]):
    ldr     r4, [r3, #-8]               @   r4 = W[t-2]
    ldr     r5, [r3, #-28]              @   r5 = W[t-7]
    ldr     r6, [r3, #-60]              @   r6 = W[t-15]
    ldr     r7, [r3, #-64]              @   r7 = W[t-16]
    eor     r2, r4, r4, ror #2          @   r2 = x ^ ror2(x)
    lsr     r4, r4, #10
    eor     r4, r4, r2, ror #17         @   r4 = s1(W[t-2])
    eor     r2, r6, r6, ror #11         @   r2 = x ^ ror11(x)
    lsr     r6, r6, #3
    eor     r6, r6, r2, ror #7          @   r6 = s0(W[t-15])
    add     r7, r7, r5
    add     r7, r7, r4
    add     r7, r7, r6                  @   W[t] = s1 + W[t-7] + s0 + W[t-16]
    str     r7, [r3], #4
    cmp     r3, r8
    bne     .Lsched

    ldr     r8, [sp, #FR_STATE]
    ldm     r8, {r0-r7}                 @ a..h = state[0..7]
    movw    KP, #:lower16:qzi_sha256_k  @ KP = &K[0]
    movt    KP, #:upper16:qzi_sha256_k
    eor     X, r1, r2                   @ x = b ^ c
    mov     WP, sp                      @ WP = &W[0]
.Lround:                                @ for t = 0, 4, .., 60:
    ROUND   0, r0, r1, r2, r3, r4, r5, r6, r7, X, Y
    ROUND   1, r7, r0, r1, r2, r3, r4, r5, r6, Y, X
    ROUND   2, r6, r7, r0, r1, r2, r3, r4, r5, X, Y
    ROUND   3, r5, r6, r7, r0, r1, r2, r3, r4, Y, X
    mov     T0, r0                      @ a..d <-> e..h: the roles are
    mov     r0, r4                      @ back where round t + 4 wants
    mov     r4, T0                      @ them
    mov     T0, r1
    mov     r1, r5
    mov     r5, T0
    mov     T0, r2
    mov     r2, r6
    mov     r6, T0
    mov     T0, r3
    mov     r3, r7
    mov     r7, T0
    add     WP, WP, #16                 @ WP = &W[t + 4]
    add     KP, KP, #16                 @ KP = &K[t + 4]
    add     T0, sp, #FR_W + 256
    cmp     WP, T0                      @ t + 4 == 64?
    bne     .Lround

    ldr     lr, [sp, #FR_STATE]         @ lr = state
    ldm     lr, {r8-r12}                @ r8..r12 = state[0..4]
    add     r0, r0, r8                  @ a..h += state[0..7]
    add     r1, r1, r9
    add     r2, r2, r10
    add     r3, r3, r11
    add     r4, r4, r12
    ldr     r8, [lr, #20]
    ldr     r9, [lr, #24]
    ldr     r10, [lr, #28]
    add     r5, r5, r8
    add     r6, r6, r9
    add     r7, r7, r10
    stm     lr, {r0-r7}                 @ state[0..7] = a..h
    ldr     r1, [sp, #FR_INP]           @ r1 = next block
    ldr     r2, [sp, #FR_END]
    cmp     r1, r2                      @ more blocks?
    bne     .Lblock

    /* Wipe the whole frame once per call (W[] runs backwards to the last
     * block; the pointers go with it), and leave r0-r3 and r12 holding
     * nothing of the state. */
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
    .if     FR_SIZE != 268
    .error  "FR_SIZE changed: fix the frame wipe"
    .endif
.Lwipe:                                 @ words 0..63, 8 at a time
    stm     lr!, {r0-r7}
    cmp     lr, r8
    bne     .Lwipe
    stm     lr, {r0-r2}                 @ words 64..66
    add     sp, sp, #FR_SIZE
    pop     {r4-r11, pc}
    .size   qzi_sha256_compress_armv7em_small, . - qzi_sha256_compress_armv7em_small

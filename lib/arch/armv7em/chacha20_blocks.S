/*
 * ChaCha20 block kernel for ARMv7E-M (Cortex-M4), Thumb-2.
 *
 *   void qzi_chacha20_blocks_armv7em(uint32_t state[16], const uint8_t *in,
 *                                    uint8_t *out, size_t nblocks);
 *
 * Contract (lib/internal/chacha_kernel.h):
 *  - For each of nblocks 64-byte blocks: out = in XOR (ChaCha20 block of
 *    state), then state[12] += 1 (mod 2^32). Only state[12] is written.
 *  - state: the 16 input words (constants, key, counter, nonce), 4-byte
 *    aligned (read with LDM). The constants are read, not assumed.
 *  - in, out: ANY alignment (only single-word LDR/STR touch them, never
 *    LDRD/LDM/STM; ARMv7-M performs unaligned LDR/STR when CCR.UNALIGN_TRP
 *    is 0, its reset value). out == in is allowed: every input word of a
 *    block is read before the output word at the same offset is written.
 *  - nblocks may be 0 (returns at once, nothing read or written).
 *  - Constant time: no branch and no address depends on the state or the
 *    data; the only branches test nblocks and the round counter.
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr, flags clobbered.
 *  - Uses no DSP instruction, so it also runs on ARMv7-M (M3) and on
 *    ARMv8-M Mainline (M33, with or without DSP).
 *  - Leaves its stack frame zeroed (the last block's x8..x11, the
 *    pointers and counts: 11 words) and r0-r3, r12, lr = 0 on every
 *    return that had one (5 MOVs + 2 STMs that also free the frame, 17
 *    cycles per call); nblocks = 0 returns at once, having touched
 *    nothing. Callers wipe what they own.
 *
 * Design
 *  - The 16 working words need 16 registers; 14 are free (r0-r12, lr). The
 *    four "c" words x8..x11 take turns in r8/r9: (x8, x9) for the first
 *    two quarter-rounds of a column round and the last two of a diagonal
 *    round, (x10, x11) in between; the other pair waits in the frame.
 *    Two swaps (2 STR + 2 LDR each) per double round.
 *  - No rotate instruction: every rotation is folded into the shifted
 *    operand of the next instruction that reads the word. Each "b" word
 *    (x4..x7) is kept as B with b = ror(B, 25), each "d" word (x12..x15)
 *    as D with d = ror(D, 24), at every quarter-round boundary. A
 *    quarter-round is then 8 ALU instructions (RFC 8439 2.1 on the left;
 *    the code interleaves two independent quarter-rounds, QR2):
 *        a += b; d ^= a; d <<<= 16;     add a, a, B, ror #25
 *                                        eor D, a, D, ror #24   (d = ror(D,16))
 *        c += d; b ^= c; b <<<= 12;     add c, c, D, ror #16
 *                                        eor B, c, B, ror #25   (b = ror(B,20))
 *        a += b; d ^= a; d <<<= 8;      add a, a, B, ror #20
 *                                        eor D, a, D, ror #16   (d = ror(D,24))
 *        c += d; b ^= c; b <<<= 7;      add c, c, D, ror #24
 *                                        eor B, c, B, ror #20   (b = ror(B,25))
 *    Before the rounds B = ror(x, 7) and D = ror(x, 8) set the invariant;
 *    the feed-forward undoes it (x + s = s + ror(B, 25), s + ror(D, 24)).
 *  - Rounds: two double rounds per loop iteration, 5 iterations; the
 *    counter lives in the frame and is decremented in the second swap of
 *    the iteration, when r8 is free (flags survive to the branch: the
 *    quarter-rounds set none).
 *  - Output: the 12 words in registers get the feed-forward, are XORed
 *    with the input and stored; then x8..x11 from the frame.
 *
 * Register allocation (during the rounds)
 *    r0-r3   x0..x3    "a" words
 *    r4-r7   x4..x7    "b" words (as B, see above)
 *    r8, r9  x8, x9 or x10, x11   "c" words, two at a time
 *    r10-r12, lr  x12..x15  "d" words (as D)
 *  Arguments: r0 = state, r1 = in, r2 = out, r3 = nblocks (saved to the
 *  frame: every register holds a state word during the rounds).
 *
 * Stack frame (after push {r4-r11, lr}: 36 bytes)
 *    sp+0..15   x8, x9, x10, x11 spill slots          (FR_X8 .. FR_X11)
 *    sp+16      state pointer                          (FR_STATE)
 *    sp+20      in pointer of the current block        (FR_IN)
 *    sp+24      out pointer of the current block       (FR_OUT)
 *    sp+28      blocks left                            (FR_NBLK)
 *    sp+32      double-round pair counter              (FR_CTR)
 *    sp+36..43  padding (keeps sp 8-byte aligned)
 *  Stack used: 44 + 36 = 80 bytes.
 *
 * Size: .text of this function = 1,032 bytes (GNU as 2.40).
 *
 * Measured figures (MODELLED cycles: qz-mcusim --cpu cortex-m4, zero wait
 * states, P = 2; cortex-m33: the measured-M33 model of bench/sim/timing.c,
 * P = 1, less certain). Per block = (one call on 9 blocks - one call
 * on 1 block) / 8, best of 3 calls, in place. C reference =
 * lib/generic/chacha20_block.c, arm-none-eabi-gcc 12.2 -O2, same -mcpu:
 *                                  cycles/block  cycles/byte
 *    this kernel,   cortex-m4            943        14.7
 *    C ref gcc -O2, cortex-m4          1,724        26.9
 *    this kernel,   cortex-m33           918        14.3
 *    C ref gcc -O2, cortex-m33         1,552        24.3
 *  A call on 1 block: 997 cycles (M4), i.e. ~54 cycles of entry/exit,
 *  17 of them the frame wipe (build-aux/qz-trace-cycles --func, the
 *  same model: 972 -> 989 for one block, 8,516 -> 8,533 for nine on the
 *  M4, 961 for one block on the M33; the 1-block figure is the earlier one plus
 *  17, the per-block figures do not change).
 *  Where the cycles go (M4, per block): 640 quarter-round instructions,
 *  100 for the (x8, x9) / (x10, x11) swaps, 35 round-loop control, ~30
 *  state load and pre-rotation, ~135 feed-forward, XOR and stores.
 *  ChaCha20-Poly1305 seal of 8,000 bytes with this kernel and the C
 *  Poly1305: 22.2 cycles/byte on the M4 (34.6 with the C ChaCha20).
 *  The M33 model charges this kernel 40 interlock stalls per block, the
 *  C reference 82.
 */

    .syntax unified
    .thumb

    .equ FR_X8,    0
    .equ FR_X9,    4
    .equ FR_X10,   8
    .equ FR_X11,   12
    .equ FR_STATE, 16
    .equ FR_IN,    20
    .equ FR_OUT,   24
    .equ FR_NBLK,  28
    .equ FR_CTR,   32
    .equ FR_SIZE,  44

/* Two independent quarter-rounds, (a, B, c, D) and (e, F, g, H), their
 * instructions interleaved (invariant b = ror(B,25), d = ror(D,24) for
 * both). Each instruction reads the result of the one two before it, not
 * of the one just before: the Cortex-M33 gives a shifted-operand result
 * to the next instruction a cycle late (interlock); the M4 does not care. */
    .macro QR2 a, b, c, d, e, f, g, h
    add     \a, \a, \b, ror #25         @ a += b
    add     \e, \e, \f, ror #25
    eor     \d, \a, \d, ror #24         @ d ^= a            (d <<<= 16 pending)
    eor     \h, \e, \h, ror #24
    add     \c, \c, \d, ror #16         @ c += d
    add     \g, \g, \h, ror #16
    eor     \b, \c, \b, ror #25         @ b ^= c            (b <<<= 12 pending)
    eor     \f, \g, \f, ror #25
    add     \a, \a, \b, ror #20         @ a += b
    add     \e, \e, \f, ror #20
    eor     \d, \a, \d, ror #16         @ d ^= a            (d <<<= 8 pending)
    eor     \h, \e, \h, ror #16
    add     \c, \c, \d, ror #24         @ c += d
    add     \g, \g, \h, ror #24
    eor     \b, \c, \b, ror #20         @ b ^= c            (b <<<= 7 pending)
    eor     \f, \g, \f, ror #20
    .endm

/* A double round, entered and left with (x8, x9) in (r8, r9). */
    .macro DOUBLE_ROUND last
    QR2     r0, r4, r8, r10, r1, r5, r9, r11 @ column QR(0, 4, 8, 12), QR(1, 5, 9, 13)
    str     r8, [sp, #FR_X8]            @ (x8, x9) out,
    str     r9, [sp, #FR_X9]
    ldr     r8, [sp, #FR_X10]           @ (x10, x11) in
    ldr     r9, [sp, #FR_X11]
    QR2     r2, r6, r8, r12, r3, r7, r9, lr @ column QR(2, 6, 10, 14), QR(3, 7, 11, 15)
    QR2     r0, r5, r8, lr, r1, r6, r9, r10 @ diagonal QR(0, 5, 10, 15), QR(1, 6, 11, 12)
    str     r8, [sp, #FR_X10]           @ (x10, x11) out,
    str     r9, [sp, #FR_X11]
    .if \last
    ldr     r8, [sp, #FR_CTR]           @ pairs left -= 1 (sets Z for the
    subs    r8, r8, #1                  @ loop branch; nothing below
    str     r8, [sp, #FR_CTR]           @ touches the flags)
    .endif
    ldr     r8, [sp, #FR_X8]            @ (x8, x9) in
    ldr     r9, [sp, #FR_X9]
    QR2     r2, r7, r8, r11, r3, r4, r9, r12 @ diagonal QR(2, 7, 8, 13), QR(3, 4, 9, 14)
    .endm

    .section .text.qz_fast.qzi_chacha20_blocks_armv7em,"ax",%progbits
    .global qzi_chacha20_blocks_armv7em
    .type   qzi_chacha20_blocks_armv7em, %function
    .p2align 2
    .thumb_func
qzi_chacha20_blocks_armv7em:
    cbnz    r3, 1f                      @ if (nblocks == 0)
    bx      lr                          @     return;
1:  push    {r4-r11, lr}
    sub     sp, sp, #FR_SIZE
    str     r0, [sp, #FR_STATE]
    str     r1, [sp, #FR_IN]
    str     r2, [sp, #FR_OUT]
    str     r3, [sp, #FR_NBLK]

.Lblock:                                @ for each block:
    movs    r0, #5                      @ 5 pairs of double rounds
    str     r0, [sp, #FR_CTR]
    ldr     r12, [sp, #FR_STATE]
    ldm     r12, {r0-r11}               @ x0..x11 = state[0..11]
    str     r10, [sp, #FR_X10]          @ x10, x11 wait in the frame
    str     r11, [sp, #FR_X11]
    add     r12, r12, #48
    ldm     r12, {r10-r12, lr}          @ x12..x15 = state[12..15]
    ror     r4, r4, #7                  @ B = ror(b, 7)
    ror     r5, r5, #7
    ror     r6, r6, #7
    ror     r7, r7, #7
    ror     r10, r10, #8                @ D = ror(d, 8)
    ror     r11, r11, #8
    ror     r12, r12, #8
    ror     lr, lr, #8

.Lrounds:                               @ 10 double rounds = 20 rounds
    DOUBLE_ROUND 0
    DOUBLE_ROUND 1
    bne     .Lrounds

    /* keystream word i = x_i + state[i]; out = in ^ keystream */
    str     r8, [sp, #FR_X8]            @ x8, x9 to the frame too:
    str     r9, [sp, #FR_X9]            @ r8, r9 become pointer and scratch
    ldr     r8, [sp, #FR_STATE]
    ldr     r9, [r8, #0]                @ x0..x3 += state[0..3]
    add     r0, r0, r9
    ldr     r9, [r8, #4]
    add     r1, r1, r9
    ldr     r9, [r8, #8]
    add     r2, r2, r9
    ldr     r9, [r8, #12]
    add     r3, r3, r9
    ldr     r9, [r8, #16]               @ x4..x7 = ror(B, 25) + state[4..7]
    add     r4, r9, r4, ror #25
    ldr     r9, [r8, #20]
    add     r5, r9, r5, ror #25
    ldr     r9, [r8, #24]
    add     r6, r9, r6, ror #25
    ldr     r9, [r8, #28]
    add     r7, r9, r7, ror #25
    ldr     r9, [r8, #48]               @ x12..x15 = ror(D, 24) + state[12..15]
    add     r10, r9, r10, ror #24
    ldr     r9, [r8, #52]
    add     r11, r9, r11, ror #24
    ldr     r9, [r8, #56]
    add     r12, r9, r12, ror #24
    ldr     r9, [r8, #60]
    add     lr, r9, lr, ror #24
    ldr     r8, [sp, #FR_IN]            @ XOR the 12 input words (all read
    ldr     r9, [r8, #0]                @ before anything is written)
    eor     r0, r0, r9
    ldr     r9, [r8, #4]
    eor     r1, r1, r9
    ldr     r9, [r8, #8]
    eor     r2, r2, r9
    ldr     r9, [r8, #12]
    eor     r3, r3, r9
    ldr     r9, [r8, #16]
    eor     r4, r4, r9
    ldr     r9, [r8, #20]
    eor     r5, r5, r9
    ldr     r9, [r8, #24]
    eor     r6, r6, r9
    ldr     r9, [r8, #28]
    eor     r7, r7, r9
    ldr     r9, [r8, #48]
    eor     r10, r10, r9
    ldr     r9, [r8, #52]
    eor     r11, r11, r9
    ldr     r9, [r8, #56]
    eor     r12, r12, r9
    ldr     r9, [r8, #60]
    eor     lr, lr, r9
    ldr     r8, [sp, #FR_OUT]           @ store them
    str     r0, [r8, #0]
    str     r1, [r8, #4]
    str     r2, [r8, #8]
    str     r3, [r8, #12]
    str     r4, [r8, #16]
    str     r5, [r8, #20]
    str     r6, [r8, #24]
    str     r7, [r8, #28]
    str     r10, [r8, #48]
    str     r11, [r8, #52]
    str     r12, [r8, #56]
    str     lr, [r8, #60]
    ldr     r0, [sp, #FR_STATE]         @ words 8..11, from the frame
    ldr     r1, [sp, #FR_IN]
    mov     r2, r8                      @ r2 = out
    ldr     r4, [sp, #FR_X8]
    ldr     r5, [sp, #FR_X9]
    ldr     r6, [sp, #FR_X10]
    ldr     r7, [sp, #FR_X11]
    ldr     r8, [r0, #32]
    ldr     r9, [r0, #36]
    ldr     r10, [r0, #40]
    ldr     r11, [r0, #44]
    add     r4, r4, r8                  @ x8..x11 += state[8..11]
    add     r5, r5, r9
    add     r6, r6, r10
    add     r7, r7, r11
    ldr     r8, [r1, #32]
    ldr     r9, [r1, #36]
    ldr     r10, [r1, #40]
    ldr     r11, [r1, #44]
    eor     r4, r4, r8
    eor     r5, r5, r9
    eor     r6, r6, r10
    eor     r7, r7, r11
    str     r4, [r2, #32]
    str     r5, [r2, #36]
    str     r6, [r2, #40]
    str     r7, [r2, #44]

    ldr     r3, [r0, #48]               @ state[12] += 1
    adds    r3, r3, #1
    str     r3, [r0, #48]
    adds    r1, r1, #64                 @ in += 64, out += 64
    adds    r2, r2, #64
    str     r1, [sp, #FR_IN]
    str     r2, [sp, #FR_OUT]
    ldr     r3, [sp, #FR_NBLK]          @ while (--nblocks)
    subs    r3, r3, #1
    str     r3, [sp, #FR_NBLK]
    bne     .Lblock

    /* Zero the frame (x8..x11 of the last block, the pointers and counts)
     * and r0-r2, r12, lr (r12, lr: x14, x15 of the last block; r3 is 0);
     * the STMs free the frame (.w: GNU as 2.40 turns a low-register
     * 'stmia sp!' into a PUSH). r4-r11 are restored. */
    movs    r0, #0
    movs    r1, #0
    movs    r2, #0
    mov     r12, #0
    mov     lr, #0
    stmia.w sp!, {r0-r3, r12, lr}
    stmia.w sp!, {r0-r3, r12}           @ 11 words = FR_SIZE
    pop     {r4-r11, pc}
    .size   qzi_chacha20_blocks_armv7em, .-qzi_chacha20_blocks_armv7em

/*
 * ChaCha20 block kernel for ARMv6-M (Thumb-1; Cortex-M0/M0+/M1, and it
 * runs unchanged on every later Cortex-M), tuned for the Cortex-M0+.
 *
 * C prototype (lib/internal/chacha_kernel.h):
 *
 *   void qzi_chacha20_blocks_armv6m(uint32_t state[16], const uint8_t *in,
 *                                   uint8_t *out, size_t nblocks);
 *
 * Contract summary (the header is the authority):
 *  - For each of nblocks 64-byte blocks: out = in XOR (ChaCha20 block of
 *    state), then state[12] += 1 (mod 2^32).  Only state[12] is written.
 *  - state: the 16 input words, 4-byte aligned.  The constants are read,
 *    not assumed.
 *  - in, out: ANY alignment.  The alignment of the pointers is public, so
 *    it is tested once per block: when both are 4-byte aligned the block
 *    is read and written with LDM/STM (two words at a time), otherwise
 *    only with LDRB/STRB (a Cortex-M0+ faults on an unaligned LDR/LDM).  out == in is allowed:
 *    every input byte is read before the output byte at the same place is
 *    written.
 *  - nblocks == 0: returns at once, nothing read or written.
 *  - Constant time: no branch and no address depends on the state or the
 *    data; the branches test only nblocks, the round counter and the
 *    alignment of in and out.
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr, flags clobbered.
 *  - The working words (from which the key could be recomputed: the
 *    rounds are invertible) are wiped from the frame before returning,
 *    and r0-r3, r12 and lr (which held some) are zeroed.
 *
 * Stack: 36 bytes of saved registers + FRAME (84) = 120 bytes, a multiple
 * of 8 (sp stays 8-byte aligned).  No calls.
 *
 * DESIGN
 *
 * A quarter-round needs its four words in low registers (Thumb-1 ADDS,
 * EORS and RORS take only r0-r7), and RORS rotates by a register, so:
 *   r0-r3   a, b, c, d of the current quarter-round
 *   r4-r7   the rotate counts 16, 20, 24, 25 (rotl 16, 12, 8, 7)
 * A quarter-round is then 12 instructions, 12 cycles:
 *   a += b; d ^= a; d = ror(d, 16)     ADDS r0, r1; EORS r3, r0; RORS r3, r4
 *   c += d; b ^= c; b = ror(b, 20)     ADDS r2, r3; EORS r1, r2; RORS r1, r5
 *   a += b; d ^= a; d = ror(d, 24)     ADDS r0, r1; EORS r3, r0; RORS r3, r6
 *   c += d; b ^= c; b = ror(b, 25)     ADDS r2, r3; EORS r1, r2; RORS r1, r7
 * Between quarter-rounds the 16 words live in six high registers (MOV in
 * and out, 1 cycle each) and ten frame slots (LDR/STR, 2 cycles each):
 *   r8  x0    r9  x1    r10 x2    r11 x3    r12 x12    lr x13
 *   frame X[i] (sp + 4 i): x4..x11, x14, x15
 * Two words skip a round trip: x15 stays in r3 from the last column
 * quarter-round (3,7,11,15) to the first diagonal one (0,5,10,15), and x4
 * stays in r1 from the last diagonal one (3,4,9,14) to the first column
 * one of the next double round (0,4,8,12); at the top of the round loop
 * x4 is in r1.  Word moves per double round: 96 cycles; ALU: 96.
 *
 * Stack frame (offsets from sp after the prologue)
 *   sp+0..63   X[0..15]   working words (spill slots; all 16 at the end)
 *   sp+64      state pointer                           (FR_STATE)
 *   sp+68      in pointer of the current block         (FR_IN)
 *   sp+72      out pointer of the current block        (FR_OUT)
 *   sp+76      blocks left                             (FR_NBLK)
 *   sp+80      loop counter (2 double rounds per pass)  (FR_CTR)
 *
 * Size: .text of this function = 1,528 bytes (GNU as 2.40).
 *
 * MEASURED PERFORMANCE (Cortex-M0+, MODELLED cycles: bench/sim/qz-mcusim
 * --cpu cortex-m0plus, zero wait states; a model, not silicon).  Per
 * block = (one call on 9 blocks - one call on 1 block) / 8, best of 3,
 * out of place.  C reference = lib/generic/chacha20_block.c,
 * arm-none-eabi-gcc 12.2 -O2 -mcpu=cortex-m0plus, same method:
 *                                  1 block  cycles/block  cycles/byte
 *    this kernel, aligned            2,274      2,191         34.2
 *    this kernel, in/out misaligned  2,595      2,512         39.3
 *    C reference                     3,639      3,119         48.7
 * Per block: 10 double rounds of ~196 cycles (ALU 96, word moves 96, loop
 * 4: two double rounds per pass), the load of the state ~45, the
 * feed-forward and XOR 130 (aligned, LDM/STM two words at a time) or ~450
 * (bytewise), counter and pointers ~20.
 */

        .syntax unified
        .arch   armv6-m
        .thumb

        .equ    FR_STATE, 64
        .equ    FR_IN, 68
        .equ    FR_OUT, 72
        .equ    FR_NBLK, 76
        .equ    FR_CTR, 80
        .equ    FRAME, 84

/* one quarter-round on r0..r3 (a, b, c, d); r4..r7 = 16, 20, 24, 25 */
        .macro  QR
        adds    r0, r1
        eors    r3, r0
        rors    r3, r4
        adds    r2, r3
        eors    r1, r2
        rors    r1, r5
        adds    r0, r1
        eors    r3, r0
        rors    r3, r6
        adds    r2, r3
        eors    r1, r2
        rors    r1, r7
        .endm

/* the next two words, both pointers aligned: out = in ^ (X + state);
 * r7 = &X[i], r4 = &state[i], r5 = in, r6 = out, all advanced by 8 */
        .macro  FFW2
        ldm     r7!, {r0, r1}
        ldm     r4!, {r2, r3}
        adds    r0, r2
        adds    r1, r3
        ldm     r5!, {r2, r3}
        eors    r0, r2
        eors    r1, r3
        stm     r6!, {r0, r1}
        .endm

/* the same bytewise; o = byte offset of the word from r5 / r6 (< 29) */
        .macro  FFB i, o
        ldr     r0, [sp, #4 * \i]
        ldr     r1, [r4, #4 * \i]
        adds    r0, r1
        ldrb    r1, [r5, #\o]
        eors    r1, r0
        strb    r1, [r6, #\o]
        lsrs    r0, r0, #8
        ldrb    r1, [r5, #\o + 1]
        eors    r1, r0
        strb    r1, [r6, #\o + 1]
        lsrs    r0, r0, #8
        ldrb    r1, [r5, #\o + 2]
        eors    r1, r0
        strb    r1, [r6, #\o + 2]
        lsrs    r0, r0, #8
        ldrb    r1, [r5, #\o + 3]
        eors    r1, r0
        strb    r1, [r6, #\o + 3]
        .endm

/* one double round; on entry and exit x4 is in r1 (see DESIGN) */
        .macro  DROUND
        /* column (0, 4, 8, 12): x4 already in r1 */
        mov     r0, r8
        ldr     r2, [sp, #4 * 8]
        mov     r3, r12
        QR
        mov     r8, r0
        str     r1, [sp, #4 * 4]
        str     r2, [sp, #4 * 8]
        mov     r12, r3
        /* column (1, 5, 9, 13) */
        mov     r0, r9
        ldr     r1, [sp, #4 * 5]
        ldr     r2, [sp, #4 * 9]
        mov     r3, lr
        QR
        mov     r9, r0
        str     r1, [sp, #4 * 5]
        str     r2, [sp, #4 * 9]
        mov     lr, r3
        /* column (2, 6, 10, 14) */
        mov     r0, r10
        ldr     r1, [sp, #4 * 6]
        ldr     r2, [sp, #4 * 10]
        ldr     r3, [sp, #4 * 14]
        QR
        mov     r10, r0
        str     r1, [sp, #4 * 6]
        str     r2, [sp, #4 * 10]
        str     r3, [sp, #4 * 14]
        /* column (3, 7, 11, 15): x15 stays in r3 */
        mov     r0, r11
        ldr     r1, [sp, #4 * 7]
        ldr     r2, [sp, #4 * 11]
        ldr     r3, [sp, #4 * 15]
        QR
        mov     r11, r0
        str     r1, [sp, #4 * 7]
        str     r2, [sp, #4 * 11]
        /* diagonal (0, 5, 10, 15): x15 in r3 */
        mov     r0, r8
        ldr     r1, [sp, #4 * 5]
        ldr     r2, [sp, #4 * 10]
        QR
        mov     r8, r0
        str     r1, [sp, #4 * 5]
        str     r2, [sp, #4 * 10]
        str     r3, [sp, #4 * 15]
        /* diagonal (1, 6, 11, 12) */
        mov     r0, r9
        ldr     r1, [sp, #4 * 6]
        ldr     r2, [sp, #4 * 11]
        mov     r3, r12
        QR
        mov     r9, r0
        str     r1, [sp, #4 * 6]
        str     r2, [sp, #4 * 11]
        mov     r12, r3
        /* diagonal (2, 7, 8, 13) */
        mov     r0, r10
        ldr     r1, [sp, #4 * 7]
        ldr     r2, [sp, #4 * 8]
        mov     r3, lr
        QR
        mov     r10, r0
        str     r1, [sp, #4 * 7]
        str     r2, [sp, #4 * 8]
        mov     lr, r3
        /* diagonal (3, 4, 9, 14): x4 stays in r1 */
        mov     r0, r11
        ldr     r1, [sp, #4 * 4]
        ldr     r2, [sp, #4 * 9]
        ldr     r3, [sp, #4 * 14]
        QR
        mov     r11, r0
        str     r2, [sp, #4 * 9]
        str     r3, [sp, #4 * 14]
        .endm

        .section .text.qz_fast.qzi_chacha20_blocks_armv6m,"ax",%progbits
        .align  2
        .global qzi_chacha20_blocks_armv6m
        .type   qzi_chacha20_blocks_armv6m, %function
        .thumb_func
qzi_chacha20_blocks_armv6m:
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
        str     r0, [sp, #FR_STATE]
        str     r1, [sp, #FR_IN]
        str     r2, [sp, #FR_OUT]
        str     r3, [sp, #FR_NBLK]

.Lblock:
        /* x = state: x0..x3, x12, x13 to their high registers, x4 to r1,
         * x5..x11, x14, x15 to the frame */
        ldr     r3, [sp, #FR_STATE]
        ldm     r3!, {r0, r1, r2, r4}   @ x0..x3
        mov     r8, r0
        mov     r9, r1
        mov     r10, r2
        mov     r11, r4
        ldm     r3!, {r1, r4, r5, r6}   @ x4 (stays in r1), x5..x7
        str     r4, [sp, #4 * 5]
        str     r5, [sp, #4 * 6]
        str     r6, [sp, #4 * 7]
        ldm     r3!, {r0, r2, r4, r5}   @ x8..x11
        str     r0, [sp, #4 * 8]
        str     r2, [sp, #4 * 9]
        str     r4, [sp, #4 * 10]
        str     r5, [sp, #4 * 11]
        ldm     r3!, {r0, r2, r4, r5}   @ x12..x15
        mov     r12, r0
        mov     lr, r2
        str     r4, [sp, #4 * 14]
        str     r5, [sp, #4 * 15]
        movs    r4, #16
        movs    r5, #20
        movs    r6, #24
        movs    r7, #25
        movs    r0, #5                  @ 5 x 2 double rounds
        str     r0, [sp, #FR_CTR]

.Ldround:
        DROUND
        DROUND
        ldr     r0, [sp, #FR_CTR]
        subs    r0, #1
        str     r0, [sp, #FR_CTR]
        beq     .Lrounds_done
        b       .Ldround

.Lrounds_done:
        /* all 16 words to X[] */
        str     r1, [sp, #4 * 4]
        mov     r0, r8
        str     r0, [sp, #4 * 0]
        mov     r0, r9
        str     r0, [sp, #4 * 1]
        mov     r0, r10
        str     r0, [sp, #4 * 2]
        mov     r0, r11
        str     r0, [sp, #4 * 3]
        mov     r0, r12
        str     r0, [sp, #4 * 12]
        mov     r0, lr
        str     r0, [sp, #4 * 13]

        /* out = in ^ (X + state) */
        ldr     r4, [sp, #FR_STATE]
        ldr     r5, [sp, #FR_IN]
        ldr     r6, [sp, #FR_OUT]
        mov     r0, r5
        orrs    r0, r6
        lsls    r0, r0, #30
        bne     .Lbytes
        mov     r7, sp
        FFW2
        FFW2
        FFW2
        FFW2
        FFW2
        FFW2
        FFW2
        FFW2
        subs    r4, #64                 @ back to state
        b       .Lnext
.Lbytes:
        FFB     0, 0
        FFB     1, 4
        FFB     2, 8
        FFB     3, 12
        FFB     4, 16
        FFB     5, 20
        FFB     6, 24
        FFB     7, 28
        adds    r5, #32
        adds    r6, #32
        FFB     8, 0
        FFB     9, 4
        FFB     10, 8
        FFB     11, 12
        FFB     12, 16
        FFB     13, 20
        FFB     14, 24
        FFB     15, 28
        adds    r5, #32
        adds    r6, #32
.Lnext:
        ldr     r0, [r4, #48]           @ state[12] += 1
        adds    r0, #1
        str     r0, [r4, #48]
        str     r5, [sp, #FR_IN]        @ in, out += 64
        str     r6, [sp, #FR_OUT]
        ldr     r0, [sp, #FR_NBLK]
        subs    r0, #1
        str     r0, [sp, #FR_NBLK]
        beq     .Ldone
        b       .Lblock

.Ldone:
        /* wipe X[0..15] */
        movs    r0, #0
        movs    r1, #0
        movs    r2, #0
        movs    r3, #0
        mov     r4, sp
        stm     r4!, {r0-r3}
        stm     r4!, {r0-r3}
        stm     r4!, {r0-r3}
        stm     r4!, {r0-r3}
        mov     r12, r0                 @ x12, x13 out of r12 and lr
        mov     lr, r0

        add     sp, #FRAME
        pop     {r4-r7}
        mov     r8, r4
        mov     r9, r5
        mov     r10, r6
        mov     r11, r7
        pop     {r4-r7, pc}
        .size   qzi_chacha20_blocks_armv6m, .-qzi_chacha20_blocks_armv6m

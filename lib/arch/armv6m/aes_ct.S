/*
 * AES block kernels, constant-time variant (fixsliced, two blocks per
 * pass), for ARMv6-M (Thumb-1; Cortex-M0/M0+/M1, and it runs unchanged on
 * every later Cortex-M), tuned for the Cortex-M0+.
 *
 *   void qzi_aes_ct_encrypt_armv6m(const uint32_t *rk, unsigned nr,
 *                                  uint8_t *out, const uint8_t *in,
 *                                  size_t nblocks);
 *   void qzi_aes_ct_decrypt_armv6m(const uint32_t *rk, unsigned nr,
 *                                  uint8_t *out, const uint8_t *in,
 *                                  size_t nblocks);
 *
 * Contract (lib/internal/aes_kernel.h is the authority):
 *  - rk: the round keys of qzi_aes_ct_expand_c, in the layout of
 *    lib/generic/aes_ct.c (round key i at rk[8 i], column skew i mod 4,
 *    0x63 folded in for i >= 1; 8 (nr + 1) words, the same for both
 *    directions), 4-byte aligned. nr = 10, 12 or 14; nothing else.
 *  - nblocks: any value; 0 returns at once (nothing read or written).
 *    Blocks go two at a time; an odd count ends with a pair whose second
 *    block is a copy of the first, not stored (a zero block there would
 *    compute E_K(0), GCM's H and CMAC's L, on every one-block call).
 *  - in, out: 16 nblocks bytes, ANY alignment. The alignment is public:
 *    a pair whose in is 4-byte aligned is read with LDR, any other pair
 *    (and a final single block) is first copied into the frame with
 *    LDRB/STRB; likewise a pair whose out is aligned is stored with STR,
 *    any other through the frame and STRB. So no word access is ever
 *    unaligned (the Cortex-M0+ faults on those). out == in, or no
 *    overlap: each pair is read completely before any of it is written.
 *  - Constant time: no branch and no address depends on the key or the
 *    data. The branches test nblocks, the alignment of in and out, nr
 *    (where the loop ends, the skew) and the round-key pointer (loop
 *    control); every address is rk, in, out or sp plus a constant or a
 *    public byte index.
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr and the flags
 *    clobbered. Every return leaves its frame zeroed (FR_SIZE = 140
 *    bytes: the staging buffer FR_BUF, the last input or output that
 *    went through the frame; the spill slots, which held state words of
 *    the last pair; the masks, pointers and counts) and r0-r3, r12, lr =
 *    0 (.Ldone: ten MOVs, five STMs of seven zeroed registers: 51 cycles
 *    per call).
 *
 * Stack: 36 bytes of saved registers + FR_SIZE (frame below) = 176
 * bytes; no calls (BL only as a long branch inside the function).
 * .text: encrypt 4,140 bytes, decrypt 5,092 bytes (arm-none-eabi-gcc
 * 12.2); the four rounds of a loop pass are unrolled.
 *
 * METHOD (lib/arch/gen/aes_ct.py, the generator, has the details)
 *  - State, circuits and linear layers as in the Thumb-2 kernels
 *    (lib/arch/armv7em/aes_ct.S): the bit slices of lib/generic/aes_ct.c,
 *    the 115-gate S-box of Boyar, Matthews and Peralta (126 gates for the
 *    inverse), MixColumns t = q ^ X q, q' = 02.t ^ X q ^ X^2 t for column
 *    skew k, byte rotations as ror(D_n(z), n).
 *  - Thumb-1 has no barrel shifter and two-operand instructions only, so
 *    every rotation is its own value: ROR by a register holding the
 *    count (MOVS), or REV + REV16 for 16; masks live in the frame
 *    (FR_MASK). The transpositions are straight-line programs too.
 *  - Allocation (generator, Alloc6): LO registers r0-r7 for every
 *    operand; HI registers r8-r12 and lr hold values one MOV away; the
 *    frame takes the rest (LDR/STR, 2 cycles). The value used furthest
 *    in the future leaves its LO register first; a two-operand
 *    instruction overwrites an operand that is dead or has a copy
 *    elsewhere, else works on a MOV copy. The order of each step comes
 *    from a simulated-annealing search (ORDERS6_HEX in the generator).
 *    Between the steps of a pass the state sits in r0-r3 and r8-r11; lr
 *    is free there, so that BL can serve as the long branch (Thumb-1
 *    conditional branches reach 256 bytes, B 2 KiB; the generator
 *    rewrites those that fall short). The comments name the value each
 *    instruction makes (U0..U7 = S-box input bits 7..0 = q7..q0,
 *    y/t/z/p/S = gate names of the circuits, t_i / X q_i = MixColumns,
 *    ror(a, n) = a rotated right by n).
 *  - Loop: a pass is 4 rounds (skews 1, 2, 3, 0 encrypting; 1, 0, 3, 2
 *    decrypting), its round keys at rkp (FR_RKP) + 32 j (LDR offsets up
 *    to 124 reach all of them). After the first round of a pass (and the
 *    third, encrypting), rkp is compared with lim (FR_LIM) as in the
 *    Thumb-2 kernels: equal after the first round means the last round
 *    with MixColumns is done (nr = 10 or 14, or decryption); higher or
 *    same after the third, the same for AES-192 encryption.
 *
 * MEASURED (modelled cycles, not silicon: bench/sim/qz-mcusim --cpu
 * cortex-m0plus, zero wait states; the Cortex-M0+ model of
 * bench/sim/timing.c: ALU 1, LDR/STR 2, LDM/STM 1 + N, taken branch 2).
 * Per pair of blocks = (one call on 10 blocks - one call on 2) / 4, with
 * aligned buffers; CTR = qz_aes_ctr (QZ_AES_CTR32) over 8000 bytes,
 * library built for the cortex-m0plus with this kernel.
 *                                 AES-128      AES-192      AES-256
 *   encrypt, cycles per pair         4,376        5,198        6,035
 *     cycles per byte                136.8        162.4        188.6
 *   decrypt, cycles per pair         5,306        6,338        7,351
 *     cycles per byte                165.8        198.1        229.7
 *   one call on 1 block, enc         4,762        5,584        6,421
 *   enc, in/out unaligned, pair      4,920        5,742        6,579
 *   C reference -O2, enc, pair       8,764       10,300       11,999
 *   C reference -O2, dec, pair      10,416       12,299       14,359
 *   CTR, 8000 bytes, cycles/byte     148.6        174.3        200.4
 * The whole-frame wipe costs 51 cycles per call, 35 more than the FR_BUF
 * wipe it replaces (build-aux/qz-trace-cycles --func, the same model:
 * 4,715 -> 4,750 for one AES-128 block, 21,978 -> 22,013 for ten); per
 * pair figures do not change. The one-call and unaligned lines are the
 * earlier figures plus 35, the CTR line the earlier one plus 35 cycles
 * per kernel call (8 blocks each), not re-measured.
 *
 * Source: the code below is generated by
 *    python3 lib/arch/gen/aes_ct.py armv6m lib/arch/armv6m/aes_ct.S
 * which rewrites only the lines from BEGIN GENERATED CODE to END GENERATED
 * CODE (--check compares instead). Edit this comment by hand.
 */

@ ---- BEGIN GENERATED CODE: lib/arch/gen/aes_ct.py armv6m ----
@ Do not edit by hand: change the generator and run it again.
    .syntax unified
    .arch   armv6-m
    .thumb

    .equ FR_RKP,    0               @ round-key pointer of this loop pass
    .equ FR_RK,     4               @ rk
    .equ FR_LIM,    8               @ loop exit limit for rkp (frame_words)
    .equ FR_LAST,   12              @ enc: rk + 32 (nr - 2); dec: rk + 32 nr
    .equ FR_NR,     16              @ nr
    .equ FR_OUT,    20              @ out (next pair)
    .equ FR_IN,     24              @ in (next pair)
    .equ FR_N,      28              @ blocks left
    .equ FR_SRC,    32              @ the pair is read from: in or FR_BUF
    .equ FR_BUF,    36              @ staging buffer, 32 bytes
    .equ FR_MASK,   68              @ the six masks of .Lmasks
    .equ FR_SPILL,  92              @ 12 spill slots
    .equ FR_SIZE,   140             @ 36 + FR_SIZE = 176 bytes of stack

    .section .text.qz_fast.qzi_aes_ct_encrypt_armv6m,"ax",%progbits
    .global qzi_aes_ct_encrypt_armv6m
    .type   qzi_aes_ct_encrypt_armv6m, %function
    .p2align 2
    .thumb_func
qzi_aes_ct_encrypt_armv6m:
    push    {r4-r7, lr}
    mov     r4, r8
    mov     r5, r9
    mov     r6, r10
    mov     r7, r11
    push    {r4-r7}
    sub     sp, #FR_SIZE
    ldr     r4, [sp, #FR_SIZE + 36]     @ nblocks (5th argument)
    str     r0, [sp, #FR_RK]
    str     r1, [sp, #FR_NR]
    str     r2, [sp, #FR_OUT]
    str     r3, [sp, #FR_IN]
    str     r4, [sp, #FR_N]
    lsls    r5, r1, #5                  @ 32 nr
    adds    r5, r0, r5                  @ rk + 32 nr
    subs    r5, #64                     @ last = rk + 32 (nr - 2)
    str     r5, [sp, #FR_LAST]
    movs    r6, #2
    ands    r6, r1                      @ 2 if nr = 10 or 14, 0 if nr = 12
    lsls    r6, r6, #6
    adds    r6, r5
    subs    r6, #128                    @ lim = last, or last - 128 if nr = 12
    str     r6, [sp, #FR_LIM]
    adr     r0, .Lenc_masks
    ldm     r0!, {r1-r6}
    add     r0, sp, #FR_MASK
    stm     r0!, {r1-r6}                @ the masks into the frame
    b       .Lenc_pair
    .p2align 2
.Lenc_masks:
    .word   0x55555555
    .word   0x33333333
    .word   0x0f0f0f0f
    .word   0x03030303
    .word   0x3f3f3f3f
    .word   0xff00ff00
.Lenc_copy:
    @ unaligned in or one block: through FR_BUF (r4 = n, r5 = in)
    add     r6, sp, #FR_BUF
    str     r6, [sp, #FR_SRC]
    cmp     r4, #1
    beq     .Lenc_copy1
    movs    r7, #32
1:
    subs    r7, #1
    ldrb    r0, [r5, r7]
    strb    r0, [r6, r7]
    bne     1b
    b       .Lenc_packed
.Lenc_copy1:
    @ one block: block 1 = a copy of block 0 (a zero block would compute E_K(0))
    movs    r7, #16
1:
    subs    r7, #1
    ldrb    r0, [r5, r7]
    strb    r0, [r6, r7]
    bne     1b
    ldm     r6!, {r0, r1, r2, r3}
    stm     r6!, {r0, r1, r2, r3}
    b       .Lenc_packed
.Lenc_done:
    @ zero the frame (FR_BUF: the last input or output staged there; spilled
    @ state) and r0-r3, r12, lr; free the frame
    movs    r0, #0
    movs    r1, #0
    movs    r2, #0
    movs    r3, #0
    movs    r5, #0
    movs    r6, #0
    movs    r7, #0
    mov     r12, r0
    mov     lr, r0
    mov     r4, sp
    stm     r4!, {r0, r1, r2, r3, r5, r6, r7}
    stm     r4!, {r0, r1, r2, r3, r5, r6, r7}
    stm     r4!, {r0, r1, r2, r3, r5, r6, r7}
    stm     r4!, {r0, r1, r2, r3, r5, r6, r7}
    stm     r4!, {r0, r1, r2, r3, r5, r6, r7}
    mov     sp, r4
    pop     {r4-r7}
    mov     r8, r4
    mov     r9, r5
    mov     r10, r6
    mov     r11, r7
    pop     {r4-r7, pc}
.Lenc_pair:
    @ next pair of blocks
    ldr     r4, [sp, #FR_N]             @ blocks left
    ldr     r5, [sp, #FR_IN]            @ in
    cmp     r4, #1
    blo     .Lenc_done
    beq     .Lenc_copy
    lsls    r6, r5, #30
    bne     .Lenc_copy
    str     r5, [sp, #FR_SRC]           @ two blocks, aligned: read in place
.Lenc_packed:
    @ to the bitsliced form
    ldr     r0, [sp, #FR_SRC]           @ src
    ldr     r1, [r0, #4]                @ w1
    lsrs    r1, r1, #1                  @ swapmove(q2, q3, 1): t = q2 >> 1
    ldr     r2, [r0, #20]               @ w5
    eors    r1, r2                      @ t ^= q3
    ldr     r3, [r0, #12]               @ w3
    lsrs    r3, r3, #1                  @ swapmove(q6, q7, 1): t = q6 >> 1
    ldr     r4, [sp, #FR_MASK]          @ 0x55555555
    ands    r1, r4                      @ t &= 0x55555555
    ldr     r5, [r0, #8]                @ w2
    lsrs    r5, r5, #1                  @ swapmove(q4, q5, 1): t = q4 >> 1
    lsls    r6, r1, #1                  @ t <<= 1
    ldr     r7, [r0, #4]                @ w1
    eors    r7, r6                      @ q2 ^= t << 1
    eors    r2, r1                      @ q3 ^= t
    ldr     r1, [r0, #0]                @ w0
    lsrs    r1, r1, #1                  @ swapmove(q0, q1, 1): t = q0 >> 1
    ldr     r6, [r0, #28]               @ w7
    eors    r3, r6                      @ t ^= q7
    mov     r8, r7                      @ park q2
    ldr     r7, [r0, #24]               @ w6
    eors    r5, r7                      @ t ^= q5
    ands    r3, r4                      @ t &= 0x55555555
    mov     r9, r2                      @ park q3
    ldr     r2, [r0, #16]               @ w4
    eors    r1, r2                      @ t ^= q1
    ands    r1, r4                      @ t &= 0x55555555
    ands    r5, r4                      @ t &= 0x55555555
    lsls    r4, r3, #1                  @ t <<= 1
    eors    r7, r5                      @ q5 ^= t
    eors    r6, r3                      @ q7 ^= t
    ldr     r3, [r0, #12]               @ w3
    eors    r3, r4                      @ q6 ^= t << 1
    eors    r2, r1                      @ q1 ^= t
    lsls    r5, r5, #1                  @ t <<= 1
    ldr     r4, [r0, #8]                @ w2
    eors    r4, r5                      @ q4 ^= t << 1
    lsls    r1, r1, #1                  @ t <<= 1
    ldr     r5, [r0, #0]                @ w0
    eors    r5, r1                      @ q0 ^= t << 1
    lsrs    r1, r7, #2                  @ swapmove(q5, q7, 2): t = q5 >> 2
    eors    r1, r6                      @ t ^= q7
    ldr     r0, [sp, #FR_MASK + 4]      @ 0x33333333
    ands    r1, r0                      @ t &= 0x33333333
    eors    r6, r1                      @ q7 ^= t
    mov     r10, r6                     @ park q7
    lsrs    r6, r4, #2                  @ swapmove(q4, q6, 2): t = q4 >> 2
    eors    r6, r3                      @ t ^= q6
    lsls    r1, r1, #2                  @ t <<= 2
    ands    r6, r0                      @ t &= 0x33333333
    eors    r3, r6                      @ q6 ^= t
    lsls    r6, r6, #2                  @ t <<= 2
    eors    r7, r1                      @ q5 ^= t << 2
    lsrs    r1, r2, #2                  @ swapmove(q1, q3, 2): t = q1 >> 2
    mov     r11, r3                     @ park q6
    mov     r3, r9                      @ q3
    eors    r1, r3                      @ t ^= q3
    eors    r4, r6                      @ q4 ^= t << 2
    ands    r1, r0                      @ t &= 0x33333333
    eors    r3, r1                      @ q3 ^= t
    lsls    r1, r1, #2                  @ t <<= 2
    lsrs    r6, r5, #2                  @ swapmove(q0, q2, 2): t = q0 >> 2
    eors    r2, r1                      @ q1 ^= t << 2
    mov     r1, r8                      @ q2
    eors    r6, r1                      @ t ^= q2
    ands    r6, r0                      @ t &= 0x33333333
    eors    r1, r6                      @ q2 ^= t
    lsls    r6, r6, #2                  @ t <<= 2
    lsrs    r0, r2, #4                  @ swapmove(q1, q5, 4): t = q1 >> 4
    eors    r5, r6                      @ q0 ^= t << 2
    eors    r0, r7                      @ t ^= q5
    ldr     r6, [sp, #FR_MASK + 8]      @ 0x0f0f0f0f
    ands    r0, r6                      @ t &= 0x0f0f0f0f
    eors    r7, r0                      @ q5 ^= t
    mov     r8, r7                      @ park q5
    lsrs    r7, r5, #4                  @ swapmove(q0, q4, 4): t = q0 >> 4
    lsls    r0, r0, #4                  @ t <<= 4
    eors    r7, r4                      @ t ^= q4
    eors    r2, r0                      @ q1 ^= t << 4
    ands    r7, r6                      @ t &= 0x0f0f0f0f
    lsrs    r0, r1, #4                  @ swapmove(q2, q6, 4): t = q2 >> 4
    mov     r9, r2                      @ park q1
    mov     r2, r11                     @ q6
    eors    r0, r2                      @ t ^= q6
    eors    r4, r7                      @ q4 ^= t
    lsls    r7, r7, #4                  @ t <<= 4
    ands    r0, r6                      @ t &= 0x0f0f0f0f
    eors    r2, r0                      @ q6 ^= t
    lsls    r0, r0, #4                  @ t <<= 4
    eors    r1, r0                      @ q2 ^= t << 4
    eors    r5, r7                      @ q0 ^= t << 4
    lsrs    r0, r3, #4                  @ swapmove(q3, q7, 4): t = q3 >> 4
    mov     r7, r10                     @ q7
    eors    r0, r7                      @ t ^= q7
    ands    r0, r6                      @ t &= 0x0f0f0f0f
    eors    r7, r0                      @ q7 ^= t
    lsls    r0, r0, #4                  @ t <<= 4
    eors    r3, r0                      @ q3 ^= t << 4
    mov     r0, r5                      @ r5
    mov     r10, r2                     @ r2
    mov     r2, r1                      @ r1
    mov     r1, r9                      @ r9
    mov     r9, r8                      @ r8
    mov     r8, r4                      @ r4
    mov     r11, r7                     @ r7
    ldr     r4, [sp, #FR_RK]
    str     r4, [sp, #FR_RKP]           @ rkp = rk
.Lenc_pass:
    @ round 4i + 1: skew 1
    ldr     r4, [sp, #FR_RKP]           @ key pointer
    ldr     r5, [r4, #8]                @ rk word 2
    eors    r2, r5                      @ q2 ^= rk[2]
    mov     r5, r10                     @ s6
    ldr     r6, [r4, #24]               @ rk word 6
    eors    r5, r6                      @ q6 ^= rk[6]
    ldr     r6, [r4, #0]                @ rk word 0
    eors    r0, r6                      @ q0 ^= rk[0]
    mov     r6, r8                      @ s4
    ldr     r7, [r4, #16]               @ rk word 4
    eors    r6, r7                      @ q4 ^= rk[4]
    mov     r7, r9                      @ s5
    mov     r8, r0                      @ park u0
    ldr     r0, [r4, #20]               @ rk word 5
    eors    r7, r0                      @ q5 ^= rk[5]
    mov     r0, r6                      @ copy u4
    eors    r0, r2                      @ y14 = U3 ^ U5
    mov     r9, r6                      @ park u4
    ldr     r6, [r4, #4]                @ rk word 1
    eors    r1, r6                      @ q1 ^= rk[1]
    mov     r6, r11                     @ s7
    mov     r10, r0                     @ park fy14
    ldr     r0, [r4, #28]               @ rk word 7
    eors    r6, r0                      @ q7 ^= rk[7]
    ldr     r0, [r4, #12]               @ rk word 3
    eors    r3, r0                      @ q3 ^= rk[3]
    eors    r7, r5                      @ t0 = U1 ^ U2
    mov     r0, r6                      @ copy u7
    eors    r0, r2                      @ y8 = U0 ^ U5
    mov     r4, r6                      @ copy u7
    eors    r4, r1                      @ y13 = U0 ^ U6
    mov     r11, r0                     @ park fy8
    mov     r0, r10                     @ y14
    eors    r0, r4                      @ y12 = y13 ^ y14
    mov     r12, r4                     @ park fy13
    mov     r4, r9                      @ u4
    eors    r4, r6                      @ y9 = U0 ^ U3
    eors    r3, r0                      @ t1 = U4 ^ y12
    eors    r5, r3                      @ y20 = t1 ^ U1
    eors    r3, r2                      @ y15 = t1 ^ U5
    mov     r2, r5                      @ copy fy20
    eors    r2, r4                      @ y11 = y20 ^ y9
    mov     lr, r5                      @ park fy20
    mov     r5, r8                      @ u0
    eors    r5, r7                      @ y1 = t0 ^ U7
    str     r0, [sp, #92]               @ spill y12
    mov     r0, r8                      @ u0
    eors    r0, r2                      @ y7 = U7 ^ y11
    eors    r1, r5                      @ y5 = y1 ^ U6
    str     r0, [sp, #96]               @ spill y7
    mov     r0, r11                     @ y8
    eors    r0, r1                      @ y3 = y5 ^ y8
    str     r0, [sp, #100]              @ spill y3
    mov     r0, r3                      @ copy fy15
    eors    r0, r7                      @ y10 = y15 ^ t0
    str     r3, [sp, #104]              @ spill y15
    mov     r3, r0                      @ copy fy10
    eors    r3, r2                      @ y17 = y10 ^ y11
    str     r1, [sp, #108]              @ spill y5
    mov     r1, r4                      @ copy fy9
    ands    r1, r2                      @ t12 = y9 & y11
    str     r4, [sp, #112]              @ spill y9
    mov     r4, r11                     @ y8
    ands    r4, r0                      @ t15 = y8 & y10
    eors    r7, r2                      @ y16 = t0 ^ y11
    str     r2, [sp, #116]              @ spill y11
    mov     r2, r10                     @ y14
    ands    r2, r3                      @ t13 = y14 & y17
    eors    r4, r1                      @ t16 = t15 ^ t12
    eors    r2, r1                      @ t14 = t13 ^ t12
    mov     r1, r5                      @ copy fy1
    eors    r1, r6                      @ y2 = y1 ^ U0
    str     r3, [sp, #120]              @ spill y17
    mov     r3, r9                      @ u4
    eors    r3, r5                      @ y4 = y1 ^ U3
    mov     r9, r0                      @ park fy10
    ldr     r0, [sp, #108]              @ reload y5
    ands    r0, r5                      @ t8 = y5 & y1
    str     r5, [sp, #124]              @ spill y1
    ldr     r5, [sp, #96]               @ reload y7
    ands    r5, r1                      @ t10 = y2 & y7
    str     r1, [sp, #128]              @ spill y2
    mov     r1, r12                     @ y13
    ands    r1, r7                      @ t7 = y13 & y16
    eors    r0, r1                      @ t9 = t8 ^ t7
    eors    r5, r1                      @ t11 = t10 ^ t7
    eors    r6, r7                      @ y18 = U0 ^ y16
    eors    r0, r2                      @ t19 = t9 ^ t14
    mov     r1, r12                     @ y13
    eors    r1, r7                      @ y21 = y13 ^ y16
    eors    r0, r1                      @ t23 = t19 ^ y21
    ldr     r1, [sp, #92]               @ reload y12
    str     r7, [sp, #132]              @ spill y16
    ldr     r7, [sp, #104]              @ reload y15
    ands    r1, r7                      @ t2 = y12 & y15
    eors    r5, r4                      @ t20 = t11 ^ t16
    eors    r5, r6                      @ t24 = t20 ^ y18
    mov     r6, r8                      @ u0
    eors    r7, r6                      @ y6 = y15 ^ U7
    ands    r6, r3                      @ t5 = y4 & U7
    eors    r6, r1                      @ t6 = t5 ^ t2
    eors    r6, r4                      @ t18 = t6 ^ t16
    ldr     r4, [sp, #100]              @ reload y3
    ands    r4, r7                      @ t3 = y3 & y6
    eors    r4, r1                      @ t4 = t3 ^ t2
    eors    r4, r2                      @ t17 = t4 ^ t14
    mov     r1, r9                      @ y10
    mov     r2, r11                     @ y8
    eors    r1, r2                      @ y19 = y10 ^ y8
    mov     r2, lr                      @ y20
    eors    r4, r2                      @ t21 = t17 ^ y20
    mov     r2, r4                      @ copy ft21
    ands    r2, r0                      @ t26 = t21 & t23
    mov     lr, r7                      @ park fy6
    mov     r7, r0                      @ copy ft23
    eors    r7, r5                      @ t30 = t23 ^ t24
    eors    r6, r1                      @ t22 = t18 ^ y19
    mov     r1, r5                      @ copy ft24
    eors    r1, r2                      @ t27 = t24 ^ t26
    eors    r4, r6                      @ t25 = t21 ^ t22
    eors    r2, r6                      @ t31 = t22 ^ t26
    ands    r2, r7                      @ t32 = t31 & t30
    eors    r2, r5                      @ t33 = t32 ^ t24
    eors    r0, r2                      @ t34 = t23 ^ t33
    mov     r7, r1                      @ copy ft27
    eors    r7, r2                      @ t35 = t27 ^ t33
    ands    r5, r7                      @ t36 = t24 & t35
    ands    r3, r2                      @ z11 = t33 & y4
    eors    r0, r5                      @ t37 = t36 ^ t34
    eors    r5, r1                      @ t38 = t27 ^ t36
    mov     r7, r8                      @ u0
    ands    r7, r2                      @ z2 = t33 & U7
    mov     r8, r7                      @ park fz2
    mov     r7, lr                      @ y6
    ands    r7, r0                      @ z1 = t37 & y6
    ands    r1, r4                      @ t28 = t25 & t27
    mov     lr, r7                      @ park fz1
    ldr     r7, [sp, #100]              @ reload y3
    ands    r7, r0                      @ z10 = t37 & y3
    eors    r1, r6                      @ t29 = t28 ^ t22
    mov     r6, r2                      @ copy ft33
    eors    r6, r0                      @ t44 = t33 ^ t37
    eors    r3, r7                      @ t47 = z10 ^ z11
    ands    r5, r1                      @ t39 = t29 & t38
    eors    r4, r5                      @ t40 = t25 ^ t39
    eors    r0, r4                      @ t41 = t40 ^ t37
    mov     r5, r11                     @ y8
    ands    r5, r0                      @ z17 = t41 & y8
    eors    r2, r1                      @ t42 = t29 ^ t33
    mov     r11, r3                     @ park ft47
    ldr     r3, [sp, #92]               @ reload y12
    ands    r3, r6                      @ z9 = t44 & y12
    eors    r3, r7                      @ t49 = z9 ^ z10
    mov     r7, r9                      @ y10
    ands    r7, r0                      @ z8 = t41 & y10
    eors    r0, r2                      @ t45 = t42 ^ t41
    mov     r9, r3                      @ park ft49
    ldr     r3, [sp, #120]              @ reload y17
    ands    r3, r0                      @ z7 = t45 & y17
    eors    r7, r3                      @ t52 = z7 ^ z8
    str     r7, [sp, #120]              @ spill t52
    ldr     r7, [sp, #116]              @ reload y11
    ands    r7, r2                      @ z6 = t42 & y11
    eors    r7, r3                      @ t54 = z6 ^ z7
    ldr     r3, [sp, #112]              @ reload y9
    ands    r2, r3                      @ z15 = t42 & y9
    mov     r3, r10                     @ y14
    ands    r0, r3                      @ z16 = t45 & y14
    ldr     r3, [sp, #96]               @ reload y7
    ands    r3, r1                      @ z5 = t29 & y7
    eors    r5, r0                      @ t55 = z16 ^ z17
    mov     r10, r5                     @ park ft55
    ldr     r5, [sp, #104]              @ reload y15
    ands    r6, r5                      @ z0 = t44 & y15
    ldr     r5, [sp, #128]              @ reload y2
    ands    r5, r1                      @ z14 = t29 & y2
    eors    r1, r4                      @ t43 = t29 ^ t40
    eors    r2, r0                      @ t46 = z15 ^ z16
    ldr     r0, [sp, #132]              @ reload y16
    ands    r0, r1                      @ z3 = t43 & y16
    eors    r7, r0                      @ t59 = z3 ^ t54
    eors    r6, r0                      @ t53 = z0 ^ z3
    mov     r0, r12                     @ y13
    ands    r1, r0                      @ z12 = t43 & y13
    ldr     r0, [sp, #124]              @ reload y1
    ands    r0, r4                      @ z4 = t40 & y1
    mov     r12, r7                     @ park ft59
    ldr     r7, [sp, #108]              @ reload y5
    ands    r4, r7                      @ z13 = t40 & y5
    mov     r7, r8                      @ z2
    eors    r7, r1                      @ t50 = z2 ^ z12
    eors    r7, r6                      @ t57 = t50 ^ t53
    eors    r4, r3                      @ t48 = z5 ^ z13
    eors    r5, r7                      @ t61 = z14 ^ t57
    eors    r7, r2                      @ t60 = t46 ^ t57
    eors    r1, r4                      @ t56 = z12 ^ t48
    eors    r2, r0                      @ t58 = z4 ^ t46
    eors    r4, r7                      @ S7 = q0 = t48 ^ t60
    mov     r7, r9                      @ t49
    eors    r7, r2                      @ t63 = t49 ^ t58
    mov     r9, r4                      @ park fS7
    ldr     r4, [sp, #120]              @ reload t52
    eors    r4, r2                      @ t62 = t52 ^ t58
    eors    r5, r4                      @ t65 = t61 ^ t62
    mov     r2, r8                      @ z2
    eors    r2, r3                      @ t51 = z2 ^ z5
    eors    r1, r4                      @ S6 = q1 = t56 ^ t62
    mov     r3, r12                     @ t59
    eors    r0, r3                      @ t64 = z4 ^ t59
    mov     r4, r0                      @ copy ft64
    eors    r4, r5                      @ t67 = t64 ^ t65
    eors    r3, r7                      @ S0 = q7 = t59 ^ t63
    mov     r8, r1                      @ park fS6
    mov     r1, lr                      @ z1
    eors    r1, r7                      @ t66 = z1 ^ t63
    eors    r2, r1                      @ S4 = q3 = t51 ^ t66
    mov     r7, r10                     @ t55
    eors    r7, r4                      @ S2 = q5 = t55 ^ t67
    eors    r6, r1                      @ S3 = q4 = t53 ^ t66
    eors    r0, r6                      @ S1 = q6 = t64 ^ S3
    movs    r1, #24                     @ 24
    mov     r4, r3                      @ copy fS0
    rors    r4, r1                      @ ror(S0, 24)
    mov     r10, r2                     @ park fS4
    mov     r2, r7                      @ copy fS2
    rors    r2, r1                      @ ror(S2, 24)
    eors    r2, r7                      @ X q5: z ^ ror(z, 24)
    mov     r12, r6                     @ park fS3
    ldr     r6, [sp, #FR_MASK + 12]     @ 0x03030303
    ands    r2, r6                      @ X q5: & L6
    eors    r4, r3                      @ X q7: z ^ ror(z, 24)
    eors    r2, r7                      @ X q5 = D6(z) (byte ror 6: ror #6)
    mov     lr, r7                      @ park fS2
    movs    r7, #10                     @ 10
    rors    r2, r7                      @ ror(X q5, 10)
    str     r2, [sp, #120]              @ spill ror(X q5, 10)
    mov     r2, r0                      @ copy fS1
    rors    r2, r1                      @ ror(S1, 24)
    ands    r4, r6                      @ X q7: & L6
    eors    r2, r0                      @ X q6: z ^ ror(z, 24)
    eors    r4, r3                      @ X q7 = D6(z) (byte ror 6: ror #6)
    ands    r2, r6                      @ X q6: & L6
    eors    r2, r0                      @ X q6 = D6(z) (byte ror 6: ror #6)
    rors    r2, r7                      @ ror(X q6, 10)
    eors    r0, r2                      @ t6 = q6 ^ X q6
    rors    r4, r7                      @ ror(X q7, 10)
    str     r2, [sp, #108]              @ spill ror(X q6, 10)
    mov     r2, r0                      @ copy t6
    rors    r2, r1                      @ ror(t6, 24)
    eors    r2, r0                      @ X2 t6: z ^ ror(z, 24)
    str     r2, [sp, #124]              @ spill bw
    mov     r2, r9                      @ S7
    rors    r2, r1                      @ ror(S7, 24)
    mov     r7, r11                     @ t47
    eors    r7, r5                      @ S5 = q2 = t47 ^ t65
    mov     r5, r12                     @ S3
    rors    r5, r1                      @ ror(S3, 24)
    eors    r3, r4                      @ t7 = q7 ^ X q7
    mov     r11, r3                     @ park t7
    mov     r3, r8                      @ S6
    rors    r3, r1                      @ ror(S6, 24)
    eors    r4, r0                      @ q7' = t6 ^ X q7
    str     r0, [sp, #132]              @ spill t6
    mov     r0, r10                     @ S4
    rors    r0, r1                      @ ror(S4, 24)
    str     r4, [sp, #128]              @ spill q7'
    mov     r4, r12                     @ S3
    eors    r4, r5                      @ X q4: z ^ ror(z, 24)
    mov     r5, r7                      @ copy fS5
    rors    r5, r1                      @ ror(S5, 24)
    ands    r4, r6                      @ X q4: & L6
    mov     r1, r8                      @ S6
    eors    r1, r3                      @ X q1: z ^ ror(z, 24)
    mov     r3, r10                     @ S4
    eors    r3, r0                      @ X q3: z ^ ror(z, 24)
    mov     r0, r12                     @ S3
    eors    r4, r0                      @ X q4 = D6(z) (byte ror 6: ror #6)
    eors    r5, r7                      @ X q2: z ^ ror(z, 24)
    mov     r0, r9                      @ S7
    eors    r0, r2                      @ X q0: z ^ ror(z, 24)
    ands    r0, r6                      @ X q0: & L6
    mov     r2, r9                      @ S7
    eors    r0, r2                      @ X q0 = D6(z) (byte ror 6: ror #6)
    ands    r3, r6                      @ X q3: & L6
    ands    r5, r6                      @ X q2: & L6
    ands    r1, r6                      @ X q1: & L6
    eors    r5, r7                      @ X q2 = D6(z) (byte ror 6: ror #6)
    movs    r6, #10                     @ 10
    rors    r4, r6                      @ ror(X q4, 10)
    rors    r0, r6                      @ ror(X q0, 10)
    str     r4, [sp, #104]              @ spill ror(X q4, 10)
    mov     r4, r10                     @ S4
    eors    r3, r4                      @ X q3 = D6(z) (byte ror 6: ror #6)
    rors    r5, r6                      @ ror(X q2, 10)
    mov     r4, r8                      @ S6
    eors    r1, r4                      @ X q1 = D6(z) (byte ror 6: ror #6)
    rors    r1, r6                      @ ror(X q1, 10)
    eors    r7, r5                      @ t2 = q2 ^ X q2
    eors    r4, r1                      @ t1 = q1 ^ X q1
    rors    r3, r6                      @ ror(X q3, 10)
    eors    r5, r4                      @ q2' = t1 ^ X q2
    eors    r2, r0                      @ t0 = q0 ^ X q0
    eors    r1, r2                      @ q1' = t0 ^ X q1
    mov     r6, r11                     @ t7
    eors    r6, r0                      @ q0' = t7 ^ X q0
    movs    r0, #24                     @ 24
    mov     r8, r5                      @ park w2
    mov     r5, r2                      @ copy t0
    rors    r5, r0                      @ ror(t0, 24)
    eors    r5, r2                      @ X2 t0: z ^ ror(z, 24)
    mov     r9, r1                      @ park w1
    ldr     r1, [sp, #FR_MASK + 8]      @ 0x0f0f0f0f
    ands    r5, r1                      @ X2 t0: & L4
    eors    r5, r2                      @ X2 t0 = D4(z) (byte ror 4: ror #4)
    movs    r2, #20                     @ 20
    rors    r5, r2                      @ ror(X2 t0, 20)
    eors    r6, r5                      @ q0' ^= X2 t0
    mov     r5, r4                      @ copy t1
    rors    r5, r0                      @ ror(t1, 24)
    eors    r5, r4                      @ X2 t1: z ^ ror(z, 24)
    ands    r5, r1                      @ X2 t1: & L4
    eors    r5, r4                      @ X2 t1 = D4(z) (byte ror 4: ror #4)
    mov     r4, r10                     @ S4
    eors    r4, r3                      @ t3 = q3 ^ X q3
    mov     r10, r6                     @ park o0
    mov     r6, r4                      @ copy t3
    rors    r6, r0                      @ ror(t3, 24)
    eors    r6, r4                      @ X2 t3: z ^ ror(z, 24)
    ands    r6, r1                      @ X2 t3: & L4
    eors    r3, r7                      @ q3' = t2 ^ X q3
    eors    r6, r4                      @ X2 t3 = D4(z) (byte ror 4: ror #4)
    rors    r6, r2                      @ ror(X2 t3, 20)
    rors    r5, r2                      @ ror(X2 t1, 20)
    mov     r2, r11                     @ t7
    eors    r3, r2                      @ q3' ^= t7
    eors    r3, r6                      @ q3' ^= X2 t3
    mov     r6, r9                      @ q1'
    eors    r6, r2                      @ q1' ^= t7
    eors    r6, r5                      @ q1' ^= X2 t1
    ldr     r5, [sp, #104]              @ reload ror(X q4, 10)
    eors    r4, r5                      @ q4' = t3 ^ X q4
    mov     r9, r3                      @ park o3
    mov     r3, r12                     @ S3
    eors    r3, r5                      @ t4 = q4 ^ X q4
    mov     r5, r7                      @ copy t2
    rors    r5, r0                      @ ror(t2, 24)
    eors    r4, r2                      @ q4' ^= t7
    rors    r2, r0                      @ ror(t7, 24)
    eors    r5, r7                      @ X2 t2: z ^ ror(z, 24)
    mov     r12, r6                     @ park o1
    mov     r6, r11                     @ t7
    eors    r6, r2                      @ X2 t7: z ^ ror(z, 24)
    ands    r5, r1                      @ X2 t2: & L4
    mov     r2, r3                      @ copy t4
    rors    r2, r0                      @ ror(t4, 24)
    eors    r2, r3                      @ X2 t4: z ^ ror(z, 24)
    eors    r5, r7                      @ X2 t2 = D4(z) (byte ror 4: ror #4)
    ands    r6, r1                      @ X2 t7: & L4
    mov     r7, r11                     @ t7
    eors    r6, r7                      @ X2 t7 = D4(z) (byte ror 4: ror #4)
    ands    r2, r1                      @ X2 t4: & L4
    eors    r2, r3                      @ X2 t4 = D4(z) (byte ror 4: ror #4)
    movs    r7, #20                     @ 20
    rors    r2, r7                      @ ror(X2 t4, 20)
    eors    r4, r2                      @ q4' ^= X2 t4
    rors    r6, r7                      @ ror(X2 t7, 20)
    rors    r5, r7                      @ ror(X2 t2, 20)
    ldr     r2, [sp, #120]              @ reload ror(X q5, 10)
    eors    r3, r2                      @ q5' = t4 ^ X q5
    mov     r11, r4                     @ park o4
    mov     r4, lr                      @ S2
    eors    r4, r2                      @ t5 = q5 ^ X q5
    mov     r2, r8                      @ q2'
    eors    r2, r5                      @ q2' ^= X2 t2
    mov     r5, r4                      @ copy t5
    rors    r5, r0                      @ ror(t5, 24)
    eors    r5, r4                      @ X2 t5: z ^ ror(z, 24)
    ands    r5, r1                      @ X2 t5: & L4
    ldr     r0, [sp, #128]              @ reload q7'
    eors    r0, r6                      @ q7' ^= X2 t7
    eors    r5, r4                      @ X2 t5 = D4(z) (byte ror 4: ror #4)
    rors    r5, r7                      @ ror(X2 t5, 20)
    ldr     r6, [sp, #108]              @ reload ror(X q6, 10)
    eors    r4, r6                      @ q6' = t5 ^ X q6
    ldr     r6, [sp, #124]              @ reload bw
    ands    r6, r1                      @ X2 t6: & L4
    ldr     r1, [sp, #132]              @ reload t6
    eors    r6, r1                      @ X2 t6 = D4(z) (byte ror 4: ror #4)
    eors    r3, r5                      @ q5' ^= X2 t5
    rors    r6, r7                      @ ror(X2 t6, 20)
    eors    r4, r6                      @ q6' ^= X2 t6
    mov     r1, r12                     @ r12
    mov     r8, r11                     @ r11
    mov     r11, r0                     @ r0
    mov     r0, r10                     @ r10
    mov     r10, r4                     @ r4
    mov     r7, r9                      @ r9
    mov     r9, r3                      @ r3
    mov     r3, r7                      @ r7
    @ last round of MixColumns?
    ldr     r4, [sp, #FR_RKP]
    ldr     r5, [sp, #FR_LIM]
    cmp     r4, r5
    bne     .Lenc_relax1
    bl      .Lenc_exit1
.Lenc_relax1:
    @ round 4i + 2: skew 2
    mov     r4, r8                      @ s4
    ldr     r5, [sp, #FR_RKP]           @ key pointer
    ldr     r6, [r5, #48]               @ rk word 4
    eors    r4, r6                      @ q4 ^= rk[4]
    mov     r6, r11                     @ s7
    ldr     r7, [r5, #60]               @ rk word 7
    eors    r6, r7                      @ q7 ^= rk[7]
    ldr     r7, [r5, #40]               @ rk word 2
    eors    r2, r7                      @ q2 ^= rk[2]
    mov     r7, r10                     @ s6
    mov     r8, r6                      @ park u7
    ldr     r6, [r5, #56]               @ rk word 6
    eors    r7, r6                      @ q6 ^= rk[6]
    ldr     r6, [r5, #36]               @ rk word 1
    eors    r1, r6                      @ q1 ^= rk[1]
    ldr     r6, [r5, #32]               @ rk word 0
    eors    r0, r6                      @ q0 ^= rk[0]
    mov     r6, r9                      @ s5
    mov     r10, r0                     @ park u0
    ldr     r0, [r5, #52]               @ rk word 5
    eors    r6, r0                      @ q5 ^= rk[5]
    mov     r0, r4                      @ copy u4
    eors    r0, r2                      @ y14 = U3 ^ U5
    mov     r9, r0                      @ park fy14
    ldr     r0, [r5, #44]               @ rk word 3
    eors    r3, r0                      @ q3 ^= rk[3]
    eors    r6, r7                      @ t0 = U1 ^ U2
    mov     r0, r8                      @ u7
    eors    r0, r4                      @ y9 = U0 ^ U3
    mov     r5, r8                      @ u7
    eors    r5, r2                      @ y8 = U0 ^ U5
    mov     r11, r5                     @ park fy8
    mov     r5, r8                      @ u7
    eors    r5, r1                      @ y13 = U0 ^ U6
    mov     r12, r0                     @ park fy9
    mov     r0, r9                      @ y14
    eors    r0, r5                      @ y12 = y13 ^ y14
    eors    r3, r0                      @ t1 = U4 ^ y12
    mov     lr, r0                      @ park fy12
    mov     r0, r10                     @ u0
    eors    r0, r6                      @ y1 = t0 ^ U7
    eors    r7, r3                      @ y20 = t1 ^ U1
    eors    r3, r2                      @ y15 = t1 ^ U5
    eors    r4, r0                      @ y4 = y1 ^ U3
    mov     r2, r8                      @ u7
    eors    r2, r0                      @ y2 = y1 ^ U0
    eors    r1, r0                      @ y5 = y1 ^ U6
    str     r2, [sp, #92]               @ spill y2
    mov     r2, r1                      @ copy fy5
    ands    r2, r0                      @ t8 = y5 & y1
    str     r0, [sp, #96]               @ spill y1
    mov     r0, r12                     @ y9
    eors    r0, r7                      @ y11 = y20 ^ y9
    str     r7, [sp, #100]              @ spill y20
    mov     r7, r11                     @ y8
    eors    r7, r1                      @ y3 = y5 ^ y8
    str     r1, [sp, #104]              @ spill y5
    mov     r1, r6                      @ copy ft0
    eors    r1, r0                      @ y16 = t0 ^ y11
    str     r7, [sp, #108]              @ spill y3
    mov     r7, r10                     @ u0
    ands    r7, r4                      @ t5 = y4 & U7
    str     r4, [sp, #112]              @ spill y4
    mov     r4, r5                      @ copy fy13
    ands    r4, r1                      @ t7 = y13 & y16
    eors    r6, r3                      @ y10 = y15 ^ t0
    str     r1, [sp, #116]              @ spill y16
    mov     r1, r10                     @ u0
    eors    r1, r0                      @ y7 = U7 ^ y11
    str     r5, [sp, #120]              @ spill y13
    ldr     r5, [sp, #92]               @ reload y2
    ands    r5, r1                      @ t10 = y2 & y7
    eors    r5, r4                      @ t11 = t10 ^ t7
    eors    r2, r4                      @ t9 = t8 ^ t7
    mov     r4, r12                     @ y9
    ands    r4, r0                      @ t12 = y9 & y11
    str     r1, [sp, #124]              @ spill y7
    mov     r1, r6                      @ copy fy10
    eors    r1, r0                      @ y17 = y10 ^ y11
    str     r0, [sp, #128]              @ spill y11
    mov     r0, r9                      @ y14
    ands    r0, r1                      @ t13 = y14 & y17
    str     r1, [sp, #132]              @ spill y17
    mov     r1, r11                     @ y8
    ands    r1, r6                      @ t15 = y8 & y10
    eors    r1, r4                      @ t16 = t15 ^ t12
    eors    r0, r4                      @ t14 = t13 ^ t12
    eors    r5, r1                      @ t20 = t11 ^ t16
    mov     r4, lr                      @ y12
    ands    r4, r3                      @ t2 = y12 & y15
    eors    r7, r4                      @ t6 = t5 ^ t2
    eors    r2, r0                      @ t19 = t9 ^ t14
    eors    r7, r1                      @ t18 = t6 ^ t16
    mov     r1, r10                     @ u0
    eors    r1, r3                      @ y6 = y15 ^ U7
    str     r3, [sp, #136]              @ spill y15
    ldr     r3, [sp, #108]              @ reload y3
    ands    r3, r1                      @ t3 = y3 & y6
    eors    r3, r4                      @ t4 = t3 ^ t2
    eors    r3, r0                      @ t17 = t4 ^ t14
    ldr     r0, [sp, #120]              @ reload y13
    ldr     r4, [sp, #116]              @ reload y16
    eors    r0, r4                      @ y21 = y13 ^ y16
    eors    r2, r0                      @ t23 = t19 ^ y21
    mov     r0, r8                      @ u7
    eors    r0, r4                      @ y18 = U0 ^ y16
    mov     r4, r11                     @ y8
    eors    r4, r6                      @ y19 = y10 ^ y8
    eors    r7, r4                      @ t22 = t18 ^ y19
    ldr     r4, [sp, #100]              @ reload y20
    eors    r3, r4                      @ t21 = t17 ^ y20
    mov     r4, r3                      @ copy ft21
    eors    r4, r7                      @ t25 = t21 ^ t22
    eors    r5, r0                      @ t24 = t20 ^ y18
    ands    r3, r2                      @ t26 = t21 & t23
    mov     r0, r5                      @ copy ft24
    eors    r0, r3                      @ t27 = t24 ^ t26
    mov     r8, r6                      @ park fy10
    mov     r6, r2                      @ copy ft23
    eors    r6, r5                      @ t30 = t23 ^ t24
    eors    r3, r7                      @ t31 = t22 ^ t26
    ands    r3, r6                      @ t32 = t31 & t30
    eors    r3, r5                      @ t33 = t32 ^ t24
    mov     r6, r0                      @ copy ft27
    eors    r6, r3                      @ t35 = t27 ^ t33
    ands    r5, r6                      @ t36 = t24 & t35
    eors    r2, r3                      @ t34 = t23 ^ t33
    eors    r2, r5                      @ t37 = t36 ^ t34
    ands    r1, r2                      @ z1 = t37 & y6
    ldr     r6, [sp, #112]              @ reload y4
    ands    r6, r3                      @ z11 = t33 & y4
    str     r1, [sp, #112]              @ spill z1
    mov     r1, r10                     @ u0
    ands    r1, r3                      @ z2 = t33 & U7
    eors    r5, r0                      @ t38 = t27 ^ t36
    ands    r0, r4                      @ t28 = t25 & t27
    eors    r0, r7                      @ t29 = t28 ^ t22
    ands    r5, r0                      @ t39 = t29 & t38
    ldr     r7, [sp, #108]              @ reload y3
    ands    r7, r2                      @ z10 = t37 & y3
    eors    r6, r7                      @ t47 = z10 ^ z11
    mov     r10, r6                     @ park ft47
    mov     r6, r3                      @ copy ft33
    eors    r6, r2                      @ t44 = t33 ^ t37
    eors    r4, r5                      @ t40 = t25 ^ t39
    mov     r5, lr                      @ y12
    ands    r5, r6                      @ z9 = t44 & y12
    eors    r3, r0                      @ t42 = t29 ^ t33
    eors    r2, r4                      @ t41 = t40 ^ t37
    eors    r5, r7                      @ t49 = z9 ^ z10
    ldr     r7, [sp, #136]              @ reload y15
    ands    r6, r7                      @ z0 = t44 & y15
    mov     r7, r11                     @ y8
    ands    r7, r2                      @ z17 = t41 & y8
    mov     r11, r5                     @ park ft49
    ldr     r5, [sp, #104]              @ reload y5
    ands    r5, r4                      @ z13 = t40 & y5
    mov     lr, r6                      @ park fz0
    ldr     r6, [sp, #124]              @ reload y7
    ands    r6, r0                      @ z5 = t29 & y7
    eors    r5, r6                      @ t48 = z5 ^ z13
    eors    r6, r1                      @ t51 = z2 ^ z5
    str     r6, [sp, #124]              @ spill t51
    mov     r6, r8                      @ y10
    ands    r6, r2                      @ z8 = t41 & y10
    eors    r2, r3                      @ t45 = t42 ^ t41
    mov     r8, r5                      @ park ft48
    mov     r5, r9                      @ y14
    ands    r5, r2                      @ z16 = t45 & y14
    eors    r7, r5                      @ t55 = z16 ^ z17
    mov     r9, r7                      @ park ft55
    ldr     r7, [sp, #132]              @ reload y17
    ands    r2, r7                      @ z7 = t45 & y17
    mov     r7, r12                     @ y9
    ands    r7, r3                      @ z15 = t42 & y9
    eors    r7, r5                      @ t46 = z15 ^ z16
    eors    r6, r2                      @ t52 = z7 ^ z8
    ldr     r5, [sp, #96]               @ reload y1
    ands    r5, r4                      @ z4 = t40 & y1
    mov     r12, r6                     @ park ft52
    ldr     r6, [sp, #128]              @ reload y11
    ands    r3, r6                      @ z6 = t42 & y11
    eors    r3, r2                      @ t54 = z6 ^ z7
    eors    r4, r0                      @ t43 = t29 ^ t40
    ldr     r2, [sp, #92]               @ reload y2
    ands    r0, r2                      @ z14 = t29 & y2
    ldr     r2, [sp, #120]              @ reload y13
    ands    r2, r4                      @ z12 = t43 & y13
    ldr     r6, [sp, #116]              @ reload y16
    ands    r4, r6                      @ z3 = t43 & y16
    mov     r6, lr                      @ z0
    eors    r6, r4                      @ t53 = z0 ^ z3
    eors    r1, r2                      @ t50 = z2 ^ z12
    eors    r1, r6                      @ t57 = t50 ^ t53
    eors    r0, r1                      @ t61 = z14 ^ t57
    eors    r1, r7                      @ t60 = t46 ^ t57
    eors    r4, r3                      @ t59 = z3 ^ t54
    mov     r3, r8                      @ t48
    eors    r2, r3                      @ t56 = z12 ^ t48
    eors    r7, r5                      @ t58 = z4 ^ t46
    eors    r3, r1                      @ S7 = q0 = t48 ^ t60
    mov     r1, r12                     @ t52
    eors    r1, r7                      @ t62 = t52 ^ t58
    eors    r0, r1                      @ t65 = t61 ^ t62
    eors    r5, r4                      @ t64 = z4 ^ t59
    eors    r2, r1                      @ S6 = q1 = t56 ^ t62
    mov     r1, r11                     @ t49
    eors    r1, r7                      @ t63 = t49 ^ t58
    mov     r7, r10                     @ t47
    eors    r7, r0                      @ S5 = q2 = t47 ^ t65
    mov     r8, r2                      @ park fS6
    ldr     r2, [sp, #112]              @ reload z1
    eors    r2, r1                      @ t66 = z1 ^ t63
    eors    r0, r5                      @ t67 = t64 ^ t65
    eors    r6, r2                      @ S3 = q4 = t53 ^ t66
    eors    r5, r6                      @ S1 = q6 = t64 ^ S3
    eors    r4, r1                      @ S0 = q7 = t59 ^ t63
    ldr     r1, [sp, #124]              @ reload t51
    eors    r1, r2                      @ S4 = q3 = t51 ^ t66
    movs    r2, #24                     @ 24
    mov     r10, r6                     @ park fS3
    mov     r6, r1                      @ copy fS4
    rors    r6, r2                      @ ror(S4, 24)
    mov     r11, r7                     @ park fS5
    mov     r7, r5                      @ copy fS1
    rors    r7, r2                      @ ror(S1, 24)
    eors    r6, r1                      @ X q3: z ^ ror(z, 24)
    eors    r7, r5                      @ X q6: z ^ ror(z, 24)
    mov     r12, r1                     @ park fS4
    ldr     r1, [sp, #FR_MASK + 8]      @ 0x0f0f0f0f
    ands    r7, r1                      @ X q6: & L6
    eors    r7, r5                      @ X q6 = D6(z) (byte ror 6: ror #6)
    mov     lr, r5                      @ park fS1
    movs    r5, #12                     @ 12
    rors    r7, r5                      @ ror(X q6, 12)
    str     r7, [sp, #124]              @ spill ror(X q6, 12)
    mov     r7, r9                      @ t55
    eors    r7, r0                      @ S2 = q5 = t55 ^ t67
    mov     r0, r7                      @ copy fS2
    rors    r0, r2                      @ ror(S2, 24)
    eors    r0, r7                      @ X q5: z ^ ror(z, 24)
    ands    r6, r1                      @ X q3: & L6
    mov     r9, r6                      @ park bm
    mov     r6, r4                      @ copy fS0
    rors    r6, r2                      @ ror(S0, 24)
    ands    r0, r1                      @ X q5: & L6
    eors    r6, r4                      @ X q7: z ^ ror(z, 24)
    ands    r6, r1                      @ X q7: & L6
    eors    r0, r7                      @ X q5 = D6(z) (byte ror 6: ror #6)
    eors    r6, r4                      @ X q7 = D6(z) (byte ror 6: ror #6)
    str     r7, [sp, #112]              @ spill S2
    mov     r7, r3                      @ copy fS7
    rors    r7, r2                      @ ror(S7, 24)
    eors    r7, r3                      @ X q0: z ^ ror(z, 24)
    rors    r6, r5                      @ ror(X q7, 12)
    ands    r7, r1                      @ X q0: & L6
    str     r0, [sp, #116]              @ spill X q5
    mov     r0, r11                     @ S5
    rors    r0, r2                      @ ror(S5, 24)
    mov     r5, r10                     @ S3
    rors    r5, r2                      @ ror(S3, 24)
    eors    r4, r6                      @ t7 = q7 ^ X q7
    str     r6, [sp, #120]              @ spill ror(X q7, 12)
    mov     r6, r11                     @ S5
    eors    r6, r0                      @ X q2: z ^ ror(z, 24)
    mov     r0, r8                      @ S6
    rors    r0, r2                      @ ror(S6, 24)
    mov     r2, r10                     @ S3
    eors    r2, r5                      @ X q4: z ^ ror(z, 24)
    eors    r7, r3                      @ X q0 = D6(z) (byte ror 6: ror #6)
    ands    r6, r1                      @ X q2: & L6
    mov     r5, r8                      @ S6
    eors    r5, r0                      @ X q1: z ^ ror(z, 24)
    ands    r2, r1                      @ X q4: & L6
    ands    r5, r1                      @ X q1: & L6
    movs    r0, #12                     @ 12
    rors    r7, r0                      @ ror(X q0, 12)
    eors    r3, r7                      @ t0 = q0 ^ X q0
    eors    r7, r4                      @ q0' = t7 ^ X q0
    rev     r1, r3
    rev16   r1, r1                      @ ror(t0, 16)
    eors    r7, r1                      @ q0' ^= X2 t0
    mov     r1, r11                     @ S5
    eors    r6, r1                      @ X q2 = D6(z) (byte ror 6: ror #6)
    rors    r6, r0                      @ ror(X q2, 12)
    eors    r1, r6                      @ t2 = q2 ^ X q2
    mov     r11, r7                     @ park o0
    mov     r7, r8                      @ S6
    eors    r5, r7                      @ X q1 = D6(z) (byte ror 6: ror #6)
    rors    r5, r0                      @ ror(X q1, 12)
    eors    r3, r5                      @ q1' = t0 ^ X q1
    eors    r7, r5                      @ t1 = q1 ^ X q1
    rev     r5, r7
    rev16   r5, r5                      @ ror(t1, 16)
    eors    r3, r4                      @ q1' ^= t7
    eors    r3, r5                      @ q1' ^= X2 t1
    mov     r5, r10                     @ S3
    eors    r2, r5                      @ X q4 = D6(z) (byte ror 6: ror #6)
    eors    r7, r6                      @ q2' = t1 ^ X q2
    rev     r6, r1
    rev16   r6, r6                      @ ror(t2, 16)
    eors    r7, r6                      @ q2' ^= X2 t2
    mov     r6, r9                      @ bm
    mov     r8, r3                      @ park o1
    mov     r3, r12                     @ S4
    eors    r6, r3                      @ X q3 = D6(z) (byte ror 6: ror #6)
    rors    r6, r0                      @ ror(X q3, 12)
    rors    r2, r0                      @ ror(X q4, 12)
    eors    r5, r2                      @ t4 = q4 ^ X q4
    eors    r3, r6                      @ t3 = q3 ^ X q3
    eors    r2, r3                      @ q4' = t3 ^ X q4
    eors    r1, r6                      @ q3' = t2 ^ X q3
    ldr     r6, [sp, #116]              @ reload X q5
    rors    r6, r0                      @ ror(X q5, 12)
    ldr     r0, [sp, #112]              @ reload S2
    eors    r0, r6                      @ t5 = q5 ^ X q5
    eors    r2, r4                      @ q4' ^= t7
    eors    r6, r5                      @ q5' = t4 ^ X q5
    eors    r1, r4                      @ q3' ^= t7
    rev     r3, r3
    rev16   r3, r3                      @ ror(t3, 16)
    eors    r1, r3                      @ q3' ^= X2 t3
    rev     r5, r5
    rev16   r5, r5                      @ ror(t4, 16)
    rev     r3, r0
    rev16   r3, r3                      @ ror(t5, 16)
    eors    r2, r5                      @ q4' ^= X2 t4
    ldr     r5, [sp, #124]              @ reload ror(X q6, 12)
    eors    r0, r5                      @ q6' = t5 ^ X q6
    eors    r6, r3                      @ q5' ^= X2 t5
    mov     r3, lr                      @ S1
    eors    r3, r5                      @ t6 = q6 ^ X q6
    rev     r5, r3
    rev16   r5, r5                      @ ror(t6, 16)
    rev     r4, r4
    rev16   r4, r4                      @ ror(t7, 16)
    eors    r0, r5                      @ q6' ^= X2 t6
    ldr     r5, [sp, #120]              @ reload ror(X q7, 12)
    eors    r3, r5                      @ q7' = t6 ^ X q7
    eors    r3, r4                      @ q7' ^= X2 t7
    mov     r9, r6                      @ r6
    mov     r10, r0                     @ r0
    mov     r0, r11                     @ r11
    mov     r11, r3                     @ r3
    mov     r3, r1                      @ r1
    mov     r1, r8                      @ r8
    mov     r8, r2                      @ r2
    mov     r2, r7                      @ r7
    @ round 4i + 3: skew 3
    ldr     r4, [sp, #FR_RKP]           @ key pointer
    ldr     r5, [r4, #72]               @ rk word 2
    eors    r2, r5                      @ q2 ^= rk[2]
    mov     r5, r10                     @ s6
    ldr     r6, [r4, #88]               @ rk word 6
    eors    r5, r6                      @ q6 ^= rk[6]
    ldr     r6, [r4, #64]               @ rk word 0
    eors    r0, r6                      @ q0 ^= rk[0]
    mov     r6, r8                      @ s4
    ldr     r7, [r4, #80]               @ rk word 4
    eors    r6, r7                      @ q4 ^= rk[4]
    mov     r7, r9                      @ s5
    mov     r8, r0                      @ park u0
    ldr     r0, [r4, #84]               @ rk word 5
    eors    r7, r0                      @ q5 ^= rk[5]
    mov     r0, r6                      @ copy u4
    eors    r0, r2                      @ y14 = U3 ^ U5
    mov     r9, r6                      @ park u4
    ldr     r6, [r4, #68]               @ rk word 1
    eors    r1, r6                      @ q1 ^= rk[1]
    mov     r6, r11                     @ s7
    mov     r10, r0                     @ park fy14
    ldr     r0, [r4, #92]               @ rk word 7
    eors    r6, r0                      @ q7 ^= rk[7]
    ldr     r0, [r4, #76]               @ rk word 3
    eors    r3, r0                      @ q3 ^= rk[3]
    eors    r7, r5                      @ t0 = U1 ^ U2
    mov     r0, r6                      @ copy u7
    eors    r0, r2                      @ y8 = U0 ^ U5
    mov     r4, r6                      @ copy u7
    eors    r4, r1                      @ y13 = U0 ^ U6
    mov     r11, r0                     @ park fy8
    mov     r0, r10                     @ y14
    eors    r0, r4                      @ y12 = y13 ^ y14
    mov     r12, r4                     @ park fy13
    mov     r4, r9                      @ u4
    eors    r4, r6                      @ y9 = U0 ^ U3
    eors    r3, r0                      @ t1 = U4 ^ y12
    eors    r5, r3                      @ y20 = t1 ^ U1
    eors    r3, r2                      @ y15 = t1 ^ U5
    mov     r2, r5                      @ copy fy20
    eors    r2, r4                      @ y11 = y20 ^ y9
    mov     lr, r5                      @ park fy20
    mov     r5, r8                      @ u0
    eors    r5, r7                      @ y1 = t0 ^ U7
    str     r0, [sp, #92]               @ spill y12
    mov     r0, r8                      @ u0
    eors    r0, r2                      @ y7 = U7 ^ y11
    eors    r1, r5                      @ y5 = y1 ^ U6
    str     r0, [sp, #96]               @ spill y7
    mov     r0, r11                     @ y8
    eors    r0, r1                      @ y3 = y5 ^ y8
    str     r0, [sp, #100]              @ spill y3
    mov     r0, r3                      @ copy fy15
    eors    r0, r7                      @ y10 = y15 ^ t0
    str     r3, [sp, #104]              @ spill y15
    mov     r3, r0                      @ copy fy10
    eors    r3, r2                      @ y17 = y10 ^ y11
    str     r1, [sp, #108]              @ spill y5
    mov     r1, r4                      @ copy fy9
    ands    r1, r2                      @ t12 = y9 & y11
    str     r4, [sp, #112]              @ spill y9
    mov     r4, r11                     @ y8
    ands    r4, r0                      @ t15 = y8 & y10
    eors    r7, r2                      @ y16 = t0 ^ y11
    str     r2, [sp, #116]              @ spill y11
    mov     r2, r10                     @ y14
    ands    r2, r3                      @ t13 = y14 & y17
    eors    r4, r1                      @ t16 = t15 ^ t12
    eors    r2, r1                      @ t14 = t13 ^ t12
    mov     r1, r5                      @ copy fy1
    eors    r1, r6                      @ y2 = y1 ^ U0
    str     r3, [sp, #120]              @ spill y17
    mov     r3, r9                      @ u4
    eors    r3, r5                      @ y4 = y1 ^ U3
    mov     r9, r0                      @ park fy10
    ldr     r0, [sp, #108]              @ reload y5
    ands    r0, r5                      @ t8 = y5 & y1
    str     r5, [sp, #124]              @ spill y1
    ldr     r5, [sp, #96]               @ reload y7
    ands    r5, r1                      @ t10 = y2 & y7
    str     r1, [sp, #128]              @ spill y2
    mov     r1, r12                     @ y13
    ands    r1, r7                      @ t7 = y13 & y16
    eors    r0, r1                      @ t9 = t8 ^ t7
    eors    r5, r1                      @ t11 = t10 ^ t7
    eors    r6, r7                      @ y18 = U0 ^ y16
    eors    r0, r2                      @ t19 = t9 ^ t14
    mov     r1, r12                     @ y13
    eors    r1, r7                      @ y21 = y13 ^ y16
    eors    r0, r1                      @ t23 = t19 ^ y21
    ldr     r1, [sp, #92]               @ reload y12
    str     r7, [sp, #132]              @ spill y16
    ldr     r7, [sp, #104]              @ reload y15
    ands    r1, r7                      @ t2 = y12 & y15
    eors    r5, r4                      @ t20 = t11 ^ t16
    eors    r5, r6                      @ t24 = t20 ^ y18
    mov     r6, r8                      @ u0
    eors    r7, r6                      @ y6 = y15 ^ U7
    ands    r6, r3                      @ t5 = y4 & U7
    eors    r6, r1                      @ t6 = t5 ^ t2
    eors    r6, r4                      @ t18 = t6 ^ t16
    ldr     r4, [sp, #100]              @ reload y3
    ands    r4, r7                      @ t3 = y3 & y6
    eors    r4, r1                      @ t4 = t3 ^ t2
    eors    r4, r2                      @ t17 = t4 ^ t14
    mov     r1, r9                      @ y10
    mov     r2, r11                     @ y8
    eors    r1, r2                      @ y19 = y10 ^ y8
    mov     r2, lr                      @ y20
    eors    r4, r2                      @ t21 = t17 ^ y20
    mov     r2, r4                      @ copy ft21
    ands    r2, r0                      @ t26 = t21 & t23
    mov     lr, r7                      @ park fy6
    mov     r7, r0                      @ copy ft23
    eors    r7, r5                      @ t30 = t23 ^ t24
    eors    r6, r1                      @ t22 = t18 ^ y19
    mov     r1, r5                      @ copy ft24
    eors    r1, r2                      @ t27 = t24 ^ t26
    eors    r4, r6                      @ t25 = t21 ^ t22
    eors    r2, r6                      @ t31 = t22 ^ t26
    ands    r2, r7                      @ t32 = t31 & t30
    eors    r2, r5                      @ t33 = t32 ^ t24
    eors    r0, r2                      @ t34 = t23 ^ t33
    mov     r7, r1                      @ copy ft27
    eors    r7, r2                      @ t35 = t27 ^ t33
    ands    r5, r7                      @ t36 = t24 & t35
    ands    r3, r2                      @ z11 = t33 & y4
    eors    r0, r5                      @ t37 = t36 ^ t34
    eors    r5, r1                      @ t38 = t27 ^ t36
    mov     r7, r8                      @ u0
    ands    r7, r2                      @ z2 = t33 & U7
    mov     r8, r7                      @ park fz2
    mov     r7, lr                      @ y6
    ands    r7, r0                      @ z1 = t37 & y6
    ands    r1, r4                      @ t28 = t25 & t27
    mov     lr, r7                      @ park fz1
    ldr     r7, [sp, #100]              @ reload y3
    ands    r7, r0                      @ z10 = t37 & y3
    eors    r1, r6                      @ t29 = t28 ^ t22
    mov     r6, r2                      @ copy ft33
    eors    r6, r0                      @ t44 = t33 ^ t37
    eors    r3, r7                      @ t47 = z10 ^ z11
    ands    r5, r1                      @ t39 = t29 & t38
    eors    r4, r5                      @ t40 = t25 ^ t39
    eors    r0, r4                      @ t41 = t40 ^ t37
    mov     r5, r11                     @ y8
    ands    r5, r0                      @ z17 = t41 & y8
    eors    r2, r1                      @ t42 = t29 ^ t33
    mov     r11, r3                     @ park ft47
    ldr     r3, [sp, #92]               @ reload y12
    ands    r3, r6                      @ z9 = t44 & y12
    eors    r3, r7                      @ t49 = z9 ^ z10
    mov     r7, r9                      @ y10
    ands    r7, r0                      @ z8 = t41 & y10
    eors    r0, r2                      @ t45 = t42 ^ t41
    mov     r9, r3                      @ park ft49
    ldr     r3, [sp, #120]              @ reload y17
    ands    r3, r0                      @ z7 = t45 & y17
    eors    r7, r3                      @ t52 = z7 ^ z8
    str     r7, [sp, #120]              @ spill t52
    ldr     r7, [sp, #116]              @ reload y11
    ands    r7, r2                      @ z6 = t42 & y11
    eors    r7, r3                      @ t54 = z6 ^ z7
    ldr     r3, [sp, #112]              @ reload y9
    ands    r2, r3                      @ z15 = t42 & y9
    mov     r3, r10                     @ y14
    ands    r0, r3                      @ z16 = t45 & y14
    ldr     r3, [sp, #96]               @ reload y7
    ands    r3, r1                      @ z5 = t29 & y7
    eors    r5, r0                      @ t55 = z16 ^ z17
    mov     r10, r5                     @ park ft55
    ldr     r5, [sp, #104]              @ reload y15
    ands    r6, r5                      @ z0 = t44 & y15
    ldr     r5, [sp, #128]              @ reload y2
    ands    r5, r1                      @ z14 = t29 & y2
    eors    r1, r4                      @ t43 = t29 ^ t40
    eors    r2, r0                      @ t46 = z15 ^ z16
    ldr     r0, [sp, #132]              @ reload y16
    ands    r0, r1                      @ z3 = t43 & y16
    eors    r7, r0                      @ t59 = z3 ^ t54
    eors    r6, r0                      @ t53 = z0 ^ z3
    mov     r0, r12                     @ y13
    ands    r1, r0                      @ z12 = t43 & y13
    ldr     r0, [sp, #124]              @ reload y1
    ands    r0, r4                      @ z4 = t40 & y1
    mov     r12, r7                     @ park ft59
    ldr     r7, [sp, #108]              @ reload y5
    ands    r4, r7                      @ z13 = t40 & y5
    mov     r7, r8                      @ z2
    eors    r7, r1                      @ t50 = z2 ^ z12
    eors    r7, r6                      @ t57 = t50 ^ t53
    eors    r4, r3                      @ t48 = z5 ^ z13
    eors    r5, r7                      @ t61 = z14 ^ t57
    eors    r7, r2                      @ t60 = t46 ^ t57
    eors    r1, r4                      @ t56 = z12 ^ t48
    eors    r2, r0                      @ t58 = z4 ^ t46
    eors    r4, r7                      @ S7 = q0 = t48 ^ t60
    mov     r7, r9                      @ t49
    eors    r7, r2                      @ t63 = t49 ^ t58
    mov     r9, r4                      @ park fS7
    ldr     r4, [sp, #120]              @ reload t52
    eors    r4, r2                      @ t62 = t52 ^ t58
    eors    r5, r4                      @ t65 = t61 ^ t62
    mov     r2, r8                      @ z2
    eors    r2, r3                      @ t51 = z2 ^ z5
    eors    r1, r4                      @ S6 = q1 = t56 ^ t62
    mov     r3, r12                     @ t59
    eors    r0, r3                      @ t64 = z4 ^ t59
    mov     r4, r0                      @ copy ft64
    eors    r4, r5                      @ t67 = t64 ^ t65
    eors    r3, r7                      @ S0 = q7 = t59 ^ t63
    mov     r8, r1                      @ park fS6
    mov     r1, lr                      @ z1
    eors    r1, r7                      @ t66 = z1 ^ t63
    eors    r2, r1                      @ S4 = q3 = t51 ^ t66
    mov     r7, r10                     @ t55
    eors    r7, r4                      @ S2 = q5 = t55 ^ t67
    eors    r6, r1                      @ S3 = q4 = t53 ^ t66
    eors    r0, r6                      @ S1 = q6 = t64 ^ S3
    movs    r1, #24                     @ 24
    mov     r4, r3                      @ copy fS0
    rors    r4, r1                      @ ror(S0, 24)
    mov     r10, r2                     @ park fS4
    mov     r2, r7                      @ copy fS2
    rors    r2, r1                      @ ror(S2, 24)
    eors    r2, r7                      @ X q5: z ^ ror(z, 24)
    mov     r12, r6                     @ park fS3
    ldr     r6, [sp, #FR_MASK + 16]     @ 0x3f3f3f3f
    ands    r2, r6                      @ X q5: & L6
    eors    r4, r3                      @ X q7: z ^ ror(z, 24)
    eors    r2, r7                      @ X q5 = D6(z) (byte ror 6: ror #6)
    mov     lr, r7                      @ park fS2
    movs    r7, #14                     @ 14
    rors    r2, r7                      @ ror(X q5, 14)
    str     r2, [sp, #120]              @ spill ror(X q5, 14)
    mov     r2, r0                      @ copy fS1
    rors    r2, r1                      @ ror(S1, 24)
    ands    r4, r6                      @ X q7: & L6
    eors    r2, r0                      @ X q6: z ^ ror(z, 24)
    eors    r4, r3                      @ X q7 = D6(z) (byte ror 6: ror #6)
    ands    r2, r6                      @ X q6: & L6
    eors    r2, r0                      @ X q6 = D6(z) (byte ror 6: ror #6)
    rors    r2, r7                      @ ror(X q6, 14)
    eors    r0, r2                      @ t6 = q6 ^ X q6
    rors    r4, r7                      @ ror(X q7, 14)
    str     r2, [sp, #108]              @ spill ror(X q6, 14)
    mov     r2, r0                      @ copy t6
    rors    r2, r1                      @ ror(t6, 24)
    eors    r2, r0                      @ X2 t6: z ^ ror(z, 24)
    str     r2, [sp, #124]              @ spill bw
    mov     r2, r9                      @ S7
    rors    r2, r1                      @ ror(S7, 24)
    mov     r7, r11                     @ t47
    eors    r7, r5                      @ S5 = q2 = t47 ^ t65
    mov     r5, r12                     @ S3
    rors    r5, r1                      @ ror(S3, 24)
    eors    r3, r4                      @ t7 = q7 ^ X q7
    mov     r11, r3                     @ park t7
    mov     r3, r8                      @ S6
    rors    r3, r1                      @ ror(S6, 24)
    eors    r4, r0                      @ q7' = t6 ^ X q7
    str     r0, [sp, #132]              @ spill t6
    mov     r0, r10                     @ S4
    rors    r0, r1                      @ ror(S4, 24)
    str     r4, [sp, #128]              @ spill q7'
    mov     r4, r12                     @ S3
    eors    r4, r5                      @ X q4: z ^ ror(z, 24)
    mov     r5, r7                      @ copy fS5
    rors    r5, r1                      @ ror(S5, 24)
    ands    r4, r6                      @ X q4: & L6
    mov     r1, r8                      @ S6
    eors    r1, r3                      @ X q1: z ^ ror(z, 24)
    mov     r3, r10                     @ S4
    eors    r3, r0                      @ X q3: z ^ ror(z, 24)
    mov     r0, r12                     @ S3
    eors    r4, r0                      @ X q4 = D6(z) (byte ror 6: ror #6)
    eors    r5, r7                      @ X q2: z ^ ror(z, 24)
    mov     r0, r9                      @ S7
    eors    r0, r2                      @ X q0: z ^ ror(z, 24)
    ands    r0, r6                      @ X q0: & L6
    mov     r2, r9                      @ S7
    eors    r0, r2                      @ X q0 = D6(z) (byte ror 6: ror #6)
    ands    r3, r6                      @ X q3: & L6
    ands    r5, r6                      @ X q2: & L6
    ands    r1, r6                      @ X q1: & L6
    eors    r5, r7                      @ X q2 = D6(z) (byte ror 6: ror #6)
    movs    r6, #14                     @ 14
    rors    r4, r6                      @ ror(X q4, 14)
    rors    r0, r6                      @ ror(X q0, 14)
    str     r4, [sp, #104]              @ spill ror(X q4, 14)
    mov     r4, r10                     @ S4
    eors    r3, r4                      @ X q3 = D6(z) (byte ror 6: ror #6)
    rors    r5, r6                      @ ror(X q2, 14)
    mov     r4, r8                      @ S6
    eors    r1, r4                      @ X q1 = D6(z) (byte ror 6: ror #6)
    rors    r1, r6                      @ ror(X q1, 14)
    eors    r7, r5                      @ t2 = q2 ^ X q2
    eors    r4, r1                      @ t1 = q1 ^ X q1
    rors    r3, r6                      @ ror(X q3, 14)
    eors    r5, r4                      @ q2' = t1 ^ X q2
    eors    r2, r0                      @ t0 = q0 ^ X q0
    eors    r1, r2                      @ q1' = t0 ^ X q1
    mov     r6, r11                     @ t7
    eors    r6, r0                      @ q0' = t7 ^ X q0
    movs    r0, #24                     @ 24
    mov     r8, r5                      @ park w2
    mov     r5, r2                      @ copy t0
    rors    r5, r0                      @ ror(t0, 24)
    eors    r5, r2                      @ X2 t0: z ^ ror(z, 24)
    mov     r9, r1                      @ park w1
    ldr     r1, [sp, #FR_MASK + 8]      @ 0x0f0f0f0f
    ands    r5, r1                      @ X2 t0: & L4
    eors    r5, r2                      @ X2 t0 = D4(z) (byte ror 4: ror #4)
    movs    r2, #20                     @ 20
    rors    r5, r2                      @ ror(X2 t0, 20)
    eors    r6, r5                      @ q0' ^= X2 t0
    mov     r5, r4                      @ copy t1
    rors    r5, r0                      @ ror(t1, 24)
    eors    r5, r4                      @ X2 t1: z ^ ror(z, 24)
    ands    r5, r1                      @ X2 t1: & L4
    eors    r5, r4                      @ X2 t1 = D4(z) (byte ror 4: ror #4)
    mov     r4, r10                     @ S4
    eors    r4, r3                      @ t3 = q3 ^ X q3
    mov     r10, r6                     @ park o0
    mov     r6, r4                      @ copy t3
    rors    r6, r0                      @ ror(t3, 24)
    eors    r6, r4                      @ X2 t3: z ^ ror(z, 24)
    ands    r6, r1                      @ X2 t3: & L4
    eors    r3, r7                      @ q3' = t2 ^ X q3
    eors    r6, r4                      @ X2 t3 = D4(z) (byte ror 4: ror #4)
    rors    r6, r2                      @ ror(X2 t3, 20)
    rors    r5, r2                      @ ror(X2 t1, 20)
    mov     r2, r11                     @ t7
    eors    r3, r2                      @ q3' ^= t7
    eors    r3, r6                      @ q3' ^= X2 t3
    mov     r6, r9                      @ q1'
    eors    r6, r2                      @ q1' ^= t7
    eors    r6, r5                      @ q1' ^= X2 t1
    ldr     r5, [sp, #104]              @ reload ror(X q4, 14)
    eors    r4, r5                      @ q4' = t3 ^ X q4
    mov     r9, r3                      @ park o3
    mov     r3, r12                     @ S3
    eors    r3, r5                      @ t4 = q4 ^ X q4
    mov     r5, r7                      @ copy t2
    rors    r5, r0                      @ ror(t2, 24)
    eors    r4, r2                      @ q4' ^= t7
    rors    r2, r0                      @ ror(t7, 24)
    eors    r5, r7                      @ X2 t2: z ^ ror(z, 24)
    mov     r12, r6                     @ park o1
    mov     r6, r11                     @ t7
    eors    r6, r2                      @ X2 t7: z ^ ror(z, 24)
    ands    r5, r1                      @ X2 t2: & L4
    mov     r2, r3                      @ copy t4
    rors    r2, r0                      @ ror(t4, 24)
    eors    r2, r3                      @ X2 t4: z ^ ror(z, 24)
    eors    r5, r7                      @ X2 t2 = D4(z) (byte ror 4: ror #4)
    ands    r6, r1                      @ X2 t7: & L4
    mov     r7, r11                     @ t7
    eors    r6, r7                      @ X2 t7 = D4(z) (byte ror 4: ror #4)
    ands    r2, r1                      @ X2 t4: & L4
    eors    r2, r3                      @ X2 t4 = D4(z) (byte ror 4: ror #4)
    movs    r7, #20                     @ 20
    rors    r2, r7                      @ ror(X2 t4, 20)
    eors    r4, r2                      @ q4' ^= X2 t4
    rors    r6, r7                      @ ror(X2 t7, 20)
    rors    r5, r7                      @ ror(X2 t2, 20)
    ldr     r2, [sp, #120]              @ reload ror(X q5, 14)
    eors    r3, r2                      @ q5' = t4 ^ X q5
    mov     r11, r4                     @ park o4
    mov     r4, lr                      @ S2
    eors    r4, r2                      @ t5 = q5 ^ X q5
    mov     r2, r8                      @ q2'
    eors    r2, r5                      @ q2' ^= X2 t2
    mov     r5, r4                      @ copy t5
    rors    r5, r0                      @ ror(t5, 24)
    eors    r5, r4                      @ X2 t5: z ^ ror(z, 24)
    ands    r5, r1                      @ X2 t5: & L4
    ldr     r0, [sp, #128]              @ reload q7'
    eors    r0, r6                      @ q7' ^= X2 t7
    eors    r5, r4                      @ X2 t5 = D4(z) (byte ror 4: ror #4)
    rors    r5, r7                      @ ror(X2 t5, 20)
    ldr     r6, [sp, #108]              @ reload ror(X q6, 14)
    eors    r4, r6                      @ q6' = t5 ^ X q6
    ldr     r6, [sp, #124]              @ reload bw
    ands    r6, r1                      @ X2 t6: & L4
    ldr     r1, [sp, #132]              @ reload t6
    eors    r6, r1                      @ X2 t6 = D4(z) (byte ror 4: ror #4)
    eors    r3, r5                      @ q5' ^= X2 t5
    rors    r6, r7                      @ ror(X2 t6, 20)
    eors    r4, r6                      @ q6' ^= X2 t6
    mov     r1, r12                     @ r12
    mov     r8, r11                     @ r11
    mov     r11, r0                     @ r0
    mov     r0, r10                     @ r10
    mov     r10, r4                     @ r4
    mov     r7, r9                      @ r9
    mov     r9, r3                      @ r3
    mov     r3, r7                      @ r7
    @ last round of MixColumns?
    ldr     r4, [sp, #FR_RKP]
    ldr     r5, [sp, #FR_LIM]
    cmp     r4, r5
    blo     .Lenc_relax2
    bl      .Lenc_exit3
.Lenc_relax2:
    @ round 4i + 4: skew 0
    mov     r4, r10                     @ s6
    ldr     r5, [sp, #FR_RKP]           @ key pointer
    ldr     r6, [r5, #120]              @ rk word 6
    eors    r4, r6                      @ q6 ^= rk[6]
    ldr     r6, [r5, #96]               @ rk word 0
    eors    r0, r6                      @ q0 ^= rk[0]
    mov     r6, r9                      @ s5
    ldr     r7, [r5, #116]              @ rk word 5
    eors    r6, r7                      @ q5 ^= rk[5]
    mov     r7, r11                     @ s7
    mov     r9, r0                      @ park u0
    ldr     r0, [r5, #124]              @ rk word 7
    eors    r7, r0                      @ q7 ^= rk[7]
    mov     r0, r8                      @ s4
    mov     r10, r7                     @ park u7
    ldr     r7, [r5, #112]              @ rk word 4
    eors    r0, r7                      @ q4 ^= rk[4]
    ldr     r7, [r5, #100]              @ rk word 1
    eors    r1, r7                      @ q1 ^= rk[1]
    ldr     r7, [r5, #104]              @ rk word 2
    eors    r2, r7                      @ q2 ^= rk[2]
    mov     r7, r0                      @ copy u4
    eors    r7, r2                      @ y14 = U3 ^ U5
    mov     r8, r7                      @ park fy14
    ldr     r7, [r5, #108]              @ rk word 3
    eors    r3, r7                      @ q3 ^= rk[3]
    eors    r6, r4                      @ t0 = U1 ^ U2
    mov     r7, r10                     @ u7
    eors    r7, r0                      @ y9 = U0 ^ U3
    mov     r5, r10                     @ u7
    eors    r5, r1                      @ y13 = U0 ^ U6
    mov     r11, r7                     @ park fy9
    mov     r7, r10                     @ u7
    eors    r7, r2                      @ y8 = U0 ^ U5
    mov     r12, r7                     @ park fy8
    mov     r7, r8                      @ y14
    eors    r7, r5                      @ y12 = y13 ^ y14
    eors    r3, r7                      @ t1 = U4 ^ y12
    eors    r4, r3                      @ y20 = t1 ^ U1
    mov     lr, r5                      @ park fy13
    mov     r5, r9                      @ u0
    eors    r5, r6                      @ y1 = t0 ^ U7
    eors    r3, r2                      @ y15 = t1 ^ U5
    eors    r0, r5                      @ y4 = y1 ^ U3
    eors    r1, r5                      @ y5 = y1 ^ U6
    mov     r2, r1                      @ copy fy5
    ands    r2, r5                      @ t8 = y5 & y1
    str     r2, [sp, #92]               @ spill t8
    mov     r2, r7                      @ copy fy12
    ands    r2, r3                      @ t2 = y12 & y15
    str     r7, [sp, #96]               @ spill y12
    mov     r7, r9                      @ u0
    ands    r7, r0                      @ t5 = y4 & U7
    str     r0, [sp, #100]              @ spill y4
    mov     r0, r10                     @ u7
    eors    r0, r5                      @ y2 = y1 ^ U0
    str     r5, [sp, #104]              @ spill y1
    mov     r5, r9                      @ u0
    eors    r5, r3                      @ y6 = y15 ^ U7
    str     r0, [sp, #108]              @ spill y2
    mov     r0, r12                     @ y8
    eors    r0, r1                      @ y3 = y5 ^ y8
    str     r1, [sp, #112]              @ spill y5
    mov     r1, r3                      @ copy fy15
    eors    r1, r6                      @ y10 = y15 ^ t0
    str     r3, [sp, #116]              @ spill y15
    mov     r3, r0                      @ copy fy3
    ands    r3, r5                      @ t3 = y3 & y6
    eors    r7, r2                      @ t6 = t5 ^ t2
    eors    r3, r2                      @ t4 = t3 ^ t2
    mov     r2, r11                     @ y9
    eors    r2, r4                      @ y11 = y20 ^ y9
    str     r5, [sp, #120]              @ spill y6
    mov     r5, r1                      @ copy fy10
    eors    r5, r2                      @ y17 = y10 ^ y11
    str     r0, [sp, #124]              @ spill y3
    mov     r0, r8                      @ y14
    ands    r0, r5                      @ t13 = y14 & y17
    str     r5, [sp, #128]              @ spill y17
    mov     r5, r11                     @ y9
    ands    r5, r2                      @ t12 = y9 & y11
    eors    r0, r5                      @ t14 = t13 ^ t12
    eors    r3, r0                      @ t17 = t4 ^ t14
    eors    r6, r2                      @ y16 = t0 ^ y11
    eors    r3, r4                      @ t21 = t17 ^ y20
    mov     r4, r12                     @ y8
    ands    r4, r1                      @ t15 = y8 & y10
    eors    r4, r5                      @ t16 = t15 ^ t12
    mov     r5, r9                      @ u0
    eors    r5, r2                      @ y7 = U7 ^ y11
    str     r2, [sp, #132]              @ spill y11
    ldr     r2, [sp, #108]              @ reload y2
    ands    r2, r5                      @ t10 = y2 & y7
    eors    r7, r4                      @ t18 = t6 ^ t16
    str     r5, [sp, #136]              @ spill y7
    mov     r5, lr                      @ y13
    ands    r5, r6                      @ t7 = y13 & y16
    eors    r2, r5                      @ t11 = t10 ^ t7
    eors    r2, r4                      @ t20 = t11 ^ t16
    ldr     r4, [sp, #92]               @ reload t8
    eors    r4, r5                      @ t9 = t8 ^ t7
    eors    r4, r0                      @ t19 = t9 ^ t14
    mov     r0, lr                      @ y13
    eors    r0, r6                      @ y21 = y13 ^ y16
    mov     r5, r12                     @ y8
    eors    r5, r1                      @ y19 = y10 ^ y8
    eors    r7, r5                      @ t22 = t18 ^ y19
    mov     r5, r10                     @ u7
    eors    r5, r6                      @ y18 = U0 ^ y16
    mov     r10, r6                     @ park fy16
    mov     r6, r3                      @ copy ft21
    eors    r6, r7                      @ t25 = t21 ^ t22
    eors    r2, r5                      @ t24 = t20 ^ y18
    eors    r4, r0                      @ t23 = t19 ^ y21
    ands    r3, r4                      @ t26 = t21 & t23
    mov     r0, r4                      @ copy ft23
    eors    r0, r2                      @ t30 = t23 ^ t24
    mov     r5, r7                      @ copy ft22
    eors    r5, r3                      @ t31 = t22 ^ t26
    ands    r5, r0                      @ t32 = t31 & t30
    eors    r3, r2                      @ t27 = t24 ^ t26
    eors    r5, r2                      @ t33 = t32 ^ t24
    mov     r0, r6                      @ copy ft25
    ands    r0, r3                      @ t28 = t25 & t27
    eors    r0, r7                      @ t29 = t28 ^ t22
    mov     r7, r3                      @ copy ft27
    eors    r7, r5                      @ t35 = t27 ^ t33
    ands    r2, r7                      @ t36 = t24 & t35
    eors    r3, r2                      @ t38 = t27 ^ t36
    eors    r4, r5                      @ t34 = t23 ^ t33
    ands    r3, r0                      @ t39 = t29 & t38
    eors    r6, r3                      @ t40 = t25 ^ t39
    eors    r2, r4                      @ t37 = t36 ^ t34
    ldr     r3, [sp, #124]              @ reload y3
    ands    r3, r2                      @ z10 = t37 & y3
    ldr     r4, [sp, #100]              @ reload y4
    ands    r4, r5                      @ z11 = t33 & y4
    ldr     r7, [sp, #120]              @ reload y6
    ands    r7, r2                      @ z1 = t37 & y6
    str     r7, [sp, #120]              @ spill z1
    mov     r7, r0                      @ copy ft29
    eors    r7, r5                      @ t42 = t29 ^ t33
    eors    r4, r3                      @ t47 = z10 ^ z11
    str     r4, [sp, #100]              @ spill t47
    mov     r4, r9                      @ u0
    ands    r4, r5                      @ z2 = t33 & U7
    eors    r5, r2                      @ t44 = t33 ^ t37
    mov     r9, r4                      @ park fz2
    ldr     r4, [sp, #96]               @ reload y12
    ands    r4, r5                      @ z9 = t44 & y12
    eors    r4, r3                      @ t49 = z9 ^ z10
    eors    r2, r6                      @ t41 = t40 ^ t37
    mov     r3, r12                     @ y8
    ands    r3, r2                      @ z17 = t41 & y8
    ands    r1, r2                      @ z8 = t41 & y10
    eors    r2, r7                      @ t45 = t42 ^ t41
    mov     r12, r4                     @ park ft49
    mov     r4, r8                      @ y14
    ands    r4, r2                      @ z16 = t45 & y14
    eors    r3, r4                      @ t55 = z16 ^ z17
    mov     r8, r3                      @ park ft55
    mov     r3, r11                     @ y9
    ands    r3, r7                      @ z15 = t42 & y9
    eors    r3, r4                      @ t46 = z15 ^ z16
    ldr     r4, [sp, #128]              @ reload y17
    ands    r2, r4                      @ z7 = t45 & y17
    ldr     r4, [sp, #116]              @ reload y15
    ands    r5, r4                      @ z0 = t44 & y15
    ldr     r4, [sp, #132]              @ reload y11
    ands    r7, r4                      @ z6 = t42 & y11
    eors    r1, r2                      @ t52 = z7 ^ z8
    eors    r7, r2                      @ t54 = z6 ^ z7
    ldr     r2, [sp, #104]              @ reload y1
    ands    r2, r6                      @ z4 = t40 & y1
    ldr     r4, [sp, #112]              @ reload y5
    ands    r4, r6                      @ z13 = t40 & y5
    eors    r6, r0                      @ t43 = t29 ^ t40
    mov     r11, r1                     @ park ft52
    mov     r1, r10                     @ y16
    ands    r1, r6                      @ z3 = t43 & y16
    eors    r5, r1                      @ t53 = z0 ^ z3
    eors    r1, r7                      @ t59 = z3 ^ t54
    ldr     r7, [sp, #108]              @ reload y2
    ands    r7, r0                      @ z14 = t29 & y2
    mov     r10, r1                     @ park ft59
    mov     r1, lr                      @ y13
    ands    r6, r1                      @ z12 = t43 & y13
    ldr     r1, [sp, #136]              @ reload y7
    ands    r0, r1                      @ z5 = t29 & y7
    mov     r1, r9                      @ z2
    eors    r1, r6                      @ t50 = z2 ^ z12
    eors    r1, r5                      @ t57 = t50 ^ t53
    eors    r7, r1                      @ t61 = z14 ^ t57
    eors    r1, r3                      @ t60 = t46 ^ t57
    eors    r4, r0                      @ t48 = z5 ^ z13
    eors    r1, r4                      @ S7 = q0 = t48 ^ t60
    eors    r6, r4                      @ t56 = z12 ^ t48
    eors    r3, r2                      @ t58 = z4 ^ t46
    mov     r4, r11                     @ t52
    eors    r4, r3                      @ t62 = t52 ^ t58
    eors    r6, r4                      @ S6 = q1 = t56 ^ t62
    mov     r11, r6                     @ park fS6
    mov     r6, r12                     @ t49
    eors    r6, r3                      @ t63 = t49 ^ t58
    eors    r7, r4                      @ t65 = t61 ^ t62
    mov     r3, r10                     @ t59
    eors    r2, r3                      @ t64 = z4 ^ t59
    ldr     r4, [sp, #100]              @ reload t47
    eors    r4, r7                      @ S5 = q2 = t47 ^ t65
    mov     r12, r4                     @ park fS5
    mov     r4, r9                      @ z2
    eors    r4, r0                      @ t51 = z2 ^ z5
    eors    r3, r6                      @ S0 = q7 = t59 ^ t63
    eors    r7, r2                      @ t67 = t64 ^ t65
    ldr     r0, [sp, #120]              @ reload z1
    eors    r0, r6                      @ t66 = z1 ^ t63
    mov     r6, r8                      @ t55
    eors    r6, r7                      @ S2 = q5 = t55 ^ t67
    eors    r5, r0                      @ S3 = q4 = t53 ^ t66
    eors    r2, r5                      @ S1 = q6 = t64 ^ S3
    movs    r7, #8                      @ 8
    mov     r8, r6                      @ park fS2
    mov     r6, r1                      @ copy fS7
    rors    r6, r7                      @ ror(S7, 8)
    eors    r1, r6                      @ t0 = q0 ^ X q0
    eors    r4, r0                      @ S4 = q3 = t51 ^ t66
    mov     r0, r3                      @ copy fS0
    rors    r0, r7                      @ ror(S0, 8)
    mov     r9, r2                      @ park fS1
    rev     r2, r1
    rev16   r2, r2                      @ ror(t0, 16)
    eors    r3, r0                      @ t7 = q7 ^ X q7
    eors    r6, r3                      @ q0' = t7 ^ X q0
    eors    r6, r2                      @ q0' ^= X2 t0
    mov     r2, r11                     @ S6
    rors    r2, r7                      @ ror(S6, 8)
    mov     r10, r6                     @ park o0
    mov     r6, r11                     @ S6
    eors    r6, r2                      @ t1 = q1 ^ X q1
    eors    r1, r2                      @ q1' = t0 ^ X q1
    eors    r1, r3                      @ q1' ^= t7
    rev     r2, r6
    rev16   r2, r2                      @ ror(t1, 16)
    eors    r1, r2                      @ q1' ^= X2 t1
    mov     r2, r12                     @ S5
    rors    r2, r7                      @ ror(S5, 8)
    eors    r6, r2                      @ q2' = t1 ^ X q2
    mov     r11, r1                     @ park o1
    mov     r1, r12                     @ S5
    eors    r1, r2                      @ t2 = q2 ^ X q2
    rev     r2, r1
    rev16   r2, r2                      @ ror(t2, 16)
    eors    r6, r2                      @ q2' ^= X2 t2
    mov     r2, r4                      @ copy fS4
    rors    r2, r7                      @ ror(S4, 8)
    mov     r12, r6                     @ park o2
    mov     r6, r5                      @ copy fS3
    rors    r6, r7                      @ ror(S3, 8)
    eors    r1, r2                      @ q3' = t2 ^ X q3
    eors    r4, r2                      @ t3 = q3 ^ X q3
    eors    r1, r3                      @ q3' ^= t7
    rev     r2, r4
    rev16   r2, r2                      @ ror(t3, 16)
    eors    r1, r2                      @ q3' ^= X2 t3
    eors    r4, r6                      @ q4' = t3 ^ X q4
    rev     r2, r3
    rev16   r2, r2                      @ ror(t7, 16)
    eors    r4, r3                      @ q4' ^= t7
    mov     r3, r9                      @ S1
    rors    r3, r7                      @ ror(S1, 8)
    eors    r5, r6                      @ t4 = q4 ^ X q4
    mov     r6, r9                      @ S1
    eors    r6, r3                      @ t6 = q6 ^ X q6
    eors    r0, r6                      @ q7' = t6 ^ X q7
    rev     r6, r6
    rev16   r6, r6                      @ ror(t6, 16)
    eors    r0, r2                      @ q7' ^= X2 t7
    mov     r2, r8                      @ S2
    rors    r2, r7                      @ ror(S2, 8)
    mov     r7, r8                      @ S2
    eors    r7, r2                      @ t5 = q5 ^ X q5
    eors    r3, r7                      @ q6' = t5 ^ X q6
    rev     r7, r7
    rev16   r7, r7                      @ ror(t5, 16)
    eors    r2, r5                      @ q5' = t4 ^ X q5
    eors    r3, r6                      @ q6' ^= X2 t6
    rev     r5, r5
    rev16   r5, r5                      @ ror(t4, 16)
    eors    r4, r5                      @ q4' ^= X2 t4
    eors    r2, r7                      @ q5' ^= X2 t5
    mov     r8, r4                      @ r4
    mov     r9, r2                      @ r2
    mov     r2, r12                     @ r12
    mov     r7, r10                     @ r10
    mov     r10, r3                     @ r3
    mov     r3, r1                      @ r1
    mov     r1, r11                     @ r11
    mov     r11, r0                     @ r0
    mov     r0, r7                      @ r7
    @ next loop pass
    ldr     r4, [sp, #FR_RKP]
    adds    r4, #128
    str     r4, [sp, #FR_RKP]           @ rkp += 128
    bl      .Lenc_pass
.Lenc_exit3:
    @ AES-192: last MixColumns in round 4i + 3
.Lenc_exit1:
    @ round nr (keys at last + 32, + 64), back to columns
    mov     r4, r11                     @ s7
    ldr     r5, [sp, #FR_LAST]          @ key pointer
    ldr     r6, [r5, #60]               @ rk word 7
    eors    r4, r6                      @ q7 ^= rk[7]
    ldr     r6, [r5, #36]               @ rk word 1
    eors    r1, r6                      @ q1 ^= rk[1]
    mov     r6, r10                     @ s6
    ldr     r7, [r5, #56]               @ rk word 6
    eors    r6, r7                      @ q6 ^= rk[6]
    mov     r7, r4                      @ copy u7
    eors    r7, r1                      @ y13 = U0 ^ U6
    mov     r10, r1                     @ park u1
    ldr     r1, [r5, #32]               @ rk word 0
    eors    r0, r1                      @ q0 ^= rk[0]
    mov     r1, r9                      @ s5
    mov     r11, r0                     @ park u0
    ldr     r0, [r5, #52]               @ rk word 5
    eors    r1, r0                      @ q5 ^= rk[5]
    mov     r0, r8                      @ s4
    mov     r9, r7                      @ park fy13
    ldr     r7, [r5, #48]               @ rk word 4
    eors    r0, r7                      @ q4 ^= rk[4]
    ldr     r7, [r5, #40]               @ rk word 2
    eors    r2, r7                      @ q2 ^= rk[2]
    mov     r7, r4                      @ copy u7
    eors    r7, r2                      @ y8 = U0 ^ U5
    eors    r1, r6                      @ t0 = U1 ^ U2
    mov     r8, r7                      @ park fy8
    ldr     r7, [r5, #44]               @ rk word 3
    eors    r3, r7                      @ q3 ^= rk[3]
    mov     r7, r0                      @ copy u4
    eors    r7, r2                      @ y14 = U3 ^ U5
    mov     r5, r9                      @ y13
    eors    r5, r7                      @ y12 = y13 ^ y14
    eors    r3, r5                      @ t1 = U4 ^ y12
    mov     r12, r5                     @ park fy12
    mov     r5, r4                      @ copy u7
    eors    r5, r0                      @ y9 = U0 ^ U3
    eors    r6, r3                      @ y20 = t1 ^ U1
    eors    r3, r2                      @ y15 = t1 ^ U5
    mov     r2, r6                      @ copy fy20
    eors    r2, r5                      @ y11 = y20 ^ y9
    mov     lr, r6                      @ park fy20
    mov     r6, r3                      @ copy fy15
    eors    r6, r1                      @ y10 = y15 ^ t0
    str     r3, [sp, #92]               @ spill y15
    mov     r3, r11                     @ u0
    eors    r3, r1                      @ y1 = t0 ^ U7
    str     r7, [sp, #96]               @ spill y14
    mov     r7, r10                     @ u1
    eors    r7, r3                      @ y5 = y1 ^ U6
    mov     r10, r6                     @ park fy10
    mov     r6, r3                      @ copy fy1
    eors    r6, r4                      @ y2 = y1 ^ U0
    eors    r0, r3                      @ y4 = y1 ^ U3
    str     r0, [sp, #100]              @ spill y4
    mov     r0, r5                      @ copy fy9
    ands    r0, r2                      @ t12 = y9 & y11
    eors    r1, r2                      @ y16 = t0 ^ y11
    str     r5, [sp, #104]              @ spill y9
    mov     r5, r7                      @ copy fy5
    ands    r5, r3                      @ t8 = y5 & y1
    str     r3, [sp, #108]              @ spill y1
    mov     r3, r11                     @ u0
    eors    r3, r2                      @ y7 = U7 ^ y11
    str     r7, [sp, #112]              @ spill y5
    mov     r7, r6                      @ copy fy2
    ands    r7, r3                      @ t10 = y2 & y7
    str     r3, [sp, #116]              @ spill y7
    mov     r3, r8                      @ y8
    str     r6, [sp, #120]              @ spill y2
    mov     r6, r10                     @ y10
    ands    r3, r6                      @ t15 = y8 & y10
    eors    r4, r1                      @ y18 = U0 ^ y16
    eors    r6, r2                      @ y17 = y10 ^ y11
    str     r2, [sp, #124]              @ spill y11
    ldr     r2, [sp, #96]               @ reload y14
    ands    r2, r6                      @ t13 = y14 & y17
    eors    r2, r0                      @ t14 = t13 ^ t12
    str     r6, [sp, #128]              @ spill y17
    mov     r6, r9                      @ y13
    ands    r6, r1                      @ t7 = y13 & y16
    eors    r7, r6                      @ t11 = t10 ^ t7
    eors    r5, r6                      @ t9 = t8 ^ t7
    eors    r3, r0                      @ t16 = t15 ^ t12
    mov     r0, r9                      @ y13
    eors    r0, r1                      @ y21 = y13 ^ y16
    eors    r5, r2                      @ t19 = t9 ^ t14
    ldr     r6, [sp, #100]              @ reload y4
    str     r1, [sp, #132]              @ spill y16
    mov     r1, r11                     @ u0
    ands    r6, r1                      @ t5 = y4 & U7
    eors    r7, r3                      @ t20 = t11 ^ t16
    eors    r7, r4                      @ t24 = t20 ^ y18
    eors    r5, r0                      @ t23 = t19 ^ y21
    mov     r0, r12                     @ y12
    ldr     r4, [sp, #92]               @ reload y15
    ands    r0, r4                      @ t2 = y12 & y15
    eors    r6, r0                      @ t6 = t5 ^ t2
    eors    r4, r1                      @ y6 = y15 ^ U7
    eors    r6, r3                      @ t18 = t6 ^ t16
    mov     r3, r10                     @ y10
    mov     r1, r8                      @ y8
    eors    r3, r1                      @ y19 = y10 ^ y8
    eors    r6, r3                      @ t22 = t18 ^ y19
    ldr     r3, [sp, #112]              @ reload y5
    eors    r3, r1                      @ y3 = y5 ^ y8
    mov     r1, r3                      @ copy fy3
    ands    r1, r4                      @ t3 = y3 & y6
    eors    r1, r0                      @ t4 = t3 ^ t2
    mov     r0, r5                      @ copy ft23
    eors    r0, r7                      @ t30 = t23 ^ t24
    eors    r1, r2                      @ t17 = t4 ^ t14
    mov     r2, lr                      @ y20
    eors    r1, r2                      @ t21 = t17 ^ y20
    mov     r2, r1                      @ copy ft21
    ands    r2, r5                      @ t26 = t21 & t23
    mov     lr, r4                      @ park fy6
    mov     r4, r6                      @ copy ft22
    eors    r4, r2                      @ t31 = t22 ^ t26
    ands    r4, r0                      @ t32 = t31 & t30
    eors    r2, r7                      @ t27 = t24 ^ t26
    eors    r4, r7                      @ t33 = t32 ^ t24
    mov     r0, r2                      @ copy ft27
    eors    r0, r4                      @ t35 = t27 ^ t33
    ands    r7, r0                      @ t36 = t24 & t35
    eors    r5, r4                      @ t34 = t23 ^ t33
    eors    r5, r7                      @ t37 = t36 ^ t34
    eors    r1, r6                      @ t25 = t21 ^ t22
    ldr     r0, [sp, #100]              @ reload y4
    ands    r0, r4                      @ z11 = t33 & y4
    ands    r3, r5                      @ z10 = t37 & y3
    eors    r7, r2                      @ t38 = t27 ^ t36
    ands    r2, r1                      @ t28 = t25 & t27
    eors    r0, r3                      @ t47 = z10 ^ z11
    eors    r2, r6                      @ t29 = t28 ^ t22
    ands    r7, r2                      @ t39 = t29 & t38
    mov     r6, r4                      @ copy ft33
    eors    r6, r5                      @ t44 = t33 ^ t37
    eors    r1, r7                      @ t40 = t25 ^ t39
    mov     r7, r12                     @ y12
    ands    r7, r6                      @ z9 = t44 & y12
    eors    r7, r3                      @ t49 = z9 ^ z10
    mov     r3, lr                      @ y6
    ands    r3, r5                      @ z1 = t37 & y6
    mov     r12, r3                     @ park fz1
    mov     r3, r11                     @ u0
    ands    r3, r4                      @ z2 = t33 & U7
    eors    r5, r1                      @ t41 = t40 ^ t37
    mov     r11, r0                     @ park ft47
    mov     r0, r8                      @ y8
    ands    r0, r5                      @ z17 = t41 & y8
    eors    r4, r2                      @ t42 = t29 ^ t33
    mov     r8, r7                      @ park ft49
    mov     r7, r10                     @ y10
    ands    r7, r5                      @ z8 = t41 & y10
    eors    r5, r4                      @ t45 = t42 ^ t41
    mov     r10, r3                     @ park fz2
    ldr     r3, [sp, #96]               @ reload y14
    ands    r3, r5                      @ z16 = t45 & y14
    eors    r0, r3                      @ t55 = z16 ^ z17
    mov     lr, r0                      @ park ft55
    ldr     r0, [sp, #128]              @ reload y17
    ands    r5, r0                      @ z7 = t45 & y17
    ldr     r0, [sp, #92]               @ reload y15
    ands    r6, r0                      @ z0 = t44 & y15
    eors    r7, r5                      @ t52 = z7 ^ z8
    ldr     r0, [sp, #124]              @ reload y11
    ands    r0, r4                      @ z6 = t42 & y11
    str     r7, [sp, #124]              @ spill t52
    ldr     r7, [sp, #104]              @ reload y9
    ands    r4, r7                      @ z15 = t42 & y9
    eors    r4, r3                      @ t46 = z15 ^ z16
    ldr     r3, [sp, #120]              @ reload y2
    ands    r3, r2                      @ z14 = t29 & y2
    eors    r0, r5                      @ t54 = z6 ^ z7
    ldr     r5, [sp, #116]              @ reload y7
    ands    r5, r2                      @ z5 = t29 & y7
    eors    r2, r1                      @ t43 = t29 ^ t40
    ldr     r7, [sp, #132]              @ reload y16
    ands    r7, r2                      @ z3 = t43 & y16
    eors    r6, r7                      @ t53 = z0 ^ z3
    eors    r7, r0                      @ t59 = z3 ^ t54
    mov     r0, r9                      @ y13
    ands    r2, r0                      @ z12 = t43 & y13
    mov     r0, r10                     @ z2
    eors    r0, r5                      @ t51 = z2 ^ z5
    mov     r9, r0                      @ park ft51
    mov     r0, r10                     @ z2
    eors    r0, r2                      @ t50 = z2 ^ z12
    eors    r0, r6                      @ t57 = t50 ^ t53
    eors    r3, r0                      @ t61 = z14 ^ t57
    mov     r10, r6                     @ park ft53
    ldr     r6, [sp, #112]              @ reload y5
    ands    r6, r1                      @ z13 = t40 & y5
    eors    r0, r4                      @ t60 = t46 ^ t57
    eors    r5, r6                      @ t48 = z5 ^ z13
    ldr     r6, [sp, #108]              @ reload y1
    ands    r1, r6                      @ z4 = t40 & y1
    eors    r2, r5                      @ t56 = z12 ^ t48
    eors    r4, r1                      @ t58 = z4 ^ t46
    ldr     r6, [sp, #124]              @ reload t52
    eors    r6, r4                      @ t62 = t52 ^ t58
    eors    r3, r6                      @ t65 = t61 ^ t62
    eors    r5, r0                      @ S7 = q0 = t48 ^ t60
    mov     r0, r8                      @ t49
    eors    r0, r4                      @ t63 = t49 ^ t58
    eors    r2, r6                      @ S6 = q1 = t56 ^ t62
    eors    r1, r7                      @ t64 = z4 ^ t59
    ldr     r4, [sp, #FR_LAST]          @ key pointer
    ldr     r6, [r4, #64]               @ rk word 0 (next key)
    eors    r5, r6                      @ q0 ^= rk[8]
    mov     r6, r11                     @ t47
    eors    r6, r3                      @ S5 = q2 = t47 ^ t65
    mov     r8, r5                      @ park u0
    ldr     r5, [r4, #72]               @ rk word 2 (next key)
    eors    r6, r5                      @ q2 ^= rk[10]
    eors    r3, r1                      @ t67 = t64 ^ t65
    mov     r5, lr                      @ t55
    eors    r5, r3                      @ S2 = q5 = t55 ^ t67
    mov     r3, r12                     @ z1
    eors    r3, r0                      @ t66 = z1 ^ t63
    eors    r7, r0                      @ S0 = q7 = t59 ^ t63
    mov     r0, r9                      @ t51
    eors    r0, r3                      @ S4 = q3 = t51 ^ t66
    mov     r9, r6                      @ park u2
    ldr     r6, [r4, #76]               @ rk word 3 (next key)
    eors    r0, r6                      @ q3 ^= rk[11]
    mov     r6, r10                     @ t53
    eors    r6, r3                      @ S3 = q4 = t53 ^ t66
    ldr     r3, [r4, #84]               @ rk word 5 (next key)
    eors    r5, r3                      @ q5 ^= rk[13]
    eors    r1, r6                      @ S1 = q6 = t64 ^ S3
    ldr     r3, [r4, #88]               @ rk word 6 (next key)
    eors    r1, r3                      @ q6 ^= rk[14]
    ldr     r3, [r4, #68]               @ rk word 1 (next key)
    eors    r2, r3                      @ q1 ^= rk[9]
    ldr     r3, [r4, #92]               @ rk word 7 (next key)
    eors    r7, r3                      @ q7 ^= rk[15]
    ldr     r3, [r4, #80]               @ rk word 4 (next key)
    eors    r6, r3                      @ q4 ^= rk[12]
    lsrs    r3, r6, #1                  @ swapmove(q4, q5, 1): t = q4 >> 1
    eors    r3, r5                      @ t ^= q5
    ldr     r4, [sp, #FR_MASK]          @ 0x55555555
    ands    r3, r4                      @ t &= 0x55555555
    eors    r5, r3                      @ q5 ^= t
    lsls    r3, r3, #1                  @ t <<= 1
    mov     r10, r5                     @ park q5
    lsrs    r5, r1, #1                  @ swapmove(q6, q7, 1): t = q6 >> 1
    eors    r5, r7                      @ t ^= q7
    ands    r5, r4                      @ t &= 0x55555555
    eors    r6, r3                      @ q4 ^= t << 1
    eors    r7, r5                      @ q7 ^= t
    mov     r3, r9                      @ u2
    lsrs    r3, r3, #1                  @ swapmove(q2, q3, 1): t = q2 >> 1
    mov     r11, r7                     @ park q7
    mov     r7, r8                      @ u0
    lsrs    r7, r7, #1                  @ swapmove(q0, q1, 1): t = q0 >> 1
    eors    r7, r2                      @ t ^= q1
    lsls    r5, r5, #1                  @ t <<= 1
    eors    r3, r0                      @ t ^= q3
    ands    r7, r4                      @ t &= 0x55555555
    eors    r2, r7                      @ q1 ^= t
    eors    r1, r5                      @ q6 ^= t << 1
    lsrs    r5, r6, #2                  @ swapmove(q4, q6, 2): t = q4 >> 2
    eors    r5, r1                      @ t ^= q6
    ands    r3, r4                      @ t &= 0x55555555
    eors    r0, r3                      @ q3 ^= t
    lsrs    r4, r2, #2                  @ swapmove(q1, q3, 2): t = q1 >> 2
    lsls    r7, r7, #1                  @ t <<= 1
    mov     r12, r2                     @ park q1
    ldr     r2, [sp, #FR_MASK + 4]      @ 0x33333333
    ands    r5, r2                      @ t &= 0x33333333
    eors    r1, r5                      @ q6 ^= t
    eors    r4, r0                      @ t ^= q3
    lsls    r3, r3, #1                  @ t <<= 1
    mov     lr, r1                      @ park q6
    mov     r1, r9                      @ u2
    eors    r1, r3                      @ q2 ^= t << 1
    lsls    r5, r5, #2                  @ t <<= 2
    eors    r6, r5                      @ q4 ^= t << 2
    mov     r3, r10                     @ q5
    lsrs    r3, r3, #2                  @ swapmove(q5, q7, 2): t = q5 >> 2
    mov     r5, r8                      @ u0
    eors    r5, r7                      @ q0 ^= t << 1
    mov     r7, r11                     @ q7
    eors    r3, r7                      @ t ^= q7
    ands    r4, r2                      @ t &= 0x33333333
    lsrs    r7, r5, #2                  @ swapmove(q0, q2, 2): t = q0 >> 2
    ands    r3, r2                      @ t &= 0x33333333
    eors    r7, r1                      @ t ^= q2
    ands    r7, r2                      @ t &= 0x33333333
    lsls    r2, r7, #2                  @ t <<= 2
    eors    r5, r2                      @ q0 ^= t << 2
    eors    r1, r7                      @ q2 ^= t
    lsrs    r2, r5, #4                  @ swapmove(q0, q4, 4): t = q0 >> 4
    eors    r2, r6                      @ t ^= q4
    ldr     r7, [sp, #FR_MASK + 8]      @ 0x0f0f0f0f
    ands    r2, r7                      @ t &= 0x0f0f0f0f
    eors    r6, r2                      @ q4 ^= t
    eors    r0, r4                      @ q3 ^= t
    lsls    r2, r2, #4                  @ t <<= 4
    eors    r5, r2                      @ q0 ^= t << 4
    lsrs    r2, r1, #4                  @ swapmove(q2, q6, 4): t = q2 >> 4
    mov     r8, r5                      @ park q0
    mov     r5, lr                      @ q6
    eors    r2, r5                      @ t ^= q6
    ands    r2, r7                      @ t &= 0x0f0f0f0f
    eors    r5, r2                      @ q6 ^= t
    mov     r9, r5                      @ park q6
    mov     r5, r11                     @ q7
    eors    r5, r3                      @ q7 ^= t
    lsls    r3, r3, #2                  @ t <<= 2
    lsls    r4, r4, #2                  @ t <<= 2
    mov     r11, r6                     @ park q4
    mov     r6, r12                     @ q1
    eors    r6, r4                      @ q1 ^= t << 2
    mov     r4, r10                     @ q5
    eors    r4, r3                      @ q5 ^= t << 2
    lsls    r2, r2, #4                  @ t <<= 4
    lsrs    r3, r0, #4                  @ swapmove(q3, q7, 4): t = q3 >> 4
    eors    r3, r5                      @ t ^= q7
    eors    r1, r2                      @ q2 ^= t << 4
    lsrs    r2, r6, #4                  @ swapmove(q1, q5, 4): t = q1 >> 4
    eors    r2, r4                      @ t ^= q5
    ands    r3, r7                      @ t &= 0x0f0f0f0f
    eors    r5, r3                      @ q7 ^= t
    ands    r2, r7                      @ t &= 0x0f0f0f0f
    lsls    r3, r3, #4                  @ t <<= 4
    lsls    r7, r2, #4                  @ t <<= 4
    eors    r6, r7                      @ q1 ^= t << 4
    eors    r4, r2                      @ q5 ^= t
    eors    r0, r3                      @ q3 ^= t << 4
    ldr     r2, [sp, #FR_NR]
    lsls    r2, r2, #31
    bcc     .Lenc_store
    @ AES-128, AES-256: skew 2 left
    mov     r2, r8                      @ s0
    mov     r3, r11                     @ s4
    eors    r2, r3                      @ bytes 1, 3 of q0 <-> q4: t = q0 ^ q4
    ldr     r7, [sp, #FR_MASK + 20]     @ 0xff00ff00
    ands    r2, r7                      @ t &= 0xff00ff00
    mov     r10, r0                     @ park s3
    mov     r0, r8                      @ s0
    eors    r0, r2                      @ q0 ^= t
    eors    r3, r2                      @ q4 ^= t
    mov     r2, r6                      @ copy s1
    eors    r2, r4                      @ bytes 1, 3 of q1 <-> q5: t = q1 ^ q5
    ands    r2, r7                      @ t &= 0xff00ff00
    eors    r6, r2                      @ q1 ^= t
    eors    r4, r2                      @ q5 ^= t
    mov     r2, r9                      @ s6
    eors    r2, r1                      @ bytes 1, 3 of q2 <-> q6: t = q2 ^ q6
    ands    r2, r7                      @ t &= 0xff00ff00
    eors    r1, r2                      @ q2 ^= t
    mov     r8, r0                      @ park q0
    mov     r0, r9                      @ s6
    eors    r0, r2                      @ q6 ^= t
    mov     r2, r10                     @ s3
    eors    r2, r5                      @ bytes 1, 3 of q3 <-> q7: t = q3 ^ q7
    ands    r2, r7                      @ t &= 0xff00ff00
    mov     r7, r10                     @ s3
    eors    r7, r2                      @ q3 ^= t
    eors    r5, r2                      @ q7 ^= t
    mov     r9, r6                      @ q1
    mov     r10, r1                     @ q2
    mov     r6, r9                      @ r9
    mov     r1, r10                     @ r10
    mov     r11, r3                     @ r3
    mov     r9, r0                      @ r0
    mov     r0, r7                      @ r7
.Lenc_store:
    @ store the pair
    ldr     r3, [sp, #FR_N]             @ blocks left
    ldr     r2, [sp, #FR_OUT]           @ out
    cmp     r3, #1
    beq     .Lenc_stbuf
    lsls    r7, r2, #30
    bne     .Lenc_stbuf
    mov     r7, r8
    str     r7, [r2, #0]
    str     r6, [r2, #16]
    str     r1, [r2, #4]
    str     r0, [r2, #20]
    mov     r7, r11
    str     r7, [r2, #8]
    str     r4, [r2, #24]
    mov     r7, r9
    str     r7, [r2, #12]
    str     r5, [r2, #28]
.Lenc_advance:
    @ next pair
    adds    r2, #32
    str     r2, [sp, #FR_OUT]           @ out += 32
    ldr     r2, [sp, #FR_IN]
    adds    r2, #32
    str     r2, [sp, #FR_IN]            @ in += 32
    subs    r3, #2
    str     r3, [sp, #FR_N]             @ blocks left -= 2
    bl      .Lenc_pair
.Lenc_stbuf:
    @ unaligned out or one block: through FR_BUF
    mov     r7, r8
    str     r7, [sp, #36]
    str     r6, [sp, #52]
    str     r1, [sp, #40]
    str     r0, [sp, #56]
    mov     r7, r11
    str     r7, [sp, #44]
    str     r4, [sp, #60]
    mov     r7, r9
    str     r7, [sp, #48]
    str     r5, [sp, #64]
    movs    r7, #32
    cmp     r3, #1
    bne     1f
    movs    r7, #16                     @ one block: 16 bytes
1:
    subs    r7, #1
    add     r0, sp, #FR_BUF
    ldrb    r0, [r0, r7]
    strb    r0, [r2, r7]
    bne     1b
    cmp     r3, #1
    bne     .Lenc_advance
    bl      .Lenc_done
    .size   qzi_aes_ct_encrypt_armv6m, . - qzi_aes_ct_encrypt_armv6m

    .section .text.qz_fast.qzi_aes_ct_decrypt_armv6m,"ax",%progbits
    .global qzi_aes_ct_decrypt_armv6m
    .type   qzi_aes_ct_decrypt_armv6m, %function
    .p2align 2
    .thumb_func
qzi_aes_ct_decrypt_armv6m:
    push    {r4-r7, lr}
    mov     r4, r8
    mov     r5, r9
    mov     r6, r10
    mov     r7, r11
    push    {r4-r7}
    sub     sp, #FR_SIZE
    ldr     r4, [sp, #FR_SIZE + 36]     @ nblocks (5th argument)
    str     r0, [sp, #FR_RK]
    str     r1, [sp, #FR_NR]
    str     r2, [sp, #FR_OUT]
    str     r3, [sp, #FR_IN]
    str     r4, [sp, #FR_N]
    lsls    r5, r1, #5                  @ 32 nr
    adds    r5, r0, r5                  @ rk + 32 nr
    str     r5, [sp, #FR_LAST]
    subs    r0, #64                     @ lim = rk - 64
    str     r0, [sp, #FR_LIM]
    adr     r0, .Ldec_masks
    ldm     r0!, {r1-r6}
    add     r0, sp, #FR_MASK
    stm     r0!, {r1-r6}                @ the masks into the frame
    b       .Ldec_pair
    .p2align 2
.Ldec_masks:
    .word   0x55555555
    .word   0x33333333
    .word   0x0f0f0f0f
    .word   0x03030303
    .word   0x3f3f3f3f
    .word   0xff00ff00
.Ldec_copy:
    @ unaligned in or one block: through FR_BUF (r4 = n, r5 = in)
    add     r6, sp, #FR_BUF
    str     r6, [sp, #FR_SRC]
    cmp     r4, #1
    beq     .Ldec_copy1
    movs    r7, #32
1:
    subs    r7, #1
    ldrb    r0, [r5, r7]
    strb    r0, [r6, r7]
    bne     1b
    b       .Ldec_packed
.Ldec_copy1:
    @ one block: block 1 = a copy of block 0 (a zero block would compute E_K(0))
    movs    r7, #16
1:
    subs    r7, #1
    ldrb    r0, [r5, r7]
    strb    r0, [r6, r7]
    bne     1b
    ldm     r6!, {r0, r1, r2, r3}
    stm     r6!, {r0, r1, r2, r3}
    b       .Ldec_packed
.Ldec_done:
    @ zero the frame (FR_BUF: the last input or output staged there; spilled
    @ state) and r0-r3, r12, lr; free the frame
    movs    r0, #0
    movs    r1, #0
    movs    r2, #0
    movs    r3, #0
    movs    r5, #0
    movs    r6, #0
    movs    r7, #0
    mov     r12, r0
    mov     lr, r0
    mov     r4, sp
    stm     r4!, {r0, r1, r2, r3, r5, r6, r7}
    stm     r4!, {r0, r1, r2, r3, r5, r6, r7}
    stm     r4!, {r0, r1, r2, r3, r5, r6, r7}
    stm     r4!, {r0, r1, r2, r3, r5, r6, r7}
    stm     r4!, {r0, r1, r2, r3, r5, r6, r7}
    mov     sp, r4
    pop     {r4-r7}
    mov     r8, r4
    mov     r9, r5
    mov     r10, r6
    mov     r11, r7
    pop     {r4-r7, pc}
.Ldec_pair:
    @ next pair of blocks
    ldr     r4, [sp, #FR_N]             @ blocks left
    ldr     r5, [sp, #FR_IN]            @ in
    cmp     r4, #1
    blo     .Ldec_done
    beq     .Ldec_copy
    lsls    r6, r5, #30
    bne     .Ldec_copy
    str     r5, [sp, #FR_SRC]           @ two blocks, aligned: read in place
.Ldec_packed:
    ldr     r4, [sp, #FR_NR]
    lsls    r4, r4, #31
    bcs     .Ldec_relax1
    bl      .Ldec_noskew
.Ldec_relax1:
    @ AES-128, AES-256: skew 2, then to the bitsliced form
    ldr     r0, [sp, #FR_SRC]           @ src
    ldr     r1, [r0, #0]                @ w0
    ldr     r2, [r0, #8]                @ w2
    eors    r1, r2                      @ bytes 1, 3 of q0 <-> q4: t = q0 ^ q4
    ldr     r3, [r0, #16]               @ w4
    ldr     r4, [r0, #24]               @ w6
    eors    r3, r4                      @ bytes 1, 3 of q1 <-> q5: t = q1 ^ q5
    ldr     r5, [sp, #FR_MASK + 20]     @ 0xff00ff00
    ands    r3, r5                      @ t &= 0xff00ff00
    ldr     r6, [r0, #16]               @ w4
    eors    r6, r3                      @ q1 ^= t
    ands    r1, r5                      @ t &= 0xff00ff00
    eors    r2, r1                      @ q4 ^= t
    eors    r4, r3                      @ q5 ^= t
    ldr     r3, [r0, #20]               @ w5
    ldr     r7, [r0, #28]               @ w7
    eors    r3, r7                      @ bytes 1, 3 of q3 <-> q7: t = q3 ^ q7
    mov     r8, r4                      @ park q5
    ldr     r4, [r0, #4]                @ w1
    mov     r9, r2                      @ park q4
    ldr     r2, [r0, #12]               @ w3
    eors    r4, r2                      @ bytes 1, 3 of q2 <-> q6: t = q2 ^ q6
    ands    r4, r5                      @ t &= 0xff00ff00
    ands    r3, r5                      @ t &= 0xff00ff00
    eors    r7, r3                      @ q7 ^= t
    ldr     r5, [r0, #20]               @ w5
    eors    r5, r3                      @ q3 ^= t
    eors    r2, r4                      @ q6 ^= t
    ldr     r3, [r0, #4]                @ w1
    eors    r3, r4                      @ q2 ^= t
    ldr     r4, [r0, #0]                @ w0
    eors    r4, r1                      @ q0 ^= t
    lsrs    r1, r2, #1                  @ t &= 0x33333333
    eors    r1, r7                      @ t ^= q7
    ldr     r0, [sp, #FR_MASK]          @ 0x55555555
    ands    r1, r0                      @ t <<= 2
    eors    r7, r1                      @ q7 ^= t
    lsls    r1, r1, #1                  @ swapmove(q1, q3, 2): t = q1 >> 2
    eors    r2, r1                      @ q6 ^= t
    lsrs    r1, r3, #1                  @ t &= 0x55555555
    eors    r1, r5                      @ t ^= q3
    ands    r1, r0                      @ t <<= 1
    mov     r10, r7                     @ park q7
    lsrs    r7, r4, #1                  @ t &= 0x55555555
    eors    r5, r1                      @ q3 ^= t
    eors    r7, r6                      @ t ^= q1
    lsls    r1, r1, #1                  @ swapmove(q6, q7, 1): t = q6 >> 1
    ands    r7, r0                      @ t <<= 1
    eors    r3, r1                      @ q2 ^= t
    lsls    r1, r7, #1                  @ swapmove(q4, q5, 1): t = q4 >> 1
    eors    r4, r1                      @ q0 ^= t << 1
    eors    r6, r7                      @ q1 ^= t
    mov     r1, r9                      @ q4
    lsrs    r1, r1, #1                  @ t &= 0x55555555
    mov     r7, r8                      @ q5
    eors    r1, r7                      @ t ^= q5
    ands    r1, r0                      @ t <<= 1
    lsrs    r0, r6, #2                  @ t &= 0x33333333
    eors    r7, r1                      @ q5 ^= t
    eors    r0, r5                      @ t ^= q3
    mov     r8, r7                      @ park q5
    ldr     r7, [sp, #FR_MASK + 4]      @ 0x33333333
    ands    r0, r7                      @ t <<= 2
    eors    r5, r0                      @ q3 ^= t
    lsls    r0, r0, #2                  @ swapmove(q5, q7, 2): t = q5 >> 2
    lsls    r1, r1, #1                  @ swapmove(q0, q2, 2): t = q0 >> 2
    eors    r6, r0                      @ q1 ^= t << 2
    lsrs    r0, r4, #2                  @ t &= 0x33333333
    mov     r11, r6                     @ park q1
    mov     r6, r9                      @ q4
    eors    r6, r1                      @ q4 ^= t << 1
    eors    r0, r3                      @ t ^= q2
    ands    r0, r7                      @ t <<= 2
    eors    r3, r0                      @ q2 ^= t
    lsls    r0, r0, #2                  @ swapmove(q4, q6, 2): t = q4 >> 2
    lsrs    r1, r6, #2                  @ t &= 0x33333333
    eors    r4, r0                      @ q0 ^= t << 2
    eors    r1, r2                      @ t ^= q6
    ands    r1, r7                      @ t <<= 2
    lsls    r0, r1, #2                  @ swapmove(q0, q4, 4): t = q0 >> 4
    eors    r2, r1                      @ q6 ^= t
    lsrs    r1, r3, #4                  @ t &= 0x0f0f0f0f
    eors    r6, r0                      @ q4 ^= t << 2
    eors    r1, r2                      @ t ^= q6
    ldr     r0, [sp, #FR_MASK + 8]      @ 0x0f0f0f0f
    ands    r1, r0                      @ t <<= 4
    eors    r2, r1                      @ q6 ^= t
    lsls    r1, r1, #4                  @ t <<= 4
    mov     r9, r2                      @ park q6
    mov     r2, r8                      @ q5
    lsrs    r2, r2, #2                  @ t &= 0x0f0f0f0f
    eors    r3, r1                      @ q2 ^= t << 4
    mov     r1, r10                     @ q7
    eors    r2, r1                      @ t ^= q7
    mov     r12, r3                     @ park q2
    lsrs    r3, r4, #4                  @ t &= 0x0f0f0f0f
    ands    r2, r7                      @ t <<= 4
    eors    r3, r6                      @ t ^= q4
    eors    r1, r2                      @ q7 ^= t
    lsrs    r7, r5, #4                  @ swapmove(q3, q7, 4): t = q3 >> 4
    ands    r3, r0                      @ t <<= 4
    lsls    r2, r2, #2                  @ swapmove(q1, q5, 4): t = q1 >> 4
    eors    r7, r1                      @ t ^= q7
    ands    r7, r0                      @ t &= 0x0f0f0f0f
    eors    r6, r3                      @ q4 ^= t
    lsls    r3, r3, #4                  @ swapmove(q2, q6, 4): t = q2 >> 4
    eors    r4, r3                      @ q0 ^= t << 4
    mov     r3, r8                      @ q5
    eors    r3, r2                      @ q5 ^= t << 2
    lsls    r2, r7, #4                  @ t <<= 4
    eors    r1, r7                      @ q7 ^= t
    mov     r7, r11                     @ q1
    lsrs    r7, r7, #4                  @ t &= 0x0f0f0f0f
    eors    r7, r3                      @ t ^= q5
    ands    r7, r0                      @ t <<= 4
    lsls    r0, r7, #4                  @ swapmove(q3, q7, 4): t = q3 >> 4
    eors    r5, r2                      @ q3 ^= t << 4
    mov     r2, r11                     @ q1
    eors    r2, r0                      @ q1 ^= t << 4
    eors    r3, r7                      @ q5 ^= t
    mov     r0, r4                      @ r4
    mov     r8, r6                      @ r6
    mov     r10, r9                     @ r9
    mov     r9, r3                      @ r3
    mov     r3, r5                      @ r5
    mov     r11, r1                     @ r1
    mov     r1, r2                      @ r2
    mov     r2, r12                     @ r12
    b       .Ldec_packed2
.Ldec_noskew:
    @ to the bitsliced form
    ldr     r0, [sp, #FR_SRC]           @ src
    ldr     r1, [r0, #4]                @ w1
    lsrs    r1, r1, #1                  @ swapmove(q2, q3, 1): t = q2 >> 1
    ldr     r2, [r0, #20]               @ w5
    eors    r1, r2                      @ t ^= q3
    ldr     r3, [r0, #12]               @ w3
    lsrs    r3, r3, #1                  @ t <<= 1
    ldr     r4, [sp, #FR_MASK]          @ 0x55555555
    ands    r1, r4                      @ swapmove(q0, q1, 1): t = q0 >> 1
    ldr     r5, [r0, #8]                @ w2
    lsrs    r5, r5, #1                  @ t <<= 1
    lsls    r6, r1, #1                  @ t &= 0x55555555
    ldr     r7, [r0, #4]                @ w1
    eors    r7, r6                      @ q2 ^= t << 1
    eors    r2, r1                      @ q3 ^= t
    ldr     r1, [r0, #0]                @ w0
    lsrs    r1, r1, #1                  @ swapmove(q0, q1, 1): t = q0 >> 1
    ldr     r6, [r0, #28]               @ w7
    eors    r3, r6                      @ t ^= q7
    mov     r8, r7                      @ park q2
    ldr     r7, [r0, #24]               @ w6
    eors    r5, r7                      @ t ^= q5
    ands    r3, r4                      @ swapmove(q4, q5, 1): t = q4 >> 1
    mov     r9, r2                      @ park q3
    ldr     r2, [r0, #16]               @ w4
    eors    r1, r2                      @ t ^= q1
    ands    r1, r4                      @ t &= 0x55555555
    ands    r5, r4                      @ swapmove(q2, q3, 1): t = q2 >> 1
    lsls    r4, r3, #1                  @ t &= 0x55555555
    eors    r7, r5                      @ q5 ^= t
    eors    r6, r3                      @ q7 ^= t
    ldr     r3, [r0, #12]               @ w3
    eors    r3, r4                      @ q6 ^= t << 1
    eors    r2, r1                      @ q1 ^= t
    lsls    r5, r5, #1                  @ t &= 0x55555555
    ldr     r4, [r0, #8]                @ w2
    eors    r4, r5                      @ q4 ^= t << 1
    lsls    r1, r1, #1                  @ t <<= 1
    ldr     r5, [r0, #0]                @ w0
    eors    r5, r1                      @ q0 ^= t << 1
    lsrs    r1, r7, #2                  @ t <<= 2
    eors    r1, r6                      @ t ^= q7
    ldr     r0, [sp, #FR_MASK + 4]      @ 0x33333333
    ands    r1, r0                      @ swapmove(q4, q6, 2): t = q4 >> 2
    eors    r6, r1                      @ q7 ^= t
    mov     r10, r6                     @ park q7
    lsrs    r6, r4, #2                  @ t <<= 2
    eors    r6, r3                      @ t ^= q6
    lsls    r1, r1, #2                  @ t &= 0x33333333
    ands    r6, r0                      @ swapmove(q1, q3, 2): t = q1 >> 2
    eors    r3, r6                      @ q6 ^= t
    lsls    r6, r6, #2                  @ t &= 0x33333333
    eors    r7, r1                      @ q5 ^= t << 2
    lsrs    r1, r2, #2                  @ t <<= 1
    mov     r11, r3                     @ park q6
    mov     r3, r9                      @ q3
    eors    r1, r3                      @ t ^= q3
    eors    r4, r6                      @ q4 ^= t << 2
    ands    r1, r0                      @ swapmove(q0, q2, 2): t = q0 >> 2
    eors    r3, r1                      @ q3 ^= t
    lsls    r1, r1, #2                  @ t &= 0x33333333
    lsrs    r6, r5, #2                  @ t <<= 1
    eors    r2, r1                      @ q1 ^= t << 2
    mov     r1, r8                      @ q2
    eors    r6, r1                      @ t ^= q2
    ands    r6, r0                      @ swapmove(q6, q7, 1): t = q6 >> 1
    eors    r1, r6                      @ q2 ^= t
    lsls    r6, r6, #2                  @ t &= 0x55555555
    lsrs    r0, r2, #4                  @ t <<= 2
    eors    r5, r6                      @ q0 ^= t << 2
    eors    r0, r7                      @ t ^= q5
    ldr     r6, [sp, #FR_MASK + 8]      @ 0x0f0f0f0f
    ands    r0, r6                      @ swapmove(q0, q4, 4): t = q0 >> 4
    eors    r7, r0                      @ q5 ^= t
    mov     r8, r7                      @ park q5
    lsrs    r7, r5, #4                  @ t <<= 2
    lsls    r0, r0, #4                  @ t &= 0x0f0f0f0f
    eors    r7, r4                      @ t ^= q4
    eors    r2, r0                      @ q1 ^= t << 4
    ands    r7, r6                      @ swapmove(q5, q7, 2): t = q5 >> 2
    lsrs    r0, r1, #4                  @ t <<= 4
    mov     r9, r2                      @ park q1
    mov     r2, r11                     @ q6
    eors    r0, r2                      @ t ^= q6
    eors    r4, r7                      @ q4 ^= t
    lsls    r7, r7, #4                  @ t &= 0x33333333
    ands    r0, r6                      @ swapmove(q1, q5, 4): t = q1 >> 4
    eors    r2, r0                      @ q6 ^= t
    lsls    r0, r0, #4                  @ t &= 0x0f0f0f0f
    eors    r1, r0                      @ q2 ^= t << 4
    eors    r5, r7                      @ q0 ^= t << 4
    lsrs    r0, r3, #4                  @ t <<= 4
    mov     r7, r10                     @ q7
    eors    r0, r7                      @ t ^= q7
    ands    r0, r6                      @ swapmove(q2, q6, 4): t = q2 >> 4
    eors    r7, r0                      @ q7 ^= t
    lsls    r0, r0, #4                  @ t &= 0x0f0f0f0f
    eors    r3, r0                      @ q3 ^= t << 4
    mov     r0, r5                      @ r5
    mov     r10, r2                     @ r2
    mov     r2, r1                      @ r1
    mov     r1, r9                      @ r9
    mov     r9, r8                      @ r8
    mov     r8, r4                      @ r4
    mov     r11, r7                     @ r7
.Ldec_packed2:
    @ round nr (keys at last = rk + 32 nr)
    ldr     r4, [sp, #FR_LAST]          @ key pointer
    ldr     r5, [r4, #0]                @ rk word 0
    eors    r0, r5                      @ q0 ^= rk[0]
    mov     r5, r11                     @ s7
    ldr     r6, [r4, #28]               @ rk word 7
    eors    r5, r6                      @ q7 ^= rk[7]
    mov     r6, r10                     @ s6
    ldr     r7, [r4, #24]               @ rk word 6
    eors    r6, r7                      @ q6 ^= rk[6]
    mov     r7, r9                      @ s5
    mov     r10, r0                     @ park u0
    ldr     r0, [r4, #20]               @ rk word 5
    eors    r7, r0                      @ q5 ^= rk[5]
    mov     r0, r8                      @ s4
    mov     r9, r7                      @ park u5
    ldr     r7, [r4, #16]               @ rk word 4
    eors    r0, r7                      @ q4 ^= rk[4]
    ldr     r7, [r4, #8]                @ rk word 2
    eors    r2, r7                      @ q2 ^= rk[2]
    ldr     r7, [r4, #4]                @ rk word 1
    eors    r1, r7                      @ q1 ^= rk[1]
    ldr     r7, [r4, #12]               @ rk word 3
    eors    r3, r7                      @ q3 ^= rk[3]
    mov     r7, r5                      @ copy u7
    eors    r7, r6                      @ y8 = U0 ^ U1
    mov     r4, r9                      @ u5
    eors    r4, r2                      @ r17 = U2 ^ U5
    mov     r8, r7                      @ park iy8
    mov     r7, r5                      @ copy u7
    eors    r7, r0                      @ y3 = U0 ^ U3
    eors    r5, r4                      @ U7x = U0 ^ r17
    mov     r11, r5                     @ park iU7x
    mov     r5, r6                      @ copy u6
    eors    r5, r0                      @ y5 = U1 ^ U3
    eors    r0, r3                      @ y9 = U3 ^ U4
    mov     r12, r0                     @ park iy9
    mov     r0, r9                      @ u5
    eors    r0, r3                      @ r19 = U2 ^ U4
    eors    r4, r5                      @ y15 = y5 ^ r17
    mov     lr, r5                      @ park iy5
    mov     r5, r6                      @ copy u6
    eors    r5, r7                      @ y6 = U1 ^ y3
    eors    r6, r1                      @ r13 = U1 ^ U6
    eors    r0, r6                      @ y16 = r13 ^ r19
    eors    r2, r1                      @ r18 = U5 ^ U6
    str     r0, [sp, #92]               @ spill y16
    mov     r0, r10                     @ u0
    eors    r1, r0                      @ r5 = U6 ^ U7
    eors    r0, r3                      @ y19 = U4 ^ U7
    eors    r3, r5                      @ y14 = U4 ^ y6
    eors    r6, r0                      @ y2 = y19 ^ r13
    str     r6, [sp, #96]               @ spill y2
    mov     r6, r12                     @ y9
    eors    r6, r2                      @ y17 = y9 ^ r18
    str     r4, [sp, #100]              @ spill y15
    mov     r4, r7                      @ copy iy3
    ands    r4, r5                      @ t3 = y3 & y6
    str     r5, [sp, #104]              @ spill y6
    mov     r5, r8                      @ y8
    eors    r5, r0                      @ y10 = y8 ^ y19
    str     r7, [sp, #108]              @ spill y3
    mov     r7, r3                      @ copy iy14
    ands    r7, r6                      @ t13 = y14 & y17
    str     r3, [sp, #112]              @ spill y14
    mov     r3, r5                      @ copy iy10
    eors    r3, r6                      @ y11 = y10 ^ y17
    eors    r2, r5                      @ y20 = y10 ^ r18
    str     r6, [sp, #116]              @ spill y17
    mov     r6, r12                     @ y9
    ands    r6, r3                      @ t12 = y9 & y11
    eors    r7, r6                      @ t14 = t13 ^ t12
    str     r3, [sp, #120]              @ spill y11
    mov     r3, r8                      @ y8
    ands    r3, r5                      @ t15 = y8 & y10
    str     r5, [sp, #124]              @ spill y10
    mov     r5, r8                      @ y8
    eors    r5, r1                      @ y12 = y8 ^ r5
    eors    r3, r6                      @ t16 = t15 ^ t12
    ldr     r6, [sp, #100]              @ reload y15
    ands    r6, r5                      @ t2 = y12 & y15
    eors    r4, r6                      @ t4 = t3 ^ t2
    eors    r4, r7                      @ t17 = t4 ^ t14
    eors    r4, r2                      @ t21 = t17 ^ y20
    mov     r2, r10                     @ u0
    str     r5, [sp, #128]              @ spill y12
    mov     r5, r12                     @ y9
    eors    r2, r5                      @ y1 = U7 ^ y9
    eors    r5, r1                      @ y13 = y9 ^ r5
    mov     r10, r4                     @ park it21
    mov     r4, lr                      @ y5
    eors    r4, r1                      @ y4 = y5 ^ r5
    mov     r1, r11                     @ U7x
    ands    r1, r4                      @ t5 = y4 & U7x
    eors    r1, r6                      @ t6 = t5 ^ t2
    mov     r6, lr                      @ y5
    ands    r6, r2                      @ t8 = y5 & y1
    str     r2, [sp, #132]              @ spill y1
    ldr     r2, [sp, #92]               @ reload y16
    ands    r2, r5                      @ t7 = y13 & y16
    eors    r6, r2                      @ t9 = t8 ^ t7
    eors    r6, r7                      @ t19 = t9 ^ t14
    eors    r1, r3                      @ t18 = t6 ^ t16
    eors    r1, r0                      @ t22 = t18 ^ y19
    mov     r0, r9                      @ u5
    eors    r0, r4                      @ y7 = U2 ^ y4
    ldr     r7, [sp, #96]               @ reload y2
    ands    r7, r0                      @ t10 = y2 & y7
    eors    r7, r2                      @ t11 = t10 ^ t7
    eors    r7, r3                      @ t20 = t11 ^ t16
    mov     r2, r9                      @ u5
    mov     r3, r12                     @ y9
    eors    r2, r3                      @ y18 = U2 ^ y9
    eors    r7, r2                      @ t24 = t20 ^ y18
    ldr     r2, [sp, #92]               @ reload y16
    eors    r2, r5                      @ y21 = y13 ^ y16
    eors    r6, r2                      @ t23 = t19 ^ y21
    mov     r2, r6                      @ copy it23
    eors    r2, r7                      @ t30 = t23 ^ t24
    mov     r9, r5                      @ park iy13
    mov     r5, r10                     @ t21
    ands    r5, r6                      @ t26 = t21 & t23
    mov     r3, r1                      @ copy it22
    eors    r3, r5                      @ t31 = t22 ^ t26
    eors    r5, r7                      @ t27 = t24 ^ t26
    ands    r3, r2                      @ t32 = t31 & t30
    eors    r3, r7                      @ t33 = t32 ^ t24
    ands    r4, r3                      @ z11 = t33 & y4
    mov     r2, r10                     @ t21
    eors    r2, r1                      @ t25 = t21 ^ t22
    eors    r6, r3                      @ t34 = t23 ^ t33
    mov     r10, r4                     @ park iz11
    mov     r4, r5                      @ copy it27
    eors    r4, r3                      @ t35 = t27 ^ t33
    ands    r7, r4                      @ t36 = t24 & t35
    eors    r6, r7                      @ t37 = t36 ^ t34
    eors    r7, r5                      @ t38 = t27 ^ t36
    mov     r4, r11                     @ U7x
    ands    r4, r3                      @ z2 = t33 & U7x
    ands    r5, r2                      @ t28 = t25 & t27
    eors    r5, r1                      @ t29 = t28 ^ t22
    ldr     r1, [sp, #96]               @ reload y2
    ands    r1, r5                      @ z14 = t29 & y2
    mov     r11, r1                     @ park iz14
    ldr     r1, [sp, #108]              @ reload y3
    ands    r1, r6                      @ z10 = t37 & y3
    ands    r0, r5                      @ z5 = t29 & y7
    ands    r7, r5                      @ t39 = t29 & t38
    eors    r2, r7                      @ t40 = t25 ^ t39
    mov     r7, r3                      @ copy it33
    eors    r7, r6                      @ t44 = t33 ^ t37
    eors    r1, r4                      @ p4 = z2 ^ z10
    str     r1, [sp, #108]              @ spill p4
    ldr     r1, [sp, #100]              @ reload y15
    ands    r1, r7                      @ z0 = t44 & y15
    eors    r4, r1                      @ p12 = z0 ^ z2
    eors    r1, r0                      @ p5 = z0 ^ z5
    str     r4, [sp, #100]              @ spill p12
    ldr     r4, [sp, #128]              @ reload y12
    ands    r7, r4                      @ z9 = t44 & y12
    ldr     r4, [sp, #104]              @ reload y6
    ands    r4, r6                      @ z1 = t37 & y6
    eors    r6, r2                      @ t41 = t40 ^ t37
    str     r0, [sp, #104]              @ spill z5
    mov     r0, r8                      @ y8
    ands    r0, r6                      @ z17 = t41 & y8
    eors    r7, r0                      @ p9 = z9 ^ z17
    eors    r3, r5                      @ t42 = t29 ^ t33
    eors    r0, r1                      @ p18 = z17 ^ p5
    mov     r8, r0                      @ park ip18
    ldr     r0, [sp, #124]              @ reload y10
    ands    r0, r6                      @ z8 = t41 & y10
    str     r1, [sp, #124]              @ spill p5
    mov     r1, r12                     @ y9
    ands    r1, r3                      @ z15 = t42 & y9
    eors    r6, r3                      @ t45 = t42 ^ t41
    mov     r12, r0                     @ park iz8
    ldr     r0, [sp, #120]              @ reload y11
    ands    r3, r0                      @ z6 = t42 & y11
    eors    r3, r1                      @ p0 = z6 ^ z15
    eors    r5, r2                      @ t43 = t29 ^ t40
    mov     r0, r10                     @ z11
    eors    r0, r1                      @ p16 = z11 ^ z15
    eors    r0, r7                      @ S7 = q0 = p9 ^ p16
    mov     r1, r9                      @ y13
    ands    r1, r5                      @ z12 = t43 & y13
    mov     r9, r0                      @ park iS7
    mov     r0, lr                      @ y5
    ands    r0, r2                      @ z13 = t40 & y5
    mov     lr, r7                      @ park ip9
    ldr     r7, [sp, #132]              @ reload y1
    ands    r2, r7                      @ z4 = t40 & y1
    ldr     r7, [sp, #92]               @ reload y16
    ands    r5, r7                      @ z3 = t43 & y16
    ldr     r7, [sp, #116]              @ reload y17
    ands    r7, r6                      @ z7 = t45 & y17
    eors    r4, r2                      @ p3 = z1 ^ z4
    eors    r2, r7                      @ p8 = z4 ^ z7
    ldr     r7, [sp, #112]              @ reload y14
    ands    r6, r7                      @ z16 = t45 & y14
    mov     r7, r12                     @ z8
    eors    r7, r0                      @ p15 = z8 ^ z13
    str     r7, [sp, #112]              @ spill p15
    mov     r7, r12                     @ z8
    eors    r7, r6                      @ p2 = z8 ^ z16
    eors    r0, r1                      @ p1 = z12 ^ z13
    eors    r0, r3                      @ p7 = p0 ^ p1
    eors    r2, r0                      @ p23 = p7 ^ p8
    eors    r6, r5                      @ p14 = z3 ^ z16
    eors    r1, r7                      @ p17 = z12 ^ p2
    eors    r6, r2                      @ S6 = q1 = p14 ^ p23
    mov     r12, r6                     @ park iS6
    ldr     r6, [sp, #124]              @ reload p5
    eors    r6, r0                      @ p24 = p5 ^ p7
    eors    r0, r7                      @ p22 = p2 ^ p7
    eors    r7, r4                      @ p19 = p2 ^ p3
    eors    r3, r4                      @ p11 = p0 ^ p3
    eors    r7, r6                      @ S5 = q2 = p19 ^ p24
    ldr     r4, [sp, #104]              @ reload z5
    eors    r4, r5                      @ p13 = z3 ^ z5
    mov     r6, r11                     @ z14
    eors    r5, r6                      @ p6 = z3 ^ z14
    mov     r6, r10                     @ z11
    mov     r11, r7                     @ park iS5
    ldr     r7, [sp, #108]              @ reload p4
    eors    r6, r7                      @ p10 = z11 ^ p4
    eors    r7, r5                      @ p20 = p4 ^ p6
    eors    r5, r6                      @ p25 = p6 ^ p10
    eors    r5, r3                      @ p28 = p11 ^ p25
    eors    r1, r5                      @ S2 = q5 = p17 ^ p28
    mov     r5, r8                      @ p18
    eors    r6, r5                      @ p27 = p10 ^ p18
    eors    r4, r0                      @ S0 = q7 = p13 ^ p22
    ldr     r5, [sp, #100]              @ reload p12
    eors    r5, r0                      @ S3 = q4 = p12 ^ p22
    mov     r0, lr                      @ p9
    eors    r0, r3                      @ p26 = p9 ^ p11
    eors    r2, r6                      @ S4 = q3 = p23 ^ p27
    ldr     r3, [sp, #112]              @ reload p15
    eors    r3, r7                      @ p29 = p15 ^ p20
    eors    r0, r3                      @ S1 = q6 = p26 ^ p29
    mov     r3, r2                      @ r2
    mov     r2, r11                     @ r11
    mov     r8, r5                      @ r5
    mov     r10, r0                     @ r0
    mov     r0, r9                      @ r9
    mov     r9, r1                      @ r1
    mov     r1, r12                     @ r12
    mov     r11, r4                     @ r4
    @ first loop pass
    ldr     r4, [sp, #FR_NR]
    ldr     r5, [sp, #FR_LAST]          @ rk + 32 nr
    cmp     r4, #12
    bne     .Ldec_relax2
    bl      .Ldec_enter12
.Ldec_relax2:
    subs    r5, #128
    str     r5, [sp, #FR_RKP]           @ rkp = rk + 32 (nr - 4)
.Ldec_pass:
    @ round 4i + 1: skew 1
    ldr     r4, [sp, #FR_RKP]           @ key pointer
    ldr     r5, [r4, #96]               @ rk word 0
    eors    r0, r5                      @ q0 ^= rk[0]
    movs    r5, #24                     @ 24
    mov     r6, r0                      @ copy u0
    rors    r6, r5                      @ ror(u0, 24)
    mov     r7, r8                      @ s4
    mov     r12, r3                     @ park s3
    ldr     r3, [r4, #112]              @ rk word 4
    eors    r7, r3                      @ q4 ^= rk[4]
    ldr     r3, [r4, #100]              @ rk word 1
    eors    r1, r3                      @ q1 ^= rk[1]
    ldr     r3, [r4, #104]              @ rk word 2
    eors    r2, r3                      @ q2 ^= rk[2]
    mov     r3, r10                     @ s6
    mov     r8, r2                      @ park u2
    ldr     r2, [r4, #120]              @ rk word 6
    eors    r3, r2                      @ q6 ^= rk[6]
    mov     r2, r7                      @ copy u4
    rors    r2, r5                      @ ror(u4, 24)
    eors    r6, r0                      @ X2 q0: z ^ ror(z, 24)
    eors    r2, r7                      @ X2 q4: z ^ ror(z, 24)
    mov     r4, r1                      @ copy u1
    rors    r4, r5                      @ ror(u1, 24)
    mov     r10, r7                     @ park u4
    mov     r7, r3                      @ copy u6
    rors    r7, r5                      @ ror(u6, 24)
    eors    r4, r1                      @ X2 q1: z ^ ror(z, 24)
    ldr     r5, [sp, #FR_MASK + 8]      @ 0x0f0f0f0f
    ands    r6, r5                      @ X2 q0: & L4
    ands    r2, r5                      @ X2 q4: & L4
    ands    r4, r5                      @ X2 q1: & L4
    eors    r6, r0                      @ X2 q0 = D4(z) (byte ror 4: ror #4)
    eors    r7, r3                      @ X2 q6: z ^ ror(z, 24)
    eors    r4, r1                      @ X2 q1 = D4(z) (byte ror 4: ror #4)
    ands    r7, r5                      @ X2 q6: & L4
    movs    r5, #20                     @ 20
    rors    r6, r5                      @ ror(X2 q0, 20)
    eors    r7, r3                      @ X2 q6 = D4(z) (byte ror 4: ror #4)
    rors    r4, r5                      @ ror(X2 q1, 20)
    eors    r4, r1                      @ v1 = q1 ^ X2 q1
    mov     lr, r1                      @ park u1
    mov     r1, r10                     @ u4
    eors    r2, r1                      @ X2 q4 = D4(z) (byte ror 4: ror #4)
    eors    r6, r0                      @ v0 = q0 ^ X2 q0
    rors    r7, r5                      @ ror(X2 q6, 20)
    rors    r2, r5                      @ ror(X2 q4, 20)
    eors    r1, r2                      @ v4 = q4 ^ X2 q4
    mov     r2, r12                     @ s3
    str     r6, [sp, #92]               @ spill v0
    ldr     r6, [sp, #FR_RKP]           @ key pointer
    ldr     r5, [r6, #108]              @ rk word 3
    eors    r2, r5                      @ q3 ^= rk[3]
    eors    r7, r3                      @ v6 = q6 ^ X2 q6
    eors    r4, r2                      @ q3 ^= v1 (04.v)
    eors    r3, r1                      @ q6 ^= v4 (04.v)
    eors    r4, r7                      @ q3 ^= v6 (04.v)
    eors    r0, r7                      @ q0 ^= v6 (04.v)
    mov     r1, r9                      @ s5
    ldr     r5, [r6, #116]              @ rk word 5
    eors    r1, r5                      @ q5 ^= rk[5]
    mov     r5, r11                     @ s7
    mov     r9, r4                      @ park p3
    ldr     r4, [r6, #124]              @ rk word 7
    eors    r5, r4                      @ q7 ^= rk[7]
    mov     r4, r8                      @ u2
    movs    r6, #24                     @ 24
    rors    r4, r6                      @ ror(u2, 24)
    mov     r11, r0                     @ park p0
    mov     r0, r1                      @ copy u5
    rors    r0, r6                      @ ror(u5, 24)
    mov     r12, r7                     @ park v6
    mov     r7, r3                      @ copy p6
    rors    r7, r6                      @ ror(p6, 24)
    eors    r7, r3                      @ X q6: z ^ ror(z, 24)
    str     r3, [sp, #96]               @ spill p6
    mov     r3, r5                      @ copy u7
    rors    r3, r6                      @ ror(u7, 24)
    eors    r3, r5                      @ X2 q7: z ^ ror(z, 24)
    str     r7, [sp, #100]              @ spill bw
    mov     r7, r2                      @ copy u3
    rors    r7, r6                      @ ror(u3, 24)
    mov     r6, r8                      @ u2
    eors    r6, r4                      @ X2 q2: z ^ ror(z, 24)
    ldr     r4, [sp, #FR_MASK + 8]      @ 0x0f0f0f0f
    ands    r3, r4                      @ X2 q7: & L4
    ands    r6, r4                      @ X2 q2: & L4
    eors    r0, r1                      @ X2 q5: z ^ ror(z, 24)
    eors    r7, r2                      @ X2 q3: z ^ ror(z, 24)
    ands    r7, r4                      @ X2 q3: & L4
    ands    r0, r4                      @ X2 q5: & L4
    eors    r7, r2                      @ X2 q3 = D4(z) (byte ror 4: ror #4)
    movs    r4, #20                     @ 20
    rors    r7, r4                      @ ror(X2 q3, 20)
    eors    r2, r7                      @ v3 = q3 ^ X2 q3
    eors    r3, r5                      @ X2 q7 = D4(z) (byte ror 4: ror #4)
    eors    r0, r1                      @ X2 q5 = D4(z) (byte ror 4: ror #4)
    mov     r7, r8                      @ u2
    eors    r6, r7                      @ X2 q2 = D4(z) (byte ror 4: ror #4)
    rors    r3, r4                      @ ror(X2 q7, 20)
    rors    r0, r4                      @ ror(X2 q5, 20)
    eors    r0, r1                      @ v5 = q5 ^ X2 q5
    rors    r6, r4                      @ ror(X2 q2, 20)
    eors    r3, r5                      @ v7 = q7 ^ X2 q7
    eors    r7, r6                      @ v2 = q2 ^ X2 q2
    mov     r6, r8                      @ u2
    ldr     r4, [sp, #92]               @ reload v0
    eors    r6, r4                      @ q2 ^= v0 (04.v)
    mov     r4, r10                     @ u4
    eors    r4, r7                      @ q4 ^= v2 (04.v)
    eors    r5, r0                      @ q7 ^= v5 (04.v)
    mov     r0, r12                     @ v6
    eors    r4, r0                      @ q4 ^= v6 (04.v)
    eors    r1, r2                      @ q5 ^= v3 (04.v)
    mov     r2, lr                      @ u1
    eors    r2, r0                      @ q1 ^= v6 (04.v)
    eors    r1, r3                      @ q5 ^= v7 (04.v)
    movs    r0, #24                     @ 24
    mov     r7, r5                      @ copy p7
    rors    r7, r0                      @ ror(p7, 24)
    eors    r6, r3                      @ q2 ^= v7 (04.v)
    eors    r2, r3                      @ q1 ^= v7 (04.v)
    mov     r8, r1                      @ park p5
    mov     r1, r11                     @ p0
    rors    r1, r0                      @ ror(p0, 24)
    eors    r4, r3                      @ q4 ^= v7 (04.v)
    mov     r3, r2                      @ copy p1
    rors    r3, r0                      @ ror(p1, 24)
    mov     r10, r4                     @ park p4
    mov     r4, r11                     @ p0
    eors    r4, r1                      @ X q6: z ^ ror(z, 24)
    mov     r1, r6                      @ copy p2
    rors    r1, r0                      @ ror(p2, 24)
    eors    r7, r5                      @ X q7: z ^ ror(z, 24)
    eors    r3, r2                      @ X q7: z ^ ror(z, 24)
    ldr     r0, [sp, #FR_MASK + 12]     @ 0x03030303
    ands    r7, r0                      @ X q7: & L6
    ands    r4, r0                      @ X q6: & L4
    eors    r7, r5                      @ X q7 = D6(z) (byte ror 6: ror #6)
    eors    r1, r6                      @ X q2: z ^ ror(z, 24)
    ands    r3, r0                      @ X q7: & L4
    ands    r1, r0                      @ X q2: & L6
    movs    r0, #10                     @ 10
    rors    r7, r0                      @ ror(X q7, 10)
    eors    r5, r7                      @ t7 = q7 ^ X q7
    mov     r12, r7                     @ ror(park bd, 10)
    mov     r7, r11                     @ p0
    eors    r4, r7                      @ X q6 = D4(z) (byte ror 4: ror #4)
    rors    r4, r0                      @ ror(X q6, 10)
    eors    r1, r6                      @ X q2 = D6(z) (byte ror 6: ror #6)
    eors    r7, r4                      @ t0 = q0 ^ X q0
    eors    r3, r2                      @ X q7 = D4(z) (byte ror 4: ror #4)
    eors    r4, r5                      @ q0' = t7 ^ X q0
    rors    r3, r0                      @ ror(X q7, 10)
    eors    r2, r3                      @ t1 = q1 ^ X q1
    eors    r3, r7                      @ q1' = t0 ^ X q1
    rors    r1, r0                      @ ror(X q2, 10)
    eors    r6, r1                      @ t2 = q2 ^ X q2
    mov     r11, r4                     @ park w0
    movs    r4, #24                     @ 24
    mov     lr, r7                      @ park t0
    mov     r7, r5                      @ copy t7
    rors    r7, r4                      @ ror(t7, 24)
    eors    r1, r2                      @ q2' = t1 ^ X q2
    str     r1, [sp, #92]               @ spill q2'
    mov     r1, r2                      @ copy t1
    rors    r1, r4                      @ ror(t1, 24)
    eors    r7, r5                      @ X2 t7: z ^ ror(z, 24)
    eors    r3, r5                      @ q1' ^= t7
    eors    r1, r2                      @ X2 t1: z ^ ror(z, 24)
    str     r3, [sp, #104]              @ spill w1
    ldr     r3, [sp, #FR_MASK + 8]      @ 0x0f0f0f0f
    ands    r1, r3                      @ X2 t1: & L4
    eors    r1, r2                      @ X2 t1 = D4(z) (byte ror 4: ror #4)
    mov     r2, r6                      @ copy t2
    rors    r2, r4                      @ ror(t2, 24)
    ands    r7, r3                      @ X2 t7: & L4
    eors    r2, r6                      @ X2 t2: z ^ ror(z, 24)
    str     r1, [sp, #108]              @ spill X2 t1
    mov     r1, r9                      @ p3
    rors    r1, r4                      @ ror(p3, 24)
    eors    r7, r5                      @ X2 t7 = D4(z) (byte ror 4: ror #4)
    str     r7, [sp, #112]              @ spill X2 t7
    mov     r7, r9                      @ p3
    eors    r7, r1                      @ X q3: z ^ ror(z, 24)
    ands    r2, r3                      @ X2 t2: & L4
    mov     r1, r8                      @ p5
    rors    r1, r4                      @ ror(p5, 24)
    eors    r2, r6                      @ X2 t2 = D4(z) (byte ror 4: ror #4)
    str     r2, [sp, #116]              @ spill X2 t2
    mov     r2, r10                     @ p4
    rors    r2, r4                      @ ror(p4, 24)
    mov     r3, r10                     @ p4
    eors    r3, r2                      @ X q4: z ^ ror(z, 24)
    mov     r2, r8                      @ p5
    eors    r2, r1                      @ X q5: z ^ ror(z, 24)
    ldr     r1, [sp, #FR_MASK + 12]     @ 0x03030303
    ands    r7, r1                      @ X q3: & L6
    mov     r4, r9                      @ p3
    eors    r7, r4                      @ X q3 = D6(z) (byte ror 6: ror #6)
    rors    r7, r0                      @ ror(X q3, 10)
    eors    r6, r7                      @ q3' = t2 ^ X q3
    eors    r4, r7                      @ t3 = q3 ^ X q3
    ands    r3, r1                      @ X q4: & L6
    mov     r7, r10                     @ p4
    eors    r3, r7                      @ X q4 = D6(z) (byte ror 6: ror #6)
    eors    r6, r5                      @ q3' ^= t7
    rors    r3, r0                      @ ror(X q4, 10)
    eors    r7, r3                      @ t4 = q4 ^ X q4
    eors    r3, r4                      @ q4' = t3 ^ X q4
    eors    r3, r5                      @ q4' ^= t7
    ands    r2, r1                      @ X q5: & L6
    movs    r5, #24                     @ 24
    mov     r9, r3                      @ park w4
    mov     r3, r4                      @ copy t3
    rors    r3, r5                      @ ror(t3, 24)
    ldr     r5, [sp, #100]              @ reload bw
    ands    r5, r1                      @ X q6: & L6
    mov     r1, r8                      @ p5
    eors    r2, r1                      @ X q5 = D6(z) (byte ror 6: ror #6)
    eors    r3, r4                      @ X2 t3: z ^ ror(z, 24)
    rors    r2, r0                      @ ror(X q5, 10)
    ldr     r0, [sp, #FR_MASK + 8]      @ 0x0f0f0f0f
    ands    r3, r0                      @ X2 t3: & L4
    eors    r3, r4                      @ X2 t3 = D4(z) (byte ror 4: ror #4)
    eors    r1, r2                      @ t5 = q5 ^ X q5
    eors    r2, r7                      @ q5' = t4 ^ X q5
    movs    r4, #20                     @ 20
    rors    r3, r4                      @ ror(X2 t3, 20)
    eors    r6, r3                      @ q3' ^= X2 t3
    movs    r3, #24                     @ 24
    mov     r8, r6                      @ park o3
    mov     r6, r7                      @ copy t4
    rors    r6, r3                      @ ror(t4, 24)
    eors    r6, r7                      @ X2 t4: z ^ ror(z, 24)
    ands    r6, r0                      @ X2 t4: & L4
    eors    r6, r7                      @ X2 t4 = D4(z) (byte ror 4: ror #4)
    mov     r7, r1                      @ copy t5
    rors    r7, r3                      @ ror(t5, 24)
    rors    r6, r4                      @ ror(X2 t4, 20)
    eors    r7, r1                      @ X2 t5: z ^ ror(z, 24)
    ands    r7, r0                      @ X2 t5: & L4
    eors    r7, r1                      @ X2 t5 = D4(z) (byte ror 4: ror #4)
    rors    r7, r4                      @ ror(X2 t5, 20)
    eors    r2, r7                      @ q5' ^= X2 t5
    ldr     r7, [sp, #96]               @ reload p6
    eors    r5, r7                      @ X q6 = D6(z) (byte ror 6: ror #6)
    mov     r10, r2                     @ park o5
    movs    r2, #10                     @ 10
    rors    r5, r2                      @ ror(X q6, 10)
    mov     r2, r9                      @ w4
    eors    r2, r6                      @ q4' ^= X2 t4
    mov     r6, r8                      @ o3
    eors    r6, r2                      @ y9 = U3 ^ U4
    eors    r1, r5                      @ q6' = t5 ^ X q6
    eors    r7, r5                      @ t6 = q6 ^ X q6
    mov     r5, lr                      @ t0
    rors    r5, r3                      @ ror(t0, 24)
    mov     r9, r6                      @ park iy9
    mov     r6, lr                      @ t0
    eors    r6, r5                      @ X2 t0: z ^ ror(z, 24)
    mov     r5, r7                      @ copy t6
    rors    r5, r3                      @ ror(t6, 24)
    ands    r6, r0                      @ X2 t0: & L4
    eors    r5, r7                      @ X2 t6: z ^ ror(z, 24)
    mov     r3, lr                      @ t0
    eors    r6, r3                      @ X2 t0 = D4(z) (byte ror 4: ror #4)
    ands    r5, r0                      @ X2 t6: & L4
    eors    r5, r7                      @ X2 t6 = D4(z) (byte ror 4: ror #4)
    mov     r0, r12                     @ ror(X q7, 10)
    eors    r7, r0                      @ q7' = t6 ^ X q7
    ldr     r0, [sp, #112]              @ reload X2 t7
    rors    r0, r4                      @ ror(X2 t7, 20)
    ldr     r3, [sp, #108]              @ reload X2 t1
    rors    r3, r4                      @ ror(X2 t1, 20)
    eors    r7, r0                      @ q7' ^= X2 t7
    mov     r0, r7                      @ copy o7
    eors    r0, r2                      @ y3 = U0 ^ U3
    rors    r5, r4                      @ ror(X2 t6, 20)
    rors    r6, r4                      @ ror(X2 t0, 20)
    eors    r1, r5                      @ q6' ^= X2 t6
    mov     r5, r7                      @ copy o7
    eors    r5, r1                      @ y8 = U0 ^ U1
    mov     r12, r5                     @ park iy8
    ldr     r5, [sp, #116]              @ reload X2 t2
    rors    r5, r4                      @ ror(X2 t2, 20)
    ldr     r4, [sp, #92]               @ reload q2'
    eors    r4, r5                      @ q2' ^= X2 t2
    mov     r5, r10                     @ o5
    eors    r5, r4                      @ r17 = U2 ^ U5
    mov     lr, r0                      @ park iy3
    mov     r0, r11                     @ q0'
    eors    r0, r6                      @ q0' ^= X2 t0
    eors    r2, r1                      @ y5 = U1 ^ U3
    ldr     r6, [sp, #104]              @ reload w1
    eors    r6, r3                      @ q1' ^= X2 t1
    eors    r7, r5                      @ U7x = U0 ^ r17
    mov     r3, r10                     @ o5
    mov     r11, r7                     @ park iU7x
    mov     r7, r8                      @ o3
    eors    r3, r7                      @ r19 = U2 ^ U4
    eors    r4, r6                      @ r18 = U5 ^ U6
    eors    r5, r2                      @ y15 = y5 ^ r17
    str     r2, [sp, #104]              @ spill y5
    mov     r2, lr                      @ y3
    eors    r2, r1                      @ y6 = U1 ^ y3
    eors    r1, r6                      @ r13 = U1 ^ U6
    eors    r7, r2                      @ y14 = U4 ^ y6
    str     r5, [sp, #92]               @ spill y15
    mov     r5, r8                      @ o3
    eors    r5, r0                      @ y19 = U4 ^ U7
    eors    r3, r1                      @ y16 = r13 ^ r19
    mov     r8, r3                      @ park iy16
    mov     r3, r9                      @ y9
    eors    r3, r4                      @ y17 = y9 ^ r18
    eors    r1, r5                      @ y2 = y19 ^ r13
    str     r1, [sp, #116]              @ spill y2
    mov     r1, r7                      @ copy iy14
    ands    r1, r3                      @ t13 = y14 & y17
    str     r7, [sp, #108]              @ spill y14
    mov     r7, r12                     @ y8
    eors    r7, r5                      @ y10 = y8 ^ y19
    eors    r6, r0                      @ r5 = U6 ^ U7
    str     r5, [sp, #112]              @ spill y19
    mov     r5, r7                      @ copy iy10
    eors    r5, r3                      @ y11 = y10 ^ y17
    str     r3, [sp, #96]               @ spill y17
    mov     r3, lr                      @ y3
    ands    r3, r2                      @ t3 = y3 & y6
    str     r2, [sp, #100]              @ spill y6
    mov     r2, r9                      @ y9
    eors    r0, r2                      @ y1 = U7 ^ y9
    ands    r2, r5                      @ t12 = y9 & y11
    eors    r1, r2                      @ t14 = t13 ^ t12
    str     r5, [sp, #120]              @ spill y11
    mov     r5, r12                     @ y8
    ands    r5, r7                      @ t15 = y8 & y10
    eors    r5, r2                      @ t16 = t15 ^ t12
    eors    r4, r7                      @ y20 = y10 ^ r18
    mov     r2, r12                     @ y8
    eors    r2, r6                      @ y12 = y8 ^ r5
    str     r7, [sp, #124]              @ spill y10
    ldr     r7, [sp, #92]               @ reload y15
    ands    r7, r2                      @ t2 = y12 & y15
    eors    r3, r7                      @ t4 = t3 ^ t2
    str     r2, [sp, #128]              @ spill y12
    ldr     r2, [sp, #104]              @ reload y5
    eors    r2, r6                      @ y4 = y5 ^ r5
    eors    r3, r1                      @ t17 = t4 ^ t14
    eors    r3, r4                      @ t21 = t17 ^ y20
    mov     r4, r11                     @ U7x
    ands    r4, r2                      @ t5 = y4 & U7x
    eors    r4, r7                      @ t6 = t5 ^ t2
    mov     r7, r9                      @ y9
    eors    r7, r6                      @ y13 = y9 ^ r5
    ldr     r6, [sp, #104]              @ reload y5
    ands    r6, r0                      @ t8 = y5 & y1
    str     r0, [sp, #132]              @ spill y1
    mov     r0, r8                      @ y16
    ands    r0, r7                      @ t7 = y13 & y16
    eors    r4, r5                      @ t18 = t6 ^ t16
    eors    r6, r0                      @ t9 = t8 ^ t7
    eors    r6, r1                      @ t19 = t9 ^ t14
    mov     r1, r10                     @ o5
    eors    r1, r2                      @ y7 = U2 ^ y4
    str     r2, [sp, #136]              @ spill y4
    ldr     r2, [sp, #112]              @ reload y19
    eors    r4, r2                      @ t22 = t18 ^ y19
    mov     r2, r8                      @ y16
    eors    r2, r7                      @ y21 = y13 ^ y16
    eors    r6, r2                      @ t23 = t19 ^ y21
    ldr     r2, [sp, #116]              @ reload y2
    ands    r2, r1                      @ t10 = y2 & y7
    eors    r2, r0                      @ t11 = t10 ^ t7
    eors    r2, r5                      @ t20 = t11 ^ t16
    mov     r0, r10                     @ o5
    mov     r5, r9                      @ y9
    eors    r0, r5                      @ y18 = U2 ^ y9
    mov     r5, r3                      @ copy it21
    ands    r5, r6                      @ t26 = t21 & t23
    eors    r2, r0                      @ t24 = t20 ^ y18
    mov     r0, r6                      @ copy it23
    eors    r0, r2                      @ t30 = t23 ^ t24
    eors    r3, r4                      @ t25 = t21 ^ t22
    mov     r10, r7                     @ park iy13
    mov     r7, r2                      @ copy it24
    eors    r7, r5                      @ t27 = t24 ^ t26
    eors    r5, r4                      @ t31 = t22 ^ t26
    ands    r5, r0                      @ t32 = t31 & t30
    mov     r0, r3                      @ copy it25
    ands    r0, r7                      @ t28 = t25 & t27
    eors    r5, r2                      @ t33 = t32 ^ t24
    eors    r0, r4                      @ t29 = t28 ^ t22
    mov     r4, r7                      @ copy it27
    eors    r4, r5                      @ t35 = t27 ^ t33
    ands    r2, r4                      @ t36 = t24 & t35
    eors    r7, r2                      @ t38 = t27 ^ t36
    eors    r6, r5                      @ t34 = t23 ^ t33
    ands    r1, r0                      @ z5 = t29 & y7
    ands    r7, r0                      @ t39 = t29 & t38
    eors    r3, r7                      @ t40 = t25 ^ t39
    eors    r2, r6                      @ t37 = t36 ^ t34
    mov     r4, r0                      @ copy it29
    eors    r4, r5                      @ t42 = t29 ^ t33
    ldr     r6, [sp, #116]              @ reload y2
    ands    r6, r0                      @ z14 = t29 & y2
    eors    r0, r3                      @ t43 = t29 ^ t40
    mov     r7, r11                     @ U7x
    ands    r7, r5                      @ z2 = t33 & U7x
    mov     r11, r1                     @ park iz5
    mov     r1, r10                     @ y13
    ands    r1, r0                      @ z12 = t43 & y13
    mov     r10, r1                     @ park iz12
    mov     r1, r8                      @ y16
    ands    r0, r1                      @ z3 = t43 & y16
    mov     r1, r9                      @ y9
    ands    r1, r4                      @ z15 = t42 & y9
    eors    r6, r0                      @ p6 = z3 ^ z14
    mov     r8, r0                      @ park iz3
    ldr     r0, [sp, #120]              @ reload y11
    ands    r0, r4                      @ z6 = t42 & y11
    eors    r0, r1                      @ p0 = z6 ^ z15
    mov     r9, r0                      @ park ip0
    mov     r0, lr                      @ y3
    ands    r0, r2                      @ z10 = t37 & y3
    mov     lr, r4                      @ park it42
    ldr     r4, [sp, #136]              @ reload y4
    ands    r4, r5                      @ z11 = t33 & y4
    eors    r1, r4                      @ p16 = z11 ^ z15
    eors    r0, r7                      @ p4 = z2 ^ z10
    eors    r5, r2                      @ t44 = t33 ^ t37
    eors    r4, r0                      @ p10 = z11 ^ p4
    str     r1, [sp, #136]              @ spill p16
    ldr     r1, [sp, #92]               @ reload y15
    ands    r1, r5                      @ z0 = t44 & y15
    eors    r0, r6                      @ p20 = p4 ^ p6
    eors    r6, r4                      @ p25 = p6 ^ p10
    eors    r7, r1                      @ p12 = z0 ^ z2
    str     r7, [sp, #92]               @ spill p12
    ldr     r7, [sp, #128]              @ reload y12
    ands    r5, r7                      @ z9 = t44 & y12
    ldr     r7, [sp, #100]              @ reload y6
    ands    r7, r2                      @ z1 = t37 & y6
    eors    r2, r3                      @ t41 = t40 ^ t37
    str     r6, [sp, #100]              @ spill p25
    mov     r6, r12                     @ y8
    ands    r6, r2                      @ z17 = t41 & y8
    eors    r5, r6                      @ p9 = z9 ^ z17
    mov     r12, r5                     @ park ip9
    mov     r5, r11                     @ z5
    eors    r1, r5                      @ p5 = z0 ^ z5
    ldr     r5, [sp, #132]              @ reload y1
    ands    r5, r3                      @ z4 = t40 & y1
    eors    r6, r1                      @ p18 = z17 ^ p5
    eors    r4, r6                      @ p27 = p10 ^ p18
    mov     r6, lr                      @ t42
    eors    r6, r2                      @ t45 = t42 ^ t41
    mov     lr, r4                      @ park ip27
    ldr     r4, [sp, #104]              @ reload y5
    ands    r3, r4                      @ z13 = t40 & y5
    ldr     r4, [sp, #124]              @ reload y10
    ands    r2, r4                      @ z8 = t41 & y10
    mov     r4, r10                     @ z12
    eors    r4, r3                      @ p1 = z12 ^ z13
    eors    r7, r5                      @ p3 = z1 ^ z4
    eors    r3, r2                      @ p15 = z8 ^ z13
    eors    r3, r0                      @ p29 = p15 ^ p20
    mov     r0, r9                      @ p0
    eors    r0, r4                      @ p7 = p0 ^ p1
    ldr     r4, [sp, #96]               @ reload y17
    ands    r4, r6                      @ z7 = t45 & y17
    eors    r5, r4                      @ p8 = z4 ^ z7
    ldr     r4, [sp, #108]              @ reload y14
    ands    r6, r4                      @ z16 = t45 & y14
    eors    r2, r6                      @ p2 = z8 ^ z16
    eors    r1, r0                      @ p24 = p5 ^ p7
    mov     r4, r9                      @ p0
    eors    r4, r7                      @ p11 = p0 ^ p3
    eors    r7, r2                      @ p19 = p2 ^ p3
    eors    r5, r0                      @ p23 = p7 ^ p8
    eors    r7, r1                      @ S5 = q2 = p19 ^ p24
    ldr     r1, [sp, #100]              @ reload p25
    eors    r1, r4                      @ p28 = p11 ^ p25
    mov     r9, r7                      @ park iS5
    mov     r7, r8                      @ z3
    eors    r7, r6                      @ p14 = z3 ^ z16
    mov     r6, r10                     @ z12
    eors    r6, r2                      @ p17 = z12 ^ p2
    eors    r7, r5                      @ S6 = q1 = p14 ^ p23
    eors    r6, r1                      @ S2 = q5 = p17 ^ p28
    mov     r1, lr                      @ p27
    eors    r5, r1                      @ S4 = q3 = p23 ^ p27
    mov     r1, r12                     @ p9
    eors    r1, r4                      @ p26 = p9 ^ p11
    eors    r1, r3                      @ S1 = q6 = p26 ^ p29
    mov     r3, r8                      @ z3
    mov     r4, r11                     @ z5
    eors    r3, r4                      @ p13 = z3 ^ z5
    mov     r4, r12                     @ p9
    mov     r8, r1                      @ park iS1
    ldr     r1, [sp, #136]              @ reload p16
    eors    r4, r1                      @ S7 = q0 = p9 ^ p16
    eors    r2, r0                      @ p22 = p2 ^ p7
    eors    r3, r2                      @ S0 = q7 = p13 ^ p22
    ldr     r0, [sp, #92]               @ reload p12
    eors    r0, r2                      @ S3 = q4 = p12 ^ p22
    mov     r1, r7                      @ r7
    mov     r2, r9                      @ r9
    mov     r9, r6                      @ r6
    mov     r10, r8                     @ r8
    mov     r8, r0                      @ r0
    mov     r0, r4                      @ r4
    mov     r11, r3                     @ r3
    mov     r3, r5                      @ r5
    @ last round of MixColumns?
    ldr     r4, [sp, #FR_RKP]
    ldr     r5, [sp, #FR_LIM]
    cmp     r4, r5
    bne     .Ldec_relax3
    bl      .Ldec_exit1
.Ldec_relax3:
    @ round 4i: skew 0
    ldr     r4, [sp, #FR_RKP]           @ key pointer
    ldr     r5, [r4, #72]               @ rk word 2
    eors    r2, r5                      @ q2 ^= rk[2]
    mov     r5, r8                      @ s4
    ldr     r6, [r4, #80]               @ rk word 4
    eors    r5, r6                      @ q4 ^= rk[4]
    rev     r6, r2
    rev16   r6, r6                      @ ror(u2, 16)
    eors    r6, r2                      @ v2 = q2 ^ X2 q2
    eors    r6, r5                      @ q4 ^= v2 (04.v)
    rev     r7, r5
    rev16   r7, r7                      @ ror(u4, 16)
    eors    r5, r7                      @ v4 = q4 ^ X2 q4
    mov     r7, r10                     @ s6
    mov     r8, r2                      @ park u2
    ldr     r2, [r4, #88]               @ rk word 6
    eors    r7, r2                      @ q6 ^= rk[6]
    ldr     r2, [r4, #64]               @ rk word 0
    eors    r0, r2                      @ q0 ^= rk[0]
    ldr     r2, [r4, #68]               @ rk word 1
    eors    r1, r2                      @ q1 ^= rk[1]
    rev     r2, r7
    rev16   r2, r2                      @ ror(u6, 16)
    eors    r2, r7                      @ v6 = q6 ^ X2 q6
    eors    r6, r2                      @ q4 ^= v6 (04.v)
    mov     r10, r6                     @ park p4
    ldr     r6, [r4, #76]               @ rk word 3
    eors    r3, r6                      @ q3 ^= rk[3]
    eors    r7, r5                      @ q6 ^= v4 (04.v)
    mov     r5, r11                     @ s7
    ldr     r6, [r4, #92]               @ rk word 7
    eors    r5, r6                      @ q7 ^= rk[7]
    mov     r6, r9                      @ s5
    mov     r11, r7                     @ park p6
    ldr     r7, [r4, #84]               @ rk word 5
    eors    r6, r7                      @ q5 ^= rk[5]
    rev     r7, r1
    rev16   r7, r7                      @ ror(u1, 16)
    eors    r7, r1                      @ v1 = q1 ^ X2 q1
    eors    r1, r2                      @ q1 ^= v6 (04.v)
    rev     r4, r5
    rev16   r4, r4                      @ ror(u7, 16)
    eors    r4, r5                      @ v7 = q7 ^ X2 q7
    eors    r7, r3                      @ q3 ^= v1 (04.v)
    eors    r1, r4                      @ q1 ^= v7 (04.v)
    mov     r9, r1                      @ park p1
    rev     r1, r3
    rev16   r1, r1                      @ ror(u3, 16)
    eors    r7, r2                      @ q3 ^= v6 (04.v)
    eors    r2, r0                      @ q0 ^= v6 (04.v)
    mov     r12, r2                     @ park p0
    rev     r2, r6
    rev16   r2, r2                      @ ror(u5, 16)
    eors    r3, r1                      @ v3 = q3 ^ X2 q3
    eors    r2, r6                      @ v5 = q5 ^ X2 q5
    mov     r1, r10                     @ p4
    eors    r1, r4                      @ q4 ^= v7 (04.v)
    eors    r6, r3                      @ q5 ^= v3 (04.v)
    eors    r5, r2                      @ q7 ^= v5 (04.v)
    rev     r2, r0
    rev16   r2, r2                      @ ror(u0, 16)
    eors    r6, r4                      @ q5 ^= v7 (04.v)
    eors    r0, r2                      @ v0 = q0 ^ X2 q0
    mov     r2, r8                      @ u2
    eors    r2, r0                      @ q2 ^= v0 (04.v)
    movs    r0, #8                      @ 8
    mov     r3, r7                      @ copy p3
    rors    r3, r0                      @ ror(p3, 8)
    eors    r2, r4                      @ q2 ^= v7 (04.v)
    mov     r4, r2                      @ copy p2
    rors    r4, r0                      @ ror(p2, 8)
    eors    r7, r3                      @ t3 = q3 ^ X q3
    eors    r2, r4                      @ t2 = q2 ^ X q2
    eors    r3, r2                      @ q3' = t2 ^ X q3
    mov     r8, r4                      @ ror(park p2, 8)
    mov     r4, r5                      @ copy p7
    rors    r4, r0                      @ ror(p7, 8)
    rev     r2, r2
    rev16   r2, r2                      @ ror(t2, 16)
    mov     r10, r2                     @ ror(park t2, 16)
    rev     r2, r7
    rev16   r2, r2                      @ ror(t3, 16)
    eors    r5, r4                      @ t7 = q7 ^ X q7
    eors    r3, r5                      @ q3' ^= t7
    eors    r3, r2                      @ q3' ^= X2 t3
    mov     r2, r1                      @ copy p4
    rors    r2, r0                      @ ror(p4, 8)
    eors    r1, r2                      @ t4 = q4 ^ X q4
    mov     lr, r3                      @ park o3
    mov     r3, r6                      @ copy p5
    rors    r3, r0                      @ ror(p5, 8)
    eors    r7, r2                      @ q4' = t3 ^ X q4
    eors    r7, r5                      @ q4' ^= t7
    eors    r6, r3                      @ t5 = q5 ^ X q5
    eors    r3, r1                      @ q5' = t4 ^ X q5
    mov     r2, r11                     @ p6
    rors    r2, r0                      @ ror(p6, 8)
    rev     r1, r1
    rev16   r1, r1                      @ ror(t4, 16)
    eors    r7, r1                      @ q4' ^= X2 t4
    rev     r1, r6
    rev16   r1, r1                      @ ror(t5, 16)
    eors    r3, r1                      @ q5' ^= X2 t5
    mov     r1, r11                     @ p6
    eors    r1, r2                      @ t6 = q6 ^ X q6
    mov     r11, r3                     @ park o5
    rev     r3, r5
    rev16   r3, r3                      @ ror(t7, 16)
    eors    r4, r1                      @ q7' = t6 ^ X q7
    rev     r1, r1
    rev16   r1, r1                      @ ror(t6, 16)
    eors    r6, r2                      @ q6' = t5 ^ X q6
    mov     r2, r12                     @ p0
    rors    r2, r0                      @ ror(p0, 8)
    eors    r6, r1                      @ q6' ^= X2 t6
    mov     r1, lr                      @ o3
    eors    r1, r7                      @ y9 = U3 ^ U4
    eors    r4, r3                      @ q7' ^= X2 t7
    mov     r3, r9                      @ p1
    rors    r3, r0                      @ ror(p1, 8)
    mov     r0, r12                     @ p0
    eors    r0, r2                      @ t0 = q0 ^ X q0
    eors    r2, r5                      @ q0' = t7 ^ X q0
    mov     r12, r1                     @ park iy9
    rev     r1, r0
    rev16   r1, r1                      @ ror(t0, 16)
    eors    r2, r1                      @ q0' ^= X2 t0
    eors    r0, r3                      @ q1' = t0 ^ X q1
    mov     r1, r4                      @ copy o7
    eors    r1, r6                      @ y8 = U0 ^ U1
    eors    r0, r5                      @ q1' ^= t7
    mov     r5, r9                      @ p1
    eors    r5, r3                      @ t1 = q1 ^ X q1
    mov     r3, r6                      @ copy o6
    eors    r3, r7                      @ y5 = U1 ^ U3
    mov     r9, r1                      @ park iy8
    rev     r1, r5
    rev16   r1, r1                      @ ror(t1, 16)
    eors    r7, r4                      @ y3 = U0 ^ U3
    eors    r0, r1                      @ q1' ^= X2 t1
    mov     r1, r8                      @ ror(p2, 8)
    eors    r5, r1                      @ q2' = t1 ^ X q2
    mov     r1, r10                     @ ror(t2, 16)
    eors    r5, r1                      @ q2' ^= X2 t2
    mov     r1, r11                     @ o5
    eors    r1, r5                      @ r17 = U2 ^ U5
    eors    r4, r1                      @ U7x = U0 ^ r17
    eors    r1, r3                      @ y15 = y5 ^ r17
    mov     r8, r4                      @ park iU7x
    mov     r4, r11                     @ o5
    mov     r10, r3                     @ park iy5
    mov     r3, lr                      @ o3
    eors    r4, r3                      @ r19 = U2 ^ U4
    str     r1, [sp, #92]               @ spill y15
    mov     r1, r6                      @ copy o6
    eors    r1, r7                      @ y6 = U1 ^ y3
    eors    r6, r0                      @ r13 = U1 ^ U6
    eors    r4, r6                      @ y16 = r13 ^ r19
    eors    r3, r2                      @ y19 = U4 ^ U7
    eors    r5, r0                      @ r18 = U5 ^ U6
    eors    r0, r2                      @ r5 = U6 ^ U7
    eors    r6, r3                      @ y2 = y19 ^ r13
    str     r6, [sp, #96]               @ spill y2
    mov     r6, r9                      @ y8
    eors    r6, r3                      @ y10 = y8 ^ y19
    str     r3, [sp, #100]              @ spill y19
    mov     r3, lr                      @ o3
    eors    r3, r1                      @ y14 = U4 ^ y6
    mov     lr, r4                      @ park iy16
    mov     r4, r7                      @ copy iy3
    ands    r4, r1                      @ t3 = y3 & y6
    str     r1, [sp, #104]              @ spill y6
    mov     r1, r12                     @ y9
    eors    r2, r1                      @ y1 = U7 ^ y9
    eors    r1, r5                      @ y17 = y9 ^ r18
    eors    r5, r6                      @ y20 = y10 ^ r18
    str     r7, [sp, #108]              @ spill y3
    mov     r7, r3                      @ copy iy14
    ands    r7, r1                      @ t13 = y14 & y17
    str     r3, [sp, #112]              @ spill y14
    mov     r3, r6                      @ copy iy10
    eors    r3, r1                      @ y11 = y10 ^ y17
    str     r1, [sp, #116]              @ spill y17
    mov     r1, r12                     @ y9
    ands    r1, r3                      @ t12 = y9 & y11
    str     r3, [sp, #120]              @ spill y11
    mov     r3, r9                      @ y8
    ands    r3, r6                      @ t15 = y8 & y10
    eors    r3, r1                      @ t16 = t15 ^ t12
    eors    r7, r1                      @ t14 = t13 ^ t12
    mov     r1, r9                      @ y8
    eors    r1, r0                      @ y12 = y8 ^ r5
    str     r6, [sp, #124]              @ spill y10
    ldr     r6, [sp, #92]               @ reload y15
    ands    r6, r1                      @ t2 = y12 & y15
    eors    r4, r6                      @ t4 = t3 ^ t2
    eors    r4, r7                      @ t17 = t4 ^ t14
    eors    r4, r5                      @ t21 = t17 ^ y20
    mov     r5, r10                     @ y5
    eors    r5, r0                      @ y4 = y5 ^ r5
    str     r1, [sp, #128]              @ spill y12
    mov     r1, r10                     @ y5
    ands    r1, r2                      @ t8 = y5 & y1
    str     r2, [sp, #132]              @ spill y1
    mov     r2, r12                     @ y9
    eors    r2, r0                      @ y13 = y9 ^ r5
    mov     r0, r8                      @ U7x
    ands    r0, r5                      @ t5 = y4 & U7x
    eors    r0, r6                      @ t6 = t5 ^ t2
    mov     r6, lr                      @ y16
    ands    r6, r2                      @ t7 = y13 & y16
    eors    r1, r6                      @ t9 = t8 ^ t7
    eors    r1, r7                      @ t19 = t9 ^ t14
    mov     r7, r11                     @ o5
    eors    r7, r5                      @ y7 = U2 ^ y4
    str     r5, [sp, #136]              @ spill y4
    mov     r5, lr                      @ y16
    eors    r5, r2                      @ y21 = y13 ^ y16
    eors    r1, r5                      @ t23 = t19 ^ y21
    ldr     r5, [sp, #96]               @ reload y2
    ands    r5, r7                      @ t10 = y2 & y7
    eors    r5, r6                      @ t11 = t10 ^ t7
    eors    r5, r3                      @ t20 = t11 ^ t16
    eors    r0, r3                      @ t18 = t6 ^ t16
    mov     r3, r11                     @ o5
    mov     r6, r12                     @ y9
    eors    r3, r6                      @ y18 = U2 ^ y9
    ldr     r6, [sp, #100]              @ reload y19
    eors    r0, r6                      @ t22 = t18 ^ y19
    mov     r6, r4                      @ copy it21
    ands    r6, r1                      @ t26 = t21 & t23
    eors    r5, r3                      @ t24 = t20 ^ y18
    mov     r3, r0                      @ copy it22
    eors    r3, r6                      @ t31 = t22 ^ t26
    mov     r11, r2                     @ park iy13
    mov     r2, r1                      @ copy it23
    eors    r2, r5                      @ t30 = t23 ^ t24
    ands    r3, r2                      @ t32 = t31 & t30
    eors    r3, r5                      @ t33 = t32 ^ t24
    eors    r6, r5                      @ t27 = t24 ^ t26
    mov     r2, r6                      @ copy it27
    eors    r2, r3                      @ t35 = t27 ^ t33
    eors    r4, r0                      @ t25 = t21 ^ t22
    eors    r1, r3                      @ t34 = t23 ^ t33
    ands    r5, r2                      @ t36 = t24 & t35
    eors    r1, r5                      @ t37 = t36 ^ t34
    eors    r5, r6                      @ t38 = t27 ^ t36
    ands    r6, r4                      @ t28 = t25 & t27
    eors    r6, r0                      @ t29 = t28 ^ t22
    ands    r5, r6                      @ t39 = t29 & t38
    mov     r0, r3                      @ copy it33
    eors    r0, r1                      @ t44 = t33 ^ t37
    ldr     r2, [sp, #128]              @ reload y12
    ands    r2, r0                      @ z9 = t44 & y12
    eors    r4, r5                      @ t40 = t25 ^ t39
    mov     r5, r8                      @ U7x
    ands    r5, r3                      @ z2 = t33 & U7x
    mov     r8, r2                      @ park iz9
    ldr     r2, [sp, #92]               @ reload y15
    ands    r0, r2                      @ z0 = t44 & y15
    ldr     r2, [sp, #108]              @ reload y3
    ands    r2, r1                      @ z10 = t37 & y3
    eors    r2, r5                      @ p4 = z2 ^ z10
    eors    r5, r0                      @ p12 = z0 ^ z2
    ands    r7, r6                      @ z5 = t29 & y7
    eors    r0, r7                      @ p5 = z0 ^ z5
    str     r5, [sp, #108]              @ spill p12
    ldr     r5, [sp, #136]              @ reload y4
    ands    r5, r3                      @ z11 = t33 & y4
    str     r7, [sp, #136]              @ spill z5
    ldr     r7, [sp, #96]               @ reload y2
    ands    r7, r6                      @ z14 = t29 & y2
    eors    r3, r6                      @ t42 = t29 ^ t33
    eors    r6, r4                      @ t43 = t29 ^ t40
    str     r0, [sp, #96]               @ spill p5
    mov     r0, r11                     @ y13
    ands    r0, r6                      @ z12 = t43 & y13
    mov     r11, r0                     @ park iz12
    mov     r0, lr                      @ y16
    ands    r6, r0                      @ z3 = t43 & y16
    mov     r0, r5                      @ copy iz11
    eors    r0, r2                      @ p10 = z11 ^ p4
    eors    r7, r6                      @ p6 = z3 ^ z14
    eors    r2, r7                      @ p20 = p4 ^ p6
    mov     lr, r6                      @ park iz3
    mov     r6, r12                     @ y9
    ands    r6, r3                      @ z15 = t42 & y9
    eors    r7, r0                      @ p25 = p6 ^ p10
    mov     r12, r0                     @ park ip10
    ldr     r0, [sp, #104]              @ reload y6
    ands    r0, r1                      @ z1 = t37 & y6
    eors    r5, r6                      @ p16 = z11 ^ z15
    eors    r1, r4                      @ t41 = t40 ^ t37
    str     r7, [sp, #104]              @ spill p25
    ldr     r7, [sp, #120]              @ reload y11
    ands    r7, r3                      @ z6 = t42 & y11
    eors    r7, r6                      @ p0 = z6 ^ z15
    mov     r6, r9                      @ y8
    ands    r6, r1                      @ z17 = t41 & y8
    mov     r9, r7                      @ park ip0
    mov     r7, r8                      @ z9
    eors    r7, r6                      @ p9 = z9 ^ z17
    eors    r5, r7                      @ S7 = q0 = p9 ^ p16
    eors    r3, r1                      @ t45 = t42 ^ t41
    mov     r8, r5                      @ park iS7
    mov     r5, r10                     @ y5
    ands    r5, r4                      @ z13 = t40 & y5
    mov     r10, r6                     @ park iz17
    ldr     r6, [sp, #132]              @ reload y1
    ands    r4, r6                      @ z4 = t40 & y1
    eors    r0, r4                      @ p3 = z1 ^ z4
    ldr     r6, [sp, #116]              @ reload y17
    ands    r6, r3                      @ z7 = t45 & y17
    eors    r4, r6                      @ p8 = z4 ^ z7
    ldr     r6, [sp, #124]              @ reload y10
    ands    r1, r6                      @ z8 = t41 & y10
    mov     r6, r11                     @ z12
    eors    r6, r5                      @ p1 = z12 ^ z13
    eors    r5, r1                      @ p15 = z8 ^ z13
    eors    r5, r2                      @ p29 = p15 ^ p20
    mov     r2, r9                      @ p0
    eors    r2, r6                      @ p7 = p0 ^ p1
    ldr     r6, [sp, #112]              @ reload y14
    ands    r3, r6                      @ z16 = t45 & y14
    mov     r6, r9                      @ p0
    eors    r6, r0                      @ p11 = p0 ^ p3
    eors    r1, r3                      @ p2 = z8 ^ z16
    eors    r7, r6                      @ p26 = p9 ^ p11
    eors    r7, r5                      @ S1 = q6 = p26 ^ p29
    mov     r5, r10                     @ z17
    mov     r9, r7                      @ park iS1
    ldr     r7, [sp, #96]               @ reload p5
    eors    r5, r7                      @ p18 = z17 ^ p5
    eors    r0, r1                      @ p19 = p2 ^ p3
    eors    r7, r2                      @ p24 = p5 ^ p7
    eors    r0, r7                      @ S5 = q2 = p19 ^ p24
    ldr     r7, [sp, #104]              @ reload p25
    eors    r6, r7                      @ p28 = p11 ^ p25
    mov     r7, r12                     @ p10
    eors    r7, r5                      @ p27 = p10 ^ p18
    mov     r5, lr                      @ z3
    eors    r5, r3                      @ p14 = z3 ^ z16
    mov     r3, r11                     @ z12
    eors    r3, r1                      @ p17 = z12 ^ p2
    eors    r3, r6                      @ S2 = q5 = p17 ^ p28
    eors    r4, r2                      @ p23 = p7 ^ p8
    eors    r1, r2                      @ p22 = p2 ^ p7
    mov     r2, lr                      @ z3
    ldr     r6, [sp, #136]              @ reload z5
    eors    r2, r6                      @ p13 = z3 ^ z5
    ldr     r6, [sp, #108]              @ reload p12
    eors    r6, r1                      @ S3 = q4 = p12 ^ p22
    eors    r5, r4                      @ S6 = q1 = p14 ^ p23
    eors    r2, r1                      @ S0 = q7 = p13 ^ p22
    eors    r4, r7                      @ S4 = q3 = p23 ^ p27
    mov     r1, r5                      @ r5
    mov     r10, r9                     @ r9
    mov     r9, r3                      @ r3
    mov     r3, r4                      @ r4
    mov     r11, r2                     @ r2
    mov     r2, r0                      @ r0
    mov     r0, r8                      @ r8
    mov     r8, r6                      @ r6
.Ldec_pos2:
    @ round 4i - 1: skew 3
    ldr     r4, [sp, #FR_RKP]           @ key pointer
    ldr     r5, [r4, #32]               @ rk word 0
    eors    r0, r5                      @ q0 ^= rk[0]
    movs    r5, #24                     @ 24
    mov     r6, r0                      @ copy u0
    rors    r6, r5                      @ ror(u0, 24)
    mov     r7, r8                      @ s4
    mov     r12, r3                     @ park s3
    ldr     r3, [r4, #48]               @ rk word 4
    eors    r7, r3                      @ q4 ^= rk[4]
    ldr     r3, [r4, #36]               @ rk word 1
    eors    r1, r3                      @ q1 ^= rk[1]
    ldr     r3, [r4, #40]               @ rk word 2
    eors    r2, r3                      @ q2 ^= rk[2]
    mov     r3, r10                     @ s6
    mov     r8, r2                      @ park u2
    ldr     r2, [r4, #56]               @ rk word 6
    eors    r3, r2                      @ q6 ^= rk[6]
    mov     r2, r7                      @ copy u4
    rors    r2, r5                      @ ror(u4, 24)
    eors    r6, r0                      @ X2 q0: z ^ ror(z, 24)
    eors    r2, r7                      @ X2 q4: z ^ ror(z, 24)
    mov     r4, r1                      @ copy u1
    rors    r4, r5                      @ ror(u1, 24)
    mov     r10, r7                     @ park u4
    mov     r7, r3                      @ copy u6
    rors    r7, r5                      @ ror(u6, 24)
    eors    r4, r1                      @ X2 q1: z ^ ror(z, 24)
    ldr     r5, [sp, #FR_MASK + 8]      @ 0x0f0f0f0f
    ands    r6, r5                      @ X2 q0: & L4
    ands    r2, r5                      @ X2 q4: & L4
    ands    r4, r5                      @ X2 q1: & L4
    eors    r6, r0                      @ X2 q0 = D4(z) (byte ror 4: ror #4)
    eors    r7, r3                      @ X2 q6: z ^ ror(z, 24)
    eors    r4, r1                      @ X2 q1 = D4(z) (byte ror 4: ror #4)
    ands    r7, r5                      @ X2 q6: & L4
    movs    r5, #20                     @ 20
    rors    r6, r5                      @ ror(X2 q0, 20)
    eors    r7, r3                      @ X2 q6 = D4(z) (byte ror 4: ror #4)
    rors    r4, r5                      @ ror(X2 q1, 20)
    eors    r4, r1                      @ v1 = q1 ^ X2 q1
    mov     lr, r1                      @ park u1
    mov     r1, r10                     @ u4
    eors    r2, r1                      @ X2 q4 = D4(z) (byte ror 4: ror #4)
    eors    r6, r0                      @ v0 = q0 ^ X2 q0
    rors    r7, r5                      @ ror(X2 q6, 20)
    rors    r2, r5                      @ ror(X2 q4, 20)
    eors    r1, r2                      @ v4 = q4 ^ X2 q4
    mov     r2, r12                     @ s3
    str     r6, [sp, #92]               @ spill v0
    ldr     r6, [sp, #FR_RKP]           @ key pointer
    ldr     r5, [r6, #44]               @ rk word 3
    eors    r2, r5                      @ q3 ^= rk[3]
    eors    r7, r3                      @ v6 = q6 ^ X2 q6
    eors    r4, r2                      @ q3 ^= v1 (04.v)
    eors    r3, r1                      @ q6 ^= v4 (04.v)
    eors    r4, r7                      @ q3 ^= v6 (04.v)
    eors    r0, r7                      @ q0 ^= v6 (04.v)
    mov     r1, r9                      @ s5
    ldr     r5, [r6, #52]               @ rk word 5
    eors    r1, r5                      @ q5 ^= rk[5]
    mov     r5, r11                     @ s7
    mov     r9, r4                      @ park p3
    ldr     r4, [r6, #60]               @ rk word 7
    eors    r5, r4                      @ q7 ^= rk[7]
    mov     r4, r8                      @ u2
    movs    r6, #24                     @ 24
    rors    r4, r6                      @ ror(u2, 24)
    mov     r11, r0                     @ park p0
    mov     r0, r1                      @ copy u5
    rors    r0, r6                      @ ror(u5, 24)
    mov     r12, r7                     @ park v6
    mov     r7, r3                      @ copy p6
    rors    r7, r6                      @ ror(p6, 24)
    eors    r7, r3                      @ X q6: z ^ ror(z, 24)
    str     r3, [sp, #96]               @ spill p6
    mov     r3, r5                      @ copy u7
    rors    r3, r6                      @ ror(u7, 24)
    eors    r3, r5                      @ X2 q7: z ^ ror(z, 24)
    str     r7, [sp, #100]              @ spill bw
    mov     r7, r2                      @ copy u3
    rors    r7, r6                      @ ror(u3, 24)
    mov     r6, r8                      @ u2
    eors    r6, r4                      @ X2 q2: z ^ ror(z, 24)
    ldr     r4, [sp, #FR_MASK + 8]      @ 0x0f0f0f0f
    ands    r3, r4                      @ X2 q7: & L4
    ands    r6, r4                      @ X2 q2: & L4
    eors    r0, r1                      @ X2 q5: z ^ ror(z, 24)
    eors    r7, r2                      @ X2 q3: z ^ ror(z, 24)
    ands    r7, r4                      @ X2 q3: & L4
    ands    r0, r4                      @ X2 q5: & L4
    eors    r7, r2                      @ X2 q3 = D4(z) (byte ror 4: ror #4)
    movs    r4, #20                     @ 20
    rors    r7, r4                      @ ror(X2 q3, 20)
    eors    r2, r7                      @ v3 = q3 ^ X2 q3
    eors    r3, r5                      @ X2 q7 = D4(z) (byte ror 4: ror #4)
    eors    r0, r1                      @ X2 q5 = D4(z) (byte ror 4: ror #4)
    mov     r7, r8                      @ u2
    eors    r6, r7                      @ X2 q2 = D4(z) (byte ror 4: ror #4)
    rors    r3, r4                      @ ror(X2 q7, 20)
    rors    r0, r4                      @ ror(X2 q5, 20)
    eors    r0, r1                      @ v5 = q5 ^ X2 q5
    rors    r6, r4                      @ ror(X2 q2, 20)
    eors    r3, r5                      @ v7 = q7 ^ X2 q7
    eors    r7, r6                      @ v2 = q2 ^ X2 q2
    mov     r6, r8                      @ u2
    ldr     r4, [sp, #92]               @ reload v0
    eors    r6, r4                      @ q2 ^= v0 (04.v)
    mov     r4, r10                     @ u4
    eors    r4, r7                      @ q4 ^= v2 (04.v)
    eors    r5, r0                      @ q7 ^= v5 (04.v)
    mov     r0, r12                     @ v6
    eors    r4, r0                      @ q4 ^= v6 (04.v)
    eors    r1, r2                      @ q5 ^= v3 (04.v)
    mov     r2, lr                      @ u1
    eors    r2, r0                      @ q1 ^= v6 (04.v)
    eors    r1, r3                      @ q5 ^= v7 (04.v)
    movs    r0, #24                     @ 24
    mov     r7, r5                      @ copy p7
    rors    r7, r0                      @ ror(p7, 24)
    eors    r6, r3                      @ q2 ^= v7 (04.v)
    eors    r2, r3                      @ q1 ^= v7 (04.v)
    mov     r8, r1                      @ park p5
    mov     r1, r11                     @ p0
    rors    r1, r0                      @ ror(p0, 24)
    eors    r4, r3                      @ q4 ^= v7 (04.v)
    mov     r3, r2                      @ copy p1
    rors    r3, r0                      @ ror(p1, 24)
    mov     r10, r4                     @ park p4
    mov     r4, r11                     @ p0
    eors    r4, r1                      @ X q6: z ^ ror(z, 24)
    mov     r1, r6                      @ copy p2
    rors    r1, r0                      @ ror(p2, 24)
    eors    r7, r5                      @ X q7: z ^ ror(z, 24)
    eors    r3, r2                      @ X q7: z ^ ror(z, 24)
    ldr     r0, [sp, #FR_MASK + 16]     @ 0x3f3f3f3f
    ands    r7, r0                      @ X q7: & L6
    ands    r4, r0                      @ X q6: & L4
    eors    r7, r5                      @ X q7 = D6(z) (byte ror 6: ror #6)
    eors    r1, r6                      @ X q2: z ^ ror(z, 24)
    ands    r3, r0                      @ X q7: & L4
    ands    r1, r0                      @ X q2: & L6
    movs    r0, #14                     @ 14
    rors    r7, r0                      @ ror(X q7, 14)
    eors    r5, r7                      @ t7 = q7 ^ X q7
    mov     r12, r7                     @ ror(park bd, 14)
    mov     r7, r11                     @ p0
    eors    r4, r7                      @ X q6 = D4(z) (byte ror 4: ror #4)
    rors    r4, r0                      @ ror(X q6, 14)
    eors    r1, r6                      @ X q2 = D6(z) (byte ror 6: ror #6)
    eors    r7, r4                      @ t0 = q0 ^ X q0
    eors    r3, r2                      @ X q7 = D4(z) (byte ror 4: ror #4)
    eors    r4, r5                      @ q0' = t7 ^ X q0
    rors    r3, r0                      @ ror(X q7, 14)
    eors    r2, r3                      @ t1 = q1 ^ X q1
    eors    r3, r7                      @ q1' = t0 ^ X q1
    rors    r1, r0                      @ ror(X q2, 14)
    eors    r6, r1                      @ t2 = q2 ^ X q2
    mov     r11, r4                     @ park w0
    movs    r4, #24                     @ 24
    mov     lr, r7                      @ park t0
    mov     r7, r5                      @ copy t7
    rors    r7, r4                      @ ror(t7, 24)
    eors    r1, r2                      @ q2' = t1 ^ X q2
    str     r1, [sp, #92]               @ spill q2'
    mov     r1, r2                      @ copy t1
    rors    r1, r4                      @ ror(t1, 24)
    eors    r7, r5                      @ X2 t7: z ^ ror(z, 24)
    eors    r3, r5                      @ q1' ^= t7
    eors    r1, r2                      @ X2 t1: z ^ ror(z, 24)
    str     r3, [sp, #104]              @ spill w1
    ldr     r3, [sp, #FR_MASK + 8]      @ 0x0f0f0f0f
    ands    r1, r3                      @ X2 t1: & L4
    eors    r1, r2                      @ X2 t1 = D4(z) (byte ror 4: ror #4)
    mov     r2, r6                      @ copy t2
    rors    r2, r4                      @ ror(t2, 24)
    ands    r7, r3                      @ X2 t7: & L4
    eors    r2, r6                      @ X2 t2: z ^ ror(z, 24)
    str     r1, [sp, #108]              @ spill X2 t1
    mov     r1, r9                      @ p3
    rors    r1, r4                      @ ror(p3, 24)
    eors    r7, r5                      @ X2 t7 = D4(z) (byte ror 4: ror #4)
    str     r7, [sp, #112]              @ spill X2 t7
    mov     r7, r9                      @ p3
    eors    r7, r1                      @ X q3: z ^ ror(z, 24)
    ands    r2, r3                      @ X2 t2: & L4
    mov     r1, r8                      @ p5
    rors    r1, r4                      @ ror(p5, 24)
    eors    r2, r6                      @ X2 t2 = D4(z) (byte ror 4: ror #4)
    str     r2, [sp, #116]              @ spill X2 t2
    mov     r2, r10                     @ p4
    rors    r2, r4                      @ ror(p4, 24)
    mov     r3, r10                     @ p4
    eors    r3, r2                      @ X q4: z ^ ror(z, 24)
    mov     r2, r8                      @ p5
    eors    r2, r1                      @ X q5: z ^ ror(z, 24)
    ldr     r1, [sp, #FR_MASK + 16]     @ 0x3f3f3f3f
    ands    r7, r1                      @ X q3: & L6
    mov     r4, r9                      @ p3
    eors    r7, r4                      @ X q3 = D6(z) (byte ror 6: ror #6)
    rors    r7, r0                      @ ror(X q3, 14)
    eors    r6, r7                      @ q3' = t2 ^ X q3
    eors    r4, r7                      @ t3 = q3 ^ X q3
    ands    r3, r1                      @ X q4: & L6
    mov     r7, r10                     @ p4
    eors    r3, r7                      @ X q4 = D6(z) (byte ror 6: ror #6)
    eors    r6, r5                      @ q3' ^= t7
    rors    r3, r0                      @ ror(X q4, 14)
    eors    r7, r3                      @ t4 = q4 ^ X q4
    eors    r3, r4                      @ q4' = t3 ^ X q4
    eors    r3, r5                      @ q4' ^= t7
    ands    r2, r1                      @ X q5: & L6
    movs    r5, #24                     @ 24
    mov     r9, r3                      @ park w4
    mov     r3, r4                      @ copy t3
    rors    r3, r5                      @ ror(t3, 24)
    ldr     r5, [sp, #100]              @ reload bw
    ands    r5, r1                      @ X q6: & L6
    mov     r1, r8                      @ p5
    eors    r2, r1                      @ X q5 = D6(z) (byte ror 6: ror #6)
    eors    r3, r4                      @ X2 t3: z ^ ror(z, 24)
    rors    r2, r0                      @ ror(X q5, 14)
    ldr     r0, [sp, #FR_MASK + 8]      @ 0x0f0f0f0f
    ands    r3, r0                      @ X2 t3: & L4
    eors    r3, r4                      @ X2 t3 = D4(z) (byte ror 4: ror #4)
    eors    r1, r2                      @ t5 = q5 ^ X q5
    eors    r2, r7                      @ q5' = t4 ^ X q5
    movs    r4, #20                     @ 20
    rors    r3, r4                      @ ror(X2 t3, 20)
    eors    r6, r3                      @ q3' ^= X2 t3
    movs    r3, #24                     @ 24
    mov     r8, r6                      @ park o3
    mov     r6, r7                      @ copy t4
    rors    r6, r3                      @ ror(t4, 24)
    eors    r6, r7                      @ X2 t4: z ^ ror(z, 24)
    ands    r6, r0                      @ X2 t4: & L4
    eors    r6, r7                      @ X2 t4 = D4(z) (byte ror 4: ror #4)
    mov     r7, r1                      @ copy t5
    rors    r7, r3                      @ ror(t5, 24)
    rors    r6, r4                      @ ror(X2 t4, 20)
    eors    r7, r1                      @ X2 t5: z ^ ror(z, 24)
    ands    r7, r0                      @ X2 t5: & L4
    eors    r7, r1                      @ X2 t5 = D4(z) (byte ror 4: ror #4)
    rors    r7, r4                      @ ror(X2 t5, 20)
    eors    r2, r7                      @ q5' ^= X2 t5
    ldr     r7, [sp, #96]               @ reload p6
    eors    r5, r7                      @ X q6 = D6(z) (byte ror 6: ror #6)
    mov     r10, r2                     @ park o5
    movs    r2, #14                     @ 14
    rors    r5, r2                      @ ror(X q6, 14)
    mov     r2, r9                      @ w4
    eors    r2, r6                      @ q4' ^= X2 t4
    mov     r6, r8                      @ o3
    eors    r6, r2                      @ y9 = U3 ^ U4
    eors    r1, r5                      @ q6' = t5 ^ X q6
    eors    r7, r5                      @ t6 = q6 ^ X q6
    mov     r5, lr                      @ t0
    rors    r5, r3                      @ ror(t0, 24)
    mov     r9, r6                      @ park iy9
    mov     r6, lr                      @ t0
    eors    r6, r5                      @ X2 t0: z ^ ror(z, 24)
    mov     r5, r7                      @ copy t6
    rors    r5, r3                      @ ror(t6, 24)
    ands    r6, r0                      @ X2 t0: & L4
    eors    r5, r7                      @ X2 t6: z ^ ror(z, 24)
    mov     r3, lr                      @ t0
    eors    r6, r3                      @ X2 t0 = D4(z) (byte ror 4: ror #4)
    ands    r5, r0                      @ X2 t6: & L4
    eors    r5, r7                      @ X2 t6 = D4(z) (byte ror 4: ror #4)
    mov     r0, r12                     @ ror(X q7, 14)
    eors    r7, r0                      @ q7' = t6 ^ X q7
    ldr     r0, [sp, #112]              @ reload X2 t7
    rors    r0, r4                      @ ror(X2 t7, 20)
    ldr     r3, [sp, #108]              @ reload X2 t1
    rors    r3, r4                      @ ror(X2 t1, 20)
    eors    r7, r0                      @ q7' ^= X2 t7
    mov     r0, r7                      @ copy o7
    eors    r0, r2                      @ y3 = U0 ^ U3
    rors    r5, r4                      @ ror(X2 t6, 20)
    rors    r6, r4                      @ ror(X2 t0, 20)
    eors    r1, r5                      @ q6' ^= X2 t6
    mov     r5, r7                      @ copy o7
    eors    r5, r1                      @ y8 = U0 ^ U1
    mov     r12, r5                     @ park iy8
    ldr     r5, [sp, #116]              @ reload X2 t2
    rors    r5, r4                      @ ror(X2 t2, 20)
    ldr     r4, [sp, #92]               @ reload q2'
    eors    r4, r5                      @ q2' ^= X2 t2
    mov     r5, r10                     @ o5
    eors    r5, r4                      @ r17 = U2 ^ U5
    mov     lr, r0                      @ park iy3
    mov     r0, r11                     @ q0'
    eors    r0, r6                      @ q0' ^= X2 t0
    eors    r2, r1                      @ y5 = U1 ^ U3
    ldr     r6, [sp, #104]              @ reload w1
    eors    r6, r3                      @ q1' ^= X2 t1
    eors    r7, r5                      @ U7x = U0 ^ r17
    mov     r3, r10                     @ o5
    mov     r11, r7                     @ park iU7x
    mov     r7, r8                      @ o3
    eors    r3, r7                      @ r19 = U2 ^ U4
    eors    r4, r6                      @ r18 = U5 ^ U6
    eors    r5, r2                      @ y15 = y5 ^ r17
    str     r2, [sp, #104]              @ spill y5
    mov     r2, lr                      @ y3
    eors    r2, r1                      @ y6 = U1 ^ y3
    eors    r1, r6                      @ r13 = U1 ^ U6
    eors    r7, r2                      @ y14 = U4 ^ y6
    str     r5, [sp, #92]               @ spill y15
    mov     r5, r8                      @ o3
    eors    r5, r0                      @ y19 = U4 ^ U7
    eors    r3, r1                      @ y16 = r13 ^ r19
    mov     r8, r3                      @ park iy16
    mov     r3, r9                      @ y9
    eors    r3, r4                      @ y17 = y9 ^ r18
    eors    r1, r5                      @ y2 = y19 ^ r13
    str     r1, [sp, #116]              @ spill y2
    mov     r1, r7                      @ copy iy14
    ands    r1, r3                      @ t13 = y14 & y17
    str     r7, [sp, #108]              @ spill y14
    mov     r7, r12                     @ y8
    eors    r7, r5                      @ y10 = y8 ^ y19
    eors    r6, r0                      @ r5 = U6 ^ U7
    str     r5, [sp, #112]              @ spill y19
    mov     r5, r7                      @ copy iy10
    eors    r5, r3                      @ y11 = y10 ^ y17
    str     r3, [sp, #96]               @ spill y17
    mov     r3, lr                      @ y3
    ands    r3, r2                      @ t3 = y3 & y6
    str     r2, [sp, #100]              @ spill y6
    mov     r2, r9                      @ y9
    eors    r0, r2                      @ y1 = U7 ^ y9
    ands    r2, r5                      @ t12 = y9 & y11
    eors    r1, r2                      @ t14 = t13 ^ t12
    str     r5, [sp, #120]              @ spill y11
    mov     r5, r12                     @ y8
    ands    r5, r7                      @ t15 = y8 & y10
    eors    r5, r2                      @ t16 = t15 ^ t12
    eors    r4, r7                      @ y20 = y10 ^ r18
    mov     r2, r12                     @ y8
    eors    r2, r6                      @ y12 = y8 ^ r5
    str     r7, [sp, #124]              @ spill y10
    ldr     r7, [sp, #92]               @ reload y15
    ands    r7, r2                      @ t2 = y12 & y15
    eors    r3, r7                      @ t4 = t3 ^ t2
    str     r2, [sp, #128]              @ spill y12
    ldr     r2, [sp, #104]              @ reload y5
    eors    r2, r6                      @ y4 = y5 ^ r5
    eors    r3, r1                      @ t17 = t4 ^ t14
    eors    r3, r4                      @ t21 = t17 ^ y20
    mov     r4, r11                     @ U7x
    ands    r4, r2                      @ t5 = y4 & U7x
    eors    r4, r7                      @ t6 = t5 ^ t2
    mov     r7, r9                      @ y9
    eors    r7, r6                      @ y13 = y9 ^ r5
    ldr     r6, [sp, #104]              @ reload y5
    ands    r6, r0                      @ t8 = y5 & y1
    str     r0, [sp, #132]              @ spill y1
    mov     r0, r8                      @ y16
    ands    r0, r7                      @ t7 = y13 & y16
    eors    r4, r5                      @ t18 = t6 ^ t16
    eors    r6, r0                      @ t9 = t8 ^ t7
    eors    r6, r1                      @ t19 = t9 ^ t14
    mov     r1, r10                     @ o5
    eors    r1, r2                      @ y7 = U2 ^ y4
    str     r2, [sp, #136]              @ spill y4
    ldr     r2, [sp, #112]              @ reload y19
    eors    r4, r2                      @ t22 = t18 ^ y19
    mov     r2, r8                      @ y16
    eors    r2, r7                      @ y21 = y13 ^ y16
    eors    r6, r2                      @ t23 = t19 ^ y21
    ldr     r2, [sp, #116]              @ reload y2
    ands    r2, r1                      @ t10 = y2 & y7
    eors    r2, r0                      @ t11 = t10 ^ t7
    eors    r2, r5                      @ t20 = t11 ^ t16
    mov     r0, r10                     @ o5
    mov     r5, r9                      @ y9
    eors    r0, r5                      @ y18 = U2 ^ y9
    mov     r5, r3                      @ copy it21
    ands    r5, r6                      @ t26 = t21 & t23
    eors    r2, r0                      @ t24 = t20 ^ y18
    mov     r0, r6                      @ copy it23
    eors    r0, r2                      @ t30 = t23 ^ t24
    eors    r3, r4                      @ t25 = t21 ^ t22
    mov     r10, r7                     @ park iy13
    mov     r7, r2                      @ copy it24
    eors    r7, r5                      @ t27 = t24 ^ t26
    eors    r5, r4                      @ t31 = t22 ^ t26
    ands    r5, r0                      @ t32 = t31 & t30
    mov     r0, r3                      @ copy it25
    ands    r0, r7                      @ t28 = t25 & t27
    eors    r5, r2                      @ t33 = t32 ^ t24
    eors    r0, r4                      @ t29 = t28 ^ t22
    mov     r4, r7                      @ copy it27
    eors    r4, r5                      @ t35 = t27 ^ t33
    ands    r2, r4                      @ t36 = t24 & t35
    eors    r7, r2                      @ t38 = t27 ^ t36
    eors    r6, r5                      @ t34 = t23 ^ t33
    ands    r1, r0                      @ z5 = t29 & y7
    ands    r7, r0                      @ t39 = t29 & t38
    eors    r3, r7                      @ t40 = t25 ^ t39
    eors    r2, r6                      @ t37 = t36 ^ t34
    mov     r4, r0                      @ copy it29
    eors    r4, r5                      @ t42 = t29 ^ t33
    ldr     r6, [sp, #116]              @ reload y2
    ands    r6, r0                      @ z14 = t29 & y2
    eors    r0, r3                      @ t43 = t29 ^ t40
    mov     r7, r11                     @ U7x
    ands    r7, r5                      @ z2 = t33 & U7x
    mov     r11, r1                     @ park iz5
    mov     r1, r10                     @ y13
    ands    r1, r0                      @ z12 = t43 & y13
    mov     r10, r1                     @ park iz12
    mov     r1, r8                      @ y16
    ands    r0, r1                      @ z3 = t43 & y16
    mov     r1, r9                      @ y9
    ands    r1, r4                      @ z15 = t42 & y9
    eors    r6, r0                      @ p6 = z3 ^ z14
    mov     r8, r0                      @ park iz3
    ldr     r0, [sp, #120]              @ reload y11
    ands    r0, r4                      @ z6 = t42 & y11
    eors    r0, r1                      @ p0 = z6 ^ z15
    mov     r9, r0                      @ park ip0
    mov     r0, lr                      @ y3
    ands    r0, r2                      @ z10 = t37 & y3
    mov     lr, r4                      @ park it42
    ldr     r4, [sp, #136]              @ reload y4
    ands    r4, r5                      @ z11 = t33 & y4
    eors    r1, r4                      @ p16 = z11 ^ z15
    eors    r0, r7                      @ p4 = z2 ^ z10
    eors    r5, r2                      @ t44 = t33 ^ t37
    eors    r4, r0                      @ p10 = z11 ^ p4
    str     r1, [sp, #136]              @ spill p16
    ldr     r1, [sp, #92]               @ reload y15
    ands    r1, r5                      @ z0 = t44 & y15
    eors    r0, r6                      @ p20 = p4 ^ p6
    eors    r6, r4                      @ p25 = p6 ^ p10
    eors    r7, r1                      @ p12 = z0 ^ z2
    str     r7, [sp, #92]               @ spill p12
    ldr     r7, [sp, #128]              @ reload y12
    ands    r5, r7                      @ z9 = t44 & y12
    ldr     r7, [sp, #100]              @ reload y6
    ands    r7, r2                      @ z1 = t37 & y6
    eors    r2, r3                      @ t41 = t40 ^ t37
    str     r6, [sp, #100]              @ spill p25
    mov     r6, r12                     @ y8
    ands    r6, r2                      @ z17 = t41 & y8
    eors    r5, r6                      @ p9 = z9 ^ z17
    mov     r12, r5                     @ park ip9
    mov     r5, r11                     @ z5
    eors    r1, r5                      @ p5 = z0 ^ z5
    ldr     r5, [sp, #132]              @ reload y1
    ands    r5, r3                      @ z4 = t40 & y1
    eors    r6, r1                      @ p18 = z17 ^ p5
    eors    r4, r6                      @ p27 = p10 ^ p18
    mov     r6, lr                      @ t42
    eors    r6, r2                      @ t45 = t42 ^ t41
    mov     lr, r4                      @ park ip27
    ldr     r4, [sp, #104]              @ reload y5
    ands    r3, r4                      @ z13 = t40 & y5
    ldr     r4, [sp, #124]              @ reload y10
    ands    r2, r4                      @ z8 = t41 & y10
    mov     r4, r10                     @ z12
    eors    r4, r3                      @ p1 = z12 ^ z13
    eors    r7, r5                      @ p3 = z1 ^ z4
    eors    r3, r2                      @ p15 = z8 ^ z13
    eors    r3, r0                      @ p29 = p15 ^ p20
    mov     r0, r9                      @ p0
    eors    r0, r4                      @ p7 = p0 ^ p1
    ldr     r4, [sp, #96]               @ reload y17
    ands    r4, r6                      @ z7 = t45 & y17
    eors    r5, r4                      @ p8 = z4 ^ z7
    ldr     r4, [sp, #108]              @ reload y14
    ands    r6, r4                      @ z16 = t45 & y14
    eors    r2, r6                      @ p2 = z8 ^ z16
    eors    r1, r0                      @ p24 = p5 ^ p7
    mov     r4, r9                      @ p0
    eors    r4, r7                      @ p11 = p0 ^ p3
    eors    r7, r2                      @ p19 = p2 ^ p3
    eors    r5, r0                      @ p23 = p7 ^ p8
    eors    r7, r1                      @ S5 = q2 = p19 ^ p24
    ldr     r1, [sp, #100]              @ reload p25
    eors    r1, r4                      @ p28 = p11 ^ p25
    mov     r9, r7                      @ park iS5
    mov     r7, r8                      @ z3
    eors    r7, r6                      @ p14 = z3 ^ z16
    mov     r6, r10                     @ z12
    eors    r6, r2                      @ p17 = z12 ^ p2
    eors    r7, r5                      @ S6 = q1 = p14 ^ p23
    eors    r6, r1                      @ S2 = q5 = p17 ^ p28
    mov     r1, lr                      @ p27
    eors    r5, r1                      @ S4 = q3 = p23 ^ p27
    mov     r1, r12                     @ p9
    eors    r1, r4                      @ p26 = p9 ^ p11
    eors    r1, r3                      @ S1 = q6 = p26 ^ p29
    mov     r3, r8                      @ z3
    mov     r4, r11                     @ z5
    eors    r3, r4                      @ p13 = z3 ^ z5
    mov     r4, r12                     @ p9
    mov     r8, r1                      @ park iS1
    ldr     r1, [sp, #136]              @ reload p16
    eors    r4, r1                      @ S7 = q0 = p9 ^ p16
    eors    r2, r0                      @ p22 = p2 ^ p7
    eors    r3, r2                      @ S0 = q7 = p13 ^ p22
    ldr     r0, [sp, #92]               @ reload p12
    eors    r0, r2                      @ S3 = q4 = p12 ^ p22
    mov     r1, r7                      @ r7
    mov     r2, r9                      @ r9
    mov     r9, r6                      @ r6
    mov     r10, r8                     @ r8
    mov     r8, r0                      @ r0
    mov     r0, r4                      @ r4
    mov     r11, r3                     @ r3
    mov     r3, r5                      @ r5
    @ round 4i - 2: skew 2
    ldr     r4, [sp, #FR_RKP]           @ key pointer
    ldr     r5, [r4, #0]                @ rk word 0
    eors    r0, r5                      @ q0 ^= rk[0]
    rev     r5, r0
    rev16   r5, r5                      @ ror(u0, 16)
    eors    r5, r0                      @ v0 = q0 ^ X2 q0
    ldr     r6, [r4, #4]                @ rk word 1
    eors    r1, r6                      @ q1 ^= rk[1]
    ldr     r6, [r4, #8]                @ rk word 2
    eors    r2, r6                      @ q2 ^= rk[2]
    eors    r5, r2                      @ q2 ^= v0 (04.v)
    rev     r6, r2
    rev16   r6, r6                      @ ror(u2, 16)
    mov     r7, r8                      @ s4
    mov     r12, r5                     @ park p2
    ldr     r5, [r4, #16]               @ rk word 4
    eors    r7, r5                      @ q4 ^= rk[4]
    rev     r5, r7
    rev16   r5, r5                      @ ror(u4, 16)
    eors    r2, r6                      @ v2 = q2 ^ X2 q2
    eors    r5, r7                      @ v4 = q4 ^ X2 q4
    ldr     r6, [r4, #12]               @ rk word 3
    eors    r3, r6                      @ q3 ^= rk[3]
    eors    r7, r2                      @ q4 ^= v2 (04.v)
    mov     r2, r10                     @ s6
    ldr     r6, [r4, #24]               @ rk word 6
    eors    r2, r6                      @ q6 ^= rk[6]
    rev     r6, r2
    rev16   r6, r6                      @ ror(u6, 16)
    eors    r5, r2                      @ q6 ^= v4 (04.v)
    eors    r2, r6                      @ v6 = q6 ^ X2 q6
    mov     r6, r11                     @ s7
    mov     r8, r5                      @ park p6
    ldr     r5, [r4, #28]               @ rk word 7
    eors    r6, r5                      @ q7 ^= rk[7]
    rev     r5, r1
    rev16   r5, r5                      @ ror(u1, 16)
    eors    r5, r1                      @ v1 = q1 ^ X2 q1
    eors    r7, r2                      @ q4 ^= v6 (04.v)
    eors    r1, r2                      @ q1 ^= v6 (04.v)
    eors    r5, r3                      @ q3 ^= v1 (04.v)
    eors    r5, r2                      @ q3 ^= v6 (04.v)
    eors    r0, r2                      @ q0 ^= v6 (04.v)
    rev     r2, r3
    rev16   r2, r2                      @ ror(u3, 16)
    eors    r3, r2                      @ v3 = q3 ^ X2 q3
    mov     r2, r9                      @ s5
    mov     r10, r0                     @ park p0
    ldr     r0, [r4, #20]               @ rk word 5
    eors    r2, r0                      @ q5 ^= rk[5]
    rev     r0, r2
    rev16   r0, r0                      @ ror(u5, 16)
    rev     r4, r6
    rev16   r4, r4                      @ ror(u7, 16)
    eors    r0, r2                      @ v5 = q5 ^ X2 q5
    eors    r4, r6                      @ v7 = q7 ^ X2 q7
    eors    r2, r3                      @ q5 ^= v3 (04.v)
    eors    r6, r0                      @ q7 ^= v5 (04.v)
    movs    r0, #24                     @ 24
    mov     r3, r5                      @ copy p3
    rors    r3, r0                      @ ror(p3, 24)
    eors    r2, r4                      @ q5 ^= v7 (04.v)
    eors    r7, r4                      @ q4 ^= v7 (04.v)
    mov     r9, r6                      @ park p7
    mov     r6, r12                     @ p2
    eors    r6, r4                      @ q2 ^= v7 (04.v)
    mov     r11, r6                     @ park p2
    mov     r6, r2                      @ copy p5
    rors    r6, r0                      @ ror(p5, 24)
    eors    r1, r4                      @ q1 ^= v7 (04.v)
    mov     r4, r7                      @ copy p4
    rors    r4, r0                      @ ror(p4, 24)
    eors    r3, r5                      @ X q3: z ^ ror(z, 24)
    eors    r4, r7                      @ X q4: z ^ ror(z, 24)
    ldr     r0, [sp, #FR_MASK + 8]      @ 0x0f0f0f0f
    ands    r4, r0                      @ X q4: & L4
    eors    r6, r2                      @ X q5: z ^ ror(z, 24)
    eors    r4, r7                      @ X q4 = D4(z) (byte ror 4: ror #4)
    ands    r6, r0                      @ X q5: & L4
    eors    r6, r2                      @ X q5 = D4(z) (byte ror 4: ror #4)
    ands    r3, r0                      @ X q3: & L4
    movs    r0, #12                     @ 12
    rors    r6, r0                      @ ror(X q5, 12)
    eors    r2, r6                      @ t5 = q5 ^ X q5
    eors    r3, r5                      @ X q3 = D4(z) (byte ror 4: ror #4)
    rors    r4, r0                      @ ror(X q4, 12)
    eors    r7, r4                      @ t4 = q4 ^ X q4
    eors    r6, r7                      @ q5' = t4 ^ X q5
    rors    r3, r0                      @ ror(X q3, 12)
    rev     r0, r2
    rev16   r0, r0                      @ ror(t5, 16)
    eors    r5, r3                      @ t3 = q3 ^ X q3
    eors    r6, r0                      @ q5' ^= X2 t5
    movs    r0, #24                     @ 24
    mov     r12, r6                     @ park o5
    mov     r6, r1                      @ copy p1
    rors    r6, r0                      @ ror(p1, 24)
    eors    r6, r1                      @ X q1: z ^ ror(z, 24)
    eors    r4, r5                      @ q4' = t3 ^ X q4
    rev     r5, r5
    rev16   r5, r5                      @ ror(t3, 16)
    mov     lr, r4                      @ park w4
    mov     r4, r10                     @ p0
    rors    r4, r0                      @ ror(p0, 24)
    str     r5, [sp, #92]               @ spill ror(t3, 16)
    mov     r5, r11                     @ p2
    rors    r5, r0                      @ ror(p2, 24)
    str     r3, [sp, #96]               @ spill ror(X q3, 12)
    mov     r3, r9                      @ p7
    rors    r3, r0                      @ ror(p7, 24)
    rev     r7, r7
    rev16   r7, r7                      @ ror(t4, 16)
    str     r7, [sp, #100]              @ spill ror(t4, 16)
    mov     r7, r8                      @ p6
    rors    r7, r0                      @ ror(p6, 24)
    mov     r0, r11                     @ p2
    eors    r0, r5                      @ X q2: z ^ ror(z, 24)
    mov     r5, r10                     @ p0
    eors    r5, r4                      @ X q0: z ^ ror(z, 24)
    mov     r4, r8                      @ p6
    eors    r4, r7                      @ X q6: z ^ ror(z, 24)
    mov     r7, r9                      @ p7
    eors    r7, r3                      @ X q7: z ^ ror(z, 24)
    ldr     r3, [sp, #FR_MASK + 8]      @ 0x0f0f0f0f
    ands    r6, r3                      @ X q1: & L4
    ands    r5, r3                      @ X q0: & L4
    ands    r4, r3                      @ X q6: & L4
    ands    r0, r3                      @ X q2: & L4
    ands    r7, r3                      @ X q7: & L4
    mov     r3, r9                      @ p7
    eors    r7, r3                      @ X q7 = D4(z) (byte ror 4: ror #4)
    eors    r6, r1                      @ X q1 = D4(z) (byte ror 4: ror #4)
    mov     r3, r11                     @ p2
    eors    r0, r3                      @ X q2 = D4(z) (byte ror 4: ror #4)
    mov     r3, r10                     @ p0
    eors    r5, r3                      @ X q0 = D4(z) (byte ror 4: ror #4)
    mov     r3, r8                      @ p6
    eors    r4, r3                      @ X q6 = D4(z) (byte ror 4: ror #4)
    movs    r3, #12                     @ 12
    rors    r4, r3                      @ ror(X q6, 12)
    rors    r6, r3                      @ ror(X q1, 12)
    rors    r0, r3                      @ ror(X q2, 12)
    rors    r7, r3                      @ ror(X q7, 12)
    eors    r1, r6                      @ t1 = q1 ^ X q1
    rors    r5, r3                      @ ror(X q0, 12)
    eors    r2, r4                      @ q6' = t5 ^ X q6
    mov     r3, r8                      @ p6
    eors    r3, r4                      @ t6 = q6 ^ X q6
    mov     r4, r9                      @ p7
    eors    r4, r7                      @ t7 = q7 ^ X q7
    eors    r7, r3                      @ q7' = t6 ^ X q7
    rev     r3, r3
    rev16   r3, r3                      @ ror(t6, 16)
    eors    r2, r3                      @ q6' ^= X2 t6
    mov     r3, r10                     @ p0
    eors    r3, r5                      @ t0 = q0 ^ X q0
    eors    r6, r3                      @ q1' = t0 ^ X q1
    rev     r3, r3
    rev16   r3, r3                      @ ror(t0, 16)
    eors    r5, r4                      @ q0' = t7 ^ X q0
    eors    r5, r3                      @ q0' ^= X2 t0
    mov     r3, r11                     @ p2
    eors    r3, r0                      @ t2 = q2 ^ X q2
    mov     r8, r5                      @ park o0
    rev     r5, r4
    rev16   r5, r5                      @ ror(t7, 16)
    eors    r7, r5                      @ q7' ^= X2 t7
    ldr     r5, [sp, #96]               @ reload ror(X q3, 12)
    eors    r5, r3                      @ q3' = t2 ^ X q3
    rev     r3, r3
    rev16   r3, r3                      @ ror(t2, 16)
    eors    r0, r1                      @ q2' = t1 ^ X q2
    eors    r0, r3                      @ q2' ^= X2 t2
    rev     r1, r1
    rev16   r1, r1                      @ ror(t1, 16)
    eors    r5, r4                      @ q3' ^= t7
    ldr     r3, [sp, #92]               @ reload ror(t3, 16)
    eors    r5, r3                      @ q3' ^= X2 t3
    mov     r3, lr                      @ q4'
    eors    r3, r4                      @ q4' ^= t7
    eors    r6, r4                      @ q1' ^= t7
    ldr     r4, [sp, #100]              @ reload ror(t4, 16)
    eors    r3, r4                      @ q4' ^= X2 t4
    mov     r4, r12                     @ o5
    eors    r4, r0                      @ r17 = U2 ^ U5
    eors    r6, r1                      @ q1' ^= X2 t1
    mov     r1, r7                      @ copy o7
    eors    r1, r2                      @ y8 = U0 ^ U1
    mov     r9, r1                      @ park iy8
    mov     r1, r3                      @ copy o4
    eors    r1, r5                      @ y9 = U3 ^ U4
    mov     r10, r1                     @ park iy9
    mov     r1, r7                      @ copy o7
    eors    r1, r4                      @ U7x = U0 ^ r17
    eors    r0, r6                      @ r18 = U5 ^ U6
    eors    r7, r3                      @ y3 = U0 ^ U3
    eors    r3, r2                      @ y5 = U1 ^ U3
    eors    r4, r3                      @ y15 = y5 ^ r17
    mov     r11, r1                     @ park iU7x
    mov     r1, r8                      @ o0
    eors    r1, r6                      @ r5 = U6 ^ U7
    mov     lr, r3                      @ park iy5
    mov     r3, r12                     @ o5
    eors    r3, r5                      @ r19 = U2 ^ U4
    eors    r6, r2                      @ r13 = U1 ^ U6
    str     r4, [sp, #100]              @ spill y15
    mov     r4, r8                      @ o0
    eors    r4, r5                      @ y19 = U4 ^ U7
    eors    r3, r6                      @ y16 = r13 ^ r19
    eors    r2, r7                      @ y6 = U1 ^ y3
    str     r3, [sp, #92]               @ spill y16
    mov     r3, r7                      @ copy iy3
    ands    r3, r2                      @ t3 = y3 & y6
    eors    r6, r4                      @ y2 = y19 ^ r13
    str     r7, [sp, #96]               @ spill y3
    mov     r7, r10                     @ y9
    eors    r7, r0                      @ y17 = y9 ^ r18
    str     r6, [sp, #104]              @ spill y2
    mov     r6, r9                      @ y8
    eors    r6, r4                      @ y10 = y8 ^ y19
    eors    r5, r2                      @ y14 = U4 ^ y6
    str     r2, [sp, #108]              @ spill y6
    mov     r2, r5                      @ copy iy14
    ands    r2, r7                      @ t13 = y14 & y17
    str     r5, [sp, #112]              @ spill y14
    mov     r5, r6                      @ copy iy10
    eors    r5, r7                      @ y11 = y10 ^ y17
    eors    r0, r6                      @ y20 = y10 ^ r18
    str     r7, [sp, #116]              @ spill y17
    mov     r7, r10                     @ y9
    ands    r7, r5                      @ t12 = y9 & y11
    str     r5, [sp, #120]              @ spill y11
    mov     r5, r9                      @ y8
    ands    r5, r6                      @ t15 = y8 & y10
    eors    r2, r7                      @ t14 = t13 ^ t12
    str     r6, [sp, #124]              @ spill y10
    mov     r6, r9                      @ y8
    eors    r6, r1                      @ y12 = y8 ^ r5
    eors    r5, r7                      @ t16 = t15 ^ t12
    ldr     r7, [sp, #100]              @ reload y15
    ands    r7, r6                      @ t2 = y12 & y15
    eors    r3, r7                      @ t4 = t3 ^ t2
    eors    r3, r2                      @ t17 = t4 ^ t14
    eors    r3, r0                      @ t21 = t17 ^ y20
    mov     r0, r8                      @ o0
    str     r6, [sp, #128]              @ spill y12
    mov     r6, r10                     @ y9
    eors    r0, r6                      @ y1 = U7 ^ y9
    mov     r8, r3                      @ park it21
    mov     r3, lr                      @ y5
    ands    r3, r0                      @ t8 = y5 & y1
    eors    r6, r1                      @ y13 = y9 ^ r5
    str     r0, [sp, #132]              @ spill y1
    mov     r0, lr                      @ y5
    eors    r0, r1                      @ y4 = y5 ^ r5
    mov     r1, r11                     @ U7x
    ands    r1, r0                      @ t5 = y4 & U7x
    eors    r1, r7                      @ t6 = t5 ^ t2
    ldr     r7, [sp, #92]               @ reload y16
    ands    r7, r6                      @ t7 = y13 & y16
    eors    r1, r5                      @ t18 = t6 ^ t16
    eors    r1, r4                      @ t22 = t18 ^ y19
    eors    r3, r7                      @ t9 = t8 ^ t7
    eors    r3, r2                      @ t19 = t9 ^ t14
    mov     r2, r12                     @ o5
    mov     r4, r10                     @ y9
    eors    r2, r4                      @ y18 = U2 ^ y9
    ldr     r4, [sp, #92]               @ reload y16
    eors    r4, r6                      @ y21 = y13 ^ y16
    eors    r3, r4                      @ t23 = t19 ^ y21
    mov     r4, r12                     @ o5
    eors    r4, r0                      @ y7 = U2 ^ y4
    mov     r12, r6                     @ park iy13
    ldr     r6, [sp, #104]              @ reload y2
    ands    r6, r4                      @ t10 = y2 & y7
    eors    r6, r7                      @ t11 = t10 ^ t7
    eors    r6, r5                      @ t20 = t11 ^ t16
    eors    r6, r2                      @ t24 = t20 ^ y18
    mov     r2, r8                      @ t21
    ands    r2, r3                      @ t26 = t21 & t23
    mov     r5, r1                      @ copy it22
    eors    r5, r2                      @ t31 = t22 ^ t26
    mov     r7, r3                      @ copy it23
    eors    r7, r6                      @ t30 = t23 ^ t24
    eors    r2, r6                      @ t27 = t24 ^ t26
    ands    r5, r7                      @ t32 = t31 & t30
    eors    r5, r6                      @ t33 = t32 ^ t24
    mov     r7, r2                      @ copy it27
    eors    r7, r5                      @ t35 = t27 ^ t33
    ands    r6, r7                      @ t36 = t24 & t35
    ands    r0, r5                      @ z11 = t33 & y4
    mov     r7, r8                      @ t21
    eors    r7, r1                      @ t25 = t21 ^ t22
    eors    r3, r5                      @ t34 = t23 ^ t33
    eors    r3, r6                      @ t37 = t36 ^ t34
    eors    r6, r2                      @ t38 = t27 ^ t36
    ands    r2, r7                      @ t28 = t25 & t27
    mov     r8, r0                      @ park iz11
    mov     r0, r5                      @ copy it33
    eors    r0, r3                      @ t44 = t33 ^ t37
    eors    r2, r1                      @ t29 = t28 ^ t22
    ands    r6, r2                      @ t39 = t29 & t38
    ands    r4, r2                      @ z5 = t29 & y7
    mov     r1, r11                     @ U7x
    ands    r1, r5                      @ z2 = t33 & U7x
    eors    r7, r6                      @ t40 = t25 ^ t39
    ldr     r6, [sp, #96]               @ reload y3
    ands    r6, r3                      @ z10 = t37 & y3
    eors    r6, r1                      @ p4 = z2 ^ z10
    mov     r11, r6                     @ park ip4
    ldr     r6, [sp, #128]              @ reload y12
    ands    r6, r0                      @ z9 = t44 & y12
    eors    r5, r2                      @ t42 = t29 ^ t33
    str     r6, [sp, #128]              @ spill z9
    ldr     r6, [sp, #100]              @ reload y15
    ands    r0, r6                      @ z0 = t44 & y15
    eors    r1, r0                      @ p12 = z0 ^ z2
    eors    r0, r4                      @ p5 = z0 ^ z5
    ldr     r6, [sp, #108]              @ reload y6
    ands    r6, r3                      @ z1 = t37 & y6
    str     r1, [sp, #108]              @ spill p12
    mov     r1, lr                      @ y5
    ands    r1, r7                      @ z13 = t40 & y5
    mov     lr, r0                      @ park ip5
    ldr     r0, [sp, #132]              @ reload y1
    ands    r0, r7                      @ z4 = t40 & y1
    eors    r6, r0                      @ p3 = z1 ^ z4
    str     r6, [sp, #132]              @ spill p3
    ldr     r6, [sp, #104]              @ reload y2
    ands    r6, r2                      @ z14 = t29 & y2
    eors    r2, r7                      @ t43 = t29 ^ t40
    str     r1, [sp, #104]              @ spill z13
    ldr     r1, [sp, #92]               @ reload y16
    ands    r1, r2                      @ z3 = t43 & y16
    eors    r7, r3                      @ t41 = t40 ^ t37
    ldr     r3, [sp, #124]              @ reload y10
    ands    r3, r7                      @ z8 = t41 & y10
    eors    r4, r1                      @ p13 = z3 ^ z5
    str     r4, [sp, #124]              @ spill p13
    mov     r4, r9                      @ y8
    ands    r4, r7                      @ z17 = t41 & y8
    eors    r7, r5                      @ t45 = t42 ^ t41
    mov     r9, r4                      @ park iz17
    ldr     r4, [sp, #116]              @ reload y17
    ands    r4, r7                      @ z7 = t45 & y17
    eors    r6, r1                      @ p6 = z3 ^ z14
    eors    r0, r4                      @ p8 = z4 ^ z7
    mov     r4, r10                     @ y9
    ands    r4, r5                      @ z15 = t42 & y9
    mov     r10, r0                     @ park ip8
    ldr     r0, [sp, #120]              @ reload y11
    ands    r5, r0                      @ z6 = t42 & y11
    eors    r5, r4                      @ p0 = z6 ^ z15
    ldr     r0, [sp, #112]              @ reload y14
    ands    r7, r0                      @ z16 = t45 & y14
    eors    r1, r7                      @ p14 = z3 ^ z16
    mov     r0, r8                      @ z11
    eors    r0, r4                      @ p16 = z11 ^ z15
    eors    r7, r3                      @ p2 = z8 ^ z16
    mov     r4, r12                     @ y13
    ands    r2, r4                      @ z12 = t43 & y13
    mov     r4, r8                      @ z11
    mov     r12, r1                     @ park ip14
    mov     r1, r11                     @ p4
    eors    r4, r1                      @ p10 = z11 ^ p4
    mov     r8, r0                      @ park ip16
    ldr     r0, [sp, #104]              @ reload z13
    eors    r3, r0                      @ p15 = z8 ^ z13
    eors    r0, r2                      @ p1 = z12 ^ z13
    eors    r1, r6                      @ p20 = p4 ^ p6
    eors    r0, r5                      @ p7 = p0 ^ p1
    eors    r3, r1                      @ p29 = p15 ^ p20
    eors    r2, r7                      @ p17 = z12 ^ p2
    ldr     r1, [sp, #132]              @ reload p3
    eors    r5, r1                      @ p11 = p0 ^ p3
    eors    r6, r4                      @ p25 = p6 ^ p10
    eors    r1, r7                      @ p19 = p2 ^ p3
    eors    r6, r5                      @ p28 = p11 ^ p25
    eors    r2, r6                      @ S2 = q5 = p17 ^ p28
    ldr     r6, [sp, #128]              @ reload z9
    mov     r11, r2                     @ park iS2
    mov     r2, r9                      @ z17
    eors    r6, r2                      @ p9 = z9 ^ z17
    eors    r7, r0                      @ p22 = p2 ^ p7
    eors    r5, r6                      @ p26 = p9 ^ p11
    eors    r5, r3                      @ S1 = q6 = p26 ^ p29
    mov     r3, r8                      @ p16
    eors    r6, r3                      @ S7 = q0 = p9 ^ p16
    mov     r3, r10                     @ p8
    eors    r3, r0                      @ p23 = p7 ^ p8
    mov     r8, r5                      @ park iS1
    mov     r5, lr                      @ p5
    eors    r2, r5                      @ p18 = z17 ^ p5
    eors    r4, r2                      @ p27 = p10 ^ p18
    eors    r5, r0                      @ p24 = p5 ^ p7
    ldr     r0, [sp, #124]              @ reload p13
    eors    r0, r7                      @ S0 = q7 = p13 ^ p22
    eors    r1, r5                      @ S5 = q2 = p19 ^ p24
    mov     r2, r12                     @ p14
    eors    r2, r3                      @ S6 = q1 = p14 ^ p23
    ldr     r5, [sp, #108]              @ reload p12
    eors    r5, r7                      @ S3 = q4 = p12 ^ p22
    eors    r3, r4                      @ S4 = q3 = p23 ^ p27
    mov     r9, r11                     @ r11
    mov     r10, r8                     @ r8
    mov     r8, r5                      @ r5
    mov     r11, r0                     @ r0
    mov     r0, r6                      @ r6
    mov     r7, r2                      @ r2
    mov     r2, r1                      @ r1
    mov     r1, r7                      @ r7
    @ next loop pass
    ldr     r4, [sp, #FR_RKP]
    subs    r4, #128
    str     r4, [sp, #FR_RKP]           @ rkp -= 128
    bl      .Ldec_pass
.Ldec_enter12:
    @ AES-192: enter at round 11
    subs    r5, #64
    str     r5, [sp, #FR_RKP]           @ rkp = rk + 32 (nr - 2)
    b       .Ldec_pos2
.Ldec_exit1:
    @ round 0 (keys at rk), back to columns
    ldr     r4, [sp, #FR_RK]            @ key pointer
    ldr     r5, [r4, #0]                @ rk word 0
    eors    r0, r5                      @ q0 ^= rk[0]
    ldr     r5, [r4, #8]                @ rk word 2
    eors    r2, r5                      @ q2 ^= rk[2]
    lsrs    r5, r2, #1                  @ swapmove(q2, q3, 1): t = q2 >> 1
    lsrs    r6, r0, #1                  @ swapmove(q0, q1, 1): t = q0 >> 1
    ldr     r7, [r4, #12]               @ rk word 3
    eors    r3, r7                      @ q3 ^= rk[3]
    ldr     r7, [r4, #4]                @ rk word 1
    eors    r1, r7                      @ q1 ^= rk[1]
    eors    r5, r3                      @ t ^= q3
    eors    r6, r1                      @ t ^= q1
    ldr     r7, [sp, #FR_MASK]          @ 0x55555555
    ands    r5, r7                      @ t &= 0x55555555
    ands    r6, r7                      @ t &= 0x55555555
    eors    r3, r5                      @ q3 ^= t
    lsls    r5, r5, #1                  @ t <<= 1
    eors    r1, r6                      @ q1 ^= t
    lsls    r6, r6, #1                  @ t <<= 1
    eors    r0, r6                      @ q0 ^= t << 1
    mov     r6, r9                      @ s5
    mov     r12, r3                     @ park q3
    ldr     r3, [r4, #20]               @ rk word 5
    eors    r6, r3                      @ q5 ^= rk[5]
    eors    r2, r5                      @ q2 ^= t << 1
    mov     r3, r11                     @ s7
    ldr     r5, [r4, #28]               @ rk word 7
    eors    r3, r5                      @ q7 ^= rk[7]
    mov     r5, r10                     @ s6
    mov     r9, r1                      @ park q1
    ldr     r1, [r4, #24]               @ rk word 6
    eors    r5, r1                      @ q6 ^= rk[6]
    mov     r1, r8                      @ s4
    mov     r10, r2                     @ park q2
    ldr     r2, [r4, #16]               @ rk word 4
    eors    r1, r2                      @ q4 ^= rk[4]
    lsrs    r2, r1, #1                  @ swapmove(q4, q5, 1): t = q4 >> 1
    lsrs    r4, r5, #1                  @ swapmove(q6, q7, 1): t = q6 >> 1
    eors    r2, r6                      @ t ^= q5
    eors    r4, r3                      @ t ^= q7
    ands    r2, r7                      @ t &= 0x55555555
    ands    r4, r7                      @ t &= 0x55555555
    eors    r6, r2                      @ q5 ^= t
    lsrs    r7, r6, #2                  @ swapmove(q5, q7, 2): t = q5 >> 2
    eors    r3, r4                      @ q7 ^= t
    eors    r7, r3                      @ t ^= q7
    lsls    r2, r2, #1                  @ t <<= 1
    lsls    r4, r4, #1                  @ t <<= 1
    eors    r1, r2                      @ q4 ^= t << 1
    ldr     r2, [sp, #FR_MASK + 4]      @ 0x33333333
    ands    r7, r2                      @ t &= 0x33333333
    eors    r3, r7                      @ q7 ^= t
    eors    r5, r4                      @ q6 ^= t << 1
    lsrs    r4, r1, #2                  @ swapmove(q4, q6, 2): t = q4 >> 2
    eors    r4, r5                      @ t ^= q6
    ands    r4, r2                      @ t &= 0x33333333
    lsls    r7, r7, #2                  @ t <<= 2
    mov     r8, r3                      @ park q7
    lsrs    r3, r0, #2                  @ swapmove(q0, q2, 2): t = q0 >> 2
    eors    r6, r7                      @ q5 ^= t << 2
    lsls    r7, r4, #2                  @ t <<= 2
    eors    r1, r7                      @ q4 ^= t << 2
    mov     r7, r10                     @ q2
    eors    r3, r7                      @ t ^= q2
    ands    r3, r2                      @ t &= 0x33333333
    eors    r5, r4                      @ q6 ^= t
    lsls    r4, r3, #2                  @ t <<= 2
    eors    r0, r4                      @ q0 ^= t << 2
    lsrs    r4, r0, #4                  @ swapmove(q0, q4, 4): t = q0 >> 4
    eors    r7, r3                      @ q2 ^= t
    eors    r4, r1                      @ t ^= q4
    ldr     r3, [sp, #FR_MASK + 8]      @ 0x0f0f0f0f
    ands    r4, r3                      @ t &= 0x0f0f0f0f
    eors    r1, r4                      @ q4 ^= t
    lsls    r4, r4, #4                  @ t <<= 4
    mov     r10, r1                     @ park q4
    lsrs    r1, r7, #4                  @ swapmove(q2, q6, 4): t = q2 >> 4
    eors    r0, r4                      @ q0 ^= t << 4
    mov     r4, r9                      @ q1
    lsrs    r4, r4, #2                  @ swapmove(q1, q3, 2): t = q1 >> 2
    eors    r1, r5                      @ t ^= q6
    mov     r11, r0                     @ park q0
    mov     r0, r12                     @ q3
    eors    r4, r0                      @ t ^= q3
    ands    r4, r2                      @ t &= 0x33333333
    ands    r1, r3                      @ t &= 0x0f0f0f0f
    eors    r0, r4                      @ q3 ^= t
    eors    r5, r1                      @ q6 ^= t
    lsls    r4, r4, #2                  @ t <<= 2
    lsrs    r2, r0, #4                  @ swapmove(q3, q7, 4): t = q3 >> 4
    mov     r12, r5                     @ park q6
    mov     r5, r9                      @ q1
    eors    r5, r4                      @ q1 ^= t << 2
    lsrs    r4, r5, #4                  @ swapmove(q1, q5, 4): t = q1 >> 4
    eors    r4, r6                      @ t ^= q5
    lsls    r1, r1, #4                  @ t <<= 4
    ands    r4, r3                      @ t &= 0x0f0f0f0f
    eors    r7, r1                      @ q2 ^= t << 4
    mov     r1, r8                      @ q7
    eors    r2, r1                      @ t ^= q7
    ands    r2, r3                      @ t &= 0x0f0f0f0f
    eors    r6, r4                      @ q5 ^= t
    lsls    r4, r4, #4                  @ t <<= 4
    lsls    r3, r2, #4                  @ t <<= 4
    eors    r1, r2                      @ q7 ^= t
    eors    r0, r3                      @ q3 ^= t << 4
    eors    r5, r4                      @ q1 ^= t << 4
.Ldec_store:
    @ store the pair
    ldr     r3, [sp, #FR_N]             @ blocks left
    ldr     r2, [sp, #FR_OUT]           @ out
    cmp     r3, #1
    beq     .Ldec_stbuf
    lsls    r4, r2, #30
    bne     .Ldec_stbuf
    mov     r4, r11
    str     r4, [r2, #0]
    str     r5, [r2, #16]
    str     r7, [r2, #4]
    str     r0, [r2, #20]
    mov     r4, r10
    str     r4, [r2, #8]
    str     r6, [r2, #24]
    mov     r4, r12
    str     r4, [r2, #12]
    str     r1, [r2, #28]
.Ldec_advance:
    @ next pair
    adds    r2, #32
    str     r2, [sp, #FR_OUT]           @ out += 32
    ldr     r2, [sp, #FR_IN]
    adds    r2, #32
    str     r2, [sp, #FR_IN]            @ in += 32
    subs    r3, #2
    str     r3, [sp, #FR_N]             @ blocks left -= 2
    bl      .Ldec_pair
.Ldec_stbuf:
    @ unaligned out or one block: through FR_BUF
    mov     r4, r11
    str     r4, [sp, #36]
    str     r5, [sp, #52]
    str     r7, [sp, #40]
    str     r0, [sp, #56]
    mov     r4, r10
    str     r4, [sp, #44]
    str     r6, [sp, #60]
    mov     r4, r12
    str     r4, [sp, #48]
    str     r1, [sp, #64]
    movs    r4, #32
    cmp     r3, #1
    bne     1f
    movs    r4, #16                     @ one block: 16 bytes
1:
    subs    r4, #1
    add     r0, sp, #FR_BUF
    ldrb    r0, [r0, r4]
    strb    r0, [r2, r4]
    bne     1b
    cmp     r3, #1
    bne     .Ldec_advance
    bl      .Ldec_done
    .size   qzi_aes_ct_decrypt_armv6m, . - qzi_aes_ct_decrypt_armv6m
@ ---- END GENERATED CODE ----

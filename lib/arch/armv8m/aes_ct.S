/*
 * AES block kernels, constant-time variant (fixsliced, two blocks per
 * pass), for ARMv8-M Mainline (Cortex-M33), Thumb-2.
 *
 *   void qzi_aes_ct_encrypt_armv8m(const uint32_t *rk, unsigned nr,
 *                                  uint8_t *out, const uint8_t *in,
 *                                  size_t nblocks);
 *   void qzi_aes_ct_decrypt_armv8m(const uint32_t *rk, unsigned nr,
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
 *  - in, out: 16 nblocks bytes, ANY alignment: only single-word LDR and
 *    STR touch them (ARMv7-M and ARMv8-M do those unaligned; never LDM,
 *    LDRD). out == in, or no overlap: each pair is loaded completely
 *    before any of it is stored.
 *  - Constant time: no branch and no address depends on the key or the
 *    data. The branches test nblocks (two blocks or one), nr (where the
 *    loop ends, the skew after the last round) and the round-key pointer
 *    (loop control); every address is rk, in, out or sp plus a constant.
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr and the flags
 *    clobbered. Every return leaves its frame zeroed (FR_SIZE = 84
 *    bytes: the spill slots, which held state words of the last pair,
 *    and the pointers and counts; no staging buffer: blocks go straight
 *    between in/out and registers) and r0-r3, r12, lr = 0 (.Ldone: six
 *    MOVs and four STMs that also free the frame, 30 cycles per call
 *    more than the ADD they replace).
 *  - No DSP or floating-point instruction: also runs on ARMv7-M (Cortex-M3,
 *    M4).
 *
 * Stack: 36 bytes of saved registers + FR_SIZE (frame below) = 120
 * bytes; no calls.
 * .text: encrypt 4,620 bytes, decrypt 5,524 bytes (arm-none-eabi-gcc
 * 12.2); the four rounds of a loop pass are unrolled.
 *
 * METHOD (lib/arch/gen/aes_ct.py, the generator, has the details)
 *  - State: the representation of lib/generic/aes_ct.c. A pair of blocks
 *    is eight bit slices q0..q7: bit 8 r + 2 c + b of q_i is bit i of the
 *    byte at row r, column c of block b. Loading and storing use its
 *    transposition (12 SWAPMOVEs of 4 instructions; the skew 2 left by
 *    AES-128/256 is undone on the columns, 16 instructions).
 *  - SubBytes: the 115-gate circuit of Boyar, Matthews and Peralta
 *    ("A very compact S-box for AES": 32 AND, 83 XOR; the C reference
 *    uses their 128-gate depth-16 circuit) without its NOT gates: 0x63 is
 *    in the round keys. InvSubBytes: the inverse top and bottom layers of
 *    the depth-16 circuit around that same middle layer (126 gates). The
 *    generator checks both circuits on all 256 inputs.
 *  - MixColumns of round i, skew k = i mod 4 (fixslicing: ShiftRows is
 *    never applied): t = q ^ X q, q' = 02.t ^ X q ^ X^2 t, where X takes
 *    the byte one row down (rotation by 8) and k columns over (rotation of
 *    each byte by 2 k). A byte rotation is BYTE_ROR(z, n) = ror(D_n(z), n),
 *    D_n(z) = z ^ ((z ^ ror(z, 24)) & (the n low bits of each byte)):
 *    three instructions, the rotations going into the barrel shifter of
 *    the instruction that uses the result. 27 instructions for k = 0, 51
 *    for k = 2, 75 for k = 1, 3. InvMixColumns: q ^= 04.(q ^ X^2 q), then
 *    MixColumns.
 *  - Each round (AddRoundKey, SubBytes, MixColumns, or the inverse steps)
 *    is one straight-line program of 150 to 255 operations that the
 *    generator schedules and allocates to 14 registers (r0-r12, lr): the
 *    value used furthest in the future is spilled to the frame when a
 *    register is needed, the operation order comes from a simulated-
 *    annealing search (ORDERS_HEX in the generator), and reloads are moved
 *    next to earlier loads where the registers allow it (two consecutive
 *    LDRs cost 3 cycles on the Cortex-M4, not 4). The state words change
 *    registers from round to round; the comments name the value each
 *    instruction makes: U0..U7 = the S-box input bits 7..0 (q7..q0),
 *    y/t/z/p/S = the circuits' own gate names, t_i / X q_i / X2 t_i =
 *    MixColumns.
 *  - Cortex-M33 schedule (what differs from lib/arch/armv7em/aes_ct.S):
 *    after allocation, each round is reordered (schedule_m33) so that an
 *    instruction rarely reads the result of the load or shifted-operand
 *    instruction right before it: published pipeline measurements of a
 *    Cortex-M33 r1p0 (see lib/arch/armv8m/keccakp1600.S) give those a
 *    2-cycle result latency, which the M4 forwards at once. Runs of loads
 *    stay whole and a reordering is kept only if the M4-model cost does
 *    not grow. The M33 model (bench/sim/timing.c) charges those
 *    latencies: interlock stalls per AES-128 pair of blocks, 54 here
 *    against 184 in the armv7em code (encryption), 50 against 228
 *    (decryption).
 *  - Loop: a pass is 4 rounds (skews 1, 2, 3, 0 encrypting; 1, 0, 3, 2
 *    decrypting), its round keys at rkp (FR_RKP) + 32 j. The flags of
 *    rkp - lim, set at the end of a pass, survive the pass (nothing in
 *    a round writes them): encryption leaves after the first round of
 *    the last pass (beq; nr = 10, 14) or after its third (bcs; nr = 12,
 *    lim = rk + 192), decryption after the first round of the pass at
 *    rkp = rk - 64 (round 1); AES-192 decryption enters the loop at its
 *    third round.
 *
 * MEASURED (modelled cycles, not silicon: cortex-m33, zero wait states;
 * the measured-M33 model of bench/sim/timing.c, P = 1: the Cortex-M33
 * TRM has no timing table, so these are the least certain of our
 * figures; build-aux/qz-trace-cycles --func, the same model).
 * Per pair of blocks = (one call on 10 blocks - one call on 2) / 4; CTR =
 * qz_aes_ctr (QZ_AES_CTR32) over 8000 bytes, the library built for
 * cortex-m33 with this kernel (lib/aes/ctr.c: counter blocks, 8 blocks per
 * kernel call, XOR in C).
 *                                 AES-128      AES-192      AES-256
 *   encrypt, cycles per pair         2,364        2,808        3,252
 *     cycles per byte                 73.9         87.8        101.6
 *   decrypt, cycles per pair         2,857        3,409        3,947
 *     cycles per byte                 89.3        106.5        123.3
 *   one call on 1 block, enc         2,420        2,864        3,308
 *   C reference -O2, enc, pair       4,814        5,640        6,613
 *   C reference -O2, dec, pair       5,844        6,893        8,091
 *   CTR, 8000 bytes, cycles/byte      83.7         98.3        112.9
 *   (CTR row: the earlier M33 model, the M4 table with P = 1; not
 *   re-measured. Frame wipe: +30 cycles per call on that model, 2,496 ->
 *   2,526 for one AES-128 block; the one-call line includes it.)
 *   armv7em code on this model:
 *     encrypt, cycles per pair       2,494        2,955        3,430
 *     decrypt, cycles per pair       3,035        3,622        4,194
 *
 * Source: the code below is generated by
 *    python3 lib/arch/gen/aes_ct.py armv8m lib/arch/armv8m/aes_ct.S
 * which rewrites only the lines from BEGIN GENERATED CODE to END GENERATED
 * CODE (--check compares instead). Edit this comment by hand.
 */

@ ---- BEGIN GENERATED CODE: lib/arch/gen/aes_ct.py armv8m ----
@ Do not edit by hand: change the generator and run it again.
    .syntax unified
    .thumb

    .equ FR_RKP,    0               @ round-key pointer of this loop pass
    .equ FR_RK,     4               @ rk
    .equ FR_LIM,    8               @ loop exit limit for rkp (frame_words)
    .equ FR_LAST,   12              @ enc: rk + 32 (nr - 2); dec: rk + 32 nr
    .equ FR_NR,     16              @ nr
    .equ FR_OUT,    20              @ out (next pair)
    .equ FR_IN,     24              @ in (next pair)
    .equ FR_N,      28              @ blocks left
    .equ FR_SPILL,  32              @ 13 spill slots
    .equ FR_SIZE,   84              @ 36 + FR_SIZE = 120 bytes of stack

    .section .text.qz_fast.qzi_aes_ct_encrypt_armv8m,"ax",%progbits
    .global qzi_aes_ct_encrypt_armv8m
    .type   qzi_aes_ct_encrypt_armv8m, %function
    .p2align 2
    .thumb_func
qzi_aes_ct_encrypt_armv8m:
    push    {r4-r11, lr}
    sub     sp, sp, #FR_SIZE
    ldr     r4, [sp, #FR_SIZE + 36]     @ nblocks (5th argument)
    add     r5, r0, r1, lsl #5          @ rk + 32 nr
    sub     r5, r5, #64                 @ last = rk + 32 (nr - 2)
    and     r6, r1, #2                  @ 2 if nr = 10 or 14, 0 if nr = 12
    add     r6, r5, r6, lsl #6
    sub     r6, r6, #128                @ lim = last, or last - 128 if nr = 12
    str     r0, [sp, #FR_RK]
    str     r6, [sp, #FR_LIM]
    str     r5, [sp, #FR_LAST]
    str     r1, [sp, #FR_NR]
    str     r2, [sp, #FR_OUT]
    str     r3, [sp, #FR_IN]
    str     r4, [sp, #FR_N]
.Lenc_pair:
    @ next pair of blocks
    ldr     r9, [sp, #FR_N]             @ blocks left
    ldr     r8, [sp, #FR_IN]            @ in
    cmp     r9, #1
    blo     .Lenc_done
    ldr     r0, [r8, #0]                @ block 0, column 0
    ldr     r2, [r8, #4]
    ldr     r4, [r8, #8]
    ldr     r6, [r8, #12]
    beq     .Lenc_one
    @ block 1
    ldr     r1, [r8, #16]               @ block 1, column 0
    ldr     r3, [r8, #20]
    ldr     r5, [r8, #24]
    ldr     r7, [r8, #28]
.Lenc_packed:
    @ to the bitsliced form
    eor     r8, r1, r0, lsr #1          @ swapmove(q0, q1, 1)
    eor     r9, r3, r2, lsr #1          @ swapmove(q2, q3, 1)
    and     r8, r8, #0x55555555
    eor     r1, r1, r8
    eor     r0, r0, r8, lsl #1
    and     r9, r9, #0x55555555
    eor     r3, r3, r9
    eor     r2, r2, r9, lsl #1
    eor     r9, r5, r4, lsr #1          @ swapmove(q4, q5, 1)
    and     r9, r9, #0x55555555
    eor     r5, r5, r9
    eor     r4, r4, r9, lsl #1
    eor     r9, r7, r6, lsr #1          @ swapmove(q6, q7, 1)
    and     r9, r9, #0x55555555
    eor     r7, r7, r9
    eor     r6, r6, r9, lsl #1
    eor     r9, r2, r0, lsr #2          @ swapmove(q0, q2, 2)
    and     r9, r9, #0x33333333
    eor     r2, r2, r9
    eor     r0, r0, r9, lsl #2
    eor     r9, r3, r1, lsr #2          @ swapmove(q1, q3, 2)
    and     r9, r9, #0x33333333
    eor     r3, r3, r9
    eor     r1, r1, r9, lsl #2
    eor     r9, r6, r4, lsr #2          @ swapmove(q4, q6, 2)
    and     r9, r9, #0x33333333
    eor     r6, r6, r9
    eor     r4, r4, r9, lsl #2
    eor     r9, r7, r5, lsr #2          @ swapmove(q5, q7, 2)
    and     r9, r9, #0x33333333
    eor     r7, r7, r9
    eor     r5, r5, r9, lsl #2
    eor     r9, r4, r0, lsr #4          @ swapmove(q0, q4, 4)
    and     r9, r9, #0x0f0f0f0f
    eor     r4, r4, r9
    eor     r0, r0, r9, lsl #4
    eor     r9, r5, r1, lsr #4          @ swapmove(q1, q5, 4)
    and     r9, r9, #0x0f0f0f0f
    eor     r5, r5, r9
    eor     r1, r1, r9, lsl #4
    eor     r9, r6, r2, lsr #4          @ swapmove(q2, q6, 4)
    and     r9, r9, #0x0f0f0f0f
    eor     r6, r6, r9
    eor     r2, r2, r9, lsl #4
    eor     r9, r7, r3, lsr #4          @ swapmove(q3, q7, 4)
    and     r9, r9, #0x0f0f0f0f
    eor     r7, r7, r9
    eor     r3, r3, r9, lsl #4
    ldr     r8, [sp, #FR_RK]
    ldr     r9, [sp, #FR_LIM]
    str     r8, [sp, #FR_RKP]           @ rkp = rk
    cmp     r8, r9
.Lenc_pass:
    @ round 4i + 1: skew 1 (flags: rkp - lim, kept up to the bcs)
    ldr     r8, [sp, #FR_RKP]           @ key pointer
    ldr     r9, [r8, #4]                @ rk word 1
    ldr     r10, [r8, #24]              @ rk word 6
    ldr     r11, [r8, #28]              @ rk word 7
    ldr     r12, [r8, #12]              @ rk word 3
    ldr     lr, [r8, #20]               @ rk word 5
    eor     r1, r1, r9                  @ q1 ^= rk[1]
    eor     r6, r6, r10                 @ q6 ^= rk[6]
    eor     r7, r7, r11                 @ q7 ^= rk[7]
    eor     r3, r3, r12                 @ q3 ^= rk[3]
    eor     r5, r5, lr                  @ q5 ^= rk[5]
    ldr     r9, [r8, #0]                @ rk word 0
    ldr     r11, [r8, #16]              @ rk word 4
    ldr     lr, [r8, #8]                @ rk word 2
    eor     r0, r0, r9                  @ q0 ^= rk[0]
    eor     r10, r6, r5                 @ t0 = U1 ^ U2
    eor     r4, r4, r11                 @ q4 ^= rk[4]
    eor     r12, r10, r0                @ y1 = t0 ^ U7
    eor     r2, r2, lr                  @ q2 ^= rk[2]
    eor     r9, r7, r1                  @ y13 = U0 ^ U6
    eor     r5, r12, r4                 @ y4 = y1 ^ U3
    eor     r11, r7, r2                 @ y8 = U0 ^ U5
    and     lr, r5, r0                  @ t5 = y4 & U7
    eor     r8, r4, r2                  @ y14 = U3 ^ U5
    eor     r1, r12, r1                 @ y5 = y1 ^ U6
    str     r5, [sp, #32]               @ spill y4
    eor     r5, r9, r8                  @ y12 = y13 ^ y14
    eor     r3, r3, r5                  @ t1 = U4 ^ y12
    eor     r6, r3, r6                  @ y20 = t1 ^ U1
    eor     r2, r3, r2                  @ y15 = t1 ^ U5
    and     r3, r1, r12                 @ t8 = y5 & y1
    str     r12, [sp, #36]              @ spill y1
    eor     r12, r2, r0                 @ y6 = y15 ^ U7
    str     r0, [sp, #40]               @ spill u0
    and     r0, r5, r2                  @ t2 = y12 & y15
    str     r5, [sp, #44]               @ spill y12
    eor     r5, r1, r11                 @ y3 = y5 ^ y8
    eor     r4, r7, r4                  @ y9 = U0 ^ U3
    eor     lr, lr, r0                  @ t6 = t5 ^ t2
    str     r1, [sp, #48]               @ spill y5
    and     r1, r5, r12                 @ t3 = y3 & y6
    str     r12, [sp, #52]              @ spill y6
    eor     r12, r2, r10                @ y10 = y15 ^ t0
    str     r5, [sp, #56]               @ spill y3
    eor     r5, r6, r4                  @ y11 = y20 ^ y9
    eor     r10, r10, r5                @ y16 = t0 ^ y11
    str     r2, [sp, #60]               @ spill y15
    and     r2, r4, r5                  @ t12 = y9 & y11
    eor     r0, r1, r0                  @ t4 = t3 ^ t2
    eor     r1, r12, r5                 @ y17 = y10 ^ y11
    str     r4, [sp, #64]               @ spill y9
    and     r4, r8, r1                  @ t13 = y14 & y17
    eor     r4, r4, r2                  @ t14 = t13 ^ t12
    str     r8, [sp, #68]               @ spill y14
    and     r8, r9, r10                 @ t7 = y13 & y16
    eor     r0, r0, r4                  @ t17 = t4 ^ t14
    eor     r6, r0, r6                  @ t21 = t17 ^ y20
    eor     r0, r7, r10                 @ y18 = U0 ^ y16
    eor     r3, r3, r8                  @ t9 = t8 ^ t7
    str     r1, [sp, #72]               @ spill y17
    ldr     r1, [sp, #36]               @ reload y1
    eor     r4, r3, r4                  @ t19 = t9 ^ t14
    eor     r7, r1, r7                  @ y2 = y1 ^ U0
    eor     r3, r9, r10                 @ y21 = y13 ^ y16
    and     r1, r11, r12                @ t15 = y8 & y10
    eor     r2, r1, r2                  @ t16 = t15 ^ t12
    eor     r1, r12, r11                @ y19 = y10 ^ y8
    eor     lr, lr, r2                  @ t18 = t6 ^ t16
    eor     r4, r4, r3                  @ t23 = t19 ^ y21
    eor     r1, lr, r1                  @ t22 = t18 ^ y19
    ldr     r3, [sp, #40]               @ reload u0
    eor     lr, r3, r5                  @ y7 = U7 ^ y11
    and     r3, r7, lr                  @ t10 = y2 & y7
    eor     r8, r3, r8                  @ t11 = t10 ^ t7
    and     r3, r6, r4                  @ t26 = t21 & t23
    eor     r2, r8, r2                  @ t20 = t11 ^ t16
    eor     r0, r2, r0                  @ t24 = t20 ^ y18
    eor     r8, r1, r3                  @ t31 = t22 ^ t26
    eor     r2, r4, r0                  @ t30 = t23 ^ t24
    eor     r3, r0, r3                  @ t27 = t24 ^ t26
    and     r8, r8, r2                  @ t32 = t31 & t30
    eor     r2, r8, r0                  @ t33 = t32 ^ t24
    eor     r8, r3, r2                  @ t35 = t27 ^ t33
    and     r0, r0, r8                  @ t36 = t24 & t35
    eor     r8, r3, r0                  @ t38 = t27 ^ t36
    eor     r4, r4, r2                  @ t34 = t23 ^ t33
    eor     r6, r6, r1                  @ t25 = t21 ^ t22
    and     r3, r6, r3                  @ t28 = t25 & t27
    eor     r1, r3, r1                  @ t29 = t28 ^ t22
    and     r8, r1, r8                  @ t39 = t29 & t38
    eor     r0, r0, r4                  @ t37 = t36 ^ t34
    and     r7, r1, r7                  @ z14 = t29 & y2
    eor     r6, r6, r8                  @ t40 = t25 ^ t39
    eor     r3, r6, r0                  @ t41 = t40 ^ t37
    and     r12, r3, r12                @ z8 = t41 & y10
    and     lr, r1, lr                  @ z5 = t29 & y7
    eor     r4, r1, r6                  @ t43 = t29 ^ t40
    eor     r8, r2, r0                  @ t44 = t33 ^ t37
    eor     r1, r1, r2                  @ t42 = t29 ^ t33
    and     r11, r3, r11                @ z17 = t41 & y8
    and     r10, r4, r10                @ z3 = t43 & y16
    eor     r3, r1, r3                  @ t45 = t42 ^ t41
    and     r5, r1, r5                  @ z6 = t42 & y11
    str     r0, [sp, #76]               @ spill t37
    ldr     r0, [sp, #72]               @ reload y17
    and     r9, r4, r9                  @ z12 = t43 & y13
    and     r0, r3, r0                  @ z7 = t45 & y17
    eor     r12, r0, r12                @ t52 = z7 ^ z8
    ldr     r4, [sp, #68]               @ reload y14
    eor     r5, r5, r0                  @ t54 = z6 ^ z7
    and     r3, r3, r4                  @ z16 = t45 & y14
    ldr     r4, [sp, #48]               @ reload y5
    eor     r11, r3, r11                @ t55 = z16 ^ z17
    and     r0, r6, r4                  @ z13 = t40 & y5
    ldr     r4, [sp, #64]               @ reload y9
    eor     r5, r10, r5                 @ t59 = z3 ^ t54
    and     r1, r1, r4                  @ z15 = t42 & y9
    ldr     r4, [sp, #40]               @ reload u0
    eor     r1, r1, r3                  @ t46 = z15 ^ z16
    and     r4, r2, r4                  @ z2 = t33 & U7
    ldr     r3, [sp, #60]               @ reload y15
    eor     r0, lr, r0                  @ t48 = z5 ^ z13
    and     r3, r8, r3                  @ z0 = t44 & y15
    eor     r10, r3, r10                @ t53 = z0 ^ z3
    ldr     r3, [sp, #44]               @ reload y12
    eor     lr, r4, lr                  @ t51 = z2 ^ z5
    and     r8, r8, r3                  @ z9 = t44 & y12
    ldr     r3, [sp, #36]               @ reload y1
    and     r6, r6, r3                  @ z4 = t40 & y1
    eor     r3, r4, r9                  @ t50 = z2 ^ z12
    ldr     r4, [sp, #32]               @ reload y4
    eor     r9, r9, r0                  @ t56 = z12 ^ t48
    and     r2, r2, r4                  @ z11 = t33 & y4
    eor     r4, r6, r1                  @ t58 = z4 ^ t46
    eor     r12, r12, r4                @ t62 = t52 ^ t58
    eor     r3, r3, r10                 @ t57 = t50 ^ t53
    eor     r7, r7, r3                  @ t61 = z14 ^ t57
    eor     r1, r1, r3                  @ t60 = t46 ^ t57
    eor     r0, r0, r1                  @ S7 = q0 = t48 ^ t60
    eor     r9, r9, r12                 @ S6 = q1 = t56 ^ t62
    ldr     r3, [sp, #76]               @ reload t37
    ldr     r1, [sp, #56]               @ reload y3
    eor     r6, r6, r5                  @ t64 = z4 ^ t59
    and     r1, r3, r1                  @ z10 = t37 & y3
    eor     r8, r8, r1                  @ t49 = z9 ^ z10
    eor     r7, r7, r12                 @ t65 = t61 ^ t62
    eor     r4, r8, r4                  @ t63 = t49 ^ t58
    ldr     r12, [sp, #52]              @ reload y6
    eor     r5, r5, r4                  @ S0 = q7 = t59 ^ t63
    and     r3, r3, r12                 @ z1 = t37 & y6
    eor     r8, r3, r4                  @ t66 = z1 ^ t63
    eor     r12, r6, r7                 @ t67 = t64 ^ t65
    eor     r3, r0, r0, ror #24         @ X q0: z ^ ror(z, 24)
    eor     r4, r5, r5, ror #24         @ X q7: z ^ ror(z, 24)
    and     r3, r3, #0x03030303         @ X q0: & L6
    eor     r10, r10, r8                @ S3 = q4 = t53 ^ t66
    eor     lr, lr, r8                  @ S4 = q3 = t51 ^ t66
    eor     r2, r1, r2                  @ t47 = z10 ^ z11
    eor     r7, r2, r7                  @ S5 = q2 = t47 ^ t65
    eor     r8, r9, r9, ror #24         @ X q1: z ^ ror(z, 24)
    eor     r2, lr, lr, ror #24         @ X q3: z ^ ror(z, 24)
    and     r1, r8, #0x03030303         @ X q1: & L6
    and     r4, r4, #0x03030303         @ X q7: & L6
    eor     r3, r3, r0                  @ X q0 = D6(z) (byte ror 6: ror #6)
    eor     r8, r7, r7, ror #24         @ X q2: z ^ ror(z, 24)
    eor     r0, r0, r3, ror #10         @ t0 = q0 ^ X q0
    eor     r1, r1, r9                  @ X q1 = D6(z) (byte ror 6: ror #6)
    eor     r11, r11, r12               @ S2 = q5 = t55 ^ t67
    and     r8, r8, #0x03030303         @ X q2: & L6
    eor     r12, r0, r0, ror #24        @ X2 t0: z ^ ror(z, 24)
    and     r2, r2, #0x03030303         @ X q3: & L6
    and     r12, r12, #0x0f0f0f0f       @ X2 t0: & L4
    eor     r12, r12, r0                @ X2 t0 = D4(z) (byte ror 4: ror #4)
    eor     r9, r9, r1, ror #10         @ t1 = q1 ^ X q1
    eor     r4, r4, r5                  @ X q7 = D6(z) (byte ror 6: ror #6)
    eor     r8, r8, r7                  @ X q2 = D6(z) (byte ror 6: ror #6)
    eor     r0, r0, r1, ror #10         @ q1' = t0 ^ X q1
    eor     r2, r2, lr                  @ X q3 = D6(z) (byte ror 6: ror #6)
    eor     r1, r9, r8, ror #10         @ q2' = t1 ^ X q2
    eor     r6, r6, r10                 @ S1 = q6 = t64 ^ S3
    eor     r7, r7, r8, ror #10         @ t2 = q2 ^ X q2
    eor     r5, r5, r4, ror #10         @ t7 = q7 ^ X q7
    eor     lr, lr, r2, ror #10         @ t3 = q3 ^ X q3
    eor     r0, r0, r5                  @ q1' ^= t7
    eor     r8, lr, lr, ror #24         @ X2 t3: z ^ ror(z, 24)
    eor     r3, r5, r3, ror #10         @ q0' = t7 ^ X q0
    and     r8, r8, #0x0f0f0f0f         @ X2 t3: & L4
    eor     r12, r3, r12, ror #20       @ q0' ^= X2 t0
    eor     r2, r7, r2, ror #10         @ q3' = t2 ^ X q3
    eor     r3, r9, r9, ror #24         @ X2 t1: z ^ ror(z, 24)
    eor     r8, r8, lr                  @ X2 t3 = D4(z) (byte ror 4: ror #4)
    and     r3, r3, #0x0f0f0f0f         @ X2 t1: & L4
    eor     r9, r3, r9                  @ X2 t1 = D4(z) (byte ror 4: ror #4)
    eor     r0, r0, r9, ror #20         @ q1' ^= X2 t1
    eor     r3, r10, r10, ror #24       @ X q4: z ^ ror(z, 24)
    eor     r9, r7, r7, ror #24         @ X2 t2: z ^ ror(z, 24)
    eor     r2, r2, r5                  @ q3' ^= t7
    and     r9, r9, #0x0f0f0f0f         @ X2 t2: & L4
    eor     r7, r9, r7                  @ X2 t2 = D4(z) (byte ror 4: ror #4)
    eor     r1, r1, r7, ror #20         @ q2' ^= X2 t2
    eor     r8, r2, r8, ror #20         @ q3' ^= X2 t3
    and     r3, r3, #0x03030303         @ X q4: & L6
    eor     r9, r11, r11, ror #24       @ X q5: z ^ ror(z, 24)
    eor     r7, r6, r6, ror #24         @ X q6: z ^ ror(z, 24)
    eor     r2, r5, r5, ror #24         @ X2 t7: z ^ ror(z, 24)
    eor     r3, r3, r10                 @ X q4 = D6(z) (byte ror 6: ror #6)
    and     r2, r2, #0x0f0f0f0f         @ X2 t7: & L4
    and     r7, r7, #0x03030303         @ X q6: & L6
    eor     r10, r10, r3, ror #10       @ t4 = q4 ^ X q4
    eor     lr, lr, r3, ror #10         @ q4' = t3 ^ X q4
    eor     r3, r10, r10, ror #24       @ X2 t4: z ^ ror(z, 24)
    eor     r2, r2, r5                  @ X2 t7 = D4(z) (byte ror 4: ror #4)
    and     r3, r3, #0x0f0f0f0f         @ X2 t4: & L4
    and     r9, r9, #0x03030303         @ X q5: & L6
    eor     r7, r7, r6                  @ X q6 = D6(z) (byte ror 6: ror #6)
    eor     r9, r9, r11                 @ X q5 = D6(z) (byte ror 6: ror #6)
    eor     lr, lr, r5                  @ q4' ^= t7
    eor     r6, r6, r7, ror #10         @ t6 = q6 ^ X q6
    eor     r11, r11, r9, ror #10       @ t5 = q5 ^ X q5
    eor     r4, r6, r4, ror #10         @ q7' = t6 ^ X q7
    eor     r5, r6, r6, ror #24         @ X2 t6: z ^ ror(z, 24)
    eor     r2, r4, r2, ror #20         @ q7' ^= X2 t7
    and     r5, r5, #0x0f0f0f0f         @ X2 t6: & L4
    eor     r4, r10, r9, ror #10        @ q5' = t4 ^ X q5
    eor     r7, r11, r7, ror #10        @ q6' = t5 ^ X q6
    eor     r9, r11, r11, ror #24       @ X2 t5: z ^ ror(z, 24)
    eor     r6, r5, r6                  @ X2 t6 = D4(z) (byte ror 4: ror #4)
    and     r9, r9, #0x0f0f0f0f         @ X2 t5: & L4
    eor     r3, r3, r10                 @ X2 t4 = D4(z) (byte ror 4: ror #4)
    eor     r11, r9, r11                @ X2 t5 = D4(z) (byte ror 4: ror #4)
    eor     lr, lr, r3, ror #20         @ q4' ^= X2 t4
    eor     r4, r4, r11, ror #20        @ q5' ^= X2 t5
    eor     r7, r7, r6, ror #20         @ q6' ^= X2 t6
    beq     .Lenc_exit1
    @ round 4i + 2: skew 2
    ldr     r3, [sp, #FR_RKP]           @ key pointer
    ldr     r5, [r3, #40]               @ rk word 2
    ldr     r6, [r3, #52]               @ rk word 5
    ldr     r9, [r3, #48]               @ rk word 4
    ldr     r11, [r3, #36]              @ rk word 1
    eor     r1, r1, r5                  @ q2 ^= rk[2]
    eor     r4, r4, r6                  @ q5 ^= rk[5]
    eor     r10, lr, r9                 @ q4 ^= rk[4]
    eor     r0, r0, r11                 @ q1 ^= rk[1]
    eor     r5, r10, r1                 @ y14 = U3 ^ U5
    ldr     r6, [r3, #56]               @ rk word 6
    ldr     r9, [r3, #60]               @ rk word 7
    ldr     r11, [r3, #32]              @ rk word 0
    eor     r7, r7, r6                  @ q6 ^= rk[6]
    eor     r2, r2, r9                  @ q7 ^= rk[7]
    eor     r4, r7, r4                  @ t0 = U1 ^ U2
    eor     lr, r2, r1                  @ y8 = U0 ^ U5
    eor     r12, r12, r11               @ q0 ^= rk[0]
    ldr     r6, [r3, #44]               @ rk word 3
    eor     r9, r2, r0                  @ y13 = U0 ^ U6
    eor     r8, r8, r6                  @ q3 ^= rk[3]
    eor     r11, r9, r5                 @ y12 = y13 ^ y14
    eor     r6, r8, r11                 @ t1 = U4 ^ y12
    eor     r8, r4, r12                 @ y1 = t0 ^ U7
    eor     r1, r6, r1                  @ y15 = t1 ^ U5
    and     r3, r11, r1                 @ t2 = y12 & y15
    eor     r0, r8, r0                  @ y5 = y1 ^ U6
    str     r11, [sp, #32]              @ spill y12
    eor     r11, r0, lr                 @ y3 = y5 ^ y8
    str     r5, [sp, #36]               @ spill y14
    eor     r5, r1, r12                 @ y6 = y15 ^ U7
    eor     r7, r6, r7                  @ y20 = t1 ^ U1
    and     r6, r11, r5                 @ t3 = y3 & y6
    str     r5, [sp, #40]               @ spill y6
    eor     r5, r8, r10                 @ y4 = y1 ^ U3
    str     r11, [sp, #44]              @ spill y3
    and     r11, r5, r12                @ t5 = y4 & U7
    str     r5, [sp, #48]               @ spill y4
    eor     r5, r1, r4                  @ y10 = y15 ^ t0
    eor     r11, r11, r3                @ t6 = t5 ^ t2
    str     r1, [sp, #52]               @ spill y15
    and     r1, r0, r8                  @ t8 = y5 & y1
    eor     r10, r2, r10                @ y9 = U0 ^ U3
    str     r0, [sp, #56]               @ spill y5
    eor     r0, r8, r2                  @ y2 = y1 ^ U0
    eor     r6, r6, r3                  @ t4 = t3 ^ t2
    eor     r3, r7, r10                 @ y11 = y20 ^ y9
    str     r8, [sp, #60]               @ spill y1
    and     r8, r10, r3                 @ t12 = y9 & y11
    str     r10, [sp, #64]              @ spill y9
    eor     r10, r12, r3                @ y7 = U7 ^ y11
    eor     r4, r4, r3                  @ y16 = t0 ^ y11
    str     r12, [sp, #68]              @ spill u0
    and     r12, r0, r10                @ t10 = y2 & y7
    eor     r2, r2, r4                  @ y18 = U0 ^ y16
    str     r0, [sp, #72]               @ spill y2
    and     r0, r9, r4                  @ t7 = y13 & y16
    str     r10, [sp, #76]              @ spill y7
    and     r10, lr, r5                 @ t15 = y8 & y10
    eor     r1, r1, r0                  @ t9 = t8 ^ t7
    eor     r10, r10, r8                @ t16 = t15 ^ t12
    eor     r12, r12, r0                @ t11 = t10 ^ t7
    eor     r0, r5, r3                  @ y17 = y10 ^ y11
    eor     r12, r12, r10               @ t20 = t11 ^ t16
    eor     r11, r11, r10               @ t18 = t6 ^ t16
    eor     r2, r12, r2                 @ t24 = t20 ^ y18
    ldr     r10, [sp, #36]              @ reload y14
    and     r12, r10, r0                @ t13 = y14 & y17
    eor     r8, r12, r8                 @ t14 = t13 ^ t12
    eor     r6, r6, r8                  @ t17 = t4 ^ t14
    eor     r1, r1, r8                  @ t19 = t9 ^ t14
    eor     r7, r6, r7                  @ t21 = t17 ^ y20
    eor     r12, r9, r4                 @ y21 = y13 ^ y16
    eor     r8, r5, lr                  @ y19 = y10 ^ y8
    eor     r11, r11, r8                @ t22 = t18 ^ y19
    eor     r1, r1, r12                 @ t23 = t19 ^ y21
    and     r6, r7, r1                  @ t26 = t21 & t23
    eor     r8, r2, r6                  @ t27 = t24 ^ t26
    eor     r12, r1, r2                 @ t30 = t23 ^ t24
    eor     r6, r11, r6                 @ t31 = t22 ^ t26
    and     r12, r6, r12                @ t32 = t31 & t30
    eor     r6, r12, r2                 @ t33 = t32 ^ t24
    eor     r1, r1, r6                  @ t34 = t23 ^ t33
    eor     r12, r8, r6                 @ t35 = t27 ^ t33
    eor     r7, r7, r11                 @ t25 = t21 ^ t22
    and     r2, r2, r12                 @ t36 = t24 & t35
    and     r12, r7, r8                 @ t28 = t25 & t27
    eor     r8, r8, r2                  @ t38 = t27 ^ t36
    eor     r1, r2, r1                  @ t37 = t36 ^ t34
    eor     r11, r12, r11               @ t29 = t28 ^ t22
    eor     r2, r11, r6                 @ t42 = t29 ^ t33
    and     r8, r11, r8                 @ t39 = t29 & t38
    eor     r7, r7, r8                  @ t40 = t25 ^ t39
    eor     r12, r7, r1                 @ t41 = t40 ^ t37
    eor     r8, r11, r7                 @ t43 = t29 ^ t40
    and     r9, r8, r9                  @ z12 = t43 & y13
    and     r4, r8, r4                  @ z3 = t43 & y16
    and     lr, r12, lr                 @ z17 = t41 & y8
    ldr     r8, [sp, #64]               @ reload y9
    and     r5, r12, r5                 @ z8 = t41 & y10
    and     r8, r2, r8                  @ z15 = t42 & y9
    eor     r12, r2, r12                @ t45 = t42 ^ t41
    and     r0, r12, r0                 @ z7 = t45 & y17
    and     r10, r12, r10               @ z16 = t45 & y14
    and     r3, r2, r3                  @ z6 = t42 & y11
    eor     r12, r6, r1                 @ t44 = t33 ^ t37
    eor     r2, r3, r0                  @ t54 = z6 ^ z7
    ldr     r3, [sp, #32]               @ reload y12
    eor     r8, r8, r10                 @ t46 = z15 ^ z16
    and     r3, r12, r3                 @ z9 = t44 & y12
    eor     lr, r10, lr                 @ t55 = z16 ^ z17
    ldr     r10, [sp, #52]              @ reload y15
    eor     r2, r4, r2                  @ t59 = z3 ^ t54
    and     r12, r12, r10               @ z0 = t44 & y15
    eor     r5, r0, r5                  @ t52 = z7 ^ z8
    eor     r10, r12, r4                @ t53 = z0 ^ z3
    ldr     r0, [sp, #44]               @ reload y3
    ldr     r12, [sp, #68]              @ reload u0
    and     r4, r1, r0                  @ z10 = t37 & y3
    and     r0, r6, r12                 @ z2 = t33 & U7
    ldr     r12, [sp, #40]              @ reload y6
    eor     r3, r3, r4                  @ t49 = z9 ^ z10
    and     r1, r1, r12                 @ z1 = t37 & y6
    ldr     r12, [sp, #48]              @ reload y4
    and     r6, r6, r12                 @ z11 = t33 & y4
    eor     r6, r4, r6                  @ t47 = z10 ^ z11
    ldr     r12, [sp, #60]              @ reload y1
    and     r4, r7, r12                 @ z4 = t40 & y1
    ldr     r12, [sp, #56]              @ reload y5
    and     r7, r7, r12                 @ z13 = t40 & y5
    eor     r12, r4, r8                 @ t58 = z4 ^ t46
    eor     r5, r5, r12                 @ t62 = t52 ^ t58
    eor     r3, r3, r12                 @ t63 = t49 ^ t58
    eor     r12, r0, r9                 @ t50 = z2 ^ z12
    eor     r4, r4, r2                  @ t64 = z4 ^ t59
    eor     r2, r2, r3                  @ S0 = q7 = t59 ^ t63
    eor     r1, r1, r3                  @ t66 = z1 ^ t63
    ldr     r3, [sp, #76]               @ reload y7
    eor     r12, r12, r10               @ t57 = t50 ^ t53
    and     r3, r11, r3                 @ z5 = t29 & y7
    eor     r0, r0, r3                  @ t51 = z2 ^ z5
    eor     r7, r3, r7                  @ t48 = z5 ^ z13
    ldr     r3, [sp, #72]               @ reload y2
    eor     r9, r9, r7                  @ t56 = z12 ^ t48
    and     r11, r11, r3                @ z14 = t29 & y2
    eor     r8, r8, r12                 @ t60 = t46 ^ t57
    eor     r3, r11, r12                @ t61 = z14 ^ t57
    eor     r3, r3, r5                  @ t65 = t61 ^ t62
    eor     r7, r7, r8                  @ S7 = q0 = t48 ^ t60
    eor     r0, r0, r1                  @ S4 = q3 = t51 ^ t66
    eor     r11, r7, r7, ror #24        @ X q0: z ^ ror(z, 24)
    eor     r12, r4, r3                 @ t67 = t64 ^ t65
    eor     r9, r9, r5                  @ S6 = q1 = t56 ^ t62
    eor     r8, r9, r9, ror #24         @ X q1: z ^ ror(z, 24)
    and     r11, r11, #0x0f0f0f0f       @ X q0: & L6
    eor     r10, r10, r1                @ S3 = q4 = t53 ^ t66
    eor     r5, r11, r7                 @ X q0 = D6(z) (byte ror 6: ror #6)
    eor     r6, r6, r3                  @ S5 = q2 = t47 ^ t65
    eor     r1, r2, r2, ror #24         @ X q7: z ^ ror(z, 24)
    eor     r11, r6, r6, ror #24        @ X q2: z ^ ror(z, 24)
    and     r3, r1, #0x0f0f0f0f         @ X q7: & L6
    eor     lr, lr, r12                 @ S2 = q5 = t55 ^ t67
    eor     r1, r10, r10, ror #24       @ X q4: z ^ ror(z, 24)
    and     r11, r11, #0x0f0f0f0f       @ X q2: & L6
    and     r8, r8, #0x0f0f0f0f         @ X q1: & L6
    eor     r4, r4, r10                 @ S1 = q6 = t64 ^ S3
    eor     r12, r0, r0, ror #24        @ X q3: z ^ ror(z, 24)
    eor     r11, r11, r6                @ X q2 = D6(z) (byte ror 6: ror #6)
    eor     r3, r3, r2                  @ X q7 = D6(z) (byte ror 6: ror #6)
    eor     r8, r8, r9                  @ X q1 = D6(z) (byte ror 6: ror #6)
    eor     r2, r2, r3, ror #12         @ t7 = q7 ^ X q7
    eor     r6, r6, r11, ror #12        @ t2 = q2 ^ X q2
    and     r12, r12, #0x0f0f0f0f       @ X q3: & L6
    eor     r12, r12, r0                @ X q3 = D6(z) (byte ror 6: ror #6)
    eor     r9, r9, r8, ror #12         @ t1 = q1 ^ X q1
    eor     r0, r0, r12, ror #12        @ t3 = q3 ^ X q3
    eor     r11, r9, r11, ror #12       @ q2' = t1 ^ X q2
    eor     r7, r7, r5, ror #12         @ t0 = q0 ^ X q0
    eor     r12, r6, r12, ror #12       @ q3' = t2 ^ X q3
    eor     r8, r7, r8, ror #12         @ q1' = t0 ^ X q1
    eor     r5, r2, r5, ror #12         @ q0' = t7 ^ X q0
    eor     r11, r11, r6, ror #16       @ q2' ^= X2 t2
    and     r1, r1, #0x0f0f0f0f         @ X q4: & L6
    eor     r6, lr, lr, ror #24         @ X q5: z ^ ror(z, 24)
    eor     r7, r5, r7, ror #16         @ q0' ^= X2 t0
    eor     r1, r1, r10                 @ X q4 = D6(z) (byte ror 6: ror #6)
    eor     r12, r12, r2                @ q3' ^= t7
    and     r6, r6, #0x0f0f0f0f         @ X q5: & L6
    eor     r8, r8, r2                  @ q1' ^= t7
    eor     r5, r6, lr                  @ X q5 = D6(z) (byte ror 6: ror #6)
    eor     r12, r12, r0, ror #16       @ q3' ^= X2 t3
    eor     r6, r4, r4, ror #24         @ X q6: z ^ ror(z, 24)
    eor     r0, r0, r1, ror #12         @ q4' = t3 ^ X q4
    and     r6, r6, #0x0f0f0f0f         @ X q6: & L6
    eor     r9, r8, r9, ror #16         @ q1' ^= X2 t1
    eor     r6, r6, r4                  @ X q6 = D6(z) (byte ror 6: ror #6)
    eor     lr, lr, r5, ror #12         @ t5 = q5 ^ X q5
    eor     r0, r0, r2                  @ q4' ^= t7
    eor     r8, r4, r6, ror #12         @ t6 = q6 ^ X q6
    eor     r10, r10, r1, ror #12       @ t4 = q4 ^ X q4
    eor     r3, r8, r3, ror #12         @ q7' = t6 ^ X q7
    eor     r5, r10, r5, ror #12        @ q5' = t4 ^ X q5
    eor     r4, lr, r6, ror #12         @ q6' = t5 ^ X q6
    eor     r2, r3, r2, ror #16         @ q7' ^= X2 t7
    eor     r1, r5, lr, ror #16         @ q5' ^= X2 t5
    eor     r0, r0, r10, ror #16        @ q4' ^= X2 t4
    eor     r8, r4, r8, ror #16         @ q6' ^= X2 t6
    @ round 4i + 3: skew 3
    ldr     r3, [sp, #FR_RKP]           @ key pointer
    ldr     r4, [r3, #64]               @ rk word 0
    ldr     r6, [r3, #84]               @ rk word 5
    ldr     r10, [r3, #88]              @ rk word 6
    ldr     lr, [r3, #72]               @ rk word 2
    eor     r5, r7, r4                  @ q0 ^= rk[0]
    eor     r1, r1, r6                  @ q5 ^= rk[5]
    eor     r8, r8, r10                 @ q6 ^= rk[6]
    eor     r11, r11, lr                @ q2 ^= rk[2]
    ldr     r4, [r3, #76]               @ rk word 3
    ldr     r7, [r3, #80]               @ rk word 4
    ldr     r6, [r3, #68]               @ rk word 1
    ldr     r10, [r3, #92]              @ rk word 7
    eor     r12, r12, r4                @ q3 ^= rk[3]
    eor     r0, r0, r7                  @ q4 ^= rk[4]
    eor     r9, r9, r6                  @ q1 ^= rk[1]
    eor     r2, r2, r10                 @ q7 ^= rk[7]
    eor     lr, r2, r9                  @ y13 = U0 ^ U6
    eor     r4, r0, r11                 @ y14 = U3 ^ U5
    eor     r7, lr, r4                  @ y12 = y13 ^ y14
    eor     r6, r2, r11                 @ y8 = U0 ^ U5
    eor     r12, r12, r7                @ t1 = U4 ^ y12
    eor     r10, r12, r11               @ y15 = t1 ^ U5
    and     r11, r7, r10                @ t2 = y12 & y15
    eor     r1, r8, r1                  @ t0 = U1 ^ U2
    eor     r3, r1, r5                  @ y1 = t0 ^ U7
    eor     r9, r3, r9                  @ y5 = y1 ^ U6
    eor     r12, r12, r8                @ y20 = t1 ^ U1
    eor     r8, r10, r1                 @ y10 = y15 ^ t0
    str     r7, [sp, #32]               @ spill y12
    eor     r7, r10, r5                 @ y6 = y15 ^ U7
    str     r10, [sp, #36]              @ spill y15
    eor     r10, r9, r6                 @ y3 = y5 ^ y8
    str     r6, [sp, #40]               @ spill y8
    and     r6, r10, r7                 @ t3 = y3 & y6
    str     r7, [sp, #44]               @ spill y6
    and     r7, r9, r3                  @ t8 = y5 & y1
    str     r9, [sp, #48]               @ spill y5
    eor     r9, r3, r0                  @ y4 = y1 ^ U3
    str     r10, [sp, #52]              @ spill y3
    eor     r10, r3, r2                 @ y2 = y1 ^ U0
    str     r3, [sp, #56]               @ spill y1
    and     r3, r9, r5                  @ t5 = y4 & U7
    eor     r0, r2, r0                  @ y9 = U0 ^ U3
    str     r9, [sp, #60]               @ spill y4
    eor     r9, r12, r0                 @ y11 = y20 ^ y9
    eor     r6, r6, r11                 @ t4 = t3 ^ t2
    eor     r3, r3, r11                 @ t6 = t5 ^ t2
    eor     r11, r5, r9                 @ y7 = U7 ^ y11
    eor     r1, r1, r9                  @ y16 = t0 ^ y11
    str     r5, [sp, #64]               @ spill u0
    and     r5, r10, r11                @ t10 = y2 & y7
    str     r11, [sp, #68]              @ spill y7
    and     r11, lr, r1                 @ t7 = y13 & y16
    str     r10, [sp, #72]              @ spill y2
    eor     r10, r8, r9                 @ y17 = y10 ^ y11
    eor     r5, r5, r11                 @ t11 = t10 ^ t7
    eor     r7, r7, r11                 @ t9 = t8 ^ t7
    and     r11, r4, r10                @ t13 = y14 & y17
    str     r4, [sp, #76]               @ spill y14
    and     r4, r0, r9                  @ t12 = y9 & y11
    eor     r2, r2, r1                  @ y18 = U0 ^ y16
    eor     r11, r11, r4                @ t14 = t13 ^ t12
    eor     r6, r6, r11                 @ t17 = t4 ^ t14
    eor     r7, r7, r11                 @ t19 = t9 ^ t14
    eor     r11, lr, r1                 @ y21 = y13 ^ y16
    eor     r12, r6, r12                @ t21 = t17 ^ y20
    eor     r7, r7, r11                 @ t23 = t19 ^ y21
    ldr     r6, [sp, #40]               @ reload y8
    and     r11, r6, r8                 @ t15 = y8 & y10
    eor     r4, r11, r4                 @ t16 = t15 ^ t12
    and     r11, r12, r7                @ t26 = t21 & t23
    eor     r5, r5, r4                  @ t20 = t11 ^ t16
    eor     r3, r3, r4                  @ t18 = t6 ^ t16
    eor     r4, r8, r6                  @ y19 = y10 ^ y8
    eor     r2, r5, r2                  @ t24 = t20 ^ y18
    eor     r3, r3, r4                  @ t22 = t18 ^ y19
    eor     r5, r7, r2                  @ t30 = t23 ^ t24
    eor     r4, r3, r11                 @ t31 = t22 ^ t26
    and     r5, r4, r5                  @ t32 = t31 & t30
    eor     r4, r5, r2                  @ t33 = t32 ^ t24
    eor     r11, r2, r11                @ t27 = t24 ^ t26
    eor     r5, r11, r4                 @ t35 = t27 ^ t33
    and     r2, r2, r5                  @ t36 = t24 & t35
    eor     r12, r12, r3                @ t25 = t21 ^ t22
    eor     r5, r11, r2                 @ t38 = t27 ^ t36
    and     r11, r12, r11               @ t28 = t25 & t27
    eor     r7, r7, r4                  @ t34 = t23 ^ t33
    eor     r2, r2, r7                  @ t37 = t36 ^ t34
    eor     r3, r11, r3                 @ t29 = t28 ^ t22
    and     r5, r3, r5                  @ t39 = t29 & t38
    eor     r12, r12, r5                @ t40 = t25 ^ t39
    eor     r7, r3, r12                 @ t43 = t29 ^ t40
    and     lr, r7, lr                  @ z12 = t43 & y13
    eor     r11, r3, r4                 @ t42 = t29 ^ t33
    eor     r5, r12, r2                 @ t41 = t40 ^ t37
    and     r9, r11, r9                 @ z6 = t42 & y11
    and     r1, r7, r1                  @ z3 = t43 & y16
    eor     r7, r4, r2                  @ t44 = t33 ^ t37
    and     r0, r11, r0                 @ z15 = t42 & y9
    eor     r11, r11, r5                @ t45 = t42 ^ t41
    and     r10, r11, r10               @ z7 = t45 & y17
    eor     r9, r9, r10                 @ t54 = z6 ^ z7
    and     r8, r5, r8                  @ z8 = t41 & y10
    and     r6, r5, r6                  @ z17 = t41 & y8
    eor     r10, r10, r8                @ t52 = z7 ^ z8
    ldr     r5, [sp, #36]               @ reload y15
    eor     r9, r1, r9                  @ t59 = z3 ^ t54
    and     r8, r7, r5                  @ z0 = t44 & y15
    eor     r5, r8, r1                  @ t53 = z0 ^ z3
    ldr     r8, [sp, #76]               @ reload y14
    ldr     r1, [sp, #52]               @ reload y3
    and     r11, r11, r8                @ z16 = t45 & y14
    and     r8, r2, r1                  @ z10 = t37 & y3
    eor     r0, r0, r11                 @ t46 = z15 ^ z16
    ldr     r1, [sp, #32]               @ reload y12
    eor     r6, r11, r6                 @ t55 = z16 ^ z17
    and     r7, r7, r1                  @ z9 = t44 & y12
    ldr     r1, [sp, #72]               @ reload y2
    ldr     r11, [sp, #48]              @ reload y5
    and     r1, r3, r1                  @ z14 = t29 & y2
    str     r2, [sp, #72]               @ spill t37
    ldr     r2, [sp, #68]               @ reload y7
    eor     r7, r7, r8                  @ t49 = z9 ^ z10
    and     r3, r3, r2                  @ z5 = t29 & y7
    ldr     r2, [sp, #60]               @ reload y4
    and     r2, r4, r2                  @ z11 = t33 & y4
    eor     r8, r8, r2                  @ t47 = z10 ^ z11
    and     r2, r12, r11                @ z13 = t40 & y5
    eor     r2, r3, r2                  @ t48 = z5 ^ z13
    ldr     r11, [sp, #64]              @ reload u0
    and     r4, r4, r11                 @ z2 = t33 & U7
    eor     r11, r4, lr                 @ t50 = z2 ^ z12
    eor     r3, r4, r3                  @ t51 = z2 ^ z5
    ldr     r4, [sp, #56]               @ reload y1
    eor     r11, r11, r5                @ t57 = t50 ^ t53
    and     r12, r12, r4                @ z4 = t40 & y1
    eor     r4, r12, r0                 @ t58 = z4 ^ t46
    eor     lr, lr, r2                  @ t56 = z12 ^ t48
    eor     r10, r10, r4                @ t62 = t52 ^ t58
    eor     r0, r0, r11                 @ t60 = t46 ^ t57
    eor     r7, r7, r4                  @ t63 = t49 ^ t58
    eor     r2, r2, r0                  @ S7 = q0 = t48 ^ t60
    eor     r4, r9, r7                  @ S0 = q7 = t59 ^ t63
    eor     r1, r1, r11                 @ t61 = z14 ^ t57
    eor     r12, r12, r9                @ t64 = z4 ^ t59
    ldr     r0, [sp, #72]               @ reload t37
    ldr     r11, [sp, #44]              @ reload y6
    eor     r1, r1, r10                 @ t65 = t61 ^ t62
    and     r9, r0, r11                 @ z1 = t37 & y6
    eor     r8, r8, r1                  @ S5 = q2 = t47 ^ t65
    eor     r7, r9, r7                  @ t66 = z1 ^ t63
    eor     lr, lr, r10                 @ S6 = q1 = t56 ^ t62
    eor     r0, r2, r2, ror #24         @ X q0: z ^ ror(z, 24)
    eor     r5, r5, r7                  @ S3 = q4 = t53 ^ t66
    eor     r11, r4, r4, ror #24        @ X q7: z ^ ror(z, 24)
    and     r9, r0, #0x3f3f3f3f         @ X q0: & L6
    eor     r10, r8, r8, ror #24        @ X q2: z ^ ror(z, 24)
    eor     r0, r9, r2                  @ X q0 = D6(z) (byte ror 6: ror #6)
    eor     r1, r12, r1                 @ t67 = t64 ^ t65
    eor     r2, r2, r0, ror #14         @ t0 = q0 ^ X q0
    eor     r9, lr, lr, ror #24         @ X q1: z ^ ror(z, 24)
    and     r11, r11, #0x3f3f3f3f       @ X q7: & L6
    eor     r6, r6, r1                  @ S2 = q5 = t55 ^ t67
    and     r9, r9, #0x3f3f3f3f         @ X q1: & L6
    eor     r1, r9, lr                  @ X q1 = D6(z) (byte ror 6: ror #6)
    eor     r3, r3, r7                  @ S4 = q3 = t51 ^ t66
    eor     r11, r11, r4                @ X q7 = D6(z) (byte ror 6: ror #6)
    eor     r9, lr, r1, ror #14         @ t1 = q1 ^ X q1
    eor     r7, r3, r3, ror #24         @ X q3: z ^ ror(z, 24)
    eor     r4, r4, r11, ror #14        @ t7 = q7 ^ X q7
    and     lr, r7, #0x3f3f3f3f         @ X q3: & L6
    eor     r1, r2, r1, ror #14         @ q1' = t0 ^ X q1
    eor     r7, r9, r9, ror #24         @ X2 t1: z ^ ror(z, 24)
    and     r10, r10, #0x3f3f3f3f       @ X q2: & L6
    and     r7, r7, #0x0f0f0f0f         @ X2 t1: & L4
    eor     r0, r4, r0, ror #14         @ q0' = t7 ^ X q0
    eor     lr, lr, r3                  @ X q3 = D6(z) (byte ror 6: ror #6)
    eor     r1, r1, r4                  @ q1' ^= t7
    eor     r10, r10, r8                @ X q2 = D6(z) (byte ror 6: ror #6)
    eor     r7, r7, r9                  @ X2 t1 = D4(z) (byte ror 4: ror #4)
    eor     r9, r9, r10, ror #14        @ q2' = t1 ^ X q2
    eor     r8, r8, r10, ror #14        @ t2 = q2 ^ X q2
    eor     r1, r1, r7, ror #20         @ q1' ^= X2 t1
    eor     r10, r2, r2, ror #24        @ X2 t0: z ^ ror(z, 24)
    eor     r12, r12, r5                @ S1 = q6 = t64 ^ S3
    and     r7, r10, #0x0f0f0f0f        @ X2 t0: & L4
    eor     r2, r7, r2                  @ X2 t0 = D4(z) (byte ror 4: ror #4)
    eor     r10, r8, r8, ror #24        @ X2 t2: z ^ ror(z, 24)
    eor     r7, r8, lr, ror #14         @ q3' = t2 ^ X q3
    eor     r3, r3, lr, ror #14         @ t3 = q3 ^ X q3
    eor     lr, r12, r12, ror #24       @ X q6: z ^ ror(z, 24)
    eor     r0, r0, r2, ror #20         @ q0' ^= X2 t0
    and     lr, lr, #0x3f3f3f3f         @ X q6: & L6
    and     r10, r10, #0x0f0f0f0f       @ X2 t2: & L4
    eor     r2, r3, r3, ror #24         @ X2 t3: z ^ ror(z, 24)
    eor     r8, r10, r8                 @ X2 t2 = D4(z) (byte ror 4: ror #4)
    eor     r10, r5, r5, ror #24        @ X q4: z ^ ror(z, 24)
    eor     r7, r7, r4                  @ q3' ^= t7
    and     r10, r10, #0x3f3f3f3f       @ X q4: & L6
    eor     r10, r10, r5                @ X q4 = D6(z) (byte ror 6: ror #6)
    eor     r9, r9, r8, ror #20         @ q2' ^= X2 t2
    and     r2, r2, #0x0f0f0f0f         @ X2 t3: & L4
    eor     lr, lr, r12                 @ X q6 = D6(z) (byte ror 6: ror #6)
    eor     r8, r2, r3                  @ X2 t3 = D4(z) (byte ror 4: ror #4)
    eor     r7, r7, r8, ror #20         @ q3' ^= X2 t3
    eor     r2, r4, r4, ror #24         @ X2 t7: z ^ ror(z, 24)
    eor     r5, r5, r10, ror #14        @ t4 = q4 ^ X q4
    eor     r3, r3, r10, ror #14        @ q4' = t3 ^ X q4
    eor     r12, r12, lr, ror #14       @ t6 = q6 ^ X q6
    eor     r8, r3, r4                  @ q4' ^= t7
    eor     r10, r6, r6, ror #24        @ X q5: z ^ ror(z, 24)
    and     r2, r2, #0x0f0f0f0f         @ X2 t7: & L4
    eor     r3, r5, r5, ror #24         @ X2 t4: z ^ ror(z, 24)
    and     r10, r10, #0x3f3f3f3f       @ X q5: & L6
    eor     r10, r10, r6                @ X q5 = D6(z) (byte ror 6: ror #6)
    eor     r11, r12, r11, ror #14      @ q7' = t6 ^ X q7
    and     r3, r3, #0x0f0f0f0f         @ X2 t4: & L4
    eor     r4, r2, r4                  @ X2 t7 = D4(z) (byte ror 4: ror #4)
    eor     r6, r6, r10, ror #14        @ t5 = q5 ^ X q5
    eor     r3, r3, r5                  @ X2 t4 = D4(z) (byte ror 4: ror #4)
    eor     r11, r11, r4, ror #20       @ q7' ^= X2 t7
    eor     r2, r5, r10, ror #14        @ q5' = t4 ^ X q5
    eor     r4, r12, r12, ror #24       @ X2 t6: z ^ ror(z, 24)
    eor     lr, r6, lr, ror #14         @ q6' = t5 ^ X q6
    eor     r8, r8, r3, ror #20         @ q4' ^= X2 t4
    and     r5, r4, #0x0f0f0f0f         @ X2 t6: & L4
    eor     r10, r5, r12                @ X2 t6 = D4(z) (byte ror 4: ror #4)
    eor     r3, r6, r6, ror #24         @ X2 t5: z ^ ror(z, 24)
    eor     lr, lr, r10, ror #20        @ q6' ^= X2 t6
    and     r4, r3, #0x0f0f0f0f         @ X2 t5: & L4
    eor     r5, r4, r6                  @ X2 t5 = D4(z) (byte ror 4: ror #4)
    eor     r2, r2, r5, ror #20         @ q5' ^= X2 t5
    bcs     .Lenc_exit3
    @ round 4i + 4: skew 0
    ldr     r3, [sp, #FR_RKP]           @ key pointer
    ldr     r4, [r3, #116]              @ rk word 5
    ldr     r5, [r3, #112]              @ rk word 4
    ldr     r10, [r3, #124]             @ rk word 7
    ldr     r12, [r3, #120]             @ rk word 6
    eor     r2, r2, r4                  @ q5 ^= rk[5]
    eor     r6, r8, r5                  @ q4 ^= rk[4]
    eor     r11, r11, r10               @ q7 ^= rk[7]
    eor     lr, lr, r12                 @ q6 ^= rk[6]
    ldr     r4, [r3, #100]              @ rk word 1
    ldr     r5, [r3, #104]              @ rk word 2
    ldr     r8, [r3, #96]               @ rk word 0
    ldr     r10, [r3, #108]             @ rk word 3
    eor     r1, r1, r4                  @ q1 ^= rk[1]
    eor     r9, r9, r5                  @ q2 ^= rk[2]
    eor     r0, r0, r8                  @ q0 ^= rk[0]
    eor     r7, r7, r10                 @ q3 ^= rk[3]
    eor     r12, r6, r9                 @ y14 = U3 ^ U5
    eor     r2, lr, r2                  @ t0 = U1 ^ U2
    eor     r4, r11, r1                 @ y13 = U0 ^ U6
    eor     r5, r4, r12                 @ y12 = y13 ^ y14
    eor     r8, r7, r5                  @ t1 = U4 ^ y12
    eor     r10, r2, r0                 @ y1 = t0 ^ U7
    eor     lr, r8, lr                  @ y20 = t1 ^ U1
    eor     r7, r10, r6                 @ y4 = y1 ^ U3
    eor     r8, r8, r9                  @ y15 = t1 ^ U5
    and     r3, r7, r0                  @ t5 = y4 & U7
    eor     r1, r10, r1                 @ y5 = y1 ^ U6
    str     r7, [sp, #32]               @ spill y4
    and     r7, r5, r8                  @ t2 = y12 & y15
    eor     r9, r11, r9                 @ y8 = U0 ^ U5
    str     r5, [sp, #36]               @ spill y12
    and     r5, r1, r10                 @ t8 = y5 & y1
    eor     r3, r3, r7                  @ t6 = t5 ^ t2
    str     r10, [sp, #40]              @ spill y1
    eor     r10, r1, r9                 @ y3 = y5 ^ y8
    eor     r6, r11, r6                 @ y9 = U0 ^ U3
    str     r1, [sp, #44]               @ spill y5
    eor     r1, r8, r0                  @ y6 = y15 ^ U7
    str     r11, [sp, #48]              @ spill u7
    eor     r11, r8, r2                 @ y10 = y15 ^ t0
    str     r8, [sp, #52]               @ spill y15
    and     r8, r10, r1                 @ t3 = y3 & y6
    str     r1, [sp, #56]               @ spill y6
    eor     r1, lr, r6                  @ y11 = y20 ^ y9
    str     r10, [sp, #60]              @ spill y3
    and     r10, r6, r1                 @ t12 = y9 & y11
    eor     r7, r8, r7                  @ t4 = t3 ^ t2
    eor     r8, r11, r1                 @ y17 = y10 ^ y11
    str     r6, [sp, #64]               @ spill y9
    and     r6, r12, r8                 @ t13 = y14 & y17
    eor     r6, r6, r10                 @ t14 = t13 ^ t12
    eor     r7, r7, r6                  @ t17 = t4 ^ t14
    eor     r2, r2, r1                  @ y16 = t0 ^ y11
    str     r12, [sp, #68]              @ spill y14
    and     r12, r9, r11                @ t15 = y8 & y10
    str     r8, [sp, #72]               @ spill y17
    eor     r8, r4, r2                  @ y21 = y13 ^ y16
    eor     r10, r12, r10               @ t16 = t15 ^ t12
    and     r12, r4, r2                 @ t7 = y13 & y16
    eor     r3, r3, r10                 @ t18 = t6 ^ t16
    eor     lr, r7, lr                  @ t21 = t17 ^ y20
    eor     r7, r11, r9                 @ y19 = y10 ^ y8
    eor     r5, r5, r12                 @ t9 = t8 ^ t7
    eor     r6, r5, r6                  @ t19 = t9 ^ t14
    eor     r5, r0, r1                  @ y7 = U7 ^ y11
    eor     r3, r3, r7                  @ t22 = t18 ^ y19
    eor     r8, r6, r8                  @ t23 = t19 ^ y21
    ldr     r7, [sp, #40]               @ reload y1
    ldr     r6, [sp, #48]               @ reload u7
    str     r4, [sp, #76]               @ spill y13
    eor     r4, r7, r6                  @ y2 = y1 ^ U0
    and     r7, r4, r5                  @ t10 = y2 & y7
    eor     r6, r6, r2                  @ y18 = U0 ^ y16
    eor     r12, r7, r12                @ t11 = t10 ^ t7
    eor     r10, r12, r10               @ t20 = t11 ^ t16
    and     r7, lr, r8                  @ t26 = t21 & t23
    eor     r12, r3, r7                 @ t31 = t22 ^ t26
    eor     r6, r10, r6                 @ t24 = t20 ^ y18
    eor     r7, r6, r7                  @ t27 = t24 ^ t26
    eor     r10, r8, r6                 @ t30 = t23 ^ t24
    eor     lr, lr, r3                  @ t25 = t21 ^ t22
    and     r12, r12, r10               @ t32 = t31 & t30
    eor     r10, r12, r6                @ t33 = t32 ^ t24
    eor     r12, r7, r10                @ t35 = t27 ^ t33
    and     r6, r6, r12                 @ t36 = t24 & t35
    and     r12, lr, r7                 @ t28 = t25 & t27
    eor     r7, r7, r6                  @ t38 = t27 ^ t36
    eor     r8, r8, r10                 @ t34 = t23 ^ t33
    eor     r3, r12, r3                 @ t29 = t28 ^ t22
    and     r7, r3, r7                  @ t39 = t29 & t38
    eor     lr, lr, r7                  @ t40 = t25 ^ t39
    and     r0, r10, r0                 @ z2 = t33 & U7
    and     r5, r3, r5                  @ z5 = t29 & y7
    eor     r12, r3, lr                 @ t43 = t29 ^ t40
    eor     r6, r6, r8                  @ t37 = t36 ^ t34
    eor     r7, r10, r6                 @ t44 = t33 ^ t37
    eor     r8, lr, r6                  @ t41 = t40 ^ t37
    and     r2, r12, r2                 @ z3 = t43 & y16
    and     r11, r8, r11                @ z8 = t41 & y10
    str     r6, [sp, #48]               @ spill t37
    eor     r6, r3, r10                 @ t42 = t29 ^ t33
    and     r4, r3, r4                  @ z14 = t29 & y2
    and     r9, r8, r9                  @ z17 = t41 & y8
    eor     r3, r6, r8                  @ t45 = t42 ^ t41
    ldr     r8, [sp, #72]               @ reload y17
    and     r1, r6, r1                  @ z6 = t42 & y11
    and     r8, r3, r8                  @ z7 = t45 & y17
    eor     r11, r8, r11                @ t52 = z7 ^ z8
    eor     r1, r1, r8                  @ t54 = z6 ^ z7
    ldr     r8, [sp, #68]               @ reload y14
    eor     r1, r2, r1                  @ t59 = z3 ^ t54
    and     r3, r3, r8                  @ z16 = t45 & y14
    ldr     r8, [sp, #52]               @ reload y15
    eor     r9, r3, r9                  @ t55 = z16 ^ z17
    and     r8, r7, r8                  @ z0 = t44 & y15
    eor     r8, r8, r2                  @ t53 = z0 ^ z3
    ldr     r2, [sp, #64]               @ reload y9
    and     r6, r6, r2                  @ z15 = t42 & y9
    ldr     r2, [sp, #36]               @ reload y12
    eor     r6, r6, r3                  @ t46 = z15 ^ z16
    and     r7, r7, r2                  @ z9 = t44 & y12
    ldr     r2, [sp, #76]               @ reload y13
    ldr     r3, [sp, #44]               @ reload y5
    and     r12, r12, r2                @ z12 = t43 & y13
    eor     r2, r0, r12                 @ t50 = z2 ^ z12
    and     r3, lr, r3                  @ z13 = t40 & y5
    eor     r2, r2, r8                  @ t57 = t50 ^ t53
    eor     r0, r0, r5                  @ t51 = z2 ^ z5
    eor     r4, r4, r2                  @ t61 = z14 ^ t57
    eor     r2, r6, r2                  @ t60 = t46 ^ t57
    eor     r3, r5, r3                  @ t48 = z5 ^ z13
    ldr     r5, [sp, #40]               @ reload y1
    eor     r12, r12, r3                @ t56 = z12 ^ t48
    and     lr, lr, r5                  @ z4 = t40 & y1
    eor     r6, lr, r6                  @ t58 = z4 ^ t46
    eor     r11, r11, r6                @ t62 = t52 ^ t58
    eor     r5, r12, r11                @ S6 = q1 = t56 ^ t62
    eor     r2, r3, r2                  @ S7 = q0 = t48 ^ t60
    eor     r4, r4, r11                 @ t65 = t61 ^ t62
    ldr     r12, [sp, #48]              @ reload t37
    ldr     r3, [sp, #60]               @ reload y3
    eor     lr, lr, r1                  @ t64 = z4 ^ t59
    and     r11, r12, r3                @ z10 = t37 & y3
    ldr     r3, [sp, #56]               @ reload y6
    eor     r7, r7, r11                 @ t49 = z9 ^ z10
    and     r12, r12, r3                @ z1 = t37 & y6
    ldr     r3, [sp, #32]               @ reload y4
    eor     r6, r7, r6                  @ t63 = t49 ^ t58
    and     r10, r10, r3                @ z11 = t33 & y4
    eor     r12, r12, r6                @ t66 = z1 ^ t63
    eor     r11, r11, r10               @ t47 = z10 ^ z11
    eor     r8, r8, r12                 @ S3 = q4 = t53 ^ t66
    eor     r3, r5, r5, ror #8          @ t1 = q1 ^ X q1
    eor     r7, lr, r4                  @ t67 = t64 ^ t65
    eor     r10, lr, r8                 @ S1 = q6 = t64 ^ S3
    eor     r6, r1, r6                  @ S0 = q7 = t59 ^ t63
    eor     lr, r6, r6, ror #8          @ t7 = q7 ^ X q7
    eor     r0, r0, r12                 @ S4 = q3 = t51 ^ t66
    eor     r1, lr, r2, ror #8          @ q0' = t7 ^ X q0
    eor     r9, r9, r7                  @ S2 = q5 = t55 ^ t67
    eor     r2, r2, r2, ror #8          @ t0 = q0 ^ X q0
    eor     r12, r9, r9, ror #8         @ t5 = q5 ^ X q5
    eor     r11, r11, r4                @ S5 = q2 = t47 ^ t65
    eor     r5, r2, r5, ror #8          @ q1' = t0 ^ X q1
    eor     r7, r11, r11, ror #8        @ t2 = q2 ^ X q2
    eor     r4, r10, r10, ror #8        @ t6 = q6 ^ X q6
    eor     r1, r1, r2, ror #16         @ q0' ^= X2 t0
    eor     r10, r12, r10, ror #8       @ q6' = t5 ^ X q6
    eor     r2, r0, r0, ror #8          @ t3 = q3 ^ X q3
    eor     r5, r5, lr                  @ q1' ^= t7
    eor     r10, r10, r4, ror #16       @ q6' ^= X2 t6
    eor     r0, r7, r0, ror #8          @ q3' = t2 ^ X q3
    eor     r6, r4, r6, ror #8          @ q7' = t6 ^ X q7
    eor     r0, r0, lr                  @ q3' ^= t7
    eor     r4, r8, r8, ror #8          @ t4 = q4 ^ X q4
    eor     r8, r2, r8, ror #8          @ q4' = t3 ^ X q4
    eor     r6, r6, lr, ror #16         @ q7' ^= X2 t7
    eor     r8, r8, lr                  @ q4' ^= t7
    eor     r0, r0, r2, ror #16         @ q3' ^= X2 t3
    eor     r9, r4, r9, ror #8          @ q5' = t4 ^ X q5
    eor     r11, r3, r11, ror #8        @ q2' = t1 ^ X q2
    eor     r4, r8, r4, ror #16         @ q4' ^= X2 t4
    eor     r12, r9, r12, ror #16       @ q5' ^= X2 t5
    eor     r2, r11, r7, ror #16        @ q2' ^= X2 t2
    eor     r5, r5, r3, ror #16         @ q1' ^= X2 t1
    @ next loop pass
    ldr     r3, [sp, #FR_RKP]
    ldr     r7, [sp, #FR_LIM]
    add     r3, r3, #128
    str     r3, [sp, #FR_RKP]           @ rkp += 128
    cmp     r3, r7
    @ registers as at .Lenc_pass
    mov     r3, r0
    mov     r0, r1
    mov     r1, r5
    mov     r5, r12
    mov     r7, r6
    mov     r6, r10
    b       .Lenc_pass
.Lenc_exit3:
    @ AES-192: last MixColumns in round 4i + 3
    mov     r12, r0
    mov     r0, r1
    mov     r1, r9
    mov     r4, r2
    mov     r2, r11
    mov     r9, r7
    mov     r7, lr
    mov     lr, r8
    mov     r8, r9
    b       .Lenc_exit1
.Lenc_exit1:
    @ round nr (keys at last + 32, + 64)
    ldr     r3, [sp, #FR_LAST]          @ key pointer
    ldr     r5, [r3, #32]               @ rk word 0
    ldr     r9, [r3, #56]               @ rk word 6
    ldr     r10, [r3, #40]              @ rk word 2
    ldr     r11, [r3, #52]              @ rk word 5
    eor     r6, r12, r5                 @ q0 ^= rk[0]
    eor     r7, r7, r9                  @ q6 ^= rk[6]
    eor     r1, r1, r10                 @ q2 ^= rk[2]
    eor     r4, r4, r11                 @ q5 ^= rk[5]
    eor     r5, r7, r4                  @ t0 = U1 ^ U2
    ldr     r12, [r3, #36]              @ rk word 1
    ldr     r9, [r3, #60]               @ rk word 7
    ldr     r11, [r3, #44]              @ rk word 3
    ldr     r4, [r3, #48]               @ rk word 4
    eor     r0, r0, r12                 @ q1 ^= rk[1]
    eor     r2, r2, r9                  @ q7 ^= rk[7]
    eor     r10, r2, r1                 @ y8 = U0 ^ U5
    eor     r8, r8, r11                 @ q3 ^= rk[3]
    eor     lr, lr, r4                  @ q4 ^= rk[4]
    eor     r12, r2, r0                 @ y13 = U0 ^ U6
    eor     r9, lr, r1                  @ y14 = U3 ^ U5
    eor     r11, r5, r6                 @ y1 = t0 ^ U7
    eor     r4, r12, r9                 @ y12 = y13 ^ y14
    eor     r8, r8, r4                  @ t1 = U4 ^ y12
    eor     r1, r8, r1                  @ y15 = t1 ^ U5
    eor     r3, r1, r6                  @ y6 = y15 ^ U7
    eor     r7, r8, r7                  @ y20 = t1 ^ U1
    eor     r0, r11, r0                 @ y5 = y1 ^ U6
    and     r8, r4, r1                  @ t2 = y12 & y15
    str     r4, [sp, #32]               @ spill y12
    eor     r4, r0, r10                 @ y3 = y5 ^ y8
    str     r10, [sp, #36]              @ spill y8
    and     r10, r4, r3                 @ t3 = y3 & y6
    str     r3, [sp, #40]               @ spill y6
    eor     r3, r11, lr                 @ y4 = y1 ^ U3
    str     r4, [sp, #44]               @ spill y3
    and     r4, r0, r11                 @ t8 = y5 & y1
    str     r0, [sp, #48]               @ spill y5
    and     r0, r3, r6                  @ t5 = y4 & U7
    eor     r10, r10, r8                @ t4 = t3 ^ t2
    str     r3, [sp, #52]               @ spill y4
    eor     r3, r11, r2                 @ y2 = y1 ^ U0
    eor     lr, r2, lr                  @ y9 = U0 ^ U3
    str     r11, [sp, #56]              @ spill y1
    eor     r11, r7, lr                 @ y11 = y20 ^ y9
    eor     r0, r0, r8                  @ t6 = t5 ^ t2
    eor     r8, r1, r5                  @ y10 = y15 ^ t0
    str     r1, [sp, #60]               @ spill y15
    eor     r1, r6, r11                 @ y7 = U7 ^ y11
    str     r6, [sp, #64]               @ spill u0
    and     r6, r3, r1                  @ t10 = y2 & y7
    str     r3, [sp, #68]               @ spill y2
    eor     r3, r8, r11                 @ y17 = y10 ^ y11
    eor     r5, r5, r11                 @ y16 = t0 ^ y11
    str     r1, [sp, #72]               @ spill y7
    and     r1, r9, r3                  @ t13 = y14 & y17
    str     r3, [sp, #76]               @ spill y17
    and     r3, lr, r11                 @ t12 = y9 & y11
    eor     r1, r1, r3                  @ t14 = t13 ^ t12
    eor     r10, r10, r1                @ t17 = t4 ^ t14
    eor     r7, r10, r7                 @ t21 = t17 ^ y20
    and     r10, r12, r5                @ t7 = y13 & y16
    eor     r4, r4, r10                 @ t9 = t8 ^ t7
    eor     r1, r4, r1                  @ t19 = t9 ^ t14
    eor     r6, r6, r10                 @ t11 = t10 ^ t7
    ldr     r4, [sp, #36]               @ reload y8
    eor     r2, r2, r5                  @ y18 = U0 ^ y16
    and     r10, r4, r8                 @ t15 = y8 & y10
    eor     r3, r10, r3                 @ t16 = t15 ^ t12
    eor     r0, r0, r3                  @ t18 = t6 ^ t16
    eor     r10, r8, r4                 @ y19 = y10 ^ y8
    eor     r6, r6, r3                  @ t20 = t11 ^ t16
    eor     r3, r12, r5                 @ y21 = y13 ^ y16
    eor     r1, r1, r3                  @ t23 = t19 ^ y21
    and     r3, r7, r1                  @ t26 = t21 & t23
    eor     r2, r6, r2                  @ t24 = t20 ^ y18
    eor     r0, r0, r10                 @ t22 = t18 ^ y19
    eor     r6, r1, r2                  @ t30 = t23 ^ t24
    eor     r10, r0, r3                 @ t31 = t22 ^ t26
    and     r6, r10, r6                 @ t32 = t31 & t30
    eor     r3, r2, r3                  @ t27 = t24 ^ t26
    eor     r6, r6, r2                  @ t33 = t32 ^ t24
    eor     r10, r3, r6                 @ t35 = t27 ^ t33
    eor     r1, r1, r6                  @ t34 = t23 ^ t33
    eor     r7, r7, r0                  @ t25 = t21 ^ t22
    and     r2, r2, r10                 @ t36 = t24 & t35
    eor     r1, r2, r1                  @ t37 = t36 ^ t34
    and     r10, r7, r3                 @ t28 = t25 & t27
    eor     r2, r3, r2                  @ t38 = t27 ^ t36
    eor     r0, r10, r0                 @ t29 = t28 ^ t22
    eor     r3, r0, r6                  @ t42 = t29 ^ t33
    and     r2, r0, r2                  @ t39 = t29 & t38
    eor     r7, r7, r2                  @ t40 = t25 ^ t39
    eor     r10, r7, r1                 @ t41 = t40 ^ t37
    eor     r2, r0, r7                  @ t43 = t29 ^ t40
    and     r8, r10, r8                 @ z8 = t41 & y10
    and     r12, r2, r12                @ z12 = t43 & y13
    and     r4, r10, r4                 @ z17 = t41 & y8
    eor     r10, r3, r10                @ t45 = t42 ^ t41
    and     r9, r10, r9                 @ z16 = t45 & y14
    and     r5, r2, r5                  @ z3 = t43 & y16
    and     r11, r3, r11                @ z6 = t42 & y11
    ldr     r2, [sp, #76]               @ reload y17
    and     lr, r3, lr                  @ z15 = t42 & y9
    and     r10, r10, r2                @ z7 = t45 & y17
    eor     r2, r6, r1                  @ t44 = t33 ^ t37
    ldr     r3, [sp, #64]               @ reload u0
    eor     r11, r11, r10               @ t54 = z6 ^ z7
    and     r3, r6, r3                  @ z2 = t33 & U7
    str     r6, [sp, #64]               @ spill t33
    ldr     r6, [sp, #56]               @ reload y1
    eor     r11, r5, r11                @ t59 = z3 ^ t54
    and     r6, r7, r6                  @ z4 = t40 & y1
    eor     r4, r9, r4                  @ t55 = z16 ^ z17
    eor     lr, lr, r9                  @ t46 = z15 ^ z16
    eor     r8, r10, r8                 @ t52 = z7 ^ z8
    ldr     r9, [sp, #48]               @ reload y5
    ldr     r10, [sp, #60]              @ reload y15
    and     r7, r7, r9                  @ z13 = t40 & y5
    and     r9, r2, r10                 @ z0 = t44 & y15
    eor     r5, r9, r5                  @ t53 = z0 ^ z3
    ldr     r10, [sp, #72]              @ reload y7
    and     r9, r0, r10                 @ z5 = t29 & y7
    eor     r10, r3, r12                @ t50 = z2 ^ z12
    eor     r3, r3, r9                  @ t51 = z2 ^ z5
    eor     r7, r9, r7                  @ t48 = z5 ^ z13
    ldr     r9, [sp, #68]               @ reload y2
    eor     r12, r12, r7                @ t56 = z12 ^ t48
    and     r0, r0, r9                  @ z14 = t29 & y2
    eor     r9, r6, lr                  @ t58 = z4 ^ t46
    eor     r8, r8, r9                  @ t62 = t52 ^ t58
    eor     r10, r10, r5                @ t57 = t50 ^ t53
    eor     lr, lr, r10                 @ t60 = t46 ^ t57
    eor     r7, r7, lr                  @ S7 = q0 = t48 ^ t60
    ldr     lr, [sp, #32]               @ reload y12
    eor     r0, r0, r10                 @ t61 = z14 ^ t57
    and     r2, r2, lr                  @ z9 = t44 & y12
    ldr     lr, [sp, #44]               @ reload y3
    ldr     r10, [sp, #64]              @ reload t33
    and     lr, r1, lr                  @ z10 = t37 & y3
    eor     r2, r2, lr                  @ t49 = z9 ^ z10
    eor     r9, r2, r9                  @ t63 = t49 ^ t58
    ldr     r2, [sp, #52]               @ reload y4
    eor     r12, r12, r8                @ S6 = q1 = t56 ^ t62
    and     r10, r10, r2                @ z11 = t33 & y4
    eor     r0, r0, r8                  @ t65 = t61 ^ t62
    ldr     r2, [sp, #40]               @ reload y6
    eor     lr, lr, r10                 @ t47 = z10 ^ z11
    and     r1, r1, r2                  @ z1 = t37 & y6
    eor     r6, r6, r11                 @ t64 = z4 ^ t59
    eor     r8, r1, r9                  @ t66 = z1 ^ t63
    eor     r2, r6, r0                  @ t67 = t64 ^ t65
    eor     r5, r5, r8                  @ S3 = q4 = t53 ^ t66
    eor     r10, lr, r0                 @ S5 = q2 = t47 ^ t65
    ldr     r1, [sp, #FR_LAST]          @ key pointer
    eor     r4, r4, r2                  @ S2 = q5 = t55 ^ t67
    ldr     r0, [r1, #64]               @ rk word 0 (next key)
    ldr     lr, [r1, #80]               @ rk word 4 (next key)
    ldr     r2, [r1, #88]               @ rk word 6 (next key)
    eor     r7, r7, r0                  @ q0 ^= rk[8]
    eor     r6, r6, r5                  @ S1 = q6 = t64 ^ S3
    eor     r0, r5, lr                  @ q4 ^= rk[12]
    ldr     r5, [r1, #84]               @ rk word 5 (next key)
    ldr     lr, [r1, #92]               @ rk word 7 (next key)
    eor     r6, r6, r2                  @ q6 ^= rk[14]
    eor     r4, r4, r5                  @ q5 ^= rk[13]
    eor     r3, r3, r8                  @ S4 = q3 = t51 ^ t66
    eor     r11, r11, r9                @ S0 = q7 = t59 ^ t63
    eor     r2, r11, lr                 @ q7 ^= rk[15]
    ldr     r5, [r1, #72]               @ rk word 2 (next key)
    ldr     r8, [r1, #68]               @ rk word 1 (next key)
    ldr     r9, [r1, #76]               @ rk word 3 (next key)
    eor     r10, r10, r5                @ q2 ^= rk[10]
    eor     r12, r12, r8                @ q1 ^= rk[9]
    eor     r3, r3, r9                  @ q3 ^= rk[11]
    @ back to columns
    eor     r1, r12, r7, lsr #1         @ swapmove(q0, q1, 1)
    eor     r5, r3, r10, lsr #1         @ swapmove(q2, q3, 1)
    and     r1, r1, #0x55555555
    eor     r12, r12, r1
    eor     r7, r7, r1, lsl #1
    and     r5, r5, #0x55555555
    eor     r3, r3, r5
    eor     r10, r10, r5, lsl #1
    eor     r5, r4, r0, lsr #1          @ swapmove(q4, q5, 1)
    and     r5, r5, #0x55555555
    eor     r4, r4, r5
    eor     r0, r0, r5, lsl #1
    eor     r5, r2, r6, lsr #1          @ swapmove(q6, q7, 1)
    and     r5, r5, #0x55555555
    eor     r2, r2, r5
    eor     r6, r6, r5, lsl #1
    eor     r5, r10, r7, lsr #2         @ swapmove(q0, q2, 2)
    and     r5, r5, #0x33333333
    eor     r10, r10, r5
    eor     r7, r7, r5, lsl #2
    eor     r5, r3, r12, lsr #2         @ swapmove(q1, q3, 2)
    and     r5, r5, #0x33333333
    eor     r3, r3, r5
    eor     r12, r12, r5, lsl #2
    eor     r5, r6, r0, lsr #2          @ swapmove(q4, q6, 2)
    and     r5, r5, #0x33333333
    eor     r6, r6, r5
    eor     r0, r0, r5, lsl #2
    eor     r5, r2, r4, lsr #2          @ swapmove(q5, q7, 2)
    and     r5, r5, #0x33333333
    eor     r2, r2, r5
    eor     r4, r4, r5, lsl #2
    eor     r5, r0, r7, lsr #4          @ swapmove(q0, q4, 4)
    and     r5, r5, #0x0f0f0f0f
    eor     r0, r0, r5
    eor     r7, r7, r5, lsl #4
    eor     r5, r4, r12, lsr #4         @ swapmove(q1, q5, 4)
    and     r5, r5, #0x0f0f0f0f
    eor     r4, r4, r5
    eor     r12, r12, r5, lsl #4
    eor     r5, r6, r10, lsr #4         @ swapmove(q2, q6, 4)
    and     r5, r5, #0x0f0f0f0f
    eor     r6, r6, r5
    eor     r10, r10, r5, lsl #4
    eor     r5, r2, r3, lsr #4          @ swapmove(q3, q7, 4)
    and     r5, r5, #0x0f0f0f0f
    eor     r2, r2, r5
    eor     r3, r3, r5, lsl #4
    ldr     r1, [sp, #FR_NR]
    tst     r1, #2
    beq     .Lenc_store
    @ AES-128, AES-256: skew 2 left
    eor     r1, r7, r0                  @ bytes 1, 3 of q0 <-> q4
    and     r1, r1, #0xff00ff00
    eor     r7, r7, r1
    eor     r0, r0, r1
    eor     r1, r12, r4                 @ bytes 1, 3 of q1 <-> q5
    and     r1, r1, #0xff00ff00
    eor     r12, r12, r1
    eor     r4, r4, r1
    eor     r1, r10, r6                 @ bytes 1, 3 of q2 <-> q6
    and     r1, r1, #0xff00ff00
    eor     r10, r10, r1
    eor     r6, r6, r1
    eor     r1, r3, r2                  @ bytes 1, 3 of q3 <-> q7
    and     r1, r1, #0xff00ff00
    eor     r3, r3, r1
    eor     r2, r2, r1
.Lenc_store:
    @ store the pair
    ldr     r1, [sp, #FR_OUT]           @ out
    ldr     r5, [sp, #FR_N]             @ blocks left
    str     r7, [r1, #0]                @ block 0
    str     r10, [r1, #4]
    str     r0, [r1, #8]
    str     r6, [r1, #12]
    cmp     r5, #1
    beq     .Lenc_done
    @ block 1; advance
    str     r12, [r1, #16]              @ block 1
    str     r3, [r1, #20]
    str     r4, [r1, #24]
    str     r2, [r1, #28]
    ldr     r8, [sp, #FR_IN]
    add     r1, r1, #32
    sub     r5, r5, #2
    add     r8, r8, #32
    str     r1, [sp, #FR_OUT]           @ out += 32
    str     r8, [sp, #FR_IN]            @ in += 32
    str     r5, [sp, #FR_N]             @ blocks left -= 2
    b       .Lenc_pair
.Lenc_one:
    @ one block: block 1 = a copy of block 0 (a zero block would compute E_K(0))
    mov     r1, r0
    mov     r3, r2
    mov     r5, r4
    mov     r7, r6
    b       .Lenc_packed
.Lenc_done:
    @ zero the frame (spilled state) and r0-r3, r12, lr; free the frame
    mov     r0, #0
    mov     r1, #0
    mov     r2, #0
    mov     r3, #0
    mov     r12, #0
    mov     lr, #0
    stmia.w sp!, {r0, r1, r2, r3, r12, lr}
    stmia.w sp!, {r0, r1, r2, r3, r12, lr}
    stmia.w sp!, {r0, r1, r2, r3, r12, lr}
    stmia.w sp!, {r0, r1, r2}
    pop     {r4-r11, pc}
    .size   qzi_aes_ct_encrypt_armv8m, . - qzi_aes_ct_encrypt_armv8m

    .section .text.qz_fast.qzi_aes_ct_decrypt_armv8m,"ax",%progbits
    .global qzi_aes_ct_decrypt_armv8m
    .type   qzi_aes_ct_decrypt_armv8m, %function
    .p2align 2
    .thumb_func
qzi_aes_ct_decrypt_armv8m:
    push    {r4-r11, lr}
    sub     sp, sp, #FR_SIZE
    ldr     r4, [sp, #FR_SIZE + 36]     @ nblocks (5th argument)
    add     r5, r0, r1, lsl #5          @ rk + 32 nr
    sub     r6, r0, #64                 @ lim = rk - 64
    str     r0, [sp, #FR_RK]
    str     r6, [sp, #FR_LIM]
    str     r5, [sp, #FR_LAST]
    str     r1, [sp, #FR_NR]
    str     r2, [sp, #FR_OUT]
    str     r3, [sp, #FR_IN]
    str     r4, [sp, #FR_N]
.Ldec_pair:
    @ next pair of blocks
    ldr     r9, [sp, #FR_N]             @ blocks left
    ldr     r8, [sp, #FR_IN]            @ in
    cmp     r9, #1
    blo     .Ldec_done
    ldr     r0, [r8, #0]                @ block 0, column 0
    ldr     r2, [r8, #4]
    ldr     r4, [r8, #8]
    ldr     r6, [r8, #12]
    beq     .Ldec_one
    @ block 1
    ldr     r1, [r8, #16]               @ block 1, column 0
    ldr     r3, [r8, #20]
    ldr     r5, [r8, #24]
    ldr     r7, [r8, #28]
.Ldec_packed:
    @ AES-128, AES-256: skew 2
    ldr     r8, [sp, #FR_NR]
    tst     r8, #2
    beq     .Ldec_noskew
    eor     r8, r0, r4                  @ bytes 1, 3 of q0 <-> q4
    and     r8, r8, #0xff00ff00
    eor     r0, r0, r8
    eor     r4, r4, r8
    eor     r8, r1, r5                  @ bytes 1, 3 of q1 <-> q5
    and     r8, r8, #0xff00ff00
    eor     r1, r1, r8
    eor     r5, r5, r8
    eor     r8, r2, r6                  @ bytes 1, 3 of q2 <-> q6
    and     r8, r8, #0xff00ff00
    eor     r2, r2, r8
    eor     r6, r6, r8
    eor     r8, r3, r7                  @ bytes 1, 3 of q3 <-> q7
    and     r8, r8, #0xff00ff00
    eor     r3, r3, r8
    eor     r7, r7, r8
.Ldec_noskew:
    @ to the bitsliced form
    eor     r8, r1, r0, lsr #1          @ swapmove(q0, q1, 1)
    eor     r9, r3, r2, lsr #1          @ swapmove(q2, q3, 1)
    and     r8, r8, #0x55555555
    eor     r1, r1, r8
    eor     r0, r0, r8, lsl #1
    and     r9, r9, #0x55555555
    eor     r3, r3, r9
    eor     r2, r2, r9, lsl #1
    eor     r9, r5, r4, lsr #1          @ swapmove(q4, q5, 1)
    and     r9, r9, #0x55555555
    eor     r5, r5, r9
    eor     r4, r4, r9, lsl #1
    eor     r9, r7, r6, lsr #1          @ swapmove(q6, q7, 1)
    and     r9, r9, #0x55555555
    eor     r7, r7, r9
    eor     r6, r6, r9, lsl #1
    eor     r9, r2, r0, lsr #2          @ swapmove(q0, q2, 2)
    and     r9, r9, #0x33333333
    eor     r2, r2, r9
    eor     r0, r0, r9, lsl #2
    eor     r9, r3, r1, lsr #2          @ swapmove(q1, q3, 2)
    and     r9, r9, #0x33333333
    eor     r3, r3, r9
    eor     r1, r1, r9, lsl #2
    eor     r9, r6, r4, lsr #2          @ swapmove(q4, q6, 2)
    and     r9, r9, #0x33333333
    eor     r6, r6, r9
    eor     r4, r4, r9, lsl #2
    eor     r9, r7, r5, lsr #2          @ swapmove(q5, q7, 2)
    and     r9, r9, #0x33333333
    eor     r7, r7, r9
    eor     r5, r5, r9, lsl #2
    eor     r9, r4, r0, lsr #4          @ swapmove(q0, q4, 4)
    and     r9, r9, #0x0f0f0f0f
    eor     r4, r4, r9
    eor     r0, r0, r9, lsl #4
    eor     r9, r5, r1, lsr #4          @ swapmove(q1, q5, 4)
    and     r9, r9, #0x0f0f0f0f
    eor     r5, r5, r9
    eor     r1, r1, r9, lsl #4
    eor     r9, r6, r2, lsr #4          @ swapmove(q2, q6, 4)
    and     r9, r9, #0x0f0f0f0f
    eor     r6, r6, r9
    eor     r2, r2, r9, lsl #4
    eor     r9, r7, r3, lsr #4          @ swapmove(q3, q7, 4)
    and     r9, r9, #0x0f0f0f0f
    eor     r7, r7, r9
    eor     r3, r3, r9, lsl #4
    @ round nr (keys at last = rk + 32 nr)
    ldr     r8, [sp, #FR_LAST]          @ key pointer
    ldr     r9, [r8, #20]               @ rk word 5
    ldr     r10, [r8, #24]              @ rk word 6
    ldr     r11, [r8, #12]              @ rk word 3
    ldr     r12, [r8, #28]              @ rk word 7
    ldr     lr, [r8, #16]               @ rk word 4
    eor     r5, r5, r9                  @ q5 ^= rk[5]
    eor     r6, r6, r10                 @ q6 ^= rk[6]
    eor     r3, r3, r11                 @ q3 ^= rk[3]
    eor     r7, r7, r12                 @ q7 ^= rk[7]
    eor     r4, r4, lr                  @ q4 ^= rk[4]
    eor     r9, r7, r4                  @ y3 = U0 ^ U3
    eor     r10, r6, r9                 @ y6 = U1 ^ y3
    ldr     r11, [r8, #8]               @ rk word 2
    ldr     lr, [r8, #4]                @ rk word 1
    eor     r2, r2, r11                 @ q2 ^= rk[2]
    eor     r12, r5, r3                 @ r19 = U2 ^ U4
    eor     r1, r1, lr                  @ q1 ^= rk[1]
    eor     r11, r3, r10                @ y14 = U4 ^ y6
    ldr     lr, [r8, #0]                @ rk word 0
    eor     r8, r6, r1                  @ r13 = U1 ^ U6
    eor     r0, r0, lr                  @ q0 ^= rk[0]
    eor     lr, r5, r2                  @ r17 = U2 ^ U5
    str     r5, [sp, #32]               @ spill u5
    eor     r5, r6, r4                  @ y5 = U1 ^ U3
    eor     r4, r4, r3                  @ y9 = U3 ^ U4
    eor     r12, r8, r12                @ y16 = r13 ^ r19
    str     r12, [sp, #36]              @ spill y16
    and     r12, r9, r10                @ t3 = y3 & y6
    eor     r2, r2, r1                  @ r18 = U5 ^ U6
    eor     r6, r7, r6                  @ y8 = U0 ^ U1
    eor     r1, r1, r0                  @ r5 = U6 ^ U7
    str     r10, [sp, #40]              @ spill y6
    eor     r10, r5, lr                 @ y15 = y5 ^ r17
    eor     r7, r7, lr                  @ U7x = U0 ^ r17
    eor     lr, r6, r1                  @ y12 = y8 ^ r5
    str     r9, [sp, #44]               @ spill y3
    and     r9, lr, r10                 @ t2 = y12 & y15
    eor     r12, r12, r9                @ t4 = t3 ^ t2
    str     lr, [sp, #48]               @ spill y12
    eor     lr, r5, r1                  @ y4 = y5 ^ r5
    str     r10, [sp, #52]              @ spill y15
    and     r10, lr, r7                 @ t5 = y4 & U7x
    eor     r9, r10, r9                 @ t6 = t5 ^ t2
    eor     r10, r4, r2                 @ y17 = y9 ^ r18
    eor     r3, r3, r0                  @ y19 = U4 ^ U7
    str     r7, [sp, #56]               @ spill U7x
    and     r7, r11, r10                @ t13 = y14 & y17
    eor     r0, r0, r4                  @ y1 = U7 ^ y9
    str     r11, [sp, #60]              @ spill y14
    and     r11, r5, r0                 @ t8 = y5 & y1
    str     r5, [sp, #64]               @ spill y5
    eor     r5, r6, r3                  @ y10 = y8 ^ y19
    eor     r8, r3, r8                  @ y2 = y19 ^ r13
    str     r0, [sp, #68]               @ spill y1
    eor     r0, r5, r10                 @ y11 = y10 ^ y17
    str     r10, [sp, #72]              @ spill y17
    and     r10, r6, r5                 @ t15 = y8 & y10
    eor     r2, r5, r2                  @ y20 = y10 ^ r18
    str     r6, [sp, #76]               @ spill y8
    and     r6, r4, r0                  @ t12 = y9 & y11
    eor     r7, r7, r6                  @ t14 = t13 ^ t12
    eor     r1, r4, r1                  @ y13 = y9 ^ r5
    eor     r10, r10, r6                @ t16 = t15 ^ t12
    eor     r12, r12, r7                @ t17 = t4 ^ t14
    eor     r9, r9, r10                 @ t18 = t6 ^ t16
    eor     r2, r12, r2                 @ t21 = t17 ^ y20
    ldr     r6, [sp, #36]               @ reload y16
    eor     r3, r9, r3                  @ t22 = t18 ^ y19
    eor     r12, r1, r6                 @ y21 = y13 ^ y16
    and     r9, r1, r6                  @ t7 = y13 & y16
    eor     r11, r11, r9                @ t9 = t8 ^ t7
    eor     r7, r11, r7                 @ t19 = t9 ^ t14
    ldr     r11, [sp, #32]              @ reload u5
    eor     r12, r7, r12                @ t23 = t19 ^ y21
    eor     r6, r11, lr                 @ y7 = U2 ^ y4
    and     r7, r8, r6                  @ t10 = y2 & y7
    eor     r9, r7, r9                  @ t11 = t10 ^ t7
    eor     r10, r9, r10                @ t20 = t11 ^ t16
    and     r7, r2, r12                 @ t26 = t21 & t23
    eor     r11, r11, r4                @ y18 = U2 ^ y9
    eor     r9, r10, r11                @ t24 = t20 ^ y18
    eor     r10, r12, r9                @ t30 = t23 ^ t24
    eor     r11, r3, r7                 @ t31 = t22 ^ t26
    eor     r7, r9, r7                  @ t27 = t24 ^ t26
    and     r10, r11, r10               @ t32 = t31 & t30
    eor     r10, r10, r9                @ t33 = t32 ^ t24
    eor     r11, r7, r10                @ t35 = t27 ^ t33
    eor     r12, r12, r10               @ t34 = t23 ^ t33
    and     r9, r9, r11                 @ t36 = t24 & t35
    eor     r2, r2, r3                  @ t25 = t21 ^ t22
    and     r11, r2, r7                 @ t28 = t25 & t27
    eor     r12, r9, r12                @ t37 = t36 ^ t34
    eor     r7, r7, r9                  @ t38 = t27 ^ t36
    and     lr, r10, lr                 @ z11 = t33 & y4
    eor     r3, r11, r3                 @ t29 = t28 ^ t22
    and     r7, r3, r7                  @ t39 = t29 & t38
    eor     r9, r3, r10                 @ t42 = t29 ^ t33
    eor     r2, r2, r7                  @ t40 = t25 ^ t39
    and     r6, r3, r6                  @ z5 = t29 & y7
    eor     r11, r2, r12                @ t41 = t40 ^ t37
    and     r0, r9, r0                  @ z6 = t42 & y11
    and     r5, r11, r5                 @ z8 = t41 & y10
    and     r4, r9, r4                  @ z15 = t42 & y9
    eor     r7, r3, r2                  @ t43 = t29 ^ t40
    and     r8, r3, r8                  @ z14 = t29 & y2
    and     r1, r7, r1                  @ z12 = t43 & y13
    ldr     r3, [sp, #36]               @ reload y16
    eor     r9, r9, r11                 @ t45 = t42 ^ t41
    and     r7, r7, r3                  @ z3 = t43 & y16
    eor     r3, lr, r4                  @ p16 = z11 ^ z15
    str     r3, [sp, #36]               @ spill p16
    ldr     r3, [sp, #68]               @ reload y1
    eor     r0, r0, r4                  @ p0 = z6 ^ z15
    and     r3, r2, r3                  @ z4 = t40 & y1
    ldr     r4, [sp, #56]               @ reload U7x
    str     r11, [sp, #56]              @ spill t41
    and     r4, r10, r4                 @ z2 = t33 & U7x
    ldr     r11, [sp, #44]              @ reload y3
    eor     r10, r10, r12               @ t44 = t33 ^ t37
    and     r11, r12, r11               @ z10 = t37 & y3
    str     r10, [sp, #44]              @ spill t44
    ldr     r10, [sp, #64]              @ reload y5
    eor     r11, r4, r11                @ p4 = z2 ^ z10
    and     r2, r2, r10                 @ z13 = t40 & y5
    ldr     r10, [sp, #40]              @ reload y6
    eor     lr, lr, r11                 @ p10 = z11 ^ p4
    and     r12, r12, r10               @ z1 = t37 & y6
    ldr     r10, [sp, #72]              @ reload y17
    eor     r12, r12, r3                @ p3 = z1 ^ z4
    and     r10, r9, r10                @ z7 = t45 & y17
    eor     r10, r3, r10                @ p8 = z4 ^ z7
    ldr     r3, [sp, #60]               @ reload y14
    eor     r8, r7, r8                  @ p6 = z3 ^ z14
    and     r9, r9, r3                  @ z16 = t45 & y14
    eor     r3, r5, r2                  @ p15 = z8 ^ z13
    eor     r5, r5, r9                  @ p2 = z8 ^ z16
    eor     r9, r7, r9                  @ p14 = z3 ^ z16
    eor     r11, r11, r8                @ p20 = p4 ^ p6
    eor     r8, r8, lr                  @ p25 = p6 ^ p10
    eor     r3, r3, r11                 @ p29 = p15 ^ p20
    eor     r11, r1, r5                 @ p17 = z12 ^ p2
    eor     r2, r1, r2                  @ p1 = z12 ^ z13
    eor     r1, r0, r12                 @ p11 = p0 ^ p3
    eor     r8, r1, r8                  @ p28 = p11 ^ p25
    eor     r2, r0, r2                  @ p7 = p0 ^ p1
    eor     r11, r11, r8                @ S2 = q5 = p17 ^ p28
    eor     r7, r7, r6                  @ p13 = z3 ^ z5
    eor     r12, r5, r12                @ p19 = p2 ^ p3
    ldr     r0, [sp, #44]               @ reload t44
    ldr     r8, [sp, #52]               @ reload y15
    eor     r5, r5, r2                  @ p22 = p2 ^ p7
    and     r8, r0, r8                  @ z0 = t44 & y15
    eor     r4, r8, r4                  @ p12 = z0 ^ z2
    eor     r10, r2, r10                @ p23 = p7 ^ p8
    eor     r6, r8, r6                  @ p5 = z0 ^ z5
    eor     r7, r7, r5                  @ S0 = q7 = p13 ^ p22
    eor     r2, r6, r2                  @ p24 = p5 ^ p7
    eor     r4, r4, r5                  @ S3 = q4 = p12 ^ p22
    ldr     r8, [sp, #48]               @ reload y12
    ldr     r5, [sp, #56]               @ reload t41
    and     r0, r0, r8                  @ z9 = t44 & y12
    ldr     r8, [sp, #76]               @ reload y8
    eor     r12, r12, r2                @ S5 = q2 = p19 ^ p24
    and     r5, r5, r8                  @ z17 = t41 & y8
    eor     r0, r0, r5                  @ p9 = z9 ^ z17
    eor     r6, r5, r6                  @ p18 = z17 ^ p5
    eor     r1, r0, r1                  @ p26 = p9 ^ p11
    eor     r3, r1, r3                  @ S1 = q6 = p26 ^ p29
    eor     lr, lr, r6                  @ p27 = p10 ^ p18
    eor     r9, r9, r10                 @ S6 = q1 = p14 ^ p23
    eor     r8, r10, lr                 @ S4 = q3 = p23 ^ p27
    ldr     r2, [sp, #36]               @ reload p16
    eor     r5, r0, r2                  @ S7 = q0 = p9 ^ p16
    @ first loop pass
    ldr     r0, [sp, #FR_NR]
    ldr     r1, [sp, #FR_LAST]
    ldr     r2, [sp, #FR_LIM]
    cmp     r0, #12
    beq     .Ldec_enter12
    sub     r1, r1, #128
    str     r1, [sp, #FR_RKP]           @ rkp = rk + 32 (nr - 4)
    cmp     r1, r2
    mov     r0, r5
    mov     r1, r9
    mov     r2, r12
    mov     r5, r11
    mov     r6, r3
    mov     r3, r8
.Ldec_pass:
    @ round 4i + 1: skew 1 (flags: rkp - lim, kept up to the beq)
    ldr     r8, [sp, #FR_RKP]           @ key pointer
    ldr     r9, [r8, #112]              @ rk word 4
    ldr     r12, [r8, #116]             @ rk word 5
    ldr     lr, [r8, #120]              @ rk word 6
    eor     r4, r4, r9                  @ q4 ^= rk[4]
    eor     r10, r4, r4, ror #24        @ X2 q4: z ^ ror(z, 24)
    eor     r5, r5, r12                 @ q5 ^= rk[5]
    and     r11, r10, #0x0f0f0f0f       @ X2 q4: & L4
    eor     r6, r6, lr                  @ q6 ^= rk[6]
    eor     r9, r5, r5, ror #24         @ X2 q5: z ^ ror(z, 24)
    ldr     r10, [r8, #108]             @ rk word 3
    ldr     r12, [r8, #100]             @ rk word 1
    eor     r3, r3, r10                 @ q3 ^= rk[3]
    eor     r1, r1, r12                 @ q1 ^= rk[1]
    eor     lr, r3, r3, ror #24         @ X2 q3: z ^ ror(z, 24)
    ldr     r10, [r8, #104]             @ rk word 2
    and     r12, lr, #0x0f0f0f0f        @ X2 q3: & L4
    eor     r2, r2, r10                 @ q2 ^= rk[2]
    ldr     r10, [r8, #96]              @ rk word 0
    ldr     lr, [r8, #124]              @ rk word 7
    eor     r0, r0, r10                 @ q0 ^= rk[0]
    eor     r12, r12, r3                @ X2 q3 = D4(z) (byte ror 4: ror #4)
    eor     r7, r7, lr                  @ q7 ^= rk[7]
    eor     r10, r3, r12, ror #20       @ v3 = q3 ^ X2 q3
    eor     lr, r1, r1, ror #24         @ X2 q1: z ^ ror(z, 24)
    eor     r12, r2, r2, ror #24        @ X2 q2: z ^ ror(z, 24)
    eor     r8, r6, r6, ror #24         @ X2 q6: z ^ ror(z, 24)
    and     r12, r12, #0x0f0f0f0f       @ X2 q2: & L4
    and     r8, r8, #0x0f0f0f0f         @ X2 q6: & L4
    and     r9, r9, #0x0f0f0f0f         @ X2 q5: & L4
    eor     r11, r11, r4                @ X2 q4 = D4(z) (byte ror 4: ror #4)
    and     lr, lr, #0x0f0f0f0f         @ X2 q1: & L4
    eor     r8, r8, r6                  @ X2 q6 = D4(z) (byte ror 4: ror #4)
    eor     r11, r4, r11, ror #20       @ v4 = q4 ^ X2 q4
    eor     lr, lr, r1                  @ X2 q1 = D4(z) (byte ror 4: ror #4)
    eor     r11, r6, r11                @ q6 ^= v4 (04.v)
    eor     r9, r9, r5                  @ X2 q5 = D4(z) (byte ror 4: ror #4)
    eor     r8, r6, r8, ror #20         @ v6 = q6 ^ X2 q6
    eor     lr, r1, lr, ror #20         @ v1 = q1 ^ X2 q1
    eor     r6, r0, r0, ror #24         @ X2 q0: z ^ ror(z, 24)
    eor     r10, r5, r10                @ q5 ^= v3 (04.v)
    eor     r1, r1, r8                  @ q1 ^= v6 (04.v)
    and     r6, r6, #0x0f0f0f0f         @ X2 q0: & L4
    eor     r3, r3, lr                  @ q3 ^= v1 (04.v)
    eor     r9, r5, r9, ror #20         @ v5 = q5 ^ X2 q5
    eor     lr, r7, r7, ror #24         @ X2 q7: z ^ ror(z, 24)
    eor     r5, r7, r9                  @ q7 ^= v5 (04.v)
    eor     r6, r6, r0                  @ X2 q0 = D4(z) (byte ror 4: ror #4)
    eor     r3, r3, r8                  @ q3 ^= v6 (04.v)
    eor     r9, r0, r6, ror #20         @ v0 = q0 ^ X2 q0
    and     lr, lr, #0x0f0f0f0f         @ X2 q7: & L4
    eor     r6, lr, r7                  @ X2 q7 = D4(z) (byte ror 4: ror #4)
    eor     r6, r7, r6, ror #20         @ v7 = q7 ^ X2 q7
    eor     r12, r12, r2                @ X2 q2 = D4(z) (byte ror 4: ror #4)
    eor     r10, r10, r6                @ q5 ^= v7 (04.v)
    eor     r9, r2, r9                  @ q2 ^= v0 (04.v)
    eor     lr, r11, r11, ror #24       @ X q6: z ^ ror(z, 24)
    eor     r7, r5, r5, ror #24         @ X q7: z ^ ror(z, 24)
    and     lr, lr, #0x03030303         @ X q6: & L6
    eor     lr, lr, r11                 @ X q6 = D6(z) (byte ror 6: ror #6)
    and     r7, r7, #0x03030303         @ X q7: & L6
    eor     r12, r2, r12, ror #20       @ v2 = q2 ^ X2 q2
    eor     r2, r10, r10, ror #24       @ X q5: z ^ ror(z, 24)
    eor     r11, r11, lr, ror #10       @ t6 = q6 ^ X q6
    and     r2, r2, #0x03030303         @ X q5: & L6
    eor     r2, r2, r10                 @ X q5 = D6(z) (byte ror 6: ror #6)
    eor     r7, r7, r5                  @ X q7 = D6(z) (byte ror 6: ror #6)
    eor     r5, r5, r7, ror #10         @ t7 = q7 ^ X q7
    eor     r4, r4, r12                 @ q4 ^= v2 (04.v)
    eor     r12, r11, r11, ror #24      @ X2 t6: z ^ ror(z, 24)
    eor     r4, r4, r8                  @ q4 ^= v6 (04.v)
    eor     r10, r10, r2, ror #10       @ t5 = q5 ^ X q5
    eor     r0, r0, r8                  @ q0 ^= v6 (04.v)
    eor     r1, r1, r6                  @ q1 ^= v7 (04.v)
    and     r12, r12, #0x0f0f0f0f       @ X2 t6: & L4
    eor     r9, r9, r6                  @ q2 ^= v7 (04.v)
    eor     r8, r10, r10, ror #24       @ X2 t5: z ^ ror(z, 24)
    eor     r4, r4, r6                  @ q4 ^= v7 (04.v)
    and     r8, r8, #0x0f0f0f0f         @ X2 t5: & L4
    eor     r7, r11, r7, ror #10        @ q7' = t6 ^ X q7
    eor     r8, r8, r10                 @ X2 t5 = D4(z) (byte ror 4: ror #4)
    eor     lr, r10, lr, ror #10        @ q6' = t5 ^ X q6
    eor     r6, r4, r4, ror #24         @ X q4: z ^ ror(z, 24)
    eor     r12, r12, r11               @ X2 t6 = D4(z) (byte ror 4: ror #4)
    and     r10, r6, #0x03030303        @ X q4: & L6
    eor     r6, r0, r0, ror #24         @ X q6: z ^ ror(z, 24)
    eor     r10, r10, r4                @ X q4 = D6(z) (byte ror 6: ror #6)
    eor     lr, lr, r12, ror #20        @ q6' ^= X2 t6
    eor     r11, r4, r10, ror #10       @ t4 = q4 ^ X q4
    eor     r12, r5, r5, ror #24        @ X2 t7: z ^ ror(z, 24)
    eor     r4, r3, r3, ror #24         @ X q3: z ^ ror(z, 24)
    eor     r2, r11, r2, ror #10        @ q5' = t4 ^ X q5
    and     r4, r4, #0x03030303         @ X q3: & L6
    eor     r8, r2, r8, ror #20         @ q5' ^= X2 t5
    eor     r2, r9, r9, ror #24         @ X q2: z ^ ror(z, 24)
    and     r12, r12, #0x0f0f0f0f       @ X2 t7: & L4
    and     r2, r2, #0x03030303         @ X q2: & L6
    eor     r4, r4, r3                  @ X q3 = D6(z) (byte ror 6: ror #6)
    eor     r3, r3, r4, ror #10         @ t3 = q3 ^ X q3
    and     r6, r6, #0x03030303         @ X q6: & L4
    eor     r10, r3, r10, ror #10       @ q4' = t3 ^ X q4
    eor     r12, r12, r5                @ X2 t7 = D4(z) (byte ror 4: ror #4)
    eor     r10, r10, r5                @ q4' ^= t7
    eor     r7, r7, r12, ror #20        @ q7' ^= X2 t7
    eor     r12, r11, r11, ror #24      @ X2 t4: z ^ ror(z, 24)
    eor     r6, r6, r0                  @ X q6 = D4(z) (byte ror 4: ror #4)
    and     r12, r12, #0x0f0f0f0f       @ X2 t4: & L4
    eor     r11, r12, r11               @ X2 t4 = D4(z) (byte ror 4: ror #4)
    eor     r0, r0, r6, ror #10         @ t0 = q0 ^ X q0
    eor     r2, r2, r9                  @ X q2 = D6(z) (byte ror 6: ror #6)
    eor     r12, r1, r1, ror #24        @ X q7: z ^ ror(z, 24)
    eor     r10, r10, r11, ror #20      @ q4' ^= X2 t4
    eor     r11, r0, r0, ror #24        @ X2 t0: z ^ ror(z, 24)
    and     r12, r12, #0x03030303       @ X q7: & L4
    and     r11, r11, #0x0f0f0f0f       @ X2 t0: & L4
    eor     r11, r11, r0                @ X2 t0 = D4(z) (byte ror 4: ror #4)
    eor     r12, r12, r1                @ X q7 = D4(z) (byte ror 4: ror #4)
    eor     r1, r1, r12, ror #10        @ t1 = q1 ^ X q1
    eor     r9, r9, r2, ror #10         @ t2 = q2 ^ X q2
    eor     r6, r5, r6, ror #10         @ q0' = t7 ^ X q0
    eor     r0, r0, r12, ror #10        @ q1' = t0 ^ X q1
    eor     r12, r9, r9, ror #24        @ X2 t2: z ^ ror(z, 24)
    eor     r0, r0, r5                  @ q1' ^= t7
    eor     r2, r1, r2, ror #10         @ q2' = t1 ^ X q2
    and     r12, r12, #0x0f0f0f0f       @ X2 t2: & L4
    eor     r12, r12, r9                @ X2 t2 = D4(z) (byte ror 4: ror #4)
    eor     r2, r2, r12, ror #20        @ q2' ^= X2 t2
    eor     r11, r6, r11, ror #20       @ q0' ^= X2 t0
    eor     r12, r1, r1, ror #24        @ X2 t1: z ^ ror(z, 24)
    eor     r4, r9, r4, ror #10         @ q3' = t2 ^ X q3
    and     r6, r12, #0x0f0f0f0f        @ X2 t1: & L4
    eor     r9, r7, r10                 @ y3 = U0 ^ U3
    eor     r12, r3, r3, ror #24        @ X2 t3: z ^ ror(z, 24)
    eor     r1, r6, r1                  @ X2 t1 = D4(z) (byte ror 4: ror #4)
    eor     r5, r4, r5                  @ q3' ^= t7
    and     r12, r12, #0x0f0f0f0f       @ X2 t3: & L4
    eor     r3, r12, r3                 @ X2 t3 = D4(z) (byte ror 4: ror #4)
    eor     r6, r5, r3, ror #20         @ q3' ^= X2 t3
    eor     r4, lr, r9                  @ y6 = U1 ^ y3
    eor     r12, r8, r6                 @ r19 = U2 ^ U4
    eor     r3, r10, r6                 @ y9 = U3 ^ U4
    and     r5, r9, r4                  @ t3 = y3 & y6
    eor     r10, lr, r10                @ y5 = U1 ^ U3
    str     r9, [sp, #32]               @ spill y3
    eor     r9, r8, r2                  @ r17 = U2 ^ U5
    eor     r0, r0, r1, ror #20         @ q1' ^= X2 t1
    str     r8, [sp, #36]               @ spill o5
    eor     r1, r0, r11                 @ r5 = U6 ^ U7
    eor     r2, r2, r0                  @ r18 = U5 ^ U6
    eor     r0, lr, r0                  @ r13 = U1 ^ U6
    eor     r8, r6, r11                 @ y19 = U4 ^ U7
    eor     r11, r11, r3                @ y1 = U7 ^ y9
    eor     lr, r7, lr                  @ y8 = U0 ^ U1
    eor     r6, r6, r4                  @ y14 = U4 ^ y6
    eor     r7, r7, r9                  @ U7x = U0 ^ r17
    str     r4, [sp, #40]               @ spill y6
    and     r4, r10, r11                @ t8 = y5 & y1
    eor     r9, r10, r9                 @ y15 = y5 ^ r17
    str     r11, [sp, #44]              @ spill y1
    eor     r11, r10, r1                @ y4 = y5 ^ r5
    str     r10, [sp, #48]              @ spill y5
    and     r10, r11, r7                @ t5 = y4 & U7x
    eor     r12, r0, r12                @ y16 = r13 ^ r19
    str     r7, [sp, #52]               @ spill U7x
    eor     r7, lr, r1                  @ y12 = y8 ^ r5
    str     r11, [sp, #56]              @ spill y4
    and     r11, r7, r9                 @ t2 = y12 & y15
    str     r7, [sp, #60]               @ spill y12
    eor     r7, lr, r8                  @ y10 = y8 ^ y19
    eor     r5, r5, r11                 @ t4 = t3 ^ t2
    eor     r10, r10, r11               @ t6 = t5 ^ t2
    eor     r11, r3, r2                 @ y17 = y9 ^ r18
    str     r9, [sp, #64]               @ spill y15
    and     r9, lr, r7                  @ t15 = y8 & y10
    str     lr, [sp, #68]               @ spill y8
    and     lr, r6, r11                 @ t13 = y14 & y17
    str     r6, [sp, #72]               @ spill y14
    eor     r6, r7, r11                 @ y11 = y10 ^ y17
    eor     r2, r7, r2                  @ y20 = y10 ^ r18
    str     r11, [sp, #76]              @ spill y17
    and     r11, r3, r6                 @ t12 = y9 & y11
    eor     lr, lr, r11                 @ t14 = t13 ^ t12
    eor     r1, r3, r1                  @ y13 = y9 ^ r5
    eor     r9, r9, r11                 @ t16 = t15 ^ t12
    and     r11, r1, r12                @ t7 = y13 & y16
    eor     r10, r10, r9                @ t18 = t6 ^ t16
    eor     r4, r4, r11                 @ t9 = t8 ^ t7
    eor     r4, r4, lr                  @ t19 = t9 ^ t14
    eor     r10, r10, r8                @ t22 = t18 ^ y19
    eor     r5, r5, lr                  @ t17 = t4 ^ t14
    eor     r2, r5, r2                  @ t21 = t17 ^ y20
    eor     lr, r1, r12                 @ y21 = y13 ^ y16
    eor     r0, r8, r0                  @ y2 = y19 ^ r13
    eor     r4, r4, lr                  @ t23 = t19 ^ y21
    ldr     r5, [sp, #36]               @ reload o5
    ldr     r8, [sp, #56]               @ reload y4
    str     r7, [sp, #80]               @ spill y10
    eor     lr, r5, r8                  @ y7 = U2 ^ y4
    and     r7, r0, lr                  @ t10 = y2 & y7
    eor     r11, r7, r11                @ t11 = t10 ^ t7
    eor     r9, r11, r9                 @ t20 = t11 ^ t16
    and     r7, r2, r4                  @ t26 = t21 & t23
    eor     r11, r10, r7                @ t31 = t22 ^ t26
    eor     r5, r5, r3                  @ y18 = U2 ^ y9
    eor     r9, r9, r5                  @ t24 = t20 ^ y18
    eor     r5, r4, r9                  @ t30 = t23 ^ t24
    eor     r2, r2, r10                 @ t25 = t21 ^ t22
    eor     r7, r9, r7                  @ t27 = t24 ^ t26
    and     r11, r11, r5                @ t32 = t31 & t30
    eor     r5, r11, r9                 @ t33 = t32 ^ t24
    eor     r11, r7, r5                 @ t35 = t27 ^ t33
    and     r9, r9, r11                 @ t36 = t24 & t35
    and     r11, r2, r7                 @ t28 = t25 & t27
    eor     r10, r11, r10               @ t29 = t28 ^ t22
    eor     r7, r7, r9                  @ t38 = t27 ^ t36
    eor     r4, r4, r5                  @ t34 = t23 ^ t33
    and     r11, r10, r7                @ t39 = t29 & t38
    eor     r9, r9, r4                  @ t37 = t36 ^ t34
    eor     r2, r2, r11                 @ t40 = t25 ^ t39
    eor     r7, r10, r2                 @ t43 = t29 ^ t40
    and     r0, r10, r0                 @ z14 = t29 & y2
    eor     r4, r2, r9                  @ t41 = t40 ^ t37
    and     r8, r5, r8                  @ z11 = t33 & y4
    and     lr, r10, lr                 @ z5 = t29 & y7
    and     r1, r7, r1                  @ z12 = t43 & y13
    ldr     r11, [sp, #52]              @ reload U7x
    and     r12, r7, r12                @ z3 = t43 & y16
    and     r11, r5, r11                @ z2 = t33 & U7x
    eor     r10, r10, r5                @ t42 = t29 ^ t33
    ldr     r7, [sp, #32]               @ reload y3
    eor     r0, r12, r0                 @ p6 = z3 ^ z14
    and     r7, r9, r7                  @ z10 = t37 & y3
    eor     r5, r5, r9                  @ t44 = t33 ^ t37
    str     r12, [sp, #32]              @ spill z3
    ldr     r12, [sp, #40]              @ reload y6
    and     r3, r10, r3                 @ z15 = t42 & y9
    and     r9, r9, r12                 @ z1 = t37 & y6
    eor     r7, r11, r7                 @ p4 = z2 ^ z10
    ldr     r12, [sp, #64]              @ reload y15
    and     r6, r10, r6                 @ z6 = t42 & y11
    and     r12, r5, r12                @ z0 = t44 & y15
    eor     r10, r10, r4                @ t45 = t42 ^ t41
    str     r10, [sp, #64]              @ spill t45
    eor     r10, r12, lr                @ p5 = z0 ^ z5
    str     lr, [sp, #40]               @ spill z5
    ldr     lr, [sp, #80]               @ reload y10
    eor     r11, r12, r11               @ p12 = z0 ^ z2
    and     lr, r4, lr                  @ z8 = t41 & y10
    ldr     r12, [sp, #68]              @ reload y8
    eor     r6, r6, r3                  @ p0 = z6 ^ z15
    and     r4, r4, r12                 @ z17 = t41 & y8
    ldr     r12, [sp, #60]              @ reload y12
    and     r5, r5, r12                 @ z9 = t44 & y12
    eor     r12, r8, r3                 @ p16 = z11 ^ z15
    eor     r5, r5, r4                  @ p9 = z9 ^ z17
    eor     r4, r4, r10                 @ p18 = z17 ^ p5
    eor     r3, r7, r0                  @ p20 = p4 ^ p6
    eor     r8, r8, r7                  @ p10 = z11 ^ p4
    eor     r4, r8, r4                  @ p27 = p10 ^ p18
    ldr     r7, [sp, #44]               @ reload y1
    eor     r0, r0, r8                  @ p25 = p6 ^ p10
    and     r7, r2, r7                  @ z4 = t40 & y1
    eor     r9, r9, r7                  @ p3 = z1 ^ z4
    ldr     r8, [sp, #48]               @ reload y5
    eor     r12, r5, r12                @ S7 = q0 = p9 ^ p16
    and     r2, r2, r8                  @ z13 = t40 & y5
    eor     r8, lr, r2                  @ p15 = z8 ^ z13
    eor     r3, r8, r3                  @ p29 = p15 ^ p20
    eor     r8, r6, r9                  @ p11 = p0 ^ p3
    eor     r2, r1, r2                  @ p1 = z12 ^ z13
    eor     r5, r5, r8                  @ p26 = p9 ^ p11
    eor     r0, r8, r0                  @ p28 = p11 ^ p25
    eor     r6, r6, r2                  @ p7 = p0 ^ p1
    eor     r3, r5, r3                  @ S1 = q6 = p26 ^ p29
    ldr     r8, [sp, #64]               @ reload t45
    ldr     r2, [sp, #72]               @ reload y14
    eor     r10, r10, r6                @ p24 = p5 ^ p7
    and     r5, r8, r2                  @ z16 = t45 & y14
    eor     lr, lr, r5                  @ p2 = z8 ^ z16
    eor     r1, r1, lr                  @ p17 = z12 ^ p2
    ldr     r2, [sp, #76]               @ reload y17
    eor     r0, r1, r0                  @ S2 = q5 = p17 ^ p28
    and     r8, r8, r2                  @ z7 = t45 & y17
    ldr     r2, [sp, #32]               @ reload z3
    ldr     r1, [sp, #40]               @ reload z5
    eor     r7, r7, r8                  @ p8 = z4 ^ z7
    eor     r1, r2, r1                  @ p13 = z3 ^ z5
    eor     r8, lr, r6                  @ p22 = p2 ^ p7
    eor     r11, r11, r8                @ S3 = q4 = p12 ^ p22
    eor     r5, r2, r5                  @ p14 = z3 ^ z16
    eor     r9, lr, r9                  @ p19 = p2 ^ p3
    eor     r10, r9, r10                @ S5 = q2 = p19 ^ p24
    eor     r7, r6, r7                  @ p23 = p7 ^ p8
    eor     r1, r1, r8                  @ S0 = q7 = p13 ^ p22
    eor     r2, r5, r7                  @ S6 = q1 = p14 ^ p23
    eor     r4, r7, r4                  @ S4 = q3 = p23 ^ p27
    beq     .Ldec_exit1
    @ round 4i: skew 0
    ldr     r5, [sp, #FR_RKP]           @ key pointer
    ldr     r6, [r5, #92]               @ rk word 7
    ldr     r8, [r5, #68]               @ rk word 1
    ldr     r9, [r5, #80]               @ rk word 4
    ldr     lr, [r5, #64]               @ rk word 0
    eor     r1, r1, r6                  @ q7 ^= rk[7]
    eor     r7, r1, r1, ror #16         @ v7 = q7 ^ X2 q7
    eor     r2, r2, r8                  @ q1 ^= rk[1]
    eor     r11, r11, r9                @ q4 ^= rk[4]
    eor     r12, r12, lr                @ q0 ^= rk[0]
    ldr     r6, [r5, #84]               @ rk word 5
    ldr     r9, [r5, #88]               @ rk word 6
    eor     r0, r0, r6                  @ q5 ^= rk[5]
    eor     r8, r0, r0, ror #16         @ v5 = q5 ^ X2 q5
    eor     r3, r3, r9                  @ q6 ^= rk[6]
    eor     lr, r3, r3, ror #16         @ v6 = q6 ^ X2 q6
    ldr     r6, [r5, #72]               @ rk word 2
    ldr     r9, [r5, #76]               @ rk word 3
    eor     r10, r10, r6                @ q2 ^= rk[2]
    eor     r4, r4, r9                  @ q3 ^= rk[3]
    eor     r6, r12, lr                 @ q0 ^= v6 (04.v)
    eor     r9, r11, r11, ror #16       @ v4 = q4 ^ X2 q4
    eor     r5, r2, r2, ror #16         @ v1 = q1 ^ X2 q1
    eor     r3, r3, r9                  @ q6 ^= v4 (04.v)
    eor     r9, r4, r4, ror #16         @ v3 = q3 ^ X2 q3
    eor     r5, r4, r5                  @ q3 ^= v1 (04.v)
    eor     r4, r10, r10, ror #16       @ v2 = q2 ^ X2 q2
    eor     r2, r2, lr                  @ q1 ^= v6 (04.v)
    eor     r12, r12, r12, ror #16      @ v0 = q0 ^ X2 q0
    eor     r11, r11, r4                @ q4 ^= v2 (04.v)
    eor     r10, r10, r12               @ q2 ^= v0 (04.v)
    eor     r1, r1, r8                  @ q7 ^= v5 (04.v)
    eor     r4, r10, r7                 @ q2 ^= v7 (04.v)
    eor     r5, r5, lr                  @ q3 ^= v6 (04.v)
    eor     r12, r6, r6, ror #8         @ t0 = q0 ^ X q0
    eor     r11, r11, lr                @ q4 ^= v6 (04.v)
    eor     r2, r2, r7                  @ q1 ^= v7 (04.v)
    eor     r8, r1, r1, ror #8          @ t7 = q7 ^ X q7
    eor     r0, r0, r9                  @ q5 ^= v3 (04.v)
    eor     r10, r3, r3, ror #8         @ t6 = q6 ^ X q6
    eor     lr, r2, r2, ror #8          @ t1 = q1 ^ X q1
    eor     r9, r12, r2, ror #8         @ q1' = t0 ^ X q1
    eor     r2, lr, r4, ror #8          @ q2' = t1 ^ X q2
    eor     r6, r8, r6, ror #8          @ q0' = t7 ^ X q0
    eor     r9, r9, r8                  @ q1' ^= t7
    eor     r0, r0, r7                  @ q5 ^= v7 (04.v)
    eor     r11, r11, r7                @ q4 ^= v7 (04.v)
    eor     lr, r9, lr, ror #16         @ q1' ^= X2 t1
    eor     r4, r4, r4, ror #8          @ t2 = q2 ^ X q2
    eor     r7, r11, r11, ror #8        @ t4 = q4 ^ X q4
    eor     r9, r4, r5, ror #8          @ q3' = t2 ^ X q3
    eor     r1, r10, r1, ror #8         @ q7' = t6 ^ X q7
    eor     r2, r2, r4, ror #16         @ q2' ^= X2 t2
    eor     r5, r5, r5, ror #8          @ t3 = q3 ^ X q3
    eor     r4, r0, r0, ror #8          @ t5 = q5 ^ X q5
    eor     r0, r7, r0, ror #8          @ q5' = t4 ^ X q5
    eor     r11, r5, r11, ror #8        @ q4' = t3 ^ X q4
    eor     r3, r4, r3, ror #8          @ q6' = t5 ^ X q6
    eor     r11, r11, r8                @ q4' ^= t7
    eor     r10, r3, r10, ror #16       @ q6' ^= X2 t6
    eor     r3, r2, lr                  @ r18 = U5 ^ U6
    eor     r9, r9, r8                  @ q3' ^= t7
    eor     r1, r1, r8, ror #16         @ q7' ^= X2 t7
    eor     r0, r0, r4, ror #16         @ q5' ^= X2 t5
    eor     r12, r6, r12, ror #16       @ q0' ^= X2 t0
    eor     r7, r11, r7, ror #16        @ q4' ^= X2 t4
    eor     r4, lr, r12                 @ r5 = U6 ^ U7
    eor     r8, r1, r7                  @ y3 = U0 ^ U3
    eor     r5, r9, r5, ror #16         @ q3' ^= X2 t3
    eor     r6, r10, r8                 @ y6 = U1 ^ y3
    eor     r11, r7, r5                 @ y9 = U3 ^ U4
    eor     r9, r10, r7                 @ y5 = U1 ^ U3
    eor     r2, r0, r2                  @ r17 = U2 ^ U5
    and     r7, r8, r6                  @ t3 = y3 & y6
    str     r8, [sp, #32]               @ spill y3
    eor     r8, r0, r5                  @ r19 = U2 ^ U4
    eor     lr, r10, lr                 @ r13 = U1 ^ U6
    str     r0, [sp, #36]               @ spill o5
    eor     r0, r5, r6                  @ y14 = U4 ^ y6
    eor     r5, r5, r12                 @ y19 = U4 ^ U7
    str     r6, [sp, #40]               @ spill y6
    eor     r6, r1, r2                  @ U7x = U0 ^ r17
    eor     r10, r1, r10                @ y8 = U0 ^ U1
    eor     r12, r12, r11               @ y1 = U7 ^ y9
    eor     r2, r9, r2                  @ y15 = y5 ^ r17
    and     r1, r9, r12                 @ t8 = y5 & y1
    str     r12, [sp, #44]              @ spill y1
    eor     r12, r9, r4                 @ y4 = y5 ^ r5
    str     r9, [sp, #48]               @ spill y5
    and     r9, r12, r6                 @ t5 = y4 & U7x
    str     r6, [sp, #52]               @ spill U7x
    eor     r6, r10, r4                 @ y12 = y8 ^ r5
    eor     r4, r11, r4                 @ y13 = y9 ^ r5
    str     r12, [sp, #56]              @ spill y4
    and     r12, r6, r2                 @ t2 = y12 & y15
    str     r6, [sp, #60]               @ spill y12
    eor     r6, r10, r5                 @ y10 = y8 ^ y19
    str     r2, [sp, #64]               @ spill y15
    and     r2, r10, r6                 @ t15 = y8 & y10
    eor     r9, r9, r12                 @ t6 = t5 ^ t2
    eor     r7, r7, r12                 @ t4 = t3 ^ t2
    eor     r12, r11, r3                @ y17 = y9 ^ r18
    eor     r3, r6, r3                  @ y20 = y10 ^ r18
    str     r10, [sp, #68]              @ spill y8
    eor     r10, r6, r12                @ y11 = y10 ^ y17
    str     r6, [sp, #72]               @ spill y10
    and     r6, r0, r12                 @ t13 = y14 & y17
    str     r0, [sp, #76]               @ spill y14
    and     r0, r11, r10                @ t12 = y9 & y11
    eor     r6, r6, r0                  @ t14 = t13 ^ t12
    eor     r8, lr, r8                  @ y16 = r13 ^ r19
    str     r12, [sp, #80]              @ spill y17
    and     r12, r4, r8                 @ t7 = y13 & y16
    eor     r7, r7, r6                  @ t17 = t4 ^ t14
    eor     r2, r2, r0                  @ t16 = t15 ^ t12
    eor     r1, r1, r12                 @ t9 = t8 ^ t7
    eor     lr, r5, lr                  @ y2 = y19 ^ r13
    eor     r9, r9, r2                  @ t18 = t6 ^ t16
    eor     r0, r9, r5                  @ t22 = t18 ^ y19
    eor     r3, r7, r3                  @ t21 = t17 ^ y20
    eor     r6, r1, r6                  @ t19 = t9 ^ t14
    eor     r5, r4, r8                  @ y21 = y13 ^ y16
    eor     r9, r6, r5                  @ t23 = t19 ^ y21
    ldr     r7, [sp, #36]               @ reload o5
    ldr     r1, [sp, #56]               @ reload y4
    eor     r5, r7, r1                  @ y7 = U2 ^ y4
    and     r6, lr, r5                  @ t10 = y2 & y7
    eor     r12, r6, r12                @ t11 = t10 ^ t7
    and     r6, r3, r9                  @ t26 = t21 & t23
    eor     r7, r7, r11                 @ y18 = U2 ^ y9
    eor     r2, r12, r2                 @ t20 = t11 ^ t16
    eor     r7, r2, r7                  @ t24 = t20 ^ y18
    eor     r12, r7, r6                 @ t27 = t24 ^ t26
    eor     r3, r3, r0                  @ t25 = t21 ^ t22
    eor     r2, r0, r6                  @ t31 = t22 ^ t26
    and     r6, r3, r12                 @ t28 = t25 & t27
    eor     r0, r6, r0                  @ t29 = t28 ^ t22
    eor     r6, r9, r7                  @ t30 = t23 ^ t24
    and     lr, r0, lr                  @ z14 = t29 & y2
    and     r5, r0, r5                  @ z5 = t29 & y7
    and     r2, r2, r6                  @ t32 = t31 & t30
    eor     r2, r2, r7                  @ t33 = t32 ^ t24
    eor     r9, r9, r2                  @ t34 = t23 ^ t33
    eor     r6, r12, r2                 @ t35 = t27 ^ t33
    and     r7, r7, r6                  @ t36 = t24 & t35
    eor     r12, r12, r7                @ t38 = t27 ^ t36
    ldr     r6, [sp, #52]               @ reload U7x
    and     r12, r0, r12                @ t39 = t29 & t38
    and     r6, r2, r6                  @ z2 = t33 & U7x
    eor     r9, r7, r9                  @ t37 = t36 ^ t34
    eor     r7, r2, r9                  @ t44 = t33 ^ t37
    eor     r3, r3, r12                 @ t40 = t25 ^ t39
    and     r1, r2, r1                  @ z11 = t33 & y4
    ldr     r12, [sp, #32]              @ reload y3
    eor     r2, r0, r2                  @ t42 = t29 ^ t33
    and     r12, r9, r12                @ z10 = t37 & y3
    eor     r0, r0, r3                  @ t43 = t29 ^ t40
    and     r11, r2, r11                @ z15 = t42 & y9
    and     r8, r0, r8                  @ z3 = t43 & y16
    eor     lr, r8, lr                  @ p6 = z3 ^ z14
    and     r4, r0, r4                  @ z12 = t43 & y13
    and     r10, r2, r10                @ z6 = t42 & y11
    eor     r0, r10, r11                @ p0 = z6 ^ z15
    ldr     r10, [sp, #64]              @ reload y15
    str     r8, [sp, #64]               @ spill z3
    and     r10, r7, r10                @ z0 = t44 & y15
    ldr     r8, [sp, #60]               @ reload y12
    eor     r12, r6, r12                @ p4 = z2 ^ z10
    and     r7, r7, r8                  @ z9 = t44 & y12
    ldr     r8, [sp, #40]               @ reload y6
    eor     r6, r10, r6                 @ p12 = z0 ^ z2
    and     r8, r9, r8                  @ z1 = t37 & y6
    eor     r11, r1, r11                @ p16 = z11 ^ z15
    eor     r10, r10, r5                @ p5 = z0 ^ z5
    eor     r1, r1, r12                 @ p10 = z11 ^ p4
    str     r6, [sp, #40]               @ spill p12
    ldr     r6, [sp, #44]               @ reload y1
    eor     r9, r3, r9                  @ t41 = t40 ^ t37
    and     r6, r3, r6                  @ z4 = t40 & y1
    eor     r2, r2, r9                  @ t45 = t42 ^ t41
    str     r5, [sp, #44]               @ spill z5
    ldr     r5, [sp, #80]               @ reload y17
    eor     r8, r8, r6                  @ p3 = z1 ^ z4
    and     r5, r2, r5                  @ z7 = t45 & y17
    eor     r5, r6, r5                  @ p8 = z4 ^ z7
    eor     r12, r12, lr                @ p20 = p4 ^ p6
    eor     r6, lr, r1                  @ p25 = p6 ^ p10
    ldr     lr, [sp, #68]               @ reload y8
    and     lr, r9, lr                  @ z17 = t41 & y8
    eor     r7, r7, lr                  @ p9 = z9 ^ z17
    eor     lr, lr, r10                 @ p18 = z17 ^ p5
    eor     r1, r1, lr                  @ p27 = p10 ^ p18
    ldr     lr, [sp, #72]               @ reload y10
    eor     r11, r7, r11                @ S7 = q0 = p9 ^ p16
    and     r9, r9, lr                  @ z8 = t41 & y10
    ldr     lr, [sp, #48]               @ reload y5
    and     r3, r3, lr                  @ z13 = t40 & y5
    eor     lr, r9, r3                  @ p15 = z8 ^ z13
    eor     r12, lr, r12                @ p29 = p15 ^ p20
    eor     r3, r4, r3                  @ p1 = z12 ^ z13
    eor     lr, r0, r3                  @ p7 = p0 ^ p1
    eor     r10, r10, lr                @ p24 = p5 ^ p7
    eor     r0, r0, r8                  @ p11 = p0 ^ p3
    ldr     r3, [sp, #76]               @ reload y14
    eor     r6, r0, r6                  @ p28 = p11 ^ p25
    and     r2, r2, r3                  @ z16 = t45 & y14
    eor     r9, r9, r2                  @ p2 = z8 ^ z16
    eor     r3, r7, r0                  @ p26 = p9 ^ p11
    eor     r4, r4, r9                  @ p17 = z12 ^ p2
    eor     r8, r9, r8                  @ p19 = p2 ^ p3
    eor     r5, lr, r5                  @ p23 = p7 ^ p8
    eor     r10, r8, r10                @ S5 = q2 = p19 ^ p24
    eor     r1, r5, r1                  @ S4 = q3 = p23 ^ p27
    eor     r12, r3, r12                @ S1 = q6 = p26 ^ p29
    ldr     r0, [sp, #64]               @ reload z3
    ldr     r7, [sp, #44]               @ reload z5
    ldr     r3, [sp, #40]               @ reload p12
    eor     r8, r0, r7                  @ p13 = z3 ^ z5
    eor     r6, r4, r6                  @ S2 = q5 = p17 ^ p28
    eor     r9, r9, lr                  @ p22 = p2 ^ p7
    eor     r2, r0, r2                  @ p14 = z3 ^ z16
    eor     r7, r3, r9                  @ S3 = q4 = p12 ^ p22
    eor     r8, r8, r9                  @ S0 = q7 = p13 ^ p22
    eor     r5, r2, r5                  @ S6 = q1 = p14 ^ p23
.Ldec_pos2:
    @ round 4i - 1: skew 3
    ldr     r0, [sp, #FR_RKP]           @ key pointer
    ldr     r2, [r0, #32]               @ rk word 0
    ldr     r9, [r0, #36]               @ rk word 1
    ldr     lr, [r0, #48]               @ rk word 4
    eor     r3, r11, r2                 @ q0 ^= rk[0]
    eor     r4, r3, r3, ror #24         @ X2 q0: z ^ ror(z, 24)
    eor     r5, r5, r9                  @ q1 ^= rk[1]
    eor     r7, r7, lr                  @ q4 ^= rk[4]
    ldr     r2, [r0, #44]               @ rk word 3
    ldr     r9, [r0, #52]               @ rk word 5
    ldr     lr, [r0, #40]               @ rk word 2
    eor     r1, r1, r2                  @ q3 ^= rk[3]
    eor     r11, r1, r1, ror #24        @ X2 q3: z ^ ror(z, 24)
    eor     r6, r6, r9                  @ q5 ^= rk[5]
    eor     r10, r10, lr                @ q2 ^= rk[2]
    ldr     r2, [r0, #56]               @ rk word 6
    ldr     lr, [r0, #60]               @ rk word 7
    eor     r12, r12, r2                @ q6 ^= rk[6]
    eor     r9, r6, r6, ror #24         @ X2 q5: z ^ ror(z, 24)
    eor     r8, r8, lr                  @ q7 ^= rk[7]
    eor     r2, r5, r5, ror #24         @ X2 q1: z ^ ror(z, 24)
    and     r11, r11, #0x0f0f0f0f       @ X2 q3: & L4
    and     lr, r2, #0x0f0f0f0f         @ X2 q1: & L4
    eor     r2, r11, r1                 @ X2 q3 = D4(z) (byte ror 4: ror #4)
    eor     lr, lr, r5                  @ X2 q1 = D4(z) (byte ror 4: ror #4)
    and     r4, r4, #0x0f0f0f0f         @ X2 q0: & L4
    and     r9, r9, #0x0f0f0f0f         @ X2 q5: & L4
    eor     r2, r1, r2, ror #20         @ v3 = q3 ^ X2 q3
    eor     r11, r5, lr, ror #20        @ v1 = q1 ^ X2 q1
    eor     lr, r12, r12, ror #24       @ X2 q6: z ^ ror(z, 24)
    eor     r2, r6, r2                  @ q5 ^= v3 (04.v)
    eor     r9, r9, r6                  @ X2 q5 = D4(z) (byte ror 4: ror #4)
    eor     r0, r10, r10, ror #24       @ X2 q2: z ^ ror(z, 24)
    eor     r1, r1, r11                 @ q3 ^= v1 (04.v)
    eor     r6, r6, r9, ror #20         @ v5 = q5 ^ X2 q5
    eor     r11, r8, r8, ror #24        @ X2 q7: z ^ ror(z, 24)
    and     lr, lr, #0x0f0f0f0f         @ X2 q6: & L4
    eor     r4, r4, r3                  @ X2 q0 = D4(z) (byte ror 4: ror #4)
    eor     r9, r3, r4, ror #20         @ v0 = q0 ^ X2 q0
    and     r0, r0, #0x0f0f0f0f         @ X2 q2: & L4
    and     r11, r11, #0x0f0f0f0f       @ X2 q7: & L4
    eor     r4, r0, r10                 @ X2 q2 = D4(z) (byte ror 4: ror #4)
    eor     r11, r11, r8                @ X2 q7 = D4(z) (byte ror 4: ror #4)
    eor     lr, lr, r12                 @ X2 q6 = D4(z) (byte ror 4: ror #4)
    eor     r0, r7, r7, ror #24         @ X2 q4: z ^ ror(z, 24)
    eor     lr, r12, lr, ror #20        @ v6 = q6 ^ X2 q6
    eor     r4, r10, r4, ror #20        @ v2 = q2 ^ X2 q2
    and     r0, r0, #0x0f0f0f0f         @ X2 q4: & L4
    eor     r6, r8, r6                  @ q7 ^= v5 (04.v)
    eor     r3, r3, lr                  @ q0 ^= v6 (04.v)
    eor     r1, r1, lr                  @ q3 ^= v6 (04.v)
    eor     r5, r5, lr                  @ q1 ^= v6 (04.v)
    eor     r0, r0, r7                  @ X2 q4 = D4(z) (byte ror 4: ror #4)
    eor     r11, r8, r11, ror #20       @ v7 = q7 ^ X2 q7
    eor     r8, r6, r6, ror #24         @ X q7: z ^ ror(z, 24)
    eor     r2, r2, r11                 @ q5 ^= v7 (04.v)
    eor     r9, r10, r9                 @ q2 ^= v0 (04.v)
    and     r8, r8, #0x3f3f3f3f         @ X q7: & L6
    eor     r4, r7, r4                  @ q4 ^= v2 (04.v)
    eor     r5, r5, r11                 @ q1 ^= v7 (04.v)
    eor     r10, r3, r3, ror #24        @ X q6: z ^ ror(z, 24)
    eor     r8, r8, r6                  @ X q7 = D6(z) (byte ror 6: ror #6)
    eor     lr, r4, lr                  @ q4 ^= v6 (04.v)
    eor     r0, r7, r0, ror #20         @ v4 = q4 ^ X2 q4
    and     r10, r10, #0x3f3f3f3f       @ X q6: & L4
    eor     r4, r5, r5, ror #24         @ X q7: z ^ ror(z, 24)
    eor     r12, r12, r0                @ q6 ^= v4 (04.v)
    and     r7, r4, #0x3f3f3f3f         @ X q7: & L4
    eor     r0, r1, r1, ror #24         @ X q3: z ^ ror(z, 24)
    eor     lr, lr, r11                 @ q4 ^= v7 (04.v)
    and     r4, r0, #0x3f3f3f3f         @ X q3: & L6
    eor     r10, r10, r3                @ X q6 = D4(z) (byte ror 4: ror #4)
    eor     r7, r7, r5                  @ X q7 = D4(z) (byte ror 4: ror #4)
    eor     r0, r3, r10, ror #14        @ t0 = q0 ^ X q0
    eor     r9, r9, r11                 @ q2 ^= v7 (04.v)
    eor     r6, r6, r8, ror #14         @ t7 = q7 ^ X q7
    eor     r4, r4, r1                  @ X q3 = D6(z) (byte ror 6: ror #6)
    eor     r5, r5, r7, ror #14         @ t1 = q1 ^ X q1
    eor     r3, r9, r9, ror #24         @ X q2: z ^ ror(z, 24)
    eor     r10, r6, r10, ror #14       @ q0' = t7 ^ X q0
    eor     r11, r0, r0, ror #24        @ X2 t0: z ^ ror(z, 24)
    eor     r7, r0, r7, ror #14         @ q1' = t0 ^ X q1
    and     r11, r11, #0x0f0f0f0f       @ X2 t0: & L4
    and     r3, r3, #0x3f3f3f3f         @ X q2: & L6
    eor     r0, r11, r0                 @ X2 t0 = D4(z) (byte ror 4: ror #4)
    eor     r3, r3, r9                  @ X q2 = D6(z) (byte ror 6: ror #6)
    eor     r11, r5, r5, ror #24        @ X2 t1: z ^ ror(z, 24)
    eor     r1, r1, r4, ror #14         @ t3 = q3 ^ X q3
    and     r11, r11, #0x0f0f0f0f       @ X2 t1: & L4
    eor     r10, r10, r0, ror #20       @ q0' ^= X2 t0
    eor     r0, lr, lr, ror #24         @ X q4: z ^ ror(z, 24)
    eor     r9, r9, r3, ror #14         @ t2 = q2 ^ X q2
    and     r0, r0, #0x3f3f3f3f         @ X q4: & L6
    eor     r11, r11, r5                @ X2 t1 = D4(z) (byte ror 4: ror #4)
    eor     r7, r7, r6                  @ q1' ^= t7
    eor     r4, r9, r4, ror #14         @ q3' = t2 ^ X q3
    eor     r3, r5, r3, ror #14         @ q2' = t1 ^ X q2
    eor     r11, r7, r11, ror #20       @ q1' ^= X2 t1
    eor     r5, r9, r9, ror #24         @ X2 t2: z ^ ror(z, 24)
    eor     r7, r2, r2, ror #24         @ X q5: z ^ ror(z, 24)
    and     r5, r5, #0x0f0f0f0f         @ X2 t2: & L4
    eor     r9, r5, r9                  @ X2 t2 = D4(z) (byte ror 4: ror #4)
    and     r7, r7, #0x3f3f3f3f         @ X q5: & L6
    eor     r4, r4, r6                  @ q3' ^= t7
    eor     r5, r7, r2                  @ X q5 = D6(z) (byte ror 6: ror #6)
    eor     r7, r6, r6, ror #24         @ X2 t7: z ^ ror(z, 24)
    eor     r3, r3, r9, ror #20         @ q2' ^= X2 t2
    eor     r2, r2, r5, ror #14         @ t5 = q5 ^ X q5
    eor     r9, r1, r1, ror #24         @ X2 t3: z ^ ror(z, 24)
    eor     r0, r0, lr                  @ X q4 = D6(z) (byte ror 6: ror #6)
    and     r9, r9, #0x0f0f0f0f         @ X2 t3: & L4
    eor     lr, lr, r0, ror #14         @ t4 = q4 ^ X q4
    eor     r9, r9, r1                  @ X2 t3 = D4(z) (byte ror 4: ror #4)
    eor     r4, r4, r9, ror #20         @ q3' ^= X2 t3
    eor     r9, r12, r12, ror #24       @ X q6: z ^ ror(z, 24)
    and     r7, r7, #0x0f0f0f0f         @ X2 t7: & L4
    eor     r0, r1, r0, ror #14         @ q4' = t3 ^ X q4
    eor     r1, lr, lr, ror #24         @ X2 t4: z ^ ror(z, 24)
    and     r9, r9, #0x3f3f3f3f         @ X q6: & L6
    eor     r0, r0, r6                  @ q4' ^= t7
    eor     r9, r9, r12                 @ X q6 = D6(z) (byte ror 6: ror #6)
    eor     r7, r7, r6                  @ X2 t7 = D4(z) (byte ror 4: ror #4)
    eor     r12, r12, r9, ror #14       @ t6 = q6 ^ X q6
    and     r1, r1, #0x0f0f0f0f         @ X2 t4: & L4
    eor     r8, r12, r8, ror #14        @ q7' = t6 ^ X q7
    eor     r5, lr, r5, ror #14         @ q5' = t4 ^ X q5
    eor     r6, r8, r7, ror #20         @ q7' ^= X2 t7
    eor     r7, r2, r2, ror #24         @ X2 t5: z ^ ror(z, 24)
    eor     r8, r1, lr                  @ X2 t4 = D4(z) (byte ror 4: ror #4)
    eor     r9, r2, r9, ror #14         @ q6' = t5 ^ X q6
    eor     r0, r0, r8, ror #20         @ q4' ^= X2 t4
    eor     r1, r12, r12, ror #24       @ X2 t6: z ^ ror(z, 24)
    and     r7, r7, #0x0f0f0f0f         @ X2 t5: & L4
    eor     lr, r11, r10                @ r5 = U6 ^ U7
    and     r8, r1, #0x0f0f0f0f         @ X2 t6: & L4
    eor     r12, r8, r12                @ X2 t6 = D4(z) (byte ror 4: ror #4)
    eor     r2, r7, r2                  @ X2 t5 = D4(z) (byte ror 4: ror #4)
    eor     r1, r6, r0                  @ y3 = U0 ^ U3
    eor     r5, r5, r2, ror #20         @ q5' ^= X2 t5
    eor     r8, r3, r11                 @ r18 = U5 ^ U6
    eor     r7, r4, r10                 @ y19 = U4 ^ U7
    eor     r9, r9, r12, ror #20        @ q6' ^= X2 t6
    eor     r2, r5, r3                  @ r17 = U2 ^ U5
    eor     r12, r9, r0                 @ y5 = U1 ^ U3
    eor     r11, r9, r11                @ r13 = U1 ^ U6
    eor     r3, r9, r1                  @ y6 = U1 ^ y3
    eor     r0, r0, r4                  @ y9 = U3 ^ U4
    str     r5, [sp, #32]               @ spill o5
    and     r5, r1, r3                  @ t3 = y3 & y6
    str     r1, [sp, #36]               @ spill y3
    eor     r1, r4, r3                  @ y14 = U4 ^ y6
    eor     r10, r10, r0                @ y1 = U7 ^ y9
    str     r3, [sp, #40]               @ spill y6
    eor     r3, r12, r2                 @ y15 = y5 ^ r17
    eor     r9, r6, r9                  @ y8 = U0 ^ U1
    str     r4, [sp, #44]               @ spill o3
    and     r4, r12, r10                @ t8 = y5 & y1
    str     r10, [sp, #48]              @ spill y1
    eor     r10, r12, lr                @ y4 = y5 ^ r5
    str     r12, [sp, #52]              @ spill y5
    eor     r12, r9, lr                 @ y12 = y8 ^ r5
    eor     r2, r6, r2                  @ U7x = U0 ^ r17
    and     r6, r10, r2                 @ t5 = y4 & U7x
    str     r2, [sp, #56]               @ spill U7x
    and     r2, r12, r3                 @ t2 = y12 & y15
    str     r12, [sp, #60]              @ spill y12
    eor     r12, r9, r7                 @ y10 = y8 ^ y19
    eor     r5, r5, r2                  @ t4 = t3 ^ t2
    str     r3, [sp, #64]               @ spill y15
    and     r3, r9, r12                 @ t15 = y8 & y10
    eor     lr, r0, lr                  @ y13 = y9 ^ r5
    str     r9, [sp, #68]               @ spill y8
    eor     r9, r0, r8                  @ y17 = y9 ^ r18
    eor     r6, r6, r2                  @ t6 = t5 ^ t2
    and     r2, r1, r9                  @ t13 = y14 & y17
    str     r1, [sp, #72]               @ spill y14
    eor     r1, r12, r9                 @ y11 = y10 ^ y17
    str     r9, [sp, #76]               @ spill y17
    and     r9, r0, r1                  @ t12 = y9 & y11
    eor     r3, r3, r9                  @ t16 = t15 ^ t12
    eor     r8, r12, r8                 @ y20 = y10 ^ r18
    eor     r2, r2, r9                  @ t14 = t13 ^ t12
    eor     r5, r5, r2                  @ t17 = t4 ^ t14
    eor     r9, r7, r11                 @ y2 = y19 ^ r13
    eor     r6, r6, r3                  @ t18 = t6 ^ t16
    eor     r7, r6, r7                  @ t22 = t18 ^ y19
    eor     r8, r5, r8                  @ t21 = t17 ^ y20
    ldr     r6, [sp, #32]               @ reload o5
    ldr     r5, [sp, #44]               @ reload o3
    str     r12, [sp, #44]              @ spill y10
    eor     r5, r6, r5                  @ r19 = U2 ^ U4
    eor     r11, r11, r5                @ y16 = r13 ^ r19
    eor     r5, r6, r10                 @ y7 = U2 ^ y4
    and     r12, lr, r11                @ t7 = y13 & y16
    eor     r4, r4, r12                 @ t9 = t8 ^ t7
    eor     r2, r4, r2                  @ t19 = t9 ^ t14
    and     r4, r9, r5                  @ t10 = y2 & y7
    eor     r12, r4, r12                @ t11 = t10 ^ t7
    eor     r6, r6, r0                  @ y18 = U2 ^ y9
    eor     r4, lr, r11                 @ y21 = y13 ^ y16
    eor     r2, r2, r4                  @ t23 = t19 ^ y21
    eor     r3, r12, r3                 @ t20 = t11 ^ t16
    and     r4, r8, r2                  @ t26 = t21 & t23
    eor     r12, r8, r7                 @ t25 = t21 ^ t22
    eor     r8, r7, r4                  @ t31 = t22 ^ t26
    eor     r6, r3, r6                  @ t24 = t20 ^ y18
    eor     r3, r2, r6                  @ t30 = t23 ^ t24
    eor     r4, r6, r4                  @ t27 = t24 ^ t26
    and     r8, r8, r3                  @ t32 = t31 & t30
    and     r3, r12, r4                 @ t28 = t25 & t27
    eor     r8, r8, r6                  @ t33 = t32 ^ t24
    eor     r7, r3, r7                  @ t29 = t28 ^ t22
    eor     r3, r4, r8                  @ t35 = t27 ^ t33
    and     r6, r6, r3                  @ t36 = t24 & t35
    eor     r2, r2, r8                  @ t34 = t23 ^ t33
    eor     r4, r4, r6                  @ t38 = t27 ^ t36
    eor     r3, r7, r8                  @ t42 = t29 ^ t33
    and     r0, r3, r0                  @ z15 = t42 & y9
    and     r5, r7, r5                  @ z5 = t29 & y7
    and     r4, r7, r4                  @ t39 = t29 & t38
    and     r9, r7, r9                  @ z14 = t29 & y2
    and     r1, r3, r1                  @ z6 = t42 & y11
    eor     r2, r6, r2                  @ t37 = t36 ^ t34
    eor     r12, r12, r4                @ t40 = t25 ^ t39
    eor     r7, r7, r12                 @ t43 = t29 ^ t40
    eor     r1, r1, r0                  @ p0 = z6 ^ z15
    and     r11, r7, r11                @ z3 = t43 & y16
    eor     r6, r8, r2                  @ t44 = t33 ^ t37
    and     lr, r7, lr                  @ z12 = t43 & y13
    ldr     r4, [sp, #56]               @ reload U7x
    eor     r9, r11, r9                 @ p6 = z3 ^ z14
    and     r7, r8, r4                  @ z2 = t33 & U7x
    ldr     r4, [sp, #36]               @ reload y3
    str     r11, [sp, #36]              @ spill z3
    and     r4, r2, r4                  @ z10 = t37 & y3
    eor     r4, r7, r4                  @ p4 = z2 ^ z10
    ldr     r11, [sp, #64]              @ reload y15
    and     r10, r8, r10                @ z11 = t33 & y4
    and     r11, r6, r11                @ z0 = t44 & y15
    eor     r8, r11, r5                 @ p5 = z0 ^ z5
    str     r5, [sp, #64]               @ spill z5
    eor     r5, r4, r9                  @ p20 = p4 ^ p6
    eor     r4, r10, r4                 @ p10 = z11 ^ p4
    eor     r7, r11, r7                 @ p12 = z0 ^ z2
    eor     r11, r12, r2                @ t41 = t40 ^ t37
    str     r7, [sp, #56]               @ spill p12
    ldr     r7, [sp, #60]               @ reload y12
    eor     r0, r10, r0                 @ p16 = z11 ^ z15
    and     r6, r6, r7                  @ z9 = t44 & y12
    ldr     r7, [sp, #68]               @ reload y8
    ldr     r10, [sp, #40]              @ reload y6
    and     r7, r11, r7                 @ z17 = t41 & y8
    eor     r6, r6, r7                  @ p9 = z9 ^ z17
    and     r2, r2, r10                 @ z1 = t37 & y6
    eor     r3, r3, r11                 @ t45 = t42 ^ t41
    ldr     r10, [sp, #48]              @ reload y1
    eor     r9, r9, r4                  @ p25 = p6 ^ p10
    and     r10, r12, r10               @ z4 = t40 & y1
    eor     r2, r2, r10                 @ p3 = z1 ^ z4
    eor     r7, r7, r8                  @ p18 = z17 ^ p5
    eor     r4, r4, r7                  @ p27 = p10 ^ p18
    ldr     r7, [sp, #52]               @ reload y5
    eor     r0, r6, r0                  @ S7 = q0 = p9 ^ p16
    and     r12, r12, r7                @ z13 = t40 & y5
    ldr     r7, [sp, #44]               @ reload y10
    and     r11, r11, r7                @ z8 = t41 & y10
    eor     r7, lr, r12                 @ p1 = z12 ^ z13
    eor     r7, r1, r7                  @ p7 = p0 ^ p1
    eor     r12, r11, r12               @ p15 = z8 ^ z13
    eor     r1, r1, r2                  @ p11 = p0 ^ p3
    eor     r5, r12, r5                 @ p29 = p15 ^ p20
    ldr     r12, [sp, #72]              @ reload y14
    eor     r6, r6, r1                  @ p26 = p9 ^ p11
    and     r12, r3, r12                @ z16 = t45 & y14
    eor     r11, r11, r12               @ p2 = z8 ^ z16
    eor     lr, lr, r11                 @ p17 = z12 ^ p2
    eor     r9, r1, r9                  @ p28 = p11 ^ p25
    ldr     r1, [sp, #76]               @ reload y17
    eor     r8, r8, r7                  @ p24 = p5 ^ p7
    and     r3, r3, r1                  @ z7 = t45 & y17
    eor     r10, r10, r3                @ p8 = z4 ^ z7
    ldr     r1, [sp, #36]               @ reload z3
    ldr     r3, [sp, #64]               @ reload z5
    eor     r10, r7, r10                @ p23 = p7 ^ p8
    eor     r3, r1, r3                  @ p13 = z3 ^ z5
    eor     r4, r10, r4                 @ S4 = q3 = p23 ^ p27
    eor     r7, r11, r7                 @ p22 = p2 ^ p7
    eor     lr, lr, r9                  @ S2 = q5 = p17 ^ p28
    eor     r12, r1, r12                @ p14 = z3 ^ z16
    eor     r3, r3, r7                  @ S0 = q7 = p13 ^ p22
    eor     r2, r11, r2                 @ p19 = p2 ^ p3
    ldr     r9, [sp, #56]               @ reload p12
    eor     r8, r2, r8                  @ S5 = q2 = p19 ^ p24
    eor     r1, r9, r7                  @ S3 = q4 = p12 ^ p22
    eor     r5, r6, r5                  @ S1 = q6 = p26 ^ p29
    eor     r10, r12, r10               @ S6 = q1 = p14 ^ p23
    @ round 4i - 2: skew 2
    ldr     r2, [sp, #FR_RKP]           @ key pointer
    ldr     r6, [r2, #28]               @ rk word 7
    ldr     r7, [r2, #0]                @ rk word 0
    ldr     r9, [r2, #16]               @ rk word 4
    ldr     r11, [r2, #24]              @ rk word 6
    ldr     r12, [r2, #8]               @ rk word 2
    eor     r3, r3, r6                  @ q7 ^= rk[7]
    eor     r0, r0, r7                  @ q0 ^= rk[0]
    eor     r1, r1, r9                  @ q4 ^= rk[4]
    eor     r5, r5, r11                 @ q6 ^= rk[6]
    eor     r8, r8, r12                 @ q2 ^= rk[2]
    eor     r6, r5, r5, ror #16         @ v6 = q6 ^ X2 q6
    eor     r7, r0, r0, ror #16         @ v0 = q0 ^ X2 q0
    ldr     r9, [r2, #12]               @ rk word 3
    eor     r11, r3, r3, ror #16        @ v7 = q7 ^ X2 q7
    eor     r4, r4, r9                  @ q3 ^= rk[3]
    eor     r12, r8, r7                 @ q2 ^= v0 (04.v)
    eor     r9, r4, r4, ror #16         @ v3 = q3 ^ X2 q3
    ldr     r7, [r2, #4]                @ rk word 1
    eor     r12, r12, r11               @ q2 ^= v7 (04.v)
    eor     r10, r10, r7                @ q1 ^= rk[1]
    ldr     r7, [r2, #20]               @ rk word 5
    eor     r8, r8, r8, ror #16         @ v2 = q2 ^ X2 q2
    eor     lr, lr, r7                  @ q5 ^= rk[5]
    eor     r9, lr, r9                  @ q5 ^= v3 (04.v)
    eor     r7, r10, r6                 @ q1 ^= v6 (04.v)
    eor     lr, lr, lr, ror #16         @ v5 = q5 ^ X2 q5
    eor     r10, r10, r10, ror #16      @ v1 = q1 ^ X2 q1
    eor     r3, r3, lr                  @ q7 ^= v5 (04.v)
    eor     r0, r0, r6                  @ q0 ^= v6 (04.v)
    eor     r8, r1, r8                  @ q4 ^= v2 (04.v)
    eor     lr, r8, r6                  @ q4 ^= v6 (04.v)
    eor     r9, r9, r11                 @ q5 ^= v7 (04.v)
    eor     r8, r9, r9, ror #24         @ X q5: z ^ ror(z, 24)
    eor     r1, r1, r1, ror #16         @ v4 = q4 ^ X2 q4
    eor     lr, lr, r11                 @ q4 ^= v7 (04.v)
    eor     r2, lr, lr, ror #24         @ X q4: z ^ ror(z, 24)
    eor     r5, r5, r1                  @ q6 ^= v4 (04.v)
    and     r8, r8, #0x0f0f0f0f         @ X q5: & L4
    eor     r4, r4, r10                 @ q3 ^= v1 (04.v)
    eor     r1, r3, r3, ror #24         @ X q7: z ^ ror(z, 24)
    eor     r10, r5, r5, ror #24        @ X q6: z ^ ror(z, 24)
    eor     r7, r7, r11                 @ q1 ^= v7 (04.v)
    eor     r8, r8, r9                  @ X q5 = D4(z) (byte ror 4: ror #4)
    eor     r11, r9, r8, ror #12        @ t5 = q5 ^ X q5
    and     r10, r10, #0x0f0f0f0f       @ X q6: & L4
    eor     r9, r10, r5                 @ X q6 = D4(z) (byte ror 4: ror #4)
    eor     r6, r4, r6                  @ q3 ^= v6 (04.v)
    and     r1, r1, #0x0f0f0f0f         @ X q7: & L4
    eor     r10, r6, r6, ror #24        @ X q3: z ^ ror(z, 24)
    eor     r4, r7, r7, ror #24         @ X q1: z ^ ror(z, 24)
    eor     r1, r1, r3                  @ X q7 = D4(z) (byte ror 4: ror #4)
    and     r4, r4, #0x0f0f0f0f         @ X q1: & L4
    and     r2, r2, #0x0f0f0f0f         @ X q4: & L4
    eor     r5, r5, r9, ror #12         @ t6 = q6 ^ X q6
    eor     r9, r11, r9, ror #12        @ q6' = t5 ^ X q6
    eor     r3, r3, r1, ror #12         @ t7 = q7 ^ X q7
    eor     r4, r4, r7                  @ X q1 = D4(z) (byte ror 4: ror #4)
    and     r10, r10, #0x0f0f0f0f       @ X q3: & L4
    eor     r2, r2, lr                  @ X q4 = D4(z) (byte ror 4: ror #4)
    eor     r9, r9, r5, ror #16         @ q6' ^= X2 t6
    eor     r1, r5, r1, ror #12         @ q7' = t6 ^ X q7
    eor     r10, r10, r6                @ X q3 = D4(z) (byte ror 4: ror #4)
    eor     lr, lr, r2, ror #12         @ t4 = q4 ^ X q4
    eor     r5, r12, r12, ror #24       @ X q2: z ^ ror(z, 24)
    eor     r8, lr, r8, ror #12         @ q5' = t4 ^ X q5
    and     r5, r5, #0x0f0f0f0f         @ X q2: & L4
    eor     r6, r6, r10, ror #12        @ t3 = q3 ^ X q3
    eor     r11, r8, r11, ror #16       @ q5' ^= X2 t5
    eor     r8, r0, r0, ror #24         @ X q0: z ^ ror(z, 24)
    eor     r5, r5, r12                 @ X q2 = D4(z) (byte ror 4: ror #4)
    eor     r7, r7, r4, ror #12         @ t1 = q1 ^ X q1
    eor     r2, r6, r2, ror #12         @ q4' = t3 ^ X q4
    eor     r12, r12, r5, ror #12       @ t2 = q2 ^ X q2
    eor     r2, r2, r3                  @ q4' ^= t7
    and     r8, r8, #0x0f0f0f0f         @ X q0: & L4
    eor     r8, r8, r0                  @ X q0 = D4(z) (byte ror 4: ror #4)
    eor     r0, r0, r8, ror #12         @ t0 = q0 ^ X q0
    eor     r1, r1, r3, ror #16         @ q7' ^= X2 t7
    eor     r4, r0, r4, ror #12         @ q1' = t0 ^ X q1
    eor     r10, r12, r10, ror #12      @ q3' = t2 ^ X q3
    eor     lr, r2, lr, ror #16         @ q4' ^= X2 t4
    eor     r8, r3, r8, ror #12         @ q0' = t7 ^ X q0
    eor     r2, r1, lr                  @ y3 = U0 ^ U3
    eor     r0, r8, r0, ror #16         @ q0' ^= X2 t0
    eor     r5, r7, r5, ror #12         @ q2' = t1 ^ X q2
    eor     r10, r10, r3                @ q3' ^= t7
    eor     r12, r5, r12, ror #16       @ q2' ^= X2 t2
    eor     r6, r10, r6, ror #16        @ q3' ^= X2 t3
    eor     r8, r9, lr                  @ y5 = U1 ^ U3
    eor     r5, r6, r0                  @ y19 = U4 ^ U7
    eor     r10, lr, r6                 @ y9 = U3 ^ U4
    eor     r4, r4, r3                  @ q1' ^= t7
    eor     r7, r4, r7, ror #16         @ q1' ^= X2 t1
    eor     lr, r9, r2                  @ y6 = U1 ^ y3
    eor     r3, r6, lr                  @ y14 = U4 ^ y6
    and     r4, r2, lr                  @ t3 = y3 & y6
    str     lr, [sp, #32]               @ spill y6
    eor     lr, r0, r10                 @ y1 = U7 ^ y9
    str     r2, [sp, #36]               @ spill y3
    and     r2, r8, lr                  @ t8 = y5 & y1
    str     lr, [sp, #40]               @ spill y1
    eor     lr, r11, r12                @ r17 = U2 ^ U5
    eor     r6, r11, r6                 @ r19 = U2 ^ U4
    str     r11, [sp, #44]              @ spill o5
    eor     r11, r9, r7                 @ r13 = U1 ^ U6
    eor     r12, r12, r7                @ r18 = U5 ^ U6
    eor     r9, r1, r9                  @ y8 = U0 ^ U1
    eor     r0, r7, r0                  @ r5 = U6 ^ U7
    eor     r7, r8, lr                  @ y15 = y5 ^ r17
    eor     r1, r1, lr                  @ U7x = U0 ^ r17
    eor     lr, r8, r0                  @ y4 = y5 ^ r5
    str     r8, [sp, #48]               @ spill y5
    and     r8, lr, r1                  @ t5 = y4 & U7x
    str     r1, [sp, #52]               @ spill U7x
    eor     r1, r9, r0                  @ y12 = y8 ^ r5
    str     lr, [sp, #56]               @ spill y4
    and     lr, r1, r7                  @ t2 = y12 & y15
    str     r7, [sp, #60]               @ spill y15
    eor     r7, r10, r12                @ y17 = y9 ^ r18
    eor     r6, r11, r6                 @ y16 = r13 ^ r19
    eor     r8, r8, lr                  @ t6 = t5 ^ t2
    eor     r4, r4, lr                  @ t4 = t3 ^ t2
    eor     lr, r9, r5                  @ y10 = y8 ^ y19
    str     r1, [sp, #64]               @ spill y12
    and     r1, r3, r7                  @ t13 = y14 & y17
    str     r3, [sp, #68]               @ spill y14
    eor     r3, lr, r7                  @ y11 = y10 ^ y17
    eor     r0, r10, r0                 @ y13 = y9 ^ r5
    str     r7, [sp, #72]               @ spill y17
    and     r7, r9, lr                  @ t15 = y8 & y10
    str     r9, [sp, #76]               @ spill y8
    and     r9, r10, r3                 @ t12 = y9 & y11
    eor     r7, r7, r9                  @ t16 = t15 ^ t12
    eor     r1, r1, r9                  @ t14 = t13 ^ t12
    and     r9, r0, r6                  @ t7 = y13 & y16
    eor     r12, lr, r12                @ y20 = y10 ^ r18
    eor     r11, r5, r11                @ y2 = y19 ^ r13
    eor     r4, r4, r1                  @ t17 = t4 ^ t14
    eor     r2, r2, r9                  @ t9 = t8 ^ t7
    eor     r8, r8, r7                  @ t18 = t6 ^ t16
    eor     r12, r4, r12                @ t21 = t17 ^ y20
    eor     r1, r2, r1                  @ t19 = t9 ^ t14
    ldr     r4, [sp, #44]               @ reload o5
    ldr     r2, [sp, #56]               @ reload y4
    str     lr, [sp, #80]               @ spill y10
    eor     lr, r4, r2                  @ y7 = U2 ^ y4
    eor     r5, r8, r5                  @ t22 = t18 ^ y19
    eor     r8, r0, r6                  @ y21 = y13 ^ y16
    eor     r1, r1, r8                  @ t23 = t19 ^ y21
    and     r8, r11, lr                 @ t10 = y2 & y7
    eor     r4, r4, r10                 @ y18 = U2 ^ y9
    eor     r9, r8, r9                  @ t11 = t10 ^ t7
    eor     r7, r9, r7                  @ t20 = t11 ^ t16
    eor     r4, r7, r4                  @ t24 = t20 ^ y18
    and     r8, r12, r1                 @ t26 = t21 & t23
    eor     r9, r1, r4                  @ t30 = t23 ^ t24
    eor     r7, r5, r8                  @ t31 = t22 ^ t26
    eor     r8, r4, r8                  @ t27 = t24 ^ t26
    and     r9, r7, r9                  @ t32 = t31 & t30
    eor     r7, r9, r4                  @ t33 = t32 ^ t24
    eor     r9, r8, r7                  @ t35 = t27 ^ t33
    eor     r12, r12, r5                @ t25 = t21 ^ t22
    and     r4, r4, r9                  @ t36 = t24 & t35
    and     r9, r12, r8                 @ t28 = t25 & t27
    eor     r5, r9, r5                  @ t29 = t28 ^ t22
    ldr     r9, [sp, #52]               @ reload U7x
    and     r2, r7, r2                  @ z11 = t33 & y4
    and     r9, r7, r9                  @ z2 = t33 & U7x
    eor     r8, r8, r4                  @ t38 = t27 ^ t36
    eor     r1, r1, r7                  @ t34 = t23 ^ t33
    and     r8, r5, r8                  @ t39 = t29 & t38
    eor     r12, r12, r8                @ t40 = t25 ^ t39
    eor     r8, r5, r7                  @ t42 = t29 ^ t33
    and     r10, r8, r10                @ z15 = t42 & y9
    eor     r4, r4, r1                  @ t37 = t36 ^ t34
    and     lr, r5, lr                  @ z5 = t29 & y7
    eor     r1, r5, r12                 @ t43 = t29 ^ t40
    and     r3, r8, r3                  @ z6 = t42 & y11
    eor     r3, r3, r10                 @ p0 = z6 ^ z15
    and     r11, r5, r11                @ z14 = t29 & y2
    and     r6, r1, r6                  @ z3 = t43 & y16
    ldr     r5, [sp, #36]               @ reload y3
    eor     r10, r2, r10                @ p16 = z11 ^ z15
    and     r5, r4, r5                  @ z10 = t37 & y3
    and     r0, r1, r0                  @ z12 = t43 & y13
    eor     r7, r7, r4                  @ t44 = t33 ^ t37
    ldr     r1, [sp, #64]               @ reload y12
    str     r10, [sp, #64]              @ spill p16
    and     r1, r7, r1                  @ z9 = t44 & y12
    ldr     r10, [sp, #60]              @ reload y15
    eor     r5, r9, r5                  @ p4 = z2 ^ z10
    and     r7, r7, r10                 @ z0 = t44 & y15
    eor     r10, r7, r9                 @ p12 = z0 ^ z2
    eor     r9, r12, r4                 @ t41 = t40 ^ t37
    str     r10, [sp, #60]              @ spill p12
    ldr     r10, [sp, #76]              @ reload y8
    eor     r11, r6, r11                @ p6 = z3 ^ z14
    and     r10, r9, r10                @ z17 = t41 & y8
    eor     r1, r1, r10                 @ p9 = z9 ^ z17
    str     r1, [sp, #76]               @ spill p9
    ldr     r1, [sp, #32]               @ reload y6
    eor     r7, r7, lr                  @ p5 = z0 ^ z5
    and     r4, r4, r1                  @ z1 = t37 & y6
    ldr     r1, [sp, #40]               @ reload y1
    eor     r2, r2, r5                  @ p10 = z11 ^ p4
    and     r1, r12, r1                 @ z4 = t40 & y1
    eor     r5, r5, r11                 @ p20 = p4 ^ p6
    eor     r10, r10, r7                @ p18 = z17 ^ p5
    eor     r11, r11, r2                @ p25 = p6 ^ p10
    eor     r4, r4, r1                  @ p3 = z1 ^ z4
    eor     r10, r2, r10                @ p27 = p10 ^ p18
    eor     r8, r8, r9                  @ t45 = t42 ^ t41
    ldr     r2, [sp, #48]               @ reload y5
    eor     lr, r6, lr                  @ p13 = z3 ^ z5
    and     r12, r12, r2                @ z13 = t40 & y5
    ldr     r2, [sp, #80]               @ reload y10
    and     r9, r9, r2                  @ z8 = t41 & y10
    ldr     r2, [sp, #72]               @ reload y17
    and     r2, r8, r2                  @ z7 = t45 & y17
    eor     r1, r1, r2                  @ p8 = z4 ^ z7
    ldr     r2, [sp, #68]               @ reload y14
    and     r8, r8, r2                  @ z16 = t45 & y14
    eor     r2, r0, r12                 @ p1 = z12 ^ z13
    eor     r12, r9, r12                @ p15 = z8 ^ z13
    eor     r2, r3, r2                  @ p7 = p0 ^ p1
    eor     r9, r9, r8                  @ p2 = z8 ^ z16
    eor     r3, r3, r4                  @ p11 = p0 ^ p3
    eor     r6, r6, r8                  @ p14 = z3 ^ z16
    eor     r8, r9, r2                  @ p22 = p2 ^ p7
    eor     r5, r12, r5                 @ p29 = p15 ^ p20
    eor     r7, r7, r2                  @ p24 = p5 ^ p7
    eor     lr, lr, r8                  @ S0 = q7 = p13 ^ p22
    eor     r0, r0, r9                  @ p17 = z12 ^ p2
    eor     r4, r9, r4                  @ p19 = p2 ^ p3
    ldr     r12, [sp, #76]              @ reload p9
    ldr     r9, [sp, #64]               @ reload p16
    eor     r11, r3, r11                @ p28 = p11 ^ p25
    eor     r9, r12, r9                 @ S7 = q0 = p9 ^ p16
    eor     r12, r12, r3                @ p26 = p9 ^ p11
    eor     r7, r4, r7                  @ S5 = q2 = p19 ^ p24
    eor     r1, r2, r1                  @ p23 = p7 ^ p8
    eor     r6, r6, r1                  @ S6 = q1 = p14 ^ p23
    eor     r3, r1, r10                 @ S4 = q3 = p23 ^ p27
    eor     r0, r0, r11                 @ S2 = q5 = p17 ^ p28
    ldr     r4, [sp, #60]               @ reload p12
    eor     r5, r12, r5                 @ S1 = q6 = p26 ^ p29
    eor     r4, r4, r8                  @ S3 = q4 = p12 ^ p22
    @ next loop pass
    ldr     r1, [sp, #FR_RKP]
    ldr     r2, [sp, #FR_LIM]
    sub     r1, r1, #128
    str     r1, [sp, #FR_RKP]           @ rkp -= 128
    cmp     r1, r2
    @ registers as at .Ldec_pass
    mov     r1, r6
    mov     r2, r7
    mov     r6, r5
    mov     r5, r0
    mov     r0, r9
    mov     r7, lr
    b       .Ldec_pass
.Ldec_enter12:
    @ AES-192: enter at round 11
    sub     r1, r1, #64
    str     r1, [sp, #FR_RKP]           @ rkp = rk + 32 (nr - 2)
    mov     r10, r12
    mov     r1, r8
    mov     r6, r11
    mov     r11, r5
    mov     r5, r9
    mov     r12, r3
    mov     r8, r7
    mov     r7, r4
    b       .Ldec_pos2
.Ldec_exit1:
    @ round 0 (keys at rk)
    ldr     r5, [sp, #FR_RK]            @ key pointer
    ldr     r6, [r5, #4]                @ rk word 1
    ldr     r7, [r5, #28]               @ rk word 7
    ldr     r8, [r5, #12]               @ rk word 3
    ldr     r9, [r5, #24]               @ rk word 6
    ldr     lr, [r5, #8]                @ rk word 2
    eor     r2, r2, r6                  @ q1 ^= rk[1]
    eor     r1, r1, r7                  @ q7 ^= rk[7]
    eor     r4, r4, r8                  @ q3 ^= rk[3]
    eor     r3, r3, r9                  @ q6 ^= rk[6]
    eor     r10, r10, lr                @ q2 ^= rk[2]
    ldr     r6, [r5, #0]                @ rk word 0
    ldr     r7, [r5, #20]               @ rk word 5
    ldr     r8, [r5, #16]               @ rk word 4
    eor     r12, r12, r6                @ q0 ^= rk[0]
    eor     r0, r0, r7                  @ q5 ^= rk[5]
    eor     r11, r11, r8                @ q4 ^= rk[4]
    @ back to columns
    eor     r5, r2, r12, lsr #1         @ swapmove(q0, q1, 1)
    eor     r6, r4, r10, lsr #1         @ swapmove(q2, q3, 1)
    and     r5, r5, #0x55555555
    eor     r2, r2, r5
    eor     r12, r12, r5, lsl #1
    and     r6, r6, #0x55555555
    eor     r4, r4, r6
    eor     r10, r10, r6, lsl #1
    eor     r6, r0, r11, lsr #1         @ swapmove(q4, q5, 1)
    and     r6, r6, #0x55555555
    eor     r0, r0, r6
    eor     r11, r11, r6, lsl #1
    eor     r6, r1, r3, lsr #1          @ swapmove(q6, q7, 1)
    and     r6, r6, #0x55555555
    eor     r1, r1, r6
    eor     r3, r3, r6, lsl #1
    eor     r6, r10, r12, lsr #2        @ swapmove(q0, q2, 2)
    and     r6, r6, #0x33333333
    eor     r10, r10, r6
    eor     r12, r12, r6, lsl #2
    eor     r6, r4, r2, lsr #2          @ swapmove(q1, q3, 2)
    and     r6, r6, #0x33333333
    eor     r4, r4, r6
    eor     r2, r2, r6, lsl #2
    eor     r6, r3, r11, lsr #2         @ swapmove(q4, q6, 2)
    and     r6, r6, #0x33333333
    eor     r3, r3, r6
    eor     r11, r11, r6, lsl #2
    eor     r6, r1, r0, lsr #2          @ swapmove(q5, q7, 2)
    and     r6, r6, #0x33333333
    eor     r1, r1, r6
    eor     r0, r0, r6, lsl #2
    eor     r6, r11, r12, lsr #4        @ swapmove(q0, q4, 4)
    and     r6, r6, #0x0f0f0f0f
    eor     r11, r11, r6
    eor     r12, r12, r6, lsl #4
    eor     r6, r0, r2, lsr #4          @ swapmove(q1, q5, 4)
    and     r6, r6, #0x0f0f0f0f
    eor     r0, r0, r6
    eor     r2, r2, r6, lsl #4
    eor     r6, r3, r10, lsr #4         @ swapmove(q2, q6, 4)
    and     r6, r6, #0x0f0f0f0f
    eor     r3, r3, r6
    eor     r10, r10, r6, lsl #4
    eor     r6, r1, r4, lsr #4          @ swapmove(q3, q7, 4)
    and     r6, r6, #0x0f0f0f0f
    eor     r1, r1, r6
    eor     r4, r4, r6, lsl #4
.Ldec_store:
    @ store the pair
    ldr     r5, [sp, #FR_OUT]           @ out
    ldr     r6, [sp, #FR_N]             @ blocks left
    str     r12, [r5, #0]               @ block 0
    str     r10, [r5, #4]
    str     r11, [r5, #8]
    str     r3, [r5, #12]
    cmp     r6, #1
    beq     .Ldec_done
    @ block 1; advance
    str     r2, [r5, #16]               @ block 1
    str     r4, [r5, #20]
    str     r0, [r5, #24]
    str     r1, [r5, #28]
    ldr     r7, [sp, #FR_IN]
    add     r5, r5, #32
    sub     r6, r6, #2
    add     r7, r7, #32
    str     r5, [sp, #FR_OUT]           @ out += 32
    str     r7, [sp, #FR_IN]            @ in += 32
    str     r6, [sp, #FR_N]             @ blocks left -= 2
    b       .Ldec_pair
.Ldec_one:
    @ one block: block 1 = a copy of block 0 (a zero block would compute E_K(0))
    mov     r1, r0
    mov     r3, r2
    mov     r5, r4
    mov     r7, r6
    b       .Ldec_packed
.Ldec_done:
    @ zero the frame (spilled state) and r0-r3, r12, lr; free the frame
    mov     r0, #0
    mov     r1, #0
    mov     r2, #0
    mov     r3, #0
    mov     r12, #0
    mov     lr, #0
    stmia.w sp!, {r0, r1, r2, r3, r12, lr}
    stmia.w sp!, {r0, r1, r2, r3, r12, lr}
    stmia.w sp!, {r0, r1, r2, r3, r12, lr}
    stmia.w sp!, {r0, r1, r2}
    pop     {r4-r11, pc}
    .size   qzi_aes_ct_decrypt_armv8m, . - qzi_aes_ct_decrypt_armv8m
@ ---- END GENERATED CODE ----

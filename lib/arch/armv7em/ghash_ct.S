/*
 * GHASH, constant-time kernel for ARMv7E-M (Cortex-M4), Thumb-2; also run
 * by ARMv8-M Mainline (Cortex-M33, with or without DSP).
 *
 *   void qzi_ghash_ct_prepare_armv7em(uint32_t hk[QZI_GHASH_KEY_WORDS],
 *                                     const uint8_t h[16]);
 *   void qzi_ghash_ct_blocks_armv7em(uint8_t y[16],
 *                                    const uint32_t hk[QZI_GHASH_KEY_WORDS],
 *                                    const uint8_t *blocks, size_t nblocks);
 *
 * Contract (lib/internal/ghash_kernel.h, ct variant):
 *  - blocks: for each 16-byte block X, y = (y XOR X) * H in GF(2^128)
 *    (SP 800-38D bit order). nblocks may be 0: nothing read or written.
 *  - hk must come from qzi_ghash_ct_prepare_armv7em (its own layout, see
 *    below: NOT interchangeable with qzi_ghash_ct_prepare_c). prepare
 *    writes all QZI_GHASH_KEY_WORDS = 72 words of hk.
 *  - y, h and blocks: any alignment (single-word LDR/STR only, never
 *    LDRD/LDM/STM on them; ARMv7-M and ARMv8-M Mainline do unaligned
 *    LDR/STR when CCR.UNALIGN_TRP is 0, its reset value). hk is 4-byte
 *    aligned. blocks must not overlap y.
 *  - Constant time: no branch and no address depends on H, y or the data
 *    (the only branches test nblocks); masks, shifts, XORs, and UMULL and
 *    UMLAL, which take a fixed time on the Cortex-M4 and M33 (NOT on a
 *    Cortex-M3: its UMULL terminates early).
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr and the flags
 *    clobbered. No DSP instruction (UMULL, UMLAL and REV are base
 *    Thumb-2), so an ARMv8-M Mainline core without DSP runs it too.
 *  - Leaves its stack frame zeroed and r0-r3, r12, lr = 0 on every
 *    return (blocks: the last blocks' operands and partial products,
 *    41 words, 6 MOVs + 7 STMs that also free the frame; prepare: H^2 and
 *    its 40-byte frame, and r4-r7, which hold H-derived words, are zeroed
 *    before its call to blocks, whose frame would keep them). nblocks = 0
 *    returns at once, having touched nothing. GCM wipes its own buffers.
 *
 * Representation (as lib/generic/ghash_ct.c): a block is a 128-bit
 * big-endian integer, words w0 (bytes 12..15, least significant) .. w3
 * (bytes 0..3); the coefficient of x^i is integer bit 127 - i.
 *
 * Per-key data (prepare). The C reference multiplies by H and shifts the
 * 255-bit carry-less product left by one bit before reducing. Read
 * without that shift, the product of integers A and B is the reflected
 * form of A * B * x; so this kernel keeps H' = H * x^-1 mod P instead of
 * H and drops the shift. With msb the coefficient of x^0 of H (integer
 * bit 127): H' = (H << 1 mod 2^128) XOR (msb ? 0xC2000000 00000000
 * 00000000 00000001 : 0), computed with an arithmetic-shift mask. The nine
 * Karatsuba operands of H' (w0, w1, w0^w1, w2, w3, w2^w3, w0^w2, w1^w3,
 * w0^w1^w2^w3) are split into four classes of bits each:
 *     hk[4k + c] = operand_k & (0x11111111 << c),  k = 0..8, c = 0..3,
 * and the same for H2' = H^2 * x^-1 (72 words in all):
 *     hk[36 + 4k + c],  k = 0..8.
 * prepare gets H^2 by calling the blocks function on y = H, one zero
 * block.
 *
 * The 32 x 32 carry-less products (16 UMULL/UMLAL each). The data
 * operand x is split the same way, x_a = x & (0x11111111 << a). The
 * integer product x_a * h_b has its terms in the columns p = a + b mod 4,
 * at most 8 per column, so each column's count fits in its 4-bit field
 * (p .. p+3) and bit p is the carry-less result. Class c of the product
 * is made of the four x_a * h_b with a + b = c mod 4. Two of them can be
 * ADDED (UMLAL) when their sum stays below 16 in every column: x_a * h_b
 * reaches 8 only in column a + b + 28 (every bit of both classes used),
 * so two products with different integer sums a + b never reach 8
 * together and their sum is at most 15. Hence the bins, each one UMULL
 * (+ UMLAL) XORed with the others (every column count is largest when
 * both operands are all ones; tests/kernel_ghash.c runs such operands,
 * and fails if any pair below is moved into one bin):
 *     class 0: x0 h0 + x1 h3 | x2 h2 | x3 h1
 *     class 1: x0 h1 + x2 h3 | x1 h0 + x3 h2
 *     class 2: x0 h2 + x3 h3 | x1 h1 | x2 h0
 *     class 3: x0 h3 | x1 h2 | x2 h1 | x3 h0
 * then each class is masked (AND with its immediate) and XORed in (the
 * masked classes have disjoint bits). The nine products are combined by
 * two levels of Karatsuba into the 256-bit product z0..z7, and z0..z3
 * (x^128 .. x^255) are folded into z4..z7 with x^128 = x^7 + x^2 + x + 1
 * (shifts folded into EOR's shifted operand).
 *
 * Two blocks at a time (aggregated reduction): y' = (y XOR A) * H^2 XOR
 * B * H. Karatsuba combination and reduction are linear, so the two
 * products' words are XORed as they come out (the B product of each
 * Karatsuba index is XORed into the A product still in r12:lr) and one
 * combination and one reduction serve both blocks. An odd last block
 * goes through the one-block path (nine products with H). The branches
 * choosing the path depend on nblocks only.
 *
 * Register allocation in a product: x0..x3 r0-r3, h0..h3 r4-r7, bins
 * r8:r9 and r10:r11 (r10 first holds the hk pointer), result r12:lr. In
 * a pair, the first block's product leaves its class 3 unmasked in r8:r9
 * and the second block's product adds its class 3 bins to it, so one
 * mask serves both. Between blocks the accumulator a0..a3 sits in lr,
 * r10, r11, r9.
 *
 * Stack frame (after push {r4-r11, lr}: 36 bytes)
 *    sp+0..63    the products P0..P7 (lo, hi); P8 stays in r12, lr
 *    sp+72..107  the nine operands XA0..XA8 of the (first) block
 *    sp+108..143 the nine operands XB0..XB8 of the second block (pairs)
 *    sp+144 hk   sp+148 blocks   sp+152 blocks left   sp+156 y
 *    sp+160      padding (keeps sp 8-byte aligned)
 *  Stack used: blocks 164 + 36 = 200 bytes; prepare 64 + 200 = 264.
 *
 * Size: .text 7,262 bytes (GNU as 2.40): blocks 6,658 (the pair path,
 * 18 products, is about two thirds of it), prepare 604.
 *
 * Measured figures (MODELLED cycles, zero wait states; M4 model P = 2;
 * M33: the measured-M33 model of bench/sim/timing.c, P = 1, less certain,
 * except where marked "old M33 model": the M4 table with P = 1, which
 * that model replaced). Best of 3 calls on the same data; C reference =
 * lib/generic/ghash_ct.c, arm-none-eabi-gcc 12.2 -O2, qz-mcusim with the
 * call in the region:
 *                                 1 block   2 blocks  500 blocks  c/byte
 *    C reference, cortex-m4          854      1,635     390,573    48.8
 *    C reference, cortex-m33         864      1,656     396,072    49.5
 *    (C reference, cortex-m33: old M33 model; not re-measured)
 * This kernel, build-aux/qz-trace-cycles --func (the function's own
 * instructions, so ~5 cycles of call overhead below the qz-mcusim figures
 * above), before -> after storing H2' operands 7 and 8 and moving the
 * one-block path off the pair loop (cortex-m33: old M33 model):
 *    cortex-m4     698 -> 699   1,252 -> 1,235   301,048 -> 295,304   36.9
 *    cortex-m33    695 -> 696   1,249 -> 1,232   300,547 -> 295,052   36.9
 *  Frame wipe (this version; same tool and data), before -> after
 *  (cortex-m33: old M33 model):
 *    cortex-m4     699 -> 752   1,235 -> 1,288   295,304 -> 295,357
 *    cortex-m33    696 -> 749   1,232 -> 1,285   295,052 -> 295,105
 *  i.e. +53 cycles per call of blocks, +16 per prepare (262 -> 278 on
 *  the M4, 260 -> 276 on the old M33 model, not counting its call of
 *  blocks). This version on the measured-M33 model (same tool and data):
 *    cortex-m33           815            1,422              331,596   41.4 c/B
 *  and prepare 255 (its own cycles, not counting its call of blocks).
 *  The figures below are from before the wipe, which changes none per
 *  pair.
 *  1,181 cycles per pair of blocks on the M4 (1,204 before the H2'
 *  change; 1,180 on the old M33 model, 1,202 before), ~645 for a lone
 *  block; a call with nblocks = 0 costs 4; prepare 262 + 698 for its
 *  call computing H^2 (M4; 240 + 698 before).
 *  Per pair (M4): 18 products of 57..61 cycles (7 load, 4 split, 16
 *  UMULL/UMLAL, 16 EOR joining the bins, 10..16 masking and joining the
 *  classes; class 3 is masked once for both blocks), ~50 to load and
 *  prepare the operands, ~42 Karatsuba combination, 28 reduction, 8 loop
 *  control (count, load, compare, taken branch back to .Lpair).
 *  AES-128-GCM, 8,000 bytes, ct build, the bench flow (qz_gcm_set_key +
 *  init + 2048-byte updates + final, which includes the AES key
 *  expansion, H, prepare and AES(J0)), bench/run on the cortex-m4, same
 *  tree but for this file: 967,775 modelled cycles (121.0 c/B) with the
 *  previous kernel (H2' operands 7 and 8 rebuilt on use), 962,073 (120.3
 *  c/B) with this one.
 */

    .syntax unified
    .thumb

    .equ FR_P,     0                    @ P0..P7, 64 bytes (+8 spare)
    .equ FR_XA,    72                   @ operands of the first block
    .equ FR_XB,    108                  @ operands of the second block (pairs)
    .equ FR_HK,    144
    .equ FR_BLK,   148
    .equ FR_N,     152
    .equ FR_Y,     156
    .equ FR_SIZE,  164                  @ 160 + 4 of padding: sp 8-aligned

    .equ HK2,      144                  @ byte offset of the H^2 classes in hk

/* Operand offsets in the frame. XA_k: set by stm {r0-r4, r9-r11, lr}
 * with a0..a3 in lr, r10, r11, r9 and the sums in r0-r4. */
    .equ XA0, FR_XA+32   @ a0            (lr)
    .equ XA1, FR_XA+24   @ a1            (r10)
    .equ XA2, FR_XA+0    @ a0^a1         (r0)
    .equ XA3, FR_XA+28   @ a2            (r11)
    .equ XA4, FR_XA+20   @ a3            (r9)
    .equ XA5, FR_XA+4    @ a2^a3         (r1)
    .equ XA6, FR_XA+8    @ a0^a2         (r2)
    .equ XA7, FR_XA+12   @ a1^a3         (r3)
    .equ XA8, FR_XA+16   @ a0^a1^a2^a3   (r4)
/* XB_k: set by stm {r0-r8} with b0..b3 in r5-r8 and the sums in r0-r4. */
    .equ XB0, FR_XB+20   @ b0            (r5)
    .equ XB1, FR_XB+24   @ b1            (r6)
    .equ XB2, FR_XB+0    @ b0^b1         (r0)
    .equ XB3, FR_XB+28   @ b2            (r7)
    .equ XB4, FR_XB+32   @ b3            (r8)
    .equ XB5, FR_XB+4    @ b2^b3         (r1)
    .equ XB6, FR_XB+8    @ b0^b2         (r2)
    .equ XB7, FR_XB+12   @ b1^b3         (r3)
    .equ XB8, FR_XB+16   @ b0^b1^b2^b3   (r4)

/*
 * One 32 x 32 carry-less product: the operand at [sp + xoff] times the
 * four classes at hk + hoff, as r12 (low word), lr (high word). mode 0:
 * r12:lr = the product. mode 1 (first block of a pair): r12:lr = classes
 * 0..2 of the product, r8:r9 = its class 3 unmasked. mode 2 (second
 * block): the class 3 bins are XORed into r8:r9 and masked once for both
 * blocks, and all classes XORed into r12:lr. Then r12, lr are stored at
 * FR_P + poff unless poff is -1.
 */
    .macro PROD hoff, xoff, mode, poff
    ldr     r10, [sp, #FR_HK]
    ldr     r3, [sp, #\xoff]
    ldr     r4, [r10, #\hoff]
    ldr     r5, [r10, #\hoff+4]
    ldr     r6, [r10, #\hoff+8]
    ldr     r7, [r10, #\hoff+12]
    and     r0, r3, #0x11111111
    and     r1, r3, #0x22222222
    and     r2, r3, #0x44444444
    and     r3, r3, #0x88888888
    .if \mode == 2
    @ class 3: x0 h3 | x1 h2 | x2 h1 | x3 h0, joined to the first block's
    umull   r10, r11, r0, r7
    eor     r8, r8, r10
    eor     r9, r9, r11
    umull   r10, r11, r1, r6
    eor     r8, r8, r10
    eor     r9, r9, r11
    umull   r10, r11, r2, r5
    eor     r8, r8, r10
    eor     r9, r9, r11
    umull   r10, r11, r3, r4
    eor     r8, r8, r10
    eor     r9, r9, r11
    and     r8, r8, #0x88888888
    and     r9, r9, #0x88888888
    eor     r12, r12, r8
    eor     lr, lr, r9
    .endif
    @ class 0: x0 h0 + x1 h3 | x2 h2 | x3 h1
    .if \mode != 2
    umull   r12, lr, r0, r4
    umlal   r12, lr, r1, r7
    umull   r8, r9, r2, r6
    eor     r12, r12, r8
    eor     lr, lr, r9
    umull   r8, r9, r3, r5
    eor     r12, r12, r8
    eor     lr, lr, r9
    and     r12, r12, #0x11111111
    and     lr, lr, #0x11111111
    .else
    umull   r8, r9, r0, r4
    umlal   r8, r9, r1, r7
    umull   r10, r11, r2, r6
    eor     r8, r8, r10
    eor     r9, r9, r11
    umull   r10, r11, r3, r5
    eor     r8, r8, r10
    eor     r9, r9, r11
    and     r8, r8, #0x11111111
    and     r9, r9, #0x11111111
    eor     r12, r12, r8
    eor     lr, lr, r9
    .endif
    @ class 1: x0 h1 + x2 h3 | x1 h0 + x3 h2
    umull   r8, r9, r0, r5
    umlal   r8, r9, r2, r7
    umull   r10, r11, r1, r4
    umlal   r10, r11, r3, r6
    eor     r8, r8, r10
    eor     r9, r9, r11
    and     r8, r8, #0x22222222
    and     r9, r9, #0x22222222
    eor     r12, r12, r8
    eor     lr, lr, r9
    @ class 2: x0 h2 + x3 h3 | x1 h1 | x2 h0
    umull   r8, r9, r0, r6
    umlal   r8, r9, r3, r7
    umull   r10, r11, r1, r5
    eor     r8, r8, r10
    eor     r9, r9, r11
    umull   r10, r11, r2, r4
    eor     r8, r8, r10
    eor     r9, r9, r11
    and     r8, r8, #0x44444444
    and     r9, r9, #0x44444444
    eor     r12, r12, r8
    eor     lr, lr, r9
    .if \mode != 2
    @ class 3: x0 h3 | x1 h2 | x2 h1 | x3 h0
    umull   r8, r9, r0, r7
    umull   r10, r11, r1, r6
    eor     r8, r8, r10
    eor     r9, r9, r11
    umull   r10, r11, r2, r5
    eor     r8, r8, r10
    eor     r9, r9, r11
    umull   r10, r11, r3, r4
    eor     r8, r8, r10
    eor     r9, r9, r11
    .endif
    .if \mode == 0
    and     r8, r8, #0x88888888
    and     r9, r9, #0x88888888
    eor     r12, r12, r8
    eor     lr, lr, r9
    .endif
    .if \poff >= 0
    str     r12, [sp, #FR_P+\poff]
    str     lr, [sp, #FR_P+\poff+4]
    .endif
    .endm

/* Fold the word w of x^128..x^255 into hi (its bits and the same bits 1,
 * 2 and 7 places lower); what crosses the word boundary goes into lo. */
    .macro FOLD w, hi, lo
    eor     \hi, \hi, \w
    eor     \hi, \hi, \w, lsr #1
    eor     \hi, \hi, \w, lsr #2
    eor     \hi, \hi, \w, lsr #7
    eor     \lo, \lo, \w, lsl #31
    eor     \lo, \lo, \w, lsl #30
    eor     \lo, \lo, \w, lsl #25
    .endm

/* Store the four classes of word w at [r0], advancing r0 (prepare). */
    .macro SPLIT w
    and     r6, \w, #0x11111111
    and     r7, \w, #0x22222222
    and     r12, \w, #0x44444444
    and     lr, \w, #0x88888888
    stmia   r0!, {r6, r7, r12, lr}
    .endm

/* prepare: the big-endian words of a block V (w0..w3 in r2..r5, already
 * byte-reversed) become V * x^-1 in place, and the classes of its nine
 * Karatsuba operands are stored at r0 (advanced by 144). Clobbers r1, r6,
 * r7, r12, lr. */
    .macro KEYSPLIT
    asr     r6, r5, #31                 @ all ones if x^0 of V is set
    lsl     r5, r5, #1
    orr     r5, r5, r4, lsr #31
    lsl     r4, r4, #1
    orr     r4, r4, r3, lsr #31
    lsl     r3, r3, #1
    orr     r3, r3, r2, lsr #31
    lsl     r2, r2, #1
    and     r7, r6, #0xc2000000
    eor     r5, r5, r7
    and     r7, r6, #1
    eor     r2, r2, r7                  @ V * x^-1: w0..w3 in r2..r5
    SPLIT   r2                          @ k = 0: w0
    SPLIT   r3                          @ k = 1: w1
    eor     r1, r2, r3
    SPLIT   r1                          @ k = 2: w0^w1
    SPLIT   r4                          @ k = 3: w2
    SPLIT   r5                          @ k = 4: w3
    eor     r1, r4, r5
    SPLIT   r1                          @ k = 5: w2^w3
    eor     r1, r2, r4
    SPLIT   r1                          @ k = 6: w0^w2
    eor     r1, r3, r5
    SPLIT   r1                          @ k = 7: w1^w3
    eor     r1, r2, r3
    eor     r1, r1, r4
    eor     r1, r1, r5
    SPLIT   r1                          @ k = 8: w0^w1^w2^w3
    .endm

    .section .text.qz_fast.qzi_ghash_ct_prepare_armv7em,"ax",%progbits

    .p2align 2
    .global qzi_ghash_ct_prepare_armv7em
    .type qzi_ghash_ct_prepare_armv7em, %function
    .thumb_func
qzi_ghash_ct_prepare_armv7em:
    push    {r4-r8, lr}
    sub     sp, sp, #40                 @ sp+0: y, sp+16: zero block, sp+32: hk
    str     r0, [sp, #32]
    ldr     r2, [r1, #12]
    ldr     r3, [r1, #8]
    ldr     r4, [r1, #4]
    ldr     r5, [r1, #0]
    str     r2, [sp, #12]               @ y = H (bytes as in h)
    str     r3, [sp, #8]
    str     r4, [sp, #4]
    str     r5, [sp, #0]
    rev     r2, r2                      @ w0
    rev     r3, r3                      @ w1
    rev     r4, r4                      @ w2
    rev     r5, r5                      @ w3
    KEYSPLIT                            @ hk[0..35]: H * x^-1
    movs    r4, #0                      @ H-derived: blocks would save them
    movs    r5, #0                      @ in its frame
    movs    r6, #0
    movs    r7, #0
    movs    r1, #0
    str     r1, [sp, #16]
    str     r1, [sp, #20]
    str     r1, [sp, #24]
    str     r1, [sp, #28]
    mov     r0, sp
    ldr     r1, [sp, #32]
    add     r2, sp, #16
    movs    r3, #1
    bl      qzi_ghash_ct_blocks_armv7em @ y = (H XOR 0) * H = H^2
    ldr     r2, [sp, #12]
    ldr     r3, [sp, #8]
    ldr     r4, [sp, #4]
    ldr     r5, [sp, #0]
    rev     r2, r2
    rev     r3, r3
    rev     r4, r4
    rev     r5, r5
    ldr     r0, [sp, #32]
    add     r0, r0, #HK2
    KEYSPLIT                            @ hk[36..71]: H^2 * x^-1
    /* Zero the frame (H^2; the zero block and the hk pointer with it) and
     * r0-r3, r12, lr (KEYSPLIT's H-derived scratch); the STMs free the
     * frame. r4-r8 are restored. */
    movs    r0, #0
    movs    r1, #0
    movs    r2, #0
    movs    r3, #0
    mov     r12, #0
    mov     lr, #0
    stmia.w sp!, {r0-r3, r12}
    stmia.w sp!, {r0-r3, r12}           @ 40 bytes
    pop     {r4-r8, pc}
    .size qzi_ghash_ct_prepare_armv7em, . - qzi_ghash_ct_prepare_armv7em

    .section .text.qz_fast.qzi_ghash_ct_blocks_armv7em,"ax",%progbits
    .p2align 2
    .global qzi_ghash_ct_blocks_armv7em
    .type qzi_ghash_ct_blocks_armv7em, %function
    .thumb_func
qzi_ghash_ct_blocks_armv7em:
    cbnz    r3, .Lstart
    bx      lr                          @ nblocks == 0: nothing to do
.Lstart:
    push    {r4-r11, lr}
    sub     sp, sp, #FR_SIZE
    str     r0, [sp, #FR_Y]
    str     r1, [sp, #FR_HK]
    str     r2, [sp, #FR_BLK]
    ldr     lr, [r0, #12]
    ldr     r10, [r0, #8]
    ldr     r11, [r0, #4]
    ldr     r9, [r0, #0]
    rev     lr, lr                      @ a0
    rev     r10, r10                    @ a1
    rev     r11, r11                    @ a2
    rev     r9, r9                      @ a3
    mov     r0, r3                      @ blocks left (FR_N is set by
    cmp     r0, #2                      @ the path that takes them)
    bhs.w   .Lpair

.Lone:
    /* One block (the last one of an odd count), entered with r0 = 1. */
    subs    r0, r0, #1
    str     r0, [sp, #FR_N]
    ldr     r0, [sp, #FR_BLK]
    ldr     r1, [r0, #12]
    ldr     r2, [r0, #8]
    ldr     r3, [r0, #4]
    ldr     r4, [r0, #0]
    add     r0, r0, #16
    str     r0, [sp, #FR_BLK]
    rev     r1, r1
    rev     r2, r2
    rev     r3, r3
    rev     r4, r4
    eor     lr, lr, r1                  @ a = y XOR X
    eor     r10, r10, r2
    eor     r11, r11, r3
    eor     r9, r9, r4
    eor     r0, lr, r10                 @ a0^a1
    eor     r1, r11, r9                 @ a2^a3
    eor     r2, lr, r11                 @ a0^a2
    eor     r3, r10, r9                 @ a1^a3
    eor     r4, r0, r1                  @ a0^a1^a2^a3
    add     r12, sp, #FR_XA
    stm     r12, {r0-r4, r9-r11, lr}

    PROD    0,   XA0, 0, 0
    PROD    16,  XA1, 0, 8
    PROD    32,  XA2, 0, 16
    PROD    48,  XA3, 0, 24
    PROD    64,  XA4, 0, 32
    PROD    80,  XA5, 0, 40
    PROD    96,  XA6, 0, 48
    PROD    112, XA7, 0, 56
    PROD    128, XA8, 0, -1             @ p16, p17 stay in r12, lr
    b.w     .Lcombine

.Lpair:
    subs    r0, r0, #2
    str     r0, [sp, #FR_N]

    /* Two blocks A, B: y = (y XOR A) * H^2 XOR B * H, one reduction. */
    ldr     r0, [sp, #FR_BLK]
    ldr     r1, [r0, #12]
    ldr     r2, [r0, #8]
    ldr     r3, [r0, #4]
    ldr     r4, [r0, #0]
    ldr     r5, [r0, #28]
    ldr     r6, [r0, #24]
    ldr     r7, [r0, #20]
    ldr     r8, [r0, #16]
    add     r0, r0, #32
    str     r0, [sp, #FR_BLK]
    rev     r1, r1
    rev     r2, r2
    rev     r3, r3
    rev     r4, r4
    eor     lr, lr, r1                  @ a = y XOR A
    eor     r10, r10, r2
    eor     r11, r11, r3
    eor     r9, r9, r4
    rev     r5, r5                      @ b0
    rev     r6, r6                      @ b1
    rev     r7, r7                      @ b2
    rev     r8, r8                      @ b3
    eor     r0, r5, r6                  @ b0^b1
    eor     r1, r7, r8                  @ b2^b3
    eor     r2, r5, r7                  @ b0^b2
    eor     r3, r6, r8                  @ b1^b3
    eor     r4, r0, r1                  @ b0^b1^b2^b3
    add     r12, sp, #FR_XB
    stm     r12, {r0-r8}
    eor     r0, lr, r10                 @ a0^a1
    eor     r1, r11, r9                 @ a2^a3
    eor     r2, lr, r11                 @ a0^a2
    eor     r3, r10, r9                 @ a1^a3
    eor     r4, r0, r1                  @ a0^a1^a2^a3
    add     r12, sp, #FR_XA
    stm     r12, {r0-r4, r9-r11, lr}

    PROD    HK2+0,  XA0, 1, -1
    PROD    0,      XB0, 2, 0
    PROD    HK2+16, XA1, 1, -1
    PROD    16,     XB1, 2, 8
    PROD    HK2+32, XA2, 1, -1
    PROD    32,     XB2, 2, 16
    PROD    HK2+48, XA3, 1, -1
    PROD    48,     XB3, 2, 24
    PROD    HK2+64, XA4, 1, -1
    PROD    64,     XB4, 2, 32
    PROD    HK2+80, XA5, 1, -1
    PROD    80,     XB5, 2, 40
    PROD    HK2+96, XA6, 1, -1
    PROD    96,     XB6, 2, 48
    PROD    HK2+112, XA7, 1, -1
    PROD    112,    XB7, 2, 56
    PROD    HK2+128, XA8, 1, -1
    PROD    128,    XB8, 2, -1          @ p16, p17 stay in r12, lr

.Lcombine:
    /* Karatsuba: each 64 x 64 product (lo, hi, mid) is lo + (lo + hi +
     * mid) t^32 + hi t^64; the 128 x 128 product z = L + (M + L + H) t^64
     * + H t^128 with L from P0..P2, H from P3..P5, M from P6..P8. */
    ldm     sp, {r0-r11}                @ p0..p11 (FR_P = 0)
    eor     r1, r1, r2                  @ p1^p2
    eor     r4, r4, r1
    eor     r4, r4, r0                  @ l1 = p0^p1^p2^p4       (z1)
    eor     r5, r5, r1
    eor     r5, r5, r3                  @ l2 = p1^p2^p3^p5
    eor     r7, r7, r8                  @ p7^p8
    eor     r10, r10, r7
    eor     r10, r10, r6                @ h1 = p6^p7^p8^p10
    eor     r11, r11, r7
    eor     r11, r11, r9                @ h2 = p7^p8^p9^p11      (z6)
    add     r1, sp, #FR_P+48
    ldm     r1, {r1, r2, r7, r8}        @ p12..p15; p16, p17 in r12, lr
    eor     r2, r2, r7                  @ p13^p14
    eor     r12, r12, r2
    eor     r12, r12, r1                @ m1 = p12^p13^p14^p16
    eor     lr, lr, r2
    eor     lr, lr, r8                  @ m2 = p13^p14^p15^p17
    eor     r1, r1, r5
    eor     r1, r1, r0
    eor     r1, r1, r6                  @ z2 = l2^p12^p0^p6
    eor     r12, r12, r3
    eor     r12, r12, r4
    eor     r12, r12, r10               @ z3 = p3^m1^l1^h1
    eor     lr, lr, r6
    eor     lr, lr, r5
    eor     lr, lr, r11                 @ z4 = p6^m2^l2^h2
    eor     r10, r10, r8
    eor     r10, r10, r3
    eor     r10, r10, r9                @ z5 = h1^p15^p3^p9
    /* z0..z7 = r0, r4, r1, r12, lr, r10, r11, r9. Reduce; z0 spills into
     * z3, which is folded last. */
    FOLD    r0, lr, r12
    FOLD    r4, r10, lr
    FOLD    r1, r11, r10
    FOLD    r12, r9, r11
    /* a0..a3 = z4..z7 = lr, r10, r11, r9 */
    ldr     r0, [sp, #FR_N]             @ blocks left
    cmp     r0, #2
    bhs.w   .Lpair
    cmp     r0, #0
    bne.w   .Lone

    ldr     r0, [sp, #FR_Y]
    rev     r9, r9
    rev     r11, r11
    rev     r10, r10
    rev     lr, lr
    str     r9, [r0, #0]
    str     r11, [r0, #4]
    str     r10, [r0, #8]
    str     lr, [r0, #12]
    /* Zero the frame (the last blocks' operands and products, H-derived)
     * and r0-r3, r12, lr (y is in lr); the STMs free the frame (41 words,
     * 54 cycles). r4-r11 are restored. */
    movs    r0, #0
    movs    r1, #0
    movs    r2, #0
    movs    r3, #0
    mov     r12, #0
    mov     lr, #0
    stmia.w sp!, {r0-r3, r12, lr}
    stmia.w sp!, {r0-r3, r12, lr}
    stmia.w sp!, {r0-r3, r12, lr}
    stmia.w sp!, {r0-r3, r12, lr}
    stmia.w sp!, {r0-r3, r12, lr}
    stmia.w sp!, {r0-r3, r12, lr}
    stmia.w sp!, {r0-r3, r12}           @ 41 words = FR_SIZE
    pop     {r4-r11, pc}
    .size qzi_ghash_ct_blocks_armv7em, . - qzi_ghash_ct_blocks_armv7em

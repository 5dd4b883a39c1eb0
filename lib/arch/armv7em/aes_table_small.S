/*
 * AES block kernels, table variant, SMALL footprint (looped rounds), for
 * ARMv7E-M (Cortex-M4), Thumb-2; lib/arch/armv8m/aes_table_small.S
 * assembles this file under armv8m names.
 *
 *   void qzi_aes_table_encrypt_armv7em_small(const uint32_t *rk,
 *                                            unsigned nr, uint8_t *out,
 *                                            const uint8_t *in,
 *                                            size_t nblocks);
 *   void qzi_aes_table_decrypt_armv7em_small(const uint32_t *rk,
 *                                            unsigned nr, uint8_t *out,
 *                                            const uint8_t *in,
 *                                            size_t nblocks);
 *
 * The --with-footprint=small twins of lib/arch/armv7em/aes_table.S (the
 * "fast" kernels, rounds fully unrolled). Same contract, same round-key
 * layout (lib/internal/aes_kernel.h; C twins in lib/generic/aes_table.c):
 *  - rk: 4 * (nr + 1) words from qzi_aes_table_expand_c, 4-byte aligned;
 *    decryption keys (decrypt != 0) for decrypt. nr = 10, 12 or 14 (not
 *    checked).
 *  - nblocks independent blocks (ECB); nblocks == 0 returns at once,
 *    nothing read or written.
 *  - in, out: any alignment (single-word LDR/STR on them, which the M4
 *    and M33 do unaligned while CCR.UNALIGN_TRP is clear, as the fast
 *    kernels assume); in == out allowed (a block is read whole before it
 *    is written).
 *  - NOT constant time: table addresses depend on the secret state (the
 *    table variant, doc/security.md). Branches depend on nr and nblocks
 *    only.
 *  - Tables qzi_aes_te, qzi_aes_td, qzi_aes_inv_s (lib/generic/aes_table.c).
 *  - AAPCS: r4-r11 and sp preserved. The frame holds pointers only; state
 *    and key words stay in registers. 60 bytes of stack. No calls.
 *  - No DSP instruction: runs on ARMv7-M and ARMv8-M Mainline too.
 *  - No small CBC kernel: with QZ_SMALL the mapping in aes_kernel.h takes
 *    qzi_aes_cbc_encrypt_c (166 bytes: a chain of one-block calls of this
 *    encrypt kernel) instead of a third copy of the rounds (about 800
 *    bytes); CBC encryption pays about 125 cycles per block for it on
 *    the M4 model (figures below).
 *
 * Design
 *  A round is the fast kernel's (the same T-table scheme, three runs of
 *  loads, 55 modelled cycles): byte b of source word k goes to column
 *  (k - b) & 3 of the target, rotated left by 8b (decryption: column
 *  (k + b) & 3, obtained by naming the words in the order 0, 3, 2, 1).
 *  Only three rounds are written out: an "odd" round (state r0-r3 ->
 *  r4-r7), an "even" round (r4-r7 -> r0-r3) and the last round. The loop
 *  runs the odd round, leaves after it once round nr - 1 is done (nr - 1
 *  is odd for every key size), else runs the even round and goes round
 *  again:
 *        RK = rk + 16; b odd
 *    loop: even round (key of the round after next at RK + 32); RK += 32
 *    odd:  odd round (next round's key at RK + 16)
 *          if RK != rk + 16 (nr - 1) goto loop
 *        last round
 *  RK = rk + 16 i while odd round i runs. The loop test costs 1 LDR (the
 *  end value is in the frame: every register is in use), CMP and the
 *  branch, per two rounds.
 *
 * Register allocation
 *    r0-r3   state (odd rounds) / targets (even rounds)
 *    r4-r7   targets (odd rounds) / state (even rounds)
 *    r8-r11  X0-X3 scratch: byte indices, then looked-up words
 *    r12     TAB  qzi_aes_te or qzi_aes_td; te + 1 / qzi_aes_inv_s in
 *                 the last round
 *    lr      RK   rk + 16 i (odd round i)
 *
 * Stack frame (after push {r4-r11, lr}, 36 bytes), pointers only:
 *    sp+0  FR_IN    next input block
 *    sp+4  FR_OUT   next output block
 *    sp+8  FR_END   in + 16 * nblocks
 *    sp+12 FR_RK0   rk
 *    sp+16 FR_KEND  rk + 16 (nr - 1): RK after the last full round
 *    sp+20 (padding, keeps sp 8-byte aligned)
 *
 * Size (arm-none-eabi-gcc 12.2, .text incl. literals, nm --size; fast
 * kernel in brackets): encrypt 786 bytes (3,074), decrypt 792 bytes
 * (3,084): about a quarter. No CBC function (fast: 3,104 bytes); the C
 * chain qzi_aes_cbc_encrypt_c that replaces it is 166 bytes.
 *
 * Modelled cycles (bench/sim/qz-mcusim, zero wait states, as in the fast
 * kernel's header; Cortex-M33: the measured-M33 model, build-aux/
 * qz-trace-cycles --func). Per block = (one call on 9 blocks - one call
 * on 1 block) / 8. Fast kernel in brackets.
 *                           Cortex-M4               Cortex-M33
 *    AES-128 encrypt       618 (585)  +5.6%        580 (553)  +4.9%
 *    AES-128 decrypt       620 (585)  +6.0%        580 (553)  +4.9%
 *    AES-256 encrypt       852 (805)  +5.8%        800 (761)  +5.1%
 *    AES-256 decrypt       854 (805)  +6.1%        800 (761)  +5.1%
 *    1-block call, AES-128 enc  665 (637)          618 (596)
 *  (M33 1-block figures: --func only, the caller's set-up left out.)
 *  Per two rounds: ADD, LDR, CMP and a taken branch (7 cycles on the M4
 *  model); per block a few more (ADD RK, the branch into the loop, and
 *  decryption's two LDRs of TAB around its last round). The M33 model
 *  charges these kernels 5 interlock stalls per block at AES-128, 7 at
 *  AES-256 (the fast kernels: none): one per loop test, whose CMP reads
 *  the LDR just before it.
 *  CBC encryption in the small build (qzi_aes_cbc_encrypt_c, -O2, over
 *  this encrypt kernel), Cortex-M4, per block: AES-128 715, AES-256 949;
 *  the fast build's CBC kernel: 590, 810 (+21%, +17%): the price of not
 *  carrying a third copy of the rounds.
 */

    .syntax unified
    .thumb

#ifndef QZI_AES_TABLE_ENC_SMALL
#define QZI_AES_TABLE_ENC_SMALL qzi_aes_table_encrypt_armv7em_small
#define QZI_AES_TABLE_DEC_SMALL qzi_aes_table_decrypt_armv7em_small
#define QZI_AES_TABLE_ENC_SMALL_SECTION .text.qz_fast.qzi_aes_table_encrypt_armv7em_small
#define QZI_AES_TABLE_DEC_SMALL_SECTION .text.qz_fast.qzi_aes_table_decrypt_armv7em_small
#endif

X0      .req r8
X1      .req r9
X2      .req r10
X3      .req r11
TAB     .req r12
RK      .req lr

    .equ FR_IN,     0
    .equ FR_OUT,    4
    .equ FR_END,    8
    .equ FR_RK0,    12
    .equ FR_KEND,   16
    .equ FR_SIZE,   24

/* Full round: x = TAB[x]. Last round: x = byte TAB[4x] (encryption,
 * TAB = te + 1: S(x)) or byte TAB[x] (decryption, TAB = inv_s). */
    .macro SLOOK last, dec, x
    .if \last == 0
    ldr     \x, [TAB, \x, lsl #2]
    .elseif \dec == 0
    ldrb    \x, [TAB, \x, lsl #2]
    .else
    ldrb    \x, [TAB, \x]
    .endif
    .endm

/* Fold byte b's look-up x into target t: full round t ^= rotl(x, 8b),
 * last round t ^= x << 8b. */
    .macro SPUT last, t, x, b
    .if \b == 0
    eor     \t, \t, \x
    .elseif \last == 0
    eor     \t, \t, \x, ror #(32 - 8 * (\b))
    .else
    eor     \t, \t, \x, lsl #(8 * (\b))
    .endif
    .endm

/*
 * One round: a0..a3 the state, b0..b3 this round's key, which becomes
 * the new state. Full round (last = 0): a0..a3 then receive the key at
 * RK + nxt (column order 0, 1, 2, 3 for encryption, 0, 3, 2, 1 for
 * decryption: the words are passed in that order). Last round: r4, r5,
 * r6 (the state words, free by then) receive FR_OUT, FR_IN, FR_END.
 */
    .macro SROUND last, dec, a0, a1, a2, a3, b0, b1, b2, b3, nxt
    @ loads 1-5: all of a0, byte 0 of a1
    uxtb    X0, \a0                     @ a0.b0 -> b0
    uxtb    X1, \a0, ror #8             @ a0.b1 -> b3
    uxtb    X2, \a0, ror #16            @ a0.b2 -> b2
    lsr     \a0, \a0, #24               @ a0.b3 -> b1
    uxtb    X3, \a1                     @ a1.b0 -> b1
    SLOOK   \last, \dec, X0
    SLOOK   \last, \dec, X1
    SLOOK   \last, \dec, \a0
    SLOOK   \last, \dec, X2
    SLOOK   \last, \dec, X3
    SPUT    \last, \b0, X0, 0
    SPUT    \last, \b3, X1, 1
    SPUT    \last, \b1, \a0, 3
    SPUT    \last, \b2, X2, 2
    SPUT    \last, \b1, X3, 0
    @ loads 6-12: bytes 1-3 of a1, all of a2 (a0 is scratch now)
    uxtb    X0, \a1, ror #8             @ a1.b1 -> b0
    uxtb    X1, \a1, ror #16            @ a1.b2 -> b3
    lsr     \a1, \a1, #24               @ a1.b3 -> b2
    uxtb    X2, \a2                     @ a2.b0 -> b2
    uxtb    X3, \a2, ror #8             @ a2.b1 -> b1
    uxtb    \a0, \a2, ror #16           @ a2.b2 -> b0
    lsr     \a2, \a2, #24               @ a2.b3 -> b3
    SLOOK   \last, \dec, X0
    SLOOK   \last, \dec, X1
    SLOOK   \last, \dec, \a1
    SLOOK   \last, \dec, X3
    SLOOK   \last, \dec, X2
    SLOOK   \last, \dec, \a0
    SLOOK   \last, \dec, \a2
    SPUT    \last, \b0, X0, 1
    SPUT    \last, \b3, X1, 2
    SPUT    \last, \b2, \a1, 3
    SPUT    \last, \b1, X3, 1
    SPUT    \last, \b2, X2, 0
    SPUT    \last, \b0, \a0, 2
    SPUT    \last, \b3, \a2, 3
    @ loads 13-20: all of a3, then the next key (or the frame pointers)
    lsr     X0, \a3, #24                @ a3.b3 -> b0
    uxtb    X1, \a3, ror #16            @ a3.b2 -> b1
    uxtb    X2, \a3, ror #8             @ a3.b1 -> b2
    uxtb    X3, \a3                     @ a3.b0 -> b3
    SLOOK   \last, \dec, X0
    SLOOK   \last, \dec, X1
    SLOOK   \last, \dec, X2
    SLOOK   \last, \dec, X3
    .if \last == 0
    .if \dec == 0
    ldr     \a0, [RK, #(\nxt)]
    ldr     \a1, [RK, #(\nxt) + 4]
    ldr     \a2, [RK, #(\nxt) + 8]
    ldr     \a3, [RK, #(\nxt) + 12]
    .else
    ldr     \a0, [RK, #(\nxt)]
    ldr     \a1, [RK, #(\nxt) + 12]
    ldr     \a2, [RK, #(\nxt) + 8]
    ldr     \a3, [RK, #(\nxt) + 4]
    .endif
    .else
    ldr     r4, [sp, #FR_OUT]
    ldr     r5, [sp, #FR_IN]
    ldr     r6, [sp, #FR_END]
    .endif
    SPUT    \last, \b0, X0, 3
    SPUT    \last, \b1, X1, 2
    SPUT    \last, \b2, X2, 1
    SPUT    \last, \b3, X3, 0
    .endm

/*
 * A whole function; dec selects the direction. Arguments r0 = rk,
 * r1 = nr, r2 = out, r3 = in, [sp] = nblocks.
 */
    .macro SMALL_FN name, dec, pfx
    push    {r4-r11, lr}
    ldr     r12, [sp, #36]              @ nblocks
    cmp     r12, #0
    beq     \pfx\()_ret
    sub     sp, sp, #FR_SIZE
    add     r12, r3, r12, lsl #4        @ end = in + 16 nblocks
    str     r3, [sp, #FR_IN]
    str     r2, [sp, #FR_OUT]
    str     r12, [sp, #FR_END]
    str     r0, [sp, #FR_RK0]
    add     r1, r0, r1, lsl #4
    sub     r1, r1, #16                 @ rk + 16 (nr - 1)
    str     r1, [sp, #FR_KEND]
    .if \dec == 0
    movw    TAB, #:lower16:qzi_aes_te
    movt    TAB, #:upper16:qzi_aes_te
    .else
    ldr     TAB, \pfx\()_td
    .endif
    mov     r5, r3                      @ r5 = in
\pfx\()_block:
    @ r0-r3 = in ^ rk[0..3], r4-r7 = rk[4..7] (round 1's key)
    ldr     r9, [sp, #FR_RK0]
    ldr     r0, [r5, #0]
    ldr     r1, [r5, #4]
    ldr     r2, [r5, #8]
    ldr     r3, [r5, #12]
    ldr     r8, [r9, #0]
    ldr     r10, [r9, #4]
    ldr     r11, [r9, #8]
    ldr     r4, [r9, #16]
    ldr     r5, [r9, #20]
    ldr     r6, [r9, #24]
    ldr     r7, [r9, #28]
    add     RK, r9, #16                 @ RK = rk + 16 (round 1)
    ldr     r9, [r9, #12]
    eor     r0, r0, r8
    eor     r1, r1, r10
    eor     r2, r2, r11
    eor     r3, r3, r9
    b       \pfx\()_odd
\pfx\()_loop:
    .if \dec == 0
    SROUND  0, 0, r4, r5, r6, r7, r0, r1, r2, r3, 32
    .else
    SROUND  0, 1, r4, r7, r6, r5, r0, r3, r2, r1, 32
    .endif
    add     RK, RK, #32
\pfx\()_odd:
    .if \dec == 0
    SROUND  0, 0, r0, r1, r2, r3, r4, r5, r6, r7, 16
    .else
    SROUND  0, 1, r0, r3, r2, r1, r4, r7, r6, r5, 16
    .endif
    ldr     X0, [sp, #FR_KEND]
    cmp     RK, X0
    bne     \pfx\()_loop
    @ last round: state r4-r7, key r0-r3
    .if \dec == 0
    add     TAB, TAB, #1                @ te + 1: byte 1 of te[x] is S(x)
    SROUND  1, 0, r4, r5, r6, r7, r0, r1, r2, r3, 0
    sub     TAB, TAB, #1
    .else
    ldr     TAB, \pfx\()_inv_s
    SROUND  1, 1, r4, r7, r6, r5, r0, r3, r2, r1, 0
    ldr     TAB, \pfx\()_td
    .endif
    @ r0-r3 = output block, r4 = out, r5 = in, r6 = end
    str     r0, [r4, #0]
    str     r1, [r4, #4]
    str     r2, [r4, #8]
    str     r3, [r4, #12]
    add     r4, r4, #16
    add     r5, r5, #16
    str     r4, [sp, #FR_OUT]
    str     r5, [sp, #FR_IN]
    cmp     r5, r6
    bne     \pfx\()_block
    add     sp, sp, #FR_SIZE
\pfx\()_ret:
    pop     {r4-r11, pc}
    .if \dec != 0
    .p2align 2
\pfx\()_td:
    .word   qzi_aes_td
\pfx\()_inv_s:
    .word   qzi_aes_inv_s
    .endif
    .endm

/* ---------------------------------------------------------------- */

    .section QZI_AES_TABLE_ENC_SMALL_SECTION,"ax",%progbits
    .global QZI_AES_TABLE_ENC_SMALL
    .type   QZI_AES_TABLE_ENC_SMALL, %function
    .p2align 2
    .thumb_func
QZI_AES_TABLE_ENC_SMALL:
    SMALL_FN QZI_AES_TABLE_ENC_SMALL, 0, .Lse
    .size   QZI_AES_TABLE_ENC_SMALL, . - QZI_AES_TABLE_ENC_SMALL

/* ---------------------------------------------------------------- */

    .section QZI_AES_TABLE_DEC_SMALL_SECTION,"ax",%progbits
    .global QZI_AES_TABLE_DEC_SMALL
    .type   QZI_AES_TABLE_DEC_SMALL, %function
    .p2align 2
    .thumb_func
QZI_AES_TABLE_DEC_SMALL:
    SMALL_FN QZI_AES_TABLE_DEC_SMALL, 1, .Lsd
    .size   QZI_AES_TABLE_DEC_SMALL, . - QZI_AES_TABLE_DEC_SMALL

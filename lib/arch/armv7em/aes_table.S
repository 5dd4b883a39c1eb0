/*
 * AES block kernels, table variant, for ARMv7E-M (Cortex-M4), Thumb-2.
 *
 *   void qzi_aes_table_encrypt_armv7em(const uint32_t *rk, unsigned nr,
 *                                      uint8_t *out, const uint8_t *in,
 *                                      size_t nblocks);
 *   void qzi_aes_table_decrypt_armv7em(const uint32_t *rk, unsigned nr,
 *                                      uint8_t *out, const uint8_t *in,
 *                                      size_t nblocks);
 *   void qzi_aes_cbc_encrypt_armv7em(const uint32_t *rk, unsigned nr,
 *                                    uint8_t iv[16], uint8_t *out,
 *                                    const uint8_t *in, size_t nblocks);
 *
 * Contract (lib/internal/aes_kernel.h; the C twins are in
 * lib/generic/aes_table.c, whose head describes the layout):
 *  - rk: 4 * (nr + 1) words from qzi_aes_table_expand_c, 4-byte aligned;
 *    for decryption the equivalent-inverse-cipher keys (expand with
 *    decrypt != 0). nr = 10, 12 or 14; other values are not checked.
 *  - nblocks independent 16-byte blocks (ECB); nblocks == 0 returns at
 *    once, nothing read or written.
 *  - in, out: ANY alignment (single-word LDR/STR only, never LDM/LDRD on
 *    them: the Cortex-M4 does unaligned LDR/STR in hardware while
 *    CCR.UNALIGN_TRP is clear, its reset value, as the SHA-2 kernels
 *    assume too). in == out (in place) is allowed: each block is read
 *    whole before it is written.
 *  - CBC encryption (qzi_aes_cbc_encrypt_armv7em; C twin
 *    qzi_aes_cbc_encrypt_c, lib/generic/aes_cbc.c): per block
 *    iv = E(iv ^ in_block), out_block = iv; iv holds the last ciphertext
 *    block on return (untouched if nblocks == 0). iv is 4-byte aligned
 *    (read with LDM, written with STM once, at the end) and overlaps
 *    neither in nor out; in/out as above (in == out allowed). Encryption
 *    keys (expand with decrypt == 0).
 *  - Columns are little-endian words (row r = bits 8r..8r+7), the state
 *    and round keys as in the C reference.
 *  - NOT constant time: table addresses depend on the secret state (the
 *    table variant, doc/security.md). Branches depend only on nr and
 *    nblocks.
 *  - Tables: qzi_aes_te, qzi_aes_td (1 KB each) and qzi_aes_inv_s
 *    (256 bytes), the C reference's own tables (lib/generic/aes_table.c).
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr, flags clobbered.
 *    Secrets (state, round-key words) stay in r0-r12/lr and in nothing
 *    else: the frame holds only pointers.
 *  - No DSP/SIMD instruction (UXTB with rotation is base ARMv7-M), so the
 *    file also runs on ARMv7-M (M3) and ARMv8-M Mainline; the armv8m
 *    kernels are this very code (lib/arch/armv8m/aes_table.S says why).
 *
 * Design
 *  One full round, in the C reference's terms (rotl = rotate left):
 *    t[j] = rk[j] ^ T[s[j].b0] ^ rotl(T[s[j+1].b1], 8)
 *                 ^ rotl(T[s[j+2].b2], 16) ^ rotl(T[s[j+3].b3], 24)
 *  (encryption, T = te; decryption uses s[j-1], s[j-2], s[j-3] and td).
 *  Byte b of source word k therefore goes to column (k - b) & 3 rotated
 *  left by 8b (decryption: column (k + b) & 3). Decryption is the same
 *  code with the sources and the targets named in the order 0, 3, 2, 1:
 *  with s'[k] = s[-k], t'[m] = t[-m], "k - b" becomes "k + b".
 *  Each look-up is three instructions: UXTB (with rotation) or LSR to get
 *  the byte, LDR [TAB, X, lsl #2], EOR with the rotation folded into the
 *  operand. The round keys are loaded straight into the target words, so
 *  no separate AddRoundKey. The Cortex-M4 pipelines consecutive LDRs
 *  (N loads cost N + 1 cycles), so the 16 look-ups and the next round's
 *  four key words are issued as three runs of loads:
 *    run A: the 4 bytes of s0 and byte 0 of s1           5 loads
 *    run B: bytes 1-3 of s1 and the 4 bytes of s2         7 loads
 *    run C: the 4 bytes of s3, then rk of the next round  8 loads
 *  with 4 scratch registers plus the source words themselves, which become
 *  free once their last byte is taken (that byte is shifted into place in
 *  the source register). Per round: 16 extracts + 16 EOR + 20 loads + 3
 *  runs = 55 cycles (modelled).
 *  The last round reads S(x) as byte 1 of te[x] (LDRB from te + 1 with
 *  the index scaled by 4) and places it with "eor t, t, x, lsl #8b";
 *  decryption's last round reads qzi_aes_inv_s.
 *  Scheduling: within a run of XORs no target is written twice in a row
 *  and every loaded or extracted value is used at least 2 instructions
 *  after it is produced (for the Cortex-M33 pipeline and for the M4's
 *  address-generation interlock, which the model leaves out).
 *
 *  All 13 possible inner rounds are unrolled; a call enters at round 1
 *  (nr = 14), 3 (nr = 12) or 5 (nr = 10), and RK = rk + 16 * (nr - 14)
 *  makes round i's keys sit at RK + 16 * i for every key size, so each
 *  round uses immediate offsets (RK is never dereferenced below rk).
 *  The entry address is computed once per call and reached per block by
 *  LDR PC from the frame. Odd rounds read r0-r3 and write r4-r7, even
 *  rounds the other way round, so the three entry rounds (all odd) see the
 *  same registers.
 *
 *  CBC encryption runs the same unrolled encryption rounds (the macro
 *  ENC_ROUNDS is instantiated in both functions): the output of the last
 *  round stays in r0-r3 as the chaining value, the block head XORs it
 *  into the input words together with rk[0..3], and iv is written once,
 *  after the last block. Nothing from the caller's mode is left per block
 *  but this one call.
 *
 * Register allocation (all three functions)
 *    r0-r3   state words s0..s3 (odd rounds) / targets (even rounds)
 *    r4-r7   targets t0..t3 (odd rounds) / state words (even rounds)
 *    r8-r11  X0-X3  scratch: byte indices, then looked-up words
 *    r12     TAB    qzi_aes_te (encryption) or qzi_aes_td (decryption);
 *                   te + 1 / qzi_aes_inv_s in the last round
 *    lr      RK     rk + 16 * (nr - 14)
 *  Arguments: r0 = rk, r1 = nr, r2 = out, r3 = in, [sp] = nblocks;
 *  CBC: r0 = rk, r1 = nr, r2 = iv, r3 = out, [sp] = in, [sp+4] = nblocks,
 *  and between blocks r0-r3 = the chaining value (the last ciphertext).
 *
 * Stack frame (after push {r4-r11, lr}: 36 bytes); pointers only
 *    sp+0    FR_IN     next input block
 *    sp+4    FR_OUT    next output block
 *    sp+8    FR_END    in + 16 * nblocks
 *    sp+12   FR_RK0    rk (round 0's key)
 *    sp+16   FR_ENTRY  address of the entry round (Thumb bit set)
 *    sp+20   FR_IV     iv (CBC only)
 *  Stack used: 20 + 36 = 56 bytes (CBC: 24 + 36 = 60). No calls.
 *
 * Size (arm-none-eabi-gcc 12.2, .text incl. literals): encrypt 3,076
 * bytes, decrypt 3,084 bytes, CBC encrypt 3,104 bytes (its own copy of
 * the encryption rounds, from the same macro): the 14 rounds are unrolled (~210 bytes each,
 * nearly all 32-bit encodings). A loop over two rounds would be about
 * 500 bytes per function and cost ~27 cycles more per block (loop test,
 * pointer update); speed was the goal of this variant.
 *
 * Measured figures. "Cycles" are MODELLED: bench/sim/qz-mcusim --cpu
 * cortex-m4 charges the Cortex-M4 TRM timings with ZERO WAIT STATES (and
 * no extra cost for unaligned LDR/STR, which the real core splits in two
 * bus accesses). On a part running from flash with wait states every one
 * of the 160 table look-ups per block pays them unless the tables sit in
 * SRAM or behind a flash cache/accelerator. Per block = (one call on 9
 * blocks - one call on 1 block) / 8; the 1-block column is one call from
 * C, argument set-up included. C reference = lib/generic/aes_table.c,
 * arm-none-eabi-gcc 12.2.1 -O2 -mcpu=cortex-m4.
 *                                   per block     1-block call
 *    AES-128 encrypt, this kernel       585            640
 *    AES-128 decrypt, this kernel       585            638
 *    AES-256 encrypt, this kernel       805            860
 *    AES-256 decrypt, this kernel       805            858
 *    AES-128 encrypt, C reference       898            949
 *    AES-256 encrypt, C reference      1230           1281
 *  Per full round 55 cycles (16 extracts, 16 EOR, 20 loads in 3 runs);
 *  block head 22 (input, round-0 key, first round's key, LDR PC), last
 *  round 56, block tail 12; per call: entry 31, exit 13 (from a trace).
 *  Unaligned in/out: same modelled figures.
 *  AES-128 in this kernel alone: 36.6 cycles/byte.
 *  CBC encryption kernel (same method, aligned and unaligned alike):
 *    AES-128 CBC encrypt                589            667
 *    AES-256 CBC encrypt                809            887
 *  (CBC 1-block column: one call through a function pointer; the block
 *  head is 4 cycles longer than ECB's: the chaining value is
 *  XORed in there).
 *  CBC over 8000 bytes with the library mode (qz_aes_cbc_encrypt, NOPAD,
 *  key already set, one call; lib/aes/cbc.c of this tree, which calls the
 *  CBC kernel once per batch of blocks): encrypt 39.1 cycles/byte
 *  (312,744 cycles; 45.2 when the mode called this file's ECB kernel once
 *  per block); decrypt 42.2 cycles/byte (ECB kernel on batches).
 */

    .syntax unified
    .thumb

#ifndef QZI_AES_TABLE_ENC
#define QZI_AES_TABLE_ENC qzi_aes_table_encrypt_armv7em
#define QZI_AES_TABLE_DEC qzi_aes_table_decrypt_armv7em
#define QZI_AES_TABLE_ENC_SECTION .text.qz_fast.qzi_aes_table_encrypt_armv7em
#define QZI_AES_TABLE_DEC_SECTION .text.qz_fast.qzi_aes_table_decrypt_armv7em
#define QZI_AES_CBC_ENC qzi_aes_cbc_encrypt_armv7em
#define QZI_AES_CBC_ENC_SECTION .text.qz_fast.qzi_aes_cbc_encrypt_armv7em
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
    .equ FR_ENTRY,  16
    .equ FR_SIZE,   20
    .equ FR_IV,     20                  @ CBC only: the iv pointer
    .equ FR_CBC_SIZE, 24

/*
 * t ^= rotl(x, r) for r = 0, 8, 16, 24 (rotl by r = ror by 32 - r).
 */
    .macro XROT t, x, r
    .if \r == 0
    eor     \t, \t, \x
    .else
    eor     \t, \t, \x, ror #(32 - (\r))
    .endif
    .endm

/*
 * The look-up of a full round: x = TAB[x] (words).
 * The look-up of the last round: x = byte TAB[4x] (encryption, TAB = te+1,
 * so the byte is S(x)) or TAB[x] (decryption, TAB = inv_s); neg selects.
 */
    .macro LOOK last, neg, x
    .if \last == 0
    ldr     \x, [TAB, \x, lsl #2]
    .elseif \neg == 0
    ldrb    \x, [TAB, \x, lsl #2]
    .else
    ldrb    \x, [TAB, \x]
    .endif
    .endm

/*
 * Put looked-up byte b (value x) into target t: a full round XORs
 * rotl(x, 8b), the last round XORs x << 8b.
 */
    .macro PUT last, t, x, b
    .if \last == 0
    XROT    \t, \x, 8 * (\b)
    .elseif \b == 0
    eor     \t, \t, \x
    .else
    eor     \t, \t, \x, lsl #(8 * (\b))
    .endif
    .endm

/*
 * One round. On entry s0..s3 hold the state, t0..t3 this round's key. On
 * exit t0..t3 hold the new state (key included) and s0..s3 are free:
 *  - full round (last = 0): s0..s3 receive the next round's key, read at
 *    RK + nxt + 4 * (column index);
 *  - last round (last = 1): p_out, p_in, p_end (three of s0..s3)
 *    receive FR_OUT, FR_IN, FR_END.
 * neg = 0: encryption, arguments in natural order; neg = 1: decryption,
 * called with the words named 0, 3, 2, 1 (see Design), so the key word
 * for argument k is column (4 - k) & 3.
 * xtab: 1 appends "TAB = qzi_aes_inv_s", 2 "TAB = qzi_aes_td" to run C
 * (decryption only, around its last round), 0 nothing.
 * Byte b of s_k goes to t_{(k - b) & 3}.
 */
    .macro ROUND last, neg, s0, s1, s2, s3, t0, t1, t2, t3, nxt, p_out, p_in, p_end, xtab=0
    @ run A: bytes 0-3 of s0, byte 0 of s1
    uxtb    X0, \s0                     @ X0 = s0.b0              -> t0
    uxtb    X1, \s0, ror #8             @ X1 = s0.b1              -> t3
    uxtb    X2, \s0, ror #16            @ X2 = s0.b2              -> t2
    lsr     \s0, \s0, #24               @ s0 = s0.b3              -> t1
    uxtb    X3, \s1                     @ X3 = s1.b0              -> t1
    LOOK    \last, \neg, X0             @ X0 = T[s0.b0]
    LOOK    \last, \neg, X1             @ X1 = T[s0.b1]
    LOOK    \last, \neg, \s0            @ s0 = T[s0.b3]
    LOOK    \last, \neg, X2             @ X2 = T[s0.b2]
    LOOK    \last, \neg, X3             @ X3 = T[s1.b0]
    PUT     \last, \t0, X0, 0           @ t0 ^= X0
    PUT     \last, \t3, X1, 1           @ t3 ^= X1 <<< 8
    PUT     \last, \t1, \s0, 3          @ t1 ^= s0 <<< 24
    PUT     \last, \t2, X2, 2           @ t2 ^= X2 <<< 16
    PUT     \last, \t1, X3, 0           @ t1 ^= X3
    @ run B: bytes 1-3 of s1, bytes 0-3 of s2 (s0 is free scratch now)
    uxtb    X0, \s1, ror #8             @ X0 = s1.b1              -> t0
    uxtb    X1, \s1, ror #16            @ X1 = s1.b2              -> t3
    lsr     \s1, \s1, #24               @ s1 = s1.b3              -> t2
    uxtb    X2, \s2                     @ X2 = s2.b0              -> t2
    uxtb    X3, \s2, ror #8             @ X3 = s2.b1              -> t1
    uxtb    \s0, \s2, ror #16           @ s0 = s2.b2              -> t0
    lsr     \s2, \s2, #24               @ s2 = s2.b3              -> t3
    LOOK    \last, \neg, X0
    LOOK    \last, \neg, X1
    LOOK    \last, \neg, \s1
    LOOK    \last, \neg, X3
    LOOK    \last, \neg, X2
    LOOK    \last, \neg, \s0
    LOOK    \last, \neg, \s2
    PUT     \last, \t0, X0, 1           @ t0 ^= T[s1.b1] <<< 8
    PUT     \last, \t3, X1, 2           @ t3 ^= T[s1.b2] <<< 16
    PUT     \last, \t2, \s1, 3          @ t2 ^= T[s1.b3] <<< 24
    PUT     \last, \t1, X3, 1           @ t1 ^= T[s2.b1] <<< 8
    PUT     \last, \t2, X2, 0           @ t2 ^= T[s2.b0]
    PUT     \last, \t0, \s0, 2          @ t0 ^= T[s2.b2] <<< 16
    PUT     \last, \t3, \s2, 3          @ t3 ^= T[s2.b3] <<< 24
    @ run C: bytes 3, 2, 1, 0 of s3; then the loads for what follows
    lsr     X0, \s3, #24                @ X0 = s3.b3              -> t0
    uxtb    X1, \s3, ror #16            @ X1 = s3.b2              -> t1
    uxtb    X2, \s3, ror #8             @ X2 = s3.b1              -> t2
    uxtb    X3, \s3                     @ X3 = s3.b0              -> t3
    LOOK    \last, \neg, X0
    LOOK    \last, \neg, X1
    LOOK    \last, \neg, X2
    LOOK    \last, \neg, X3
    .if \last == 0
    .if \neg == 0
    ldr     \s0, [RK, #(\nxt) + 0]      @ s = next round's key
    ldr     \s1, [RK, #(\nxt) + 4]
    ldr     \s2, [RK, #(\nxt) + 8]
    ldr     \s3, [RK, #(\nxt) + 12]
    .else
    ldr     \s0, [RK, #(\nxt) + 0]      @ (arguments are columns 0, 3, 2, 1)
    ldr     \s1, [RK, #(\nxt) + 12]
    ldr     \s2, [RK, #(\nxt) + 8]
    ldr     \s3, [RK, #(\nxt) + 4]
    .endif
    .else
    ldr     \p_out, [sp, #FR_OUT]
    ldr     \p_in, [sp, #FR_IN]
    ldr     \p_end, [sp, #FR_END]
    .endif
    .if \xtab == 1
    ldr     TAB, .Ldec_inv_s            @ TAB = qzi_aes_inv_s
    .elseif \xtab == 2
    ldr     TAB, .Ldec_td               @ TAB = qzi_aes_td
    .endif
    PUT     \last, \t0, X0, 3           @ t0 ^= T[s3.b3] <<< 24
    PUT     \last, \t1, X1, 2           @ t1 ^= T[s3.b2] <<< 16
    PUT     \last, \t2, X2, 1           @ t2 ^= T[s3.b1] <<< 8
    PUT     \last, \t3, X3, 0           @ t3 ^= T[s3.b0]
    .endm

/* Full round i (1..13) of encryption / decryption; odd i reads r0-r3. */
    .macro ENC_ROUND i
    .if (\i) & 1
    ROUND   0, 0, r0, r1, r2, r3, r4, r5, r6, r7, 16 * ((\i) + 1)
    .else
    ROUND   0, 0, r4, r5, r6, r7, r0, r1, r2, r3, 16 * ((\i) + 1)
    .endif
    .endm

    .macro DEC_ROUND i, xtab=0
    .if (\i) & 1
    ROUND   0, 1, r0, r3, r2, r1, r4, r7, r6, r5, 16 * ((\i) + 1), r0, r0, r0, \xtab
    .else
    ROUND   0, 1, r4, r7, r6, r5, r0, r3, r2, r1, 16 * ((\i) + 1), r0, r0, r0, \xtab
    .endif
    .endm

/*
 * The encryption rounds 1..14 with the entry labels of rounds 1, 3, 5
 * (shared by the ECB and CBC functions): in r0-r3 = the state after round
 * 0, r4-r7 = round 1's key (RK-relative); out r0-r3 = the output block,
 * r4 = FR_OUT, r5 = FR_IN, r6 = FR_END.
 */
    .macro ENC_ROUNDS r1lab, r3lab, r5lab
\r1lab:
    ENC_ROUND 1
    ENC_ROUND 2
\r3lab:
    ENC_ROUND 3
    ENC_ROUND 4
\r5lab:
    ENC_ROUND 5
    ENC_ROUND 6
    ENC_ROUND 7
    ENC_ROUND 8
    ENC_ROUND 9
    ENC_ROUND 10
    ENC_ROUND 11
    ENC_ROUND 12
    ENC_ROUND 13
    @ last round (14): state r4-r7, key r0-r3; S(x) = byte 1 of te[x]
    add     TAB, TAB, #1                @ TAB = te + 1
    ROUND   1, 0, r4, r5, r6, r7, r0, r1, r2, r3, 0, r4, r5, r6
    sub     TAB, TAB, #1                @ TAB = te
    .endm

/*
 * Function entry, shared: save, frame, RK, entry address of round 1/3/5.
 * On exit: r5 = in, TAB loaded, flags/r0-r4 free. ret: the return label.
 */
    .macro ENTRY r1lab, r3lab, r5lab, table, ret
    push    {r4-r11, lr}
    ldr     r12, [sp, #36]              @ r12 = nblocks (5th argument)
    cmp     r12, #0
    beq     \ret                        @ nothing to do
    sub     sp, sp, #FR_SIZE
    add     r12, r3, r12, lsl #4        @ end = in + 16 * nblocks
    str     r3, [sp, #FR_IN]
    str     r2, [sp, #FR_OUT]
    str     r12, [sp, #FR_END]
    str     r0, [sp, #FR_RK0]
    add     RK, r0, r1, lsl #4          @ RK = rk + 16 * nr - 224
    sub     RK, RK, #224
    adr     r2, \r5lab                  @ nr = 10: enter at round 5
    cmp     r1, #12
    it      eq
    adreq   r2, \r3lab                  @ nr = 12: round 3
    it      hi
    adrhi   r2, \r1lab                  @ nr = 14: round 1
    orr     r2, r2, #1                  @ Thumb state for LDR PC
    str     r2, [sp, #FR_ENTRY]
    movw    TAB, #:lower16:\table
    movt    TAB, #:upper16:\table
    mov     r5, r3                      @ r5 = in
    .endm

/*
 * Block head, shared: r5 = in. s = r0-r3 = in ^ rk[0..3], t = r4-r7 =
 * rk[4..7] (the key of the first round run, whatever nr is), then jump to
 * the entry round.
 */
    .macro HEAD
    ldr     r9, [sp, #FR_RK0]           @ r9 = rk
    ldr     r0, [r5, #0]                @ r0..r3 = the input block
    ldr     r1, [r5, #4]
    ldr     r2, [r5, #8]
    ldr     r3, [r5, #12]
    ldr     r8, [r9, #0]                @ r8, r10, r11, r9 = rk[0..3]
    ldr     r10, [r9, #4]
    ldr     r11, [r9, #8]
    ldr     r4, [r9, #16]               @ r4..r7 = rk[4..7]
    ldr     r5, [r9, #20]
    ldr     r6, [r9, #24]
    ldr     r7, [r9, #28]
    ldr     r9, [r9, #12]
    eor     r0, r0, r8                  @ s = in ^ rk[0..3]
    eor     r1, r1, r10
    eor     r2, r2, r11
    eor     r3, r3, r9
    ldr     pc, [sp, #FR_ENTRY]         @ round 1, 3 or 5
    .endm

/*
 * Block tail, shared: r0-r3 = output words, r4 = out, r5 = in, r6 = end
 * (this block's). Store, advance, loop.
 */
    .macro TAIL block, ret
    str     r0, [r4, #0]                @ out = r0..r3 (after every load
    str     r1, [r4, #4]                @ of this block: in == out is fine)
    str     r2, [r4, #8]
    str     r3, [r4, #12]
    add     r4, r4, #16                 @ out += 16
    add     r5, r5, #16                 @ in += 16
    str     r4, [sp, #FR_OUT]
    str     r5, [sp, #FR_IN]
    cmp     r5, r6
    bne     \block                      @ next block, r5 = in
    add     sp, sp, #FR_SIZE
\ret:
    pop     {r4-r11, pc}
    .endm

/* ---------------------------------------------------------------- */

    .section QZI_AES_TABLE_ENC_SECTION,"ax",%progbits
    .global QZI_AES_TABLE_ENC
    .type   QZI_AES_TABLE_ENC, %function
    .p2align 2
    .thumb_func
QZI_AES_TABLE_ENC:
    ENTRY   .Lenc_r1, .Lenc_r3, .Lenc_r5, qzi_aes_te, .Lenc_ret
.Lenc_block:
    HEAD
    ENC_ROUNDS .Lenc_r1, .Lenc_r3, .Lenc_r5
    TAIL    .Lenc_block, .Lenc_ret
    .size   QZI_AES_TABLE_ENC, . - QZI_AES_TABLE_ENC

/* ---------------------------------------------------------------- */

    .section QZI_AES_TABLE_DEC_SECTION,"ax",%progbits
    .global QZI_AES_TABLE_DEC
    .type   QZI_AES_TABLE_DEC, %function
    .p2align 2
    .thumb_func
QZI_AES_TABLE_DEC:
    ENTRY   .Ldec_r1, .Ldec_r3, .Ldec_r5, qzi_aes_td, .Ldec_ret
.Ldec_block:
    HEAD
.Ldec_r1:
    DEC_ROUND 1
    DEC_ROUND 2
.Ldec_r3:
    DEC_ROUND 3
    DEC_ROUND 4
.Ldec_r5:
    DEC_ROUND 5
    DEC_ROUND 6
    DEC_ROUND 7
    DEC_ROUND 8
    DEC_ROUND 9
    DEC_ROUND 10
    DEC_ROUND 11
    DEC_ROUND 12
    DEC_ROUND 13, 1                     @ and TAB = qzi_aes_inv_s
    @ last round (14): state r4-r7, key r0-r3 (named 0, 3, 2, 1)
    ROUND   1, 1, r4, r7, r6, r5, r0, r3, r2, r1, 0, r4, r5, r6, 2
    TAIL    .Ldec_block, .Ldec_ret
    .p2align 2
.Ldec_td:
    .word   qzi_aes_td
.Ldec_inv_s:
    .word   qzi_aes_inv_s
    .size   QZI_AES_TABLE_DEC, . - QZI_AES_TABLE_DEC

/* ---------------------------------------------------------------- */

/*
 * CBC encryption: the ECB encryption rounds with the chaining value kept
 * in r0-r3 from one block to the next (the output of the last round is
 * the next block's chaining value).
 * Arguments: r0 = rk, r1 = nr, r2 = iv, r3 = out, [sp] = in,
 * [sp + 4] = nblocks. Frame: FR_IN .. FR_ENTRY as above, FR_IV = iv.
 */
    .section QZI_AES_CBC_ENC_SECTION,"ax",%progbits
    .global QZI_AES_CBC_ENC
    .type   QZI_AES_CBC_ENC, %function
    .p2align 2
    .thumb_func
QZI_AES_CBC_ENC:
    push    {r4-r11, lr}
    ldr     r12, [sp, #40]              @ r12 = nblocks (6th argument)
    ldr     r5, [sp, #36]               @ r5 = in (5th argument)
    cmp     r12, #0
    beq     .Lcbc_ret                   @ nothing to do
    sub     sp, sp, #FR_CBC_SIZE
    add     r12, r5, r12, lsl #4        @ end = in + 16 * nblocks
    str     r5, [sp, #FR_IN]
    str     r3, [sp, #FR_OUT]
    str     r12, [sp, #FR_END]
    str     r0, [sp, #FR_RK0]
    str     r2, [sp, #FR_IV]
    add     RK, r0, r1, lsl #4          @ RK = rk + 16 * nr - 224
    sub     RK, RK, #224
    adr     r3, .Lcbc_r5                @ nr = 10: enter at round 5
    cmp     r1, #12
    it      eq
    adreq   r3, .Lcbc_r3                @ nr = 12: round 3
    it      hi
    adrhi   r3, .Lcbc_r1                @ nr = 14: round 1
    orr     r3, r3, #1                  @ Thumb state for LDR PC
    str     r3, [sp, #FR_ENTRY]
    movw    TAB, #:lower16:qzi_aes_te
    movt    TAB, #:upper16:qzi_aes_te
    ldm     r2, {r0-r3}                 @ r0..r3 = iv (4-byte aligned)
.Lcbc_block:
    @ r0..r3 = chaining value, r5 = in. s = in ^ chaining ^ rk[0..3],
    @ t = r4-r7 = rk[4..7]; then the entry round.
    ldr     r9, [sp, #FR_RK0]           @ r9 = rk
    ldr     r4, [r5, #0]                @ r4, r6, r7, r8 = the input block
    ldr     r6, [r5, #4]
    ldr     r7, [r5, #8]
    ldr     r8, [r5, #12]
    ldr     r10, [r9, #0]               @ r10, r11 = rk[0..1]
    ldr     r11, [r9, #4]
    eor     r0, r0, r4
    eor     r1, r1, r6
    eor     r2, r2, r7
    eor     r3, r3, r8
    ldr     r4, [r9, #8]                @ r4, r8 = rk[2..3]
    ldr     r8, [r9, #12]
    ldr     r5, [r9, #20]               @ r5..r7 = rk[5..7]
    ldr     r6, [r9, #24]
    ldr     r7, [r9, #28]
    eor     r0, r0, r10
    eor     r1, r1, r11
    eor     r2, r2, r4
    eor     r3, r3, r8
    ldr     r4, [r9, #16]               @ r4 = rk[4]
    ldr     pc, [sp, #FR_ENTRY]         @ round 1, 3 or 5
    ENC_ROUNDS .Lcbc_r1, .Lcbc_r3, .Lcbc_r5
    str     r0, [r4, #0]                @ out = r0..r3, which stay as the
    str     r1, [r4, #4]                @ chaining value (every load of
    str     r2, [r4, #8]                @ this block is done: in == out
    str     r3, [r4, #12]               @ is fine)
    add     r4, r4, #16                 @ out += 16
    add     r5, r5, #16                 @ in += 16
    str     r4, [sp, #FR_OUT]
    str     r5, [sp, #FR_IN]
    cmp     r5, r6
    bne     .Lcbc_block                 @ next block, r5 = in
    ldr     r4, [sp, #FR_IV]
    stm     r4, {r0-r3}                 @ iv = the last ciphertext block
    add     sp, sp, #FR_CBC_SIZE
.Lcbc_ret:
    pop     {r4-r11, pc}
    .size   QZI_AES_CBC_ENC, . - QZI_AES_CBC_ENC

/*
 * AES block kernels, table variant, SMALL footprint (--with-footprint=small
 * --with-aes=table): S-box only, for ARMv7E-M (Cortex-M4), Thumb-2;
 * lib/arch/armv8m/aes_table_small.S assembles this file under armv8m
 * names. No DSP instruction: runs on ARMv7-M and ARMv8-M Mainline.
 *
 *   void qzi_aes_table_encrypt_armv7em_small(const uint32_t *rk,
 *                                            unsigned nr, uint8_t *out,
 *                                            const uint8_t *in,
 *                                            size_t nblocks);
 *   void qzi_aes_cbc_encrypt_armv7em_small(const uint32_t *rk, unsigned nr,
 *                                          uint8_t iv[16], uint8_t *out,
 *                                          const uint8_t *in,
 *                                          size_t nblocks);
 *   void qzi_aes_table_decrypt_armv7em_small(const uint32_t *rk,
 *                                            unsigned nr, uint8_t *out,
 *                                            const uint8_t *in,
 *                                            size_t nblocks);
 *   void qzi_aes_cbc_decrypt_armv7em_small(const uint32_t *rk, unsigned nr,
 *                                          uint8_t iv[16], uint8_t *out,
 *                                          const uint8_t *in,
 *                                          size_t nblocks);
 *   void qzi_aes_table_expand_armv7em_small(uint32_t rk[QZI_AES_RK_WORDS],
 *                                           const uint8_t *key,
 *                                           unsigned key_len, int decrypt);
 *
 * Contract (lib/internal/aes_kernel.h, the "table-small" layout; the
 * armv6m file's head has the same list):
 *  - rk: the FIPS-197 round keys as little-endian column words,
 *    4 * (nr + 1) of them, 4-byte aligned (LDM/LDMDB), the same words for
 *    both directions: decryption is the inverse cipher of FIPS-197 5.3,
 *    reading the keys from the last to the first. nr = 10, 12 or 14 (not
 *    checked).
 *  - nblocks independent blocks (ECB); nblocks == 0 returns at once,
 *    nothing read or written.
 *  - in, out: any alignment (single-word LDR/STR on them, which the M4
 *    and M33 do unaligned while CCR.UNALIGN_TRP is clear, as every table
 *    kernel of these cores assumes); in == out allowed (a block is read
 *    whole before it is written).
 *  - CBC (oracle qzi_aes_cbc_encrypt_c): per block iv = E(iv ^ in_block),
 *    out_block = iv; iv holds the last ciphertext block on return
 *    (untouched if nblocks == 0); iv 4-byte aligned (LDM/STM),
 *    overlapping neither in nor out. The second entry point of the
 *    encryption code (FR_IV != 0, tested once per block: public), in the
 *    same section.
 *  - CBC decryption (the optional qzi_aes_cbc_decrypt kernel; oracle: a
 *    chain of qzi_aes_table_decrypt_c calls and XORs): per block
 *    out_block = D(in_block) ^ chain, chain = in_block, starting from iv;
 *    iv holds the last input block on return (untouched if nblocks ==
 *    0). in and out must NOT overlap (the chaining value of a block is
 *    the input block before it, read again after that block's output is
 *    written); iv 4-byte aligned (STM), overlapping neither. The second
 *    entry point of the decryption code (FR_IV, the chain pointer, != 0:
 *    tested once per block, public), in its section.
 *  - NOT constant time: the S-box addresses depend on the secret state
 *    (the opt-in table variant, doc/security.md). MixColumns is word
 *    arithmetic (no table, no branch); branches depend on nr and nblocks
 *    only.
 *  - Tables: qzi_aes_sbox (encryption) and qzi_aes_inv_s (decryption),
 *    256 bytes each (lib/generic/aes_table.c, a .rodata.qz_fast section
 *    each); an image that only encrypts holds neither the decryption
 *    function (its own section) nor qzi_aes_inv_s.
 *  - AAPCS: r4-r11 and sp preserved; r0-r3 and r12 are zero on return
 *    (they held the last block), lr and flags clobbered. The frame holds
 *    pointers only.
 *
 * ALGORITHM (as in the armv6m file): state = four little-endian column
 * words. Encryption round, column j:
 *   t   = S[s_j.b0] | S[s_j+1.b1] << 8 | S[s_j+2.b2] << 16 | S[s_j+3.b3] << 24
 *   u   = t ^ rotr8(t)
 *   out = rotr8(t) ^ rotr16(u) ^ xt(u),  rotr8(t) = t ^ u
 *   xt(u) = ((u & 0x7f7f7f7f) << 1) ^ ((u >> 7) & 0x01010101) * 0x1b
 * (the product has no carries: one bit per byte times 0x1b); then the
 * round key. Decryption round: t from InvS and s_j, s_j-1, s_j-2, s_j-3;
 * t ^= rk; out = MixColumns(t ^ xt(xt(t ^ rotr16(t)))) (= InvMixColumns).
 * The rotations are free shifted operands; UXTB with a rotation takes any
 * byte in one instruction; the four look-ups of a column are issued back
 * to back (the M4 pipelines adjacent loads).
 *
 * REGISTER ALLOCATION
 *   r0-r3   s0-s3 (the state); in MixColumns r0 = u, r1 = v, r2 = M1
 *           (0x01010101), r3 = 0x1b; then the next round key (LDM)
 *   r4-r7   t0-t3 (the gathered columns, mixed in place)
 *   r8-r11  X0-X3 (byte indices, S values; the KEND compare)
 *   r12     S (qzi_aes_sbox or qzi_aes_inv_s)
 *   lr      RK (encryption: the next round's key; decryption: the key of
 *           the round after this one)
 *
 * STACK FRAME (after push {r4-r11, lr}: 36 bytes)
 *    sp+0   FR_IN    next input block
 *    sp+4   FR_OUT   next output block
 *    sp+8   FR_END   in + 16 * nblocks
 *    sp+12  FR_RK    first key of a block (enc: rk, dec: rk + 16 nr)
 *    sp+16  FR_KEND  RK in the last round (enc: rk + 16 nr, dec: rk + 16)
 *    sp+20  FR_IV    encryption: iv (CBC) or 0; decryption: the chaining
 *                    value (iv, then the input block before) or 0
 *    sp+24  FR_IVP   decryption: iv (CBC) or 0
 *  Stack: 36 + 28 = 64 bytes. No calls. The per-block pointer work
 *  (LOADIN, STOREOUT, the CBC steps) uses r4-r7, free there, so that it
 *  is all 16-bit instructions: at each call the code is fetched from flash
 *  (the wait states of the board models), and smaller is faster there.
 *
 * Key schedule (qzi_aes_table_expand_armv7em_small, at the end of the
 * file): the armv6m one's scheme in Thumb-2 (its comment there).
 *
 * Size (arm-none-eabi-gcc 12.2, .text, nm -S): encrypt with the CBC
 * entry 524 bytes, decrypt with the CBC entry 692, key schedule 252;
 * tables 256 bytes a direction. (The T-table small kernels these replace: 786 + 792 bytes,
 * 2,304 bytes of tables, the C key schedule and the C CBC chain.)
 *
 * MEASURED PERFORMANCE. "Cycles" are MODELLED: build-aux/qz-trace-cycles
 * --cpu cortex-m4 / cortex-m33 (TRM timings, ZERO wait states; M33: the
 * measured-M33 model). Per block = (one call on 9 blocks - one call on 1
 * block) / 8; aligned buffers (unaligned: the same, LDR/STR).
 *                              Cortex-M4              Cortex-M33
 *                        per block  1-block call  per block  1-block call
 *   AES-128 encrypt          990        1,038        1,104       1,149
 *   AES-192 encrypt        1,186        1,234        1,326       1,371
 *   AES-256 encrypt        1,382        1,430        1,548       1,593
 *   AES-128 CBC encrypt    1,000        1,043        1,114       1,155
 *   AES-128 decrypt        1,309        1,364        1,541       1,592
 *   AES-256 decrypt        1,845        1,900        2,181       2,232
 *   AES-128 CBC decrypt    1,320        1,380        1,552       1,608
 *   AES-256 CBC decrypt    1,856        1,916        2,192       2,248
 *   key schedule 128/192/256    539 / 531 / 623        526 / 510 / 590
 * A round: the gather 12 instructions a column (the four LDRBs back to
 * back), MixColumns 8, the key LDM and 4 EORs, the loop test (LDR, CMP)
 * and two MOVs of constants; decryption's InvMixColumns 17 a column. The
 * T-table small kernels were 618 / 620 cycles a block (M4, AES-128): the
 * S-box kernels trade about 60% more cycles for a quarter of the tables.
 * Whole-operation rows with CMOX's figures: doc/performance.md, "Fast and
 * small builds".
 */

    .syntax unified
    .thumb

#ifndef QZI_AES_SBOX_ENC
#define QZI_AES_SBOX_EXP qzi_aes_table_expand_armv7em_small
#define QZI_AES_SBOX_EXP_SECTION .text.qz_fast.qzi_aes_table_expand_armv7em_small
#define QZI_AES_SBOX_ENC qzi_aes_table_encrypt_armv7em_small
#define QZI_AES_SBOX_CBC qzi_aes_cbc_encrypt_armv7em_small
#define QZI_AES_SBOX_DEC qzi_aes_table_decrypt_armv7em_small
#define QZI_AES_SBOX_CBCD qzi_aes_cbc_decrypt_armv7em_small
#define QZI_AES_SBOX_ENC_SECTION .text.qz_fast.qzi_aes_table_encrypt_armv7em_small
#define QZI_AES_SBOX_DEC_SECTION .text.qz_fast.qzi_aes_table_decrypt_armv7em_small
#endif

X0      .req r8
X1      .req r9
X2      .req r10
X3      .req r11
S       .req r12
RK      .req lr

    .equ FR_IN,     0
    .equ FR_OUT,    4
    .equ FR_END,    8
    .equ FR_RK,     12
    .equ FR_KEND,   16
    .equ FR_IV,     20
    .equ FR_IVP,    24
    .equ FR_SIZE,   28

/* t = S[a.b0] | S[b.b1] << 8 | S[c.b2] << 16 | S[d.b3] << 24 */
    .macro GCOL t, a, b, c, d
    uxtb    X0, \a
    uxtb    X1, \b, ror #8
    uxtb    X2, \c, ror #16
    lsr     X3, \d, #24
    ldrb    X0, [S, X0]
    ldrb    X1, [S, X1]
    ldrb    X2, [S, X2]
    ldrb    X3, [S, X3]
    orr     \t, X0, X1, lsl #8
    orr     \t, \t, X2, lsl #16
    orr     \t, \t, X3, lsl #24
    .endm

/* w = xt(w) (v scratch, m = M1, c = 0x1b) */
    .macro XT w, v=r1, m=r2, c=r3
    and     \v, \m, \w, lsr #7          @ top bit of each byte, at bit 0
    bic     \w, \w, #0x80808080
    mul     \v, \v, \c                  @ * 0x1b, no carries
    eor     \w, \v, \w, lsl #1
    .endm

/* d = MixColumns(t) (d may be t; u, v scratch, m = M1, c = 0x1b) */
    .macro MIX d, t, u=r0, v=r1, m=r2, c=r3
    eor     \u, \t, \t, ror #8          @ u = t ^ rotr8(t)
    eor     \d, \t, \u                  @ rotr8(t)
    eor     \d, \d, \u, ror #16         @ ^ rotr16(u)
    XT      \u, \v, \m, \c
    eor     \d, \d, \u                  @ ^ xt(u)
    .endm

/*
 * d = InvMixColumns(t), t destroyed (X0, X1 scratch, X2 = M1, X3 = 0x1b;
 * d is scratch until the last instruction). xt(xt(w)) in one step: bits
 * 6 and 7 of each byte wrap to 0x1b and 0x36 = 0x1b << 1:
 *   ((w & 0x3f3f3f3f) << 2) ^ g6 * 0x1b ^ (g7 * 0x1b) << 1
 * with g6, g7 = (w >> 6), (w >> 7) & 0x01010101 (products without carries).
 */
    .macro IMIX d, t
    eor     X0, \t, \t, ror #16         @ w = t ^ rotr16(t)
    and     X1, X2, X0, lsr #6          @ g6
    and     \d, X2, X0, lsr #7          @ g7
    bic     X0, X0, #0xc0c0c0c0
    mul     X1, X1, X3
    mul     \d, \d, X3
    eor     X0, X1, X0, lsl #2
    eor     X0, X0, \d, lsl #1          @ xt(xt(w))
    eor     \t, \t, X0                  @ t ^= xt(xt(w))
    MIX     \d, \t, X0, X1, X2, X3
    .endm

/*
 * Entry after push {r4-r11, lr}: r0 rk, r1 nr, r2 iv or 0, r3 out,
 * r4 nblocks (not 0), r5 in. Frame, S; FR_RK, FR_KEND by the caller.
 */
    .macro FRAME
    sub     sp, sp, #FR_SIZE
    add     r4, r5, r4, lsl #4
    str     r5, [sp, #FR_IN]
    str     r3, [sp, #FR_OUT]
    str     r4, [sp, #FR_END]           @ in + 16 * nblocks
    str     r2, [sp, #FR_IV]
    .endm

/* Input block to r0-r3 (any alignment); in += 16. r4 (free here) as the
 * pointer: low registers throughout, every instruction 16-bit (the code
 * is fetched from flash at each call). */
    .macro LOADIN
    ldr     r4, [sp, #FR_IN]
    ldr     r0, [r4]
    ldr     r1, [r4, #4]
    ldr     r2, [r4, #8]
    ldr     r3, [r4, #12]
    adds    r4, r4, #16
    str     r4, [sp, #FR_IN]
    .endm

/* r0-r3 (the output block) to out, out += 16; Z flag: no block left.
 * r4, r5 scratch (the gathered columns are consumed); 16-bit. */
    .macro STOREOUT
    ldr     r4, [sp, #FR_OUT]
    str     r0, [r4]
    str     r1, [r4, #4]
    str     r2, [r4, #8]
    str     r3, [r4, #12]
    adds    r4, r4, #16
    str     r4, [sp, #FR_OUT]
    ldr     r4, [sp, #FR_IN]
    ldr     r5, [sp, #FR_END]
    cmp     r4, r5
    .endm

/*
 * r0-r3 = the output block: to iv (CBC), to out; next block or return.
 */
    .macro TAIL pfx
    ldr     r4, [sp, #FR_IV]
    cbz     r4, 1f
    stm     r4!, {r0-r3}                @ CBC: iv = this ciphertext
1:  STOREOUT
    bne     .L\pfx\()_block
    movs    r0, #0                      @ no block left in r0-r3
    movs    r1, #0
    movs    r2, #0
    movs    r3, #0
    mov     r12, r0
    add     sp, sp, #FR_SIZE
    pop     {r4-r11, pc}
    .endm

/* ---------------------------------------------------------------- */

    .section QZI_AES_SBOX_ENC_SECTION, "ax", %progbits
    .global QZI_AES_SBOX_ENC
    .type   QZI_AES_SBOX_ENC, %function
    .global QZI_AES_SBOX_CBC
    .type   QZI_AES_SBOX_CBC, %function
    .p2align 2
    .thumb_func
QZI_AES_SBOX_ENC:
    push    {r4-r11, lr}
    ldr     r4, [sp, #36]               @ nblocks (5th argument)
    mov     r5, r3                      @ in
    mov     r3, r2                      @ out
    movs    r2, #0                      @ no iv
    b       .Lenc_check
    .thumb_func
QZI_AES_SBOX_CBC:
    push    {r4-r11, lr}
    ldr     r4, [sp, #40]               @ nblocks (6th argument)
    ldr     r5, [sp, #36]               @ in (5th argument)
.Lenc_check:
    cbnz    r4, .Lenc_go
    pop     {r4-r11, pc}                @ nothing to do
.Lenc_go:
    FRAME
    str     r0, [sp, #FR_RK]
    add     r1, r0, r1, lsl #4
    str     r1, [sp, #FR_KEND]          @ rk + 16 nr
    movw    S, #:lower16:qzi_aes_sbox
    movt    S, #:upper16:qzi_aes_sbox
.Lenc_block:
    LOADIN
    ldr     r4, [sp, #FR_IV]
    cbz     r4, 1f
    ldm     r4, {r4-r7}                 @ CBC: block ^= iv
    eor     r0, r0, r4
    eor     r1, r1, r5
    eor     r2, r2, r6
    eor     r3, r3, r7
1:  ldr     RK, [sp, #FR_RK]
    ldm     RK!, {r4-r7}
    eor     r0, r0, r4
    eor     r1, r1, r5
    eor     r2, r2, r6
    eor     r3, r3, r7
.Lenc_round:                            @ RK = this round's key
    GCOL    r4, r0, r1, r2, r3
    GCOL    r5, r1, r2, r3, r0
    GCOL    r6, r2, r3, r0, r1
    GCOL    r7, r3, r0, r1, r2
    ldr     X0, [sp, #FR_KEND]
    cmp     RK, X0
    beq     .Lenc_last
    mov     r2, #0x01010101
    movs    r3, #0x1b
    MIX     r4, r4
    MIX     r5, r5
    MIX     r6, r6
    MIX     r7, r7
    ldm     RK!, {r0-r3}
    eor     r0, r0, r4
    eor     r1, r1, r5
    eor     r2, r2, r6
    eor     r3, r3, r7
    b       .Lenc_round
.Lenc_last:
    ldm     RK, {r0-r3}
    eor     r0, r0, r4
    eor     r1, r1, r5
    eor     r2, r2, r6
    eor     r3, r3, r7
    TAIL    enc
    .size   QZI_AES_SBOX_ENC, . - QZI_AES_SBOX_ENC
    .size   QZI_AES_SBOX_CBC, . - QZI_AES_SBOX_CBC

/* ---------------------------------------------------------------- */

    .section QZI_AES_SBOX_DEC_SECTION, "ax", %progbits
    .global QZI_AES_SBOX_DEC
    .type   QZI_AES_SBOX_DEC, %function
    .global QZI_AES_SBOX_CBCD
    .type   QZI_AES_SBOX_CBCD, %function
    .p2align 2
    .thumb_func
QZI_AES_SBOX_DEC:
    push    {r4-r11, lr}
    ldr     r4, [sp, #36]               @ nblocks (5th argument)
    mov     r5, r3                      @ in
    mov     r3, r2                      @ out
    movs    r2, #0                      @ no iv
    b       .Ldec_check
    .thumb_func
QZI_AES_SBOX_CBCD:
    push    {r4-r11, lr}
    ldr     r4, [sp, #40]               @ nblocks (6th argument)
    ldr     r5, [sp, #36]               @ in (5th argument)
.Ldec_check:
    cbnz    r4, .Ldec_go
    pop     {r4-r11, pc}                @ nothing to do
.Ldec_go:
    FRAME                               @ FR_IV = iv: the first chaining value
    str     r2, [sp, #FR_IVP]           @ iv or 0
    add     r1, r0, r1, lsl #4
    str     r1, [sp, #FR_RK]            @ rk + 16 nr: the first key
    add     r0, r0, #16
    str     r0, [sp, #FR_KEND]          @ rk + 16
    movw    S, #:lower16:qzi_aes_inv_s
    movt    S, #:upper16:qzi_aes_inv_s
.Ldec_block:
    LOADIN
    ldr     RK, [sp, #FR_RK]
    ldm     RK, {r4-r7}
    eor     r0, r0, r4
    eor     r1, r1, r5
    eor     r2, r2, r6
    eor     r3, r3, r7
.Ldec_round:                            @ RK = the key of the round after
    GCOL    r4, r0, r3, r2, r1
    GCOL    r5, r1, r0, r3, r2
    GCOL    r6, r2, r1, r0, r3
    GCOL    r7, r3, r2, r1, r0
    ldr     X0, [sp, #FR_KEND]
    cmp     RK, X0
    beq     .Ldec_last
    ldmdb   RK!, {r0-r3}                @ this round's key
    eor     r4, r4, r0
    eor     r5, r5, r1
    eor     r6, r6, r2
    eor     r7, r7, r3
    mov     X2, #0x01010101
    mov     X3, #0x1b
    IMIX    r0, r4                      @ straight into the state registers
    IMIX    r1, r5
    IMIX    r2, r6
    IMIX    r3, r7
    b       .Ldec_round
.Ldec_last:
    ldmdb   RK, {r0-r3}                 @ rk[0]
    eor     r0, r0, r4
    eor     r1, r1, r5
    eor     r2, r2, r6
    eor     r3, r3, r7
    ldr     r4, [sp, #FR_IV]            @ CBC: block ^= the chaining value
    cbz     r4, 1f                      @ (iv, then the input block before:
    ldr     r5, [r4]                    @ in and out do not overlap; any
    ldr     r6, [r4, #4]                @ alignment)
    ldr     r7, [r4, #8]
    ldr     r4, [r4, #12]
    eors    r0, r0, r5
    eors    r1, r1, r6
    eors    r2, r2, r7
    eors    r3, r3, r4
    ldr     r4, [sp, #FR_IN]
    subs    r4, r4, #16
    str     r4, [sp, #FR_IV]            @ the next block's: this input block
1:  STOREOUT
    bne     .Ldec_block
    ldr     r4, [sp, #FR_IVP]
    cbz     r4, 2f
    ldr     r5, [sp, #FR_IV]            @ CBC: iv = the last input block
    ldr     r0, [r5]
    ldr     r1, [r5, #4]
    ldr     r2, [r5, #8]
    ldr     r3, [r5, #12]
    stm     r4!, {r0-r3}
2:  movs    r0, #0                      @ no block left in r0-r3
    movs    r1, #0
    movs    r2, #0
    movs    r3, #0
    mov     r12, r0
    add     sp, sp, #FR_SIZE
    pop     {r4-r11, pc}
    .size   QZI_AES_SBOX_DEC, . - QZI_AES_SBOX_DEC
    .size   QZI_AES_SBOX_CBCD, . - QZI_AES_SBOX_CBCD

/* ---------------------------------------------------------------- */
/*
 * Key schedule (FIPS-197 5.2), the same words for both directions:
 *   void qzi_aes_table_expand_armv7em_small(uint32_t rk[QZI_AES_RK_WORDS],
 *                                           const uint8_t *key,
 *                                           unsigned key_len, int decrypt);
 * r0 = rk, r1 = key (any alignment: LDR), r2 = key_len, r3 = decrypt
 * (ignored). The armv6m scheme in Thumb-2: rk[i] = rk[i - nk] ^ rk[i - 1]
 * except at i mod nk == 0 (SubWord(RotWord) ^ rcon) and, for AES-256,
 * i mod 8 == 4 (SubWord); T keeps the word just written.
 *   r0 T, r1 NKB (key_len), r2 P (&rk[i]), r3 END (&rk[4 nr + 4]),
 *   r4 S, r5 Q (&rk[i - nk]), r6 scratch, r7 rcon (public), r12 scratch,
 *   lr STOP (end of the run of ordinary words).
 * Branches depend on key_len and i only. r0, r6 and r12 hold no key word
 * on return.
 */
/* r0 = SubWord(r0), rotated right by 8 if rot (= SubWord(RotWord)) */
    .macro SUBW rot
    .if \rot
    uxtb    r6, r0, ror #8
    uxtb    r12, r0, ror #16
    ldrb    r6, [r4, r6]
    ldrb    r12, [r4, r12]
    orr     r6, r6, r12, lsl #8
    lsr     r12, r0, #24
    uxtb    r0, r0
    ldrb    r12, [r4, r12]
    ldrb    r0, [r4, r0]
    orr     r6, r6, r12, lsl #16
    orr     r0, r6, r0, lsl #24
    .else
    uxtb    r6, r0
    uxtb    r12, r0, ror #8
    ldrb    r6, [r4, r6]
    ldrb    r12, [r4, r12]
    orr     r6, r6, r12, lsl #8
    uxtb    r12, r0, ror #16
    lsr     r0, r0, #24
    ldrb    r12, [r4, r12]
    ldrb    r0, [r4, r0]
    orr     r6, r6, r12, lsl #16
    orr     r0, r6, r0, lsl #24
    .endif
    .endm

    .section QZI_AES_SBOX_EXP_SECTION, "ax", %progbits
    .global QZI_AES_SBOX_EXP
    .type   QZI_AES_SBOX_EXP, %function
    .p2align 2
    .thumb_func
QZI_AES_SBOX_EXP:
    push    {r4-r7, lr}
    ldr     r4, [r1]                    @ rk[0 .. nk-1] = the key
    ldr     r5, [r1, #4]
    ldr     r6, [r1, #8]
    ldr     r7, [r1, #12]
    stm     r0, {r4-r7}
    cmp     r2, #16
    beq     2f
    ldr     r4, [r1, #16]
    ldr     r5, [r1, #20]
    strd    r4, r5, [r0, #16]
    cmp     r2, #24
    beq     2f
    ldr     r4, [r1, #24]
    ldr     r5, [r1, #28]
    strd    r4, r5, [r0, #24]
2:  mov     r1, r2                      @ NKB
    add     r3, r0, r2, lsl #2
    add     r3, r3, #112                @ END = rk + 4 key_len + 112
    mov     r5, r0                      @ Q = rk
    add     r2, r0, r2                  @ P = &rk[nk]
    ldr     r0, [r2, #-4]               @ T = rk[nk - 1]
    movw    r4, #:lower16:qzi_aes_sbox
    movt    r4, #:upper16:qzi_aes_sbox
    movs    r7, #1                      @ rcon
.Lkx_chunk:                             @ i mod nk == 0
    SUBW    1                           @ T = SubWord(RotWord(T))
    eor     r0, r0, r7                  @ ^ rcon
    lsls    r7, r7, #1
    cmp     r7, #0x100
    it      eq
    moveq   r7, #0x1b                   @ rcon = xt(rcon): 0x80 -> 0x1b
    cmp     r1, #32
    ite     eq
    addeq   lr, r2, #16                 @ AES-256: 4 words, SubWord, 4 words
    addne   lr, r2, r1                  @ else nk words
    cmp     lr, r3
    it      hi
    movhi   lr, r3                      @ ... or END if sooner
.Lkx_word:                              @ rk[i] = rk[i - nk] ^ T, two a pass
    ldr     r6, [r5], #4                @ (every run is of an even length)
    eor     r0, r0, r6
    str     r0, [r2], #4
    ldr     r6, [r5], #4
    eor     r0, r0, r6
    str     r0, [r2], #4
    cmp     r2, lr
    bne     .Lkx_word
    cmp     r2, r3
    beq     .Lkx_done
    cmp     r1, #32
    bne     .Lkx_chunk
    SUBW    0                           @ AES-256, i mod 8 == 4: SubWord
    add     lr, r2, #16                 @ 4 more words (never past END)
1:  ldr     r6, [r5], #4
    eor     r0, r0, r6
    str     r0, [r2], #4
    ldr     r6, [r5], #4
    eor     r0, r0, r6
    str     r0, [r2], #4
    cmp     r2, lr
    bne     1b
    b       .Lkx_chunk
.Lkx_done:
    movs    r0, #0
    movs    r6, #0
    mov     r12, r0
    pop     {r4-r7, pc}
    .size   QZI_AES_SBOX_EXP, . - QZI_AES_SBOX_EXP

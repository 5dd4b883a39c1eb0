/*
 * AES kernels, table variant, SMALL footprint (--with-footprint=small
 * --with-aes=table): S-box only, for ARMv6-M (Thumb-1; Cortex-M0/M0+, and
 * it runs unchanged on every later Cortex-M), tuned for the Cortex-M0+.
 *
 * C prototypes (lib/internal/aes_kernel.h):
 *
 *   void qzi_aes_table_expand_armv6m_small(uint32_t rk[QZI_AES_RK_WORDS],
 *                                          const uint8_t *key,
 *                                          unsigned key_len, int decrypt);
 *   void qzi_aes_table_encrypt_armv6m_small(const uint32_t *rk,
 *                                           unsigned nr, uint8_t *out,
 *                                           const uint8_t *in,
 *                                           size_t nblocks);
 *   void qzi_aes_cbc_encrypt_armv6m_small(const uint32_t *rk, unsigned nr,
 *                                         uint8_t iv[16], uint8_t *out,
 *                                         const uint8_t *in,
 *                                         size_t nblocks);
 *   void qzi_aes_table_decrypt_armv6m_small(const uint32_t *rk,
 *                                           unsigned nr, uint8_t *out,
 *                                           const uint8_t *in,
 *                                           size_t nblocks);
 *
 * Contract (lib/internal/aes_kernel.h, "table-small" layout):
 *  - rk: the FIPS-197 round keys as little-endian column words,
 *    4 * (nr + 1) of them, 4-byte aligned: exactly what
 *    qzi_aes_table_expand_c writes for encryption. The SAME words serve
 *    both directions: expand ignores decrypt, and decrypt runs the
 *    inverse cipher of FIPS-197 5.3 (not the equivalent one), walking the
 *    keys from the last to the first, so no InvMixColumns of round keys
 *    is ever computed. nr = 10, 12 or 14 (not checked).
 *  - key: any alignment (bytes); key_len 16, 24 or 32 (not checked).
 *    Words of rk past 4 * (nr + 1) are not touched.
 *  - nblocks independent 16-byte blocks (ECB); nblocks == 0 returns at
 *    once, nothing read or written.
 *  - in, out: ANY alignment; each pointer's alignment is public and is
 *    tested per block: 4-byte aligned goes through LDM/STM, anything else
 *    byte by byte through FR_BUF (a Cortex-M0+ faults on unaligned words;
 *    a byte loop there, smaller than unrolled LDRB/STRB, about 140 cycles
 *    more a block). in == out allowed (a block is read whole before it is
 *    written).
 *  - CBC (qzi_aes_cbc_encrypt_armv6m_small; oracle qzi_aes_cbc_encrypt_c):
 *    per block iv = E(iv ^ in_block), out_block = iv; iv holds the last
 *    ciphertext block on return (untouched if nblocks == 0); iv 4-byte
 *    aligned (LDM/STM) and overlapping neither in nor out. It is the
 *    encryption function's own code, entered with a non-zero FR_IV
 *    (tested once per block: public), so both entry points share one
 *    section and one copy of the rounds; the chaining value stays in
 *    r0-r3 from one block to the next and goes to iv at the end.
 *  - NOT constant time: the S-box addresses depend on the secret state
 *    and key (the opt-in table variant, doc/security.md). Nothing else
 *    depends on a secret: MixColumns is arithmetic on words (no xtime
 *    table, no branch); branches depend on nr, key_len, nblocks and the
 *    alignment of in and out only.
 *  - Tables: qzi_aes_sbox (encryption and the key schedule) and
 *    qzi_aes_inv_s (decryption only), 256 bytes each, from
 *    lib/generic/aes_table.c, each in its own .rodata.qz_fast.<sym>
 *    section. An image that only encrypts links neither the decryption
 *    function (its own section) nor qzi_aes_inv_s.
 *  - AAPCS: r4-r11 and sp preserved; r0-r3 are zero on return (they held
 *    the last block), r12, lr, flags clobbered. The frame holds pointers
 *    only. The key schedule leaves no key word in r0-r3.
 *
 * ALGORITHM
 * State: four little-endian column words s0..s3 (row r = bits 8r..8r+7).
 * A full encryption round, column j:
 *   t   = S[s_j.b0] | S[s_j+1.b1] << 8 | S[s_j+2.b2] << 16 | S[s_j+3.b3] << 24
 *         (SubBytes and ShiftRows: one LDRB per byte)
 *   u   = t ^ rotr8(t)                        (row r: a_r ^ a_r+1)
 *   out = xt(u) ^ rotr8(t) ^ rotr16(u) ^ rk   (MixColumns, AddRoundKey)
 * with rotr8(t) = t ^ u and rotr16 = REV then REV16 (no count register).
 * xt, multiplication by x of the four bytes at once, without a table or a
 * branch:
 *   v     = (w >> 7) & 0x01010101             (the top bit of each byte)
 *   xt(w) = ((w & 0x7f7f7f7f) << 1) ^ v * 0x1b
 * (one bit per byte times 0x1b: the product has no carries; 6 ALU
 * instructions with MULS, one cycle on the M0+'s single-cycle multiplier).
 * Decryption (inverse cipher): s = in ^ rk[nr]; rounds nr-1 .. 1:
 *   t   = InvS[s_j.b0] | InvS[s_j-1.b1] << 8 | ...   (InvSubBytes,
 *         InvShiftRows)
 *   t  ^= rk[round]
 *   out = InvMixColumns(t) = MixColumns(t ^ xt(xt(t ^ rotr16(t))))
 * (InvMixColumns = MixColumns times circ(05, 00, 04, 00)); last round:
 * InvS, InvShiftRows, ^ rk[0].
 * The table is copied to the frame at each call (COPYTAB, 16 LDM/STM
 * pairs): on the STM32U0 the flash has a wait state and no data cache,
 * and each look-up from flash stalls 2 cycles in the board model (320 a
 * block at AES-128: 2,057 cycles a CBC block from flash before, 1,716
 * with the copy, which costs about 190 cycles a call). The copy is public
 * data; it stays on the stack.
 *
 * REGISTER ALLOCATION
 *  SubBytes/ShiftRows ("gather"):      MixColumns ("mix"):
 *    r0-r3  s0-s3                        r0  t (column), then out
 *    r4     S (from lr)                  r1  u, key word
 *    r5     byte index, S value          r2  v, rotr16(u)
 *    r6     t being assembled            r3  ROT = 8
 *    r7     RK (both phases)             r4  M1  = 0x01010101 (from r12)
 *    r8-r11 t0-t3 (the gathered          r5  C   = 0x1b
 *           columns; the mix output      r6  M80 = 0x80808080 (M1 << 7)
 *           goes back to them, but       r7  RK
 *           column 0's stays in r0)
 *    r12    KEND: RK in the last round (enc: rk + 16 (nr - 1), dec:
 *           rk + 16)
 *    lr     the table's copy in the frame
 *  RK: encryption, the key of the previous round (rk + 16 (i - 1) in
 *  round i; round i's key at RK + 16); decryption, the key of round i + 1
 *  in round i. The round loop ends when RK reaches KEND.
 *
 * STACK FRAME (after push {r4-r7, lr}, push {r8-r11}: 36 bytes)
 *    sp+0   FR_IN    next input block
 *    sp+4   FR_OUT   next output block
 *    sp+8   FR_END   in + 16 * nblocks
 *    sp+12  FR_RK    first key read at the block head (enc: rk, dec:
 *                    rk + 16 nr)
 *    sp+16  FR_M1    0x01010101
 *    sp+20  FR_IV    iv (CBC) or 0 (ECB)
 *    sp+24  FR_BUF   16 bytes: an unaligned block on its way in or out
 *                    (zeroed on return)
 *    sp+40  FR_TAB   256 bytes: the S-box (encryption) or inverse S-box
 *  Stack: 36 + 296 = 332 bytes. No calls. The key schedule: 20 bytes.
 *
 * Size (arm-none-eabi-gcc 12.2, .text incl. literals, nm -S): encrypt
 * with the CBC entry 584 bytes, decrypt 668, key schedule 228; tables
 * 256 bytes a direction. (The T-table kernels of the fast build:
 * 620 + 644 + 608 bytes and 2,304 bytes of tables.)
 *
 * MEASURED PERFORMANCE (Cortex-M0+). "Cycles" are MODELLED:
 * build-aux/qz-trace-cycles --cpu cortex-m0plus (Cortex-M0+ TRM timings,
 * ZERO wait states, single-cycle multiplier). Per block = (one call on 9
 * blocks - one call on 1 block) / 8; buffers 4-byte aligned unless
 * stated.
 *                                   per block   1-block call
 *   AES-128 encrypt                    1,711        1,978
 *   AES-128 encrypt, unaligned                      2,213
 *   AES-192 encrypt                    2,057        2,324
 *   AES-256 encrypt                    2,403        2,670
 *   AES-128 decrypt                    2,291        2,546
 *   AES-256 decrypt                    3,243        3,498
 *   key schedule, AES-128/192/256        685 / 656 / 820
 * (a 1-block call includes the table copy, about 190 cycles.) A full
 * round: gather 84, MixColumns and key 74, loop and set-up 15. The same calls in
 * qz-mcusim on the NUCLEO-U083RC model (1 flash wait state, kernels and
 * tables in flash as doc/porting.md recommends there), CBC encryption of
 * 500 blocks in one call: 1,716 cycles a block (ideal memory: 1,715).
 * Whole-operation rows (bench/run, with CMOX's figures): doc/performance.md,
 * "Fast and small builds".
 */

        .syntax unified
        .arch   armv6-m
        .thumb

RK      .req    r7

        .equ    FR_IN, 0
        .equ    FR_OUT, 4
        .equ    FR_END, 8
        .equ    FR_RK, 12
        .equ    FR_M1, 16               @ 0x01010101
        .equ    FR_IV, 20
        .equ    FR_BUF, 24              @ 16 bytes: unaligned blocks
        .equ    FR_TAB, 40              @ 256 bytes: the S-box's copy
        .equ    FR_SIZE, 40 + 256

/*
 * Gather one column: dst (a high register) = S[a.b0] | S[b.b1] << 8 |
 * S[c.b2] << 16 | S[d.b3] << 24, S in r4, scratch r5, r6.
 */
        .macro  GCOL dst, a, b, c, d
        uxtb    r6, \a
        ldrb    r6, [r4, r6]            @ row 0
        lsrs    r5, \b, #8
        uxtb    r5, r5
        ldrb    r5, [r4, r5]
        lsls    r5, r5, #8
        orrs    r6, r5                  @ row 1
        lsrs    r5, \c, #16
        uxtb    r5, r5
        ldrb    r5, [r4, r5]
        lsls    r5, r5, #16
        orrs    r6, r5                  @ row 2
        lsrs    r5, \d, #24
        ldrb    r5, [r4, r5]
        lsls    r5, r5, #24
        orrs    r6, r5                  @ row 3
        mov     \dst, r6
        .endm

/* w = xt(w) on four bytes; scratch v (r4 = M1, r5 = C, r6 = M80). */
        .macro  XT w, v
        lsrs    \v, \w, #7
        ands    \v, r4                  @ v = top bit of each byte, at bit 0
        bics    \w, r6                  @ w &= 0x7f7f7f7f
        lsls    \w, \w, #1
        muls    \v, r5, \v              @ v * 0x1b (no carries)
        eors    \w, \v                  @ w = xt(w)
        .endm

/* r0 = MixColumns(r0); scratch r1, r2 (r3 = 8). */
        .macro  MIXCOL
        movs    r1, r0
        rors    r1, r3
        eors    r1, r0                  @ u = t ^ rotr8(t)
        eors    r0, r1                  @ r0 = rotr8(t)
        rev     r2, r1
        rev16   r2, r2
        eors    r0, r2                  @ ^= rotr16(u)
        XT      r1, r2
        eors    r0, r1                  @ ^= xt(u)
        .endm

/* Encryption mix of column j (in and out: high register hj). */
        .macro  EMIX hj, j
        mov     r0, \hj
        MIXCOL
        ldr     r1, [RK, #(16 + 4 * (\j))]
        eors    r0, r1                  @ AddRoundKey
        mov     \hj, r0
        .endm

/* Decryption mix of column j: AddRoundKey, then InvMixColumns (the
 * result left in r0 if keep, else in hj). */
        .macro  DMIX hj, j, keep=0
        mov     r0, \hj
        ldr     r1, [RK, #(4 * (\j))]
        eors    r0, r1                  @ t ^= rk
        rev     r1, r0
        rev16   r1, r1
        eors    r1, r0                  @ w = t ^ rotr16(t)
        XT      r1, r2
        XT      r1, r2
        eors    r0, r1                  @ t ^= xt(xt(w))
        MIXCOL
        .if \keep == 0
        mov     \hj, r0
        .endif
        .endm

/*
 * r0 = SubWord(r6) (rot = 0) or SubWord(RotWord(r6)) = rotr8 of it
 * (rot = 1): a Horner scheme from the top byte down; r4 = S, r7 scratch.
 */
        .macro  SUBW rot
        .if \rot
        uxtb    r0, r6                  @ byte 0 goes to the top
        .else
        lsrs    r0, r6, #24
        .endif
        ldrb    r0, [r4, r0]
        lsls    r0, r0, #8
        .if \rot
        lsrs    r7, r6, #24
        .else
        lsrs    r7, r6, #16
        uxtb    r7, r7
        .endif
        ldrb    r7, [r4, r7]
        orrs    r0, r7
        lsls    r0, r0, #8
        .if \rot
        lsrs    r7, r6, #16
        .else
        lsrs    r7, r6, #8
        .endif
        uxtb    r7, r7
        ldrb    r7, [r4, r7]
        orrs    r0, r7
        lsls    r0, r0, #8
        .if \rot
        lsrs    r7, r6, #8
        uxtb    r7, r7
        .else
        uxtb    r7, r6
        .endif
        ldrb    r7, [r4, r7]
        orrs    r0, r7
        .endm

/*
 * Entry, after push {r4-r7, lr} and the nblocks == 0 check: r4 = nblocks,
 * r5 = in; save r8-r11, build the frame (FR_RK, FR_IV and KEND by the
 * caller of the macro) and FR_M1.
 */
        .macro  FRAME
        mov     r6, r8
        push    {r6}
        mov     r6, r9
        push    {r6}
        mov     r6, r10
        push    {r6}
        mov     r6, r11
        push    {r6}
        sub     sp, #FR_SIZE
        lsls    r4, r4, #4
        adds    r4, r5, r4
        str     r5, [sp, #FR_IN]
        str     r4, [sp, #FR_END]       @ end = in + 16 * nblocks
        str     r3, [sp, #FR_OUT]
        ldr     r4, .Lm1_\@
        str     r4, [sp, #FR_M1]
        b       .Lfr_\@
        .p2align 2
.Lm1_\@:
        .word   0x01010101
.Lfr_\@:
        .endm

/*
 * After FRAME and the caller's stores (r0-r6 free): copy the 256-byte
 * table of this direction to sp + FR_TAB and point lr at the copy. On a
 * part whose flash has wait states and no data cache (STM32U0: each
 * flash data read stalls LATENCY + 1 cycles), the 160-224 look-ups of a
 * block then run at SRAM speed; the copy costs 16 LDM/STM pairs a call.
 */
        .macro  COPYTAB label
        ldr     r4, \label
        add     r5, sp, #FR_TAB
        mov     lr, r5                  @ the S-box of this direction
        movs    r6, #255
        adds    r6, r4, r6              @ last byte of the table
1:      ldm     r4!, {r0, r1, r2, r3}   @ 64 bytes a pass
        stm     r5!, {r0, r1, r2, r3}
        ldm     r4!, {r0, r1, r2, r3}
        stm     r5!, {r0, r1, r2, r3}
        ldm     r4!, {r0, r1, r2, r3}
        stm     r5!, {r0, r1, r2, r3}
        ldm     r4!, {r0, r1, r2, r3}
        stm     r5!, {r0, r1, r2, r3}
        cmp     r4, r6
        blo     1b
        .endm

/* The unaligned-input path of HEAD, placed before it (branch range). */
        .macro  UIN pfx
        b       .L\pfx\()_block
.L\pfx\()_uin:
        add     r5, sp, #FR_BUF         @ unaligned in: bytes to FR_BUF,
        movs    r4, #15                 @ which HEAD then reads
1:      ldrb    r7, [r6, r4]
        strb    r7, [r5, r4]
        subs    r4, #1
        bpl     1b
        movs    r6, r5
        b       .L\pfx\()_loaded
        .endm

/*
 * Block head: r0-r3 = in block ^ 4 words at FR_RK, RK = FR_RK; with cbc
 * and FR_IV != 0 the block is XORed into r0-r3 (the chaining value: the
 * iv, then the previous ciphertext) instead. Labels .L<pfx>_*.
 */
        .macro  HEAD pfx, cbc
        ldr     r6, [sp, #FR_IN]
        movs    r7, r6
        adds    r7, #16
        str     r7, [sp, #FR_IN]        @ in += 16
        lsls    r4, r6, #30             @ in & 3 (public)
        bne     .L\pfx\()_uin
.L\pfx\()_loaded:                      @ r6: the block, word-aligned
        .if \cbc
        ldr     r7, [sp, #FR_IV]
        cmp     r7, #0
        bne     .L\pfx\()_cbc
        .endif
        ldm     r6!, {r0, r1, r2, r3}
        .if \cbc
        b       .L\pfx\()_keyed
.L\pfx\()_cbc:                         @ CBC: r0-r3 hold the chaining
        ldm     r6!, {r4, r5}           @ value; block ^= it
        eors    r0, r4
        eors    r1, r5
        ldm     r6!, {r4, r5}
        eors    r2, r4
        eors    r3, r5
.L\pfx\()_keyed:
        .endif
        ldr     RK, [sp, #FR_RK]
        ldm     RK!, {r4, r5, r6}
        eors    r0, r4
        eors    r1, r5
        eors    r2, r6
        ldr     r4, [RK]
        eors    r3, r4
        subs    RK, #12
        .endm

/*
 * Tail: r0-r3 = out block (kept: CBC's next chaining value); to out;
 * next block, or return (CBC: the last block to iv first).
 */
        .macro  TAIL pfx, cbc
        ldr     r6, [sp, #FR_OUT]
        lsls    r4, r6, #30             @ out & 3 (public)
        bne     .L\pfx\()_uout
        stm     r6!, {r0, r1, r2, r3}
.L\pfx\()_stored:
        str     r6, [sp, #FR_OUT]       @ out += 16
        ldr     r4, [sp, #FR_IN]
        ldr     r5, [sp, #FR_END]
        cmp     r4, r5
        beq     .L\pfx\()_done
        b       .L\pfx\()_block
.L\pfx\()_uout:
        add     r5, sp, #FR_BUF         @ unaligned out: words to FR_BUF,
        stm     r5!, {r0, r1, r2, r3}   @ then bytes
        subs    r5, #16
        movs    r4, #15
1:      ldrb    r7, [r5, r4]
        strb    r7, [r6, r4]
        subs    r4, #1
        bpl     1b
        adds    r6, #16
        b       .L\pfx\()_stored
.L\pfx\()_done:
        .if \cbc
        ldr     r6, [sp, #FR_IV]        @ CBC: iv = the last ciphertext
        cmp     r6, #0
        beq     1f
        stm     r6!, {r0, r1, r2, r3}
1:
        .endif
        movs    r0, #0                  @ no block left in r0-r3
        movs    r1, #0
        movs    r2, #0
        movs    r3, #0
        add     r5, sp, #FR_BUF
        stm     r5!, {r0, r1, r2, r3}   @ nor in FR_BUF
        add     sp, #FR_SIZE
        pop     {r4-r7}
        mov     r8, r7
        mov     r9, r6
        mov     r10, r5
        mov     r11, r4
        pop     {r4-r7, pc}
        .endm

/* ---------------------------------------------------------------- */
/* Encryption: ECB and CBC entry points, one body.                   */

        .section .text.qz_fast.qzi_aes_table_encrypt_armv6m_small,"ax",%progbits
        .global qzi_aes_table_encrypt_armv6m_small
        .type   qzi_aes_table_encrypt_armv6m_small, %function
        .global qzi_aes_cbc_encrypt_armv6m_small
        .type   qzi_aes_cbc_encrypt_armv6m_small, %function
        .p2align 2
        .thumb_func
qzi_aes_table_encrypt_armv6m_small:
        push    {r4-r7, lr}
        ldr     r4, [sp, #20]           @ nblocks (5th argument)
        movs    r5, r3                  @ in
        movs    r3, r2                  @ out
        movs    r2, #0                  @ no iv
        b       .Lenc_check
        .thumb_func
qzi_aes_cbc_encrypt_armv6m_small:
        push    {r4-r7, lr}
        ldr     r4, [sp, #24]           @ nblocks (6th argument)
        ldr     r5, [sp, #20]           @ in (5th argument)
.Lenc_check:
        cmp     r4, #0
        bne     .Lenc_go
        pop     {r4-r7, pc}             @ nothing to do
.Lenc_go:                               @ r0 rk, r1 nr, r2 iv/0, r3 out
        FRAME
        str     r2, [sp, #FR_IV]
        str     r0, [sp, #FR_RK]
        subs    r1, #1
        lsls    r1, r1, #4
        adds    r1, r0, r1
        mov     r12, r1                 @ KEND = rk + 16 (nr - 1)
        COPYTAB .Lenc_tab
        ldr     r6, [sp, #FR_IV]
        cmp     r6, #0
        beq     1f
        ldm     r6!, {r0, r1, r2, r3}   @ CBC: the chaining value, kept in
1:                                      @ r0-r3 from block to block
        UIN     enc
.Lenc_block:
        HEAD    enc, 1
.Lenc_round:                            @ RK = key of the previous round
        mov     r4, lr                  @ S
        GCOL    r8, r0, r1, r2, r3
        GCOL    r9, r1, r2, r3, r0
        GCOL    r10, r2, r3, r0, r1
        GCOL    r11, r3, r0, r1, r2
        cmp     RK, r12
        beq     .Lenc_last
        movs    r3, #8
        ldr     r4, [sp, #FR_M1]
        movs    r5, #0x1b
        lsls    r6, r4, #7              @ M80 = 0x80808080
        EMIX    r9, 1
        EMIX    r10, 2
        EMIX    r11, 3
        mov     r0, r8                  @ column 0 last: it stays in r0
        MIXCOL
        ldr     r1, [RK, #16]
        eors    r0, r1
        adds    RK, #16
        mov     r1, r9
        mov     r2, r10
        mov     r3, r11
        b       .Lenc_round
.Lenc_last:                             @ AddRoundKey(rk[nr])
        adds    RK, #16
        ldm     RK!, {r4, r5, r6}
        mov     r0, r8
        eors    r0, r4
        mov     r1, r9
        eors    r1, r5
        mov     r2, r10
        eors    r2, r6
        ldr     r4, [RK]
        mov     r3, r11
        eors    r3, r4
        TAIL    enc, 1
        .p2align 2
.Lenc_tab:
        .word   qzi_aes_sbox
        .size   qzi_aes_table_encrypt_armv6m_small, .-qzi_aes_table_encrypt_armv6m_small
        .size   qzi_aes_cbc_encrypt_armv6m_small, .-qzi_aes_cbc_encrypt_armv6m_small

/* ---------------------------------------------------------------- */
/* Decryption (inverse cipher, encryption round keys read backwards). */

        .section .text.qz_fast.qzi_aes_table_decrypt_armv6m_small,"ax",%progbits
        .global qzi_aes_table_decrypt_armv6m_small
        .type   qzi_aes_table_decrypt_armv6m_small, %function
        .p2align 2
        .thumb_func
qzi_aes_table_decrypt_armv6m_small:
        push    {r4-r7, lr}
        ldr     r4, [sp, #20]           @ nblocks (5th argument)
        cmp     r4, #0
        bne     1f
        pop     {r4-r7, pc}             @ nothing to do
1:      movs    r5, r3                  @ in
        movs    r3, r2                  @ out
        FRAME
        movs    r2, #0
        str     r2, [sp, #FR_IV]
        lsls    r1, r1, #4
        adds    r1, r0, r1
        str     r1, [sp, #FR_RK]        @ rk + 16 nr: the first key
        adds    r0, #16
        mov     r12, r0                 @ KEND = rk + 16
        COPYTAB .Ldec_tab
        UIN     dec
.Ldec_block:
        HEAD    dec, 0
.Ldec_round:                            @ RK = key of the next round
        mov     r4, lr                  @ InvS
        GCOL    r8, r0, r3, r2, r1
        GCOL    r9, r1, r0, r3, r2
        GCOL    r10, r2, r1, r0, r3
        GCOL    r11, r3, r2, r1, r0
        cmp     RK, r12
        bne     .Ldec_mix               @ (.Ldec_last is out of BEQ's range)
        b       .Ldec_last
.Ldec_mix:
        subs    RK, #16                 @ this round's key
        movs    r3, #8
        ldr     r4, [sp, #FR_M1]
        movs    r5, #0x1b
        lsls    r6, r4, #7              @ M80 = 0x80808080
        DMIX    r9, 1
        DMIX    r10, 2
        DMIX    r11, 3
        DMIX    r8, 0, 1                @ column 0 last: it stays in r0
        mov     r1, r9
        mov     r2, r10
        mov     r3, r11
        b       .Ldec_round
.Ldec_last:                             @ AddRoundKey(rk[0])
        subs    RK, #16
        ldm     RK!, {r4, r5, r6}
        mov     r0, r8
        eors    r0, r4
        mov     r1, r9
        eors    r1, r5
        mov     r2, r10
        eors    r2, r6
        ldr     r4, [RK]
        mov     r3, r11
        eors    r3, r4
        TAIL    dec, 0
        .p2align 2
.Ldec_tab:
        .word   qzi_aes_inv_s
        .size   qzi_aes_table_decrypt_armv6m_small, .-qzi_aes_table_decrypt_armv6m_small

/* ---------------------------------------------------------------- */
/*
 * Key schedule (FIPS-197 5.2), the same words for both directions:
 *   r0 = rk, r1 = key, r2 = key_len, r3 = decrypt (ignored).
 * Since rk[i] = rk[i - nk] ^ rk[i - 1] for every i that is not special
 * (i mod nk == 0; AES-256: i mod 8 == 4), the word just written stays in
 * T and each ordinary word costs a load, an EOR and a store; every run
 * from a special word to the next has an even length (4, 6, or the last
 * 4 of AES-192), so the loop does two a pass:
 *   r0  T    rk[i - 1], then rk[i]
 *   r1  RUN  bytes from a special word to the next: key_len, AES-256 16
 *   r2  P    &rk[i], the next word to write
 *   r3  END  &rk[4 nr + 4]: one past the last word
 *   r4  S    qzi_aes_sbox
 *   r5  Q    &rk[i - nk]
 *   r6  scratch (SubWord: the input word)
 *   r7  rcon (public; SubWord's scratch, rcon then in r12)
 *   r12 STOP where the run of ordinary words ends
 *   lr  key_len
 * Branches depend on key_len, i and the key's alignment only.
 */
        .section .text.qz_fast.qzi_aes_table_expand_armv6m_small,"ax",%progbits
        .global qzi_aes_table_expand_armv6m_small
        .type   qzi_aes_table_expand_armv6m_small, %function
        .p2align 2
        .thumb_func
qzi_aes_table_expand_armv6m_small:
        push    {r4-r7, lr}
        mov     lr, r2                  @ key_len
        lsls    r4, r1, #30             @ key & 3 (public)
        bne     2f
        ldm     r1!, {r4, r5, r6, r7}   @ aligned key: rk[0 .. nk-1] = key
        stm     r0!, {r4, r5, r6, r7}
        cmp     r2, #16
        beq     3f
        ldm     r1!, {r4, r5}
        stm     r0!, {r4, r5}
        cmp     r2, #24
        beq     3f
        ldm     r1!, {r4, r5}
        stm     r0!, {r4, r5}
        b       3f
2:      movs    r4, r2
1:      subs    r4, #1                  @ unaligned: the key bytes in order
        ldrb    r5, [r1, r4]            @ (little-endian columns)
        strb    r5, [r0, r4]
        bne     1b
        adds    r0, r0, r2
3:      movs    r2, r0                  @ P = &rk[nk]
        mov     r6, lr
        subs    r5, r2, r6              @ Q = rk
        lsls    r3, r6, #2
        adds    r3, r5, r3
        adds    r3, #112                @ END = rk + 4 key_len + 112
        movs    r1, r6                  @ RUN = key_len,
        cmp     r6, #32
        bne     4f
        movs    r1, #16                 @ AES-256: 16 (4 words, SubWord, 4)
4:      subs    r6, r2, #4
        ldr     r0, [r6]                @ T = rk[nk - 1]
        ldr     r4, .Lkx_sbox
        movs    r7, #1                  @ rcon
.Lkx_chunk:                             @ i mod nk == 0
        movs    r6, r0
        mov     r12, r7                 @ (rcon)
        SUBW    1                       @ T = SubWord(RotWord(T))
        mov     r7, r12
        eors    r0, r7                  @ ^ rcon
        lsls    r7, r7, #1
        lsrs    r6, r7, #8
        beq     1f
        movs    r7, #0x1b               @ rcon = xt(rcon): 0x80 -> 0x1b
1:      adds    r6, r2, r1              @ STOP = P + RUN
        cmp     r6, r3
        bls     3f
        movs    r6, r3                  @ ... or END if sooner
3:      mov     r12, r6
.Lkx_word:                              @ rk[i] = rk[i - nk] ^ T, two a pass
        ldm     r5!, {r6}               @ (every run is of an even length)
        eors    r0, r6
        stm     r2!, {r0}
        ldm     r5!, {r6}
        eors    r0, r6
        stm     r2!, {r0}
        cmp     r2, r12
        bne     .Lkx_word
        cmp     r2, r3
        beq     .Lkx_done
        mov     r6, lr
        cmp     r6, #32
        bne     .Lkx_chunk
        movs    r6, r0                  @ AES-256, i mod 8 == 4:
        mov     r12, r7
        SUBW    0                       @ T = SubWord(T)
        mov     r7, r12
        movs    r6, r2
        adds    r6, #16
        mov     r12, r6                 @ 4 more words (never past END)
1:      ldm     r5!, {r6}
        eors    r0, r6
        stm     r2!, {r0}
        ldm     r5!, {r6}
        eors    r0, r6
        stm     r2!, {r0}
        cmp     r2, r12
        bne     1b
        b       .Lkx_chunk
.Lkx_done:
        movs    r0, #0
        movs    r6, #0
        pop     {r4-r7, pc}

        .p2align 2
.Lkx_sbox:
        .word   qzi_aes_sbox
        .size   qzi_aes_table_expand_armv6m_small, .-qzi_aes_table_expand_armv6m_small

/*
 * AES block kernels, table variant, for ARMv6-M (Thumb-1; Cortex-M0/M0+,
 * and it runs unchanged on every later Cortex-M), tuned for the Cortex-M0+.
 *
 * C prototypes (lib/internal/aes_kernel.h):
 *
 *   void qzi_aes_table_encrypt_armv6m(const uint32_t *rk, unsigned nr,
 *                                     uint8_t *out, const uint8_t *in,
 *                                     size_t nblocks);
 *   void qzi_aes_table_decrypt_armv6m(const uint32_t *rk, unsigned nr,
 *                                     uint8_t *out, const uint8_t *in,
 *                                     size_t nblocks);
 *   void qzi_aes_cbc_encrypt_armv6m(const uint32_t *rk, unsigned nr,
 *                                   uint8_t iv[16], uint8_t *out,
 *                                   const uint8_t *in, size_t nblocks);
 *
 * Contract summary (the header is the authority; the C twins are in
 * lib/generic/aes_table.c, whose head describes the layout):
 *  - rk: 4 * (nr + 1) words from qzi_aes_table_expand_c, 4-byte aligned
 *    (read with LDM); decryption keys for decrypt. nr = 10, 12 or 14 (not
 *    checked; the loop runs nr - 1 full rounds).
 *  - nblocks independent 16-byte blocks (ECB); nblocks == 0 returns at
 *    once, nothing read or written.
 *  - in, out: ANY alignment. The alignment of each pointer is public and
 *    is tested per block: a 4-byte-aligned pointer is read with LDM /
 *    written with STM, any other only with LDRB / STRB (a Cortex-M0+
 *    faults on unaligned LDR/STR/LDM). in == out is allowed (each block
 *    is read whole before it is written). Nothing outside the 16 * nblocks
 *    bytes of in and out is touched.
 *  - CBC encryption (qzi_aes_cbc_encrypt_armv6m; C twin
 *    qzi_aes_cbc_encrypt_c, lib/generic/aes_cbc.c): per block
 *    iv = E(iv ^ in_block), out_block = iv; iv holds the last ciphertext
 *    block on return (untouched if nblocks == 0). iv must be 4-byte
 *    aligned (LDM/STM) and overlap neither in nor out; in/out as above
 *    (any alignment, tested per block; in == out allowed). It is the
 *    encryption code (macro ENC_BODY, instantiated in both functions)
 *    with the chaining value read from iv and XORed in at the block head
 *    and each ciphertext block also written to iv (no register is free
 *    to keep it across the rounds; the ciphertext is not secret).
 *  - Columns are little-endian words, as in the C reference.
 *  - NOT constant time: table addresses depend on the secret state (the
 *    table variant, doc/security.md). Branches depend only on nr,
 *    nblocks and the alignment of in and out.
 *  - Tables: qzi_aes_te, qzi_aes_td and qzi_aes_inv_s from
 *    lib/generic/aes_table.c (addresses in a literal pool).
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr, flags clobbered.
 *    The frame holds pointers only; state and key words stay in
 *    registers.
 *
 * ALGORITHM
 * One full round, column j (encryption; decryption reads s[j-1], s[j-2],
 * s[j-3] and td instead), as a Horner scheme in the single table T:
 *   t[j] = T[s[j].b0] ^ rotl(T[s[j+1].b1], 8) ^ rotl(T[s[j+2].b2], 16)
 *                    ^ rotl(T[s[j+3].b3], 24) ^ rk[j]
 *        = rotr8(rotr8(rotr8(T[s[j+1].b1]) ^ T[s[j+2].b2])
 *                ^ T[s[j+3].b3]) ^ T[s[j].b0] ^ rk[j]
 * so a column costs 3 RORS by one constant register instead of a rotation
 * per look-up. A look-up is 2 instructions to get 4 * byte (Thumb-1 has no
 * scaled register offset) and LDR X, [TAB, X]:
 *   byte 0: lsls x, s, #2  ; ands x, MASK      (MASK = 0x3fc)
 *   byte 1: lsrs x, s, #6  ; ands x, MASK
 *   byte 2: lsrs x, s, #14 ; ands x, MASK
 *   byte 3: lsrs x, s, #24 ; lsls x, x, #2
 * The last round puts S(x) in place with LSLS #8 steps instead of RORS:
 * encryption reads S(x) as byte 1 of te[x] (LDRB from te + 1 at 4x),
 * decryption reads qzi_aes_inv_s[x] (index not scaled: 1-2 instructions).
 *
 * REGISTER ALLOCATION
 * Low registers are what ALU and load instructions can use; there are not
 * enough for the four state words, so s0 lives in r8 and its look-ups
 * start with MOV X, r8 (one cycle each, 4 per round):
 *    r0  TAB    qzi_aes_te / qzi_aes_td (te + 1 / inv_s in the last round)
 *    r1  MASK   0x3fc
 *    r2  ROT    8 (rotation count; holds s0 in the last round)
 *    r3  X      scratch: index, then looked-up word
 *    r4, r5, r6  s1, s2, s3
 *    r7  ACC    the column being computed
 *    r8  s0
 *    r9, r10, r11  columns 1, 2, 3 of the new state (high: only MOV;
 *                  in the last round columns 0, 1, 2, column 3 in ACC)
 *    r12 RK     the key of the current round (advances by 16)
 *    lr  END    rk + 16 * nr (the last round's key): loop end
 * Columns are computed in the order 1, 2, 3, 0, so column 0 ends in ACC,
 * gets its key word there and goes to r8; the three others come back to
 * r4-r6 with theirs: the same registers every round, so the loop body is
 * one round (no renaming to undo).
 *
 * STACK FRAME (sp after the prologue: 20 + 16 bytes of saved registers)
 *    sp+0   FR_IN   next input block
 *    sp+4   FR_OUT  next output block
 *    sp+8   FR_END  in + 16 * nblocks
 *    sp+12  FR_RK   rk
 *    sp+16  FR_IV   iv (CBC only)
 *  Stack: 36 bytes of saved registers + 16 = 52 bytes (CBC: + 20 = 56).
 *  No calls. CBC arguments: r0 = rk, r1 = nr, r2 = iv, r3 = out,
 *  [sp] = in, [sp+4] = nblocks.
 *
 * Size (arm-none-eabi-gcc 12.2, .text incl. literals): encrypt 620
 * bytes, decrypt 608 bytes, CBC encrypt 644 bytes (one round in a loop).
 *
 * MEASURED PERFORMANCE (Cortex-M0+). "Cycles" are MODELLED by
 * bench/sim/qz-mcusim --cpu cortex-m0plus: Cortex-M0+ TRM timings (ALU 1,
 * LDR/STR 2, LDM/STM 1+N, taken branch 2) with ZERO WAIT STATES. On a
 * part running from flash with wait states, each of the 160 table
 * look-ups per block pays them unless the tables sit in SRAM. Per block
 * = (one call on 9 blocks - one call on 1 block) / 8; the 1-block column
 * is one call from C, argument set-up included. C reference:
 * lib/generic/aes_table.c, arm-none-eabi-gcc 12.2.1 -O2
 * -mcpu=cortex-m0plus.
 *                                         per block     1-block call
 *   AES-128 encrypt, aligned in/out          1180           1246
 *   AES-128 encrypt, unaligned in/out        1279           1340
 *   AES-128 decrypt, aligned                 1172           1242
 *   AES-128 decrypt, unaligned               1283
 *   AES-256 encrypt, aligned                 1636           1702
 *   AES-256 decrypt, aligned                 1628           1698
 *   AES-128 encrypt, C reference             1703           1774
 *   AES-256 encrypt, C reference             2311           2382
 * From a trace of an AES-128 encryption: entry 38, block head 30
 * (aligned), each full round 114 (16 look-ups x 4, 12 RORS + 12 EORS,
 * 4 MOVs from r8, 3 MOVs out, NEXT 16, loop test 3), last round and
 * output 123, exit 18. AES-128 in this kernel alone: 73.8 cycles/byte.
 * CBC encryption kernel (same method; the 1-block column is one call
 * through a function pointer):
 *                                         per block     1-block call
 *   AES-128 CBC encrypt, aligned in/out      1198           1283
 *   AES-128 CBC encrypt, unaligned in/out    1296           1381
 *   AES-256 CBC encrypt, aligned             1654           1739
 * (18 cycles per block over ECB: LDM of iv and 4 EORs at the head, STM
 * to iv at the tail.)
 * CBC over 8000 bytes with the library mode (qz_aes_cbc_encrypt, NOPAD,
 * key already set, one call; lib/aes/cbc.c of this tree, which calls the
 * CBC kernel once per batch of blocks): encrypt 78.1 cycles/byte
 * (624,771 cycles; 89.3 when the mode called the ECB kernel once per
 * block), decrypt 81.6 cycles/byte (ECB kernel on batches).
 * The same code on the other cores' models: 1186 (M4) and 1177 (M33,
 * the earlier model that timed it as an M4; not re-measured) cycles per
 * AES-128 block.
 */

        .syntax unified
        .arch   armv6-m
        .thumb

TAB     .req    r0
MASK    .req    r1
ROT     .req    r2
X       .req    r3
ACC     .req    r7

        .equ    FR_IN, 0
        .equ    FR_OUT, 4
        .equ    FR_END, 8
        .equ    FR_RK, 12
        .equ    FR_SIZE, 16
        .equ    FR_IV, 16               @ CBC only: the iv pointer
        .equ    FR_CBC_SIZE, 20

/*
 * dst = 4 * byte k of src (full rounds, encryption's last round), or
 * dst = byte k of src (scaled = 0: decryption's last round). src may be
 * dst (in place).
 */
        .macro  IDX dst, src, k, scaled
        .if \scaled
        .if \k == 0
        lsls    \dst, \src, #2
        ands    \dst, MASK
        .elseif \k == 3
        lsrs    \dst, \src, #24
        lsls    \dst, \dst, #2
        .else
        lsrs    \dst, \src, #(8 * (\k) - 2)
        ands    \dst, MASK
        .endif
        .else
        .if \k == 0
        uxtb    \dst, \src
        .elseif \k == 3
        lsrs    \dst, \src, #24
        .else
        lsrs    \dst, \src, #(8 * (\k))
        uxtb    \dst, \dst
        .endif
        .endif
        .endm

/*
 * Look-up of byte k of src into dst. mode 0: dst = TAB[4b] (word);
 * mode 1: dst = byte TAB[4b] (TAB = te + 1: S(b)); mode 2: dst = byte
 * TAB[b] (TAB = inv_s). src r8 is copied to dst first.
 */
        .macro  LK dst, src, k, mode=0
        .ifc \src, r8
        mov     \dst, r8
        IDX     \dst, \dst, \k, (\mode < 2)
        .else
        IDX     \dst, \src, \k, (\mode < 2)
        .endif
        .if \mode == 0
        ldr     \dst, [TAB, \dst]
        .else
        ldrb    \dst, [TAB, \dst]
        .endif
        .endm

/*
 * One column of a full round, without its key word:
 * ACC = rotr8(rotr8(rotr8(T[b1]) ^ T[b2]) ^ T[b3]) ^ T[b0], where bk is
 * byte k of source sbk.
 */
        .macro  COL sb1, sb2, sb3, sb0
        LK      ACC, \sb1, 1            @ ACC = T[b1]
        LK      X, \sb2, 2              @ X = T[b2]
        rors    ACC, ROT
        eors    ACC, X                  @ ACC = rotr8(ACC) ^ T[b2]
        LK      X, \sb3, 3
        rors    ACC, ROT
        eors    ACC, X                  @ ACC = rotr8(ACC) ^ T[b3]
        LK      X, \sb0, 0
        rors    ACC, ROT
        eors    ACC, X                  @ ACC = rotr8(ACC) ^ T[b0]
        .endm

/*
 * One column of the last round, without its key word:
 * ACC = S[b0] | S[b1] << 8 | S[b2] << 16 | S[b3] << 24 (S = the S-box for
 * encryption, mode 1, or the inverse S-box, mode 2).
 */
        .macro  FCOL sb0, sb1, sb2, sb3, mode
        LK      ACC, \sb3, 3, \mode
        LK      X, \sb2, 2, \mode
        lsls    ACC, ACC, #8
        eors    ACC, X
        LK      X, \sb1, 1, \mode
        lsls    ACC, ACC, #8
        eors    ACC, X
        LK      X, \sb0, 0, \mode
        lsls    ACC, ACC, #8
        eors    ACC, X
        .endm

/*
 * End of a full round: ACC = column 0, r9-r11 = columns 1-3 (no key yet).
 * Add this round's key (RK), advance RK, leave the new state in r8 (s0)
 * and r4-r6 (s1-s3); loop while RK != END.
 */
        .macro  NEXT loop
        mov     X, r12
        ldm     X!, {r4}                @ r4 = rk[0]
        eors    ACC, r4
        mov     r8, ACC                 @ s0 = column 0 ^ rk[0]
        ldm     X!, {r4, r5, r6}        @ r4..r6 = rk[1..3]
        mov     r12, X                  @ RK += 16
        mov     X, r9
        eors    r4, X                   @ s1 = column 1 ^ rk[1]
        mov     X, r10
        eors    r5, X                   @ s2 = column 2 ^ rk[2]
        mov     X, r11
        eors    r6, X                   @ s3 = column 3 ^ rk[3]
        cmp     r12, lr
        bne     \loop
        .endm

/*
 * Function entry: save, nblocks == 0 check, frame, END.
 */
        .macro  ENTRY
        push    {r4-r7, lr}
        ldr     r4, [sp, #20]           @ nblocks (5th argument)
        cmp     r4, #0
        bne     1f
        pop     {r4-r7, pc}             @ nothing to do
1:
        mov     r4, r8
        mov     r5, r9
        mov     r6, r10
        mov     r7, r11
        push    {r4-r7}
        ldr     r4, [sp, #36]
        sub     sp, #FR_SIZE
        lsls    r4, r4, #4
        adds    r4, r3, r4              @ end = in + 16 * nblocks
        str     r3, [sp, #FR_IN]
        str     r2, [sp, #FR_OUT]
        str     r4, [sp, #FR_END]
        str     r0, [sp, #FR_RK]
        lsls    r1, r1, #4
        adds    r1, r0, r1
        mov     lr, r1                  @ END = rk + 16 * nr
        .endm

/*
 * Input block into r3..r6, unaligned path: r7 = in (advanced by 16),
 * r0 scratch. Word w = bytes 4w..4w+3, little-endian.
 */
        .macro  LOADW dst, off
        ldrb    \dst, [r7, #(\off)]
        ldrb    r0, [r7, #(\off) + 1]
        lsls    r0, r0, #8
        orrs    \dst, r0
        ldrb    r0, [r7, #(\off) + 2]
        lsls    r0, r0, #16
        orrs    \dst, r0
        ldrb    r0, [r7, #(\off) + 3]
        lsls    r0, r0, #24
        orrs    \dst, r0
        .endm

/* Output word src (destroyed) to r0 + off, byte by byte. */
        .macro  STOREW src, off
        strb    \src, [r0, #(\off)]
        lsrs    \src, \src, #8
        strb    \src, [r0, #(\off) + 1]
        lsrs    \src, \src, #8
        strb    \src, [r0, #(\off) + 2]
        lsrs    \src, \src, #8
        strb    \src, [r0, #(\off) + 3]
        .endm

/*
 * Block head: s = in ^ rk[0..3] into r8, r4, r5, r6; RK = rk + 16; TAB,
 * MASK, ROT (clobbered by the previous block's tail) set again.
 */
        .macro  HEAD uin, loaded, table, cbc=0
        ldr     r7, [sp, #FR_IN]
        lsls    r0, r7, #30             @ in & 3 (public)
        bne     \uin
        ldm     r7!, {r3, r4, r5, r6}   @ aligned: r3..r6 = the block
\loaded:
        str     r7, [sp, #FR_IN]        @ in += 16
        .if \cbc
        ldr     r7, [sp, #FR_IV]        @ CBC: block ^= the chaining value
        ldm     r7!, {r0, r1, r2}       @ (iv is 4-byte aligned)
        eors    r3, r0
        eors    r4, r1
        eors    r5, r2
        ldm     r7!, {r0}
        eors    r6, r0
        .endif
        ldr     r7, [sp, #FR_RK]
        ldm     r7!, {r0, r1, r2}       @ rk[0..2]
        eors    r3, r0
        eors    r4, r1
        eors    r5, r2
        ldm     r7!, {r0}               @ rk[3]
        eors    r6, r0
        mov     r12, r7                 @ RK = &rk[4]: round 1's key
        mov     r8, r3                  @ s0
        ldr     TAB, \table
        movs    MASK, #0xff
        lsls    MASK, MASK, #2          @ MASK = 0x3fc
        movs    ROT, #8
        .endm

/*
 * End of the last round (ACC = column 3, r9-r11 = columns 0-2, no key
 * yet): out = columns ^ rk[4 nr ..]; store; next block or return.
 */
        .macro  TAIL uout, stored, block, done, cbc=0
        mov     X, r12
        ldm     X, {r0, r1, r2, r3}     @ the last round's key
        eors    ACC, r3                 @ r7 = out word 3
        mov     r4, r9
        eors    r4, r0                  @ r4 = out word 0
        mov     r5, r10
        eors    r5, r1                  @ r5 = out word 1
        mov     r6, r11
        eors    r6, r2                  @ r6 = out word 2
        .if \cbc
        ldr     r0, [sp, #FR_IV]        @ CBC: iv = this ciphertext block
        stm     r0!, {r4, r5, r6, r7}
        .endif
        ldr     r0, [sp, #FR_OUT]
        lsls    r1, r0, #30             @ out & 3 (public)
        bne     \uout
        stm     r0!, {r4, r5, r6, r7}   @ aligned: out = r4..r7
\stored:
        str     r0, [sp, #FR_OUT]       @ out += 16
        ldr     r1, [sp, #FR_IN]        @ (already advanced)
        ldr     r2, [sp, #FR_END]
        cmp     r1, r2
        beq     \done
        b       \block
\done:
        .if \cbc
        add     sp, #FR_CBC_SIZE
        .else
        add     sp, #FR_SIZE
        .endif
        pop     {r4-r7}
        mov     r8, r4
        mov     r9, r5
        mov     r10, r6
        mov     r11, r7
        pop     {r4-r7, pc}
\uout:                                  @ unaligned out: bytes
        STOREW  r4, 0
        STOREW  r5, 4
        STOREW  r6, 8
        STOREW  r7, 12
        adds    r0, #16
        b       \stored
        .endm

/* The unaligned-input path of HEAD (placed before it: branch range). */
        .macro  UNALIGNED_IN loaded
        LOADW   r3, 0
        LOADW   r4, 4
        LOADW   r5, 8
        LOADW   r6, 12
        adds    r7, #16
        b       \loaded
        .endm

/*
 * Encryption after the entry (ECB, cbc = 0, or CBC, cbc = 1): the block
 * loop, the rounds, the literal pool. Labels .L<pfx>_*.
 */
        .macro  ENC_BODY pfx, cbc
        b       .L\pfx\()_block
.L\pfx\()_uin:
        UNALIGNED_IN .L\pfx\()_loaded
.L\pfx\()_block:
        HEAD    .L\pfx\()_uin, .L\pfx\()_loaded, .L\pfx\()_te, \cbc
.L\pfx\()_round:                      @ full rounds 1 .. nr-1
        COL     r5, r6, r8, r4          @ column 1
        mov     r9, ACC
        COL     r6, r8, r4, r5          @ column 2
        mov     r10, ACC
        COL     r8, r4, r5, r6          @ column 3
        mov     r11, ACC
        COL     r4, r5, r6, r8          @ column 0
        NEXT    .L\pfx\()_round
        @ last round: s0 to ROT's register, S(x) = byte 1 of te[x]
        mov     r2, r8
        adds    TAB, #1                 @ TAB = te + 1
        FCOL    r2, r4, r5, r6, 1       @ column 0
        mov     r9, ACC
        FCOL    r4, r5, r6, r2, 1       @ column 1
        mov     r10, ACC
        FCOL    r5, r6, r2, r4, 1       @ column 2
        mov     r11, ACC
        FCOL    r6, r2, r4, r5, 1       @ column 3
        TAIL    .L\pfx\()_uout, .L\pfx\()_stored, .L\pfx\()_block, .L\pfx\()_done, \cbc
        .p2align 2
.L\pfx\()_te:
        .word   qzi_aes_te
        .endm

/* ---------------------------------------------------------------- */

        .section .text.qz_fast.qzi_aes_table_encrypt_armv6m,"ax",%progbits
        .global qzi_aes_table_encrypt_armv6m
        .type   qzi_aes_table_encrypt_armv6m, %function
        .p2align 2
        .thumb_func
qzi_aes_table_encrypt_armv6m:
        ENTRY
        ENC_BODY enc, 0
        .size   qzi_aes_table_encrypt_armv6m, .-qzi_aes_table_encrypt_armv6m

/* ---------------------------------------------------------------- */

        .section .text.qz_fast.qzi_aes_table_decrypt_armv6m,"ax",%progbits
        .global qzi_aes_table_decrypt_armv6m
        .type   qzi_aes_table_decrypt_armv6m, %function
        .p2align 2
        .thumb_func
qzi_aes_table_decrypt_armv6m:
        ENTRY
        b       .Ldec_block
.Ldec_uin:
        UNALIGNED_IN .Ldec_loaded
.Ldec_block:
        HEAD    .Ldec_uin, .Ldec_loaded, .Ldec_td
.Ldec_round:                            @ column j reads s[j], s[j-1], ...
        COL     r8, r6, r5, r4          @ column 1
        mov     r9, ACC
        COL     r4, r8, r6, r5          @ column 2
        mov     r10, ACC
        COL     r5, r4, r8, r6          @ column 3
        mov     r11, ACC
        COL     r6, r5, r4, r8          @ column 0
        NEXT    .Ldec_round
        @ last round: s0 to ROT's register, inverse S-box bytes
        mov     r2, r8
        ldr     TAB, .Ldec_inv_s
        FCOL    r2, r6, r5, r4, 2       @ column 0
        mov     r9, ACC
        FCOL    r4, r2, r6, r5, 2       @ column 1
        mov     r10, ACC
        FCOL    r5, r4, r2, r6, 2       @ column 2
        mov     r11, ACC
        FCOL    r6, r5, r4, r2, 2       @ column 3
        TAIL    .Ldec_uout, .Ldec_stored, .Ldec_block, .Ldec_done
        .p2align 2
.Ldec_td:
        .word   qzi_aes_td
.Ldec_inv_s:
        .word   qzi_aes_inv_s
        .size   qzi_aes_table_decrypt_armv6m, .-qzi_aes_table_decrypt_armv6m

/* ---------------------------------------------------------------- */

/*
 * CBC encryption: r0 = rk, r1 = nr, r2 = iv, r3 = out, [sp] = in,
 * [sp + 4] = nblocks. The encryption code above with the chaining value
 * XORed in at the block head (read from iv, 4-byte aligned, with LDM) and
 * each ciphertext block written to iv as well as to out (STM).
 */
        .section .text.qz_fast.qzi_aes_cbc_encrypt_armv6m,"ax",%progbits
        .global qzi_aes_cbc_encrypt_armv6m
        .type   qzi_aes_cbc_encrypt_armv6m, %function
        .p2align 2
        .thumb_func
qzi_aes_cbc_encrypt_armv6m:
        push    {r4-r7, lr}
        ldr     r4, [sp, #24]           @ nblocks (6th argument)
        cmp     r4, #0
        bne     1f
        pop     {r4-r7, pc}             @ nothing to do
1:
        mov     r4, r8
        mov     r5, r9
        mov     r6, r10
        mov     r7, r11
        push    {r4-r7}
        ldr     r4, [sp, #40]           @ nblocks
        ldr     r5, [sp, #36]           @ in (5th argument)
        sub     sp, #FR_CBC_SIZE
        lsls    r4, r4, #4
        adds    r4, r5, r4              @ end = in + 16 * nblocks
        str     r5, [sp, #FR_IN]
        str     r3, [sp, #FR_OUT]
        str     r4, [sp, #FR_END]
        str     r0, [sp, #FR_RK]
        str     r2, [sp, #FR_IV]
        lsls    r1, r1, #4
        adds    r1, r0, r1
        mov     lr, r1                  @ END = rk + 16 * nr
        ENC_BODY cbc, 1
        .size   qzi_aes_cbc_encrypt_armv6m, .-qzi_aes_cbc_encrypt_armv6m

/*
 * Constant-time table read for ARMv7E-M (Cortex-M4; the Cortex-M33 with
 * DSP takes the same file), with the DSP extension's USUB16 and SEL.
 *
 *   void qzi_bn_ct_lookup_armv7em(uint32_t *out, const uint32_t *table,
 *                                 size_t count, size_t words,
 *                                 size_t stride, uint32_t index);
 *
 * Contract (lib/internal/bignum_kernel.h):
 *  - out[0..words) = table[index * stride .. index * stride + words) for
 *    index < count; all zero for any index >= count (0xffffffff included).
 *    1 <= count <= 32, 4 <= words <= stride < 1024, count * stride <
 *    16384; count, words, stride and the pointers are public, index is
 *    secret. out does not overlap
 *    the table.
 *  - Constant time: every word of every entry is read, in an order and at
 *    addresses that depend on count, words, stride and the pointers only;
 *    the branches (and the computed jump into the unrolled loop) depend on
 *    the same. The index only feeds SUBS / SBC / AND / ADD / MUL (the
 *    clamp, no branch on its flags), USUB16 (its GE flags) and SEL, all
 *    single-cycle on the M4 and M33.
 *
 * Method. Eight columns at a time (a group; then four at a time for what
 * is left, the last group moved back to end at the last word when fewer
 * than four are left: it rewrites up to three words with the same
 * values). Accumulators start at zero. With S the stride in bytes, R
 * holds S in both halfwords and d starts at i * S in both, i = min(index,
 * count) (arithmetic clamp). For each entry e
 *     USUB16 d, d, R      GE[1:0], GE[3:2] = (d_lane >= S), d_lane -= S
 * so before entry e, d_lane = (i - e) * S mod 2^16: 0 (GE all clear) at
 * e = i, from S to count * S or from 2^16 - (count - 1) * S up otherwise
 * (GE all set), exact while count * S < 2^16, hence count * stride <
 * 16384 (16 entries of up to 1023 words, 32 of up to 511); then
 *     SEL acc_k, acc_k, word_k
 * keeps acc_k where GE is set and takes word_k where it is clear, and
 *     ADD p, p, R, LSR #16
 * moves p to the next entry: R is both d's step and p's, one register
 * less than a byte counter with a separate stride. The eight words are
 * read as four pipelined LDR pairs (3 cycles a pair on the M4, the same
 * as LDM; ten registers hold p, d, R, the loop count and the eight
 * accumulators, two are left for the words). Per entry and group of
 * eight: 12 + 8 + 2 = 22 cycles (2.75 a word) against 13 for four (3.25)
 * before. The entry loop is unrolled four times and entered by a computed
 * jump (ADD PC) that skips (-count) mod 4 copies.
 *
 * Why not fewer cycles a word. The floor of any masked read on this model
 * is two cycles a word: one to load it (LDM and pipelined LDR runs cost
 * 1 + N) and one to select it (SEL; UMAAL acc, zero, word, bit with a 0/1
 * bit costs the same one cycle, needs the bit in a register, one more
 * instruction per entry than USUB16's flags, and a zero register; AND /
 * ORR is two). On top of it each entry and group costs its pointer step,
 * its mask step and the load runs' first cycles, and each group its
 * setup and STM; registers cap a group at eight accumulators.
 *
 * Registers: loop r0 d, r1 p, r2-r3 words (eight-column) or r2-r5 words
 *   (four-column), r4-r11 or r8-r11 accumulators, r12 R, lr passes left.
 *   Frame (28 bytes below the saved registers): out and the table at the
 *   next group, d's start, passes, the two skips in bytes, words left.
 *   AAPCS: r4-r11 and lr pushed; r0-r3, r12, flags and GE clobbered.
 *   Frame not wiped (the contract): d's start is derived from the index
 *   (secret; the operation's final stack wipe clears it). Stack: 64 bytes.
 *
 * Modelled cycles per call (build-aux/qz-trace-cycles --cpu cortex-m4
 * --func qzi_bn_ct_lookup_armv7em over P-256 / P-384 / P-521 key
 * generations and ECDH; zero wait states, the same for every index):
 *   16 entries x 16 words (the P-256 comb): 860 (988 before: USUB8, four
 *      columns); 3.4 cycles a word;
 *    8 entries x 16 words (the affine windows of ECDH): 492 (572);
 *   16 entries x 24 words (the P-384 comb): 1,263 (1,466);
 *    8 entries x 24 words: 711 (842);
 *   16 entries x 34 words (the P-521 comb): 1,900 (2,185);
 *   32 entries x 32 words (RSA-2048's CRT halves at the HIGH window):
 *      3,137 (before the 32-entry contract: two 16-entry reads, 3,543,
 *      and an addition); 32 x 48 words (RSA-3072): 4,680 (2.75 cycles a
 *      word in the groups of eight; qz-mcusim profile of
 *      qz_rsa_pss_sign_digest, 2026-12-04).
 *   The C reference (qzi_bn_ct_lookup_c): 1,681, 921 and 1,307 for
 *   16 x 16, 8 x 16 and 8 x 24.
 *   --cpu cortex-m33: 711, 411 and 591 for the first, second and
 *   fourth (862, 494 and 724 before).
 * Code: 566 bytes (158 before; the C reference: 304).
 */

#if defined(__ARM_FEATURE_DSP)

        .syntax unified
        .thumb

/* One entry of an eight-column group: GE from d (and d on to the next
 * entry), the eight words two at a time (a pipelined LDR pair, then the
 * pair's selects), p on to the next entry. 56 bytes. */
        .macro  E8
        usub16  r0, r0, r12
        ldr.n   r2, [r1, #0]
        ldr.n   r3, [r1, #4]
        sel     r4, r4, r2
        sel     r5, r5, r3
        ldr.n   r2, [r1, #8]
        ldr.n   r3, [r1, #12]
        sel     r6, r6, r2
        sel     r7, r7, r3
        ldr.n   r2, [r1, #16]
        ldr.n   r3, [r1, #20]
        sel     r8, r8, r2
        sel     r9, r9, r3
        ldr.n   r2, [r1, #24]
        ldr.n   r3, [r1, #28]
        sel     r10, r10, r2
        sel     r11, r11, r3
        add.w   r1, r1, r12, lsr #16
        .endm

/* One entry of a four-column group: the four words in one pipelined run,
 * then the selects. 32 bytes. */
        .macro  E4
        usub16  r0, r0, r12
        ldr.n   r2, [r1, #0]
        ldr.n   r3, [r1, #4]
        ldr.n   r4, [r1, #8]
        ldr.n   r5, [r1, #12]
        sel     r8, r8, r2
        sel     r9, r9, r3
        sel     r10, r10, r4
        sel     r11, r11, r5
        add.w   r1, r1, r12, lsr #16
        .endm

        .equ    E8_BYTES, 56
        .equ    E4_BYTES, 32
        .equ    F_OUT, 0                @ out at the next group
        .equ    F_TAB, 4                @ the next group's words in entry 0
        .equ    F_D0, 8                 @ d's start
        .equ    F_PASS, 12              @ passes of the four-entry loop
        .equ    F_SKIP8, 16             @ bytes of E8 skipped in the first
        .equ    F_SKIP4, 20             @ and of E4
        .equ    F_LEFT, 24              @ words left
        .equ    FRAME, 28

        .section .text.qz_fast.qzi_bn_ct_lookup_armv7em,"ax",%progbits
        .p2align 2
        .global qzi_bn_ct_lookup_armv7em
        .type   qzi_bn_ct_lookup_armv7em, %function
        .thumb_func
qzi_bn_ct_lookup_armv7em:
        push    {r4-r11, lr}
        ldrd    r4, r5, [sp, #36]       @ stride, index
        lsls    r4, r4, #2              @ S, the stride in bytes
        orr     r12, r4, r4, lsl #16    @ R: S in both halfwords
        subs    r5, r5, r2              @ index - count, C = index >= count
        sbc     r6, r6, r6              @ all-ones when index < count
        ands    r5, r5, r6
        adds    r5, r5, r2              @ i = min(index, count)
        mul     r5, r5, r12             @ d0 = i * S in both halfwords
        adds    r6, r2, #3
        lsrs    r6, r6, #2              @ passes: ceil(count / 4)
        rsbs    r7, r2, #0
        and     r7, r7, #3              @ entries the first pass skips
        movs    r4, #E4_BYTES
        mul     r8, r7, r4
        movs    r4, #E8_BYTES
        mul     r7, r7, r4
        mov     r9, r3
        push    {r0, r1, r5, r6, r7, r8, r9}
        cmp     r3, #8
        blo     .Lfour

.Leight:                                @ 8 or more words left
        ldrd    r1, r0, [sp, #F_TAB]    @ p, d (F_TAB, F_D0)
        ldrd    lr, r3, [sp, #F_PASS]   @ passes, skip (F_PASS, F_SKIP8)
        movs    r4, #0
        umull   r5, r6, r4, r4
        umull   r7, r8, r4, r4
        umull   r9, r10, r4, r4
        mov     r11, #0
        add     pc, r3                  @ pc reads as this + 4: .Lb8 + skip
        nop
.Lb8:   E8
        E8
        E8
        E8
        subs    lr, lr, #1
        bne     .Lb8
        ldr     r2, [sp, #F_OUT]
        stm     r2!, {r4-r11}
        ldr     r1, [sp, #F_TAB]
        ldr     r3, [sp, #F_LEFT]
        adds    r1, #32
        subs    r3, #8
        str     r2, [sp, #F_OUT]
        str     r1, [sp, #F_TAB]
        str     r3, [sp, #F_LEFT]
        cmp     r3, #8
        bhs     .Leight

.Lfour:                                 @ r3 = words left, 0..7
        cmp     r3, #0
        beq     .Ldone
        cmp     r3, #4
        bhs     1f
        subs    r3, #4                  @ 1..3 left: back by 4 - left words
        ldr     r2, [sp, #F_OUT]
        ldr     r1, [sp, #F_TAB]
        add     r2, r2, r3, lsl #2
        add     r1, r1, r3, lsl #2
        str     r2, [sp, #F_OUT]
        str     r1, [sp, #F_TAB]
        movs    r3, #4
        str     r3, [sp, #F_LEFT]
1:      ldrd    r1, r0, [sp, #F_TAB]    @ p, d
        ldr     lr, [sp, #F_PASS]
        ldr     r3, [sp, #F_SKIP4]
        mov     r8, #0
        umull   r9, r10, r8, r8
        mov     r11, #0
        add     pc, r3                  @ .Lb4 + skip
        nop
.Lb4:   E4
        E4
        E4
        E4
        subs    lr, lr, #1
        bne     .Lb4
        ldr     r2, [sp, #F_OUT]
        stm     r2!, {r8-r11}
        ldr     r1, [sp, #F_TAB]
        ldr     r3, [sp, #F_LEFT]
        adds    r1, #16
        subs    r3, #4
        str     r2, [sp, #F_OUT]
        str     r1, [sp, #F_TAB]
        str     r3, [sp, #F_LEFT]
        b       .Lfour

.Ldone: add     sp, #FRAME
        pop     {r4-r11, pc}

        .size   qzi_bn_ct_lookup_armv7em, . - qzi_bn_ct_lookup_armv7em

#endif /* __ARM_FEATURE_DSP */

/*
 * Constant-time table read for ARMv6-M (Thumb-1; Cortex-M0/M0+, and the
 * M3 build, which takes the armv6m bignum kernels), tuned for the
 * Cortex-M0+.
 *
 *   void qzi_bn_ct_lookup_armv6m(uint32_t *out, const uint32_t *table,
 *                                size_t count, size_t words, size_t stride,
 *                                uint32_t index);
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
 *    the same; the index only feeds a SUBS whose carry becomes the mask.
 *
 * Method. Four columns at a time (a group): for each entry e, the mask is
 * all-ones exactly when e = index, from a down-counter d = index - e:
 *     SUBS d, d, #1    C = (d != 0), and d moves on to the next entry
 *     SBCS m, m, m     m = C - 1
 * then one LDM of the entry's four words (5 cycles against 8 for four
 * LDR), each AND-ed with m and added to its accumulator in r8-r11 (ADD
 * takes high registers, ORR does not; at most one entry adds nonzero
 * words, so the sum is the OR), and p moved on by the stride less the
 * LDM's 16 bytes. 16 cycles per entry and group (22 before: four LDR,
 * AND, ORR). The entry loop is unrolled four times and entered by a
 * computed jump (ADD PC) that skips (-count) mod 4 copies. When words is
 * not a multiple of four, the last group is moved back to end at the last
 * word and rewrites up to three words with the same values.
 *
 * Not taken: MULS by a 0/1 bit in place of the AND (the same cycle); five
 * columns a group (the fifth word fits in r7, but the accumulators would
 * take r12 and lr, leaving no register for the step and the loop's end
 * short of a fully unrolled 16-entry loop of 448 bytes, and 16-word rows
 * would need a fourth, mostly repeated group).
 *
 * Registers: loop r0 d, r1 p, r2-r5 the words, r6 the mask, r8-r11 the
 *   accumulators, r12 stride - 16 bytes, lr the end of the group's column
 *   (p + count * stride). Frame (20 bytes below the saved registers):
 *   out, the group's start in entry 0, words left, count * stride in
 *   bytes, the bytes of the skipped copies.
 *   AAPCS: r4-r11 and lr saved; r0-r3, r12 and flags clobbered. Frame not
 *   wiped (the contract): it holds sizes and pointers only; the index
 *   stays in its argument slot. Stack: 56 bytes.
 *
 * Modelled cycles per call (build-aux/qz-trace-cycles --cpu cortex-m0plus
 * --func qzi_bn_ct_lookup_armv6m over P-256 and P-384 key generations and
 * ECDH; zero wait states, the same for every index):
 *   16 entries x 16 words (the P-256 comb): 1,293 (1,567 before);
 *    8 entries x 16 words (the affine windows of ECDH): 757 (863);
 *   16 entries x 24 words (the P-384 comb): 1,919 (2,343);
 *    8 entries x 24 words: 1,115 (1,287).
 *   The C reference (qzi_bn_ct_lookup_c): 1,806, 1,006 and 1,416 for
 *   16 x 16, 8 x 16 and 8 x 24. The M3 build (--cpu cortex-m4 timings):
 *   1,303 and 759 for 16 x 16 and 8 x 16 (1,621 and 885 before).
 * Code: 220 bytes (104 before; the C reference: 316 on the M0+, 304 on
 * the M3).
 */

        .syntax unified
        .arch   armv6-m
        .thumb

/* One entry: the mask from d (and d on to the next entry), the group's
 * four words by LDM (p += 16), each AND-ed with the mask and added to its
 * accumulator (at most one entry adds a nonzero word, so ADD is OR), p on
 * to the next entry. 24 bytes. */
        .macro  ENTRY
        subs    r0, #1                  @ C = (d != 0): not this entry
        sbcs    r6, r6                  @ m = all-ones when d was 0
        ldm     r1!, {r2-r5}
        ands    r2, r6
        ands    r3, r6
        ands    r4, r6
        ands    r5, r6
        add     r8, r2
        add     r9, r3
        add     r10, r4
        add     r11, r5
        add     r1, r12                 @ p += stride - 16 bytes
        .endm

        .equ    ENTRY_BYTES, 24
        .equ    F_OUT, 0                @ out at the next group
        .equ    F_TAB, 4                @ the next group's words in entry 0
        .equ    F_LEFT, 8               @ words left
        .equ    F_SPAN, 12              @ count * stride in bytes
        .equ    F_SKIP, 16              @ bytes of ENTRY the first pass skips
        .equ    FRAME, 20
        .equ    F_INDEX, FRAME + 36 + 4 @ index: the 6th argument

        .section .text.qz_fast.qzi_bn_ct_lookup_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_bn_ct_lookup_armv6m
        .type   qzi_bn_ct_lookup_armv6m, %function
        .thumb_func
qzi_bn_ct_lookup_armv6m:
        push    {r4-r7, lr}
        mov     r4, r8
        mov     r5, r9
        mov     r6, r10
        mov     r7, r11
        push    {r4-r7}
        ldr     r4, [sp, #36]           @ stride
        lsls    r4, r4, #2              @ S, the stride in bytes
        movs    r5, r4
        subs    r5, #16
        mov     r12, r5                 @ S - 16: the LDM moved p by 16
        muls    r4, r2                  @ span: count * S
        negs    r5, r2
        movs    r6, #3
        ands    r5, r6                  @ entries the first pass skips
        movs    r6, #ENTRY_BYTES
        muls    r5, r6
        push    {r0, r1, r3, r4, r5}    @ out, table, words, span, skip
1:      ldr     r1, [sp, #F_TAB]        @ p: the group in entry 0
        ldr     r0, [sp, #F_SPAN]
        add     r0, r1
        mov     lr, r0                  @ end of the column
        ldr     r0, [sp, #F_INDEX]      @ d = index
        movs    r2, #0
        mov     r8, r2
        mov     r9, r2
        mov     r10, r2
        mov     r11, r2
        ldr     r2, [sp, #F_SKIP]
        add     pc, r2                  @ pc reads as this + 4: 2f + skip
        nop
2:      ENTRY
        ENTRY
        ENTRY
        ENTRY
        cmp     r1, lr
        bne     2b
        ldr     r0, [sp, #F_OUT]
        mov     r2, r8
        mov     r3, r9
        mov     r4, r10
        mov     r5, r11
        stm     r0!, {r2-r5}
        ldr     r1, [sp, #F_TAB]
        adds    r1, #16
        ldr     r3, [sp, #F_LEFT]
        subs    r3, #4
        beq     4f
        cmp     r3, #4
        bhs     3f
        subs    r3, #4                  @ 1..3 words left: back by 4 - left
        lsls    r3, r3, #2
        adds    r0, r3
        adds    r1, r3
        movs    r3, #4
3:      str     r0, [sp, #F_OUT]
        str     r1, [sp, #F_TAB]
        str     r3, [sp, #F_LEFT]
        b       1b
4:      add     sp, #FRAME
        pop     {r4-r7}
        mov     r8, r4
        mov     r9, r5
        mov     r10, r6
        mov     r11, r7
        pop     {r4-r7, pc}
        .size   qzi_bn_ct_lookup_armv6m, . - qzi_bn_ct_lookup_armv6m

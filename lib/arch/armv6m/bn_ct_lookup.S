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
 *    1 <= count <= 16, 4 <= words <= stride; count, words, stride and the
 *    pointers are public, index is secret. out does not overlap the table.
 *  - Constant time: every word of every entry is read, in an order and at
 *    addresses that depend on count, words, stride and the pointers only;
 *    the branches depend on the same; the index only feeds a SUBS whose
 *    carry becomes the mask.
 *
 * Method. Four columns at a time (a group): for each entry e, the mask is
 * all-ones exactly when e = index, from a down-counter d = index - e:
 *     SUBS d, d, #1    C = (d != 0), and d moves on to the next entry
 *     SBCS m, m, m     m = C - 1
 * and acc_k |= word_k AND m. When words is not a multiple of four, the
 * last group is moved back to end at the last word and rewrites up to
 * three words with the same values.
 *
 * Registers: inner loop r0 d, r1 p (the group's words in entry e), r2 the
 *   word, r3 the mask, r4-r7 the four accumulators, r12 the stride in
 *   bytes, lr the end of the group's column (p + count * stride). Frame
 *   (16 bytes below the saved registers): out, the group's start in
 *   entry 0, count * stride in bytes, words left.
 *   AAPCS: r4-r7 and lr pushed, r8-r11 untouched; r0-r3, r12 and flags
 *   clobbered. Frame not wiped (the contract): it holds sizes and pointers
 *   only; the index stays in its argument slot. Stack: 36 bytes.
 *
 * Modelled cycles per call (build-aux/qz-trace-cycles --cpu cortex-m0plus
 * --func qzi_bn_ct_lookup_armv6m over a P-256 key generation and ECDH;
 * zero wait states, the same for every index):
 *   16 entries x 16 words (the P-256 comb): 1,567;
 *    8 entries x 16 words (the affine windows of ECDH): 863;
 *    8 entries x 24 words: 1,287.
 *   The C reference (qzi_bn_ct_lookup_c, the M0+'s code before): 1,806,
 *   1,006 and 1,416. 22 cycles per entry and group of four words (SUBS,
 *   SBCS, four LDR, AND, ORR, the pointer and the loop 5), about 40 per
 *   group. On the M3 (--cpu cortex-m4 timings): 1,621, 885 and 1,319,
 *   against 1,734, 942 and 1,338 for the C reference compiled for it.
 * Code: 104 bytes (the C reference: 316 on the M0+, 304 on the M3).
 */

        .syntax unified
        .arch   armv6-m
        .thumb

        .section .text.qz_fast.qzi_bn_ct_lookup_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_bn_ct_lookup_armv6m
        .type   qzi_bn_ct_lookup_armv6m, %function
        .thumb_func
qzi_bn_ct_lookup_armv6m:
        push    {r4-r7, lr}
        ldr     r4, [sp, #20]           @ stride
        lsls    r4, r4, #2
        mov     r12, r4                 @ stride in bytes
        muls    r2, r4                  @ count * stride bytes
        push    {r0-r3}                 @ out, column, span, words left
        .equ    F_OUT, 0
        .equ    F_COL, 4
        .equ    F_SPAN, 8
        .equ    F_LEFT, 12
        .equ    F_INDEX, 16 + 20 + 4    @ index: the 6th argument
1:      ldr     r1, [sp, #F_COL]        @ p: the group in entry 0
        ldr     r0, [sp, #F_SPAN]
        add     r0, r1
        mov     lr, r0                  @ end of the column
        ldr     r0, [sp, #F_INDEX]      @ d = index
        movs    r4, #0
        movs    r5, #0
        movs    r6, #0
        movs    r7, #0
2:      subs    r0, #1                  @ C = (d != 0): not this entry
        sbcs    r3, r3, r3              @ m = all-ones when d was 0
        ldr     r2, [r1, #0]
        ands    r2, r3
        orrs    r4, r2                  @ acc0 |= word0 AND m
        ldr     r2, [r1, #4]
        ands    r2, r3
        orrs    r5, r2
        ldr     r2, [r1, #8]
        ands    r2, r3
        orrs    r6, r2
        ldr     r2, [r1, #12]
        ands    r2, r3
        orrs    r7, r2
        add     r1, r12                 @ next entry
        cmp     r1, lr
        bne     2b
        ldr     r0, [sp, #F_OUT]
        stm     r0!, {r4-r7}
        ldr     r1, [sp, #F_COL]
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
        str     r1, [sp, #F_COL]
        str     r3, [sp, #F_LEFT]
        b       1b
4:      add     sp, #16
        pop     {r4-r7, pc}
        .size   qzi_bn_ct_lookup_armv6m, . - qzi_bn_ct_lookup_armv6m

/*
 * Constant-time table read for ARMv7E-M (Cortex-M4; the Cortex-M33 with
 * DSP takes the same file), with the DSP extension's USUB8 and SEL.
 *
 *   void qzi_bn_ct_lookup_armv7em(uint32_t *out, const uint32_t *table,
 *                                 size_t count, size_t words,
 *                                 size_t stride, uint32_t index);
 *
 * Contract (lib/internal/bignum_kernel.h):
 *  - out[0..words) = table[index * stride .. index * stride + words) for
 *    index < count; all zero for any index >= count (0xffffffff included).
 *    1 <= count <= 16, 4 <= words <= stride; count, words, stride and the
 *    pointers are public, index is secret. out does not overlap the table.
 *  - Constant time: every word of every entry is read, in an order and at
 *    addresses that depend on count, words, stride and the pointers only;
 *    the branches depend on the same. The index only feeds USUB8 (its GE
 *    flags) and SEL, single-cycle on the M4 and M33.
 *
 * Method. Four columns at a time (a group), the accumulators starting at
 * zero. The index byte (0xff for an index >= 256, which matches no entry)
 * sits in each byte of d, and for each entry e
 *     USUB8 d, d, ones      GE[i] = (byte i of d >= 1), d = d - 1 per byte
 * sets all four GE flags when d = index - e is not 0 (mod 256) and clears
 * them all at e = index; then
 *     SEL acc_k, acc_k, word_k
 * keeps acc_k where GE is set and takes word_k where it is clear. One
 * instruction per entry for the mask and one per word, against two and
 * two for AND / ORR. The entry loop is unrolled twice (an odd count
 * enters at its second half). When words is not a multiple of four, the
 * last group is moved back to end at the last word and rewrites up to
 * three words with the same values.
 *
 * Registers: inner loop r1 p (the group's words in entry e), r2 the
 *   stride in bytes, r3 d, r4 0x01010101, r5 the pair count, r6-r9 the
 *   accumulators, r10-r12, lr the entry's four words; r0 out (advanced
 *   by STM). Frame (16 bytes below the saved registers): the group's
 *   start in entry 0, words left, d's start, count.
 *   AAPCS: r4-r11 and lr pushed; r0-r3, r12, flags and GE clobbered.
 *   Frame not wiped (the contract): d's start is the index byte (secret;
 *   the operation's final stack wipe clears it). Stack: 52 bytes.
 *
 * Modelled cycles per call (build-aux/qz-trace-cycles --cpu cortex-m4
 * --func qzi_bn_ct_lookup_armv7em over a P-256 key generation and ECDH;
 * zero wait states, the same for every index):
 *   16 entries x 16 words (the P-256 comb): 988;
 *    8 entries x 16 words (the affine windows of ECDH): 572;
 *    8 entries x 24 words: 842.
 *   The C reference (qzi_bn_ct_lookup_c, the M4's code before): 1,681, 921
 *   and 1,307. 13 cycles per entry and group of four words (LDM 5, ADD 1,
 *   USUB8 1, SEL 4, loop 2), about 40 per group.
 *   --cpu cortex-m33: 862, 494 and 724, against 1,452, 796 and 1,126.
 * Code: 158 bytes (the C reference: 304).
 */

#if defined(__ARM_FEATURE_DSP)

        .syntax unified
        .thumb

/* One entry: the group's four words, p to the next entry, d and GE, the
 * selects. */
        .macro  ENTRY
        ldm     r1, {r10, r11, r12, lr}
        add     r1, r2
        usub8   r3, r3, r4
        sel     r6, r6, r10
        sel     r7, r7, r11
        sel     r8, r8, r12
        sel     r9, r9, lr
        .endm

        .section .text.qz_fast.qzi_bn_ct_lookup_armv7em,"ax",%progbits
        .p2align 2
        .global qzi_bn_ct_lookup_armv7em
        .type   qzi_bn_ct_lookup_armv7em, %function
        .thumb_func
qzi_bn_ct_lookup_armv7em:
        push    {r4-r11, lr}
        ldrd    r4, r5, [sp, #36]       @ stride, index
        lsrs    r6, r5, #8
        negs    r6, r6                  @ < 0 when index >= 256
        orr     r5, r5, r6, asr #31     @ then its low byte is 0xff
        uxtb    r5, r5
        mov     r12, #0x01010101
        mul     r5, r5, r12             @ d's start: the byte in every byte
        mov     r6, r2
        push    {r1, r3, r5, r6}        @ column, words left, d0, count
        .equ    F_COL, 0
        .equ    F_LEFT, 4
        .equ    F_D0, 8
        .equ    F_COUNT, 12
        lsls    r2, r4, #2              @ stride in bytes
        mov     r4, r12                 @ ones
1:      ldr     r1, [sp, #F_COL]        @ p: the group in entry 0
        ldrd    r3, r5, [sp, #F_D0]     @ d, count
        movs    r6, #0
        movs    r7, #0
        mov     r8, #0
        mov     r9, #0
        lsrs    r5, r5, #1              @ pairs; C = count is odd
        adc     r5, r5, #0              @ (flags kept)
        bcs     3f
2:      ENTRY
3:      ENTRY
        subs    r5, #1
        bne     2b
        stm     r0!, {r6-r9}
        ldrd    r1, r3, [sp, #F_COL]    @ and F_LEFT
        adds    r1, #16
        subs    r3, #4
        beq     5f
        cmp     r3, #4
        bhs     4f
        subs    r3, #4                  @ 1..3 words left: back by 4 - left
        add     r0, r0, r3, lsl #2
        add     r1, r1, r3, lsl #2
        movs    r3, #4
4:      strd    r1, r3, [sp, #F_COL]    @ and F_LEFT
        b       1b
5:      add     sp, #16
        pop     {r4-r11, pc}
        .size   qzi_bn_ct_lookup_armv7em, . - qzi_bn_ct_lookup_armv7em

#endif /* __ARM_FEATURE_DSP */

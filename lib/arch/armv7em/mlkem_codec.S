/*
 * ML-KEM (FIPS 203) sampling and codec kernels for ARMv7E-M (Cortex-M4;
 * also the Cortex-M33 with the DSP extension).
 *
 *   void qzi_mlkem_compress_d10_armv7em(uint8_t out[320], const int16_t p[256]);
 *   void qzi_mlkem_compress_d4_armv7em(uint8_t out[128], const int16_t p[256]);
 *   void qzi_mlkem_compress_d1_armv7em(uint8_t out[32], const int16_t p[256]);
 *   void qzi_mlkem_decompress_d10_armv7em(int16_t p[256], const uint8_t in[320]);
 *   void qzi_mlkem_decompress_d4_armv7em(int16_t p[256], const uint8_t in[128]);
 *   void qzi_mlkem_decompress_d1_armv7em(int16_t p[256], const uint8_t in[32]);
 *   void qzi_mlkem_decode12_armv7em(int16_t p[256], const uint8_t in[384]);
 *   void qzi_mlkem_cbd2_armv7em(int16_t p[256], const uint8_t *buf);
 *   uint32_t qzi_mlkem_modulus_bad_armv7em(const uint8_t *in, unsigned n);
 *   void qzi_mlkem_poly_add_armv7em(int16_t p[256], const int16_t a[256]);
 *   unsigned qzi_mlkem_rej_uniform_armv7em(int16_t p[256], unsigned n,
 *                                          const uint8_t *buf, unsigned len);
 *
 * Contract: lib/internal/mlkem_kernel.h (the C reference, the oracle of
 * tests/kernel_mlkem.c, is lib/generic/mlkem_codec.c); every output is
 * the reference's exactly.
 *  - Compress_d(x) as the reference computes it: t = (x << d) + 1664,
 *    UMULL by ceil(2^35 / q), bits 3 .. 3 + d - 1 of the high word (UBFX).
 *    Decompress_d(y) = (y q + 2^(d-1)) >> d: SMLABB, the pair's halves
 *    joined by PKHBT with the shift folded in (the high product shifted
 *    left by 16 - d: its top half is the product >> d).
 *  - Constant time: every kernel but rej_uniform has only loop branches
 *    on counters and addresses from the pointers and the loop position;
 *    UMULL, SMLABB, MUL, UBFX, BFI, UXTB16, PKHBT/PKHTB, SADD16/SSUB16,
 *    USUB16 and SEL are single-cycle on the M4 and M33. rej_uniform
 *    reads public bytes (the XOF of rho) and branches on them by design.
 *  - The byte strings (out, in, buf) may have any alignment: LDR/STR of
 *    a word at any address (ARMv7-M allows it, UNALIGN_TRP clear);
 *    polynomials are 4-byte aligned (LDM/STM).
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr and the flags
 *    clobbered. Stack: 36 bytes (r4-r11 and lr); frames hold no secret.
 *  - Each function in its own section (.text.qz_fast.qzi_mlkem_<op>_armv7em:
 *    lib/internal/placement.h).
 *  - UXTB16, PKHBT and the SIMD adds are DSP-extension instructions on
 *    ARMv8-M Mainline: without __ARM_FEATURE_DSP this file assembles to
 *    nothing (configure then selects the C kernels).
 */
#if defined(__ARM_FEATURE_DSP)

    .syntax unified
    .thumb

    .equ    Q, 3329
    .equ    DIVQ_LO, 0x7dbc             @ ceil(2^35 / q) = 10321340 = 0x009d7dbc
    .equ    DIVQ_HI, 0x009d

.macro func name
    .section .text.qz_fast.\name,"ax",%progbits
    .align  2
    .global \name
    .type   \name, %function
    .thumb_func
\name:
.endm

@ ------------------------------------------------------------------------
@ void qzi_mlkem_compress_d10_armv7em(uint8_t out[320], const int16_t p[256])
@ four coefficients (two words) to five bytes a round, 64 rounds
func qzi_mlkem_compress_d10_armv7em
    push    {r4-r11, lr}
    movw    r12, #DIVQ_LO
    movt    r12, #DIVQ_HI
    movw    r11, #1664
    mov     r10, #64
1:
    ldr     r2, [r1], #4
    ldr     r3, [r1], #4
    uxth    r4, r2
    lsr     r5, r2, #16
    uxth    r6, r3
    lsr     r7, r3, #16
    add     r4, r11, r4, lsl #10
    add     r5, r11, r5, lsl #10
    add     r6, r11, r6, lsl #10
    add     r7, r11, r7, lsl #10
    umull   r8, r4, r4, r12
    umull   r8, r5, r5, r12
    umull   r8, r6, r6, r12
    umull   r8, r7, r7, r12
    ubfx    r4, r4, #3, #10
    ubfx    r5, r5, #3, #10
    ubfx    r6, r6, #3, #10
    ubfx    r7, r7, #3, #10
    orr     r4, r4, r5, lsl #10
    orr     r4, r4, r6, lsl #20
    orr     r4, r4, r7, lsl #30
    lsr     r7, r7, #2
    strb    r7, [r0, #4]
    str     r4, [r0], #5
    subs    r10, r10, #1
    bne     1b
    pop     {r4-r11, pc}
    .size   qzi_mlkem_compress_d10_armv7em, . - qzi_mlkem_compress_d10_armv7em

@ one word w of two coefficients into nibbles j, j+1 of acc (d = 4)
.macro c4pair w, j
    uxth    r6, \w
    lsr     r7, \w, #16
    add     r6, r11, r6, lsl #4
    add     r7, r11, r7, lsl #4
    umull   r8, r6, r6, r12
    umull   r8, r7, r7, r12
    ubfx    r6, r6, #3, #4
    ubfx    r7, r7, #3, #4
    .if \j == 0
    orr     r9, r6, r7, lsl #4
    .else
    orr     r9, r9, r6, lsl #(4 * \j)
    orr     r9, r9, r7, lsl #(4 * \j + 4)
    .endif
.endm

@ ------------------------------------------------------------------------
@ void qzi_mlkem_compress_d4_armv7em(uint8_t out[128], const int16_t p[256])
@ eight coefficients to a word a round, 32 rounds
func qzi_mlkem_compress_d4_armv7em
    push    {r4-r11, lr}
    movw    r12, #DIVQ_LO
    movt    r12, #DIVQ_HI
    movw    r11, #1664
    mov     r10, #32
1:
    ldm     r1!, {r2-r5}
    c4pair  r2, 0
    c4pair  r3, 2
    c4pair  r4, 4
    c4pair  r5, 6
    str     r9, [r0], #4
    subs    r10, r10, #1
    bne     1b
    pop     {r4-r11, pc}
    .size   qzi_mlkem_compress_d4_armv7em, . - qzi_mlkem_compress_d4_armv7em

@ one word of two coefficients into bits j, j+1 of r9 (d = 1)
.macro c1pair j
    ldr     r2, [r1], #4
    uxth    r3, r2
    lsr     r2, r2, #16
    add     r3, r11, r3, lsl #1
    add     r2, r11, r2, lsl #1
    umull   r8, r3, r3, r12
    umull   r8, r2, r2, r12
    ubfx    r3, r3, #3, #1
    ubfx    r2, r2, #3, #1
    .if \j == 0
    orr     r9, r3, r2, lsl #1
    .else
    orr     r9, r9, r3, lsl #\j
    orr     r9, r9, r2, lsl #(\j + 1)
    .endif
.endm

@ ------------------------------------------------------------------------
@ void qzi_mlkem_compress_d1_armv7em(uint8_t out[32], const int16_t p[256])
@ 32 coefficients to a word a round, 8 rounds
func qzi_mlkem_compress_d1_armv7em
    push    {r4-r11, lr}
    movw    r12, #DIVQ_LO
    movt    r12, #DIVQ_HI
    movw    r11, #1664
    mov     r10, #8
1:
    .irp    j, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30
    c1pair  \j
    .endr
    str     r9, [r0], #4
    subs    r10, r10, #1
    bne     1b
    pop     {r4-r11, pc}
    .size   qzi_mlkem_compress_d1_armv7em, . - qzi_mlkem_compress_d1_armv7em

@ ------------------------------------------------------------------------
@ void qzi_mlkem_decompress_d10_armv7em(int16_t p[256], const uint8_t in[320])
@ five bytes to four coefficients a round, 64 rounds
func qzi_mlkem_decompress_d10_armv7em
    push    {r4-r11, lr}
    movw    r11, #Q
    mov     r10, #512
    mov     r9, #64
1:
    ldr     r2, [r1]
    ldrb    r3, [r1, #4]
    adds    r1, r1, #5
    ubfx    r4, r2, #0, #10
    ubfx    r5, r2, #10, #10
    ubfx    r6, r2, #20, #10
    lsr     r7, r2, #30
    orr     r7, r7, r3, lsl #2
    smlabb  r4, r4, r11, r10
    smlabb  r5, r5, r11, r10
    smlabb  r6, r6, r11, r10
    smlabb  r7, r7, r11, r10
    lsr     r4, r4, #10
    lsr     r6, r6, #10
    pkhbt   r4, r4, r5, lsl #6
    pkhbt   r6, r6, r7, lsl #6
    str     r4, [r0], #4
    str     r6, [r0], #4
    subs    r9, r9, #1
    bne     1b
    pop     {r4-r11, pc}
    .size   qzi_mlkem_decompress_d10_armv7em, . - qzi_mlkem_decompress_d10_armv7em

@ nibbles j, j+1 of r2 to the coefficient pair in \out (d = 4)
.macro d4pair out, j
    ubfx    r7, r2, #(4 * \j), #4
    ubfx    r8, r2, #(4 * \j + 4), #4
    smlabb  r7, r7, r11, r10
    smlabb  r8, r8, r11, r10
    lsr     r7, r7, #4
    pkhbt   \out, r7, r8, lsl #12
.endm

@ ------------------------------------------------------------------------
@ void qzi_mlkem_decompress_d4_armv7em(int16_t p[256], const uint8_t in[128])
@ a word to eight coefficients a round, 32 rounds
func qzi_mlkem_decompress_d4_armv7em
    push    {r4-r11, lr}
    movw    r11, #Q
    mov     r10, #8
    mov     r9, #32
1:
    ldr     r2, [r1], #4
    d4pair  r3, 0
    d4pair  r4, 2
    d4pair  r5, 4
    d4pair  r6, 6
    stm     r0!, {r3-r6}
    subs    r9, r9, #1
    bne     1b
    pop     {r4-r11, pc}
    .size   qzi_mlkem_decompress_d4_armv7em, . - qzi_mlkem_decompress_d4_armv7em

@ bits j, j+1 of r2 to the pair (0 or 1665 each) stored at r0
.macro d1pair j
    ubfx    r3, r2, #\j, #1
    ubfx    r4, r2, #(\j + 1), #1
    orr     r3, r3, r4, lsl #16
    mul     r3, r3, r12
    str     r3, [r0], #4
.endm

@ ------------------------------------------------------------------------
@ void qzi_mlkem_decompress_d1_armv7em(int16_t p[256], const uint8_t in[32])
@ a word to 32 coefficients a round, 8 rounds
func qzi_mlkem_decompress_d1_armv7em
    push    {r4, lr}
    movw    r12, #(Q + 1) / 2
    mov     lr, #8
1:
    ldr     r2, [r1], #4
    .irp    j, 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30
    d1pair  \j
    .endr
    subs    lr, lr, #1
    bne     1b
    pop     {r4, pc}
    .size   qzi_mlkem_decompress_d1_armv7em, . - qzi_mlkem_decompress_d1_armv7em

@ ------------------------------------------------------------------------
@ void qzi_mlkem_decode12_armv7em(int16_t p[256], const uint8_t in[384])
@ twelve bytes (three words) to eight coefficients a round, 32 rounds
func qzi_mlkem_decode12_armv7em
    push    {r4-r11, lr}
    movw    r11, #0xfff
    movw    r10, #0
    movt    r10, #0x0fff                @ 0x0fff0000
    mov     lr, #32
1:
    ldr     r2, [r1], #4
    ldr     r3, [r1], #4
    ldr     r4, [r1], #4
    and     r5, r2, r11                 @ c0
    and     r6, r10, r2, lsl #4         @ c1 << 16
    orr     r5, r5, r6
    lsr     r6, r2, #24                 @ c2: 8 bits of w0, 4 of w1
    bfi     r6, r3, #8, #4
    and     r7, r10, r3, lsl #12        @ c3 << 16
    orr     r6, r6, r7
    ubfx    r7, r3, #16, #12            @ c4
    lsr     r8, r3, #28                 @ c5: 4 bits of w1, 8 of w2
    bfi     r8, r4, #4, #8
    orr     r7, r7, r8, lsl #16
    ubfx    r8, r4, #8, #12             @ c6
    lsr     r9, r4, #4                  @ c7 in the top half
    pkhtb   r8, r9, r8
    stm     r0!, {r5-r8}
    subs    lr, lr, #1
    bne     1b
    pop     {r4-r11, pc}
    .size   qzi_mlkem_decode12_armv7em, . - qzi_mlkem_decode12_armv7em

@ ------------------------------------------------------------------------
@ uint32_t qzi_mlkem_modulus_bad_armv7em(const uint8_t *in, unsigned n)
@ twelve bytes to four pairs of 12-bit values a round (as decode12), 32 n
@ rounds; USUB16 by (q, q) sets the GE bits of a half that is q or more,
@ SEL then marks its bytes in the accumulator r12: no branch on a value
func qzi_mlkem_modulus_bad_armv7em
    push    {r4-r11, lr}
    lsl     lr, r1, #5
    movw    r11, #0xfff
    movw    r10, #0
    movt    r10, #0x0fff                @ 0x0fff0000
    movw    r9, #Q
    movt    r9, #Q                      @ (q, q)
    mov     r12, #0
    mvn     r1, #0                      @ all ones
1:
    ldr     r2, [r0], #4
    ldr     r3, [r0], #4
    ldr     r4, [r0], #4
    and     r5, r2, r11
    and     r6, r10, r2, lsl #4
    orr     r5, r5, r6                  @ (c0, c1)
    lsr     r6, r2, #24
    bfi     r6, r3, #8, #4
    and     r7, r10, r3, lsl #12
    orr     r6, r6, r7                  @ (c2, c3)
    ubfx    r7, r3, #16, #12
    lsr     r8, r3, #28
    bfi     r8, r4, #4, #8
    orr     r7, r7, r8, lsl #16         @ (c4, c5)
    ubfx    r8, r4, #8, #12
    lsr     r4, r4, #4
    pkhtb   r8, r4, r8                  @ (c6, c7)
    usub16  r5, r5, r9
    sel     r12, r1, r12
    usub16  r6, r6, r9
    sel     r12, r1, r12
    usub16  r7, r7, r9
    sel     r12, r1, r12
    usub16  r8, r8, r9
    sel     r12, r1, r12
    subs    lr, lr, #1
    bne     1b
    rsb     r0, r12, #0
    orr     r0, r0, r12
    lsr     r0, r0, #31                 @ 1 when r12 is not 0
    pop     {r4-r11, pc}
    .size   qzi_mlkem_modulus_bad_armv7em, . - qzi_mlkem_modulus_bad_armv7em

@ ------------------------------------------------------------------------
@ void qzi_mlkem_cbd2_armv7em(int16_t p[256], const uint8_t *buf)
@ a word to eight coefficients a round, 32 rounds; the word is loaded
@ before its 16 bytes are stored (in place from byte 384: see the contract)
func qzi_mlkem_cbd2_armv7em
    push    {r4-r11, lr}
    mov     r12, #0x55555555
    mov     r11, #0x33333333
    mov     r10, #0x44444444
    mov     r9, #0x0f0f0f0f
    mov     r8, #0x00040004
    mov     lr, #32
1:
    ldr     r2, [r1], #4
    and     r3, r12, r2, lsr #1
    and     r2, r2, r12
    add     r2, r2, r3                  @ 2-bit sums a, b
    and     r3, r11, r2, lsr #2
    and     r2, r2, r11
    orr     r2, r2, r10
    sub     r2, r2, r3                  @ a - b + 4 in each nibble
    and     r3, r9, r2, lsr #4          @ nibbles 1, 3, 5, 7 in bytes
    and     r2, r2, r9                  @ nibbles 0, 2, 4, 6
    uxtb16  r4, r2                      @ (n0, n4)
    uxtb16  r5, r3                      @ (n1, n5)
    uxtb16  r6, r2, ror #8              @ (n2, n6)
    uxtb16  r7, r3, ror #8              @ (n3, n7)
    pkhbt   r2, r4, r5, lsl #16         @ (n0, n1)
    pkhbt   r3, r6, r7, lsl #16         @ (n2, n3)
    pkhtb   r4, r5, r4, asr #16         @ (n4, n5)
    pkhtb   r5, r7, r6, asr #16         @ (n6, n7)
    ssub16  r2, r2, r8
    ssub16  r3, r3, r8
    ssub16  r4, r4, r8
    ssub16  r5, r5, r8
    stm     r0!, {r2-r5}
    subs    lr, lr, #1
    bne     1b
    pop     {r4-r11, pc}
    .size   qzi_mlkem_cbd2_armv7em, . - qzi_mlkem_cbd2_armv7em

@ ------------------------------------------------------------------------
@ void qzi_mlkem_poly_add_armv7em(int16_t p[256], const int16_t a[256])
@ eight coefficients a round, 32 rounds
func qzi_mlkem_poly_add_armv7em
    push    {r4-r9, lr}
    mov     lr, #32
1:
    ldm     r0, {r2-r5}
    ldm     r1!, {r6-r9}
    sadd16  r2, r2, r6
    sadd16  r3, r3, r7
    sadd16  r4, r4, r8
    sadd16  r5, r5, r9
    stm     r0!, {r2-r5}
    subs    lr, lr, #1
    bne     1b
    pop     {r4-r9, pc}
    .size   qzi_mlkem_poly_add_armv7em, . - qzi_mlkem_poly_add_armv7em

@ a candidate in r11: stored at the end (r0), kept when below q
.macro rej_keep
    strh    r11, [r0]
    cmp     r11, r5
    it      lo
    addlo   r0, r0, #2
.endm

@ ------------------------------------------------------------------------
@ unsigned qzi_mlkem_rej_uniform_armv7em(int16_t p[256], unsigned n,
@                                        const uint8_t *buf, unsigned len)
@ Public data: branches. Eight candidates (twelve bytes) a round while
@ eight more fit (n <= 248) and twelve bytes are left; then two (three
@ bytes) at a time with the reference's checks.
func qzi_mlkem_rej_uniform_armv7em
    push    {r4-r11, lr}
    mov     r7, r0                      @ p
    add     r0, r0, r1, lsl #1          @ the end of the accepted values
    add     r4, r2, r3                  @ the end of buf
    movw    r5, #Q
    add     r6, r7, #496                @ p + 248: the last start of a round
1:
    cmp     r0, r6
    bhi     2f
    sub     r8, r4, r2
    cmp     r8, #12
    blo     2f
    ldr     r8, [r2], #4
    ldr     r9, [r2], #4
    ldr     r10, [r2], #4
    ubfx    r11, r8, #0, #12
    rej_keep
    ubfx    r11, r8, #12, #12
    rej_keep
    lsr     r11, r8, #24
    bfi     r11, r9, #8, #4
    rej_keep
    ubfx    r11, r9, #4, #12
    rej_keep
    ubfx    r11, r9, #16, #12
    rej_keep
    lsr     r11, r9, #28
    bfi     r11, r10, #4, #8
    rej_keep
    ubfx    r11, r10, #8, #12
    rej_keep
    lsr     r11, r10, #20
    rej_keep
    b       1b
2:
    add     r6, r7, #512                @ p + 256: full
3:
    sub     r8, r4, r2
    cmp     r8, #3
    blo     4f
    cmp     r0, r6
    beq     4f
    ldrb    r8, [r2]
    ldrb    r9, [r2, #1]
    ldrb    r10, [r2, #2]
    adds    r2, r2, #3
    and     r11, r9, #15
    orr     r11, r8, r11, lsl #8
    cmp     r11, r5
    bhs     5f
    strh    r11, [r0], #2
    cmp     r0, r6
    beq     4f
5:
    lsr     r11, r9, #4
    orr     r11, r11, r10, lsl #4
    cmp     r11, r5
    bhs     3b
    strh    r11, [r0], #2
    b       3b
4:
    sub     r0, r0, r7
    lsr     r0, r0, #1
    pop     {r4-r11, pc}
    .size   qzi_mlkem_rej_uniform_armv7em, . - qzi_mlkem_rej_uniform_armv7em

#endif /* __ARM_FEATURE_DSP */

/*
 * Bytes in and out of the bit-interleaved Keccak state, ARMv7E-M
 * (Cortex-M4) Thumb-2; ARMv8-M Mainline builds (Cortex-M33) run it too.
 *
 *   void qzi_keccak_xor_bytes_armv7em(uint32_t s[50], const uint8_t *in,
 *                                     size_t offset, size_t len);
 *   void qzi_keccak_extract_bytes_armv7em(const uint32_t s[50],
 *                                         uint8_t *out, size_t offset,
 *                                         size_t len);
 *
 * Contract (lib/internal/keccak_kernel.h):
 *  - s: the 25 lanes, lane i in s[2i] (even bits) and s[2i+1] (odd bits),
 *    4-byte aligned. xor_bytes XORs in[0..len) into bytes offset ..
 *    offset+len-1 of the state's FIPS 202 byte string; extract_bytes
 *    writes those bytes to out[0..len). offset + len <= 200; len may be 0
 *    (nothing read or written). in/out must not overlap s.
 *  - in/out: any alignment. They are read and written with single LDR/STR
 *    and LDRB/STRB only (never LDRD/LDM/STM): ARMv7-M and ARMv8-M
 *    Mainline do unaligned LDR/STR while CCR.UNALIGN_TRP is 0 (its reset
 *    value; qz-mcusim --strict allows them too). s is read with LDM.
 *  - Constant time: every branch tests offset or len (loop counts, which
 *    path); no address depends on the state or the data. Only ALU
 *    instructions with fixed timing (EOR, AND, LSR, ORR, BFI).
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr and the flags
 *    clobbered. On return r0-r3 and r12 hold pointers and counts only
 *    (the state and data words live in r4-r11, which the epilogue
 *    restores) and lr the return address; the frame holds only the
 *    caller's saved registers. No stack buffer.
 *  - No DSP instruction: also runs on ARMv7-M and on ARMv8-M Mainline
 *    without the DSP extension.
 *
 * Method. Lane i sits at bytes 8i..8i+7 of the state array (its two
 * words), so the state address of byte offset is s + (offset & ~7) in
 * bytes. A lane is a 64-bit string; think of its bit positions in the
 * pair of words (w0, w1) as 6-bit indices p = [p5 p4 p3 p2 p1 p0], p5 the
 * word. In memory (the byte string) bit L of the lane is at p = L; in the
 * state (e = even bits, o = odd bits) it is at p = rotr6(L, 1) = [L0 L5
 * L4 L3 L2 L1]. Going from state to bytes is thus a rotation of the index
 * bits, and a rotation of 6 index bits is the product of 5 transpositions
 * that all involve p5: swapping p5 with p0, then p1, p2, p3, p4. Swapping
 * the word bit p5 with bit pk exchanges e's bits that have pk = 1 with
 * o's bits that have pk = 0 (a delta swap between the two words):
 *      t = ((e >> 2^k) ^ o) & m_k;  o ^= t;  e ^= t << 2^k;
 * m_k = 0x55555555, 0x33333333, 0x0f0f0f0f, 0x00ff00ff (all Thumb-2
 * immediates), 4 instructions per step for the whole lane, and for k = 4
 * (e's high half <-> o's low half) three: lsr, bfi, bfi. 19 ALU
 * instructions per lane in each direction, against 35 for the classic
 * order (half-swap across the words, then the 4 perfect-shuffle steps
 * inside each word, which lib/generic/keccak_bytes.c uses). extract
 * applies the steps k = 0, 1, 2, 3, 4 (macro ZIP), xor the same steps in
 * the opposite order (UNZIP): each step is its own inverse.
 *  - Whole lanes (what block absorbs and squeezes use): two lanes per loop
 *    pass, their instruction streams interleaved so that no instruction
 *    reads the result of the one just before it (the Cortex-M33's 2-cycle
 *    latency of loads and of shifted-operand results; free on the M4).
 *    One more lane alone if the count is odd.
 *  - Partial lanes (an offset inside a lane at the start, fewer than 8
 *    bytes at the end), one block of code per function that the head
 *    and the tail share: the lane is moved as the 64-bit value (w1:w0),
 *    shifted a byte at a time by loops of public counts. extract: ZIP the
 *    lane, drop pos bytes, store n with STRB. xor: shift n bytes of in
 *    into the top of (w1:w0) with LDRB, then 8 - pos - n zero bytes, so
 *    that the bytes sit at pos..pos+n-1 and the rest is zero; UNZIP, XOR
 *    into the lane.
 *
 * Registers (both functions)
 *    r0   s      state address of the current lane (advances 8 a lane)
 *    r1   in/out the data pointer (advances as the bytes are done)
 *    r2   pos    offset & 7, then a loop count
 *    r3   len    bytes still to do
 *    r12  count  loop counts (lane pairs, bytes)
 *    r4, r5      lane A: (e, o) in the state, (w0, w1) in the bytes
 *    r6, r7      lane B (whole-lane loop)
 *    r8, r9      delta-swap temporaries of lanes A and B
 *    r10, r11    xor: state words of lane B; r8, r9 those of lane A
 *
 * Stack: push {r4-r11, lr} = 36 bytes, nothing else.
 *
 * Measured figures (per call; "cycles" are MODELLED, not silicon):
 *  build-aux/qz-trace-cycles --cpu cortex-m4|cortex-m33 --func ... on a
 *  driver (qemu-arm trace; M4: TRM model, P = 2; M33: the measured-M33
 *  model) that calls each helper on a random state: offset 0 with 168
 *  bytes (SHAKE128's rate: 21 lanes) and 136 bytes (SHA3-256, SHAKE256:
 *  17 lanes), and offset 3 with 5 bytes (one partial lane). The figures do
 *  not depend on the data or on the alignment of in/out (the model
 *  charges an unaligned LDR/STR like an aligned one; silicon splits it).
 *  C = qzi_keccak_*_bytes_c, arm-none-eabi-gcc 12.2 -O2 for the same core.
 *                                     Cortex-M4          Cortex-M33
 *                                   this      C        this      C
 *    extract, offset 0, 168 bytes    566    1,209       549    1,204
 *    extract, offset 0, 136 bytes    464      985       451      980
 *    extract, offset 3,   5 bytes    129      144       119      142
 *    xor,     offset 0, 168 bytes    672    1,379       632    1,501
 *    xor,     offset 0, 136 bytes    550    1,123       518    1,221
 *    xor,     offset 3,   5 bytes    131      175       115      160
 *  A lane pair (from calls of 16, 32 and 40 bytes) costs on the M4 51
 *  cycles in extract (LDM 5, 38 ALU, 4 STR, loop 4) and 61 in xor (4 LDR
 *  5, 38 ALU, LDM 5, 4 EOR, STM 5, loop 4); the odd lane 22 / 28. On the
 *  M33: 49 and 57, i.e. the instruction count plus LDM/STM and the taken
 *  branch, no interlock (the two lanes' streams interleave); the odd lane
 *  27 / 30 (one interlock per swap step: t's AND must wait for its EOR).
 *  So the M33 runs this code; an armv8m copy would gain nothing.
 *  Size (.text): extract 440 bytes, xor 500 (the C: 272 and 292), so
 *  lib/internal/keccak_kernel.h takes them in the fast build only.
 */

    .syntax unified
    .thumb

@ extract direction: (e, o) of one lane -> its little-endian words (w0, w1).
@ Index swaps p5 <-> p0, p1, p2, p3, p4 (see Method).
    .macro  ZSTEP e, o, t, k, m
    eor     \t, \o, \e, lsr #\k         @ t = ((e >> k) ^ o) & m
    and     \t, \t, #\m
    eor     \e, \e, \t, lsl #\k         @ e ^= t << k (first: the M33's
    eor     \o, \o, \t                  @ o ^= t       2-cycle result)
    .endm
    .macro  HALVES e, o, t
    lsr     \t, \e, #16                 @ swap e[31:16] and o[15:0]
    bfi     \e, \o, #16, #16
    bfi     \o, \t, #0, #16
    .endm
    .macro  ZIP e, o, t
    ZSTEP   \e, \o, \t, 1, 0x55555555
    ZSTEP   \e, \o, \t, 2, 0x33333333
    ZSTEP   \e, \o, \t, 4, 0x0f0f0f0f
    ZSTEP   \e, \o, \t, 8, 0x00ff00ff
    HALVES  \e, \o, \t
    .endm
@ xor direction: (w0, w1) -> (e, o), the same swaps in the opposite order.
    .macro  UNZIP e, o, t
    HALVES  \e, \o, \t
    ZSTEP   \e, \o, \t, 8, 0x00ff00ff
    ZSTEP   \e, \o, \t, 4, 0x0f0f0f0f
    ZSTEP   \e, \o, \t, 2, 0x33333333
    ZSTEP   \e, \o, \t, 1, 0x55555555
    .endm

@ Two lanes, (a, b, ta) and (c, d, tc), instruction by instruction.
    .macro  ZSTEP2 a, b, ta, c, d, tc, k, m
    eor     \ta, \b, \a, lsr #\k
    eor     \tc, \d, \c, lsr #\k
    and     \ta, \ta, #\m
    and     \tc, \tc, #\m
    eor     \b, \b, \ta
    eor     \d, \d, \tc
    eor     \a, \a, \ta, lsl #\k
    eor     \c, \c, \tc, lsl #\k
    .endm
    .macro  HALVES2 a, b, ta, c, d, tc
    lsr     \ta, \a, #16
    lsr     \tc, \c, #16
    bfi     \a, \b, #16, #16
    bfi     \c, \d, #16, #16
    bfi     \b, \ta, #0, #16
    bfi     \d, \tc, #0, #16
    .endm
    .macro  ZIP2 a, b, ta, c, d, tc
    ZSTEP2  \a, \b, \ta, \c, \d, \tc, 1, 0x55555555
    ZSTEP2  \a, \b, \ta, \c, \d, \tc, 2, 0x33333333
    ZSTEP2  \a, \b, \ta, \c, \d, \tc, 4, 0x0f0f0f0f
    ZSTEP2  \a, \b, \ta, \c, \d, \tc, 8, 0x00ff00ff
    HALVES2 \a, \b, \ta, \c, \d, \tc
    .endm
    .macro  UNZIP2 a, b, ta, c, d, tc
    HALVES2 \a, \b, \ta, \c, \d, \tc
    ZSTEP2  \a, \b, \ta, \c, \d, \tc, 8, 0x00ff00ff
    ZSTEP2  \a, \b, \ta, \c, \d, \tc, 4, 0x0f0f0f0f
    ZSTEP2  \a, \b, \ta, \c, \d, \tc, 2, 0x33333333
    ZSTEP2  \a, \b, \ta, \c, \d, \tc, 1, 0x55555555
    .endm

@ (hi:lo) >>= 8
    .macro  SHR8 lo, hi
    lsr     \lo, \lo, #8
    orr     \lo, \lo, \hi, lsl #24
    lsr     \hi, \hi, #8
    .endm

@ ---------------------------------------------------------------------------
@ void qzi_keccak_extract_bytes_armv7em(const uint32_t s[50], uint8_t *out,
@                                       size_t offset, size_t len);
    .section .text.qz_fast.qzi_keccak_extract_bytes_armv7em,"ax",%progbits
    .global qzi_keccak_extract_bytes_armv7em
    .type   qzi_keccak_extract_bytes_armv7em, %function
    .p2align 2
    .thumb_func
qzi_keccak_extract_bytes_armv7em:
    push    {r4-r11, lr}
    bic     r12, r2, #7
    add     r0, r0, r12                 @ s = lane of byte offset
    ands    r2, r2, #7                  @ pos = offset & 7
    bne     .Lx_part                    @ a head inside a lane first
.Lx_whole:
    lsrs    r12, r3, #4                 @ pairs of whole lanes
    beq     .Lx_single
.Lx_pair:
    ldm     r0!, {r4-r7}                @ lanes A = (r4, r5), B = (r6, r7)
    ZIP2    r4, r5, r8, r6, r7, r9
    str     r4, [r1], #16               @ out[0..16) = A, B; out += 16
    str     r5, [r1, #-12]
    str     r6, [r1, #-8]
    str     r7, [r1, #-4]
    subs    r12, r12, #1
    bne     .Lx_pair
.Lx_single:
    tst     r3, #8                      @ an odd whole lane
    beq     .Lx_tail
    ldm     r0!, {r4, r5}
    ZIP     r4, r5, r8
    str     r4, [r1], #8
    str     r5, [r1, #-4]
.Lx_tail:
    ands    r3, r3, #7                  @ bytes 0 .. len-1 of one more lane
    beq     .Lx_done                    @ (pos = 0 here)
.Lx_part:
    @ Bytes pos .. pos+n-1 of the lane, n = min(8 - pos, len) (the head,
    @ or the tail with pos = 0), then back to the whole lanes (none left
    @ after the tail).
    cmp     r3, #0                      @ len = 0: nothing
    beq     .Lx_done
    rsb     r12, r2, #8
    cmp     r12, r3
    it      hi
    movhi   r12, r3                     @ n
    sub     r3, r3, r12                 @ len -= n
    ldm     r0!, {r4, r5}
    ZIP     r4, r5, r8                  @ (w1:w0) = the lane's bytes
    cbz     r2, 2f
1:  SHR8    r4, r5                      @ drop pos bytes
    subs    r2, r2, #1
    bne     1b
2:  strb    r4, [r1], #1                @ *out++ = byte; next byte
    SHR8    r4, r5
    subs    r12, r12, #1
    bne     2b
    b       .Lx_whole
.Lx_done:
    pop     {r4-r11, pc}
    .size qzi_keccak_extract_bytes_armv7em, . - qzi_keccak_extract_bytes_armv7em

@ ---------------------------------------------------------------------------
@ void qzi_keccak_xor_bytes_armv7em(uint32_t s[50], const uint8_t *in,
@                                   size_t offset, size_t len);
    .section .text.qz_fast.qzi_keccak_xor_bytes_armv7em,"ax",%progbits
    .global qzi_keccak_xor_bytes_armv7em
    .type   qzi_keccak_xor_bytes_armv7em, %function
    .p2align 2
    .thumb_func
qzi_keccak_xor_bytes_armv7em:
    push    {r4-r11, lr}
    bic     r12, r2, #7
    add     r0, r0, r12                 @ s = lane of byte offset
    ands    r2, r2, #7                  @ pos = offset & 7
    bne     .Lb_part                    @ a head inside a lane first
.Lb_whole:
    lsrs    r12, r3, #4                 @ pairs of whole lanes
    beq     .Lb_single
.Lb_pair:
    ldr     r4, [r1], #16               @ lanes A = (r4, r5), B = (r6, r7)
    ldr     r5, [r1, #-12]              @ from in[0..16); in += 16
    ldr     r6, [r1, #-8]
    ldr     r7, [r1, #-4]
    UNZIP2  r4, r5, r8, r6, r7, r9
    ldm     r0, {r8-r11}                @ the two lanes of the state
    eor     r4, r4, r8
    eor     r5, r5, r9
    eor     r6, r6, r10
    eor     r7, r7, r11
    stm     r0!, {r4-r7}
    subs    r12, r12, #1
    bne     .Lb_pair
.Lb_single:
    tst     r3, #8                      @ an odd whole lane
    beq     .Lb_tail
    ldr     r4, [r1], #8
    ldr     r5, [r1, #-4]
    UNZIP   r4, r5, r8
    ldm     r0, {r6, r7}
    eor     r6, r6, r4
    eor     r7, r7, r5
    stm     r0!, {r6, r7}
.Lb_tail:
    ands    r3, r3, #7                  @ bytes 0 .. len-1 of one more lane
    beq     .Lb_done                    @ (pos = 0 here)
.Lb_part:
    @ n = min(8 - pos, len) bytes of in to lane bytes pos .. pos+n-1 (the
    @ head, or the tail with pos = 0), then back to the whole lanes (none
    @ left after the tail).
    cmp     r3, #0                      @ len = 0: nothing
    beq     .Lb_done
    rsb     r12, r2, #8
    cmp     r12, r3
    it      hi
    movhi   r12, r3                     @ n
    sub     r3, r3, r12                 @ len -= n
    rsb     r2, r2, #8
    sub     r2, r2, r12                 @ zero bytes above the data: 8-pos-n
    movs    r4, #0
    movs    r5, #0
1:  ldrb    r6, [r1], #1                @ (r5:r4) = (r5:r4) >> 8 | *in++ << 56
    lsr     r4, r4, #8
    orr     r4, r4, r5, lsl #24
    lsr     r5, r5, #8
    orr     r5, r5, r6, lsl #24
    subs    r12, r12, #1
    bne     1b
    cbz     r2, 3f
2:  SHR8    r4, r5                      @ (r5:r4) >>= 8 (8-pos-n times)
    subs    r2, r2, #1
    bne     2b
3:  UNZIP   r4, r5, r8
    ldm     r0, {r6, r7}
    eor     r6, r6, r4
    eor     r7, r7, r5
    stm     r0!, {r6, r7}
    b       .Lb_whole
.Lb_done:
    pop     {r4-r11, pc}
    .size qzi_keccak_xor_bytes_armv7em, . - qzi_keccak_xor_bytes_armv7em

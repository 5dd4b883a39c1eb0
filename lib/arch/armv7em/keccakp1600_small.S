/*
 * Keccak-p[1600] permutation for ARMv7E-M (Cortex-M4), Thumb-2, small
 * footprint: one round a loop pass, the steps themselves in loops
 * (--with-footprint=small).
 *
 *   void qzi_keccakp1600_armv7em_small(uint32_t s[50], unsigned nrounds);
 *
 * Contract (lib/internal/keccak_kernel.h):
 *  - s: the 25 lanes in bit-interleaved form (s[2i] = even bits of lane i,
 *    s[2i+1] = odd bits), 4-byte aligned, permuted in place.
 *  - nrounds = 24 or 12: applies the last nrounds rounds of Keccak-f[1600]
 *    (round constants qzi_keccak_rc[24 - nrounds .. 23], read from the C
 *    table). Any value from 1 to 24 works; 0 does not.
 *  - Constant time: every address is s, sp or a table pointer plus an
 *    offset that depends only on the loop position (the rho/pi table below
 *    is read in order, whatever the state); the branches test loop
 *    pointers only.
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr, flags clobbered.
 *  - Leaves its frame zeroed: every return zeroes the whole frame (B, the
 *    parities C and the D words of the last round, and the pointers),
 *    once per call, and returns with r1-r3 and r12 zero (r0 keeps the
 *    public state pointer, lr points into the freed frame).
 *  - Uses no DSP/SIMD instruction: also runs on ARMv7-M and on ARMv8-M
 *    Mainline with or without the DSP extension; the small build of the
 *    M33 takes it too (keccak_kernel.h).
 *
 * Design (the fast kernel, keccakp1600.S, unrolls four rounds with lazy
 * rotations; this one runs the C reference's steps as loops)
 *  - theta, parities: one loop pass a column x, two LDRDs a row: C[x].e
 *    and C[x].o into the frame.
 *  - theta, D: straight-line, D[x] = C[x-1] ^ rol(C[x+1], 1), which in
 *    interleaved form is D.e = C[x-1].e ^ rol32(C[x+1].o, 1), D.o =
 *    C[x-1].o ^ C[x+1].e; into the frame.
 *  - theta applied, rho and pi: one loop pass a lane i = x + 5y (inner
 *    loop over x, so that the D pointer restarts each row): v = A[i] ^
 *    D[x], then rho in interleaved form (even r: both halves rol r/2; odd
 *    r: the even half goes to the odd word rotated by (r-1)/2, the odd
 *    half to the even word rotated by (r+1)/2) and pi (to B[PI[i]]). One
 *    word of the table .Llanes per lane holds the two ROR amounts (bytes
 *    0 and 1: ROR by register uses the low byte) and the two byte offsets
 *    in B (bytes 2 and 3); the LANE macro computes them from RHO and PI.
 *  - chi: one loop pass a row y, both halves, B -> s.
 *  - iota: s[0], s[1] ^= qzi_keccak_rc[round].
 *
 * Register allocation
 *    r0        s (the whole function)
 *    r1        nrounds on entry; then loop pointers: &s[2x] (parities),
 *              &A[i] (lanes), &s[10y] (chi), rc pointer (iota)
 *    r2-r11    parities: the five rows of a column (r2-r11); D: C[0..4]
 *              (r2-r11); lanes: r2-r7 scratch, r10 table pointer, r11 =
 *              s + 200; chi: r2-r6 the row half b0..b4, r7 scratch, r8
 *              &B[10y], r11 = s + 200
 *    r12       &C[x] (parities), &D[x] (lanes)
 *    lr        end of the parity loop, &D[5] (lanes)
 *
 * Stack frame (after push {r4-r11, lr}: 36 bytes)
 *    sp+0   .. sp+199  B[50], the rho/pi output                  (FR_B)
 *    sp+200 .. sp+239  C[0..4], even and odd                     (FR_C)
 *    sp+240 .. sp+279  D[0..4], even and odd                     (FR_D)
 *    sp+280            rc pointer of the next round              (FR_RCP)
 *    sp+284            &qzi_keccak_rc[24]                        (FR_END)
 *    sp+288            padding (keeps sp 8-byte aligned)
 *  Stack used: 292 + 36 = 328 bytes.
 *
 * Size: .text of this function = 488 bytes, .rodata 100 bytes (the lane
 * table); the fast kernel: 5,584 bytes.
 *
 * Measured figures (MODELLED cycles: bench/run, qz-mcusim with the core's
 * ideal timing, zero wait states; kernel rows of bench/bench_ops.c), one
 * call, prologue to return:
 *                           24 rounds   12 rounds
 *    this kernel, M4          25,288      12,724
 *    this kernel, M33         20,109      10,125
 *    fast kernel, M4 / M33     9,603 /  9,115
 *    C reference -O2, M4      52,914      (doc/performance.md)
 *  About 1,050 cycles a round on the M4: the lane loop (25 passes of 12
 *  instructions, with two register RORs) is half of it.
 */

    .syntax unified
    .thumb

    .equ FR_B,      0
    .equ FR_C,      200
    .equ FR_D,      240
    .equ FR_RCP,    280
    .equ FR_END,    284
    .equ FR_SIZE,   292

/* One lane's rho/pi word: rotation r = RHO[i], destination lane to =
 * PI[i]. Byte 0: ROR amount of the even half (rol by r >> 1), byte 1: of
 * the odd half (rol by (r + 1) >> 1), byte 2: byte offset in B of the
 * even half's word, byte 3: of the odd half's word (swapped for odd r). */
    .macro LANE r, to
    .byte   (32 - ((\r) >> 1)) & 31
    .byte   (32 - (((\r) + 1) >> 1)) & 31
    .byte   8 * (\to) + 4 * ((\r) & 1)
    .byte   8 * (\to) + 4 - 4 * ((\r) & 1)
    .endm

    .section .rodata.qz_fast.qzi_keccakp1600_armv7em_small_lanes,"a",%progbits
    .p2align 2
.Llanes:                                @ lane i = x + 5y: LANE RHO[i], PI[i]
    LANE     0,  0                      @ (0,0)
    LANE     1, 10                      @ (1,0)
    LANE    62, 20                      @ (2,0)
    LANE    28,  5                      @ (3,0)
    LANE    27, 15                      @ (4,0)
    LANE    36, 16                      @ (0,1)
    LANE    44,  1                      @ (1,1)
    LANE     6, 11                      @ (2,1)
    LANE    55, 21                      @ (3,1)
    LANE    20,  6                      @ (4,1)
    LANE     3,  7                      @ (0,2)
    LANE    10, 17                      @ (1,2)
    LANE    43,  2                      @ (2,2)
    LANE    25, 12                      @ (3,2)
    LANE    39, 22                      @ (4,2)
    LANE    41, 23                      @ (0,3)
    LANE    45,  8                      @ (1,3)
    LANE    15, 18                      @ (2,3)
    LANE    21,  3                      @ (3,3)
    LANE     8, 13                      @ (4,3)
    LANE    18, 14                      @ (0,4)
    LANE     2, 24                      @ (1,4)
    LANE    61,  9                      @ (2,4)
    LANE    56, 19                      @ (3,4)
    LANE    14,  4                      @ (4,4)

/* chi on one row half: b0..b4 = B words at bp + off, + 8, .., + 32;
 * s words at op + off, ...: s[x] = b[x] ^ (~b[x+1] & b[x+2]). */
    .macro CHI_HALF off
    ldr     r2, [r8, #(\off)]           @ b0
    ldr     r3, [r8, #(\off) + 8]       @ b1
    ldr     r4, [r8, #(\off) + 16]      @ b2
    ldr     r5, [r8, #(\off) + 24]      @ b3
    ldr     r6, [r8, #(\off) + 32]      @ b4
    bic     r7, r4, r3                  @ b2 & ~b1
    eor     r7, r7, r2
    str     r7, [r1, #(\off)]           @ s0 = b0 ^ (~b1 & b2)
    bic     r7, r5, r4
    eor     r7, r7, r3
    str     r7, [r1, #(\off) + 8]       @ s1 = b1 ^ (~b2 & b3)
    bic     r7, r6, r5
    eor     r7, r7, r4
    str     r7, [r1, #(\off) + 16]      @ s2 = b2 ^ (~b3 & b4)
    bic     r7, r2, r6
    eor     r7, r7, r5
    str     r7, [r1, #(\off) + 24]      @ s3 = b3 ^ (~b4 & b0)
    bic     r7, r3, r2
    eor     r7, r7, r6
    str     r7, [r1, #(\off) + 32]      @ s4 = b4 ^ (~b0 & b1)
    .endm

    .section .text.qz_fast.qzi_keccakp1600_armv7em_small,"ax",%progbits
    .global qzi_keccakp1600_armv7em_small
    .type   qzi_keccakp1600_armv7em_small, %function
    .p2align 2
    .thumb_func
qzi_keccakp1600_armv7em_small:
    push    {r4-r11, lr}
    sub     sp, sp, #FR_SIZE
    movw    r2, #:lower16:qzi_keccak_rc
    movt    r2, #:upper16:qzi_keccak_rc
    rsb     r1, r1, #24
    add     r1, r2, r1, lsl #3          @ rcp = &rc[24 - nrounds]
    add     r2, r2, #192                @ end = &rc[24]
    str     r1, [sp, #FR_RCP]
    str     r2, [sp, #FR_END]

.Lround:
    /* theta: C[x] = A[x,0] ^ .. ^ A[x,4], even and odd words */
    mov     r1, r0                      @ r1 = &A[x, 0]
    add     r12, sp, #FR_C              @ r12 = &C[x]
    add     lr, r0, #40                 @ end: &A[5, 0]
.Lcol:
    ldrd    r2, r3, [r1]
    ldrd    r4, r5, [r1, #40]
    ldrd    r6, r7, [r1, #80]
    ldrd    r8, r9, [r1, #120]
    ldrd    r10, r11, [r1, #160]
    eor     r2, r2, r4
    eor     r2, r2, r6
    eor     r2, r2, r8
    eor     r2, r2, r10                 @ C[x].e
    eor     r3, r3, r5
    eor     r3, r3, r7
    eor     r3, r3, r9
    eor     r3, r3, r11                 @ C[x].o
    strd    r2, r3, [r12], #8
    add     r1, r1, #8
    cmp     r1, lr
    bne     .Lcol

    /* theta: D[x] = C[x-1] ^ rol(C[x+1], 1) */
    add     r12, sp, #FR_C
    ldm     r12, {r2-r11}               @ C0e C0o C1e C1o .. C4e C4o
    eor     r1, r10, r5, ror #31        @ D0.e = C4.e ^ rol(C1.o, 1)
    eor     lr, r11, r4                 @ D0.o = C4.o ^ C1.e
    strd    r1, lr, [sp, #FR_D + 0]
    eor     r1, r2, r7, ror #31         @ D1.e = C0.e ^ rol(C2.o, 1)
    eor     lr, r3, r6                  @ D1.o = C0.o ^ C2.e
    strd    r1, lr, [sp, #FR_D + 8]
    eor     r1, r4, r9, ror #31         @ D2.e = C1.e ^ rol(C3.o, 1)
    eor     lr, r5, r8                  @ D2.o = C1.o ^ C3.e
    strd    r1, lr, [sp, #FR_D + 16]
    eor     r1, r6, r11, ror #31        @ D3.e = C2.e ^ rol(C4.o, 1)
    eor     lr, r7, r10                 @ D3.o = C2.o ^ C4.e
    strd    r1, lr, [sp, #FR_D + 24]
    eor     r1, r8, r3, ror #31         @ D4.e = C3.e ^ rol(C0.o, 1)
    eor     lr, r9, r2                  @ D4.o = C3.o ^ C0.e
    strd    r1, lr, [sp, #FR_D + 32]

    /* theta applied, rho, pi: B[PI[i]] = rol_lane(A[i] ^ D[x], RHO[i]) */
    mov     r1, r0                      @ r1 = &A[0]
    add     r12, sp, #FR_D              @ r12 = &D[0]
    add     lr, sp, #FR_D + 40          @ lr = &D[5]
    add     r11, r0, #200               @ r11 = &A[25]
    movw    r10, #:lower16:.Llanes      @ r10 = &lanes[0]
    movt    r10, #:upper16:.Llanes
.Llane:                                 @ for y: for x:
    ldrd    r2, r3, [r1], #8            @   A[i].e, A[i].o
    ldrd    r4, r5, [r12], #8           @   D[x].e, D[x].o
    ldr     r6, [r10], #4               @   lane word
    eor     r2, r2, r4                  @   theta
    eor     r3, r3, r5
    ror     r2, r2, r6                  @   rho, even half (byte 0)
    lsr     r7, r6, #8
    ror     r3, r3, r7                  @   rho, odd half (byte 1)
    ubfx    r4, r6, #16, #8
    str     r2, [sp, r4]                @   pi: B word of the even half
    lsr     r6, r6, #24
    str     r3, [sp, r6]                @   pi: B word of the odd half
    cmp     r12, lr
    bne     .Llane
    sub     r12, r12, #40               @   next row: D[0] again
    cmp     r1, r11
    bne     .Llane

    /* chi: s = B ^ (~B[x+1] & B[x+2]), row by row */
    mov     r1, r0                      @ r1 = &s[10y]
    add     r8, sp, #FR_B               @ r8 = &B[10y]
.Lrow:
    CHI_HALF 0                          @ even words
    CHI_HALF 4                          @ odd words
    add     r8, r8, #40
    add     r1, r1, #40
    cmp     r1, r11
    bne     .Lrow

    /* iota */
    ldr     r1, [sp, #FR_RCP]
    ldrd    r2, r3, [r1], #8            @ rc[round]
    ldrd    r4, r5, [r0]
    eor     r4, r4, r2
    eor     r5, r5, r3
    strd    r4, r5, [r0]                @ A[0,0] ^= rc
    str     r1, [sp, #FR_RCP]
    ldr     r2, [sp, #FR_END]
    cmp     r1, r2
    bne     .Lround

    /* Wipe the whole frame once per call, leave r1-r3 and r12 zero. */
    movs    r1, #0
    movs    r2, #0
    movs    r3, #0
    movs    r4, #0
    movs    r5, #0
    movs    r6, #0
    movs    r7, #0
    mov     r8, r1
    mov     r12, r1
    mov     lr, sp
    add     r9, sp, #FR_SIZE - 4        @ 72 words by 8, then one
    .if     FR_SIZE != 292
    .error  "FR_SIZE changed: fix the frame wipe"
    .endif
.Lwipe:
    stm     lr!, {r1-r8}
    cmp     lr, r9
    bne     .Lwipe
    str     r1, [lr]
    add     sp, sp, #FR_SIZE
    pop     {r4-r11, pc}

    .size   qzi_keccakp1600_armv7em_small, . - qzi_keccakp1600_armv7em_small

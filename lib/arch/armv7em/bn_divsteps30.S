/*
 * 30 Bernstein-Yang divsteps on the low words, for ARMv7E-M (Cortex-M4;
 * the Cortex-M33 with DSP takes the same file with the rest of the
 * armv7em bignum set; the code itself needs only ARMv7-M: SBFX, MLA).
 *
 *   int32_t qzi_bn_divsteps30_armv7em(int32_t zeta, uint32_t f, uint32_t g,
 *                                     int32_t t[4]);
 *
 * Contract (lib/internal/bignum_kernel.h, divsteps30; the C reference is
 * qzi_bn_divsteps30_c in lib/generic/bignum.c, the oracle of
 * tests/kernel_bignum.c):
 *  - zeta = -(delta + 1/2), |zeta| < 2^30; f odd; only bits 0..29 of f
 *    and g are used. Runs the 30 steps
 *        zeta < 0 and g odd:  (zeta, f, g) <- (-zeta - 2, g, (g - f) / 2)
 *        g odd otherwise:     (zeta, f, g) <- (zeta - 1, f, (g + f) / 2)
 *        g even:              (zeta, f, g) <- (zeta - 1, f, g / 2)
 *    returns the new zeta and writes t = (u, v, q, r), 2^30 f30 = u f + v g,
 *    2^30 g30 = q f + r g, |u| + |v| <= 2^30, |q| + |r| <= 2^30.
 *  - Constant time: straight-line code, no branch, no data-dependent
 *    address; the only multiplies are MUL and MLA, which take a fixed
 *    number of cycles on the M4 (1 and 2) and the M33 whatever the
 *    operands (doc/security.md).
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, flags clobbered.
 *    Frame: the caller's r4-r11 and lr (36 bytes, nothing of this call).
 *    Stack: 36 bytes. t is written once, at the end, by one STM.
 *
 * Method. One step on words, the C reference's mask arithmetic with the
 * g update as one multiply-accumulate by c in {0, 1, -1}:
 *     o = -(g & 1); s = o AND (zeta >> 31)    (s: the exchanging case)
 *     c = s OR (o >> 31, logical)             (1 if g odd, -1 on a swap)
 *     g += c f; f += g AND s; zeta = (zeta XOR s) - 1; g >>= 1
 * nine instructions, 10 cycles on the M4 (MLA is 2). The matrix is not
 * kept in registers of its own: it rides in the same words as f and g,
 * as tags high above their low bits. For k steps, with
 * f', g' the low k bits of f and g read as signed (SBFX),
 *     F = f' + 2^18,   G = g' + 2^29,
 * and the step applied to (F, G) as to (f, g). The decisions see only
 * bit 0 of G, which equals g's: the tags are multiples of 2^(18 - i) >=
 * 2^(k - i) at step i < k, so they leave the low k - i bits that the
 * remaining steps read untouched. After k steps
 *     F = fk + u 2^(18 - k) + v 2^(29 - k),  -2^(k-1) <= fk < 2^(k-1)
 * (fk the value the k steps make of f', g'; (u, v) the f row of the
 * k-step matrix, |u|, |v| <= 2^k), the same for G with (q, r). So with
 * a = 18 - k: X = F + 2^(a - 1) holds u in bits a..a+10 (signed, 11
 * bits), v = (X >> (a + 11)) + [u < 0]. Every shift must be exact: the
 * words never leave (-2^31, 2^31) (|F|, |G| < 2^30 + 2^(k-1)). With
 * 18 and 29 this holds for k <= 9 (k = 10 needs 31 bits of tags).
 * lib/arch/gen/divsteps_pack.c checks it, and the fk bound, on every
 * k-bit f' (odd), g' and every class of zeta (k = 9: 3.1 million cases;
 * k = 3); tests/kernel_bignum.c compares this file with the C reference
 * on random and extreme words in every armv7em build.
 *
 * The 30 steps run as four sub-batches of 9, 9, 9 and 3. f and g are not
 * shifted between them: each sub-batch's matrix is applied to the whole
 * words (f <- u f + v g, g <- q f + r g, mod 2^32, so the true values
 * times 2^9, 2^18, 2^27), and the next sub-batch reads bits 9.., 18..,
 * 27.. (32 - 27 = 5 valid bits, 3 needed). The matrices are multiplied
 * as they come, T <- Tj T (eight MUL/MLA).
 *
 * Registers: r0 zeta, r1 f, r2 g, r3 t; every sub-batch works in r4-r7
 * (F, G, o, s), which end as its matrix (u, v, q, r) = (r6, r4, r7, r5)
 * (the first's goes straight to r8-r11); the product so far lives in
 * four of r8-r12, lr (see each sub-batch); the result is r1 r2 r8 r10.
 *
 * Cycles, modelled (build-aux/qz-trace-cycles --cpu cortex-m4 --func
 * qzi_bn_divsteps30_armv7em, zero wait states, the call's return
 * included): 429 on the Cortex-M4 (300 in the steps, 129 around them),
 * 451 on the M33 (--cpu cortex-m33), against 968 on the M4 for gcc 12's
 * -O2 code of the C reference inlined in inv.c (about 930 for the _c
 * function called out of line). Size: 1,128 bytes of .text (straight
 * line: a counted loop would cost about a third more cycles).
 */

    .syntax unified
    .thumb

zeta    .req r0
f       .req r1
g       .req r2
tp      .req r3

/* One divstep on the packed words F, G (o, s scratch; zeta in r0). All
 * four in r4-r7, so that five of the nine instructions take their 16-bit
 * encodings (the flags they set are not used). */
.macro STEP F, G, o, s
    sbfx    \o, \G, #0, #1              @ o = -(g & 1)
    and     \s, \o, zeta, asr #31       @ s = o & (zeta < 0): swap
    orr     \o, \s, \o, lsr #31         @ c = s | (g & 1): 0, 1, or -1 on a swap
    mla     \G, \o, \F, \G              @ g += c f  (g - f on a swap)
    eors    zeta, zeta, \s
    subs    zeta, zeta, #1              @ zeta = (zeta ^ s) - 1
    ands    \s, \s, \G
    adds    \F, \F, \s                  @ f += g & s  (the old g on a swap)
    asrs    \G, \G, #1                  @ g /= 2 (exact)
.endm

/* A sub-batch of k steps reading bits off..off+k-1 of f and g, in r4-r7
 * (F, G, o, s = r4, r5, r6, r7); leaves its matrix in (u, v, q, r), by
 * default (r6, r4, r7, r5). */
.macro SUBBATCH k, off, u=r6, v=r4, q=r7, r=r5
    sbfx    r4, f, #\off, #\k
    add     r4, r4, #(1 << 18)          @ F = f' + 2^18 (u = 1)
    sbfx    r5, g, #\off, #\k
    add     r5, r5, #(1 << 29)          @ G = g' + 2^29 (r = 1)
    .rept \k
    STEP    r4, r5, r6, r7
    .endr
    /* X = F + 2^(a-1); u = X[a .. a+10] signed; v = (X >> (a+11)) + (u < 0) */
    add     r4, r4, #(1 << (17 - \k))
    sbfx    \u, r4, #(18 - \k), #11
    asr     \v, r4, #(29 - \k)
    add     \v, \v, \u, lsr #31
    add     r5, r5, #(1 << (17 - \k))
    sbfx    \q, r5, #(18 - \k), #11
    asr     \r, r5, #(29 - \k)
    add     \r, \r, \q, lsr #31
.endm

/* f <- u f + v g, g <- q f + r g (mod 2^32) with the sub-batch's matrix
 * (by default r6, r4, r7, r5); t1, t2 scratch. */
.macro APPLY t1, t2, u=r6, v=r4, q=r7, r=r5
    mul     \t1, \u, f
    mul     \t2, \q, f
    mla     f, \v, g, \t1
    mla     g, \r, g, \t2
.endm

/* Not in .text.qz_fast.*: 1,128 bytes for about 2% of a signature's
 * time; with it there the bench's M4 image with the kernels in RAM
 * (bench/ld/nucleo_g474re_fast.ld, 32 KB of CCM SRAM) overflowed. It
 * stays in flash with the C it replaced, as lib/arch/armv7em/p256_point.S
 * does. */
    .section .text.qzi_bn_divsteps30_armv7em,"ax",%progbits
    .align  2
    .global qzi_bn_divsteps30_armv7em
    .type   qzi_bn_divsteps30_armv7em, %function
    .thumb_func
qzi_bn_divsteps30_armv7em:
    push    {r4-r11, lr}

    /* Steps 1-9: T = (r8, r9, r10, r11). */
    SUBBATCH 9, 0, r8, r9, r10, r11
    APPLY   r12, lr, r8, r9, r10, r11

    /* Steps 10-18: T2 = (r6, r4, r7, r5); T <- T2 T = (r12, r8, lr, r10). */
    SUBBATCH 9, 9
    APPLY   r12, lr
    mul     r12, r6, r8                 @ u' = u2 u + v2 q
    mla     r12, r4, r10, r12
    mul     lr, r7, r8                  @ q' = q2 u + r2 q
    mla     lr, r5, r10, lr
    mul     r8, r6, r9                  @ v' = u2 v + v2 r
    mla     r8, r4, r11, r8
    mul     r10, r7, r9                 @ r' = q2 v + r2 r
    mla     r10, r5, r11, r10

    /* Steps 19-27: T3 = (r6, r4, r7, r5); T <- T3 T = (r9, r12, r11, lr). */
    SUBBATCH 9, 18
    APPLY   r9, r11
    mul     r9, r6, r12                 @ u'
    mla     r9, r4, lr, r9
    mul     r11, r7, r12                @ q'
    mla     r11, r5, lr, r11
    mul     r12, r6, r8                 @ v'
    mla     r12, r4, r10, r12
    mul     lr, r7, r8                  @ r'
    mla     lr, r5, r10, lr

    /* Steps 28-30: T4 = (r6, r4, r7, r5); t = T4 T = (r1, r2, r8, r10). */
    SUBBATCH 3, 27
    mul     r1, r6, r9                  @ u
    mla     r1, r4, r11, r1
    mul     r8, r7, r9                  @ q
    mla     r8, r5, r11, r8
    mul     r2, r6, r12                 @ v
    mla     r2, r4, lr, r2
    mul     r10, r7, r12                @ r
    mla     r10, r5, lr, r10
    stm     tp, {r1, r2, r8, r10}
    pop     {r4-r11, pc}
    .size   qzi_bn_divsteps30_armv7em, .-qzi_bn_divsteps30_armv7em

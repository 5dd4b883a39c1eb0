/*
 * ML-DSA polynomial kernels modulo q = 8380417 for ARMv6-M (Thumb-1;
 * Cortex-M0/M0+, and unchanged on the M3 and every later Cortex-M), tuned
 * for the Cortex-M0+: the assembly pieces of the ARMv6-M set.
 *
 * C prototypes (lib/internal/mldsa_kernel.h is the authority):
 *
 *   void qzi_mldsa_ntt_armv6m(int32_t p[256]);
 *   void qzi_mldsa_invntt_armv6m(int32_t p[256]);
 *   void qzi_mldsa_pointwise_armv6m(int32_t r[256], const int32_t a[256],
 *                                   const int32_t b[256]);
 *   void qzi_mldsa_pointwise_acc_armv6m(int32_t r[256], const int32_t *a,
 *                                       const int32_t *b, unsigned l);
 *   void qzi_mldsa_reduce_armv6m(int32_t p[256]);
 *   void qzi_mldsa_caddq_armv6m(int32_t p[256]);
 *
 * Contract summary (the header has the full text): 4-byte aligned
 * int32_t[256] polynomials; same residues as the C reference, other
 * representatives allowed within the bounds:
 *   ntt       in |p| < q        out |p| < 9q   (here: < 5.2q)
 *   invntt    in |p| < q        out |p| < q    (here: <= 2^22 + 2 8191)
 *   pointwise in |a|, |b| < 9q  out |r| < q    (r may be a or b)
 *   pointwise_acc  |a| < q, |b| < 9q, 1 <= l <= 8; out |r| < q (no overlap)
 *   reduce    in p <= 2^31 - 2^22 - 1   out |p| <= 6283008
 *   caddq     in |p| < q        out 0 <= p < q
 *  - Constant time: no branch and no address depends on a coefficient
 *    (the loops run over public counts: 256, the layer sizes and l); MULS
 *    is single-cycle on the M0+ (and a fixed 1 cycle on the M3 too, since
 *    its 32 x 32 -> 32 MUL does not terminate early).
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr (saved), flags
 *    clobbered. Frames are not wiped (the ML-DSA operations wipe their
 *    stack once, lib/mldsa/).
 *
 * METHOD
 *
 * No long multiply on ARMv6-M: a 32 x 32 -> 64 product is four 16 x 16
 * MULS and carries. The kernels avoid it where a factor is a constant.
 *
 * Products by a constant (NTT twiddles, the inverse NTT's scale): Shoup's
 * method with a 30-bit quotient constant. For c (centred mod q) the table
 * has c, ch and cl with c' = round(c 2^30 / q) = ch 2^15 + cl
 * (0 <= cl < 2^15); b = bh 2^15 + bl (bh = b >> 15, 0 <= bl < 2^15):
 *     q_est = ch bh + ((ch bl + cl bh) >> 15)      (three MULS, no overflow
 *                                                   for |b| < 2^29)
 *     t = c b - q q_est                             (two MULS, mod 2^32)
 * c' b / 2^30 - q_est is in [0, 2) (the floor and the dropped cl bl / 2^30)
 * and c b / q - c' b / 2^30 is below |b| 2^-31, so t = c b mod q exactly
 * (the low words are exact and t is small) with t in [-e q, (2 + e) q),
 * e = |b| / 2^31 < 0.02. SHOUP adds 1 to q_est: t in (-1.02q, 1.02q).
 * The table is the plain zetas (not in Montgomery form).
 *
 * NTT: FIPS 204's Cooley-Tukey layers, len = 128 .. 1, one layer a pass,
 * per block the constant triple loaded once (LDM) and kept in r7-r9.
 * |p| grows by at most 1.02q a layer: < 5.1q after four; layer 5 (len 8)
 * reduces its a inputs first (a - (a >> 23) q, in (-0.01q, 1.01q)), so
 * the output stays below 2.03q + 3 1.02q < 5.2q < 9q.
 * Inverse NTT: Gentleman-Sande layers len = 1 .. 128, twiddles read
 * backwards, p[j + len] = zeta_k (b - a) (= -zeta_k (a - b), the C
 * reference's butterfly); the sums a + b are reduced (a - (a >> 23) q)
 * once, in layer 4 (len 8): |p| at most doubles a layer (SHOUP's results
 * stay below 1.07q), the sums of layer 4 (< 16q) come back below 1.01q,
 * and so every SHOUP input stays below 16.3q < 2^28 and every sum inside
 * int32_t; then a pass p = R / 256 p (SHOUP without the +1, t in
 * [-0.07q, 2.07q), then p - ((p + 2^22) >> 23) q: |p| <= 2^22 + 2 8191
 * < q). The generator follows these worst cases through the layer
 * schedule of this file (its CT_LAYER / GS_LAYER lines) and fails if a
 * bound breaks; the result is the first line of the generated block.
 *
 * Products of two variables (pointwise, pointwise_acc): exact Montgomery
 * with R = 2^32 on 16-bit halves. a = ah 2^16 + al, b = bh 2^16 + bl
 * (al, bl unsigned): a b = AH 2^32 + AM 2^16 + AL with AH = ah bh,
 * AM = ah bl + al bh, AL = al bl (all fit in 32 bits for |a|, |b| < 9q).
 * acc = sum of a b = HH 2^32 + MID 2^16 + LOW with HH = sum AH,
 * MID = sum (AM + (AL >> 16)), LOW = sum (AL & 0xffff) (the sums stay
 * below 2^31 for l <= 8, |a| < q); then
 *     lo = (MID << 16) + LOW (mod 2^32),
 *     hi = HH + ((MID + (LOW >> 16)) >> 16)    (= floor(acc / 2^32)),
 *     m = lo q^-1 mod 2^32,
 *     hi(m q) exactly from m q = (m << 23) - (m << 13) + m as a 64-bit
 *         sum (ADDS / ADCS, SUBS / SBCS),
 *     r = hi - hi(m q) = (acc - m q) / 2^32 = acc R^-1 mod q,
 * |r| < |acc| / 2^32 + q / 2 < 0.65q (acc) or 0.66q (pointwise).
 * reduce: p - ((p + 2^22) >> 23) q; caddq: p + ((p >> 31) & q); four
 * coefficients a turn (LDM / STM).
 *
 * Registers (ntt / invntt): r0 = the a pointer, r1 = the b pointer
 * (p + len further), r2 = a, r3 = b, r4-r6 scratch (t in r4), r7 = cl,
 * r8 = c, r9 = ch, r10 = q, r11 = the table pointer, r12 = the end of the
 * block's a half, lr = the end of p. pointwise: r0 = r, r1 = a, r2 = b,
 * r3-r7 scratch, r8 = q^-1, r9 = the end of r. pointwise_acc: r0 = a + i,
 * r1 = b + i, r2 = 1024 j (counting down), r3-r7 scratch, r8 = LOW,
 * r9 = MID, r10 = HH, r11 = -1024, r12 = r + i, lr = the end of a[0].
 *
 * Stack: ntt and invntt 40 bytes (r4-r11, lr and p); pointwise 28
 * (r4-r9, lr); pointwise_acc 40 (r4-r11, lr, 1024 (l - 1)); reduce and
 * caddq 20 (r4-r7, lr).
 *
 * Tables: qzi_mldsa_zetas_armv6m (3,072 bytes, .rodata.qz_fast.
 * qzi_mldsa_zetas_armv6m, shared by ntt and invntt) differs from
 * qzi_mldsa_zetas (plain zetas with their Shoup quotient constants, not
 * Montgomery-form values): generated by lib/arch/gen/mldsa_zetas_armv6m.py
 * (which checks SHOUP's bounds on an exact model), between the markers
 * below.
 *
 * MEASURED, MODELLED cycles per call (build-aux/qz-trace-cycles --cpu
 * <core> --func qzi_mldsa_<op>_armv6m --func qzi_mldsa_<op>_c over a small
 * driver calling each kernel four times on random inputs within the
 * contract's bounds and pointwise_acc once for each l = 1..8, linked with
 * the cross build's libqzcrypt.a (-O2; arm-none-eabi-gcc 12.2); zero wait
 * states; every call of a kernel gave the same count (no dependence on the
 * data). The C reference is lib/generic/mldsa_poly.c on the same core
 * (four MULS per 64-bit product on the M0+, SMULL on the M4 and M33, so
 * there it stays the kernel the library uses):
 *                     M0+ armv6m   M0+ C ref    M4 armv6m  M4 C   M33 armv6m M33 C
 *   ntt                   31,243     178,442      31,620  26,556     34,143  26,033
 *   invntt                38,037     210,190      37,517  29,310     41,191  33,146
 *   pointwise              9,886      40,747      10,013   3,856     10,394   4,879
 *   pointwise_acc l = 1   15,404      46,899      15,403   6,680     15,144   7,703
 *                 l = 4   33,836     111,411      33,835  13,592     35,112  13,847
 *                 l = 5   39,980     132,915      39,979  15,896     41,768  15,895
 *                 l = 7   52,268     175,923      52,267  20,504     55,080  19,991
 *                 l = 8   58,412     197,427      58,411  22,808     61,736  22,039
 *                         (9,260 + 6,144 l on the M0+: 24 cycles a term)
 *   reduce                 1,844       4,618       1,875   3,331      1,969   3,843
 *   caddq                  1,586       2,572       1,617   2,313      1,455   2,053
 * Per butterfly on the M0+: 26 cycles (SHOUP 16, two LDR and two STM 8,
 * the add and subtract 2), plus the block and loop overhead (about 4,600
 * cycles over the 8 layers of the NTT, most of it in len = 2 and 1).
 * ML-DSA-44 verification on the M0+ with these kernels: 2,943,596
 * modelled cycles (5,405,783 with the C reference kernels; qz-mcusim
 * --stats, the difference between one and three qz_mldsa_verify calls
 * after a key generation and a signature).
 * Size (arm-none-eabi-gcc 12.2): ntt 1,484, invntt 1,608, pointwise 172,
 * pointwise_acc 160, reduce 100, caddq 80 bytes of .text (3,604), and the
 * table's 3,072 bytes of .rodata.
 */
#include "qzcrypt/config.h"

        .syntax unified
        .arch   armv6-m
        .thumb

        .equ    Q, 8380417
        .equ    QINV, 58728449                  @ q^-1 mod 2^32

/* t = c b mod q in (-1.02q, 1.02q) (centre = 1) or [-0.02q, 2.02q)
 * (centre = 0), b in r3 (kept), c in r8, ch in r9, cl in r7, q in r10.
 * Result in r4; clobbers r5, r6, flags. 16 (15) cycles. */
        .macro  SHOUP centre=1
        asrs    r4, r3, #15                     @ bh = b >> 15
        lsls    r5, r3, #17
        lsrs    r5, r5, #17                     @ bl = b & 0x7fff
        mov     r6, r9                          @ ch
        muls    r5, r6                          @ ch bl
        muls    r6, r4                          @ ch bh
        muls    r4, r7                          @ cl bh
        adds    r5, r4
        asrs    r5, r5, #15                     @ (ch bl + cl bh) >> 15
        adds    r6, r5                          @ q_est, c b / q - [0, 2)
        .if     \centre
        adds    r6, #1
        .endif
        mov     r5, r10
        muls    r6, r5                          @ q q_est (mod 2^32)
        mov     r4, r8
        muls    r4, r3                          @ c b (mod 2^32)
        subs    r4, r6                          @ t = c b - q q_est
        .endm

/* x = x - (x >> 23) q: for |x| < 2^26 the result is in
 * [-8 8191, 2^23 + 8 8191). q in r10; clobbers r5, r6. */
        .macro  FLOORRED x
        asrs    r5, \x, #23
        mov     r6, r10
        muls    r6, r5
        subs    \x, r6
        .endm

/* Forward butterfly, r0 = &a, r1 = &b (both advanced by 4):
 * t = zeta b; a, b = a + t, a - t. red: reduce a first. */
        .macro  CT_BFLY red=0
        ldr     r3, [r1]
        SHOUP
        ldr     r2, [r0]
        .if     \red
        FLOORRED r2
        .endif
        subs    r3, r2, r4
        adds    r2, r4
        stm     r0!, {r2}
        stm     r1!, {r3}
        .endm

/* Inverse butterfly: a, b = a + b, zeta (b - a). red: reduce a + b. */
        .macro  GS_BFLY red=0
        ldr     r2, [r0]
        ldr     r3, [r1]
        adds    r4, r2, r3
        .if     \red
        FLOORRED r4
        .endif
        stm     r0!, {r4}
        subs    r3, r3, r2
        SHOUP
        stm     r1!, {r4}
        .endm

/* r1 = r0 + 4 len (the block's b half), r12 = r1 (the end of its a half,
 * needed when the inner loop runs more than once: u < len). */
        .macro  BHALF len, u
        .if     4 * \len < 256
        mov     r1, r0
        adds    r1, #(4 * \len)
        .else
        movs    r1, #(\len / 64)
        lsls    r1, r1, #8
        adds    r1, r0
        .endif
        .if     \u < \len
        mov     r12, r1
        .endif
        .endm

/* One forward layer: blocks of 2 len coefficients, u butterflies an
 * iteration of the inner loop (u divides len). */
        .macro  CT_LAYER len, u, red=0
        ldr     r0, [sp, #0]                    @ p
1:      BHALF   \len, \u
        mov     r4, r11
        ldm     r4!, {r5, r6, r7}               @ c, ch, cl
        mov     r11, r4
        mov     r8, r5
        mov     r9, r6
2:
        .rept   \u
        CT_BFLY \red
        .endr
        .if     \u < \len
        cmp     r0, r12
        bne     2b
        .endif
        mov     r0, r1                          @ the next block
        cmp     r0, lr
        bne     1b
        .endm

        .macro  GS_LAYER len, u, red=0
        ldr     r0, [sp, #0]
1:      BHALF   \len, \u
        mov     r4, r11
        subs    r4, #12
        mov     r11, r4
        ldm     r4, {r4, r5, r7}                @ c, ch, cl (no writeback)
        mov     r8, r4
        mov     r9, r5
2:
        .rept   \u
        GS_BFLY \red
        .endr
        .if     \u < \len
        cmp     r0, r12
        bne     2b
        .endif
        mov     r0, r1
        cmp     r0, lr
        bne     1b
        .endm

/* Save r4-r11 and lr, p at [sp], q in r10, lr = p + 1024, r11 = table
 * (the literals sit here: the function is longer than LDR's reach). */
        .macro  NTT_ENTRY table
        push    {r4-r7, lr}
        mov     r4, r8
        mov     r5, r9
        mov     r6, r10
        mov     r7, r11
        push    {r0, r4-r7}                     @ p at [sp]
        ldr     r4, =Q
        mov     r10, r4
        movs    r4, #1
        lsls    r4, r4, #10
        add     r4, r0
        mov     lr, r4
        ldr     r4, =\table
        mov     r11, r4
        b       9f                              @ over the literals (once)
        .ltorg
9:
        .endm

        .macro  NTT_EXIT
        pop     {r0, r4-r7}
        mov     r8, r4
        mov     r9, r5
        mov     r10, r6
        mov     r11, r7
        pop     {r4-r7, pc}
        .endm

/* ------------------------------------------------------------------------
 * void qzi_mldsa_ntt_armv6m(int32_t p[256])
 */
        .section .text.qz_fast.qzi_mldsa_ntt_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_mldsa_ntt_armv6m
        .type   qzi_mldsa_ntt_armv6m, %function
        .thumb_func
qzi_mldsa_ntt_armv6m:
        NTT_ENTRY qzi_mldsa_zetas_armv6m
        CT_LAYER 128, 4
        CT_LAYER 64, 4
        CT_LAYER 32, 4
        CT_LAYER 16, 4
        CT_LAYER 8, 4, 1                        @ a reduced: |p| < 5.1q here
        CT_LAYER 4, 4
        CT_LAYER 2, 2
        CT_LAYER 1, 1
        NTT_EXIT
        .ltorg
        .size   qzi_mldsa_ntt_armv6m, .-qzi_mldsa_ntt_armv6m

/* ------------------------------------------------------------------------
 * void qzi_mldsa_invntt_armv6m(int32_t p[256])
 */
        .section .text.qz_fast.qzi_mldsa_invntt_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_mldsa_invntt_armv6m
        .type   qzi_mldsa_invntt_armv6m, %function
        .thumb_func
qzi_mldsa_invntt_armv6m:
        NTT_ENTRY (qzi_mldsa_zetas_armv6m + 255 * 12) @ the end of k = 1..255
        GS_LAYER 1, 1
        GS_LAYER 2, 2
        GS_LAYER 4, 4
        GS_LAYER 8, 4, 1
        GS_LAYER 16, 4
        GS_LAYER 32, 4
        GS_LAYER 64, 4
        GS_LAYER 128, 4
        /* p = (R / 256) p: SHOUP by entry 255, then centred */
        ldr     r4, =qzi_mldsa_zetas_armv6m + 255 * 12
        ldm     r4, {r4, r5, r7}
        mov     r8, r4
        mov     r9, r5
        movs    r2, #1
        lsls    r2, r2, #22                     @ 2^22
        ldr     r0, [sp, #0]
3:
        .rept   2
        ldr     r3, [r0]
        SHOUP   0                               @ t in [-0.02q, 2.02q)
        adds    r5, r4, r2
        asrs    r5, r5, #23                     @ round(t / 2^23) in 0..2
        mov     r6, r10
        muls    r6, r5
        subs    r4, r6                          @ |t| <= 2^22 + 2 8191
        stm     r0!, {r4}
        .endr
        cmp     r0, lr
        bne     3b
        NTT_EXIT
        .ltorg
        .size   qzi_mldsa_invntt_armv6m, .-qzi_mldsa_invntt_armv6m

/* ------------------------------------------------------------------------
 * Montgomery pieces. PRODUCT: a in r4, b in r6 ->
 * r3 = AL = al bl, r6 = AM = ah bl + al bh, r7 = AH = ah bh; clobbers
 * r4, r5. */
        .macro  PRODUCT
        asrs    r5, r4, #16                     @ ah
        uxth    r4, r4                          @ al
        asrs    r7, r6, #16                     @ bh
        uxth    r6, r6                          @ bl
        mov     r3, r4
        muls    r3, r6                          @ AL = al bl
        muls    r6, r5                          @ ah bl
        muls    r4, r7                          @ al bh
        muls    r7, r5                          @ AH = ah bh
        adds    r6, r4                          @ AM
        .endm

/* MONT: r3 = LOW (the low word's pieces), r6 = MID, r7 = HH with
 * x = HH 2^32 + MID 2^16 + LOW (0 <= LOW < 2^31): r7 = x 2^-32 mod q
 * (exact Montgomery). q^-1 in r4 on entry; clobbers r3-r6, flags. */
        .macro  MONT
        lsrs    r5, r3, #16
        adds    r5, r6
        asrs    r5, r5, #16
        adds    r7, r5                          @ hi = floor(x / 2^32)
        lsls    r6, r6, #16
        adds    r3, r6                          @ lo = x mod 2^32
        muls    r4, r3                          @ m = lo q^-1
        lsls    r3, r4, #23
        asrs    r6, r4, #9                      @ (m << 23) as 64 bits
        asrs    r5, r4, #31
        adds    r3, r4
        adcs    r6, r5                          @ + m
        lsls    r5, r4, #13
        asrs    r4, r4, #19
        subs    r3, r5
        sbcs    r6, r4                          @ - (m << 13): m q, hi in r6
        subs    r7, r6                          @ (x - m q) / 2^32
        .endm

/* ------------------------------------------------------------------------
 * void qzi_mldsa_pointwise_armv6m(int32_t r[256], const int32_t a[256],
 *                                 const int32_t b[256])
 */
        .section .text.qz_fast.qzi_mldsa_pointwise_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_mldsa_pointwise_armv6m
        .type   qzi_mldsa_pointwise_armv6m, %function
        .thumb_func
qzi_mldsa_pointwise_armv6m:
        push    {r4-r7, lr}
        mov     r4, r8
        mov     r5, r9
        push    {r4, r5}
        ldr     r4, =QINV
        mov     r8, r4
        movs    r4, #1
        lsls    r4, r4, #10
        add     r4, r0
        mov     r9, r4                          @ the end of r
1:
        .rept   2
        ldm     r1!, {r4}                       @ a (read before r is written)
        ldm     r2!, {r6}                       @ b
        PRODUCT
        lsrs    r5, r3, #16
        adds    r6, r5                          @ MID = AM + (AL >> 16)
        uxth    r3, r3                          @ LOW = AL & 0xffff
        mov     r4, r8
        MONT
        stm     r0!, {r7}
        .endr
        cmp     r0, r9
        bne     1b
        pop     {r4, r5}
        mov     r8, r4
        mov     r9, r5
        pop     {r4-r7, pc}
        .ltorg
        .size   qzi_mldsa_pointwise_armv6m, .-qzi_mldsa_pointwise_armv6m

/* ------------------------------------------------------------------------
 * void qzi_mldsa_pointwise_acc_armv6m(int32_t r[256], const int32_t *a,
 *                                     const int32_t *b, unsigned l)
 */
        .section .text.qz_fast.qzi_mldsa_pointwise_acc_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_mldsa_pointwise_acc_armv6m
        .type   qzi_mldsa_pointwise_acc_armv6m, %function
        .thumb_func
qzi_mldsa_pointwise_acc_armv6m:
        push    {r4-r7, lr}
        mov     r4, r8
        mov     r5, r9
        mov     r6, r10
        mov     r7, r11
        subs    r3, #1
        lsls    r3, r3, #10                     @ 1024 (l - 1)
        push    {r3-r7}                         @ 1024 (l - 1) at [sp]
        mov     r12, r0                         @ r
        movs    r4, #1
        lsls    r4, r4, #10
        adds    r0, r1, r4
        mov     lr, r0                          @ the end of a[0]
        rsbs    r4, r4, #0
        mov     r11, r4                         @ -1024
        mov     r0, r1                          @ a + i
        mov     r1, r2                          @ b + i
1:      ldr     r2, [sp, #0]                    @ j = l - 1
        movs    r3, #0
        mov     r8, r3                          @ LOW
        mov     r9, r3                          @ MID
        mov     r10, r3                         @ HH
2:      ldr     r4, [r0, r2]                    @ a[j][i]
        ldr     r6, [r1, r2]                    @ b[j][i]
        PRODUCT
        lsrs    r4, r3, #16
        adds    r6, r4                          @ AM + (AL >> 16)
        uxth    r3, r3
        add     r8, r3                          @ LOW += AL & 0xffff
        add     r9, r6                          @ MID
        add     r10, r7                         @ HH
        add     r2, r11
        cmp     r2, #0
        bge     2b                              @ l terms (public)
        mov     r3, r8
        mov     r6, r9
        mov     r7, r10
        ldr     r4, =QINV
        MONT
        mov     r3, r12
        stm     r3!, {r7}
        mov     r12, r3
        adds    r0, #4
        adds    r1, #4
        cmp     r0, lr
        bne     1b
        pop     {r3-r7}
        mov     r8, r4
        mov     r9, r5
        mov     r10, r6
        mov     r11, r7
        pop     {r4-r7, pc}
        .ltorg
        .size   qzi_mldsa_pointwise_acc_armv6m, .-qzi_mldsa_pointwise_acc_armv6m

/* ------------------------------------------------------------------------
 * void qzi_mldsa_reduce_armv6m(int32_t p[256])
 * p = p - ((p + 2^22) >> 23) q, four coefficients a turn.
 */
        .section .text.qz_fast.qzi_mldsa_reduce_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_mldsa_reduce_armv6m
        .type   qzi_mldsa_reduce_armv6m, %function
        .thumb_func
qzi_mldsa_reduce_armv6m:
        push    {r4-r7, lr}
        movs    r2, #1
        lsls    r1, r2, #10
        adds    r1, r0
        mov     r12, r1                         @ the end of p
        lsls    r2, r2, #22                     @ 2^22
        ldr     r3, =Q
1:
        .rept   2
        ldm     r0!, {r4-r7}
        .irp    x, r4, r5, r6, r7
        adds    r1, \x, r2                      @ (no overflow: p <= 2^31 - 2^22 - 1)
        asrs    r1, r1, #23
        muls    r1, r3
        subs    \x, r1
        .endr
        subs    r0, #16
        stm     r0!, {r4-r7}
        .endr
        cmp     r0, r12
        bne     1b
        pop     {r4-r7, pc}
        .ltorg
        .size   qzi_mldsa_reduce_armv6m, .-qzi_mldsa_reduce_armv6m

/* ------------------------------------------------------------------------
 * void qzi_mldsa_caddq_armv6m(int32_t p[256])
 * p = p + ((p >> 31) & q), four coefficients a turn.
 */
        .section .text.qz_fast.qzi_mldsa_caddq_armv6m,"ax",%progbits
        .p2align 2
        .global qzi_mldsa_caddq_armv6m
        .type   qzi_mldsa_caddq_armv6m, %function
        .thumb_func
qzi_mldsa_caddq_armv6m:
        push    {r4-r7, lr}
        movs    r2, #1
        lsls    r2, r2, #10
        adds    r2, r0                          @ the end of p
        ldr     r3, =Q
1:
        .rept   2
        ldm     r0!, {r4-r7}
        .irp    x, r4, r5, r6, r7
        asrs    r1, \x, #31
        ands    r1, r3
        adds    \x, r1
        .endr
        subs    r0, #16
        stm     r0!, {r4-r7}
        .endr
        cmp     r0, r2
        bne     1b
        pop     {r4-r7, pc}
        .ltorg
        .size   qzi_mldsa_caddq_armv6m, .-qzi_mldsa_caddq_armv6m

@ ---- BEGIN GENERATED CODE: lib/arch/gen/mldsa_zetas_armv6m.py ----
@ worst-case |output| through this file's layer schedule: ntt <= 42413778 (5.061 q), invntt <= 4210685
@ c, ch, cl per constant (SHOUP without +1 gave t in [-135852, 16583173] for |b| <= 9q)
        .section .rodata.qz_fast.qzi_mldsa_zetas_armv6m,"a",%progbits
        .p2align 2
        .type   qzi_mldsa_zetas_armv6m, %object
qzi_mldsa_zetas_armv6m:
        .word   -3572223, -13968, 11970   @ k = 1
        .word   3765607, 14723, 25535     @ k = 2
        .word   3761513, 14707, 25279     @ k = 3
        .word   -3201494, -12519, 30831   @ k = 4
        .word   -2883726, -11276, 14266   @ k = 5
        .word   -3145678, -12300, 6070    @ k = 6
        .word   -3201430, -12518, 6263    @ k = 7
        .word   -601683, -2353, 12405     @ k = 8
        .word   3542485, 13851, 11701     @ k = 9
        .word   2682288, 10487, 30421     @ k = 10
        .word   2129892, 8328, 736        @ k = 11
        .word   3764867, 14720, 29027     @ k = 12
        .word   -1005239, -3931, 14654    @ k = 13
        .word   557458, 2179, 22894       @ k = 14
        .word   -1221177, -4775, 3766     @ k = 15
        .word   -3370349, -13179, 23146   @ k = 16
        .word   -4063053, -15887, 6116    @ k = 17
        .word   2663378, 10413, 32407     @ k = 18
        .word   -1674615, -6548, 4638     @ k = 19
        .word   -3524442, -13781, 6300    @ k = 20
        .word   -434125, -1698, 17752     @ k = 21
        .word   676590, 2645, 16806       @ k = 22
        .word   -1335936, -5224, 13089    @ k = 23
        .word   -3227876, -12622, 25738   @ k = 24
        .word   1714295, 6703, 326        @ k = 25
        .word   2453983, 9595, 7874       @ k = 26
        .word   1460718, 5711, 16602      @ k = 27
        .word   -642628, -2513, 9203      @ k = 28
        .word   -3585098, -14018, 759     @ k = 29
        .word   2815639, 11009, 11136     @ k = 30
        .word   2283733, 8929, 18063      @ k = 31
        .word   3602218, 14084, 30054     @ k = 32
        .word   3182878, 12445, 8824      @ k = 33
        .word   2740543, 10715, 23245     @ k = 34
        .word   -3586446, -14024, 24655   @ k = 35
        .word   -3110818, -12164, 16063   @ k = 36
        .word   2101410, 8216, 21493      @ k = 37
        .word   3704823, 14486, 3595      @ k = 38
        .word   1159875, 4535, 6228       @ k = 39
        .word   394148, 1541, 4767        @ k = 40
        .word   928749, 3631, 15457       @ k = 41
        .word   1095468, 4283, 11611      @ k = 42
        .word   -3506380, -13711, 26736   @ k = 43
        .word   2071829, 8100, 32512      @ k = 44
        .word   -4018989, -15715, 15725   @ k = 45
        .word   3241972, 12676, 10841     @ k = 46
        .word   2156050, 8430, 9897       @ k = 47
        .word   3415069, 13353, 4977      @ k = 48
        .word   1759347, 6879, 5450       @ k = 49
        .word   -817536, -3197, 12409     @ k = 50
        .word   -3574466, -13977, 19498   @ k = 51
        .word   3756790, 14689, 9968      @ k = 52
        .word   -1935799, -7570, 29306    @ k = 53
        .word   -1716988, -6714, 15081    @ k = 54
        .word   -3950053, -15445, 797     @ k = 55
        .word   -2897314, -11329, 10006   @ k = 56
        .word   3192354, 12482, 10522     @ k = 57
        .word   556856, 2177, 11299       @ k = 58
        .word   3870317, 15133, 6635      @ k = 59
        .word   2917338, 11406, 32435     @ k = 60
        .word   1853806, 7248, 16628      @ k = 61
        .word   3345963, 13082, 30891     @ k = 62
        .word   1858416, 7266, 17461      @ k = 63
        .word   3073009, 12015, 22087     @ k = 64
        .word   1277625, 4995, 19680      @ k = 65
        .word   -2635473, -10305, 3980    @ k = 66
        .word   3852015, 15061, 20986     @ k = 67
        .word   4183372, 16357, 8809      @ k = 68
        .word   -3222807, -12602, 19845   @ k = 69
        .word   -3121440, -12206, 31374   @ k = 70
        .word   -274060, -1072, 13329     @ k = 71
        .word   2508980, 9810, 9251       @ k = 72
        .word   2028118, 7930, 2596       @ k = 73
        .word   1937570, 7576, 995        @ k = 74
        .word   -3815725, -14920, 8386    @ k = 75
        .word   2811291, 10992, 11104     @ k = 76
        .word   -2983781, -11667, 6996    @ k = 77
        .word   -1109516, -4339, 23496    @ k = 78
        .word   4158088, 16258, 13326     @ k = 79
        .word   1528066, 5974, 27588      @ k = 80
        .word   482649, 1887, 6239        @ k = 81
        .word   1148858, 4492, 3698       @ k = 82
        .word   -2962264, -11583, 11352   @ k = 83
        .word   -565603, -2212, 14871     @ k = 84
        .word   169688, 663, 16109        @ k = 85
        .word   2462444, 9628, 10597      @ k = 86
        .word   -3334383, -13038, 11006   @ k = 87
        .word   -4166425, -16292, 32607   @ k = 88
        .word   -3488383, -13640, 6075    @ k = 89
        .word   1987814, 7772, 15985      @ k = 90
        .word   -3197248, -12502, 17794   @ k = 91
        .word   1736313, 6789, 3337       @ k = 92
        .word   235407, 920, 14987        @ k = 93
        .word   -3250154, -12709, 22183   @ k = 94
        .word   3258457, 12740, 25831     @ k = 95
        .word   -2579253, -10086, 30982   @ k = 96
        .word   1787943, 6990, 32068      @ k = 97
        .word   -2391089, -9350, 22266    @ k = 98
        .word   -2254727, -8817, 28318    @ k = 99
        .word   3482206, 13615, 21696     @ k = 100
        .word   -4182915, -16356, 16976   @ k = 101
        .word   -1300016, -5084, 27823    @ k = 102
        .word   -2362063, -9236, 5674     @ k = 103
        .word   -1317678, -5153, 25869    @ k = 104
        .word   2461387, 9624, 6240       @ k = 105
        .word   3035980, 11870, 29102     @ k = 106
        .word   621164, 2428, 26000       @ k = 107
        .word   3901472, 15255, 677       @ k = 108
        .word   -1226661, -4797, 22024    @ k = 109
        .word   2925816, 11440, 4568      @ k = 110
        .word   3374250, 13193, 17918     @ k = 111
        .word   1356448, 5303, 26341      @ k = 112
        .word   -2775755, -10854, 19966   @ k = 113
        .word   2683270, 10491, 25168     @ k = 114
        .word   -2778788, -10866, 24578   @ k = 115
        .word   -3467665, -13559, 6363    @ k = 116
        .word   2312838, 9043, 11592      @ k = 117
        .word   -653275, -2555, 21311     @ k = 118
        .word   -459163, -1796, 21020     @ k = 119
        .word   348812, 1363, 28791       @ k = 120
        .word   -327848, -1282, 3016      @ k = 121
        .word   1011223, 3953, 31151      @ k = 122
        .word   -2354215, -9206, 28159    @ k = 123
        .word   -3818627, -14932, 29783   @ k = 124
        .word   -1922253, -7517, 28185    @ k = 125
        .word   -2236726, -8746, 8170     @ k = 126
        .word   1744507, 6821, 4618       @ k = 127
        .word   1753, 6, 27995            @ k = 128
        .word   -1935420, -7568, 12330    @ k = 129
        .word   -2659525, -10399, 2507    @ k = 130
        .word   -1455890, -5693, 12162    @ k = 131
        .word   2660408, 10402, 12323     @ k = 132
        .word   -1780227, -6961, 6273     @ k = 133
        .word   -59148, -232, 23832       @ k = 134
        .word   2772600, 10841, 1783      @ k = 135
        .word   1182243, 4622, 21315      @ k = 136
        .word   87208, 340, 32414         @ k = 137
        .word   636927, 2490, 14020       @ k = 138
        .word   -3965306, -15505, 12585   @ k = 139
        .word   -3956745, -15472, 28120   @ k = 140
        .word   -2296397, -8980, 30529    @ k = 141
        .word   -3284915, -12845, 24874   @ k = 142
        .word   -3716946, -14534, 16008   @ k = 143
        .word   -27812, -109, 8297        @ k = 144
        .word   822541, 3216, 6266        @ k = 145
        .word   1009365, 3946, 22471      @ k = 146
        .word   -2454145, -9596, 4138     @ k = 147
        .word   -1979497, -7740, 1055     @ k = 148
        .word   1596822, 6243, 22365      @ k = 149
        .word   -3956944, -15472, 2623    @ k = 150
        .word   -3759465, -14700, 7745    @ k = 151
        .word   -1685153, -6590, 30712    @ k = 152
        .word   -3410568, -13336, 14658   @ k = 153
        .word   2678278, 10472, 8159      @ k = 154
        .word   -3768948, -14737, 5151    @ k = 155
        .word   -3551006, -13885, 10657   @ k = 156
        .word   635956, 2486, 20682       @ k = 157
        .word   -250446, -980, 24219      @ k = 158
        .word   -2455377, -9601, 10127    @ k = 159
        .word   -4146264, -16213, 27066   @ k = 160
        .word   -1772588, -6931, 1981     @ k = 161
        .word   2192938, 8574, 17584      @ k = 162
        .word   -1727088, -6754, 31737    @ k = 163
        .word   2387513, 9335, 11078      @ k = 164
        .word   -3611750, -14123, 26609   @ k = 165
        .word   -268456, -1050, 10446     @ k = 166
        .word   -3180456, -12436, 6583    @ k = 167
        .word   3747250, 14652, 71        @ k = 168
        .word   2296099, 8977, 29594      @ k = 169
        .word   1239911, 4848, 4465       @ k = 170
        .word   -3838479, -15009, 9380    @ k = 171
        .word   3195676, 12495, 10169     @ k = 172
        .word   2642980, 10334, 7583      @ k = 173
        .word   1254190, 4903, 31724      @ k = 174
        .word   -12417, -49, 14703        @ k = 175
        .word   2998219, 11723, 7866      @ k = 176
        .word   141835, 554, 19153        @ k = 177
        .word   -89301, -350, 27100       @ k = 178
        .word   2513018, 9826, 2332       @ k = 179
        .word   -1354892, -5298, 9182     @ k = 180
        .word   613238, 2397, 26288       @ k = 181
        .word   -1310261, -5124, 25901    @ k = 182
        .word   -2218467, -8675, 21078    @ k = 183
        .word   -458740, -1794, 9680      @ k = 184
        .word   -1921994, -7516, 28601    @ k = 185
        .word   4040196, 15797, 14448     @ k = 186
        .word   -3472069, -13577, 31924   @ k = 187
        .word   2039144, 7973, 6279       @ k = 188
        .word   -1879878, -7351, 17998    @ k = 189
        .word   -818761, -3202, 19295     @ k = 190
        .word   -2178965, -8520, 3236     @ k = 191
        .word   -1623354, -6348, 18859    @ k = 192
        .word   2105286, 8231, 26586      @ k = 193
        .word   -2374402, -9285, 30370    @ k = 194
        .word   -2033807, -7953, 22165    @ k = 195
        .word   586241, 2292, 7935        @ k = 196
        .word   -1179613, -4613, 20742    @ k = 197
        .word   527981, 2064, 14470       @ k = 198
        .word   -2743411, -10727, 2508    @ k = 199
        .word   -1476985, -5776, 29107    @ k = 200
        .word   1994046, 7796, 28029      @ k = 201
        .word   2491325, 9741, 8194       @ k = 202
        .word   -1393159, -5448, 21418    @ k = 203
        .word   507927, 1986, 953         @ k = 204
        .word   -1187885, -4645, 9467     @ k = 205
        .word   -724804, -2835, 31690     @ k = 206
        .word   -1834526, -7174, 28792    @ k = 207
        .word   -3033742, -11863, 28266   @ k = 208
        .word   -338420, -1324, 24733     @ k = 209
        .word   2647994, 10353, 27410     @ k = 210
        .word   3009748, 11768, 10460     @ k = 211
        .word   -2612853, -10217, 18586   @ k = 212
        .word   4148469, 16220, 26074     @ k = 213
        .word   749577, 2930, 29393       @ k = 214
        .word   -4022750, -15730, 25366   @ k = 215
        .word   3980599, 15564, 13520     @ k = 216
        .word   2569011, 10045, 249       @ k = 217
        .word   -1615530, -6317, 5502     @ k = 218
        .word   1723229, 6737, 30884      @ k = 219
        .word   1665318, 6511, 16599      @ k = 220
        .word   2028038, 7929, 25114      @ k = 221
        .word   1163598, 4549, 24486      @ k = 222
        .word   -3369273, -13175, 29937   @ k = 223
        .word   3994671, 15619, 14257     @ k = 224
        .word   -11879, -47, 18098        @ k = 225
        .word   -1370517, -5359, 6075     @ k = 226
        .word   3020393, 11809, 30864     @ k = 227
        .word   3363542, 13151, 22210     @ k = 228
        .word   214880, 840, 6403         @ k = 229
        .word   545376, 2132, 14982       @ k = 230
        .word   -770441, -3013, 17149     @ k = 231
        .word   3105558, 12142, 30895     @ k = 232
        .word   -1103344, -4315, 27852    @ k = 233
        .word   508145, 1986, 28884       @ k = 234
        .word   -553718, -2166, 30310     @ k = 235
        .word   860144, 3363, 7258        @ k = 236
        .word   3430436, 13413, 7795      @ k = 237
        .word   140244, 548, 11913        @ k = 238
        .word   -1514152, -5921, 18441    @ k = 239
        .word   -2185084, -8544, 5671     @ k = 240
        .word   3123762, 12214, 3988      @ k = 241
        .word   2358373, 9221, 13065      @ k = 242
        .word   -2193087, -8576, 28862    @ k = 243
        .word   -3014420, -11787, 13531   @ k = 244
        .word   -1716814, -6713, 4607     @ k = 245
        .word   2926054, 11441, 2294      @ k = 246
        .word   -392707, -1536, 16022     @ k = 247
        .word   -303005, -1185, 7532      @ k = 248
        .word   3531229, 13807, 11317     @ k = 249
        .word   -3974485, -15541, 16172   @ k = 250
        .word   -3773731, -14756, 14920   @ k = 251
        .word   1900052, 7429, 10894      @ k = 252
        .word   -781875, -3058, 26726     @ k = 253
        .word   1054478, 4123, 2642       @ k = 254
        .word   -731434, -2860, 1421      @ k = 255
        .word   16382, 64, 1794           @ R / 256
        .size   qzi_mldsa_zetas_armv6m, .-qzi_mldsa_zetas_armv6m
@ ---- END GENERATED CODE ----

/*
 * ML-KEM (FIPS 203) polynomial kernels modulo q = 3329 for ARMv7E-M
 * (Cortex-M4; also the Cortex-M33 with the DSP extension): two 16-bit
 * coefficients per register, DSP multiplies.
 *
 *   void qzi_mlkem_ntt_armv7em(int16_t p[256]);
 *   void qzi_mlkem_invntt_armv7em(int16_t p[256]);
 *   void qzi_mlkem_mulcache_armv7em(int16_t cache[128], const int16_t b[256]);
 *   void qzi_mlkem_basemul_acc_armv7em(int16_t r[256], const int16_t *a,
 *                                      const int16_t *b, const int16_t *cache,
 *                                      unsigned k);
 *   void qzi_mlkem_tomont_armv7em(int16_t p[256]);
 *   void qzi_mlkem_reduce_armv7em(int16_t p[256]);
 *
 * Contract (lib/internal/mlkem_kernel.h; the C reference, which is the
 * oracle of tests/kernel_mlkem.c, is lib/generic/mlkem_poly.c). The same
 * residues mod q as the C reference, other representatives:
 *   ntt       in |p[i]| < q                out |p[i]| <= q - 1 + 7 * 1664 = 14976
 *   invntt    in any int16_t               out |p[i]| <= 1664
 *   mulcache  in any int16_t               out |cache[i]| <= 1664
 *   basemul   in a[j][i] in [0, 4096), |b[j][i]| < 8q, cache as mulcache
 *             gives it, 1 <= k <= 4        out |r[i]| <= |s| / 2^16 + q / 2
 *             < 9154 for the 32-bit sum |s| <= 4 * 4095 * (26631 + 3328)
 *             (one Montgomery reduction per coefficient; r overlaps no
 *             input)
 *   tomont    in any int16_t               out |p[i]| <= 1664
 *   reduce    in any int16_t               out 0 <= p[i] < q
 *  - Polynomials 4-byte aligned (two coefficients per LDR/STR/LDM/STM).
 *  - Constant time: the only branches are loop tests on counters and
 *    basemul_acc's choice of a loop by k (public); addresses depend on
 *    the pointers and the loop position only. SMULWB/SMULWT, SMLABB,
 *    SMULBB, SMLATB/SMLATT, SMUADX/SMLADX, SMULBT, PKHTB, SADD16/SSUB16,
 *    UADD16 and SEL are single-cycle on the M4 and M33 for every operand.
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr, flags (N Z C V Q GE)
 *    clobbered. Stack: 36 bytes (r4-r11 and lr pushed), basemul_acc 40
 *    (and the end of r); frames hold no secret.
 *  - Each function in its own section (.text.qz_fast.qzi_mlkem_<op>_armv7em,
 *    lib/internal/placement.h) and each table in
 *    .rodata.qz_fast.qzi_mlkem_<kernel>_armv7em_zetas, so that
 *    --gc-sections keeps only what is called (mulcache reads the last 64
 *    entries of the ntt table).
 *  - SMULWB and the other DSP multiplies are DSP-extension instructions
 *    on ARMv8-M Mainline: this file assembles to nothing without
 *    __ARM_FEATURE_DSP (configure then selects the C kernels).
 *
 * The tables and constants between the BEGIN and END lines below are
 * written by lib/arch/gen/mlkem_zetas_armv7em.py (make check compares,
 * build-aux/qz-check-generated); the code is written by hand. The tables
 * are not qzi_mlkem_zetas: they hold Plantard constants (below), in the
 * order in which the code reads them.
 *
 * METHOD
 *
 * Products by a constant w (twiddles, the scales): the signed Plantard
 * multiplication (Huang, Zhang, Zhao, Liu, Cheung, Koc, Chen, "Improved
 * Plantard arithmetic for lattice-based cryptography", TCHES 2022(4)),
 * two instructions per coefficient and one PKHTB per pair:
 *     t = (Z x) >> 16                   SMULWB / SMULWT, Z 32-bit
 *     r = (int16_t)t q + 8 q            SMLABB (rq = q, rc = 8q)
 *     w x = r >> 16 (mod q), |r >> 16| <= 1664 for every int16_t x,
 * with Z = (W q^-1 mod 2^32), W = w (-2^32) mod q centred (the generator
 * states the argument and checks it on every int16_t x). The result is
 * at most 1664 < q / 2 in magnitude whatever x is, so no product needs a
 * separate reduction, and "multiply by 1" (Z = ONE) reduces any int16_t.
 * Butterflies on pairs: CT (forward) a, b = a + w b, a - w b; GS
 * (inverse) a, b = a + b, w (b - a); SADD16/SSUB16 for the sums, the
 * product's halves packed by PKHTB (macros ct, gs, pmul below).
 *  ntt: layers 1-3 (len 128, 64, 32) in 16 rounds of eight words
 *    (coefficients j, j+1 at j + 32 i, i = 0..7) kept in r2-r9, then
 *    layers 4-6 (len 16, 8, 4) in two rounds per block of 32
 *    coefficients, then layer 7 (len 2) four groups per round (LDM/STM).
 *    No reduction: each layer adds at most 1664 to the bound.
 *  invntt: layer 1 (len 2) after a reduction of every input (any
 *    int16_t) by ONE; layers 2-4 (len 4, 8, 16) by blocks of 32 as in
 *    ntt, after which the words at i = 0, 1 of each round (bounds 26640
 *    and 6660) are reduced (the others are at most 3330); layers 5-7
 *    (len 32, 64, 128) by rounds of eight words at distance 32: the sums
 *    stay below 8 * 3330 = 26640, the last layer's products use zeta F
 *    and its sums are multiplied by F = 2^16 / 128 mod q (the scaling of
 *    the C reference, folded in).
 *  mulcache: cache[2i] = b[4i+1] gamma, cache[2i+1] = b[4i+3] (-gamma)
 *    by SMULWT (the odd halves) with Z and -Z (NEG), gamma = zeta^BitRev7
 *    (64+i): the ntt table's layer-7 entries.
 *  basemul_acc: the "asymmetric" product with 32-bit accumulation over
 *    j < k (Alkim, Bilgin, Cenk, Gerard, TCHES 2020; Abdulrazzaq, Gao,
 *    Kannwischer et al., ACNS 2022): for the pair (a0, a1), (b0, b1),
 *      s0 += a0 b0 + a1 cache_i     SMULBB/SMLABB, SMLATB (or SMLATT)
 *      s1 += a0 b1 + a1 b0          SMUADX/SMLADX,
 *    then one Montgomery reduction per coefficient, t = s (-q^-1) mod
 *    2^16 (SMULBT), (s + t q) / 2^16 (SMLABB, top half), PKHTB. One loop
 *    per k (macro bm_round, four pairs per round; the j-th operands at
 *    immediate offsets 512 j, cache 256 j, the five words of two pairs
 *    in one run of LDRs; the round's last loads post-indexed).
 *  tomont: pmul by TOMONT (w = 2^16 mod q). reduce: pmul by ONE, then
 *    UADD16 with (q, q) (GE = carry = the half was negative) and SEL.
 *
 * Registers (ntt, invntt, tomont, reduce): r0 p, r1 table (tomont,
 * reduce: the constant), r2-r9 eight words of coefficients, r10 (rq) q
 * in the low half and the round counter in the high half (SUBS #0x10000,
 * BPL), r11 (rc) 8q, r12 the temporary, lr the twiddle (reduce: (q, q)).
 * mulcache: r0 cache, r1 b, r2 table, r3-r6 four words of b, r7, r8 Z,
 * r9 -Z, r10 rq, r11 rc. basemul_acc: r0 r, r1 a, r2 b, r3 cache, r4-r7
 * the four sums (s0, s1 of pair i, then of pair i+1), r8, r9 the words
 * of a and b of pair i + 1, r12, lr those of pair i, r10 the word of
 * cache, r11 (q, -q^-1 mod 2^16) in (low, high); [sp] the end of r.
 *
 * MEASURED, MODELLED cycles per call (build-aux/qz-trace-cycles --cpu
 * cortex-m4 / cortex-m33 --func qzi_mlkem_<op>_armv7em --func
 * qzi_mlkem_<op>_c tests/kernel-mlkem, zero wait states): every call of
 * a kernel costs the same over the test's random and extreme inputs
 * (basemul_acc: the same for each k). The C reference (lib/generic/
 * mlkem_poly.c, -O2) in brackets:
 *                                  cortex-m4           cortex-m33
 *   qzi_mlkem_ntt_armv7em          4,730  (19,871)     4,940  (21,528)
 *   qzi_mlkem_invntt_armv7em       5,945  (30,992)     5,819  (39,807)
 *   qzi_mlkem_mulcache_armv7em       889   (1,876)       793   (2,385)
 *   qzi_mlkem_basemul_acc_armv7em
 *                          k = 1   1,760   (7,331)     1,661   (6,179)
 *                          k = 2   2,529   (9,763)     2,367   (8,099)
 *                          k = 3   3,299  (12,195)     3,073  (10,019)
 *                          k = 4   4,065  (14,627)     3,776  (11,939)
 *     (per pair of polynomials on the M4: ML-KEM's k = 2, 3, 4 give
 *     1,265, 1,100, 1,016; each further pair costs about 770)
 *   qzi_mlkem_tomont_armv7em       1,017   (4,100)       985   (5,380)
 *   qzi_mlkem_reduce_armv7em       1,275   (4,109)     1,627   (4,621)
 * Of invntt's 5,945 M4 cycles about 670 are layer 1's reduction of the
 * input (any int16_t by the contract) and 320 the final scaling.
 * The M33 figures are the model's (less certain, see qz-trace-cycles).
 * There a PKHTB right after the product it packs, and a SADD16/SSUB16
 * right after its PKHTB, wait a cycle; with one temporary register two
 * butterflies cannot be interleaved, so the macros take the next zeta's
 * load, finished words' stores and the loop's SUBS into those slots
 * (fx, fy), which the M4 is charged the same for; about 40% of the
 * slots of ntt and two thirds of invntt's are filled.
 * Size (arm-none-eabi-gcc 12.2): .text ntt 1,448, invntt 1,780,
 * mulcache 92, basemul_acc 1,348, tomont 204, reduce 276 bytes; .rodata
 * 508 (ntt, mulcache) + 608 (invntt) bytes.
 */
#if defined(__ARM_FEATURE_DSP)

    .syntax unified
    .thumb

@ ---- BEGIN GENERATED TABLES: lib/arch/gen/mlkem_zetas_armv7em.py ----
@ q, 2^3 q (the Plantard rounding constant), -q^-1 mod 2^16 (Montgomery)
    .equ    Q, 3329
    .equ    Q8, 26632
    .equ    QINV_NEG, 3327
@ Plantard constants: ONE (x mod q), TOMONT (x 2^16 mod q), halves for MOVW/MOVT
    .equ    ONE_LO, 0xafb7
    .equ    ONE_HI, 0x0013
    .equ    TOMONT_LO, 0x680c
    .equ    TOMONT_HI, 0xafb7

    .section .rodata.qz_fast.qzi_mlkem_ntt_armv7em_zetas,"a",%progbits
    .align  2
    .type   qzi_mlkem_ntt_armv7em_zetas, %object
qzi_mlkem_ntt_armv7em_zetas:
    .word   0x84f5c5b6                    @   0: zeta^br(1)
    .word   0xc666e465                    @   1: zeta^br(2)
    .word   0xfcec8b58                    @   2: zeta^br(3)
    .word   0xcb2b72d0                    @   3: zeta^br(4)
    .word   0x30726d5a                    @   4: zeta^br(5)
    .word   0x91e11612                    @   5: zeta^br(6)
    .word   0x41360f89                    @   6: zeta^br(7)
    .word   0x51aaf2da                    @   7: zeta^br(8)
    .word   0x16c32c10                    @   8: zeta^br(16)
    .word   0xbc2c9a1c                    @   9: zeta^br(17)
    .word   0x16395e0c                    @  10: zeta^br(32)
    .word   0x19743224                    @  11: zeta^br(33)
    .word   0xfa27d58d                    @  12: zeta^br(34)
    .word   0x87094e0e                    @  13: zeta^br(35)
    .word   0x93922fd5                    @  14: zeta^br(9)
    .word   0x66f8144d                    @  15: zeta^br(18)
    .word   0x71811d74                    @  16: zeta^br(19)
    .word   0x5c0c9c91                    @  17: zeta^br(36)
    .word   0xb12d72a8                    @  18: zeta^br(37)
    .word   0xaf19ea50                    @  19: zeta^br(38)
    .word   0x9e078944                    @  20: zeta^br(39)
    .word   0x0ed77945                    @  21: zeta^br(10)
    .word   0xea3cc040                    @  22: zeta^br(20)
    .word   0x044e701f                    @  23: zeta^br(21)
    .word   0x31fc27ae                    @  24: zeta^br(40)
    .word   0x9807ff63                    @  25: zeta^br(41)
    .word   0xc13fe764                    @  26: zeta^br(42)
    .word   0x3099ccc9                    @  27: zeta^br(43)
    .word   0x3d4a0dff                    @  28: zeta^br(11)
    .word   0xac4184ce                    @  29: zeta^br(22)
    .word   0x6681f601                    @  30: zeta^br(23)
    .word   0xdc518393                    @  31: zeta^br(44)
    .word   0x0289a6a4                    @  32: zeta^br(45)
    .word   0x658209b0                    @  33: zeta^br(46)
    .word   0x934370f7                    @  34: zeta^br(47)
    .word   0xd63e49fa                    @  35: zeta^br(12)
    .word   0x6da8cba2                    @  36: zeta^br(24)
    .word   0xa1074e35                    @  37: zeta^br(25)
    .word   0xb254be68                    @  38: zeta^br(48)
    .word   0x6e59f914                    @  39: zeta^br(49)
    .word   0x3e0eeb29                    @  40: zeta^br(50)
    .word   0x22c23fd4                    @  41: zeta^br(51)
    .word   0xfab1a391                    @  42: zeta^br(13)
    .word   0x2924384a                    @  43: zeta^br(26)
    .word   0xdda02ec1                    @  44: zeta^br(27)
    .word   0x6e95083a                    @  45: zeta^br(52)
    .word   0xdc8c92ba                    @  46: zeta^br(53)
    .word   0x75f6ed01                    @  47: zeta^br(54)
    .word   0xb8b6b6de                    @  48: zeta^br(55)
    .word   0x2bc18ea6                    @  49: zeta^br(14)
    .word   0xb805896c                    @  50: zeta^br(28)
    .word   0xdd651f9b                    @  51: zeta^br(29)
    .word   0xcb8de165                    @  52: zeta^br(56)
    .word   0xc93f49e7                    @  53: zeta^br(57)
    .word   0x71e38c09                    @  54: zeta^br(58)
    .word   0x31d4c83f                    @  55: zeta^br(59)
    .word   0x864470e4                    @  56: zeta^br(15)
    .word   0x97ccf03c                    @  57: zeta^br(30)
    .word   0x3f228731                    @  58: zeta^br(31)
    .word   0xbe402274                    @  59: zeta^br(60)
    .word   0xef28ae1a                    @  60: zeta^br(61)
    .word   0x5e5b3410                    @  61: zeta^br(62)
    .word   0x45fa9df4                    @  62: zeta^br(63)
    .word   0x014eab2e                    @  63: zeta^br(64)
    .word   0xd4522111                    @  64: zeta^br(65)
    .word   0x2cd52aae                    @  65: zeta^br(66)
    .word   0xcbb540d4                    @  66: zeta^br(67)
    .word   0x7de29fcc                    @  67: zeta^br(68)
    .word   0x379942fb                    @  68: zeta^br(69)
    .word   0xaff27732                    @  69: zeta^br(70)
    .word   0x54970813                    @  70: zeta^br(71)
    .word   0x6c5a2074                    @  71: zeta^br(72)
    .word   0xccb52d24                    @  72: zeta^br(73)
    .word   0xfc4f0d9c                    @  73: zeta^br(74)
    .word   0x11eaedee                    @  74: zeta^br(75)
    .word   0x3a22e99f                    @  75: zeta^br(76)
    .word   0xa5cbdca0                    @  76: zeta^br(77)
    .word   0xe7da790a                    @  77: zeta^br(78)
    .word   0xea8b7f1e                    @  78: zeta^br(79)
    .word   0x82f5ed15                    @  79: zeta^br(80)
    .word   0x7ef63bd4                    @  80: zeta^br(81)
    .word   0xd6795921                    @  81: zeta^br(82)
    .word   0x8992f4b2                    @  82: zeta^br(83)
    .word   0x8e08c440                    @  83: zeta^br(84)
    .word   0x4935720b                    @  84: zeta^br(85)
    .word   0x7059d1b5                    @  85: zeta^br(86)
    .word   0xcea1560d                    @  86: zeta^br(87)
    .word   0x483585bb                    @  87: zeta^br(88)
    .word   0xb17c3186                    @  88: zeta^br(89)
    .word   0xbb67bcf1                    @  89: zeta^br(90)
    .word   0xb7a31ad7                    @  90: zeta^br(91)
    .word   0x385e2025                    @  91: zeta^br(92)
    .word   0xb3b7194d                    @  92: zeta^br(93)
    .word   0x149bf401                    @  93: zeta^br(94)
    .word   0x314afa3c                    @  94: zeta^br(95)
    .word   0x79cf3ed4                    @  95: zeta^br(96)
    .word   0xb0b7545c                    @  96: zeta^br(97)
    .word   0x9ca52e5f                    @  97: zeta^br(98)
    .word   0xf79e2ee9                    @  98: zeta^br(99)
    .word   0x1cd665a9                    @  99: zeta^br(100)
    .word   0xc4049d2f                    @ 100: zeta^br(101)
    .word   0xa0b88f57                    @ 101: zeta^br(102)
    .word   0x7e801d88                    @ 102: zeta^br(103)
    .word   0x51bea291                    @ 103: zeta^br(104)
    .word   0x1887f58b                    @ 104: zeta^br(105)
    .word   0xd53e5daa                    @ 105: zeta^br(106)
    .word   0x3a369957                    @ 106: zeta^br(107)
    .word   0xa169bcca                    @ 107: zeta^br(108)
    .word   0x2b2410eb                    @ 108: zeta^br(109)
    .word   0xbda2a4b8                    @ 109: zeta^br(110)
    .word   0xc77a806c                    @ 110: zeta^br(111)
    .word   0xd7a0a4e0                    @ 111: zeta^br(112)
    .word   0x53f98a58                    @ 112: zeta^br(113)
    .word   0x1efd9db9                    @ 113: zeta^br(114)
    .word   0x4ee63d0f                    @ 114: zeta^br(115)
    .word   0x57e58be2                    @ 115: zeta^br(116)
    .word   0xa555be54                    @ 116: zeta^br(117)
    .word   0xd565bd19                    @ 117: zeta^br(118)
    .word   0x442224c2                    @ 118: zeta^br(119)
    .word   0x846bf7b2                    @ 119: zeta^br(120)
    .word   0x5d33e851                    @ 120: zeta^br(121)
    .word   0x901c4c98                    @ 121: zeta^br(122)
    .word   0x4f214c35                    @ 122: zeta^br(123)
    .word   0xa24249ac                    @ 123: zeta^br(124)
    .word   0xe1b38fba                    @ 124: zeta^br(125)
    .word   0x440e750b                    @ 125: zeta^br(126)
    .word   0xa5a47d31                    @ 126: zeta^br(127)
    .size   qzi_mlkem_ntt_armv7em_zetas, . - qzi_mlkem_ntt_armv7em_zetas

    .section .rodata.qz_fast.qzi_mlkem_invntt_armv7em_zetas,"a",%progbits
    .align  2
    .type   qzi_mlkem_invntt_armv7em_zetas, %object
qzi_mlkem_invntt_armv7em_zetas:
    .word   0x0013afb7                    @   0: ONE
    .word   0xa5a47d31                    @   1: zeta^br(127)
    .word   0x440e750b                    @   2: zeta^br(126)
    .word   0xe1b38fba                    @   3: zeta^br(125)
    .word   0xa24249ac                    @   4: zeta^br(124)
    .word   0x0013afb7                    @   5: ONE
    .word   0x4f214c35                    @   6: zeta^br(123)
    .word   0x901c4c98                    @   7: zeta^br(122)
    .word   0x5d33e851                    @   8: zeta^br(121)
    .word   0x846bf7b2                    @   9: zeta^br(120)
    .word   0x0013afb7                    @  10: ONE
    .word   0x442224c2                    @  11: zeta^br(119)
    .word   0xd565bd19                    @  12: zeta^br(118)
    .word   0xa555be54                    @  13: zeta^br(117)
    .word   0x57e58be2                    @  14: zeta^br(116)
    .word   0x0013afb7                    @  15: ONE
    .word   0x4ee63d0f                    @  16: zeta^br(115)
    .word   0x1efd9db9                    @  17: zeta^br(114)
    .word   0x53f98a58                    @  18: zeta^br(113)
    .word   0xd7a0a4e0                    @  19: zeta^br(112)
    .word   0x0013afb7                    @  20: ONE
    .word   0xc77a806c                    @  21: zeta^br(111)
    .word   0xbda2a4b8                    @  22: zeta^br(110)
    .word   0x2b2410eb                    @  23: zeta^br(109)
    .word   0xa169bcca                    @  24: zeta^br(108)
    .word   0x0013afb7                    @  25: ONE
    .word   0x3a369957                    @  26: zeta^br(107)
    .word   0xd53e5daa                    @  27: zeta^br(106)
    .word   0x1887f58b                    @  28: zeta^br(105)
    .word   0x51bea291                    @  29: zeta^br(104)
    .word   0x0013afb7                    @  30: ONE
    .word   0x7e801d88                    @  31: zeta^br(103)
    .word   0xa0b88f57                    @  32: zeta^br(102)
    .word   0xc4049d2f                    @  33: zeta^br(101)
    .word   0x1cd665a9                    @  34: zeta^br(100)
    .word   0x0013afb7                    @  35: ONE
    .word   0xf79e2ee9                    @  36: zeta^br(99)
    .word   0x9ca52e5f                    @  37: zeta^br(98)
    .word   0xb0b7545c                    @  38: zeta^br(97)
    .word   0x79cf3ed4                    @  39: zeta^br(96)
    .word   0x0013afb7                    @  40: ONE
    .word   0x314afa3c                    @  41: zeta^br(95)
    .word   0x149bf401                    @  42: zeta^br(94)
    .word   0xb3b7194d                    @  43: zeta^br(93)
    .word   0x385e2025                    @  44: zeta^br(92)
    .word   0x0013afb7                    @  45: ONE
    .word   0xb7a31ad7                    @  46: zeta^br(91)
    .word   0xbb67bcf1                    @  47: zeta^br(90)
    .word   0xb17c3186                    @  48: zeta^br(89)
    .word   0x483585bb                    @  49: zeta^br(88)
    .word   0x0013afb7                    @  50: ONE
    .word   0xcea1560d                    @  51: zeta^br(87)
    .word   0x7059d1b5                    @  52: zeta^br(86)
    .word   0x4935720b                    @  53: zeta^br(85)
    .word   0x8e08c440                    @  54: zeta^br(84)
    .word   0x0013afb7                    @  55: ONE
    .word   0x8992f4b2                    @  56: zeta^br(83)
    .word   0xd6795921                    @  57: zeta^br(82)
    .word   0x7ef63bd4                    @  58: zeta^br(81)
    .word   0x82f5ed15                    @  59: zeta^br(80)
    .word   0x0013afb7                    @  60: ONE
    .word   0xea8b7f1e                    @  61: zeta^br(79)
    .word   0xe7da790a                    @  62: zeta^br(78)
    .word   0xa5cbdca0                    @  63: zeta^br(77)
    .word   0x3a22e99f                    @  64: zeta^br(76)
    .word   0x0013afb7                    @  65: ONE
    .word   0x11eaedee                    @  66: zeta^br(75)
    .word   0xfc4f0d9c                    @  67: zeta^br(74)
    .word   0xccb52d24                    @  68: zeta^br(73)
    .word   0x6c5a2074                    @  69: zeta^br(72)
    .word   0x0013afb7                    @  70: ONE
    .word   0x54970813                    @  71: zeta^br(71)
    .word   0xaff27732                    @  72: zeta^br(70)
    .word   0x379942fb                    @  73: zeta^br(69)
    .word   0x7de29fcc                    @  74: zeta^br(68)
    .word   0x0013afb7                    @  75: ONE
    .word   0xcbb540d4                    @  76: zeta^br(67)
    .word   0x2cd52aae                    @  77: zeta^br(66)
    .word   0xd4522111                    @  78: zeta^br(65)
    .word   0x014eab2e                    @  79: zeta^br(64)
    .word   0x45fa9df4                    @  80: zeta^br(63)
    .word   0x5e5b3410                    @  81: zeta^br(62)
    .word   0xef28ae1a                    @  82: zeta^br(61)
    .word   0xbe402274                    @  83: zeta^br(60)
    .word   0x3f228731                    @  84: zeta^br(31)
    .word   0x97ccf03c                    @  85: zeta^br(30)
    .word   0x864470e4                    @  86: zeta^br(15)
    .word   0x0013afb7                    @  87: ONE
    .word   0x31d4c83f                    @  88: zeta^br(59)
    .word   0x71e38c09                    @  89: zeta^br(58)
    .word   0xc93f49e7                    @  90: zeta^br(57)
    .word   0xcb8de165                    @  91: zeta^br(56)
    .word   0xdd651f9b                    @  92: zeta^br(29)
    .word   0xb805896c                    @  93: zeta^br(28)
    .word   0x2bc18ea6                    @  94: zeta^br(14)
    .word   0x0013afb7                    @  95: ONE
    .word   0xb8b6b6de                    @  96: zeta^br(55)
    .word   0x75f6ed01                    @  97: zeta^br(54)
    .word   0xdc8c92ba                    @  98: zeta^br(53)
    .word   0x6e95083a                    @  99: zeta^br(52)
    .word   0xdda02ec1                    @ 100: zeta^br(27)
    .word   0x2924384a                    @ 101: zeta^br(26)
    .word   0xfab1a391                    @ 102: zeta^br(13)
    .word   0x0013afb7                    @ 103: ONE
    .word   0x22c23fd4                    @ 104: zeta^br(51)
    .word   0x3e0eeb29                    @ 105: zeta^br(50)
    .word   0x6e59f914                    @ 106: zeta^br(49)
    .word   0xb254be68                    @ 107: zeta^br(48)
    .word   0xa1074e35                    @ 108: zeta^br(25)
    .word   0x6da8cba2                    @ 109: zeta^br(24)
    .word   0xd63e49fa                    @ 110: zeta^br(12)
    .word   0x0013afb7                    @ 111: ONE
    .word   0x934370f7                    @ 112: zeta^br(47)
    .word   0x658209b0                    @ 113: zeta^br(46)
    .word   0x0289a6a4                    @ 114: zeta^br(45)
    .word   0xdc518393                    @ 115: zeta^br(44)
    .word   0x6681f601                    @ 116: zeta^br(23)
    .word   0xac4184ce                    @ 117: zeta^br(22)
    .word   0x3d4a0dff                    @ 118: zeta^br(11)
    .word   0x0013afb7                    @ 119: ONE
    .word   0x3099ccc9                    @ 120: zeta^br(43)
    .word   0xc13fe764                    @ 121: zeta^br(42)
    .word   0x9807ff63                    @ 122: zeta^br(41)
    .word   0x31fc27ae                    @ 123: zeta^br(40)
    .word   0x044e701f                    @ 124: zeta^br(21)
    .word   0xea3cc040                    @ 125: zeta^br(20)
    .word   0x0ed77945                    @ 126: zeta^br(10)
    .word   0x0013afb7                    @ 127: ONE
    .word   0x9e078944                    @ 128: zeta^br(39)
    .word   0xaf19ea50                    @ 129: zeta^br(38)
    .word   0xb12d72a8                    @ 130: zeta^br(37)
    .word   0x5c0c9c91                    @ 131: zeta^br(36)
    .word   0x71811d74                    @ 132: zeta^br(19)
    .word   0x66f8144d                    @ 133: zeta^br(18)
    .word   0x93922fd5                    @ 134: zeta^br(9)
    .word   0x0013afb7                    @ 135: ONE
    .word   0x87094e0e                    @ 136: zeta^br(35)
    .word   0xfa27d58d                    @ 137: zeta^br(34)
    .word   0x19743224                    @ 138: zeta^br(33)
    .word   0x16395e0c                    @ 139: zeta^br(32)
    .word   0xbc2c9a1c                    @ 140: zeta^br(17)
    .word   0x16c32c10                    @ 141: zeta^br(16)
    .word   0x51aaf2da                    @ 142: zeta^br(8)
    .word   0x0013afb7                    @ 143: ONE
    .word   0x41360f89                    @ 144: zeta^br(7)
    .word   0x91e11612                    @ 145: zeta^br(6)
    .word   0x30726d5a                    @ 146: zeta^br(5)
    .word   0xcb2b72d0                    @ 147: zeta^br(4)
    .word   0xfcec8b58                    @ 148: zeta^br(3)
    .word   0xc666e465                    @ 149: zeta^br(2)
    .word   0xeb8b6b6e                    @ 150: zeta^br(1) F
    .word   0x275f6ed0                    @ 151: F
    .size   qzi_mlkem_invntt_armv7em_zetas, . - qzi_mlkem_invntt_armv7em_zetas

@ ---- END GENERATED TABLES ----

@ The two constant registers of every Plantard product (register
@ allocation above): rq = q in its low half (the loop counter in its high
@ half), rc = 8 q.
rq  .req r10
rc  .req r11

@ The optional fx, fy of the macros below: an instruction independent of
@ the macro's registers, placed where the M33 would otherwise wait a
@ cycle for the result of the instruction before (the next zeta's load,
@ a finished word's store); the M4 is charged the same either way.

@ x = w x (mod q) on both halves, |x| <= 1664 after; z = Z(w), t clobbered.
.macro pmul x, z, t, fx=
    smulwb  \t, \z, \x                  @ t = (Z x_lo) >> 16
    smulwt  \x, \z, \x                  @ x = (Z x_hi) >> 16
    smlabb  \t, \t, rq, rc              @ top half of t = w x_lo
    smlabb  \x, \x, rq, rc              @ top half of x = w x_hi
    \fx
    pkhtb   \x, \x, \t, asr #16         @ x = (w x_hi, w x_lo)
.endm

@ pmul of two words x, y, interleaved (temporaries t, u): no result is
@ read by the instruction right after the one that makes it.
.macro pmul2 x, y, z, t, u
    smulwb  \t, \z, \x
    smulwt  \x, \z, \x
    smulwb  \u, \z, \y
    smulwt  \y, \z, \y
    smlabb  \t, \t, rq, rc
    smlabb  \x, \x, rq, rc
    smlabb  \u, \u, rq, rc
    smlabb  \y, \y, rq, rc
    pkhtb   \x, \x, \t, asr #16
    pkhtb   \y, \y, \u, asr #16
.endm

@ Cooley-Tukey butterfly on two pairs: a, b = a + w b, a - w b.
.macro ct a, b, z, t, fx=, fy=
    smulwb  \t, \z, \b                  @ t = (Z b_lo) >> 16
    smulwt  \b, \z, \b                  @ b = (Z b_hi) >> 16
    smlabb  \t, \t, rq, rc              @ top half of t = w b_lo
    smlabb  \b, \b, rq, rc              @ top half of b = w b_hi
    \fx
    pkhtb   \t, \b, \t, asr #16         @ t = (w b_hi, w b_lo)
    \fy
    ssub16  \b, \a, \t                  @ b = a - w b
    sadd16  \a, \a, \t                  @ a = a + w b
.endm

@ Gentleman-Sande butterfly on two pairs: a, b = a + b, w (b - a).
.macro gs a, b, z, t, fx=
    ssub16  \t, \b, \a                  @ t = b - a
    sadd16  \a, \a, \b                  @ a = a + b
    smulwb  \b, \z, \t                  @ b = (Z t_lo) >> 16
    smulwt  \t, \z, \t                  @ t = (Z t_hi) >> 16
    smlabb  \b, \b, rq, rc              @ top half of b = w t_lo
    smlabb  \t, \t, rq, rc              @ top half of t = w t_hi
    \fx
    pkhtb   \b, \t, \b, asr #16         @ b = (w t_hi, w t_lo)
.endm

@ Eight words at [r0, #off + i st] (i = 0..7) into r2-r9; the first
@ zeta [r1] into lr with them (one run of pipelined loads).
.macro load8 off, st
    ldr     lr, [r1, #0]
    ldr     r2, [r0, #(\off)]
    ldr     r3, [r0, #(\off) + 1 * (\st)]
    ldr     r4, [r0, #(\off) + 2 * (\st)]
    ldr     r5, [r0, #(\off) + 3 * (\st)]
    ldr     r6, [r0, #(\off) + 4 * (\st)]
    ldr     r7, [r0, #(\off) + 5 * (\st)]
    ldr     r8, [r0, #(\off) + 6 * (\st)]
    ldr     r9, [r0, #(\off) + 7 * (\st)]
.endm

.macro store8 off, st
    str     r2, [r0, #(\off)]
    str     r3, [r0, #(\off) + 1 * (\st)]
    str     r4, [r0, #(\off) + 2 * (\st)]
    str     r5, [r0, #(\off) + 3 * (\st)]
    str     r6, [r0, #(\off) + 4 * (\st)]
    str     r7, [r0, #(\off) + 5 * (\st)]
    str     r8, [r0, #(\off) + 6 * (\st)]
    str     r9, [r0, #(\off) + 7 * (\st)]
.endm

@ Three NTT layers on the eight words of load8 (distance 4 st, 2 st, st
@ in words), zetas [r1, #0] .. [r1, #24].
.macro ntt3 off, st
    load8   \off, \st
    ct      r2, r6, lr, r12             @ first layer: one zeta
    ct      r3, r7, lr, r12
    ct      r4, r8, lr, r12
    ct      r5, r9, lr, r12, "ldr lr, [r1, #4]"
    ct      r2, r4, lr, r12             @ second layer: two zetas
    ct      r3, r5, lr, r12, "ldr lr, [r1, #8]"
    ct      r6, r8, lr, r12
    ct      r7, r9, lr, r12, "ldr lr, [r1, #12]"
    ct      r2, r3, lr, r12, "ldr lr, [r1, #16]"    @ third layer: four zetas
    ct      r4, r5, lr, r12, "ldr lr, [r1, #20]", "str r2, [r0, #(\off)]"
    ct      r6, r7, lr, r12, "ldr lr, [r1, #24]", "str r3, [r0, #(\off) + 1 * (\st)]"
    ct      r8, r9, lr, r12, "str r4, [r0, #(\off) + 2 * (\st)]", "str r5, [r0, #(\off) + 3 * (\st)]"
    str     r6, [r0, #(\off) + 4 * (\st)]
    str     r7, [r0, #(\off) + 5 * (\st)]
    str     r8, [r0, #(\off) + 6 * (\st)]
    str     r9, [r0, #(\off) + 7 * (\st)]
.endm

@ ------------------------------------------------------------------------
@ void qzi_mlkem_ntt_armv7em(int16_t p[256])
    .section .text.qz_fast.qzi_mlkem_ntt_armv7em,"ax",%progbits
    .align  2
    .global qzi_mlkem_ntt_armv7em
    .type   qzi_mlkem_ntt_armv7em, %function
    .thumb_func
qzi_mlkem_ntt_armv7em:
    push    {r4-r11, lr}
    movw    r1, #:lower16:qzi_mlkem_ntt_armv7em_zetas
    movt    r1, #:upper16:qzi_mlkem_ntt_armv7em_zetas
    movw    rq, #Q
    movt    rq, #15                     @ 16 rounds
    movw    rc, #Q8
    /* Layers 1-3 (len 128, 64, 32): per round the pairs j, j + 1 at
     * j + 32 i, i = 0..7, j = 0, 2, .., 30; zetas k = 1..7. */
1:
    ntt3    0, 64
    add     r0, r0, #4
    subs    rq, rq, #0x10000
    bpl     1b
    /* Layers 4-6 (len 16, 8, 4): per block of 32 coefficients, the pairs
     * j, j + 1 at j + 4 i, j = 0 then 2; seven zetas per block. */
    sub     r0, r0, #64
    add     r1, r1, #28
    movt    rq, #7                      @ 8 blocks
2:
    ntt3    0, 8
    ntt3    4, 8
    add     r0, r0, #64
    add     r1, r1, #28
    subs    rq, rq, #0x10000
    bpl     2b
    /* Layer 7 (len 2): words (p[4g+1], p[4g]) and (p[4g+3], p[4g+2]),
     * zeta k = 64 + g; four groups per round. */
    sub     r0, r0, #512
    movt    rq, #15
3:
    ldm     r0, {r2-r9}
    ldr     lr, [r1], #4
    ct      r2, r3, lr, r12, "ldr lr, [r1], #4"
    ct      r4, r5, lr, r12, "ldr lr, [r1], #4"
    ct      r6, r7, lr, r12, "ldr lr, [r1], #4"
    ct      r8, r9, lr, r12, "subs rq, rq, #0x10000"
    stm     r0!, {r2-r9}
    bpl     3b
    pop     {r4-r11, pc}
    .size   qzi_mlkem_ntt_armv7em, . - qzi_mlkem_ntt_armv7em

@ Three inverse layers on the eight words of load8 (distance st, 2 st,
@ 4 st), zetas [r1, #0] .. [r1, #24]; then, with the constant [r1, #28],
@ Plantard products of the words r2-r(1+\nmul).
.macro invntt3 off, st, nmul
    load8   \off, \st
    gs      r2, r3, lr, r12, "ldr lr, [r1, #4]"     @ first layer: four zetas
    gs      r4, r5, lr, r12, "ldr lr, [r1, #8]"
    gs      r6, r7, lr, r12, "ldr lr, [r1, #12]"
    gs      r8, r9, lr, r12, "ldr lr, [r1, #16]"
    gs      r2, r4, lr, r12             @ second layer: two zetas
    gs      r3, r5, lr, r12, "ldr lr, [r1, #20]"
    gs      r6, r8, lr, r12
    gs      r7, r9, lr, r12, "ldr lr, [r1, #24]"
    gs      r2, r6, lr, r12             @ third layer: one zeta
    gs      r3, r7, lr, r12, "str r6, [r0, #(\off) + 4 * (\st)]"
    gs      r4, r8, lr, r12, "str r7, [r0, #(\off) + 5 * (\st)]"
    gs      r5, r9, lr, r12, "ldr lr, [r1, #28]"
    pmul    r2, lr, r12, "str r8, [r0, #(\off) + 6 * (\st)]"
    pmul    r3, lr, r12, "str r9, [r0, #(\off) + 7 * (\st)]"
.if \nmul > 2
    pmul    r4, lr, r12, "str r2, [r0, #(\off)]"
    pmul    r5, lr, r12, "str r3, [r0, #(\off) + 1 * (\st)]"
.else
    str     r2, [r0, #(\off)]
    str     r3, [r0, #(\off) + 1 * (\st)]
.endif
    str     r4, [r0, #(\off) + 2 * (\st)]
    str     r5, [r0, #(\off) + 3 * (\st)]
.endm

@ ------------------------------------------------------------------------
@ void qzi_mlkem_invntt_armv7em(int16_t p[256])
    .section .text.qz_fast.qzi_mlkem_invntt_armv7em,"ax",%progbits
    .align  2
    .global qzi_mlkem_invntt_armv7em
    .type   qzi_mlkem_invntt_armv7em, %function
    .thumb_func
qzi_mlkem_invntt_armv7em:
    push    {r4-r11, lr}
    movw    r1, #:lower16:qzi_mlkem_invntt_armv7em_zetas
    movt    r1, #:upper16:qzi_mlkem_invntt_armv7em_zetas
    movw    rq, #Q
    movt    rq, #15                     @ 16 rounds
    movw    rc, #Q8
    /* Layer 1 (len 2) after reducing the input (any int16_t) to |x| <=
     * 1664: four groups of four coefficients per round. */
1:
    ldm     r0, {r2-r9}
    ldr     lr, [r1], #4                @ ONE
    pmul    r2, lr, r12
    pmul    r3, lr, r12
    pmul    r4, lr, r12
    pmul    r5, lr, r12
    pmul    r6, lr, r12
    pmul    r7, lr, r12
    pmul    r8, lr, r12
    pmul    r9, lr, r12
    ldr     lr, [r1], #4
    gs      r2, r3, lr, r12, "ldr lr, [r1], #4"
    gs      r4, r5, lr, r12, "ldr lr, [r1], #4"
    gs      r6, r7, lr, r12, "ldr lr, [r1], #4"
    gs      r8, r9, lr, r12, "subs rq, rq, #0x10000"
    stm     r0!, {r2-r9}
    bpl     1b
    /* Layers 2-4 (len 4, 8, 16) per block of 32 coefficients, then the
     * two words at i = 0, 1 (bounds 26640 and 6660) reduced. */
    sub     r0, r0, #512
    movt    rq, #7                      @ 8 blocks
2:
    invntt3 0, 8, 2
    invntt3 4, 8, 2
    add     r0, r0, #64
    add     r1, r1, #32
    subs    rq, rq, #0x10000
    bpl     2b
    /* Layers 5-7 (len 32, 64, 128), the last one's products by zeta F,
     * then its sums times F. */
    sub     r0, r0, #512
    movt    rq, #15
3:
    invntt3 0, 64, 4
    add     r0, r0, #4
    subs    rq, rq, #0x10000
    bpl     3b
    pop     {r4-r11, pc}
    .size   qzi_mlkem_invntt_armv7em, . - qzi_mlkem_invntt_armv7em

@ ------------------------------------------------------------------------
@ void qzi_mlkem_mulcache_armv7em(int16_t cache[128], const int16_t b[256])
    .section .text.qz_fast.qzi_mlkem_mulcache_armv7em,"ax",%progbits
    .align  2
    .global qzi_mlkem_mulcache_armv7em
    .type   qzi_mlkem_mulcache_armv7em, %function
    .thumb_func
qzi_mlkem_mulcache_armv7em:
    push    {r4-r11, lr}
    movw    r2, #:lower16:(qzi_mlkem_ntt_armv7em_zetas + 4 * 63)
    movt    r2, #:upper16:(qzi_mlkem_ntt_armv7em_zetas + 4 * 63)
    movw    rq, #Q
    movt    rq, #31                     @ 32 rounds of two cache words
    movw    rc, #Q8
1:
    ldm     r1!, {r3-r6}                @ (b1, b0), (b3, b2), (b5, b4), (b7, b6)
    ldm     r2!, {r7, r8}               @ Z(gamma_2i), Z(gamma_2i+2)
    neg     r9, r7                      @ Z(-gamma_2i)
    smulwt  r3, r7, r3                  @ (Z b1) >> 16
    smulwt  r4, r9, r4                  @ (-Z b3) >> 16
    neg     r9, r8
    smulwt  r5, r8, r5
    smulwt  r6, r9, r6
    smlabb  r3, r3, rq, rc              @ top half: b1 gamma
    smlabb  r4, r4, rq, rc              @ top half: -b3 gamma
    smlabb  r5, r5, rq, rc
    smlabb  r6, r6, rq, rc
    pkhtb   r3, r4, r3, asr #16         @ (cache[2i+1], cache[2i])
    pkhtb   r5, r6, r5, asr #16
    stm     r0!, {r3, r5}
    subs    rq, rq, #0x10000
    bpl     1b
    pop     {r4-r11, pc}
    .size   qzi_mlkem_mulcache_armv7em, . - qzi_mlkem_mulcache_armv7em

@ One operand pair j of a base multiplication step at byte offset o:
@ pairs i = o/4 (sums r4, r5) and i + 1 (r6, r7); the five words in one
@ run of loads, then the six products. first: the step's first j (the
@ products start the sums); last: the round's last loads (post-indexed:
@ the pointers move on by 16, 16, 8).
.macro bm_j j, o, first, last
    ldr     r8, [r1, #(512 * (\j) + (\o) + 4)]      @ (a3, a2)
    ldr     r9, [r2, #(512 * (\j) + (\o) + 4)]      @ (b3, b2)
.if \last
    ldr     r10, [r3], #8                           @ (c_i+1, c_i)
    ldr     r12, [r1], #16                          @ (a1, a0)
    ldr     lr, [r2], #16                           @ (b1, b0)
.else
    ldr     r10, [r3, #(256 * (\j) + (\o) / 2)]
    ldr     r12, [r1, #(512 * (\j) + (\o))]
    ldr     lr, [r2, #(512 * (\j) + (\o))]
.endif
.if \first
    smulbb  r6, r8, r9                              @ a2 b2
.else
    smlabb  r6, r8, r9, r6
.endif
    smlatt  r6, r8, r10, r6                         @ + a3 c_i+1
.if \first
    smuadx  r7, r8, r9                              @ a2 b3 + a3 b2
    smulbb  r4, r12, lr                             @ a0 b0
.else
    smladx  r7, r8, r9, r7
    smlabb  r4, r12, lr, r4
.endif
    smlatb  r4, r12, r10, r4                        @ + a1 c_i
.if \first
    smuadx  r5, r12, lr                             @ a0 b1 + a1 b0
.else
    smladx  r5, r12, lr, r5
.endif
.endm

@ Montgomery reduction of the four sums into two words (r4, r6).
.macro bm_reduce
    smulbt  r8, r4, r11                 @ t = s_lo (-q^-1)
    smulbt  r9, r5, r11
    smlabb  r4, r8, r11, r4             @ top half: (s + t q) / 2^16
    smlabb  r5, r9, r11, r5
    smulbt  r8, r6, r11
    smulbt  r9, r7, r11
    smlabb  r6, r8, r11, r6
    smlabb  r7, r9, r11, r7
    pkhtb   r4, r5, r4, asr #16         @ (r[2i+1], r[2i])
    pkhtb   r6, r7, r6, asr #16
.endm

@ One round (four pairs) for k = \k.
.macro bm_round k
    .if \k > 3
    bm_j    3, 8, 1, 0
    bm_j    2, 8, 0, 0
    .elseif \k > 2
    bm_j    2, 8, 1, 0
    .endif
    .if \k > 2
    bm_j    1, 8, 0, 0
    .elseif \k > 1
    bm_j    1, 8, 1, 0
    .endif
    .if \k > 1
    bm_j    0, 8, 0, 0
    .else
    bm_j    0, 8, 1, 0
    .endif
    bm_reduce
    str     r4, [r0, #8]
    str     r6, [r0, #12]
    .if \k > 3
    bm_j    3, 0, 1, 0
    bm_j    2, 0, 0, 0
    .elseif \k > 2
    bm_j    2, 0, 1, 0
    .endif
    .if \k > 2
    bm_j    1, 0, 0, 0
    .elseif \k > 1
    bm_j    1, 0, 1, 0
    .endif
    .if \k > 1
    bm_j    0, 0, 0, 1
    .else
    bm_j    0, 0, 1, 1
    .endif
    bm_reduce
    str     r6, [r0, #4]
    str     r4, [r0], #16
.endm

@ ------------------------------------------------------------------------
@ void qzi_mlkem_basemul_acc_armv7em(int16_t r[256], const int16_t *a,
@     const int16_t *b, const int16_t *cache, unsigned k)
    .section .text.qz_fast.qzi_mlkem_basemul_acc_armv7em,"ax",%progbits
    .align  2
    .global qzi_mlkem_basemul_acc_armv7em
    .type   qzi_mlkem_basemul_acc_armv7em, %function
    .thumb_func
qzi_mlkem_basemul_acc_armv7em:
    push    {r4-r11, lr}
    sub     sp, sp, #4
    ldr     lr, [sp, #40]               @ k (public)
    movw    r11, #Q
    movt    r11, #QINV_NEG
    add     r12, r0, #512               @ end of r, kept at [sp]
    str     r12, [sp]
    cmp     lr, #2
    blt     .Lbm_k1
    beq     .Lbm_k2
    cmp     lr, #3
    beq     .Lbm_k3
.Lbm_k4:
    bm_round 4
    ldr     r12, [sp]
    cmp     r0, r12
    bne     .Lbm_k4
    add     sp, sp, #4
    pop     {r4-r11, pc}
.Lbm_k3:
    bm_round 3
    ldr     r12, [sp]
    cmp     r0, r12
    bne     .Lbm_k3
    add     sp, sp, #4
    pop     {r4-r11, pc}
.Lbm_k2:
    bm_round 2
    ldr     r12, [sp]
    cmp     r0, r12
    bne     .Lbm_k2
    add     sp, sp, #4
    pop     {r4-r11, pc}
.Lbm_k1:
    bm_round 1
    ldr     r12, [sp]
    cmp     r0, r12
    bne     .Lbm_k1
    add     sp, sp, #4
    pop     {r4-r11, pc}
    .size   qzi_mlkem_basemul_acc_armv7em, . - qzi_mlkem_basemul_acc_armv7em

@ ------------------------------------------------------------------------
@ void qzi_mlkem_tomont_armv7em(int16_t p[256])
    .section .text.qz_fast.qzi_mlkem_tomont_armv7em,"ax",%progbits
    .align  2
    .global qzi_mlkem_tomont_armv7em
    .type   qzi_mlkem_tomont_armv7em, %function
    .thumb_func
qzi_mlkem_tomont_armv7em:
    push    {r4-r11, lr}
    movw    r1, #TOMONT_LO
    movt    r1, #TOMONT_HI
    movw    rq, #Q
    movt    rq, #15                     @ 16 rounds of eight words
    movw    rc, #Q8
1:
    ldm     r0, {r2-r9}
    pmul2   r2, r3, r1, r12, lr
    pmul2   r4, r5, r1, r12, lr
    pmul2   r6, r7, r1, r12, lr
    pmul2   r8, r9, r1, r12, lr
    stm     r0!, {r2-r9}
    subs    rq, rq, #0x10000
    bpl     1b
    pop     {r4-r11, pc}
    .size   qzi_mlkem_tomont_armv7em, . - qzi_mlkem_tomont_armv7em

@ x = x mod q in [0, q) on both halves, after pmul: x + q where x < 0.
.macro canon x, t
    uadd16  \t, \x, lr                  @ x + q; GE = carry = (x < 0)
    sel     \x, \t, \x
.endm

@ ------------------------------------------------------------------------
@ void qzi_mlkem_reduce_armv7em(int16_t p[256])
    .section .text.qz_fast.qzi_mlkem_reduce_armv7em,"ax",%progbits
    .align  2
    .global qzi_mlkem_reduce_armv7em
    .type   qzi_mlkem_reduce_armv7em, %function
    .thumb_func
qzi_mlkem_reduce_armv7em:
    push    {r4-r11, lr}
    movw    r1, #ONE_LO
    movt    r1, #ONE_HI
    movw    lr, #Q
    movt    lr, #Q                      @ (q, q)
    movw    rq, #Q
    movt    rq, #15                     @ 16 rounds of eight words
    movw    rc, #Q8
1:
    ldm     r0, {r2-r9}
    pmul    r2, r1, r12
    canon   r2, r12
    pmul    r3, r1, r12
    canon   r3, r12
    pmul    r4, r1, r12
    canon   r4, r12
    pmul    r5, r1, r12
    canon   r5, r12
    pmul    r6, r1, r12
    canon   r6, r12
    pmul    r7, r1, r12
    canon   r7, r12
    pmul    r8, r1, r12
    canon   r8, r12
    pmul    r9, r1, r12
    canon   r9, r12
    stm     r0!, {r2-r9}
    subs    rq, rq, #0x10000
    bpl     1b
    pop     {r4-r11, pc}
    .size   qzi_mlkem_reduce_armv7em, . - qzi_mlkem_reduce_armv7em

    .unreq  rq
    .unreq  rc

#endif /* __ARM_FEATURE_DSP */

/*
 * Keccak-p[1600, nrounds] permutation for ARMv6-M (Thumb-1; Cortex-M0/M0+/
 * M1, and it runs unchanged on every later Cortex-M), tuned for the
 * Cortex-M0+.
 *
 * C prototype (lib/internal/keccak_kernel.h):
 *
 *   void qzi_keccakp1600_armv6m(uint32_t s[50], unsigned nrounds);
 *
 * Contract summary (the header is the authority):
 *  - s: the 25 lanes A[x + 5 y] in bit-interleaved form, s[2 i] = even
 *    bits of lane i, s[2 i + 1] = odd bits; 4-byte aligned; permuted in
 *    place and left in that canonical form.
 *  - nrounds: 24 (Keccak-f[1600]) or 12; applies the LAST nrounds rounds,
 *    round constants qzi_keccak_rc[24 - nrounds .. 23] (the C array of
 *    lib/generic/keccak_constants.c, {even, odd} words, read through a
 *    literal-pool address).  The loop does two rounds per iteration, so
 *    nrounds must be even and non-zero (24 and 12 are).
 *  - Constant time: the only conditional branch is the loop test on the
 *    round count; every address depends only on s and sp.  No table is
 *    indexed by data.
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr, flags clobbered.
 *    Leaves its frame zeroed: every return zeroes the whole FRAME_SIZE
 *    area (B, a round's state; the D slots, its theta; the pointers),
 *    once per call, and returns with r0-r3, r12 and lr zero.
 *    Every load and store is a word access at a multiple of 4 from s or
 *    from sp (sp is 8-byte aligned), so nothing is ever unaligned.
 *
 * Stack: 36 bytes of saved registers + FRAME_SIZE (228) = 264 bytes, a
 * multiple of 8.  No calls.
 * .text: 2224 bytes (code + one literal word; arm-none-eabi-size); the
 * rounds are fully unrolled, two per loop iteration.
 *
 * ALGORITHM
 *
 * Two rounds per loop iteration, ping-ponging between s and a scratch copy
 * B in the frame: round "S->B" reads s and writes B, round "B->S" reads B
 * and writes s.  Each round is
 *   (1) theta, first half: column parities C[x] (10 words, each the xor of
 *       5 loads) and D[x] = C[x-1] ^ rot(C[x+1], 1), kept in 6 high
 *       registers and 4 frame words;
 *   (2) for each output row Y and half h (10 "units"): load the 5 source
 *       words of the row (pi: B[X, Y] = A[3Y + X mod 5, X]), xor each with
 *       its D (the rest of theta), rotate it (rho: all counts are known at
 *       assembly time; an odd lane rotation takes the other half, see the
 *       C reference's rol_lane), then chi on the 5 words in registers and
 *       store them; iota is folded into the store of lane 0.
 * All index arithmetic (pi, rho, half selection, D slot, B layout) is done
 * by the assembler in the macros below.
 *
 * B is not in canonical order: the word that a B->S unit u = 2 Y + h
 * reads for its column X sits at B[5 u + X], so a B->S unit fetches its 5
 * source words with one LDM (6 cycles instead of 10).  The S->B round
 * stores each chi output straight to that position (STR costs the same
 * wherever it goes), and the B->S theta reads B through the same map.
 *
 * REGISTER ALLOCATION
 *   r6 = s, r7 = s + 128 (an LDR/STR immediate reaches only 124 bytes,
 *        so words 0..31 go through r6 and words 32..49 through r7)
 *   units: r0..r4 = the 5 words b0..b4 of the row (bX in rX), r5 = scratch
 *        (D word, rotate count, chi temporary, LDM pointer)
 *   theta: r0..r3 = two pairs of column parities, r4 = scratch,
 *        r5 = 31 (rotate count of rot(., 1))
 *   D slots, k = 2 x + half: k 0..3 in r8..r11, k 4..7 in the frame,
 *        k 8 in r12, k 9 in lr (lr is saved by the prologue and only used
 *        as data in between); r12/lr first park C[0] during theta.
 *
 * MEASURED PERFORMANCE (Cortex-M0+)
 * Method: build-aux/qz-trace-cycles --cpu cortex-m0plus, which runs a test
 * program under qemu-arm -cpu cortex-m0 -one-insn-per-tb -d exec, counts
 * the instructions executed inside the function and charges each the
 * Cortex-M0+ TRM timing (ALU 1, LDR/STR 2, LDM/STM 1+N, taken branch 2,
 * BL 3, POP {pc} 3+N; zero wait states): a model, not silicon.  Whole
 * calls, prologue and epilogue included (the sequence is the same for
 * every state).  C reference: lib/generic/keccakp1600.c built with gcc
 * 12.2.1 (arm-none-eabi 12.2.rel1) -mcpu=cortex-m0plus, same method:
 *
 *                          24 rounds         12 rounds      .text  stack
 *                        instr  cycles     instr  cycles
 *   this kernel          12822   17234      6432    8678     2224    264
 *   C reference, -O2     66067   86496     33055   43284      653    328
 *   C reference, -Os     58891   85046     29455   42542      512    296
 *
 * i.e. 5.02x faster than -O2 and 4.93x faster than -Os (C .text includes
 * its .rodata tables; C stack from -fstack-usage).  715 cycles per round:
 * theta parities and D 178; the 10 units 546 in an S->B round (source
 * loads 100: 50 LDR) or 516 in a B->S round (source loads 70: 10 LDM),
 * of which chi 220 (12 ALU + 5 STR per unit), rho 96 (48 MOVS + RORS),
 * D fetch and xor 120, iota 10; loop 12 per round pair; fixed cost per
 * call (prologue, set-up, epilogue) 122, of which the frame wipe 76 (10 MOV
 * + 8 STM of 7 words + 1 STR).
 */

        .syntax unified
        .arch   armv6-m
        .thumb

/* ---- stack frame (offsets from sp after the prologue) ---- */
        .equ    B_OFF, 0                @ uint32_t B[50], permuted order
        .equ    D_OFF, 200              @ D slots k = 4..7
        .equ    RCP_OFF, 216            @ &qzi_keccak_rc[round] (round pair)
        .equ    RCEND_OFF, 220          @ &qzi_keccak_rc[24]
        .equ    FRAME_SIZE, 228         @ 224 + 4 bytes of padding

s_lo    .req    r6                      @ s
s_hi    .req    r7                      @ s + 128
tmp     .req    r5                      @ unit scratch
cnt31   .req    r5                      @ theta: rotate count 31

/* RHO_ = rho offset of lane i = x + 5 y (FIPS 202 table 2) */
        .macro  RHOSET i
        .if     (\i) == 0
        .set    RHO_, 0
        .elseif (\i) == 1
        .set    RHO_, 1
        .elseif (\i) == 2
        .set    RHO_, 62
        .elseif (\i) == 3
        .set    RHO_, 28
        .elseif (\i) == 4
        .set    RHO_, 27
        .elseif (\i) == 5
        .set    RHO_, 36
        .elseif (\i) == 6
        .set    RHO_, 44
        .elseif (\i) == 7
        .set    RHO_, 6
        .elseif (\i) == 8
        .set    RHO_, 55
        .elseif (\i) == 9
        .set    RHO_, 20
        .elseif (\i) == 10
        .set    RHO_, 3
        .elseif (\i) == 11
        .set    RHO_, 10
        .elseif (\i) == 12
        .set    RHO_, 43
        .elseif (\i) == 13
        .set    RHO_, 25
        .elseif (\i) == 14
        .set    RHO_, 39
        .elseif (\i) == 15
        .set    RHO_, 41
        .elseif (\i) == 16
        .set    RHO_, 45
        .elseif (\i) == 17
        .set    RHO_, 15
        .elseif (\i) == 18
        .set    RHO_, 21
        .elseif (\i) == 19
        .set    RHO_, 8
        .elseif (\i) == 20
        .set    RHO_, 18
        .elseif (\i) == 21
        .set    RHO_, 2
        .elseif (\i) == 22
        .set    RHO_, 61
        .elseif (\i) == 23
        .set    RHO_, 56
        .elseif (\i) == 24
        .set    RHO_, 14
        .else
        .error  "RHOSET: lane index out of range"
        .endif
        .endm

/*
 * BPOS_ = position in B of word (lane j, half hh).  The B->S unit that
 * reads it is (Y, h) with X = j / 5 (the row of j), Y = 2 (x - X) mod 5
 * (x = j mod 5, inverting x = 3 Y + X), and h = hh for an even rho offset,
 * 1 - hh for an odd one; the word sits at 5 (2 Y + h) + X.
 */
        .macro  BPOSSET j, hh
        RHOSET  \j
        .set    BPX_, (\j) % 5
        .set    BPR_, (\j) / 5
        .set    BPY_, (2 * BPX_ - 2 * BPR_ + 10) % 5
        .if     (RHO_ % 2) == 0
        .set    BPH_, \hh
        .else
        .set    BPH_, 1 - (\hh)
        .endif
        .set    BPOS_, 10 * BPY_ + 5 * BPH_ + BPR_
        .endm

/* word w (0..49) of s: load / store through s_lo or s_hi */
        .macro  LDS reg, w
        .if     (\w) < 32
        ldr     \reg, [s_lo, #4 * (\w)]
        .else
        ldr     \reg, [s_hi, #4 * (\w) - 128]
        .endif
        .endm

        .macro  STS reg, w
        .if     (\w) < 32
        str     \reg, [s_lo, #4 * (\w)]
        .else
        str     \reg, [s_hi, #4 * (\w) - 128]
        .endif
        .endm

/* word (lane j, half hh) of the current source: s (src = 0) or B (1) */
        .macro  LDSRC src, reg, j, hh
        .if     \src == 0
        LDS     \reg, 2 * (\j) + (\hh)
        .else
        BPOSSET \j, \hh
        ldr     \reg, [sp, #B_OFF + 4 * BPOS_]
        .endif
        .endm

/* word (lane j, half hh) of the destination: B (src = 0) or s (1) */
        .macro  STDST src, reg, j, hh
        .if     \src == 0
        BPOSSET \j, \hh
        str     \reg, [sp, #B_OFF + 4 * BPOS_]
        .else
        STS     \reg, 2 * (\j) + (\hh)
        .endif
        .endm

/* D slot k = 2 x + half: get into / put from a low register */
        .macro  DGET reg, k
        .if     (\k) == 0
        mov     \reg, r8
        .elseif (\k) == 1
        mov     \reg, r9
        .elseif (\k) == 2
        mov     \reg, r10
        .elseif (\k) == 3
        mov     \reg, r11
        .elseif (\k) == 8
        mov     \reg, r12
        .elseif (\k) == 9
        mov     \reg, lr
        .else
        ldr     \reg, [sp, #D_OFF + 4 * ((\k) - 4)]
        .endif
        .endm

        .macro  DPUT k, reg
        .if     (\k) == 0
        mov     r8, \reg
        .elseif (\k) == 1
        mov     r9, \reg
        .elseif (\k) == 2
        mov     r10, \reg
        .elseif (\k) == 3
        mov     r11, \reg
        .elseif (\k) == 8
        mov     r12, \reg
        .elseif (\k) == 9
        mov     lr, \reg
        .else
        str     \reg, [sp, #D_OFF + 4 * ((\k) - 4)]
        .endif
        .endm

/* dst = C[x] half hh = xor of the 5 lanes of column x; scratch clobbered */
        .macro  COLPAR src, dst, scratch, x, hh
        LDSRC   \src, \dst, \x, \hh
        LDSRC   \src, \scratch, (\x) + 5, \hh
        eors    \dst, \scratch
        LDSRC   \src, \scratch, (\x) + 10, \hh
        eors    \dst, \scratch
        LDSRC   \src, \scratch, (\x) + 15, \hh
        eors    \dst, \scratch
        LDSRC   \src, \scratch, (\x) + 20, \hh
        eors    \dst, \scratch
        .endm

/*
 * D[x] from p = C[x-1] (pe, po) and n = C[x+1] (ne, no), r4 scratch:
 *   De = Ce[x-1] ^ rot(C[x+1], 1).even = pe ^ rol32(no, 1)
 *   Do = Co[x-1] ^ rot(C[x+1], 1).odd  = po ^ ne
 * pe and po are overwritten (with De, Do); ne, no are kept.
 */
        .macro  DCOMB x, pe, po, ne, no
        mov     r4, \no
        rors    r4, cnt31               @ rol32(no, 1) = ror(no, 31)
        eors    \pe, r4
        DPUT    2 * (\x), \pe
        eors    \po, \ne
        DPUT    2 * (\x) + 1, \po
        .endm

/*
 * Theta, first half: the 10 D words into their slots.  The parities are
 * computed in the order C0, C2, C4, C1, C3 so that each D[x] is formed as
 * soon as both neighbours exist, with only two pairs live in r0..r3
 * (C0 waits in the D4 slots r12/lr until the end).
 */
        .macro  THETA src
        movs    cnt31, #31
        COLPAR  \src, r0, r4, 0, 0      @ r0 = C0e
        COLPAR  \src, r1, r4, 0, 1      @ r1 = C0o
        mov     r12, r1                 @ park C0o (slot 8 = D4e)
        mov     lr, r0                  @ park C0e (slot 9 = D4o)
        COLPAR  \src, r2, r4, 2, 0      @ r2 = C2e
        COLPAR  \src, r3, r4, 2, 1      @ r3 = C2o
        DCOMB   1, r0, r1, r2, r3       @ D1 = f(C0, C2)
        COLPAR  \src, r0, r4, 4, 0      @ r0 = C4e
        COLPAR  \src, r1, r4, 4, 1      @ r1 = C4o
        DCOMB   3, r2, r3, r0, r1       @ D3 = f(C2, C4)
        COLPAR  \src, r2, r4, 1, 0      @ r2 = C1e
        COLPAR  \src, r3, r4, 1, 1      @ r3 = C1o
        DCOMB   0, r0, r1, r2, r3       @ D0 = f(C4, C1)
        COLPAR  \src, r0, r4, 3, 0      @ r0 = C3e
        COLPAR  \src, r1, r4, 3, 1      @ r1 = C3o
        DCOMB   2, r2, r3, r0, r1       @ D2 = f(C1, C3)
        mov     r4, r12                 @ D4 = f(C3, C0)
        rors    r4, cnt31
        eors    r4, r0
        mov     r12, r4                 @ D4e = C3e ^ rol32(C0o, 1)
        mov     r4, lr
        eors    r4, r1
        mov     lr, r4                  @ D4o = C3o ^ C0e
        .endm

/*
 * Source word X of unit (Y, h): lane i = x + 5 X with x = 3 Y + X mod 5,
 * rotated left by rho(i): for an even rho both halves rotate by rho/2;
 * for an odd rho the even output half is the odd input half rotated by
 * (rho+1)/2, the odd output the even input rotated by (rho-1)/2.
 * Sets SH_ (source half), ROT_ (left rotation of the word), K_ (D slot),
 * LANE_ (i).
 */
        .macro  SRCSET Y, h, X
        .set    SX_, (3 * (\Y) + (\X)) % 5
        .set    LANE_, SX_ + 5 * (\X)
        RHOSET  LANE_
        .if     (RHO_ % 2) == 0
        .set    SH_, \h
        .set    ROT_, RHO_ / 2
        .elseif (\h) == 0
        .set    SH_, 1
        .set    ROT_, (RHO_ + 1) / 2
        .else
        .set    SH_, 0
        .set    ROT_, (RHO_ - 1) / 2
        .endif
        .set    K_, 2 * SX_ + SH_
        .endm

/* theta (xor D) and rho on word rX of unit (Y, h), already loaded */
        .macro  THETA_RHO Y, h, X
        SRCSET  \Y, \h, \X
        DGET    tmp, K_
        eors    r\X, tmp
        .if     ROT_ != 0
        movs    tmp, #32 - ROT_
        rors    r\X, tmp                @ rol32 by ROT_
        .endif
        .endm

/* S->B unit: load word X from s, then theta + rho */
        .macro  GATHER_S Y, h, X
        SRCSET  \Y, \h, \X
        LDS     r\X, 2 * LANE_ + SH_
        THETA_RHO \Y, \h, \X
        .endm

/*
 * chi on b0..b4 = r0..r4, outputs stored to lane X + 5 Y, half h of the
 * destination; iota on lane 0 (Y = 0) with qzi_keccak_rc word 2 rr + h of
 * the current round pair.  out_i = b_i ^ (b_{i+2} & ~b_{i+1}).  out4 and
 * out3 need a copy; after them each b_{i+2} is dead and takes out_i.
 */
        .macro  CHI src, Y, h, rr
        mov     tmp, r1
        bics    tmp, r0
        eors    tmp, r4                 @ out4 = b4 ^ (b1 & ~b0)
        STDST   \src, tmp, 5 * (\Y) + 4, \h
        mov     tmp, r0
        bics    tmp, r4
        eors    tmp, r3                 @ out3 = b3 ^ (b0 & ~b4)
        STDST   \src, tmp, 5 * (\Y) + 3, \h
        bics    r4, r3
        eors    r4, r2                  @ out2 = b2 ^ (b4 & ~b3)
        STDST   \src, r4, 5 * (\Y) + 2, \h
        bics    r3, r2
        eors    r3, r1                  @ out1 = b1 ^ (b3 & ~b2)
        STDST   \src, r3, 5 * (\Y) + 1, \h
        bics    r2, r1
        eors    r2, r0                  @ out0 = b0 ^ (b2 & ~b1)
        .if     (\Y) == 0
        ldr     tmp, [sp, #RCP_OFF]
        ldr     tmp, [tmp, #8 * (\rr) + 4 * (\h)]
        eors    r2, tmp                 @ iota
        .endif
        STDST   \src, r2, 5 * (\Y), \h
        .endm

/* one unit of the S->B round (reads s, writes B) */
        .macro  UNIT_S Y, h
        GATHER_S \Y, \h, 0
        GATHER_S \Y, \h, 1
        GATHER_S \Y, \h, 2
        GATHER_S \Y, \h, 3
        GATHER_S \Y, \h, 4
        CHI     0, \Y, \h, 0
        .endm

/* one unit of the B->S round (reads B with one LDM, writes s) */
        .macro  UNIT_B Y, h
        add     tmp, sp, #B_OFF + 20 * (2 * (\Y) + (\h))
        ldm     tmp!, {r0-r4}
        THETA_RHO \Y, \h, 0
        THETA_RHO \Y, \h, 1
        THETA_RHO \Y, \h, 2
        THETA_RHO \Y, \h, 3
        THETA_RHO \Y, \h, 4
        CHI     1, \Y, \h, 1
        .endm

        .section .text.qz_fast.qzi_keccakp1600_armv6m,"ax",%progbits
        .global qzi_keccakp1600_armv6m
        .type   qzi_keccakp1600_armv6m, %function
        .thumb_func
        .p2align 2
qzi_keccakp1600_armv6m:
        push    {r4-r7, lr}
        mov     r4, r8
        mov     r5, r9
        mov     r6, r10
        mov     r7, r11
        push    {r4-r7}                 @ 36 bytes saved in all
        sub     sp, #FRAME_SIZE

        mov     s_lo, r0
        mov     s_hi, r0
        adds    s_hi, #128
        ldr     r2, .Lrc_addr
        adds    r2, #192                @ &qzi_keccak_rc[24]
        str     r2, [sp, #RCEND_OFF]
        lsls    r1, r1, #3
        subs    r2, r2, r1              @ &qzi_keccak_rc[24 - nrounds]
        str     r2, [sp, #RCP_OFF]
        b       .Lround_pair            @ over the literal (LDR's reach is
                                        @ 1020 bytes forward only)
        .p2align 2
.Lrc_addr:
        .word   qzi_keccak_rc

.Lround_pair:
        /* ---- round 2k: s -> B ---- */
        THETA   0
        UNIT_S  0, 0
        UNIT_S  0, 1
        UNIT_S  1, 0
        UNIT_S  1, 1
        UNIT_S  2, 0
        UNIT_S  2, 1
        UNIT_S  3, 0
        UNIT_S  3, 1
        UNIT_S  4, 0
        UNIT_S  4, 1
        /* ---- round 2k + 1: B -> s ---- */
        THETA   1
        UNIT_B  0, 0
        UNIT_B  0, 1
        UNIT_B  1, 0
        UNIT_B  1, 1
        UNIT_B  2, 0
        UNIT_B  2, 1
        UNIT_B  3, 0
        UNIT_B  3, 1
        UNIT_B  4, 0
        UNIT_B  4, 1

        ldr     r0, [sp, #RCP_OFF]
        adds    r0, #16                 @ next round pair
        str     r0, [sp, #RCP_OFF]
        ldr     r1, [sp, #RCEND_OFF]
        cmp     r0, r1
        beq     .Ldone
        bl      .Lround_pair            @ beyond B's +-2 KiB; lr is dead here
.Ldone:
        /* Wipe the whole frame once per call (B holds a round's state, the
         * D slots its theta; the pointers go with them), and leave r0-r3,
         * r12 and lr (D slots) zero. Seven zero registers, STM through r7. */
        movs    r0, #0
        movs    r1, #0
        movs    r2, #0
        movs    r3, #0
        movs    r4, #0
        movs    r5, #0
        movs    r6, #0
        mov     r12, r0
        mov     lr, r0                  @ pop {pc} leaves lr as it is
        mov     r7, sp
        .rept   FRAME_SIZE / 28
        stm     r7!, {r0-r6}
        .endr
        .if     FRAME_SIZE % 28 != 4
        .error  "FRAME_SIZE changed: fix the wipe's last store"
        .endif
        str     r0, [r7]
        add     sp, #FRAME_SIZE
        pop     {r4-r7}
        mov     r8, r4
        mov     r9, r5
        mov     r10, r6
        mov     r11, r7
        pop     {r4-r7, pc}
        .size   qzi_keccakp1600_armv6m, .-qzi_keccakp1600_armv6m

/*
 * SHA-512 compression kernel for ARMv6-M (Thumb-1; Cortex-M0/M0+/M1, and it
 * runs unchanged on every later Cortex-M), tuned for the Cortex-M0+.
 *
 * C prototype (lib/internal/sha2_kernel.h):
 *
 *   void qzi_sha512_compress_armv6m(uint64_t state[8],
 *                                   const uint8_t *blocks, size_t nblocks);
 *
 * Contract summary (the header is the authority):
 *  - state: H0..H7 as native uint64_t, 8-byte aligned, little-endian halves
 *    (low 32-bit word at the lower address), updated in place.
 *  - blocks: nblocks * 128 bytes, big-endian 64-bit words, ANY alignment.
 *    The alignment of the pointer is public, so it is tested once per call:
 *    a 4-byte-aligned pointer is read with LDM + REV, any other pointer
 *    only with LDRB (a Cortex-M0+ faults on unaligned LDR/LDRH/LDM).  No
 *    byte outside [blocks, blocks + 128 * nblocks) is read.
 *  - nblocks == 0: returns at once, reads and writes nothing.
 *  - Constant time: no branch and no address depends on state or block
 *    contents (branches depend only on nblocks and on blocks & 3; all
 *    addresses only on the two pointers and sp).  No table lookups by data.
 *  - Round constants are read from the C array qzi_sha512_k[80]
 *    (lib/generic/sha2_constants.c) through literal-pool addresses.
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr, flags clobbered.
 *    Leaves its frame zeroed: every return zeroes the whole FRAME_SIZE
 *    area (the schedule window, which runs backwards to the block, and
 *    the working variables), once per call, and returns with r0-r3 zero
 *    (r12 holds the public end-of-input pointer).
 *
 * Stack: 36 bytes of saved registers + FRAME_SIZE (324) = 360 bytes,
 * a multiple of 8 (sp stays 8-byte aligned).  No calls.
 * .text: 1364 bytes (code + literal words; arm-none-eabi-size).
 *
 * ALGORITHM AND REGISTER ALLOCATION
 *
 * 64-bit values live in register pairs (lo, hi) with lo in the lower-
 * numbered register, so that LDM/STM move a uint64_t in its memory order.
 * 64-bit add: ADDS lo + ADCS hi (EORS/ANDS/LDR/MOV in between keep C).
 * 64-bit rotate/shift: built from LSLS/LSRS #imm on the halves; a rotate by
 * n >= 32 is a rotate by n - 32 with the halves swapped; XOR-accumulating
 * the shifted pieces needs no OR.
 *
 * Per block: (1) W[0..15] = big-endian message words into a 16-slot window,
 * (2) five chunks of 16 rounds; before chunks 1..4 a schedule pass replaces
 * the window by the next 16 words W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15])
 * + W[t-16] (in place: slot t mod 16).  The window is mirrored (slot j and
 * slot j + 16 hold the same word) so that the schedule reads W[t-k] at a
 * fixed offset from &slot[t mod 16] without wrapping.  (3) state += working
 * variables.
 *
 * Rounds.  a and e are carried from one round to the next in registers;
 * b, c, d and f, g, h are read from two 4-slot rings in the frame (A-ring:
 * each new a, read back as b, c, d; E-ring: each new e, read back as f, g,
 * h).  Per round: U = Sigma0(a) + Maj(a,b,c) (= T2); S = Sigma1(e) +
 * Ch(e,f,g) + h + K[t] + W[t] (= T1) in the registers that held a; new e =
 * d + T1 in X:Y; new a = T1 + T2 in U.  Roles are renamed through macro
 * arguments (period 2):
 *
 *   round   A (a; then S)   E (e)     U (T2; new a)   X, Y (scratch; new e)
 *   even    r0:r1           r2:r3     r4:r5           r6, r7
 *   odd     r4:r5           r6:r7     r0:r1           r2, r3
 *   (next: A = U, E = X:Y, U = A, X:Y = E)
 *
 *   High registers (1-cycle MOV in and out, used as spill slots):
 *   r8  = &window slot (t mod 16): W[t] for the rounds
 *   r9  = &qzi_sha512_k[t]
 *   r10 = &window slot 16 (end of a chunk of 16 rounds)
 *   r11 = state
 *   r12 = blocks (advances by 128 per block)
 *   lr  = blocks + 128 * nblocks (end of input)
 *
 * Schedule pass (per word t, 16 words per pass, 2 per loop iteration):
 *   r0 = s_p = &slot[t mod 16], r1 = s_t (shift scratch),
 *   r2:r3 = acc_lo:acc_hi (W[t]), r4:r5 = x_lo:x_hi (sigma input),
 *   r6:r7 = y_lo:y_hi (sigma result / addend).
 *   s0(x) = ror1(x) ^ ror8(x) ^ shr7(x) = ror1(x) ^ shr7(x ^ shr1(x))
 *           ^ shl56(x)   (17 ops instead of 20)
 *   s1(x) = ror19(x) ^ ror61(x) ^ shr6(x)   (20 ops)
 *
 * MEASURED PERFORMANCE (Cortex-M0+)
 * Method B: build-aux/qz-trace-cycles --cpu cortex-m0plus, which runs the
 * test program under qemu-arm -cpu cortex-m0 -one-insn-per-tb -d exec,
 * counts the instructions executed inside the function and charges each
 * the Cortex-M0+ TRM timing (ALU 1, LDR/STR 2, LDM/STM 1+N, taken branch 2,
 * BL 3, POP {pc} 3+N; zero wait states): a model, not silicon.  Per
 * 128-byte block, from one call with nblocks = 4 (per-call overhead
 * amortised; a 1-block call costs 14133 cycles aligned, of which 101 are
 * the frame wipe: 7 MOVS + 12 STM).  C reference:
 * lib/generic/sha512_compress.c built with gcc 12.2.1 (arm-none-eabi
 * 12.2.rel1) -mcpu=cortex-m0plus, same method:
 *
 *                              instr/block  cycles/block  cycles/byte
 *   this kernel, aligned           11345         13994        109.3
 *   this kernel, misaligned        11632         14377        112.3
 *   C reference, gcc -O2           21686         30039        234.7
 *   C reference, gcc -Os           22152         32647        255.1
 *
 * i.e. 2.15x faster than -O2, 2.33x faster than -Os (C: 996 / 936 bytes of
 * .text, 368 / 360 bytes of stack).  Breakdown per block (aligned):
 * message load ~200, schedule 64 cycles per word (~4200 for the four
 * passes), rounds 9360 (116 per round + 4 per 4 rounds), chunk and state
 * update ~190, frame wipe ~25 (101 per call).
 */

        .syntax unified
        .arch   armv6-m
        .thumb

/* ---- stack frame (offsets from sp after the prologue) ---- */
        .equ    WIN_OFF, 0              @ uint64_t window[32] (16 + mirror)
        .equ    RING_OFF, 256           @ working variables, see below
        .equ    FRAME_SIZE, 324         @ 256 + 64 + 4 bytes of padding
/*
 * The ring area holds a, b, c, d, e, f, g, h (8 bytes each) at the start
 * and at the end of every block, and at every chunk boundary.  Inside the
 * rounds it is two rings of 4 slots: A-ring slot i (i = round mod 4) at
 * RING_OFF + 8*(3-i), E-ring slot i at RING_OFF + 32 + 8*(3-i).  Round t
 * reads b, c, d from A-slots i+2, i+1, i and f, g, h from E-slots i+2,
 * i+1, i (mod 4), and writes the new a to A-slot i, the new e to E-slot i.
 */
#define ASLOT(i) (RING_OFF + 24 - 8 * ((i) & 3))
#define ESLOT(i) (RING_OFF + 56 - 8 * ((i) & 3))

/* schedule-pass registers */
s_p     .req    r0                      @ &slot[t mod 16]
s_t     .req    r1                      @ shift scratch
acc_lo  .req    r2                      @ W[t] being built (lo:hi)
acc_hi  .req    r3
x_lo    .req    r4                      @ sigma input (lo:hi)
x_hi    .req    r5
y_lo    .req    r6                      @ sigma result / addend (lo:hi)
y_hi    .req    r7

/* XOR-accumulate one shifted piece: acc ^= src <op> n (t is scratch) */
        .macro  XSH acc, src, op, n, t
        \op     \t, \src, #\n
        eors    \acc, \t
        .endm

/*
 * One round t = 4k + i (see the role table in the header).
 *   in : A0:A1 = a, E0:E1 = e
 *   out: U0:U1 = new a, X:Y = new e (both also stored in the rings)
 */
        .macro  ROUND A0, A1, E0, E1, U0, U1, X, Y, i
        /* U = Sigma0(a) = ror28(a) ^ ror34(a) ^ ror39(a)               */
        /*   lo = a.lo>>28 ^ a.hi<<4 ^ a.hi>>2 ^ a.lo<<30 ^ a.hi>>7 ^ a.lo<<25 */
        /*   hi = a.hi>>28 ^ a.lo<<4 ^ a.lo>>2 ^ a.hi<<30 ^ a.lo>>7 ^ a.hi<<25 */
        lsrs    \U0, \A0, #28
        XSH     \U0, \A1, lsls, 4, \X
        lsrs    \U1, \A1, #28
        XSH     \U1, \A0, lsls, 4, \X
        XSH     \U0, \A1, lsrs, 2, \X
        XSH     \U0, \A0, lsls, 30, \X
        XSH     \U1, \A0, lsrs, 2, \X
        XSH     \U1, \A1, lsls, 30, \X
        XSH     \U0, \A1, lsrs, 7, \X
        XSH     \U0, \A0, lsls, 25, \X
        XSH     \U1, \A0, lsrs, 7, \X
        XSH     \U1, \A1, lsls, 25, \X
        /* U += Maj(a,b,c) = ((b ^ c) & (a ^ b)) ^ b, per half           */
        ldr     \X, [sp, #ASLOT(\i + 2)]  @ X = b.lo
        ldr     \Y, [sp, #ASLOT(\i + 1)]  @ Y = c.lo
        eors    \Y, \X                  @ Y = b ^ c
        eors    \X, \A0                 @ X = a ^ b
        ands    \Y, \X                  @ Y = (b ^ c) & (a ^ b)
        eors    \Y, \X                  @ Y ^= a ^ b
        eors    \Y, \A0                 @ Y ^= a  ->  Maj.lo
        adds    \U0, \Y
        ldr     \X, [sp, #ASLOT(\i + 2) + 4]  @ X = b.hi
        ldr     \Y, [sp, #ASLOT(\i + 1) + 4]  @ Y = c.hi
        eors    \Y, \X
        eors    \X, \A1
        ands    \Y, \X
        eors    \Y, \X
        eors    \Y, \A1                 @ Maj.hi
        adcs    \U1, \Y                 @ U = T2
        /* A (now S) = Sigma1(e) = ror14(e) ^ ror18(e) ^ ror41(e)       */
        /*   lo = e.lo>>14 ^ e.hi<<18 ^ e.lo>>18 ^ e.hi<<14 ^ e.hi>>9 ^ e.lo<<23 */
        /*   hi = e.hi>>14 ^ e.lo<<18 ^ e.hi>>18 ^ e.lo<<14 ^ e.lo>>9 ^ e.hi<<23 */
        lsrs    \A0, \E0, #14
        XSH     \A0, \E1, lsls, 18, \X
        lsrs    \A1, \E1, #14
        XSH     \A1, \E0, lsls, 18, \X
        XSH     \A0, \E0, lsrs, 18, \X
        XSH     \A0, \E1, lsls, 14, \X
        XSH     \A1, \E1, lsrs, 18, \X
        XSH     \A1, \E0, lsls, 14, \X
        XSH     \A0, \E1, lsrs, 9, \X
        XSH     \A0, \E0, lsls, 23, \X
        XSH     \A1, \E0, lsrs, 9, \X
        XSH     \A1, \E1, lsls, 23, \X
        /* S += Ch(e,f,g) = ((f ^ g) & e) ^ g, per half                  */
        ldr     \X, [sp, #ESLOT(\i + 2)]  @ X = f.lo
        ldr     \Y, [sp, #ESLOT(\i + 1)]  @ Y = g.lo
        eors    \X, \Y
        ands    \X, \E0
        eors    \X, \Y                  @ Ch.lo
        adds    \A0, \X
        ldr     \X, [sp, #ESLOT(\i + 2) + 4]  @ X = f.hi
        ldr     \Y, [sp, #ESLOT(\i + 1) + 4]  @ Y = g.hi
        eors    \X, \Y
        ands    \X, \E1
        eors    \X, \Y                  @ Ch.hi
        adcs    \A1, \X                 @ S = Sigma1(e) + Ch
        /* S += h */
        ldr     \X, [sp, #ESLOT(\i)]
        ldr     \Y, [sp, #ESLOT(\i) + 4]
        adds    \A0, \X
        adcs    \A1, \Y
        /* S += K[t]   (e is dead: E0:E1 are scratch now) */
        mov     \X, r9
        ldm     \X!, {\E0, \E1}
        mov     r9, \X                  @ K pointer += 8
        adds    \A0, \E0
        adcs    \A1, \E1
        /* S += W[t]  ->  S = T1 */
        mov     \X, r8
        ldm     \X!, {\E0, \E1}
        mov     r8, \X                  @ W pointer += 8
        adds    \A0, \E0
        adcs    \A1, \E1
        /* new e = d + T1 -> X:Y, E-ring slot i (h is dead) */
        ldr     \X, [sp, #ASLOT(\i)]
        ldr     \Y, [sp, #ASLOT(\i) + 4]
        adds    \X, \A0
        adcs    \Y, \A1
        str     \X, [sp, #ESLOT(\i)]
        str     \Y, [sp, #ESLOT(\i) + 4]
        /* new a = T1 + T2 -> U, A-ring slot i (d is dead) */
        adds    \U0, \A0
        adcs    \U1, \A1
        str     \U0, [sp, #ASLOT(\i)]
        str     \U1, [sp, #ASLOT(\i) + 4]
        .endm

/*
 * One schedule word, p = r0 = &slot[j] (j = t mod 16) on entry and
 * &slot[j+1] on exit.  Slot j (W[t-16]) and its mirror j+16 get W[t].
 */
        .macro  SCHED1
        /* acc = W[t-16], x = W[t-15]; s_p = &slot[j+2] */
        ldm     s_p!, {acc_lo, acc_hi, x_lo, x_hi}
        /* y_lo:y_hi = s0(x) = ror1(x) ^ shr7(x ^ shr1(x)) ^ shl56(x), x = x_lo:x_hi */
        lsrs    y_lo, x_lo, #1
        XSH     y_lo, x_hi, lsls, 31, s_t       @ y_lo = lo(x >> 1) = lo(ror1 x)
        lsrs    y_hi, x_hi, #1          @ y_hi = hi(x >> 1)
        XSH     y_hi, x_lo, lsls, 31, s_t       @ y_hi = hi(ror1 x)
        XSH     y_hi, x_lo, lsls, 24, s_t       @ y_hi ^= hi(x << 56)
        eors    x_lo, y_lo              @ x_lo = lo(x ^ (x >> 1))
        XSH     x_hi, x_hi, lsrs, 1, s_t        @ x_hi = hi(x ^ (x >> 1))
        XSH     y_lo, x_lo, lsrs, 7, s_t        @ ^= lo((x ^ x>>1) >> 7)
        XSH     y_lo, x_hi, lsls, 25, s_t
        XSH     y_hi, x_hi, lsrs, 7, s_t        @ ^= hi((x ^ x>>1) >> 7)
        adds    acc_lo, y_lo
        adcs    acc_hi, y_hi            @ acc = W[t-16] + s0(W[t-15])
        /* y_lo:y_hi = s1(x) = ror19(x) ^ ror61(x) ^ shr6(x), x = W[t-2] */
        ldr     x_lo, [s_p, #96]        @ slot j+14 (= s_p - 16 + 112)
        ldr     x_hi, [s_p, #100]
        lsrs    y_lo, x_lo, #19
        XSH     y_lo, x_hi, lsls, 13, s_t
        lsrs    y_hi, x_hi, #19
        XSH     y_hi, x_lo, lsls, 13, s_t
        XSH     y_lo, x_hi, lsrs, 29, s_t
        XSH     y_lo, x_lo, lsls, 3, s_t
        XSH     y_hi, x_lo, lsrs, 29, s_t
        XSH     y_hi, x_hi, lsls, 3, s_t
        XSH     y_lo, x_lo, lsrs, 6, s_t
        XSH     y_lo, x_hi, lsls, 26, s_t
        XSH     y_hi, x_hi, lsrs, 6, s_t
        adds    acc_lo, y_lo
        adcs    acc_hi, y_hi            @ acc += s1(W[t-2])
        ldr     y_lo, [s_p, #56]        @ slot j+9: W[t-7]
        ldr     y_hi, [s_p, #60]
        adds    acc_lo, y_lo
        adcs    acc_hi, y_hi            @ acc = W[t]
        subs    s_p, #16                @ s_p = &slot[j]
        stm     s_p!, {acc_lo, acc_hi}  @ slot j = W[t]; s_p = &slot[j+1]
        str     acc_lo, [s_p, #120]     @ mirror slot j+16
        str     acc_hi, [s_p, #124]
        .endm

/* dst = BE32(src + off), byte loads only; tmp is clobbered */
        .macro  LOADBE_BYTES dst, tmp, src, off
        ldrb    \dst, [\src, #(\off)]
        ldrb    \tmp, [\src, #(\off) + 1]
        lsls    \dst, \dst, #8
        orrs    \dst, \tmp
        ldrb    \tmp, [\src, #(\off) + 2]
        lsls    \dst, \dst, #8
        orrs    \dst, \tmp
        ldrb    \tmp, [\src, #(\off) + 3]
        lsls    \dst, \dst, #8
        orrs    \dst, \tmp
        .endm

        .section .text.qz_fast.qzi_sha512_compress_armv6m,"ax",%progbits
        .global qzi_sha512_compress_armv6m
        .type   qzi_sha512_compress_armv6m, %function
        .thumb_func
        .p2align 2
qzi_sha512_compress_armv6m:
        cmp     r2, #0                  @ if (nblocks == 0) return;
        bne     1f
        bx      lr
1:
        push    {r4-r7, lr}
        mov     r4, r8
        mov     r5, r9
        mov     r6, r10
        mov     r7, r11
        push    {r4-r7}                 @ 36 bytes saved in all
        sub     sp, #FRAME_SIZE

        mov     r11, r0                 @ r11 = state
        mov     r12, r1                 @ r12 = blocks
        lsls    r2, r2, #7
        adds    r2, r1
        mov     lr, r2                  @ lr = blocks + 128 * nblocks
        add     r3, sp, #(WIN_OFF + 128)
        mov     r10, r3                 @ r10 = &slot[16]
        /* ring[0..7] = state[0..7] (16 words) */
        add     r1, sp, #RING_OFF
        ldm     r0!, {r4-r7}
        stm     r1!, {r4-r7}
        ldm     r0!, {r4-r7}
        stm     r1!, {r4-r7}
        ldm     r0!, {r4-r7}
        stm     r1!, {r4-r7}
        ldm     r0!, {r4-r7}
        stm     r1!, {r4-r7}

.Lblock:
        /* ---- (1) slot[j] = slot[j+16] = BE64(blocks + 8j), j = 0..15 ---- */
        /* BE64 at p: hi = BE32(p), lo = BE32(p + 4); lo is stored first. */
        ldr     r0, .Lk_addr
        mov     r9, r0                  @ r9 = &K[0]
        mov     r0, r12                 @ r0 = blocks
        mov     r1, sp                  @ r1 = &slot[0]  (WIN_OFF == 0)
        lsls    r2, r0, #30             @ blocks & 3: public, may branch
        bne     .Lmisaligned
.Laligned_loop:                         @ two words per iteration
        ldm     r0!, {r4-r7}            @ raw: hi0, lo0, hi1, lo1
        rev     r2, r5                  @ W[j].lo
        rev     r3, r4                  @ W[j].hi
        rev     r4, r7                  @ W[j+1].lo
        rev     r5, r6                  @ W[j+1].hi
        stm     r1!, {r2-r5}
        str     r2, [r1, #112]          @ mirrors: slots j+16, j+17
        str     r3, [r1, #116]
        str     r4, [r1, #120]
        str     r5, [r1, #124]
        cmp     r1, r10
        bne     .Laligned_loop
        b       .Lloaded
        .p2align 2
.Lk_addr:                               @ literal (LDR reaches forward only)
        .word   qzi_sha512_k
.Lmisaligned:                           @ any alignment: bytes only
        LOADBE_BYTES r2, r6, r0, 4      @ W[j].lo
        LOADBE_BYTES r3, r6, r0, 0      @ W[j].hi
        LOADBE_BYTES r4, r6, r0, 12     @ W[j+1].lo
        LOADBE_BYTES r5, r6, r0, 8      @ W[j+1].hi
        adds    r0, #16
        stm     r1!, {r2-r5}
        str     r2, [r1, #112]
        str     r3, [r1, #116]
        str     r4, [r1, #120]
        str     r5, [r1, #124]
        cmp     r1, r10
        bne     .Lmisaligned
.Lloaded:
        mov     r12, r0                 @ blocks += 128

        /* ---- (2) five chunks of 16 rounds ---- */
.Lchunk:
        mov     r8, sp                  @ r8 = &slot[0] = &W[t]
        ldr     r0, [sp, #RING_OFF + 0] @ a
        ldr     r1, [sp, #RING_OFF + 4]
        ldr     r2, [sp, #RING_OFF + 32]  @ e
        ldr     r3, [sp, #RING_OFF + 36]
.Lgroup:
        ROUND   r0, r1, r2, r3, r4, r5, r6, r7, 0
        ROUND   r4, r5, r6, r7, r0, r1, r2, r3, 1
        ROUND   r0, r1, r2, r3, r4, r5, r6, r7, 2
        ROUND   r4, r5, r6, r7, r0, r1, r2, r3, 3
        cmp     r8, r10                 @ 16 rounds done?
        beq     .Lchunk_end
        b       .Lgroup
.Lchunk_end:
        ldr     r0, .Lk_end
        cmp     r0, r9                  @ all 80 rounds done?
        beq     .Lblock_end
        /* schedule pass: slot[j] = W[t], t = next 16 words */
        mov     r0, sp                  @ p = &slot[0]
.Lsched:
        SCHED1
        SCHED1
        cmp     r0, r10
        bne     .Lsched
        b       .Lchunk
        .p2align 2
.Lk_end:
        .word   qzi_sha512_k + 640

        /* ---- (3) state += (a..h); ring = new state ---- */
.Lblock_end:
        mov     r7, r11                 @ r7 = state
        add     r6, sp, #RING_OFF       @ r6 = ring
        .rept   4                       @ two uint64_t per step
        ldm     r7!, {r0-r3}            @ H[2k], H[2k+1]
        ldr     r4, [r6, #0]
        ldr     r5, [r6, #4]
        adds    r0, r4
        adcs    r1, r5                  @ H[2k] += ring[2k]
        ldr     r4, [r6, #8]
        ldr     r5, [r6, #12]
        adds    r2, r4
        adcs    r3, r5                  @ H[2k+1] += ring[2k+1]
        subs    r7, #16
        stm     r7!, {r0-r3}
        stm     r6!, {r0-r3}            @ ring = new state
        .endr

        cmp     r12, lr                 @ more blocks?
        beq     .Ldone
        b       .Lblock
.Ldone:
        /* Wipe the whole frame once per call (schedule, rings, padding:
         * the schedule runs backwards to the last block), and leave r0-r3
         * zero. Seven zero registers, STM through r7. */
        movs    r0, #0
        movs    r1, #0
        movs    r2, #0
        movs    r3, #0
        movs    r4, #0
        movs    r5, #0
        movs    r6, #0
        mov     r7, sp
        .rept   FRAME_SIZE / 28
        stm     r7!, {r0-r6}
        .endr
        .if     FRAME_SIZE % 28 != 16
        .error  "FRAME_SIZE changed: fix the wipe's last STM"
        .endif
        stm     r7!, {r0-r3}
        add     sp, #FRAME_SIZE
        pop     {r4-r7}
        mov     r8, r4
        mov     r9, r5
        mov     r10, r6
        mov     r11, r7
        pop     {r4-r7, pc}
        .size   qzi_sha512_compress_armv6m, .-qzi_sha512_compress_armv6m

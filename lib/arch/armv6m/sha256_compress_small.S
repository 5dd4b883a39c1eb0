/*
 * SHA-256 compression kernel for ARMv6-M (Thumb-1; Cortex-M0/M0+/M1, and it
 * runs unchanged on every later Cortex-M), small footprint
 * (--with-footprint=small). The rounds, register roles and rings are those
 * of the fast kernel (sha256_compress.S, described below); what is smaller:
 * the message is read one word a loop pass with byte loads only (no
 * aligned LDM path), the schedule computes one word a pass instead of four,
 * and the state update is a loop over the eight words.
 *
 * C prototype (lib/internal/sha2_kernel.h):
 *
 *   void qzi_sha256_compress_armv6m_small(uint32_t state[8],
 *                                         const uint8_t *blocks,
 *                                         size_t nblocks);
 *
 * Contract summary (the header is the authority):
 *  - state: H0..H7 as native words, 4-byte aligned, updated in place.
 *  - blocks: nblocks * 64 bytes, big-endian words, ANY alignment: the
 *    message is read with LDRB only (a Cortex-M0+ faults on unaligned
 *    LDR/LDRH/LDM).  No byte outside [blocks, blocks + 64 * nblocks) is
 *    read.
 *  - nblocks == 0: returns at once, reads and writes nothing.
 *  - Constant time: no branch and no address depends on state or block
 *    contents (branches depend only on nblocks and loop counters; all
 *    addresses only on the two pointers and sp).  No table lookups by data.
 *  - Round constants are read from the C array qzi_sha256_k[64]
 *    (lib/generic/sha2_constants.c) through a literal-pool address.
 *  - AAPCS: r4-r11 and sp preserved; r0-r3, r12, lr, flags clobbered.
 *    Leaves its frame zeroed: every return zeroes the whole FRAME_SIZE
 *    area (schedule W[0..63], which runs backwards to the block, and the
 *    working variables), once per call, and returns with r0-r3 zero (r12
 *    holds the public end-of-input pointer).
 *
 * Stack: 36 bytes of saved registers + FRAME_SIZE (292) = 328 bytes,
 * a multiple of 8 (sp stays 8-byte aligned).  No calls.
 * .text: 580 bytes (code + one literal word; arm-none-eabi-gcc 12.2),
 * against 856 for the fast kernel.
 *
 * MEASURED (MODELLED) PERFORMANCE, Cortex-M0+: bench/run, qz-mcusim with
 * the core's ideal timing (zero wait states), kernel rows of
 * bench/bench_ops.c (aligned message):
 *   this kernel: 5,090 cycles for a 1-block call, 4,962 per block in a
 *   4-block call (77.5 cycles/byte); fast kernel: 4,662 and 4,545.
 * The one-shot figures on the board model against CMOX are in
 * doc/performance.md ("Fast and small builds").
 *
 * ALGORITHM AND REGISTER ALLOCATION
 *
 * Per block: (1) W[0..15] = big-endian message words, (2) W[16..63] by the
 * schedule recurrence in a separate loop, (3) 64 rounds in a loop of 16
 * iterations of 4 unrolled rounds, (4) state += working variables.
 *
 * Rounds.  Five values are carried in registers from one round to the next:
 * a, b, e, f and xp = a ^ b of the previous round (which equals b ^ c of
 * this round), so that Maj(a,b,c) = ((a ^ b) & (b ^ c)) ^ b costs 4 ops.
 * c and g need no register: d, g and h are loaded from two 4-slot rings
 * in the frame (A-ring: a values, read back 4 rounds later as d; E-ring:
 * e values, read back as g and h).  The remaining three registers are the
 * accumulator S (T1, then the new a), Sp (scratch for loads, then the new
 * e) and T, which only ever holds a rotate count: Sigma1 and Sigma0 are each
 * three RORS by a register count, Sigma(x) = ror(ror(ror(x,p)^x,q)^x,r).
 * Roles are renamed through macro arguments instead of moving data; the
 * renaming has period 4, as do the rings, so 4 unrolled rounds close:
 *
 *   round  A   B   E   F   XP  S   T   Sp
 *   4k+0   r0  r1  r2  r3  r4  r5  r6  r7
 *   4k+1   r5  r0  r7  r2  r3  r6  r1  r4
 *   4k+2   r6  r5  r4  r7  r2  r1  r0  r3
 *   4k+3   r1  r6  r3  r4  r7  r0  r5  r2
 *   (next: A=S, B=A, E=Sp, F=E, XP=F, S=T, T=B, Sp=XP)
 *
 *   High registers (1-cycle MOV in and out, used as spill slots):
 *   r8  = &W[t] for the current 4-round group (rounds), end of the
 *         schedule loop (schedule)
 *   r9  = &qzi_sha256_k[t] for the current group
 *   r10 = sp + W_OFF + 256: end of the round loop
 *   r11 = state
 *   r12 = blocks (advances by 64 per block)
 *   lr  = blocks + 64 * nblocks (end of input)
 *
 * Schedule loop (1 word per iteration):
 *   r0 = &W[t-16] (LDM writeback advances it), r1 = W[t] accumulator,
 *   r2, r3 = scratch, r4..r7 = rotate counts 11, 7, 2, 17:
 *   sigma0(x) = ror(ror(x,11) ^ x, 7) ^ (x >> 3)
 *   sigma1(x) = ror(ror(x,2) ^ x, 17) ^ (x >> 10)
 *
 */

        .syntax unified
        .arch   armv6-m
        .thumb

/* ---- stack frame (offsets from sp after the prologue) ---- */
        .equ    W_OFF, 0                @ uint32_t W[64]
        .equ    RING_OFF, 256           @ working variables, see below
        .equ    FRAME_SIZE, 292         @ 256 + 32 + 4 bytes of padding
/*
 * The ring area holds a, b, c, d, e, f, g, h at the start and at the end of
 * every block (so it starts as a copy of the state).  Inside the rounds it
 * is two rings of 4 slots: A-ring slot i (i = round mod 4) at
 * RING_OFF + 4*(3-i), E-ring slot i at RING_OFF + 16 + 4*(3-i).  Round t
 * reads d from A-slot i and h from E-slot i, g from E-slot (i+1) mod 4,
 * and writes the new a to A-slot i and the new e to E-slot i.
 */
        .equ    ASLOT0, RING_OFF + 12
        .equ    ESLOT0, RING_OFF + 28

/* fixed registers outside the rounds */
w_ptr  .req    r0                      @ schedule: &W[t-16]
w_acc  .req    r1                      @ schedule: W[t] being built
w_x    .req    r2                      @ schedule: scratch
w_y    .req    r3                      @ schedule: scratch
c_11    .req    r4                      @ rotate count 11
c_7     .req    r5                      @ rotate count 7
c_2     .req    r6                      @ rotate count 2
c_17    .req    r7                      @ rotate count 17

/* A-ring / E-ring slot offsets for round i of a group (i = 0..3) */
#define ASLOT(i) (ASLOT0 - 4 * ((i) & 3))
#define ESLOT(i) (ESLOT0 - 4 * ((i) & 3))

/*
 * One round t = 4k + i.  Register roles as in the header table.
 *   in : A = a, B = b, E = e, F = f, XP = a_prev ^ b_prev = b ^ c
 *   out: S = new a, Sp = new e; A, E and F (now a ^ b) carry over.
 */
        .macro  ROUND A, B, E, F, XP, S, T, Sp, i
        /* S = Sigma1(e) = ror(ror(ror(e,13) ^ e, 14) ^ e, 11) */
        mov     \S, \E
        movs    \T, #13
        rors    \S, \T                  @ S = ror(e,13)
        eors    \S, \E                  @ S = e ^ ror(e,13)
        movs    \T, #14
        rors    \S, \T                  @ S = ror(e,14) ^ ror(e,27)
        eors    \S, \E                  @ S ^= e
        movs    \T, #11
        rors    \S, \T                  @ S = ror(e,11)^ror(e,25)^ror(e,6)
        /* S += Ch(e,f,g) = ((f ^ g) & e) ^ g */
        ldr     \Sp, [sp, #ESLOT(\i + 1)]  @ Sp = g
        eors    \F, \Sp                 @ F = f ^ g (f no longer needed)
        ands    \F, \E                  @ F = (f ^ g) & e
        eors    \F, \Sp                 @ F = Ch(e,f,g)
        adds    \S, \F                  @ S = Sigma1(e) + Ch
        /* S += h + W[t] + K[t]  ->  S = T1 */
        ldr     \Sp, [sp, #ESLOT(\i)]   @ Sp = h
        adds    \S, \Sp
        mov     \Sp, r8
        ldr     \Sp, [\Sp, #4*(\i)]     @ Sp = W[t]
        adds    \S, \Sp
        mov     \Sp, r9
        ldr     \Sp, [\Sp, #4*(\i)]     @ Sp = K[t]
        adds    \S, \Sp                 @ S = T1
        /* new e = d + T1 */
        ldr     \Sp, [sp, #ASLOT(\i)]   @ Sp = d
        adds    \Sp, \S                 @ Sp = d + T1 = new e
        str     \Sp, [sp, #ESLOT(\i)]   @ E-ring slot (h is dead)
        /* F = Sigma0(a) = ror(ror(ror(a,11) ^ a, 12) ^ a, 22); T is 11 */
        mov     \F, \A
        rors    \F, \T                  @ F = ror(a,11)
        eors    \F, \A                  @ F = a ^ ror(a,11)
        movs    \T, #12
        rors    \F, \T                  @ F = ror(a,12) ^ ror(a,23)
        eors    \F, \A                  @ F ^= a
        movs    \T, #22
        rors    \F, \T                  @ F = ror(a,22)^ror(a,2)^ror(a,13)
        adds    \S, \F                  @ S = T1 + Sigma0(a)
        /* S += Maj(a,b,c) = ((a ^ b) & (b ^ c)) ^ b; F = a ^ b carries */
        mov     \F, \A
        eors    \F, \B                  @ F = a ^ b (next round's xp)
        ands    \XP, \F                 @ XP = (b ^ c) & (a ^ b)
        eors    \XP, \B                 @ XP = Maj(a,b,c)
        adds    \S, \XP                 @ S = T1 + T2 = new a
        str     \S, [sp, #ASLOT(\i)]    @ A-ring slot (d is dead)
        .endm

/* One schedule word: W[t] with w_ptr = &W[t-16]; advances w_ptr by 4. */
        .macro  SCHED1
        ldr     w_x, [w_ptr, #4]        @ x = W[t-15]
        mov     w_acc, w_x
        rors    w_acc, c_11             @ acc = ror(x,11)
        eors    w_acc, w_x              @ acc = x ^ ror(x,11)
        rors    w_acc, c_7              @ acc = ror(x,7) ^ ror(x,18)
        lsrs    w_x, w_x, #3
        eors    w_acc, w_x              @ acc = sigma0(W[t-15])
        ldr     w_x, [w_ptr, #56]       @ x = W[t-2]
        mov     w_y, w_x
        rors    w_y, c_2                @ y = ror(x,2)
        eors    w_y, w_x                @ y = x ^ ror(x,2)
        rors    w_y, c_17               @ y = ror(x,17) ^ ror(x,19)
        lsrs    w_x, w_x, #10
        eors    w_y, w_x                @ y = sigma1(W[t-2])
        adds    w_acc, w_y              @ acc = sigma0 + sigma1
        ldr     w_x, [w_ptr, #36]       @ x = W[t-7]
        adds    w_acc, w_x
        ldm     w_ptr!, {w_x}           @ x = W[t-16]; w_ptr = &W[t-15]
        adds    w_acc, w_x              @ acc = W[t]
        str     w_acc, [w_ptr, #60]     @ W[t] (= old w_ptr + 64)
        .endm

/* One big-endian word from an arbitrary byte address: dst = BE32(src+off).
 * tmp is clobbered.  Byte loads only. */
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

        .section .text.qz_fast.qzi_sha256_compress_armv6m_small,"ax",%progbits
        .global qzi_sha256_compress_armv6m_small
        .type   qzi_sha256_compress_armv6m_small, %function
        .thumb_func
        .p2align 2
qzi_sha256_compress_armv6m_small:
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
        lsls    r2, r2, #6
        adds    r2, r1
        mov     lr, r2                  @ lr = blocks + 64 * nblocks
        add     r3, sp, #(W_OFF + 256)
        mov     r10, r3                 @ r10 = &W[64]
        /* ring[0..7] = state[0..7] */
        ldm     r0!, {r4-r7}
        add     r1, sp, #RING_OFF
        stm     r1!, {r4-r7}
        ldm     r0!, {r4-r7}
        stm     r1!, {r4-r7}

.Lblock:
        /* ---- (1) W[0..15] = BE32(blocks + 4t), bytes only ---- */
        mov     r0, r12                 @ r0 = blocks
        mov     r1, sp                  @ r1 = &W[0]  (W_OFF == 0)
        add     r7, sp, #(W_OFF + 64)   @ r7 = &W[16]
.Lload:                                 @ for t = 0..15:
        LOADBE_BYTES r2, r6, r0, 0      @   r2 = BE32(blocks + 4t)
        adds    r0, #4
        stm     r1!, {r2}               @   W[t] = r2
        cmp     r1, r7
        bne     .Lload
        mov     r12, r0                 @ blocks += 64

        /* ---- (2) W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16] ---- */
        mov     w_ptr, sp               @ &W[0]
        movs    c_11, #11
        movs    c_7, #7
        movs    c_2, #2
        movs    c_17, #17
        add     r1, sp, #(W_OFF + 4 * 48)
        mov     r8, r1                  @ stop when w_ptr == &W[48]
.Lsched:                                @ for t = 16..63:
        SCHED1
        cmp     w_ptr, r8
        bne     .Lsched

        /* ---- (3) 64 rounds ---- */
        add     r7, sp, #RING_OFF
        ldm     r7!, {r0, r1, r4}       @ a, b, c
        eors    r4, r1                  @ xp = b ^ c
        adds    r7, #4
        ldm     r7!, {r2, r3}           @ e, f
        mov     r8, sp                  @ r8 = &W[0]
        ldr     r5, .Lk_addr
        mov     r9, r5                  @ r9 = &K[0]
.Lrounds:
        ROUND   r0, r1, r2, r3, r4, r5, r6, r7, 0
        ROUND   r5, r0, r7, r2, r3, r6, r1, r4, 1
        ROUND   r6, r5, r4, r7, r2, r1, r0, r3, 2
        ROUND   r1, r6, r3, r4, r7, r0, r5, r2, 3
        movs    r6, #16
        add     r8, r6                  @ W += 4
        add     r9, r6                  @ K += 4
        cmp     r8, r10
        beq     .Lrounds_done
        b       .Lrounds                @ (the body is beyond BNE's reach)
.Lrounds_done:

        /* ---- (4) state += (a..h); ring = new state ---- */
        /* r0 = a, r1 = b, r2 = e, r3 = f, r4 = b ^ c; d, g, h in ring */
        eors    r4, r1                  @ r4 = c
        add     r7, sp, #RING_OFF       @ r7 = ring = a..h
        str     r0, [r7, #0]
        str     r1, [r7, #4]
        str     r4, [r7, #8]
        str     r2, [r7, #16]
        str     r3, [r7, #20]
        mov     r6, r11                 @ r6 = state
        add     r5, sp, #(RING_OFF + 32)
.Lupdate:                               @ for i = 0..7:
        ldr     r0, [r6]
        ldr     r1, [r7]
        adds    r0, r1                  @   H[i] += ring[i]
        stm     r6!, {r0}
        stm     r7!, {r0}               @   ring[i] = H[i]
        cmp     r7, r5
        bne     .Lupdate

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
        .if     FRAME_SIZE % 28 != 12
        .error  "FRAME_SIZE changed: fix the wipe's last STM"
        .endif
        stm     r7!, {r0-r2}
        add     sp, #FRAME_SIZE
        pop     {r4-r7}
        mov     r8, r4
        mov     r9, r5
        mov     r10, r6
        mov     r11, r7
        pop     {r4-r7, pc}

        .p2align 2
.Lk_addr:
        .word   qzi_sha256_k
        .size   qzi_sha256_compress_armv6m_small, .-qzi_sha256_compress_armv6m_small

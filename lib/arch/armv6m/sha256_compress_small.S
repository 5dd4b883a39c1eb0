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

#include "arch/armv6m/sha256_round.inc"

        .section .text.qz_fast.qzi_sha256_compress_armv6m_small,"ax",%progbits
        .global qzi_sha256_compress_armv6m_small
        .type   qzi_sha256_compress_armv6m_small, %function
        .thumb_func
        .p2align 2
qzi_sha256_compress_armv6m_small:
        ENTER

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

        ROUNDS64

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
        WIPE_FRAME_AND_RETURN

        .p2align 2
.Lk_addr:
        .word   qzi_sha256_k
        .size   qzi_sha256_compress_armv6m_small, .-qzi_sha256_compress_armv6m_small

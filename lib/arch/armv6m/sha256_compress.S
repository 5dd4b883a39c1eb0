/*
 * SHA-256 compression kernel for ARMv6-M (Thumb-1; Cortex-M0/M0+/M1, and it
 * runs unchanged on every later Cortex-M), tuned for the Cortex-M0+.
 *
 * C prototype (lib/internal/sha2_kernel.h):
 *
 *   void qzi_sha256_compress_armv6m(uint32_t state[8],
 *                                   const uint8_t *blocks, size_t nblocks);
 *
 * Contract summary (the header is the authority):
 *  - state: H0..H7 as native words, 4-byte aligned, updated in place.
 *  - blocks: nblocks * 64 bytes, big-endian words, ANY alignment.  The
 *    alignment of the pointer is public, so it is tested once per call:
 *    a 4-byte-aligned pointer is read with LDM + REV, any other pointer
 *    only with LDRB (a Cortex-M0+ faults on unaligned LDR/LDRH/LDM).  No
 *    byte outside [blocks, blocks + 64 * nblocks) is read.
 *  - nblocks == 0: returns at once, reads and writes nothing.
 *  - Constant time: no branch and no address depends on state or block
 *    contents (branches depend only on nblocks and on blocks & 3; all
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
 * .text: 856 bytes (code + one literal word; arm-none-eabi-size).
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
 * Schedule loop (4 words per iteration):
 *   r0 = &W[t-16] (LDM writeback advances it), r1 = W[t] accumulator,
 *   r2, r3 = scratch, r4..r7 = rotate counts 11, 7, 2, 17:
 *   sigma0(x) = ror(ror(x,11) ^ x, 7) ^ (x >> 3)
 *   sigma1(x) = ror(ror(x,2) ^ x, 17) ^ (x >> 10)
 *
 * MEASURED PERFORMANCE (Cortex-M0+)
 * Method B: build-aux/qz-trace-cycles --cpu cortex-m0plus, which runs the
 * test program under qemu-arm -cpu cortex-m0 -one-insn-per-tb -d exec,
 * counts the instructions executed inside the function and charges each
 * the Cortex-M0+ TRM timing (ALU 1, LDR/STR 2, LDM/STM 1+N, taken branch 2,
 * BL 3, POP {pc} 3+N; zero wait states): a model, not silicon.  Per 64-byte
 * block, from one call with nblocks = 4 (per-call overhead amortised; a
 * 1-block call costs 4662 cycles aligned, of which 92 are the frame wipe:
 * 7 MOVS + 11 STM).  C reference: lib/generic/
 * sha256_compress.c built with gcc 12.2.1 (arm-none-eabi 12.2.rel1)
 * -mcpu=cortex-m0plus, same method:
 *
 *                              instr/block  cycles/block  cycles/byte
 *   this kernel, aligned            3736          4545         71.0
 *   this kernel, misaligned         3888          4748         74.2
 *   C reference, gcc -O2            6910          8247        128.9
 *   C reference, gcc -Os            7264          9363        146.3
 *
 * i.e. 1.81x faster than -O2, 2.06x faster than -Os (C: 500 / 432 bytes of
 * .text, 176 / 160 bytes of stack).  Breakdown per block (aligned):
 * message load 62, schedule 1244 (25 cycles per word + loop), rounds 3120
 * (47 per round + 7 per 4 rounds), state update 70, frame wipe 23 (92 per
 * call).
 */

        .syntax unified
        .arch   armv6-m
        .thumb

#include "arch/armv6m/sha256_round.inc"

        .section .text.qz_fast.qzi_sha256_compress_armv6m,"ax",%progbits
        .global qzi_sha256_compress_armv6m
        .type   qzi_sha256_compress_armv6m, %function
        .thumb_func
        .p2align 2
qzi_sha256_compress_armv6m:
        ENTER

.Lblock:
        /* ---- (1) W[0..15] = BE32(blocks + 4t) ---- */
        mov     r0, r12                 @ r0 = blocks
        mov     r1, sp                  @ r1 = &W[0]  (W_OFF == 0)
        lsls    r2, r0, #30             @ blocks & 3: public, may branch
        bne     .Lmisaligned
        .rept   4                       @ aligned: 4 words at a time
        ldm     r0!, {r2-r5}
        rev     r2, r2
        rev     r3, r3
        rev     r4, r4
        rev     r5, r5
        stm     r1!, {r2-r5}
        .endr
        b       .Lloaded
.Lmisaligned:                           @ any alignment: bytes only
        movs    r7, #4
.Lmis_loop:
        LOADBE_BYTES r2, r6, r0, 0
        LOADBE_BYTES r3, r6, r0, 4
        LOADBE_BYTES r4, r6, r0, 8
        LOADBE_BYTES r5, r6, r0, 12
        adds    r0, #16
        stm     r1!, {r2-r5}            @ W[4j .. 4j+3]
        subs    r7, #1
        bne     .Lmis_loop
.Lloaded:
        mov     r12, r0                 @ blocks += 64

        /* ---- (2) W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16] ---- */
        mov     w_ptr, sp               @ &W[0]
        movs    c_11, #11
        movs    c_7, #7
        movs    c_2, #2
        movs    c_17, #17
        add     r1, sp, #(W_OFF + 4 * 48)
        mov     r8, r1                  @ stop when w_ptr == &W[48]
.Lsched:
        SCHED1
        SCHED1
        SCHED1
        SCHED1
        cmp     w_ptr, r8
        bne     .Lsched

        ROUNDS64

        /* ---- (4) state += (a..h); ring = new state ---- */
        /* r0 = a, r1 = b, r2 = e, r3 = f, r4 = b ^ c; d, g, h in ring */
        eors    r4, r1                  @ r4 = c
        mov     r7, r11                 @ r7 = state
        ldr     r5, [r7, #0]
        adds    r0, r5                  @ H0 += a
        str     r0, [r7, #0]
        str     r0, [sp, #RING_OFF + 0]
        ldr     r5, [r7, #4]
        adds    r1, r5                  @ H1 += b
        str     r1, [r7, #4]
        str     r1, [sp, #RING_OFF + 4]
        ldr     r5, [r7, #8]
        adds    r4, r5                  @ H2 += c
        str     r4, [r7, #8]
        str     r4, [sp, #RING_OFF + 8]
        ldr     r5, [r7, #16]
        adds    r2, r5                  @ H4 += e
        str     r2, [r7, #16]
        str     r2, [sp, #RING_OFF + 16]
        ldr     r5, [r7, #20]
        adds    r3, r5                  @ H5 += f
        str     r3, [r7, #20]
        str     r3, [sp, #RING_OFF + 20]
        ldr     r5, [r7, #12]
        ldr     r6, [sp, #RING_OFF + 12]
        adds    r5, r6                  @ H3 += d
        str     r5, [r7, #12]
        str     r5, [sp, #RING_OFF + 12]
        ldr     r5, [r7, #24]
        ldr     r6, [sp, #RING_OFF + 24]
        adds    r5, r6                  @ H6 += g
        str     r5, [r7, #24]
        str     r5, [sp, #RING_OFF + 24]
        ldr     r5, [r7, #28]
        ldr     r6, [sp, #RING_OFF + 28]
        adds    r5, r6                  @ H7 += h
        str     r5, [r7, #28]
        str     r5, [sp, #RING_OFF + 28]

        cmp     r12, lr                 @ more blocks?
        beq     .Ldone
        b       .Lblock
.Ldone:
        WIPE_FRAME_AND_RETURN

        .p2align 2
.Lk_addr:
        .word   qzi_sha256_k
        .size   qzi_sha256_compress_armv6m, .-qzi_sha256_compress_armv6m

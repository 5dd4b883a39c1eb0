/* Code and data for the board memory-model tests (board_test.c).
 *
 * Each sequence exists twice: once in section .flashcode, linked at
 * 0x08000000 (flash on every modelled board), and once in .text, with the
 * rest of the program at 0x10000000 (zero wait states on every model;
 * run-tests.sh has the link options; the simulator's heap and stack RAM
 * follows the program there).
 * The C side times both and checks the difference, the cycles the memory
 * system added, so that the checks do not depend on the core's own timing
 * rules. The same for the data table (.flashdata at 0x08010000 / .data).
 *
 *   straight_*  2 KiB of straight-line code, then BX LR (the G474's
 *               1 KiB instruction cache cannot hold it; the H563's 8 KiB
 *               ICACHE can)
 *   jumps_*     32 taken branches, each to a word 32 bytes on (a miss
 *               every time: the branch pays the wait states)
 *   loop_*      a 32-byte loop body run 200 times (every cache holds it)
 *   sum_*(p,n)  adds n words read from p, one LDR each (literal-pool and
 *               constant-table reads)
 *   lit_*       100 reads of the same literal from its own literal pool
 */
        .syntax unified
        .thumb

#if __ARM_ARCH_ISA_THUMB >= 2
#define OP4 add.w r0, r0, #1           /* 4 bytes */
#define NOPS 512
#else
#define OP4 adds r0, #1                /* 2 bytes: ARMv6-M */
#define NOPS 1024
#endif

.macro SEQS sec, suffix
        .section \sec,"ax",%progbits
        .align 3
        .global straight_\suffix
        .type straight_\suffix, %function
        .thumb_func
straight_\suffix:
        movs r0, #0
        .rept NOPS
        OP4
        .endr
        bx lr

        .align 3
        .global jumps_\suffix
        .type jumps_\suffix, %function
        .thumb_func
jumps_\suffix:                       @ 32 taken branches, each to a word
        movs r0, #0                    @ 32 bytes on: neither cached nor
        .rept 32                       @ prefetched (the prefetcher reads
        b 4f                           @ the next 8 or 16 bytes only)
        .space 30
4:
        adds r0, #1
        .endr
        bx lr

        .align 3
        .global loop_\suffix
        .type loop_\suffix, %function
        .thumb_func
loop_\suffix:
        movs r0, #0
        movs r1, #200
1:
        .rept 7
        adds r0, #1
        .endr
        subs r1, #1
        bne 1b
        bx lr

        .align 3
        .global sum_\suffix
        .type sum_\suffix, %function
        .thumb_func
sum_\suffix:
        movs r2, #0
2:
        ldr r3, [r0]
        adds r0, #4
        adds r2, r2, r3
        subs r1, #1
        bne 2b
        mov r0, r2
        bx lr

        .align 3
        .global lit_\suffix
        .type lit_\suffix, %function
        .thumb_func
lit_\suffix:
        movs r0, #0
        movs r1, #100
3:
        ldr r2, =0x12345678
        adds r0, r0, r2
        subs r1, #1
        bne 3b
        bx lr
        .ltorg
.endm

        SEQS .flashcode, flash
        SEQS .text, ram

/* 2 KiB of words 0..511, in flash and in RAM */
.macro TABLE sec, flags, name
        .section \sec,"\flags",%progbits
        .align 3
        .global \name
\name:
        .set k, 0
        .rept 512
        .word k
        .set k, k + 1
        .endr
.endm
        TABLE .flashdata, a, table_flash
        TABLE .data, aw, table_ram

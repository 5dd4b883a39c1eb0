/* Timed instruction sequences for qz-mcusim's timing tests.
 *
 * Every t_* function runs its set-up, then reads the bench block's cycle
 * counter (START), runs the sequence, reads it again (STOP) and returns
 * the difference. A counter read includes every instruction before the
 * reading LDR, so the difference is the cost of the first LDR plus that of
 * a MOVS (so that the sequence never follows a load) plus the sequence:
 * timing_main.c subtracts what t_empty measures. r0 is a pointer to a
 * 64-byte word-aligned buffer (buf[0] = &buf[0]); sequences may use r0-r3.
 */
#include "../qz_mcusim.h"

        .syntax unified
        .thumb
        .text

.macro FUNC name
        .global \name
        .type \name, %function
        .thumb_func
        .align 2
\name:
        push {r4-r7, lr}
        ldr r4, =QZSIM_CYCLES_LO
.endm
.macro START
        ldr r5, [r4]
        movs r7, #0
.endm
.macro STOP
        ldr r6, [r4]
        subs r0, r6, r5
        pop {r4-r7, pc}
        .ltorg
.endm

FUNC t_empty
        START
        STOP

FUNC t_adds10
        START
        .rept 10
        adds r1, r1, #1
        .endr
        STOP

FUNC t_ldr2                     @ two independent loads
        START
        ldr r1, [r0]
        ldr r2, [r0, #4]
        STOP

FUNC t_ldr4
        START
        ldr r1, [r0]
        ldr r2, [r0, #4]
        ldr r3, [r0, #8]
        ldr r1, [r0, #12]
        STOP

FUNC t_ldr_dep                  @ the second load's address is the first's result
        START
        ldr r1, [r0]
        ldr r2, [r1, #4]
        STOP

FUNC t_str3                     @ STR with immediate offset
        START
        str r1, [r0, #16]
        str r1, [r0, #20]
        str r1, [r0, #24]
        STOP

FUNC t_str_reg                  @ STR with register offset
        movs r2, #16
        START
        str r1, [r0, r2]
        STOP

FUNC t_ldr_str_reg              @ register-offset STR after a load
        movs r2, #16
        START
        ldr r1, [r0, #4]
        str r1, [r0, r2]
        STOP

FUNC t_str_ldr                  @ a load after a store is not pipelined
        START
        str r1, [r0, #16]
        ldr r2, [r0, #4]
        STOP

FUNC t_ldm3
        START
        ldm r0!, {r1, r2, r3}
        STOP

FUNC t_pushpop4
        START
        push {r0-r3}
        pop {r0-r3}
        STOP

FUNC t_b_taken
        START
        b 1f
        nop
1:      STOP

FUNC t_bcc_not_taken
        movs r1, #0
        START
        cmp r1, #0
        bne 1f
        nop
1:      STOP

FUNC t_bcc_taken
        movs r1, #0
        START
        cmp r1, #0
        beq 1f
        nop
1:      STOP

FUNC t_bl_bx                    @ BL to a function that returns with BX LR
        START
        bl ret_bx
        STOP

FUNC t_bl_pop_pc                @ BL, PUSH {r4, lr}, POP {r4, pc}
        START
        bl ret_pop
        STOP

FUNC t_muls4
        movs r1, #3
        movs r2, #5
        START
        muls r1, r2, r1
        muls r1, r2, r1
        muls r1, r2, r1
        muls r1, r2, r1
        STOP

#if __ARM_ARCH_ISA_THUMB >= 2   /* ARMv7E-M / ARMv8-M Mainline only */
FUNC t_ldrd
        START
        ldrd r1, r2, [r0, #8]
        STOP

FUNC t_ldr_after_ldrd           @ LDRD does not pipeline the next load
        START
        ldrd r1, r2, [r0, #8]
        ldr r3, [r0, #4]
        STOP

FUNC t_cbz_taken
        movs r1, #0
        START
        cbz r1, 1f
        nop
1:      STOP

FUNC t_cbz_not_taken
        movs r1, #1
        START
        cbz r1, 1f
        nop
1:      STOP

FUNC t_it                       @ IT folds: 0 cycles; the MOV costs 1
        movs r1, #0
        START
        cmp r1, #0
        it eq
        moveq r2, r1
        STOP

FUNC t_ite                      @ the failed half of an ITE still issues
        movs r1, #0
        START
        cmp r1, #1
        ite eq
        moveq r2, r1
        movne r2, r1
        STOP

FUNC t_it_bcc_failed            @ a Bcc whose IT condition fails: 1
        movs r1, #0
        START
        cmp r1, #1
        it eq
        beq 1f
        nop
1:      STOP

FUNC t_mla_umull
        movs r1, #3
        movs r2, #5
        START
        mla r3, r1, r2, r3
        umull r1, r2, r3, r2
        umlal r1, r2, r3, r2
        STOP

FUNC t_udiv_big                 @ 0x12345678 / 3: 28 quotient bits
        ldr r1, =0x12345678
        movs r2, #3
        START
        udiv r3, r1, r2
        STOP

FUNC t_udiv_small               @ 100 / 10: 4 quotient bits
        movs r1, #100
        movs r2, #10
        START
        udiv r3, r1, r2
        STOP

FUNC t_sdiv_zero_q              @ -5 / 10: quotient 0
        mvn r1, #4
        movs r2, #10
        START
        sdiv r3, r1, r2
        STOP

FUNC t_ldr_pc                   @ LDR PC from the stack (a PC write)
        adr r1, 1f + 1
        push {r1}
        START
        ldr pc, [sp], #4
1:      STOP

FUNC t_pop_wide                 @ POP.W {r0-r3, r8} : N = 5
        START
        push.w {r0-r3, r8}
        pop.w {r0-r3, r8}
        STOP
#endif

        .thumb_func
ret_bx: bx lr

        .thumb_func
ret_pop:
        push {r4, lr}
        pop {r4, pc}

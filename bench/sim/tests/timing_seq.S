/* Timed instruction sequences for qz-mcusim's timing tests.
 *
 * Every t_* function runs its set-up, then reads the bench block's cycle
 * counter (START), runs the sequence, reads it again (STOP) and returns
 * the difference. A counter read includes every instruction before the
 * reading LDR, so the difference is the cost of the first LDR plus that of
 * a MOVS (so that the sequence never follows a load) plus the sequence:
 * timing_main.c subtracts what t_empty measures. The MOVS before the first
 * LDR keeps that LDR's cost independent of the set-up (on the M33 a load
 * whose address register was loaded by the instruction before stalls).
 * r0 is a pointer to a 64-byte word-aligned buffer (buf[0] = &buf[0]);
 * sequences may use r0-r3.
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
        movs r7, #0
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

#if defined(__ARM_ARCH_8M_MAIN__) /* Cortex-M33 rules (../timing.c) */
FUNC t33_loop20                 @ 4 x (17 x MOV.N, SUBS.W, MOV.N, BNE): jnk0le's
        movs r1, #4             @ template loop, 20 cycles an iteration
        START
1:      .rept 17
        mov r2, r2
        .endr
        subs.w r1, r1, #1
        mov r2, r2
        bne 1b
        STOP

FUNC t33_load_use               @ the next instruction uses the loaded value
        START
        ldr r1, [r0]
        adds r2, r1, #1
        STOP

FUNC t33_load_gap               @ one instruction between: no stall
        START
        ldr r1, [r0]
        adds r2, r3, #1
        adds r3, r1, #1
        STOP

FUNC t33_load_store             @ loaded value stored next: no stall
        START
        ldr r1, [r0, #4]
        str r1, [r0, #16]
        STOP

FUNC t33_load_mla_acc           @ loaded value as MLA accumulator: no stall
        START
        ldr r3, [r0, #4]
        mla r1, r2, r2, r3
        STOP

FUNC t33_load_mla_mul           @ loaded value as MLA multiplicand: stall
        START
        ldr r2, [r0, #4]
        mla r1, r2, r2, r3
        STOP

FUNC t33_ldm_last               @ LDM of 3, the last register used next
        START
        ldmia r0!, {r1, r2, r3}
        adds r3, #1
        STOP

FUNC t33_ldm_first              @ LDM of 3, the first register used next
        START
        ldmia r0!, {r1, r2, r3}
        adds r1, #1
        STOP

FUNC t33_ldm_bne                @ LDM.N; BNE.N not taken: pairs
        START
        cmp r1, r1
        ldmia r0!, {r1, r2, r3}
        bne 1f
1:      STOP

FUNC t33_mla_chain              @ accumulator chaining is free
        START
        mla r1, r2, r3, r1
        mla r1, r2, r3, r1
        mla r1, r2, r3, r1
        STOP

FUNC t33_mul_use                @ MUL result as the next multiplicand
        START
        mul r1, r2, r3
        mul r1, r1, r3
        STOP

FUNC t33_it_wide                @ IT after a 32-bit instruction does not pair
        movs r1, #0
        START
        cmp.w r1, #0
        it eq
        moveq r2, r1
        STOP

FUNC t33_b_nonflag              @ taken BNE.N after a non-flag-setting MOV.N
        movs r1, #0
        START
        cmp r1, #0
        mov r2, r2
        beq 1f
        nop
1:      STOP

FUNC t33_nop_pair               @ ADDS; NOP pairs; NOP; NOP does not
        START
        adds r1, #1
        nop
        nop
        STOP

FUNC t33_ldr_nop                @ LDR; NOP pairs
        START
        ldr r1, [r0]
        nop
        STOP

FUNC t33_shift_use              @ shifted-register operand2 result used next
        START
        add.w r1, r2, r3, ror #8
        adds r2, r1, #1
        STOP

FUNC t33_shift_store            @ ... stored next: no stall
        START
        add.w r1, r2, r3, ror #8
        str r1, [r0, #16]
        STOP

FUNC t33_shcon_use              @ shifted-constant result used next
        START
        eor.w r1, r2, #0x1fc0
        adds r2, r1, #1
        STOP

FUNC t33_shcon_flags            @ flag-setting shifted constant: issue 2
        START
        adds.w r1, r2, #0x1fc0
        movs.w r1, #0x1fc0
        STOP

FUNC t33_uxtab_chain            @ UXTB result as UXTAB accumulate: free
        START
        uxtb r1, r2
        uxtab r1, r1, r3
        STOP

FUNC t33_load_uxtab             @ loaded value as UXTAB accumulate: stall
        START
        ldr r1, [r0]
        uxtab r1, r1, r3
        STOP

FUNC t33_shift_flags            @ flags of a shifted-register op: 1 late
        movs r1, #1
        START
        ands.w r2, r1, r1, lsl #1
        beq 1f
        nop
1:      STOP
#endif

        .thumb_func
ret_bx: bx lr

        .thumb_func
ret_pop:
        push {r4, lr}
        pop {r4, pc}

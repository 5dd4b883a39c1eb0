/*
 * uint32_t qzt_abicall6(uintptr_t c[8]);
 *
 * Calls c[0](c[1], c[2], c[3], c[4], c[5], c[6]) -- the first four
 * arguments in r0-r3, the fifth and sixth on the stack as the AAPCS puts
 * them -- with known values in the callee-saved registers r4-r11, stores
 * the callee's r0 (its return value, if any) in c[7], and reports which
 * of r4-r11, and sp, did not survive:
 *   bit 0..7 = r4..r11 changed, bit 8 = sp changed; 0 = AAPCS respected.
 * Kernels with fewer arguments ignore the extra ones. The six-argument
 * twin of qzt_abicall (abicall_armv6m.S), for the bignum kernels.
 *
 * Written in the ARMv6-M subset, so the same file checks kernels on the
 * Cortex-M0+, M4 and M33. Test support only; not part of the library.
 */
    .syntax unified
    .thumb
    .arch armv6-m

    .equ CANARY, 0x5a5a0000      @ r<n> is loaded with CANARY + n

    .bss
    .align 2
abicall6_sp:                     @ sp at the call, after the stacked arguments
    .space 4
abicall6_c:                      @ the c[] pointer
    .space 4

    .text
    .align 2
    .global qzt_abicall6
    .type qzt_abicall6, %function
    .thumb_func
qzt_abicall6:
    push    {r4-r7, lr}
    mov     r4, r8
    mov     r5, r9
    mov     r6, r10
    mov     r7, r11
    push    {r4-r7}
    ldr     r4, =abicall6_c         @ keep c
    str     r0, [r4]
    sub     sp, #8                  @ the stacked arguments c[5], c[6]
    ldr     r1, [r0, #20]
    str     r1, [sp, #0]
    ldr     r1, [r0, #24]
    str     r1, [sp, #4]
    ldr     r4, =abicall6_sp
    mov     r5, sp
    str     r5, [r4]
    ldr     r1, [r0, #0]
    mov     r12, r1                 @ fn
    ldr     r3, =CANARY + 8         @ r8..r11 = canaries
    mov     r8, r3
    adds    r3, #1
    mov     r9, r3
    adds    r3, #1
    mov     r10, r3
    adds    r3, #1
    mov     r11, r3
    ldr     r4, =CANARY + 4         @ r4..r7 = canaries
    adds    r5, r4, #1
    adds    r6, r4, #2
    adds    r7, r4, #3
    ldr     r3, [r0, #16]           @ the register arguments c[1..4]
    ldr     r2, [r0, #12]
    ldr     r1, [r0, #8]
    ldr     r0, [r0, #4]
    blx     r12                     @ fn(c[1], ..., c[6])

    ldr     r1, =abicall6_c         @ c[7] = r0
    ldr     r1, [r1]
    str     r0, [r1, #28]
    movs    r0, #0                  @ r0 = mask of damaged registers
    .macro  check_low6 reg, n
    ldr     r1, =CANARY + \n
    cmp     \reg, r1
    beq     1f
    movs    r2, #1
    lsls    r2, r2, #(\n - 4)
    orrs    r0, r2
1:
    .endm
    .macro  check_high6 reg, n
    mov     r3, \reg
    ldr     r1, =CANARY + \n
    cmp     r3, r1
    beq     1f
    movs    r2, #1
    lsls    r2, r2, #(\n - 4)
    orrs    r0, r2
1:
    .endm
    check_low6 r4, 4
    check_low6 r5, 5
    check_low6 r6, 6
    check_low6 r7, 7
    check_high6 r8, 8
    check_high6 r9, 9
    check_high6 r10, 10
    check_high6 r11, 11
    ldr     r1, =abicall6_sp
    ldr     r1, [r1]
    mov     r3, sp
    cmp     r3, r1
    beq     2f
    movs    r2, #1
    lsls    r2, r2, #8
    orrs    r0, r2
    mov     sp, r1                  @ put sp back so that we can return
2:
    add     sp, #8                  @ drop the stacked arguments
    pop     {r4-r7}
    mov     r8, r4
    mov     r9, r5
    mov     r10, r6
    mov     r11, r7
    pop     {r4-r7, pc}
    .ltorg
    .size qzt_abicall6, . - qzt_abicall6

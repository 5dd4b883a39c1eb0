/*
 * uint32_t qzt_abicall(void (*fn)(void *, const void *, size_t),
 *                      void *a0, const void *a1, size_t a2);
 *
 * Calls fn(a0, a1, a2) with known values in the callee-saved registers
 * r4-r11 and reports which of them, and sp, did not survive:
 *   bit 0..7 = r4..r11 changed, bit 8 = sp changed; 0 = AAPCS respected.
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
saved_sp:
    .space 4

    .text
    .align 2
    .global qzt_abicall
    .type qzt_abicall, %function
    .thumb_func
qzt_abicall:
    push    {r4-r7, lr}
    mov     r4, r8
    mov     r5, r9
    mov     r6, r10
    mov     r7, r11
    push    {r4-r7}
    ldr     r4, =saved_sp           @ saved_sp = sp
    mov     r5, sp
    str     r5, [r4]
    mov     r12, r0                 @ fn
    mov     r0, r1                  @ shift the arguments down
    mov     r1, r2
    mov     r2, r3
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
    mov     r3, r12
    blx     r3                      @ fn(a0, a1, a2)

    movs    r0, #0                  @ r0 = mask of damaged registers
    .macro  check_low reg, n
    ldr     r1, =CANARY + \n
    cmp     \reg, r1
    beq     1f
    movs    r2, #1
    lsls    r2, r2, #(\n - 4)
    orrs    r0, r2
1:
    .endm
    .macro  check_high reg, n
    mov     r3, \reg
    ldr     r1, =CANARY + \n
    cmp     r3, r1
    beq     1f
    movs    r2, #1
    lsls    r2, r2, #(\n - 4)
    orrs    r0, r2
1:
    .endm
    check_low r4, 4
    check_low r5, 5
    check_low r6, 6
    check_low r7, 7
    check_high r8, 8
    check_high r9, 9
    check_high r10, 10
    check_high r11, 11
    ldr     r1, =saved_sp
    ldr     r1, [r1]
    mov     r3, sp
    cmp     r3, r1
    beq     2f
    movs    r2, #1
    lsls    r2, r2, #8
    orrs    r0, r2
    mov     sp, r1                  @ put sp back so that we can return
2:
    pop     {r4-r7}
    mov     r8, r4
    mov     r9, r5
    mov     r10, r6
    mov     r11, r7
    pop     {r4-r7, pc}
    .ltorg
    .size qzt_abicall, . - qzt_abicall

/*
 * void qzt_regcall(uint32_t c[10]);
 *
 * Calls c[0](c[1], c[2], c[3]) and stores r0-r3, r12 and lr as the callee
 * returned them in c[4..9], for the check that an assembly kernel leaves
 * no secret in its scratch registers (tests/support/frame_check.c).
 * ARMv6-M subset: every Cortex-M.
 */
    .text
    .align 2
    .global qzt_regcall
    .type qzt_regcall, %function
    .thumb_func
qzt_regcall:
    push    {r4, lr}
    mov     r4, r0                  @ r4 = c (callee-saved: kept over the call)
    ldr     r3, [r4, #0]
    mov     r12, r3                 @ fn
    ldr     r0, [r4, #4]            @ a0, a1, a2
    ldr     r1, [r4, #8]
    ldr     r2, [r4, #12]
    movs    r3, #0                  @ nothing of ours in r3
    blx     r12
    adds    r4, #16
    stm     r4!, {r0-r3}            @ c[4..7] = r0-r3
    mov     r0, r12
    mov     r1, lr
    stm     r4!, {r0, r1}           @ c[8], c[9] = r12, lr
    pop     {r4, pc}
    .size qzt_regcall, . - qzt_regcall

/*
 * void qzt_call4(void *a0, const uintptr_t c[3], size_t a3);
 *
 * Tail-calls c[2](a0, c[0], c[1], a3): a four-argument kernel through the
 * three arguments of qzt_abicall. Touches only r0-r3 and r12, so that the
 * AAPCS and frame checks still see the kernel alone. ARMv6-M subset.
 */
    .text
    .align 2
    .global qzt_call4
    .type qzt_call4, %function
    .thumb_func
qzt_call4:
    mov     r3, r2                  @ a3
    ldr     r2, [r1, #8]
    mov     r12, r2                 @ fn = c[2]
    ldr     r2, [r1, #4]            @ c[1]
    ldr     r1, [r1, #0]            @ c[0]
    bx      r12
    .size qzt_call4, . - qzt_call4

/* timed_call.S -- time one call through qz-mcusim's bench control block.
 *
 * ARMv6-M code (runs unchanged on the M0+, M4 and M33 models), so every
 * core sees the same call sequence:
 *
 *   t0 = CYCLES_LO          ldr  r5, [r4]
 *   r0..r3 = args[0..3]     ldm  r6!, {r0-r3}
 *   fn(r0, r1, r2, r3)      blx  r7
 *   t1 = CYCLES_LO          ldr  r0, [r4]
 *
 * A counter read sees the cycles of the instructions before it, so
 * t1 - t0 = (first read) + (argument load) + (blx, the callee, its return).
 * qzcal_time_empty() returns the same difference with nothing in between
 * (the cost of the first read alone): "raw - empty" is the call as a
 * caller sees it (argument set-up, branch, body, return), which is what a
 * DWT.CYCCNT "tick; call; tock - tick - 1" loop measures on silicon.
 * 32-bit difference: spans below 2^32 cycles need no 64-bit read.
 */
    .syntax unified
    .thumb
    .text

    .equ QZCAL_CYCLES_LO, 0x40F00008

/* uint32_t qzcal_time_call(void (*fn)(), const uint32_t args[4]) */
    .balign 4
    .global qzcal_time_call
    .type   qzcal_time_call, %function
    .thumb_func
qzcal_time_call:
    push    {r4-r7, lr}
    mov     r7, r0
    mov     r6, r1
    ldr     r4, =QZCAL_CYCLES_LO
    ldr     r5, [r4]
    ldm     r6!, {r0-r3}
    blx     r7
    ldr     r0, [r4]
    subs    r0, r0, r5
    pop     {r4-r7, pc}
    .size   qzcal_time_call, . - qzcal_time_call
    .ltorg

/* uint32_t qzcal_time_empty(void): two reads back to back */
    .balign 4
    .global qzcal_time_empty
    .type   qzcal_time_empty, %function
    .thumb_func
qzcal_time_empty:
    push    {r4, r5, r6, lr}
    ldr     r4, =QZCAL_CYCLES_LO
    ldr     r5, [r4]
    ldr     r0, [r4]
    subs    r0, r0, r5
    pop     {r4, r5, r6, pc}
    .size   qzcal_time_empty, . - qzcal_time_empty
    .ltorg

/* void qzcal_null(void): an empty callee, for the bare call overhead */
    .balign 4
    .global qzcal_null
    .type   qzcal_null, %function
    .thumb_func
qzcal_null:
    bx      lr
    .size   qzcal_null, . - qzcal_null

    .section .note.GNU-stack, "", %progbits

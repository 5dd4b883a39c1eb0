/*
 * void qzt_paint_stack(size_t bytes, uint32_t pattern);
 *
 * Fill the `bytes` (a multiple of 4) below the caller's stack pointer with
 * `pattern`, using no stack itself, so that everything a function called
 * next puts on the stack lands in painted memory. Test support for the
 * secret residue check (tests/ct/residue.c); ARMv6-M subset, runs on every
 * Cortex-M. r0-r3 only.
 */
    .syntax unified
    .thumb
    .arch armv6-m

    .text
    .align 2
    .global qzt_paint_stack
    .type qzt_paint_stack, %function
    .thumb_func
qzt_paint_stack:
    mov     r2, sp                  @ r2 = end (the caller's sp)
    subs    r3, r2, r0              @ r3 = start
1:  cmp     r3, r2
    bhs     2f
    str     r1, [r3]
    adds    r3, #4
    b       1b
2:  bx      lr
    .size qzt_paint_stack, . - qzt_paint_stack

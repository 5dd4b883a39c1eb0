/*
 * Frame clean: the gate the kernel tests (tests/kernel_*.c) share. A kernel
 * must leave no word of its stack frame, and an assembly kernel no value in
 * r0-r3, r12 or lr, that depends on its secret inputs (the rule of every
 * lib/internal/<family>_kernel.h).
 *
 * qzt_frame_dirty() paints QZT_FRAME_BYTES below its own sp with
 * qzt_paint_stack (stackpaint_armv6m.S), calls fn(a0, a1, a2) through
 * qzt_abicall (abicall_armv6m.S: r4-r11 = QZT_ABI_CANARY + n) and copies the
 * painted area before any other call, so that its own printf cannot write
 * over what the kernel left. The same call through a no-op function, done
 * first, marks the harness's words (qzt_abicall's saves of our registers).
 * Every other word that is no longer the paint must be one of:
 *   zero; a canary QZT_ABI_CANARY + 4 .. + 11 (a saved r4-r11);
 *   a return address (odd, between _init and _fini: the code);
 *   a stack address (saved frame pointers, pointers to stack arguments);
 *   a pointer into, or just past, one of allow->pub (public buffers: the
 *   state's own address is public, its contents are not);
 *   a count 0 .. allow->count, or allow->value (block counts, rounds).
 * Test support for Cortex-M (qemu-arm or a board); not part of the library.
 */
#ifndef QZT_FRAME_CHECK_H
#define QZT_FRAME_CHECK_H

#include <stddef.h>
#include <stdint.h>

/* The shape every kernel is called through: shims adapt the others. */
typedef void (*qzt_kernel_fn)(void *, const void *, size_t);

/* tests/support/abicall_armv6m.S: fn(a0, a1, a2) with r4-r11 = canaries;
 * returns the mask of r4-r11 (bits 0..7) and sp (bit 8) that changed. */
uint32_t qzt_abicall(qzt_kernel_fn fn, void *a0, const void *a1, size_t a2);
#define QZT_ABI_CANARY 0x5a5a0000u /* qzt_abicall loads r<n> with this + n */

/* abicall_armv6m.S: tail-calls c[2](a0, c[0], c[1], a3), touching only
 * r0-r3 and r12 (a four-argument kernel through qzt_abicall). */
void qzt_call4(void *a0, const void *c, size_t a3);

/* tests/support/stackpaint_armv6m.S: fill `bytes` below the caller's sp. */
void qzt_paint_stack(size_t bytes, uint32_t pattern);

#define QZT_FRAME_BYTES 2048 /* more than any kernel's frame on any core */

/* A buffer whose address is public: pointers p .. p + len are allowed. */
typedef struct {
    const void *p;
    size_t len;
} qzt_frame_buf;

/* What a call may leave besides the kinds every call may (see above). */
typedef struct {
    const qzt_frame_buf *pub; /* the public buffers, npub of them */
    size_t npub;
    uint32_t count; /* the largest public count (words 0..count) */
    uint32_t value; /* one more public value (AES nr, Keccak rounds), or 0 */
    int quiet;      /* print nothing (a deliberately leaky function) */
} qzt_frame_allow;

/* The number of words of its stack frame fn(a0, a1, a2) leaves that are
 * none of the allowed kinds; the first four are printed under `who`
 * unless allow->quiet. Also checks (counted as a failure) that the call
 * used the painted area and did not reach its deepest word. */
unsigned qzt_frame_dirty(qzt_kernel_fn fn, void *a0, const void *a1, size_t a2,
                         const qzt_frame_allow *allow, const char *who);

/* The mask of r0-r3, r12, lr (bits 0..5) that fn(a0, a1, a2) returns
 * holding a value none of the allowed kinds (for assembly kernels: a C
 * function's scratch registers are the compiler's). Printed unless
 * allow->quiet. */
unsigned qzt_regs_dirty(qzt_kernel_fn fn, void *a0, const void *a1, size_t a2,
                        const qzt_frame_allow *allow, const char *who);

#endif /* QZT_FRAME_CHECK_H */

/* Frame clean: see frame_check.h. */
#include <stdio.h>
#include <string.h>

#include "frame_check.h"
#include "qzt.h"

#define PAINT 0x3cc35aa5u
#define WORDS (QZT_FRAME_BYTES / 4)
#define ABOVE_SP 64 /* stack addresses allowed above the caller's sp */

extern const char _init[], _fini[]; /* the code lies between them */

void qzt_regcall(uint32_t c[10]); /* abicall_armv6m.S */

/* The painted area after a call, and after the same call of noop. Static:
 * they must not live in the area they record. */
static uint32_t words[WORDS], noop_words[WORDS];

static void noop(void *a0, const void *a1, size_t a2)
{
    (void)a0;
    (void)a1;
    (void)a2;
}

/* Paint, fn(a0, a1, a2) through qzt_abicall, copy the painted area to out
 * with no call in between (the copy runs in this frame, above the area);
 * returns our sp. */
static __attribute__((noinline)) uintptr_t snap(qzt_kernel_fn fn, void *a0, const void *a1,
                                                size_t a2, uint32_t *out)
{
    uintptr_t sp;
    const volatile uint32_t *p;

    __asm__ volatile("mov %0, sp" : "=r"(sp));
    p = (const volatile uint32_t *)(sp - QZT_FRAME_BYTES);
    qzt_paint_stack(QZT_FRAME_BYTES, PAINT);
    (void)qzt_abicall(fn, a0, a1, a2);
    for (size_t i = 0; i < WORDS; i++)
        out[i] = p[i];
    return sp;
}

/* A word a call may leave (see frame_check.h); sp: the caller's. */
static int allowed(uint32_t w, uintptr_t sp, const qzt_frame_allow *allow)
{
    if (w == 0 || w <= allow->count || w == allow->value)
        return 1;
    if (w >= QZT_ABI_CANARY + 4 && w <= QZT_ABI_CANARY + 11)
        return 1;
    if ((w & 1) && w >= (uintptr_t)_init && w < (uintptr_t)_fini)
        return 1;
    if (w >= sp - QZT_FRAME_BYTES && w <= sp + ABOVE_SP)
        return 1;
    for (size_t k = 0; k < allow->npub; k++)
        if (w >= (uintptr_t)allow->pub[k].p && w <= (uintptr_t)allow->pub[k].p + allow->pub[k].len)
            return 1;
    return 0;
}

unsigned qzt_frame_dirty(qzt_kernel_fn fn, void *a0, const void *a1, size_t a2,
                         const qzt_frame_allow *allow, const char *who)
{
    unsigned bad = 0, used = 0;
    size_t top = WORDS;
    uintptr_t sp;

    (void)snap(noop, a0, a1, a2, noop_words);
    sp = snap(fn, a0, a1, a2, words);
    /* The harness (qzt_abicall's saves of our registers, which may differ
     * from call to call) is the top of the area; the kernel's frame lies
     * below it. Words the harness writes below a hole in its own frame
     * are the same in both runs. */
    while (top > 0 && noop_words[top - 1] == PAINT)
        top--;
    while (top > 0 && noop_words[top - 1] != PAINT)
        top--;
    for (size_t i = 0; i < top; i++) {
        uint32_t w = words[i];

        if (w == PAINT || w == noop_words[i])
            continue;
        used++;
        if (allowed(w, sp, allow))
            continue;
        if (!allow->quiet && bad < 4)
            printf("  %s: word at sp - %u = 0x%08lx left in the frame\n", who,
                   (unsigned)(4 * (WORDS - i)), (unsigned long)w);
        bad++;
    }
    QZT_CHECK(used > 0 && words[0] == PAINT, "%s: the painted area misses the frame", who);
    return bad;
}

unsigned qzt_regs_dirty(qzt_kernel_fn fn, void *a0, const void *a1, size_t a2,
                        const qzt_frame_allow *allow, const char *who)
{
    static const char *const reg[6] = {"r0", "r1", "r2", "r3", "r12", "lr"};
    uint32_t c[10];
    uintptr_t sp;
    unsigned bad = 0;

    __asm__ volatile("mov %0, sp" : "=r"(sp));
    c[0] = (uint32_t)(uintptr_t)fn;
    c[1] = (uint32_t)(uintptr_t)a0;
    c[2] = (uint32_t)(uintptr_t)a1;
    c[3] = (uint32_t)a2;
    qzt_regcall(c);
    for (unsigned i = 0; i < 6; i++) {
        if (allowed(c[4 + i], sp, allow))
            continue;
        if (!allow->quiet)
            printf("  %s: returns %s = 0x%08lx\n", who, reg[i], (unsigned long)c[4 + i]);
        bad |= 1u << i;
    }
    return bad;
}

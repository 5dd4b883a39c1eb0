/*
 * qzi_wipe: zero memory that held secrets. The stores go through volatile
 * pointers and are followed by a compiler barrier that claims to read the
 * memory, so neither dead-store elimination nor link-time optimisation
 * can remove them.
 *
 * Word stores between the first and the last aligned word, bytes around
 * them: a context or key schedule of a few hundred bytes is wiped at
 * about one store per word instead of one per byte (a 748-byte qz_gcm_key
 * took about 3,400 modelled cycles on the Cortex-M4 byte by byte). The
 * path taken depends on the address and length only, which are public.
 */
#include <stdint.h>

#include "internal/ct.h"

void qzi_wipe(void *p, size_t n)
{
    volatile uint8_t *b = (volatile uint8_t *)p;
    volatile uint32_t *w;

    while (n > 0 && ((uintptr_t)b & 3) != 0) {
        *b++ = 0;
        n--;
    }
    w = (volatile uint32_t *)(void *)b;
#if defined(__OPTIMIZE_SIZE__)
    /* -Os (the small build compiles this file so): gcc keeps a counted
     * loop's test at its top there (a taken branch back and a compare each
     * pass), so the 16-byte loop is written tested at its bottom against a
     * pointer bound, and the 0..15 bytes left by the bits of n: 9 modelled
     * M4 cycles a pass instead of 12, and smaller. The -O2 form below is
     * what gcc rotates itself. */
    if (n >= 16) {
        volatile uint32_t *end = w + (n >> 4) * 4;

        do {
            w[0] = 0;
            w[1] = 0;
            w[2] = 0;
            w[3] = 0;
            w += 4;
        } while (w != end);
    }
    if (n & 8) {
        w[0] = 0;
        w[1] = 0;
        w += 2;
    }
    if (n & 4)
        *w++ = 0;
    n &= 3;
#else
    for (; n >= 16; n -= 16, w += 4) {
        w[0] = 0;
        w[1] = 0;
        w[2] = 0;
        w[3] = 0;
    }
    for (; n >= 4; n -= 4)
        *w++ = 0;
#endif
    b = (volatile uint8_t *)w;
    while (n-- > 0)
        *b++ = 0;
#if defined(__GNUC__) || defined(__clang__)
    __asm__ volatile("" : : "r"(p) : "memory");
#endif
}

/*
 * qzi_wipe_stack: the area is a variable-length array at the bottom of
 * this function's frame, so it ends just below the registers this
 * function saves, a few words below the stack pointer it was called with:
 * where the frame of the function its caller called just before lay.
 * (gcc may make the call a tail call after the caller has popped its own
 * small frame: the area then starts higher and still covers the body's
 * frame, which lay below the caller's.) n is a compile-time constant at
 * every call site (a kernel's frame bound), capped so that a wrong value
 * cannot run the stack away. Never inlined, nor analysed across calls
 * (gcc's noipa), so that link-time optimisation cannot fold the area into
 * the caller's frame.
 */
#if defined(__clang__)
__attribute__((noinline))
#elif defined(__GNUC__)
__attribute__((noinline, noipa))
#endif
void qzi_wipe_stack(size_t n)
{
    uint32_t area[(n < QZI_WIPE_STACK_MAX ? n : QZI_WIPE_STACK_MAX) / 4 + 1];

    qzi_wipe(area, sizeof area);
}

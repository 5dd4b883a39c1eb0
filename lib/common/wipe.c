/*
 * qzi_wipe: zero memory that held secrets. The stores go through a
 * volatile pointer and are followed by a compiler barrier that claims to
 * read the memory, so neither dead-store elimination nor link-time
 * optimisation can remove them.
 */
#include "internal/ct.h"

void qzi_wipe(void *p, size_t n)
{
    volatile uint8_t *v = (volatile uint8_t *)p;

    while (n-- > 0)
        *v++ = 0;
#if defined(__GNUC__) || defined(__clang__)
    __asm__ volatile("" : : "r"(p) : "memory");
#endif
}

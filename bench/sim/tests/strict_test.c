/* qz-mcusim --strict test: each mode does one access or instruction the
 * real core faults on (or, for "ok", none) and exits 0 if it survives.
 * run-tests.sh expects exit status 3 (modelled fault) under --strict where
 * the core faults, and 0 under --no-strict:
 *   ok     aligned LDR/LDRH/LDM/LDRD               never faults
 *   ldr    LDR from an odd address                 Cortex-M0+ faults
 *   strh   STRH to an odd address                  Cortex-M0+ faults
 *   ldm    LDM from a base that is 2 mod 4         every core faults
 *   ldrd   LDRD from a base that is 2 mod 4        M4/M33 fault (no LDRD on M0+)
 *   t2     a 32-bit Thumb-2 instruction (ADD.W)    Cortex-M0+ faults
 */
#include <stdio.h>
#include <string.h>

static unsigned buf[8] __attribute__((aligned(8))) = {0x11223344, 0x55667788,
                                                     0x99aabbcc, 0xddeeff00};

int main(int argc, char **argv) {
    const char *m = argc > 1 ? argv[1] : "ok";
    unsigned char *b = (unsigned char *)buf;
    unsigned v = 0, w = 0;
    if (!strcmp(m, "ok")) {
        __asm__ volatile("ldr %0, [%2]\n\tldrh %1, [%2, #2]" : "=&l"(v), "=&l"(w) : "l"(b) : "memory");
        __asm__ volatile("ldm %1!, {%0}" : "=l"(w), "+l"(b) : : "memory");
#if __ARM_ARCH_ISA_THUMB >= 2
        unsigned x, y;
        __asm__ volatile("ldrd %0, %1, [%2]" : "=&r"(x), "=&r"(y) : "r"(buf) : "memory");
        v ^= x ^ y;
#endif
    } else if (!strcmp(m, "ldr")) {
        __asm__ volatile("ldr %0, [%1]" : "=l"(v) : "l"(b + 1) : "memory");
    } else if (!strcmp(m, "strh")) {
        __asm__ volatile("strh %1, [%0]" : : "l"(b + 1), "l"(v) : "memory");
    } else if (!strcmp(m, "ldm")) {
        unsigned char *p = b + 2;
        __asm__ volatile("ldm %1!, {%0}" : "=l"(v), "+l"(p) : : "memory");
#if __ARM_ARCH_ISA_THUMB >= 2
    } else if (!strcmp(m, "ldrd")) {
        unsigned y;
        __asm__ volatile("ldrd %0, %1, [%2]" : "=&r"(v), "=&r"(y) : "r"(b + 2) : "memory");
        v ^= y;
#endif
    } else if (!strcmp(m, "t2")) {
        v = 41; /* add.w r0, r0, #1 as a raw encoding: the M0+ build has no Thumb-2 */
        __asm__ volatile("mov r0, %0\n\t.inst.w 0xf1000001\n\tmov %0, r0" : "+l"(v) : : "r0");
        if (v != 42) return 1;
    } else {
        printf("unknown mode %s\n", m);
        return 2;
    }
    printf("%s: survived (0x%08x)\n", m, v);
    return 0;
}

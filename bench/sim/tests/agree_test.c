/* Agreement with build-aux/qz-trace-cycles: the same leaf function is
 * measured by qz-mcusim (bench-block counter around one call) and by the
 * script (qemu trace, --func). run-tests.sh compares the two figures.
 *   agree_test.elf          run the kernels plainly (under qemu-arm)
 *   agree_test.elf sim      measure each call, print "NAME CYCLES"
 * With -DQZ_SHA2 (and libqzcrypt.a of a cross build) the SHA-2 assembly
 * kernels of the library are measured too. */
#include <stdio.h>
#include <string.h>
#include "../qz_mcusim.h"

typedef unsigned (*fn_t)(void *, const void *, unsigned);

/* r0-r2 pass through to fn (in r3); returns the cycles between the reads:
 * LDR (2; M33 1 + 1 stall: its address was loaded just before) + BLX (M0+
 * 2, M4 1+P = 3, M33 2) + fn */
unsigned measure(void *a, const void *b, unsigned n, fn_t fn);
__asm__(".syntax unified\n.thumb\n.text\n.global measure\n.type measure, %function\n"
        ".thumb_func\nmeasure:\n  push {r4-r6, lr}\n  ldr r4, =0x40F00008\n"
        "  ldr r5, [r4]\n  blx r3\n  ldr r6, [r4]\n  subs r0, r6, r5\n"
        "  pop {r4-r6, pc}\n.ltorg\n");

static unsigned out[8];

__attribute__((noinline)) unsigned kernel(void *state, const void *data, unsigned n) {
    const unsigned *p = data;
    unsigned h = 0x811c9dc5u, acc = *(unsigned *)state;
    for (unsigned k = 0; k < n; k++) {
        unsigned w = p[k];
        h = (h ^ w) * 16777619u;
        if (h & 1) acc += w << 3;
        else acc ^= h >> 5;
        out[k & 7] = acc + out[(k + 3) & 7];
    }
    return h + acc;
}

#ifdef QZ_SHA2
void qzi_sha256_compress_armv6m(void *, const void *, unsigned);
void qzi_sha512_compress_armv6m(void *, const void *, unsigned);
#if __ARM_ARCH_ISA_THUMB >= 2
void qzi_sha256_compress_armv7em(void *, const void *, unsigned);
void qzi_sha512_compress_armv7em(void *, const void *, unsigned);
#endif
#if defined(__ARM_ARCH_8M_MAIN__)
void qzi_sha256_compress_armv8m(void *, const void *, unsigned);
void qzi_sha512_compress_armv8m(void *, const void *, unsigned);
#endif
#endif

static const struct { const char *name; fn_t fn; unsigned n; } K[] = {
    {"kernel", kernel, 48},
#ifdef QZ_SHA2
    {"qzi_sha256_compress_armv6m", (fn_t)qzi_sha256_compress_armv6m, 2},
    {"qzi_sha512_compress_armv6m", (fn_t)qzi_sha512_compress_armv6m, 2},
#if __ARM_ARCH_ISA_THUMB >= 2
    {"qzi_sha256_compress_armv7em", (fn_t)qzi_sha256_compress_armv7em, 2},
    {"qzi_sha512_compress_armv7em", (fn_t)qzi_sha512_compress_armv7em, 2},
#endif
#if defined(__ARM_ARCH_8M_MAIN__)
    {"qzi_sha256_compress_armv8m", (fn_t)qzi_sha256_compress_armv8m, 2},
    {"qzi_sha512_compress_armv8m", (fn_t)qzi_sha512_compress_armv8m, 2},
#endif
#endif
};

static unsigned long long state[8];
static unsigned data[64];

int main(int argc, char **argv) {
    int sim = argc > 1 && !strcmp(argv[1], "sim");
    for (unsigned k = 0; k < 64; k++) data[k] = k * 0x9E3779B9u;
    for (unsigned k = 0; k < sizeof K / sizeof K[0]; k++) {
        memset(state, 0x5c, sizeof state);
        if (sim) {
            unsigned over = QZSIM_REG(QZSIM_CORE) == 4 ? 5 : 4;
            printf("%s %u\n", K[k].name, measure(state, data, K[k].n, K[k].fn) - over);
        } else {
            K[k].fn(state, data, K[k].n);
        }
    }
    return 0;
}

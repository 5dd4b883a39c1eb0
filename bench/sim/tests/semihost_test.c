/* qz-mcusim semihosting and bench-block test. run-tests.sh runs it as
 *   semihost_test.elf alpha "two words"  < stdin-with "ping"
 * and checks stdout, stderr and the exit status; the program checks the
 * rest itself and exits 0 when all its checks pass, or:
 *   semihost_test.elf exit7     exit(7)        (exit status 7)
 *   semihost_test.elf ret3      return 3 from main
 *   semihost_test.elf abort     abort()        (status != 0)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../qz_mcusim.h"

static int failed;
#define CHECK(c) do { if (!(c)) { printf("FAIL: %s (line %d)\n", #c, __LINE__); failed++; } } while (0)

static unsigned long long cycles(void) {
    unsigned lo = QZSIM_REG(QZSIM_CYCLES_LO); /* latches the high word */
    return (unsigned long long)QZSIM_REG(QZSIM_CYCLES_HI) << 32 | lo;
}

__attribute__((noinline)) static unsigned deep(volatile unsigned char *p, unsigned n) {
    volatile unsigned char buf[1024];
    for (unsigned k = 0; k < sizeof buf; k++) buf[k] = (unsigned char)(k + n);
    return buf[n % sizeof buf] + (p ? *p : 0);
}

#define REG(a) (*(volatile unsigned *)(a))

int main(int argc, char **argv) {
    if (argc == 2 && !strcmp(argv[1], "exit7")) exit(7);
    if (argc == 2 && !strcmp(argv[1], "ret3")) return 3;
    if (argc == 2 && !strcmp(argv[1], "abort")) abort();

    /* argv */
    CHECK(argc == 3);
    CHECK(argc > 1 && !strcmp(argv[1], "alpha"));
    CHECK(argc > 2 && !strcmp(argv[2], "two words"));
    size_t n0 = strlen(argv[0]);
    printf("argv[0] is the image: %s\n",
           n0 > 4 && !strcmp(argv[0] + n0 - 4, ".elf") ? "yes" : "no");

    /* stdout / stderr / stdin */
    printf("hello from printf %d %s\n", 42, "ok");
    fprintf(stderr, "to stderr\n");
    char line[32] = "";
    CHECK(fgets(line, sizeof line, stdin) != NULL);
    CHECK(!strcmp(line, "ping\n"));

    /* bench block: identity, monotonic 64-bit cycle and instruction counts */
    CHECK(QZSIM_REG(QZSIM_ID) == QZSIM_ID_VALUE);
    unsigned long long c0 = cycles(), c1 = cycles();
    CHECK(c1 > c0 && c1 - c0 < 100);
    unsigned i0 = QZSIM_REG(QZSIM_INSNS_LO), i1 = QZSIM_REG(QZSIM_INSNS_LO);
    CHECK(i1 > i0 && i1 - i0 < 20);
    CHECK(QZSIM_REG(QZSIM_CLOCK_KHZ) == 48000); /* run with --clock-mhz 48 */

    /* stack high-water mark: reset, then a 1 KiB frame lowers it */
    QZSIM_REG(QZSIM_STACK_MIN) = 0;
    unsigned m0 = QZSIM_REG(QZSIM_STACK_MIN);
    deep(NULL, 3);
    unsigned m1 = QZSIM_REG(QZSIM_STACK_MIN);
    CHECK(m0 - m1 >= 1024 && m0 - m1 < 1200);
    printf("stack used by deep(): %u bytes\n", m0 - m1);

    /* DWT CYCCNT (not on ARMv6-M) and SysTick */
    unsigned core = QZSIM_REG(QZSIM_CORE);
    REG(0xE000EDFC) |= 1u << 24; /* DEMCR.TRCENA */
    REG(0xE0001004) = 0;
    REG(0xE0001000) |= 1;        /* DWT_CTRL.CYCCNTENA */
    unsigned d0 = REG(0xE0001004), d1 = REG(0xE0001004);
    if (core == 0) {
        CHECK(REG(0xE0001000) & (1u << 25)); /* NOCYCCNT */
        CHECK(d0 == 0 && d1 == 0);
    } else {
        CHECK(d1 > d0 && d1 - d0 < 10);
    }
    REG(0xE000E014) = 999;       /* SYST_RVR: period 1000 cycles */
    REG(0xE000E018) = 0;         /* SYST_CVR: clear */
    REG(0xE000E010) = 5;         /* ENABLE | CLKSOURCE */
    unsigned v0 = REG(0xE000E018), v1 = REG(0xE000E018);
    CHECK(v0 <= 999 && v1 < v0);
    CHECK(!(REG(0xE000E010) & (1u << 16)));
    deep(NULL, 1);               /* more than 1000 cycles */
    CHECK(REG(0xE000E010) & (1u << 16)); /* COUNTFLAG, cleared by the read */
    CHECK(!(REG(0xE000E010) & (1u << 16)));
    REG(0xE000E010) = 0;
    unsigned cpuid = REG(0xE000ED00);
    CHECK(((cpuid >> 4) & 0xFFF) == (core == 0 ? 0xC60u : core == 4 ? 0xC24u : 0xD21u));

    /* clock(): modelled time at 48 MHz */
    clock_t t = clock();
    CHECK(t != (clock_t)-1);

    /* malloc from the heap newlib sets up from SYS_HEAPINFO */
    char *big = malloc(100000);
    CHECK(big != NULL);
    if (big) { memset(big, 1, 100000); free(big); }

    printf("%d checks failed\n", failed);
    return failed ? 1 : 0;
}

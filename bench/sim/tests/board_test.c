/* qz-mcusim board memory-model tests: the sequences of board_seq.S, in
 * flash (linked at 0x08000000) and in RAM, timed through the bench block.
 * The difference flash - RAM is what the memory system added; it is
 * checked against what the model's rules (../board.c, README.md 'Board
 * models') give for the board named by argv[1] (or 'ideal': nothing).
 * Prints one line per check, then "N passed, N failed"; exit 1 on a
 * failure. */
#include <stdio.h>
#include <string.h>
#include "../qz_mcusim.h"

unsigned straight_flash(void), straight_ram(void), loop_flash(void), loop_ram(void);
unsigned jumps_flash(void), jumps_ram(void);
unsigned sum_flash(const unsigned *p, unsigned n), sum_ram(const unsigned *p, unsigned n);
unsigned lit_flash(void), lit_ram(void);
extern const unsigned table_flash[512], table_ram[512];

static unsigned long long now(void)
{
    unsigned lo = QZSIM_REG(QZSIM_CYCLES_LO);
    return (unsigned long long)QZSIM_REG(QZSIM_CYCLES_HI) << 32 | lo;
}

/* Cycles of one call through a pointer (a BL from flash to 0x20000000
 * would go through a linker veneer): the call and the counter reads cancel
 * in flash - RAM. */
static long time0(unsigned (*volatile f)(void))
{
    unsigned long long t0 = now();
    f();
    return (long)(now() - t0);
}

static long time2(unsigned (*volatile f)(const unsigned *, unsigned), const unsigned *p)
{
    unsigned long long t0 = now();
    f(p, 512);
    return (long)(now() - t0);
}

static int passed, failed;

static void check(const char *name, long extra, long lo, long hi, const char *rule)
{
    int ok = extra >= lo && extra <= hi;
    printf("%s: %s: +%ld cycles in flash (expected %ld..%ld: %s)\n", ok ? "PASS" : "FAIL",
           name, extra, lo, hi, rule);
    ok ? passed++ : failed++;
}

int main(int argc, char **argv)
{
    const char *b = argc > 1 ? argv[1] : "ideal";
    /* per board: wait states + 1 (cycles per flash read), read width */
    long lat = 0, word = 8;
    int icache_holds_2k = 0, dcache = 0, thumb2 = __ARM_ARCH_ISA_THUMB >= 2;

    if (!strcmp(b, "nucleo-g474re")) lat = 9, icache_holds_2k = 0, dcache = 1;
    else if (!strcmp(b, "nucleo-h563zi")) lat = 6, word = 16, icache_holds_2k = 1, dcache = 1;
    else if (!strcmp(b, "nucleo-u083rc")) lat = 2;
    else if (strcmp(b, "ideal")) {
        printf("FAIL: unknown board %s\n", b);
        return 1;
    }
    long words = 2048 / word; /* flash reads of the 2 KiB body / table */
    time0(lit_ram); /* warm: the timing code itself runs at zero wait states */

    /* 1. straight-line code, cold and again */
    long s_ram = time0(straight_ram);
    long s1 = time0(straight_flash) - s_ram;
    long s2 = time0(straight_flash) - s_ram;
    /* 2 KiB of 4-byte (2-byte on the M0+) 1-cycle instructions: the core
     * wants 4 (2) bytes a cycle; the flash gives `word` bytes every `lat`
     * cycles, prefetching the next read: the body takes about words * lat
     * cycles when that is longer than the core's own time */
    long insns = thumb2 ? 512 : 1024;
    long bound = words * lat > insns ? words * lat - insns : 0;
    if (lat == 0) {
        check("straight-line 2 KiB, ideal", s1, 0, 0, "zero wait states");
    } else {
        check("straight-line 2 KiB, cold", s1, bound, bound + 2 * lat + 8,
              "flash-bound: reads x (wait states + 1) - instructions");
        if (icache_holds_2k)
            check("straight-line 2 KiB, again", s2, 0, 2, "the instruction cache holds it");
        else
            check("straight-line 2 KiB, again", s2, bound, bound + 2 * lat + 8,
                  "larger than the instruction cache: as cold");
    }

    /* 2. taken branches to words neither cached nor prefetched: the target
     * is requested when the branch executes, so each pays the wait states
     * (lat - 1) on top of the ideal branch, at most a read in flight more */
    long j_ram = time0(jumps_ram);
    long j1 = time0(jumps_flash) - j_ram;
    if (lat == 0)
        check("32 branches to cold words, ideal", j1, 0, 0, "zero wait states");
    else
        check("32 branches to cold words", j1, 32 * (lat - 1), 32 * (2 * lat) + 2 * lat,
              "each pays the wait states");

    /* 3. a loop whose body every cache holds: only the first pass waits */
    long l_ram = time0(loop_ram);
    long l1 = time0(loop_flash) - l_ram;
    check("32-byte loop x 200", l1, 0, lat ? 6 * lat : 0,
          "misses on the first iteration only");

    /* 4. a 2 KiB constant table read word by word */
    long t_ram = time2(sum_ram, table_ram);
    long d1 = time2(sum_flash, table_flash) - t_ram;
    long d2 = time2(sum_flash, table_flash) - t_ram;
    if (lat == 0) {
        check("2 KiB table, ideal", d1, 0, 0, "zero wait states");
    } else {
        /* with a data cache: one flash read per table word (the cache
         * line), lat cycles each, the loop's own instructions partly
         * overlapped; without: one flash read per LDR */
        long lo = dcache ? words * (lat - 1) : 512 * (lat - 1);
        long hi = dcache ? words * (lat + 1) : 512 * lat + 4 * lat;
        check("2 KiB table, cold", d1, lo, hi,
              dcache ? "a flash read per table word" : "a flash read per load");
        if (icache_holds_2k) /* the H563's ICACHE also caches data reads */
            check("2 KiB table, again", d2, 0, 4, "held by the unified cache");
        else
            check("2 KiB table, again", d2, lo, hi,
                  dcache ? "larger than the data cache: as cold" : "no data cache: as cold");
    }

    /* 5. one literal read 100 times */
    long k_ram = time0(lit_ram);
    long k1 = time0(lit_flash) - k_ram;
    if (lat == 0)
        check("literal x 100, ideal", k1, 0, 0, "zero wait states");
    else if (dcache)
        check("literal x 100", k1, 0, 4 * lat, "cached after the first read");
    else
        check("literal x 100", k1, 100 * (lat - 1) - 100, 100 * lat + 4 * lat,
              "no data cache: every read goes to flash");

    /* the two copies compute the same (after the timings: a call here
     * would have warmed the caches) */
    if (straight_flash() != straight_ram() || loop_flash() != loop_ram() ||
        jumps_flash() != 32 || jumps_ram() != 32 ||
        sum_flash(table_flash, 512) != 511 * 512 / 2 ||
        sum_ram(table_ram, 512) != 511 * 512 / 2 || lit_flash() != lit_ram()) {
        printf("FAIL: the flash and RAM copies compute different results\n");
        failed++;
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}

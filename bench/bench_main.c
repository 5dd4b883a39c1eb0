/*
 * bench_main.c -- qzcrypt benchmark firmware: times every row of
 * bench_ops.c with the core's own cycle counter and prints one
 * machine-readable line per row:
 *
 *   BENCH core=cortex-m4 op=sha256 mode=oneshot len=32 chunk=0 out=32
 *         cycles=NNN stack=NNN buffer=NNN fp=sha256 [simcycles=NNN
 *         stack_sim=NNN] stack_paint=NNN
 *
 * Timing (bench_timer.h): DWT_CYCCNT on the Cortex-M4/M33, SysTick on the
 * Cortex-M0+, read exactly as on hardware. Each row runs once untimed
 * (warm-up: matters on a board with a flash cache, not in the model), then
 * `reps` times; the smallest count is reported, minus the count of the
 * same sequence around an empty operation (timer reads, call, return).
 *
 * Stack: the high-water mark below the stack pointer of the measuring
 * function, i.e. the operation's wrapper (a few bytes) plus everything the
 * library uses. Painting (fill 6 KiB below sp, run, find the deepest
 * changed byte) works everywhere. With --sim the runner says that the
 * program runs in qz-mcusim, whose bench control block also gives the
 * exact lowest sp (STACK_MIN) and a 64-bit modelled cycle counter; both
 * are printed next to the hardware-style figures, which must agree. The
 * block is never probed without --sim: on qemu-arm or a board its address
 * is unmapped and would fault.
 *
 * Arguments: [--sim] [--reps N]. Without arguments (a board) it paints,
 * with 3 repetitions. Exit status 0 when every row ran without error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "qzcrypt/qzcrypt.h"
#include "bench.h"
#include "bench_timer.h"
#include "qz_mcusim.h"

#ifndef BENCH_CORE
#if defined(__ARM_ARCH_6M__)
#define BENCH_CORE "cortex-m0plus"
#elif defined(__ARM_ARCH_8M_MAIN__)
#define BENCH_CORE "cortex-m33"
#elif defined(__ARM_ARCH_7EM__)
#define BENCH_CORE "cortex-m4"
#else
#define BENCH_CORE "unknown"
#endif
#endif

#ifndef BENCH_TARGET
#define BENCH_TARGET "semihosting" /* or the board name (bench/run sets it) */
#endif

#define PAINT_BYTES 6144u
#define PAINT_MARGIN 64u
#define PAINT 0x5Cu

extern volatile int bench_status;

static enum bench_timer timer;
static int sim;

struct meas {
    uint32_t cycles;    /* hardware counter, raw (overhead not removed) */
    uint32_t simcycles; /* bench block counter, raw */
    uint32_t stack_sim; /* bytes below base, from STACK_MIN */
    uint32_t stack_paint;
    int overflow;
};

static inline uintptr_t current_sp(void)
{
    uintptr_t sp;

    __asm__ volatile("mov %0, sp" : "=r"(sp));
    return sp;
}

static __attribute__((noinline)) void paint(uintptr_t base)
{
    volatile uint8_t *p = (volatile uint8_t *)(base - PAINT_BYTES);

    for (uint32_t i = 0; i < PAINT_BYTES - PAINT_MARGIN; i++)
        p[i] = PAINT;
}

static uint32_t painted_used(uintptr_t base)
{
    const volatile uint8_t *p = (const volatile uint8_t *)(base - PAINT_BYTES);
    uint32_t i = 0;

    while (i < PAINT_BYTES - PAINT_MARGIN && p[i] == PAINT)
        i++;
    return i == 0 ? 0xFFFFFFFFu : PAINT_BYTES - i; /* all changed: too deep */
}

static inline uint32_t sim_cycles_lo(void)
{
    /* The runs here are far below 2^32 cycles; CYCLES_HI is not needed for
     * differences, which are taken modulo 2^32. */
    return QZSIM_REG(QZSIM_CYCLES_LO);
}

static __attribute__((noinline)) void measure_once(const struct bench_op *o,
                                                   struct meas *m)
{
    uintptr_t base;
    uint32_t t0, t, b0 = 0, b1 = 0;
    int ovf;

    if (o->setup) o->setup(o);
    base = current_sp();
    paint(base);
    if (sim) QZSIM_REG(QZSIM_STACK_MIN) = 0; /* any write: min = current sp */
    t0 = bench_timer_start(timer);
    if (sim) b0 = sim_cycles_lo();
    o->run(o);
    if (sim) b1 = sim_cycles_lo();
    t = bench_timer_stop(timer, t0, &ovf);
    m->cycles = t;
    m->overflow = ovf;
    m->simcycles = b1 - b0;
    m->stack_sim = sim ? (uint32_t)(base - QZSIM_REG(QZSIM_STACK_MIN)) : 0;
    m->stack_paint = painted_used(base);
}

/* Public-key rows (ec-, ecdsa-, ecdh-, ed25519-, ed448-, x25519-,
 * x448-, ml-kem-, ml-dsa-, rsa): millions of cycles a call, one measurement without warm-up: the
 * model is deterministic, and a board's flash cache is warm within the
 * first few thousand cycles of the call (doc/testing.md: a family's long
 * operations are measured once). */
static int long_row(const struct bench_op *o)
{
    return strncmp(o->op, "ec", 2) == 0 || strncmp(o->op, "ed", 2) == 0 ||
           strncmp(o->op, "ml-", 3) == 0 || strncmp(o->op, "rsa", 3) == 0 ||
           (o->op[0] == 'x' && o->op[1] >= '0' && o->op[1] <= '9');
}

/* A row that reports the mean of its chunk calls (bench.h): measured once,
 * in the simulator only, its figure divided by chunk. */
static int no_mean; /* --no-mean: leave them out (bench/run's second run) */
static int mean_row(const struct bench_op *o)
{
    return strcmp(o->mode, "mean") == 0 && o->chunk != 0;
}

/* Warm-up, then reps measurements: smallest counts, largest stacks. */
static void measure(const struct bench_op *o, int reps, struct meas *best)
{
    struct meas m;

    measure_once(o, best);
    if (long_row(o) || mean_row(o))
        return;
    for (int r = 0; r < reps; r++) {
        measure_once(o, &m);
        if (m.cycles < best->cycles) best->cycles = m.cycles;
        if (m.simcycles < best->simcycles) best->simcycles = m.simcycles;
        if (m.stack_sim > best->stack_sim) best->stack_sim = m.stack_sim;
        if (m.stack_paint != 0xFFFFFFFFu &&
            (best->stack_paint == 0xFFFFFFFFu || m.stack_paint > best->stack_paint))
            best->stack_paint = m.stack_paint;
        best->overflow |= m.overflow;
    }
}

static const char *kernel_isa(int k)
{
    switch (k) {
    case 0: return "generic";
    case 1: return "armv6m";
    case 2: return "armv7em";
    case 3: return "armv8m";
    default: return "?";
    }
}

int main(int argc, char **argv)
{
    static const struct bench_op noop = {"noop", "calibration", 0, 0, 0, 0,
                                         NULL, bench_run_noop, 0, "none"};
    struct meas cal;
    int reps = 3, errors = 0, st;

    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--sim") == 0)
            sim = 1;
        else if (strcmp(argv[i], "--reps") == 0 && i + 1 < argc)
            reps = atoi(argv[++i]);
        else if (strcmp(argv[i], "--no-mean") == 0)
            no_mean = 1;
        else {
            printf("BENCHFAIL usage: [--sim] [--reps N] [--no-mean]\n");
            return 2;
        }
    }
    if (reps < 1) reps = 1;
    if (sim && QZSIM_REG(QZSIM_ID) != QZSIM_ID_VALUE) {
        printf("BENCHFAIL --sim given but no qz-mcusim bench block\n");
        return 2;
    }

    bench_fill();
    timer = bench_timer_init();
    printf("BENCHINFO core=%s target=%s timer=%s sim=%d reps=%d clock_khz=%lu "
           "kernels=sha256:%s,sha512:%s,keccak:%s,aes-%s:%s,chacha:%s "
           "full=%d rsa_priv_key=%lu rsa_pub_key=%lu compiler=\"gcc %s\"\n",
           BENCH_CORE, BENCH_TARGET, timer == BENCH_TIMER_DWT ? "dwt" : "systick", sim,
           reps, sim ? (unsigned long)QZSIM_REG(QZSIM_CLOCK_KHZ) : 0ul,
           kernel_isa(QZ_KERNEL_SHA256), kernel_isa(QZ_KERNEL_SHA512),
           kernel_isa(QZ_KERNEL_KECCAK), QZ_AES_TABLE ? "table" : "ct",
           kernel_isa(QZ_KERNEL_AES), kernel_isa(QZ_KERNEL_CHACHA), BENCH_FULL,
           (unsigned long)sizeof(qz_rsa_private_key), (unsigned long)sizeof(qz_rsa_public_key),
           __VERSION__);

    st = bench_selftest();
    if (st != 0) {
        printf("BENCHFAIL selftest mask=0x%x\n", st);
        return 1;
    }
    printf("BENCHSELFTEST ok\n");

    measure(&noop, reps, &cal);
    printf("BENCHCAL overhead=%lu simoverhead=%lu stack=%lu\n",
           (unsigned long)cal.cycles, (unsigned long)cal.simcycles,
           (unsigned long)(sim ? cal.stack_sim : cal.stack_paint));

    for (size_t i = 0; i < bench_nops; i++) {
        const struct bench_op *o = &bench_ops[i];
        struct meas m;
        int err, long_wrap;
        uint32_t simcal = mean_row(o) ? 0 : cal.simcycles; /* a mean: < 1 a call */

        bench_status = 0;
        if (mean_row(o) && (!sim || no_mean))
            continue; /* the simulator's runs only (bench.h), if wanted */
        measure(o, reps, &m);
        if (mean_row(o)) {
            m.cycles /= o->chunk;
            m.simcycles /= o->chunk;
            m.overflow = 1; /* reported as timer=sim below */
        }
        /* A public-key row can outlast SysTick's 24 bits (the M0+, about
         * 16.7M cycles): in the simulator its figure is then the
         * simulator's counter (timer=sim); on a board it stays "overflow",
         * which is not an error for such a row (doc/performance.md). */
        long_wrap = m.overflow && (long_row(o) || mean_row(o));
        err = bench_status != 0 || (m.overflow && !long_wrap) || m.stack_paint == 0xFFFFFFFFu;
        errors += err;
        printf("BENCH core=%s op=%s mode=%s len=%lu chunk=%lu out=%lu ", BENCH_CORE,
               o->op, o->mode, (unsigned long)o->len, (unsigned long)o->chunk,
               (unsigned long)o->out);
        if (m.overflow && long_wrap && sim)
            printf("cycles=%lu timer=sim ",
                   (unsigned long)(m.simcycles - simcal));
        else if (m.overflow)
            printf("cycles=overflow ");
        else
            printf("cycles=%lu ", (unsigned long)(m.cycles - cal.cycles));
        printf("stack=%lu buffer=%lu fp=%s",
               (unsigned long)(sim ? m.stack_sim : m.stack_paint),
               (unsigned long)o->buffer, o->fp);
        if (sim)
            printf(" simcycles=%lu stack_sim=%lu",
                   (unsigned long)(m.simcycles - simcal),
                   (unsigned long)m.stack_sim);
        printf(" stack_paint=%lu%s\n", (unsigned long)m.stack_paint,
               err ? " error=1" : "");
    }
    for (size_t i = 0; i < bench_nskipped; i++) {
        const struct bench_op *o = &bench_skipped[i];
        printf("BENCHSKIP core=%s op=%s mode=%s len=%lu chunk=%lu out=%lu buffer=%lu fp=%s "
               "run=%s\n", BENCH_CORE, o->op, o->mode, (unsigned long)o->len,
               (unsigned long)o->chunk, (unsigned long)o->out, (unsigned long)o->buffer, o->fp,
               BENCH_FULL ? "never" : "full"); /* never: not on this core (bench_ops.c) */
    }
    printf("BENCHEND rows=%lu errors=%d\n", (unsigned long)bench_nops, errors);
    return errors ? 1 : 0;
}

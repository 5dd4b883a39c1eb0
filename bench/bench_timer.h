/*
 * bench_timer.h -- cycle counters as on the hardware: the DWT cycle
 * counter on ARMv7-M / ARMv8-M Mainline (Cortex-M4, M33), SysTick on
 * ARMv6-M (Cortex-M0+, which has no DWT_CYCCNT). The same code runs on a
 * board and in qz-mcusim, which emulates both counters.
 *
 * SysTick is a 24-bit down counter. It runs free with reload 0xFFFFFF
 * from bench_timer_init on; each measurement first writes SYST_CVR (which
 * clears it and COUNTFLAG; it reloads 0xFFFFFF on the next tick), reads
 * the start value, reads SYST_CSR once to clear COUNTFLAG, and at the end
 * reads SYST_CVR then SYST_CSR. COUNTFLAG set at the end means the
 * counter passed 1 -> 0 during the measurement, i.e. 2^24 cycles or more
 * went by: the measurement is reported as an overflow, never as a wrong
 * number (the longest operation here takes about 3 million cycles on the
 * Cortex-M0+).
 */
#ifndef QZ_BENCH_TIMER_H
#define QZ_BENCH_TIMER_H

#include <stdint.h>

#define BT_REG(a) (*(volatile uint32_t *)(a))
#define BT_DEMCR 0xE000EDFCu
#define BT_DEMCR_TRCENA (1u << 24)
#define BT_DWT_CTRL 0xE0001000u
#define BT_DWT_CTRL_NOCYCCNT (1u << 25)
#define BT_DWT_CYCCNT 0xE0001004u
#define BT_SYST_CSR 0xE000E010u
#define BT_SYST_RVR 0xE000E014u
#define BT_SYST_CVR 0xE000E018u
#define BT_SYST_COUNTFLAG (1u << 16)
/* ENABLE | CLKSOURCE (processor clock); no TICKINT: no interrupt */
#define BT_SYST_RUN 5u

enum bench_timer { BENCH_TIMER_DWT, BENCH_TIMER_SYSTICK };

/* Which counter this build uses. ARMv6-M: SysTick (its DWT, when present,
 * has no cycle counter). Otherwise DWT: TRCENA first (DWT registers may
 * read as zero without it), then DWT_CTRL.NOCYCCNT must be clear and the
 * counter must move; else SysTick. */
static inline enum bench_timer bench_timer_init(void)
{
#if !defined(__ARM_ARCH_6M__) && !defined(__ARM_ARCH_8M_BASE__)
    BT_REG(BT_DEMCR) |= BT_DEMCR_TRCENA;
    if (!(BT_REG(BT_DWT_CTRL) & BT_DWT_CTRL_NOCYCCNT)) {
        uint32_t c0;

        BT_REG(BT_DWT_CYCCNT) = 0;
        BT_REG(BT_DWT_CTRL) |= 1u; /* CYCCNTENA */
        c0 = BT_REG(BT_DWT_CYCCNT);
        __asm__ volatile("nop\n\tnop\n\tnop\n\tnop");
        if (BT_REG(BT_DWT_CYCCNT) != c0) return BENCH_TIMER_DWT;
    }
#endif
    BT_REG(BT_SYST_CSR) = 0;
    BT_REG(BT_SYST_RVR) = 0xFFFFFFu;
    BT_REG(BT_SYST_CVR) = 0;
    BT_REG(BT_SYST_CSR) = BT_SYST_RUN;
    return BENCH_TIMER_SYSTICK;
}

static inline uint32_t bench_timer_start(enum bench_timer t)
{
    uint32_t v;

    if (t == BENCH_TIMER_DWT) return BT_REG(BT_DWT_CYCCNT);
    BT_REG(BT_SYST_CVR) = 0;
    v = BT_REG(BT_SYST_CVR);
    (void)BT_REG(BT_SYST_CSR);
    return v;
}

/* Elapsed counts since start; *overflow set when SysTick wrapped. */
static inline uint32_t bench_timer_stop(enum bench_timer t, uint32_t start,
                                        int *overflow)
{
    uint32_t v;

    if (t == BENCH_TIMER_DWT) {
        v = BT_REG(BT_DWT_CYCCNT);
        *overflow = 0;
        return v - start;
    }
    v = BT_REG(BT_SYST_CVR);
    *overflow = (BT_REG(BT_SYST_CSR) & BT_SYST_COUNTFLAG) != 0;
    return (start - v) & 0xFFFFFFu;
}

#endif /* QZ_BENCH_TIMER_H */

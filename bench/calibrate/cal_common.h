/* cal_common.h -- shared part of the calibration harnesses: time a call
 * (see timed_call.S), repeat it, print one QZCAL line for bench/calibrate/run.
 *
 * Line format (parsed by run):
 *   QZCAL time <label> raw=R empty=E null=N reps=K spread=S
 *   QZCAL check <label> ok|FAIL <what>
 * R: t1 - t0 of the last timed call, E: the two-reads overhead, N: raw of a
 * call to an empty function with the same argument loading; S: max - min of
 * the K timed calls (0 for code whose timing does not depend on the data,
 * and every call here gets the same data anyway).
 */
#ifndef QZCAL_COMMON_H
#define QZCAL_COMMON_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "qz_mcusim.h"

typedef void (*qzcal_fn)(void);

uint32_t qzcal_time_call(qzcal_fn fn, const uint32_t args[4]);
uint32_t qzcal_time_empty(void);
void qzcal_null(void);

static int qzcal_failed;

static int qzcal_in_sim(void)
{
    return QZSIM_REG(QZSIM_ID) == QZSIM_ID_VALUE;
}

/* one untimed warm-up call, then reps timed calls */
static uint32_t qzcal_time(const char *label, qzcal_fn fn,
                           uint32_t a0, uint32_t a1, uint32_t a2, uint32_t a3,
                           int reps)
{
    uint32_t args[4] = { a0, a1, a2, a3 };
    uint32_t raw = 0, lo = 0xffffffffu, hi = 0, empty, null;
    int i;

    empty = qzcal_time_empty();
    (void)qzcal_time_call(qzcal_null, args);
    null = qzcal_time_call(qzcal_null, args);
    (void)qzcal_time_call(fn, args);             /* warm-up call */
    for (i = 0; i < reps; i++) {
        raw = qzcal_time_call(fn, args);
        if (raw < lo) lo = raw;
        if (raw > hi) hi = raw;
    }
    printf("QZCAL time %s raw=%lu empty=%lu null=%lu reps=%d spread=%lu\n",
           label, (unsigned long)raw, (unsigned long)empty,
           (unsigned long)null, reps, (unsigned long)(hi - lo));
    return raw;
}

static void qzcal_check(const char *label, const char *what,
                        const uint8_t *got, const uint8_t *want, size_t n)
{
    int ok = memcmp(got, want, n) == 0;
    size_t i;

    printf("QZCAL check %s %s %s", label, ok ? "ok" : "FAIL", what);
    if (!ok) {
        printf(" got=");
        for (i = 0; i < n; i++) printf("%02x", got[i]);
    }
    printf("\n");
    if (!ok) qzcal_failed = 1;
}

#endif

/*
 * fp_main.c -- one footprint image: the board start-up, this main and the
 * single run function FP_RUN of bench_ops.c (e.g. -DFP_RUN=run_sha256_flow
 * for the SHA-256 init/update/final path), linked with --gc-sections so
 * that the image holds exactly what that operation needs.
 *
 * The descriptor is read through a volatile pointer, so the compiler can
 * neither see the lengths nor drop any path of the operation. bench/run
 * attributes every input section of the image to its archive member with
 * the link map (bench/report.py): qzcrypt's own bytes are the footprint;
 * the C library's memcpy/memset and this harness are counted apart.
 *
 * FP_RUN=bench_run_noop gives the baseline image (no qzcrypt at all).
 */
#include "bench.h"

#ifndef FP_RUN
#error "define FP_RUN to the run function of one operation"
#endif

void FP_RUN(const struct bench_op *op);

static struct bench_op fp_op;
static const struct bench_op *volatile fp_opp = &fp_op;

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    FP_RUN(fp_opp);
    return 0;
}

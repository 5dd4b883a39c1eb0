/*
 * bench.h -- the operations the benchmark firmware times and the
 * footprint images link, one descriptor per measured row.
 *
 * A row is one call of `run` (after `setup`, which is not timed) on the
 * global buffers of bench_ops.c. The same run functions are linked one at
 * a time into the footprint images (bench/fp_main.c, -DFP_RUN=...), so
 * every run function calls exactly the qzcrypt entry points that its
 * operation needs and nothing else.
 */
#ifndef QZ_BENCH_H
#define QZ_BENCH_H

#include <stddef.h>
#include <stdint.h>

struct bench_op;
typedef void (*bench_fn)(const struct bench_op *op);

struct bench_op {
    const char *op;   /* algorithm: sha256, sha3_256, hmac_sha256, ... */
    const char *mode; /* oneshot, flow, final, squeeze, kernel, mean */
    uint32_t len;     /* message bytes (kernel: blocks or rounds) */
    uint32_t chunk;   /* flow: bytes per update call; mean: calls; else 0 */
    uint32_t out;     /* output bytes (digest, XOF, tag, OKM) */
    int alg;          /* AES rows: key bytes; RSA signing: the window bits,
                         RSA verification: the modulus bits; 0 otherwise */
    bench_fn setup;   /* untimed preparation (final, squeeze), or NULL */
    bench_fn run;     /* the timed call(s) */
    uint32_t buffer;  /* caller-held working buffer (context) in bytes */
    const char *fp;   /* footprint unit: the run function linked alone */
};

/* A "mean" row's run makes `chunk` calls on different inputs (an operation
 * whose cost depends on its input, as ML-DSA signing's number of
 * attempts) and the row reports the mean cycles of a call; it runs in the
 * simulator only (the firmware's --sim runs without --no-mean: bench/run's
 * first), as timer=sim, once. */
#define BENCH_MEAN_CALLS 100u

/* BENCH_REF_ONLY=1: only the rows of the reference pages (SHA-256,
 * SHA-384, AES-CBC) and the SHA-2/AES kernel rows, so that the image with
 * its kernels in RAM (bench/ld/<board>_fast.ld) fits the board's RAM. */
#ifndef BENCH_REF_ONLY
#define BENCH_REF_ONLY 0
#endif
/* BENCH_PQ_ONLY=1: only the post-quantum rows (ML-KEM, ML-DSA), for the
 * image with their kernels (Keccak-p, the NTTs) in RAM: the G474's 32 KiB
 * of CCM SRAM holds those kernels or the reference rows' ones, not both. */
#ifndef BENCH_PQ_ONLY
#define BENCH_PQ_ONLY 0
#endif
/* BENCH_RSA_ONLY=1: only the RSA rows, for the image with their kernels
 * (the Montgomery products, the table read, SHA-256) in RAM: the G474's
 * recommended placement (doc/porting.md), which the M4's report compares
 * with the page, as it does the other rows' (bench/run builds it where
 * the kernels go to RAM: the M4). */
#ifndef BENCH_RSA_ONLY
#define BENCH_RSA_ONLY 0
#endif

/* BENCH_FULL=1 (bench/run --full): every RSA row on every core, the
 * figures of record (doc/performance.md). 0 (CI's bench/run --all): a
 * cheap subset (bench_ops.c, "RSA"); the other rows are in bench_skipped,
 * which the firmware names in BENCHSKIP lines so that their footprint
 * images are still linked and checked. */
#ifndef BENCH_FULL
#define BENCH_FULL 0
#endif

/* Message, output and key buffers; 8-byte aligned, so every core takes
 * its kernels' aligned path (as a firmware with word-aligned buffers
 * would). */
#define BENCH_MSG_BYTES 8192
#define BENCH_OUT_BYTES 8192
extern uint8_t bench_msg[BENCH_MSG_BYTES];
extern uint8_t bench_out[BENCH_OUT_BYTES];

extern const struct bench_op bench_ops[];
extern const size_t bench_nops;
/* The rows this build does not run (BENCH_FULL above). */
extern const struct bench_op bench_skipped[];
extern const size_t bench_nskipped;

/* Fill the buffers with a fixed pattern (the same on every run). */
void bench_fill(void);
/* Known-answer checks of the library as linked here, and a data-flow
 * versus one-shot comparison: 0 when everything matches. */
int bench_selftest(void);
/* An operation that does nothing: the calibration of the timing overhead. */
void bench_run_noop(const struct bench_op *op);

#endif /* QZ_BENCH_H */

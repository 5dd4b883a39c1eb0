/*
 * qzt: the small support library shared by qzcrypt's own test programs
 * (KAT runners, fuzz replay, kernel tests). It runs on the host and under
 * qemu-arm / on a board: stdio printf only, no file I/O, no heap.
 */
#ifndef QZT_H
#define QZT_H

#include <stddef.h>
#include <stdint.h>

#include "qzcrypt/hash.h"

/* Failure accounting: qzt_fail() prints a located message and counts. */
extern unsigned long qzt_failures;
extern unsigned long qzt_checks;
void qzt_fail(const char *file, int line, const char *fmt, ...);

#define QZT_CHECK(cond, ...)                                                   \
    do {                                                                       \
        qzt_checks++;                                                          \
        if (!(cond))                                                           \
            qzt_fail(__FILE__, __LINE__, __VA_ARGS__);                         \
    } while (0)

/* 1 if the n bytes at p are all zero (a wiped context or output). Inline:
 * the libFuzzer build of the fuzz targets does not link this library. */
static inline int qzt_all_zero(const void *p, size_t n)
{
    const uint8_t *b = (const uint8_t *)p;
    uint8_t acc = 0;

    for (size_t i = 0; i < n; i++)
        acc |= b[i];
    return acc == 0;
}

/* Compare n bytes; on mismatch print both in hex under `what`. */
int qzt_expect_bytes(const char *file, int line, const char *what,
                     const uint8_t *got, const uint8_t *want, size_t n);
#define QZT_EXPECT_BYTES(what, got, want, n)                                   \
    qzt_expect_bytes(__FILE__, __LINE__, what, got, want, n)

/* Print "<name>: N checks, N failed" and return the exit status:
 * 0 only if at least one check ran and none failed. */
int qzt_finish(const char *name);

/* Deterministic xorshift64* generator for random tests (seeded, so a
 * failure reproduces). */
typedef struct {
    uint64_t s;
} qzt_rng;
void qzt_rng_seed(qzt_rng *r, uint64_t seed);
uint32_t qzt_rand32(qzt_rng *r);
void qzt_rand_bytes(qzt_rng *r, void *buf, size_t n);

/* Hex decoding: returns the number of bytes written, or -1 on bad hex or
 * when the result would exceed cap. */
long qzt_unhex(const char *hex, size_t hexlen, uint8_t *out, size_t cap);

/* Hash naming shared by the KAT runners and fuzz targets: the hash id
 * descriptor for a KAT name ("SHA256", "SHA512_224", "SHA3_256", ...), or
 * NULL. */
qz_hash_id qzt_hash_by_name(const char *name, size_t len);
/* The typed one-shot (qz_sha256, qz_sha3_384, ...) for a hash. */
int qzt_typed_oneshot(qz_hash_id alg, uint8_t *out, const void *data, size_t len);

#endif /* QZT_H */

/*
 * What every qzcrypt fuzz target provides and may use.
 *
 * A target is one file defining LLVMFuzzerTestOneInput. It is linked
 * either with libFuzzer (--enable-fuzzers: the target is also compiled
 * with QZ_FUZZ_OPENSSL and compares against OpenSSL), or with
 * fuzz/replay_main.c, which runs the committed corpus and a fixed set of
 * pseudo-random inputs, natively and under qemu-arm.
 *
 * A target checks properties and calls QZ_FUZZ_ASSERT, which prints the
 * failed condition and aborts, so both drivers report the failure.
 */
#ifndef QZ_FUZZ_TARGET_H
#define QZ_FUZZ_TARGET_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define QZ_FUZZ_ASSERT(cond)                                                   \
    do {                                                                       \
        if (!(cond)) {                                                         \
            printf("fuzz assertion failed: %s (%s:%d)\n", #cond, __FILE__,   \
                   __LINE__);                                                  \
            abort();                                                           \
        }                                                                      \
    } while (0)

#endif /* QZ_FUZZ_TARGET_H */

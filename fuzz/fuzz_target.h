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

#ifdef QZ_FUZZ_OPENSSL
#include <openssl/evp.h>

#include "qzcrypt/hash.h"

/* OpenSSL's digest for a SHA-2 qz_hash_id (the differential reference). */
static inline const EVP_MD *openssl_md(int alg)
{
    switch (alg) {
    case QZ_HASH_SHA224: return EVP_sha224();
    case QZ_HASH_SHA256: return EVP_sha256();
    case QZ_HASH_SHA384: return EVP_sha384();
    case QZ_HASH_SHA512: return EVP_sha512();
    case QZ_HASH_SHA512_224: return EVP_sha512_224();
    default: return EVP_sha512_256();
    }
}
#endif

#endif /* QZ_FUZZ_TARGET_H */

/*
 * What every qzcrypt fuzz target provides and may use.
 *
 * A target is one file, fuzz/fuzz_<name>.c, defining
 *
 *     int QZ_FUZZ_TARGET(<name>)(const uint8_t *data, size_t size)
 *
 * with its seed corpus in fuzz/corpus/<name>/. Registering it is one word:
 * <name> in QZ_FUZZ_TARGETS (fuzz/Makefile.inc). The build then links it
 * into both drivers through a generated table (fuzz/registry.h):
 *  - fuzz/replay (make check, natively and under qemu-arm): every
 *    registered target over its committed corpus, compiled in, and a fixed
 *    set of pseudo-random inputs;
 *  - fuzz/fuzz-<name> (--enable-fuzzers): libFuzzer, with the target also
 *    compiled with QZ_FUZZ_OPENSSL to compare against OpenSSL.
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

/* Expands to a prototype and the start of the definition, so that
 * "int QZ_FUZZ_TARGET(x)(const uint8_t *data, size_t size) {" declares and
 * defines qzt_fuzz_x (-Wmissing-prototypes stays quiet). */
#define QZ_FUZZ_TARGET(name)                                                   \
    qzt_fuzz_##name(const uint8_t *data, size_t size);                         \
    int qzt_fuzz_##name

#define QZ_FUZZ_ASSERT(cond)                                                   \
    do {                                                                       \
        if (!(cond)) {                                                         \
            printf("fuzz assertion failed: %s (%s:%d)\n", #cond, __FILE__,   \
                   __LINE__);                                                  \
            fflush(stdout); /* else lost when stdout is a file */         \
            abort();                                                           \
        }                                                                      \
    } while (0)

#include "qzcrypt/hash.h"

/* The SHA-2 hash a fuzz input selects with one byte. */
static inline qz_hash_id qz_fuzz_sha2(uint8_t sel)
{
    static const qz_hash_alg *const sha2[6] = {
        &qz_hash_sha224, &qz_hash_sha256, &qz_hash_sha384,
        &qz_hash_sha512, &qz_hash_sha512_224, &qz_hash_sha512_256};

    return sha2[sel % 6];
}

#ifdef QZ_FUZZ_OPENSSL
#include <openssl/evp.h>

/* OpenSSL's digest for a SHA-2 hash (the differential reference). */
static inline const EVP_MD *openssl_md(qz_hash_id alg)
{
    switch (alg->id) {
    case QZ_HASH_ID_SHA224: return EVP_sha224();
    case QZ_HASH_ID_SHA256: return EVP_sha256();
    case QZ_HASH_ID_SHA384: return EVP_sha384();
    case QZ_HASH_ID_SHA512: return EVP_sha512();
    case QZ_HASH_ID_SHA512_224: return EVP_sha512_224();
    default: return EVP_sha512_256();
    }
}
#endif

#endif /* QZ_FUZZ_TARGET_H */

/* qzt: see qzt.h. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "qzt.h"

unsigned long qzt_failures;
unsigned long qzt_checks;

void qzt_fail(const char *file, int line, const char *fmt, ...)
{
    va_list ap;

    qzt_failures++;
    if (qzt_failures > 50)
        return; /* enough to diagnose; keep logs short under qemu */
    printf("FAIL %s:%d: ", file, line);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
}

static void print_hex(const char *label, const uint8_t *p, size_t n)
{
    printf("  %s ", label);
    for (size_t i = 0; i < n; i++)
        printf("%02x", p[i]);
    printf("\n");
}

int qzt_expect_bytes(const char *file, int line, const char *what,
                     const uint8_t *got, const uint8_t *want, size_t n)
{
    qzt_checks++;
    if (n == 0 || memcmp(got, want, n) == 0)
        return 1;
    qzt_fail(file, line, "%s differs", what);
    if (qzt_failures <= 50) {
        print_hex("got: ", got, n);
        print_hex("want:", want, n);
    }
    return 0;
}

int qzt_finish(const char *name)
{
    printf("%s: %lu checks, %lu failed\n", name, qzt_checks, qzt_failures);
    if (qzt_checks == 0) {
        printf("%s: FAIL: no check ran\n", name);
        return 1;
    }
    return qzt_failures == 0 ? 0 : 1;
}

void qzt_rng_seed(qzt_rng *r, uint64_t seed)
{
    r->s = seed ? seed : UINT64_C(0x9e3779b97f4a7c15);
}

uint32_t qzt_rand32(qzt_rng *r)
{
    r->s ^= r->s >> 12;
    r->s ^= r->s << 25;
    r->s ^= r->s >> 27;
    return (uint32_t)((r->s * UINT64_C(0x2545f4914f6cdd1d)) >> 32);
}

void qzt_rand_bytes(qzt_rng *r, void *buf, size_t n)
{
    uint8_t *p = (uint8_t *)buf;

    for (size_t i = 0; i < n; i++)
        p[i] = (uint8_t)qzt_rand32(r);
}

static int nibble(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

long qzt_unhex(const char *hex, size_t hexlen, uint8_t *out, size_t cap)
{
    if (hexlen % 2 != 0 || hexlen / 2 > cap)
        return -1;
    for (size_t i = 0; i < hexlen / 2; i++) {
        int hi = nibble(hex[2 * i]), lo = nibble(hex[2 * i + 1]);

        if (hi < 0 || lo < 0)
            return -1;
        out[i] = (uint8_t)(hi << 4 | lo);
    }
    return (long)(hexlen / 2);
}

#include "qzcrypt/hash.h"

static const struct {
    const char *name;
    qz_hash_id alg;
    int (*oneshot)(uint8_t *, const void *, size_t);
} HASHES[] = {
    {"SHA224", QZ_HASH_SHA224, qz_sha224},
    {"SHA256", QZ_HASH_SHA256, qz_sha256},
    {"SHA384", QZ_HASH_SHA384, qz_sha384},
    {"SHA512", QZ_HASH_SHA512, qz_sha512},
    {"SHA512_224", QZ_HASH_SHA512_224, qz_sha512_224},
    {"SHA512_256", QZ_HASH_SHA512_256, qz_sha512_256},
    {"SHA3_224", QZ_HASH_SHA3_224, qz_sha3_224},
    {"SHA3_256", QZ_HASH_SHA3_256, qz_sha3_256},
    {"SHA3_384", QZ_HASH_SHA3_384, qz_sha3_384},
    {"SHA3_512", QZ_HASH_SHA3_512, qz_sha3_512},
};

qz_hash_id qzt_hash_by_name(const char *name, size_t len)
{
    for (size_t i = 0; i < sizeof HASHES / sizeof HASHES[0]; i++)
        if (strlen(HASHES[i].name) == len && memcmp(HASHES[i].name, name, len) == 0)
            return HASHES[i].alg;
    return NULL;
}

int qzt_typed_oneshot(qz_hash_id alg, uint8_t *out, const void *data, size_t len)
{
    for (size_t i = 0; i < sizeof HASHES / sizeof HASHES[0]; i++)
        if (HASHES[i].alg == alg)
            return HASHES[i].oneshot(out, data, len);
    return QZ_ERR_ALG;
}

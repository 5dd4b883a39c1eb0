/*
 * The constant-time checks, two gates over one list of operations:
 *
 *  - host (make check-ct): every secret-handling operation runs with its
 *    secrets marked undefined for valgrind memcheck (QZ_CT_SECRET). Under
 *    `valgrind --error-exitcode=...` any branch or memory address computed
 *    from a secret is reported and fails the check. Outputs that become
 *    public (digests, tags) are declassified with QZ_CT_PUBLIC.
 *  - target (QZ_CT_TRACE, make check-ct-trace, Cortex-M builds in the
 *    qz-mcusim simulator): each operation runs with 16 different secrets
 *    and identical public inputs; the simulator's digest of the executed
 *    PCs and data addresses must be identical every time. This covers the
 *    assembly kernels, which valgrind on the host never sees. Two
 *    deliberately leaky operations must give differing digests, which
 *    proves the gate can fail.
 *
 * Adding an operation: write `static void ct_<name>(void)` and add one
 * line to OPS[].
 */
#include <stdio.h>
#include <string.h>

#include "qzcrypt/qzcrypt.h"
#include "tests/ct/ct.h"

static uint8_t key[200], msg[300], out[1024];

/* Fill the secrets; `seed` varies them between runs of the trace gate. */
static void secret_inputs(unsigned seed)
{
    uint32_t x = 0x9e3779b9u * (seed + 1);

    for (size_t i = 0; i < sizeof key; i++, x = x * 1664525u + 1013904223u)
        key[i] = (uint8_t)(x >> 24);
    for (size_t i = 0; i < sizeof msg; i++, x = x * 1664525u + 1013904223u)
        msg[i] = (uint8_t)(x >> 24);
    QZ_CT_SECRET(key, sizeof key);
    QZ_CT_SECRET(msg, sizeof msg);
}

static void ct_hashes(void)
{
    static const qz_hash_id ids[] = {QZ_HASH_SHA224,   QZ_HASH_SHA256,   QZ_HASH_SHA384,
                                     QZ_HASH_SHA512,   QZ_HASH_SHA512_224, QZ_HASH_SHA512_256,
                                     QZ_HASH_SHA3_224, QZ_HASH_SHA3_256, QZ_HASH_SHA3_384,
                                     QZ_HASH_SHA3_512};
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
        qz_hash_ctx ctx;

        qz_hash_init(&ctx, ids[i]);
        qz_hash_update(&ctx, msg, 7);
        qz_hash_update(&ctx, msg + 7, 250);
        qz_hash_final(&ctx, out, sizeof out);
    }
}

static void ct_hmac(void)
{
    qz_hmac_ctx ctx;

    qz_hmac(QZ_HASH_SHA256, key, 32, msg, 300, out, 64);
    qz_hmac(QZ_HASH_SHA512, key, 200, msg, 100, out, 64);
    qz_hmac(QZ_HASH_SHA3_256, key, 150, msg, 100, out, 64);
    /* Verify against a secret-derived tag: the verdict is declassified
     * inside qz_hmac_verify, nothing else may depend on the tag. */
    qz_hmac_init(&ctx, QZ_HASH_SHA384, key, 48);
    qz_hmac_update(&ctx, msg, 300);
    qz_hmac_verify(&ctx, key + 50, 48);
}

static void ct_hkdf(void)
{
    qz_hkdf(QZ_HASH_SHA256, key, 32, msg, 64, NULL, 0, out, 200);
    qz_hkdf(QZ_HASH_SHA512, NULL, 0, msg, 64, key, 10, out, 300);
}

static void ct_shake_kmac(void)
{
    qz_kmac_ctx ctx;

    qz_shake128(msg, 300, out, 500);
    qz_shake256(msg, 137, out, 300);
    qz_kmac128(key, 32, NULL, 0, msg, 300, out, 32);
    qz_kmac256(key, 200, msg, 5, msg, 100, out, 64);
    qz_kmac256_init(&ctx, key, 64, NULL, 0);
    qz_kmac_update(&ctx, msg, 64);
    qz_kmac_verify(&ctx, key + 64, 64);
    qz_cshake128_init(&ctx, msg, 4, NULL, 0);
    qz_shake_absorb(&ctx, key, 100);
    qz_shake_squeeze(&ctx, out, 100);
    qz_shake_wipe(&ctx);
}

static const struct {
    const char *name;
    void (*fn)(void);
} OPS[] = {
    {"hashes", ct_hashes},
    {"hmac", ct_hmac},
    {"hkdf", ct_hkdf},
    {"shake-kmac", ct_shake_kmac},
};

#ifndef QZ_CT_TRACE
int main(void)
{
    for (size_t i = 0; i < sizeof OPS / sizeof OPS[0]; i++) {
        secret_inputs(0);
        OPS[i].fn();
        QZ_CT_PUBLIC(out, sizeof out);
        printf("ct: %s ran with secret inputs\n", OPS[i].name);
    }
    printf("ct: %u operations; valgrind's error count decides\n",
           (unsigned)(sizeof OPS / sizeof OPS[0]));
    return 0;
}
#else
#include "bench/sim/qz_mcusim.h"

#define SECRETS 16

static volatile uint8_t sink;
static const uint8_t table[256] = {1, 2, 3};

/* Deliberately leaky: the gate must see these. */
static __attribute__((noinline)) void leak_branch(void)
{
    if (key[0] & 1) {
        sink = 1;
        sink = 2;
    } else {
        sink = 3;
    }
}

static __attribute__((noinline)) void leak_index(void)
{
    sink = table[key[1]];
}

static uint64_t traced(void (*fn)(void), unsigned seed)
{
    uint64_t lo, hi;

    secret_inputs(seed);
    QZSIM_REG(QZSIM_DIGEST) = QZSIM_DIGEST_START;
    fn();
    QZSIM_REG(QZSIM_DIGEST) = QZSIM_DIGEST_STOP;
    lo = QZSIM_REG(QZSIM_DIGEST);
    hi = QZSIM_REG(QZSIM_DIGEST_HI);
    return hi << 32 | lo;
}

int main(void)
{
    static const struct {
        const char *name;
        void (*fn)(void);
    } LEAKS[] = {{"secret branch", leak_branch}, {"secret index", leak_index}};
    unsigned passed = 0, failed = 0;

    if (QZSIM_REG(QZSIM_ID) != QZSIM_ID_VALUE) {
        printf("ct-trace: needs the qz-mcusim simulator\n0 passed, 1 failed\n");
        return 1;
    }
    for (size_t i = 0; i < sizeof OPS / sizeof OPS[0]; i++) {
        uint64_t first = traced(OPS[i].fn, 0);
        int same = 1;

        for (unsigned k = 1; k < SECRETS; k++)
            same &= traced(OPS[i].fn, k) == first;
        printf("%s: ct-trace %s: %s over %d secrets\n", same ? "PASS" : "FAIL",
               OPS[i].name, same ? "identical traces" : "TRACES DIFFER", SECRETS);
        same ? passed++ : failed++;
    }
    for (size_t i = 0; i < sizeof LEAKS / sizeof LEAKS[0]; i++) {
        int differs = 0;
        uint64_t first = traced(LEAKS[i].fn, 0);

        for (unsigned k = 1; k < SECRETS; k++)
            differs |= traced(LEAKS[i].fn, k) != first;
        printf("%s: ct-trace catches the deliberate %s\n", differs ? "PASS" : "FAIL",
               LEAKS[i].name);
        differs ? passed++ : failed++;
    }
    printf("%u passed, %u failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
#endif

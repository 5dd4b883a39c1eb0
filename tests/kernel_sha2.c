/*
 * SHA-2 kernel test: every assembly kernel built for this core against
 * its _c twin (lib/generic), on random states, random block counts 0..5
 * and every block-pointer alignment 0..7, through qzt_abicall, which also
 * checks that r4-r11 and sp survive. Guard words around the state and
 * the message must stay untouched.
 */
#include <stdio.h>
#include <string.h>

#include "internal/sha2_kernel.h"
#include "qzt.h"

uint32_t qzt_abicall(void (*fn)(void *, const void *, size_t), void *a0,
                     const void *a1, size_t a2);

typedef void (*kernel_fn)(void *, const void *, size_t);

static const struct {
    const char *name;
    kernel_fn sha256, sha512;
} IMPLS[] = {
#ifdef QZT_ARMV6M
    {"armv6m", (kernel_fn)qzi_sha256_compress_armv6m, (kernel_fn)qzi_sha512_compress_armv6m},
#endif
#ifdef QZT_ARMV7EM
    {"armv7em", (kernel_fn)qzi_sha256_compress_armv7em, (kernel_fn)qzi_sha512_compress_armv7em},
#endif
#ifdef QZT_ARMV8M
    {"armv8m", (kernel_fn)qzi_sha256_compress_armv8m, (kernel_fn)qzi_sha512_compress_armv8m},
#endif
};

#define TRIALS 120
#define GUARD 0xa5

/* Run one kernel and its reference on the same random input. */
static void trial(const char *name, int wide, kernel_fn asm_fn, qzt_rng *rng)
{
    static uint64_t ref_state[8], state_buf[8 + 2];
    static uint8_t msg[5 * 128 + 16], copy[sizeof msg];
    size_t block = wide ? 128 : 64;
    size_t nblocks = qzt_rand32(rng) % 6, off = qzt_rand32(rng) % 8;
    uint64_t *state = state_buf + 1;
    uint32_t damage;

    memset(state_buf, GUARD, sizeof state_buf);
    qzt_rand_bytes(rng, state, wide ? 64 : 32);
    memcpy(ref_state, state, sizeof ref_state);
    memset(msg, GUARD, sizeof msg);
    qzt_rand_bytes(rng, msg + off, nblocks * block);
    memcpy(copy, msg, sizeof msg);

    if (wide)
        qzi_sha512_compress_c(ref_state, msg + off, nblocks);
    else
        qzi_sha256_compress_c((uint32_t *)ref_state, msg + off, nblocks);
    damage = qzt_abicall(asm_fn, state, msg + off, nblocks);

    QZT_CHECK(damage == 0, "%s sha%d: AAPCS broken, mask 0x%03lx", name,
              wide ? 512 : 256, (unsigned long)damage);
    QZT_CHECK(memcmp(state, ref_state, wide ? 64 : 32) == 0,
              "%s sha%d: state differs from _c (nblocks %u, offset %u)", name,
              wide ? 512 : 256, (unsigned)nblocks, (unsigned)off);
    QZT_CHECK(memcmp(msg, copy, sizeof msg) == 0, "%s: message modified", name);
    {
        const uint8_t *g0 = (const uint8_t *)state_buf;
        const uint8_t *g1 = (const uint8_t *)(state + 8);
        size_t used = wide ? 64 : 32;
        int ok = 1;

        for (size_t i = 0; i < 8; i++)
            ok &= g0[i] == GUARD && g1[i] == GUARD;
        for (size_t i = used; i < 64; i++)
            ok &= ((const uint8_t *)state)[i] == GUARD;
        QZT_CHECK(ok, "%s sha%d: wrote outside the state", name, wide ? 512 : 256);
    }
}

int main(void)
{
    qzt_rng rng;

    qzt_rng_seed(&rng, 0x6b65726e);
    for (size_t i = 0; i < sizeof IMPLS / sizeof IMPLS[0]; i++) {
        for (int t = 0; t < TRIALS; t++) {
            trial(IMPLS[i].name, 0, IMPLS[i].sha256, &rng);
            trial(IMPLS[i].name, 1, IMPLS[i].sha512, &rng);
        }
        printf("%s: %d SHA-256 and %d SHA-512 trials\n", IMPLS[i].name, TRIALS, TRIALS);
    }
    return qzt_finish("kernel-sha2");
}

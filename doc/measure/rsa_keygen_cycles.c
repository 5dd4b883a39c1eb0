/*
 * Measurement program for doc/performance.md (RSA key generation's cost
 * distribution): qz_rsa_generate_key for RSA-2048, e = 65537, from the
 * random sources SHAKE256("qzcrypt rsa keygen cycles " || i) for i = 0 ..
 * N - 1 (argv[1], default 10), each call's modelled cycles read from
 * qz-mcusim's counter (bench/sim/qz_mcusim.h), with the source's calls
 * counted by size: candidate draws (bits / 16 bytes) and Miller-Rabin
 * bases (bits / 16 + 8 bytes). Built against the library of a cross build
 * and run as (doc/performance.md):
 *
 *     arm-none-eabi-gcc -O2 -mcpu=cortex-m4 -mthumb --specs=rdimon.specs \
 *         -I<build>/include -I<src>/include -I<src>/bench/sim \
 *         doc/measure/rsa_keygen_cycles.c <build>/.libs/libqzcrypt.a -o kg.elf
 *     <build>/bench/sim/qz-mcusim --cpu cortex-m4 kg.elf 10
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "qzcrypt/qzcrypt.h"
#include "qz_mcusim.h"

#define REG(a) (*(volatile uint32_t *)(a))

static uint64_t cycles(void)
{
    uint32_t lo = REG(QZSIM_CYCLES_LO);

    return ((uint64_t)REG(QZSIM_CYCLES_HI) << 32) | lo;
}

static struct {
    qz_shake_ctx xof;
    unsigned long draws, bases, other;
} src;

static int fill(void *state, uint8_t *out, size_t len)
{
    (void)state;
    if (len == 128)
        src.draws++;
    else if (len == 136)
        src.bases++;
    else
        src.other++;
    return qz_shake_squeeze(&src.xof, out, len) == QZ_OK ? 0 : -1;
}

static uint32_t ws[QZ_RSA_KEYGEN_WORKSPACE_BYTES(2048) / 4];
static qz_rsa_private_key key;

int main(int argc, char **argv)
{
    static const qz_rng rng = {fill, NULL};
    unsigned n = argc > 1 ? (unsigned)atoi(argv[1]) : 10;

    printf("seed cycles draws mr_rounds\n");
    for (unsigned i = 0; i < n; i++) {
        char seed[40];
        uint64_t t0, t1;
        int rc;

        snprintf(seed, sizeof seed, "qzcrypt rsa keygen cycles %u", i);
        qz_shake256_init(&src.xof);
        qz_shake_absorb(&src.xof, seed, strlen(seed));
        src.draws = src.bases = src.other = 0;
        t0 = cycles();
        rc = qz_rsa_generate_key(&key, 2048, &rng, ws, sizeof ws, NULL, 0);
        t1 = cycles();
        printf("%u %llu %lu %lu%s\n", i, (unsigned long long)(t1 - t0), src.draws, src.bases,
               rc == QZ_OK ? "" : " FAILED");
        qz_rsa_wipe_private_key(&key);
    }
    return 0;
}

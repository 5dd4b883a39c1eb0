/*
 * Keccak kernel test: every assembly Keccak-p[1600] built for this core
 * against qzi_keccakp1600_c, for 24 and 12 rounds, on random states and on
 * all-zero / all-one states, through qzt_abicall (r4-r11 and sp must
 * survive), with guard words on both sides of the state.
 */
#include <stdio.h>
#include <string.h>

#include "internal/keccak_kernel.h"
#include "qzt.h"

uint32_t qzt_abicall(void (*fn)(void *, const void *, size_t), void *a0,
                     const void *a1, size_t a2);

typedef void (*kernel_fn)(void *, const void *, size_t);

static const struct {
    const char *name;
    kernel_fn keccak;
} IMPLS[] = {
#ifdef QZT_ARMV6M
    {"armv6m", (kernel_fn)(void (*)(void))qzi_keccakp1600_armv6m},
#endif
#ifdef QZT_ARMV7EM
    {"armv7em", (kernel_fn)(void (*)(void))qzi_keccakp1600_armv7em},
#endif
#ifdef QZT_ARMV8M
    {"armv8m", (kernel_fn)(void (*)(void))qzi_keccakp1600_armv8m},
#endif
};

#define TRIALS 200
#define GUARD 0xa5a5a5a5u

int main(void)
{
    static uint32_t buf[50 + 4], ref[50];
    qzt_rng rng;

    qzt_rng_seed(&rng, 0x6b656363);
    for (size_t i = 0; i < sizeof IMPLS / sizeof IMPLS[0]; i++) {
        for (int t = 0; t < TRIALS; t++) {
            unsigned nrounds = (t & 1) ? 12 : 24;
            uint32_t *s = buf + 2, damage;

            buf[0] = buf[1] = buf[52] = buf[53] = GUARD;
            if (t == 0)
                memset(s, 0, 200);
            else if (t == 1)
                memset(s, 0xff, 200);
            else
                qzt_rand_bytes(&rng, s, 200);
            memcpy(ref, s, 200);
            qzi_keccakp1600_c(ref, nrounds);
            /* The kernel takes (state, nrounds): the abicall's second
             * argument slot carries nrounds, the third is unused. */
            damage = qzt_abicall(IMPLS[i].keccak, s, (const void *)(uintptr_t)nrounds, 0);
            QZT_CHECK(damage == 0, "%s: AAPCS broken, mask 0x%03lx", IMPLS[i].name,
                      (unsigned long)damage);
            QZT_CHECK(memcmp(s, ref, 200) == 0, "%s: %u rounds differ from _c (trial %d)",
                      IMPLS[i].name, nrounds, t);
            QZT_CHECK(buf[0] == GUARD && buf[1] == GUARD && buf[52] == GUARD &&
                      buf[53] == GUARD, "%s: wrote outside the state", IMPLS[i].name);
        }
        printf("%s: %d permutations (24 and 12 rounds)\n", IMPLS[i].name, TRIALS);
    }
    /* Anchor for the reference itself: Keccak-f[1600] of the zero state,
     * lane 0 = 0xF1258F7940E1DDE7 (bit-interleaved: even, odd words). */
    memset(ref, 0, sizeof ref);
    qzi_keccakp1600_c(ref, 24);
    QZT_CHECK(ref[0] == 0xd33d89fb && ref[1] == 0xc4b60cad, "zero-state anchor: %08lx %08lx",
              (unsigned long)ref[0], (unsigned long)ref[1]);
    return qzt_finish("kernel-keccak");
}

/*
 * Replay driver: every registered fuzz target (fuzz/registry.h) over its
 * committed corpus (compiled in by build-aux/qz-embed), then
 * QZ_REPLAY_RANDOM pseudo-random inputs of random lengths below
 * QZ_REPLAY_MAX_LEN from a fixed seed. No file I/O, so the same program
 * runs natively and under qemu-arm. "fuzz/replay NAME" replays one
 * target. Cross builds take inputs below 1 KiB (fuzz/Makefile.inc): every
 * target's multi-block paths start well below that, and the longer inputs
 * were most of the M0+ simulator's replay time (doc/testing.md).
 */
#include <stdio.h>
#include <string.h>

#include "fuzz/registry.h"
#include "qzt.h"

#ifndef QZ_REPLAY_RANDOM
#define QZ_REPLAY_RANDOM 300
#endif
#ifndef QZ_REPLAY_MAX_LEN
#define QZ_REPLAY_MAX_LEN 4096
#endif

static void replay(size_t t)
{
    static uint8_t buf[QZ_REPLAY_MAX_LEN];
    const qzt_fuzz_corpus *c = &qzt_fuzz_corpora[t];
    qzt_rng rng;

    for (size_t i = 0; i < c->count; i++) {
        qzt_fuzz_targets[t].run(c->entries[i].p, c->entries[i].n);
        qzt_checks++;
    }
    qzt_rng_seed(&rng, 0x5eed0001);
    for (int i = 0; i < QZ_REPLAY_RANDOM; i++) {
        size_t n = qzt_rand32(&rng) % sizeof buf;

        qzt_rand_bytes(&rng, buf, n);
        qzt_fuzz_targets[t].run(buf, n);
        qzt_checks++;
    }
    printf("%-20s %4lu corpus entries, %d random inputs\n",
           qzt_fuzz_targets[t].name, (unsigned long)c->count,
           QZ_REPLAY_RANDOM);
}

int main(int argc, char **argv)
{
    size_t ran = 0;

    for (size_t t = 0; t < qzt_fuzz_target_count; t++) {
        if (argc > 1 && strcmp(argv[1], qzt_fuzz_targets[t].name) != 0)
            continue;
        replay(t);
        ran++;
    }
    if (ran == 0) {
        printf("fuzz/replay: no target named %s\n", argc > 1 ? argv[1] : "");
        return 1;
    }
    return qzt_finish("fuzz-replay");
}

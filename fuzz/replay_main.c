/*
 * Replay driver for a fuzz target: every committed corpus entry (compiled
 * in by build-aux/qz-embed --corpus), then QZ_REPLAY_RANDOM pseudo-random
 * inputs of random lengths from a fixed seed. No file I/O, so the same
 * program runs natively and under qemu-arm.
 */
#include <stdio.h>

#include "fuzz/blob.h"
#include "fuzz/fuzz_target.h"
#include "qzt.h"

#ifndef QZ_REPLAY_RANDOM
#define QZ_REPLAY_RANDOM 300
#endif

extern const qzt_blob qzt_corpus[];
extern const size_t qzt_corpus_count;

int main(void)
{
    static uint8_t buf[4096];
    qzt_rng rng;

    for (size_t i = 0; i < qzt_corpus_count; i++) {
        LLVMFuzzerTestOneInput(qzt_corpus[i].p, qzt_corpus[i].n);
        qzt_checks++;
    }
    qzt_rng_seed(&rng, 0x5eed0001);
    for (int i = 0; i < QZ_REPLAY_RANDOM; i++) {
        size_t n = qzt_rand32(&rng) % sizeof buf;

        qzt_rand_bytes(&rng, buf, n);
        LLVMFuzzerTestOneInput(buf, n);
        qzt_checks++;
    }
    printf("replayed %lu corpus entries and %d random inputs\n",
           (unsigned long)qzt_corpus_count, QZ_REPLAY_RANDOM);
    return qzt_finish("fuzz-replay");
}

/*
 * libFuzzer entry point for every registered target (fuzz/registry.h).
 * One binary, fuzz/libfuzzer-all, serves them all; the build links
 * fuzz/fuzz-<name> to it, and the target is the one named by the program's
 * own name (fuzz-<name>) or by the environment variable QZ_FUZZ_TARGET.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz/registry.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const qzt_fuzz_target *selected;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    const char *name = getenv("QZ_FUZZ_TARGET");

    if (name == NULL && *argc > 0) {
        const char *base = strrchr((*argv)[0], '/');

        base = base ? base + 1 : (*argv)[0];
        if (strncmp(base, "fuzz-", 5) == 0)
            name = base + 5;
    }
    for (size_t t = 0; name != NULL && t < qzt_fuzz_target_count; t++)
        if (strcmp(name, qzt_fuzz_targets[t].name) == 0)
            selected = &qzt_fuzz_targets[t];
    if (selected == NULL) {
        fprintf(stderr, "no fuzz target named '%s'; registered:",
                name ? name : "");
        for (size_t t = 0; t < qzt_fuzz_target_count; t++)
            fprintf(stderr, " %s", qzt_fuzz_targets[t].name);
        fprintf(stderr, "\n(run as fuzz-<name>, or set QZ_FUZZ_TARGET)\n");
        exit(2);
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return selected->run(data, size);
}

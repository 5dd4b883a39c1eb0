/*
 * Deliberately leaky functions that prove the constant-time gates work:
 * make check-ct runs each under valgrind and REQUIRES a report.
 *   ct-leaky branch : a branch on a secret byte
 *   ct-leaky index  : a table lookup indexed by a secret byte
 * (The division gate is proven by build-aux/qz-check-division on a
 * compiled division, see its self-test.)
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "tests/ct/ct.h"

static volatile uint8_t sink;
static const uint8_t table[256] = {1, 2, 3};

static __attribute__((noinline)) int leaky_branch(const uint8_t *s)
{
    /* A secret-dependent branch; volatile stores on both sides keep the
     * compiler from turning it into a conditional move. */
    if (s[0] & 1) {
        sink = 3;
        return 1;
    }
    sink = 5;
    sink = 6;
    return 0;
}

static __attribute__((noinline)) uint8_t leaky_index(const uint8_t *s)
{
    return table[s[0]]; /* secret-dependent address */
}

int main(int argc, char **argv)
{
    uint8_t secret[16];

    memset(secret, 0x5a, sizeof secret);
    QZ_CT_SECRET(secret, sizeof secret);
    if (argc > 1 && strcmp(argv[1], "branch") == 0)
        sink = (uint8_t)leaky_branch(secret);
    else if (argc > 1 && strcmp(argv[1], "index") == 0)
        sink = leaky_index(secret);
    else {
        printf("usage: ct-leaky branch|index\n");
        return 2;
    }
    return 0;
}

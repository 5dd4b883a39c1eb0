/* qz-mcusim trace-digest test: the digest of the executed PCs and data
 * addresses must tell a secret-dependent branch or a secret-dependent
 * table index apart, and must NOT tell two secrets apart for constant-time
 * code. Exits 0 when all four checks pass. */
#include <stdio.h>
#include "../qz_mcusim.h"

__attribute__((noinline)) static unsigned long long digest_of(unsigned (*fn)(unsigned), unsigned secret) {
    QZSIM_REG(QZSIM_DIGEST) = QZSIM_DIGEST_START;
    fn(secret);
    QZSIM_REG(QZSIM_DIGEST) = QZSIM_DIGEST_STOP;
    unsigned lo = QZSIM_REG(QZSIM_DIGEST);
    return (unsigned long long)QZSIM_REG(QZSIM_DIGEST_HI) << 32 | lo;
}

static volatile unsigned sink;
static const unsigned char table[16] = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3};

/* secret-dependent branch */
__attribute__((noinline)) static unsigned leaky_branch(unsigned s) {
    unsigned r = 0;
    if (s & 1) {
        for (int k = 0; k < 5; k++) r += sink + k;
    } else {
        r = sink;
    }
    return r;
}

/* secret-dependent memory index, no branch */
__attribute__((noinline)) static unsigned leaky_index(unsigned s) {
    return table[s & 15];
}

/* constant time: select with a mask, same loads and branches for every s */
__attribute__((noinline)) static unsigned ct_select(unsigned s) {
    unsigned a = sink, b = sink + 7, r = 0;
    for (int k = 0; k < 4; k++) {
        unsigned mask = 0u - ((s >> k) & 1);
        r ^= (a & mask) | (b & ~mask);
    }
    unsigned acc = 0; /* read the whole table, always */
    for (int k = 0; k < 16; k++) acc += table[k] & (0u - (unsigned)(k == (int)(s & 15)));
    return r + acc;
}

int main(void) {
    int fail = 0;
    struct { const char *name; unsigned (*fn)(unsigned); int same; } t[] = {
        {"secret-dependent branch", leaky_branch, 0},
        {"secret-dependent table index", leaky_index, 0},
        {"constant-time select", ct_select, 1},
    };
    for (unsigned k = 0; k < 3; k++) {
        unsigned long long d1 = digest_of(t[k].fn, 0x5A), d2 = digest_of(t[k].fn, 0xA5),
                           d3 = digest_of(t[k].fn, 0x5A);
        int ok = (d1 == d3) && ((d1 == d2) == t[k].same) && d1 != 0;
        printf("%s: %-30s %016llx %016llx -> %s\n", ok ? "PASS" : "FAIL", t[k].name,
               d1, d2, t[k].same ? "must be equal" : "must differ");
        fail += !ok;
    }
    return fail != 0;
}

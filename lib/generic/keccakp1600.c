/*
 * Keccak-p[1600, nrounds] on the bit-interleaved state, C reference
 * (FIPS 202 section 3). Contract: lib/internal/keccak_kernel.h. Written for
 * clarity: it is the oracle the assembly kernels are tested against.
 */
#include "internal/keccak_kernel.h"
#include "internal/ct.h"
#include "internal/placement.h"

static uint32_t rol32(uint32_t x, unsigned n)
{
    return (x << (n & 31)) | (x >> ((32 - n) & 31));
}

/* Rotate lane (*e, *o) left by r bits (0 <= r < 64) in interleaved form:
 * an even rotation rotates both halves by r/2; an odd one also swaps
 * them. */
static void rol_lane(uint32_t *e, uint32_t *o, unsigned r)
{
    uint32_t ne, no;

    if (r % 2 == 0) {
        ne = rol32(*e, r / 2);
        no = rol32(*o, r / 2);
    } else {
        ne = rol32(*o, (r + 1) / 2);
        no = rol32(*e, (r - 1) / 2);
    }
    *e = ne;
    *o = no;
}

/* rho offsets r[x + 5 y] (FIPS 202 table 2). */
QZI_FAST_RODATA("qzi_keccak_rho")
static const uint8_t RHO[25] = {
    0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43,
    25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14,
};

/* Index helpers, as tables: no division or modulo in the library (the M0+
 * would call a runtime division routine). NEXT[x] = x + 1 mod 5,
 * PREV[x] = x - 1 mod 5, PI[x + 5 y] = y + 5 ((2 x + 3 y) mod 5). */
QZI_FAST_RODATA("qzi_keccak_next")
static const uint8_t NEXT[5] = {1, 2, 3, 4, 0};
QZI_FAST_RODATA("qzi_keccak_prev")
static const uint8_t PREV[5] = {4, 0, 1, 2, 3};
QZI_FAST_RODATA("qzi_keccak_pi")
static const uint8_t PI[25] = {
    0, 10, 20, 5, 15, 16, 1, 11, 21, 6, 7, 17, 2,
    12, 22, 23, 8, 18, 3, 13, 14, 24, 9, 19, 4,
};

QZI_FAST_TEXT("qzi_keccakp1600_body")
static QZI_NOINLINE void keccakp1600_body(uint32_t s[50], unsigned nrounds)
{
    for (unsigned round = 24 - nrounds; round < 24; round++) {
        uint32_t c[10], b[50];

        /* theta: C[x] = xor of column x; A[x,y] ^= C[x-1] ^ rot(C[x+1], 1) */
        for (unsigned x = 0; x < 5; x++) {
            c[2 * x] = s[2 * x] ^ s[2 * x + 10] ^ s[2 * x + 20] ^
                       s[2 * x + 30] ^ s[2 * x + 40];
            c[2 * x + 1] = s[2 * x + 1] ^ s[2 * x + 11] ^ s[2 * x + 21] ^
                           s[2 * x + 31] ^ s[2 * x + 41];
        }
        for (unsigned x = 0; x < 5; x++) {
            /* rot(C[x+1], 1): even half = rol32(odd half, 1), odd = even */
            uint32_t de = c[2 * PREV[x]] ^ rol32(c[2 * NEXT[x] + 1], 1);
            uint32_t d_o = c[2 * PREV[x] + 1] ^ c[2 * NEXT[x]];
            for (unsigned y = 0; y < 5; y++) {
                s[2 * (x + 5 * y)] ^= de;
                s[2 * (x + 5 * y) + 1] ^= d_o;
            }
        }
        /* rho and pi: B[y, 2x + 3y] = rot(A[x, y], r[x, y]) */
        for (unsigned x = 0; x < 5; x++) {
            for (unsigned y = 0; y < 5; y++) {
                unsigned from = x + 5 * y, to = PI[from];
                uint32_t e = s[2 * from], o = s[2 * from + 1];

                rol_lane(&e, &o, RHO[from]);
                b[2 * to] = e;
                b[2 * to + 1] = o;
            }
        }
        /* chi: A[x, y] = B[x, y] ^ (~B[x+1, y] & B[x+2, y]) */
        for (unsigned y = 0; y < 5; y++) {
            for (unsigned x = 0; x < 5; x++) {
                unsigned i = x + 5 * y, i1 = NEXT[x] + 5 * y,
                         i2 = NEXT[NEXT[x]] + 5 * y;

                s[2 * i] = b[2 * i] ^ (~b[2 * i1] & b[2 * i2]);
                s[2 * i + 1] = b[2 * i + 1] ^ (~b[2 * i1 + 1] & b[2 * i2 + 1]);
            }
        }
        /* iota */
        s[0] ^= qzi_keccak_rc[round][0];
        s[1] ^= qzi_keccak_rc[round][1];
    }
}

/* The kernel: the body, then its frame wiped (spilled working values;
 * internal/ct.h, qzi_wipe_stack). */
QZI_FAST_TEXT("qzi_keccakp1600_c")
void qzi_keccakp1600_c(uint32_t s[50], unsigned nrounds)
{
    keccakp1600_body(s, nrounds);
    qzi_wipe_stack(QZI_KERNEL_FRAME(352, 320));
}

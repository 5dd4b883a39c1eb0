/*
 * SHA-512 compression function, C reference (FIPS 180-4 section 6.4.2).
 * Contract: lib/internal/sha2_kernel.h. Oracle for the assembly kernels.
 */
#include "internal/sha2_kernel.h"
#include "internal/bytes.h"
#include "internal/ct.h"
#include "internal/placement.h"

#define BSIG0(x) (qzi_ror64(x, 28) ^ qzi_ror64(x, 34) ^ qzi_ror64(x, 39))
#define BSIG1(x) (qzi_ror64(x, 14) ^ qzi_ror64(x, 18) ^ qzi_ror64(x, 41))
#define SSIG0(x) (qzi_ror64(x, 1) ^ qzi_ror64(x, 8) ^ ((x) >> 7))
#define SSIG1(x) (qzi_ror64(x, 19) ^ qzi_ror64(x, 61) ^ ((x) >> 6))
#define CH(x, y, z) (((x) & (y)) ^ (~(x) & (z)))
#define MAJ(x, y, z) (((x) & (y)) ^ ((x) & (z)) ^ ((y) & (z)))

QZI_FAST_TEXT("qzi_sha512_compress_body")
static QZI_NOINLINE void sha512_compress_body(uint64_t state[8], const uint8_t *blocks,
                                              size_t nblocks)
{
    uint64_t w[16];

    for (; nblocks > 0; nblocks--, blocks += 128) {
        uint64_t a = state[0], b = state[1], c = state[2], d = state[3];
        uint64_t e = state[4], f = state[5], g = state[6], h = state[7];

        for (unsigned t = 0; t < 80; t++) {
            uint64_t wt, t1, t2;

            if (t < 16) {
                wt = qzi_load_be64(blocks + 8 * t);
            } else {
                wt = SSIG1(w[(t - 2) & 15]) + w[(t - 7) & 15] +
                     SSIG0(w[(t - 15) & 15]) + w[t & 15];
            }
            w[t & 15] = wt;
            t1 = h + BSIG1(e) + CH(e, f, g) + qzi_sha512_k[t] + wt;
            t2 = BSIG0(a) + MAJ(a, b, c);
            h = g;
            g = f;
            f = e;
            e = d + t1;
            d = c;
            c = b;
            b = a;
            a = t1 + t2;
        }
        state[0] += a;
        state[1] += b;
        state[2] += c;
        state[3] += d;
        state[4] += e;
        state[5] += f;
        state[6] += g;
        state[7] += h;
    }
}

/* The kernel: the body, then its frame wiped (spilled working values;
 * internal/ct.h, qzi_wipe_stack). */
QZI_FAST_TEXT("qzi_sha512_compress_c")
void qzi_sha512_compress_c(uint64_t state[8], const uint8_t *blocks,
                           size_t nblocks)
{
    sha512_compress_body(state, blocks, nblocks);
    qzi_wipe_stack(QZI_KERNEL_FRAME(384, 320));
}

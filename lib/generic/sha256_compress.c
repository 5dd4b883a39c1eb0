/*
 * SHA-256 compression function, C reference (FIPS 180-4 section 6.2.2).
 * Contract: lib/internal/sha2_kernel.h. This is the oracle that the
 * assembly kernels are tested against; it favours clarity over speed but
 * keeps a rolling 16-word schedule so that its stack use stays small.
 */
#include "internal/sha2_kernel.h"
#include "internal/bytes.h"
#include "internal/ct.h"
#include "internal/placement.h"

#define BSIG0(x) (qzi_ror32(x, 2) ^ qzi_ror32(x, 13) ^ qzi_ror32(x, 22))
#define BSIG1(x) (qzi_ror32(x, 6) ^ qzi_ror32(x, 11) ^ qzi_ror32(x, 25))
#define SSIG0(x) (qzi_ror32(x, 7) ^ qzi_ror32(x, 18) ^ ((x) >> 3))
#define SSIG1(x) (qzi_ror32(x, 17) ^ qzi_ror32(x, 19) ^ ((x) >> 10))
#define CH(x, y, z) (((x) & (y)) ^ (~(x) & (z)))
#define MAJ(x, y, z) (((x) & (y)) ^ ((x) & (z)) ^ ((y) & (z)))

QZI_FAST_TEXT("qzi_sha256_compress_body")
static QZI_NOINLINE void sha256_compress_body(uint32_t state[8], const uint8_t *blocks,
                                              size_t nblocks)
{
    uint32_t w[16];

    for (; nblocks > 0; nblocks--, blocks += 64) {
        uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
        uint32_t e = state[4], f = state[5], g = state[6], h = state[7];

        for (unsigned t = 0; t < 64; t++) {
            uint32_t wt, t1, t2;

            if (t < 16) {
                wt = qzi_load_be32(blocks + 4 * t);
            } else {
                wt = SSIG1(w[(t - 2) & 15]) + w[(t - 7) & 15] +
                     SSIG0(w[(t - 15) & 15]) + w[t & 15];
            }
            w[t & 15] = wt;
            t1 = h + BSIG1(e) + CH(e, f, g) + qzi_sha256_k[t] + wt;
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
QZI_FAST_TEXT("qzi_sha256_compress_c")
void qzi_sha256_compress_c(uint32_t state[8], const uint8_t *blocks,
                           size_t nblocks)
{
    sha256_compress_body(state, blocks, nblocks);
    qzi_wipe_stack(QZI_KERNEL_FRAME(192, 176));
}

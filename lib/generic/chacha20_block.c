/*
 * ChaCha20 block function, C reference (RFC 8439 section 2.3): XOR
 * nblocks blocks of keystream into the data and advance the counter.
 * Contract: lib/internal/chacha_kernel.h. The oracle of the assembly
 * kernels; written for clarity, byte loads so that any alignment works
 * on any core.
 */
#include "internal/chacha_kernel.h"
#include "internal/ct.h"
#include "internal/placement.h"

QZI_FAST_TEXT("qzi_chacha20_blocks_body")
static QZI_NOINLINE void chacha20_blocks_body(uint32_t state[16], const uint8_t *in, uint8_t *out,
                                              size_t nblocks)
{
    uint32_t x[16];

    if (nblocks == 0)
        return;
    for (; nblocks > 0; nblocks--, in += 64, out += 64) {
        for (int i = 0; i < 16; i++)
            x[i] = state[i];
        qzi_chacha20_rounds(x);
        /* Word i of the keystream is x[i] + state[i]; each input word is
         * read before the output word at the same place is written, so
         * in == out works. */
        for (int i = 0; i < 16; i++) {
            uint32_t w = qzi_chacha_load_le32(in + 4 * i) ^ (x[i] + state[i]);

            qzi_chacha_store_le32(out + 4 * i, w);
        }
        state[12]++;
    }
    qzi_wipe(x, sizeof x); /* keystream words */
}

/* The kernel: the body, then its frame wiped (spilled working values;
 * internal/ct.h, qzi_wipe_stack). */
QZI_FAST_TEXT("qzi_chacha20_blocks_c")
void qzi_chacha20_blocks_c(uint32_t state[16], const uint8_t *in, uint8_t *out,
                           size_t nblocks)
{
    chacha20_blocks_body(state, in, out, nblocks);
    qzi_wipe_stack(QZI_KERNEL_FRAME(192, 192));
}

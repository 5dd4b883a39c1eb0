/*
 * CBC encryption, C reference of the optional kernel
 * qzi_aes_cbc_encrypt_<impl> (contract in lib/internal/aes_kernel.h):
 * one call of the selected block kernel (qzi_aes_encrypt) per block, the
 * chaining value in a word-aligned local. The mode uses it for the ct
 * variant and wherever no assembly CBC kernel is selected; the tests use
 * it as the oracle of the assembly ones.
 */
#include <string.h>

#include "internal/aes_kernel.h"
#include "internal/ct.h"
#include "internal/placement.h"

QZI_FAST_TEXT("qzi_aes_cbc_encrypt_c")
void qzi_aes_cbc_encrypt_c(const uint32_t *rk, unsigned nr, uint8_t iv[16],
                           uint8_t *out, const uint8_t *in, size_t nblocks)
{
    uint32_t cw[4]; /* the chaining value, then E(it ^ block) */
    uint8_t *c = (uint8_t *)cw;

    if (nblocks == 0)
        return;
    memcpy(c, iv, 16);
    for (size_t i = 0; i < nblocks; i++) {
        /* The whole block is read before out (possibly == in) is
         * written. */
        for (unsigned j = 0; j < 16; j++)
            c[j] = (uint8_t)(c[j] ^ in[16 * i + j]);
        qzi_aes_encrypt(rk, nr, c, c, 1);
        memcpy(out + 16 * i, c, 16);
    }
    memcpy(iv, c, 16);
    qzi_wipe(cw, sizeof cw);
}

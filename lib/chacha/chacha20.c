/*
 * ChaCha20 (RFC 8439 section 2.4) and HChaCha20 (draft-irtf-cfrg-xchacha
 * section 2.2) on the block kernel of lib/internal/chacha_kernel.h.
 */
#include <string.h>

#include "qzcrypt/chacha20poly1305.h"
#include "chacha/chacha.h"
#include "internal/chacha_kernel.h"
#include "internal/ct.h"

void qzi_chacha20_setup(uint32_t state[16], const uint8_t key[32],
                        const uint8_t nonce[12], uint32_t counter)
{
    state[0] = QZI_CHACHA_C0;
    state[1] = QZI_CHACHA_C1;
    state[2] = QZI_CHACHA_C2;
    state[3] = QZI_CHACHA_C3;
    for (int i = 0; i < 8; i++)
        state[4 + i] = qzi_chacha_load_le32(key + 4 * i);
    state[12] = counter;
    for (int i = 0; i < 3; i++)
        state[13 + i] = qzi_chacha_load_le32(nonce + 4 * i);
}

int qz_chacha20_xor(uint8_t *out, const uint8_t *key, size_t key_len,
                    const uint8_t *nonce, size_t nonce_len, uint32_t counter,
                    const uint8_t *in, size_t len)
{
    uint32_t state[16];
    uint8_t ks[64];
    size_t full = len / 64, tail = len % 64;
    uint64_t nblocks = (uint64_t)full + (tail != 0);

    if (key == NULL || nonce == NULL || ((in == NULL || out == NULL) && len > 0))
        return QZ_ERR_NULL;
    if (key_len != QZ_CHACHA20_KEY_BYTES || nonce_len != QZ_CHACHA20_NONCE_BYTES)
        return QZ_ERR_LENGTH;
    /* Blocks counter .. counter + nblocks - 1 must all fit in 32 bits. */
    if (nblocks > (uint64_t)0x100000000u - counter)
        return QZ_ERR_LENGTH;
    if (len == 0)
        return QZ_OK;
    qzi_chacha20_setup(state, key, nonce, counter);
    qzi_chacha20_blocks(state, in, out, full);
    if (tail != 0) {
        memset(ks, 0, sizeof ks);
        qzi_chacha20_blocks(state, ks, ks, 1);
        for (size_t i = 0; i < tail; i++)
            out[64 * full + i] = in[64 * full + i] ^ ks[i];
        qzi_wipe(ks, sizeof ks);
    }
    qzi_wipe(state, sizeof state);
    return QZ_OK;
}

int qz_hchacha20(uint8_t out[QZ_HCHACHA20_OUT_BYTES], const uint8_t *key,
                 size_t key_len, const uint8_t *nonce, size_t nonce_len)
{
    uint32_t x[16];

    if (key == NULL || nonce == NULL || out == NULL)
        return QZ_ERR_NULL;
    if (key_len != QZ_CHACHA20_KEY_BYTES || nonce_len != QZ_HCHACHA20_NONCE_BYTES)
        return QZ_ERR_LENGTH;
    /* The input block with the 16-byte nonce in words 12..15 (where
     * ChaCha20 has its counter and nonce). All inputs are read before out
     * is written, so out may overlap them. */
    qzi_chacha20_setup(x, key, nonce + 4, qzi_chacha_load_le32(nonce));
    qzi_chacha20_rounds(x);
    for (int i = 0; i < 4; i++) {
        qzi_chacha_store_le32(out + 4 * i, x[i]);
        qzi_chacha_store_le32(out + 16 + 4 * i, x[12 + i]);
    }
    qzi_wipe(x, sizeof x);
    return QZ_OK;
}

/*
 * Internal helpers shared by the ChaCha family (lib/chacha/), not installed.
 */
#ifndef QZ_CHACHA_CHACHA_H
#define QZ_CHACHA_CHACHA_H

#include <stddef.h>
#include <stdint.h>

/* state = the ChaCha20 input block for key, nonce and counter (RFC 8439
 * section 2.3): constants, key words, counter, nonce words. */
void qzi_chacha20_setup(uint32_t state[16], const uint8_t key[32],
                        const uint8_t nonce[12], uint32_t counter);

#endif /* QZ_CHACHA_CHACHA_H */

/*
 * Helpers shared by the AES modes (lib/aes/, lib/cmac/, lib/keywrap/):
 * context state tags, byte XOR, constant-time comparisons, and the block
 * stream that ECB and CBC use to buffer partial blocks.
 *
 * Nothing here is public; everything is static inline so that each mode's
 * object file stands alone.
 */
#ifndef QZ_AES_MODES_INTERNAL_H
#define QZ_AES_MODES_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "qzcrypt/aes.h"
#include "internal/aes_kernel.h"
#include "internal/ct.h"

/* Blocks per kernel call in the modes whose blocks are independent (ECB,
 * CBC decryption, CTR, CFB decryption, XTS): the bitsliced kernel works on
 * two blocks at a time and every call has a fixed cost, so the modes
 * gather up to this many blocks in a stack buffer (128 bytes). */
#define QZI_AES_BATCH 8

/* Context state tags: 0 is "not initialised / finished and wiped"; any
 * other value names the operation the context was initialised for. Random
 * garbage is unlikely to match one. */
#define QZI_ST_ECB_ENC 0x45434245u /* "ECBE" */
#define QZI_ST_ECB_DEC 0x45434244u
#define QZI_ST_CBC_ENC 0x43424345u
#define QZI_ST_CBC_DEC 0x43424344u
#define QZI_ST_CTR 0x43545221u
#define QZI_ST_CFB_ENC 0x43464245u
#define QZI_ST_CFB_DEC 0x43464244u
#define QZI_ST_OFB 0x4f464221u
#define QZI_ST_CMAC 0x434d4143u

/* The key-state check on entry to every mode is qzi_aes_key_check
 * (lib/internal/aes_kernel.h): QZ_ERR_KEY for no key, a wiped key or a
 * key of the other direction. */

/* out[i] = a[i] ^ b[i] for n bytes. out may equal a or b exactly. Word
 * loads when all three pointers are 4-byte aligned (memcpy on a pointer
 * known to be aligned compiles to one LDR/STR), bytes otherwise, so a
 * Cortex-M0+ never faults. */
static inline void qzi_xor(uint8_t *out, const uint8_t *a, const uint8_t *b,
                           size_t n)
{
    size_t i = 0;

    if ((((uintptr_t)out | (uintptr_t)a | (uintptr_t)b) & 3) == 0) {
        for (; i + 4 <= n; i += 4) {
            uint32_t x, y;
#if defined(__GNUC__) || defined(__clang__)
            memcpy(&x, __builtin_assume_aligned(a + i, 4), 4);
            memcpy(&y, __builtin_assume_aligned(b + i, 4), 4);
            x ^= y;
            memcpy(__builtin_assume_aligned(out + i, 4), &x, 4);
#else
            memcpy(&x, a + i, 4);
            memcpy(&y, b + i, 4);
            x ^= y;
            memcpy(out + i, &x, 4);
#endif
        }
    }
    for (; i < n; i++)
        out[i] = (uint8_t)(a[i] ^ b[i]);
}

/* All-ones if a < b (unsigned, any 32-bit values), else 0: the borrow
 * out of a - b (Hacker's Delight 2-12), without a branch. */
static inline uint32_t qzi_ct_lt_mask(uint32_t a, uint32_t b)
{
    uint32_t z = qzi_ct_barrier(a - b);

    return (uint32_t)0 - (((~a & b) | (~(a ^ b) & z)) >> 31);
}

/* All-ones if a == b, else 0. */
static inline uint32_t qzi_ct_eq_mask(uint32_t a, uint32_t b)
{
    return ~qzi_ct_nonzero_mask(a ^ b);
}

/*
 * The block stream of the buffering modes (ECB, CBC). The bytes a context
 * still owes are carry[0..*hc) followed by in[*pos..len). qzi_stream_take
 * moves the next n of them (n is at most what is owed) to tmp, then copies
 * input bytes into the carry until *pos reaches min(len, wend), where wend
 * is the end offset of the output the caller is about to write. Every input
 * byte an exactly-in-place caller (out == in) is about to overwrite has
 * then been read already, and the carry never grows beyond the size it had
 * at the start of the update call.
 */
static inline void qzi_stream_take(uint8_t *tmp, size_t n, uint8_t *carry,
                                   size_t *hc, const uint8_t *in, size_t len,
                                   size_t *pos, size_t wend)
{
    size_t c = *hc < n ? *hc : n;
    size_t want = wend < len ? wend : len;

    if (c > 0) {
        memcpy(tmp, carry, c);
        memmove(carry, carry + c, *hc - c);
        *hc -= c;
    }
    if (n > c) {
        memcpy(tmp + c, in + *pos, n - c);
        *pos += n - c;
    }
    if (*pos < want) {
        memcpy(carry + *hc, in + *pos, want - *pos);
        *hc += want - *pos;
        *pos = want;
    }
}

/* Bytes a buffering mode processes now when it holds `held` bytes, is
 * given len more and must keep at least `keep` back (0, 1 or 17): the
 * largest multiple of 16 that leaves at least `keep` bytes. */
static inline size_t qzi_stream_ready(size_t held, size_t len, size_t keep)
{
    size_t t = held + len;

    return t > keep ? (t - keep) & ~(size_t)15 : 0;
}

#endif /* QZ_AES_MODES_INTERNAL_H */

/*
 * Merkle-Damgard block buffering shared by SHA-256 and SHA-512: feeding
 * bytes to a block compression function through a partial-block buffer,
 * and the final padding (FIPS 180-4 section 5.1).
 */
#ifndef QZ_SHA2_MD_BLOCK_H
#define QZ_SHA2_MD_BLOCK_H

#include <stddef.h>
#include <stdint.h>

#include "internal/bytes.h"
#include "internal/ct.h"

typedef void (*qzi_md_compress_fn)(void *state, const uint8_t *blocks,
                                   size_t nblocks);

/* Absorb len bytes at in. Blocks are 2^block_shift bytes; `used` = bytes
 * already in buf (less than one block). Whole blocks are compressed straight from `in` without a copy. */
void qzi_md_absorb(void *state, qzi_md_compress_fn compress, uint8_t *buf,
                   unsigned block_shift, size_t used, const uint8_t *in,
                   size_t len);

/* Pad and compress the last block(s) for a message of `bytes` bytes whose
 * tail (bytes mod the block size) sits in buf. The length field is
 * len_field_bytes (8 or 16) wide, big-endian, in bits. Inline in each
 * hash's final, where compress is then a direct call (no function
 * pointer: no literal-pool read from flash on a board, whose data cache
 * the round constants fill). */
static inline void qzi_md_finish(void *state, qzi_md_compress_fn compress, uint8_t *buf,
                                 unsigned block_shift, size_t len_field_bytes,
                                 uint64_t bytes)
{
    const size_t block_bytes = (size_t)1 << block_shift;
    size_t used = (size_t)(bytes & (block_bytes - 1));

    /* The rest of the block zeroed, then the 0x80 marker after the data.
     * qzi_wipe rather than memset: the final already calls it (so its code
     * is the one fetched), and it zeroes by words from the first aligned
     * one, the whole block by words when the message filled whole blocks. */
    qzi_wipe(buf + used, block_bytes - used);
    buf[used] = 0x80;
    if (used >= block_bytes - len_field_bytes) {
        /* No room for the length field after the marker: one more block. */
        compress(state, buf, 1);
        qzi_wipe(buf, block_bytes - 8);
    }
    /* The bit length is bytes * 8: the top three bits of `bytes` go to the
     * upper word of a 128-bit field, into a byte zeroed above (the marker
     * never lands there when the field is 16 bytes wide); for SHA-256
     * (8-byte field) they are zero, bytes being below 2^61, and the OR
     * leaves the byte as it is (the marker may be there). */
    buf[block_bytes - 9] |= (uint8_t)(bytes >> 61);
    qzi_store_be64(buf + block_bytes - 8, bytes << 3);
    compress(state, buf, 1);
}

#endif /* QZ_SHA2_MD_BLOCK_H */

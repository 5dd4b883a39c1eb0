/*
 * Partial-block buffering and padding for the SHA-2 hashes. Branches here
 * depend only on lengths, which are public.
 */
#include <string.h>

#include "sha2/md_block.h"
#include "internal/bytes.h"
#include "internal/ct.h"

void qzi_md_absorb(void *state, qzi_md_compress_fn compress, uint8_t *buf,
                   unsigned block_shift, size_t used, const uint8_t *in,
                   size_t len)
{
    const size_t block_bytes = (size_t)1 << block_shift;

    if (used > 0) {
        size_t take = block_bytes - used;

        if (take > len)
            take = len;
        memcpy(buf + used, in, take);
        used += take;
        in += take;
        len -= take;
        if (used < block_bytes)
            return;
        compress(state, buf, 1);
    }
    if (len >= block_bytes) {
        size_t n = len >> block_shift; /* no division on M0+ */

        compress(state, in, n);
        in += n * block_bytes;
        len -= n * block_bytes;
    }
    if (len > 0)
        memcpy(buf, in, len);
}

void qzi_md_finish(void *state, qzi_md_compress_fn compress, uint8_t *buf,
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

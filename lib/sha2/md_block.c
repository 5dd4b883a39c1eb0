/*
 * Partial-block buffering and padding for the SHA-2 hashes. Branches here
 * depend only on lengths, which are public.
 */
#include <string.h>

#include "sha2/md_block.h"
#include "internal/bytes.h"

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

/*
 * Merkle-Damgard block buffering shared by SHA-256 and SHA-512: feeding
 * bytes to a block compression function through a partial-block buffer,
 * and the final padding (FIPS 180-4 section 5.1).
 */
#ifndef QZ_SHA2_MD_BLOCK_H
#define QZ_SHA2_MD_BLOCK_H

#include <stddef.h>
#include <stdint.h>

typedef void (*qzi_md_compress_fn)(void *state, const uint8_t *blocks,
                                   size_t nblocks);

/* Absorb len bytes at in. Blocks are 2^block_shift bytes; `used` = bytes
 * already in buf (less than one block). Whole blocks are compressed straight from `in` without a copy. */
void qzi_md_absorb(void *state, qzi_md_compress_fn compress, uint8_t *buf,
                   unsigned block_shift, size_t used, const uint8_t *in,
                   size_t len);

/* Pad and compress the last block(s) for a message of `bytes` bytes whose
 * tail (bytes mod the block size) sits in buf. The length field is
 * len_field_bytes (8 or 16) wide, big-endian, in bits. */
void qzi_md_finish(void *state, qzi_md_compress_fn compress, uint8_t *buf,
                   unsigned block_shift, size_t len_field_bytes,
                   uint64_t bytes);

#endif /* QZ_SHA2_MD_BLOCK_H */

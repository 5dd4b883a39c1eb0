/*
 * Byte-order loads and stores on unaligned byte pointers. Written as byte
 * accesses so that they never fault on a Cortex-M0+; gcc and clang turn
 * them into single loads plus REV where the target allows it.
 */
#ifndef QZ_INTERNAL_BYTES_H
#define QZ_INTERNAL_BYTES_H

#include <stdint.h>

static inline uint32_t qzi_load_be32(const uint8_t *p)
{
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) |
           ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

static inline uint64_t qzi_load_be64(const uint8_t *p)
{
    return ((uint64_t)qzi_load_be32(p) << 32) | qzi_load_be32(p + 4);
}

static inline void qzi_store_be32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}

static inline void qzi_store_be64(uint8_t *p, uint64_t v)
{
    qzi_store_be32(p, (uint32_t)(v >> 32));
    qzi_store_be32(p + 4, (uint32_t)v);
}

static inline uint32_t qzi_ror32(uint32_t x, unsigned n)
{
    return (x >> n) | (x << ((32 - n) & 31));
}

static inline uint64_t qzi_ror64(uint64_t x, unsigned n)
{
    return (x >> n) | (x << ((64 - n) & 63));
}

#endif /* QZ_INTERNAL_BYTES_H */

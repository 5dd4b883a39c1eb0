/*
 * The check word of a key object (Curve25519 and Curve448 families): a
 * rotate-and-xor digest of the object's public bytes and, for a decoded
 * public key, its point's words, started from the object's magic. A call
 * refuses an object whose magic or check word does not match (QZ_ERR_KEY):
 * an object never set, wiped, or damaged in a public field. Not a MAC:
 * it catches accidents and stray writes, not a forger. Inline, so that no
 * image links another family's object for it.
 */
#ifndef QZCRYPT_INTERNAL_KEY_CHECK_H
#define QZCRYPT_INTERNAL_KEY_CHECK_H

#include <stddef.h>
#include <stdint.h>

#include "qzcrypt/common.h"

static inline uint32_t qzi_check_bytes(uint32_t c, const uint8_t *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        c = (c << 5 | c >> 27) ^ b[i];
    return c;
}

static inline uint32_t qzi_check_words(uint32_t c, const uint32_t *w, size_t n)
{
    for (size_t i = 0; i < n; i++)
        c = (c << 7 | c >> 25) ^ w[i];
    return c;
}

/* A key object starts with its magic and check words: QZ_OK when both
 * are the expected ones, else QZ_ERR_KEY. */
static inline int qzi_key_ok(const void *obj, uint32_t magic, uint32_t check)
{
    const uint32_t *w = (const uint32_t *)obj;

    return w[0] == magic && w[1] == check ? QZ_OK : QZ_ERR_KEY;
}

/* Mark a key object set: its magic and check words. */
static inline void qzi_key_seal(void *obj, uint32_t magic, uint32_t check)
{
    uint32_t *w = (uint32_t *)obj;

    w[0] = magic;
    w[1] = check;
}

#endif

/*
 * qzi_ws_ok: the check every call that takes a caller's workspace makes
 * first. A workspace must be 4-byte aligned (the public-key code works on
 * it as 32-bit limbs): an unaligned one is QZ_ERR_NULL, as a NULL one is
 * (NULL is aligned, so callers check NULL before or the length check
 * catches it with need > 0); one shorter than the call's need is
 * QZ_ERR_LENGTH. Inline so that an image links no other family's object
 * for it.
 */
#ifndef QZCRYPT_INTERNAL_WORKSPACE_H
#define QZCRYPT_INTERNAL_WORKSPACE_H

#include <stddef.h>
#include <stdint.h>

#include "qzcrypt/common.h"

static inline int qzi_ws_ok(const void *ws, size_t ws_len, size_t need)
{
    if (((uintptr_t)ws & 3u) != 0)
        return QZ_ERR_NULL;
    return ws_len < need ? QZ_ERR_LENGTH : QZ_OK;
}

#endif

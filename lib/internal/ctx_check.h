/*
 * Damaged-context checks: the one way every streaming context is
 * validated before its bookkeeping is trusted.
 *
 * The rule (doc/security.md, "Damaged contexts"):
 *
 * - Each family has exactly one check, `static int <x>_ctx_check(const
 *   <ctx> *)` (static inline where a thin wrapper must keep its tail call
 *   into the work), returning QZ_OK or QZ_ERR_STATE. When another family embeds
 *   the context (a hash in HMAC, the sponge in SHA-3/SHAKE/KMAC, Poly1305
 *   in ChaCha20-Poly1305), the check is `qzi_<x>_ctx_check` in an
 *   internal header (listed below), and the embedding family's check
 *   calls it.
 * - Every entry point that takes an existing context calls the check
 *   first, right after its NULL test of the context pointer, before any
 *   field is used to index, size, branch or write. Nothing else reads a
 *   bookkeeping field unchecked.
 * - The check covers every field the code trusts: the state marker (one
 *   of the exact values the family writes), each position or length
 *   against the bound the code indexes with (not merely the range of its
 *   type), each flag (0 or 1), and each relation the code assumes (a rate
 *   that is the algorithm's, the phase and the lengths it allows).
 * - Pointer fields (the caller's key of the AES modes, GCM, CCM, CMAC)
 *   cannot be validated beyond NULL and the marker of the object they
 *   point to (qzi_aes_key_check, the GCM key magic): a dangling pointer to
 *   memory that happens to hold a valid marker is not detectable.
 * - Checks run once per call, at entry, never inside a data loop: a few
 *   compares per call. Bookkeeping is public (lengths, positions,
 *   markers), so the checks may branch.
 * - A refused context is QZ_ERR_STATE with no output byte written and no
 *   byte outside the context touched. Whether the context itself is then
 *   wiped is the family's documented error behaviour (verify always
 *   wipes). The DRBGs additionally zero the requested output, as
 *   qzcrypt/drbg.h documents, never more than the request's upper bound.
 *
 * A new family writes its check from the helpers here, calls it first in
 * every entry point, and adds rows for each of its fields to
 * tests/damaged_ctx.c, which corrupts each field in turn and asserts the
 * refusal natively, under ASan/UBSan and under qemu on every core.
 */
#ifndef QZ_INTERNAL_CTX_CHECK_H
#define QZ_INTERNAL_CTX_CHECK_H

#include <stdint.h>

#include "qzcrypt/chacha20poly1305.h"
#include "qzcrypt/common.h"

/* Return QZ_ERR_STATE from the enclosing check unless cond holds. */
#define QZI_CTX_REQUIRE(cond)                                                  \
    do {                                                                       \
        if (!(cond))                                                           \
            return QZ_ERR_STATE;                                               \
    } while (0)

/* 1 if lo <= v <= hi. */
static inline int qzi_ctx_in_range(uint64_t v, uint64_t lo, uint64_t hi)
{
    return v >= lo && v <= hi;
}

/* 1 if v is a flag: 0 or 1. */
static inline int qzi_ctx_is_flag(uint32_t v)
{
    return v <= 1;
}

/* For a composite check that several entry points share and that the
 * compiler would otherwise inline into each of them (HMAC's two hash
 * checks): one copy, at the cost of a call. */
#if defined(__GNUC__) || defined(__clang__)
#define QZI_CTX_NOINLINE __attribute__((__noinline__))
#else
#define QZI_CTX_NOINLINE
#endif

/* QZ_OK if ok, else QZ_ERR_STATE: for checks built from one expression or
 * from another family's verdict (1 = sound). */
static inline int qzi_ctx_verdict(int ok)
{
    return ok ? QZ_OK : QZ_ERR_STATE;
}

/* Checks of the contexts that other families embed: the hashes
 * (lib/internal/hash_check.h) and the Keccak sponge
 * (lib/internal/keccak_sponge.h) inline, and Poly1305 here. */
int qzi_poly1305_ctx_check(const qz_poly1305_ctx *c); /* chacha/poly1305.c */

#endif /* QZ_INTERNAL_CTX_CHECK_H */

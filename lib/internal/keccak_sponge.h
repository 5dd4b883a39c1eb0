/*
 * The Keccak sponge on qz_keccak_ctx: the internal XOF interface that
 * SHA-3, SHAKE, cSHAKE, KMAC (lib/sha3/) and later ML-KEM / ML-DSA use.
 *
 * Absorbing XORs the caller's bytes straight into the state (no block
 * buffer, no copy); squeezing extracts straight into the caller's buffer.
 * Arguments are trusted (the public wrappers validate them): lengths fit,
 * pointers are valid, the context was initialised.
 */
#ifndef QZ_INTERNAL_KECCAK_SPONGE_H
#define QZ_INTERNAL_KECCAK_SPONGE_H

#include "qzcrypt/hash.h"
#include "qzcrypt/sha3.h"
#include "internal/ctx_check.h"

/* Context identifiers (qz_keccak_ctx.alg). The SHA-3 hashes use their
 * qz_hash_id values (qzcrypt/hash.h), so that qz_hash_* can dispatch. */
#define QZI_KECCAK_XOF128 16  /* SHAKE128, cSHAKE128 */
#define QZI_KECCAK_XOF256 17  /* SHAKE256, cSHAKE256 */
#define QZI_KECCAK_KMAC128 18
#define QZI_KECCAK_KMAC256 19

/* Domain-separation and first padding bits, as one byte (FIPS 202 B.2). */
#define QZI_KECCAK_PAD_SHA3 0x06
#define QZI_KECCAK_PAD_SHAKE 0x1f
#define QZI_KECCAK_PAD_CSHAKE 0x04

/* Every public entry point that takes an existing Keccak context checks it
 * first with qzi_keccak_ctx_check (the rule: lib/internal/ctx_check.h):
 * the id, the rate and padding byte the id implies, pos against the rate,
 * the squeezing flag. A rate that is not the algorithm's, or a pos past
 * it, would make the sponge index outside the 200-byte state. The sponge
 * functions below trust a checked context. A new family on the sponge
 * (ML-KEM, ML-DSA) adds its ids here. Inline, so that the public wrappers
 * keep their tail calls into the sponge (no extra stack on the path to the
 * permutation). */
static inline int qzi_keccak_ctx_check(const qz_keccak_ctx *c)
{
    unsigned rate;
    int pad_ok;

    switch (c->alg) {
    case QZ_HASH_ID_SHA3_224: rate = QZ_SHA3_224_RATE; break;
    case QZ_HASH_ID_SHA3_256: rate = QZ_SHA3_256_RATE; break;
    case QZ_HASH_ID_SHA3_384: rate = QZ_SHA3_384_RATE; break;
    case QZ_HASH_ID_SHA3_512: rate = QZ_SHA3_512_RATE; break;
    case QZI_KECCAK_XOF128:
    case QZI_KECCAK_KMAC128: rate = QZ_SHAKE128_RATE; break;
    case QZI_KECCAK_XOF256:
    case QZI_KECCAK_KMAC256: rate = QZ_SHAKE256_RATE; break;
    default: return QZ_ERR_STATE;
    }
    if (c->alg <= QZ_HASH_ID_SHA3_512)
        pad_ok = c->pad == QZI_KECCAK_PAD_SHA3;
    else if (c->alg == QZI_KECCAK_XOF128 || c->alg == QZI_KECCAK_XOF256)
        pad_ok = c->pad == QZI_KECCAK_PAD_SHAKE || c->pad == QZI_KECCAK_PAD_CSHAKE;
    else
        pad_ok = c->pad == QZI_KECCAK_PAD_CSHAKE;
    QZI_CTX_REQUIRE(pad_ok && c->rate == rate && qzi_ctx_is_flag(c->squeezing));
    /* Absorbing permutes as soon as a block fills (pos < rate); squeezing
     * may stand at the end of a block (pos == rate: the next squeeze
     * permutes first). */
    QZI_CTX_REQUIRE(c->pos < rate || (c->squeezing && c->pos == rate));
    return QZ_OK;
}

/* Fresh all-zero state; rate in bytes (< 200), pad = padding byte. */
void qzi_sponge_init(qz_keccak_ctx *c, uint32_t alg, unsigned rate,
                     uint8_t pad);
/* Absorb len bytes (any length). Requires !c->squeezing. */
void qzi_sponge_absorb(qz_keccak_ctx *c, const uint8_t *in, size_t len);
/* Zero-fill to the end of the current block (SP 800-185 bytepad after a
 * block-aligned start): permutes if a block is partly filled. */
void qzi_sponge_fill_block(qz_keccak_ctx *c);
/* Pad and switch to squeezing (idempotent once squeezing). */
void qzi_sponge_finalize(qz_keccak_ctx *c);
/* Squeeze len bytes in any chunking (finalizes first if needed). */
void qzi_sponge_squeeze(qz_keccak_ctx *c, uint8_t *out, size_t len);
/* Squeeze nblocks whole blocks of rate bytes straight into out. Requires
 * a finalized context at a block boundary (after qzi_sponge_finalize or
 * after whole-block squeezes). */
void qzi_sponge_squeeze_blocks(qz_keccak_ctx *c, uint8_t *out,
                               size_t nblocks);

#endif /* QZ_INTERNAL_KECCAK_SPONGE_H */

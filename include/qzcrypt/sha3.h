/*
 * SHA-3 and the Keccak extendable-output functions:
 *   SHA3-224/256/384/512 (FIPS 202), SHAKE128/256 (FIPS 202),
 *   cSHAKE128/256 and KMAC128/256 with KMACXOF (NIST SP 800-185).
 *
 * All of them run on one caller-allocated context, qz_keccak_ctx (212
 * bytes, 4-byte aligned), under three names that say what it holds:
 * qz_sha3_ctx, qz_shake_ctx, qz_kmac_ctx. A context remembers which
 * function started it; calls meant for another are refused with
 * QZ_ERR_STATE.
 *
 * Hashes: *_init, qz_sha3_update any number of times (any chunking), then
 * the variant's *_final, which writes the digest and wipes the context.
 *
 * XOFs (SHAKE, cSHAKE): *_init, qz_shake_absorb any number of times, then
 * qz_shake_squeeze any number of times: squeezing in any chunking gives
 * the same stream (one byte at a time equals one big call). Absorbing
 * after the first squeeze is refused (QZ_ERR_STATE). qz_shake_wipe ends the
 * computation and wipes the context.
 *
 * KMAC: qz_kmac128_init / qz_kmac256_init with the key and customisation
 * string, qz_kmac_update, then qz_kmac_final (KMAC: the output length is
 * part of the MAC), qz_kmac_verify (constant-time tag comparison), or
 * qz_kmac_xof_squeeze (KMACXOF, any chunking; finish with qz_shake_wipe).
 * final and verify wipe the context.
 *
 * Errors: QZ_ERR_NULL (NULL context or output, or NULL with a non-zero
 * length); QZ_ERR_STATE (context not started by the right function, or
 * already finished, or absorbing after squeezing); QZ_ERR_LENGTH (KMAC
 * output or tag length 0 or above QZ_KMAC_MAX_BYTES; SP 800-185 string
 * longer than QZ_SP800_185_MAX_BYTES); QZ_ERR_AUTH (KMAC tag mismatch).
 * On error nothing is written and the context is unchanged, except that
 * qz_kmac_verify always wipes.
 *
 * Constant time: time and memory access pattern depend only on lengths,
 * never on keys, messages or state.
 *
 * Stack: see doc/architecture.md ("Stack use").
 */
#ifndef QZCRYPT_SHA3_H
#define QZCRYPT_SHA3_H

#include "qzcrypt/common.h"

#ifdef __cplusplus
extern "C" {
#endif

#define QZ_SHA3_224_DIGEST_BYTES 28
#define QZ_SHA3_256_DIGEST_BYTES 32
#define QZ_SHA3_384_DIGEST_BYTES 48
#define QZ_SHA3_512_DIGEST_BYTES 64
/* Rates (block sizes) in bytes: 200 - 2 * security bytes. */
#define QZ_SHA3_224_RATE 144
#define QZ_SHA3_256_RATE 136
#define QZ_SHA3_384_RATE 104
#define QZ_SHA3_512_RATE 72
#define QZ_SHAKE128_RATE 168
#define QZ_SHAKE256_RATE 136
/** Longest KMAC output (qz_kmac_final) and tag (qz_kmac_verify): 2^20
 *  bytes. KMACXOF has no limit. */
#define QZ_KMAC_MAX_BYTES (1UL << 20)
/** Longest function-name, customisation or key string for cSHAKE/KMAC. */
#define QZ_SP800_185_MAX_BYTES (1UL << 28)

/** Sponge state. Treat as opaque; the layout may change. */
typedef struct {
    uint32_t alg;      /* what started it; 0 = not initialised */
    uint16_t rate;     /* bytes per block */
    uint16_t pos;      /* byte position within the current block */
    uint8_t squeezing; /* 0 absorbing, 1 squeezing */
    uint8_t pad;       /* domain-separation byte for the final block */
    uint8_t reserved[2];
    uint32_t s[50];    /* Keccak state, bit-interleaved 32-bit lanes */
} qz_keccak_ctx;

typedef qz_keccak_ctx qz_sha3_ctx;
typedef qz_keccak_ctx qz_shake_ctx;
typedef qz_keccak_ctx qz_kmac_ctx;

/* --- SHA-3 ------------------------------------------------------------ */
/** Start a SHA3-224/256/384/512 computation. Errors: QZ_ERR_NULL. */
int qz_sha3_224_init(qz_sha3_ctx *ctx);
int qz_sha3_256_init(qz_sha3_ctx *ctx);
int qz_sha3_384_init(qz_sha3_ctx *ctx);
int qz_sha3_512_init(qz_sha3_ctx *ctx);
/** Absorb data into any SHA-3 context. */
QZ_IN(2, 3)
int qz_sha3_update(qz_sha3_ctx *ctx, const void *data, size_t len);
/** Write the digest and wipe ctx; each accepts only its own variant. */
QZ_OUT_FIXED(2)
int qz_sha3_224_final(qz_sha3_ctx *ctx, uint8_t out[QZ_SHA3_224_DIGEST_BYTES]);
QZ_OUT_FIXED(2)
int qz_sha3_256_final(qz_sha3_ctx *ctx, uint8_t out[QZ_SHA3_256_DIGEST_BYTES]);
QZ_OUT_FIXED(2)
int qz_sha3_384_final(qz_sha3_ctx *ctx, uint8_t out[QZ_SHA3_384_DIGEST_BYTES]);
QZ_OUT_FIXED(2)
int qz_sha3_512_final(qz_sha3_ctx *ctx, uint8_t out[QZ_SHA3_512_DIGEST_BYTES]);
/** One-shot SHA-3. out may overlap data. */
QZ_OUT_FIXED(1) QZ_IN(2, 3)
int qz_sha3_224(uint8_t out[QZ_SHA3_224_DIGEST_BYTES], const void *data,
                size_t len);
QZ_OUT_FIXED(1) QZ_IN(2, 3)
int qz_sha3_256(uint8_t out[QZ_SHA3_256_DIGEST_BYTES], const void *data,
                size_t len);
QZ_OUT_FIXED(1) QZ_IN(2, 3)
int qz_sha3_384(uint8_t out[QZ_SHA3_384_DIGEST_BYTES], const void *data,
                size_t len);
QZ_OUT_FIXED(1) QZ_IN(2, 3)
int qz_sha3_512(uint8_t out[QZ_SHA3_512_DIGEST_BYTES], const void *data,
                size_t len);

/* --- SHAKE and cSHAKE ----------------------------------------------------- */
/** Start SHAKE128 / SHAKE256. Errors: QZ_ERR_NULL. */
int qz_shake128_init(qz_shake_ctx *ctx);
int qz_shake256_init(qz_shake_ctx *ctx);
/** Start cSHAKE128 / cSHAKE256 with function name N and customisation S
 *  (either may be empty: NULL with length 0). With both empty this is
 *  SHAKE, as SP 800-185 defines. Errors: QZ_ERR_NULL, QZ_ERR_LENGTH. */
QZ_IN(2, 3) QZ_IN(4, 5)
int qz_cshake128_init(qz_shake_ctx *ctx, const uint8_t *name, size_t name_len,
                      const uint8_t *custom, size_t custom_len);
QZ_IN(2, 3) QZ_IN(4, 5)
int qz_cshake256_init(qz_shake_ctx *ctx, const uint8_t *name, size_t name_len,
                      const uint8_t *custom, size_t custom_len);
/** Absorb input into a SHAKE/cSHAKE context that has not squeezed yet. */
QZ_IN(2, 3)
int qz_shake_absorb(qz_shake_ctx *ctx, const void *data, size_t len);
/** Write the next len output bytes (len may be 0). The first call ends the
 *  input. Output blocks are written straight into out. */
QZ_OUT(2, 3)
int qz_shake_squeeze(qz_shake_ctx *ctx, uint8_t *out, size_t len);
/** Wipe a SHAKE, cSHAKE or KMACXOF context (any state). Errors:
 *  QZ_ERR_NULL. */
int qz_shake_wipe(qz_shake_ctx *ctx);
/** One-shot SHAKE: out_len bytes of SHAKE(data). */
QZ_OUT(1, 2) QZ_IN(3, 4)
int qz_shake128(uint8_t *out, size_t out_len, const void *data, size_t len);
QZ_OUT(1, 2) QZ_IN(3, 4)
int qz_shake256(uint8_t *out, size_t out_len, const void *data, size_t len);

/* --- KMAC ----------------------------------------------------------------- */
/** Key a KMAC128 / KMAC256 context (key of any length up to
 *  QZ_SP800_185_MAX_BYTES, customisation string S may be empty). */
QZ_IN(2, 3) QZ_IN(4, 5)
int qz_kmac128_init(qz_kmac_ctx *ctx, const uint8_t *key, size_t key_len,
                    const uint8_t *custom, size_t custom_len);
QZ_IN(2, 3) QZ_IN(4, 5)
int qz_kmac256_init(qz_kmac_ctx *ctx, const uint8_t *key, size_t key_len,
                    const uint8_t *custom, size_t custom_len);
/** Absorb message bytes. */
QZ_IN(2, 3)
int qz_kmac_update(qz_kmac_ctx *ctx, const void *data, size_t len);
/** KMAC with output length out_len (1..QZ_KMAC_MAX_BYTES): write the tag
 *  and wipe ctx. */
QZ_OUT(2, 3)
int qz_kmac_final(qz_kmac_ctx *ctx, uint8_t *out, size_t out_len);
/** Compare the KMAC of length tag_len with tag in constant time and wipe
 *  ctx (whatever the outcome). QZ_OK or QZ_ERR_AUTH; QZ_ERR_LENGTH for
 *  tag_len 0 or above QZ_KMAC_MAX_BYTES. */
QZ_IN(2, 3)
int qz_kmac_verify(qz_kmac_ctx *ctx, const uint8_t *tag, size_t tag_len);
/** KMACXOF: the next len output bytes, any chunking; the first call ends
 *  the message. End with qz_shake_wipe. */
QZ_OUT(2, 3)
int qz_kmac_xof_squeeze(qz_kmac_ctx *ctx, uint8_t *out, size_t len);
/** One-shot KMAC128 / KMAC256 with out_len bytes of output. */
QZ_OUT(1, 2) QZ_IN(3, 4) QZ_IN(5, 6) QZ_IN(7, 8)
int qz_kmac128(uint8_t *out, size_t out_len, const uint8_t *key,
               size_t key_len, const uint8_t *custom, size_t custom_len,
               const void *data, size_t len);
QZ_OUT(1, 2) QZ_IN(3, 4) QZ_IN(5, 6) QZ_IN(7, 8)
int qz_kmac256(uint8_t *out, size_t out_len, const uint8_t *key,
               size_t key_len, const uint8_t *custom, size_t custom_len,
               const void *data, size_t len);
/** One-shot KMAC128 / KMAC256 verification: compare the KMAC of length
 *  tag_len of data with tag in constant time. QZ_OK or QZ_ERR_AUTH;
 *  other errors as qz_kmac_verify and the init calls. */
QZ_IN(1, 2) QZ_IN(3, 4) QZ_IN(5, 6) QZ_IN(7, 8)
int qz_kmac128_check(const uint8_t *key, size_t key_len, const uint8_t *custom,
                     size_t custom_len, const void *data, size_t len,
                     const uint8_t *tag, size_t tag_len);
QZ_IN(1, 2) QZ_IN(3, 4) QZ_IN(5, 6) QZ_IN(7, 8)
int qz_kmac256_check(const uint8_t *key, size_t key_len, const uint8_t *custom,
                     size_t custom_len, const void *data, size_t len,
                     const uint8_t *tag, size_t tag_len);

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_SHA3_H */

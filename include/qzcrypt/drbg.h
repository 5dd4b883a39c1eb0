/*
 * Deterministic random bit generators of NIST SP 800-90A Rev. 1:
 * HMAC_DRBG (10.1.2) over SHA-256 or SHA-512, and CTR_DRBG (10.2.1) with
 * AES-256 and the derivation function (ctr_len = 128). Both instantiate
 * at a security strength of 256 bits, always; both support prediction
 * resistance.
 *
 * Life cycle: instantiate (entropy input, nonce, optional personalization
 * string), generate any number of times (optional additional input, optional
 * prediction resistance), reseed when due, uninstantiate (wipes the
 * context). The context is the caller's, holds no pointer except an
 * optional entropy source, and is entirely secret: copying it copies the
 * generator's future output.
 *
 * Entropy source (optional). A DRBG may hold a qz_rng (qzcrypt/rng.h),
 * normally a wrapped hardware TRNG, given by qz_*_drbg_set_entropy or by
 * qz_*_drbg_instantiate_from, with the number of bytes to draw per reseed
 * (entropy_len). qz_*_drbg_instantiate_from draws the seed from the
 * source it is given; after that, the DRBG calls its source only inside
 * generate, and only when a reseed is due: prediction resistance was
 * requested, or the reseed counter has passed the reseed interval. It
 * then draws entropy_len bytes, reseeds with them and the call's
 * additional input (SP 800-90A 9.3.1: the additional input goes into the
 * reseed, and the generation that follows uses none), and generates.
 * Without a source, the same call
 * returns QZ_ERR_RESEED and leaves the state alone: the caller reseeds
 * with qz_*_drbg_reseed and calls again. A source that fails gives
 * QZ_ERR_RNG, also with the state unchanged (the reseed stays due).
 * qz_*_drbg_instantiate and qz_*_drbg_reseed take their entropy as
 * arguments and never call the source.
 * The context stores a copy of the qz_rng (its fill pointer and state);
 * the source's own state must outlive the DRBG's use of it. A DRBG must
 * not be its own entropy source, directly (refused with QZ_ERR_STATE) or
 * through a chain of DRBGs (not detected: it recurses).
 *
 * Reseed interval: the number of generate calls allowed between two
 * (re)seeds. SP 800-90A Table 2 and Table 3 allow at most 2^48 for both
 * mechanisms, which is the default here. It is a compile-time constant
 * of the library build (QZ_HMAC_DRBG_RESEED_INTERVAL,
 * QZ_CTR_DRBG_RESEED_INTERVAL, below; define either in CPPFLAGS when
 * building qzcrypt to change it), copied into each context at
 * instantiation; qz_*_drbg_set_reseed_interval lowers it for one context
 * at run time, for applications that want frequent reseeds from their
 * TRNG (and for tests).
 *
 * Lengths (bytes): entropy input at least QZ_DRBG_MIN_ENTROPY_BYTES (the
 * 256-bit security strength); the entropy input and the nonce together at
 * least QZ_DRBG_MIN_SEED_BYTES (a nonce of at least half the security
 * strength, or that much more entropy input in place of the nonce, SP
 * 800-90A 8.6.7); every input at most QZ_DRBG_MAX_INPUT_BYTES (for
 * CTR_DRBG also their sum in one call, which the derivation function
 * encodes in 32 bits); a request at most QZ_DRBG_MAX_REQUEST_BYTES (2^19
 * bits, both mechanisms); a source draw QZ_DRBG_MIN_ENTROPY_BYTES ..
 * QZ_DRBG_MAX_SOURCE_BYTES. A NULL pointer is allowed wherever its length
 * is 0 (personalization string, additional input, nonce, a 0-byte
 * request).
 *
 * Errors: QZ_ERR_NULL, QZ_ERR_ALG (HMAC_DRBG hash other than SHA-256 or
 * SHA-512), QZ_ERR_LENGTH (a length out of range), QZ_ERR_STATE (context
 * not instantiated, already uninstantiated, or damaged), QZ_ERR_RESEED,
 * QZ_ERR_RNG. Whenever generate fails, out[0..min(out_len,
 * QZ_DRBG_MAX_REQUEST_BYTES)) is zeroed (if out is not NULL): all of a
 * valid request, and never more than the longest valid request of an
 * oversized one (the caller's buffer is not assumed to be out_len bytes
 * long then). Whenever instantiate fails, the context is wiped
 * (it is then uninstantiated, even if it was instantiated before).
 * generate, reseed and the setters leave the context unchanged when they
 * refuse a call (an internal failure, which valid arguments cannot cause,
 * would wipe it).
 *
 * Buffers: out may not overlap the context or any input of the same call;
 * inputs may overlap each other.
 *
 * Constant time: the time of every call depends on the lengths, the
 * reseed counter and interval, whether a source is attached and the
 * prediction-resistance flag, never on the secret state, the entropy
 * input, nonce, personalization string or additional input. CTR_DRBG
 * is constant time in the same sense when qzcrypt/config.h selects the
 * ct AES variant (QZ_AES_TABLE == 0, the default); with the table
 * variant it inherits that variant's caveat (qzcrypt/aes.h).
 *
 * Work and stack: HMAC_DRBG keys HMAC once per new Key and reuses the
 * keyed state (qz_hmac_ctx copies) for each V = HMAC(Key, V): a request
 * costs two hash compressions per output block (SHA-256: 32 bytes,
 * SHA-512: 64 bytes), plus eight without additional input and about
 * thirty with a short one. CTR_DRBG expands AES-256 once per new Key
 * (twice more for the derivation function of additional input) and
 * encrypts all counter blocks of a request in one kernel call. Contexts: qz_hmac_drbg_ctx 168 bytes, qz_ctr_drbg_ctx 80 bytes
 * on Cortex-M (176 and 88 on 64-bit hosts). Stack: see
 * doc/architecture.md ("Stack use").
 *
 * Not thread-safe: one context, one caller at a time.
 */
#ifndef QZCRYPT_DRBG_H
#define QZCRYPT_DRBG_H

#include "qzcrypt/hash.h"
#include "qzcrypt/rng.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Security strength of every instantiation: 256 bits. */
#define QZ_DRBG_SECURITY_BYTES 32
/** Shortest entropy input (instantiate, reseed, a source draw). */
#define QZ_DRBG_MIN_ENTROPY_BYTES 32
/** Shortest entropy input + nonce at instantiation (3/2 of the strength). */
#define QZ_DRBG_MIN_SEED_BYTES 48
/** Longest entropy input, nonce, personalization string or additional
 *  input (2^32 - 1 bytes, within SP 800-90A's 2^35 bits). */
#define QZ_DRBG_MAX_INPUT_BYTES 0xffffffffu
/** Longest single request: 2^19 bits (SP 800-90A Tables 2 and 3). */
#define QZ_DRBG_MAX_REQUEST_BYTES 65536u
/** Largest entropy_len for a source (bytes drawn per automatic reseed;
 *  room for a 4x conditioning margin over the 256-bit strength). */
#define QZ_DRBG_MAX_SOURCE_BYTES 128u

/** Generate calls allowed between two (re)seeds, fixed when qzcrypt is
 *  built: 1 .. 2^48 (SP 800-90A Table 2 maximum, the default). */
#ifndef QZ_HMAC_DRBG_RESEED_INTERVAL
#define QZ_HMAC_DRBG_RESEED_INTERVAL 0x1000000000000ULL
#endif
/** The same for CTR_DRBG: 1 .. 2^48 (Table 3 maximum, the default). */
#ifndef QZ_CTR_DRBG_RESEED_INTERVAL
#define QZ_CTR_DRBG_RESEED_INTERVAL 0x1000000000000ULL
#endif
#if QZ_HMAC_DRBG_RESEED_INTERVAL < 1 || QZ_HMAC_DRBG_RESEED_INTERVAL > 0x1000000000000ULL
#error "QZ_HMAC_DRBG_RESEED_INTERVAL must be 1 .. 2^48 (SP 800-90A Table 2)"
#endif
#if QZ_CTR_DRBG_RESEED_INTERVAL < 1 || QZ_CTR_DRBG_RESEED_INTERVAL > 0x1000000000000ULL
#error "QZ_CTR_DRBG_RESEED_INTERVAL must be 1 .. 2^48 (SP 800-90A Table 3)"
#endif

/** The life-cycle state both mechanisms keep (internal): reseed counter
 *  and interval, the optional entropy source, the instantiation marker. */
typedef struct {
    uint64_t reseed_counter;
    uint64_t reseed_interval;
    qz_rng source;       /* entropy source; fill == NULL: none */
    uint32_t source_len; /* bytes drawn per automatic reseed */
    uint32_t ready;      /* instantiation marker; 0 when wiped */
} qz_drbg_life;

/* ------------------------------------------------------------------------ */
/* HMAC_DRBG                                                                */
/* ------------------------------------------------------------------------ */

/** HMAC_DRBG working state. Every member is secret or internal. */
typedef struct {
    uint8_t k[QZ_HASH_MAX_DIGEST_BYTES]; /* Key (digest size used) */
    uint8_t v[QZ_HASH_MAX_DIGEST_BYTES]; /* V */
    qz_drbg_life life;
    qz_hash_id alg;     /* QZ_HASH_SHA256 or QZ_HASH_SHA512 */
    uintptr_t alg_check; /* vouches for alg (lib/internal/hash_check.h) */
} qz_hmac_drbg_ctx;

/**
 * Instantiate HMAC_DRBG over alg (QZ_HASH_SHA256 or QZ_HASH_SHA512) from
 * entropy_len bytes of entropy input, nonce_len bytes of nonce and an
 * optional personalization string (SP 800-90A 10.1.2.3). Resets the
 * reseed interval to QZ_HMAC_DRBG_RESEED_INTERVAL and detaches any
 * entropy source. On failure the context is wiped.
 * Errors: QZ_ERR_NULL, QZ_ERR_ALG, QZ_ERR_LENGTH.
 */
QZ_IN(3, 4) QZ_IN(5, 6) QZ_IN(7, 8)
int qz_hmac_drbg_instantiate(qz_hmac_drbg_ctx *ctx, qz_hash_id alg,
                             const uint8_t *entropy, size_t entropy_len,
                             const uint8_t *nonce, size_t nonce_len,
                             const uint8_t *pers, size_t pers_len);

/**
 * Instantiate from an entropy source: draw entropy_len bytes of entropy
 * input, then entropy_len / 2 bytes of nonce (SP 800-90A 8.6.7), from
 * src, instantiate with them and pers, and attach src for automatic
 * reseeds of entropy_len bytes. entropy_len: QZ_DRBG_MIN_ENTROPY_BYTES ..
 * QZ_DRBG_MAX_SOURCE_BYTES. The drawn bytes are wiped from the stack.
 * On failure the context is wiped.
 * Errors: QZ_ERR_NULL, QZ_ERR_ALG, QZ_ERR_LENGTH, QZ_ERR_RNG, QZ_ERR_STATE
 * (src's state is ctx itself: a DRBG seeding itself).
 */
QZ_IN(5, 6)
int qz_hmac_drbg_instantiate_from(qz_hmac_drbg_ctx *ctx, qz_hash_id alg,
                                  const qz_rng *src, size_t entropy_len,
                                  const uint8_t *pers, size_t pers_len);

/**
 * Attach src (copied) as the entropy source for automatic reseeds of
 * entropy_len bytes (QZ_DRBG_MIN_ENTROPY_BYTES .. QZ_DRBG_MAX_SOURCE_BYTES),
 * or detach it when src is NULL (entropy_len ignored). src->fill NULL:
 * QZ_ERR_NULL. src->state == ctx: QZ_ERR_STATE (a DRBG seeding itself).
 * Errors: QZ_ERR_NULL, QZ_ERR_LENGTH, QZ_ERR_STATE.
 */
int qz_hmac_drbg_set_entropy(qz_hmac_drbg_ctx *ctx, const qz_rng *src,
                             size_t entropy_len);

/**
 * Lower this context's reseed interval to interval generate calls
 * (1 .. QZ_HMAC_DRBG_RESEED_INTERVAL). The reseed counter is kept: if it
 * already exceeds the new interval, the next generate reseeds (or
 * returns QZ_ERR_RESEED). The value holds until the next instantiation.
 * Errors: QZ_ERR_NULL, QZ_ERR_STATE, QZ_ERR_LENGTH.
 */
int qz_hmac_drbg_set_reseed_interval(qz_hmac_drbg_ctx *ctx, uint64_t interval);

/**
 * Reseed with entropy_len bytes of fresh entropy input and optional
 * additional input (SP 800-90A 10.1.2.4); resets the reseed counter.
 * Errors: QZ_ERR_NULL, QZ_ERR_STATE, QZ_ERR_LENGTH (context unchanged).
 */
QZ_IN(2, 3) QZ_IN(4, 5)
int qz_hmac_drbg_reseed(qz_hmac_drbg_ctx *ctx, const uint8_t *entropy,
                        size_t entropy_len, const uint8_t *add, size_t add_len);

/**
 * Generate out_len bytes (0 .. QZ_DRBG_MAX_REQUEST_BYTES) into out, with
 * optional additional input, and with prediction resistance if
 * prediction_resistance is nonzero (SP 800-90A 9.3.1 and 10.1.2.5).
 * A reseed that is due (prediction resistance, or the reseed counter past
 * the interval) is taken from the attached source, or refused with
 * QZ_ERR_RESEED when there is none (see the top of this file). On any
 * error out[0..min(out_len, QZ_DRBG_MAX_REQUEST_BYTES)) is zeroed (if out
 * is not NULL; nothing beyond, even for out_len = SIZE_MAX) and the state
 * is unchanged. A 0-byte
 * request is a full generate (the state is updated and the counter
 * advances).
 * Errors: QZ_ERR_NULL, QZ_ERR_STATE, QZ_ERR_LENGTH, QZ_ERR_RESEED,
 * QZ_ERR_RNG.
 */
QZ_OUT(2, 3) QZ_IN(4, 5)
int qz_hmac_drbg_generate(qz_hmac_drbg_ctx *ctx, uint8_t *out, size_t out_len,
                          const uint8_t *add, size_t add_len,
                          int prediction_resistance);

/** Wipe the whole context (SP 800-90A 9.4). NULL is ignored. Afterwards
 *  every call but instantiate returns QZ_ERR_STATE. */
void qz_hmac_drbg_uninstantiate(qz_hmac_drbg_ctx *ctx);

/**
 * Fill rng with an adapter whose fill(state, out, len) is
 * qz_hmac_drbg_generate(ctx, ...) without additional input or prediction
 * resistance, for any len (split into requests of at most
 * QZ_DRBG_MAX_REQUEST_BYTES), returning nonzero when generate fails.
 * A failed fill zeroes the bytes it had generated and the failed request
 * (at most QZ_DRBG_MAX_REQUEST_BYTES of it), nothing beyond: a DRBG that
 * cannot generate with len = SIZE_MAX zeroes at most 64 KiB. (Called
 * through qz_rng_fill, the whole len is then zeroed: qzcrypt/rng.h.)
 * Through qz_rng_fill, a 0-byte fill returns before reaching the DRBG.
 * rng->state is ctx, which must stay instantiated while rng is used.
 * Errors: QZ_ERR_NULL.
 */
int qz_hmac_drbg_rng(qz_rng *rng, qz_hmac_drbg_ctx *ctx);

/* ------------------------------------------------------------------------ */
/* CTR_DRBG (AES-256, derivation function)                                  */
/* ------------------------------------------------------------------------ */

/** CTR_DRBG working state. Every member is secret or internal. */
typedef struct {
    uint8_t key[32]; /* Key */
    uint8_t v[16];   /* V, the 128-bit counter block */
    qz_drbg_life life;
} qz_ctr_drbg_ctx;

/** Instantiate CTR_DRBG (SP 800-90A 10.2.1.3.2, with Block_Cipher_df).
 *  As qz_hmac_drbg_instantiate, without the hash; the reseed interval is
 *  reset to QZ_CTR_DRBG_RESEED_INTERVAL.
 *  Errors: QZ_ERR_NULL, QZ_ERR_LENGTH. */
QZ_IN(2, 3) QZ_IN(4, 5) QZ_IN(6, 7)
int qz_ctr_drbg_instantiate(qz_ctr_drbg_ctx *ctx, const uint8_t *entropy,
                            size_t entropy_len, const uint8_t *nonce,
                            size_t nonce_len, const uint8_t *pers,
                            size_t pers_len);

/** As qz_hmac_drbg_instantiate_from.
 *  Errors: QZ_ERR_NULL, QZ_ERR_LENGTH, QZ_ERR_RNG, QZ_ERR_STATE (src's
 *  state is ctx itself: a DRBG seeding itself). */
QZ_IN(4, 5)
int qz_ctr_drbg_instantiate_from(qz_ctr_drbg_ctx *ctx, const qz_rng *src,
                                 size_t entropy_len, const uint8_t *pers,
                                 size_t pers_len);

/** As qz_hmac_drbg_set_entropy. */
int qz_ctr_drbg_set_entropy(qz_ctr_drbg_ctx *ctx, const qz_rng *src,
                            size_t entropy_len);

/** As qz_hmac_drbg_set_reseed_interval, 1 .. QZ_CTR_DRBG_RESEED_INTERVAL. */
int qz_ctr_drbg_set_reseed_interval(qz_ctr_drbg_ctx *ctx, uint64_t interval);

/** Reseed (SP 800-90A 10.2.1.4.2). As qz_hmac_drbg_reseed. */
QZ_IN(2, 3) QZ_IN(4, 5)
int qz_ctr_drbg_reseed(qz_ctr_drbg_ctx *ctx, const uint8_t *entropy,
                       size_t entropy_len, const uint8_t *add, size_t add_len);

/** Generate (SP 800-90A 9.3.1 and 10.2.1.5.2). As qz_hmac_drbg_generate. */
QZ_OUT(2, 3) QZ_IN(4, 5)
int qz_ctr_drbg_generate(qz_ctr_drbg_ctx *ctx, uint8_t *out, size_t out_len,
                         const uint8_t *add, size_t add_len,
                         int prediction_resistance);

/** Wipe the whole context. NULL is ignored. */
void qz_ctr_drbg_uninstantiate(qz_ctr_drbg_ctx *ctx);

/** The qz_rng adapter, as qz_hmac_drbg_rng. Errors: QZ_ERR_NULL. */
int qz_ctr_drbg_rng(qz_rng *rng, qz_ctr_drbg_ctx *ctx);

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_DRBG_H */

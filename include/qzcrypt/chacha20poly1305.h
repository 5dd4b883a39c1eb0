/*
 * ChaCha20, Poly1305 and the AEADs built on them:
 *   ChaCha20 stream cipher and Poly1305 one-time authenticator (RFC 8439
 *   sections 2.4 and 2.5), HChaCha20 (draft-irtf-cfrg-xchacha section
 *   2.2), ChaCha20-Poly1305 (RFC 8439 section 2.8) and
 *   XChaCha20-Poly1305 (draft-irtf-cfrg-xchacha section 2.3).
 *
 * AEAD in one call: qz_chacha20poly1305_seal / _open (12-byte nonce) and
 * qz_xchacha20poly1305_seal / _open (24-byte nonce). Open recomputes the
 * tag over the ciphertext first and compares it in constant time; only
 * when it matches does it decrypt. On a mismatch no plaintext is ever
 * written: the output buffer is zeroed and QZ_ERR_AUTH returned. Prefer
 * the one-shot open whenever the message fits in memory.
 *
 * AEAD streaming, on one caller-allocated qz_chacha20poly1305_ctx:
 *   1. qz_chacha20poly1305_init (or qz_xchacha20poly1305_init);
 *   2. qz_chacha20poly1305_aad any number of times, any chunking (the
 *      associated data is the concatenation of the chunks);
 *   3. either qz_chacha20poly1305_encrypt or qz_chacha20poly1305_decrypt
 *      any number of times, any chunking (never both on one context);
 *   4. qz_chacha20poly1305_final after encrypting (writes the tag) or
 *      qz_chacha20poly1305_verify after decrypting (checks the tag).
 *      With no data at all, either may end the context.
 * All associated data must come before the data: the first encrypt or
 * decrypt call (even of 0 bytes) closes it, and a later
 * qz_chacha20poly1305_aad is refused. Calls out of this order (aad after
 * data, encrypt after decrypt or the reverse, final after decrypting,
 * verify after encrypting, anything on a context that was never
 * initialised or has already been finished) return QZ_ERR_STATE.
 *
 * STREAMING DECRYPTION RELEASES UNVERIFIED PLAINTEXT. Each
 * qz_chacha20poly1305_decrypt call writes its plaintext at once, before
 * the tag can be checked: qz_chacha20poly1305_verify at the end is the
 * first moment anything is known to be authentic. Until it returns QZ_OK,
 * the caller must treat every decrypted byte as attacker-controlled (do
 * not parse it, act on it or release it), and on QZ_ERR_AUTH it must
 * discard all of it. Use qz_chacha20poly1305_open when that cannot be
 * guaranteed.
 *
 * Wiping: final and verify always wipe the context, whatever their
 * outcome. Any error returned by a streaming call other than for a NULL
 * ctx also wipes the context: a failed computation cannot be resumed (it
 * must start again at init), and it can never produce a tag. One-shot
 * functions wipe their internal state on every path.
 *
 * Nonces: a (key, nonce) pair must never encrypt two different messages;
 * reuse reveals the XOR of the plaintexts and lets an attacker forge tags.
 * 12-byte nonces should be counters; 24-byte XChaCha nonces are long
 * enough to be drawn at random.
 *
 * Limits: one message (the data of one AEAD operation) is at most
 * QZ_CHACHA20POLY1305_MAX_BYTES = 2^38 - 64 bytes (the 32-bit block
 * counter runs from 1 to 2^32 - 1); longer is QZ_ERR_LENGTH. The
 * associated data is limited only by size_t (its length is counted on 64
 * bits). On a 32-bit target size_t cannot reach the message limit in one
 * call, but a stream can.
 *
 * Overlap: the data output may be exactly the data input (in-place
 * operation) or must not overlap it at all. Keys, nonces, associated data
 * and tags must not overlap any output.
 *
 * Keys, nonces and tags are passed with their lengths, as in every family
 * (doc/api.md): keys QZ_CHACHA20_KEY_BYTES (32), nonces 12 bytes (24 for
 * XChaCha20-Poly1305, 16 for HChaCha20), tags 16 bytes (no truncation).
 * The raw key is passed on every call: ChaCha20 has no key schedule to
 * keep in a key object.
 *
 * Errors: QZ_ERR_NULL (a required pointer is NULL, or a buffer is NULL
 * with a non-zero length), QZ_ERR_LENGTH (a key, nonce or tag of another
 * length; block counter or message limit exceeded), QZ_ERR_STATE
 * (calling order, see above), QZ_ERR_AUTH (tag
 * mismatch). Except where said, nothing is written on error.
 *
 * Constant time: time and memory access pattern depend only on the
 * lengths and the pointers, never on keys, nonces, data or tags
 * (additions, rotations, XORs and 32 x 32 -> 64-bit multiplications, no
 * table, no division, no data-dependent branch; Poly1305's final
 * reduction is a masked select). The only branch on secret-derived data is
 * on the published verdict of a tag comparison. Note: on a Cortex-M3 the
 * long multiplications take a data-dependent number of cycles; the M0+,
 * M4 and M33 multipliers are constant-time.
 *
 * Contexts: qz_poly1305_ctx 76 bytes, qz_chacha20poly1305_ctx 232 bytes;
 * 8-byte alignment (uint64_t members). Stack: see doc/architecture.md
 * ("Stack use").
 */
#ifndef QZCRYPT_CHACHA20POLY1305_H
#define QZCRYPT_CHACHA20POLY1305_H

#include "qzcrypt/common.h"

#ifdef __cplusplus
extern "C" {
#endif

#define QZ_CHACHA20_KEY_BYTES 32
#define QZ_CHACHA20_NONCE_BYTES 12
/** ChaCha20 produces keystream in blocks of 64 bytes. */
#define QZ_CHACHA20_BLOCK_BYTES 64
#define QZ_HCHACHA20_NONCE_BYTES 16
#define QZ_HCHACHA20_OUT_BYTES 32
#define QZ_POLY1305_KEY_BYTES 32
#define QZ_POLY1305_TAG_BYTES 16
#define QZ_CHACHA20POLY1305_KEY_BYTES 32
#define QZ_CHACHA20POLY1305_NONCE_BYTES 12
#define QZ_XCHACHA20POLY1305_NONCE_BYTES 24
#define QZ_CHACHA20POLY1305_TAG_BYTES 16
/** Longest message of one AEAD operation: (2^32 - 1) blocks of 64 bytes. */
#define QZ_CHACHA20POLY1305_MAX_BYTES ((uint64_t)0x3FFFFFFFC0u)

/* --- ChaCha20 ------------------------------------------------------------- */

/**
 * out = in XOR the ChaCha20 keystream (RFC 8439 section 2.4) for the 256-bit
 * key, the 96-bit nonce and the 32-bit block counter of the first block,
 * `counter`. Encryption and decryption are the same operation.
 *
 * len: any value. Block i of the data (64 bytes, the last one possibly
 * shorter) uses counter + i. The counter never wraps: if the last block
 * would need a counter above 2^32 - 1 (counter + ceil(len / 64) - 1 >
 * 0xFFFFFFFF), the call returns QZ_ERR_LENGTH and writes nothing. So
 * counter 0xFFFFFFFF allows 64 bytes, and counter 0 allows 2^38 bytes.
 *
 * out may equal in (in place) or must not overlap it. in and out may be
 * NULL when len is 0. No authentication: use the AEAD below unless a
 * protocol needs the bare cipher. Constant time in key, nonce, counter
 * and data; wipes its internal state.
 *
 * Errors: QZ_ERR_NULL, QZ_ERR_LENGTH.
 */
QZ_OUT(1, 8) QZ_IN(2, 3) QZ_IN(4, 5) QZ_IN(7, 8)
int qz_chacha20_xor(uint8_t *out, const uint8_t *key, size_t key_len,
                    const uint8_t *nonce, size_t nonce_len, uint32_t counter,
                    const uint8_t *in, size_t len);

/**
 * HChaCha20 (draft-irtf-cfrg-xchacha section 2.2): the ChaCha20 rounds on
 * (constants, key, nonce) without the final addition; out = words 0..3
 * and 12..15 of the result, little-endian. Derives the XChaCha20 subkey;
 * usable as a KDF for a uniformly random 256-bit key (e.g. after X25519,
 * as in NaCl's crypto_box). out may overlap key or nonce. Constant time;
 * wipes its internal state. Errors: QZ_ERR_NULL, QZ_ERR_LENGTH (key_len
 * not 32, nonce_len not 16).
 */
QZ_OUT_FIXED(1) QZ_IN(2, 3) QZ_IN(4, 5)
int qz_hchacha20(uint8_t out[QZ_HCHACHA20_OUT_BYTES], const uint8_t *key,
                 size_t key_len, const uint8_t *nonce, size_t nonce_len);

/* --- Poly1305 ------------------------------------------------------------- */

/**
 * Poly1305 state. Treat as opaque; the layout may change.
 *
 * A Poly1305 key authenticates ONE message: two messages under the same
 * key let an attacker forge tags. Derive a fresh key per message (the
 * AEADs below take it from the ChaCha20 keystream).
 */
typedef struct {
    uint32_t h[5];   /* accumulator, radix 2^32, h < 2^131 */
    uint32_t r[4];   /* clamped r */
    uint32_t s[4];   /* the pad s, added at the end */
    uint8_t buf[16]; /* a partial block */
    uint32_t buf_len; /* bytes in buf, 0..15 */
    uint32_t magic;  /* keyed / not initialised (0 after a wipe) */
} qz_poly1305_ctx;

/** Key the context with the 32-byte one-time key r || s (r is clamped as
 *  RFC 8439 section 2.5 says). Errors: QZ_ERR_NULL, QZ_ERR_LENGTH. */
QZ_IN(2, 3)
int qz_poly1305_init(qz_poly1305_ctx *ctx, const uint8_t *key, size_t key_len);

/** Absorb len message bytes, in any chunking. data may be NULL if len is
 *  0. Errors: QZ_ERR_NULL, QZ_ERR_STATE (not keyed, or finished); on
 *  error ctx is unchanged. */
QZ_IN(2, 3)
int qz_poly1305_update(qz_poly1305_ctx *ctx, const void *data, size_t len);

/** Write the 16-byte tag of the message so far and wipe ctx. Errors:
 *  QZ_ERR_NULL, QZ_ERR_STATE, QZ_ERR_LENGTH (tag_len not 16); on error
 *  ctx is unchanged. */
QZ_OUT(2, 3)
int qz_poly1305_final(qz_poly1305_ctx *ctx, uint8_t *tag, size_t tag_len);

/** Compare the tag of the message so far with the 16 bytes at tag in
 *  constant time, and wipe ctx (whatever the outcome, a NULL tag
 *  included, and a tag_len other than 16: QZ_ERR_LENGTH). Returns QZ_OK,
 *  QZ_ERR_AUTH, QZ_ERR_NULL, QZ_ERR_STATE or QZ_ERR_LENGTH. */
QZ_IN(2, 3)
int qz_poly1305_verify(qz_poly1305_ctx *ctx, const uint8_t *tag,
                       size_t tag_len);

/** One-shot Poly1305: tag = Poly1305(key, data). tag may overlap nothing.
 *  Errors: QZ_ERR_NULL, QZ_ERR_LENGTH. */
QZ_OUT(1, 2) QZ_IN(3, 4) QZ_IN(5, 6)
int qz_poly1305(uint8_t *tag, size_t tag_len, const uint8_t *key,
                size_t key_len, const void *data, size_t len);

/** One-shot verification: compare Poly1305(key, data) with tag in
 *  constant time. QZ_OK or QZ_ERR_AUTH; QZ_ERR_NULL, QZ_ERR_LENGTH. */
QZ_IN(1, 2) QZ_IN(3, 4) QZ_IN(5, 6)
int qz_poly1305_check(const uint8_t *key, size_t key_len, const void *data,
                      size_t len, const uint8_t *tag, size_t tag_len);

/* --- ChaCha20-Poly1305 and XChaCha20-Poly1305 ---------------------------- */

/** AEAD streaming state (both variants). Treat as opaque. */
typedef struct {
    uint32_t state[16]; /* ChaCha20 input block; state[12] = next counter */
    uint8_t ks[64];     /* keystream of the last block generated */
    uint32_t ks_pos;    /* bytes of ks already used, 64 = none left */
    uint32_t phase;     /* aad / encrypting / decrypting; 0 = wiped */
    uint64_t aad_len;   /* associated data bytes so far */
    uint64_t data_len;  /* data bytes so far */
    qz_poly1305_ctx mac;
} qz_chacha20poly1305_ctx;

/**
 * ChaCha20-Poly1305 seal (RFC 8439 section 2.8): out = in encrypted (len
 * bytes), tag = the 16-byte tag over aad and the ciphertext.
 * out may equal in; tag and aad must not overlap out. aad may be NULL if
 * aad_len is 0, in and out if len is 0. len at most
 * QZ_CHACHA20POLY1305_MAX_BYTES, else QZ_ERR_LENGTH (nothing written).
 * Errors: QZ_ERR_NULL, QZ_ERR_LENGTH.
 */
QZ_OUT(1, 11) QZ_OUT(2, 3) QZ_IN(4, 5) QZ_IN(6, 7) QZ_IN(8, 9) QZ_IN(10, 11)
int qz_chacha20poly1305_seal(uint8_t *out, uint8_t *tag, size_t tag_len,
                             const uint8_t *key, size_t key_len,
                             const uint8_t *nonce, size_t nonce_len,
                             const uint8_t *aad, size_t aad_len,
                             const uint8_t *in, size_t len);

/**
 * ChaCha20-Poly1305 open: checks tag over aad and the len ciphertext bytes
 * at in (constant-time comparison) BEFORE decrypting; then out = the
 * plaintext and QZ_OK. On a mismatch nothing is decrypted: the len bytes
 * at out are zeroed (when out == in, the ciphertext is therefore lost) and
 * the result is QZ_ERR_AUTH. out may equal in. Other errors (QZ_ERR_NULL,
 * QZ_ERR_LENGTH) leave out untouched.
 */
QZ_OUT(1, 9) QZ_IN(2, 3) QZ_IN(4, 5) QZ_IN(6, 7) QZ_IN(8, 9) QZ_IN(10, 11)
int qz_chacha20poly1305_open(uint8_t *out, const uint8_t *key, size_t key_len,
                             const uint8_t *nonce, size_t nonce_len,
                             const uint8_t *aad, size_t aad_len,
                             const uint8_t *in, size_t len, const uint8_t *tag,
                             size_t tag_len);

/** XChaCha20-Poly1305 seal: as qz_chacha20poly1305_seal with a 24-byte
 *  nonce (subkey = HChaCha20(key, nonce[0..15]), then ChaCha20-Poly1305
 *  under the subkey with the nonce 0x00000000 || nonce[16..23]). */
QZ_OUT(1, 11) QZ_OUT(2, 3) QZ_IN(4, 5) QZ_IN(6, 7) QZ_IN(8, 9) QZ_IN(10, 11)
int qz_xchacha20poly1305_seal(uint8_t *out, uint8_t *tag, size_t tag_len,
                              const uint8_t *key, size_t key_len,
                              const uint8_t *nonce, size_t nonce_len,
                              const uint8_t *aad, size_t aad_len,
                              const uint8_t *in, size_t len);

/** XChaCha20-Poly1305 open: as qz_chacha20poly1305_open with a 24-byte
 *  nonce; on a mismatch out is zeroed and QZ_ERR_AUTH returned. */
QZ_OUT(1, 9) QZ_IN(2, 3) QZ_IN(4, 5) QZ_IN(6, 7) QZ_IN(8, 9) QZ_IN(10, 11)
int qz_xchacha20poly1305_open(uint8_t *out, const uint8_t *key, size_t key_len,
                              const uint8_t *nonce, size_t nonce_len,
                              const uint8_t *aad, size_t aad_len,
                              const uint8_t *in, size_t len,
                              const uint8_t *tag, size_t tag_len);

/** Start a ChaCha20-Poly1305 computation (12-byte nonce). Any previous
 *  content of ctx is overwritten. Errors: QZ_ERR_NULL (a NULL key or
 *  nonce), QZ_ERR_LENGTH (key_len not 32, nonce_len not 12); both wipe
 *  ctx. */
QZ_IN(2, 3) QZ_IN(4, 5)
int qz_chacha20poly1305_init(qz_chacha20poly1305_ctx *ctx, const uint8_t *key,
                             size_t key_len, const uint8_t *nonce,
                             size_t nonce_len);

/** Start an XChaCha20-Poly1305 computation (24-byte nonce); continue with
 *  the qz_chacha20poly1305_* calls below. Errors: QZ_ERR_NULL (a NULL key
 *  or nonce), QZ_ERR_LENGTH (key_len not 32, nonce_len not 24); both wipe
 *  ctx. */
QZ_IN(2, 3) QZ_IN(4, 5)
int qz_xchacha20poly1305_init(qz_chacha20poly1305_ctx *ctx, const uint8_t *key,
                              size_t key_len, const uint8_t *nonce,
                              size_t nonce_len);

/** Absorb len bytes of associated data (before any data). aad may be NULL
 *  if len is 0. Errors (all wipe ctx): QZ_ERR_NULL, QZ_ERR_STATE. */
QZ_IN(2, 3)
int qz_chacha20poly1305_aad(qz_chacha20poly1305_ctx *ctx, const uint8_t *aad,
                            size_t len);

/** Encrypt len bytes: out = ciphertext of in, written at once. out may
 *  equal in or must not overlap it; both may be NULL if len is 0.
 *  Errors (all wipe ctx, nothing written): QZ_ERR_NULL, QZ_ERR_STATE
 *  (after decrypt calls, or not initialised), QZ_ERR_LENGTH (the message
 *  would exceed QZ_CHACHA20POLY1305_MAX_BYTES). */
QZ_OUT(2, 4) QZ_IN(3, 4)
int qz_chacha20poly1305_encrypt(qz_chacha20poly1305_ctx *ctx, uint8_t *out,
                                const uint8_t *in, size_t len);

/** Decrypt len bytes: out = plaintext of in, written at once and NOT YET
 *  AUTHENTICATED (see the header comment). out may equal in or must not
 *  overlap it. Errors (all wipe ctx, nothing written): as _encrypt, with
 *  QZ_ERR_STATE after encrypt calls. */
QZ_OUT(2, 4) QZ_IN(3, 4)
int qz_chacha20poly1305_decrypt(qz_chacha20poly1305_ctx *ctx, uint8_t *out,
                                const uint8_t *in, size_t len);

/** Finish an encryption: write the 16-byte tag and wipe ctx. Errors (ctx
 *  wiped too): QZ_ERR_NULL, QZ_ERR_STATE (after decrypt calls, or not
 *  initialised), QZ_ERR_LENGTH (tag_len not 16). */
QZ_OUT(2, 3)
int qz_chacha20poly1305_final(qz_chacha20poly1305_ctx *ctx, uint8_t *tag,
                              size_t tag_len);

/** Finish a decryption: compare the tag of everything absorbed with the
 *  16 bytes at tag in constant time and wipe ctx. Returns QZ_OK (all the
 *  plaintext released so far is authentic) or QZ_ERR_AUTH (discard all of
 *  it); QZ_ERR_NULL, QZ_ERR_STATE (after encrypt calls, or not
 *  initialised), QZ_ERR_LENGTH (tag_len not 16). ctx is wiped in every
 *  case. */
QZ_IN(2, 3)
int qz_chacha20poly1305_verify(qz_chacha20poly1305_ctx *ctx,
                               const uint8_t *tag, size_t tag_len);

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_CHACHA20POLY1305_H */

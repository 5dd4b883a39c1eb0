/*
 * AES-GCM and GMAC (NIST SP 800-38D) with 128-, 192- and 256-bit keys.
 *
 * Key: qz_gcm_set_key expands the AES key once and precomputes the GHASH
 * key H = AES_K(0^128) (in the --with-aes=table build, its 256-byte table
 * of multiples). One qz_gcm_key serves any number of messages and
 * contexts; it must stay unchanged while a context uses it (contexts hold
 * a const pointer to it, not a copy). Wipe it with qz_gcm_wipe_key.
 *
 * AEAD in one call: qz_gcm_seal / qz_gcm_open. Open computes the tag over
 * the associated data and the ciphertext and compares it in constant time
 * BEFORE decrypting anything; on a mismatch no plaintext is written: the
 * len bytes at out are zeroed (when out == in, the ciphertext is lost)
 * and the result is QZ_ERR_AUTH. Prefer it whenever the message fits in
 * memory.
 *
 * Streaming, on one caller-allocated qz_gcm_ctx:
 *   1. qz_gcm_encrypt_init or qz_gcm_decrypt_init (key, IV);
 *   2. qz_gcm_aad any number of times, in any chunking (the associated
 *      data is the concatenation of the chunks);
 *   3. qz_gcm_update any number of times, in any chunking: encrypts after
 *      qz_gcm_encrypt_init, decrypts after qz_gcm_decrypt_init;
 *   4. qz_gcm_final after encrypt_init (writes the tag) or qz_gcm_verify
 *      after decrypt_init (checks the tag).
 * All associated data comes before the data: the first qz_gcm_update
 * (even of 0 bytes) closes it, and a later qz_gcm_aad is QZ_ERR_STATE, as
 * is final after decrypt_init, verify after encrypt_init, and any call on
 * a context that was never initialised or has been finished.
 *
 * GMAC is GCM without data: init, qz_gcm_aad over the message, then
 * qz_gcm_final (or qz_gcm_seal with len 0): the tag authenticates the
 * associated data only. The IV rules below apply to GMAC as well.
 *
 * STREAMING DECRYPTION RELEASES UNVERIFIED PLAINTEXT. Each qz_gcm_update
 * after qz_gcm_decrypt_init writes its plaintext at once, before the tag
 * can be checked; only qz_gcm_verify returning QZ_OK says that it is
 * authentic. Until then treat it as attacker-controlled (do not parse it,
 * act on it or release it), and on QZ_ERR_AUTH discard all of it. Use
 * qz_gcm_open when that cannot be guaranteed.
 *
 * IV: any length from 1 byte. 12 bytes (QZ_GCM_IV_BYTES) is the
 * recommended length and the fast path (J0 = IV || 0^31 || 1); any other
 * length goes through GHASH as SP 800-38D section 7.1 says. A (key, IV)
 * pair must never protect two different messages: reuse reveals the XOR
 * of the plaintexts and lets an attacker recover H and forge tags.
 * SP 800-38D section 8.3: with random IVs, or with IVs of any length
 * other than 12 bytes, a key may protect at most 2^32 messages.
 *
 * Tags: tag_len 4..16 bytes; the tag is the leading tag_len bytes of the
 * full 16-byte tag. SP 800-38D section 5.2.1.2 approves 16, 15, 14, 13
 * and 12 bytes for general use; 8 and 4 bytes only for special
 * applications that respect its Appendix C limits on message lengths and
 * on the number of failed verifications per key. Lengths 5-7 and 9-11
 * are accepted (some protocols use them) but are outside SP 800-38D.
 *
 * Limits (SP 800-38D section 5.2.1.1): the data of one message is at most
 * QZ_GCM_MAX_DATA_BYTES = 2^36 - 32 bytes (2^39 - 256 bits), the
 * associated data and the IV at most QZ_GCM_MAX_AAD_BYTES = 2^61 - 1
 * bytes; longer is QZ_ERR_LENGTH. On a 32-bit target a single call cannot
 * reach these, but a stream can.
 *
 * Overlap: the data output may be exactly the data input (in place) or
 * must not overlap it. Keys, IVs, associated data and tags must not
 * overlap any output.
 *
 * Wiping: final and verify wipe the context whatever their outcome. Any
 * error returned by a streaming call for a non-NULL ctx (init included)
 * also wipes it: a failed computation cannot be resumed. One-shot
 * functions wipe their internal state on every path.
 *
 * Errors: QZ_ERR_NULL (a required pointer is NULL, or a buffer is NULL
 * with a non-zero length), QZ_ERR_LENGTH (key, IV or tag length, or a
 * length limit), QZ_ERR_STATE (calling order above), QZ_ERR_KEY (a key
 * not set by qz_gcm_set_key or already wiped), QZ_ERR_AUTH (tag mismatch). Except
 * where said, nothing is written on error.
 *
 * Constant time: in the default build (--with-aes=ct) time and memory
 * addresses depend only on the lengths and pointers, never on the key,
 * the IV, the data, the associated data or the tag (bitsliced AES,
 * GHASH by integer multiplications on masked operands). The only branch
 * on secret-derived data is on the published verdict of a tag
 * comparison. A Cortex-M3's long multiply is not constant time (the M0+,
 * M4 and M33 ones are). In the --with-aes=table build both AES and GHASH
 * use secret-indexed tables (see qzcrypt/aes.h).
 *
 * Sizes on arm-none-eabi: qz_gcm_key 748 bytes (qz_aes_key, 256 bytes of
 * GHASH key data, a marker), qz_gcm_ctx 112 bytes (8-byte aligned).
 * Stack: see doc/architecture.md ("Stack use").
 */
#ifndef QZCRYPT_GCM_H
#define QZCRYPT_GCM_H

#include "qzcrypt/aes.h"

#ifdef __cplusplus
extern "C" {
#endif

/** The recommended (fast path) IV length. */
#define QZ_GCM_IV_BYTES 12
/** Full tag length. */
#define QZ_GCM_TAG_BYTES 16
/** Shortest tag accepted (SP 800-38D: for special applications only). */
#define QZ_GCM_MIN_TAG_BYTES 4
/** Longest data of one message: 2^39 - 256 bits. */
#define QZ_GCM_MAX_DATA_BYTES ((uint64_t)0xFFFFFFFE0u)
/** Longest associated data (and IV): 2^64 - 1 bits, rounded to bytes. */
#define QZ_GCM_MAX_AAD_BYTES ((uint64_t)0x1FFFFFFFFFFFFFFFu)
/** Words of per-key GHASH data (the largest layout: the ARMv7E-M
 *  constant-time kernel, H and H^2 in nine Karatsuba operands of four
 *  words each; the 4-bit table takes 64). */
#define QZ_GCM_GHASH_WORDS 72

/** An AES-GCM key: the expanded AES key and the GHASH key data. Secret;
 *  treat as opaque. */
typedef struct {
    qz_aes_key aes;                     /* expanded for encryption */
    uint32_t ghash[QZ_GCM_GHASH_WORDS]; /* H in the GHASH kernel's layout */
    uint32_t magic;                     /* set by qz_gcm_set_key, 0 = none */
} qz_gcm_key;

/** Per-message streaming state. Treat as opaque. */
typedef struct {
    const qz_gcm_key *key; /* the caller's key, not a copy */
    uint8_t y[16];         /* GHASH accumulator */
    uint8_t ek0[16];       /* AES_K(J0), masks the tag (J0 while ek0_pending) */
    uint8_t ctr[16];       /* counter block of the next keystream block */
    uint8_t ks[16];        /* keystream of the current partial block */
    uint8_t buf[16];       /* partial block waiting for GHASH */
    uint64_t aad_len;      /* associated data bytes so far */
    uint64_t data_len;     /* data bytes so far */
    uint32_t phase;        /* direction and aad/data phase; 0 = wiped */
    uint32_t ek0_pending;  /* 1: ek0 still holds J0, encrypted with the
                              first keystream blocks (or by the tag) */
} qz_gcm_ctx;

/**
 * Expand key (key_len 16, 24 or 32 bytes) into k: the AES encryption key
 * and the GHASH key data. Errors: QZ_ERR_NULL, QZ_ERR_LENGTH (k is then
 * wiped when non-NULL). Constant time; wipes its temporaries.
 */
QZ_IN(2, 3)
int qz_gcm_set_key(qz_gcm_key *k, const uint8_t *key, size_t key_len);

/** Zero k (NULL is ignored); a wiped key is refused with QZ_ERR_KEY. */
void qz_gcm_wipe_key(qz_gcm_key *k);

/**
 * Seal: out = the len bytes at in encrypted, tag = the leading tag_len
 * bytes (4..16) of the tag over aad and the ciphertext. iv: iv_len >= 1
 * bytes (12 recommended). out may equal in; aad may be NULL if aad_len is
 * 0, in and out if len is 0. Errors: QZ_ERR_NULL, QZ_ERR_LENGTH,
 * QZ_ERR_STATE (key not set); nothing is written on error.
 */
QZ_OUT(2, 10) QZ_OUT(3, 4) QZ_IN(5, 6) QZ_IN(7, 8) QZ_IN(9, 10)
int qz_gcm_seal(const qz_gcm_key *key, uint8_t *out, uint8_t *tag,
                size_t tag_len, const uint8_t *iv, size_t iv_len,
                const uint8_t *aad, size_t aad_len, const uint8_t *in,
                size_t len);

/**
 * Open: checks the tag_len-byte tag (4..16) over aad and the len
 * ciphertext bytes at in, in constant time, BEFORE decrypting; then out =
 * the plaintext and QZ_OK. On a mismatch the len bytes at out are zeroed
 * and the result is QZ_ERR_AUTH. out may equal in. Other errors
 * (QZ_ERR_NULL, QZ_ERR_LENGTH, QZ_ERR_STATE) leave out untouched.
 */
QZ_OUT(2, 8) QZ_IN(3, 4) QZ_IN(5, 6) QZ_IN(7, 8) QZ_IN(9, 10)
int qz_gcm_open(const qz_gcm_key *key, uint8_t *out, const uint8_t *iv,
                size_t iv_len, const uint8_t *aad, size_t aad_len,
                const uint8_t *in, size_t len, const uint8_t *tag,
                size_t tag_len);

/**
 * Start encrypting one message under key with the iv_len-byte IV
 * (iv_len >= 1). Any previous content of ctx is overwritten. key must
 * outlive the context unchanged. Errors (ctx wiped): QZ_ERR_NULL,
 * QZ_ERR_LENGTH (iv_len 0 or above QZ_GCM_MAX_AAD_BYTES), QZ_ERR_STATE
 * (key not set or wiped).
 */
QZ_IN(3, 4)
int qz_gcm_encrypt_init(qz_gcm_ctx *ctx, const qz_gcm_key *key,
                        const uint8_t *iv, size_t iv_len);

/** Start decrypting one message; as qz_gcm_encrypt_init. */
QZ_IN(3, 4)
int qz_gcm_decrypt_init(qz_gcm_ctx *ctx, const qz_gcm_key *key,
                        const uint8_t *iv, size_t iv_len);

/**
 * Absorb len bytes of associated data (before any qz_gcm_update). aad may
 * be NULL if len is 0. Errors (all wipe ctx): QZ_ERR_NULL, QZ_ERR_STATE,
 * QZ_ERR_LENGTH (total above QZ_GCM_MAX_AAD_BYTES).
 */
QZ_IN(2, 3)
int qz_gcm_aad(qz_gcm_ctx *ctx, const uint8_t *aad, size_t len);

/**
 * Encrypt (after encrypt_init) or decrypt (after decrypt_init; the
 * plaintext is NOT YET AUTHENTICATED, see above) len bytes: out = the
 * result for in, written at once. out may equal in or must not overlap
 * it; both may be NULL if len is 0. Errors (all wipe ctx, nothing
 * written): QZ_ERR_NULL, QZ_ERR_STATE, QZ_ERR_LENGTH (the message would
 * exceed QZ_GCM_MAX_DATA_BYTES).
 */
QZ_OUT(2, 4) QZ_IN(3, 4)
int qz_gcm_update(qz_gcm_ctx *ctx, uint8_t *out, const uint8_t *in,
                  size_t len);

/**
 * Finish an encryption: write the leading tag_len bytes (4..16) of the tag
 * to tag and wipe ctx. Errors (ctx wiped too, nothing written):
 * QZ_ERR_NULL, QZ_ERR_LENGTH (tag_len), QZ_ERR_STATE (after decrypt_init,
 * or not initialised).
 */
QZ_OUT(2, 3)
int qz_gcm_final(qz_gcm_ctx *ctx, uint8_t *tag, size_t tag_len);

/**
 * Finish a decryption: compare the tag of everything absorbed with the
 * tag_len bytes (4..16) at tag in constant time and wipe ctx. Returns
 * QZ_OK (all the plaintext released is authentic) or QZ_ERR_AUTH (discard
 * all of it); QZ_ERR_NULL, QZ_ERR_LENGTH (tag_len), QZ_ERR_STATE (after
 * encrypt_init, or not initialised). ctx is wiped in every case.
 */
QZ_IN(2, 3)
int qz_gcm_verify(qz_gcm_ctx *ctx, const uint8_t *tag, size_t tag_len);

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_GCM_H */

/*
 * AES-CCM (NIST SP 800-38C, RFC 3610) with 128-, 192- and 256-bit keys,
 * including the tag lengths of CCM* (IEEE 802.15.4).
 *
 * Key: a qz_aes_key expanded for encryption (qz_aes_set_encrypt_key; CCM
 * uses only the forward cipher, for both directions). It must stay
 * unchanged while a context uses it (contexts hold a const pointer).
 * A key expanded for decryption, never set or wiped is QZ_ERR_KEY.
 *
 * Parameters:
 *  - nonce: 7..13 bytes (n); the length field then has q = 15 - n bytes,
 *    and the data of one message must be shorter than 2^(8q) bytes (13-byte
 *    nonce: below 65536 bytes; 7-byte nonce: any uint64_t length).
 *  - tag: 4, 6, 8, 10, 12, 14 or 16 bytes (SP 800-38C section A.1 and
 *    CCM*). CCM*'s tag length 0 (encryption without authentication) is
 *    NOT offered: its ciphertexts can be modified at will, and the flags
 *    of its B0 differ from CCM's. SP 800-38C section B.2 warns that tags
 *    below 8 bytes need a bound on the number of failed verifications.
 *  - The lengths of the associated data and of the data are part of the
 *    first MAC block, so CCM needs them before it starts: the streaming
 *    init takes both, and the calls must then supply exactly that much.
 *
 * AEAD in one call: qz_ccm_seal / qz_ccm_open. CCM authenticates the
 * plaintext, so open decrypts into out while it computes the tag, then
 * compares in constant time; on a mismatch it zeroes the len bytes at out
 * (when out == in, the ciphertext is lost) and returns QZ_ERR_AUTH. No
 * unverified plaintext is left behind.
 *
 * Streaming, on one caller-allocated qz_ccm_ctx:
 *   1. qz_ccm_encrypt_init or qz_ccm_decrypt_init (key, nonce, the total
 *      associated data and data lengths, the tag length);
 *   2. qz_ccm_aad any number of times, in any chunking, until exactly
 *      aad_len bytes have been given;
 *   3. qz_ccm_update any number of times, in any chunking, until exactly
 *      msg_len bytes have been processed;
 *   4. qz_ccm_final after encrypt_init (writes the tag) or qz_ccm_verify
 *      after decrypt_init (checks the tag).
 * Supplying more than was declared is QZ_ERR_LENGTH at the call that
 * overruns; less is QZ_ERR_LENGTH at the first qz_ccm_update (associated
 * data short) or at final/verify (data short). qz_ccm_aad after a
 * qz_ccm_update, final after decrypt_init, verify after encrypt_init and
 * any call on a context never initialised or finished are QZ_ERR_STATE.
 *
 * STREAMING DECRYPTION RELEASES UNVERIFIED PLAINTEXT: each qz_ccm_update
 * after qz_ccm_decrypt_init writes its plaintext at once; only
 * qz_ccm_verify returning QZ_OK says it is authentic. Until then treat it
 * as attacker-controlled, and on QZ_ERR_AUTH discard all of it. Use
 * qz_ccm_open when that cannot be guaranteed.
 *
 * A (key, nonce) pair must never protect two different messages.
 *
 * Overlap: the data output may be exactly the data input (in place) or
 * must not overlap it. Keys, nonces, associated data and tags must not
 * overlap any output.
 *
 * Wiping: final and verify wipe the context whatever their outcome. Any
 * error returned by a streaming call for a non-NULL ctx (init included)
 * also wipes it. One-shot functions wipe their internal state on every
 * path.
 *
 * Errors: QZ_ERR_NULL (a required pointer is NULL, or a buffer is NULL
 * with a non-zero length), QZ_ERR_LENGTH (nonce or tag length, data too
 * long for the nonce's length field, declared lengths not matched),
 * QZ_ERR_STATE (calling order), QZ_ERR_KEY (key not set for encryption), QZ_ERR_AUTH
 * (tag mismatch). Except where said, nothing is written on error.
 *
 * Constant time: in the default build (--with-aes=ct) time and memory
 * addresses depend only on the lengths (declared and per call), the
 * nonce and tag lengths and the pointers, never on the key, the nonce,
 * the data, the associated data or the tag. The only branch on
 * secret-derived data is on the published verdict of a tag comparison.
 * The --with-aes=table build uses secret-indexed tables (qzcrypt/aes.h).
 *
 * Size on arm-none-eabi: qz_ccm_ctx 104 bytes (8-byte aligned). Stack:
 * see doc/architecture.md ("Stack use").
 */
#ifndef QZCRYPT_CCM_H
#define QZCRYPT_CCM_H

#include "qzcrypt/aes.h"

#ifdef __cplusplus
extern "C" {
#endif

#define QZ_CCM_MIN_NONCE_BYTES 7
#define QZ_CCM_MAX_NONCE_BYTES 13
/** Tag lengths: every even value from QZ_CCM_MIN_TAG_BYTES to
 *  QZ_CCM_MAX_TAG_BYTES. */
#define QZ_CCM_MIN_TAG_BYTES 4
#define QZ_CCM_MAX_TAG_BYTES 16

/** Per-message streaming state. Treat as opaque. */
typedef struct {
    const qz_aes_key *key; /* the caller's key, not a copy */
    uint8_t blocks[32];    /* 0..15: CBC-MAC value with pending bytes
                            * XORed in; 16..31: keystream of the current
                            * block (encrypted together when both are due) */
    uint8_t ctr[16];       /* counter block of the next keystream block */
    uint8_t s0[16];        /* AES_K(Ctr_0), masks the tag */
    uint64_t aad_left;     /* associated data bytes still expected */
    uint64_t msg_left;     /* data bytes still expected */
    uint32_t mac_pos;      /* bytes XORed into mac since it was last
                            * encrypted; 16 = a full block pending */
    uint32_t ks_pos;       /* keystream bytes used, 16 = none left */
    uint32_t tag_len;      /* declared tag length */
    uint32_t phase;        /* direction and aad/data phase; 0 = wiped */
} qz_ccm_ctx;

/**
 * Seal: out = the len bytes at in encrypted, tag = the tag_len-byte tag
 * (4..16, even) over nonce, aad and the plaintext. nonce: nonce_len 7..13
 * bytes; len below 2^(8 (15 - nonce_len)). out may equal in; aad may be
 * NULL if aad_len is 0, in and out if len is 0. Errors: QZ_ERR_NULL,
 * QZ_ERR_LENGTH, QZ_ERR_KEY (key); nothing is written on error.
 */
QZ_OUT(2, 10) QZ_OUT(3, 4) QZ_IN(5, 6) QZ_IN(7, 8) QZ_IN(9, 10)
int qz_ccm_seal(const qz_aes_key *key, uint8_t *out, uint8_t *tag,
                size_t tag_len, const uint8_t *nonce, size_t nonce_len,
                const uint8_t *aad, size_t aad_len, const uint8_t *in,
                size_t len);

/**
 * Open: decrypts the len bytes at in into out and checks the tag_len-byte
 * tag in constant time: QZ_OK, or QZ_ERR_AUTH with the len bytes at out
 * zeroed. out may equal in. Other errors (QZ_ERR_NULL, QZ_ERR_LENGTH,
 * QZ_ERR_STATE) leave out untouched.
 */
QZ_OUT(2, 8) QZ_IN(3, 4) QZ_IN(5, 6) QZ_IN(7, 8) QZ_IN(9, 10)
int qz_ccm_open(const qz_aes_key *key, uint8_t *out, const uint8_t *nonce,
                size_t nonce_len, const uint8_t *aad, size_t aad_len,
                const uint8_t *in, size_t len, const uint8_t *tag,
                size_t tag_len);

/**
 * Start encrypting one message of exactly msg_len bytes with exactly
 * aad_len bytes of associated data and a tag_len-byte tag, under key
 * (encryption direction) and the nonce_len-byte nonce. Any previous
 * content of ctx is overwritten. Errors (ctx wiped): QZ_ERR_NULL,
 * QZ_ERR_LENGTH (nonce_len, tag_len, msg_len too long for the length
 * field), QZ_ERR_KEY (key).
 */
QZ_IN(3, 4)
int qz_ccm_encrypt_init(qz_ccm_ctx *ctx, const qz_aes_key *key,
                        const uint8_t *nonce, size_t nonce_len,
                        uint64_t aad_len, uint64_t msg_len, size_t tag_len);

/** Start decrypting one message; as qz_ccm_encrypt_init. */
QZ_IN(3, 4)
int qz_ccm_decrypt_init(qz_ccm_ctx *ctx, const qz_aes_key *key,
                        const uint8_t *nonce, size_t nonce_len,
                        uint64_t aad_len, uint64_t msg_len, size_t tag_len);

/**
 * Absorb len bytes of associated data (before any qz_ccm_update). aad may
 * be NULL if len is 0. Errors (all wipe ctx): QZ_ERR_NULL, QZ_ERR_STATE,
 * QZ_ERR_LENGTH (more than the declared aad_len in total).
 */
QZ_IN(2, 3)
int qz_ccm_aad(qz_ccm_ctx *ctx, const uint8_t *aad, size_t len);

/**
 * Encrypt (after encrypt_init) or decrypt (after decrypt_init; NOT YET
 * AUTHENTICATED, see above) len bytes: out = the result for in, written at
 * once. out may equal in or must not overlap it; both may be NULL if len
 * is 0. Errors (all wipe ctx, nothing written): QZ_ERR_NULL,
 * QZ_ERR_STATE, QZ_ERR_LENGTH (associated data shorter than declared, or
 * more data than declared).
 */
QZ_OUT(2, 4) QZ_IN(3, 4)
int qz_ccm_update(qz_ccm_ctx *ctx, uint8_t *out, const uint8_t *in,
                  size_t len);

/**
 * Finish an encryption: write the tag (tag_len must be the declared tag
 * length) and wipe ctx. Errors (ctx wiped too, nothing written):
 * QZ_ERR_NULL, QZ_ERR_LENGTH (tag_len differs, or associated data or
 * data shorter than declared), QZ_ERR_STATE.
 */
QZ_OUT(2, 3)
int qz_ccm_final(qz_ccm_ctx *ctx, uint8_t *tag, size_t tag_len);

/**
 * Finish a decryption: compare the tag with the tag_len bytes at tag (the
 * declared length) in constant time and wipe ctx. Returns QZ_OK (all the
 * plaintext released is authentic) or QZ_ERR_AUTH (discard all of it);
 * QZ_ERR_NULL, QZ_ERR_LENGTH, QZ_ERR_STATE as qz_ccm_final. ctx is wiped
 * in every case.
 */
QZ_IN(2, 3)
int qz_ccm_verify(qz_ccm_ctx *ctx, const uint8_t *tag, size_t tag_len);

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_CCM_H */

/*
 * AES-128/192/256 (FIPS 197): the expanded key and the block cipher.
 * The modes of operation (ECB, CBC, CTR, ...) build on qz_aes_key.
 *
 * Variant: configure --with-aes=ct (default) or --with-aes=table, recorded
 * as QZ_AES_TABLE in qzcrypt/config.h. The ct variant is constant time in
 * the key and the data on every core. The table variant indexes tables
 * with secret state and is constant time only on memory without cache
 * or timing variation (doc/security.md).
 *
 * A key is expanded for one direction: qz_aes_set_encrypt_key for
 * encryption (and for every mode that uses only the forward cipher: CTR,
 * CFB, OFB, GCM, CCM, CMAC, key wrap), qz_aes_set_decrypt_key for the
 * inverse cipher (ECB and CBC decryption, XTS decryption, key unwrap).
 * Using a key in the wrong direction is QZ_ERR_KEY.
 *
 * Errors: QZ_ERR_NULL, QZ_ERR_LENGTH (key length not 16, 24 or 32),
 * QZ_ERR_KEY (key not set, or set for the other direction).
 *
 * qz_aes_key: QZ_AES_KEY_BYTES (488) bytes, secret; wipe it with
 * qz_aes_wipe_key when done.
 */
#ifndef QZCRYPT_AES_H
#define QZCRYPT_AES_H

#include "qzcrypt/common.h"

#ifdef __cplusplus
extern "C" {
#endif

#define QZ_AES_BLOCK_BYTES 16
/** Round-key words in the largest layout (bitsliced AES-256: 15 x 8). */
#define QZ_AES_RK_WORDS 120

typedef struct {
    uint32_t rk[QZ_AES_RK_WORDS]; /* round keys, in the kernel's layout */
    uint32_t nr;                  /* rounds: 10, 12, 14; 0 = no key */
    uint32_t dir;                 /* which direction rk serves */
} qz_aes_key;

#define QZ_AES_KEY_BYTES sizeof(qz_aes_key)

/**
 * Expand key (key_len 16, 24 or 32 bytes) into *k for the forward cipher
 * (qz_aes_set_encrypt_key) or the inverse cipher (qz_aes_set_decrypt_key).
 * All of *k is overwritten; key is only read and is not wiped.
 * Errors: QZ_ERR_NULL if k or key is NULL (checked first), QZ_ERR_LENGTH
 * for any other length; on error *k is left unwritten.
 * ct variant: constant time in the key (the S-box is a boolean circuit).
 * Table variant: the schedule indexes the S-box table with key bytes.
 * Stack: the expansion kernel's frame (ct 224 B on the M4, 248 B on the
 * M0+; table 52 / 60 B) plus the wrapper's; doc/architecture.md.
 */
QZ_IN(2, 3)
int qz_aes_set_encrypt_key(qz_aes_key *k, const uint8_t *key, size_t key_len);
QZ_IN(2, 3)
int qz_aes_set_decrypt_key(qz_aes_key *k, const uint8_t *key, size_t key_len);

/** Zero all of *k (nr = 0, dir = 0): every mode then refuses it with
 *  QZ_ERR_STATE. NULL is ignored. */
void qz_aes_wipe_key(qz_aes_key *k);

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_AES_H */

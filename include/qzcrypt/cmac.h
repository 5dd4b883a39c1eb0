/*
 * AES-CMAC (SP 800-38B, RFC 4493): a MAC from the AES block cipher.
 *
 * Key: qz_cmac_set_key expands a 16-, 24- or 32-byte AES key and derives
 * the subkeys K1 and K2 once; the same qz_cmac_key then serves any number
 * of messages (streaming contexts point to it: it must stay in place and
 * unchanged while a context uses it; each call checks it again).
 *
 * Streaming: qz_cmac_init, qz_cmac_update any number of times in any
 * chunking, then qz_cmac_final (write the tag) or qz_cmac_verify (compare
 * with an expected tag in constant time). Both wipe the context, verify
 * whatever its outcome; every error after init wipes it too.
 *
 * Tags: 16 bytes in full; truncated tags of QZ_CMAC_MIN_TAG_BYTES (8) to
 * 16 bytes are the leading bytes of the full tag. SP 800-38B appendix A:
 * tags shorter than 64 bits need an analysis of the number of
 * verification attempts allowed, so qzcrypt accepts 64 bits and more.
 *
 * Errors: QZ_ERR_NULL (NULL pointer, or NULL data with non-zero length),
 * QZ_ERR_LENGTH (key length not 16/24/32, tag length outside 8..16),
 * QZ_ERR_STATE (context not initialised or finished, or its key wiped
 * meanwhile), QZ_ERR_KEY (key not set or wiped), QZ_ERR_AUTH (verification failed).
 *
 * Constant time in the key, the message contents and the tag (with the
 * ct AES, configure --with-aes=ct); time depends on lengths only. CBC-MAC
 * is sequential: one block per AES kernel call.
 *
 * Sizes on arm-none-eabi: qz_cmac_key 520 bytes (secret: wipe it with
 * qz_cmac_wipe_key), qz_cmac_ctx 44 bytes.
 */
#ifndef QZCRYPT_CMAC_H
#define QZCRYPT_CMAC_H

#include "qzcrypt/aes.h"

#ifdef __cplusplus
extern "C" {
#endif

#define QZ_CMAC_TAG_BYTES 16
/** Shortest tag qz_cmac_final / qz_cmac_verify accept (SP 800-38B A). */
#define QZ_CMAC_MIN_TAG_BYTES 8

typedef struct {
    qz_aes_key aes;  /* encrypt key */
    uint8_t k1[16];  /* subkey for a whole last block */
    uint8_t k2[16];  /* subkey for a padded last block */
} qz_cmac_key;

typedef struct {
    const qz_cmac_key *key;
    uint8_t x[16];    /* CBC-MAC chaining value */
    uint8_t buf[16];  /* the last block, held until final */
    uint32_t buf_len; /* 0..16 */
    uint32_t state;   /* 0: not initialised */
} qz_cmac_ctx;

/** Expand key (key_len 16, 24 or 32) and derive K1, K2. On error the key
 *  object is wiped. */
QZ_IN(2, 3)
int qz_cmac_set_key(qz_cmac_key *ck, const uint8_t *key, size_t key_len);
/** Zero the key object. */
void qz_cmac_wipe_key(qz_cmac_key *ck);

/** Start a message under ck. */
int qz_cmac_init(qz_cmac_ctx *ctx, const qz_cmac_key *ck);
/** Absorb len bytes (data may be NULL when len is 0). */
QZ_IN(2, 3)
int qz_cmac_update(qz_cmac_ctx *ctx, const uint8_t *data, size_t len);
/** Write the first tag_len bytes (8..16) of the tag and wipe ctx. */
QZ_OUT(2, 3)
int qz_cmac_final(qz_cmac_ctx *ctx, uint8_t *tag, size_t tag_len);
/** Compare the first tag_len bytes (8..16) of the tag with tag in
 *  constant time and wipe ctx: QZ_OK or QZ_ERR_AUTH. */
QZ_IN(2, 3)
int qz_cmac_verify(qz_cmac_ctx *ctx, const uint8_t *tag, size_t tag_len);

/** One-shot: tag (tag_len bytes, 8..16) of data under ck. */
QZ_OUT(2, 3) QZ_IN(4, 5)
int qz_cmac(const qz_cmac_key *ck, uint8_t *tag, size_t tag_len,
            const uint8_t *data, size_t len);
/** One-shot verification: QZ_OK or QZ_ERR_AUTH. */
QZ_IN(2, 3) QZ_IN(4, 5)
int qz_cmac_check(const qz_cmac_key *ck, const uint8_t *data, size_t len,
                  const uint8_t *tag, size_t tag_len);

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_CMAC_H */

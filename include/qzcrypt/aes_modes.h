/*
 * AES block modes (SP 800-38A, its addendum on ciphertext stealing, and
 * SP 800-38E / IEEE 1619): ECB, CBC (no padding, PKCS#7, CBC-CS1/CS2/CS3),
 * CTR (32-bit or 128-bit counter), CFB-128, OFB and XTS.
 *
 * None of these modes authenticates anything. Use an AEAD (GCM, CCM,
 * ChaCha20-Poly1305) or add a MAC (encrypt-then-MAC) unless the protocol
 * already authenticates the ciphertext. Unauthenticated CBC decryption
 * with PKCS#7 padding is a padding oracle when its error is visible to an
 * attacker: qzcrypt checks the padding in constant time, but the error
 * code itself (QZ_ERR_AUTH) is the oracle. Authenticate first.
 *
 * Keys: every function takes an expanded key (qzcrypt/aes.h). Expand it
 * once and use it for any number of messages. A streaming context keeps a
 * pointer to it: the key object must stay in place and unchanged while a
 * context uses it, and each call checks it again (QZ_ERR_STATE once it is
 * wiped). Directions:
 *   encrypt key (qz_aes_set_encrypt_key): ECB and CBC encryption, CTR,
 *                CFB and OFB both ways (they use only the forward cipher);
 *   decrypt key (qz_aes_set_decrypt_key): ECB and CBC decryption;
 *   XTS has its own key type, qz_xts_key (two AES keys).
 * A key of the wrong direction, never set or wiped: QZ_ERR_KEY.
 *
 * Streaming: qz_aes_<mode>_..._init, then update any number of times in
 * any chunk sizes, then final. Two shapes:
 *  - length-preserving modes (CTR, CFB, OFB): update(ctx, out, in, len)
 *    writes exactly len bytes; final only wipes the context;
 *  - block-buffering modes (ECB, CBC): update(ctx, out, out_cap, &out_len,
 *    in, len) writes the whole blocks that are ready and holds the rest
 *    back; final writes what was held back (and the padding). Their
 *    update and final are per direction (qz_aes_cbc_encrypt_update,
 *    qz_aes_cbc_decrypt_final, ...), so that an image that only encrypts
 *    holds no decryption kernel; the other direction's call on a context
 *    is QZ_ERR_STATE.
 * One-shot functions do the whole message in one call.
 *
 * Overlap: out == in (exactly in place) or no overlap at all, for every
 * function here. Partially overlapping buffers give wrong results.
 *
 * Errors: QZ_ERR_NULL (NULL context, key, iv, output length pointer, or
 * NULL data with a non-zero length), QZ_ERR_STATE (context not
 * initialised for this call or already finished), QZ_ERR_KEY (key not
 * set, wiped or of the wrong direction), QZ_ERR_ALG (unknown padding or counter kind), QZ_ERR_LENGTH
 * (data length the mode cannot take, output capacity too small -- then
 * nothing is written --, CTR counter exhausted), QZ_ERR_AUTH (bad
 * PKCS#7 padding on decryption; the last block's plaintext is withheld).
 * Every error after a successful init, and every final, wipes the
 * context: start again with init. Lengths are checked without overflow:
 * a length near SIZE_MAX is QZ_ERR_LENGTH with nothing written, never a
 * count that wraps to a small one. (The QZ_AES_*_OUT size macros below are
 * plain arithmetic: they wrap for len above SIZE_MAX - 64, lengths the
 * functions refuse.)
 *
 * Constant time: in the key, the IV/counter/tweak and the data, with the
 * constant-time AES (configure --with-aes=ct, the default); time depends
 * only on lengths (and on the PKCS#7 verdict being reported). One
 * exception: CTR32's limit check reads the counter's last 4 bytes (a
 * counter block is public, sent with the ciphertext). With
 * --with-aes=table the block cipher itself is not constant time on cores
 * with a data cache (qzcrypt/aes.h).
 *
 * Contexts are plain structs on the caller's side; they hold key stream
 * or chaining values and are wiped by final and on errors. Sizes on
 * arm-none-eabi (32-bit pointers): qz_aes_ecb_ctx 28, qz_aes_cbc_ctx 64,
 * qz_aes_ctr_ctx 52, qz_aes_cfb_ctx 44, qz_aes_ofb_ctx 28 bytes;
 * qz_xts_key 976 bytes. Stack: each call uses a 128-byte block buffer
 * (8 blocks per kernel call) plus the AES kernel's own frame; see
 * doc/architecture.md ("Stack use").
 */
#ifndef QZCRYPT_AES_MODES_H
#define QZCRYPT_AES_MODES_H

#include "qzcrypt/aes.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------
 * ECB: each 16-byte block on its own. Whole blocks only. Leaks equal
 * plaintext blocks; for wrapping single blocks or building other modes.
 * ---------------------------------------------------------------------- */

typedef struct {
    const qz_aes_key *key;
    uint8_t buf[16];  /* held-back partial block */
    uint32_t buf_len; /* 0..15 */
    uint32_t state;   /* 0: not initialised; else the direction */
} qz_aes_ecb_ctx;

/** Start ECB encryption (key: an encrypt key) or decryption (key: a
 *  decrypt key). */
int qz_aes_ecb_encrypt_init(qz_aes_ecb_ctx *ctx, const qz_aes_key *key);
int qz_aes_ecb_decrypt_init(qz_aes_ecb_ctx *ctx, const qz_aes_key *key);

/** Process len bytes of in. Writes every whole block now available (the
 *  held-back bytes of earlier calls first), *out_len bytes, at most
 *  QZ_AES_ECB_UPDATE_OUT_MAX(len); holds back the remaining 0..15 bytes.
 *  out_cap must cover the bytes written (QZ_ERR_LENGTH otherwise, nothing
 *  written); out may be NULL when nothing is written. */
QZ_OUT(2, 3) QZ_IN(5, 6)
int qz_aes_ecb_encrypt_update(qz_aes_ecb_ctx *ctx, uint8_t *out, size_t out_cap,
                              size_t *out_len, const uint8_t *in, size_t len);
QZ_OUT(2, 3) QZ_IN(5, 6)
int qz_aes_ecb_decrypt_update(qz_aes_ecb_ctx *ctx, uint8_t *out, size_t out_cap,
                              size_t *out_len, const uint8_t *in, size_t len);
#define QZ_AES_ECB_UPDATE_OUT_MAX(len) ((((len) + 15) / 16) * 16)

/** Finish: the total length must have been a multiple of 16
 *  (QZ_ERR_LENGTH otherwise). Writes nothing (*out_len = 0; out may be
 *  NULL); wipes ctx. */
QZ_OUT(2, 3)
int qz_aes_ecb_encrypt_final(qz_aes_ecb_ctx *ctx, uint8_t *out, size_t out_cap,
                             size_t *out_len);
QZ_OUT(2, 3)
int qz_aes_ecb_decrypt_final(qz_aes_ecb_ctx *ctx, uint8_t *out, size_t out_cap,
                             size_t *out_len);

/** One-shot ECB: len a multiple of 16, out_cap >= len; *out_len = len. */
QZ_OUT(2, 3) QZ_IN(5, 6)
int qz_aes_ecb_encrypt(const qz_aes_key *key, uint8_t *out, size_t out_cap,
                       size_t *out_len, const uint8_t *in, size_t len);
QZ_OUT(2, 3) QZ_IN(5, 6)
int qz_aes_ecb_decrypt(const qz_aes_key *key, uint8_t *out, size_t out_cap,
                       size_t *out_len, const uint8_t *in, size_t len);

/* ------------------------------------------------------------------------
 * CBC with a 16-byte IV (unpredictable for each message when encrypting,
 * SP 800-38A appendix C). The padding argument chooses how the last block
 * is handled:
 *   QZ_AES_CBC_NOPAD  total length a multiple of 16;
 *   QZ_AES_CBC_PKCS7  PKCS#7 (RFC 5652 6.3): 1..16 bytes of value n added,
 *                     so the ciphertext is 1..16 bytes longer; any length;
 *   QZ_AES_CBC_CS1/2/3  ciphertext stealing (SP 800-38A addendum): the
 *                     ciphertext has the plaintext's length, which must
 *                     be at least 16. The three differ only in where the
 *                     last, partial block goes:
 *                       CS1: ... C[n-1]* C[n]   (no swap)
 *                       CS2: as CS1 when the length is a multiple of 16,
 *                            else as CS3
 *                       CS3: ... C[n] C[n-1]*   (always swapped; the
 *                            Kerberos convention, RFC 3962, RFC 8009)
 *                     A message of exactly one block is plain CBC.
 * ---------------------------------------------------------------------- */

#define QZ_AES_CBC_NOPAD 0
#define QZ_AES_CBC_PKCS7 1
#define QZ_AES_CBC_CS1 2
#define QZ_AES_CBC_CS2 3
#define QZ_AES_CBC_CS3 4

typedef struct {
    const qz_aes_key *key;
    uint8_t iv[16];   /* chaining value: the last ciphertext block */
    uint8_t buf[32];  /* held-back bytes (two blocks for stealing) */
    uint32_t buf_len; /* 0..32 */
    uint32_t padding; /* QZ_AES_CBC_* */
    uint32_t state;   /* 0: not initialised; else the direction */
} qz_aes_cbc_ctx;

/** Start CBC encryption (encrypt key) or decryption (decrypt key) with
 *  the 16-byte iv and a QZ_AES_CBC_* padding (QZ_ERR_ALG otherwise). */
int qz_aes_cbc_encrypt_init(qz_aes_cbc_ctx *ctx, const qz_aes_key *key,
                            const uint8_t iv[16], int padding);
int qz_aes_cbc_decrypt_init(qz_aes_cbc_ctx *ctx, const qz_aes_key *key,
                            const uint8_t iv[16], int padding);

/** Process len bytes of in, writing the blocks that are ready (*out_len
 *  bytes, a multiple of 16, at most QZ_AES_CBC_UPDATE_OUT_MAX(len)).
 *  Held back until final:
 *    no padding, and PKCS#7 encryption: the last 0..15 bytes;
 *    PKCS#7 decryption: the last 1..16 bytes (the padding block);
 *    CS1/CS2/CS3: the last 17..32 bytes (the two blocks that stealing
 *      rearranges), or all of a message of 32 bytes or less.
 *  out_cap must cover the bytes written (QZ_ERR_LENGTH otherwise, nothing
 *  written); out may be NULL when nothing is written. Streaming PKCS#7
 *  decryption releases all but the last block before the padding is
 *  checked. */
QZ_OUT(2, 3) QZ_IN(5, 6)
int qz_aes_cbc_encrypt_update(qz_aes_cbc_ctx *ctx, uint8_t *out, size_t out_cap,
                              size_t *out_len, const uint8_t *in, size_t len);
QZ_OUT(2, 3) QZ_IN(5, 6)
int qz_aes_cbc_decrypt_update(qz_aes_cbc_ctx *ctx, uint8_t *out, size_t out_cap,
                              size_t *out_len, const uint8_t *in, size_t len);
#define QZ_AES_CBC_UPDATE_OUT_MAX(len) ((((len) + 15) / 16) * 16)

/** Finish and wipe ctx. Writes (*out_len):
 *    no padding: nothing (total length must be a multiple of 16);
 *    PKCS#7 encryption: the padded last block, 16 bytes (out_cap >= 16);
 *    PKCS#7 decryption: the last block without its padding, 0..15 bytes;
 *      needs out_cap >= 15 whatever the padding turns out to be; the
 *      total length must be a non-zero multiple of 16; bad padding:
 *      QZ_ERR_AUTH, nothing written;
 *    CS1/CS2/CS3: the held-back 16..32 bytes (out_cap >= that; total
 *      length below 16: QZ_ERR_LENGTH).
 *  At most QZ_AES_CBC_FINAL_OUT_MAX bytes. */
QZ_OUT(2, 3)
int qz_aes_cbc_encrypt_final(qz_aes_cbc_ctx *ctx, uint8_t *out, size_t out_cap,
                             size_t *out_len);
QZ_OUT(2, 3)
int qz_aes_cbc_decrypt_final(qz_aes_cbc_ctx *ctx, uint8_t *out, size_t out_cap,
                             size_t *out_len);
#define QZ_AES_CBC_FINAL_OUT_MAX 32

/** One-shot CBC encryption. out_cap: len for NOPAD (len a multiple of 16)
 *  and CS1/2/3 (len >= 16); len rounded up to the next multiple of 16
 *  plus 16 when len is already one, i.e. QZ_AES_CBC_PKCS7_OUT(len), for
 *  PKCS#7. QZ_AES_CBC_ENCRYPT_OUT_MAX(len) is always enough. */
QZ_OUT(2, 3) QZ_IN(6, 7)
int qz_aes_cbc_encrypt(const qz_aes_key *key, uint8_t *out, size_t out_cap,
                       size_t *out_len, const uint8_t iv[16],
                       const uint8_t *in, size_t len, int padding);
#define QZ_AES_CBC_PKCS7_OUT(len) (((len) / 16 + 1) * 16)
#define QZ_AES_CBC_ENCRYPT_OUT_MAX(len) ((len) + 16)

/** One-shot CBC decryption. out_cap >= len (NOPAD, CS1/2/3) or len - 1
 *  (PKCS#7, len a non-zero multiple of 16). Bad PKCS#7 padding:
 *  QZ_ERR_AUTH and the whole output buffer (the len - 1 bytes) is
 *  wiped, so no plaintext is released. */
QZ_OUT(2, 3) QZ_IN(6, 7)
int qz_aes_cbc_decrypt(const qz_aes_key *key, uint8_t *out, size_t out_cap,
                       size_t *out_len, const uint8_t iv[16],
                       const uint8_t *in, size_t len, int padding);

/* ------------------------------------------------------------------------
 * CTR: key stream E(T0) E(T1) ... XORed with the data; encryption and
 * decryption are the same operation. The 16-byte iv is the first counter
 * block T0. kind:
 *   QZ_AES_CTR32   only the last 4 bytes count (big-endian), as GCM
 *                  does; the first 12 stay fixed. Counter values run from
 *                  the iv's up to 0xffffffff inclusive: asking for more
 *                  key stream than that is QZ_ERR_LENGTH before anything
 *                  is written (never a silent wrap that would reuse key
 *                  stream);
 *   QZ_AES_CTR128  all 16 bytes are one big-endian counter (SP 800-38A
 *                  B.1), incremented modulo 2^128.
 * A (key, counter block) pair must never be used twice.
 * ---------------------------------------------------------------------- */

#define QZ_AES_CTR32 32
#define QZ_AES_CTR128 128

typedef struct {
    const qz_aes_key *key;
    uint8_t ctr[16];  /* the next counter block */
    uint8_t ks[16];   /* key stream of the previous block */
    uint32_t used;    /* bytes of ks used; 16: none left */
    uint32_t kind;    /* QZ_AES_CTR32 or QZ_AES_CTR128 */
    uint32_t spent;   /* CTR32: 1 once counter 0xffffffff has been used */
    uint32_t state;   /* 0: not initialised */
} qz_aes_ctr_ctx;

/** Start CTR with an encrypt key and the first counter block iv. */
int qz_aes_ctr_init(qz_aes_ctr_ctx *ctx, const qz_aes_key *key,
                    const uint8_t iv[16], int kind);

/** XOR len bytes of key stream into in, writing out (len bytes). Any
 *  chunking gives the same result as one call. Counter exhausted
 *  (CTR32): QZ_ERR_LENGTH, nothing written, ctx wiped. */
QZ_OUT(2, 4) QZ_IN(3, 4)
int qz_aes_ctr_update(qz_aes_ctr_ctx *ctx, uint8_t *out, const uint8_t *in,
                      size_t len);

/** Wipe ctx (the end of a message). QZ_ERR_STATE if it was not
 *  initialised. */
int qz_aes_ctr_final(qz_aes_ctr_ctx *ctx);

/** One-shot CTR: out = in XOR key stream, len bytes. */
QZ_OUT(2, 5) QZ_IN(4, 5)
int qz_aes_ctr(const qz_aes_key *key, uint8_t *out, const uint8_t iv[16],
               const uint8_t *in, size_t len, int kind);

/* ------------------------------------------------------------------------
 * CFB-128 (SP 800-38A 6.3, s = 128): C[i] = P[i] ^ E(C[i-1]), C[0] = iv.
 * Any length; a partial last block uses the leading key stream bytes.
 * Both directions use an encrypt key. Decryption takes 8 blocks per
 * kernel call; encryption is one block per call by construction.
 * ---------------------------------------------------------------------- */

typedef struct {
    const qz_aes_key *key;
    uint8_t fb[16];  /* the ciphertext block being formed (feedback) */
    uint8_t ks[16];  /* E(previous ciphertext block) */
    uint32_t used;   /* bytes of the current block done; 16: block done */
    uint32_t state;  /* 0: not initialised; else the direction */
} qz_aes_cfb_ctx;
int qz_aes_cfb_encrypt_init(qz_aes_cfb_ctx *ctx, const qz_aes_key *key,
                            const uint8_t iv[16]);
int qz_aes_cfb_decrypt_init(qz_aes_cfb_ctx *ctx, const qz_aes_key *key,
                            const uint8_t iv[16]);
/** Encrypt or decrypt (as initialised) len bytes; any chunking. */
QZ_OUT(2, 4) QZ_IN(3, 4)
int qz_aes_cfb_update(qz_aes_cfb_ctx *ctx, uint8_t *out, const uint8_t *in,
                      size_t len);
/** Wipe ctx. */
int qz_aes_cfb_final(qz_aes_cfb_ctx *ctx);
QZ_OUT(2, 5) QZ_IN(4, 5)
int qz_aes_cfb_encrypt(const qz_aes_key *key, uint8_t *out,
                       const uint8_t iv[16], const uint8_t *in, size_t len);
QZ_OUT(2, 5) QZ_IN(4, 5)
int qz_aes_cfb_decrypt(const qz_aes_key *key, uint8_t *out,
                       const uint8_t iv[16], const uint8_t *in, size_t len);

/* ------------------------------------------------------------------------
 * OFB (SP 800-38A 6.4): O[i] = E(O[i-1]), O[0] = iv, data ^ O[i]. The
 * same operation both ways; encrypt key. Any length. The iv must be a
 * nonce for the key: reusing it reuses the whole key stream.
 * ---------------------------------------------------------------------- */

typedef struct {
    const qz_aes_key *key;
    uint8_t ks[16];  /* the current output block O[i] */
    uint32_t used;   /* bytes of ks used; 16: none left */
    uint32_t state;  /* 0: not initialised */
} qz_aes_ofb_ctx;
int qz_aes_ofb_init(qz_aes_ofb_ctx *ctx, const qz_aes_key *key,
                    const uint8_t iv[16]);
QZ_OUT(2, 4) QZ_IN(3, 4)
int qz_aes_ofb_update(qz_aes_ofb_ctx *ctx, uint8_t *out, const uint8_t *in,
                      size_t len);
/** Wipe ctx. */
int qz_aes_ofb_final(qz_aes_ofb_ctx *ctx);
QZ_OUT(2, 5) QZ_IN(4, 5)
int qz_aes_ofb(const qz_aes_key *key, uint8_t *out, const uint8_t iv[16],
               const uint8_t *in, size_t len);

/* ------------------------------------------------------------------------
 * XTS-AES (IEEE 1619-2018, SP 800-38E): storage encryption of one data
 * unit (a sector) at a time, with the 16-byte tweak (for example the
 * sector number, little-endian, as IEEE 1619 numbers them; the caller
 * encodes it). A data unit is 16 bytes to 2^24 bytes (2^20 blocks, the
 * SP 800-38E limit) of any length: a partial last block uses ciphertext
 * stealing, so the ciphertext has the plaintext's length. One call per
 * data unit; there is no streaming interface (a data unit is processed
 * whole, 8 blocks per kernel call).
 *
 * Keys: key_len 32 (XTS-AES-128, two AES-128 keys) or 64 (XTS-AES-256);
 * the first half is Key1 (data), the second Key2 (tweak). The two halves
 * must differ: FIPS 140-3 IG C.I (formerly FIPS 140-2 IG A.9) requires a
 * module to check Key1 != Key2, so qz_xts_set_*_key refuse equal halves
 * with QZ_ERR_LENGTH, like a malformed key length (no key is set, the key
 * object is wiped). The comparison is constant time.
 * ---------------------------------------------------------------------- */

typedef struct {
    qz_aes_key data;  /* Key1, for the direction the key was set for */
    qz_aes_key tweak; /* Key2, always an encrypt key */
} qz_xts_key;

/** Expand a 32- or 64-byte XTS key for encryption / decryption. */
QZ_IN(2, 3)
int qz_xts_set_encrypt_key(qz_xts_key *k, const uint8_t *key, size_t key_len);
QZ_IN(2, 3)
int qz_xts_set_decrypt_key(qz_xts_key *k, const uint8_t *key, size_t key_len);
/** Zero the expanded keys. */
void qz_xts_wipe_key(qz_xts_key *k);

/** Encrypt / decrypt one data unit of len bytes (16 <= len <= 2^24) under
 *  tweak; out receives len bytes. */
QZ_OUT(2, 5) QZ_IN(4, 5)
int qz_xts_encrypt(const qz_xts_key *k, uint8_t *out, const uint8_t tweak[16],
                   const uint8_t *in, size_t len);
QZ_OUT(2, 5) QZ_IN(4, 5)
int qz_xts_decrypt(const qz_xts_key *k, uint8_t *out, const uint8_t tweak[16],
                   const uint8_t *in, size_t len);
#define QZ_XTS_MAX_BYTES ((size_t)1 << 24)

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_AES_MODES_H */

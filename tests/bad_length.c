/*
 * Bad lengths: every public entry point that takes a length, called with
 * lengths it must refuse, natively (under ASan/UBSan too) and under
 * qemu-arm on each core.
 *
 * One row per entry point and length argument: a call function that sets
 * up what the call needs (a fresh context, a counter near its end, a
 * declared length) and passes the probed length; the largest valid value
 * of that length for that setup (limit, in uint64_t: on a 32-bit host a
 * limit at or above SIZE_MAX leaves nothing to probe); the error a longer
 * one returns; and what a refused call may write (nothing, or the zeroed
 * output prefix the header documents: DRBG generate and its qz_rng
 * adapter zero at most QZ_DRBG_MAX_REQUEST_BYTES).
 *
 * For each row the test
 *  - probes every length above the limit from a fixed list: limit + 1,
 *    + 15, + 16, ... and SIZE_MAX, SIZE_MAX - 1, - 14, - 15, - 16, ...,
 *    SIZE_MAX / 2 + 1 and powers of two (lengths at or below the limit
 *    are never probed: a valid huge length would legitimately read far).
 *    Each must return the row's error with every guard byte, the input
 *    and the outputs untouched, except the documented zeroed prefix;
 *  - calls once with a valid length, the limit itself when it fits the
 *    buffers (else the buffer size), and checks the documented result
 *    and the guards.
 * Buffers are static (so ASan puts red zones around each one) and framed
 * by guard bytes (which qemu runs check): SMALL bytes for most rows, 64
 * KiB for the rows whose limit is that large.
 *
 * The test proves it can fail: two FAULT rows carry the bugs this test was
 * written for (a block count that wraps in "len + 15"; a refused request
 * that zeroes all of its length) and must be flagged.
 *
 * The NIST curves add lengths that must be exact or at least a minimum
 * (workspaces): their rows also probe the lengths below the valid one, and
 * a workspace must be left wiped up to its documented size and untouched
 * beyond it, with ws_len the buffer size and SIZE_MAX (two more FAULT rows).
 *
 * ML-KEM's and ML-DSA's lengths are exact too (ML-DSA's context at most
 * 255 bytes, a verification's signature any length: QZ_ERR_AUTH),
 * workspaces at least a minimum; their rows also probe the other parameter
 * sets' lengths of the same argument and make a valid call with a
 * workspace of exactly the call's size.
 *
 * RSA's (RSA-2048 for every size) are exact (n, signatures, ciphertexts,
 * digests, seeds, DER inputs) or ranges (e, d, qInv, salts, messages,
 * labels, output capacities); a private operation's workspace is any
 * length from the LOW window's size on, a larger one selecting MID or HIGH
 * (F_WS_ANY); the valid calls that run a private operation are few on a
 * target, key generation's rows probe refusals only (RSA_ROWS' comment).
 *
 * Adding a family: write one call function per entry point and length
 * argument (static int call_x(const io *b, size_t len), the context set up
 * inside it, inputs from b->in, outputs to b->out or b->aux), and one row
 * in ROWS[] with its limit. An entry point without any limit gets a row
 * with NO_LIMIT, which only runs the valid call.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "ec/ec_internal.h" /* qzi_curve_check: key objects without a point */
#include "qzcrypt/qzcrypt.h"
#include "qzt.h"

#define GUARD 64
#define SMALL 256
#define BIG 65536 /* QZ_DRBG_MAX_REQUEST_BYTES: room for a refused request's zeroing */
#define AUX 64
#define WS_CAP 8192 /* > QZ_EC_WORKSPACE_MAX_BYTES, ML-KEM-768's seed-form decapsulation */
#define NO_LIMIT UINT64_MAX
/* The large workspaces (F_WS_DS): ML-DSA-44 signing and RSA-2048's non-CRT
 * operation at HIGH, which a ws_len of SIZE_MAX selects; either may be the
 * larger (ML-DSA's low-RAM profile is smaller than the RSA one). */
#define DS_WS_BYTES(a, b) ((a) > (b) ? (a) : (b))
#define DS_WS_CAP \
    (DS_WS_BYTES(QZ_MLDSA_SIGN_WORKSPACE_BYTES(44), QZ_RSA_NONCRT_WORKSPACE_BYTES_HIGH(2048)) + 256)
#define MID 8192 /* > an ML-DSA-44 private key or signature */

/* Limits the headers state in prose (sha2.h: 2^61 - 1 bytes for SHA-224/256). */
#define SHA256_MAX ((UINT64_C(1) << 61) - 1)
#define HMAC256_DATA_MAX (SHA256_MAX - 64) /* the inner hash has the key block */

#define PAT_GUARD 0x5a
#define PAT_IN 0x3c
#define PAT_OUT 0xa5
#define PAT_AUX 0xc3

/* The buffers: guard | data | guard, each its own object. */
/* 8-byte aligned: the NIST-curve rows use the output buffer as a workspace. */
#define ALIGNED __attribute__((aligned(8)))
static uint8_t in_small[GUARD + SMALL + GUARD], out_small[GUARD + SMALL + GUARD] ALIGNED;
static uint8_t in_big[GUARD + BIG + GUARD], out_big[GUARD + BIG + GUARD] ALIGNED;
static uint8_t aux_buf[GUARD + AUX + GUARD];

typedef struct {
    const uint8_t *in; /* cap bytes of input */
    uint8_t *out;      /* cap bytes of output */
    size_t cap;
    uint8_t *aux;      /* AUX bytes: tags, IVs given as outputs */
} io;

/* ---- shared keys and DRBG templates, set up once in main ------------- */

static const uint8_t K[64] = {
    0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0x0c,
    0x0d, 0x0e, 0x0f, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19,
    0x1a, 0x1b, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x21, 0x22, 0x23, 0x24, 0x25, 0x26,
    0x27, 0x28, 0x29, 0x2a, 0x2b, 0x2c, 0x2d, 0x2e, 0x2f, 0x30, 0x31, 0x32, 0x33,
    0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x3b, 0x3c, 0x3d, 0x3e, 0x3f};
static const uint8_t NONCE[24] = {0xb0, 0xb1, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7,
                                  0xb8, 0xb9, 0xba, 0xbb, 0xbc, 0xbd, 0xbe, 0xbf};
static qz_aes_key enc_key, dec_key;
static qz_xts_key xts_enc, xts_dec;
static qz_cmac_key cmac_key;
static qz_gcm_key gcm_key;
static qz_hmac_drbg_ctx hd_ready, hd_due; /* instantiated; a reseed due, no source */
static qz_ctr_drbg_ctx cd_ready, cd_due;

static int src_fill(void *state, uint8_t *out, size_t len)
{
    (void)state;
    memset(out, 0x77, len);
    return 0;
}
static const qz_rng SRC = {src_fill, NULL};

/* An IV / counter block whose last 4 bytes (the CTR32 counter) are c. */
static void iv_with(uint8_t iv[16], uint32_t c)
{
    memset(iv, 0x42, 12);
    iv[12] = (uint8_t)(c >> 24);
    iv[13] = (uint8_t)(c >> 16);
    iv[14] = (uint8_t)(c >> 8);
    iv[15] = (uint8_t)c;
}

/* ---- SHA-2, SHA-3, SHAKE, cSHAKE, KMAC ---------------------------------- */

static int call_sha256(const io *b, size_t len) { return qz_sha256(b->out, b->in, len); }
static int call_sha224(const io *b, size_t len) { return qz_sha224(b->out, b->in, len); }
static int call_sha512(const io *b, size_t len) { return qz_sha512(b->out, b->in, len); }
static int call_sha256_update(const io *b, size_t len)
{
    qz_sha256_ctx c;

    qz_sha256_init(&c);
    return qz_sha256_update(&c, b->in, len);
}
/* A SHA-256 computation 128 bytes short of the 2^61 - 1 byte limit: the
 * a + b > limit class of wrap. */
static int call_sha256_update_late(const io *b, size_t len)
{
    qz_sha256_ctx c;

    qz_sha256_init(&c);
    c.bytes = (UINT64_C(1) << 61) - 128;
    return qz_sha256_update(&c, b->in, len);
}
/* SHA-512's 64-bit byte counter 256 bytes short of its end. */
static int call_sha512_update_late(const io *b, size_t len)
{
    qz_sha512_ctx c;

    qz_sha512_init(&c);
    c.bytes = UINT64_MAX - 255;
    return qz_sha512_update(&c, b->in, len);
}
static int call_sha3_256(const io *b, size_t len) { return qz_sha3_256(b->out, b->in, len); }
static int call_sha3_update(const io *b, size_t len)
{
    qz_sha3_ctx c;

    qz_sha3_256_init(&c);
    return qz_sha3_update(&c, b->in, len);
}
static int call_shake128(const io *b, size_t len) { return qz_shake128(b->out, len, b->in, 16); }
static int call_shake_squeeze(const io *b, size_t len)
{
    qz_shake_ctx c;

    qz_shake256_init(&c);
    qz_shake_absorb(&c, b->in, 16);
    return qz_shake_squeeze(&c, b->out, len);
}
static int call_cshake_name(const io *b, size_t len)
{
    qz_shake_ctx c;

    return qz_cshake128_init(&c, b->in, len, NULL, 0);
}
static int call_cshake_custom(const io *b, size_t len)
{
    qz_shake_ctx c;

    return qz_cshake256_init(&c, b->in, 3, b->in, len);
}
static int call_kmac_key(const io *b, size_t len)
{
    qz_kmac_ctx c;

    return qz_kmac128_init(&c, b->in, len, NULL, 0);
}
static int call_kmac_custom(const io *b, size_t len)
{
    qz_kmac_ctx c;

    return qz_kmac256_init(&c, K, 32, b->in, len);
}
static int call_kmac_update(const io *b, size_t len)
{
    qz_kmac_ctx c;

    qz_kmac128_init(&c, K, 32, NULL, 0);
    return qz_kmac_update(&c, b->in, len);
}
static int call_kmac_final(const io *b, size_t len)
{
    qz_kmac_ctx c;

    qz_kmac128_init(&c, K, 32, NULL, 0);
    return qz_kmac_final(&c, b->out, len);
}
static int call_kmac_verify(const io *b, size_t len)
{
    qz_kmac_ctx c;

    qz_kmac256_init(&c, K, 32, NULL, 0);
    return qz_kmac_verify(&c, b->in, len);
}
static int call_kmac128_check(const io *b, size_t len)
{
    return qz_kmac128_check(K, 32, NULL, 0, b->in, 16, b->in, len);
}
static int call_kmac256_check(const io *b, size_t len)
{
    return qz_kmac256_check(K, 32, NULL, 0, b->in, 16, b->in, len);
}
static int call_kmac_xof(const io *b, size_t len)
{
    qz_kmac_ctx c;
    int err;

    qz_kmac128_init(&c, K, 32, NULL, 0);
    err = qz_kmac_xof_squeeze(&c, b->out, len);
    qz_shake_wipe(&c);
    return err;
}
static int call_kmac128_out(const io *b, size_t len)
{
    return qz_kmac128(b->out, len, K, 32, NULL, 0, b->in, 16);
}
static int call_kmac256_key(const io *b, size_t len)
{
    return qz_kmac256(b->aux, 32, b->in, len, NULL, 0, b->in, 16);
}

/* ---- hash, HMAC, HKDF --------------------------------------------------- */

static int call_hash(const io *b, size_t len)
{
    return qz_hash(QZ_HASH_SHA256, b->aux, 32, b->in, len);
}
static int call_hash_update(const io *b, size_t len)
{
    qz_hash_ctx c;

    qz_hash_init(&c, QZ_HASH_SHA224);
    return qz_hash_update(&c, b->in, len);
}
static int call_hmac_data(const io *b, size_t len)
{
    return qz_hmac(QZ_HASH_SHA256, b->aux, 32, K, 32, b->in, len);
}
static int call_hmac_key(const io *b, size_t len)
{
    return qz_hmac(QZ_HASH_SHA256, b->aux, 32, b->in, len, b->in, 16);
}
static int call_hmac_update(const io *b, size_t len)
{
    qz_hmac_ctx c;

    qz_hmac_init(&c, QZ_HASH_SHA256, K, 32);
    return qz_hmac_update(&c, b->in, len);
}
static int call_hmac_verify(const io *b, size_t len)
{
    qz_hmac_ctx c;

    qz_hmac_init(&c, QZ_HASH_SHA256, K, 32);
    return qz_hmac_verify(&c, b->in, len);
}
/* Output and tag lengths of the hash and HMAC finals: exactly the digest
 * (hash), the tag length asked for (HMAC, QZ_HMAC_MIN_TAG_BYTES..32). */
static int call_hash_final(const io *b, size_t len)
{
    qz_hash_ctx c;

    qz_hash_init(&c, QZ_HASH_SHA256);
    return qz_hash_final(&c, b->out, len);
}
static int call_hmac_final(const io *b, size_t len)
{
    qz_hmac_ctx c;

    qz_hmac_init(&c, QZ_HASH_SHA256, K, 32);
    return qz_hmac_final(&c, b->out, len);
}
static int call_hmac_tag(const io *b, size_t len)
{
    return qz_hmac(QZ_HASH_SHA256, b->out, len, K, 32, b->in, 16);
}
static int call_hmac_check(const io *b, size_t len)
{
    return qz_hmac_check(QZ_HASH_SHA256, K, 32, b->in, 16, b->in, len);
}
static int call_hkdf_extract_ikm(const io *b, size_t len)
{
    return qz_hkdf_extract(QZ_HASH_SHA256, b->aux, 32, K, 16, b->in, len);
}
static int call_hkdf_expand_okm(const io *b, size_t len)
{
    return qz_hkdf_expand(QZ_HASH_SHA256, b->out, len, K, 32, b->in, 8);
}
static int call_hkdf_expand_info(const io *b, size_t len)
{
    return qz_hkdf_expand(QZ_HASH_SHA512, b->out, 32, K, 64, b->in, len);
}
static int call_hkdf_okm(const io *b, size_t len)
{
    return qz_hkdf(QZ_HASH_SHA256, b->out, len, K, 16, K, 32, b->in, 8);
}
static int call_hkdf_info(const io *b, size_t len)
{
    return qz_hkdf(QZ_HASH_SHA256, b->out, 32, K, 16, K, 32, b->in, len);
}

/* ---- AES modes ---------------------------------------------------------- */

static int call_ecb_enc(const io *b, size_t len)
{
    size_t n;

    return qz_aes_ecb_encrypt(&enc_key, b->out, b->cap, &n, b->in, len);
}
static int call_ecb_dec(const io *b, size_t len)
{
    size_t n;

    return qz_aes_ecb_decrypt(&dec_key, b->out, b->cap, &n, b->in, len);
}
static int call_ecb_update(const io *b, size_t len)
{
    qz_aes_ecb_ctx c;
    size_t n;

    qz_aes_ecb_encrypt_init(&c, &enc_key);
    return qz_aes_ecb_encrypt_update(&c, b->out, b->cap, &n, b->in, len);
}
static int cbc_enc(const io *b, size_t len, int padding)
{
    size_t n;

    return qz_aes_cbc_encrypt(&enc_key, b->out, b->cap, &n, NONCE, b->in, len,
                              padding);
}
static int call_cbc_enc_nopad(const io *b, size_t len)
{
    return cbc_enc(b, len, QZ_AES_CBC_NOPAD);
}
static int call_cbc_enc_pkcs7(const io *b, size_t len)
{
    return cbc_enc(b, len, QZ_AES_CBC_PKCS7);
}
static int call_cbc_enc_cs3(const io *b, size_t len) { return cbc_enc(b, len, QZ_AES_CBC_CS3); }
static int call_cbc_dec_nopad(const io *b, size_t len)
{
    size_t n;

    return qz_aes_cbc_decrypt(&dec_key, b->out, b->cap, &n, NONCE, b->in, len,
                              QZ_AES_CBC_NOPAD);
}
static int call_cbc_update(const io *b, size_t len)
{
    qz_aes_cbc_ctx c;
    size_t n;

    qz_aes_cbc_encrypt_init(&c, &enc_key, NONCE, QZ_AES_CBC_NOPAD);
    return qz_aes_cbc_encrypt_update(&c, b->out, b->cap, &n, b->in, len);
}
static int ctr_oneshot(const io *b, size_t len, uint32_t counter, int kind)
{
    uint8_t iv[16];

    iv_with(iv, counter);
    return qz_aes_ctr(&enc_key, b->out, iv, b->in, len, kind);
}
static int call_ctr_last(const io *b, size_t len)
{
    return ctr_oneshot(b, len, 0xffffffffu, QZ_AES_CTR32);
}
static int call_ctr_last2(const io *b, size_t len)
{
    return ctr_oneshot(b, len, 0xfffffffeu, QZ_AES_CTR32);
}
static int call_ctr_zero(const io *b, size_t len) { return ctr_oneshot(b, len, 0, QZ_AES_CTR32); }
static int call_ctr128(const io *b, size_t len)
{
    return ctr_oneshot(b, len, 0xffffffffu, QZ_AES_CTR128);
}
/* CTR32 on its last counter value with 1 of its 16 key stream bytes used:
 * 15 left, and len - 15 must need no new block. */
static int call_ctr_update_tail(const io *b, size_t len)
{
    qz_aes_ctr_ctx c;
    uint8_t iv[16], one[1] = {0};

    iv_with(iv, 0xffffffffu);
    qz_aes_ctr_init(&c, &enc_key, iv, QZ_AES_CTR32);
    qz_aes_ctr_update(&c, one, one, 1);
    return qz_aes_ctr_update(&c, b->out, b->in, len);
}
static int call_ctr_update_zero(const io *b, size_t len)
{
    qz_aes_ctr_ctx c;
    uint8_t iv[16];

    iv_with(iv, 0);
    qz_aes_ctr_init(&c, &enc_key, iv, QZ_AES_CTR32);
    return qz_aes_ctr_update(&c, b->out, b->in, len);
}
static int call_cfb_enc(const io *b, size_t len)
{
    return qz_aes_cfb_encrypt(&enc_key, b->out, NONCE, b->in, len);
}
static int call_cfb_dec(const io *b, size_t len)
{
    return qz_aes_cfb_decrypt(&enc_key, b->out, NONCE, b->in, len);
}
static int call_ofb(const io *b, size_t len)
{
    return qz_aes_ofb(&enc_key, b->out, NONCE, b->in, len);
}
static int call_xts_enc(const io *b, size_t len)
{
    return qz_xts_encrypt(&xts_enc, b->out, NONCE, b->in, len);
}
static int call_xts_dec(const io *b, size_t len)
{
    return qz_xts_decrypt(&xts_dec, b->out, NONCE, b->in, len);
}

/* ---- CMAC, key wrap ----------------------------------------------------- */

static int call_cmac_data(const io *b, size_t len)
{
    return qz_cmac(&cmac_key, b->aux, 16, b->in, len);
}
static int call_cmac_tag(const io *b, size_t len)
{
    return qz_cmac(&cmac_key, b->out, len, b->in, 16);
}
static int call_cmac_check_tag(const io *b, size_t len)
{
    return qz_cmac_check(&cmac_key, b->in, 16, b->in, len);
}
static int call_cmac_final(const io *b, size_t len)
{
    qz_cmac_ctx c;

    qz_cmac_init(&c, &cmac_key);
    return qz_cmac_final(&c, b->out, len);
}
static int call_cmac_verify(const io *b, size_t len)
{
    qz_cmac_ctx c;

    qz_cmac_init(&c, &cmac_key);
    return qz_cmac_verify(&c, b->in, len);
}
static int call_kw_wrap(const io *b, size_t len)
{
    size_t n;

    return qz_aes_kw_wrap(&enc_key, b->out, b->cap, &n, b->in, len);
}
static int call_kw_unwrap(const io *b, size_t len)
{
    size_t n;

    return qz_aes_kw_unwrap(&dec_key, b->out, b->cap, &n, b->in, len);
}
static int call_kwp_wrap(const io *b, size_t len)
{
    size_t n;

    return qz_aes_kwp_wrap(&enc_key, b->out, b->cap, &n, b->in, len);
}
static int call_kwp_unwrap(const io *b, size_t len)
{
    size_t n;

    return qz_aes_kwp_unwrap(&dec_key, b->out, b->cap, &n, b->in, len);
}

/* ---- GCM, CCM ----------------------------------------------------------- */

static int call_gcm_seal(const io *b, size_t len)
{
    return qz_gcm_seal(&gcm_key, b->out, b->aux, 16, NONCE, 12, NULL, 0, b->in,
                       len);
}
static int call_gcm_seal_iv(const io *b, size_t len)
{
    return qz_gcm_seal(&gcm_key, b->out, b->aux, 16, b->in, len, NULL, 0,
                       b->in, 16);
}
static int call_gcm_seal_aad(const io *b, size_t len)
{
    return qz_gcm_seal(&gcm_key, b->out, b->aux, 16, NONCE, 12, b->in, len,
                       b->in, 16);
}
static int call_gcm_seal_tag(const io *b, size_t len)
{
    return qz_gcm_seal(&gcm_key, b->aux, b->out, len, NONCE, 12, NULL, 0,
                       b->in, 16);
}
static int call_gcm_open(const io *b, size_t len)
{
    return qz_gcm_open(&gcm_key, b->out, NONCE, 12, NULL, 0, b->in, len, b->in,
                       16);
}
static int call_gcm_open_tag(const io *b, size_t len)
{
    return qz_gcm_open(&gcm_key, b->aux, NONCE, 12, NULL, 0, b->in, 16, b->in,
                       len);
}
static int call_gcm_init_iv(const io *b, size_t len)
{
    qz_gcm_ctx c;

    return qz_gcm_encrypt_init(&c, &gcm_key, b->in, len);
}
static int call_gcm_aad(const io *b, size_t len)
{
    qz_gcm_ctx c;

    qz_gcm_encrypt_init(&c, &gcm_key, NONCE, 12);
    return qz_gcm_aad(&c, b->in, len);
}
static int call_gcm_update(const io *b, size_t len)
{
    qz_gcm_ctx c;

    qz_gcm_encrypt_init(&c, &gcm_key, NONCE, 12);
    return qz_gcm_update(&c, b->out, b->in, len);
}
static int call_gcm_final(const io *b, size_t len)
{
    qz_gcm_ctx c;

    qz_gcm_encrypt_init(&c, &gcm_key, NONCE, 12);
    return qz_gcm_final(&c, b->out, len);
}
static int call_gcm_verify(const io *b, size_t len)
{
    qz_gcm_ctx c;

    qz_gcm_decrypt_init(&c, &gcm_key, NONCE, 12);
    return qz_gcm_verify(&c, b->in, len);
}
/* CCM with a 13-byte nonce: a 2-byte length field, messages below 2^16. */
static int call_ccm_seal(const io *b, size_t len)
{
    return qz_ccm_seal(&enc_key, b->out, b->aux, 16, NONCE, 13, NULL, 0, b->in,
                       len);
}
static int call_ccm_open(const io *b, size_t len)
{
    return qz_ccm_open(&enc_key, b->out, NONCE, 13, NULL, 0, b->in, len, b->in,
                       16);
}
static int call_ccm_seal_tag(const io *b, size_t len)
{
    return qz_ccm_seal(&enc_key, b->aux, b->out, len, NONCE, 13, NULL, 0,
                       b->in, 16);
}
static int call_ccm_seal_nonce(const io *b, size_t len)
{
    return qz_ccm_seal(&enc_key, b->out, b->aux, 16, b->in, len, NULL, 0,
                       b->in, 16);
}
static int call_ccm_init_msg(const io *b, size_t len)
{
    qz_ccm_ctx c;

    (void)b;
    return qz_ccm_encrypt_init(&c, &enc_key, NONCE, 13, 0, len, 16);
}
/* Declared lengths: 16 bytes of associated data, 16 of message. */
static int call_ccm_aad(const io *b, size_t len)
{
    qz_ccm_ctx c;

    qz_ccm_encrypt_init(&c, &enc_key, NONCE, 13, 16, 16, 16);
    return qz_ccm_aad(&c, b->in, len);
}
static int call_ccm_update(const io *b, size_t len)
{
    qz_ccm_ctx c;

    qz_ccm_encrypt_init(&c, &enc_key, NONCE, 13, 0, 16, 16);
    return qz_ccm_update(&c, b->out, b->in, len);
}
static int call_ccm_final_tag(const io *b, size_t len)
{
    qz_ccm_ctx c;

    qz_ccm_encrypt_init(&c, &enc_key, NONCE, 13, 0, 0, 16);
    return qz_ccm_final(&c, b->out, len);
}

/* ---- ChaCha20, Poly1305, ChaCha20-Poly1305 ------------------------------ */

static int call_chacha_last(const io *b, size_t len)
{
    return qz_chacha20_xor(b->out, K, 32, NONCE, 12, 0xffffffffu, b->in, len);
}
static int call_chacha_last2(const io *b, size_t len)
{
    return qz_chacha20_xor(b->out, K, 32, NONCE, 12, 0xfffffffeu, b->in, len);
}
static int call_chacha_zero(const io *b, size_t len)
{
    return qz_chacha20_xor(b->out, K, 32, NONCE, 12, 0, b->in, len);
}
static int call_poly1305(const io *b, size_t len)
{
    return qz_poly1305(b->aux, 16, K, 32, b->in, len);
}
static int call_poly1305_update(const io *b, size_t len)
{
    qz_poly1305_ctx c;

    qz_poly1305_init(&c, K, 32);
    return qz_poly1305_update(&c, b->in, len);
}
/* Key, nonce and tag lengths: each exactly its size (the largest valid
 * length is the size; the engine tries every length above it). */
static int call_poly1305_key(const io *b, size_t len)
{
    return qz_poly1305(b->aux, 16, b->in, len, b->in, 16);
}
static int call_poly1305_tag(const io *b, size_t len)
{
    return qz_poly1305(b->out, len, K, 32, b->in, 16);
}
static int call_poly1305_check(const io *b, size_t len)
{
    return qz_poly1305_check(K, 32, b->in, 16, b->in, len);
}
static int call_chacha_key(const io *b, size_t len)
{
    return qz_chacha20_xor(b->out, b->in, len, NONCE, 12, 0, b->in, 16);
}
static int call_chacha_nonce(const io *b, size_t len)
{
    return qz_chacha20_xor(b->out, K, 32, b->in, len, 0, b->in, 16);
}
static int call_hchacha_nonce(const io *b, size_t len)
{
    return qz_hchacha20(b->aux, K, 32, b->in, len);
}
static int call_cp_seal_nonce(const io *b, size_t len)
{
    return qz_chacha20poly1305_seal(b->out, b->aux, 16, K, 32, b->in, len, NULL, 0,
                                    b->in, 16);
}
static int call_xcp_seal_nonce(const io *b, size_t len)
{
    return qz_xchacha20poly1305_seal(b->out, b->aux, 16, K, 32, b->in, len, NULL, 0,
                                     b->in, 16);
}
static int call_cp_seal_tag(const io *b, size_t len)
{
    return qz_chacha20poly1305_seal(b->out, b->aux, len, K, 32, NONCE, 12, NULL, 0,
                                    b->in, 16);
}
static int call_cp_init_key(const io *b, size_t len)
{
    qz_chacha20poly1305_ctx c;

    return qz_chacha20poly1305_init(&c, b->in, len, NONCE, 12);
}
static int call_cp_final_tag(const io *b, size_t len)
{
    qz_chacha20poly1305_ctx c;

    qz_chacha20poly1305_init(&c, K, 32, NONCE, 12);
    return qz_chacha20poly1305_final(&c, b->out, len);
}
static int call_cp_seal(const io *b, size_t len)
{
    return qz_chacha20poly1305_seal(b->out, b->aux, 16, K, 32, NONCE, 12, NULL,
                                    0, b->in, len);
}
static int call_cp_open(const io *b, size_t len)
{
    return qz_chacha20poly1305_open(b->out, K, 32, NONCE, 12, NULL, 0, b->in,
                                    len, b->in, 16);
}
static int call_cp_seal_aad(const io *b, size_t len)
{
    return qz_chacha20poly1305_seal(b->out, b->aux, 16, K, 32, NONCE, 12,
                                    b->in, len, b->in, 16);
}
static int call_xcp_seal(const io *b, size_t len)
{
    return qz_xchacha20poly1305_seal(b->out, b->aux, 16, K, 32, NONCE, 24,
                                     NULL, 0, b->in, len);
}
static int call_xcp_open(const io *b, size_t len)
{
    return qz_xchacha20poly1305_open(b->out, K, 32, NONCE, 24, NULL, 0, b->in,
                                     len, b->in, 16);
}
static int call_cp_encrypt(const io *b, size_t len)
{
    qz_chacha20poly1305_ctx c;

    qz_chacha20poly1305_init(&c, K, 32, NONCE, 12);
    return qz_chacha20poly1305_encrypt(&c, b->out, b->in, len);
}
static int call_cp_decrypt(const io *b, size_t len)
{
    qz_chacha20poly1305_ctx c;

    qz_xchacha20poly1305_init(&c, K, 32, NONCE, 24);
    return qz_chacha20poly1305_decrypt(&c, b->out, b->in, len);
}
static int call_cp_aad(const io *b, size_t len)
{
    qz_chacha20poly1305_ctx c;

    qz_chacha20poly1305_init(&c, K, 32, NONCE, 12);
    return qz_chacha20poly1305_aad(&c, b->in, len);
}

/* ---- DRBGs and their qz_rng adapters ------------------------------------ */

static int call_hd_entropy(const io *b, size_t len)
{
    qz_hmac_drbg_ctx c;

    return qz_hmac_drbg_instantiate(&c, QZ_HASH_SHA256, b->in, len, K, 16, NULL, 0);
}
static int call_hd_nonce(const io *b, size_t len)
{
    qz_hmac_drbg_ctx c;

    return qz_hmac_drbg_instantiate(&c, QZ_HASH_SHA256, K, 32, b->in, len, NULL, 0);
}
static int call_hd_pers(const io *b, size_t len)
{
    qz_hmac_drbg_ctx c;

    return qz_hmac_drbg_instantiate(&c, QZ_HASH_SHA512, K, 32, K, 16, b->in, len);
}
static int call_hd_from_entropy(const io *b, size_t len)
{
    qz_hmac_drbg_ctx c;

    (void)b;
    return qz_hmac_drbg_instantiate_from(&c, QZ_HASH_SHA256, &SRC, len, NULL, 0);
}
static int call_hd_from_pers(const io *b, size_t len)
{
    qz_hmac_drbg_ctx c;

    return qz_hmac_drbg_instantiate_from(&c, QZ_HASH_SHA256, &SRC, 32, b->in, len);
}
static int call_hd_set_entropy(const io *b, size_t len)
{
    qz_hmac_drbg_ctx c = hd_ready;

    (void)b;
    return qz_hmac_drbg_set_entropy(&c, &SRC, len);
}
static int call_hd_reseed_entropy(const io *b, size_t len)
{
    qz_hmac_drbg_ctx c = hd_ready;

    return qz_hmac_drbg_reseed(&c, b->in, len, NULL, 0);
}
static int call_hd_reseed_add(const io *b, size_t len)
{
    qz_hmac_drbg_ctx c = hd_ready;

    return qz_hmac_drbg_reseed(&c, K, 32, b->in, len);
}
static int call_hd_generate(const io *b, size_t len)
{
    qz_hmac_drbg_ctx c = hd_ready;

    return qz_hmac_drbg_generate(&c, b->out, len, NULL, 0, 0);
}
static int call_hd_generate_add(const io *b, size_t len)
{
    qz_hmac_drbg_ctx c = hd_ready;

    return qz_hmac_drbg_generate(&c, b->out, 16, b->in, len, 0);
}
/* The adapter on a DRBG that must reseed and has no source: every
 * request fails, and may zero only its first QZ_DRBG_MAX_REQUEST_BYTES. */
static int call_hd_rng(const io *b, size_t len)
{
    qz_hmac_drbg_ctx c = hd_due;
    qz_rng r;

    qz_hmac_drbg_rng(&r, &c);
    return r.fill(r.state, b->out, len);
}
static int call_cd_entropy(const io *b, size_t len)
{
    qz_ctr_drbg_ctx c;

    return qz_ctr_drbg_instantiate(&c, b->in, len, K, 16, NULL, 0);
}
static int call_cd_nonce(const io *b, size_t len)
{
    qz_ctr_drbg_ctx c;

    return qz_ctr_drbg_instantiate(&c, K, 32, b->in, len, NULL, 0);
}
static int call_cd_pers(const io *b, size_t len)
{
    qz_ctr_drbg_ctx c;

    return qz_ctr_drbg_instantiate(&c, K, 32, K, 16, b->in, len);
}
static int call_cd_from_entropy(const io *b, size_t len)
{
    qz_ctr_drbg_ctx c;

    (void)b;
    return qz_ctr_drbg_instantiate_from(&c, &SRC, len, NULL, 0);
}
static int call_cd_from_pers(const io *b, size_t len)
{
    qz_ctr_drbg_ctx c;

    return qz_ctr_drbg_instantiate_from(&c, &SRC, 32, b->in, len);
}
static int call_cd_set_entropy(const io *b, size_t len)
{
    qz_ctr_drbg_ctx c = cd_ready;

    (void)b;
    return qz_ctr_drbg_set_entropy(&c, &SRC, len);
}
static int call_cd_reseed_entropy(const io *b, size_t len)
{
    qz_ctr_drbg_ctx c = cd_ready;

    return qz_ctr_drbg_reseed(&c, b->in, len, NULL, 0);
}
static int call_cd_reseed_add(const io *b, size_t len)
{
    qz_ctr_drbg_ctx c = cd_ready;

    return qz_ctr_drbg_reseed(&c, K, 32, b->in, len);
}
static int call_cd_generate(const io *b, size_t len)
{
    qz_ctr_drbg_ctx c = cd_ready;

    return qz_ctr_drbg_generate(&c, b->out, len, NULL, 0, 0);
}
static int call_cd_generate_add(const io *b, size_t len)
{
    qz_ctr_drbg_ctx c = cd_ready;

    return qz_ctr_drbg_generate(&c, b->out, 16, b->in, len, 0);
}
static int call_cd_rng(const io *b, size_t len)
{
    qz_ctr_drbg_ctx c = cd_due;
    qz_rng r;

    qz_ctr_drbg_rng(&r, &c);
    return r.fill(r.state, b->out, len);
}

/* ---- NIST curves (ec.h, ecdsa.h, ecdh.h), each curve --------------------
 * A fixture per curve: a key pair, its encodings, a signature of SMALL
 * bytes of PAT_IN (the input buffer of a valid call) with SHA-256, its
 * DER form. Each entry point has one call function per length argument
 * (the `which` argument picks the probed one, the others valid). The
 * workspace is a static aligned buffer, except for the ws_len rows, where
 * it is the output buffer: a refused ws_len must leave it untouched, a
 * valid one (the buffer's size, then SIZE_MAX) must leave it wiped up to
 * the operation's own size (QZ_EC_KEY_WORKSPACE_BYTES, QZ_ECDSA_SIGN_/
 * VERIFY_WORKSPACE_BYTES, QZ_ECDH_WORKSPACE_BYTES) and untouched beyond
 * (F_WS). Their other outputs
 * go to ec_sink. Lengths below a row's limit are probed too (F_BELOW,
 * F_GAP): a length must be exactly the documented one. */
typedef struct {
    qz_ec_curve_id c;
    size_t el;
    qz_ec_private_key priv;
    qz_ec_public_key pub;
    uint8_t d[QZ_EC_BYTES(521)];
    uint8_t sec1[1 + 2 * QZ_EC_BYTES(521)], raw[2 * QZ_EC_BYTES(521)];
    uint8_t sig[QZ_ECDSA_SIG_BYTES(521)], der[QZ_ECDSA_DER_MAX_BYTES(521)];
    uint8_t dsig[QZ_ECDSA_SIG_BYTES(521)]; /* the DER test signature, raw */
    size_t der_len;
    uint8_t digest[32];
} ecfix;

static ecfix ecf[3];
static uint32_t ec_ws[QZ_EC_WORKSPACE_MAX_BYTES / 4];
static uint8_t ec_sink[2 * QZ_EC_BYTES(521) + 8];
static qz_ec_private_key ec_priv_out;
static qz_ec_public_key ec_pub_out;

enum { A_WS, A_LEN, A_LEN2 }; /* which length a call probes */

static void *ec_wsp(const io *b, int which) { return which == A_WS ? (void *)b->out : ec_ws; }
static size_t ec_wsl(const io *b, int which, size_t len)
{
    (void)b;
    return which == A_WS ? len : sizeof ec_ws;
}
/* The output of a call: ec_sink on the ws_len rows, else the out buffer. */
static uint8_t *ec_out(const io *b, int which) { return which == A_WS ? ec_sink : b->out; }

static int ec_generate(const ecfix *f, const io *b, size_t len, int which)
{
    return qz_ec_generate_key(&ec_priv_out, f->c, &SRC, ec_wsp(b, which), ec_wsl(b, which, len));
}
static int ec_set_raw(const ecfix *f, const io *b, size_t len, int which)
{
    return qz_ec_set_private_key_raw(&ec_priv_out, f->c, ec_wsp(b, which),
                                     ec_wsl(b, which, len), f->d,
                                     which == A_LEN ? len : f->el);
}
static int ec_get_raw(const ecfix *f, const io *b, size_t len, int which)
{
    (void)which;
    return qz_ec_get_private_key_raw(&f->priv, b->out, len);
}
static int ec_set_sec1(const ecfix *f, const io *b, size_t len, int which)
{
    return qz_ec_set_public_key_sec1(&ec_pub_out, f->c, ec_wsp(b, which), ec_wsl(b, which, len),
                                     f->sec1, which == A_LEN ? len : 1 + 2 * f->el);
}
static int ec_get_sec1(const ecfix *f, const io *b, size_t len, int which)
{
    (void)which;
    return qz_ec_get_public_key_sec1(&f->pub, b->out, len);
}
static int ec_set_pub_raw(const ecfix *f, const io *b, size_t len, int which)
{
    return qz_ec_set_public_key_raw(&ec_pub_out, f->c, ec_wsp(b, which), ec_wsl(b, which, len),
                                    f->raw, which == A_LEN ? len : 2 * f->el);
}
static int ec_get_pub_raw(const ecfix *f, const io *b, size_t len, int which)
{
    (void)which;
    return qz_ec_get_public_key_raw(&f->pub, b->out, len);
}
/* Signing: A_LEN probes sig_len, A_LEN2 the message or digest length. */
static int ec_sign(const ecfix *f, const io *b, size_t len, int which)
{
    return qz_ecdsa_sign(&f->priv, QZ_HASH_SHA256, ec_wsp(b, which), ec_wsl(b, which, len),
                         ec_out(b, which), which == A_LEN ? len : 2 * f->el, b->in,
                         which == A_LEN2 ? len : 100);
}
static int ec_sign_digest(const ecfix *f, const io *b, size_t len, int which)
{
    return qz_ecdsa_sign_digest(&f->priv, QZ_HASH_SHA256, ec_wsp(b, which),
                                ec_wsl(b, which, len), ec_out(b, which),
                                which == A_LEN ? len : 2 * f->el, b->in,
                                which == A_LEN2 ? len : 32);
}
static int ec_sign_hedged(const ecfix *f, const io *b, size_t len, int which)
{
    return qz_ecdsa_sign_hedged(&f->priv, QZ_HASH_SHA256, &SRC, ec_wsp(b, which),
                                ec_wsl(b, which, len), ec_out(b, which),
                                which == A_LEN ? len : 2 * f->el, b->in,
                                which == A_LEN2 ? len : 100);
}
static int ec_sign_digest_hedged(const ecfix *f, const io *b, size_t len, int which)
{
    return qz_ecdsa_sign_digest_hedged(&f->priv, QZ_HASH_SHA256, &SRC, ec_wsp(b, which),
                                       ec_wsl(b, which, len), ec_out(b, which),
                                       which == A_LEN ? len : 2 * f->el, b->in,
                                       which == A_LEN2 ? len : 32);
}
static int ec_sign_random(const ecfix *f, const io *b, size_t len, int which)
{
    return qz_ecdsa_sign_digest_random(&f->priv, &SRC, ec_wsp(b, which), ec_wsl(b, which, len),
                                       ec_out(b, which), which == A_LEN ? len : 2 * f->el,
                                       b->in, which == A_LEN2 ? len : 48);
}
/* Verification: A_LEN probes sig_len, A_LEN2 the message or digest
 * length; the message is SMALL bytes of the input buffer, which the
 * fixture's signature covers. */
static int ec_verify(const ecfix *f, const io *b, size_t len, int which)
{
    return qz_ecdsa_verify(&f->pub, QZ_HASH_SHA256, ec_wsp(b, which), ec_wsl(b, which, len),
                           b->in, which == A_LEN2 ? len : SMALL, f->sig,
                           which == A_LEN ? len : 2 * f->el);
}
static int ec_verify_digest(const ecfix *f, const io *b, size_t len, int which)
{
    return qz_ecdsa_verify_digest(&f->pub, ec_wsp(b, which), ec_wsl(b, which, len),
                                  which == A_LEN2 ? b->in : f->digest,
                                  which == A_LEN2 ? len : 32, f->sig,
                                  which == A_LEN ? len : 2 * f->el);
}
/* DER: A_LEN probes the raw signature's length, A_LEN2 der_room / der_len. */
static int ec_to_der(const ecfix *f, const io *b, size_t len, int which)
{
    size_t dl = 0;

    return qz_ecdsa_sig_to_der(f->c, b->out, which == A_LEN2 ? len : b->cap, &dl, f->dsig,
                               which == A_LEN ? len : 2 * f->el);
}
static int ec_from_der(const ecfix *f, const io *b, size_t len, int which)
{
    return qz_ecdsa_sig_from_der(f->c, b->out, which == A_LEN ? len : 2 * f->el, f->der,
                                 which == A_LEN2 ? len : f->der_len);
}
static int ec_ecdh(const ecfix *f, const io *b, size_t len, int which)
{
    return qz_ecdh(&f->priv, &f->pub, ec_wsp(b, which), ec_wsl(b, which, len), ec_out(b, which),
                   which == A_LEN ? len : f->el);
}

#define EC_CALL(N, I, fn, which)                                                               \
    static int call_##fn##_##which##_##N(const io *b, size_t len)                              \
    {                                                                                          \
        return fn(&ecf[I], b, len, which);                                                     \
    }
#define EC_CALLS(N, I)                                                                         \
    EC_CALL(N, I, ec_generate, A_WS)                                                           \
    EC_CALL(N, I, ec_set_raw, A_WS)                                                            \
    EC_CALL(N, I, ec_set_raw, A_LEN)                                                           \
    EC_CALL(N, I, ec_get_raw, A_LEN)                                                           \
    EC_CALL(N, I, ec_set_sec1, A_WS)                                                           \
    EC_CALL(N, I, ec_set_sec1, A_LEN)                                                          \
    EC_CALL(N, I, ec_get_sec1, A_LEN)                                                          \
    EC_CALL(N, I, ec_set_pub_raw, A_WS)                                                        \
    EC_CALL(N, I, ec_set_pub_raw, A_LEN)                                                       \
    EC_CALL(N, I, ec_get_pub_raw, A_LEN)                                                       \
    EC_CALL(N, I, ec_sign, A_WS)                                                               \
    EC_CALL(N, I, ec_sign, A_LEN)                                                              \
    EC_CALL(N, I, ec_sign, A_LEN2)                                                             \
    EC_CALL(N, I, ec_sign_digest, A_WS)                                                        \
    EC_CALL(N, I, ec_sign_digest, A_LEN)                                                       \
    EC_CALL(N, I, ec_sign_digest, A_LEN2)                                                      \
    EC_CALL(N, I, ec_sign_hedged, A_WS)                                                        \
    EC_CALL(N, I, ec_sign_hedged, A_LEN)                                                       \
    EC_CALL(N, I, ec_sign_hedged, A_LEN2)                                                      \
    EC_CALL(N, I, ec_sign_digest_hedged, A_WS)                                                 \
    EC_CALL(N, I, ec_sign_digest_hedged, A_LEN)                                                \
    EC_CALL(N, I, ec_sign_digest_hedged, A_LEN2)                                               \
    EC_CALL(N, I, ec_sign_random, A_WS)                                                        \
    EC_CALL(N, I, ec_sign_random, A_LEN)                                                       \
    EC_CALL(N, I, ec_sign_random, A_LEN2)                                                      \
    EC_CALL(N, I, ec_verify, A_WS)                                                             \
    EC_CALL(N, I, ec_verify, A_LEN)                                                            \
    EC_CALL(N, I, ec_verify, A_LEN2)                                                           \
    EC_CALL(N, I, ec_verify_digest, A_WS)                                                      \
    EC_CALL(N, I, ec_verify_digest, A_LEN)                                                     \
    EC_CALL(N, I, ec_verify_digest, A_LEN2)                                                    \
    EC_CALL(N, I, ec_to_der, A_LEN)                                                            \
    EC_CALL(N, I, ec_to_der, A_LEN2)                                                           \
    EC_CALL(N, I, ec_from_der, A_LEN)                                                          \
    EC_CALL(N, I, ec_from_der, A_LEN2)                                                         \
    EC_CALL(N, I, ec_ecdh, A_WS)                                                               \
    EC_CALL(N, I, ec_ecdh, A_LEN)
EC_CALLS(p256, 0)
EC_CALLS(p384, 1)
EC_CALLS(p521, 2)

/* ---- X25519 and Ed25519 (x25519.h, ed25519.h) ----------------------------
 * As the NIST curves: one call function per entry point and length
 * argument, the workspace the out buffer on the ws_len rows (wiped up to
 * QZ_X25519_ / QZ_ED25519_WORKSPACE_BYTES, untouched beyond), outputs
 * then to ec_sink. Valid calls use the input buffer: a message of SMALL
 * bytes, a context of its first 255 bytes (Ed25519ctx and ph), and the
 * message's SHA-512 as the digest, except on the digest_len rows, which
 * pass the input buffer (not what the fixture signed: the valid call of
 * ph_verify_digest's row is QZ_ERR_AUTH). A_CTX probes a context length. */
enum { A_CTX = A_LEN2 + 1 };
static struct {
    qz_x25519_private_key x;
    qz_ed25519_private_key ed;
    qz_ed25519_public_key edpub;
    uint8_t seed[32], xpriv[32], peer[32], pub[32];
    uint8_t sig[64], sig_ctx[64], sig_ph[64], digest[64];
} cf;
static qz_x25519_private_key x_out;
static qz_ed25519_private_key ed_out;
static qz_ed25519_public_key edpub_out;

static int x_generate(const io *b, size_t len, int which)
{
    return qz_x25519_generate_key(&x_out, &SRC, ec_wsp(b, which), ec_wsl(b, which, len));
}
static int x_set(const io *b, size_t len, int which)
{
    return qz_x25519_set_private_key(&x_out, ec_wsp(b, which), ec_wsl(b, which, len), cf.xpriv,
                                     which == A_LEN ? len : 32);
}
static int x_get_priv(const io *b, size_t len, int which)
{
    (void)which;
    return qz_x25519_get_private_key(&cf.x, b->out, len);
}
static int x_get_pub(const io *b, size_t len, int which)
{
    (void)which;
    return qz_x25519_get_public_key(&cf.x, b->out, len);
}
static int x_dh(const io *b, size_t len, int which)
{
    return qz_x25519(&cf.x, ec_wsp(b, which), ec_wsl(b, which, len), ec_out(b, which),
                     which == A_LEN ? len : 32, cf.peer, which == A_LEN2 ? len : 32);
}
static int ed_generate(const io *b, size_t len, int which)
{
    return qz_ed25519_generate_key(&ed_out, &SRC, ec_wsp(b, which), ec_wsl(b, which, len));
}
static int ed_set(const io *b, size_t len, int which)
{
    return qz_ed25519_set_private_key(&ed_out, ec_wsp(b, which), ec_wsl(b, which, len), cf.seed,
                                      which == A_LEN ? len : 32);
}
static int ed_get_priv(const io *b, size_t len, int which)
{
    (void)which;
    return qz_ed25519_get_private_key(&cf.ed, b->out, len);
}
static int ed_get_pub(const io *b, size_t len, int which)
{
    (void)which;
    return qz_ed25519_get_public_key(&cf.ed, b->out, len);
}
static int ed_set_pub(const io *b, size_t len, int which)
{
    return qz_ed25519_set_public_key(&edpub_out, ec_wsp(b, which), ec_wsl(b, which, len), cf.pub,
                                     which == A_LEN ? len : 32);
}
/* Signing: A_LEN probes sig_len, A_LEN2 msg_len or digest_len, A_CTX ctx_len. */
static size_t msg_len_of(size_t len, int which) { return which == A_LEN2 ? len : SMALL; }
static size_t ctx_len_of(size_t len, int which) { return which == A_CTX ? len : 255; }
static int ed_sign(const io *b, size_t len, int which)
{
    return qz_ed25519_sign(&cf.ed, ec_wsp(b, which), ec_wsl(b, which, len), ec_out(b, which),
                           which == A_LEN ? len : 64, b->in, msg_len_of(len, which));
}
static int ed_ctx_sign(const io *b, size_t len, int which)
{
    return qz_ed25519ctx_sign(&cf.ed, ec_wsp(b, which), ec_wsl(b, which, len), ec_out(b, which),
                              which == A_LEN ? len : 64, b->in, ctx_len_of(len, which), b->in,
                              msg_len_of(len, which));
}
static int ed_ph_sign(const io *b, size_t len, int which)
{
    return qz_ed25519ph_sign(&cf.ed, ec_wsp(b, which), ec_wsl(b, which, len), ec_out(b, which),
                             which == A_LEN ? len : 64, b->in, ctx_len_of(len, which), b->in,
                             msg_len_of(len, which));
}
static int ed_ph_sign_digest(const io *b, size_t len, int which)
{
    return qz_ed25519ph_sign_digest(&cf.ed, ec_wsp(b, which), ec_wsl(b, which, len),
                                    ec_out(b, which), which == A_LEN ? len : 64, b->in,
                                    ctx_len_of(len, which), which == A_LEN2 ? b->in : cf.digest,
                                    which == A_LEN2 ? len : 64);
}
/* Verification: A_LEN probes sig_len. */
static int ed_verify(const io *b, size_t len, int which)
{
    return qz_ed25519_verify(&cf.edpub, ec_wsp(b, which), ec_wsl(b, which, len), b->in,
                             msg_len_of(len, which), cf.sig, which == A_LEN ? len : 64);
}
static int ed_ctx_verify(const io *b, size_t len, int which)
{
    return qz_ed25519ctx_verify(&cf.edpub, ec_wsp(b, which), ec_wsl(b, which, len), b->in,
                                ctx_len_of(len, which), b->in, msg_len_of(len, which),
                                cf.sig_ctx, which == A_LEN ? len : 64);
}
static int ed_ph_verify(const io *b, size_t len, int which)
{
    return qz_ed25519ph_verify(&cf.edpub, ec_wsp(b, which), ec_wsl(b, which, len), b->in,
                               ctx_len_of(len, which), b->in, msg_len_of(len, which),
                               cf.sig_ph, which == A_LEN ? len : 64);
}
static int ed_ph_verify_digest(const io *b, size_t len, int which)
{
    return qz_ed25519ph_verify_digest(&cf.edpub, ec_wsp(b, which), ec_wsl(b, which, len), b->in,
                                      ctx_len_of(len, which),
                                      which == A_LEN2 ? b->in : cf.digest,
                                      which == A_LEN2 ? len : 64, cf.sig_ph,
                                      which == A_LEN ? len : 64);
}

#define C_CALL(fn, which)                                                                      \
    static int call_##fn##_##which(const io *b, size_t len) { return fn(b, len, which); }
C_CALL(x_generate, A_WS)
C_CALL(x_set, A_WS)
C_CALL(x_set, A_LEN)
C_CALL(x_get_priv, A_LEN)
C_CALL(x_get_pub, A_LEN)
C_CALL(x_dh, A_WS)
C_CALL(x_dh, A_LEN)
C_CALL(x_dh, A_LEN2)
C_CALL(ed_generate, A_WS)
C_CALL(ed_set, A_WS)
C_CALL(ed_set, A_LEN)
C_CALL(ed_get_priv, A_LEN)
C_CALL(ed_get_pub, A_LEN)
C_CALL(ed_set_pub, A_WS)
C_CALL(ed_set_pub, A_LEN)
C_CALL(ed_sign, A_WS)
C_CALL(ed_sign, A_LEN)
C_CALL(ed_sign, A_LEN2)
C_CALL(ed_ctx_sign, A_WS)
C_CALL(ed_ctx_sign, A_LEN)
C_CALL(ed_ctx_sign, A_LEN2)
C_CALL(ed_ctx_sign, A_CTX)
C_CALL(ed_ph_sign, A_WS)
C_CALL(ed_ph_sign, A_LEN)
C_CALL(ed_ph_sign, A_LEN2)
C_CALL(ed_ph_sign, A_CTX)
C_CALL(ed_ph_sign_digest, A_WS)
C_CALL(ed_ph_sign_digest, A_LEN)
C_CALL(ed_ph_sign_digest, A_LEN2)
C_CALL(ed_ph_sign_digest, A_CTX)
C_CALL(ed_verify, A_WS)
C_CALL(ed_verify, A_LEN)
C_CALL(ed_verify, A_LEN2)
C_CALL(ed_ctx_verify, A_WS)
C_CALL(ed_ctx_verify, A_LEN)
C_CALL(ed_ctx_verify, A_LEN2)
C_CALL(ed_ctx_verify, A_CTX)
C_CALL(ed_ph_verify, A_WS)
C_CALL(ed_ph_verify, A_LEN)
C_CALL(ed_ph_verify, A_LEN2)
C_CALL(ed_ph_verify, A_CTX)
C_CALL(ed_ph_verify_digest, A_WS)
C_CALL(ed_ph_verify_digest, A_LEN)
C_CALL(ed_ph_verify_digest, A_LEN2)
C_CALL(ed_ph_verify_digest, A_CTX)

/* ---- X448 and Ed448 (x448.h, ed448.h) ------------------------------------
 * As X25519 and Ed25519: the workspace the out buffer on the ws_len rows
 * (wiped up to QZ_X448_ / QZ_ED448_WORKSPACE_BYTES, untouched beyond),
 * outputs then to ec_sink. Ed448 and Ed448ph both take a context of 0 to
 * 255 bytes: valid calls pass the input buffer's first 255 bytes, a
 * message of SMALL bytes and its SHAKE256 (64 bytes) as the digest,
 * except on the digest_len rows, which pass the input buffer (the valid
 * call of ph_verify_digest's row is QZ_ERR_AUTH). */
_Static_assert(sizeof ec_ws >= QZ_ED448_WORKSPACE_BYTES && WS_CAP >= QZ_ED448_WORKSPACE_BYTES &&
                   sizeof ec_sink >= QZ_ED448_SIG_BYTES,
               "bad-length: the Ed448 workspace and signature fit");
static struct {
    qz_x448_private_key x;
    qz_ed448_private_key ed;
    qz_ed448_public_key edpub;
    uint8_t seed[57], xpriv[56], peer[56], pub[57];
    uint8_t sig[114], sig_ph[114], digest[64];
} cf4;
static qz_x448_private_key x4_out;
static qz_ed448_private_key ed4_out;
static qz_ed448_public_key ed4pub_out;

static int x4_generate(const io *b, size_t len, int which)
{
    return qz_x448_generate_key(&x4_out, &SRC, ec_wsp(b, which), ec_wsl(b, which, len));
}
static int x4_set(const io *b, size_t len, int which)
{
    return qz_x448_set_private_key(&x4_out, ec_wsp(b, which), ec_wsl(b, which, len), cf4.xpriv,
                                   which == A_LEN ? len : 56);
}
static int x4_get_priv(const io *b, size_t len, int which)
{
    (void)which;
    return qz_x448_get_private_key(&cf4.x, b->out, len);
}
static int x4_get_pub(const io *b, size_t len, int which)
{
    (void)which;
    return qz_x448_get_public_key(&cf4.x, b->out, len);
}
static int x4_dh(const io *b, size_t len, int which)
{
    return qz_x448(&cf4.x, ec_wsp(b, which), ec_wsl(b, which, len), ec_out(b, which),
                   which == A_LEN ? len : 56, cf4.peer, which == A_LEN2 ? len : 56);
}
static int e4_generate(const io *b, size_t len, int which)
{
    return qz_ed448_generate_key(&ed4_out, &SRC, ec_wsp(b, which), ec_wsl(b, which, len));
}
static int e4_set(const io *b, size_t len, int which)
{
    return qz_ed448_set_private_key(&ed4_out, ec_wsp(b, which), ec_wsl(b, which, len), cf4.seed,
                                    which == A_LEN ? len : 57);
}
static int e4_get_priv(const io *b, size_t len, int which)
{
    (void)which;
    return qz_ed448_get_private_key(&cf4.ed, b->out, len);
}
static int e4_get_pub(const io *b, size_t len, int which)
{
    (void)which;
    return qz_ed448_get_public_key(&cf4.ed, b->out, len);
}
static int e4_set_pub(const io *b, size_t len, int which)
{
    return qz_ed448_set_public_key(&ed4pub_out, ec_wsp(b, which), ec_wsl(b, which, len), cf4.pub,
                                   which == A_LEN ? len : 57);
}
/* Signing: A_LEN probes sig_len, A_LEN2 msg_len or digest_len, A_CTX ctx_len. */
static int e4_sign(const io *b, size_t len, int which)
{
    return qz_ed448_sign(&cf4.ed, ec_wsp(b, which), ec_wsl(b, which, len), ec_out(b, which),
                         which == A_LEN ? len : 114, b->in, ctx_len_of(len, which), b->in,
                         msg_len_of(len, which));
}
static int e4_ph_sign(const io *b, size_t len, int which)
{
    return qz_ed448ph_sign(&cf4.ed, ec_wsp(b, which), ec_wsl(b, which, len), ec_out(b, which),
                           which == A_LEN ? len : 114, b->in, ctx_len_of(len, which), b->in,
                           msg_len_of(len, which));
}
static int e4_ph_sign_digest(const io *b, size_t len, int which)
{
    return qz_ed448ph_sign_digest(&cf4.ed, ec_wsp(b, which), ec_wsl(b, which, len),
                                  ec_out(b, which), which == A_LEN ? len : 114, b->in,
                                  ctx_len_of(len, which), which == A_LEN2 ? b->in : cf4.digest,
                                  which == A_LEN2 ? len : 64);
}
/* Verification: A_LEN probes sig_len. */
static int e4_verify(const io *b, size_t len, int which)
{
    return qz_ed448_verify(&cf4.edpub, ec_wsp(b, which), ec_wsl(b, which, len), b->in,
                           ctx_len_of(len, which), b->in, msg_len_of(len, which), cf4.sig,
                           which == A_LEN ? len : 114);
}
static int e4_ph_verify(const io *b, size_t len, int which)
{
    return qz_ed448ph_verify(&cf4.edpub, ec_wsp(b, which), ec_wsl(b, which, len), b->in,
                             ctx_len_of(len, which), b->in, msg_len_of(len, which), cf4.sig_ph,
                             which == A_LEN ? len : 114);
}
static int e4_ph_verify_digest(const io *b, size_t len, int which)
{
    return qz_ed448ph_verify_digest(&cf4.edpub, ec_wsp(b, which), ec_wsl(b, which, len), b->in,
                                    ctx_len_of(len, which), which == A_LEN2 ? b->in : cf4.digest,
                                    which == A_LEN2 ? len : 64, cf4.sig_ph,
                                    which == A_LEN ? len : 114);
}

C_CALL(x4_generate, A_WS)
C_CALL(x4_set, A_WS)
C_CALL(x4_set, A_LEN)
C_CALL(x4_get_priv, A_LEN)
C_CALL(x4_get_pub, A_LEN)
C_CALL(x4_dh, A_WS)
C_CALL(x4_dh, A_LEN)
C_CALL(x4_dh, A_LEN2)
C_CALL(e4_generate, A_WS)
C_CALL(e4_set, A_WS)
C_CALL(e4_set, A_LEN)
C_CALL(e4_get_priv, A_LEN)
C_CALL(e4_get_pub, A_LEN)
C_CALL(e4_set_pub, A_WS)
C_CALL(e4_set_pub, A_LEN)
C_CALL(e4_sign, A_WS)
C_CALL(e4_sign, A_LEN)
C_CALL(e4_sign, A_LEN2)
C_CALL(e4_sign, A_CTX)
C_CALL(e4_ph_sign, A_WS)
C_CALL(e4_ph_sign, A_LEN)
C_CALL(e4_ph_sign, A_LEN2)
C_CALL(e4_ph_sign, A_CTX)
C_CALL(e4_ph_sign_digest, A_WS)
C_CALL(e4_ph_sign_digest, A_LEN)
C_CALL(e4_ph_sign_digest, A_LEN2)
C_CALL(e4_ph_sign_digest, A_CTX)
C_CALL(e4_verify, A_WS)
C_CALL(e4_verify, A_LEN)
C_CALL(e4_verify, A_LEN2)
C_CALL(e4_verify, A_CTX)
C_CALL(e4_ph_verify, A_WS)
C_CALL(e4_ph_verify, A_LEN)
C_CALL(e4_ph_verify, A_LEN2)
C_CALL(e4_ph_verify, A_CTX)
C_CALL(e4_ph_verify_digest, A_WS)
C_CALL(e4_ph_verify_digest, A_LEN)
C_CALL(e4_ph_verify_digest, A_LEN2)
C_CALL(e4_ph_verify_digest, A_CTX)

/* ---- ML-KEM (mlkem.h) ------------------------------------------------------
 * ML-KEM-768 stands for the three sets (one representative size): a key
 * pair from a fixed seed, in both dk forms, and a ciphertext to it. Every
 * length must be exactly the set's; dk_len either form's (lo the seed
 * form's 64, every length between refused: F_GAP); and each row also
 * probes the same argument's length in the other two sets (MK_ROWS'
 * other). The workspace is the out buffer on the ws_len rows (wiped up to
 * the call's own QZ_MLKEM_*_WORKSPACE_BYTES, untouched beyond; valid at
 * exactly that size too), other outputs then go to the sinks; on the
 * other rows the probed output is the out buffer and the rest go to the
 * sinks. Inputs are the fixture's, never the pattern of the in buffer (a
 * pattern dk would fail its hash check). */
enum { MK_WS, MK_EK, MK_DK, MK_SEED, MK_SS, MK_CT, MK_M }; /* which length a call probes */
_Static_assert(QZ_MLKEM_WORKSPACE_BYTES(768) <= WS_CAP,
               "bad-length: the ML-KEM-768 workspace fits");
static struct {
    uint8_t seed[QZ_MLKEM_SEED_BYTES], m[QZ_MLKEM_M_BYTES];
    uint8_t ek[QZ_MLKEM_EK_BYTES(768)], dk[QZ_MLKEM_DK_BYTES(768)], ct[QZ_MLKEM_CT_BYTES(768)];
} mkf;
static uint32_t mk_ws[QZ_MLKEM_WORKSPACE_BYTES(768) / 4];
static uint8_t mk_ek[QZ_MLKEM_EK_BYTES(768)], mk_dk[QZ_MLKEM_DK_BYTES(768)];
static uint8_t mk_ct[QZ_MLKEM_CT_BYTES(768)], mk_ss[QZ_MLKEM_SS_BYTES];

static void *mk_wsp(const io *b, int which) { return which == MK_WS ? (void *)b->out : mk_ws; }
static size_t mk_wsl(int which, size_t len) { return which == MK_WS ? len : sizeof mk_ws; }
/* Argument arg's output buffer and length: the out buffer and the probed
 * length when arg is the probed one, else its sink and its size. */
static uint8_t *mk_o(const io *b, int which, int arg, uint8_t *sink)
{
    return which == arg ? b->out : sink;
}
static size_t mk_l(int which, int arg, size_t len, size_t size)
{
    return which == arg ? len : size;
}
#define MK_EK_LEN(w) mk_l(w, MK_EK, len, QZ_MLKEM_EK_BYTES(768))
#define MK_DK_LEN(w) mk_l(w, MK_DK, len, QZ_MLKEM_DK_BYTES(768))
#define MK_CT_LEN(w) mk_l(w, MK_CT, len, QZ_MLKEM_CT_BYTES(768))
#define MK_SS_LEN(w) mk_l(w, MK_SS, len, QZ_MLKEM_SS_BYTES)

static int mk_generate(const io *b, size_t len, int which)
{
    return qz_mlkem_generate_key(QZ_MLKEM768, &SRC, mk_wsp(b, which), mk_wsl(which, len),
                                 mk_o(b, which, MK_EK, mk_ek), MK_EK_LEN(which),
                                 mk_o(b, which, MK_DK, mk_dk), MK_DK_LEN(which));
}
/* The seed form of dk (dk_len 64) on the ws_len row: it computes ek. */
static int mk_generate_seed(const io *b, size_t len, int which)
{
    return qz_mlkem_generate_key(QZ_MLKEM768, &SRC, mk_wsp(b, which), mk_wsl(which, len), mk_ek,
                                 QZ_MLKEM_EK_BYTES(768), mk_dk, QZ_MLKEM_SEED_BYTES);
}
static int mk_derand(const io *b, size_t len, int which)
{
    return qz_mlkem_generate_key_derand(QZ_MLKEM768, mk_wsp(b, which), mk_wsl(which, len),
                                        mk_o(b, which, MK_EK, mk_ek), MK_EK_LEN(which),
                                        mk_o(b, which, MK_DK, mk_dk), MK_DK_LEN(which), mkf.seed,
                                        mk_l(which, MK_SEED, len, QZ_MLKEM_SEED_BYTES));
}
static int mk_get_ek(const io *b, size_t len, int which)
{
    return qz_mlkem_get_encaps_key(QZ_MLKEM768, mk_wsp(b, which), mk_wsl(which, len),
                                   mk_o(b, which, MK_EK, mk_ek), MK_EK_LEN(which), mkf.dk,
                                   MK_DK_LEN(which));
}
/* From the seed form: ek is computed in the workspace. */
static int mk_get_ek_seed(const io *b, size_t len, int which)
{
    return qz_mlkem_get_encaps_key(QZ_MLKEM768, mk_wsp(b, which), mk_wsl(which, len), mk_ek,
                                   QZ_MLKEM_EK_BYTES(768), mkf.seed, QZ_MLKEM_SEED_BYTES);
}
static int mk_encaps(const io *b, size_t len, int which)
{
    return qz_mlkem_encaps(QZ_MLKEM768, &SRC, mk_wsp(b, which), mk_wsl(which, len),
                           mk_o(b, which, MK_SS, mk_ss), MK_SS_LEN(which),
                           mk_o(b, which, MK_CT, mk_ct), MK_CT_LEN(which), mkf.ek,
                           MK_EK_LEN(which));
}
static int mk_encaps_derand(const io *b, size_t len, int which)
{
    return qz_mlkem_encaps_derand(QZ_MLKEM768, mk_wsp(b, which), mk_wsl(which, len),
                                  mk_o(b, which, MK_SS, mk_ss), MK_SS_LEN(which),
                                  mk_o(b, which, MK_CT, mk_ct), MK_CT_LEN(which), mkf.ek,
                                  MK_EK_LEN(which), mkf.m,
                                  mk_l(which, MK_M, len, QZ_MLKEM_M_BYTES));
}
static int mk_decaps(const io *b, size_t len, int which)
{
    return qz_mlkem_decaps(QZ_MLKEM768, mk_wsp(b, which), mk_wsl(which, len),
                           mk_o(b, which, MK_SS, mk_ss), MK_SS_LEN(which), mkf.dk,
                           MK_DK_LEN(which), mkf.ct, MK_CT_LEN(which));
}
/* With the seed-form key: the workspace also holds the expanded key. */
static int mk_decaps_seed(const io *b, size_t len, int which)
{
    return qz_mlkem_decaps(QZ_MLKEM768, mk_wsp(b, which), mk_wsl(which, len),
                           mk_o(b, which, MK_SS, mk_ss), MK_SS_LEN(which), mkf.seed,
                           QZ_MLKEM_SEED_BYTES, mkf.ct, MK_CT_LEN(which));
}
/* The same without the hash check (qz_mlkem_decaps_checked_key): the same
 * length rules. */
static int mk_decaps_ck(const io *b, size_t len, int which)
{
    return qz_mlkem_decaps_checked_key(QZ_MLKEM768, mk_wsp(b, which), mk_wsl(which, len),
                                       mk_o(b, which, MK_SS, mk_ss), MK_SS_LEN(which), mkf.dk,
                                       MK_DK_LEN(which), mkf.ct, MK_CT_LEN(which));
}
static int mk_decaps_ck_seed(const io *b, size_t len, int which)
{
    return qz_mlkem_decaps_checked_key(QZ_MLKEM768, mk_wsp(b, which), mk_wsl(which, len),
                                       mk_o(b, which, MK_SS, mk_ss), MK_SS_LEN(which),
                                       mkf.seed, QZ_MLKEM_SEED_BYTES, mkf.ct,
                                       MK_CT_LEN(which));
}
static int mk_check_ek(const io *b, size_t len, int which)
{
    (void)b;
    return qz_mlkem_check_encaps_key(QZ_MLKEM768, mkf.ek, MK_EK_LEN(which));
}
static int mk_check_dk(const io *b, size_t len, int which)
{
    (void)b;
    return qz_mlkem_check_decaps_key(QZ_MLKEM768, mkf.dk, MK_DK_LEN(which));
}

#define MK_CALL(fn, which)                                                                     \
    static int call_##fn##_##which(const io *b, size_t len) { return fn(b, len, which); }
MK_CALL(mk_generate, MK_WS)
MK_CALL(mk_generate, MK_EK)
MK_CALL(mk_generate, MK_DK)
MK_CALL(mk_generate_seed, MK_WS)
MK_CALL(mk_derand, MK_WS)
MK_CALL(mk_derand, MK_EK)
MK_CALL(mk_derand, MK_DK)
MK_CALL(mk_derand, MK_SEED)
MK_CALL(mk_get_ek, MK_WS)
MK_CALL(mk_get_ek, MK_EK)
MK_CALL(mk_get_ek, MK_DK)
MK_CALL(mk_get_ek_seed, MK_WS)
MK_CALL(mk_encaps, MK_WS)
MK_CALL(mk_encaps, MK_SS)
MK_CALL(mk_encaps, MK_CT)
MK_CALL(mk_encaps, MK_EK)
MK_CALL(mk_encaps_derand, MK_WS)
MK_CALL(mk_encaps_derand, MK_SS)
MK_CALL(mk_encaps_derand, MK_CT)
MK_CALL(mk_encaps_derand, MK_EK)
MK_CALL(mk_encaps_derand, MK_M)
MK_CALL(mk_decaps, MK_WS)
MK_CALL(mk_decaps, MK_SS)
MK_CALL(mk_decaps, MK_DK)
MK_CALL(mk_decaps, MK_CT)
MK_CALL(mk_decaps_seed, MK_WS)
MK_CALL(mk_decaps_ck, MK_WS)
MK_CALL(mk_decaps_ck, MK_SS)
MK_CALL(mk_decaps_ck, MK_DK)
MK_CALL(mk_decaps_ck, MK_CT)
MK_CALL(mk_decaps_ck_seed, MK_WS)
MK_CALL(mk_check_ek, MK_EK)
MK_CALL(mk_check_dk, MK_DK)

/* ---- ML-DSA (mldsa.h) ------------------------------------------------------
 * ML-DSA-44 stands for the three sets: a key pair from a fixed xi, and a
 * signature of each kind over a fixed message with a 255-byte context
 * (the valid calls of the ctx_len rows use the longest context). Every
 * length must be exactly the set's (the workspace at least the call's
 * QZ_MLDSA_*_WORKSPACE_BYTES, ctx_len at most 255); each row also probes
 * the same argument's length in ML-DSA-65 and 87 (DS_ROWS' other). A
 * verification takes any sig_len: another one is QZ_ERR_AUTH. The
 * workspace is the out buffer on the ws_len rows (with DS_WS_CAP bytes:
 * the sign workspace is 45 KiB), other outputs go to the sinks; on the
 * other rows the probed output is the out buffer. Inputs are the
 * fixture's. */
enum { DS_WS, DS_PK, DS_SK, DS_SEED, DS_SIG, DS_CTX, DS_MU, DS_DIGEST };
_Static_assert(DS_WS_CAP <= BIG, "bad-length: the ML-DSA-44 workspace fits");
static struct {
    uint8_t xi[32], ctx[255], msg[64], mu[64], digest[32];
    uint8_t pk[QZ_MLDSA_PK_BYTES(44)], sk[QZ_MLDSA_SK_BYTES(44)];
    uint8_t sig[QZ_MLDSA_SIG_BYTES(44)], sig_ph[QZ_MLDSA_SIG_BYTES(44)];
} dsf;
static uint32_t ds_ws[QZ_MLDSA_SIGN_WORKSPACE_BYTES(44) / 4];
static uint8_t ds_pk[QZ_MLDSA_PK_BYTES(44)], ds_sk[QZ_MLDSA_SK_BYTES(44)];
static uint8_t ds_sig[QZ_MLDSA_SIG_BYTES(44)], ds_mu[64];

static void *ds_wsp(const io *b, int which) { return which == DS_WS ? (void *)b->out : ds_ws; }
static size_t ds_wsl(int which, size_t len) { return which == DS_WS ? len : sizeof ds_ws; }
#define DS_O(w, arg, sink) mk_o(b, w, arg, sink)
#define DS_L(w, arg, size) mk_l(w, arg, len, size)
#define DS_PKL(w) DS_L(w, DS_PK, QZ_MLDSA_PK_BYTES(44))
#define DS_SKL(w) DS_L(w, DS_SK, QZ_MLDSA_SK_BYTES(44))
#define DS_SIGL(w) DS_L(w, DS_SIG, QZ_MLDSA_SIG_BYTES(44))
#define DS_CTXL(w) DS_L(w, DS_CTX, sizeof dsf.ctx)
#define DS_MUL(w) DS_L(w, DS_MU, 64)
#define DS_DL(w) DS_L(w, DS_DIGEST, 32)

static int ds_generate(const io *b, size_t len, int w)
{
    return qz_mldsa_generate_key(QZ_MLDSA44, &SRC, ds_wsp(b, w), ds_wsl(w, len),
                                 DS_O(w, DS_PK, ds_pk), DS_PKL(w), DS_O(w, DS_SK, ds_sk),
                                 DS_SKL(w));
}
static int ds_derand(const io *b, size_t len, int w)
{
    return qz_mldsa_generate_key_derand(QZ_MLDSA44, ds_wsp(b, w), ds_wsl(w, len),
                                        DS_O(w, DS_PK, ds_pk), DS_PKL(w), DS_O(w, DS_SK, ds_sk),
                                        DS_SKL(w), dsf.xi, DS_L(w, DS_SEED, 32));
}
static int ds_sign(const io *b, size_t len, int w)
{
    return qz_mldsa_sign(QZ_MLDSA44, ds_wsp(b, w), ds_wsl(w, len), DS_O(w, DS_SIG, ds_sig),
                         DS_SIGL(w), dsf.sk, DS_SKL(w), dsf.ctx, DS_CTXL(w), dsf.msg,
                         sizeof dsf.msg);
}
static int ds_sign_hedged(const io *b, size_t len, int w)
{
    return qz_mldsa_sign_hedged(QZ_MLDSA44, &SRC, ds_wsp(b, w), ds_wsl(w, len),
                                DS_O(w, DS_SIG, ds_sig), DS_SIGL(w), dsf.sk, DS_SKL(w), dsf.ctx,
                                DS_CTXL(w), dsf.msg, sizeof dsf.msg);
}
static int ds_sign_ph(const io *b, size_t len, int w)
{
    return qz_mldsa_sign_prehash(QZ_MLDSA44, QZ_HASH_SHA256, ds_wsp(b, w), ds_wsl(w, len),
                                 DS_O(w, DS_SIG, ds_sig), DS_SIGL(w), dsf.sk, DS_SKL(w), dsf.ctx,
                                 DS_CTXL(w), dsf.msg, sizeof dsf.msg);
}
static int ds_sign_ph_hedged(const io *b, size_t len, int w)
{
    return qz_mldsa_sign_prehash_hedged(QZ_MLDSA44, QZ_HASH_SHA256, &SRC, ds_wsp(b, w),
                                        ds_wsl(w, len), DS_O(w, DS_SIG, ds_sig), DS_SIGL(w),
                                        dsf.sk, DS_SKL(w), dsf.ctx, DS_CTXL(w), dsf.msg,
                                        sizeof dsf.msg);
}
static int ds_sign_digest(const io *b, size_t len, int w)
{
    return qz_mldsa_sign_prehash_digest(QZ_MLDSA44, QZ_HASH_SHA256, ds_wsp(b, w),
                                        ds_wsl(w, len), DS_O(w, DS_SIG, ds_sig), DS_SIGL(w),
                                        dsf.sk, DS_SKL(w), dsf.ctx, DS_CTXL(w), dsf.digest,
                                        DS_DL(w));
}
static int ds_sign_digest_hedged(const io *b, size_t len, int w)
{
    return qz_mldsa_sign_prehash_digest_hedged(QZ_MLDSA44, QZ_HASH_SHA256, &SRC, ds_wsp(b, w),
                                               ds_wsl(w, len), DS_O(w, DS_SIG, ds_sig),
                                               DS_SIGL(w), dsf.sk, DS_SKL(w), dsf.ctx,
                                               DS_CTXL(w), dsf.digest, DS_DL(w));
}
static int ds_sign_mu(const io *b, size_t len, int w)
{
    return qz_mldsa_sign_mu(QZ_MLDSA44, ds_wsp(b, w), ds_wsl(w, len), DS_O(w, DS_SIG, ds_sig),
                            DS_SIGL(w), dsf.sk, DS_SKL(w), dsf.mu, DS_MUL(w));
}
static int ds_sign_mu_hedged(const io *b, size_t len, int w)
{
    return qz_mldsa_sign_mu_hedged(QZ_MLDSA44, &SRC, ds_wsp(b, w), ds_wsl(w, len),
                                   DS_O(w, DS_SIG, ds_sig), DS_SIGL(w), dsf.sk, DS_SKL(w),
                                   dsf.mu, DS_MUL(w));
}
static int ds_compute_mu(const io *b, size_t len, int w)
{
    return qz_mldsa_compute_mu(QZ_MLDSA44, DS_O(w, DS_MU, ds_mu), DS_MUL(w), dsf.pk, DS_PKL(w),
                               dsf.ctx, DS_CTXL(w), dsf.msg, sizeof dsf.msg);
}
static int ds_verify(const io *b, size_t len, int w)
{
    return qz_mldsa_verify(QZ_MLDSA44, ds_wsp(b, w), ds_wsl(w, len), dsf.pk, DS_PKL(w), dsf.ctx,
                           DS_CTXL(w), dsf.msg, sizeof dsf.msg, dsf.sig, DS_SIGL(w));
}
static int ds_verify_ph(const io *b, size_t len, int w)
{
    return qz_mldsa_verify_prehash(QZ_MLDSA44, QZ_HASH_SHA256, ds_wsp(b, w), ds_wsl(w, len),
                                   dsf.pk, DS_PKL(w), dsf.ctx, DS_CTXL(w), dsf.msg,
                                   sizeof dsf.msg, dsf.sig_ph, DS_SIGL(w));
}
static int ds_verify_digest(const io *b, size_t len, int w)
{
    return qz_mldsa_verify_prehash_digest(QZ_MLDSA44, QZ_HASH_SHA256, ds_wsp(b, w),
                                          ds_wsl(w, len), dsf.pk, DS_PKL(w), dsf.ctx,
                                          DS_CTXL(w), dsf.digest, DS_DL(w), dsf.sig_ph,
                                          DS_SIGL(w));
}
static int ds_verify_mu(const io *b, size_t len, int w)
{
    return qz_mldsa_verify_mu(QZ_MLDSA44, ds_wsp(b, w), ds_wsl(w, len), dsf.pk, DS_PKL(w),
                              dsf.mu, DS_MUL(w), dsf.sig, DS_SIGL(w));
}
#define DS_CALL(fn, which)                                                                     \
    static int call_##fn##_##which(const io *b, size_t len) { return fn(b, len, which); }
DS_CALL(ds_generate, DS_WS)
DS_CALL(ds_generate, DS_PK)
DS_CALL(ds_generate, DS_SK)
DS_CALL(ds_derand, DS_WS)
DS_CALL(ds_derand, DS_PK)
DS_CALL(ds_derand, DS_SK)
DS_CALL(ds_derand, DS_SEED)
#define DS_SIGN_CALLS(fn)                                                                      \
    DS_CALL(fn, DS_WS)                                                                         \
    DS_CALL(fn, DS_SIG)                                                                        \
    DS_CALL(fn, DS_SK)
DS_SIGN_CALLS(ds_sign)
DS_SIGN_CALLS(ds_sign_hedged)
DS_SIGN_CALLS(ds_sign_ph)
DS_SIGN_CALLS(ds_sign_ph_hedged)
DS_SIGN_CALLS(ds_sign_digest)
DS_SIGN_CALLS(ds_sign_digest_hedged)
DS_SIGN_CALLS(ds_sign_mu)
DS_SIGN_CALLS(ds_sign_mu_hedged)
DS_CALL(ds_sign, DS_CTX)
DS_CALL(ds_sign_hedged, DS_CTX)
DS_CALL(ds_sign_ph, DS_CTX)
DS_CALL(ds_sign_ph_hedged, DS_CTX)
DS_CALL(ds_sign_digest, DS_CTX)
DS_CALL(ds_sign_digest_hedged, DS_CTX)
DS_CALL(ds_sign_digest, DS_DIGEST)
DS_CALL(ds_sign_digest_hedged, DS_DIGEST)
DS_CALL(ds_sign_mu, DS_MU)
DS_CALL(ds_sign_mu_hedged, DS_MU)
DS_CALL(ds_compute_mu, DS_MU)
DS_CALL(ds_compute_mu, DS_PK)
DS_CALL(ds_compute_mu, DS_CTX)
#define DS_VERIFY_CALLS(fn)                                                                    \
    DS_CALL(fn, DS_WS)                                                                         \
    DS_CALL(fn, DS_PK)                                                                         \
    DS_CALL(fn, DS_SIG)
DS_VERIFY_CALLS(ds_verify)
DS_VERIFY_CALLS(ds_verify_ph)
DS_VERIFY_CALLS(ds_verify_digest)
DS_VERIFY_CALLS(ds_verify_mu)
DS_CALL(ds_verify, DS_CTX)
DS_CALL(ds_verify_ph, DS_CTX)
DS_CALL(ds_verify_digest, DS_CTX)
DS_CALL(ds_verify_digest, DS_DIGEST)
DS_CALL(ds_verify_mu, DS_MU)

/* ---- RSA (rsa.h) -----------------------------------------------------------
 * RSA-2048 stands for the sizes (the private operations cost the most of
 * any call in this table): kat/rsa.txt's first RSA-2048 key (the
 * components of tests/ct/rsa_ct_key.h), its DER forms, a PSS signature
 * (fixed salt) and a v1.5 signature over the digest of SMALL bytes of
 * PAT_IN (the message the valid calls pass), an OAEP (empty label) and a
 * v1.5 ciphertext of a 32-byte message. Exact lengths (n, sig, ct, in,
 * out, p, digest, seed, DER input) are probed above and below; ranges
 * (e_len, d_len, qInv_len, salt, messages, out_cap, der_cap) from their
 * shortest valid length. The workspace is the out buffer on the ws_len
 * rows, other outputs go to rsa_sink; a private operation's workspace is
 * any length from LOW on, a larger one selecting MID or HIGH (F_WS_ANY:
 * a valid call leaves every byte up to the window it chose zero or
 * untouched, every byte beyond untouched). */
#include "tests/ct/rsa_ct_key.h"
enum { R_WS, R_LEN, R_LEN2, R_LEN3, R_LEN4 }; /* which length a call probes */
static struct {
    qz_rsa_private_key key;
    qz_rsa_public_key pub;
    uint8_t n2[512];   /* n twice: a 4096-bit modulus for the n_len row's valid call */
    uint8_t e256[256]; /* e after 253 zero bytes: e_len up to n_len */
    uint8_t pub_der[QZ_RSA_PUBLIC_DER_MAX_BYTES(2048)];
    uint8_t priv_der[QZ_RSA_PRIVATE_DER_MAX_BYTES(2048)];
    size_t pub_der_len, priv_der_len;
    uint8_t digest[32], msg[32], salt[32], seed[32];
    uint8_t pss[256], v15[256], oaep_ct[256], v15_ct[256];
} rf;
/* Room for the largest workspace a row's fixed call takes (non-CRT HIGH). */
static uint32_t rsa_ws[QZ_RSA_NONCRT_WORKSPACE_BYTES_HIGH(2048) / 4];
static uint8_t rsa_sink[512];
static qz_rsa_private_key rsa_key_out;
static qz_rsa_public_key rsa_pub_out;

static void *r_wsp(const io *b, int w) { return w == R_WS ? (void *)b->out : (void *)rsa_ws; }
static size_t r_wsl(int w, size_t len) { return w == R_WS ? len : sizeof rsa_ws; }
/* The output probed by `arg`: the out buffer when probed, else the sink. */
static uint8_t *r_o(const io *b, int w, int arg) { return w == arg ? b->out : rsa_sink; }
#define RL(w, arg, size) ((w) == (arg) ? len : (size_t)(size))
/* The SMALL-byte message of the valid calls, or the probed length of it. */
#define R_MSGL(w, arg) RL(w, arg, SMALL)

static int r_set_pub(const io *b, size_t len, int w)
{
    size_t el = RL(w, R_LEN2, 3);

    return qz_rsa_set_public_key_raw(&rsa_pub_out, r_wsp(b, w), r_wsl(w, len), rf.n2,
                                     RL(w, R_LEN, 256),
                                     el <= 256 ? rf.e256 + 256 - el : rf.e256, el);
}
static int r_get_pub(const io *b, size_t len, int w)
{
    return qz_rsa_get_public_key_raw(&rf.pub, r_o(b, w, R_LEN), RL(w, R_LEN, 256),
                                     w == R_LEN2 ? b->out : rsa_sink + 256, RL(w, R_LEN2, 3));
}
/* p_len (R_LEN), d_len (R_LEN2), qInv_len (R_LEN3). */
static int r_set_priv(const io *b, size_t len, int w)
{
    qz_rsa_private_parts pp = {ct_rsa_n, ct_rsa_e, ct_rsa_d, ct_rsa_p, ct_rsa_q, ct_rsa_dp,
                               ct_rsa_dq, ct_rsa_qinv, 256, 3, 256, 128, 128, 128, 128, 128};

    pp.p_len = RL(w, R_LEN, 128);
    pp.d_len = RL(w, R_LEN2, 256);
    pp.qinv_len = RL(w, R_LEN3, 128);
    return qz_rsa_set_private_key_raw(&rsa_key_out, r_wsp(b, w), r_wsl(w, len), &pp);
}
/* n (R_LEN), p (R_LEN2), e (R_LEN3). */
static int r_get_priv(const io *b, size_t len, int w)
{
    int part = w == R_LEN ? QZ_RSA_PART_N : w == R_LEN2 ? QZ_RSA_PART_P : QZ_RSA_PART_E;

    return qz_rsa_get_private_key_raw(&rf.key, b->out, len, part);
}
static int r_set_pub_der(const io *b, size_t len, int w)
{
    return qz_rsa_set_public_key_der(&rsa_pub_out, r_wsp(b, w), r_wsl(w, len), rf.pub_der,
                                     RL(w, R_LEN, rf.pub_der_len));
}
static int r_get_pub_der(const io *b, size_t len, int w)
{
    size_t dl;

    (void)w;
    return qz_rsa_get_public_key_der(&rf.pub, b->out, len, &dl);
}
static int r_set_priv_der(const io *b, size_t len, int w)
{
    return qz_rsa_set_private_key_der(&rsa_key_out, r_wsp(b, w), r_wsl(w, len), rf.priv_der,
                                      RL(w, R_LEN, rf.priv_der_len));
}
static int r_get_priv_der(const io *b, size_t len, int w)
{
    size_t dl;

    (void)w;
    return qz_rsa_get_private_key_der(&rf.key, b->out, len, &dl);
}
/* out_len (R_LEN), in_len (R_LEN2); the input a value below n (a signature). */
static int r_public(const io *b, size_t len, int w)
{
    return qz_rsa_public(&rf.pub, r_wsp(b, w), r_wsl(w, len), r_o(b, w, R_LEN),
                         RL(w, R_LEN, 256), rf.v15, RL(w, R_LEN2, 256));
}
static int r_private(const io *b, size_t len, int w)
{
    return qz_rsa_private(&rf.key, &SRC, r_wsp(b, w), r_wsl(w, len), r_o(b, w, R_LEN),
                          RL(w, R_LEN, 256), rf.v15, RL(w, R_LEN2, 256));
}
static int r_private_noncrt(const io *b, size_t len, int w)
{
    return qz_rsa_private_noncrt(&rf.key, &SRC, r_wsp(b, w), r_wsl(w, len), r_o(b, w, R_LEN),
                                 RL(w, R_LEN, 256), rf.v15, RL(w, R_LEN2, 256));
}
/* Signing: sig_len (R_LEN), msg_len or digest_len (R_LEN2), salt_len (R_LEN3). */
static int r_pss_sign(const io *b, size_t len, int w)
{
    return qz_rsa_pss_sign(&rf.key, QZ_HASH_SHA256, &SRC, r_wsp(b, w), r_wsl(w, len),
                           r_o(b, w, R_LEN), RL(w, R_LEN, 256), b->in, R_MSGL(w, R_LEN2),
                           RL(w, R_LEN3, 32));
}
static int r_pss_sign_digest(const io *b, size_t len, int w)
{
    return qz_rsa_pss_sign_digest(&rf.key, QZ_HASH_SHA256, &SRC, r_wsp(b, w), r_wsl(w, len),
                                  r_o(b, w, R_LEN), RL(w, R_LEN, 256),
                                  w == R_LEN2 ? b->in : rf.digest, RL(w, R_LEN2, 32),
                                  RL(w, R_LEN3, 32));
}
static int r_pss_derand(const io *b, size_t len, int w)
{
    return qz_rsa_pss_sign_digest_derand(&rf.key, QZ_HASH_SHA256, &SRC, r_wsp(b, w),
                                         r_wsl(w, len), r_o(b, w, R_LEN), RL(w, R_LEN, 256),
                                         w == R_LEN2 ? b->in : rf.digest, RL(w, R_LEN2, 32),
                                         w == R_LEN3 ? b->in : rf.salt, RL(w, R_LEN3, 32));
}
static int r_pkcs1_sign(const io *b, size_t len, int w)
{
    return qz_rsa_pkcs1_sign(&rf.key, QZ_HASH_SHA256, &SRC, r_wsp(b, w), r_wsl(w, len),
                             r_o(b, w, R_LEN), RL(w, R_LEN, 256), b->in, R_MSGL(w, R_LEN2));
}
static int r_pkcs1_sign_digest(const io *b, size_t len, int w)
{
    return qz_rsa_pkcs1_sign_digest(&rf.key, QZ_HASH_SHA256, &SRC, r_wsp(b, w), r_wsl(w, len),
                                    r_o(b, w, R_LEN), RL(w, R_LEN, 256),
                                    w == R_LEN2 ? b->in : rf.digest, RL(w, R_LEN2, 32));
}
/* Verification: sig_len (R_LEN: QZ_ERR_AUTH), msg_len or digest_len (R_LEN2). */
static int r_pss_verify(const io *b, size_t len, int w)
{
    return qz_rsa_pss_verify(&rf.pub, QZ_HASH_SHA256, r_wsp(b, w), r_wsl(w, len), b->in,
                             R_MSGL(w, R_LEN2), rf.pss, RL(w, R_LEN, 256), 32);
}
static int r_pss_verify_digest(const io *b, size_t len, int w)
{
    return qz_rsa_pss_verify_digest(&rf.pub, QZ_HASH_SHA256, r_wsp(b, w), r_wsl(w, len),
                                    w == R_LEN2 ? b->in : rf.digest, RL(w, R_LEN2, 32), rf.pss,
                                    RL(w, R_LEN, 256), 32);
}
static int r_pkcs1_verify(const io *b, size_t len, int w)
{
    return qz_rsa_pkcs1_verify(&rf.pub, QZ_HASH_SHA256, r_wsp(b, w), r_wsl(w, len), b->in,
                               R_MSGL(w, R_LEN2), rf.v15, RL(w, R_LEN, 256));
}
static int r_pkcs1_verify_digest(const io *b, size_t len, int w)
{
    return qz_rsa_pkcs1_verify_digest(&rf.pub, QZ_HASH_SHA256, r_wsp(b, w), r_wsl(w, len),
                                      w == R_LEN2 ? b->in : rf.digest, RL(w, R_LEN2, 32),
                                      rf.v15, RL(w, R_LEN, 256));
}
/* Encryption: ct_len (R_LEN), msg_len (R_LEN2), label_len (R_LEN3),
 * seed_len (R_LEN4); the message and the label from the in buffer. */
static int r_oaep_enc(const io *b, size_t len, int w)
{
    return qz_rsa_oaep_encrypt(&rf.pub, QZ_HASH_SHA256, &SRC, r_wsp(b, w), r_wsl(w, len),
                               r_o(b, w, R_LEN), RL(w, R_LEN, 256), b->in, RL(w, R_LEN3, 0),
                               b->in, RL(w, R_LEN2, 32));
}
static int r_oaep_derand(const io *b, size_t len, int w)
{
    return qz_rsa_oaep_encrypt_derand(&rf.pub, QZ_HASH_SHA256, r_wsp(b, w), r_wsl(w, len),
                                      r_o(b, w, R_LEN), RL(w, R_LEN, 256), b->in,
                                      RL(w, R_LEN3, 0), b->in, RL(w, R_LEN2, 32), rf.seed,
                                      RL(w, R_LEN4, 32));
}
static int r_pkcs1_enc(const io *b, size_t len, int w)
{
    return qz_rsa_pkcs1_encrypt(&rf.pub, &SRC, r_wsp(b, w), r_wsl(w, len), r_o(b, w, R_LEN),
                                RL(w, R_LEN, 256), b->in, RL(w, R_LEN2, 32));
}
/* Decryption: ct_len (R_LEN), out_cap (R_LEN2: refused after the
 * private operation, on the message's length). */
static int r_oaep_dec(const io *b, size_t len, int w)
{
    size_t ol;

    return qz_rsa_oaep_decrypt(&rf.key, QZ_HASH_SHA256, &SRC, r_wsp(b, w), r_wsl(w, len),
                               r_o(b, w, R_LEN2), RL(w, R_LEN2, 256), &ol, NULL, 0,
                               rf.oaep_ct, RL(w, R_LEN, 256));
}
static int r_pkcs1_dec(const io *b, size_t len, int w)
{
    size_t ol;

    return qz_rsa_pkcs1_decrypt(&rf.key, &SRC, r_wsp(b, w), r_wsl(w, len), r_o(b, w, R_LEN2),
                                RL(w, R_LEN2, 256), &ol, rf.v15_ct,
                                RL(w, R_LEN, 256));
}
/* Key generation: ws_len and e_len (R_LEN: e = 65537 right-aligned);
 * refusals only (a valid call costs 10^8 to 10^9 cycles). */
static int r_keygen(const io *b, size_t len, int w)
{
    size_t el = RL(w, R_LEN, 3);

    return qz_rsa_generate_key(&rsa_key_out, 2048, &SRC, r_wsp(b, w), r_wsl(w, len),
                               el <= 256 ? rf.e256 + 256 - el : rf.e256, el);
}

#define RS_CALL(fn, which)                                                                     \
    static int call_##fn##_##which(const io *b, size_t len) { return fn(b, len, which); }
RS_CALL(r_set_pub, R_WS)
RS_CALL(r_set_pub, R_LEN)
RS_CALL(r_set_pub, R_LEN2)
RS_CALL(r_get_pub, R_LEN)
RS_CALL(r_get_pub, R_LEN2)
RS_CALL(r_set_priv, R_WS)
RS_CALL(r_set_priv, R_LEN)
RS_CALL(r_set_priv, R_LEN2)
RS_CALL(r_set_priv, R_LEN3)
RS_CALL(r_get_priv, R_LEN)
RS_CALL(r_get_priv, R_LEN2)
RS_CALL(r_get_priv, R_LEN3)
RS_CALL(r_set_pub_der, R_WS)
RS_CALL(r_set_pub_der, R_LEN)
RS_CALL(r_get_pub_der, R_LEN)
RS_CALL(r_set_priv_der, R_WS)
RS_CALL(r_set_priv_der, R_LEN)
RS_CALL(r_get_priv_der, R_LEN)
RS_CALL(r_public, R_WS)
RS_CALL(r_public, R_LEN)
RS_CALL(r_public, R_LEN2)
RS_CALL(r_private, R_WS)
RS_CALL(r_private, R_LEN)
RS_CALL(r_private, R_LEN2)
RS_CALL(r_private_noncrt, R_WS)
RS_CALL(r_private_noncrt, R_LEN)
RS_CALL(r_private_noncrt, R_LEN2)
#define RS_SIGN_CALLS(fn)                                                                      \
    RS_CALL(fn, R_WS)                                                                          \
    RS_CALL(fn, R_LEN)                                                                         \
    RS_CALL(fn, R_LEN2)
RS_SIGN_CALLS(r_pss_sign)
RS_SIGN_CALLS(r_pss_sign_digest)
RS_SIGN_CALLS(r_pss_derand)
RS_SIGN_CALLS(r_pkcs1_sign)
RS_SIGN_CALLS(r_pkcs1_sign_digest)
RS_SIGN_CALLS(r_pss_verify)
RS_SIGN_CALLS(r_pss_verify_digest)
RS_SIGN_CALLS(r_pkcs1_verify)
RS_SIGN_CALLS(r_pkcs1_verify_digest)
RS_CALL(r_pss_sign, R_LEN3)
RS_CALL(r_pss_sign_digest, R_LEN3)
RS_CALL(r_pss_derand, R_LEN3)
RS_SIGN_CALLS(r_oaep_enc)
RS_CALL(r_oaep_enc, R_LEN3)
RS_SIGN_CALLS(r_oaep_derand)
RS_CALL(r_oaep_derand, R_LEN3)
RS_CALL(r_oaep_derand, R_LEN4)
RS_SIGN_CALLS(r_pkcs1_enc)
RS_SIGN_CALLS(r_oaep_dec)
RS_SIGN_CALLS(r_pkcs1_dec)
RS_CALL(r_keygen, R_WS)
RS_CALL(r_keygen, R_LEN)

/* ---- the deliberate faults ---------------------------------------------- */

/* The CTR32 check before the fix, on a counter with one value left (16
 * bytes): the block count wraps in len + 15, the check passes, and the
 * "encryption" runs past out (here only into the guard, so that the run
 * goes on). */
static int fault_wrapping_count(const io *b, size_t len)
{
    size_t need = (len + 15) / 16;

    if (need > 1)
        return QZ_ERR_LENGTH;
    memset(b->out, 0, len < b->cap + GUARD / 2 ? len : b->cap + GUARD / 2);
    return QZ_OK;
}

/* DRBG generate before the fix: refuses an oversized request, then zeroes
 * all of it (here up to the guard). */
static int fault_zero_all(const io *b, size_t len)
{
    if (len <= BIG)
        return QZ_OK;
    memset(b->out, 0, len < b->cap + GUARD / 2 ? len : b->cap + GUARD / 2);
    return QZ_ERR_LENGTH;
}

/* The NIST-curve length rules broken: an exact length that also takes one
 * byte less, and a workspace one byte short accepted. */
static int fault_exact_minus_one(const io *b, size_t len)
{
    (void)b;
    return len == 31 || len == 32 ? QZ_OK : QZ_ERR_LENGTH;
}
static int fault_ws_short(const io *b, size_t len)
{
    if (len < 99)
        return QZ_ERR_LENGTH;
    memset(b->out, 0, len < 100 ? len : 100);
    return QZ_OK;
}

/* ---- the table ---------------------------------------------------------- */

enum {
    F_BIG = 1,   /* 64 KiB buffers */
    F_ZERO = 2,  /* a refused call zeroes out[0..min(len, zero)) */
    F_ZFIX = 4,  /* a refused call zeroes out[0..zero) */
    F_FAULT = 8, /* a deliberate fault: the test must flag it */
    F_BELOW = 16, /* every length below lo is refused too */
    F_GAP = 32,   /* and every one between lo and limit */
    F_WS = 64,    /* a workspace length (the out buffer is the workspace) */
    F_EC_SLOW = 128, /* a valid call multiplies on a curve (see ON_TARGET) */
    F_EC_REP = 256,  /* ... and runs on a target too (P-256) */
    F_WS_UNUSED = 512, /* a valid call leaves the workspace untouched */
    F_WS_DS = 1024, /* a workspace of DS_WS_CAP bytes (ML-DSA, RSA non-CRT), not WS_CAP */
    F_MID = 2048, /* MID bytes of the big buffers: room for a key or a signature */
    F_DS_T = 4096, /* an ML-DSA row that runs on a target too (run_ds_row) */
    F_WS_ANY = 8192, /* any workspace from lo on; a larger one may use up to mid or high
                      * bytes (RSA's windows): ws_after's check is ws_top's */
    F_HOST = 16384,  /* an RSA row run on the host only (each probe a private operation) */
    F_NO_VALID = 32768, /* refusals only: no valid call (RSA key generation) */
    F_LO_T = 65536,  /* an RSA row whose valid call at lo also runs on a target */
};

typedef struct {
    const char *name;
    int (*call)(const io *b, size_t len);
    uint64_t limit; /* largest valid length, NO_LIMIT: none is refused */
    int err;        /* result for a length above limit */
    int ok;         /* result of the valid call */
    unsigned flags;
    size_t zero;    /* with F_ZERO / F_ZFIX */
} row;

/* A row with a shortest valid length (F_BELOW, F_GAP, F_WS): lo. */
typedef struct {
    row r;
    uint64_t lo;
} lo_row;
static uint64_t row_lo; /* lo of the row being run, 0 for a plain row */
static uint64_t row_mid, row_high; /* an F_WS_ANY row's larger workspace sizes */

#define L QZ_ERR_LENGTH
#define AUTH QZ_ERR_AUTH
#define GCM_MAX QZ_GCM_MAX_DATA_BYTES
#define GCM_AAD QZ_GCM_MAX_AAD_BYTES
#define CP_MAX QZ_CHACHA20POLY1305_MAX_BYTES
#define IN_MAX ((uint64_t)QZ_DRBG_MAX_INPUT_BYTES)
#define SRC_MAX QZ_DRBG_MAX_SOURCE_BYTES
#define REQ QZ_DRBG_MAX_REQUEST_BYTES

static const row ROWS[] = {
    /* SHA-2 */
    {"sha256", call_sha256, SHA256_MAX, L, 0, 0, 0},
    {"sha224", call_sha224, SHA256_MAX, L, 0, 0, 0},
    {"sha512", call_sha512, NO_LIMIT, L, 0, 0, 0},
    {"sha256_update", call_sha256_update, SHA256_MAX, L, 0, 0, 0},
    {"sha256_update, 2^61-128 bytes in", call_sha256_update_late, 127, L, 0, 0, 0},
    {"sha512_update, 2^64-256 bytes in", call_sha512_update_late, 255, L, 0, 0, 0},
    /* SHA-3, SHAKE, cSHAKE, KMAC */
    {"sha3_256", call_sha3_256, NO_LIMIT, L, 0, 0, 0},
    {"sha3_update", call_sha3_update, NO_LIMIT, L, 0, 0, 0},
    {"shake128 out_len", call_shake128, NO_LIMIT, L, 0, 0, 0},
    {"shake_squeeze", call_shake_squeeze, NO_LIMIT, L, 0, 0, 0},
    {"cshake128_init name_len", call_cshake_name, QZ_SP800_185_MAX_BYTES, L, 0, 0, 0},
    {"cshake256_init custom_len", call_cshake_custom, QZ_SP800_185_MAX_BYTES, L, 0, 0, 0},
    {"kmac128_init key_len", call_kmac_key, QZ_SP800_185_MAX_BYTES, L, 0, 0, 0},
    {"kmac256_init custom_len", call_kmac_custom, QZ_SP800_185_MAX_BYTES, L, 0, 0, 0},
    {"kmac_update", call_kmac_update, NO_LIMIT, L, 0, 0, 0},
    {"kmac_final out_len", call_kmac_final, QZ_KMAC_MAX_BYTES, L, 0, 0, 0},
    {"kmac_verify tag_len", call_kmac_verify, QZ_KMAC_MAX_BYTES, L, AUTH, 0, 0},
    {"kmac128_check tag_len", call_kmac128_check, QZ_KMAC_MAX_BYTES, L, AUTH, 0, 0},
    {"kmac256_check tag_len", call_kmac256_check, QZ_KMAC_MAX_BYTES, L, AUTH, 0, 0},
    {"kmac_xof_squeeze", call_kmac_xof, NO_LIMIT, L, 0, 0, 0},
    {"kmac128 out_len", call_kmac128_out, QZ_KMAC_MAX_BYTES, L, 0, 0, 0},
    {"kmac256 key_len", call_kmac256_key, QZ_SP800_185_MAX_BYTES, L, 0, 0, 0},
    /* hash, HMAC, HKDF (SHA-256 unless named) */
    {"hash", call_hash, SHA256_MAX, L, 0, 0, 0},
    {"hash_update (SHA-224)", call_hash_update, SHA256_MAX, L, 0, 0, 0},
    {"hmac data", call_hmac_data, HMAC256_DATA_MAX, L, 0, 0, 0},
    {"hmac key_len", call_hmac_key, SHA256_MAX, L, 0, 0, 0},
    {"hmac_update", call_hmac_update, HMAC256_DATA_MAX, L, 0, 0, 0},
    {"hmac_verify tag_len", call_hmac_verify, 32, L, AUTH, 0, 0},
    {"hash_final out_len", call_hash_final, 32, L, 0, 0, 0},
    {"hmac_final tag_len", call_hmac_final, 32, L, 0, 0, 0},
    {"hmac tag_len", call_hmac_tag, 32, L, 0, 0, 0},
    {"hmac_check tag_len", call_hmac_check, 32, L, AUTH, 0, 0},
    {"hkdf_extract ikm_len", call_hkdf_extract_ikm, HMAC256_DATA_MAX, L, 0, 0, 0},
    {"hkdf_expand okm_len", call_hkdf_expand_okm, 255 * 32, L, 0, F_BIG, 0},
    {"hkdf_expand info_len (SHA-512)", call_hkdf_expand_info, QZ_HKDF_MAX_INFO_BYTES, L, 0, 0, 0},
    {"hkdf okm_len", call_hkdf_okm, 255 * 32, L, 0, F_BIG, 0},
    {"hkdf info_len", call_hkdf_info, QZ_HKDF_MAX_INFO_BYTES, L, 0, 0, 0},
    /* AES modes (out_cap = the buffer size) */
    {"aes_ecb_encrypt", call_ecb_enc, SMALL, L, 0, 0, 0},
    {"aes_ecb_decrypt", call_ecb_dec, SMALL, L, 0, 0, 0},
    {"aes_ecb_update", call_ecb_update, SMALL + 15, L, 0, 0, 0},
    {"aes_cbc_encrypt nopad", call_cbc_enc_nopad, SMALL, L, 0, 0, 0},
    {"aes_cbc_encrypt pkcs7", call_cbc_enc_pkcs7, SMALL - 1, L, 0, 0, 0},
    {"aes_cbc_encrypt cs3", call_cbc_enc_cs3, SMALL, L, 0, 0, 0},
    {"aes_cbc_decrypt nopad", call_cbc_dec_nopad, SMALL, L, 0, 0, 0},
    {"aes_cbc_update nopad", call_cbc_update, SMALL + 15, L, 0, 0, 0},
    {"aes_ctr ctr32 ffffffff", call_ctr_last, 16, L, 0, 0, 0},
    {"aes_ctr ctr32 fffffffe", call_ctr_last2, 32, L, 0, 0, 0},
    {"aes_ctr ctr32 00000000", call_ctr_zero, UINT64_C(1) << 36, L, 0, 0, 0},
    {"aes_ctr ctr128", call_ctr128, NO_LIMIT, L, 0, 0, 0},
    {"aes_ctr_update ctr32 ffffffff, 1 byte used", call_ctr_update_tail, 15, L, 0, 0, 0},
    {"aes_ctr_update ctr32 00000000", call_ctr_update_zero, UINT64_C(1) << 36, L, 0, 0, 0},
    {"aes_cfb_encrypt", call_cfb_enc, NO_LIMIT, L, 0, 0, 0},
    {"aes_cfb_decrypt", call_cfb_dec, NO_LIMIT, L, 0, 0, 0},
    {"aes_ofb", call_ofb, NO_LIMIT, L, 0, 0, 0},
    {"xts_encrypt", call_xts_enc, QZ_XTS_MAX_BYTES, L, 0, 0, 0},
    {"xts_decrypt", call_xts_dec, QZ_XTS_MAX_BYTES, L, 0, 0, 0},
    /* CMAC, key wrap */
    {"cmac data", call_cmac_data, NO_LIMIT, L, 0, 0, 0},
    {"cmac tag_len", call_cmac_tag, QZ_CMAC_TAG_BYTES, L, 0, 0, 0},
    {"cmac_check tag_len", call_cmac_check_tag, QZ_CMAC_TAG_BYTES, L, AUTH, 0, 0},
    {"cmac_final tag_len", call_cmac_final, QZ_CMAC_TAG_BYTES, L, 0, 0, 0},
    {"cmac_verify tag_len", call_cmac_verify, QZ_CMAC_TAG_BYTES, L, AUTH, 0, 0},
    {"aes_kw_wrap", call_kw_wrap, SMALL - 8, L, 0, 0, 0},
    {"aes_kw_unwrap", call_kw_unwrap, SMALL + 8, L, AUTH, 0, 0},
    {"aes_kwp_wrap", call_kwp_wrap, SMALL - 8, L, 0, 0, 0},
    {"aes_kwp_unwrap", call_kwp_unwrap, SMALL + 8, L, AUTH, 0, 0},
    /* GCM */
    {"gcm_seal len", call_gcm_seal, GCM_MAX, L, 0, 0, 0},
    {"gcm_seal iv_len", call_gcm_seal_iv, GCM_AAD, L, 0, 0, 0},
    {"gcm_seal aad_len", call_gcm_seal_aad, GCM_AAD, L, 0, 0, 0},
    {"gcm_seal tag_len", call_gcm_seal_tag, QZ_GCM_TAG_BYTES, L, 0, 0, 0},
    {"gcm_open len", call_gcm_open, GCM_MAX, L, AUTH, 0, 0},
    {"gcm_open tag_len", call_gcm_open_tag, QZ_GCM_TAG_BYTES, L, AUTH, 0, 0},
    {"gcm_encrypt_init iv_len", call_gcm_init_iv, GCM_AAD, L, 0, 0, 0},
    {"gcm_aad", call_gcm_aad, GCM_AAD, L, 0, 0, 0},
    {"gcm_update", call_gcm_update, GCM_MAX, L, 0, 0, 0},
    {"gcm_final tag_len", call_gcm_final, QZ_GCM_TAG_BYTES, L, 0, 0, 0},
    {"gcm_verify tag_len", call_gcm_verify, QZ_GCM_TAG_BYTES, L, AUTH, 0, 0},
    /* CCM (13-byte nonce: messages below 2^16 bytes) */
    {"ccm_seal len", call_ccm_seal, 0xffff, L, 0, F_BIG, 0},
    {"ccm_open len", call_ccm_open, 0xffff, L, AUTH, F_BIG, 0},
    {"ccm_seal tag_len", call_ccm_seal_tag, QZ_CCM_MAX_TAG_BYTES, L, 0, 0, 0},
    {"ccm_seal nonce_len", call_ccm_seal_nonce, QZ_CCM_MAX_NONCE_BYTES, L, 0, 0, 0},
    {"ccm_encrypt_init msg_len", call_ccm_init_msg, 0xffff, L, 0, 0, 0},
    {"ccm_aad, 16 declared", call_ccm_aad, 16, L, 0, 0, 0},
    {"ccm_update, 16 declared", call_ccm_update, 16, L, 0, 0, 0},
    {"ccm_final tag_len", call_ccm_final_tag, 16, L, 0, 0, 0},
    /* ChaCha20, Poly1305, ChaCha20-Poly1305 */
    {"chacha20_xor counter ffffffff", call_chacha_last, 64, L, 0, 0, 0},
    {"chacha20_xor counter fffffffe", call_chacha_last2, 128, L, 0, 0, 0},
    {"chacha20_xor counter 0", call_chacha_zero, UINT64_C(1) << 38, L, 0, 0, 0},
    {"poly1305", call_poly1305, NO_LIMIT, L, 0, 0, 0},
    {"poly1305 key_len", call_poly1305_key, 32, L, 0, 0, 0},
    {"poly1305 tag_len", call_poly1305_tag, 16, L, 0, 0, 0},
    {"poly1305_check tag_len", call_poly1305_check, 16, L, AUTH, 0, 0},
    {"chacha20_xor key_len", call_chacha_key, 32, L, 0, 0, 0},
    {"chacha20_xor nonce_len", call_chacha_nonce, 12, L, 0, 0, 0},
    {"hchacha20 nonce_len", call_hchacha_nonce, 16, L, 0, 0, 0},
    {"chacha20poly1305_seal nonce_len", call_cp_seal_nonce, 12, L, 0, 0, 0},
    {"xchacha20poly1305_seal nonce_len", call_xcp_seal_nonce, 24, L, 0, 0, 0},
    {"chacha20poly1305_seal tag_len", call_cp_seal_tag, 16, L, 0, 0, 0},
    {"chacha20poly1305_init key_len", call_cp_init_key, 32, L, 0, 0, 0},
    {"chacha20poly1305_final tag_len", call_cp_final_tag, 16, L, 0, 0, 0},
    {"poly1305_update", call_poly1305_update, NO_LIMIT, L, 0, 0, 0},
    {"chacha20poly1305_seal", call_cp_seal, CP_MAX, L, 0, 0, 0},
    {"chacha20poly1305_open", call_cp_open, CP_MAX, L, AUTH, 0, 0},
    {"chacha20poly1305_seal aad_len", call_cp_seal_aad, NO_LIMIT, L, 0, 0, 0},
    {"xchacha20poly1305_seal", call_xcp_seal, CP_MAX, L, 0, 0, 0},
    {"xchacha20poly1305_open", call_xcp_open, CP_MAX, L, AUTH, 0, 0},
    {"chacha20poly1305_encrypt", call_cp_encrypt, CP_MAX, L, 0, 0, 0},
    {"chacha20poly1305_decrypt", call_cp_decrypt, CP_MAX, L, 0, 0, 0},
    {"chacha20poly1305_aad", call_cp_aad, NO_LIMIT, L, 0, 0, 0},
    /* HMAC_DRBG */
    {"hmac_drbg_instantiate entropy_len", call_hd_entropy, IN_MAX, L, 0, 0, 0},
    {"hmac_drbg_instantiate nonce_len", call_hd_nonce, IN_MAX, L, 0, 0, 0},
    {"hmac_drbg_instantiate pers_len", call_hd_pers, IN_MAX, L, 0, 0, 0},
    {"hmac_drbg_instantiate_from entropy_len", call_hd_from_entropy, SRC_MAX, L, 0, 0, 0},
    {"hmac_drbg_instantiate_from pers_len", call_hd_from_pers, IN_MAX, L, 0, 0, 0},
    {"hmac_drbg_set_entropy entropy_len", call_hd_set_entropy, SRC_MAX, L, 0, 0, 0},
    {"hmac_drbg_reseed entropy_len", call_hd_reseed_entropy, IN_MAX, L, 0, 0, 0},
    {"hmac_drbg_reseed add_len", call_hd_reseed_add, IN_MAX, L, 0, 0, 0},
    {"hmac_drbg_generate out_len", call_hd_generate, REQ, L, 0, F_BIG | F_ZERO, REQ},
    {"hmac_drbg_generate add_len", call_hd_generate_add, IN_MAX, L, 0, F_ZFIX, 16},
    {"hmac_drbg_rng fill, reseed due", call_hd_rng, 0, 1, 0, F_BIG | F_ZERO, REQ},
    /* CTR_DRBG: the derivation function's inputs share one 32-bit length */
    {"ctr_drbg_instantiate entropy_len", call_cd_entropy, IN_MAX - 16, L, 0, 0, 0},
    {"ctr_drbg_instantiate nonce_len", call_cd_nonce, IN_MAX - 32, L, 0, 0, 0},
    {"ctr_drbg_instantiate pers_len", call_cd_pers, IN_MAX - 48, L, 0, 0, 0},
    {"ctr_drbg_instantiate_from entropy_len", call_cd_from_entropy, SRC_MAX, L, 0, 0, 0},
    {"ctr_drbg_instantiate_from pers_len", call_cd_from_pers, IN_MAX - 48, L, 0, 0, 0},
    {"ctr_drbg_set_entropy entropy_len", call_cd_set_entropy, SRC_MAX, L, 0, 0, 0},
    {"ctr_drbg_reseed entropy_len", call_cd_reseed_entropy, IN_MAX, L, 0, 0, 0},
    {"ctr_drbg_reseed add_len", call_cd_reseed_add, IN_MAX - 32, L, 0, 0, 0},
    {"ctr_drbg_generate out_len", call_cd_generate, REQ, L, 0, F_BIG | F_ZERO, REQ},
    {"ctr_drbg_generate add_len", call_cd_generate_add, IN_MAX - SRC_MAX, L, 0, F_ZFIX, 16},
    {"ctr_drbg_rng fill, reseed due", call_cd_rng, 0, 1, 0, F_BIG | F_ZERO, REQ},
    /* The deliberate faults (must be flagged) */
    {"FAULT: block count wrapping in len + 15", fault_wrapping_count, 16, L, 0, F_FAULT, 0},
    {"FAULT: refused request zeroes all of len", fault_zero_all, BIG, L, 0,
     F_BIG | F_ZERO | F_FAULT, REQ},
};


/* NIST curves: per curve, lo is the shortest valid length (F_BELOW: every
 * shorter one is refused; F_GAP: so is every one between lo and limit). */
#define ECL(bits) ((uint64_t)QZ_EC_BYTES(bits))
/* Each operation's own workspace size (qzcrypt/ec.h, ecdsa.h, ecdh.h). */
#define ECWS_KEY(bits) ((uint64_t)QZ_EC_KEY_WORKSPACE_BYTES(bits))
#define ECWS_SIGN(bits) ((uint64_t)QZ_ECDSA_SIGN_WORKSPACE_BYTES(bits))
#define ECWS_VERIFY(bits) ((uint64_t)QZ_ECDSA_VERIFY_WORKSPACE_BYTES(bits))
#define ECWS_ECDH(bits) ((uint64_t)QZ_ECDH_WORKSPACE_BYTES(bits))
/* The DER length of the fixture's DER test signature (EC_DER_SIG below):
 * r and s with their top bit set take a zero byte on P-256 and P-384. */
#define ECDER(bits) ((bits) == 521 ? UINT64_C(139) : 2 + 2 * (2 + ECL(bits) + 1))
#define WSROW(name, fn, size)                                                                  \
    {{name " ws_len", fn, NO_LIMIT, L, 0, F_BIG | F_BELOW | F_WS | F_EC_SLOW, 0}, (size)}
#define WSROW_REP(name, fn, size)                                                              \
    {{name " ws_len", fn, NO_LIMIT, L, 0, F_BIG | F_BELOW | F_WS | F_EC_SLOW | F_EC_REP, 0},   \
     (size)}
#define EXACT(name, fn, v, err) {{name, fn, v, err, 0, F_BELOW, 0}, v}
#define EXACT_SLOW(name, fn, v, err) {{name, fn, v, err, 0, F_BELOW | F_EC_SLOW, 0}, v}
#define EC_ROWS(N, BITS, P)                                                                    \
    WSROW_REP(P "generate_key", call_ec_generate_A_WS_##N, ECWS_KEY(BITS)),                                     \
    WSROW(P "set_private_key_raw", call_ec_set_raw_A_WS_##N, ECWS_KEY(BITS)),                               \
    EXACT_SLOW(P "set_private_key_raw d_len", call_ec_set_raw_A_LEN_##N, ECL(BITS), L),             \
    EXACT(P "get_private_key_raw out_len", call_ec_get_raw_A_LEN_##N, ECL(BITS), L),           \
    WSROW_REP(P "set_public_key_sec1", call_ec_set_sec1_A_WS_##N, ECWS_KEY(BITS)),                              \
    {{P "set_public_key_sec1 in_len", call_ec_set_sec1_A_LEN_##N, 1 + 2 * ECL(BITS), L, 0,      \
     F_BELOW | F_GAP | F_EC_SLOW, 0}, 1 + ECL(BITS)},                                                       \
    {{P "get_public_key_sec1 out_len", call_ec_get_sec1_A_LEN_##N, 1 + 2 * ECL(BITS), L, 0,     \
     F_BELOW | F_GAP, 0}, 1 + ECL(BITS)},                                                       \
    WSROW_REP(P "set_public_key_raw", call_ec_set_pub_raw_A_WS_##N, ECWS_KEY(BITS)),                            \
    EXACT_SLOW(P "set_public_key_raw in_len", call_ec_set_pub_raw_A_LEN_##N, 2 * ECL(BITS), L),     \
    EXACT(P "get_public_key_raw out_len", call_ec_get_pub_raw_A_LEN_##N, 2 * ECL(BITS), L),    \
    WSROW_REP(P "ecdsa_sign", call_ec_sign_A_WS_##N, ECWS_SIGN(BITS)),                                           \
    EXACT_SLOW(P "ecdsa_sign sig_len", call_ec_sign_A_LEN_##N, 2 * ECL(BITS), L),                   \
    {{P "ecdsa_sign msg_len", call_ec_sign_A_LEN2_##N, SHA256_MAX, L, 0, F_EC_SLOW, 0}, 0},              \
    WSROW(P "ecdsa_sign_digest", call_ec_sign_digest_A_WS_##N, ECWS_SIGN(BITS)),                             \
    EXACT_SLOW(P "ecdsa_sign_digest sig_len", call_ec_sign_digest_A_LEN_##N, 2 * ECL(BITS), L),     \
    EXACT_SLOW(P "ecdsa_sign_digest digest_len (SHA-256)", call_ec_sign_digest_A_LEN2_##N, 32, L),  \
    WSROW(P "ecdsa_sign_hedged", call_ec_sign_hedged_A_WS_##N, ECWS_SIGN(BITS)),                             \
    EXACT_SLOW(P "ecdsa_sign_hedged sig_len", call_ec_sign_hedged_A_LEN_##N, 2 * ECL(BITS), L),     \
    {{P "ecdsa_sign_hedged msg_len", call_ec_sign_hedged_A_LEN2_##N, SHA256_MAX, L, 0, F_EC_SLOW, 0}, 0}, \
    WSROW(P "ecdsa_sign_digest_hedged", call_ec_sign_digest_hedged_A_WS_##N, ECWS_SIGN(BITS)),               \
    EXACT_SLOW(P "ecdsa_sign_digest_hedged sig_len", call_ec_sign_digest_hedged_A_LEN_##N,          \
          2 * ECL(BITS), L),                                                                   \
    EXACT_SLOW(P "ecdsa_sign_digest_hedged digest_len", call_ec_sign_digest_hedged_A_LEN2_##N, 32,  \
          L),                                                                                  \
    WSROW(P "ecdsa_sign_digest_random", call_ec_sign_random_A_WS_##N, ECWS_SIGN(BITS)),                      \
    EXACT_SLOW(P "ecdsa_sign_digest_random sig_len", call_ec_sign_random_A_LEN_##N, 2 * ECL(BITS),  \
          L),                                                                                  \
    {{P "ecdsa_sign_digest_random digest_len", call_ec_sign_random_A_LEN2_##N,                  \
     QZ_HASH_MAX_DIGEST_BYTES, L, 0, F_BELOW | F_EC_SLOW, 0}, 1},                                           \
    WSROW_REP(P "ecdsa_verify", call_ec_verify_A_WS_##N, ECWS_VERIFY(BITS)),                                       \
    EXACT_SLOW(P "ecdsa_verify sig_len", call_ec_verify_A_LEN_##N, 2 * ECL(BITS), AUTH),            \
    {{P "ecdsa_verify msg_len", call_ec_verify_A_LEN2_##N, SHA256_MAX, L, 0, F_EC_SLOW, 0}, 0},          \
    WSROW(P "ecdsa_verify_digest", call_ec_verify_digest_A_WS_##N, ECWS_VERIFY(BITS)),                         \
    EXACT_SLOW(P "ecdsa_verify_digest sig_len", call_ec_verify_digest_A_LEN_##N, 2 * ECL(BITS),     \
          AUTH),                                                                               \
    {{P "ecdsa_verify_digest digest_len", call_ec_verify_digest_A_LEN2_##N,                     \
     QZ_HASH_MAX_DIGEST_BYTES, L, AUTH, F_BELOW | F_EC_SLOW, 0}, 1},                                        \
    EXACT(P "ecdsa_sig_to_der sig_len", call_ec_to_der_A_LEN_##N, 2 * ECL(BITS), L),           \
    {{P "ecdsa_sig_to_der der_room", call_ec_to_der_A_LEN2_##N, NO_LIMIT, L, 0, F_BELOW, 0},     \
     ECDER(BITS)},                                                                             \
    EXACT(P "ecdsa_sig_from_der sig_len", call_ec_from_der_A_LEN_##N, 2 * ECL(BITS), L),       \
    {{P "ecdsa_sig_from_der der_len", call_ec_from_der_A_LEN2_##N, ECDER(BITS),                 \
     QZ_ERR_ENCODING, 0, F_BELOW | F_ZFIX, 2 * QZ_EC_BYTES(BITS)}, ECDER(BITS)},                \
    WSROW_REP(P "ecdh", call_ec_ecdh_A_WS_##N, ECWS_ECDH(BITS)),                                                 \
    EXACT_SLOW(P "ecdh secret_len", call_ec_ecdh_A_LEN_##N, ECL(BITS), L)

static const lo_row EC_ROW_TABLE[] = {
    EC_ROWS(p256, 256, "P-256 "),
    EC_ROWS(p384, 384, "P-384 "),
    EC_ROWS(p521, 521, "P-521 "),
    /* The deliberate faults (must be flagged) */
    {{"FAULT: exact length 32 also taking 31", fault_exact_minus_one, 32, L, 0,
      F_BELOW | F_FAULT, 0}, 32},
    {{"FAULT: workspace one byte short accepted", fault_ws_short, NO_LIMIT, L, 0,
      F_BIG | F_BELOW | F_WS | F_FAULT, 0}, 100},
};

/* X25519 and Ed25519: the rows whose valid call multiplies run it on a
 * target only with F_EC_REP (one per kind: key generation or setting,
 * decoding, X25519, each signing and verification form over the message);
 * the host runs every one. */
#define XWS ((uint64_t)QZ_X25519_WORKSPACE_BYTES)
#define EDWS ((uint64_t)QZ_ED25519_WORKSPACE_BYTES)
#define CTX_ROW(name, fn, lo, ok, fl) {{name, fn, 255, L, ok, F_BELOW | F_EC_SLOW | (fl), 0}, lo}
#define ANY_ROW(name, fn, ok, fl) {{name, fn, NO_LIMIT, L, ok, F_EC_SLOW | (fl), 0}, 0}
static const lo_row C25519_ROW_TABLE[] = {
    WSROW_REP("X25519 generate_key", call_x_generate_A_WS, XWS),
    WSROW("X25519 set_private_key", call_x_set_A_WS, XWS),
    EXACT_SLOW("X25519 set_private_key priv_len", call_x_set_A_LEN, 32, L),
    EXACT("X25519 get_private_key out_len", call_x_get_priv_A_LEN, 32, L),
    EXACT("X25519 get_public_key pub_len", call_x_get_pub_A_LEN, 32, L),
    WSROW_REP("X25519 x25519", call_x_dh_A_WS, XWS),
    EXACT_SLOW("X25519 x25519 secret_len", call_x_dh_A_LEN, 32, L),
    EXACT_SLOW("X25519 x25519 peer_len", call_x_dh_A_LEN2, 32, L),
    WSROW("Ed25519 generate_key", call_ed_generate_A_WS, EDWS),
    WSROW_REP("Ed25519 set_private_key", call_ed_set_A_WS, EDWS),
    EXACT_SLOW("Ed25519 set_private_key seed_len", call_ed_set_A_LEN, 32, L),
    EXACT("Ed25519 get_private_key seed_len", call_ed_get_priv_A_LEN, 32, L),
    EXACT("Ed25519 get_public_key pub_len", call_ed_get_pub_A_LEN, 32, L),
    WSROW_REP("Ed25519 set_public_key", call_ed_set_pub_A_WS, EDWS),
    EXACT_SLOW("Ed25519 set_public_key in_len", call_ed_set_pub_A_LEN, 32, L),
    WSROW_REP("Ed25519 sign", call_ed_sign_A_WS, EDWS),
    EXACT_SLOW("Ed25519 sign sig_len", call_ed_sign_A_LEN, 64, L),
    ANY_ROW("Ed25519 sign msg_len", call_ed_sign_A_LEN2, 0, 0),
    WSROW_REP("Ed25519 verify", call_ed_verify_A_WS, EDWS),
    EXACT_SLOW("Ed25519 verify sig_len", call_ed_verify_A_LEN, 64, AUTH),
    ANY_ROW("Ed25519 verify msg_len", call_ed_verify_A_LEN2, 0, 0),
    WSROW_REP("Ed25519ctx sign", call_ed_ctx_sign_A_WS, EDWS),
    EXACT_SLOW("Ed25519ctx sign sig_len", call_ed_ctx_sign_A_LEN, 64, L),
    ANY_ROW("Ed25519ctx sign msg_len", call_ed_ctx_sign_A_LEN2, 0, 0),
    CTX_ROW("Ed25519ctx sign ctx_len", call_ed_ctx_sign_A_CTX, 1, 0, 0),
    WSROW_REP("Ed25519ctx verify", call_ed_ctx_verify_A_WS, EDWS),
    EXACT_SLOW("Ed25519ctx verify sig_len", call_ed_ctx_verify_A_LEN, 64, AUTH),
    ANY_ROW("Ed25519ctx verify msg_len", call_ed_ctx_verify_A_LEN2, 0, 0),
    CTX_ROW("Ed25519ctx verify ctx_len", call_ed_ctx_verify_A_CTX, 1, 0, 0),
    WSROW_REP("Ed25519ph sign", call_ed_ph_sign_A_WS, EDWS),
    EXACT_SLOW("Ed25519ph sign sig_len", call_ed_ph_sign_A_LEN, 64, L),
    ANY_ROW("Ed25519ph sign msg_len", call_ed_ph_sign_A_LEN2, 0, 0),
    CTX_ROW("Ed25519ph sign ctx_len", call_ed_ph_sign_A_CTX, 0, 0, 0),
    WSROW("Ed25519ph sign_digest", call_ed_ph_sign_digest_A_WS, EDWS),
    EXACT_SLOW("Ed25519ph sign_digest sig_len", call_ed_ph_sign_digest_A_LEN, 64, L),
    EXACT_SLOW("Ed25519ph sign_digest digest_len", call_ed_ph_sign_digest_A_LEN2, 64, L),
    CTX_ROW("Ed25519ph sign_digest ctx_len", call_ed_ph_sign_digest_A_CTX, 0, 0, 0),
    WSROW_REP("Ed25519ph verify", call_ed_ph_verify_A_WS, EDWS),
    EXACT_SLOW("Ed25519ph verify sig_len", call_ed_ph_verify_A_LEN, 64, AUTH),
    ANY_ROW("Ed25519ph verify msg_len", call_ed_ph_verify_A_LEN2, 0, 0),
    CTX_ROW("Ed25519ph verify ctx_len", call_ed_ph_verify_A_CTX, 0, 0, 0),
    WSROW("Ed25519ph verify_digest", call_ed_ph_verify_digest_A_WS, EDWS),
    EXACT_SLOW("Ed25519ph verify_digest sig_len", call_ed_ph_verify_digest_A_LEN, 64, AUTH),
    {{"Ed25519ph verify_digest digest_len", call_ed_ph_verify_digest_A_LEN2, 64, L, AUTH,
      F_BELOW | F_EC_SLOW, 0}, 64},
    CTX_ROW("Ed25519ph verify_digest ctx_len", call_ed_ph_verify_digest_A_CTX, 0, 0, 0),
};

/* X448 and Ed448: as X25519 and Ed25519, F_EC_REP for one row of each
 * kind (key generation or setting, decoding, X448, each signing and
 * verification form over the message). */
#define X4WS ((uint64_t)QZ_X448_WORKSPACE_BYTES)
#define E4WS ((uint64_t)QZ_ED448_WORKSPACE_BYTES)
static const lo_row C448_ROW_TABLE[] = {
    WSROW_REP("X448 generate_key", call_x4_generate_A_WS, X4WS),
    WSROW("X448 set_private_key", call_x4_set_A_WS, X4WS),
    EXACT_SLOW("X448 set_private_key priv_len", call_x4_set_A_LEN, 56, L),
    EXACT("X448 get_private_key out_len", call_x4_get_priv_A_LEN, 56, L),
    EXACT("X448 get_public_key pub_len", call_x4_get_pub_A_LEN, 56, L),
    WSROW_REP("X448 x448", call_x4_dh_A_WS, X4WS),
    EXACT_SLOW("X448 x448 secret_len", call_x4_dh_A_LEN, 56, L),
    EXACT_SLOW("X448 x448 peer_len", call_x4_dh_A_LEN2, 56, L),
    WSROW("Ed448 generate_key", call_e4_generate_A_WS, E4WS),
    WSROW_REP("Ed448 set_private_key", call_e4_set_A_WS, E4WS),
    EXACT_SLOW("Ed448 set_private_key seed_len", call_e4_set_A_LEN, 57, L),
    EXACT("Ed448 get_private_key seed_len", call_e4_get_priv_A_LEN, 57, L),
    EXACT("Ed448 get_public_key pub_len", call_e4_get_pub_A_LEN, 57, L),
    WSROW_REP("Ed448 set_public_key", call_e4_set_pub_A_WS, E4WS),
    EXACT_SLOW("Ed448 set_public_key in_len", call_e4_set_pub_A_LEN, 57, L),
    WSROW_REP("Ed448 sign", call_e4_sign_A_WS, E4WS),
    EXACT_SLOW("Ed448 sign sig_len", call_e4_sign_A_LEN, 114, L),
    ANY_ROW("Ed448 sign msg_len", call_e4_sign_A_LEN2, 0, 0),
    CTX_ROW("Ed448 sign ctx_len", call_e4_sign_A_CTX, 0, 0, 0),
    WSROW_REP("Ed448 verify", call_e4_verify_A_WS, E4WS),
    EXACT_SLOW("Ed448 verify sig_len", call_e4_verify_A_LEN, 114, AUTH),
    ANY_ROW("Ed448 verify msg_len", call_e4_verify_A_LEN2, 0, 0),
    CTX_ROW("Ed448 verify ctx_len", call_e4_verify_A_CTX, 0, 0, 0),
    WSROW_REP("Ed448ph sign", call_e4_ph_sign_A_WS, E4WS),
    EXACT_SLOW("Ed448ph sign sig_len", call_e4_ph_sign_A_LEN, 114, L),
    ANY_ROW("Ed448ph sign msg_len", call_e4_ph_sign_A_LEN2, 0, 0),
    CTX_ROW("Ed448ph sign ctx_len", call_e4_ph_sign_A_CTX, 0, 0, 0),
    WSROW("Ed448ph sign_digest", call_e4_ph_sign_digest_A_WS, E4WS),
    EXACT_SLOW("Ed448ph sign_digest sig_len", call_e4_ph_sign_digest_A_LEN, 114, L),
    EXACT_SLOW("Ed448ph sign_digest digest_len", call_e4_ph_sign_digest_A_LEN2, 64, L),
    CTX_ROW("Ed448ph sign_digest ctx_len", call_e4_ph_sign_digest_A_CTX, 0, 0, 0),
    WSROW_REP("Ed448ph verify", call_e4_ph_verify_A_WS, E4WS),
    EXACT_SLOW("Ed448ph verify sig_len", call_e4_ph_verify_A_LEN, 114, AUTH),
    ANY_ROW("Ed448ph verify msg_len", call_e4_ph_verify_A_LEN2, 0, 0),
    CTX_ROW("Ed448ph verify ctx_len", call_e4_ph_verify_A_CTX, 0, 0, 0),
    WSROW("Ed448ph verify_digest", call_e4_ph_verify_digest_A_WS, E4WS),
    EXACT_SLOW("Ed448ph verify_digest sig_len", call_e4_ph_verify_digest_A_LEN, 114, AUTH),
    {{"Ed448ph verify_digest digest_len", call_e4_ph_verify_digest_A_LEN2, 64, L, AUTH,
      F_BELOW | F_EC_SLOW, 0}, 64},
    CTX_ROW("Ed448ph verify_digest ctx_len", call_e4_ph_verify_digest_A_CTX, 0, 0, 0),
};

/* ML-KEM-768 (see the call functions): each row with the lengths of the
 * same argument in ML-KEM-512 and ML-KEM-1024 (0: none), probed besides
 * the row's own; every ML-KEM row runs its valid calls on the targets as
 * well (no F_EC_SLOW: a call costs a few milliseconds of qemu). */
#define MKWS ((uint64_t)QZ_MLKEM_KEYGEN_WORKSPACE_BYTES(768))
#define MKWS_SEED ((uint64_t)QZ_MLKEM_DECAPS_SEED_WORKSPACE_BYTES(768))
#define MK_WSROW(name, fn, size, o1, o2)                                                       \
    {{{name " ws_len", fn, NO_LIMIT, L, 0, F_BIG | F_BELOW | F_WS, 0}, (size)}, {o1, o2}}
#define MK_EXACT(name, fn, v, ...) {{{name, fn, v, L, 0, F_BIG | F_BELOW, 0}, v}, {__VA_ARGS__}}
/* dk_len: the seed form (64) or the expanded form (limit), nothing between */
#define MK_DKROW(name, fn)                                                                     \
    {{{name " dk_len", fn, QZ_MLKEM_DK_BYTES(768), L, 0, F_BIG | F_BELOW | F_GAP, 0},           \
      QZ_MLKEM_SEED_BYTES},                                                                    \
     {QZ_MLKEM_DK_BYTES(512), QZ_MLKEM_DK_BYTES(1024)}}
#define MK_EK768 QZ_MLKEM_EK_BYTES(768)
#define MK_CT768 QZ_MLKEM_CT_BYTES(768)
#define MKWS512 QZ_MLKEM_KEYGEN_WORKSPACE_BYTES(512) /* every operation's, ML-KEM-512 */
#define MK_EKS QZ_MLKEM_EK_BYTES(512), QZ_MLKEM_EK_BYTES(1024)
#define MK_CTS QZ_MLKEM_CT_BYTES(512), QZ_MLKEM_CT_BYTES(1024)
typedef struct {
    lo_row lr;
    uint64_t other[2];
} mk_row;
static const mk_row MK_ROWS[] = {
    MK_WSROW("ML-KEM generate_key", call_mk_generate_MK_WS, MKWS, MKWS512, 0),
    MK_WSROW("ML-KEM generate_key (seed form)", call_mk_generate_seed_MK_WS, MKWS, 0, 0),
    MK_EXACT("ML-KEM generate_key ek_len", call_mk_generate_MK_EK, MK_EK768, MK_EKS),
    MK_DKROW("ML-KEM generate_key", call_mk_generate_MK_DK),
    MK_WSROW("ML-KEM generate_key_derand", call_mk_derand_MK_WS, MKWS, 0, 0),
    MK_EXACT("ML-KEM generate_key_derand ek_len", call_mk_derand_MK_EK, MK_EK768, MK_EKS),
    MK_DKROW("ML-KEM generate_key_derand", call_mk_derand_MK_DK),
    MK_EXACT("ML-KEM generate_key_derand seed_len", call_mk_derand_MK_SEED, 64, 0, 0),
    /* from the expanded form ek is copied after the hash check: the
     * workspace is checked for its size but not used */
    {{{"ML-KEM get_encaps_key ws_len", call_mk_get_ek_MK_WS, NO_LIMIT, L, 0,
        F_BIG | F_BELOW | F_WS | F_WS_UNUSED, 0}, MKWS}, {0, 0}},
    MK_WSROW("ML-KEM get_encaps_key (seed form)", call_mk_get_ek_seed_MK_WS, MKWS, 0, 0),
    MK_EXACT("ML-KEM get_encaps_key ek_len", call_mk_get_ek_MK_EK, MK_EK768, MK_EKS),
    MK_DKROW("ML-KEM get_encaps_key", call_mk_get_ek_MK_DK),
    MK_WSROW("ML-KEM encaps", call_mk_encaps_MK_WS, MKWS, MKWS512, 0),
    MK_EXACT("ML-KEM encaps ss_len", call_mk_encaps_MK_SS, QZ_MLKEM_SS_BYTES, 0, 0),
    MK_EXACT("ML-KEM encaps ct_len", call_mk_encaps_MK_CT, MK_CT768, MK_CTS),
    MK_EXACT("ML-KEM encaps ek_len", call_mk_encaps_MK_EK, MK_EK768, MK_EKS),
    MK_WSROW("ML-KEM encaps_derand", call_mk_encaps_derand_MK_WS, MKWS, 0, 0),
    MK_EXACT("ML-KEM encaps_derand ss_len", call_mk_encaps_derand_MK_SS, QZ_MLKEM_SS_BYTES, 0, 0),
    MK_EXACT("ML-KEM encaps_derand ct_len", call_mk_encaps_derand_MK_CT, MK_CT768, MK_CTS),
    MK_EXACT("ML-KEM encaps_derand ek_len", call_mk_encaps_derand_MK_EK, MK_EK768, MK_EKS),
    MK_EXACT("ML-KEM encaps_derand m_len", call_mk_encaps_derand_MK_M, QZ_MLKEM_M_BYTES, 0, 0),
    MK_WSROW("ML-KEM decaps", call_mk_decaps_MK_WS, MKWS, MKWS512, 0),
    MK_WSROW("ML-KEM decaps (seed form)", call_mk_decaps_seed_MK_WS, MKWS_SEED,
             QZ_MLKEM_DECAPS_SEED_WORKSPACE_BYTES(512), MKWS),
    MK_EXACT("ML-KEM decaps ss_len", call_mk_decaps_MK_SS, QZ_MLKEM_SS_BYTES, 0, 0),
    MK_DKROW("ML-KEM decaps", call_mk_decaps_MK_DK),
    MK_EXACT("ML-KEM decaps ct_len", call_mk_decaps_MK_CT, MK_CT768, MK_CTS),
    MK_WSROW("ML-KEM decaps_checked_key", call_mk_decaps_ck_MK_WS, MKWS, MKWS512, 0),
    MK_WSROW("ML-KEM decaps_checked_key (seed form)", call_mk_decaps_ck_seed_MK_WS, MKWS_SEED,
             QZ_MLKEM_DECAPS_SEED_WORKSPACE_BYTES(512), MKWS),
    MK_EXACT("ML-KEM decaps_checked_key ss_len", call_mk_decaps_ck_MK_SS, QZ_MLKEM_SS_BYTES, 0,
             0),
    MK_DKROW("ML-KEM decaps_checked_key", call_mk_decaps_ck_MK_DK),
    MK_EXACT("ML-KEM decaps_checked_key ct_len", call_mk_decaps_ck_MK_CT, MK_CT768, MK_CTS),
    MK_EXACT("ML-KEM check_encaps_key ek_len", call_mk_check_ek_MK_EK, MK_EK768, MK_EKS),
    MK_DKROW("ML-KEM check_decaps_key", call_mk_check_dk_MK_DK),
};

/* ML-DSA-44 (see the call functions), with the lengths of the same
 * argument in ML-DSA-65 and 87 (0: none), in MID-byte buffers. A
 * signature costs a few milliseconds of qemu, a probe of a 64 KiB buffer
 * some million instructions in the M0+ simulator (CI runs this program
 * there too): on a target only the rows marked F_DS_T run, one entry
 * point of each kind for each argument check (sign_start, verify_start
 * and the others' are shared by the variants), with their valid calls for
 * the F_EC_REP rows only (one workspace row each of key generation,
 * signing and verification, and compute_mu). */
#define DS_SL (F_BIG | F_MID | F_BELOW | F_EC_SLOW)
#define T F_DS_T
#define DS_WSROW(name, fn, size, rep)                                                          \
    {{{name " ws_len", fn, NO_LIMIT, L, 0, (DS_SL & ~F_MID) | F_WS | F_WS_DS | (rep), 0},      \
      (size)},                                                                                 \
     {0, 0}}
#define DS_EXACT(name, fn, v, rep, ...) {{{name, fn, v, L, 0, DS_SL | (rep), 0}, v}, {__VA_ARGS__}}
#define DS_SIGROW(name, fn, rep)                                                               \
    {{{name " sig_len", fn, QZ_MLDSA_SIG_BYTES(44), AUTH, 0, DS_SL | (rep), 0},                \
      QZ_MLDSA_SIG_BYTES(44)},                                                                 \
     {QZ_MLDSA_SIG_BYTES(65), QZ_MLDSA_SIG_BYTES(87)}}
#define DS_CTXROW(name, fn, rep)                                                               \
    {{{name " ctx_len", fn, 255, L, 0, F_EC_SLOW | (rep), 0}, 0}, {0, 0}}
#define DS_KG QZ_MLDSA_KEYGEN_WORKSPACE_BYTES(44)
#define DS_SG QZ_MLDSA_SIGN_WORKSPACE_BYTES(44)
#define DS_VF QZ_MLDSA_VERIFY_WORKSPACE_BYTES(44)
#define DS_PKS QZ_MLDSA_PK_BYTES(65), QZ_MLDSA_PK_BYTES(87)
#define DS_SKS QZ_MLDSA_SK_BYTES(65), QZ_MLDSA_SK_BYTES(87)
#define DS_SIGS QZ_MLDSA_SIG_BYTES(65), QZ_MLDSA_SIG_BYTES(87)
#define DS_PK44 QZ_MLDSA_PK_BYTES(44)
#define DS_SK44 QZ_MLDSA_SK_BYTES(44)
#define DS_SIG44 QZ_MLDSA_SIG_BYTES(44)
#define DS_SIGN_ROWS(name, fn)                                                                 \
    DS_WSROW(name, call_##fn##_DS_WS, DS_SG, 0),                                               \
    DS_EXACT(name " sig_len", call_##fn##_DS_SIG, DS_SIG44, 0, DS_SIGS),                       \
    DS_EXACT(name " sk_len", call_##fn##_DS_SK, DS_SK44, 0, DS_SKS)
#define DS_VERIFY_ROWS(name, fn)                                                               \
    DS_WSROW(name, call_##fn##_DS_WS, DS_VF, 0),                                               \
    DS_EXACT(name " pk_len", call_##fn##_DS_PK, DS_PK44, 0, DS_PKS),                           \
    DS_SIGROW(name, call_##fn##_DS_SIG, 0)
static const mk_row DS_ROWS[] = {
    DS_WSROW("ML-DSA generate_key", call_ds_generate_DS_WS, DS_KG, 0),
    DS_EXACT("ML-DSA generate_key pk_len", call_ds_generate_DS_PK, DS_PK44, 0, DS_PKS),
    DS_EXACT("ML-DSA generate_key sk_len", call_ds_generate_DS_SK, DS_SK44, 0, DS_SKS),
    DS_WSROW("ML-DSA generate_key_derand", call_ds_derand_DS_WS, DS_KG, T | F_EC_REP),
    DS_EXACT("ML-DSA generate_key_derand pk_len", call_ds_derand_DS_PK, DS_PK44, T, DS_PKS),
    DS_EXACT("ML-DSA generate_key_derand sk_len", call_ds_derand_DS_SK, DS_SK44, T, DS_SKS),
    DS_EXACT("ML-DSA generate_key_derand seed_len", call_ds_derand_DS_SEED, 32, T, 0, 0),
    DS_WSROW("ML-DSA sign", call_ds_sign_DS_WS, DS_SG, T | F_EC_REP),
    DS_EXACT("ML-DSA sign sig_len", call_ds_sign_DS_SIG, DS_SIG44, T, DS_SIGS),
    DS_EXACT("ML-DSA sign sk_len", call_ds_sign_DS_SK, DS_SK44, T, DS_SKS),
    DS_SIGN_ROWS("ML-DSA sign_hedged", ds_sign_hedged),
    DS_SIGN_ROWS("ML-DSA sign_prehash", ds_sign_ph),
    DS_SIGN_ROWS("ML-DSA sign_prehash_hedged", ds_sign_ph_hedged),
    DS_SIGN_ROWS("ML-DSA sign_prehash_digest", ds_sign_digest),
    DS_SIGN_ROWS("ML-DSA sign_prehash_digest_hedged", ds_sign_digest_hedged),
    DS_SIGN_ROWS("ML-DSA sign_mu", ds_sign_mu),
    DS_SIGN_ROWS("ML-DSA sign_mu_hedged", ds_sign_mu_hedged),
    DS_CTXROW("ML-DSA sign", call_ds_sign_DS_CTX, T),
    DS_CTXROW("ML-DSA sign_hedged", call_ds_sign_hedged_DS_CTX, 0),
    DS_CTXROW("ML-DSA sign_prehash", call_ds_sign_ph_DS_CTX, 0),
    DS_CTXROW("ML-DSA sign_prehash_hedged", call_ds_sign_ph_hedged_DS_CTX, 0),
    DS_CTXROW("ML-DSA sign_prehash_digest", call_ds_sign_digest_DS_CTX, 0),
    DS_CTXROW("ML-DSA sign_prehash_digest_hedged", call_ds_sign_digest_hedged_DS_CTX, 0),
    DS_EXACT("ML-DSA sign_prehash_digest digest_len", call_ds_sign_digest_DS_DIGEST, 32, T, 0, 0),
    DS_EXACT("ML-DSA sign_prehash_digest_hedged digest_len",
             call_ds_sign_digest_hedged_DS_DIGEST, 32, 0, 0, 0),
    DS_EXACT("ML-DSA sign_mu mu_len", call_ds_sign_mu_DS_MU, 64, T, 0, 0),
    DS_EXACT("ML-DSA sign_mu_hedged mu_len", call_ds_sign_mu_hedged_DS_MU, 64, 0, 0, 0),
    DS_EXACT("ML-DSA compute_mu mu_len", call_ds_compute_mu_DS_MU, 64, T | F_EC_REP, 0, 0),
    DS_EXACT("ML-DSA compute_mu pk_len", call_ds_compute_mu_DS_PK, DS_PK44, T, DS_PKS),
    DS_CTXROW("ML-DSA compute_mu", call_ds_compute_mu_DS_CTX, T),
    DS_WSROW("ML-DSA verify", call_ds_verify_DS_WS, DS_VF, T | F_EC_REP),
    DS_EXACT("ML-DSA verify pk_len", call_ds_verify_DS_PK, DS_PK44, T, DS_PKS),
    DS_SIGROW("ML-DSA verify", call_ds_verify_DS_SIG, T),
    DS_VERIFY_ROWS("ML-DSA verify_prehash", ds_verify_ph),
    DS_VERIFY_ROWS("ML-DSA verify_prehash_digest", ds_verify_digest),
    DS_VERIFY_ROWS("ML-DSA verify_mu", ds_verify_mu),
    DS_CTXROW("ML-DSA verify", call_ds_verify_DS_CTX, T),
    DS_CTXROW("ML-DSA verify_prehash", call_ds_verify_ph_DS_CTX, 0),
    DS_CTXROW("ML-DSA verify_prehash_digest", call_ds_verify_digest_DS_CTX, 0),
    DS_EXACT("ML-DSA verify_prehash_digest digest_len", call_ds_verify_digest_DS_DIGEST, 32, T,
             0, 0),
    DS_EXACT("ML-DSA verify_mu mu_len", call_ds_verify_mu_DS_MU, 64, T, 0, 0),
};
#undef T

/* RSA-2048 (see the call functions): lo is each row's shortest valid
 * length; a private operation's workspace (F_WS_ANY) is valid from LOW on
 * and its rows also carry the MID and HIGH sizes, which a longer ws_len
 * selects (the valid calls: at LOW exactly, at the buffer's size and at
 * SIZE_MAX, HIGH). Verification refuses a signature of another length
 * with QZ_ERR_AUTH, every other length is QZ_ERR_LENGTH (the DER inputs
 * QZ_ERR_ENCODING). A valid call of a row marked RS runs a private
 * operation or sets a private key (16M and 5.6M modelled M4 cycles, some
 * 140M and 25M on the M0+, whose simulator replays this program in CI):
 * on a target these run for the rows marked F_EC_REP only (setting a key,
 * the CRT operation at HIGH and at LOW, v1.5 decryption), every refusal
 * everywhere. The decryptions' out_cap is checked after the private
 * operation, on the message's length: each of its probes costs one, so
 * those rows run on the host only (F_HOST). Key generation: refusals
 * only (F_NO_VALID), a valid call costs 10^8 to 10^9 cycles. */
typedef struct {
    lo_row lr;
    uint64_t mid, high; /* F_WS_ANY: the larger workspace sizes */
} rsa_row;
#define RS F_EC_SLOW
#define R_PUB_DER 270   /* the fixture's DER RSAPublicKey (checked in setup_rsa) */
#define R_PRIV_DER 1188 /* and its DER RSAPrivateKey */
#define R_KWS QZ_RSA_KEY_WORKSPACE_BYTES(2048)
#define R_VWS QZ_RSA_VERIFY_WORKSPACE_BYTES(2048)
#define R_EWS QZ_RSA_ENCRYPT_WORKSPACE_BYTES(2048)
#define R_CRT QZ_RSA_PRIVATE_WORKSPACE_BYTES_LOW(2048), QZ_RSA_PRIVATE_WORKSPACE_BYTES_MID(2048), \
              QZ_RSA_PRIVATE_WORKSPACE_BYTES_HIGH(2048)
#define R_NCRT QZ_RSA_NONCRT_WORKSPACE_BYTES_LOW(2048), QZ_RSA_NONCRT_WORKSPACE_BYTES_MID(2048), \
               QZ_RSA_NONCRT_WORKSPACE_BYTES_HIGH(2048)
#define R_DEC QZ_RSA_DECRYPT_WORKSPACE_BYTES_LOW(2048), QZ_RSA_DECRYPT_WORKSPACE_BYTES_MID(2048), \
              QZ_RSA_DECRYPT_WORKSPACE_BYTES_HIGH(2048)
#define RWS(name, fn, sizes, fl)                                                               \
    RWS_(name, fn, sizes, fl)
#define RWS_(name, fn, lo, mid, high, fl)                                                      \
    {{{name " ws_len", fn, NO_LIMIT, L, 0, F_BIG | F_BELOW | F_WS | F_WS_ANY | (fl), 0}, (lo)}, \
     (mid), (high)}
#define RWS1(name, fn, size, fl) RWS_(name, fn, size, size, size, fl)
#define REXACT(name, fn, v, err, fl) {{{name, fn, v, err, 0, F_BELOW | (fl), 0}, v}, 0, 0}
#define RRANGE(name, fn, lo, hi, fl) {{{name, fn, hi, L, 0, F_BELOW | (fl), 0}, lo}, 0, 0}
#define RANY(name, fn, fl) {{{name, fn, SHA256_MAX, L, 0, (fl), 0}, 0}, 0, 0}
#define RCAP(name, fn, lo, fl) {{{name, fn, NO_LIMIT, L, 0, F_BELOW | (fl), 0}, lo}, 0, 0}
/* A verification's digest_len: the valid call passes the in buffer as the
 * digest (the probed length's bytes), which does not verify. */
#define RDIGEST(name, fn) {{{name, fn, 32, L, AUTH, F_BELOW, 0}, 32}, 0, 0}
#define R_SALT QZ_RSA_PSS_MAX_SALT_BYTES(2048, 32)
static const rsa_row RSA_ROWS[] = {
    RWS1("RSA set_public_key_raw", call_r_set_pub_R_WS, R_KWS, 0),
    RRANGE("RSA set_public_key_raw n_len", call_r_set_pub_R_LEN, 128, QZ_RSA_MAX_BYTES, 0),
    RRANGE("RSA set_public_key_raw e_len", call_r_set_pub_R_LEN2, 1, 256, 0),
    REXACT("RSA get_public_key_raw n_len", call_r_get_pub_R_LEN, 256, L, 0),
    RRANGE("RSA get_public_key_raw e_len", call_r_get_pub_R_LEN2, 3, 256, 0),
    RWS1("RSA set_private_key_raw", call_r_set_priv_R_WS, R_KWS, RS | F_EC_REP),
    REXACT("RSA set_private_key_raw p_len", call_r_set_priv_R_LEN, 128, L, RS),
    RRANGE("RSA set_private_key_raw d_len", call_r_set_priv_R_LEN2, 1, 256, RS),
    RRANGE("RSA set_private_key_raw qinv_len", call_r_set_priv_R_LEN3, 1, 128, RS),
    REXACT("RSA get_private_key_raw out_len (n)", call_r_get_priv_R_LEN, 256, L, 0),
    REXACT("RSA get_private_key_raw out_len (p)", call_r_get_priv_R_LEN2, 128, L, 0),
    RRANGE("RSA get_private_key_raw out_len (e)", call_r_get_priv_R_LEN3, 3, 256, 0),
    RWS1("RSA set_public_key_der", call_r_set_pub_der_R_WS, R_KWS, 0),
    REXACT("RSA set_public_key_der der_len", call_r_set_pub_der_R_LEN, R_PUB_DER,
           QZ_ERR_ENCODING, F_BIG | F_MID),
    RCAP("RSA get_public_key_der der_cap", call_r_get_pub_der_R_LEN, R_PUB_DER, F_BIG | F_MID),
    RWS1("RSA set_private_key_der", call_r_set_priv_der_R_WS, R_KWS, RS),
    REXACT("RSA set_private_key_der der_len", call_r_set_priv_der_R_LEN, R_PRIV_DER,
           QZ_ERR_ENCODING, RS | F_BIG | F_MID),
    RCAP("RSA get_private_key_der der_cap", call_r_get_priv_der_R_LEN, R_PRIV_DER,
         F_BIG | F_MID),
    RWS1("RSA public", call_r_public_R_WS, QZ_RSA_PUBLIC_WORKSPACE_BYTES(2048), 0),
    REXACT("RSA public out_len", call_r_public_R_LEN, 256, L, 0),
    REXACT("RSA public in_len", call_r_public_R_LEN2, 256, L, 0),
    RWS("RSA private", call_r_private_R_WS, R_CRT, RS | F_EC_REP | F_LO_T),
    REXACT("RSA private out_len", call_r_private_R_LEN, 256, L, RS),
    REXACT("RSA private in_len", call_r_private_R_LEN2, 256, L, RS),
    RWS("RSA private_noncrt", call_r_private_noncrt_R_WS, R_NCRT, RS | F_WS_DS),
    REXACT("RSA private_noncrt out_len", call_r_private_noncrt_R_LEN, 256, L, RS),
    REXACT("RSA private_noncrt in_len", call_r_private_noncrt_R_LEN2, 256, L, RS),
    RWS("RSA pss_sign", call_r_pss_sign_R_WS, R_CRT, RS),
    REXACT("RSA pss_sign sig_len", call_r_pss_sign_R_LEN, 256, L, RS),
    RANY("RSA pss_sign msg_len", call_r_pss_sign_R_LEN2, RS),
    RRANGE("RSA pss_sign salt_len", call_r_pss_sign_R_LEN3, 0, R_SALT, RS),
    RWS("RSA pss_sign_digest", call_r_pss_sign_digest_R_WS, R_CRT, RS),
    REXACT("RSA pss_sign_digest sig_len", call_r_pss_sign_digest_R_LEN, 256, L, RS),
    REXACT("RSA pss_sign_digest digest_len", call_r_pss_sign_digest_R_LEN2, 32, L, RS),
    RRANGE("RSA pss_sign_digest salt_len", call_r_pss_sign_digest_R_LEN3, 0, R_SALT, RS),
    RWS("RSA pss_sign_digest_derand", call_r_pss_derand_R_WS, R_CRT, RS),
    REXACT("RSA pss_sign_digest_derand sig_len", call_r_pss_derand_R_LEN, 256, L, RS),
    REXACT("RSA pss_sign_digest_derand digest_len", call_r_pss_derand_R_LEN2, 32, L, RS),
    RRANGE("RSA pss_sign_digest_derand salt_len", call_r_pss_derand_R_LEN3, 0, R_SALT, RS),
    RWS("RSA pkcs1_sign", call_r_pkcs1_sign_R_WS, R_CRT, RS),
    REXACT("RSA pkcs1_sign sig_len", call_r_pkcs1_sign_R_LEN, 256, L, RS),
    RANY("RSA pkcs1_sign msg_len", call_r_pkcs1_sign_R_LEN2, RS),
    RWS("RSA pkcs1_sign_digest", call_r_pkcs1_sign_digest_R_WS, R_CRT, RS),
    REXACT("RSA pkcs1_sign_digest sig_len", call_r_pkcs1_sign_digest_R_LEN, 256, L, RS),
    REXACT("RSA pkcs1_sign_digest digest_len", call_r_pkcs1_sign_digest_R_LEN2, 32, L, RS),
    RWS1("RSA pss_verify", call_r_pss_verify_R_WS, R_VWS, 0),
    REXACT("RSA pss_verify sig_len", call_r_pss_verify_R_LEN, 256, AUTH, 0),
    RANY("RSA pss_verify msg_len", call_r_pss_verify_R_LEN2, 0),
    RWS1("RSA pss_verify_digest", call_r_pss_verify_digest_R_WS, R_VWS, 0),
    REXACT("RSA pss_verify_digest sig_len", call_r_pss_verify_digest_R_LEN, 256, AUTH, 0),
    RDIGEST("RSA pss_verify_digest digest_len", call_r_pss_verify_digest_R_LEN2),
    RWS1("RSA pkcs1_verify", call_r_pkcs1_verify_R_WS, R_VWS, 0),
    REXACT("RSA pkcs1_verify sig_len", call_r_pkcs1_verify_R_LEN, 256, AUTH, 0),
    RANY("RSA pkcs1_verify msg_len", call_r_pkcs1_verify_R_LEN2, 0),
    RWS1("RSA pkcs1_verify_digest", call_r_pkcs1_verify_digest_R_WS, R_VWS, 0),
    REXACT("RSA pkcs1_verify_digest sig_len", call_r_pkcs1_verify_digest_R_LEN, 256, AUTH, 0),
    RDIGEST("RSA pkcs1_verify_digest digest_len", call_r_pkcs1_verify_digest_R_LEN2),
    RWS1("RSA oaep_encrypt", call_r_oaep_enc_R_WS, R_EWS, 0),
    REXACT("RSA oaep_encrypt ct_len", call_r_oaep_enc_R_LEN, 256, L, 0),
    RRANGE("RSA oaep_encrypt msg_len", call_r_oaep_enc_R_LEN2, 0,
           QZ_RSA_OAEP_MAX_MSG_BYTES(2048, 32), 0),
    RANY("RSA oaep_encrypt label_len", call_r_oaep_enc_R_LEN3, 0),
    RWS1("RSA oaep_encrypt_derand", call_r_oaep_derand_R_WS, R_EWS, 0),
    REXACT("RSA oaep_encrypt_derand ct_len", call_r_oaep_derand_R_LEN, 256, L, 0),
    RRANGE("RSA oaep_encrypt_derand msg_len", call_r_oaep_derand_R_LEN2, 0,
           QZ_RSA_OAEP_MAX_MSG_BYTES(2048, 32), 0),
    RANY("RSA oaep_encrypt_derand label_len", call_r_oaep_derand_R_LEN3, 0),
    REXACT("RSA oaep_encrypt_derand seed_len", call_r_oaep_derand_R_LEN4, 32, L, 0),
    RWS1("RSA pkcs1_encrypt", call_r_pkcs1_enc_R_WS, R_EWS, 0),
    REXACT("RSA pkcs1_encrypt ct_len", call_r_pkcs1_enc_R_LEN, 256, L, 0),
    RRANGE("RSA pkcs1_encrypt msg_len", call_r_pkcs1_enc_R_LEN2, 0,
           QZ_RSA_PKCS1_MAX_MSG_BYTES(2048), 0),
    RWS("RSA oaep_decrypt", call_r_oaep_dec_R_WS, R_DEC, RS),
    REXACT("RSA oaep_decrypt ct_len", call_r_oaep_dec_R_LEN, 256, L, RS),
    RCAP("RSA oaep_decrypt out_cap", call_r_oaep_dec_R_LEN2, 32, RS | F_HOST),
    RWS("RSA pkcs1_decrypt", call_r_pkcs1_dec_R_WS, R_DEC, RS | F_EC_REP),
    REXACT("RSA pkcs1_decrypt ct_len", call_r_pkcs1_dec_R_LEN, 256, L, RS),
    RCAP("RSA pkcs1_decrypt out_cap", call_r_pkcs1_dec_R_LEN2, 32, RS | F_HOST),
    RWS1("RSA generate_key", call_r_keygen_R_WS, QZ_RSA_KEYGEN_WORKSPACE_BYTES(2048),
         F_NO_VALID),
    RRANGE("RSA generate_key e_len", call_r_keygen_R_LEN, 1, 32, F_NO_VALID),
};

/* ---- the runner --------------------------------------------------------- */

static void fill(uint8_t *buf, size_t cap, uint8_t pat)
{
    memset(buf, PAT_GUARD, GUARD);
    memset(buf + GUARD, pat, cap);
    memset(buf + GUARD + cap, PAT_GUARD, GUARD);
}

/* Number of bytes of p[0..n) that differ from v. */
static size_t differ(const uint8_t *p, size_t n, uint8_t v)
{
    size_t d = 0;

    for (size_t i = 0; i < n; i++)
        d += p[i] != v;
    return d;
}

static void setup(const row *r, io *b, uint8_t **in_buf, uint8_t **out_buf)
{
    int big = (r->flags & F_BIG) != 0;

    *in_buf = big ? in_big : in_small;
    *out_buf = big ? out_big : out_small;
    b->cap = big ? ((r->flags & F_MID) ? MID : BIG) : SMALL;
    if (r->flags & F_WS) /* a workspace: room for the largest, in the big buffers */
        b->cap = (r->flags & F_WS_DS) ? DS_WS_CAP : WS_CAP;
    b->in = *in_buf + GUARD;
    b->out = *out_buf + GUARD;
    b->aux = aux_buf + GUARD;
    fill(*in_buf, b->cap, PAT_IN);
    fill(*out_buf, b->cap, PAT_OUT);
    fill(aux_buf, AUX, PAT_AUX);
}

/* The guards of every buffer the row uses: intact? (What a call may write
 * inside the buffers is checked by the caller.) */
static size_t guards_hit(const uint8_t *in_buf, const uint8_t *out_buf, size_t cap)
{
    return differ(in_buf, GUARD, PAT_GUARD) + differ(in_buf + GUARD + cap, GUARD, PAT_GUARD) +
           differ(out_buf, GUARD, PAT_GUARD) + differ(out_buf + GUARD + cap, GUARD, PAT_GUARD) +
           differ(aux_buf, GUARD, PAT_GUARD) + differ(aux_buf + GUARD + AUX, GUARD, PAT_GUARD);
}

/* len in hex, without relying on printf's long long support (newlib-nano). */
static const char *hex(size_t len)
{
    static char s[17];
    uint64_t v = len;

    for (int i = 15; i >= 0; i--, v >>= 4)
        s[i] = "0123456789abcdef"[v & 15];
    s[16] = 0;
    return s;
}

/* One refused call: the number of things wrong (printed unless quiet). */
static unsigned probe(const row *r, size_t len, int quiet)
{
    uint8_t *in_buf, *out_buf;
    io b;
    size_t z = 0, d;
    unsigned bad = 0;
    int rc;

    setup(r, &b, &in_buf, &out_buf);
    rc = r->call(&b, len);
    if (r->flags & F_ZERO)
        z = len < r->zero ? len : r->zero;
    else if (r->flags & F_ZFIX)
        z = r->zero;
    if (rc != r->err) {
        bad++;
        if (!quiet)
            printf("  %s, len 0x%s: returned %d, expected %d\n", r->name, hex(len), rc,
                   r->err);
    }
    d = guards_hit(in_buf, out_buf, b.cap);
    d += differ(b.in, b.cap, PAT_IN) + differ(b.aux, AUX, PAT_AUX);
    d += differ(b.out, z, 0) + differ(b.out + z, b.cap - z, PAT_OUT);
    if (d != 0) {
        bad++;
        if (!quiet)
            printf("  %s, len 0x%s: %lu bytes changed outside what the header allows "
                   "(%lu zeroed allowed)\n",
                   r->name, hex(len), (unsigned long)d, (unsigned long)z);
    }
    return bad;
}

static unsigned ws_after(const row *r, const io *b, size_t len);

/* A valid call with length len (at most the buffers' size). */
static unsigned valid_call_at(const row *r, size_t len)
{
    uint8_t *in_buf, *out_buf;
    io b;
    int rc;
    unsigned bad = 0;

    setup(r, &b, &in_buf, &out_buf);
    rc = r->call(&b, len);
    if (rc != r->ok) {
        bad++;
        printf("  %s, valid len %lu: returned %d, expected %d\n", r->name, (unsigned long)len,
               rc, r->ok);
    }
    if (guards_hit(in_buf, out_buf, b.cap) != 0 || differ(b.in, b.cap, PAT_IN) != 0) {
        bad++;
        printf("  %s, valid len %lu: wrote a guard or the input\n", r->name, (unsigned long)len);
    }
    if (r->flags & F_WS)
        bad += ws_after(r, &b, len);
    return bad;
}

/* The valid call: the limit when it fits the buffers, else their size. */
static unsigned valid_call(const row *r)
{
    size_t cap = (r->flags & F_WS)    ? ((r->flags & F_WS_DS) ? DS_WS_CAP : WS_CAP)
                 : (r->flags & F_BIG) ? ((r->flags & F_MID) ? MID : BIG)
                                      : SMALL;

    return valid_call_at(r, r->limit < cap ? (size_t)r->limit : cap);
}

/* A workspace row's valid call (len: the buffer's size, then SIZE_MAX):
 * the workspace wiped up to the documented size, untouched beyond it. */
static unsigned ws_after(const row *r, const io *b, size_t len)
{
    size_t lo = (r->flags & F_WS_UNUSED) ? 0 : (size_t)row_lo;

    if (r->flags & F_WS_ANY) {
        /* the bytes of the size the call chose: wiped or never written */
        size_t top = len >= row_high ? (size_t)row_high
                     : len >= row_mid ? (size_t)row_mid
                                      : (size_t)row_lo;
        size_t d = 0;

        top = top < b->cap ? top : b->cap;
        for (size_t i = 0; i < top; i++)
            d += b->out[i] != 0 && b->out[i] != PAT_OUT;
        if (d + differ(b->out + top, b->cap - top, PAT_OUT) == 0)
            return 0;
        printf("  %s, ws_len 0x%s: workspace not wiped, or written beyond %lu bytes\n",
               r->name, hex(len), (unsigned long)top);
        return 1;
    }
    if (differ(b->out, lo, 0) + differ(b->out + lo, b->cap - lo, PAT_OUT) == 0)
        return 0;
    printf("  %s, ws_len 0x%s: workspace not wiped, or written beyond %lu bytes\n", r->name,
           hex(len), (unsigned long)lo);
    return 1;
}

/* The second valid call of a workspace row: ws_len = SIZE_MAX. */
static unsigned ws_size_max(const row *r)
{
    uint8_t *in_buf, *out_buf;
    io b;
    int rc;
    unsigned bad = 0;

    setup(r, &b, &in_buf, &out_buf);
    rc = r->call(&b, SIZE_MAX);
    if (rc != r->ok) {
        bad++;
        printf("  %s, ws_len SIZE_MAX: returned %d, expected %d\n", r->name, rc, r->ok);
    }
    if (guards_hit(in_buf, out_buf, b.cap) != 0 || differ(b.in, b.cap, PAT_IN) != 0) {
        bad++;
        printf("  %s, ws_len SIZE_MAX: wrote a guard or the input\n", r->name);
    }
    return bad + ws_after(r, &b, SIZE_MAX);
}

/* With F_BELOW, the lengths below lo (and with F_GAP between lo and the
 * limit): all of them up to 200, else 0 to 8, lo / 2 and the 16 below lo. */
static size_t lengths_below(const row *r, size_t *out, size_t cap)
{
    size_t n = 0, lo = (size_t)row_lo;

    if (!(r->flags & F_BELOW))
        return 0;
    for (size_t v = 0; v < lo && n < cap; v++)
        if (lo <= 200 || v <= 8 || v == lo / 2 || v + 16 >= lo)
            out[n++] = v;
    if (r->flags & F_GAP)
        for (uint64_t v = row_lo + 1; v < r->limit && n < cap; v++)
            out[n++] = (size_t)v;
    return n;
}

/* The lengths probed: those of this list above a row's limit. */
static size_t lengths(uint64_t limit, size_t *out, size_t cap)
{
    static const uint64_t ABOVE[] = {1, 2, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 128, 4096};
    static const uint64_t BELOW_MAX[] = {0, 1, 2, 7, 8, 14, 15, 16, 17, 31, 32, 33, 47, 48, 49,
                                         63, 64, 65, 127, 128, 129, 255, 256, 257};
    static const unsigned POW2[] = {16, 20, 24, 28, 31, 32, 33, 36, 38, 48, 60, 61, 62, 63};
    size_t n = 0;

#define ADD(v)                                                                                 \
    do {                                                                                       \
        uint64_t v_ = (v);                                                                     \
        if (v_ > limit && v_ <= (uint64_t)SIZE_MAX && n < cap)                                 \
            out[n++] = (size_t)v_;                                                             \
    } while (0)
    for (size_t i = 0; i < sizeof ABOVE / sizeof ABOVE[0]; i++)
        if (limit <= UINT64_MAX - ABOVE[i])
            ADD(limit + ABOVE[i]);
    for (size_t i = 0; i < sizeof BELOW_MAX / sizeof BELOW_MAX[0]; i++)
        ADD((uint64_t)SIZE_MAX - BELOW_MAX[i]);
    ADD((uint64_t)(SIZE_MAX / 2) + 1);
    ADD((uint64_t)(SIZE_MAX / 2));
    ADD((uint64_t)(SIZE_MAX / 16) + 1);
    ADD((uint64_t)(SIZE_MAX / 16) * 15);
    for (size_t i = 0; i < sizeof POW2 / sizeof POW2[0]; i++) {
        ADD(UINT64_C(1) << POW2[i]);
        ADD((UINT64_C(1) << POW2[i]) + 1);
        ADD((UINT64_C(1) << POW2[i]) - 1);
    }
#undef ADD
    return n;
}

static void setup_keys(void)
{
    uint8_t buf[16];

    QZT_CHECK(qz_aes_set_encrypt_key(&enc_key, K, 16) == QZ_OK, "aes key");
    QZT_CHECK(qz_aes_set_decrypt_key(&dec_key, K, 16) == QZ_OK, "aes key");
    QZT_CHECK(qz_xts_set_encrypt_key(&xts_enc, K, 32) == QZ_OK, "xts key");
    QZT_CHECK(qz_xts_set_decrypt_key(&xts_dec, K, 32) == QZ_OK, "xts key");
    QZT_CHECK(qz_cmac_set_key(&cmac_key, K, 16) == QZ_OK, "cmac key");
    QZT_CHECK(qz_gcm_set_key(&gcm_key, K, 16) == QZ_OK, "gcm key");
    QZT_CHECK(qz_hmac_drbg_instantiate(&hd_ready, QZ_HASH_SHA256, K, 32, K + 32, 16, NULL, 0) ==
                  QZ_OK, "hmac_drbg");
    QZT_CHECK(qz_ctr_drbg_instantiate(&cd_ready, K, 32, K + 32, 16, NULL, 0) == QZ_OK,
              "ctr_drbg");
    /* A reseed due and no source: every generate is QZ_ERR_RESEED. */
    hd_due = hd_ready;
    cd_due = cd_ready;
    QZT_CHECK(qz_hmac_drbg_set_reseed_interval(&hd_due, 1) == QZ_OK, "interval");
    QZT_CHECK(qz_ctr_drbg_set_reseed_interval(&cd_due, 1) == QZ_OK, "interval");
    QZT_CHECK(qz_hmac_drbg_generate(&hd_due, buf, 16, NULL, 0, 0) == QZ_OK, "generate");
    QZT_CHECK(qz_ctr_drbg_generate(&cd_due, buf, 16, NULL, 0, 0) == QZ_OK, "generate");
    QZT_CHECK(qz_hmac_drbg_generate(&hd_due, buf, 16, NULL, 0, 0) == QZ_ERR_RESEED, "due");
    QZT_CHECK(qz_ctr_drbg_generate(&cd_due, buf, 16, NULL, 0, 0) == QZ_ERR_RESEED, "due");
}

/* On a Cortex-M core (qemu, and qz-mcusim on the M0+, where P-521 in C
 * costs seconds a multiplication) the rows whose valid call multiplies on
 * a curve run it only for P-256, with ws_len SIZE_MAX, for one entry point
 * of each kind (F_EC_REP: key generation, each public-key decoder, RFC
 * 6979 signing, verification, ECDH); the host runs every valid call.
 * Every refused length is probed everywhere. */
#if defined(__arm__) || defined(__thumb__)
#define ON_TARGET 1
#else
#define ON_TARGET 0
#endif

/* Every probe of row r, then its valid calls: the problems found. */
static unsigned run_row(const row *r, uint64_t lo, unsigned long *probes)
{
    static size_t lens[256];
    int fault = (r->flags & F_FAULT) != 0;
    size_t n = lengths(r->limit, lens, 128);
    unsigned bad = 0;

    row_lo = lo;
    n += lengths_below(r, lens + n, sizeof lens / sizeof lens[0] - n);
    for (size_t j = 0; j < n; j++)
        bad += probe(r, lens[j], fault);
    *probes += n;
    if (fault) {
        QZT_CHECK(bad > 0, "%s: the deliberate fault was not detected", r->name);
        return 0;
    }
    if (!(r->flags & F_NO_VALID) &&
        (!ON_TARGET || !(r->flags & F_EC_SLOW) ||
         ((r->flags & F_EC_REP) &&
          (strncmp(r->name, "P-", 2) != 0 || strncmp(r->name, "P-256", 5) == 0)))) {
        if (!(ON_TARGET && (r->flags & F_WS)))
            bad += valid_call(r);
        if (r->flags & F_WS)
            bad += ws_size_max(r);
    }
    QZT_CHECK(bad == 0, "%s: %u problems", r->name, bad);
    return bad;
}


/* The NIST-curve fixtures (see the call functions): every step must work. */
static void setup_ec(void)
{
    static const qz_ec_curve_id CURVES[3] = {QZ_EC_P256, QZ_EC_P384, QZ_EC_P521};
    static uint8_t m[SMALL];
    memset(m, PAT_IN, sizeof m);
    for (size_t i = 0; i < 3; i++) {
        ecfix *f = &ecf[i];
        size_t el = i == 0 ? 32 : i == 1 ? 48 : 66;
        uint8_t *dsig = f->dsig;

        f->c = CURVES[i];
        f->el = el;
        for (size_t j = 0; j < el; j++)
            f->d[j] = (uint8_t)(0x11 + 7 * j);
        f->d[0] = el == 66 ? 0x01 : 0x7e;
        if (ON_TARGET && i != 0) {
            /* Key objects for refused calls only (their valid calls run on
             * the host): the bookkeeping right, the point not computed,
             * which costs seconds on an M0+ in the simulator. */
            f->priv.magic = QZ_EC_PRIVATE_MAGIC;
            f->priv.curve = f->c;
            f->priv.curve_check = qzi_curve_check(f->c);
            f->priv.d[0] = f->priv.x[0] = f->priv.y[0] = 1;
            QZT_CHECK(qz_ec_get_public_key(&f->pub, &f->priv) == 0, "ec public key");
        } else {
            QZT_CHECK(qz_ec_set_private_key_raw(&f->priv, f->c, ec_ws, sizeof ec_ws, f->d,
                                                el) == 0, "ec key");
            QZT_CHECK(qz_ec_get_public_key(&f->pub, &f->priv) == 0, "ec public key");
        }
        QZT_CHECK(qz_ec_get_public_key_sec1(&f->pub, f->sec1, 1 + 2 * el) == 0, "sec1");
        QZT_CHECK(qz_ec_get_public_key_raw(&f->pub, f->raw, 2 * el) == 0, "raw");
        /* On a target only refused calls read P-384's and P-521's signature. */
        QZT_CHECK((ON_TARGET && i != 0) ||
                      qz_ecdsa_sign(&f->priv, QZ_HASH_SHA256, ec_ws, sizeof ec_ws, f->sig,
                                    2 * el, m, sizeof m) == 0, "sign");
        QZT_CHECK(qz_sha256(f->digest, m, sizeof m) == 0, "digest");
        /* The DER test signature: r and s with a fixed DER length. */
        for (size_t j = 0; j < 2 * el; j++)
            dsig[j] = (uint8_t)(0x23 + 5 * j);
        dsig[0] = dsig[el] = el == 66 ? 0x01 : 0x80;
        QZT_CHECK(qz_ecdsa_sig_to_der(f->c, f->der, sizeof f->der, &f->der_len, dsig, 2 * el) == 0,
                  "der");
        QZT_CHECK(f->der_len == (el == 66 ? 139 : 2 + 2 * (2 + el + 1)), "der length %lu",
                  (unsigned long)f->der_len);
        QZT_CHECK(qz_ecdsa_sig_from_der(f->c, ec_sink, 2 * el, f->der, f->der_len) == 0 &&
                      memcmp(ec_sink, dsig, 2 * el) == 0, "der round trip");
        /* verify rows check the signature over SMALL bytes of PAT_IN */
        QZT_CHECK((ON_TARGET && i != 0) ||
                      qz_ecdsa_verify(&f->pub, QZ_HASH_SHA256, ec_ws, sizeof ec_ws, m, sizeof m,
                                      f->sig, 2 * el) == 0, "verify");
    }
}

/* The X25519 and Ed25519 fixtures: keys, a peer value, the signatures the
 * valid verifications check (see the call functions). */
static void setup_c25519(void)
{
    static uint8_t m[SMALL];
    uint8_t ph[64];

    memset(m, PAT_IN, sizeof m);
    for (size_t j = 0; j < 32; j++) {
        cf.seed[j] = (uint8_t)(0x31 + 9 * j);
        cf.xpriv[j] = (uint8_t)(0x47 + 13 * j);
        cf.peer[j] = (uint8_t)(0x09 + 5 * j);
    }
    QZT_CHECK(qz_x25519_set_private_key(&cf.x, ec_ws, sizeof ec_ws, cf.xpriv, 32) == QZ_OK,
              "x25519 key");
    QZT_CHECK(qz_ed25519_set_private_key(&cf.ed, ec_ws, sizeof ec_ws, cf.seed, 32) == QZ_OK &&
                  qz_ed25519_get_public_key(&cf.ed, cf.pub, 32) == QZ_OK &&
                  qz_ed25519_set_public_key(&cf.edpub, ec_ws, sizeof ec_ws, cf.pub, 32) == QZ_OK,
              "ed25519 keys");
    qz_sha512(ph, m, sizeof m);
    memcpy(cf.digest, ph, 64);
    QZT_CHECK(qz_ed25519_sign(&cf.ed, ec_ws, sizeof ec_ws, cf.sig, 64, m, sizeof m) == QZ_OK &&
                  qz_ed25519ctx_sign(&cf.ed, ec_ws, sizeof ec_ws, cf.sig_ctx, 64, m, 255, m,
                                     sizeof m) == QZ_OK &&
                  qz_ed25519ph_sign_digest(&cf.ed, ec_ws, sizeof ec_ws, cf.sig_ph, 64, m, 255, ph,
                                           64) == QZ_OK,
              "ed25519 signatures");
}

/* The X448 and Ed448 fixtures, as setup_c25519's. */
static void setup_c448(void)
{
    static uint8_t m[SMALL];

    memset(m, PAT_IN, sizeof m);
    for (size_t j = 0; j < 57; j++) {
        cf4.seed[j] = (uint8_t)(0x2b + 11 * j);
        if (j < 56) {
            cf4.xpriv[j] = (uint8_t)(0x53 + 17 * j);
            cf4.peer[j] = (uint8_t)(0x05 + 7 * j);
        }
    }
    QZT_CHECK(qz_x448_set_private_key(&cf4.x, ec_ws, sizeof ec_ws, cf4.xpriv, 56) == QZ_OK,
              "x448 key");
    QZT_CHECK(qz_ed448_set_private_key(&cf4.ed, ec_ws, sizeof ec_ws, cf4.seed, 57) == QZ_OK &&
                  qz_ed448_get_public_key(&cf4.ed, cf4.pub, 57) == QZ_OK &&
                  qz_ed448_set_public_key(&cf4.edpub, ec_ws, sizeof ec_ws, cf4.pub, 57) == QZ_OK,
              "ed448 keys");
    QZT_CHECK(qz_shake256(cf4.digest, 64, m, sizeof m) == QZ_OK, "shake256");
    QZT_CHECK(qz_ed448_sign(&cf4.ed, ec_ws, sizeof ec_ws, cf4.sig, 114, m, 255, m, sizeof m) ==
                      QZ_OK &&
                  qz_ed448ph_sign_digest(&cf4.ed, ec_ws, sizeof ec_ws, cf4.sig_ph, 114, m, 255,
                                         cf4.digest, 64) == QZ_OK,
              "ed448 signatures");
}

/* The ML-KEM fixture: a key pair in both forms and a ciphertext. */
static void setup_mlkem(void)
{
    for (size_t j = 0; j < sizeof mkf.seed; j++)
        mkf.seed[j] = (uint8_t)(0x19 + 23 * j);
    for (size_t j = 0; j < sizeof mkf.m; j++)
        mkf.m[j] = (uint8_t)(0x6d + 3 * j);
    QZT_CHECK(qz_mlkem_generate_key_derand(QZ_MLKEM768, mk_ws, sizeof mk_ws, mkf.ek,
                                           sizeof mkf.ek, mkf.dk, sizeof mkf.dk, mkf.seed,
                                           sizeof mkf.seed) == QZ_OK &&
                  qz_mlkem_encaps_derand(QZ_MLKEM768, mk_ws, sizeof mk_ws, mk_ss, sizeof mk_ss,
                                         mkf.ct, sizeof mkf.ct, mkf.ek, sizeof mkf.ek, mkf.m,
                                         sizeof mkf.m) == QZ_OK,
              "ml-kem fixture");
}

/* An ML-KEM row: run_row's probes and valid calls, then the other sets'
 * lengths (refused), and a valid call at lo: a workspace of exactly the
 * call's size (wiped, nothing written beyond), or the seed form's dk_len. */
static void run_mk_row(const mk_row *m, unsigned long *probes)
{
    const row *r = &m->lr.r;
    unsigned bad = run_row(r, m->lr.lo, probes);

    for (size_t i = 0; i < 2; i++)
        if (m->other[i] != 0) {
            bad += probe(r, (size_t)m->other[i], 0);
            ++*probes;
        }
    if (r->flags & (F_WS | F_GAP))
        bad += valid_call_at(r, (size_t)m->lr.lo);
    QZT_CHECK(bad == 0, "%s: %u problems with the other sets' lengths or at %lu", r->name, bad,
              (unsigned long)m->lr.lo);
}

/* ML-KEM's NULL pointers with non-zero lengths: QZ_ERR_NULL, nothing
 * written; ek may be NULL with ek_len 0 in generate_key_derand only. */
static void mlkem_nulls(void)
{
    static uint8_t seed_out[QZ_MLKEM_SEED_BYTES];
    const size_t ekl = sizeof mk_ek, dkl = sizeof mk_dk, ctl = sizeof mk_ct;
    size_t changed;
    int rc[10];

    memset(mk_ek, 0x3c, sizeof mk_ek);
    memset(mk_dk, 0x3c, sizeof mk_dk);
    memset(mk_ct, 0x3c, sizeof mk_ct);
    memset(mk_ss, 0x3c, sizeof mk_ss);
    rc[0] = qz_mlkem_generate_key_derand(QZ_MLKEM768, mk_ws, sizeof mk_ws, NULL, ekl, mk_dk, dkl,
                                         mkf.seed, 64);
    rc[1] = qz_mlkem_generate_key_derand(QZ_MLKEM768, mk_ws, sizeof mk_ws, mk_ek, ekl, mk_dk,
                                         dkl, NULL, 64);
    rc[2] = qz_mlkem_get_encaps_key(QZ_MLKEM768, mk_ws, sizeof mk_ws, mk_ek, ekl, NULL, dkl);
    rc[3] = qz_mlkem_encaps_derand(QZ_MLKEM768, mk_ws, sizeof mk_ws, mk_ss, 32, mk_ct, ctl, NULL,
                                   ekl, mkf.m, 32);
    rc[4] = qz_mlkem_encaps_derand(QZ_MLKEM768, mk_ws, sizeof mk_ws, mk_ss, 32, mk_ct, ctl,
                                   mkf.ek, ekl, NULL, 32);
    rc[5] = qz_mlkem_decaps(QZ_MLKEM768, mk_ws, sizeof mk_ws, mk_ss, 32, mkf.dk, dkl, NULL, ctl);
    rc[6] = qz_mlkem_check_encaps_key(QZ_MLKEM768, NULL, ekl);
    rc[7] = qz_mlkem_check_decaps_key(QZ_MLKEM768, NULL, dkl);
    rc[8] = qz_mlkem_decaps_checked_key(QZ_MLKEM768, mk_ws, sizeof mk_ws, mk_ss, 32, mkf.dk, dkl,
                                        NULL, ctl);
    rc[9] = qz_mlkem_decaps_checked_key(QZ_MLKEM768, mk_ws, sizeof mk_ws, mk_ss, 32, NULL, dkl,
                                        mkf.ct, ctl);
    for (size_t i = 0; i < 10; i++)
        QZT_CHECK(rc[i] == QZ_ERR_NULL, "ML-KEM NULL with a length, call %u: %d", (unsigned)i,
                  rc[i]);
    changed = differ(mk_ek, sizeof mk_ek, 0x3c) + differ(mk_dk, sizeof mk_dk, 0x3c) +
              differ(mk_ct, sizeof mk_ct, 0x3c) + differ(mk_ss, sizeof mk_ss, 0x3c);
    QZT_CHECK(changed == 0, "ML-KEM: a refused NULL call wrote an output");
    /* ek NULL with ek_len 0: dk alone, in either form */
    QZT_CHECK(qz_mlkem_generate_key_derand(QZ_MLKEM768, mk_ws, sizeof mk_ws, NULL, 0, mk_dk, dkl,
                                           mkf.seed, 64) == QZ_OK &&
                  memcmp(mk_dk, mkf.dk, dkl) == 0 &&
                  qz_mlkem_generate_key_derand(QZ_MLKEM768, mk_ws, sizeof mk_ws, NULL, 0,
                                               seed_out, 64, mkf.seed, 64) == QZ_OK &&
                  memcmp(seed_out, mkf.seed, 64) == 0,
              "ML-KEM generate_key_derand with ek NULL, ek_len 0");
}

/* The ML-DSA fixture: a key pair, mu and the digest of the message, a
 * pure and a pre-hash signature, both with the 255-byte context. */
static void setup_mldsa(void)
{
    int ok;

    for (size_t j = 0; j < sizeof dsf.xi; j++)
        dsf.xi[j] = (uint8_t)(0x2b + 31 * j);
    for (size_t j = 0; j < sizeof dsf.ctx; j++)
        dsf.ctx[j] = (uint8_t)(0x63 + j);
    memset(dsf.msg, 0x4d, sizeof dsf.msg);
    ok = qz_mldsa_generate_key_derand(QZ_MLDSA44, ds_ws, sizeof ds_ws, dsf.pk, sizeof dsf.pk,
                                      dsf.sk, sizeof dsf.sk, dsf.xi, 32) == QZ_OK;
    ok &= qz_mldsa_compute_mu(QZ_MLDSA44, dsf.mu, 64, dsf.pk, sizeof dsf.pk, dsf.ctx,
                              sizeof dsf.ctx, dsf.msg, sizeof dsf.msg) == QZ_OK;
    ok &= qz_sha256(dsf.digest, dsf.msg, sizeof dsf.msg) == QZ_OK;
    ok &= qz_mldsa_sign(QZ_MLDSA44, ds_ws, sizeof ds_ws, dsf.sig, sizeof dsf.sig, dsf.sk,
                        sizeof dsf.sk, dsf.ctx, sizeof dsf.ctx, dsf.msg,
                        sizeof dsf.msg) == QZ_OK;
    ok &= qz_mldsa_sign_prehash_digest(QZ_MLDSA44, QZ_HASH_SHA256, ds_ws, sizeof ds_ws,
                                       dsf.sig_ph, sizeof dsf.sig_ph, dsf.sk, sizeof dsf.sk,
                                       dsf.ctx, sizeof dsf.ctx, dsf.digest, 32) == QZ_OK;
    QZT_CHECK(ok, "ml-dsa fixture");
}

/* An ML-DSA row: as an ML-KEM row (run_mk_row); on a target the F_DS_T
 * rows only, with the valid calls for the F_EC_REP rows only. */
static void run_ds_row(const mk_row *m, unsigned long *probes)
{
    const row *r = &m->lr.r;
    unsigned bad;

    if (ON_TARGET && !(r->flags & F_DS_T))
        return;
    bad = run_row(r, m->lr.lo, probes);
    for (size_t i = 0; i < 2; i++)
        if (m->other[i] != 0) {
            bad += probe(r, (size_t)m->other[i], 0);
            ++*probes;
        }
    if ((r->flags & (F_WS | F_GAP)) && (!ON_TARGET || (r->flags & F_EC_REP)))
        bad += valid_call_at(r, (size_t)m->lr.lo);
    QZT_CHECK(bad == 0, "%s: %u problems with the other sets' lengths or at %lu", r->name, bad,
              (unsigned long)m->lr.lo);
}

/* The RSA fixture (see the call functions): every step must work. */
static void setup_rsa(void)
{
    static uint8_t m[SMALL];
    qz_rsa_private_parts pp = {ct_rsa_n, ct_rsa_e, ct_rsa_d, ct_rsa_p, ct_rsa_q, ct_rsa_dp,
                               ct_rsa_dq, ct_rsa_qinv, 256, 3, 256, 128, 128, 128, 128, 128};
    int ok;

    memset(m, PAT_IN, sizeof m);
    memcpy(rf.n2, ct_rsa_n, 256);
    memcpy(rf.n2 + 256, ct_rsa_n, 256);
    memcpy(rf.e256 + 253, ct_rsa_e, 3);
    for (size_t j = 0; j < 32; j++) {
        rf.msg[j] = (uint8_t)(0x41 + 3 * j);
        rf.salt[j] = (uint8_t)(0x0b + 7 * j);
        rf.seed[j] = (uint8_t)(0x5d + 11 * j);
    }
    ok = qz_rsa_set_private_key_raw(&rf.key, rsa_ws, sizeof rsa_ws, &pp) == QZ_OK;
    ok &= qz_rsa_get_public_key(&rf.pub, &rf.key) == QZ_OK;
    ok &= qz_sha256(rf.digest, m, sizeof m) == QZ_OK;
    ok &= qz_rsa_pss_sign_digest_derand(&rf.key, QZ_HASH_SHA256, &SRC, rsa_ws, sizeof rsa_ws,
                                        rf.pss, 256, rf.digest, 32, rf.salt, 32) == QZ_OK;
    ok &= qz_rsa_pkcs1_sign_digest(&rf.key, QZ_HASH_SHA256, &SRC, rsa_ws, sizeof rsa_ws, rf.v15,
                                   256, rf.digest, 32) == QZ_OK;
    ok &= qz_rsa_oaep_encrypt_derand(&rf.pub, QZ_HASH_SHA256, rsa_ws, sizeof rsa_ws, rf.oaep_ct,
                                     256, NULL, 0, rf.msg, 32, rf.seed, 32) == QZ_OK;
    ok &= qz_rsa_pkcs1_encrypt(&rf.pub, &SRC, rsa_ws, sizeof rsa_ws, rf.v15_ct, 256, rf.msg,
                               32) == QZ_OK;
    ok &= qz_rsa_get_public_key_der(&rf.pub, rf.pub_der, sizeof rf.pub_der, &rf.pub_der_len) ==
              QZ_OK && rf.pub_der_len == R_PUB_DER;
    ok &= qz_rsa_get_private_key_der(&rf.key, rf.priv_der, sizeof rf.priv_der,
                                     &rf.priv_der_len) == QZ_OK &&
          rf.priv_der_len == R_PRIV_DER;
    QZT_CHECK(ok, "rsa fixture");
}

/* An RSA row: run_row's probes and valid calls, then (a workspace) a
 * valid call at exactly lo; on a target the F_HOST rows are skipped and
 * the valid call at lo of a row marked RS runs only with F_LO_T. */
static void run_rsa_row(const rsa_row *m, unsigned long *probes)
{
    const row *r = &m->lr.r;
    unsigned bad;

    if (ON_TARGET && (r->flags & F_HOST))
        return;
    row_mid = m->mid;
    row_high = m->high;
    bad = run_row(r, m->lr.lo, probes);
    if ((r->flags & F_WS) && !(r->flags & F_NO_VALID) &&
        (!ON_TARGET || !(r->flags & F_EC_SLOW) || (r->flags & F_LO_T)))
        bad += valid_call_at(r, (size_t)m->lr.lo);
    QZT_CHECK(bad == 0, "%s: %u problems at %lu", r->name, bad, (unsigned long)m->lr.lo);
}

int main(void)
{
    unsigned long probes = 0;

    setup_keys();
    setup_ec();
    setup_c25519();
    setup_c448();
    for (size_t i = 0; i < sizeof ROWS / sizeof ROWS[0]; i++)
        run_row(&ROWS[i], 0, &probes);
    for (size_t i = 0; i < sizeof EC_ROW_TABLE / sizeof EC_ROW_TABLE[0]; i++)
        run_row(&EC_ROW_TABLE[i].r, EC_ROW_TABLE[i].lo, &probes);
    for (size_t i = 0; i < sizeof C25519_ROW_TABLE / sizeof C25519_ROW_TABLE[0]; i++)
        run_row(&C25519_ROW_TABLE[i].r, C25519_ROW_TABLE[i].lo, &probes);
    for (size_t i = 0; i < sizeof C448_ROW_TABLE / sizeof C448_ROW_TABLE[0]; i++)
        run_row(&C448_ROW_TABLE[i].r, C448_ROW_TABLE[i].lo, &probes);
    setup_mlkem();
    for (size_t i = 0; i < sizeof MK_ROWS / sizeof MK_ROWS[0]; i++)
        run_mk_row(&MK_ROWS[i], &probes);
    mlkem_nulls();
    setup_mldsa();
    for (size_t i = 0; i < sizeof DS_ROWS / sizeof DS_ROWS[0]; i++)
        run_ds_row(&DS_ROWS[i], &probes);
    setup_rsa();
    for (size_t i = 0; i < sizeof RSA_ROWS / sizeof RSA_ROWS[0]; i++)
        run_rsa_row(&RSA_ROWS[i], &probes);
    printf("bad-length: %lu rows, %lu refused lengths probed (size_t: %u bits)\n",
           (unsigned long)(sizeof ROWS / sizeof ROWS[0] + sizeof EC_ROW_TABLE / sizeof EC_ROW_TABLE[0] +
                           sizeof C25519_ROW_TABLE / sizeof C25519_ROW_TABLE[0] +
                           sizeof C448_ROW_TABLE / sizeof C448_ROW_TABLE[0] +
                           sizeof MK_ROWS / sizeof MK_ROWS[0] +
                           sizeof DS_ROWS / sizeof DS_ROWS[0] +
                           sizeof RSA_ROWS / sizeof RSA_ROWS[0]),
           probes, (unsigned)(sizeof(size_t) * 8));
    return qzt_finish("bad-length");
}

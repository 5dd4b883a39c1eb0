/*
 * Secret residue check (Cortex-M builds, under qemu-arm or qz-mcusim).
 *
 * For each secret-key operation (error paths included):
 *  1. derive: run the same steps on objects outside the stack and collect
 *     every secret the operation holds or derives: the raw key, keyed hash
 *     states, padded key blocks, round keys (in the kernel's layout and in
 *     FIPS-197 form), E_K(0) (GCM's H, CMAC's L), subkeys, tweaks, key
 *     streams, one-time MAC keys, PRKs, DRBG states, decrypted plaintext;
 *  2. paint the stack below the caller right up to its stack pointer, run
 *     the operation, then scan the used stack and the (finished) context
 *     for any 8-byte run of any of those secrets. A hit fails: the library
 *     left a secret behind.
 * Windows of eight equal bytes or with more than three zero bytes are not
 * looked for: they come from zero padding (of a key block, of unused
 * round-key words, of a context's counters), not from secret values, and
 * small integers on the stack would match them by chance.
 *
 * The check proves it can fail: a deliberate copy of the raw key and one of
 * a derived value (E_K(0)) on the stack must both be found.
 *
 * The NIST-curve, X25519, Ed25519, X448, Ed448, ML-KEM, ML-DSA and RSA
 * operations also require their workspace to be all zero afterwards (see
 * "NIST curves", "X25519 and Ed25519", "X448 and Ed448", "ML-KEM",
 * "ML-DSA" and "RSA primitives" below for what they derive).
 *
 * Adding an operation: one op_ function, one derive_ function that calls
 * secret() on what the operation derives, and one line in OPS[].
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "curve25519/ed25519_internal.h" /* scalars mod L, for the derive_ functions */
#include "curve448/ed448_internal.h"
#include "internal/keccak_kernel.h"
#include "internal/keccak_sponge.h"
#include "ec/ecdsa_internal.h" /* scalar arithmetic for the derive_ functions */
#include "mldsa/mldsa_internal.h" /* the workspace sizes */
#include "mlkem/mlkem_internal.h" /* K-PKE decryption, for m' */
#include "qzcrypt/qzcrypt.h"
#include "qzt.h"

#define PAINT_BYTES 6144
#define PAINT_WORD 0xc3c3c3c3u
#define RUN 8 /* a leaked run of this many secret bytes is a hit */

static uint8_t key[200], msg[300], out[512];
static union {
    qz_hmac_ctx hmac;
    qz_keccak_ctx keccak;
    qz_hash_ctx hash;
    qz_aes_key aes;
    qz_xts_key xts;
    qz_cmac_key cmac;
    qz_gcm_key gcm;
    qz_chacha20poly1305_ctx chacha;
    qz_hmac_drbg_ctx hmac_drbg;
    qz_ctr_drbg_ctx ctr_drbg;
    qz_ec_private_key ec;
    qz_x25519_private_key x25519;
    qz_ed25519_private_key ed25519;
    qz_x448_private_key x448;
    qz_ed448_private_key ed448;
} ctx;
static const uint8_t iv[32] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};

/* The FIPS-197 key schedule of the table variant (always built): the
 * natural form of the round keys, whatever variant the build uses. */
void qzi_aes_table_expand_c(uint32_t rk[QZ_AES_RK_WORDS], const uint8_t *key,
                            unsigned key_len, int decrypt);

/* --- the secrets of the current operation --------------------------------
 * Every RUN-byte window of every secret, as a sorted table of 64-bit
 * values, looked up for each position of the scanned memory. */
#define MAX_WINDOWS 12288 /* ML-KEM's seed-form decapsulation lists about 9,600 */
static struct window {
    uint64_t bytes;
    uint16_t piece, offset; /* which secret() call, where in it */
} windows[MAX_WINDOWS];
static size_t n_windows;
static unsigned n_pieces;
static int overflow;

static uint64_t window_at(const volatile uint8_t *p)
{
    uint64_t w = 0;

    for (unsigned j = 0; j < RUN; j++)
        w = w << 8 | p[j];
    return w;
}

/* Record the n bytes at p as a secret the operation derives. */
static void secret(const void *p, size_t n)
{
    const uint8_t *b = (const uint8_t *)p;

    for (size_t i = 0; i + RUN <= n; i++) {
        unsigned zeros = 0, equal = 0;

        for (unsigned j = 0; j < RUN; j++) {
            zeros += b[i + j] == 0;
            equal += b[i + j] == b[i];
        }
        if (zeros > 3 || equal == RUN)
            continue;
        if (n_windows == MAX_WINDOWS) {
            overflow = 1;
            return;
        }
        windows[n_windows].bytes = window_at(b + i);
        windows[n_windows].piece = (uint16_t)n_pieces;
        windows[n_windows++].offset = (uint16_t)i;
    }
    n_pieces++;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = ((const struct window *)a)->bytes, y = ((const struct window *)b)->bytes;

    return x < y ? -1 : x > y;
}

/* Offset of the first secret window found in [p, p + n), or -1; *hit is
 * the window found. */
static long find_secret(const volatile uint8_t *p, size_t n, const struct window **hit)
{
    for (size_t i = 0; i + RUN <= n; i++) {
        uint64_t w = window_at(p + i);
        size_t lo = 0, hi = n_windows;

        while (lo < hi) {
            size_t mid = lo + (hi - lo) / 2;

            if (windows[mid].bytes < w)
                lo = mid + 1;
            else
                hi = mid;
        }
        if (lo < n_windows && windows[lo].bytes == w) {
            *hit = &windows[lo];
            return (long)i;
        }
    }
    return -1;
}

/* --- derived values, computed outside the painted stack ------------------ */
static union {
    qz_keccak_ctx keccak;
    qz_sha256_ctx sha256;
    qz_sha512_ctx sha512;
    qz_aes_key aes;
    qz_xts_key xts;
    qz_cmac_key cmac;
    qz_gcm_key gcm;
    qz_hmac_drbg_ctx hmac_drbg;
    qz_ctr_drbg_ctx ctr_drbg;
} d;
static qz_aes_key d_aes;
static uint8_t d_buf[512];
static uint32_t d_rk[QZ_AES_RK_WORDS];
static const uint8_t zero[64];

/* The message schedule that a SHA-2 compression derives from a secret
 * block: the kernels keep a ring of its last 16 words, from which the whole
 * block can be computed back. Words as the kernels store them (native
 * 32-bit words; SHA-512's 64-bit words in both half orders). */
static uint32_t ror32(uint32_t x, unsigned n) { return x >> n | x << (32 - n); }
static uint64_t ror64(uint64_t x, unsigned n) { return x >> n | x << (64 - n); }

static void secret_sha256_schedule(const uint8_t block[64])
{
    uint32_t w[64];

    for (unsigned t = 0; t < 16; t++)
        w[t] = (uint32_t)block[4 * t] << 24 | (uint32_t)block[4 * t + 1] << 16 |
               (uint32_t)block[4 * t + 2] << 8 | block[4 * t + 3];
    for (unsigned t = 16; t < 64; t++)
        w[t] = (ror32(w[t - 2], 17) ^ ror32(w[t - 2], 19) ^ (w[t - 2] >> 10)) + w[t - 7] +
               (ror32(w[t - 15], 7) ^ ror32(w[t - 15], 18) ^ (w[t - 15] >> 3)) + w[t - 16];
    secret(w, sizeof w);
}

static void secret_sha512_schedule(const uint8_t block[128])
{
    static uint64_t w[80];
    static uint32_t swapped[160];

    for (unsigned t = 0; t < 16; t++) {
        w[t] = 0;
        for (unsigned j = 0; j < 8; j++)
            w[t] = w[t] << 8 | block[8 * t + j];
    }
    for (unsigned t = 16; t < 80; t++)
        w[t] = (ror64(w[t - 2], 19) ^ ror64(w[t - 2], 61) ^ (w[t - 2] >> 6)) + w[t - 7] +
               (ror64(w[t - 15], 1) ^ ror64(w[t - 15], 8) ^ (w[t - 15] >> 7)) + w[t - 16];
    secret(w, sizeof w);
    for (unsigned t = 0; t < 80; t++) {
        swapped[2 * t] = (uint32_t)(w[t] >> 32);
        swapped[2 * t + 1] = (uint32_t)w[t];
    }
    secret(swapped, sizeof swapped);
}

/* The schedule of a secret block of hash alg (SHA-2 only). */
static void secret_schedule(qz_hash_id alg, const uint8_t *block)
{
    if (alg == QZ_HASH_SHA224 || alg == QZ_HASH_SHA256)
        secret_sha256_schedule(block);
    else if (alg == QZ_HASH_SHA384 || alg == QZ_HASH_SHA512 || alg == QZ_HASH_SHA512_224 ||
             alg == QZ_HASH_SHA512_256)
        secret_sha512_schedule(block);
}

/* A keyed HMAC context: both keyed states, the two padded key blocks and
 * their message schedules. */
static void secret_hmac_key(qz_hash_id alg, const uint8_t *k, size_t klen)
{
    static qz_hmac_ctx h;
    size_t block = qz_hash_block_bytes(alg);
    uint8_t pad[QZ_HASH_MAX_BLOCK_BYTES];

    memset(&h, 0, sizeof h);
    qz_hmac_init(&h, alg, k, klen);
    secret(&h.inner, sizeof h.inner);
    secret(&h.outer, sizeof h.outer);
    memset(pad, 0, sizeof pad);
    if (klen > block)
        qz_hash(alg, pad, qz_hash_digest_bytes(alg), k, klen);
    else
        memcpy(pad, k, klen);
    secret(pad, block); /* K0 (the hashed key of a long key) */
    for (size_t i = 0; i < block; i++)
        pad[i] ^= 0x36;
    secret(pad, block);
    secret_schedule(alg, pad);
    for (size_t i = 0; i < block; i++)
        pad[i] ^= 0x36 ^ 0x5c;
    secret(pad, block);
    secret_schedule(alg, pad);
}

/* An AES key: its round keys in the build's layout and in FIPS-197 form
 * (both directions), and E_K(0), which is GCM's H and CMAC's L. */
static void secret_aes_key(const uint8_t *k, unsigned klen)
{
    qz_aes_set_encrypt_key(&d_aes, k, klen);
    secret(d_aes.rk, sizeof d_aes.rk);
    qz_aes_ecb_encrypt(&d_aes, d_buf, 16, &(size_t){0}, zero, 16);
    secret(d_buf, 16);
    qz_aes_set_decrypt_key(&d_aes, k, klen);
    secret(d_aes.rk, sizeof d_aes.rk);
    qzi_aes_table_expand_c(d_rk, k, klen, 0);
    secret(d_rk, sizeof d_rk);
    qzi_aes_table_expand_c(d_rk, k, klen, 1);
    secret(d_rk, sizeof d_rk);
}

/* The key stream of AES-CTR/GCM/CCM counter blocks from ctr0 on. */
static void secret_keystream(const uint8_t *k, unsigned klen, const uint8_t ctr0[16],
                             size_t len)
{
    qz_aes_set_encrypt_key(&d_aes, k, klen);
    memset(d_buf, 0, len);
    qz_aes_ctr(&d_aes, d_buf, ctr0, d_buf, len, QZ_AES_CTR32);
    secret(d_buf, len);
}

/* --- the operations ------------------------------------------------------ */
static void op_hmac256(void) { qz_hmac(QZ_HASH_SHA256, out, 32, key, 32, msg,
                                       100); }
static void derive_hmac256(void) { secret_hmac_key(QZ_HASH_SHA256, key, 32); }
static void op_hmac256_check(void) { qz_hmac_check(QZ_HASH_SHA256, key, 32, msg, 100,
                                                   msg + 100, 16); }

static void op_hmac512_long_key(void) { qz_hmac(QZ_HASH_SHA512, out, 64, key,
                                                200, msg, 100); }
static void derive_hmac512_long_key(void) { secret_hmac_key(QZ_HASH_SHA512, key, 200); }

static void op_hmac_sha3(void) { qz_hmac(QZ_HASH_SHA3_256, out, 32, key, 100,
                                         msg, 300); }
static void derive_hmac_sha3(void) { secret_hmac_key(QZ_HASH_SHA3_256, key, 100); }

static void op_hmac_stream(void)
{
    qz_hmac_init(&ctx.hmac, QZ_HASH_SHA384, key, 48);
    qz_hmac_update(&ctx.hmac, msg, 300);
    qz_hmac_verify(&ctx.hmac, out, 48);
}
static void derive_hmac_stream(void) { secret_hmac_key(QZ_HASH_SHA384, key, 48); }

static void op_hmac_error(void)
{
    /* Refused final (tag length below the minimum) keeps the context for
     * a retry, but must not leave the key on the stack; then finish
     * properly. */
    qz_hmac_init(&ctx.hmac, QZ_HASH_SHA256, key, 64);
    qz_hmac_final(&ctx.hmac, out, 3);
    qz_hmac_final(&ctx.hmac, out, 32);
}
static void derive_hmac_error(void) { secret_hmac_key(QZ_HASH_SHA256, key, 64); }

static void op_hkdf(void) { qz_hkdf(QZ_HASH_SHA256, out, 100, msg, 16, key, 32,
                                    msg, 8); }
static void derive_hkdf(void)
{
    uint8_t prk[32];

    qz_hmac(QZ_HASH_SHA256, prk, sizeof prk, msg, 16, key, 32);
    secret(prk, sizeof prk);
    secret_hmac_key(QZ_HASH_SHA256, prk, sizeof prk);
    qz_hkdf(QZ_HASH_SHA256, d_buf, 100, msg, 16, key, 32, msg, 8);
    secret(d_buf, 100); /* the output key material */
}
static void op_hkdf_error(void) { qz_hkdf(QZ_HASH_SHA256, out, 9000, msg, 16,
                                          key, 32, msg, 8); }
static void derive_hkdf_error(void)
{
    uint8_t prk[32];

    qz_hmac(QZ_HASH_SHA256, prk, sizeof prk, msg, 16, key, 32);
    secret(prk, sizeof prk);
}

static void op_kmac(void) { qz_kmac256(out, 64, key, 64, NULL, 0, msg, 300); }
static void derive_kmac(void)
{
    qz_kmac256_init(&d.keccak, key, 64, NULL, 0);
    secret(d.keccak.s, sizeof d.keccak.s); /* the keyed sponge */
}
static void op_kmac_check(void) { qz_kmac256_check(key, 64, NULL, 0, msg, 200, msg + 200,
                                                   32); }
static void op_kmac_verify(void)
{
    qz_kmac128_init(&ctx.keccak, key, 32, NULL, 0);
    qz_kmac_update(&ctx.keccak, msg, 100);
    qz_kmac_verify(&ctx.keccak, out, 32);
}
static void derive_kmac_verify(void)
{
    qz_kmac128_init(&d.keccak, key, 32, NULL, 0);
    secret(d.keccak.s, sizeof d.keccak.s);
}

static void op_sha3_of_key(void) { qz_sha3_256(out, key, 200); }
static void derive_sha3_of_key(void)
{
    qz_sha3_256_init(&d.keccak);
    qz_sha3_update(&d.keccak, key, 136); /* one full block of the secret */
    secret(d.keccak.s, sizeof d.keccak.s);
}
static void op_sha512_of_key(void) { qz_sha512(out, key, 200); }
static void derive_sha512_of_key(void)
{
    qz_sha512_init(&d.sha512);
    qz_sha512_update(&d.sha512, key, 128);
    secret(d.sha512.h, sizeof d.sha512.h);
    secret_sha512_schedule(key);
}
static void op_sha256_of_key(void) { qz_sha256(out, key, 64); }
static void derive_sha256_of_key(void)
{
    qz_sha256_init(&d.sha256);
    qz_sha256_update(&d.sha256, key, 64);
    secret(d.sha256.h, sizeof d.sha256.h);
    secret_sha256_schedule(key);
}
static void op_shake_of_key(void) { qz_shake128(out, 300, key, 200); }
static void derive_shake_of_key(void)
{
    qz_shake128_init(&d.keccak);
    qz_shake_absorb(&d.keccak, key, 168);
    secret(d.keccak.s, sizeof d.keccak.s);
    qz_shake_wipe(&d.keccak);
    qz_shake128(d_buf, 300, key, 200);
    secret(d_buf, 300); /* the output stream */
}
static void op_kmacxof(void)
{
    qz_kmac256_init(&ctx.keccak, key, 48, msg, 7);
    qz_kmac_update(&ctx.keccak, msg, 50);
    qz_kmac_xof_squeeze(&ctx.keccak, out, 100);
    qz_shake_wipe(&ctx.keccak);
}
static void derive_kmacxof(void)
{
    qz_kmac256_init(&d.keccak, key, 48, msg, 7);
    secret(d.keccak.s, sizeof d.keccak.s);
}

/* Symmetric: a key object (in ctx) is set, used and wiped; the per-message
 * contexts are locals, so they lie in the painted stack. */
static void op_aes_cbc(void)
{
    size_t n;

    qz_aes_set_encrypt_key(&ctx.aes, key, 16);
    qz_aes_cbc_encrypt(&ctx.aes, out, sizeof out, &n, iv, msg, 100,
                       QZ_AES_CBC_PKCS7);
    qz_aes_wipe_key(&ctx.aes);
}
static void derive_aes_cbc(void) { secret_aes_key(key, 16); }

static void op_aes_ecb_one_block(void)
{
    size_t n;

    qz_aes_set_encrypt_key(&ctx.aes, key, 16);
    qz_aes_ecb_encrypt(&ctx.aes, out, sizeof out, &n, msg, 16);
    qz_aes_wipe_key(&ctx.aes);
}
static void derive_aes_ecb_one_block(void) { secret_aes_key(key, 16); }

static void op_aes_cbc_dec_bad_pad(void)
{
    qz_aes_cbc_ctx c;
    size_t n, m;

    qz_aes_set_decrypt_key(&ctx.aes, key, 32);
    qz_aes_cbc_decrypt_init(&c, &ctx.aes, iv, QZ_AES_CBC_PKCS7);
    qz_aes_cbc_decrypt_update(&c, out, sizeof out, &n, msg, 64);
    qz_aes_cbc_decrypt_final(&c, out, sizeof out, &m); /* random padding: refused */
    qz_aes_wipe_key(&ctx.aes);
}
/* An AES key and the plaintext of CBC-decrypting msg[0..len) under it
 * (padding as given; NOPAD for what a refused unpadding withheld). */
static void secret_cbc_plaintext(unsigned klen, int padding, size_t len)
{
    size_t n;

    secret_aes_key(key, klen);
    qz_aes_set_decrypt_key(&d_aes, key, klen);
    qz_aes_cbc_decrypt(&d_aes, d_buf, sizeof d_buf, &n, iv, msg, len, padding);
    secret(d_buf, len);
}
static void derive_aes_cbc_dec_bad_pad(void) { secret_cbc_plaintext(32, QZ_AES_CBC_NOPAD, 64); }

static void op_aes_ctr(void)
{
    qz_aes_ctr_ctx c;

    qz_aes_set_encrypt_key(&ctx.aes, key, 24);
    qz_aes_ctr_init(&c, &ctx.aes, iv, QZ_AES_CTR32);
    qz_aes_ctr_update(&c, out, msg, 37);
    qz_aes_ctr_update(&c, out, msg, 100);
    qz_aes_ctr_final(&c);
    qz_aes_wipe_key(&ctx.aes);
}
static void derive_aes_ctr(void)
{
    secret_aes_key(key, 24);
    secret_keystream(key, 24, iv, 144);
}

static void op_aes_cfb_ofb(void)
{
    qz_aes_set_encrypt_key(&ctx.aes, key, 16);
    qz_aes_cfb_decrypt(&ctx.aes, out, iv, msg, 45);
    qz_aes_ofb(&ctx.aes, out, iv, msg, 45);
    qz_aes_wipe_key(&ctx.aes);
}
static void derive_aes_cfb_ofb(void)
{
    secret_aes_key(key, 16);
    qz_aes_set_encrypt_key(&d_aes, key, 16);
    qz_aes_cfb_decrypt(&d_aes, d_buf, iv, msg, 45);
    secret(d_buf, 45); /* the plaintext */
    memset(d_buf, 0, 48);
    qz_aes_ofb(&d_aes, d_buf, iv, d_buf, 48);
    secret(d_buf, 48); /* the OFB key stream */
}
static void op_aes_cbc_cs3_dec(void)
{
    size_t n;

    qz_aes_set_decrypt_key(&ctx.aes, key, 16);
    qz_aes_cbc_decrypt(&ctx.aes, out, sizeof out, &n, iv, msg, 41,
                       QZ_AES_CBC_CS3);
    qz_aes_wipe_key(&ctx.aes);
}
static void derive_aes_cbc_cs3_dec(void) { secret_cbc_plaintext(16, QZ_AES_CBC_CS3, 41); }

static void op_xts(void)
{
    qz_xts_set_decrypt_key(&ctx.xts, key, 64);
    qz_xts_decrypt(&ctx.xts, out, iv, msg, 45);
    qz_xts_wipe_key(&ctx.xts);
}
static void derive_xts(void)
{
    secret_aes_key(key, 32);
    secret_aes_key(key + 32, 32);
    qz_aes_set_encrypt_key(&d_aes, key + 32, 32);
    qz_aes_ecb_encrypt(&d_aes, d_buf, 16, &(size_t){0}, iv, 16);
    secret(d_buf, 16); /* the encrypted tweak */
    qz_xts_set_decrypt_key(&d.xts, key, 64);
    qz_xts_decrypt(&d.xts, d_buf, iv, msg, 45);
    secret(d_buf, 45); /* the plaintext */
}

static void op_cmac(void)
{
    qz_cmac_set_key(&ctx.cmac, key, 16);
    qz_cmac_check(&ctx.cmac, msg, 100, out, 16);
    qz_cmac_wipe_key(&ctx.cmac);
}
/* A CMAC key: its AES key (E_K(0) = L among its secrets) and K1, K2. */
static void secret_cmac_key(unsigned klen)
{
    secret_aes_key(key, klen);
    qz_cmac_set_key(&d.cmac, key, klen);
    secret(d.cmac.k1, sizeof d.cmac.k1);
    secret(d.cmac.k2, sizeof d.cmac.k2);
}
static void derive_cmac(void) { secret_cmac_key(16); }

static void op_cmac_key_only(void)
{
    qz_cmac_set_key(&ctx.cmac, key, 32);
    qz_cmac_wipe_key(&ctx.cmac);
}
static void derive_cmac_key_only(void) { secret_cmac_key(32); }

static void op_kw_wrap(void)
{
    size_t n;

    qz_aes_set_encrypt_key(&ctx.aes, key, 16);
    qz_aes_kw_wrap(&ctx.aes, out, sizeof out, &n, key + 100, 32); /* wraps a secret */
    qz_aes_wipe_key(&ctx.aes);
}
static void derive_kw_wrap(void)
{
    secret_aes_key(key, 16);
    secret(key + 100, 32);
}

static void op_keywrap(void)
{
    size_t n;

    qz_aes_set_decrypt_key(&ctx.aes, key, 32);
    qz_aes_kwp_unwrap(&ctx.aes, out, sizeof out, &n, msg, 40); /* refused */
    qz_aes_wipe_key(&ctx.aes);
}
static void derive_keywrap(void) { secret_aes_key(key, 32); }

static void op_gcm(void)
{
    qz_gcm_set_key(&ctx.gcm, key, 32);
    qz_gcm_seal(&ctx.gcm, out, out + 200, 16, iv, 12, msg, 20, msg, 100);
    qz_gcm_open(&ctx.gcm, out, iv, 12, msg, 20, msg, 100, msg + 100, 16); /* refused */
    qz_gcm_wipe_key(&ctx.gcm);
}
/* A GCM key: its AES key (E_K(0) = H among its secrets) and H in the
 * GHASH kernel's layout. */
static void secret_gcm_key(unsigned klen)
{
    secret_aes_key(key, klen);
    qz_gcm_set_key(&d.gcm, key, klen);
    secret(d.gcm.ghash, sizeof d.gcm.ghash);
}
static void derive_gcm(void)
{
    uint8_t j0[16];

    secret_gcm_key(32);
    memcpy(j0, iv, 12);
    memset(j0 + 12, 0, 4);
    j0[15] = 1;
    secret_keystream(key, 32, j0, 128); /* E_K(J0), the tag mask, and on */
}
static void op_gcm_key_only(void)
{
    qz_gcm_set_key(&ctx.gcm, key, 16);
    qz_gcm_wipe_key(&ctx.gcm);
}
static void derive_gcm_key_only(void) { secret_gcm_key(16); }

static void op_ccm(void)
{
    qz_aes_set_encrypt_key(&ctx.aes, key, 16);
    qz_ccm_seal(&ctx.aes, out, out + 200, 16, iv, 13, msg, 20, msg, 100);
    qz_ccm_open(&ctx.aes, out, iv, 13, msg, 20, msg, 100, msg + 100, 16); /* refused */
    qz_aes_wipe_key(&ctx.aes);
}
static void derive_ccm(void)
{
    uint8_t a0[16];

    secret_aes_key(key, 16);
    a0[0] = 1; /* q - 1 = 15 - 13 - 1 */
    memcpy(a0 + 1, iv, 13);
    a0[14] = a0[15] = 0;
    secret_keystream(key, 16, a0, 128); /* S0 = E_K(A0), then the stream */
}

/* ChaCha20-Poly1305: the one-time Poly1305 key (r clamped and as drawn,
 * s) and the key stream. */
static void derive_chacha(void)
{
    memset(d_buf, 0, 192);
    qz_chacha20_xor(d_buf, key, 32, iv, 12, 0, d_buf, 192);
    secret(d_buf, 192);
    d_buf[3] &= 15;
    d_buf[7] &= 15;
    d_buf[11] &= 15;
    d_buf[15] &= 15;
    d_buf[4] &= 252;
    d_buf[8] &= 252;
    d_buf[12] &= 252;
    secret(d_buf, 16);
}
static void op_chacha20(void) { qz_chacha20_xor(out, key, 32, iv, 12, 0, msg,
                                                150); }
static void op_poly1305(void) { qz_poly1305(out, 16, key, 32, msg, 77); }
static void op_poly1305_check(void) { qz_poly1305_check(key, 32, msg, 77, msg + 80, 16); }
static void derive_poly1305(void)
{
    memcpy(d_buf, key, 16); /* r as clamped */
    d_buf[3] &= 15;
    d_buf[7] &= 15;
    d_buf[11] &= 15;
    d_buf[15] &= 15;
    d_buf[4] &= 252;
    d_buf[8] &= 252;
    d_buf[12] &= 252;
    secret(d_buf, 16);
}

static void op_chacha20poly1305(void)
{
    qz_chacha20poly1305_seal(out, out + 200, 16, key, 32, iv, 12, msg, 20, msg,
                             100);
    qz_chacha20poly1305_open(out, key, 32, iv, 12, msg, 20, msg, 100,
                             msg + 100, 16); /* refused */
}
static void op_chacha20poly1305_stream(void)
{
    qz_chacha20poly1305_init(&ctx.chacha, key, 32, iv, 12);
    qz_chacha20poly1305_aad(&ctx.chacha, msg, 10);
    qz_chacha20poly1305_decrypt(&ctx.chacha, out, msg, 77);
    qz_chacha20poly1305_verify(&ctx.chacha, msg + 100, 16); /* refused */
}

static void op_hmac_drbg(void)
{
    qz_hmac_drbg_instantiate(&ctx.hmac_drbg, QZ_HASH_SHA256, key, 32, iv, 16, NULL, 0);
    qz_hmac_drbg_generate(&ctx.hmac_drbg, out, 100, NULL, 0, 0);
    qz_hmac_drbg_uninstantiate(&ctx.hmac_drbg);
}
static void derive_hmac_drbg(void)
{
    qz_hmac_drbg_instantiate(&d.hmac_drbg, QZ_HASH_SHA256, key, 32, iv, 16, NULL, 0);
    secret(d.hmac_drbg.k, 32);
    secret(d.hmac_drbg.v, 32);
    secret_hmac_key(QZ_HASH_SHA256, d.hmac_drbg.k, 32);
    qz_hmac_drbg_generate(&d.hmac_drbg, d_buf, 100, NULL, 0, 0);
    secret(d.hmac_drbg.k, 32);
    secret(d.hmac_drbg.v, 32);
    secret_hmac_key(QZ_HASH_SHA256, d.hmac_drbg.k, 32);
    qz_hmac_drbg_uninstantiate(&d.hmac_drbg);
}
static void op_ctr_drbg(void)
{
    qz_ctr_drbg_instantiate(&ctx.ctr_drbg, key, 48, iv, 16, NULL, 0);
    qz_ctr_drbg_generate(&ctx.ctr_drbg, out, 100, NULL, 0, 0);
    qz_ctr_drbg_uninstantiate(&ctx.ctr_drbg);
}
static void derive_ctr_drbg(void)
{
    qz_ctr_drbg_instantiate(&d.ctr_drbg, key, 48, iv, 16, NULL, 0);
    secret(d.ctr_drbg.key, 32);
    secret(d.ctr_drbg.v, 16);
    secret_aes_key(d.ctr_drbg.key, 32);
    qz_ctr_drbg_generate(&d.ctr_drbg, d_buf, 100, NULL, 0, 0);
    secret(d.ctr_drbg.key, 32);
    secret(d.ctr_drbg.v, 16);
    secret_aes_key(d.ctr_drbg.key, 32);
    qz_ctr_drbg_uninstantiate(&d.ctr_drbg);
}

/* --- NIST curves ----------------------------------------------------------
 * Each operation sets a private key in ctx.ec from secret bytes (or
 * generates it from a source that hands out secret bytes), runs, and wipes
 * the key: ctx then holds nothing, the stack nothing, and the workspace
 * must be all zero (run() checks ec_ws whole, beyond the window scan).
 * What the derive_ functions list, computed outside the painted stack with
 * the library's internal scalar arithmetic (lib/ec/ec_internal.h), each as
 * limbs in memory and as big-endian bytes:
 *  - d, d R mod n (the Montgomery form the fault check forms);
 *  - signing: k and k^-1 computed back from the signature
 *    (k = s^-1 (e + r d) mod n), k R, k^-1 R, e + r d, r d; for RFC 6979
 *    nonces also K and V after every step of RFC 6979 3.2 (b-h, with the
 *    extra input of 3.6 for the hedged calls), the generated T, the
 *    HMAC keyed states and padded key blocks of each secret K, and the
 *    seeding message V || sep || x || h || extra with its first block's
 *    SHA-256 schedule, recomputed here with qz_hmac: derive fails unless
 *    its k equals the one the signature equation gives, so the list is
 *    the library's own nonce;
 *  - the sources' bytes (the key's candidate, the hedged extra input, the
 *    random nonce's candidate);
 *  - ECDH: the product d Q_peer, x and y, in the Montgomery domain and
 *    plain (x is Z, the output, which must not remain elsewhere). */
static uint32_t ec_ws[QZ_EC_WORKSPACE_MAX_BYTES / 4], d_ws[QZ_EC_WORKSPACE_MAX_BYTES / 4];
static qz_ec_private_key d_key;
static qz_ec_public_key ec_peer;
static uint8_t ec_d[QZ_EC_BYTES(521)], ec_sig[QZ_ECDSA_SIG_BYTES(521)];
static const uint8_t ec_peer_d[QZ_EC_BYTES(521)] = {0x01, 0x3a, 0x44, 0x51, 0x62, 0x7f};
static size_t src_pos;
static int src_fail; /* the source fails after this many calls (0: never) */

static int src_fill(void *state, uint8_t *o, size_t len)
{
    (void)state;
    if (src_fail != 0 && --src_fail == 0)
        return -1;
    for (size_t i = 0; i < len; i++)
        o[i] = (uint8_t)(key[(src_pos + i) % sizeof key] ^ 0x5a);
    src_pos += len;
    return 0;
}
static const qz_rng SRC = {src_fill, NULL};

/* The secret bytes of d for curve c: the raw key's, below n. */
static size_t ec_d_of(qz_ec_curve_id c)
{
    size_t len = c->bytes;

    memcpy(ec_d, key + 7, len);
    if (c->bits == 521)
        ec_d[0] &= 1;
    return len;
}

/* A number of n limbs as limbs and as big-endian bytes. */
static void secret_limbs(const uint32_t *a, size_t n)
{
    uint8_t be[4 * QZI_EC_LIMBS_MAX];

    secret(a, 4 * n);
    qzi_bn_to_bytes(be, 4 * n, a, n);
    secret(be, 4 * n);
}

/* d and d R mod n of d_key. */
static void secret_d(const qzi_curve *c)
{
    uint32_t t[QZI_EC_LIMBS_MAX];

    secret_limbs(d_key.d, c->limbs);
    qzi_bn_to_mont(t, d_key.d, &c->n);
    secret_limbs(t, c->limbs);
}

/* RFC 6979 3.2 over qz_hmac (SHA-256), 3.6's extra input if extra_len:
 * lists K, V, T and the HMAC keys; returns the first candidate k (rlen
 * bytes in kb, attempt 0: the signature's, unless it was refused). */
static void secret_rfc6979(const qzi_curve *c, const uint32_t *e, const uint8_t *extra,
                           size_t extra_len, uint32_t *k)
{
    size_t hlen = 32, rlen = c->bytes, n = c->limbs, ml;
    uint8_t K[32], V[32], T[96], m[32 + 1 + 2 * 66 + 66];

    memset(V, 0x01, hlen);
    memset(K, 0x00, hlen);
    for (unsigned sep = 0; sep < 2; sep++) {
        memcpy(m, V, hlen);
        m[hlen] = (uint8_t)sep;
        qzi_bn_to_bytes(m + hlen + 1, rlen, d_key.d, n);
        qzi_bn_to_bytes(m + hlen + 1 + rlen, rlen, e, n);
        memcpy(m + hlen + 1 + 2 * rlen, extra, extra_len);
        ml = hlen + 1 + 2 * rlen + extra_len;
        secret(m, ml);
        secret_sha256_schedule(m); /* the block after the key block: V || sep || x.. */
        qz_hmac(QZ_HASH_SHA256, K, hlen, K, hlen, m, ml);
        secret(K, hlen);
        secret_hmac_key(QZ_HASH_SHA256, K, hlen);
        qz_hmac(QZ_HASH_SHA256, V, hlen, K, hlen, V, hlen);
        secret(V, hlen);
    }
    for (size_t tlen = 0; tlen < rlen; tlen += hlen) {
        qz_hmac(QZ_HASH_SHA256, V, hlen, K, hlen, V, hlen);
        secret(V, hlen);
        memcpy(T + tlen, V, hlen);
    }
    secret(T, rlen);
    qzi_bn_bits2int(k, n, c->bits, T, rlen);
}

/* k, k^-1 and what the signing core forms from them, computed back from
 * the signature sig over e with d_key; *k_out the nonce. */
static void secret_nonce_from_sig(const qzi_curve *c, const uint32_t *e, const uint8_t *sig,
                                  uint32_t *k_out)
{
    static uint32_t tmp[8 * QZI_EC_LIMBS_MAX];
    uint32_t r[QZI_EC_LIMBS_MAX], s[QZI_EC_LIMBS_MAX], t[QZI_EC_LIMBS_MAX];
    uint32_t a[QZI_EC_LIMBS_MAX], b[QZI_EC_LIMBS_MAX];
    size_t n = c->limbs, L = c->bytes;

    qzi_bn_from_bytes(r, n, sig, L);
    qzi_bn_from_bytes(s, n, sig + L, L);
    qzi_bn_to_mont(a, r, &c->n);
    qzi_sc_mul(c, t, a, d_key.d); /* r d */
    secret_limbs(t, n);
    qzi_bn_mod_add(t, t, e, c->n.m, n); /* e + r d = s k */
    secret_limbs(t, n);
    qzi_bn_to_mont(a, s, &c->n);
    qzi_sc_inv(c, b, a, tmp);           /* s^-1 R */
    qzi_sc_mul(c, k_out, b, t);         /* k */
    secret_limbs(k_out, n);
    qzi_bn_to_mont(a, k_out, &c->n);    /* k R */
    secret_limbs(a, n);
    qzi_sc_inv(c, b, a, tmp);           /* k^-1 R */
    secret_limbs(b, n);
    qzi_bn_to_mont(a, t, &c->n);
    qzi_sc_inv(c, b, a, tmp);           /* (s k)^-1 R */
    qzi_sc_mul(c, a, b, s);             /* k^-1 */
    secret_limbs(a, n);
}

enum { NONCE_RFC6979, NONCE_HEDGED, NONCE_RANDOM };

static qz_ec_curve_id ec_curve;
static int ec_nonce;

/* The signature the operation makes (the same inputs, outside the stack)
 * and everything it derives. */
static void derive_ec_sign(void)
{
    const qzi_curve *c = ec_curve;
    size_t n = c->limbs, L = c->bytes;
    uint32_t e[QZI_EC_LIMBS_MAX], k[QZI_EC_LIMBS_MAX], k2[QZI_EC_LIMBS_MAX];
    uint8_t digest[32], extra[QZ_EC_BYTES(521)];
    int rc;

    qz_ec_set_private_key_raw(&d_key, c, d_ws, sizeof d_ws, ec_d, ec_d_of(c));
    secret(ec_d, L);
    secret_d(c);
    src_pos = 0;
    if (ec_nonce == NONCE_RANDOM)
        rc = qz_ecdsa_sign_digest_random(&d_key, &SRC, d_ws, sizeof d_ws, d_buf, 2 * L, msg, 32);
    else if (ec_nonce == NONCE_HEDGED)
        rc = qz_ecdsa_sign_hedged(&d_key, QZ_HASH_SHA256, &SRC, d_ws, sizeof d_ws, d_buf, 2 * L,
                                  msg, 100);
    else
        rc = qz_ecdsa_sign(&d_key, QZ_HASH_SHA256, d_ws, sizeof d_ws, d_buf, 2 * L, msg, 100);
    QZT_CHECK(rc == QZ_OK, "derive: signature %d", rc);
    if (ec_nonce == NONCE_RANDOM)
        memcpy(digest, msg, 32);
    else
        qz_sha256(digest, msg, 100);
    qzi_ecdsa_digest_to_e(c, e, digest, 32);
    secret_nonce_from_sig(c, e, d_buf, k);
    if (ec_nonce == NONCE_RANDOM) {
        src_pos = 0;
        src_fill(NULL, extra, L); /* the candidate the nonce was made from */
        secret(extra, L);
    } else {
        src_pos = 0;
        if (ec_nonce == NONCE_HEDGED) {
            src_fill(NULL, extra, L);
            secret(extra, L);
        }
        secret_rfc6979(c, e, extra, ec_nonce == NONCE_HEDGED ? L : 0, k2);
        QZT_CHECK(memcmp(k, k2, 4 * n) == 0,
                  "derive: the RFC 6979 nonce is not the signature's (a derive bug)");
    }
    qz_ec_wipe_private_key(&d_key);
}

static void derive_ec_key(void)
{
    const qzi_curve *c = ec_curve;
    uint8_t cand[QZ_EC_BYTES(521)];

    src_pos = 0;
    qz_ec_generate_key(&d_key, c, &SRC, d_ws, sizeof d_ws);
    secret_d(c);
    src_pos = 0;
    src_fill(NULL, cand, c->bytes);
    secret(cand, c->bytes);
    qz_ec_wipe_private_key(&d_key);
}

static void derive_ec_raw_key(void)
{
    qz_ec_set_private_key_raw(&d_key, ec_curve, d_ws, sizeof d_ws, ec_d, ec_d_of(ec_curve));
    secret(ec_d, ec_curve->bytes);
    secret_d(ec_curve);
    qz_ec_wipe_private_key(&d_key);
}

/* The shared point d Q_peer, x and y, Montgomery and plain. */
static void derive_ecdh(void)
{
    const qzi_curve *c = ec_curve;
    size_t n = c->limbs;
    uint32_t *R = d_ws, *qx = R + 3 * n, *qy = qx + n, *x = qy + n, *y = x + n, *mws = y + n;

    derive_ec_raw_key();
    qz_ec_set_private_key_raw(&d_key, c, d_ws, sizeof d_ws, ec_d, ec_d_of(c));
    qzi_bn_to_mont(qx, ec_peer.x, &c->p);
    qzi_bn_to_mont(qy, ec_peer.y, &c->p);
    qzi_ec_mul(c, R, d_key.d, qx, qy, mws);
    qzi_pt_to_affine(c, x, y, R, mws);
    secret_limbs(x, n);
    secret_limbs(y, n);
    qzi_bn_from_mont(x, x, &c->p);
    qzi_bn_from_mont(y, y, &c->p);
    secret_limbs(x, n);
    secret_limbs(y, n);
    qz_ec_wipe_private_key(&d_key);
    memset(d_ws, 0, sizeof d_ws);
}

static void ec_set(void)
{
    qz_ec_set_private_key_raw(&ctx.ec, ec_curve, ec_ws, sizeof ec_ws, ec_d, ec_d_of(ec_curve));
}
static void op_ec_keygen(void)
{
    src_pos = 0;
    qz_ec_generate_key(&ctx.ec, ec_curve, &SRC, ec_ws, sizeof ec_ws);
    qz_ec_wipe_private_key(&ctx.ec);
}
static void op_ec_sign(void)
{
    size_t L2 = 2u * ec_curve->bytes;

    ec_set();
    src_pos = 0;
    if (ec_nonce == NONCE_RANDOM)
        qz_ecdsa_sign_digest_random(&ctx.ec, &SRC, ec_ws, sizeof ec_ws, ec_sig, L2, msg, 32);
    else if (ec_nonce == NONCE_HEDGED)
        qz_ecdsa_sign_hedged(&ctx.ec, QZ_HASH_SHA256, &SRC, ec_ws, sizeof ec_ws, ec_sig, L2,
                             msg, 100);
    else
        qz_ecdsa_sign(&ctx.ec, QZ_HASH_SHA256, ec_ws, sizeof ec_ws, ec_sig, L2, msg, 100);
    qz_ec_wipe_private_key(&ctx.ec);
}
/* The error paths: the source fails (the hedged extra input; the random
 * nonce), after the key and the digest are in the workspace. */
static void op_ec_sign_rng_fails(void)
{
    size_t L2 = 2u * ec_curve->bytes;

    ec_set();
    src_fail = 1;
    qz_ecdsa_sign_digest_hedged(&ctx.ec, QZ_HASH_SHA256, &SRC, ec_ws, sizeof ec_ws, ec_sig, L2,
                                msg, 32);
    src_fail = 1;
    qz_ecdsa_sign_digest_random(&ctx.ec, &SRC, ec_ws, sizeof ec_ws, ec_sig, L2, msg, 32);
    src_fail = 0;
    qz_ec_wipe_private_key(&ctx.ec);
}
static void op_ecdh(void)
{
    ec_set();
    qz_ecdh(&ctx.ec, &ec_peer, ec_ws, sizeof ec_ws, out, ec_curve->bytes);
    qz_ec_wipe_private_key(&ctx.ec);
}

/* The peer's public key of curve c (from a fixed, non-secret scalar). */
static void ec_peer_for(qz_ec_curve_id c)
{
    static qz_ec_private_key p;

    if (ec_peer.curve == c)
        return;
    QZT_CHECK(qz_ec_set_private_key_raw(&p, c, d_ws, sizeof d_ws, ec_peer_d, c->bytes) == 0 &&
                  qz_ec_get_public_key(&ec_peer, &p) == 0, "peer key");
}
#define EC_OP(name, C, NONCE, body)                                                            \
    static void name(void)                                                                     \
    {                                                                                          \
        ec_curve = C;                                                                          \
        ec_nonce = NONCE;                                                                      \
        ec_peer_for(C);                                                                        \
        body();                                                                                \
    }
EC_OP(op_p256_keygen, QZ_EC_P256, 0, op_ec_keygen)
EC_OP(der_p256_keygen, QZ_EC_P256, 0, derive_ec_key)
EC_OP(der_p256_raw, QZ_EC_P256, 0, derive_ec_raw_key)
EC_OP(op_p256_sign, QZ_EC_P256, NONCE_RFC6979, op_ec_sign)
EC_OP(der_p256_sign, QZ_EC_P256, NONCE_RFC6979, derive_ec_sign)
EC_OP(op_p256_hedged, QZ_EC_P256, NONCE_HEDGED, op_ec_sign)
EC_OP(der_p256_hedged, QZ_EC_P256, NONCE_HEDGED, derive_ec_sign)
EC_OP(op_p256_random, QZ_EC_P256, NONCE_RANDOM, op_ec_sign)
EC_OP(der_p256_random, QZ_EC_P256, NONCE_RANDOM, derive_ec_sign)
EC_OP(op_p256_rng_fails, QZ_EC_P256, 0, op_ec_sign_rng_fails)
EC_OP(op_p256_ecdh, QZ_EC_P256, 0, op_ecdh)
EC_OP(der_p256_ecdh, QZ_EC_P256, 0, derive_ecdh)
EC_OP(op_p384_sign, QZ_EC_P384, NONCE_RFC6979, op_ec_sign)
EC_OP(der_p384_sign, QZ_EC_P384, NONCE_RFC6979, derive_ec_sign)
EC_OP(op_p521_sign, QZ_EC_P521, NONCE_RFC6979, op_ec_sign)
EC_OP(der_p521_sign, QZ_EC_P521, NONCE_RFC6979, derive_ec_sign)

/* --- X25519 and Ed25519 ---------------------------------------------------
 * Each operation sets a private key in ctx from secret bytes of key[]
 * (X25519 at key + 40, the Ed25519 seed at key + 72), runs and wipes it;
 * the workspace c_ws must be all zero afterwards (run() checks it whole).
 * What the derive_ functions list, computed outside the painted stack:
 *  - X25519: the 32 key bytes, the clamped scalar, the shared secret (and
 *    the public value: it is computed by the same ladder, but public, so
 *    it is not listed);
 *  - Ed25519: the seed, its SHA-512 (both halves: the clamped scalar
 *    before reduction and the prefix), the seed's padded block and its
 *    message schedule, s = clamped mod L (limbs and bytes); for each
 *    signature the nonce hash SHA-512(dom || prefix || M) and r = that
 *    mod L (limbs, bytes), the first block of that hash (it holds the
 *    prefix), its schedule and the chaining value after it; k s mod L and
 *    the Montgomery product k s R^-1 that the scalar code forms (k is
 *    public, k s gives s away). */
static uint32_t c_ws[QZ_ED25519_WORKSPACE_BYTES / 4];
static const uint8_t x_peer[32] = {0x2a, 0x91, 0x07, 0x5e, 0xc3, 0x18, 0x44, 0x7d, 0x09};
static const uint8_t ed_context[3] = {0x61, 0x62, 0x63};
static const char ed_dom2[] = "SigEd25519 no Ed25519 collisions";
#define X_KEY (key + 40)
#define ED_SEED (key + 72)

static void c_limbs(const uint32_t a[8])
{
    uint8_t b[32];

    secret(a, 32);
    qzi_sc25519_to_bytes(b, a);
    secret(b, 32);
}

static void derive_x25519(void)
{
    static qz_x25519_private_key k;
    uint8_t kc[32];

    secret(X_KEY, 32);
    memcpy(kc, X_KEY, 32);
    kc[0] &= 248;
    kc[31] = (uint8_t)((kc[31] & 127) | 64);
    secret(kc, 32);
    QZT_CHECK(qz_x25519_set_private_key(&k, c_ws, sizeof c_ws, X_KEY, 32) == QZ_OK &&
                  qz_x25519(&k, c_ws, sizeof c_ws, d_buf, 32, x_peer, 32) == QZ_OK,
              "derive: x25519");
    secret(d_buf, 32);
    qz_x25519_wipe_private_key(&k);
}
static void op_x25519(void)
{
    qz_x25519_set_private_key(&ctx.x25519, c_ws, sizeof c_ws, X_KEY, 32);
    qz_x25519(&ctx.x25519, c_ws, sizeof c_ws, out, 32, x_peer, sizeof x_peer);
    qz_x25519_wipe_private_key(&ctx.x25519);
}
/* A peer of low order (u = 0): all-zero secret, QZ_ERR_LOW_ORDER. */
static void op_x25519_low_order(void)
{
    static const uint8_t zero_u[32];

    qz_x25519_set_private_key(&ctx.x25519, c_ws, sizeof c_ws, X_KEY, 32);
    qz_x25519(&ctx.x25519, c_ws, sizeof c_ws, out, 32, zero_u, 32);
    qz_x25519_wipe_private_key(&ctx.x25519);
}
static void derive_x25519_key(void)
{
    uint8_t kc[32];

    memcpy(kc, X_KEY, 32);
    kc[0] &= 248;
    kc[31] = (uint8_t)((kc[31] & 127) | 64);
    secret(kc, 32);
}

/* The first block of SHA-512 over m (len bytes, padded if it is the only
 * one), its schedule and, for a longer m, the chaining value after it. */
static void secret_sha512_first(const uint8_t *m, size_t len)
{
    static uint8_t block[128];

    memset(block, 0, sizeof block);
    memcpy(block, m, len < 128 ? len : 128);
    if (len < 112) {
        block[len] = 0x80;
        block[126] = (uint8_t)((len * 8) >> 8);
        block[127] = (uint8_t)(len * 8);
    }
    secret(block, sizeof block);
    secret_sha512_schedule(block);
    if (len >= 128) {
        qz_sha512_init(&d.sha512);
        qz_sha512_update(&d.sha512, m, 128);
        secret(d.sha512.h, sizeof d.sha512.h);
    }
}

static uint8_t ed_h[64], ed_pub[32];
static uint32_t ed_s[8];

/* The key's expansion (and ed_s, ed_h, ed_pub for the signatures). */
static void derive_ed25519_key(void)
{
    static qz_ed25519_private_key k;
    uint8_t a[64];
    uint32_t tmp[16];

    secret(ED_SEED, 32);
    qz_sha512(ed_h, ED_SEED, 32);
    secret(ed_h, 64);
    secret_sha512_first(ED_SEED, 32);
    memcpy(a, ed_h, 32);
    a[0] &= 248;
    a[31] = (uint8_t)((a[31] & 127) | 64);
    memset(a + 32, 0, 32);
    secret(a, 32);
    qzi_sc25519_reduce64(ed_s, a, tmp);
    c_limbs(ed_s);
    QZT_CHECK(qz_ed25519_set_private_key(&k, c_ws, sizeof c_ws, ED_SEED, 32) == QZ_OK &&
                  qz_ed25519_get_public_key(&k, ed_pub, 32) == QZ_OK,
              "derive: ed25519 key");
    qz_ed25519_wipe_private_key(&k);
}

/* One signature: ph < 0 pure, 0 ctx, 1 ph (m is then PH(M)); sig the
 * signature the operation makes. */
static void secret_ed25519_sig(int ph, const uint8_t *c, size_t clen, const uint8_t *m,
                               size_t mlen, const uint8_t sig[64])
{
    static uint8_t buf[34 + 255 + 32 + 300];
    uint8_t h[64];
    uint32_t r[8], r0[8], k[8], t[8], tmp[16];
    size_t n = 0;
    const qzi_bn_mod *l = &qzi_ed25519_l;

    if (ph >= 0) {
        memcpy(buf, ed_dom2, 32);
        buf[32] = (uint8_t)ph;
        buf[33] = (uint8_t)clen;
        memcpy(buf + 34, c, clen);
        n = 34 + clen;
    }
    memcpy(buf + n, ed_h + 32, 32); /* the prefix */
    memcpy(buf + n + 32, m, mlen);
    n += 32 + mlen;
    secret_sha512_first(buf, n);
    qz_sha512(h, buf, n);
    secret(h, 64);
    qzi_sc25519_reduce64(r, h, tmp);
    c_limbs(r);
    memcpy(r0, r, sizeof r0);
    /* k = SHA-512(dom || R || A || M) mod L, public */
    n = ph >= 0 ? 34 + clen : 0;
    memcpy(buf + n, sig, 32);
    memcpy(buf + n + 32, ed_pub, 32);
    memcpy(buf + n + 64, m, mlen);
    qz_sha512(h, buf, n + 64 + mlen);
    qzi_sc25519_reduce64(k, h, tmp);
    qzi_bn_mont_mul(t, k, ed_s, l->m, l->m0inv, 8); /* k s R^-1 */
    c_limbs(t);
    memset(r, 0, sizeof r);
    qzi_sc25519_muladd(t, k, ed_s, r); /* k s */
    c_limbs(t);
    /* r + k s must be the signature's S: else the list is not the
     * library's nonce (a derive bug) */
    qzi_sc25519_muladd(t, k, ed_s, r0);
    qzi_sc25519_to_bytes(h, t);
    QZT_CHECK(memcmp(h, sig + 32, 32) == 0, "derive: r + k s is not the signature's S");
}

static uint8_t ed_digest[64], ed_sigs[4][64];

static void ed25519_sign_all(qz_ed25519_private_key *k, uint32_t *ws)
{
    qz_sha512(ed_digest, msg, 100);
    qz_ed25519_sign(k, ws, QZ_ED25519_WORKSPACE_BYTES, ed_sigs[0], 64, msg, 100);
    qz_ed25519ctx_sign(k, ws, QZ_ED25519_WORKSPACE_BYTES, ed_sigs[1], 64, ed_context,
                       sizeof ed_context, msg, 100);
    qz_ed25519ph_sign(k, ws, QZ_ED25519_WORKSPACE_BYTES, ed_sigs[2], 64, ed_context,
                      sizeof ed_context, msg, 100);
    qz_ed25519ph_sign_digest(k, ws, QZ_ED25519_WORKSPACE_BYTES, ed_sigs[3], 64, NULL, 0,
                             ed_digest, 64);
}

static void derive_ed25519_sign(void)
{
    static qz_ed25519_private_key k;
    static uint32_t ws[QZ_ED25519_WORKSPACE_BYTES / 4];

    derive_ed25519_key();
    QZT_CHECK(qz_ed25519_set_private_key(&k, ws, sizeof ws, ED_SEED, 32) == QZ_OK,
              "derive: ed25519 key");
    ed25519_sign_all(&k, ws);
    qz_ed25519_wipe_private_key(&k);
    secret_ed25519_sig(-1, NULL, 0, msg, 100, ed_sigs[0]);
    secret_ed25519_sig(0, ed_context, sizeof ed_context, msg, 100, ed_sigs[1]);
    secret_ed25519_sig(1, ed_context, sizeof ed_context, ed_digest, 64, ed_sigs[2]);
    secret_ed25519_sig(1, NULL, 0, ed_digest, 64, ed_sigs[3]);
}
static void op_ed25519_key(void)
{
    qz_ed25519_set_private_key(&ctx.ed25519, c_ws, sizeof c_ws, ED_SEED, 32);
    qz_ed25519_wipe_private_key(&ctx.ed25519);
}
static void op_ed25519_sign(void)
{
    qz_ed25519_set_private_key(&ctx.ed25519, c_ws, sizeof c_ws, ED_SEED, 32);
    ed25519_sign_all(&ctx.ed25519, c_ws);
    qz_ed25519_wipe_private_key(&ctx.ed25519);
}
/* The key from a source that hands out the seed's bytes (key generation). */
static int seed_fill(void *state, uint8_t *o, size_t len)
{
    (void)state;
    memcpy(o, ED_SEED, len < 32 ? len : 32);
    return 0;
}
static const qz_rng SEED_SRC = {seed_fill, NULL};
static void op_ed25519_keygen(void)
{
    qz_ed25519_generate_key(&ctx.ed25519, &SEED_SRC, c_ws, sizeof c_ws);
    qz_ed25519_wipe_private_key(&ctx.ed25519);
}

/* --- X448 and Ed448 -------------------------------------------------------
 * As X25519 and Ed25519: each operation sets a private key in ctx from
 * secret bytes of key[] (X448 at key + 104, the Ed448 seed at key + 140),
 * runs and wipes it; the workspace c448_ws must be all zero afterwards.
 * What the derive_ functions list, computed outside the painted stack:
 *  - X448: the 56 key bytes, the clamped scalar, the shared secret;
 *  - Ed448: the seed, the SHAKE256 permutation's input (the seed, padded)
 *    and its output state, the 114-byte output (both halves: the scalar
 *    before clamping and the prefix), the clamped scalar, its Montgomery
 *    residue a R^-1 mod L (the reduction's step) and s = a mod L; for each
 *    signature the nonce hash SHAKE256(dom4 || prefix || M, 114): every
 *    permutation's input and output state and the output, each step of
 *    its reduction mod L (redc of the upper half, times R^2, redc with the
 *    lower half) and r; k s R^-1 and k s mod L (k is public, k s gives s
 *    away). The scalars' limbs are their little-endian bytes on these
 *    cores (sc_to_bytes), so one secret() covers both forms. */
static uint32_t c448_ws[QZ_ED448_WORKSPACE_BYTES / 4];
static const uint8_t x448_peer[56] = {0x3c, 0x77, 0x0e, 0xa5, 0x19, 0xd2, 0x64, 0x8b, 0x05};
static const uint8_t ed448_context[3] = {0x78, 0x79, 0x7a};
#define X448_KEY (key + 104)
#define ED448_SEED (key + 140)

static void x448_clamped(uint8_t kc[56])
{
    memcpy(kc, X448_KEY, 56);
    kc[0] &= 252;
    kc[55] |= 128;
}
static void derive_x448_key(void)
{
    uint8_t kc[56];

    secret(X448_KEY, 56);
    x448_clamped(kc);
    secret(kc, 56);
}
static void derive_x448(void)
{
    static qz_x448_private_key k;

    derive_x448_key();
    QZT_CHECK(qz_x448_set_private_key(&k, c448_ws, sizeof c448_ws, X448_KEY, 56) == QZ_OK &&
                  qz_x448(&k, c448_ws, sizeof c448_ws, d_buf, 56, x448_peer, 56) == QZ_OK,
              "derive: x448");
    secret(d_buf, 56);
    qz_x448_wipe_private_key(&k);
}
static void op_x448(void)
{
    qz_x448_set_private_key(&ctx.x448, c448_ws, sizeof c448_ws, X448_KEY, 56);
    qz_x448(&ctx.x448, c448_ws, sizeof c448_ws, out, 56, x448_peer, sizeof x448_peer);
    qz_x448_wipe_private_key(&ctx.x448);
}
/* A peer of low order (u = 0): all-zero secret, QZ_ERR_LOW_ORDER. */
static void op_x448_low_order(void)
{
    static const uint8_t zero_u[56];

    qz_x448_set_private_key(&ctx.x448, c448_ws, sizeof c448_ws, X448_KEY, 56);
    qz_x448(&ctx.x448, c448_ws, sizeof c448_ws, out, 56, zero_u, 56);
    qz_x448_wipe_private_key(&ctx.x448);
}
/* The key from a source that hands out X448_KEY (key generation). */
static int x448_fill(void *state, uint8_t *o, size_t len)
{
    (void)state;
    memcpy(o, X448_KEY, len < 56 ? len : 56);
    return 0;
}
static const qz_rng X448_SRC = {x448_fill, NULL};
static void op_x448_keygen(void)
{
    qz_x448_generate_key(&ctx.x448, &X448_SRC, c448_ws, sizeof c448_ws);
    qz_x448_wipe_private_key(&ctx.x448);
}

/* out = SHAKE256(m, 114), listing the input and output state of every
 * permutation (the bit-interleaved lanes the kernels work on) and out. */
static void secret_shake256_114(uint8_t out114[114], const uint8_t *m, size_t len)
{
    static qz_shake_ctx c, pre;

    qz_shake256_init(&c);
    for (; len >= 136; m += 136, len -= 136) {
        qz_shake_absorb(&c, m, 135);
        pre = c;
        qzi_keccak_xor_bytes_c(pre.s, m + 135, 135, 1);
        secret(pre.s, sizeof pre.s); /* the permutation's input */
        qz_shake_absorb(&c, m + 135, 1);
        secret(c.s, sizeof c.s);
    }
    qz_shake_absorb(&c, m, len);
    qzi_sponge_finalize(&c);
    secret(c.s, sizeof c.s);
    qz_shake_squeeze(&c, out114, 114);
    secret(c.s, sizeof c.s);
    secret(out114, 114);
    qz_shake_wipe(&c);
}

/* r = h mod L as qzi_sc448_reduce114 forms it, listing each step. */
static void secret_reduce114(uint32_t r[14], const uint8_t h[114])
{
    const qzi_bn_mod *l = &qzi_ed448_l;
    uint32_t t[28];

    memset(r, 0, 56);
    r[0] = (uint32_t)h[112] | (uint32_t)h[113] << 8;
    for (int part = 1; part >= 0; part--) {
        qzi_fe448_from_bytes(t, h + 56 * part);
        memcpy(t + 14, r, 56);
        qzi_bn_mont_redc(r, t, l->m, l->m0inv, 14);
        secret(r, 56);
        qzi_bn_mont_mul_alias(r, r, l->rr, l);
        secret(r, 56);
    }
}

static uint8_t ed448_pub[57];
static uint32_t ed448_s[14];
static uint8_t ed448_h[114];

/* The key's expansion (and ed448_s, ed448_h, ed448_pub for the
 * signatures). */
static void derive_ed448_key(void)
{
    static qz_ed448_private_key k;
    uint8_t a[114];

    secret(ED448_SEED, 57);
    secret_shake256_114(ed448_h, ED448_SEED, 57);
    memcpy(a, ed448_h, 57);
    a[0] &= 0xfc;
    a[55] |= 0x80;
    memset(a + 56, 0, 114 - 56);
    secret(a, 56);
    secret_reduce114(ed448_s, a);
    QZT_CHECK(qz_ed448_set_private_key(&k, c448_ws, sizeof c448_ws, ED448_SEED, 57) == QZ_OK &&
                  qz_ed448_get_public_key(&k, ed448_pub, 57) == QZ_OK,
              "derive: ed448 key");
    QZT_CHECK(memcmp(k.s, ed448_s, 56) == 0, "derive: s is not the key's (a derive bug)");
    qz_ed448_wipe_private_key(&k);
}

/* One signature: ph 0 Ed448, 1 Ed448ph (m is then the 64-byte digest); sig
 * the signature the operation made. */
static void secret_ed448_sig(int ph, const uint8_t *c, size_t clen, const uint8_t *m,
                             size_t mlen, const uint8_t sig[114])
{
    static uint8_t buf[10 + 255 + 57 + 300];
    uint8_t h[114];
    uint32_t r[14], k[14], t[14], tmp[28];
    const qzi_bn_mod *l = &qzi_ed448_l;
    size_t n = 10 + clen;

    memcpy(buf, "SigEd448", 8);
    buf[8] = (uint8_t)ph;
    buf[9] = (uint8_t)clen;
    memcpy(buf + 10, c, clen);
    memcpy(buf + n, ed448_h + 57, 57); /* the prefix */
    memcpy(buf + n + 57, m, mlen);
    secret_shake256_114(h, buf, n + 57 + mlen);
    secret_reduce114(r, h);
    /* k = SHAKE256(dom4 || R || A || M, 114) mod L, public */
    memcpy(buf + n, sig, 57);
    memcpy(buf + n + 57, ed448_pub, 57);
    memcpy(buf + n + 114, m, mlen);
    qz_shake256(h, 114, buf, n + 114 + mlen);
    qzi_sc448_reduce114(k, h, tmp);
    qzi_bn_mont_mul(t, k, ed448_s, l->m, l->m0inv, 14); /* k s R^-1 */
    secret(t, 56);
    memset(tmp, 0, 56);
    qzi_sc448_muladd(t, k, ed448_s, tmp); /* k s */
    secret(t, 56);
    /* r + k s must be the signature's S: else the list is not the
     * library's nonce (a derive bug) */
    qzi_sc448_muladd(t, k, ed448_s, r);
    QZT_CHECK(memcmp(t, sig + 57, 56) == 0 && sig[113] == 0,
              "derive: r + k s is not the signature's S");
}

static uint8_t ed448_digest[64], ed448_sigs[3][114];

static void ed448_sign_all(qz_ed448_private_key *k, uint32_t *ws)
{
    qz_shake256(ed448_digest, 64, msg, 100);
    qz_ed448_sign(k, ws, QZ_ED448_WORKSPACE_BYTES, ed448_sigs[0], 114, ed448_context,
                  sizeof ed448_context, msg, 100);
    qz_ed448ph_sign(k, ws, QZ_ED448_WORKSPACE_BYTES, ed448_sigs[1], 114, ed448_context,
                    sizeof ed448_context, msg, 100);
    qz_ed448ph_sign_digest(k, ws, QZ_ED448_WORKSPACE_BYTES, ed448_sigs[2], 114, NULL, 0,
                           ed448_digest, 64);
}

static void derive_ed448_sign(void)
{
    static qz_ed448_private_key k;
    static uint32_t ws[QZ_ED448_WORKSPACE_BYTES / 4];

    derive_ed448_key();
    QZT_CHECK(qz_ed448_set_private_key(&k, ws, sizeof ws, ED448_SEED, 57) == QZ_OK,
              "derive: ed448 key");
    ed448_sign_all(&k, ws);
    qz_ed448_wipe_private_key(&k);
    secret_ed448_sig(0, ed448_context, sizeof ed448_context, msg, 100, ed448_sigs[0]);
    secret_ed448_sig(1, ed448_context, sizeof ed448_context, ed448_digest, 64, ed448_sigs[1]);
    secret_ed448_sig(1, NULL, 0, ed448_digest, 64, ed448_sigs[2]);
}
static void op_ed448_key(void)
{
    qz_ed448_set_private_key(&ctx.ed448, c448_ws, sizeof c448_ws, ED448_SEED, 57);
    qz_ed448_wipe_private_key(&ctx.ed448);
}
static void op_ed448_sign(void)
{
    qz_ed448_set_private_key(&ctx.ed448, c448_ws, sizeof c448_ws, ED448_SEED, 57);
    ed448_sign_all(&ctx.ed448, c448_ws);
    qz_ed448_wipe_private_key(&ctx.ed448);
}
/* The key from a source that hands out the seed's bytes. */
static int ed448_seed_fill(void *state, uint8_t *o, size_t len)
{
    (void)state;
    memcpy(o, ED448_SEED, len < 57 ? len : 57);
    return 0;
}
static const qz_rng ED448_SRC = {ed448_seed_fill, NULL};
static void op_ed448_keygen(void)
{
    qz_ed448_generate_key(&ctx.ed448, &ED448_SRC, c448_ws, sizeof c448_ws);
    qz_ed448_wipe_private_key(&ctx.ed448);
}

/* --- ML-KEM ---------------------------------------------------------------
 * ML-KEM-512 (k = 2; eta1 = 3: its PRF output takes two SHAKE256
 * squeezes) stands for the three sets. The seed d || z is key[0..64), the
 * message m key[64..96); the fixture (ek, the expanded dk, a ciphertext
 * to ek from m and a copy of it damaged in v, which decrypts to another
 * m') is made once,
 * outside the painted stack; each operation writes to static buffers and
 * uses mk_ws, which must be all zero afterwards. What the derive_
 * functions list, computed outside the painted stack:
 *  - key generation: d || z, G(d || k)'s permutation input and output
 *    state and its output rho || sigma, for each of the 2k PRF calls
 *    SHAKE256(sigma || N) every permutation's input and output state and
 *    the output, and dk_PKE (the encoded s^);
 *  - encapsulation: m, G(m || H(ek))'s states and output (K, r), each of
 *    the 2k + 1 PRF calls on r as above;
 *  - decapsulation: dk_PKE and z, m' = K-PKE.Decrypt(dk, c) (m for the
 *    valid ciphertext, another value for the damaged one), G(m' || h)'s
 *    states and (K', r'), the re-encryption's PRF calls on r', J(z || c)'s
 *    every permutation input and output state and K_bar = J's output; with
 *    a seed-form dk, the key generation's list too.
 * States are the kernel's lane layout, as secret_shake256_114 lists them. */
#define MK_SET QZ_MLKEM512
#define MK_K 2u
#define MK_SEED key
#define MK_M (key + 64)
static uint32_t mk_ws[QZ_MLKEM_WORKSPACE_BYTES(512) / 4];
static uint8_t mk_ek[QZ_MLKEM_EK_BYTES(512)], mk_dk[QZ_MLKEM_DK_BYTES(512)];
static uint8_t mk_ct[QZ_MLKEM_CT_BYTES(512)], mk_ct_bad[QZ_MLKEM_CT_BYTES(512)];
static uint8_t mk_out_ek[QZ_MLKEM_EK_BYTES(512)], mk_out_dk[QZ_MLKEM_DK_BYTES(512)];
static uint8_t mk_out_ct[QZ_MLKEM_CT_BYTES(512)];
static int mk_ready;

/* out = the sponge (alg, rate, pad) of in, out_len bytes, listing every
 * permutation's input and output state and out. */
static void secret_keccak(uint8_t *o, size_t out_len, uint32_t alg, unsigned rate, uint8_t pad,
                          const uint8_t *in, size_t len)
{
    static qz_keccak_ctx c, pre;

    qzi_sponge_init(&c, alg, rate, pad);
    for (; len >= rate; in += rate, len -= rate) {
        qzi_sponge_absorb(&c, in, rate - 1);
        pre = c;
        qzi_keccak_xor_bytes_c(pre.s, in + rate - 1, rate - 1, 1);
        secret(pre.s, sizeof pre.s); /* the permutation's input */
        qzi_sponge_absorb(&c, in + rate - 1, 1);
        secret(c.s, sizeof c.s);
    }
    qzi_sponge_absorb(&c, in, len);
    qzi_sponge_finalize(&c);
    secret(c.s, sizeof c.s);
    for (size_t done = 0; done < out_len;) {
        size_t take = out_len - done < rate ? out_len - done : rate;

        qzi_sponge_squeeze(&c, o + done, take);
        secret(c.s, sizeof c.s);
        done += take;
    }
    secret(o, out_len);
    memset(&c, 0, sizeof c);
    memset(&pre, 0, sizeof pre);
}

/* G(a || b) = SHA3-512 into g[64]. */
static void secret_mk_g(uint8_t g[64], const uint8_t *a, size_t a_len, const uint8_t *b,
                        size_t b_len)
{
    static uint8_t buf[64];

    memcpy(buf, a, a_len);
    memcpy(buf + a_len, b, b_len);
    secret_keccak(g, 64, QZ_HASH_ID_SHA3_512, QZ_SHA3_512_RATE, QZI_KECCAK_PAD_SHA3, buf,
                  a_len + b_len);
}

/* PRF_eta(s, n) = SHAKE256(s || n, 64 eta). */
static void secret_mk_prf(const uint8_t s[32], uint8_t n, unsigned eta)
{
    uint8_t in[33], o[3 * 64];

    memcpy(in, s, 32);
    in[32] = n;
    secret_keccak(o, 64 * eta, QZI_KECCAK_XOF256, QZ_SHAKE256_RATE, QZI_KECCAK_PAD_SHAKE, in,
                  33);
}

static void mk_fixture(void)
{
    if (mk_ready)
        return;
    QZT_CHECK(qz_mlkem_generate_key_derand(MK_SET, mk_ws, sizeof mk_ws, mk_ek, sizeof mk_ek,
                                           mk_dk, sizeof mk_dk, MK_SEED, 64) == QZ_OK &&
                  qz_mlkem_encaps_derand(MK_SET, mk_ws, sizeof mk_ws, d_buf, 32, mk_ct,
                                         sizeof mk_ct, mk_ek, sizeof mk_ek, MK_M, 32) == QZ_OK,
              "derive: ml-kem fixture");
    /* the top bit of 32 of v's coefficients flipped: m' differs from m (a
     * small change to u would decrypt to m all the same) */
    memcpy(mk_ct_bad, mk_ct, sizeof mk_ct);
    for (unsigned i = 0; i < 16; i++)
        mk_ct_bad[sizeof mk_ct - 32 * 4 + i] ^= 0x88;
    mk_ready = 1;
}

/* Key generation from MK_SEED. */
static void derive_mlkem_keygen(void)
{
    uint8_t in[33], g[64];

    mk_fixture();
    secret(MK_SEED, 64);
    memcpy(in, MK_SEED, 32);
    in[32] = (uint8_t)MK_K;
    secret_mk_g(g, in, 32, in + 32, 1);
    for (unsigned n = 0; n < 2 * MK_K; n++)
        secret_mk_prf(g + 32, (uint8_t)n, 3);
    secret(mk_dk, 384 * MK_K);
    secret(mk_dk + sizeof mk_dk - 32, 32); /* z */
}

/* Encryption of m with the key (K, r) = G(m || H(ek)) (the re-encryption
 * of decapsulation too): G, and the PRF calls on r. */
static void secret_mk_encrypt(const uint8_t m[32])
{
    uint8_t h[32], g[64];

    qz_sha3_256(h, mk_ek, sizeof mk_ek); /* public */
    secret(m, 32);
    secret_mk_g(g, m, 32, h, 32);
    for (unsigned n = 0; n < MK_K; n++)
        secret_mk_prf(g + 32, (uint8_t)n, 3);
    for (unsigned n = MK_K; n <= 2 * MK_K; n++)
        secret_mk_prf(g + 32, (uint8_t)n, 2);
}
static void derive_mlkem_encaps(void)
{
    mk_fixture();
    secret_mk_encrypt(MK_M);
}

/* Decapsulation of ct with the fixture's key. */
static void secret_mk_decaps(const uint8_t *ct)
{
    static uint8_t zc[32 + QZ_MLKEM_CT_BYTES(512)];
    static uint32_t ws[QZ_MLKEM_DECAPS_WORKSPACE_BYTES(512) / 4];
    uint8_t m[32], kbar[32];
    static qz_keccak_ctx c;

    mk_fixture();
    secret(mk_dk, 384 * MK_K);
    secret(mk_dk + sizeof mk_dk - 32, 32);
    qzi_mlkem_kpke_decrypt(MK_SET, ws, &c, m, mk_dk, ct);
    QZT_CHECK((ct == mk_ct) == (memcmp(m, MK_M, 32) == 0),
              "derive: m' is m exactly for the valid ciphertext");
    secret_mk_encrypt(m);
    memcpy(zc, mk_dk + sizeof mk_dk - 32, 32);
    memcpy(zc + 32, ct, sizeof mk_ct);
    secret_keccak(kbar, 32, QZI_KECCAK_XOF256, QZ_SHAKE256_RATE, QZI_KECCAK_PAD_SHAKE, zc,
                  sizeof zc);
    memset(ws, 0, sizeof ws);
}
static void derive_mlkem_decaps(void) { secret_mk_decaps(mk_ct); }
static void derive_mlkem_decaps_bad(void) { secret_mk_decaps(mk_ct_bad); }
static void derive_mlkem_decaps_seed(void)
{
    derive_mlkem_keygen();
    secret_mk_decaps(mk_ct_bad);
}

static void op_mlkem_keygen(void)
{
    qz_mlkem_generate_key_derand(MK_SET, mk_ws, sizeof mk_ws, mk_out_ek, sizeof mk_out_ek,
                                 mk_out_dk, sizeof mk_out_dk, MK_SEED, 64);
}
static void op_mlkem_keygen_seed(void)
{
    qz_mlkem_generate_key_derand(MK_SET, mk_ws, sizeof mk_ws, mk_out_ek, sizeof mk_out_ek,
                                 mk_out_dk, 64, MK_SEED, 64);
}
/* The rng hands out d || z. */
static int mk_seed_fill(void *state, uint8_t *o, size_t len)
{
    (void)state;
    memcpy(o, MK_SEED, len < 64 ? len : 64);
    return 0;
}
static const qz_rng MK_SEED_SRC = {mk_seed_fill, NULL};
static void op_mlkem_generate(void)
{
    qz_mlkem_generate_key(MK_SET, &MK_SEED_SRC, mk_ws, sizeof mk_ws, mk_out_ek,
                          sizeof mk_out_ek, mk_out_dk, sizeof mk_out_dk);
}
static void op_mlkem_get_ek_seed(void)
{
    qz_mlkem_get_encaps_key(MK_SET, mk_ws, sizeof mk_ws, mk_out_ek, sizeof mk_out_ek, MK_SEED,
                            64);
}
static void op_mlkem_encaps_derand(void)
{
    qz_mlkem_encaps_derand(MK_SET, mk_ws, sizeof mk_ws, out, 32, mk_out_ct, sizeof mk_out_ct,
                           mk_ek, sizeof mk_ek, MK_M, 32);
}
/* The rng hands out m. */
static int mk_m_fill(void *state, uint8_t *o, size_t len)
{
    (void)state;
    memcpy(o, MK_M, len < 32 ? len : 32);
    return 0;
}
static const qz_rng MK_M_SRC = {mk_m_fill, NULL};
static void op_mlkem_encaps(void)
{
    qz_mlkem_encaps(MK_SET, &MK_M_SRC, mk_ws, sizeof mk_ws, out, 32, mk_out_ct,
                    sizeof mk_out_ct, mk_ek, sizeof mk_ek);
}
static void op_mlkem_decaps(void)
{
    qz_mlkem_decaps(MK_SET, mk_ws, sizeof mk_ws, out, 32, mk_dk, sizeof mk_dk, mk_ct,
                    sizeof mk_ct);
}
static void op_mlkem_decaps_bad(void)
{
    qz_mlkem_decaps(MK_SET, mk_ws, sizeof mk_ws, out, 32, mk_dk, sizeof mk_dk, mk_ct_bad,
                    sizeof mk_ct_bad);
}
static void op_mlkem_decaps_seed(void)
{
    qz_mlkem_decaps(MK_SET, mk_ws, sizeof mk_ws, out, 32, MK_SEED, 64, mk_ct_bad,
                    sizeof mk_ct_bad);
}
static void op_mlkem_decaps_ck(void)
{
    qz_mlkem_decaps_checked_key(MK_SET, mk_ws, sizeof mk_ws, out, 32, mk_dk, sizeof mk_dk, mk_ct,
                                sizeof mk_ct);
}
static void op_mlkem_decaps_ck_bad(void)
{
    qz_mlkem_decaps_checked_key(MK_SET, mk_ws, sizeof mk_ws, out, 32, mk_dk, sizeof mk_dk,
                                mk_ct_bad, sizeof mk_ct_bad);
}
static void op_mlkem_decaps_ck_seed(void)
{
    qz_mlkem_decaps_checked_key(MK_SET, mk_ws, sizeof mk_ws, out, 32, MK_SEED, 64, mk_ct_bad,
                                sizeof mk_ct_bad);
}

/* --- ML-DSA ---------------------------------------------------------------
 * ML-DSA-44 stands for the three sets (the same code, other loop counts).
 * xi is key[0..32), the hedged calls' rnd key[32..64); the fixture (pk, sk
 * from xi) is made once outside the painted stack; each operation uses
 * ds_ws, which must be all zero afterwards. What the derive_ functions
 * list (computed outside the painted stack; states in the kernel's lane
 * layout, as secret_keccak lists them):
 *  - key generation: xi, H(xi || k || l)'s states and output (rho', K),
 *    ExpandS's first SHAKE256 (s1's first polynomial: states and two
 *    blocks), and sk's secret part (K, s1, s2, t0 as encoded);
 *  - signing: sk's secret part, rnd, H(K || rnd || mu)'s states and rho',
 *    and the first attempt's ExpandMask (each of the l SHAKE256 calls:
 *    states and the five blocks y is read from);
 *  - a refused key (s1 out of range) the same as signing up to the
 *    refusal: sk's secret part;
 *  - verification and compute_mu handle public values: nothing beyond the
 *    key bytes, but the workspace must end all zero. */
static uint32_t ds_ws[QZ_MLDSA_WORKSPACE_BYTES(44) / 4];
static uint8_t ds_pk[QZ_MLDSA_PK_BYTES(44)], ds_sk[QZ_MLDSA_SK_BYTES(44)];
static uint8_t ds_bad_sk[QZ_MLDSA_SK_BYTES(44)], ds_sig[QZ_MLDSA_SIG_BYTES(44)];
static uint8_t ds_out_pk[QZ_MLDSA_PK_BYTES(44)], ds_out_sk[QZ_MLDSA_SK_BYTES(44)];
static uint8_t ds_mu[64];
static int ds_ready;
#define DS_XI key
#define DS_RND (key + 32)

static void ds_fixture(void)
{
    if (ds_ready)
        return;
    QZT_CHECK(qz_mldsa_generate_key_derand(QZ_MLDSA44, ds_ws, sizeof ds_ws, ds_pk, sizeof ds_pk,
                                           ds_sk, sizeof ds_sk, DS_XI, 32) == QZ_OK &&
                  qz_mldsa_compute_mu(QZ_MLDSA44, ds_mu, 64, ds_pk, sizeof ds_pk, NULL, 0, msg,
                                      100) == QZ_OK &&
                  qz_mldsa_sign(QZ_MLDSA44, ds_ws, sizeof ds_ws, ds_sig, sizeof ds_sig, ds_sk,
                                sizeof ds_sk, NULL, 0, msg, 100) == QZ_OK,
              "derive: ml-dsa fixture");
    memcpy(ds_bad_sk, ds_sk, sizeof ds_sk);
    ds_bad_sk[128] |= 7; /* s1's first coefficient eta - 7 */
    ds_ready = 1;
}

/* SHAKE256(seed || n0 || n1) as the samplers start it, out_len bytes. */
static void secret_ds_xof(const uint8_t *seed, size_t seed_len, unsigned n, size_t out_len)
{
    static uint8_t in[66], o[680];

    memcpy(in, seed, seed_len);
    in[seed_len] = (uint8_t)n;
    in[seed_len + 1] = (uint8_t)(n >> 8);
    secret_keccak(o, out_len, QZI_KECCAK_XOF256, QZ_SHAKE256_RATE, QZI_KECCAK_PAD_SHAKE, in,
                  seed_len + 2);
}

static void derive_mldsa_keygen(void)
{
    uint8_t in[34], h[128];

    ds_fixture();
    memcpy(in, DS_XI, 32);
    in[32] = 4;
    in[33] = 4;
    secret_keccak(h, 128, QZI_KECCAK_XOF256, QZ_SHAKE256_RATE, QZI_KECCAK_PAD_SHAKE, in, 34);
    secret_ds_xof(h + 32, 64, 0, 2 * QZ_SHAKE256_RATE);
    secret(ds_sk + 32, 32);
    secret(ds_sk + 128, sizeof ds_sk - 128);
}

/* Signing with rnd (32 bytes) over mu. */
static void secret_ds_sign(const uint8_t rnd[32], const uint8_t mu[64])
{
    uint8_t in[128], rhoprime[64];

    ds_fixture();
    secret(ds_sk + 32, 32);
    secret(ds_sk + 128, sizeof ds_sk - 128);
    memcpy(in, ds_sk + 32, 32);
    memcpy(in + 32, rnd, 32);
    memcpy(in + 64, mu, 64);
    secret(rnd, 32);
    secret_keccak(rhoprime, 64, QZI_KECCAK_XOF256, QZ_SHAKE256_RATE, QZI_KECCAK_PAD_SHAKE, in,
                  128);
    for (unsigned j = 0; j < 4; j++)
        secret_ds_xof(rhoprime, 64, j, 5 * QZ_SHAKE256_RATE);
}
static const uint8_t ds_zero_rnd[32];
static void derive_mldsa_sign(void)
{
    ds_fixture();
    secret_ds_sign(ds_zero_rnd, ds_mu);
}
static void derive_mldsa_sign_hedged(void)
{
    ds_fixture();
    secret_ds_sign(DS_RND, ds_mu);
}
/* HashML-DSA with SHA-512 over msg[0..100), no context: mu from tr (in
 * sk), the OID of SHA-512 and PH(M), all public. */
static void derive_mldsa_sign_ph(void)
{
    static const uint8_t oid[11] = {0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02,
                                    0x03};
    uint8_t in[64 + 2 + 11 + 64], mu[64];

    ds_fixture();
    memcpy(in, ds_sk + 64, 64);
    in[64] = 1;
    in[65] = 0;
    memcpy(in + 66, oid, 11);
    qz_sha512(in + 77, msg, 100);
    qz_shake256(mu, 64, in, sizeof in);
    secret_ds_sign(ds_zero_rnd, mu);
}
static void derive_mldsa_bad_key(void)
{
    ds_fixture();
    secret(ds_bad_sk + 32, 32);
    secret(ds_bad_sk + 128, sizeof ds_bad_sk - 128);
}

static void op_mldsa_keygen(void)
{
    qz_mldsa_generate_key_derand(QZ_MLDSA44, ds_ws, sizeof ds_ws, ds_out_pk, sizeof ds_out_pk,
                                 ds_out_sk, sizeof ds_out_sk, DS_XI, 32);
}
/* The rng hands out xi. */
static int ds_xi_fill(void *state, uint8_t *o, size_t len)
{
    (void)state;
    memcpy(o, DS_XI, len < 32 ? len : 32);
    return 0;
}
static const qz_rng DS_XI_SRC = {ds_xi_fill, NULL};
static void op_mldsa_generate(void)
{
    qz_mldsa_generate_key(QZ_MLDSA44, &DS_XI_SRC, ds_ws, sizeof ds_ws, ds_out_pk,
                          sizeof ds_out_pk, ds_out_sk, sizeof ds_out_sk);
}
static void op_mldsa_sign(void)
{
    qz_mldsa_sign(QZ_MLDSA44, ds_ws, sizeof ds_ws, ds_sig, sizeof ds_sig, ds_sk, sizeof ds_sk,
                  NULL, 0, msg, 100);
}
/* The rng hands out rnd. */
static int ds_rnd_fill(void *state, uint8_t *o, size_t len)
{
    (void)state;
    memcpy(o, DS_RND, len < 32 ? len : 32);
    return 0;
}
static const qz_rng DS_RND_SRC = {ds_rnd_fill, NULL};
static void op_mldsa_sign_hedged(void)
{
    qz_mldsa_sign_hedged(QZ_MLDSA44, &DS_RND_SRC, ds_ws, sizeof ds_ws, ds_sig, sizeof ds_sig,
                         ds_sk, sizeof ds_sk, NULL, 0, msg, 100);
}
static void op_mldsa_sign_mu_hedged(void)
{
    qz_mldsa_sign_mu_hedged(QZ_MLDSA44, &DS_RND_SRC, ds_ws, sizeof ds_ws, ds_sig, sizeof ds_sig,
                            ds_sk, sizeof ds_sk, ds_mu, 64);
}
static void op_mldsa_sign_ph(void)
{
    qz_mldsa_sign_prehash(QZ_MLDSA44, QZ_HASH_SHA512, ds_ws, sizeof ds_ws, ds_sig, sizeof ds_sig,
                          ds_sk, sizeof ds_sk, NULL, 0, msg, 100);
}
static void op_mldsa_sign_digest(void)
{
    static uint8_t ph[64];

    qz_sha512(ph, msg, 100);
    qz_mldsa_sign_prehash_digest(QZ_MLDSA44, QZ_HASH_SHA512, ds_ws, sizeof ds_ws, ds_sig,
                                 sizeof ds_sig, ds_sk, sizeof ds_sk, NULL, 0, ph, 64);
}
static void op_mldsa_bad_key(void)
{
    qz_mldsa_sign(QZ_MLDSA44, ds_ws, sizeof ds_ws, ds_sig, sizeof ds_sig, ds_bad_sk,
                  sizeof ds_bad_sk, NULL, 0, msg, 100);
}
static void op_mldsa_verify(void)
{
    qz_mldsa_verify(QZ_MLDSA44, ds_ws, sizeof ds_ws, ds_pk, sizeof ds_pk, NULL, 0, msg, 100,
                    ds_sig, sizeof ds_sig);
    qz_mldsa_compute_mu(QZ_MLDSA44, out, 64, ds_pk, sizeof ds_pk, NULL, 0, msg, 100);
}

/* Deliberately leaky: copy n bytes of src into this frame and return
 * without wiping. The check must find them, which proves it can fail. */
static __attribute__((noinline)) void leak_copy(const uint8_t *src, size_t n)
{
    volatile uint8_t copy[64];

    for (size_t i = 0; i < sizeof copy; i++)
        copy[i] = i < n ? src[i] : 0;
    out[0] = copy[63];
}
static void op_leak_key(void) { leak_copy(key, 64); }
static void op_leak_derived(void)
{
    /* E_K(0) computed outside the painted stack, then copied into it: a
     * derived secret that the raw-key scan alone could not see. */
    static uint8_t h[16];

    qz_aes_set_encrypt_key(&d_aes, key, 16);
    qz_aes_ecb_encrypt(&d_aes, h, 16, &(size_t){0}, zero, 16);
    leak_copy(h, 16);
}

/* --- RSA primitives ---------------------------------------------------------
 * The private key is kat/rsa.txt's first RSA-2048 key (tests/ct/rsa_ct_key.h),
 * set from its components in each operation and wiped after; the input is
 * 256 bytes of msg[] below n. The workspace rsa_ws must be all zero
 * afterwards (run() checks it whole). What derive_rsa lists, computed
 * outside the painted stack: p, q, d, dP, dQ, qInv, as limbs and as bytes;
 * what key setting derives from them (R^2 mod p and mod q, qInv R mod p);
 * the result s and its residues s mod p, s mod q (the CRT halves). Not
 * listed: the blinding values r, r^-1 and the blinded exponents, which
 * derive from the source's bytes (they too are in the workspace, which
 * must end zero). */
#include "rsa/rsa_internal.h"
#include "tests/ct/rsa_ct_key.h"

static uint32_t rsa_ws[QZ_RSA_NONCRT_WORKSPACE_BYTES_LOW(2048) / 4];
static uint32_t rsa_dws[QZ_RSA_NONCRT_WORKSPACE_BYTES_LOW(2048) / 4];
static qz_rsa_private_key rsa_key, rsa_dkey;
static uint8_t rsa_in[256], rsa_out[256];

static void rsa_set(qz_rsa_private_key *k, uint32_t *ws)
{
    qz_rsa_private_parts pp = {ct_rsa_n, ct_rsa_e, ct_rsa_d, ct_rsa_p, ct_rsa_q, ct_rsa_dp,
                               ct_rsa_dq, ct_rsa_qinv, 256, 3, 256, 128, 128, 128, 128, 128};

    memcpy(rsa_in, msg, sizeof rsa_in);
    rsa_in[0] &= 0x7f; /* below n, whose top bit is set */
    QZT_CHECK(qz_rsa_set_private_key_raw(k, ws, sizeof rsa_ws, &pp) == 0, "rsa key");
}
/* A number of n limbs as limbs and as big-endian bytes. */
static void rsa_secret_limbs(const uint32_t *a, size_t n)
{
    static uint8_t be[256];

    secret(a, 4 * n);
    qzi_bn_to_bytes(be, 4 * n, a, n);
    secret(be, 4 * n);
}
static void derive_rsa(void)
{
    static uint32_t s[64], r[32], t[32];

    rsa_set(&rsa_dkey, rsa_dws);
    rsa_secret_limbs(rsa_dkey.p, 32);
    rsa_secret_limbs(rsa_dkey.q, 32);
    rsa_secret_limbs(rsa_dkey.d, 64);
    rsa_secret_limbs(rsa_dkey.dp, 32);
    rsa_secret_limbs(rsa_dkey.dq, 32);
    rsa_secret_limbs(rsa_dkey.rrp, 32);
    rsa_secret_limbs(rsa_dkey.rrq, 32);
    rsa_secret_limbs(rsa_dkey.qinv_m, 32);
    secret(ct_rsa_qinv, sizeof ct_rsa_qinv);
    src_pos = 0;
    QZT_CHECK(qz_rsa_private(&rsa_dkey, &SRC, rsa_dws, sizeof rsa_dws, rsa_out, 256, rsa_in,
                             256) == 0, "rsa derive");
    qzi_bn_from_bytes(s, 64, rsa_out, 256);
    rsa_secret_limbs(s, 64);
    qzi_rsa_mod_slow(r, s, 64, rsa_dkey.p, 32, t);
    rsa_secret_limbs(r, 32);
    qzi_rsa_mod_slow(r, s, 64, rsa_dkey.q, 32, t);
    rsa_secret_limbs(r, 32);
    qz_rsa_wipe_private_key(&rsa_dkey);
    memset(rsa_dws, 0, sizeof rsa_dws);
}
static void op_rsa_private(void)
{
    rsa_set(&rsa_key, rsa_ws);
    src_pos = 0;
    qz_rsa_private(&rsa_key, &SRC, rsa_ws, QZ_RSA_PRIVATE_WORKSPACE_BYTES_LOW(2048), out, 256,
                   rsa_in, 256);
    qz_rsa_wipe_private_key(&rsa_key);
}
static void op_rsa_private_noncrt(void)
{
    rsa_set(&rsa_key, rsa_ws);
    src_pos = 0;
    qz_rsa_private_noncrt(&rsa_key, &SRC, rsa_ws, sizeof rsa_ws, out, 256, rsa_in, 256);
    qz_rsa_wipe_private_key(&rsa_key);
}
/* The error path: the source fails at the second exponent's k, after the
 * first half is in the workspace (the MID window: what sizeof rsa_ws fits). */
static void op_rsa_rng_fails(void)
{
    rsa_set(&rsa_key, rsa_ws);
    src_pos = 0;
    src_fail = 3;
    qz_rsa_private(&rsa_key, &SRC, rsa_ws, sizeof rsa_ws, out, 256, rsa_in, 256);
    src_fail = 0;
    qz_rsa_wipe_private_key(&rsa_key);
}
/* PKCS #1 DER (issue 16): the key exported as RSAPrivateKey into a global
 * buffer (qInv leaves its Montgomery form on the stack); then, in a row of
 * its own (the import's stack wipe would hide what the export left), set
 * from that DER (the raw setter's checks behind the parser). */
static uint8_t rsa_der[QZ_RSA_PRIVATE_DER_MAX_BYTES(2048)];
static size_t rsa_der_len;
static void op_rsa_der_export(void)
{
    rsa_set(&rsa_key, rsa_ws);
    QZT_CHECK(qz_rsa_get_private_key_der(&rsa_key, rsa_der, sizeof rsa_der, &rsa_der_len) == 0,
              "rsa der export");
    qz_rsa_wipe_private_key(&rsa_key);
}
/* derive_rsa's list and qInv as limbs (the export's qInv out of its
 * Montgomery form; derive_rsa lists it as bytes only). */
static void derive_rsa_der(void)
{
    static uint32_t qi[32];

    derive_rsa();
    qzi_bn_from_bytes(qi, 32, ct_rsa_qinv, 128);
    rsa_secret_limbs(qi, 32);
}
static void op_rsa_der_import(void)
{
    QZT_CHECK(rsa_der_len != 0 &&
                  qz_rsa_set_private_key_der(&rsa_key, rsa_ws, sizeof rsa_ws, rsa_der,
                                             rsa_der_len) == 0,
              "rsa der import");
    qz_rsa_wipe_private_key(&rsa_key);
}

/* RSA key generation (issue 16): a source that answers the candidates'
 * draws (its 128-byte requests) with the key's p, then q, and every other
 * request (Miller-Rabin's bases) from src_fill: the call accepts both at
 * once (ten Miller-Rabin rounds), computes d, dP, dQ and qInv, and makes
 * the key derive_rsa lists (kat/rsa.txt's rsa2048 key: d = e^-1 mod
 * lambda there too). Its workspace, rsa_kg_ws, must be all zero after
 * (run() checks it). Not on the M0+: the cross builds' programs run
 * again in qz-mcusim there, and the call's ~0.5G modelled cycles are
 * beyond its budget (doc/testing.md). */
#ifndef __ARM_ARCH_6M__
static uint32_t rsa_kg_ws[QZ_RSA_KEYGEN_WORKSPACE_BYTES(2048) / 4];
static unsigned rsa_kg_draw;
static int rsa_kg_fill(void *state, uint8_t *o, size_t len)
{
    if (len == 128 && rsa_kg_draw < 2) {
        memcpy(o, rsa_kg_draw++ == 0 ? ct_rsa_p : ct_rsa_q, 128);
        return 0;
    }
    return src_fill(state, o, len);
}
static const qz_rng RSA_KG_SRC = {rsa_kg_fill, NULL};
static void op_rsa_keygen(void)
{
    rsa_kg_draw = 0;
    src_pos = 0;
    QZT_CHECK(qz_rsa_generate_key(&rsa_key, 2048, &RSA_KG_SRC, rsa_kg_ws, sizeof rsa_kg_ws,
                                  NULL, 0) == 0 && rsa_kg_draw == 2,
              "rsa generate_key");
    qz_rsa_wipe_private_key(&rsa_key);
}
#endif

/* --- RSA schemes: decryption -------------------------------------------------
 * OAEP (SHA-256, a label) and PKCS #1 v1.5 (implicit rejection) decryption
 * of a valid ciphertext each, made with the key's public half from a
 * 48-byte message (msg[100..148)). What they add to derive_rsa's list:
 * the encoding the private operation returns, the message, OAEP's seed;
 * for v1.5 SHA-256(d), the KDK and the first block of the synthetic
 * message's PRF (computed even when the padding is valid). */
static uint8_t rsa_ct_oaep[256], rsa_ct_v15[256];
static const uint8_t rsa_seed[32] = {0x9e, 0x21, 0x47, 0xd3, 0x6a, 0x0c, 0xb5, 0x38,
                                     0x71, 0xe2, 0x5f, 0x13, 0xc8, 0x84, 0x2d, 0xaa,
                                     0x3b, 0x96, 0x50, 0xef, 0x07, 0xd1, 0x6c, 0x49,
                                     0xb2, 0x1e, 0x85, 0xf4, 0x63, 0x2a, 0xc7, 0x5d};
static void derive_rsa_decrypt(void)
{
    qz_rsa_public_key pub;
    uint8_t em[256], dh[32], kdk[32], blk[32], prf_in[2 + 7 + 2] = {0, 0};

    derive_rsa();
    rsa_set(&rsa_dkey, rsa_dws);
    QZT_CHECK(qz_rsa_get_public_key(&pub, &rsa_dkey) == 0, "rsa public half");
    QZT_CHECK(qz_rsa_oaep_encrypt_derand(&pub, QZ_HASH_SHA256, rsa_dws, sizeof rsa_dws,
                                         rsa_ct_oaep, 256, (const uint8_t *)"label", 5,
                                         msg + 100, 48, rsa_seed, 32) == 0,
              "rsa oaep ct");
    src_pos = 0;
    QZT_CHECK(qz_rsa_pkcs1_encrypt(&pub, &SRC, rsa_dws, sizeof rsa_dws, rsa_ct_v15, 256,
                                   msg + 100, 48) == 0,
              "rsa v1.5 ct");
    secret(msg + 100, 48);
    secret(rsa_seed, sizeof rsa_seed);
    src_pos = 0;
    QZT_CHECK(qz_rsa_private(&rsa_dkey, &SRC, rsa_dws, sizeof rsa_dws, em, 256, rsa_ct_oaep,
                             256) == 0, "rsa oaep em");
    secret(em, 256);
    QZT_CHECK(qz_rsa_private(&rsa_dkey, &SRC, rsa_dws, sizeof rsa_dws, em, 256, rsa_ct_v15,
                             256) == 0, "rsa v1.5 em");
    secret(em, 256);
    qz_sha256(dh, ct_rsa_d, 256);
    secret(dh, 32);
    qz_hmac(QZ_HASH_SHA256, kdk, 32, dh, 32, rsa_ct_v15, 256);
    secret(kdk, 32);
    memcpy(prf_in + 2, "message", 7);
    prf_in[9] = 0x08; /* 2048 bits */
    prf_in[10] = 0x00;
    qz_hmac(QZ_HASH_SHA256, blk, 32, kdk, 32, prf_in, sizeof prf_in);
    secret(blk, 32);
    qz_rsa_wipe_private_key(&rsa_dkey);
    memset(rsa_dws, 0, sizeof rsa_dws);
}
static void op_rsa_oaep_decrypt(void)
{
    size_t ol;

    rsa_set(&rsa_key, rsa_ws);
    src_pos = 0;
    qz_rsa_oaep_decrypt(&rsa_key, QZ_HASH_SHA256, &SRC, rsa_ws,
                        QZ_RSA_DECRYPT_WORKSPACE_BYTES_LOW(2048), out, 256, &ol,
                        (const uint8_t *)"label", 5, rsa_ct_oaep, 256);
    qz_rsa_wipe_private_key(&rsa_key);
}
static void op_rsa_pkcs1_decrypt(void)
{
    size_t ol;

    rsa_set(&rsa_key, rsa_ws);
    src_pos = 0;
    qz_rsa_pkcs1_decrypt(&rsa_key, &SRC, rsa_ws, QZ_RSA_DECRYPT_WORKSPACE_BYTES_LOW(2048), out,
                         256, &ol, rsa_ct_v15, 256);
    qz_rsa_wipe_private_key(&rsa_key);
}

static const struct {
    const char *name;
    void (*fn)(void);
    void (*derive)(void);
} OPS[] = {
    {"qz_hmac SHA-256", op_hmac256, derive_hmac256},
    {"qz_hmac_check SHA-256", op_hmac256_check, derive_hmac256},
    {"qz_hmac SHA-512, 200-byte key", op_hmac512_long_key, derive_hmac512_long_key},
    {"qz_hmac SHA3-256", op_hmac_sha3, derive_hmac_sha3},
    {"qz_hmac_init/update/verify SHA-384", op_hmac_stream, derive_hmac_stream},
    {"qz_hmac_final refused, then final", op_hmac_error, derive_hmac_error},
    {"qz_hkdf SHA-256", op_hkdf, derive_hkdf},
    {"qz_hkdf refused (too long)", op_hkdf_error, derive_hkdf_error},
    {"qz_kmac256", op_kmac, derive_kmac},
    {"qz_kmac256_check", op_kmac_check, derive_kmac},
    {"qz_kmac128_init/update/verify", op_kmac_verify, derive_kmac_verify},
    {"qz_sha3_256 of a secret", op_sha3_of_key, derive_sha3_of_key},
    {"qz_sha512 of a secret", op_sha512_of_key, derive_sha512_of_key},
    {"qz_sha256 of a secret", op_sha256_of_key, derive_sha256_of_key},
    {"qz_shake128 of a secret", op_shake_of_key, derive_shake_of_key},
    {"KMACXOF256 with a customisation", op_kmacxof, derive_kmacxof},
    {"AES-128 key, CBC-PKCS7 encrypt, wipe", op_aes_cbc, derive_aes_cbc},
    {"AES-128 ECB, one block", op_aes_ecb_one_block, derive_aes_ecb_one_block},
    {"AES-256 CBC decrypt, bad padding", op_aes_cbc_dec_bad_pad, derive_aes_cbc_dec_bad_pad},
    {"AES-192 CTR streaming", op_aes_ctr, derive_aes_ctr},
    {"AES-128 CFB decrypt, OFB", op_aes_cfb_ofb, derive_aes_cfb_ofb},
    {"AES-128 CBC-CS3 decrypt", op_aes_cbc_cs3_dec, derive_aes_cbc_cs3_dec},
    {"XTS-AES-256 decrypt", op_xts, derive_xts},
    {"CMAC set key, wipe key", op_cmac_key_only, derive_cmac_key_only},
    {"CMAC check (refused)", op_cmac, derive_cmac},
    {"KW wrap of a secret key", op_kw_wrap, derive_kw_wrap},
    {"KWP unwrap (refused)", op_keywrap, derive_keywrap},
    {"GCM set key, wipe key", op_gcm_key_only, derive_gcm_key_only},
    {"GCM seal, open refused", op_gcm, derive_gcm},
    {"CCM seal, open refused", op_ccm, derive_ccm},
    {"ChaCha20 (key stream)", op_chacha20, derive_chacha},
    {"Poly1305 one-shot", op_poly1305, derive_poly1305},
    {"Poly1305 one-shot check", op_poly1305_check, derive_poly1305},
    {"ChaCha20-Poly1305 seal, open refused", op_chacha20poly1305, derive_chacha},
    {"ChaCha20-Poly1305 stream, verify refused", op_chacha20poly1305_stream, derive_chacha},
    {"HMAC_DRBG (entropy as the key)", op_hmac_drbg, derive_hmac_drbg},
    {"CTR_DRBG (entropy as the key)", op_ctr_drbg, derive_ctr_drbg},
    {"P-256 generate_key, wipe", op_p256_keygen, der_p256_keygen},
    /* each signing call sets its key with set_private_key_raw first; P-384
     * stands for the curves on the generic Montgomery kernel, P-521 for
     * its own field kernels (the deepest frame: 176 bytes on armv7em) */
    {"P-256 ecdsa_sign (RFC 6979)", op_p256_sign, der_p256_sign},
    {"P-256 ecdsa_sign_hedged", op_p256_hedged, der_p256_hedged},
    {"P-256 ecdsa_sign_digest_random", op_p256_random, der_p256_random},
    {"P-256 signing, source fails", op_p256_rng_fails, der_p256_raw},
    {"P-256 ecdh", op_p256_ecdh, der_p256_ecdh},
    {"P-384 ecdsa_sign (RFC 6979)", op_p384_sign, der_p384_sign},
    {"P-521 ecdsa_sign (RFC 6979)", op_p521_sign, der_p521_sign},
    {"X25519 set_private_key, x25519", op_x25519, derive_x25519},
    {"X25519 low-order peer", op_x25519_low_order, derive_x25519_key},
    {"Ed25519 set_private_key", op_ed25519_key, derive_ed25519_key},
    {"Ed25519 generate_key", op_ed25519_keygen, derive_ed25519_key},
    {"Ed25519 sign, ctx_sign, ph_sign, ph_sign_digest", op_ed25519_sign, derive_ed25519_sign},
    {"X448 set_private_key, x448", op_x448, derive_x448},
    {"X448 low-order peer", op_x448_low_order, derive_x448_key},
    {"X448 generate_key", op_x448_keygen, derive_x448_key},
    {"Ed448 set_private_key", op_ed448_key, derive_ed448_key},
    {"Ed448 generate_key", op_ed448_keygen, derive_ed448_key},
    {"Ed448 sign, ph_sign, ph_sign_digest", op_ed448_sign, derive_ed448_sign},
    {"ML-KEM-512 generate_key_derand", op_mlkem_keygen, derive_mlkem_keygen},
    {"ML-KEM-512 generate_key_derand, seed form", op_mlkem_keygen_seed, derive_mlkem_keygen},
    {"ML-KEM-512 generate_key", op_mlkem_generate, derive_mlkem_keygen},
    {"ML-KEM-512 get_encaps_key from a seed", op_mlkem_get_ek_seed, derive_mlkem_keygen},
    {"ML-KEM-512 encaps_derand", op_mlkem_encaps_derand, derive_mlkem_encaps},
    {"ML-KEM-512 encaps", op_mlkem_encaps, derive_mlkem_encaps},
    {"ML-KEM-512 decaps", op_mlkem_decaps, derive_mlkem_decaps},
    {"ML-KEM-512 decaps, damaged ct", op_mlkem_decaps_bad, derive_mlkem_decaps_bad},
    {"ML-KEM-512 decaps, seed form, damaged ct", op_mlkem_decaps_seed, derive_mlkem_decaps_seed},
    {"ML-DSA-44 generate_key_derand", op_mldsa_keygen, derive_mldsa_keygen},
    {"ML-DSA-44 generate_key", op_mldsa_generate, derive_mldsa_keygen},
    {"ML-DSA-44 sign", op_mldsa_sign, derive_mldsa_sign},
    {"ML-DSA-44 sign_hedged", op_mldsa_sign_hedged, derive_mldsa_sign_hedged},
    {"ML-DSA-44 sign_mu_hedged", op_mldsa_sign_mu_hedged, derive_mldsa_sign_hedged},
    {"ML-DSA-44 sign_prehash SHA-512", op_mldsa_sign_ph, derive_mldsa_sign_ph},
    {"ML-DSA-44 sign_prehash_digest SHA-512", op_mldsa_sign_digest, derive_mldsa_sign_ph},
    {"ML-DSA-44 sign, s1 out of range", op_mldsa_bad_key, derive_mldsa_bad_key},
    {"ML-DSA-44 verify, compute_mu", op_mldsa_verify, NULL},
    {"ML-KEM-512 decaps_checked_key", op_mlkem_decaps_ck, derive_mlkem_decaps},
    {"ML-KEM-512 decaps_checked_key, damaged ct", op_mlkem_decaps_ck_bad,
     derive_mlkem_decaps_bad},
    {"ML-KEM-512 decaps_checked_key, seed form, damaged ct", op_mlkem_decaps_ck_seed,
     derive_mlkem_decaps_seed},
    {"RSA-2048 set_private_key_raw, private (CRT)", op_rsa_private, derive_rsa},
    {"RSA-2048 set_private_key_raw, private_noncrt", op_rsa_private_noncrt, derive_rsa},
    {"RSA-2048 private, the source failing", op_rsa_rng_fails, derive_rsa},
    {"RSA-2048 oaep_decrypt (SHA-256, a label)", op_rsa_oaep_decrypt, derive_rsa_decrypt},
    {"RSA-2048 pkcs1_decrypt (implicit rejection)", op_rsa_pkcs1_decrypt, derive_rsa_decrypt},
    {"RSA-2048 set_private_key_raw, get_private_key_der", op_rsa_der_export, derive_rsa_der},
    {"RSA-2048 set_private_key_der (the DER above)", op_rsa_der_import, derive_rsa},
#ifndef __ARM_ARCH_6M__
    {"RSA-2048 generate_key (the key's p and q drawn first)", op_rsa_keygen, derive_rsa},
#endif
};

static uintptr_t current_sp(void)
{
    uintptr_t sp;

    __asm__ volatile("mov %0, sp" : "=r"(sp));
    return sp;
}

/* tests/support/stackpaint_armv6m.S: paints right up to our sp, using no
 * stack itself, so the whole frame of the next call is covered. */
void qzt_paint_stack(size_t bytes, uint32_t pattern);

/* Run fn below a 256-byte pad: the frames of run()'s own callees (the
 * scanner) then lie above everything fn's frames touched, so the scan sees
 * the operation's frames as they were left. */
static __attribute__((noinline)) void below_pad(void (*fn)(void))
{
    volatile uint8_t pad[256];

    pad[0] = 0;
    fn();
    __asm__ volatile("" : : "r"(pad) : "memory");
}

/* Collect the secrets of derive (and the raw key), paint, run fn, scan.
 * Returns 0 if nothing was found, 1 if the stack held a secret, 2 if the
 * context did. */
static int run(void (*fn)(void), void (*derive)(void))
{
    uintptr_t base = current_sp();
    const volatile uint8_t *stack = (const volatile uint8_t *)(base - PAINT_BYTES);
    const struct window *hit = NULL;
    long at;

    n_windows = 0;
    n_pieces = 0;
    overflow = 0;
    secret(key, sizeof key);
    if (derive != NULL)
        derive();
    qsort(windows, n_windows, sizeof windows[0], cmp_u64);
    memset(&ctx, 0, sizeof ctx);
    qzt_paint_stack(PAINT_BYTES, PAINT_WORD);
    below_pad(fn);
    at = find_secret(stack, PAINT_BYTES, &hit);
    if (at >= 0) {
        printf("    %ld bytes below the caller's sp: bytes %u.. of secret %u (0 = the key)\n",
               (long)PAINT_BYTES - at, hit->offset, hit->piece);
        return 1;
    }
    at = find_secret((const volatile uint8_t *)&ctx, sizeof ctx, &hit);
    if (at >= 0) {
        printf("    context offset %ld: bytes %u.. of secret %u (0 = the key)\n", at,
               hit->offset, hit->piece);
        return 2;
    }
    if (!qzt_all_zero(ec_ws, sizeof ec_ws)) {
        printf("    the NIST-curve workspace is not all zero\n");
        return 3;
    }
    if (!qzt_all_zero(c_ws, sizeof c_ws)) {
        printf("    the X25519/Ed25519 workspace is not all zero\n");
        return 3;
    }
    if (!qzt_all_zero(c448_ws, sizeof c448_ws)) {
        printf("    the X448/Ed448 workspace is not all zero\n");
        return 3;
    }
    if (!qzt_all_zero(mk_ws, sizeof mk_ws)) {
        printf("    the ML-KEM workspace is not all zero\n");
        return 3;
    }
    if (!qzt_all_zero(ds_ws, sizeof ds_ws)) {
        printf("    the ML-DSA workspace is not all zero\n");
        return 3;
    }
    if (!qzt_all_zero(rsa_ws, sizeof rsa_ws)) {
        printf("    the RSA workspace is not all zero\n");
        return 3;
    }
#ifndef __ARM_ARCH_6M__
    if (!qzt_all_zero(rsa_kg_ws, sizeof rsa_kg_ws)) {
        printf("    the RSA key generation workspace is not all zero\n");
        return 3;
    }
#endif
    return 0;
}

int main(void)
{
    for (size_t i = 0; i < sizeof key; i++)
        key[i] = (uint8_t)(0x80 + i * 37); /* distinct, unlike paint or zero */
    for (size_t i = 0; i < sizeof msg; i++)
        msg[i] = (uint8_t)(i * 11 + 5);
    for (size_t i = 0; i < sizeof OPS / sizeof OPS[0]; i++) {
        int r = run(OPS[i].fn, OPS[i].derive);

        QZT_CHECK(!overflow, "%s: more secret windows than the table holds", OPS[i].name);
        QZT_CHECK(r != 1, "%s: secret bytes left on the stack", OPS[i].name);
        QZT_CHECK(r != 2, "%s: secret bytes left in the context", OPS[i].name);
        QZT_CHECK(r != 3, "%s: workspace not wiped", OPS[i].name);
        printf("  %-42s %4u windows, %s\n", OPS[i].name, (unsigned)n_windows,
               r == 0 ? "clean" : "LEFT BEHIND");
    }
    QZT_CHECK(run(op_leak_key, NULL) == 1,
              "the deliberate copy of the key was not found: the check is blind");
    QZT_CHECK(run(op_leak_derived, derive_aes_ecb_one_block) == 1,
              "the deliberate copy of E_K(0) was not found: the check is blind");
    QZT_CHECK(run(op_leak_derived, NULL) == 0,
              "a copy of E_K(0) was found without deriving it: the scan matches too much");
    printf("  %-42s found, as they must be\n", "deliberate leaks (key, E_K(0))");
    return qzt_finish("residue");
}

/*
 * Secret residue check (Cortex-M builds, under qemu-arm or qz-mcusim):
 * paint the stack below the caller right up to its stack pointer, run a secret-key operation with a
 * distinctive key, then scan the used stack and the (finished) context for
 * any 8-byte run of the key. A hit fails: a copy of the key was left
 * behind. Error paths are included.
 *
 * Adding an operation: one function and one line in OPS[].
 */
#include <stdio.h>
#include <string.h>

#include "qzcrypt/qzcrypt.h"
#include "qzt.h"

#define PAINT_BYTES 6144
#define PAINT_WORD 0xc3c3c3c3u
#define RUN 8 /* a leaked run of this many key bytes is a hit */

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
} ctx;
static const uint8_t iv[32] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};

static uintptr_t current_sp(void)
{
    uintptr_t sp;

    __asm__ volatile("mov %0, sp" : "=r"(sp));
    return sp;
}

/* tests/support/stackpaint_armv6m.S: paints right up to our sp, using no
 * stack itself, so the whole frame of the next call is covered. */
void qzt_paint_stack(size_t bytes, uint32_t pattern);

/* 1 if any RUN-byte window of key[0..klen) appears in [p, p + n). */
static int holds_key(const volatile uint8_t *p, size_t n, size_t klen)
{
    for (size_t i = 0; i + RUN <= n; i++)
        for (size_t k = 0; k + RUN <= klen; k++) {
            size_t j = 0;

            while (j < RUN && p[i + j] == key[k + j])
                j++;
            if (j == RUN)
                return 1;
        }
    return 0;
}

static void op_hmac256(void) { qz_hmac(QZ_HASH_SHA256, key, 32, msg, 100, out, 64); }
static void op_hmac512_long_key(void) { qz_hmac(QZ_HASH_SHA512, key, 200, msg, 100, out, 64); }
static void op_hmac_stream(void)
{
    qz_hmac_init(&ctx.hmac, QZ_HASH_SHA384, key, 48);
    qz_hmac_update(&ctx.hmac, msg, 300);
    qz_hmac_verify(&ctx.hmac, out, 48);
}
static void op_hmac_error(void)
{
    /* Refused final (capacity too small) keeps the context for a retry,
     * but must not leave the key on the stack; then finish properly. */
    qz_hmac_init(&ctx.hmac, QZ_HASH_SHA256, key, 64);
    qz_hmac_final(&ctx.hmac, out, 16);
    qz_hmac_final(&ctx.hmac, out, 32);
}
static void op_hkdf(void) { qz_hkdf(QZ_HASH_SHA256, msg, 16, key, 32, msg, 8, out, 100); }
static void op_hkdf_error(void) { qz_hkdf(QZ_HASH_SHA256, msg, 16, key, 32, msg, 8, out, 9000); }
static void op_kmac(void) { qz_kmac256(key, 64, NULL, 0, msg, 300, out, 64); }
static void op_kmac_verify(void)
{
    qz_kmac128_init(&ctx.keccak, key, 32, NULL, 0);
    qz_kmac_update(&ctx.keccak, msg, 100);
    qz_kmac_verify(&ctx.keccak, out, 32);
}
static void op_sha3_of_key(void) { qz_sha3_256(key, 200, out); }
static void op_sha512_of_key(void) { qz_sha512(key, 200, out); }

/* Symmetric: a key object (in ctx) is set, used and wiped; the per-message
 * contexts are locals, so they lie in the painted stack. */
static void op_aes_cbc(void)
{
    size_t n;

    qz_aes_set_encrypt_key(&ctx.aes, key, 16);
    qz_aes_cbc_encrypt(&ctx.aes, iv, QZ_AES_CBC_PKCS7, msg, 100, out, sizeof out, &n);
    qz_aes_wipe_key(&ctx.aes);
}
static void op_aes_cbc_dec_bad_pad(void)
{
    qz_aes_cbc_ctx c;
    size_t n, m;

    qz_aes_set_decrypt_key(&ctx.aes, key, 32);
    qz_aes_cbc_decrypt_init(&c, &ctx.aes, iv, QZ_AES_CBC_PKCS7);
    qz_aes_cbc_update(&c, out, sizeof out, &n, msg, 64);
    qz_aes_cbc_final(&c, out, sizeof out, &m); /* random padding: refused */
    qz_aes_wipe_key(&ctx.aes);
}
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
static void op_xts(void)
{
    qz_xts_set_decrypt_key(&ctx.xts, key, 64);
    qz_xts_decrypt(&ctx.xts, iv, msg, 45, out);
    qz_xts_wipe_key(&ctx.xts);
}
static void op_cmac(void)
{
    qz_cmac_set_key(&ctx.cmac, key, 16);
    qz_cmac_check(&ctx.cmac, msg, 100, out, 16);
    qz_cmac_wipe_key(&ctx.cmac);
}
static void op_keywrap(void)
{
    size_t n;

    qz_aes_set_decrypt_key(&ctx.aes, key, 32);
    qz_aes_kwp_unwrap(&ctx.aes, msg, 40, out, sizeof out, &n); /* refused */
    qz_aes_wipe_key(&ctx.aes);
}
static void op_gcm(void)
{
    qz_gcm_set_key(&ctx.gcm, key, 32);
    qz_gcm_seal(&ctx.gcm, iv, 12, msg, 20, msg, 100, out, out + 200, 16);
    qz_gcm_open(&ctx.gcm, iv, 12, msg, 20, msg, 100, msg + 100, 16, out); /* refused */
    qz_gcm_wipe_key(&ctx.gcm);
}
static void op_ccm(void)
{
    qz_aes_set_encrypt_key(&ctx.aes, key, 16);
    qz_ccm_seal(&ctx.aes, iv, 13, msg, 20, msg, 100, out, out + 200, 16);
    qz_ccm_open(&ctx.aes, iv, 13, msg, 20, msg, 100, msg + 100, 16, out); /* refused */
    qz_aes_wipe_key(&ctx.aes);
}
static void op_chacha20poly1305(void)
{
    qz_chacha20poly1305_seal(key, iv, msg, 20, msg, 100, out, out + 200);
    qz_chacha20poly1305_open(key, iv, msg, 20, msg, 100, msg + 100, out); /* refused */
}
static void op_chacha20poly1305_stream(void)
{
    qz_chacha20poly1305_init(&ctx.chacha, key, iv);
    qz_chacha20poly1305_aad(&ctx.chacha, msg, 10);
    qz_chacha20poly1305_decrypt(&ctx.chacha, out, msg, 77);
    qz_chacha20poly1305_verify(&ctx.chacha, msg + 100); /* refused */
}
static void op_hmac_drbg(void)
{
    qz_hmac_drbg_instantiate(&ctx.hmac_drbg, QZ_HASH_SHA256, key, 32, iv, 16, NULL, 0);
    qz_hmac_drbg_generate(&ctx.hmac_drbg, out, 100, NULL, 0, 0);
    qz_hmac_drbg_uninstantiate(&ctx.hmac_drbg);
}
static void op_ctr_drbg(void)
{
    qz_ctr_drbg_instantiate(&ctx.ctr_drbg, key, 48, iv, 16, NULL, 0);
    qz_ctr_drbg_generate(&ctx.ctr_drbg, out, 100, NULL, 0, 0);
    qz_ctr_drbg_uninstantiate(&ctx.ctr_drbg);
}

/* Deliberately leaky: copies the key to its stack frame and returns
 * without wiping. The check must find it, which proves it can fail. */
static __attribute__((noinline)) void leak_copy(void)
{
    volatile uint8_t copy[64];

    for (size_t i = 0; i < sizeof copy; i++)
        copy[i] = key[i];
    out[0] = copy[63];
}

static const struct {
    const char *name;
    void (*fn)(void);
    size_t key_len;
} OPS[] = {
    {"qz_hmac SHA-256", op_hmac256, 32},
    {"qz_hmac SHA-512, 200-byte key", op_hmac512_long_key, 200},
    {"qz_hmac_init/update/verify SHA-384", op_hmac_stream, 48},
    {"qz_hmac_final refused, then final", op_hmac_error, 64},
    {"qz_hkdf SHA-256", op_hkdf, 32},
    {"qz_hkdf refused (too long)", op_hkdf_error, 32},
    {"qz_kmac256", op_kmac, 64},
    {"qz_kmac128_init/update/verify", op_kmac_verify, 32},
    {"qz_sha3_256 of a secret", op_sha3_of_key, 200},
    {"qz_sha512 of a secret", op_sha512_of_key, 200},
    {"AES-128 key, CBC-PKCS7 encrypt, wipe", op_aes_cbc, 16},
    {"AES-256 CBC decrypt, bad padding", op_aes_cbc_dec_bad_pad, 32},
    {"AES-192 CTR streaming", op_aes_ctr, 24},
    {"XTS-AES-256 decrypt", op_xts, 64},
    {"CMAC check (refused)", op_cmac, 16},
    {"KWP unwrap (refused)", op_keywrap, 32},
    {"GCM seal, open refused", op_gcm, 32},
    {"CCM seal, open refused", op_ccm, 16},
    {"ChaCha20-Poly1305 seal, open refused", op_chacha20poly1305, 32},
    {"ChaCha20-Poly1305 stream, verify refused", op_chacha20poly1305_stream, 32},
    {"HMAC_DRBG (entropy as the key)", op_hmac_drbg, 32},
    {"CTR_DRBG (entropy as the key)", op_ctr_drbg, 48},
};

int main(void)
{
    for (size_t i = 0; i < sizeof key; i++)
        key[i] = (uint8_t)(0x80 + i * 37); /* distinct, unlike paint or zero */
    for (size_t i = 0; i < sizeof OPS / sizeof OPS[0]; i++) {
        uintptr_t base = current_sp();
        const volatile uint8_t *stack = (const volatile uint8_t *)(base - PAINT_BYTES);

        memset(&ctx, 0, sizeof ctx);
        qzt_paint_stack(PAINT_BYTES, PAINT_WORD);
        OPS[i].fn();
        QZT_CHECK(!holds_key(stack, PAINT_BYTES, OPS[i].key_len),
                  "%s: key bytes left on the stack", OPS[i].name);
        QZT_CHECK(!holds_key((const volatile uint8_t *)&ctx, sizeof ctx, OPS[i].key_len),
                  "%s: key bytes left in the context", OPS[i].name);
        printf("  %-40s checked\n", OPS[i].name);
    }
    {
        uintptr_t base = current_sp();

        qzt_paint_stack(PAINT_BYTES, PAINT_WORD);
        leak_copy();
        QZT_CHECK(holds_key((const volatile uint8_t *)(base - PAINT_BYTES), PAINT_BYTES, 64),
                  "the deliberate stack leak was not found: the check is blind");
        printf("  %-40s found, as it must be\n", "deliberate leak");
    }
    return qzt_finish("residue");
}

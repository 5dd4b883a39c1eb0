/*
 * The constant-time checks, two gates over one list of operations:
 *
 *  - host (make check-ct): every secret-handling operation runs with its
 *    secrets marked undefined for valgrind memcheck (QZ_CT_SECRET). Under
 *    `valgrind --error-exitcode=...` any branch or memory address computed
 *    from a secret is reported and fails the check. Outputs that become
 *    public (digests, tags) are declassified with QZ_CT_PUBLIC.
 *  - target (QZ_CT_TRACE, make check-ct-trace, Cortex-M builds in the
 *    qz-mcusim simulator): each operation runs with 16 different secrets
 *    and identical public inputs; the simulator's digest of the executed
 *    PCs and data addresses must be identical every time. This covers the
 *    assembly kernels, which valgrind on the host never sees. Two
 *    deliberately leaky operations must give differing digests, which
 *    proves the gate can fail.
 *
 * Adding an operation: write `static void ct_<name>(void)` and add one
 * line to OPS[].
 */
#include <stdio.h>
#include <string.h>

#include "qzcrypt/qzcrypt.h"
#include "tests/ct/ct.h"

static uint8_t key[200], msg[300], out[1024];
static uint8_t iv[32]; /* public: IVs, nonces, tweaks */

/* Fill the secrets; `seed` varies them between runs of the trace gate. */
static void secret_inputs(unsigned seed)
{
    uint32_t x = 0x9e3779b9u * (seed + 1);

    for (size_t i = 0; i < sizeof key; i++, x = x * 1664525u + 1013904223u)
        key[i] = (uint8_t)(x >> 24);
    for (size_t i = 0; i < sizeof msg; i++, x = x * 1664525u + 1013904223u)
        msg[i] = (uint8_t)(x >> 24);
    for (size_t i = 0; i < sizeof iv; i++)
        iv[i] = (uint8_t)(i * 29u + 3u);
    QZ_CT_SECRET(key, sizeof key);
    QZ_CT_SECRET(msg, sizeof msg);
}

static void ct_hashes(void)
{
    static const qz_hash_id ids[] = {QZ_HASH_SHA224,   QZ_HASH_SHA256,   QZ_HASH_SHA384,
                                     QZ_HASH_SHA512,   QZ_HASH_SHA512_224, QZ_HASH_SHA512_256,
                                     QZ_HASH_SHA3_224, QZ_HASH_SHA3_256, QZ_HASH_SHA3_384,
                                     QZ_HASH_SHA3_512};
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
        qz_hash_ctx ctx;

        qz_hash_init(&ctx, ids[i]);
        qz_hash_update(&ctx, msg, 7);
        qz_hash_update(&ctx, msg + 7, 250);
        qz_hash_final(&ctx, out, sizeof out);
    }
}

static void ct_hmac(void)
{
    qz_hmac_ctx ctx;

    qz_hmac(QZ_HASH_SHA256, key, 32, msg, 300, out, 64);
    qz_hmac(QZ_HASH_SHA512, key, 200, msg, 100, out, 64);
    qz_hmac(QZ_HASH_SHA3_256, key, 150, msg, 100, out, 64);
    /* Verify against a secret-derived tag: the verdict is declassified
     * inside qz_hmac_verify, nothing else may depend on the tag. */
    qz_hmac_init(&ctx, QZ_HASH_SHA384, key, 48);
    qz_hmac_update(&ctx, msg, 300);
    qz_hmac_verify(&ctx, key + 50, 48);
}

static void ct_hkdf(void)
{
    qz_hkdf(QZ_HASH_SHA256, key, 32, msg, 64, NULL, 0, out, 200);
    qz_hkdf(QZ_HASH_SHA512, NULL, 0, msg, 64, key, 10, out, 300);
}

static void ct_shake_kmac(void)
{
    qz_kmac_ctx ctx;

    qz_shake128(msg, 300, out, 500);
    qz_shake256(msg, 137, out, 300);
    qz_kmac128(key, 32, NULL, 0, msg, 300, out, 32);
    qz_kmac256(key, 200, msg, 5, msg, 100, out, 64);
    qz_kmac256_init(&ctx, key, 64, NULL, 0);
    qz_kmac_update(&ctx, msg, 64);
    qz_kmac_verify(&ctx, key + 64, 64);
    qz_cshake128_init(&ctx, msg, 4, NULL, 0);
    qz_shake_absorb(&ctx, key, 100);
    qz_shake_squeeze(&ctx, out, 100);
    qz_shake_wipe(&ctx);
}

/* --- symmetric: AES modes, AEADs, MACs, key wrap, DRBGs -------------------
 * Keys, plaintexts, ciphertexts and tags come from the secret buffers;
 * IVs, nonces and tweaks are public (iv[]), as in every protocol. In
 * the table build (--with-aes=table) the AES rounds index tables with
 * secrets on purpose (doc/security.md), so the AES operations are part of
 * the gate only in the default ct build. */
#if !QZ_AES_TABLE
static void ct_aes_modes(void)
{
    static qz_aes_key ek, dk;
    static qz_xts_key xk;
    size_t n;

    qz_aes_set_encrypt_key(&ek, key, 16);
    qz_aes_ecb_encrypt(&ek, msg, 64, out, sizeof out, &n);
    qz_aes_cbc_encrypt(&ek, iv, QZ_AES_CBC_PKCS7, msg, 100, out, sizeof out, &n);
    qz_aes_cbc_encrypt(&ek, iv, QZ_AES_CBC_CS3, msg, 37, out, sizeof out, &n);
    qz_aes_ctr(&ek, iv, QZ_AES_CTR32, msg, 150, out);
    qz_aes_cfb_encrypt(&ek, iv, msg, 70, out);
    qz_aes_ofb(&ek, iv, msg, 70, out);
    qz_aes_set_encrypt_key(&ek, key, 32);
    qz_aes_ctr(&ek, iv, QZ_AES_CTR128, msg, 100, out);
    /* Decryption of secret ciphertext; PKCS#7 unpadding of a secret block
     * (the padding verdict is declassified inside, nothing else may
     * depend on the plaintext). */
    qz_aes_set_decrypt_key(&dk, key, 24);
    qz_aes_ecb_decrypt(&dk, msg, 48, out, sizeof out, &n);
    qz_aes_cbc_decrypt(&dk, iv, QZ_AES_CBC_NOPAD, msg, 64, out, sizeof out, &n);
    qz_aes_cbc_decrypt(&dk, iv, QZ_AES_CBC_PKCS7, msg, 64, out, sizeof out, &n);
    qz_aes_cbc_decrypt(&dk, iv, QZ_AES_CBC_CS3, msg, 41, out, sizeof out, &n);
    qz_xts_set_encrypt_key(&xk, key, 64);
    qz_xts_encrypt(&xk, iv, msg, 53, out);
    qz_xts_set_decrypt_key(&xk, key, 32);
    qz_xts_decrypt(&xk, iv, msg, 53, out);
    qz_aes_wipe_key(&ek);
    qz_aes_wipe_key(&dk);
    qz_xts_wipe_key(&xk);
}

static void ct_cmac_keywrap(void)
{
    static qz_cmac_key ck;
    static qz_aes_key ek, dk;
    size_t n;

    qz_cmac_set_key(&ck, key, 16);
    qz_cmac(&ck, msg, 100, out, 16);
    qz_cmac_check(&ck, msg, 77, key + 40, 16); /* verdict declassified inside */
    qz_cmac_wipe_key(&ck);
    qz_aes_set_encrypt_key(&ek, key, 32);
    qz_aes_kw_wrap(&ek, msg, 32, out, sizeof out, &n);
    qz_aes_kwp_wrap(&ek, msg, 21, out, sizeof out, &n);
    /* Unwrap of secret input: the integrity verdict is declassified. */
    qz_aes_set_decrypt_key(&dk, key, 32);
    qz_aes_kw_unwrap(&dk, msg, 40, out, sizeof out, &n);
    qz_aes_kwp_unwrap(&dk, msg, 32, out, sizeof out, &n);
    qz_aes_wipe_key(&ek);
    qz_aes_wipe_key(&dk);
}

static void ct_gcm_ccm(void)
{
    static qz_gcm_key gk;
    static qz_aes_key ek;

    qz_gcm_set_key(&gk, key, 16);
    qz_gcm_seal(&gk, iv, 12, msg, 20, msg + 20, 100, out, out + 200, 16);
    qz_gcm_seal(&gk, iv, 20, msg, 17, msg + 20, 33, out, out + 200, 12);
    qz_gcm_open(&gk, iv, 12, msg, 20, msg + 20, 100, key + 60, 16, out);
    qz_gcm_wipe_key(&gk);
    qz_aes_set_encrypt_key(&ek, key, 16);
    qz_ccm_seal(&ek, iv, 13, msg, 20, msg + 20, 100, out, out + 200, 16);
    qz_ccm_seal(&ek, iv, 7, NULL, 0, msg + 20, 33, out, out + 200, 4);
    qz_ccm_open(&ek, iv, 13, msg, 20, msg + 20, 100, key + 60, 16, out);
    qz_aes_wipe_key(&ek);
}

static void ct_ctr_drbg(void)
{
    static qz_ctr_drbg_ctx d;

    qz_ctr_drbg_instantiate(&d, key, 48, NULL, 0, msg, 10);
    qz_ctr_drbg_generate(&d, out, 100, NULL, 0, 0);
    qz_ctr_drbg_generate(&d, out, 64, msg, 32, 0);
    qz_ctr_drbg_reseed(&d, key + 48, 48, NULL, 0);
    qz_ctr_drbg_generate(&d, out, 16, NULL, 0, 0);
    qz_ctr_drbg_uninstantiate(&d);
}
#endif

static void ct_chacha20poly1305(void)
{
    static qz_chacha20poly1305_ctx ctx;

    qz_chacha20_xor(key, iv, 1, msg, out, 200);
    qz_poly1305(key, msg, 97, out);
    qz_chacha20poly1305_seal(key, iv, msg, 20, msg + 20, 150, out, out + 300);
    qz_xchacha20poly1305_seal(key, iv, msg, 20, msg + 20, 70, out, out + 300);
    /* Open of secret ciphertext against a secret tag: the verdict is
     * declassified inside, nothing else may depend on it. */
    qz_chacha20poly1305_open(key, iv, msg, 20, msg + 20, 150, key + 64, out);
    qz_xchacha20poly1305_open(key, iv, msg, 20, msg + 20, 70, key + 64, out);
    qz_chacha20poly1305_init(&ctx, key, iv);
    qz_chacha20poly1305_aad(&ctx, msg, 13);
    qz_chacha20poly1305_encrypt(&ctx, out, msg + 13, 77);
    qz_chacha20poly1305_final(&ctx, out + 300);
}

static void ct_hmac_drbg(void)
{
    static qz_hmac_drbg_ctx d;

    qz_hmac_drbg_instantiate(&d, QZ_HASH_SHA256, key, 32, key + 32, 16, msg, 10);
    qz_hmac_drbg_generate(&d, out, 100, NULL, 0, 0);
    qz_hmac_drbg_generate(&d, out, 64, msg, 32, 0);
    qz_hmac_drbg_uninstantiate(&d);
    qz_hmac_drbg_instantiate(&d, QZ_HASH_SHA512, key, 32, key + 32, 16, NULL, 0);
    qz_hmac_drbg_generate(&d, out, 200, NULL, 0, 0);
    qz_hmac_drbg_uninstantiate(&d);
}

static const struct {
    const char *name;
    void (*fn)(void);
} OPS[] = {
    {"hashes", ct_hashes},
    {"hmac", ct_hmac},
    {"hkdf", ct_hkdf},
    {"shake-kmac", ct_shake_kmac},
#if !QZ_AES_TABLE
    {"aes-modes", ct_aes_modes},
    {"cmac-keywrap", ct_cmac_keywrap},
    {"gcm-ccm", ct_gcm_ccm},
    {"ctr-drbg", ct_ctr_drbg},
#endif
    {"chacha20poly1305", ct_chacha20poly1305},
    {"hmac-drbg", ct_hmac_drbg},
};

#ifndef QZ_CT_TRACE
int main(void)
{
    for (size_t i = 0; i < sizeof OPS / sizeof OPS[0]; i++) {
        secret_inputs(0);
        OPS[i].fn();
        QZ_CT_PUBLIC(out, sizeof out);
        printf("ct: %s ran with secret inputs\n", OPS[i].name);
    }
    printf("ct: %u operations; valgrind's error count decides\n",
           (unsigned)(sizeof OPS / sizeof OPS[0]));
    return 0;
}
#else
#include "bench/sim/qz_mcusim.h"

#define SECRETS 16

static volatile uint8_t sink;
static const uint8_t table[256] = {1, 2, 3};

/* Deliberately leaky: the gate must see these. */
static __attribute__((noinline)) void leak_branch(void)
{
    if (key[0] & 1) {
        sink = 1;
        sink = 2;
    } else {
        sink = 3;
    }
}

static __attribute__((noinline)) void leak_index(void)
{
    sink = table[key[1]];
}

static uint64_t traced(void (*fn)(void), unsigned seed)
{
    uint64_t lo, hi;

    secret_inputs(seed);
    QZSIM_REG(QZSIM_DIGEST) = QZSIM_DIGEST_START;
    fn();
    QZSIM_REG(QZSIM_DIGEST) = QZSIM_DIGEST_STOP;
    lo = QZSIM_REG(QZSIM_DIGEST);
    hi = QZSIM_REG(QZSIM_DIGEST_HI);
    return hi << 32 | lo;
}

int main(void)
{
    static const struct {
        const char *name;
        void (*fn)(void);
    } LEAKS[] = {{"secret branch", leak_branch}, {"secret index", leak_index}};
    unsigned passed = 0, failed = 0;

    if (QZSIM_REG(QZSIM_ID) != QZSIM_ID_VALUE) {
        printf("ct-trace: needs the qz-mcusim simulator\n0 passed, 1 failed\n");
        return 1;
    }
    for (size_t i = 0; i < sizeof OPS / sizeof OPS[0]; i++) {
        uint64_t first = traced(OPS[i].fn, 0);
        int same = 1;

        for (unsigned k = 1; k < SECRETS; k++)
            same &= traced(OPS[i].fn, k) == first;
        printf("%s: ct-trace %s: %s over %d secrets\n", same ? "PASS" : "FAIL",
               OPS[i].name, same ? "identical traces" : "TRACES DIFFER", SECRETS);
        same ? passed++ : failed++;
    }
    for (size_t i = 0; i < sizeof LEAKS / sizeof LEAKS[0]; i++) {
        int differs = 0;
        uint64_t first = traced(LEAKS[i].fn, 0);

        for (unsigned k = 1; k < SECRETS; k++)
            differs |= traced(LEAKS[i].fn, k) != first;
        printf("%s: ct-trace catches the deliberate %s\n", differs ? "PASS" : "FAIL",
               LEAKS[i].name);
        differs ? passed++ : failed++;
    }
    printf("%u passed, %u failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
#endif

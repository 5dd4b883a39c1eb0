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
 *    assembly kernels, which valgrind on the host never sees. Three
 *    deliberately leaky operations must give differing digests, which
 *    proves the gate can fail.
 *
 * Verifications (tags, padding, key wrap integrity values) need more than
 * random secrets: a random tag differs from the correct one at byte 0 in
 * every run, so a comparison that stops at the first differing byte would
 * leave the same trace each time. Their rows have a prepare step, run
 * before the operation and outside the traced region, that computes the
 * correct value for this run's secrets and then damages it at a byte that
 * depends on the run (damage_pos below: the first, the last, the middle
 * and the bytes between), or, in the last runs, replaces it at random.
 * Every run gets the same public verdict, a failure; only where the input
 * goes wrong changes. The host gate runs each prepared row with the first
 * byte damaged. Both gates also run it once with the values left intact
 * and require every verification to succeed then, and to fail in every
 * damaged run: a prepare step that computed the wrong value would
 * otherwise test random inputs again without anyone noticing.
 *
 * Adding an operation: write `static void ct_<name>(void)` and add one
 * line to OPS[]. A verification also gets `prep_<name>(unsigned seed)`,
 * which fills static buffers through damaged() (or, for structured
 * values, damage_pos() and flip()), and records each verdict with
 * VERDICT().
 */
#include <stdio.h>
#include <string.h>

#include "qzcrypt/qzcrypt.h"
#include "bignum/bn.h"
#include "ec/ec_internal.h"
#include "mlkem/mlkem_internal.h"
#include "internal/bignum_kernel.h"
#include "tests/ct/ct.h"

/* out: up to a shared secret and an ML-KEM-1024 ciphertext (32 + 1,568) */
static uint8_t key[200], msg[300], out[1600];
static uint8_t iv[32]; /* public: IVs, nonces, tweaks */

/* Fill the secrets; `seed` varies them between runs of the trace gate. */
static void ec_public_inputs(void);
static void rsa_public_inputs(void);
static void mlkem_public_inputs(void);
static void mldsa_public_inputs(void);

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
    ec_public_inputs();
    mlkem_public_inputs();
    mldsa_public_inputs();
#ifdef QZ_CT_TRACE
    rsa_public_inputs();
#endif
}

/* --- prepared inputs of the verifications ---------------------------------
 * Runs 0 .. CT_AT - 1 damage one chosen byte, runs from CT_AT on (13, 14
 * and 15 in the trace gate) replace the value at random; CT_INTACT is the
 * self-check's run, with every value correct. */
#define CT_AT 13u
#define CT_INTACT 100u

/* Prepared values: correct tags (computed into `good`), then the damaged
 * copies and sealed messages that the operations verify. Secret. */
static uint8_t good[100], tag_a[100], tag_b[100], tag_c[16];
static uint8_t sealed_a[160], sealed_b[160];

/* Verdicts of the verification calls of one run: all QZ_OK in the
 * CT_INTACT run, all QZ_ERR_AUTH in the others. The
 * verdict is public (the library declassifies it), so storing it is not a
 * leak. */
static int verdicts[8];
static unsigned n_verdicts;
#define VERDICT(call)                                                        \
    do {                                                                     \
        int v_ = (call);                                                     \
        if (n_verdicts < sizeof verdicts / sizeof verdicts[0])               \
            verdicts[n_verdicts] = v_;                                       \
        n_verdicts++;                                                        \
    } while (0)

static int verdicts_as_expected(unsigned seed)
{
    if (n_verdicts == 0 || n_verdicts > sizeof verdicts / sizeof verdicts[0])
        return 0;
    for (unsigned i = 0; i < n_verdicts; i++) {
        int v = verdicts[i];

        if (seed == CT_INTACT ? v != QZ_OK : v != QZ_ERR_AUTH)
            return 0;
    }
    return 1;
}

/* The byte run `seed` (< CT_AT) damages in a value of len bytes: seed
 * (len - 1) / 12, so runs 0, 6 and 12 hit the first, the middle and the
 * last byte, and the 13 runs reach 13 different bytes of a 16-byte tag. */
static size_t damage_pos(size_t len, unsigned seed)
{
    return seed * (len - 1) / (CT_AT - 1);
}

/* Damage byte pos for run seed. Bit 7 is always flipped: a PKCS#7 length
 * byte or key wrap length field then holds 128 or more, invalid whatever
 * it held, and the low bits vary with the run. */
static void flip(uint8_t *v, size_t pos, unsigned seed)
{
    v[pos] ^= (uint8_t)(0x80u | seed);
}

/* Bytes for the random runs: a stream of their own, the same for the
 * same seed. */
static void random_bytes(uint8_t *p, size_t len, unsigned seed)
{
    uint32_t x = 0x7f4a7c15u * (seed + 7);

    for (size_t i = 0; i < len; i++, x = x * 1664525u + 1013904223u)
        p[i] = (uint8_t)(x >> 24);
}

/* dst = the len-byte correct value src as run seed must see it: intact,
 * damaged at damage_pos(len, seed), or random. */
static void damaged(uint8_t *dst, const uint8_t *src, size_t len, unsigned seed)
{
    memcpy(dst, src, len);
    if (seed < CT_AT)
        flip(dst, damage_pos(len, seed), seed);
    else if (seed != CT_INTACT)
        random_bytes(dst, len, seed);
    QZ_CT_SECRET(dst, len);
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
        qz_hash_final(&ctx, out, qz_hash_digest_bytes(ids[i]));
    }
}

static void ct_hmac(void)
{
    qz_hmac(QZ_HASH_SHA256, out, 32, key, 32, msg, 300);
    qz_hmac(QZ_HASH_SHA512, out, 64, key, 200, msg, 100);
    qz_hmac(QZ_HASH_SHA3_256, out, 32, key, 150, msg, 100);
}

/* A full SHA-384 tag and a SHA-256 tag truncated to 16 bytes. */
static void prep_hmac_verify(unsigned seed)
{
    qz_hmac(QZ_HASH_SHA384, good, 48, key, 48, msg, 300);
    damaged(tag_a, good, 48, seed);
    qz_hmac(QZ_HASH_SHA256, good, 16, key + 48, 32, msg, 100);
    damaged(tag_b, good, 16, seed);
}

/* The verdicts are declassified inside qz_hmac_verify; nothing else may
 * depend on the tags. */
static void ct_hmac_verify(void)
{
    qz_hmac_ctx ctx;

    qz_hmac_init(&ctx, QZ_HASH_SHA384, key, 48);
    qz_hmac_update(&ctx, msg, 300);
    VERDICT(qz_hmac_verify(&ctx, tag_a, 48));
    qz_hmac_init(&ctx, QZ_HASH_SHA256, key + 48, 32);
    qz_hmac_update(&ctx, msg, 100);
    VERDICT(qz_hmac_verify(&ctx, tag_b, 16));
    VERDICT(qz_hmac_check(QZ_HASH_SHA256, key + 48, 32, msg, 100, tag_b, 16));
}

static void ct_hkdf(void)
{
    qz_hkdf(QZ_HASH_SHA256, out, 200, key, 32, msg, 64, NULL, 0);
    qz_hkdf(QZ_HASH_SHA512, out, 300, NULL, 0, msg, 64, key, 10);
}

static void ct_shake_kmac(void)
{
    qz_kmac_ctx ctx;

    qz_shake128(out, 500, msg, 300);
    qz_shake256(out, 300, msg, 137);
    qz_kmac128(out, 32, key, 32, NULL, 0, msg, 300);
    qz_kmac256(out, 64, key, 200, msg, 5, msg, 100);
    qz_cshake128_init(&ctx, msg, 4, NULL, 0);
    qz_shake_absorb(&ctx, key, 100);
    qz_shake_squeeze(&ctx, out, 100);
    qz_shake_wipe(&ctx);
}

/* A 100-byte KMAC256 tag (qz_kmac_verify compares in 64-byte pieces: the
 * damaged byte falls in either) and a 32-byte KMAC128 tag. */
static void prep_kmac_verify(unsigned seed)
{
    qz_kmac256(good, 100, key, 64, NULL, 0, msg, 64);
    damaged(tag_a, good, 100, seed);
    qz_kmac128(good, 32, key + 64, 32, msg + 100, 5, msg, 50);
    damaged(tag_b, good, 32, seed);
}

static void ct_kmac_verify(void)
{
    qz_kmac_ctx ctx;

    qz_kmac256_init(&ctx, key, 64, NULL, 0);
    qz_kmac_update(&ctx, msg, 64);
    VERDICT(qz_kmac_verify(&ctx, tag_a, 100));
    qz_kmac128_init(&ctx, key + 64, 32, msg + 100, 5);
    qz_kmac_update(&ctx, msg, 50);
    VERDICT(qz_kmac_verify(&ctx, tag_b, 32));
    VERDICT(qz_kmac128_check(key + 64, 32, msg + 100, 5, msg, 50, tag_b, 32));
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
    qz_aes_ecb_encrypt(&ek, out, sizeof out, &n, msg, 64);
    qz_aes_cbc_encrypt(&ek, out, sizeof out, &n, iv, msg, 100,
                       QZ_AES_CBC_PKCS7);
    qz_aes_cbc_encrypt(&ek, out, sizeof out, &n, iv, msg, 37, QZ_AES_CBC_CS3);
    qz_aes_ctr(&ek, out, iv, msg, 150, QZ_AES_CTR32);
    qz_aes_cfb_encrypt(&ek, out, iv, msg, 70);
    qz_aes_ofb(&ek, out, iv, msg, 70);
    qz_aes_set_encrypt_key(&ek, key, 32);
    qz_aes_ctr(&ek, out, iv, msg, 100, QZ_AES_CTR128);
    /* Decryption of secret ciphertext (PKCS#7 unpadding: cbc-unpad). */
    qz_aes_set_decrypt_key(&dk, key, 24);
    qz_aes_ecb_decrypt(&dk, out, sizeof out, &n, msg, 48);
    qz_aes_cbc_decrypt(&dk, out, sizeof out, &n, iv, msg, 64, QZ_AES_CBC_NOPAD);
    qz_aes_cbc_decrypt(&dk, out, sizeof out, &n, iv, msg, 41, QZ_AES_CBC_CS3);
    qz_xts_set_encrypt_key(&xk, key, 64);
    qz_xts_encrypt(&xk, out, iv, msg, 53);
    qz_xts_set_decrypt_key(&xk, key, 32);
    qz_xts_decrypt(&xk, out, iv, msg, 53);
    qz_aes_wipe_key(&ek);
    qz_aes_wipe_key(&dk);
    qz_xts_wipe_key(&xk);
}

static void ct_cmac_keywrap(void)
{
    static qz_cmac_key ck;
    static qz_aes_key ek;
    size_t n;

    qz_cmac_set_key(&ck, key, 16);
    qz_cmac(&ck, out, 16, msg, 100);
    qz_cmac_wipe_key(&ck);
    qz_aes_set_encrypt_key(&ek, key, 32);
    qz_aes_kw_wrap(&ek, out, sizeof out, &n, msg, 32);
    qz_aes_kwp_wrap(&ek, out, sizeof out, &n, msg, 21);
    qz_aes_wipe_key(&ek);
}

static void ct_gcm_ccm(void)
{
    static qz_gcm_key gk;
    static qz_aes_key ek;

    qz_gcm_set_key(&gk, key, 16);
    qz_gcm_seal(&gk, out, out + 200, 16, iv, 12, msg, 20, msg + 20, 100);
    qz_gcm_seal(&gk, out, out + 200, 12, iv, 20, msg, 17, msg + 20, 33);
    qz_gcm_wipe_key(&gk);
    qz_aes_set_encrypt_key(&ek, key, 16);
    qz_ccm_seal(&ek, out, out + 200, 16, iv, 13, msg, 20, msg + 20, 100);
    qz_ccm_seal(&ek, out, out + 200, 4, iv, 7, NULL, 0, msg + 20, 33);
    qz_aes_wipe_key(&ek);
}

/* Keys of the AES verification rows, expanded by their prepare step,
 * and the prepared values only these rows use. */
static qz_aes_key ek_v, dk_v;
static qz_cmac_key ck_v;
static qz_gcm_key gk_v;
static uint8_t tag_d[16], sealed_c[32];

/* A full CMAC tag (one-shot check) and one truncated to 8 bytes
 * (streaming verify). */
static void prep_cmac_verify(unsigned seed)
{
    qz_cmac_set_key(&ck_v, key, 16);
    qz_cmac(&ck_v, good, 16, msg, 77);
    damaged(tag_a, good, 16, seed);
    damaged(tag_b, good, 8, seed);
}

static void ct_cmac_verify(void)
{
    qz_cmac_ctx ctx;

    VERDICT(qz_cmac_check(&ck_v, msg, 77, tag_a, 16));
    qz_cmac_init(&ctx, &ck_v);
    qz_cmac_update(&ctx, msg, 30);
    qz_cmac_update(&ctx, msg + 30, 47);
    VERDICT(qz_cmac_verify(&ctx, tag_b, 8));
    qz_cmac_wipe_key(&ck_v);
}

/* Sealed messages whose tags the opens check: GCM with the full tag
 * (one-shot) and truncated to 12 bytes (streaming), CCM with a 16-byte
 * tag (both forms) and an 8-byte one (streaming; a CCM tag depends on its
 * length, so it is sealed again). */
static void prep_gcm_ccm_open(unsigned seed)
{
    qz_gcm_set_key(&gk_v, key, 16);
    qz_gcm_seal(&gk_v, sealed_a, good, 16, iv, 12, msg, 20, msg + 20, 100);
    damaged(tag_a, good, 16, seed);
    damaged(tag_b, good, 12, seed);
    qz_aes_set_encrypt_key(&ek_v, key, 16);
    qz_ccm_seal(&ek_v, sealed_b, good, 16, iv, 13, msg, 20, msg + 20, 100);
    damaged(tag_c, good, 16, seed);
    qz_ccm_seal(&ek_v, sealed_b, good, 8, iv, 13, msg, 20, msg + 20, 100);
    damaged(tag_d, good, 8, seed);
}

static void ct_gcm_ccm_open(void)
{
    qz_gcm_ctx g;
    qz_ccm_ctx c;

    VERDICT(qz_gcm_open(&gk_v, out, iv, 12, msg, 20, sealed_a, 100, tag_a, 16));
    qz_gcm_decrypt_init(&g, &gk_v, iv, 12);
    qz_gcm_aad(&g, msg, 20);
    qz_gcm_update(&g, out, sealed_a, 33);
    qz_gcm_update(&g, out + 33, sealed_a + 33, 67);
    VERDICT(qz_gcm_verify(&g, tag_b, 12));
    VERDICT(qz_ccm_open(&ek_v, out, iv, 13, msg, 20, sealed_b, 100, tag_c, 16));
    qz_ccm_decrypt_init(&c, &ek_v, iv, 13, 20, 100, 16);
    qz_ccm_aad(&c, msg, 20);
    qz_ccm_update(&c, out, sealed_b, 100);
    VERDICT(qz_ccm_verify(&c, tag_c, 16));
    qz_ccm_decrypt_init(&c, &ek_v, iv, 13, 20, 100, 8);
    qz_ccm_aad(&c, msg, 20);
    qz_ccm_update(&c, out, sealed_b, 41);
    qz_ccm_update(&c, out + 41, sealed_b + 41, 59);
    VERDICT(qz_ccm_verify(&c, tag_d, 8));
    qz_gcm_wipe_key(&gk_v);
    qz_aes_wipe_key(&ek_v);
}

/* The last plaintext block of a CBC message with PKCS#7 padding, correct
 * or broken at one byte. Form 0: sixteen bytes of 0x10, the longest
 * padding, so that every position (the length byte too) is a padding
 * byte; run seed < CT_AT breaks byte damage_pos(16, seed). Form 1: a
 * padding length that changes with the run (2 + seed), broken at its
 * first byte, so the length a check would loop over is secret as well.
 * Random runs: random bytes with a random length 2..16 and a wrong byte
 * in front of the length byte. */
static void pkcs7_block(uint8_t b[16], int form, unsigned seed)
{
    unsigned n = form == 0 ? 16 : seed < CT_AT ? 2 + seed : 5;

    memset(b, 0, 16);
    memset(b + 16 - n, (int)n, n);
    if (seed < CT_AT) {
        flip(b, form == 0 ? damage_pos(16, seed) : 16 - n, seed);
    } else if (seed != CT_INTACT) {
        random_bytes(b, 16, seed + (unsigned)form * 16);
        b[15] = (uint8_t)(2 + (b[15] & 7) + (b[15] >> 5)); /* 2..16 */
        b[14] = (uint8_t)(b[15] ^ (0x80u | b[14]));
    }
}

/* CBC ciphertexts (built with no padding from the blocks above):
 * sealed_a, 64 bytes ending in form 0; sealed_c, 32 bytes ending in form 1. */
static void prep_cbc_unpad(unsigned seed)
{
    size_t n;

    qz_aes_set_encrypt_key(&ek_v, key, 24);
    qz_aes_set_decrypt_key(&dk_v, key, 24);
    memcpy(good, msg, 48);
    pkcs7_block(good + 48, 0, seed);
    qz_aes_cbc_encrypt(&ek_v, sealed_a, sizeof sealed_a, &n, iv, good, 64,
                       QZ_AES_CBC_NOPAD);
    memcpy(good, msg + 48, 16);
    pkcs7_block(good + 16, 1, seed);
    qz_aes_cbc_encrypt(&ek_v, sealed_c, sizeof sealed_c, &n, iv, good, 32,
                       QZ_AES_CBC_NOPAD);
    QZ_CT_SECRET(sealed_a, 64);
    QZ_CT_SECRET(sealed_c, 32);
}

/* The padding verdict is declassified inside, and on success the padding
 * length (the message length); nothing else may depend on the plaintext. */
static void ct_cbc_unpad(void)
{
    qz_aes_cbc_ctx ctx;
    size_t n;

    VERDICT(qz_aes_cbc_decrypt(&dk_v, out, sizeof out, &n, iv, sealed_a, 64,
                               QZ_AES_CBC_PKCS7));
    VERDICT(qz_aes_cbc_decrypt(&dk_v, out, sizeof out, &n, iv, sealed_c, 32,
                               QZ_AES_CBC_PKCS7));
    qz_aes_cbc_decrypt_init(&ctx, &dk_v, iv, QZ_AES_CBC_PKCS7);
    qz_aes_cbc_decrypt_update(&ctx, out, sizeof out, &n, sealed_a, 40);
    qz_aes_cbc_decrypt_update(&ctx, out, sizeof out, &n, sealed_a + 40, 24);
    VERDICT(qz_aes_cbc_decrypt_final(&ctx, out, sizeof out, &n));
    qz_aes_wipe_key(&ek_v);
    qz_aes_wipe_key(&dk_v);
}

/* The wrapping function W of SP 800-38F on single-block ECB, with an
 * initial value `a` of the caller's choosing (qz_aes_kw_wrap and
 * qz_aes_kwp_wrap fix theirs): the n semiblocks at r are wrapped in
 * place and a becomes the first semiblock of the result. */
static void wrap_w(const qz_aes_key *ek, uint8_t a[8], uint8_t *r, size_t n)
{
    uint8_t b[16], c[16];
    size_t got;

    for (uint32_t t = 1; t <= 6 * n; t++) {
        uint8_t *ri = r + 8 * ((t - 1) % n);

        memcpy(b, a, 8);
        memcpy(b + 8, ri, 8);
        qz_aes_ecb_encrypt(ek, c, sizeof c, &got, b, 16);
        memcpy(a, c, 8);
        a[4] ^= (uint8_t)(t >> 24);
        a[5] ^= (uint8_t)(t >> 16);
        a[6] ^= (uint8_t)(t >> 8);
        a[7] ^= (uint8_t)t;
        memcpy(ri, c + 8, 8);
    }
}

/* A KWP input before wrapping, total bytes: the integrity value
 * A65959A6 || MLI, then the key bytes, then 7 zero padding bytes.
 * Run seed < CT_AT damages one of the 15 checked bytes (the 8 of the
 * integrity value, then the padding). */
static void kwp_plain(uint8_t *v, size_t total, unsigned seed)
{
    uint32_t mli = (uint32_t)total - 15;

    v[0] = 0xa6;
    v[1] = 0x59;
    v[2] = 0x59;
    v[3] = 0xa6;
    v[4] = (uint8_t)(mli >> 24);
    v[5] = (uint8_t)(mli >> 16);
    v[6] = (uint8_t)(mli >> 8);
    v[7] = (uint8_t)mli;
    memcpy(v + 8, msg, mli);
    memset(v + 8 + mli, 0, 7);
    if (seed < CT_AT) {
        size_t i = damage_pos(15, seed);

        flip(v, i < 8 ? i : total - 15 + i, seed);
    }
}

/* Wrapped keys whose integrity checks fail at a chosen byte: KW of 32
 * bytes (sealed_a, 40 bytes) with the initial value damaged; KWP of a
 * 1-byte key, one block AES_K(A || P) (sealed_c, 16 bytes), and of a
 * 17-byte key, W over three semiblocks (sealed_b, 32 bytes), both with 7
 * padding bytes. Random runs wrap correctly and then damage one byte of
 * the wrapped input, which unwraps to random bytes. */
static void prep_keywrap_unwrap(unsigned seed)
{
    size_t n;

    qz_aes_set_encrypt_key(&ek_v, key, 32);
    qz_aes_set_decrypt_key(&dk_v, key, 32);
    memset(sealed_a, 0xa6, 8);
    if (seed < CT_AT)
        flip(sealed_a, damage_pos(8, seed), seed);
    memcpy(sealed_a + 8, msg, 32);
    wrap_w(&ek_v, sealed_a, sealed_a + 8, 4);
    kwp_plain(good, 16, seed);
    qz_aes_ecb_encrypt(&ek_v, sealed_c, 16, &n, good, 16);
    kwp_plain(sealed_b, 32, seed);
    wrap_w(&ek_v, sealed_b, sealed_b + 8, 3);
    if (seed >= CT_AT && seed != CT_INTACT) {
        flip(sealed_a, seed % 40, seed);
        flip(sealed_c, seed % 16, seed);
        flip(sealed_b, 2 * seed % 32, seed);
    }
    QZ_CT_SECRET(sealed_a, 40);
    QZ_CT_SECRET(sealed_b, 32);
    QZ_CT_SECRET(sealed_c, 16);
}

/* The integrity verdict is declassified inside, and on success the
 * key's length. */
static void ct_keywrap_unwrap(void)
{
    size_t n;

    VERDICT(qz_aes_kw_unwrap(&dk_v, out, sizeof out, &n, sealed_a, 40));
    VERDICT(qz_aes_kwp_unwrap(&dk_v, out, sizeof out, &n, sealed_c, 16));
    VERDICT(qz_aes_kwp_unwrap(&dk_v, out, sizeof out, &n, sealed_b, 32));
    qz_aes_wipe_key(&ek_v);
    qz_aes_wipe_key(&dk_v);
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

    qz_chacha20_xor(out, key, 32, iv, 12, 1, msg, 200);
    qz_poly1305(out, 16, key, 32, msg, 97);
    qz_chacha20poly1305_seal(out, out + 300, 16, key, 32, iv, 12, msg, 20,
                             msg + 20, 150);
    qz_xchacha20poly1305_seal(out, out + 300, 16, key, 32, iv, 24, msg, 20,
                              msg + 20, 70);
    qz_chacha20poly1305_init(&ctx, key, 32, iv, 12);
    qz_chacha20poly1305_aad(&ctx, msg, 13);
    qz_chacha20poly1305_encrypt(&ctx, out, msg + 13, 77);
    qz_chacha20poly1305_final(&ctx, out + 300, 16);
}

/* A Poly1305 tag, a ChaCha20-Poly1305 and an XChaCha20-Poly1305 message
 * with their tags (each AEAD tag serves the one-shot open and the
 * streaming verify). */
static void prep_chacha20poly1305_open(unsigned seed)
{
    qz_poly1305(good, 16, key, 32, msg, 97);
    damaged(tag_c, good, 16, seed);
    qz_chacha20poly1305_seal(sealed_a, good, 16, key, 32, iv, 12, msg, 20,
                             msg + 20, 150);
    damaged(tag_a, good, 16, seed);
    qz_xchacha20poly1305_seal(sealed_b, good, 16, key, 32, iv, 24, msg, 20,
                              msg + 20, 70);
    damaged(tag_b, good, 16, seed);
}

/* The verdicts are declassified inside; nothing else may depend on the
 * tags. */
static void ct_chacha20poly1305_open(void)
{
    static qz_chacha20poly1305_ctx ctx;
    qz_poly1305_ctx p;

    qz_poly1305_init(&p, key, 32);
    qz_poly1305_update(&p, msg, 40);
    qz_poly1305_update(&p, msg + 40, 57);
    VERDICT(qz_poly1305_verify(&p, tag_c, 16));
    VERDICT(qz_poly1305_check(key, 32, msg, 97, tag_c, 16));
    VERDICT(qz_chacha20poly1305_open(out, key, 32, iv, 12, msg, 20, sealed_a,
                                     150, tag_a, 16));
    VERDICT(qz_xchacha20poly1305_open(out, key, 32, iv, 24, msg, 20, sealed_b,
                                      70, tag_b, 16));
    qz_chacha20poly1305_init(&ctx, key, 32, iv, 12);
    qz_chacha20poly1305_aad(&ctx, msg, 20);
    qz_chacha20poly1305_decrypt(&ctx, out, sealed_a, 77);
    qz_chacha20poly1305_decrypt(&ctx, out + 77, sealed_a + 77, 73);
    VERDICT(qz_chacha20poly1305_verify(&ctx, tag_a, 16));
    qz_xchacha20poly1305_init(&ctx, key, 32, iv, 24);
    qz_chacha20poly1305_aad(&ctx, msg, 20);
    qz_chacha20poly1305_decrypt(&ctx, out, sealed_b, 70);
    VERDICT(qz_chacha20poly1305_verify(&ctx, tag_b, 16));
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

/* The bignum kernels (lib/internal/bignum_kernel.h: the assembly on a
 * core that has it, else the C reference) on secret limbs: the P-256
 * field multiply and square, the P-384 and P-521 field multiply, square, add and
 * sub, Montgomery multiply at the curves' sizes and
 * an RSA-like one, reduce, multiply, square (both sides of the assembly
 * square's crossover), add, sub and both masks of cnd_sub. The modulus is
 * public; the operands' top limbs are cleared so that they are below it.
 * (The C reference's 64-bit products are qzi_mul64's MULS on ARMv6-M, not
 * libgcc's __aeabi_lmul: it is in the gate on every core.) */
#define CT_BIGNUM 1

#ifdef CT_BIGNUM
static void ct_bignum(void)
{
    static const size_t sizes[] = {12, 17, 24};
    static uint32_t a[48], b[48], m[48], r[96], t[96];
    uint32_t m0inv;

    memcpy(a, msg, sizeof a);
    memcpy(b, key, sizeof b);
    for (size_t i = 0; i < 48; i++)
        m[i] = 0xffffffffu - 2u * (uint32_t)i;
    m0inv = m[0]; /* -m^-1 mod 2^32 by Newton's iteration; m is public */
    for (int i = 0; i < 5; i++)
        m0inv *= 2u - m[0] * m0inv;
    m0inv = 0u - m0inv;
    a[7] &= 0x7fffffffu;
    b[7] &= 0x7fffffffu;
    qzi_p256_mul(r, a, b);
    qzi_p256_sqr(r + 8, a);
    a[11] &= 0x7fffffffu; /* below p384 */
    b[11] &= 0x7fffffffu;
    qzi_p384_mul(r, a, b);
    qzi_p384_sqr(r + 12, a);
    qzi_p384_add(r + 24, a, b);
    qzi_p384_sub(r + 36, a, b);
    /* P-521's field kernels, operands below p (9 bits in the top limb). */
    a[16] &= 0x1ffu;
    b[16] &= 0x1ffu;
    qzi_p521_mul(r, a, b);
    qzi_p521_sqr(r + 17, a);
    qzi_p521_add(r + 34, a, b);
    qzi_p521_sub(r + 51, a, b);
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        size_t n = sizes[k];

        a[n - 1] = 0;
        b[n - 1] = 0;
        qzi_bn_mont_mul(r, a, b, m, m0inv, n);
        qzi_bn_mul(t, a, b, n);
        qzi_bn_mont_redc(r, t, m, m0inv, n);
        qzi_bn_sqr(t, a, n);
        qzi_bn_add(r, a, b, n);
        qzi_bn_sub(r, a, b, n);
        qzi_bn_cnd_sub(r, b, 0, n);
        qzi_bn_cnd_sub(r, b, 0xffffffffu, n);
    }
    memcpy(out, r, 4 * 48);
}

/* The divstep inversion (lib/bignum/inv.c: its C loops, and the smac
 * kernel on armv6m) with secret a and b, public moduli: p and n of every
 * curve and a 24-limb odd modulus. a is 0 (cleared by a mask) for the
 * secrets with bit 0 of key[0] set, about half of them: that must not show
 * either. */
static void ct_bignum_inv(void)
{
    static const qzi_curve *const C[3] = {&qz_ec_p256, &qz_ec_p384, &qz_ec_p521};
    static uint32_t a[24], b[24], m[24], r[24], ws[QZI_BN_INV_WS(24)];
    uint32_t zero = (uint32_t)(key[0] & 1) - 1u; /* all-ones or 0, secret */
    uint32_t ok;
    size_t pos = 0;

    for (size_t i = 0; i < 24; i++)
        m[i] = 0xfffffff1u - 6u * (uint32_t)i;
    for (size_t k = 0; k < 7; k++) {
        const uint32_t *mod = k < 6 ? (k & 1 ? C[k / 2]->n.m : C[k / 2]->p.m) : m;
        size_t n = k < 6 ? C[k / 2]->limbs : 24;

        memcpy(a, msg + 4 * k, 4 * n);
        memcpy(b, key + 4 * k, 4 * n);
        a[n - 1] = (a[n - 1] & mod[n - 1]) >> 1; /* below m */
        b[n - 1] = (b[n - 1] & mod[n - 1]) >> 1;
        for (size_t i = 0; i < n; i++)
            a[i] &= zero;
        ok = qzi_bn_inv_mod(r, a, b, mod, n, ws);
        memcpy(out + pos, r, 4 * n);
        memcpy(out + pos + 4 * n, &ok, 4);
        pos += 4 * n + 4;
    }
}
#endif

/* --- NIST curves ----------------------------------------------------------
 * Secret: the private scalar d (from key[]), the bytes a qz_rng hands out
 * (key generation's candidate, the hedged extra input, the random nonce:
 * the source reads key[] too), and so every nonce. Public: the message and
 * its digest, the peer's public key, the curve. Verification and decoding
 * handle public data only and are not in this gate. The library
 * declassifies what becomes public on purpose (lib/ec: a candidate's
 * rejection, a fault check's verdict, r or s being zero). */
static uint32_t ec_ws[QZ_EC_WORKSPACE_MAX_BYTES / 4];
static qz_ec_private_key ec_key;
static const uint8_t ec_msg[100] = {0x6d, 0x65, 0x73, 0x73, 0x61, 0x67, 0x65};
static size_t ec_src_pos;

static int ec_src_fill(void *state, uint8_t *o, size_t len)
{
    (void)state;
    for (size_t i = 0; i < len; i++)
        o[i] = key[(ec_src_pos + 100 + i) % sizeof key];
    ec_src_pos += len;
    return 0;
}
static const qz_rng EC_SRC = {ec_src_fill, NULL};

/* Set ec_key on c from the secret bytes of key[] (below n: P-521's top
 * byte keeps one bit, a 256- or 384-bit value is below n but for a
 * chance of 2^-32). */
static void ec_set_secret_key(qz_ec_curve_id c, size_t len)
{
    uint8_t d[66];

    memcpy(d, key + 3, len);
    if (len == 66)
        d[0] &= 1u;
    qz_ec_set_private_key_raw(&ec_key, c, ec_ws, sizeof ec_ws, d, len);
}

static void ct_ec_keygen(qz_ec_curve_id c)
{
    ec_src_pos = 0;
    qz_ec_generate_key(&ec_key, c, &EC_SRC, ec_ws, sizeof ec_ws);
    qz_ec_get_private_key_raw(&ec_key, out + 512, 66); /* refused unless P-521: no output */
    qz_ec_wipe_private_key(&ec_key);
}
static void ct_ec_raw_key(qz_ec_curve_id c, size_t len)
{
    ec_set_secret_key(c, len);
    qz_ec_wipe_private_key(&ec_key);
}
/* Every signing variant: RFC 6979 over a message and a digest, hedged,
 * random. */
static void ct_ec_sign(qz_ec_curve_id c, size_t len)
{
    uint8_t digest[64];

    qz_sha512(digest, ec_msg, sizeof ec_msg);
    ec_set_secret_key(c, len);
    ec_src_pos = 0;
    qz_ecdsa_sign(&ec_key, QZ_HASH_SHA256, ec_ws, sizeof ec_ws, out, 2 * len, ec_msg,
                  sizeof ec_msg);
    qz_ecdsa_sign_digest(&ec_key, QZ_HASH_SHA512, ec_ws, sizeof ec_ws, out + 2 * len, 2 * len,
                         digest, 64);
    qz_ecdsa_sign_digest_hedged(&ec_key, QZ_HASH_SHA384, &EC_SRC, ec_ws, sizeof ec_ws,
                                out + 4 * len, 2 * len, digest, 48);
    qz_ecdsa_sign_digest_random(&ec_key, &EC_SRC, ec_ws, sizeof ec_ws, out + 6 * len, 2 * len,
                                digest, 64);
    qz_ec_wipe_private_key(&ec_key);
}
/* The peer: a public key from a public scalar, set up outside the traced
 * region (ec_public_inputs, from secret_inputs). */
static qz_ec_public_key ec_peer[3];

static void ec_public_inputs(void)
{
    static const qz_ec_curve_id C[3] = {QZ_EC_P256, QZ_EC_P384, QZ_EC_P521};
    static const uint8_t peer_d[66] = {0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08};
    static qz_ec_private_key p;
    static int done;

    for (size_t i = 0; i < 3 && !done; i++) {
        qz_ec_set_private_key_raw(&p, C[i], ec_ws, sizeof ec_ws, peer_d, i == 0 ? 32 : i == 1 ? 48 : 66);
        qz_ec_get_public_key(&ec_peer[i], &p);
    }
    done = 1;
}
static void ct_ecdh(qz_ec_curve_id c, size_t len)
{
    ec_set_secret_key(c, len);
    qz_ecdh(&ec_key, &ec_peer[len == 32 ? 0 : len == 48 ? 1 : 2], ec_ws, sizeof ec_ws, out, len);
    qz_ec_wipe_private_key(&ec_key);
}
/* --- RSA primitives (issue 16) ----------------------------------------------
 * Secret: p, q, d, dP, dQ, qInv (kat/rsa.txt's first RSA-2048 key, copied
 * into buffers marked secret: key setting and its checks run on secrets),
 * the private operation's input (msg) and the blinding bytes (the source
 * marks its output secret). Public: n, e, the sizes, the window. The trace
 * gate runs the private operation on a fixed key (below). */
#include "tests/ct/rsa_ct_key.h"
static qz_rsa_private_key rsa_key;
static uint32_t rsa_ws[QZ_RSA_NONCRT_WORKSPACE_BYTES_HIGH(2048) / 4];
static uint8_t rsa_secret[6][256];
static uint32_t rsa_ctr;
static int rsa_fill(void *state, uint8_t *o, size_t len)
{
    (void)state;
    for (size_t i = 0; i < len; i++) {
        rsa_ctr = rsa_ctr * 1664525u + 1013904223u;
        o[i] = (uint8_t)(rsa_ctr >> 24);
    }
    QZ_CT_SECRET(o, len);
    return 0;
}
static __attribute__((unused)) void ct_rsa_private(void)
{
    static const qz_rng rng = {rsa_fill, NULL};
    static const uint8_t *const src[6] = {ct_rsa_d, ct_rsa_p, ct_rsa_q, ct_rsa_dp, ct_rsa_dq,
                                          ct_rsa_qinv};
    static const size_t len[6] = {256, 128, 128, 128, 128, 128};
    uint8_t in[256];
    qz_rsa_private_parts pp;

    for (size_t i = 0; i < 6; i++) {
        memcpy(rsa_secret[i], src[i], len[i]);
        QZ_CT_SECRET(rsa_secret[i], len[i]);
    }
    pp.n = ct_rsa_n;
    pp.n_len = 256;
    pp.e = ct_rsa_e;
    pp.e_len = 3;
    pp.d = rsa_secret[0];
    pp.d_len = 256;
    pp.p = rsa_secret[1];
    pp.q = rsa_secret[2];
    pp.dp = rsa_secret[3];
    pp.dq = rsa_secret[4];
    pp.qinv = rsa_secret[5];
    pp.p_len = pp.q_len = pp.dp_len = pp.dq_len = pp.qinv_len = 128;
    qz_rsa_set_private_key_raw(&rsa_key, rsa_ws, sizeof rsa_ws, &pp);
    /* the input: msg's secret bytes, below n (n's top bit is set) */
    memcpy(in, msg, sizeof in);
    in[0] &= 0x7f;
    qz_rsa_private(&rsa_key, &rng, rsa_ws, QZ_RSA_PRIVATE_WORKSPACE_BYTES_HIGH(2048), out, 256,
                   in, 256);
    qz_rsa_private(&rsa_key, &rng, rsa_ws, QZ_RSA_PRIVATE_WORKSPACE_BYTES_LOW(2048), out + 256,
                   256, in, 256);
    qz_rsa_private_noncrt(&rsa_key, &rng, rsa_ws, QZ_RSA_NONCRT_WORKSPACE_BYTES_MID(2048),
                          out + 512, 256, in, 256);
    qz_rsa_wipe_private_key(&rsa_key);
}
/* Rows whose call must succeed for the row to mean anything, and did not
 * (counted by main). */
static unsigned op_failures;

/* RSA key generation (issue 16): RSA-2048 with e = 65537 from rsa_fill,
 * whose output is secret. Every candidate is secret from its draw; the
 * library declassifies each refusal's verdict (a refused candidate is
 * discarded), the count of draws, and n once the key is made: any other
 * branch or address on a candidate, p, q, d or the CRT parts is reported.
 * Host gate only: the candidates refused differ with the source, so the
 * trace of the whole call does too. */
static __attribute__((unused)) void ct_rsa_keygen(void)
{
    static const qz_rng rng = {rsa_fill, NULL};
    static qz_rsa_private_key kg_key;
    static uint32_t kg_ws[QZ_RSA_KEYGEN_WORKSPACE_BYTES(2048) / 4];

    int rc;

    rsa_ctr = 0x5eed2048u;
    rc = qz_rsa_generate_key(&kg_key, 2048, &rng, kg_ws, sizeof kg_ws, NULL, 0);
    /* a call that ended early would check little: it must make a key */
    if (rc != QZ_OK) {
        printf("FAIL: ct-check rsa generate_key returned %d\n", rc);
        op_failures++;
    }
    qz_rsa_wipe_private_key(&kg_key);
}

/* PKCS #1 DER private keys (issue 16): the first RSA-2048 key as DER,
 * written here, its secret INTEGERs' contents (d, p, q, dP, dQ, qInv:
 * sign bytes included) marked secret, their headers and n, e public (the
 * format shows the lengths); qz_rsa_set_private_key_der on it, then
 * qz_rsa_get_private_key_der of the key, whose minimal lengths it computes
 * from every byte and declassifies. */
#include <stdlib.h>
static uint8_t rsa_der[1300];
static size_t rsa_der_put(size_t at, const uint8_t *v, size_t len, int secret)
{
    size_t z = 0, c;

    while (z + 1 < len && v[z] == 0) /* public copy: the test's own layout */
        z++;
    c = len - z + (v[z] >> 7);
    rsa_der[at++] = 0x02;
    if (c >= 0x80)
        rsa_der[at++] = 0x81 + (c >= 0x100);
    if (c >= 0x100)
        rsa_der[at++] = (uint8_t)(c >> 8);
    rsa_der[at++] = (uint8_t)c;
    if (v[z] >> 7)
        rsa_der[at] = 0;
    memcpy(rsa_der + at + (v[z] >> 7), v + z, len - z);
    if (secret)
        QZ_CT_SECRET(rsa_der + at, c);
    return at + c;
}
static __attribute__((unused)) void ct_rsa_der(void)
{
    static const uint8_t zero[1] = {0};
    size_t at = 4, len;

    at = rsa_der_put(at, zero, 1, 0);
    at = rsa_der_put(at, ct_rsa_n, 256, 0);
    at = rsa_der_put(at, ct_rsa_e, 3, 0);
    at = rsa_der_put(at, ct_rsa_d, 256, 1);
    at = rsa_der_put(at, ct_rsa_p, 128, 1);
    at = rsa_der_put(at, ct_rsa_q, 128, 1);
    at = rsa_der_put(at, ct_rsa_dp, 128, 1);
    at = rsa_der_put(at, ct_rsa_dq, 128, 1);
    at = rsa_der_put(at, ct_rsa_qinv, 128, 1);
    rsa_der[0] = 0x30;
    rsa_der[1] = 0x82;
    rsa_der[2] = (uint8_t)((at - 4) >> 8);
    rsa_der[3] = (uint8_t)(at - 4);
    if (qz_rsa_set_private_key_der(&rsa_key, rsa_ws, sizeof rsa_ws, rsa_der, at) != QZ_OK)
        abort(); /* the row would test nothing */
    qz_rsa_get_private_key_der(&rsa_key, out, sizeof out, &len);
    qz_rsa_wipe_private_key(&rsa_key);
}
/* The trace gate's RSA row: the key set once, outside the traced region
 * (rsa_public_inputs, from secret_inputs: the same key in every run, its
 * setting in the host gate above); each run a secret input (msg) and fresh
 * secret blinding bytes, so that the blinded exponents' digits, the
 * blinding values and the input all differ between runs. One CRT
 * operation at the HIGH window (two kernel table reads a window; the
 * host gate runs LOW and MID too). */
static qz_rsa_private_key rsa_fixed;
static __attribute__((unused)) void rsa_public_inputs(void)
{
    static int done;
    qz_rsa_private_parts pp = {ct_rsa_n, ct_rsa_e, ct_rsa_d, ct_rsa_p, ct_rsa_q, ct_rsa_dp,
                               ct_rsa_dq, ct_rsa_qinv, 256, 3, 256, 128, 128, 128, 128, 128};

    if (!done)
        qz_rsa_set_private_key_raw(&rsa_fixed, rsa_ws, sizeof rsa_ws, &pp);
    done = 1;
}
static __attribute__((unused)) void ct_rsa_private_fixed_key(void)
{
    static const qz_rng rng = {rsa_fill, NULL};
    uint8_t in[256];

    memcpy(in, msg, sizeof in);
    in[0] &= 0x7f;
    qz_rsa_private(&rsa_fixed, &rng, rsa_ws, QZ_RSA_PRIVATE_WORKSPACE_BYTES_HIGH(2048), out, 256,
                   in, 256);
}
/* --- the trace gate's RSA scheme rows (issue 16) ------------------------------
 * The key fixed as in ct_rsa_private_fixed_key (rsa_fixed); what varies
 * between runs is what the schemes keep secret past the private
 * operation. Each run's ciphertexts are made by a prepare step, outside
 * the traced region, from the public key: their encodings built here (an
 * EME-OAEP or EME-PKCS1-v1_5 block, valid or broken at one chosen check)
 * and raised to e. The rows check their own results (op_failures): a row
 * whose calls did not do what it claims would compare nothing.
 *  - PSS signing: a secret message (msg), salt and blinding (rsa_fill),
 *    in two runs (the private operation under it is the row above's;
 *    PSS adds the hashing and the encoding around it).
 *  - OAEP decryption: each run a valid ciphertext of a secret 32-byte
 *    message (another one each run) and an invalid one, whose broken
 *    check changes with the run (lHash, the first byte, the separator,
 *    no separator at all): the invalid one's trace must not tell which.
 *    The verdict, and a valid message's length, are public.
 *  - PKCS #1 v1.5 decryption with implicit rejection: one ciphertext a
 *    run, valid in the first and invalid in the others (the type byte, a
 *    padding string shorter than 8 bytes, no separator): a valid and an
 *    invalid ciphertext must leave the same trace. out_cap is 0: the
 *    message, real or synthetic, is then refused with QZ_ERR_LENGTH after
 *    the verdict-free choice, so that its length, public and different
 *    between the two, does not change the copy at the end. */
#include "rsa/pad_internal.h"
static qz_rsa_public_key rsa_fixed_pub;
static uint8_t rsa_trace_ct[2][256];

/* ct = EM^e for the fixed key's public key. */
static void rsa_trace_raise(uint8_t ct[256], const uint8_t em[256])
{
    if (qz_rsa_get_public_key(&rsa_fixed_pub, &rsa_fixed) != QZ_OK ||
        qz_rsa_public(&rsa_fixed_pub, rsa_ws, sizeof rsa_ws, ct, 256, em, 256) != QZ_OK) {
        printf("FAIL: ct-trace rsa: a prepared ciphertext could not be made\n");
        op_failures++;
    }
}

/* An EME-OAEP block (SHA-256, label "label") of msg[0..32) with the seed
 * msg[32..64), broken by `kind`: 0 none, 1 lHash (a byte chosen by the
 * run), 2 the first byte, 3 a 0x02 where the 0x01 separator belongs,
 * 4 no separator (DB all zero after lHash). */
static void rsa_trace_oaep(uint8_t ct[256], unsigned kind, unsigned seed)
{
    uint8_t em[256] = {0};
    uint8_t *db = em + 33;

    qz_sha256(db, (const uint8_t *)"label", 5);
    memcpy(em + 1, msg + 32, 32);
    if (kind != 4) {
        db[223 - 33] = kind == 3 ? 0x02 : 0x01;
        memcpy(db + 223 - 32, msg, 32);
    }
    if (kind == 1)
        db[seed % 32] ^= 0x5a;
    qzi_rsa_mgf1_xor(QZ_HASH_SHA256, 32, db, 223, em + 1, 32);
    qzi_rsa_mgf1_xor(QZ_HASH_SHA256, 32, em + 1, 32, db, 223);
    em[0] = kind == 2 ? 0x01 : 0x00;
    rsa_trace_raise(ct, em);
}
static __attribute__((unused)) void prep_rsa_oaep(unsigned seed)
{
    rsa_trace_oaep(rsa_trace_ct[0], 0, seed);
    rsa_trace_oaep(rsa_trace_ct[1], 1 + seed % 4, seed);
}
static __attribute__((unused)) void ct_rsa_oaep_fixed_key(void)
{
    static const qz_rng rng = {rsa_fill, NULL};
    size_t ol = 0;
    uint8_t diff = 0;
    int rc_ok, rc_bad;

    rc_ok = qz_rsa_oaep_decrypt(&rsa_fixed, QZ_HASH_SHA256, &rng, rsa_ws,
                                QZ_RSA_DECRYPT_WORKSPACE_BYTES_HIGH(2048), out, 256, &ol,
                                (const uint8_t *)"label", 5, rsa_trace_ct[0], 256);
    for (size_t i = 0; i < 32; i++)
        diff |= out[i] ^ msg[i];
    rc_bad = qz_rsa_oaep_decrypt(&rsa_fixed, QZ_HASH_SHA256, &rng, rsa_ws,
                                 QZ_RSA_DECRYPT_WORKSPACE_BYTES_HIGH(2048), out, 256, &ol,
                                 (const uint8_t *)"label", 5, rsa_trace_ct[1], 256);
    if (rc_ok != QZ_OK || diff != 0 || rc_bad != QZ_ERR_AUTH) {
        printf("FAIL: ct-trace rsa oaep: valid %d (message %s), invalid %d\n", rc_ok,
               diff ? "wrong" : "right", rc_bad);
        op_failures++;
    }
}

/* An EME-PKCS1-v1_5 block of msg[0..32), its padding string nonzero bytes
 * from msg, broken by `kind`: 0 none, 1 the type byte (0x03), 2 a zero at
 * index 5 (a padding string of 3 bytes), 3 no zero after the type byte. */
static void rsa_trace_pkcs1(uint8_t ct[256], unsigned kind)
{
    uint8_t em[256];

    em[0] = 0x00;
    em[1] = kind == 1 ? 0x03 : 0x02;
    for (size_t i = 2; i < 256 - 33; i++)
        em[i] = (uint8_t)(msg[32 + i % 200] | 1u);
    em[256 - 33] = kind == 3 ? 0x11 : 0x00;
    if (kind == 2)
        em[5] = 0x00;
    for (size_t i = 0; i < 32; i++) /* no zero in the message either, for kind 3 */
        em[256 - 32 + i] = kind == 3 ? (uint8_t)(msg[i] | 1u) : msg[i];
    rsa_trace_raise(ct, em);
}
static __attribute__((unused)) void prep_rsa_pkcs1(unsigned seed)
{
    rsa_trace_pkcs1(rsa_trace_ct[0], seed % 4);
}
static __attribute__((unused)) void ct_rsa_pkcs1_fixed_key(void)
{
    static const qz_rng rng = {rsa_fill, NULL};
    size_t ol = 0;
    int rc;

    rc = qz_rsa_pkcs1_decrypt(&rsa_fixed, &rng, rsa_ws, QZ_RSA_DECRYPT_WORKSPACE_BYTES_HIGH(2048),
                              NULL, 0, &ol, rsa_trace_ct[0], 256);
    if (rc != QZ_ERR_LENGTH) {
        printf("FAIL: ct-trace rsa pkcs1 decrypt: %d, not QZ_ERR_LENGTH\n", rc);
        op_failures++;
    }
}
static __attribute__((unused)) void ct_rsa_pss_fixed_key(void)
{
    static const qz_rng rng = {rsa_fill, NULL};

    if (qz_rsa_pss_sign(&rsa_fixed, QZ_HASH_SHA256, &rng, rsa_ws,
                        QZ_RSA_PRIVATE_WORKSPACE_BYTES_HIGH(2048), out, 256, msg, 64,
                        32) != QZ_OK) {
        printf("FAIL: ct-trace rsa pss sign\n");
        op_failures++;
    }
}
/* --- RSA schemes: the decryptions' padding checks (issue 16) ------------------
 * The key's components secret as in ct_rsa_private, so that everything the
 * private operation returns (the encoding) is secret: the OAEP checks (Y,
 * lHash, the zeros and the 0x01) and the v1.5 checks with implicit
 * rejection (KDK from d, the synthetic message and length, the choice by
 * mask) must not branch on it or use it as an address; only the OAEP
 * verdict and, once valid, the message's length are declassified by the
 * library. Ciphertexts: public, made with the public key (a valid one, one
 * under another label, a random value below n; v1.5: a valid one, a random
 * one). */
static const uint8_t rsa_pub_seed[32] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
static int rsa_public_fill(void *state, uint8_t *o, size_t len)
{
    (void)state;
    for (size_t i = 0; i < len; i++) {
        rsa_ctr = rsa_ctr * 1664525u + 1013904223u;
        o[i] = (uint8_t)((rsa_ctr >> 24) | 1u);
    }
    return 0;
}
static __attribute__((unused)) void ct_rsa_decrypt(void)
{
    static const qz_rng rng = {rsa_fill, NULL}, pub_rng = {rsa_public_fill, NULL};
    static const uint8_t *const src[6] = {ct_rsa_d, ct_rsa_p, ct_rsa_q, ct_rsa_dp, ct_rsa_dq,
                                          ct_rsa_qinv};
    static const size_t len[6] = {256, 128, 128, 128, 128, 128};
    static qz_rsa_public_key pub;
    static uint8_t cts[5][256];
    qz_rsa_private_parts pp = {ct_rsa_n, ct_rsa_e, NULL, NULL, NULL, NULL, NULL, NULL,
                               256, 3, 256, 128, 128, 128, 128, 128};
    size_t ol;

    for (size_t i = 0; i < 6; i++) {
        memcpy(rsa_secret[i], src[i], len[i]);
        QZ_CT_SECRET(rsa_secret[i], len[i]);
    }
    pp.d = rsa_secret[0];
    pp.p = rsa_secret[1];
    pp.q = rsa_secret[2];
    pp.dp = rsa_secret[3];
    pp.dq = rsa_secret[4];
    pp.qinv = rsa_secret[5];
    qz_rsa_set_private_key_raw(&rsa_key, rsa_ws, sizeof rsa_ws, &pp);
    qz_rsa_set_public_key_raw(&pub, rsa_ws, sizeof rsa_ws, ct_rsa_n, 256, ct_rsa_e, 3);
    qz_rsa_oaep_encrypt_derand(&pub, QZ_HASH_SHA256, rsa_ws, sizeof rsa_ws, cts[0], 256,
                               (const uint8_t *)"label", 5, iv, 16, rsa_pub_seed, 32);
    qz_rsa_oaep_encrypt_derand(&pub, QZ_HASH_SHA256, rsa_ws, sizeof rsa_ws, cts[1], 256,
                               (const uint8_t *)"lab3l", 5, iv, 16, rsa_pub_seed, 32);
    memcpy(cts[2], ct_rsa_n, 256);
    cts[2][0] = 0x11;
    qz_rsa_pkcs1_encrypt(&pub, &pub_rng, rsa_ws, sizeof rsa_ws, cts[3], 256, iv, 24);
    memcpy(cts[4], ct_rsa_n, 256);
    cts[4][0] = 0x23;
    for (size_t i = 0; i < 3; i++)
        qz_rsa_oaep_decrypt(&rsa_key, QZ_HASH_SHA256, &rng, rsa_ws,
                            QZ_RSA_DECRYPT_WORKSPACE_BYTES_LOW(2048), out, 256, &ol,
                            (const uint8_t *)"label", 5, cts[i], 256);
    for (size_t i = 3; i < 5; i++)
        qz_rsa_pkcs1_decrypt(&rsa_key, &rng, rsa_ws, QZ_RSA_DECRYPT_WORKSPACE_BYTES_MID(2048),
                             out, 256, &ol, cts[i], 256);
    qz_rsa_wipe_private_key(&rsa_key);
}
/* --- X25519 and Ed25519 ---------------------------------------------------
 * Secret: the X25519 private key (key[]; clamped inside), the shared
 * secret; the Ed25519 seed (key[]), its expansion (s, prefix) and every
 * nonce r. Public: the peer's u (a fixed value), the message and the
 * contexts, the signature once made. Verification and public-key decoding
 * handle public data only and are not in this gate (as ECDSA verify). */
static uint32_t c25519_ws[QZ_ED25519_WORKSPACE_BYTES / 4];
static qz_x25519_private_key x_key;
static qz_ed25519_private_key ed_key;
static const uint8_t x_peer[32] = {0x09, 0x4a, 0x17, 0x33, 0x5c, 0x81, 0x02, 0x6e};
static const uint8_t ed_ctx[5] = {0x63, 0x74, 0x78, 0x31, 0x32};

/* The key objects' check word is bound to the public key, which is
 * public once computed: declassified, as the outputs are. */
static void ct_x25519(void)
{
    qz_x25519_set_private_key(&x_key, c25519_ws, sizeof c25519_ws, key + 9, 32);
    QZ_CT_PUBLIC(x_key.pub, sizeof x_key.pub);
    QZ_CT_PUBLIC(&x_key.check, sizeof x_key.check);
    qz_x25519(&x_key, c25519_ws, sizeof c25519_ws, out, 32, x_peer, sizeof x_peer);
    qz_x25519_wipe_private_key(&x_key);
}
/* Every signing variant over one key: pure, ctx, ph over the message and
 * over a digest. */
static void ct_ed25519_sign(void)
{
    uint8_t digest[64];

    qz_sha512(digest, ec_msg, sizeof ec_msg);
    qz_ed25519_set_private_key(&ed_key, c25519_ws, sizeof c25519_ws, key + 17, 32);
    QZ_CT_PUBLIC(ed_key.pub, sizeof ed_key.pub);
    QZ_CT_PUBLIC(&ed_key.check, sizeof ed_key.check);
    qz_ed25519_sign(&ed_key, c25519_ws, sizeof c25519_ws, out, 64, ec_msg, sizeof ec_msg);
    qz_ed25519ctx_sign(&ed_key, c25519_ws, sizeof c25519_ws, out + 64, 64, ed_ctx,
                       sizeof ed_ctx, ec_msg, 33);
    qz_ed25519ph_sign(&ed_key, c25519_ws, sizeof c25519_ws, out + 128, 64, NULL, 0, ec_msg,
                      sizeof ec_msg);
    qz_ed25519ph_sign_digest(&ed_key, c25519_ws, sizeof c25519_ws, out + 192, 64, ed_ctx,
                             sizeof ed_ctx, digest, 64);
    qz_ed25519_wipe_private_key(&ed_key);
}
static __attribute__((unused)) void ct_ed25519_keygen(void)
{
    ec_src_pos = 0;
    qz_ed25519_generate_key(&ed_key, &EC_SRC, c25519_ws, sizeof c25519_ws);
    qz_ed25519_wipe_private_key(&ed_key);
    ec_src_pos = 0;
    qz_x25519_generate_key(&x_key, &EC_SRC, c25519_ws, sizeof c25519_ws);
    qz_x25519_wipe_private_key(&x_key);
}

/* --- X448 and Ed448 -------------------------------------------------------
 * As X25519 and Ed25519 above. Secret: the X448 private key (key[];
 * clamped inside), the shared secret; the Ed448 seed (key[]), its SHAKE256
 * expansion (s, prefix) and every nonce r. Public: the peer's u (a fixed
 * value), the message, the contexts, the signature once made.
 * Verification and public-key decoding stay out (public inputs). */
static uint32_t c448_ws[QZ_ED448_WORKSPACE_BYTES / 4];
static qz_x448_private_key x448_key;
static qz_ed448_private_key ed448_key;
static const uint8_t x448_peer[56] = {0x05, 0x3b, 0x91, 0x27, 0xc4, 0x6e, 0x18, 0xa2, 0x7d};

static void ct_x448(void)
{
    qz_x448_set_private_key(&x448_key, c448_ws, sizeof c448_ws, key + 31, 56);
    QZ_CT_PUBLIC(x448_key.pub, sizeof x448_key.pub);
    QZ_CT_PUBLIC(&x448_key.check, sizeof x448_key.check);
    qz_x448(&x448_key, c448_ws, sizeof c448_ws, out, 56, x448_peer, sizeof x448_peer);
    qz_x448_wipe_private_key(&x448_key);
}
/* Every signing variant over one key: Ed448 (with a context), Ed448ph
 * over the message and over a digest. */
static void ct_ed448_sign(void)
{
    uint8_t digest[64];

    qz_shake256(digest, 64, ec_msg, sizeof ec_msg);
    qz_ed448_set_private_key(&ed448_key, c448_ws, sizeof c448_ws, key + 43, 57);
    QZ_CT_PUBLIC(ed448_key.pub, sizeof ed448_key.pub);
    QZ_CT_PUBLIC(&ed448_key.check, sizeof ed448_key.check);
    qz_ed448_sign(&ed448_key, c448_ws, sizeof c448_ws, out, 114, ed_ctx, sizeof ed_ctx, ec_msg,
                  sizeof ec_msg);
    qz_ed448ph_sign(&ed448_key, c448_ws, sizeof c448_ws, out + 114, 114, NULL, 0, ec_msg,
                    sizeof ec_msg);
    qz_ed448ph_sign_digest(&ed448_key, c448_ws, sizeof c448_ws, out + 228, 114, ed_ctx,
                           sizeof ed_ctx, digest, 64);
    qz_ed448_wipe_private_key(&ed448_key);
}
static __attribute__((unused)) void ct_ed448_keygen(void)
{
    ec_src_pos = 0;
    qz_ed448_generate_key(&ed448_key, &EC_SRC, c448_ws, sizeof c448_ws);
    qz_ed448_wipe_private_key(&ed448_key);
    ec_src_pos = 0;
    qz_x448_generate_key(&x448_key, &EC_SRC, c448_ws, sizeof c448_ws);
    qz_x448_wipe_private_key(&x448_key);
}

/* --- ML-KEM ----------------------------------------------------------------
 * Secret: the seed d || z (key[]), the message m of an encapsulation, the
 * decapsulation key's s^ and z, and everything derived from them (sigma,
 * the noise, K, r, m', the re-encryption, the choice of K or K_bar).
 * Public: rho and t^ (ek, the matching part of dk and H(ek)), the
 * ciphertext. The key generation's rho comes from the secret seed: the
 * library declassifies it (it ends ek); the trace gate, whose runs must
 * share their public inputs, runs K-PKE's key generation from a fixed rho
 * and a secret sigma instead. A decapsulation with a random s^ and z
 * (runs of the trace gate) takes the implicit-rejection path; the host
 * gate also decapsulates the valid ciphertext. */
#define UNUSED_IN_ONE_MLKEM __attribute__((unused))
static uint32_t mlkem_ws_store[QZ_MLKEM_WORKSPACE_MAX_BYTES / 4];
static uint8_t mlkem_ek[3][1568], mlkem_dk[3][3168], mlkem_ct[3][1568], mlkem_run_dk[3168];
static const qz_mlkem_id MLKEM_SETS[3] = {QZ_MLKEM512, QZ_MLKEM768, QZ_MLKEM1024};

static void mlkem_public_inputs(void)
{
    static int done;
    uint8_t seed[64], m[32], ss[32];

    for (unsigned i = 0; i < 3 && !done; i++) {
        unsigned k = i + 2;

        memset(seed, 0x41 + (int)i, sizeof seed);
        memset(m, 0x61 + (int)i, sizeof m);
        qz_mlkem_generate_key_derand(MLKEM_SETS[i], mlkem_ws_store, sizeof mlkem_ws_store,
                                     mlkem_ek[i], 384 * k + 32, mlkem_dk[i], 768 * k + 96, seed,
                                     64);
        qz_mlkem_encaps_derand(MLKEM_SETS[i], mlkem_ws_store, sizeof mlkem_ws_store, ss, 32,
                               mlkem_ct[i], k == 4 ? 1568 : 32 * (10 * k + 4), mlkem_ek[i],
                               384 * k + 32, m, 32);
    }
    done = 1;
}

static size_t mlkem_ct_bytes(unsigned k)
{
    return k == 4 ? 1568 : 32 * (10 * k + 4);
}

static UNUSED_IN_ONE_MLKEM void ct_mlkem_keygen(void)
{
    for (unsigned i = 0; i < 3; i++) {
        unsigned k = i + 2;

        qz_mlkem_generate_key_derand(MLKEM_SETS[i], mlkem_ws_store, sizeof mlkem_ws_store, NULL,
                                     0, mlkem_run_dk, 768 * k + 96, key, 64);
    }
}

/* Encapsulation to the fixed keys: m secret. */
static void ct_mlkem_encaps_set(unsigned i)
{
    unsigned k = i + 2;

    qz_mlkem_encaps_derand(MLKEM_SETS[i], mlkem_ws_store, sizeof mlkem_ws_store, out, 32,
                           out + 32, mlkem_ct_bytes(k), mlkem_ek[i], 384 * k + 32, key + 64, 32);
}

/* Decapsulation: dk's s^ and z replaced by secret bytes (the trace gate),
 * or the real key with those parts marked secret (the host gate, valid and
 * damaged ciphertexts); with the hash check (qz_mlkem_decaps) or without
 * (checked: qz_mlkem_decaps_checked_key). */
typedef int (*mlkem_decaps_fn)(qz_mlkem_id, void *, size_t, uint8_t *, size_t, const uint8_t *,
                               size_t, const uint8_t *, size_t);
static void ct_mlkem_decaps_set(unsigned i, int real, int checked)
{
    const mlkem_decaps_fn decaps = checked ? qz_mlkem_decaps_checked_key : qz_mlkem_decaps;
    unsigned k = i + 2;
    size_t dkb = 768 * k + 96, ctb = mlkem_ct_bytes(k);
    uint8_t *z = mlkem_run_dk + dkb - 32;
    static uint8_t bad_ct[1568];

    memcpy(mlkem_run_dk, mlkem_dk[i], dkb);
    if (!real) {
        uint32_t x = 0;

        for (size_t j = 0; j < 384 * k; j++, x = x * 1664525u + 1013904223u)
            mlkem_run_dk[j] = (uint8_t)(key[j % 96] ^ (x >> 24));
        for (size_t j = 0; j < 32; j++)
            z[j] = key[96 + j];
    }
    QZ_CT_SECRET(mlkem_run_dk, 384 * k);
    QZ_CT_SECRET(z, 32);
    decaps(MLKEM_SETS[i], mlkem_ws_store, sizeof mlkem_ws_store, out, 32, mlkem_run_dk, dkb,
           mlkem_ct[i], ctb);
    if (real) {
        memcpy(bad_ct, mlkem_ct[i], ctb);
        bad_ct[ctb / 2] ^= 4;
        decaps(MLKEM_SETS[i], mlkem_ws_store, sizeof mlkem_ws_store, out + 32, 32, mlkem_run_dk,
               dkb, bad_ct, ctb);
    }
}

static UNUSED_IN_ONE_MLKEM void ct_mlkem_encaps_all(void)
{
    for (unsigned i = 0; i < 3; i++)
        ct_mlkem_encaps_set(i);
}

static UNUSED_IN_ONE_MLKEM void ct_mlkem_decaps_all(void)
{
    for (unsigned i = 0; i < 3; i++)
        ct_mlkem_decaps_set(i, 1, 0);
    ct_mlkem_decaps_set(1, 0, 0);
}

static UNUSED_IN_ONE_MLKEM void ct_mlkem_decaps_checked_all(void)
{
    for (unsigned i = 0; i < 3; i++)
        ct_mlkem_decaps_set(i, 1, 1);
    ct_mlkem_decaps_set(1, 0, 1);
}

/* The trace gate's key generation: K-PKE's from a fixed rho, secret sigma
 * (ML-KEM-768), then H(ek) as KeyGen_internal. */
static UNUSED_IN_ONE_MLKEM void ct_mlkem768_keygen_seeds(void)
{
    static const uint8_t rho[32] = {0x72, 0x68, 0x6f};
    static qz_keccak_ctx c;

    qzi_mlkem_kpke_keygen_seeds(QZ_MLKEM768, mlkem_ws_store, &c, out, mlkem_run_dk, rho, key);
}

static UNUSED_IN_ONE_MLKEM void ct_mlkem768_encaps(void)
{
    ct_mlkem_encaps_set(1);
}

static UNUSED_IN_ONE_MLKEM void ct_mlkem768_decaps(void)
{
    ct_mlkem_decaps_set(1, 0, 0);
}

static UNUSED_IN_ONE_MLKEM void ct_mlkem768_decaps_checked(void)
{
    ct_mlkem_decaps_set(1, 0, 1);
}

/* --- ML-DSA ----------------------------------------------------------------
 * Secret: the seed xi of key generation (key[]), the private key's K, s1,
 * s2 and t0, rnd (the hedged calls' qz_rng reads key[]), and everything
 * derived from them (rho', y, w, c s1, c s2, c t0, z before it is
 * released). Public (mldsa.h): rho, tr and mu, the ExpandS nibbles refused,
 * each attempt's challenge and two verdicts, the released signature and a
 * malformed key's refusal; the library declassifies each where it becomes
 * public. Verification and qz_mldsa_compute_mu take public inputs only and
 * are not in this gate (as Ed25519's verification).
 *
 * The host gate runs every signing call of the three sets with the whole
 * sk marked secret (rho and tr included: the library must declassify rho
 * itself before ExpandA), and key generation from a secret xi. The trace
 * gate cannot compare whole key generations or signatures across seeds:
 * ExpandS's refused nibbles and every challenge are public and differ by
 * seed, and so do the attempt count and the hints. It runs ML-DSA-44 with
 * the public values pinned (tests/ct/mldsa_trace.h): key generation's
 * arithmetic after ExpandS (t = A s1 + s2, Power2Round, the packing and tr,
 * the library's internal steps in key generation's order) from a fixed rho
 * and the run's s1, s2; and the public signing calls on a private key
 * with the run's s1 and s2 and fixed rho, K, tr, t0 = 0, one attempt in
 * every run. */
#define UNUSED_IN_ONE_MLDSA __attribute__((unused))
#include "mldsa/mldsa_internal.h"
#include "tests/ct/mldsa_trace.h"

static uint32_t mldsa_ws[QZ_MLDSA_WORKSPACE_MAX_BYTES / 4];
static uint8_t mldsa_sk[3][QZ_MLDSA_SK_BYTES(87)], mldsa_run_sk[QZ_MLDSA_SK_BYTES(87)];
static uint8_t mldsa_pk[QZ_MLDSA_PK_BYTES(87)], mldsa_sig[QZ_MLDSA_SIG_BYTES(87)];
static const qz_mldsa_id MLDSA_SETS[3] = {QZ_MLDSA44, QZ_MLDSA65, QZ_MLDSA87};
static const uint8_t mldsa_ctx[5] = {0x63, 0x74, 0x78, 0x2d, 0x31};
static size_t mldsa_src_pos;

/* The hedged calls' rnd and generate_key's xi: secret bytes of key[]. */
static int mldsa_src_fill(void *state, uint8_t *o, size_t len)
{
    (void)state;
    for (size_t i = 0; i < len; i++)
        o[i] = key[(mldsa_src_pos + 40 + i) % sizeof key];
    mldsa_src_pos += len;
    return 0;
}
static const qz_rng MLDSA_SRC = {mldsa_src_fill, NULL};

/* The trace rows' rng: rnd = 0, the deterministic calls' (the same one
 * attempt). */
static int mldsa_zero_fill(void *state, uint8_t *o, size_t len)
{
    (void)state;
    memset(o, 0, len);
    return 0;
}
static const qz_rng MLDSA_ZERO = {mldsa_zero_fill, NULL};

/* The trace rows' secrets: s1 and s2 of ML-DSA-44 from key[] (each
 * coefficient a sum of four bits less 2, in [-2, 2], without a division),
 * their sk with rho, K, tr of mldsa_trace.h and t0 = 0; made in
 * secret_inputs(), outside the traced region. */
static int32_t mldsa_trace_s[8][256];
static uint8_t mldsa_trace_sk[QZ_MLDSA_SK_BYTES(44)], mldsa_trace_mu[64];

static void mldsa_public_inputs(void)
{
    static int done;
    int32_t *zero = mldsa_trace_s[0];

    for (unsigned i = 0; i < 3 && !done; i++) {
        uint8_t xi[32];

        memset(xi, 0x51 + (int)i, sizeof xi);
        qz_mldsa_generate_key_derand(MLDSA_SETS[i], mldsa_ws, sizeof mldsa_ws, NULL, 0,
                                     mldsa_sk[i], MLDSA_SETS[i]->sk_bytes, xi, sizeof xi);
    }
    if (!done) {
        qz_keccak_ctx x;

        qzi_mldsa_mu(&x, mldsa_trace_mu, MLDSA_TRACE_TR, 0, NULL, 0, MLDSA_TRACE_MSG,
                     sizeof MLDSA_TRACE_MSG, NULL, 0);
    }
    done = 1;
    /* t0 = 0 (13 bits of 2^12 - 0 each), then s1, s2 */
    memset(zero, 0, sizeof mldsa_trace_s[0]);
    for (unsigned i = 0; i < 4; i++)
        qzi_mldsa_pack_centred(mldsa_trace_sk + 128 + 8 * 96 + i * 416, zero, 1 << 12, 13);
    for (unsigned j = 0; j < 8; j++) {
        for (unsigned n = 0; n < 256; n++) {
            uint32_t b = key[(j * 256 + n) % sizeof key] ^ (uint32_t)(j * 29 + n * 7);

            mldsa_trace_s[j][n] =
                (int32_t)((b & 1) + (b >> 1 & 1) + (b >> 2 & 1) + (b >> 3 & 1)) - 2;
        }
        qzi_mldsa_pack_centred(mldsa_trace_sk + 128 + j * 96, mldsa_trace_s[j], 2, 3);
    }
    memcpy(mldsa_trace_sk, MLDSA_TRACE_RHO, 32);
    memcpy(mldsa_trace_sk + 32, MLDSA_TRACE_K, 32);
    memcpy(mldsa_trace_sk + 64, MLDSA_TRACE_TR, 64);
    QZ_CT_SECRET(mldsa_trace_sk + 32, 32);
    QZ_CT_SECRET(mldsa_trace_sk + 128, sizeof mldsa_trace_sk - 128);
    QZ_CT_SECRET(mldsa_trace_s, sizeof mldsa_trace_s);
}

/* Key generation from the secret xi = key[0..32), every set, pk and sk;
 * generate_key's xi from the source. */
static UNUSED_IN_ONE_MLDSA void ct_mldsa_keygen(void)
{
    for (unsigned i = 0; i < 3; i++) {
        qz_mldsa_id set = MLDSA_SETS[i];

        qz_mldsa_generate_key_derand(set, mldsa_ws, sizeof mldsa_ws, mldsa_pk, set->pk_bytes,
                                     mldsa_run_sk, set->sk_bytes, key, 32);
        mldsa_src_pos = 0;
        qz_mldsa_generate_key(set, &MLDSA_SRC, mldsa_ws, sizeof mldsa_ws, mldsa_pk,
                              set->pk_bytes, mldsa_run_sk, set->sk_bytes);
    }
}

/* Every signing call of set i with its fixture key marked secret, the
 * hedged ones with a secret rnd; then a key with s1 out of range (the
 * refusal is public). */
static void ct_mldsa_sign_set(unsigned i)
{
    static const qz_hash_id PH[3] = {QZ_HASH_SHA256, QZ_HASH_SHA384, QZ_HASH_SHA512};
    qz_mldsa_id set = MLDSA_SETS[i];
    size_t skb = set->sk_bytes, sgb = set->sig_bytes, dl = PH[i]->digest_bytes;
    uint8_t mu[64], *m = out;

    memcpy(mldsa_run_sk, mldsa_sk[i], skb);
    QZ_CT_SECRET(mldsa_run_sk, skb);
    mldsa_src_pos = 0;
    qz_mldsa_sign(set, mldsa_ws, sizeof mldsa_ws, mldsa_sig, sgb, mldsa_run_sk, skb, mldsa_ctx,
                  sizeof mldsa_ctx, m, 100);
    qz_mldsa_sign_hedged(set, &MLDSA_SRC, mldsa_ws, sizeof mldsa_ws, mldsa_sig, sgb,
                         mldsa_run_sk, skb, NULL, 0, m, 100);
    qz_mldsa_sign_prehash(set, PH[i], mldsa_ws, sizeof mldsa_ws, mldsa_sig, sgb, mldsa_run_sk,
                          skb, mldsa_ctx, sizeof mldsa_ctx, m, 100);
    qz_mldsa_sign_prehash_hedged(set, PH[i], &MLDSA_SRC, mldsa_ws, sizeof mldsa_ws, mldsa_sig,
                                 sgb, mldsa_run_sk, skb, NULL, 0, m, 100);
    qz_mldsa_sign_prehash_digest(set, PH[i], mldsa_ws, sizeof mldsa_ws, mldsa_sig, sgb,
                                 mldsa_run_sk, skb, NULL, 0, m, dl);
    qz_mldsa_sign_prehash_digest_hedged(set, PH[i], &MLDSA_SRC, mldsa_ws, sizeof mldsa_ws,
                                        mldsa_sig, sgb, mldsa_run_sk, skb, mldsa_ctx,
                                        sizeof mldsa_ctx, m, dl);
    memset(mu, 0x6d, sizeof mu);
    qz_mldsa_sign_mu(set, mldsa_ws, sizeof mldsa_ws, mldsa_sig, sgb, mldsa_run_sk, skb, mu,
                     64);
    qz_mldsa_sign_mu_hedged(set, &MLDSA_SRC, mldsa_ws, sizeof mldsa_ws, mldsa_sig, sgb,
                            mldsa_run_sk, skb, mu, 64);
    /* s1's first coefficient eta - 7: out of range */
    mldsa_run_sk[128] |= 7;
    QZ_CT_SECRET(mldsa_run_sk, skb);
    qz_mldsa_sign(set, mldsa_ws, sizeof mldsa_ws, mldsa_sig, sgb, mldsa_run_sk, skb, NULL, 0,
                  m, 100);
    QZ_CT_PUBLIC(mldsa_sig, sizeof mldsa_sig);
}

static UNUSED_IN_ONE_MLDSA void ct_mldsa_sign_all(void)
{
    for (unsigned i = 0; i < 3; i++)
        ct_mldsa_sign_set(i);
}

/* The trace gate's key generation: keygen_core's steps after ExpandS, on
 * the run's s1 and s2, with rho fixed (ML-DSA-44). */
static UNUSED_IN_ONE_MLDSA void ct_mldsa44_keygen_rows(void)
{
    const qz_mldsa_set *p = QZ_MLDSA44;
    qzi_mldsa_scratch *s = qzi_mldsa_scr(mldsa_ws);
    int32_t *s1hat = qzi_mldsa_poly(mldsa_ws, 0), *row = qzi_mldsa_poly(mldsa_ws, 4);
    int32_t *t = qzi_mldsa_poly(mldsa_ws, 8), *s2 = qzi_mldsa_poly(mldsa_ws, 9);
    uint8_t *sk = mldsa_run_sk, *pk = mldsa_pk;

    qzi_sponge_init(&s->xof2, QZI_KECCAK_XOF256, QZ_SHAKE256_RATE, QZI_KECCAK_PAD_SHAKE);
    qzi_sponge_absorb(&s->xof2, MLDSA_TRACE_RHO, 32);
    for (unsigned j = 0; j < 4; j++) {
        memcpy(s1hat + 256 * j, mldsa_trace_s[j], QZ_MLDSA_POLY_BYTES);
        qzi_mldsa_pack_centred(sk + 128 + j * 96, s1hat + 256 * j, 2, 3);
        qzi_mldsa_ntt(s1hat + 256 * j);
    }
    for (unsigned i = 0; i < 4; i++) {
        memcpy(s2, mldsa_trace_s[4 + i], QZ_MLDSA_POLY_BYTES);
        qzi_mldsa_pack_centred(sk + 128 + (4 + i) * 96, s2, 2, 3);
        qzi_mldsa_expand_a_row(s, row, MLDSA_TRACE_RHO, i, 4);
        qzi_mldsa_pointwise_acc(t, row, s1hat, 4);
        qzi_mldsa_invntt(t);
        qzi_mldsa_poly_add(t, s2);
        qzi_mldsa_reduce(t);
        qzi_mldsa_caddq(t);
        qzi_mldsa_power2round(s2, t);
        qzi_mldsa_pack_centred(sk + 128 + 8 * 96 + i * 416, s2, 1 << 12, 13);
        qzi_mldsa_pack_bits(s->buf, t, 10);
        qzi_sponge_absorb(&s->xof2, s->buf, 320);
        memcpy(pk + 32 + i * 320, s->buf, 320);
    }
    qzi_sponge_squeeze(&s->xof2, sk + 64, 64);
    (void)p;
}

/* The trace gate's signing: one attempt in every run (mldsa_trace.h).
 * Pure deterministic signing and hedged external-mu signing (rnd = 0 from
 * the rng, mu that of the pure call): the same attempt through both entry
 * paths; HashML-DSA over the message (another mu, the same attempt
 * property). The other calls differ from these in public steps only. */
static UNUSED_IN_ONE_MLDSA void ct_mldsa44_sign_pure(void)
{
    qz_mldsa_sign(QZ_MLDSA44, mldsa_ws, sizeof mldsa_ws, mldsa_sig, QZ_MLDSA_SIG_BYTES(44),
                  mldsa_trace_sk, sizeof mldsa_trace_sk, NULL, 0, MLDSA_TRACE_MSG,
                  sizeof MLDSA_TRACE_MSG);
    qz_mldsa_sign_mu_hedged(QZ_MLDSA44, &MLDSA_ZERO, mldsa_ws, sizeof mldsa_ws, mldsa_sig,
                            QZ_MLDSA_SIG_BYTES(44), mldsa_trace_sk, sizeof mldsa_trace_sk,
                            mldsa_trace_mu, 64);
}

static UNUSED_IN_ONE_MLDSA void ct_mldsa44_sign_prehash(void)
{
    qz_mldsa_sign_prehash(QZ_MLDSA44, QZ_HASH_SHA256, mldsa_ws, sizeof mldsa_ws, mldsa_sig,
                          QZ_MLDSA_SIG_BYTES(44), mldsa_trace_sk, sizeof mldsa_trace_sk, NULL,
                          0, MLDSA_TRACE_MSG, sizeof MLDSA_TRACE_MSG);
}

/* Each gate runs its own subset of the wrappers below (SLOW_OPS). */
#define UNUSED_IN_ONE __attribute__((unused))

/* The trace gate's signing: RFC 6979 (the hedged variant differs only in
 * HMAC input) and the random nonce. */
static void ct_ec_sign_two(qz_ec_curve_id c, size_t len)
{
    ec_set_secret_key(c, len);
    ec_src_pos = 0;
    qz_ecdsa_sign(&ec_key, QZ_HASH_SHA256, ec_ws, sizeof ec_ws, out, 2 * len, ec_msg,
                  sizeof ec_msg);
    qz_ecdsa_sign_digest_random(&ec_key, &EC_SRC, ec_ws, sizeof ec_ws, out + 2 * len, 2 * len,
                                ec_msg, 32);
    qz_ec_wipe_private_key(&ec_key);
}
static UNUSED_IN_ONE void ct_ec_sign_two_p256(void) { ct_ec_sign_two(QZ_EC_P256, 32); }
static UNUSED_IN_ONE void ct_ec_sign_rfc6979_p384(void)
{
    ec_set_secret_key(QZ_EC_P384, 48);
    qz_ecdsa_sign(&ec_key, QZ_HASH_SHA384, ec_ws, sizeof ec_ws, out, 96, ec_msg, sizeof ec_msg);
    qz_ec_wipe_private_key(&ec_key);
}
static UNUSED_IN_ONE void ct_ec_keygen_p256(void) { ct_ec_keygen(QZ_EC_P256); }
static UNUSED_IN_ONE void ct_ec_keygen_p384(void) { ct_ec_keygen(QZ_EC_P384); }
static UNUSED_IN_ONE void ct_ec_keygen_p521(void) { ct_ec_keygen(QZ_EC_P521); }
static UNUSED_IN_ONE void ct_ec_raw_key_p256(void) { ct_ec_raw_key(QZ_EC_P256, 32); }
static UNUSED_IN_ONE void ct_ec_raw_key_p384(void) { ct_ec_raw_key(QZ_EC_P384, 48); }
static UNUSED_IN_ONE void ct_ec_raw_key_p521(void) { ct_ec_raw_key(QZ_EC_P521, 66); }
static UNUSED_IN_ONE void ct_ec_sign_p256(void) { ct_ec_sign(QZ_EC_P256, 32); }
static UNUSED_IN_ONE void ct_ec_sign_p384(void) { ct_ec_sign(QZ_EC_P384, 48); }
static UNUSED_IN_ONE void ct_ec_sign_p521(void) { ct_ec_sign(QZ_EC_P521, 66); }
static UNUSED_IN_ONE void ct_ecdh_p256(void) { ct_ecdh(QZ_EC_P256, 32); }
static UNUSED_IN_ONE void ct_ecdh_p384(void) { ct_ecdh(QZ_EC_P384, 48); }
static UNUSED_IN_ONE void ct_ecdh_p521(void) { ct_ecdh(QZ_EC_P521, 66); }

struct ct_op {
    const char *name;
    void (*fn)(void);
    /* NULL, or the prepare step of a verification: run with the run's
     * seed after secret_inputs(), outside the traced region. */
    void (*prepare)(unsigned seed);
};

static const struct ct_op OPS[] = {
    {"hashes", ct_hashes, NULL},
    {"hmac", ct_hmac, NULL},
    {"hmac-verify", ct_hmac_verify, prep_hmac_verify},
    {"hkdf", ct_hkdf, NULL},
    {"shake-kmac", ct_shake_kmac, NULL},
    {"kmac-verify", ct_kmac_verify, prep_kmac_verify},
#if !QZ_AES_TABLE
    {"aes-modes", ct_aes_modes, NULL},
    {"cbc-unpad", ct_cbc_unpad, prep_cbc_unpad},
    {"cmac-keywrap", ct_cmac_keywrap, NULL},
    {"cmac-verify", ct_cmac_verify, prep_cmac_verify},
    {"keywrap-unwrap", ct_keywrap_unwrap, prep_keywrap_unwrap},
    {"gcm-ccm", ct_gcm_ccm, NULL},
    {"gcm-ccm-open", ct_gcm_ccm_open, prep_gcm_ccm_open},
    {"ctr-drbg", ct_ctr_drbg, NULL},
#endif
    {"chacha20poly1305", ct_chacha20poly1305, NULL},
    {"chacha20poly1305-open", ct_chacha20poly1305_open, prep_chacha20poly1305_open},
    {"hmac-drbg", ct_hmac_drbg, NULL},
#ifdef CT_BIGNUM
    {"bignum", ct_bignum, NULL},
    {"bignum-inv", ct_bignum_inv, NULL},
#endif
};

/* The NIST curves, slow next to the rest: the host runs them all, every
 * curve and variant; the trace gate runs SLOW_SECRETS secrets of a subset
 * that reaches every kernel and every secret path (P-256's own field
 * kernels: key generation, RFC 6979 and random signing, ECDH; P-384's own
 * and the generic Montgomery kernel of its scalars and of P-521: RFC 6979
 * signing on P-384; X25519's and X448's ladders and Ed25519's and
 * Ed448's combs and scalar arithmetic, each signing variant), which keeps
 * its time on each core to seconds. */
static const struct ct_op SLOW_OPS[] = {
#ifndef QZ_CT_TRACE
    {"ec-keygen-p256", ct_ec_keygen_p256, NULL},
    {"ec-keygen-p384", ct_ec_keygen_p384, NULL},
    {"ec-keygen-p521", ct_ec_keygen_p521, NULL},
    {"ec-raw-key-p256", ct_ec_raw_key_p256, NULL},
    {"ec-raw-key-p384", ct_ec_raw_key_p384, NULL},
    {"ec-raw-key-p521", ct_ec_raw_key_p521, NULL},
    {"ecdsa-sign-p256", ct_ec_sign_p256, NULL},
    {"ecdsa-sign-p384", ct_ec_sign_p384, NULL},
    {"ecdsa-sign-p521", ct_ec_sign_p521, NULL},
    {"ecdh-p256", ct_ecdh_p256, NULL},
    {"ecdh-p384", ct_ecdh_p384, NULL},
    {"ecdh-p521", ct_ecdh_p521, NULL},
    {"x25519 (set_private_key, x25519)", ct_x25519, NULL},
    {"ed25519-sign (set_private_key; pure, ctx, ph, ph digest)", ct_ed25519_sign, NULL},
    {"x25519/ed25519 generate_key", ct_ed25519_keygen, NULL},
    {"x448 (set_private_key, x448)", ct_x448, NULL},
    {"ed448-sign (set_private_key; pure, ph, ph digest)", ct_ed448_sign, NULL},
    {"x448/ed448 generate_key", ct_ed448_keygen, NULL},
    {"mlkem-keygen (512, 768, 1024; from d || z)", ct_mlkem_keygen, NULL},
    {"mlkem-encaps (512, 768, 1024; from m)", ct_mlkem_encaps_all, NULL},
    {"mlkem-decaps (512, 768, 1024; valid and damaged ct; random s, z)", ct_mlkem_decaps_all,
     NULL},
    {"mldsa-keygen (44, 65, 87; derand from xi, generate_key)", ct_mldsa_keygen, NULL},
    {"mldsa-sign (44, 65, 87; every call, secret sk and rnd; a malformed sk)", ct_mldsa_sign_all,
     NULL},
    {"mlkem-decaps-checked-key (512, 768, 1024; valid and damaged ct; random s, z)",
     ct_mlkem_decaps_checked_all, NULL},
    {"rsa2048 (set_private_key_raw; CRT at HIGH and LOW, non-CRT at MID; secret blinding)",
     ct_rsa_private, NULL},
    {"rsa2048-decrypt (OAEP valid, other label, random; v1.5 valid, random: implicit "
     "rejection)",
     ct_rsa_decrypt, NULL},
    {"rsa2048 DER (set_private_key_der on secret INTEGER contents, get_private_key_der)",
     ct_rsa_der, NULL},
    {"rsa2048 generate_key (e = 65537; secret source: candidates, p, q, d, CRT parts)",
     ct_rsa_keygen, NULL},
#else
    {"ec-keygen-p256", ct_ec_keygen_p256, NULL},
    {"ecdsa-sign-p256 (rfc6979, random)", ct_ec_sign_two_p256, NULL},
    {"ecdh-p256", ct_ecdh_p256, NULL},
    {"ecdsa-sign-p384 (rfc6979)", ct_ec_sign_rfc6979_p384, NULL},
    {"x25519 (set_private_key, x25519)", ct_x25519, NULL},
    {"ed25519-sign (set_private_key; pure, ctx, ph, ph digest)", ct_ed25519_sign, NULL},
    {"x448 (set_private_key, x448)", ct_x448, NULL},
    {"ed448-sign (set_private_key; pure, ph, ph digest)", ct_ed448_sign, NULL},
    {"mlkem768 K-PKE keygen (fixed rho, secret sigma)", ct_mlkem768_keygen_seeds, NULL},
    {"mlkem768-encaps (secret m)", ct_mlkem768_encaps, NULL},
    {"mlkem768-decaps (secret s, z: implicit rejection)", ct_mlkem768_decaps, NULL},
    {"mldsa44 keygen after ExpandS (fixed rho; secret s1, s2)", ct_mldsa44_keygen_rows, NULL},
    {"mldsa44-sign (pure, hedged mu; secret s1, s2; one attempt)", ct_mldsa44_sign_pure, NULL},
    {"mldsa44-sign-prehash (secret s1, s2; one attempt)", ct_mldsa44_sign_prehash, NULL},
    {"mlkem768-decaps-checked-key (secret s, z: implicit rejection)",
     ct_mlkem768_decaps_checked, NULL},
    {"rsa2048 private (CRT, HIGH; fixed key, secret input and blinding)",
     ct_rsa_private_fixed_key, NULL},
    {"rsa2048 pss_sign (HIGH; fixed key, secret message, salt and blinding)",
     ct_rsa_pss_fixed_key, NULL},
    {"rsa2048 oaep_decrypt (HIGH; fixed key; a valid ct of a secret message, an invalid one "
     "broken at lHash, Y, the separator or none)",
     ct_rsa_oaep_fixed_key, prep_rsa_oaep},
    {"rsa2048 pkcs1_decrypt (HIGH, out_cap 0; fixed key; valid, then invalid: type byte, "
     "short padding, no separator)",
     ct_rsa_pkcs1_fixed_key, prep_rsa_pkcs1},
#endif
};

/* The rows whose prepare step makes the run's inputs rather than damaged
 * values with a verdict (no VERDICT(): the row checks its own results
 * through op_failures), and the trace gate's runs of a row when not
 * SECRETS or SLOW_SECRETS (0). */
static const struct {
    void (*fn)(void);
    int inputs_only;
    unsigned runs;
} OP_OPTIONS[] = {
    {ct_rsa_pss_fixed_key, 0, 2},
    {ct_rsa_oaep_fixed_key, 1, 0},
    {ct_rsa_pkcs1_fixed_key, 1, 0},
};
static int inputs_only(const struct ct_op *op)
{
    for (size_t i = 0; i < sizeof OP_OPTIONS / sizeof OP_OPTIONS[0]; i++)
        if (OP_OPTIONS[i].fn == op->fn)
            return OP_OPTIONS[i].inputs_only;
    return 0;
}
static __attribute__((unused)) unsigned op_runs(const struct ct_op *op, unsigned dflt)
{
    for (size_t i = 0; i < sizeof OP_OPTIONS / sizeof OP_OPTIONS[0]; i++)
        if (OP_OPTIONS[i].fn == op->fn && OP_OPTIONS[i].runs != 0)
            return OP_OPTIONS[i].runs;
    return dflt;
}

/* Run `seed` of op, up to the operation: the secrets, the prepared
 * inputs. */
static void setup(const struct ct_op *op, unsigned seed)
{
    secret_inputs(seed);
    n_verdicts = 0;
    if (op->prepare != NULL)
        op->prepare(seed);
}

/* The self-check of a verification row: with its inputs intact, every
 * verification succeeds. */
static int intact_accepted(const struct ct_op *op)
{
    if (op->prepare == NULL || inputs_only(op))
        return 1;
    setup(op, CT_INTACT);
    op->fn();
    QZ_CT_PUBLIC(out, sizeof out);
    return verdicts_as_expected(CT_INTACT);
}

#define N_OPS (sizeof OPS / sizeof OPS[0])
#define N_ALL (N_OPS + sizeof SLOW_OPS / sizeof SLOW_OPS[0])
#define OP(i) ((i) < N_OPS ? &OPS[i] : &SLOW_OPS[(i) - N_OPS])

#ifndef QZ_CT_TRACE
int main(void)
{
    unsigned failed = 0;

    for (size_t i = 0; i < N_ALL; i++) {
        const struct ct_op *op = OP(i);
        int right = intact_accepted(op);

        setup(op, 0);
        op->fn();
        QZ_CT_PUBLIC(out, sizeof out);
        if (op->prepare != NULL)
            right &= verdicts_as_expected(0);
        if (!right) {
            printf("FAIL: ct-check %s: the prepared inputs are not accepted intact "
                   "and refused damaged\n", op->name);
            failed++;
        } else {
            printf("ct: %s ran with secret inputs%s\n", op->name,
                   op->prepare != NULL ? " (intact, and wrong at the first byte)" : "");
        }
    }
    failed += op_failures;
    printf("ct: %u operations; valgrind's error count decides\n", (unsigned)N_ALL);
    return failed == 0 ? 0 : 1;
}
#else
#include "bench/sim/qz_mcusim.h"

#define SECRETS 16
/* The NIST-curve operations: four random scalars each (a branch or index
 * on a scalar bit or window differs between any two with overwhelming
 * probability); 16 would cost over a minute a core. */
#define SLOW_SECRETS 4

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

/* The memcmp mistake: a comparison that stops at the first differing
 * byte. Random tags differ from the correct one at byte 0 in almost every
 * run and leave the same trace; tags damaged at chosen bytes do not. */
static __attribute__((noinline)) int leaky_equal(const uint8_t *a, const uint8_t *b,
                                                 size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (a[i] != b[i])
            return 0;
    }
    return 1;
}

static void prep_leak_compare(unsigned seed)
{
    damaged(tag_a, key, 16, seed);
}

static void leak_compare(void)
{
    sink = (uint8_t)leaky_equal(key, tag_a, 16);
}

/* Not inlined: the traced region's own instructions must be at the same
 * addresses in every run, whichever call in main() makes it. */
static __attribute__((noinline)) uint64_t traced(const struct ct_op *op, unsigned seed)
{
    uint64_t lo, hi;

    setup(op, seed);
    QZSIM_REG(QZSIM_DIGEST) = QZSIM_DIGEST_START;
    op->fn();
    QZSIM_REG(QZSIM_DIGEST) = QZSIM_DIGEST_STOP;
    lo = QZSIM_REG(QZSIM_DIGEST);
    hi = QZSIM_REG(QZSIM_DIGEST_HI);
    return hi << 32 | lo;
}

int main(void)
{
    static const struct ct_op LEAKS[] = {
        {"secret branch", leak_branch, NULL},
        {"secret index", leak_index, NULL},
        {"early exit in a tag comparison", leak_compare, prep_leak_compare},
    };
    unsigned passed = 0, failed = 0;

    if (QZSIM_REG(QZSIM_ID) != QZSIM_ID_VALUE) {
        printf("ct-trace: needs the qz-mcusim simulator\n0 passed, 1 failed\n");
        return 1;
    }
    for (size_t i = 0; i < N_ALL; i++) {
        const struct ct_op *op = OP(i);
        unsigned secrets = op_runs(op, i < N_OPS ? SECRETS : SLOW_SECRETS);
        uint64_t first = traced(op, 0);
        int checks = op->prepare != NULL && !inputs_only(op);
        int same = 1, right = !checks || verdicts_as_expected(0);

        for (unsigned k = 1; k < secrets; k++) {
            same &= traced(op, k) == first;
            right &= !checks || verdicts_as_expected(k);
        }
        printf("%s: ct-trace %s: %s over %u secrets%s\n", same ? "PASS" : "FAIL",
               op->name, same ? "identical traces" : "TRACES DIFFER", secrets,
               checks ? " (inputs wrong at chosen bytes, then random)" : "");
        same ? passed++ : failed++;
        if (!intact_accepted(op) || !right) {
            printf("FAIL: ct-trace %s: the prepared inputs are not accepted intact "
                   "and refused damaged\n", op->name);
            failed++;
        }
    }
    for (size_t i = 0; i < sizeof LEAKS / sizeof LEAKS[0]; i++) {
        int differs = 0;
        uint64_t first = traced(&LEAKS[i], 0);

        for (unsigned k = 1; k < SECRETS; k++)
            differs |= traced(&LEAKS[i], k) != first;
        printf("%s: ct-trace catches the deliberate %s\n", differs ? "PASS" : "FAIL",
               LEAKS[i].name);
        differs ? passed++ : failed++;
    }
    if (op_failures != 0) {
        printf("FAIL: ct-trace: %u calls of the rows above did not return what they must\n",
               op_failures);
        failed++;
    }
    printf("%u passed, %u failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
#endif

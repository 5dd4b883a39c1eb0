/*
 * Stack use of every public operation, measured on the core this build
 * targets (under qemu-arm or on a board): paint the stack below the
 * current stack pointer, run the operation, find the deepest byte that
 * changed. Prints one line per operation and fails if any exceeds its
 * budget. The budgets are the largest figure measured in the builds CI
 * runs (Cortex-M0+, M4 and M33 with their assembly kernels, both AES
 * variants, both footprints, and with the generic C kernels, whose frames
 * are deeper than the assembly's, the M0+ ones most; gcc 12.2 -O2) plus
 * about 15%, rounded up to 16 bytes: they catch regressions; the
 * measured figures themselves are in doc/architecture.md.
 *
 * The NIST-curve rows measure the stack alone: each call's workspace is
 * a caller's buffer, QZ_EC_WORKSPACE_BYTES(bits), printed after the table
 * (doc/api.md). Their figures include the stack wipe each
 * operation ends with (qzi_ec_stack_wipe: QZI_EC_STACK_WIPE, 192 bytes
 * more for P-384 and P-521), which is most of them.
 *
 * Cortex-M only: it reads sp with Thumb inline assembly.
 */
#include <stdio.h>
#include <string.h>

#include "qzcrypt/qzcrypt.h"
#include "qzt.h"

#define PAINT_BYTES 6144
#define PAINT 0x5c

static uintptr_t current_sp(void)
{
    uintptr_t sp;

    __asm__ volatile("mov %0, sp" : "=r"(sp));
    return sp;
}

/* Paint [base - PAINT_BYTES, base - 64): below our caller's frame, with a
 * margin for this function's own frame. */
static __attribute__((noinline)) void paint(uintptr_t base)
{
    volatile uint8_t *p = (volatile uint8_t *)(base - PAINT_BYTES);

    for (size_t i = 0; i < PAINT_BYTES - 64; i++)
        p[i] = PAINT;
}

static size_t used_below(uintptr_t base)
{
    const volatile uint8_t *p = (const volatile uint8_t *)(base - PAINT_BYTES);
    size_t i = 0;

    while (i < PAINT_BYTES - 64 && p[i] == PAINT)
        i++;
    return PAINT_BYTES - i;
}

static uint8_t msg[300], out[255 * 64];
static qz_sha256_ctx c256;
static qz_sha512_ctx c512;
static qz_hmac_ctx hctx;

static void op_sha256(void) { qz_sha256(out, msg, sizeof msg); }
static void op_sha512(void) { qz_sha512(out, msg, sizeof msg); }
static void op_sha256_stream(void)
{
    qz_sha256_init(&c256);
    qz_sha256_update(&c256, msg, sizeof msg);
    qz_sha256_final(&c256, out);
}
static void op_sha512_stream(void)
{
    qz_sha512_init(&c512);
    qz_sha512_update(&c512, msg, sizeof msg);
    qz_sha512_final(&c512, out);
}
static void op_hmac256(void) { qz_hmac(QZ_HASH_SHA256, out, 32, msg, 200, msg,
                                       300); }
static void op_hmac512(void) { qz_hmac(QZ_HASH_SHA512, out, 64, msg, 200, msg,
                                       300); }
static void op_hmac512_stream(void)
{
    qz_hmac_init(&hctx, QZ_HASH_SHA512, msg, 200);
    qz_hmac_update(&hctx, msg, 300);
    qz_hmac_verify(&hctx, out, 64);
}
static void op_hkdf256(void)
{
    qz_hkdf(QZ_HASH_SHA256, out, 255 * 32, msg, 32, msg, 32, msg, 10);
}
static void op_hkdf512(void)
{
    qz_hkdf(QZ_HASH_SHA512, out, 255 * 64, msg, 32, msg, 32, msg, 10);
}

static qz_keccak_ctx kctx;

static void op_sha3_256(void) { qz_sha3_256(out, msg, sizeof msg); }
static void op_shake128(void) { qz_shake128(out, 500, msg, sizeof msg); }
static void op_shake_stream(void)
{
    qz_shake256_init(&kctx);
    qz_shake_absorb(&kctx, msg, sizeof msg);
    qz_shake_squeeze(&kctx, out, 300);
    qz_shake_wipe(&kctx);
}
static void op_kmac256(void) { qz_kmac256(out, 64, msg, 32, msg, 10, msg, 300); }
static void op_kmac_verify(void)
{
    qz_kmac128_init(&kctx, msg, 32, NULL, 0);
    qz_kmac_update(&kctx, msg, 300);
    qz_kmac_verify(&kctx, out, 64);
}
static void op_hmac_sha3(void) { qz_hmac(QZ_HASH_SHA3_256, out, 32, msg, 200,
                                         msg, 300); }

/* Symmetric: key objects are static (the caller's), so the figures are
 * the operation's own stack. */
static qz_aes_key aes_key;
static qz_xts_key xts_key;
static qz_cmac_key cmac_key;
static qz_gcm_key gcm_key;
static qz_hmac_drbg_ctx hmac_drbg;
static qz_ctr_drbg_ctx ctr_drbg;
static qz_chacha20poly1305_ctx cp_ctx;
static size_t olen;

static void op_aes_set_key(void) { qz_aes_set_encrypt_key(&aes_key, msg, 32); }
static void op_aes_set_dec_key(void) { qz_aes_set_decrypt_key(&aes_key, msg, 32); }
static void op_aes_cbc_enc(void)
{
    qz_aes_set_encrypt_key(&aes_key, msg, 16);
    qz_aes_cbc_encrypt(&aes_key, out, 512, &olen, msg, msg, 300,
                       QZ_AES_CBC_PKCS7);
}
static void op_aes_cbc_dec(void)
{
    qz_aes_set_decrypt_key(&aes_key, msg, 16);
    qz_aes_cbc_decrypt(&aes_key, out, 512, &olen, msg, msg, 288,
                       QZ_AES_CBC_NOPAD);
}
static void op_aes_ctr(void)
{
    qz_aes_set_encrypt_key(&aes_key, msg, 16);
    qz_aes_ctr(&aes_key, out, msg, msg, 300, QZ_AES_CTR32);
}
static void op_xts(void)
{
    for (size_t i = 0; i < 64; i++) /* XTS refuses equal key halves */
        msg[i] = (uint8_t)i;
    qz_xts_set_encrypt_key(&xts_key, msg, 64);
    qz_xts_encrypt(&xts_key, out, msg, msg, 300);
}
static void op_cmac(void)
{
    qz_cmac_set_key(&cmac_key, msg, 16);
    qz_cmac(&cmac_key, out, 16, msg, 300);
}
static void op_kwp(void)
{
    qz_aes_set_encrypt_key(&aes_key, msg, 32);
    qz_aes_kwp_wrap(&aes_key, out, 512, &olen, msg, 100);
}
static void op_gcm(void)
{
    qz_gcm_set_key(&gcm_key, msg, 16);
    qz_gcm_seal(&gcm_key, out, out + 400, 16, msg, 12, msg, 20, msg, 300);
}
static void op_ccm(void)
{
    qz_aes_set_encrypt_key(&aes_key, msg, 16);
    qz_ccm_seal(&aes_key, out, out + 400, 16, msg, 13, msg, 20, msg, 300);
}
static void op_chacha20poly1305(void)
{
    qz_chacha20poly1305_seal(out, out + 400, 16, msg, 32, msg, 12, msg, 20,
                             msg, 300);
}
static void op_xchacha20poly1305_stream(void)
{
    qz_xchacha20poly1305_init(&cp_ctx, msg, 32, msg, 24);
    qz_chacha20poly1305_aad(&cp_ctx, msg, 20);
    qz_chacha20poly1305_encrypt(&cp_ctx, out, msg, 300);
    qz_chacha20poly1305_final(&cp_ctx, out + 400, 16);
}
static void op_hmac_drbg(void)
{
    qz_hmac_drbg_instantiate(&hmac_drbg, QZ_HASH_SHA512, msg, 32, msg, 16, NULL, 0);
    qz_hmac_drbg_generate(&hmac_drbg, out, 300, msg, 32, 0);
}
static void op_ctr_drbg(void)
{
    qz_ctr_drbg_instantiate(&ctr_drbg, msg, 48, msg, 16, NULL, 0);
    qz_ctr_drbg_generate(&ctr_drbg, out, 300, msg, 32, 0);
}


/* NIST curves: key objects and the workspace are static (the caller's);
 * the figures are the operations' own stack. The workspace each operation
 * needs (qzcrypt/ec.h, ecdsa.h, ecdh.h) is printed apart below. Every curve runs the same code above the
 * field, so P-256 (its own field kernels) and P-521 (the generic
 * Montgomery kernel, the largest operands) stand for the three; P-521's
 * figures equal P-256's but for decoding (a square root): the one P-521
 * row (its multiplications cost seconds on an M0+ in the simulator). */
static qz_ec_private_key ec_priv;
static qz_ec_public_key ec_pub;
static uint32_t ec_ws[QZ_EC_WORKSPACE_MAX_BYTES / 4];
static uint8_t ec_sig[QZ_ECDSA_SIG_BYTES(521)], ec_der[QZ_ECDSA_DER_MAX_BYTES(521)];
static size_t ec_der_len;

static int ec_fill(void *state, uint8_t *o, size_t len)
{
    (void)state;
    for (size_t i = 0; i < len; i++)
        o[i] = (uint8_t)(0x35 + i * 13);
    return 0;
}
static const qz_rng ec_rng = {ec_fill, NULL};

/* Every call must succeed, or its figure would not be the operation's. */
#define EC_OK(call) QZT_CHECK((call) == QZ_OK, "%s", #call)

static void ec_keygen(qz_ec_curve_id c)
{
    EC_OK(qz_ec_generate_key(&ec_priv, c, &ec_rng, ec_ws, sizeof ec_ws));
}
static void ec_set_raw(qz_ec_curve_id c, size_t bytes)
{
    EC_OK(qz_ec_set_private_key_raw(&ec_priv, c, ec_ws, sizeof ec_ws, msg, bytes));
}
static void ec_sign(size_t bits)
{
    EC_OK(qz_ecdsa_sign(&ec_priv, QZ_HASH_SHA256, ec_ws, sizeof ec_ws, ec_sig,
                  QZ_ECDSA_SIG_BYTES(bits), msg, 100));
}
static void ec_sign_hedged(size_t bits)
{
    EC_OK(qz_ecdsa_sign_hedged(&ec_priv, QZ_HASH_SHA512, &ec_rng, ec_ws, sizeof ec_ws, ec_sig,
                         QZ_ECDSA_SIG_BYTES(bits), msg, 100));
}
static void ec_sign_random(size_t bits)
{
    EC_OK(qz_ecdsa_sign_digest_random(&ec_priv, &ec_rng, ec_ws, sizeof ec_ws, ec_sig,
                                QZ_ECDSA_SIG_BYTES(bits), msg, 48));
}
/* The signature of the qz_ecdsa_sign row, which runs just before. */
static void ec_verify(size_t bits)
{
    EC_OK(qz_ec_get_public_key(&ec_pub, &ec_priv));
    EC_OK(qz_ecdsa_verify(&ec_pub, QZ_HASH_SHA256, ec_ws, sizeof ec_ws, msg, 100, ec_sig,
                    QZ_ECDSA_SIG_BYTES(bits)));
}
static void ec_ecdh(size_t bits)
{
    EC_OK(qz_ec_get_public_key(&ec_pub, &ec_priv));
    EC_OK(qz_ecdh(&ec_priv, &ec_pub, ec_ws, sizeof ec_ws, out, QZ_EC_BYTES(bits)));
}
/* A compressed point: decoding recovers y with a square root. */
static void ec_decode_compressed(qz_ec_curve_id c, size_t bits)
{
    EC_OK(qz_ec_get_public_key(&ec_pub, &ec_priv));
    EC_OK(qz_ec_get_public_key_sec1(&ec_pub, out, 1 + QZ_EC_BYTES(bits)));
    EC_OK(qz_ec_set_public_key_sec1(&ec_pub, c, ec_ws, sizeof ec_ws, out, 1 + QZ_EC_BYTES(bits)));
}
static void ec_der_round_trip(qz_ec_curve_id c, size_t bits)
{
    EC_OK(qz_ecdsa_sig_to_der(c, ec_der, sizeof ec_der, &ec_der_len, ec_sig, QZ_ECDSA_SIG_BYTES(bits)));
    EC_OK(qz_ecdsa_sig_from_der(c, ec_sig, QZ_ECDSA_SIG_BYTES(bits), ec_der, ec_der_len));
}
#define EC_OPS(N, C, BITS)                                                                     \
    static void op_keygen_##N(void) { ec_keygen(C); }                                          \
    static void op_set_raw_##N(void) { ec_set_raw(C, QZ_EC_BYTES(BITS)); }                     \
    static void op_sign_##N(void) { ec_sign(BITS); }                                           \
    static void op_sign_hedged_##N(void) { ec_sign_hedged(BITS); }                             \
    static void op_sign_random_##N(void) { ec_sign_random(BITS); }                             \
    static void op_verify_##N(void) { ec_verify(BITS); }                                       \
    static void op_ecdh_##N(void) { ec_ecdh(BITS); }                                           \
    static void op_decode_##N(void) { ec_decode_compressed(C, BITS); }                         \
    static void op_der_##N(void) { ec_der_round_trip(C, BITS); }
EC_OPS(p256, QZ_EC_P256, 256)
/* P-521: decoding only (the key row before it sets a P-521 key). */
static void op_keygen_p521(void) { ec_keygen(QZ_EC_P521); }
static void op_decode_p521(void) { ec_decode_compressed(QZ_EC_P521, 521); }

/* Curve25519 and Curve448: the same (the workspace a static caller's
 * buffer; each curve's QZ_*_WORKSPACE_BYTES is printed below). A message
 * of 100 bytes; Ed448ph and Ed25519ph over it hash it first. */
static uint32_t c_ws[QZ_ED448_WORKSPACE_BYTES / 4];
static qz_x25519_private_key x25519_priv;
static qz_ed25519_private_key ed25519_priv;
static qz_ed25519_public_key ed25519_pub;
static qz_x448_private_key x448_priv;
static qz_ed448_private_key ed448_priv;
static qz_ed448_public_key ed448_pub;
static uint8_t c_sig[QZ_ED448_SIG_BYTES];

_Static_assert(sizeof c_ws >= QZ_ED25519_WORKSPACE_BYTES &&
                   sizeof c_ws >= QZ_X25519_WORKSPACE_BYTES && sizeof c_ws >= QZ_X448_WORKSPACE_BYTES,
               "stack_usage: the curves' workspace");

static void op_x25519_keygen(void)
{
    EC_OK(qz_x25519_generate_key(&x25519_priv, &ec_rng, c_ws, sizeof c_ws));
}
static void op_x25519(void)
{
    uint8_t peer[32];

    ec_fill(NULL, peer, sizeof peer);
    EC_OK(qz_x25519(&x25519_priv, c_ws, sizeof c_ws, out, 32, peer, sizeof peer));
}
static void op_ed25519_set(void)
{
    EC_OK(qz_ed25519_set_private_key(&ed25519_priv, c_ws, sizeof c_ws, msg, 32));
}
static void op_ed25519_sign(void)
{
    EC_OK(qz_ed25519_sign(&ed25519_priv, c_ws, sizeof c_ws, c_sig, 64, msg, 100));
}
static void op_ed25519ph_sign(void)
{
    EC_OK(qz_ed25519ph_sign(&ed25519_priv, c_ws, sizeof c_ws, c_sig + 64, 64, NULL, 0, msg, 100));
}
/* The signature of the qz_ed25519_sign row. */
static void op_ed25519_verify(void)
{
    uint8_t pub[32];

    EC_OK(qz_ed25519_get_public_key(&ed25519_priv, pub, sizeof pub));
    EC_OK(qz_ed25519_set_public_key(&ed25519_pub, c_ws, sizeof c_ws, pub, sizeof pub));
    EC_OK(qz_ed25519_verify(&ed25519_pub, c_ws, sizeof c_ws, msg, 100, c_sig, 64));
}
static void op_x448_keygen(void)
{
    EC_OK(qz_x448_generate_key(&x448_priv, &ec_rng, c_ws, sizeof c_ws));
}
static void op_x448(void)
{
    uint8_t peer[56];

    ec_fill(NULL, peer, sizeof peer);
    EC_OK(qz_x448(&x448_priv, c_ws, sizeof c_ws, out, 56, peer, sizeof peer));
}
static void op_ed448_set(void)
{
    EC_OK(qz_ed448_set_private_key(&ed448_priv, c_ws, sizeof c_ws, msg, 57));
}
static void op_ed448_sign(void)
{
    EC_OK(qz_ed448_sign(&ed448_priv, c_ws, sizeof c_ws, c_sig, 114, NULL, 0, msg, 100));
}
static void op_ed448ph_sign(void)
{
    uint8_t sig[114];

    EC_OK(qz_ed448ph_sign(&ed448_priv, c_ws, sizeof c_ws, sig, sizeof sig, NULL, 0, msg, 100));
}
/* The signature of the qz_ed448_sign row. */
static void op_ed448_verify(void)
{
    uint8_t pub[57];

    EC_OK(qz_ed448_get_public_key(&ed448_priv, pub, sizeof pub));
    EC_OK(qz_ed448_set_public_key(&ed448_pub, c_ws, sizeof c_ws, pub, sizeof pub));
    EC_OK(qz_ed448_verify(&ed448_pub, c_ws, sizeof c_ws, NULL, 0, msg, 100, c_sig, 114));
}

/* ML-KEM-768 (the three sets measure the same: they differ in loop
 * counts, not in frames; -DMK_BITS=512 or 1024 measures another). The
 * workspace is a static caller's buffer (QZ_MLKEM_*_WORKSPACE_BYTES,
 * printed below); the first row makes the key pair the next rows use. The
 * figures of the calls that compute are their stack wipe's
 * (MLKEM_STACK_WIPE, lib/mlkem/kem.c), which reaches past the deepest
 * frame. */
#ifndef MK_BITS
#define MK_BITS 768
#endif
#define MK_PASTE(b) QZ_MLKEM##b
#define MK_SET_OF(b) MK_PASTE(b)
#define MK_STACK_SET MK_SET_OF(MK_BITS)
#define MK_EKB(b) QZ_MLKEM_EK_BYTES(b)
#define MK_DKB(b) QZ_MLKEM_DK_BYTES(b)
#define MK_CTB(b) QZ_MLKEM_CT_BYTES(b)
static uint32_t mk_ws[QZ_MLKEM_WORKSPACE_MAX_BYTES / 4];
static uint8_t mk_seed[QZ_MLKEM_SEED_BYTES], mk_m[QZ_MLKEM_M_BYTES], mk_ss[QZ_MLKEM_SS_BYTES];
static uint8_t mk_ek[MK_EKB(MK_BITS)], mk_dk[MK_DKB(MK_BITS)], mk_ct[MK_CTB(MK_BITS)];
static uint8_t mk_out[MK_DKB(MK_BITS)];
static const size_t mk_ekl = sizeof mk_ek, mk_dkl = sizeof mk_dk, mk_ctl = sizeof mk_ct;

static void op_mlkem_keygen(void)
{
    for (unsigned i = 0; i < 64; i++)
        mk_seed[i] = (uint8_t)(0x35 + 13 * i);
    memset(mk_m, 0x5d, sizeof mk_m);
    EC_OK(qz_mlkem_generate_key_derand(MK_STACK_SET, mk_ws, sizeof mk_ws, mk_ek, mk_ekl, mk_dk,
                                       mk_dkl, mk_seed, 64));
}
static void op_mlkem_keygen_seed(void)
{
    EC_OK(qz_mlkem_generate_key_derand(MK_STACK_SET, mk_ws, sizeof mk_ws, mk_out, mk_ekl, mk_out,
                                       64, mk_seed, 64));
}
static void op_mlkem_generate(void)
{
    EC_OK(qz_mlkem_generate_key(MK_STACK_SET, &ec_rng, mk_ws, sizeof mk_ws, mk_out, mk_ekl,
                                mk_out, mk_dkl));
}
static void op_mlkem_get_ek(void)
{
    EC_OK(qz_mlkem_get_encaps_key(MK_STACK_SET, mk_ws, sizeof mk_ws, mk_out, mk_ekl, mk_dk,
                                  mk_dkl));
}
static void op_mlkem_get_ek_seed(void)
{
    EC_OK(qz_mlkem_get_encaps_key(MK_STACK_SET, mk_ws, sizeof mk_ws, mk_out, mk_ekl, mk_seed,
                                  64));
}
static void op_mlkem_encaps_derand(void)
{
    EC_OK(qz_mlkem_encaps_derand(MK_STACK_SET, mk_ws, sizeof mk_ws, mk_ss, 32, mk_ct, mk_ctl,
                                 mk_ek, mk_ekl, mk_m, 32));
}
static void op_mlkem_encaps(void)
{
    EC_OK(qz_mlkem_encaps(MK_STACK_SET, &ec_rng, mk_ws, sizeof mk_ws, mk_ss, 32, mk_out, mk_ctl,
                          mk_ek, mk_ekl));
}
static void op_mlkem_decaps(void)
{
    EC_OK(qz_mlkem_decaps(MK_STACK_SET, mk_ws, sizeof mk_ws, mk_ss, 32, mk_dk, mk_dkl, mk_ct,
                          mk_ctl));
}
static void op_mlkem_decaps_seed(void)
{
    EC_OK(qz_mlkem_decaps(MK_STACK_SET, mk_ws, sizeof mk_ws, mk_ss, 32, mk_seed, 64, mk_ct,
                          mk_ctl));
}
static void op_mlkem_decaps_ck(void)
{
    EC_OK(qz_mlkem_decaps_checked_key(MK_STACK_SET, mk_ws, sizeof mk_ws, mk_ss, 32, mk_dk, mk_dkl,
                                      mk_ct, mk_ctl));
}
static void op_mlkem_decaps_ck_seed(void)
{
    EC_OK(qz_mlkem_decaps_checked_key(MK_STACK_SET, mk_ws, sizeof mk_ws, mk_ss, 32, mk_seed, 64,
                                      mk_ct, mk_ctl));
}
static void op_mlkem_check_ek(void)
{
    EC_OK(qz_mlkem_check_encaps_key(MK_STACK_SET, mk_ek, mk_ekl));
}
static void op_mlkem_check_dk(void)
{
    EC_OK(qz_mlkem_check_decaps_key(MK_STACK_SET, mk_dk, mk_dkl));
}

/* ML-DSA-44 (the three sets measure the same: their frames are the same,
 * k and l change loop counts and the workspace; -DDS_SET=65 or 87
 * measures another). The workspace is a static caller's buffer
 * (QZ_MLDSA_*_WORKSPACE_BYTES, printed below); the first row makes the key
 * pair, sign and sign_prehash_digest the signatures the verification rows
 * check. Key generation and signing end with their stack wipe
 * (QZI_MLDSA_STACK_WIPE, lib/mldsa/mldsa_stack.h), most of their figure;
 * the pre-hash rows hash 100 bytes of message with SHA-512 (the deepest
 * hash). */
#ifndef DS_SET
#define DS_SET 44
#endif
#define DS_PASTE(b) QZ_MLDSA##b
#define DS_SET_OF(b) DS_PASTE(b)
#define DS_STACK_SET DS_SET_OF(DS_SET)
#define DS_PKB(b) QZ_MLDSA_PK_BYTES(b)
#define DS_SKB(b) QZ_MLDSA_SK_BYTES(b)
#define DS_SIGB(b) QZ_MLDSA_SIG_BYTES(b)
#define DS_WSB(b) QZ_MLDSA_WORKSPACE_BYTES(b)
static uint32_t ds_ws[DS_WSB(DS_SET) / 4];
static uint8_t ds_xi[32], ds_mu[64], ds_digest[64];
static uint8_t ds_pk[DS_PKB(DS_SET)], ds_sk[DS_SKB(DS_SET)], ds_out[DS_SKB(DS_SET)];
static uint8_t ds_sig[DS_SIGB(DS_SET)], ds_sig_ph[DS_SIGB(DS_SET)];
static const size_t ds_pkl = sizeof ds_pk, ds_skl = sizeof ds_sk, ds_sgl = sizeof ds_sig;
static const uint8_t ds_ctx[8] = {0x63, 0x74, 0x78};

static void op_mldsa_keygen(void)
{
    for (unsigned i = 0; i < 32; i++)
        ds_xi[i] = (uint8_t)(0x17 + 29 * i);
    EC_OK(qz_mldsa_generate_key_derand(DS_STACK_SET, ds_ws, sizeof ds_ws, ds_pk, ds_pkl, ds_sk,
                                       ds_skl, ds_xi, 32));
}
static void op_mldsa_keygen_sk(void)
{
    EC_OK(qz_mldsa_generate_key_derand(DS_STACK_SET, ds_ws, sizeof ds_ws, NULL, 0, ds_out, ds_skl,
                                       ds_xi, 32));
}
static void op_mldsa_generate(void)
{
    EC_OK(qz_mldsa_generate_key(DS_STACK_SET, &ec_rng, ds_ws, sizeof ds_ws, ds_sig, ds_pkl,
                                ds_out, ds_skl));
}
static void op_mldsa_sign(void)
{
    EC_OK(qz_mldsa_sign(DS_STACK_SET, ds_ws, sizeof ds_ws, ds_sig, ds_sgl, ds_sk, ds_skl, ds_ctx,
                        sizeof ds_ctx, msg, 100));
}
static void op_mldsa_sign_hedged(void)
{
    EC_OK(qz_mldsa_sign_hedged(DS_STACK_SET, &ec_rng, ds_ws, sizeof ds_ws, ds_out, ds_sgl, ds_sk,
                               ds_skl, ds_ctx, sizeof ds_ctx, msg, 100));
}
static void op_mldsa_sign_ph(void)
{
    EC_OK(qz_mldsa_sign_prehash(DS_STACK_SET, QZ_HASH_SHA512, ds_ws, sizeof ds_ws, ds_out,
                                ds_sgl, ds_sk, ds_skl, ds_ctx, sizeof ds_ctx, msg, 100));
}
static void op_mldsa_sign_ph_hedged(void)
{
    EC_OK(qz_mldsa_sign_prehash_hedged(DS_STACK_SET, QZ_HASH_SHA512, &ec_rng, ds_ws,
                                       sizeof ds_ws, ds_out, ds_sgl, ds_sk, ds_skl, ds_ctx,
                                       sizeof ds_ctx, msg, 100));
}
static void op_mldsa_sign_digest(void)
{
    EC_OK(qz_sha512(ds_digest, msg, 100));
    EC_OK(qz_mldsa_sign_prehash_digest(DS_STACK_SET, QZ_HASH_SHA512, ds_ws, sizeof ds_ws,
                                       ds_sig_ph, ds_sgl, ds_sk, ds_skl, ds_ctx, sizeof ds_ctx,
                                       ds_digest, 64));
}
static void op_mldsa_sign_digest_hedged(void)
{
    EC_OK(qz_mldsa_sign_prehash_digest_hedged(DS_STACK_SET, QZ_HASH_SHA512, &ec_rng, ds_ws,
                                              sizeof ds_ws, ds_out, ds_sgl, ds_sk, ds_skl,
                                              ds_ctx, sizeof ds_ctx, ds_digest, 64));
}
static void op_mldsa_compute_mu(void)
{
    EC_OK(qz_mldsa_compute_mu(DS_STACK_SET, ds_mu, 64, ds_pk, ds_pkl, ds_ctx, sizeof ds_ctx, msg,
                              100));
}
static void op_mldsa_sign_mu(void)
{
    EC_OK(qz_mldsa_sign_mu(DS_STACK_SET, ds_ws, sizeof ds_ws, ds_out, ds_sgl, ds_sk, ds_skl,
                           ds_mu, 64));
}
static void op_mldsa_sign_mu_hedged(void)
{
    EC_OK(qz_mldsa_sign_mu_hedged(DS_STACK_SET, &ec_rng, ds_ws, sizeof ds_ws, ds_out, ds_sgl,
                                  ds_sk, ds_skl, ds_mu, 64));
}
static void op_mldsa_verify(void)
{
    EC_OK(qz_mldsa_verify(DS_STACK_SET, ds_ws, sizeof ds_ws, ds_pk, ds_pkl, ds_ctx, sizeof ds_ctx,
                          msg, 100, ds_sig, ds_sgl));
}
static void op_mldsa_verify_ph(void)
{
    EC_OK(qz_mldsa_verify_prehash(DS_STACK_SET, QZ_HASH_SHA512, ds_ws, sizeof ds_ws, ds_pk,
                                  ds_pkl, ds_ctx, sizeof ds_ctx, msg, 100, ds_sig_ph, ds_sgl));
}
static void op_mldsa_verify_digest(void)
{
    EC_OK(qz_mldsa_verify_prehash_digest(DS_STACK_SET, QZ_HASH_SHA512, ds_ws, sizeof ds_ws, ds_pk,
                                         ds_pkl, ds_ctx, sizeof ds_ctx, ds_digest, 64, ds_sig_ph,
                                         ds_sgl));
}
static void op_mldsa_verify_mu(void)
{
    EC_OK(qz_mldsa_verify_mu(DS_STACK_SET, ds_ws, sizeof ds_ws, ds_pk, ds_pkl, ds_mu, 64, ds_sig,
                             ds_sgl));
}

/* RSA-2048 key generation (M4 and M33 builds only: the M0+'s programs run
 * again in qz-mcusim, where the call's ~0.5G modelled cycles are beyond
 * the budget, doc/testing.md). A source that answers the two candidate
 * draws with tests/ct/rsa_ct_key.h's p and q (ten Miller-Rabin rounds);
 * the workspace apart. */
#ifndef __ARM_ARCH_6M__
#include "tests/ct/rsa_ct_key.h"
static qz_rsa_private_key rsa_kg_key;
static uint32_t rsa_kg_ws[QZ_RSA_KEYGEN_WORKSPACE_BYTES(2048) / 4];
static unsigned rsa_kg_draw;
static int rsa_kg_fill(void *state, uint8_t *o, size_t len)
{
    if (len == 128 && rsa_kg_draw < 2) {
        memcpy(o, rsa_kg_draw++ == 0 ? ct_rsa_p : ct_rsa_q, 128);
        return 0;
    }
    return ec_fill(state, o, len);
}
static const qz_rng rsa_kg_rng = {rsa_kg_fill, NULL};
static void op_rsa_keygen(void)
{
    rsa_kg_draw = 0;
    EC_OK(qz_rsa_generate_key(&rsa_kg_key, 2048, &rsa_kg_rng, rsa_kg_ws, sizeof rsa_kg_ws,
                              NULL, 0));
    qz_rsa_wipe_private_key(&rsa_kg_key);
}
#endif

static const struct {
    const char *name;
    void (*fn)(void);
    size_t budget;
} OPS[] = {
    {"qz_sha256 (one-shot)", op_sha256, 672},
    {"qz_sha256_init/update/final", op_sha256_stream, 496},
    {"qz_sha512 (one-shot)", op_sha512, 896},
    {"qz_sha512_init/update/final", op_sha512_stream, 608},
    {"qz_hmac SHA-256", op_hmac256, 1536},
    {"qz_hmac SHA-512", op_hmac512, 1664},
    {"qz_hmac_init/update/verify SHA-512", op_hmac512_stream, 1136},
    {"qz_hkdf SHA-256", op_hkdf256, 2000},
    {"qz_hkdf SHA-512", op_hkdf512, 2096},
    {"qz_sha3_256 (one-shot)", op_sha3_256, 784},
    {"qz_shake128 (one-shot, 500 B out)", op_shake128, 768},
    {"qz_shake256_init/absorb/squeeze", op_shake_stream, 528},
    {"qz_kmac256 (one-shot)", op_kmac256, 832},
    {"qz_kmac128_init/update/verify", op_kmac_verify, 640},
    {"qz_hmac SHA3-256", op_hmac_sha3, 1584},
    {"qz_aes_set_encrypt_key AES-256", op_aes_set_key, 368},
    {"qz_aes_set_decrypt_key AES-256", op_aes_set_dec_key, 368},
    {"qz_aes_cbc_encrypt 300 B", op_aes_cbc_enc, 928},
    {"qz_aes_cbc_decrypt 288 B", op_aes_cbc_dec, 928},
    {"qz_aes_ctr 300 B", op_aes_ctr, 752},
    {"qz_xts_encrypt 300 B", op_xts, 992},
    {"qz_cmac 300 B", op_cmac, 624},
    {"qz_aes_kwp_wrap 100 B", op_kwp, 608},
    {"qz_gcm_seal 300 B", op_gcm, 1120},
    {"qz_ccm_seal 300 B", op_ccm, 768},
    {"qz_chacha20poly1305_seal 300 B", op_chacha20poly1305, 1024},
    {"qz_xchacha20poly1305 streaming", op_xchacha20poly1305_stream, 752},
    {"qz_hmac_drbg SHA-512", op_hmac_drbg, 2160},
    {"qz_ctr_drbg", op_ctr_drbg, 1568},
    /* NIST curves (the workspace is not included: see below); the key set
     * by the row before is the one used, so the rows run in this order. */
    {"qz_ec_generate_key P-256", op_keygen_p256, 1104},
    {"qz_ec_set_private_key_raw P-256", op_set_raw_p256, 992},
    {"qz_ecdsa_sign_hedged P-256 SHA-512", op_sign_hedged_p256, 1296},
    {"qz_ecdsa_sign_digest_random P-256", op_sign_random_p256, 1056},
    {"qz_ecdsa_sign P-256 SHA-256", op_sign_p256, 1264},
    {"qz_ecdsa_verify P-256 SHA-256", op_verify_p256, 1008},
    {"qz_ecdh P-256", op_ecdh_p256, 1008},
    {"qz_ec_set_public_key_sec1 P-256 compr.", op_decode_p256, 752},
    {"qz_ecdsa_sig_to_der, _from_der P-256", op_der_p256, 272},
    {"qz_ec_generate_key P-521", op_keygen_p521, 1104},
    {"qz_ec_set_public_key_sec1 P-521 compr.", op_decode_p521, 752},
    /* Curve25519 and Curve448 (the workspace apart); in this order (the
     * key rows set the keys the next rows use) */
    {"qz_x25519_generate_key", op_x25519_keygen, 736},
    {"qz_x25519", op_x25519, 704},
    {"qz_ed25519_set_private_key", op_ed25519_set, 752},
    {"qz_ed25519_sign 100 B", op_ed25519_sign, 880},
    {"qz_ed25519ph_sign 100 B", op_ed25519ph_sign, 1056},
    {"qz_ed25519_set_public_key, _verify", op_ed25519_verify, 896},
    {"qz_x448_generate_key", op_x448_keygen, 1008},
    {"qz_x448", op_x448, 992},
    {"qz_ed448_set_private_key", op_ed448_set, 896},
    {"qz_ed448_sign 100 B", op_ed448_sign, 1040},
    {"qz_ed448ph_sign 100 B", op_ed448ph_sign, 1264},
    {"qz_ed448_set_public_key, _verify", op_ed448_verify, 1072},
    /* ML-KEM-768 (the workspace apart); in this order (the first row
     * makes the key pair, encaps_derand the ciphertext). Measured 2026-12-03
     * with the assembly NTT kernels (M4 / M0+ / generic M4 / generic M0+;
     * the M33 as the M4): key generation 756 / 940 / 1,044 / 1,068,
     * encaps_derand 764 / 932 / 1,052 / 1,060, decaps 756 / 932 / 1,044 /
     * 1,060; budgets the largest + 15%. */
    {"qz_mlkem_generate_key_derand", op_mlkem_keygen, 1232},
    {"qz_mlkem_generate_key_derand (seed)", op_mlkem_keygen_seed, 1232},
    {"qz_mlkem_generate_key", op_mlkem_generate, 1352},
    {"qz_mlkem_get_encaps_key", op_mlkem_get_ek, 896},
    {"qz_mlkem_get_encaps_key (seed)", op_mlkem_get_ek_seed, 1200},
    {"qz_mlkem_encaps_derand", op_mlkem_encaps_derand, 1224},
    {"qz_mlkem_encaps", op_mlkem_encaps, 1312},
    {"qz_mlkem_decaps", op_mlkem_decaps, 1224},
    {"qz_mlkem_decaps (seed)", op_mlkem_decaps_seed, 1224},
    {"qz_mlkem_decaps_checked_key", op_mlkem_decaps_ck, 1224},
    {"qz_mlkem_decaps_checked_key (seed)", op_mlkem_decaps_ck_seed, 1224},
    {"qz_mlkem_check_encaps_key", op_mlkem_check_ek, 80},
    {"qz_mlkem_check_decaps_key", op_mlkem_check_dk, 864},
    /* ML-DSA-44 (the workspace apart); in this order (see above).
     * Measured 2026-12-03 (M4 / M0+ / generic M4 / generic M0+; the M33
     * within 8 bytes of the M4): generate_key_derand 484 / 604 / 612 /
     * 644, sign 524 / 636 / 724 / 732, sign_prehash SHA-512 776 / 912 /
     * 868 / 972, verify 344 / 536 / 628 / 660, verify_prehash 776 / 904 /
     * 868 / 964; budgets the largest + 15%. */
    {"qz_mldsa_generate_key_derand", op_mldsa_keygen, 752},
    {"qz_mldsa_generate_key_derand, no pk", op_mldsa_keygen_sk, 752},
    {"qz_mldsa_generate_key", op_mldsa_generate, 832},
    {"qz_mldsa_sign 100 B", op_mldsa_sign, 848},
    {"qz_mldsa_sign_hedged 100 B", op_mldsa_sign_hedged, 864},
    {"qz_mldsa_sign_prehash SHA-512", op_mldsa_sign_ph, 1120},
    {"qz_mldsa_sign_prehash_hedged SHA-512", op_mldsa_sign_ph_hedged, 1136},
    {"qz_mldsa_sign_prehash_digest", op_mldsa_sign_digest, 944},
    {"qz_mldsa_sign_prehash_digest_hedged", op_mldsa_sign_digest_hedged, 944},
    {"qz_mldsa_compute_mu 100 B", op_mldsa_compute_mu, 928},
    {"qz_mldsa_sign_mu", op_mldsa_sign_mu, 912},
    {"qz_mldsa_sign_mu_hedged", op_mldsa_sign_mu_hedged, 912},
    {"qz_mldsa_verify 100 B", op_mldsa_verify, 768},
    {"qz_mldsa_verify_prehash SHA-512", op_mldsa_verify_ph, 1120},
    {"qz_mldsa_verify_prehash_digest", op_mldsa_verify_digest, 848},
    {"qz_mldsa_verify_mu", op_mldsa_verify_mu, 736},
#ifndef __ARM_ARCH_6M__
    /* RSA-2048 key generation (the workspace apart): most of it the stack
     * wipe's reach (QZI_RSA_STACK_WIPE, lib/rsa/rsa_internal.h) and the raw
     * setter's and the fault check's private operation. Measured
     * 2026-12-04 (gcc 12.2 -O2): 1,068 on the M4 with its assembly
     * kernels and with the generic ones; budget + 15%. */
    {"qz_rsa_generate_key RSA-2048", op_rsa_keygen, 1232},
#endif
};

int main(void)
{
    printf("stack bytes per operation (measured: painted stack high-water mark)\n");
    for (size_t i = 0; i < sizeof OPS / sizeof OPS[0]; i++) {
        uintptr_t base = current_sp();
        size_t used;

        paint(base);
        OPS[i].fn();
        used = used_below(base);
        printf("  %-36s %5u\n", OPS[i].name, (unsigned)used);
        QZT_CHECK(used < PAINT_BYTES - 64, "%s: stack beyond the painted area", OPS[i].name);
        QZT_CHECK(used <= OPS[i].budget, "%s: %u bytes exceeds the budget of %u",
                  OPS[i].name, (unsigned)used, (unsigned)OPS[i].budget);
    }
    printf("workspace bytes (caller-provided, apart from the stack), P-256 / P-384 / P-521:\n");
#define WS_LINE(name, m) printf("  %-36s %u / %u / %u\n", name, (unsigned)m(256), \
                                (unsigned)m(384), (unsigned)m(521))
    WS_LINE("keys (QZ_EC_KEY_WORKSPACE_BYTES)", QZ_EC_KEY_WORKSPACE_BYTES);
    WS_LINE("ECDSA sign", QZ_ECDSA_SIGN_WORKSPACE_BYTES);
    WS_LINE("ECDSA verify", QZ_ECDSA_VERIFY_WORKSPACE_BYTES);
    WS_LINE("ECDH", QZ_ECDH_WORKSPACE_BYTES);
#undef WS_LINE
    printf("  %-36s %u / %u / %u / %u\n", "X25519 / Ed25519 / X448 / Ed448",
           (unsigned)QZ_X25519_WORKSPACE_BYTES, (unsigned)QZ_ED25519_WORKSPACE_BYTES,
           (unsigned)QZ_X448_WORKSPACE_BYTES, (unsigned)QZ_ED448_WORKSPACE_BYTES);
    printf("  %-36s %u / %u / %u (seed-form decaps %u / %u / %u)\n", "ML-KEM-512 / 768 / 1024",
           (unsigned)QZ_MLKEM_DECAPS_WORKSPACE_BYTES(512),
           (unsigned)QZ_MLKEM_DECAPS_WORKSPACE_BYTES(768),
           (unsigned)QZ_MLKEM_DECAPS_WORKSPACE_BYTES(1024),
           (unsigned)QZ_MLKEM_DECAPS_SEED_WORKSPACE_BYTES(512),
           (unsigned)QZ_MLKEM_DECAPS_SEED_WORKSPACE_BYTES(768),
           (unsigned)QZ_MLKEM_DECAPS_SEED_WORKSPACE_BYTES(1024));
    printf("  %-36s %u / %u / %u (keygen), %u / %u / %u (sign), %u / %u / %u (verify)\n",
           "ML-DSA-44 / 65 / 87", (unsigned)QZ_MLDSA_KEYGEN_WORKSPACE_BYTES(44),
           (unsigned)QZ_MLDSA_KEYGEN_WORKSPACE_BYTES(65),
           (unsigned)QZ_MLDSA_KEYGEN_WORKSPACE_BYTES(87),
           (unsigned)QZ_MLDSA_SIGN_WORKSPACE_BYTES(44), (unsigned)QZ_MLDSA_SIGN_WORKSPACE_BYTES(65),
           (unsigned)QZ_MLDSA_SIGN_WORKSPACE_BYTES(87),
           (unsigned)QZ_MLDSA_VERIFY_WORKSPACE_BYTES(44),
           (unsigned)QZ_MLDSA_VERIFY_WORKSPACE_BYTES(65),
           (unsigned)QZ_MLDSA_VERIFY_WORKSPACE_BYTES(87));
    return qzt_finish("stack-usage");
}

/*
 * bench_ops.c -- every operation the benchmark times, as small run
 * functions over global buffers, and the table of measured rows.
 *
 * Definitions follow the ST CMOX performance pages (bench/reference/):
 *  - oneshot: one call of the one-shot function on len bytes;
 *  - flow:    init, then update in chunk-byte pieces over len bytes (the
 *             last piece shorter), then final -- CMOX's "data flow"
 *             (cmox_hash_init, cmox_hash_append x N, cmox_hash_generateTag);
 *  - final:   the final call alone, after init and len bytes of update
 *             (CMOX's "final tag generation" row, cmox_hash_generateTag);
 *  - squeeze: XOF output of `out` bytes after absorbing len bytes;
 *  - kernel:  one call of an internal kernel (len = blocks or rounds);
 *  - mean:    chunk calls on different inputs, reported as the mean of a
 *             call (bench.h; ML-DSA signing).
 *
 * Every qzcrypt status is OR-ed into bench_status, which the firmware
 * checks after each row: a failing call never passes as a fast one.
 *
 * Built with -ffunction-sections -fdata-sections so that a footprint image
 * (fp_main.c) that references one run function keeps only that function,
 * the library functions it calls and nothing else of this file.
 */
#include <string.h>

#include "qzcrypt/qzcrypt.h"
#include "internal/aes_kernel.h"
#include "internal/keccak_kernel.h"
#include "internal/sha2_kernel.h"
#include "bench.h"

/* Row names of the post-quantum families in a low-RAM build (CMOX's "Low
 * RAM" rows). */
#if QZ_PQ_LOWRAM
#define BENCH_PQ_SUFFIX "-lowram"
#else
#define BENCH_PQ_SUFFIX ""
#endif

uint8_t bench_msg[BENCH_MSG_BYTES] __attribute__((aligned(8)));
uint8_t bench_out[BENCH_OUT_BYTES] __attribute__((aligned(8)));
static uint8_t bench_key[32] __attribute__((aligned(8)));
static uint8_t bench_custom[16] __attribute__((aligned(8)));
volatile int bench_status;

static union {
    qz_sha256_ctx s256;
    qz_sha512_ctx s512;
    qz_keccak_ctx k;
    qz_hmac_ctx h;
    uint32_t st256[8];
    uint64_t st512[8];
    uint32_t keccak[QZI_KECCAK_STATE_WORDS];
    qz_aes_cbc_ctx cbc;
    qz_aes_ctr_ctx ctr;
    qz_gcm_ctx gcm;
    qz_ccm_ctx ccm;
    qz_chacha20poly1305_ctx cp;
    uint8_t blocks[4 * 16];
} ctx __attribute__((aligned(8)));

/* Caller-held expanded keys of the cipher rows (their size is part of the
 * row's buffer figure). */
static union {
    qz_aes_key aes;
    qz_gcm_key gcm;
} bkey __attribute__((aligned(8)));
static const uint8_t bench_iv[16] = {0xf0, 0xf1, 0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7,
                                     0xf8, 0xf9, 0xfa, 0xfb, 0xfc, 0xfd, 0xfe, 0xff};
static uint8_t bench_tag[16];
static size_t bench_olen;

#define CK(call) (bench_status |= (call))
#define PIECE(o, off) ((o)->len - (off) < (o)->chunk ? (o)->len - (off) : (o)->chunk)

void bench_fill(void)
{
    for (uint32_t i = 0; i < BENCH_MSG_BYTES; i++)
        bench_msg[i] = (uint8_t)(i * 7u + 1u);
    for (uint32_t i = 0; i < sizeof bench_key; i++)
        bench_key[i] = (uint8_t)(0xA0u + i);
    memcpy(bench_custom, "qzcrypt bench S\0", sizeof bench_custom);
    memset(bench_out, 0, sizeof bench_out);
    memset(&ctx, 0, sizeof ctx);
    bench_status = 0;
}

__attribute__((noinline)) void bench_run_noop(const struct bench_op *o)
{
    (void)o;
    __asm__ volatile("" ::: "memory");
}

/* --- SHA-2 and SHA-3: one-shot, data flow, final ------------------------ */
#define HASH_FUNCS(name, member, init, update, final, oneshot)                 \
    void bench_run_##name##_oneshot(const struct bench_op *o)                  \
    {                                                                          \
        CK(oneshot(bench_out, bench_msg, o->len));                             \
    }                                                                          \
    void bench_run_##name##_flow(const struct bench_op *o)                     \
    {                                                                          \
        CK(init(&ctx.member));                                                 \
        for (uint32_t off = 0; off < o->len; off += o->chunk)                  \
            CK(update(&ctx.member, bench_msg + off, PIECE(o, off)));           \
        CK(final(&ctx.member, bench_out));                                     \
    }                                                                          \
    static void setup_##name##_absorbed(const struct bench_op *o)              \
    {                                                                          \
        CK(init(&ctx.member));                                                 \
        CK(update(&ctx.member, bench_msg, o->len));                            \
    }                                                                          \
    void bench_run_##name##_final(const struct bench_op *o)                    \
    {                                                                          \
        (void)o;                                                               \
        CK(final(&ctx.member, bench_out));                                     \
    }

HASH_FUNCS(sha224, s256, qz_sha224_init, qz_sha256_update, qz_sha224_final, qz_sha224)
HASH_FUNCS(sha256, s256, qz_sha256_init, qz_sha256_update, qz_sha256_final, qz_sha256)
HASH_FUNCS(sha384, s512, qz_sha384_init, qz_sha512_update, qz_sha384_final, qz_sha384)
HASH_FUNCS(sha512, s512, qz_sha512_init, qz_sha512_update, qz_sha512_final, qz_sha512)
HASH_FUNCS(sha512_224, s512, qz_sha512_224_init, qz_sha512_update, qz_sha512_224_final,
           qz_sha512_224)
HASH_FUNCS(sha512_256, s512, qz_sha512_256_init, qz_sha512_update, qz_sha512_256_final,
           qz_sha512_256)
HASH_FUNCS(sha3_224, k, qz_sha3_224_init, qz_sha3_update, qz_sha3_224_final, qz_sha3_224)
HASH_FUNCS(sha3_256, k, qz_sha3_256_init, qz_sha3_update, qz_sha3_256_final, qz_sha3_256)
HASH_FUNCS(sha3_384, k, qz_sha3_384_init, qz_sha3_update, qz_sha3_384_final, qz_sha3_384)
HASH_FUNCS(sha3_512, k, qz_sha3_512_init, qz_sha3_update, qz_sha3_512_final, qz_sha3_512)

/* --- SHAKE and cSHAKE ------------------------------------------------------ */
#define SHAKE_FUNCS(name, init, oneshot)                                       \
    void bench_run_##name##_oneshot(const struct bench_op *o)                  \
    {                                                                          \
        CK(oneshot(bench_out, o->out, bench_msg, o->len));                     \
    }                                                                          \
    void bench_run_##name##_flow(const struct bench_op *o)                     \
    {                                                                          \
        CK(init(&ctx.k));                                                      \
        for (uint32_t off = 0; off < o->len; off += o->chunk)                  \
            CK(qz_shake_absorb(&ctx.k, bench_msg + off, PIECE(o, off)));       \
        CK(qz_shake_squeeze(&ctx.k, bench_out, o->out));                       \
        CK(qz_shake_wipe(&ctx.k));                                             \
    }                                                                          \
    static void setup_##name##_absorbed(const struct bench_op *o)              \
    {                                                                          \
        CK(init(&ctx.k));                                                      \
        CK(qz_shake_absorb(&ctx.k, bench_msg, o->len));                        \
    }

SHAKE_FUNCS(shake128, qz_shake128_init, qz_shake128)
SHAKE_FUNCS(shake256, qz_shake256_init, qz_shake256)

/* XOF output after the absorbing setup: the first squeeze pads and
 * permutes, the rest are whole blocks written straight to the output. */
void bench_run_shake_squeeze(const struct bench_op *o)
{
    CK(qz_shake_squeeze(&ctx.k, bench_out, o->out));
}

/* cSHAKE with an empty function name N and a 16-byte customisation S. */
#define CSHAKE_FUNCS(name, init)                                               \
    void bench_run_##name(const struct bench_op *o)                            \
    {                                                                          \
        CK(init(&ctx.k, NULL, 0, bench_custom, sizeof bench_custom));          \
        CK(qz_shake_absorb(&ctx.k, bench_msg, o->len));                        \
        CK(qz_shake_squeeze(&ctx.k, bench_out, o->out));                       \
        CK(qz_shake_wipe(&ctx.k));                                             \
    }
CSHAKE_FUNCS(cshake128, qz_cshake128_init)
CSHAKE_FUNCS(cshake256, qz_cshake256_init)

/* --- KMAC: 32-byte key, empty customisation --------------------------------- */
#define KMAC_FUNCS(name, init, oneshot)                                        \
    void bench_run_##name##_oneshot(const struct bench_op *o)                  \
    {                                                                          \
        CK(oneshot(bench_out, o->out, bench_key, sizeof bench_key, NULL, 0,    \
                   bench_msg, o->len));                                        \
    }                                                                          \
    void bench_run_##name##_flow(const struct bench_op *o)                     \
    {                                                                          \
        CK(init(&ctx.k, bench_key, sizeof bench_key, NULL, 0));                \
        for (uint32_t off = 0; off < o->len; off += o->chunk)                  \
            CK(qz_kmac_update(&ctx.k, bench_msg + off, PIECE(o, off)));        \
        CK(qz_kmac_final(&ctx.k, bench_out, o->out));                          \
    }
KMAC_FUNCS(kmac128, qz_kmac128_init, qz_kmac128)
KMAC_FUNCS(kmac256, qz_kmac256_init, qz_kmac256)

/* --- HMAC (32-byte key) and HKDF -------------------------------------------
 * One run function per hash, naming its descriptor: the footprint image of
 * an HMAC-SHA-256 row then holds SHA-256 only, as a user's would. */
#define HMAC_FUNCS(name, alg)                                                  \
    void bench_run_##name##_oneshot(const struct bench_op *o)                  \
    {                                                                          \
        CK(qz_hmac(alg, bench_out, o->out, bench_key, sizeof bench_key,        \
                   bench_msg, o->len));                                        \
    }                                                                          \
    void bench_run_##name##_flow(const struct bench_op *o)                     \
    {                                                                          \
        CK(qz_hmac_init(&ctx.h, alg, bench_key, sizeof bench_key));            \
        for (uint32_t off = 0; off < o->len; off += o->chunk)                  \
            CK(qz_hmac_update(&ctx.h, bench_msg + off, PIECE(o, off)));        \
        CK(qz_hmac_final(&ctx.h, bench_out, o->out));                          \
    }
HMAC_FUNCS(hmac_sha256, QZ_HASH_SHA256)
HMAC_FUNCS(hmac_sha384, QZ_HASH_SHA384)
HMAC_FUNCS(hmac_sha512, QZ_HASH_SHA512)

/* HKDF-SHA-256: 32-byte salt, len-byte IKM, 10-byte info, out bytes of OKM. */
void bench_run_hkdf_sha256(const struct bench_op *o)
{
    CK(qz_hkdf(QZ_HASH_SHA256, bench_out, o->out, bench_key, sizeof bench_key,
               bench_msg, o->len, bench_custom, 10));
}

/* --- NIST curves ----------------------------------------------------------
 * One run function per curve and operation (the footprint image of a
 * P-256 row holds P-256 only). Fixed inputs: the private scalar is
 * bench_key's bytes repeated (below n on every curve), the digest the first
 * bytes of bench_msg. Rows, as CMOX's and Cyclone's:
 *  - keygen: qz_ec_generate_key from a fixed counting qz_rng (d, then Q = dG);
 *  - sign:   qz_ecdsa_sign_digest, RFC 6979 nonce over the hash of the
 *            curve's size (SHA-256, SHA-384, SHA-512), the digest given;
 *  - sign-random (P-256): qz_ecdsa_sign_digest_random, the nonce from the
 *            counting qz_rng (CMOX's signing takes its random bytes from
 *            the caller: the like-for-like row for its figures);
 *  - verify: qz_ecdsa_verify_digest of that signature (untimed setup);
 *  - shared: ECDH with the peer's validation: qz_ec_set_public_key_sec1 of
 *            an uncompressed point, then qz_ecdh.
 * Buffer = the key objects the caller keeps plus the workspace. */
static qz_ec_private_key ec_priv;
static qz_ec_public_key ec_pub;
static uint8_t ec_sig[QZ_ECDSA_SIG_BYTES(521)];
static uint8_t ec_peer[1 + 2 * QZ_EC_BYTES(521)];

/* ML-DSA rows (see "ML-DSA" below). The M0+ board (the U083's 40 KiB of
 * SRAM, 10 KiB of it kept free for the stack and printf: bench/ld) holds
 * ML-DSA-44's rows only where their workspaces fit in 10 KiB beside the
 * 16 KiB of message and output buffers: key generation and verification
 * when both do, signing when it does too (the low-RAM profile). The M4
 * and M33 boards take every set's key generation and verification and
 * ML-DSA-44's signing (the CMOX rows; ML-DSA-87's speed-profile signing
 * workspace alone is larger than the G474's SRAM). */
#if defined(__ARM_ARCH_6M__)
#define BENCH_M0_WS_MAX 10240u
#define BENCH_MLDSA_ALL_SETS 0
#define BENCH_MLDSA_ROWS                                                                   \
    (QZ_MLDSA_KEYGEN_WORKSPACE_BYTES(44) <= BENCH_M0_WS_MAX &&                             \
     QZ_MLDSA_VERIFY_WORKSPACE_BYTES(44) <= BENCH_M0_WS_MAX)
#define BENCH_MLDSA_SIGN                                                                   \
    (BENCH_MLDSA_ROWS && QZ_MLDSA_SIGN_WORKSPACE_BYTES(44) <= BENCH_M0_WS_MAX)
#else
#define BENCH_MLDSA_ALL_SETS 1
#define BENCH_MLDSA_ROWS 1
#define BENCH_MLDSA_SIGN 1
#endif
#define BENCH_MAX(a, b) ((a) > (b) ? (a) : (b))
#if BENCH_MLDSA_ROWS
#define BENCH_MLDSA_WS_BYTES                                                               \
    BENCH_MAX(BENCH_MAX(QZ_MLDSA_KEYGEN_WORKSPACE_BYTES(44), QZ_MLDSA_VERIFY_WORKSPACE_BYTES(44)), \
              BENCH_MAX(BENCH_MLDSA_SIGN ? QZ_MLDSA_SIGN_WORKSPACE_BYTES(44) : 0u,              \
                        BENCH_MLDSA_ALL_SETS ? BENCH_MAX(QZ_MLDSA_KEYGEN_WORKSPACE_BYTES(87),    \
                                                         QZ_MLDSA_VERIFY_WORKSPACE_BYTES(87))    \
                                             : 0u))
#else
#define BENCH_MLDSA_WS_BYTES 4u
#endif

/* RSA (see "RSA" below): the largest workspace of the rows this build
 * runs. Without the CRT at HIGH (RSA-3072: 14,600 bytes) in a full run
 * (bench/run --full) only; CI's rows need the CRT's HIGH (7,688). The M0+
 * never runs the non-CRT rows above LOW (5,384): its board image (the
 * U083's 40 KiB of SRAM) has 672 bytes to spare with 7,688, and MID needs
 * 8,456. */
#if BENCH_FULL && !defined(__ARM_ARCH_6M__)
#define BENCH_RSA_NONCRT_MAX_W 5
#else
#define BENCH_RSA_NONCRT_MAX_W 3
#endif
#define BENCH_RSA_WS_BYTES                                                                 \
    BENCH_MAX(QZ_RSA_NONCRT_WORKSPACE_BYTES_W(3072, BENCH_RSA_NONCRT_MAX_W),               \
              QZ_RSA_PRIVATE_WORKSPACE_BYTES_HIGH(3072))

/* The public-key families' workspaces: one area, since a row's setup and
 * run use their own family's only (the key objects and signatures that
 * rows keep are apart). Keeps the M0+ board image within the U083's 40 KiB
 * of SRAM. */
static union {
    uint32_t ec[QZ_EC_WORKSPACE_MAX_BYTES / 4];
    uint32_t x25519[QZ_X25519_WORKSPACE_BYTES / 4];
    uint32_t ed25519[QZ_ED25519_WORKSPACE_BYTES / 4];
    uint32_t x448[QZ_X448_WORKSPACE_BYTES / 4];
    uint32_t ed448[QZ_ED448_WORKSPACE_BYTES / 4];
    uint32_t mlkem[QZ_MLKEM_ENCAPS_WORKSPACE_BYTES(1024) / 4];
    uint32_t mldsa[BENCH_MLDSA_WS_BYTES / 4];
    struct {
#if !defined(__ARM_ARCH_6M__)
        union {
            qz_rsa_private_key priv;
            qz_rsa_public_key pub;
        } key;
#endif
        uint32_t ws[BENCH_RSA_WS_BYTES / 4];
    } rsa;
} pk_ws;
#define ec_ws pk_ws.ec
#define x25519_ws pk_ws.x25519
#define ed25519_ws pk_ws.ed25519
#define x448_ws pk_ws.x448
#define ed448_ws pk_ws.ed448
#define mlkem_ws pk_ws.mlkem
#define mldsa_ws pk_ws.mldsa
#if !defined(__ARM_ARCH_6M__)
#define rsa_priv pk_ws.rsa.key.priv
#define rsa_pub pk_ws.rsa.key.pub
#else
/* the M0+: the key object in bench_out after the signature (setup and
 * run only), as ML-DSA-44's keys there: the U083 board's 40 KiB */
#define BENCH_RSA_KEY_AT 512u
#define rsa_priv (*(qz_rsa_private_key *)(void *)(bench_out + BENCH_RSA_KEY_AT))
#define rsa_pub (*(qz_rsa_public_key *)(void *)(bench_out + BENCH_RSA_KEY_AT))
_Static_assert(BENCH_RSA_KEY_AT + sizeof(qz_rsa_private_key) <= BENCH_OUT_BYTES &&
                   BENCH_RSA_KEY_AT >= QZ_RSA_BYTES(3072),
               "the RSA key object fits in bench_out after the signature");
#endif
#define rsa_ws pk_ws.rsa.ws

static int ec_count_fill(void *st, uint8_t *out, size_t len)
{
    (void)st;
    for (size_t i = 0; i < len; i++)
        out[i] = (uint8_t)(0x11u + i);
    return 0;
}
static const qz_rng ec_rng = {ec_count_fill, NULL};

static void ec_scalar(uint8_t *d, size_t len)
{
    for (size_t i = 0; i < len; i++)
        d[i] = bench_key[i % sizeof bench_key];
    d[0] &= 0x7f; /* below n on every curve (P-521's top byte: 0x01) */
    if (len == 66)
        d[0] &= 0x01;
}

/* A signing or verifying program names its curve somewhere (where it sets
 * the key); the footprint image of the row must hold what that pulls in
 * (the descriptor, its field kernels and tables): a check that the key is
 * on the row's curve, which costs nothing measurable. */
#define EC_NAMES_CURVE(have, curve) CK((have) == (curve) ? 0 : -1)

#define EC_FUNCS(name, crv, hash, bits, dig)                                 \
    static void setup_##name##_key(const struct bench_op *o)                   \
    {                                                                          \
        uint8_t d[QZ_EC_BYTES(bits)];                                          \
        (void)o;                                                               \
        ec_scalar(d, sizeof d);                                                \
        CK(qz_ec_set_private_key_raw(&ec_priv, crv, ec_ws, sizeof ec_ws, d,  \
                                     sizeof d));                               \
        CK(qz_ec_get_public_key(&ec_pub, &ec_priv));                           \
        CK(qz_ecdsa_sign_digest(&ec_priv, hash, ec_ws, sizeof ec_ws, ec_sig,   \
                                QZ_ECDSA_SIG_BYTES(bits), bench_msg, dig));    \
        CK(qz_ec_get_public_key_sec1(&ec_pub, ec_peer, 1 + 2 * QZ_EC_BYTES(bits))); \
    }                                                                          \
    void bench_run_ec_##name##_keygen(const struct bench_op *o)                   \
    {                                                                          \
        (void)o;                                                               \
        CK(qz_ec_generate_key(&ec_priv, crv, &ec_rng, ec_ws, sizeof ec_ws)); \
    }                                                                          \
    void bench_run_ecdsa_##name##_sign(const struct bench_op *o)                     \
    {                                                                          \
        EC_NAMES_CURVE(ec_priv.curve, crv);                                  \
        CK(qz_ecdsa_sign_digest(&ec_priv, hash, ec_ws, sizeof ec_ws, bench_out, \
                                QZ_ECDSA_SIG_BYTES(bits), bench_msg, o->len)); \
    }                                                                          \
    void bench_run_ecdsa_##name##_verify(const struct bench_op *o)                   \
    {                                                                          \
        EC_NAMES_CURVE(ec_pub.curve, crv);                                   \
        CK(qz_ecdsa_verify_digest(&ec_pub, ec_ws, sizeof ec_ws, bench_msg,     \
                                  o->len, ec_sig, QZ_ECDSA_SIG_BYTES(bits)));  \
    }                                                                          \
    void bench_run_ecdh_##name##_shared(const struct bench_op *o)                     \
    {                                                                          \
        qz_ec_public_key peer;                                                 \
        (void)o;                                                               \
        CK(qz_ec_set_public_key_sec1(&peer, crv, ec_ws, sizeof ec_ws,        \
                                     ec_peer, 1 + 2 * QZ_EC_BYTES(bits)));     \
        CK(qz_ecdh(&ec_priv, &peer, ec_ws, sizeof ec_ws, bench_out,            \
                   QZ_EC_BYTES(bits)));                                        \
    }
EC_FUNCS(p256, QZ_EC_P256, QZ_HASH_SHA256, 256, 32)
/* P-256 signing with a random nonce (qz_ecdsa_sign_digest_random, the
 * counting qz_rng: its first candidate is below n): CMOX's cmox_ecdsa_sign
 * takes the nonce's random bytes from its caller, so its signing image
 * holds no hash; this row's image is the like-for-like one (no SHA-256,
 * HMAC or RFC 6979). */
void bench_run_ecdsa_p256_sign_random(const struct bench_op *o)
{
    EC_NAMES_CURVE(ec_priv.curve, QZ_EC_P256);
    CK(qz_ecdsa_sign_digest_random(&ec_priv, &ec_rng, ec_ws, sizeof ec_ws, bench_out,
                                   QZ_ECDSA_SIG_BYTES(256), bench_msg, o->len));
}
EC_FUNCS(p384, QZ_EC_P384, QZ_HASH_SHA384, 384, 48)
EC_FUNCS(p521, QZ_EC_P521, QZ_HASH_SHA512, 521, 64)

/* --- X25519 and Ed25519 ---------------------------------------------------
 * One run function per operation, so that each footprint image holds its
 * operation only (X25519 no Edwards code; signing no verifier; verifying no
 * fixed-base comb). Fixed inputs: the private key (X25519 scalar, Ed25519
 * seed) is bench_key; the X25519 peer is the public value of another key
 * (bench_key's bytes reversed). Rows, as Cyclone's and CMOX's:
 *  - x25519-keygen: qz_x25519_generate_key from the counting qz_rng
 *            (clamped scalar, then its public value: one ladder);
 *  - x25519-shared: qz_x25519 of the key object set in the untimed setup
 *            and the peer's 32 bytes;
 *  - ed25519-sign: qz_ed25519_sign of len (1023) bytes of bench_msg, the
 *            key object set in the untimed setup;
 *  - ed25519-verify: qz_ed25519_verify of that signature against the
 *            public key object set (decoded and validated) in the setup.
 * Buffer = the key object the caller keeps plus the workspace. */
static qz_x25519_private_key x25519_priv;
static uint8_t x25519_peer[QZ_X25519_BYTES];
static qz_ed25519_private_key ed25519_priv;
static qz_ed25519_public_key ed25519_pub;
static uint8_t ed25519_sig[QZ_ED25519_SIG_BYTES];

static void setup_x25519_key(const struct bench_op *o)
{
    qz_x25519_private_key other;
    uint8_t k[32];
    (void)o;
    for (size_t i = 0; i < sizeof k; i++)
        k[i] = bench_key[sizeof k - 1 - i];
    CK(qz_x25519_set_private_key(&other, x25519_ws, sizeof x25519_ws, k, sizeof k));
    CK(qz_x25519_get_public_key(&other, x25519_peer, sizeof x25519_peer));
    qz_x25519_wipe_private_key(&other);
    CK(qz_x25519_set_private_key(&x25519_priv, x25519_ws, sizeof x25519_ws, bench_key,
                                 sizeof bench_key));
}

void bench_run_x25519_keygen(const struct bench_op *o)
{
    (void)o;
    CK(qz_x25519_generate_key(&x25519_priv, &ec_rng, x25519_ws, sizeof x25519_ws));
}

void bench_run_x25519_shared(const struct bench_op *o)
{
    (void)o;
    CK(qz_x25519(&x25519_priv, x25519_ws, sizeof x25519_ws, bench_out, QZ_X25519_BYTES,
                 x25519_peer, sizeof x25519_peer));
}

static void setup_ed25519_key(const struct bench_op *o)
{
    uint8_t pub[QZ_ED25519_PUBLIC_BYTES];
    CK(qz_ed25519_set_private_key(&ed25519_priv, ed25519_ws, sizeof ed25519_ws, bench_key,
                                  sizeof bench_key));
    CK(qz_ed25519_sign(&ed25519_priv, ed25519_ws, sizeof ed25519_ws, ed25519_sig,
                       sizeof ed25519_sig, bench_msg, o->len));
    CK(qz_ed25519_get_public_key(&ed25519_priv, pub, sizeof pub));
    CK(qz_ed25519_set_public_key(&ed25519_pub, ed25519_ws, sizeof ed25519_ws, pub,
                                 sizeof pub));
}

void bench_run_ed25519_sign(const struct bench_op *o)
{
    CK(qz_ed25519_sign(&ed25519_priv, ed25519_ws, sizeof ed25519_ws, bench_out,
                       QZ_ED25519_SIG_BYTES, bench_msg, o->len));
}

void bench_run_ed25519_verify(const struct bench_op *o)
{
    CK(qz_ed25519_verify(&ed25519_pub, ed25519_ws, sizeof ed25519_ws, bench_msg, o->len,
                         ed25519_sig, sizeof ed25519_sig));
}

/* --- ML-KEM ----------------------------------------------------------------
 * The CMOX rows: key generation (qz_mlkem_generate_key from the counting
 * qz_rng: the seed draw is in the row, as CMOX's takes its randomness),
 * encapsulation (qz_mlkem_encaps to the encapsulation key made in the
 * untimed setup, with the modulus check and H(ek)) and decapsulation
 * (qz_mlkem_decaps of a ciphertext to the expanded decapsulation key, with
 * the hash check), for each set; and decaps-checked, the same without the
 * per-call hash check of dk (qz_mlkem_decaps_checked_key: a key checked
 * once, or made by this library; FIPS 203 section 7.3). The keys are byte strings the caller
 * keeps (CMOX's are too); buffer = the operation's workspace. */
/* The keys and the ciphertext in bench_out, after the shared secret
 * (a row's setup and run only; keeps the M0+ board image within its SRAM). */
#define mlkem_ek (bench_out + 64)
#define mlkem_dk (mlkem_ek + QZ_MLKEM_EK_BYTES(1024))
#define mlkem_ct (mlkem_dk + QZ_MLKEM_DK_BYTES(1024))
_Static_assert(64 + QZ_MLKEM_EK_BYTES(1024) + QZ_MLKEM_DK_BYTES(1024) + QZ_MLKEM_CT_BYTES(1024) <=
                   sizeof bench_out,
               "the ML-KEM buffers fit in bench_out");

#define MLKEM_BENCH(set)                                                                   \
    static void setup_mlkem##set(const struct bench_op *o)                                 \
    {                                                                                      \
        (void)o;                                                                           \
        CK(qz_mlkem_generate_key(QZ_MLKEM##set, &ec_rng, mlkem_ws, sizeof mlkem_ws,        \
                                 mlkem_ek, QZ_MLKEM_EK_BYTES(set), mlkem_dk,               \
                                 QZ_MLKEM_DK_BYTES(set)));                                 \
        CK(qz_mlkem_encaps(QZ_MLKEM##set, &ec_rng, mlkem_ws, sizeof mlkem_ws, bench_out,   \
                           QZ_MLKEM_SS_BYTES, mlkem_ct, QZ_MLKEM_CT_BYTES(set), mlkem_ek,  \
                           QZ_MLKEM_EK_BYTES(set)));                                       \
    }                                                                                      \
    void bench_run_mlkem##set##_keygen(const struct bench_op *o)                           \
    {                                                                                      \
        (void)o;                                                                           \
        CK(qz_mlkem_generate_key(QZ_MLKEM##set, &ec_rng, mlkem_ws,                         \
                                 QZ_MLKEM_KEYGEN_WORKSPACE_BYTES(set), mlkem_ek,           \
                                 QZ_MLKEM_EK_BYTES(set), mlkem_dk, QZ_MLKEM_DK_BYTES(set))); \
    }                                                                                      \
    void bench_run_mlkem##set##_encaps(const struct bench_op *o)                           \
    {                                                                                      \
        (void)o;                                                                           \
        CK(qz_mlkem_encaps(QZ_MLKEM##set, &ec_rng, mlkem_ws,                               \
                           QZ_MLKEM_ENCAPS_WORKSPACE_BYTES(set), bench_out,                \
                           QZ_MLKEM_SS_BYTES, mlkem_ct, QZ_MLKEM_CT_BYTES(set), mlkem_ek,  \
                           QZ_MLKEM_EK_BYTES(set)));                                       \
    }                                                                                      \
    void bench_run_mlkem##set##_decaps(const struct bench_op *o)                           \
    {                                                                                      \
        (void)o;                                                                           \
        CK(qz_mlkem_decaps(QZ_MLKEM##set, mlkem_ws, QZ_MLKEM_DECAPS_WORKSPACE_BYTES(set),  \
                           bench_out, QZ_MLKEM_SS_BYTES, mlkem_dk, QZ_MLKEM_DK_BYTES(set), \
                           mlkem_ct, QZ_MLKEM_CT_BYTES(set)));                             \
    }                                                                                      \
    void bench_run_mlkem##set##_decaps_checked(const struct bench_op *o)                   \
    {                                                                                      \
        (void)o;                                                                           \
        CK(qz_mlkem_decaps_checked_key(QZ_MLKEM##set, mlkem_ws,                            \
                                       QZ_MLKEM_DECAPS_WORKSPACE_BYTES(set), bench_out,    \
                                       QZ_MLKEM_SS_BYTES, mlkem_dk, QZ_MLKEM_DK_BYTES(set), \
                                       mlkem_ct, QZ_MLKEM_CT_BYTES(set)));                 \
    }
MLKEM_BENCH(512)
MLKEM_BENCH(768)
MLKEM_BENCH(1024)

/* --- ML-DSA ----------------------------------------------------------------
 * The CMOX rows (ML-DSA-44/65/87 key generation and verification, ML-DSA-44
 * signing; CMOX's "Low RAM" rows are the low-RAM build's, whose op names end
 * in -lowram): key generation from the counting qz_rng; deterministic
 * signing (rnd = 0, empty context) of a 32-byte message, CMOX's message
 * length, with the key made in the untimed setup from the seed bench_key;
 * verification of that signature (the setup takes it from mldsa_sigs.h,
 * noble's signature over the same inputs: no board image holds every set's
 * speed-profile signing workspace, and a signature that our key does not
 * verify fails the row). Signing takes a number of attempts that
 * depends on the message, so besides the one-message row (oneshot: this
 * message's signature is accepted at its first attempt, as CMOX's figure
 * is the fastest it observed) a "mean" row signs `chunk` messages (message i: bench_msg's first
 * 32 bytes with i added to its first two bytes) and reports the mean
 * (bench_main.c): issue 15's figure for the speed profile on the M4 and
 * M33, run once, in the simulator only. The keys
 * and signatures are byte strings the caller keeps; buffer = the
 * operation's workspace. */
#if BENCH_MLDSA_ROWS
#define BENCH_MLDSA_MSG_BYTES 32u
#include "mldsa_sigs.h"
#if BENCH_MLDSA_ALL_SETS
#define BENCH_MLDSA_PK_MAX QZ_MLDSA_PK_BYTES(87)
#define BENCH_MLDSA_SK_MAX QZ_MLDSA_SK_BYTES(87)
#define BENCH_MLDSA_SIG_MAX QZ_MLDSA_SIG_BYTES(87)
static uint8_t mldsa_keys[BENCH_MLDSA_PK_MAX + BENCH_MLDSA_SK_MAX + BENCH_MLDSA_SIG_MAX]
    __attribute__((aligned(8)));
#define mldsa_pk mldsa_keys
#else
/* the M0+: ML-DSA-44's keys and signature in bench_out (setup and run only) */
#define BENCH_MLDSA_PK_MAX QZ_MLDSA_PK_BYTES(44)
#define BENCH_MLDSA_SK_MAX QZ_MLDSA_SK_BYTES(44)
#define BENCH_MLDSA_SIG_MAX QZ_MLDSA_SIG_BYTES(44)
#define mldsa_pk bench_out
_Static_assert(BENCH_MLDSA_PK_MAX + BENCH_MLDSA_SK_MAX + BENCH_MLDSA_SIG_MAX <= sizeof bench_out,
               "the ML-DSA-44 buffers fit in bench_out");
#endif
#define mldsa_sk (mldsa_pk + BENCH_MLDSA_PK_MAX)
#define mldsa_sig (mldsa_sk + BENCH_MLDSA_SK_MAX)

#define MLDSA_BENCH(set)                                                                   \
    static void setup_mldsa##set(const struct bench_op *o)                                 \
    {                                                                                      \
        (void)o;                                                                           \
        CK(qz_mldsa_generate_key_derand(QZ_MLDSA##set, mldsa_ws, sizeof mldsa_ws, mldsa_pk, \
                                        QZ_MLDSA_PK_BYTES(set), mldsa_sk,                  \
                                        QZ_MLDSA_SK_BYTES(set), bench_key,                 \
                                        sizeof bench_key));                                \
        memcpy(mldsa_sig, bench_mldsa##set##_sig, QZ_MLDSA_SIG_BYTES(set));                \
    }                                                                                      \
    void bench_run_mldsa##set##_keygen(const struct bench_op *o)                           \
    {                                                                                      \
        (void)o;                                                                           \
        CK(qz_mldsa_generate_key(QZ_MLDSA##set, &ec_rng, mldsa_ws,                         \
                                 QZ_MLDSA_KEYGEN_WORKSPACE_BYTES(set), mldsa_pk,           \
                                 QZ_MLDSA_PK_BYTES(set), mldsa_sk, QZ_MLDSA_SK_BYTES(set))); \
    }                                                                                      \
    void bench_run_mldsa##set##_verify(const struct bench_op *o)                           \
    {                                                                                      \
        (void)o;                                                                           \
        CK(qz_mldsa_verify(QZ_MLDSA##set, mldsa_ws, QZ_MLDSA_VERIFY_WORKSPACE_BYTES(set),  \
                           mldsa_pk, QZ_MLDSA_PK_BYTES(set), NULL, 0, bench_msg,           \
                           BENCH_MLDSA_MSG_BYTES, mldsa_sig, QZ_MLDSA_SIG_BYTES(set)));    \
    }
MLDSA_BENCH(44)
#if BENCH_MLDSA_ALL_SETS
MLDSA_BENCH(65)
MLDSA_BENCH(87)
#endif

#if BENCH_MLDSA_SIGN
/* One signature (chunk 0) or the mean row's chunk of them (see above). */
void bench_run_mldsa44_sign(const struct bench_op *o)
{
    uint32_t n = o->chunk ? o->chunk : 1u;
    uint8_t m0 = bench_msg[0], m1 = bench_msg[1];

    for (uint32_t i = 0; i < n; i++) {
        bench_msg[0] = (uint8_t)(m0 + i);
        bench_msg[1] = (uint8_t)(m1 + (i >> 8));
        CK(qz_mldsa_sign(QZ_MLDSA44, mldsa_ws, QZ_MLDSA_SIGN_WORKSPACE_BYTES(44), mldsa_sig,
                         QZ_MLDSA_SIG_BYTES(44), mldsa_sk, QZ_MLDSA_SK_BYTES(44), NULL, 0,
                         bench_msg, BENCH_MLDSA_MSG_BYTES));
    }
    bench_msg[0] = m0;
    bench_msg[1] = m1;
}
#endif
#endif /* BENCH_MLDSA_ROWS */

/* --- RSA -------------------------------------------------------------------
 * CMOX's RSA-3072 rows (PKCS #1 v2.2 PSS, SHA-256, signature with the CRT
 * at each window setting, signature without the CRT, verification) and
 * Cyclone's RSA-1024/2048 rows (its page names no scheme: PKCS #1 v1.5
 * with SHA-256 assumed, the usual one; RSA-1024 verification only, as
 * qzcrypt signs from 2048 bits), plus RSA-2048 PSS for issue 16's targets.
 * Fixed keys (bench/rsa_keys.h, bench/gen_rsa_keys.py: kat/rsa.txt's and
 * an RSA-1024 public key of pyca/cryptography), set in the untimed setup
 * of every row (rows of other families use the same memory). Signing: a
 * digest (the first 32 bytes of bench_msg, as the ECDSA rows), with
 * blinding and a PSS salt of 32 bytes from the counting qz_rng;
 * o->alg = the window bits (3 LOW, 4 MID, 5 HIGH: the workspace passed is
 * that setting's QZ_RSA_*_WORKSPACE_BYTES). Verification: the
 * signatures of pyca/cryptography over that digest (rsa_keys.h; a
 * signature our verifier refuses fails the row).
 *
 * qzcrypt has no PSS signing entry point without the CRT: the
 * "sign-nocrt" rows are composed here, the closest like-for-like with
 * CMOX's: EMSA-PSS (RFC 8017 9.1.1, with the library's MGF1) into
 * bench_out, then qz_rsa_private_noncrt in place. Each such signature is
 * checked in the next RSA row's untimed setup (qz_rsa_pss_verify_digest):
 * a wrong one fails that row.
 *
 * Buffer = the key object the caller keeps plus the workspace (as the EC
 * rows); the key object's size is printed in BENCHINFO (rsa_priv_key,
 * rsa_pub_key) so that the report can set the workspace alone beside
 * CMOX's working buffer. */
#include "rsa_keys.h"
#include "rsa/pad_internal.h"

#define BENCH_RSA_SALT 32u
#define BENCH_RSA_DIGEST 32u

static const uint8_t *rsa_sig;       /* the verification rows' signature */
static int rsa_check_pending;        /* a composed non-CRT signature to check */

static void rsa_set_private(const qz_rsa_private_parts *parts)
{
    CK(qz_rsa_set_private_key_raw(&rsa_priv, rsa_ws, sizeof rsa_ws, parts));
}

static void rsa_set_public(const uint8_t *n, size_t n_len, const uint8_t *e, size_t e_len)
{
    CK(qz_rsa_set_public_key_raw(&rsa_pub, rsa_ws, sizeof rsa_ws, n, n_len, e, e_len));
}

/* The previous row's composed non-CRT signature (bench_out), verified
 * against the private key still set in pk_ws (the rows run in table
 * order), before this row's setup replaces it. */
static void rsa_check_noncrt(void)
{
    qz_rsa_public_key pub;
    int bits;

    if (!rsa_check_pending)
        return;
    rsa_check_pending = 0;
    CK(qz_rsa_get_public_key(&pub, &rsa_priv));
    bits = qz_rsa_public_bits(&pub);
    CK(bits > 0 ? 0 : -1);
    CK(qz_rsa_pss_verify_digest(&pub, QZ_HASH_SHA256, rsa_ws, sizeof rsa_ws, bench_msg,
                                BENCH_RSA_DIGEST, bench_out, (size_t)bits / 8u,
                                BENCH_RSA_SALT));
    qz_rsa_wipe_public_key(&pub);
}

#define RSA_KEY_SETUPS(bits)                                                               \
    static void setup_rsa##bits##_priv(const struct bench_op *o)                           \
    {                                                                                      \
        const qz_rsa_private_parts parts = {                                               \
            bench_rsa##bits##_n,  bench_rsa##bits##_e,  bench_rsa##bits##_d,               \
            bench_rsa##bits##_p,  bench_rsa##bits##_q,  bench_rsa##bits##_dp,              \
            bench_rsa##bits##_dq, bench_rsa##bits##_qinv,                                  \
            sizeof bench_rsa##bits##_n,  sizeof bench_rsa##bits##_e,                       \
            sizeof bench_rsa##bits##_d,  sizeof bench_rsa##bits##_p,                       \
            sizeof bench_rsa##bits##_q,  sizeof bench_rsa##bits##_dp,                      \
            sizeof bench_rsa##bits##_dq, sizeof bench_rsa##bits##_qinv};                   \
        (void)o;                                                                           \
        rsa_check_noncrt();                                                                \
        rsa_set_private(&parts);                                                           \
    }
RSA_KEY_SETUPS(2048)
RSA_KEY_SETUPS(3072)

#define RSA_PUB_SETUP(bits, kind)                                                          \
    static void setup_rsa##bits##_##kind##_pub(const struct bench_op *o)                   \
    {                                                                                      \
        (void)o;                                                                           \
        rsa_check_noncrt();                                                                \
        rsa_set_public(bench_rsa##bits##_n, sizeof bench_rsa##bits##_n, bench_rsa##bits##_e, \
                       sizeof bench_rsa##bits##_e);                                        \
        rsa_sig = bench_rsa##bits##_##kind##_sig;                                          \
    }
RSA_PUB_SETUP(1024, pkcs1)
RSA_PUB_SETUP(2048, pkcs1)
RSA_PUB_SETUP(2048, pss)
RSA_PUB_SETUP(3072, pss)

/* Signing with the CRT: o->out = the modulus's bytes, o->alg the window. */
void bench_run_rsa_pss_sign(const struct bench_op *o)
{
    CK(qz_rsa_pss_sign_digest(&rsa_priv, QZ_HASH_SHA256, &ec_rng, rsa_ws,
                              QZ_RSA_PRIVATE_WORKSPACE_BYTES_W(o->out * 8u, (uint32_t)o->alg),
                              bench_out, o->out, bench_msg, o->len, BENCH_RSA_SALT));
}

void bench_run_rsa_pkcs1_sign(const struct bench_op *o)
{
    CK(qz_rsa_pkcs1_sign_digest(&rsa_priv, QZ_HASH_SHA256, &ec_rng, rsa_ws,
                                QZ_RSA_PRIVATE_WORKSPACE_BYTES_W(o->out * 8u, (uint32_t)o->alg),
                                bench_out, o->out, bench_msg, o->len));
}

/* PSS without the CRT, composed (see above): EM = maskedDB || H || 0xbc,
 * DB = zeros || 0x01 || salt, H = SHA-256(0x00 x 8 || digest || salt),
 * built in bench_out as lib/rsa/pss.c does, then RSASP1 without the CRT in
 * place. A workspace the area cannot hold fails the row. */
void bench_run_rsa_pss_sign_noncrt(const struct bench_op *o)
{
    static const uint8_t zeros[8] = {0};
    const size_t nb = o->out, dblen = nb - BENCH_RSA_DIGEST - 1;
    const size_t ws_len = QZ_RSA_NONCRT_WORKSPACE_BYTES_W(nb * 8u, (uint32_t)o->alg);
    uint8_t *em = bench_out, *salt = bench_out + dblen - BENCH_RSA_SALT;

    if (ws_len > sizeof rsa_ws) {
        CK(-1);
        return;
    }
    memset(em, 0, dblen - BENCH_RSA_SALT - 1);
    em[dblen - BENCH_RSA_SALT - 1] = 0x01;
    CK(qz_rng_fill(&ec_rng, salt, BENCH_RSA_SALT));
    CK(qz_sha256_init(&ctx.s256));
    CK(qz_sha256_update(&ctx.s256, zeros, sizeof zeros));
    CK(qz_sha256_update(&ctx.s256, bench_msg, o->len));
    CK(qz_sha256_update(&ctx.s256, salt, BENCH_RSA_SALT));
    CK(qz_sha256_final(&ctx.s256, em + dblen));
    CK(qzi_rsa_mgf1_xor(QZ_HASH_SHA256, BENCH_RSA_DIGEST, em, dblen, em + dblen,
                        BENCH_RSA_DIGEST));
    em[0] &= 0x7f;
    em[nb - 1] = 0xbc;
    CK(qz_rsa_private_noncrt(&rsa_priv, &ec_rng, rsa_ws, ws_len, em, nb, em, nb));
    rsa_check_pending = 1;
}

/* Verification: o->len = digest bytes; the modulus's bytes from o->alg
 * (the verification rows carry the modulus bits there). */
void bench_run_rsa_pss_verify(const struct bench_op *o)
{
    CK(qz_rsa_pss_verify_digest(&rsa_pub, QZ_HASH_SHA256, rsa_ws,
                                QZ_RSA_VERIFY_WORKSPACE_BYTES((uint32_t)o->alg), bench_msg,
                                o->len, rsa_sig, (uint32_t)o->alg / 8u, BENCH_RSA_SALT));
}

void bench_run_rsa_pkcs1_verify(const struct bench_op *o)
{
    CK(qz_rsa_pkcs1_verify_digest(&rsa_pub, QZ_HASH_SHA256, rsa_ws,
                                  QZ_RSA_VERIFY_WORKSPACE_BYTES((uint32_t)o->alg), bench_msg,
                                  o->len, rsa_sig, (uint32_t)o->alg / 8u));
}

/* --- X448 and Ed448 -------------------------------------------------------
 * As X25519 and Ed25519 above, one run function per operation. The 56-byte
 * X448 scalar and the 57-byte Ed448 seed repeat bench_key (byte i is
 * bench_key[i % 32] + i / 32); the peer is the public value of the key with
 * those bytes reversed. Rows, as Cyclone's (which gives no message length
 * for EdDSA; ours is CMOX's 1023 bytes, as the Ed25519 rows):
 *  - x448-keygen / x448-shared: qz_x448_generate_key from the counting
 *            qz_rng / qz_x448 of the key object set in the untimed setup;
 *  - ed448-sign / ed448-verify: Ed448 (empty context) over len bytes of
 *            bench_msg with the key / public key objects set in the setup.
 * Buffer = the key object the caller keeps plus the workspace. */
static qz_x448_private_key x448_priv;
static uint8_t x448_peer[QZ_X448_BYTES];
static qz_ed448_private_key ed448_priv;
static qz_ed448_public_key ed448_pub;
static uint8_t ed448_sig[QZ_ED448_SIG_BYTES];

static void long_key(uint8_t *k, size_t n, int reversed)
{
    for (size_t i = 0; i < n; i++)
        k[reversed ? n - 1 - i : i] =
            (uint8_t)(bench_key[i % sizeof bench_key] + i / sizeof bench_key);
}

static void setup_x448_key(const struct bench_op *o)
{
    qz_x448_private_key other;
    uint8_t k[QZ_X448_BYTES];
    (void)o;
    long_key(k, sizeof k, 1);
    CK(qz_x448_set_private_key(&other, x448_ws, sizeof x448_ws, k, sizeof k));
    CK(qz_x448_get_public_key(&other, x448_peer, sizeof x448_peer));
    qz_x448_wipe_private_key(&other);
    long_key(k, sizeof k, 0);
    CK(qz_x448_set_private_key(&x448_priv, x448_ws, sizeof x448_ws, k, sizeof k));
}

void bench_run_x448_keygen(const struct bench_op *o)
{
    (void)o;
    CK(qz_x448_generate_key(&x448_priv, &ec_rng, x448_ws, sizeof x448_ws));
}

void bench_run_x448_shared(const struct bench_op *o)
{
    (void)o;
    CK(qz_x448(&x448_priv, x448_ws, sizeof x448_ws, bench_out, QZ_X448_BYTES, x448_peer,
               sizeof x448_peer));
}

static void setup_ed448_key(const struct bench_op *o)
{
    uint8_t seed[QZ_ED448_SEED_BYTES], pub[QZ_ED448_PUBLIC_BYTES];
    long_key(seed, sizeof seed, 0);
    CK(qz_ed448_set_private_key(&ed448_priv, ed448_ws, sizeof ed448_ws, seed, sizeof seed));
    CK(qz_ed448_sign(&ed448_priv, ed448_ws, sizeof ed448_ws, ed448_sig, sizeof ed448_sig, NULL,
                     0, bench_msg, o->len));
    CK(qz_ed448_get_public_key(&ed448_priv, pub, sizeof pub));
    CK(qz_ed448_set_public_key(&ed448_pub, ed448_ws, sizeof ed448_ws, pub, sizeof pub));
}

void bench_run_ed448_sign(const struct bench_op *o)
{
    CK(qz_ed448_sign(&ed448_priv, ed448_ws, sizeof ed448_ws, bench_out, QZ_ED448_SIG_BYTES, NULL,
                     0, bench_msg, o->len));
}

void bench_run_ed448_verify(const struct bench_op *o)
{
    CK(qz_ed448_verify(&ed448_pub, ed448_ws, sizeof ed448_ws, NULL, 0, bench_msg, o->len,
                       ed448_sig, sizeof ed448_sig));
}

/* --- AES, GCM, CCM, ChaCha20-Poly1305 ---------------------------------------
 * As CMOX's cipher rows: every timed call includes the key schedule
 * (o->alg = key bytes). One-shot = the one-shot function; flow = init,
 * update in chunk-byte pieces, final. Messages are whole blocks (no
 * padding). AEADs: 12-byte IV/nonce, no AAD, 16-byte tag; the decryption
 * rows verify a tag that the untimed setup made valid for bench_msg. */
#define AES_KEY_ENC() CK(qz_aes_set_encrypt_key(&bkey.aes, bench_key, (size_t)o->alg))
#define AES_KEY_DEC() CK(qz_aes_set_decrypt_key(&bkey.aes, bench_key, (size_t)o->alg))

void bench_run_aes_cbc_enc_oneshot(const struct bench_op *o)
{
    AES_KEY_ENC();
    CK(qz_aes_cbc_encrypt(&bkey.aes, bench_out, BENCH_OUT_BYTES, &bench_olen,
                          bench_iv, bench_msg, o->len, QZ_AES_CBC_NOPAD));
}

void bench_run_aes_cbc_dec_oneshot(const struct bench_op *o)
{
    AES_KEY_DEC();
    CK(qz_aes_cbc_decrypt(&bkey.aes, bench_out, BENCH_OUT_BYTES, &bench_olen,
                          bench_iv, bench_msg, o->len, QZ_AES_CBC_NOPAD));
}

#define AES_CBC_FLOW(name, key, dir)                                           \
    void bench_run_##name##_flow(const struct bench_op *o)                     \
    {                                                                          \
        size_t done = 0, n;                                                    \
        key();                                                                 \
        CK(qz_aes_cbc_##dir##_init(&ctx.cbc, &bkey.aes, bench_iv,              \
                                   QZ_AES_CBC_NOPAD));                         \
        for (uint32_t off = 0; off < o->len; off += o->chunk) {                \
            CK(qz_aes_cbc_##dir##_update(&ctx.cbc, bench_out + done,           \
                                         BENCH_OUT_BYTES - done, &n,           \
                                         bench_msg + off, PIECE(o, off)));     \
            done += n;                                                         \
        }                                                                      \
        CK(qz_aes_cbc_##dir##_final(&ctx.cbc, bench_out + done,                \
                                    BENCH_OUT_BYTES - done, &n));              \
    }
AES_CBC_FLOW(aes_cbc_enc, AES_KEY_ENC, encrypt)
AES_CBC_FLOW(aes_cbc_dec, AES_KEY_DEC, decrypt)

void bench_run_aes_ctr_oneshot(const struct bench_op *o)
{
    AES_KEY_ENC();
    CK(qz_aes_ctr(&bkey.aes, bench_out, bench_iv, bench_msg, o->len,
                  QZ_AES_CTR32));
}

void bench_run_aes_ctr_flow(const struct bench_op *o)
{
    AES_KEY_ENC();
    CK(qz_aes_ctr_init(&ctx.ctr, &bkey.aes, bench_iv, QZ_AES_CTR32));
    for (uint32_t off = 0; off < o->len; off += o->chunk)
        CK(qz_aes_ctr_update(&ctx.ctr, bench_out + off, bench_msg + off, PIECE(o, off)));
    CK(qz_aes_ctr_final(&ctx.ctr));
}

void bench_run_gcm_enc_oneshot(const struct bench_op *o)
{
    CK(qz_gcm_set_key(&bkey.gcm, bench_key, (size_t)o->alg));
    CK(qz_gcm_seal(&bkey.gcm, bench_out, bench_tag, 16, bench_iv, 12, NULL, 0,
                   bench_msg, o->len));
}

void bench_run_gcm_enc_flow(const struct bench_op *o)
{
    CK(qz_gcm_set_key(&bkey.gcm, bench_key, (size_t)o->alg));
    CK(qz_gcm_encrypt_init(&ctx.gcm, &bkey.gcm, bench_iv, 12));
    for (uint32_t off = 0; off < o->len; off += o->chunk)
        CK(qz_gcm_update(&ctx.gcm, bench_out + off, bench_msg + off, PIECE(o, off)));
    CK(qz_gcm_final(&ctx.gcm, bench_tag, 16));
}

/* Setups of the decryption rows. GCM, CCM and ChaCha20-Poly1305 encrypt by
 * XOR with a key stream, so sealing the decryption P of bench_msg gives
 * bench_msg back with the tag that makes it authentic. */
static void setup_gcm_tag(const struct bench_op *o)
{
    CK(qz_gcm_set_key(&bkey.gcm, bench_key, (size_t)o->alg));
    CK(qz_gcm_seal(&bkey.gcm, bench_out, bench_tag, 16, bench_iv, 12, NULL, 0,
                   bench_msg, o->len));
    CK(qz_gcm_seal(&bkey.gcm, bench_out, bench_tag, 16, bench_iv, 12, NULL, 0,
                   bench_out, o->len));
}

void bench_run_gcm_dec_flow(const struct bench_op *o)
{
    CK(qz_gcm_set_key(&bkey.gcm, bench_key, (size_t)o->alg));
    CK(qz_gcm_decrypt_init(&ctx.gcm, &bkey.gcm, bench_iv, 12));
    for (uint32_t off = 0; off < o->len; off += o->chunk)
        CK(qz_gcm_update(&ctx.gcm, bench_out + off, bench_msg + off, PIECE(o, off)));
    CK(qz_gcm_verify(&ctx.gcm, bench_tag, 16));
}

void bench_run_ccm_enc_flow(const struct bench_op *o)
{
    AES_KEY_ENC();
    CK(qz_ccm_encrypt_init(&ctx.ccm, &bkey.aes, bench_iv, 12, 0, o->len, 16));
    for (uint32_t off = 0; off < o->len; off += o->chunk)
        CK(qz_ccm_update(&ctx.ccm, bench_out + off, bench_msg + off, PIECE(o, off)));
    CK(qz_ccm_final(&ctx.ccm, bench_tag, 16));
}

static void setup_ccm_tag(const struct bench_op *o)
{
    AES_KEY_ENC();
    CK(qz_ccm_seal(&bkey.aes, bench_out, bench_tag, 16, bench_iv, 12, NULL, 0,
                   bench_msg, o->len));
    CK(qz_ccm_seal(&bkey.aes, bench_out, bench_tag, 16, bench_iv, 12, NULL, 0,
                   bench_out, o->len));
}

void bench_run_ccm_dec_flow(const struct bench_op *o)
{
    AES_KEY_ENC();
    CK(qz_ccm_decrypt_init(&ctx.ccm, &bkey.aes, bench_iv, 12, 0, o->len, 16));
    for (uint32_t off = 0; off < o->len; off += o->chunk)
        CK(qz_ccm_update(&ctx.ccm, bench_out + off, bench_msg + off, PIECE(o, off)));
    CK(qz_ccm_verify(&ctx.ccm, bench_tag, 16));
}

void bench_run_chachapoly_enc_oneshot(const struct bench_op *o)
{
    CK(qz_chacha20poly1305_seal(bench_out, bench_tag, 16, bench_key, 32,
                                bench_iv, 12, NULL, 0, bench_msg, o->len));
}

void bench_run_chachapoly_enc_flow(const struct bench_op *o)
{
    CK(qz_chacha20poly1305_init(&ctx.cp, bench_key, 32, bench_iv, 12));
    for (uint32_t off = 0; off < o->len; off += o->chunk)
        CK(qz_chacha20poly1305_encrypt(&ctx.cp, bench_out + off,
                                       bench_msg + off, PIECE(o, off)));
    CK(qz_chacha20poly1305_final(&ctx.cp, bench_tag, 16));
}

static void setup_chachapoly_tag(const struct bench_op *o)
{
    CK(qz_chacha20poly1305_seal(bench_out, bench_tag, 16, bench_key, 32,
                                bench_iv, 12, NULL, 0, bench_msg, o->len));
    CK(qz_chacha20poly1305_seal(bench_out, bench_tag, 16, bench_key, 32,
                                bench_iv, 12, NULL, 0, bench_out, o->len));
}

void bench_run_chachapoly_dec_flow(const struct bench_op *o)
{
    CK(qz_chacha20poly1305_init(&ctx.cp, bench_key, 32, bench_iv, 12));
    for (uint32_t off = 0; off < o->len; off += o->chunk)
        CK(qz_chacha20poly1305_decrypt(&ctx.cp, bench_out + off,
                                       bench_msg + off, PIECE(o, off)));
    CK(qz_chacha20poly1305_verify(&ctx.cp, bench_tag, 16));
}

/* --- internal kernels ----------------------------------------------------- */
static void setup_k_aes(const struct bench_op *o)
{
    (void)o;
    CK(qz_aes_set_encrypt_key(&bkey.aes, bench_key, 16));
}

void bench_run_k_aes(const struct bench_op *o)
{
    qzi_aes_encrypt(bkey.aes.rk, bkey.aes.nr, ctx.blocks, bench_msg, o->len);
}

void bench_run_k_aes_setkey(const struct bench_op *o)
{
    CK(qz_aes_set_encrypt_key(&bkey.aes, bench_key, (size_t)o->alg));
}

void bench_run_k_sha256(const struct bench_op *o)
{
    qzi_sha256_compress(ctx.st256, bench_msg, o->len);
}

void bench_run_k_sha512(const struct bench_op *o)
{
    qzi_sha512_compress(ctx.st512, bench_msg, o->len);
}

void bench_run_k_keccak(const struct bench_op *o)
{
    qzi_keccakp1600(ctx.keccak, o->len);
}

/* --- the rows ---------------------------------------------------------------- */
#define DF 8000 /* CMOX data-flow message */
#define S256 ((uint32_t)sizeof(qz_sha256_ctx))
#define S512 ((uint32_t)sizeof(qz_sha512_ctx))
#define SK ((uint32_t)sizeof(qz_keccak_ctx))
#define SH ((uint32_t)sizeof(qz_hmac_ctx))
#define SA ((uint32_t)sizeof(qz_aes_key))
#define SCBC ((uint32_t)(sizeof(qz_aes_key) + sizeof(qz_aes_cbc_ctx)))
#define SCTR ((uint32_t)(sizeof(qz_aes_key) + sizeof(qz_aes_ctr_ctx)))
#define SGCM ((uint32_t)(sizeof(qz_gcm_key) + sizeof(qz_gcm_ctx)))
#define SCCM ((uint32_t)(sizeof(qz_aes_key) + sizeof(qz_ccm_ctx)))
#define SCP ((uint32_t)sizeof(qz_chacha20poly1305_ctx))

#define ONESHOT(name, len, dig)                                                \
    {#name, "oneshot", len, 0, dig, 0, NULL, bench_run_##name##_oneshot, 0,    \
     #name "_oneshot"}
#define ONESHOT3(name, dig)                                                    \
    ONESHOT(name, 32, dig), ONESHOT(name, 64, dig), ONESHOT(name, 128, dig)
#define FLOW(name, dig, chunk, buf)                                            \
    {#name, "flow", DF, chunk, dig, 0, NULL, bench_run_##name##_flow, buf, #name "_flow"}
#define FLOW4(name, dig, buf)                                                  \
    FLOW(name, dig, 128, buf), FLOW(name, dig, 512, buf),                      \
    FLOW(name, dig, 1024, buf), FLOW(name, dig, 2048, buf)
#define FINAL(name, dig, buf)                                                  \
    {#name, "final", DF, 0, dig, 0, setup_##name##_absorbed, bench_run_##name##_final, \
     buf, #name "_flow"}

/* RSA rows (see "RSA" above; len = digest bytes). Signing: o->out = the
 * modulus's bytes, o->alg = the window (3 LOW, 4 MID, 5 HIGH); the op name
 * ends in the window's name. Verification: o->alg = the modulus's bits. */
#define RSA_PRIV_BUF(ws) ((uint32_t)(sizeof(qz_rsa_private_key) + (ws)))
#define RSA_PUB_BUF(bits) \
    ((uint32_t)(sizeof(qz_rsa_public_key) + QZ_RSA_VERIFY_WORKSPACE_BYTES(bits)))
#define RSA_PSS_CRT(bits, w, wn)                                                           \
    {"rsa" #bits "-pkcs1v22-sha256-sign-crt-" wn, "oneshot", BENCH_RSA_DIGEST, 0,          \
     QZ_RSA_BYTES(bits), w, setup_rsa##bits##_priv, bench_run_rsa_pss_sign,                \
     RSA_PRIV_BUF(QZ_RSA_PRIVATE_WORKSPACE_BYTES_W(bits, w)), "rsa_pss_sign"}
#define RSA_PSS_NOCRT(bits, w, wn)                                                         \
    {"rsa" #bits "-pkcs1v22-sha256-sign-nocrt-" wn, "oneshot", BENCH_RSA_DIGEST, 0,        \
     QZ_RSA_BYTES(bits), w, setup_rsa##bits##_priv, bench_run_rsa_pss_sign_noncrt,         \
     RSA_PRIV_BUF(QZ_RSA_NONCRT_WORKSPACE_BYTES_W(bits, w)), "rsa_pss_sign_noncrt"}
#define RSA_PSS_VERIFY(bits)                                                               \
    {"rsa" #bits "-pkcs1v22-sha256-verify", "oneshot", BENCH_RSA_DIGEST, 0, 0, bits,       \
     setup_rsa##bits##_pss_pub, bench_run_rsa_pss_verify, RSA_PUB_BUF(bits), "rsa_pss_verify"}
#define RSA_V15_SIGN(bits, w, wn)                                                          \
    {"rsa" #bits "-pkcs1v15-sha256-sign-crt-" wn, "oneshot", BENCH_RSA_DIGEST, 0,          \
     QZ_RSA_BYTES(bits), w, setup_rsa##bits##_priv, bench_run_rsa_pkcs1_sign,              \
     RSA_PRIV_BUF(QZ_RSA_PRIVATE_WORKSPACE_BYTES_W(bits, w)), "rsa_pkcs1_sign"}
#define RSA_V15_VERIFY(bits)                                                               \
    {"rsa" #bits "-pkcs1v15-sha256-verify", "oneshot", BENCH_RSA_DIGEST, 0, 0, bits,       \
     setup_rsa##bits##_pkcs1_pub, bench_run_rsa_pkcs1_verify, RSA_PUB_BUF(bits),          \
     "rsa_pkcs1_verify"}
/* Which rows a build runs (doc/performance.md, "RSA"): CI's bench/run
 * --all every verification on every core and, on the M4 and the M33, the
 * RSA-3072 PSS signature with the CRT at MID and Cyclone's RSA-2048 one
 * (about 65M modelled cycles there; an M0+ private operation is 190M to
 * 2.5G); bench/run --full (BENCH_FULL) every row (on the M0+ every row
 * but the non-CRT ones above LOW: RAM, above). A row not run is a
 * bench_skipped entry: the firmware names it (BENCHSKIP) and bench/run
 * still links its footprint image. Table order matters: a composed
 * non-CRT signature is checked by the next RSA row's setup. */
#if BENCH_FULL
#define RSA_FULL_ROW(r) r,
#define RSA_FULL_SKIP(r)
#else
#define RSA_FULL_ROW(r)
#define RSA_FULL_SKIP(r) r,
#endif
#if BENCH_FULL || !defined(__ARM_ARCH_6M__)
#define RSA_SIGNCI_ROW(r) r,
#define RSA_SIGNCI_SKIP(r)
#else
#define RSA_SIGNCI_ROW(r)
#define RSA_SIGNCI_SKIP(r) r,
#endif
#define RSA_CI_ROW(r) r,
#define RSA_CI_SKIP(r)
/* the non-CRT rows above LOW: a full run, not on the M0+ (RAM, above) */
#if BENCH_FULL && !defined(__ARM_ARCH_6M__)
#define RSA_BIGWS_ROW(r) r,
#define RSA_BIGWS_SKIP(r)
#else
#define RSA_BIGWS_ROW(r)
#define RSA_BIGWS_SKIP(r) r,
#endif
#define RSA_TABLE(K)                                                                       \
    RSA_FULL_##K(RSA_PSS_CRT(3072, 3, "low"))                                              \
    RSA_SIGNCI_##K(RSA_PSS_CRT(3072, 4, "mid"))                                            \
    RSA_FULL_##K(RSA_PSS_CRT(3072, 5, "high"))                                             \
    RSA_FULL_##K(RSA_PSS_NOCRT(3072, 3, "low"))                                            \
    RSA_BIGWS_##K(RSA_PSS_NOCRT(3072, 4, "mid"))                                           \
    RSA_BIGWS_##K(RSA_PSS_NOCRT(3072, 5, "high"))                                          \
    RSA_CI_##K(RSA_PSS_VERIFY(3072))                                                       \
    RSA_FULL_##K(RSA_PSS_CRT(2048, 5, "high"))                                             \
    RSA_CI_##K(RSA_PSS_VERIFY(2048))                                                       \
    RSA_SIGNCI_##K(RSA_V15_SIGN(2048, 4, "mid"))                                           \
    RSA_CI_##K(RSA_V15_VERIFY(2048))                                                       \
    RSA_CI_##K(RSA_V15_VERIFY(1024))

const struct bench_op bench_ops[] = {
#if !BENCH_PQ_ONLY && !BENCH_RSA_ONLY
    /* SHA-2: the CMOX rows (SHA-256, SHA-384) and the other variants */
    ONESHOT3(sha256, 32), FLOW4(sha256, 32, S256), FINAL(sha256, 32, S256),
    ONESHOT3(sha384, 48), FLOW4(sha384, 48, S512), FINAL(sha384, 48, S512),
#if !BENCH_REF_ONLY
    ONESHOT3(sha224, 28), FLOW(sha224, 28, 2048, S256), FINAL(sha224, 28, S256),
    ONESHOT3(sha512, 64), FLOW(sha512, 64, 2048, S512), FINAL(sha512, 64, S512),
    ONESHOT3(sha512_224, 28), FLOW(sha512_224, 28, 2048, S512),
    FINAL(sha512_224, 28, S512),
    ONESHOT3(sha512_256, 32), FLOW(sha512_256, 32, 2048, S512),
    FINAL(sha512_256, 32, S512),
    /* SHA-3 */
    ONESHOT3(sha3_224, 28), FLOW(sha3_224, 28, 2048, SK), FINAL(sha3_224, 28, SK),
    ONESHOT3(sha3_256, 32), FLOW(sha3_256, 32, 2048, SK), FINAL(sha3_256, 32, SK),
    ONESHOT3(sha3_384, 48), FLOW(sha3_384, 48, 2048, SK), FINAL(sha3_384, 48, SK),
    ONESHOT3(sha3_512, 64), FLOW(sha3_512, 64, 2048, SK), FINAL(sha3_512, 64, SK),
    /* SHAKE: 32 / 64 bytes of output; XOF stream of 8000 bytes */
    ONESHOT3(shake128, 32), FLOW(shake128, 32, 2048, SK),
    {"shake128", "squeeze", 32, 0, DF, 0, setup_shake128_absorbed, bench_run_shake_squeeze,
     SK, "shake128_flow"},
    ONESHOT3(shake256, 64), FLOW(shake256, 64, 2048, SK),
    {"shake256", "squeeze", 32, 0, DF, 0, setup_shake256_absorbed, bench_run_shake_squeeze,
     SK, "shake256_flow"},
    /* cSHAKE (N empty, 16-byte S), init + absorb + squeeze + wipe */
    {"cshake128", "oneshot", 32, 0, 32, 0, NULL, bench_run_cshake128, SK, "cshake128"},
    {"cshake128", "oneshot", 64, 0, 32, 0, NULL, bench_run_cshake128, SK, "cshake128"},
    {"cshake128", "oneshot", 128, 0, 32, 0, NULL, bench_run_cshake128, SK, "cshake128"},
    {"cshake256", "oneshot", 32, 0, 64, 0, NULL, bench_run_cshake256, SK, "cshake256"},
    {"cshake256", "oneshot", 64, 0, 64, 0, NULL, bench_run_cshake256, SK, "cshake256"},
    {"cshake256", "oneshot", 128, 0, 64, 0, NULL, bench_run_cshake256, SK, "cshake256"},
    /* KMAC: 32-byte key, empty S, 32 / 64-byte tag */
    ONESHOT3(kmac128, 32), FLOW(kmac128, 32, 2048, SK),
    ONESHOT3(kmac256, 64), FLOW(kmac256, 64, 2048, SK),
    /* HMAC: 32-byte key */
#define HMAC_ROWS(name, dig)                                                   \
    {#name, "oneshot", 32, 0, dig, 0, NULL, bench_run_##name##_oneshot, 0, #name "_oneshot"}, \
    {#name, "oneshot", 64, 0, dig, 0, NULL, bench_run_##name##_oneshot, 0, #name "_oneshot"}, \
    {#name, "oneshot", 128, 0, dig, 0, NULL, bench_run_##name##_oneshot, 0, #name "_oneshot"}, \
    {#name, "flow", DF, 2048, dig, 0, NULL, bench_run_##name##_flow, SH, #name "_flow"}
    HMAC_ROWS(hmac_sha256, 32),
    HMAC_ROWS(hmac_sha384, 48),
    HMAC_ROWS(hmac_sha512, 64),
    /* HKDF-SHA-256: extract + expand, 32-byte IKM and salt, 10-byte info */
    {"hkdf_sha256", "oneshot", 32, 0, 32, 0, NULL, bench_run_hkdf_sha256, 0, "hkdf_sha256"},
    {"hkdf_sha256", "oneshot", 32, 0, 64, 0, NULL, bench_run_hkdf_sha256, 0, "hkdf_sha256"},
    {"hkdf_sha256", "oneshot", 32, 0, 128, 0, NULL, bench_run_hkdf_sha256, 0, "hkdf_sha256"},
#endif
    /* NIST curves: the CMOX ECDSA rows (P-256, P-384) and Cyclone's
     * ECDSA/ECDH rows (P-256, P-384, P-521); len = digest bytes. */
#define EC_ROWS(name, bits, dig)                                               \
    {"ec-" #name "-keygen", "oneshot", 0, 0, QZ_EC_BYTES(bits), 0, NULL,       \
     bench_run_ec_##name##_keygen, EC_BUF(bits, QZ_EC_KEY_WORKSPACE_BYTES),      \
     "ec_" #name "_keygen"},                                                   \
    {"ecdsa-" #name "-sign", "oneshot", dig, 0, QZ_ECDSA_SIG_BYTES(bits), 0,   \
     setup_##name##_key, bench_run_ecdsa_##name##_sign,                         \
     EC_BUF(bits, QZ_ECDSA_SIGN_WORKSPACE_BYTES),                               \
     "ecdsa_" #name "_sign"},                                                  \
    {"ecdsa-" #name "-verify", "oneshot", dig, 0, 0, 0, setup_##name##_key,    \
     bench_run_ecdsa_##name##_verify, EC_PBUF(bits, QZ_ECDSA_VERIFY_WORKSPACE_BYTES), \
     "ecdsa_" #name "_verify"},                                                \
    {"ecdh-" #name "-shared", "oneshot", 0, 0, QZ_EC_BYTES(bits), 0,           \
     setup_##name##_key, bench_run_ecdh_##name##_shared,                        \
     EC_BUF(bits, QZ_ECDH_WORKSPACE_BYTES) + (uint32_t)sizeof(qz_ec_public_key), \
     "ecdh_" #name "_shared"}
/* Caller-provided memory of a row: the key objects and the operation's own
 * workspace (qzcrypt/ec.h, ecdsa.h, ecdh.h). */
#define EC_BUF(bits, ws) ((uint32_t)(sizeof(qz_ec_private_key) + ws(bits)))
#define EC_PBUF(bits, ws) ((uint32_t)(sizeof(qz_ec_public_key) + ws(bits)))
    EC_ROWS(p256, 256, 32),
    {"ecdsa-p256-sign-random", "oneshot", 32, 0, QZ_ECDSA_SIG_BYTES(256), 0, setup_p256_key,
     bench_run_ecdsa_p256_sign_random, EC_BUF(256, QZ_ECDSA_SIGN_WORKSPACE_BYTES),
     "ecdsa_p256_sign_random"},
    EC_ROWS(p384, 384, 48),
    EC_ROWS(p521, 521, 64),
    /* X25519: Cyclone's rows (key generation, shared secret); Ed25519:
     * CMOX's and Cyclone's rows, a 1023-byte message */
    {"x25519-keygen", "oneshot", 0, 0, QZ_X25519_BYTES, 0, NULL, bench_run_x25519_keygen,
     (uint32_t)(sizeof(qz_x25519_private_key) + QZ_X25519_WORKSPACE_BYTES), "x25519_keygen"},
    {"x25519-shared", "oneshot", 0, 0, QZ_X25519_BYTES, 0, setup_x25519_key,
     bench_run_x25519_shared,
     (uint32_t)(sizeof(qz_x25519_private_key) + QZ_X25519_WORKSPACE_BYTES), "x25519_shared"},
    {"ed25519-sign", "oneshot", 1023, 0, QZ_ED25519_SIG_BYTES, 0, setup_ed25519_key,
     bench_run_ed25519_sign,
     (uint32_t)(sizeof(qz_ed25519_private_key) + QZ_ED25519_WORKSPACE_BYTES), "ed25519_sign"},
    {"ed25519-verify", "oneshot", 1023, 0, 0, 0, setup_ed25519_key, bench_run_ed25519_verify,
     (uint32_t)(sizeof(qz_ed25519_public_key) + QZ_ED25519_WORKSPACE_BYTES), "ed25519_verify"},
#if !BENCH_REF_ONLY
    /* X448 and Ed448: Cyclone's rows (a 1023-byte message for Ed448); no
     * CMOX page has them and Cyclone's is the M0+'s, whose board has no
     * kernels-in-RAM image, so they stay out of that image (BENCH_REF_ONLY),
     * which SHAKE256's Keccak kernel would no longer let fit the M4's 32 KiB
     * of CCM RAM */
    {"x448-keygen", "oneshot", 0, 0, QZ_X448_BYTES, 0, NULL, bench_run_x448_keygen,
     (uint32_t)(sizeof(qz_x448_private_key) + QZ_X448_WORKSPACE_BYTES), "x448_keygen"},
    {"x448-shared", "oneshot", 0, 0, QZ_X448_BYTES, 0, setup_x448_key, bench_run_x448_shared,
     (uint32_t)(sizeof(qz_x448_private_key) + QZ_X448_WORKSPACE_BYTES), "x448_shared"},
    {"ed448-sign", "oneshot", 1023, 0, QZ_ED448_SIG_BYTES, 0, setup_ed448_key,
     bench_run_ed448_sign,
     (uint32_t)(sizeof(qz_ed448_private_key) + QZ_ED448_WORKSPACE_BYTES), "ed448_sign"},
    {"ed448-verify", "oneshot", 1023, 0, 0, 0, setup_ed448_key, bench_run_ed448_verify,
     (uint32_t)(sizeof(qz_ed448_public_key) + QZ_ED448_WORKSPACE_BYTES), "ed448_verify"},
#endif
    /* AES-CBC: the CMOX rows (o->alg = key bytes; out = bytes the self-test
     * compares between one-shot and data flow) */
#define CBC_ROWS(name, kl, dir)                                                \
    {name, "oneshot", 32, 0, 16, kl, NULL, bench_run_aes_cbc_##dir##_oneshot, SA,  \
     "aes_cbc_" #dir "_oneshot"},                                              \
    {name, "oneshot", 64, 0, 16, kl, NULL, bench_run_aes_cbc_##dir##_oneshot, SA,  \
     "aes_cbc_" #dir "_oneshot"},                                              \
    {name, "oneshot", 128, 0, 16, kl, NULL, bench_run_aes_cbc_##dir##_oneshot, SA, \
     "aes_cbc_" #dir "_oneshot"},                                              \
    {name, "flow", DF, 128, 16, kl, NULL, bench_run_aes_cbc_##dir##_flow, SCBC,    \
     "aes_cbc_" #dir "_flow"},                                                 \
    {name, "flow", DF, 512, 16, kl, NULL, bench_run_aes_cbc_##dir##_flow, SCBC,    \
     "aes_cbc_" #dir "_flow"},                                                 \
    {name, "flow", DF, 1024, 16, kl, NULL, bench_run_aes_cbc_##dir##_flow, SCBC,   \
     "aes_cbc_" #dir "_flow"},                                                 \
    {name, "flow", DF, 2048, 16, kl, NULL, bench_run_aes_cbc_##dir##_flow, SCBC,   \
     "aes_cbc_" #dir "_flow"}
    CBC_ROWS("aes128-cbc-enc", 16, enc), CBC_ROWS("aes128-cbc-dec", 16, dec),
    CBC_ROWS("aes192-cbc-enc", 24, enc), CBC_ROWS("aes192-cbc-dec", 24, dec),
    CBC_ROWS("aes256-cbc-enc", 32, enc), CBC_ROWS("aes256-cbc-dec", 32, dec),
#if !BENCH_REF_ONLY
    /* CTR (32-bit counter), GCM, CCM, ChaCha20-Poly1305: 8000-byte flows */
    {"aes128-ctr", "oneshot", 64, 0, 16, 16, NULL, bench_run_aes_ctr_oneshot, SA, "aes_ctr_oneshot"},
    {"aes128-ctr", "flow", DF, 2048, 16, 16, NULL, bench_run_aes_ctr_flow, SCTR, "aes_ctr_flow"},
    {"aes256-ctr", "flow", DF, 2048, 16, 32, NULL, bench_run_aes_ctr_flow, SCTR, "aes_ctr_flow"},
    {"aes128-gcm-enc", "oneshot", 64, 0, 16, 16, NULL, bench_run_gcm_enc_oneshot, SGCM,
     "gcm_enc_oneshot"},
    {"aes128-gcm-enc", "flow", DF, 2048, 16, 16, NULL, bench_run_gcm_enc_flow, SGCM, "gcm_enc_flow"},
    {"aes128-gcm-dec", "flow", DF, 2048, 16, 16, setup_gcm_tag, bench_run_gcm_dec_flow, SGCM,
     "gcm_dec_flow"},
    {"aes256-gcm-enc", "flow", DF, 2048, 16, 32, NULL, bench_run_gcm_enc_flow, SGCM, "gcm_enc_flow"},
    {"aes128-ccm-enc", "flow", DF, 2048, 16, 16, NULL, bench_run_ccm_enc_flow, SCCM, "ccm_enc_flow"},
    {"aes128-ccm-dec", "flow", DF, 2048, 16, 16, setup_ccm_tag, bench_run_ccm_dec_flow, SCCM,
     "ccm_dec_flow"},
    {"chacha20-poly1305-enc", "oneshot", 64, 0, 16, 0, NULL, bench_run_chachapoly_enc_oneshot, 0,
     "chachapoly_enc_oneshot"},
    {"chacha20-poly1305-enc", "flow", DF, 2048, 16, 0, NULL, bench_run_chachapoly_enc_flow, SCP,
     "chachapoly_enc_flow"},
    {"chacha20-poly1305-dec", "flow", DF, 2048, 16, 0, setup_chachapoly_tag,
     bench_run_chachapoly_dec_flow, SCP, "chachapoly_dec_flow"},
#endif
    /* kernels: len = blocks (SHA-2) or rounds (Keccak-p) */
    {"qzi_sha256_compress", "kernel", 1, 0, 0, 0, NULL, bench_run_k_sha256, 32, "k_sha256"},
    {"qzi_sha256_compress", "kernel", 4, 0, 0, 0, NULL, bench_run_k_sha256, 32, "k_sha256"},
    {"qzi_sha256_compress", "kernel", 9, 0, 0, 0, NULL, bench_run_k_sha256, 32, "k_sha256"},
    {"qzi_sha512_compress", "kernel", 1, 0, 0, 0, NULL, bench_run_k_sha512, 64, "k_sha512"},
    {"qzi_sha512_compress", "kernel", 4, 0, 0, 0, NULL, bench_run_k_sha512, 64, "k_sha512"},
    {"qzi_sha512_compress", "kernel", 9, 0, 0, 0, NULL, bench_run_k_sha512, 64, "k_sha512"},
#if !BENCH_REF_ONLY
    {"qzi_keccakp1600", "kernel", 24, 0, 0, 0, NULL, bench_run_k_keccak, 200, "k_keccak"},
    {"qzi_keccakp1600", "kernel", 12, 0, 0, 0, NULL, bench_run_k_keccak, 200, "k_keccak"},
#endif
    {"qzi_aes_encrypt", "kernel", 1, 0, 0, 0, setup_k_aes, bench_run_k_aes, SA, "k_aes"},
    {"qzi_aes_encrypt", "kernel", 2, 0, 0, 0, setup_k_aes, bench_run_k_aes, SA, "k_aes"},
    {"qzi_aes_encrypt", "kernel", 4, 0, 0, 0, setup_k_aes, bench_run_k_aes, SA, "k_aes"},
    {"qz_aes_set_encrypt_key", "oneshot", 16, 0, 0, 16, NULL, bench_run_k_aes_setkey, SA,
     "k_aes_setkey"},
    {"qz_aes_set_encrypt_key", "oneshot", 32, 0, 0, 32, NULL, bench_run_k_aes_setkey, SA,
     "k_aes_setkey"},
#endif /* !BENCH_PQ_ONLY && !BENCH_RSA_ONLY */
#if !BENCH_REF_ONLY && !BENCH_RSA_ONLY
    /* ML-KEM: the CMOX rows of each set (out = shared-secret bytes) */
#define MLKEM_ROWS(set)                                                                    \
    {"ml-kem-" #set "-keygen", "oneshot", 0, 0, 0, 0, NULL, bench_run_mlkem##set##_keygen,   \
     QZ_MLKEM_KEYGEN_WORKSPACE_BYTES(set), "mlkem" #set "_keygen"},                        \
    {"ml-kem-" #set "-encaps", "oneshot", 0, 0, QZ_MLKEM_SS_BYTES, 0, setup_mlkem##set,    \
     bench_run_mlkem##set##_encaps, QZ_MLKEM_ENCAPS_WORKSPACE_BYTES(set),                  \
     "mlkem" #set "_encaps"},                                                              \
    {"ml-kem-" #set "-decaps", "oneshot", 0, 0, QZ_MLKEM_SS_BYTES, 0, setup_mlkem##set,    \
     bench_run_mlkem##set##_decaps, QZ_MLKEM_DECAPS_WORKSPACE_BYTES(set),                  \
     "mlkem" #set "_decaps"},                                                              \
    {"ml-kem-" #set "-decaps-checked", "oneshot", 0, 0, QZ_MLKEM_SS_BYTES, 0,              \
     setup_mlkem##set, bench_run_mlkem##set##_decaps_checked,                              \
     QZ_MLKEM_DECAPS_WORKSPACE_BYTES(set), "mlkem" #set "_decaps_checked"}
    MLKEM_ROWS(512), MLKEM_ROWS(768), MLKEM_ROWS(1024),
    /* ML-DSA: the CMOX rows (their -lowram names in a low-RAM build) */
#define MLDSA_ROWS(set)                                                                    \
    {"ml-dsa-" #set "-keygen" BENCH_PQ_SUFFIX, "oneshot", 0, 0, 0, 0, NULL,                \
     bench_run_mldsa##set##_keygen, QZ_MLDSA_KEYGEN_WORKSPACE_BYTES(set),                  \
     "mldsa" #set "_keygen"},                                                              \
    {"ml-dsa-" #set "-verify" BENCH_PQ_SUFFIX, "oneshot", BENCH_MLDSA_MSG_BYTES, 0, 0, 0,  \
     setup_mldsa##set, bench_run_mldsa##set##_verify,                                      \
     QZ_MLDSA_VERIFY_WORKSPACE_BYTES(set), "mldsa" #set "_verify"}
#if BENCH_MLDSA_ROWS
    MLDSA_ROWS(44),
#endif
#if BENCH_MLDSA_SIGN
    {"ml-dsa-44-sign" BENCH_PQ_SUFFIX, "oneshot", BENCH_MLDSA_MSG_BYTES, 0,
     QZ_MLDSA_SIG_BYTES(44), 0, setup_mldsa44, bench_run_mldsa44_sign,
     QZ_MLDSA_SIGN_WORKSPACE_BYTES(44), "mldsa44_sign"},
#if BENCH_MLDSA_ALL_SETS && !QZ_PQ_LOWRAM
    {"ml-dsa-44-sign" BENCH_PQ_SUFFIX, "mean", BENCH_MLDSA_MSG_BYTES, BENCH_MEAN_CALLS,
     QZ_MLDSA_SIG_BYTES(44), 0, setup_mldsa44, bench_run_mldsa44_sign,
     QZ_MLDSA_SIGN_WORKSPACE_BYTES(44), "mldsa44_sign"},
#endif
#endif
#if BENCH_MLDSA_ALL_SETS
    MLDSA_ROWS(65), MLDSA_ROWS(87),
#endif
#endif
#if !BENCH_REF_ONLY && !BENCH_PQ_ONLY
    RSA_TABLE(ROW)
#endif
};
const size_t bench_nops = sizeof bench_ops / sizeof bench_ops[0];

/* The RSA rows this build leaves to a full run (bench/run --full), and a
 * last entry that is not a row. */
const struct bench_op bench_skipped[] = {
#if !BENCH_REF_ONLY && !BENCH_PQ_ONLY
    RSA_TABLE(SKIP)
#endif
    {NULL, NULL, 0, 0, 0, 0, NULL, NULL, 0, NULL},
};
const size_t bench_nskipped = sizeof bench_skipped / sizeof bench_skipped[0] - 1u;

/* --- self-test ------------------------------------------------------------------ */
static const uint8_t abc_sha256[32] = {
    0xba, 0x78, 0x16, 0xbf, 0x8f, 0x01, 0xcf, 0xea, 0x41, 0x41, 0x40, 0xde, 0x5d,
    0xae, 0x22, 0x23, 0xb0, 0x03, 0x61, 0xa3, 0x96, 0x17, 0x7a, 0x9c, 0xb4, 0x10,
    0xff, 0x61, 0xf2, 0x00, 0x15, 0xad};
static const uint8_t abc_sha384[48] = {
    0xcb, 0x00, 0x75, 0x3f, 0x45, 0xa3, 0x5e, 0x8b, 0xb5, 0xa0, 0x3d, 0x69,
    0x9a, 0xc6, 0x50, 0x07, 0x27, 0x2c, 0x32, 0xab, 0x0e, 0xde, 0xd1, 0x63,
    0x1a, 0x8b, 0x60, 0x5a, 0x43, 0xff, 0x5b, 0xed, 0x80, 0x86, 0x07, 0x2b,
    0xa1, 0xe7, 0xcc, 0x23, 0x58, 0xba, 0xec, 0xa1, 0x34, 0xc8, 0x25, 0xa7};
static const uint8_t abc_sha3_256[32] = {
    0x3a, 0x98, 0x5d, 0xa7, 0x4f, 0xe2, 0x25, 0xb2, 0x04, 0x5c, 0x17, 0x2d, 0x6b,
    0xd3, 0x90, 0xbd, 0x85, 0x5f, 0x08, 0x6e, 0x3e, 0x9d, 0x52, 0x5b, 0x46, 0xbf,
    0xe2, 0x45, 0x11, 0x43, 0x15, 0x32};
static const uint8_t abc_shake128[32] = {
    0x58, 0x81, 0x09, 0x2d, 0xd8, 0x18, 0xbf, 0x5c, 0xf8, 0xa3, 0xdd, 0xb7, 0x93,
    0xfb, 0xcb, 0xa7, 0x40, 0x97, 0xd5, 0xc5, 0x26, 0xa6, 0xd3, 0x5f, 0x97, 0xb8,
    0x33, 0x51, 0x94, 0x0f, 0x2c, 0xc8};
/* RFC 4231 test case 1 */
static const uint8_t rfc4231_1[32] = {
    0xb0, 0x34, 0x4c, 0x61, 0xd8, 0xdb, 0x38, 0x53, 0x5c, 0xa8, 0xaf, 0xce, 0xaf,
    0x0b, 0xf1, 0x2b, 0x88, 0x1d, 0xc2, 0x00, 0xc9, 0x83, 0x3d, 0xa7, 0x26, 0xe9,
    0x37, 0x6c, 0x2e, 0x32, 0xcf, 0xf7};

int bench_selftest(void)
{
    uint8_t d[64], k[20];
    int bad = 0;

#if !BENCH_PQ_ONLY
    bad |= qz_sha256(d, "abc", 3) != QZ_OK || memcmp(d, abc_sha256, 32) != 0;
#endif
#if !BENCH_PQ_ONLY && !BENCH_RSA_ONLY
    bad |= (qz_sha384(d, "abc", 3) != QZ_OK || memcmp(d, abc_sha384, 48) != 0) << 1;
#endif
#if !BENCH_REF_ONLY && !BENCH_RSA_ONLY
    bad |= (qz_sha3_256(d, "abc", 3) != QZ_OK || memcmp(d, abc_sha3_256, 32) != 0) << 2;
    bad |= (qz_shake128(d, 32, "abc", 3) != QZ_OK || memcmp(d, abc_shake128, 32) != 0)
           << 3;
    memset(k, 0x0b, sizeof k);
    bad |= (qz_hmac(QZ_HASH_SHA256, d, 32, k, sizeof k, "Hi There", 8) != QZ_OK ||
            memcmp(d, rfc4231_1, 32) != 0)
           << 4;
#else
    (void)k;
#endif

    /* every data-flow row must give the one-shot digest of the message */
    for (size_t i = 0; i < bench_nops; i++) {
        const struct bench_op *o = &bench_ops[i];
        uint8_t ref[64];

        if (strcmp(o->mode, "flow") != 0 || o->out > sizeof ref)
            continue;
        for (size_t j = 0; j < bench_nops; j++) {
            const struct bench_op *s = &bench_ops[j];
            if (strcmp(s->op, o->op) == 0 && strcmp(s->mode, "oneshot") == 0) {
                struct bench_op whole = *s;
                whole.len = o->len;
                whole.run(&whole);
                memcpy(ref, bench_out, o->out);
                o->run(o);
                if (memcmp(ref, bench_out, o->out) != 0) bad |= 1 << 5;
                break;
            }
        }
    }
    if (bench_status != 0) bad |= 1 << 6;
    bench_status = 0;
    return bad;
}

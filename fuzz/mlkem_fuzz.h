/*
 * What the ML-KEM fuzz targets (fuzz_mlkem_decaps.c,
 * fuzz_mlkem_encaps_key.c) share: the parameter set an input selects, its
 * sizes written out from FIPS 203 section 8 (Table 3), an independent
 * decoder for the modulus check of section 7.2, an input's patches, the
 * oracles H and J (SHA3-256 and SHAKE256: the library's public calls, or
 * OpenSSL's EVP digests with QZ_FUZZ_OPENSSL), and the workspace.
 *
 * The system OpenSSL (3.0) has no ML-KEM: there is no differential against
 * it, only OpenSSL's SHA-3 for the hash check and the rejection key.
 *
 * Sampling on the cores (QZ_FUZZ_CROSS_SAMPLE), as the curve targets do
 * (fuzz/ec_fuzz.h): the ML-KEM operations run only for inputs whose byte
 * 0 is 0 or 3, and 3 alone on ARMv6-M, whose replay also runs in the
 * simulator; the seeds set it, the random inputs' byte 0 mostly is
 * neither. The cheap checks run for every input.
 */
#ifndef QZ_FUZZ_MLKEM_FUZZ_H
#define QZ_FUZZ_MLKEM_FUZZ_H

#include <string.h>

#include "qzcrypt/mlkem.h"
#include "qzcrypt/sha3.h"
#include "fuzz/fuzz_target.h"

#ifdef QZ_FUZZ_OPENSSL
#include <openssl/evp.h>
#endif

#if defined(QZ_FUZZ_CROSS_SAMPLE) && defined(__ARM_ARCH_6M__)
#define QZF_MLKEM_SAMPLED(b0) ((b0) == 3)
#elif defined(QZ_FUZZ_CROSS_SAMPLE)
#define QZF_MLKEM_SAMPLED(b0) ((b0) == 0 || (b0) == 3)
#else
#define QZF_MLKEM_SAMPLED(b0) ((void)(b0), 1)
#endif

/* The longest input read: a raw ML-KEM-1024 decapsulation key after the
 * header, seed and message. */
#define QZF_MLKEM_MAX_INPUT (2 + 64 + 32 + QZ_MLKEM_DK_BYTES(1024))

typedef struct {
    qz_mlkem_id id;
    unsigned k;
    size_t ek, dk, ct; /* bytes */
} qzf_mlkem_set;

/* FIPS 203 Table 3: ek 384k + 32, dk 768k + 96, ct 32 (du k + dv). */
static const qzf_mlkem_set qzf_mlkem_sets[3] = {
    {QZ_MLKEM512, 2, 800, 1632, 768},
    {QZ_MLKEM768, 3, 1184, 2400, 1088},
    {QZ_MLKEM1024, 4, 1568, 3168, 1568},
};

/* The set of a mode byte's two low bits (3 is ML-KEM-768 again). */
static inline const qzf_mlkem_set *qzf_mlkem_set_of(uint8_t mode)
{
    return &qzf_mlkem_sets[(mode & 3u) == 3u ? 1 : mode & 3u];
}

static uint32_t qzf_mlkem_ws[QZ_MLKEM_WORKSPACE_MAX_BYTES / 4];
#define QZF_MLKEM_WS qzf_mlkem_ws, sizeof qzf_mlkem_ws

/* The modulus check written out: every 12-bit value of the first 384 k
 * bytes (two from each three bytes, little-endian) below q = 3329. */
static inline int qzf_mlkem_modulus_ok(const uint8_t *ek, unsigned k)
{
    for (size_t i = 0; i < 384u * k; i += 3) {
        unsigned a = ek[i] | (unsigned)(ek[i + 1] & 0x0f) << 8;
        unsigned b = (unsigned)ek[i + 1] >> 4 | (unsigned)ek[i + 2] << 4;

        if (a >= 3329 || b >= 3329)
            return 0;
    }
    return 1;
}

/* Patches from the input: each three bytes are a position (16 bits,
 * big-endian, taken mod n) and the byte written there. */
static inline void qzf_mlkem_patch(uint8_t *buf, size_t n, const uint8_t *p, size_t len)
{
    for (; len >= 3; p += 3, len -= 3)
        buf[((size_t)p[0] << 8 | p[1]) % n] = p[2];
}

/* H = SHA3-256 and J = SHAKE256(z || c, 32): the oracles. */
static inline void qzf_mlkem_h(uint8_t out[32], const uint8_t *in, size_t len)
{
#ifdef QZ_FUZZ_OPENSSL
    unsigned int n = 32;

    QZ_FUZZ_ASSERT(EVP_Digest(in, len, out, &n, EVP_sha3_256(), NULL) == 1 && n == 32);
#else
    QZ_FUZZ_ASSERT(qz_sha3_256(out, in, len) == QZ_OK);
#endif
}

static inline void qzf_mlkem_j(uint8_t out[32], const uint8_t z[32], const uint8_t *ct,
                               size_t len)
{
#ifdef QZ_FUZZ_OPENSSL
    EVP_MD_CTX *c = EVP_MD_CTX_new();

    QZ_FUZZ_ASSERT(c != NULL && EVP_DigestInit_ex(c, EVP_shake256(), NULL) == 1 &&
                   EVP_DigestUpdate(c, z, 32) == 1 && EVP_DigestUpdate(c, ct, len) == 1 &&
                   EVP_DigestFinalXOF(c, out, 32) == 1);
    EVP_MD_CTX_free(c);
#else
    qz_shake_ctx c;

    QZ_FUZZ_ASSERT(qz_shake256_init(&c) == QZ_OK && qz_shake_absorb(&c, z, 32) == QZ_OK &&
                   qz_shake_absorb(&c, ct, len) == QZ_OK && qz_shake_squeeze(&c, out, 32) == QZ_OK);
    qz_shake_wipe(&c);
#endif
}

/* Up to want bytes from the input, zero-padded into out. */
static inline void qzf_mlkem_take(uint8_t *out, size_t want, const uint8_t **data, size_t *size)
{
    size_t got = *size < want ? *size : want;

    memset(out, 0, want);
    memcpy(out, *data, got);
    *data += got;
    *size -= got;
}

static inline int qzf_all(const uint8_t *p, size_t n, uint8_t v)
{
    for (size_t i = 0; i < n; i++)
        if (p[i] != v)
            return 0;
    return 1;
}

#endif /* QZ_FUZZ_MLKEM_FUZZ_H */

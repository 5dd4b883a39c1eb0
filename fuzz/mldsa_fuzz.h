/*
 * What the ML-DSA fuzz targets (fuzz_mldsa_verify.c, fuzz_mldsa_sign_key.c)
 * share: the parameter set an input selects, with its sizes written out
 * from FIPS 204 (Table 2: pk 32 + 320 k, sk 128 + 32 (k + l) eta bits +
 * 416 k, sig lambda / 4 + 32 l (1 + gamma1 bits) + omega + k), a fixed key
 * pair per set, an input's patches, and the workspace.
 *
 * The system OpenSSL (3.0) has no ML-DSA: there is no differential. The
 * targets check what holds whatever the implementation: a signature made
 * here verifies, any change to it, to the public key or to the message
 * does not (ML-DSA is strongly unforgeable: FIPS 204 section 3.2),
 * verification answers only QZ_OK or QZ_ERR_AUTH, the entry points agree
 * with each other, and a private key is refused exactly when a decoder
 * written here finds an s1 or s2 coefficient out of range.
 *
 * Sampling on the cores (QZ_FUZZ_CROSS_SAMPLE), as the ML-KEM targets do:
 * the signing and verification run only for inputs whose byte 0 is 0 or
 * 3, and 3 alone on ARMv6-M, whose replay also runs in the simulator; the
 * seeds set it.
 */
#ifndef QZ_FUZZ_MLDSA_FUZZ_H
#define QZ_FUZZ_MLDSA_FUZZ_H

#include <string.h>

#include "qzcrypt/mldsa.h"
#include "fuzz/fuzz_target.h"

#if defined(QZ_FUZZ_CROSS_SAMPLE) && defined(__ARM_ARCH_6M__)
#define QZF_MLDSA_SAMPLED(b0) ((b0) == 3)
#elif defined(QZ_FUZZ_CROSS_SAMPLE)
#define QZF_MLDSA_SAMPLED(b0) ((b0) == 0 || (b0) == 3)
#else
#define QZF_MLDSA_SAMPLED(b0) ((void)(b0), 1)
#endif

typedef struct {
    qz_mldsa_id id;
    unsigned k, l, eta, omega;
    size_t pk, sk, sig, ctilde, z; /* bytes; z: one polynomial of z */
} qzf_mldsa_set;

static const qzf_mldsa_set qzf_mldsa_sets[3] = {
    {QZ_MLDSA44, 4, 4, 2, 80, 1312, 2560, 2420, 32, 576},
    {QZ_MLDSA65, 6, 5, 4, 55, 1952, 4032, 3309, 48, 640},
    {QZ_MLDSA87, 8, 7, 2, 75, 2592, 4896, 4627, 64, 640},
};

/* The set of a mode byte's two low bits (3 is ML-DSA-44 again: the set
 * the cores replay). */
static inline const qzf_mldsa_set *qzf_mldsa_set_of(uint8_t mode)
{
    return &qzf_mldsa_sets[(mode & 3u) == 3u ? 0 : mode & 3u];
}

static uint32_t qzf_mldsa_ws[QZ_MLDSA_WORKSPACE_MAX_BYTES / 4];
#define QZF_MLDSA_WS qzf_mldsa_ws, sizeof qzf_mldsa_ws

/* The fixed key pair of set s: xi = 0, 1, ..., 31 (made on first use). */
static inline void qzf_mldsa_keys(const qzf_mldsa_set *s, const uint8_t **pk,
                                  const uint8_t **sk)
{
    static uint8_t pks[3][2592], sks[3][4896];
    static int have[3];
    size_t i = (size_t)(s - qzf_mldsa_sets);

    if (!have[i]) {
        uint8_t xi[32];

        for (unsigned j = 0; j < 32; j++)
            xi[j] = (uint8_t)j;
        QZ_FUZZ_ASSERT(qz_mldsa_generate_key_derand(s->id, QZF_MLDSA_WS, pks[i], s->pk, sks[i],
                                                    s->sk, xi, 32) == QZ_OK);
        have[i] = 1;
    }
    *pk = pks[i];
    *sk = sks[i];
}

/* Patches from the input: each three bytes are a position (16 bits,
 * big-endian, taken mod n) and the byte written there. */
static inline void qzf_mldsa_patch(uint8_t *buf, size_t n, const uint8_t *p, size_t len)
{
    for (; len >= 3; p += 3, len -= 3)
        buf[((size_t)p[0] << 8 | p[1]) % n] = p[2];
}

/* Up to want bytes from the input, zero-padded into out. */
static inline void qzf_mldsa_take(uint8_t *out, size_t want, const uint8_t **data,
                                  size_t *size)
{
    size_t got = *size < want ? *size : want;

    memset(out, 0, want);
    if (got > 0)
        memcpy(out, *data, got);
    *data += got;
    *size -= got;
}

/* The private key's s1 and s2 decoded here: 1 if every coefficient's
 * packed value (3 bits for eta = 2, 4 for eta = 4, little-endian) is at
 * most 2 eta (the coefficient eta - value in [-eta, eta]). */
static inline int qzf_mldsa_sk_ok(const qzf_mldsa_set *s, const uint8_t *sk)
{
    const unsigned bits = s->eta == 2 ? 3u : 4u, n = 256u * (s->k + s->l);
    const uint8_t *p = sk + 128;

    for (unsigned i = 0; i < n; i++) {
        unsigned bit = i * bits, v = (unsigned)(p[bit / 8] | (p[bit / 8 + 1] << 8));

        if (((v >> (bit % 8)) & ((1u << bits) - 1)) > 2 * s->eta)
            return 0;
    }
    return 1;
}

#endif /* QZ_FUZZ_MLDSA_FUZZ_H */

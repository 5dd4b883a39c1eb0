/*
 * What the elliptic-curve fuzz targets (fuzz_ecdsa_verify.c,
 * fuzz_ecdsa_der.c, fuzz_ec_point.c, fuzz_ecdh.c; fuzz_ed25519_verify.c,
 * fuzz_x25519.c, fuzz_ed448_verify.c and fuzz_x448.c use the sampling, the
 * workspace and qzf_take) share: the curve a fuzz
 * input selects; its order n, prime p and generator written out here from
 * SP 800-186 section 3.2.1, an oracle independent of the library's
 * descriptors (the libFuzzer build checks n and p against OpenSSL's
 * groups); a workspace; a private key made from any input bytes; a qz_rng
 * that replays input bytes. With QZ_FUZZ_OPENSSL, the same curve in
 * OpenSSL (EC_GROUP, its name), an EVP_PKEY built from a public point or a
 * private scalar, and OpenSSL's decoding of a SEC 1 point.
 */
#ifndef QZ_FUZZ_EC_FUZZ_H
#define QZ_FUZZ_EC_FUZZ_H

#include <string.h>

#include "qzcrypt/ec.h"
#include "fuzz/fuzz_target.h"

typedef struct {
    qz_ec_curve_id id;
    size_t L;                    /* bytes of a scalar or a coordinate */
    unsigned bits;
    uint8_t n[QZ_EC_BYTES(521)]; /* the order, L bytes big-endian */
    uint8_t p[QZ_EC_BYTES(521)]; /* the prime, L bytes big-endian */
    const char *ossl_name;       /* OpenSSL's group name */
} qzf_curve;

#define QZF_FF8 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff
#define QZF_FF64 QZF_FF8, QZF_FF8, QZF_FF8, QZF_FF8, QZF_FF8, QZF_FF8, QZF_FF8, QZF_FF8

static const qzf_curve qzf_curves[3] = {
    {QZ_EC_P256, 32, 256,
     {0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
      0xff, 0xbc, 0xe6, 0xfa, 0xad, 0xa7, 0x17, 0x9e, 0x84, 0xf3, 0xb9, 0xca, 0xc2, 0xfc, 0x63,
      0x25, 0x51},
     {0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
      0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
      0xff, 0xff},
     "P-256"},
    {QZ_EC_P384, 48, 384,
     {QZF_FF8, QZF_FF8, QZF_FF8, 0xc7, 0x63, 0x4d, 0x81, 0xf4, 0x37, 0x2d, 0xdf, 0x58, 0x1a, 0x0d,
      0xb2, 0x48, 0xb0, 0xa7, 0x7a, 0xec, 0xec, 0x19, 0x6a, 0xcc, 0xc5, 0x29, 0x73},
     {QZF_FF8, QZF_FF8, QZF_FF8, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe, 0xff, 0xff, 0xff,
      0xff, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff},
     "P-384"},
    {QZ_EC_P521, 66, 521,
     {0x01, 0xff, QZF_FF8, QZF_FF8, QZF_FF8, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfa,
      0x51, 0x86, 0x87, 0x83, 0xbf, 0x2f, 0x96, 0x6b, 0x7f, 0xcc, 0x01, 0x48, 0xf7, 0x09, 0xa5,
      0xd0, 0x3b, 0xb5, 0xc9, 0xb8, 0x89, 0x9c, 0x47, 0xae, 0xbb, 0x6f, 0xb7, 0x1e, 0x91, 0x38,
      0x64, 0x09},
     {0x01, QZF_FF64, 0xff},
     "P-521"},
};

/* The generators G (SP 800-186 3.2.1) as SEC 1 uncompressed points:
 * a valid public key of each curve that costs no scalar multiplication. */
static const uint8_t qzf_generator_p256[65] = {
    0x04, 0x6b, 0x17, 0xd1, 0xf2, 0xe1, 0x2c, 0x42, 0x47, 0xf8, 0xbc, 0xe6, 0xe5, 0x63, 0xa4,
    0x40, 0xf2, 0x77, 0x03, 0x7d, 0x81, 0x2d, 0xeb, 0x33, 0xa0, 0xf4, 0xa1, 0x39, 0x45, 0xd8,
    0x98, 0xc2, 0x96, 0x4f, 0xe3, 0x42, 0xe2, 0xfe, 0x1a, 0x7f, 0x9b, 0x8e, 0xe7, 0xeb, 0x4a,
    0x7c, 0x0f, 0x9e, 0x16, 0x2b, 0xce, 0x33, 0x57, 0x6b, 0x31, 0x5e, 0xce, 0xcb, 0xb6, 0x40,
    0x68, 0x37, 0xbf, 0x51, 0xf5};
static const uint8_t qzf_generator_p384[97] = {
    0x04, 0xaa, 0x87, 0xca, 0x22, 0xbe, 0x8b, 0x05, 0x37, 0x8e, 0xb1, 0xc7, 0x1e, 0xf3, 0x20,
    0xad, 0x74, 0x6e, 0x1d, 0x3b, 0x62, 0x8b, 0xa7, 0x9b, 0x98, 0x59, 0xf7, 0x41, 0xe0, 0x82,
    0x54, 0x2a, 0x38, 0x55, 0x02, 0xf2, 0x5d, 0xbf, 0x55, 0x29, 0x6c, 0x3a, 0x54, 0x5e, 0x38,
    0x72, 0x76, 0x0a, 0xb7, 0x36, 0x17, 0xde, 0x4a, 0x96, 0x26, 0x2c, 0x6f, 0x5d, 0x9e, 0x98,
    0xbf, 0x92, 0x92, 0xdc, 0x29, 0xf8, 0xf4, 0x1d, 0xbd, 0x28, 0x9a, 0x14, 0x7c, 0xe9, 0xda,
    0x31, 0x13, 0xb5, 0xf0, 0xb8, 0xc0, 0x0a, 0x60, 0xb1, 0xce, 0x1d, 0x7e, 0x81, 0x9d, 0x7a,
    0x43, 0x1d, 0x7c, 0x90, 0xea, 0x0e, 0x5f};
static const uint8_t qzf_generator_p521[133] = {
    0x04, 0x00, 0xc6, 0x85, 0x8e, 0x06, 0xb7, 0x04, 0x04, 0xe9, 0xcd, 0x9e, 0x3e, 0xcb, 0x66,
    0x23, 0x95, 0xb4, 0x42, 0x9c, 0x64, 0x81, 0x39, 0x05, 0x3f, 0xb5, 0x21, 0xf8, 0x28, 0xaf,
    0x60, 0x6b, 0x4d, 0x3d, 0xba, 0xa1, 0x4b, 0x5e, 0x77, 0xef, 0xe7, 0x59, 0x28, 0xfe, 0x1d,
    0xc1, 0x27, 0xa2, 0xff, 0xa8, 0xde, 0x33, 0x48, 0xb3, 0xc1, 0x85, 0x6a, 0x42, 0x9b, 0xf9,
    0x7e, 0x7e, 0x31, 0xc2, 0xe5, 0xbd, 0x66, 0x01, 0x18, 0x39, 0x29, 0x6a, 0x78, 0x9a, 0x3b,
    0xc0, 0x04, 0x5c, 0x8a, 0x5f, 0xb4, 0x2c, 0x7d, 0x1b, 0xd9, 0x98, 0xf5, 0x44, 0x49, 0x57,
    0x9b, 0x44, 0x68, 0x17, 0xaf, 0xbd, 0x17, 0x27, 0x3e, 0x66, 0x2c, 0x97, 0xee, 0x72, 0x99,
    0x5e, 0xf4, 0x26, 0x40, 0xc5, 0x50, 0xb9, 0x01, 0x3f, 0xad, 0x07, 0x61, 0x35, 0x3c, 0x70,
    0x86, 0xa2, 0x72, 0xc2, 0x40, 0x88, 0xbe, 0x94, 0x76, 0x9f, 0xd1, 0x66, 0x50};
static const uint8_t *const qzf_generators[3] = {qzf_generator_p256, qzf_generator_p384,
                                                  qzf_generator_p521};

/* The longest input the curve targets read (a P-521 key, nonce, digest
 * and DER signature fit in 400 bytes); longer ones are skipped, so that
 * the replay's random inputs (up to 4 KiB) cost what useful ones do. */
#define QZF_MAX_INPUT 512

/* Cross builds (QZ_CROSS: the replay under qemu-arm on every core, and on
 * the M0+ in the simulator) replay a sample, as the KATs of slow families
 * do (doc/testing.md): the steps that multiply points run only for inputs
 * whose byte 0 is 0 or 3, P-256 as the seeds write it (the random inputs'
 * byte 0 mostly is not); on ARMv6-M, whose replay also runs in the
 * simulator (where that P-256 sample alone took 96 s, against 2 s under
 * qemu-arm), only for the three seeds whose byte 0 is 3, and point decoding
 * (a square root for compressed points) for P-256 only
 * (QZF_DECODE_SAMPLED). DER parsing runs for every input on every build. */
#if defined(QZ_FUZZ_CROSS_SAMPLE) && defined(__ARM_ARCH_6M__)
#define QZF_SAMPLED(b0) ((b0) == 3)
#define QZF_DECODE_SAMPLED(b0) ((b0) % 3 == 0)
#elif defined(QZ_FUZZ_CROSS_SAMPLE)
#define QZF_SAMPLED(b0) ((b0) == 0 || (b0) == 3)
#define QZF_DECODE_SAMPLED(b0) 1
#else
#define QZF_SAMPLED(b0) 1
#define QZF_DECODE_SAMPLED(b0) 1
#endif

static inline const qzf_curve *qzf_curve_of(uint8_t sel)
{
    return &qzf_curves[sel % 3];
}

/* One workspace for every call, large enough for any curve. */
static uint32_t qzf_ws[QZ_EC_WORKSPACE_MAX_BYTES / 4];
#define QZF_WS qzf_ws, sizeof qzf_ws

/* Big-endian compare of two L-byte numbers: <0, 0, >0. */
static inline int qzf_cmp(const uint8_t *a, const uint8_t *b, size_t L)
{
    return memcmp(a, b, L);
}

static inline int qzf_is_zero(const uint8_t *a, size_t L)
{
    uint8_t acc = 0;

    for (size_t i = 0; i < L; i++)
        acc |= a[i];
    return acc == 0;
}

/* a in [1, n-1] (L bytes, big-endian). */
static inline int qzf_in_range(const qzf_curve *c, const uint8_t *a)
{
    return !qzf_is_zero(a, c->L) && qzf_cmp(a, c->n, c->L) < 0;
}

/* r = a + d (L bytes, big-endian; d small, may be negative, wraps mod 2^8L). */
static inline void qzf_add_small(uint8_t *r, const uint8_t *a, size_t L, int d)
{
    int carry = d;

    for (size_t i = L; i-- > 0;) {
        int v = a[i] + carry;

        r[i] = (uint8_t)v;
        carry = v >> 8; /* arithmetic shift: -1 borrows */
    }
}

/* r = n - a (L bytes, big-endian), for 0 < a < n. */
static inline void qzf_neg_mod_n(const qzf_curve *c, uint8_t *r, const uint8_t *a)
{
    int borrow = 0;

    for (size_t i = c->L; i-- > 0;) {
        int v = c->n[i] - a[i] - borrow;

        borrow = v < 0;
        r[i] = (uint8_t)v;
    }
}

/* A private key from L input bytes d: as given when 1 <= d < n, else d
 * with its leading byte cleared and its last bit set (then 1 <= d < n on
 * every curve). The scalar used is left in d. */
static inline void qzf_private_key(qz_ec_private_key *key, const qzf_curve *c, uint8_t *d)
{
    int rc = qz_ec_set_private_key_raw(key, c->id, QZF_WS, d, c->L);

    QZ_FUZZ_ASSERT(rc == (qzf_in_range(c, d) ? QZ_OK : QZ_ERR_ENCODING));
    if (rc != QZ_OK) {
        d[0] = 0;
        d[c->L - 1] |= 1;
        QZ_FUZZ_ASSERT(qz_ec_set_private_key_raw(key, c->id, QZF_WS, d, c->L) == QZ_OK);
    }
}

/* A qz_rng replaying input bytes, each call's output changed by a counter
 * so that a rejected candidate is not drawn again. */
typedef struct {
    const uint8_t *p;
    size_t n;
    uint8_t calls;
} qzf_replay;

static inline int qzf_replay_fill(void *state, uint8_t *out, size_t len)
{
    qzf_replay *r = state;

    for (size_t i = 0; i < len; i++)
        out[i] = (uint8_t)((r->n ? r->p[i % r->n] : 0) ^ (r->calls * 0x9d));
    r->calls++;
    return 0;
}

/* Take up to want bytes from the input (fewer at its end). */
static inline const uint8_t *qzf_take(const uint8_t **data, size_t *size, size_t want,
                                      size_t *got)
{
    const uint8_t *p = *data;

    *got = want < *size ? want : *size;
    *data += *got;
    *size -= *got;
    return p;
}

#ifdef QZ_FUZZ_OPENSSL
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/obj_mac.h>
#include <openssl/param_build.h>

/* OpenSSL's group for a curve (made once), its order checked against ours. */
static inline const EC_GROUP *qzf_group(const qzf_curve *c)
{
    static EC_GROUP *groups[3];
    static const int nids[3] = {NID_X9_62_prime256v1, NID_secp384r1, NID_secp521r1};
    size_t i = (size_t)(c - qzf_curves);

    if (groups[i] == NULL) {
        uint8_t n[QZ_EC_BYTES(521)], p[QZ_EC_BYTES(521)];
        BIGNUM *bp = BN_new();

        groups[i] = EC_GROUP_new_by_curve_name(nids[i]);
        QZ_FUZZ_ASSERT(groups[i] != NULL && bp != NULL);
        QZ_FUZZ_ASSERT(BN_bn2binpad(EC_GROUP_get0_order(groups[i]), n, (int)c->L) ==
                       (int)c->L);
        QZ_FUZZ_ASSERT(EC_GROUP_get_curve(groups[i], bp, NULL, NULL, NULL) == 1);
        QZ_FUZZ_ASSERT(BN_bn2binpad(bp, p, (int)c->L) == (int)c->L);
        QZ_FUZZ_ASSERT(memcmp(n, c->n, c->L) == 0 && memcmp(p, c->p, c->L) == 0);
        BN_free(bp);
    }
    return groups[i];
}

/* An EVP_PKEY on the curve from a SEC 1 public point (pub, publen) and/or
 * a private scalar (priv, L bytes); NULL when OpenSSL refuses them. */
static inline EVP_PKEY *qzf_evp_key(const qzf_curve *c, const uint8_t *pub, size_t publen,
                                    const uint8_t *priv)
{
    OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
    OSSL_PARAM *params = NULL;
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "EC", NULL);
    EVP_PKEY *pkey = NULL;
    BIGNUM *d = NULL;
    int ok;

    QZ_FUZZ_ASSERT(bld != NULL && ctx != NULL);
    ok = OSSL_PARAM_BLD_push_utf8_string(bld, OSSL_PKEY_PARAM_GROUP_NAME, c->ossl_name, 0);
    if (pub != NULL)
        ok = ok && OSSL_PARAM_BLD_push_octet_string(bld, OSSL_PKEY_PARAM_PUB_KEY, pub, publen);
    if (priv != NULL) {
        d = BN_bin2bn(priv, (int)c->L, NULL);
        ok = ok && d != NULL && OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_PRIV_KEY, d);
    }
    QZ_FUZZ_ASSERT(ok);
    params = OSSL_PARAM_BLD_to_param(bld);
    QZ_FUZZ_ASSERT(params != NULL && EVP_PKEY_fromdata_init(ctx) == 1);
    if (EVP_PKEY_fromdata(ctx, &pkey,
                          priv != NULL ? EVP_PKEY_KEYPAIR : EVP_PKEY_PUBLIC_KEY, params) != 1)
        pkey = NULL;
    OSSL_PARAM_free(params);
    OSSL_PARAM_BLD_free(bld);
    EVP_PKEY_CTX_free(ctx);
    BN_clear_free(d);
    return pkey;
}

/* OpenSSL's decoding of a SEC 1 point: 1 when EC_POINT_oct2point takes it
 * and the point is on the curve and not the point at infinity; then the
 * point's uncompressed and compressed encodings (1 + 2L, 1 + L bytes). */
static inline int qzf_ossl_point(const qzf_curve *c, const uint8_t *in, size_t len,
                                 uint8_t *unc, uint8_t *comp)
{
    const EC_GROUP *g = qzf_group(c);
    EC_POINT *pt = EC_POINT_new(g);
    int ok;

    QZ_FUZZ_ASSERT(pt != NULL);
    ok = EC_POINT_oct2point(g, pt, in, len, NULL) == 1 && EC_POINT_is_on_curve(g, pt, NULL) == 1 &&
         !EC_POINT_is_at_infinity(g, pt);
    if (ok) {
        QZ_FUZZ_ASSERT(EC_POINT_point2oct(g, pt, POINT_CONVERSION_UNCOMPRESSED, unc,
                                          1 + 2 * c->L, NULL) == 1 + 2 * c->L);
        QZ_FUZZ_ASSERT(EC_POINT_point2oct(g, pt, POINT_CONVERSION_COMPRESSED, comp, 1 + c->L,
                                          NULL) == 1 + c->L);
    }
    EC_POINT_free(pt);
    return ok;
}
#endif

#endif /* QZ_FUZZ_EC_FUZZ_H */

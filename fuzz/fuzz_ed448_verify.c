/*
 * Fuzz target: Ed448 public-key decoding and verification
 * (qz_ed448_set_public_key, qz_ed448_verify, ph_verify, ph_verify_digest)
 * with an attacker's key, signature, context and message; and signing
 * from an input seed, verified back.
 *
 * Properties (always):
 *  - set_public_key returns QZ_OK or QZ_ERR_ENCODING; a refused key
 *    leaves the object zeroed (then refused with QZ_ERR_KEY); an encoding
 *    whose y (bytes 0..55) is p or above, or whose last byte has any of
 *    its low 7 bits set, is refused (RFC 8032 5.2.3, strict); an accepted
 *    one is kept as given;
 *  - verification returns QZ_OK or QZ_ERR_AUTH; QZ_ERR_AUTH whenever S
 *    (57 bytes) is L or above; a signature it accepts is refused with S
 *    changed by one and with R's first byte changed;
 *  - seed mode: the key pair from the seed signs the message (each
 *    variant), deterministically, and the signature verifies; changed at
 *    the input-chosen bit, it does not.
 * With QZ_FUZZ_OPENSSL, differential against OpenSSL 3.0, whose EVP
 * interface has Ed448 with an empty context only (no context string, no
 * Ed448ph): for pure Ed448 with ctx_len 0, a key qzcrypt refuses fails
 * there too; in seed mode the same public key and signature; and the same
 * verdict, except where the verification equations differ: OpenSSL
 * checks the equation up to the 4-torsion (it accepts R + T and keys
 * with a torsion component when cofactorless verification does not) and
 * refuses keys of small order. Where the verdicts differ, an independent
 * check over OpenSSL's BIGNUM (affine edwards448, below) must find A the
 * identity or A or R not of order L.
 *
 * Input: byte 0 sample selector (QZF_SAMPLED, fuzz/ec_fuzz.h); byte 1
 * mode: bits 0-1 variant (0 Ed448, 1 Ed448ph, 2 Ed448ph over a digest, 3
 * Ed448 with an empty context), bit 2 seed mode; byte 2 the context length
 * (0..255, clipped to what is left); byte 3 the byte seed mode damages
 * (mod 114); then the public key or seed (57 bytes), the signature (114;
 * ignored in seed mode), the context, and the message (the rest; for
 * variant 2 its first 64 bytes are the digest). Inputs longer than
 * QZF_MAX_INPUT are skipped.
 */
#include <string.h>

#include "qzcrypt/ed448.h"
#include "fuzz/ec_fuzz.h"

_Static_assert(sizeof qzf_ws >= QZ_ED448_WORKSPACE_BYTES, "fuzz: the Ed448 workspace");

/* L = 2^446 - 13818066809895115352007386748515426880336692474882178609894547503885,
 * little-endian, 57 bytes. */
static const uint8_t ED448_L[57] = {
    0xf3, 0x44, 0x58, 0xab, 0x92, 0xc2, 0x78, 0x23, 0x55, 0x8f, 0xc5, 0x8d, 0x72, 0xc2, 0x6c,
    0x21, 0x90, 0x36, 0xd6, 0xae, 0x49, 0xdb, 0x4e, 0xc4, 0xe9, 0x23, 0xca, 0x7c, 0xff, 0xff,
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x3f, 0x00};

/* a >= b for n-byte little-endian numbers. */
static int le_ge(const uint8_t *a, const uint8_t *b, int n)
{
    for (int i = n - 1; i >= 0; i--)
        if (a[i] != b[i])
            return a[i] > b[i];
    return 1;
}

/* An encoding RFC 8032 5.2.3 refuses before any square root: y >= p =
 * 2^448 - 2^224 - 1 (bytes ff but byte 28, fe), or the last byte's low
 * 7 bits not zero. */
static int not_canonical(const uint8_t *e)
{
    uint8_t p[56];

    memset(p, 0xff, 56);
    p[28] = 0xfe;
    return (e[56] & 0x7f) != 0 || le_ge(e, p, 56);
}

static int verify(const qz_ed448_public_key *pub, unsigned variant, const uint8_t *ctx,
                  size_t ctx_len, const uint8_t *msg, size_t msg_len, const uint8_t *sig)
{
    switch (variant) {
    case 1: return qz_ed448ph_verify(pub, QZF_WS, ctx, ctx_len, msg, msg_len, sig, 114);
    case 2: return qz_ed448ph_verify_digest(pub, QZF_WS, ctx, ctx_len, msg, 64, sig, 114);
    default: return qz_ed448_verify(pub, QZF_WS, ctx, ctx_len, msg, msg_len, sig, 114);
    }
}

static int sign(const qz_ed448_private_key *key, unsigned variant, const uint8_t *ctx,
                size_t ctx_len, const uint8_t *msg, size_t msg_len, uint8_t *sig)
{
    switch (variant) {
    case 1: return qz_ed448ph_sign(key, QZF_WS, sig, 114, ctx, ctx_len, msg, msg_len);
    case 2: return qz_ed448ph_sign_digest(key, QZF_WS, sig, 114, ctx, ctx_len, msg, 64);
    default: return qz_ed448_sign(key, QZF_WS, sig, 114, ctx, ctx_len, msg, msg_len);
    }
}

#ifdef QZ_FUZZ_OPENSSL
#include <openssl/bn.h>
#include <openssl/err.h>

/* OpenSSL's pure Ed448 verdict (empty context): 1 accepted, 0 refused. */
static int ossl_verify(const uint8_t *key, const uint8_t *msg, size_t msg_len,
                       const uint8_t *sig)
{
    EVP_PKEY *pk = EVP_PKEY_new_raw_public_key(EVP_PKEY_ED448, NULL, key, 57);
    EVP_MD_CTX *md = EVP_MD_CTX_new();
    int ok = 0;

    QZ_FUZZ_ASSERT(md != NULL);
    if (pk != NULL && EVP_DigestVerifyInit(md, NULL, NULL, NULL, pk) == 1)
        ok = EVP_DigestVerify(md, sig, 114, msg, msg_len) == 1;
    EVP_MD_CTX_free(md);
    EVP_PKEY_free(pk);
    return ok;
}

/* OpenSSL's public key and pure Ed448 signature from a seed. */
static void ossl_sign(const uint8_t *seed, const uint8_t *msg, size_t msg_len, uint8_t *pub,
                      uint8_t *sig)
{
    EVP_PKEY *pk = EVP_PKEY_new_raw_private_key(EVP_PKEY_ED448, NULL, seed, 57);
    EVP_MD_CTX *md = EVP_MD_CTX_new();
    size_t pl = 57, sl = 114;

    QZ_FUZZ_ASSERT(pk != NULL && md != NULL);
    QZ_FUZZ_ASSERT(EVP_PKEY_get_raw_public_key(pk, pub, &pl) == 1 && pl == 57);
    QZ_FUZZ_ASSERT(EVP_DigestSignInit(md, NULL, NULL, NULL, pk) == 1 &&
                   EVP_DigestSign(md, sig, &sl, msg, msg_len) == 1 && sl == 114);
    EVP_MD_CTX_free(md);
    EVP_PKEY_free(pk);
}

/* edwards448 in affine coordinates over BIGNUM (variable time, slow: run
 * only where the verdicts differ): x^2 + y^2 = 1 + d x^2 y^2, d = -39081. */
static BN_CTX *bx;
static BIGNUM *bp, *bd, *bl;

static void b_setup(void)
{
    if (bx != NULL)
        return;
    bx = BN_CTX_new();
    bp = BN_new();
    bd = BN_new();
    bl = BN_new();
    QZ_FUZZ_ASSERT(bx != NULL && bp != NULL && bd != NULL && bl != NULL);
    QZ_FUZZ_ASSERT(BN_set_word(bp, 1) && BN_lshift(bp, bp, 448) &&
                   BN_sub(bp, bp, BN_value_one()));
    {
        BIGNUM *t = BN_new();

        QZ_FUZZ_ASSERT(t != NULL && BN_set_word(t, 1) && BN_lshift(t, t, 224) &&
                       BN_sub(bp, bp, t));
        BN_free(t);
    }
    QZ_FUZZ_ASSERT(BN_set_word(bd, 39081) && BN_sub(bd, bp, bd));
    QZ_FUZZ_ASSERT(BN_lebin2bn(ED448_L, 57, bl) != NULL);
}

/* (x3, y3) = (x1, y1) + (x2, y2); the formulas are complete (d is not a
 * square), every denominator is invertible. */
static void b_add(BIGNUM *x3, BIGNUM *y3, const BIGNUM *x1, const BIGNUM *y1, const BIGNUM *x2,
                  const BIGNUM *y2)
{
    BIGNUM *t, *a, *b, *n1, *n2;

    BN_CTX_start(bx);
    t = BN_CTX_get(bx);
    a = BN_CTX_get(bx);
    b = BN_CTX_get(bx);
    n1 = BN_CTX_get(bx);
    n2 = BN_CTX_get(bx);
    QZ_FUZZ_ASSERT(n2 != NULL);
    QZ_FUZZ_ASSERT(BN_mod_mul(a, x1, y2, bp, bx) && BN_mod_mul(b, y1, x2, bp, bx) &&
                   BN_mod_add(n1, a, b, bp, bx));                        /* x1 y2 + y1 x2 */
    QZ_FUZZ_ASSERT(BN_mod_mul(t, a, b, bp, bx) && BN_mod_mul(t, t, bd, bp, bx)); /* d x1x2y1y2 */
    QZ_FUZZ_ASSERT(BN_mod_mul(a, y1, y2, bp, bx) && BN_mod_mul(b, x1, x2, bp, bx) &&
                   BN_mod_sub(n2, a, b, bp, bx));                        /* y1 y2 - x1 x2 */
    QZ_FUZZ_ASSERT(BN_mod_add(a, BN_value_one(), t, bp, bx) &&
                   BN_mod_sub(b, BN_value_one(), t, bp, bx));
    QZ_FUZZ_ASSERT(BN_mod_inverse(a, a, bp, bx) != NULL && BN_mod_inverse(b, b, bp, bx) != NULL);
    QZ_FUZZ_ASSERT(BN_mod_mul(x3, n1, a, bp, bx) && BN_mod_mul(y3, n2, b, bp, bx));
    BN_CTX_end(bx);
}

/* Decode as RFC 8032 5.2.3: 1 and the point, or 0. */
static int b_decode(BIGNUM *x, BIGNUM *y, const uint8_t e[57])
{
    BIGNUM *u, *v;
    int ok = 0, sign = e[56] >> 7;

    if ((e[56] & 0x7f) != 0)
        return 0;
    BN_CTX_start(bx);
    u = BN_CTX_get(bx);
    v = BN_CTX_get(bx);
    QZ_FUZZ_ASSERT(v != NULL && BN_lebin2bn(e, 56, y) != NULL);
    if (BN_cmp(y, bp) >= 0)
        goto done;
    QZ_FUZZ_ASSERT(BN_mod_sqr(u, y, bp, bx) && BN_mod_mul(v, u, bd, bp, bx) &&
                   BN_mod_sub(u, u, BN_value_one(), bp, bx) &&
                   BN_mod_sub(v, v, BN_value_one(), bp, bx));
    QZ_FUZZ_ASSERT(BN_mod_inverse(v, v, bp, bx) != NULL && BN_mod_mul(u, u, v, bp, bx));
    if (BN_is_zero(u)) {
        BN_zero(x);
    } else {
        ERR_set_mark();
        if (BN_mod_sqrt(x, u, bp, bx) == NULL) { /* not a square */
            ERR_pop_to_mark();
            goto done;
        }
        ERR_pop_to_mark();
    }
    if (BN_is_zero(x) && sign)
        goto done;
    if (BN_is_odd(x) != sign)
        QZ_FUZZ_ASSERT(BN_sub(x, bp, x));
    ok = 1;
done:
    BN_CTX_end(bx);
    return ok;
}

/* The point decoded from e is of order exactly L (not the identity, no
 * torsion component): [L]P is the identity, P is not. -1 if e does not
 * decode. */
static int b_order_l(const uint8_t e[57])
{
    BIGNUM *x, *y, *rx, *ry;
    int r;

    BN_CTX_start(bx);
    x = BN_CTX_get(bx);
    y = BN_CTX_get(bx);
    rx = BN_CTX_get(bx);
    ry = BN_CTX_get(bx);
    QZ_FUZZ_ASSERT(ry != NULL);
    if (!b_decode(x, y, e)) {
        BN_CTX_end(bx);
        return -1;
    }
    BN_zero(rx);
    BN_one(ry);
    for (int i = BN_num_bits(bl) - 1; i >= 0; i--) {
        b_add(rx, ry, rx, ry, rx, ry);
        if (BN_is_bit_set(bl, i))
            b_add(rx, ry, rx, ry, x, y);
    }
    r = BN_is_zero(rx) && BN_is_one(ry) && !(BN_is_zero(x) && BN_is_one(y));
    BN_CTX_end(bx);
    return r;
}
#endif

int QZ_FUZZ_TARGET(ed448_verify)(const uint8_t *data, size_t size)
{
    static qz_ed448_private_key key;
    static qz_ed448_public_key pub;
    uint8_t keyb[57], sig[114], sig2[114], alt[114];
    const uint8_t *p, *ctx, *msg;
    size_t got, ctx_len, msg_len;
    unsigned variant, seed_mode, at;
    int rc;

    if (size > QZF_MAX_INPUT || size < 4 || !QZF_SAMPLED(data[0]))
        return 0;
    variant = data[1] & 3u;
    seed_mode = (data[1] >> 2) & 1u;
    ctx_len = data[2];
    at = data[3] % 114u;
    data += 4;
    size -= 4;
    p = qzf_take(&data, &size, 57, &got);
    memset(keyb, 0, 57);
    memcpy(keyb, p, got);
    p = qzf_take(&data, &size, 114, &got);
    memset(sig, 0, 114);
    memcpy(sig, p, got);
    if (variant == 3) {
        variant = 0;
        ctx_len = 0;
    }
    ctx = qzf_take(&data, &size, ctx_len, &got);
    ctx_len = got; /* clipped to what is left */
    msg = data;
    msg_len = size;
    if (variant == 2 && msg_len < 64)
        return 0;

    if (seed_mode) {
        uint8_t a[57];

        QZ_FUZZ_ASSERT(qz_ed448_set_private_key(&key, QZF_WS, keyb, 57) == QZ_OK);
        QZ_FUZZ_ASSERT(qz_ed448_get_public_key(&key, a, 57) == QZ_OK);
        QZ_FUZZ_ASSERT(qz_ed448_set_public_key(&pub, QZF_WS, a, 57) == QZ_OK);
        QZ_FUZZ_ASSERT(sign(&key, variant, ctx, ctx_len, msg, msg_len, sig) == QZ_OK);
        QZ_FUZZ_ASSERT(sign(&key, variant, ctx, ctx_len, msg, msg_len, sig2) == QZ_OK &&
                       memcmp(sig, sig2, 114) == 0);
        QZ_FUZZ_ASSERT(le_ge(sig + 57, ED448_L, 57) == 0);
        QZ_FUZZ_ASSERT(verify(&pub, variant, ctx, ctx_len, msg, msg_len, sig) == QZ_OK);
        memcpy(alt, sig, 114);
        alt[at] ^= (uint8_t)(1u << (at % 8));
        QZ_FUZZ_ASSERT(verify(&pub, variant, ctx, ctx_len, msg, msg_len, alt) == QZ_ERR_AUTH);
#ifdef QZ_FUZZ_OPENSSL
        if (variant == 0 && ctx_len == 0) {
            uint8_t opub[57], osig[114];

            ossl_sign(keyb, msg, msg_len, opub, osig);
            QZ_FUZZ_ASSERT(memcmp(opub, a, 57) == 0 && memcmp(osig, sig, 114) == 0);
        }
#endif
        qz_ed448_wipe_private_key(&key);
        return 0;
    }

    rc = qz_ed448_set_public_key(&pub, QZF_WS, keyb, 57);
    QZ_FUZZ_ASSERT(rc == QZ_OK || rc == QZ_ERR_ENCODING);
    if (not_canonical(keyb))
        QZ_FUZZ_ASSERT(rc == QZ_ERR_ENCODING);
    if (rc != QZ_OK) {
        QZ_FUZZ_ASSERT(pub.magic == 0);
        QZ_FUZZ_ASSERT(verify(&pub, variant, ctx, ctx_len, msg, msg_len, sig) == QZ_ERR_KEY);
#ifdef QZ_FUZZ_OPENSSL
        if (variant == 0 && ctx_len == 0) {
            b_setup();
            QZ_FUZZ_ASSERT(!ossl_verify(keyb, msg, msg_len, sig));
            QZ_FUZZ_ASSERT(b_order_l(keyb) == -1); /* the oracle refuses it too */
        }
#endif
        return 0;
    }
    QZ_FUZZ_ASSERT(memcmp(pub.pub, keyb, 57) == 0);
    rc = verify(&pub, variant, ctx, ctx_len, msg, msg_len, sig);
    QZ_FUZZ_ASSERT(rc == QZ_OK || rc == QZ_ERR_AUTH);
    if (le_ge(sig + 57, ED448_L, 57))
        QZ_FUZZ_ASSERT(rc == QZ_ERR_AUTH);
    if (rc == QZ_OK) {
        memcpy(alt, sig, 114);
        alt[57] ^= 1; /* S changed by one */
        QZ_FUZZ_ASSERT(verify(&pub, variant, ctx, ctx_len, msg, msg_len, alt) == QZ_ERR_AUTH);
        memcpy(alt, sig, 114);
        alt[0] ^= 0x10; /* another R */
        QZ_FUZZ_ASSERT(verify(&pub, variant, ctx, ctx_len, msg, msg_len, alt) == QZ_ERR_AUTH);
    }
#ifdef QZ_FUZZ_OPENSSL
    if (variant == 0 && ctx_len == 0) {
        int ok = ossl_verify(keyb, msg, msg_len, sig);

        if (ok != (rc == QZ_OK)) {
            int oa, orr;

            /* explained only by a key or R outside the group of order L */
            b_setup();
            QZ_FUZZ_ASSERT((oa = b_order_l(keyb)) != -1); /* qzcrypt decoded it */
            orr = b_order_l(sig);
            if (oa != 0 && orr != 0)
                printf("ed448_verify: qzcrypt %s, OpenSSL %s (A of order L: %d, R: %d)\n",
                       rc == QZ_OK ? "accepts" : "refuses", ok ? "accepts" : "refuses", oa, orr);
            QZ_FUZZ_ASSERT(oa == 0 || orr == 0);
        }
    }
#endif
    return 0;
}

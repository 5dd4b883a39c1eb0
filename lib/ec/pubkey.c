/*
 * Public keys of the NIST curves (qzcrypt/ec.h): SEC 1 and raw encodings,
 * decompression, validation. Public data: variable time is fine.
 */
#include <string.h>

#include "ec/ec_internal.h"
#include "internal/workspace.h"

/* Validate (x, y) (plain limbs, each already below 2^(8 bytes)) and fill
 * pub. ws: 4 fe. */
static int accept_point(const qzi_curve *c, qz_ec_public_key *pub, const uint32_t *x,
                        const uint32_t *y, uint32_t *ws)
{
    size_t n = c->limbs;
    uint32_t *xm = ws, *ym = ws + n, *tmp = ws + 2 * n;

    if (!qzi_bn_lt(x, c->p.m, n) || !qzi_bn_lt(y, c->p.m, n))
        return QZ_ERR_ENCODING;
    qzi_bn_to_mont(xm, x, &c->p);
    qzi_bn_to_mont(ym, y, &c->p);
    if (!qzi_pt_on_curve(c, xm, ym, tmp))
        return QZ_ERR_ENCODING;
    /* (0, y) and the like are on the curve or not like any other point;
     * the point at infinity has no affine encoding to reach here. */
    pub->magic = QZ_EC_PUBLIC_MAGIC;
    pub->curve = c;
    pub->curve_check = qzi_curve_check(c);
    memcpy(pub->x, x, n * 4);
    memcpy(pub->y, y, n * 4);
    return QZ_OK;
}

/* y from x and its parity: y = sqrt(x^3 - 3x + b) (p = 3 mod 4). ws:
 * QZI_WS_PUBKEY fe. */
static int decompress(const qzi_curve *c, uint32_t *y, const uint32_t *x, unsigned odd,
                      uint32_t *ws)
{
    size_t n = c->limbs;
    uint32_t *xm = ws, *rhs = ws + n, *root = ws + 2 * n, *chk = ws + 3 * n;
    uint32_t *tmp = ws + 4 * n;

    if (!qzi_bn_lt(x, c->p.m, n))
        return QZ_ERR_ENCODING;
    qzi_bn_to_mont(xm, x, &c->p);
    qzi_pt_curve_rhs(c, rhs, xm, chk);
    qzi_fe_pow(c, root, rhs, c->sqrt_exp, tmp);
    qzi_fe_sqr(c, chk, root);
    if (!qzi_bn_eq(chk, rhs, n))
        return QZ_ERR_ENCODING; /* x^3 - 3x + b is not a square */
    qzi_bn_from_mont(y, root, &c->p);
    if ((y[0] & 1u) != odd) {
        /* The other root; y = 0 has no other and then only parity 0 fits. */
        if (qzi_bn_is_zero(y, n))
            return QZ_ERR_ENCODING;
        qzi_bn_sub(y, c->p.m, y, n);
    }
    return QZ_OK;
}

static int pub_args(qz_ec_public_key *pub, qz_ec_curve_id curve, void *ws, size_t ws_len,
                    const uint8_t *in)
{
    if (pub == NULL || curve == NULL || ws == NULL || in == NULL)
        return QZ_ERR_NULL;
    memset(pub, 0, sizeof *pub);
    if (!qzi_curve_ok(curve))
        return QZ_ERR_ALG;
    return qzi_ws_ok(ws, ws_len, QZ_EC_KEY_WORKSPACE_BYTES(curve->bits));
}

int qz_ec_set_public_key_sec1(qz_ec_public_key *pub, qz_ec_curve_id curve, void *ws,
                              size_t ws_len, const uint8_t *in, size_t in_len)
{
    int rc = pub_args(pub, curve, ws, ws_len, in);
    const qzi_curve *c = curve;
    uint32_t x[QZI_EC_LIMBS_MAX], y[QZI_EC_LIMBS_MAX];

    if (rc != QZ_OK)
        return rc;
    if (in_len == 1u + 2u * c->bytes) {
        if (in[0] != 0x04)
            return QZ_ERR_ENCODING;
        qzi_bn_from_bytes(x, c->limbs, in + 1, c->bytes);
        qzi_bn_from_bytes(y, c->limbs, in + 1 + c->bytes, c->bytes);
    } else if (in_len == 1u + c->bytes) {
        if (in[0] != 0x02 && in[0] != 0x03)
            return QZ_ERR_ENCODING;
        qzi_bn_from_bytes(x, c->limbs, in + 1, c->bytes);
        rc = decompress(c, y, x, in[0] & 1u, ws);
    } else {
        return QZ_ERR_LENGTH;
    }
    if (rc == QZ_OK)
        rc = accept_point(c, pub, x, y, ws);
    if (rc != QZ_OK)
        memset(pub, 0, sizeof *pub);
    qzi_wipe(ws, QZ_EC_KEY_WORKSPACE_BYTES(c->bits));
    return rc;
}

int qz_ec_set_public_key_raw(qz_ec_public_key *pub, qz_ec_curve_id curve, void *ws,
                             size_t ws_len, const uint8_t *in, size_t in_len)
{
    int rc = pub_args(pub, curve, ws, ws_len, in);
    const qzi_curve *c = curve;
    uint32_t x[QZI_EC_LIMBS_MAX], y[QZI_EC_LIMBS_MAX];

    if (rc != QZ_OK)
        return rc;
    if (in_len != 2u * c->bytes)
        return QZ_ERR_LENGTH;
    qzi_bn_from_bytes(x, c->limbs, in, c->bytes);
    qzi_bn_from_bytes(y, c->limbs, in + c->bytes, c->bytes);
    rc = accept_point(c, pub, x, y, ws);
    if (rc != QZ_OK)
        memset(pub, 0, sizeof *pub);
    qzi_wipe(ws, QZ_EC_KEY_WORKSPACE_BYTES(c->bits));
    return rc;
}

int qz_ec_get_public_key_sec1(const qz_ec_public_key *pub, uint8_t *out, size_t out_len)
{
    int rc;
    size_t L;

    if (pub == NULL || out == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_ec_pub_ok(pub)) != QZ_OK)
        return rc;
    L = pub->curve->bytes;
    if (out_len == 1 + 2 * L) {
        out[0] = 0x04;
        qzi_bn_to_bytes(out + 1 + L, L, pub->y, pub->curve->limbs);
    } else if (out_len == 1 + L) {
        out[0] = (uint8_t)(0x02 | (pub->y[0] & 1u));
    } else {
        return QZ_ERR_LENGTH;
    }
    qzi_bn_to_bytes(out + 1, L, pub->x, pub->curve->limbs);
    return QZ_OK;
}

int qz_ec_get_public_key_raw(const qz_ec_public_key *pub, uint8_t *out, size_t out_len)
{
    int rc;
    size_t L;

    if (pub == NULL || out == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_ec_pub_ok(pub)) != QZ_OK)
        return rc;
    L = pub->curve->bytes;
    if (out_len != 2 * L)
        return QZ_ERR_LENGTH;
    qzi_bn_to_bytes(out, L, pub->x, pub->curve->limbs);
    qzi_bn_to_bytes(out + L, L, pub->y, pub->curve->limbs);
    return QZ_OK;
}

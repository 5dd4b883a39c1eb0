/*
 * Key objects of the NIST curves (qzcrypt/ec.h): generation, raw
 * private keys, the checks every call shares.
 */
#include <string.h>

#include "ec/ec_internal.h"
#include "internal/workspace.h"

_Static_assert(QZI_WS_COVERS(QZ_EC_KEY_WORKSPACE_BYTES, QZI_WS_DERIVE) &&
                   QZI_WS_COVERS(QZ_EC_KEY_WORKSPACE_BYTES, QZI_WS_PUBKEY),
               "QZ_EC_KEY_WORKSPACE_BYTES too small");
_Static_assert(QZI_WS_COVERS(QZ_EC_WORKSPACE_BYTES, QZI_WS_DERIVE) &&
                   QZI_WS_COVERS(QZ_EC_WORKSPACE_BYTES, QZI_WS_PUBKEY),
               "QZ_EC_WORKSPACE_BYTES below the key calls' need");

int qzi_ec_priv_ok(const qz_ec_private_key *key)
{
    if (key->magic != QZ_EC_PRIVATE_MAGIC || key->curve_check != qzi_curve_check(key->curve) ||
        !qzi_curve_ok(key->curve))
        return QZ_ERR_KEY;
    return QZ_OK;
}

int qzi_ec_pub_ok(const qz_ec_public_key *pub)
{
    if (pub->magic != QZ_EC_PUBLIC_MAGIC || pub->curve_check != qzi_curve_check(pub->curve) ||
        !qzi_curve_ok(pub->curve))
        return QZ_ERR_KEY;
    return QZ_OK;
}

int qzi_ec_random_scalar(const qzi_curve *c, const qz_rng *rng, uint32_t *k)
{
    size_t n = c->limbs;
    uint8_t buf[QZ_EC_BYTES(521)];
    uint32_t nm1[QZI_EC_LIMBS_MAX], one[QZI_EC_LIMBS_MAX] = {1};
    unsigned top = c->bits % 8;
    int rc = QZ_ERR_RNG;

    for (size_t i = 0; i < n; i++)
        nm1[i] = c->n.m[i];
    nm1[0] -= 1; /* n is odd: no borrow */
    for (int tries = 0; tries < 64; tries++) {
        uint32_t ok;

        if (qz_rng_fill(rng, buf, c->bytes) != 0)
            break;
        if (top)
            buf[0] &= (uint8_t)((1u << top) - 1u);
        qzi_bn_from_bytes(k, n, buf, c->bytes);
        /* Whether a candidate is refused says nothing of the one kept. */
        ok = qzi_bn_lt(k, nm1, n);
        qzi_ct_declassify(&ok, sizeof ok);
        if (ok) {
            qzi_bn_add(k, k, one, n);
            rc = QZ_OK;
            break;
        }
    }
    qzi_wipe(buf, sizeof buf);
    return rc;
}

void qz_ec_wipe_private_key(qz_ec_private_key *key)
{
    if (key != NULL)
        qzi_wipe(key, sizeof *key);
}

/* Q = d G with its fault check, into key->x, key->y (plain). ws: 3 fe for
 * the product, then the multiplication's workspace. */
static QZI_NOINLINE int derive_public_body(const qzi_curve *c, qz_ec_private_key *key,
                                           uint32_t *ws)
{
    size_t n = c->limbs;
    uint32_t *R = ws, *mws = ws + 3 * n, inf, ok;

    qzi_ec_mul_g(c, R, key->d, mws);
    inf = qzi_pt_to_affine(c, key->x, key->y, R, mws);
    ok = ~inf;
#if QZ_FAULT_CHECKS
    ok &= qzi_pt_on_curve(c, key->x, key->y, mws);
#endif
    qzi_bn_from_mont(key->x, key->x, &c->p);
    qzi_bn_from_mont(key->y, key->y, &c->p);
    /* A valid d never gives the point at infinity: only a fault does. */
    qzi_ct_declassify(&ok, sizeof ok);
    return ok ? QZ_OK : QZ_ERR_FAULT;
}

int qzi_ec_derive_public(const qzi_curve *c, qz_ec_private_key *key, uint32_t *ws)
{
    int rc = derive_public_body(c, key, ws);

    qzi_wipe_stack(qzi_ec_stack_wipe(c));
    return rc;
}

/* Set key's bookkeeping and d (plain limbs, already in range) and derive
 * Q; wipes key and the workspace's used part on error. */
static int finish_private(const qzi_curve *c, qz_ec_private_key *key, void *ws)
{
    int rc;

    key->magic = QZ_EC_PRIVATE_MAGIC;
    key->curve = c;
    key->curve_check = qzi_curve_check(c);
    rc = qzi_ec_derive_public(c, key, ws);
    qzi_wipe(ws, QZ_EC_KEY_WORKSPACE_BYTES(c->bits));
    if (rc != QZ_OK)
        qz_ec_wipe_private_key(key);
    return rc;
}

int qz_ec_set_private_key_raw(qz_ec_private_key *key, qz_ec_curve_id curve, void *ws,
                              size_t ws_len, const uint8_t *d, size_t d_len)
{
    int rc;
    uint32_t ok;

    if (key == NULL || curve == NULL || ws == NULL || d == NULL)
        return QZ_ERR_NULL;
    qz_ec_wipe_private_key(key);
    if (!qzi_curve_ok(curve))
        return QZ_ERR_ALG;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_EC_KEY_WORKSPACE_BYTES(curve->bits))) != QZ_OK)
        return rc;
    if (d_len != curve->bytes)
        return QZ_ERR_LENGTH;
    /* d must be in [1, n - 1]: the bytes above the limb count cannot be
     * set when d_len is the curve's (bytes <= 4 limbs), and d < n is
     * tested on the limbs. */
    qzi_bn_from_bytes(key->d, curve->limbs, d, d_len);
    ok = ~qzi_bn_is_zero(key->d, curve->limbs) & qzi_bn_lt(key->d, curve->n.m, curve->limbs);
    /* The verdict on a caller's encoding is public (it refuses the key). */
    qzi_ct_declassify(&ok, sizeof ok);
    if (!ok) {
        qz_ec_wipe_private_key(key);
        return QZ_ERR_ENCODING;
    }
    return finish_private(curve, key, ws);
}

int qz_ec_generate_key(qz_ec_private_key *key, qz_ec_curve_id curve, const qz_rng *rng,
                       void *ws, size_t ws_len)
{
    int rc;

    if (key == NULL || curve == NULL || rng == NULL || ws == NULL)
        return QZ_ERR_NULL;
    qz_ec_wipe_private_key(key);
    if (!qzi_curve_ok(curve))
        return QZ_ERR_ALG;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_EC_KEY_WORKSPACE_BYTES(curve->bits))) != QZ_OK)
        return rc;
    rc = qzi_ec_random_scalar(curve, rng, key->d);
    if (rc != QZ_OK) {
        qz_ec_wipe_private_key(key); /* a refused candidate may be in d */
        qzi_wipe(ws, QZ_EC_KEY_WORKSPACE_BYTES(curve->bits));
        return rc;
    }
    return finish_private(curve, key, ws);
}

int qz_ec_get_private_key_raw(const qz_ec_private_key *key, uint8_t *out, size_t out_len)
{
    int rc;

    if (key == NULL || out == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_ec_priv_ok(key)) != QZ_OK)
        return rc;
    if (out_len != key->curve->bytes)
        return QZ_ERR_LENGTH;
    qzi_bn_to_bytes(out, out_len, key->d, key->curve->limbs);
    return QZ_OK;
}

int qz_ec_get_public_key(qz_ec_public_key *pub, const qz_ec_private_key *key)
{
    int rc;

    if (pub == NULL || key == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_ec_priv_ok(key)) != QZ_OK)
        return rc;
    memset(pub, 0, sizeof *pub);
    pub->magic = QZ_EC_PUBLIC_MAGIC;
    pub->curve = key->curve;
    pub->curve_check = qzi_curve_check(key->curve);
    memcpy(pub->x, key->x, sizeof pub->x);
    memcpy(pub->y, key->y, sizeof pub->y);
    return QZ_OK;
}

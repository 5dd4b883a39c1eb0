/*
 * ECDH shared secret (qzcrypt/ecdh.h), SP 800-56A rev. 3 5.7.1.2.
 */
#include "ec/ec_internal.h"
#include "internal/workspace.h"
#include "qzcrypt/ecdh.h"

_Static_assert(QZI_WS_COVERS(QZ_ECDH_WORKSPACE_BYTES, QZI_WS_ECDH) &&
                   QZI_WS_COVERS(QZ_EC_WORKSPACE_BYTES, QZI_WS_ECDH),
               "QZ_ECDH_WORKSPACE_BYTES too small");

/* Z = x(d Q) into ws[0..n) (plain), with the fault check. ws: Z, the
 * product (3 fe), then the multiplication's (Q inside it, where
 * qzi_ec_mul allows), then y and the affine conversion's scratch. */
static QZI_NOINLINE int ecdh_body(const qzi_curve *c, const qz_ec_private_key *key,
                                  const qz_ec_public_key *peer, uint32_t *ws)
{
    size_t n = c->limbs;
    uint32_t *R = ws + n, *mws = ws + 4 * n, *qx = mws + QZI_EC_MUL_P_AT * n, *qy = qx + n;
    uint32_t *y = mws, *tmp = mws + n, ok;

    qzi_bn_to_mont(qx, peer->x, &c->p);
    qzi_bn_to_mont(qy, peer->y, &c->p);
    qzi_ec_mul(c, R, key->d, qx, qy, mws);
    ok = ~qzi_pt_to_affine(c, ws, y, R, tmp);
#if QZ_FAULT_CHECKS
    ok &= qzi_pt_on_curve(c, ws, y, tmp);
#endif
    qzi_bn_from_mont(ws, ws, &c->p);
    /* Public: a product at infinity or off the curve is a fault. */
    qzi_ct_declassify(&ok, sizeof ok);
    return ok ? QZ_OK : QZ_ERR_FAULT;
}

int qz_ecdh(const qz_ec_private_key *key, const qz_ec_public_key *peer, void *ws,
            size_t ws_len, uint8_t *secret, size_t secret_len)
{
    const qzi_curve *c;
    int rc;

    if (key == NULL || peer == NULL || ws == NULL || secret == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_ec_priv_ok(key)) != QZ_OK || (rc = qzi_ec_pub_ok(peer)) != QZ_OK)
        return rc;
    c = key->curve;
    if (peer->curve != c)
        return QZ_ERR_KEY;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_ECDH_WORKSPACE_BYTES(c->bits))) != QZ_OK)
        return rc;
    if (secret_len != c->bytes)
        return QZ_ERR_LENGTH;
    rc = ecdh_body(c, key, peer, ws);
    qzi_wipe_stack(qzi_ec_stack_wipe(c));
    if (rc == QZ_OK)
        qzi_bn_to_bytes(secret, secret_len, ws, c->limbs);
    else
        qzi_wipe(secret, secret_len);
    qzi_wipe(ws, QZ_ECDH_WORKSPACE_BYTES(c->bits));
    return rc;
}

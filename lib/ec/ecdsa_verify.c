/*
 * ECDSA verification (FIPS 186-5 6.4.2). Every input is public: variable
 * time, with every exceptional case of the point arithmetic handled.
 */
#include "ec/ecdsa_internal.h"
#include "internal/hash_check.h"
#include "internal/workspace.h"

_Static_assert(QZI_WS_COVERS(QZ_ECDSA_VERIFY_WORKSPACE_BYTES, QZI_WS_VERIFY) &&
                   QZI_WS_COVERS(QZ_EC_WORKSPACE_BYTES, QZI_WS_VERIFY),
               "QZ_ECDSA_VERIFY_WORKSPACE_BYTES too small");

int qzi_ecdsa_verify_core(const qzi_curve *c, const uint32_t *qx, const uint32_t *qy,
                          uint32_t *ws, const uint32_t *e, const uint8_t *sig)
{
    size_t n = c->limbs, L = c->bytes;
    /* ws: u1, u2, the product R (3 fe), then the multiplication's (Q
     * inside it, where qzi_ec_mul2_pub allows); before it r, s, w and the
     * inversion's scratch, after it r again and the x(R) check's. */
    uint32_t *u1 = ws, *u2 = ws + n, *R = ws + 2 * n, *mws = ws + 5 * n;
    uint32_t *qxm = mws + QZI_EC_MUL_P_AT * n, *qym = qxm + n;
    uint32_t *r = mws, *s = mws + n, *w = mws + 2 * n, *tmp = mws + 3 * n;

    /* r, s in [1, n - 1]; each L bytes may hold a value up to 2^(8L). */
    qzi_bn_from_bytes(r, n, sig, L);
    qzi_bn_from_bytes(s, n, sig + L, L);
    if (qzi_bn_is_zero(r, n) || qzi_bn_is_zero(s, n) || !qzi_bn_lt(r, c->n.m, n) ||
        !qzi_bn_lt(s, c->n.m, n))
        return QZ_ERR_AUTH;
    /* w = s^-1; u1 = e w, u2 = r w (mod n), plain. */
    qzi_bn_to_mont(tmp, s, &c->n);
    qzi_sc_inv(c, w, tmp, tmp + n);   /* s^-1 R */
    qzi_sc_mul(c, u1, w, e);
    qzi_sc_mul(c, u2, w, r);
    qzi_bn_to_mont(qxm, qx, &c->p);
    qzi_bn_to_mont(qym, qy, &c->p);
    qzi_ec_mul2_pub(c, R, u1, u2, qxm, qym, mws);
    if (qzi_bn_is_zero(QZI_Z(c, R), n))
        return QZ_ERR_AUTH;
    /* x(R) = X / Z^2: compare r Z^2 with X rather than invert, for v = r
     * and, when r + n < p, for v = r + n (x(R) mod n = r either way). */
    {
        uint32_t *z2 = mws, *v = mws + n, *t = mws + 2 * n, carry;

        r = mws + 3 * n;
        qzi_bn_from_bytes(r, n, sig, L); /* checked above */

        qzi_fe_sqr(c, z2, QZI_Z(c, R));
        for (int pass = 0; pass < 2; pass++) {
            if (pass == 0) {
                for (size_t i = 0; i < n; i++)
                    v[i] = r[i];
                carry = 0;
            } else {
                carry = qzi_bn_add(v, r, c->n.m, n);
                if (carry || !qzi_bn_lt(v, c->p.m, n))
                    break;
            }
            qzi_bn_to_mont(t, v, &c->p);
            qzi_fe_mul(c, t, t, z2);
            if (qzi_bn_eq(t, QZI_X(c, R), n))
                return QZ_OK;
        }
    }
    return QZ_ERR_AUTH;
}

static int verify_args(const qz_ec_public_key *pub, void *ws, size_t ws_len,
                       const uint8_t *sig, size_t sig_len)
{
    int rc;

    if (pub == NULL || ws == NULL || sig == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_ec_pub_ok(pub)) != QZ_OK)
        return rc;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_ECDSA_VERIFY_WORKSPACE_BYTES(pub->curve->bits))) !=
        QZ_OK)
        return rc;
    /* A signature of the wrong length is a signature that does not verify
     * (its length comes with it, from the sender). */
    if (sig_len != 2u * pub->curve->bytes)
        return QZ_ERR_AUTH;
    return QZ_OK;
}

int qz_ecdsa_verify_digest(const qz_ec_public_key *pub, void *ws, size_t ws_len,
                           const uint8_t *digest, size_t digest_len, const uint8_t *sig,
                           size_t sig_len)
{
    uint32_t e[QZI_EC_LIMBS_MAX];
    int rc;

    if (digest == NULL)
        return QZ_ERR_NULL;
    if ((rc = verify_args(pub, ws, ws_len, sig, sig_len)) != QZ_OK)
        return rc;
    if (digest_len == 0 || digest_len > QZ_HASH_MAX_DIGEST_BYTES)
        return QZ_ERR_LENGTH;
    qzi_ecdsa_digest_to_e(pub->curve, e, digest, digest_len);
    rc = qzi_ecdsa_verify_core(pub->curve, pub->x, pub->y, ws, e, sig);
    qzi_wipe(ws, QZ_ECDSA_VERIFY_WORKSPACE_BYTES(pub->curve->bits));
    return rc;
}

int qz_ecdsa_verify(const qz_ec_public_key *pub, qz_hash_id hash, void *ws, size_t ws_len,
                    const uint8_t *msg, size_t msg_len, const uint8_t *sig, size_t sig_len)
{
    uint8_t digest[QZ_HASH_MAX_DIGEST_BYTES];
    int rc;

    if (pub == NULL || hash == NULL || ws == NULL || sig == NULL ||
        (msg == NULL && msg_len != 0))
        return QZ_ERR_NULL;
    if (!qzi_hash_alg_ok(hash))
        return QZ_ERR_ALG;
    if ((rc = verify_args(pub, ws, ws_len, sig, sig_len)) != QZ_OK)
        return rc;
    if ((rc = qz_hash(hash, digest, hash->digest_bytes, msg, msg_len)) != QZ_OK)
        return rc;
    return qz_ecdsa_verify_digest(pub, ws, ws_len, digest, hash->digest_bytes, sig, sig_len);
}

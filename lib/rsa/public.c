/*
 * The RSA public operation, RSAEP / RSAVP1 (qzcrypt/rsa.h).
 */
#include "rsa/rsa_internal.h"
#include "internal/workspace.h"

int qz_rsa_public(const qz_rsa_public_key *pub, void *ws, size_t ws_len, uint8_t *out,
                  size_t out_len, const uint8_t *in, size_t in_len)
{
    size_t nb, nn;
    uint32_t *x, *acc, in_range;
    qzi_rsa_mont M = {0};
    int rc;

    if (pub == NULL || ws == NULL || out == NULL || in == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_rsa_pub_ok(pub)) != QZ_OK)
        return rc;
    nb = pub->bits / 8;
    nn = nb / 4;
    if (out_len != nb || in_len != nb)
        return QZ_ERR_LENGTH;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_RSA_PUBLIC_WORKSPACE_BYTES(pub->bits))) != QZ_OK)
        return rc;
    /* ws: x (nn), acc (nn), the product (2 nn). */
    x = (uint32_t *)ws;
    acc = x + nn;
    M.m = pub->n;
    M.rr = pub->rr;
    M.m0inv = pub->n0inv;
    M.n = nn;
    M.prod = acc + nn;
#if QZ_RSA_MAX_BITS >= 3072
    /* The public kernels (the M0+'s pair level from 96 limbs: about 2.9 KB
     * of code, which a build for RSA-2048 at most does without). */
    M.sqr = qzi_bn_mont_sqr_pub;
    M.mulw = qzi_bn_mont_mulw_pub;
#endif
    qzi_bn_from_bytes(x, nn, in, nb);
    /* Whether in < n is public (RFC 8017 5.1.1 step 1, 5.2.2 step 1). */
    in_range = qzi_bn_lt(x, pub->n, nn);
    qzi_ct_declassify(&in_range, sizeof in_range);
    if (!in_range) {
        qzi_wipe(ws, 4 * nn);
        return QZ_ERR_ENCODING;
    }
    /* The sequence of products depends on e only: constant time in the
     * input too (RSAES-OAEP encrypts through here). */
    qzi_rsa_mul(&M, x, x, pub->rr);
    qzi_rsa_pow_e_minus_1(&M, acc, x, pub->e, pub->e_limbs); /* x^(e-1) R */
    qzi_bn_from_bytes(x, nn, in, nb);                        /* x again, plain */
    qzi_rsa_mul(&M, acc, acc, x);                            /* x^e, plain */
    qzi_bn_to_bytes(out, nb, acc, nn);
    qzi_wipe(ws, QZ_RSA_PUBLIC_WORKSPACE_BYTES(pub->bits));
    return QZ_OK;
}

/*
 * ECDSA signing core (FIPS 186-5 6.4.1) and its fault checks.
 */
#include "ec/ecdsa_internal.h"

void qzi_ecdsa_digest_to_e(const qzi_curve *c, uint32_t *e, const uint8_t *digest,
                           size_t digest_len)
{
    /* e < 2^bits < 2n: one conditional subtraction reduces it. */
    qzi_bn_bits2int(e, c->limbs, c->bits, digest, digest_len);
    qzi_bn_reduce_once(e, c->n.m, c->limbs);
}

int qzi_ecdsa_random_nonce(void *src, const qzi_curve *c, uint32_t *k, unsigned attempt)
{
    (void)attempt;
    return qzi_ec_random_scalar(c, src, k);
}

/* One attempt with the nonce k and R = kG (Jacobian) in their slots: r =
 * x(R) mod n, s = k^-1 (e + r d) mod n. Returns QZ_OK with r, s in their
 * slots, 1 to ask for another nonce (r or s zero), or QZ_ERR_FAULT. */
static QZI_NOINLINE int attempt_body(const qz_ec_private_key *key, uint32_t *ws)
{
    const qzi_curve *c = key->curve;
    size_t n = c->limbs;
    uint32_t *e = ws + QZI_SIGN_E * n, *k = ws + QZI_SIGN_K * n, *r = ws + QZI_SIGN_R * n;
    uint32_t *s = ws + QZI_SIGN_S * n, *t = ws + QZI_SIGN_T * n;
    uint32_t *R = ws + QZI_SIGN_POINT * n;
    uint32_t *x = ws + QZI_SIGN_X * n, *y = ws + QZI_SIGN_Y * n, *tmp = ws + QZI_SIGN_TMP * n;
    uint32_t ok, retry;

    ok = ~qzi_pt_to_affine(c, x, y, R, tmp);
#if QZ_FAULT_CHECKS
    ok &= qzi_pt_on_curve(c, x, y, tmp);
#endif
    qzi_bn_from_mont(r, x, &c->p);
    qzi_bn_reduce_once(r, c->n.m, n); /* x < p < 2n */
    /* s = k^-1 (e + r d): t = r d + e (plain), s = (k R)^-1 R^2 ... in
     * Montgomery form: kinv_m = 1 / (kR) R^2 = k^-1 R (divsteps), s = kinv_m t R^-1. */
    qzi_bn_to_mont(tmp, r, &c->n);
    qzi_sc_mul(c, t, tmp, key->d);               /* r d */
    qzi_bn_mod_add(t, t, e, c->n.m, n);          /* e + r d */
    qzi_bn_to_mont(tmp, k, &c->n);
    qzi_sc_inv(c, y, tmp, tmp + n);              /* k^-1 R */
    qzi_sc_mul(c, s, y, t);                      /* s */
#if QZ_FAULT_CHECKS
    /* Independent recomputation of the equation: s k = e + r d, with the
     * products formed the other way round. */
    qzi_bn_to_mont(tmp, key->d, &c->n);
    qzi_sc_mul(c, x, tmp, r);                    /* d r */
    qzi_bn_mod_add(x, e, x, c->n.m, n);
    qzi_bn_to_mont(tmp, s, &c->n);
    qzi_sc_mul(c, y, k, tmp);                    /* k s */
    ok &= qzi_bn_eq(x, y, n);
#endif
    retry = qzi_bn_is_zero(r, n) | qzi_bn_is_zero(s, n);
    /* Public: a failed fault check is reported, a zero r or s discarded. */
    qzi_ct_declassify(&ok, sizeof ok);
    qzi_ct_declassify(&retry, sizeof retry);
    if (!ok)
        return QZ_ERR_FAULT;
    return retry ? 1 : QZ_OK;
}

#if QZ_FAULT_CHECKS >= 2
/* Verify the finished signature with the key's own public point. */
static int verify_own(const qz_ec_private_key *key, uint32_t *ws, const uint8_t *sig)
{
    const qzi_curve *c = key->curve;
    size_t n = c->limbs;
    uint32_t e[QZI_EC_LIMBS_MAX];

    for (size_t i = 0; i < n; i++)
        e[i] = ws[QZI_SIGN_E * n + i];
    return qzi_ecdsa_verify_core(c, key->x, key->y, ws, e, sig) == QZ_OK
               ? QZ_OK
               : QZ_ERR_FAULT;
}
#endif

int qzi_ecdsa_sign_core(const qz_ec_private_key *key, uint32_t *ws, uint8_t *sig,
                        qzi_nonce_fn nonce, void *src)
{
    const qzi_curve *c = key->curve;
    size_t n = c->limbs, L = c->bytes;
    int rc = 1;

    /* The nonce source and kG are called from here, not from
     * attempt_body: their deepest paths (RFC 6979: HMAC, the hash's
     * update, the compression function's frame; the comb: a point
     * addition and a field product) then start one frame higher, and they
     * set the signing's stack peak. The nonce source cleans its own
     * frames (the hash kernels leave no secret word, its state is in the
     * workspace); the wipe is for the comb's frames and attempt_body's. */
    for (unsigned attempt = 0; attempt < 8 && rc == 1; attempt++) {
        rc = nonce(src, c, ws + QZI_SIGN_K * n, attempt);
        if (rc == QZ_OK) {
            qzi_ec_mul_g(c, ws + QZI_SIGN_POINT * n, ws + QZI_SIGN_K * n,
                         ws + QZI_SIGN_MUL * n);
            rc = attempt_body(key, ws);
        }
        /* Measured for P-256 (lib/ec/ec_internal.h); P-384 and P-521 go
         * through the C point addition and larger field kernels. */
        qzi_wipe_stack(n > 8 ? QZI_EC_STACK_WIPE_LARGE : QZI_ECDSA_SIGN_STACK_WIPE);
    }
    if (rc == 1)
        rc = QZ_ERR_FAULT; /* eight zero r or s in a row: not a working nonce */
    if (rc == QZ_OK) {
        qzi_bn_to_bytes(sig, L, ws + QZI_SIGN_R * n, n);
        qzi_bn_to_bytes(sig + L, L, ws + QZI_SIGN_S * n, n);
#if QZ_FAULT_CHECKS >= 2
        rc = verify_own(key, ws, sig);
        qzi_wipe_stack(QZI_EC_STACK_WIPE);
#endif
    }
    if (rc != QZ_OK)
        qzi_wipe(sig, 2 * L);
    qzi_wipe(ws, QZ_ECDSA_SIGN_WORKSPACE_BYTES(c->bits));
    return rc;
}

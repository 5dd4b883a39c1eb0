/*
 * RSA key objects (qzcrypt/rsa.h): setting from raw components with their
 * validation, getters, wiping, and the checks every call makes.
 */
#include "rsa/rsa_internal.h"
#include "internal/key_check.h"
#include "internal/workspace.h"

_Static_assert(sizeof(qz_rsa_public_key) % 4 == 0 && sizeof(qz_rsa_private_key) % 4 == 0,
               "key objects are limb arrays");

/* ---- the check words ------------------------------------------------------ */

static uint32_t check_fields(uint32_t magic, uint32_t bits, uint32_t e_limbs, uint32_t has_d,
                             uint32_t n0inv, const uint32_t *n, const uint32_t *e)
{
    uint32_t c = magic;
    uint32_t hdr[4] = {bits, e_limbs, has_d, n0inv};

    c = qzi_check_words(c, hdr, 4);
    c = qzi_check_words(c, n, bits / 32);
    return qzi_check_words(c, e, e_limbs);
}

uint32_t qzi_rsa_pub_check(const qz_rsa_public_key *pub)
{
    return check_fields(QZ_RSA_PUBLIC_MAGIC, pub->bits, pub->e_limbs, 0, pub->n0inv, pub->n,
                        pub->e);
}

uint32_t qzi_rsa_priv_check(const qz_rsa_private_key *key)
{
    return check_fields(QZ_RSA_PRIVATE_MAGIC, key->bits, key->e_limbs, key->has_d, key->n0inv,
                        key->n, key->e);
}

int qzi_rsa_pub_ok(const qz_rsa_public_key *pub)
{
    /* The sizes first: the check word is computed over bits / 32 limbs. */
    if (pub->magic != QZ_RSA_PUBLIC_MAGIC || !qzi_rsa_bits_ok(pub->bits, 0) ||
        pub->e_limbs == 0 || pub->e_limbs > pub->bits / 32)
        return QZ_ERR_KEY;
    return qzi_key_ok(pub, QZ_RSA_PUBLIC_MAGIC, qzi_rsa_pub_check(pub));
}

int qzi_rsa_priv_ok(const qz_rsa_private_key *key)
{
    if (key->magic != QZ_RSA_PRIVATE_MAGIC || !qzi_rsa_bits_ok(key->bits, 1) ||
        key->e_limbs == 0 || key->e_limbs > key->bits / 32 || key->has_d > 1)
        return QZ_ERR_KEY;
    return qzi_key_ok(key, QZ_RSA_PRIVATE_MAGIC, qzi_rsa_priv_check(key));
}

void qz_rsa_wipe_private_key(qz_rsa_private_key *key)
{
    if (key != NULL)
        qzi_wipe(key, sizeof *key);
}

void qz_rsa_wipe_public_key(qz_rsa_public_key *pub)
{
    if (pub != NULL)
        qzi_wipe(pub, sizeof *pub);
}

/* ---- the public part -------------------------------------------------------- */

/* n and e into limbs with their checks (public values): QZ_OK,
 * QZ_ERR_LENGTH or QZ_ERR_ENCODING. *bits and *e_limbs set on success. */
static int decode_public(uint32_t *nl, uint32_t *el, uint32_t *bits, uint32_t *e_limbs,
                         const uint8_t *n, size_t n_len, const uint8_t *e, size_t e_len,
                         int priv)
{
    size_t nn, en;

    if (n_len > QZ_RSA_MAX_BYTES || !qzi_rsa_bits_ok((uint32_t)(8 * n_len), priv))
        return QZ_ERR_LENGTH;
    if (e_len == 0 || e_len > n_len)
        return QZ_ERR_LENGTH;
    nn = n_len / 4;
    if ((n[0] & 0x80u) == 0 || (n[n_len - 1] & 1u) == 0)
        return QZ_ERR_ENCODING;
    qzi_bn_from_bytes(nl, nn, n, n_len);
    qzi_bn_from_bytes(el, nn, e, e_len);
    en = nn;
    while (en > 1 && el[en - 1] == 0)
        en--;
    /* e odd, >= 3, < n (public values: branches are fine) */
    if ((el[0] & 1u) == 0 || (en == 1 && el[0] < 3u) || !qzi_bn_lt(el, nl, nn))
        return QZ_ERR_ENCODING;
    *bits = (uint32_t)(8 * n_len);
    *e_limbs = (uint32_t)en;
    return QZ_OK;
}

int qz_rsa_set_public_key_raw(qz_rsa_public_key *pub, void *ws, size_t ws_len, const uint8_t *n,
                              size_t n_len, const uint8_t *e, size_t e_len)
{
    qzi_rsa_mont M = {0};
    int rc;

    if (pub == NULL || ws == NULL || n == NULL || e == NULL)
        return QZ_ERR_NULL;
    qz_rsa_wipe_public_key(pub);
    rc = decode_public(pub->n, pub->e, &pub->bits, &pub->e_limbs, n, n_len, e, e_len, 0);
    if (rc == QZ_OK)
        rc = qzi_ws_ok(ws, ws_len, QZ_RSA_KEY_WORKSPACE_BYTES(8 * n_len));
    if (rc != QZ_OK) {
        qz_rsa_wipe_public_key(pub);
        return rc;
    }
    pub->n0inv = qzi_rsa_m0inv(pub->n[0]);
    M.m = pub->n;
    M.m0inv = pub->n0inv;
    M.n = pub->bits / 32;
    M.prod = (uint32_t *)ws;
    M.rr = NULL;
    qzi_rsa_compute_rr(&M, pub->rr);
    qzi_wipe(ws, 8 * M.n);
    qzi_key_seal(pub, QZ_RSA_PUBLIC_MAGIC, qzi_rsa_pub_check(pub));
    return QZ_OK;
}

int qz_rsa_public_bits(const qz_rsa_public_key *pub)
{
    int rc;

    if (pub == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_rsa_pub_ok(pub)) != QZ_OK)
        return rc;
    return (int)pub->bits;
}

/* Write e (e_limbs limbs) as out_len bytes: QZ_ERR_LENGTH when it does not
 * fit or out_len is 0 or above the modulus bytes. */
static int put_e(uint8_t *out, size_t out_len, const uint32_t *e, size_t e_limbs, size_t nbytes)
{
    uint32_t top = e[e_limbs - 1]; /* nonzero: e_limbs is minimal and e >= 3 */
    size_t need = 4 * (e_limbs - 1) + (top >> 24 ? 4 : top >> 16 ? 3 : top >> 8 ? 2 : 1);

    if (out_len == 0 || out_len > nbytes || out_len < need)
        return QZ_ERR_LENGTH;
    for (size_t i = 0; i < out_len; i++) {
        size_t b = out_len - 1 - i; /* byte b from the least significant end */

        out[i] = b / 4 < e_limbs ? (uint8_t)(e[b / 4] >> (8 * (b % 4))) : 0;
    }
    return QZ_OK;
}

int qz_rsa_get_public_key_raw(const qz_rsa_public_key *pub, uint8_t *n, size_t n_len, uint8_t *e,
                              size_t e_len)
{
    int rc;
    size_t nb;

    if (pub == NULL || (n == NULL && n_len != 0) || (e == NULL && e_len != 0))
        return QZ_ERR_NULL;
    if ((rc = qzi_rsa_pub_ok(pub)) != QZ_OK)
        return rc;
    nb = pub->bits / 8;
    if (n != NULL && n_len != nb)
        return QZ_ERR_LENGTH;
    if (e != NULL) {
        if ((rc = put_e(e, e_len, pub->e, pub->e_limbs, nb)) != QZ_OK)
            return rc;
    }
    if (n != NULL)
        qzi_bn_to_bytes(n, nb, pub->n, nb / 4);
    return QZ_OK;
}

int qz_rsa_get_public_key(qz_rsa_public_key *pub, const qz_rsa_private_key *key)
{
    int rc;
    size_t nn;

    if (pub == NULL || key == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_rsa_priv_ok(key)) != QZ_OK)
        return rc;
    qz_rsa_wipe_public_key(pub);
    nn = key->bits / 32;
    pub->bits = key->bits;
    pub->e_limbs = key->e_limbs;
    pub->n0inv = key->n0inv;
    for (size_t i = 0; i < nn; i++) {
        pub->n[i] = key->n[i];
        pub->rr[i] = key->rr[i];
        pub->e[i] = key->e[i];
    }
    qzi_key_seal(pub, QZ_RSA_PUBLIC_MAGIC, qzi_rsa_pub_check(pub));
    return QZ_OK;
}

/* ---- the private key ------------------------------------------------------- */

/* A component of at most cap bytes into nl limbs: QZ_ERR_LENGTH for an
 * empty or longer one. */
static int decode_part(uint32_t *r, size_t nl, const uint8_t *in, size_t len, size_t cap)
{
    if (len == 0 || len > cap)
        return QZ_ERR_LENGTH;
    qzi_bn_from_bytes(r, nl, in, len);
    return QZ_OK;
}

/* The secret checks (rsa.h) as one mask, constant time in the secrets. ws:
 * 8 h limbs (h = limbs of p). */
static uint32_t check_private(qz_rsa_private_key *key, uint32_t *ws)
{
    size_t h = key->bits / 64, nn = 2 * h, el = key->e_limbs;
    uint32_t ok = 0xffffffffu, one[1] = {1};
    uint32_t *prod = ws, *pm1 = ws + 4 * h, *rem = ws + 5 * h, *t = ws + 6 * h,
             *x = ws + 7 * h;
    qzi_rsa_mont M = {0};

    /* p q = n (which makes p and q odd, n being odd; their top bits were
     * checked on the bytes: sizes, public) */
    qzi_bn_mul(prod, key->p, key->q, h);
    ok &= qzi_bn_eq(prod, key->n, nn);
    for (int half = 0; half < 2; half++) {
        const uint32_t *pr = half ? key->q : key->p;
        const uint32_t *dx = half ? key->dq : key->dp;

        /* pm1 = p - 1 (p odd: no borrow); 0 < dP < p - 1 */
        for (size_t i = 0; i < h; i++)
            pm1[i] = pr[i];
        pm1[0] &= ~1u;
        ok &= ~qzi_bn_is_zero(dx, h) & qzi_bn_lt(dx, pm1, h);
        /* e dP = 1 mod (p - 1) */
        qzi_rsa_mul_any(prod, dx, h, key->e, el);
        qzi_rsa_mod_slow(rem, prod, h + el, pm1, h, t);
        ok &= qzi_bn_eq(rem, one, 1) & qzi_bn_is_zero(rem + 1, h - 1);
        /* d = dP mod (p - 1) */
        if (key->has_d) {
            qzi_rsa_mod_slow(rem, key->d, nn, pm1, h, t);
            ok &= qzi_bn_eq(rem, dx, h);
        }
    }
    if (key->has_d)
        ok &= ~qzi_bn_is_zero(key->d, nn) & qzi_bn_lt(key->d, key->n, nn);
    /* Montgomery constants of p and q (also needed below). */
    key->p0inv = qzi_rsa_m0inv(key->p[0]);
    key->q0inv = qzi_rsa_m0inv(key->q[0]);
    M.n = h;
    M.prod = prod;
    M.m = key->q;
    M.m0inv = key->q0inv;
    qzi_rsa_compute_rr(&M, key->rrq);
    M.m = key->p;
    M.m0inv = key->p0inv;
    M.rr = key->rrp;
    qzi_rsa_compute_rr(&M, key->rrp);
    /* 0 < qInv < p and qInv q = 1 mod p: q mod p = redc(q) R mod p (q <
     * 2^(32h) <= p R), then the product, out of the domain. qinv_m holds
     * the raw qInv until it becomes qInv R mod p. */
    ok &= ~qzi_bn_is_zero(key->qinv_m, h) & qzi_bn_lt(key->qinv_m, key->p, h);
    qzi_rsa_from_mont(&M, x, key->q);          /* q R^-1 mod p */
    qzi_rsa_mul(&M, x, x, key->rrp);           /* q mod p */
    qzi_rsa_mul(&M, t, x, key->qinv_m);        /* q qInv R^-1 */
    qzi_rsa_mul(&M, t, t, key->rrp);           /* q qInv mod p */
    ok &= qzi_bn_eq(t, one, 1) & qzi_bn_is_zero(t + 1, h - 1);
    qzi_rsa_mul(&M, key->qinv_m, key->qinv_m, key->rrp); /* qInv R mod p */
    return ok;
}

static QZI_NOINLINE int set_private_body(qz_rsa_private_key *key, uint32_t *ws,
                                         const qz_rsa_private_parts *k)
{
    size_t bytes = k->n_len, hb = bytes / 2, h = bytes / 8;
    int rc;
    uint32_t ok, top;
    qzi_rsa_mont M = {0};

    rc = decode_public(key->n, key->e, &key->bits, &key->e_limbs, k->n, k->n_len, k->e,
                       k->e_len, 1);
    if (rc != QZ_OK)
        return rc;
    if (k->p_len != hb || k->q_len != hb)
        return QZ_ERR_LENGTH;
    if ((rc = decode_part(key->dp, h, k->dp, k->dp_len, hb)) != QZ_OK ||
        (rc = decode_part(key->dq, h, k->dq, k->dq_len, hb)) != QZ_OK ||
        (rc = decode_part(key->qinv_m, h, k->qinv, k->qinv_len, hb)) != QZ_OK)
        return rc;
    if (k->d != NULL) {
        if ((rc = decode_part(key->d, 2 * h, k->d, k->d_len, bytes)) != QZ_OK)
            return rc;
        key->has_d = 1;
    }
    /* The top bits of p and q: their sizes, public (and implied by p q = n
     * for an n of full size; checked here for the kernels' contract, a
     * modulus whose top limb is not zero, before the first product). */
    top = (uint32_t)(k->p[0] & k->q[0]) >> 7;
    qzi_ct_declassify(&top, sizeof top);
    if (!top)
        return QZ_ERR_ENCODING;
    qzi_bn_from_bytes(key->p, h, k->p, hb);
    qzi_bn_from_bytes(key->q, h, k->q, hb);
    ok = check_private(key, ws);
    /* The verdict on the caller's key is public: it refuses the key. */
    qzi_ct_declassify(&ok, sizeof ok);
    if (!ok)
        return QZ_ERR_ENCODING;
    key->n0inv = qzi_rsa_m0inv(key->n[0]);
    M.m = key->n;
    M.m0inv = key->n0inv;
    M.n = 2 * h;
    M.prod = ws;
    M.rr = NULL;
    qzi_rsa_compute_rr(&M, key->rr);
    qzi_key_seal(key, QZ_RSA_PRIVATE_MAGIC, qzi_rsa_priv_check(key));
    return QZ_OK;
}

int qz_rsa_set_private_key_raw(qz_rsa_private_key *key, void *ws, size_t ws_len,
                               const qz_rsa_private_parts *parts)
{
    int rc;

    if (key == NULL || ws == NULL || parts == NULL || parts->n == NULL || parts->e == NULL ||
        parts->p == NULL || parts->q == NULL || parts->dp == NULL || parts->dq == NULL ||
        parts->qinv == NULL || (parts->d == NULL && parts->d_len != 0))
        return QZ_ERR_NULL;
    qz_rsa_wipe_private_key(key);
    if (parts->n_len > QZ_RSA_MAX_BYTES || !qzi_rsa_bits_ok((uint32_t)(8 * parts->n_len), 1))
        return QZ_ERR_LENGTH;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_RSA_KEY_WORKSPACE_BYTES(8 * parts->n_len))) != QZ_OK)
        return rc;
    rc = set_private_body(key, (uint32_t *)ws, parts);
    qzi_wipe_stack(QZI_RSA_STACK_WIPE);
    qzi_wipe(ws, QZ_RSA_KEY_WORKSPACE_BYTES(8 * parts->n_len));
    if (rc != QZ_OK)
        qz_rsa_wipe_private_key(key);
    return rc;
}

int qz_rsa_get_private_key_raw(const qz_rsa_private_key *key, uint8_t *out, size_t out_len,
                               int part)
{
    int rc;
    size_t nb, hb;
    const uint32_t *src;
    uint32_t tmp[QZ_RSA_MAX_LIMBS / 2], prod[QZ_RSA_MAX_LIMBS];
    qzi_rsa_mont M = {0};

    if (key == NULL || out == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_rsa_priv_ok(key)) != QZ_OK)
        return rc;
    nb = key->bits / 8;
    hb = nb / 2;
    switch (part) {
    case QZ_RSA_PART_N:
    case QZ_RSA_PART_D:
        if (part == QZ_RSA_PART_D && !key->has_d)
            return QZ_ERR_KEY;
        if (out_len != nb)
            return QZ_ERR_LENGTH;
        qzi_bn_to_bytes(out, nb, part == QZ_RSA_PART_N ? key->n : key->d, nb / 4);
        return QZ_OK;
    case QZ_RSA_PART_E:
        return put_e(out, out_len, key->e, key->e_limbs, nb);
    case QZ_RSA_PART_P:
    case QZ_RSA_PART_Q:
    case QZ_RSA_PART_DP:
    case QZ_RSA_PART_DQ:
    case QZ_RSA_PART_QINV:
        break;
    default:
        return QZ_ERR_ALG;
    }
    if (out_len != hb)
        return QZ_ERR_LENGTH;
    if (part == QZ_RSA_PART_QINV) {
        /* qInv R mod p back to qInv */
        M.m = key->p;
        M.m0inv = key->p0inv;
        M.n = hb / 4;
        M.prod = prod;
        qzi_rsa_from_mont(&M, tmp, key->qinv_m);
        qzi_bn_to_bytes(out, hb, tmp, hb / 4);
        qzi_wipe(tmp, sizeof tmp);
        qzi_wipe(prod, sizeof prod);
        return QZ_OK;
    }
    src = part == QZ_RSA_PART_P ? key->p : part == QZ_RSA_PART_Q ? key->q
                                      : part == QZ_RSA_PART_DP ? key->dp : key->dq;
    qzi_bn_to_bytes(out, hb, src, hb / 4);
    return QZ_OK;
}

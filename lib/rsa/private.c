/*
 * The RSA private operation, RSADP / RSASP1 (qzcrypt/rsa.h), with and
 * without the CRT: base blinding, exponent blinding, the fixed-window
 * exponentiation and the check with e before the result is released.
 *
 * Workspace (limbs; N = the modulus's, h = N / 2), in two regions:
 *   kept:    rinv (N: r^-1 R mod n; with the CRT r^-1 R mod p | r^-1 R
 *            mod q, h each), then s (N: with the CRT first r^e R mod p |
 *            r^e R mod q, then the two halves sp, sq, then the
 *            recombined result);
 *   scratch: sel (h | N), prod (2h | 2N), exp (h + 2 | N + 2), table
 *            (2^w entries of h | N), CRT | non-CRT;
 * the blinding runs before the table exists and takes the whole scratch
 * region (the inversions' inputs and workspace fit in it: checked below);
 * the check with e takes the table's first 4N limbs (8h: the smallest
 * CRT table; the CRT's check, in the halves, 7h). The CRT halves are
 * unblinded before Garner's recombination, the non-CRT result after its
 * exponentiation.
 */
#include "rsa/rsa_internal.h"
#include "internal/workspace.h"

/* The blinding's inversions fit in the scratch region of the smallest
 * window, after the N limbs that hold their inputs: the CRT's (two of h
 * limbs) in its 12 h + 2 limbs, the non-CRT's (one of N) in its 12 N + 2,
 * at every size. */
#define QZI_RSA_SCRATCH_LIMBS(h) ((((1u << QZI_RSA_WMIN) + 4u) * (h)) + 2u)
_Static_assert(64u + QZI_BN_INV_WS(32u) <= QZI_RSA_SCRATCH_LIMBS(32u) &&
                   96u + QZI_BN_INV_WS(48u) <= QZI_RSA_SCRATCH_LIMBS(48u) &&
                   128u + QZI_BN_INV_WS(64u) <= QZI_RSA_SCRATCH_LIMBS(64u) &&
                   64u + QZI_BN_INV_WS(64u) <= QZI_RSA_SCRATCH_LIMBS(64u) &&
                   96u + QZI_BN_INV_WS(96u) <= QZI_RSA_SCRATCH_LIMBS(96u) &&
                   128u + QZI_BN_INV_WS(128u) <= QZI_RSA_SCRATCH_LIMBS(128u),
               "the blinding's inversions do not fit the private operation's workspace");

/* The largest window whose workspace fits ws_len (public), or 0. */
static unsigned choose_window(size_t ws_len, uint32_t bits, int crt)
{
    for (unsigned w = QZI_RSA_WMAX; w >= QZI_RSA_WMIN; w--) {
        size_t need = crt ? QZ_RSA_PRIVATE_WORKSPACE_BYTES_W(bits, w)
                          : QZ_RSA_NONCRT_WORKSPACE_BYTES_W(bits, w);

        if (ws_len >= need)
            return w;
    }
    return 0;
}

/* Base blinding's draw: r uniform below 2^(bits - 1) (< n) into r (N
 * limbs). QZ_OK or QZ_ERR_RNG. */
static int draw_r(const qz_rsa_private_key *key, const qz_rng *rng, uint32_t *r)
{
    size_t nn = key->bits / 32;

    if (qz_rng_fill(rng, (uint8_t *)r, 4 * nn) != 0)
        return QZ_ERR_RNG;
    r[nn - 1] &= 0x7fffffffu;
    return QZ_OK;
}

/* r = a^(e-1) R times y, for x = a R in M's domain (r, x: M->n limbs,
 * apart): y = x gives a^e R, y = a (plain) gives a^e plain, without a
 * conversion out of the domain. */
static void pow_e_times(const qz_rsa_private_key *key, const qzi_rsa_mont *M, uint32_t *r,
                        const uint32_t *x, const uint32_t *y)
{
    qzi_rsa_pow_e_minus_1(M, r, x, key->e, key->e_limbs);
    qzi_rsa_mul(M, r, r, y);
}

/* The non-CRT blinding: re = r^e R mod n, rinv = r^-1 R mod n (N limbs
 * each). S: N + QZI_BN_INV_WS(N) limbs (at least 3N) of scratch. QZ_OK or
 * QZ_ERR_RNG (eight draws r that share a factor with n). */
static int blind_n(const qz_rsa_private_key *key, const qz_rng *rng, uint32_t *rinv,
                   uint32_t *re, uint32_t *S)
{
    size_t nn = key->bits / 32;
    qzi_rsa_mont Mn = {key->n, key->rr, key->n0inv, nn, S + nn, NULL, NULL};

    for (int tries = 0; tries < 8; tries++) {
        uint32_t ok;
        int rc;

        if ((rc = draw_r(key, rng, rinv)) != QZ_OK)
            return rc;
        qzi_rsa_mul(&Mn, S, rinv, key->rr); /* r R */
        pow_e_times(key, &Mn, re, S, S);    /* r^e R */
        /* (r R)^-1 R^2 = r^-1 R; 0 when r shares a factor with n (or is 0) */
        ok = qzi_bn_inv_mod(rinv, S, key->rr, key->n, nn, S + nn);
        /* A refused r says nothing of the one kept. */
        qzi_ct_declassify(&ok, sizeof ok);
        if (ok)
            return QZ_OK;
    }
    return QZ_ERR_RNG;
}

/* x mod m into r for x < m R (x of 2h limbs, m of h): redc(x) = x R^-1,
 * then a product with R^2. prod (M's) receives the copy, so r may overlap
 * x. */
static void reduce_plain(const qzi_rsa_mont *M, uint32_t *r, const uint32_t *x)
{
    size_t h = M->n;

    for (size_t i = 0; i < 2 * h; i++)
        M->prod[i] = x[i];
    qzi_bn_mont_redc(r, M->prod, M->m, M->m0inv, h);
    qzi_rsa_mul(M, r, r, M->rr);
}

/* x R mod m into r for x < m R: x mod m, then one more product with R^2. */
static void reduce_to_mont(const qzi_rsa_mont *M, uint32_t *r, const uint32_t *x)
{
    reduce_plain(M, r, x);
    qzi_rsa_mul(M, r, r, M->rr);
}

/* The CRT blinding, in the halves: r drawn below 2^(bits - 1) (< n),
 * rinv = r^-1 R mod p | r^-1 R mod q and re = r^e R mod p | r^e R mod q
 * (h limbs each): two inversions and two powers of h limbs cost about half
 * of one of N each (their steps grow with the square of the size, the
 * powers' products as well), and the halves are blinded and unblinded
 * apart (c r^e mod p and mod q are c r^e mod n's residues). S: N +
 * QZI_BN_INV_WS(h) limbs (at least 3N) of scratch. QZ_OK or QZ_ERR_RNG. */
static int blind_crt(const qz_rsa_private_key *key, const qz_rng *rng, uint32_t *rinv,
                     uint32_t *re, uint32_t *S)
{
    size_t nn = key->bits / 32, h = nn / 2;
    qzi_rsa_mont Mp = {key->p, key->rrp, key->p0inv, h, S + nn, NULL, NULL};
    qzi_rsa_mont Mq = {key->q, key->rrq, key->q0inv, h, S + nn, NULL, NULL};

    for (int tries = 0; tries < 8; tries++) {
        uint32_t ok;
        int rc;

        if ((rc = draw_r(key, rng, rinv)) != QZ_OK)
            return rc;
        /* r R mod p and r R mod q (r < n < p R, q R) at S | S + h */
        reduce_to_mont(&Mp, S, rinv);
        reduce_to_mont(&Mq, S + h, rinv);
        /* 0 when r is a multiple of p or q (or is 0); p and q are secret,
         * of 32 h bits each (their top bits are set) */
        ok = qzi_bn_inv_mod_secret(rinv, S, key->rrp, key->p, h, 32 * h, S + nn);
        ok &= qzi_bn_inv_mod_secret(rinv + h, S + h, key->rrq, key->q, h, 32 * h, S + nn);
        /* A refused r says nothing of the one kept. */
        qzi_ct_declassify(&ok, sizeof ok);
        if (ok) {
            pow_e_times(key, &Mp, re, S, S);
            pow_e_times(key, &Mq, re + h, S + h, S + h);
            return QZ_OK;
        }
    }
    return QZ_ERR_RNG;
}

/* exp = m k + d, k two limbs from rng (exponent blinding: d + k (p - 1) or
 * d + k phi(n)); m and d of len limbs, exp of len + 2. */
static int blind_exponent(const qz_rng *rng, uint32_t *exp, const uint32_t *m, const uint32_t *d,
                          size_t len)
{
    uint32_t k[QZI_RSA_BLIND_LIMBS];
    uint64_t acc = 0;

    if (qz_rng_fill(rng, (uint8_t *)k, sizeof k) != 0)
        return QZ_ERR_RNG;
    qzi_rsa_mul_any(exp, m, len, k, QZI_RSA_BLIND_LIMBS);
    for (size_t i = 0; i < len + QZI_RSA_BLIND_LIMBS; i++) {
        acc += (uint64_t)exp[i] + (i < len ? d[i] : 0u);
        exp[i] = (uint32_t)acc;
        acc >>= 32;
    }
    qzi_wipe(k, sizeof k);
    return QZ_OK;
}

#if QZ_FAULT_CHECKS
/* The check with e (QZ_FAULT_CHECKS): s^e = c mod n for s (N limbs, < n)
 * and c the input's bytes. T: 4N limbs of scratch (x, the product, acc).
 * Returns the check's mask (all-ones when it holds). */
static uint32_t check_with_e(const qz_rsa_private_key *key, const uint32_t *s, uint32_t *T,
                             const uint8_t *in)
{
    size_t nn = key->bits / 32;
    qzi_rsa_mont Mn = {key->n, key->rr, key->n0inv, nn, T + nn, NULL, NULL};
    uint32_t *x = T, *acc = T + 3 * nn;

    qzi_rsa_mul(&Mn, x, s, key->rr);   /* s R */
    pow_e_times(key, &Mn, acc, x, s); /* s^e, plain */
    qzi_bn_from_bytes(x, nn, in, 4 * nn);
    return qzi_bn_eq(acc, x, nn);
}

/* The check with e in the halves: s^e = c mod p and mod q, together s^e =
 * c mod n, for s (N limbs, < n) and c the input's bytes; the powers are of
 * h limbs (about half the cost of one of N). Each half: s mod p by a
 * reduction and a product with R^2, s R, and s^(e-1) R times s mod p gives
 * s^e mod p, plain, against c mod p. T: 7h limbs of scratch (x, s mod p,
 * acc, c, the product). Returns the check's mask. */
static uint32_t check_with_e_crt(const qz_rsa_private_key *key, const uint32_t *s, uint32_t *T,
                                 const uint8_t *in)
{
    size_t nn = key->bits / 32, h = nn / 2;
    uint32_t ok = 0xffffffffu, *x = T, *sm = T + h, *acc = T + 2 * h, *c = T + 3 * h;
    const qzi_rsa_mont half[2] = {{key->p, key->rrp, key->p0inv, h, T + 5 * h, NULL, NULL},
                                  {key->q, key->rrq, key->q0inv, h, T + 5 * h, NULL, NULL}};

    qzi_bn_from_bytes(c, nn, in, 4 * nn);
    for (int k = 0; k < 2; k++) {
        const qzi_rsa_mont *M = &half[k];

        reduce_plain(M, sm, s);           /* s mod p */
        qzi_rsa_mul(M, x, sm, M->rr);     /* s R */
        pow_e_times(key, M, acc, x, sm); /* s^e mod p, plain */
        reduce_plain(M, x, c);            /* c mod p */
        ok &= qzi_bn_eq(acc, x, h);
    }
    return ok;
}
#endif

/* The CRT body: s = c^d mod n into the kept region; the check's verdict in
 * *ok. */
static QZI_NOINLINE int crt_body(const qz_rsa_private_key *key, const qz_rng *rng, uint32_t *ws,
                                 unsigned w, const uint8_t *in, uint32_t *ok)
{
    size_t nn = key->bits / 32, h = nn / 2;
    uint32_t *rinv = ws, *sp = ws + nn, *sq = sp + h, *S = ws + 2 * nn;
    uint32_t *sel = S, *prod = S + h, *exp = S + 3 * h, *T = S + 4 * h + 2;
    qzi_rsa_mont Mp = {key->p, key->rrp, key->p0inv, h, prod, NULL, NULL};
    qzi_rsa_mont Mq = {key->q, key->rrq, key->q0inv, h, prod, NULL, NULL};
    int rc;

    /* Blinding: r^e R mod p | mod q into sp | sq for now, r's inverses
     * mod p and q. */
    if ((rc = blind_crt(key, rng, rinv, sp, S)) != QZ_OK)
        return rc;
    /* cb = c r^e in the halves' domains: c R mod q (in sel for now) times
     * r^e R mod q into sq; c R mod p into table entry 1 (over c's upper
     * half, which reduce_to_mont copied first), times r^e R mod p. */
    qzi_bn_from_bytes(T, nn, in, 4 * nn);
    reduce_to_mont(&Mq, sel, T);
    qzi_rsa_mul(&Mq, sq, sel, sq);
    reduce_to_mont(&Mp, T + h, T);
    qzi_rsa_mul(&Mp, T + h, T + h, sp);
    /* sp = cb^dP' mod p, dP' = dP + k (p - 1). */
    for (size_t i = 0; i < h; i++)
        sel[i] = key->p[i];
    sel[0] &= ~1u;
    if ((rc = blind_exponent(rng, exp, sel, key->dp, h)) != QZ_OK)
        return rc;
    qzi_rsa_pow_ct(&Mp, sp, T, sel, w, exp, h + QZI_RSA_BLIND_LIMBS);
    qzi_rsa_from_mont(&Mp, sp, sp);
    qzi_rsa_mul(&Mp, sp, sp, rinv); /* sp r^-1 mod p: unblinded */
    /* sq = cb^dQ' mod q. */
    for (size_t i = 0; i < h; i++) {
        T[h + i] = sq[i];
        sel[i] = key->q[i];
    }
    sel[0] &= ~1u;
    if ((rc = blind_exponent(rng, exp, sel, key->dq, h)) != QZ_OK)
        return rc;
    qzi_rsa_pow_ct(&Mq, sq, T, sel, w, exp, h + QZI_RSA_BLIND_LIMBS);
    qzi_rsa_from_mont(&Mq, sq, sq);
    qzi_rsa_mul(&Mq, sq, sq, rinv + h); /* sq r^-1 mod q */
    /* Garner: s = sq + q ((sp - sq) qInv mod p). sq mod p by redc and a
     * product with R^2 (sq < q < 2^(32h)). */
    for (size_t i = 0; i < h; i++) {
        prod[i] = sq[i];
        prod[h + i] = 0;
    }
    qzi_bn_mont_redc(sel, prod, key->p, key->p0inv, h);
    qzi_rsa_mul(&Mp, sel, sel, key->rrp);
    qzi_bn_mod_sub(sel, sp, sel, key->p, h);
    qzi_rsa_mul(&Mp, sel, sel, key->qinv_m); /* qInv R mod p: the product is plain */
    qzi_bn_mul(T, key->q, sel, h);
    for (size_t i = 0; i < h; i++) {
        prod[i] = sq[i];
        prod[h + i] = 0;
    }
    qzi_bn_add(sp, T, prod, nn); /* into sp | sq, the kept s */
#if QZ_FAULT_CHECKS
    *ok = check_with_e_crt(key, sp, T, in);
#else
    *ok = 0xffffffffu;
#endif
    return QZ_OK;
}

/* The non-CRT body: exponent d + k phi(n), phi(n) = (p - 1)(q - 1). */
static QZI_NOINLINE int noncrt_body(const qz_rsa_private_key *key, const qz_rng *rng,
                                    uint32_t *ws, unsigned w, const uint8_t *in, uint32_t *ok)
{
    size_t nn = key->bits / 32, h = nn / 2;
    uint32_t *rinv = ws, *s = ws + nn, *S = ws + 2 * nn;
    uint32_t *sel = S, *prod = S + nn, *exp = S + 3 * nn, *T = S + 4 * nn + 2;
    qzi_rsa_mont Mn = {key->n, key->rr, key->n0inv, nn, prod, NULL, NULL};
    int rc;

    if ((rc = blind_n(key, rng, rinv, s, S)) != QZ_OK)
        return rc;
    qzi_bn_from_bytes(T, nn, in, 4 * nn);
    qzi_rsa_mul(&Mn, T, T, s);          /* cb = c r^e */
    qzi_rsa_mul(&Mn, T + nn, T, key->rr); /* cb R: table entry 1 */
    for (size_t i = 0; i < h; i++) {
        sel[i] = key->p[i];
        sel[h + i] = key->q[i];
    }
    sel[0] &= ~1u;
    sel[h] &= ~1u;
    qzi_bn_mul(prod, sel, sel + h, h); /* phi(n) */
    if ((rc = blind_exponent(rng, exp, prod, key->d, nn)) != QZ_OK)
        return rc;
    qzi_rsa_pow_ct(&Mn, s, T, sel, w, exp, nn + QZI_RSA_BLIND_LIMBS);
    qzi_rsa_from_mont(&Mn, s, s);
    qzi_rsa_mul(&Mn, s, s, rinv); /* s r^-1 mod n: unblinded */
#if QZ_FAULT_CHECKS
    *ok = check_with_e(key, s, T, in);
#else
    *ok = 0xffffffffu;
#endif
    return QZ_OK;
}

/* One body of the two above. private_op takes it as an argument, so that
 * each entry point's image holds its own body only (--gc-sections). */
typedef int (*private_body)(const qz_rsa_private_key *key, const qz_rng *rng, uint32_t *ws,
                            unsigned w, const uint8_t *in, uint32_t *ok);

static int private_op(const qz_rsa_private_key *key, const qz_rng *rng, void *ws, size_t ws_len,
                      uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len, int crt,
                      private_body body)
{
    size_t nb, nn, used;
    uint32_t *W = (uint32_t *)ws, ok = 0, in_range;
    unsigned w;
    int rc;

    if (key == NULL || rng == NULL || ws == NULL || out == NULL || in == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_rsa_priv_ok(key)) != QZ_OK)
        return rc;
    if (!crt && !key->has_d)
        return QZ_ERR_KEY;
    nb = key->bits / 8;
    nn = nb / 4;
    if (out_len != nb || in_len != nb)
        return QZ_ERR_LENGTH;
    if (((uintptr_t)ws & 3u) != 0)
        return QZ_ERR_NULL;
    if ((w = choose_window(ws_len, key->bits, crt)) == 0)
        return QZ_ERR_LENGTH;
    used = crt ? QZ_RSA_PRIVATE_WORKSPACE_BYTES_W(key->bits, w)
               : QZ_RSA_NONCRT_WORKSPACE_BYTES_W(key->bits, w);
    /* in < n: public verdict (RFC 8017 5.1.2 step 1). */
    qzi_bn_from_bytes(W, nn, in, nb);
    in_range = qzi_bn_lt(W, key->n, nn);
    qzi_ct_declassify(&in_range, sizeof in_range);
    qzi_wipe(W, 4 * nn);
    if (!in_range)
        return QZ_ERR_ENCODING;
    rc = body(key, rng, W, w, in, &ok);
    qzi_wipe_stack(QZI_RSA_STACK_WIPE);
    /* A failed check is a fault, whose occurrence is public. */
    qzi_ct_declassify(&ok, sizeof ok);
    if (rc == QZ_OK && !ok)
        rc = QZ_ERR_FAULT;
    if (rc == QZ_OK)
        qzi_bn_to_bytes(out, nb, W + nn, nn); /* s: the kept region's second half */
    else
        qzi_wipe(out, nb);
    qzi_wipe(ws, used);
    return rc;
}

int qz_rsa_private(const qz_rsa_private_key *key, const qz_rng *rng, void *ws, size_t ws_len,
                   uint8_t *out, size_t out_len, const uint8_t *in, size_t in_len)
{
    return private_op(key, rng, ws, ws_len, out, out_len, in, in_len, 1, crt_body);
}

int qz_rsa_private_noncrt(const qz_rsa_private_key *key, const qz_rng *rng, void *ws,
                          size_t ws_len, uint8_t *out, size_t out_len, const uint8_t *in,
                          size_t in_len)
{
    return private_op(key, rng, ws, ws_len, out, out_len, in, in_len, 0, noncrt_body);
}

/*
 * RSA key generation (qzcrypt/rsa.h, qz_rsa_generate_key): FIPS 186-5
 * A.1.3, random probable primes, then d = e^-1 mod lcm(p - 1, q - 1) and
 * the CRT components; the key object comes from qz_rsa_set_private_key_raw
 * (every consistency check of a caller's key runs on the generated one).
 *
 * Workspace (limbs, h = bits / 64, the primes' limbs): P h, Q h, D 2h, DP
 * h, DQ h, QI h, E 8 (e), then a scratch region S of 27h + 80 limbs that
 * each phase uses in turn: a candidate's checks and Miller-Rabin
 * (QZI_RSA_MR_WS), the private exponent (QZI_RSA_PRIVEXP_WS), qInv by
 * inversion (2h + QZI_BN_INV_WS(h)), and at the end the components as
 * bytes (9h) and the raw setter's workspace (8h), then (QZ_FAULT_CHECKS)
 * the private operation's LOW workspace (16h + 2) and its input and
 * output (4h). 34h + 88 limbs in all.
 *
 * What is public: every refused candidate (its draw, its checks' verdicts:
 * it is discarded), the counts of draws and tests, a refused d (the pair
 * is discarded). What is secret: the accepted p and q and all that comes
 * from them; from the moment a candidate is drawn until it is refused, it
 * is treated as secret (constant-time code), and only the verdicts are
 * declassified (qzi_ct_declassify), one per check.
 */
#include "rsa/rsa_internal.h"
#include "internal/workspace.h"

#define S_LIMBS(h) (27u * (h) + 80u)
_Static_assert(QZ_RSA_KEYGEN_WORKSPACE_BYTES(2048) == 4u * (7u * 32u + 8u + S_LIMBS(32u)),
               "rsa.h's QZ_RSA_KEYGEN_WORKSPACE_BYTES and keygen.c's layout differ");
_Static_assert(QZ_RSA_PRIVATE_WORKSPACE_BYTES_LOW(2048) / 4u + 2u * 64u <= S_LIMBS(32u) &&
                   QZI_RSA_MR_WS(32u) <= S_LIMBS(32u) && 32u + 80u <= S_LIMBS(32u) &&
                   QZI_RSA_PRIVEXP_WS(32u) <= S_LIMBS(32u) &&
                   2u * 32u + QZI_BN_INV_WS(32u) <= S_LIMBS(32u) &&
                   17u * 32u <= S_LIMBS(32u),
               "a phase of key generation does not fit its scratch region");

/* Draws of a prime's candidates (any outcome) before QZ_ERR_RNG: FIPS 186-5
 * A.1.3 bounds the tested ones (those past the size checks) at 5 nlen / 2;
 * the draws refused by the size checks before (4.4, 5.4, 5.5: about 71% of
 * them) are bounded too, at four times that, so that a source that never
 * gives a valid candidate ends the call. */
#define QZI_RSA_KEYGEN_TESTS(bits) (5u * (bits) / 2u)
#define QZI_RSA_KEYGEN_DRAWS(bits) (4u * QZI_RSA_KEYGEN_TESTS(bits))
/* New pairs when d <= 2^(nlen / 2) (A.1.1 asks d above that; about 2^-1000
 * likely for a pair of random primes) before QZ_ERR_RNG. */
#define QZI_RSA_KEYGEN_PAIRS 4u

typedef struct {
    const qz_rng *rng;
    size_t h;
    uint32_t bits, el, rounds;
    const uint32_t *e;
    uint32_t *S;
} kg;

/* The rounds of Miller-Rabin, FIPS 186-5 Table B.1, "p and q" with the
 * error probability of each size's security strength: 1024-bit primes
 * 5 rounds (2^-112), 1536-bit 4 (2^-128), 2048-bit 4 (2^-144). */
static uint32_t mr_rounds(uint32_t bits)
{
    return bits == 2048u ? 5u : 4u;
}

/* 1 when a candidate w (h limbs) passes the size checks, the public
 * verdict: w >= sqrt(2) 2^(32h - 1) (w^2 >= 2^(64h - 1): the top bit of
 * the square) and, for q (other = p), |w - other| > 2^(32h - 100). */
static int size_ok(const kg *c, const uint32_t *w, const uint32_t *other)
{
    size_t h = c->h;
    uint32_t *sq = c->S, *diff = c->S, *neg = diff + h, *bnd = neg + h;
    uint32_t ok, borrow;

    qzi_bn_sqr(sq, w, h);
    ok = sq[2 * h - 1] >> 31;
    if (other != NULL) {
        /* |w - other|, then its comparison with 2^(32h - 100) + 1 */
        borrow = qzi_bn_sub(diff, w, other, h);
        for (size_t i = 0; i < h; i++)
            bnd[i] = 0;
        qzi_bn_sub(neg, bnd, diff, h);
        qzi_bn_cnd_copy(diff, neg, 0u - borrow, h);
        bnd[0] = 1;
        bnd[(32 * h - 100) / 32] |= 1u << ((32 * h - 100) % 32);
        ok &= qzi_bn_sub(neg, diff, bnd, h) ^ 1u;
    }
    qzi_ct_declassify(&ok, sizeof ok);
    return (int)ok;
}

/* All-ones when gcd(w - 1, e) = 1: (w - 1) mod e, then its inverse mod e
 * exists (e public, qzi_bn_inv_mod modulo e). */
static uint32_t coprime_e(const kg *c, const uint32_t *w)
{
    size_t h = c->h, el = c->el;
    uint32_t *wm1 = c->S, *rem = wm1 + h, *t = rem + 8, *one = t + 8, *inv = one + 8,
             *iws = inv + 8;

    for (size_t i = 0; i < h; i++)
        wm1[i] = w[i];
    wm1[0] &= ~1u;
    qzi_rsa_mod_slow(rem, wm1, h, c->e, el, t);
    for (size_t i = 0; i < el; i++)
        one[i] = 0;
    one[0] = 1;
    return qzi_bn_inv_mod(inv, rem, one, c->e, el, iws);
}

/* One prime of h limbs into w (FIPS 186-5 A.1.3 step 4, or step 5 with
 * other = p): QZ_OK, QZ_ERR_RNG (the source failed, or the bounds were
 * reached). */
static int gen_prime(const kg *c, uint32_t *w, const uint32_t *other)
{
    size_t h = c->h, hb = 4 * h;
    uint32_t draws = 0, tests = 0;

    for (;;) {
        uint32_t v;
        int rc;

        if (++draws > QZI_RSA_KEYGEN_DRAWS(c->bits))
            return QZ_ERR_RNG;
        /* 4.2-4.3: nlen / 2 random bits, made odd */
        if (qz_rng_fill(c->rng, (uint8_t *)c->S, hb) != 0)
            return QZ_ERR_RNG;
        qzi_bn_from_bytes(w, h, (const uint8_t *)c->S, hb);
        w[0] |= 1u;
        /* 4.4 (5.4, 5.5) */
        if (!size_ok(c, w, other))
            continue;
        /* 4.6-4.7: at most 5 nlen / 2 candidates tested */
        if (++tests > QZI_RSA_KEYGEN_TESTS(c->bits))
            return QZ_ERR_RNG;
        /* 4.5: gcd(w - 1, e) = 1 */
        v = coprime_e(c, w);
        qzi_ct_declassify(&v, sizeof v);
        if (!v)
            continue;
        /* trial division before Miller-Rabin (a faster refusal of most
         * composites; a prime above 1024 has no such factor) */
        v = qzi_rsa_small_factor(w, h);
        qzi_ct_declassify(&v, sizeof v);
        if (v)
            continue;
        /* 4.5.1: Miller-Rabin, Table B.1's rounds */
        if ((rc = qzi_rsa_miller_rabin(w, h, c->rounds, c->rng, c->S, &v)) != QZ_OK)
            return rc;
        if (v)
            return QZ_OK;
    }
}

/* qInv = q^-1 mod p into qi: the divstep inversion of q mod p (q < 2^(32h)
 * < 2p: one conditional subtraction) with b = 1, for a secret p of 32h
 * bits (qzi_bn_inv_mod_secret: constant time in p and q). p and q are
 * distinct primes, so the inverse exists; were they not, the raw setter's
 * check qInv q = 1 mod p refuses the key (a fault). */
static void crt_coeff(const kg *c, uint32_t *qi, const uint32_t *p, const uint32_t *q)
{
    size_t h = c->h;
    uint32_t *acc = c->S, *one = acc + h, *iws = one + h;

    for (size_t i = 0; i < h; i++) {
        acc[i] = q[i];
        one[i] = 0;
    }
    one[0] = 1;
    qzi_bn_reduce_once(acc, p, h);
    (void)qzi_bn_inv_mod_secret(qi, acc, one, p, h, 32 * h, iws);
}

/* All-ones when d (2h limbs) > 2^(32h) (FIPS 186-5 A.1.1). */
static uint32_t d_large(const kg *c, const uint32_t *d)
{
    size_t h = c->h;
    uint32_t *bnd = c->S, *t = bnd + 2 * h;

    for (size_t i = 0; i < 2 * h; i++)
        bnd[i] = 0;
    bnd[0] = 1;
    bnd[h] = 1;
    return 0u - (qzi_bn_sub(t, d, bnd, 2 * h) ^ 1u);
}

static const uint8_t e65537[3] = {0x01, 0x00, 0x01};

static QZI_NOINLINE int keygen_body(qz_rsa_private_key *key, kg *c, uint32_t *ws,
                                    const uint8_t *eb, size_t eb_len)
{
    size_t h = c->h, hb = 4 * h;
    uint32_t *P = ws, *Q = P + h, *D = Q + h, *DP = D + 2 * h, *DQ = DP + h, *QI = DQ + h;
    uint32_t *E = QI + h;
    uint32_t ok = 0;
    int rc;
    uint8_t *b;
    qz_rsa_private_parts parts;

    c->S = E + 8;
    for (size_t i = 0; i < 8; i++)
        E[i] = 0;
    qzi_bn_from_bytes(E, c->el, eb, eb_len);
    c->e = E;
    for (uint32_t pair = 0; pair < QZI_RSA_KEYGEN_PAIRS && !ok; pair++) {
        if ((rc = gen_prime(c, P, NULL)) != QZ_OK || (rc = gen_prime(c, Q, P)) != QZ_OK)
            return rc;
        qzi_rsa_privexp(D, P, Q, h, E, c->el, c->S);
        /* A refused d discards the pair: public. */
        ok = d_large(c, D);
        qzi_ct_declassify(&ok, sizeof ok);
    }
    if (!ok)
        return QZ_ERR_RNG;
    /* dP = d mod (p - 1), dQ = d mod (q - 1) */
    P[0] &= ~1u;
    qzi_rsa_mod_slow(DP, D, 2 * h, P, h, c->S);
    P[0] |= 1u;
    Q[0] &= ~1u;
    qzi_rsa_mod_slow(DQ, D, 2 * h, Q, h, c->S);
    Q[0] |= 1u;
    crt_coeff(c, QI, P, Q);

    /* The components as bytes at S + 8h (n, d, p, q, dP, dQ, qInv), the
     * raw setter's workspace at S (n's limbs pass through it first). */
    b = (uint8_t *)(c->S + 8 * h);
    qzi_bn_mul(c->S, P, Q, h);
    qzi_bn_to_bytes(b, 2 * hb, c->S, 2 * h);
    /* n is the public key: public from here on (the raw setter branches
     * on its checks). */
    qzi_ct_declassify(b, 2 * hb);
    qzi_bn_to_bytes(b + 2 * hb, 2 * hb, D, 2 * h);
    qzi_bn_to_bytes(b + 4 * hb, hb, P, h);
    qzi_bn_to_bytes(b + 5 * hb, hb, Q, h);
    qzi_bn_to_bytes(b + 6 * hb, hb, DP, h);
    qzi_bn_to_bytes(b + 7 * hb, hb, DQ, h);
    qzi_bn_to_bytes(b + 8 * hb, hb, QI, h);
    parts.n = b;
    parts.n_len = 2 * hb;
    parts.e = eb;
    parts.e_len = eb_len;
    parts.d = b + 2 * hb;
    parts.d_len = 2 * hb;
    parts.p = b + 4 * hb;
    parts.q = b + 5 * hb;
    parts.dp = b + 6 * hb;
    parts.dq = b + 7 * hb;
    parts.qinv = b + 8 * hb;
    parts.p_len = parts.q_len = parts.dp_len = parts.dq_len = parts.qinv_len = hb;
    /* Every check of a caller's key (p q = n, e dP = 1 mod p - 1, ...,
     * qInv q = 1 mod p, d against dP and dQ): a key that fails them was
     * computed wrong (a fault), never released. */
    rc = qz_rsa_set_private_key_raw(key, c->S, QZ_RSA_KEY_WORKSPACE_BYTES(c->bits), &parts);
    if (rc != QZ_OK)
        return QZ_ERR_FAULT;
#if QZ_FAULT_CHECKS
    /* One private operation on a random x < n, whose own fault check
     * raises the result to e: the setter's checks are identities that
     * hold for a composite p too, this one fails for one (a fault in
     * the primality test) with high probability. QZ_ERR_FAULT or
     * QZ_ERR_RNG; x and the result are wiped with the workspace. */
    b = (uint8_t *)(c->S + QZ_RSA_PRIVATE_WORKSPACE_BYTES_LOW(c->bits) / 4);
    if (qz_rng_fill(c->rng, b, 2 * hb) != 0)
        return QZ_ERR_RNG;
    b[0] &= 0x7fu;
    rc = qz_rsa_private(key, c->rng, c->S, QZ_RSA_PRIVATE_WORKSPACE_BYTES_LOW(c->bits),
                        b + 2 * hb, 2 * hb, b, 2 * hb);
    if (rc != QZ_OK)
        return rc == QZ_ERR_RNG ? QZ_ERR_RNG : QZ_ERR_FAULT;
#endif
    return QZ_OK;
}

int qz_rsa_generate_key(qz_rsa_private_key *key, unsigned bits, const qz_rng *rng, void *ws,
                        size_t ws_len, const uint8_t *e, size_t e_len)
{
    kg c;
    int rc;
    size_t el;
    uint32_t ev[8];

    if (key == NULL || rng == NULL || ws == NULL || (e == NULL && e_len != 0))
        return QZ_ERR_NULL;
    qz_rsa_wipe_private_key(key);
    if (bits > QZ_RSA_MAX_BITS || !qzi_rsa_bits_ok(bits, 1))
        return QZ_ERR_LENGTH;
    if (e == NULL) {
        e = e65537;
        e_len = sizeof e65537;
    }
    /* e: 1 to 32 bytes, odd, 2^16 < e (< 2^256 by its length); public */
    if (e_len == 0 || e_len > 32)
        return QZ_ERR_LENGTH;
    qzi_bn_from_bytes(ev, 8, e, e_len);
    el = 8;
    while (el > 1 && ev[el - 1] == 0)
        el--;
    if ((ev[0] & 1u) == 0 || (el == 1 && ev[0] <= 65536u))
        return QZ_ERR_ENCODING;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_RSA_KEYGEN_WORKSPACE_BYTES(bits))) != QZ_OK)
        return rc;
    c.rng = rng;
    c.h = bits / 64;
    c.bits = bits;
    c.el = (uint32_t)el;
    c.rounds = mr_rounds(bits);
    rc = keygen_body(key, &c, (uint32_t *)ws, e, e_len);
    qzi_wipe_stack(QZI_RSA_STACK_WIPE);
    qzi_wipe(ws, QZ_RSA_KEYGEN_WORKSPACE_BYTES(bits));
    qzi_wipe(&c, sizeof c);
    if (rc != QZ_OK)
        qz_rsa_wipe_private_key(key);
    return rc;
}

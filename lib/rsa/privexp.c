/*
 * The private exponent of key generation (lib/rsa/rsa_internal.h):
 * d = e^-1 mod lambda, lambda = lcm(p - 1, q - 1) (FIPS 186-5 A.1.1),
 * constant time in p and q; e is public.
 *
 * lambda = (p - 1) (q - 1) / g, g = gcd(p - 1, q - 1) = 2^k g', g' odd:
 *  - k: the common factors of 2, at most QZI_RSA_MR_MAX_TWOS (the primes
 *    come from qzi_rsa_miller_rabin, which refuses more), so that many
 *    masked halvings of both find it;
 *  - g': a binary gcd of the two halved numbers (one of them odd) in a
 *    fixed count of steps, 64 h, enough for two numbers of 32 h bits
 *    (each step takes at least one bit off the sum of their lengths);
 *  - (q - 1) / g: k masked halvings, then the product with g'^-1 mod
 *    2^(32 h) (exact: g' divides the halved q - 1, so the product is the
 *    quotient, below 2^(32 h)).
 * Then d with e d = 1 + lambda k', k' = -lambda^-1 mod e (e public, odd:
 * qzi_bn_inv_mod modulo e), and the exact division by e as a product
 * with e^-1 mod 2^(64 h): d < lambda < 2^(64 h). No division instruction,
 * no branch or index on p, q or their derivatives.
 */
#include "rsa/rsa_internal.h"

void qzi_rsa_inv_pow2(uint32_t *r, const uint32_t *x, size_t n, uint32_t *t)
{
    /* y = x^-1 mod 2^32 (0 - (-x^-1)), then y (2 - x y) doubles the
     * correct bits: 64, 128, ... up to 32 n (n public). */
    for (size_t i = 0; i < n; i++)
        r[i] = 0;
    r[0] = 0u - qzi_rsa_m0inv(x[0]);
    for (size_t bits = 32; bits < 32 * n; bits *= 2) {
        uint32_t carry = 3;

        qzi_bn_mul(t, x, r, n); /* x y mod 2^(32n): t's low n limbs */
        /* t = 2 - t mod 2^(32 n) = ~t + 3 */
        for (size_t i = 0; i < n; i++) {
            uint64_t s = (uint64_t)(uint32_t)~t[i] + carry;

            t[i] = (uint32_t)s;
            carry = (uint32_t)(s >> 32);
        }
        qzi_bn_mul(t + n, r, t, n); /* r t: 2n limbs from t + n, low n kept */
        for (size_t i = 0; i < n; i++)
            r[i] = t[n + i];
    }
}

/* r = low n limbs of a b (t: 2n limbs, r may be a or b). */
static void mul_low(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n, uint32_t *t)
{
    qzi_bn_mul(t, a, b, n);
    for (size_t i = 0; i < n; i++)
        r[i] = t[i];
}

/*
 * Workspace (limbs): A h, B h, u h, v h, x h, prod 6h (qzi_rsa_inv_pow2's
 * 3n for n = 2h), lam 2h, X 2h + 8, einv 2h, then e's numbers of 8 limbs
 * each (lm, ti, one) and the inversion's 45 words (QZI_BN_INV_WS(8))
 * padded to 48: 17h + 80 (QZI_RSA_PRIVEXP_WS).
 */
void qzi_rsa_privexp(uint32_t *d, const uint32_t *p, const uint32_t *q, size_t h,
                     const uint32_t *e, size_t el, uint32_t *ws)
{
    uint32_t *A = ws, *B = A + h, *u = B + h, *v = u + h, *x = v + h, *prod = x + h,
             *lam = prod + 6 * h, *X = lam + 2 * h, *einv = X + 2 * h + 8,
             *lm = einv + 2 * h, *ti = lm + 8, *one = ti + 8, *inv_ws = one + 8;
    uint32_t k = 0, carry;
    size_t nn = 2 * h;

    /* A = p - 1, B = q - 1 (odd p, q: clear bit 0) */
    for (size_t i = 0; i < h; i++) {
        A[i] = u[i] = p[i];
        B[i] = v[i] = q[i];
    }
    A[0] &= ~1u;
    B[0] &= ~1u;
    u[0] &= ~1u;
    v[0] &= ~1u;
    /* k: the common factors of 2 of u and v, halved out of both */
    for (unsigned i = 0; i < QZI_RSA_MR_MAX_TWOS; i++) {
        uint32_t both = qzi_ct_barrier(((u[0] | v[0]) & 1u) ^ 1u);

        qzi_rsa_cnd_shr1(u, h, 0u - both);
        qzi_rsa_cnd_shr1(v, h, 0u - both);
        k += both;
    }
    /* u odd (swap when it is v that is) */
    qzi_bn_cnd_swap(u, v, 0u - qzi_ct_barrier((u[0] & 1u) ^ 1u), h);
    /* binary gcd, u odd throughout: v odd -> (u, v) = (min, max - min);
     * then v /= 2. v reaches 0 within 64h steps; u is then g'. */
    for (size_t s = 0; s < 64 * h; s++) {
        uint32_t vo = 0u - qzi_ct_barrier(v[0] & 1u);

        qzi_bn_cnd_swap(u, v, vo & qzi_bn_lt(v, u, h), h);
        qzi_bn_cnd_sub(v, u, vo, h);
        qzi_rsa_cnd_shr1(v, h, 0xffffffffu);
    }
    /* x = (B / 2^k) / g' (i through the barrier: lib/rsa/prime.c lt_mask) */
    for (size_t i = 0; i < h; i++)
        x[i] = B[i];
    for (uint32_t i = 0; i < QZI_RSA_MR_MAX_TWOS; i++)
        qzi_rsa_cnd_shr1(x, h, qzi_ct_barrier(0u - ((qzi_ct_barrier(i) - k) >> 31)));
    qzi_rsa_inv_pow2(v, u, h, prod); /* v = g'^-1 mod 2^(32h) */
    mul_low(x, x, v, h, prod);
    /* lambda = A x (2h limbs) */
    qzi_bn_mul(lam, A, x, h);

    /* k' = e - (lambda mod e)^-1 mod e (e public; lambda is prime to e) */
    qzi_rsa_mod_slow(lm, lam, nn, e, el, prod);
    for (size_t i = 0; i < el; i++)
        one[i] = 0;
    one[0] = 1;
    (void)qzi_bn_inv_mod(ti, lm, one, e, el, inv_ws);
    qzi_bn_sub(ti, e, ti, el);
    /* X = lambda k' + 1, its low 2h limbs (d < 2^(64 h)) */
    qzi_rsa_mul_any(X, lam, nn, ti, el);
    carry = 1;
    for (size_t i = 0; i < nn; i++) {
        uint64_t s = (uint64_t)X[i] + carry;

        X[i] = (uint32_t)s;
        carry = (uint32_t)(s >> 32);
    }
    /* d = X / e = X e^-1 mod 2^(64 h) (exact) */
    for (size_t i = 0; i < nn; i++)
        lam[i] = i < el ? e[i] : 0; /* e padded; lambda is no longer needed */
    qzi_rsa_inv_pow2(einv, lam, nn, prod);
    qzi_bn_mul(prod, X, einv, nn);
    for (size_t i = 0; i < nn; i++)
        d[i] = prod[i];
}

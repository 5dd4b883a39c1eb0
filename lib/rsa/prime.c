/*
 * Primality of key generation's candidates (lib/rsa/rsa_internal.h):
 * trial division by the odd primes below 1024 and the Miller-Rabin test
 * of FIPS 186-5 B.3.1, both constant time in the candidate; only their
 * verdicts leave, declassified, when a candidate is refused (a refused
 * candidate is discarded, so what its refusal tells is of no use:
 * doc/security.md, "RSA key generation").
 */
#include "rsa/rsa_internal.h"
#include "rsa/small_primes.h"

void qzi_rsa_cnd_shr1(uint32_t *a, size_t n, uint32_t mask)
{
    for (size_t i = 0; i < n; i++) {
        uint32_t hi = i + 1 < n ? a[i + 1] : 0;  /* i is public */
        uint32_t s = (a[i] >> 1) | (hi << 31);

        a[i] = (s & mask) | (a[i] & ~mask);
    }
}

/* w mod p for one small prime, 16 bits at a time from the top: v = r 2^16
 * + half < p 2^16 <= 2^32, q = v mu / 2^32 is floor(v / p) or one less
 * (mu = floor(2^32 / p)), so v - q p < 2p and one masked subtraction ends
 * it. No branch, no division. */
static uint32_t mod_small(const uint32_t *w, size_t n, uint32_t p, uint32_t mu)
{
    uint32_t r = 0;

    for (size_t i = n; i-- > 0;) {
        for (int s = 16; s >= 0; s -= 16) {
            uint32_t v = (r << 16) | ((w[i] >> s) & 0xffffu);
            uint32_t q = (uint32_t)(qzi_mul64(v, mu) >> 32);

            r = v - q * p;
            r -= p & ~(0u - ((r - p) >> 31)); /* r < 2^17: (r - p) >> 31 is r < p */
        }
    }
    return r;
}

uint32_t qzi_rsa_small_factor(const uint32_t *w, size_t n)
{
    uint32_t any = 0;

    for (size_t i = 0; i < QZI_RSA_SMALL_PRIMES; i++) {
        uint32_t r = mod_small(w, n, qzi_rsa_small_p[i], qzi_rsa_small_mu[i]);

        any |= ~qzi_ct_nonzero_mask(r);
    }
    return qzi_ct_barrier(any);
}

/* All-ones when j < a (both below 2^31). j passes the barrier first: in
 * a loop over j, gcc -O2 otherwise makes j - a the induction variable and
 * ends the loop on a comparison with a secret-derived bound (the
 * valgrind gate saw it). */
static uint32_t lt_mask(uint32_t j, uint32_t a)
{
    return qzi_ct_barrier(0u - ((qzi_ct_barrier(j) - a) >> 31));
}

/*
 * Workspace (limbs, h those of w): prod 2h (Montgomery scratch), rr h,
 * table 16h (the window's powers; the random bytes of a base pass through
 * it before it is filled), sel h, acc h, m h (the exponent (w - 1) /
 * 2^a), rnd h + 2, t h, one h and mone h (1 and -1 in the Montgomery
 * domain), wm3 h (w - 3): 27h + 2.
 */
int qzi_rsa_miller_rabin(const uint32_t *w, size_t h, unsigned rounds, const qz_rng *rng,
                         uint32_t *ws, uint32_t *prime)
{
    uint32_t *prod = ws, *rr = prod + 2 * h, *table = rr + h, *sel = table + 16 * h,
             *acc = sel + h, *m = acc + h, *rnd = m + h, *t = rnd + h + 2, *one = t + h,
             *mone = one + h, *wm3 = mone + h;
    uint32_t a = 0, odd;
    qzi_rsa_mont M = {0};

    *prime = 0;
    /* m = (w - 1) / 2^a: up to QZI_RSA_MR_MAX_TWOS masked halvings, each
     * while m is still even; a counts them. */
    for (size_t i = 0; i < h; i++)
        m[i] = w[i];
    m[0] &= ~1u;
    for (unsigned i = 0; i < QZI_RSA_MR_MAX_TWOS; i++) {
        uint32_t even = qzi_ct_barrier((m[0] & 1u) ^ 1u);

        qzi_rsa_cnd_shr1(m, h, 0u - even);
        a += even;
    }
    /* Still even: v2(w - 1) above the bound, the candidate is refused. */
    odd = m[0] & 1u;
    qzi_ct_declassify(&odd, sizeof odd);
    if (!odd)
        return QZ_OK;

    M.m = w;
    M.m0inv = qzi_rsa_m0inv(w[0]);
    M.n = h;
    M.prod = prod;
    M.rr = NULL;
    qzi_rsa_compute_rr(&M, rr);
    M.rr = rr;
    qzi_rsa_mont_one(one, w, h);
    qzi_bn_sub(mone, w, one, h);
    /* w - 3 (w has its top bit set: no borrow out) */
    for (size_t i = 0; i < h; i++)
        t[i] = 0;
    t[0] = 3;
    qzi_bn_sub(wm3, w, t, h);

    for (unsigned r = 0; r < rounds; r++) {
        uint32_t pass, carry = 2;

        /* b = (4h + 8 random bytes, big-endian) mod (w - 3) + 2, in [2, w - 2] */
        if (qz_rng_fill(rng, (uint8_t *)table, 4 * (h + 2)) != 0)
            return QZ_ERR_RNG;
        qzi_bn_from_bytes(rnd, h + 2, (const uint8_t *)table, 4 * (h + 2));
        qzi_rsa_mod_slow(sel, rnd, h + 2, wm3, h, t);
        for (size_t i = 0; i < h; i++) {
            uint64_t s = (uint64_t)sel[i] + carry;

            sel[i] = (uint32_t)s;
            carry = (uint32_t)(s >> 32);
        }
        /* table entry 1 = b R mod w, then acc = b^m R */
        qzi_rsa_mul(&M, table + h, sel, rr);
        qzi_rsa_pow_ct(&M, acc, table, sel, QZI_RSA_MR_WINDOW, m, h);
        pass = qzi_bn_eq(acc, one, h) | qzi_bn_eq(acc, mone, h);
        /* b^(m 2^j) = -1 for some 0 < j < a: every j up to the bound runs,
         * the ones at or past a masked out. Once 1 it stays 1, never -1,
         * so the early "composite" exit of B.3.1 step 4.5.2 is not needed. */
        for (uint32_t j = 1; j < QZI_RSA_MR_MAX_TWOS; j++) {
            qzi_rsa_sqr(&M, acc, acc);
            pass |= lt_mask(j, a) & qzi_bn_eq(acc, mone, h);
        }
        /* A failed round refuses the candidate: public. */
        qzi_ct_declassify(&pass, sizeof pass);
        if (!pass)
            return QZ_OK;
    }
    *prime = 0xffffffffu;
    return QZ_OK;
}

/*
 * RSA internals (lib/rsa): the Montgomery arithmetic of one modulus of
 * any size the keys allow, the exponentiations, and the key-object checks
 * that every call of qzcrypt/rsa.h shares.
 *
 * Numbers are the bignum layer's (lib/bignum/bn.h): n 32-bit limbs, least
 * significant first. Every modulus here (n, p, q) has its top bit set
 * (the sizes of rsa.h make it so), which gives R mod m = R - m with R =
 * 2^(32 n): one negation, no division.
 */
#ifndef QZ_RSA_INTERNAL_H
#define QZ_RSA_INTERNAL_H

#include "qzcrypt/rsa.h"
#include "bignum/bn.h"

#if QZ_RSA_MAX_LIMBS > QZI_BN_MAX_LIMBS
#error "QZ_RSA_MAX_BITS above the bignum kernels' QZI_BN_MAX_LIMBS"
#endif

/* The windows of the private operation (rsa.h: LOW, MID, HIGH). */
#define QZI_RSA_WMIN 3u
#define QZI_RSA_WMAX 5u
/* Exponent blinding: k of 64 bits (two limbs). */
#define QZI_RSA_BLIND_LIMBS 2u

/* One Montgomery modulus and its 2n-limb product buffer: the products are
 * a full multiplication (or squaring) into prod, then a Montgomery
 * reduction: on the M4, qzi_bn_mul + qzi_bn_mont_redc beat
 * qzi_bn_mont_mul from about 20 limbs (lib/arch/armv7em/bignum.S), and
 * the result may alias an operand. */
typedef void (*qzi_rsa_sqr_fn)(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *m,
                               uint32_t m0inv, size_t n);
typedef void (*qzi_rsa_mulw_fn)(uint32_t *r, uint32_t *t, const uint32_t *a, const uint32_t *b,
                                const uint32_t *m, uint32_t m0inv, size_t n);
typedef struct {
    const uint32_t *m, *rr;
    uint32_t m0inv;
    size_t n;
    uint32_t *prod; /* 2n limbs of scratch */
    /* NULL: the bignum layer's qzi_bn_mont_sqr / qzi_bn_mont_mulw; the
     * public operation sets qzi_bn_mont_sqr_pub / _mulw_pub (so that only
     * its image holds them: bignum_kernel.h) */
    qzi_rsa_sqr_fn sqr;
    qzi_rsa_mulw_fn mulw;
} qzi_rsa_mont;

/* -m^-1 mod 2^32 for odd m0 (Newton's iteration; constant time). */
uint32_t qzi_rsa_m0inv(uint32_t m0);

/* r = a b R^-1 mod m (a, b < m; r may be a or b); r = a^2 R^-1. */
void qzi_rsa_mul(const qzi_rsa_mont *M, uint32_t *r, const uint32_t *a, const uint32_t *b);
void qzi_rsa_sqr(const qzi_rsa_mont *M, uint32_t *r, const uint32_t *a);
/* r = a R^-1 mod m, fully reduced, for any a < R = 2^(32n) (out of the
 * Montgomery domain; r may be a): one reduction of t = a < m R. */
void qzi_rsa_from_mont(const qzi_rsa_mont *M, uint32_t *r, const uint32_t *a);
/* r = R mod m = R - m (m's top bit set): the Montgomery one. */
void qzi_rsa_mont_one(uint32_t *r, const uint32_t *m, size_t n);
/* rr = R^2 mod m for m with its top bit set, M->rr unused; constant time
 * in m (the key's primes are secret). */
void qzi_rsa_compute_rr(const qzi_rsa_mont *M, uint32_t *rr);

/* acc = x^(e - 1) in the Montgomery domain (x = a R mod m, acc = a^(e-1)
 * R), e public, odd and >= 3 (e_n limbs; every key's e); e = 65537 takes
 * 16 squarings. The caller's last product gives a^e: with x, a^e R; with
 * a itself (plain), a^e plain, without a conversion out of the domain.
 * acc and x do not overlap. Variable time in e only. */
void qzi_rsa_pow_e_minus_1(const qzi_rsa_mont *M, uint32_t *acc, const uint32_t *x,
                           const uint32_t *e, size_t e_n);

/* acc = x^e in the Montgomery domain, constant time in x and e: fixed
 * windows of w bits (QZI_RSA_WMIN..QZI_RSA_WMAX) over all 32 e_n bits of
 * e, each window w squarings, a table read with qzi_bn_ct_lookup (every
 * entry) and one multiplication, the zero digit included.
 * table: 2^w n limbs whose entry 1 holds x on entry (x is not passed
 * apart); sel: n limbs. acc overlaps none of them. m's top bit is set
 * (qzi_rsa_mont_one's R - m). The products are the lazy kernels'
 * (lib/internal/bignum_kernel.h: values below R, not necessarily below
 * m); acc < R < 2m at the end takes one conditional subtraction, so it
 * comes out fully reduced (below m) as from the full products. */
void qzi_rsa_pow_ct(const qzi_rsa_mont *M, uint32_t *acc, uint32_t *table, uint32_t *sel,
                    unsigned w, const uint32_t *e, size_t e_n);

/* r[0..an+bn) = a[0..an) b[0..bn), constant time (schoolbook). r overlaps
 * neither. */
void qzi_rsa_mul_any(uint32_t *r, const uint32_t *a, size_t an, const uint32_t *b, size_t bn);
/* r = a mod m (a of an limbs, m of mn limbs with a nonzero top limb, any
 * parity: p - 1 included), bit by bit, constant time in a and m: 32 an
 * doublings with one conditional subtraction each. t: mn limbs. */
void qzi_rsa_mod_slow(uint32_t *r, const uint32_t *a, size_t an, const uint32_t *m, size_t mn,
                      uint32_t *t);

/* The key checks of every call: QZ_OK or QZ_ERR_KEY. Sizes are checked
 * before any is used to reach into the object. */
int qzi_rsa_pub_ok(const qz_rsa_public_key *pub);
int qzi_rsa_priv_ok(const qz_rsa_private_key *key);
uint32_t qzi_rsa_pub_check(const qz_rsa_public_key *pub);
uint32_t qzi_rsa_priv_check(const qz_rsa_private_key *key);

/* The sizes rsa.h allows: 1 when bits is one of them (public or private
 * key), else 0. */
static inline int qzi_rsa_bits_ok(uint32_t bits, int priv)
{
    return (bits == 2048u || bits == 3072u || bits == 4096u || (!priv && bits == 1024u)) &&
           bits <= QZ_RSA_MAX_BITS;
}

/* The stack below a private operation's (or a private key setting's)
 * entry point that its body and the kernels reach, wiped once after it
 * (lib/internal/ct.h qzi_wipe_stack). Measured with a painted stack and
 * the wipe cut to 4 bytes (gcc 12.2 -O2, 2026-12-03, RSA-2048 and -4096
 * alike): the private operations write at most 475 bytes below their
 * caller's frame on the M4 (the CRT; non-CRT 400), 470 on the M0+; key
 * setting 245. 640 covers them with 165 bytes to spare; the wipe is
 * then the stack peak (about 760 bytes below the caller). Re-measure when
 * the bodies or the kernels change. */
#if QZI_BN_MONT_DIGITS
/* The M0+'s 256-bit digit kernels (lib/bignum/mont256.c over
 * lib/arch/armv6m/bn_block256.S, 180-byte block frames) take the private
 * operations 244 bytes deeper: measured the same way (painted stack below
 * the caller of qz_rsa_private, wipe cut to 4 bytes, qemu -cpu cortex-m0,
 * gcc 12.2 -O2, 2026-12-04, RSA-2048 and -3072 alike), CRT 536 -> 780
 * bytes, non-CRT 472 -> 716 (that driver's figures, which count the
 * caller's stacked arguments: 66 bytes above the 470 of the method
 * above). 896 covers them with 116 bytes to spare. */
#define QZI_RSA_STACK_WIPE 896u
#else
#define QZI_RSA_STACK_WIPE 640u
#endif

/* ---- key generation (lib/rsa/prime.c, privexp.c, keygen.c) ---------------- */

/* The most factors of 2 in w - 1 that a prime candidate w may have
 * (v2(w - 1) <= 16): the Miller-Rabin squarings run this many times,
 * whatever w, so that their count does not tell v2(w - 1); a candidate
 * with more is refused (public: it is discarded), 2^-16 of them. */
#define QZI_RSA_MR_MAX_TWOS 16u
/* Miller-Rabin's window (w = 4: a table of 16 residues). */
#define QZI_RSA_MR_WINDOW 4u
/* Words of qzi_rsa_miller_rabin's workspace for primes of h limbs. */
#define QZI_RSA_MR_WS(h) (27u * (h) + 2u)
/* Words of qzi_rsa_privexp's workspace (h limbs of p; e up to 8 limbs). */
#define QZI_RSA_PRIVEXP_WS(h) (17u * (h) + 80u)

/* All-ones when one of the odd primes below 1024 divides w (n limbs),
 * else zero; constant time in w. */
uint32_t qzi_rsa_small_factor(const uint32_t *w, size_t n);

/* Miller-Rabin (FIPS 186-5 B.3.1) on an odd w of h limbs with its top
 * bit set, `rounds` bases from rng, each 4 h + 8 random bytes (big-endian)
 * reduced mod w - 3, plus 2. *prime: all-ones when w passes every round,
 * zero when a round shows it composite or v2(w - 1) > QZI_RSA_MR_MAX_TWOS
 * (each verdict declassified as it falls: a refused candidate is
 * discarded). Constant time in w while it passes. QZ_OK or QZ_ERR_RNG.
 * ws: QZI_RSA_MR_WS(h) words. */
int qzi_rsa_miller_rabin(const uint32_t *w, size_t h, unsigned rounds, const qz_rng *rng,
                         uint32_t *ws, uint32_t *prime);

/* d = e^-1 mod lcm(p - 1, q - 1) into 2h limbs, for odd p, q of h limbs
 * with v2(p - 1), v2(q - 1) <= QZI_RSA_MR_MAX_TWOS and e (el <= 8 limbs,
 * odd, top limb nonzero) prime to p - 1 and q - 1. Constant time in p and
 * q. ws: QZI_RSA_PRIVEXP_WS(h) words. */
void qzi_rsa_privexp(uint32_t *d, const uint32_t *p, const uint32_t *q, size_t h,
                     const uint32_t *e, size_t el, uint32_t *ws);

/* x^-1 mod 2^(32 n) for odd x (n limbs) into r (Newton's iteration;
 * constant time in x). t: 3n limbs. */
void qzi_rsa_inv_pow2(uint32_t *r, const uint32_t *x, size_t n, uint32_t *t);
/* a >>= 1 (n limbs) when mask is all-ones; constant time. */
void qzi_rsa_cnd_shr1(uint32_t *a, size_t n, uint32_t mask);

#endif /* QZ_RSA_INTERNAL_H */

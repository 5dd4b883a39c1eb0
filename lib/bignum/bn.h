/*
 * The bignum layer: fixed-size numbers of n 32-bit limbs (least
 * significant first) for every public-key family. The hot kernels are in
 * lib/internal/bignum_kernel.h (C reference and assembly); this layer adds
 * what is built from them, in C, constant time unless a name says _pub
 * (an operand that is public: an exponent such as p - 2, a verification's
 * inputs).
 *
 * Sizes (n) and moduli are public. Masks are all-ones or zero uint32_t
 * (lib/internal/ct.h).
 */
#ifndef QZ_BIGNUM_BN_H
#define QZ_BIGNUM_BN_H

#include <stddef.h>
#include <stdint.h>

#include "internal/bignum_kernel.h"
#include "internal/ct.h"

/* A Montgomery modulus: m (odd, top limb nonzero), -m^-1 mod 2^32, and
 * R^2 mod m, R = 2^(32n). */
typedef struct {
    const uint32_t *m;
    const uint32_t *rr;
    uint32_t m0inv;
    uint32_t n;
} qzi_bn_mod;

/* Big-endian bytes <-> limbs. from_bytes: len <= 4n, the limbs above are
 * zeroed. to_bytes: writes len bytes, the low len bytes of a (len <= 4n). */
void qzi_bn_from_bytes(uint32_t *r, size_t n, const uint8_t *in, size_t len);
void qzi_bn_to_bytes(uint8_t *out, size_t len, const uint32_t *a, size_t n);

/* Masks: a == 0, a < b, a == b. */
uint32_t qzi_bn_is_zero(const uint32_t *a, size_t n);
uint32_t qzi_bn_lt(const uint32_t *a, const uint32_t *b, size_t n);
uint32_t qzi_bn_eq(const uint32_t *a, const uint32_t *b, size_t n);

/* r = mask ? a : r;  swap a and b when mask. */
void qzi_bn_cnd_copy(uint32_t *r, const uint32_t *a, uint32_t mask, size_t n);
void qzi_bn_cnd_swap(uint32_t *a, uint32_t *b, uint32_t mask, size_t n);
/* qzi_bn_ct_lookup, the constant-time table read, is a kernel
 * (internal/bignum_kernel.h). */
/* qzi_bn_cnd_neg_mod, the conditional negation mod m, is a kernel
 * (internal/bignum_kernel.h). */
/* r = r + (m AND mask); returns the carry. */
uint32_t qzi_bn_cnd_add(uint32_t *r, const uint32_t *m, uint32_t mask, size_t n);

/* Modular addition and subtraction for a, b < m; r may alias a or b. */
void qzi_bn_mod_add(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m,
                    size_t n);
void qzi_bn_mod_sub(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m,
                    size_t n);
/* r = a mod m for any a < 2m (one conditional subtraction), in place. */
void qzi_bn_reduce_once(uint32_t *r, const uint32_t *m, size_t n);

/* Montgomery multiplication that allows r to alias a or b (through a
 * stack copy of at most QZI_BN_ALIAS_LIMBS limbs; larger operands must
 * not alias). */
#define QZI_BN_ALIAS_LIMBS 17u
void qzi_bn_mont_mul_alias(uint32_t *r, const uint32_t *a, const uint32_t *b,
                           const qzi_bn_mod *mod);

/* Into and out of the Montgomery domain (r is a or does not overlap it;
 * n <= 17). */
void qzi_bn_to_mont(uint32_t *r, const uint32_t *a, const qzi_bn_mod *mod);
void qzi_bn_from_mont(uint32_t *r, const uint32_t *a, const qzi_bn_mod *mod);

/* Modular exponentiation by a public exponent e (e_n limbs): r = a^e,
 * a and r in the Montgomery domain of the modulus that mul multiplies in,
 * constant time in a (the sequence of operations depends on e only), 4-bit
 * fixed windows. r may alias a. tmp: 16n limbs. For inversion by Fermat
 * (e = m - 2) and square roots (e = (p + 1) / 4 for p = 3 mod 4). */
typedef void (*qzi_bn_mul_fn)(const void *ctx, uint32_t *r, const uint32_t *a,
                              const uint32_t *b);
void qzi_bn_pow_pub(uint32_t *r, const uint32_t *a, const uint32_t *e, size_t e_n,
                    qzi_bn_mul_fn mul, const void *ctx, uint32_t *tmp, size_t n);

/* Modular inversion and division (lib/bignum/inv.c: Bernstein-Yang
 * divsteps): r = b a^-1 mod m for an odd modulus m of n limbs (its top
 * limbs may be zero; 1 <= n <= QZI_BN_MAX_LIMBS), a < m and b < m. Returns
 * an all-ones mask when gcd(a, m) = 1, else zero with r = 0: a = 0 gives
 * r = 0. b = 1 is the plain inverse; with b = R^2 mod m the inverse of a
 * Montgomery a R is a^-1 R. Constant time in a and b: the steps depend on n
 * and the bit length of m only (m is public). r may alias a or b. ws:
 * QZI_BN_INV_WS(n) words, wiped on return; the stack frame below the
 * caller keeps working values (qzi_wipe_stack). An even m returns 0 with
 * r = 0; n out of range returns 0 and writes nothing. Out-of-range a or b
 * give an unspecified r, never a fault. */
#define QZI_BN_INV_WS(n) (5u * ((32u * (n) + 31u) / 30u))
uint32_t qzi_bn_inv_mod(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m,
                        size_t n, uint32_t *ws);
/* As qzi_bn_inv_mod for a secret odd modulus m of a public bit length
 * `bits` (32 (n - 1) < bits <= 32 n; RSA's primes, whose top bit is set):
 * constant time in m too (no scan for its length, no parity test; an even
 * m gives an unspecified r and mask, never a fault). */
uint32_t qzi_bn_inv_mod_secret(uint32_t *r, const uint32_t *a, const uint32_t *b,
                               const uint32_t *m, size_t n, size_t bits, uint32_t *ws);

/* w-NAF digits of a public k of n <= QZI_BN_WNAF_MAX_LIMBS limbs, below
 * 2^(32 n - 1) so that the carries stay below bit 32 n
 * (lib/bignum/wnaf.c): naf[i] for i < 32 n, odd or zero, in (-2^(w-1),
 * 2^(w-1)), 2 <= w <= 8, at least w - 1 zeros after each nonzero digit.
 * Variable time. */
#define QZI_BN_WNAF_MAX_LIMBS 14u
void qzi_bn_wnaf(int8_t *naf, const uint32_t *k, size_t n, unsigned wbits);

/* The leftmost `bits` bits of a big-endian string as a number below
 * 2^bits (FIPS 186-5 6.4.1 step 2, RFC 6979 bits2int), into n limbs. */
void qzi_bn_bits2int(uint32_t *r, size_t n, unsigned bits, const uint8_t *in, size_t len);

#endif /* QZ_BIGNUM_BN_H */

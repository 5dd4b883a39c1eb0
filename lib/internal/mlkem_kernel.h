/*
 * Polynomial kernels of ML-KEM (FIPS 203) modulo q = 3329: the contract
 * that the C reference (lib/generic/mlkem_poly.c) and every assembly
 * override (lib/arch/<isa>/mlkem_poly.S) implement.
 *
 * A polynomial is 256 int16_t coefficients, coefficient i of X^i first,
 * 4-byte aligned (an implementation may load two coefficients at once).
 * Coefficients are signed representatives of their residues mod q; each
 * kernel states the bound it needs on its inputs and the bound it gives on
 * its outputs, and gives the same residues as the C reference (the
 * representatives may differ: the kernel tests compare mod q and check the
 * bounds). R = 2^16 is the Montgomery factor.
 *
 *   void qzi_mlkem_ntt(p)
 *      p = NTT(p) (FIPS 203 Algorithm 9: 128 degree-1 residues, the pair
 *      p[2i], p[2i+1] modulo X^2 - zeta^(2 BitRev7(i) + 1), zeta = 17).
 *      In: |p[i]| < q. Out: |p[i]| < QZI_MLKEM_NTT_BOUND (8q).
 *
 *   void qzi_mlkem_invntt(p)
 *      p = R NTT^-1(p) (Algorithm 10, scaled by R so that it undoes the
 *      R^-1 of qzi_mlkem_basemul_acc). In: any int16_t. Out: |p[i]| < q.
 *
 *   void qzi_mlkem_mulcache(cache, b)
 *      The products that qzi_mlkem_basemul_acc needs of its b operand,
 *      computed once where b multiplies several a (a matrix row by row):
 *      cache[i] = b[2i+1] zeta^(2 BitRev7(i) + 1) mod q, i < 128.
 *      In: any int16_t. Out: |cache[i]| < q.
 *
 *   void qzi_mlkem_basemul_acc(r, a, b, cache, k)
 *      r = R^-1 (a[0] o b[0] + ... + a[k-1] o b[k-1]) in the NTT domain
 *      (Algorithm 11 pair by pair), one Montgomery reduction per output
 *      coefficient: the sum is formed in 32 bits. a, b: k polynomials each,
 *      one after the other (int16_t[k][256]); cache: the k caches of the
 *      b (int16_t[k][128]); 1 <= k <= 4. r may be a (the same address: each
 *      output pair is written after the input pairs at its index are
 *      read, and none is read again); otherwise r overlaps none of a, b,
 *      cache.
 *      In: 0 <= a[j][i] < 4096 (the decoded 12-bit values and the sampled
 *      matrix are), |b[j][i]| < QZI_MLKEM_NTT_BOUND, cache as
 *      qzi_mlkem_mulcache gives it. Out: any int16_t.
 *
 *   void qzi_mlkem_tomont(p)
 *      p = R p mod q. In: any int16_t. Out: |p[i]| < q.
 *
 *   void qzi_mlkem_reduce(p)
 *      p = p mod q, canonical. In: any int16_t. Out: 0 <= p[i] < q.
 *
 * Contract, every kernel:
 *  - Every value is secret: no branch, no address and no variable-latency
 *    instruction depends on a coefficient (MULS, MUL, SMULBB, SMLAD and
 *    the like are single-latency on the M0+, M4 and M33).
 *  - ABI: AAPCS. Frames are not wiped: the operation that calls the
 *    kernels wipes its stack once before it returns (lib/mlkem/).
 *  - Stack: each implementation documents its worst case in its source.
 *
 * The <impl> is chosen at configure time with the bignum kernels
 * (QZ_KERNEL_BIGNUM: armv7em on the M4 and on the M33 with DSP, armv6m on
 * the M0+ and the M3, the C reference elsewhere, the M33 without DSP
 * included);
 * the _c twins are always built and are the oracle of
 * tests/kernel_mlkem.c.
 */
#ifndef QZ_INTERNAL_MLKEM_KERNEL_H
#define QZ_INTERNAL_MLKEM_KERNEL_H

#include <stdint.h>

#include "qzcrypt/config.h"
#include "internal/isa.h"

#define QZI_MLKEM_Q 3329
#define QZI_MLKEM_NTT_BOUND (8 * QZI_MLKEM_Q)

#define QZI_MLKEM_KERNEL_DECLS(impl)                                                  \
    void qzi_mlkem_ntt_##impl(int16_t p[256]);                                       \
    void qzi_mlkem_invntt_##impl(int16_t p[256]);                                    \
    void qzi_mlkem_mulcache_##impl(int16_t cache[128], const int16_t b[256]);        \
    void qzi_mlkem_basemul_acc_##impl(int16_t r[256], const int16_t *a,              \
                                      const int16_t *b, const int16_t *cache,        \
                                      unsigned k);                                   \
    void qzi_mlkem_tomont_##impl(int16_t p[256]);                                    \
    void qzi_mlkem_reduce_##impl(int16_t p[256]);

QZI_MLKEM_KERNEL_DECLS(c)
QZI_MLKEM_KERNEL_DECLS(armv6m)
QZI_MLKEM_KERNEL_DECLS(armv7em)

/* The zetas of the C reference, zeta^BitRev7(i) R mod q as signed
 * representatives (lib/generic/mlkem_poly.c; the tests and an assembly
 * set may share it). */
extern const int16_t qzi_mlkem_zetas[128];

/* Which sets have assembly (lib/arch/<isa>/mlkem_poly.S); the C
 * reference serves the others. */
#define QZI_MLKEM_HAVE_ARMV7EM 1
#define QZI_MLKEM_HAVE_ARMV6M 1

#if QZ_KERNEL_BIGNUM == QZ_ISA_ARMV7EM && QZI_MLKEM_HAVE_ARMV7EM
#define QZI_MLKEM_IMPL(name) name##_armv7em
#elif QZ_KERNEL_BIGNUM == QZ_ISA_ARMV6M && QZI_MLKEM_HAVE_ARMV6M
#define QZI_MLKEM_IMPL(name) name##_armv6m
#else
#define QZI_MLKEM_IMPL(name) name##_c
#endif

#define qzi_mlkem_ntt QZI_MLKEM_IMPL(qzi_mlkem_ntt)
#define qzi_mlkem_invntt QZI_MLKEM_IMPL(qzi_mlkem_invntt)
#define qzi_mlkem_mulcache QZI_MLKEM_IMPL(qzi_mlkem_mulcache)
#define qzi_mlkem_basemul_acc QZI_MLKEM_IMPL(qzi_mlkem_basemul_acc)
#define qzi_mlkem_tomont QZI_MLKEM_IMPL(qzi_mlkem_tomont)
#define qzi_mlkem_reduce QZI_MLKEM_IMPL(qzi_mlkem_reduce)

/*
 * The sampling and codec kernels (FIPS 203 sections 4.2.1 and 4.2.2): the
 * C reference is lib/generic/mlkem_codec.c, the overrides
 * lib/arch/<isa>/mlkem_codec.S; the representatives are exact here (the
 * kernel tests compare every output byte and coefficient).
 *
 *   void qzi_mlkem_compress_d10(out, p), _d4, _d1
 *      ByteEncode_d(Compress_d(p)): 320, 128 or 32 bytes (d = 10, 4, 1;
 *      d = 1 is the message encoding of K-PKE.Decrypt).
 *      In: 0 <= p[i] < q. out: any alignment.
 *   void qzi_mlkem_decompress_d10(p, in), _d4, _d1
 *      Decompress_d(ByteDecode_d(in)) (d = 1: the message decoding of
 *      K-PKE.Encrypt). Out: 0 <= p[i] < q. in: any alignment.
 *   void qzi_mlkem_decode12(p, in)
 *      ByteDecode_12 without the reduction mod q (384 bytes): values in
 *      [0, 4096). in: any alignment.
 *   uint32_t qzi_mlkem_modulus_bad(in, n)
 *      The modulus check of FIPS 203 section 7.2 on the 256 n 12-bit
 *      values of the 384 n bytes in (n >= 1): 1 when one is q or more,
 *      else 0. in: any alignment. No branch on the values (ek is public,
 *      but the dk check runs it on a key's bytes).
 *   void qzi_mlkem_cbd2(p, buf)
 *      SamplePolyCBD_2 of the 128 bytes buf: |p[i]| <= 2. buf may be
 *      (uint8_t *)p + 384 (the sampler expands the PRF's output in place:
 *      each 4 bytes are read before the 16 bytes of their coefficients
 *      are written); otherwise it overlaps nothing.
 *   void qzi_mlkem_poly_add(p, a)
 *      p += a coefficient by coefficient, no reduction (the sums must fit
 *      an int16_t).
 *   unsigned qzi_mlkem_rej_uniform(p, n, buf, len)
 *      SampleNTT's rejection (Algorithm 7's loop body) on the len bytes
 *      of buf (len a multiple of 3), appending the accepted 12-bit values
 *      to p[n..256) until p is full: returns the new n (<= 256). It may
 *      write rejected candidates into p[n'..256) (n' the result), never
 *      past p[255], and reads only buf[0 .. len). buf: any alignment.
 *      Public data only (the XOF of the public rho): it may branch.
 *
 * Contract as above otherwise (AAPCS, frames not wiped); the compress,
 * decompress, decode, cbd2 and add kernels have no branch, address or
 * variable-latency instruction that depends on a value. Unaligned word
 * loads and stores (ARMv7-M and ARMv8-M Mainline allow them with
 * UNALIGN_TRP clear, as the C code's memcpy loads assume) may be used on
 * the byte strings.
 */
#define QZI_MLKEM_CODEC_DECLS(impl)                                                   \
    void qzi_mlkem_compress_d10_##impl(uint8_t out[320], const int16_t p[256]);        \
    void qzi_mlkem_compress_d4_##impl(uint8_t out[128], const int16_t p[256]);         \
    void qzi_mlkem_compress_d1_##impl(uint8_t out[32], const int16_t p[256]);          \
    void qzi_mlkem_decompress_d10_##impl(int16_t p[256], const uint8_t in[320]);       \
    void qzi_mlkem_decompress_d4_##impl(int16_t p[256], const uint8_t in[128]);        \
    void qzi_mlkem_decompress_d1_##impl(int16_t p[256], const uint8_t in[32]);         \
    void qzi_mlkem_decode12_##impl(int16_t p[256], const uint8_t in[384]);             \
    void qzi_mlkem_cbd2_##impl(int16_t p[256], const uint8_t *buf);                    \
    uint32_t qzi_mlkem_modulus_bad_##impl(const uint8_t *in, unsigned n);              \
    void qzi_mlkem_poly_add_##impl(int16_t p[256], const int16_t a[256]);              \
    unsigned qzi_mlkem_rej_uniform_##impl(int16_t p[256], unsigned n, const uint8_t *buf, \
                                          unsigned len);

QZI_MLKEM_CODEC_DECLS(c)
QZI_MLKEM_CODEC_DECLS(armv7em)
/* The C reference for any d in 2 .. 11 (d = 11 and 5 of ML-KEM-1024 have
 * no kernel of their own): the compress kernels' and decompress kernels'
 * common code. */
void qzi_mlkem_compress_any_c(uint8_t *out, const int16_t p[256], unsigned d);
void qzi_mlkem_decompress_any_c(int16_t p[256], const uint8_t *in, unsigned d);

/* Which sets have the codec kernels in assembly (lib/arch/<isa>/
 * mlkem_codec.S); the others, the M0+ included, use the C reference. */
#define QZI_MLKEM_CODEC_HAVE_ARMV7EM 1
#define QZI_MLKEM_CODEC_HAVE_ARMV6M 0

#if QZ_KERNEL_BIGNUM == QZ_ISA_ARMV7EM && QZI_MLKEM_CODEC_HAVE_ARMV7EM
#define QZI_MLKEM_CODEC_IMPL(name) name##_armv7em
#else
#define QZI_MLKEM_CODEC_IMPL(name) name##_c
#endif

#define qzi_mlkem_compress_d10 QZI_MLKEM_CODEC_IMPL(qzi_mlkem_compress_d10)
#define qzi_mlkem_compress_d4 QZI_MLKEM_CODEC_IMPL(qzi_mlkem_compress_d4)
#define qzi_mlkem_compress_d1 QZI_MLKEM_CODEC_IMPL(qzi_mlkem_compress_d1)
#define qzi_mlkem_decompress_d10 QZI_MLKEM_CODEC_IMPL(qzi_mlkem_decompress_d10)
#define qzi_mlkem_decompress_d4 QZI_MLKEM_CODEC_IMPL(qzi_mlkem_decompress_d4)
#define qzi_mlkem_decompress_d1 QZI_MLKEM_CODEC_IMPL(qzi_mlkem_decompress_d1)
#define qzi_mlkem_decode12 QZI_MLKEM_CODEC_IMPL(qzi_mlkem_decode12)
#define qzi_mlkem_cbd2 QZI_MLKEM_CODEC_IMPL(qzi_mlkem_cbd2)
#define qzi_mlkem_modulus_bad QZI_MLKEM_CODEC_IMPL(qzi_mlkem_modulus_bad)
#define qzi_mlkem_poly_add QZI_MLKEM_CODEC_IMPL(qzi_mlkem_poly_add)
#define qzi_mlkem_rej_uniform QZI_MLKEM_CODEC_IMPL(qzi_mlkem_rej_uniform)

#endif /* QZ_INTERNAL_MLKEM_KERNEL_H */

/*
 * ML-DSA internals: the parameter-set descriptor, the workspace layout,
 * and the layers below the public calls (lib/mldsa/):
 *   params.c    the three descriptors and the check of a caller's set
 *   poly.c      coefficient arithmetic above the kernels: add, subtract,
 *               Power2Round, Decompose, hints, constant-time norm checks
 *   sample.c    ExpandA's rows, ExpandS, ExpandMask, SampleInBall
 *   pack.c      the FIPS 204 encodings (bit packing, hints)
 *   mu.c        tr, mu and the pre-hash message M' (HashML-DSA OIDs)
 *   keygen.c    Algorithm 6 (speed profile) and the public key-generation
 *               calls
 *   sign.c      Algorithm 7 (the rejection loop) and its fault checks,
 *               speed profile
 *   sign_api.c  the public signing calls (pure, pre-hash, external mu)
 *   verify.c    Algorithm 8 (speed profile) and the public verification
 *               calls
 *   keygen_lowram.c, sign_lowram.c, verify_lowram.c
 *               the three cores of the low-RAM profile
 *
 * The memory profile. Every operation lays out its workspace as a scratch
 * area, then whole polynomials (qzi_mldsa_poly); the sizes are
 * qzcrypt/mldsa.h's QZ_MLDSA_WS_*. QZ_PQ_LOWRAM chooses which file
 * defines each core (qzi_mldsa_keygen_core, _sign_core, _verify_core),
 * as lib/mlkem chooses kpke_speed.c or kpke_lowram.c: the speed profile
 * keeps the matrix for signing; the low-RAM one samples each entry of A
 * where it is used (qzi_mldsa_expand_a_entry), regenerates y from rho',
 * decodes s1, s2 and t0 from sk when used and keeps w packed. Both use the
 * layers below unchanged.
 */
#ifndef QZ_MLDSA_INTERNAL_H
#define QZ_MLDSA_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "internal/keccak_sponge.h"
#include "internal/mldsa_kernel.h"
#include "qzcrypt/mldsa.h"

#define QZI_MLDSA_N 256
#define QZI_MLDSA_D 13
#define QZI_MLDSA_SET_MAGIC 0x6d647361u /* "mdsa" */
#define QZI_MLDSA_GAMMA2_88 ((QZI_MLDSA_Q - 1) / 88)
#define QZI_MLDSA_GAMMA2_32 ((QZI_MLDSA_Q - 1) / 32)

struct qz_mldsa_set {
    uint32_t magic;      /* QZI_MLDSA_SET_MAGIC */
    uint8_t id;          /* 44, 65, 87 */
    uint8_t k, l, eta;
    uint8_t tau, omega, ctilde_bytes, gamma1_bits;
    uint16_t beta;
    uint16_t pk_bytes, sk_bytes, sig_bytes;
    int32_t gamma2;
    uint32_t ws_keygen, ws_sign, ws_verify;
};

/* The caller's set, checked: QZ_OK, QZ_ERR_NULL or QZ_ERR_ALG. */
int qzi_mldsa_set_check(qz_mldsa_id set);

/* Sizes of the packed pieces. */
static inline unsigned qzi_mldsa_eta_bits(const qz_mldsa_set *p)
{
    return p->eta == 2 ? 3u : 4u;
}
static inline size_t qzi_mldsa_z_bytes(const qz_mldsa_set *p)
{
    return 32u * (p->gamma1_bits + 1u);
}
static inline unsigned qzi_mldsa_w1_bits(const qz_mldsa_set *p)
{
    return p->gamma2 == QZI_MLDSA_GAMMA2_88 ? 6u : 4u;
}

/* --- the workspace's scratch area (QZ_MLDSA_SCRATCH_BYTES) ----------- */
#define QZI_MLDSA_BUF_BYTES 680u /* five SHAKE256 blocks: y's 576 or 640 */
typedef struct {
    qz_keccak_ctx xof;  /* the sponge of the step at hand */
    qz_keccak_ctx xof2; /* the challenge hash while verification expands A */
    uint8_t rho[32], key[32], tr[64], mu[64], rhoprime[64], ctilde[64];
    uint8_t rnd[32];
    uint8_t buf[QZI_MLDSA_BUF_BYTES];
    uint32_t hint[8][8]; /* one bit per coefficient, k polynomials */
} qzi_mldsa_scratch;

typedef char qzi_mldsa_scratch_fits[sizeof(qzi_mldsa_scratch) <= QZ_MLDSA_SCRATCH_BYTES ? 1 : -1];

static inline qzi_mldsa_scratch *qzi_mldsa_scr(void *ws)
{
    return (qzi_mldsa_scratch *)ws;
}
/* Polynomial i of the workspace (after the scratch area). */
static inline int32_t *qzi_mldsa_poly(void *ws, unsigned i)
{
    return (int32_t *)(void *)((uint8_t *)ws + QZ_MLDSA_SCRATCH_BYTES) + 256u * i;
}

/* --- poly.c -------------------------------------------------------- */
void qzi_mldsa_poly_add(int32_t *r, const int32_t *a);
void qzi_mldsa_poly_sub(int32_t *r, const int32_t *a);
/* Canonical [0, q) of a value in (-q, 2q) (no kernel: one pass). */
void qzi_mldsa_poly_freeze(int32_t *r);
/* All-ones if some |a[i]| >= bound (bound <= (q - 1) / 8), else 0, in
 * constant time over all 256 coefficients. In: |a[i]| < 2^31 - bound. */
uint32_t qzi_mldsa_poly_over(const int32_t *a, int32_t bound);
/* a in [0, q): a1 (into a) and a0 = a - a1 2^d (into a0). */
void qzi_mldsa_power2round(int32_t *a0, int32_t *a);
/* HighBits and LowBits of a in [0, q) (Algorithms 36-38): a = a1 2 gamma2
 * + a0 with a0 in (-gamma2, gamma2], except that a - a0 = q - 1 gives
 * a1 = 0, a0 - 1 (Algorithm 36). a1 is round(a / (2 gamma2)) by a
 * multiplication and shifts: a1' = ceil(a / 128), then a1' 1025 / 2^22
 * (gamma2 = (q-1)/32) or a1' 11275 / 2^24 ((q-1)/88), rounded, the top
 * value folded to 0 by a mask. Inline: it runs per coefficient. */
static inline int32_t qzi_mldsa_decompose(int32_t *a0, int32_t a, int32_t gamma2)
{
    int32_t a1 = (a + 127) >> 7;
    int32_t r0;

    if (gamma2 == QZI_MLDSA_GAMMA2_32) {
        a1 = (a1 * 1025 + (1 << 21)) >> 22;
        a1 &= 15;
    } else {
        a1 = (a1 * 11275 + (1 << 23)) >> 24;
        a1 ^= ((43 - a1) >> 31) & a1;
    }
    r0 = a - a1 * 2 * gamma2;
    r0 -= (((QZI_MLDSA_Q - 1) / 2 - r0) >> 31) & QZI_MLDSA_Q;
    *a0 = r0;
    return a1;
}

/* Fused passes of signing (one loop each, gamma2 of a set):
 * z = reduce(z + y) (qzi_mldsa_reduce's representative) and all-ones if
 * some |z[i]| >= bound. In: |z[i]| < q, |y[i]| <= 2^19. */
uint32_t qzi_mldsa_add_reduce_over(int32_t *z, const int32_t *y, int32_t bound);
/* a1 = HighBits(a) of a in [0, q) (Decompose's a1); a1 may be a. */
void qzi_mldsa_highbits(int32_t *a1, const int32_t *a, int32_t gamma2);
/* One row of signing's checks and hints: r = w - cs2 in [0, q) and
 * ct0 = reduce(ct0); all-ones if some |LowBits(r)| >= gamma2 - beta or
 * |ct0| >= gamma2; else hint[] = the bits HighBits(r) != HighBits(r +
 * ct0) (all eight words written; with all-ones, some bits may differ),
 * their number added to *count. In: w in [0, q), |cs2[i]|, |ct0[i]| < q.
 * The inputs are left as they are. */
uint32_t qzi_mldsa_make_hints(uint32_t hint[8], unsigned *count, const int32_t *w,
                              const int32_t *cs2, const int32_t *ct0, int32_t gamma2,
                              int32_t beta);

/* UseHint (Algorithm 40) on a whole polynomial in [0, q), in place. */
void qzi_mldsa_use_hint(int32_t *a, const uint32_t hint[8], int32_t gamma2);

/* --- sample.c ------------------------------------------------------ */
/* Row r of A (l polynomials, NTT domain, 0 <= a < q) into a. */
void qzi_mldsa_expand_a_row(qzi_mldsa_scratch *s, int32_t *a, const uint8_t rho[32],
                            unsigned r, unsigned l);
/* The polynomial of ExpandS with nonce n (coefficients in [-eta, eta]). */
void qzi_mldsa_expand_s(qzi_mldsa_scratch *s, int32_t *a, const uint8_t seed[64],
                        unsigned n, unsigned eta);
/* The polynomial of ExpandMask with nonce n (y in (-gamma1, gamma1]). */
void qzi_mldsa_expand_mask(qzi_mldsa_scratch *s, int32_t *a, const uint8_t seed[64],
                           unsigned n, unsigned gamma1_bits);
/* SampleInBall(ctilde) (coefficients in {-1, 0, 1}, tau of them non-zero). */
void qzi_mldsa_sample_in_ball(qzi_mldsa_scratch *s, int32_t *c, const uint8_t *ctilde,
                              size_t ctilde_bytes, unsigned tau);

/* Entry A[r][c] alone (NTT domain, 0 <= a < q): the low-RAM profile. */
void qzi_mldsa_expand_a_entry(qzi_mldsa_scratch *s, int32_t *a, const uint8_t rho[32],
                              unsigned r, unsigned c);

/* --- pack.c -------------------------------------------------------- */
/* 256 values of `bits` bits each (0 <= v < 2^bits), little-endian. */
void qzi_mldsa_pack_bits(uint8_t *out, const int32_t *a, unsigned bits);
void qzi_mldsa_unpack_bits(int32_t *a, const uint8_t *in, unsigned bits);
/* c - a[i] packed, for the encodings of centred values (t0, s, z). */
void qzi_mldsa_pack_centred(uint8_t *out, const int32_t *a, int32_t c, unsigned bits);
/* a[i] = c - unpacked value. */
void qzi_mldsa_unpack_centred(int32_t *a, const uint8_t *in, int32_t c, unsigned bits);
/* The hint part of a signature from k bitmaps; the hints are public. */
void qzi_mldsa_pack_hints(const qz_mldsa_set *p, uint8_t *out, const uint32_t hint[][8]);
/* Strict decoding (Algorithm 21): 0, or -1 when malformed. */
int qzi_mldsa_unpack_hints(const qz_mldsa_set *p, uint32_t hint[][8], const uint8_t *in);

/* --- mu.c ---------------------------------------------------------- */
/* tr = H(pk, 64). */
void qzi_mldsa_tr(qz_keccak_ctx *x, uint8_t tr[64], const uint8_t *pk, size_t pk_len);
/* mu = H(tr || M', 64) for M' = pre || ctx_len || ctx || m1 || m2 (the
 * second piece may be empty): pure and pre-hash forms. */
void qzi_mldsa_mu(qz_keccak_ctx *x, uint8_t mu[64], const uint8_t tr[64], uint8_t pre,
                  const uint8_t *ctx, size_t ctx_len, const uint8_t *m1, size_t m1_len,
                  const uint8_t *m2, size_t m2_len);
/* The DER OID of a pre-hash, and QZ_OK, or QZ_ERR_NULL / QZ_ERR_ALG (a
 * hash HashML-DSA does not take for this set). oid: 11 bytes. */
int qzi_mldsa_hash_oid(const qz_mldsa_set *p, qz_hash_id hash, uint8_t oid[11]);
/* HashML-DSA's PH(M) into ph (the hash's digest size): data hashed with
 * hash, or data itself when is_digest (then it must be that size:
 * QZ_ERR_LENGTH); with the OID as qzi_mldsa_hash_oid and its errors. */
int qzi_mldsa_prehash(const qz_mldsa_set *p, qz_hash_id hash, uint8_t oid[11], uint8_t *ph,
                      const uint8_t *data, size_t data_len, int is_digest);

/* --- the cores ------------------------------------------------------ */
/* Key generation from xi into pk and sk (lengths checked). */
/* Key generation's seeds, sk's rho and K, pk's rho and tr's sponge started
 * (keygen.c; both profiles' cores). */
void qzi_mldsa_keygen_seeds(const qz_mldsa_set *p, qzi_mldsa_scratch *s, uint8_t *pk,
                            uint8_t *sk, const uint8_t xi[32]);
void qzi_mldsa_keygen_core(const qz_mldsa_set *p, void *ws, uint8_t *pk, uint8_t *sk,
                           const uint8_t xi[32]);
/* Signing of the scratch's mu with the scratch's rnd: QZ_OK,
 * QZ_ERR_ENCODING (sk's s1 or s2 out of range), QZ_ERR_FAULT (sig zeroed). */
int qzi_mldsa_sign_core(const qz_mldsa_set *p, void *ws, uint8_t *sig, const uint8_t *sk);
/* Verification of sig over the scratch's mu: QZ_OK or QZ_ERR_AUTH. Uses
 * QZ_MLDSA_WS_VERIFY bytes of ws (the scratch included). */
int qzi_mldsa_verify_core(const qz_mldsa_set *p, void *ws, const uint8_t *pk,
                          const uint8_t *sig);

#endif /* QZ_MLDSA_INTERNAL_H */

/*
 * ML-DSA.KeyGen_internal (FIPS 204 Algorithm 6), low-RAM profile
 * (QZ_PQ_LOWRAM = 1); the public calls are keygen.c's.
 *
 * Workspace, after the scratch: three polynomials (QZ_MLDSA_WS_KEYGEN in
 * qzcrypt/mldsa.h): t (P0), an entry of A (P1), an entry of s1 in the NTT
 * domain or s2's polynomial of the row (P2). s1 is sampled once and packed
 * into sk as in keygen.c; each row of t = A s1 + s2 then takes, entry by
 * entry, A[i][j] sampled from rho and s1_j decoded again from sk and
 * transformed (k l NTTs of s1 instead of l). t1 and t0 are packed row by
 * row and tr = H(pk) absorbed in the second sponge as in keygen.c, so that
 * pk may be left out.
 */
#include "mldsa/mldsa_internal.h"

#if QZ_PQ_LOWRAM

#include <string.h>

#include "internal/ct.h"

#define T1_BYTES 320u /* 10 bits a coefficient */
#define T0_BYTES 416u /* 13 bits */

QZI_NOINLINE void qzi_mldsa_keygen_core(const qz_mldsa_set *p, void *ws, uint8_t *pk,
                                        uint8_t *sk, const uint8_t xi[32])
{
    qzi_mldsa_scratch *s = qzi_mldsa_scr(ws);
    unsigned k = p->k, l = p->l, bits = qzi_mldsa_eta_bits(p), eb = 32u * bits;
    int32_t *t = qzi_mldsa_poly(ws, 0), *ent = qzi_mldsa_poly(ws, 1);
    int32_t *v = qzi_mldsa_poly(ws, 2);
    uint8_t *sk_s1 = sk + 128, *sk_s2 = sk_s1 + l * eb, *sk_t0 = sk_s2 + k * eb;

    qzi_mldsa_keygen_seeds(p, s, pk, sk, xi);

    for (unsigned j = 0; j < l; j++) {
        qzi_mldsa_expand_s(s, v, s->rhoprime, j, p->eta);
        qzi_mldsa_pack_centred(sk_s1 + j * eb, v, p->eta, bits);
    }
    for (unsigned i = 0; i < k; i++) {
        /* t = NTT^-1(A_i o NTT(s1)) + s2_i, then (t1, t0) = Power2Round(t) */
        for (unsigned j = 0; j < l; j++) {
            qzi_mldsa_expand_a_entry(s, ent, s->rho, i, j);
            qzi_mldsa_unpack_centred(v, sk_s1 + j * eb, p->eta, bits);
            qzi_mldsa_ntt(v);
            if (j == 0) {
                qzi_mldsa_pointwise(t, ent, v);
            } else {
                qzi_mldsa_pointwise(ent, ent, v);
                qzi_mldsa_poly_add(t, ent); /* at most l q < 2^26 */
            }
        }
        qzi_mldsa_reduce(t);
        qzi_mldsa_invntt(t);
        qzi_mldsa_expand_s(s, v, s->rhoprime, l + i, p->eta);
        qzi_mldsa_pack_centred(sk_s2 + i * eb, v, p->eta, bits);
        qzi_mldsa_poly_add(t, v);
        qzi_mldsa_reduce(t);
        qzi_mldsa_caddq(t);
        qzi_mldsa_power2round(v, t);
        qzi_mldsa_pack_centred(sk_t0 + i * T0_BYTES, v, 1 << (QZI_MLDSA_D - 1), QZI_MLDSA_D);
        qzi_mldsa_pack_bits(s->buf, t, 10);
        qzi_sponge_absorb(&s->xof2, s->buf, T1_BYTES);
        if (pk != NULL)
            memcpy(pk + 32 + i * T1_BYTES, s->buf, T1_BYTES);
    }
    qzi_sponge_squeeze(&s->xof2, sk + 64, 64);
}

#endif /* QZ_PQ_LOWRAM */

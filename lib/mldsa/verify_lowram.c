/*
 * ML-DSA.Verify_internal (FIPS 204 Algorithm 8), low-RAM profile
 * (QZ_PQ_LOWRAM = 1); the public calls are verify.c's. Every input is
 * public.
 *
 * Workspace, after the scratch: four polynomials (QZ_MLDSA_WS_VERIFY in
 * qzcrypt/mldsa.h): the row's accumulator (P0), an entry of A or t1's
 * polynomial of the row (P1), an entry of z in the NTT domain (P2), the
 * challenge in the NTT domain (P3). Every z_j is checked against gamma1 -
 * beta before any product; then each row takes, entry by entry, A[i][j]
 * sampled from rho and z_j decoded again from sig and transformed (k l
 * NTTs of z instead of l). c tilde' is absorbed row by row in the second
 * sponge, as in verify.c.
 */
#include "mldsa/mldsa_internal.h"

#if QZ_PQ_LOWRAM

#include "internal/ct.h"

int qzi_mldsa_verify_core(const qz_mldsa_set *p, void *ws, const uint8_t *pk,
                          const uint8_t *sig)
{
    qzi_mldsa_scratch *s = qzi_mldsa_scr(ws);
    unsigned k = p->k, l = p->l, bits = qzi_mldsa_w1_bits(p);
    size_t zb = qzi_mldsa_z_bytes(p);
    int32_t g1 = (int32_t)1 << p->gamma1_bits;
    int32_t *acc = qzi_mldsa_poly(ws, 0), *ent = qzi_mldsa_poly(ws, 1);
    int32_t *z = qzi_mldsa_poly(ws, 2), *c = qzi_mldsa_poly(ws, 3);
    const uint8_t *pz = sig + p->ctilde_bytes;

    if (qzi_mldsa_unpack_hints(p, s->hint, pz + l * zb) != 0)
        return QZ_ERR_AUTH;
    for (unsigned j = 0; j < l; j++) {
        qzi_mldsa_unpack_centred(z, pz + j * zb, g1, p->gamma1_bits + 1u);
        if (qzi_mldsa_poly_over(z, g1 - p->beta) != 0)
            return QZ_ERR_AUTH;
    }
    qzi_mldsa_sample_in_ball(s, c, sig, p->ctilde_bytes, p->tau);
    qzi_mldsa_ntt(c);
    qzi_sponge_init(&s->xof2, QZI_KECCAK_XOF256, QZ_SHAKE256_RATE, QZI_KECCAK_PAD_SHAKE);
    qzi_sponge_absorb(&s->xof2, s->mu, 64);
    for (unsigned i = 0; i < k; i++) {
        /* w'_approx = NTT^-1(A_i o NTT(z) - NTT(c) o NTT(t1_i 2^d)) */
        for (unsigned j = 0; j < l; j++) {
            qzi_mldsa_expand_a_entry(s, ent, pk, i, j);
            qzi_mldsa_unpack_centred(z, pz + j * zb, g1, p->gamma1_bits + 1u);
            qzi_mldsa_ntt(z);
            if (j == 0) {
                qzi_mldsa_pointwise(acc, ent, z);
            } else {
                qzi_mldsa_pointwise(ent, ent, z);
                qzi_mldsa_poly_add(acc, ent); /* at most l q < 2^26 */
            }
        }
        qzi_mldsa_unpack_bits(ent, pk + 32 + 320u * i, 10);
        for (unsigned n = 0; n < 256; n++)
            ent[n] <<= QZI_MLDSA_D; /* at most (2^10 - 1) 2^13 = q - 1 */
        qzi_mldsa_ntt(ent);
        qzi_mldsa_pointwise(ent, ent, c);
        qzi_mldsa_poly_sub(acc, ent); /* |acc| < (l + 1) q */
        qzi_mldsa_reduce(acc);
        qzi_mldsa_invntt(acc);
        qzi_mldsa_caddq(acc);
        qzi_mldsa_use_hint(acc, s->hint[i], p->gamma2);
        qzi_mldsa_pack_bits(s->buf, acc, bits);
        qzi_sponge_absorb(&s->xof2, s->buf, 32u * bits);
    }
    qzi_sponge_squeeze(&s->xof2, s->ctilde, p->ctilde_bytes);
    return qzi_ct_memeq(s->ctilde, sig, p->ctilde_bytes) ? QZ_OK : QZ_ERR_AUTH;
}

#endif /* QZ_PQ_LOWRAM */

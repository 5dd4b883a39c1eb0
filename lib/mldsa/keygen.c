/*
 * ML-DSA key generation: ML-DSA.KeyGen_internal (FIPS 204 Algorithm 6)
 * and the public calls. The workspace holds NTT(s1) (polynomials 0 to
 * l-1), one row of A (l to 2l-1), t (2l) and s2's polynomial for the row
 * (2l+1); sk and pk are written as they are computed (s1 and s2 packed as
 * sampled, t1 and t0 row by row), and tr = H(pk) is absorbed row by row
 * in the second sponge, so that pk may be left out.
 */
#include "mldsa/mldsa_internal.h"

#include <string.h>

#include "internal/ct.h"
#include "internal/workspace.h"
#include "mldsa/mldsa_stack.h"

#define T1_BYTES 320u /* 10 bits a coefficient */
#define T0_BYTES 416u /* 13 bits */

/* Key generation's first steps, for both memory profiles:
 * (rho, rho', K) = H(xi || k || l, 128) into the scratch, rho and K into
 * sk (and rho into pk when given), and xof2 started on tr = H(pk) with
 * rho absorbed (the caller absorbs t1 as it is made). */
void qzi_mldsa_keygen_seeds(const qz_mldsa_set *p, qzi_mldsa_scratch *s, uint8_t *pk,
                            uint8_t *sk, const uint8_t xi[32])
{
    uint8_t dims[2] = {p->k, p->l};

    qzi_sponge_init(&s->xof, QZI_KECCAK_XOF256, QZ_SHAKE256_RATE, QZI_KECCAK_PAD_SHAKE);
    qzi_sponge_absorb(&s->xof, xi, 32);
    qzi_sponge_absorb(&s->xof, dims, 2);
    qzi_sponge_squeeze(&s->xof, s->rho, 32);
    qzi_sponge_squeeze(&s->xof, s->rhoprime, 64);
    qzi_sponge_squeeze(&s->xof, s->key, 32);
    qzi_ct_declassify(s->rho, 32); /* rho goes into pk: public */
    memcpy(sk, s->rho, 32);
    memcpy(sk + 32, s->key, 32);
    qzi_sponge_init(&s->xof2, QZI_KECCAK_XOF256, QZ_SHAKE256_RATE, QZI_KECCAK_PAD_SHAKE);
    qzi_sponge_absorb(&s->xof2, s->rho, 32);
    if (pk != NULL)
        memcpy(pk, s->rho, 32);
}

#if !QZ_PQ_LOWRAM /* keygen_lowram.c otherwise */
QZI_NOINLINE void qzi_mldsa_keygen_core(const qz_mldsa_set *p, void *ws, uint8_t *pk,
                                        uint8_t *sk, const uint8_t xi[32])
{
    qzi_mldsa_scratch *s = qzi_mldsa_scr(ws);
    unsigned k = p->k, l = p->l, eb = 32u * qzi_mldsa_eta_bits(p);
    int32_t *s1hat = qzi_mldsa_poly(ws, 0), *row = qzi_mldsa_poly(ws, l);
    int32_t *t = qzi_mldsa_poly(ws, 2 * l), *s2 = qzi_mldsa_poly(ws, 2 * l + 1);
    uint8_t *sk_s1 = sk + 128, *sk_s2 = sk_s1 + l * eb, *sk_t0 = sk_s2 + k * eb;

    qzi_mldsa_keygen_seeds(p, s, pk, sk, xi);

    for (unsigned j = 0; j < l; j++) {
        int32_t *sj = s1hat + 256 * j;

        qzi_mldsa_expand_s(s, sj, s->rhoprime, j, p->eta);
        qzi_mldsa_pack_centred(sk_s1 + j * eb, sj, p->eta, qzi_mldsa_eta_bits(p));
        qzi_mldsa_ntt(sj);
    }
    for (unsigned i = 0; i < k; i++) {
        /* t = NTT^-1(A_i o NTT(s1)) + s2_i, then (t1, t0) = Power2Round(t) */
        qzi_mldsa_expand_s(s, s2, s->rhoprime, l + i, p->eta);
        qzi_mldsa_pack_centred(sk_s2 + i * eb, s2, p->eta, qzi_mldsa_eta_bits(p));
        qzi_mldsa_expand_a_row(s, row, s->rho, i, l);
        qzi_mldsa_pointwise_acc(t, row, s1hat, l);
        qzi_mldsa_invntt(t);
        qzi_mldsa_poly_add(t, s2);
        qzi_mldsa_reduce(t);
        qzi_mldsa_caddq(t);
        qzi_mldsa_power2round(s2, t);
        qzi_mldsa_pack_centred(sk_t0 + i * T0_BYTES, s2, 1 << (QZI_MLDSA_D - 1), QZI_MLDSA_D);
        qzi_mldsa_pack_bits(s->buf, t, 10);
        qzi_sponge_absorb(&s->xof2, s->buf, T1_BYTES);
        if (pk != NULL)
            memcpy(pk + 32 + i * T1_BYTES, s->buf, T1_BYTES);
    }
    qzi_sponge_squeeze(&s->xof2, sk + 64, 64);
}
#endif /* !QZ_PQ_LOWRAM */

int qz_mldsa_generate_key_derand(qz_mldsa_id set, void *ws, size_t ws_len, uint8_t *pk,
                                 size_t pk_len, uint8_t *sk, size_t sk_len,
                                 const uint8_t *seed, size_t seed_len)
{
    int rc;

    if (set == NULL || ws == NULL || sk == NULL || seed == NULL || (pk == NULL && pk_len > 0))
        return QZ_ERR_NULL;
    if ((rc = qzi_mldsa_set_check(set)) != QZ_OK)
        return rc;
    if ((rc = qzi_ws_ok(ws, ws_len, set->ws_keygen)) != QZ_OK)
        return rc;
    if ((pk != NULL && pk_len != set->pk_bytes) || sk_len != set->sk_bytes ||
        seed_len != QZ_MLDSA_SEED_BYTES)
        return QZ_ERR_LENGTH;
    qzi_mldsa_keygen_core(set, ws, pk, sk, seed);
    qzi_wipe_stack(QZI_MLDSA_STACK_WIPE);
    qzi_wipe(ws, set->ws_keygen);
    return QZ_OK;
}

int qz_mldsa_generate_key(qz_mldsa_id set, const qz_rng *rng, void *ws, size_t ws_len,
                          uint8_t *pk, size_t pk_len, uint8_t *sk, size_t sk_len)
{
    uint8_t xi[QZ_MLDSA_SEED_BYTES];
    int rc;

    if (set == NULL || rng == NULL || ws == NULL || pk == NULL || sk == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_mldsa_set_check(set)) != QZ_OK)
        return rc;
    if ((rc = qzi_ws_ok(ws, ws_len, set->ws_keygen)) != QZ_OK)
        return rc;
    if (pk_len != set->pk_bytes || sk_len != set->sk_bytes)
        return QZ_ERR_LENGTH;
    rc = qz_rng_fill(rng, xi, sizeof xi);
    if (rc == QZ_OK)
        rc = qz_mldsa_generate_key_derand(set, ws, ws_len, pk, pk_len, sk, sk_len, xi,
                                          sizeof xi);
    qzi_wipe(xi, sizeof xi);
    return rc;
}

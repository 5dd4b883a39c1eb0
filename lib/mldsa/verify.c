/*
 * ML-DSA.Verify_internal (FIPS 204 Algorithm 8) and the public
 * verification calls (pure, pre-hash over a message or a digest, external
 * mu). Every input is public: the code branches on the signature freely.
 *
 * Workspace: NTT(z) (polynomials 0 to l-1), one row of A (l to 2l-1)
 * streamed from rho row by row, the accumulator (2l), the challenge
 * (2l+1), t1's polynomial of the row (2l+2); c tilde' is absorbed in the
 * second sponge row by row while the first expands A.
 */
#include "mldsa/mldsa_internal.h"

#include "internal/ct.h"
#include "internal/workspace.h"

#if !QZ_PQ_LOWRAM /* verify_lowram.c otherwise */
int qzi_mldsa_verify_core(const qz_mldsa_set *p, void *ws, const uint8_t *pk,
                          const uint8_t *sig)
{
    qzi_mldsa_scratch *s = qzi_mldsa_scr(ws);
    unsigned k = p->k, l = p->l, bits = qzi_mldsa_w1_bits(p);
    size_t zb = qzi_mldsa_z_bytes(p);
    int32_t g1 = (int32_t)1 << p->gamma1_bits;
    int32_t *zhat = qzi_mldsa_poly(ws, 0), *row = qzi_mldsa_poly(ws, l);
    int32_t *acc = qzi_mldsa_poly(ws, 2 * l), *c = qzi_mldsa_poly(ws, 2 * l + 1);
    int32_t *t1 = qzi_mldsa_poly(ws, 2 * l + 2);
    const uint8_t *pz = sig + p->ctilde_bytes;

    if (qzi_mldsa_unpack_hints(p, s->hint, pz + l * zb) != 0)
        return QZ_ERR_AUTH;
    for (unsigned j = 0; j < l; j++) {
        int32_t *z = zhat + 256 * j;

        qzi_mldsa_unpack_centred(z, pz + j * zb, g1, p->gamma1_bits + 1u);
        if (qzi_mldsa_poly_over(z, g1 - p->beta) != 0)
            return QZ_ERR_AUTH;
        qzi_mldsa_ntt(z);
    }
    qzi_mldsa_sample_in_ball(s, c, sig, p->ctilde_bytes, p->tau);
    qzi_mldsa_ntt(c);
    qzi_sponge_init(&s->xof2, QZI_KECCAK_XOF256, QZ_SHAKE256_RATE, QZI_KECCAK_PAD_SHAKE);
    qzi_sponge_absorb(&s->xof2, s->mu, 64);
    for (unsigned i = 0; i < k; i++) {
        /* w'_approx = NTT^-1(A_i o NTT(z) - NTT(c) o NTT(t1_i 2^d)) */
        qzi_mldsa_expand_a_row(s, row, pk, i, l);
        qzi_mldsa_pointwise_acc(acc, row, zhat, l);
        qzi_mldsa_unpack_bits(t1, pk + 32 + 320u * i, 10);
        for (unsigned n = 0; n < 256; n++)
            t1[n] <<= QZI_MLDSA_D; /* at most (2^10 - 1) 2^13 = q - 1 */
        qzi_mldsa_ntt(t1);
        qzi_mldsa_pointwise(t1, t1, c);
        qzi_mldsa_poly_sub(acc, t1);
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
#endif /* !QZ_PQ_LOWRAM */

/* The checks of every verification call, in the order of doc/api.md
 * (the signature's length is checked last, by verify_end). */
static int verify_start(qz_mldsa_id set, void *ws, size_t ws_len, const uint8_t *pk,
                        size_t pk_len, const uint8_t *ctx, size_t ctx_len, const uint8_t *sig,
                        int other_null)
{
    int rc;

    if (set == NULL || ws == NULL || pk == NULL || sig == NULL || other_null ||
        (ctx == NULL && ctx_len > 0))
        return QZ_ERR_NULL;
    if ((rc = qzi_mldsa_set_check(set)) != QZ_OK)
        return rc;
    if ((rc = qzi_ws_ok(ws, ws_len, set->ws_verify)) != QZ_OK)
        return rc;
    if (pk_len != set->pk_bytes || ctx_len > QZ_MLDSA_MAX_CTX_BYTES)
        return QZ_ERR_LENGTH;
    return QZ_OK;
}

/* A signature of another length is QZ_ERR_AUTH; the workspace is wiped
 * whatever the verdict. */
static int verify_end(qz_mldsa_id set, void *ws, const uint8_t *pk, const uint8_t *sig,
                      size_t sig_len)
{
    int rc = QZ_ERR_AUTH;

    if (sig_len == set->sig_bytes)
        rc = qzi_mldsa_verify_core(set, ws, pk, sig);
    qzi_wipe(ws, set->ws_verify);
    return rc;
}

int qz_mldsa_verify(qz_mldsa_id set, void *ws, size_t ws_len, const uint8_t *pk, size_t pk_len,
                    const uint8_t *ctx, size_t ctx_len, const uint8_t *msg, size_t msg_len,
                    const uint8_t *sig, size_t sig_len)
{
    qzi_mldsa_scratch *s;
    int rc = verify_start(set, ws, ws_len, pk, pk_len, ctx, ctx_len, sig,
                          msg == NULL && msg_len > 0);

    if (rc != QZ_OK)
        return rc;
    s = qzi_mldsa_scr(ws);
    qzi_mldsa_tr(&s->xof, s->tr, pk, pk_len);
    qzi_mldsa_mu(&s->xof, s->mu, s->tr, 0, ctx, ctx_len, msg, msg_len, NULL, 0);
    return verify_end(set, ws, pk, sig, sig_len);
}

static int verify_ph(qz_mldsa_id set, qz_hash_id hash, void *ws, size_t ws_len,
                     const uint8_t *pk, size_t pk_len, const uint8_t *ctx, size_t ctx_len,
                     const uint8_t *data, size_t data_len, int is_digest, const uint8_t *sig,
                     size_t sig_len)
{
    qzi_mldsa_scratch *s;
    uint8_t oid[11];
    int rc = verify_start(set, ws, ws_len, pk, pk_len, ctx, ctx_len, sig,
                          hash == NULL || (data == NULL && (data_len > 0 || is_digest)));

    if (rc == QZ_OK)
        rc = qzi_mldsa_prehash(set, hash, oid, qzi_mldsa_scr(ws)->buf, data, data_len,
                               is_digest);
    if (rc != QZ_OK)
        return rc;
    s = qzi_mldsa_scr(ws);
    qzi_mldsa_tr(&s->xof, s->tr, pk, pk_len);
    qzi_mldsa_mu(&s->xof, s->mu, s->tr, 1, ctx, ctx_len, oid, sizeof oid, s->buf,
                 hash->digest_bytes);
    return verify_end(set, ws, pk, sig, sig_len);
}

int qz_mldsa_verify_prehash(qz_mldsa_id set, qz_hash_id hash, void *ws, size_t ws_len,
                            const uint8_t *pk, size_t pk_len, const uint8_t *ctx,
                            size_t ctx_len, const uint8_t *msg, size_t msg_len,
                            const uint8_t *sig, size_t sig_len)
{
    return verify_ph(set, hash, ws, ws_len, pk, pk_len, ctx, ctx_len, msg, msg_len, 0, sig,
                     sig_len);
}

int qz_mldsa_verify_prehash_digest(qz_mldsa_id set, qz_hash_id hash, void *ws, size_t ws_len,
                                   const uint8_t *pk, size_t pk_len, const uint8_t *ctx,
                                   size_t ctx_len, const uint8_t *digest, size_t digest_len,
                                   const uint8_t *sig, size_t sig_len)
{
    return verify_ph(set, hash, ws, ws_len, pk, pk_len, ctx, ctx_len, digest, digest_len, 1,
                     sig, sig_len);
}

int qz_mldsa_verify_mu(qz_mldsa_id set, void *ws, size_t ws_len, const uint8_t *pk,
                       size_t pk_len, const uint8_t *mu, size_t mu_len, const uint8_t *sig,
                       size_t sig_len)
{
    qzi_mldsa_scratch *s;
    int rc = verify_start(set, ws, ws_len, pk, pk_len, NULL, 0, sig, mu == NULL);

    if (rc == QZ_OK && mu_len != QZ_MLDSA_MU_BYTES)
        rc = QZ_ERR_LENGTH;
    if (rc != QZ_OK)
        return rc;
    s = qzi_mldsa_scr(ws);
    for (unsigned i = 0; i < QZ_MLDSA_MU_BYTES; i++)
        s->mu[i] = mu[i];
    return verify_end(set, ws, pk, sig, sig_len);
}

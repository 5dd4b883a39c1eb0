/*
 * The public signing calls: pure ML-DSA (FIPS 204 Algorithm 2), HashML-DSA
 * over a message or a digest (Algorithm 4), and external mu, each
 * deterministic (rnd = 0^32) or hedged (rnd from a qz_rng). Each checks
 * its arguments (doc/api.md's order: NULL, the set, the workspace, the
 * lengths), forms mu in the workspace's scratch, and runs the signing
 * core, whose stack it then wipes; the workspace is wiped before return.
 */
#include "mldsa/mldsa_internal.h"

#include "internal/ct.h"
#include "internal/workspace.h"
#include "mldsa/mldsa_stack.h"

/* other_null: a call's own required pointer (the hash, a digest, mu) is
 * NULL, refused with the others before the set is looked at. */
static int sign_start(qz_mldsa_id set, void *ws, size_t ws_len, const uint8_t *sig,
                      size_t sig_len, const uint8_t *sk, size_t sk_len, const uint8_t *ctx,
                      size_t ctx_len, const uint8_t *in, size_t in_len, int other_null)
{
    int rc;

    if (set == NULL || ws == NULL || sig == NULL || sk == NULL || other_null ||
        (ctx == NULL && ctx_len > 0) || (in == NULL && in_len > 0))
        return QZ_ERR_NULL;
    if ((rc = qzi_mldsa_set_check(set)) != QZ_OK)
        return rc;
    if ((rc = qzi_ws_ok(ws, ws_len, set->ws_sign)) != QZ_OK)
        return rc;
    if (sig_len != set->sig_bytes || sk_len != set->sk_bytes || ctx_len > QZ_MLDSA_MAX_CTX_BYTES)
        return QZ_ERR_LENGTH;
    return QZ_OK;
}

/* rnd (zeros without a rng), the signing core, the wipes. */
static int sign_finish(qz_mldsa_id set, const qz_rng *rng, void *ws, uint8_t *sig,
                       const uint8_t *sk)
{
    qzi_mldsa_scratch *s = qzi_mldsa_scr(ws);
    int rc = QZ_OK;

    if (rng != NULL)
        rc = qz_rng_fill(rng, s->rnd, sizeof s->rnd) == QZ_OK ? QZ_OK : QZ_ERR_RNG;
    else
        qzi_wipe(s->rnd, sizeof s->rnd);
    if (rc == QZ_OK) {
        rc = qzi_mldsa_sign_core(set, ws, sig, sk);
        qzi_wipe_stack(QZI_MLDSA_STACK_WIPE);
    }
    qzi_wipe(ws, set->ws_sign);
    return rc;
}

static int sign_pure(qz_mldsa_id set, const qz_rng *rng, void *ws, size_t ws_len, uint8_t *sig,
                     size_t sig_len, const uint8_t *sk, size_t sk_len, const uint8_t *ctx,
                     size_t ctx_len, const uint8_t *msg, size_t msg_len)
{
    qzi_mldsa_scratch *s;
    int rc = sign_start(set, ws, ws_len, sig, sig_len, sk, sk_len, ctx, ctx_len, msg, msg_len,
                        0);

    if (rc != QZ_OK)
        return rc;
    s = qzi_mldsa_scr(ws);
    qzi_mldsa_mu(&s->xof, s->mu, sk + 64, 0, ctx, ctx_len, msg, msg_len, NULL, 0);
    return sign_finish(set, rng, ws, sig, sk);
}

int qz_mldsa_sign(qz_mldsa_id set, void *ws, size_t ws_len, uint8_t *sig, size_t sig_len,
                  const uint8_t *sk, size_t sk_len, const uint8_t *ctx, size_t ctx_len,
                  const uint8_t *msg, size_t msg_len)
{
    return sign_pure(set, NULL, ws, ws_len, sig, sig_len, sk, sk_len, ctx, ctx_len, msg,
                     msg_len);
}

int qz_mldsa_sign_hedged(qz_mldsa_id set, const qz_rng *rng, void *ws, size_t ws_len,
                         uint8_t *sig, size_t sig_len, const uint8_t *sk, size_t sk_len,
                         const uint8_t *ctx, size_t ctx_len, const uint8_t *msg, size_t msg_len)
{
    if (rng == NULL)
        return QZ_ERR_NULL;
    return sign_pure(set, rng, ws, ws_len, sig, sig_len, sk, sk_len, ctx, ctx_len, msg,
                     msg_len);
}

/* M' = 1 || ctx_len || ctx || OID || PH(M), PH(M) hashed here or given. */
static int sign_ph(qz_mldsa_id set, qz_hash_id hash, const qz_rng *rng, void *ws,
                   size_t ws_len, uint8_t *sig, size_t sig_len, const uint8_t *sk,
                   size_t sk_len, const uint8_t *ctx, size_t ctx_len, const uint8_t *data,
                   size_t data_len, int is_digest)
{
    qzi_mldsa_scratch *s;
    uint8_t oid[11];
    int rc = sign_start(set, ws, ws_len, sig, sig_len, sk, sk_len, ctx, ctx_len, data,
                        data_len, hash == NULL || (is_digest && data == NULL));

    if (rc == QZ_OK)
        rc = qzi_mldsa_prehash(set, hash, oid, qzi_mldsa_scr(ws)->buf, data, data_len,
                               is_digest);
    if (rc != QZ_OK)
        return rc;
    s = qzi_mldsa_scr(ws);
    qzi_mldsa_mu(&s->xof, s->mu, sk + 64, 1, ctx, ctx_len, oid, sizeof oid, s->buf,
                 hash->digest_bytes);
    return sign_finish(set, rng, ws, sig, sk);
}

int qz_mldsa_sign_prehash(qz_mldsa_id set, qz_hash_id hash, void *ws, size_t ws_len,
                          uint8_t *sig, size_t sig_len, const uint8_t *sk, size_t sk_len,
                          const uint8_t *ctx, size_t ctx_len, const uint8_t *msg,
                          size_t msg_len)
{
    return sign_ph(set, hash, NULL, ws, ws_len, sig, sig_len, sk, sk_len, ctx, ctx_len, msg,
                   msg_len, 0);
}

int qz_mldsa_sign_prehash_hedged(qz_mldsa_id set, qz_hash_id hash, const qz_rng *rng,
                                 void *ws, size_t ws_len, uint8_t *sig, size_t sig_len,
                                 const uint8_t *sk, size_t sk_len, const uint8_t *ctx,
                                 size_t ctx_len, const uint8_t *msg, size_t msg_len)
{
    if (rng == NULL)
        return QZ_ERR_NULL;
    return sign_ph(set, hash, rng, ws, ws_len, sig, sig_len, sk, sk_len, ctx, ctx_len, msg,
                   msg_len, 0);
}

int qz_mldsa_sign_prehash_digest(qz_mldsa_id set, qz_hash_id hash, void *ws, size_t ws_len,
                                 uint8_t *sig, size_t sig_len, const uint8_t *sk,
                                 size_t sk_len, const uint8_t *ctx, size_t ctx_len,
                                 const uint8_t *digest, size_t digest_len)
{
    return sign_ph(set, hash, NULL, ws, ws_len, sig, sig_len, sk, sk_len, ctx, ctx_len, digest,
                   digest_len, 1);
}

int qz_mldsa_sign_prehash_digest_hedged(qz_mldsa_id set, qz_hash_id hash, const qz_rng *rng,
                                        void *ws, size_t ws_len, uint8_t *sig, size_t sig_len,
                                        const uint8_t *sk, size_t sk_len, const uint8_t *ctx,
                                        size_t ctx_len, const uint8_t *digest,
                                        size_t digest_len)
{
    if (rng == NULL)
        return QZ_ERR_NULL;
    return sign_ph(set, hash, rng, ws, ws_len, sig, sig_len, sk, sk_len, ctx, ctx_len, digest,
                   digest_len, 1);
}

static int sign_mu(qz_mldsa_id set, const qz_rng *rng, void *ws, size_t ws_len, uint8_t *sig,
                   size_t sig_len, const uint8_t *sk, size_t sk_len, const uint8_t *mu,
                   size_t mu_len)
{
    qzi_mldsa_scratch *s;
    int rc = sign_start(set, ws, ws_len, sig, sig_len, sk, sk_len, NULL, 0, mu, mu_len,
                        mu == NULL);

    if (rc == QZ_OK && mu_len != QZ_MLDSA_MU_BYTES)
        rc = QZ_ERR_LENGTH;
    if (rc != QZ_OK)
        return rc;
    s = qzi_mldsa_scr(ws);
    for (unsigned i = 0; i < QZ_MLDSA_MU_BYTES; i++)
        s->mu[i] = mu[i];
    return sign_finish(set, rng, ws, sig, sk);
}

int qz_mldsa_sign_mu(qz_mldsa_id set, void *ws, size_t ws_len, uint8_t *sig, size_t sig_len,
                     const uint8_t *sk, size_t sk_len, const uint8_t *mu, size_t mu_len)
{
    return sign_mu(set, NULL, ws, ws_len, sig, sig_len, sk, sk_len, mu, mu_len);
}

int qz_mldsa_sign_mu_hedged(qz_mldsa_id set, const qz_rng *rng, void *ws, size_t ws_len,
                            uint8_t *sig, size_t sig_len, const uint8_t *sk, size_t sk_len,
                            const uint8_t *mu, size_t mu_len)
{
    if (rng == NULL)
        return QZ_ERR_NULL;
    return sign_mu(set, rng, ws, ws_len, sig, sig_len, sk, sk_len, mu, mu_len);
}

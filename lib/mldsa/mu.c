/*
 * The message side of ML-DSA: tr = H(pk), the message representative
 * mu = H(tr || M') (FIPS 204 Algorithm 7 line 6, with M' built as
 * Algorithms 2 and 4 build it, absorbed piece by piece: no copy of the
 * message), the HashML-DSA OIDs (section 5.4), and qz_mldsa_compute_mu.
 * H is SHAKE256 on the library's sponge. Messages, contexts, keys' tr and
 * mu are public.
 */
#include "mldsa/mldsa_internal.h"

#include "internal/ct.h"
#include "internal/hash_check.h"

void qzi_mldsa_tr(qz_keccak_ctx *x, uint8_t tr[64], const uint8_t *pk, size_t pk_len)
{
    qzi_sponge_init(x, QZI_KECCAK_XOF256, QZ_SHAKE256_RATE, QZI_KECCAK_PAD_SHAKE);
    qzi_sponge_absorb(x, pk, pk_len);
    qzi_sponge_squeeze(x, tr, 64);
}

void qzi_mldsa_mu(qz_keccak_ctx *x, uint8_t mu[64], const uint8_t tr[64], uint8_t pre,
                  const uint8_t *ctx, size_t ctx_len, const uint8_t *m1, size_t m1_len,
                  const uint8_t *m2, size_t m2_len)
{
    uint8_t head[2] = {pre, (uint8_t)ctx_len};

    qzi_sponge_init(x, QZI_KECCAK_XOF256, QZ_SHAKE256_RATE, QZI_KECCAK_PAD_SHAKE);
    qzi_sponge_absorb(x, tr, 64);
    qzi_sponge_absorb(x, head, 2);
    qzi_sponge_absorb(x, ctx, ctx_len);
    qzi_sponge_absorb(x, m1, m1_len);
    qzi_sponge_absorb(x, m2, m2_len);
    qzi_sponge_squeeze(x, mu, 64);
}

/* The NIST hash arc 2.16.840.1.101.3.4.2, DER-encoded with its tag and
 * length; the last arc by QZ_HASH_ID_* (SHA-256 is .1, SHA-224 .4, ...). */
int qzi_mldsa_hash_oid(const qz_mldsa_set *p, qz_hash_id hash, uint8_t oid[11])
{
    static const uint8_t arc[10] = {0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02};
    static const uint8_t last[11] = {0, 4, 1, 2, 3, 5, 6, 7, 8, 9, 10};

    if (hash == NULL)
        return QZ_ERR_NULL;
    /* a digest of at least 2 lambda bits (lambda / 4 bytes, c tilde's size):
     * collision strength lambda */
    if (!qzi_hash_alg_ok(hash) || hash->digest_bytes < p->ctilde_bytes)
        return QZ_ERR_ALG;
    for (unsigned i = 0; i < 10; i++)
        oid[i] = arc[i];
    oid[10] = last[hash->id];
    return QZ_OK;
}

int qzi_mldsa_prehash(const qz_mldsa_set *p, qz_hash_id hash, uint8_t oid[11], uint8_t *ph,
                      const uint8_t *data, size_t data_len, int is_digest)
{
    int rc = qzi_mldsa_hash_oid(p, hash, oid);

    if (rc != QZ_OK)
        return rc;
    if (is_digest && data_len != hash->digest_bytes)
        return QZ_ERR_LENGTH;
    if (!is_digest)
        qz_hash(hash, ph, hash->digest_bytes, data, data_len);
    else
        for (unsigned i = 0; i < hash->digest_bytes; i++)
            ph[i] = data[i];
    return QZ_OK;
}

int qz_mldsa_compute_mu(qz_mldsa_id set, uint8_t *mu, size_t mu_len, const uint8_t *pk,
                        size_t pk_len, const uint8_t *ctx, size_t ctx_len, const uint8_t *msg,
                        size_t msg_len)
{
    qz_keccak_ctx x;
    uint8_t tr[64];
    int rc;

    if (set == NULL || mu == NULL || pk == NULL || (ctx == NULL && ctx_len > 0) ||
        (msg == NULL && msg_len > 0))
        return QZ_ERR_NULL;
    if ((rc = qzi_mldsa_set_check(set)) != QZ_OK)
        return rc;
    if (mu_len != QZ_MLDSA_MU_BYTES || pk_len != set->pk_bytes ||
        ctx_len > QZ_MLDSA_MAX_CTX_BYTES)
        return QZ_ERR_LENGTH;
    qzi_mldsa_tr(&x, tr, pk, pk_len);
    qzi_mldsa_mu(&x, mu, tr, 0, ctx, ctx_len, msg, msg_len, NULL, 0);
    qzi_wipe(&x, sizeof x);
    return QZ_OK;
}

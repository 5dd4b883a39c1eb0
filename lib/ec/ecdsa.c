/*
 * ECDSA public calls (qzcrypt/ecdsa.h): argument checks, hashing, the
 * nonce source, then the shared core.
 */
#include "ec/ecdsa_internal.h"
#include "internal/hash_check.h"
#include "internal/workspace.h"

/* The public signing size covers the layout of ecdsa_internal.h on every
 * curve: the four fe before the area, then the area's fe or the RFC 6979
 * state with room for its 8-byte alignment; and QZ_EC_WORKSPACE_BYTES
 * covers signing. */
_Static_assert(sizeof(qzi_rfc6979_state) + 7u <= QZ_ECDSA_NONCE_STATE_BYTES,
               "RFC 6979 state larger than QZ_ECDSA_NONCE_STATE_BYTES");
_Static_assert(QZI_WS_COVERS(QZ_ECDSA_SIGN_WORKSPACE_BYTES, QZI_SIGN_AREA + QZI_SIGN_AREA_FE),
               "QZ_ECDSA_SIGN_WORKSPACE_BYTES too small");
_Static_assert(QZ_ECDSA_SIGN_WORKSPACE_BYTES(256) >=
                       QZI_SIGN_AREA * QZ_EC_FE_BYTES(256) + QZ_ECDSA_NONCE_STATE_BYTES &&
                   QZ_ECDSA_SIGN_WORKSPACE_BYTES(384) >=
                       QZI_SIGN_AREA * QZ_EC_FE_BYTES(384) + QZ_ECDSA_NONCE_STATE_BYTES &&
                   QZ_ECDSA_SIGN_WORKSPACE_BYTES(521) >=
                       QZI_SIGN_AREA * QZ_EC_FE_BYTES(521) + QZ_ECDSA_NONCE_STATE_BYTES,
               "QZ_ECDSA_SIGN_WORKSPACE_BYTES below the RFC 6979 state");
_Static_assert(QZ_EC_WORKSPACE_BYTES(256) >= QZ_ECDSA_SIGN_WORKSPACE_BYTES(256) &&
                   QZ_EC_WORKSPACE_BYTES(384) >= QZ_ECDSA_SIGN_WORKSPACE_BYTES(384) &&
                   QZ_EC_WORKSPACE_BYTES(521) >= QZ_ECDSA_SIGN_WORKSPACE_BYTES(521),
               "QZ_EC_WORKSPACE_BYTES below signing's need");

/* The nonce sources, by addresses of this file's own functions (an
 * external function's address would go through the GOT in a PIE host
 * build). */
static int nonce_rfc6979(void *src, const qzi_curve *c, uint32_t *k, unsigned attempt)
{
    return qzi_rfc6979_nonce(src, c, k, attempt);
}

static int nonce_random(void *src, const qzi_curve *c, uint32_t *k, unsigned attempt)
{
    return qzi_ecdsa_random_nonce(src, c, k, attempt);
}

/* Checks shared by every signing call; digest_len 0 means "the hash's". */
static int sign_args(const qz_ec_private_key *key, qz_hash_id hash, void *ws, size_t ws_len,
                     uint8_t *sig, size_t sig_len, const uint8_t *digest, size_t digest_len)
{
    int rc;

    if (key == NULL || ws == NULL || sig == NULL || digest == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_ec_priv_ok(key)) != QZ_OK)
        return rc;
    if (hash != NULL && !qzi_hash_alg_ok(hash))
        return QZ_ERR_ALG;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_ECDSA_SIGN_WORKSPACE_BYTES(key->curve->bits))) !=
        QZ_OK)
        return rc;
    if (sig_len != 2u * key->curve->bytes)
        return QZ_ERR_LENGTH;
    if (hash != NULL ? digest_len != hash->digest_bytes
                     : digest_len == 0 || digest_len > QZ_HASH_MAX_DIGEST_BYTES)
        return QZ_ERR_LENGTH;
    return QZ_OK;
}

/* RFC 6979 signature of a digest (hedged when rng is not NULL). Inlined
 * into its two callers: its frame (the nonce source's description) and
 * theirs become one, on the path that sets the signing's stack peak. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((always_inline))
#endif
static inline int sign_rfc6979(const qz_ec_private_key *key, qz_hash_id hash, const qz_rng *rng,
                        void *ws, uint8_t *sig, const uint8_t *digest, size_t digest_len)
{
    const qzi_curve *c = key->curve;
    size_t n = c->limbs;
    uint32_t *w = ws;
    qzi_rfc6979 src;

    qzi_ecdsa_digest_to_e(c, w + QZI_SIGN_E * n, digest, digest_len);
    src.d = key->d;
    src.e = w + QZI_SIGN_E * n;
    src.hash = hash;
    src.extra = NULL;
    src.extra_len = 0;
    /* The state holds 64-bit words (the hash context): 8-byte aligned at
     * the start of the area (QZ_ECDSA_NONCE_STATE_BYTES has the room). */
    src.st = (qzi_rfc6979_state *)(void *)(((uintptr_t)(w + QZI_SIGN_AREA * n) + 7u) &
                                           ~(uintptr_t)7u);
    if (rng != NULL) {
        uint8_t *extra = (uint8_t *)(w + QZI_SIGN_EXTRA * n);

        if (qz_rng_fill(rng, extra, c->bytes) != 0) {
            qzi_wipe(sig, 2u * c->bytes);
            qzi_wipe(ws, QZ_ECDSA_SIGN_WORKSPACE_BYTES(c->bits));
            return QZ_ERR_RNG;
        }
        src.extra = extra;
        src.extra_len = c->bytes;
    }
    return qzi_ecdsa_sign_core(key, w, sig, nonce_rfc6979, &src);
}

/* Hash msg into digest (the hash's size). */
static int hash_msg(qz_hash_id hash, uint8_t *digest, const uint8_t *msg, size_t msg_len)
{
    if (hash == NULL)
        return QZ_ERR_NULL;
    if (!qzi_hash_alg_ok(hash))
        return QZ_ERR_ALG;
    return qz_hash(hash, digest, hash->digest_bytes, msg, msg_len);
}

int qz_ecdsa_sign_digest(const qz_ec_private_key *key, qz_hash_id hash, void *ws,
                         size_t ws_len, uint8_t *sig, size_t sig_len, const uint8_t *digest,
                         size_t digest_len)
{
    int rc;

    if (hash == NULL)
        return QZ_ERR_NULL;
    if ((rc = sign_args(key, hash, ws, ws_len, sig, sig_len, digest, digest_len)) != QZ_OK)
        return rc;
    return sign_rfc6979(key, hash, NULL, ws, sig, digest, digest_len);
}

int qz_ecdsa_sign_digest_hedged(const qz_ec_private_key *key, qz_hash_id hash,
                                const qz_rng *rng, void *ws, size_t ws_len, uint8_t *sig,
                                size_t sig_len, const uint8_t *digest, size_t digest_len)
{
    int rc;

    if (hash == NULL || rng == NULL)
        return QZ_ERR_NULL;
    if ((rc = sign_args(key, hash, ws, ws_len, sig, sig_len, digest, digest_len)) != QZ_OK)
        return rc;
    return sign_rfc6979(key, hash, rng, ws, sig, digest, digest_len);
}

int qz_ecdsa_sign_digest_random(const qz_ec_private_key *key, const qz_rng *rng, void *ws,
                                size_t ws_len, uint8_t *sig, size_t sig_len,
                                const uint8_t *digest, size_t digest_len)
{
    int rc;

    if (rng == NULL)
        return QZ_ERR_NULL;
    if ((rc = sign_args(key, NULL, ws, ws_len, sig, sig_len, digest, digest_len)) != QZ_OK)
        return rc;
    qzi_ecdsa_digest_to_e(key->curve, ws, digest, digest_len);
    return qzi_ecdsa_sign_core(key, ws, sig, nonce_random, (void *)rng);
}

int qz_ecdsa_sign(const qz_ec_private_key *key, qz_hash_id hash, void *ws, size_t ws_len,
                  uint8_t *sig, size_t sig_len, const uint8_t *msg, size_t msg_len)
{
    uint8_t digest[QZ_HASH_MAX_DIGEST_BYTES];
    int rc;

    if (key == NULL || ws == NULL || sig == NULL || (msg == NULL && msg_len != 0))
        return QZ_ERR_NULL;
    if ((rc = hash_msg(hash, digest, msg, msg_len)) == QZ_OK)
        rc = qz_ecdsa_sign_digest(key, hash, ws, ws_len, sig, sig_len, digest,
                                  hash->digest_bytes);
    qzi_wipe(digest, sizeof digest);
    return rc;
}

int qz_ecdsa_sign_hedged(const qz_ec_private_key *key, qz_hash_id hash, const qz_rng *rng,
                         void *ws, size_t ws_len, uint8_t *sig, size_t sig_len,
                         const uint8_t *msg, size_t msg_len)
{
    uint8_t digest[QZ_HASH_MAX_DIGEST_BYTES];
    int rc;

    if (key == NULL || rng == NULL || ws == NULL || sig == NULL ||
        (msg == NULL && msg_len != 0))
        return QZ_ERR_NULL;
    if ((rc = hash_msg(hash, digest, msg, msg_len)) == QZ_OK)
        rc = qz_ecdsa_sign_digest_hedged(key, hash, rng, ws, ws_len, sig, sig_len, digest,
                                         hash->digest_bytes);
    qzi_wipe(digest, sizeof digest);
    return rc;
}

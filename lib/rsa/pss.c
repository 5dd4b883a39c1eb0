/*
 * RSASSA-PSS (RFC 8017 8.1 with EMSA-PSS, 9.1): qzcrypt/rsa.h.
 *
 * emBits = modBits - 1 and every modulus here is a whole number of bytes,
 * so emLen = k (the modulus's bytes) and the encoding's top bit is the one
 * bit cleared (9.1.1 step 11, 9.1.2 steps 6 and 9).
 */
#include <string.h>

#include "internal/workspace.h"
#include "rsa/pad_internal.h"

/* H = Hash(0x00 x 8 || mHash || salt) into h (hlen bytes). */
static int pss_hash(qz_hash_id hash, uint8_t *h, size_t hlen, const uint8_t *mhash,
                    const uint8_t *salt, size_t salt_len)
{
    static const uint8_t zeros[8] = {0};
    qz_hash_ctx ctx;
    int rc;

    if ((rc = qz_hash_init(&ctx, hash)) == QZ_OK &&
        (rc = qz_hash_update(&ctx, zeros, sizeof zeros)) == QZ_OK &&
        (rc = qz_hash_update(&ctx, mhash, hlen)) == QZ_OK &&
        (salt_len == 0 || (rc = qz_hash_update(&ctx, salt, salt_len)) == QZ_OK))
        rc = qz_hash_final(&ctx, h, hlen);
    qzi_wipe(&ctx, sizeof ctx);
    return rc;
}

/* The signing path: salt given (salt != NULL or salt_len 0) or drawn from
 * rng into its place in the encoding. Arguments other than these checked
 * here. */
static int pss_sign(const qz_rsa_private_key *key, qz_hash_id hash, const qz_rng *rng, void *ws,
                    size_t ws_len, uint8_t *sig, size_t sig_len, const uint8_t *digest,
                    size_t digest_len, const uint8_t *salt, size_t salt_len, int draw)
{
    size_t hlen, nb, dblen;
    uint8_t *db;
    int rc;

    if (key == NULL || hash == NULL || rng == NULL || ws == NULL || sig == NULL ||
        digest == NULL || (!draw && salt == NULL && salt_len != 0))
        return QZ_ERR_NULL;
    if ((rc = qzi_rsa_priv_ok(key)) != QZ_OK)
        return rc;
    if ((hlen = qzi_rsa_hash_len(hash)) == 0)
        return QZ_ERR_ALG;
    nb = key->bits / 8;
    if (sig_len != nb || digest_len != hlen)
        return QZ_ERR_LENGTH;
    /* emLen >= hLen + sLen + 2, one term at a time (no wrap). */
    if (nb - hlen - 2 < salt_len)
        return QZ_ERR_LENGTH;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_RSA_PRIVATE_WORKSPACE_BYTES_LOW(key->bits))) != QZ_OK)
        return rc;
    /* EM = maskedDB || H || 0xbc, DB = PS (zeros) || 0x01 || salt, built in
     * sig: the salt at its place in DB, H after DB. */
    dblen = nb - hlen - 1;
    db = sig;
    memset(db, 0, dblen - salt_len - 1);
    db[dblen - salt_len - 1] = 0x01;
    if (draw) {
        if (salt_len != 0 && qz_rng_fill(rng, db + dblen - salt_len, salt_len) != 0) {
            rc = QZ_ERR_RNG;
            goto out;
        }
    } else if (salt_len != 0) {
        memcpy(db + dblen - salt_len, salt, salt_len);
    }
    if ((rc = pss_hash(hash, sig + dblen, hlen, digest, db + dblen - salt_len, salt_len)) !=
            QZ_OK ||
        (rc = qzi_rsa_mgf1_xor(hash, hlen, db, dblen, sig + dblen, hlen)) != QZ_OK)
        goto out;
    db[0] &= 0x7f;
    sig[nb - 1] = 0xbc;
    /* s = RSASP1(EM), in place; it zeroes sig on its own errors. */
    rc = qz_rsa_private(key, rng, ws, ws_len, sig, nb, sig, nb);
out:
    if (rc != QZ_OK)
        qzi_wipe(sig, nb);
    return rc;
}

int qz_rsa_pss_sign_digest_derand(const qz_rsa_private_key *key, qz_hash_id hash,
                                  const qz_rng *rng, void *ws, size_t ws_len, uint8_t *sig,
                                  size_t sig_len, const uint8_t *digest, size_t digest_len,
                                  const uint8_t *salt, size_t salt_len)
{
    return pss_sign(key, hash, rng, ws, ws_len, sig, sig_len, digest, digest_len, salt, salt_len,
                    0);
}

int qz_rsa_pss_sign_digest(const qz_rsa_private_key *key, qz_hash_id hash, const qz_rng *rng,
                           void *ws, size_t ws_len, uint8_t *sig, size_t sig_len,
                           const uint8_t *digest, size_t digest_len, size_t salt_len)
{
    return pss_sign(key, hash, rng, ws, ws_len, sig, sig_len, digest, digest_len, NULL, salt_len,
                    1);
}

int qz_rsa_pss_sign(const qz_rsa_private_key *key, qz_hash_id hash, const qz_rng *rng, void *ws,
                    size_t ws_len, uint8_t *sig, size_t sig_len, const uint8_t *msg,
                    size_t msg_len, size_t salt_len)
{
    uint8_t mhash[QZ_HASH_MAX_DIGEST_BYTES];
    size_t hlen;
    int rc;

    if ((rc = qzi_rsa_hash_msg(hash, msg, msg_len, mhash, &hlen)) != QZ_OK)
        return rc;
    rc = pss_sign(key, hash, rng, ws, ws_len, sig, sig_len, mhash, hlen, NULL, salt_len, 1);
    qzi_wipe(mhash, sizeof mhash);
    return rc;
}

int qz_rsa_pss_verify_digest(const qz_rsa_public_key *pub, qz_hash_id hash, void *ws,
                             size_t ws_len, const uint8_t *digest, size_t digest_len,
                             const uint8_t *sig, size_t sig_len, size_t salt_len)
{
    uint8_t h[QZ_HASH_MAX_DIGEST_BYTES];
    size_t hlen, nb, dblen, i;
    uint8_t *em;
    int rc = qzi_rsa_verify_open(pub, hash, ws, ws_len, digest, digest_len, sig, sig_len, &em,
                                 &nb, &hlen);

    if (rc != QZ_OK)
        return rc;
    rc = QZ_ERR_AUTH;
    /* A salt that cannot fit, a modulus too small for the hash (RSA-1024
     * with SHA-512 and a long salt): not valid, whatever it holds. */
    if (nb < hlen + 2 || (salt_len != QZ_RSA_PSS_SALT_AUTO && nb - hlen - 2 < salt_len))
        goto out;
    dblen = nb - hlen - 1;
    /* 9.1.2 steps 4 and 6: 0xbc last, the top bit of maskedDB clear. */
    if (em[nb - 1] != 0xbc || (em[0] & 0x80) != 0)
        goto out;
    /* steps 7-9: DB = maskedDB ^ MGF1(H), top bit cleared. */
    if (qzi_rsa_mgf1_xor(hash, hlen, em, dblen, em + dblen, hlen) != QZ_OK)
        goto out;
    em[0] &= 0x7f;
    /* step 10: zeros, then 0x01, then the salt. */
    for (i = 0; i < dblen && em[i] == 0; i++)
        ;
    if (i == dblen || em[i] != 0x01)
        goto out;
    if (salt_len != QZ_RSA_PSS_SALT_AUTO && dblen - 1 - i != salt_len)
        goto out;
    /* steps 12-14: H' = Hash(0 x 8 || mHash || salt) against H. */
    if (pss_hash(hash, h, hlen, digest, em + i + 1, dblen - 1 - i) != QZ_OK)
        goto out;
    if (qzi_ct_memeq(h, em + dblen, hlen))
        rc = QZ_OK;
out:
    qzi_wipe(ws, QZ_RSA_VERIFY_WORKSPACE_BYTES(pub->bits));
    return rc;
}

int qz_rsa_pss_verify(const qz_rsa_public_key *pub, qz_hash_id hash, void *ws, size_t ws_len,
                      const uint8_t *msg, size_t msg_len, const uint8_t *sig, size_t sig_len,
                      size_t salt_len)
{
    uint8_t mhash[QZ_HASH_MAX_DIGEST_BYTES];
    size_t hlen;
    int rc;

    if ((rc = qzi_rsa_hash_msg(hash, msg, msg_len, mhash, &hlen)) != QZ_OK)
        return rc;
    return qz_rsa_pss_verify_digest(pub, hash, ws, ws_len, mhash, hlen, sig, sig_len, salt_len);
}

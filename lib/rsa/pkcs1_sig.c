/*
 * RSASSA-PKCS1-v1_5 (RFC 8017 8.2 with EMSA-PKCS1-v1_5, 9.2):
 * qzcrypt/rsa.h. Verification builds the expected encoding and compares
 * it with the recovered one: the signature's ASN.1 is never parsed.
 */
#include <string.h>

#include "internal/workspace.h"
#include "rsa/pad_internal.h"

/* EM = 0x00 0x01 0xff... 0x00 DigestInfo prefix || digest into em (nb
 * bytes); QZ_ERR_LENGTH when the padding would be shorter than 8 bytes
 * (nb < tLen + 11). */
static int emsa_pkcs1(qz_hash_id hash, uint8_t *em, size_t nb, const uint8_t *digest,
                      size_t hlen)
{
    uint8_t prefix[QZI_RSA_DIGESTINFO_PREFIX_BYTES];
    size_t tlen = sizeof prefix + hlen;
    int rc;

    if ((rc = qzi_rsa_digestinfo_prefix(hash, prefix)) != QZ_OK)
        return rc;
    if (nb < tlen + 11)
        return QZ_ERR_LENGTH;
    em[0] = 0x00;
    em[1] = 0x01;
    memset(em + 2, 0xff, nb - tlen - 3);
    em[nb - tlen - 1] = 0x00;
    memcpy(em + nb - tlen, prefix, sizeof prefix);
    memcpy(em + nb - hlen, digest, hlen);
    return QZ_OK;
}

int qz_rsa_pkcs1_sign_digest(const qz_rsa_private_key *key, qz_hash_id hash, const qz_rng *rng,
                             void *ws, size_t ws_len, uint8_t *sig, size_t sig_len,
                             const uint8_t *digest, size_t digest_len)
{
    size_t hlen, nb;
    int rc;

    if (key == NULL || hash == NULL || rng == NULL || ws == NULL || sig == NULL ||
        digest == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_rsa_priv_ok(key)) != QZ_OK)
        return rc;
    if ((hlen = qzi_rsa_hash_len(hash)) == 0)
        return QZ_ERR_ALG;
    nb = key->bits / 8;
    if (sig_len != nb || digest_len != hlen)
        return QZ_ERR_LENGTH;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_RSA_PRIVATE_WORKSPACE_BYTES_LOW(key->bits))) != QZ_OK)
        return rc;
    if ((rc = emsa_pkcs1(hash, sig, nb, digest, hlen)) == QZ_OK)
        rc = qz_rsa_private(key, rng, ws, ws_len, sig, nb, sig, nb);
    if (rc != QZ_OK)
        qzi_wipe(sig, nb);
    return rc;
}

int qz_rsa_pkcs1_sign(const qz_rsa_private_key *key, qz_hash_id hash, const qz_rng *rng, void *ws,
                      size_t ws_len, uint8_t *sig, size_t sig_len, const uint8_t *msg,
                      size_t msg_len)
{
    uint8_t mhash[QZ_HASH_MAX_DIGEST_BYTES];
    size_t hlen;
    int rc;

    if ((rc = qzi_rsa_hash_msg(hash, msg, msg_len, mhash, &hlen)) != QZ_OK)
        return rc;
    rc = qz_rsa_pkcs1_sign_digest(key, hash, rng, ws, ws_len, sig, sig_len, mhash, hlen);
    qzi_wipe(mhash, sizeof mhash);
    return rc;
}

int qz_rsa_pkcs1_verify_digest(const qz_rsa_public_key *pub, qz_hash_id hash, void *ws,
                               size_t ws_len, const uint8_t *digest, size_t digest_len,
                               const uint8_t *sig, size_t sig_len)
{
    size_t hlen, nb;
    uint8_t *em, *want;
    int rc = qzi_rsa_verify_open(pub, hash, ws, ws_len, digest, digest_len, sig, sig_len, &em,
                                 &nb, &hlen);

    if (rc != QZ_OK)
        return rc;
    /* The expected encoding goes where the public operation worked (pub_ws
     * = 4 nb bytes, wiped by it). */
    want = (uint8_t *)ws;
    rc = emsa_pkcs1(hash, want, nb, digest, hlen);
    if (rc == QZ_ERR_LENGTH)
        rc = QZ_ERR_AUTH; /* a hash too long for the modulus: nothing verifies */
    if (rc == QZ_OK && !qzi_ct_memeq(want, em, nb))
        rc = QZ_ERR_AUTH;
    qzi_wipe(ws, QZ_RSA_VERIFY_WORKSPACE_BYTES(pub->bits));
    return rc;
}

int qz_rsa_pkcs1_verify(const qz_rsa_public_key *pub, qz_hash_id hash, void *ws, size_t ws_len,
                        const uint8_t *msg, size_t msg_len, const uint8_t *sig, size_t sig_len)
{
    uint8_t mhash[QZ_HASH_MAX_DIGEST_BYTES];
    size_t hlen;
    int rc;

    if ((rc = qzi_rsa_hash_msg(hash, msg, msg_len, mhash, &hlen)) != QZ_OK)
        return rc;
    return qz_rsa_pkcs1_verify_digest(pub, hash, ws, ws_len, mhash, hlen, sig, sig_len);
}

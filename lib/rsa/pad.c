/*
 * The pieces the RSA schemes share (lib/rsa/pad_internal.h): MGF1 and the
 * DigestInfo prefixes.
 */
#include <string.h>

#include "internal/workspace.h"
#include "rsa/pad_internal.h"

size_t qzi_rsa_hash_len(qz_hash_id hash)
{
    return qz_hash_digest_bytes(hash);
}

int qzi_rsa_mgf1_xor(qz_hash_id hash, size_t hlen, uint8_t *out, size_t out_len,
                     const uint8_t *seed, size_t seed_len)
{
    qz_hash_ctx ctx;
    uint8_t block[QZ_HASH_MAX_DIGEST_BYTES], ctr[4];
    uint32_t counter = 0;
    int rc = QZ_OK;

    /* T = Hash(seed || C) for C = 0, 1, ... as 4 big-endian bytes; the
     * lengths here are below 2^16, far from RFC 8017's 2^32 hLen limit. */
    for (size_t pos = 0; pos < out_len; pos += hlen, counter++) {
        size_t take = out_len - pos < hlen ? out_len - pos : hlen;

        ctr[0] = (uint8_t)(counter >> 24);
        ctr[1] = (uint8_t)(counter >> 16);
        ctr[2] = (uint8_t)(counter >> 8);
        ctr[3] = (uint8_t)counter;
        if ((rc = qz_hash_init(&ctx, hash)) != QZ_OK ||
            (rc = qz_hash_update(&ctx, seed, seed_len)) != QZ_OK ||
            (rc = qz_hash_update(&ctx, ctr, sizeof ctr)) != QZ_OK ||
            (rc = qz_hash_final(&ctx, block, hlen)) != QZ_OK)
            break;
        for (size_t i = 0; i < take; i++)
            out[pos + i] ^= block[i];
    }
    qzi_wipe(&ctx, sizeof ctx);
    qzi_wipe(block, sizeof block);
    return rc;
}

int qzi_rsa_digestinfo_prefix(qz_hash_id hash, uint8_t prefix[QZI_RSA_DIGESTINFO_PREFIX_BYTES])
{
    /* SEQUENCE { SEQUENCE { OID 2.16.840.1.101.3.4.2.x, NULL }, OCTET
     * STRING (hLen) }: every hash here lives under the NIST hash arc, so
     * only the OID's last arc and the two lengths differ. */
    static const uint8_t head[] = {0x30, 0x00, 0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01,
                                   0x65, 0x03, 0x04, 0x02, 0x00, 0x05, 0x00, 0x04, 0x00};
    size_t hlen = qzi_rsa_hash_len(hash);
    uint8_t arc;

    if (hlen == 0)
        return QZ_ERR_ALG;
    switch (hash->id) {
    case QZ_HASH_ID_SHA256: arc = 1; break;
    case QZ_HASH_ID_SHA384: arc = 2; break;
    case QZ_HASH_ID_SHA512: arc = 3; break;
    case QZ_HASH_ID_SHA224: arc = 4; break;
    case QZ_HASH_ID_SHA512_224: arc = 5; break;
    case QZ_HASH_ID_SHA512_256: arc = 6; break;
    case QZ_HASH_ID_SHA3_224: arc = 7; break;
    case QZ_HASH_ID_SHA3_256: arc = 8; break;
    case QZ_HASH_ID_SHA3_384: arc = 9; break;
    case QZ_HASH_ID_SHA3_512: arc = 10; break;
    default: return QZ_ERR_ALG;
    }
    memcpy(prefix, head, sizeof head);
    prefix[1] = (uint8_t)(17u + hlen);
    prefix[14] = arc;
    prefix[18] = (uint8_t)hlen;
    return QZ_OK;
}

int qzi_rsa_hash_msg(qz_hash_id hash, const uint8_t *msg, size_t msg_len,
                     uint8_t mhash[QZ_HASH_MAX_DIGEST_BYTES], size_t *hlen)
{
    if (hash == NULL || (msg == NULL && msg_len != 0))
        return QZ_ERR_NULL;
    if ((*hlen = qzi_rsa_hash_len(hash)) == 0)
        return QZ_ERR_ALG;
    return qz_hash(hash, mhash, *hlen, msg, msg_len);
}

int qzi_rsa_verify_open(const qz_rsa_public_key *pub, qz_hash_id hash, void *ws, size_t ws_len,
                        const uint8_t *digest, size_t digest_len, const uint8_t *sig,
                        size_t sig_len, uint8_t **em, size_t *nb, size_t *hlen)
{
    size_t pub_ws;
    int rc;

    if (pub == NULL || hash == NULL || ws == NULL || digest == NULL || sig == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_rsa_pub_ok(pub)) != QZ_OK)
        return rc;
    if ((*hlen = qzi_rsa_hash_len(hash)) == 0)
        return QZ_ERR_ALG;
    *nb = pub->bits / 8;
    if (digest_len != *hlen)
        return QZ_ERR_LENGTH;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_RSA_VERIFY_WORKSPACE_BYTES(pub->bits))) != QZ_OK)
        return rc;
    if (sig_len != *nb)
        return QZ_ERR_AUTH;
    pub_ws = QZ_RSA_PUBLIC_WORKSPACE_BYTES(pub->bits);
    *em = (uint8_t *)ws + pub_ws;
    rc = qz_rsa_public(pub, ws, pub_ws, *em, *nb, sig, *nb);
    if (rc != QZ_OK) {
        qzi_wipe(ws, QZ_RSA_VERIFY_WORKSPACE_BYTES(pub->bits));
        return rc == QZ_ERR_ENCODING ? QZ_ERR_AUTH : rc;
    }
    return QZ_OK;
}

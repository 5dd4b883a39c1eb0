/*
 * RSAES-OAEP (RFC 8017 7.1, EME-OAEP): qzcrypt/rsa.h.
 *
 * Decryption's checks run in constant time and merge into one mask: the
 * first byte Y = 0, lHash' = lHash, and the bytes after lHash being zeros
 * up to a 0x01 (a first nonzero byte that is not 0x01, or none, fails).
 * Only the verdict is released (QZ_ERR_AUTH for any failure, the
 * "decryption error" of 7.1.2, whose single form Manger's attack needs).
 * The message ends where the encoding ends, so on success it is copied by
 * its length, which the call returns and is public then: no secret offset
 * reaches an address.
 */
#include <string.h>

#include "internal/workspace.h"
#include "rsa/pad_internal.h"

static int oaep_encrypt(const qz_rsa_public_key *pub, qz_hash_id hash, const qz_rng *rng,
                        void *ws, size_t ws_len, uint8_t *ct, size_t ct_len,
                        const uint8_t *label, size_t label_len, const uint8_t *msg,
                        size_t msg_len, const uint8_t *seed, size_t seed_len)
{
    size_t hlen, nb, dblen;
    uint8_t *db;
    int rc;

    if (pub == NULL || hash == NULL || ws == NULL || ct == NULL ||
        (rng == NULL && seed == NULL) || (label == NULL && label_len != 0) ||
        (msg == NULL && msg_len != 0))
        return QZ_ERR_NULL;
    if ((rc = qzi_rsa_pub_ok(pub)) != QZ_OK)
        return rc;
    if ((hlen = qzi_rsa_hash_len(hash)) == 0)
        return QZ_ERR_ALG;
    nb = pub->bits / 8;
    if (ct_len != nb || (seed != NULL && seed_len != hlen) || nb < 2 * hlen + 2 ||
        nb - 2 * hlen - 2 < msg_len)
        return QZ_ERR_LENGTH;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_RSA_ENCRYPT_WORKSPACE_BYTES(pub->bits))) != QZ_OK)
        return rc;
    /* EM = 0x00 || maskedSeed || maskedDB, DB = lHash || PS || 0x01 || M,
     * built in ct. */
    dblen = nb - hlen - 1;
    db = ct + 1 + hlen;
    ct[0] = 0x00;
    if ((rc = qz_hash(hash, db, hlen, label, label_len)) != QZ_OK)
        goto out;
    memset(db + hlen, 0, dblen - hlen - msg_len - 1);
    db[dblen - msg_len - 1] = 0x01;
    if (msg_len != 0)
        memcpy(db + dblen - msg_len, msg, msg_len);
    if (seed != NULL) {
        memcpy(ct + 1, seed, hlen);
    } else if (qz_rng_fill(rng, ct + 1, hlen) != 0) {
        rc = QZ_ERR_RNG;
        goto out;
    }
    if ((rc = qzi_rsa_mgf1_xor(hash, hlen, db, dblen, ct + 1, hlen)) != QZ_OK ||
        (rc = qzi_rsa_mgf1_xor(hash, hlen, ct + 1, hlen, db, dblen)) != QZ_OK)
        goto out;
    /* EM < 2^(8 (k - 1)) < n: the public operation cannot refuse it. */
    rc = qz_rsa_public(pub, ws, ws_len, ct, nb, ct, nb);
out:
    if (rc != QZ_OK)
        qzi_wipe(ct, nb);
    return rc;
}

int qz_rsa_oaep_encrypt(const qz_rsa_public_key *pub, qz_hash_id hash, const qz_rng *rng,
                        void *ws, size_t ws_len, uint8_t *ct, size_t ct_len, const uint8_t *label,
                        size_t label_len, const uint8_t *msg, size_t msg_len)
{
    if (rng == NULL)
        return QZ_ERR_NULL;
    return oaep_encrypt(pub, hash, rng, ws, ws_len, ct, ct_len, label, label_len, msg, msg_len,
                        NULL, 0);
}

int qz_rsa_oaep_encrypt_derand(const qz_rsa_public_key *pub, qz_hash_id hash, void *ws,
                               size_t ws_len, uint8_t *ct, size_t ct_len, const uint8_t *label,
                               size_t label_len, const uint8_t *msg, size_t msg_len,
                               const uint8_t *seed, size_t seed_len)
{
    if (seed == NULL)
        return QZ_ERR_NULL;
    return oaep_encrypt(pub, hash, NULL, ws, ws_len, ct, ct_len, label, label_len, msg, msg_len,
                        seed, seed_len);
}

/* The padding check of EME-OAEP decoding on em (nb bytes, DB unmasked in
 * place), constant time: the verdict mask and, in *idx, the index in em
 * of the 0x01 before the message (meaningful when the verdict is true). */
static uint32_t oaep_check(const uint8_t *em, size_t nb, size_t hlen, const uint8_t *lhash,
                           uint32_t *idx)
{
    uint32_t good, looking = 0xffffffffu, one_at = 0, bad = 0;

    good = qzi_rsa_eq_mask(em[0], 0);
    good &= qzi_ct_memeq(em + 1 + hlen, lhash, hlen);
    for (size_t i = 1 + 2 * hlen; i < nb; i++) {
        uint32_t is0 = qzi_rsa_eq_mask(em[i], 0), is1 = qzi_rsa_eq_mask(em[i], 1);

        one_at = qzi_rsa_select(looking & is1, (uint32_t)i, one_at);
        bad |= looking & ~is0 & ~is1;
        looking &= is0;
    }
    /* looking still set: no nonzero byte at all. */
    good &= ~bad & ~looking;
    *idx = one_at;
    return good;
}

int qz_rsa_oaep_decrypt(const qz_rsa_private_key *key, qz_hash_id hash, const qz_rng *rng,
                        void *ws, size_t ws_len, uint8_t *out, size_t out_cap, size_t *out_len,
                        const uint8_t *label, size_t label_len, const uint8_t *ct,
                        size_t ct_len)
{
    uint8_t lhash[QZ_HASH_MAX_DIGEST_BYTES];
    size_t hlen, nb, dblen, mlen;
    uint32_t good, idx;
    uint8_t *em;
    int rc;

    if (key == NULL || hash == NULL || rng == NULL || ws == NULL || out_len == NULL ||
        ct == NULL || (out == NULL && out_cap != 0) || (label == NULL && label_len != 0))
        return QZ_ERR_NULL;
    if ((rc = qzi_rsa_priv_ok(key)) != QZ_OK)
        return rc;
    if ((hlen = qzi_rsa_hash_len(hash)) == 0)
        return QZ_ERR_ALG;
    nb = key->bits / 8;
    if (ct_len != nb || nb < 2 * hlen + 2)
        return QZ_ERR_LENGTH;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_RSA_DECRYPT_WORKSPACE_BYTES_LOW(key->bits))) != QZ_OK)
        return rc;
    if ((rc = qz_hash(hash, lhash, hlen, label, label_len)) != QZ_OK)
        return rc;
    /* ws: em (nb bytes), then the private operation's workspace. */
    em = (uint8_t *)ws;
    rc = qz_rsa_private(key, rng, em + nb, ws_len - nb, em, nb, ct, nb);
    if (rc != QZ_OK) {
        rc = rc == QZ_ERR_ENCODING ? QZ_ERR_AUTH : rc;
        goto out;
    }
    dblen = nb - hlen - 1;
    /* seed = maskedSeed ^ MGF1(maskedDB), DB = maskedDB ^ MGF1(seed). */
    if ((rc = qzi_rsa_mgf1_xor(hash, hlen, em + 1, hlen, em + 1 + hlen, dblen)) != QZ_OK ||
        (rc = qzi_rsa_mgf1_xor(hash, hlen, em + 1 + hlen, dblen, em + 1, hlen)) != QZ_OK)
        goto out;
    good = oaep_check(em, nb, hlen, lhash, &idx);
    /* The verdict is what the call returns: public. */
    qzi_ct_declassify(&good, sizeof good);
    if (!good) {
        rc = QZ_ERR_AUTH;
        goto out;
    }
    /* A valid encoding: the message's length is the output's, public. */
    qzi_ct_declassify(&idx, sizeof idx);
    mlen = nb - 1 - idx;
    if (mlen > out_cap) {
        rc = QZ_ERR_LENGTH;
        goto out;
    }
    if (mlen != 0)
        memcpy(out, em + nb - mlen, mlen);
    *out_len = mlen;
out:
    qzi_wipe(em, nb);
    qzi_wipe(lhash, sizeof lhash);
    return rc;
}

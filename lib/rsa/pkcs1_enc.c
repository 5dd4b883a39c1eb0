/*
 * RSAES-PKCS1-v1_5 (RFC 8017 7.2, EME-PKCS1-v1_5): qzcrypt/rsa.h.
 *
 * Decryption rejects implicitly (draft-irtf-cfrg-rsa-guidance, the
 * behaviour of OpenSSL 3.2 and later): whatever the padding holds, the
 * call returns a message, the real one or a synthetic one that a PRF
 * keyed by the private key and the ciphertext derives:
 *   KDK = HMAC-SHA-256(SHA-256(I2OSP(d, k)), C),
 *   PRF(label, L) = T(0) || T(1) || ... cut to L bytes, T(i) =
 *                   HMAC-SHA-256(KDK, I2OSP(i, 2) || label || I2OSP(8 L, 2)),
 *   the synthetic message: the last `len` bytes of PRF("message", k),
 *   len: the last of 128 two-byte candidates of PRF("length", 256), each
 *        masked to the smallest all-ones value >= k - 10, that is below
 *        k - 10 (0 if none is).
 * The padding checks (0x00 0x02, a zero after at least 8 nonzero bytes)
 * merge into one mask that chooses, byte by byte over the whole encoding,
 * between the two messages, both of which end where the encoding ends,
 * and between their lengths: the length is released (it is the output's)
 * and the message is copied by it.
 */
#include <string.h>

#include "internal/workspace.h"
#include "qzcrypt/hmac.h"
#include "qzcrypt/sha2.h"
#include "rsa/pad_internal.h"

#define KDK_BYTES 32u
#define LEN_TRIES 128u

int qz_rsa_pkcs1_encrypt(const qz_rsa_public_key *pub, const qz_rng *rng, void *ws,
                         size_t ws_len, uint8_t *ct, size_t ct_len, const uint8_t *msg,
                         size_t msg_len)
{
    size_t nb, pslen, budget;
    int rc;

    if (pub == NULL || rng == NULL || ws == NULL || ct == NULL || (msg == NULL && msg_len != 0))
        return QZ_ERR_NULL;
    if ((rc = qzi_rsa_pub_ok(pub)) != QZ_OK)
        return rc;
    nb = pub->bits / 8;
    if (ct_len != nb || nb - 11 < msg_len)
        return QZ_ERR_LENGTH;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_RSA_ENCRYPT_WORKSPACE_BYTES(pub->bits))) != QZ_OK)
        return rc;
    /* EM = 0x00 0x02 PS 0x00 M, PS nonzero random bytes: a zero byte is
     * drawn again (the time says how many PS had, which depends on the
     * random source only); a source that keeps giving zeros is an error. */
    pslen = nb - msg_len - 3;
    ct[0] = 0x00;
    ct[1] = 0x02;
    rc = QZ_ERR_RNG;
    if (qz_rng_fill(rng, ct + 2, pslen) != 0)
        goto out;
    budget = 8 * pslen;
    for (size_t i = 0; i < pslen; i++) {
        for (;;) {
            /* Whether a drawn byte is zero says nothing of the byte kept
             * nor of the message: public. */
            uint32_t zero = qzi_rsa_eq_mask(ct[2 + i], 0);

            qzi_ct_declassify(&zero, sizeof zero);
            if (!zero)
                break;
            if (budget-- == 0 || qz_rng_fill(rng, ct + 2 + i, 1) != 0)
                goto out;
        }
    }
    ct[2 + pslen] = 0x00;
    if (msg_len != 0)
        memcpy(ct + nb - msg_len, msg, msg_len);
    rc = qz_rsa_public(pub, ws, ws_len, ct, nb, ct, nb);
out:
    if (rc != QZ_OK)
        qzi_wipe(ct, nb);
    return rc;
}

/* out[0..len) = PRF(kdk, label, len) (header comment). */
static int ir_prf(const uint8_t kdk[KDK_BYTES], const char *label, size_t label_len, uint8_t *out,
                  size_t len)
{
    uint8_t in[2 + 8 + 2], t[32];
    size_t bitlen = 8 * len;
    int rc = QZ_OK;

    memcpy(in + 2, label, label_len);
    in[2 + label_len] = (uint8_t)(bitlen >> 8);
    in[3 + label_len] = (uint8_t)bitlen;
    for (size_t pos = 0, i = 0; pos < len; pos += sizeof t, i++) {
        size_t take = len - pos < sizeof t ? len - pos : sizeof t;

        in[0] = (uint8_t)(i >> 8);
        in[1] = (uint8_t)i;
        if ((rc = qz_hmac(QZ_HASH_SHA256, t, sizeof t, kdk, KDK_BYTES, in, 4 + label_len)) !=
            QZ_OK)
            break;
        memcpy(out + pos, t, take);
    }
    qzi_wipe(t, sizeof t);
    return rc;
}

int qz_rsa_pkcs1_decrypt(const qz_rsa_private_key *key, const qz_rng *rng, void *ws,
                         size_t ws_len, uint8_t *out, size_t out_cap, size_t *out_len,
                         const uint8_t *ct, size_t ct_len)
{
    uint8_t kdk[KDK_BYTES], dh[QZ_SHA256_DIGEST_BYTES];
    uint8_t *em, *syn, *scratch;
    uint32_t good, looking, zero_at, max_len, len_mask, syn_len, len;
    size_t nb;
    int rc;

    if (key == NULL || rng == NULL || ws == NULL || out_len == NULL || ct == NULL ||
        (out == NULL && out_cap != 0))
        return QZ_ERR_NULL;
    if ((rc = qzi_rsa_priv_ok(key)) != QZ_OK)
        return rc;
    /* The KDK is keyed by d (the key's owner has it; whether it does is
     * public). */
    if (!key->has_d)
        return QZ_ERR_KEY;
    nb = key->bits / 8;
    if (ct_len != nb)
        return QZ_ERR_LENGTH;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_RSA_DECRYPT_WORKSPACE_BYTES_LOW(key->bits))) != QZ_OK)
        return rc;
    /* ws: em (nb), then the private operation's workspace, whose first 2 nb
     * bytes hold the synthetic message and the scratch (d, then the length
     * candidates) once it has returned. */
    em = (uint8_t *)ws;
    syn = em + nb;
    scratch = syn + nb;
    rc = qz_rsa_private(key, rng, em + nb, ws_len - nb, em, nb, ct, nb);
    if (rc != QZ_OK) {
        rc = rc == QZ_ERR_ENCODING ? QZ_ERR_AUTH : rc;
        goto out;
    }
    /* KDK = HMAC-SHA-256(SHA-256(d), C). */
    if ((rc = qz_rsa_get_private_key_raw(key, scratch, nb, QZ_RSA_PART_D)) != QZ_OK ||
        (rc = qz_sha256(dh, scratch, nb)) != QZ_OK ||
        (rc = qz_hmac(QZ_HASH_SHA256, kdk, sizeof kdk, dh, sizeof dh, ct, nb)) != QZ_OK)
        goto out;
    qzi_wipe(scratch, nb);
    /* The synthetic message and its length. */
    if ((rc = ir_prf(kdk, "message", 7, syn, nb)) != QZ_OK ||
        (rc = ir_prf(kdk, "length", 6, scratch, 2 * LEN_TRIES)) != QZ_OK)
        goto out;
    max_len = (uint32_t)nb - 10;
    len_mask = max_len;
    len_mask |= len_mask >> 1;
    len_mask |= len_mask >> 2;
    len_mask |= len_mask >> 4;
    len_mask |= len_mask >> 8;
    syn_len = 0;
    for (size_t i = 0; i < LEN_TRIES; i++) {
        uint32_t c = (((uint32_t)scratch[2 * i] << 8) | scratch[2 * i + 1]) & len_mask;

        syn_len = qzi_rsa_select(qzi_rsa_lt_mask(c, max_len), c, syn_len);
    }
    /* The padding: 0x00 0x02, then the first zero at index >= 10. */
    good = qzi_rsa_eq_mask(em[0], 0) & qzi_rsa_eq_mask(em[1], 2);
    looking = 0xffffffffu;
    zero_at = 0;
    for (size_t i = 2; i < nb; i++) {
        uint32_t is0 = qzi_rsa_eq_mask(em[i], 0);

        zero_at = qzi_rsa_select(looking & is0, (uint32_t)i, zero_at);
        looking &= ~is0;
    }
    /* no zero at all leaves zero_at 0, which fails this too */
    good &= ~qzi_rsa_lt_mask(zero_at, 10);
    len = qzi_rsa_select(good, (uint32_t)nb - 1 - zero_at, syn_len);
    for (size_t i = 0; i < nb; i++)
        em[i] = (uint8_t)qzi_rsa_select(good, em[i], syn[i]);
    /* The length is the output's: public (implicit rejection makes it say
     * nothing of the padding). */
    qzi_ct_declassify(&len, sizeof len);
    if (len > out_cap) {
        rc = QZ_ERR_LENGTH;
        goto out;
    }
    if (len != 0)
        memcpy(out, em + nb - len, len);
    *out_len = len;
out:
    qzi_wipe(ws, 3 * nb + 2 * LEN_TRIES < ws_len ? 3 * nb + 2 * LEN_TRIES : ws_len);
    qzi_wipe(kdk, sizeof kdk);
    qzi_wipe(dh, sizeof dh);
    return rc;
}

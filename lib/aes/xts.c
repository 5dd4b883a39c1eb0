/*
 * XTS-AES (IEEE 1619-2018 section 5, SP 800-38E): one data unit per call.
 *
 *   T[0] = E_K2(tweak), T[j+1] = T[j] * alpha in GF(2^128) (the 16 bytes
 *   read as a little-endian number: shift left by one bit, and XOR 0x87
 *   into byte 0 when bit 127 falls out);
 *   C[j] = E_K1(P[j] ^ T[j]) ^ T[j].
 *
 * Whole blocks go QZI_AES_BATCH per kernel call: the tweaks of the batch
 * are computed into one stack buffer, XORed in, the batch is encrypted in
 * one call, and the tweaks are XORed again.
 *
 * A partial last block of r bytes (ciphertext stealing, IEEE 1619 5.3.2):
 * with m whole blocks before it,
 *   encrypt  CC = enc(P[m-1], T[m-1]); C[m] = first r bytes of CC;
 *            C[m-1] = enc(P[m] || last 16 - r bytes of CC, T[m]);
 *   decrypt  PP = dec(C[m-1], T[m]); P[m] = first r bytes of PP;
 *            P[m-1] = dec(C[m] || last 16 - r bytes of PP, T[m-1]).
 */
#include "qzcrypt/aes_modes.h"
#include "aes/modes_internal.h"

static int xts_set_key(qz_xts_key *k, const uint8_t *key, size_t key_len,
                       int decrypt)
{
    uint32_t same;
    int err;

    if (k == NULL || key == NULL)
        return QZ_ERR_NULL;
    if (key_len != 32 && key_len != 64) {
        qzi_wipe(k, sizeof *k);
        return QZ_ERR_LENGTH;
    }
    /* FIPS 140-3 IG C.I: Key1 must differ from Key2. Whether they do is
     * all the caller learns (an error code), so the verdict is public. */
    same = qzi_ct_memeq(key, key + key_len / 2, key_len / 2);
    qzi_ct_declassify(&same, sizeof same);
    if (same) {
        qzi_wipe(k, sizeof *k);
        return QZ_ERR_LENGTH;
    }
    if (decrypt)
        err = qz_aes_set_decrypt_key(&k->data, key, key_len / 2);
    else
        err = qz_aes_set_encrypt_key(&k->data, key, key_len / 2);
    if (err == QZ_OK)
        err = qz_aes_set_encrypt_key(&k->tweak, key + key_len / 2, key_len / 2);
    if (err != QZ_OK)
        qzi_wipe(k, sizeof *k);
    return err;
}

int qz_xts_set_encrypt_key(qz_xts_key *k, const uint8_t *key, size_t key_len)
{
    return xts_set_key(k, key, key_len, 0);
}

int qz_xts_set_decrypt_key(qz_xts_key *k, const uint8_t *key, size_t key_len)
{
    return xts_set_key(k, key, key_len, 1);
}

void qz_xts_wipe_key(qz_xts_key *k)
{
    if (k != NULL)
        qzi_wipe(k, sizeof *k);
}

static uint32_t load_le32(const uint8_t *p)
{
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) |
           ((uint32_t)p[3] << 24);
}

static void store_le32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

/* t = t * alpha (IEEE 1619 5.2), constant time. */
static void xts_mul_alpha(uint8_t t[16])
{
    uint32_t w0 = load_le32(t), w1 = load_le32(t + 4);
    uint32_t w2 = load_le32(t + 8), w3 = load_le32(t + 12);
    uint32_t carry = (uint32_t)0 - (w3 >> 31);

    w3 = (w3 << 1) | (w2 >> 31);
    w2 = (w2 << 1) | (w1 >> 31);
    w1 = (w1 << 1) | (w0 >> 31);
    w0 = (w0 << 1) ^ (carry & 0x87);
    store_le32(t, w0);
    store_le32(t + 4, w1);
    store_le32(t + 8, w2);
    store_le32(t + 12, w3);
}

/* Whole blocks: nb blocks of in to out, T advanced past them. */
static void xts_blocks(const qz_aes_key *k, int decrypt, uint8_t t[16],
                       uint8_t *out, const uint8_t *in, size_t nb)
{
    /* word-aligned for qzi_xor */
    uint32_t tww[QZI_AES_BATCH * 4], bufw[QZI_AES_BATCH * 4];
    uint8_t *tw = (uint8_t *)tww, *buf = (uint8_t *)bufw;

    while (nb > 0) {
        size_t n = nb < QZI_AES_BATCH ? nb : QZI_AES_BATCH;

        for (size_t i = 0; i < n; i++) {
            memcpy(tw + 16 * i, t, 16);
            xts_mul_alpha(t);
        }
        qzi_xor(buf, in, tw, 16 * n);
        if (decrypt)
            qzi_aes_decrypt(k->rk, k->nr, buf, buf, n);
        else
            qzi_aes_encrypt(k->rk, k->nr, buf, buf, n);
        qzi_xor(out, buf, tw, 16 * n);
        in += 16 * n;
        out += 16 * n;
        nb -= n;
    }
    qzi_wipe(tww, sizeof tww);
    qzi_wipe(bufw, sizeof bufw);
}

/* One block through the data key with tweak t. */
static void xts_one(const qz_aes_key *k, int decrypt, const uint8_t t[16],
                    uint8_t out[16], const uint8_t in[16])
{
    qzi_xor(out, in, t, 16);
    if (decrypt)
        qzi_aes_decrypt(k->rk, k->nr, out, out, 1);
    else
        qzi_aes_encrypt(k->rk, k->nr, out, out, 1);
    qzi_xor(out, out, t, 16);
}

static int xts_crypt(const qz_xts_key *k, int decrypt, const uint8_t tweak[16],
                     const uint8_t *in, size_t len, uint8_t *out)
{
    uint8_t t[16], t2[16], x[16], y[16];
    size_t m = len / 16, r = len % 16;
    int err;

    if (k == NULL || tweak == NULL || in == NULL || out == NULL)
        return QZ_ERR_NULL;
    err = qzi_aes_key_check(&k->data, decrypt ? QZI_AES_DIR_DECRYPT
                                              : QZI_AES_DIR_ENCRYPT);
    if (err == QZ_OK)
        err = qzi_aes_key_check(&k->tweak, QZI_AES_DIR_ENCRYPT);
    if (err != QZ_OK)
        return err;
    if (len < 16 || len > QZ_XTS_MAX_BYTES)
        return QZ_ERR_LENGTH;

    qzi_aes_encrypt(k->tweak.rk, k->tweak.nr, t, tweak, 1);
    if (r == 0) {
        xts_blocks(&k->data, decrypt, t, out, in, m);
    } else {
        /* m >= 1 whole blocks, then r bytes; t becomes T[m-1]. */
        xts_blocks(&k->data, decrypt, t, out, in, m - 1);
        in += 16 * (m - 1);
        out += 16 * (m - 1);
        memcpy(t2, t, 16);
        xts_mul_alpha(t2); /* T[m] */
        /* Everything read from in before anything in place is written. */
        memcpy(y, in + 16, r);
        if (!decrypt) {
            xts_one(&k->data, 0, t, x, in);    /* x = CC */
            memcpy(y + r, x + r, 16 - r);      /* y = PP = P[m] || CC tail */
            memcpy(out + 16, x, r);            /* C[m] */
            xts_one(&k->data, 0, t2, out, y);  /* C[m-1] */
        } else {
            xts_one(&k->data, 1, t2, x, in);   /* x = PP = dec(C[m-1], T[m]) */
            memcpy(y + r, x + r, 16 - r);      /* y = CC = C[m] || PP tail */
            memcpy(out + 16, x, r);            /* P[m] */
            xts_one(&k->data, 1, t, out, y);   /* P[m-1] */
        }
    }
    qzi_wipe(t, sizeof t);
    qzi_wipe(t2, sizeof t2);
    qzi_wipe(x, sizeof x);
    qzi_wipe(y, sizeof y);
    return QZ_OK;
}

int qz_xts_encrypt(const qz_xts_key *k, uint8_t *out, const uint8_t tweak[16],
                   const uint8_t *in, size_t len)
{
    return xts_crypt(k, 0, tweak, in, len, out);
}

int qz_xts_decrypt(const qz_xts_key *k, uint8_t *out, const uint8_t tweak[16],
                   const uint8_t *in, size_t len)
{
    return xts_crypt(k, 1, tweak, in, len, out);
}

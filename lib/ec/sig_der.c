/*
 * ECDSA signatures in DER (qzcrypt/ecdsa.h): SEQUENCE { INTEGER r,
 * INTEGER s } (SEC 1 C.5), written minimal and parsed strictly. Public
 * data: variable time.
 */
#include <string.h>

#include "ec/ec_internal.h"
#include "qzcrypt/ecdsa.h"

/* Content length of the minimal INTEGER for the L-byte big-endian v (0 if
 * v is zero), and whether it needs a leading 0x00. */
static size_t int_len(const uint8_t *v, size_t L, int *pad)
{
    size_t i = 0;

    while (i < L && v[i] == 0)
        i++;
    if (i == L)
        return 0;
    *pad = (v[i] & 0x80) != 0;
    return L - i + (size_t)*pad;
}

static uint8_t *put_int(uint8_t *p, const uint8_t *v, size_t L, size_t len, int pad)
{
    *p++ = 0x02;
    *p++ = (uint8_t)len;
    if (pad)
        *p++ = 0x00;
    memcpy(p, v + L - (len - (size_t)pad), len - (size_t)pad);
    return p + len - (size_t)pad;
}

int qz_ecdsa_sig_to_der(qz_ec_curve_id curve, uint8_t *der, size_t der_room, size_t *der_len,
                        const uint8_t *sig, size_t sig_len)
{
    const qzi_curve *c = curve;
    size_t L, rl, sl, body, total;
    int rp = 0, sp = 0;
    uint8_t *p = der;

    if (curve == NULL || der == NULL || der_len == NULL || sig == NULL)
        return QZ_ERR_NULL;
    if (!qzi_curve_ok(c))
        return QZ_ERR_ALG;
    L = c->bytes;
    if (sig_len != 2 * L)
        return QZ_ERR_LENGTH;
    rl = int_len(sig, L, &rp);
    sl = int_len(sig + L, L, &sp);
    if (rl == 0 || sl == 0)
        return QZ_ERR_ENCODING;
    body = 2 + rl + 2 + sl;
    total = body + (body < 0x80 ? 2 : 3);
    if (der_room < total)
        return QZ_ERR_LENGTH;
    *p++ = 0x30;
    if (body >= 0x80)
        *p++ = 0x81;
    *p++ = (uint8_t)body;
    p = put_int(p, sig, L, rl, rp);
    (void)put_int(p, sig + L, L, sl, sp);
    *der_len = total;
    return QZ_OK;
}

/* One INTEGER at *pp (end: one past the SEQUENCE's content) into the
 * L-byte big-endian out; 0 or -1. */
static int get_int(const uint8_t **pp, const uint8_t *end, uint8_t *out, size_t L,
                   const uint32_t *order, size_t n)
{
    const uint8_t *p = *pp;
    size_t len;
    uint32_t v[QZI_EC_LIMBS_MAX];

    if (end - p < 2 || p[0] != 0x02 || p[1] >= 0x80) /* short form only: <= 67 bytes */
        return -1;
    len = p[1];
    p += 2;
    if (len == 0 || (size_t)(end - p) < len)
        return -1;
    if (p[0] & 0x80) /* negative */
        return -1;
    if (p[0] == 0x00) {
        if (len == 1 || !(p[1] & 0x80)) /* zero, or a padding byte it does not need */
            return -1;
        p++;
        len--;
    }
    if (len > L)
        return -1;
    memset(out, 0, L - len);
    memcpy(out + L - len, p, len);
    qzi_bn_from_bytes(v, n, out, L);
    if (qzi_bn_is_zero(v, n) || !qzi_bn_lt(v, order, n))
        return -1;
    *pp = p + len;
    return 0;
}

int qz_ecdsa_sig_from_der(qz_ec_curve_id curve, uint8_t *sig, size_t sig_len,
                          const uint8_t *der, size_t der_len)
{
    const qzi_curve *c = curve;
    const uint8_t *p = der, *end;
    size_t L, body, hdr;

    if (curve == NULL || sig == NULL || der == NULL)
        return QZ_ERR_NULL;
    if (!qzi_curve_ok(c))
        return QZ_ERR_ALG;
    L = c->bytes;
    if (sig_len != 2 * L)
        return QZ_ERR_LENGTH;
    if (der_len < 2 || der[0] != 0x30)
        goto bad;
    if (der[1] < 0x80) {
        body = der[1];
        hdr = 2;
    } else if (der[1] == 0x81 && der_len >= 3 && der[2] >= 0x80) {
        body = der[2];
        hdr = 3;
    } else {
        goto bad; /* indefinite, non-minimal, or longer than any signature */
    }
    if (der_len - hdr != body)
        goto bad; /* truncated, or bytes after the SEQUENCE */
    p = der + hdr;
    end = p + body;
    if (get_int(&p, end, sig, L, c->n.m, c->limbs) != 0 ||
        get_int(&p, end, sig + L, L, c->n.m, c->limbs) != 0 || p != end)
        goto bad;
    return QZ_OK;
bad:
    memset(sig, 0, sig_len);
    return QZ_ERR_ENCODING;
}

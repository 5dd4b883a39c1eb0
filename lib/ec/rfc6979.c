/*
 * Deterministic (and hedged) ECDSA nonces, RFC 6979 section 3.2 (3.6 for
 * the extra input), over the library's HMAC.
 *
 * qlen = the order's bit length (256, 384, 521), rlen = its byte length;
 * x = int2octets(d), h = bits2octets(h1) = int2octets(e) with e the
 * reduced digest the signature uses.
 */
#include "ec/ecdsa_internal.h"

/* out (hlen) = HMAC_K(V || sep || x || h || extra) with the seed (xh_len
 * > 0), HMAC_K(V || sep) without, HMAC_K(V) for sep < 0. */
static int hmac_kv(qzi_rfc6979_state *st, const qzi_rfc6979 *src, size_t hlen, uint8_t *out,
                   int sep, const uint8_t *xh, size_t xh_len)
{
    int rc = qz_hmac_init(&st->hmac, src->hash, st->K, hlen);

    if (rc == QZ_OK)
        rc = qz_hmac_update(&st->hmac, st->V, hlen);
    if (rc == QZ_OK && sep >= 0) {
        uint8_t b = (uint8_t)sep;

        rc = qz_hmac_update(&st->hmac, &b, 1);
        if (rc == QZ_OK && xh_len)
            rc = qz_hmac_update(&st->hmac, xh, xh_len);
        if (rc == QZ_OK && xh_len && src->extra_len)
            rc = qz_hmac_update(&st->hmac, src->extra, src->extra_len);
    }
    if (rc == QZ_OK)
        rc = qz_hmac_final(&st->hmac, out, hlen);
    else
        qzi_wipe(&st->hmac, sizeof st->hmac);
    return rc;
}

int qzi_rfc6979_nonce(void *source, const qzi_curve *c, uint32_t *k, unsigned attempt)
{
    const qzi_rfc6979 *src = source;
    qzi_rfc6979_state *st = src->st;
    size_t hlen = src->hash->digest_bytes, rlen = c->bytes, n = c->limbs;
    uint8_t *xh = st->T; /* x || h first, then T */
    unsigned accepted = 0;
    int rc;

    /* Steps b-g: V = 0x01.., K = 0x00.., two rounds of K and V updates. */
    for (size_t i = 0; i < hlen; i++) {
        st->V[i] = 0x01;
        st->K[i] = 0x00;
    }
    qzi_bn_to_bytes(xh, rlen, src->d, n);
    qzi_bn_to_bytes(xh + rlen, rlen, src->e, n);
    for (int sep = 0; sep < 2; sep++) {
        if ((rc = hmac_kv(st, src, hlen, st->K, sep, xh, 2 * rlen)) != QZ_OK ||
            (rc = hmac_kv(st, src, hlen, st->V, -1, NULL, 0)) != QZ_OK)
            goto out;
    }
    /* Step h: candidates until one is in [1, n - 1] and `attempt` such
     * have been passed over. The loop ends with overwhelming probability
     * on its first pass; its count depends on the candidates' public
     * fate only. */
    for (;;) {
        uint32_t ok;

        for (size_t tlen = 0; tlen < rlen; tlen += hlen) {
            if ((rc = hmac_kv(st, src, hlen, st->V, -1, NULL, 0)) != QZ_OK)
                goto out;
            for (size_t i = 0; i < hlen; i++)
                st->T[tlen + i] = st->V[i];
        }
        qzi_bn_bits2int(k, n, c->bits, st->T, rlen);
        ok = ~qzi_bn_is_zero(k, n) & qzi_bn_lt(k, c->n.m, n);
        qzi_ct_declassify(&ok, sizeof ok); /* a refused candidate is discarded */
        if (ok && accepted++ == attempt)
            break;
        if ((rc = hmac_kv(st, src, hlen, st->K, 0, NULL, 0)) != QZ_OK ||
            (rc = hmac_kv(st, src, hlen, st->V, -1, NULL, 0)) != QZ_OK)
            goto out;
    }
    rc = QZ_OK;
out:
    qzi_wipe(st, sizeof *st);
    return rc;
}

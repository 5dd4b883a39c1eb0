/*
 * Deterministic (and hedged) ECDSA nonces, RFC 6979 section 3.2 (3.6 for
 * the extra input), HMAC over the library's generic hash.
 *
 * qlen = the order's bit length (256, 384, 521), rlen = its byte length;
 * x = int2octets(d), h = bits2octets(h1) = int2octets(e) with e the
 * reduced digest the signature uses.
 *
 * The hash runs through its descriptor's own init/update/final (the
 * hash's calls with their context checks), not the generic qz_hash_*
 * layer: the descriptor was checked when the signing call began
 * (qzi_hash_alg_ok) and the context is this file's own, in the
 * workspace, so the generic layer's descriptor and context checks would
 * repeat work for about 500 bytes of code in the signing image.
 */
#include "ec/ecdsa_internal.h"

/* buf also takes HMAC's inner digest when K is the output. */
_Static_assert(QZ_EC_BYTES(521) >= QZ_HASH_MAX_DIGEST_BYTES, "rfc6979 buf too small");
/* The key blocks' word loops: qzi_hash_alg_ok pins every digest length
 * (28, 32, 48, 64 bytes) and every block (64 bytes or more). */
_Static_assert(QZ_HASH_MAX_DIGEST_BYTES % 4 == 0, "rfc6979 K words");

/* out (hlen) = HMAC_K(V || sep || x || h || extra) with seed, HMAC_K(V ||
 * sep) without, HMAC_K(V) for sep < 0 (RFC 2104 over the hash). out may
 * be K or V. Two passes, inner (pad 0x36) and outer (0x5c), each opening
 * with the key block K ^ pad (K zero-padded to the hash's block), formed
 * in st->K itself: K ^ pad, then pad up to K's 64 bytes (the whole block
 * of SHA-224 and SHA-256: one update), then the block's other bytes (the
 * larger blocks), 16 at a time from a public chunk; K ^ pad is undone
 * after (K's bytes past hlen are scratch). No secret lies on the stack,
 * so the frame needs no wipe; it is small because this path, down to the
 * compression function, sets the stack peak of RFC 6979 signing (one
 * function, the key block inline: one frame less than a helper). */
static int hmac_kv(qzi_rfc6979_state *st, const qzi_rfc6979 *src, const qzi_curve *c,
                   uint8_t *out, int sep, int seed)
{
    qz_hash_id hash = src->hash;
    size_t hlen = hash->digest_bytes, rlen = c->bytes;
    size_t kb = hash->block_bytes < sizeof st->K ? hash->block_bytes : sizeof st->K;
    /* The inner digest: in V when V is the output (V has been absorbed);
     * in buf when K is (every such call comes after buf's x and h were
     * absorbed, or after the candidate T in buf was used), K being
     * needed again for the outer key block. */
    uint8_t *inner = out == st->V ? st->V : st->buf;
    uint8_t chunk[16];
    int rc = QZ_OK;

    for (unsigned outer = 0; outer < 2 && rc == QZ_OK; outer++) {
        uint8_t pad = outer ? 0x5c : 0x36;
        uint32_t padw = 0x01010101u * pad;

        rc = hash->init(&st->hash);
        for (size_t i = 0; i < kb / 4; i++)
            st->Kw[i] = (i < hlen / 4 ? st->Kw[i] : 0) ^ padw;
        if (rc == QZ_OK)
            rc = hash->update(&st->hash, st->K, kb);
        for (size_t i = 0; i < hlen / 4; i++)
            st->Kw[i] ^= padw;
        for (size_t i = 0; i < sizeof chunk && kb < hash->block_bytes; i++)
            chunk[i] = pad;
        for (size_t off = kb; off < hash->block_bytes && rc == QZ_OK; off += sizeof chunk) {
            size_t m = hash->block_bytes - off < sizeof chunk ? hash->block_bytes - off
                                                              : sizeof chunk;

            rc = hash->update(&st->hash, chunk, m);
        }
        if (outer) {
            if (rc == QZ_OK)
                rc = hash->update(&st->hash, inner, hlen);
            if (rc == QZ_OK)
                rc = hash->final(&st->hash, out);
            break;
        }
        if (rc == QZ_OK)
            rc = hash->update(&st->hash, st->V, hlen);
        chunk[0] = (uint8_t)sep;
        if (rc == QZ_OK && sep >= 0)
            rc = hash->update(&st->hash, chunk, 1);
        if (rc == QZ_OK && seed) {
            qzi_bn_to_bytes(st->buf, rlen, src->d, c->limbs);
            rc = hash->update(&st->hash, st->buf, rlen);
            qzi_bn_to_bytes(st->buf, rlen, src->e, c->limbs);
            if (rc == QZ_OK)
                rc = hash->update(&st->hash, st->buf, rlen);
            if (rc == QZ_OK && src->extra_len)
                rc = hash->update(&st->hash, src->extra, src->extra_len);
        }
        if (rc == QZ_OK)
            rc = hash->final(&st->hash, inner);
    }
    return rc;
}

int qzi_rfc6979_nonce(void *source, const qzi_curve *c, uint32_t *k, unsigned attempt)
{
    const qzi_rfc6979 *src = source;
    qzi_rfc6979_state *st = src->st;
    size_t hlen = src->hash->digest_bytes, rlen = c->bytes, n = c->limbs;
    unsigned accepted = 0;
    int rc;

    /* Steps b-g: V = 0x01.., K = 0x00.., two rounds of K and V updates. */
    for (size_t i = 0; i < hlen; i++) {
        st->V[i] = 0x01;
        st->K[i] = 0x00;
    }
    for (int sep = 0; sep < 2; sep++) {
        if ((rc = hmac_kv(st, src, c, st->K, sep, 1)) != QZ_OK ||
            (rc = hmac_kv(st, src, c, st->V, -1, 0)) != QZ_OK)
            goto out;
    }
    /* Step h: candidates until one is in [1, n - 1] and `attempt` such
     * have been passed over. The loop ends with overwhelming probability
     * on its first pass; its count depends on the candidates' public
     * fate only. T (rlen bytes) goes to buf. */
    for (;;) {
        uint32_t ok;

        for (size_t tlen = 0; tlen < rlen; tlen += hlen) {
            if ((rc = hmac_kv(st, src, c, st->V, -1, 0)) != QZ_OK)
                goto out;
            for (size_t i = 0; i < hlen && tlen + i < rlen; i++)
                st->buf[tlen + i] = st->V[i];
        }
        qzi_bn_bits2int(k, n, c->bits, st->buf, rlen);
        ok = ~qzi_bn_is_zero(k, n) & qzi_bn_lt(k, c->n.m, n);
        qzi_ct_declassify(&ok, sizeof ok); /* a refused candidate is discarded */
        if (ok && accepted++ == attempt)
            break;
        if ((rc = hmac_kv(st, src, c, st->K, 0, 0)) != QZ_OK ||
            (rc = hmac_kv(st, src, c, st->V, -1, 0)) != QZ_OK)
            goto out;
    }
    rc = QZ_OK;
out:
    qzi_wipe(st, sizeof *st);
    return rc;
}

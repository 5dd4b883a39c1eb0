/*
 * ML-DSA.Sign_internal (FIPS 204 Algorithm 7): the rejection loop over a
 * message representative mu and rnd, both in the workspace's scratch, and
 * the fault checks on the released signature.
 *
 * Workspace (speed profile), in polynomials after the scratch: A (k l,
 * expanded once), NTT(s1) (l), NTT(s2) (k), NTT(t0) (k), y (l), z (l; it
 * holds NTT(y) until w is made), w (k), the challenge (1), two
 * temporaries. The low-RAM profile's loop, over its own layout, is
 * sign_lowram.c (A streamed entry by entry, y regenerated, s1, s2 and t0
 * decoded from sk when needed, w kept packed).
 *
 * Each attempt's checks are constant-time passes over every coefficient:
 * the z check alone (it needs no more work), then the r0, ct0 and
 * hint-count checks together; only those two verdict bits are made public.
 */
#include "mldsa/mldsa_internal.h"

#if !QZ_PQ_LOWRAM /* sign_lowram.c otherwise */

#include <string.h>

#include "internal/ct.h"

#define T0_BYTES 416u

typedef struct {
    unsigned a, s1, s2, t0, y, z, w, c, t;
} layout;

static layout sign_layout(const qz_mldsa_set *p)
{
    layout o;
    unsigned k = p->k, l = p->l;

    o.a = 0;
    o.s1 = k * l;
    o.s2 = o.s1 + l;
    o.t0 = o.s2 + k;
    o.y = o.t0 + k;
    o.z = o.y + l;
    o.w = o.z + l;
    o.c = o.w + k;
    o.t = o.c + 1;
    return o;
}

/* s1, s2 (checked against eta) and t0 from sk, into the NTT domain:
 * all-ones if a coefficient of s1 or s2 is out of range. */
static uint32_t load_key(const qz_mldsa_set *p, void *ws, const layout *o, const uint8_t *sk)
{
    unsigned eb = 32u * qzi_mldsa_eta_bits(p), bits = qzi_mldsa_eta_bits(p);
    const uint8_t *ps = sk + 128;
    uint32_t bad = 0;

    for (unsigned j = 0; j < (unsigned)p->l + p->k; j++, ps += eb) {
        int32_t *a = qzi_mldsa_poly(ws, (j < p->l ? o->s1 : o->s2 - p->l) + j);

        qzi_mldsa_unpack_centred(a, ps, p->eta, bits);
        bad |= qzi_mldsa_poly_over(a, p->eta + 1);
        qzi_mldsa_ntt(a);
    }
    for (unsigned i = 0; i < p->k; i++, ps += T0_BYTES) {
        int32_t *a = qzi_mldsa_poly(ws, o->t0 + i);

        qzi_mldsa_unpack_centred(a, ps, 1 << (QZI_MLDSA_D - 1), QZI_MLDSA_D);
        qzi_mldsa_ntt(a);
    }
    return bad;
}

/* c tilde = H(mu || w1Encode(HighBits(w))), w1 packed row by row. */
static void commit(const qz_mldsa_set *p, void *ws, const layout *o)
{
    qzi_mldsa_scratch *s = qzi_mldsa_scr(ws);
    int32_t *hb = qzi_mldsa_poly(ws, o->t);
    unsigned bits = qzi_mldsa_w1_bits(p);

    qzi_sponge_init(&s->xof, QZI_KECCAK_XOF256, QZ_SHAKE256_RATE, QZI_KECCAK_PAD_SHAKE);
    qzi_sponge_absorb(&s->xof, s->mu, 64);
    for (unsigned i = 0; i < p->k; i++) {
        qzi_mldsa_highbits(hb, qzi_mldsa_poly(ws, o->w + i), p->gamma2);
        qzi_mldsa_pack_bits(s->buf, hb, bits);
        qzi_sponge_absorb(&s->xof, s->buf, 32u * bits);
    }
    qzi_sponge_squeeze(&s->xof, s->ctilde, p->ctilde_bytes);
}

/* For each row: r = w - cs2 with ||LowBits(r)|| < gamma2 - beta, ct0 with
 * ||ct0|| < gamma2, the hints HighBits(r) != HighBits(r + ct0) into the
 * scratch's bitmaps, at most omega of them. All-ones if any check fails. */
static uint32_t hints(const qz_mldsa_set *p, void *ws, const layout *o)
{
    qzi_mldsa_scratch *s = qzi_mldsa_scr(ws);
    int32_t *c = qzi_mldsa_poly(ws, o->c), *cs2 = qzi_mldsa_poly(ws, o->t);
    int32_t *ct0 = qzi_mldsa_poly(ws, o->t + 1);
    uint32_t bad = 0;
    unsigned count = 0;

    for (unsigned i = 0; i < p->k; i++) {
        qzi_mldsa_pointwise(cs2, c, qzi_mldsa_poly(ws, o->s2 + i));
        qzi_mldsa_invntt(cs2);
        qzi_mldsa_pointwise(ct0, c, qzi_mldsa_poly(ws, o->t0 + i));
        qzi_mldsa_invntt(ct0);
        bad |= qzi_mldsa_make_hints(s->hint[i], &count, qzi_mldsa_poly(ws, o->w + i), cs2, ct0,
                                    p->gamma2, p->beta);
    }
    bad |= (uint32_t)(((int32_t)p->omega - (int32_t)count) >> 31);
    return qzi_ct_barrier(bad);
}

/* The checks of QZ_FAULT_CHECKS >= 1 on the encoded signature: every z
 * coefficient below gamma1 - beta, the hint encoding well-formed. */
static int check_encoding(const qz_mldsa_set *p, void *ws, const layout *o, const uint8_t *sig)
{
    int32_t *t = qzi_mldsa_poly(ws, o->t);
    uint32_t(*h)[8] = (uint32_t(*)[8])(void *)qzi_mldsa_poly(ws, o->t + 1);
    size_t zb = qzi_mldsa_z_bytes(p);
    uint32_t bad = 0;

    for (unsigned j = 0; j < p->l; j++) {
        qzi_mldsa_unpack_centred(t, sig + p->ctilde_bytes + j * zb, (int32_t)1 << p->gamma1_bits,
                                 p->gamma1_bits + 1u);
        bad |= qzi_mldsa_poly_over(t, ((int32_t)1 << p->gamma1_bits) - p->beta);
    }
    qzi_ct_declassify(&bad, sizeof bad);
    if (bad != 0 || qzi_mldsa_unpack_hints(p, h, sig + p->ctilde_bytes + p->l * zb) != 0)
        return QZ_ERR_FAULT;
    return QZ_OK;
}

#if QZ_FAULT_CHECKS >= 2
/* The public key from sk's rho, NTT(s1) (still in the workspace with A)
 * and s2, into the y polynomials (free once sig is made); then sig
 * verified against it over the same mu, in the workspace's first
 * polynomials (A is not needed any more). */
static int verify_again(const qz_mldsa_set *p, void *ws, const layout *o, const uint8_t *sig,
                        const uint8_t *sk)
{
    qzi_mldsa_scratch *s = qzi_mldsa_scr(ws);
    uint8_t *pk = (uint8_t *)qzi_mldsa_poly(ws, o->y);
    int32_t *t = qzi_mldsa_poly(ws, o->t), *s2 = qzi_mldsa_poly(ws, o->t + 1);
    unsigned eb = 32u * qzi_mldsa_eta_bits(p);

    memcpy(pk, sk, 32);
    for (unsigned i = 0; i < p->k; i++) {
        qzi_mldsa_pointwise_acc(t, qzi_mldsa_poly(ws, o->a + i * p->l),
                                qzi_mldsa_poly(ws, o->s1), p->l);
        qzi_mldsa_invntt(t);
        qzi_mldsa_unpack_centred(s2, sk + 128 + (p->l + i) * eb, p->eta, qzi_mldsa_eta_bits(p));
        qzi_mldsa_poly_add(t, s2);
        qzi_mldsa_reduce(t);
        qzi_mldsa_caddq(t);
        qzi_mldsa_power2round(s2, t);
        qzi_mldsa_pack_bits(pk + 32 + 320u * i, t, 10);
    }
    (void)s;
    return qzi_mldsa_verify_core(p, ws, pk, sig) == QZ_OK ? QZ_OK : QZ_ERR_FAULT;
}
#endif

QZI_NOINLINE int qzi_mldsa_sign_core(const qz_mldsa_set *p, void *ws, uint8_t *sig,
                                     const uint8_t *sk)
{
    qzi_mldsa_scratch *s = qzi_mldsa_scr(ws);
    layout o = sign_layout(p);
    unsigned k = p->k, l = p->l;
    size_t zb = qzi_mldsa_z_bytes(p);
    int32_t g1 = (int32_t)1 << p->gamma1_bits;
    uint32_t bad = load_key(p, ws, &o, sk);

    qzi_ct_declassify(&bad, sizeof bad); /* a malformed key is refused, publicly */
    if (bad != 0)
        return QZ_ERR_ENCODING;
    qzi_ct_declassify(sk, 32); /* rho, as in pk: public */
    for (unsigned i = 0; i < k; i++)
        qzi_mldsa_expand_a_row(s, qzi_mldsa_poly(ws, o.a + i * l), sk, i, l);
    /* rho' = H(K || rnd || mu, 64) */
    qzi_sponge_init(&s->xof, QZI_KECCAK_XOF256, QZ_SHAKE256_RATE, QZI_KECCAK_PAD_SHAKE);
    qzi_sponge_absorb(&s->xof, sk + 32, 32);
    qzi_sponge_absorb(&s->xof, s->rnd, 32);
    qzi_sponge_absorb(&s->xof, s->mu, 64);
    qzi_sponge_squeeze(&s->xof, s->rhoprime, 64);

    for (unsigned attempt = 0; attempt < QZ_MLDSA_MAX_ATTEMPTS; attempt++) {
        int32_t *c = qzi_mldsa_poly(ws, o.c);
        int rc;

        /* y = ExpandMask(rho', kappa); w = NTT^-1(A o NTT(y)) */
        for (unsigned j = 0; j < l; j++) {
            int32_t *y = qzi_mldsa_poly(ws, o.y + j), *z = qzi_mldsa_poly(ws, o.z + j);

            qzi_mldsa_expand_mask(s, y, s->rhoprime, attempt * l + j, p->gamma1_bits);
            memcpy(z, y, QZ_MLDSA_POLY_BYTES);
            qzi_mldsa_ntt(z);
        }
        for (unsigned i = 0; i < k; i++) {
            int32_t *w = qzi_mldsa_poly(ws, o.w + i);

            qzi_mldsa_pointwise_acc(w, qzi_mldsa_poly(ws, o.a + i * l),
                                    qzi_mldsa_poly(ws, o.z), l);
            qzi_mldsa_invntt(w);
            qzi_mldsa_caddq(w);
        }
        commit(p, ws, &o);
        /* the challenge: public (the header's note on refused attempts) */
        qzi_ct_declassify(s->ctilde, p->ctilde_bytes);
        qzi_mldsa_sample_in_ball(s, c, s->ctilde, p->ctilde_bytes, p->tau);
        qzi_mldsa_ntt(c);
        /* z = y + cs1, ||z|| < gamma1 - beta */
        bad = 0;
        for (unsigned j = 0; j < l; j++) {
            int32_t *z = qzi_mldsa_poly(ws, o.z + j);

            qzi_mldsa_pointwise(z, c, qzi_mldsa_poly(ws, o.s1 + j));
            qzi_mldsa_invntt(z);
            bad |= qzi_mldsa_add_reduce_over(z, qzi_mldsa_poly(ws, o.y + j), g1 - p->beta);
        }
        qzi_ct_declassify(&bad, sizeof bad); /* the attempt's verdict is public */
        if (bad != 0)
            continue;
        bad = hints(p, ws, &o);
        qzi_ct_declassify(&bad, sizeof bad);
        if (bad != 0)
            continue;

        /* accepted: sig = c tilde || z || h; z and h are public now */
        memcpy(sig, s->ctilde, p->ctilde_bytes);
        for (unsigned j = 0; j < l; j++)
            qzi_mldsa_pack_centred(sig + p->ctilde_bytes + j * zb, qzi_mldsa_poly(ws, o.z + j),
                                   g1, p->gamma1_bits + 1u);
        qzi_ct_declassify(s->hint, sizeof s->hint);
        qzi_mldsa_pack_hints(p, sig + p->ctilde_bytes + l * zb, (const uint32_t(*)[8])s->hint);
        rc = QZ_OK;
#if QZ_FAULT_CHECKS >= 1
        rc = check_encoding(p, ws, &o, sig);
#endif
#if QZ_FAULT_CHECKS >= 2
        if (rc == QZ_OK)
            rc = verify_again(p, ws, &o, sig, sk);
#endif
        if (rc != QZ_OK)
            qzi_wipe(sig, p->sig_bytes);
        return rc;
    }
    /* past the bound: a fault, or a chance below 2^-250 */
    qzi_wipe(sig, p->sig_bytes);
    return QZ_ERR_FAULT;
}

#endif /* !QZ_PQ_LOWRAM */

/*
 * ML-DSA.Sign_internal (FIPS 204 Algorithm 7), low-RAM profile
 * (QZ_PQ_LOWRAM = 1): the loop, the verdicts and the fault checks of
 * sign.c over three polynomials and w kept packed.
 *
 * Workspace, after the scratch: P0, P1, P2 (one polynomial each), then w
 * packed at 23 bits a coefficient (k x 736 bytes, 184 words a row; every
 * coefficient of w is in [0, q) and q < 2^23): QZ_MLDSA_WS_SIGN in
 * qzcrypt/mldsa.h. Nothing
 * of A, y, s1, s2 or t0 is kept from one use to the next. An attempt:
 *  - w: y_j regenerated from rho' and its nonce into P2 and transformed,
 *    once for all rows; A[i][j] sampled from rho into P1 for each row i,
 *    multiplied by it and added to row i's sum, kept in the NTT domain in
 *    [0, q) and packed in w's place (P0 to unpack it). Then each row is
 *    brought back to [0, q), packed again, and its w1 absorbed into the
 *    challenge hash (the scratch's second sponge, after mu).
 *  - the challenge c in the NTT domain, in P2 for the rest of the attempt.
 *  - z, entry by entry: s1_j decoded from sk into P0, transformed,
 *    multiplied by c and brought back; y_j regenerated into P1 and added;
 *    the norm check over all 256 coefficients; z_j packed straight into
 *    its place in sig. sig thus holds the candidate z of the attempt at
 *    hand: a refused attempt's is overwritten by the next attempt's, or
 *    wiped with the rest of sig when the loop gives up or a fault check
 *    fails; only an accepted attempt's is left there.
 *  - the hints, row by row: c s2_i into P0 (s2_i decoded from sk), r =
 *    w_i - c s2_i with w_i unpacked into P1, c t0_i into P1 (t0_i decoded),
 *    the checks and the hint bits of sign.c.
 * The price against the speed layout: A sampled k l times per attempt
 * instead of once per signature; y sampled twice per attempt (for w, then
 * for z) and w's row sums unpacked and packed again k l + k times; s1, s2
 * and t0 decoded and transformed in each attempt that reaches them.
 *
 * The verdicts are those of sign.c: the z check over every coefficient of
 * every z_j, made public once; then the r0, ct0 and hint-count checks
 * together, made public once. The fault checks run on the encoded
 * signature in P0 and P1 (level 1) and, at level 2, against the public
 * key recomputed into the workspace after P3 (verify_lowram.c's
 * verification uses the scratch and P0 to P3, which overlaps w's packed
 * form, no longer needed).
 */
#include "mldsa/mldsa_internal.h"

#if QZ_PQ_LOWRAM

#include <string.h>

#include "internal/ct.h"

#define T0_BYTES 416u
#define W_BITS 23u
#define W_BYTES (32u * W_BITS) /* 736 */

/* The level-2 check's public key fits after the four polynomials of the
 * verification, within the signing workspace of each set. */
typedef char qzi_mldsa_lowram_pk_fits
    [QZ_MLDSA_SCRATCH_BYTES + 4u * QZ_MLDSA_POLY_BYTES + QZ_MLDSA87_PK_BYTES <=
             QZ_MLDSA_SIGN_WORKSPACE_BYTES(87) &&
         QZ_MLDSA_SCRATCH_BYTES + 4u * QZ_MLDSA_POLY_BYTES + QZ_MLDSA65_PK_BYTES <=
             QZ_MLDSA_SIGN_WORKSPACE_BYTES(65) &&
         QZ_MLDSA_SCRATCH_BYTES + 4u * QZ_MLDSA_POLY_BYTES + QZ_MLDSA44_PK_BYTES <=
             QZ_MLDSA_SIGN_WORKSPACE_BYTES(44)
     ? 1
     : -1];

static uint8_t *w_packed(void *ws, unsigned i)
{
    return (uint8_t *)qzi_mldsa_poly(ws, 3) + W_BYTES * i;
}

/* w's polynomials, every coefficient in [0, q) (q < 2^23), as 184 words
 * of 23-bit fields: a form that never leaves the workspace, packed a word
 * at a time (the bit packers of pack.c go a byte at a time). */
static void w_store(uint8_t *o, const int32_t *a)
{
    uint32_t *out = (uint32_t *)(void *)o, acc = 0;
    unsigned n = 0; /* bits held in acc, < 32 */

    for (unsigned i = 0; i < 256; i++) {
        uint32_t v = (uint32_t)a[i];

        acc |= v << n;
        if (n >= 9) { /* the word is full: 32 - n bits of v went in */
            *out++ = acc;
            acc = v >> (32 - n);
            n -= 9;
        } else {
            n += 23;
        }
    }
}

static void w_load(int32_t *a, const uint8_t *in)
{
    const uint32_t *src = (const uint32_t *)(const void *)in;
    uint32_t acc = 0, mask = ((uint32_t)1 << W_BITS) - 1;
    unsigned n = 0; /* bits left in acc */

    for (unsigned i = 0; i < 256; i++) {
        if (n >= W_BITS) {
            a[i] = (int32_t)(acc & mask);
            acc >>= W_BITS;
            n -= W_BITS;
        } else { /* n bits from acc, 23 - n from the next word */
            uint32_t w = *src++;

            a[i] = (int32_t)((acc | w << n) & mask);
            acc = w >> (W_BITS - n);
            n += 32 - W_BITS;
        }
    }
}

/* s1 or s2's polynomial j (0 <= j < l + k) of sk, decoded. */
static void load_s(const qz_mldsa_set *p, int32_t *a, const uint8_t *sk, unsigned j)
{
    unsigned bits = qzi_mldsa_eta_bits(p);

    qzi_mldsa_unpack_centred(a, sk + 128 + 32u * bits * j, p->eta, bits);
}

/* All-ones if a coefficient of s1 or s2 is outside [-eta, eta]. */
static uint32_t check_key(const qz_mldsa_set *p, int32_t *t, const uint8_t *sk)
{
    uint32_t bad = 0;

    for (unsigned j = 0; j < (unsigned)p->l + p->k; j++) {
        load_s(p, t, sk, j);
        bad |= qzi_mldsa_poly_over(t, p->eta + 1);
    }
    return bad;
}

/* w = NTT^-1(A NTT(y)) with each y_j made once an attempt: the k row sums
 * are kept in the NTT domain, canonical, packed at 23 bits in w's own
 * place, and entry j of every row is added in before y_(j+1) is made
 * (A[i][j] into P1, NTT(y_j) in P2, a row sum unpacked into P0). Then
 * each row is brought back, packed again, and its w1 absorbed into the
 * challenge hash (the scratch's second sponge) after mu; c tilde. */
static void commit(const qz_mldsa_set *p, void *ws, unsigned attempt)
{
    qzi_mldsa_scratch *s = qzi_mldsa_scr(ws);
    int32_t *w = qzi_mldsa_poly(ws, 0), *ent = qzi_mldsa_poly(ws, 1);
    int32_t *y = qzi_mldsa_poly(ws, 2);
    unsigned bits = qzi_mldsa_w1_bits(p);

    for (unsigned j = 0; j < p->l; j++) {
        qzi_mldsa_expand_mask(s, y, s->rhoprime, attempt * p->l + j, p->gamma1_bits);
        qzi_mldsa_ntt(y);
        for (unsigned i = 0; i < p->k; i++) {
            qzi_mldsa_expand_a_entry(s, ent, s->rho, i, j);
            qzi_mldsa_pointwise(ent, ent, y); /* |ent| < q */
            if (j == 0) {
                qzi_mldsa_caddq(ent);
                w_store(w_packed(ws, i), ent);
            } else {
                w_load(w, w_packed(ws, i));
                qzi_mldsa_poly_add(w, ent); /* (-q, 2q) */
                qzi_mldsa_poly_freeze(w);
                w_store(w_packed(ws, i), w);
            }
        }
    }
    qzi_sponge_init(&s->xof2, QZI_KECCAK_XOF256, QZ_SHAKE256_RATE, QZI_KECCAK_PAD_SHAKE);
    qzi_sponge_absorb(&s->xof2, s->mu, 64);
    for (unsigned i = 0; i < p->k; i++) {
        int32_t a0;

        w_load(w, w_packed(ws, i));
        qzi_mldsa_invntt(w);
        qzi_mldsa_caddq(w);
        w_store(w_packed(ws, i), w);
        for (unsigned n = 0; n < 256; n++)
            w[n] = qzi_mldsa_decompose(&a0, w[n], p->gamma2);
        qzi_mldsa_pack_bits(s->buf, w, bits);
        qzi_sponge_absorb(&s->xof2, s->buf, 32u * bits);
    }
    qzi_sponge_squeeze(&s->xof2, s->ctilde, p->ctilde_bytes);
}

/* c times a decoded secret polynomial, in place, back in the plain
 * domain: |a| < q. */
static void times_c(int32_t *a, const int32_t *c)
{
    qzi_mldsa_ntt(a);
    qzi_mldsa_pointwise(a, a, c);
    qzi_mldsa_invntt(a);
}

/* z = y + c s1, each z_j checked and packed into sig: all-ones if some
 * coefficient reaches gamma1 - beta. */
static uint32_t make_z(const qz_mldsa_set *p, void *ws, uint8_t *sig, const uint8_t *sk,
                       unsigned attempt)
{
    qzi_mldsa_scratch *s = qzi_mldsa_scr(ws);
    int32_t *z = qzi_mldsa_poly(ws, 0), *y = qzi_mldsa_poly(ws, 1);
    const int32_t *c = qzi_mldsa_poly(ws, 2);
    int32_t g1 = (int32_t)1 << p->gamma1_bits;
    size_t zb = qzi_mldsa_z_bytes(p);
    uint32_t bad = 0;

    for (unsigned j = 0; j < p->l; j++) {
        load_s(p, z, sk, j);
        times_c(z, c);
        qzi_mldsa_expand_mask(s, y, s->rhoprime, attempt * p->l + j, p->gamma1_bits);
        qzi_mldsa_poly_add(z, y);
        qzi_mldsa_reduce(z);
        bad |= qzi_mldsa_poly_over(z, g1 - p->beta);
        qzi_mldsa_pack_centred(sig + p->ctilde_bytes + j * zb, z, g1, p->gamma1_bits + 1u);
    }
    return qzi_ct_barrier(bad);
}

/* For each row: r = w - cs2 with ||LowBits(r)|| < gamma2 - beta, ct0 with
 * ||ct0|| < gamma2, the hints HighBits(r) != HighBits(r + ct0) into the
 * scratch's bitmaps, at most omega of them. All-ones if any check fails
 * (the same passes over every coefficient as sign.c). */
static uint32_t hints(const qz_mldsa_set *p, void *ws, const uint8_t *sk)
{
    qzi_mldsa_scratch *s = qzi_mldsa_scr(ws);
    int32_t *r = qzi_mldsa_poly(ws, 0), *ct0 = qzi_mldsa_poly(ws, 1);
    const int32_t *c = qzi_mldsa_poly(ws, 2);
    const uint8_t *sk_t0 = sk + 128 + 32u * qzi_mldsa_eta_bits(p) * ((unsigned)p->l + p->k);
    int32_t lim = p->gamma2 - p->beta;
    uint32_t bad = 0, count = 0;

    for (unsigned i = 0; i < p->k; i++) {
        load_s(p, r, sk, p->l + i);
        times_c(r, c);
        w_load(ct0, w_packed(ws, i));
        for (unsigned n = 0; n < 256; n++)
            r[n] = ct0[n] - r[n];
        qzi_mldsa_poly_freeze(r);
        qzi_mldsa_unpack_centred(ct0, sk_t0 + i * T0_BYTES, 1 << (QZI_MLDSA_D - 1),
                                 QZI_MLDSA_D);
        times_c(ct0, c);
        qzi_mldsa_reduce(ct0);
        bad |= qzi_mldsa_poly_over(ct0, p->gamma2);
        for (unsigned w = 0; w < 8; w++)
            s->hint[i][w] = 0;
        for (unsigned n = 0; n < 256; n++) {
            int32_t r0, r1 = qzi_mldsa_decompose(&r0, r[n], p->gamma2), v0, v1, v, m;
            uint32_t h;

            /* |r0| >= gamma2 - beta */
            m = r0 >> 31;
            bad |= (uint32_t)((lim - 1 - ((r0 ^ m) - m)) >> 31);
            /* r + ct0 in [0, q): r in [0, q), |ct0| < gamma2 */
            v = r[n] + ct0[n];
            v += (v >> 31) & QZI_MLDSA_Q;
            v -= QZI_MLDSA_Q;
            v += (v >> 31) & QZI_MLDSA_Q;
            v1 = qzi_mldsa_decompose(&v0, v, p->gamma2);
            h = (uint32_t)(r1 ^ v1);
            h = (h | (0u - h)) >> 31;
            s->hint[i][n >> 5] |= h << (n & 31);
            count += h;
        }
    }
    bad |= (uint32_t)(((int32_t)p->omega - (int32_t)count) >> 31);
    return qzi_ct_barrier(bad);
}

#if QZ_FAULT_CHECKS >= 1
/* Level 1 on the encoded signature: every z coefficient below gamma1 -
 * beta, the hint encoding well-formed (z decoded into P0, the hints into
 * P1). */
static int check_encoding(const qz_mldsa_set *p, void *ws, const uint8_t *sig)
{
    int32_t *t = qzi_mldsa_poly(ws, 0);
    uint32_t(*h)[8] = (uint32_t(*)[8])(void *)qzi_mldsa_poly(ws, 1);
    int32_t g1 = (int32_t)1 << p->gamma1_bits;
    size_t zb = qzi_mldsa_z_bytes(p);
    uint32_t bad = 0;

    for (unsigned j = 0; j < p->l; j++) {
        qzi_mldsa_unpack_centred(t, sig + p->ctilde_bytes + j * zb, g1, p->gamma1_bits + 1u);
        bad |= qzi_mldsa_poly_over(t, g1 - p->beta);
    }
    qzi_ct_declassify(&bad, sizeof bad);
    if (bad != 0 || qzi_mldsa_unpack_hints(p, h, sig + p->ctilde_bytes + p->l * zb) != 0)
        return QZ_ERR_FAULT;
    return QZ_OK;
}
#endif

#if QZ_FAULT_CHECKS >= 2
/* Row i of A NTT(s1) into P0 (|.| < q): A[i][j] sampled into P1, s1_j
 * decoded from sk and transformed into P2, as in keygen_lowram.c. */
static void row_times_s1(const qz_mldsa_set *p, void *ws, const uint8_t *sk, unsigned i)
{
    qzi_mldsa_scratch *s = qzi_mldsa_scr(ws);
    int32_t *acc = qzi_mldsa_poly(ws, 0), *ent = qzi_mldsa_poly(ws, 1);
    int32_t *v = qzi_mldsa_poly(ws, 2);

    for (unsigned j = 0; j < p->l; j++) {
        qzi_mldsa_expand_a_entry(s, ent, sk, i, j);
        load_s(p, v, sk, j);
        qzi_mldsa_ntt(v);
        if (j == 0) {
            qzi_mldsa_pointwise(acc, ent, v);
        } else {
            qzi_mldsa_pointwise(ent, ent, v);
            qzi_mldsa_poly_add(acc, ent); /* at most l q < 2^26 */
        }
    }
    qzi_mldsa_reduce(acc);
}

/* Level 2: the public key from sk (t1 of A s1 + s2, A and s1 streamed as
 * in key generation) into the workspace after P3, and sig verified
 * against it over the same mu by verify_lowram.c's core. */
static int verify_again(const qz_mldsa_set *p, void *ws, const uint8_t *sig, const uint8_t *sk)
{
    uint8_t *pk = (uint8_t *)qzi_mldsa_poly(ws, 4);
    int32_t *t = qzi_mldsa_poly(ws, 0), *s2 = qzi_mldsa_poly(ws, 1);

    memcpy(pk, sk, 32);
    for (unsigned i = 0; i < p->k; i++) {
        row_times_s1(p, ws, sk, i);
        qzi_mldsa_invntt(t);
        load_s(p, s2, sk, p->l + i);
        qzi_mldsa_poly_add(t, s2);
        qzi_mldsa_reduce(t);
        qzi_mldsa_caddq(t);
        qzi_mldsa_power2round(s2, t);
        qzi_mldsa_pack_bits(pk + 32 + 320u * i, t, 10);
    }
    return qzi_mldsa_verify_core(p, ws, pk, sig) == QZ_OK ? QZ_OK : QZ_ERR_FAULT;
}
#endif

QZI_NOINLINE int qzi_mldsa_sign_core(const qz_mldsa_set *p, void *ws, uint8_t *sig,
                                     const uint8_t *sk)
{
    qzi_mldsa_scratch *s = qzi_mldsa_scr(ws);
    int32_t *c = qzi_mldsa_poly(ws, 2);
    unsigned l = p->l;
    size_t zb = qzi_mldsa_z_bytes(p);
    uint32_t bad = check_key(p, qzi_mldsa_poly(ws, 0), sk);

    qzi_ct_declassify(&bad, sizeof bad); /* a malformed key is refused, publicly */
    if (bad != 0)
        return QZ_ERR_ENCODING;
    qzi_ct_declassify(sk, 32); /* rho, as in pk: public */
    memcpy(s->rho, sk, 32);
    /* rho' = H(K || rnd || mu, 64) */
    qzi_sponge_init(&s->xof, QZI_KECCAK_XOF256, QZ_SHAKE256_RATE, QZI_KECCAK_PAD_SHAKE);
    qzi_sponge_absorb(&s->xof, sk + 32, 32);
    qzi_sponge_absorb(&s->xof, s->rnd, 32);
    qzi_sponge_absorb(&s->xof, s->mu, 64);
    qzi_sponge_squeeze(&s->xof, s->rhoprime, 64);

    for (unsigned attempt = 0; attempt < QZ_MLDSA_MAX_ATTEMPTS; attempt++) {
        int rc;

        commit(p, ws, attempt);
        /* the challenge: public (qzcrypt/mldsa.h's note on refused attempts) */
        qzi_ct_declassify(s->ctilde, p->ctilde_bytes);
        qzi_mldsa_sample_in_ball(s, c, s->ctilde, p->ctilde_bytes, p->tau);
        qzi_mldsa_ntt(c);
        bad = make_z(p, ws, sig, sk, attempt);
        qzi_ct_declassify(&bad, sizeof bad); /* the attempt's verdict is public */
        if (bad != 0)
            continue;
        bad = hints(p, ws, sk);
        qzi_ct_declassify(&bad, sizeof bad);
        if (bad != 0)
            continue;

        /* accepted: sig = c tilde || z || h; z (in place) and h are public now */
        memcpy(sig, s->ctilde, p->ctilde_bytes);
        qzi_ct_declassify(sig + p->ctilde_bytes, l * zb);
        qzi_ct_declassify(s->hint, sizeof s->hint);
        qzi_mldsa_pack_hints(p, sig + p->ctilde_bytes + l * zb, (const uint32_t(*)[8])s->hint);
        rc = QZ_OK;
#if QZ_FAULT_CHECKS >= 1
        rc = check_encoding(p, ws, sig);
#endif
#if QZ_FAULT_CHECKS >= 2
        if (rc == QZ_OK)
            rc = verify_again(p, ws, sig, sk);
#endif
        if (rc != QZ_OK)
            qzi_wipe(sig, p->sig_bytes);
        return rc;
    }
    /* past the bound: a fault, or a chance below 2^-250 (sig holds the
     * last refused candidate z: wiped) */
    qzi_wipe(sig, p->sig_bytes);
    return QZ_ERR_FAULT;
}

#endif /* QZ_PQ_LOWRAM */

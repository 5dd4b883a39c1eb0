/*
 * PKCS #1 DER keys (qzcrypt/rsa.h): RSAPublicKey (RFC 8017 A.1.1) and
 * RSAPrivateKey (A.1.2, version 0, two primes), read strictly and written
 * canonical.
 *
 * Reading checks the DER rules on the bytes (tags, definite minimal
 * lengths inside the input, minimal non-negative INTEGERs, nothing after
 * the SEQUENCE), then hands the INTEGERs' magnitudes to the raw setters
 * (keys.c), which check sizes and values. The raw setters read the
 * components in place: no copy of a secret is made here.
 *
 * Secrets. A private key's d, p, q, dP, dQ and qInv are secret; their
 * lengths are not (the format shows them). The INTEGER rules on their
 * first content bytes (sign bit, a leading zero that its next byte does
 * not need) are computed as masks and one verdict, which is declassified;
 * which bytes are passed on depends on the lengths only. Writing: the
 * minimal length of each component is computed from all its bytes in
 * constant time and declassified (it is the output's); the writing loops
 * run over these lengths.
 */
#include "rsa/rsa_internal.h"
#include "internal/ct.h"

/* ---- reading ------------------------------------------------------------ */

/* The unread part of the input. */
typedef struct {
    const uint8_t *p, *end;
} der_in;

/* One element's header with the tag expected: a definite length in its
 * minimal form (short below 128; 0x81 and one byte for 128 to 255; 0x82
 * and two bytes, the first nonzero, for 256 to 65535; longer forms, which
 * no key of rsa.h's sizes needs, are refused) and content inside the
 * input. On success r->p is at the content and *len its length: 0, or -1
 * (nothing consumed). Public bytes only. */
static int der_header(der_in *r, uint8_t tag, size_t *len)
{
    const uint8_t *p = r->p;
    size_t avail = (size_t)(r->end - p), l, h;

    if (avail < 2 || p[0] != tag)
        return -1;
    if (p[1] < 0x80) {
        l = p[1];
        h = 2;
    } else if (p[1] == 0x81) {
        if (avail < 3 || p[2] < 0x80)
            return -1;
        l = p[2];
        h = 3;
    } else if (p[1] == 0x82) {
        if (avail < 4 || p[2] == 0)
            return -1;
        l = (size_t)p[2] << 8 | p[3];
        h = 4;
    } else {
        return -1; /* indefinite (0x80), longer forms, reserved 0xff */
    }
    if (avail - h < l)
        return -1;
    r->p = p + h;
    *len = l;
    return 0;
}

/* A public INTEGER: non-negative and minimal. *v and *vlen: its
 * magnitude without the sign byte (one 0x00 for zero). 0 or -1. */
static int der_uint_public(der_in *r, const uint8_t **v, size_t *vlen)
{
    size_t len;
    const uint8_t *c;

    if (der_header(r, 0x02, &len) != 0 || len == 0)
        return -1;
    c = r->p;
    r->p += len;
    if (c[0] & 0x80)
        return -1; /* negative */
    if (len > 1 && c[0] == 0) {
        if (!(c[1] & 0x80))
            return -1; /* a leading zero its next byte does not need */
        c++;
        len--;
    }
    *v = c;
    *vlen = len;
    return 0;
}

/* A secret INTEGER: the header's rules (public) here, 0 or -1; the
 * content's (not negative, no unneeded leading zero) into *bad as a mask
 * bit, without a branch on a content byte. *c and *len: the whole content
 * (the sign byte, if any, is dropped later by length: take_secret). */
static int der_int_secret(der_in *r, const uint8_t **c, size_t *len, uint32_t *bad)
{
    uint32_t b0, zero, next_low;

    if (der_header(r, 0x02, len) != 0 || *len == 0)
        return -1;
    *c = r->p;
    r->p += *len;
    b0 = qzi_ct_barrier((*c)[0]);
    zero = 1u & ~qzi_ct_nonzero_mask(b0);
    *bad |= b0 >> 7;
    if (*len > 1) {
        next_low = 1u & ~((uint32_t)(*c)[1] >> 7);
        *bad |= zero & next_low;
    }
    return 0;
}

/* A secret component of content (c, len) for a raw setter's field of cap
 * bytes: a content of cap + 1 bytes is the sign byte and cap bytes of
 * magnitude (the byte must then be zero: a mask bit into *bad); shorter
 * contents go as they are (a leading zero is fine for the setters). A
 * longer one is refused (-1). The choice depends on the lengths only. */
static int take_secret(const uint8_t **out, size_t *out_len, const uint8_t *c, size_t len,
                       size_t cap, uint32_t *bad)
{
    if (len > cap + 1)
        return -1;
    if (len == cap + 1) {
        *bad |= 1u & qzi_ct_nonzero_mask(qzi_ct_barrier(c[0]));
        c++;
        len--;
    }
    *out = c;
    *out_len = len;
    return 0;
}

/* The outer SEQUENCE: all of der_len, nothing after it. A der_len past
 * the longest header der_header reads (4 bytes, 0x82) and its 65,535
 * content bytes is refused before der + der_len is formed: a huge length
 * would point past the object (undefined behaviour, which UBSan reports). */
#define DER_MAX_BYTES (4u + 0xffffu)
static int der_open(der_in *r, const uint8_t *der, size_t der_len)
{
    size_t len;

    if (der_len > DER_MAX_BYTES)
        return -1;
    r->p = der;
    r->end = der + der_len;
    if (der_header(r, 0x30, &len) != 0 || len != (size_t)(r->end - r->p))
        return -1;
    return 0;
}

int qz_rsa_set_public_key_der(qz_rsa_public_key *pub, void *ws, size_t ws_len, const uint8_t *der,
                              size_t der_len)
{
    der_in r;
    const uint8_t *n, *e;
    size_t n_len, e_len;

    if (pub == NULL || ws == NULL || der == NULL)
        return QZ_ERR_NULL;
    qz_rsa_wipe_public_key(pub);
    if (der_open(&r, der, der_len) != 0 || der_uint_public(&r, &n, &n_len) != 0 ||
        der_uint_public(&r, &e, &e_len) != 0 || r.p != r.end)
        return QZ_ERR_ENCODING;
    /* The modulus's size, as the raw setter counts it; e longer than n is
     * too large for any key (the setter would call it a length). */
    if (n_len > QZ_RSA_MAX_BYTES || !qzi_rsa_bits_ok((uint32_t)(8 * n_len), 0))
        return QZ_ERR_LENGTH;
    if (e_len > n_len)
        return QZ_ERR_ENCODING;
    return qz_rsa_set_public_key_raw(pub, ws, ws_len, n, n_len, e, e_len);
}

int qz_rsa_set_private_key_der(qz_rsa_private_key *key, void *ws, size_t ws_len,
                               const uint8_t *der, size_t der_len)
{
    der_in r;
    const uint8_t *ver, *c[6];
    size_t ver_len, len[6], nb, hb;
    uint32_t bad = 0;
    qz_rsa_private_parts k;

    if (key == NULL || ws == NULL || der == NULL)
        return QZ_ERR_NULL;
    qz_rsa_wipe_private_key(key);
    if (der_open(&r, der, der_len) != 0 || der_uint_public(&r, &ver, &ver_len) != 0)
        return QZ_ERR_ENCODING;
    if (ver_len == 1 && ver[0] == 1)
        return QZ_ERR_ALG; /* two-prime only: multi-prime keys are version 1 */
    if (ver_len != 1 || ver[0] != 0)
        return QZ_ERR_ENCODING;
    if (der_uint_public(&r, &k.n, &k.n_len) != 0 || der_uint_public(&r, &k.e, &k.e_len) != 0)
        return QZ_ERR_ENCODING;
    /* d, p, q, dP, dQ, qInv */
    for (int i = 0; i < 6; i++)
        if (der_int_secret(&r, &c[i], &len[i], &bad) != 0)
            return QZ_ERR_ENCODING;
    if (r.p != r.end)
        return QZ_ERR_ENCODING;
    /* The content rules' verdict on the caller's key is public. */
    qzi_ct_declassify(&bad, sizeof bad);
    if (bad)
        return QZ_ERR_ENCODING;
    nb = k.n_len;
    if (nb > QZ_RSA_MAX_BYTES || !qzi_rsa_bits_ok((uint32_t)(8 * nb), 1))
        return QZ_ERR_LENGTH;
    hb = nb / 2;
    if (k.e_len > nb || len[1] < hb || len[2] < hb || /* p, q: exactly hb bytes of magnitude */
        take_secret(&k.d, &k.d_len, c[0], len[0], nb, &bad) != 0 ||
        take_secret(&k.p, &k.p_len, c[1], len[1], hb, &bad) != 0 ||
        take_secret(&k.q, &k.q_len, c[2], len[2], hb, &bad) != 0 ||
        take_secret(&k.dp, &k.dp_len, c[3], len[3], hb, &bad) != 0 ||
        take_secret(&k.dq, &k.dq_len, c[4], len[4], hb, &bad) != 0 ||
        take_secret(&k.qinv, &k.qinv_len, c[5], len[5], hb, &bad) != 0)
        return QZ_ERR_ENCODING;
    /* A content of cap + 1 bytes whose first byte is not zero: a value too
     * large for its field (public verdict, as above). */
    qzi_ct_declassify(&bad, sizeof bad);
    if (bad)
        return QZ_ERR_ENCODING;
    return qz_rsa_set_private_key_raw(key, ws, ws_len, &k);
}

/* ---- writing ------------------------------------------------------------ */

/* The content length of the minimal DER INTEGER of the nl-limb a (a sign
 * byte when its top byte has its top bit set; one byte for zero), from
 * every byte of a in constant time, declassified: the output shows it. */
static size_t int_content_len(const uint32_t *a, size_t nl)
{
    uint32_t len = 0, top = 0;

    for (size_t i = 0; i < 4 * nl; i++) {
        uint32_t b = (a[i / 4] >> (8 * (i % 4))) & 0xffu;
        uint32_t m = qzi_ct_nonzero_mask(b);

        len = (len & ~m) | ((uint32_t)(i + 1) & m);
        top = (top & ~m) | ((b >> 7) & m);
    }
    len += top;
    len += 1u & ~qzi_ct_nonzero_mask(len);
    qzi_ct_declassify(&len, sizeof len);
    return len;
}

/* Bytes of a header for content of len bytes (len < 65536). */
static size_t hdr_len(size_t len)
{
    return len < 0x80 ? 2 : len < 0x100 ? 3 : 4;
}

static uint8_t *put_hdr(uint8_t *p, uint8_t tag, size_t len)
{
    *p++ = tag;
    if (len >= 0x100) {
        *p++ = 0x82;
        *p++ = (uint8_t)(len >> 8);
    } else if (len >= 0x80) {
        *p++ = 0x81;
    }
    *p++ = (uint8_t)len;
    return p;
}

/* The INTEGER of the nl-limb a with content length clen (int_content_len):
 * its clen low-order bytes, big-endian, a sign byte 0 above a's bytes. The
 * loop and the addresses depend on clen and nl only. */
static uint8_t *put_int(uint8_t *p, const uint32_t *a, size_t nl, size_t clen)
{
    p = put_hdr(p, 0x02, clen);
    for (size_t j = 0; j < clen; j++) {
        size_t b = clen - 1 - j; /* byte b from the least significant end */

        p[j] = b < 4 * nl ? (uint8_t)(a[b / 4] >> (8 * (b % 4))) : 0;
    }
    return p + clen;
}

/* The elements of a key, as limb arrays, and the SEQUENCE around them:
 * the size query, the room check, then the writing. */
#define QZI_RSA_DER_ELEMS 9

typedef struct {
    const uint32_t *a[QZI_RSA_DER_ELEMS];
    size_t nl[QZI_RSA_DER_ELEMS], clen[QZI_RSA_DER_ELEMS];
    size_t count;
} der_elems;

static int put_seq(const der_elems *el, uint8_t *der, size_t der_cap, size_t *der_len)
{
    size_t body = 0, total;
    uint8_t *p = der;

    for (size_t i = 0; i < el->count; i++)
        body += hdr_len(el->clen[i]) + el->clen[i];
    total = hdr_len(body) + body;
    if (der == NULL) {
        *der_len = total;
        return QZ_OK;
    }
    if (der_cap < total)
        return QZ_ERR_LENGTH;
    p = put_hdr(p, 0x30, body);
    for (size_t i = 0; i < el->count; i++)
        p = put_int(p, el->a[i], el->nl[i], el->clen[i]);
    *der_len = total;
    return QZ_OK;
}

static void add_elem(der_elems *el, const uint32_t *a, size_t nl)
{
    el->a[el->count] = a;
    el->nl[el->count] = nl;
    el->clen[el->count] = int_content_len(a, nl);
    el->count++;
}

int qz_rsa_get_public_key_der(const qz_rsa_public_key *pub, uint8_t *der, size_t der_cap,
                              size_t *der_len)
{
    der_elems el;
    int rc;

    if (pub == NULL || der_len == NULL || (der == NULL && der_cap != 0))
        return QZ_ERR_NULL;
    if ((rc = qzi_rsa_pub_ok(pub)) != QZ_OK)
        return rc;
    el.count = 0;
    add_elem(&el, pub->n, pub->bits / 32);
    add_elem(&el, pub->e, pub->e_limbs);
    return put_seq(&el, der, der_cap, der_len);
}

int qz_rsa_get_private_key_der(const qz_rsa_private_key *key, uint8_t *der, size_t der_cap,
                               size_t *der_len)
{
    static const uint32_t zero[1] = {0};
    uint32_t qinv[QZ_RSA_MAX_LIMBS / 2], prod[QZ_RSA_MAX_LIMBS];
    size_t nn, h;
    der_elems el;
    qzi_rsa_mont M = {0};
    int rc;

    if (key == NULL || der_len == NULL || (der == NULL && der_cap != 0))
        return QZ_ERR_NULL;
    if ((rc = qzi_rsa_priv_ok(key)) != QZ_OK)
        return rc;
    if (!key->has_d)
        return QZ_ERR_KEY; /* RSAPrivateKey holds d */
    nn = key->bits / 32;
    h = nn / 2;
    /* qInv R mod p back to qInv */
    M.m = key->p;
    M.m0inv = key->p0inv;
    M.n = h;
    M.prod = prod;
    M.rr = NULL;
    qzi_rsa_from_mont(&M, qinv, key->qinv_m);
    el.count = 0;
    add_elem(&el, zero, 1); /* version 0: two primes */
    add_elem(&el, key->n, nn);
    add_elem(&el, key->e, key->e_limbs);
    add_elem(&el, key->d, nn);
    add_elem(&el, key->p, h);
    add_elem(&el, key->q, h);
    add_elem(&el, key->dp, h);
    add_elem(&el, key->dq, h);
    add_elem(&el, qinv, h);
    rc = put_seq(&el, der, der_cap, der_len);
    qzi_wipe(qinv, sizeof qinv);
    qzi_wipe(prod, sizeof prod);
    return rc;
}

/*
 * PKCS #1 DER key KAT runner: every record of kat/rsa_der.txt
 * (kat/gen_rsa_der.py) through qzcrypt/rsa.h.
 *  - PRIV: qz_rsa_set_private_key_der, each component read back through
 *    qz_rsa_get_private_key_raw; qz_rsa_get_private_key_der gives the
 *    same bytes back (the size query first, a room one byte short refused
 *    without a write, nothing past the length written); the same key set
 *    from the raw components exports the same bytes (the sample: the
 *    first key); the workspace is zero after each call.
 *  - PUB: the same with the public functions.
 *  - BADPRIV, BADPUB: refused with the error of the record, the key object
 *    (filled with junk before) zero, the workspace zero.
 * Then the argument checks on the first RSA-2048 private key.
 */
#include <stdio.h>
#include <string.h>

#include "qzcrypt/rsa.h"
#include "kat_reader.h"
#include "qzt.h"

extern const unsigned char qzt_kat_rsa_der[];
extern const size_t qzt_kat_rsa_der_len;

#define MAXB QZ_RSA_MAX_BYTES
#define DERMAX (QZ_RSA_PRIVATE_DER_MAX_BYTES(QZ_RSA_MAX_BITS) + 64)
#define GUARD 0xa5
#define WS_BYTES QZ_RSA_KEY_WORKSPACE_BYTES(QZ_RSA_MAX_BITS)

static uint32_t ws_store[WS_BYTES / 4 + 1];
#define WS ((void *)ws_store)
static uint8_t der[DERMAX], out[DERMAX + 16], want[MAXB], buf[MAXB + 16];
static uint8_t comp[8][MAXB];
static size_t comp_len[8];
static qz_rsa_private_key key, key2;
static qz_rsa_public_key pub, pub2;
static uint8_t first2048[DERMAX];
static size_t first2048_len;
static unsigned long counts[4];
static int sample;

static const char *const fields[8] = {"n", "e", "d", "p", "q", "dp", "dq", "qinv"};
static const int parts[8] = {QZ_RSA_PART_N, QZ_RSA_PART_E, QZ_RSA_PART_D, QZ_RSA_PART_P,
                             QZ_RSA_PART_Q, QZ_RSA_PART_DP, QZ_RSA_PART_DQ, QZ_RSA_PART_QINV};

static int rc_of(const kat_record *rec)
{
    if (kat_is(rec, "rc", "ENCODING"))
        return QZ_ERR_ENCODING;
    if (kat_is(rec, "rc", "LENGTH"))
        return QZ_ERR_LENGTH;
    if (kat_is(rec, "rc", "ALG"))
        return QZ_ERR_ALG;
    return 1; /* no such code: the check fails */
}

/* An export through get (the private or the public writer, on obj): the
 * size query, a room one byte short, then the bytes, equal to der. */
typedef int (*der_writer)(const void *obj, uint8_t *d, size_t cap, size_t *len);
static int wr_priv(const void *o, uint8_t *d, size_t cap, size_t *len)
{
    return qz_rsa_get_private_key_der((const qz_rsa_private_key *)o, d, cap, len);
}
static int wr_pub(const void *o, uint8_t *d, size_t cap, size_t *len)
{
    return qz_rsa_get_public_key_der((const qz_rsa_public_key *)o, d, cap, len);
}

static void check_export(der_writer wr, const void *obj, const uint8_t *d, size_t dlen,
                         size_t max, unsigned line)
{
    size_t len = 12345;
    int rc;

    rc = wr(obj, NULL, 0, &len);
    QZT_CHECK(rc == QZ_OK && len == dlen, "line %u: size query %d, %lu for %lu", line, rc,
              (unsigned long)len, (unsigned long)dlen);
    QZT_CHECK(dlen <= max, "line %u: %lu bytes above the maximum %lu", line,
              (unsigned long)dlen, (unsigned long)max);
    memset(out, GUARD, sizeof out);
    len = 12345;
    rc = wr(obj, out, dlen - 1, &len);
    QZT_CHECK(rc == QZ_ERR_LENGTH && len == 12345, "line %u: one byte short: %d", line, rc);
    for (size_t i = 0; i < sizeof out; i++)
        if (out[i] != GUARD) {
            QZT_CHECK(0, "line %u: one byte short wrote byte %lu", line, (unsigned long)i);
            break;
        }
    rc = wr(obj, out, sizeof out - 16, &len);
    QZT_CHECK(rc == QZ_OK && len == dlen, "line %u: export %d, %lu bytes", line, rc,
              (unsigned long)len);
    QZT_EXPECT_BYTES("export", out, d, dlen);
    QZT_CHECK(out[dlen] == GUARD, "line %u: export wrote past its length", line);
}

/* The record's size and DER; -1 to skip it (a key above QZ_RSA_MAX_BITS
 * must then be QZ_ERR_LENGTH). */
static int read_common(const kat_record *rec, unsigned *bits, long *dlen, int priv)
{
    int rc;

    *bits = (unsigned)kat_num(rec, "bits", 0);
    *dlen = kat_hex(rec, "der", der, sizeof der);
    if (*dlen < 0 || *bits == 0) {
        QZT_CHECK(0, "line %u: bad record", rec->line);
        return -1;
    }
    if (*bits > QZ_RSA_MAX_BITS) {
        rc = priv ? qz_rsa_set_private_key_der(&key, WS, WS_BYTES, der, (size_t)*dlen)
                  : qz_rsa_set_public_key_der(&pub, WS, WS_BYTES, der, (size_t)*dlen);
        QZT_CHECK(rc == QZ_ERR_LENGTH, "line %u: %u bits above QZ_RSA_MAX_BITS: %d", rec->line,
                  *bits, rc);
        return -1;
    }
    return 0;
}

static void run_priv(const kat_record *rec)
{
    unsigned bits;
    long dlen;
    size_t nb, hb;
    int rc;
    qz_rsa_private_parts pp;

    if (read_common(rec, &bits, &dlen, 1) != 0)
        return;
    nb = bits / 8;
    hb = nb / 2;
    for (int i = 0; i < 8; i++) {
        long l = kat_hex(rec, fields[i], comp[i], MAXB);

        QZT_CHECK(l > 0, "line %u: field %s", rec->line, fields[i]);
        comp_len[i] = l > 0 ? (size_t)l : 0;
    }
    memset(&key, 0x5a, sizeof key);
    rc = qz_rsa_set_private_key_der(&key, WS, QZ_RSA_KEY_WORKSPACE_BYTES(bits), der,
                                    (size_t)dlen);
    QZT_CHECK(rc == QZ_OK, "line %u: set_private_key_der: %d", rec->line, rc);
    QZT_CHECK(qzt_all_zero(WS, WS_BYTES), "line %u: workspace left", rec->line);
    if (rc != QZ_OK)
        return;
    for (int i = 0; i < 8; i++) {
        size_t l = i == 1 ? comp_len[1] : i == 0 || i == 2 ? nb : hb;

        memset(buf, GUARD, sizeof buf);
        rc = qz_rsa_get_private_key_raw(&key, buf, l, parts[i]);
        QZT_CHECK(rc == QZ_OK && comp_len[i] == l, "line %u: get %s: %d", rec->line, fields[i],
                  rc);
        QZT_EXPECT_BYTES(fields[i], buf, comp[i], l);
    }
    check_export(wr_priv, &key, der, (size_t)dlen, QZ_RSA_PRIVATE_DER_MAX_BYTES(bits), rec->line);
    /* the same key from the raw components (in the cross builds' sample,
     * the first key only: each key setting is about 50M cycles on the
     * M0+) */
    if (sample && first2048_len != 0)
        return;
    pp.n = comp[0];
    pp.e = comp[1];
    pp.d = comp[2];
    pp.p = comp[3];
    pp.q = comp[4];
    pp.dp = comp[5];
    pp.dq = comp[6];
    pp.qinv = comp[7];
    pp.n_len = comp_len[0];
    pp.e_len = comp_len[1];
    pp.d_len = comp_len[2];
    pp.p_len = comp_len[3];
    pp.q_len = comp_len[4];
    pp.dp_len = comp_len[5];
    pp.dq_len = comp_len[6];
    pp.qinv_len = comp_len[7];
    rc = qz_rsa_set_private_key_raw(&key2, WS, QZ_RSA_KEY_WORKSPACE_BYTES(bits), &pp);
    QZT_CHECK(rc == QZ_OK, "line %u: set_private_key_raw: %d", rec->line, rc);
    check_export(wr_priv, &key2, der, (size_t)dlen, QZ_RSA_PRIVATE_DER_MAX_BYTES(bits),
                 rec->line);
    if (bits == 2048 && first2048_len == 0) {
        memcpy(first2048, der, (size_t)dlen);
        first2048_len = (size_t)dlen;
    }
}

static void run_pub(const kat_record *rec)
{
    unsigned bits;
    long dlen, nl, el;
    int rc;

    if (read_common(rec, &bits, &dlen, 0) != 0)
        return;
    nl = kat_hex(rec, "n", comp[0], MAXB);
    el = kat_hex(rec, "e", comp[1], MAXB);
    QZT_CHECK(nl == (long)bits / 8 && el > 0, "line %u: n, e", rec->line);
    if (nl != (long)bits / 8 || el <= 0)
        return;
    memset(&pub, 0x5a, sizeof pub);
    rc = qz_rsa_set_public_key_der(&pub, WS, QZ_RSA_KEY_WORKSPACE_BYTES(bits), der,
                                   (size_t)dlen);
    QZT_CHECK(rc == QZ_OK, "line %u: set_public_key_der: %d", rec->line, rc);
    QZT_CHECK(qzt_all_zero(WS, WS_BYTES), "line %u: workspace left", rec->line);
    if (rc != QZ_OK)
        return;
    QZT_CHECK(qz_rsa_public_bits(&pub) == (int)bits, "line %u: bits", rec->line);
    memset(buf, GUARD, sizeof buf);
    memset(want, GUARD, sizeof want);
    rc = qz_rsa_get_public_key_raw(&pub, buf, (size_t)nl, want, (size_t)el);
    QZT_CHECK(rc == QZ_OK, "line %u: get_public_key_raw: %d", rec->line, rc);
    QZT_EXPECT_BYTES("n", buf, comp[0], (size_t)nl);
    QZT_EXPECT_BYTES("e", want, comp[1], (size_t)el);
    check_export(wr_pub, &pub, der, (size_t)dlen, QZ_RSA_PUBLIC_DER_MAX_BYTES(bits), rec->line);
    rc = qz_rsa_set_public_key_raw(&pub2, WS, QZ_RSA_KEY_WORKSPACE_BYTES(bits), comp[0],
                                   (size_t)nl, comp[1], (size_t)el);
    QZT_CHECK(rc == QZ_OK, "line %u: set_public_key_raw: %d", rec->line, rc);
    check_export(wr_pub, &pub2, der, (size_t)dlen, QZ_RSA_PUBLIC_DER_MAX_BYTES(bits), rec->line);
}

static void run_bad(const kat_record *rec, int priv)
{
    long dlen = kat_hex(rec, "der", der, sizeof der);
    int want_rc = rc_of(rec), rc;
    size_t nlen;
    const char *name = kat_str(rec, "name", &nlen);

    QZT_CHECK(dlen >= 0 && want_rc < 0, "line %u: bad record", rec->line);
    if (dlen < 0)
        return;
    memset(ws_store, 0, sizeof ws_store);
    if (priv) {
        memset(&key, 0x5a, sizeof key);
        rc = qz_rsa_set_private_key_der(&key, WS, WS_BYTES, der, (size_t)dlen);
        QZT_CHECK(qzt_all_zero(&key, sizeof key), "line %u: key object not wiped", rec->line);
    } else {
        memset(&pub, 0x5a, sizeof pub);
        rc = qz_rsa_set_public_key_der(&pub, WS, WS_BYTES, der, (size_t)dlen);
        QZT_CHECK(qzt_all_zero(&pub, sizeof pub), "line %u: key object not wiped", rec->line);
    }
    QZT_CHECK(rc == want_rc, "line %u: %.*s: %d, want %d", rec->line, (int)nlen,
              name ? name : "", rc, want_rc);
    QZT_CHECK(qzt_all_zero(WS, WS_BYTES), "line %u: workspace left", rec->line);
}

static void run_api(void)
{
    const uint8_t *d = first2048;
    size_t dl = first2048_len, len;
    uint8_t *ws8 = (uint8_t *)ws_store;
    static const uint8_t n1[1] = {0xff}; /* not a key: the NULL checks come first */

    QZT_CHECK(qz_rsa_set_private_key_der(NULL, WS, WS_BYTES, d, dl) == QZ_ERR_NULL, "NULL key");
    QZT_CHECK(qz_rsa_set_private_key_der(&key, NULL, WS_BYTES, d, dl) == QZ_ERR_NULL, "NULL ws");
    QZT_CHECK(qz_rsa_set_private_key_der(&key, WS, WS_BYTES, NULL, dl) == QZ_ERR_NULL,
              "NULL der");
    QZT_CHECK(qz_rsa_set_public_key_der(NULL, WS, WS_BYTES, n1, 1) == QZ_ERR_NULL, "NULL pub");
    QZT_CHECK(qz_rsa_set_public_key_der(&pub, NULL, WS_BYTES, n1, 1) == QZ_ERR_NULL,
              "NULL pub ws");
    QZT_CHECK(qz_rsa_set_public_key_der(&pub, WS, WS_BYTES, NULL, 0) == QZ_ERR_NULL,
              "NULL pub der");
    /* workspace: one byte short, misaligned */
    memset(&key, 0x5a, sizeof key);
    QZT_CHECK(qz_rsa_set_private_key_der(&key, WS, QZ_RSA_KEY_WORKSPACE_BYTES(2048) - 1, d, dl) ==
                  QZ_ERR_LENGTH && qzt_all_zero(&key, sizeof key),
              "workspace one byte short");
    QZT_CHECK(qz_rsa_set_private_key_der(&key, ws8 + 1, WS_BYTES - 4, d, dl) == QZ_ERR_NULL,
              "misaligned workspace");
    QZT_CHECK(qz_rsa_set_private_key_der(&key, WS, QZ_RSA_KEY_WORKSPACE_BYTES(2048), d, dl) ==
                  QZ_OK,
              "the first RSA-2048 key");
    QZT_CHECK(qz_rsa_get_public_key(&pub, &key) == QZ_OK, "get_public_key");
    QZT_CHECK(qz_rsa_set_public_key_der(&pub2, WS, QZ_RSA_KEY_WORKSPACE_BYTES(2048) - 1, der,
                                        0) == QZ_ERR_ENCODING,
              "empty public DER");
    /* the writers' arguments */
    QZT_CHECK(qz_rsa_get_private_key_der(NULL, out, sizeof out, &len) == QZ_ERR_NULL, "NULL");
    QZT_CHECK(qz_rsa_get_private_key_der(&key, out, sizeof out, NULL) == QZ_ERR_NULL,
              "NULL der_len");
    QZT_CHECK(qz_rsa_get_private_key_der(&key, NULL, 1, &len) == QZ_ERR_NULL, "NULL, cap 1");
    QZT_CHECK(qz_rsa_get_public_key_der(NULL, out, sizeof out, &len) == QZ_ERR_NULL, "NULL");
    QZT_CHECK(qz_rsa_get_public_key_der(&pub, out, sizeof out, NULL) == QZ_ERR_NULL,
              "NULL der_len");
    QZT_CHECK(qz_rsa_get_public_key_der(&pub, NULL, 1, &len) == QZ_ERR_NULL, "NULL, cap 1");
    /* a key set without d has no RSAPrivateKey */
    {
        qz_rsa_private_parts pp;
        uint8_t n[256], e[3], p[128], q[128], dp[128], dq[128], qi[128];

        QZT_CHECK(qz_rsa_get_private_key_raw(&key, n, 256, QZ_RSA_PART_N) == QZ_OK &&
                      qz_rsa_get_private_key_raw(&key, e, 3, QZ_RSA_PART_E) == QZ_OK &&
                      qz_rsa_get_private_key_raw(&key, p, 128, QZ_RSA_PART_P) == QZ_OK &&
                      qz_rsa_get_private_key_raw(&key, q, 128, QZ_RSA_PART_Q) == QZ_OK &&
                      qz_rsa_get_private_key_raw(&key, dp, 128, QZ_RSA_PART_DP) == QZ_OK &&
                      qz_rsa_get_private_key_raw(&key, dq, 128, QZ_RSA_PART_DQ) == QZ_OK &&
                      qz_rsa_get_private_key_raw(&key, qi, 128, QZ_RSA_PART_QINV) == QZ_OK,
                  "components");
        pp = (qz_rsa_private_parts){n, e, NULL, p, q, dp, dq, qi, 256, 3, 0, 128, 128, 128, 128,
                                    128};
        QZT_CHECK(qz_rsa_set_private_key_raw(&key2, WS, WS_BYTES, &pp) == QZ_OK, "without d");
        QZT_CHECK(qz_rsa_get_private_key_der(&key2, NULL, 0, &len) == QZ_ERR_KEY,
                  "export without d");
    }
    /* wiped and damaged objects */
    key2 = key;
    key2.n[5] ^= 1;
    QZT_CHECK(qz_rsa_get_private_key_der(&key2, out, sizeof out, &len) == QZ_ERR_KEY,
              "damaged key");
    qz_rsa_wipe_private_key(&key2);
    QZT_CHECK(qz_rsa_get_private_key_der(&key2, NULL, 0, &len) == QZ_ERR_KEY, "wiped key");
    pub2 = pub;
    pub2.e[0] ^= 2;
    QZT_CHECK(qz_rsa_get_public_key_der(&pub2, out, sizeof out, &len) == QZ_ERR_KEY,
              "damaged public key");
    qz_rsa_wipe_public_key(&pub2);
    QZT_CHECK(qz_rsa_get_public_key_der(&pub2, NULL, 0, &len) == QZ_ERR_KEY, "wiped public key");
    qz_rsa_wipe_private_key(&key);
}

int main(void)
{
    kat_reader rd;
    kat_record rec;
    unsigned long sets = 0;

    kat_open(&rd, qzt_kat_rsa_der, qzt_kat_rsa_der_len);
    while (kat_next(&rd, &rec)) {
        if (kat_is(&rec, "op", "SET")) {
            sets++;
            sample = kat_is(&rec, "set", "sample");
            QZT_CHECK(sample || kat_is(&rec, "set", "full"), "line %u: set", rec.line);
        } else if (kat_is(&rec, "op", "PRIV")) {
            run_priv(&rec);
            counts[0]++;
        } else if (kat_is(&rec, "op", "PUB")) {
            run_pub(&rec);
            counts[1]++;
        } else if (kat_is(&rec, "op", "BADPRIV")) {
            run_bad(&rec, 1);
            counts[2]++;
        } else if (kat_is(&rec, "op", "BADPUB")) {
            run_bad(&rec, 0);
            counts[3]++;
        } else {
            QZT_CHECK(0, "line %u: unknown op", rec.line);
        }
    }
    QZT_CHECK(sets == 1, "%lu SET records", sets);
    QZT_CHECK(counts[0] >= (sample ? 4u : 6u) && counts[1] >= (sample ? 6u : 8u) &&
                  counts[2] >= 50 && counts[3] >= 40,
              "only %lu PRIV, %lu PUB, %lu BADPRIV, %lu BADPUB records", counts[0], counts[1],
              counts[2], counts[3]);
    QZT_CHECK(first2048_len != 0, "no RSA-2048 private key");
    if (first2048_len != 0)
        run_api();
    printf("kat-rsa-der: the %s set, %lu valid private, %lu valid public, %lu malformed private, "
           "%lu malformed public keys\n",
           sample ? "sample" : "full", counts[0], counts[1], counts[2], counts[3]);
    return qzt_finish("kat-rsa-der");
}

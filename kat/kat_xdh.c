/*
 * X25519 and X448 KAT runner (built twice: kat-x25519, and kat-x448 with
 * QZT_X448): every record of kat/x25519.txt (kat/gen_x25519.py) or
 * kat/x448.txt (kat/gen_x448.py) through qzcrypt/x25519.h or x448.h.
 *  - PUBLIC: set_private_key, then the public value and the key read
 *    back, each with a guard after it.
 *  - SHARED: the shared secret for the record's peer value; an all-zero
 *    answer must be QZ_ERR_LOW_ORDER with the zeros in the output.
 *  - ITER: RFC 7748 5.2's iteration (k, u = X(k, u), k from the base
 *    point's u, 9 or 5).
 * Then the API: generate_key with a deterministic source (the key is the
 * source's bytes) and a failing one (QZ_ERR_RNG, key wiped); a wiped and
 * a damaged key object (QZ_ERR_KEY); NULL pointers; wrong lengths; a
 * short and a misaligned workspace; the workspace wiped after every call.
 */
#include <stdio.h>
#include <string.h>

#ifdef QZT_X448
#include "qzcrypt/x448.h"
#define XB 56 /* bytes of keys, values and secrets */
#define XBASE 5 /* the base point's u */
#define XF(name) qz_x448_##name
#define XDH qz_x448
#define XKEY qz_x448_private_key
#define XWSB QZ_X448_WORKSPACE_BYTES
#define XNAME "x448"
#define XKAT qzt_kat_x448
#define XKAT_LEN qzt_kat_x448_len
#define XMIN_SAMPLE 3, 9, 3
#define XMIN_FULL 20, 45, 5
#else
#include "qzcrypt/x25519.h"
#define XB 32
#define XBASE 9
#define XF(name) qz_x25519_##name
#define XDH qz_x25519
#define XKEY qz_x25519_private_key
#define XWSB QZ_X25519_WORKSPACE_BYTES
#define XNAME "x25519"
#define XKAT qzt_kat_x25519
#define XKAT_LEN qzt_kat_x25519_len
#define XMIN_SAMPLE 6, 16, 4
#define XMIN_FULL 26, 66, 14
#endif
#include "kat_reader.h"
#include "qzt.h"

extern const unsigned char XKAT[];
extern const size_t XKAT_LEN;

#define GUARD 0xa5
static uint64_t ws_store[(XWSB + 16) / 8];
#define WS ((void *)ws_store)
static uint8_t k[XB], u[XB], want[XB], out[XB + 8];

static int guard_ok(const uint8_t *p, size_t n)
{
    for (size_t i = n; i < n + 8; i++)
        if (p[i] != GUARD)
            return 0;
    return 1;
}

static int set_key(XKEY *key, const uint8_t *kk, unsigned line)
{
    int rc = XF(set_private_key)(key, WS, XWSB, kk, XB);

    QZT_CHECK(rc == QZ_OK, "line %u: set_private_key: %d", line, rc);
    QZT_CHECK(qzt_all_zero(WS, XWSB), "line %u: workspace not wiped",
              line);
    return rc;
}

static void run_public(const kat_record *rec)
{
    XKEY key;

    if (kat_hex(rec, "k", k, XB) != XB || kat_hex(rec, "pub", want, XB) != XB) {
        QZT_CHECK(0, XNAME ".txt line %u: bad PUBLIC record", rec->line);
        return;
    }
    if (set_key(&key, k, rec->line) != QZ_OK)
        return;
    memset(out, GUARD, sizeof out);
    QZT_CHECK(XF(get_public_key)(&key, out, XB) == QZ_OK, "line %u: get_public_key",
              rec->line);
    QZT_EXPECT_BYTES("public value", out, want, XB);
    QZT_CHECK(guard_ok(out, XB), "line %u: wrote past the public value", rec->line);
    memset(out, GUARD, sizeof out);
    QZT_CHECK(XF(get_private_key)(&key, out, XB) == QZ_OK, "line %u: get_private_key",
              rec->line);
    QZT_EXPECT_BYTES("private key", out, k, XB);
    QZT_CHECK(guard_ok(out, XB), "line %u: wrote past the private key", rec->line);
}

static void run_shared(const kat_record *rec)
{
    XKEY key;
    int zero, rc;

    if (kat_hex(rec, "k", k, XB) != XB || kat_hex(rec, "u", u, XB) != XB ||
        kat_hex(rec, "out", want, XB) != XB) {
        QZT_CHECK(0, XNAME ".txt line %u: bad SHARED record", rec->line);
        return;
    }
    zero = qzt_all_zero(want, XB);
    if (set_key(&key, k, rec->line) != QZ_OK)
        return;
    memset(out, GUARD, sizeof out);
    rc = XDH(&key, WS, XWSB, out, XB, u, XB);
    QZT_CHECK(rc == (zero ? QZ_ERR_LOW_ORDER : QZ_OK), "line %u: " XNAME ": %d", rec->line, rc);
    QZT_EXPECT_BYTES("shared secret", out, want, XB);
    QZT_CHECK(guard_ok(out, XB), "line %u: wrote past the secret", rec->line);
    QZT_CHECK(qzt_all_zero(WS, XWSB), "line %u: workspace not wiped",
              rec->line);
}

static void run_iter(const kat_record *rec)
{
    XKEY key;
    long n = kat_num(rec, "n", 0);
    uint8_t kk[XB] = {XBASE}, uu[XB] = {XBASE}, r[XB];

    if (n < 1 || kat_hex(rec, "out", want, XB) != XB) {
        QZT_CHECK(0, XNAME ".txt line %u: bad ITER record", rec->line);
        return;
    }
    for (long i = 0; i < n; i++) {
        if (set_key(&key, kk, rec->line) != QZ_OK ||
            XDH(&key, WS, XWSB, r, XB, uu, XB) != QZ_OK) {
            QZT_CHECK(0, "line %u: iteration %ld failed", rec->line, i);
            return;
        }
        memcpy(uu, kk, XB);
        memcpy(kk, r, XB);
    }
    QZT_EXPECT_BYTES("iterated k", kk, want, XB);
}

static int counting_fill(void *st, uint8_t *p, size_t len)
{
    (void)st;
    for (size_t i = 0; i < len; i++)
        p[i] = (uint8_t)(0x40 + i);
    return 0;
}

static int failing_fill(void *st, uint8_t *p, size_t len)
{
    (void)st;
    (void)p;
    (void)len;
    return -1;
}

static void api_checks(void)
{
    static const qz_rng counting = {counting_fill, NULL}, failing = {failing_fill, NULL};
    XKEY key, bad;
    uint8_t kk[XB], peer[XB] = {XBASE};
    uint8_t *mis = (uint8_t *)WS + 1;

    QZT_CHECK(XF(generate_key)(&key, &counting, WS, XWSB) == QZ_OK,
              "generate_key");
    QZT_CHECK(XF(get_private_key)(&key, kk, XB) == QZ_OK, "get_private_key");
    for (int i = 0; i < XB; i++)
        QZT_CHECK(kk[i] == (uint8_t)(0x40 + i), "generated key byte %d", i);
    memset(&bad, 0x33, sizeof bad);
    QZT_CHECK(XF(generate_key)(&bad, &failing, WS, XWSB) ==
                  QZ_ERR_RNG,
              "generate_key with a failing source");
    QZT_CHECK(qzt_all_zero(&bad, sizeof bad), "key not wiped after a failing source");
    /* NULL pointers */
    QZT_CHECK(XF(set_private_key)(NULL, WS, XWSB, kk, XB) ==
                  QZ_ERR_NULL, "NULL key");
    QZT_CHECK(XF(set_private_key)(&bad, NULL, XWSB, kk, XB) ==
                  QZ_ERR_NULL, "NULL workspace");
    QZT_CHECK(XF(set_private_key)(&bad, WS, XWSB, NULL, XB) ==
                  QZ_ERR_NULL, "NULL private bytes");
    QZT_CHECK(XF(generate_key)(&bad, NULL, WS, XWSB) == QZ_ERR_NULL,
              "NULL rng");
    QZT_CHECK(XDH(&key, WS, XWSB, NULL, XB, peer, XB) ==
                  QZ_ERR_NULL, "NULL secret");
    QZT_CHECK(XDH(&key, WS, XWSB, out, XB, NULL, XB) == QZ_ERR_NULL,
              "NULL peer");
    QZT_CHECK(XF(get_public_key)(&key, NULL, XB) == QZ_ERR_NULL, "NULL public out");
    /* lengths and workspaces */
    QZT_CHECK(XF(set_private_key)(&bad, WS, XWSB, kk, XB - 1) ==
                  QZ_ERR_LENGTH, "a key a byte short");
    QZT_CHECK(XF(set_private_key)(&bad, WS, XWSB - 1, kk, XB) ==
                  QZ_ERR_LENGTH, "short workspace");
    QZT_CHECK(XF(set_private_key)(&bad, mis, XWSB, kk, XB) ==
                  QZ_ERR_NULL, "misaligned workspace");
    QZT_CHECK(XDH(&key, WS, XWSB, out, XB - 1, peer, XB) ==
                  QZ_ERR_LENGTH, "a secret a byte short");
    QZT_CHECK(XDH(&key, WS, XWSB, out, XB, peer, XB + 1) ==
                  QZ_ERR_LENGTH, "a peer a byte long");
    QZT_CHECK(XDH(&key, WS, XWSB - 4, out, XB, peer, XB) ==
                  QZ_ERR_LENGTH, "short workspace");
    QZT_CHECK(XF(get_public_key)(&key, out, XB + 1) == QZ_ERR_LENGTH, "a public out a byte long");
    QZT_CHECK(XF(get_private_key)(&key, out, 16) == QZ_ERR_LENGTH, "16-byte key out");
    /* damaged and wiped objects */
    bad = key;
    bad.pub[5] ^= 1;
    QZT_CHECK(XDH(&bad, WS, XWSB, out, XB, peer, XB) == QZ_ERR_KEY,
              "damaged public value");
    bad = key;
    bad.magic ^= 0x100;
    QZT_CHECK(XF(get_public_key)(&bad, out, XB) == QZ_ERR_KEY, "damaged magic");
    bad = key;
    XF(wipe_private_key)(&bad);
    QZT_CHECK(qzt_all_zero(&bad, sizeof bad), "wipe_private_key");
    QZT_CHECK(XF(get_private_key)(&bad, out, XB) == QZ_ERR_KEY, "wiped key");
    XF(wipe_private_key)(NULL);
}

int main(void)
{
    kat_reader rd;
    kat_record rec;
    unsigned long n_pub = 0, n_dh = 0, n_zero = 0, n_iter = 0, sets = 0;
    int sample = 0;

    kat_open(&rd, XKAT, XKAT_LEN);
    while (kat_next(&rd, &rec)) {
        if (kat_is(&rec, "op", "SET")) {
            sets++;
            sample = kat_is(&rec, "set", "sample");
            QZT_CHECK(sample || kat_is(&rec, "set", "full"), XNAME ".txt line %u: set",
                      rec.line);
        } else if (kat_is(&rec, "op", "PUBLIC")) {
            run_public(&rec);
            n_pub++;
        } else if (kat_is(&rec, "op", "SHARED")) {
            run_shared(&rec);
            n_dh++;
            n_zero += qzt_all_zero(want, XB);
        } else if (kat_is(&rec, "op", "ITER")) {
            run_iter(&rec);
            n_iter++;
        } else {
            QZT_CHECK(0, XNAME ".txt line %u: unknown op", rec.line);
        }
    }
    QZT_CHECK(sets == 1, "%lu SET records", sets);
    {
        static const unsigned long min[2][3] = {{XMIN_FULL}, {XMIN_SAMPLE}};

        QZT_CHECK(n_pub >= min[sample][0] && n_dh >= min[sample][1] &&
                      n_zero >= min[sample][2] && n_iter >= (sample ? 1u : 2u),
                  "only %lu PUBLIC, %lu SHARED (%lu zero), %lu ITER records", n_pub, n_dh,
                  n_zero, n_iter);
    }
    printf("kat-" XNAME ": the %s set: %lu public values, %lu shared secrets (%lu zero), %lu "
           "iterations\n",
           sample ? "sample" : "full", n_pub, n_dh, n_zero, n_iter);
    api_checks();
    return qzt_finish("kat-" XNAME);
}

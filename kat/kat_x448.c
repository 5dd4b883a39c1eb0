/*
 * X448 KAT runner: every record of kat/x448.txt (kat/gen_x448.py) through
 * qzcrypt/x448.h (the checks of kat/kat_x25519.c at 56 bytes).
 *  - PUBLIC: qz_x448_set_private_key, then the public value and the key
 *    read back, each with a guard after it.
 *  - SHARED: the shared secret for the record's peer value; an all-zero
 *    answer must be QZ_ERR_LOW_ORDER with the zeros in the output.
 *  - ITER: RFC 7748 5.2's iteration (k, u = X448(k, u), k from 5, 5).
 * Then the API: qz_x448_generate_key with a deterministic source (the
 * key is the source's bytes) and a failing one (QZ_ERR_RNG, key wiped); a
 * wiped and a damaged key object (QZ_ERR_KEY); NULL pointers; wrong
 * lengths; a short and a misaligned workspace; the workspace wiped after
 * every call.
 */
#include <stdio.h>
#include <string.h>

#include "qzcrypt/x448.h"
#include "kat_reader.h"
#include "qzt.h"

extern const unsigned char qzt_kat_x448[];
extern const size_t qzt_kat_x448_len;

#define GUARD 0xa5
static uint64_t ws_store[(QZ_X448_WORKSPACE_BYTES + 16) / 8];
#define WS ((void *)ws_store)
static uint8_t k[56], u[56], want[56], out[56 + 8];

static int guard_ok(const uint8_t *p, size_t n)
{
    for (size_t i = n; i < n + 8; i++)
        if (p[i] != GUARD)
            return 0;
    return 1;
}

static int set_key(qz_x448_private_key *key, const uint8_t *kk, unsigned line)
{
    int rc = qz_x448_set_private_key(key, WS, QZ_X448_WORKSPACE_BYTES, kk, 56);

    QZT_CHECK(rc == QZ_OK, "line %u: set_private_key: %d", line, rc);
    QZT_CHECK(qzt_all_zero(WS, QZ_X448_WORKSPACE_BYTES), "line %u: workspace not wiped",
              line);
    return rc;
}

static void run_public(const kat_record *rec)
{
    qz_x448_private_key key;

    if (kat_hex(rec, "k", k, 56) != 56 || kat_hex(rec, "pub", want, 56) != 56) {
        QZT_CHECK(0, "x448.txt line %u: bad PUBLIC record", rec->line);
        return;
    }
    if (set_key(&key, k, rec->line) != QZ_OK)
        return;
    memset(out, GUARD, sizeof out);
    QZT_CHECK(qz_x448_get_public_key(&key, out, 56) == QZ_OK, "line %u: get_public_key",
              rec->line);
    QZT_EXPECT_BYTES("public value", out, want, 56);
    QZT_CHECK(guard_ok(out, 56), "line %u: wrote past the public value", rec->line);
    memset(out, GUARD, sizeof out);
    QZT_CHECK(qz_x448_get_private_key(&key, out, 56) == QZ_OK, "line %u: get_private_key",
              rec->line);
    QZT_EXPECT_BYTES("private key", out, k, 56);
    QZT_CHECK(guard_ok(out, 56), "line %u: wrote past the private key", rec->line);
}

static void run_shared(const kat_record *rec)
{
    qz_x448_private_key key;
    int zero, rc;

    if (kat_hex(rec, "k", k, 56) != 56 || kat_hex(rec, "u", u, 56) != 56 ||
        kat_hex(rec, "out", want, 56) != 56) {
        QZT_CHECK(0, "x448.txt line %u: bad SHARED record", rec->line);
        return;
    }
    zero = qzt_all_zero(want, 56);
    if (set_key(&key, k, rec->line) != QZ_OK)
        return;
    memset(out, GUARD, sizeof out);
    rc = qz_x448(&key, WS, QZ_X448_WORKSPACE_BYTES, out, 56, u, 56);
    QZT_CHECK(rc == (zero ? QZ_ERR_LOW_ORDER : QZ_OK), "line %u: x448: %d", rec->line, rc);
    QZT_EXPECT_BYTES("shared secret", out, want, 56);
    QZT_CHECK(guard_ok(out, 56), "line %u: wrote past the secret", rec->line);
    QZT_CHECK(qzt_all_zero(WS, QZ_X448_WORKSPACE_BYTES), "line %u: workspace not wiped",
              rec->line);
}

static void run_iter(const kat_record *rec)
{
    qz_x448_private_key key;
    long n = kat_num(rec, "n", 0);
    uint8_t kk[56] = {5}, uu[56] = {5}, r[56];

    if (n < 1 || kat_hex(rec, "out", want, 56) != 56) {
        QZT_CHECK(0, "x448.txt line %u: bad ITER record", rec->line);
        return;
    }
    for (long i = 0; i < n; i++) {
        if (set_key(&key, kk, rec->line) != QZ_OK ||
            qz_x448(&key, WS, QZ_X448_WORKSPACE_BYTES, r, 56, uu, 56) != QZ_OK) {
            QZT_CHECK(0, "line %u: iteration %ld failed", rec->line, i);
            return;
        }
        memcpy(uu, kk, 56);
        memcpy(kk, r, 56);
    }
    QZT_EXPECT_BYTES("iterated k", kk, want, 56);
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
    qz_x448_private_key key, bad;
    uint8_t kk[56], peer[56] = {5};
    uint8_t *mis = (uint8_t *)WS + 1;

    QZT_CHECK(qz_x448_generate_key(&key, &counting, WS, QZ_X448_WORKSPACE_BYTES) == QZ_OK,
              "generate_key");
    QZT_CHECK(qz_x448_get_private_key(&key, kk, 56) == QZ_OK, "get_private_key");
    for (int i = 0; i < 56; i++)
        QZT_CHECK(kk[i] == (uint8_t)(0x40 + i), "generated key byte %d", i);
    memset(&bad, 0x33, sizeof bad);
    QZT_CHECK(qz_x448_generate_key(&bad, &failing, WS, QZ_X448_WORKSPACE_BYTES) ==
                  QZ_ERR_RNG,
              "generate_key with a failing source");
    QZT_CHECK(qzt_all_zero(&bad, sizeof bad), "key not wiped after a failing source");
    /* NULL pointers */
    QZT_CHECK(qz_x448_set_private_key(NULL, WS, QZ_X448_WORKSPACE_BYTES, kk, 56) ==
                  QZ_ERR_NULL, "NULL key");
    QZT_CHECK(qz_x448_set_private_key(&bad, NULL, QZ_X448_WORKSPACE_BYTES, kk, 56) ==
                  QZ_ERR_NULL, "NULL workspace");
    QZT_CHECK(qz_x448_set_private_key(&bad, WS, QZ_X448_WORKSPACE_BYTES, NULL, 56) ==
                  QZ_ERR_NULL, "NULL private bytes");
    QZT_CHECK(qz_x448_generate_key(&bad, NULL, WS, QZ_X448_WORKSPACE_BYTES) == QZ_ERR_NULL,
              "NULL rng");
    QZT_CHECK(qz_x448(&key, WS, QZ_X448_WORKSPACE_BYTES, NULL, 56, peer, 56) ==
                  QZ_ERR_NULL, "NULL secret");
    QZT_CHECK(qz_x448(&key, WS, QZ_X448_WORKSPACE_BYTES, out, 56, NULL, 56) == QZ_ERR_NULL,
              "NULL peer");
    QZT_CHECK(qz_x448_get_public_key(&key, NULL, 56) == QZ_ERR_NULL, "NULL public out");
    /* lengths and workspaces */
    QZT_CHECK(qz_x448_set_private_key(&bad, WS, QZ_X448_WORKSPACE_BYTES, kk, 55) ==
                  QZ_ERR_LENGTH, "55-byte key");
    QZT_CHECK(qz_x448_set_private_key(&bad, WS, QZ_X448_WORKSPACE_BYTES - 1, kk, 56) ==
                  QZ_ERR_LENGTH, "short workspace");
    QZT_CHECK(qz_x448_set_private_key(&bad, mis, QZ_X448_WORKSPACE_BYTES, kk, 56) ==
                  QZ_ERR_NULL, "misaligned workspace");
    QZT_CHECK(qz_x448(&key, WS, QZ_X448_WORKSPACE_BYTES, out, 55, peer, 56) ==
                  QZ_ERR_LENGTH, "55-byte secret");
    QZT_CHECK(qz_x448(&key, WS, QZ_X448_WORKSPACE_BYTES, out, 56, peer, 57) ==
                  QZ_ERR_LENGTH, "57-byte peer");
    QZT_CHECK(qz_x448(&key, WS, QZ_X448_WORKSPACE_BYTES - 4, out, 56, peer, 56) ==
                  QZ_ERR_LENGTH, "short workspace");
    QZT_CHECK(qz_x448_get_public_key(&key, out, 57) == QZ_ERR_LENGTH, "57-byte public out");
    QZT_CHECK(qz_x448_get_private_key(&key, out, 16) == QZ_ERR_LENGTH, "16-byte key out");
    /* damaged and wiped objects */
    bad = key;
    bad.pub[5] ^= 1;
    QZT_CHECK(qz_x448(&bad, WS, QZ_X448_WORKSPACE_BYTES, out, 56, peer, 56) == QZ_ERR_KEY,
              "damaged public value");
    bad = key;
    bad.magic ^= 0x100;
    QZT_CHECK(qz_x448_get_public_key(&bad, out, 56) == QZ_ERR_KEY, "damaged magic");
    bad = key;
    qz_x448_wipe_private_key(&bad);
    QZT_CHECK(qzt_all_zero(&bad, sizeof bad), "wipe_private_key");
    QZT_CHECK(qz_x448_get_private_key(&bad, out, 56) == QZ_ERR_KEY, "wiped key");
    qz_x448_wipe_private_key(NULL);
}

int main(void)
{
    kat_reader rd;
    kat_record rec;
    unsigned long n_pub = 0, n_dh = 0, n_zero = 0, n_iter = 0, sets = 0;
    int sample = 0;

    kat_open(&rd, qzt_kat_x448, qzt_kat_x448_len);
    while (kat_next(&rd, &rec)) {
        if (kat_is(&rec, "op", "SET")) {
            sets++;
            sample = kat_is(&rec, "set", "sample");
            QZT_CHECK(sample || kat_is(&rec, "set", "full"), "x448.txt line %u: set",
                      rec.line);
        } else if (kat_is(&rec, "op", "PUBLIC")) {
            run_public(&rec);
            n_pub++;
        } else if (kat_is(&rec, "op", "SHARED")) {
            run_shared(&rec);
            n_dh++;
            n_zero += qzt_all_zero(want, 56);
        } else if (kat_is(&rec, "op", "ITER")) {
            run_iter(&rec);
            n_iter++;
        } else {
            QZT_CHECK(0, "x448.txt line %u: unknown op", rec.line);
        }
    }
    QZT_CHECK(sets == 1, "%lu SET records", sets);
    QZT_CHECK(sample ? n_pub >= 3 && n_dh >= 9 && n_zero >= 3 && n_iter >= 1
                     : n_pub >= 20 && n_dh >= 45 && n_zero >= 5 && n_iter >= 2,
              "only %lu PUBLIC, %lu SHARED (%lu zero), %lu ITER records", n_pub, n_dh, n_zero,
              n_iter);
    printf("kat-x448: the %s set: %lu public values, %lu shared secrets (%lu zero), %lu "
           "iterations\n",
           sample ? "sample" : "full", n_pub, n_dh, n_zero, n_iter);
    api_checks();
    return qzt_finish("kat-x448");
}

/*
 * Ed448 KAT runner: every record of kat/ed448.txt (kat/gen_ed448.py)
 * through qzcrypt/ed448.h (the checks of kat/kat_ed25519.c; both variants
 * take a context).
 *  - SIGN: qz_ed448_set_private_key from the seed (the public key read
 *    back), the signature by the record's variant (Ed448ph both over the
 *    message and over its SHAKE256), then verified with a public key object
 *    set from the record's public key; a guard after every output.
 *  - VERIFY: an altered signature, a non-canonical S or R: QZ_ERR_AUTH.
 *  - POINT: qz_ed448_set_public_key's verdict (QZ_ERR_ENCODING, the
 *    object zeroed).
 * Then the API: generate_key from a deterministic and a failing source,
 * wiped and damaged key objects, NULL pointers, lengths (contexts of 256
 * bytes), short and misaligned
 * workspaces, the workspace wiped after every call.
 */
#include <stdio.h>
#include <string.h>

#include "qzcrypt/ed448.h"
#include "qzcrypt/sha3.h"
#include "kat_reader.h"
#include "qzt.h"

extern const unsigned char qzt_kat_ed448[];
extern const size_t qzt_kat_ed448_len;

#define GUARD 0xa5
#define WSB QZ_ED448_WORKSPACE_BYTES
static uint64_t ws_store[(WSB + 16) / 8];
#define WS ((void *)ws_store)
static uint8_t seed[57], pub[57], ctx[256], msg[1100], sig[114], out[114 + 8];

static int guard_ok(const uint8_t *p, size_t n)
{
    for (size_t i = n; i < n + 8; i++)
        if (p[i] != GUARD)
            return 0;
    return 1;
}

static int variant(const kat_record *rec)
{
    return kat_is(rec, "variant", "pure") ? 1 : kat_is(rec, "variant", "ph") ? 2 : -1;
}

static int do_verify(int v, const qz_ed448_public_key *pk, size_t cl, size_t ml,
                     const uint8_t *s)
{
    uint8_t dg[64];

    if (v == 1)
        return qz_ed448_verify(pk, WS, WSB, ctx, cl, msg, ml, s, 114);
    {
        int a = qz_ed448ph_verify(pk, WS, WSB, ctx, cl, msg, ml, s, 114), b;

        qz_shake256(dg, 64, msg, ml);
        b = qz_ed448ph_verify_digest(pk, WS, WSB, ctx, cl, dg, 64, s, 114);
        return a == b ? a : -100;
    }
}

static void run_sign(const kat_record *rec)
{
    qz_ed448_private_key key;
    qz_ed448_public_key pk;
    int v = variant(rec), rc;
    long cl = kat_hex(rec, "ctx", ctx, sizeof ctx), ml = kat_hex(rec, "msg", msg, sizeof msg);
    uint8_t dg[64];

    if (v < 0 || cl < 0 || ml < 0 || kat_hex(rec, "seed", seed, 57) != 57 ||
        kat_hex(rec, "pub", pub, 57) != 57 || kat_hex(rec, "sig", sig, 114) != 114) {
        QZT_CHECK(0, "ed448.txt line %u: bad SIGN record", rec->line);
        return;
    }
    rc = qz_ed448_set_private_key(&key, WS, WSB, seed, 57);
    QZT_CHECK(rc == QZ_OK && qzt_all_zero(WS, WSB), "line %u: set_private_key %d", rec->line,
              rc);
    memset(out, GUARD, sizeof out);
    QZT_CHECK(qz_ed448_get_public_key(&key, out, 57) == QZ_OK, "line %u: get_public_key",
              rec->line);
    QZT_EXPECT_BYTES("public key", out, pub, 57);
    QZT_CHECK(guard_ok(out, 57), "line %u: wrote past the public key", rec->line);
    memset(out, GUARD, sizeof out);
    if (v == 1)
        rc = qz_ed448_sign(&key, WS, WSB, out, 114, ctx, (size_t)cl, msg, (size_t)ml);
    else
        rc = qz_ed448ph_sign(&key, WS, WSB, out, 114, ctx, (size_t)cl, msg, (size_t)ml);
    QZT_CHECK(rc == QZ_OK && qzt_all_zero(WS, WSB), "line %u: sign %d", rec->line, rc);
    QZT_EXPECT_BYTES("signature", out, sig, 114);
    QZT_CHECK(guard_ok(out, 114), "line %u: wrote past the signature", rec->line);
    if (v == 2) {
        memset(out, GUARD, sizeof out);
        qz_shake256(dg, 64, msg, (size_t)ml);
        rc = qz_ed448ph_sign_digest(&key, WS, WSB, out, 114, ctx, (size_t)cl, dg, 64);
        QZT_CHECK(rc == QZ_OK, "line %u: ph_sign_digest %d", rec->line, rc);
        QZT_EXPECT_BYTES("signature over the digest", out, sig, 114);
    }
    rc = qz_ed448_set_public_key(&pk, WS, WSB, pub, 57);
    QZT_CHECK(rc == QZ_OK, "line %u: set_public_key %d", rec->line, rc);
    rc = do_verify(v, &pk, (size_t)cl, (size_t)ml, sig);
    QZT_CHECK(rc == QZ_OK && qzt_all_zero(WS, WSB), "line %u: verify %d", rec->line, rc);
}

static void run_verify(const kat_record *rec)
{
    qz_ed448_public_key pk;
    int v = variant(rec), rc;
    long cl = kat_hex(rec, "ctx", ctx, sizeof ctx), ml = kat_hex(rec, "msg", msg, sizeof msg);

    if (v < 0 || cl < 0 || ml < 0 || kat_hex(rec, "pub", pub, 57) != 57 ||
        kat_hex(rec, "sig", sig, 114) != 114 || !kat_is(rec, "result", "invalid")) {
        QZT_CHECK(0, "ed448.txt line %u: bad VERIFY record", rec->line);
        return;
    }
    rc = qz_ed448_set_public_key(&pk, WS, WSB, pub, 57);
    QZT_CHECK(rc == QZ_OK, "line %u: set_public_key %d", rec->line, rc);
    rc = do_verify(v, &pk, (size_t)cl, (size_t)ml, sig);
    QZT_CHECK(rc == QZ_ERR_AUTH && qzt_all_zero(WS, WSB), "line %u: verify %d, want %d",
              rec->line, rc, QZ_ERR_AUTH);
}

static void run_point(const kat_record *rec)
{
    qz_ed448_public_key pk;
    int valid = kat_is(rec, "result", "valid"), rc;

    if (kat_hex(rec, "pub", pub, 57) != 57) {
        QZT_CHECK(0, "ed448.txt line %u: bad POINT record", rec->line);
        return;
    }
    memset(&pk, 0x5c, sizeof pk);
    rc = qz_ed448_set_public_key(&pk, WS, WSB, pub, 57);
    QZT_CHECK(rc == (valid ? QZ_OK : QZ_ERR_ENCODING), "line %u: set_public_key %d",
              rec->line, rc);
    if (!valid)
        QZT_CHECK(qzt_all_zero(&pk, sizeof pk), "line %u: refused key not zeroed", rec->line);
}

static int counting_fill(void *st, uint8_t *p, size_t len)
{
    (void)st;
    for (size_t i = 0; i < len; i++)
        p[i] = (uint8_t)(0x20 + i);
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
    qz_ed448_private_key key, bad;
    qz_ed448_public_key pk, badp;
    uint8_t s[114], *mis = (uint8_t *)WS + 2;

    QZT_CHECK(qz_ed448_generate_key(&key, &counting, WS, WSB) == QZ_OK, "generate_key");
    QZT_CHECK(qz_ed448_get_private_key(&key, seed, 57) == QZ_OK, "get_private_key");
    for (int i = 0; i < 57; i++)
        QZT_CHECK(seed[i] == (uint8_t)(0x20 + i), "generated seed byte %d", i);
    memset(&bad, 0x33, sizeof bad);
    QZT_CHECK(qz_ed448_generate_key(&bad, &failing, WS, WSB) == QZ_ERR_RNG, "failing source");
    QZT_CHECK(qzt_all_zero(&bad, sizeof bad), "key not wiped after a failing source");
    QZT_CHECK(qz_ed448_get_public_key(&key, pub, 57) == QZ_OK, "get_public_key");
    QZT_CHECK(qz_ed448_set_public_key(&pk, WS, WSB, pub, 57) == QZ_OK, "set_public_key");
    QZT_CHECK(qz_ed448_sign(&key, WS, WSB, s, 114, NULL, 0, NULL, 0) == QZ_OK, "empty message");
    QZT_CHECK(qz_ed448_verify(&pk, WS, WSB, NULL, 0, NULL, 0, s, 114) == QZ_OK, "verify empty");
    QZT_CHECK(qz_ed448_sign(NULL, WS, WSB, s, 114, NULL, 0, msg, 1) == QZ_ERR_NULL, "NULL key");
    QZT_CHECK(qz_ed448_sign(&key, NULL, WSB, s, 114, NULL, 0, msg, 1) == QZ_ERR_NULL, "NULL ws");
    QZT_CHECK(qz_ed448_sign(&key, WS, WSB, NULL, 114, NULL, 0, msg, 1) == QZ_ERR_NULL,
              "NULL sig");
    QZT_CHECK(qz_ed448_sign(&key, WS, WSB, s, 114, NULL, 0, NULL, 1) == QZ_ERR_NULL, "NULL msg");
    QZT_CHECK(qz_ed448_sign(&key, WS, WSB, s, 114, NULL, 1, msg, 1) == QZ_ERR_NULL, "NULL ctx");
    QZT_CHECK(qz_ed448_verify(&pk, WS, WSB, NULL, 0, msg, 1, NULL, 114) == QZ_ERR_NULL,
              "NULL sig to verify");
    QZT_CHECK(qz_ed448_set_public_key(&badp, WS, WSB, NULL, 57) == QZ_ERR_NULL, "NULL pub");
    QZT_CHECK(qz_ed448_sign(&key, WS, WSB, s, 113, NULL, 0, msg, 1) == QZ_ERR_LENGTH,
              "113-byte sig");
    QZT_CHECK(qz_ed448_verify(&pk, WS, WSB, NULL, 0, msg, 1, s, 113) == QZ_ERR_AUTH,
              "113-byte signature to verify");
    QZT_CHECK(qz_ed448_sign(&key, WS, WSB, s, 114, ctx, 256, msg, 1) == QZ_ERR_LENGTH,
              "256-byte context");
    QZT_CHECK(qz_ed448ph_sign(&key, WS, WSB, s, 114, ctx, 256, msg, 1) == QZ_ERR_LENGTH,
              "256-byte ph context");
    QZT_CHECK(qz_ed448ph_sign_digest(&key, WS, WSB, s, 114, NULL, 0, msg, 32) == QZ_ERR_LENGTH,
              "32-byte digest");
    QZT_CHECK(qz_ed448_sign(&key, WS, WSB - 1, s, 114, NULL, 0, msg, 1) == QZ_ERR_LENGTH,
              "short workspace");
    QZT_CHECK(qz_ed448_sign(&key, mis, WSB, s, 114, NULL, 0, msg, 1) == QZ_ERR_NULL,
              "misaligned workspace");
    QZT_CHECK(qz_ed448_set_private_key(&bad, WS, WSB, seed, 56) == QZ_ERR_LENGTH,
              "56-byte seed");
    QZT_CHECK(qz_ed448_set_public_key(&badp, WS, WSB, pub, 58) == QZ_ERR_LENGTH,
              "58-byte public key");
    bad = key;
    bad.pub[3] ^= 4;
    QZT_CHECK(qz_ed448_sign(&bad, WS, WSB, s, 114, NULL, 0, msg, 1) == QZ_ERR_KEY,
              "damaged key");
    badp = pk;
    badp.point[9] ^= 1;
    QZT_CHECK(qz_ed448_verify(&badp, WS, WSB, NULL, 0, msg, 1, s, 114) == QZ_ERR_KEY,
              "damaged point");
    bad = key;
    qz_ed448_wipe_private_key(&bad);
    QZT_CHECK(qzt_all_zero(&bad, sizeof bad), "wipe_private_key");
    QZT_CHECK(qz_ed448_sign(&bad, WS, WSB, s, 114, NULL, 0, msg, 1) == QZ_ERR_KEY, "wiped key");
    qz_ed448_wipe_private_key(NULL);
}

int main(void)
{
    kat_reader rd;
    kat_record rec;
    unsigned long n[3] = {0}, sets = 0;
    int sample = 0;

    kat_open(&rd, qzt_kat_ed448, qzt_kat_ed448_len);
    while (kat_next(&rd, &rec)) {
        if (kat_is(&rec, "op", "SET")) {
            sets++;
            sample = kat_is(&rec, "set", "sample");
        } else if (kat_is(&rec, "op", "SIGN")) {
            run_sign(&rec);
            n[0]++;
        } else if (kat_is(&rec, "op", "VERIFY")) {
            run_verify(&rec);
            n[1]++;
        } else if (kat_is(&rec, "op", "POINT")) {
            run_point(&rec);
            n[2]++;
        } else {
            QZT_CHECK(0, "ed448.txt line %u: unknown op", rec.line);
        }
    }
    QZT_CHECK(sets == 1, "%lu SET records", sets);
    QZT_CHECK(sample ? n[0] >= 6 && n[1] >= 20 && n[2] >= 15
                     : n[0] >= 32 && n[1] >= 120 && n[2] >= 15,
              "only %lu SIGN, %lu VERIFY, %lu POINT records", n[0], n[1], n[2]);
    printf("kat-ed448: the %s set: %lu signatures, %lu refused, %lu encodings\n",
           sample ? "sample" : "full", n[0], n[1], n[2]);
    api_checks();
    return qzt_finish("kat-ed448");
}

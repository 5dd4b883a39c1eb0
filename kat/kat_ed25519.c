/*
 * Ed25519 KAT runner: every record of kat/ed25519.txt (kat/gen_ed25519.py)
 * through qzcrypt/ed25519.h.
 *  - SIGN: qz_ed25519_set_private_key from the seed (the public key read
 *    back), the signature by the record's variant (Ed25519ph both over the
 *    message and over its SHA-512), then verified with a public key object
 *    set from the record's public key; a guard after every output.
 *  - VERIFY: an altered signature, a non-canonical S or R: QZ_ERR_AUTH.
 *  - POINT: qz_ed25519_set_public_key's verdict (QZ_ERR_ENCODING, the
 *    object zeroed).
 * Then the API: generate_key from a deterministic and a failing source,
 * wiped and damaged key objects, NULL pointers, lengths (contexts of 0
 * and 256 bytes for Ed25519ctx, 256 for Ed25519ph), short and misaligned
 * workspaces, the workspace wiped after every call.
 */
#include <stdio.h>
#include <string.h>

#include "qzcrypt/ed25519.h"
#include "qzcrypt/sha2.h"
#include "kat_reader.h"
#include "qzt.h"

extern const unsigned char qzt_kat_ed25519[];
extern const size_t qzt_kat_ed25519_len;

#define GUARD 0xa5
#define WSB QZ_ED25519_WORKSPACE_BYTES
static uint64_t ws_store[(WSB + 16) / 8];
#define WS ((void *)ws_store)
static uint8_t seed[32], pub[32], ctx[256], msg[1100], sig[64], out[64 + 8];

static int guard_ok(const uint8_t *p, size_t n)
{
    for (size_t i = n; i < n + 8; i++)
        if (p[i] != GUARD)
            return 0;
    return 1;
}

static int variant(const kat_record *rec)
{
    return kat_is(rec, "variant", "pure") ? 0 : kat_is(rec, "variant", "ctx") ? 1
                                              : kat_is(rec, "variant", "ph")  ? 2
                                                                              : -1;
}

static int do_verify(int v, const qz_ed25519_public_key *pk, size_t cl, size_t ml,
                     const uint8_t *s)
{
    uint8_t dg[64];

    switch (v) {
    case 0: return qz_ed25519_verify(pk, WS, WSB, msg, ml, s, 64);
    case 1: return qz_ed25519ctx_verify(pk, WS, WSB, ctx, cl, msg, ml, s, 64);
    default: {
        int a = qz_ed25519ph_verify(pk, WS, WSB, ctx, cl, msg, ml, s, 64), b;

        qz_sha512(dg, msg, ml);
        b = qz_ed25519ph_verify_digest(pk, WS, WSB, ctx, cl, dg, 64, s, 64);
        return a == b ? a : -100;
    }
    }
}

static void run_sign(const kat_record *rec)
{
    qz_ed25519_private_key key;
    qz_ed25519_public_key pk;
    int v = variant(rec), rc;
    long cl = kat_hex(rec, "ctx", ctx, sizeof ctx), ml = kat_hex(rec, "msg", msg, sizeof msg);
    uint8_t dg[64];

    if (v < 0 || cl < 0 || ml < 0 || kat_hex(rec, "seed", seed, 32) != 32 ||
        kat_hex(rec, "pub", pub, 32) != 32 || kat_hex(rec, "sig", sig, 64) != 64) {
        QZT_CHECK(0, "ed25519.txt line %u: bad SIGN record", rec->line);
        return;
    }
    rc = qz_ed25519_set_private_key(&key, WS, WSB, seed, 32);
    QZT_CHECK(rc == QZ_OK && qzt_all_zero(WS, WSB), "line %u: set_private_key %d", rec->line,
              rc);
    memset(out, GUARD, sizeof out);
    QZT_CHECK(qz_ed25519_get_public_key(&key, out, 32) == QZ_OK, "line %u: get_public_key",
              rec->line);
    QZT_EXPECT_BYTES("public key", out, pub, 32);
    QZT_CHECK(guard_ok(out, 32), "line %u: wrote past the public key", rec->line);
    memset(out, GUARD, sizeof out);
    switch (v) {
    case 0: rc = qz_ed25519_sign(&key, WS, WSB, out, 64, msg, (size_t)ml); break;
    case 1: rc = qz_ed25519ctx_sign(&key, WS, WSB, out, 64, ctx, (size_t)cl, msg, (size_t)ml);
        break;
    default:
        rc = qz_ed25519ph_sign(&key, WS, WSB, out, 64, ctx, (size_t)cl, msg, (size_t)ml);
        break;
    }
    QZT_CHECK(rc == QZ_OK && qzt_all_zero(WS, WSB), "line %u: sign %d", rec->line, rc);
    QZT_EXPECT_BYTES("signature", out, sig, 64);
    QZT_CHECK(guard_ok(out, 64), "line %u: wrote past the signature", rec->line);
    if (v == 2) {
        memset(out, GUARD, sizeof out);
        qz_sha512(dg, msg, (size_t)ml);
        rc = qz_ed25519ph_sign_digest(&key, WS, WSB, out, 64, ctx, (size_t)cl, dg, 64);
        QZT_CHECK(rc == QZ_OK, "line %u: ph_sign_digest %d", rec->line, rc);
        QZT_EXPECT_BYTES("signature over the digest", out, sig, 64);
    }
    rc = qz_ed25519_set_public_key(&pk, WS, WSB, pub, 32);
    QZT_CHECK(rc == QZ_OK, "line %u: set_public_key %d", rec->line, rc);
    rc = do_verify(v, &pk, (size_t)cl, (size_t)ml, sig);
    QZT_CHECK(rc == QZ_OK && qzt_all_zero(WS, WSB), "line %u: verify %d", rec->line, rc);
}

static void run_verify(const kat_record *rec)
{
    qz_ed25519_public_key pk;
    int v = variant(rec), rc;
    long cl = kat_hex(rec, "ctx", ctx, sizeof ctx), ml = kat_hex(rec, "msg", msg, sizeof msg);

    if (v < 0 || cl < 0 || ml < 0 || kat_hex(rec, "pub", pub, 32) != 32 ||
        kat_hex(rec, "sig", sig, 64) != 64 || !kat_is(rec, "result", "invalid")) {
        QZT_CHECK(0, "ed25519.txt line %u: bad VERIFY record", rec->line);
        return;
    }
    if (v == 1 && cl == 0)
        return; /* Ed25519ctx needs a context: the API checks cover it */
    rc = qz_ed25519_set_public_key(&pk, WS, WSB, pub, 32);
    QZT_CHECK(rc == QZ_OK, "line %u: set_public_key %d", rec->line, rc);
    rc = do_verify(v, &pk, (size_t)cl, (size_t)ml, sig);
    QZT_CHECK(rc == QZ_ERR_AUTH && qzt_all_zero(WS, WSB), "line %u: verify %d, want %d",
              rec->line, rc, QZ_ERR_AUTH);
}

static void run_point(const kat_record *rec)
{
    qz_ed25519_public_key pk;
    int valid = kat_is(rec, "result", "valid"), rc;

    if (kat_hex(rec, "pub", pub, 32) != 32) {
        QZT_CHECK(0, "ed25519.txt line %u: bad POINT record", rec->line);
        return;
    }
    memset(&pk, 0x5c, sizeof pk);
    rc = qz_ed25519_set_public_key(&pk, WS, WSB, pub, 32);
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
    qz_ed25519_private_key key, bad;
    qz_ed25519_public_key pk, badp;
    uint8_t s[64], *mis = (uint8_t *)WS + 2;

    QZT_CHECK(qz_ed25519_generate_key(&key, &counting, WS, WSB) == QZ_OK, "generate_key");
    QZT_CHECK(qz_ed25519_get_private_key(&key, seed, 32) == QZ_OK, "get_private_key");
    for (int i = 0; i < 32; i++)
        QZT_CHECK(seed[i] == (uint8_t)(0x20 + i), "generated seed byte %d", i);
    memset(&bad, 0x33, sizeof bad);
    QZT_CHECK(qz_ed25519_generate_key(&bad, &failing, WS, WSB) == QZ_ERR_RNG, "failing source");
    QZT_CHECK(qzt_all_zero(&bad, sizeof bad), "key not wiped after a failing source");
    QZT_CHECK(qz_ed25519_get_public_key(&key, pub, 32) == QZ_OK, "get_public_key");
    QZT_CHECK(qz_ed25519_set_public_key(&pk, WS, WSB, pub, 32) == QZ_OK, "set_public_key");
    QZT_CHECK(qz_ed25519_sign(&key, WS, WSB, s, 64, NULL, 0) == QZ_OK, "empty message");
    QZT_CHECK(qz_ed25519_verify(&pk, WS, WSB, NULL, 0, s, 64) == QZ_OK, "verify empty");
    /* NULL pointers */
    QZT_CHECK(qz_ed25519_sign(NULL, WS, WSB, s, 64, msg, 1) == QZ_ERR_NULL, "NULL key");
    QZT_CHECK(qz_ed25519_sign(&key, NULL, WSB, s, 64, msg, 1) == QZ_ERR_NULL, "NULL ws");
    QZT_CHECK(qz_ed25519_sign(&key, WS, WSB, NULL, 64, msg, 1) == QZ_ERR_NULL, "NULL sig");
    QZT_CHECK(qz_ed25519_sign(&key, WS, WSB, s, 64, NULL, 1) == QZ_ERR_NULL, "NULL msg");
    QZT_CHECK(qz_ed25519ctx_sign(&key, WS, WSB, s, 64, NULL, 1, msg, 1) == QZ_ERR_NULL,
              "NULL ctx");
    QZT_CHECK(qz_ed25519_verify(&pk, WS, WSB, msg, 1, NULL, 64) == QZ_ERR_NULL, "NULL sig");
    QZT_CHECK(qz_ed25519_set_public_key(&badp, WS, WSB, NULL, 32) == QZ_ERR_NULL, "NULL pub");
    /* lengths and workspaces */
    QZT_CHECK(qz_ed25519_sign(&key, WS, WSB, s, 63, msg, 1) == QZ_ERR_LENGTH, "63-byte sig");
    QZT_CHECK(qz_ed25519_verify(&pk, WS, WSB, msg, 1, s, 63) == QZ_ERR_AUTH,
              "63-byte signature to verify");
    QZT_CHECK(qz_ed25519ctx_sign(&key, WS, WSB, s, 64, ctx, 0, msg, 1) == QZ_ERR_LENGTH,
              "Ed25519ctx without a context");
    QZT_CHECK(qz_ed25519ctx_sign(&key, WS, WSB, s, 64, ctx, 256, msg, 1) == QZ_ERR_LENGTH,
              "256-byte context");
    QZT_CHECK(qz_ed25519ph_sign(&key, WS, WSB, s, 64, ctx, 256, msg, 1) == QZ_ERR_LENGTH,
              "256-byte ph context");
    QZT_CHECK(qz_ed25519ph_sign_digest(&key, WS, WSB, s, 64, NULL, 0, msg, 32) ==
                  QZ_ERR_LENGTH, "32-byte digest");
    QZT_CHECK(qz_ed25519_sign(&key, WS, WSB - 1, s, 64, msg, 1) == QZ_ERR_LENGTH,
              "short workspace");
    QZT_CHECK(qz_ed25519_sign(&key, mis, WSB, s, 64, msg, 1) == QZ_ERR_NULL,
              "misaligned workspace");
    QZT_CHECK(qz_ed25519_set_private_key(&bad, WS, WSB, seed, 31) == QZ_ERR_LENGTH,
              "31-byte seed");
    QZT_CHECK(qz_ed25519_set_public_key(&badp, WS, WSB, pub, 33) == QZ_ERR_LENGTH,
              "33-byte public key");
    /* damaged and wiped objects */
    bad = key;
    bad.pub[3] ^= 4;
    QZT_CHECK(qz_ed25519_sign(&bad, WS, WSB, s, 64, msg, 1) == QZ_ERR_KEY, "damaged key");
    badp = pk;
    badp.point[9] ^= 1;
    QZT_CHECK(qz_ed25519_verify(&badp, WS, WSB, msg, 1, s, 64) == QZ_ERR_KEY, "damaged point");
    bad = key;
    qz_ed25519_wipe_private_key(&bad);
    QZT_CHECK(qzt_all_zero(&bad, sizeof bad), "wipe_private_key");
    QZT_CHECK(qz_ed25519_sign(&bad, WS, WSB, s, 64, msg, 1) == QZ_ERR_KEY, "wiped key");
    qz_ed25519_wipe_private_key(NULL);
}

int main(void)
{
    kat_reader rd;
    kat_record rec;
    unsigned long n[3] = {0}, sets = 0;
    int sample = 0;

    kat_open(&rd, qzt_kat_ed25519, qzt_kat_ed25519_len);
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
            QZT_CHECK(0, "ed25519.txt line %u: unknown op", rec.line);
        }
    }
    QZT_CHECK(sets == 1, "%lu SET records", sets);
    QZT_CHECK(sample ? n[0] >= 15 && n[1] >= 60 && n[2] >= 14
                     : n[0] >= 48 && n[1] >= 150 && n[2] >= 14,
              "only %lu SIGN, %lu VERIFY, %lu POINT records", n[0], n[1], n[2]);
    printf("kat-ed25519: the %s set: %lu signatures, %lu refused, %lu encodings\n",
           sample ? "sample" : "full", n[0], n[1], n[2]);
    api_checks();
    return qzt_finish("kat-ed25519");
}

/*
 * EdDSA KAT runner, built twice: kat-ed25519 runs kat/ed25519.txt
 * (kat/gen_ed25519.py) through qzcrypt/ed25519.h, kat-ed448 (QZT_ED448)
 * kat/ed448.txt (kat/gen_ed448.py) through qzcrypt/ed448.h. The curve's
 * calls are reached through the few names defined below, so that both
 * run the same checks.
 *  - SIGN: set_private_key from the seed (the public key read back), the
 *    signature by the record's variant (the ph variant both over the
 *    message and over its pre-hash, SHA-512 or SHAKE256), then verified
 *    with a public key object set from the record's public key; a guard
 *    after every output.
 *  - VERIFY: an altered signature, a non-canonical S or R: QZ_ERR_AUTH.
 *  - POINT: set_public_key's verdict (QZ_ERR_ENCODING, the object zeroed).
 * Then the API: generate_key from a deterministic and a failing source,
 * wiped and damaged key objects, NULL pointers, lengths (contexts of 256
 * bytes, and of 0 for Ed25519ctx), short and misaligned workspaces, the
 * workspace wiped after every call.
 */
#include <stdio.h>
#include <string.h>

#include "kat_reader.h"
#include "qzt.h"

enum { PURE, CTX, PH }; /* the records' variants; Ed448's pure takes a context */

#ifdef QZT_ED448
#include "qzcrypt/ed448.h"
#include "qzcrypt/sha3.h"
#define NAME "ed448"
#define KAT qzt_kat_ed448
#define KAT_LEN qzt_kat_ed448_len
#define SEED_B 57
#define SIG_B 114
#define WSB QZ_ED448_WORKSPACE_BYTES
#define MIN_RECORDS(sample) ((sample) ? 6 : 32), ((sample) ? 20 : 120), 15
typedef qz_ed448_private_key priv_key;
typedef qz_ed448_public_key pub_key;
#define set_priv qz_ed448_set_private_key
#define gen_key qz_ed448_generate_key
#define get_priv qz_ed448_get_private_key
#define get_pub qz_ed448_get_public_key
#define wipe_priv qz_ed448_wipe_private_key
#define set_pub qz_ed448_set_public_key
#define ph_sign qz_ed448ph_sign
#define ph_sign_digest qz_ed448ph_sign_digest
#define ph_verify qz_ed448ph_verify
#define ph_verify_digest qz_ed448ph_verify_digest
#define pre_hash(dg, m, n) qz_shake256(dg, 64, m, n)
/* Ed448 with the record's context (0 to 255 bytes) */
#define sign_ctx(k, ws, wsb, s, sl, c, cl, m, ml) qz_ed448_sign(k, ws, wsb, s, sl, c, cl, m, ml)
#define verify_ctx(p, ws, wsb, c, cl, m, ml, s, sl) \
    qz_ed448_verify(p, ws, wsb, c, cl, m, ml, s, sl)
#define sign_pure(k, ws, wsb, s, sl, m, ml) qz_ed448_sign(k, ws, wsb, s, sl, NULL, 0, m, ml)
#define verify_pure(p, ws, wsb, m, ml, s, sl) qz_ed448_verify(p, ws, wsb, NULL, 0, m, ml, s, sl)
#else
#include "qzcrypt/ed25519.h"
#include "qzcrypt/sha2.h"
#define NAME "ed25519"
#define KAT qzt_kat_ed25519
#define KAT_LEN qzt_kat_ed25519_len
#define SEED_B 32
#define SIG_B 64
#define WSB QZ_ED25519_WORKSPACE_BYTES
#define MIN_RECORDS(sample) ((sample) ? 15 : 48), ((sample) ? 60 : 150), 14
typedef qz_ed25519_private_key priv_key;
typedef qz_ed25519_public_key pub_key;
#define set_priv qz_ed25519_set_private_key
#define gen_key qz_ed25519_generate_key
#define get_priv qz_ed25519_get_private_key
#define get_pub qz_ed25519_get_public_key
#define wipe_priv qz_ed25519_wipe_private_key
#define set_pub qz_ed25519_set_public_key
#define ph_sign qz_ed25519ph_sign
#define ph_sign_digest qz_ed25519ph_sign_digest
#define ph_verify qz_ed25519ph_verify
#define ph_verify_digest qz_ed25519ph_verify_digest
#define pre_hash(dg, m, n) qz_sha512(dg, m, n)
/* Ed25519ctx (a context of 1 to 255 bytes) */
#define sign_ctx qz_ed25519ctx_sign
#define verify_ctx qz_ed25519ctx_verify
#define sign_pure qz_ed25519_sign
#define verify_pure qz_ed25519_verify
#endif
#define PUB_B SEED_B

extern const unsigned char KAT[];
extern const size_t KAT_LEN;

#define GUARD 0xa5
static uint64_t ws_store[(WSB + 16) / 8];
#define WS ((void *)ws_store)
static uint8_t seed[SEED_B], pub[PUB_B], ctx[256], msg[1100], sig[SIG_B], out[SIG_B + 8];

static int guard_ok(const uint8_t *p, size_t n)
{
    for (size_t i = n; i < n + 8; i++)
        if (p[i] != GUARD)
            return 0;
    return 1;
}

static int variant(const kat_record *rec)
{
#ifdef QZT_ED448
    if (kat_is(rec, "variant", "pure"))
        return CTX;
#else
    if (kat_is(rec, "variant", "pure"))
        return PURE;
    if (kat_is(rec, "variant", "ctx"))
        return CTX;
#endif
    return kat_is(rec, "variant", "ph") ? PH : -1;
}

static int do_sign(int v, const priv_key *key, uint8_t *s, size_t cl, size_t ml)
{
    switch (v) {
    case PURE: return sign_pure(key, WS, WSB, s, SIG_B, msg, ml);
    case CTX: return sign_ctx(key, WS, WSB, s, SIG_B, ctx, cl, msg, ml);
    default: return ph_sign(key, WS, WSB, s, SIG_B, ctx, cl, msg, ml);
    }
}

/* The ph variant both over the message and over its pre-hash: the two
 * verdicts must agree. */
static int do_verify(int v, const pub_key *pk, size_t cl, size_t ml, const uint8_t *s)
{
    uint8_t dg[64];
    int a, b;

    switch (v) {
    case PURE: return verify_pure(pk, WS, WSB, msg, ml, s, SIG_B);
    case CTX: return verify_ctx(pk, WS, WSB, ctx, cl, msg, ml, s, SIG_B);
    default:
        a = ph_verify(pk, WS, WSB, ctx, cl, msg, ml, s, SIG_B);
        pre_hash(dg, msg, ml);
        b = ph_verify_digest(pk, WS, WSB, ctx, cl, dg, 64, s, SIG_B);
        return a == b ? a : -100;
    }
}

static void run_sign(const kat_record *rec)
{
    priv_key key;
    pub_key pk;
    int v = variant(rec), rc;
    long cl = kat_hex(rec, "ctx", ctx, sizeof ctx), ml = kat_hex(rec, "msg", msg, sizeof msg);
    uint8_t dg[64];

    if (v < 0 || cl < 0 || ml < 0 || kat_hex(rec, "seed", seed, SEED_B) != SEED_B ||
        kat_hex(rec, "pub", pub, PUB_B) != PUB_B || kat_hex(rec, "sig", sig, SIG_B) != SIG_B) {
        QZT_CHECK(0, NAME ".txt line %u: bad SIGN record", rec->line);
        return;
    }
    rc = set_priv(&key, WS, WSB, seed, SEED_B);
    QZT_CHECK(rc == QZ_OK && qzt_all_zero(WS, WSB), "line %u: set_private_key %d", rec->line,
              rc);
    memset(out, GUARD, sizeof out);
    QZT_CHECK(get_pub(&key, out, PUB_B) == QZ_OK, "line %u: get_public_key", rec->line);
    QZT_EXPECT_BYTES("public key", out, pub, PUB_B);
    QZT_CHECK(guard_ok(out, PUB_B), "line %u: wrote past the public key", rec->line);
    memset(out, GUARD, sizeof out);
    rc = do_sign(v, &key, out, (size_t)cl, (size_t)ml);
    QZT_CHECK(rc == QZ_OK && qzt_all_zero(WS, WSB), "line %u: sign %d", rec->line, rc);
    QZT_EXPECT_BYTES("signature", out, sig, SIG_B);
    QZT_CHECK(guard_ok(out, SIG_B), "line %u: wrote past the signature", rec->line);
    if (v == PH) {
        memset(out, GUARD, sizeof out);
        pre_hash(dg, msg, (size_t)ml);
        rc = ph_sign_digest(&key, WS, WSB, out, SIG_B, ctx, (size_t)cl, dg, 64);
        QZT_CHECK(rc == QZ_OK, "line %u: ph_sign_digest %d", rec->line, rc);
        QZT_EXPECT_BYTES("signature over the digest", out, sig, SIG_B);
    }
    rc = set_pub(&pk, WS, WSB, pub, PUB_B);
    QZT_CHECK(rc == QZ_OK, "line %u: set_public_key %d", rec->line, rc);
    rc = do_verify(v, &pk, (size_t)cl, (size_t)ml, sig);
    QZT_CHECK(rc == QZ_OK && qzt_all_zero(WS, WSB), "line %u: verify %d", rec->line, rc);
}

static void run_verify(const kat_record *rec)
{
    pub_key pk;
    int v = variant(rec), rc;
    long cl = kat_hex(rec, "ctx", ctx, sizeof ctx), ml = kat_hex(rec, "msg", msg, sizeof msg);

    if (v < 0 || cl < 0 || ml < 0 || kat_hex(rec, "pub", pub, PUB_B) != PUB_B ||
        kat_hex(rec, "sig", sig, SIG_B) != SIG_B || !kat_is(rec, "result", "invalid")) {
        QZT_CHECK(0, NAME ".txt line %u: bad VERIFY record", rec->line);
        return;
    }
#ifndef QZT_ED448
    if (v == CTX && cl == 0)
        return; /* Ed25519ctx needs a context: the API checks cover it */
#endif
    rc = set_pub(&pk, WS, WSB, pub, PUB_B);
    QZT_CHECK(rc == QZ_OK, "line %u: set_public_key %d", rec->line, rc);
    rc = do_verify(v, &pk, (size_t)cl, (size_t)ml, sig);
    QZT_CHECK(rc == QZ_ERR_AUTH && qzt_all_zero(WS, WSB), "line %u: verify %d, want %d",
              rec->line, rc, QZ_ERR_AUTH);
}

static void run_point(const kat_record *rec)
{
    pub_key pk;
    int valid = kat_is(rec, "result", "valid"), rc;

    if (kat_hex(rec, "pub", pub, PUB_B) != PUB_B) {
        QZT_CHECK(0, NAME ".txt line %u: bad POINT record", rec->line);
        return;
    }
    memset(&pk, 0x5c, sizeof pk);
    rc = set_pub(&pk, WS, WSB, pub, PUB_B);
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
    priv_key key, bad;
    pub_key pk, badp;
    uint8_t s[SIG_B], *mis = (uint8_t *)WS + 2;

    QZT_CHECK(gen_key(&key, &counting, WS, WSB) == QZ_OK, "generate_key");
    QZT_CHECK(get_priv(&key, seed, SEED_B) == QZ_OK, "get_private_key");
    for (int i = 0; i < SEED_B; i++)
        QZT_CHECK(seed[i] == (uint8_t)(0x20 + i), "generated seed byte %d", i);
    memset(&bad, 0x33, sizeof bad);
    QZT_CHECK(gen_key(&bad, &failing, WS, WSB) == QZ_ERR_RNG, "failing source");
    QZT_CHECK(qzt_all_zero(&bad, sizeof bad), "key not wiped after a failing source");
    QZT_CHECK(get_pub(&key, pub, PUB_B) == QZ_OK, "get_public_key");
    QZT_CHECK(set_pub(&pk, WS, WSB, pub, PUB_B) == QZ_OK, "set_public_key");
    QZT_CHECK(sign_pure(&key, WS, WSB, s, SIG_B, NULL, 0) == QZ_OK, "empty message");
    QZT_CHECK(verify_pure(&pk, WS, WSB, NULL, 0, s, SIG_B) == QZ_OK, "verify empty");
    /* NULL pointers */
    QZT_CHECK(sign_pure(NULL, WS, WSB, s, SIG_B, msg, 1) == QZ_ERR_NULL, "NULL key");
    QZT_CHECK(sign_pure(&key, NULL, WSB, s, SIG_B, msg, 1) == QZ_ERR_NULL, "NULL ws");
    QZT_CHECK(sign_pure(&key, WS, WSB, NULL, SIG_B, msg, 1) == QZ_ERR_NULL, "NULL sig");
    QZT_CHECK(sign_pure(&key, WS, WSB, s, SIG_B, NULL, 1) == QZ_ERR_NULL, "NULL msg");
    QZT_CHECK(sign_ctx(&key, WS, WSB, s, SIG_B, NULL, 1, msg, 1) == QZ_ERR_NULL, "NULL ctx");
    QZT_CHECK(verify_pure(&pk, WS, WSB, msg, 1, NULL, SIG_B) == QZ_ERR_NULL,
              "NULL sig to verify");
    QZT_CHECK(set_pub(&badp, WS, WSB, NULL, PUB_B) == QZ_ERR_NULL, "NULL pub");
    /* lengths and workspaces */
    QZT_CHECK(sign_pure(&key, WS, WSB, s, SIG_B - 1, msg, 1) == QZ_ERR_LENGTH, "short sig");
    QZT_CHECK(verify_pure(&pk, WS, WSB, msg, 1, s, SIG_B - 1) == QZ_ERR_AUTH,
              "short signature to verify");
#ifndef QZT_ED448
    QZT_CHECK(sign_ctx(&key, WS, WSB, s, SIG_B, ctx, 0, msg, 1) == QZ_ERR_LENGTH,
              "Ed25519ctx without a context");
#endif
    QZT_CHECK(sign_ctx(&key, WS, WSB, s, SIG_B, ctx, 256, msg, 1) == QZ_ERR_LENGTH,
              "256-byte context");
    QZT_CHECK(ph_sign(&key, WS, WSB, s, SIG_B, ctx, 256, msg, 1) == QZ_ERR_LENGTH,
              "256-byte ph context");
    QZT_CHECK(ph_sign_digest(&key, WS, WSB, s, SIG_B, NULL, 0, msg, 32) == QZ_ERR_LENGTH,
              "32-byte digest");
    QZT_CHECK(sign_pure(&key, WS, WSB - 1, s, SIG_B, msg, 1) == QZ_ERR_LENGTH,
              "short workspace");
    QZT_CHECK(sign_pure(&key, mis, WSB, s, SIG_B, msg, 1) == QZ_ERR_NULL,
              "misaligned workspace");
    QZT_CHECK(set_priv(&bad, WS, WSB, seed, SEED_B - 1) == QZ_ERR_LENGTH, "short seed");
    QZT_CHECK(set_pub(&badp, WS, WSB, pub, PUB_B + 1) == QZ_ERR_LENGTH, "long public key");
    /* damaged and wiped objects */
    bad = key;
    bad.pub[3] ^= 4;
    QZT_CHECK(sign_pure(&bad, WS, WSB, s, SIG_B, msg, 1) == QZ_ERR_KEY, "damaged key");
    badp = pk;
    badp.point[9] ^= 1;
    QZT_CHECK(verify_pure(&badp, WS, WSB, msg, 1, s, SIG_B) == QZ_ERR_KEY, "damaged point");
    bad = key;
    wipe_priv(&bad);
    QZT_CHECK(qzt_all_zero(&bad, sizeof bad), "wipe_private_key");
    QZT_CHECK(sign_pure(&bad, WS, WSB, s, SIG_B, msg, 1) == QZ_ERR_KEY, "wiped key");
    wipe_priv(NULL);
}

static int enough(int sample, const unsigned long n[3])
{
    const unsigned long min[3] = {MIN_RECORDS(sample)};

    return n[0] >= min[0] && n[1] >= min[1] && n[2] >= min[2];
}

int main(void)
{
    kat_reader rd;
    kat_record rec;
    unsigned long n[3] = {0}, sets = 0;
    int sample = 0;

    kat_open(&rd, KAT, KAT_LEN);
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
            QZT_CHECK(0, NAME ".txt line %u: unknown op", rec.line);
        }
    }
    QZT_CHECK(sets == 1, "%lu SET records", sets);
    QZT_CHECK(enough(sample, n), "only %lu SIGN, %lu VERIFY, %lu POINT records", n[0], n[1],
              n[2]);
    printf("kat-" NAME ": the %s set: %lu signatures, %lu refused, %lu encodings\n",
           sample ? "sample" : "full", n[0], n[1], n[2]);
    api_checks();
    return qzt_finish("kat-" NAME);
}

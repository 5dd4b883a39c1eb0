/*
 * ECDSA KAT runner: every record of kat/ecdsa.txt (kat/gen_ec.py) through
 * qzcrypt/ecdsa.h.
 *  - SIGN (deterministic, RFC 6979): qz_ecdsa_sign on the message (and,
 *    every other record, qz_ecdsa_sign_digest on its digest), or
 *    qz_ecdsa_sign_digest on the record's digest, gives the record's
 *    r || s, with a guard after it; a signature of a digest verifies; the
 *    DER form is the record's (qz_ecdsa_sig_to_der, with exactly the room
 *    and with one byte too few) and decodes back (qz_ecdsa_sig_from_der).
 *    (Calls are rationed so that the M0+ under qemu stays within seconds.)
 *  - SIGN with `extra` (hedged, RFC 6979 3.6): qz_ecdsa_sign_hedged /
 *    qz_ecdsa_sign_digest_hedged with a source that gives exactly the
 *    record's L bytes; the signature is the record's, verifies, and
 *    differs from the deterministic one.
 *  - VERIFY: qz_ecdsa_verify (message and hash) or qz_ecdsa_verify_digest
 *    (digest of 1 to 64 bytes): QZ_OK or QZ_ERR_AUTH as recorded.
 *  - DER: qz_ecdsa_sig_from_der gives the raw signature or
 *    QZ_ERR_ENCODING with the output zeroed; a valid one re-encodes to the
 *    same bytes.
 * Then, per curve: qz_ecdsa_sign_digest_random and the hedged calls with a
 * deterministic source (they verify, and differ from the deterministic
 * signature and from each other), failing sources (QZ_ERR_RNG, sig zeroed),
 * wrong lengths, r = 0 for sig_to_der.
 *
 * The file's first record names its set: the full one (native builds) or
 * the cross builds' sample (kat/gen_ec.py in_sample()), where the
 * per-curve API checks run on P-256 only (a P-521 scalar multiplication
 * takes about a second on the M0+ in the simulator).
 */
#include <stdio.h>
#include <string.h>

#include "qzcrypt/ecdsa.h"
#include "kat_ec_util.h"

extern const unsigned char qzt_kat_ecdsa[];
extern const size_t qzt_kat_ecdsa_len;

#define SIG_MAX QZ_ECDSA_SIG_BYTES(521)
#define DER_MAX QZ_ECDSA_DER_MAX_BYTES(521)

static uint8_t d[KEC_BUF], pubenc[KEC_BUF], msg[KEC_BUF], dig[KEC_BUF], extra[KEC_BUF];
static uint8_t want[KEC_BUF], wantder[KEC_BUF], der[KEC_BUF];
static uint8_t sig[KEC_BUF + 16], sig2[KEC_BUF + 16], dbuf[KEC_BUF + 16];

/* Message SIGN records seen per curve. */
static unsigned long msg_records[3];
static int sample; /* the record set is the cross builds' sample */

/* The first deterministic SIGN record of each curve, kept for run_api. */
static struct {
    int have;
    uint8_t d[KEC_L_MAX], digest[QZ_HASH_MAX_DIGEST_BYTES], sig[SIG_MAX];
    size_t digest_len;
    qz_hash_id hash;
} first[3];

static qz_hash_id hash_of(const kat_record *rec)
{
    size_t n;
    const char *s = kat_str(rec, "hash", &n);

    return s ? qzt_hash_by_name(s, n) : NULL;
}

/* DER encode sig and compare with wantder (dl bytes); then decode back. */
static void check_der(const kat_record *rec, const kec_curve *c, const uint8_t *s, size_t dl)
{
    size_t sl = QZ_ECDSA_SIG_BYTES(c->bits), got = 0;
    int rc;

    kec_guarded(der, dl, 0);
    rc = qz_ecdsa_sig_to_der(c->id, der, dl, &got, s, sl);
    QZT_CHECK(rc == QZ_OK && got == dl, "line %u: sig_to_der: %d, %u bytes", rec->line, rc,
              (unsigned)got);
    QZT_EXPECT_BYTES("sig_to_der", der, wantder, dl);
    QZT_CHECK(kec_guard_ok(der, dl), "line %u: sig_to_der wrote past", rec->line);
    kec_guarded(der, dl, 0x5c);
    rc = qz_ecdsa_sig_to_der(c->id, der, dl - 1, &got, s, sl);
    QZT_CHECK(rc == QZ_ERR_LENGTH, "line %u: sig_to_der, room short: %d", rec->line, rc);
    {
        size_t untouched = 0;

        while (untouched < dl && der[untouched] == 0x5c)
            untouched++;
        QZT_CHECK(untouched == dl, "line %u: sig_to_der wrote with too little room", rec->line);
    }
    kec_guarded(sig2, sl, 0x5c);
    rc = qz_ecdsa_sig_from_der(c->id, sig2, sl, wantder, dl);
    QZT_CHECK(rc == QZ_OK, "line %u: sig_from_der: %d", rec->line, rc);
    QZT_EXPECT_BYTES("sig_from_der", sig2, s, sl);
    QZT_CHECK(kec_guard_ok(sig2, sl), "line %u: sig_from_der wrote past", rec->line);
}

static void run_sign(const kat_record *rec, const kec_curve *c)
{
    qz_ec_private_key key;
    qz_ec_public_key pk;
    qz_hash_id h = hash_of(rec);
    size_t L = QZ_EC_BYTES(c->bits), sl = QZ_ECDSA_SIG_BYTES(c->bits);
    long dl = kat_hex(rec, "d", d, sizeof d), pl = kat_hex(rec, "pub", pubenc, sizeof pubenc);
    long ml = kat_hex(rec, "msg", msg, sizeof msg), gl = kat_hex(rec, "digest", dig, sizeof dig);
    long el = kat_hex(rec, "extra", extra, sizeof extra);
    long wl = kat_hex(rec, "sig", want, sizeof want), xl = kat_hex(rec, "der", wantder,
                                                                    sizeof wantder);
    int rc;

    if (h == NULL || dl != (long)L || pl != (long)(1 + 2 * L) || (ml < 0) == (gl < 0) ||
        wl != (long)sl || xl < 8 ||
        qz_ec_set_private_key_raw(&key, c->id, KEC_WS, KEC_WS_KEY(c), d, L) != QZ_OK ||
        qz_ec_get_public_key(&pk, &key) != QZ_OK) {
        QZT_CHECK(0, "ecdsa.txt line %u: bad SIGN record or key", rec->line);
        return;
    }
    kec_guarded(dbuf, 2 * L + 1, 0);
    QZT_CHECK(qz_ec_get_public_key_sec1(&pk, dbuf, 2 * L + 1) == QZ_OK &&
                  memcmp(dbuf, pubenc, 2 * L + 1) == 0, "line %u: pub != dG", rec->line);
    if (ml >= 0) { /* the digest the message calls sign */
        gl = (long)qz_hash_digest_bytes(h);
        QZT_CHECK(qz_hash(h, dig, (size_t)gl, msg, (size_t)ml) == QZ_OK, "line %u: hash",
                  rec->line);
    }

    if (el >= 0) { /* hedged */
        kec_script sc = {extra, (size_t)el, 0};
        qz_rng rng = {kec_script_fill, &sc};

        kec_guarded(sig, sl, 0);
        rc = ml >= 0 ? qz_ecdsa_sign_hedged(&key, h, &rng, KEC_WS, KEC_WS_SIGN(c), sig, sl, msg,
                                            (size_t)ml)
                     : qz_ecdsa_sign_digest_hedged(&key, h, &rng, KEC_WS, KEC_WS_SIGN(c), sig, sl,
                                                   dig, (size_t)gl);
        QZT_CHECK(rc == QZ_OK, "line %u: hedged sign: %d", rec->line, rc);
        QZT_CHECK(sc.used == L, "line %u: hedged drew %u bytes, want %u", rec->line,
                  (unsigned)sc.used, (unsigned)L);
        QZT_EXPECT_BYTES("hedged sig", sig, want, sl);
        QZT_CHECK(kec_guard_ok(sig, sl), "line %u: hedged wrote past", rec->line);
        /* The deterministic signature of the same input is another one. */
        QZT_CHECK(qz_ecdsa_sign_digest(&key, h, KEC_WS, KEC_WS_SIGN(c), sig2, sl, dig,
                                       (size_t)gl) == QZ_OK && memcmp(sig2, sig, sl) != 0,
                  "line %u: hedged = deterministic", rec->line);
    } else {
        if (ml >= 0) {
            /* Message records: qz_ecdsa_sign on each; the digest call too on
             * every other one (the digest records always take it). */
            msg_records[c - KEC_CURVES]++;
            kec_guarded(sig, sl, 0);
            rc = qz_ecdsa_sign(&key, h, KEC_WS, KEC_WS_SIGN(c), sig, sl, msg, (size_t)ml);
            QZT_CHECK(rc == QZ_OK, "line %u: sign: %d", rec->line, rc);
            QZT_EXPECT_BYTES("sign", sig, want, sl);
            QZT_CHECK(kec_guard_ok(sig, sl), "line %u: sign wrote past", rec->line);
        }
        if (ml < 0 || msg_records[c - KEC_CURVES] % 2 == 1) {
            kec_guarded(sig, sl, 0);
            rc = qz_ecdsa_sign_digest(&key, h, KEC_WS, KEC_WS_SIGN(c), sig, sl, dig,
                                      (size_t)gl);
            QZT_CHECK(rc == QZ_OK, "line %u: sign_digest: %d", rec->line, rc);
            QZT_EXPECT_BYTES("sign_digest", sig, want, sl);
            QZT_CHECK(kec_guard_ok(sig, sl), "line %u: sign_digest wrote past", rec->line);
        }
        if (!first[c - KEC_CURVES].have) {
            first[c - KEC_CURVES].have = 1;
            memcpy(first[c - KEC_CURVES].d, d, L);
            memcpy(first[c - KEC_CURVES].digest, dig, (size_t)gl);
            memcpy(first[c - KEC_CURVES].sig, want, sl);
            first[c - KEC_CURVES].digest_len = (size_t)gl;
            first[c - KEC_CURVES].hash = h;
        }
    }
    /* The record's signature verifies: the digest records (e = 0, e = n,
     * e >= n, truncation; the VERIFY records have none of these) and the
     * hedged ones; valid signatures over messages are VERIFY records. */
    if (ml < 0 || el >= 0) {
        rc = ml >= 0 ? qz_ecdsa_verify(&pk, h, KEC_WS, KEC_WS_VERIFY(c), msg, (size_t)ml, want, sl)
                     : qz_ecdsa_verify_digest(&pk, KEC_WS, KEC_WS_VERIFY(c), dig, (size_t)gl,
                                              want, sl);
        QZT_CHECK(rc == QZ_OK, "line %u: verify: %d", rec->line, rc);
    }
    check_der(rec, c, want, (size_t)xl);
    qz_ec_wipe_private_key(&key);
}

static void run_verify(const kat_record *rec, const kec_curve *c)
{
    qz_ec_public_key pk;
    qz_hash_id h = hash_of(rec);
    size_t L = QZ_EC_BYTES(c->bits), sl = QZ_ECDSA_SIG_BYTES(c->bits);
    long pl = kat_hex(rec, "pub", pubenc, sizeof pubenc);
    long ml = kat_hex(rec, "msg", msg, sizeof msg), gl = kat_hex(rec, "digest", dig, sizeof dig);
    long wl = kat_hex(rec, "sig", want, sizeof want);
    int exp = kec_expected(rec), rc;

    if (pl != (long)(1 + 2 * L) || wl != (long)sl || (ml < 0) == (gl < 0) ||
        (ml >= 0 && h == NULL) || (exp != QZ_OK && exp != QZ_ERR_AUTH) ||
        qz_ec_set_public_key_sec1(&pk, c->id, KEC_WS, KEC_WS_KEY(c), pubenc, (size_t)pl) !=
            QZ_OK) {
        QZT_CHECK(0, "ecdsa.txt line %u: bad VERIFY record or key", rec->line);
        return;
    }
    rc = ml >= 0 ? qz_ecdsa_verify(&pk, h, KEC_WS, KEC_WS_VERIFY(c), msg, (size_t)ml, want, sl)
                 : qz_ecdsa_verify_digest(&pk, KEC_WS, KEC_WS_VERIFY(c), dig, (size_t)gl, want, sl);
    QZT_CHECK(rc == exp, "line %u: verify: %d, want %d", rec->line, rc, exp);
}

static void run_der(const kat_record *rec, const kec_curve *c)
{
    size_t sl = QZ_ECDSA_SIG_BYTES(c->bits);
    long xl = kat_hex(rec, "der", wantder, sizeof wantder);
    int exp = kec_expected(rec), rc;

    if (xl < 0 || (exp != QZ_OK && exp != QZ_ERR_ENCODING)) {
        QZT_CHECK(0, "ecdsa.txt line %u: bad DER record", rec->line);
        return;
    }
    kec_guarded(sig, sl, 0x5c);
    rc = qz_ecdsa_sig_from_der(c->id, sig, sl, wantder, (size_t)xl);
    QZT_CHECK(rc == exp, "line %u: sig_from_der: %d, want %d", rec->line, rc, exp);
    QZT_CHECK(kec_guard_ok(sig, sl), "line %u: sig_from_der wrote past", rec->line);
    if (exp != QZ_OK) {
        QZT_CHECK(qzt_all_zero(sig, sl), "line %u: refused DER: sig not zeroed", rec->line);
        return;
    }
    if (kat_hex(rec, "sig", want, sizeof want) != (long)sl) {
        QZT_CHECK(0, "ecdsa.txt line %u: bad sig", rec->line);
        return;
    }
    QZT_EXPECT_BYTES("sig_from_der", sig, want, sl);
    check_der(rec, c, want, (size_t)xl);
}

/* Per curve: the randomised calls, failing sources, lengths. */
static void run_api(const kec_curve *c)
{
    qz_ec_private_key key;
    qz_ec_public_key pk;
    qzt_rng xs;
    qz_rng rng = {kec_xorshift_fill, &xs}, failing = {kec_fail_fill, NULL};
    size_t L = QZ_EC_BYTES(c->bits), sl = QZ_ECDSA_SIG_BYTES(c->bits), got;
    const uint8_t *dg = first[c - KEC_CURVES].digest;
    size_t gl = first[c - KEC_CURVES].digest_len;
    qz_hash_id h = first[c - KEC_CURVES].hash;
    uint8_t s1[SIG_MAX], s2[SIG_MAX], s3[SIG_MAX], zero_r[SIG_MAX];
    int rc;

    if (sample && c != &KEC_CURVES[0])
        return;

    if (!first[c - KEC_CURVES].have ||
        qz_ec_set_private_key_raw(&key, c->id, KEC_WS, KEC_WS_KEY(c),
                                  first[c - KEC_CURVES].d, L) != QZ_OK ||
        qz_ec_get_public_key(&pk, &key) != QZ_OK) {
        QZT_CHECK(0, "%s: no SIGN record to start from", c->name);
        return;
    }
    qzt_rng_seed(&xs, 0xec05a000 + c->bits);
    /* Random nonce (FIPS 186-5 A.3.2): verifies, differs from RFC 6979 and from a second draw. */
    rc = qz_ecdsa_sign_digest_random(&key, &rng, KEC_WS, KEC_WS_SIGN(c), s1, sl, dg, gl);
    QZT_CHECK(rc == QZ_OK, "%s: sign_digest_random: %d", c->name, rc);
    QZT_CHECK(qz_ecdsa_verify_digest(&pk, KEC_WS, KEC_WS_VERIFY(c), dg, gl, s1, sl) == QZ_OK,
              "%s: random signature does not verify", c->name);
    QZT_CHECK(memcmp(s1, first[c - KEC_CURVES].sig, sl) != 0, "%s: random = RFC 6979", c->name);
    if (!sample)
        QZT_CHECK(qz_ecdsa_sign_digest_random(&key, &rng, KEC_WS, KEC_WS_SIGN(c), s2, sl, dg,
                                              gl) == QZ_OK &&
                      memcmp(s1, s2, sl) != 0,
                  "%s: two random signatures equal", c->name);
    /* Hedged with the deterministic source: verifies, differs. */
    rc = qz_ecdsa_sign_digest_hedged(&key, h, &rng, KEC_WS, KEC_WS_SIGN(c), s3, sl, dg, gl);
    QZT_CHECK(rc == QZ_OK && qz_ecdsa_verify_digest(&pk, KEC_WS, KEC_WS_VERIFY(c), dg, gl, s3, sl) ==
                                 QZ_OK, "%s: hedged: %d", c->name, rc);
    QZT_CHECK(memcmp(s3, first[c - KEC_CURVES].sig, sl) != 0 && memcmp(s3, s1, sl) != 0,
              "%s: hedged = deterministic or random", c->name);
    /* Failing sources: QZ_ERR_RNG, signature zeroed. */
    memset(s1, 0x5c, sl);
    rc = qz_ecdsa_sign_digest_random(&key, &failing, KEC_WS, KEC_WS_SIGN(c), s1, sl, dg, gl);
    QZT_CHECK(rc == QZ_ERR_RNG && qzt_all_zero(s1, sl), "%s: random, failing rng: %d", c->name,
              rc);
    memset(s1, 0x5c, sl);
    rc = qz_ecdsa_sign_digest_hedged(&key, h, &failing, KEC_WS, KEC_WS_SIGN(c), s1, sl, dg, gl);
    QZT_CHECK(rc == QZ_ERR_RNG && qzt_all_zero(s1, sl), "%s: hedged, failing rng: %d", c->name,
              rc);
    /* Lengths: signature, digest of the wrong size for its hash, verify. */
    QZT_CHECK(qz_ecdsa_sign_digest(&key, h, KEC_WS, KEC_WS_SIGN(c), s1, sl - 1, dg, gl) ==
                  QZ_ERR_LENGTH &&
                  qz_ecdsa_sign_digest(&key, h, KEC_WS, KEC_WS_SIGN(c), s1, sl + 1, dg, gl) ==
                      QZ_ERR_LENGTH,
              "%s: sig_len", c->name);
    QZT_CHECK(qz_ecdsa_sign_digest(&key, h, KEC_WS, KEC_WS_SIGN(c), s1, sl, dg, gl - 1) ==
                  QZ_ERR_LENGTH, "%s: digest_len not the hash's", c->name);
    QZT_CHECK(qz_ecdsa_sign_digest(&key, h, KEC_WS, KEC_WS_SIGN(c) - 1, s1, sl, dg, gl) ==
                  QZ_ERR_LENGTH, "%s: short workspace", c->name);
    rc = qz_ecdsa_verify_digest(&pk, KEC_WS, KEC_WS_VERIFY(c), dg, gl, first[c - KEC_CURVES].sig,
                                sl - 1);
    QZT_CHECK(rc == QZ_ERR_LENGTH || rc == QZ_ERR_AUTH, "%s: verify, short sig: %d", c->name,
              rc);
    QZT_CHECK(qz_ecdsa_sig_from_der(c->id, s1, sl - 1, wantder, 8) == QZ_ERR_LENGTH,
              "%s: sig_from_der sig_len", c->name);
    /* sig_to_der refuses r = 0. */
    memset(zero_r, 0, L);
    memcpy(zero_r + L, first[c - KEC_CURVES].sig + L, L);
    rc = qz_ecdsa_sig_to_der(c->id, der, DER_MAX, &got, zero_r, sl);
    QZT_CHECK(rc == QZ_ERR_ENCODING, "%s: sig_to_der r = 0: %d", c->name, rc);
    /* A wiped key signs nothing. */
    qz_ec_wipe_private_key(&key);
    QZT_CHECK(qz_ecdsa_sign_digest(&key, h, KEC_WS, KEC_WS_SIGN(c), s1, sl, dg, gl) ==
                  QZ_ERR_KEY, "%s: wiped key signs", c->name);
}

int main(void)
{
    kat_reader rd;
    kat_record rec;
    unsigned long counts[3][4] = {{0}}; /* [curve][SIGN, hedged SIGN, VERIFY, DER] */
    unsigned long sets = 0;

    kat_open(&rd, qzt_kat_ecdsa, qzt_kat_ecdsa_len);
    while (kat_next(&rd, &rec)) {
        const kec_curve *c = kec_curve_of(&rec);
        size_t n;

        if (kat_is(&rec, "op", "SET")) {
            sets++;
            sample = kat_is(&rec, "set", "sample");
            QZT_CHECK(sample || kat_is(&rec, "set", "full"), "ecdsa.txt line %u: set",
                      rec.line);
            continue;
        }
        if (c == NULL) {
            QZT_CHECK(0, "ecdsa.txt line %u: unknown curve", rec.line);
            continue;
        }
        if (kat_is(&rec, "op", "SIGN")) {
            run_sign(&rec, c);
            counts[c - KEC_CURVES][kat_str(&rec, "extra", &n) ? 1 : 0]++;
        } else if (kat_is(&rec, "op", "VERIFY")) {
            run_verify(&rec, c);
            counts[c - KEC_CURVES][2]++;
        } else if (kat_is(&rec, "op", "DER")) {
            run_der(&rec, c);
            counts[c - KEC_CURVES][3]++;
        } else {
            QZT_CHECK(0, "ecdsa.txt line %u: unknown op", rec.line);
        }
    }
    QZT_CHECK(sets == 1, "%lu SET records", sets);
    for (size_t i = 0; i < 3; i++) {
        QZT_CHECK(sample ? counts[i][0] >= 2 && counts[i][1] >= (i == 0) &&
                               counts[i][2] >= 10 && counts[i][3] >= 35
                         : counts[i][0] >= 14 && counts[i][1] >= 2 && counts[i][2] >= 25 &&
                               counts[i][3] >= 35,
                  "%s: only %lu SIGN, %lu hedged, %lu VERIFY, %lu DER records",
                  KEC_CURVES[i].name, counts[i][0], counts[i][1], counts[i][2], counts[i][3]);
        run_api(&KEC_CURVES[i]);
    }
    printf("kat-ecdsa: the %s set\n", sample ? "sample" : "full");
    return qzt_finish("kat-ecdsa");
}

/*
 * NIST-curve key and ECDH KAT runner: every record of kat/ec.txt
 * (kat/gen_ec.py) through qzcrypt/ec.h and qzcrypt/ecdh.h.
 *  - KEYGEN: qz_ec_set_private_key_raw, then the private scalar read back
 *    and the public point in all three encodings (uncompressed and
 *    compressed SEC 1, raw X || Y), each with a guard after it; the public
 *    point decoded again from both SEC 1 forms and from raw; a refused d
 *    gives its error with the key object wiped.
 *  - POINT: qz_ec_set_public_key_sec1 from either form, re-encoded in both
 *    (the round trip, both parities of y); uncompressed inputs also
 *    through qz_ec_set_public_key_raw; a refused point gives its error with
 *    the key object zeroed (raw decoding refuses it too).
 *  - ECDH: the shared x for valid peers; a refused peer point (off the
 *    curve, coordinates >= p, infinity, bad prefixes, no square root,
 *    wrong lengths) with its error.
 * Then, per curve: qz_ec_generate_key with a deterministic source (d in
 * range and Q = dG), with a failing source and with one that only gives
 * out-of-range candidates (QZ_ERR_RNG, key wiped); ECDH with G as the peer
 * (z = x(dG)); wiped and mixed-curve keys (QZ_ERR_KEY); a short or
 * misaligned workspace; wrong lengths.
 *
 * The file's first record names its set: the full one (native builds) or
 * the cross builds' sample (kat/gen_ec.py in_sample()), where these
 * per-curve API checks run on P-256 only (a P-521 scalar multiplication
 * takes about a second on the M0+ in the simulator).
 */
#include <stdio.h>
#include <string.h>

#include "qzcrypt/ec.h"
#include "qzcrypt/ecdh.h"
#include "kat_ec_util.h"

extern const unsigned char qzt_kat_ec[];
extern const size_t qzt_kat_ec_len;

static uint8_t d[KEC_BUF], pub[KEC_BUF], pubc[KEC_BUF], in[KEC_BUF], want[KEC_BUF];
static uint8_t out[KEC_BUF + 16];
static int sample; /* the record set is the cross builds' sample */
static qz_ec_public_key pk_g[3]; /* G of each curve */

/* Compare a public key object's three encodings with pub / pubc. */
static void check_encodings(const kat_record *rec, const kec_curve *c, const qz_ec_public_key *pk,
                            const char *what)
{
    size_t L = QZ_EC_BYTES(c->bits);

    kec_guarded(out, 1 + 2 * L, 0);
    QZT_CHECK(qz_ec_get_public_key_sec1(pk, out, 1 + 2 * L) == QZ_OK,
              "line %u: %s: get uncompressed", rec->line, what);
    QZT_EXPECT_BYTES(what, out, pub, 1 + 2 * L);
    QZT_CHECK(kec_guard_ok(out, 1 + 2 * L), "line %u: %s: wrote past", rec->line, what);
    kec_guarded(out, 1 + L, 0);
    QZT_CHECK(qz_ec_get_public_key_sec1(pk, out, 1 + L) == QZ_OK,
              "line %u: %s: get compressed", rec->line, what);
    QZT_EXPECT_BYTES(what, out, pubc, 1 + L);
    QZT_CHECK(kec_guard_ok(out, 1 + L), "line %u: %s: wrote past", rec->line, what);
    kec_guarded(out, 2 * L, 0);
    QZT_CHECK(qz_ec_get_public_key_raw(pk, out, 2 * L) == QZ_OK,
              "line %u: %s: get raw", rec->line, what);
    QZT_EXPECT_BYTES(what, out, pub + 1, 2 * L);
    QZT_CHECK(kec_guard_ok(out, 2 * L), "line %u: %s: wrote past", rec->line, what);
}

static void run_keygen(const kat_record *rec, const kec_curve *c)
{
    qz_ec_private_key key;
    qz_ec_public_key pk;
    size_t L = QZ_EC_BYTES(c->bits);
    long dl = kat_hex(rec, "d", d, sizeof d);
    int exp = kec_expected(rec), rc;

    if (dl < 0) {
        QZT_CHECK(0, "ec.txt line %u: bad KEYGEN record", rec->line);
        return;
    }
    memset(&key, 0x5c, sizeof key);
    rc = qz_ec_set_private_key_raw(&key, c->id, KEC_WS, KEC_WS_KEY(c), d, (size_t)dl);
    QZT_CHECK(rc == exp, "line %u: set_private_key_raw: %d, want %d", rec->line, rc, exp);
    if (exp != QZ_OK) {
        QZT_CHECK(qzt_all_zero(&key, sizeof key), "line %u: refused key not wiped", rec->line);
        return;
    }
    if (rc != QZ_OK || kat_hex(rec, "pub", pub, sizeof pub) != (long)(1 + 2 * L) ||
        kat_hex(rec, "pubc", pubc, sizeof pubc) != (long)(1 + L)) {
        QZT_CHECK(0, "ec.txt line %u: KEYGEN record or key", rec->line);
        return;
    }
    kec_guarded(out, L, 0);
    QZT_CHECK(qz_ec_get_private_key_raw(&key, out, L) == QZ_OK, "line %u: get d", rec->line);
    QZT_EXPECT_BYTES("d read back", out, d, L);
    QZT_CHECK(kec_guard_ok(out, L), "line %u: get d wrote past", rec->line);
    QZT_CHECK(qz_ec_get_public_key(&pk, &key) == QZ_OK, "line %u: get_public_key", rec->line);
    check_encodings(rec, c, &pk, "dG");
    /* The public point decodes from each of its encodings. */
    memset(&pk, 0, sizeof pk);
    QZT_CHECK(qz_ec_set_public_key_sec1(&pk, c->id, KEC_WS, KEC_WS_KEY(c), pubc, 1 + L) ==
                  QZ_OK, "line %u: decode compressed", rec->line);
    check_encodings(rec, c, &pk, "dG from compressed");
    memset(&pk, 0, sizeof pk);
    QZT_CHECK(qz_ec_set_public_key_raw(&pk, c->id, KEC_WS, KEC_WS_KEY(c), pub + 1, 2 * L) ==
                  QZ_OK, "line %u: decode raw", rec->line);
    check_encodings(rec, c, &pk, "dG from raw");
    qz_ec_wipe_private_key(&key);
    QZT_CHECK(qzt_all_zero(&key, sizeof key), "line %u: wipe", rec->line);
}

static void run_point(const kat_record *rec, const kec_curve *c)
{
    qz_ec_public_key pk;
    size_t L = QZ_EC_BYTES(c->bits);
    long n = kat_hex(rec, "sec1", in, sizeof in);
    int exp = kec_expected(rec), rc;

    if (n < 0) {
        QZT_CHECK(0, "ec.txt line %u: bad POINT record", rec->line);
        return;
    }
    memset(&pk, 0x5c, sizeof pk);
    rc = qz_ec_set_public_key_sec1(&pk, c->id, KEC_WS, KEC_WS_KEY(c), in, (size_t)n);
    QZT_CHECK(rc == exp, "line %u: set_public_key_sec1: %d, want %d", rec->line, rc, exp);
    if (exp != QZ_OK) {
        QZT_CHECK(qzt_all_zero(&pk, sizeof pk), "line %u: refused point not zeroed", rec->line);
        /* The same coordinates given raw are refused too. */
        if ((size_t)n == 1 + 2 * L && in[0] == 0x04) {
            memset(&pk, 0x5c, sizeof pk);
            rc = qz_ec_set_public_key_raw(&pk, c->id, KEC_WS, KEC_WS_KEY(c), in + 1, 2 * L);
            QZT_CHECK(rc == QZ_ERR_ENCODING, "line %u: raw: %d", rec->line, rc);
            QZT_CHECK(qzt_all_zero(&pk, sizeof pk), "line %u: raw not zeroed", rec->line);
        }
        return;
    }
    if (rc != QZ_OK || kat_hex(rec, "pub", pub, sizeof pub) != (long)(1 + 2 * L) ||
        kat_hex(rec, "pubc", pubc, sizeof pubc) != (long)(1 + L)) {
        QZT_CHECK(0, "ec.txt line %u: POINT record or decoding", rec->line);
        return;
    }
    check_encodings(rec, c, &pk, "round trip");
    if ((size_t)n == 1 + 2 * L) {
        memset(&pk, 0, sizeof pk);
        QZT_CHECK(qz_ec_set_public_key_raw(&pk, c->id, KEC_WS, KEC_WS_KEY(c), in + 1, 2 * L) ==
                      QZ_OK, "line %u: raw", rec->line);
        check_encodings(rec, c, &pk, "round trip from raw");
    }
}

static void run_ecdh(const kat_record *rec, const kec_curve *c)
{
    qz_ec_private_key key;
    qz_ec_public_key peer;
    size_t L = QZ_EC_BYTES(c->bits);
    long dl = kat_hex(rec, "d", d, sizeof d), pl = kat_hex(rec, "peer", in, sizeof in);
    int exp = kec_expected(rec), rc;

    if (dl != (long)L || pl < 0) {
        QZT_CHECK(0, "ec.txt line %u: bad ECDH record", rec->line);
        return;
    }
    memset(&peer, 0x5c, sizeof peer);
    rc = qz_ec_set_public_key_sec1(&peer, c->id, KEC_WS, KEC_WS_KEY(c), in, (size_t)pl);
    QZT_CHECK(rc == exp, "line %u: peer: %d, want %d", rec->line, rc, exp);
    if (exp != QZ_OK) {
        QZT_CHECK(qzt_all_zero(&peer, sizeof peer), "line %u: refused peer not zeroed",
                  rec->line);
        return; /* (no private key needed: a scalar multiplication saved) */
    }
    if (rc == QZ_OK) {
        if (kat_hex(rec, "z", want, sizeof want) != (long)L ||
            qz_ec_set_private_key_raw(&key, c->id, KEC_WS, KEC_WS_KEY(c), d, L) != QZ_OK) {
            QZT_CHECK(0, "ec.txt line %u: bad z or d", rec->line);
        } else {
            kec_guarded(out, L, 0x5c);
            rc = qz_ecdh(&key, &peer, KEC_WS, KEC_WS_ECDH(c), out, L);
            QZT_CHECK(rc == QZ_OK, "line %u: ecdh: %d", rec->line, rc);
            QZT_EXPECT_BYTES("ecdh z", out, want, L);
            QZT_CHECK(kec_guard_ok(out, L), "line %u: ecdh wrote past", rec->line);
            qz_ec_wipe_private_key(&key);
        }
    }
}

/* Per curve: key generation, key states, workspace and length rules. */
static void run_api(const kec_curve *c)
{
    qz_ec_private_key key, key2;
    qz_ec_public_key pk, pk2;
    qzt_rng xs;
    qz_rng rng = {kec_xorshift_fill, &xs};
    qz_rng failing = {kec_fail_fill, NULL}, ones = {kec_ones_fill, NULL};
    size_t L = QZ_EC_BYTES(c->bits);
    uint8_t d1[KEC_L_MAX], d2[KEC_L_MAX], p1[1 + 2 * KEC_L_MAX], p2[1 + 2 * KEC_L_MAX];
    const kec_curve *other = c == &KEC_CURVES[0] ? &KEC_CURVES[1] : &KEC_CURVES[0];
    int rc;

    if (sample && c != &KEC_CURVES[0])
        return;

    /* Generated keys: d in [1, n-1] (set_private_key_raw accepts it), Q = dG. */
    qzt_rng_seed(&xs, 0x6563000 + c->bits);
    rc = qz_ec_generate_key(&key, c->id, &rng, KEC_WS, KEC_WS_KEY(c));
    QZT_CHECK(rc == QZ_OK, "%s: generate_key: %d", c->name, rc);
    QZT_CHECK(qz_ec_get_private_key_raw(&key, d1, L) == QZ_OK && !qzt_all_zero(d1, L),
              "%s: generated d", c->name);
    QZT_CHECK(qz_ec_set_private_key_raw(&key2, c->id, KEC_WS, KEC_WS_KEY(c), d1, L) == QZ_OK,
              "%s: generated d out of range", c->name);
    QZT_CHECK(qz_ec_get_public_key(&pk, &key) == QZ_OK &&
                  qz_ec_get_public_key(&pk2, &key2) == QZ_OK &&
                  qz_ec_get_public_key_sec1(&pk, p1, 1 + 2 * L) == QZ_OK &&
                  qz_ec_get_public_key_sec1(&pk2, p2, 1 + 2 * L) == QZ_OK,
              "%s: generated public key", c->name);
    QZT_EXPECT_BYTES("generated Q = dG", p1, p2, 1 + 2 * L);
    /* The point decodes: it is on the curve. */
    QZT_CHECK(qz_ec_set_public_key_sec1(&pk2, c->id, KEC_WS, KEC_WS_KEY(c), p1, 1 + 2 * L) ==
                  QZ_OK, "%s: generated Q not on the curve", c->name);
    /* Another draw, another key. */
    QZT_CHECK(qz_ec_generate_key(&key2, c->id, &rng, KEC_WS, KEC_WS_KEY(c)) == QZ_OK &&
                  qz_ec_get_private_key_raw(&key2, d2, L) == QZ_OK && memcmp(d1, d2, L) != 0,
              "%s: second generate_key", c->name);
    /* Failing and useless sources: QZ_ERR_RNG, key wiped. */
    memset(&key2, 0x5c, sizeof key2);
    rc = qz_ec_generate_key(&key2, c->id, &failing, KEC_WS, KEC_WS_KEY(c));
    QZT_CHECK(rc == QZ_ERR_RNG && qzt_all_zero(&key2, sizeof key2),
              "%s: failing rng: %d", c->name, rc);
    memset(&key2, 0x5c, sizeof key2);
    rc = qz_ec_generate_key(&key2, c->id, &ones, KEC_WS, KEC_WS_KEY(c));
    QZT_CHECK(rc == QZ_ERR_RNG && qzt_all_zero(&key2, sizeof key2),
              "%s: all-ones rng (never in range): %d", c->name, rc);

    /* Workspace: one byte short, misaligned. */
    rc = qz_ec_set_private_key_raw(&key2, c->id, KEC_WS, KEC_WS_KEY(c) - 1, d1, L);
    QZT_CHECK(rc == QZ_ERR_LENGTH, "%s: short workspace: %d", c->name, rc);
    rc = qz_ec_set_private_key_raw(&key2, c->id, (uint8_t *)KEC_WS + 1, KEC_WS_KEY(c), d1, L);
    QZT_CHECK(rc == QZ_ERR_NULL, "%s: misaligned workspace: %d", c->name, rc);
    rc = qz_ec_set_private_key_raw(NULL, c->id, KEC_WS, KEC_WS_KEY(c), d1, L);
    QZT_CHECK(rc == QZ_ERR_NULL, "%s: NULL key: %d", c->name, rc);
    rc = qz_ec_set_private_key_raw(&key2, (qz_ec_curve_id)(const void *)&rng, KEC_WS,
                                   KEC_WS_KEY(c), d1, L);
    QZT_CHECK(rc == QZ_ERR_ALG, "%s: not a curve: %d", c->name, rc);

    /* Output lengths. */
    QZT_CHECK(qz_ec_get_private_key_raw(&key, d2, L - 1) == QZ_ERR_LENGTH &&
                  qz_ec_get_private_key_raw(&key, d2, L + 1) == QZ_ERR_LENGTH,
              "%s: get d length", c->name);
    QZT_CHECK(qz_ec_get_public_key_sec1(&pk, p2, 2 * L) == QZ_ERR_LENGTH &&
                  qz_ec_get_public_key_sec1(&pk, p2, L) == QZ_ERR_LENGTH &&
                  qz_ec_get_public_key_sec1(&pk, p2, 2 + 2 * L) == QZ_ERR_LENGTH,
              "%s: get sec1 length", c->name);
    QZT_CHECK(qz_ec_get_public_key_raw(&pk, p2, 2 * L - 1) == QZ_ERR_LENGTH &&
                  qz_ec_get_public_key_raw(&pk, p2, 1 + 2 * L) == QZ_ERR_LENGTH,
              "%s: get raw length", c->name);
    QZT_CHECK(qz_ec_set_public_key_raw(&pk2, c->id, KEC_WS, KEC_WS_KEY(c), p1 + 1,
                                       2 * L - 1) == QZ_ERR_LENGTH &&
                  qz_ec_set_public_key_raw(&pk2, c->id, KEC_WS, KEC_WS_KEY(c), p1, 1 + 2 * L) ==
                      QZ_ERR_LENGTH,
              "%s: set raw length", c->name);

    /* ECDH: with G as the peer, z = x(dG); output lengths; a peer on
     * another curve (G of that curve) is QZ_ERR_KEY. */
    QZT_CHECK(qz_ecdh(&key, &pk_g[c - KEC_CURVES], KEC_WS, KEC_WS_ECDH(c), d2, L) == QZ_OK &&
                  memcmp(d2, p1 + 1, L) == 0, "%s: ecdh with G is not x(dG)", c->name);
    QZT_CHECK(qz_ecdh(&key, &pk, KEC_WS, KEC_WS_ECDH(c), d2, L - 1) == QZ_ERR_LENGTH &&
                  qz_ecdh(&key, &pk, KEC_WS, KEC_WS_ECDH(c), d2, L + 1) == QZ_ERR_LENGTH,
              "%s: ecdh length", c->name);
    memset(d2, 0x5c, L);
    rc = qz_ecdh(&key, &pk_g[other - KEC_CURVES], KEC_WS, QZ_EC_WORKSPACE_MAX_BYTES, d2, L);
    QZT_CHECK(rc == QZ_ERR_KEY, "%s: ecdh with a peer on %s: %d", c->name, other->name, rc);
    qz_ec_wipe_private_key(&key);
    QZT_CHECK(qzt_all_zero(&key, sizeof key), "%s: wipe", c->name);
    QZT_CHECK(qz_ec_get_public_key(&pk, &key) == QZ_ERR_KEY &&
                  qz_ec_get_private_key_raw(&key, d2, L) == QZ_ERR_KEY &&
                  qz_ecdh(&key, &pk2, KEC_WS, KEC_WS_ECDH(c), d2, L) == QZ_ERR_KEY,
              "%s: wiped key still used", c->name);
    qz_ec_wipe_private_key(&key2);
    qz_ec_wipe_private_key(NULL);
}

/* G of each curve as a public key (decoding only: no scalar multiplication). */
static void set_generators(void)
{
    static const char *const g[3] = {
        "6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296"
        "4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5",
        "aa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a38"
        "5502f25dbf55296c3a545e3872760ab73617de4a96262c6f5d9e98bf9292dc29"
        "f8f41dbd289a147ce9da3113b5f0b8c00a60b1ce1d7e819d7a431d7c90ea0e5f",
        "00c6858e06b70404e9cd9e3ecb662395b4429c648139053fb521f828af606b4d"
        "3dbaa14b5e77efe75928fe1dc127a2ffa8de3348b3c1856a429bf97e7e31c2e5"
        "bd66011839296a789a3bc0045c8a5fb42c7d1bd998f54449579b446817afbd17"
        "273e662c97ee72995ef42640c550b9013fad0761353c7086a272c24088be9476"
        "9fd16650"};

    for (size_t i = 0; i < 3; i++) {
        const kec_curve *c = &KEC_CURVES[i];
        long n = qzt_unhex(g[i], strlen(g[i]), in, sizeof in);

        QZT_CHECK(n == (long)(2 * QZ_EC_BYTES(c->bits)) &&
                      qz_ec_set_public_key_raw(&pk_g[i], c->id, KEC_WS, KEC_WS_KEY(c), in,
                                               (size_t)n) == QZ_OK,
                  "%s: G (SP 800-186 3.2.1) does not decode", c->name);
    }
}

int main(void)
{
    kat_reader rd;
    kat_record rec;
    unsigned long counts[3][3] = {{0}}; /* [curve][KEYGEN, POINT, ECDH] */
    unsigned long sets = 0;

    set_generators();
    kat_open(&rd, qzt_kat_ec, qzt_kat_ec_len);
    while (kat_next(&rd, &rec)) {
        const kec_curve *c = kec_curve_of(&rec);

        if (kat_is(&rec, "op", "SET")) {
            sets++;
            sample = kat_is(&rec, "set", "sample");
            QZT_CHECK(sample || kat_is(&rec, "set", "full"), "ec.txt line %u: set", rec.line);
            continue;
        }
        if (c == NULL) {
            QZT_CHECK(0, "ec.txt line %u: unknown curve", rec.line);
            continue;
        }
        if (kat_is(&rec, "op", "KEYGEN")) {
            run_keygen(&rec, c);
            counts[c - KEC_CURVES][0]++;
        } else if (kat_is(&rec, "op", "POINT")) {
            run_point(&rec, c);
            counts[c - KEC_CURVES][1]++;
        } else if (kat_is(&rec, "op", "ECDH")) {
            run_ecdh(&rec, c);
            counts[c - KEC_CURVES][2]++;
        } else {
            QZT_CHECK(0, "ec.txt line %u: unknown op", rec.line);
        }
    }
    QZT_CHECK(sets == 1, "%lu SET records", sets);
    for (size_t i = 0; i < 3; i++) {
        QZT_CHECK(sample ? counts[i][0] >= 8 && counts[i][1] >= 3 && counts[i][2] >= 26
                         : counts[i][0] >= 15 && counts[i][1] >= 12 && counts[i][2] >= 28,
                  "%s: only %lu KEYGEN, %lu POINT, %lu ECDH records", KEC_CURVES[i].name,
                  counts[i][0], counts[i][1], counts[i][2]);
        run_api(&KEC_CURVES[i]);
    }
    printf("kat-ec: the %s set\n", sample ? "sample" : "full");
    return qzt_finish("kat-ec");
}

/*
 * RSA key generation runner (qz_rsa_generate_key): kat/rsa_keygen.txt
 * (kat/gen_rsa_keygen.py) and its properties.
 *  - Known answers: each record's random source is SHAKE256(seed), one
 *    stream in the order the call asks for bytes; the key's p, q, d, dP,
 *    dQ and qInv must be the script's (its own run of the procedure,
 *    checked by OpenSSL and Python cryptography). The workspace is zero
 *    after the call and the bytes past its size untouched.
 *  - Properties of each generated key: a PSS signature (SHA-256) made
 *    with it verifies with its public half and fails with a changed
 *    message; the key survives a round trip through the DER writer and
 *    reader (the same DER back).
 *  - Refusal paths no seed reaches cheaply, from a scripted source: a
 *    prime with v2(w - 1) = 17, a prime q just above p, and a pair of
 *    primes whose d is at most 2^(nlen/2) (run_paths).
 *  - Arguments (the first RSA-2048 record's stream): NULL pointers, sizes
 *    other than 2048/3072/4096 (1024 included), e even, e <= 2^16, e of
 *    33 bytes, a workspace one word short or misaligned; a source that
 *    fails at its first call and one that fails in the middle (key and
 *    workspace wiped); the bounds on candidates: a source of zeros (every
 *    draw below the size bound) and one of 0xff bytes (2^k - 1, always
 *    divisible by 3) end with QZ_ERR_RNG.
 * The file's first record names its set: the full one (native builds) or
 * the cross builds' sample (one RSA-2048 generation, doc/testing.md). On
 * the M0+ (whose programs CI runs again in qz-mcusim) only the argument
 * checks that refuse before any draw run: no generation.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "qzcrypt/rsa.h"
#include "qzcrypt/sha3.h"
#include "kat_reader.h"
#include "qzt.h"

extern const unsigned char qzt_kat_rsa_keygen[];
extern const size_t qzt_kat_rsa_keygen_len;

#define MAXB QZ_RSA_MAX_BYTES
#define WS_BYTES QZ_RSA_KEYGEN_WORKSPACE_BYTES(QZ_RSA_MAX_BITS)
#define GUARD 0x5a

static uint32_t ws_store[(WS_BYTES + 64) / 4 + 1];
#define WS ((void *)ws_store)
static qz_rsa_private_key key;
static qz_rsa_public_key pub;
static uint8_t want[MAXB], got[MAXB], e_b[40], seed[64], der[QZ_RSA_PRIVATE_DER_MAX_BYTES(4096)],
    der2[QZ_RSA_PRIVATE_DER_MAX_BYTES(4096)], sig[MAXB];
/* NULL through a volatile: gcc's access attributes warn on a literal NULL
 * with a nonzero size, which these calls pass on purpose. */
static void *volatile null_ptr;
static uint8_t first_p[MAXB / 2], first_q[MAXB / 2], first_d[MAXB];
static int have_first;
static uint32_t vws[QZ_RSA_PRIVATE_WORKSPACE_BYTES_LOW(QZ_RSA_MAX_BITS) / 4 + 1];

/* The SHAKE256(seed) source; fails after `fail_after` calls when >= 0;
 * counts the bytes it gave. */
static struct {
    qz_shake_ctx xof;
    long fail_after;
    unsigned long bytes, calls;
    int pattern; /* -1: SHAKE, else every byte this value */
} src;

/* A script for the candidate draws (128-byte requests: RSA-2048) of
 * run_paths: they are answered from draw[] while it lasts. */
static struct {
    const uint8_t *draw[4];
    unsigned n, served, draws;
} script;

static int src_fill(void *state, uint8_t *out, size_t len)
{
    (void)state;
    if (src.fail_after == 0)
        return -1;
    if (src.fail_after > 0)
        src.fail_after--;
    src.calls++;
    src.bytes += len;
    if (len == 128)
        script.draws++;
    if (len == 128 && script.served < script.n) {
        memcpy(out, script.draw[script.served++], len);
        return 0;
    }
    if (src.pattern >= 0) {
        memset(out, src.pattern, len);
        return 0;
    }
    return qz_shake_squeeze(&src.xof, out, len) == QZ_OK ? 0 : -1;
}
static const qz_rng RNG = {src_fill, NULL};

static void src_start(const uint8_t *s, size_t len, int pattern, long fail_after)
{
    qz_shake256_init(&src.xof);
    qz_shake_absorb(&src.xof, s, len);
    src.pattern = pattern;
    src.fail_after = fail_after;
    src.bytes = src.calls = 0;
}

/* Generate with the workspace checked: after a call that ran (rc QZ_OK,
 * QZ_ERR_RNG, QZ_ERR_FAULT) its ws_len bytes are zero, after a refused
 * argument untouched; the bytes past ws_len are untouched always. */
static int gen(unsigned bits, const uint8_t *e, size_t e_len, size_t ws_len)
{
    uint8_t *w = (uint8_t *)WS;
    size_t n = ws_len < WS_BYTES ? ws_len : WS_BYTES, from;
    int rc, ran;

    memset(w, GUARD, sizeof ws_store);
    rc = qz_rsa_generate_key(&key, bits, &RNG, WS, ws_len, e, e_len);
    ran = rc == QZ_OK || rc == QZ_ERR_RNG || rc == QZ_ERR_FAULT;
    QZT_CHECK(!ran || qzt_all_zero(w, n), "bits %u: workspace not wiped (rc %d)", bits, rc);
    from = ran ? n : 0;
    for (size_t i = from; i < sizeof ws_store; i++)
        if (w[i] != GUARD) {
            QZT_CHECK(0, "bits %u: workspace byte %zu written (rc %d)", bits, i, rc);
            break;
        }
    return rc;
}

/* PSS and DER round trip of the generated key. */
static void properties(unsigned bits, unsigned line)
{
    static const uint8_t msg[] = "qzcrypt rsa keygen property";
    size_t nb = bits / 8, len, len2;
    int rc;

    rc = qz_rsa_get_public_key(&pub, &key);
    QZT_CHECK(rc == QZ_OK, "line %u: get_public_key %d", line, rc);
    rc = qz_rsa_pss_sign(&key, QZ_HASH_SHA256, &RNG, vws, sizeof vws, sig, nb, msg,
                         sizeof msg, 32);
    QZT_CHECK(rc == QZ_OK, "line %u: pss_sign %d", line, rc);
    rc = qz_rsa_pss_verify(&pub, QZ_HASH_SHA256, vws, sizeof vws, msg, sizeof msg, sig, nb, 32);
    QZT_CHECK(rc == QZ_OK, "line %u: pss_verify %d", line, rc);
    rc = qz_rsa_pss_verify(&pub, QZ_HASH_SHA256, vws, sizeof vws, msg, sizeof msg - 1, sig, nb,
                           32);
    QZT_CHECK(rc == QZ_ERR_AUTH, "line %u: pss_verify of another message %d", line, rc);
    rc = qz_rsa_get_private_key_der(&key, der, sizeof der, &len);
    QZT_CHECK(rc == QZ_OK, "line %u: get_private_key_der %d", line, rc);
    if (rc != QZ_OK)
        return;
    {
        static qz_rsa_private_key k2;

        rc = qz_rsa_set_private_key_der(&k2, WS, WS_BYTES, der, len);
        QZT_CHECK(rc == QZ_OK, "line %u: set_private_key_der %d", line, rc);
        rc = qz_rsa_get_private_key_der(&k2, der2, sizeof der2, &len2);
        QZT_CHECK(rc == QZ_OK && len2 == len && memcmp(der, der2, len) == 0,
                  "line %u: DER round trip differs", line);
        qz_rsa_wipe_private_key(&k2);
    }
}

static void run_record(const kat_record *rec)
{
    static const struct {
        const char *f;
        int part;
        int full;
    } parts[] = {{"p", QZ_RSA_PART_P, 0},   {"q", QZ_RSA_PART_Q, 0},
                 {"d", QZ_RSA_PART_D, 1},   {"dp", QZ_RSA_PART_DP, 0},
                 {"dq", QZ_RSA_PART_DQ, 0}, {"qinv", QZ_RSA_PART_QINV, 0}};
    unsigned bits = (unsigned)kat_num(rec, "bits", 0);
    long el = kat_hex(rec, "e", e_b, sizeof e_b), sl = kat_hex(rec, "seed", seed, sizeof seed);
    int rc;

    if (bits > QZ_RSA_MAX_BITS)
        return;
    QZT_CHECK(el > 0 && sl > 0, "line %u: bad record", rec->line);
    if (el <= 0 || sl <= 0)
        return;
    src_start(seed, (size_t)sl, -1, -1);
    rc = gen(bits, e_b, (size_t)el, QZ_RSA_KEYGEN_WORKSPACE_BYTES(bits));
    QZT_CHECK(rc == QZ_OK, "line %u: generate_key %d", rec->line, rc);
    if (rc != QZ_OK)
        return;
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) {
        size_t len = bits / (parts[i].full ? 8 : 16);
        long wl = kat_hex(rec, parts[i].f, want, sizeof want);

        QZT_CHECK(wl == (long)len, "line %u: %s length", rec->line, parts[i].f);
        rc = qz_rsa_get_private_key_raw(&key, got, len, parts[i].part);
        QZT_CHECK(rc == QZ_OK, "line %u: get %s %d", rec->line, parts[i].f, rc);
        if (wl == (long)len)
            QZT_EXPECT_BYTES(parts[i].f, got, want, len);
    }
    if (!have_first && bits == 2048 && el == 3 && e_b[0] == 1 && e_b[1] == 0 && e_b[2] == 1 &&
        qz_rsa_get_private_key_raw(&key, first_p, 128, QZ_RSA_PART_P) == QZ_OK &&
        qz_rsa_get_private_key_raw(&key, first_q, 128, QZ_RSA_PART_Q) == QZ_OK &&
        qz_rsa_get_private_key_raw(&key, first_d, 256, QZ_RSA_PART_D) == QZ_OK)
        have_first = 1;
    properties(bits, rec->line);
    printf("kat-rsa-keygen: line %u: RSA-%u, %lu random bytes in %lu calls\n", rec->line,
           bits, src.bytes, src.calls);
}

/* The refusal paths that no seed reaches cheaply (kat/gen_rsa_keygen.py,
 * "paths"): the candidate draws are, in turn, w17 (a prime with v2(w - 1)
 * = 17: refused before Miller-Rabin's bases), the first record's p, qnear
 * (the next prime above p that passes every other check: refused, |p - q|
 * <= 2^924) and its q; the key must be the first record's, after exactly
 * those four draws. Then a second generation whose draws are psmall and
 * qsmall (6g + 1 and 8g + 1: primes that pass every check, d = e^-1 mod
 * 24g at most 2^1024: the pair refused), p and q: the first record's key
 * again, after four draws. */
/* One RSA-2048 generation whose four candidate draws are d0..d3 (the
 * Miller-Rabin bases from SHAKE256(seed)): the first record's key must
 * come out after exactly those draws. */
static void scripted_gen(const kat_record *rec, const char *what, const uint8_t *d0,
                         const uint8_t *d1, const uint8_t *d2, const uint8_t *d3,
                         const char *seed_str)
{
    static uint8_t got_d[256];
    int rc;

    script.draw[0] = d0;
    script.draw[1] = d1;
    script.draw[2] = d2;
    script.draw[3] = d3;
    script.n = 4;
    script.served = script.draws = 0;
    src_start((const uint8_t *)seed_str, strlen(seed_str), -1, -1);
    rc = gen(2048, NULL, 0, QZ_RSA_KEYGEN_WORKSPACE_BYTES(2048));
    QZT_CHECK(rc == QZ_OK && script.draws == 4, "line %u: %s: rc %d after %u draws", rec->line,
              what, rc, script.draws);
    QZT_CHECK(rc == QZ_OK && qz_rsa_get_private_key_raw(&key, got_d, 256, QZ_RSA_PART_D) == 0 &&
                  memcmp(got_d, first_d, 256) == 0,
              "line %u: %s: not the first record's key", rec->line, what);
    script.n = 0;
}

static void run_paths(const kat_record *rec)
{
    static uint8_t w17[128], p2[128], ps[128], qs[128];

    QZT_CHECK(have_first, "line %u: no first RSA-2048 key", rec->line);
    QZT_CHECK(kat_hex(rec, "w17", w17, sizeof w17) == 128 &&
                  kat_hex(rec, "qnear", p2, sizeof p2) == 128 &&
                  kat_hex(rec, "psmall", ps, sizeof ps) == 128 &&
                  kat_hex(rec, "qsmall", qs, sizeof qs) == 128,
              "line %u: w17, qnear, psmall, qsmall", rec->line);
    if (!have_first)
        return;
    scripted_gen(rec, "paths", w17, first_p, p2, first_q, "qzcrypt rsa keygen paths");
    /* a pair of primes whose d is at most 2^1024: refused, the next pair
     * drawn (a generation that kept it would return psmall's key) */
    scripted_gen(rec, "small d", ps, qs, first_p, first_q, "qzcrypt rsa keygen small d");
    printf("kat-rsa-keygen: line %u: refusals for v2(w - 1) = 17, a prime q near p and a pair"
           " with d <= 2^1024\n",
           rec->line);
}

/* The argument checks, on RSA-2048 with e = 65537 (the first record's
 * seed for the mid-call failure). */
static void run_args(int sample)
{
    static const uint8_t e_even[3] = {0x01, 0x00, 0x00}, e_small[3] = {0x00, 0xff, 0xff},
                         e3[1] = {3}, e_lead[4] = {0, 1, 0, 1}, e33[33] = {[32] = 1};
    static const unsigned bad_bits[] = {0, 1024, 1536, 2047, 2056, 8192};
    size_t need = QZ_RSA_KEYGEN_WORKSPACE_BYTES(2048);
    int rc;

    QZT_CHECK(qz_rsa_generate_key(NULL, 2048, &RNG, WS, need, NULL, 0) == QZ_ERR_NULL, "NULL key");
    memset(&key, 0x33, sizeof key);
    QZT_CHECK(qz_rsa_generate_key(&key, 2048, NULL, WS, need, NULL, 0) == QZ_ERR_NULL, "NULL rng");
    QZT_CHECK(qz_rsa_generate_key(&key, 2048, &RNG, (void *)null_ptr, need, NULL, 0) ==
                  QZ_ERR_NULL, "NULL ws");
    QZT_CHECK(qz_rsa_generate_key(&key, 2048, &RNG, WS, need, (const uint8_t *)null_ptr, 3) ==
                  QZ_ERR_NULL,
              "NULL e with a length");
    QZT_CHECK(qz_rsa_generate_key(&key, 2048, &RNG, (uint8_t *)WS + 2, need, NULL, 0) ==
                  QZ_ERR_NULL, "misaligned ws");
    QZT_CHECK(qzt_all_zero(&key, sizeof key), "key not wiped after a misaligned ws");
    for (size_t i = 0; i < sizeof bad_bits / sizeof bad_bits[0]; i++) {
        memset(&key, 0x33, sizeof key);
        rc = qz_rsa_generate_key(&key, bad_bits[i], &RNG, WS, WS_BYTES, NULL, 0);
        QZT_CHECK(rc == QZ_ERR_LENGTH && qzt_all_zero(&key, sizeof key), "bits %u: %d",
                  bad_bits[i], rc);
    }
    src_start((const uint8_t *)"args", 4, -1, -1);
    QZT_CHECK(gen(2048, e_even, 3, need) == QZ_ERR_ENCODING, "even e");
    QZT_CHECK(gen(2048, e_small, 3, need) == QZ_ERR_ENCODING, "e = 65535");
    QZT_CHECK(gen(2048, e3, 1, need) == QZ_ERR_ENCODING, "e = 3");
    QZT_CHECK(gen(2048, e33, 33, need) == QZ_ERR_LENGTH, "e of 33 bytes");
    QZT_CHECK(gen(2048, e_b, 0, need) == QZ_ERR_LENGTH, "e of 0 bytes");
    QZT_CHECK(gen(2048, e_b, SIZE_MAX, need) == QZ_ERR_LENGTH, "e_len SIZE_MAX");
    QZT_CHECK(gen(2048, NULL, 0, need - 4) == QZ_ERR_LENGTH, "ws one word short");
    QZT_CHECK(gen(2048, NULL, 0, need - 1) == QZ_ERR_LENGTH, "ws one byte short");
    QZT_CHECK(gen(2048, NULL, 0, 0) == QZ_ERR_LENGTH, "ws_len 0");
    QZT_CHECK(src.calls == 0, "the source was called on a refused argument");
    QZT_CHECK(qzt_all_zero(&key, sizeof key), "key not wiped after a refused argument");
    if (!sample) {
        /* leading zero bytes in e: the first record's key again */
        uint8_t p0[MAXB / 2];

        src_start((const uint8_t *)"qzcrypt rsa keygen 0", 20, -1, -1);
        rc = gen(2048, e_lead, 4, need);
        QZT_CHECK(rc == QZ_OK, "e with a leading zero byte: %d", rc);
        src_start((const uint8_t *)"qzcrypt rsa keygen 0", 20, -1, -1);
        rc = gen(2048, NULL, 0, need);
        QZT_CHECK(rc == QZ_OK &&
                      qz_rsa_get_private_key_raw(&key, p0, 128, QZ_RSA_PART_P) == QZ_OK &&
                      memcmp(p0, first_p, 128) == 0,
                  "e NULL (65537) differs from the first record's key");
    }
    /* a source that fails at once, and one that fails mid-way (the 200th
     * call: inside the first prime's Miller-Rabin bases or draws) */
    src_start((const uint8_t *)"qzcrypt rsa keygen 0", 20, -1, 0);
    QZT_CHECK(gen(2048, NULL, 0, need) == QZ_ERR_RNG && qzt_all_zero(&key, sizeof key),
              "failing source");
#ifdef __ARM_ARCH_6M__
    return; /* the rest generates, or draws 20k candidates: not on the M0+ */
#endif
    src_start((const uint8_t *)"qzcrypt rsa keygen 0", 20, -1, 200);
    QZT_CHECK(gen(2048, NULL, 0, need) == QZ_ERR_RNG && qzt_all_zero(&key, sizeof key),
              "source failing at its 200th call");
    /* the bounds: zeros never pass the size check (10 nlen draws); 0xff
     * bytes give 2^1024 - 1, divisible by 3 (5 nlen / 2 tests) */
    src_start((const uint8_t *)"", 0, 0x00, -1);
    QZT_CHECK(gen(2048, NULL, 0, need) == QZ_ERR_RNG && src.calls == 10u * 2048u,
              "source of zeros: %lu calls", src.calls);
    if (!sample) {
        src_start((const uint8_t *)"", 0, 0xff, -1);
        QZT_CHECK(gen(2048, NULL, 0, need) == QZ_ERR_RNG && src.calls == 5u * 1024u + 1u,
                  "source of 0xff: %lu calls", src.calls);
    }
}

int main(void)
{
    kat_reader rd;
    kat_record rec;
    unsigned long sets = 0, gens = 0;
    int sample = 0;

    kat_open(&rd, qzt_kat_rsa_keygen, qzt_kat_rsa_keygen_len);
    while (kat_next(&rd, &rec)) {
        size_t sl;

        if (kat_str(&rec, "set", &sl) != NULL) {
            sets++;
            sample = kat_is(&rec, "set", "sample");
            continue;
        }
        if (kat_str(&rec, "w17", &sl) != NULL) {
#ifndef __ARM_ARCH_6M__
            run_paths(&rec);
#else
            (void)run_paths;
#endif
            continue;
        }
#ifdef __ARM_ARCH_6M__
        /* The M0+: not one generation (the program runs again in
         * qz-mcusim, where one costs some 0.5-1G modelled cycles: beyond
         * the family's budget, doc/testing.md). Not counted as checked. */
        printf("kat-rsa-keygen: line %u: not run on the M0+\n", rec.line);
        (void)run_record;
#else
        run_record(&rec);
#endif
        gens++;
    }
    QZT_CHECK(sets == 1 && gens >= (sample ? 1u : 7u), "%lu sets, %lu records", sets, gens);
    run_args(sample);
    qz_rsa_wipe_private_key(&key);
    return qzt_finish("kat-rsa-keygen");
}

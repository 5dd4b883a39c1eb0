/*
 * ML-KEM KAT runner: every record of kat/mlkem.txt (kat/gen_mlkem.py;
 * the cross builds embed kat/mlkem_sample.txt) through qzcrypt/mlkem.h.
 *  - CASE: key generation from d || z in both dk forms (and from a
 *    qz_rng that returns the seed), the encapsulation key read back from
 *    either form, both input checks passing, encapsulation from m (and
 *    from a qz_rng returning m), decapsulation of ct and of the damaged
 *    ct (the implicit-rejection key) with either dk form.
 *  - BAD_EK: every call taking the key refuses it (QZ_ERR_ENCODING) and
 *    writes nothing; BAD_DK likewise.
 * Each output has a guard after it; the workspace must be all zero after
 * every call. Then the API: NULL pointers, a damaged or foreign set
 * descriptor, every wrong length, a short and a misaligned workspace, a
 * failing qz_rng.
 */
#include <stdio.h>
#include <string.h>

#include "kat_reader.h"
#include "qzcrypt/mlkem.h"
#include "qzt.h"

extern const unsigned char qzt_kat_mlkem[];
extern const size_t qzt_kat_mlkem_len;

#define GUARD 0xa5
#define G 8
#define WSB QZ_MLKEM_WORKSPACE_MAX_BYTES
static uint64_t ws_store[(WSB + 16) / 8];
#define WS ((void *)ws_store)

static uint8_t seed[64], m[32], ek[1568], dk[3168], ct[1568], ss[32], bad_ct[1568], bad_ss[32];
static uint8_t out_ek[1568 + G], out_dk[3168 + G], out_ct[1568 + G], out_ss[32 + G];

static void guard(uint8_t *p, size_t n)
{
    memset(p, GUARD, n + G);
}

static int untouched(const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n + G; i++)
        if (p[i] != GUARD)
            return 0;
    return 1;
}

static int guard_ok(const uint8_t *p, size_t n)
{
    return untouched(p + n, 0);
}

static qz_mlkem_id set_of(const kat_record *rec, unsigned *k)
{
    long s = kat_num(rec, "params", 0);

    *k = s == 512 ? 2 : s == 768 ? 3 : s == 1024 ? 4 : 0;
    return s == 512 ? QZ_MLKEM512 : s == 768 ? QZ_MLKEM768 : s == 1024 ? QZ_MLKEM1024 : NULL;
}

/* A qz_rng that returns the bytes it points to. */
typedef struct {
    const uint8_t *p;
    size_t n;
} fixed_src;

static int fixed_fill(void *st, uint8_t *p, size_t len)
{
    fixed_src *s = (fixed_src *)st;

    if (len > s->n)
        return -1;
    memcpy(p, s->p, len);
    s->p += len;
    s->n -= len;
    return 0;
}

static int failing_fill(void *st, uint8_t *p, size_t len)
{
    (void)st;
    (void)p;
    (void)len;
    return -1;
}

#define WIPED(line, what) \
    QZT_CHECK(qzt_all_zero(WS, WSB), "line %u: workspace not wiped after %s", line, what)

static void run_case(const kat_record *rec)
{
    unsigned k, line = rec->line;
    qz_mlkem_id s = set_of(rec, &k);
    size_t ekb = 384 * k + 32, dkb = 768 * k + 96, ctb = k == 4 ? 1568 : 32 * (10 * k + 4);
    fixed_src src;
    qz_rng rng = {fixed_fill, &src};
    int rc;

    if (s == NULL || kat_hex(rec, "seed", seed, 64) != 64 || kat_hex(rec, "m", m, 32) != 32 ||
        kat_hex(rec, "ek", ek, sizeof ek) != (long)ekb ||
        kat_hex(rec, "dk", dk, sizeof dk) != (long)dkb ||
        kat_hex(rec, "ct", ct, sizeof ct) != (long)ctb || kat_hex(rec, "ss", ss, 32) != 32 ||
        kat_hex(rec, "bad_ct", bad_ct, sizeof bad_ct) != (long)ctb ||
        kat_hex(rec, "bad_ss", bad_ss, 32) != 32) {
        QZT_CHECK(0, "mlkem.txt line %u: bad CASE record", line);
        return;
    }
    QZT_CHECK(QZ_MLKEM_EK_BYTES(1024) >= ekb && QZ_MLKEM_CT_BYTES(1024) >= ctb, "sizes");

    /* key generation, expanded and seed forms */
    guard(out_ek, ekb);
    guard(out_dk, dkb);
    rc = qz_mlkem_generate_key_derand(s, WS, WSB, out_ek, ekb, out_dk, dkb, seed, 64);
    QZT_CHECK(rc == QZ_OK, "line %u: generate_key_derand: %d", line, rc);
    QZT_EXPECT_BYTES("ek", out_ek, ek, ekb);
    QZT_EXPECT_BYTES("dk", out_dk, dk, dkb);
    QZT_CHECK(guard_ok(out_ek, ekb) && guard_ok(out_dk, dkb), "line %u: wrote past a key", line);
    WIPED(line, "generate_key_derand");
    guard(out_ek, ekb);
    guard(out_dk, 64);
    rc = qz_mlkem_generate_key_derand(s, WS, WSB, out_ek, ekb, out_dk, 64, seed, 64);
    QZT_CHECK(rc == QZ_OK, "line %u: generate_key_derand, seed form: %d", line, rc);
    QZT_EXPECT_BYTES("ek (seed form)", out_ek, ek, ekb);
    QZT_EXPECT_BYTES("dk seed form", out_dk, seed, 64);
    QZT_CHECK(guard_ok(out_dk, 64), "line %u: wrote past the seed", line);
    guard(out_dk, dkb);
    rc = qz_mlkem_generate_key_derand(s, WS, WSB, NULL, 0, out_dk, dkb, seed, 64);
    QZT_CHECK(rc == QZ_OK, "line %u: generate_key_derand without ek: %d", line, rc);
    QZT_EXPECT_BYTES("dk (no ek)", out_dk, dk, dkb);
    src.p = seed;
    src.n = 64;
    guard(out_ek, ekb);
    guard(out_dk, dkb);
    rc = qz_mlkem_generate_key(s, &rng, WS, WSB, out_ek, ekb, out_dk, dkb);
    QZT_CHECK(rc == QZ_OK && src.n == 0, "line %u: generate_key: %d", line, rc);
    QZT_EXPECT_BYTES("ek (rng)", out_ek, ek, ekb);
    QZT_EXPECT_BYTES("dk (rng)", out_dk, dk, dkb);
    WIPED(line, "generate_key");

    /* the encapsulation key from either form; the input checks */
    guard(out_ek, ekb);
    QZT_CHECK(qz_mlkem_get_encaps_key(s, WS, WSB, out_ek, ekb, dk, dkb) == QZ_OK,
              "line %u: get_encaps_key", line);
    QZT_EXPECT_BYTES("get_encaps_key", out_ek, ek, ekb);
    guard(out_ek, ekb);
    QZT_CHECK(qz_mlkem_get_encaps_key(s, WS, WSB, out_ek, ekb, seed, 64) == QZ_OK,
              "line %u: get_encaps_key, seed form", line);
    QZT_EXPECT_BYTES("get_encaps_key (seed)", out_ek, ek, ekb);
    QZT_CHECK(guard_ok(out_ek, ekb), "line %u: wrote past ek", line);
    WIPED(line, "get_encaps_key");
    QZT_CHECK(qz_mlkem_check_encaps_key(s, ek, ekb) == QZ_OK, "line %u: check_encaps_key", line);
    QZT_CHECK(qz_mlkem_check_decaps_key(s, dk, dkb) == QZ_OK &&
                  qz_mlkem_check_decaps_key(s, seed, 64) == QZ_OK,
              "line %u: check_decaps_key", line);

    /* encapsulation */
    guard(out_ss, 32);
    guard(out_ct, ctb);
    rc = qz_mlkem_encaps_derand(s, WS, WSB, out_ss, 32, out_ct, ctb, ek, ekb, m, 32);
    QZT_CHECK(rc == QZ_OK, "line %u: encaps_derand: %d", line, rc);
    QZT_EXPECT_BYTES("ss", out_ss, ss, 32);
    QZT_EXPECT_BYTES("ct", out_ct, ct, ctb);
    QZT_CHECK(guard_ok(out_ss, 32) && guard_ok(out_ct, ctb), "line %u: wrote past ss or ct",
              line);
    WIPED(line, "encaps_derand");
    src.p = m;
    src.n = 32;
    guard(out_ss, 32);
    guard(out_ct, ctb);
    rc = qz_mlkem_encaps(s, &rng, WS, WSB, out_ss, 32, out_ct, ctb, ek, ekb);
    QZT_CHECK(rc == QZ_OK && src.n == 0, "line %u: encaps: %d", line, rc);
    QZT_EXPECT_BYTES("ss (rng)", out_ss, ss, 32);
    QZT_EXPECT_BYTES("ct (rng)", out_ct, ct, ctb);

    /* decapsulation: both forms, the valid and the damaged ciphertext,
     * with the hash check (qz_mlkem_decaps, checked 0) and without it
     * (qz_mlkem_decaps_checked_key, checked 1): the same answers */
    for (int form = 0; form < 4; form++) {
        const uint8_t *key = form & 1 ? seed : dk;
        size_t keyb = form & 1 ? 64 : dkb;
        int checked = form >> 1;

        guard(out_ss, 32);
        rc = checked ? qz_mlkem_decaps_checked_key(s, WS, WSB, out_ss, 32, key, keyb, ct, ctb)
                     : qz_mlkem_decaps(s, WS, WSB, out_ss, 32, key, keyb, ct, ctb);
        QZT_CHECK(rc == QZ_OK, "line %u: decaps (form %d): %d", line, form, rc);
        QZT_EXPECT_BYTES(checked ? "decaps_checked_key ss" : "decaps ss", out_ss, ss, 32);
        QZT_CHECK(guard_ok(out_ss, 32), "line %u: wrote past ss", line);
        WIPED(line, checked ? "decaps_checked_key" : "decaps");
        guard(out_ss, 32);
        rc = checked
                 ? qz_mlkem_decaps_checked_key(s, WS, WSB, out_ss, 32, key, keyb, bad_ct, ctb)
                 : qz_mlkem_decaps(s, WS, WSB, out_ss, 32, key, keyb, bad_ct, ctb);
        QZT_CHECK(rc == QZ_OK, "line %u: decaps of a damaged ct (form %d): %d", line, form, rc);
        QZT_EXPECT_BYTES(checked ? "implicit rejection (checked_key)" : "implicit rejection",
                         out_ss, bad_ss, 32);
        QZT_CHECK(guard_ok(out_ss, 32), "line %u: wrote past ss", line);
        WIPED(line, checked ? "decaps_checked_key of a damaged ct" : "decaps of a damaged ct");
    }
}

static void run_bad_ek(const kat_record *rec)
{
    unsigned k, line = rec->line;
    qz_mlkem_id s = set_of(rec, &k);
    size_t ekb = 384 * k + 32, ctb = k == 4 ? 1568 : 32 * (10 * k + 4);
    fixed_src src = {m, 32};
    qz_rng rng = {fixed_fill, &src};

    if (s == NULL || kat_hex(rec, "ek", ek, sizeof ek) != (long)ekb) {
        QZT_CHECK(0, "mlkem.txt line %u: bad BAD_EK record", line);
        return;
    }
    memset(m, 7, 32);
    QZT_CHECK(qz_mlkem_check_encaps_key(s, ek, ekb) == QZ_ERR_ENCODING,
              "line %u: check_encaps_key accepted", line);
    guard(out_ss, 32);
    guard(out_ct, ctb);
    QZT_CHECK(qz_mlkem_encaps_derand(s, WS, WSB, out_ss, 32, out_ct, ctb, ek, ekb, m, 32) ==
                  QZ_ERR_ENCODING,
              "line %u: encaps_derand accepted", line);
    QZT_CHECK(qz_mlkem_encaps(s, &rng, WS, WSB, out_ss, 32, out_ct, ctb, ek, ekb) ==
                  QZ_ERR_ENCODING && src.n == 32,
              "line %u: encaps accepted (or drew randomness first)", line);
    QZT_CHECK(untouched(out_ss, 32) && untouched(out_ct, ctb), "line %u: refused call wrote",
              line);
}

static void run_bad_dk(const kat_record *rec)
{
    unsigned k, line = rec->line;
    qz_mlkem_id s = set_of(rec, &k);
    size_t ekb = 384 * k + 32, dkb = 768 * k + 96, ctb = k == 4 ? 1568 : 32 * (10 * k + 4);

    if (s == NULL || kat_hex(rec, "dk", dk, sizeof dk) != (long)dkb) {
        QZT_CHECK(0, "mlkem.txt line %u: bad BAD_DK record", line);
        return;
    }
    memset(ct, 3, ctb);
    QZT_CHECK(qz_mlkem_check_decaps_key(s, dk, dkb) == QZ_ERR_ENCODING,
              "line %u: check_decaps_key accepted", line);
    guard(out_ss, 32);
    guard(out_ek, ekb);
    QZT_CHECK(qz_mlkem_decaps(s, WS, WSB, out_ss, 32, dk, dkb, ct, ctb) == QZ_ERR_ENCODING,
              "line %u: decaps accepted", line);
    QZT_CHECK(qz_mlkem_get_encaps_key(s, WS, WSB, out_ek, ekb, dk, dkb) == QZ_ERR_ENCODING,
              "line %u: get_encaps_key accepted", line);
    QZT_CHECK(untouched(out_ss, 32) && untouched(out_ek, ekb), "line %u: refused call wrote",
              line);
    /* Without the hash check the damaged key is used as it is: QZ_OK, ss
     * written and nothing past it, the workspace wiped (mlkem.h: what a
     * false assertion gives). */
    QZT_CHECK(qz_mlkem_decaps_checked_key(s, WS, WSB, out_ss, 32, dk, dkb, ct, ctb) == QZ_OK,
              "line %u: decaps_checked_key refused", line);
    QZT_CHECK(!untouched(out_ss, 32) && guard_ok(out_ss, 32),
              "line %u: decaps_checked_key did not write ss, or wrote past it", line);
    WIPED(line, "decaps_checked_key of a damaged dk");
}

/* Arguments refused before anything is written (ML-KEM-768). */
static void api_checks(void)
{
    static const qz_rng failing = {failing_fill, NULL};
    const size_t ekb = 1184, dkb = 2400, ctb = 1088;
    const qz_mlkem_id s = QZ_MLKEM768;
    const size_t need = QZ_MLKEM_ENCAPS_WORKSPACE_BYTES(768);
    uint8_t *mis = (uint8_t *)WS + 2;
    static uint64_t fake_store[4];
    qz_mlkem_id fake = (qz_mlkem_id)(void *)fake_store;

    memset(seed, 1, 64);
    QZT_CHECK(qz_mlkem_generate_key_derand(s, WS, WSB, ek, ekb, dk, dkb, seed, 64) == QZ_OK,
              "generate_key_derand");
    memset(m, 2, 32);
    QZT_CHECK(qz_mlkem_encaps_derand(s, WS, WSB, ss, 32, ct, ctb, ek, ekb, m, 32) == QZ_OK,
              "encaps_derand");
    guard(out_ss, 32);
    guard(out_ct, ctb);
    guard(out_ek, ekb);
    guard(out_dk, dkb);
    /* NULL pointers */
    QZT_CHECK(qz_mlkem_encaps_derand(NULL, WS, WSB, out_ss, 32, out_ct, ctb, ek, ekb, m, 32) ==
                  QZ_ERR_NULL, "NULL set");
    QZT_CHECK(qz_mlkem_encaps_derand(s, NULL, WSB, out_ss, 32, out_ct, ctb, ek, ekb, m, 32) ==
                  QZ_ERR_NULL, "NULL workspace");
    QZT_CHECK(qz_mlkem_encaps_derand(s, WS, WSB, out_ss, 32, out_ct, ctb, ek, ekb, NULL, 32) ==
                  QZ_ERR_NULL, "NULL m");
    QZT_CHECK(qz_mlkem_encaps(s, NULL, WS, WSB, out_ss, 32, out_ct, ctb, ek, ekb) ==
                  QZ_ERR_NULL, "NULL rng");
    QZT_CHECK(qz_mlkem_decaps(s, WS, WSB, NULL, 32, dk, dkb, ct, ctb) == QZ_ERR_NULL,
              "NULL ss");
    QZT_CHECK(qz_mlkem_decaps_checked_key(s, WS, WSB, NULL, 32, dk, dkb, ct, ctb) ==
                  QZ_ERR_NULL, "NULL ss (checked_key)");
    QZT_CHECK(qz_mlkem_decaps_checked_key(s, WS, WSB, out_ss, 32, NULL, dkb, ct, ctb) ==
                  QZ_ERR_NULL, "NULL dk (checked_key)");
    QZT_CHECK(qz_mlkem_generate_key_derand(s, WS, WSB, NULL, ekb, out_dk, dkb, seed, 64) ==
                  QZ_ERR_NULL, "NULL ek with a length");
    QZT_CHECK(qz_mlkem_check_encaps_key(s, NULL, ekb) == QZ_ERR_NULL, "NULL ek to check");
    /* sets: a zeroed descriptor, a damaged copy */
    QZT_CHECK(qz_mlkem_decaps(fake, WS, WSB, out_ss, 32, dk, dkb, ct, ctb) == QZ_ERR_ALG,
              "zeroed set");
    QZT_CHECK(qz_mlkem_decaps_checked_key(fake, WS, WSB, out_ss, 32, dk, dkb, ct, ctb) ==
                  QZ_ERR_ALG, "zeroed set (checked_key)");
    memcpy(fake_store, s, sizeof fake_store < 16 ? sizeof fake_store : 16);
    ((uint8_t *)fake_store)[5] ^= 1; /* eta1 */
    QZT_CHECK(qz_mlkem_check_encaps_key(fake, ek, ekb) == QZ_ERR_ALG, "damaged set");
    /* lengths */
    QZT_CHECK(qz_mlkem_encaps_derand(s, WS, WSB, out_ss, 31, out_ct, ctb, ek, ekb, m, 32) ==
                  QZ_ERR_LENGTH, "ss a byte short");
    QZT_CHECK(qz_mlkem_encaps_derand(s, WS, WSB, out_ss, 32, out_ct, ctb + 1, ek, ekb, m, 32) ==
                  QZ_ERR_LENGTH, "ct a byte long");
    QZT_CHECK(qz_mlkem_encaps_derand(s, WS, WSB, out_ss, 32, out_ct, ctb, ek, 1568, m, 32) ==
                  QZ_ERR_LENGTH, "ek of another set");
    QZT_CHECK(qz_mlkem_encaps_derand(s, WS, WSB, out_ss, 32, out_ct, ctb, ek, ekb, m, 33) ==
                  QZ_ERR_LENGTH, "m a byte long");
    QZT_CHECK(qz_mlkem_decaps(s, WS, WSB, out_ss, 32, dk, dkb - 1, ct, ctb) == QZ_ERR_LENGTH,
              "dk a byte short");
    QZT_CHECK(qz_mlkem_decaps(s, WS, WSB, out_ss, 32, dk, dkb, ct, 1568) == QZ_ERR_LENGTH,
              "ct of another set");
    QZT_CHECK(qz_mlkem_decaps_checked_key(s, WS, WSB, out_ss, 32, dk, dkb - 1, ct, ctb) ==
                  QZ_ERR_LENGTH, "dk a byte short (checked_key)");
    QZT_CHECK(qz_mlkem_decaps_checked_key(s, WS, WSB, out_ss, 32, dk, dkb, ct, 1568) ==
                  QZ_ERR_LENGTH, "ct of another set (checked_key)");
    QZT_CHECK(qz_mlkem_decaps_checked_key(s, WS, WSB, out_ss, 33, dk, dkb, ct, ctb) ==
                  QZ_ERR_LENGTH, "ss a byte long (checked_key)");
    QZT_CHECK(qz_mlkem_generate_key_derand(s, WS, WSB, out_ek, ekb, out_dk, 65, seed, 64) ==
                  QZ_ERR_LENGTH, "dk 65 bytes");
    QZT_CHECK(qz_mlkem_generate_key_derand(s, WS, WSB, out_ek, ekb, out_dk, dkb, seed, 32) ==
                  QZ_ERR_LENGTH, "a 32-byte seed");
    QZT_CHECK(qz_mlkem_get_encaps_key(s, WS, WSB, out_ek, ekb - 1, dk, dkb) == QZ_ERR_LENGTH,
              "get_encaps_key ek short");
    /* workspaces */
    QZT_CHECK(qz_mlkem_encaps_derand(s, WS, need - 4, out_ss, 32, out_ct, ctb, ek, ekb, m, 32) ==
                  QZ_ERR_LENGTH, "short workspace");
    QZT_CHECK(qz_mlkem_encaps_derand(s, mis, WSB - 4, out_ss, 32, out_ct, ctb, ek, ekb, m, 32) ==
                  QZ_ERR_NULL, "misaligned workspace");
    QZT_CHECK(qz_mlkem_decaps(s, WS, QZ_MLKEM_DECAPS_SEED_WORKSPACE_BYTES(768) - 4, out_ss, 32,
                              seed, 64, ct, ctb) == QZ_ERR_LENGTH,
              "short workspace for a seed-form key");
    QZT_CHECK(qz_mlkem_decaps(s, WS, QZ_MLKEM_DECAPS_WORKSPACE_BYTES(768), out_ss, 32, dk, dkb,
                              ct, ctb) == QZ_OK, "decaps at the exact workspace");
    QZT_EXPECT_BYTES("decaps at the exact workspace", out_ss, ss, 32);
    QZT_CHECK(qz_mlkem_decaps_checked_key(s, WS, QZ_MLKEM_DECAPS_SEED_WORKSPACE_BYTES(768) - 4,
                                          out_ss, 32, seed, 64, ct, ctb) == QZ_ERR_LENGTH,
              "short workspace for a seed-form key (checked_key)");
    QZT_CHECK(qz_mlkem_decaps_checked_key(s, mis, WSB - 4, out_ss, 32, dk, dkb, ct, ctb) ==
                  QZ_ERR_NULL, "misaligned workspace (checked_key)");
    memset(out_ss, 0, 32);
    QZT_CHECK(qz_mlkem_decaps_checked_key(s, WS, QZ_MLKEM_DECAPS_WORKSPACE_BYTES(768), out_ss,
                                          32, dk, dkb, ct, ctb) == QZ_OK,
              "decaps_checked_key at the exact workspace");
    QZT_EXPECT_BYTES("decaps_checked_key at the exact workspace", out_ss, ss, 32);
    guard(out_ss, 32);
    /* a failing rng */
    QZT_CHECK(qz_mlkem_generate_key(s, &failing, WS, WSB, out_ek, ekb, out_dk, dkb) ==
                  QZ_ERR_RNG, "generate_key with a failing rng");
    QZT_CHECK(qz_mlkem_encaps(s, &failing, WS, WSB, out_ss, 32, out_ct, ctb, ek, ekb) ==
                  QZ_ERR_RNG, "encaps with a failing rng");
    QZT_CHECK(untouched(out_ss, 32) && untouched(out_ct, ctb) && untouched(out_ek, ekb) &&
                  untouched(out_dk, dkb),
              "a refused call wrote its output");
}

int main(void)
{
    kat_reader rd;
    kat_record rec;
    unsigned long n_case = 0, n_ek = 0, n_dk = 0, sets = 0, per[5] = {0};
    int sample = 0;

    kat_open(&rd, qzt_kat_mlkem, qzt_kat_mlkem_len);
    while (kat_next(&rd, &rec)) {
        unsigned k;

        if (kat_is(&rec, "op", "SET")) {
            sets++;
            sample = kat_is(&rec, "set", "sample");
            QZT_CHECK(sample || kat_is(&rec, "set", "full"), "mlkem.txt line %u: set",
                      rec.line);
        } else if (kat_is(&rec, "op", "CASE")) {
            run_case(&rec);
            set_of(&rec, &k);
            per[k]++;
            n_case++;
        } else if (kat_is(&rec, "op", "BAD_EK")) {
            run_bad_ek(&rec);
            n_ek++;
        } else if (kat_is(&rec, "op", "BAD_DK")) {
            run_bad_dk(&rec);
            n_dk++;
        } else {
            QZT_CHECK(0, "mlkem.txt line %u: unknown op", rec.line);
        }
    }
    QZT_CHECK(sets == 1, "%lu SET records", sets);
    QZT_CHECK(per[2] >= 1 && per[3] >= 1 && per[4] >= 1 && n_case >= (sample ? 3u : 18u) &&
                  n_ek >= (sample ? 3u : 9u) && n_dk >= (sample ? 3u : 9u),
              "only %lu CASE (%lu/%lu/%lu), %lu BAD_EK, %lu BAD_DK records", n_case, per[2],
              per[3], per[4], n_ek, n_dk);
    printf("kat-mlkem: the %s set: %lu cases, %lu bad encapsulation keys, %lu bad "
           "decapsulation keys\n",
           sample ? "sample" : "full", n_case, n_ek, n_dk);
    api_checks();
    return qzt_finish("kat-mlkem");
}

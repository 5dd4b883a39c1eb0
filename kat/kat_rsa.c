/*
 * RSA primitive KAT runner: every record of kat/rsa.txt (kat/gen_rsa.py)
 * through qzcrypt/rsa.h.
 *  - KEY: qz_rsa_set_public_key_raw or qz_rsa_set_private_key_raw from
 *    the components, every component read back through the getters (with
 *    a guard after it), the public half of a private key.
 *  - PUBLIC: qz_rsa_public, apart and in place.
 *  - PRIVATE: qz_rsa_private (CRT) with the workspace of each window
 *    (LOW, MID, HIGH: one per record, in turn, in the sample), then
 *    qz_rsa_private_noncrt and an in-place call (every record of the full
 *    set; the sample's first record, an RSA-2048 key); the workspace is
 *    zero after each call and nothing past the size the window needs is
 *    written.
 * Then, on the first RSA-2048 private key: damaged keys (one consistency
 * check of qz_rsa_set_private_key_raw each, QZ_ERR_ENCODING, the key
 * object wiped), the argument checks (lengths, NULL, alignment, an input
 * >= n, a failing qz_rng with the output zeroed, a key without d for the
 * non-CRT call, a wiped key) and the fault check: a key object whose dP,
 * then dQ (the check runs in each half), was changed after it was set
 * gives QZ_ERR_FAULT with the output zeroed.
 *
 * The file's first record names its set: the full one (native builds) or
 * the cross builds' sample (few private operations: kat/gen_rsa.py).
 */
#include <stdio.h>
#include <string.h>

#include "qzcrypt/rsa.h"
#include "kat_reader.h"
#include "qzt.h"

extern const unsigned char qzt_kat_rsa[];
extern const size_t qzt_kat_rsa_len;

#define MAXB QZ_RSA_MAX_BYTES
#define GUARD 0xa5
#define NKEYS 8
#define WS_BYTES (QZ_RSA_NONCRT_WORKSPACE_BYTES_HIGH(QZ_RSA_MAX_BITS) + 64)

typedef struct {
    char name[24];
    unsigned bits;
    int priv;
    uint8_t n[MAXB], e[MAXB], d[MAXB], p[MAXB / 2], q[MAXB / 2], dp[MAXB / 2],
        dq[MAXB / 2], qinv[MAXB / 2];
    /* consistent with the key but out of range (kat/gen_rsa.py), 0 if absent */
    uint8_t bad_dp[MAXB / 2], bad_qinv[MAXB / 2], bad_d[MAXB];
    int has_bad, drop_d; /* drop_d: set without d (damaged-key tests) */
    size_t e_len;
    qz_rsa_public_key pub;
    qz_rsa_private_key key;
} kkey;

static kkey keys[NKEYS];
static size_t nkeys;
static uint32_t ws_store[WS_BYTES / 4 + 1];
#define WS ((void *)ws_store)
static uint8_t in[MAXB], want[MAXB], out[MAXB + 16], buf[MAXB + 16];
static int sample;
static unsigned long private_count;

/* The test's random source: xorshift, seeded; fails on demand. */
static qzt_rng trng;
static int rng_fail_after = -1;
static int test_fill(void *state, uint8_t *o, size_t len)
{
    (void)state;
    if (rng_fail_after == 0)
        return -1;
    if (rng_fail_after > 0)
        rng_fail_after--;
    qzt_rand_bytes(&trng, o, len);
    return 0;
}
static const qz_rng RNG = {test_fill, NULL};

static kkey *find_key(const kat_record *rec)
{
    size_t len;
    const char *s = kat_str(rec, "key", &len);

    for (size_t i = 0; s != NULL && i < nkeys; i++)
        if (strlen(keys[i].name) == len && memcmp(keys[i].name, s, len) == 0)
            return &keys[i];
    return NULL;
}

static qz_rsa_private_parts parts_of(const kkey *k)
{
    size_t nb = k->bits / 8, hb = nb / 2;
    qz_rsa_private_parts pp = {k->n, k->e, k->d, k->p, k->q, k->dp, k->dq, k->qinv,
                               nb, k->e_len, nb, hb, hb, hb, hb, hb};

    return pp;
}

/* A getter's output: exactly `len` bytes equal to want, the guard intact. */
static void check_get(int rc, const uint8_t *w, size_t len, const char *what, unsigned line)
{
    QZT_CHECK(rc == QZ_OK, "line %u: get %s: %d", line, what, rc);
    QZT_EXPECT_BYTES(what, buf, w, len);
    QZT_CHECK(buf[len] == GUARD, "line %u: get %s wrote past", line, what);
}

static void run_key(const kat_record *rec)
{
    kkey *k;
    size_t len, nb;
    const char *name = kat_str(rec, "name", &len);
    long nl, el;
    int rc;
    static const struct {
        const char *f;
        int part;
    } parts[] = {{"d", QZ_RSA_PART_D}, {"p", QZ_RSA_PART_P}, {"q", QZ_RSA_PART_Q},
                 {"dp", QZ_RSA_PART_DP}, {"dq", QZ_RSA_PART_DQ}, {"qinv", QZ_RSA_PART_QINV}};

    if (nkeys == NKEYS || name == NULL || len >= sizeof k->name) {
        QZT_CHECK(0, "line %u: bad KEY record", rec->line);
        return;
    }
    k = &keys[nkeys++];
    memcpy(k->name, name, len);
    k->bits = (unsigned)kat_num(rec, "bits", 0);
    nb = k->bits / 8;
    nl = kat_hex(rec, "n", k->n, sizeof k->n);
    el = kat_hex(rec, "e", k->e, sizeof k->e);
    k->priv = kat_str(rec, "d", &len) != NULL;
    if (nl != (long)nb || el <= 0 ||
        (k->priv && (kat_hex(rec, "d", k->d, nb) != (long)nb ||
                     kat_hex(rec, "p", k->p, nb / 2) != (long)nb / 2 ||
                     kat_hex(rec, "q", k->q, nb / 2) != (long)nb / 2 ||
                     kat_hex(rec, "dp", k->dp, nb / 2) != (long)nb / 2 ||
                     kat_hex(rec, "dq", k->dq, nb / 2) != (long)nb / 2 ||
                     kat_hex(rec, "qinv", k->qinv, nb / 2) != (long)nb / 2))) {
        QZT_CHECK(0, "line %u: bad KEY record", rec->line);
        return;
    }
    k->e_len = (size_t)el;
    k->has_bad = k->priv && kat_hex(rec, "bad_dp", k->bad_dp, nb / 2) == (long)nb / 2 &&
                 kat_hex(rec, "bad_qinv", k->bad_qinv, nb / 2) == (long)nb / 2 &&
                 kat_hex(rec, "bad_d", k->bad_d, nb) == (long)nb;
    if (k->priv) {
        qz_rsa_private_parts pp = parts_of(k);

        memset(&k->key, 0x5c, sizeof k->key);
        rc = qz_rsa_set_private_key_raw(&k->key, WS, QZ_RSA_KEY_WORKSPACE_BYTES(k->bits), &pp);
        QZT_CHECK(rc == QZ_OK, "line %u: set_private_key_raw: %d", rec->line, rc);
        QZT_CHECK(qzt_all_zero(WS, QZ_RSA_KEY_WORKSPACE_BYTES(k->bits)),
                  "line %u: set_private_key_raw left its workspace", rec->line);
        for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) {
            size_t l = parts[i].part == QZ_RSA_PART_D ? nb : nb / 2;
            const uint8_t *w = parts[i].part == QZ_RSA_PART_D    ? k->d
                               : parts[i].part == QZ_RSA_PART_P  ? k->p
                               : parts[i].part == QZ_RSA_PART_Q  ? k->q
                               : parts[i].part == QZ_RSA_PART_DP ? k->dp
                               : parts[i].part == QZ_RSA_PART_DQ ? k->dq
                                                                  : k->qinv;

            memset(buf, GUARD, sizeof buf);
            check_get(qz_rsa_get_private_key_raw(&k->key, buf, l, parts[i].part), w, l,
                      parts[i].f, rec->line);
        }
        memset(buf, GUARD, sizeof buf);
        check_get(qz_rsa_get_private_key_raw(&k->key, buf, nb, QZ_RSA_PART_N), k->n, nb, "n",
                  rec->line);
        memset(buf, GUARD, sizeof buf);
        check_get(qz_rsa_get_private_key_raw(&k->key, buf, k->e_len, QZ_RSA_PART_E), k->e,
                  k->e_len, "e", rec->line);
        rc = qz_rsa_get_public_key(&k->pub, &k->key);
        QZT_CHECK(rc == QZ_OK, "line %u: get_public_key: %d", rec->line, rc);
    } else {
        memset(&k->pub, 0x5c, sizeof k->pub);
        rc = qz_rsa_set_public_key_raw(&k->pub, WS, QZ_RSA_KEY_WORKSPACE_BYTES(k->bits), k->n,
                                       nb, k->e, k->e_len);
        QZT_CHECK(rc == QZ_OK, "line %u: set_public_key_raw: %d", rec->line, rc);
    }
    QZT_CHECK(qz_rsa_public_bits(&k->pub) == (int)k->bits, "line %u: bits", rec->line);
    memset(buf, GUARD, sizeof buf);
    check_get(qz_rsa_get_public_key_raw(&k->pub, buf, nb, NULL, 0), k->n, nb, "public n",
              rec->line);
    memset(buf, GUARD, sizeof buf);
    check_get(qz_rsa_get_public_key_raw(&k->pub, NULL, 0, buf, k->e_len), k->e, k->e_len,
              "public e", rec->line);
    /* e with a leading zero (up to the modulus's length), too short for e */
    memset(buf, GUARD, sizeof buf);
    rc = qz_rsa_get_public_key_raw(&k->pub, NULL, 0, buf, k->e_len + 1);
    if (k->e_len < nb)
        QZT_CHECK(rc == QZ_OK && buf[0] == 0 && memcmp(buf + 1, k->e, k->e_len) == 0 &&
                      buf[k->e_len + 1] == GUARD,
                  "line %u: e with a leading zero", rec->line);
    else
        QZT_CHECK(rc == QZ_ERR_LENGTH, "line %u: e longer than n", rec->line);
    QZT_CHECK(qz_rsa_get_public_key_raw(&k->pub, NULL, 0, buf, k->e_len - 1) == QZ_ERR_LENGTH,
              "line %u: e in too few bytes", rec->line);
}

static int read_io(const kat_record *rec, const kkey *k)
{
    size_t nb = k->bits / 8;

    return kat_hex(rec, "in", in, sizeof in) == (long)nb &&
           kat_hex(rec, "out", want, sizeof want) == (long)nb;
}

static void run_public(const kat_record *rec)
{
    kkey *k = find_key(rec);
    size_t nb;
    int rc;

    if (k == NULL || !read_io(rec, k)) {
        QZT_CHECK(0, "line %u: bad PUBLIC record", rec->line);
        return;
    }
    nb = k->bits / 8;
    memset(out, GUARD, sizeof out);
    rc = qz_rsa_public(&k->pub, WS, QZ_RSA_PUBLIC_WORKSPACE_BYTES(k->bits), out, nb, in, nb);
    QZT_CHECK(rc == QZ_OK, "line %u: public: %d", rec->line, rc);
    QZT_EXPECT_BYTES("public", out, want, nb);
    QZT_CHECK(out[nb] == GUARD, "line %u: public wrote past", rec->line);
    QZT_CHECK(qzt_all_zero(WS, QZ_RSA_PUBLIC_WORKSPACE_BYTES(k->bits)),
              "line %u: public left its workspace", rec->line);
    memcpy(out, in, nb);
    rc = qz_rsa_public(&k->pub, WS, QZ_RSA_PUBLIC_WORKSPACE_BYTES(k->bits), out, nb, out, nb);
    QZT_CHECK(rc == QZ_OK, "line %u: public in place: %d", rec->line, rc);
    QZT_EXPECT_BYTES("public in place", out, want, nb);
}

/* One private operation with exactly `wsl` bytes of workspace (the rest
 * of the store painted, to see nothing past it written). */
static void private_call(const kat_record *rec, const kkey *k, int crt, size_t wsl,
                         const char *what)
{
    size_t nb = k->bits / 8;
    uint8_t *w = (uint8_t *)WS;
    int rc;

    memset(w + wsl, 0x3c, 64);
    memset(out, GUARD, sizeof out);
    rc = crt ? qz_rsa_private(&k->key, &RNG, WS, wsl, out, nb, in, nb)
             : qz_rsa_private_noncrt(&k->key, &RNG, WS, wsl, out, nb, in, nb);
    QZT_CHECK(rc == QZ_OK, "line %u: %s: %d", rec->line, what, rc);
    QZT_EXPECT_BYTES(what, out, want, nb);
    QZT_CHECK(out[nb] == GUARD, "line %u: %s wrote past", rec->line, what);
    QZT_CHECK(qzt_all_zero(WS, wsl), "line %u: %s left its workspace", rec->line, what);
    for (size_t i = 0; i < 64; i++)
        if (w[wsl + i] != 0x3c) {
            QZT_CHECK(0, "line %u: %s wrote past its workspace", rec->line, what);
            break;
        }
    private_count++;
}

static void run_private(const kat_record *rec)
{
    kkey *k = find_key(rec);
    size_t nb;
    unsigned b;
    size_t sz[3], nsz[3];
    static unsigned turn;

    if (k == NULL || !k->priv || !read_io(rec, k)) {
        QZT_CHECK(0, "line %u: bad PRIVATE record", rec->line);
        return;
    }
    nb = k->bits / 8;
    b = k->bits;
    sz[0] = QZ_RSA_PRIVATE_WORKSPACE_BYTES_LOW(b);
    sz[1] = QZ_RSA_PRIVATE_WORKSPACE_BYTES_MID(b);
    sz[2] = QZ_RSA_PRIVATE_WORKSPACE_BYTES_HIGH(b);
    nsz[0] = QZ_RSA_NONCRT_WORKSPACE_BYTES_LOW(b);
    nsz[1] = QZ_RSA_NONCRT_WORKSPACE_BYTES_MID(b);
    nsz[2] = QZ_RSA_NONCRT_WORKSPACE_BYTES_HIGH(b);
    if (sample) {
        /* one CRT operation per record; the non-CRT one and the in-place
         * call on the first record only (an RSA-2048 key): the M0+
         * simulator's replay is CI's critical lane (doc/testing.md) */
        private_call(rec, k, 1, sz[turn % 3], "private (CRT)");
        if (turn++ > 0)
            return;
        private_call(rec, k, 0, nsz[1], "private (non-CRT, MID)");
    } else {
        private_call(rec, k, 1, sz[0], "private (CRT, LOW)");
        private_call(rec, k, 1, sz[1], "private (CRT, MID)");
        private_call(rec, k, 1, sz[2], "private (CRT, HIGH)");
        private_call(rec, k, 0, nsz[turn++ % 3], "private (non-CRT)");
    }
    /* in place */
    memcpy(out, in, nb);
    QZT_CHECK(qz_rsa_private(&k->key, &RNG, WS, sz[0], out, nb, out, nb) == QZ_OK &&
                  memcmp(out, want, nb) == 0,
              "line %u: private in place", rec->line);
}

/* ---- damaged keys --------------------------------------------------------- */

static void damaged(const kkey *k, const char *what, void (*damage)(kkey *c), int want_rc)
{
    static kkey c;
    qz_rsa_private_parts pp;
    int rc;

    c = *k;
    if (damage != NULL)
        damage(&c);
    pp = parts_of(&c);
    if (c.drop_d) {
        /* d = dP mod (p - 1) would catch a changed dP on its own */
        pp.d = NULL;
        pp.d_len = 0;
    }
    memset(&c.key, 0x5c, sizeof c.key);
    rc = qz_rsa_set_private_key_raw(&c.key, WS, QZ_RSA_KEY_WORKSPACE_BYTES(k->bits), &pp);
    QZT_CHECK(rc == want_rc, "damaged key (%s): %d, want %d", what, rc, want_rc);
    if (want_rc != QZ_OK)
        QZT_CHECK(qzt_all_zero(&c.key, sizeof c.key), "damaged key (%s): key not wiped", what);
}

static void dmg_n(kkey *c) { c->n[c->bits / 8 - 1] ^= 2; }           /* p q != n */
static void dmg_n_even(kkey *c) { c->n[c->bits / 8 - 1] ^= 1; }
static void dmg_n_top(kkey *c) { c->n[0] &= 0x7f; }
static void dmg_p_even(kkey *c) { c->p[c->bits / 16 - 1] ^= 1; }
static void dmg_p_top(kkey *c) { c->p[0] &= 0x7f; }
static void dmg_dp(kkey *c) { c->dp[c->bits / 16 - 1] ^= 2; c->drop_d = 1; } /* e dP != 1 */
static void dmg_dq(kkey *c) { c->dq[c->bits / 16 - 1] ^= 2; c->drop_d = 1; } /* e dQ != 1 */
static void dmg_qinv(kkey *c) { c->qinv[c->bits / 16 - 1] ^= 2; }     /* qInv q != 1 */
static void dmg_d(kkey *c) { c->d[c->bits / 8 - 1] ^= 2; }            /* d != dP mod p-1 */
static void dmg_swap_pq(kkey *c)                                      /* qInv for the other order */
{
    uint8_t t[MAXB / 2];

    memcpy(t, c->p, c->bits / 16);
    memcpy(c->p, c->q, c->bits / 16);
    memcpy(c->q, t, c->bits / 16);
}
/* consistent but out of range: dP + p - 1, qInv + p, d + j lcm >= n */
static void dmg_dp_range(kkey *c) { memcpy(c->dp, c->bad_dp, c->bits / 16); c->drop_d = 1; }
static void dmg_qinv_range(kkey *c) { memcpy(c->qinv, c->bad_qinv, c->bits / 16); }
static void dmg_d_range(kkey *c) { memcpy(c->d, c->bad_d, c->bits / 8); }
static void dmg_dp_zero(kkey *c) { memset(c->dp, 0, c->bits / 16); c->drop_d = 1; }
static void dmg_e_even(kkey *c) { c->e[c->e_len - 1] ^= 1; }
static void dmg_e_one(kkey *c) { c->e[0] = 1; c->e_len = 1; }
static void dmg_e_big(kkey *c) { memcpy(c->e, c->n, c->bits / 8); c->e_len = c->bits / 8; }

static void run_damaged(const kkey *k)
{
    static const struct {
        const char *what;
        void (*damage)(kkey *c);
        int rc;
    } cases[] = {
        {"none", NULL, QZ_OK},
        {"n changed: p q != n", dmg_n, QZ_ERR_ENCODING},
        {"n even", dmg_n_even, QZ_ERR_ENCODING},
        {"n without its top bit", dmg_n_top, QZ_ERR_ENCODING},
        {"p even", dmg_p_even, QZ_ERR_ENCODING},
        {"p without its top bit", dmg_p_top, QZ_ERR_ENCODING},
        {"dP: e dP != 1 mod p - 1", dmg_dp, QZ_ERR_ENCODING},
        {"dQ: e dQ != 1 mod q - 1", dmg_dq, QZ_ERR_ENCODING},
        {"qInv: qInv q != 1 mod p", dmg_qinv, QZ_ERR_ENCODING},
        {"qInv + p (out of range)", dmg_qinv_range, QZ_ERR_ENCODING},
        {"dP + p - 1 (out of range)", dmg_dp_range, QZ_ERR_ENCODING},
        {"d + j lcm >= n (out of range)", dmg_d_range, QZ_ERR_ENCODING},
        {"p and q swapped (qInv of the other order)", dmg_swap_pq, QZ_ERR_ENCODING},
        {"d: d != dP mod p - 1", dmg_d, QZ_ERR_ENCODING},
        {"dP = 0", dmg_dp_zero, QZ_ERR_ENCODING},
        {"e even", dmg_e_even, QZ_ERR_ENCODING},
        {"e = 1", dmg_e_one, QZ_ERR_ENCODING},
        {"e = n", dmg_e_big, QZ_ERR_ENCODING},
    };

    static kkey c;
    size_t nb = k->bits / 8;

    QZT_CHECK(k->has_bad, "the RSA-2048 key has no out-of-range components");
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        damaged(k, cases[i].what, cases[i].damage, cases[i].rc);
    /* The public key's own checks (p q = n no longer stands behind them). */
    for (size_t i = 0; i < 6; i++) {
        static const char *what[] = {"none", "n even", "n without its top bit", "e even",
                                     "e = 1", "e = n"};
        static void (*const dmg[])(kkey *) = {NULL, dmg_n_even, dmg_n_top, dmg_e_even,
                                              dmg_e_one, dmg_e_big};
        int rc;

        c = *k;
        if (dmg[i] != NULL)
            dmg[i](&c);
        memset(&c.pub, 0x5c, sizeof c.pub);
        rc = qz_rsa_set_public_key_raw(&c.pub, WS, QZ_RSA_KEY_WORKSPACE_BYTES(k->bits), c.n, nb,
                                       c.e, c.e_len);
        QZT_CHECK(rc == (i == 0 ? QZ_OK : QZ_ERR_ENCODING), "damaged public key (%s): %d",
                  what[i], rc);
        if (i != 0)
            QZT_CHECK(qzt_all_zero(&c.pub, sizeof c.pub), "damaged public key (%s): not zeroed",
                      what[i]);
    }
}

/* ---- argument checks and the fault check --------------------------------------- */

static void run_api(const kkey *k)
{
    static qz_rsa_private_key key2;
    static qz_rsa_public_key pub2;
    size_t nb = k->bits / 8, lo = QZ_RSA_PRIVATE_WORKSPACE_BYTES_LOW(k->bits);
    qz_rsa_private_parts pp = parts_of(k);
    int rc;

    for (size_t i = 0; i < nb; i++)
        in[i] = (uint8_t)(i * 7 + 1);
    in[0] = 0x12; /* below n (n's top bit is set) */
    /* lengths */
    QZT_CHECK(qz_rsa_private(&k->key, &RNG, WS, lo, out, nb - 1, in, nb) == QZ_ERR_LENGTH,
              "private: short out");
    QZT_CHECK(qz_rsa_private(&k->key, &RNG, WS, lo, out, nb, in, nb + 1) == QZ_ERR_LENGTH,
              "private: long in");
    QZT_CHECK(qz_rsa_private(&k->key, &RNG, WS, lo - 4, out, nb, in, nb) == QZ_ERR_LENGTH,
              "private: workspace a word short");
    QZT_CHECK(qz_rsa_private_noncrt(&k->key, &RNG, WS,
                                    QZ_RSA_NONCRT_WORKSPACE_BYTES_LOW(k->bits) - 4, out, nb,
                                    in, nb) == QZ_ERR_LENGTH,
              "private non-CRT: workspace a word short");
    QZT_CHECK(qz_rsa_public(&k->pub, WS, QZ_RSA_PUBLIC_WORKSPACE_BYTES(k->bits) - 4, out, nb,
                            in, nb) == QZ_ERR_LENGTH,
              "public: workspace a word short");
    QZT_CHECK(qz_rsa_public(&k->pub, WS, QZ_RSA_PUBLIC_WORKSPACE_BYTES(k->bits), out, nb, in,
                            nb - 1) == QZ_ERR_LENGTH,
              "public: short in");
    /* NULL and misaligned */
    QZT_CHECK(qz_rsa_private(&k->key, NULL, WS, lo, out, nb, in, nb) == QZ_ERR_NULL,
              "private: NULL rng");
    QZT_CHECK(qz_rsa_private(&k->key, &RNG, (uint8_t *)WS + 2, lo, out, nb, in, nb) ==
                  QZ_ERR_NULL,
              "private: misaligned workspace");
    QZT_CHECK(qz_rsa_public(&k->pub, (uint8_t *)WS + 1, QZ_RSA_PUBLIC_WORKSPACE_BYTES(k->bits),
                            out, nb, in, nb) == QZ_ERR_NULL,
              "public: misaligned workspace");
    QZT_CHECK(qz_rsa_set_private_key_raw(&key2, WS, QZ_RSA_KEY_WORKSPACE_BYTES(k->bits), NULL) ==
                  QZ_ERR_NULL,
              "set_private_key_raw: NULL parts");
    rc = qz_rsa_set_private_key_raw(&key2, WS, QZ_RSA_KEY_WORKSPACE_BYTES(k->bits) - 4, &pp);
    QZT_CHECK(rc == QZ_ERR_LENGTH, "set_private_key_raw: short workspace: %d", rc);
    rc = qz_rsa_set_public_key_raw(&pub2, WS, QZ_RSA_KEY_WORKSPACE_BYTES(k->bits), k->n, nb - 1,
                                   k->e, k->e_len);
    QZT_CHECK(rc == QZ_ERR_LENGTH, "set_public_key_raw: n_len: %d", rc);
    rc = qz_rsa_set_public_key_raw(&pub2, WS, QZ_RSA_KEY_WORKSPACE_BYTES(k->bits), k->n, nb,
                                   k->n, nb);
    QZT_CHECK(rc == QZ_ERR_ENCODING, "set_public_key_raw: e = n: %d", rc);
    /* in >= n: refused, nothing written */
    memcpy(in, k->n, nb);
    memset(out, GUARD, sizeof out);
    QZT_CHECK(qz_rsa_private(&k->key, &RNG, WS, lo, out, nb, in, nb) == QZ_ERR_ENCODING &&
                  out[0] == GUARD && out[nb - 1] == GUARD,
              "private: in = n");
    QZT_CHECK(qz_rsa_public(&k->pub, WS, QZ_RSA_PUBLIC_WORKSPACE_BYTES(k->bits), out, nb, in,
                            nb) == QZ_ERR_ENCODING,
              "public: in = n");
    in[0] = 0x12;
    /* a failing random source: QZ_ERR_RNG, the output zeroed, at the
     * blinding value and at each exponent's k */
    for (int after = 0; after < 3; after++) {
        memset(out, GUARD, sizeof out);
        rng_fail_after = after;
        rc = qz_rsa_private(&k->key, &RNG, WS, lo, out, nb, in, nb);
        rng_fail_after = -1;
        QZT_CHECK(rc == QZ_ERR_RNG && qzt_all_zero(out, nb) && out[nb] == GUARD,
                  "private: rng failing after %d fills: %d", after, rc);
        QZT_CHECK(qzt_all_zero(WS, lo), "private: rng failure left the workspace");
    }
    /* a key without d: CRT only */
    pp.d = NULL;
    pp.d_len = 0;
    rc = qz_rsa_set_private_key_raw(&key2, WS, QZ_RSA_KEY_WORKSPACE_BYTES(k->bits), &pp);
    QZT_CHECK(rc == QZ_OK, "set_private_key_raw without d: %d", rc);
    QZT_CHECK(qz_rsa_private_noncrt(&key2, &RNG, WS, QZ_RSA_NONCRT_WORKSPACE_BYTES_LOW(k->bits),
                                    out, nb, in, nb) == QZ_ERR_KEY,
              "private non-CRT without d");
    QZT_CHECK(qz_rsa_get_private_key_raw(&key2, buf, nb, QZ_RSA_PART_D) == QZ_ERR_KEY,
              "get d of a key without d");
    QZT_CHECK(qz_rsa_get_private_key_raw(&key2, buf, nb, 99) == QZ_ERR_ALG, "get part 99");
    QZT_CHECK(qz_rsa_private(&key2, &RNG, WS, lo, out, nb, in, nb) == QZ_OK, "CRT without d");
    /* the fault check: dP changed in the set key object (in-range damage to
     * data, which no check word sees) gives a wrong half; the check with e
     * refuses it */
    key2.dp[0] ^= 4;
    memset(out, GUARD, sizeof out);
    rc = qz_rsa_private(&key2, &RNG, WS, lo, out, nb, in, nb);
    QZT_CHECK(rc == QZ_ERR_FAULT && qzt_all_zero(out, nb) && out[nb] == GUARD,
              "private with a faulty dP: %d, want QZ_ERR_FAULT and a zeroed output", rc);
    QZT_CHECK(qzt_all_zero(WS, lo), "private: a fault left the workspace");
    /* and in the other half (the check runs in each: mod p and mod q) */
    key2.dp[0] ^= 4;
    key2.dq[1] ^= 0x100;
    memset(out, GUARD, sizeof out);
    rc = qz_rsa_private(&key2, &RNG, WS, lo, out, nb, in, nb);
    QZT_CHECK(rc == QZ_ERR_FAULT && qzt_all_zero(out, nb) && out[nb] == GUARD,
              "private with a faulty dQ: %d, want QZ_ERR_FAULT and a zeroed output", rc);
    key2.dq[1] ^= 0x100;
    /* damaged and wiped key objects */
    key2.bits = 2047;
    QZT_CHECK(qz_rsa_private(&key2, &RNG, WS, lo, out, nb, in, nb) == QZ_ERR_KEY,
              "private: damaged size");
    key2.bits = k->bits;
    key2.n[3] ^= 1;
    QZT_CHECK(qz_rsa_private(&key2, &RNG, WS, lo, out, nb, in, nb) == QZ_ERR_KEY,
              "private: damaged n");
    qz_rsa_wipe_private_key(&key2);
    QZT_CHECK(qzt_all_zero(&key2, sizeof key2), "wipe_private_key");
    QZT_CHECK(qz_rsa_private(&key2, &RNG, WS, lo, out, nb, in, nb) == QZ_ERR_KEY,
              "private: wiped key");
    QZT_CHECK(qz_rsa_get_public_key(&pub2, &key2) == QZ_ERR_KEY, "get_public_key: wiped");
    pub2 = k->pub;
    pub2.e_limbs = 0;
    QZT_CHECK(qz_rsa_public(&pub2, WS, QZ_RSA_PUBLIC_WORKSPACE_BYTES(k->bits), out, nb, in,
                            nb) == QZ_ERR_KEY,
              "public: damaged e size");
    qz_rsa_wipe_public_key(&pub2);
    QZT_CHECK(qz_rsa_public_bits(&pub2) == QZ_ERR_KEY, "public_bits: wiped");
}

int main(void)
{
    kat_reader rd;
    kat_record rec;
    unsigned long sets = 0, counts[3] = {0};
    const kkey *k2048 = NULL;

    qzt_rng_seed(&trng, 16);
    kat_open(&rd, qzt_kat_rsa, qzt_kat_rsa_len);
    while (kat_next(&rd, &rec)) {
        if (kat_is(&rec, "op", "SET")) {
            sets++;
            sample = kat_is(&rec, "set", "sample");
            QZT_CHECK(sample || kat_is(&rec, "set", "full"), "rsa.txt line %u: set", rec.line);
        } else if (kat_is(&rec, "op", "KEY")) {
            run_key(&rec);
            counts[0]++;
        } else if (kat_is(&rec, "op", "PUBLIC")) {
            run_public(&rec);
            counts[1]++;
        } else if (kat_is(&rec, "op", "PRIVATE")) {
            run_private(&rec);
            counts[2]++;
        } else {
            QZT_CHECK(0, "rsa.txt line %u: unknown op", rec.line);
        }
    }
    QZT_CHECK(sets == 1, "%lu SET records", sets);
    QZT_CHECK(counts[0] >= 6 && counts[1] >= (sample ? 12u : 30u) &&
                  counts[2] >= (sample ? 5u : 20u),
              "only %lu KEY, %lu PUBLIC, %lu PRIVATE records", counts[0], counts[1], counts[2]);
    for (size_t i = 0; i < nkeys; i++)
        if (keys[i].priv && keys[i].bits == 2048 && k2048 == NULL)
            k2048 = &keys[i];
    QZT_CHECK(k2048 != NULL, "no RSA-2048 private key");
    if (k2048 != NULL) {
        run_damaged(k2048);
        run_api(k2048);
    }
    printf("kat-rsa: the %s set, %lu private operations\n", sample ? "sample" : "full",
           private_count);
    return qzt_finish("kat-rsa");
}

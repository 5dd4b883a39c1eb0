/*
 * ML-DSA KAT runner: kat/mldsa.txt (native builds) or kat/mldsa_sample.txt
 * (cross builds), from kat/gen_mldsa.mjs, through qzcrypt/mldsa.h.
 *  - KEYGEN: qz_mldsa_generate_key_derand from xi gives the record's pk
 *    and sk (and sk alone with pk left out); guards after both.
 *  - KEY: the key of the records that follow, from xi, checked against the
 *    record's SHA3-256 of pk and sk.
 *  - SIGN: the signature of the record's variant, deterministic or hedged
 *    with the record's rnd (a qz_rng that hands it out): pure; HashML-DSA
 *    over the message and over its digest; external mu (mu computed by
 *    qz_mldsa_compute_mu, then signed; the pure call must give the same
 *    signature). Then verified by every verification call of the variant.
 *  - KEYT0, SIGNT0: a private key with t0 at the end of its range in its
 *    first row, and the SHA3-256 of its signatures (the ct0 and hint-count
 *    refusals matter; run_signt0).
 *  - VERIFY: the last signature damaged as the record says (bytes set,
 *    one byte less or more, another message or context): every
 *    verification call of the variant gives noble's verdict.
 * Each call gets exactly its operation's workspace size, which must be
 * zero afterwards. Then the API per set: NULL pointers, a foreign set,
 * hashes too weak for the set, every length, short and misaligned
 * workspaces, a private key with s1 or s2 out of range, failing sources,
 * outputs left untouched by refused calls, generate_key from a source.
 */
#include <stdio.h>
#include <string.h>

#include "kat_reader.h"
#include "qzcrypt/mldsa.h"
#include "qzcrypt/sha3.h"
#include "qzt.h"

extern const unsigned char qzt_kat_mldsa[];
extern const size_t qzt_kat_mldsa_len;

#define GUARD 0xa5
#define PK_MAX QZ_MLDSA87_PK_BYTES
#define SK_MAX QZ_MLDSA87_SK_BYTES
#define SIG_MAX QZ_MLDSA87_SIG_BYTES
static uint64_t ws_store[(QZ_MLDSA_WORKSPACE_MAX_BYTES + 16) / 8];
#define WS ((void *)ws_store)

typedef struct {
    qz_mldsa_id id;
    int ps;
    size_t pk, sk, sig, ws_keygen, ws_sign, ws_verify;
} set_info;

static const set_info SETS[3] = {
    {QZ_MLDSA44, 44, QZ_MLDSA_PK_BYTES(44), QZ_MLDSA_SK_BYTES(44), QZ_MLDSA_SIG_BYTES(44),
     QZ_MLDSA_KEYGEN_WORKSPACE_BYTES(44), QZ_MLDSA_SIGN_WORKSPACE_BYTES(44),
     QZ_MLDSA_VERIFY_WORKSPACE_BYTES(44)},
    {QZ_MLDSA65, 65, QZ_MLDSA_PK_BYTES(65), QZ_MLDSA_SK_BYTES(65), QZ_MLDSA_SIG_BYTES(65),
     QZ_MLDSA_KEYGEN_WORKSPACE_BYTES(65), QZ_MLDSA_SIGN_WORKSPACE_BYTES(65),
     QZ_MLDSA_VERIFY_WORKSPACE_BYTES(65)},
    {QZ_MLDSA87, 87, QZ_MLDSA_PK_BYTES(87), QZ_MLDSA_SK_BYTES(87), QZ_MLDSA_SIG_BYTES(87),
     QZ_MLDSA_KEYGEN_WORKSPACE_BYTES(87), QZ_MLDSA_SIGN_WORKSPACE_BYTES(87),
     QZ_MLDSA_VERIFY_WORKSPACE_BYTES(87)},
};

enum { PURE, PREHASH, MU };

/* the current key and the last SIGN record */
static const set_info *cur;
static uint8_t pk[PK_MAX], sk[SK_MAX + 8], want[SK_MAX], xi[32];
static uint8_t sig[SIG_MAX + 8], bad[SIG_MAX + 8], ctx[256], msg[1100], mu[64], rnd[32];
static long ctx_len, msg_len;
static int variant = -1, have_sig;
static qz_hash_id hash;
static uint8_t out[SIG_MAX + 8];

static int guard_ok(const uint8_t *p, size_t n)
{
    for (size_t i = n; i < n + 8; i++)
        if (p[i] != GUARD)
            return 0;
    return 1;
}

static int fixed_fill(void *st, uint8_t *p, size_t len)
{
    const uint8_t *src = (const uint8_t *)st;

    for (size_t i = 0; i < len; i++)
        p[i] = src[i % 32];
    return 0;
}

static int failing_fill(void *st, uint8_t *p, size_t len)
{
    (void)st;
    (void)p;
    (void)len;
    return -1;
}

static int has(const kat_record *rec, const char *key)
{
    size_t len;

    return kat_str(rec, key, &len) != NULL;
}

static const set_info *set_of(const kat_record *rec)
{
    long ps = kat_num(rec, "ps", 0);

    for (int i = 0; i < 3; i++)
        if (SETS[i].ps == ps)
            return &SETS[i];
    return NULL;
}

static int ws_zero(size_t n)
{
    return qzt_all_zero(WS, n);
}

static void run_keygen(const kat_record *rec)
{
    const set_info *s = set_of(rec);
    uint8_t kpk[PK_MAX + 8];
    int rc;

    if (s == NULL || kat_hex(rec, "xi", xi, 32) != 32 ||
        kat_hex(rec, "pk", pk, PK_MAX) != (long)s->pk ||
        kat_hex(rec, "sk", want, SK_MAX) != (long)s->sk) {
        QZT_CHECK(0, "mldsa.txt line %u: bad KEYGEN record", rec->line);
        return;
    }
    memset(kpk, GUARD, sizeof kpk);
    memset(sk, GUARD, sizeof sk);
    rc = qz_mldsa_generate_key_derand(s->id, WS, s->ws_keygen, kpk, s->pk, sk, s->sk, xi, 32);
    QZT_CHECK(rc == QZ_OK && ws_zero(s->ws_keygen), "line %u: keygen %d", rec->line, rc);
    QZT_EXPECT_BYTES("public key", kpk, pk, s->pk);
    QZT_EXPECT_BYTES("private key", sk, want, s->sk);
    QZT_CHECK(guard_ok(kpk, s->pk) && guard_ok(sk, s->sk), "line %u: wrote past a key",
              rec->line);
    memset(sk, GUARD, sizeof sk);
    rc = qz_mldsa_generate_key_derand(s->id, WS, s->ws_keygen, NULL, 0, sk, s->sk, xi, 32);
    QZT_CHECK(rc == QZ_OK, "line %u: keygen without pk %d", rec->line, rc);
    QZT_EXPECT_BYTES("private key (no pk)", sk, want, s->sk);
}

static void run_key(const kat_record *rec)
{
    const set_info *s = set_of(rec);
    uint8_t hp[32], hs[32], d[32];
    int rc;

    cur = NULL;
    have_sig = 0;
    if (s == NULL || kat_hex(rec, "xi", xi, 32) != 32 || kat_hex(rec, "pk_sha3", hp, 32) != 32 ||
        kat_hex(rec, "sk_sha3", hs, 32) != 32) {
        QZT_CHECK(0, "mldsa.txt line %u: bad KEY record", rec->line);
        return;
    }
    rc = qz_mldsa_generate_key_derand(s->id, WS, s->ws_keygen, pk, s->pk, sk, s->sk, xi, 32);
    QZT_CHECK(rc == QZ_OK, "line %u: keygen %d", rec->line, rc);
    qz_sha3_256(d, pk, s->pk);
    QZT_EXPECT_BYTES("SHA3-256(pk)", d, hp, 32);
    qz_sha3_256(d, sk, s->sk);
    QZT_EXPECT_BYTES("SHA3-256(sk)", d, hs, 32);
    cur = s;
}

/* KEYT0 / SIGNT0: a private key whose t0 is at the end of its range in its
 * first row, so that the ct0 norm check and the hint count refuse attempts
 * a real key's would not: each deterministic signature must hash to
 * noble's. At QZ_FAULT_CHECKS 2 the signatures do not verify against the
 * public key recomputed from sk (t0 is not t's low part): QZ_ERR_FAULT
 * with sig zeroed. */
static const set_info *t0_set;
static uint8_t t0_sk[SK_MAX];

static void run_keyt0(const kat_record *rec)
{
    t0_set = set_of(rec);
    if (t0_set == NULL || kat_hex(rec, "sk", t0_sk, SK_MAX) != (long)t0_set->sk) {
        t0_set = NULL;
        QZT_CHECK(0, "mldsa.txt line %u: bad KEYT0 record", rec->line);
    }
}

static void run_signt0(const kat_record *rec)
{
    const set_info *s = t0_set;
    uint8_t want_h[32], h[32];
    long ml;
    int rc;

    if (s == NULL || (ml = kat_hex(rec, "msg", msg, sizeof msg)) < 0 ||
        kat_hex(rec, "sig_sha3", want_h, 32) != 32) {
        QZT_CHECK(0, "mldsa.txt line %u: bad SIGNT0 record", rec->line);
        return;
    }
    memset(out, GUARD, sizeof out);
    rc = qz_mldsa_sign(s->id, WS, s->ws_sign, out, s->sig, t0_sk, s->sk, NULL, 0, msg,
                       (size_t)ml);
#if QZ_FAULT_CHECKS >= 2
    (void)h;
    QZT_CHECK(rc == QZ_ERR_FAULT && qzt_all_zero(out, s->sig), "line %u: t0 key %d",
              rec->line, rc);
#else
    QZT_CHECK(rc == QZ_OK, "line %u: t0 key %d", rec->line, rc);
    qz_sha3_256(h, out, s->sig);
    QZT_EXPECT_BYTES("SHA3-256 of the signature (t0 at its end)", h, want_h, 32);
#endif
    QZT_CHECK(guard_ok(out, s->sig) && ws_zero(s->ws_sign), "line %u: t0 key: guard or ws",
              rec->line);
}

/* Sign with the current record's fields; rng NULL: deterministic. */
static int do_sign(const qz_rng *rng, int v, int digest, uint8_t *o)
{
    const set_info *s = cur;
    uint8_t dg[64];

    switch (v) {
    case PURE:
        return rng ? qz_mldsa_sign_hedged(s->id, rng, WS, s->ws_sign, o, s->sig, sk, s->sk, ctx,
                                          (size_t)ctx_len, msg, (size_t)msg_len)
                   : qz_mldsa_sign(s->id, WS, s->ws_sign, o, s->sig, sk, s->sk, ctx,
                                   (size_t)ctx_len, msg, (size_t)msg_len);
    case PREHASH:
        if (!digest)
            return rng ? qz_mldsa_sign_prehash_hedged(s->id, hash, rng, WS, s->ws_sign, o, s->sig,
                                                      sk, s->sk, ctx, (size_t)ctx_len, msg,
                                                      (size_t)msg_len)
                       : qz_mldsa_sign_prehash(s->id, hash, WS, s->ws_sign, o, s->sig, sk, s->sk,
                                               ctx, (size_t)ctx_len, msg, (size_t)msg_len);
        qz_hash(hash, dg, qz_hash_digest_bytes(hash), msg, (size_t)msg_len);
        return rng ? qz_mldsa_sign_prehash_digest_hedged(s->id, hash, rng, WS, s->ws_sign, o,
                                                         s->sig, sk, s->sk, ctx, (size_t)ctx_len,
                                                         dg, qz_hash_digest_bytes(hash))
                   : qz_mldsa_sign_prehash_digest(s->id, hash, WS, s->ws_sign, o, s->sig, sk,
                                                  s->sk, ctx, (size_t)ctx_len, dg,
                                                  qz_hash_digest_bytes(hash));
    default:
        return rng ? qz_mldsa_sign_mu_hedged(s->id, rng, WS, s->ws_sign, o, s->sig, sk, s->sk,
                                             mu, 64)
                   : qz_mldsa_sign_mu(s->id, WS, s->ws_sign, o, s->sig, sk, s->sk, mu, 64);
    }
}

/* Every verification call of the variant on (s, n): they must agree;
 * returns the common verdict or -100. */
static int do_verify(const uint8_t *s, size_t n)
{
    const set_info *c = cur;
    uint8_t dg[64];
    int a, b;

    switch (variant) {
    case PURE:
        a = qz_mldsa_verify(c->id, WS, c->ws_verify, pk, c->pk, ctx, (size_t)ctx_len, msg,
                            (size_t)msg_len, s, n);
        return ws_zero(c->ws_verify) ? a : -101;
    case PREHASH:
        a = qz_mldsa_verify_prehash(c->id, hash, WS, c->ws_verify, pk, c->pk, ctx,
                                    (size_t)ctx_len, msg, (size_t)msg_len, s, n);
        qz_hash(hash, dg, qz_hash_digest_bytes(hash), msg, (size_t)msg_len);
        b = qz_mldsa_verify_prehash_digest(c->id, hash, WS, c->ws_verify, pk, c->pk, ctx,
                                           (size_t)ctx_len, dg, qz_hash_digest_bytes(hash), s, n);
        return a == b && ws_zero(c->ws_verify) ? a : -100;
    default:
        a = qz_mldsa_verify_mu(c->id, WS, c->ws_verify, pk, c->pk, mu, 64, s, n);
        b = qz_mldsa_verify(c->id, WS, c->ws_verify, pk, c->pk, ctx, (size_t)ctx_len, msg,
                            (size_t)msg_len, s, n);
        return a == b && ws_zero(c->ws_verify) ? a : -100;
    }
}

static int read_variant(const kat_record *rec)
{
    if (kat_is(rec, "variant", "pure"))
        return PURE;
    if (kat_is(rec, "variant", "prehash"))
        return PREHASH;
    return kat_is(rec, "variant", "mu") ? MU : -1;
}

static void run_sign(const kat_record *rec)
{
    const char *hn;
    size_t hl = 0;
    long rl;
    qz_rng rng = {fixed_fill, rnd};
    const qz_rng *r;
    int rc;

    have_sig = 0;
    variant = read_variant(rec);
    ctx_len = kat_hex(rec, "ctx", ctx, sizeof ctx);
    msg_len = kat_hex(rec, "msg", msg, sizeof msg);
    rl = has(rec, "rnd") ? kat_hex(rec, "rnd", rnd, 32) : 0;
    hn = kat_str(rec, "hash", &hl);
    hash = hn ? qzt_hash_by_name(hn, hl) : NULL;
    if (cur == NULL || variant < 0 || ctx_len < 0 || msg_len < 0 || (rl != 0 && rl != 32) ||
        kat_hex(rec, "sig", sig, SIG_MAX) != (long)cur->sig || (variant == PREHASH && !hash) ||
        (variant == MU && kat_hex(rec, "mu", mu, 64) != 64)) {
        QZT_CHECK(0, "mldsa.txt line %u: bad SIGN record", rec->line);
        return;
    }
    r = rl ? &rng : NULL;
    if (variant == MU) {
        uint8_t m[64];

        rc = qz_mldsa_compute_mu(cur->id, m, 64, pk, cur->pk, ctx, (size_t)ctx_len, msg,
                                 (size_t)msg_len);
        QZT_CHECK(rc == QZ_OK, "line %u: compute_mu %d", rec->line, rc);
        QZT_EXPECT_BYTES("mu", m, mu, 64);
    }
    memset(out, GUARD, sizeof out);
    rc = do_sign(r, variant, 0, out);
    QZT_CHECK(rc == QZ_OK && ws_zero(cur->ws_sign), "line %u: sign %d", rec->line, rc);
    QZT_EXPECT_BYTES("signature", out, sig, cur->sig);
    QZT_CHECK(guard_ok(out, cur->sig), "line %u: wrote past the signature", rec->line);
    if (variant != PURE) {
        /* the digest form; for mu, the pure call over the same M' */
        memset(out, GUARD, sizeof out);
        rc = do_sign(r, variant == PREHASH ? PREHASH : PURE, 1, out);
        QZT_CHECK(rc == QZ_OK, "line %u: second form %d", rec->line, rc);
        QZT_EXPECT_BYTES("signature (second form)", out, sig, cur->sig);
    }
    rc = do_verify(sig, cur->sig);
    QZT_CHECK(rc == QZ_OK, "line %u: verify %d", rec->line, rc);
    have_sig = 1;
}

/* edit = pos:value,pos:value,... */
static int apply_edits(const kat_record *rec, uint8_t *s, size_t n)
{
    size_t len;
    const char *e = kat_str(rec, "edit", &len), *end;

    if (e == NULL)
        return 1;
    end = e + len;
    while (e < end) {
        unsigned long pos = 0, val = 0;

        while (e < end && *e >= '0' && *e <= '9')
            pos = pos * 10 + (unsigned long)(*e++ - '0');
        if (e >= end || *e++ != ':')
            return 0;
        while (e < end && *e >= '0' && *e <= '9')
            val = val * 10 + (unsigned long)(*e++ - '0');
        if (pos >= n || val > 255)
            return 0;
        s[pos] = (uint8_t)val;
        if (e < end && *e++ != ',')
            return 0;
    }
    return 1;
}

static void run_verify(const kat_record *rec)
{
    long len = kat_num(rec, "len", 0);
    size_t n;
    int valid = kat_is(rec, "result", "valid"), rc;
    long sc = ctx_len, sm = msg_len;
    uint8_t smu[64], sctx[256], smsg[1100];

    if (!have_sig || (len != 0 && len != -1 && len != 1)) {
        QZT_CHECK(0, "mldsa.txt line %u: bad VERIFY record", rec->line);
        return;
    }
    n = (size_t)((long)cur->sig + len);
    memcpy(bad, sig, cur->sig);
    bad[cur->sig] = 0;
    if (!apply_edits(rec, bad, cur->sig)) {
        QZT_CHECK(0, "mldsa.txt line %u: bad edit", rec->line);
        return;
    }
    memcpy(smu, mu, 64);
    memcpy(sctx, ctx, sizeof ctx);
    memcpy(smsg, msg, sizeof msg);
    if (has(rec, "ctx"))
        ctx_len = kat_hex(rec, "ctx", ctx, sizeof ctx);
    if (has(rec, "msg"))
        msg_len = kat_hex(rec, "msg", msg, sizeof msg);
    if (has(rec, "mu"))
        kat_hex(rec, "mu", mu, 64);
    if (ctx_len < 0 || msg_len < 0) {
        QZT_CHECK(0, "mldsa.txt line %u: bad VERIFY record", rec->line);
    } else {
        rc = do_verify(bad, n);
        QZT_CHECK(rc == (valid ? QZ_OK : QZ_ERR_AUTH), "line %u: verify %d, want %s", rec->line,
                  rc, valid ? "valid" : "invalid");
    }
    memcpy(mu, smu, 64);
    memcpy(ctx, sctx, sizeof ctx);
    memcpy(msg, smsg, sizeof msg);
    ctx_len = sc;
    msg_len = sm;
}

/* The API checks on one set with the key of the seed below; the calls
 * that sign or generate run only where `full` (every set natively,
 * ML-DSA-44 in the sample: the code is shared, the M0+ replay short). */
static void api_checks(const set_info *s, int full)
{
    static const qz_rng failing = {failing_fill, NULL};
    static const uint32_t not_a_set[16];
    qz_rng fixed = {fixed_fill, xi};
    qz_mldsa_id id = s->id, foreign = (qz_mldsa_id)(const void *)not_a_set;
    uint8_t *mis = (uint8_t *)WS + 2, m[64], dg[64], kp[PK_MAX], ks[SK_MAX];
    size_t P = s->pk, S = s->sk, G = s->sig, WK = s->ws_keygen, WSG = s->ws_sign,
           WV = s->ws_verify;

    for (int i = 0; i < 32; i++)
        xi[i] = (uint8_t)(0x40 + i);
    cur = s;
    if (!full) {
        /* a key for the refusals below, signed with nothing */
        QZT_CHECK(qz_mldsa_generate_key_derand(id, WS, WK, pk, P, sk, S, xi, 32) == QZ_OK,
                  "derand");
        memset(sig, 0, sizeof sig);
        goto refusals;
    }
    /* generate_key from a source is derand from its 32 bytes */
    QZT_CHECK(qz_mldsa_generate_key(id, &fixed, WS, WK, kp, P, ks, S) == QZ_OK, "generate_key");
    QZT_CHECK(qz_mldsa_generate_key_derand(id, WS, WK, pk, P, sk, S, xi, 32) == QZ_OK, "derand");
    QZT_CHECK(memcmp(kp, pk, P) == 0 && memcmp(ks, sk, S) == 0, "generate_key != derand");
    memset(kp, 0x33, sizeof kp);
    memset(ks, 0x33, sizeof ks);
    QZT_CHECK(qz_mldsa_generate_key(id, &failing, WS, WK, kp, P, ks, S) == QZ_ERR_RNG,
              "failing source");
    QZT_CHECK(kp[0] == 0x33 && ks[0] == 0x33 && ws_zero(WK), "a refused keygen wrote");
    /* sign and verify an empty message */
    QZT_CHECK(qz_mldsa_sign(id, WS, WSG, sig, G, sk, S, NULL, 0, NULL, 0) == QZ_OK, "empty");
    QZT_CHECK(qz_mldsa_verify(id, WS, WV, pk, P, NULL, 0, NULL, 0, sig, G) == QZ_OK,
              "verify empty");
refusals:
    /* NULL pointers */
    QZT_CHECK(qz_mldsa_sign(NULL, WS, WSG, out, G, sk, S, NULL, 0, msg, 1) == QZ_ERR_NULL,
              "NULL set");
    QZT_CHECK(qz_mldsa_sign(id, NULL, WSG, out, G, sk, S, NULL, 0, msg, 1) == QZ_ERR_NULL,
              "NULL ws");
    QZT_CHECK(qz_mldsa_sign(id, WS, WSG, NULL, G, sk, S, NULL, 0, msg, 1) == QZ_ERR_NULL,
              "NULL sig");
    QZT_CHECK(qz_mldsa_sign(id, WS, WSG, out, G, NULL, S, NULL, 0, msg, 1) == QZ_ERR_NULL,
              "NULL sk");
    QZT_CHECK(qz_mldsa_sign(id, WS, WSG, out, G, sk, S, NULL, 1, msg, 1) == QZ_ERR_NULL,
              "NULL ctx");
    QZT_CHECK(qz_mldsa_sign(id, WS, WSG, out, G, sk, S, NULL, 0, NULL, 1) == QZ_ERR_NULL,
              "NULL msg");
    QZT_CHECK(qz_mldsa_sign_hedged(id, NULL, WS, WSG, out, G, sk, S, NULL, 0, msg, 1) ==
                  QZ_ERR_NULL, "NULL rng");
    QZT_CHECK(qz_mldsa_sign_prehash(id, NULL, WS, WSG, out, G, sk, S, NULL, 0, msg, 1) ==
                  QZ_ERR_NULL, "NULL hash");
    QZT_CHECK(qz_mldsa_sign_mu(id, WS, WSG, out, G, sk, S, NULL, 64) == QZ_ERR_NULL, "NULL mu");
    QZT_CHECK(qz_mldsa_verify(id, WS, WV, NULL, P, NULL, 0, msg, 1, sig, G) == QZ_ERR_NULL,
              "NULL pk");
    QZT_CHECK(qz_mldsa_verify(id, WS, WV, pk, P, NULL, 0, msg, 1, NULL, G) == QZ_ERR_NULL,
              "NULL sig to verify");
    QZT_CHECK(qz_mldsa_generate_key_derand(id, WS, WK, pk, P, sk, S, NULL, 32) == QZ_ERR_NULL,
              "NULL seed");
    QZT_CHECK(qz_mldsa_compute_mu(id, NULL, 64, pk, P, NULL, 0, msg, 1) == QZ_ERR_NULL,
              "NULL mu out");
    /* NULL comes before the set: a NULL hash or mu with a foreign set */
    QZT_CHECK(qz_mldsa_sign_prehash(foreign, NULL, WS, WSG, out, G, sk, S, NULL, 0, msg, 1) ==
                  QZ_ERR_NULL, "NULL hash, foreign set");
    QZT_CHECK(qz_mldsa_verify_mu(foreign, WS, WV, pk, P, NULL, 64, sig, G) == QZ_ERR_NULL,
              "NULL mu, foreign set");
    QZT_CHECK(qz_mldsa_verify(foreign, WS, WV, pk, P, NULL, 0, NULL, 1, sig, G) == QZ_ERR_NULL,
              "NULL msg, foreign set");
    /* sets and hashes */
    QZT_CHECK(qz_mldsa_sign(foreign, WS, WSG, out, G, sk, S, NULL, 0, msg, 1) == QZ_ERR_ALG,
              "foreign set");
    QZT_CHECK(qz_mldsa_verify(foreign, WS, WV, pk, P, NULL, 0, msg, 1, sig, G) == QZ_ERR_ALG,
              "foreign set (verify)");
    QZT_CHECK(qz_mldsa_sign_prehash(id, (qz_hash_id)(const void *)not_a_set, WS, WSG, out, G,
                                    sk, S, NULL, 0, msg, 1) == QZ_ERR_ALG, "foreign hash");
    {
        /* the weakest hash the set takes, and the next weaker one */
        qz_hash_id ok = s->ps == 44 ? QZ_HASH_SHA256 : s->ps == 65 ? QZ_HASH_SHA3_384
                                                                  : QZ_HASH_SHA3_512;
        qz_hash_id weak = s->ps == 44 ? QZ_HASH_SHA3_224 : s->ps == 65 ? QZ_HASH_SHA256
                                                                      : QZ_HASH_SHA384;

        if (full) {
            QZT_CHECK(qz_mldsa_sign_prehash(id, ok, WS, WSG, out, G, sk, S, NULL, 0, msg, 1) ==
                          QZ_OK, "strong enough hash");
            QZT_CHECK(qz_mldsa_verify_prehash(id, ok, WS, WV, pk, P, NULL, 0, msg, 1, out,
                                              G) == QZ_OK, "strong enough hash (verify)");
        }
        QZT_CHECK(qz_mldsa_sign_prehash(id, weak, WS, WSG, out, G, sk, S, NULL, 0, msg, 1) ==
                      QZ_ERR_ALG, "weak hash");
        QZT_CHECK(qz_mldsa_verify_prehash(id, weak, WS, WV, pk, P, NULL, 0, msg, 1, out, G) ==
                      QZ_ERR_ALG, "weak hash (verify)");
        QZT_CHECK(qz_mldsa_sign_prehash_digest(id, ok, WS, WSG, out, G, sk, S, NULL, 0, dg,
                                               qz_hash_digest_bytes(ok) - 1) == QZ_ERR_LENGTH,
                  "short digest");
        QZT_CHECK(qz_mldsa_verify_prehash_digest(id, ok, WS, WV, pk, P, NULL, 0, dg,
                                                 qz_hash_digest_bytes(ok) + 1, out,
                                                 G) == QZ_ERR_LENGTH, "long digest");
    }
    /* lengths and workspaces */
    QZT_CHECK(qz_mldsa_sign(id, WS, WSG, out, G - 1, sk, S, NULL, 0, msg, 1) == QZ_ERR_LENGTH,
              "short sig");
    QZT_CHECK(qz_mldsa_sign(id, WS, WSG, out, G, sk, S + 1, NULL, 0, msg, 1) == QZ_ERR_LENGTH,
              "long sk");
    QZT_CHECK(qz_mldsa_sign(id, WS, WSG, out, G, sk, S, ctx, 256, msg, 1) == QZ_ERR_LENGTH,
              "256-byte context");
    QZT_CHECK(qz_mldsa_sign(id, WS, WSG, out, G, sk, S, ctx, (size_t)-1, msg, 1) ==
                  QZ_ERR_LENGTH, "SIZE_MAX context");
    QZT_CHECK(qz_mldsa_sign(id, WS, WSG - 1, out, G, sk, S, NULL, 0, msg, 1) == QZ_ERR_LENGTH,
              "short workspace");
    QZT_CHECK(qz_mldsa_sign(id, mis, WSG, out, G, sk, S, NULL, 0, msg, 1) == QZ_ERR_NULL,
              "misaligned workspace");
    QZT_CHECK(qz_mldsa_generate_key_derand(id, WS, WK - 1, pk, P, sk, S, xi, 32) ==
                  QZ_ERR_LENGTH, "short keygen workspace");
    QZT_CHECK(qz_mldsa_generate_key_derand(id, WS, WK, pk, P, sk, S, xi, 31) == QZ_ERR_LENGTH,
              "short seed");
    QZT_CHECK(qz_mldsa_generate_key_derand(id, WS, WK, pk, P - 1, sk, S, xi, 32) ==
                  QZ_ERR_LENGTH, "short pk out");
    QZT_CHECK(qz_mldsa_verify(id, WS, WV - 1, pk, P, NULL, 0, msg, 1, sig, G) == QZ_ERR_LENGTH,
              "short verify workspace");
    QZT_CHECK(qz_mldsa_verify(id, WS, WV, pk, P - 1, NULL, 0, NULL, 0, sig, G) == QZ_ERR_LENGTH,
              "short pk");
    QZT_CHECK(qz_mldsa_verify(id, WS, WV, pk, P + 1, NULL, 0, NULL, 0, sig, G) == QZ_ERR_LENGTH,
              "long pk");
    QZT_CHECK(qz_mldsa_verify(id, WS, WV, pk, P, NULL, 0, NULL, 0, sig, G - 1) == QZ_ERR_AUTH,
              "short signature to verify");
    QZT_CHECK(qz_mldsa_verify(id, WS, WV, pk, P, NULL, 0, NULL, 0, sig, (size_t)-1) ==
                  QZ_ERR_AUTH, "SIZE_MAX signature to verify");
    QZT_CHECK(qz_mldsa_sign_mu(id, WS, WSG, out, G, sk, S, m, 63) == QZ_ERR_LENGTH, "short mu");
    QZT_CHECK(qz_mldsa_verify_mu(id, WS, WV, pk, P, m, 65, sig, G) == QZ_ERR_LENGTH, "long mu");
    QZT_CHECK(qz_mldsa_compute_mu(id, m, 63, pk, P, NULL, 0, msg, 1) == QZ_ERR_LENGTH,
              "short mu out");
    QZT_CHECK(qz_mldsa_compute_mu(id, m, 64, pk, P + 1, NULL, 0, msg, 1) == QZ_ERR_LENGTH,
              "long pk for mu");
    /* refused calls write nothing; the workspace of a started one is wiped */
    memset(out, 0x77, sizeof out);
    QZT_CHECK(qz_mldsa_sign_hedged(id, &failing, WS, WSG, out, G, sk, S, NULL, 0, msg, 1) ==
                  QZ_ERR_RNG, "failing source (sign)");
    QZT_CHECK(out[0] == 0x77 && out[G - 1] == 0x77 && ws_zero(WSG), "a refused sign wrote");
    /* s1's first coefficient, then s2's, out of [-eta, eta] */
    memcpy(ks, sk, S);
    ks[128] = 0xff;
    QZT_CHECK(qz_mldsa_sign(id, WS, WSG, out, G, ks, S, NULL, 0, msg, 1) == QZ_ERR_ENCODING,
              "s1 out of range");
    QZT_CHECK(out[0] == 0x77 && ws_zero(WSG), "a refused key: sig written or ws left");
    memcpy(ks, sk, S);
    ks[128 + (s->ps == 65 ? 5 * 128 : s->ps == 44 ? 4 * 96 : 7 * 96)] = 0xff;
    QZT_CHECK(qz_mldsa_sign(id, WS, WSG, out, G, ks, S, NULL, 0, msg, 1) == QZ_ERR_ENCODING,
              "s2 out of range");
    /* s1's first coefficient set to -eta, the end of the range (or 0 if it
     * was -eta): a well-formed encoding of a key that t0 no longer fits.
     * It signs; at QZ_FAULT_CHECKS 2 the signature does not verify against
     * the public key recomputed from it, and is refused with sig zeroed. */
    if (full) {
        unsigned mask = s->ps == 65 ? 15u : 7u, lo = s->ps == 65 ? 8u : 4u;
        unsigned v = (sk[128] & mask) == lo ? 0u : lo;
        int rc;

        memcpy(ks, sk, S);
        ks[128] = (uint8_t)((ks[128] & ~mask) | v);
        memset(out, 0x77, sizeof out);
        rc = qz_mldsa_sign(id, WS, WSG, out, G, ks, S, NULL, 0, msg, 1);
#if QZ_FAULT_CHECKS >= 2
        QZT_CHECK(rc == QZ_ERR_FAULT && qzt_all_zero(out, G) && ws_zero(WSG),
                  "inconsistent key at fault-check level 2: %d", rc);
#else
        QZT_CHECK(rc == QZ_OK && ws_zero(WSG), "s1 at the end of its range refused: %d", rc);
#endif
    }
}

int main(void)
{
    kat_reader rd;
    kat_record rec;
    unsigned long n[4] = {0}, sets = 0;
    int sample = 0;

    kat_open(&rd, qzt_kat_mldsa, qzt_kat_mldsa_len);
    while (kat_next(&rd, &rec)) {
        if (kat_is(&rec, "op", "SET")) {
            sets++;
            sample = kat_is(&rec, "set", "sample");
        } else if (kat_is(&rec, "op", "KEYGEN")) {
            run_keygen(&rec);
            n[0]++;
        } else if (kat_is(&rec, "op", "KEY")) {
            run_key(&rec);
        } else if (kat_is(&rec, "op", "SIGN")) {
            run_sign(&rec);
            n[1]++;
        } else if (kat_is(&rec, "op", "VERIFY")) {
            run_verify(&rec);
            n[2]++;
        } else if (kat_is(&rec, "op", "KEYT0")) {
            run_keyt0(&rec);
        } else if (kat_is(&rec, "op", "SIGNT0")) {
            run_signt0(&rec);
            n[3]++;
        } else {
            QZT_CHECK(0, "mldsa.txt line %u: unknown op", rec.line);
        }
    }
    QZT_CHECK(sets == 1, "%lu SET records", sets);
    QZT_CHECK(n[0] >= (sample ? 3u : 9u) && n[1] >= (sample ? 6u : 100u) &&
                  n[2] >= (sample ? 22u : 1000u) && n[3] >= (sample ? 1u : 400u),
              "only %lu KEYGEN, %lu SIGN, %lu VERIFY, %lu SIGNT0 records", n[0], n[1], n[2],
              n[3]);
    printf("kat-mldsa: the %s set: %lu key pairs, %lu signatures, %lu damaged, %lu with "
           "t0 at its end\n",
           sample ? "sample" : "full", n[0], n[1], n[2], n[3]);
    for (int i = 0; i < 3; i++)
        api_checks(&SETS[i], !sample || SETS[i].ps == 44);
    return qzt_finish("kat-mldsa");
}

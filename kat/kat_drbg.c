/*
 * DRBG KAT runner: every sequence of kat/drbg.txt (format: kat/gen_drbg.py)
 * on one context, twice:
 *   pass 0: the plain API, output at an aligned address;
 *   pass 1: output at an odd address, and each plain generate (no
 *           additional input, no prediction resistance, no source, at
 *           least one byte: a 0-byte fill never reaches the DRBG) through
 *           the qz_rng adapter and qz_rng_fill instead.
 * Entropy sources are scripted: they hand out exactly the record's bytes
 * and fail if asked for more, and the runner checks that each was drawn
 * in full. Every generate checks a guard byte after its output, every
 * refused generate checks that its output was zeroed, and every sequence
 * ends with uninstantiate, a zeroed context and a refused generate.
 */
#include <string.h>

#include "qzcrypt/drbg.h"
#include "qzcrypt/sha2.h"
#include "kat_reader.h"
#include "qzt.h"

extern const unsigned char qzt_kat_drbg[];
extern const size_t qzt_kat_drbg_len;

#define MAX_STEPS 16
#define GUARD 0xa5

enum { HMAC_SHA256 = 1, HMAC_SHA512, CTR_AES256 };

typedef struct {
    int kind;
    qz_hmac_drbg_ctx h;
    qz_ctr_drbg_ctx c;
} drbg;

/* A scripted entropy source. */
typedef struct {
    const uint8_t *p;
    size_t n, used;
} script;

static int script_fill(void *state, uint8_t *out, size_t len)
{
    script *s = (script *)state;

    if (len > s->n - s->used)
        return 1;
    memcpy(out, s->p + s->used, len);
    s->used += len;
    return 0;
}

static int d_instantiate(drbg *d, const uint8_t *e, size_t el, const uint8_t *n, size_t nl,
                         const uint8_t *p, size_t pl)
{
    if (d->kind == CTR_AES256)
        return qz_ctr_drbg_instantiate(&d->c, e, el, n, nl, p, pl);
    return qz_hmac_drbg_instantiate(&d->h, d->kind == HMAC_SHA256 ? QZ_HASH_SHA256
                                                                  : QZ_HASH_SHA512,
                                    e, el, n, nl, p, pl);
}

static int d_instantiate_from(drbg *d, const qz_rng *src, size_t el, const uint8_t *p,
                              size_t pl)
{
    if (d->kind == CTR_AES256)
        return qz_ctr_drbg_instantiate_from(&d->c, src, el, p, pl);
    return qz_hmac_drbg_instantiate_from(&d->h, d->kind == HMAC_SHA256 ? QZ_HASH_SHA256
                                                                       : QZ_HASH_SHA512,
                                         src, el, p, pl);
}

static int d_reseed(drbg *d, const uint8_t *e, size_t el, const uint8_t *a, size_t al)
{
    return d->kind == CTR_AES256 ? qz_ctr_drbg_reseed(&d->c, e, el, a, al)
                                 : qz_hmac_drbg_reseed(&d->h, e, el, a, al);
}

static int d_interval(drbg *d, uint64_t n)
{
    return d->kind == CTR_AES256 ? qz_ctr_drbg_set_reseed_interval(&d->c, n)
                                 : qz_hmac_drbg_set_reseed_interval(&d->h, n);
}

static int d_set_entropy(drbg *d, const qz_rng *src, size_t el)
{
    return d->kind == CTR_AES256 ? qz_ctr_drbg_set_entropy(&d->c, src, el)
                                 : qz_hmac_drbg_set_entropy(&d->h, src, el);
}

static int d_generate(drbg *d, uint8_t *out, size_t len, const uint8_t *a, size_t al, int pr)
{
    return d->kind == CTR_AES256 ? qz_ctr_drbg_generate(&d->c, out, len, a, al, pr)
                                 : qz_hmac_drbg_generate(&d->h, out, len, a, al, pr);
}

static int d_rng(drbg *d, qz_rng *r)
{
    return d->kind == CTR_AES256 ? qz_ctr_drbg_rng(r, &d->c) : qz_hmac_drbg_rng(r, &d->h);
}

static void d_uninstantiate(drbg *d)
{
    if (d->kind == CTR_AES256)
        qz_ctr_drbg_uninstantiate(&d->c);
    else
        qz_hmac_drbg_uninstantiate(&d->h);
}

static uint8_t e_buf[512], n_buf[512], p_buf[512], a_buf[512], s_buf[512], want[1100];
static uint8_t got[QZ_DRBG_MAX_REQUEST_BYTES + 8];

/* The record's hex field into buf (absent: -1). A present but malformed
 * field fails the record. */
static long field(const kat_record *r, const char *key, uint8_t *buf, size_t cap)
{
    size_t n;
    long len;

    if (kat_str(r, key, &n) == NULL)
        return -1;
    len = kat_hex(r, key, buf, cap);
    QZT_CHECK(len >= 0, "line %u: bad %s", r->line, key);
    return len;
}

static void run_generate(drbg *d, const kat_record *r, int pass)
{
    long al = field(r, "add", a_buf, sizeof a_buf);
    long sl = field(r, "source", s_buf, sizeof s_buf);
    long len = kat_num(r, "len", -1);
    long wl = field(r, "out", want, sizeof want);
    long hl = field(r, "out_sha256", want, sizeof want);
    int pr = (int)kat_num(r, "pr", 0);
    int refuse = kat_is(r, "result", "reseed");
    size_t off = pass ? 1 : 0;
    script sc = {s_buf, sl > 0 ? (size_t)sl : 0, 0};
    qz_rng src = {script_fill, &sc};
    int rc;

    if (al < 0 || len < 0 || len > (long)QZ_DRBG_MAX_REQUEST_BYTES || (wl >= 0 && wl != len) ||
        (hl >= 0 && hl != 32) || (pr != 0 && pr != 1)) {
        QZT_CHECK(0, "line %u: bad generate record", r->line);
        return;
    }
    /* Attach exactly this step's source, or none. */
    rc = sl >= 0 ? d_set_entropy(d, &src, (size_t)sl) : d_set_entropy(d, NULL, 0);
    QZT_CHECK(rc == QZ_OK, "line %u: set_entropy %d", r->line, rc);

    memset(got, GUARD, sizeof got);
    if (pass == 1 && al == 0 && !pr && sl < 0 && !refuse && len > 0) {
        qz_rng adapter;

        QZT_CHECK(d_rng(d, &adapter) == QZ_OK, "rng adapter");
        rc = qz_rng_fill(&adapter, got + off, (size_t)len);
    } else {
        rc = d_generate(d, got + off, (size_t)len, a_buf, (size_t)al, pr);
    }
    if (refuse) {
        QZT_CHECK(rc == QZ_ERR_RESEED, "line %u: generate gave %d, not QZ_ERR_RESEED",
                  r->line, rc);
        QZT_CHECK(qzt_all_zero(got + off, (size_t)len), "line %u: refused output not zeroed",
                  r->line);
    } else {
        QZT_CHECK(rc == QZ_OK, "line %u (pass %d): generate gave %d", r->line, pass, rc);
        if (wl >= 0) {
            if (!QZT_EXPECT_BYTES("output", got + off, want, (size_t)len))
                qzt_fail(__FILE__, __LINE__, "line %u, pass %d", r->line, pass);
        } else if (hl >= 0) {
            uint8_t digest[32];

            QZT_CHECK(qz_sha256(digest, got + off, (size_t)len) == QZ_OK, "sha256");
            if (!QZT_EXPECT_BYTES("output SHA-256", digest, want, 32))
                qzt_fail(__FILE__, __LINE__, "line %u, pass %d", r->line, pass);
        }
    }
    QZT_CHECK(got[off + (size_t)len] == GUARD && (off == 0 || got[0] == GUARD),
              "line %u: wrote outside the output", r->line);
    if (sl >= 0)
        QZT_CHECK(sc.used == (size_t)sl, "line %u: drew %lu of %ld source bytes", r->line,
                  (unsigned long)sc.used, sl);
}

static void run_sequence(const kat_record *seq, size_t n, int pass)
{
    static drbg d;
    size_t nlen;
    const char *name = kat_str(&seq[0], "drbg", &nlen);

    memset(&d, 0x5a, sizeof d);
    d.kind = 0;
    if (name != NULL && nlen == 11 && memcmp(name, "HMAC_SHA256", 11) == 0)
        d.kind = HMAC_SHA256;
    else if (name != NULL && nlen == 11 && memcmp(name, "HMAC_SHA512", 11) == 0)
        d.kind = HMAC_SHA512;
    else if (name != NULL && nlen == 10 && memcmp(name, "CTR_AES256", 10) == 0)
        d.kind = CTR_AES256;
    if (d.kind == 0) {
        QZT_CHECK(0, "line %u: unknown drbg", seq[0].line);
        return;
    }
    for (size_t i = 0; i < n; i++) {
        const kat_record *r = &seq[i];
        int rc;

        if (kat_is(r, "op", "instantiate") || kat_is(r, "op", "instantiate_from")) {
            long el = field(r, "entropy", e_buf, sizeof e_buf);
            long nl = field(r, "nonce", n_buf, sizeof n_buf);
            long pl = field(r, "pers", p_buf, sizeof p_buf);

            if (i != 0 || el < 0 || nl < 0 || pl < 0) {
                QZT_CHECK(0, "line %u: bad instantiate record", r->line);
                return;
            }
            if (kat_is(r, "op", "instantiate")) {
                rc = d_instantiate(&d, e_buf, (size_t)el, n_buf, (size_t)nl, p_buf, (size_t)pl);
            } else {
                /* the source hands out entropy || nonce */
                script sc = {s_buf, (size_t)(el + nl), 0};
                qz_rng src = {script_fill, &sc};

                QZT_CHECK(nl == el / 2 && (size_t)(el + nl) <= sizeof s_buf,
                          "line %u: nonce not half the entropy", r->line);
                memcpy(s_buf, e_buf, (size_t)el);
                memcpy(s_buf + el, n_buf, (size_t)nl);
                rc = d_instantiate_from(&d, &src, (size_t)el, p_buf, (size_t)pl);
                QZT_CHECK(sc.used == (size_t)(el + nl), "line %u: drew %lu seed bytes",
                          r->line, (unsigned long)sc.used);
            }
            QZT_CHECK(rc == QZ_OK, "line %u: instantiate gave %d", r->line, rc);
        } else if (kat_is(r, "op", "reseed")) {
            long el = field(r, "entropy", e_buf, sizeof e_buf);
            long al = field(r, "add", a_buf, sizeof a_buf);

            rc = el < 0 || al < 0 ? -100
                                  : d_reseed(&d, e_buf, (size_t)el, a_buf, (size_t)al);
            QZT_CHECK(rc == QZ_OK, "line %u: reseed gave %d", r->line, rc);
        } else if (kat_is(r, "op", "interval")) {
            long v = kat_num(r, "n", -1);

            rc = v < 1 ? -100 : d_interval(&d, (uint64_t)v);
            QZT_CHECK(rc == QZ_OK, "line %u: interval gave %d", r->line, rc);
        } else if (kat_is(r, "op", "generate")) {
            run_generate(&d, r, pass);
        } else {
            QZT_CHECK(0, "line %u: unknown op", r->line);
        }
    }
    d_uninstantiate(&d);
    QZT_CHECK(d.kind == CTR_AES256 ? qzt_all_zero(&d.c, sizeof d.c) : qzt_all_zero(&d.h, sizeof d.h),
              "line %u: context not zero after uninstantiate", seq[0].line);
    memset(got, GUARD, 16);
    QZT_CHECK(d_generate(&d, got, 16, NULL, 0, 0) == QZ_ERR_STATE && qzt_all_zero(got, 16),
              "line %u: generate after uninstantiate", seq[0].line);
}

int main(void)
{
    static kat_record seq[MAX_STEPS];
    kat_reader rd;
    kat_record rec;
    size_t n = 0;
    unsigned long sequences = 0, generates = 0, kinds[4] = {0};

    kat_open(&rd, qzt_kat_drbg, qzt_kat_drbg_len);
    for (;;) {
        int more = kat_next(&rd, &rec);

        if (!more || kat_is(&rec, "op", "instantiate") ||
            kat_is(&rec, "op", "instantiate_from")) {
            if (n > 0) {
                run_sequence(seq, n, 0);
                run_sequence(seq, n, 1);
                sequences++;
                kinds[kat_is(&seq[0], "drbg", "HMAC_SHA256")   ? 1
                      : kat_is(&seq[0], "drbg", "HMAC_SHA512") ? 2
                      : kat_is(&seq[0], "drbg", "CTR_AES256")  ? 3
                                                               : 0]++;
            }
            n = 0;
            if (!more)
                break;
        }
        if (n == MAX_STEPS) {
            QZT_CHECK(0, "line %u: sequence too long", rec.line);
            continue;
        }
        if (kat_is(&rec, "op", "generate"))
            generates++;
        seq[n++] = rec;
    }
    QZT_CHECK(sequences >= 120 && generates >= 400 && kinds[1] >= 40 && kinds[2] >= 40 &&
                  kinds[3] >= 40,
              "only %lu sequences (%lu/%lu/%lu), %lu generates", sequences, kinds[1],
              kinds[2], kinds[3], generates);
    return qzt_finish("kat-drbg");
}

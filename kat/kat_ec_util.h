/*
 * Helpers shared by the NIST-curve KAT runners (kat/kat_ec.c,
 * kat/kat_ecdsa.c): curve and error names of the records, the workspace,
 * guarded output buffers and the test random sources. Header-only (static
 * functions), included by each runner once.
 */
#ifndef QZ_KAT_EC_UTIL_H
#define QZ_KAT_EC_UTIL_H

#include <string.h>

#include "qzcrypt/ec.h"
#include "qzcrypt/ecdh.h"
#include "qzcrypt/ecdsa.h"
#include "kat_reader.h"
#include "qzt.h"

/* Largest values in the records: a DER signature of P-521 with room for
 * the malformed ones, a SEC 1 point with a byte too many. */
#define KEC_L_MAX QZ_EC_BYTES(521)
#define KEC_BUF 512
#define KEC_GUARD 0xa5

typedef struct {
    const char *name;
    qz_ec_curve_id id;
    unsigned bits;
} kec_curve;

static const kec_curve KEC_CURVES[] = {
    {"P256", QZ_EC_P256, 256},
    {"P384", QZ_EC_P384, 384},
    {"P521", QZ_EC_P521, 521},
};

/* The workspace: the largest any curve needs, 8-byte aligned; each call
 * gets exactly its operation's documented size of it. */
static uint64_t kec_ws_store[(QZ_EC_WORKSPACE_MAX_BYTES + 8 + 7) / 8];
#define KEC_WS ((void *)kec_ws_store)
#define KEC_WS_KEY(c) ((size_t)QZ_EC_KEY_WORKSPACE_BYTES((c)->bits))
#define KEC_WS_SIGN(c) ((size_t)QZ_ECDSA_SIGN_WORKSPACE_BYTES((c)->bits))
#define KEC_WS_VERIFY(c) ((size_t)QZ_ECDSA_VERIFY_WORKSPACE_BYTES((c)->bits))
#define KEC_WS_ECDH(c) ((size_t)QZ_ECDH_WORKSPACE_BYTES((c)->bits))

static inline const kec_curve *kec_curve_of(const kat_record *rec)
{
    for (size_t i = 0; i < sizeof KEC_CURVES / sizeof KEC_CURVES[0]; i++)
        if (kat_is(rec, "curve", KEC_CURVES[i].name))
            return &KEC_CURVES[i];
    return NULL;
}

/* The expected result of a record: QZ_OK without a `result` field or with
 * `result = ok`, else the named QZ_ERR_* code; 1 (never a result) if the
 * name is unknown, so that the check fails. */
static inline int kec_expected(const kat_record *rec)
{
    size_t n;

    if (kat_str(rec, "result", &n) == NULL || kat_is(rec, "result", "ok"))
        return QZ_OK;
    if (kat_is(rec, "result", "ENCODING"))
        return QZ_ERR_ENCODING;
    if (kat_is(rec, "result", "LENGTH"))
        return QZ_ERR_LENGTH;
    if (kat_is(rec, "result", "AUTH"))
        return QZ_ERR_AUTH;
    return 1;
}

/* An output buffer: n bytes of `fill` followed by guard bytes. */
static inline uint8_t *kec_guarded(uint8_t *buf, size_t n, uint8_t fill)
{
    memset(buf, fill, n);
    memset(buf + n, KEC_GUARD, 16);
    return buf;
}

static inline int kec_guard_ok(const uint8_t *buf, size_t n)
{
    for (size_t i = 0; i < 16; i++)
        if (buf[n + i] != KEC_GUARD)
            return 0;
    return 1;
}

/* A scripted source: hands out exactly its bytes, fails when asked for more. */
typedef struct {
    const uint8_t *p;
    size_t n, used;
} kec_script;

static inline int kec_script_fill(void *state, uint8_t *out, size_t len)
{
    kec_script *s = (kec_script *)state;

    if (len > s->n - s->used)
        return 1;
    memcpy(out, s->p + s->used, len);
    s->used += len;
    return 0;
}

/* A deterministic source for the randomised calls (qzt's xorshift). */
static inline int kec_xorshift_fill(void *state, uint8_t *out, size_t len)
{
    qzt_rand_bytes((qzt_rng *)state, out, len);
    return 0;
}

/* A source that always fails, and one that only ever gives 0xff bytes. */
static inline int kec_fail_fill(void *state, uint8_t *out, size_t len)
{
    (void)state;
    (void)out;
    (void)len;
    return 1;
}

static inline int kec_ones_fill(void *state, uint8_t *out, size_t len)
{
    (void)state;
    memset(out, 0xff, len);
    return 0;
}

#endif /* QZ_KAT_EC_UTIL_H */

/*
 * Fuzz target: the DRBGs of qzcrypt/drbg.h (HMAC_DRBG over SHA-256 and
 * SHA-512, CTR_DRBG with AES-256 and the derivation function), driven by
 * an input-chosen script of operations on one context of the chosen
 * mechanism: instantiate (entropy, nonce and personalization of any length,
 * in and out of range, NULL with zero and nonzero lengths), instantiate
 * from a source, reseed, generate (0 .. 4 KiB, the 64 KiB maximum, and
 * oversized requests up to SIZE_MAX), prediction resistance, the reseed
 * interval, attaching and detaching an entropy source whose behaviour the
 * script sets (returns data, fails, fails after or until a count of
 * calls), uninstantiate, the qz_rng adapter, NULL contexts and damage to
 * one byte of the context.
 *
 * The script runs twice in lock step, on two contexts that start as
 * different garbage, each with its own copy of the scripted source.
 *
 * Properties (always):
 *  - every return code is one the header documents for that call; while
 *    the context is known (not damaged), exactly the one a model of
 *    drbg.h predicts: argument errors, QZ_ERR_STATE when not
 *    instantiated, QZ_ERR_RESEED / QZ_ERR_RNG when a reseed is due
 *    (prediction resistance or the counter past the interval) without a
 *    source or with a failing one, QZ_OK otherwise;
 *  - the source is called only when the model says a draw is due, with
 *    the documented lengths;
 *  - the two runs agree: codes, outputs, source draws, and the contexts
 *    byte for byte (but for the source's state pointer) once they have
 *    been instantiated or wiped;
 *  - a failed instantiate, and uninstantiate, leave the context all zero;
 *    every other refused call leaves it unchanged (so it works again, or
 *    keeps being refused, exactly as before); on a damaged context a
 *    QZ_ERR_STATE refusal sticks until the next instantiate;
 *  - generate writes nothing outside out[0..out_len) (guard bytes), and
 *    when it fails it zeroes out[0..min(out_len, 64 KiB)) and nothing
 *    else, also for out_len = SIZE_MAX (the buffer is 64 KiB + guards);
 *    that check proves itself once per process (selftest_out_check: a
 *    zeroing one byte too long or too short and a write before out must
 *    be flagged);
 *  - a length the header refuses is refused without reading the input
 *    (the spans sit at the end of their buffers, where ASan sees a read
 *    past them).
 * With QZ_FUZZ_OPENSSL, differential against OpenSSL 3's EVP_RAND
 * "HMAC-DRBG" / "CTR-DRBG" (use_derivation_function = 1) under a
 * "TEST-RAND" parent that hands over exactly the entropy qzcrypt got:
 * every generate output after instantiate / instantiate_from, reseed
 * with additional input, generate with additional input, and the
 * automatic reseeds (prediction resistance and the reseed interval,
 * played to OpenSSL as prediction-resistance requests with the bytes the
 * source gave). A 0-byte generate (OpenSSL does not run the mechanism for
 * it) or damage ends the comparison until the next instantiation.
 *
 * Input: byte 0 mechanism (value mod 3: HMAC-SHA256, HMAC-SHA512, CTR),
 * byte 1 the garbage the first context starts as (the second starts as
 * its complement); then operations, each an opcode byte (low nibble the
 * operation, high nibble 15: a NULL context) and its argument bytes (see
 * decode()); at most 32 operations. Entropy, nonce, personalization and
 * additional input are taken from the input bytes.
 */
#include <stddef.h>
#include <string.h>

#include "qzcrypt/drbg.h"
#include "fuzz/fuzz_target.h"
#include "qzt.h"

#ifdef QZ_FUZZ_OPENSSL
#include <openssl/core_names.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/params.h>
#endif

#define MAX_OPS 32
#define POOL_BYTES 4096 /* longest real input span: 4095 */
#define GUARD 32
#define MAX_REQ QZ_DRBG_MAX_REQUEST_BYTES
#define MAX_IN ((uint64_t)QZ_DRBG_MAX_INPUT_BYTES)

/* n > MAX_IN, without a comparison that a 32-bit size_t makes constant
 * (-Wtype-limits): the limit comes in as a variable. */
static int above(size_t n, uint64_t max) { return (uint64_t)n > max; }
#define too_long(n) above((n), MAX_IN)
/* Work per input and run, so that replay stays fast under qemu: bytes
 * generated (room for one maximal request) and bytes of input spans. */
#define GEN_BUDGET (MAX_REQ + 2048)
#define IN_BUDGET 4096

#define E(code) (1u << (unsigned)(-(code)))
#define E_OK 1u

enum { M_HMAC256, M_HMAC512, M_CTR };
enum { OP_INST, OP_INST_FROM, OP_RESEED, OP_GEN, OP_INTERVAL, OP_ENTROPY,
       OP_SOURCE, OP_UNINST, OP_DAMAGE, OP_RNG, OP_COUNT };
/* Source variants for instantiate_from and set_entropy. */
enum { SV_SCRIPTED, SV_NULL, SV_NOFILL, SV_SELF, SV_OWN };

/* ------------------------------------------------------------------------ */
/* The scripted entropy source                                              */
/* ------------------------------------------------------------------------ */

typedef struct {
    unsigned mode; /* 0 returns data, 1 fails, 2 data `count` times then
                      fails, 3 fails `count` times then data */
    unsigned count;
    uint8_t seed;
    uint32_t calls;
    uint8_t log[2 * QZ_DRBG_MAX_SOURCE_BYTES]; /* what it gave this operation */
    size_t log_len;
} source;

static int source_ok(const source *s, uint32_t call)
{
    switch (s->mode) {
    case 0: return 1;
    case 1: return 0;
    case 2: return call < s->count;
    default: return call >= s->count;
    }
}

static int source_fill(void *state, uint8_t *out, size_t len)
{
    source *s = (source *)state;
    uint32_t call = s->calls++;

    /* drbg.h: draws of entropy_len (32 .. 128) and, for the nonce of
     * instantiate_from, entropy_len / 2. */
    QZ_FUZZ_ASSERT(len >= QZ_DRBG_MIN_ENTROPY_BYTES / 2 && len <= QZ_DRBG_MAX_SOURCE_BYTES);
    for (size_t i = 0; i < len; i++)
        out[i] = (uint8_t)(s->seed * 0x9d + call * 0x3b + i * 0x11 + (i >> 4));
    if (!source_ok(s, call))
        return 1 + (s->seed & 0x7f); /* with bytes written: they must be dropped */
    QZ_FUZZ_ASSERT(s->log_len + len <= sizeof s->log);
    memcpy(s->log + s->log_len, out, len);
    s->log_len += len;
    return 0;
}

/* ------------------------------------------------------------------------ */
/* One DRBG of the chosen mechanism                                         */
/* ------------------------------------------------------------------------ */

typedef struct {
    int mech;
    qz_hmac_drbg_ctx h;
    qz_ctr_drbg_ctx c;
    source src;
} drbg;

static void *ctx_of(drbg *d) { return d->mech == M_CTR ? (void *)&d->c : (void *)&d->h; }
static size_t ctx_size(const drbg *d) { return d->mech == M_CTR ? sizeof d->c : sizeof d->h; }
static qz_drbg_life *life_of(drbg *d) { return d->mech == M_CTR ? &d->c.life : &d->h.life; }

/* ------------------------------------------------------------------------ */
/* Decoding the script                                                      */
/* ------------------------------------------------------------------------ */

typedef struct {
    const uint8_t *p;
    size_t n;
} reader;

static unsigned rd(reader *r)
{
    if (r->n == 0)
        return 0;
    r->n--;
    return *r->p++;
}

/* Input spans live at the end of their own buffers (one per argument
 * slot), so that ASan reports any read past the length given. */
static uint8_t pool[3][POOL_BYTES];

typedef struct {
    const uint8_t *p;
    size_t n;
    int huge; /* a length no buffer backs: only for calls sure to fail */
} span;

/* Lengths beyond any buffer. On 32-bit targets the first one is no longer
 * beyond QZ_DRBG_MAX_INPUT_BYTES, and such a span is then cut short. */
static size_t huge_len(unsigned i)
{
    switch (i & 7) {
#if SIZE_MAX > 0xffffffffu
    case 0: return (size_t)QZ_DRBG_MAX_INPUT_BYTES + 1;
#else
    case 0: return (size_t)QZ_DRBG_MAX_INPUT_BYTES - 1;
#endif
    case 1: return SIZE_MAX;
    case 2: return SIZE_MAX - 14;
    case 3: return (size_t)QZ_DRBG_MAX_INPUT_BYTES;
    case 4: return (size_t)0x80000000u;
    case 5: return (size_t)QZ_DRBG_MAX_INPUT_BYTES - 47;
    case 6: return SIZE_MAX / 2 + 1;
    default: return (size_t)QZ_DRBG_MAX_INPUT_BYTES - QZ_DRBG_MAX_SOURCE_BYTES + 1;
    }
}

/* A span: byte sel picks the length (0 .. 223 itself, 0xe0-0xef with
 * the next byte up to 4095, 0xf0-0xf7 huge, 0xf8-0xff a NULL pointer
 * with lengths 0, 1, 16, 32, 48, 64, 2^32 - 1, SIZE_MAX). */
static span rd_span(reader *r, unsigned slot)
{
    static const size_t null_len[8] = {0, 1, 16, 32, 48, 64, QZ_DRBG_MAX_INPUT_BYTES,
                                       SIZE_MAX};
    unsigned sel = rd(r);
    span s = {NULL, 0, 0};

    if (sel >= 0xf8) {
        s.n = null_len[sel & 7];
        return s;
    }
    if (sel >= 0xf0) {
        s.p = pool[slot] + POOL_BYTES - 8;
        s.n = huge_len(sel);
        s.huge = 1;
        return s;
    }
    s.n = sel < 0xe0 ? sel : ((size_t)(sel & 0x0f) << 8 | rd(r));
    s.p = pool[slot] + POOL_BYTES - s.n;
    return s;
}

/* A huge span on a call that could succeed: cut to a real length. */
static void unhuge(span *s)
{
    if (s->huge) {
        s->n = s->n & 0x3f;
        s->p = pool[0] + POOL_BYTES - s->n;
        s->huge = 0;
    }
}

/* Draw lengths for instantiate_from and set_entropy (24 .. 135 around
 * the 32 .. 128 range, or huge). */
static size_t rd_draw_len(reader *r)
{
    unsigned sel = rd(r);

    return sel < 0xf0 ? 24 + sel % 112 : huge_len(sel);
}

typedef struct {
    unsigned kind;
    int nullctx;
    qz_hash_id alg;
    span in[3];    /* instantiate: entropy, nonce, pers; reseed: entropy, add;
                      generate: add; instantiate_from: pers */
    size_t len;    /* out_len, draw length, fill length */
    int out_null, pr;
    unsigned srcvar;
    uint64_t interval;
    size_t dmg_off;
    uint8_t dmg_xor;
    unsigned src_mode, src_count;
    uint8_t src_seed;
} op;

static uint64_t rd_interval(reader *r)
{
    static const uint64_t special[8] = {0, 1, 2, 3, QZ_HMAC_DRBG_RESEED_INTERVAL,
                                        QZ_HMAC_DRBG_RESEED_INTERVAL + 1, UINT64_MAX,
                                        QZ_HMAC_DRBG_RESEED_INTERVAL - 1};
    unsigned sel = rd(r);

    if (sel >= 0xf8)
        return special[sel & 7];
    return sel % 9; /* 0 (refused) and 1 .. 8 generate calls */
}

/* Request lengths: below 0x80 the low byte (0 .. 255); 0x80-0xdf up to
 * 4095; 0xe0-0xef lengths at the edges; 0xf0-0xff oversized. */
static size_t rd_out_len(reader *r)
{
    static const size_t edge[16] = {0, 1, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128,
                                    MAX_REQ, MAX_REQ - 1, 4095};
    unsigned hi = rd(r), lo = rd(r);

    if (hi < 0x80)
        return lo;
#ifdef QZ_FUZZ_CROSS_SAMPLE
    /* On the cores (replay): requests up to 1023 bytes, and the largest
     * ones that succeed (MAX_REQ and MAX_REQ - 1, about a second each on
     * an M0+ in the simulator) natively only; the refused ones past them
     * stay. */
    if (hi < 0xe0)
        return (size_t)(hi & 0x03) << 8 | lo;
    if (hi < 0xf0)
        return edge[hi & 0x0f] > 4095 ? 4095 : edge[hi & 0x0f];
#else
    if (hi < 0xe0)
        return (size_t)(hi & 0x0f) << 8 | lo;
    if (hi < 0xf0)
        return edge[hi & 0x0f];
#endif
    switch (hi & 7) {
    case 0: return MAX_REQ + 1;
    case 1: return SIZE_MAX;
    case 2: return SIZE_MAX - 14;
    case 3: return SIZE_MAX / 2 + 1;
    case 4: return (size_t)0xffffffffu;
    case 5: return 2 * (size_t)MAX_REQ;
    case 6: return (size_t)MAX_REQ + 16;
    default: return (size_t)MAX_REQ << 8;
    }
}

static qz_hash_id rd_alg(reader *r, int mech)
{
    static const qz_hash_alg forged = {0x12345678u, QZ_HASH_ID_SHA256, 32, 64,
                                       NULL, NULL, NULL};
    unsigned sel = rd(r);

    if (mech != M_CTR && sel >= 0xf0) {
        switch (sel & 3) {
        case 0: return NULL;
        case 1: return QZ_HASH_SHA384;
        case 2: return QZ_HASH_SHA3_256;
        default: return &forged;
        }
    }
    return mech == M_HMAC512 ? QZ_HASH_SHA512 : QZ_HASH_SHA256;
}

/* ------------------------------------------------------------------------ */
/* What drbg.h says about the arguments                                     */
/* ------------------------------------------------------------------------ */

/* The error a hash argument alone makes certain: a NULL descriptor is
 * QZ_ERR_NULL, any hash but SHA-256 and SHA-512 QZ_ERR_ALG. */
static unsigned alg_error(int mech, qz_hash_id alg)
{
    if (mech == M_CTR)
        return 0;
    if (alg == NULL)
        return E(QZ_ERR_NULL);
    return alg != QZ_HASH_SHA256 && alg != QZ_HASH_SHA512 ? E(QZ_ERR_ALG) : 0;
}

/* The errors the arguments alone make certain (set *maybe to those the
 * library may also give: CTR_DRBG's generate may refuse additional input
 * that would not fit beside a source draw). */
static unsigned arg_errors(const op *o, int mech, unsigned *maybe)
{
    unsigned e = 0;
    const span *a = o->in;

    *maybe = 0;
    if (o->nullctx)
        e |= E(QZ_ERR_NULL);
    switch (o->kind) {
    case OP_INST:
        if (a[0].p == NULL || (a[1].p == NULL && a[1].n > 0) || (a[2].p == NULL && a[2].n > 0))
            e |= E(QZ_ERR_NULL);
        if (a[0].n < QZ_DRBG_MIN_ENTROPY_BYTES || too_long(a[0].n) || too_long(a[1].n) ||
            too_long(a[2].n) || (uint64_t)a[0].n + a[1].n < QZ_DRBG_MIN_SEED_BYTES ||
            (mech == M_CTR && (uint64_t)a[0].n + a[1].n + a[2].n > MAX_IN))
            e |= E(QZ_ERR_LENGTH);
        e |= alg_error(mech, o->alg);
        break;
    case OP_INST_FROM:
        if ((a[2].p == NULL && a[2].n > 0) || o->srcvar == SV_NULL || o->srcvar == SV_NOFILL)
            e |= E(QZ_ERR_NULL);
        if (o->srcvar == SV_SELF)
            e |= E(QZ_ERR_STATE);
        if (o->len < QZ_DRBG_MIN_ENTROPY_BYTES || o->len > QZ_DRBG_MAX_SOURCE_BYTES ||
            too_long(a[2].n) ||
            (mech == M_CTR && (uint64_t)o->len + o->len / 2 + a[2].n > MAX_IN))
            e |= E(QZ_ERR_LENGTH);
        e |= alg_error(mech, o->alg);
        break;
    case OP_RESEED:
        if (a[0].p == NULL || (a[1].p == NULL && a[1].n > 0))
            e |= E(QZ_ERR_NULL);
        if (a[0].n < QZ_DRBG_MIN_ENTROPY_BYTES || too_long(a[0].n) || too_long(a[1].n) ||
            (mech == M_CTR && (uint64_t)a[0].n + a[1].n > MAX_IN))
            e |= E(QZ_ERR_LENGTH);
        break;
    case OP_GEN:
        if ((o->out_null && o->len > 0) || (a[0].p == NULL && a[0].n > 0))
            e |= E(QZ_ERR_NULL);
        if (o->len > MAX_REQ || too_long(a[0].n))
            e |= E(QZ_ERR_LENGTH);
        if (mech == M_CTR && (uint64_t)a[0].n + QZ_DRBG_MAX_SOURCE_BYTES > MAX_IN)
            *maybe |= E(QZ_ERR_LENGTH);
        break;
    case OP_INTERVAL:
        if (o->interval < 1 || o->interval > (mech == M_CTR ? QZ_CTR_DRBG_RESEED_INTERVAL
                                                          : QZ_HMAC_DRBG_RESEED_INTERVAL))
            e |= E(QZ_ERR_LENGTH);
        break;
    case OP_ENTROPY:
        if (o->srcvar == SV_NOFILL)
            e |= E(QZ_ERR_NULL);
        if (o->srcvar == SV_SELF)
            e |= E(QZ_ERR_STATE);
        if (o->srcvar != SV_NULL &&
            (o->len < QZ_DRBG_MIN_ENTROPY_BYTES || o->len > QZ_DRBG_MAX_SOURCE_BYTES))
            e |= E(QZ_ERR_LENGTH);
        break;
    default:
        break;
    }
    return e;
}

/* ------------------------------------------------------------------------ */
/* The model of one context                                                 */
/* ------------------------------------------------------------------------ */

typedef struct {
    int exact;      /* the state below is known (no damage since the last
                       instantiation or wipe) */
    int ready;
    uint64_t counter, interval;
    int has_src;
    size_t src_len;
    int refused;    /* damaged and refused with QZ_ERR_STATE */
    int comparable; /* the two contexts are equal byte for byte */
    size_t budget;  /* output bytes left for this input */
    size_t in_budget; /* input span bytes left */
} model;

/* The source argument: below 0xf0 the scripted source; then NULL, one
 * without fill, the context itself as the state, and the context's own
 * attached source (only when one is known to be there: a garbage context
 * holds no callable one). */
static unsigned rd_srcvar(reader *r, const model *m)
{
    static const unsigned var[4] = {SV_NULL, SV_NOFILL, SV_SELF, SV_OWN};
    unsigned sel = rd(r);

    if (sel < 0xf0)
        return SV_SCRIPTED;
    if (var[sel & 3] == SV_OWN && !(m->exact && m->ready && m->has_src))
        return SV_SCRIPTED;
    return var[sel & 3];
}

static int decode(reader *r, int mech, model *m, op *o)
{
    unsigned b, maybe;

    if (r->n == 0)
        return 0;
    memset(o, 0, sizeof *o);
    b = rd(r);
    o->kind = (b & 0x0f) % OP_COUNT;
    o->nullctx = (b >> 4) == 0x0f;
    switch (o->kind) {
    case OP_INST:
        o->alg = rd_alg(r, mech);
        for (unsigned i = 0; i < 3; i++)
            o->in[i] = rd_span(r, i);
        break;
    case OP_INST_FROM:
        o->alg = rd_alg(r, mech);
        o->srcvar = rd_srcvar(r, m);
        o->len = rd_draw_len(r);
        o->in[2] = rd_span(r, 2);
        break;
    case OP_RESEED:
        o->in[0] = rd_span(r, 0);
        o->in[1] = rd_span(r, 1);
        break;
    case OP_GEN:
    case OP_RNG:
        o->len = rd_out_len(r);
        if (o->kind == OP_RNG) {
            o->len &= 0xfff; /* the adapter splits long requests: keep it short */
            break;
        }
        b = rd(r);
        o->pr = b & 1;
        o->out_null = (b & 0x0e) == 0x0e;
        o->in[0] = rd_span(r, 1);
        break;
    case OP_INTERVAL:
        o->interval = rd_interval(r);
        break;
    case OP_ENTROPY:
        o->srcvar = rd_srcvar(r, m);
        o->len = rd_draw_len(r);
        break;
    case OP_SOURCE:
        b = rd(r);
        o->src_mode = b & 3;
        o->src_count = b >> 2 & 7;
        o->src_seed = (uint8_t)rd(r);
        break;
    case OP_DAMAGE:
        o->dmg_off = rd(r);
        o->dmg_xor = (uint8_t)rd(r);
        if (o->dmg_xor == 0)
            o->dmg_xor = 0x80;
        break;
    default:
        break;
    }
    /* Keep the work per input bounded (replay under qemu). */
    for (unsigned i = 0; i < 3; i++) {
        span *sp = &o->in[i];

        if (sp->p == NULL || sp->huge)
            continue;
        if (sp->n > m->in_budget) {
            sp->n &= 0x3f;
            sp->p = pool[i] + POOL_BYTES - sp->n;
        }
        if (sp->n <= m->in_budget)
            m->in_budget -= sp->n;
    }
    /* Huge lengths only where the call is sure to be refused. */
    if (arg_errors(o, mech, &maybe) == 0)
        for (unsigned i = 0; i < 3; i++)
            unhuge(&o->in[i]);
    if ((o->kind == OP_GEN || o->kind == OP_RNG) && o->len <= MAX_REQ) {
        if (o->len > m->budget)
            o->len &= 0x3f;
        if (o->len <= m->budget)
            m->budget -= o->len;
    }
    return 1;
}

/* ------------------------------------------------------------------------ */
/* Running one operation on one context                                     */
/* ------------------------------------------------------------------------ */

static uint8_t outbuf[GUARD + MAX_REQ + GUARD];

/* Where out goes: oversized requests at the start of the 64 KiB, others
 * ending where the guard after it starts. */
static uint8_t *out_ptr(const op *o)
{
    if (o->out_null)
        return NULL;
    return o->len > MAX_REQ ? outbuf + GUARD : outbuf + GUARD + MAX_REQ - o->len;
}

static int run(drbg *d, const op *o)
{
    void *ctx = o->nullctx ? NULL : ctx_of(d);
    qz_hmac_drbg_ctx *h = (qz_hmac_drbg_ctx *)ctx;
    qz_ctr_drbg_ctx *c = (qz_ctr_drbg_ctx *)ctx;
    const span *a = o->in;
    qz_rng src = {source_fill, &d->src}, *srcp = &src;
    int ctr = d->mech == M_CTR;

    switch (o->srcvar) {
    case SV_NULL: srcp = NULL; break;
    case SV_NOFILL: src.fill = NULL; break;
    case SV_SELF: src.state = ctx; break;
    case SV_OWN: srcp = &life_of(d)->source; break;
    default: break;
    }
    switch (o->kind) {
    case OP_INST:
        return ctr ? qz_ctr_drbg_instantiate(c, a[0].p, a[0].n, a[1].p, a[1].n,
                                             a[2].p, a[2].n)
                   : qz_hmac_drbg_instantiate(h, o->alg, a[0].p, a[0].n, a[1].p,
                                              a[1].n, a[2].p, a[2].n);
    case OP_INST_FROM:
        return ctr ? qz_ctr_drbg_instantiate_from(c, srcp, o->len, a[2].p, a[2].n)
                   : qz_hmac_drbg_instantiate_from(h, o->alg, srcp, o->len, a[2].p,
                                                   a[2].n);
    case OP_RESEED:
        return ctr ? qz_ctr_drbg_reseed(c, a[0].p, a[0].n, a[1].p, a[1].n)
                   : qz_hmac_drbg_reseed(h, a[0].p, a[0].n, a[1].p, a[1].n);
    case OP_GEN:
        return ctr ? qz_ctr_drbg_generate(c, out_ptr(o), o->len, a[0].p, a[0].n, o->pr)
                   : qz_hmac_drbg_generate(h, out_ptr(o), o->len, a[0].p, a[0].n, o->pr);
    case OP_RNG: {
        qz_rng rng;
        int err = ctr ? qz_ctr_drbg_rng(&rng, c) : qz_hmac_drbg_rng(&rng, h);

        return err != QZ_OK ? err : qz_rng_fill(&rng, out_ptr(o), o->len);
    }
    case OP_INTERVAL:
        return ctr ? qz_ctr_drbg_set_reseed_interval(c, o->interval)
                   : qz_hmac_drbg_set_reseed_interval(h, o->interval);
    case OP_ENTROPY:
        return ctr ? qz_ctr_drbg_set_entropy(c, srcp, o->len)
                   : qz_hmac_drbg_set_entropy(h, srcp, o->len);
    case OP_UNINST:
        if (ctr)
            qz_ctr_drbg_uninstantiate(c);
        else
            qz_hmac_drbg_uninstantiate(h);
        return QZ_OK;
    case OP_SOURCE:
        d->src.mode = o->src_mode;
        d->src.count = o->src_count;
        d->src.seed = o->src_seed;
        d->src.calls = 0;
        return QZ_OK;
    case OP_DAMAGE: {
        uint8_t *p = (uint8_t *)ctx_of(d);
        size_t off = o->dmg_off % ctx_size(d);
        size_t s0 = (size_t)((uint8_t *)&life_of(d)->source - p);

        /* The source pointers cannot be checked by anyone: damage there
         * detaches the source instead of leaving a wild pointer. */
        if (off >= s0 && off < s0 + sizeof(qz_rng)) {
            life_of(d)->source.fill = NULL;
            life_of(d)->source.state = NULL;
        } else {
            p[off] ^= o->dmg_xor;
        }
        return QZ_OK;
    }
    default:
        return QZ_OK;
    }
}

/* The documented error codes of each call. */
static unsigned documented(unsigned kind)
{
    switch (kind) {
    case OP_INST: return E(QZ_ERR_NULL) | E(QZ_ERR_ALG) | E(QZ_ERR_LENGTH);
    case OP_INST_FROM:
        return E(QZ_ERR_NULL) | E(QZ_ERR_ALG) | E(QZ_ERR_LENGTH) | E(QZ_ERR_RNG) |
               E(QZ_ERR_STATE);
    case OP_RESEED: return E(QZ_ERR_NULL) | E(QZ_ERR_STATE) | E(QZ_ERR_LENGTH);
    case OP_GEN:
        return E(QZ_ERR_NULL) | E(QZ_ERR_STATE) | E(QZ_ERR_LENGTH) | E(QZ_ERR_RESEED) |
               E(QZ_ERR_RNG);
    case OP_RNG: return E(QZ_ERR_NULL) | E(QZ_ERR_RNG);
    case OP_INTERVAL: return E(QZ_ERR_NULL) | E(QZ_ERR_STATE) | E(QZ_ERR_LENGTH);
    case OP_ENTROPY: return E(QZ_ERR_NULL) | E(QZ_ERR_STATE) | E(QZ_ERR_LENGTH);
    default: return 0;
    }
}

/* Operations that need an instantiated context. */
static int needs_ready(unsigned kind)
{
    return kind == OP_RESEED || kind == OP_GEN || kind == OP_RNG || kind == OP_INTERVAL ||
           kind == OP_ENTROPY;
}

/* The model's verdict on an operation. */
typedef struct {
    unsigned allowed; /* acceptable codes (E_OK for QZ_OK) */
    unsigned calls;   /* source calls expected (exact model) */
    size_t drawn;     /* bytes the source gives (exact model) */
    int exact;        /* allowed holds one code and calls/drawn are known */
    unsigned args;    /* the errors the arguments make certain */
} verdict;

static verdict predict(const model *m, const drbg *d, const op *o)
{
    unsigned maybe, e = arg_errors(o, d->mech, &maybe);
    verdict v = {0, 0, 0, 0, 0};
    int rdy = m->exact ? m->ready : -1;

    v.args = e;
    if (o->kind == OP_UNINST || o->kind == OP_SOURCE || o->kind == OP_DAMAGE) {
        v.allowed = E_OK;
        v.exact = m->exact || o->kind != OP_DAMAGE;
        return v;
    }
    if (o->kind == OP_RNG && o->nullctx) {
        v.allowed = E(QZ_ERR_NULL);
        v.exact = 1;
        return v;
    }
    if (e != 0) {
        v.allowed = e | maybe;
        if (needs_ready(o->kind) && !o->nullctx && rdy != 1)
            v.allowed |= E(QZ_ERR_STATE);
        return v;
    }
    if (needs_ready(o->kind) && rdy == 0) {
        /* qz_rng_fill reports any failure of the adapter as QZ_ERR_RNG;
         * it does not reach the DRBG for 0 bytes. */
        v.allowed = o->kind == OP_RNG ? (o->len ? E(QZ_ERR_RNG) : E_OK) : E(QZ_ERR_STATE);
        v.exact = 1;
        return v;
    }
    if (rdy < 0 && needs_ready(o->kind)) {
        if (m->refused)
            v.allowed = o->kind == OP_RNG ? (o->len ? E(QZ_ERR_RNG) : E_OK) : E(QZ_ERR_STATE);
        else if (o->kind == OP_RNG)
            v.allowed = E_OK | E(QZ_ERR_RNG);
        else if (o->kind == OP_GEN)
            v.allowed = E_OK | E(QZ_ERR_STATE) | E(QZ_ERR_RESEED) | E(QZ_ERR_RNG) | maybe;
        else
            v.allowed = E_OK | E(QZ_ERR_STATE);
        return v;
    }
    v.exact = 1;
    switch (o->kind) {
    case OP_INST:
        v.allowed = E_OK;
        break;
    case OP_INST_FROM: {
        size_t n = o->len;

        /* SV_OWN draws from the context's source, which is d->src too. */
        if (!source_ok(&d->src, d->src.calls)) {
            v.allowed = E(QZ_ERR_RNG), v.calls = 1;
        } else if (!source_ok(&d->src, d->src.calls + 1)) {
            v.allowed = E(QZ_ERR_RNG), v.calls = 2, v.drawn = n;
        } else {
            v.allowed = E_OK, v.calls = 2, v.drawn = n + n / 2;
        }
        break;
    }
    case OP_GEN:
    case OP_RNG: {
        int due = (o->kind == OP_GEN && o->pr) || m->counter > m->interval;
        int code = QZ_OK;

        if (o->kind == OP_RNG && o->len == 0) {
            v.allowed = E_OK;
            break;
        }
        if (due && !m->has_src) {
            code = QZ_ERR_RESEED;
        } else if (due) {
            v.calls = 1;
            if (source_ok(&d->src, d->src.calls))
                v.drawn = m->src_len;
            else
                code = QZ_ERR_RNG;
        }
        if (o->kind == OP_RNG && code != QZ_OK)
            code = QZ_ERR_RNG;
        v.allowed = code == QZ_OK ? E_OK : E(code);
        break;
    }
    default:
        v.allowed = E_OK;
        break;
    }
    return v;
}

/* The model after an operation that returned err. */
static void update(model *m, const drbg *d, const op *o, const verdict *v, int err)
{
    if (o->nullctx && o->kind != OP_SOURCE && o->kind != OP_DAMAGE)
        return;
    switch (o->kind) {
    case OP_INST:
    case OP_INST_FROM:
        m->exact = 1;
        m->refused = 0;
        m->comparable = 1;
        m->ready = err == QZ_OK;
        m->counter = 1;
        m->interval = d->mech == M_CTR ? QZ_CTR_DRBG_RESEED_INTERVAL
                                       : QZ_HMAC_DRBG_RESEED_INTERVAL;
        m->has_src = err == QZ_OK && o->kind == OP_INST_FROM;
        m->src_len = m->has_src ? o->len : 0;
        break;
    case OP_UNINST:
        m->exact = 1;
        m->refused = 0;
        m->comparable = 1;
        m->ready = 0;
        m->has_src = 0;
        break;
    case OP_DAMAGE:
        if (m->exact && !m->ready)
            break; /* one byte cannot make a wiped or garbage context valid */
        m->exact = 0;
        m->refused = 0;
        break;
    default:
        if (!m->exact) {
            if (err == QZ_ERR_STATE && needs_ready(o->kind) && !(v->args & E(QZ_ERR_STATE)))
                m->refused = 1;
            break;
        }
        if (err != QZ_OK)
            break;
        if (o->kind == OP_RESEED)
            m->counter = 1;
        else if (o->kind == OP_GEN || (o->kind == OP_RNG && o->len > 0))
            m->counter = v->calls ? 2 : m->counter + 1;
        else if (o->kind == OP_INTERVAL)
            m->interval = o->interval;
        else if (o->kind == OP_ENTROPY) {
            m->has_src = o->srcvar != SV_NULL;
            m->src_len = m->has_src ? o->len : 0;
        }
        break;
    }
}

/* ------------------------------------------------------------------------ */
/* OpenSSL's EVP_RAND as the reference (QZ_FUZZ_OPENSSL)                    */
/* ------------------------------------------------------------------------ */

#ifdef QZ_FUZZ_OPENSSL
typedef struct {
    EVP_RAND_CTX *parent, *child;
    int on;
} mirror;

static void mirror_free(mirror *x)
{
    EVP_RAND_CTX_free(x->child);
    EVP_RAND_CTX_free(x->parent);
    x->child = x->parent = NULL;
    x->on = 0;
    ERR_clear_error();
}

/* The next seed the parent hands over: entropy (and, at instantiation,
 * the nonce: OpenSSL asks for it separately). */
static void mirror_feed(mirror *x, const uint8_t *e, size_t el, const uint8_t *n, size_t nl)
{
    OSSL_PARAM p[3], *q = p;

    *q++ = OSSL_PARAM_construct_octet_string(OSSL_RAND_PARAM_TEST_ENTROPY, (void *)e, el);
    if (n != NULL)
        *q++ = OSSL_PARAM_construct_octet_string(OSSL_RAND_PARAM_TEST_NONCE, (void *)n, nl);
    *q = OSSL_PARAM_construct_end();
    QZ_FUZZ_ASSERT(EVP_RAND_CTX_set_params(x->parent, p) == 1);
}

/* Instantiate from seed = entropy || nonce (48 bytes or more; both
 * mechanisms use only the concatenation, so OpenSSL gets 32 + the rest). */
static void mirror_instantiate(mirror *x, int mech, const uint8_t *seed, size_t sl,
                               const uint8_t *pers, size_t pl)
{
    static EVP_RAND *test_rand, *hmac_rand, *ctr_rand;
    static const uint8_t empty[1];
    unsigned int strength = 1024, zero = 0;
    time_t no_time = 0;
    int df = 1;
    OSSL_PARAM p[6], *q = p;

    mirror_free(x);
    if (test_rand == NULL) {
        test_rand = EVP_RAND_fetch(NULL, "TEST-RAND", NULL);
        hmac_rand = EVP_RAND_fetch(NULL, "HMAC-DRBG", NULL);
        ctr_rand = EVP_RAND_fetch(NULL, "CTR-DRBG", NULL);
        QZ_FUZZ_ASSERT(test_rand != NULL && hmac_rand != NULL && ctr_rand != NULL);
    }
    x->parent = EVP_RAND_CTX_new(test_rand, NULL);
    QZ_FUZZ_ASSERT(x->parent != NULL);
    p[0] = OSSL_PARAM_construct_uint(OSSL_RAND_PARAM_STRENGTH, &strength);
    p[1] = OSSL_PARAM_construct_end();
    QZ_FUZZ_ASSERT(EVP_RAND_CTX_set_params(x->parent, p) == 1);
    QZ_FUZZ_ASSERT(EVP_RAND_instantiate(x->parent, 0, 0, NULL, 0, NULL) == 1);
    mirror_feed(x, seed, QZ_DRBG_MIN_ENTROPY_BYTES, seed + QZ_DRBG_MIN_ENTROPY_BYTES,
                sl - QZ_DRBG_MIN_ENTROPY_BYTES);

    x->child = EVP_RAND_CTX_new(mech == M_CTR ? ctr_rand : hmac_rand, x->parent);
    QZ_FUZZ_ASSERT(x->child != NULL);
    if (mech == M_CTR) {
        *q++ = OSSL_PARAM_construct_utf8_string(OSSL_DRBG_PARAM_CIPHER, "AES-256-CTR", 0);
        *q++ = OSSL_PARAM_construct_int(OSSL_DRBG_PARAM_USE_DF, &df);
    } else {
        *q++ = OSSL_PARAM_construct_utf8_string(OSSL_DRBG_PARAM_MAC, "HMAC", 0);
        *q++ = OSSL_PARAM_construct_utf8_string(OSSL_DRBG_PARAM_DIGEST,
                                                mech == M_HMAC512 ? "SHA512" : "SHA256", 0);
    }
    /* No reseeds of its own: the ones qzcrypt takes are played to it. */
    *q++ = OSSL_PARAM_construct_uint(OSSL_DRBG_PARAM_RESEED_REQUESTS, &zero);
    *q++ = OSSL_PARAM_construct_time_t(OSSL_DRBG_PARAM_RESEED_TIME_INTERVAL, &no_time);
    *q = OSSL_PARAM_construct_end();
    QZ_FUZZ_ASSERT(EVP_RAND_CTX_set_params(x->child, p) == 1);
    /* A NULL personalization string would make OpenSSL use its own. */
    QZ_FUZZ_ASSERT(EVP_RAND_instantiate(x->child, 256, 0, pl ? pers : empty, pl, NULL) == 1);
    x->on = 1;
}

static void mirror_reseed(mirror *x, const span *e, const span *add)
{
    mirror_feed(x, e->p, e->n, NULL, 0);
    QZ_FUZZ_ASSERT(EVP_RAND_reseed(x->child, 0, NULL, 0, add->p, add->n) == 1);
}

/* A generate of n > 0 bytes; with the source's bytes when qzcrypt drew
 * (a prediction-resistance request, which reseeds with them and the
 * additional input, and generates without it, as SP 800-90A 9.3.1). */
static void mirror_generate(mirror *x, const uint8_t *want, size_t n, const span *add,
                            const source *s)
{
    static uint8_t got[MAX_REQ];
    static const uint8_t empty[1];

    if (s->log_len > 0)
        mirror_feed(x, s->log, s->log_len, NULL, 0);
    QZ_FUZZ_ASSERT(EVP_RAND_generate(x->child, got, n, 0, s->log_len > 0,
                                     add->n ? add->p : empty, add->n) == 1);
    QZ_FUZZ_ASSERT(memcmp(got, want, n) == 0);
}
#endif

/* ------------------------------------------------------------------------ */
/* The target                                                               */
/* ------------------------------------------------------------------------ */

/* out[] as left by a call, against the 0x5a fill: the GUARD bytes before
 * out and after the longest request intact (a request of up to 64 KiB ends
 * where the guard starts), and after a failure the zeroed part exactly as
 * drbg.h says. */
static int out_ok(const op *o, int err)
{
    uint8_t *out = out_ptr(o);
    size_t n = o->len > MAX_REQ ? MAX_REQ : o->len;

    for (size_t i = 0; i < GUARD; i++)
        if (outbuf[i] != 0x5a || outbuf[GUARD + MAX_REQ + i] != 0x5a)
            return 0;
    if (out == NULL)
        return outbuf[GUARD + MAX_REQ - 1] == 0x5a;
    for (size_t i = 1; i <= GUARD; i++)
        if (out[-(ptrdiff_t)i] != 0x5a)
            return 0;
    /* generate zeroes on every failure; the adapter's fill (through
     * qz_rng_fill) only when it ran and failed. */
    if (err != QZ_OK && (o->kind == OP_GEN || err == QZ_ERR_RNG))
        return qzt_all_zero(out, n);
    return 1;
}

static void check_out(const op *o, int err) { QZ_FUZZ_ASSERT(out_ok(o, err)); }

static void fill_out(const op *o)
{
    uint8_t *out = out_ptr(o);
    size_t n = o->len > MAX_REQ ? MAX_REQ : o->len;

    memset(outbuf, 0x5a, GUARD);
    memset(outbuf + GUARD + MAX_REQ, 0x5a, GUARD);
    if (out == NULL) {
        outbuf[GUARD + MAX_REQ - 1] = 0x5a;
        return;
    }
    memset(out - GUARD, 0x5a, GUARD + n);
}

/* The two contexts compared, without the source's state pointer (each
 * run has its own source). */
static int same_ctx(drbg *a, drbg *b)
{
    static uint8_t ca[sizeof(qz_hmac_drbg_ctx)], cb[sizeof(qz_hmac_drbg_ctx)];
    qz_drbg_life *la = life_of(a), *lb = life_of(b);
    void *sa = la->source.state, *sb = lb->source.state;
    int same;

    la->source.state = NULL;
    lb->source.state = NULL;
    memcpy(ca, ctx_of(a), ctx_size(a));
    memcpy(cb, ctx_of(b), ctx_size(b));
    la->source.state = sa;
    lb->source.state = sb;
    same = memcmp(ca, cb, ctx_size(a)) == 0;
    return same;
}

/* The output check proves it can fail, once per process: a refused
 * oversized request that zeroed one byte too many (the bug of issue 10),
 * one that zeroed one byte too few, and a write before out must each be
 * flagged. */
static void selftest_out_check(void)
{
    op o;
    uint8_t *out;

    memset(&o, 0, sizeof o);
    o.kind = OP_GEN;
    o.len = SIZE_MAX; /* refused: at most MAX_REQ bytes may be zeroed */
    fill_out(&o);
    out = out_ptr(&o);
    memset(out, 0, MAX_REQ);
    QZ_FUZZ_ASSERT(out_ok(&o, QZ_ERR_LENGTH));
    out[MAX_REQ] = 0; /* the first guard byte after the longest request */
    QZ_FUZZ_ASSERT(!out_ok(&o, QZ_ERR_LENGTH));
    fill_out(&o);
    memset(out, 0, MAX_REQ - 1);
    QZ_FUZZ_ASSERT(!out_ok(&o, QZ_ERR_LENGTH));
    fill_out(&o);
    memset(out, 0, MAX_REQ);
    out[-1] = 0;
    QZ_FUZZ_ASSERT(!out_ok(&o, QZ_ERR_LENGTH));
}

static drbg run_a, run_b;
static uint8_t out_a[MAX_REQ], snap_a[sizeof(qz_hmac_drbg_ctx)], snap_b[sizeof(qz_hmac_drbg_ctx)];

int QZ_FUZZ_TARGET(drbg)(const uint8_t *data, size_t size)
{
    reader r;
    model m;
    op o;
    int mech;
    unsigned nops = 0;
#ifdef QZ_FUZZ_OPENSSL
    static uint8_t seed[2 * POOL_BYTES];
    mirror x = {NULL, NULL, 0};
#endif

    static int selftested;

    if (!selftested) {
        selftest_out_check();
        selftested = 1;
    }
    if (size < 2)
        return 0;
    mech = data[0] % 3;
    for (unsigned s = 0; s < 3; s++)
        for (size_t i = 0; i < POOL_BYTES; i++)
            pool[s][i] = (uint8_t)(data[(i * 7 + s * 131) % size] + i / size + s);

    memset(&run_a, 0, sizeof run_a);
    memset(&run_b, 0, sizeof run_b);
    run_a.mech = run_b.mech = mech;
    memset(ctx_of(&run_a), data[1], ctx_size(&run_a));
    memset(ctx_of(&run_b), data[1] ^ 0xff, ctx_size(&run_b));
    memset(&m, 0, sizeof m);
    m.exact = 1; /* not instantiated: a repeated byte is never a valid state */
    m.budget = GEN_BUDGET;
    m.in_budget = IN_BUDGET;

    r.p = data + 2;
    r.n = size - 2;
    while (nops++ < MAX_OPS && decode(&r, mech, &m, &o)) {
        verdict v = predict(&m, &run_a, &o);
        uint32_t calls0 = run_a.src.calls;
        int ea, eb;

        memcpy(snap_a, ctx_of(&run_a), ctx_size(&run_a));
        memcpy(snap_b, ctx_of(&run_b), ctx_size(&run_b));
        run_a.src.log_len = run_b.src.log_len = 0;

        fill_out(&o);
        ea = run(&run_a, &o);
        if (o.kind == OP_GEN || o.kind == OP_RNG) {
            check_out(&o, ea);
            if (ea == QZ_OK && o.len > 0)
                memcpy(out_a, out_ptr(&o), o.len);
        }
        fill_out(&o);
        eb = run(&run_b, &o);
        if (o.kind == OP_GEN || o.kind == OP_RNG) {
            check_out(&o, eb);
            if (eb == QZ_OK && o.len > 0)
                QZ_FUZZ_ASSERT(memcmp(out_a, out_ptr(&o), o.len) == 0);
        }

        /* The two runs agree, and with the model. */
        QZ_FUZZ_ASSERT(ea == eb);
        QZ_FUZZ_ASSERT(run_a.src.calls == run_b.src.calls &&
                       run_a.src.log_len == run_b.src.log_len &&
                       memcmp(run_a.src.log, run_b.src.log, run_a.src.log_len) == 0);
        QZ_FUZZ_ASSERT((v.allowed & ~(E_OK | documented(o.kind))) == 0); /* the model */
        QZ_FUZZ_ASSERT(ea <= 0 && ea >= QZ_ERR_RNG);
        QZ_FUZZ_ASSERT(v.allowed & (ea == QZ_OK ? E_OK : E(ea)));
        if (v.exact && o.kind != OP_SOURCE)
            QZ_FUZZ_ASSERT(run_a.src.calls - calls0 == v.calls &&
                           run_a.src.log_len == v.drawn);
        else if (o.kind != OP_SOURCE && o.kind != OP_GEN && o.kind != OP_RNG &&
                 o.kind != OP_INST_FROM)
            QZ_FUZZ_ASSERT(run_a.src.calls == calls0);

        /* What each outcome leaves in the context. */
        if (!o.nullctx) {
            if (o.kind == OP_UNINST ||
                ((o.kind == OP_INST || o.kind == OP_INST_FROM) && ea != QZ_OK)) {
                QZ_FUZZ_ASSERT(qzt_all_zero(ctx_of(&run_a), ctx_size(&run_a)));
                QZ_FUZZ_ASSERT(qzt_all_zero(ctx_of(&run_b), ctx_size(&run_b)));
            } else if (ea != QZ_OK || (o.kind == OP_RNG && o.len == 0)) {
                QZ_FUZZ_ASSERT(memcmp(snap_a, ctx_of(&run_a), ctx_size(&run_a)) == 0);
                QZ_FUZZ_ASSERT(memcmp(snap_b, ctx_of(&run_b), ctx_size(&run_b)) == 0);
            }
        } else if (o.kind != OP_SOURCE && o.kind != OP_DAMAGE) {
            QZ_FUZZ_ASSERT(memcmp(snap_a, ctx_of(&run_a), ctx_size(&run_a)) == 0);
        }
        update(&m, &run_a, &o, &v, ea);
        if (m.comparable)
            QZ_FUZZ_ASSERT(same_ctx(&run_a, &run_b));

#ifdef QZ_FUZZ_OPENSSL
        if (!o.nullctx) {
            if ((o.kind == OP_INST || o.kind == OP_INST_FROM) && ea == QZ_OK) {
                const span *in = o.in;
                const uint8_t *pers = in[2].p;
                size_t sl;

                if (o.kind == OP_INST) {
                    memcpy(seed, in[0].p, in[0].n);
                    if (in[1].n > 0)
                        memcpy(seed + in[0].n, in[1].p, in[1].n);
                    sl = in[0].n + in[1].n;
                } else {
                    memcpy(seed, run_a.src.log, run_a.src.log_len);
                    sl = run_a.src.log_len;
                }
                mirror_instantiate(&x, mech, seed, sl, pers, in[2].n);
            } else if (o.kind == OP_INST || o.kind == OP_INST_FROM || o.kind == OP_UNINST ||
                       o.kind == OP_DAMAGE || !m.exact) {
                mirror_free(&x);
            } else if (x.on && ea == QZ_OK && o.kind == OP_RESEED) {
                mirror_reseed(&x, &o.in[0], &o.in[1]);
            } else if (x.on && ea == QZ_OK && (o.kind == OP_GEN || o.kind == OP_RNG)) {
                if (o.len > 0)
                    mirror_generate(&x, out_a, o.len, &o.in[0], &run_a.src);
                else if (o.kind == OP_GEN)
                    mirror_free(&x); /* OpenSSL skips the mechanism for 0 bytes */
            }
            ERR_clear_error();
        }
#endif
    }
#ifdef QZ_FUZZ_OPENSSL
    mirror_free(&x);
#endif
    return 0;
}

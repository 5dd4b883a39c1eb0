/*
 * Unit tests of the random-source interface and the DRBGs' API edges
 * (qzcrypt/rng.h, qzcrypt/drbg.h): argument errors, reseed-required
 * behaviour (counter and prediction resistance, with and without an
 * entropy source), the qz_rng adapters, failing sources, wiping. The
 * known answers are kat/kat_drbg.c's.
 */
#include <string.h>

#include "check_suites.h"
#include "qzcrypt/drbg.h"

static const uint8_t ENT[64] = "entropy input for the DRBG unit tests, 64 bytes of it, exactly!";
static const uint8_t NONCE[16] = "sixteen byte nce";
static const uint8_t PERS[] = "personalization";
static const uint8_t ADD[] = "additional input";

/* A deterministic source: byte i of its stream is (seed + i * 7), and it
 * counts calls and bytes. fail_after: the call (1-based) that fails after
 * writing its first byte; 0 = never. */
typedef struct {
    uint8_t seed;
    unsigned calls, fail_after;
    size_t bytes;
} counting;

static int counting_fill(void *state, uint8_t *out, size_t len)
{
    counting *c = (counting *)state;

    c->calls++;
    for (size_t i = 0; i < len; i++) {
        if (c->fail_after != 0 && c->calls >= c->fail_after && i == 1)
            return -1;
        out[i] = (uint8_t)(c->seed + (c->bytes + i) * 7);
    }
    c->bytes += len;
    return 0;
}

static qz_rng counting_rng(counting *c)
{
    qz_rng r;

    r.fill = counting_fill;
    r.state = c;
    return r;
}

static void hmac_new(qz_hmac_drbg_ctx *ctx)
{
    ck_assert_int_eq(qz_hmac_drbg_instantiate(ctx, QZ_HASH_SHA256, ENT, 32, NONCE, 16,
                                              PERS, sizeof PERS), QZ_OK);
}

static void ctr_new(qz_ctr_drbg_ctx *ctx)
{
    ck_assert_int_eq(qz_ctr_drbg_instantiate(ctx, ENT, 32, NONCE, 16, PERS, sizeof PERS),
                     QZ_OK);
}

/* ---------------------------------------------------------------------- */

START_TEST(test_rng_fill)
{
    counting c = {1, 0, 0, 0};
    qz_rng r = counting_rng(&c), bad = {NULL, NULL};
    uint8_t out[40];

    ck_assert_int_eq(qz_rng_fill(NULL, out, 4), QZ_ERR_NULL);
    ck_assert_int_eq(qz_rng_fill(&bad, out, 4), QZ_ERR_NULL);
    ck_assert_int_eq(qz_rng_fill(&r, NULL, 4), QZ_ERR_NULL);
    ck_assert_int_eq(qz_rng_fill(&r, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_rng_fill(&r, out, 0), QZ_OK);
    ck_assert_uint_eq(c.calls, 0);
    ck_assert_int_eq(qz_rng_fill(&r, out, sizeof out), QZ_OK);
    ck_assert_uint_eq(out[5], (uint8_t)(1 + 35));
    /* A source that writes a byte and then fails: everything is wiped. */
    c.fail_after = 1;
    c.calls = 0;
    memset(out, 0x77, sizeof out);
    ck_assert_int_eq(qz_rng_fill(&r, out, sizeof out), QZ_ERR_RNG);
    ck_assert(qz_all_zero(out, sizeof out));
}
END_TEST

START_TEST(test_hmac_instantiate_errors)
{
    qz_hmac_drbg_ctx ctx;
    counting c = {3, 0, 0, 0};
    qz_rng r = counting_rng(&c), bad = {NULL, NULL};

    ck_assert_int_eq(qz_hmac_drbg_instantiate(NULL, QZ_HASH_SHA256, ENT, 32, NONCE, 16,
                                              NULL, 0), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac_drbg_instantiate(&ctx, QZ_HASH_SHA256, NULL, 32, NONCE, 16,
                                              NULL, 0), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac_drbg_instantiate(&ctx, QZ_HASH_SHA256, ENT, 32, NULL, 16,
                                              NULL, 0), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac_drbg_instantiate(&ctx, QZ_HASH_SHA256, ENT, 32, NONCE, 16,
                                              NULL, 1), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac_drbg_instantiate(&ctx, QZ_HASH_SHA384, ENT, 32, NONCE, 16,
                                              NULL, 0), QZ_ERR_ALG);
    ck_assert_int_eq(qz_hmac_drbg_instantiate(&ctx, QZ_HASH_SHA3_256, ENT, 32, NONCE, 16,
                                              NULL, 0), QZ_ERR_ALG);
    ck_assert_int_eq(qz_hmac_drbg_instantiate(&ctx, NULL, ENT, 32, NONCE, 16,
                                              NULL, 0), QZ_ERR_NULL);
    /* entropy below the strength; entropy + nonce below 3/2 of it */
    ck_assert_int_eq(qz_hmac_drbg_instantiate(&ctx, QZ_HASH_SHA256, ENT, 31, NONCE, 16,
                                              NULL, 0), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_hmac_drbg_instantiate(&ctx, QZ_HASH_SHA256, ENT, 32, NONCE, 15,
                                              NULL, 0), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_hmac_drbg_instantiate(&ctx, QZ_HASH_SHA256, ENT, 47, NULL, 0,
                                              NULL, 0), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_hmac_drbg_instantiate(&ctx, QZ_HASH_SHA256, ENT, 48, NULL, 0,
                                              NULL, 0), QZ_OK);
    /* inputs may overlap each other */
    ck_assert_int_eq(qz_hmac_drbg_instantiate(&ctx, QZ_HASH_SHA512, ENT, 48, ENT + 8, 16,
                                              ENT, 40), QZ_OK);
    /* a failed instantiation wipes a context that was instantiated */
    ck_assert_int_eq(qz_hmac_drbg_instantiate(&ctx, QZ_HASH_SHA256, ENT, 16, NONCE, 16,
                                              NULL, 0), QZ_ERR_LENGTH);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));

    /* from a source */
    ck_assert_int_eq(qz_hmac_drbg_instantiate_from(NULL, QZ_HASH_SHA256, &r, 32, NULL, 0),
                     QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac_drbg_instantiate_from(&ctx, QZ_HASH_SHA256, NULL, 32, NULL, 0),
                     QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac_drbg_instantiate_from(&ctx, QZ_HASH_SHA256, &bad, 32, NULL, 0),
                     QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac_drbg_instantiate_from(&ctx, QZ_HASH_SHA256, &r, 32, NULL, 3),
                     QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac_drbg_instantiate_from(&ctx, QZ_HASH_SHA256, &r, 31, NULL, 0),
                     QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_hmac_drbg_instantiate_from(&ctx, QZ_HASH_SHA256, &r,
                                                   QZ_DRBG_MAX_SOURCE_BYTES + 1, NULL, 0),
                     QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_hmac_drbg_instantiate_from(&ctx, QZ_HASH_SHA224, &r, 32, NULL, 0),
                     QZ_ERR_ALG);
    ck_assert_uint_eq(c.calls, 0); /* nothing drawn for a refused call */
    r.state = &ctx;
    ck_assert_int_eq(qz_hmac_drbg_instantiate_from(&ctx, QZ_HASH_SHA256, &r, 32, NULL, 0),
                     QZ_ERR_STATE);
    r.state = &c;
    ck_assert_int_eq(qz_hmac_drbg_instantiate_from(&ctx, QZ_HASH_SHA256, &r,
                                                   QZ_DRBG_MAX_SOURCE_BYTES, PERS, 4),
                     QZ_OK);
    ck_assert_uint_eq(c.bytes, QZ_DRBG_MAX_SOURCE_BYTES * 3 / 2);
}
END_TEST

START_TEST(test_ctr_instantiate_errors)
{
    qz_ctr_drbg_ctx ctx;
    counting c = {3, 0, 0, 0};
    qz_rng r = counting_rng(&c);

    ck_assert_int_eq(qz_ctr_drbg_instantiate(NULL, ENT, 32, NONCE, 16, NULL, 0), QZ_ERR_NULL);
    ck_assert_int_eq(qz_ctr_drbg_instantiate(&ctx, NULL, 32, NONCE, 16, NULL, 0), QZ_ERR_NULL);
    ck_assert_int_eq(qz_ctr_drbg_instantiate(&ctx, ENT, 32, NULL, 16, NULL, 0), QZ_ERR_NULL);
    ck_assert_int_eq(qz_ctr_drbg_instantiate(&ctx, ENT, 32, NONCE, 16, NULL, 9), QZ_ERR_NULL);
    ck_assert_int_eq(qz_ctr_drbg_instantiate(&ctx, ENT, 31, NONCE, 16, NULL, 0),
                     QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_ctr_drbg_instantiate(&ctx, ENT, 40, NONCE, 7, NULL, 0),
                     QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_ctr_drbg_instantiate(&ctx, ENT, 40, NONCE, 8, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_ctr_drbg_instantiate(&ctx, ENT, 0, NONCE, 16, NULL, 0),
                     QZ_ERR_LENGTH);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    ck_assert_int_eq(qz_ctr_drbg_instantiate_from(&ctx, &r, 31, NULL, 0), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_ctr_drbg_instantiate_from(&ctx, NULL, 32, NULL, 0), QZ_ERR_NULL);
    r.state = &ctx;
    ck_assert_int_eq(qz_ctr_drbg_instantiate_from(&ctx, &r, 32, NULL, 0), QZ_ERR_STATE);
    r.state = &c;
    ck_assert_uint_eq(c.calls, 0);
    ck_assert_int_eq(qz_ctr_drbg_instantiate_from(&ctx, &r, 32, NULL, 0), QZ_OK);
    ck_assert_uint_eq(c.calls, 2);
    ck_assert_uint_eq(c.bytes, 48);
}
END_TEST

/* Errors of reseed, generate and the setters, each leaving the state as it
 * was, and each refused generate zeroing its output. */
START_TEST(test_hmac_call_errors)
{
    qz_hmac_drbg_ctx ctx, snap;
    counting c = {5, 0, 0, 0};
    qz_rng r = counting_rng(&c), bad = {NULL, NULL};
    static uint8_t out[QZ_DRBG_MAX_REQUEST_BYTES + 1];

    hmac_new(&ctx);
    snap = ctx;
    ck_assert_int_eq(qz_hmac_drbg_reseed(NULL, ENT, 32, NULL, 0), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac_drbg_reseed(&ctx, NULL, 32, NULL, 0), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac_drbg_reseed(&ctx, ENT, 32, NULL, 1), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac_drbg_reseed(&ctx, ENT, 31, NULL, 0), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_hmac_drbg_set_reseed_interval(NULL, 5), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac_drbg_set_reseed_interval(&ctx, 0), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_hmac_drbg_set_reseed_interval(&ctx, QZ_HMAC_DRBG_RESEED_INTERVAL + 1),
                     QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_hmac_drbg_set_entropy(NULL, &r, 32), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac_drbg_set_entropy(&ctx, &bad, 32), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac_drbg_set_entropy(&ctx, &r, 31), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_hmac_drbg_set_entropy(&ctx, &r, QZ_DRBG_MAX_SOURCE_BYTES + 1),
                     QZ_ERR_LENGTH);
    r.state = &ctx;
    ck_assert_int_eq(qz_hmac_drbg_set_entropy(&ctx, &r, 32), QZ_ERR_STATE);
    ck_assert_mem_eq(&ctx, &snap, sizeof ctx);

    memset(out, 0x33, sizeof out);
    ck_assert_int_eq(qz_hmac_drbg_generate(&ctx, out, sizeof out, NULL, 0, 0), QZ_ERR_LENGTH);
    /* an oversized request: zeroed up to the longest valid one, no further */
    ck_assert(qz_all_zero(out, QZ_DRBG_MAX_REQUEST_BYTES));
    ck_assert_uint_eq(out[QZ_DRBG_MAX_REQUEST_BYTES], 0x33);
    memset(out, 0x33, 64);
    ck_assert_int_eq(qz_hmac_drbg_generate(&ctx, out, 64, NULL, 5, 0), QZ_ERR_NULL);
    ck_assert(qz_all_zero(out, 64));
    memset(out, 0x33, 64);
    ck_assert_int_eq(qz_hmac_drbg_generate(NULL, out, 64, NULL, 0, 0), QZ_ERR_NULL);
    ck_assert(qz_all_zero(out, 64));
    ck_assert_int_eq(qz_hmac_drbg_generate(&ctx, NULL, 64, NULL, 0, 0), QZ_ERR_NULL);
    ck_assert_mem_eq(&ctx, &snap, sizeof ctx);
    /* the largest request and a NULL 0-byte request are fine */
    ck_assert_int_eq(qz_hmac_drbg_generate(&ctx, out, QZ_DRBG_MAX_REQUEST_BYTES, NULL, 0, 0),
                     QZ_OK);
    ck_assert_int_eq(qz_hmac_drbg_generate(&ctx, NULL, 0, NULL, 0, 0), QZ_OK);
    ck_assert_uint_eq(ctx.life.reseed_counter, 3);

    /* never instantiated (garbage), or a damaged marker */
    memset(&ctx, 0x5a, sizeof ctx);
    memset(out, 0x33, 64);
    ck_assert_int_eq(qz_hmac_drbg_generate(&ctx, out, 64, NULL, 0, 0), QZ_ERR_STATE);
    ck_assert(qz_all_zero(out, 64));
    ck_assert_int_eq(qz_hmac_drbg_reseed(&ctx, ENT, 32, NULL, 0), QZ_ERR_STATE);
    ck_assert_int_eq(qz_hmac_drbg_set_reseed_interval(&ctx, 5), QZ_ERR_STATE);
    ck_assert_int_eq(qz_hmac_drbg_set_entropy(&ctx, NULL, 0), QZ_ERR_STATE);
    hmac_new(&ctx);
    ctx.alg = QZ_HASH_SHA384;
    ck_assert_int_eq(qz_hmac_drbg_generate(&ctx, out, 64, NULL, 0, 0), QZ_ERR_STATE);
}
END_TEST

START_TEST(test_ctr_call_errors)
{
    qz_ctr_drbg_ctx ctx, snap;
    counting c = {5, 0, 0, 0};
    qz_rng r = counting_rng(&c);
    static uint8_t out[QZ_DRBG_MAX_REQUEST_BYTES + 1];

    ctr_new(&ctx);
    snap = ctx;
    ck_assert_int_eq(qz_ctr_drbg_reseed(&ctx, NULL, 32, NULL, 0), QZ_ERR_NULL);
    ck_assert_int_eq(qz_ctr_drbg_reseed(&ctx, ENT, 20, NULL, 0), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_ctr_drbg_set_reseed_interval(&ctx, 0), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_ctr_drbg_set_reseed_interval(&ctx, QZ_CTR_DRBG_RESEED_INTERVAL + 1),
                     QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_ctr_drbg_set_entropy(&ctx, &r, 200), QZ_ERR_LENGTH);
    r.state = &ctx;
    ck_assert_int_eq(qz_ctr_drbg_set_entropy(&ctx, &r, 32), QZ_ERR_STATE);
    memset(out, 0x33, sizeof out);
    ck_assert_int_eq(qz_ctr_drbg_generate(&ctx, out, sizeof out, NULL, 0, 0), QZ_ERR_LENGTH);
    /* an oversized request: zeroed up to the longest valid one, no further */
    ck_assert(qz_all_zero(out, QZ_DRBG_MAX_REQUEST_BYTES));
    ck_assert_uint_eq(out[QZ_DRBG_MAX_REQUEST_BYTES], 0x33);
    ck_assert_int_eq(qz_ctr_drbg_generate(&ctx, NULL, 1, NULL, 0, 0), QZ_ERR_NULL);
    ck_assert_mem_eq(&ctx, &snap, sizeof ctx);
    ck_assert_int_eq(qz_ctr_drbg_generate(&ctx, out, QZ_DRBG_MAX_REQUEST_BYTES, ADD,
                                          sizeof ADD, 0), QZ_OK);
    memset(&ctx, 0, sizeof ctx);
    ck_assert_int_eq(qz_ctr_drbg_generate(&ctx, out, 10, NULL, 0, 0), QZ_ERR_STATE);
    ck_assert_int_eq(qz_ctr_drbg_reseed(&ctx, ENT, 32, NULL, 0), QZ_ERR_STATE);
}
END_TEST

/* The reseed counter: interval n allows n generates after each (re)seed;
 * the next is refused without a source, and reseeds from one. */
START_TEST(test_hmac_reseed_counter)
{
    qz_hmac_drbg_ctx ctx, snap;
    counting c = {9, 0, 0, 0};
    qz_rng r = counting_rng(&c);
    uint8_t out[48];

    hmac_new(&ctx);
    ck_assert(ctx.life.reseed_interval == QZ_HMAC_DRBG_RESEED_INTERVAL);
    ck_assert(QZ_HMAC_DRBG_RESEED_INTERVAL == (uint64_t)1 << 48); /* the documented default */
    ck_assert_int_eq(qz_hmac_drbg_set_reseed_interval(&ctx, 3), QZ_OK);
    for (int round = 0; round < 2; round++) {
        for (int i = 0; i < 3; i++)
            ck_assert_int_eq(qz_hmac_drbg_generate(&ctx, out, sizeof out, ADD, 4, 0), QZ_OK);
        snap = ctx;
        memset(out, 0x44, sizeof out);
        ck_assert_int_eq(qz_hmac_drbg_generate(&ctx, out, sizeof out, ADD, 4, 0),
                         QZ_ERR_RESEED);
        ck_assert(qz_all_zero(out, sizeof out));
        ck_assert_mem_eq(&ctx, &snap, sizeof ctx);
        ck_assert_int_eq(qz_hmac_drbg_reseed(&ctx, ENT + 32, 32, NULL, 0), QZ_OK);
    }
    /* With a source: generates 4, 7 and 10 reseed from it (40 bytes each;
     * the generate after a reseed is the first of the new period). */
    ck_assert_int_eq(qz_hmac_drbg_set_entropy(&ctx, &r, 40), QZ_OK);
    for (int i = 1; i <= 12; i++) {
        ck_assert_int_eq(qz_hmac_drbg_generate(&ctx, out, sizeof out, NULL, 0, 0), QZ_OK);
        ck_assert_uint_eq(c.calls, i < 4 ? 0 : i < 7 ? 1 : i < 10 ? 2 : 3);
    }
    ck_assert_uint_eq(c.bytes, 120);
    /* Detached again (three generates since the last reseed): refused. */
    ck_assert_int_eq(qz_hmac_drbg_set_entropy(&ctx, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_hmac_drbg_generate(&ctx, out, sizeof out, NULL, 0, 0), QZ_ERR_RESEED);
    /* Lowering the interval below the counter makes the next call due. */
    ck_assert_int_eq(qz_hmac_drbg_reseed(&ctx, ENT, 32, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_hmac_drbg_set_reseed_interval(&ctx, 100), QZ_OK);
    for (int i = 0; i < 5; i++)
        ck_assert_int_eq(qz_hmac_drbg_generate(&ctx, out, 1, NULL, 0, 0), QZ_OK);
    ck_assert_int_eq(qz_hmac_drbg_set_reseed_interval(&ctx, 4), QZ_OK);
    ck_assert_int_eq(qz_hmac_drbg_generate(&ctx, out, 1, NULL, 0, 0), QZ_ERR_RESEED);
    /* The default limit itself, without 2^48 calls: the counter is a
     * member of the context, so put it at the edge. */
    hmac_new(&ctx);
    ctx.life.reseed_counter = QZ_HMAC_DRBG_RESEED_INTERVAL;
    ck_assert_int_eq(qz_hmac_drbg_generate(&ctx, out, 1, NULL, 0, 0), QZ_OK);
    ck_assert_int_eq(qz_hmac_drbg_generate(&ctx, out, 1, NULL, 0, 0), QZ_ERR_RESEED);
    ck_assert_int_eq(qz_hmac_drbg_reseed(&ctx, ENT, 32, NULL, 0), QZ_OK);
    ck_assert_uint_eq(ctx.life.reseed_counter, 1);
    ck_assert_int_eq(qz_hmac_drbg_generate(&ctx, out, 1, NULL, 0, 0), QZ_OK);
}
END_TEST

START_TEST(test_ctr_reseed_counter)
{
    qz_ctr_drbg_ctx ctx, snap;
    counting c = {9, 0, 0, 0};
    qz_rng r = counting_rng(&c);
    uint8_t out[33];

    ctr_new(&ctx);
    ck_assert(ctx.life.reseed_interval == QZ_CTR_DRBG_RESEED_INTERVAL);
    ck_assert(QZ_CTR_DRBG_RESEED_INTERVAL == (uint64_t)1 << 48);
    ck_assert_int_eq(qz_ctr_drbg_set_reseed_interval(&ctx, 1), QZ_OK);
    ck_assert_int_eq(qz_ctr_drbg_generate(&ctx, out, sizeof out, NULL, 0, 0), QZ_OK);
    snap = ctx;
    ck_assert_int_eq(qz_ctr_drbg_generate(&ctx, out, sizeof out, ADD, 3, 0), QZ_ERR_RESEED);
    ck_assert(qz_all_zero(out, sizeof out));
    ck_assert_mem_eq(&ctx, &snap, sizeof ctx);
    ck_assert_int_eq(qz_ctr_drbg_set_entropy(&ctx, &r, 32), QZ_OK);
    for (int i = 0; i < 5; i++)
        ck_assert_int_eq(qz_ctr_drbg_generate(&ctx, out, sizeof out, ADD, 3, 0), QZ_OK);
    ck_assert_uint_eq(c.calls, 5); /* interval 1: every call reseeds */
    ctx.life.reseed_counter = QZ_CTR_DRBG_RESEED_INTERVAL;
    ck_assert_int_eq(qz_ctr_drbg_set_reseed_interval(&ctx, QZ_CTR_DRBG_RESEED_INTERVAL),
                     QZ_OK);
    ck_assert_int_eq(qz_ctr_drbg_set_entropy(&ctx, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_ctr_drbg_generate(&ctx, out, 1, NULL, 0, 0), QZ_OK);
    ck_assert_int_eq(qz_ctr_drbg_generate(&ctx, out, 1, NULL, 0, 0), QZ_ERR_RESEED);
}
END_TEST

/* Prediction resistance: refused without a source; with one, the same as
 * an explicit reseed with the source's bytes and the additional input,
 * followed by a generate without additional input (SP 800-90A 9.3.1). */
START_TEST(test_prediction_resistance)
{
    qz_hmac_drbg_ctx a, b;
    qz_ctr_drbg_ctx x, y;
    counting c = {17, 0, 0, 0}, twin = {17, 0, 0, 0};
    qz_rng r = counting_rng(&c), t = counting_rng(&twin);
    uint8_t fresh[64], o1[100], o2[100];

    hmac_new(&a);
    memset(o1, 0x11, sizeof o1);
    ck_assert_int_eq(qz_hmac_drbg_generate(&a, o1, sizeof o1, ADD, sizeof ADD, 1),
                     QZ_ERR_RESEED);
    ck_assert(qz_all_zero(o1, sizeof o1));
    b = a;
    ck_assert_int_eq(qz_hmac_drbg_set_entropy(&a, &r, 64), QZ_OK);
    for (int i = 0; i < 3; i++) {
        ck_assert_int_eq(qz_hmac_drbg_generate(&a, o1, sizeof o1, ADD, sizeof ADD, 1), QZ_OK);
        ck_assert_int_eq(qz_rng_fill(&t, fresh, 64), QZ_OK);
        ck_assert_int_eq(qz_hmac_drbg_reseed(&b, fresh, 64, ADD, sizeof ADD), QZ_OK);
        ck_assert_int_eq(qz_hmac_drbg_generate(&b, o2, sizeof o2, NULL, 0, 0), QZ_OK);
        ck_assert_mem_eq(o1, o2, sizeof o1);
    }
    ck_assert_uint_eq(c.calls, 3);

    c.bytes = twin.bytes = 0;
    ctr_new(&x);
    y = x;
    ck_assert_int_eq(qz_ctr_drbg_set_entropy(&x, &r, 48), QZ_OK);
    for (int i = 0; i < 3; i++) {
        ck_assert_int_eq(qz_ctr_drbg_generate(&x, o1, sizeof o1, ADD, sizeof ADD, 1), QZ_OK);
        ck_assert_int_eq(qz_rng_fill(&t, fresh, 48), QZ_OK);
        ck_assert_int_eq(qz_ctr_drbg_reseed(&y, fresh, 48, ADD, sizeof ADD), QZ_OK);
        ck_assert_int_eq(qz_ctr_drbg_generate(&y, o2, sizeof o2, NULL, 0, 0), QZ_OK);
        ck_assert_mem_eq(o1, o2, sizeof o1);
    }
}
END_TEST

/* A failing source: QZ_ERR_RNG, output zeroed, state unchanged (the reseed
 * stays due); instantiate_from wipes the context. */
START_TEST(test_failing_source)
{
    qz_hmac_drbg_ctx h, hs;
    qz_ctr_drbg_ctx k, ks;
    counting c = {1, 0, 1, 0};
    qz_rng r = counting_rng(&c);
    uint8_t out[64];

    hmac_new(&h);
    ck_assert_int_eq(qz_hmac_drbg_set_entropy(&h, &r, 32), QZ_OK);
    hs = h;
    memset(out, 0x66, sizeof out);
    ck_assert_int_eq(qz_hmac_drbg_generate(&h, out, sizeof out, NULL, 0, 1), QZ_ERR_RNG);
    ck_assert(qz_all_zero(out, sizeof out));
    ck_assert_mem_eq(&h, &hs, sizeof h);
    ck_assert_int_eq(qz_hmac_drbg_instantiate_from(&h, QZ_HASH_SHA512, &r, 32, NULL, 0),
                     QZ_ERR_RNG);
    ck_assert(qz_all_zero(&h, sizeof h));
    /* the nonce draw (second call) failing */
    c.calls = 0;
    c.fail_after = 2;
    ck_assert_int_eq(qz_hmac_drbg_instantiate_from(&h, QZ_HASH_SHA256, &r, 32, NULL, 0),
                     QZ_ERR_RNG);
    ck_assert(qz_all_zero(&h, sizeof h));

    c.calls = 0;
    c.fail_after = 1;
    ctr_new(&k);
    ck_assert_int_eq(qz_ctr_drbg_set_entropy(&k, &r, 32), QZ_OK);
    ck_assert_int_eq(qz_ctr_drbg_set_reseed_interval(&k, 1), QZ_OK);
    ck_assert_int_eq(qz_ctr_drbg_generate(&k, out, sizeof out, NULL, 0, 0), QZ_OK);
    ks = k;
    memset(out, 0x66, sizeof out);
    ck_assert_int_eq(qz_ctr_drbg_generate(&k, out, sizeof out, NULL, 0, 0), QZ_ERR_RNG);
    ck_assert(qz_all_zero(out, sizeof out));
    ck_assert_mem_eq(&k, &ks, sizeof k);
    ck_assert_int_eq(qz_ctr_drbg_instantiate_from(&k, &r, 32, NULL, 0), QZ_ERR_RNG);
    ck_assert(qz_all_zero(&k, sizeof k));
}
END_TEST

/* The adapters: the same bytes as generate calls of at most 2^16 bytes;
 * a DRBG that cannot generate makes the fill fail, wiped. */
START_TEST(test_rng_adapters)
{
    static uint8_t o1[150000], o2[150000];
    qz_hmac_drbg_ctx a, b;
    qz_ctr_drbg_ctx x, y;
    qz_rng r;

    ck_assert_int_eq(qz_hmac_drbg_rng(NULL, &a), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac_drbg_rng(&r, NULL), QZ_ERR_NULL);
    ck_assert_int_eq(qz_ctr_drbg_rng(NULL, &x), QZ_ERR_NULL);
    ck_assert_int_eq(qz_ctr_drbg_rng(&r, NULL), QZ_ERR_NULL);

    hmac_new(&a);
    b = a;
    ck_assert_int_eq(qz_hmac_drbg_rng(&r, &a), QZ_OK);
    ck_assert_ptr_eq(r.state, &a);
    ck_assert_int_eq(qz_rng_fill(&r, o1, sizeof o1), QZ_OK);
    ck_assert_int_eq(qz_hmac_drbg_generate(&b, o2, 65536, NULL, 0, 0), QZ_OK);
    ck_assert_int_eq(qz_hmac_drbg_generate(&b, o2 + 65536, 65536, NULL, 0, 0), QZ_OK);
    ck_assert_int_eq(qz_hmac_drbg_generate(&b, o2 + 131072, sizeof o2 - 131072, NULL, 0, 0),
                     QZ_OK);
    ck_assert_mem_eq(o1, o2, sizeof o1);
    ck_assert_mem_eq(&a, &b, sizeof a);

    ctr_new(&x);
    y = x;
    ck_assert_int_eq(qz_ctr_drbg_rng(&r, &x), QZ_OK);
    ck_assert_int_eq(qz_rng_fill(&r, o1, 70001), QZ_OK);
    ck_assert_int_eq(qz_ctr_drbg_generate(&y, o2, 65536, NULL, 0, 0), QZ_OK);
    ck_assert_int_eq(qz_ctr_drbg_generate(&y, o2 + 65536, 70001 - 65536, NULL, 0, 0), QZ_OK);
    ck_assert_mem_eq(o1, o2, 70001);

    /* Reseed due, no source: the fill fails and its output is wiped,
     * including the part generated before the failure. */
    ck_assert_int_eq(qz_ctr_drbg_set_reseed_interval(&x, 3), QZ_OK);
    memset(o1, 0x55, sizeof o1);
    ck_assert_int_eq(qz_rng_fill(&r, o1, sizeof o1), QZ_ERR_RNG);
    ck_assert(qz_all_zero(o1, sizeof o1));
    ck_assert_int_eq(qz_hmac_drbg_rng(&r, &a), QZ_OK);
    qz_hmac_drbg_uninstantiate(&a);
    memset(o1, 0x55, 100);
    ck_assert_int_eq(qz_rng_fill(&r, o1, 100), QZ_ERR_RNG);
    ck_assert(qz_all_zero(o1, 100));
}
END_TEST

/* One DRBG seeding another through its adapter: instantiate_from and the
 * automatic reseeds draw exactly what explicit calls would take. */
START_TEST(test_chained)
{
    qz_ctr_drbg_ctx src, twin;
    qz_hmac_drbg_ctx a, b;
    qz_rng r;
    uint8_t seed[96], o1[80], o2[80];

    ctr_new(&src);
    twin = src;
    ck_assert_int_eq(qz_ctr_drbg_rng(&r, &src), QZ_OK);
    ck_assert_int_eq(qz_hmac_drbg_instantiate_from(&a, QZ_HASH_SHA512, &r, 64, PERS, 5),
                     QZ_OK);
    ck_assert_int_eq(qz_ctr_drbg_generate(&twin, seed, 64, NULL, 0, 0), QZ_OK);
    ck_assert_int_eq(qz_ctr_drbg_generate(&twin, seed + 64, 32, NULL, 0, 0), QZ_OK);
    ck_assert_int_eq(qz_hmac_drbg_instantiate(&b, QZ_HASH_SHA512, seed, 64, seed + 64, 32,
                                              PERS, 5), QZ_OK);
    ck_assert_int_eq(qz_hmac_drbg_generate(&a, o1, sizeof o1, NULL, 0, 0), QZ_OK);
    ck_assert_int_eq(qz_hmac_drbg_generate(&b, o2, sizeof o2, NULL, 0, 0), QZ_OK);
    ck_assert_mem_eq(o1, o2, sizeof o1);
    /* the attached source drives prediction resistance */
    ck_assert_int_eq(qz_hmac_drbg_generate(&a, o1, sizeof o1, NULL, 0, 1), QZ_OK);
    ck_assert_int_eq(qz_ctr_drbg_generate(&twin, seed, 64, NULL, 0, 0), QZ_OK);
    ck_assert_int_eq(qz_hmac_drbg_reseed(&b, seed, 64, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_hmac_drbg_generate(&b, o2, sizeof o2, NULL, 0, 0), QZ_OK);
    ck_assert_mem_eq(o1, o2, sizeof o1);
    /* re-instantiating from the context's own attached source keeps it */
    ck_assert_int_eq(qz_hmac_drbg_instantiate_from(&a, QZ_HASH_SHA256, &a.life.source, 32, NULL, 0),
                     QZ_OK);
    ck_assert_ptr_eq(a.life.source.state, &src);
    ck_assert_int_eq(qz_hmac_drbg_generate(&a, o1, sizeof o1, NULL, 0, 1), QZ_OK);
}
END_TEST

/* CTR_DRBG's 128-bit counter carries through every byte and wraps: from
 * V = 00 ff..ff the blocks are E(K, 01 00..00), E(K, 01 00..01); from
 * V = ff..ff they are E(K, 0), E(K, 1). A twin with the same Key started
 * one block later must produce the second block. */
START_TEST(test_ctr_counter_carry)
{
    static const uint8_t starts[2][2] = {{0x00, 0x01}, {0xff, 0x00}};
    qz_ctr_drbg_ctx a, b;
    uint8_t o1[32], o2[16];

    for (int i = 0; i < 2; i++) {
        ctr_new(&a);
        b = a;
        memset(a.v, 0xff, 16);
        a.v[0] = starts[i][0];
        memset(b.v, 0, 16);
        b.v[0] = starts[i][1];
        ck_assert_int_eq(qz_ctr_drbg_generate(&a, o1, 32, NULL, 0, 0), QZ_OK);
        ck_assert_int_eq(qz_ctr_drbg_generate(&b, o2, 16, NULL, 0, 0), QZ_OK);
        ck_assert_mem_eq(o1 + 16, o2, 16);
        ck_assert(memcmp(o1, o2, 16) != 0);
    }
}
END_TEST

/* uninstantiate wipes everything; the context is then refused. */
START_TEST(test_uninstantiate)
{
    qz_hmac_drbg_ctx h;
    qz_ctr_drbg_ctx k;
    counting c = {1, 0, 0, 0};
    qz_rng r = counting_rng(&c);
    uint8_t out[16];

    ck_assert_int_eq(qz_hmac_drbg_instantiate_from(&h, QZ_HASH_SHA256, &r, 32, PERS, 3), QZ_OK);
    ck_assert_int_eq(qz_hmac_drbg_generate(&h, out, sizeof out, NULL, 0, 1), QZ_OK);
    qz_hmac_drbg_uninstantiate(&h);
    ck_assert(qz_all_zero(&h, sizeof h));
    ck_assert_int_eq(qz_hmac_drbg_generate(&h, out, sizeof out, NULL, 0, 0), QZ_ERR_STATE);
    ck_assert_int_eq(qz_hmac_drbg_reseed(&h, ENT, 32, NULL, 0), QZ_ERR_STATE);
    ck_assert_int_eq(qz_hmac_drbg_set_entropy(&h, &r, 32), QZ_ERR_STATE);
    qz_hmac_drbg_uninstantiate(NULL);

    ck_assert_int_eq(qz_ctr_drbg_instantiate_from(&k, &r, 64, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_ctr_drbg_generate(&k, out, sizeof out, ADD, 2, 1), QZ_OK);
    qz_ctr_drbg_uninstantiate(&k);
    ck_assert(qz_all_zero(&k, sizeof k));
    ck_assert_int_eq(qz_ctr_drbg_generate(&k, out, sizeof out, NULL, 0, 0), QZ_ERR_STATE);
    ck_assert_int_eq(qz_ctr_drbg_set_reseed_interval(&k, 2), QZ_ERR_STATE);
    qz_ctr_drbg_uninstantiate(NULL);
}
END_TEST

/* Different inputs give different streams (a smoke test against inputs
 * being ignored; the KATs pin the exact values). */
START_TEST(test_inputs_matter)
{
    qz_hmac_drbg_ctx a, b;
    qz_ctr_drbg_ctx x, y;
    uint8_t o1[32], o2[32];

    for (int which = 0; which < 4; which++) {
        hmac_new(&a);
        ctr_new(&x);
        ck_assert_int_eq(qz_hmac_drbg_instantiate(&b, QZ_HASH_SHA256, ENT, 32, NONCE, 16,
                                                  PERS, which == 0 ? 0 : sizeof PERS), QZ_OK);
        ck_assert_int_eq(qz_ctr_drbg_instantiate(&y, ENT, 32, NONCE, 16, PERS,
                                                 which == 0 ? 0 : sizeof PERS), QZ_OK);
        if (which == 1) {
            ck_assert_int_eq(qz_hmac_drbg_reseed(&b, ENT, 32, NULL, 0), QZ_OK);
            ck_assert_int_eq(qz_ctr_drbg_reseed(&y, ENT, 32, NULL, 0), QZ_OK);
        }
        ck_assert_int_eq(qz_hmac_drbg_generate(&a, o1, 32, NULL, 0, 0), QZ_OK);
        ck_assert_int_eq(qz_hmac_drbg_generate(&b, o2, 32, which == 2 ? ADD : NULL,
                                               which == 2 ? 1 : 0, 0), QZ_OK);
        if (which == 3)
            ck_assert_mem_eq(o1, o2, 32);
        else
            ck_assert(memcmp(o1, o2, 32) != 0);
        ck_assert_int_eq(qz_ctr_drbg_generate(&x, o1, 32, NULL, 0, 0), QZ_OK);
        ck_assert_int_eq(qz_ctr_drbg_generate(&y, o2, 32, which == 2 ? ADD : NULL,
                                              which == 2 ? 1 : 0, 0), QZ_OK);
        if (which == 3)
            ck_assert_mem_eq(o1, o2, 32);
        else
            ck_assert(memcmp(o1, o2, 32) != 0);
    }
}
END_TEST

Suite *qz_suite_drbg(void)
{
    Suite *s = suite_create("drbg");
    TCase *tc = tcase_create("api");

    tcase_add_test(tc, test_rng_fill);
    tcase_add_test(tc, test_hmac_instantiate_errors);
    tcase_add_test(tc, test_ctr_instantiate_errors);
    tcase_add_test(tc, test_hmac_call_errors);
    tcase_add_test(tc, test_ctr_call_errors);
    tcase_add_test(tc, test_hmac_reseed_counter);
    tcase_add_test(tc, test_ctr_reseed_counter);
    tcase_add_test(tc, test_prediction_resistance);
    tcase_add_test(tc, test_failing_source);
    tcase_add_test(tc, test_rng_adapters);
    tcase_add_test(tc, test_chained);
    tcase_add_test(tc, test_ctr_counter_carry);
    tcase_add_test(tc, test_uninstantiate);
    tcase_add_test(tc, test_inputs_matter);
    suite_add_tcase(s, tc);
    return s;
}

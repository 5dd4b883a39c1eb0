/* Unit tests of the hash API edges (qzcrypt/sha2.h, qzcrypt/sha3.h through
 * qzcrypt/hash.h, and the typed SHA-2 calls). */
#include <string.h>

#include "check_suites.h"
#include "qzcrypt/hash.h"
#include "internal/sha2_kernel.h"

/* Not a descriptor of the library: the calls must refuse it. */
static const qz_hash_alg forged_hash = {0x12345678u, QZ_HASH_ID_SHA256, 32, 64, NULL, NULL, NULL};

static const qz_hash_id ALL[] = {QZ_HASH_SHA224,     QZ_HASH_SHA256,     QZ_HASH_SHA384,
                                 QZ_HASH_SHA512,     QZ_HASH_SHA512_224, QZ_HASH_SHA512_256,
                                 QZ_HASH_SHA3_224,   QZ_HASH_SHA3_256,   QZ_HASH_SHA3_384,
                                 QZ_HASH_SHA3_512};
#define NALG (sizeof ALL / sizeof ALL[0])

static uint8_t msg[200];

static void setup(void)
{
    for (size_t i = 0; i < sizeof msg; i++)
        msg[i] = (uint8_t)(i * 13 + 5);
}

/* SHA-256("abc"), FIPS 180-4 example: an anchor independent of the KATs. */
START_TEST(test_abc_anchor)
{
    static const uint8_t want[32] = {
        0xba, 0x78, 0x16, 0xbf, 0x8f, 0x01, 0xcf, 0xea, 0x41, 0x41, 0x40,
        0xde, 0x5d, 0xae, 0x22, 0x23, 0xb0, 0x03, 0x61, 0xa3, 0x96, 0x17,
        0x7a, 0x9c, 0xb4, 0x10, 0xff, 0x61, 0xf2, 0x00, 0x15, 0xad};
    uint8_t got[32];

    ck_assert_int_eq(qz_sha256(got, "abc", 3), QZ_OK);
    ck_assert_mem_eq(got, want, 32);
}
END_TEST

/* Every split point of a 200-byte message, for every variant. */
START_TEST(test_every_split)
{
    qz_hash_id alg = ALL[_i];
    size_t n = qz_hash_digest_bytes(alg);
    uint8_t want[64], got[64];

    ck_assert_int_eq(qz_hash(alg, want, n, msg, sizeof msg), QZ_OK);
    for (size_t split = 0; split <= sizeof msg; split++) {
        qz_hash_ctx ctx;

        ck_assert_int_eq(qz_hash_init(&ctx, alg), QZ_OK);
        ck_assert_int_eq(qz_hash_update(&ctx, msg, split), QZ_OK);
        ck_assert_int_eq(qz_hash_update(&ctx, msg + split, sizeof msg - split), QZ_OK);
        ck_assert_int_eq(qz_hash_final(&ctx, got, n), QZ_OK);
        ck_assert_mem_eq(got, want, n);
    }
}
END_TEST

/* NULL with length 0 is the empty message; zero-length updates change
 * nothing; guard bytes after the digest stay untouched. */
START_TEST(test_empty_and_guards)
{
    qz_hash_id alg = ALL[_i];
    size_t n = qz_hash_digest_bytes(alg);
    uint8_t a[80], b[80];
    qz_hash_ctx ctx;

    memset(a, 0xee, sizeof a);
    memset(b, 0xee, sizeof b);
    ck_assert_int_eq(qz_hash(alg, a, n, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_hash_init(&ctx, alg), QZ_OK);
    ck_assert_int_eq(qz_hash_update(&ctx, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_hash_update(&ctx, msg, 0), QZ_OK);
    ck_assert_int_eq(qz_hash_final(&ctx, b, n), QZ_OK);
    ck_assert_mem_eq(a, b, n);
    for (size_t i = n; i < sizeof a; i++) {
        ck_assert_uint_eq(a[i], 0xee);
        ck_assert_uint_eq(b[i], 0xee);
    }
}
END_TEST

/* final wipes the context to zero; it then refuses update/final until a
 * new init, after which it works as new. */
START_TEST(test_wipe_and_reuse)
{
    qz_hash_id alg = ALL[_i];
    size_t n = qz_hash_digest_bytes(alg);
    uint8_t want[64], got[64];
    qz_hash_ctx ctx;

    ck_assert_int_eq(qz_hash(alg, want, n, msg, 77), QZ_OK);
    memset(&ctx, 0x5a, sizeof ctx);
    ck_assert_int_eq(qz_hash_init(&ctx, alg), QZ_OK);
    ck_assert_int_eq(qz_hash_update(&ctx, msg, 77), QZ_OK);
    ck_assert_int_eq(qz_hash_final(&ctx, got, n), QZ_OK);
    ck_assert_ptr_null(ctx.alg);
    if (alg->id <= QZ_HASH_ID_SHA256)
        ck_assert(qz_all_zero(&ctx.sha256, sizeof ctx.sha256));
    else if (alg->id <= QZ_HASH_ID_SHA512_256)
        ck_assert(qz_all_zero(&ctx.sha512, sizeof ctx.sha512));
    else
        ck_assert(qz_all_zero(&ctx.sha3, sizeof ctx.sha3));
    ck_assert_int_eq(qz_hash_update(&ctx, msg, 1), QZ_ERR_STATE);
    ck_assert_int_eq(qz_hash_final(&ctx, got, n), QZ_ERR_STATE);
    ck_assert_int_eq(qz_hash_init(&ctx, alg), QZ_OK);
    ck_assert_int_eq(qz_hash_update(&ctx, msg, 77), QZ_OK);
    ck_assert_int_eq(qz_hash_final(&ctx, got, n), QZ_OK);
    ck_assert_mem_eq(got, want, n);
}
END_TEST

/* Every error code of the hash API. */
START_TEST(test_errors)
{
    qz_sha256_ctx c256;
    qz_sha512_ctx c512;
    qz_hash_ctx ctx;
    uint8_t out[64];

    ck_assert_int_eq(qz_sha256_init(NULL), QZ_ERR_NULL);
    ck_assert_int_eq(qz_sha224_init(NULL), QZ_ERR_NULL);
    ck_assert_int_eq(qz_sha384_init(NULL), QZ_ERR_NULL);
    ck_assert_int_eq(qz_sha512_init(NULL), QZ_ERR_NULL);
    ck_assert_int_eq(qz_sha512_224_init(NULL), QZ_ERR_NULL);
    ck_assert_int_eq(qz_sha512_256_init(NULL), QZ_ERR_NULL);
    ck_assert_int_eq(qz_sha256(out, NULL, 1), QZ_ERR_NULL);
    ck_assert_int_eq(qz_sha512(NULL, msg, 1), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hash(QZ_HASH_SHA256, NULL, 64, msg, 1), QZ_ERR_NULL);

    ck_assert_int_eq(qz_sha256_init(&c256), QZ_OK);
    ck_assert_int_eq(qz_sha256_update(&c256, NULL, 5), QZ_ERR_NULL);
    ck_assert_int_eq(qz_sha256_update(NULL, msg, 5), QZ_ERR_NULL);
    ck_assert_int_eq(qz_sha256_final(&c256, NULL), QZ_ERR_NULL);
    ck_assert_int_eq(qz_sha256_final(NULL, out), QZ_ERR_NULL);
    /* A SHA-256 context cannot finish as SHA-224, and vice versa; the
     * refused call leaves the context usable. */
    ck_assert_int_eq(qz_sha224_final(&c256, out), QZ_ERR_STATE);
    ck_assert_int_eq(qz_sha256_final(&c256, out), QZ_OK);
    ck_assert_int_eq(qz_sha224_init(&c256), QZ_OK);
    ck_assert_int_eq(qz_sha256_final(&c256, out), QZ_ERR_STATE);
    ck_assert_int_eq(qz_sha224_final(&c256, out), QZ_OK);

    ck_assert_int_eq(qz_sha384_init(&c512), QZ_OK);
    ck_assert_int_eq(qz_sha512_final(&c512, out), QZ_ERR_STATE);
    ck_assert_int_eq(qz_sha512_224_final(&c512, out), QZ_ERR_STATE);
    ck_assert_int_eq(qz_sha512_256_final(&c512, out), QZ_ERR_STATE);
    ck_assert_int_eq(qz_sha512_update(&c512, NULL, 1), QZ_ERR_NULL);
    ck_assert_int_eq(qz_sha384_final(&c512, out), QZ_OK);
    ck_assert_int_eq(qz_sha512_update(&c512, msg, 1), QZ_ERR_STATE);

    /* Message length limits: 2^61 - 1 bytes (SHA-256), 2^64 - 1 (SHA-512).
     * Set the byte count near the limit instead of hashing exabytes. */
    ck_assert_int_eq(qz_sha256_init(&c256), QZ_OK);
    c256.bytes = (UINT64_C(1) << 61) - 2;
    ck_assert_int_eq(qz_sha256_update(&c256, msg, 2), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_sha256_update(&c256, msg, 1), QZ_OK);
    ck_assert_int_eq(qz_sha512_init(&c512), QZ_OK);
    c512.bytes = UINT64_MAX - 1;
    ck_assert_int_eq(qz_sha512_update(&c512, msg, 2), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_sha512_update(&c512, msg, 1), QZ_OK);

    /* Generic layer: unknown algorithm, small output, uninitialised. */
    ck_assert_int_eq(qz_hash_init(&ctx, NULL), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hash_init(&ctx, &forged_hash), QZ_ERR_ALG);
    ck_assert_int_eq(qz_hash(&forged_hash, out, 32, msg, 1), QZ_ERR_ALG);
    ck_assert_int_eq(qz_hash_init(NULL, QZ_HASH_SHA256), QZ_ERR_NULL);
    ck_assert_uint_eq(qz_hash_digest_bytes(NULL), 0);
    ck_assert_uint_eq(qz_hash_block_bytes(&forged_hash), 0);
    ck_assert_uint_eq(qz_hash_block_bytes(QZ_HASH_SHA512_224), 128);
    ck_assert_int_eq(qz_hash_init(&ctx, QZ_HASH_SHA512), QZ_OK);
    ck_assert_int_eq(qz_hash_final(&ctx, out, 63), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_hash_final(&ctx, out, 65), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_hash_final(&ctx, out, 64), QZ_OK);
    memset(&ctx, 0, sizeof ctx);
    ck_assert_int_eq(qz_hash_update(&ctx, msg, 1), QZ_ERR_STATE);
    ck_assert_int_eq(qz_hash_final(&ctx, out, 64), QZ_ERR_STATE);
    ck_assert_int_eq(qz_hash_update(NULL, msg, 1), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hash_final(NULL, out, 64), QZ_ERR_NULL);
}
END_TEST

/*
 * The 128-bit length field of SHA-384/512 with a byte count of 2^61 or
 * more: its top three bits go to the low byte of the field's upper word.
 * A context's count is forged to 2^64 - 17 (a tail of 111 bytes: marker
 * and field in the same block) and to 2^64 - 4 (124 bytes: one block
 * more); its final against the padded blocks written out here (FIPS
 * 180-4 5.1.2) through the C compression function, from the IV that init
 * wrote.
 */
static void forged_count_case(uint64_t count)
{
    qz_sha512_ctx c;
    uint64_t h[8];
    uint8_t blk[256], got[64], want[64];
    size_t tail = (size_t)(count % 128), nblk = tail < 112 ? 1 : 2;
    uint64_t bits = count << 3;

    ck_assert_int_eq(qz_sha512_init(&c), QZ_OK);
    memcpy(h, c.h, sizeof h);
    c.bytes = count - tail;
    ck_assert_int_eq(qz_sha512_update(&c, msg, tail), QZ_OK);
    ck_assert_int_eq(qz_sha512_final(&c, got), QZ_OK);

    memset(blk, 0, sizeof blk);
    memcpy(blk, msg, tail);
    blk[tail] = 0x80;
    blk[128 * nblk - 9] = (uint8_t)(count >> 61);
    for (unsigned i = 0; i < 8; i++)
        blk[128 * nblk - 1 - i] = (uint8_t)(bits >> (8 * i));
    qzi_sha512_compress_c(h, blk, nblk);
    for (unsigned i = 0; i < 64; i++)
        want[i] = (uint8_t)(h[i / 8] >> (56 - 8 * (i % 8)));
    ck_assert_mem_eq(got, want, 64);
}

START_TEST(test_length_field_high)
{
    forged_count_case(UINT64_MAX - 16);
    forged_count_case(UINT64_MAX - 3);
}
END_TEST

/* Input and output of a one-shot call may overlap. */
START_TEST(test_overlap)
{
    uint8_t buf[200], want[64];

    memcpy(buf, msg, sizeof buf);
    ck_assert_int_eq(qz_sha512(want, msg, sizeof msg), QZ_OK);
    ck_assert_int_eq(qz_sha512(buf, buf, sizeof buf), QZ_OK);
    ck_assert_mem_eq(buf, want, 64);
}
END_TEST

/* Unaligned input at every offset gives the same digest. */
START_TEST(test_unaligned)
{
    uint8_t buf[sizeof msg + 8], want[64], got[64];

    ck_assert_int_eq(qz_sha256(want, msg, 150), QZ_OK);
    for (size_t off = 0; off < 8; off++) {
        memcpy(buf + off, msg, 150);
        ck_assert_int_eq(qz_sha256(got, buf + off, 150), QZ_OK);
        ck_assert_mem_eq(got, want, 32);
    }
}
END_TEST

Suite *qz_suite_sha2(void)
{
    Suite *s = suite_create("sha2");
    TCase *tc = tcase_create("api");

    tcase_add_checked_fixture(tc, setup, NULL);
    tcase_add_test(tc, test_abc_anchor);
    tcase_add_loop_test(tc, test_every_split, 0, NALG);
    tcase_add_loop_test(tc, test_empty_and_guards, 0, NALG);
    tcase_add_loop_test(tc, test_wipe_and_reuse, 0, NALG);
    tcase_add_test(tc, test_errors);
    tcase_add_test(tc, test_length_field_high);
    tcase_add_test(tc, test_overlap);
    tcase_add_test(tc, test_unaligned);
    suite_add_tcase(s, tc);
    return s;
}

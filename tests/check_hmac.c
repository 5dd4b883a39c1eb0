/* Unit tests of the HMAC API edges (qzcrypt/hmac.h). */
#include <string.h>

#include "check_suites.h"
#include "qzcrypt/hmac.h"

/* Not a descriptor of the library: the calls must refuse it. */
static const qz_hash_alg forged_hash = {0x12345678u, QZ_HASH_ID_SHA256, 32, 64, NULL, NULL, NULL};

static const uint8_t key[] = "a key that is exactly thirty-two";
static const uint8_t msg[] = "message bytes for the HMAC unit tests";

/* RFC 4231 test case 2 (HMAC-SHA-256, key "Jefe"): an anchor independent
 * of the generated KATs. */
START_TEST(test_rfc4231_case2)
{
    static const uint8_t want[32] = {
        0x5b, 0xdc, 0xc1, 0x46, 0xbf, 0x60, 0x75, 0x4e, 0x6a, 0x04, 0x24,
        0x26, 0x08, 0x95, 0x75, 0xc7, 0x5a, 0x00, 0x3f, 0x08, 0x9d, 0x27,
        0x39, 0x83, 0x9d, 0xec, 0x58, 0xb9, 0x64, 0xec, 0x38, 0x43};
    static const char data[] = "what do ya want for nothing?";
    uint8_t tag[32];

    ck_assert_int_eq(qz_hmac(QZ_HASH_SHA256, tag, sizeof tag,
                             (const uint8_t *)"Jefe", 4, data, sizeof data - 1), QZ_OK);
    ck_assert_mem_eq(tag, want, 32);
}
END_TEST

START_TEST(test_every_split)
{
    uint8_t want[64], got[64];
    qz_hmac_ctx ctx;

    ck_assert_int_eq(qz_hmac(QZ_HASH_SHA384, want, 48, key, 32, msg,
                             sizeof msg), QZ_OK);
    for (size_t split = 0; split <= sizeof msg; split++) {
        ck_assert_int_eq(qz_hmac_init(&ctx, QZ_HASH_SHA384, key, 32), QZ_OK);
        ck_assert_int_eq(qz_hmac_update(&ctx, msg, split), QZ_OK);
        ck_assert_int_eq(qz_hmac_update(&ctx, msg + split, sizeof msg - split), QZ_OK);
        ck_assert_int_eq(qz_hmac_final(&ctx, got, 48), QZ_OK);
        ck_assert_mem_eq(got, want, 48);
    }
}
END_TEST

/* final and verify (success, failure and bad length) all wipe the
 * context, which then refuses use until the next init. */
START_TEST(test_wipe)
{
    uint8_t tag[64];
    qz_hmac_ctx ctx;

    ck_assert_int_eq(qz_hmac_init(&ctx, QZ_HASH_SHA256, key, 32), QZ_OK);
    ck_assert_int_eq(qz_hmac_final(&ctx, tag, 32), QZ_OK);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    ck_assert_int_eq(qz_hmac_update(&ctx, msg, 1), QZ_ERR_STATE);
    ck_assert_int_eq(qz_hmac_final(&ctx, tag, 32), QZ_ERR_STATE);
    ck_assert_int_eq(qz_hmac_verify(&ctx, tag, 32), QZ_ERR_STATE);

    ck_assert_int_eq(qz_hmac_init(&ctx, QZ_HASH_SHA256, key, 32), QZ_OK);
    ck_assert_int_eq(qz_hmac_verify(&ctx, tag, 32), QZ_OK);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    tag[31] ^= 1;
    ck_assert_int_eq(qz_hmac_init(&ctx, QZ_HASH_SHA256, key, 32), QZ_OK);
    ck_assert_int_eq(qz_hmac_verify(&ctx, tag, 32), QZ_ERR_AUTH);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    ck_assert_int_eq(qz_hmac_init(&ctx, QZ_HASH_SHA256, key, 32), QZ_OK);
    ck_assert_int_eq(qz_hmac_verify(&ctx, tag, 33), QZ_ERR_LENGTH);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
}
END_TEST

START_TEST(test_errors)
{
    uint8_t tag[64];
    qz_hmac_ctx ctx;

    ck_assert_int_eq(qz_hmac_init(NULL, QZ_HASH_SHA256, key, 32), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac_init(&ctx, QZ_HASH_SHA256, NULL, 32), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac_init(&ctx, NULL, key, 32), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac_init(&ctx, &forged_hash, key, 32), QZ_ERR_ALG);
    ck_assert_int_eq(qz_hmac_init(&ctx, QZ_HASH_SHA256, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_hmac_update(&ctx, NULL, 3), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac_update(NULL, msg, 3), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac_final(&ctx, tag, 33), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_hmac_final(&ctx, tag, QZ_HMAC_MIN_TAG_BYTES - 1), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_hmac_final(&ctx, NULL, 32), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac_final(NULL, tag, 32), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac_verify(NULL, tag, 32), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac_verify(&ctx, tag, QZ_HMAC_MIN_TAG_BYTES - 1), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_hmac(QZ_HASH_SHA256, NULL, 32, key, 32, msg, 3), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac(QZ_HASH_SHA512, tag, 65, key, 32, msg, 3), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_hmac(&forged_hash, tag, 32, key, 32, msg, 3), QZ_ERR_ALG);
    ck_assert_int_eq(qz_hmac_check(QZ_HASH_SHA256, key, 32, msg, 3, NULL, 32), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hmac_check(QZ_HASH_SHA256, key, 32, msg, 3, tag, 33), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_hmac_check(&forged_hash, key, 32, msg, 3, tag, 32), QZ_ERR_ALG);
}
END_TEST

/* Guard bytes: the tag is exactly tag_len bytes; a truncated tag is the
 * leading bytes of the full one, from final and from the one-shot call;
 * truncated verification compares only the leading bytes, streaming and
 * one-shot. */
START_TEST(test_guards_and_truncation)
{
    uint8_t tag[80], shorter[80];

    memset(tag, 0xee, sizeof tag);
    ck_assert_int_eq(qz_hmac(QZ_HASH_SHA512_224, tag, 28, key, 32, msg,
                             sizeof msg), QZ_OK);
    for (size_t i = 28; i < sizeof tag; i++)
        ck_assert_uint_eq(tag[i], 0xee);
    for (size_t t = QZ_HMAC_MIN_TAG_BYTES; t <= 28; t++) {
        qz_hmac_ctx ctx;

        ck_assert_int_eq(qz_hmac_init(&ctx, QZ_HASH_SHA512_224, key, 32), QZ_OK);
        ck_assert_int_eq(qz_hmac_update(&ctx, msg, sizeof msg), QZ_OK);
        ck_assert_int_eq(qz_hmac_verify(&ctx, tag, t), QZ_OK);
        ck_assert_int_eq(qz_hmac_check(QZ_HASH_SHA512_224, key, 32, msg, sizeof msg, tag, t),
                         QZ_OK);
        memset(shorter, 0xee, sizeof shorter);
        ck_assert_int_eq(qz_hmac_init(&ctx, QZ_HASH_SHA512_224, key, 32), QZ_OK);
        ck_assert_int_eq(qz_hmac_update(&ctx, msg, sizeof msg), QZ_OK);
        ck_assert_int_eq(qz_hmac_final(&ctx, shorter, t), QZ_OK);
        ck_assert_mem_eq(shorter, tag, t);
        ck_assert_uint_eq(shorter[t], 0xee);
        memset(shorter, 0xee, sizeof shorter);
        ck_assert_int_eq(qz_hmac(QZ_HASH_SHA512_224, shorter, t, key, 32, msg, sizeof msg),
                         QZ_OK);
        ck_assert_mem_eq(shorter, tag, t);
        ck_assert_uint_eq(shorter[t], 0xee);
    }
    /* A one-shot check with a mismatch at every position. */
    for (size_t i = 0; i < 28; i++) {
        tag[i] ^= 0x20;
        ck_assert_int_eq(qz_hmac_check(QZ_HASH_SHA512_224, key, 32, msg, sizeof msg, tag, 28),
                         QZ_ERR_AUTH);
        tag[i] ^= 0x20;
    }
}
END_TEST

Suite *qz_suite_hmac(void)
{
    Suite *s = suite_create("hmac");
    TCase *tc = tcase_create("api");

    tcase_add_test(tc, test_rfc4231_case2);
    tcase_add_test(tc, test_every_split);
    tcase_add_test(tc, test_wipe);
    tcase_add_test(tc, test_errors);
    tcase_add_test(tc, test_guards_and_truncation);
    suite_add_tcase(s, tc);
    return s;
}

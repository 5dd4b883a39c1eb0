/* Unit tests of the HKDF API edges (qzcrypt/hkdf.h). */
#include <string.h>

#include "check_suites.h"
#include "qzcrypt/hkdf.h"

/* Not a descriptor of the library: the calls must refuse it. */
static const qz_hash_alg forged_hash = {0x12345678u, QZ_HASH_ID_SHA256, 32, 64, NULL, NULL, NULL};

static const uint8_t ikm[22] = {0x0b, 0x0b, 0x0b, 0x0b, 0x0b, 0x0b, 0x0b, 0x0b,
                                0x0b, 0x0b, 0x0b, 0x0b, 0x0b, 0x0b, 0x0b, 0x0b,
                                0x0b, 0x0b, 0x0b, 0x0b, 0x0b, 0x0b};

/* A shorter output is a prefix of a longer one, at every length up to
 * four blocks, and the byte after the output is never touched. */
START_TEST(test_prefix_and_guard)
{
    uint8_t full[4 * 48 + 1], part[4 * 48 + 1];

    ck_assert_int_eq(qz_hkdf(QZ_HASH_SHA384, full, 4 * 48, NULL, 0, ikm,
                             sizeof ikm, NULL, 0), QZ_OK);
    for (size_t n = 0; n <= 4 * 48; n++) {
        memset(part, 0xee, sizeof part);
        ck_assert_int_eq(qz_hkdf(QZ_HASH_SHA384, part, n, NULL, 0, ikm,
                                 sizeof ikm, NULL, 0), QZ_OK);
        ck_assert_mem_eq(part, full, n);
        ck_assert_uint_eq(part[n], 0xee);
    }
}
END_TEST

/* An absent salt (NULL, 0): RFC 5869 A.3's PRK, as published. */
START_TEST(test_empty_salt)
{
    static const uint8_t want[32] = {
        0x19, 0xef, 0x24, 0xa3, 0x2c, 0x71, 0x7b, 0x16, 0x7f, 0x33, 0xa9,
        0x1d, 0x6f, 0x64, 0x8b, 0xdf, 0x96, 0x59, 0x67, 0x76, 0xaf, 0xdb,
        0x63, 0x77, 0xac, 0x43, 0x4c, 0x1c, 0x29, 0x3c, 0xcb, 0x04};
    uint8_t prk[32];

    ck_assert_int_eq(qz_hkdf_extract(QZ_HASH_SHA256, prk, 32, NULL, 0, ikm,
                                     sizeof ikm), QZ_OK);
    ck_assert_mem_eq(prk, want, 32);
}
END_TEST

START_TEST(test_errors)
{
    uint8_t prk[64], okm[255 * 32 + 1];

    memset(okm, 0xee, sizeof okm);
    ck_assert_int_eq(qz_hkdf(QZ_HASH_SHA256, okm, 255 * 32 + 1, NULL, 0, ikm,
                             sizeof ikm, NULL, 0), QZ_ERR_LENGTH);
    ck_assert_uint_eq(okm[0], 0xee);
    ck_assert_int_eq(qz_hkdf(QZ_HASH_SHA256, okm, 255 * 32, NULL, 0, ikm,
                             sizeof ikm, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_hkdf(QZ_HASH_SHA256, NULL, 1, NULL, 0, ikm, sizeof ikm,
                             NULL, 0), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hkdf(QZ_HASH_SHA256, NULL, 0, NULL, 0, ikm, sizeof ikm,
                             NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_hkdf(QZ_HASH_SHA256, okm, 5, NULL, 5, ikm, sizeof ikm,
                             NULL, 0), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hkdf(NULL, okm, 5, NULL, 0, ikm, sizeof ikm,
                             NULL, 0), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hkdf(&forged_hash, okm, 5, NULL, 0, ikm, sizeof ikm,
                             NULL, 0), QZ_ERR_ALG);

    ck_assert_int_eq(qz_hkdf_extract(QZ_HASH_SHA256, prk, 31, NULL, 0, ikm,
                                     sizeof ikm),
                     QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_hkdf_extract(QZ_HASH_SHA256, NULL, 32, NULL, 0, ikm,
                                     sizeof ikm),
                     QZ_ERR_NULL);
    ck_assert_int_eq(qz_hkdf_extract(QZ_HASH_SHA256, prk, 32, NULL, 0, NULL, 3),
                     QZ_ERR_NULL);
    ck_assert_int_eq(qz_hkdf_extract(QZ_HASH_SHA256, prk, 33, NULL, 0, ikm,
                                     sizeof ikm),
                     QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_hkdf_extract(&forged_hash, prk, 32, NULL, 0, ikm,
                                     sizeof ikm),
                     QZ_ERR_ALG);
    ck_assert_int_eq(qz_hkdf_extract(QZ_HASH_SHA256, prk, 32, NULL, 0, ikm,
                                     sizeof ikm),
                     QZ_OK);

    ck_assert_int_eq(qz_hkdf_expand(QZ_HASH_SHA256, okm, 10, prk, 31, NULL, 0),
                     QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_hkdf_expand(QZ_HASH_SHA256, okm, 255 * 32 + 1, prk, 32,
                                    NULL, 0),
                     QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_hkdf_expand(QZ_HASH_SHA256, okm, 10, NULL, 32, NULL, 0),
                     QZ_ERR_NULL);
    ck_assert_int_eq(qz_hkdf_expand(QZ_HASH_SHA256, okm, 10, prk, 32, NULL, 2),
                     QZ_ERR_NULL);
    ck_assert_int_eq(qz_hkdf_expand(NULL, okm, 10, prk, 32, NULL, 0),
                     QZ_ERR_NULL);
    ck_assert_int_eq(qz_hkdf_expand(&forged_hash, okm, 10, prk, 32, NULL, 0),
                     QZ_ERR_ALG);
    ck_assert_int_eq(qz_hkdf_expand(QZ_HASH_SHA256, NULL, 0, prk, 32, NULL, 0), QZ_OK);
}
END_TEST

Suite *qz_suite_hkdf(void)
{
    Suite *s = suite_create("hkdf");
    TCase *tc = tcase_create("api");

    tcase_add_test(tc, test_prefix_and_guard);
    tcase_add_test(tc, test_empty_salt);
    tcase_add_test(tc, test_errors);
    suite_add_tcase(s, tc);
    return s;
}

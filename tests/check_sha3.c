/* Unit tests of the SHAKE, cSHAKE and KMAC API edges (qzcrypt/sha3.h). */
#include <string.h>

#include "check_suites.h"
#include "qzcrypt/sha3.h"

static uint8_t msg[200];

static void setup(void)
{
    for (size_t i = 0; i < sizeof msg; i++)
        msg[i] = (uint8_t)(i * 29 + 3);
}

/* Squeezing one byte at a time equals one big squeeze, across several
 * blocks, for both SHAKEs; absorbing at every split point too. */
START_TEST(test_shake_chunking)
{
    int is128 = _i;
    uint8_t big[3 * 168 + 5], small[sizeof big];
    qz_shake_ctx ctx;

    ck_assert_int_eq((is128 ? qz_shake128 : qz_shake256)(big, sizeof big, msg, sizeof msg), QZ_OK);
    ck_assert_int_eq((is128 ? qz_shake128_init : qz_shake256_init)(&ctx), QZ_OK);
    ck_assert_int_eq(qz_shake_absorb(&ctx, msg, sizeof msg), QZ_OK);
    for (size_t i = 0; i < sizeof small; i++)
        ck_assert_int_eq(qz_shake_squeeze(&ctx, small + i, 1), QZ_OK);
    ck_assert_mem_eq(big, small, sizeof big);
    ck_assert_int_eq(qz_shake_wipe(&ctx), QZ_OK);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));

    for (size_t split = 0; split <= sizeof msg; split++) {
        ck_assert_int_eq((is128 ? qz_shake128_init : qz_shake256_init)(&ctx), QZ_OK);
        ck_assert_int_eq(qz_shake_absorb(&ctx, msg, split), QZ_OK);
        ck_assert_int_eq(qz_shake_absorb(&ctx, msg + split, sizeof msg - split), QZ_OK);
        ck_assert_int_eq(qz_shake_squeeze(&ctx, small, 64), QZ_OK);
        ck_assert_mem_eq(big, small, 64);
    }
}
END_TEST

/* cSHAKE with empty N and S is SHAKE (SP 800-185 3.3). */
START_TEST(test_cshake_empty_is_shake)
{
    uint8_t a[64], b[64];
    qz_shake_ctx ctx;

    ck_assert_int_eq(qz_shake256(a, sizeof a, msg, 33), QZ_OK);
    ck_assert_int_eq(qz_cshake256_init(&ctx, NULL, 0, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_shake_absorb(&ctx, msg, 33), QZ_OK);
    ck_assert_int_eq(qz_shake_squeeze(&ctx, b, sizeof b), QZ_OK);
    ck_assert_mem_eq(a, b, sizeof a);
}
END_TEST

/* KMAC: final and verify wipe; errors; the output length is bound into
 * the tag (a 32-byte KMAC is not a prefix of a 64-byte one). */
START_TEST(test_kmac)
{
    static const uint8_t key[32] = {7};
    uint8_t t32[32], t64[64];
    qz_kmac_ctx ctx;

    ck_assert_int_eq(qz_kmac128(t32, 32, key, 32, NULL, 0, msg, 50), QZ_OK);
    ck_assert_int_eq(qz_kmac128(t64, 64, key, 32, NULL, 0, msg, 50), QZ_OK);
    ck_assert(memcmp(t32, t64, 32) != 0);

    ck_assert_int_eq(qz_kmac128_init(&ctx, key, 32, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_kmac_update(&ctx, msg, 50), QZ_OK);
    ck_assert_int_eq(qz_kmac_final(&ctx, t64, 0), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_kmac_final(&ctx, t64, QZ_KMAC_MAX_BYTES + 1), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_kmac_final(&ctx, NULL, 32), QZ_ERR_NULL);
    ck_assert_int_eq(qz_kmac_verify(&ctx, t32, 32), QZ_OK);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    ck_assert_int_eq(qz_kmac_update(&ctx, msg, 1), QZ_ERR_STATE);
    ck_assert_int_eq(qz_kmac_final(&ctx, t64, 32), QZ_ERR_STATE);

    t32[5] ^= 1;
    ck_assert_int_eq(qz_kmac128_init(&ctx, key, 32, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_kmac_update(&ctx, msg, 50), QZ_OK);
    ck_assert_int_eq(qz_kmac_verify(&ctx, t32, 32), QZ_ERR_AUTH);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    ck_assert_int_eq(qz_kmac256_init(&ctx, key, 32, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_kmac_verify(&ctx, t32, 0), QZ_ERR_LENGTH);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));

    ck_assert_int_eq(qz_kmac256_init(NULL, key, 32, NULL, 0), QZ_ERR_NULL);
    ck_assert_int_eq(qz_kmac256_init(&ctx, NULL, 32, NULL, 0), QZ_ERR_NULL);
    ck_assert_int_eq(qz_kmac256_init(&ctx, key, 32, NULL, 3), QZ_ERR_NULL);
    ck_assert_int_eq(qz_kmac256_init(&ctx, key, QZ_SP800_185_MAX_BYTES + 1, NULL, 0),
                     QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_kmac256(NULL, 32, key, 32, NULL, 0, msg, 5), QZ_ERR_NULL);
    ck_assert_int_eq(qz_kmac256(t64, 0, key, 32, NULL, 0, msg, 5), QZ_ERR_LENGTH);

    /* KMACXOF: any chunking, and KMAC calls refused once squeezing. */
    ck_assert_int_eq(qz_kmac256_init(&ctx, key, 32, msg, 9), QZ_OK);
    ck_assert_int_eq(qz_kmac_xof_squeeze(&ctx, t64, 10), QZ_OK);
    ck_assert_int_eq(qz_kmac_xof_squeeze(&ctx, t64 + 10, 54), QZ_OK);
    ck_assert_int_eq(qz_kmac_update(&ctx, msg, 1), QZ_ERR_STATE);
    ck_assert_int_eq(qz_kmac_final(&ctx, t32, 32), QZ_ERR_STATE);
    ck_assert_int_eq(qz_kmac256_init(&ctx, key, 32, msg, 9), QZ_OK);
    ck_assert_int_eq(qz_kmac_xof_squeeze(&ctx, t32, 32), QZ_OK);
    ck_assert_mem_eq(t32, t64, 32);
    ck_assert_int_eq(qz_shake_wipe(&ctx), QZ_OK);
}
END_TEST

START_TEST(test_errors)
{
    uint8_t out[32];
    qz_shake_ctx ctx;

    ck_assert_int_eq(qz_shake128_init(NULL), QZ_ERR_NULL);
    ck_assert_int_eq(qz_shake256_init(NULL), QZ_ERR_NULL);
    ck_assert_int_eq(qz_sha3_224_init(NULL), QZ_ERR_NULL);
    ck_assert_int_eq(qz_shake_wipe(NULL), QZ_ERR_NULL);
    ck_assert_int_eq(qz_cshake128_init(NULL, NULL, 0, NULL, 0), QZ_ERR_NULL);
    ck_assert_int_eq(qz_cshake128_init(&ctx, NULL, 1, NULL, 0), QZ_ERR_NULL);
    ck_assert_int_eq(qz_cshake128_init(&ctx, msg, QZ_SP800_185_MAX_BYTES + 1, NULL, 0),
                     QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_shake128(out, 32, NULL, 1), QZ_ERR_NULL);
    ck_assert_int_eq(qz_shake128(NULL, 32, msg, 1), QZ_ERR_NULL);
    ck_assert_int_eq(qz_shake128(NULL, 0, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_shake128_init(&ctx), QZ_OK);
    ck_assert_int_eq(qz_shake_absorb(&ctx, NULL, 1), QZ_ERR_NULL);
    ck_assert_int_eq(qz_shake_absorb(NULL, msg, 1), QZ_ERR_NULL);
    ck_assert_int_eq(qz_shake_squeeze(&ctx, NULL, 1), QZ_ERR_NULL);
    ck_assert_int_eq(qz_shake_squeeze(NULL, out, 1), QZ_ERR_NULL);
    ck_assert_int_eq(qz_shake_squeeze(&ctx, out, 1), QZ_OK);
    ck_assert_int_eq(qz_shake_absorb(&ctx, msg, 1), QZ_ERR_STATE);
    ck_assert_int_eq(qz_sha3_update(&ctx, msg, 1), QZ_ERR_STATE);
    ck_assert_int_eq(qz_shake_wipe(&ctx), QZ_OK);
    ck_assert_int_eq(qz_shake_squeeze(&ctx, out, 1), QZ_ERR_STATE);
    ck_assert_int_eq(qz_sha3_256(out, NULL, 1), QZ_ERR_NULL);
    ck_assert_int_eq(qz_sha3_256(NULL, msg, 1), QZ_ERR_NULL);
    ck_assert_int_eq(qz_sha3_256_init(&ctx), QZ_OK);
    ck_assert_int_eq(qz_sha3_update(&ctx, NULL, 2), QZ_ERR_NULL);
    ck_assert_int_eq(qz_sha3_256_final(&ctx, NULL), QZ_ERR_NULL);
    ck_assert_int_eq(qz_sha3_224_final(&ctx, out), QZ_ERR_STATE);
}
END_TEST

Suite *qz_suite_sha3(void)
{
    Suite *s = suite_create("sha3");
    TCase *tc = tcase_create("api");

    tcase_add_checked_fixture(tc, setup, NULL);
    tcase_add_loop_test(tc, test_shake_chunking, 0, 2);
    tcase_add_test(tc, test_cshake_empty_is_shake);
    tcase_add_test(tc, test_kmac);
    tcase_add_test(tc, test_errors);
    suite_add_tcase(s, tc);
    return s;
}

/* Unit tests of the AES key API (qzcrypt/aes.h) and of the two block
 * kernel variants against each other (lib/internal/aes_kernel.h). */
#include <string.h>

#include "check_suites.h"
#include "qzcrypt/aes.h"
#include "internal/aes_kernel.h"
#include "qzt.h"

static const uint8_t key32[32] = {
    0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a,
    0x0b, 0x0c, 0x0d, 0x0e, 0x0f, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15,
    0x16, 0x17, 0x18, 0x19, 0x1a, 0x1b, 0x1c, 0x1d, 0x1e, 0x1f};
static const uint8_t fips_pt[16] = {0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77,
                                    0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff};

/* FIPS-197 Appendix C.1 and C.3 through the public key API and the
 * configured kernel: anchors independent of the generated KATs. */
START_TEST(test_fips197_anchor)
{
    static const uint8_t c1[16] = {0x69, 0xc4, 0xe0, 0xd8, 0x6a, 0x7b, 0x04, 0x30,
                                   0xd8, 0xcd, 0xb7, 0x80, 0x70, 0xb4, 0xc5, 0x5a};
    static const uint8_t c3[16] = {0x8e, 0xa2, 0xb7, 0xca, 0x51, 0x67, 0x45, 0xbf,
                                   0xea, 0xfc, 0x49, 0x90, 0x4b, 0x49, 0x60, 0x89};
    uint8_t buf[16];
    qz_aes_key k;

    ck_assert_int_eq(qz_aes_set_encrypt_key(&k, key32, 16), QZ_OK);
    ck_assert_uint_eq(k.nr, 10);
    qzi_aes_encrypt(k.rk, k.nr, buf, fips_pt, 1);
    ck_assert_mem_eq(buf, c1, 16);
    ck_assert_int_eq(qz_aes_set_decrypt_key(&k, key32, 16), QZ_OK);
    qzi_aes_decrypt(k.rk, k.nr, buf, buf, 1);
    ck_assert_mem_eq(buf, fips_pt, 16);

    ck_assert_int_eq(qz_aes_set_encrypt_key(&k, key32, 32), QZ_OK);
    ck_assert_uint_eq(k.nr, 14);
    qzi_aes_encrypt(k.rk, k.nr, buf, fips_pt, 1);
    ck_assert_mem_eq(buf, c3, 16);
    ck_assert_int_eq(qz_aes_set_decrypt_key(&k, key32, 32), QZ_OK);
    qzi_aes_decrypt(k.rk, k.nr, buf, buf, 1);
    ck_assert_mem_eq(buf, fips_pt, 16);
}
END_TEST

typedef int set_key_fn(qz_aes_key *, const uint8_t *, size_t);
static set_key_fn *const SETTERS[2] = {qz_aes_set_encrypt_key, qz_aes_set_decrypt_key};

/* NULL and bad lengths: the right code, and the key struct unwritten. */
START_TEST(test_errors)
{
    static const size_t bad[] = {0, 1, 8, 15, 17, 20, 23, 25, 31, 33, 48, 64, (size_t)-1};
    set_key_fn *set = SETTERS[_i];
    qz_aes_key k, before;

    memset(&k, 0xee, sizeof k);
    before = k;
    ck_assert_int_eq(set(NULL, key32, 16), QZ_ERR_NULL);
    ck_assert_int_eq(set(&k, NULL, 16), QZ_ERR_NULL);
    ck_assert_int_eq(set(&k, NULL, 0), QZ_ERR_NULL);
    ck_assert_int_eq(set(NULL, NULL, 7), QZ_ERR_NULL);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        ck_assert_int_eq(set(&k, key32, bad[i]), QZ_ERR_LENGTH);
    ck_assert_mem_eq(&k, &before, sizeof k);
    for (size_t len = 16; len <= 32; len += 8)
        ck_assert_int_eq(set(&k, key32, len), QZ_OK);
    qz_aes_wipe_key(NULL); /* must not crash */
}
END_TEST

/* Direction tags and round counts; the entry check the modes use. */
START_TEST(test_direction_and_state)
{
    qz_aes_key k;

    ck_assert_int_eq(qzi_aes_key_check(NULL, QZI_AES_DIR_ENCRYPT), QZ_ERR_NULL);
    memset(&k, 0, sizeof k);
    ck_assert_int_eq(qzi_aes_key_check(&k, QZI_AES_DIR_ENCRYPT), QZ_ERR_KEY);
    ck_assert_int_eq(qzi_aes_key_check(&k, QZI_AES_DIR_DECRYPT), QZ_ERR_KEY);
    for (size_t len = 16; len <= 32; len += 8) {
        ck_assert_int_eq(qz_aes_set_encrypt_key(&k, key32, len), QZ_OK);
        ck_assert_uint_eq(k.nr, len / 4 + 6);
        ck_assert_uint_eq(k.dir, QZI_AES_DIR_ENCRYPT);
        ck_assert_int_eq(qzi_aes_key_check(&k, QZI_AES_DIR_ENCRYPT), QZ_OK);
        ck_assert_int_eq(qzi_aes_key_check(&k, QZI_AES_DIR_DECRYPT), QZ_ERR_KEY);
        ck_assert_int_eq(qz_aes_set_decrypt_key(&k, key32, len), QZ_OK);
        ck_assert_uint_eq(k.nr, len / 4 + 6);
        ck_assert_uint_eq(k.dir, QZI_AES_DIR_DECRYPT);
        ck_assert_int_eq(qzi_aes_key_check(&k, QZI_AES_DIR_DECRYPT), QZ_OK);
        ck_assert_int_eq(qzi_aes_key_check(&k, QZI_AES_DIR_ENCRYPT), QZ_ERR_KEY);
        k.nr = 11; /* damaged */
        ck_assert_int_eq(qzi_aes_key_check(&k, QZI_AES_DIR_DECRYPT), QZ_ERR_KEY);
    }
}
END_TEST

/* qz_aes_wipe_key zeroes everything; re-keying a struct that held a longer
 * key leaves nothing of it (the result equals a fresh expansion). */
START_TEST(test_wipe)
{
    static const uint8_t other[32] = "another key, thirty-two bytes.!";
    qz_aes_key k, fresh;

    for (unsigned dir = 0; dir < 2; dir++) {
        ck_assert_int_eq(SETTERS[dir](&k, key32, 32), QZ_OK);
        ck_assert(!qz_all_zero(&k, sizeof k));
        qz_aes_wipe_key(&k);
        ck_assert(qz_all_zero(&k, sizeof k));
        ck_assert_int_eq(qzi_aes_key_check(&k, QZI_AES_DIR_ENCRYPT), QZ_ERR_KEY);
        ck_assert_int_eq(qzi_aes_key_check(&k, QZI_AES_DIR_DECRYPT), QZ_ERR_KEY);

        memset(&fresh, 0x77, sizeof fresh);
        ck_assert_int_eq(SETTERS[dir](&fresh, other, 16), QZ_OK);
        ck_assert_int_eq(SETTERS[dir](&k, key32, 32), QZ_OK);
        ck_assert_int_eq(SETTERS[dir](&k, other, 16), QZ_OK);
        ck_assert_mem_eq(&k, &fresh, sizeof k);
        qz_aes_wipe_key(&k);
        qz_aes_wipe_key(&fresh);
        ck_assert(qz_all_zero(&k, sizeof k) && qz_all_zero(&fresh, sizeof fresh));
    }
}
END_TEST

/*
 * The ct and table kernels against each other: for every block count
 * 0..17 and every key size, random keys and data, encryption and
 * decryption, out of place with guard bytes (offsets varying so that
 * buffers are unaligned) and in place, and decrypt(encrypt(x)) == x.
 * At least 2,100 blocks per direction for each block count (2,100 calls
 * for n = 0): about 40,000 blocks per direction in all.
 */
#define MAXB 17

/* 1 if buf[] (the test's output buffer) is 0xc5 outside [off, off + len). */
static int guards_intact(const uint8_t *buf, size_t off, size_t len)
{
    uint8_t diff = 0;

    for (size_t i = 0; i < 16 * MAXB + 16; i++)
        if (i < off || i >= off + len)
            diff |= buf[i] ^ 0xc5;
    return diff == 0;
}
START_TEST(test_ct_vs_table)
{
    static uint8_t in[16 * MAXB + 8], a[16 * MAXB + 16], b[16 * MAXB + 16];
    uint32_t ct_e[QZI_AES_RK_WORDS], ct_d[QZI_AES_RK_WORDS];
    uint32_t tb_e[QZI_AES_RK_WORDS], tb_d[QZI_AES_RK_WORDS];
    unsigned long blocks = 0;
    qzt_rng rng;

    qzt_rng_seed(&rng, 0xae5);
    for (size_t n = 0; n <= MAXB; n++) {
        size_t trials = 3 * ((700 + (n > 0 ? n : 1) - 1) / (n > 0 ? n : 1));
        unsigned long before = blocks;

        for (unsigned trial = 0; trial < trials; trial++) {
            unsigned klen = 16 + 8 * (trial % 3), nr = klen / 4 + 6;
            size_t oi = trial & 7, oa = (trial >> 1) & 7, len = 16 * n;
            uint8_t key[32];

            qzt_rand_bytes(&rng, key, klen);
            qzt_rand_bytes(&rng, in + oi, len);
            qzi_aes_ct_expand_c(ct_e, key, klen, 0);
            qzi_aes_ct_expand_c(ct_d, key, klen, 1);
            qzi_aes_table_expand_c(tb_e, key, klen, 0);
            qzi_aes_table_expand_c(tb_d, key, klen, 1);

            for (int dir = 0; dir < 2; dir++) {
                memset(a, 0xc5, sizeof a);
                memset(b, 0xc5, sizeof b);
                if (dir == 0) {
                    qzi_aes_ct_encrypt_c(ct_e, nr, a + oa, in + oi, n);
                    qzi_aes_table_encrypt_c(tb_e, nr, b + oa, in + oi, n);
                } else {
                    qzi_aes_ct_decrypt_c(ct_d, nr, a + oa, in + oi, n);
                    qzi_aes_table_decrypt_c(tb_d, nr, b + oa, in + oi, n);
                }
                ck_assert_mem_eq(a, b, sizeof a); /* guards included */
                ck_assert(guards_intact(a, oa, len));
                /* Back with the other direction of the ct kernel, in place. */
                if (dir == 0)
                    qzi_aes_ct_decrypt_c(ct_d, nr, a + oa, a + oa, n);
                else
                    qzi_aes_ct_encrypt_c(ct_e, nr, a + oa, a + oa, n);
                if (len > 0)
                    ck_assert_mem_eq(a + oa, in + oi, len);
                /* In place against the table result. */
                memcpy(a + oa, in + oi, len);
                if (dir == 0)
                    qzi_aes_ct_encrypt_c(ct_e, nr, a + oa, a + oa, n);
                else
                    qzi_aes_ct_decrypt_c(ct_d, nr, a + oa, a + oa, n);
                ck_assert_mem_eq(a, b, sizeof a);
            }
            blocks += n;
        }
        ck_assert(n == 0 || blocks - before >= 2100);
    }
    ck_assert_uint_ge(blocks, MAXB * 2100);
}
END_TEST

/* The public API drives the configured variant: its round keys are
 * exactly that variant's expansion. */
START_TEST(test_configured_variant)
{
    uint32_t want[QZI_AES_RK_WORDS];
    qz_aes_key k;

    for (size_t len = 16; len <= 32; len += 8) {
        memset(want, 0, sizeof want);
#if QZ_AES_TABLE
        /* The small build's S-box kernels decrypt with the encryption
         * keys (the table-small layout, internal/aes_kernel.h). */
        qzi_aes_table_expand_c(want, key32, (unsigned)len, !QZI_AES_TABLE_SAME_KEYS);
#else
        qzi_aes_ct_expand_c(want, key32, (unsigned)len, 1);
#endif
        ck_assert_int_eq(qz_aes_set_decrypt_key(&k, key32, len), QZ_OK);
        ck_assert_mem_eq(k.rk, want, sizeof want);
    }
}
END_TEST

Suite *qz_suite_aes(void)
{
    Suite *s = suite_create("aes");
    TCase *tc = tcase_create("api");
    TCase *kc = tcase_create("kernels");

    tcase_add_test(tc, test_fips197_anchor);
    tcase_add_loop_test(tc, test_errors, 0, 2);
    tcase_add_test(tc, test_direction_and_state);
    tcase_add_test(tc, test_wipe);
    tcase_add_test(tc, test_configured_variant);
    tcase_add_test(kc, test_ct_vs_table);
    tcase_set_timeout(kc, 60);
    suite_add_tcase(s, tc);
    suite_add_tcase(s, kc);
    return s;
}

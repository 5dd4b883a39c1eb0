/* Unit tests of the AES-GCM and AES-CCM API edges (qzcrypt/gcm.h, qzcrypt/ccm.h). */
#include <string.h>

#include "check_suites.h"
#include "qzcrypt/ccm.h"
#include "qzcrypt/gcm.h"

static const uint8_t key128[16] = {0xfe, 0xff, 0xe9, 0x92, 0x86, 0x65, 0x73, 0x1c,
                                   0x6d, 0x6a, 0x8f, 0x94, 0x67, 0x30, 0x83, 0x08};
static const uint8_t iv12[12] = {0xca, 0xfe, 0xba, 0xbe, 0xfa, 0xce,
                                 0xdb, 0xad, 0xde, 0xca, 0xf8, 0x88};
static const uint8_t msg[40] = "forty bytes of plaintext for the tests!";
static const uint8_t ad[20] = "twenty bytes of aad";

/* ---- GCM ------------------------------------------------------------------- */

/* McGrew-Viega test case 4 (AES-128, 12-byte IV, 20 bytes of AAD, 60 bytes
 * of data): an anchor independent of the generated KATs. */
START_TEST(test_gcm_spec_case4)
{
    static const uint8_t aad[20] = {0xfe, 0xed, 0xfa, 0xce, 0xde, 0xad, 0xbe,
                                    0xef, 0xfe, 0xed, 0xfa, 0xce, 0xde, 0xad,
                                    0xbe, 0xef, 0xab, 0xad, 0xda, 0xd2};
    static const uint8_t pt[60] = {
        0xd9, 0x31, 0x32, 0x25, 0xf8, 0x84, 0x06, 0xe5, 0xa5, 0x59, 0x09, 0xc5,
        0xaf, 0xf5, 0x26, 0x9a, 0x86, 0xa7, 0xa9, 0x53, 0x15, 0x34, 0xf7, 0xda,
        0x2e, 0x4c, 0x30, 0x3d, 0x8a, 0x31, 0x8a, 0x72, 0x1c, 0x3c, 0x0c, 0x95,
        0x95, 0x68, 0x09, 0x53, 0x2f, 0xcf, 0x0e, 0x24, 0x49, 0xa6, 0xb5, 0x25,
        0xb1, 0x6a, 0xed, 0xf5, 0xaa, 0x0d, 0xe6, 0x57, 0xba, 0x63, 0x7b, 0x39};
    static const uint8_t ct[60] = {
        0x42, 0x83, 0x1e, 0xc2, 0x21, 0x77, 0x74, 0x24, 0x4b, 0x72, 0x21, 0xb7,
        0x84, 0xd0, 0xd4, 0x9c, 0xe3, 0xaa, 0x21, 0x2f, 0x2c, 0x02, 0xa4, 0xe0,
        0x35, 0xc1, 0x7e, 0x23, 0x29, 0xac, 0xa1, 0x2e, 0x21, 0xd5, 0x14, 0xb2,
        0x54, 0x66, 0x93, 0x1c, 0x7d, 0x8f, 0x6a, 0x5a, 0xac, 0x84, 0xaa, 0x05,
        0x1b, 0xa3, 0x0b, 0x39, 0x6a, 0x0a, 0xac, 0x97, 0x3d, 0x58, 0xe0, 0x91};
    static const uint8_t tag[16] = {0x5b, 0xc9, 0x4f, 0xbc, 0x32, 0x21, 0xa5, 0xdb,
                                    0x94, 0xfa, 0xe9, 0x5a, 0xe7, 0x12, 0x1a, 0x47};
    uint8_t out[60], t[16];
    qz_gcm_key k;

    ck_assert_int_eq(qz_gcm_set_key(&k, key128, 16), QZ_OK);
    ck_assert_int_eq(qz_gcm_seal(&k, out, t, 16, iv12, 12, aad, 20, pt, 60), QZ_OK);
    ck_assert_mem_eq(out, ct, 60);
    ck_assert_mem_eq(t, tag, 16);
    ck_assert_int_eq(qz_gcm_open(&k, out, iv12, 12, aad, 20, ct, 60, tag, 16), QZ_OK);
    ck_assert_mem_eq(out, pt, 60);
}
END_TEST

START_TEST(test_gcm_key_errors)
{
    qz_gcm_key k;
    qz_gcm_ctx ctx;

    ck_assert_int_eq(qz_gcm_set_key(NULL, key128, 16), QZ_ERR_NULL);
    ck_assert_int_eq(qz_gcm_set_key(&k, NULL, 16), QZ_ERR_NULL);
    ck_assert(qz_all_zero(&k, sizeof k));
    ck_assert_int_eq(qz_gcm_set_key(&k, key128, 15), QZ_ERR_LENGTH);
    ck_assert(qz_all_zero(&k, sizeof k));
    ck_assert_int_eq(qz_gcm_set_key(&k, key128, 0), QZ_ERR_LENGTH);
    /* A key that was never set, or was wiped, is refused. */
    memset(&k, 0x5a, sizeof k);
    ck_assert_int_eq(qz_gcm_encrypt_init(&ctx, &k, iv12, 12), QZ_ERR_KEY);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    ck_assert_int_eq(qz_gcm_set_key(&k, key128, 16), QZ_OK);
    qz_gcm_wipe_key(&k);
    ck_assert(qz_all_zero(&k, sizeof k));
    ck_assert_int_eq(qz_gcm_encrypt_init(&ctx, &k, iv12, 12), QZ_ERR_KEY);
    qz_gcm_wipe_key(NULL);
    ck_assert_int_eq(qz_gcm_encrypt_init(&ctx, NULL, iv12, 12), QZ_ERR_NULL);
}
END_TEST

START_TEST(test_gcm_state_errors)
{
    uint8_t out[64], tag[16];
    qz_gcm_key k;
    qz_gcm_ctx ctx;

    ck_assert_int_eq(qz_gcm_set_key(&k, key128, 16), QZ_OK);
    ck_assert_int_eq(qz_gcm_encrypt_init(NULL, &k, iv12, 12), QZ_ERR_NULL);
    ck_assert_int_eq(qz_gcm_encrypt_init(&ctx, &k, NULL, 12), QZ_ERR_NULL);
    ck_assert_int_eq(qz_gcm_encrypt_init(&ctx, &k, iv12, 0), QZ_ERR_LENGTH);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));

    /* Never initialised (garbage) and wiped contexts. */
    memset(&ctx, 0x5a, sizeof ctx);
    ck_assert_int_eq(qz_gcm_aad(&ctx, ad, 4), QZ_ERR_STATE);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    ck_assert_int_eq(qz_gcm_update(&ctx, out, msg, 4), QZ_ERR_STATE);
    ck_assert_int_eq(qz_gcm_final(&ctx, tag, 16), QZ_ERR_STATE);
    ck_assert_int_eq(qz_gcm_verify(&ctx, tag, 16), QZ_ERR_STATE);
    ck_assert_int_eq(qz_gcm_aad(NULL, ad, 4), QZ_ERR_NULL);
    ck_assert_int_eq(qz_gcm_update(NULL, out, msg, 4), QZ_ERR_NULL);
    ck_assert_int_eq(qz_gcm_final(NULL, tag, 16), QZ_ERR_NULL);
    ck_assert_int_eq(qz_gcm_verify(NULL, tag, 16), QZ_ERR_NULL);

    /* AAD after data. */
    ck_assert_int_eq(qz_gcm_encrypt_init(&ctx, &k, iv12, 12), QZ_OK);
    ck_assert_int_eq(qz_gcm_update(&ctx, out, msg, 0), QZ_OK);
    ck_assert_int_eq(qz_gcm_aad(&ctx, ad, 1), QZ_ERR_STATE);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    ck_assert_int_eq(qz_gcm_update(&ctx, out, msg, 1), QZ_ERR_STATE);

    /* final after decrypt_init, verify after encrypt_init. */
    ck_assert_int_eq(qz_gcm_decrypt_init(&ctx, &k, iv12, 12), QZ_OK);
    ck_assert_int_eq(qz_gcm_final(&ctx, tag, 16), QZ_ERR_STATE);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    ck_assert_int_eq(qz_gcm_encrypt_init(&ctx, &k, iv12, 12), QZ_OK);
    ck_assert_int_eq(qz_gcm_verify(&ctx, tag, 16), QZ_ERR_STATE);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));

    /* NULL buffers with a length, tag lengths out of range: all wipe. */
    ck_assert_int_eq(qz_gcm_encrypt_init(&ctx, &k, iv12, 12), QZ_OK);
    ck_assert_int_eq(qz_gcm_aad(&ctx, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_gcm_aad(&ctx, NULL, 1), QZ_ERR_NULL);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    ck_assert_int_eq(qz_gcm_encrypt_init(&ctx, &k, iv12, 12), QZ_OK);
    ck_assert_int_eq(qz_gcm_update(&ctx, NULL, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_gcm_update(&ctx, out, NULL, 1), QZ_ERR_NULL);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    ck_assert_int_eq(qz_gcm_encrypt_init(&ctx, &k, iv12, 12), QZ_OK);
    ck_assert_int_eq(qz_gcm_final(&ctx, tag, 3), QZ_ERR_LENGTH);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    ck_assert_int_eq(qz_gcm_encrypt_init(&ctx, &k, iv12, 12), QZ_OK);
    ck_assert_int_eq(qz_gcm_final(&ctx, tag, 17), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_gcm_encrypt_init(&ctx, &k, iv12, 12), QZ_OK);
    ck_assert_int_eq(qz_gcm_final(&ctx, NULL, 16), QZ_ERR_NULL);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    ck_assert_int_eq(qz_gcm_decrypt_init(&ctx, &k, iv12, 12), QZ_OK);
    ck_assert_int_eq(qz_gcm_verify(&ctx, tag, 3), QZ_ERR_LENGTH);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    ck_assert_int_eq(qz_gcm_decrypt_init(&ctx, &k, iv12, 12), QZ_OK);
    ck_assert_int_eq(qz_gcm_verify(&ctx, NULL, 16), QZ_ERR_NULL);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));

    /* The key wiped while a context uses it. */
    ck_assert_int_eq(qz_gcm_encrypt_init(&ctx, &k, iv12, 12), QZ_OK);
    qz_gcm_wipe_key(&k);
    ck_assert_int_eq(qz_gcm_update(&ctx, out, msg, 16), QZ_ERR_STATE);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
}
END_TEST

/* SP 800-38D limits, reached by setting the counted lengths (the public
 * fields) near them. */
START_TEST(test_gcm_limits)
{
    uint8_t out[32], tag[16];
    qz_gcm_key k;
    qz_gcm_ctx ctx;

    ck_assert_int_eq(qz_gcm_set_key(&k, key128, 16), QZ_OK);
    ck_assert_int_eq(qz_gcm_encrypt_init(&ctx, &k, iv12, 12), QZ_OK);
    ck_assert_int_eq(qz_gcm_update(&ctx, out, msg, 0), QZ_OK);
    ctx.data_len = QZ_GCM_MAX_DATA_BYTES - 16;
    ck_assert_int_eq(qz_gcm_update(&ctx, out, msg, 16), QZ_OK);
    ck_assert_int_eq(qz_gcm_update(&ctx, out, msg, 0), QZ_OK);
    ck_assert_int_eq(qz_gcm_update(&ctx, out, msg, 1), QZ_ERR_LENGTH);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));

    ck_assert_int_eq(qz_gcm_encrypt_init(&ctx, &k, iv12, 12), QZ_OK);
    ctx.aad_len = QZ_GCM_MAX_AAD_BYTES - 3;
    ck_assert_int_eq(qz_gcm_aad(&ctx, ad, 3), QZ_OK);
    ck_assert_int_eq(qz_gcm_aad(&ctx, ad, 1), QZ_ERR_LENGTH);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));

    /* The one-shot functions check before writing anything. */
    memset(out, 0x77, sizeof out);
    memset(tag, 0x77, sizeof tag);
    ck_assert_int_eq(qz_gcm_seal(&k, out, tag, 3, iv12, 12, ad, 4, msg, 32), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_gcm_seal(&k, out, tag, 16, iv12, 0, ad, 4, msg, 32), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_gcm_seal(&k, out, tag, 16, iv12, 12, NULL, 4, msg, 32), QZ_ERR_NULL);
    ck_assert_int_eq(qz_gcm_seal(&k, NULL, tag, 16, iv12, 12, ad, 4, msg, 32), QZ_ERR_NULL);
    ck_assert_int_eq(qz_gcm_seal(&k, out, NULL, 16, iv12, 12, ad, 4, msg, 32), QZ_ERR_NULL);
    ck_assert_int_eq(qz_gcm_open(&k, out, iv12, 12, ad, 4, msg, 32, tag, 17), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_gcm_open(NULL, out, iv12, 12, ad, 4, msg, 32, tag, 16), QZ_ERR_NULL);
    for (size_t i = 0; i < sizeof out; i++)
        ck_assert_uint_eq(out[i], 0x77);
    for (size_t i = 0; i < sizeof tag; i++)
        ck_assert_uint_eq(tag[i], 0x77);
    qz_gcm_wipe_key(&k);
    ck_assert_int_eq(qz_gcm_seal(&k, out, tag, 16, iv12, 12, ad, 4, msg, 32), QZ_ERR_KEY);
}
END_TEST

/* GMAC: no data, NULL data pointers; the tag covers the AAD only. Open
 * failure zeroes the output; the streaming contexts end wiped. */
START_TEST(test_gcm_gmac_and_wipes)
{
    uint8_t tag[16], tag2[16], out[40];
    qz_gcm_key k;
    qz_gcm_ctx ctx;

    ck_assert_int_eq(qz_gcm_set_key(&k, key128, 16), QZ_OK);
    ck_assert_int_eq(qz_gcm_seal(&k, NULL, tag, 16, iv12, 12, ad, 20, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_gcm_encrypt_init(&ctx, &k, iv12, 12), QZ_OK);
    ck_assert_int_eq(qz_gcm_aad(&ctx, ad, 7), QZ_OK);
    ck_assert_int_eq(qz_gcm_aad(&ctx, ad + 7, 13), QZ_OK);
    ck_assert_int_eq(qz_gcm_final(&ctx, tag2, 16), QZ_OK);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    ck_assert_mem_eq(tag, tag2, 16);
    ck_assert_int_eq(qz_gcm_open(&k, NULL, iv12, 12, ad, 20, NULL, 0, tag, 16), QZ_OK);
    tag[0] ^= 1;
    ck_assert_int_eq(qz_gcm_open(&k, NULL, iv12, 12, ad, 20, NULL, 0, tag, 16), QZ_ERR_AUTH);
    ck_assert_int_eq(qz_gcm_decrypt_init(&ctx, &k, iv12, 12), QZ_OK);
    ck_assert_int_eq(qz_gcm_aad(&ctx, ad, 20), QZ_OK);
    ck_assert_int_eq(qz_gcm_verify(&ctx, tag, 16), QZ_ERR_AUTH);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));

    /* A failed open zeroes its output; a good one after a different IV. */
    ck_assert_int_eq(qz_gcm_seal(&k, out, tag, 12, iv12, 12, ad, 20, msg, 40), QZ_OK);
    ck_assert_int_eq(qz_gcm_open(&k, out, iv12, 11, ad, 20, out, 40, tag, 12), QZ_ERR_AUTH);
    ck_assert(qz_all_zero(out, sizeof out));
    qz_gcm_wipe_key(&k);
}
END_TEST

/* ---- CCM ------------------------------------------------------------------- */

static const uint8_t ccm_key[16] = {0x40, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47,
                                    0x48, 0x49, 0x4a, 0x4b, 0x4c, 0x4d, 0x4e, 0x4f};
static const uint8_t nonce13[13] = {0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16,
                                    0x17, 0x18, 0x19, 0x1a, 0x1b, 0x1c};

/* SP 800-38C appendix C, example 1: an anchor independent of the KATs. */
START_TEST(test_ccm_sp800_38c_c1)
{
    static const uint8_t aad[8] = {0, 1, 2, 3, 4, 5, 6, 7};
    static const uint8_t pt[4] = {0x20, 0x21, 0x22, 0x23};
    static const uint8_t ct[4] = {0x71, 0x62, 0x01, 0x5b};
    static const uint8_t tag[4] = {0x4d, 0xac, 0x25, 0x5d};
    uint8_t out[4], t[4];
    qz_aes_key k;

    ck_assert_int_eq(qz_aes_set_encrypt_key(&k, ccm_key, 16), QZ_OK);
    ck_assert_int_eq(qz_ccm_seal(&k, out, t, 4, nonce13, 7, aad, 8, pt, 4), QZ_OK);
    ck_assert_mem_eq(out, ct, 4);
    ck_assert_mem_eq(t, tag, 4);
    ck_assert_int_eq(qz_ccm_open(&k, out, nonce13, 7, aad, 8, ct, 4, tag, 4), QZ_OK);
    ck_assert_mem_eq(out, pt, 4);
}
END_TEST

START_TEST(test_ccm_params)
{
    uint8_t out[40], tag[16];
    qz_aes_key k, kd;
    qz_ccm_ctx ctx;

    ck_assert_int_eq(qz_aes_set_encrypt_key(&k, ccm_key, 16), QZ_OK);
    ck_assert_int_eq(qz_aes_set_decrypt_key(&kd, ccm_key, 16), QZ_OK);
    for (size_t n = 0; n <= 16; n++) {
        int want = (n >= 7 && n <= 13) ? QZ_OK : QZ_ERR_LENGTH;

        ck_assert_int_eq(qz_ccm_encrypt_init(&ctx, &k, nonce13, n, 0, 0, 8), want);
    }
    for (size_t t = 0; t <= 18; t++) {
        int want = (t >= 4 && t <= 16 && t % 2 == 0) ? QZ_OK : QZ_ERR_LENGTH;

        ck_assert_int_eq(qz_ccm_encrypt_init(&ctx, &k, nonce13, 13, 0, 0, t), want);
        if (want != QZ_OK)
            ck_assert(qz_all_zero(&ctx, sizeof ctx));
        ck_assert_int_eq(qz_ccm_seal(&k, out, tag, t, nonce13, 13, ad, 3, msg,
                                     5), want);
    }
    /* The length field: q = 15 - nonce bytes. */
    ck_assert_int_eq(qz_ccm_encrypt_init(&ctx, &k, nonce13, 13, 0, 0xffff, 16), QZ_OK);
    ck_assert_int_eq(qz_ccm_encrypt_init(&ctx, &k, nonce13, 13, 0, 0x10000, 16),
                     QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_ccm_encrypt_init(&ctx, &k, nonce13, 12, 0, 0xffffff, 16), QZ_OK);
    ck_assert_int_eq(qz_ccm_encrypt_init(&ctx, &k, nonce13, 12, 0, 0x1000000, 16),
                     QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_ccm_encrypt_init(&ctx, &k, nonce13, 8, 0, UINT64_MAX >> 8, 16),
                     QZ_OK);
    ck_assert_int_eq(qz_ccm_encrypt_init(&ctx, &k, nonce13, 8, 0, UINT64_MAX, 16),
                     QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_ccm_encrypt_init(&ctx, &k, nonce13, 7, UINT64_MAX, UINT64_MAX, 16),
                     QZ_OK);
    /* Keys: wrong direction, wiped, NULL. */
    ck_assert_int_eq(qz_ccm_encrypt_init(&ctx, &kd, nonce13, 13, 0, 0, 8), QZ_ERR_KEY);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    ck_assert_int_eq(qz_ccm_seal(&kd, out, tag, 8, nonce13, 13, ad, 3, msg, 5), QZ_ERR_KEY);
    ck_assert_int_eq(qz_ccm_encrypt_init(&ctx, NULL, nonce13, 13, 0, 0, 8), QZ_ERR_NULL);
    ck_assert_int_eq(qz_ccm_encrypt_init(&ctx, &k, NULL, 13, 0, 0, 8), QZ_ERR_NULL);
    ck_assert_int_eq(qz_ccm_encrypt_init(NULL, &k, nonce13, 13, 0, 0, 8), QZ_ERR_NULL);
    qz_aes_wipe_key(&k);
    ck_assert_int_eq(qz_ccm_encrypt_init(&ctx, &k, nonce13, 13, 0, 0, 8), QZ_ERR_KEY);
}
END_TEST

/* Declared lengths must be matched exactly; calling order. */
START_TEST(test_ccm_declared_lengths)
{
    uint8_t out[40], tag[16];
    qz_aes_key k;
    qz_ccm_ctx ctx;

    ck_assert_int_eq(qz_aes_set_encrypt_key(&k, ccm_key, 16), QZ_OK);
    /* Too much associated data. */
    ck_assert_int_eq(qz_ccm_encrypt_init(&ctx, &k, nonce13, 13, 10, 8, 8), QZ_OK);
    ck_assert_int_eq(qz_ccm_aad(&ctx, ad, 6), QZ_OK);
    ck_assert_int_eq(qz_ccm_aad(&ctx, ad, 5), QZ_ERR_LENGTH);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    /* Too little associated data before the data. */
    ck_assert_int_eq(qz_ccm_encrypt_init(&ctx, &k, nonce13, 13, 10, 8, 8), QZ_OK);
    ck_assert_int_eq(qz_ccm_aad(&ctx, ad, 9), QZ_OK);
    ck_assert_int_eq(qz_ccm_update(&ctx, out, msg, 1), QZ_ERR_LENGTH);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    /* Too little associated data at final. */
    ck_assert_int_eq(qz_ccm_encrypt_init(&ctx, &k, nonce13, 13, 10, 0, 8), QZ_OK);
    ck_assert_int_eq(qz_ccm_aad(&ctx, ad, 9), QZ_OK);
    ck_assert_int_eq(qz_ccm_final(&ctx, tag, 8), QZ_ERR_LENGTH);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    /* Too much data. */
    ck_assert_int_eq(qz_ccm_encrypt_init(&ctx, &k, nonce13, 13, 0, 8, 8), QZ_OK);
    ck_assert_int_eq(qz_ccm_update(&ctx, out, msg, 5), QZ_OK);
    ck_assert_int_eq(qz_ccm_update(&ctx, out, msg, 4), QZ_ERR_LENGTH);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    /* Too little data. */
    ck_assert_int_eq(qz_ccm_decrypt_init(&ctx, &k, nonce13, 13, 0, 8, 8), QZ_OK);
    ck_assert_int_eq(qz_ccm_update(&ctx, out, msg, 7), QZ_OK);
    ck_assert_int_eq(qz_ccm_verify(&ctx, tag, 8), QZ_ERR_LENGTH);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    /* A tag length other than the declared one. */
    ck_assert_int_eq(qz_ccm_encrypt_init(&ctx, &k, nonce13, 13, 0, 0, 8), QZ_OK);
    ck_assert_int_eq(qz_ccm_final(&ctx, tag, 16), QZ_ERR_LENGTH);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    /* AAD after data; final after decrypt_init; verify after encrypt_init. */
    ck_assert_int_eq(qz_ccm_encrypt_init(&ctx, &k, nonce13, 13, 4, 8, 8), QZ_OK);
    ck_assert_int_eq(qz_ccm_aad(&ctx, ad, 4), QZ_OK);
    ck_assert_int_eq(qz_ccm_update(&ctx, out, msg, 0), QZ_OK);
    ck_assert_int_eq(qz_ccm_aad(&ctx, ad, 0), QZ_ERR_STATE);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    ck_assert_int_eq(qz_ccm_update(&ctx, out, msg, 1), QZ_ERR_STATE);
    ck_assert_int_eq(qz_ccm_decrypt_init(&ctx, &k, nonce13, 13, 0, 0, 8), QZ_OK);
    ck_assert_int_eq(qz_ccm_final(&ctx, tag, 8), QZ_ERR_STATE);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    ck_assert_int_eq(qz_ccm_encrypt_init(&ctx, &k, nonce13, 13, 0, 0, 8), QZ_OK);
    ck_assert_int_eq(qz_ccm_verify(&ctx, tag, 8), QZ_ERR_STATE);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    /* NULL arguments. */
    ck_assert_int_eq(qz_ccm_aad(NULL, ad, 1), QZ_ERR_NULL);
    ck_assert_int_eq(qz_ccm_update(NULL, out, msg, 1), QZ_ERR_NULL);
    ck_assert_int_eq(qz_ccm_final(NULL, tag, 8), QZ_ERR_NULL);
    ck_assert_int_eq(qz_ccm_verify(NULL, tag, 8), QZ_ERR_NULL);
    ck_assert_int_eq(qz_ccm_encrypt_init(&ctx, &k, nonce13, 13, 4, 4, 8), QZ_OK);
    ck_assert_int_eq(qz_ccm_aad(&ctx, NULL, 4), QZ_ERR_NULL);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    ck_assert_int_eq(qz_ccm_encrypt_init(&ctx, &k, nonce13, 13, 0, 4, 8), QZ_OK);
    ck_assert_int_eq(qz_ccm_update(&ctx, NULL, msg, 4), QZ_ERR_NULL);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    ck_assert_int_eq(qz_ccm_encrypt_init(&ctx, &k, nonce13, 13, 0, 0, 8), QZ_OK);
    ck_assert_int_eq(qz_ccm_final(&ctx, NULL, 8), QZ_ERR_NULL);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    /* Garbage context. */
    memset(&ctx, 0x5a, sizeof ctx);
    ck_assert_int_eq(qz_ccm_update(&ctx, out, msg, 1), QZ_ERR_STATE);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
}
END_TEST

/* One-shot: errors write nothing; a failed open zeroes its output; a
 * message without data or associated data; streaming == one-shot. */
START_TEST(test_ccm_oneshot)
{
    uint8_t out[40], tag[16], tag2[16], back[40];
    qz_aes_key k;
    qz_ccm_ctx ctx;

    ck_assert_int_eq(qz_aes_set_encrypt_key(&k, ccm_key, 16), QZ_OK);
    memset(out, 0x77, sizeof out);
    memset(tag, 0x77, sizeof tag);
    ck_assert_int_eq(qz_ccm_seal(&k, out, tag, 8, nonce13, 6, ad, 4, msg, 40), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_ccm_seal(&k, out, tag, 8, nonce13, 13, NULL, 4, msg,
                                 40), QZ_ERR_NULL);
    ck_assert_int_eq(qz_ccm_seal(&k, out, NULL, 8, nonce13, 13, ad, 4, msg, 40), QZ_ERR_NULL);
    ck_assert_int_eq(qz_ccm_open(&k, out, nonce13, 13, ad, 4, msg, 40, tag, 7), QZ_ERR_LENGTH);
    for (size_t i = 0; i < sizeof out; i++)
        ck_assert_uint_eq(out[i], 0x77);
    for (size_t i = 0; i < sizeof tag; i++)
        ck_assert_uint_eq(tag[i], 0x77);

    ck_assert_int_eq(qz_ccm_seal(&k, out, tag, 10, nonce13, 11, ad, 20, msg,
                                 40), QZ_OK);
    ck_assert_int_eq(qz_ccm_encrypt_init(&ctx, &k, nonce13, 11, 20, 40, 10), QZ_OK);
    ck_assert_int_eq(qz_ccm_aad(&ctx, ad, 20), QZ_OK);
    ck_assert_int_eq(qz_ccm_update(&ctx, back, msg, 17), QZ_OK);
    ck_assert_int_eq(qz_ccm_update(&ctx, back + 17, msg + 17, 23), QZ_OK);
    ck_assert_int_eq(qz_ccm_final(&ctx, tag2, 10), QZ_OK);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    ck_assert_mem_eq(back, out, 40);
    ck_assert_mem_eq(tag2, tag, 10);
    out[39] ^= 0x80;
    ck_assert_int_eq(qz_ccm_open(&k, back, nonce13, 11, ad, 20, out, 40, tag,
                                 10), QZ_ERR_AUTH);
    ck_assert(qz_all_zero(back, sizeof back));
    out[39] ^= 0x80;
    ck_assert_int_eq(qz_ccm_open(&k, back, nonce13, 11, ad, 20, out, 40, tag,
                                 10), QZ_OK);
    ck_assert_mem_eq(back, msg, 40);

    /* Nothing at all to protect: the tag still authenticates the nonce. */
    ck_assert_int_eq(qz_ccm_seal(&k, NULL, tag, 16, nonce13, 13, NULL, 0, NULL,
                                 0), QZ_OK);
    ck_assert_int_eq(qz_ccm_open(&k, NULL, nonce13, 13, NULL, 0, NULL, 0, tag,
                                 16), QZ_OK);
    ck_assert_int_eq(qz_ccm_open(&k, NULL, nonce13 + 1, 12, NULL, 0, NULL, 0,
                                 tag, 16),
                     QZ_ERR_AUTH);
    qz_aes_wipe_key(&k);
}
END_TEST

Suite *qz_suite_aead_aes(void)
{
    Suite *s = suite_create("aead_aes");
    TCase *tc = tcase_create("api");

    tcase_add_test(tc, test_gcm_spec_case4);
    tcase_add_test(tc, test_gcm_key_errors);
    tcase_add_test(tc, test_gcm_state_errors);
    tcase_add_test(tc, test_gcm_limits);
    tcase_add_test(tc, test_gcm_gmac_and_wipes);
    tcase_add_test(tc, test_ccm_sp800_38c_c1);
    tcase_add_test(tc, test_ccm_params);
    tcase_add_test(tc, test_ccm_declared_lengths);
    tcase_add_test(tc, test_ccm_oneshot);
    suite_add_tcase(s, tc);
    return s;
}

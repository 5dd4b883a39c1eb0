/* Unit tests of the AES mode API edges: qzcrypt/aes_modes.h, cmac.h,
 * keywrap.h (errors, states, wipes, padding and counter limits). */
#include <string.h>

#include "check_suites.h"
#include "qzcrypt/aes_modes.h"
#include "qzcrypt/cmac.h"
#include "qzcrypt/keywrap.h"

static const uint8_t K128[16] = {0x2b, 0x7e, 0x15, 0x16, 0x28, 0xae, 0xd2, 0xa6,
                                 0xab, 0xf7, 0x15, 0x88, 0x09, 0xcf, 0x4f, 0x3c};
static const uint8_t IV[16] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};

static qz_aes_key ek, dk;

static void setup_keys(void)
{
    ck_assert_int_eq(qz_aes_set_encrypt_key(&ek, K128, 16), QZ_OK);
    ck_assert_int_eq(qz_aes_set_decrypt_key(&dk, K128, 16), QZ_OK);
}

/* SP 800-38A F.2.1 (first block) and F.5.1 (first block): anchors
 * independent of the generated KATs. */
START_TEST(test_sp800_38a_anchors)
{
    static const uint8_t pt[16] = {0x6b, 0xc1, 0xbe, 0xe2, 0x2e, 0x40, 0x9f, 0x96,
                                   0xe9, 0x3d, 0x7e, 0x11, 0x73, 0x93, 0x17, 0x2a};
    static const uint8_t cbc[16] = {0x76, 0x49, 0xab, 0xac, 0x81, 0x19, 0xb2, 0x46,
                                    0xce, 0xe9, 0x8e, 0x9b, 0x12, 0xe9, 0x19, 0x7d};
    static const uint8_t ctr[16] = {0x87, 0x4d, 0x61, 0x91, 0xb6, 0x20, 0xe3, 0x26,
                                    0x1b, 0xef, 0x68, 0x64, 0x99, 0x0d, 0xb6, 0xce};
    uint8_t ctr0[16], out[16];
    size_t n;

    setup_keys();
    for (int i = 0; i < 16; i++)
        ctr0[i] = (uint8_t)(0xf0 + i);
    ck_assert_int_eq(qz_aes_cbc_encrypt(&ek, out, 16, &n, IV, pt, 16,
                                        QZ_AES_CBC_NOPAD), QZ_OK);
    ck_assert_uint_eq(n, 16);
    ck_assert_mem_eq(out, cbc, 16);
    ck_assert_int_eq(qz_aes_ctr(&ek, out, ctr0, pt, 16, QZ_AES_CTR128), QZ_OK);
    ck_assert_mem_eq(out, ctr, 16);
}
END_TEST

START_TEST(test_key_checks)
{
    qz_aes_key none;
    qz_aes_cbc_ctx cbc;
    qz_aes_ecb_ctx ecb;
    qz_aes_ctr_ctx ctr;
    qz_aes_cfb_ctx cfb;
    qz_aes_ofb_ctx ofb;
    uint8_t buf[32];
    size_t n;

    setup_keys();
    memset(&none, 0, sizeof none);
    /* Wrong direction, no key, NULL key. */
    ck_assert_int_eq(qz_aes_ecb_encrypt_init(&ecb, &dk), QZ_ERR_KEY);
    ck_assert_int_eq(qz_aes_ecb_decrypt_init(&ecb, &ek), QZ_ERR_KEY);
    ck_assert_int_eq(qz_aes_cbc_encrypt_init(&cbc, &dk, IV, 0), QZ_ERR_KEY);
    ck_assert_int_eq(qz_aes_cbc_decrypt_init(&cbc, &ek, IV, 0), QZ_ERR_KEY);
    ck_assert_int_eq(qz_aes_cbc_encrypt_init(&cbc, &none, IV, 0), QZ_ERR_KEY);
    ck_assert_int_eq(qz_aes_ctr_init(&ctr, &dk, IV, QZ_AES_CTR32), QZ_ERR_KEY);
    ck_assert_int_eq(qz_aes_cfb_decrypt_init(&cfb, &dk, IV), QZ_ERR_KEY);
    ck_assert_int_eq(qz_aes_ofb_init(&ofb, &none, IV), QZ_ERR_KEY);
    ck_assert_int_eq(qz_aes_ofb_init(&ofb, NULL, IV), QZ_ERR_NULL);
    ck_assert_int_eq(qz_aes_ecb_encrypt(&dk, buf, 16, &n, buf, 16), QZ_ERR_KEY);
    ck_assert_int_eq(qz_aes_ecb_decrypt(&ek, buf, 16, &n, buf, 16), QZ_ERR_KEY);
    ck_assert_int_eq(qz_aes_ctr(&none, buf, IV, buf, 16, QZ_AES_CTR128), QZ_ERR_KEY);

    /* The key wiped while a context uses it: the next call refuses and
     * wipes the context. */
    ck_assert_int_eq(qz_aes_ctr_init(&ctr, &ek, IV, QZ_AES_CTR128), QZ_OK);
    ck_assert_int_eq(qz_aes_ctr_update(&ctr, buf, buf, 5), QZ_OK);
    qz_aes_wipe_key(&ek);
    ck_assert_int_eq(qz_aes_ctr_update(&ctr, buf, buf, 5), QZ_ERR_STATE);
    ck_assert(qz_all_zero(&ctr, sizeof ctr));
    setup_keys();
    ck_assert_int_eq(qz_aes_cbc_decrypt_init(&cbc, &dk, IV, QZ_AES_CBC_PKCS7), QZ_OK);
    qz_aes_wipe_key(&dk);
    ck_assert_int_eq(qz_aes_cbc_decrypt_update(&cbc, buf, 32, &n, buf, 16), QZ_ERR_STATE);
    ck_assert(qz_all_zero(&cbc, sizeof cbc));
}
END_TEST

START_TEST(test_argument_errors)
{
    qz_aes_cbc_ctx cbc;
    qz_aes_ctr_ctx ctr;
    uint8_t in[64], out[80];
    size_t n = 999;

    setup_keys();
    memset(in, 7, sizeof in);
    ck_assert_int_eq(qz_aes_cbc_encrypt_init(NULL, &ek, IV, 0), QZ_ERR_NULL);
    ck_assert_int_eq(qz_aes_cbc_encrypt_init(&cbc, &ek, NULL, 0), QZ_ERR_NULL);
    ck_assert_int_eq(qz_aes_cbc_encrypt_init(&cbc, &ek, IV, 5), QZ_ERR_ALG);
    ck_assert_int_eq(qz_aes_cbc_encrypt_init(&cbc, &ek, IV, -1), QZ_ERR_ALG);
    ck_assert_int_eq(qz_aes_ctr_init(&ctr, &ek, IV, 64), QZ_ERR_ALG);
    ck_assert_int_eq(qz_aes_cbc_encrypt(&ek, out, 80, &n, IV, in, 16, 9), QZ_ERR_ALG);

    /* Lengths each padding cannot take. */
    ck_assert_int_eq(qz_aes_ecb_encrypt(&ek, out, 80, &n, in, 15), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_aes_cbc_encrypt(&ek, out, 80, &n, IV, in, 17,
                                        QZ_AES_CBC_NOPAD), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_aes_cbc_encrypt(&ek, out, 80, &n, IV, in, 15,
                                        QZ_AES_CBC_CS3), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_aes_cbc_decrypt(&dk, out, 80, &n, IV, in, 0,
                                        QZ_AES_CBC_CS1), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_aes_cbc_decrypt(&dk, out, 80, &n, IV, in, 0,
                                        QZ_AES_CBC_PKCS7), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_aes_cbc_decrypt(&dk, out, 80, &n, IV, in, 20,
                                        QZ_AES_CBC_PKCS7), QZ_ERR_LENGTH);

    /* Output capacity one short: QZ_ERR_LENGTH, nothing written. */
    memset(out, 0xee, sizeof out);
    ck_assert_int_eq(qz_aes_cbc_encrypt(&ek, out, 47, &n, IV, in, 32,
                                        QZ_AES_CBC_PKCS7), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_aes_cbc_encrypt(&ek, out, 32, &n, IV, in, 33,
                                        QZ_AES_CBC_CS2), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_aes_cbc_decrypt(&dk, out, 30, &n, IV, in, 32,
                                        QZ_AES_CBC_PKCS7), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_aes_ecb_decrypt(&dk, out, 31, &n, in, 32), QZ_ERR_LENGTH);
    for (size_t i = 0; i < sizeof out; i++)
        ck_assert_uint_eq(out[i], 0xee);
    ck_assert_uint_eq(n, 999);
    ck_assert_int_eq(qz_aes_cbc_encrypt(&ek, out, 48, &n, IV, in, 32,
                                        QZ_AES_CBC_PKCS7), QZ_OK);
    ck_assert_uint_eq(n, QZ_AES_CBC_PKCS7_OUT(32));

    /* NULL pointers. */
    ck_assert_int_eq(qz_aes_cbc_encrypt(&ek, out, 80, &n, IV, NULL, 16, 0), QZ_ERR_NULL);
    ck_assert_int_eq(qz_aes_cbc_encrypt(&ek, NULL, 80, &n, IV, in, 16, 0), QZ_ERR_NULL);
    ck_assert_int_eq(qz_aes_cbc_encrypt(&ek, out, 80, NULL, IV, in, 16, 0), QZ_ERR_NULL);
    ck_assert_int_eq(qz_aes_cbc_encrypt(&ek, NULL, 0, &n, IV, NULL, 0, 0), QZ_OK);
    ck_assert_uint_eq(n, 0);
    ck_assert_int_eq(qz_aes_ctr(&ek, out, IV, NULL, 3, QZ_AES_CTR32), QZ_ERR_NULL);
    ck_assert_int_eq(qz_aes_ctr(&ek, NULL, IV, NULL, 0, QZ_AES_CTR32), QZ_OK);
    ck_assert_int_eq(qz_aes_ofb(&ek, NULL, IV, in, 3), QZ_ERR_NULL);
    ck_assert_int_eq(qz_aes_cfb_encrypt(&ek, NULL, IV, in, 3), QZ_ERR_NULL);

    /* Streaming: an update whose output does not fit fails, writes
     * nothing and wipes the context. */
    ck_assert_int_eq(qz_aes_cbc_encrypt_init(&cbc, &ek, IV, QZ_AES_CBC_NOPAD), QZ_OK);
    ck_assert_int_eq(qz_aes_cbc_encrypt_update(&cbc, out, 80, &n, in, 10), QZ_OK);
    ck_assert_uint_eq(n, 0);
    memset(out, 0xee, sizeof out);
    ck_assert_int_eq(qz_aes_cbc_encrypt_update(&cbc, out, 15, &n, in, 6), QZ_ERR_LENGTH);
    ck_assert_uint_eq(out[0], 0xee);
    ck_assert(qz_all_zero(&cbc, sizeof cbc));
    ck_assert_int_eq(qz_aes_cbc_encrypt_update(&cbc, out, 80, &n, in, 6), QZ_ERR_STATE);
}
END_TEST

/* Every finishing call wipes its context, which then refuses use; an
 * error after init wipes it too. */
START_TEST(test_wipes_and_states)
{
    qz_aes_ecb_ctx ecb;
    qz_aes_cbc_ctx cbc;
    qz_aes_ctr_ctx ctr;
    qz_aes_cfb_ctx cfb;
    qz_aes_ofb_ctx ofb;
    uint8_t in[48], out[80];
    size_t n;

    setup_keys();
    memset(in, 3, sizeof in);
    ck_assert_int_eq(qz_aes_ecb_encrypt_init(&ecb, &ek), QZ_OK);
    ck_assert_int_eq(qz_aes_ecb_encrypt_update(&ecb, out, 80, &n, in, 20), QZ_OK);
    ck_assert_uint_eq(n, 16);
    ck_assert_int_eq(qz_aes_ecb_encrypt_final(&ecb, out, 80, &n), QZ_ERR_LENGTH); /* 4 left over */
    ck_assert(qz_all_zero(&ecb, sizeof ecb));
    ck_assert_int_eq(qz_aes_ecb_encrypt_update(&ecb, out, 80, &n, in, 16), QZ_ERR_STATE);

    for (int pad = QZ_AES_CBC_NOPAD; pad <= QZ_AES_CBC_CS3; pad++) {
        ck_assert_int_eq(qz_aes_cbc_encrypt_init(&cbc, &ek, IV, pad), QZ_OK);
        ck_assert_int_eq(qz_aes_cbc_encrypt_update(&cbc, out, 80, &n, in, 32), QZ_OK);
        ck_assert_int_eq(qz_aes_cbc_encrypt_final(&cbc, out, 80, &n), QZ_OK);
        ck_assert(qz_all_zero(&cbc, sizeof cbc));
        ck_assert_int_eq(qz_aes_cbc_encrypt_final(&cbc, out, 80, &n), QZ_ERR_STATE);
    }
    ck_assert_int_eq(qz_aes_ctr_init(&ctr, &ek, IV, QZ_AES_CTR32), QZ_OK);
    ck_assert_int_eq(qz_aes_ctr_update(&ctr, out, in, 7), QZ_OK);
    ck_assert_int_eq(qz_aes_ctr_final(&ctr), QZ_OK);
    ck_assert(qz_all_zero(&ctr, sizeof ctr));
    ck_assert_int_eq(qz_aes_ctr_update(&ctr, out, in, 7), QZ_ERR_STATE);
    ck_assert_int_eq(qz_aes_ctr_final(&ctr), QZ_ERR_STATE);
    ck_assert_int_eq(qz_aes_cfb_encrypt_init(&cfb, &ek, IV), QZ_OK);
    ck_assert_int_eq(qz_aes_cfb_update(&cfb, out, in, 7), QZ_OK);
    ck_assert_int_eq(qz_aes_cfb_update(&cfb, out, NULL, 7), QZ_ERR_NULL);
    ck_assert(qz_all_zero(&cfb, sizeof cfb));
    ck_assert_int_eq(qz_aes_cfb_final(&cfb), QZ_ERR_STATE);
    ck_assert_int_eq(qz_aes_ofb_init(&ofb, &ek, IV), QZ_OK);
    ck_assert_int_eq(qz_aes_ofb_update(&ofb, out, in, 17), QZ_OK);
    ck_assert_int_eq(qz_aes_ofb_final(&ofb), QZ_OK);
    ck_assert(qz_all_zero(&ofb, sizeof ofb));
    ck_assert_int_eq(qz_aes_ofb_update(&ofb, out, in, 1), QZ_ERR_STATE);
    ck_assert_int_eq(qz_aes_ctr_update(NULL, out, in, 1), QZ_ERR_NULL);
    ck_assert_int_eq(qz_aes_cbc_decrypt_final(NULL, out, 80, &n), QZ_ERR_NULL);
}
END_TEST

/* PKCS#7: every valid pad length unpads; malformed padding is
 * QZ_ERR_AUTH, the one-shot output is wiped and streaming final writes
 * nothing. Ciphertexts are built with NOPAD encryption of chosen blocks. */
START_TEST(test_pkcs7_padding)
{
    uint8_t pt[32], ct[32], out[48];
    size_t n;
    qz_aes_cbc_ctx cbc;

    setup_keys();
    for (unsigned pad = 0; pad <= 17; pad++) {
        for (int bad_at = -1; bad_at < 16; bad_at += 5) {
            int valid = pad >= 1 && pad <= 16;

            memset(pt, 0x42, 16);
            memset(pt + 16, (int)pad, 16);
            if (bad_at >= 0 && valid && 16 - bad_at <= (int)pad) {
                pt[16 + bad_at] ^= 0x80; /* a padding byte that differs */
                valid = 0;
            }
            ck_assert_int_eq(qz_aes_cbc_encrypt(&ek, ct, 32, &n, IV, pt, 32,
                                                QZ_AES_CBC_NOPAD), QZ_OK);
            memset(out, 0xee, sizeof out);
            n = 999;
            if (valid) {
                ck_assert_int_eq(qz_aes_cbc_decrypt(&dk, out, 31, &n, IV, ct,
                                                    32, QZ_AES_CBC_PKCS7), QZ_OK);
                ck_assert_uint_eq(n, 32 - pad);
                ck_assert_mem_eq(out, pt, n);
            } else {
                ck_assert_int_eq(qz_aes_cbc_decrypt(&dk, out, 31, &n, IV, ct,
                                                    32, QZ_AES_CBC_PKCS7),
                                 QZ_ERR_AUTH);
                ck_assert_uint_eq(n, 999);
                ck_assert(qz_all_zero(out, 31));
                ck_assert_uint_eq(out[31], 0xee);
                /* Streaming: the first block comes out of update (released
                 * before the check), final reports the padding and wipes. */
                ck_assert_int_eq(qz_aes_cbc_decrypt_init(&cbc, &dk, IV, QZ_AES_CBC_PKCS7), QZ_OK);
                ck_assert_int_eq(qz_aes_cbc_decrypt_update(&cbc, out, 48, &n, ct, 32), QZ_OK);
                ck_assert_uint_eq(n, 16);
                memset(out + 16, 0xee, 32);
                ck_assert_int_eq(qz_aes_cbc_decrypt_final(&cbc, out + 16, 15, &n), QZ_ERR_AUTH);
                ck_assert_uint_eq(out[16], 0xee);
                ck_assert(qz_all_zero(&cbc, sizeof cbc));
            }
        }
    }
    /* Final of PKCS#7 decryption needs 15 bytes of room whatever the pad. */
    ck_assert_int_eq(qz_aes_cbc_decrypt_init(&cbc, &dk, IV, QZ_AES_CBC_PKCS7), QZ_OK);
    ck_assert_int_eq(qz_aes_cbc_decrypt_update(&cbc, out, 48, &n, ct, 16), QZ_OK);
    ck_assert_uint_eq(n, 0);
    ck_assert_int_eq(qz_aes_cbc_decrypt_final(&cbc, out, 14, &n), QZ_ERR_LENGTH);
}
END_TEST

/* CS1/CS2/CS3 of exactly one block is plain CBC; CS1 and CS3 of whole
 * blocks differ by the swap of the last two; CS2 follows CS1 there. */
START_TEST(test_cbc_cs_shapes)
{
    uint8_t pt[48], a[48], b[48], c[48];
    size_t n;

    setup_keys();
    for (int i = 0; i < 48; i++)
        pt[i] = (uint8_t)(i * 7);
    ck_assert_int_eq(qz_aes_cbc_encrypt(&ek, a, 16, &n, IV, pt, 16,
                                        QZ_AES_CBC_NOPAD), QZ_OK);
    for (int pad = QZ_AES_CBC_CS1; pad <= QZ_AES_CBC_CS3; pad++) {
        ck_assert_int_eq(qz_aes_cbc_encrypt(&ek, b, 16, &n, IV, pt, 16, pad), QZ_OK);
        ck_assert_mem_eq(a, b, 16);
    }
    ck_assert_int_eq(qz_aes_cbc_encrypt(&ek, a, 48, &n, IV, pt, 48,
                                        QZ_AES_CBC_NOPAD), QZ_OK);
    ck_assert_int_eq(qz_aes_cbc_encrypt(&ek, b, 48, &n, IV, pt, 48,
                                        QZ_AES_CBC_CS1), QZ_OK);
    ck_assert_mem_eq(a, b, 48);
    ck_assert_int_eq(qz_aes_cbc_encrypt(&ek, b, 48, &n, IV, pt, 48,
                                        QZ_AES_CBC_CS2), QZ_OK);
    ck_assert_mem_eq(a, b, 48);
    ck_assert_int_eq(qz_aes_cbc_encrypt(&ek, c, 48, &n, IV, pt, 48,
                                        QZ_AES_CBC_CS3), QZ_OK);
    ck_assert_mem_eq(c, a, 16);
    ck_assert_mem_eq(c + 16, a + 32, 16);
    ck_assert_mem_eq(c + 32, a + 16, 16);
}
END_TEST

/* CTR32 stops at counter 0xffffffff; CTR128 carries into all 16 bytes. */
START_TEST(test_ctr_limits)
{
    uint8_t iv[16], in[64], out[64], zero[16] = {0}, ks[16];
    qz_aes_ctr_ctx ctr;
    size_t n;

    setup_keys();
    memset(in, 0, sizeof in);
    memset(iv, 0xff, sizeof iv);
    ck_assert_int_eq(qz_aes_ctr(&ek, out, iv, in, 16, QZ_AES_CTR32), QZ_OK);
    memset(out, 0xee, sizeof out);
    ck_assert_int_eq(qz_aes_ctr(&ek, out, iv, in, 17, QZ_AES_CTR32), QZ_ERR_LENGTH);
    ck_assert_uint_eq(out[0], 0xee);
    /* Streamed: 10 + 6 bytes fit, the 17th does not. */
    ck_assert_int_eq(qz_aes_ctr_init(&ctr, &ek, iv, QZ_AES_CTR32), QZ_OK);
    ck_assert_int_eq(qz_aes_ctr_update(&ctr, out, in, 10), QZ_OK);
    ck_assert_int_eq(qz_aes_ctr_update(&ctr, out, in, 6), QZ_OK);
    ck_assert_int_eq(qz_aes_ctr_update(&ctr, out, in, 0), QZ_OK);
    ck_assert_int_eq(qz_aes_ctr_update(&ctr, out, in, 1), QZ_ERR_LENGTH);
    ck_assert(qz_all_zero(&ctr, sizeof ctr));
    /* CTR128 from all-ones: the second block's counter is all zeros. */
    ck_assert_int_eq(qz_aes_ctr(&ek, out, iv, in, 32, QZ_AES_CTR128), QZ_OK);
    ck_assert_int_eq(qz_aes_ecb_encrypt(&ek, ks, 16, &n, zero, 16), QZ_OK);
    ck_assert_mem_eq(out + 16, ks, 16);
}
END_TEST

START_TEST(test_xts_keys_and_lengths)
{
    uint8_t key[64], in[64], out[64], tweak[16] = {1};
    qz_xts_key xk;

    for (int i = 0; i < 64; i++)
        key[i] = (uint8_t)i;
    ck_assert_int_eq(qz_xts_set_encrypt_key(&xk, key, 48), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_xts_set_encrypt_key(&xk, key, 16), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_xts_set_encrypt_key(NULL, key, 32), QZ_ERR_NULL);
    /* Key1 == Key2 is refused (FIPS 140-3 IG C.I) and leaves no key. */
    memcpy(key + 16, key, 16);
    ck_assert_int_eq(qz_xts_set_encrypt_key(&xk, key, 32), QZ_ERR_LENGTH);
    ck_assert(qz_all_zero(&xk, sizeof xk));
    memcpy(key + 32, key, 32);
    ck_assert_int_eq(qz_xts_set_decrypt_key(&xk, key, 64), QZ_ERR_LENGTH);
    key[63] ^= 1; /* one bit apart is enough */
    ck_assert_int_eq(qz_xts_set_decrypt_key(&xk, key, 64), QZ_OK);
    memset(in, 9, sizeof in);
    ck_assert_int_eq(qz_xts_encrypt(&xk, out, tweak, in, 32), QZ_ERR_KEY); /* decrypt key */
    ck_assert_int_eq(qz_xts_decrypt(&xk, out, tweak, in, 15), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_xts_decrypt(&xk, out, tweak, in, QZ_XTS_MAX_BYTES + 1), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_xts_decrypt(&xk, out, NULL, in, 16), QZ_ERR_NULL);
    ck_assert_int_eq(qz_xts_decrypt(&xk, out, tweak, in, 16), QZ_OK);
    qz_xts_wipe_key(&xk);
    ck_assert(qz_all_zero(&xk, sizeof xk));
    ck_assert_int_eq(qz_xts_decrypt(&xk, out, tweak, in, 16), QZ_ERR_KEY);
}
END_TEST

/* SP 800-38B D.1 example 2 as an anchor, and the CMAC API edges. */
START_TEST(test_cmac)
{
    static const uint8_t msg[16] = {0x6b, 0xc1, 0xbe, 0xe2, 0x2e, 0x40, 0x9f, 0x96,
                                    0xe9, 0x3d, 0x7e, 0x11, 0x73, 0x93, 0x17, 0x2a};
    static const uint8_t want[16] = {0x07, 0x0a, 0x16, 0xb4, 0x6b, 0x4d, 0x41, 0x44,
                                     0xf7, 0x9b, 0xdd, 0x9d, 0xd0, 0x4a, 0x28, 0x7c};
    qz_cmac_key ck;
    qz_cmac_ctx ctx;
    uint8_t tag[17];

    ck_assert_int_eq(qz_cmac_set_key(&ck, K128, 15), QZ_ERR_LENGTH);
    ck_assert(qz_all_zero(&ck, sizeof ck));
    ck_assert_int_eq(qz_cmac_init(&ctx, &ck), QZ_ERR_KEY); /* no key */
    ck_assert_int_eq(qz_cmac_set_key(&ck, K128, 16), QZ_OK);
    ck_assert_int_eq(qz_cmac(&ck, tag, 16, msg, 16), QZ_OK);
    ck_assert_mem_eq(tag, want, 16);
    ck_assert_int_eq(qz_cmac(&ck, tag, QZ_CMAC_MIN_TAG_BYTES - 1, msg, 16), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_cmac(&ck, tag, 17, msg, 16), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_cmac(&ck, tag, 16, NULL, 16), QZ_ERR_NULL);
    ck_assert_int_eq(qz_cmac(&ck, NULL, 16, msg, 16), QZ_ERR_NULL);
    ck_assert_int_eq(qz_cmac_check(&ck, msg, 16, want, 7), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_cmac_check(&ck, msg, 15, want, 16), QZ_ERR_AUTH);

    /* Errors after init wipe the context; finished contexts refuse use. */
    ck_assert_int_eq(qz_cmac_init(&ctx, &ck), QZ_OK);
    ck_assert_int_eq(qz_cmac_update(&ctx, NULL, 1), QZ_ERR_NULL);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    ck_assert_int_eq(qz_cmac_update(&ctx, msg, 1), QZ_ERR_STATE);
    ck_assert_int_eq(qz_cmac_init(&ctx, &ck), QZ_OK);
    ck_assert_int_eq(qz_cmac_verify(&ctx, want, 17), QZ_ERR_LENGTH);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    ck_assert_int_eq(qz_cmac_init(&ctx, &ck), QZ_OK);
    ck_assert_int_eq(qz_cmac_update(&ctx, msg, 16), QZ_OK);
    ck_assert_int_eq(qz_cmac_final(&ctx, tag, 8), QZ_OK);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
    ck_assert_int_eq(qz_cmac_final(&ctx, tag, 8), QZ_ERR_STATE);
    ck_assert_int_eq(qz_cmac_verify(&ctx, tag, 8), QZ_ERR_STATE);
    /* The key wiped under a live context. */
    ck_assert_int_eq(qz_cmac_init(&ctx, &ck), QZ_OK);
    qz_cmac_wipe_key(&ck);
    ck_assert_int_eq(qz_cmac_update(&ctx, msg, 16), QZ_ERR_STATE);
    ck_assert(qz_all_zero(&ctx, sizeof ctx));
}
END_TEST

START_TEST(test_keywrap_lengths)
{
    uint8_t in[48], out[64];
    size_t n = 999;

    setup_keys();
    memset(in, 1, sizeof in);
    ck_assert_int_eq(qz_aes_kw_wrap(&ek, out, 64, &n, in, 8), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_aes_kw_wrap(&ek, out, 64, &n, in, 20), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_aes_kw_wrap(&ek, out, 23, &n, in, 16), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_aes_kw_wrap(&ek, out, 64, &n, NULL, 16), QZ_ERR_NULL);
    ck_assert_int_eq(qz_aes_kw_wrap(&ek, out, 64, NULL, in, 16), QZ_ERR_NULL);
    ck_assert_int_eq(qz_aes_kw_unwrap(&dk, out, 64, &n, in, 16), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_aes_kw_unwrap(&dk, out, 64, &n, in, 28), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_aes_kwp_wrap(&ek, out, 64, &n, in, 0), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_aes_kwp_wrap(&ek, out, 23, &n, in, 9), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_aes_kwp_wrap(&ek, out, 24, &n, in, 9), QZ_OK);
    ck_assert_uint_eq(n, QZ_AES_KWP_WRAP_OUT(9));
    ck_assert_int_eq(qz_aes_kwp_unwrap(&dk, out, 64, &n, in, 8), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_aes_kwp_unwrap(&dk, out, 15, &n, in, 24), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_aes_kwp_unwrap(&ek, out, 16, &n, in, 24), QZ_ERR_KEY);
    /* Random bytes do not unwrap; the output is wiped. */
    n = 999;
    memset(out, 0xee, sizeof out);
    ck_assert_int_eq(qz_aes_kwp_unwrap(&dk, out, 16, &n, in, 24), QZ_ERR_AUTH);
    ck_assert(qz_all_zero(out, 16));
    ck_assert_uint_eq(n, 999);
}
END_TEST

/* ECB and CBC have update and final per direction: the other
 * direction's call on a context is refused, and wipes it. */
START_TEST(test_direction_calls)
{
    qz_aes_cbc_ctx cbc;
    qz_aes_ecb_ctx ecb;
    uint8_t out[64], in[32] = {1};
    size_t n;

    setup_keys();
    ck_assert_int_eq(qz_aes_cbc_encrypt_init(&cbc, &ek, IV, QZ_AES_CBC_NOPAD), QZ_OK);
    ck_assert_int_eq(qz_aes_cbc_decrypt_update(&cbc, out, sizeof out, &n, in, 32),
                     QZ_ERR_STATE);
    ck_assert(qz_all_zero(&cbc, sizeof cbc));
    ck_assert_int_eq(qz_aes_cbc_decrypt_init(&cbc, &dk, IV, QZ_AES_CBC_NOPAD), QZ_OK);
    ck_assert_int_eq(qz_aes_cbc_encrypt_final(&cbc, out, sizeof out, &n), QZ_ERR_STATE);
    ck_assert(qz_all_zero(&cbc, sizeof cbc));
    ck_assert_int_eq(qz_aes_ecb_encrypt_init(&ecb, &ek), QZ_OK);
    ck_assert_int_eq(qz_aes_ecb_decrypt_update(&ecb, out, sizeof out, &n, in, 32),
                     QZ_ERR_STATE);
    ck_assert(qz_all_zero(&ecb, sizeof ecb));
    ck_assert_int_eq(qz_aes_ecb_decrypt_init(&ecb, &dk), QZ_OK);
    ck_assert_int_eq(qz_aes_ecb_encrypt_final(&ecb, out, sizeof out, &n), QZ_ERR_STATE);
    ck_assert(qz_all_zero(&ecb, sizeof ecb));
}
END_TEST

Suite *qz_suite_aes_modes(void)
{
    Suite *s = suite_create("aes_modes");
    TCase *tc = tcase_create("api");

    tcase_add_test(tc, test_sp800_38a_anchors);
    tcase_add_test(tc, test_key_checks);
    tcase_add_test(tc, test_direction_calls);
    tcase_add_test(tc, test_argument_errors);
    tcase_add_test(tc, test_wipes_and_states);
    tcase_add_test(tc, test_pkcs7_padding);
    tcase_add_test(tc, test_cbc_cs_shapes);
    tcase_add_test(tc, test_ctr_limits);
    tcase_add_test(tc, test_xts_keys_and_lengths);
    tcase_add_test(tc, test_cmac);
    tcase_add_test(tc, test_keywrap_lengths);
    suite_add_tcase(s, tc);
    return s;
}

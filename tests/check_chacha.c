/* Unit tests of the ChaCha20 / Poly1305 / (X)ChaCha20-Poly1305 API edges
 * (qzcrypt/chacha20poly1305.h): argument and state errors, the counter
 * and message limits, wiping, and streaming against one-shot. */
#include <string.h>

#include "check_suites.h"
#include "qzcrypt/chacha20poly1305.h"

static const uint8_t key[32] = "a 32-byte key for the unit tests";
static const uint8_t nonce[24] = "twenty-four byte nonce!";
static const uint8_t aad[21] = "associated data bytes";
static const uint8_t msg[150] =
    "one hundred and fifty bytes of plaintext: long enough to cross two ChaCha20 "
    "blocks and several Poly1305 blocks, so that every split means something.";

/* RFC 8439 section 2.8.2, the published AEAD example: an anchor that does
 * not depend on the generated KATs. */
START_TEST(test_rfc8439_aead)
{
    static const uint8_t k[32] = {
        0x80, 0x81, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a,
        0x8b, 0x8c, 0x8d, 0x8e, 0x8f, 0x90, 0x91, 0x92, 0x93, 0x94, 0x95,
        0x96, 0x97, 0x98, 0x99, 0x9a, 0x9b, 0x9c, 0x9d, 0x9e, 0x9f};
    static const uint8_t n[12] = {0x07, 0x00, 0x00, 0x00, 0x40, 0x41,
                                  0x42, 0x43, 0x44, 0x45, 0x46, 0x47};
    static const uint8_t a[12] = {0x50, 0x51, 0x52, 0x53, 0xc0, 0xc1,
                                  0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7};
    static const char pt[] = "Ladies and Gentlemen of the class of '99: If I could offer "
                             "you only one tip for the future, sunscreen would be it.";
    static const uint8_t want_tag[16] = {0x1a, 0xe1, 0x0b, 0x59, 0x4f, 0x09,
                                         0xe2, 0x6a, 0x7e, 0x90, 0x2e, 0xcb,
                                         0xd0, 0x60, 0x06, 0x91};
    static const uint8_t ct_head[8] = {0xd3, 0x1a, 0x8d, 0x34, 0x64, 0x8e, 0x60, 0xdb};
    uint8_t ct[114], tag[16], back[114];

    ck_assert_uint_eq(sizeof pt - 1, 114);
    ck_assert_int_eq(qz_chacha20poly1305_seal(ct, tag, 16, k, 32, n, 12, a, 12,
                                              (const uint8_t *)pt, 114),
                     QZ_OK);
    ck_assert_mem_eq(tag, want_tag, 16);
    ck_assert_mem_eq(ct, ct_head, 8);
    ck_assert_uint_eq(ct[112], 0x61);
    ck_assert_uint_eq(ct[113], 0x16);
    ck_assert_int_eq(qz_chacha20poly1305_open(back, k, 32, n, 12, a, 12, ct,
                                              114, tag, 16), QZ_OK);
    ck_assert_mem_eq(back, pt, 114);
}
END_TEST

START_TEST(test_null_arguments)
{
    uint8_t out[150], tag[16];
    qz_poly1305_ctx p;

    ck_assert_int_eq(qz_chacha20_xor(out, NULL, 32, nonce, 12, 0, msg, 1), QZ_ERR_NULL);
    ck_assert_int_eq(qz_chacha20_xor(out, key, 32, NULL, 12, 0, msg, 1), QZ_ERR_NULL);
    ck_assert_int_eq(qz_chacha20_xor(out, key, 32, nonce, 12, 0, NULL, 1), QZ_ERR_NULL);
    ck_assert_int_eq(qz_chacha20_xor(NULL, key, 32, nonce, 12, 0, msg, 1), QZ_ERR_NULL);
    ck_assert_int_eq(qz_chacha20_xor(NULL, key, 32, nonce, 12, 0, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_hchacha20(out, NULL, 32, nonce, 16), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hchacha20(out, key, 32, NULL, 16), QZ_ERR_NULL);
    ck_assert_int_eq(qz_hchacha20(NULL, key, 32, nonce, 16), QZ_ERR_NULL);

    ck_assert_int_eq(qz_poly1305(tag, 16, NULL, 32, msg, 3), QZ_ERR_NULL);
    ck_assert_int_eq(qz_poly1305(tag, 16, key, 32, NULL, 3), QZ_ERR_NULL);
    ck_assert_int_eq(qz_poly1305(NULL, 16, key, 32, msg, 3), QZ_ERR_NULL);
    ck_assert_int_eq(qz_poly1305(tag, 16, key, 32, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_poly1305_init(NULL, key, 32), QZ_ERR_NULL);
    ck_assert_int_eq(qz_poly1305_init(&p, NULL, 32), QZ_ERR_NULL);
    ck_assert_int_eq(qz_poly1305_init(&p, key, 32), QZ_OK);
    ck_assert_int_eq(qz_poly1305_update(NULL, msg, 3), QZ_ERR_NULL);
    ck_assert_int_eq(qz_poly1305_update(&p, NULL, 3), QZ_ERR_NULL);
    ck_assert_int_eq(qz_poly1305_update(&p, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_poly1305_final(NULL, tag, 16), QZ_ERR_NULL);
    ck_assert_int_eq(qz_poly1305_final(&p, NULL, 16), QZ_ERR_NULL);
    ck_assert(!qz_all_zero(&p, sizeof p)); /* NULL errors leave it keyed */
    ck_assert_int_eq(qz_poly1305_verify(NULL, tag, 16), QZ_ERR_NULL);
    ck_assert_int_eq(qz_poly1305_verify(&p, NULL, 16), QZ_ERR_NULL);
    ck_assert(qz_all_zero(&p, sizeof p)); /* verify always ends it */

    for (int x = 0; x < 2; x++) {
        int (*seal)(uint8_t *, uint8_t *, size_t, const uint8_t *, size_t,
                    const uint8_t *, size_t, const uint8_t *, size_t,
                    const uint8_t *, size_t) =
            x ? qz_xchacha20poly1305_seal : qz_chacha20poly1305_seal;
        int (*open)(uint8_t *, const uint8_t *, size_t, const uint8_t *, size_t,
                    const uint8_t *, size_t, const uint8_t *, size_t,
                    const uint8_t *, size_t) =
            x ? qz_xchacha20poly1305_open : qz_chacha20poly1305_open;
        size_t nlen = x ? 24 : 12;

        ck_assert_int_eq(seal(out, tag, 16, NULL, 32, nonce, nlen, aad, 3, msg,
                              3), QZ_ERR_NULL);
        ck_assert_int_eq(seal(out, tag, 16, key, 32, NULL, nlen, aad, 3, msg,
                              3), QZ_ERR_NULL);
        ck_assert_int_eq(seal(out, tag, 16, key, 32, nonce, nlen, NULL, 3, msg,
                              3), QZ_ERR_NULL);
        ck_assert_int_eq(seal(out, tag, 16, key, 32, nonce, nlen, aad, 3, NULL,
                              3), QZ_ERR_NULL);
        ck_assert_int_eq(seal(NULL, tag, 16, key, 32, nonce, nlen, aad, 3, msg,
                              3), QZ_ERR_NULL);
        ck_assert_int_eq(seal(out, NULL, 16, key, 32, nonce, nlen, aad, 3, msg,
                              3), QZ_ERR_NULL);
        ck_assert_int_eq(seal(NULL, tag, 16, key, 32, nonce, nlen, NULL, 0,
                              NULL, 0), QZ_OK);
        ck_assert_int_eq(open(NULL, key, 32, nonce, nlen, NULL, 0, NULL, 0,
                              tag, 16), QZ_OK);
        memset(out, 0x77, sizeof out);
        ck_assert_int_eq(open(out, NULL, 32, nonce, nlen, aad, 3, msg, 3, tag,
                              16), QZ_ERR_NULL);
        ck_assert_int_eq(open(out, key, 32, NULL, nlen, aad, 3, msg, 3, tag,
                              16), QZ_ERR_NULL);
        ck_assert_int_eq(open(out, key, 32, nonce, nlen, NULL, 3, msg, 3, tag,
                              16), QZ_ERR_NULL);
        ck_assert_int_eq(open(out, key, 32, nonce, nlen, aad, 3, NULL, 3, tag,
                              16), QZ_ERR_NULL);
        ck_assert_int_eq(open(out, key, 32, nonce, nlen, aad, 3, msg, 3, NULL,
                              16), QZ_ERR_NULL);
        ck_assert_int_eq(open(NULL, key, 32, nonce, nlen, aad, 3, msg, 3, tag,
                              16), QZ_ERR_NULL);
        ck_assert_uint_eq(out[0], 0x77); /* argument errors write nothing */
    }
}
END_TEST

/* Each streaming argument error wipes the context. */
START_TEST(test_stream_null_arguments)
{
    qz_chacha20poly1305_ctx c;
    uint8_t out[16], tag[16];

    ck_assert_int_eq(qz_chacha20poly1305_init(NULL, key, 32, nonce, 12), QZ_ERR_NULL);
    ck_assert_int_eq(qz_chacha20poly1305_init(&c, NULL, 32, nonce, 12), QZ_ERR_NULL);
    ck_assert_int_eq(qz_chacha20poly1305_init(&c, key, 32, NULL, 12), QZ_ERR_NULL);
    ck_assert_int_eq(qz_xchacha20poly1305_init(NULL, key, 32, nonce, 24), QZ_ERR_NULL);
    ck_assert_int_eq(qz_xchacha20poly1305_init(&c, NULL, 32, nonce, 24), QZ_ERR_NULL);
    ck_assert_int_eq(qz_xchacha20poly1305_init(&c, key, 32, NULL, 24), QZ_ERR_NULL);
    ck_assert_int_eq(qz_chacha20poly1305_aad(NULL, aad, 1), QZ_ERR_NULL);
    ck_assert_int_eq(qz_chacha20poly1305_encrypt(NULL, out, msg, 1), QZ_ERR_NULL);
    ck_assert_int_eq(qz_chacha20poly1305_decrypt(NULL, out, msg, 1), QZ_ERR_NULL);
    ck_assert_int_eq(qz_chacha20poly1305_final(NULL, tag, 16), QZ_ERR_NULL);
    ck_assert_int_eq(qz_chacha20poly1305_verify(NULL, tag, 16), QZ_ERR_NULL);

    ck_assert_int_eq(qz_chacha20poly1305_init(&c, key, 32, nonce, 12), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_init(&c, NULL, 32, nonce, 12), QZ_ERR_NULL);
    ck_assert(qz_all_zero(&c, sizeof c));
    ck_assert_int_eq(qz_xchacha20poly1305_init(&c, key, 32, nonce, 24), QZ_OK);
    ck_assert_int_eq(qz_xchacha20poly1305_init(&c, key, 32, NULL, 24), QZ_ERR_NULL);
    ck_assert(qz_all_zero(&c, sizeof c));
    ck_assert_int_eq(qz_chacha20poly1305_init(&c, key, 32, nonce, 12), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_aad(&c, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_aad(&c, NULL, 1), QZ_ERR_NULL);
    ck_assert(qz_all_zero(&c, sizeof c));
    ck_assert_int_eq(qz_chacha20poly1305_init(&c, key, 32, nonce, 12), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_encrypt(&c, NULL, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_encrypt(&c, NULL, msg, 1), QZ_ERR_NULL);
    ck_assert(qz_all_zero(&c, sizeof c));
    ck_assert_int_eq(qz_chacha20poly1305_init(&c, key, 32, nonce, 12), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_decrypt(&c, out, NULL, 1), QZ_ERR_NULL);
    ck_assert(qz_all_zero(&c, sizeof c));
    ck_assert_int_eq(qz_chacha20poly1305_init(&c, key, 32, nonce, 12), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_final(&c, NULL, 16), QZ_ERR_NULL);
    ck_assert(qz_all_zero(&c, sizeof c));
    ck_assert_int_eq(qz_chacha20poly1305_init(&c, key, 32, nonce, 12), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_verify(&c, NULL, 16), QZ_ERR_NULL);
    ck_assert(qz_all_zero(&c, sizeof c));
}
END_TEST

/* Calling order: every refusal is QZ_ERR_STATE and wipes the context,
 * which then refuses everything until the next init. */
START_TEST(test_state_errors)
{
    qz_chacha20poly1305_ctx c;
    uint8_t out[64], tag[16];

    /* aad after data */
    ck_assert_int_eq(qz_chacha20poly1305_init(&c, key, 32, nonce, 12), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_encrypt(&c, out, msg, 5), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_aad(&c, aad, 3), QZ_ERR_STATE);
    ck_assert(qz_all_zero(&c, sizeof c));
    ck_assert_int_eq(qz_chacha20poly1305_encrypt(&c, out, msg, 5), QZ_ERR_STATE);
    ck_assert_int_eq(qz_chacha20poly1305_final(&c, tag, 16), QZ_ERR_STATE);
    /* even after a zero-length data call */
    ck_assert_int_eq(qz_chacha20poly1305_init(&c, key, 32, nonce, 12), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_decrypt(&c, NULL, NULL, 0), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_aad(&c, aad, 0), QZ_ERR_STATE);
    ck_assert(qz_all_zero(&c, sizeof c));
    /* encrypt after decrypt, decrypt after encrypt */
    ck_assert_int_eq(qz_chacha20poly1305_init(&c, key, 32, nonce, 12), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_decrypt(&c, out, msg, 5), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_encrypt(&c, out, msg, 5), QZ_ERR_STATE);
    ck_assert(qz_all_zero(&c, sizeof c));
    ck_assert_int_eq(qz_xchacha20poly1305_init(&c, key, 32, nonce, 24), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_encrypt(&c, out, msg, 5), QZ_OK);
    memset(out, 0x33, sizeof out);
    ck_assert_int_eq(qz_chacha20poly1305_decrypt(&c, out, msg, 5), QZ_ERR_STATE);
    ck_assert_uint_eq(out[0], 0x33); /* nothing written */
    ck_assert(qz_all_zero(&c, sizeof c));
    /* final after decrypting, verify after encrypting */
    ck_assert_int_eq(qz_chacha20poly1305_init(&c, key, 32, nonce, 12), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_decrypt(&c, out, msg, 5), QZ_OK);
    memset(tag, 0x33, sizeof tag);
    ck_assert_int_eq(qz_chacha20poly1305_final(&c, tag, 16), QZ_ERR_STATE);
    ck_assert_uint_eq(tag[0], 0x33);
    ck_assert(qz_all_zero(&c, sizeof c));
    ck_assert_int_eq(qz_chacha20poly1305_init(&c, key, 32, nonce, 12), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_encrypt(&c, out, msg, 5), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_verify(&c, tag, 16), QZ_ERR_STATE);
    ck_assert(qz_all_zero(&c, sizeof c));
    /* a context that was never initialised (zero) or finished */
    memset(&c, 0, sizeof c);
    ck_assert_int_eq(qz_chacha20poly1305_aad(&c, aad, 3), QZ_ERR_STATE);
    ck_assert_int_eq(qz_chacha20poly1305_encrypt(&c, out, msg, 5), QZ_ERR_STATE);
    ck_assert_int_eq(qz_chacha20poly1305_decrypt(&c, out, msg, 5), QZ_ERR_STATE);
    ck_assert_int_eq(qz_chacha20poly1305_final(&c, tag, 16), QZ_ERR_STATE);
    ck_assert_int_eq(qz_chacha20poly1305_verify(&c, tag, 16), QZ_ERR_STATE);
    ck_assert_int_eq(qz_chacha20poly1305_init(&c, key, 32, nonce, 12), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_final(&c, tag, 16), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_final(&c, tag, 16), QZ_ERR_STATE);
    ck_assert_int_eq(qz_chacha20poly1305_aad(&c, aad, 3), QZ_ERR_STATE);
    /* garbage is refused too (the phase word matches none of the states),
     * and so is a damaged keystream position */
    memset(&c, 0x5a, sizeof c);
    ck_assert_int_eq(qz_chacha20poly1305_encrypt(&c, out, msg, 5), QZ_ERR_STATE);
    ck_assert(qz_all_zero(&c, sizeof c));
    ck_assert_int_eq(qz_chacha20poly1305_init(&c, key, 32, nonce, 12), QZ_OK);
    c.ks_pos = 65;
    ck_assert_int_eq(qz_chacha20poly1305_encrypt(&c, out, msg, 5), QZ_ERR_STATE);
    ck_assert(qz_all_zero(&c, sizeof c));
}
END_TEST

START_TEST(test_poly1305_state)
{
    qz_poly1305_ctx p;
    uint8_t tag[16];

    memset(&p, 0, sizeof p);
    ck_assert_int_eq(qz_poly1305_update(&p, msg, 3), QZ_ERR_STATE);
    ck_assert_int_eq(qz_poly1305_final(&p, tag, 16), QZ_ERR_STATE);
    ck_assert_int_eq(qz_poly1305_verify(&p, tag, 16), QZ_ERR_STATE);
    ck_assert_int_eq(qz_poly1305_init(&p, key, 32), QZ_OK);
    ck_assert_int_eq(qz_poly1305_update(&p, msg, 37), QZ_OK);
    ck_assert_int_eq(qz_poly1305_final(&p, tag, 16), QZ_OK);
    ck_assert(qz_all_zero(&p, sizeof p));
    ck_assert_int_eq(qz_poly1305_update(&p, msg, 3), QZ_ERR_STATE);
    ck_assert_int_eq(qz_poly1305_final(&p, tag, 16), QZ_ERR_STATE);
    /* a damaged buffer count is refused, not followed */
    ck_assert_int_eq(qz_poly1305_init(&p, key, 32), QZ_OK);
    p.buf_len = 16;
    ck_assert_int_eq(qz_poly1305_update(&p, msg, 3), QZ_ERR_STATE);
    ck_assert_int_eq(qz_poly1305_final(&p, tag, 16), QZ_ERR_STATE);
    /* verify: right tag, wrong tag, both wipe */
    ck_assert_int_eq(qz_poly1305_init(&p, key, 32), QZ_OK);
    ck_assert_int_eq(qz_poly1305_update(&p, msg, 37), QZ_OK);
    ck_assert_int_eq(qz_poly1305_verify(&p, tag, 16), QZ_OK);
    ck_assert(qz_all_zero(&p, sizeof p));
    tag[15] ^= 0x80;
    ck_assert_int_eq(qz_poly1305_init(&p, key, 32), QZ_OK);
    ck_assert_int_eq(qz_poly1305_update(&p, msg, 37), QZ_OK);
    ck_assert_int_eq(qz_poly1305_verify(&p, tag, 16), QZ_ERR_AUTH);
    ck_assert(qz_all_zero(&p, sizeof p));
}
END_TEST

/* ChaCha20's 32-bit block counter never wraps: the block with counter
 * 0xFFFFFFFF is the last one; one byte more is refused, nothing written. */
START_TEST(test_counter_overflow)
{
    static const uint8_t zero[200];
    uint8_t out[200], ref[200];

    memset(out, 0x11, sizeof out);
    ck_assert_int_eq(qz_chacha20_xor(out, key, 32, nonce, 12, 0xFFFFFFFFu,
                                     zero, 64), QZ_OK);
    memcpy(ref, out, 64);
    memset(out, 0x11, sizeof out);
    ck_assert_int_eq(qz_chacha20_xor(out, key, 32, nonce, 12, 0xFFFFFFFFu, msg,
                                     65), QZ_ERR_LENGTH);
    for (size_t i = 0; i < sizeof out; i++)
        ck_assert_uint_eq(out[i], 0x11);
    ck_assert_int_eq(qz_chacha20_xor(out, key, 32, nonce, 12, 0xFFFFFFFEu,
                                     zero, 128), QZ_OK);
    ck_assert_mem_eq(out + 64, ref, 64); /* the same last keystream block */
    ck_assert_int_eq(qz_chacha20_xor(out, key, 32, nonce, 12, 0xFFFFFFFEu, msg,
                                     129), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_chacha20_xor(NULL, key, 32, nonce, 12, 0xFFFFFFFFu,
                                     NULL, 0), QZ_OK);
#if SIZE_MAX > 0xFFFFFFFFu
    /* 2^38 bytes from counter 0 is the whole counter space; from counter 1
     * it is one block too many. Refused before any access, so the small
     * buffers are never touched. */
    ck_assert_int_eq(qz_chacha20_xor(out, key, 32, nonce, 12, 1, msg,
                                     (size_t)1 << 38), QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_chacha20_xor(out, key, 32, nonce, 12, 0, msg,
                                     ((size_t)1 << 38) + 1),
                     QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_chacha20_xor(out, key, 32, nonce, 12, 0, msg, SIZE_MAX), QZ_ERR_LENGTH);
#endif
}
END_TEST

/* The AEAD message limit, 2^38 - 64 bytes (counters 1 .. 2^32 - 1). Only
 * representable in one size_t on 64-bit hosts; checked before any access. */
START_TEST(test_message_limit)
{
#if SIZE_MAX > 0xFFFFFFFFu
    uint8_t out[150], tag[16];
    qz_chacha20poly1305_ctx c;
    const size_t max = (size_t)QZ_CHACHA20POLY1305_MAX_BYTES;

    ck_assert_uint_eq(QZ_CHACHA20POLY1305_MAX_BYTES, ((uint64_t)1 << 38) - 64);
    memset(out, 0x22, sizeof out);
    ck_assert_int_eq(qz_chacha20poly1305_seal(out, tag, 16, key, 32, nonce, 12,
                                              aad, 3, msg, max + 1),
                     QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_xchacha20poly1305_seal(out, tag, 16, key, 32, nonce,
                                               24, aad, 3, msg, SIZE_MAX),
                     QZ_ERR_LENGTH);
    ck_assert_int_eq(qz_chacha20poly1305_open(out, key, 32, nonce, 12, aad, 3,
                                              msg, max + 1, tag, 16),
                     QZ_ERR_LENGTH);
    ck_assert_uint_eq(out[0], 0x22);
    /* streaming: the limit counts over all calls */
    ck_assert_int_eq(qz_chacha20poly1305_init(&c, key, 32, nonce, 12), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_encrypt(&c, out, msg, 100), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_encrypt(&c, out, msg, max - 99), QZ_ERR_LENGTH);
    ck_assert(qz_all_zero(&c, sizeof c));
    ck_assert_int_eq(qz_chacha20poly1305_init(&c, key, 32, nonce, 12), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_decrypt(&c, out, msg, max + 1), QZ_ERR_LENGTH);
    ck_assert(qz_all_zero(&c, sizeof c));
#else
    ck_assert_uint_eq(QZ_CHACHA20POLY1305_MAX_BYTES, ((uint64_t)1 << 38) - 64);
#endif
}
END_TEST

/* Streaming equals one-shot for every split point of the data and of the
 * associated data, both variants, and the ciphertext opens in any split. */
START_TEST(test_every_split)
{
    uint8_t ct[150], ct2[150], pt[150], tag[16], tag2[16];
    qz_chacha20poly1305_ctx c;
    int x = _i;
    int (*init)(qz_chacha20poly1305_ctx *, const uint8_t *, size_t,
                const uint8_t *, size_t) =
        x ? qz_xchacha20poly1305_init : qz_chacha20poly1305_init;
    size_t nlen = x ? 24 : 12;

    if (x)
        ck_assert_int_eq(qz_xchacha20poly1305_seal(ct, tag, 16, key, 32, nonce,
                                                   24, aad, sizeof aad, msg,
                                                   sizeof msg), QZ_OK);
    else
        ck_assert_int_eq(qz_chacha20poly1305_seal(ct, tag, 16, key, 32, nonce,
                                                  12, aad, sizeof aad, msg,
                                                  sizeof msg), QZ_OK);
    for (size_t s = 0; s <= sizeof msg; s++) {
        size_t as = s % (sizeof aad + 1);

        memset(ct2, 0, sizeof ct2);
        ck_assert_int_eq(init(&c, key, 32, nonce, nlen), QZ_OK);
        ck_assert_int_eq(qz_chacha20poly1305_aad(&c, aad, as), QZ_OK);
        ck_assert_int_eq(qz_chacha20poly1305_aad(&c, aad + as, sizeof aad - as), QZ_OK);
        ck_assert_int_eq(qz_chacha20poly1305_encrypt(&c, ct2, msg, s), QZ_OK);
        ck_assert_int_eq(qz_chacha20poly1305_encrypt(&c, ct2 + s, msg + s,
                                                     sizeof msg - s),
                         QZ_OK);
        ck_assert_int_eq(qz_chacha20poly1305_final(&c, tag2, 16), QZ_OK);
        ck_assert(qz_all_zero(&c, sizeof c));
        ck_assert_mem_eq(ct2, ct, sizeof ct);
        ck_assert_mem_eq(tag2, tag, 16);

        ck_assert_int_eq(init(&c, key, 32, nonce, nlen), QZ_OK);
        ck_assert_int_eq(qz_chacha20poly1305_aad(&c, aad, sizeof aad), QZ_OK);
        ck_assert_int_eq(qz_chacha20poly1305_decrypt(&c, pt, ct, s), QZ_OK);
        ck_assert_int_eq(qz_chacha20poly1305_decrypt(&c, pt + s, ct + s,
                                                     sizeof msg - s),
                         QZ_OK);
        ck_assert_int_eq(qz_chacha20poly1305_verify(&c, tag, 16), QZ_OK);
        ck_assert(qz_all_zero(&c, sizeof c));
        ck_assert_mem_eq(pt, msg, sizeof msg);
    }
}
END_TEST

/* XChaCha20-Poly1305 is ChaCha20-Poly1305 under HChaCha20(key, nonce[0..15])
 * with the nonce 0^4 || nonce[16..23]. */
START_TEST(test_xchacha_composition)
{
    uint8_t sub[32], n12[12], ct[150], ct2[150], tag[16], tag2[16];

    ck_assert_int_eq(qz_hchacha20(sub, key, 32, nonce, 16), QZ_OK);
    memset(n12, 0, 4);
    memcpy(n12 + 4, nonce + 16, 8);
    ck_assert_int_eq(qz_xchacha20poly1305_seal(ct, tag, 16, key, 32, nonce, 24,
                                               aad, 9, msg, 77), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_seal(ct2, tag2, 16, sub, 32, n12, 12,
                                              aad, 9, msg, 77), QZ_OK);
    ck_assert_mem_eq(ct, ct2, 77);
    ck_assert_mem_eq(tag, tag2, 16);
    /* and the AEAD data is ChaCha20 from counter 1 */
    ck_assert_int_eq(qz_chacha20_xor(ct2, sub, 32, n12, 12, 1, msg, 77), QZ_OK);
    ck_assert_mem_eq(ct, ct2, 77);
}
END_TEST

/* Finishing calls wipe the context whatever the outcome; a failed open
 * wipes the output (in place: the ciphertext), and releases nothing. */
START_TEST(test_wipes)
{
    uint8_t ct[150], out[150], tag[16], bad[16];
    qz_chacha20poly1305_ctx c;

    ck_assert_int_eq(qz_chacha20poly1305_seal(ct, tag, 16, key, 32, nonce, 12,
                                              aad, 5, msg, 150), QZ_OK);
    memcpy(bad, tag, 16);
    bad[7] ^= 0x04;

    ck_assert_int_eq(qz_chacha20poly1305_init(&c, key, 32, nonce, 12), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_aad(&c, aad, 5), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_decrypt(&c, out, ct, 150), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_verify(&c, bad, 16), QZ_ERR_AUTH);
    ck_assert(qz_all_zero(&c, sizeof c));
    /* streaming released the plaintext before the verdict (documented) */
    ck_assert_mem_eq(out, msg, 150);

    memset(out, 0x99, sizeof out);
    ck_assert_int_eq(qz_chacha20poly1305_open(out, key, 32, nonce, 12, aad, 5,
                                              ct, 150, bad, 16),
                     QZ_ERR_AUTH);
    ck_assert(qz_all_zero(out, 150));
    memcpy(out, ct, 150);
    ck_assert_int_eq(qz_chacha20poly1305_open(out, key, 32, nonce, 12, aad, 5,
                                              out, 150, bad, 16),
                     QZ_ERR_AUTH);
    ck_assert(qz_all_zero(out, 150));
    /* wrong key, nonce or associated data: the same */
    memset(out, 0x99, sizeof out);
    ck_assert_int_eq(qz_chacha20poly1305_open(out, key, 32, nonce, 12, aad, 4,
                                              ct, 150, tag, 16),
                     QZ_ERR_AUTH);
    ck_assert(qz_all_zero(out, 150));
    memset(out, 0x99, sizeof out);
    ck_assert_int_eq(qz_xchacha20poly1305_open(out, key, 32, nonce, 24, aad, 5,
                                               ct, 150, tag, 16),
                     QZ_ERR_AUTH);
    ck_assert(qz_all_zero(out, 150));

    /* associated data only: final and verify, both wipe */
    ck_assert_int_eq(qz_chacha20poly1305_init(&c, key, 32, nonce, 12), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_aad(&c, aad, sizeof aad), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_final(&c, tag, 16), QZ_OK);
    ck_assert(qz_all_zero(&c, sizeof c));
    ck_assert_int_eq(qz_chacha20poly1305_seal(NULL, bad, 16, key, 32, nonce,
                                              12, aad, sizeof aad, NULL, 0),
                     QZ_OK);
    ck_assert_mem_eq(tag, bad, 16);
    ck_assert_int_eq(qz_chacha20poly1305_init(&c, key, 32, nonce, 12), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_aad(&c, aad, sizeof aad), QZ_OK);
    ck_assert_int_eq(qz_chacha20poly1305_verify(&c, tag, 16), QZ_OK);
    ck_assert(qz_all_zero(&c, sizeof c));
}
END_TEST

/* Poly1305 streaming equals one-shot for every split of a 100-byte message;
 * ChaCha20 in place equals out of place. */
START_TEST(test_poly1305_and_chacha20_splits)
{
    uint8_t tag[16], tag2[16], a[150], b[150];
    qz_poly1305_ctx p;

    ck_assert_int_eq(qz_poly1305(tag, 16, key, 32, msg, 100), QZ_OK);
    for (size_t s = 0; s <= 100; s++) {
        for (size_t t = s; t <= 100; t += 7) {
            ck_assert_int_eq(qz_poly1305_init(&p, key, 32), QZ_OK);
            ck_assert_int_eq(qz_poly1305_update(&p, msg, s), QZ_OK);
            ck_assert_int_eq(qz_poly1305_update(&p, msg + s, t - s), QZ_OK);
            ck_assert_int_eq(qz_poly1305_update(&p, msg + t, 100 - t), QZ_OK);
            ck_assert_int_eq(qz_poly1305_final(&p, tag2, 16), QZ_OK);
            ck_assert_mem_eq(tag, tag2, 16);
        }
    }
    for (size_t n = 0; n <= sizeof msg; n += 13) {
        ck_assert_int_eq(qz_chacha20_xor(a, key, 32, nonce, 12, 7, msg, n), QZ_OK);
        memcpy(b, msg, n);
        ck_assert_int_eq(qz_chacha20_xor(b, key, 32, nonce, 12, 7, b, n), QZ_OK);
        ck_assert_mem_eq(a, b, n);
    }
}
END_TEST

Suite *qz_suite_chacha(void)
{
    Suite *s = suite_create("chacha");
    TCase *tc = tcase_create("api");

    tcase_add_test(tc, test_rfc8439_aead);
    tcase_add_test(tc, test_null_arguments);
    tcase_add_test(tc, test_stream_null_arguments);
    tcase_add_test(tc, test_state_errors);
    tcase_add_test(tc, test_poly1305_state);
    tcase_add_test(tc, test_counter_overflow);
    tcase_add_test(tc, test_message_limit);
    tcase_add_loop_test(tc, test_every_split, 0, 2);
    tcase_add_test(tc, test_xchacha_composition);
    tcase_add_test(tc, test_wipes);
    tcase_add_test(tc, test_poly1305_and_chacha20_splits);
    suite_add_tcase(s, tc);
    return s;
}

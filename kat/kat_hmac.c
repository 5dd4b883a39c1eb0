/*
 * HMAC KAT runner: every record of kat/hmac.txt through qz_hmac, through
 * streaming (whole and byte-at-a-time), and through qz_hmac_verify with
 * the right tag, a truncated tag and a tag with one bit flipped.
 */
#include <string.h>

#include "qzcrypt/hmac.h"
#include "kat_reader.h"
#include "qzt.h"

extern const unsigned char qzt_kat_hmac[];
extern const size_t qzt_kat_hmac_len;

int main(void)
{
    kat_reader rd;
    kat_record rec;
    unsigned long records = 0;

    kat_open(&rd, qzt_kat_hmac, qzt_kat_hmac_len);
    while (kat_next(&rd, &rec)) {
        static uint8_t key[512], msg[512];
        uint8_t want[64], got[65];
        size_t nlen;
        const char *name = kat_str(&rec, "alg", &nlen);
        qz_hash_id alg = name ? qzt_hash_by_name(name, nlen) : NULL;
        long klen = kat_hex(&rec, "key", key, sizeof key);
        long mlen = kat_hex(&rec, "msg", msg, sizeof msg);
        long tlen = kat_hex(&rec, "tag", want, sizeof want);
        qz_hmac_ctx ctx;

        records++;
        if (alg == NULL || klen < 0 || mlen < 0 || tlen != (long)qz_hash_digest_bytes(alg)) {
            QZT_CHECK(0, "hmac.txt line %u: bad record", rec.line);
            continue;
        }
        memset(got, 0xa5, sizeof got);
        QZT_CHECK(qz_hmac(alg, got, (size_t)tlen, key, (size_t)klen, msg,
                          (size_t)mlen) == QZ_OK, "line %u: qz_hmac", rec.line);
        QZT_EXPECT_BYTES("one-shot tag", got, want, (size_t)tlen);
        QZT_CHECK(got[tlen] == 0xa5, "line %u: wrote past the tag", rec.line);

        memset(got, 0, sizeof got);
        QZT_CHECK(qz_hmac_init(&ctx, alg, key, (size_t)klen) == QZ_OK, "init");
        for (long i = 0; i < mlen; i++)
            QZT_CHECK(qz_hmac_update(&ctx, msg + i, 1) == QZ_OK, "update");
        QZT_CHECK(qz_hmac_final(&ctx, got, (size_t)tlen) == QZ_OK, "final");
        QZT_EXPECT_BYTES("byte-streamed tag", got, want, (size_t)tlen);

        /* A truncated tag is the leading bytes of the full one, and nothing
         * past it is written. */
        memset(got, 0xa5, sizeof got);
        QZT_CHECK(qz_hmac(alg, got, 16, key, (size_t)klen, msg, (size_t)mlen) == QZ_OK,
                  "line %u: truncated qz_hmac", rec.line);
        QZT_EXPECT_BYTES("truncated tag", got, want, 16);
        QZT_CHECK(got[16] == 0xa5, "line %u: wrote past a truncated tag", rec.line);
        QZT_CHECK(qz_hmac_check(alg, key, (size_t)klen, msg, (size_t)mlen, want,
                                (size_t)tlen) == QZ_OK,
                  "line %u: qz_hmac_check of the right tag", rec.line);
        QZT_CHECK(qz_hmac_check(alg, key, (size_t)klen, msg, (size_t)mlen, want, 16) == QZ_OK,
                  "line %u: qz_hmac_check of a truncated tag", rec.line);

        QZT_CHECK(qz_hmac_init(&ctx, alg, key, (size_t)klen) == QZ_OK &&
                  qz_hmac_update(&ctx, msg, (size_t)mlen) == QZ_OK &&
                  qz_hmac_verify(&ctx, want, (size_t)tlen) == QZ_OK,
                  "line %u: verify of the right tag", rec.line);
        QZT_CHECK(qz_hmac_init(&ctx, alg, key, (size_t)klen) == QZ_OK &&
                  qz_hmac_update(&ctx, msg, (size_t)mlen) == QZ_OK &&
                  qz_hmac_verify(&ctx, want, 16) == QZ_OK,
                  "line %u: verify of a truncated tag", rec.line);
        want[records % (unsigned long)tlen] ^= 0x10;
        QZT_CHECK(qz_hmac_init(&ctx, alg, key, (size_t)klen) == QZ_OK &&
                  qz_hmac_update(&ctx, msg, (size_t)mlen) == QZ_OK &&
                  qz_hmac_verify(&ctx, want, (size_t)tlen) == QZ_ERR_AUTH,
                  "line %u: a flipped bit verified", rec.line);
        QZT_CHECK(qz_hmac_check(alg, key, (size_t)klen, msg, (size_t)mlen, want,
                                (size_t)tlen) == QZ_ERR_AUTH,
                  "line %u: qz_hmac_check passed a flipped bit", rec.line);
    }
    QZT_CHECK(records >= 200, "only %lu HMAC records", records);
    return qzt_finish("kat-hmac");
}

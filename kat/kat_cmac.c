/*
 * AES-CMAC KAT runner: every record of kat/cmac.txt through the one-shot
 * qz_cmac (full and truncated tags, guard bytes), streaming with chunks of
 * 1, 3, 15, 16, 17, 64 bytes and random sizes (0 included), qz_cmac_verify
 * and qz_cmac_check with the right tag, every truncation down to
 * QZ_CMAC_MIN_TAG_BYTES, and a tag with one bit flipped (QZ_ERR_AUTH);
 * contexts must be zero after each finishing call.
 */
#include <string.h>

#include "qzcrypt/cmac.h"
#include "kat_reader.h"
#include "qzt.h"

extern const unsigned char qzt_kat_cmac[];
extern const size_t qzt_kat_cmac_len;

static const size_t CHUNKS[] = {1, 3, 15, 16, 17, 64, 0 /* random */};

int main(void)
{
    kat_reader rd;
    kat_record rec;
    unsigned long records = 0;
    qzt_rng rng;

    qzt_rng_seed(&rng, 0xc3ac0001);
    kat_open(&rd, qzt_kat_cmac, qzt_kat_cmac_len);
    while (kat_next(&rd, &rec)) {
        static uint8_t key[32], msg[2048];
        uint8_t want[16], got[16 + 8];
        long klen = kat_hex(&rec, "key", key, sizeof key);
        long mlen = kat_hex(&rec, "msg", msg, sizeof msg);
        long tlen = kat_hex(&rec, "tag", want, sizeof want);
        qz_cmac_key ck;
        qz_cmac_ctx ctx;

        records++;
        if (klen < 0 || mlen < 0 || tlen != 16) {
            QZT_CHECK(0, "cmac.txt line %u: bad record", rec.line);
            continue;
        }
        QZT_CHECK(qz_cmac_set_key(&ck, key, (size_t)klen) == QZ_OK, "line %u: set_key", rec.line);

        for (size_t t = QZ_CMAC_MIN_TAG_BYTES; t <= 16; t++) {
            memset(got, 0xa5, sizeof got);
            QZT_CHECK(qz_cmac(&ck, got, t, msg, (size_t)mlen) == QZ_OK, "line %u: qz_cmac", rec.line);
            QZT_EXPECT_BYTES("one-shot tag", got, want, t);
            QZT_CHECK(got[t] == 0xa5, "line %u: wrote past a %lu-byte tag", rec.line, (unsigned long)t);
            QZT_CHECK(qz_cmac_check(&ck, msg, (size_t)mlen, want, t) == QZ_OK,
                      "line %u: check of a %lu-byte tag", rec.line, (unsigned long)t);
        }
        for (size_t ci = 0; ci < sizeof CHUNKS / sizeof CHUNKS[0]; ci++) {
            size_t pos = 0;

            memset(got, 0, sizeof got);
            QZT_CHECK(qz_cmac_init(&ctx, &ck) == QZ_OK, "init");
            while (pos < (size_t)mlen) {
                size_t c = CHUNKS[ci] ? CHUNKS[ci] : qzt_rand32(&rng) % 70;

                if (c > (size_t)mlen - pos)
                    c = (size_t)mlen - pos;
                QZT_CHECK(qz_cmac_update(&ctx, msg + pos, c) == QZ_OK, "update");
                pos += c;
            }
            QZT_CHECK(qz_cmac_update(&ctx, NULL, 0) == QZ_OK, "empty update");
            if (ci % 2 == 0) {
                QZT_CHECK(qz_cmac_final(&ctx, got, 16) == QZ_OK, "final");
                QZT_EXPECT_BYTES("streamed tag", got, want, 16);
            } else {
                QZT_CHECK(qz_cmac_verify(&ctx, want, 16) == QZ_OK,
                          "line %u: streamed verify by %lu", rec.line, (unsigned long)CHUNKS[ci]);
            }
            QZT_CHECK(qzt_all_zero(&ctx, sizeof ctx), "line %u: ctx not wiped", rec.line);
        }
        want[records % 16] ^= (uint8_t)(1u << (records % 8));
        QZT_CHECK(qz_cmac_check(&ck, msg, (size_t)mlen, want, 16) == QZ_ERR_AUTH,
                  "line %u: a flipped bit verified", rec.line);
        QZT_CHECK(qz_cmac_init(&ctx, &ck) == QZ_OK && qz_cmac_update(&ctx, msg, (size_t)mlen) == QZ_OK &&
                  qz_cmac_verify(&ctx, want, 16) == QZ_ERR_AUTH,
                  "line %u: streamed verify of a flipped bit", rec.line);
        QZT_CHECK(qzt_all_zero(&ctx, sizeof ctx), "line %u: ctx not wiped after AUTH", rec.line);
        qz_cmac_wipe_key(&ck);
        QZT_CHECK(qzt_all_zero(&ck, sizeof ck), "key not wiped");
    }
    QZT_CHECK(records >= 200, "only %lu CMAC records", records);
    return qzt_finish("kat-cmac");
}

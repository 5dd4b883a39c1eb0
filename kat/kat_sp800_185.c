/*
 * cSHAKE / KMAC / KMACXOF KAT runner (kat/sp800_185.txt): one-shot and
 * streaming (message byte by byte, output in pieces), KMAC verification of
 * the right tag and of a tag with one bit flipped.
 */
#include <string.h>

#include "qzcrypt/sha3.h"
#include "kat_reader.h"
#include "qzt.h"

extern const unsigned char qzt_kat_sp800_185[];
extern const size_t qzt_kat_sp800_185_len;

static uint8_t key[512], name[512], custom[512], msg[600], want[400], got[408];

static void squeeze_pieces(qz_shake_ctx *ctx, int kmac, size_t L)
{
    memset(got, 0xa5, sizeof got);
    for (size_t i = 0, step = 1; i < L; i += step, step = step * 3 + 1) {
        size_t n = L - i < step ? L - i : step;

        QZT_CHECK((kmac ? qz_kmac_xof_squeeze(ctx, got + i, n)
                        : qz_shake_squeeze(ctx, got + i, n)) == QZ_OK, "squeeze");
    }
}

int main(void)
{
    kat_reader rd;
    kat_record rec;
    unsigned long records = 0;

    kat_open(&rd, qzt_kat_sp800_185, qzt_kat_sp800_185_len);
    while (kat_next(&rd, &rec)) {
        long kl = kat_hex(&rec, "key", key, sizeof key);
        long nl = kat_hex(&rec, "name", name, sizeof name);
        long cl = kat_hex(&rec, "custom", custom, sizeof custom);
        long ml = kat_hex(&rec, "msg", msg, sizeof msg);
        long L = kat_hex(&rec, "out", want, sizeof want);
        int is128 = kat_is(&rec, "alg", "CSHAKE128") || kat_is(&rec, "alg", "KMAC128") ||
                    kat_is(&rec, "alg", "KMAC128XOF");
        qz_shake_ctx ctx;

        records++;
        if (cl < 0 || ml < 0 || L <= 0 || (kl < 0 && nl < 0)) {
            QZT_CHECK(0, "sp800_185.txt line %u: bad record", rec.line);
            continue;
        }
        if (nl >= 0) { /* cSHAKE */
            QZT_CHECK((is128 ? qz_cshake128_init : qz_cshake256_init)(
                          &ctx, name, (size_t)nl, custom, (size_t)cl) == QZ_OK, "init");
            for (long i = 0; i < ml; i++)
                QZT_CHECK(qz_shake_absorb(&ctx, msg + i, 1) == QZ_OK, "absorb");
            squeeze_pieces(&ctx, 0, (size_t)L);
            QZT_EXPECT_BYTES("cSHAKE output", got, want, (size_t)L);
            QZT_CHECK(got[L] == 0xa5, "line %u: wrote past the output", rec.line);
            qz_shake_wipe(&ctx);
            continue;
        }
        QZT_CHECK((is128 ? qz_kmac128_init : qz_kmac256_init)(
                      &ctx, key, (size_t)kl, custom, (size_t)cl) == QZ_OK, "kmac init");
        for (long i = 0; i < ml; i += 7)
            QZT_CHECK(qz_kmac_update(&ctx, msg + i, ml - i < 7 ? (size_t)(ml - i) : 7) == QZ_OK,
                      "kmac update");
        if (kat_is(&rec, "alg", "KMAC128XOF") || kat_is(&rec, "alg", "KMAC256XOF")) {
            squeeze_pieces(&ctx, 1, (size_t)L);
            QZT_EXPECT_BYTES("KMACXOF output", got, want, (size_t)L);
            qz_shake_wipe(&ctx);
            continue;
        }
        memset(got, 0xa5, sizeof got);
        QZT_CHECK(qz_kmac_final(&ctx, got, (size_t)L) == QZ_OK, "kmac final");
        QZT_EXPECT_BYTES("KMAC (streamed)", got, want, (size_t)L);
        QZT_CHECK(got[L] == 0xa5, "line %u: wrote past the tag", rec.line);
        memset(got, 0xa5, sizeof got);
        QZT_CHECK((is128 ? qz_kmac128 : qz_kmac256)(got, (size_t)L, key, (size_t)kl, custom,
                                                  (size_t)cl, msg, (size_t)ml) == QZ_OK,
                  "kmac one-shot");
        QZT_CHECK((is128 ? qz_kmac128_check : qz_kmac256_check)(key, (size_t)kl, custom,
                                                              (size_t)cl, msg, (size_t)ml,
                                                              want, (size_t)L) == QZ_OK,
                  "line %u: one-shot check of the right tag", rec.line);
        QZT_EXPECT_BYTES("KMAC (one-shot)", got, want, (size_t)L);
        QZT_CHECK((is128 ? qz_kmac128_init : qz_kmac256_init)(&ctx, key, (size_t)kl, custom,
                                                            (size_t)cl) == QZ_OK &&
                  qz_kmac_update(&ctx, msg, (size_t)ml) == QZ_OK &&
                  qz_kmac_verify(&ctx, want, (size_t)L) == QZ_OK,
                  "line %u: verify of the right tag", rec.line);
        want[records % (unsigned long)L] ^= 0x40;
        QZT_CHECK((is128 ? qz_kmac128_init : qz_kmac256_init)(&ctx, key, (size_t)kl, custom,
                                                            (size_t)cl) == QZ_OK &&
                  qz_kmac_update(&ctx, msg, (size_t)ml) == QZ_OK &&
                  qz_kmac_verify(&ctx, want, (size_t)L) == QZ_ERR_AUTH,
                  "line %u: a flipped bit verified", rec.line);
        QZT_CHECK((is128 ? qz_kmac128_check : qz_kmac256_check)(key, (size_t)kl, custom,
                                                              (size_t)cl, msg, (size_t)ml,
                                                              want, (size_t)L) == QZ_ERR_AUTH,
                  "line %u: one-shot check passed a flipped bit", rec.line);
    }
    QZT_CHECK(records >= 170, "only %lu SP 800-185 records", records);
    return qzt_finish("kat-sp800-185");
}

/*
 * HKDF KAT runner: kat/hkdf.txt through qz_hkdf_extract, qz_hkdf_expand
 * and qz_hkdf, with guard bytes after the output; records with
 * `error = LENGTH` must be refused without writing.
 */
#include <string.h>

#include "qzcrypt/hkdf.h"
#include "kat_reader.h"
#include "qzt.h"

extern const unsigned char qzt_kat_hkdf[];
extern const size_t qzt_kat_hkdf_len;

static uint8_t ikm[512], salt[512], info[512];
static uint8_t want[255 * 64 + 1], got[255 * 64 + 8];

int main(void)
{
    kat_reader rd;
    kat_record rec;
    unsigned long records = 0;

    kat_open(&rd, qzt_kat_hkdf, qzt_kat_hkdf_len);
    while (kat_next(&rd, &rec)) {
        size_t nlen;
        const char *name = kat_str(&rec, "alg", &nlen);
        qz_hash_id alg = name ? qzt_hash_by_name(name, nlen) : NULL;
        long il = kat_hex(&rec, "ikm", ikm, sizeof ikm);
        long sl = kat_hex(&rec, "salt", salt, sizeof salt);
        long fl = kat_hex(&rec, "info", info, sizeof info);
        uint8_t prk_want[64], prk[64 + 1];
        long pl, ol;

        records++;
        if (alg == NULL || il < 0 || sl < 0 || fl < 0) {
            QZT_CHECK(0, "hkdf.txt line %u: bad record", rec.line);
            continue;
        }
        if (kat_is(&rec, "error", "LENGTH")) {
            ol = kat_num(&rec, "okm_len", -1);
            memset(got, 0xa5, sizeof got);
            QZT_CHECK(ol > 0 && qz_hkdf(alg, got, (size_t)ol, salt, (size_t)sl,
                                        ikm, (size_t)il, info, (size_t)fl) == QZ_ERR_LENGTH,
                      "line %u: overlong output not refused", rec.line);
            QZT_CHECK(got[0] == 0xa5, "line %u: refused call wrote output", rec.line);
            continue;
        }
        pl = kat_hex(&rec, "prk", prk_want, sizeof prk_want);
        ol = kat_hex(&rec, "okm", want, sizeof want);
        if (pl != (long)qz_hash_digest_bytes(alg) || ol < 0) {
            QZT_CHECK(0, "hkdf.txt line %u: bad record", rec.line);
            continue;
        }
        memset(prk, 0xa5, sizeof prk);
        QZT_CHECK(qz_hkdf_extract(alg, prk, (size_t)pl, salt, (size_t)sl, ikm,
                                  (size_t)il) == QZ_OK, "line %u: extract", rec.line);
        QZT_EXPECT_BYTES("PRK", prk, prk_want, (size_t)pl);
        QZT_CHECK(prk[pl] == 0xa5, "line %u: extract wrote past PRK", rec.line);

        memset(got, 0xa5, sizeof got);
        QZT_CHECK(qz_hkdf_expand(alg, got, (size_t)ol, prk_want, (size_t)pl,
                                 info, (size_t)fl) == QZ_OK, "line %u: expand", rec.line);
        QZT_EXPECT_BYTES("OKM (expand)", got, want, (size_t)ol);
        QZT_CHECK(got[ol] == 0xa5, "line %u: expand wrote past OKM", rec.line);

        memset(got, 0xa5, sizeof got);
        QZT_CHECK(qz_hkdf(alg, got, (size_t)ol, salt, (size_t)sl, ikm,
                          (size_t)il, info, (size_t)fl) == QZ_OK, "line %u: qz_hkdf", rec.line);
        QZT_EXPECT_BYTES("OKM (one-shot)", got, want, (size_t)ol);
        QZT_CHECK(got[ol] == 0xa5, "line %u: qz_hkdf wrote past OKM", rec.line);
    }
    QZT_CHECK(records >= 150, "only %lu HKDF records", records);
    return qzt_finish("kat-hkdf");
}

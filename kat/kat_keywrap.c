/*
 * AES key wrap KAT runner: every record of kat/keywrap.txt.
 *   result = ok:   wrap gives ct (exact output capacity, guard bytes, in
 *                  place with out == in), unwrap gives pt (capacity
 *                  len - 8, in place); a wrong-direction key is refused;
 *   result = fail: unwrap returns QZ_ERR_AUTH, writes no length and
 *                  leaves the len - 8 output bytes zero (wiped).
 */
#include <string.h>

#include "qzcrypt/keywrap.h"
#include "kat_reader.h"
#include "qzt.h"

extern const unsigned char qzt_kat_keywrap[];
extern const size_t qzt_kat_keywrap_len;

#define MAX_BYTES 1200

typedef int wrap_fn(const qz_aes_key *, uint8_t *, size_t, size_t *, const uint8_t *, size_t);

int main(void)
{
    kat_reader rd;
    kat_record rec;
    unsigned long records = 0, fails = 0;

    kat_open(&rd, qzt_kat_keywrap, qzt_kat_keywrap_len);
    while (kat_next(&rd, &rec)) {
        static uint8_t kek[32], pt[MAX_BYTES], ct[MAX_BYTES], out[MAX_BYTES + 16];
        long klen = kat_hex(&rec, "kek", kek, sizeof kek);
        long plen = kat_hex(&rec, "pt", pt, sizeof pt);
        long clen = kat_hex(&rec, "ct", ct, sizeof ct);
        int kwp = kat_is(&rec, "alg", "KWP");
        wrap_fn *wrap = kwp ? qz_aes_kwp_wrap : qz_aes_kw_wrap;
        wrap_fn *unwrap = kwp ? qz_aes_kwp_unwrap : qz_aes_kw_unwrap;
        qz_aes_key ek, dk;
        size_t olen;
        int err;

        records++;
        if (klen < 0 || clen < 16 || (!kwp && !kat_is(&rec, "alg", "KW")) ||
            (kat_is(&rec, "result", "ok") ? plen < 0 : !kat_is(&rec, "result", "fail"))) {
            QZT_CHECK(0, "keywrap.txt line %u: bad record", rec.line);
            continue;
        }
        QZT_CHECK(qz_aes_set_encrypt_key(&ek, kek, (size_t)klen) == QZ_OK &&
                  qz_aes_set_decrypt_key(&dk, kek, (size_t)klen) == QZ_OK, "key setup");

        if (kat_is(&rec, "result", "fail")) {
            fails++;
            memset(out, 0xa5, sizeof out);
            olen = 12345;
            err = unwrap(&dk, out, (size_t)clen - 8, &olen, ct, (size_t)clen);
            QZT_CHECK(err == QZ_ERR_AUTH, "line %u: invalid input unwrapped (%d)", rec.line, err);
            QZT_CHECK(olen == 12345, "line %u: length written on failure", rec.line);
            for (long i = 0; i < clen - 8; i++)
                QZT_CHECK(out[i] == 0, "line %u: output not wiped", rec.line);
            QZT_CHECK(out[clen - 8] == 0xa5, "line %u: wrote past the output", rec.line);
            continue;
        }

        /* Wrap: exact capacity, guard byte, then too small by one. */
        memset(out, 0xa5, sizeof out);
        err = wrap(&ek, out, (size_t)clen, &olen, pt, (size_t)plen);
        QZT_CHECK(err == QZ_OK && olen == (size_t)clen, "line %u: wrap (%d)", rec.line, err);
        QZT_EXPECT_BYTES("wrapped", out, ct, (size_t)clen);
        QZT_CHECK(out[clen] == 0xa5, "line %u: wrap wrote past its output", rec.line);
        memset(out, 0xa5, sizeof out);
        QZT_CHECK(wrap(&ek, out, (size_t)clen - 1, &olen, pt, (size_t)plen) == QZ_ERR_LENGTH &&
                  out[0] == 0xa5, "line %u: short wrap output accepted", rec.line);
        QZT_CHECK(wrap(&dk, out, (size_t)clen, &olen, pt, (size_t)plen) == QZ_ERR_KEY,
                  "line %u: wrap with a decrypt key", rec.line);
        /* In place. */
        memcpy(out, pt, (size_t)plen);
        QZT_CHECK(wrap(&ek, out, (size_t)clen, &olen, out, (size_t)plen) == QZ_OK,
                  "line %u: wrap in place", rec.line);
        QZT_EXPECT_BYTES("wrapped in place", out, ct, (size_t)clen);

        /* Unwrap. */
        memset(out, 0xa5, sizeof out);
        err = unwrap(&dk, out, (size_t)clen - 8, &olen, ct, (size_t)clen);
        QZT_CHECK(err == QZ_OK && olen == (size_t)plen, "line %u: unwrap (%d)", rec.line, err);
        QZT_EXPECT_BYTES("unwrapped", out, pt, (size_t)plen);
        QZT_CHECK(out[clen - 8] == 0xa5, "line %u: unwrap wrote past its output", rec.line);
        QZT_CHECK(unwrap(&dk, out, (size_t)clen - 9, &olen, ct, (size_t)clen) == QZ_ERR_LENGTH,
                  "line %u: short unwrap output accepted", rec.line);
        QZT_CHECK(unwrap(&ek, out, (size_t)clen, &olen, ct, (size_t)clen) == QZ_ERR_KEY,
                  "line %u: unwrap with an encrypt key", rec.line);
        memcpy(out, ct, (size_t)clen);
        QZT_CHECK(unwrap(&dk, out, (size_t)clen, &olen, out, (size_t)clen) == QZ_OK &&
                  olen == (size_t)plen, "line %u: unwrap in place", rec.line);
        QZT_EXPECT_BYTES("unwrapped in place", out, pt, (size_t)plen);
    }
    QZT_CHECK(records >= 300 && fails >= 100, "only %lu records, %lu invalid", records, fails);
    return qzt_finish("kat-keywrap");
}

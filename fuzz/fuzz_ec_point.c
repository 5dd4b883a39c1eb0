/*
 * Fuzz target: public-key decoding (qz_ec_set_public_key_sec1 and _raw) on
 * an input-chosen curve, of attacker bytes or of a valid point (d G for an
 * input scalar d, in any of the three forms) with one bit flipped or none.
 *
 * Properties (always):
 *  - the result is QZ_OK, QZ_ERR_LENGTH exactly for a length that is no
 *    form's, or QZ_ERR_ENCODING; on error the key object is all zero;
 *  - an accepted point has coordinates below p, and its encodings in the
 *    three forms (qz_ec_get_public_key_sec1 / _raw) include the input
 *    byte for byte and decode back to the same key object (so compressed
 *    and uncompressed decoding agree on y);
 *  - a valid point, unchanged, is accepted as the key's own point.
 * With QZ_FUZZ_OPENSSL, differential against EC_POINT_oct2point and
 * EC_POINT_is_on_curve (raw X || Y read as 0x04 || X || Y): qzcrypt
 * accepts exactly what OpenSSL accepts, less the forms ec.h refuses (the
 * point at infinity and the hybrid 0x06 / 0x07), and decodes the same
 * point (both uncompressed and compressed re-encodings equal OpenSSL's).
 *
 * Input: byte 0 curve (mod 3); byte 1 source (mod 4: 0 SEC 1 bytes, 1 raw
 * bytes, 2 and 3 a valid point); for 0 and 1 the rest is the encoding;
 * for 2 and 3, byte 2 the form (mod 3: uncompressed, compressed, raw),
 * bytes 3-4 the bit to flip plus one (0: none), then d. Inputs longer
 * than QZF_MAX_INPUT (fuzz/ec_fuzz.h) are skipped; cross builds replay
 * a P-256 sample only (QZF_SAMPLED, QZF_DECODE_SAMPLED).
 */
#include <string.h>

#include "qzcrypt/ec.h"
#include "fuzz/ec_fuzz.h"

#define MAXL QZ_EC_BYTES(521)

int QZ_FUZZ_TARGET(ec_point)(const uint8_t *data, size_t size)
{
    static const qz_ec_public_key zero;
    const qzf_curve *c;
    qz_ec_public_key pub, back;
    uint8_t buf[1 + 2 * MAXL], unc[1 + 2 * MAXL], comp[1 + MAXL], raw[2 * MAXL];
    const uint8_t *in;
    size_t L, len;
    int sec1, rc, must_accept = 0;

    if (size > QZF_MAX_INPUT || size < 2 || !QZF_DECODE_SAMPLED(data[0]))
        return 0;
    c = qzf_curve_of(data[0]);
    L = c->L;
    sec1 = data[1] % 4 != 1;
    if (data[1] % 4 < 2) {
        in = data + 2;
        len = size - 2;
    } else {
        qz_ec_private_key key;
        uint8_t d[MAXL];
        unsigned form, flip;
        size_t got;
        const uint8_t *p;

        if (size < 5 || !QZF_SAMPLED(data[0]))
            return 0;
        form = data[2] % 3;
        flip = (unsigned)data[3] << 8 | data[4];
        data += 5;
        size -= 5;
        p = qzf_take(&data, &size, L, &got);
        memset(d, 0, L);
        memcpy(d + L - got, p, got);
        qzf_private_key(&key, c, d);
        QZ_FUZZ_ASSERT(qz_ec_get_public_key(&pub, &key) == QZ_OK);
        qz_ec_wipe_private_key(&key);
        len = form == 0 ? 1 + 2 * L : form == 1 ? 1 + L : 2 * L;
        sec1 = form != 2;
        QZ_FUZZ_ASSERT((sec1 ? qz_ec_get_public_key_sec1(&pub, buf, len)
                             : qz_ec_get_public_key_raw(&pub, buf, len)) == QZ_OK);
        if (flip % (8 * len + 1) != 0)
            buf[(flip - 1) / 8 % len] ^= (uint8_t)(1u << ((flip - 1) & 7));
        else
            must_accept = 1;
        in = buf;
    }

    memset(&pub, 0x3c, sizeof pub);
    rc = sec1 ? qz_ec_set_public_key_sec1(&pub, c->id, QZF_WS, in, len)
              : qz_ec_set_public_key_raw(&pub, c->id, QZF_WS, in, len);
    if (sec1 ? len != 1 + L && len != 1 + 2 * L : len != 2 * L) {
        QZ_FUZZ_ASSERT(rc == QZ_ERR_LENGTH);
    } else {
        QZ_FUZZ_ASSERT(rc == QZ_OK || rc == QZ_ERR_ENCODING);
        if (sec1 && (len == 1 + L ? (in[0] | 1) != 0x03 : in[0] != 0x04))
            QZ_FUZZ_ASSERT(rc == QZ_ERR_ENCODING); /* a prefix of no form */
    }
    if (must_accept)
        QZ_FUZZ_ASSERT(rc == QZ_OK);
    if (rc != QZ_OK) {
        QZ_FUZZ_ASSERT(memcmp(&pub, &zero, sizeof pub) == 0);
    } else {
        QZ_FUZZ_ASSERT(qz_ec_get_public_key_sec1(&pub, unc, 1 + 2 * L) == QZ_OK);
        QZ_FUZZ_ASSERT(qz_ec_get_public_key_sec1(&pub, comp, 1 + L) == QZ_OK);
        QZ_FUZZ_ASSERT(qz_ec_get_public_key_raw(&pub, raw, 2 * L) == QZ_OK);
        QZ_FUZZ_ASSERT(qz_ec_get_public_key_sec1(&pub, buf, L) == QZ_ERR_LENGTH);
        QZ_FUZZ_ASSERT(qz_ec_get_public_key_raw(&pub, buf, 2 * L + 1) == QZ_ERR_LENGTH);
        QZ_FUZZ_ASSERT(qzf_cmp(raw, c->p, L) < 0 && qzf_cmp(raw + L, c->p, L) < 0);
        QZ_FUZZ_ASSERT(unc[0] == 0x04 && memcmp(unc + 1, raw, 2 * L) == 0);
        QZ_FUZZ_ASSERT(comp[0] == (0x02 | (raw[2 * L - 1] & 1)) &&
                       memcmp(comp + 1, raw, L) == 0);
        if (!sec1)
            QZ_FUZZ_ASSERT(memcmp(in, raw, len) == 0);
        else
            QZ_FUZZ_ASSERT(memcmp(in, len == 1 + L ? comp : unc, len) == 0);
        /* Every form decodes back to the same key object. */
        QZ_FUZZ_ASSERT(qz_ec_set_public_key_sec1(&back, c->id, QZF_WS, comp, 1 + L) == QZ_OK);
        QZ_FUZZ_ASSERT(memcmp(&back, &pub, sizeof pub) == 0);
        QZ_FUZZ_ASSERT(qz_ec_set_public_key_sec1(&back, c->id, QZF_WS, unc, 1 + 2 * L) ==
                       QZ_OK);
        QZ_FUZZ_ASSERT(memcmp(&back, &pub, sizeof pub) == 0);
        QZ_FUZZ_ASSERT(qz_ec_set_public_key_raw(&back, c->id, QZF_WS, raw, 2 * L) == QZ_OK);
        QZ_FUZZ_ASSERT(memcmp(&back, &pub, sizeof pub) == 0);
    }

#ifdef QZ_FUZZ_OPENSSL
    {
        uint8_t oin[1 + 2 * MAXL + 1], ounc[1 + 2 * MAXL], ocomp[1 + MAXL];
        const uint8_t *op = in;
        size_t ol = len;
        int ok;

        if (!sec1 && len == 2 * L) { /* raw: as 0x04 || X || Y */
            oin[0] = 0x04;
            memcpy(oin + 1, in, len);
            op = oin;
            ol = len + 1;
        }
        ok = (sec1 || len == 2 * L) && ol > 0 && qzf_ossl_point(c, op, ol, ounc, ocomp);
        /* ec.h refuses the hybrid forms, which OpenSSL takes. */
        if (ok && (op[0] | 1) == 0x07)
            ok = 0;
        if (ok != (rc == QZ_OK))
            printf("ec_point: qzcrypt %d, OpenSSL %s\n", rc, ok ? "accepts" : "rejects");
        QZ_FUZZ_ASSERT(ok == (rc == QZ_OK));
        if (ok) {
            QZ_FUZZ_ASSERT(memcmp(ounc, unc, 1 + 2 * L) == 0);
            QZ_FUZZ_ASSERT(memcmp(ocomp, comp, 1 + L) == 0);
        }
    }
#endif
    return 0;
}

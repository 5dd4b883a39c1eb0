/*
 * Fuzz target: ML-KEM encapsulation keys from untrusted input
 * (qz_mlkem_check_encaps_key, qz_mlkem_encaps_derand, qz_mlkem_encaps),
 * decapsulated with a fixed key pair.
 *
 * The encapsulation key is the input's (raw, zero-padded or cut to the
 * set's length) or the fixed pair's ek with the input's patches.
 * Properties:
 *  - check_encaps_key is QZ_OK exactly when every 12-bit value of ek's
 *    first 384 k bytes is below q, as decoded here (fuzz/mlkem_fuzz.h),
 *    else QZ_ERR_ENCODING; a key of another length is QZ_ERR_LENGTH;
 *  - encaps_derand and encaps (its m from a qz_rng) refuse exactly those
 *    keys with the same error and write nothing, and otherwise give the
 *    same secret and ciphertext, the same again on a second call;
 *  - decapsulating that ciphertext with the fixed dk succeeds: the secret
 *    when ek is the fixed pair's, else the implicit-rejection key
 *    J(z || c) (another ek changes H(ek) and so the coins: the re-
 *    encryption cannot match), J computed here.
 * The system OpenSSL (3.0) has no ML-KEM: no differential; with
 * QZ_FUZZ_OPENSSL, J is OpenSSL's SHAKE256.
 *
 * Input: byte 0 sample selector (QZF_MLKEM_SAMPLED: the encapsulations
 * and decapsulation; the checks run for every input); byte 1 mode: bits
 * 0-1 the set (0 ML-KEM-512, 1 and 3 ML-KEM-768, 2 ML-KEM-1024), bit 3
 * the rest after m is the raw ek instead of patches of the fixed one;
 * then m (32 bytes), then the ek or patches of three bytes (a 16-bit
 * big-endian position mod the length, the byte written there). Missing
 * bytes are zero.
 */
#include <string.h>

#include "fuzz/mlkem_fuzz.h"

static const uint8_t *m_src; /* the rng hands out these 32 bytes */

static int m_fill(void *state, uint8_t *out, size_t len)
{
    (void)state;
    QZ_FUZZ_ASSERT(len == 32);
    memcpy(out, m_src, 32);
    return 0;
}

int QZ_FUZZ_TARGET(mlkem_encaps_key)(const uint8_t *data, size_t size)
{
    static uint8_t ek[3][QZ_MLKEM_EK_BYTES(1024)], dk[3][QZ_MLKEM_DK_BYTES(1024)];
    static int have[3];
    static uint8_t ek2[QZ_MLKEM_EK_BYTES(1024) + 1], ct[QZ_MLKEM_CT_BYTES(1024)],
        ct2[QZ_MLKEM_CT_BYTES(1024)];
    static const qz_rng rng = {m_fill, NULL};
    uint8_t m[32], ss[32], ss2[32], want[32];
    const qzf_mlkem_set *s;
    size_t i;
    uint8_t sel;
    unsigned mode;
    int expect, rc;

    if (size < 2 || size > QZF_MLKEM_MAX_INPUT)
        return 0;
    sel = data[0];
    mode = data[1];
    s = qzf_mlkem_set_of((uint8_t)mode);
    i = (size_t)(s - qzf_mlkem_sets);
    if (!have[i]) {
        /* the fixed pair: d || z = 0, 1, ..., 63 */
        uint8_t seed[64];

        for (unsigned j = 0; j < 64; j++)
            seed[j] = (uint8_t)j;
        QZ_FUZZ_ASSERT(qz_mlkem_generate_key_derand(s->id, QZF_MLKEM_WS, ek[i], s->ek, dk[i],
                                                    s->dk, seed, 64) == QZ_OK);
        have[i] = 1;
    }
    data += 2;
    size -= 2;
    qzf_mlkem_take(m, 32, &data, &size);
    memcpy(ek2, ek[i], s->ek);
    if (mode & 8)
        qzf_mlkem_take(ek2, s->ek, &data, &size);
    else
        qzf_mlkem_patch(ek2, s->ek, data, size);
    expect = qzf_mlkem_modulus_ok(ek2, s->k) ? QZ_OK : QZ_ERR_ENCODING;
    QZ_FUZZ_ASSERT(qz_mlkem_check_encaps_key(s->id, ek2, s->ek) == expect);
    QZ_FUZZ_ASSERT(qz_mlkem_check_encaps_key(s->id, ek2, s->ek - 1) == QZ_ERR_LENGTH &&
                   qz_mlkem_check_encaps_key(s->id, ek2, s->ek + 1) == QZ_ERR_LENGTH);
    if (!QZF_MLKEM_SAMPLED(sel))
        return 0;

    memset(ss, 0xa5, 32);
    memset(ct, 0xa5, sizeof ct);
    rc = qz_mlkem_encaps_derand(s->id, QZF_MLKEM_WS, ss, 32, ct, s->ct, ek2, s->ek, m, 32);
    QZ_FUZZ_ASSERT(rc == expect);
    if (rc != QZ_OK) {
        QZ_FUZZ_ASSERT(qzf_all(ss, 32, 0xa5) && qzf_all(ct, sizeof ct, 0xa5));
        m_src = m;
        QZ_FUZZ_ASSERT(qz_mlkem_encaps(s->id, &rng, QZF_MLKEM_WS, ss, 32, ct, s->ct, ek2,
                                       s->ek) == expect);
        QZ_FUZZ_ASSERT(qzf_all(ss, 32, 0xa5) && qzf_all(ct, sizeof ct, 0xa5));
        return 0;
    }
    m_src = m;
    QZ_FUZZ_ASSERT(qz_mlkem_encaps(s->id, &rng, QZF_MLKEM_WS, ss2, 32, ct2, s->ct, ek2, s->ek) ==
                   QZ_OK);
    QZ_FUZZ_ASSERT(memcmp(ss, ss2, 32) == 0 && memcmp(ct, ct2, s->ct) == 0);
    QZ_FUZZ_ASSERT(qz_mlkem_decaps(s->id, QZF_MLKEM_WS, ss2, 32, dk[i], s->dk, ct, s->ct) ==
                   QZ_OK);
    if (memcmp(ek2, ek[i], s->ek) == 0) {
        QZ_FUZZ_ASSERT(memcmp(ss, ss2, 32) == 0);
    } else {
        qzf_mlkem_j(want, dk[i] + s->dk - 32, ct, s->ct);
        QZ_FUZZ_ASSERT(memcmp(ss2, want, 32) == 0);
    }
    return 0;
}

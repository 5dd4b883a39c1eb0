/*
 * Fuzz target: ML-KEM decapsulation (qz_mlkem_decaps, and
 * qz_mlkem_decaps_checked_key, which skips the hash check) of untrusted
 * ciphertexts and decapsulation keys, with qz_mlkem_check_decaps_key and
 * qz_mlkem_get_encaps_key on the same keys.
 *
 * A key pair from 64 input bytes d || z (qz_mlkem_generate_key_derand)
 * and a ciphertext to it from 32 input bytes m (encaps_derand); then
 * either the ciphertext or the expanded dk is damaged by the input.
 * Properties:
 *  - the seed form's encapsulation key is the expanded one's ek;
 *  - the undamaged ciphertext decapsulates to the encapsulated secret,
 *    with the expanded and with the seed-form key;
 *  - a damaged ciphertext c' (of the right length: every one is accepted)
 *    gives QZ_OK and the same secret twice, and when c' is not c it is
 *    the implicit-rejection key J(z || c'), computed here;
 *  - a damaged dk is refused (QZ_ERR_ENCODING, nothing written) by decaps,
 *    check_decaps_key and get_encaps_key exactly when H of its ek part
 *    differs from its H(ek) part or that ek fails the modulus check (both
 *    computed here); an accepted one decapsulates the same twice, to the
 *    secret or to J(z' || c) with its own z', and get_encaps_key copies
 *    its ek part;
 *  - decaps_checked_key gives decaps's answer on every accepted key and
 *    ciphertext, either dk form, and on a key that fails its check (the
 *    caller's assertion false) still QZ_OK, the same secret twice, nothing
 *    written past ss.
 * The oracles are independent of the library's ML-KEM code: SHA3-256 and
 * SHAKE256 through the public SHA-3 calls, or OpenSSL's EVP digests with
 * QZ_FUZZ_OPENSSL, and the modulus check written out in
 * fuzz/mlkem_fuzz.h. The system OpenSSL (3.0) has no ML-KEM: there is no
 * differential against another implementation.
 *
 * Input: byte 0 sample selector (QZF_MLKEM_SAMPLED); byte 1 mode: bits
 * 0-1 the set (0 ML-KEM-512, 1 and 3 ML-KEM-768, 2 ML-KEM-1024), bit 2
 * damage dk instead of the ciphertext, bit 3 the rest is the damaged
 * buffer itself (zero-padded or cut to its length) instead of patches,
 * bit 4 (with bit 2) the damaged dk's H(ek) part then set to the hash of
 * its ek part, so that the modulus check alone decides;
 * then d || z (64 bytes), m (32 bytes), then the damage: patches of three
 * bytes each (a 16-bit big-endian position mod the length, the byte
 * written there) or the raw buffer. Missing bytes are zero.
 */
#include <string.h>

#include "fuzz/mlkem_fuzz.h"

int QZ_FUZZ_TARGET(mlkem_decaps)(const uint8_t *data, size_t size)
{
    static uint8_t ek[QZ_MLKEM_EK_BYTES(1024)], dk[QZ_MLKEM_DK_BYTES(1024)];
    static uint8_t dk2[QZ_MLKEM_DK_BYTES(1024)], ct[QZ_MLKEM_CT_BYTES(1024)];
    static uint8_t ct2[QZ_MLKEM_CT_BYTES(1024)], ek2[QZ_MLKEM_EK_BYTES(1024)];
    uint8_t seed[64], m[32], ss[32], ss1[32], ss2[32], want[32], h[32];
    const qzf_mlkem_set *s;
    unsigned mode;
    int rc, expect;

    if (size < 2 || size > QZF_MLKEM_MAX_INPUT || !QZF_MLKEM_SAMPLED(data[0]))
        return 0;
    mode = data[1];
    s = qzf_mlkem_set_of((uint8_t)mode);
    data += 2;
    size -= 2;
    qzf_mlkem_take(seed, 64, &data, &size);
    qzf_mlkem_take(m, 32, &data, &size);

    QZ_FUZZ_ASSERT(qz_mlkem_generate_key_derand(s->id, QZF_MLKEM_WS, ek, s->ek, dk, s->dk, seed,
                                                64) == QZ_OK);
    QZ_FUZZ_ASSERT(qz_mlkem_get_encaps_key(s->id, QZF_MLKEM_WS, ek2, s->ek, seed, 64) == QZ_OK &&
                   memcmp(ek, ek2, s->ek) == 0);
    QZ_FUZZ_ASSERT(qz_mlkem_encaps_derand(s->id, QZF_MLKEM_WS, ss, 32, ct, s->ct, ek, s->ek, m,
                                          32) == QZ_OK);
    /* the key's parts: dk_PKE || ek || H(ek) || z */
    QZ_FUZZ_ASSERT(memcmp(dk + 384 * s->k, ek, s->ek) == 0);
    qzf_mlkem_h(h, ek, s->ek);
    QZ_FUZZ_ASSERT(memcmp(dk + 384 * s->k + s->ek, h, 32) == 0);
    QZ_FUZZ_ASSERT(memcmp(dk + s->dk - 32, seed + 32, 32) == 0);

    if (!(mode & 4)) {
        /* an untrusted ciphertext */
        memcpy(ct2, ct, s->ct);
        if (mode & 8)
            qzf_mlkem_take(ct2, s->ct, &data, &size);
        else
            qzf_mlkem_patch(ct2, s->ct, data, size);
        QZ_FUZZ_ASSERT(qz_mlkem_decaps(s->id, QZF_MLKEM_WS, ss1, 32, dk, s->dk, ct2, s->ct) ==
                       QZ_OK);
        QZ_FUZZ_ASSERT(qz_mlkem_decaps(s->id, QZF_MLKEM_WS, ss2, 32, seed, 64, ct2, s->ct) ==
                       QZ_OK);
        QZ_FUZZ_ASSERT(memcmp(ss1, ss2, 32) == 0);
        if (memcmp(ct2, ct, s->ct) == 0) {
            QZ_FUZZ_ASSERT(memcmp(ss1, ss, 32) == 0);
        } else {
            qzf_mlkem_j(want, seed + 32, ct2, s->ct);
            QZ_FUZZ_ASSERT(memcmp(ss1, want, 32) == 0);
        }
        QZ_FUZZ_ASSERT(qz_mlkem_decaps(s->id, QZF_MLKEM_WS, ss2, 32, dk, s->dk, ct2, s->ct) ==
                       QZ_OK && memcmp(ss1, ss2, 32) == 0);
        memset(ss2, 0xa5, 32);
        QZ_FUZZ_ASSERT(qz_mlkem_decaps_checked_key(s->id, QZF_MLKEM_WS, ss2, 32, dk, s->dk, ct2,
                                                   s->ct) == QZ_OK &&
                       memcmp(ss1, ss2, 32) == 0);
        memset(ss2, 0xa5, 32);
        QZ_FUZZ_ASSERT(qz_mlkem_decaps_checked_key(s->id, QZF_MLKEM_WS, ss2, 32, seed, 64, ct2,
                                                   s->ct) == QZ_OK &&
                       memcmp(ss1, ss2, 32) == 0);
        return 0;
    }

    /* an untrusted decapsulation key */
    memcpy(dk2, dk, s->dk);
    if (mode & 8)
        qzf_mlkem_take(dk2, s->dk, &data, &size);
    else
        qzf_mlkem_patch(dk2, s->dk, data, size);
    qzf_mlkem_h(h, dk2 + 384 * s->k, s->ek);
    if (mode & 16) /* H(ek) made right: the modulus check alone decides */
        memcpy(dk2 + 384 * s->k + s->ek, h, 32);
    expect = memcmp(h, dk2 + 384 * s->k + s->ek, 32) == 0 &&
                     qzf_mlkem_modulus_ok(dk2 + 384 * s->k, s->k)
                 ? QZ_OK
                 : QZ_ERR_ENCODING;
    QZ_FUZZ_ASSERT(qz_mlkem_check_decaps_key(s->id, dk2, s->dk) == expect);
    memset(ek2, 0xa5, sizeof ek2);
    rc = qz_mlkem_get_encaps_key(s->id, QZF_MLKEM_WS, ek2, s->ek, dk2, s->dk);
    QZ_FUZZ_ASSERT(rc == expect);
    QZ_FUZZ_ASSERT(rc == QZ_OK ? memcmp(ek2, dk2 + 384 * s->k, s->ek) == 0
                               : qzf_all(ek2, sizeof ek2, 0xa5));
    /* without the hash check: accepted whatever the key, the same twice */
    {
        uint8_t ssc[32 + 8], ssc2[32];

        memset(ssc, 0xa5, sizeof ssc);
        QZ_FUZZ_ASSERT(qz_mlkem_decaps_checked_key(s->id, QZF_MLKEM_WS, ssc, 32, dk2, s->dk, ct,
                                                   s->ct) == QZ_OK &&
                       qzf_all(ssc + 32, 8, 0xa5));
        QZ_FUZZ_ASSERT(qz_mlkem_decaps_checked_key(s->id, QZF_MLKEM_WS, ssc2, 32, dk2, s->dk, ct,
                                                   s->ct) == QZ_OK &&
                       memcmp(ssc, ssc2, 32) == 0);
        memcpy(ss2, ssc, 32);
    }
    memset(ss1, 0xa5, 32);
    rc = qz_mlkem_decaps(s->id, QZF_MLKEM_WS, ss1, 32, dk2, s->dk, ct, s->ct);
    QZ_FUZZ_ASSERT(rc == expect);
    if (rc != QZ_OK) {
        QZ_FUZZ_ASSERT(qzf_all(ss1, 32, 0xa5));
        return 0;
    }
    QZ_FUZZ_ASSERT(memcmp(ss1, ss2, 32) == 0); /* a checked key: the same answer */
    QZ_FUZZ_ASSERT(qz_mlkem_decaps(s->id, QZF_MLKEM_WS, ss2, 32, dk2, s->dk, ct, s->ct) ==
                   QZ_OK && memcmp(ss1, ss2, 32) == 0);
    qzf_mlkem_j(want, dk2 + s->dk - 32, ct, s->ct);
    QZ_FUZZ_ASSERT(memcmp(ss1, ss, 32) == 0 || memcmp(ss1, want, 32) == 0);
    /* with the ek part, H(ek) and dk_PKE undamaged, c still decrypts */
    if (memcmp(dk2, dk, s->dk - 32) == 0)
        QZ_FUZZ_ASSERT(memcmp(ss1, ss, 32) == 0);
    return 0;
}

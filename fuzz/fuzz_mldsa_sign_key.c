/*
 * Fuzz target: ML-DSA private keys from untrusted input, through signing
 * (qz_mldsa_sign, qz_mldsa_sign_hedged, qz_mldsa_sign_mu), the decoder of
 * sk being the first thing each runs.
 *
 * The private key is the set's fixed one (fuzz/mldsa_fuzz.h) with the
 * input's patches, or raw input. Properties:
 *  - signing answers QZ_OK or QZ_ERR_ENCODING, never anything else nor a
 *    crash; QZ_ERR_ENCODING exactly when the decoder written here
 *    (qzf_mldsa_sk_ok) finds an s1 or s2 coefficient outside [-eta, eta],
 *    and then nothing is written to sig;
 *  - the three signing calls agree: the same verdict, and the same
 *    signature from sign and sign_mu (over sk's own tr) and from
 *    sign_hedged when its rnd is zero;
 *  - the signature of a key that differs from the fixed one at most in K
 *    (bytes 32 to 63, the signing seed) verifies with the fixed pk, as
 *    does the fixed key's own; any signature made verifies or not, never
 *    another answer.
 *
 * Input: byte 0 sample selector (QZF_MLDSA_SAMPLED: the key and the
 * signing calls; without it only a length check); byte 1 mode: bits 0-1 the
 * set (0 ML-DSA-44, 1 ML-DSA-65, 2 ML-DSA-87, 3 ML-DSA-44), bit 3 the rest
 * is the raw private key instead of patches of the fixed one; then the
 * patches (three bytes: a 16-bit big-endian position mod the length, the
 * byte written) or the raw key. Missing bytes are zero.
 */
#include <string.h>

#include "fuzz/mldsa_fuzz.h"
#include "qzcrypt/sha3.h"

static int zero_fill(void *state, uint8_t *out, size_t len)
{
    (void)state;
    memset(out, 0, len);
    return 0;
}

int QZ_FUZZ_TARGET(mldsa_sign_key)(const uint8_t *data, size_t size)
{
    static uint8_t sk2[4896], sig[4627], sig2[4627], sig3[4627];
    static const uint8_t msg[] = "fuzz_mldsa_sign_key";
    static const qz_rng zero = {zero_fill, NULL};
    const uint8_t *pk, *sk, *rest;
    const qzf_mldsa_set *s;
    size_t rest_len;
    uint8_t mu[64], head[66];
    int ok, rc, rc2, rc3, k_only;

    if (size < 2)
        return 0;
    s = qzf_mldsa_set_of(data[1]);
    /* lengths, for every input (refused before the key is read) */
    QZ_FUZZ_ASSERT(qz_mldsa_sign(s->id, QZF_MLDSA_WS, sig, s->sig, sk2, s->sk - 1, NULL, 0, msg,
                                 sizeof msg) == QZ_ERR_LENGTH);
    if (!QZF_MLDSA_SAMPLED(data[0]))
        return 0;
    qzf_mldsa_keys(s, &pk, &sk);
    memcpy(sk2, sk, s->sk);
    rest = data + 2;
    rest_len = size - 2;
    if (data[1] & 8)
        qzf_mldsa_take(sk2, s->sk, &rest, &rest_len);
    else
        qzf_mldsa_patch(sk2, s->sk, rest, rest_len);
    ok = qzf_mldsa_sk_ok(s, sk2);

    memset(sig, 0xa5, s->sig);
    rc = qz_mldsa_sign(s->id, QZF_MLDSA_WS, sig, s->sig, sk2, s->sk, NULL, 0, msg, sizeof msg);
    QZ_FUZZ_ASSERT(rc == (ok ? QZ_OK : QZ_ERR_ENCODING));
    if (!ok) {
        for (size_t i = 0; i < s->sig; i++)
            QZ_FUZZ_ASSERT(sig[i] == 0xa5);
    }
    /* mu = H(tr || 0 || 0 || msg) with sk's own tr (bytes 64 to 127) */
    memcpy(head, sk2 + 64, 64);
    head[64] = 0;
    head[65] = 0;
    {
        qz_shake_ctx c;

        QZ_FUZZ_ASSERT(qz_shake256_init(&c) == QZ_OK && qz_shake_absorb(&c, head, 66) == QZ_OK &&
                       qz_shake_absorb(&c, msg, sizeof msg) == QZ_OK &&
                       qz_shake_squeeze(&c, mu, 64) == QZ_OK);
        qz_shake_wipe(&c);
    }
    rc2 = qz_mldsa_sign_mu(s->id, QZF_MLDSA_WS, sig2, s->sig, sk2, s->sk, mu, 64);
    rc3 = qz_mldsa_sign_hedged(s->id, &zero, QZF_MLDSA_WS, sig3, s->sig, sk2, s->sk, NULL, 0,
                               msg, sizeof msg);
    QZ_FUZZ_ASSERT(rc2 == rc && rc3 == rc);
    if (rc != QZ_OK)
        return 0;
    QZ_FUZZ_ASSERT(memcmp(sig, sig2, s->sig) == 0 && memcmp(sig, sig3, s->sig) == 0);
    k_only = memcmp(sk2, sk, 32) == 0 && memcmp(sk2 + 64, sk + 64, s->sk - 64) == 0;
    rc = qz_mldsa_verify(s->id, QZF_MLDSA_WS, pk, s->pk, NULL, 0, msg, sizeof msg, sig, s->sig);
    QZ_FUZZ_ASSERT(rc == QZ_OK || rc == QZ_ERR_AUTH);
    QZ_FUZZ_ASSERT(!k_only || rc == QZ_OK);
    return 0;
}

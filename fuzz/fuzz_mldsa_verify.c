/*
 * Fuzz target: ML-DSA verification (qz_mldsa_verify, _prehash,
 * _prehash_digest, _mu, and qz_mldsa_compute_mu) of attacker's public
 * keys, signatures, messages and contexts.
 *
 * A signature is made here with the set's fixed key (fuzz/mldsa_fuzz.h)
 * over the input's message and context, in the variant the input selects;
 * then the public key or the signature is damaged by the input's patches,
 * or replaced by raw input. Properties:
 *  - every verification answers QZ_OK or QZ_ERR_AUTH only;
 *  - the undamaged signature verifies, and fails with the message one bit
 *    off (when there is a message) and with another context byte;
 *  - a damaged public key or signature (one that differs from the
 *    original in some byte) does not verify (ML-DSA is strongly
 *    unforgeable: any other pk or sig bytes fail but with negligible
 *    chance);
 *  - the entry points agree: verify(msg) is verify_mu(compute_mu(pk, ctx,
 *    msg)), and verify_prehash(msg) is verify_prehash_digest(SHA-512(msg));
 *  - a signature one byte longer or shorter is QZ_ERR_AUTH, a public key
 *    of another length QZ_ERR_LENGTH;
 *  - signing is deterministic (the same signature twice).
 * No differential: the system OpenSSL (3.0) has no ML-DSA.
 *
 * Input: byte 0 sample selector (QZF_MLDSA_SAMPLED: the signing and
 * verifications; without it only the length checks run); byte 1 mode:
 * bits 0-1 the set (0 ML-DSA-44, 1 ML-DSA-65, 2 ML-DSA-87, 3 ML-DSA-44),
 * bits 2-3 the variant (0 pure, 1 HashML-DSA with SHA-512 over the
 * message, 2 over its digest, 3 external mu), bit 4 the patches go to the
 * public key instead of the signature, bit 5 the rest after the message
 * is the raw signature (or public key) instead of patches; byte 2 the
 * context's length, byte 3 the message's; then the context, the message,
 * then the patches (three bytes: a 16-bit big-endian position mod the
 * length, the byte written) or the raw bytes. Missing bytes are zero.
 */
#include <string.h>

#include "fuzz/mldsa_fuzz.h"
#include "qzcrypt/sha2.h"

/* Sign (variant v) or verify sig with pk over ctx and msg. */
static int sign_v(const qzf_mldsa_set *s, unsigned v, uint8_t *sig, const uint8_t *sk,
                  const uint8_t *pk, const uint8_t *ctx, size_t cl, const uint8_t *msg,
                  size_t ml)
{
    uint8_t d[64];

    switch (v) {
    case 0: return qz_mldsa_sign(s->id, QZF_MLDSA_WS, sig, s->sig, sk, s->sk, ctx, cl, msg, ml);
    case 1:
        return qz_mldsa_sign_prehash(s->id, QZ_HASH_SHA512, QZF_MLDSA_WS, sig, s->sig, sk, s->sk,
                                     ctx, cl, msg, ml);
    case 2:
        QZ_FUZZ_ASSERT(qz_sha512(d, msg, ml) == QZ_OK);
        return qz_mldsa_sign_prehash_digest(s->id, QZ_HASH_SHA512, QZF_MLDSA_WS, sig, s->sig, sk,
                                            s->sk, ctx, cl, d, 64);
    default:
        QZ_FUZZ_ASSERT(qz_mldsa_compute_mu(s->id, d, 64, pk, s->pk, ctx, cl, msg, ml) == QZ_OK);
        return qz_mldsa_sign_mu(s->id, QZF_MLDSA_WS, sig, s->sig, sk, s->sk, d, 64);
    }
}

/* The verdict of variant v, every entry point that computes it agreeing. */
static int verify_v(const qzf_mldsa_set *s, unsigned v, const uint8_t *pk, const uint8_t *ctx,
                    size_t cl, const uint8_t *msg, size_t ml, const uint8_t *sig, size_t sl)
{
    uint8_t d[64];
    int a, b;

    if (v == 0 || v == 3) {
        a = qz_mldsa_verify(s->id, QZF_MLDSA_WS, pk, s->pk, ctx, cl, msg, ml, sig, sl);
        QZ_FUZZ_ASSERT(qz_mldsa_compute_mu(s->id, d, 64, pk, s->pk, ctx, cl, msg, ml) == QZ_OK);
        b = qz_mldsa_verify_mu(s->id, QZF_MLDSA_WS, pk, s->pk, d, 64, sig, sl);
    } else {
        a = qz_mldsa_verify_prehash(s->id, QZ_HASH_SHA512, QZF_MLDSA_WS, pk, s->pk, ctx, cl, msg,
                                    ml, sig, sl);
        QZ_FUZZ_ASSERT(qz_sha512(d, msg, ml) == QZ_OK);
        b = qz_mldsa_verify_prehash_digest(s->id, QZ_HASH_SHA512, QZF_MLDSA_WS, pk, s->pk, ctx,
                                           cl, d, 64, sig, sl);
    }
    QZ_FUZZ_ASSERT(a == QZ_OK || a == QZ_ERR_AUTH);
    QZ_FUZZ_ASSERT(a == b);
    return a;
}

int QZ_FUZZ_TARGET(mldsa_verify)(const uint8_t *data, size_t size)
{
    static uint8_t sig[4627 + 1], sig2[4627], pk2[2592 + 1], ctx[255], msg[255];
    const uint8_t *pk, *sk;
    const qzf_mldsa_set *s;
    unsigned mode, v;
    size_t cl, ml;
    uint8_t *target;
    size_t tlen;
    int same;

    if (size < 4)
        return 0;
    s = qzf_mldsa_set_of(data[1]);
    mode = data[1];
    v = (mode >> 2) & 3u;
    cl = data[2];
    ml = data[3];
    /* lengths, for every input: a public key of another length (refused
     * before it is read) */
    QZ_FUZZ_ASSERT(qz_mldsa_verify(s->id, QZF_MLDSA_WS, pk2, s->pk + 1, NULL, 0, NULL, 0, sig,
                                   s->sig) == QZ_ERR_LENGTH);
    if (!QZF_MLDSA_SAMPLED(data[0]))
        return 0;
    qzf_mldsa_keys(s, &pk, &sk);
    memcpy(pk2, pk, s->pk);
    data += 4;
    size -= 4;
    qzf_mldsa_take(ctx, cl, &data, &size);
    qzf_mldsa_take(msg, ml, &data, &size);

    QZ_FUZZ_ASSERT(sign_v(s, v, sig, sk, pk, ctx, cl, msg, ml) == QZ_OK);
    QZ_FUZZ_ASSERT(sign_v(s, v, sig2, sk, pk, ctx, cl, msg, ml) == QZ_OK);
    QZ_FUZZ_ASSERT(memcmp(sig, sig2, s->sig) == 0);
    QZ_FUZZ_ASSERT(verify_v(s, v, pk, ctx, cl, msg, ml, sig, s->sig) == QZ_OK);
    /* one byte more or less: QZ_ERR_AUTH */
    sig[s->sig] = 0;
    QZ_FUZZ_ASSERT(verify_v(s, v, pk, ctx, cl, msg, ml, sig, s->sig + 1) == QZ_ERR_AUTH);
    QZ_FUZZ_ASSERT(verify_v(s, v, pk, ctx, cl, msg, ml, sig, s->sig - 1) == QZ_ERR_AUTH);
    /* another message or context */
    if (ml > 0) {
        msg[ml / 2] ^= 1;
        QZ_FUZZ_ASSERT(verify_v(s, v, pk, ctx, cl, msg, ml, sig, s->sig) == QZ_ERR_AUTH);
        msg[ml / 2] ^= 1;
    }
    ctx[0] ^= 0x40; /* with no context: a one-byte one */
    QZ_FUZZ_ASSERT(verify_v(s, v, pk, ctx, cl > 0 ? cl : 1, msg, ml, sig, s->sig) ==
                   QZ_ERR_AUTH);
    ctx[0] ^= 0x40;

    /* the damage: to pk or sig, patched or raw */
    target = (mode & 16) ? pk2 : sig2;
    tlen = (mode & 16) ? s->pk : s->sig;
    memcpy(sig2, sig, s->sig);
    if (mode & 32)
        qzf_mldsa_take(target, tlen, &data, &size);
    else
        qzf_mldsa_patch(target, tlen, data, size);
    same = (mode & 16) ? memcmp(pk2, pk, s->pk) == 0 : memcmp(sig2, sig, s->sig) == 0;
    QZ_FUZZ_ASSERT(verify_v(s, v, pk2, ctx, cl, msg, ml, sig2, s->sig) ==
                   (same ? QZ_OK : QZ_ERR_AUTH));
    return 0;
}

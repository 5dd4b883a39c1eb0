/*
 * ML-DSA verification's z-range check (FIPS 204 Algorithm 8, ||z|| <
 * gamma1 - beta) on its own. The KATs cannot tell whether the check is
 * there: each of their out-of-range z also fails the challenge
 * comparison. Here the signatures are forged so that everything but the
 * z check passes:
 *  - the public key is rho || t1 with t1 = 0 (a valid encoding), so w' =
 *    A z - c t1 2^d = A z does not depend on the challenge;
 *  - z is small except one coefficient, h = 0 (UseHint is HighBits);
 *  - w1 = HighBits(NTT^-1(A NTT(z))), with A from ExpandA and the NTT
 *    kernels (as the verifier computes it), and c tilde = H(mu ||
 *    w1Encode(w1)) with mu = H(H(pk, 64) || 0 || 0 || M, 64) (a pure
 *    message, empty context) computed here with the public SHAKE256.
 * With the large coefficient at +-(gamma1 - beta - 1) the signature must
 * verify (QZ_OK: this proves the construction); at +-(gamma1 - beta) it
 * must be refused (QZ_ERR_AUTH). Either memory profile (the public
 * qz_mldsa_verify gives the verdict: verify.c or verify_lowram.c). Native
 * builds check each set and both signs; on the cores (qemu, and the M0+
 * simulator in CI) ML-DSA-44's positive pair only: two verifications, and
 * the check is the same C on every core.
 */
#include <stdio.h>
#include <string.h>

#include "mldsa/mldsa_internal.h"
#include "qzcrypt/sha3.h"
#include "qzt.h"

#if defined(__arm__) || defined(__thumb__)
#define N_SETS 1u
#define BOTH_SIGNS 0
#else
#define N_SETS 3u
#define BOTH_SIGNS 1
#endif

#define MAX_K 8u
#define MAX_L 7u
/* The largest verification workspace of both profiles (the speed one). */
#define WS_MAX ((2u * MAX_L + 3u) * QZ_MLDSA_POLY_BYTES + QZ_MLDSA_SCRATCH_BYTES)

static qzi_mldsa_scratch scr;
static int32_t arow[MAX_L][256], zhat[MAX_L][256], z[MAX_L][256], w[256];
static uint8_t pk[32 + 320 * MAX_K], sig[64 + MAX_L * 640 + 75 + MAX_K];
static uint8_t w1[32 * 6];
static union {
    uint64_t align;
    uint8_t b[WS_MAX];
} ws;

static const uint8_t msg[] = "z at the edge of its range";

/* The forged signature of msg under pk (t1 = 0) whose z is small except
 * z[jbig][ibig] = big; its length is the set's. */
static void forge(const qz_mldsa_set *p, qzt_rng *rng, unsigned jbig, unsigned ibig,
                  int32_t big)
{
    unsigned k = p->k, l = p->l, bits = qzi_mldsa_w1_bits(p);
    int32_t g1 = (int32_t)1 << p->gamma1_bits;
    size_t zb = qzi_mldsa_z_bytes(p);
    uint8_t tr[64], mu[64], zero[2] = {0, 0};
    qz_shake_ctx h;

    memset(pk, 0, sizeof pk);
    for (unsigned i = 0; i < 32; i++)
        pk[i] = (uint8_t)(i * 29u + p->id);
    qz_shake256(tr, sizeof tr, pk, p->pk_bytes);
    qz_shake256_init(&h);
    qz_shake_absorb(&h, tr, sizeof tr);
    qz_shake_absorb(&h, zero, 2); /* pure ML-DSA, context of length 0 */
    qz_shake_absorb(&h, msg, sizeof msg - 1);
    qz_shake_squeeze(&h, mu, sizeof mu);
    qz_shake_wipe(&h);

    for (unsigned j = 0; j < l; j++) {
        for (unsigned i = 0; i < 256; i++)
            z[j][i] = (int32_t)(qzt_rand32(rng) % 2001u) - 1000;
    }
    z[jbig][ibig] = big;
    for (unsigned j = 0; j < l; j++) {
        memcpy(zhat[j], z[j], sizeof z[j]);
        qzi_mldsa_ntt(zhat[j]);
    }

    /* c tilde = H(mu || w1Encode(HighBits(A z)), lambda / 4) */
    qz_shake256_init(&h);
    qz_shake_absorb(&h, mu, sizeof mu);
    for (unsigned i = 0; i < k; i++) {
        qzi_mldsa_expand_a_row(&scr, arow[0], pk, i, l);
        qzi_mldsa_pointwise_acc(w, arow[0], zhat[0], l);
        qzi_mldsa_invntt(w);
        qzi_mldsa_caddq(w);
        qzi_mldsa_highbits(w, w, p->gamma2);
        qzi_mldsa_pack_bits(w1, w, bits);
        qz_shake_absorb(&h, w1, 32u * bits);
    }
    qz_shake_squeeze(&h, sig, p->ctilde_bytes);
    qz_shake_wipe(&h);

    /* sig = c tilde || z (gamma1 - z in gamma1_bits + 1 bits) || h = 0 */
    for (unsigned j = 0; j < l; j++)
        qzi_mldsa_pack_centred(sig + p->ctilde_bytes + j * zb, z[j], g1, p->gamma1_bits + 1u);
    memset(sig + p->ctilde_bytes + l * zb, 0, (size_t)p->omega + k);
}

static int verify(const qz_mldsa_set *p)
{
    return qz_mldsa_verify(p, ws.b, p->ws_verify, pk, p->pk_bytes, NULL, 0, msg,
                           sizeof msg - 1, sig, p->sig_bytes);
}

int main(void)
{
    static const qz_mldsa_set *const sets[3] = {&qz_mldsa44, &qz_mldsa65, &qz_mldsa87};
    qzt_rng rng;

    qzt_rng_seed(&rng, 0x7a626e64);
    for (unsigned s = 0; s < N_SETS; s++) {
        const qz_mldsa_set *p = sets[s];
        int32_t edge = ((int32_t)1 << p->gamma1_bits) - p->beta;
        int rc;

        QZT_CHECK(p->ws_verify <= sizeof ws.b && p->pk_bytes <= sizeof pk &&
                      p->sig_bytes <= sizeof sig &&
                      p->sig_bytes == p->ctilde_bytes + p->l * qzi_mldsa_z_bytes(p) +
                                          p->omega + p->k,
                  "ML-DSA-%u: buffer sizes", p->id);
        /* the control: |z| = gamma1 - beta - 1 verifies; then gamma1 - beta
         * at the same place, all else valid, is refused by the z check */
        forge(p, &rng, p->l - 1u, 200, edge - 1);
        rc = verify(p);
        QZT_CHECK(rc == QZ_OK, "ML-DSA-%u: control z = gamma1 - beta - 1 gives %d", p->id, rc);
        forge(p, &rng, p->l - 1u, 200, edge);
        rc = verify(p);
        QZT_CHECK(rc == QZ_ERR_AUTH, "ML-DSA-%u: z = gamma1 - beta gives %d", p->id, rc);
#if BOTH_SIGNS
        forge(p, &rng, 0, 3, -(edge - 1));
        rc = verify(p);
        QZT_CHECK(rc == QZ_OK, "ML-DSA-%u: control z = -(gamma1 - beta - 1) gives %d", p->id,
                  rc);
        forge(p, &rng, 0, 3, -edge);
        rc = verify(p);
        QZT_CHECK(rc == QZ_ERR_AUTH, "ML-DSA-%u: z = -(gamma1 - beta) gives %d", p->id, rc);
#endif
    }
    return qzt_finish("mldsa-forge");
}

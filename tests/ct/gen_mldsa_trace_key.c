/*
 * Finds the K of tests/ct/mldsa_trace.h: with that header's rho, tr and
 * message, rnd = 0 and t0 = 0, the first attempt of ML-DSA-44 signing over
 * the message (pure, empty context) and over its SHA-256 pre-hash (empty
 * context) is accepted for every s1 and s2 with coefficients in
 * [-eta, eta]:
 *  - every y coefficient satisfies |y| + beta < gamma1 - beta (z = y + c s1
 *    with |c s1| <= beta passes the z check);
 *  - every w coefficient satisfies |LowBits(w - d)| < gamma2 - beta for
 *    every d in [-beta, beta] (r = w - c s2 passes the r0 check);
 *  - ct0 = 0: no hint, and the ct0 check passes.
 * The values are computed with the library's own internal steps (those of
 * lib/mldsa/sign.c), on the native build:
 *
 *   cc -Iinclude -Ilib -I. -IBUILD/include \
 *      tests/ct/gen_mldsa_trace_key.c BUILD/.libs/libqzcrypt.a && ./a.out
 *
 * (BUILD: a native build directory, for its qzcrypt/config.h.) It prints
 * the bytes of MLDSA_TRACE_K.
 */
#include <stdio.h>
#include <string.h>

#include "mldsa/mldsa_internal.h"
#include "qzcrypt/qzcrypt.h"
#include "tests/ct/mldsa_trace.h"

static uint32_t ws[QZ_MLDSA_SIGN_WORKSPACE_BYTES(44) / 4];

/* Whether the first attempt over mu passes for every s1, s2 (above). */
static int first_attempt_sure(const uint8_t k[32], const uint8_t mu[64])
{
    const qz_mldsa_set *p = QZ_MLDSA44;
    qzi_mldsa_scratch *s = qzi_mldsa_scr(ws);
    int32_t *a = qzi_mldsa_poly(ws, 0), *y = qzi_mldsa_poly(ws, 16);
    int32_t *yh = qzi_mldsa_poly(ws, 20), *w = qzi_mldsa_poly(ws, 24);
    int32_t g1 = 1 << 17, lim = p->gamma2 - p->beta;

    for (unsigned i = 0; i < 4; i++)
        qzi_mldsa_expand_a_row(s, a + 1024 * i, MLDSA_TRACE_RHO, i, 4);
    memset(s->rnd, 0, 32);
    qzi_sponge_init(&s->xof, QZI_KECCAK_XOF256, QZ_SHAKE256_RATE, QZI_KECCAK_PAD_SHAKE);
    qzi_sponge_absorb(&s->xof, k, 32);
    qzi_sponge_absorb(&s->xof, s->rnd, 32);
    qzi_sponge_absorb(&s->xof, mu, 64);
    qzi_sponge_squeeze(&s->xof, s->rhoprime, 64);
    for (unsigned j = 0; j < 4; j++) {
        qzi_mldsa_expand_mask(s, y + 256 * j, s->rhoprime, j, 17);
        memcpy(yh + 256 * j, y + 256 * j, 1024);
        qzi_mldsa_ntt(yh + 256 * j);
    }
    for (unsigned n = 0; n < 1024; n++) {
        int32_t m = y[n] < 0 ? -y[n] : y[n];

        if (m + p->beta >= g1 - p->beta)
            return 0;
    }
    for (unsigned i = 0; i < 4; i++) {
        int32_t *wi = w + 256 * i;

        qzi_mldsa_pointwise_acc(wi, a + 1024 * i, yh, 4);
        qzi_mldsa_invntt(wi);
        qzi_mldsa_caddq(wi);
        for (unsigned n = 0; n < 256; n++) {
            for (int32_t d = -p->beta; d <= p->beta; d++) {
                int32_t r = wi[n] - d, r0;

                r += r < 0 ? QZI_MLDSA_Q : 0;
                r -= r >= QZI_MLDSA_Q ? QZI_MLDSA_Q : 0;
                (void)qzi_mldsa_decompose(&r0, r, p->gamma2);
                if (r0 >= lim || r0 <= -lim)
                    return 0;
            }
        }
    }
    return 1;
}

int main(void)
{
    uint8_t k[32] = {0}, mu_pure[64], mu_ph[64], oid[11], ph[32];
    qz_keccak_ctx x;

    qzi_mldsa_mu(&x, mu_pure, MLDSA_TRACE_TR, 0, NULL, 0, MLDSA_TRACE_MSG,
                 sizeof MLDSA_TRACE_MSG, NULL, 0);
    if (qzi_mldsa_prehash(QZ_MLDSA44, QZ_HASH_SHA256, oid, ph, MLDSA_TRACE_MSG,
                          sizeof MLDSA_TRACE_MSG, 0) != QZ_OK)
        return 1;
    qzi_mldsa_mu(&x, mu_ph, MLDSA_TRACE_TR, 1, NULL, 0, oid, sizeof oid, ph, sizeof ph);
    for (uint32_t t = 0; t < 1u << 20; t++) {
        memcpy(k, "K-for-the-ct-trace-gate:", 24);
        k[28] = (uint8_t)t;
        k[29] = (uint8_t)(t >> 8);
        k[30] = (uint8_t)(t >> 16);
        if (first_attempt_sure(k, mu_pure) && first_attempt_sure(k, mu_ph)) {
            for (unsigned i = 0; i < 32; i++)
                printf("0x%02x,%s", k[i], i % 8 == 7 ? "\n" : " ");
            fprintf(stderr, "found after %u tries\n", (unsigned)t + 1);
            return 0;
        }
    }
    return 1;
}

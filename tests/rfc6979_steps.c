/*
 * RFC 6979 nonces past the first (lib/ec/rfc6979.c, qzi_rfc6979_nonce with
 * attempt 0, 1, 2) against Python's hmac (tests/gen_rfc6979_steps.py):
 * step h's update of K and V after a candidate, which a signature reaches
 * only when r or s is zero, and T built from two HMAC outputs when the
 * hash is shorter than the order (P-521 with SHA-256 and SHA-512). The
 * hedged extra input of section 3.6 is in two of the cases. A deliberate
 * fault (one bit of the extra input flipped) must be caught.
 */
#include <stdio.h>
#include <string.h>

#include "ec/ecdsa_internal.h"
#include "qzt.h"

#include "rfc6979_steps.h"

static qzi_rfc6979_state st;

static const qzi_curve *curve_of(unsigned bits)
{
    return bits == 256 ? &qz_ec_p256 : bits == 384 ? &qz_ec_p384 : &qz_ec_p521;
}

static qz_hash_id hash_of(const char *name)
{
    if (strcmp(name, "sha256") == 0)
        return QZ_HASH_SHA256;
    if (strcmp(name, "sha384") == 0)
        return QZ_HASH_SHA384;
    return QZ_HASH_SHA512;
}

/* Wrong nonces among the case's three; fault: flip a bit of the extra
 * input (or of e when there is none). */
static unsigned run_case(const struct rfc6979_case *tc, int fault)
{
    const qzi_curve *c = curve_of(tc->bits);
    size_t n = c->limbs;
    uint32_t d[QZI_EC_LIMBS_MAX], e[QZI_EC_LIMBS_MAX], k[QZI_EC_LIMBS_MAX];
    uint32_t want[QZI_EC_LIMBS_MAX];
    uint8_t extra[sizeof tc->extra];
    unsigned bad = 0;
    qzi_rfc6979 src;

    qzi_bn_from_bytes(d, n, tc->d, c->bytes);
    qzi_bn_from_bytes(e, n, tc->e, c->bytes);
    memcpy(extra, tc->extra, sizeof extra);
    if (fault && tc->extra_len)
        extra[tc->extra_len - 1] ^= 1;
    else if (fault)
        e[0] ^= 1;
    src.d = d;
    src.e = e;
    src.hash = hash_of(tc->hash);
    src.extra = tc->extra_len ? extra : NULL;
    src.extra_len = tc->extra_len;
    src.st = &st;
    for (unsigned attempt = 0; attempt < 3; attempt++) {
        memset(k, 0xa5, sizeof k);
        if (qzi_rfc6979_nonce(&src, c, k, attempt) != QZ_OK) {
            bad++;
            continue;
        }
        qzi_bn_from_bytes(want, n, tc->k[attempt], c->bytes);
        bad += memcmp(k, want, n * 4) != 0;
    }
    /* The state is wiped on return. */
    bad += !qzt_all_zero(&st, sizeof st);
    return bad;
}

int main(void)
{
    size_t count = sizeof RFC6979_CASES / sizeof RFC6979_CASES[0];
    unsigned caught = 0;

    for (size_t i = 0; i < count; i++) {
        const struct rfc6979_case *tc = &RFC6979_CASES[i];
        unsigned bad = run_case(tc, 0);

        QZT_CHECK(bad == 0, "P-%u with %s: %u of the first three nonces wrong", tc->bits,
                  tc->hash, bad);
        caught += run_case(tc, 1) > 0;
    }
    printf("P-256/384/521 nonces 1-3 as Python's hmac gives them (%u cases)\n",
           (unsigned)count);
    QZT_CHECK(caught == count, "deliberate fault missed in %u of %u cases",
              (unsigned)(count - caught), (unsigned)count);
    if (caught == count)
        printf("deliberate fault caught in every case\n");
    return qzt_finish("rfc6979-steps");
}

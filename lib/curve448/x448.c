/*
 * X448 (RFC 7748 section 5) over the field of lib/curve448/c448.h: the
 * Montgomery ladder in constant time, as lib/curve25519/x25519.c.
 *
 * Workspace (words): x1, x2, z2, x3, z3, and two temporaries, 14 each
 * (392 bytes); the final inversion works from word 42 on (x3 onwards:
 * QZI_FE448_INV_WS = 89 words), 524 bytes in all, within
 * QZ_X448_WORKSPACE_BYTES.
 */
#include "curve448/c448.h"
#include "internal/isa.h"
#include "internal/key_check.h"
#include "internal/workspace.h"
#include "qzcrypt/config.h"
#include "qzcrypt/x448.h"

#define N 14
_Static_assert(4u * (3u * N + QZI_FE448_INV_WS) <= QZ_X448_WORKSPACE_BYTES,
               "X448 workspace too small");

/* The stack the kernels and the inversion use below the public call,
 * wiped once before it returns (their frames hold field values: the
 * ladder's, under it the deepest kernel's, on ARMv6-M the product's
 * Karatsuba operands and three products). Measured with a painted stack
 * (set_private_key, qz_x448 and generate_key with the wipe cut to 4
 * bytes: the deepest written byte; with it at 1024: where the wipe's
 * area starts, below qzi_wipe_stack's saved registers; gcc 12.2 -O2,
 * 2026-12-03): the area must reach 316 bytes below it with the armv7em
 * kernels on the M4 (324 on the M33), 664 with armv6m on the M0+, 488
 * with the generic kernels on the M0+, 316 on the M4 and 324 on the M33.
 * Each size n makes an area of (n & ~3) + 4 bytes, a multiple of 8 (no
 * padding word left unwiped), 28 to 36 to spare. Re-measure when the
 * kernels' frames change. */
#if QZ_KERNEL_BIGNUM == QZ_ISA_ARMV7EM
#define QZI_X448_STACK_WIPE 348u
#elif QZ_KERNEL_BIGNUM == QZ_ISA_ARMV6M
#define QZI_X448_STACK_WIPE 692u
#else
#define QZI_X448_STACK_WIPE QZI_KERNEL_FRAME(516u, 348u)
#endif

static int key_ok(const qz_x448_private_key *key)
{
    return key->magic == QZ_X448_PRIVATE_MAGIC &&
                   key->check == qzi_check_bytes(QZ_X448_PRIVATE_MAGIC, key->pub, 56)
               ? QZ_OK
               : QZ_ERR_KEY;
}

/* out = X448(k, u) (56 bytes each), w the workspace. */
static void x448_core(uint8_t out[56], const uint8_t k[56], const uint8_t u[56], uint32_t *w)
{
    uint32_t *x1 = w, *x2 = w + N, *z2 = w + 2 * N, *x3 = w + 3 * N, *z3 = w + 4 * N;
    uint32_t *a = w + 5 * N, *b = w + 6 * N, swap = 0;
    uint8_t kc[56];

    for (int i = 0; i < 56; i++)
        kc[i] = k[i];
    kc[0] &= 252;
    kc[55] |= 128;
    qzi_fe448_from_bytes(x1, u);
    for (int i = 0; i < N; i++) {
        x2[i] = z2[i] = z3[i] = 0;
        x3[i] = x1[i];
    }
    x2[0] = z3[0] = 1;
    for (int t = 447; t >= 0; t--) {
        uint32_t bit = (uint32_t)(kc[t >> 3] >> (t & 7)) & 1u;

        swap ^= bit;
        qzi_fe448_cnd_swap2(x2, x3, 0u - swap); /* x2, z2 <-> x3, z3 */
        swap = bit;
        qzi_fe448_add(a, x2, z2);  /* A */
        qzi_fe448_sub(b, x2, z2);  /* B */
        qzi_fe448_add(x2, x3, z3); /* C */
        qzi_fe448_sub(z2, x3, z3); /* D */
        qzi_fe448_mul(z2, z2, a);  /* DA */
        qzi_fe448_mul(x2, x2, b);  /* CB */
        qzi_fe448_add(x3, z2, x2);
        qzi_fe448_sub(z3, z2, x2);
        qzi_fe448_sqr(x3, x3);     /* (DA + CB)^2 */
        qzi_fe448_sqr(z3, z3);
        qzi_fe448_mul(z3, z3, x1); /* x1 (DA - CB)^2 */
        qzi_fe448_sqr(a, a);       /* AA */
        qzi_fe448_sqr(b, b);       /* BB */
        qzi_fe448_mul(x2, a, b);   /* AA BB */
        qzi_fe448_sub(a, a, b);    /* E */
        qzi_fe448_mul_a24(z2, a);
        qzi_fe448_add(z2, z2, b);  /* BB + 39082 E = AA + 39081 E */
        qzi_fe448_mul(z2, z2, a);
    }
    qzi_fe448_cnd_swap2(x2, x3, 0u - swap); /* x2, z2 <-> x3, z3 */
    qzi_fe448_invert(z2, z2, w + 3 * N);
    qzi_fe448_mul(x2, x2, z2);
    qzi_fe448_to_bytes(out, x2);
    qzi_wipe(kc, sizeof kc);
    qzi_wipe(w, 3 * N * sizeof(uint32_t));
}

int qz_x448_set_private_key(qz_x448_private_key *key, void *ws, size_t ws_len,
                              const uint8_t *priv, size_t priv_len)
{
    static const uint8_t five[56] = {5};
    int rc;

    if (key == NULL || ws == NULL || priv == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_X448_WORKSPACE_BYTES)) != QZ_OK)
        return rc;
    if (priv_len != QZ_X448_BYTES)
        return QZ_ERR_LENGTH;
    for (int i = 0; i < 56; i++)
        key->k[i] = priv[i];
    x448_core(key->pub, key->k, five, ws);
    qzi_wipe_stack(QZI_X448_STACK_WIPE);
    qzi_wipe(ws, QZ_X448_WORKSPACE_BYTES);
    key->magic = QZ_X448_PRIVATE_MAGIC;
    key->check = qzi_check_bytes(QZ_X448_PRIVATE_MAGIC, key->pub, 56);
    return QZ_OK;
}

int qz_x448_generate_key(qz_x448_private_key *key, const qz_rng *rng, void *ws,
                           size_t ws_len)
{
    uint8_t k[56];
    int rc;

    if (key == NULL || rng == NULL || ws == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_X448_WORKSPACE_BYTES)) != QZ_OK)
        return rc;
    rc = qz_rng_fill(rng, k, sizeof k);
    if (rc == QZ_OK)
        rc = qz_x448_set_private_key(key, ws, ws_len, k, sizeof k);
    else
        qz_x448_wipe_private_key(key);
    qzi_wipe(k, sizeof k);
    return rc;
}

int qz_x448_get_private_key(const qz_x448_private_key *key, uint8_t *out, size_t out_len)
{
    int rc;

    if (key == NULL || out == NULL)
        return QZ_ERR_NULL;
    if ((rc = key_ok(key)) != QZ_OK)
        return rc;
    if (out_len != QZ_X448_BYTES)
        return QZ_ERR_LENGTH;
    for (int i = 0; i < 56; i++)
        out[i] = key->k[i];
    return QZ_OK;
}

int qz_x448_get_public_key(const qz_x448_private_key *key, uint8_t *pub, size_t pub_len)
{
    int rc;

    if (key == NULL || pub == NULL)
        return QZ_ERR_NULL;
    if ((rc = key_ok(key)) != QZ_OK)
        return rc;
    if (pub_len != QZ_X448_BYTES)
        return QZ_ERR_LENGTH;
    for (int i = 0; i < 56; i++)
        pub[i] = key->pub[i];
    return QZ_OK;
}

void qz_x448_wipe_private_key(qz_x448_private_key *key)
{
    if (key != NULL)
        qzi_wipe(key, sizeof *key);
}

int qz_x448(const qz_x448_private_key *key, void *ws, size_t ws_len, uint8_t *secret,
              size_t secret_len, const uint8_t *peer, size_t peer_len)
{
    uint8_t any = 0;
    int rc;

    if (key == NULL || ws == NULL || secret == NULL || peer == NULL)
        return QZ_ERR_NULL;
    if ((rc = key_ok(key)) != QZ_OK ||
        (rc = qzi_ws_ok(ws, ws_len, QZ_X448_WORKSPACE_BYTES)) != QZ_OK)
        return rc;
    if (secret_len != QZ_X448_BYTES || peer_len != QZ_X448_BYTES)
        return QZ_ERR_LENGTH;
    x448_core(secret, key->k, peer, ws);
    qzi_wipe_stack(QZI_X448_STACK_WIPE);
    qzi_wipe(ws, QZ_X448_WORKSPACE_BYTES);
    for (int i = 0; i < 56; i++)
        any |= secret[i];
    /* Zero only for a peer value of low order: a public fact. */
    qzi_ct_declassify(&any, sizeof any);
    return any != 0 ? QZ_OK : QZ_ERR_LOW_ORDER;
}

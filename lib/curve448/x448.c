/*
 * X448 (RFC 7748 section 5) over the field of lib/curve448/c448.h: the
 * Montgomery ladder in constant time, as lib/curve25519/x25519.c; the
 * public calls are lib/xdh/xdh.c's with this curve's descriptor.
 *
 * Workspace (words): x1, x2, z2, x3, z3, and two temporaries, 14 each
 * (392 bytes); the final inversion works from word 42 on (x3 onwards:
 * QZI_FE448_INV_WS = 89 words), 524 bytes in all, within
 * QZ_X448_WORKSPACE_BYTES.
 */
#include <stddef.h>

#include "curve448/c448.h"
#include "internal/isa.h"
#include "qzcrypt/config.h"
#include "qzcrypt/x448.h"
#include "xdh/xdh.h"

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

/* out = X448(k, u) (56 bytes each), w the workspace. */
static void x448_core(uint8_t *out, const uint8_t *k, const uint8_t *u, uint32_t *w)
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

static const uint8_t five[56] = {5};
static const qzi_xdh x448 = {56, QZ_X448_WORKSPACE_BYTES, QZ_X448_PRIVATE_MAGIC,
                             QZI_X448_STACK_WIPE, five, x448_core};

_Static_assert(sizeof(qz_x448_private_key) == 8 + 2 * 56 &&
                   offsetof(qz_x448_private_key, k) == 8 &&
                   offsetof(qz_x448_private_key, pub) == 8 + 56,
               "qz_x448_private_key: the layout of lib/xdh/xdh.h");

int qz_x448_set_private_key(qz_x448_private_key *key, void *ws, size_t ws_len,
                            const uint8_t *priv, size_t priv_len)
{
    return qzi_xdh_set_private_key(&x448, key, ws, ws_len, priv, priv_len);
}

int qz_x448_generate_key(qz_x448_private_key *key, const qz_rng *rng, void *ws, size_t ws_len)
{
    return qzi_xdh_generate_key(&x448, key, rng, ws, ws_len);
}

int qz_x448_get_private_key(const qz_x448_private_key *key, uint8_t *out, size_t out_len)
{
    return qzi_xdh_get(&x448, key, 0, out, out_len);
}

int qz_x448_get_public_key(const qz_x448_private_key *key, uint8_t *pub, size_t pub_len)
{
    return qzi_xdh_get(&x448, key, 1, pub, pub_len);
}

void qz_x448_wipe_private_key(qz_x448_private_key *key)
{
    if (key != NULL)
        qzi_wipe(key, sizeof *key);
}

int qz_x448(const qz_x448_private_key *key, void *ws, size_t ws_len, uint8_t *secret,
            size_t secret_len, const uint8_t *peer, size_t peer_len)
{
    return qzi_xdh_shared(&x448, key, ws, ws_len, secret, secret_len, peer, peer_len);
}

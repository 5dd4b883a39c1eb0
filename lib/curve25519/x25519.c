/*
 * X25519 (RFC 7748 section 5) over the field kernels
 * (lib/internal/fe25519_kernel.h): the Montgomery ladder in constant time.
 *
 * The public calls are lib/xdh/xdh.c's with this curve's descriptor.
 *
 * Workspace (words): x1, x2, z2, x3, z3, and two temporaries, 8 each
 * (224 bytes); the final inversion works from word 24 on (x3 onwards:
 * QZI_FE25519_INV_WS = 53 words), 308 bytes in all, within
 * QZ_X25519_WORKSPACE_BYTES.
 */
#include <stddef.h>

#include "curve25519/c25519.h"
#include "qzcrypt/x25519.h"
#include "xdh/xdh.h"

_Static_assert(4u * (24u + QZI_FE25519_INV_WS) <= QZ_X25519_WORKSPACE_BYTES,
               "X25519 workspace too small");

/* The stack the kernels and the inversion use below the public call,
 * wiped once before it returns (their frames hold field values). Measured
 * with a painted stack (set_private_key and qz_x25519 with the wipe cut
 * to 4 bytes: the deepest written byte; with it at 1000: where the wipe's
 * area starts; gcc 12.2 -O2, 2026-12-03): the area must reach 288 bytes
 * below qzi_wipe_stack's saved registers with the armv7em kernels on the
 * M4 (296 on the M33), 288 with armv6m on the M0+, 288 with the generic
 * kernels on the M4 and 328 on the M0+. 356 makes an area of 360 bytes
 * (qzi_wipe_stack's (n & ~3) + 4, a multiple of 8 so that no padding
 * word is left unwiped): 32 to spare on the deepest. Re-measure when the
 * kernels' frames change. */
#define QZI_X25519_STACK_WIPE 356u

/* out = X25519(k, u) (32 bytes each), w the workspace. */
static void x25519_core(uint8_t *out, const uint8_t *k, const uint8_t *u, uint32_t *w)
{
    uint32_t *x1 = w, *x2 = w + 8, *z2 = w + 16, *x3 = w + 24, *z3 = w + 32;
    uint32_t swap = 0;
    uint8_t kc[32];

    for (int i = 0; i < 32; i++)
        kc[i] = k[i];
    kc[0] &= 248;
    kc[31] = (uint8_t)((kc[31] & 127) | 64);
    qzi_fe25519_from_bytes(x1, u);
    x1[7] &= 0x7fffffffu; /* the top bit is ignored (section 5) */
    for (int i = 0; i < 8; i++) {
        x2[i] = z2[i] = z3[i] = 0;
        x3[i] = x1[i];
    }
    x2[0] = z3[0] = 1;
    for (int t = 254; t >= 0; t--) {
        uint32_t bit = (uint32_t)(kc[t >> 3] >> (t & 7)) & 1u;

        swap ^= bit;
        qzi_x25519_ladder_step(w, swap);
        swap = bit;
    }
    qzi_bn_cnd_swap(x2, x3, 0u - swap, 8);
    qzi_bn_cnd_swap(z2, z3, 0u - swap, 8);
    qzi_fe25519_invert(z2, z2, w + 24);
    qzi_fe25519_mul(x2, x2, z2);
    qzi_fe25519_to_bytes(out, x2);
    qzi_wipe(kc, sizeof kc);
    qzi_wipe(w, 24 * sizeof(uint32_t));
}

static const uint8_t nine[32] = {9};
static const qzi_xdh x25519 = {32, QZ_X25519_WORKSPACE_BYTES, QZ_X25519_PRIVATE_MAGIC,
                               QZI_X25519_STACK_WIPE, nine, x25519_core};

_Static_assert(sizeof(qz_x25519_private_key) == 8 + 2 * 32 &&
                   offsetof(qz_x25519_private_key, k) == 8 &&
                   offsetof(qz_x25519_private_key, pub) == 8 + 32,
               "qz_x25519_private_key: the layout of lib/xdh/xdh.h");

int qz_x25519_set_private_key(qz_x25519_private_key *key, void *ws, size_t ws_len,
                              const uint8_t *priv, size_t priv_len)
{
    return qzi_xdh_set_private_key(&x25519, key, ws, ws_len, priv, priv_len);
}

int qz_x25519_generate_key(qz_x25519_private_key *key, const qz_rng *rng, void *ws,
                           size_t ws_len)
{
    return qzi_xdh_generate_key(&x25519, key, rng, ws, ws_len);
}

int qz_x25519_get_private_key(const qz_x25519_private_key *key, uint8_t *out, size_t out_len)
{
    return qzi_xdh_get(&x25519, key, 0, out, out_len);
}

int qz_x25519_get_public_key(const qz_x25519_private_key *key, uint8_t *pub, size_t pub_len)
{
    return qzi_xdh_get(&x25519, key, 1, pub, pub_len);
}

void qz_x25519_wipe_private_key(qz_x25519_private_key *key)
{
    if (key != NULL)
        qzi_wipe(key, sizeof *key);
}

int qz_x25519(const qz_x25519_private_key *key, void *ws, size_t ws_len, uint8_t *secret,
              size_t secret_len, const uint8_t *peer, size_t peer_len)
{
    return qzi_xdh_shared(&x25519, key, ws, ws_len, secret, secret_len, peer, peer_len);
}

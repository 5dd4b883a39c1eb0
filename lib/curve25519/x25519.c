/*
 * X25519 (RFC 7748 section 5) over the field kernels
 * (lib/internal/fe25519_kernel.h): the Montgomery ladder in constant time.
 *
 * Workspace (words): x1, x2, z2, x3, z3, and two temporaries, 8 each
 * (224 bytes); the final inversion works from word 24 on (x3 onwards:
 * QZI_FE25519_INV_WS = 53 words), 308 bytes in all, within
 * QZ_X25519_WORKSPACE_BYTES.
 */
#include "curve25519/c25519.h"
#include "internal/key_check.h"
#include "internal/workspace.h"
#include "qzcrypt/x25519.h"

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

static int key_ok(const qz_x25519_private_key *key)
{
    return key->magic == QZ_X25519_PRIVATE_MAGIC &&
                   key->check == qzi_check_bytes(QZ_X25519_PRIVATE_MAGIC, key->pub, 32)
               ? QZ_OK
               : QZ_ERR_KEY;
}

/* out = X25519(k, u) (32 bytes each), w the workspace. */
static void x25519_core(uint8_t out[32], const uint8_t k[32], const uint8_t u[32], uint32_t *w)
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

int qz_x25519_set_private_key(qz_x25519_private_key *key, void *ws, size_t ws_len,
                              const uint8_t *priv, size_t priv_len)
{
    static const uint8_t nine[32] = {9};
    int rc;

    if (key == NULL || ws == NULL || priv == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_X25519_WORKSPACE_BYTES)) != QZ_OK)
        return rc;
    if (priv_len != QZ_X25519_BYTES)
        return QZ_ERR_LENGTH;
    for (int i = 0; i < 32; i++)
        key->k[i] = priv[i];
    x25519_core(key->pub, key->k, nine, ws);
    qzi_wipe_stack(QZI_X25519_STACK_WIPE);
    qzi_wipe(ws, QZ_X25519_WORKSPACE_BYTES);
    key->magic = QZ_X25519_PRIVATE_MAGIC;
    key->check = qzi_check_bytes(QZ_X25519_PRIVATE_MAGIC, key->pub, 32);
    return QZ_OK;
}

int qz_x25519_generate_key(qz_x25519_private_key *key, const qz_rng *rng, void *ws,
                           size_t ws_len)
{
    uint8_t k[32];
    int rc;

    if (key == NULL || rng == NULL || ws == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_ws_ok(ws, ws_len, QZ_X25519_WORKSPACE_BYTES)) != QZ_OK)
        return rc;
    rc = qz_rng_fill(rng, k, sizeof k);
    if (rc == QZ_OK)
        rc = qz_x25519_set_private_key(key, ws, ws_len, k, sizeof k);
    else
        qz_x25519_wipe_private_key(key);
    qzi_wipe(k, sizeof k);
    return rc;
}

int qz_x25519_get_private_key(const qz_x25519_private_key *key, uint8_t *out, size_t out_len)
{
    int rc;

    if (key == NULL || out == NULL)
        return QZ_ERR_NULL;
    if ((rc = key_ok(key)) != QZ_OK)
        return rc;
    if (out_len != QZ_X25519_BYTES)
        return QZ_ERR_LENGTH;
    for (int i = 0; i < 32; i++)
        out[i] = key->k[i];
    return QZ_OK;
}

int qz_x25519_get_public_key(const qz_x25519_private_key *key, uint8_t *pub, size_t pub_len)
{
    int rc;

    if (key == NULL || pub == NULL)
        return QZ_ERR_NULL;
    if ((rc = key_ok(key)) != QZ_OK)
        return rc;
    if (pub_len != QZ_X25519_BYTES)
        return QZ_ERR_LENGTH;
    for (int i = 0; i < 32; i++)
        pub[i] = key->pub[i];
    return QZ_OK;
}

void qz_x25519_wipe_private_key(qz_x25519_private_key *key)
{
    if (key != NULL)
        qzi_wipe(key, sizeof *key);
}

int qz_x25519(const qz_x25519_private_key *key, void *ws, size_t ws_len, uint8_t *secret,
              size_t secret_len, const uint8_t *peer, size_t peer_len)
{
    uint8_t any = 0;
    int rc;

    if (key == NULL || ws == NULL || secret == NULL || peer == NULL)
        return QZ_ERR_NULL;
    if ((rc = key_ok(key)) != QZ_OK ||
        (rc = qzi_ws_ok(ws, ws_len, QZ_X25519_WORKSPACE_BYTES)) != QZ_OK)
        return rc;
    if (secret_len != QZ_X25519_BYTES || peer_len != QZ_X25519_BYTES)
        return QZ_ERR_LENGTH;
    x25519_core(secret, key->k, peer, ws);
    qzi_wipe_stack(QZI_X25519_STACK_WIPE);
    qzi_wipe(ws, QZ_X25519_WORKSPACE_BYTES);
    for (int i = 0; i < 32; i++)
        any |= secret[i];
    /* Zero only for a peer value of low order: a public fact. */
    qzi_ct_declassify(&any, sizeof any);
    return any != 0 ? QZ_OK : QZ_ERR_LOW_ORDER;
}

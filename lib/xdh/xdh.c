/*
 * X25519 and X448's public calls (RFC 7748 sections 5 and 6.1) over a
 * curve descriptor (lib/xdh/xdh.h). Every call checks NULL pointers
 * (QZ_ERR_NULL), then the key object (QZ_ERR_KEY) and the workspace
 * (alignment QZ_ERR_NULL, size QZ_ERR_LENGTH), then the lengths
 * (QZ_ERR_LENGTH), and writes nothing when it refuses.
 */
#include "xdh/xdh.h"

#include "internal/ct.h"
#include "internal/key_check.h"
#include "internal/workspace.h"
#include "qzcrypt/common.h"

/* The object: magic and check words, then k and pub. */
static uint8_t *key_k(const void *key)
{
    return (uint8_t *)(uintptr_t)key + 8;
}

static int key_ok(const qzi_xdh *c, const void *key)
{
    return qzi_key_ok(key, c->magic, qzi_check_bytes(c->magic, key_k(key) + c->bytes, c->bytes));
}

int qzi_xdh_set_private_key(const qzi_xdh *c, void *key, void *ws, size_t ws_len,
                            const uint8_t *priv, size_t priv_len)
{
    uint8_t *k, *pub;
    int rc;

    if (key == NULL || ws == NULL || priv == NULL)
        return QZ_ERR_NULL;
    k = key_k(key);
    pub = k + c->bytes;
    if ((rc = qzi_ws_ok(ws, ws_len, c->ws_bytes)) != QZ_OK)
        return rc;
    if (priv_len != c->bytes)
        return QZ_ERR_LENGTH;
    for (size_t i = 0; i < c->bytes; i++)
        k[i] = priv[i];
    c->core(pub, k, c->base, ws);
    qzi_wipe_stack(c->stack_wipe);
    qzi_wipe(ws, c->ws_bytes);
    qzi_key_seal(key, c->magic, qzi_check_bytes(c->magic, pub, c->bytes));
    return QZ_OK;
}

int qzi_xdh_generate_key(const qzi_xdh *c, void *key, const qz_rng *rng, void *ws,
                         size_t ws_len)
{
    uint8_t k[56];
    int rc;

    if (key == NULL || rng == NULL || ws == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_ws_ok(ws, ws_len, c->ws_bytes)) != QZ_OK)
        return rc;
    rc = qz_rng_fill(rng, k, c->bytes);
    if (rc == QZ_OK)
        rc = qzi_xdh_set_private_key(c, key, ws, ws_len, k, c->bytes);
    else
        qzi_wipe(key, 8 + 2 * c->bytes);
    qzi_wipe(k, sizeof k);
    return rc;
}

int qzi_xdh_get(const qzi_xdh *c, const void *key, int pub, uint8_t *out, size_t out_len)
{
    const uint8_t *src;
    int rc;

    if (key == NULL || out == NULL)
        return QZ_ERR_NULL;
    if ((rc = key_ok(c, key)) != QZ_OK)
        return rc;
    if (out_len != c->bytes)
        return QZ_ERR_LENGTH;
    src = key_k(key) + (pub ? c->bytes : 0);
    for (size_t i = 0; i < c->bytes; i++)
        out[i] = src[i];
    return QZ_OK;
}

int qzi_xdh_shared(const qzi_xdh *c, const void *key, void *ws, size_t ws_len, uint8_t *secret,
                   size_t secret_len, const uint8_t *peer, size_t peer_len)
{
    uint8_t any = 0;
    int rc;

    if (key == NULL || ws == NULL || secret == NULL || peer == NULL)
        return QZ_ERR_NULL;
    if ((rc = key_ok(c, key)) != QZ_OK || (rc = qzi_ws_ok(ws, ws_len, c->ws_bytes)) != QZ_OK)
        return rc;
    if (secret_len != c->bytes || peer_len != c->bytes)
        return QZ_ERR_LENGTH;
    c->core(secret, key_k(key), peer, ws);
    qzi_wipe_stack(c->stack_wipe);
    qzi_wipe(ws, c->ws_bytes);
    for (size_t i = 0; i < c->bytes; i++)
        any |= secret[i];
    /* Zero only for a peer value of low order: a public fact. */
    qzi_ct_declassify(&any, sizeof any);
    return any != 0 ? QZ_OK : QZ_ERR_LOW_ORDER;
}

/*
 * The RFC 7748 calls shared by X25519 and X448 (lib/xdh/xdh.c): argument
 * checks, the key object, the low-order check and the wipes, over each
 * curve's constant-time core. A curve is a descriptor; its public calls
 * (lib/curve25519/x25519.c, lib/curve448/x448.c) pass it and their key
 * object through.
 *
 * A key object is, for both curves, { magic, check, k[bytes], pub[bytes] }
 * (qzcrypt/x25519.h, qzcrypt/x448.h; each curve asserts the layout).
 */
#ifndef QZ_XDH_XDH_H
#define QZ_XDH_XDH_H

#include <stddef.h>
#include <stdint.h>

#include "qzcrypt/rng.h"

typedef struct qzi_xdh {
    size_t bytes;    /* scalars, u-coordinates, secrets: 32 or 56 */
    size_t ws_bytes; /* the public workspace size */
    uint32_t magic;  /* the key object's marker */
    size_t stack_wipe; /* qzi_wipe_stack's bound after the core */
    const uint8_t *base; /* u of the base point, bytes long */
    /* out = the curve's function of k and u (clamping k); w: the
     * workspace as words; constant time in k and u. */
    void (*core)(uint8_t *out, const uint8_t *k, const uint8_t *u, uint32_t *w);
} qzi_xdh;

int qzi_xdh_set_private_key(const qzi_xdh *c, void *key, void *ws, size_t ws_len,
                            const uint8_t *priv, size_t priv_len);
int qzi_xdh_generate_key(const qzi_xdh *c, void *key, const qz_rng *rng, void *ws,
                         size_t ws_len);
/* The key's bytes as set (pub = 0) or its public value (pub = 1). */
int qzi_xdh_get(const qzi_xdh *c, const void *key, int pub, uint8_t *out, size_t out_len);
int qzi_xdh_shared(const qzi_xdh *c, const void *key, void *ws, size_t ws_len, uint8_t *secret,
                   size_t secret_len, const uint8_t *peer, size_t peer_len);

#endif /* QZ_XDH_XDH_H */

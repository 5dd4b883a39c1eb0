/*
 * The shape of a hash descriptor (qzcrypt/hash.h): one macro defines the
 * init and final adapters of a hash and its constant descriptor, so that
 * lib/hash/alg_sha2.c and alg_sha3.c list their hashes once each.
 */
#ifndef QZ_HASH_ALG_DEF_H
#define QZ_HASH_ALG_DEF_H

#include "qzcrypt/hash.h"

/* qz_hash_<name>: the hash whose calls are qz_<name>_init / _final on the
 * qz_hash_ctx member `member`, with identifier QZ_HASH_ID_<ID>, sizes
 * digest and block, and the shared update adapter `update`. */
#define QZI_HASH_ALG(name, member, ID, digest, block, update)                  \
    static int init_##name(qz_hash_ctx *c)                                     \
    {                                                                          \
        return qz_##name##_init(&c->member);                                   \
    }                                                                          \
    static int final_##name(qz_hash_ctx *c, uint8_t *out)                      \
    {                                                                          \
        return qz_##name##_final(&c->member, out);                             \
    }                                                                          \
    const qz_hash_alg qz_hash_##name = {QZ_HASH_ALG_MAGIC, QZ_HASH_ID_##ID,    \
                                        digest, block, init_##name, update,    \
                                        final_##name}

#endif /* QZ_HASH_ALG_DEF_H */

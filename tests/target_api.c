/*
 * API edge cases that must hold on the target ABI too (Check runs only on
 * the host): forged hash descriptors and contexts holding a damaged
 * algorithm identifier are checked here, natively and under qemu-arm.
 */
#include <string.h>

#include "qzcrypt/qzcrypt.h"
#include "internal/ct.h"
#include "qzt.h"

static const uint32_t BAD_IDS[] = {0, 11, 0x102, 0x104, 0x10000, 0x7fffffff, 0xffffffff};

/* Descriptors the library must refuse: a wrong marker, or the marker with
 * an identifier outside the library's. */
static qz_hash_alg forged[2];

/*
 * qzi_wipe (internal/ct.h), which every wipe of the library goes through:
 * each length 0..130 at each offset 0..3 zeroes exactly its bytes and no
 * guard byte around them. lib/common/wipe.c has two forms of its word
 * loops (-Os, which the small build compiles it with, and the others);
 * each build's run checks the one it compiled.
 */
static void wipe_lengths(void)
{
    static uint64_t buf_w[(8 + 130 + 3 + 8) / 8 + 1];
    uint8_t *buf = (uint8_t *)buf_w;
    unsigned bad = 0;

    for (unsigned off = 0; off < 4; off++) {
        for (unsigned n = 0; n <= 130; n++) {
            uint8_t *p = buf + 8 + off;

            memset(buf, 0xa5, sizeof buf_w);
            qzi_wipe(p, n);
            for (size_t i = 0; i < sizeof buf_w; i++) {
                int inside = buf + i >= p && buf + i < p + n;

                if (buf[i] != (inside ? 0 : 0xa5))
                    bad++;
            }
            QZT_CHECK(bad == 0, "qzi_wipe: wrong bytes for length %u at offset %u", n, off);
            if (bad)
                return;
        }
    }
}

int main(void)
{
    uint8_t out[80], msg[16] = {1, 2, 3};

    wipe_lengths();
    forged[0] = qz_hash_sha256;
    forged[0].magic ^= 1;
    forged[1] = qz_hash_sha256;
    for (size_t i = 0; i < sizeof BAD_IDS / sizeof BAD_IDS[0]; i++) {
        qz_hash_ctx h;
        qz_hmac_ctx m;
        uint32_t id = BAD_IDS[i];

        forged[1].id = id;
        for (size_t f = 0; f < 2; f++) {
            QZT_CHECK(qz_hash_digest_bytes(&forged[f]) == 0, "digest size, forged %u, id 0x%lx",
                      (unsigned)f, (unsigned long)id);
            QZT_CHECK(qz_hash_init(&h, &forged[f]) == QZ_ERR_ALG, "init, forged %u, id 0x%lx",
                      (unsigned)f, (unsigned long)id);
            QZT_CHECK(qz_hmac_init(&m, &forged[f], msg, 3) == QZ_ERR_ALG,
                      "hmac init, forged %u, id 0x%lx", (unsigned)f, (unsigned long)id);
        }

        /* A context whose own identifier is damaged, under a sound
         * descriptor or under a forged one. */
        QZT_CHECK(qz_hash_init(&h, QZ_HASH_SHA256) == QZ_OK, "init");
        h.sha256.alg = id;
        QZT_CHECK(qz_hash_update(&h, msg, 3) == QZ_ERR_STATE, "hash update, alg 0x%lx",
                  (unsigned long)id);
        memset(out, 0xa5, sizeof out);
        QZT_CHECK(qz_hash_final(&h, out, 32) == QZ_ERR_STATE, "hash final, alg 0x%lx",
                  (unsigned long)id);
        QZT_CHECK(out[0] == 0xa5 && out[63] == 0xa5, "refused hash final wrote output");
        h.alg = &forged[1];
        QZT_CHECK(qz_hash_update(&h, msg, 3) == QZ_ERR_STATE, "forged descriptor in a context");

        QZT_CHECK(qz_hmac_init(&m, QZ_HASH_SHA256, msg, 3) == QZ_OK, "hmac init");
        m.inner.sha256.alg = id;
        m.outer.sha256.alg = id;
        memset(out, 0xa5, sizeof out);
        QZT_CHECK(qz_hmac_final(&m, out, 32) == QZ_ERR_STATE, "hmac final, alg 0x%lx",
                  (unsigned long)id);
        QZT_CHECK(out[0] == 0xa5 && out[63] == 0xa5, "refused hmac final wrote the tag");
        QZT_CHECK(qz_hmac_verify(&m, out, 32) == QZ_ERR_STATE, "hmac verify, alg 0x%lx",
                  (unsigned long)id);
    }
    {
        /* A copy of a descriptor whose sizes are not its hash's (which HMAC
         * would size its stack buffers with) is refused; an intact copy
         * works as the original. */
        qz_hash_alg copy = qz_hash_sha256;
        qz_hmac_ctx m;

        QZT_CHECK(qz_hmac_init(&m, &copy, msg, 3) == QZ_OK, "an intact copy");
        copy.block_bytes = 1000;
        QZT_CHECK(qz_hmac_init(&m, &copy, msg, 3) == QZ_ERR_ALG, "block size 1000");
        copy = qz_hash_sha256;
        copy.digest_bytes = 200;
        QZT_CHECK(qz_hash_digest_bytes(&copy) == 0 && qz_hmac_init(&m, &copy, msg, 3) == QZ_ERR_ALG,
                  "digest size 200");
    }
    QZT_CHECK(qz_hash_init(NULL, QZ_HASH_SHA256) == QZ_ERR_NULL &&
                  qz_hash_digest_bytes(NULL) == 0,
              "NULL descriptor");
    {
        /* Inner and outer hashes that disagree: refused. */
        qz_hmac_ctx m;

        QZT_CHECK(qz_hmac_init(&m, QZ_HASH_SHA256, msg, 3) == QZ_OK, "init");
        m.outer.alg = QZ_HASH_SHA224;
        m.outer.sha256.alg = QZ_HASH_ID_SHA224;
        QZT_CHECK(qz_hmac_final(&m, out, 32) == QZ_ERR_STATE, "mixed hmac context");
    }
    {
        /* SHA-3 and XOF contexts refuse each other's calls. */
        qz_keccak_ctx k;

        QZT_CHECK(qz_shake128_init(&k) == QZ_OK, "shake init");
        QZT_CHECK(qz_sha3_update(&k, msg, 3) == QZ_ERR_STATE, "sha3 update on SHAKE");
        QZT_CHECK(qz_kmac_update(&k, msg, 3) == QZ_ERR_STATE, "kmac update on SHAKE");
        QZT_CHECK(qz_sha3_256_init(&k) == QZ_OK, "sha3 init");
        QZT_CHECK(qz_shake_absorb(&k, msg, 3) == QZ_ERR_STATE, "shake absorb on SHA3");
        QZT_CHECK(qz_sha3_512_final(&k, out) == QZ_ERR_STATE, "sha3-512 final on SHA3-256");
        QZT_CHECK(qz_sha3_256_final(&k, out) == QZ_OK, "sha3-256 final");
        QZT_CHECK(qz_sha3_update(&k, msg, 3) == QZ_ERR_STATE, "update after final");
    }
    return qzt_finish("target-api");
}

/*
 * API edge cases that must hold on the target ABI too (Check runs only on
 * the host): arm-none-eabi uses short enums and 4-byte-aligned uint64_t
 * in some ABIs, so contexts holding a damaged or never-initialised
 * algorithm identifier are checked here, natively and under qemu-arm.
 */
#include <string.h>

#include "qzcrypt/qzcrypt.h"
#include "qzt.h"

static const uint32_t BAD_IDS[] = {0, 11, 0x102, 0x104, 0x10000, 0x7fffffff, 0xffffffff};

int main(void)
{
    uint8_t out[80], msg[16] = {1, 2, 3};

    QZT_CHECK(sizeof(qz_hash_id) == sizeof(int), "qz_hash_id is not int-sized");
    for (size_t i = 0; i < sizeof BAD_IDS / sizeof BAD_IDS[0]; i++) {
        qz_hash_ctx h;
        qz_hmac_ctx m;
        uint32_t id = BAD_IDS[i];

        memset(&h, 0x11, sizeof h);
        h.sha256.alg = id;
        QZT_CHECK(qz_hash_update(&h, msg, 3) == QZ_ERR_STATE, "hash update, alg 0x%lx",
                  (unsigned long)id);
        memset(out, 0xa5, sizeof out);
        QZT_CHECK(qz_hash_final(&h, out, sizeof out) == QZ_ERR_STATE, "hash final, alg 0x%lx",
                  (unsigned long)id);
        QZT_CHECK(out[0] == 0xa5 && out[63] == 0xa5, "refused hash final wrote output");
        QZT_CHECK(qz_hash_digest_bytes((qz_hash_id)id) == 0, "digest size of 0x%lx",
                  (unsigned long)id);
        QZT_CHECK(qz_hash_init(&h, (qz_hash_id)id) == QZ_ERR_ALG, "init with 0x%lx",
                  (unsigned long)id);

        memset(&m, 0x22, sizeof m);
        m.inner.sha256.alg = id;
        m.outer.sha256.alg = id;
        memset(out, 0xa5, sizeof out);
        QZT_CHECK(qz_hmac_final(&m, out, sizeof out) == QZ_ERR_STATE, "hmac final, alg 0x%lx",
                  (unsigned long)id);
        QZT_CHECK(out[0] == 0xa5 && out[63] == 0xa5, "refused hmac final wrote the tag");
        QZT_CHECK(qz_hmac_verify(&m, out, 32) == QZ_ERR_STATE, "hmac verify, alg 0x%lx",
                  (unsigned long)id);
        QZT_CHECK(qz_hmac_init(&m, (qz_hash_id)id, msg, 3) == QZ_ERR_ALG, "hmac init 0x%lx",
                  (unsigned long)id);
    }
    {
        /* Inner and outer hashes that disagree: refused. */
        qz_hmac_ctx m;

        QZT_CHECK(qz_hmac_init(&m, QZ_HASH_SHA256, msg, 3) == QZ_OK, "init");
        m.outer.sha256.alg = QZ_HASH_SHA224;
        QZT_CHECK(qz_hmac_final(&m, out, sizeof out) == QZ_ERR_STATE, "mixed hmac context");
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

/*
 * AES key setup (qzcrypt/aes.h): checks the arguments, then expands the
 * key with the variant that qzcrypt/config.h selects (qzi_aes_expand,
 * lib/internal/aes_kernel.h) and tags the result with its round count
 * and direction.
 */
#include "qzcrypt/aes.h"
#include "internal/aes_kernel.h"
#include "internal/ct.h"

static int set_key(qz_aes_key *k, const uint8_t *key, size_t key_len,
                   uint32_t dir)
{
    if (k == NULL || key == NULL)
        return QZ_ERR_NULL;
    if (key_len != 16 && key_len != 24 && key_len != 32)
        return QZ_ERR_LENGTH;
#if QZ_AES_TABLE
    /* The table layouts are the 4 (nr + 1) round-key words, all written by
     * the expansion: zero only the words after them, where an older,
     * longer key may lie (a 32-word wipe less for AES-128 than zeroing the
     * whole object first, which short one-shot calls pay for). */
    k->nr = (uint32_t)(key_len / 4 + 6);
    qzi_aes_expand(k->rk, key, (unsigned)key_len, dir == QZI_AES_DIR_DECRYPT);
    qzi_wipe(k->rk + 4 * (k->nr + 1), sizeof k->rk - 16 * (k->nr + 1));
#else
    /* Start from zero so that the words the layout does not use hold no
     * older key. */
    qzi_wipe(k, sizeof *k);
    qzi_aes_expand(k->rk, key, (unsigned)key_len, dir == QZI_AES_DIR_DECRYPT);
    k->nr = (uint32_t)(key_len / 4 + 6);
#endif
    k->dir = dir;
    return QZ_OK;
}

int qz_aes_set_encrypt_key(qz_aes_key *k, const uint8_t *key, size_t key_len)
{
    return set_key(k, key, key_len, QZI_AES_DIR_ENCRYPT);
}

int qz_aes_set_decrypt_key(qz_aes_key *k, const uint8_t *key, size_t key_len)
{
    return set_key(k, key, key_len, QZI_AES_DIR_DECRYPT);
}

void qz_aes_wipe_key(qz_aes_key *k)
{
    if (k != NULL)
        qzi_wipe(k, sizeof *k);
}

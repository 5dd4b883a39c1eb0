/*
 * AES-CCM (SP 800-38C, RFC 3610): CBC-MAC over B0 || encoded A || 0* ||
 * P || 0*, CTR encryption with Ctr_1, Ctr_2, ..., tag = MSB_t(CBC-MAC)
 * XOR MSB_t(AES_K(Ctr_0)).
 *
 * The CBC-MAC is chained block after block, so it cannot be batched; but
 * the keystream block for data block i is independent of it. The context
 * keeps the MAC value and the current keystream block side by side
 * (blocks[0..15], blocks[16..31]); a full MAC block is left pending
 * (mac_pos == 16) until the next keystream block is due, and the two are
 * then encrypted in one kernel call of two blocks, which is what the
 * bitsliced AES computes anyway. The last pending MAC block is encrypted
 * alone at the end.
 *
 * B0 and Ctr_0 are encrypted together at init in the same way.
 */
#include <string.h>

#include "qzcrypt/ccm.h"
#include "internal/aes_kernel.h"
#include "internal/bytes.h"
#include "internal/ct.h"
#include "internal/ctx_check.h"

/* ctx->phase: direction and phase; never 0 (a wiped context). */
#define PHASE_ENC_AAD 0x4343e0a1u
#define PHASE_ENC_DATA 0x4343e0d1u
#define PHASE_DEC_AAD 0x4343d0a1u
#define PHASE_DEC_DATA 0x4343d0d1u

static int fail(qz_ccm_ctx *ctx, int err)
{
    qzi_wipe(ctx, sizeof *ctx);
    return err;
}

/* QZ_OK if ctx is a live, consistent context whose key is still set
 * (lib/internal/ctx_check.h). mac_pos and ks_pos index the two 16-byte
 * halves of blocks; ctr[0] is the counter's flags byte, q - 1 with
 * q = 15 - nonce length in 2..8 (ctr_inc steps the last q bytes), which
 * also bounds the data still expected; tag_len is what init accepted.
 * Before the data phase no keystream exists (ks_pos 16); in it the
 * associated data is complete and the MAC position follows the keystream
 * (equal, or a whole block pending before the next keystream block). */
static int ccm_ctx_check(const qz_ccm_ctx *ctx)
{
    int aad_phase = ctx->phase == PHASE_ENC_AAD || ctx->phase == PHASE_DEC_AAD;
    unsigned q = (unsigned)ctx->ctr[0] + 1;

    QZI_CTX_REQUIRE(aad_phase || ctx->phase == PHASE_ENC_DATA ||
                    ctx->phase == PHASE_DEC_DATA);
    QZI_CTX_REQUIRE(ctx->mac_pos <= 16 && ctx->ks_pos <= 16);
    QZI_CTX_REQUIRE(qzi_ctx_in_range(ctx->tag_len, QZ_CCM_MIN_TAG_BYTES,
                                     QZ_CCM_MAX_TAG_BYTES) &&
                    (ctx->tag_len & 1) == 0);
    QZI_CTX_REQUIRE(qzi_ctx_in_range(q, 15 - QZ_CCM_MAX_NONCE_BYTES,
                                     15 - QZ_CCM_MIN_NONCE_BYTES));
    QZI_CTX_REQUIRE(q == 8 || (ctx->msg_left >> (8 * q)) == 0);
    if (aad_phase)
        QZI_CTX_REQUIRE(ctx->ks_pos == 16);
    else
        QZI_CTX_REQUIRE(ctx->aad_left == 0 &&
                        (ctx->mac_pos == ctx->ks_pos ||
                         (ctx->ks_pos == 16 && ctx->mac_pos == 0)));
    return qzi_ctx_verdict(qzi_aes_key_check(ctx->key, QZI_AES_DIR_ENCRYPT) == QZ_OK);
}

static int is_aad_phase(const qz_ccm_ctx *ctx)
{
    return ctx->phase == PHASE_ENC_AAD || ctx->phase == PHASE_DEC_AAD;
}

static int is_encrypting(const qz_ccm_ctx *ctx)
{
    return ctx->phase == PHASE_ENC_AAD || ctx->phase == PHASE_ENC_DATA;
}

/* The parameter checks shared by init and the one-shot functions. */
static int params_check(size_t nonce_len, uint64_t msg_len, size_t tag_len)
{
    unsigned q;

    if (nonce_len < QZ_CCM_MIN_NONCE_BYTES || nonce_len > QZ_CCM_MAX_NONCE_BYTES)
        return QZ_ERR_LENGTH;
    if (tag_len < QZ_CCM_MIN_TAG_BYTES || tag_len > QZ_CCM_MAX_TAG_BYTES ||
        (tag_len & 1) != 0)
        return QZ_ERR_LENGTH;
    q = 15 - (unsigned)nonce_len; /* 2..8 bytes of length field */
    if (q < 8 && (msg_len >> (8 * q)) != 0)
        return QZ_ERR_LENGTH;
    return QZ_OK;
}

/* Add one to the q-byte counter field at the end of the counter block
 * (q = 1 + the low 3 bits of its flags byte). The counter is public. */
static void ctr_inc(uint8_t ctr[16])
{
    unsigned q = (ctr[0] & 7u) + 1;

    for (unsigned i = 15; i >= 16 - q; i--)
        if (++ctr[i] != 0)
            break;
}

/* XOR len bytes into the CBC-MAC, encrypting each block as it fills up
 * except the last one, which stays pending. */
static void mac_absorb(qz_ccm_ctx *ctx, const uint8_t *p, size_t len)
{
    const qz_aes_key *aes = ctx->key;

    while (len > 0) {
        size_t take;

        if (ctx->mac_pos == 16) {
            qzi_aes_encrypt(aes->rk, aes->nr, ctx->blocks, ctx->blocks, 1);
            ctx->mac_pos = 0;
        }
        take = 16 - ctx->mac_pos;
        if (take > len)
            take = len;
        for (size_t i = 0; i < take; i++)
            ctx->blocks[ctx->mac_pos + i] ^= p[i];
        ctx->mac_pos += (uint32_t)take;
        p += take;
        len -= take;
    }
}

/* End of the associated data: its last partial block, zero-padded, is a
 * full block pending encryption. */
static void end_aad(qz_ccm_ctx *ctx)
{
    if (ctx->mac_pos != 0)
        ctx->mac_pos = 16;
    ctx->phase = is_encrypting(ctx) ? PHASE_ENC_DATA : PHASE_DEC_DATA;
}

/* CTR over len bytes and the CBC-MAC over the plaintext. In the data
 * phase the MAC and keystream positions agree, except that a pending
 * full MAC block (mac_pos 16) waits for the next keystream block. */
static void process(qz_ccm_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len)
{
    const qz_aes_key *aes = ctx->key;
    uint8_t *mac = ctx->blocks, *ks = ctx->blocks + 16;
    int enc = is_encrypting(ctx);
    size_t i = 0;

    while (i < len) {
        size_t take;
        unsigned p;

        if (ctx->ks_pos == 16) {
            memcpy(ks, ctx->ctr, 16);
            ctr_inc(ctx->ctr);
            if (ctx->mac_pos == 16)
                qzi_aes_encrypt(aes->rk, aes->nr, ctx->blocks, ctx->blocks, 2);
            else
                qzi_aes_encrypt(aes->rk, aes->nr, ks, ks, 1);
            ctx->mac_pos = 0;
            ctx->ks_pos = 0;
        }
        p = ctx->ks_pos;
        take = 16 - p;
        if (take > len - i)
            take = len - i;
        if (enc) {
            for (size_t k = 0; k < take; k++) {
                uint8_t b = in[i + k];

                mac[p + k] ^= b;
                out[i + k] = (uint8_t)(b ^ ks[p + k]);
            }
        } else {
            for (size_t k = 0; k < take; k++) {
                uint8_t b = (uint8_t)(in[i + k] ^ ks[p + k]);

                out[i + k] = b;
                mac[p + k] ^= b;
            }
        }
        ctx->ks_pos += (uint32_t)take;
        ctx->mac_pos += (uint32_t)take;
        i += take;
    }
}

/* The full 16-byte tag (only the first tag_len bytes matter) into t. */
static void tag_of(qz_ccm_ctx *ctx, uint8_t t[16])
{
    if (ctx->mac_pos != 0)
        qzi_aes_encrypt(ctx->key->rk, ctx->key->nr, ctx->blocks, ctx->blocks, 1);
    for (unsigned i = 0; i < 16; i++)
        t[i] = (uint8_t)(ctx->blocks[i] ^ ctx->s0[i]);
}

/* ---- streaming ---------------------------------------------------------- */

static int init(qz_ccm_ctx *ctx, const qz_aes_key *key, const uint8_t *nonce,
                size_t nonce_len, uint64_t aad_len, uint64_t msg_len,
                size_t tag_len, uint32_t phase)
{
    uint8_t *b0, *c0;
    unsigned q;
    uint64_t m;
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    qzi_wipe(ctx, sizeof *ctx);
    if (nonce == NULL)
        return QZ_ERR_NULL;
    err = qzi_aes_key_check(key, QZI_AES_DIR_ENCRYPT);
    if (err != QZ_OK)
        return err;
    err = params_check(nonce_len, msg_len, tag_len);
    if (err != QZ_OK)
        return err;
    q = 15 - (unsigned)nonce_len;
    b0 = ctx->blocks;
    c0 = ctx->blocks + 16;

    /* B0 = flags || N || [msg_len]_q; Ctr_0 = (q - 1) || N || 0^q. */
    b0[0] = (uint8_t)((aad_len != 0 ? 0x40 : 0) | (((tag_len - 2) / 2) << 3) | (q - 1));
    memcpy(b0 + 1, nonce, nonce_len);
    m = msg_len;
    for (unsigned i = 15; i > nonce_len; i--, m >>= 8)
        b0[i] = (uint8_t)m;
    c0[0] = (uint8_t)(q - 1);
    memcpy(c0 + 1, nonce, nonce_len);
    memcpy(ctx->ctr, c0, 16);
    ctx->ctr[15] = 1; /* Ctr_1 */
    qzi_aes_encrypt(key->rk, key->nr, ctx->blocks, ctx->blocks, 2);
    memcpy(ctx->s0, c0, 16);
    ctx->key = key;
    ctx->ks_pos = 16;
    ctx->mac_pos = 0;

    /* The length of the associated data, SP 800-38C A.2.2. */
    if (aad_len != 0) {
        uint8_t enc[10];
        size_t n;

        if (aad_len < 0xFF00u) {
            qzi_store_be32(enc, (uint32_t)aad_len << 16);
            n = 2;
        } else if (aad_len <= 0xFFFFFFFFu) {
            enc[0] = 0xFF;
            enc[1] = 0xFE;
            qzi_store_be32(enc + 2, (uint32_t)aad_len);
            n = 6;
        } else {
            enc[0] = 0xFF;
            enc[1] = 0xFF;
            qzi_store_be64(enc + 2, aad_len);
            n = 10;
        }
        mac_absorb(ctx, enc, n);
    }
    ctx->aad_left = aad_len;
    ctx->msg_left = msg_len;
    ctx->tag_len = (uint32_t)tag_len;
    ctx->phase = phase;
    return QZ_OK;
}

int qz_ccm_encrypt_init(qz_ccm_ctx *ctx, const qz_aes_key *key,
                        const uint8_t *nonce, size_t nonce_len,
                        uint64_t aad_len, uint64_t msg_len, size_t tag_len)
{
    return init(ctx, key, nonce, nonce_len, aad_len, msg_len, tag_len, PHASE_ENC_AAD);
}

int qz_ccm_decrypt_init(qz_ccm_ctx *ctx, const qz_aes_key *key,
                        const uint8_t *nonce, size_t nonce_len,
                        uint64_t aad_len, uint64_t msg_len, size_t tag_len)
{
    return init(ctx, key, nonce, nonce_len, aad_len, msg_len, tag_len, PHASE_DEC_AAD);
}

int qz_ccm_aad(qz_ccm_ctx *ctx, const uint8_t *aad, size_t len)
{
    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (ccm_ctx_check(ctx) != QZ_OK || !is_aad_phase(ctx))
        return fail(ctx, QZ_ERR_STATE);
    if (aad == NULL && len > 0)
        return fail(ctx, QZ_ERR_NULL);
    if ((uint64_t)len > ctx->aad_left)
        return fail(ctx, QZ_ERR_LENGTH);
    mac_absorb(ctx, aad, len);
    ctx->aad_left -= len;
    return QZ_OK;
}

int qz_ccm_update(qz_ccm_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len)
{
    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (ccm_ctx_check(ctx) != QZ_OK)
        return fail(ctx, QZ_ERR_STATE);
    if (len > 0 && (in == NULL || out == NULL))
        return fail(ctx, QZ_ERR_NULL);
    if ((is_aad_phase(ctx) && ctx->aad_left != 0) || (uint64_t)len > ctx->msg_left)
        return fail(ctx, QZ_ERR_LENGTH);
    if (is_aad_phase(ctx))
        end_aad(ctx);
    process(ctx, out, in, len);
    ctx->msg_left -= len;
    return QZ_OK;
}

/* The checks of final and verify; on success the full tag is in t. */
static int finish(qz_ccm_ctx *ctx, const uint8_t *tag, size_t tag_len, int enc,
                  uint8_t t[16])
{
    if (ccm_ctx_check(ctx) != QZ_OK || is_encrypting(ctx) != enc)
        return QZ_ERR_STATE;
    if (tag == NULL)
        return QZ_ERR_NULL;
    if (tag_len != ctx->tag_len || ctx->aad_left != 0 || ctx->msg_left != 0)
        return QZ_ERR_LENGTH;
    if (is_aad_phase(ctx))
        end_aad(ctx);
    tag_of(ctx, t);
    return QZ_OK;
}

int qz_ccm_final(qz_ccm_ctx *ctx, uint8_t *tag, size_t tag_len)
{
    uint8_t t[16];
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    err = finish(ctx, tag, tag_len, 1, t);
    if (err == QZ_OK) {
        memcpy(tag, t, tag_len);
        qzi_wipe(t, sizeof t);
    }
    return fail(ctx, err);
}

int qz_ccm_verify(qz_ccm_ctx *ctx, const uint8_t *tag, size_t tag_len)
{
    uint8_t t[16];
    uint32_t ok;
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    err = finish(ctx, tag, tag_len, 0, t);
    qzi_wipe(ctx, sizeof *ctx);
    if (err != QZ_OK)
        return err;
    ok = qzi_ct_memeq(t, tag, tag_len);
    qzi_wipe(t, sizeof t);
    /* The verdict is what verification publishes: branching on it is fine. */
    qzi_ct_declassify(&ok, sizeof ok);
    return ok ? QZ_OK : QZ_ERR_AUTH;
}

/* ---- one-shot ----------------------------------------------------------- */

static int oneshot_check(const qz_aes_key *key, const uint8_t *nonce,
                         size_t nonce_len, const uint8_t *aad, size_t aad_len,
                         const uint8_t *in, size_t len, const uint8_t *out,
                         const uint8_t *tag, size_t tag_len)
{
    int err = qzi_aes_key_check(key, QZI_AES_DIR_ENCRYPT);

    if (err == QZ_ERR_NULL || nonce == NULL || tag == NULL ||
        (aad == NULL && aad_len > 0) || (len > 0 && (in == NULL || out == NULL)))
        return QZ_ERR_NULL;
    if (err != QZ_OK)
        return err;
    return params_check(nonce_len, (uint64_t)len, tag_len);
}

int qz_ccm_seal(const qz_aes_key *key, uint8_t *out, uint8_t *tag,
                size_t tag_len, const uint8_t *nonce, size_t nonce_len,
                const uint8_t *aad, size_t aad_len, const uint8_t *in,
                size_t len)
{
    qz_ccm_ctx ctx;
    int err = oneshot_check(key, nonce, nonce_len, aad, aad_len, in, len, out,
                            tag, tag_len);

    if (err != QZ_OK)
        return err;
    err = qz_ccm_encrypt_init(&ctx, key, nonce, nonce_len, aad_len, len, tag_len);
    if (err == QZ_OK)
        err = qz_ccm_aad(&ctx, aad, aad_len);
    if (err == QZ_OK)
        err = qz_ccm_update(&ctx, out, in, len);
    if (err == QZ_OK)
        err = qz_ccm_final(&ctx, tag, tag_len);
    qzi_wipe(&ctx, sizeof ctx);
    return err;
}

int qz_ccm_open(const qz_aes_key *key, uint8_t *out, const uint8_t *nonce,
                size_t nonce_len, const uint8_t *aad, size_t aad_len,
                const uint8_t *in, size_t len, const uint8_t *tag,
                size_t tag_len)
{
    qz_ccm_ctx ctx;
    int err = oneshot_check(key, nonce, nonce_len, aad, aad_len, in, len, out,
                            tag, tag_len);

    if (err != QZ_OK)
        return err;
    err = qz_ccm_decrypt_init(&ctx, key, nonce, nonce_len, aad_len, len, tag_len);
    if (err == QZ_OK)
        err = qz_ccm_aad(&ctx, aad, aad_len);
    if (err == QZ_OK)
        err = qz_ccm_update(&ctx, out, in, len);
    if (err == QZ_OK)
        err = qz_ccm_verify(&ctx, tag, tag_len);
    qzi_wipe(&ctx, sizeof ctx);
    /* CCM authenticates the plaintext, so it was written before the check:
     * a failed check takes it back. */
    if (err == QZ_ERR_AUTH && len > 0)
        qzi_wipe(out, len);
    return err;
}

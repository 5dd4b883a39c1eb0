/*
 * ChaCha20-Poly1305 (RFC 8439 section 2.8) and XChaCha20-Poly1305
 * (draft-irtf-cfrg-xchacha section 2.3), streaming and one-shot.
 *
 * The Poly1305 key is the first 32 bytes of ChaCha20 block 0; data uses
 * blocks 1, 2, ...; the MAC covers aad || pad16 || ciphertext || pad16 ||
 * le64(aad length) || le64(ciphertext length).
 *
 * The one-shot open authenticates first: it runs Poly1305 over the
 * ciphertext, compares, and only then decrypts (two passes over the data,
 * no plaintext before the verdict).
 */
#include <stdint.h>
#include <string.h>

#include "qzcrypt/chacha20poly1305.h"
#include "chacha/chacha.h"
#include "internal/chacha_kernel.h"
#include "internal/ct.h"
#include "internal/ctx_check.h"

/* ctx->phase; 0 = not initialised or wiped. */
#define PHASE_AAD 0x41414431u /* associated data may still come */
#define PHASE_ENC 0x454e4331u /* encrypting */
#define PHASE_DEC 0x44454331u /* decrypting */

static const uint8_t zeros[16];

/* Wipe ctx and pass err on: every failed streaming call ends the context. */
static int fail(qz_chacha20poly1305_ctx *ctx, int err)
{
    qzi_wipe(ctx, sizeof *ctx);
    return err;
}

/* QZ_OK if ctx is a live, consistent context (lib/internal/ctx_check.h):
 * a known phase, ks_pos indexing ks, the data length within the limit
 * (no data and no keystream before the data phase), and a sound Poly1305
 * context. (The ChaCha20 input block is key material, not bookkeeping:
 * its counter word only counts, it indexes nothing.) */
static int aead_ctx_check(const qz_chacha20poly1305_ctx *ctx)
{
    QZI_CTX_REQUIRE(ctx->phase == PHASE_AAD || ctx->phase == PHASE_ENC ||
                    ctx->phase == PHASE_DEC);
    QZI_CTX_REQUIRE(ctx->ks_pos <= 64 && ctx->data_len <= QZ_CHACHA20POLY1305_MAX_BYTES);
    QZI_CTX_REQUIRE(ctx->phase != PHASE_AAD || (ctx->data_len == 0 && ctx->ks_pos == 64));
    return qzi_poly1305_ctx_check(&ctx->mac);
}

static int aead_init(qz_chacha20poly1305_ctx *ctx, const uint8_t key[32],
                     const uint8_t nonce[12])
{
    uint8_t block0[64];

    qzi_chacha20_setup(ctx->state, key, nonce, 0);
    memset(block0, 0, sizeof block0);
    qzi_chacha20_blocks(ctx->state, block0, block0, 1); /* counter now 1 */
    (void)qz_poly1305_init(&ctx->mac, block0, QZ_POLY1305_KEY_BYTES);
    qzi_wipe(block0, sizeof block0);
    memset(ctx->ks, 0, sizeof ctx->ks);
    ctx->ks_pos = 64;
    ctx->aad_len = 0;
    ctx->data_len = 0;
    ctx->phase = PHASE_AAD;
    return QZ_OK;
}

int qz_chacha20poly1305_init(qz_chacha20poly1305_ctx *ctx, const uint8_t *key,
                             size_t key_len, const uint8_t *nonce,
                             size_t nonce_len)
{
    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (key == NULL || nonce == NULL)
        return fail(ctx, QZ_ERR_NULL);
    if (key_len != QZ_CHACHA20POLY1305_KEY_BYTES ||
        nonce_len != QZ_CHACHA20POLY1305_NONCE_BYTES)
        return fail(ctx, QZ_ERR_LENGTH);
    return aead_init(ctx, key, nonce);
}

int qz_xchacha20poly1305_init(qz_chacha20poly1305_ctx *ctx, const uint8_t *key,
                              size_t key_len, const uint8_t *nonce,
                              size_t nonce_len)
{
    uint8_t subkey[32], n12[12];

    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (key == NULL || nonce == NULL)
        return fail(ctx, QZ_ERR_NULL);
    if (key_len != QZ_CHACHA20POLY1305_KEY_BYTES ||
        nonce_len != QZ_XCHACHA20POLY1305_NONCE_BYTES)
        return fail(ctx, QZ_ERR_LENGTH);
    (void)qz_hchacha20(subkey, key, QZ_CHACHA20_KEY_BYTES, nonce,
                       QZ_HCHACHA20_NONCE_BYTES);
    memset(n12, 0, 4);
    memcpy(n12 + 4, nonce + 16, 8);
    aead_init(ctx, subkey, n12);
    qzi_wipe(subkey, sizeof subkey);
    return QZ_OK;
}

int qz_chacha20poly1305_aad(qz_chacha20poly1305_ctx *ctx, const uint8_t *aad,
                            size_t len)
{
    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (aead_ctx_check(ctx) != QZ_OK || ctx->phase != PHASE_AAD)
        return fail(ctx, QZ_ERR_STATE);
    if (aad == NULL && len > 0)
        return fail(ctx, QZ_ERR_NULL);
    if (qz_poly1305_update(&ctx->mac, aad, len) != QZ_OK)
        return fail(ctx, QZ_ERR_STATE);
    ctx->aad_len += len;
    return QZ_OK;
}

/* Close the associated data (pad16) on the first data call and fix the
 * direction; refuse a direction change or a finished context. Checks the
 * message limit before anything is written. ctx passed aead_ctx_check
 * (the callers run it first: it stays out of this frame, which is on the
 * deepest stack path). */
static int enter_data(qz_chacha20poly1305_ctx *ctx, uint32_t phase, size_t len)
{
    if (ctx->phase == PHASE_AAD) {
        if (qz_poly1305_update(&ctx->mac, zeros, (16 - (ctx->aad_len & 15)) & 15) != QZ_OK)
            return QZ_ERR_STATE;
        ctx->phase = phase;
    }
    if (ctx->phase != phase)
        return QZ_ERR_STATE;
    if ((uint64_t)len > QZ_CHACHA20POLY1305_MAX_BYTES - ctx->data_len)
        return QZ_ERR_LENGTH;
    return QZ_OK;
}

/* out = in XOR the keystream, continuing where the last call stopped. */
static void xor_stream(qz_chacha20poly1305_ctx *ctx, const uint8_t *in,
                       uint8_t *out, size_t len)
{
    size_t n = 64 - ctx->ks_pos;

    if (len == 0)
        return; /* in and out may be NULL */
    if (n > len)
        n = len;
    for (size_t i = 0; i < n; i++)
        out[i] = in[i] ^ ctx->ks[ctx->ks_pos + i];
    ctx->ks_pos += (uint32_t)n;
    in += n;
    out += n;
    len -= n;
    n = len / 64;
    qzi_chacha20_blocks(ctx->state, in, out, n);
    in += 64 * n;
    out += 64 * n;
    len -= 64 * n;
    if (len > 0) {
        memset(ctx->ks, 0, sizeof ctx->ks);
        qzi_chacha20_blocks(ctx->state, ctx->ks, ctx->ks, 1);
        for (size_t i = 0; i < len; i++)
            out[i] = in[i] ^ ctx->ks[i];
        ctx->ks_pos = (uint32_t)len;
    }
}

int qz_chacha20poly1305_encrypt(qz_chacha20poly1305_ctx *ctx, uint8_t *out,
                                const uint8_t *in, size_t len)
{
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (aead_ctx_check(ctx) != QZ_OK)
        return fail(ctx, QZ_ERR_STATE);
    if ((in == NULL || out == NULL) && len > 0)
        return fail(ctx, QZ_ERR_NULL);
    err = enter_data(ctx, PHASE_ENC, len);
    if (err != QZ_OK)
        return fail(ctx, err);
    xor_stream(ctx, in, out, len);
    (void)qz_poly1305_update(&ctx->mac, out, len); /* MAC the ciphertext */
    ctx->data_len += len;
    return QZ_OK;
}

int qz_chacha20poly1305_decrypt(qz_chacha20poly1305_ctx *ctx, uint8_t *out,
                                const uint8_t *in, size_t len)
{
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (aead_ctx_check(ctx) != QZ_OK)
        return fail(ctx, QZ_ERR_STATE);
    if ((in == NULL || out == NULL) && len > 0)
        return fail(ctx, QZ_ERR_NULL);
    err = enter_data(ctx, PHASE_DEC, len);
    if (err != QZ_OK)
        return fail(ctx, err);
    /* MAC the ciphertext before it is overwritten (in place). */
    (void)qz_poly1305_update(&ctx->mac, in, len);
    xor_stream(ctx, in, out, len);
    ctx->data_len += len;
    return QZ_OK;
}

/* The tag of everything absorbed: pad the data to 16 bytes, then the two
 * lengths. The MAC part of ctx is wiped; the rest is the caller's. */
static int compute_tag(qz_chacha20poly1305_ctx *ctx, uint32_t phase,
                       uint8_t tag[16])
{
    uint8_t lens[16];
    int err;

    if (aead_ctx_check(ctx) != QZ_OK)
        return QZ_ERR_STATE;
    err = enter_data(ctx, phase, 0);
    if (err != QZ_OK)
        return err;
    for (int i = 0; i < 8; i++) {
        lens[i] = (uint8_t)(ctx->aad_len >> (8 * i));
        lens[8 + i] = (uint8_t)(ctx->data_len >> (8 * i));
    }
    err = qz_poly1305_update(&ctx->mac, zeros, (16 - (ctx->data_len & 15)) & 15);
    if (err == QZ_OK)
        err = qz_poly1305_update(&ctx->mac, lens, sizeof lens);
    if (err == QZ_OK)
        err = qz_poly1305_final(&ctx->mac, tag, QZ_POLY1305_TAG_BYTES);
    return err == QZ_OK ? QZ_OK : QZ_ERR_STATE;
}

int qz_chacha20poly1305_final(qz_chacha20poly1305_ctx *ctx, uint8_t *tag,
                              size_t tag_len)
{
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (tag == NULL)
        return fail(ctx, QZ_ERR_NULL);
    if (tag_len != QZ_CHACHA20POLY1305_TAG_BYTES)
        return fail(ctx, QZ_ERR_LENGTH);
    err = compute_tag(ctx, PHASE_ENC, tag);
    return fail(ctx, err);
}

int qz_chacha20poly1305_verify(qz_chacha20poly1305_ctx *ctx,
                               const uint8_t *tag, size_t tag_len)
{
    uint8_t want[16];
    uint32_t ok;
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (tag == NULL)
        return fail(ctx, QZ_ERR_NULL);
    if (tag_len != QZ_CHACHA20POLY1305_TAG_BYTES)
        return fail(ctx, QZ_ERR_LENGTH);
    err = compute_tag(ctx, PHASE_DEC, want);
    qzi_wipe(ctx, sizeof *ctx);
    if (err != QZ_OK) {
        qzi_wipe(want, sizeof want);
        return err;
    }
    ok = qzi_ct_memeq(want, tag, sizeof want);
    qzi_wipe(want, sizeof want);
    /* The verdict is what verification publishes: branching on it is fine. */
    qzi_ct_declassify(&ok, sizeof ok);
    return ok ? QZ_OK : QZ_ERR_AUTH;
}

/* --- one-shot ------------------------------------------------------------- */

/* The one-shot calls' checks; nonce_want is the variant's nonce size. */
static int check_args(const uint8_t *key, size_t key_len,
                      const uint8_t *nonce, size_t nonce_len,
                      size_t nonce_want, const uint8_t *aad, size_t aad_len,
                      const uint8_t *in, size_t len, const uint8_t *out,
                      const uint8_t *tag, size_t tag_len)
{
    if (key == NULL || nonce == NULL || tag == NULL ||
        (aad == NULL && aad_len > 0) || ((in == NULL || out == NULL) && len > 0))
        return QZ_ERR_NULL;
    if (key_len != QZ_CHACHA20POLY1305_KEY_BYTES || nonce_len != nonce_want ||
        tag_len != QZ_CHACHA20POLY1305_TAG_BYTES)
        return QZ_ERR_LENGTH;
#if SIZE_MAX > 0xFFFFFFFFu /* a 32-bit size_t cannot exceed the limit */
    if ((uint64_t)len > QZ_CHACHA20POLY1305_MAX_BYTES)
        return QZ_ERR_LENGTH;
#endif
    return QZ_OK;
}

/* ctx is initialised; seal the rest. ctx is wiped on every path: by
 * final, or by the streaming call that failed. */
static int seal(qz_chacha20poly1305_ctx *ctx, const uint8_t *aad,
                size_t aad_len, const uint8_t *in, size_t len, uint8_t *out,
                uint8_t *tag)
{
    int err = qz_chacha20poly1305_aad(ctx, aad, aad_len);

    if (err == QZ_OK)
        err = qz_chacha20poly1305_encrypt(ctx, out, in, len);
    if (err == QZ_OK)
        err = qz_chacha20poly1305_final(ctx, tag,
                                        QZ_CHACHA20POLY1305_TAG_BYTES);
    return err;
}

/* ctx is initialised; authenticate, then decrypt or wipe out. Wipes ctx. */
static int open_verified(qz_chacha20poly1305_ctx *ctx, const uint8_t *aad,
                         size_t aad_len, const uint8_t *in, size_t len,
                         const uint8_t *tag, uint8_t *out)
{
    uint8_t want[16];
    uint32_t ok;
    int err;

    err = qz_chacha20poly1305_aad(ctx, aad, aad_len);
    if (err == QZ_OK)
        err = enter_data(ctx, PHASE_DEC, len);
    if (err == QZ_OK)
        err = qz_poly1305_update(&ctx->mac, in, len);
    if (err == QZ_OK) {
        ctx->data_len = len;
        err = compute_tag(ctx, PHASE_DEC, want);
    }
    if (err != QZ_OK) {
        qzi_wipe(ctx, sizeof *ctx);
        qzi_wipe(want, sizeof want);
        return err;
    }
    ok = qzi_ct_memeq(want, tag, sizeof want);
    qzi_wipe(want, sizeof want);
    /* The verdict is what verification publishes: branching on it is fine. */
    qzi_ct_declassify(&ok, sizeof ok);
    if (ok)
        xor_stream(ctx, in, out, len); /* keystream from block 1 */
    else if (len > 0)
        qzi_wipe(out, len);
    qzi_wipe(ctx, sizeof *ctx);
    return ok ? QZ_OK : QZ_ERR_AUTH;
}

int qz_chacha20poly1305_seal(uint8_t *out, uint8_t *tag, size_t tag_len,
                             const uint8_t *key, size_t key_len,
                             const uint8_t *nonce, size_t nonce_len,
                             const uint8_t *aad, size_t aad_len,
                             const uint8_t *in, size_t len)
{
    qz_chacha20poly1305_ctx ctx;
    int err = check_args(key, key_len, nonce, nonce_len,
                         QZ_CHACHA20POLY1305_NONCE_BYTES, aad, aad_len, in,
                         len, out, tag, tag_len);

    if (err != QZ_OK)
        return err;
    aead_init(&ctx, key, nonce);
    return seal(&ctx, aad, aad_len, in, len, out, tag);
}

int qz_chacha20poly1305_open(uint8_t *out, const uint8_t *key, size_t key_len,
                             const uint8_t *nonce, size_t nonce_len,
                             const uint8_t *aad, size_t aad_len,
                             const uint8_t *in, size_t len, const uint8_t *tag,
                             size_t tag_len)
{
    qz_chacha20poly1305_ctx ctx;
    int err = check_args(key, key_len, nonce, nonce_len,
                         QZ_CHACHA20POLY1305_NONCE_BYTES, aad, aad_len, in,
                         len, out, tag, tag_len);

    if (err != QZ_OK)
        return err;
    aead_init(&ctx, key, nonce);
    return open_verified(&ctx, aad, aad_len, in, len, tag, out);
}

int qz_xchacha20poly1305_seal(uint8_t *out, uint8_t *tag, size_t tag_len,
                              const uint8_t *key, size_t key_len,
                              const uint8_t *nonce, size_t nonce_len,
                              const uint8_t *aad, size_t aad_len,
                              const uint8_t *in, size_t len)
{
    qz_chacha20poly1305_ctx ctx;
    int err = check_args(key, key_len, nonce, nonce_len,
                         QZ_XCHACHA20POLY1305_NONCE_BYTES, aad, aad_len, in,
                         len, out, tag, tag_len);

    if (err != QZ_OK)
        return err;
    (void)qz_xchacha20poly1305_init(&ctx, key, QZ_CHACHA20POLY1305_KEY_BYTES,
                                    nonce, QZ_XCHACHA20POLY1305_NONCE_BYTES);
    return seal(&ctx, aad, aad_len, in, len, out, tag);
}

int qz_xchacha20poly1305_open(uint8_t *out, const uint8_t *key, size_t key_len,
                              const uint8_t *nonce, size_t nonce_len,
                              const uint8_t *aad, size_t aad_len,
                              const uint8_t *in, size_t len,
                              const uint8_t *tag, size_t tag_len)
{
    qz_chacha20poly1305_ctx ctx;
    int err = check_args(key, key_len, nonce, nonce_len,
                         QZ_XCHACHA20POLY1305_NONCE_BYTES, aad, aad_len, in,
                         len, out, tag, tag_len);

    if (err != QZ_OK)
        return err;
    (void)qz_xchacha20poly1305_init(&ctx, key, QZ_CHACHA20POLY1305_KEY_BYTES,
                                    nonce, QZ_XCHACHA20POLY1305_NONCE_BYTES);
    return open_verified(&ctx, aad, aad_len, in, len, tag, out);
}

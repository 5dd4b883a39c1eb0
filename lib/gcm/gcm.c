/*
 * AES-GCM (SP 800-38D): GCTR from inc32(J0) for the data, GHASH over
 * A || 0* || C || 0* || [len(A)]64 || [len(C)]64, tag = GHASH XOR
 * AES_K(J0). The GHASH kernel (lib/internal/ghash_kernel.h) and the AES
 * kernel (lib/internal/aes_kernel.h) are the ct or table variants that
 * qzcrypt/config.h selects.
 *
 * Counter blocks are encrypted GCM_BATCH at a time in a stack buffer (the
 * bitsliced AES works on two blocks at once; 16 blocks a call amortise its
 * call overhead: against 8, 256 bytes of buffer instead of 128 buy 0.5%
 * on the M4's 8000-byte flow), which is wiped before returning. Keystream and
 * ciphertext of a partial block stay in the context (ks, buf) until the
 * next call completes the block.
 */
#include <string.h>

#include "qzcrypt/gcm.h"
#include "internal/aes_kernel.h"
#include "internal/bytes.h"
#include "internal/ct.h"
#include "internal/ctx_check.h"
#include "internal/ghash_kernel.h"

#define GCM_KEY_MAGIC 0x47434d4bu
/* ctx->phase: direction and phase; never 0 (a wiped context). */
#define PHASE_ENC_AAD 0x4743e0a1u
#define PHASE_ENC_DATA 0x4743e0d1u
#define PHASE_DEC_AAD 0x4743d0a1u
#define PHASE_DEC_DATA 0x4743d0d1u
#define GCM_BATCH 16

static int key_check(const qz_gcm_key *k)
{
    if (k == NULL)
        return QZ_ERR_NULL;
    if (k->magic != GCM_KEY_MAGIC)
        return QZ_ERR_KEY;
    return qzi_aes_key_check(&k->aes, QZI_AES_DIR_ENCRYPT);
}

int qz_gcm_set_key(qz_gcm_key *k, const uint8_t *key, size_t key_len)
{
    uint8_t h[16];
    int err;

    if (k == NULL)
        return QZ_ERR_NULL;
    qzi_wipe(k, sizeof *k);
    if (key == NULL)
        return QZ_ERR_NULL;
    err = qz_aes_set_encrypt_key(&k->aes, key, key_len);
    if (err != QZ_OK) {
        qzi_wipe(k, sizeof *k);
        return err;
    }
    memset(h, 0, sizeof h);
    qzi_aes_encrypt(k->aes.rk, k->aes.nr, h, h, 1);
    qzi_ghash_prepare(k->ghash, h);
    qzi_wipe(h, sizeof h);
    k->magic = GCM_KEY_MAGIC;
    return QZ_OK;
}

void qz_gcm_wipe_key(qz_gcm_key *k)
{
    if (k != NULL)
        qzi_wipe(k, sizeof *k);
}

/* ---- helpers ------------------------------------------------------------ */

static int fail(qz_gcm_ctx *ctx, int err)
{
    qzi_wipe(ctx, sizeof *ctx);
    return err;
}

/* QZ_OK if ctx is a live, consistent context whose key is still set
 * (lib/internal/ctx_check.h). ek0_pending counts the J0 slot in front of
 * the keystream blocks (ctr_xor indexes with it); the lengths stay within
 * the limits the calls enforce, and no data comes before the data phase,
 * which is also when J0 is first encrypted. */
static int gcm_ctx_check(const qz_gcm_ctx *ctx)
{
    int aad_phase = ctx->phase == PHASE_ENC_AAD || ctx->phase == PHASE_DEC_AAD;

    QZI_CTX_REQUIRE(aad_phase || ctx->phase == PHASE_ENC_DATA ||
                    ctx->phase == PHASE_DEC_DATA);
    QZI_CTX_REQUIRE(qzi_ctx_is_flag(ctx->ek0_pending));
    QZI_CTX_REQUIRE(ctx->aad_len <= QZ_GCM_MAX_AAD_BYTES &&
                    ctx->data_len <= QZ_GCM_MAX_DATA_BYTES);
    QZI_CTX_REQUIRE(!aad_phase || (ctx->data_len == 0 && ctx->ek0_pending == 1));
    return qzi_ctx_verdict(key_check(ctx->key) == QZ_OK);
}

static int is_aad_phase(const qz_gcm_ctx *ctx)
{
    return ctx->phase == PHASE_ENC_AAD || ctx->phase == PHASE_DEC_AAD;
}

static int is_encrypting(const qz_gcm_ctx *ctx)
{
    return ctx->phase == PHASE_ENC_AAD || ctx->phase == PHASE_ENC_DATA;
}

/* n > max, for a size_t n (a function, so that 32-bit targets, where the
 * answer is always no, compile it without a -Wtype-limits warning). */
static int longer(uint64_t n, uint64_t max)
{
    return n > max;
}

/* inc32: the last 32 bits of the counter block, plus one mod 2^32. */
static void inc32(uint8_t ctr[16])
{
    qzi_store_be32(ctr + 12, qzi_load_be32(ctr + 12) + 1);
}

#if defined(__GNUC__) || defined(__clang__)
typedef uint32_t alias_u32 __attribute__((__may_alias__));
#define HAVE_ALIAS_U32 1
#else
#define HAVE_ALIAS_U32 0
#endif

/* out[i] = in[i] ^ ks[i], i < n; out may equal in; ks is 4-byte aligned.
 * Word by word, 16 bytes a step, when in and out are aligned (their
 * addresses are public). */
static void xor_into(uint8_t *out, const uint8_t *in, const uint8_t *ks, size_t n)
{
    size_t i = 0;

#if HAVE_ALIAS_U32
    if ((((uintptr_t)in | (uintptr_t)out) & 3) == 0) {
        alias_u32 *o = (alias_u32 *)(void *)out;
        const alias_u32 *s = (const alias_u32 *)(const void *)in;
        const alias_u32 *k = (const alias_u32 *)(const void *)ks;

        for (; i + 16 <= n; i += 16, o += 4, s += 4, k += 4) {
            o[0] = s[0] ^ k[0];
            o[1] = s[1] ^ k[1];
            o[2] = s[2] ^ k[2];
            o[3] = s[3] ^ k[3];
        }
    }
#endif
    for (; i < n; i++)
        out[i] = (uint8_t)(in[i] ^ ks[i]);
}

/* GHASH len bytes into y; pos = bytes already in buf (the running length
 * mod 16). A block completed in buf or taken whole from p is hashed;
 * the remainder is left in buf. */
static void ghash_absorb(qz_gcm_ctx *ctx, const uint8_t *p, size_t len, unsigned pos)
{
    const uint32_t *hk = ctx->key->ghash;

    if (pos != 0) {
        size_t take = 16 - pos;

        if (take > len)
            take = len;
        memcpy(ctx->buf + pos, p, take);
        p += take;
        len -= take;
        if (pos + take < 16)
            return;
        qzi_ghash_blocks(ctx->y, hk, ctx->buf, 1);
    }
    if (len >= 16) {
        qzi_ghash_blocks(ctx->y, hk, p, len / 16);
        p += len & ~(size_t)15;
        len &= 15;
    }
    if (len > 0)
        memcpy(ctx->buf, p, len);
}

/* Hash the partial block in buf (pos bytes, 0..15), zero-padded. */
static void ghash_pad(qz_gcm_ctx *ctx, unsigned pos)
{
    if (pos != 0) {
        memset(ctx->buf + pos, 0, 16 - pos);
        qzi_ghash_blocks(ctx->y, ctx->key->ghash, ctx->buf, 1);
    }
}

/* Encrypt in place the nb counter blocks at ks + 16 lead, where lead is
 * ctx->ek0_pending: while J0 is pending it rides in the slot before them
 * (a lone block costs the bitsliced kernel a whole pair) and AES_K(J0)
 * goes to ek0. */
static inline void encrypt_counters(qz_gcm_ctx *ctx, uint8_t *ks, size_t lead, size_t nb)
{
    const qz_aes_key *aes = &ctx->key->aes;

    if (lead)
        memcpy(ks, ctx->ek0, 16);
    qzi_aes_encrypt(aes->rk, aes->nr, ks, ks, lead + nb);
    if (lead) {
        memcpy(ctx->ek0, ks, 16);
        ctx->ek0_pending = 0;
    }
}

/* out = in XOR the GCTR keystream, continuing at position pos (the data
 * length so far mod 16) of the current keystream block. Whole blocks go
 * GCM_BATCH at a time: counter blocks built in ks (the IV part copied, the
 * 32-bit counter kept in a register) and encrypted in place by
 * encrypt_counters, with J0 in front while it is pending. */
static void ctr_xor(qz_gcm_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len,
                    unsigned pos)
{
    uint32_t ksw[4 * GCM_BATCH];
    uint8_t *ks = (uint8_t *)ksw;
    size_t i = 0, used = 0;

    if (pos != 0) {
        for (; i < len && pos < 16; i++, pos++)
            out[i] = (uint8_t)(in[i] ^ ctx->ks[pos]);
    }
    if (len - i >= 16) {
        uint32_t c = qzi_load_be32(ctx->ctr + 12), iv[3];

        memcpy(iv, ctx->ctr, 12);
        while (len - i >= 16) {
            size_t lead = ctx->ek0_pending, nb = (len - i) / 16;
            uint32_t *cb = ksw + 4 * lead;

            if (nb > GCM_BATCH - lead)
                nb = GCM_BATCH - lead;
            for (size_t b = 0; b < nb; b++, c++) {
                cb[4 * b] = iv[0];
                cb[4 * b + 1] = iv[1];
                cb[4 * b + 2] = iv[2];
                qzi_store_be32((uint8_t *)(cb + 4 * b + 3), c);
            }
            encrypt_counters(ctx, ks, lead, nb);
            xor_into(out + i, in + i, (const uint8_t *)cb, 16 * nb);
            i += 16 * nb;
            if (used < 16 * (lead + nb))
                used = 16 * (lead + nb);
        }
        qzi_store_be32(ctx->ctr + 12, c);
        qzi_wipe(ksw, used); /* the keystream blocks this call made */
        qzi_wipe(iv, sizeof iv);
    }
    if (i < len) {
        size_t lead = ctx->ek0_pending;

        memcpy(ks + 16 * lead, ctx->ctr, 16);
        encrypt_counters(ctx, ks, lead, 1);
        memcpy(ctx->ks, ks + 16 * lead, 16);
        qzi_wipe(ksw, 16 * (lead + 1));
        inc32(ctx->ctr);
        for (pos = 0; i < len; i++, pos++)
            out[i] = (uint8_t)(in[i] ^ ctx->ks[pos]);
    }
}

/* AES_K(J0), if no keystream call has made it yet. */
static void finish_ek0(qz_gcm_ctx *ctx)
{
    if (ctx->ek0_pending) {
        qzi_aes_encrypt(ctx->key->aes.rk, ctx->key->aes.nr, ctx->ek0, ctx->ek0, 1);
        ctx->ek0_pending = 0;
    }
}

/* The full 16-byte tag of everything absorbed into t. Pads buf (the
 * context can still run ctr_xor afterwards, as qz_gcm_open does). */
static void tag_of(qz_gcm_ctx *ctx, uint8_t t[16])
{
    uint8_t lens[16];

    if (is_aad_phase(ctx))
        ghash_pad(ctx, (unsigned)(ctx->aad_len & 15));
    else
        ghash_pad(ctx, (unsigned)(ctx->data_len & 15));
    qzi_store_be64(lens, ctx->aad_len * 8);
    qzi_store_be64(lens + 8, ctx->data_len * 8);
    qzi_ghash_blocks(ctx->y, ctx->key->ghash, lens, 1);
    finish_ek0(ctx);
    for (unsigned i = 0; i < 16; i++)
        t[i] = (uint8_t)(ctx->y[i] ^ ctx->ek0[i]);
}

/* ---- streaming ---------------------------------------------------------- */

static int init(qz_gcm_ctx *ctx, const qz_gcm_key *key, const uint8_t *iv,
                size_t iv_len, uint32_t phase)
{
    int err;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    qzi_wipe(ctx, sizeof *ctx);
    if (iv == NULL)
        return QZ_ERR_NULL;
    err = key_check(key);
    if (err != QZ_OK)
        return err;
    if (iv_len == 0 || longer(iv_len, QZ_GCM_MAX_AAD_BYTES))
        return QZ_ERR_LENGTH;
    ctx->key = key;
    if (iv_len == 12) {
        /* J0 = IV || 0^31 || 1 */
        memcpy(ctx->ctr, iv, 12);
        ctx->ctr[15] = 1;
    } else {
        /* J0 = GHASH(IV || 0^s || 0^64 || [len(IV)]64) */
        uint8_t lens[16];

        ghash_absorb(ctx, iv, iv_len, 0);
        ghash_pad(ctx, (unsigned)(iv_len & 15));
        memset(lens, 0, 8);
        qzi_store_be64(lens + 8, (uint64_t)iv_len * 8);
        qzi_ghash_blocks(ctx->y, key->ghash, lens, 1);
        memcpy(ctx->ctr, ctx->y, 16);
        memset(ctx->y, 0, 16);
        memset(ctx->buf, 0, 16);
    }
    memcpy(ctx->ek0, ctx->ctr, 16); /* encrypted with the first keystream */
    ctx->ek0_pending = 1;
    inc32(ctx->ctr);
    ctx->phase = phase;
    return QZ_OK;
}

int qz_gcm_encrypt_init(qz_gcm_ctx *ctx, const qz_gcm_key *key,
                        const uint8_t *iv, size_t iv_len)
{
    return init(ctx, key, iv, iv_len, PHASE_ENC_AAD);
}

int qz_gcm_decrypt_init(qz_gcm_ctx *ctx, const qz_gcm_key *key,
                        const uint8_t *iv, size_t iv_len)
{
    return init(ctx, key, iv, iv_len, PHASE_DEC_AAD);
}

int qz_gcm_aad(qz_gcm_ctx *ctx, const uint8_t *aad, size_t len)
{
    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (gcm_ctx_check(ctx) != QZ_OK || !is_aad_phase(ctx))
        return fail(ctx, QZ_ERR_STATE);
    if (aad == NULL && len > 0)
        return fail(ctx, QZ_ERR_NULL);
    if ((uint64_t)len > QZ_GCM_MAX_AAD_BYTES - ctx->aad_len)
        return fail(ctx, QZ_ERR_LENGTH);
    ghash_absorb(ctx, aad, len, (unsigned)(ctx->aad_len & 15));
    ctx->aad_len += len;
    return QZ_OK;
}

int qz_gcm_update(qz_gcm_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len)
{
    unsigned pos;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (gcm_ctx_check(ctx) != QZ_OK)
        return fail(ctx, QZ_ERR_STATE);
    if (len > 0 && (in == NULL || out == NULL))
        return fail(ctx, QZ_ERR_NULL);
    if ((uint64_t)len > QZ_GCM_MAX_DATA_BYTES - ctx->data_len)
        return fail(ctx, QZ_ERR_LENGTH);
    if (is_aad_phase(ctx)) {
        ghash_pad(ctx, (unsigned)(ctx->aad_len & 15));
        ctx->phase = is_encrypting(ctx) ? PHASE_ENC_DATA : PHASE_DEC_DATA;
    }
    if (len == 0)
        return QZ_OK;
    pos = (unsigned)(ctx->data_len & 15);
    if (ctx->phase == PHASE_ENC_DATA) {
        ctr_xor(ctx, out, in, len, pos);
        ghash_absorb(ctx, out, len, pos);
    } else {
        ghash_absorb(ctx, in, len, pos); /* before out overwrites in */
        ctr_xor(ctx, out, in, len, pos);
    }
    ctx->data_len += len;
    return QZ_OK;
}

int qz_gcm_final(qz_gcm_ctx *ctx, uint8_t *tag, size_t tag_len)
{
    uint8_t t[16];

    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (gcm_ctx_check(ctx) != QZ_OK || !is_encrypting(ctx))
        return fail(ctx, QZ_ERR_STATE);
    if (tag == NULL)
        return fail(ctx, QZ_ERR_NULL);
    if (tag_len < QZ_GCM_MIN_TAG_BYTES || tag_len > QZ_GCM_TAG_BYTES)
        return fail(ctx, QZ_ERR_LENGTH);
    tag_of(ctx, t);
    memcpy(tag, t, tag_len);
    qzi_wipe(t, sizeof t);
    return fail(ctx, QZ_OK);
}

int qz_gcm_verify(qz_gcm_ctx *ctx, const uint8_t *tag, size_t tag_len)
{
    uint8_t t[16];
    uint32_t ok;

    if (ctx == NULL)
        return QZ_ERR_NULL;
    if (gcm_ctx_check(ctx) != QZ_OK || is_encrypting(ctx))
        return fail(ctx, QZ_ERR_STATE);
    if (tag == NULL)
        return fail(ctx, QZ_ERR_NULL);
    if (tag_len < QZ_GCM_MIN_TAG_BYTES || tag_len > QZ_GCM_TAG_BYTES)
        return fail(ctx, QZ_ERR_LENGTH);
    tag_of(ctx, t);
    ok = qzi_ct_memeq(t, tag, tag_len);
    qzi_wipe(t, sizeof t);
    qzi_wipe(ctx, sizeof *ctx);
    /* The verdict is what verification publishes: branching on it is fine. */
    qzi_ct_declassify(&ok, sizeof ok);
    return ok ? QZ_OK : QZ_ERR_AUTH;
}

/* ---- one-shot ----------------------------------------------------------- */

/* The argument checks of seal and open, before anything is written. */
static int oneshot_check(const qz_gcm_key *key, const uint8_t *iv, size_t iv_len,
                         const uint8_t *aad, size_t aad_len, const uint8_t *in,
                         size_t len, const uint8_t *out, const uint8_t *tag,
                         size_t tag_len)
{
    int err = key_check(key);

    if (err == QZ_ERR_NULL || iv == NULL || tag == NULL ||
        (aad == NULL && aad_len > 0) || (len > 0 && (in == NULL || out == NULL)))
        return QZ_ERR_NULL;
    if (err != QZ_OK)
        return err;
    if (iv_len == 0 || longer(iv_len, QZ_GCM_MAX_AAD_BYTES) ||
        longer(aad_len, QZ_GCM_MAX_AAD_BYTES) ||
        longer(len, QZ_GCM_MAX_DATA_BYTES) ||
        tag_len < QZ_GCM_MIN_TAG_BYTES || tag_len > QZ_GCM_TAG_BYTES)
        return QZ_ERR_LENGTH;
    return QZ_OK;
}

int qz_gcm_seal(const qz_gcm_key *key, uint8_t *out, uint8_t *tag,
                size_t tag_len, const uint8_t *iv, size_t iv_len,
                const uint8_t *aad, size_t aad_len, const uint8_t *in,
                size_t len)
{
    qz_gcm_ctx ctx;
    int err = oneshot_check(key, iv, iv_len, aad, aad_len, in, len, out, tag, tag_len);

    if (err != QZ_OK)
        return err;
    err = qz_gcm_encrypt_init(&ctx, key, iv, iv_len);
    if (err == QZ_OK)
        err = qz_gcm_aad(&ctx, aad, aad_len);
    if (err == QZ_OK)
        err = qz_gcm_update(&ctx, out, in, len);
    if (err == QZ_OK)
        err = qz_gcm_final(&ctx, tag, tag_len);
    qzi_wipe(&ctx, sizeof ctx);
    return err;
}

int qz_gcm_open(const qz_gcm_key *key, uint8_t *out, const uint8_t *iv,
                size_t iv_len, const uint8_t *aad, size_t aad_len,
                const uint8_t *in, size_t len, const uint8_t *tag,
                size_t tag_len)
{
    qz_gcm_ctx ctx;
    uint8_t t[16];
    uint32_t ok;
    int err = oneshot_check(key, iv, iv_len, aad, aad_len, in, len, out, tag, tag_len);

    if (err != QZ_OK)
        return err;
    err = qz_gcm_decrypt_init(&ctx, key, iv, iv_len);
    if (err == QZ_OK)
        err = qz_gcm_aad(&ctx, aad, aad_len);
    if (err != QZ_OK) {
        qzi_wipe(&ctx, sizeof ctx);
        return err;
    }
    /* GHASH the whole ciphertext and check the tag first... */
    ghash_pad(&ctx, (unsigned)(aad_len & 15));
    ctx.phase = PHASE_DEC_DATA;
    ghash_absorb(&ctx, in, len, 0);
    ctx.data_len = len;
    tag_of(&ctx, t);
    ok = qzi_ct_memeq(t, tag, tag_len);
    qzi_wipe(t, sizeof t);
    /* The verdict is what verification publishes: branching on it is fine. */
    qzi_ct_declassify(&ok, sizeof ok);
    /* ...and decrypt only if it matched. */
    if (ok) {
        if (len > 0)
            ctr_xor(&ctx, out, in, len, 0);
        err = QZ_OK;
    } else {
        if (len > 0)
            qzi_wipe(out, len);
        err = QZ_ERR_AUTH;
    }
    qzi_wipe(&ctx, sizeof ctx);
    return err;
}

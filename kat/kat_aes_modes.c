/*
 * AES block-mode KAT runner: every record of kat/aes_modes.txt, both
 * directions, through
 *   - the one-shot function, out of place (guard bytes after the output,
 *     output at an unaligned offset for some records);
 *   - the one-shot function exactly in place (out == in);
 *   - the streaming interface with chunks of 1, 3, 15, 16, 17, 64 bytes
 *     and random sizes (0 included), out of place with each update given
 *     exactly the documented output bound, and in place (each chunk
 *     processed with out == in);
 * CTR32 records marked `error = LENGTH` must fail before writing anything,
 * in one shot and when streamed up to the last counter value.
 */
#include <stdio.h>
#include <string.h>

#include "qzcrypt/aes_modes.h"
#include "kat_reader.h"
#include "qzt.h"

extern const unsigned char qzt_kat_aes_modes[];
extern const size_t qzt_kat_aes_modes_len;

#define MAX_BYTES 4608
#define SLACK 64
#define GUARD 0xa5

enum { M_ECB, M_CBC, M_CTR, M_CFB, M_OFB, M_XTS };

typedef struct {
    const char *name;
    int kind;
    int arg; /* CBC padding or CTR kind */
} mode_desc;

static const mode_desc MODES[] = {
    {"ECB", M_ECB, 0},
    {"CBC", M_CBC, QZ_AES_CBC_NOPAD},
    {"CBC_PKCS7", M_CBC, QZ_AES_CBC_PKCS7},
    {"CBC_CS1", M_CBC, QZ_AES_CBC_CS1},
    {"CBC_CS2", M_CBC, QZ_AES_CBC_CS2},
    {"CBC_CS3", M_CBC, QZ_AES_CBC_CS3},
    {"CTR32", M_CTR, QZ_AES_CTR32},
    {"CTR128", M_CTR, QZ_AES_CTR128},
    {"CFB", M_CFB, 0},
    {"OFB", M_OFB, 0},
    {"XTS", M_XTS, 0},
};

static const size_t CHUNKS[] = {1, 3, 15, 16, 17, 64, 0 /* random */};

typedef struct {
    const mode_desc *m;
    qz_aes_key ek, dk;
    qz_xts_key xe, xd;
    uint8_t iv[16];
    unsigned line;
} job;

/* 1 if the n bytes at p are all zero. */
static uint8_t g_key[64], g_pt[MAX_BYTES], g_ct[MAX_BYTES];
static uint8_t g_out[MAX_BYTES + SLACK], g_tmp[MAX_BYTES + SLACK];
static qzt_rng g_rng;

/* One-shot of the job's mode: 0 encrypt, 1 decrypt. Returns the error;
 * *olen the output length. */
static int oneshot(const job *j, int decrypt, const uint8_t *in, size_t len,
                   uint8_t *out, size_t cap, size_t *olen)
{
    int err;

    *olen = len;
    switch (j->m->kind) {
    case M_ECB:
        return decrypt ? qz_aes_ecb_decrypt(&j->dk, out, cap, olen, in, len)
                       : qz_aes_ecb_encrypt(&j->ek, out, cap, olen, in, len);
    case M_CBC:
        return decrypt ? qz_aes_cbc_decrypt(&j->dk, out, cap, olen, j->iv, in,
                                            len, j->m->arg)
                       : qz_aes_cbc_encrypt(&j->ek, out, cap, olen, j->iv, in,
                                            len, j->m->arg);
    case M_CTR:
        return qz_aes_ctr(&j->ek, out, j->iv, in, len, j->m->arg);
    case M_CFB:
        return decrypt ? qz_aes_cfb_decrypt(&j->ek, out, j->iv, in, len)
                       : qz_aes_cfb_encrypt(&j->ek, out, j->iv, in, len);
    case M_OFB:
        return qz_aes_ofb(&j->ek, out, j->iv, in, len);
    default:
        err = decrypt ? qz_xts_decrypt(&j->xd, out, j->iv, in, len)
                      : qz_xts_encrypt(&j->xe, out, j->iv, in, len);
        return err;
    }
}

typedef union {
    qz_aes_ecb_ctx ecb;
    qz_aes_cbc_ctx cbc;
    qz_aes_ctr_ctx ctr;
    qz_aes_cfb_ctx cfb;
    qz_aes_ofb_ctx ofb;
} any_ctx;

/* Streamed processing of in[0..len) in chunks of `chunk` bytes (0:
 * random sizes 0..80), appending to out. inplace: each chunk is copied to
 * a scratch buffer and processed there with out == in. Returns the error
 * of the first failing call; *olen the bytes produced. */
static int streamed(const job *j, int decrypt, const uint8_t *in, size_t len,
                    size_t chunk, int inplace, uint8_t *out, size_t *olen)
{
    static uint8_t scratch[128 + SLACK];
    any_ctx c;
    int kind = j->m->kind, err;
    size_t pos = 0, w = 0, n;

    memset(&c, 0, sizeof c); /* so that the whole union must be zero after final */
    switch (kind) {
    case M_ECB:
        err = decrypt ? qz_aes_ecb_decrypt_init(&c.ecb, &j->dk)
                      : qz_aes_ecb_encrypt_init(&c.ecb, &j->ek);
        break;
    case M_CBC:
        err = decrypt ? qz_aes_cbc_decrypt_init(&c.cbc, &j->dk, j->iv, j->m->arg)
                      : qz_aes_cbc_encrypt_init(&c.cbc, &j->ek, j->iv, j->m->arg);
        break;
    case M_CTR:
        err = qz_aes_ctr_init(&c.ctr, &j->ek, j->iv, j->m->arg);
        break;
    case M_CFB:
        err = decrypt ? qz_aes_cfb_decrypt_init(&c.cfb, &j->ek, j->iv)
                      : qz_aes_cfb_encrypt_init(&c.cfb, &j->ek, j->iv);
        break;
    default:
        err = qz_aes_ofb_init(&c.ofb, &j->ek, j->iv);
        break;
    }
    if (err != QZ_OK)
        return err;
    /* Random chunking includes empty updates, one of them after the end. */
    for (int extra = chunk == 0; pos < len || extra; ) {
        size_t c_len = chunk ? chunk : qzt_rand32(&g_rng) % 81;
        const uint8_t *src;
        uint8_t *dst;
        size_t cap;

        if (c_len > len - pos)
            c_len = len - pos;
        if (inplace) {
            memcpy(scratch, in + pos, c_len);
            src = scratch;
            dst = scratch;
            cap = sizeof scratch;
        } else {
            src = in + pos;
            dst = out + w;
            cap = QZ_AES_CBC_UPDATE_OUT_MAX(c_len); /* the documented bound */
        }
        switch (kind) {
        case M_ECB:
            err = (decrypt ? qz_aes_ecb_decrypt_update : qz_aes_ecb_encrypt_update)(&c.ecb, dst, cap, &n, src, c_len);
            break;
        case M_CBC:
            err = (decrypt ? qz_aes_cbc_decrypt_update : qz_aes_cbc_encrypt_update)(&c.cbc, dst, cap, &n, src, c_len);
            break;
        case M_CTR:
            err = qz_aes_ctr_update(&c.ctr, dst, src, c_len);
            n = c_len;
            break;
        case M_CFB:
            err = qz_aes_cfb_update(&c.cfb, dst, src, c_len);
            n = c_len;
            break;
        default:
            err = qz_aes_ofb_update(&c.ofb, dst, src, c_len);
            n = c_len;
            break;
        }
        if (err != QZ_OK)
            return err;
        if (inplace)
            memcpy(out + w, scratch, n);
        w += n;
        pos += c_len;
        if (pos == len && c_len == 0)
            extra = 0;
    }
    switch (kind) {
    case M_ECB:
        err = (decrypt ? qz_aes_ecb_decrypt_final : qz_aes_ecb_encrypt_final)(&c.ecb, out + w, QZ_AES_CBC_FINAL_OUT_MAX, &n);
        break;
    case M_CBC:
        err = (decrypt ? qz_aes_cbc_decrypt_final : qz_aes_cbc_encrypt_final)(&c.cbc, out + w, QZ_AES_CBC_FINAL_OUT_MAX, &n);
        break;
    case M_CTR:
        err = qz_aes_ctr_final(&c.ctr);
        n = 0;
        break;
    case M_CFB:
        err = qz_aes_cfb_final(&c.cfb);
        n = 0;
        break;
    default:
        err = qz_aes_ofb_final(&c.ofb);
        n = 0;
        break;
    }
    QZT_CHECK(qzt_all_zero(&c, sizeof c), "line %u: context not wiped by final", j->line);
    *olen = w + n;
    return err;
}

/* The checks of one direction: in -> want. */
static void run_direction(const job *j, int decrypt, const uint8_t *in,
                          size_t ilen, const uint8_t *want, size_t wlen)
{
    const char *dir = decrypt ? "decrypt" : "encrypt";
    size_t off = j->line % 4, olen, need = wlen;
    int err;

    /* The one-shot PKCS#7 decryption asks for room for len - 1 bytes. */
    if (j->m->kind == M_CBC && j->m->arg == QZ_AES_CBC_PKCS7 && decrypt)
        need = ilen - 1;

    memset(g_out, GUARD, sizeof g_out);
    err = oneshot(j, decrypt, in, ilen, g_out + off, need, &olen);
    QZT_CHECK(err == QZ_OK && olen == wlen, "line %u: %s %s one-shot: err %d, %lu bytes",
              j->line, j->m->name, dir, err, (unsigned long)olen);
    if (err == QZ_OK)
        QZT_EXPECT_BYTES("one-shot", g_out + off, want, wlen);
    for (size_t i = off + need; i < sizeof g_out && i < off + need + SLACK; i++)
        QZT_CHECK(g_out[i] == GUARD, "line %u: %s one-shot wrote past its output", j->line, dir);

    /* Exactly in place: the buffer holds the input and receives the output. */
    memset(g_tmp, GUARD, sizeof g_tmp);
    memcpy(g_tmp, in, ilen);
    err = oneshot(j, decrypt, g_tmp, ilen, g_tmp, need > ilen ? need : ilen, &olen);
    QZT_CHECK(err == QZ_OK && olen == wlen, "line %u: %s %s in place: err %d", j->line,
              j->m->name, dir, err);
    if (err == QZ_OK)
        QZT_EXPECT_BYTES("one-shot in place", g_tmp, want, wlen);

    if (j->m->kind == M_XTS)
        return; /* one call per data unit */
    for (size_t ci = 0; ci < sizeof CHUNKS / sizeof CHUNKS[0]; ci++) {
        for (int inplace = 0; inplace < 2; inplace++) {
            memset(g_out, GUARD, sizeof g_out);
            err = streamed(j, decrypt, in, ilen, CHUNKS[ci], inplace, g_out, &olen);
            QZT_CHECK(err == QZ_OK && olen == wlen,
                      "line %u: %s %s streamed by %lu%s: err %d, %lu bytes", j->line,
                      j->m->name, dir, (unsigned long)CHUNKS[ci], inplace ? " in place" : "",
                      err, (unsigned long)olen);
            if (err == QZ_OK && olen == wlen)
                QZT_EXPECT_BYTES("streamed", g_out, want, wlen);
            QZT_CHECK(g_out[wlen] == GUARD, "line %u: streamed output overran", j->line);
        }
    }
}

/* CTR32 past its last counter value: QZ_ERR_LENGTH, nothing written. */
static void run_ctr32_overflow(const job *j, size_t len)
{
    qz_aes_ctr_ctx c;
    uint32_t low = ((uint32_t)j->iv[12] << 24) | ((uint32_t)j->iv[13] << 16) |
                   ((uint32_t)j->iv[14] << 8) | j->iv[15];
    size_t left = 16 * (size_t)(0xffffffffu - low + 1); /* key stream bytes left */
    size_t olen;

    memset(g_out, GUARD, sizeof g_out);
    QZT_CHECK(oneshot(j, 0, g_pt, len, g_out, len, &olen) == QZ_ERR_LENGTH,
              "line %u: CTR32 overflow not refused", j->line);
    for (size_t i = 0; i < len + SLACK; i++)
        QZT_CHECK(g_out[i] == GUARD, "line %u: CTR32 overflow wrote output", j->line);

    /* Streamed: everything up to the last counter value works, in odd
     * pieces; then one byte more fails, writes nothing, wipes. */
    QZT_CHECK(qz_aes_ctr_init(&c, &j->ek, j->iv, QZ_AES_CTR32) == QZ_OK, "init");
    QZT_CHECK(qz_aes_ctr_update(&c, g_out, g_pt, 5) == QZ_OK &&
              qz_aes_ctr_update(&c, g_out + 5, g_pt + 5, left - 5) == QZ_OK,
              "line %u: CTR32 up to the last counter value", j->line);
    memset(g_tmp, GUARD, 8);
    QZT_CHECK(qz_aes_ctr_update(&c, g_tmp, g_pt, 1) == QZ_ERR_LENGTH,
              "line %u: CTR32 one byte past the end", j->line);
    QZT_CHECK(g_tmp[0] == GUARD, "line %u: CTR32 wrote past the end", j->line);
    QZT_CHECK(qzt_all_zero(&c, sizeof c), "line %u: ctx not wiped", j->line);
}

int main(void)
{
    kat_reader rd;
    kat_record rec;
    unsigned long records = 0, per_mode[sizeof MODES / sizeof MODES[0]] = {0};

    qzt_rng_seed(&g_rng, 0xae5d0de5);
    kat_open(&rd, qzt_kat_aes_modes, qzt_kat_aes_modes_len);
    while (kat_next(&rd, &rec)) {
        static job j;
        size_t nlen;
        const char *name = kat_str(&rec, "mode", &nlen);
        long klen = kat_hex(&rec, "key", g_key, sizeof g_key);
        long ivlen = kat_hex(&rec, "iv", j.iv, sizeof j.iv);
        long plen = kat_hex(&rec, "pt", g_pt, sizeof g_pt);
        long clen = kat_hex(&rec, "ct", g_ct, sizeof g_ct);
        size_t mi;
        int err;

        records++;
        j.m = NULL;
        j.line = rec.line;
        for (mi = 0; name && mi < sizeof MODES / sizeof MODES[0]; mi++) {
            if (strlen(MODES[mi].name) == nlen && memcmp(MODES[mi].name, name, nlen) == 0) {
                j.m = &MODES[mi];
                break;
            }
        }
        if (j.m == NULL || klen < 0 || plen < 0 || clen < 0 ||
            (j.m->kind != M_ECB && ivlen != 16)) {
            QZT_CHECK(0, "aes_modes.txt line %u: bad record", rec.line);
            continue;
        }
        per_mode[mi]++;
        if (j.m->kind == M_XTS) {
            err = qz_xts_set_encrypt_key(&j.xe, g_key, (size_t)klen);
            if (err == QZ_OK)
                err = qz_xts_set_decrypt_key(&j.xd, g_key, (size_t)klen);
        } else {
            err = qz_aes_set_encrypt_key(&j.ek, g_key, (size_t)klen);
            if (err == QZ_OK)
                err = qz_aes_set_decrypt_key(&j.dk, g_key, (size_t)klen);
        }
        if (err != QZ_OK) {
            QZT_CHECK(0, "line %u: key setup failed (%d)", rec.line, err);
            continue;
        }
        if (kat_is(&rec, "error", "LENGTH")) {
            QZT_CHECK(j.m->kind == M_CTR && j.m->arg == QZ_AES_CTR32,
                      "line %u: error records are CTR32 only", rec.line);
            run_ctr32_overflow(&j, (size_t)plen);
            continue;
        }
        run_direction(&j, 0, g_pt, (size_t)plen, g_ct, (size_t)clen);
        run_direction(&j, 1, g_ct, (size_t)clen, g_pt, (size_t)plen);
    }
    for (size_t mi = 0; mi < sizeof MODES / sizeof MODES[0]; mi++)
        QZT_CHECK(per_mode[mi] >= 15, "only %lu %s records", per_mode[mi], MODES[mi].name);
    QZT_CHECK(records >= 1500, "only %lu records", records);
    return qzt_finish("kat-aes-modes");
}

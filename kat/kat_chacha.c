/*
 * ChaCha20 / Poly1305 / (X)ChaCha20-Poly1305 KAT runner: every record of
 * kat/chacha.txt (kat/gen_chacha.py) through
 *  - ChaCha20: qz_chacha20_xor out of place (guard bytes, odd alignment),
 *    in place, and split at a block boundary with the counter advanced;
 *    refused lengths (counter past 0xFFFFFFFF) write nothing;
 *  - XChaCha20: qz_hchacha20 then qz_chacha20_xor;
 *  - HChaCha20: out of place and with out overlapping the key;
 *  - Poly1305: one-shot, streaming in several chunkings, verify of the
 *    right tag and of the tag with each of its 16 bytes altered;
 *  - the AEADs: one-shot seal and open out of place and in place, streaming
 *    seal and open in several chunkings of the associated data and of the
 *    data, and tampering: a tag altered at every byte position, one
 *    ciphertext byte and one associated-data byte altered must give
 *    QZ_ERR_AUTH with the output wiped (one-shot, out of place and in
 *    place) or from qz_chacha20poly1305_verify (streaming).
 */
#include <stdio.h>
#include <string.h>

#include "qzcrypt/chacha20poly1305.h"
#include "kat_reader.h"
#include "qzt.h"

extern const unsigned char qzt_kat_chacha[];
extern const size_t qzt_kat_chacha_len;

#define MAXMSG 8192
#define GUARD 16

static uint8_t key[32], nonce[24], aad[128], msg[MAXMSG], want[MAXMSG], tag[16];
static uint8_t buf[MAXMSG + 2 * GUARD + 8], buf2[MAXMSG + 2 * GUARD + 8];

/* Chunk sizes for the streaming tests (0 = all at once). */
static const size_t CHUNKS[] = {1, 3, 16, 63, 64, 65, 200, 0};
#define NCHUNKS (sizeof CHUNKS / sizeof CHUNKS[0])

/* A decimal field as a 64-bit number (kat_num is a long, 32 bits on Arm). */
static int num64(const kat_record *rec, const char *name, uint64_t *v)
{
    size_t n;
    const char *s = kat_str(rec, name, &n);

    if (s == NULL || n == 0 || n > 19)
        return 0;
    *v = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return 0;
        *v = *v * 10 + (uint64_t)(s[i] - '0');
    }
    return 1;
}

/* p points GUARD bytes into b; fill the guards and the n bytes between. */
static uint8_t *guarded(uint8_t *b, size_t misalign, size_t n, uint8_t fill)
{
    memset(b, 0xe7, n + 2 * GUARD + misalign);
    memset(b + GUARD + misalign, fill, n);
    return b + GUARD + misalign;
}

static int guards_ok(const uint8_t *p, size_t n)
{
    for (size_t i = 1; i <= GUARD; i++)
        if (p[-(long)i] != 0xe7 || p[n + i - 1] != 0xe7)
            return 0;
    return 1;
}

static void run_chacha20(const kat_record *rec, unsigned long r)
{
    long kl = kat_hex(rec, "key", key, sizeof key);
    long nl = kat_hex(rec, "nonce", nonce, sizeof nonce);
    uint64_t ctr, mlen64;
    long ml, cl;
    uint8_t *out;

    if (kl != 32 || nl != 12 || !num64(rec, "counter", &ctr) || ctr > 0xFFFFFFFFu) {
        QZT_CHECK(0, "chacha.txt line %u: bad CHACHA20 record", rec->line);
        return;
    }
    if (kat_is(rec, "error", "LENGTH")) {
        if (num64(rec, "msg_len", &mlen64)) {
            /* Refused before any access: the buffers are never read. */
#if SIZE_MAX < 0xFFFFFFFFFFFFFFFFu
            if (mlen64 > SIZE_MAX)
                return; /* not representable on this target */
#endif
            QZT_CHECK(qz_chacha20_xor(buf, key, 32, nonce, 12, (uint32_t)ctr,
                                      msg, (size_t)mlen64) == QZ_ERR_LENGTH,
                      "line %u: huge length not refused", rec->line);
            return;
        }
        ml = kat_hex(rec, "msg", msg, sizeof msg);
        if (ml < 0) {
            QZT_CHECK(0, "chacha.txt line %u: bad msg", rec->line);
            return;
        }
        out = guarded(buf, 0, (size_t)ml, 0x5c);
        QZT_CHECK(qz_chacha20_xor(out, key, 32, nonce, 12, (uint32_t)ctr, msg,
                                  (size_t)ml) ==
                  QZ_ERR_LENGTH, "line %u: counter wrap not refused", rec->line);
        for (long i = 0; i < ml; i++)
            QZT_CHECK(out[i] == 0x5c, "line %u: refused call wrote output", rec->line);
        return;
    }
    ml = kat_hex(rec, "msg", msg, sizeof msg);
    cl = kat_hex(rec, "ct", want, sizeof want);
    if (ml < 0 || cl != ml) {
        QZT_CHECK(0, "chacha.txt line %u: bad CHACHA20 record", rec->line);
        return;
    }
    /* Out of place, misaligned by 0..3. */
    out = guarded(buf, r & 3, (size_t)ml, 0);
    QZT_CHECK(qz_chacha20_xor(out, key, 32, nonce, 12, (uint32_t)ctr, msg,
                              (size_t)ml) == QZ_OK,
              "line %u: chacha20", rec->line);
    QZT_EXPECT_BYTES("chacha20", out, want, (size_t)ml);
    QZT_CHECK(guards_ok(out, (size_t)ml), "line %u: wrote outside", rec->line);
    /* In place: decrypting the ciphertext gives the message back. */
    QZT_CHECK(qz_chacha20_xor(out, key, 32, nonce, 12, (uint32_t)ctr, out,
                              (size_t)ml) == QZ_OK,
              "line %u: chacha20 in place", rec->line);
    QZT_EXPECT_BYTES("chacha20 in place", out, msg, (size_t)ml);
    /* Split after k whole blocks, the second call with counter + k. */
    if (ml > 64 && ctr + (uint64_t)ml / 64 <= 0xFFFFFFFFu) {
        size_t k = ((size_t)ml / 64 + 1) / 2, cut = 64 * k;

        memcpy(out, msg, (size_t)ml);
        QZT_CHECK(qz_chacha20_xor(out, key, 32, nonce, 12, (uint32_t)ctr, out,
                                  cut) == QZ_OK &&
                  qz_chacha20_xor(out + cut, key, 32, nonce, 12,
                                  (uint32_t)(ctr + k), out + cut,
                                  (size_t)ml - cut) == QZ_OK,
                  "line %u: chacha20 split", rec->line);
        QZT_EXPECT_BYTES("chacha20 split", out, want, (size_t)ml);
    }
}

static void run_xchacha20(const kat_record *rec)
{
    uint8_t sub[32], n12[12];
    uint64_t ctr;
    long ml = kat_hex(rec, "msg", msg, sizeof msg);
    long cl = kat_hex(rec, "ct", want, sizeof want);

    if (kat_hex(rec, "key", key, sizeof key) != 32 ||
        kat_hex(rec, "nonce", nonce, sizeof nonce) != 24 || !num64(rec, "counter", &ctr) ||
        ctr > 0xFFFFFFFFu || ml < 0 || cl != ml) {
        QZT_CHECK(0, "chacha.txt line %u: bad XCHACHA20 record", rec->line);
        return;
    }
    memset(n12, 0, 4);
    memcpy(n12 + 4, nonce + 16, 8);
    QZT_CHECK(qz_hchacha20(sub, key, 32, nonce, 16) == QZ_OK &&
              qz_chacha20_xor(buf, sub, 32, n12, 12, (uint32_t)ctr, msg,
                              (size_t)ml) == QZ_OK,
              "line %u: xchacha20", rec->line);
    QZT_EXPECT_BYTES("xchacha20", buf, want, (size_t)ml);
}

static void run_hchacha20(const kat_record *rec)
{
    uint8_t out[32 + 2 * GUARD], both[48];

    if (kat_hex(rec, "key", key, sizeof key) != 32 ||
        kat_hex(rec, "nonce", nonce, sizeof nonce) != 16 ||
        kat_hex(rec, "out", want, sizeof want) != 32) {
        QZT_CHECK(0, "chacha.txt line %u: bad HCHACHA20 record", rec->line);
        return;
    }
    guarded(out, 0, 32, 0);
    QZT_CHECK(qz_hchacha20(out + GUARD, key, 32, nonce, 16) == QZ_OK, "line %u: hchacha20", rec->line);
    QZT_EXPECT_BYTES("hchacha20", out + GUARD, want, 32);
    QZT_CHECK(guards_ok(out + GUARD, 32), "line %u: hchacha20 wrote outside", rec->line);
    /* out overlapping the key and the nonce (allowed). */
    memcpy(both, key, 32);
    memcpy(both + 32, nonce, 16);
    QZT_CHECK(qz_hchacha20(both + 8, both, 32, both + 32, 16) == QZ_OK, "line %u: overlap", rec->line);
    QZT_EXPECT_BYTES("hchacha20 overlapping", both + 8, want, 32);
}

static void run_poly1305(const kat_record *rec, unsigned long r)
{
    long ml = kat_hex(rec, "msg", msg, sizeof msg);
    uint8_t got[16 + 2 * GUARD];
    qz_poly1305_ctx ctx;

    if (kat_hex(rec, "key", key, sizeof key) != 32 || ml < 0 ||
        kat_hex(rec, "tag", tag, sizeof tag) != 16) {
        QZT_CHECK(0, "chacha.txt line %u: bad POLY1305 record", rec->line);
        return;
    }
    guarded(got, 0, 16, 0);
    QZT_CHECK(qz_poly1305(got + GUARD, 16, key, 32, msg, (size_t)ml) == QZ_OK, "line %u", rec->line);
    QZT_EXPECT_BYTES("poly1305", got + GUARD, tag, 16);
    QZT_CHECK(guards_ok(got + GUARD, 16), "line %u: poly1305 wrote outside", rec->line);
    for (size_t c = 0; c < NCHUNKS; c++) {
        size_t chunk = CHUNKS[c] ? CHUNKS[c] : (size_t)ml + 1;

        QZT_CHECK(qz_poly1305_init(&ctx, key, 32) == QZ_OK, "init");
        for (size_t pos = 0; pos < (size_t)ml; pos += chunk) {
            size_t take = (size_t)ml - pos < chunk ? (size_t)ml - pos : chunk;

            QZT_CHECK(qz_poly1305_update(&ctx, msg + pos, take) == QZ_OK, "update");
        }
        QZT_CHECK(qz_poly1305_final(&ctx, got, 16) == QZ_OK, "final");
        QZT_EXPECT_BYTES("poly1305 streamed", got, tag, 16);
    }
    QZT_CHECK(qz_poly1305_init(&ctx, key, 32) == QZ_OK &&
              qz_poly1305_update(&ctx, msg, (size_t)ml) == QZ_OK &&
              qz_poly1305_verify(&ctx, tag, 16) == QZ_OK, "line %u: verify", rec->line);
    for (unsigned pos = 0; pos < 16; pos++) {
        tag[pos] ^= (uint8_t)(1u << ((pos + r) & 7));
        QZT_CHECK(qz_poly1305_init(&ctx, key, 32) == QZ_OK &&
                  qz_poly1305_update(&ctx, msg, (size_t)ml) == QZ_OK &&
                  qz_poly1305_verify(&ctx, tag, 16) == QZ_ERR_AUTH,
                  "line %u: altered tag byte %u verified", rec->line, pos);
        tag[pos] ^= (uint8_t)(1u << ((pos + r) & 7));
    }
}

typedef int (*seal_fn)(uint8_t *, uint8_t *, size_t, const uint8_t *, size_t,
                       const uint8_t *, size_t, const uint8_t *, size_t,
                       const uint8_t *, size_t);
typedef int (*open_fn)(uint8_t *, const uint8_t *, size_t, const uint8_t *, size_t,
                       const uint8_t *, size_t, const uint8_t *, size_t,
                       const uint8_t *, size_t);
typedef int (*init_fn)(qz_chacha20poly1305_ctx *, const uint8_t *, size_t,
                       const uint8_t *, size_t);

/* The nonce length of the record being run: 12, or 24 for XChaCha. */
static size_t nlen;

/* Streaming seal (enc) or open of in[0..n) in chunks of ach (associated
 * data) and dch (data) bytes; 0 = all at once. Returns the final call's
 * result (final: QZ_OK and the tag in t; verify: QZ_OK or QZ_ERR_AUTH). */
static int stream(init_fn init, int enc, size_t alen, const uint8_t *in, size_t n,
                  uint8_t *out, size_t ach, size_t dch, uint8_t *t)
{
    qz_chacha20poly1305_ctx ctx;
    int err = init(&ctx, key, 32, nonce, nlen);

    if (ach == 0)
        ach = alen + 1;
    if (dch == 0)
        dch = n + 1;
    for (size_t pos = 0; pos < alen && err == QZ_OK; pos += ach)
        err = qz_chacha20poly1305_aad(&ctx, aad + pos, alen - pos < ach ? alen - pos : ach);
    for (size_t pos = 0; pos < n && err == QZ_OK; pos += dch) {
        size_t take = n - pos < dch ? n - pos : dch;

        err = enc ? qz_chacha20poly1305_encrypt(&ctx, out + pos, in + pos,
                                                take)
                  : qz_chacha20poly1305_decrypt(&ctx, out + pos, in + pos,
                                                take);
    }
    if (err == QZ_OK)
        err = enc ? qz_chacha20poly1305_final(&ctx, t, 16)
                  : qz_chacha20poly1305_verify(&ctx, t, 16);
    QZT_CHECK(qzt_all_zero(&ctx, sizeof ctx), "context not wiped at the end of a stream");
    return err;
}

static void run_aead(const kat_record *rec, unsigned long r, int x)
{
    seal_fn seal = x ? qz_xchacha20poly1305_seal : qz_chacha20poly1305_seal;
    open_fn open = x ? qz_xchacha20poly1305_open : qz_chacha20poly1305_open;
    init_fn init = x ? qz_xchacha20poly1305_init : qz_chacha20poly1305_init;
    long al = kat_hex(rec, "aad", aad, sizeof aad);
    long ml = kat_hex(rec, "msg", msg, sizeof msg);
    long cl = kat_hex(rec, "ct", want, sizeof want);
    size_t n = (size_t)ml, alen = (size_t)al;
    uint8_t t[16 + 2 * GUARD], *out, *ct;

    nlen = x ? 24 : 12;
    if (kat_hex(rec, "key", key, sizeof key) != 32 ||
        kat_hex(rec, "nonce", nonce, sizeof nonce) != (x ? 24 : 12) || al < 0 || ml < 0 ||
        cl != ml || kat_hex(rec, "tag", tag, sizeof tag) != 16) {
        QZT_CHECK(0, "chacha.txt line %u: bad AEAD record", rec->line);
        return;
    }

    /* One-shot seal, out of place and misaligned, guards around both outputs. */
    out = guarded(buf, r & 3, n, 0);
    guarded(t, 0, 16, 0);
    QZT_CHECK(seal(out, t + GUARD, 16, key, 32, nonce, nlen, aad, alen, msg, n) == QZ_OK,
              "line %u: seal", rec->line);
    QZT_EXPECT_BYTES("seal ciphertext", out, want, n);
    QZT_EXPECT_BYTES("seal tag", t + GUARD, tag, 16);
    QZT_CHECK(guards_ok(out, n) && guards_ok(t + GUARD, 16), "line %u: seal wrote outside",
              rec->line);
    /* One-shot seal in place. */
    memcpy(out, msg, n);
    QZT_CHECK(seal(out, t, 16, key, 32, nonce, nlen, aad, alen, out, n) == QZ_OK, "line %u: seal in place",
              rec->line);
    QZT_EXPECT_BYTES("seal in place", out, want, n);
    QZT_EXPECT_BYTES("seal in place tag", t, tag, 16);
    /* One-shot open, out of place then in place. */
    out = guarded(buf2, (r + 1) & 3, n, 0xa5);
    QZT_CHECK(open(out, key, 32, nonce, nlen, aad, alen, want, n, tag, 16) == QZ_OK, "line %u: open",
              rec->line);
    QZT_EXPECT_BYTES("open", out, msg, n);
    QZT_CHECK(guards_ok(out, n), "line %u: open wrote outside", rec->line);
    memcpy(out, want, n);
    QZT_CHECK(open(out, key, 32, nonce, nlen, aad, alen, out, n, tag, 16) == QZ_OK, "line %u: open in place",
              rec->line);
    QZT_EXPECT_BYTES("open in place", out, msg, n);

    /* Streaming, every chunk size for the data, the associated data cut
     * in another size. */
    ct = guarded(buf, 0, n, 0);
    for (size_t c = 0; c < NCHUNKS; c++) {
        size_t dch = CHUNKS[c], ach = CHUNKS[(c + 3) % NCHUNKS];

        memset(ct, 0, n);
        QZT_CHECK(stream(init, 1, alen, msg, n, ct, ach, dch, t) == QZ_OK,
                  "line %u: streaming seal (chunks %u/%u)", rec->line, (unsigned)ach,
                  (unsigned)dch);
        QZT_EXPECT_BYTES("streamed ciphertext", ct, want, n);
        QZT_EXPECT_BYTES("streamed tag", t, tag, 16);
        memset(out, 0, n);
        QZT_CHECK(stream(init, 0, alen, want, n, out, ach, dch, tag) == QZ_OK,
                  "line %u: streaming open (chunks %u/%u)", rec->line, (unsigned)ach,
                  (unsigned)dch);
        QZT_EXPECT_BYTES("streamed plaintext", out, msg, n);
    }
    /* Streaming in place, 17-byte data chunks. */
    memcpy(ct, msg, n);
    QZT_CHECK(stream(init, 1, alen, ct, n, ct, 5, 17, t) == QZ_OK, "line %u", rec->line);
    QZT_EXPECT_BYTES("streamed in place", ct, want, n);
    QZT_CHECK(stream(init, 0, alen, ct, n, ct, 0, 17, tag) == QZ_OK, "line %u", rec->line);
    QZT_EXPECT_BYTES("streamed open in place", ct, msg, n);

    /* Tampering: every tag byte, out of place (output must be wiped) ... */
    for (unsigned pos = 0; pos < 16; pos++) {
        uint8_t bit = (uint8_t)(1u << ((pos + r) & 7));

        tag[pos] ^= bit;
        out = guarded(buf2, pos & 3, n, 0xa5);
        QZT_CHECK(open(out, key, 32, nonce, nlen, aad, alen, want, n, tag, 16) == QZ_ERR_AUTH,
                  "line %u: tag altered at byte %u accepted", rec->line, pos);
        QZT_CHECK(qzt_all_zero(out, n) && guards_ok(out, n),
                  "line %u: output not wiped (tag byte %u)", rec->line, pos);
        tag[pos] ^= bit;
    }
    /* ... in place (the buffer is wiped too), and through streaming verify. */
    tag[r % 16] ^= 0x80;
    memcpy(ct, want, n);
    QZT_CHECK(open(ct, key, 32, nonce, nlen, aad, alen, ct, n, tag, 16) == QZ_ERR_AUTH && qzt_all_zero(ct, n),
              "line %u: in-place open of an altered tag", rec->line);
    QZT_CHECK(stream(init, 0, alen, want, n, out, 7, 33, tag) == QZ_ERR_AUTH,
              "line %u: streaming verify of an altered tag", rec->line);
    tag[r % 16] ^= 0x80;
    /* One ciphertext byte, one associated-data byte. */
    if (n > 0) {
        memcpy(ct, want, n);
        ct[r % n] ^= 0x01;
        out = guarded(buf2, 0, n, 0xa5);
        QZT_CHECK(open(out, key, 32, nonce, nlen, aad, alen, ct, n, tag, 16) == QZ_ERR_AUTH &&
                  qzt_all_zero(out, n), "line %u: altered ciphertext accepted", rec->line);
        QZT_CHECK(stream(init, 0, alen, ct, n, out, 0, 64, tag) == QZ_ERR_AUTH,
                  "line %u: streaming: altered ciphertext accepted", rec->line);
    }
    if (alen > 0) {
        aad[r % alen] ^= 0x40;
        out = guarded(buf2, 0, n, 0xa5);
        QZT_CHECK(open(out, key, 32, nonce, nlen, aad, alen, want, n, tag, 16) == QZ_ERR_AUTH &&
                  qzt_all_zero(out, n), "line %u: altered associated data accepted", rec->line);
        aad[r % alen] ^= 0x40;
    }
}

int main(void)
{
    kat_reader rd;
    kat_record rec;
    unsigned long records = 0, counts[6] = {0};

    kat_open(&rd, qzt_kat_chacha, qzt_kat_chacha_len);
    while (kat_next(&rd, &rec)) {
        records++;
        if (kat_is(&rec, "alg", "CHACHA20")) {
            counts[0]++;
            run_chacha20(&rec, records);
        } else if (kat_is(&rec, "alg", "XCHACHA20")) {
            counts[1]++;
            run_xchacha20(&rec);
        } else if (kat_is(&rec, "alg", "HCHACHA20")) {
            counts[2]++;
            run_hchacha20(&rec);
        } else if (kat_is(&rec, "alg", "POLY1305")) {
            counts[3]++;
            run_poly1305(&rec, records);
        } else if (kat_is(&rec, "alg", "CHACHA20POLY1305")) {
            counts[4]++;
            run_aead(&rec, records, 0);
        } else if (kat_is(&rec, "alg", "XCHACHA20POLY1305")) {
            counts[5]++;
            run_aead(&rec, records, 1);
        } else {
            QZT_CHECK(0, "chacha.txt line %u: unknown alg", rec.line);
        }
    }
    printf("records: chacha20 %lu, xchacha20 %lu, hchacha20 %lu, poly1305 %lu, "
           "chacha20poly1305 %lu, xchacha20poly1305 %lu\n", counts[0], counts[1], counts[2],
           counts[3], counts[4], counts[5]);
    QZT_CHECK(counts[0] >= 300 && counts[1] >= 1 && counts[2] >= 40 && counts[3] >= 300 &&
              counts[4] >= 370 && counts[5] >= 370, "too few records");
    return qzt_finish("kat-chacha");
}

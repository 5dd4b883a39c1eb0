/*
 * AES-CCM KAT runner: every record of kat/ccm.txt through the public API
 * (the AES kernel configure selected):
 *   - qz_ccm_seal / qz_ccm_open out of place (guard bytes after the
 *     ciphertext, the plaintext and the tag) and in place, on odd
 *     addresses;
 *   - streaming encryption and decryption with the associated data and
 *     the data in chunks of 1, 3, 15, 16, 17 and 64 bytes and of random
 *     sizes (0 included); the context is all zero after final / verify;
 *   - a flipped bit in the tag, the ciphertext, the associated data or the
 *     nonce: qz_ccm_open returns QZ_ERR_AUTH with the output zeroed, and
 *     streaming qz_ccm_verify returns QZ_ERR_AUTH.
 * Records with aad_repeat (65279..65536 bytes of associated data) run the
 * same way on the expanded associated data.
 */
#include <stdio.h>
#include <string.h>

#include "qzcrypt/ccm.h"
#include "kat_reader.h"
#include "qzt.h"

extern const unsigned char qzt_kat_ccm[];
extern const size_t qzt_kat_ccm_len;

#define MAX_DATA 512
#define MAX_AAD 65536
#define GUARD 0xa5

static const size_t CHUNKS[] = {1, 3, 15, 16, 17, 64, 0 /* random */};
#define NCHUNKS (sizeof CHUNKS / sizeof CHUNKS[0])

/* The next chunk length for plan c (0 = random, 0..40 bytes). */
static size_t chunk(size_t c, size_t left, qzt_rng *rng)
{
    size_t n = c ? c : qzt_rand32(rng) % 41;

    return n < left ? n : left;
}

/* Streaming encryption (dir 0) or decryption (dir 1) with chunk plan c;
 * returns final/verify's result. */
static int stream(const qz_aes_key *key, int dir, size_t c, qzt_rng *rng,
                  const uint8_t *nonce, size_t nlen, const uint8_t *aad, size_t alen,
                  const uint8_t *in, size_t len, uint8_t *out, uint8_t *tag, size_t tlen)
{
    qz_ccm_ctx ctx;
    int err = dir ? qz_ccm_decrypt_init(&ctx, key, nonce, nlen, alen, len, tlen)
                  : qz_ccm_encrypt_init(&ctx, key, nonce, nlen, alen, len, tlen);
    size_t i = 0;

    while (err == QZ_OK && i < alen) {
        size_t n = chunk(c, alen - i, rng);

        err = qz_ccm_aad(&ctx, aad + i, n);
        i += n;
    }
    for (i = 0; err == QZ_OK && i < len;) {
        size_t n = chunk(c, len - i, rng);

        err = qz_ccm_update(&ctx, out + i, in + i, n);
        i += n;
    }
    if (err == QZ_OK && (len == 0 || c == 0))
        err = qz_ccm_update(&ctx, out, in, 0);
    if (err == QZ_OK)
        err = dir ? qz_ccm_verify(&ctx, tag, tlen) : qz_ccm_final(&ctx, tag, tlen);
    QZT_CHECK(qzt_all_zero(&ctx, sizeof ctx), "context not wiped after finishing");
    return err;
}

static void run_record(const kat_record *rec, qzt_rng *rng)
{
    static uint8_t key[32], nonce[16], aad[MAX_AAD], pt[MAX_DATA], ct[MAX_DATA];
    static uint8_t buf[MAX_DATA + 8], back[MAX_DATA + 8];
    uint8_t tag[16], got_tag[17];
    unsigned line = rec->line;
    long klen = kat_hex(rec, "key", key, sizeof key);
    long nlen = kat_hex(rec, "nonce", nonce, sizeof nonce);
    long ulen = kat_hex(rec, "aad", aad, 1024);
    long rep = kat_num(rec, "aad_repeat", 1);
    long plen = kat_hex(rec, "pt", pt, sizeof pt);
    long clen = kat_hex(rec, "ct", ct, sizeof ct);
    long tlen = kat_hex(rec, "tag", tag, sizeof tag);
    size_t len, t, alen;
    qz_aes_key k;

    if (klen < 0 || nlen < 0 || ulen < 0 || rep < 1 || plen < 0 || clen != plen ||
        tlen < 4 || (unsigned long)ulen * (unsigned long)rep > MAX_AAD) {
        QZT_CHECK(0, "ccm.txt line %u: bad record", line);
        return;
    }
    alen = (size_t)ulen * (size_t)rep;
    for (long r = 1; r < rep; r++)
        memcpy(aad + (size_t)r * (size_t)ulen, aad, (size_t)ulen);
    len = (size_t)plen;
    t = (size_t)tlen;
    QZT_CHECK(qz_aes_set_encrypt_key(&k, key, (size_t)klen) == QZ_OK, "line %u: key", line);

    /* One-shot, out of place, odd addresses, guard bytes. */
    memset(buf, GUARD, sizeof buf);
    memset(got_tag, GUARD, sizeof got_tag);
    QZT_CHECK(qz_ccm_seal(&k, buf + 1, got_tag, t, nonce, (size_t)nlen, aad,
                          alen, pt, len) == QZ_OK, "line %u: seal", line);
    if (!QZT_EXPECT_BYTES("seal ciphertext", buf + 1, ct, len) ||
        !QZT_EXPECT_BYTES("seal tag", got_tag, tag, t))
        printf("  at ccm.txt line %u\n", line);
    QZT_CHECK(buf[0] == GUARD && buf[1 + len] == GUARD && got_tag[t] == GUARD,
              "line %u: seal wrote outside its outputs", line);
    memset(back, GUARD, sizeof back);
    QZT_CHECK(qz_ccm_open(&k, back + 3, nonce, (size_t)nlen, aad, alen,
                          buf + 1, len, tag, t) == QZ_OK, "line %u: open", line);
    if (!QZT_EXPECT_BYTES("open plaintext", back + 3, pt, len))
        printf("  at ccm.txt line %u\n", line);
    QZT_CHECK(back[2] == GUARD && back[3 + len] == GUARD,
              "line %u: open wrote outside its output", line);

    /* In place. */
    memcpy(buf + 3, pt, len);
    QZT_CHECK(qz_ccm_seal(&k, buf + 3, got_tag, t, nonce, (size_t)nlen, aad,
                          alen, buf + 3, len) == QZ_OK, "line %u: seal in place", line);
    QZT_EXPECT_BYTES("in-place ciphertext", buf + 3, ct, len);
    QZT_EXPECT_BYTES("in-place tag", got_tag, tag, t);
    QZT_CHECK(qz_ccm_open(&k, buf + 3, nonce, (size_t)nlen, aad, alen, buf + 3,
                          len, tag, t) == QZ_OK, "line %u: open in place", line);
    QZT_EXPECT_BYTES("in-place plaintext", buf + 3, pt, len);

    /* Streaming, every chunking, both directions. */
    for (unsigned c = 0; c < NCHUNKS; c++) {
        memset(buf, GUARD, sizeof buf);
        QZT_CHECK(stream(&k, 0, CHUNKS[c], rng, nonce, (size_t)nlen, aad, alen, pt, len,
                         buf, got_tag, t) == QZ_OK, "line %u: stream encrypt", line);
        if (!QZT_EXPECT_BYTES("streamed ciphertext", buf, ct, len) ||
            !QZT_EXPECT_BYTES("streamed tag", got_tag, tag, t))
            printf("  at ccm.txt line %u, chunk %u\n", line, (unsigned)CHUNKS[c]);
        QZT_CHECK(buf[len] == GUARD, "line %u: stream wrote past the output", line);
        memset(back, GUARD, sizeof back);
        QZT_CHECK(stream(&k, 1, CHUNKS[c], rng, nonce, (size_t)nlen, aad, alen, ct, len,
                         back, tag, t) == QZ_OK, "line %u: stream decrypt", line);
        if (!QZT_EXPECT_BYTES("streamed plaintext", back, pt, len))
            printf("  at ccm.txt line %u, chunk %u\n", line, (unsigned)CHUNKS[c]);
    }
    memcpy(buf, pt, len);
    QZT_CHECK(stream(&k, 0, 0, rng, nonce, (size_t)nlen, aad, alen, buf, len, buf,
                     got_tag, t) == QZ_OK, "line %u: stream in place", line);
    QZT_EXPECT_BYTES("streamed in-place ciphertext", buf, ct, len);

    /* Tampering: tag, ciphertext, associated data, nonce. */
    for (unsigned what = 0; what < 4; what++) {
        uint8_t *field = what == 0 ? tag : what == 1 ? ct : what == 2 ? aad : nonce;
        size_t flen = what == 0 ? t : what == 1 ? len : what == 2 ? alen : (size_t)nlen;
        size_t pos;
        uint8_t bit;
        int err;

        if (flen == 0)
            continue;
        pos = (size_t)(qzt_rand32(rng) % flen);
        bit = (uint8_t)(1u << (qzt_rand32(rng) & 7));
        field[pos] ^= bit;
        memset(back, GUARD, sizeof back);
        err = qz_ccm_open(&k, back, nonce, (size_t)nlen, aad, alen, ct, len,
                          tag, t);
        QZT_CHECK(err == QZ_ERR_AUTH, "line %u: tampered field %u opened (%d)", line,
                  what, err);
        QZT_CHECK(qzt_all_zero(back, len) && back[len] == GUARD,
                  "line %u: failed open left output", line);
        QZT_CHECK(stream(&k, 1, 16, rng, nonce, (size_t)nlen, aad, alen, ct, len, back,
                         tag, t) == QZ_ERR_AUTH,
                  "line %u: tampered field %u verified", line, what);
        field[pos] ^= bit;
    }
    qz_aes_wipe_key(&k);
}

int main(void)
{
    kat_reader rd;
    kat_record rec;
    unsigned long records = 0;
    qzt_rng rng;

    qzt_rng_seed(&rng, 0xcc4d0001);
    kat_open(&rd, qzt_kat_ccm, qzt_kat_ccm_len);
    while (kat_next(&rd, &rec)) {
        records++;
        run_record(&rec, &rng);
    }
    QZT_CHECK(records >= 420, "only %lu CCM records", records);
    return qzt_finish("kat-ccm");
}

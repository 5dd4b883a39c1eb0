/*
 * AES-GCM KAT runner.
 *
 * Part 1, the GHASH kernels: qzi_ghash_ct_*_c and qzi_ghash_table_*_c
 * (and the armv7em assembly where the build has it)
 * against each other and against a bit-serial multiplication written
 * here from SP 800-38D algorithm 1: single-bit operands at every position
 * (the reduction's edges), random keys, accumulators and 0..9 blocks,
 * unaligned block pointers; prepare must leave the words it does not use.
 *
 * Part 2, every record of kat/gcm.txt through the public API with the
 * kernels configure selected:
 *   - qz_gcm_seal / qz_gcm_open out of place (guard bytes after the
 *     ciphertext, the plaintext and the tag) and in place, on odd
 *     addresses;
 *   - streaming encryption and decryption with the associated data and
 *     the data in chunks of 1, 3, 15, 16, 17 and 64 bytes and of random
 *     sizes (0 included); the context is all zero after final / verify;
 *   - verification of every shorter prefix of the tag down to 4 bytes;
 *   - a flipped bit in the tag, the ciphertext, the associated data or
 *     the IV: qz_gcm_open returns QZ_ERR_AUTH with the output zeroed, and
 *     streaming qz_gcm_verify returns QZ_ERR_AUTH.
 */
#include <stdio.h>
#include <string.h>

#include "qzcrypt/gcm.h"
#include "internal/ghash_kernel.h"
#include "kat_reader.h"
#include "qzt.h"

extern const unsigned char qzt_kat_gcm[];
extern const size_t qzt_kat_gcm_len;

#define MAX_DATA 512
#define GUARD 0xa5
#define HK_CANARY 0x5a5aa5a5u

/* ---- part 1: GHASH kernels ------------------------------------------------ */

/* z = x * h in GF(2^128), bit by bit (SP 800-38D algorithm 1). */
static void ref_mul(uint8_t z[16], const uint8_t x[16], const uint8_t h[16])
{
    uint8_t v[16], acc[16];

    memcpy(v, h, 16);
    memset(acc, 0, 16);
    for (unsigned i = 0; i < 128; i++) {
        unsigned lsb = v[15] & 1;

        if ((x[i / 8] >> (7 - i % 8)) & 1)
            for (unsigned j = 0; j < 16; j++)
                acc[j] ^= v[j];
        for (unsigned j = 15; j > 0; j--)
            v[j] = (uint8_t)((v[j] >> 1) | (v[j - 1] << 7));
        v[0] >>= 1;
        if (lsb)
            v[0] ^= 0xe1;
    }
    memcpy(z, acc, 16);
}

static void ref_ghash(uint8_t y[16], const uint8_t h[16], const uint8_t *blocks,
                      size_t n)
{
    for (size_t b = 0; b < n; b++) {
        for (unsigned j = 0; j < 16; j++)
            y[j] ^= blocks[16 * b + j];
        ref_mul(y, y, h);
    }
}

typedef void prepare_fn(uint32_t *, const uint8_t *);
typedef void blocks_fn(uint8_t *, const uint32_t *, const uint8_t *, size_t);

static const struct {
    const char *name;
    prepare_fn *prepare;
    blocks_fn *blocks;
} KERNELS[] = {
    {"ct", qzi_ghash_ct_prepare_c, qzi_ghash_ct_blocks_c},
    {"table", qzi_ghash_table_prepare_c, qzi_ghash_table_blocks_c},
#if QZI_GHASH_CT_ASM
    {"ct-armv7em", qzi_ghash_ct_prepare_armv7em, qzi_ghash_ct_blocks_armv7em},
#endif
};
#define NKERNELS (sizeof KERNELS / sizeof KERNELS[0])

/* Both kernels and the reference on one case; 1 if all agree. */
static int ghash_case(const uint8_t h[16], const uint8_t y0[16],
                      const uint8_t *blocks, size_t n)
{
    uint8_t want[16], got[17];
    int ok = 1;

    memcpy(want, y0, 16);
    ref_ghash(want, h, blocks, n);
    for (unsigned k = 0; k < NKERNELS; k++) {
        uint32_t hk[QZI_GHASH_KEY_WORDS];

        memset(hk, 0, sizeof hk);
        KERNELS[k].prepare(hk, h);
        memcpy(got, y0, 16);
        got[16] = GUARD;
        KERNELS[k].blocks(got, hk, blocks, n);
        if (!QZT_EXPECT_BYTES(KERNELS[k].name, got, want, 16)) {
            printf("  GHASH kernel %s, %u blocks\n", KERNELS[k].name, (unsigned)n);
            ok = 0;
        }
        QZT_CHECK(got[16] == GUARD, "GHASH %s wrote past y", KERNELS[k].name);
    }
    return ok;
}

static void test_ghash_kernels(qzt_rng *rng)
{
    static uint8_t blocks[16 * 9 + 3];
    uint8_t h[16], y[16];

    /* Prepare leaves the words its layout does not use. */
    for (unsigned k = 0; k < NKERNELS; k++) {
        uint32_t hk[QZI_GHASH_KEY_WORDS + 1];
        unsigned untouched = 0;

        for (unsigned i = 0; i <= QZI_GHASH_KEY_WORDS; i++)
            hk[i] = HK_CANARY;
        qzt_rand_bytes(rng, h, 16);
        KERNELS[k].prepare(hk, h);
        QZT_CHECK(hk[QZI_GHASH_KEY_WORDS] == HK_CANARY, "%s prepare overflowed",
                  KERNELS[k].name);
        for (unsigned i = 0; i < QZI_GHASH_KEY_WORDS; i++)
            untouched += hk[i] == HK_CANARY;
        QZT_CHECK(untouched < QZI_GHASH_KEY_WORDS, "%s prepare wrote nothing",
                  KERNELS[k].name);
    }

    /* Single-bit H and X at every position of H: each product is a single
     * shifted bit or one reduction of it. y = 0, one block. */
    for (unsigned i = 0; i < 128; i++) {
        static const unsigned XBITS[] = {0, 1, 7, 8, 63, 64, 120, 121, 126, 127};

        for (unsigned j = 0; j < sizeof XBITS / sizeof XBITS[0]; j++) {
            memset(h, 0, 16);
            memset(y, 0, 16);
            memset(blocks, 0, 16);
            h[i / 8] = (uint8_t)(0x80 >> (i % 8));
            blocks[XBITS[j] / 8] = (uint8_t)(0x80 >> (XBITS[j] % 8));
            if (!ghash_case(h, y, blocks, 1))
                printf("  H bit %u, X bit %u\n", i, XBITS[j]);
        }
    }

    /* All-ones operands: the longest carries. */
    memset(h, 0xff, 16);
    memset(y, 0xff, 16);
    memset(blocks, 0, 32);
    ghash_case(h, y, blocks, 2);

    /* Random keys, accumulators, 0..9 blocks at offsets 0..3. */
    for (unsigned t = 0; t < 300; t++) {
        size_t n = qzt_rand32(rng) % 10, off = t & 3;

        qzt_rand_bytes(rng, h, 16);
        qzt_rand_bytes(rng, y, 16);
        qzt_rand_bytes(rng, blocks + off, 16 * n);
        if (!ghash_case(h, y, blocks + off, n))
            printf("  random trial %u\n", t);
    }
}

/* ---- part 2: the records ----------------------------------------------------- */

static const size_t CHUNKS[] = {1, 3, 15, 16, 17, 64, 0 /* random */};
#define NCHUNKS (sizeof CHUNKS / sizeof CHUNKS[0])

/* The next chunk length for plan c (0 = random, 0..40 bytes). */
static size_t chunk(size_t c, size_t left, qzt_rng *rng)
{
    size_t n = c ? c : qzt_rand32(rng) % 41;

    return n < left ? n : left;
}

/* Streaming encryption (dir 0) or decryption (dir 1) of in into out with
 * chunk plan c; returns final/verify's result. */
static int stream(const qz_gcm_key *key, int dir, size_t c, qzt_rng *rng,
                  const uint8_t *iv, size_t ivlen, const uint8_t *aad, size_t alen,
                  const uint8_t *in, size_t len, uint8_t *out, uint8_t *tag,
                  size_t tlen)
{
    qz_gcm_ctx ctx;
    int err = dir ? qz_gcm_decrypt_init(&ctx, key, iv, ivlen)
                  : qz_gcm_encrypt_init(&ctx, key, iv, ivlen);
    size_t i = 0;

    while (err == QZ_OK && i < alen) {
        size_t n = chunk(c, alen - i, rng);

        err = qz_gcm_aad(&ctx, aad + i, n);
        i += n;
    }
    for (i = 0; err == QZ_OK && i < len;) {
        size_t n = chunk(c, len - i, rng);

        err = qz_gcm_update(&ctx, out + i, in + i, n);
        i += n;
    }
    if (err == QZ_OK && len == 0)
        err = qz_gcm_update(&ctx, out, in, 0);
    if (err == QZ_OK)
        err = dir ? qz_gcm_verify(&ctx, tag, tlen) : qz_gcm_final(&ctx, tag, tlen);
    QZT_CHECK(qzt_all_zero(&ctx, sizeof ctx), "context not wiped after finishing");
    return err;
}

static void run_record(const kat_record *rec, qzt_rng *rng, unsigned long nrec)
{
    static uint8_t key[32], iv[64], aad[MAX_DATA], pt[MAX_DATA], ct[MAX_DATA];
    static uint8_t buf[MAX_DATA + 8], back[MAX_DATA + 8];
    uint8_t tag[16], got_tag[17];
    unsigned line = rec->line;
    long klen = kat_hex(rec, "key", key, sizeof key);
    long ivlen = kat_hex(rec, "iv", iv, sizeof iv);
    long alen = kat_hex(rec, "aad", aad, sizeof aad);
    long plen = kat_hex(rec, "pt", pt, sizeof pt);
    long clen = kat_hex(rec, "ct", ct, sizeof ct);
    long tlen = kat_hex(rec, "tag", tag, sizeof tag);
    size_t len, t;
    qz_gcm_key k;
    qz_gcm_ctx ctx;

    if (klen < 0 || ivlen < 1 || alen < 0 || plen < 0 || clen != plen || tlen < 4) {
        QZT_CHECK(0, "gcm.txt line %u: bad record", line);
        return;
    }
    len = (size_t)plen;
    t = (size_t)tlen;
    QZT_CHECK(qz_gcm_set_key(&k, key, (size_t)klen) == QZ_OK, "line %u: set_key", line);

    /* One-shot, out of place, odd addresses, guard bytes. */
    memset(buf, GUARD, sizeof buf);
    memset(got_tag, GUARD, sizeof got_tag);
    QZT_CHECK(qz_gcm_seal(&k, buf + 1, got_tag, t, iv, (size_t)ivlen, aad,
                          (size_t)alen, pt, len) == QZ_OK, "line %u: seal", line);
    if (!QZT_EXPECT_BYTES("seal ciphertext", buf + 1, ct, len) ||
        !QZT_EXPECT_BYTES("seal tag", got_tag, tag, t))
        printf("  at gcm.txt line %u\n", line);
    QZT_CHECK(buf[0] == GUARD && buf[1 + len] == GUARD && got_tag[t] == GUARD,
              "line %u: seal wrote outside its outputs", line);
    memset(back, GUARD, sizeof back);
    QZT_CHECK(qz_gcm_open(&k, back + 3, iv, (size_t)ivlen, aad, (size_t)alen,
                          buf + 1, len, tag, t) == QZ_OK, "line %u: open", line);
    if (!QZT_EXPECT_BYTES("open plaintext", back + 3, pt, len))
        printf("  at gcm.txt line %u\n", line);
    QZT_CHECK(back[2] == GUARD && back[3 + len] == GUARD,
              "line %u: open wrote outside its output", line);

    /* In place. */
    memcpy(buf + 3, pt, len);
    QZT_CHECK(qz_gcm_seal(&k, buf + 3, got_tag, t, iv, (size_t)ivlen, aad,
                          (size_t)alen, buf + 3, len) == QZ_OK, "line %u: seal in place", line);
    QZT_EXPECT_BYTES("in-place ciphertext", buf + 3, ct, len);
    QZT_EXPECT_BYTES("in-place tag", got_tag, tag, t);
    QZT_CHECK(qz_gcm_open(&k, buf + 3, iv, (size_t)ivlen, aad, (size_t)alen,
                          buf + 3, len, tag, t) == QZ_OK, "line %u: open in place", line);
    QZT_EXPECT_BYTES("in-place plaintext", buf + 3, pt, len);

    /* Streaming, every chunking, both directions. */
    for (unsigned c = 0; c < NCHUNKS; c++) {
        memset(buf, GUARD, sizeof buf);
        QZT_CHECK(stream(&k, 0, CHUNKS[c], rng, iv, (size_t)ivlen, aad, (size_t)alen, pt,
                         len, buf, got_tag, t) == QZ_OK, "line %u: stream encrypt", line);
        if (!QZT_EXPECT_BYTES("streamed ciphertext", buf, ct, len) ||
            !QZT_EXPECT_BYTES("streamed tag", got_tag, tag, t))
            printf("  at gcm.txt line %u, chunk %u\n", line, (unsigned)CHUNKS[c]);
        QZT_CHECK(buf[len] == GUARD, "line %u: stream wrote past the output", line);
        memset(back, GUARD, sizeof back);
        QZT_CHECK(stream(&k, 1, CHUNKS[c], rng, iv, (size_t)ivlen, aad, (size_t)alen, ct,
                         len, back, tag, t) == QZ_OK, "line %u: stream decrypt", line);
        if (!QZT_EXPECT_BYTES("streamed plaintext", back, pt, len))
            printf("  at gcm.txt line %u, chunk %u\n", line, (unsigned)CHUNKS[c]);
    }
    /* Streaming in place, random chunks. */
    memcpy(buf, pt, len);
    QZT_CHECK(stream(&k, 0, 0, rng, iv, (size_t)ivlen, aad, (size_t)alen, buf, len, buf,
                     got_tag, t) == QZ_OK, "line %u: stream in place", line);
    QZT_EXPECT_BYTES("streamed in-place ciphertext", buf, ct, len);

    /* Every shorter prefix of the tag verifies. */
    for (size_t s = QZ_GCM_MIN_TAG_BYTES; s < t; s++) {
        QZT_CHECK(qz_gcm_decrypt_init(&ctx, &k, iv, (size_t)ivlen) == QZ_OK &&
                  qz_gcm_aad(&ctx, aad, (size_t)alen) == QZ_OK &&
                  qz_gcm_update(&ctx, back, ct, len) == QZ_OK &&
                  qz_gcm_verify(&ctx, tag, s) == QZ_OK,
                  "line %u: the %u-byte prefix of the tag", line, (unsigned)s);
    }

    /* Tampering: tag, ciphertext, associated data, IV. */
    for (unsigned what = 0; what < 4; what++) {
        uint8_t *field = what == 0 ? tag : what == 1 ? ct : what == 2 ? aad : iv;
        size_t flen = what == 0 ? t : what == 1 ? len : what == 2 ? (size_t)alen
                                                                  : (size_t)ivlen;
        size_t pos;
        uint8_t bit;
        int err;

        if (flen == 0)
            continue;
        pos = (size_t)(qzt_rand32(rng) % flen);
        bit = (uint8_t)(1u << (qzt_rand32(rng) & 7));
        field[pos] ^= bit;
        memset(back, GUARD, sizeof back);
        err = qz_gcm_open(&k, back, iv, (size_t)ivlen, aad, (size_t)alen, ct,
                          len, tag, t);
        QZT_CHECK(err == QZ_ERR_AUTH, "line %u: tampered field %u opened (%d)", line,
                  what, err);
        QZT_CHECK(qzt_all_zero(back, len) && back[len] == GUARD,
                  "line %u: failed open left output", line);
        QZT_CHECK(stream(&k, 1, 16, rng, iv, (size_t)ivlen, aad, (size_t)alen, ct, len,
                         back, tag, t) == QZ_ERR_AUTH,
                  "line %u: tampered field %u verified", line, what);
        field[pos] ^= bit;
    }
    (void)nrec;
    qz_gcm_wipe_key(&k);
    QZT_CHECK(qzt_all_zero(&k, sizeof k), "line %u: key not wiped", line);
}

int main(void)
{
    kat_reader rd;
    kat_record rec;
    unsigned long records = 0;
    qzt_rng rng;

    qzt_rng_seed(&rng, 0x6c4d0001);
    test_ghash_kernels(&rng);
    kat_open(&rd, qzt_kat_gcm, qzt_kat_gcm_len);
    while (kat_next(&rd, &rec))
        run_record(&rec, &rng, ++records);
    QZT_CHECK(records >= 450, "only %lu GCM records", records);
    return qzt_finish("kat-gcm");
}

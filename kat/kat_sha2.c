/*
 * SHA-2 KAT runner: every record of kat/sha2.txt through the one-shot
 * functions (generic and typed) and through streaming with several
 * chunkings, including byte-at-a-time.
 */
#include <string.h>

#include "qzcrypt/hash.h"
#include "kat_reader.h"
#include "qzt.h"

extern const unsigned char qzt_kat_sha2[];
extern const size_t qzt_kat_sha2_len;

static uint8_t msg[512];
/* msg repeated, so that a chunk of up to 1000 bytes can start at any
 * phase of the repetition: cyc[i] = msg[i mod n]. */
static uint8_t cyc[1000 + 512];

/* Stream `reps` copies of msg[0..n) as one stream cut into `chunk`-byte
 * pieces (chunk <= 1000), which cross repetition boundaries. */
static int streamed(qz_hash_id alg, size_t n, long reps, size_t chunk, uint8_t *out)
{
    qz_hash_ctx ctx;
    int err = qz_hash_init(&ctx, alg);
    uint64_t total = (uint64_t)n * (uint64_t)reps, pos = 0;

    for (size_t i = 0; i < sizeof cyc && n > 0; i++)
        cyc[i] = msg[i % n];
    while (pos < total && err == QZ_OK) {
        size_t take = total - pos < chunk ? (size_t)(total - pos) : chunk;

        err = qz_hash_update(&ctx, cyc + (size_t)(pos % n), take);
        pos += take;
    }
    if (err == QZ_OK)
        err = qz_hash_final(&ctx, out, qz_hash_digest_bytes(alg));
    return err;
}

int main(void)
{
    static const size_t chunks[] = {1, 3, 64, 127, 1000};
    kat_reader rd;
    kat_record rec;
    unsigned long records = 0;

    kat_open(&rd, qzt_kat_sha2, qzt_kat_sha2_len);
    while (kat_next(&rd, &rec)) {
        size_t nlen;
        const char *name = kat_str(&rec, "alg", &nlen);
        qz_hash_id alg = name ? qzt_hash_by_name(name, nlen) : NULL;
        long n = kat_hex(&rec, "msg", msg, sizeof msg);
        long reps = kat_num(&rec, "repeat", 1);
        uint8_t want[64], got[65];
        long dlen = kat_hex(&rec, "md", want, sizeof want);

        records++;
        if (alg == NULL || n < 0 || reps < 1 || dlen != (long)qz_hash_digest_bytes(alg)) {
            QZT_CHECK(0, "sha2.txt line %u: bad record", rec.line);
            continue;
        }
        for (size_t c = 0; c < sizeof chunks / sizeof chunks[0]; c++) {
            /* Byte-at-a-time over a million bytes is slow under qemu for
             * the M0+: long messages use the larger chunkings only. */
            if (reps > 1 && chunks[c] < 64)
                continue;
            memset(got, 0xa5, sizeof got);
            QZT_CHECK(streamed(alg, (size_t)n, reps, chunks[c], got) == QZ_OK,
                      "line %u: streaming failed", rec.line);
            QZT_EXPECT_BYTES("streamed digest", got, want, (size_t)dlen);
        }
        if (reps == 1) {
            memset(got, 0xa5, sizeof got);
            QZT_CHECK(qz_hash(alg, got, (size_t)dlen, msg, (size_t)n) == QZ_OK,
                      "line %u: qz_hash failed", rec.line);
            QZT_EXPECT_BYTES("qz_hash digest", got, want, (size_t)dlen);
            memset(got, 0xa5, sizeof got);
            QZT_CHECK(qzt_typed_oneshot(alg, got, msg, (size_t)n) == QZ_OK,
                      "line %u: typed one-shot failed", rec.line);
            QZT_EXPECT_BYTES("typed one-shot digest", got, want, (size_t)dlen);
            QZT_CHECK(got[dlen] == 0xa5, "line %u: wrote past the digest", rec.line);
        }
    }
    QZT_CHECK(records >= 1800, "only %lu SHA-2 records", records);
    return qzt_finish("kat-sha2");
}

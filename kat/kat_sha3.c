/*
 * SHA-3 / SHAKE KAT runner (kat/sha3.txt): SHA3-* through qz_hash, the
 * typed one-shots and streaming in several chunkings; SHAKE through the
 * one-shots and through absorb/squeeze in several chunkings, including
 * byte-at-a-time squeezing; for the `prefixes` record every output length
 * 0..600 must be a prefix of the long output.
 */
#include <string.h>

#include "qzcrypt/hash.h"
#include "kat_reader.h"
#include "qzt.h"

extern const unsigned char qzt_kat_sha3[];
extern const size_t qzt_kat_sha3_len;

static uint8_t msg[512], want[608], got[608];

static const size_t CHUNKS[] = {1, 7, 136, 168, 1000};
#define NCHUNKS (sizeof CHUNKS / sizeof CHUNKS[0])

/* Long records repeat a one-byte message (one million 'a'): feed it in
 * 500-byte pieces, once, instead of every chunking (speed under qemu). */
static uint8_t rep_buf[500];

static int absorb_repeated(int (*absorb)(void *, const void *, size_t), void *ctx,
                           long reps)
{
    int err = QZ_OK;

    memset(rep_buf, msg[0], sizeof rep_buf);
    for (long done = 0; done < reps && err == QZ_OK; done += (long)sizeof rep_buf)
        err = absorb(ctx, rep_buf, reps - done < (long)sizeof rep_buf
                                       ? (size_t)(reps - done) : sizeof rep_buf);
    return err;
}

static int hash_absorb(void *ctx, const void *p, size_t n)
{
    return qz_hash_update((qz_hash_ctx *)ctx, p, n);
}

static int shake_absorb(void *ctx, const void *p, size_t n)
{
    return qz_shake_absorb((qz_shake_ctx *)ctx, p, n);
}

static void check_hash(const kat_record *rec, qz_hash_id alg, size_t n, long reps)
{
    long dlen = kat_hex(rec, "md", want, sizeof want);

    QZT_CHECK(dlen == (long)qz_hash_digest_bytes(alg), "line %u: md", rec->line);
    for (size_t c = 0; c < NCHUNKS; c++) {
        qz_hash_ctx ctx;
        int err = qz_hash_init(&ctx, alg);

        if (reps > 1 && c > 0)
            break;
        if (reps > 1)
            err = absorb_repeated(hash_absorb, &ctx, reps);
        for (size_t i = 0; reps == 1 && i < n && err == QZ_OK; i += CHUNKS[c])
            err = qz_hash_update(&ctx, msg + i, n - i < CHUNKS[c] ? n - i : CHUNKS[c]);
        memset(got, 0xa5, sizeof got);
        QZT_CHECK(err == QZ_OK && qz_hash_final(&ctx, got, (size_t)dlen) == QZ_OK,
                  "line %u: streaming", rec->line);
        QZT_EXPECT_BYTES("streamed digest", got, want, (size_t)dlen);
    }
    if (reps == 1) {
        memset(got, 0xa5, sizeof got);
        QZT_CHECK(qzt_typed_oneshot(alg, got, msg, n) == QZ_OK, "line %u", rec->line);
        QZT_EXPECT_BYTES("one-shot digest", got, want, (size_t)dlen);
        QZT_CHECK(got[dlen] == 0xa5, "line %u: wrote past the digest", rec->line);
    }
}

static void check_shake(const kat_record *rec, int is128, size_t n, long reps)
{
    long olen = kat_hex(rec, "out", want, sizeof want);
    int prefixes = kat_num(rec, "prefixes", 0) == 1;

    QZT_CHECK(olen >= 0, "line %u: out", rec->line);
    if (olen < 0)
        return;
    for (size_t c = 0; c < NCHUNKS; c++) {
        qz_shake_ctx ctx;
        int err = is128 ? qz_shake128_init(&ctx) : qz_shake256_init(&ctx);

        if (reps > 1 && c > 0)
            break;
        if (reps > 1)
            err = absorb_repeated(shake_absorb, &ctx, reps);
        for (size_t i = 0; reps == 1 && i < n && err == QZ_OK; i += CHUNKS[c])
            err = qz_shake_absorb(&ctx, msg + i, n - i < CHUNKS[c] ? n - i : CHUNKS[c]);
        memset(got, 0xa5, sizeof got);
        /* A zero-length squeeze also ends the input. Then squeeze in a
         * different chunking than we absorbed in. */
        if (err == QZ_OK)
            err = qz_shake_squeeze(&ctx, got, 0);
        for (size_t i = 0; i < (size_t)olen && err == QZ_OK; i += CHUNKS[NCHUNKS - 1 - c])
            err = qz_shake_squeeze(&ctx, got + i,
                                   (size_t)olen - i < CHUNKS[NCHUNKS - 1 - c]
                                       ? (size_t)olen - i : CHUNKS[NCHUNKS - 1 - c]);
        QZT_CHECK(err == QZ_OK, "line %u: SHAKE streaming", rec->line);
        QZT_EXPECT_BYTES("streamed SHAKE output", got, want, (size_t)olen);
        QZT_CHECK(qz_shake_absorb(&ctx, msg, 1) == QZ_ERR_STATE, "absorb after squeeze");
        qz_shake_wipe(&ctx);
    }
    if (reps > 1)
        return;
    for (size_t L = prefixes ? 0 : (size_t)olen; L <= (size_t)olen; L++) {
        memset(got, 0xa5, sizeof got);
        QZT_CHECK((is128 ? qz_shake128(got, L, msg, n) : qz_shake256(got, L,
                                                                     msg, n)) == QZ_OK,
                  "line %u: one-shot", rec->line);
        QZT_EXPECT_BYTES("one-shot SHAKE output", got, want, L);
        QZT_CHECK(got[L] == 0xa5, "line %u: wrote past %u bytes", rec->line, (unsigned)L);
    }
}

int main(void)
{
    kat_reader rd;
    kat_record rec;
    unsigned long records = 0;

    kat_open(&rd, qzt_kat_sha3, qzt_kat_sha3_len);
    while (kat_next(&rd, &rec)) {
        long n = kat_hex(&rec, "msg", msg, sizeof msg);
        long reps = kat_num(&rec, "repeat", 1);

        if (reps > 1 && n != 1)
            reps = -1; /* only one-byte units repeat */
        size_t nlen;
        const char *name = kat_str(&rec, "alg", &nlen);

        records++;
        if (name == NULL || n < 0 || reps < 1) {
            QZT_CHECK(0, "sha3.txt line %u: bad record", rec.line);
        } else if (kat_is(&rec, "alg", "SHAKE128") || kat_is(&rec, "alg", "SHAKE256")) {
            check_shake(&rec, kat_is(&rec, "alg", "SHAKE128"), (size_t)n, reps);
        } else {
            qz_hash_id alg = qzt_hash_by_name(name, nlen);

            QZT_CHECK(alg != NULL, "sha3.txt line %u: unknown alg", rec.line);
            if (alg != NULL)
                check_hash(&rec, alg, (size_t)n, reps);
        }
    }
    QZT_CHECK(records >= 1800, "only %lu SHA-3 records", records);
    return qzt_finish("kat-sha3");
}

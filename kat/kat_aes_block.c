/*
 * AES block KAT runner: every record of kat/aes_block.txt through
 *   - both variants' C kernels directly (qzi_aes_ct_*_c, qzi_aes_table_*_c):
 *     out of place with guard bytes, in place, unaligned input and output,
 *     block by block, and the inverse direction back to the input;
 *   - the public key API (qz_aes_set_encrypt_key / qz_aes_set_decrypt_key)
 *     with the kernel that qzcrypt/config.h selects (qzi_aes_encrypt/decrypt).
 * Round-key words past each layout's length must be left untouched.
 */
#include <stdio.h>
#include <string.h>

#include "qzcrypt/aes.h"
#include "internal/aes_kernel.h"
#include "kat_reader.h"
#include "qzt.h"

extern const unsigned char qzt_kat_aes_block[];
extern const size_t qzt_kat_aes_block_len;

#define MAX_BYTES (16 * 9)
#define GUARD 0xa5
#define RK_CANARY 0x5a5aa5a5u

typedef void expand_fn(uint32_t *, const uint8_t *, unsigned, int);
typedef void block_fn(const uint32_t *, unsigned, uint8_t *, const uint8_t *, size_t);

static const struct {
    const char *name;
    expand_fn *expand;
    block_fn *encrypt, *decrypt;
    unsigned rk_words_per_round; /* layout length: this x (nr + 1) words */
} VARIANTS[] = {
    {"ct", qzi_aes_ct_expand_c, qzi_aes_ct_encrypt_c, qzi_aes_ct_decrypt_c, 8},
    {"table", qzi_aes_table_expand_c, qzi_aes_table_encrypt_c, qzi_aes_table_decrypt_c, 4},
};

static void expect(unsigned line, const char *variant, const char *what,
                   const uint8_t *got, const uint8_t *want, size_t n)
{
    if (!QZT_EXPECT_BYTES(what, got, want, n))
        printf("  at aes_block.txt line %u, %s kernels\n", line, variant);
}

/* One variant on one record: op is 0 (encrypt) or 1 (decrypt). */
static void run_variant(unsigned v, unsigned line, int op, const uint8_t *key,
                        unsigned klen, const uint8_t *in, const uint8_t *want,
                        size_t len)
{
    static uint8_t buf[MAX_BYTES + 8], back[MAX_BYTES + 8];
    uint32_t rk[QZI_AES_RK_WORDS + 1], rk_inv[QZI_AES_RK_WORDS];
    unsigned nr = klen / 4 + 6, used = VARIANTS[v].rk_words_per_round * (nr + 1);
    size_t nblocks = len / 16;
    block_fn *fwd = op ? VARIANTS[v].decrypt : VARIANTS[v].encrypt;
    block_fn *inv = op ? VARIANTS[v].encrypt : VARIANTS[v].decrypt;
    const char *name = VARIANTS[v].name;

    for (unsigned i = 0; i <= QZI_AES_RK_WORDS; i++)
        rk[i] = RK_CANARY;
    VARIANTS[v].expand(rk, key, klen, op);
    for (unsigned i = used; i <= QZI_AES_RK_WORDS; i++)
        QZT_CHECK(rk[i] == RK_CANARY, "line %u %s: expand wrote rk[%u]", line, name, i);
    VARIANTS[v].expand(rk_inv, key, klen, !op);

    /* Out of place, guard bytes on both sides. */
    memset(buf, GUARD, sizeof buf);
    fwd(rk, nr, buf + 4, in, nblocks);
    expect(line, name, "out of place", buf + 4, want, len);
    QZT_CHECK(buf[0] == GUARD && buf[1] == GUARD && buf[2] == GUARD && buf[3] == GUARD &&
              buf[4 + len] == GUARD, "line %u %s: wrote outside the output", line, name);

    /* The other direction takes the answer back to the input. */
    inv(rk_inv, nr, back, buf + 4, nblocks);
    expect(line, name, "inverse", back, in, len);

    /* In place, on an odd address. */
    memcpy(buf + 1, in, len);
    fwd(rk, nr, buf + 1, buf + 1, nblocks);
    expect(line, name, "in place", buf + 1, want, len);

    /* Unaligned input (offset 3 in back) and output (offset 2 in buf). */
    memcpy(back + 3, in, len);
    memset(buf, GUARD, sizeof buf);
    fwd(rk, nr, buf + 2, back + 3, nblocks);
    expect(line, name, "unaligned", buf + 2, want, len);

    /* Block by block, then nblocks == 0 (must write nothing). */
    memset(buf, GUARD, sizeof buf);
    for (size_t b = 0; b < nblocks; b++)
        fwd(rk, nr, buf + 16 * b, in + 16 * b, 1);
    expect(line, name, "block by block", buf, want, len);
    memset(buf, GUARD, sizeof buf);
    fwd(rk, nr, buf, in, 0);
    QZT_CHECK(buf[0] == GUARD && buf[15] == GUARD, "line %u %s: nblocks 0 wrote", line, name);
}

int main(void)
{
    kat_reader rd;
    kat_record rec;
    unsigned long records = 0, fips = 0;

    kat_open(&rd, qzt_kat_aes_block, qzt_kat_aes_block_len);
    while (kat_next(&rd, &rec)) {
        static uint8_t key[32], in[MAX_BYTES], want[MAX_BYTES], got[MAX_BYTES];
        long klen = kat_hex(&rec, "key", key, sizeof key);
        long len = kat_hex(&rec, "in", in, sizeof in);
        long olen = kat_hex(&rec, "out", want, sizeof want);
        int op = kat_is(&rec, "op", "decrypt") ? 1 : 0;
        qz_aes_key k;
        int err;

        records++;
        if ((!op && !kat_is(&rec, "op", "encrypt")) ||
            (klen != 16 && klen != 24 && klen != 32) || len <= 0 || len % 16 != 0 ||
            olen != len) {
            QZT_CHECK(0, "aes_block.txt line %u: bad record", rec.line);
            continue;
        }
        /* FIPS-197 Appendix C: key 00 01 02 ..., plaintext 00 11 22 ... */
        if (len == 16 && key[0] == 0x00 && key[1] == 0x01 &&
            ((in[0] == 0x00 && in[1] == 0x11) || (want[0] == 0x00 && want[1] == 0x11)))
            fips++;

        for (unsigned v = 0; v < sizeof VARIANTS / sizeof VARIANTS[0]; v++)
            run_variant(v, rec.line, op, key, (unsigned)klen, in, want, (size_t)len);

        /* The public key API with the configured kernel. */
        memset(&k, 0xee, sizeof k);
        err = op ? qz_aes_set_decrypt_key(&k, key, (size_t)klen)
                 : qz_aes_set_encrypt_key(&k, key, (size_t)klen);
        QZT_CHECK(err == QZ_OK, "line %u: set key: %d", rec.line, err);
        QZT_CHECK(k.nr == (uint32_t)klen / 4 + 6, "line %u: nr %u", rec.line, (unsigned)k.nr);
        QZT_CHECK(qzi_aes_key_check(&k, op ? QZI_AES_DIR_DECRYPT : QZI_AES_DIR_ENCRYPT) == QZ_OK &&
                  qzi_aes_key_check(&k, op ? QZI_AES_DIR_ENCRYPT : QZI_AES_DIR_DECRYPT) ==
                      QZ_ERR_KEY, "line %u: direction tag", rec.line);
        memset(got, 0, sizeof got);
        if (op)
            qzi_aes_decrypt(k.rk, k.nr, got, in, (size_t)len / 16);
        else
            qzi_aes_encrypt(k.rk, k.nr, got, in, (size_t)len / 16);
        expect(rec.line, "configured", "public key API", got, want, (size_t)len);
        qz_aes_wipe_key(&k);
        QZT_CHECK(k.nr == 0 && k.dir == 0 && k.rk[0] == 0 && k.rk[QZ_AES_RK_WORDS - 1] == 0,
                  "line %u: wipe", rec.line);
    }
    QZT_CHECK(records >= 180, "only %lu AES records", records);
    QZT_CHECK(fips == 6, "%lu FIPS-197 Appendix C records, want 6", fips);
    return qzt_finish("kat-aes-block");
}

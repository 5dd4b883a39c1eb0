/*
 * The samplers of FIPS 204 section 7.3, on the library's Keccak sponge
 * (SHAKE128 for the matrix, SHAKE256 for the rest), squeezing whole
 * blocks into the scratch buffer.
 *
 * Timing: ExpandA works on the public rho and SampleInBall on a challenge
 * hash, public once the signature is (and, for refused attempts, a hash
 * output that says nothing of the key: Dilithium round-3 specification,
 * section 5.5); both branch and index freely. ExpandS refuses nibbles of
 * its secret stream by value: the time says how many were refused and
 * where, never the value of one that was kept (each nibble is kept or not
 * on its own value only). ExpandMask has no rejection.
 */
#include "mldsa/mldsa_internal.h"

#include "internal/ct.h"

#define Q QZI_MLDSA_Q

static void xof_start(qz_keccak_ctx *x, int wide, const uint8_t *seed, size_t seed_len,
                      uint8_t n0, uint8_t n1)
{
    uint8_t n[2] = {n0, n1};

    if (wide)
        qzi_sponge_init(x, QZI_KECCAK_XOF256, QZ_SHAKE256_RATE, QZI_KECCAK_PAD_SHAKE);
    else
        qzi_sponge_init(x, QZI_KECCAK_XOF128, QZ_SHAKE128_RATE, QZI_KECCAK_PAD_SHAKE);
    qzi_sponge_absorb(x, seed, seed_len);
    qzi_sponge_absorb(x, n, 2);
    qzi_sponge_finalize(x);
}

/* RejNTTPoly (Algorithm 30): 23-bit candidates from 3 bytes, kept below q.
 * A block of 168 bytes is 56 whole candidates, read as 14 groups of four
 * from three aligned words. While 56 more candidates cannot pass the
 * end, every candidate is stored at a[ctr] and ctr advances when it is
 * below q (no branch per candidate); the block that may reach 256 is
 * taken one candidate at a time. */
static inline uint32_t le32(const uint8_t *p)
{
    /* one LDR where the target reads words little-endian (gcc merges) */
    return p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static unsigned rej_uniform_block(int32_t *a, unsigned ctr, const uint8_t *buf)
{
    if (ctr + QZ_SHAKE128_RATE / 3 <= 256) {
        for (const uint8_t *w = buf; w < buf + QZ_SHAKE128_RATE; w += 12) {
            uint32_t w0 = le32(w), w1 = le32(w + 4), w2 = le32(w + 8), t;

            t = w0 & 0x7fffff;
            a[ctr] = (int32_t)t;
            ctr += t < Q;
            t = (w0 >> 24 | w1 << 8) & 0x7fffff;
            a[ctr] = (int32_t)t;
            ctr += t < Q;
            t = (w1 >> 16 | w2 << 16) & 0x7fffff;
            a[ctr] = (int32_t)t;
            ctr += t < Q;
            t = (w2 >> 8) & 0x7fffff;
            a[ctr] = (int32_t)t;
            ctr += t < Q;
        }
        return ctr;
    }
    for (unsigned pos = 0; pos < QZ_SHAKE128_RATE && ctr < 256; pos += 3) {
        uint32_t t = buf[pos] | (uint32_t)buf[pos + 1] << 8 | (uint32_t)(buf[pos + 2] & 0x7f) << 16;

        if (t < Q)
            a[ctr++] = (int32_t)t;
    }
    return ctr;
}

void qzi_mldsa_expand_a_row(qzi_mldsa_scratch *s, int32_t *a, const uint8_t rho[32],
                            unsigned r, unsigned l)
{
    for (unsigned j = 0; j < l; j++, a += 256) {
        unsigned ctr = 0;

        xof_start(&s->xof, 0, rho, 32, (uint8_t)j, (uint8_t)r);
        while (ctr < 256) {
            qzi_sponge_squeeze_blocks(&s->xof, s->buf, 1);
            ctr = rej_uniform_block(a, ctr, s->buf);
        }
    }
}

/* RejBoundedPoly (Algorithm 31): nibbles below 15 (eta = 2, taken mod 5
 * by a multiplication) or below 9 (eta = 4). Two nibbles a byte; while
 * two more cannot pass the end, both are stored and ctr advances by
 * whether each was kept (a public fact, the header above; its value is
 * not, and only ctr, never the value, picks an address). */
void qzi_mldsa_expand_s(qzi_mldsa_scratch *s, int32_t *a, const uint8_t seed[64], unsigned n,
                        unsigned eta)
{
    unsigned ctr = 0;
    uint32_t lim = eta == 2 ? 15 : 9;

    xof_start(&s->xof, 1, seed, 64, (uint8_t)n, (uint8_t)(n >> 8));
    while (ctr < 256) {
        qzi_sponge_squeeze_blocks(&s->xof, s->buf, 1);
        for (unsigned pos = 0; pos < QZ_SHAKE256_RATE && ctr < 256; pos++) {
            uint32_t b = s->buf[pos];

            for (unsigned h = 0; h < 2 && ctr < 256; h++, b >>= 4) {
                uint32_t t = b & 15, keep = (t - lim) >> 31; /* t < lim */

                qzi_ct_declassify(&keep, sizeof keep);
                if (eta == 2)
                    t -= ((205 * t) >> 10) * 5;
                a[ctr] = (int32_t)eta - (int32_t)t;
                ctr += keep;
            }
        }
    }
}

/* ExpandMask's polynomial (Algorithm 34): gamma1 - a packed value of
 * gamma1_bits + 1 bits, from five blocks (576 or 640 bytes used). */
void qzi_mldsa_expand_mask(qzi_mldsa_scratch *s, int32_t *a, const uint8_t seed[64],
                           unsigned n, unsigned gamma1_bits)
{
    xof_start(&s->xof, 1, seed, 64, (uint8_t)n, (uint8_t)(n >> 8));
    qzi_sponge_squeeze_blocks(&s->xof, s->buf, QZI_MLDSA_BUF_BYTES / QZ_SHAKE256_RATE);
    qzi_mldsa_unpack_centred(a, s->buf, (int32_t)1 << gamma1_bits, gamma1_bits + 1);
}

/* SampleInBall (Algorithm 29): 64 sign bits, then positions by rejection. */
void qzi_mldsa_sample_in_ball(qzi_mldsa_scratch *s, int32_t *c, const uint8_t *ctilde,
                              size_t ctilde_bytes, unsigned tau)
{
    uint32_t signs[2];
    unsigned pos = 8;

    qzi_sponge_init(&s->xof, QZI_KECCAK_XOF256, QZ_SHAKE256_RATE, QZI_KECCAK_PAD_SHAKE);
    qzi_sponge_absorb(&s->xof, ctilde, ctilde_bytes);
    qzi_sponge_finalize(&s->xof);
    qzi_sponge_squeeze_blocks(&s->xof, s->buf, 1);
    for (unsigned w = 0; w < 2; w++)
        signs[w] = s->buf[4 * w] | (uint32_t)s->buf[4 * w + 1] << 8 |
                   (uint32_t)s->buf[4 * w + 2] << 16 | (uint32_t)s->buf[4 * w + 3] << 24;
    for (unsigned i = 0; i < 256; i++)
        c[i] = 0;
    for (unsigned i = 256 - tau, b = 0; i < 256; i++, b++) {
        unsigned j;

        do {
            if (pos == QZ_SHAKE256_RATE) {
                qzi_sponge_squeeze_blocks(&s->xof, s->buf, 1);
                pos = 0;
            }
            j = s->buf[pos++];
        } while (j > i);
        c[i] = c[j];
        c[j] = 1 - 2 * (int32_t)((signs[b >> 5] >> (b & 31)) & 1);
    }
}

/* One entry of the matrix, A[r][c] (RejNTTPoly on rho || c || r): the
 * low-RAM profile samples each entry where it is used instead of a row. */
void qzi_mldsa_expand_a_entry(qzi_mldsa_scratch *s, int32_t *a, const uint8_t rho[32],
                              unsigned r, unsigned c)
{
    unsigned ctr = 0;

    xof_start(&s->xof, 0, rho, 32, (uint8_t)c, (uint8_t)r);
    while (ctr < 256) {
        qzi_sponge_squeeze_blocks(&s->xof, s->buf, 1);
        for (unsigned pos = 0; pos < QZ_SHAKE128_RATE && ctr < 256; pos += 3) {
            uint32_t t = s->buf[pos] | (uint32_t)s->buf[pos + 1] << 8 |
                         (uint32_t)(s->buf[pos + 2] & 0x7f) << 16;

            a[ctr] = (int32_t)t;
            ctr += t < Q;
        }
    }
}

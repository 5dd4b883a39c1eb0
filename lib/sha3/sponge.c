/*
 * Keccak sponge (FIPS 202 section 4) over qzi_keccakp1600 with 24 rounds.
 * See lib/internal/keccak_sponge.h. Branches depend on lengths and
 * positions only.
 */
#include <string.h>

#include "internal/keccak_kernel.h"
#include "internal/keccak_sponge.h"

void qzi_sponge_init(qz_keccak_ctx *c, uint32_t alg, unsigned rate,
                     uint8_t pad)
{
    memset(c, 0, sizeof *c);
    c->alg = alg;
    c->rate = (uint16_t)rate;
    c->pad = pad;
}

void qzi_sponge_absorb(qz_keccak_ctx *c, const uint8_t *in, size_t len)
{
    while (len > 0) {
        size_t take = (size_t)(c->rate - c->pos);

        if (take > len)
            take = len;
        qzi_keccak_xor_bytes(c->s, in, c->pos, take);
        c->pos = (uint16_t)(c->pos + take);
        in += take;
        len -= take;
        if (c->pos == c->rate) {
            qzi_keccakp1600(c->s, 24);
            c->pos = 0;
        }
    }
}

void qzi_sponge_fill_block(qz_keccak_ctx *c)
{
    if (c->pos != 0) {
        qzi_keccakp1600(c->s, 24);
        c->pos = 0;
    }
}

void qzi_sponge_finalize(qz_keccak_ctx *c)
{
    static const uint8_t last = 0x80;

    if (c->squeezing)
        return;
    qzi_keccak_xor_bytes(c->s, &c->pad, c->pos, 1);
    qzi_keccak_xor_bytes(c->s, &last, (size_t)c->rate - 1, 1);
    c->squeezing = 1;
    c->pos = c->rate; /* the first squeeze permutes */
}

void qzi_sponge_squeeze(qz_keccak_ctx *c, uint8_t *out, size_t len)
{
    qzi_sponge_finalize(c);
    while (len > 0) {
        size_t take;

        if (c->pos == c->rate) {
            qzi_keccakp1600(c->s, 24);
            c->pos = 0;
        }
        take = (size_t)(c->rate - c->pos);
        if (take > len)
            take = len;
        qzi_keccak_extract_bytes(c->s, out, c->pos, take);
        c->pos = (uint16_t)(c->pos + take);
        out += take;
        len -= take;
    }
}

void qzi_sponge_squeeze_blocks(qz_keccak_ctx *c, uint8_t *out,
                               size_t nblocks)
{
    qzi_sponge_finalize(c);
    for (; nblocks > 0; nblocks--, out += c->rate) {
        qzi_keccakp1600(c->s, 24);
        qzi_keccak_extract_bytes(c->s, out, 0, c->rate);
    }
    c->pos = c->rate;
}

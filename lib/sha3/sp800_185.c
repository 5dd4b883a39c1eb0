/* SP 800-185 encodings (section 2.3); see sp800_185.h. */
#include "sha3/sp800_185.h"

/* Big-endian bytes of x, at least one, into b[1..n]; returns n. */
static unsigned be_bytes(uint8_t b[9], uint64_t x)
{
    unsigned n = 1;

    while (n < 8 && (x >> (8 * n)) != 0)
        n++;
    for (unsigned i = 0; i < n; i++)
        b[1 + i] = (uint8_t)(x >> (8 * (n - 1 - i)));
    return n;
}

void qzi_absorb_left_encode(qz_keccak_ctx *c, uint64_t x)
{
    uint8_t b[9];
    unsigned n = be_bytes(b, x);

    b[0] = (uint8_t)n;
    qzi_sponge_absorb(c, b, n + 1);
}

void qzi_absorb_right_encode(qz_keccak_ctx *c, uint64_t x)
{
    uint8_t b[10];
    unsigned n = be_bytes(b, x);

    b[n + 1] = (uint8_t)n;
    qzi_sponge_absorb(c, b + 1, n + 1);
}

void qzi_absorb_encode_string(qz_keccak_ctx *c, const uint8_t *s, size_t len)
{
    qzi_absorb_left_encode(c, (uint64_t)len * 8);
    qzi_sponge_absorb(c, s, len);
}

void qzi_cshake_start(qz_keccak_ctx *c, uint32_t alg, unsigned rate,
                      const uint8_t *name, size_t name_len,
                      const uint8_t *custom, size_t custom_len)
{
    qzi_sponge_init(c, alg, rate, QZI_KECCAK_PAD_CSHAKE);
    qzi_absorb_left_encode(c, rate);
    qzi_absorb_encode_string(c, name, name_len);
    qzi_absorb_encode_string(c, custom, custom_len);
    qzi_sponge_fill_block(c);
}

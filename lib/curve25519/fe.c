/*
 * Field helpers mod p = 2^255 - 19 (lib/curve25519/c25519.h): the
 * canonical form, byte conversions and inversion over the kernels.
 */
#include "curve25519/c25519.h"

const uint32_t qzi_p25519[8] = {0xffffffedu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
                                0xffffffffu, 0xffffffffu, 0xffffffffu, 0x7fffffffu};

/* a = lo + 2^255 h = lo + 19 h (mod p), below 2^255 + 19; that is >= p
 * exactly when adding 19 reaches 2^255, and then the sum less 2^255 is
 * the value less p. */
void qzi_fe25519_freeze(uint32_t r[8], const uint32_t a[8])
{
    uint32_t t[8], ge;
    uint64_t acc = 19u & (0u - (a[7] >> 31));

    for (int i = 0; i < 8; i++) {
        acc += i == 7 ? a[7] & 0x7fffffffu : a[i];
        r[i] = (uint32_t)acc;
        acc >>= 32;
    }
    acc = 19;
    for (int i = 0; i < 8; i++) {
        acc += r[i];
        t[i] = (uint32_t)acc;
        acc >>= 32;
    }
    ge = 0u - (t[7] >> 31);
    t[7] &= 0x7fffffffu;
    qzi_bn_cnd_copy(r, t, ge, 8);
    qzi_wipe(t, sizeof t);
}

void qzi_fe25519_from_bytes(uint32_t r[8], const uint8_t in[32])
{
    for (int i = 0; i < 8; i++)
        r[i] = (uint32_t)in[4 * i] | (uint32_t)in[4 * i + 1] << 8 |
               (uint32_t)in[4 * i + 2] << 16 | (uint32_t)in[4 * i + 3] << 24;
}

void qzi_fe25519_to_bytes(uint8_t out[32], const uint32_t a[8])
{
    uint32_t t[8];

    qzi_fe25519_freeze(t, a);
    for (int i = 0; i < 8; i++) {
        out[4 * i] = (uint8_t)t[i];
        out[4 * i + 1] = (uint8_t)(t[i] >> 8);
        out[4 * i + 2] = (uint8_t)(t[i] >> 16);
        out[4 * i + 3] = (uint8_t)(t[i] >> 24);
    }
    qzi_wipe(t, sizeof t);
}

void qzi_fe25519_invert(uint32_t r[8], const uint32_t a[8], uint32_t *ws)
{
    static const uint32_t one[8] = {1};
    uint32_t *t = ws;

    qzi_fe25519_freeze(t, a);
    (void)qzi_bn_inv_mod(r, t, one, qzi_p25519, 8, ws + 8);
    qzi_wipe(t, 32);
}

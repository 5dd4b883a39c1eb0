/*
 * The field mod p = 2^448 - 2^224 - 1 (lib/curve448/c448.h) around the
 * kernels of internal/fe448_kernel.h: the canonical value, encoding and
 * inversion.
 */
#include "curve448/c448.h"

const uint32_t qzi_p448[14] = {0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
                               0xffffffffu, 0xffffffffu, 0xffffffffu, 0xfffffffeu,
                               0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
                               0xffffffffu, 0xffffffffu};

/* a >= p exactly when a + 2^224 + 1 reaches 2^448; the sum less 2^448 is
 * then a - p. */
void qzi_fe448_freeze(uint32_t r[14], const uint32_t a[14])
{
    uint32_t t[14];
    uint64_t acc = 0;

    for (int i = 0; i < 14; i++) {
        acc += (uint64_t)a[i] + (i == 0 || i == 7 ? 1u : 0u);
        t[i] = (uint32_t)acc;
        acc >>= 32;
    }
    for (int i = 0; i < 14; i++)
        r[i] = a[i];
    qzi_bn_cnd_copy(r, t, 0u - (uint32_t)acc, 14);
    qzi_wipe(t, sizeof t);
}

void qzi_fe448_from_bytes(uint32_t r[14], const uint8_t in[56])
{
    for (int i = 0; i < 14; i++)
        r[i] = (uint32_t)in[4 * i] | (uint32_t)in[4 * i + 1] << 8 |
               (uint32_t)in[4 * i + 2] << 16 | (uint32_t)in[4 * i + 3] << 24;
}

void qzi_fe448_to_bytes(uint8_t out[56], const uint32_t a[14])
{
    uint32_t t[14];

    qzi_fe448_freeze(t, a);
    for (int i = 0; i < 14; i++) {
        out[4 * i] = (uint8_t)t[i];
        out[4 * i + 1] = (uint8_t)(t[i] >> 8);
        out[4 * i + 2] = (uint8_t)(t[i] >> 16);
        out[4 * i + 3] = (uint8_t)(t[i] >> 24);
    }
    qzi_wipe(t, sizeof t);
}

void qzi_fe448_invert(uint32_t r[14], const uint32_t a[14], uint32_t *ws)
{
    static const uint32_t one[14] = {1};

    qzi_fe448_freeze(ws, a);
    (void)qzi_bn_inv_mod(r, ws, one, qzi_p448, 14, ws + 14);
    qzi_wipe(ws, 14 * sizeof(uint32_t));
}

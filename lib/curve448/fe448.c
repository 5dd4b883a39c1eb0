/*
 * The field mod p = 2^448 - 2^224 - 1 (lib/curve448/c448.h).
 *
 * Reduction: a 896-bit t = L + 2^448 H = L + H + 2^224 H (mod p), and
 * 2^224 H = 2^224 H_lo + 2^448 H_hi = 2^224 H_lo + 2^224 H_hi + H_hi (H_lo,
 * H_hi its 7-limb halves), so t = L + H + H_hi + 2^224 (H_lo + H_hi): each
 * limb a sum of at most four words. A carry c out of bit 448 is worth
 * 2^224 c + c and is folded the same way, twice (the second fold cannot
 * carry: it follows a wrap to a small value).
 */
#include "curve448/c448.h"

const uint32_t qzi_p448[14] = {0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
                               0xffffffffu, 0xffffffffu, 0xffffffffu, 0xfffffffeu,
                               0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
                               0xffffffffu, 0xffffffffu};

/* r = t + c (2^224 + 1), folded twice (c < 2^32). */
static void fold(uint32_t r[14], const uint32_t t[14], uint32_t c)
{
    for (int pass = 0; pass < 2; pass++) {
        uint64_t acc = 0;

        for (int i = 0; i < 14; i++) {
            acc += (uint64_t)(pass ? r[i] : t[i]) + (i == 0 || i == 7 ? c : 0);
            r[i] = (uint32_t)acc;
            acc >>= 32;
        }
        c = (uint32_t)acc;
    }
}

static void reduce(uint32_t r[14], const uint32_t t[28])
{
    const uint32_t *h = t + 14;
    uint32_t lo[14];
    uint64_t acc = 0;

    for (int i = 0; i < 14; i++) {
        acc += (uint64_t)t[i] + h[i];
        if (i < 7)
            acc += h[7 + i];
        else
            acc += (uint64_t)h[i - 7] + h[i];
        lo[i] = (uint32_t)acc;
        acc >>= 32;
    }
    fold(r, lo, (uint32_t)acc);
}

void qzi_fe448_mul(uint32_t r[14], const uint32_t a[14], const uint32_t b[14])
{
    uint32_t t[28];

    qzi_bn_mul(t, a, b, 14);
    reduce(r, t);
}

void qzi_fe448_sqr(uint32_t r[14], const uint32_t a[14])
{
    uint32_t t[28];

    qzi_bn_sqr(t, a, 14);
    reduce(r, t);
}

void qzi_fe448_add(uint32_t r[14], const uint32_t a[14], const uint32_t b[14])
{
    uint32_t t[14];
    uint32_t c = qzi_bn_add(t, a, b, 14);

    fold(r, t, c);
}

/* a - b = d - 2^448 = d - 2^224 - 1 (mod p) for a borrow; a second borrow
 * (d small) wraps near 2^448 and is taken off the same way, and cannot
 * borrow again. */
void qzi_fe448_sub(uint32_t r[14], const uint32_t a[14], const uint32_t b[14])
{
    uint32_t borrow = qzi_bn_sub(r, a, b, 14);

    for (int pass = 0; pass < 2; pass++) {
        uint32_t s = borrow, bw = 0;

        for (int i = 0; i < 14; i++) {
            uint64_t d = (uint64_t)r[i] - (i == 0 || i == 7 ? s : 0) - bw;

            r[i] = (uint32_t)d;
            bw = (uint32_t)(d >> 63);
        }
        borrow = bw;
    }
}

void qzi_fe448_mul_a24(uint32_t r[14], const uint32_t a[14])
{
    uint32_t t[14];
    uint64_t acc = 0;

    for (int i = 0; i < 14; i++) {
        acc += qzi_mul64(a[i], 39082u);
        t[i] = (uint32_t)acc;
        acc >>= 32;
    }
    fold(r, t, (uint32_t)acc);
}

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

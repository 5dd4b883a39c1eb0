/*
 * Polynomial kernels of ML-KEM modulo q = 3329, C reference (contract:
 * lib/internal/mlkem_kernel.h).
 *
 * Products of two int16_t values are formed in 32 bits (MULS on ARMv6-M,
 * single-cycle and constant time; never a 64-bit product). Montgomery
 * reduction divides by R = 2^16, Barrett reduction rounds a / q with
 * 2^26 / q. The tables come from lib/mlkem/gen_zetas.py.
 */
#include "internal/mlkem_kernel.h"

#define Q QZI_MLKEM_Q
#define QINV 62209    /* q^-1 mod 2^16 */
#define MONT_R2 1353  /* R^2 mod q: Montgomery-multiplying by it multiplies by R */
#define INV_F 1441    /* R^2 / 128 mod q: the inverse NTT's scale, times R */
#define BARRETT_V 20159 /* round(2^26 / q) */

const int16_t qzi_mlkem_zetas[128] = {
    -1044, -758, -359, -1517, 1493, 1422, 287, 202,
    -171, 622, 1577, 182, 962, -1202, -1474, 1468,
    573, -1325, 264, 383, -829, 1458, -1602, -130,
    -681, 1017, 732, 608, -1542, 411, -205, -1571,
    1223, 652, -552, 1015, -1293, 1491, -282, -1544,
    516, -8, -320, -666, -1618, -1162, 126, 1469,
    -853, -90, -271, 830, 107, -1421, -247, -951,
    -398, 961, -1508, -725, 448, -1065, 677, -1275,
    -1103, 430, 555, 843, -1251, 871, 1550, 105,
    422, 587, 177, -235, -291, -460, 1574, 1653,
    -246, 778, 1159, -147, -777, 1483, -602, 1119,
    -1590, 644, -872, 349, 418, 329, -156, -75,
    817, 1097, 603, 610, 1322, -1285, -1465, 384,
    -1215, -136, 1218, -1335, -874, 220, -1187, -1659,
    -1185, -1530, -1278, 794, -1510, -854, -870, 478,
    -108, -308, 996, 991, 958, -1460, 1522, 1628,
};

/* a R^-1 mod q for |a| < 2^31 - 2^15 q: |result| < |a| / 2^16 + q / 2.
 * The right shift of a negative value is arithmetic (GCC and Clang). */
static inline int16_t mont_reduce(int32_t a)
{
    int16_t t = (int16_t)((uint32_t)a * QINV);

    return (int16_t)((a - (int32_t)t * Q) >> 16);
}

/* a b R^-1 mod q. */
static inline int16_t fqmul(int16_t a, int16_t b)
{
    return mont_reduce((int32_t)a * b);
}

/* a mod q in [-(q-1)/2, (q-1)/2] for |a| < 2^16. */
static inline int16_t barrett_reduce(int32_t a)
{
    int32_t t = (BARRETT_V * a + (1 << 25)) >> 26;

    return (int16_t)(a - t * Q);
}

void qzi_mlkem_ntt_c(int16_t p[256])
{
    unsigned k = 1;

    for (unsigned len = 128; len >= 2; len >>= 1) {
        for (unsigned start = 0; start < 256; start += 2 * len) {
            int16_t zeta = qzi_mlkem_zetas[k++];

            for (unsigned j = start; j < start + len; j++) {
                int16_t t = fqmul(zeta, p[j + len]);

                p[j + len] = (int16_t)(p[j] - t);
                p[j] = (int16_t)(p[j] + t);
            }
        }
    }
}

void qzi_mlkem_invntt_c(int16_t p[256])
{
    unsigned k = 127;

    for (unsigned len = 2; len <= 128; len <<= 1) {
        for (unsigned start = 0; start < 256; start += 2 * len) {
            int16_t zeta = qzi_mlkem_zetas[k--];

            for (unsigned j = start; j < start + len; j++) {
                int16_t t = p[j];

                p[j] = barrett_reduce((int32_t)t + p[j + len]);
                p[j + len] = mont_reduce((int32_t)zeta * ((int32_t)p[j + len] - t));
            }
        }
    }
    for (unsigned j = 0; j < 256; j++)
        p[j] = fqmul(p[j], INV_F);
}

void qzi_mlkem_mulcache_c(int16_t cache[128], const int16_t b[256])
{
    for (unsigned i = 0; i < 64; i++) {
        int16_t zeta = qzi_mlkem_zetas[64 + i];

        cache[2 * i] = fqmul(b[4 * i + 1], zeta);
        cache[2 * i + 1] = fqmul(b[4 * i + 3], (int16_t)-zeta);
    }
}

void qzi_mlkem_basemul_acc_c(int16_t r[256], const int16_t *a, const int16_t *b,
                             const int16_t *cache, unsigned k)
{
    for (unsigned i = 0; i < 128; i++) {
        int32_t r0 = 0, r1 = 0;

        for (unsigned j = 0; j < k; j++) {
            const int16_t *aj = a + 256 * j + 2 * i, *bj = b + 256 * j + 2 * i;

            r0 += (int32_t)aj[0] * bj[0] + (int32_t)aj[1] * cache[128 * j + i];
            r1 += (int32_t)aj[0] * bj[1] + (int32_t)aj[1] * bj[0];
        }
        r[2 * i] = mont_reduce(r0);
        r[2 * i + 1] = mont_reduce(r1);
    }
}

void qzi_mlkem_tomont_c(int16_t p[256])
{
    for (unsigned i = 0; i < 256; i++)
        p[i] = fqmul(p[i], MONT_R2);
}

void qzi_mlkem_reduce_c(int16_t p[256])
{
    for (unsigned i = 0; i < 256; i++) {
        int16_t t = barrett_reduce(p[i]);

        p[i] = (int16_t)(t + ((t >> 15) & Q));
    }
}

/* x25519_harness.c -- time an external X25519 function and check it
 * against RFC 7748 section 5.2 (first X25519 test vector):
 *   scalar a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4
 *   u      e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c
 *   output c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552
 *
 * Build with -DQZCAL_X25519=name and one of
 *   -DQZCAL_ORDER_POINT_SCALAR   fn(out, point, scalar)  (pornin/x25519-cm0 x25519)
 *   -DQZCAL_ORDER_SCALAR_POINT   fn(out, scalar, point)  (Emill curve25519_scalarmult)
 */
#include "cal_common.h"

void QZCAL_X25519(uint8_t *out, const uint8_t *a, const uint8_t *b);
#define QZCAL_STR2(x) #x
#define QZCAL_STR(x) QZCAL_STR2(x)

static const uint8_t rfc_scalar[32] = {
    0xa5, 0x46, 0xe3, 0x6b, 0xf0, 0x52, 0x7c, 0x9d, 0x3b, 0x16, 0x15, 0x4b,
    0x82, 0x46, 0x5e, 0xdd, 0x62, 0x14, 0x4c, 0x0a, 0xc1, 0xfc, 0x5a, 0x18,
    0x50, 0x6a, 0x22, 0x44, 0xba, 0x44, 0x9a, 0xc4 };
static const uint8_t rfc_u[32] = {
    0xe6, 0xdb, 0x68, 0x67, 0x58, 0x30, 0x30, 0xdb, 0x35, 0x94, 0xc1, 0xa4,
    0x24, 0xb1, 0x5f, 0x7c, 0x72, 0x66, 0x24, 0xec, 0x26, 0xb3, 0x35, 0x3b,
    0x10, 0xa9, 0x03, 0xa6, 0xd0, 0xab, 0x1c, 0x4c };
static const uint8_t rfc_out[32] = {
    0xc3, 0xda, 0x55, 0x37, 0x9d, 0xe9, 0xc6, 0x90, 0x8e, 0x94, 0xea, 0x4d,
    0xf2, 0x8d, 0x08, 0x4f, 0x32, 0xec, 0xcf, 0x03, 0x49, 0x1c, 0x71, 0xf7,
    0x54, 0xb4, 0x07, 0x55, 0x77, 0xa2, 0x85, 0x52 };

static uint8_t scalar[32] __attribute__((aligned(8)));
static uint8_t point[32] __attribute__((aligned(8)));
static uint8_t out[32] __attribute__((aligned(8)));

int main(void)
{
    uint32_t a, b;

    if (!qzcal_in_sim()) {
        printf("QZCAL error: not running in qz-mcusim\n");
        return 1;
    }
    memcpy(scalar, rfc_scalar, 32);
    memcpy(point, rfc_u, 32);
    memset(out, 0, 32);
#if defined(QZCAL_ORDER_POINT_SCALAR)
    a = (uint32_t)point; b = (uint32_t)scalar;
#elif defined(QZCAL_ORDER_SCALAR_POINT)
    a = (uint32_t)scalar; b = (uint32_t)point;
#else
#error "define QZCAL_ORDER_POINT_SCALAR or QZCAL_ORDER_SCALAR_POINT"
#endif
    qzcal_time(QZCAL_STR(QZCAL_X25519), (qzcal_fn)QZCAL_X25519,
               (uint32_t)out, a, b, 0, 2);
    qzcal_check(QZCAL_STR(QZCAL_X25519), "rfc7748-5.2-vector1", out, rfc_out, 32);
    return qzcal_failed;
}

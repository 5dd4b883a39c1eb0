/*
 * Keccak-f[1600] round constants RC[i] (FIPS 202 section 3.2.5, from the
 * rc(t) LFSR), in bit-interleaved form {even bits, odd bits}; see
 * lib/internal/keccak_kernel.h. Shared by the C reference and the
 * assembly kernels.
 */
#include "internal/keccak_kernel.h"
#include "internal/placement.h"

QZI_FAST_RODATA("qzi_keccak_rc")
const uint32_t qzi_keccak_rc[24][2] = {
    {0x00000001, 0x00000000}, {0x00000000, 0x00000089},
    {0x00000000, 0x8000008b}, {0x00000000, 0x80008080},
    {0x00000001, 0x0000008b}, {0x00000001, 0x00008000},
    {0x00000001, 0x80008088}, {0x00000001, 0x80000082},
    {0x00000000, 0x0000000b}, {0x00000000, 0x0000000a},
    {0x00000001, 0x00008082}, {0x00000000, 0x00008003},
    {0x00000001, 0x0000808b}, {0x00000001, 0x8000000b},
    {0x00000001, 0x8000008a}, {0x00000001, 0x80000081},
    {0x00000000, 0x80000081}, {0x00000000, 0x80000008},
    {0x00000000, 0x00000083}, {0x00000000, 0x80008003},
    {0x00000001, 0x80008088}, {0x00000000, 0x80000088},
    {0x00000001, 0x00008000}, {0x00000000, 0x80008082},
};

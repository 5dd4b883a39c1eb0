/*
 * K-PKE (FIPS 203 section 5): the parts common to the two memory profiles
 * (kpke_speed.c, kpke_lowram.c): the key generation's seeds and the
 * output-or-compare step of encryption.
 */
#include "mlkem/mlkem_internal.h"

#include <string.h>

#include "internal/ct.h"

void qzi_mlkem_kpke_keygen(qz_mlkem_id set, void *ws, qz_keccak_ctx *c, uint8_t *ek_pke,
                           uint8_t *dk_pke, const uint8_t d[32])
{
    uint8_t seeds[64], kb = (uint8_t)set->k;

    qzi_mlkem_hash_g(seeds, c, d, 32, &kb, 1);
    /* rho is public (the end of ek): the matrix sampling may branch on it. */
    qzi_ct_declassify(seeds, 32);
    qzi_mlkem_kpke_keygen_seeds(set, ws, c, ek_pke, dk_pke, seeds, seeds + 32);
    qzi_wipe(seeds, sizeof seeds);
}

void qzi_mlkem_emit_poly(uint8_t *out, const uint8_t *cmp, size_t off, uint32_t diff[2],
                         const int16_t p[256], unsigned d, uint8_t *chunk)
{
    if (out != NULL) {
        qzi_mlkem_compress_encode(out + off, p, d);
        return;
    }
    qzi_mlkem_compress_encode(chunk, p, d);
#if defined(__ARM_FEATURE_UNALIGNED) && __ARM_FEATURE_UNALIGNED
    /* A word at a time where a word load may be unaligned (the M4, M33:
     * 32 d is a multiple of 4; chunk is aligned, cmp may not be): the OR
     * of the differences, and their byte sum in two 16-bit lanes (at
     * most 88 words of 2 x 255 each: no carry out of a lane), folded at
     * the end. Elsewhere (the M0+, where memcpy would be a call per word,
     * and the hosts) a byte at a time. */
    {
        const uint8_t *c = cmp + off;
        uint32_t or = 0, lanes = 0;

        for (size_t i = 0; i < 32 * d; i += 4) {
            uint32_t a, b, x;

            memcpy(&a, c + i, 4);
            memcpy(&b, chunk + i, 4);
            x = a ^ b;
            or |= x;
            lanes += (x & 0x00ff00ffu) + ((x >> 8) & 0x00ff00ffu);
        }
        diff[0] |= or;
        diff[1] += (lanes & 0xffffu) + (lanes >> 16);
    }
#else
    for (size_t i = 0; i < 32 * d; i++) {
        uint32_t x = (uint32_t)(cmp[off + i] ^ chunk[i]);

        diff[0] |= x;
        diff[1] += x;
    }
#endif
}

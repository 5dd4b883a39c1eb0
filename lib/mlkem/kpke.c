/*
 * K-PKE (FIPS 203 section 5) on the caller's workspace, speed profile:
 * the vector (s^, y^ or u^) is transformed and its products cache filled
 * once; each matrix row (k polynomials, sampled straight into the row
 * buffer) is multiplied with it by one accumulating kernel call, whose
 * result is finished, compressed and encoded into the output at once. No
 * matrix, no whole output vector is ever held.
 *
 * Every buffer and Keccak state that held a secret is left in the
 * workspace or on the stack for the caller (lib/mlkem/kem.c) to wipe,
 * except the CBD sampler's PRF output, wiped where it is read.
 */
#include "mlkem/mlkem_internal.h"

#include "internal/ct.h"

#define P(base, i) ((base) + 256 * (i))

void qzi_mlkem_ws_carve(qzi_mlkem_ws *w, void *ws, unsigned k)
{
    int16_t *p = (int16_t *)ws;

    w->row = p;
    w->vec = p + 256 * k;
    w->cache = w->vec + 256 * k;
    w->acc = w->cache + 128 * k;
}

size_t qzi_mlkem_ws_bytes(unsigned k)
{
    return (5u * k + 2u) * 256u;
}

void qzi_mlkem_kpke_keygen_seeds(qz_mlkem_id set, const qzi_mlkem_ws *w, uint8_t *ek_pke,
                                 uint8_t *dk_pke, const uint8_t rho[32],
                                 const uint8_t sigma[32])
{
    const unsigned k = set->k;
    qz_keccak_ctx c;

    for (unsigned i = 0; i < k; i++) {
        int16_t *s = P(w->vec, i);

        qzi_mlkem_sample_cbd(s, &c, sigma, (uint8_t)i, set->eta1);
        qzi_mlkem_ntt(s);
        qzi_mlkem_reduce(s);
        if (dk_pke != NULL)
            qzi_mlkem_encode12(dk_pke + QZI_MLKEM_POLY12_BYTES * i, s);
        qzi_mlkem_mulcache(w->cache + 128 * i, s);
    }
    for (unsigned i = 0; i < k; i++) {
        for (unsigned j = 0; j < k; j++)
            qzi_mlkem_sample_ntt(P(w->row, j), &c, rho, (uint8_t)j, (uint8_t)i);
        qzi_mlkem_basemul_acc(w->acc, w->row, w->vec, w->cache, k);
        qzi_mlkem_tomont(w->acc);
        qzi_mlkem_sample_cbd(w->row, &c, sigma, (uint8_t)(k + i), set->eta1);
        qzi_mlkem_ntt(w->row);
        qzi_mlkem_poly_add(w->acc, w->row);
        qzi_mlkem_reduce(w->acc);
        qzi_mlkem_encode12(ek_pke + QZI_MLKEM_POLY12_BYTES * i, w->acc);
    }
    for (unsigned i = 0; i < 32; i++)
        ek_pke[QZI_MLKEM_POLY12_BYTES * k + i] = rho[i];
    qzi_wipe(&c, sizeof c);
}

void qzi_mlkem_kpke_keygen(qz_mlkem_id set, const qzi_mlkem_ws *w, uint8_t *ek_pke,
                           uint8_t *dk_pke, const uint8_t d[32])
{
    uint8_t seeds[64], kb = (uint8_t)set->k;
    qz_keccak_ctx c;

    qzi_mlkem_hash_g(seeds, &c, d, 32, &kb, 1);
    qzi_wipe(&c, sizeof c);
    /* rho is public (the end of ek): the matrix sampling may branch on it. */
    qzi_ct_declassify(seeds, 32);
    qzi_mlkem_kpke_keygen_seeds(set, w, ek_pke, dk_pke, seeds, seeds + 32);
    qzi_wipe(seeds, sizeof seeds);
}

/* Writes n bytes of chunk to out, or compares them with cmp: diff[0] ORs
 * the differences, diff[1] adds them (two records of one comparison, for
 * the fault check of decapsulation). */
static void emit(uint8_t *out, const uint8_t *cmp, size_t off, uint32_t diff[2],
                 const uint8_t *chunk, size_t n)
{
    if (out != NULL) {
        for (size_t i = 0; i < n; i++)
            out[off + i] = chunk[i];
    } else {
        for (size_t i = 0; i < n; i++) {
            uint32_t x = (uint32_t)(cmp[off + i] ^ chunk[i]);

            diff[0] |= x;
            diff[1] += x;
        }
    }
}

void qzi_mlkem_kpke_encrypt(qz_mlkem_id set, const qzi_mlkem_ws *w, uint8_t *ct_out,
                            const uint8_t *ct_cmp, uint32_t diff[2], const uint8_t *ek_pke,
                            const uint8_t m[32], const uint8_t r[32])
{
    const unsigned k = set->k, du = set->du, dv = set->dv;
    const uint8_t *rho = ek_pke + QZI_MLKEM_POLY12_BYTES * k;
    uint8_t *chunk = (uint8_t *)w->row; /* free once a row is multiplied */
    size_t off = 0;
    qz_keccak_ctx c;

    diff[0] = diff[1] = 0;
    for (unsigned i = 0; i < k; i++) {
        int16_t *y = P(w->vec, i);

        qzi_mlkem_sample_cbd(y, &c, r, (uint8_t)i, set->eta1);
        qzi_mlkem_ntt(y);
        qzi_mlkem_mulcache(w->cache + 128 * i, y);
    }
    /* u = NTT^-1(A^T y^) + e1: row i of A^T is A^[j][i] = SampleNTT(rho || i || j) */
    for (unsigned i = 0; i < k; i++) {
        for (unsigned j = 0; j < k; j++)
            qzi_mlkem_sample_ntt(P(w->row, j), &c, rho, (uint8_t)i, (uint8_t)j);
        qzi_mlkem_basemul_acc(w->acc, w->row, w->vec, w->cache, k);
        qzi_mlkem_invntt(w->acc);
        qzi_mlkem_sample_cbd(w->row, &c, r, (uint8_t)(k + i), 2);
        qzi_mlkem_poly_add(w->acc, w->row);
        qzi_mlkem_reduce(w->acc);
        qzi_mlkem_compress_encode(chunk, w->acc, du);
        emit(ct_out, ct_cmp, off, diff, chunk, 32 * du);
        off += 32 * du;
    }
    /* v = NTT^-1(t^T y^) + e2 + Decompress_1(m) */
    for (unsigned j = 0; j < k; j++)
        qzi_mlkem_decode12(P(w->row, j), ek_pke + QZI_MLKEM_POLY12_BYTES * j);
    qzi_mlkem_basemul_acc(w->acc, w->row, w->vec, w->cache, k);
    qzi_mlkem_invntt(w->acc);
    qzi_mlkem_sample_cbd(w->row, &c, r, (uint8_t)(2 * k), 2);
    qzi_mlkem_poly_add(w->acc, w->row);
    qzi_mlkem_decode_decompress(w->row, m, 1);
    qzi_mlkem_poly_add(w->acc, w->row);
    qzi_mlkem_reduce(w->acc);
    qzi_mlkem_compress_encode(chunk, w->acc, dv);
    emit(ct_out, ct_cmp, off, diff, chunk, 32 * dv);
    qzi_wipe(&c, sizeof c);
}

void qzi_mlkem_kpke_decrypt(qz_mlkem_id set, const qzi_mlkem_ws *w, uint8_t m[32],
                            const uint8_t *dk_pke, const uint8_t *ct)
{
    const unsigned k = set->k, du = set->du;

    for (unsigned i = 0; i < k; i++) {
        int16_t *u = P(w->vec, i);

        qzi_mlkem_decode_decompress(u, ct + 32 * du * i, du);
        qzi_mlkem_ntt(u);
        qzi_mlkem_mulcache(w->cache + 128 * i, u);
        qzi_mlkem_decode12(P(w->row, i), dk_pke + QZI_MLKEM_POLY12_BYTES * i);
    }
    qzi_mlkem_basemul_acc(w->acc, w->row, w->vec, w->cache, k);
    qzi_mlkem_invntt(w->acc);
    /* w = v' - NTT^-1(s^T u^) */
    qzi_mlkem_decode_decompress(w->row, ct + 32 * du * k, set->dv);
    for (unsigned i = 0; i < 256; i++)
        w->row[i] = (int16_t)(w->row[i] - w->acc[i]);
    qzi_mlkem_reduce(w->row);
    qzi_mlkem_compress_encode(m, w->row, 1);
}

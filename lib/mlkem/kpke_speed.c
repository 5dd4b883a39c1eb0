/*
 * K-PKE (FIPS 203 section 5), speed profile (QZ_PQ_LOWRAM = 0).
 *
 * Workspace, for k = 2, 3, 4: a row of k polynomials (a matrix row, or s^
 * or t^ decoded), a vector of k polynomials (s^, y^ or u^), that vector's
 * products cache (qzi_mlkem_mulcache: k half-polynomials) and one
 * accumulator: (5k + 2) 256 bytes (QZ_MLKEM_WS_K in qzcrypt/mlkem.h). The
 * vector is transformed and its cache filled once; each matrix row is
 * sampled straight into the row buffer (the XOF's three blocks land in the
 * accumulator, free until the row is multiplied) and multiplied with the
 * vector by one accumulating kernel call, whose result is finished,
 * compressed and encoded into the output at once. No matrix and no whole
 * output vector is ever held.
 */
#include "mlkem/mlkem_internal.h"

#if !QZ_PQ_LOWRAM

#include "internal/ct.h"

#define P(base, i) ((base) + 256 * (i))

typedef struct {
    int16_t *row;   /* k polynomials */
    int16_t *vec;   /* k polynomials */
    int16_t *cache; /* k half-polynomials */
    int16_t *acc;   /* 1 polynomial; the XOF's buffer while a row is sampled */
} kpke_ws;

static void carve(kpke_ws *w, void *ws, unsigned k)
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

/* row[j] = A^[i][j] (transposed 0) or A^[j][i] (transposed 1), j < k. */
static void sample_row(const kpke_ws *w, qz_keccak_ctx *c, const uint8_t rho[32], unsigned k,
                       unsigned i, int transposed)
{
    for (unsigned j = 0; j < k; j++)
        qzi_mlkem_sample_ntt(P(w->row, j), c, rho, (uint8_t)(transposed ? i : j),
                             (uint8_t)(transposed ? j : i), (uint8_t *)w->acc,
                             QZI_MLKEM_SAMPLE_BUF_FAST);
}

void qzi_mlkem_kpke_keygen_seeds(qz_mlkem_id set, void *ws, qz_keccak_ctx *c, uint8_t *ek_pke,
                                 uint8_t *dk_pke, const uint8_t rho[32],
                                 const uint8_t sigma[32])
{
    const unsigned k = set->k;
    kpke_ws w;

    carve(&w, ws, k);
    for (unsigned i = 0; i < k; i++) {
        int16_t *s = P(w.vec, i);

        qzi_mlkem_sample_cbd(s, c, sigma, (uint8_t)i, set->eta1);
        qzi_mlkem_ntt(s);
        qzi_mlkem_reduce(s);
        if (dk_pke != NULL)
            qzi_mlkem_encode12(dk_pke + QZI_MLKEM_POLY12_BYTES * i, s);
        qzi_mlkem_mulcache(w.cache + 128 * i, s);
    }
    for (unsigned i = 0; i < k; i++) {
        sample_row(&w, c, rho, k, i, 0);
        qzi_mlkem_basemul_acc(w.acc, w.row, w.vec, w.cache, k);
        qzi_mlkem_tomont(w.acc);
        qzi_mlkem_sample_cbd(w.row, c, sigma, (uint8_t)(k + i), set->eta1);
        qzi_mlkem_ntt(w.row);
        qzi_mlkem_poly_add(w.acc, w.row);
        qzi_mlkem_reduce(w.acc);
        qzi_mlkem_encode12(ek_pke + QZI_MLKEM_POLY12_BYTES * i, w.acc);
    }
    for (unsigned i = 0; i < 32; i++)
        ek_pke[QZI_MLKEM_POLY12_BYTES * k + i] = rho[i];
}

void qzi_mlkem_kpke_encrypt(qz_mlkem_id set, void *ws, qz_keccak_ctx *c, uint8_t *ct_out,
                            const uint8_t *ct_cmp, uint32_t diff[2], const uint8_t *ek_pke,
                            const uint8_t m[32], const uint8_t r[32])
{
    const unsigned k = set->k, du = set->du, dv = set->dv;
    const uint8_t *rho = ek_pke + QZI_MLKEM_POLY12_BYTES * k;
    size_t off = 0;
    uint8_t *chunk;
    kpke_ws w;

    carve(&w, ws, k);
    chunk = (uint8_t *)w.row; /* free once a row is multiplied */
    diff[0] = diff[1] = 0;
    for (unsigned i = 0; i < k; i++) {
        int16_t *y = P(w.vec, i);

        qzi_mlkem_sample_cbd(y, c, r, (uint8_t)i, set->eta1);
        qzi_mlkem_ntt(y);
        qzi_mlkem_mulcache(w.cache + 128 * i, y);
    }
    /* u = NTT^-1(A^T y^) + e1: row i of A^T is A^[j][i] = SampleNTT(rho || i || j) */
    for (unsigned i = 0; i < k; i++) {
        sample_row(&w, c, rho, k, i, 1);
        qzi_mlkem_basemul_acc(w.acc, w.row, w.vec, w.cache, k);
        qzi_mlkem_invntt(w.acc);
        qzi_mlkem_sample_cbd(w.row, c, r, (uint8_t)(k + i), 2);
        qzi_mlkem_poly_add(w.acc, w.row);
        qzi_mlkem_reduce(w.acc);
        qzi_mlkem_emit_poly(ct_out, ct_cmp, off, diff, w.acc, du, chunk);
        off += 32 * du;
    }
    /* v = NTT^-1(t^T y^) + e2 + Decompress_1(m) */
    for (unsigned j = 0; j < k; j++)
        qzi_mlkem_decode12(P(w.row, j), ek_pke + QZI_MLKEM_POLY12_BYTES * j);
    qzi_mlkem_basemul_acc(w.acc, w.row, w.vec, w.cache, k);
    qzi_mlkem_invntt(w.acc);
    qzi_mlkem_sample_cbd(w.row, c, r, (uint8_t)(2 * k), 2);
    qzi_mlkem_poly_add(w.acc, w.row);
    qzi_mlkem_decode_decompress(w.row, m, 1);
    qzi_mlkem_poly_add(w.acc, w.row);
    qzi_mlkem_reduce(w.acc);
    qzi_mlkem_emit_poly(ct_out, ct_cmp, off, diff, w.acc, dv, chunk);
}

void qzi_mlkem_kpke_decrypt(qz_mlkem_id set, void *ws, qz_keccak_ctx *c, uint8_t m[32],
                            const uint8_t *dk_pke, const uint8_t *ct)
{
    const unsigned k = set->k, du = set->du;
    kpke_ws w;

    (void)c;
    carve(&w, ws, k);
    for (unsigned i = 0; i < k; i++) {
        int16_t *u = P(w.vec, i);

        qzi_mlkem_decode_decompress(u, ct + 32 * du * i, du);
        qzi_mlkem_ntt(u);
        qzi_mlkem_mulcache(w.cache + 128 * i, u);
        qzi_mlkem_decode12(P(w.row, i), dk_pke + QZI_MLKEM_POLY12_BYTES * i);
    }
    qzi_mlkem_basemul_acc(w.acc, w.row, w.vec, w.cache, k);
    qzi_mlkem_invntt(w.acc);
    /* w = v' - NTT^-1(s^T u^) */
    qzi_mlkem_decode_decompress(w.row, ct + 32 * du * k, set->dv);
    for (unsigned i = 0; i < 256; i++)
        w.row[i] = (int16_t)(w.row[i] - w.acc[i]);
    qzi_mlkem_reduce(w.row);
    qzi_mlkem_compress_encode(m, w.row, 1);
}

#endif /* !QZ_PQ_LOWRAM */

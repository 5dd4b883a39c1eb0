/*
 * K-PKE (FIPS 203 section 5), low-RAM profile (QZ_PQ_LOWRAM = 1).
 *
 * Workspace: an accumulator, two working polynomials (a: a matrix entry, a
 * decoded t^_j or s^_j, the noise, the compressed output chunk; b: the
 * vector entry in the NTT domain), b's products cache and, for encryption,
 * the noise vector y packed in 4-bit nibbles: 1792 + 128 k bytes
 * (QZ_MLKEM_WS_K in qzcrypt/mlkem.h; 2,176 for ML-KEM-768). Each output
 * polynomial is accumulated over j by k single products, each product
 * written over its matrix entry (qzi_mlkem_basemul_acc with r = a); the
 * vector entry is recomputed for each product instead of held: s^_j
 * decoded from dk_PKE as written in the first row (or sampled again when
 * no dk_PKE is wanted), y^_j unpacked and transformed again, u^_j
 * decompressed and transformed again. The XOF's output comes in chunks of
 * QZI_MLKEM_SAMPLE_BUF_SMALL bytes on the stack. The price: k^2 + k NTTs
 * per encryption instead of k, k^2 mulcaches instead of k, and the
 * sampling's smaller squeezes.
 */
#include "mlkem/mlkem_internal.h"

#if QZ_PQ_LOWRAM

#include "internal/ct.h"

typedef struct {
    int16_t *acc, *a, *b, *cache;
    uint8_t *ypack; /* k x 128 bytes */
} kpke_ws;

static void carve(kpke_ws *w, void *ws)
{
    int16_t *p = (int16_t *)ws;

    w->acc = p;
    w->a = p + 256;
    w->b = p + 512;
    w->cache = p + 768;
    w->ypack = (uint8_t *)(p + 896);
}

size_t qzi_mlkem_ws_bytes(unsigned k)
{
    return 1792u + 128u * k;
}

/* acc = a (first) or acc += a. */
static void accumulate(int16_t *acc, const int16_t *a, unsigned j)
{
    if (j == 0) {
        for (unsigned i = 0; i < 256; i++)
            acc[i] = a[i];
    } else {
        qzi_mlkem_poly_add(acc, a);
    }
}

/* a = a o b R^-1 with b's cache already made. */
static void product(const kpke_ws *w)
{
    qzi_mlkem_basemul_acc(w->a, w->a, w->b, w->cache, 1);
}

static void sample_a(const kpke_ws *w, qz_keccak_ctx *c, const uint8_t rho[32], uint8_t b0,
                     uint8_t b1)
{
    uint8_t buf[QZI_MLKEM_SAMPLE_BUF_SMALL];

    qzi_mlkem_sample_ntt(w->a, c, rho, b0, b1, buf, sizeof buf);
}

void qzi_mlkem_kpke_keygen_seeds(qz_mlkem_id set, void *ws, qz_keccak_ctx *c, uint8_t *ek_pke,
                                 uint8_t *dk_pke, const uint8_t rho[32],
                                 const uint8_t sigma[32])
{
    const unsigned k = set->k;
    kpke_ws w;

    carve(&w, ws);
    for (unsigned i = 0; i < k; i++) {
        for (unsigned j = 0; j < k; j++) {
            if (i == 0 || dk_pke == NULL) {
                qzi_mlkem_sample_cbd(w.b, c, sigma, (uint8_t)j, set->eta1);
                qzi_mlkem_ntt(w.b);
                qzi_mlkem_reduce(w.b);
                if (dk_pke != NULL)
                    qzi_mlkem_encode12(dk_pke + QZI_MLKEM_POLY12_BYTES * j, w.b);
            } else {
                qzi_mlkem_decode12(w.b, dk_pke + QZI_MLKEM_POLY12_BYTES * j);
            }
            qzi_mlkem_mulcache(w.cache, w.b);
            sample_a(&w, c, rho, (uint8_t)j, (uint8_t)i);
            product(&w);
            accumulate(w.acc, w.a, j);
        }
        qzi_mlkem_tomont(w.acc);
        qzi_mlkem_sample_cbd(w.a, c, sigma, (uint8_t)(k + i), set->eta1);
        qzi_mlkem_ntt(w.a);
        qzi_mlkem_poly_add(w.acc, w.a);
        qzi_mlkem_reduce(w.acc);
        qzi_mlkem_encode12(ek_pke + QZI_MLKEM_POLY12_BYTES * i, w.acc);
    }
    for (unsigned i = 0; i < 32; i++)
        ek_pke[QZI_MLKEM_POLY12_BYTES * k + i] = rho[i];
}

/* b = NTT(y_j), unpacked from its nibbles (y + 3, |y| <= 3), and its cache. */
static void y_hat(const kpke_ws *w, unsigned j)
{
    const uint8_t *q = w->ypack + 128 * j;

    for (unsigned i = 0; i < 128; i++) {
        w->b[2 * i] = (int16_t)((q[i] & 15) - 3);
        w->b[2 * i + 1] = (int16_t)((q[i] >> 4) - 3);
    }
    qzi_mlkem_ntt(w->b);
    qzi_mlkem_mulcache(w->cache, w->b);
}

/* Finish output polynomial acc: NTT^-1, + noise e (CBD_2(PRF(r, n))), +
 * extra if not NULL, reduce, compress to d bits, emit at off. */
static void finish(const kpke_ws *w, qz_keccak_ctx *c, const uint8_t r[32], uint8_t n,
                   const uint8_t *m, unsigned d, uint8_t *ct_out, const uint8_t *ct_cmp,
                   size_t off, uint32_t diff[2])
{
    qzi_mlkem_invntt(w->acc);
    qzi_mlkem_sample_cbd(w->a, c, r, n, 2);
    qzi_mlkem_poly_add(w->acc, w->a);
    if (m != NULL) {
        qzi_mlkem_decode_decompress(w->a, m, 1);
        qzi_mlkem_poly_add(w->acc, w->a);
    }
    qzi_mlkem_reduce(w->acc);
    qzi_mlkem_emit_poly(ct_out, ct_cmp, off, diff, w->acc, d, (uint8_t *)w->a);
}

void qzi_mlkem_kpke_encrypt(qz_mlkem_id set, void *ws, qz_keccak_ctx *c, uint8_t *ct_out,
                            const uint8_t *ct_cmp, uint32_t diff[2], const uint8_t *ek_pke,
                            const uint8_t m[32], const uint8_t r[32])
{
    const unsigned k = set->k, du = set->du;
    const uint8_t *rho = ek_pke + QZI_MLKEM_POLY12_BYTES * k;
    kpke_ws w;

    carve(&w, ws);
    diff[0] = diff[1] = 0;
    for (unsigned j = 0; j < k; j++) {
        uint8_t *q = w.ypack + 128 * j;

        qzi_mlkem_sample_cbd(w.a, c, r, (uint8_t)j, set->eta1);
        for (unsigned i = 0; i < 128; i++)
            q[i] = (uint8_t)((w.a[2 * i] + 3) | ((w.a[2 * i + 1] + 3) << 4));
    }
    /* u_i = NTT^-1(sum_j A^[j][i] o y^_j) + e1_i */
    for (unsigned i = 0; i < k; i++) {
        for (unsigned j = 0; j < k; j++) {
            y_hat(&w, j);
            sample_a(&w, c, rho, (uint8_t)i, (uint8_t)j);
            product(&w);
            accumulate(w.acc, w.a, j);
        }
        finish(&w, c, r, (uint8_t)(k + i), NULL, du, ct_out, ct_cmp, 32 * du * i, diff);
    }
    /* v = NTT^-1(sum_j t^_j o y^_j) + e2 + Decompress_1(m) */
    for (unsigned j = 0; j < k; j++) {
        y_hat(&w, j);
        qzi_mlkem_decode12(w.a, ek_pke + QZI_MLKEM_POLY12_BYTES * j);
        product(&w);
        accumulate(w.acc, w.a, j);
    }
    finish(&w, c, r, (uint8_t)(2 * k), m, set->dv, ct_out, ct_cmp, 32 * du * k, diff);
}

void qzi_mlkem_kpke_decrypt(qz_mlkem_id set, void *ws, qz_keccak_ctx *c, uint8_t m[32],
                            const uint8_t *dk_pke, const uint8_t *ct)
{
    const unsigned k = set->k, du = set->du;
    kpke_ws w;

    (void)c;
    carve(&w, ws);
    for (unsigned j = 0; j < k; j++) {
        qzi_mlkem_decode_decompress(w.b, ct + 32 * du * j, du);
        qzi_mlkem_ntt(w.b);
        qzi_mlkem_mulcache(w.cache, w.b);
        qzi_mlkem_decode12(w.a, dk_pke + QZI_MLKEM_POLY12_BYTES * j);
        product(&w);
        accumulate(w.acc, w.a, j);
    }
    qzi_mlkem_invntt(w.acc);
    /* w = v' - NTT^-1(s^T u^) */
    qzi_mlkem_decode_decompress(w.a, ct + 32 * du * k, set->dv);
    for (unsigned i = 0; i < 256; i++)
        w.a[i] = (int16_t)(w.a[i] - w.acc[i]);
    qzi_mlkem_reduce(w.a);
    qzi_mlkem_compress_encode(m, w.a, 1);
}

#endif /* QZ_PQ_LOWRAM */

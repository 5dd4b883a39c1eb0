/*
 * ML-KEM internals (FIPS 203): the parameter-set descriptor, the byte
 * codecs and samplers (poly_io.c, sample.c), K-PKE on the caller's
 * workspace (kpke.c) and the KEM calls (kem.c).
 *
 * K-PKE has one implementation per memory profile (QZ_PQ_LOWRAM):
 * kpke_speed.c keeps whole vectors in the workspace, kpke_lowram.c
 * streams; their layouts are described there and sized in qzcrypt/mlkem.h.
 */
#ifndef QZ_MLKEM_INTERNAL_H
#define QZ_MLKEM_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "internal/mlkem_kernel.h"
#include "qzcrypt/mlkem.h"
#include "qzcrypt/sha3.h"

#define QZI_MLKEM_SET_MAGIC 0x4d4b454du /* "MKEM" */
#define QZI_MLKEM_N 256
#define QZI_MLKEM_POLY12_BYTES 384 /* ByteEncode_12 of one polynomial */

struct qz_mlkem_set {
    uint32_t magic;
    uint8_t k, eta1, du, dv;
    uint16_t ek_bytes, dk_bytes, ct_bytes;
};

/* QZ_OK, or QZ_ERR_ALG for anything but one of the three descriptors
 * (marker and every size against those k, du and dv imply). */
int qzi_mlkem_set_check(qz_mlkem_id set);

/* Bytes of K-PKE's workspace for k (the profile's: kpke_speed.c or
 * kpke_lowram.c; qzcrypt/mlkem.h's macros give the same figures). */
size_t qzi_mlkem_ws_bytes(unsigned k);

/* Byte codecs (FIPS 203 section 4.2.1, Algorithms 5 and 6) and
 * compression. Constant time: no branch or index on a coefficient. */
void qzi_mlkem_encode12(uint8_t out[QZI_MLKEM_POLY12_BYTES], const int16_t p[256]);
/* All-ones when every 12-bit value of in[0 .. 384 n) is below q. */
uint32_t qzi_mlkem_modulus_ok(const uint8_t *in, unsigned n);
/* ByteDecode_12 (qzi_mlkem_decode12) and poly_add are kernels
 * (internal/mlkem_kernel.h). ByteEncode_d(Compress_d(p)) for d in {1, 4,
 * 5, 10, 11}: 32 d bytes; p canonical ([0, q)); d = 10, 4, 1 by the
 * kernels. */
void qzi_mlkem_compress_encode(uint8_t *out, const int16_t p[256], unsigned d);
/* Decompress_d(ByteDecode_d(in)): values in [0, q). */
void qzi_mlkem_decode_decompress(int16_t p[256], const uint8_t *in, unsigned d);

/* Samplers (Algorithms 7 and 8). A^[i][j] from rho || j || i: the caller
 * passes the two index bytes in that order. buf (buf_len bytes, a multiple
 * of 3) takes the XOF's output: QZI_MLKEM_SAMPLE_BUF_FAST bytes (three
 * SHAKE128 blocks, 168 candidates: enough for 256 coefficients unless more
 * than 88 are rejected, a few times in a thousand; then a block at a time)
 * or a small chunk (the low-RAM profile). */
#define QZI_MLKEM_SAMPLE_BUF_FAST (3 * QZ_SHAKE128_RATE)
#define QZI_MLKEM_SAMPLE_BUF_SMALL 48
void qzi_mlkem_sample_ntt(int16_t p[256], qz_keccak_ctx *xof, const uint8_t rho[32],
                          uint8_t b0, uint8_t b1, uint8_t *buf, size_t buf_len);
/* p = SamplePolyCBD_eta(PRF_eta(sigma, n)), eta 2 or 3, |p[i]| <= eta;
 * the PRF's output is expanded in place (p is its only copy). */
void qzi_mlkem_sample_cbd(int16_t p[256], qz_keccak_ctx *prf, const uint8_t sigma[32],
                          uint8_t n, unsigned eta);

/* H, G and J of section 4.1 on split inputs. */
void qzi_mlkem_hash_h(uint8_t out[32], qz_keccak_ctx *c, const uint8_t *in, size_t len);
void qzi_mlkem_hash_g(uint8_t out[64], qz_keccak_ctx *c, const uint8_t *a, size_t a_len,
                      const uint8_t *b, size_t b_len);
void qzi_mlkem_hash_j(uint8_t out[32], qz_keccak_ctx *c, const uint8_t z[32],
                      const uint8_t *ct, size_t ct_len);

/* K-PKE (section 5) on the workspace ws (qzi_mlkem_ws_bytes(k) bytes,
 * laid out by the profile), with c as the Keccak state of every hash and
 * sampler. keygen writes ek_PKE (384 k + 32 bytes) and, when dk_pke is not
 * NULL, dk_PKE (384 k bytes). encrypt writes the ciphertext to ct_out, or,
 * with ct_out NULL, compares it with ct_cmp in constant time: diff[0] is
 * the OR and diff[1] the sum of the byte differences (both 0: equal).
 * decrypt writes m. What they leave in ws and c is the caller's to wipe. */
void qzi_mlkem_kpke_keygen(qz_mlkem_id set, void *ws, qz_keccak_ctx *c, uint8_t *ek_pke,
                           uint8_t *dk_pke, const uint8_t d[32]);
/* The same from (rho, sigma) = G(d || k): the constant-time trace gate
 * runs it with rho fixed (the matrix sampling branches on the public rho
 * by design) and sigma secret. */
void qzi_mlkem_kpke_keygen_seeds(qz_mlkem_id set, void *ws, qz_keccak_ctx *c, uint8_t *ek_pke,
                                 uint8_t *dk_pke, const uint8_t rho[32],
                                 const uint8_t sigma[32]);
void qzi_mlkem_kpke_encrypt(qz_mlkem_id set, void *ws, qz_keccak_ctx *c, uint8_t *ct_out,
                            const uint8_t *ct_cmp, uint32_t diff[2], const uint8_t *ek_pke,
                            const uint8_t m[32], const uint8_t r[32]);
void qzi_mlkem_kpke_decrypt(qz_mlkem_id set, void *ws, qz_keccak_ctx *c, uint8_t m[32],
                            const uint8_t *dk_pke, const uint8_t *ct);
/* encrypt's last step for one polynomial p (canonical): ByteEncode_d of
 * Compress_d(p) into out + off, or, with out NULL, into chunk (32 d
 * bytes) with its differences from cmp + off recorded in diff. */
void qzi_mlkem_emit_poly(uint8_t *out, const uint8_t *cmp, size_t off, uint32_t diff[2],
                         const int16_t p[256], unsigned d, uint8_t *chunk);

#endif /* QZ_MLKEM_INTERNAL_H */

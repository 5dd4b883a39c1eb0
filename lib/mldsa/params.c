/*
 * The three parameter sets of FIPS 204 (Table 1 and Table 2) and the check
 * of a caller's descriptor. Each set is its own constant, so that an image
 * links the sets it names.
 */
#include "mldsa/mldsa_internal.h"

#define SET(n, k_, l_, eta_, tau_, omega_, lambda, g1bits, beta_, g2)                     \
    const qz_mldsa_set qz_mldsa##n = {                                                  \
        .magic = QZI_MLDSA_SET_MAGIC,                                                   \
        .id = n,                                                                        \
        .k = k_,                                                                        \
        .l = l_,                                                                        \
        .eta = eta_,                                                                    \
        .tau = tau_,                                                                    \
        .omega = omega_,                                                                \
        .ctilde_bytes = (lambda) / 4,                                                   \
        .gamma1_bits = g1bits,                                                          \
        .beta = beta_,                                                                  \
        .pk_bytes = QZ_MLDSA_PK_BYTES(n),                                               \
        .sk_bytes = QZ_MLDSA_SK_BYTES(n),                                               \
        .sig_bytes = QZ_MLDSA_SIG_BYTES(n),                                             \
        .gamma2 = g2,                                                                   \
        .ws_keygen = QZ_MLDSA_KEYGEN_WORKSPACE_BYTES(n),                                \
        .ws_sign = QZ_MLDSA_SIGN_WORKSPACE_BYTES(n),                                    \
        .ws_verify = QZ_MLDSA_VERIFY_WORKSPACE_BYTES(n),                                \
    }

SET(44, 4, 4, 2, 39, 80, 128, 17, 78, QZI_MLDSA_GAMMA2_88);
SET(65, 6, 5, 4, 49, 55, 192, 19, 196, QZI_MLDSA_GAMMA2_32);
SET(87, 8, 7, 2, 60, 75, 256, 19, 120, QZI_MLDSA_GAMMA2_32);

/* A descriptor is one of the three if it carries the marker and the
 * shape of its id: the code indexes with k and l, so they are checked
 * before anything else reads them. */
int qzi_mldsa_set_check(qz_mldsa_id p)
{
    if (p == NULL)
        return QZ_ERR_NULL;
    if (p->magic != QZI_MLDSA_SET_MAGIC)
        return QZ_ERR_ALG;
    switch (p->id) {
    case 44: return p->k == 4 && p->l == 4 && p->eta == 2 && p->gamma1_bits == 17 &&
                    p->ctilde_bytes == 32 ? QZ_OK : QZ_ERR_ALG;
    case 65: return p->k == 6 && p->l == 5 && p->eta == 4 && p->gamma1_bits == 19 &&
                    p->ctilde_bytes == 48 ? QZ_OK : QZ_ERR_ALG;
    case 87: return p->k == 8 && p->l == 7 && p->eta == 2 && p->gamma1_bits == 19 &&
                    p->ctilde_bytes == 64 ? QZ_OK : QZ_ERR_ALG;
    default: return QZ_ERR_ALG;
    }
}

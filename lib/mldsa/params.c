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

/* The parameters of each set, for its definition and for the check. */
#define P44 44, 4, 4, 2, 39, 80, 128, 17, 78, QZI_MLDSA_GAMMA2_88
#define P65 65, 6, 5, 4, 49, 55, 192, 19, 196, QZI_MLDSA_GAMMA2_32
#define P87 87, 8, 7, 2, 60, 75, 256, 19, 120, QZI_MLDSA_GAMMA2_32
#define DEFINE(...) SET(__VA_ARGS__)
DEFINE(P44);
DEFINE(P65);
DEFINE(P87);

/* Every field of a descriptor equal to the set's: the code indexes with k
 * and l, sizes its loops by tau and omega, bounds its checks by beta and
 * gamma2, and checks the caller's buffers against the sizes, so a copy
 * damaged in any of them is refused (as ML-KEM's). The values are
 * literals, not the constants: an image links only the sets it names. */
#define MATCH_(p, n, k_, l_, eta_, tau_, omega_, lambda, g1bits, beta_, g2)                   \
    ((p)->k == (k_) && (p)->l == (l_) && (p)->eta == (eta_) && (p)->tau == (tau_) &&          \
     (p)->omega == (omega_) && (p)->ctilde_bytes == (lambda) / 4 &&                           \
     (p)->gamma1_bits == (g1bits) && (p)->beta == (beta_) &&                                  \
     (p)->pk_bytes == QZ_MLDSA_PK_BYTES(n) && (p)->sk_bytes == QZ_MLDSA_SK_BYTES(n) &&        \
     (p)->sig_bytes == QZ_MLDSA_SIG_BYTES(n) && (p)->gamma2 == (g2) &&                        \
     (p)->ws_keygen == QZ_MLDSA_KEYGEN_WORKSPACE_BYTES(n) &&                                  \
     (p)->ws_sign == QZ_MLDSA_SIGN_WORKSPACE_BYTES(n) &&                                      \
     (p)->ws_verify == QZ_MLDSA_VERIFY_WORKSPACE_BYTES(n))
#define MATCH(p, ...) MATCH_(p, __VA_ARGS__)

/* A descriptor is one of the three if it carries the marker and every
 * field of its id's set. */
int qzi_mldsa_set_check(qz_mldsa_id p)
{
    int ok;

    if (p == NULL)
        return QZ_ERR_NULL;
    if (p->magic != QZI_MLDSA_SET_MAGIC)
        return QZ_ERR_ALG;
    switch (p->id) {
    case 44: ok = MATCH(p, P44); break;
    case 65: ok = MATCH(p, P65); break;
    case 87: ok = MATCH(p, P87); break;
    default: ok = 0; break;
    }
    return ok ? QZ_OK : QZ_ERR_ALG;
}

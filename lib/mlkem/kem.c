/*
 * ML-KEM's public calls (FIPS 203 sections 6 and 7; qzcrypt/mlkem.h).
 *
 * Every call checks, in this order: NULL pointers (QZ_ERR_NULL), the set
 * (QZ_ERR_ALG), the workspace (alignment QZ_ERR_NULL, size QZ_ERR_LENGTH),
 * the lengths (QZ_ERR_LENGTH), the input checks of section 7
 * (QZ_ERR_ENCODING), and writes nothing when it refuses. The work runs in
 * QZI_NOINLINE cores whose frames (Keccak states, seeds, K, r) are wiped
 * with qzi_wipe_stack when they return, and the workspace is wiped before
 * the call returns.
 */
#include "mlkem/mlkem_internal.h"

#include "internal/ct.h"
#include "internal/isa.h"
#include "internal/workspace.h"

/* The stack wipe of every public call that computes: its area must reach
 * the deepest frame below it (a core, K-PKE, a sampler, the sponge and the
 * Keccak permutation, the polynomial kernels). Measured with a painted
 * stack (tests/stack_usage.c's ML-KEM-768 rows, the deepest written byte
 * with the wipe cut to 4 bytes; gcc 12.2 -O2, 2026-12-03, after the
 * sampling buffers left the stack): the calls reach 744 bytes below their
 * caller on the M4 and the M33 (decapsulation, the deepest; key generation
 * 664), 928 on the M0+, 1,028 with the generic kernels on the M4 and M33,
 * 1,052 on the M0+; the wipe starts about 110 to 130 bytes down (the
 * public call's and the core's frames), so each bound is the rest plus
 * 12 to 16 bytes: the same figures with the wipe in place are 756 / 756 /
 * 940 / 1,044 / 1,068. The three sets measure the same (loop counts, not
 * frames). Re-measure when the frames change: tests/stack-usage's budgets
 * and the residue gate catch a bound that falls short. */
#if QZ_KERNEL_KECCAK == QZ_ISA_ARMV7EM || QZ_KERNEL_KECCAK == QZ_ISA_ARMV8M
#define MLKEM_STACK_WIPE 648u
#elif QZ_KERNEL_KECCAK == QZ_ISA_ARMV6M
#define MLKEM_STACK_WIPE 836u
#elif UINTPTR_MAX > 0xffffffffu
#define MLKEM_STACK_WIPE 2044u /* 64-bit hosts */
#else
#define MLKEM_STACK_WIPE QZI_KERNEL_FRAME(960u, 936u)
#endif
_Static_assert(MLKEM_STACK_WIPE <= QZI_WIPE_STACK_MAX, "kem.c: the stack wipe within the cap");

static int start(qz_mlkem_id set, void *ws, size_t ws_len, size_t extra)
{
    int rc = qzi_mlkem_set_check(set);

    if (rc != QZ_OK)
        return rc;
    return qzi_ws_ok(ws, ws_len, qzi_mlkem_ws_bytes(set->k) + extra);
}

static const uint8_t *dk_ek(qz_mlkem_id set, const uint8_t *dk)
{
    return dk + QZI_MLKEM_POLY12_BYTES * set->k;
}

/* dk = dk_PKE || ek || H(ek) || z from d || z; ek_out, when not NULL,
 * gets a copy of ek. */
static QZI_NOINLINE void keygen_expanded(qz_mlkem_id set, void *ws, uint8_t *dk,
                                         uint8_t *ek_out, const uint8_t seed[64])
{
    const size_t ek_bytes = set->ek_bytes;
    uint8_t *ek = dk + QZI_MLKEM_POLY12_BYTES * set->k;
    qz_keccak_ctx c;

    qzi_mlkem_kpke_keygen(set, ws, &c, ek, dk, seed);
    qzi_mlkem_hash_h(ek + ek_bytes, &c, ek, ek_bytes);
    for (unsigned i = 0; i < 32; i++)
        ek[ek_bytes + 32 + i] = seed[32 + i];
    if (ek_out != NULL)
        for (size_t i = 0; i < ek_bytes; i++)
            ek_out[i] = ek[i];
    qzi_wipe(&c, sizeof c);
}

static QZI_NOINLINE void keygen_ek_only(qz_mlkem_id set, void *ws, uint8_t *ek,
                                        const uint8_t seed[64])
{
    qz_keccak_ctx c;

    qzi_mlkem_kpke_keygen(set, ws, &c, ek, NULL, seed);
    qzi_wipe(&c, sizeof c);
}

static void finish(qz_mlkem_id set, void *ws, size_t extra)
{
    qzi_wipe_stack(MLKEM_STACK_WIPE);
    qzi_wipe(ws, qzi_mlkem_ws_bytes(set->k) + extra);
}

static QZI_NOINLINE void encaps_core(qz_mlkem_id set, void *ws, uint8_t ss[32], uint8_t *ct,
                                     const uint8_t *ek, const uint8_t m[32]);
static QZI_NOINLINE int decaps_core(qz_mlkem_id set, void *ws, uint8_t ss[32],
                                    const uint8_t *dk, const uint8_t *ct);

#if QZ_FAULT_CHECKS >= 2
/* The pairwise consistency test of a new expanded key (FIPS 140-3 IG
 * 10.3.A): an encapsulation to its ek with a fixed m, decapsulated with
 * its dk, must give the same key. The ciphertext is built in the stack
 * frame (at most 1,568 bytes, this level only). */
static QZI_NOINLINE int pairwise_check(qz_mlkem_set const *set, void *ws, const uint8_t *dk)
{
    uint8_t m[32], ss1[32], ss2[32], ct[QZ_MLKEM_CT_BYTES(1024)];
    int rc;

    for (unsigned i = 0; i < 32; i++)
        m[i] = (uint8_t)(0x5a ^ i);
    encaps_core(set, ws, ss1, ct, dk_ek(set, dk), m);
    finish(set, ws, 0);
    rc = decaps_core(set, ws, ss2, dk, ct);
    finish(set, ws, 0);
    if (rc == QZ_OK && !qzi_ct_memeq(ss1, ss2, 32))
        rc = QZ_ERR_FAULT;
    qzi_wipe(ss1, sizeof ss1);
    qzi_wipe(ss2, sizeof ss2);
    return rc;
}
#endif

int qz_mlkem_generate_key_derand(qz_mlkem_id set, void *ws, size_t ws_len, uint8_t *ek,
                                 size_t ek_len, uint8_t *dk, size_t dk_len,
                                 const uint8_t *seed, size_t seed_len)
{
    int rc;

    if (set == NULL || ws == NULL || dk == NULL || seed == NULL || (ek == NULL && ek_len != 0))
        return QZ_ERR_NULL;
    if ((rc = start(set, ws, ws_len, 0)) != QZ_OK)
        return rc;
    if ((ek != NULL && ek_len != set->ek_bytes) ||
        (dk_len != set->dk_bytes && dk_len != QZ_MLKEM_SEED_BYTES) ||
        seed_len != QZ_MLKEM_SEED_BYTES)
        return QZ_ERR_LENGTH;
    if (dk_len == QZ_MLKEM_SEED_BYTES) {
        if (ek != NULL) {
            keygen_ek_only(set, ws, ek, seed);
            finish(set, ws, 0);
        }
        for (unsigned i = 0; i < QZ_MLKEM_SEED_BYTES; i++)
            dk[i] = seed[i];
        return QZ_OK;
    }
    keygen_expanded(set, ws, dk, ek, seed);
    finish(set, ws, 0);
#if QZ_FAULT_CHECKS >= 2
    if (pairwise_check(set, ws, dk) != QZ_OK) {
        qzi_wipe(dk, set->dk_bytes);
        if (ek != NULL)
            qzi_wipe(ek, set->ek_bytes);
        return QZ_ERR_FAULT;
    }
#endif
    return QZ_OK;
}

int qz_mlkem_generate_key(qz_mlkem_id set, const qz_rng *rng, void *ws, size_t ws_len,
                          uint8_t *ek, size_t ek_len, uint8_t *dk, size_t dk_len)
{
    uint8_t seed[QZ_MLKEM_SEED_BYTES];
    int rc;

    if (set == NULL || rng == NULL || ws == NULL || ek == NULL || dk == NULL)
        return QZ_ERR_NULL;
    if ((rc = start(set, ws, ws_len, 0)) != QZ_OK)
        return rc;
    if (ek_len != set->ek_bytes || (dk_len != set->dk_bytes && dk_len != QZ_MLKEM_SEED_BYTES))
        return QZ_ERR_LENGTH;
    rc = qz_rng_fill(rng, seed, sizeof seed);
    if (rc == QZ_OK)
        rc = qz_mlkem_generate_key_derand(set, ws, ws_len, ek, ek_len, dk, dk_len, seed,
                                          sizeof seed);
    qzi_wipe(seed, sizeof seed);
    return rc;
}

/* The hash check of section 7.3 and the modulus check of the ek inside:
 * QZ_OK or QZ_ERR_ENCODING. The key is secret but its validity is not:
 * H(ek) and ek are public parts of it. */
static QZI_NOINLINE int dk_check(qz_mlkem_id set, const uint8_t *dk)
{
    const uint8_t *ek = dk_ek(set, dk);
    uint8_t h[32];
    uint32_t ok;
    qz_keccak_ctx c;

    qzi_mlkem_hash_h(h, &c, ek, set->ek_bytes);
    ok = qzi_ct_memeq(h, ek + set->ek_bytes, 32) & qzi_mlkem_modulus_ok(ek, set->k);
    qzi_wipe(&c, sizeof c);
    return ok ? QZ_OK : QZ_ERR_ENCODING;
}

int qz_mlkem_check_encaps_key(qz_mlkem_id set, const uint8_t *ek, size_t ek_len)
{
    int rc;

    if (set == NULL || ek == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_mlkem_set_check(set)) != QZ_OK)
        return rc;
    if (ek_len != set->ek_bytes)
        return QZ_ERR_LENGTH;
    return qzi_mlkem_modulus_ok(ek, set->k) ? QZ_OK : QZ_ERR_ENCODING;
}

int qz_mlkem_check_decaps_key(qz_mlkem_id set, const uint8_t *dk, size_t dk_len)
{
    int rc;

    if (set == NULL || dk == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_mlkem_set_check(set)) != QZ_OK)
        return rc;
    if (dk_len == QZ_MLKEM_SEED_BYTES)
        return QZ_OK;
    if (dk_len != set->dk_bytes)
        return QZ_ERR_LENGTH;
    return dk_check(set, dk);
}

int qz_mlkem_get_encaps_key(qz_mlkem_id set, void *ws, size_t ws_len, uint8_t *ek,
                            size_t ek_len, const uint8_t *dk, size_t dk_len)
{
    int rc;

    if (set == NULL || ws == NULL || ek == NULL || dk == NULL)
        return QZ_ERR_NULL;
    if ((rc = start(set, ws, ws_len, 0)) != QZ_OK)
        return rc;
    if (ek_len != set->ek_bytes || (dk_len != set->dk_bytes && dk_len != QZ_MLKEM_SEED_BYTES))
        return QZ_ERR_LENGTH;
    if (dk_len == QZ_MLKEM_SEED_BYTES) {
        keygen_ek_only(set, ws, ek, dk);
        finish(set, ws, 0);
        return QZ_OK;
    }
    if ((rc = dk_check(set, dk)) != QZ_OK)
        return rc;
    for (size_t i = 0; i < set->ek_bytes; i++)
        ek[i] = dk_ek(set, dk)[i];
    return QZ_OK;
}

/* Encaps_internal (Algorithm 17): (K, r) = G(m || H(ek)), c = K-PKE.Encrypt. */
static QZI_NOINLINE void encaps_core(qz_mlkem_id set, void *ws, uint8_t ss[32], uint8_t *ct,
                                     const uint8_t *ek, const uint8_t m[32])
{
    uint8_t h[32], kr[64];
    uint32_t unused[2];
    qz_keccak_ctx c;

    qzi_mlkem_hash_h(h, &c, ek, set->ek_bytes);
    qzi_mlkem_hash_g(kr, &c, m, 32, h, 32);
    qzi_mlkem_kpke_encrypt(set, ws, &c, ct, NULL, unused, ek, m, kr + 32);
    for (unsigned i = 0; i < 32; i++)
        ss[i] = kr[i];
    qzi_wipe(kr, sizeof kr);
    qzi_wipe(&c, sizeof c);
}

int qz_mlkem_encaps_derand(qz_mlkem_id set, void *ws, size_t ws_len, uint8_t *ss,
                           size_t ss_len, uint8_t *ct, size_t ct_len, const uint8_t *ek,
                           size_t ek_len, const uint8_t *m, size_t m_len)
{
    int rc;

    if (set == NULL || ws == NULL || ss == NULL || ct == NULL || ek == NULL || m == NULL)
        return QZ_ERR_NULL;
    if ((rc = start(set, ws, ws_len, 0)) != QZ_OK)
        return rc;
    if (ss_len != QZ_MLKEM_SS_BYTES || ct_len != set->ct_bytes || ek_len != set->ek_bytes ||
        m_len != QZ_MLKEM_M_BYTES)
        return QZ_ERR_LENGTH;
    if (!qzi_mlkem_modulus_ok(ek, set->k))
        return QZ_ERR_ENCODING;
    encaps_core(set, ws, ss, ct, ek, m);
    finish(set, ws, 0);
    return QZ_OK;
}

int qz_mlkem_encaps(qz_mlkem_id set, const qz_rng *rng, void *ws, size_t ws_len, uint8_t *ss,
                    size_t ss_len, uint8_t *ct, size_t ct_len, const uint8_t *ek,
                    size_t ek_len)
{
    uint8_t m[QZ_MLKEM_M_BYTES];
    int rc;

    if (set == NULL || rng == NULL || ws == NULL || ss == NULL || ct == NULL || ek == NULL)
        return QZ_ERR_NULL;
    if ((rc = start(set, ws, ws_len, 0)) != QZ_OK)
        return rc;
    if (ss_len != QZ_MLKEM_SS_BYTES || ct_len != set->ct_bytes || ek_len != set->ek_bytes)
        return QZ_ERR_LENGTH;
    if (!qzi_mlkem_modulus_ok(ek, set->k))
        return QZ_ERR_ENCODING;
    /* Every argument and ek are checked: straight to the core (through
     * qz_mlkem_encaps_derand the modulus check would run twice). */
    rc = qz_rng_fill(rng, m, sizeof m);
    if (rc == QZ_OK) {
        encaps_core(set, ws, ss, ct, ek, m);
        finish(set, ws, 0);
    }
    qzi_wipe(m, sizeof m);
    return rc;
}

/* Decaps_internal (Algorithm 18): m' = Decrypt, (K', r') = G(m' || h),
 * K_bar = J(z || c), c' = Encrypt(ek, m', r') compared with c; K' or
 * K_bar chosen by mask. The comparison is recorded twice (the OR and the
 * sum of the byte differences): with QZ_FAULT_CHECKS, records that
 * disagree (a glitched comparison) are QZ_ERR_FAULT with ss zeroed. */
static QZI_NOINLINE int decaps_core(qz_mlkem_id set, void *ws, uint8_t ss[32],
                                    const uint8_t *dk, const uint8_t *ct)
{
    const uint8_t *ek = dk_ek(set, dk), *h = ek + set->ek_bytes, *z = h + 32;
    uint8_t m[32], kr[64], kbar[32];
    uint32_t diff[2], eq, eq2;
    int rc = QZ_OK;
    qz_keccak_ctx c;

    qzi_mlkem_kpke_decrypt(set, ws, &c, m, dk, ct);
    qzi_mlkem_hash_g(kr, &c, m, 32, h, 32);
    qzi_mlkem_hash_j(kbar, &c, z, ct, set->ct_bytes);
    qzi_mlkem_kpke_encrypt(set, ws, &c, NULL, ct, diff, ek, m, kr + 32);
    /* The barrier hides that eq is 0 or all ones: clang -O2 otherwise
     * turns the masked select into a load from a chosen address (the ct
     * gate's valgrind run caught it). */
    eq = qzi_ct_barrier(~qzi_ct_nonzero_mask(diff[0]));
    eq2 = ~qzi_ct_nonzero_mask(diff[1]);
    for (unsigned i = 0; i < 32; i++)
        ss[i] = (uint8_t)((kr[i] & eq) | (kbar[i] & ~eq));
#if QZ_FAULT_CHECKS
    {
        /* Equal records in every run without a fault: public. */
        uint32_t agree = eq ^ eq2;

        qzi_ct_declassify(&agree, sizeof agree);
        if (agree != 0) {
            qzi_wipe(ss, 32);
            rc = QZ_ERR_FAULT;
        }
    }
#else
    (void)eq2;
#endif
    qzi_wipe(m, sizeof m);
    qzi_wipe(kr, sizeof kr);
    qzi_wipe(kbar, sizeof kbar);
    qzi_wipe(&c, sizeof c);
    return rc;
}

/* The two decapsulations: check_dk 1 runs the hash check of an expanded
 * dk (qz_mlkem_decaps), 0 takes the caller's word that it was done
 * (qz_mlkem_decaps_checked_key). Every other check, the order of the
 * errors and the work are the same. A seed-form key needs no check: its
 * expanded key is made here. */
static int decaps(qz_mlkem_id set, void *ws, size_t ws_len, uint8_t *ss, size_t ss_len,
                  const uint8_t *dk, size_t dk_len, const uint8_t *ct, size_t ct_len,
                  int check_dk)
{
    size_t extra;
    int rc;

    if (set == NULL || ws == NULL || ss == NULL || dk == NULL || ct == NULL)
        return QZ_ERR_NULL;
    if ((rc = qzi_mlkem_set_check(set)) != QZ_OK)
        return rc;
    /* A seed-form key is expanded into the workspace, past K-PKE's part. */
    extra = dk_len == QZ_MLKEM_SEED_BYTES ? set->dk_bytes : 0;
    if ((rc = start(set, ws, ws_len, extra)) != QZ_OK)
        return rc;
    if (ss_len != QZ_MLKEM_SS_BYTES || ct_len != set->ct_bytes ||
        (dk_len != set->dk_bytes && dk_len != QZ_MLKEM_SEED_BYTES))
        return QZ_ERR_LENGTH;
    if (extra != 0) {
        uint8_t *full = (uint8_t *)ws + qzi_mlkem_ws_bytes(set->k);

        keygen_expanded(set, ws, full, NULL, dk);
        qzi_wipe_stack(MLKEM_STACK_WIPE);
        dk = full;
    } else if (check_dk && (rc = dk_check(set, dk)) != QZ_OK) {
        return rc;
    }
    rc = decaps_core(set, ws, ss, dk, ct);
    finish(set, ws, extra);
    return rc;
}

int qz_mlkem_decaps(qz_mlkem_id set, void *ws, size_t ws_len, uint8_t *ss, size_t ss_len,
                    const uint8_t *dk, size_t dk_len, const uint8_t *ct, size_t ct_len)
{
    return decaps(set, ws, ws_len, ss, ss_len, dk, dk_len, ct, ct_len, 1);
}

int qz_mlkem_decaps_checked_key(qz_mlkem_id set, void *ws, size_t ws_len, uint8_t *ss,
                                size_t ss_len, const uint8_t *dk, size_t dk_len,
                                const uint8_t *ct, size_t ct_len)
{
    return decaps(set, ws, ws_len, ss, ss_len, dk, dk_len, ct, ct_len, 0);
}

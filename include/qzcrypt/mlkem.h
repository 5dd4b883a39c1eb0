/*
 * ML-KEM (FIPS 203): the module-lattice key-encapsulation mechanism, with
 * the parameter sets ML-KEM-512, ML-KEM-768 and ML-KEM-1024.
 *
 * Keys are their FIPS 203 encodings, passed as byte strings on each call:
 * the encapsulation key ek (QZ_MLKEM_EK_BYTES(set) bytes) and the
 * decapsulation key dk in either of its two forms, chosen by its length:
 * the expanded form of FIPS 203 (QZ_MLKEM_DK_BYTES(set) bytes: dk_PKE, ek,
 * H(ek), z) or the 64-byte seed form (d || z, QZ_MLKEM_SEED_BYTES), from
 * which each call regenerates the key (a key generation's cost added to
 * the call, for 64 bytes of key storage; decapsulation then also needs
 * room for the expanded key in its workspace). There are no key objects: an
 * ML-KEM key holds nothing worth computing once that is smaller than its
 * encoding, and a key object would copy kilobytes of key into RAM that
 * the caller may keep in flash (doc/api.md, "Public-key conventions").
 *
 * Input checks (FIPS 203 section 7): every call that takes ek runs the
 * modulus check (every 12-bit coefficient below q) and every call that
 * takes an expanded dk runs the hash check (H(ek) stored in dk equals the
 * hash of the ek stored in dk), qz_mlkem_decaps included; a key that fails
 * is QZ_ERR_ENCODING and nothing is written. The one exception is
 * qz_mlkem_decaps_checked_key, for a dk already checked (see there). qz_mlkem_check_encaps_key and
 * qz_mlkem_check_decaps_key run them alone.
 *
 * Decapsulation of any ciphertext of the right length succeeds: a
 * ciphertext that does not re-encrypt to itself gives the implicit-
 * rejection key J(z || c) (section 6.3), chosen in constant time; the
 * caller learns nothing of which path was taken.
 *
 * Working memory is the caller's workspace, 4-byte aligned (else
 * QZ_ERR_NULL), at least the operation's QZ_MLKEM_*_WORKSPACE_BYTES(set)
 * (else QZ_ERR_LENGTH), wiped before each call returns; the sizes depend
 * on the memory profile chosen at configure time (--with-pq-memory,
 * QZ_PQ_LOWRAM). The stack each call uses is in doc/performance.md.
 * Constant time in every secret (d, z, m, the decapsulation key and the
 * shared secret); every secret and every value derived from one is wiped.
 *
 * Errors, every function: QZ_ERR_NULL for a NULL pointer or an unaligned
 * workspace, QZ_ERR_ALG for a set that is not one of the three,
 * QZ_ERR_LENGTH for a buffer of another length than the set's or a
 * workspace too small, QZ_ERR_ENCODING for a key that fails its input
 * check, QZ_ERR_RNG when the rng fails. A refused call writes nothing.
 * Fault checks (QZ_FAULT_CHECKS, qzcrypt/config.h): doc/security.md.
 */
#ifndef QZCRYPT_MLKEM_H
#define QZCRYPT_MLKEM_H

#include "qzcrypt/common.h"
#include "qzcrypt/config.h"
#include "qzcrypt/rng.h"

#ifdef __cplusplus
extern "C" {
#endif

/** A parameter set (opaque; use QZ_MLKEM512, QZ_MLKEM768, QZ_MLKEM1024). */
typedef struct qz_mlkem_set qz_mlkem_set;
typedef const qz_mlkem_set *qz_mlkem_id;

extern const qz_mlkem_set qz_mlkem512, qz_mlkem768, qz_mlkem1024;
#define QZ_MLKEM512 (&qz_mlkem512)
#define QZ_MLKEM768 (&qz_mlkem768)
#define QZ_MLKEM1024 (&qz_mlkem1024)

/* Sizes by set, written QZ_MLKEM_EK_BYTES(768) and so on. */
#define QZ_MLKEM_EK_BYTES(set) QZ_MLKEM##set##_EK_BYTES
#define QZ_MLKEM_DK_BYTES(set) QZ_MLKEM##set##_DK_BYTES
#define QZ_MLKEM_CT_BYTES(set) QZ_MLKEM##set##_CT_BYTES
#define QZ_MLKEM512_EK_BYTES 800u
#define QZ_MLKEM768_EK_BYTES 1184u
#define QZ_MLKEM1024_EK_BYTES 1568u
#define QZ_MLKEM512_DK_BYTES 1632u
#define QZ_MLKEM768_DK_BYTES 2400u
#define QZ_MLKEM1024_DK_BYTES 3168u
#define QZ_MLKEM512_CT_BYTES 768u
#define QZ_MLKEM768_CT_BYTES 1088u
#define QZ_MLKEM1024_CT_BYTES 1568u
/** Bytes of a shared secret. */
#define QZ_MLKEM_SS_BYTES 32u
/** Bytes of the seed form of a decapsulation key, d || z. */
#define QZ_MLKEM_SEED_BYTES 64u
/** Bytes of the message m of a derandomised encapsulation. */
#define QZ_MLKEM_M_BYTES 32u

/*
 * Workspaces by set and operation (k = 2, 3, 4 for the three sets). The
 * speed profile keeps a row of k polynomials, a vector of k and its
 * products cache (half a polynomial each) and an accumulator: 2k + 1
 * polynomials of 512 bytes and k halves, (5k + 2) 256 bytes. The low-RAM
 * profile keeps three polynomials, one cache and the encryption noise in
 * 4-bit form: 1792 + 128 k bytes. Every operation of a set takes the same
 * size (lib/mlkem/kpke_speed.c and kpke_lowram.c say what each holds).
 */
#define QZ_MLKEM_K512 2u
#define QZ_MLKEM_K768 3u
#define QZ_MLKEM_K1024 4u
#define QZ_MLKEM_POLY_BYTES 512u
#if !QZ_PQ_LOWRAM
#define QZ_MLKEM_WS_K(k) ((5u * (k) + 2u) * (QZ_MLKEM_POLY_BYTES / 2u))
#else
#define QZ_MLKEM_WS_K(k) (1792u + 128u * (k))
#endif
#define QZ_MLKEM_KEYGEN_WORKSPACE_BYTES(set) QZ_MLKEM_WS_K(QZ_MLKEM_K##set)
#define QZ_MLKEM_ENCAPS_WORKSPACE_BYTES(set) QZ_MLKEM_WS_K(QZ_MLKEM_K##set)
#define QZ_MLKEM_DECAPS_WORKSPACE_BYTES(set) QZ_MLKEM_WS_K(QZ_MLKEM_K##set)
/** Decapsulation with a seed-form key: the key is expanded into the
 *  workspace. */
#define QZ_MLKEM_DECAPS_SEED_WORKSPACE_BYTES(set)                                          \
    (QZ_MLKEM_WS_K(QZ_MLKEM_K##set) + QZ_MLKEM_DK_BYTES(set))
/** Any call on the set. */
#define QZ_MLKEM_WORKSPACE_BYTES(set) QZ_MLKEM_DECAPS_SEED_WORKSPACE_BYTES(set)
/** Any call on any set. */
#define QZ_MLKEM_WORKSPACE_MAX_BYTES QZ_MLKEM_WORKSPACE_BYTES(1024)

/**
 * A new key pair from 64 bytes of rng (d, then z; QZ_ERR_RNG if it fails,
 * nothing written). dk_len chooses dk's form: QZ_MLKEM_DK_BYTES(set) for
 * the expanded key, QZ_MLKEM_SEED_BYTES for d || z.
 */
QZ_OUT(3, 4) QZ_OUT(5, 6) QZ_OUT(7, 8)
int qz_mlkem_generate_key(qz_mlkem_id set, const qz_rng *rng, void *ws, size_t ws_len,
                          uint8_t *ek, size_t ek_len, uint8_t *dk, size_t dk_len);

/**
 * ML-KEM.KeyGen_internal (FIPS 203 Algorithm 16) from seed = d || z (64
 * bytes): the deterministic key generation, and the expansion of a seed-
 * form key. dk_len chooses dk's form as for qz_mlkem_generate_key (with
 * the seed form, dk is a copy of seed). ek may be NULL with ek_len 0 when
 * only dk is wanted.
 */
QZ_OUT(2, 3) QZ_OUT(4, 5) QZ_OUT(6, 7) QZ_IN(8, 9)
int qz_mlkem_generate_key_derand(qz_mlkem_id set, void *ws, size_t ws_len, uint8_t *ek,
                                 size_t ek_len, uint8_t *dk, size_t dk_len,
                                 const uint8_t *seed, size_t seed_len);

/**
 * The encapsulation key of dk, either form (from the seed form it is
 * computed; from the expanded form, after the hash check, copied).
 */
QZ_OUT(2, 3) QZ_OUT(4, 5) QZ_IN(6, 7)
int qz_mlkem_get_encaps_key(qz_mlkem_id set, void *ws, size_t ws_len, uint8_t *ek,
                            size_t ek_len, const uint8_t *dk, size_t dk_len);

/**
 * Encapsulate to ek with 32 bytes m from rng: the shared secret ss
 * (QZ_MLKEM_SS_BYTES) and the ciphertext ct (QZ_MLKEM_CT_BYTES(set)).
 */
QZ_OUT(3, 4) QZ_OUT(5, 6) QZ_OUT(7, 8) QZ_IN(9, 10)
int qz_mlkem_encaps(qz_mlkem_id set, const qz_rng *rng, void *ws, size_t ws_len, uint8_t *ss,
                    size_t ss_len, uint8_t *ct, size_t ct_len, const uint8_t *ek,
                    size_t ek_len);

/**
 * ML-KEM.Encaps_internal (Algorithm 17) with the caller's m (32 bytes):
 * for tests and known-answer checks; m must be fresh randomness in any
 * other use.
 */
QZ_OUT(2, 3) QZ_OUT(4, 5) QZ_OUT(6, 7) QZ_IN(8, 9) QZ_IN(10, 11)
int qz_mlkem_encaps_derand(qz_mlkem_id set, void *ws, size_t ws_len, uint8_t *ss,
                           size_t ss_len, uint8_t *ct, size_t ct_len, const uint8_t *ek,
                           size_t ek_len, const uint8_t *m, size_t m_len);

/**
 * Decapsulate ct (QZ_MLKEM_CT_BYTES(set)) with dk (either form): ss is
 * the shared secret, or the implicit-rejection key when ct is not a valid
 * encapsulation (QZ_OK both ways, in constant time).
 */
QZ_OUT(2, 3) QZ_OUT(4, 5) QZ_IN(6, 7) QZ_IN(8, 9)
int qz_mlkem_decaps(qz_mlkem_id set, void *ws, size_t ws_len, uint8_t *ss, size_t ss_len,
                    const uint8_t *dk, size_t dk_len, const uint8_t *ct, size_t ct_len);

/**
 * qz_mlkem_decaps without the hash check of an expanded dk, for a key
 * whose validity the caller has assured otherwise (FIPS 203 section 7.3
 * allows it): a key made by this library's key generation and kept
 * unmodified since, or one that passed qz_mlkem_check_decaps_key once
 * and has been kept in storage the caller trusts since. The arguments,
 * the other checks (NULL, set, workspace, lengths), the errors and the
 * results are qz_mlkem_decaps's; the hash check (about 95k cycles of
 * ML-KEM-768 on the Cortex-M4, doc/performance.md) is the only work left
 * out. qz_mlkem_decaps itself keeps the check on every call.
 *
 * What the caller asserts: for an expanded dk (QZ_MLKEM_DK_BYTES(set)
 * bytes), that H(ek) stored in dk is the hash of the ek stored in dk and
 * that this ek passes the modulus check, as qz_mlkem_check_decaps_key
 * would find. If that is false (a damaged or forged key), the call still
 * reads exactly dk_len and ct_len bytes, writes exactly ss_len, runs in
 * constant time and returns QZ_OK with a shared secret computed from the
 * key as it is (which then matches no honest encapsulation): no error
 * reports the damage, which is what the check on every call is for. A
 * seed-form dk (QZ_MLKEM_SEED_BYTES) is expanded by the call itself and
 * needs no check in either function: both decapsulate it alike.
 */
QZ_OUT(2, 3) QZ_OUT(4, 5) QZ_IN(6, 7) QZ_IN(8, 9)
int qz_mlkem_decaps_checked_key(qz_mlkem_id set, void *ws, size_t ws_len, uint8_t *ss,
                                size_t ss_len, const uint8_t *dk, size_t dk_len,
                                const uint8_t *ct, size_t ct_len);

/** The encapsulation-key check of FIPS 203 section 7.2 alone: QZ_OK or
 *  QZ_ERR_ENCODING. */
QZ_IN(2, 3)
int qz_mlkem_check_encaps_key(qz_mlkem_id set, const uint8_t *ek, size_t ek_len);

/** The decapsulation-key check of section 7.3 (the hash check) and the
 *  modulus check of the ek inside dk: QZ_OK or QZ_ERR_ENCODING. A
 *  seed-form key (64 bytes) is always well-formed: QZ_OK. */
QZ_IN(2, 3)
int qz_mlkem_check_decaps_key(qz_mlkem_id set, const uint8_t *dk, size_t dk_len);

#ifdef __cplusplus
}
#endif

#endif /* QZCRYPT_MLKEM_H */

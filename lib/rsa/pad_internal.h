/*
 * What the RSA schemes of RFC 8017 share (lib/rsa/pss.c, pkcs1_sig.c,
 * oaep.c, pkcs1_enc.c): MGF1, the hash checks, the DigestInfo prefixes and
 * the mask helpers of the decryptions' constant-time padding checks.
 */
#ifndef QZ_RSA_PAD_INTERNAL_H
#define QZ_RSA_PAD_INTERNAL_H

#include "qzcrypt/hash.h"
#include "rsa/rsa_internal.h"

/* The digest size of hash, or 0 when hash is not one of the library's
 * descriptors (the caller then returns QZ_ERR_ALG). */
size_t qzi_rsa_hash_len(qz_hash_id hash);

/* The opening of the four message entry points (sign and verify of PSS
 * and PKCS1-v1_5): the NULL and hash checks, then mhash = Hash(msg) with
 * *hlen its size. QZ_OK, QZ_ERR_NULL, QZ_ERR_ALG or the hash's error. */
int qzi_rsa_hash_msg(qz_hash_id hash, const uint8_t *msg, size_t msg_len,
                     uint8_t mhash[QZ_HASH_MAX_DIGEST_BYTES], size_t *hlen);

/* out[0..out_len) ^= MGF1(hash, seed[0..seed_len)) (RFC 8017 B.2.1); out
 * and seed do not overlap. hlen is hash's digest size. Constant time in
 * seed and out (their lengths are public); wipes its hash context and
 * each block of mask. QZ_OK, or the hash's error. */
int qzi_rsa_mgf1_xor(qz_hash_id hash, size_t hlen, uint8_t *out, size_t out_len,
                     const uint8_t *seed, size_t seed_len);

/* The opening both signature verifications share (pss.c, pkcs1_sig.c):
 * the argument, key, hash, digest-length and workspace checks, then
 * m = RSAVP1(sig) into *em (nb = the modulus's bytes, after the public
 * operation's region of ws). QZ_OK with *em, *nb and *hlen set; the
 * caller wipes QZ_RSA_VERIFY_WORKSPACE_BYTES of ws when done.
 * QZ_ERR_AUTH for a signature of another length (ws untouched) or one not
 * below n (ws wiped); the checks' own errors before any work. Public data
 * only. */
int qzi_rsa_verify_open(const qz_rsa_public_key *pub, qz_hash_id hash, void *ws, size_t ws_len,
                        const uint8_t *digest, size_t digest_len, const uint8_t *sig,
                        size_t sig_len, uint8_t **em, size_t *nb, size_t *hlen);

/* The DER prefix of the DigestInfo of hash (RFC 8017 9.2 note 1: the
 * AlgorithmIdentifier with NULL parameters and the OCTET STRING header),
 * 19 bytes for every hash the library has, written to prefix; QZ_OK or
 * QZ_ERR_ALG. */
#define QZI_RSA_DIGESTINFO_PREFIX_BYTES 19u
int qzi_rsa_digestinfo_prefix(qz_hash_id hash, uint8_t prefix[QZI_RSA_DIGESTINFO_PREFIX_BYTES]);

/* Masks: all-ones for true, 0 for false, through the value barrier of
 * lib/internal/ct.h. */
static inline uint32_t qzi_rsa_eq_mask(uint32_t a, uint32_t b)
{
    return ~qzi_ct_nonzero_mask(a ^ b);
}
/* a < b for a, b < 2^31. */
static inline uint32_t qzi_rsa_lt_mask(uint32_t a, uint32_t b)
{
    return (uint32_t)0 - (qzi_ct_barrier(a - b) >> 31);
}
static inline uint32_t qzi_rsa_select(uint32_t m, uint32_t a, uint32_t b)
{
    m = qzi_ct_barrier(m);
    return (a & m) | (b & ~m);
}

#endif /* QZ_RSA_PAD_INTERNAL_H */

/*
 * RSA scheme KAT runner: every record of kat/rsa_schemes.txt
 * (kat/gen_rsa_schemes.py) through the schemes of qzcrypt/rsa.h.
 *  - PSS: the deterministic signature (qz_rsa_pss_sign_digest_derand) is
 *    the record's; verification over the message and the digest with the
 *    salt length and with QZ_RSA_PSS_SALT_AUTO; a wrong salt length, a
 *    bit flipped in the first, a middle and the last byte, a short
 *    signature: QZ_ERR_AUTH. The full set also signs with a random salt
 *    and verifies that; the cross builds' sample verifies each signature
 *    and one with its last byte changed.
 *  - PSSV, PKCS1SIG: OpenSSL's signatures verify (PKCS1SIG: our signature
 *    is the record's, over the message and the digest), tampered ones not.
 *  - OAEP: qz_rsa_oaep_encrypt_derand gives the record's ciphertext, which
 *    decrypts to the message; another label: QZ_ERR_AUTH. OAEPD, PKCS1ENC:
 *    OpenSSL's ciphertexts decrypt. OAEPBAD: QZ_ERR_AUTH, out untouched.
 *    PKCS1BAD: OpenSSL's implicit-rejection message.
 * Every call: the workspace zero afterwards and nothing past its size
 * written, a guard after each output. Then, on the RSA-2048 key (the full
 * set): a defect at every position of the OAEP padding (Y, each byte of
 * lHash, each byte of PS, the 0x01) is QZ_ERR_AUTH, and one at every
 * position of the v1.5 padding gives a synthetic message (deterministic,
 * not the real one); round trips with random seeds and paddings; the
 * argument checks.
 */
#include <stdio.h>
#include <string.h>

#include "qzcrypt/hash.h"
#include "qzcrypt/rsa.h"
#include "kat_reader.h"
#include "qzt.h"

extern const unsigned char qzt_kat_rsa_schemes[];
extern const size_t qzt_kat_rsa_schemes_len;

#define MAXB QZ_RSA_MAX_BYTES
#define GUARD 0xa5
#define NKEYS 4
#define WS_BYTES (QZ_RSA_DECRYPT_WORKSPACE_BYTES_HIGH(QZ_RSA_MAX_BITS) + 64)

typedef struct {
    char name[24];
    unsigned bits;
    int priv;
    qz_rsa_public_key pub;
    qz_rsa_private_key key;
} kkey;

static kkey keys[NKEYS];
static size_t nkeys;
static uint32_t ws_store[WS_BYTES / 4 + 1];
#define WS ((void *)ws_store)
static uint8_t msg[MAXB], sig[MAXB], salt[MAXB], label[64], seed[64], ct[MAXB], want[MAXB];
static uint8_t out[MAXB + 16], dg[QZ_HASH_MAX_DIGEST_BYTES];
static int sample;
static unsigned long private_count;

static qzt_rng trng;
static int test_fill(void *state, uint8_t *o, size_t len)
{
    (void)state;
    qzt_rand_bytes(&trng, o, len);
    return 0;
}
static const qz_rng RNG = {test_fill, NULL};

/* Before a call with a workspace of `size` bytes: garbage in it, a guard
 * after it. After: zero (or untouched), guard intact. */
static void ws_before(size_t size)
{
    memset(WS, 0x3c, size);
    memset((uint8_t *)WS + size, GUARD, 64);
}
static void ws_after(size_t size, const char *what, unsigned line)
{
    size_t untouched = 0;

    /* zero, or never touched (a call refused before it used it) */
    while (untouched < size && ((uint8_t *)WS)[untouched] == 0x3c)
        untouched++;
    QZT_CHECK(qzt_all_zero(WS, size) || untouched == size, "line %u: %s left its workspace",
              line, what);
    for (size_t i = 0; i < 64; i++)
        if (((uint8_t *)WS)[size + i] != GUARD) {
            QZT_CHECK(0, "line %u: %s wrote past its workspace", line, what);
            break;
        }
}
/* The private-key workspaces: each window in turn. */
static size_t sign_ws(unsigned bits, unsigned i)
{
    return i % 3 == 0 ? QZ_RSA_PRIVATE_WORKSPACE_BYTES_LOW(bits)
           : i % 3 == 1 ? QZ_RSA_PRIVATE_WORKSPACE_BYTES_MID(bits)
                        : QZ_RSA_PRIVATE_WORKSPACE_BYTES_HIGH(bits);
}
static size_t dec_ws(unsigned bits, unsigned i)
{
    return sign_ws(bits, i) + bits / 8;
}

static kkey *find_key(const kat_record *rec)
{
    size_t len;
    const char *s = kat_str(rec, "key", &len);

    for (size_t i = 0; s != NULL && i < nkeys; i++)
        if (strlen(keys[i].name) == len && memcmp(keys[i].name, s, len) == 0)
            return &keys[i];
    return NULL;
}

static void run_key(const kat_record *rec)
{
    static uint8_t n[MAXB], e[8], d[MAXB], p[MAXB / 2], q[MAXB / 2], dp[MAXB / 2],
        dq[MAXB / 2], qi[MAXB / 2];
    size_t len, nb;
    const char *name = kat_str(rec, "name", &len);
    kkey *k;
    long el;
    int rc;

    if (nkeys == NKEYS || name == NULL || len >= sizeof k->name) {
        QZT_CHECK(0, "line %u: bad KEY record", rec->line);
        return;
    }
    k = &keys[nkeys++];
    memcpy(k->name, name, len);
    k->bits = (unsigned)kat_num(rec, "bits", 0);
    nb = k->bits / 8;
    el = kat_hex(rec, "e", e, sizeof e);
    k->priv = kat_str(rec, "d", &len) != NULL;
    if (kat_hex(rec, "n", n, sizeof n) != (long)nb || el <= 0) {
        QZT_CHECK(0, "line %u: bad KEY record", rec->line);
        return;
    }
    if (k->priv) {
        qz_rsa_private_parts pp = {n, e, d, p, q, dp, dq, qi, nb, (size_t)el, nb, nb / 2,
                                   nb / 2, nb / 2, nb / 2, nb / 2};

        if (kat_hex(rec, "d", d, nb) != (long)nb || kat_hex(rec, "p", p, nb / 2) != (long)nb / 2 ||
            kat_hex(rec, "q", q, nb / 2) != (long)nb / 2 ||
            kat_hex(rec, "dp", dp, nb / 2) != (long)nb / 2 ||
            kat_hex(rec, "dq", dq, nb / 2) != (long)nb / 2 ||
            kat_hex(rec, "qinv", qi, nb / 2) != (long)nb / 2) {
            QZT_CHECK(0, "line %u: bad KEY record", rec->line);
            return;
        }
        rc = qz_rsa_set_private_key_raw(&k->key, WS, QZ_RSA_KEY_WORKSPACE_BYTES(k->bits), &pp);
        QZT_CHECK(rc == QZ_OK, "line %u: set_private_key_raw: %d", rec->line, rc);
        rc = qz_rsa_get_public_key(&k->pub, &k->key);
    } else {
        rc = qz_rsa_set_public_key_raw(&k->pub, WS, QZ_RSA_KEY_WORKSPACE_BYTES(k->bits), n, nb,
                                       e, (size_t)el);
    }
    QZT_CHECK(rc == QZ_OK, "line %u: public key: %d", rec->line, rc);
}

/* The fields every scheme record has: the key, the hash (when `hashed`). */
static kkey *rec_key(const kat_record *rec, qz_hash_id *hash, size_t *hlen)
{
    kkey *k = find_key(rec);
    size_t len;
    const char *hn;

    if (k == NULL) {
        QZT_CHECK(0, "line %u: unknown key", rec->line);
        return NULL;
    }
    if (hash != NULL) {
        hn = kat_str(rec, "hash", &len);
        *hash = hn != NULL ? qzt_hash_by_name(hn, len) : NULL;
        if (*hash == NULL) {
            QZT_CHECK(0, "line %u: unknown hash", rec->line);
            return NULL;
        }
        *hlen = qz_hash_digest_bytes(*hash);
    }
    return k;
}

/* The tampered signatures of kat/gen_rsa_schemes.py: (byte, bit). */
static const struct {
    int pos; /* -1: the middle, -2: the last */
    uint8_t bit;
} FLIPS[] = {{0, 0x80}, {0, 0x01}, {-1, 0x10}, {-2, 0x01}};

static size_t flip_pos(int pos, size_t nb)
{
    return pos == -1 ? nb / 2 : pos == -2 ? nb - 1 : (size_t)pos;
}

static int verify(int pss, const kkey *k, qz_hash_id hash, const uint8_t *m, size_t ml,
                  const uint8_t *s, size_t sl, size_t salt_len, unsigned line)
{
    size_t w = QZ_RSA_VERIFY_WORKSPACE_BYTES(k->bits);
    int rc;

    ws_before(w);
    rc = pss ? qz_rsa_pss_verify(&k->pub, hash, WS, w, m, ml, s, sl, salt_len)
             : qz_rsa_pkcs1_verify(&k->pub, hash, WS, w, m, ml, s, sl);
    ws_after(w, "verify", line);
    return rc;
}

/* Verification of a good signature (sig, nb bytes) over msg, then the
 * tampered ones. */
static void check_verify(int pss, const kkey *k, qz_hash_id hash, size_t hlen, size_t ml,
                         size_t salt_len, unsigned line)
{
    size_t nb = k->bits / 8, w = QZ_RSA_VERIFY_WORKSPACE_BYTES(k->bits);
    int rc;

    rc = verify(pss, k, hash, msg, ml, sig, nb, salt_len, line);
    QZT_CHECK(rc == QZ_OK, "line %u: verify: %d", line, rc);
    if (sample) {
        /* the cross builds' sample: one tampered signature (the M0+'s
         * public operations at 3072 and 4096 bits cost 10M-20M cycles) */
        sig[nb - 1] ^= 1;
        rc = verify(pss, k, hash, msg, ml, sig, nb, salt_len, line);
        QZT_CHECK(rc == QZ_ERR_AUTH, "line %u: tampered last byte verified: %d", line, rc);
        sig[nb - 1] ^= 1;
        return;
    }
    qz_hash(hash, dg, hlen, msg, ml);
    rc = pss ? qz_rsa_pss_verify_digest(&k->pub, hash, WS, w, dg, hlen, sig, nb, salt_len)
             : qz_rsa_pkcs1_verify_digest(&k->pub, hash, WS, w, dg, hlen, sig, nb);
    QZT_CHECK(rc == QZ_OK, "line %u: verify_digest: %d", line, rc);
    if (pss) {
        rc = verify(1, k, hash, msg, ml, sig, nb, QZ_RSA_PSS_SALT_AUTO, line);
        QZT_CHECK(rc == QZ_OK, "line %u: verify, any salt length: %d", line, rc);
        rc = verify(1, k, hash, msg, ml, sig, nb, salt_len + 1, line);
        QZT_CHECK(rc == QZ_ERR_AUTH, "line %u: verify, salt length + 1: %d", line, rc);
        if (salt_len > 0) {
            rc = verify(1, k, hash, msg, ml, sig, nb, salt_len - 1, line);
            QZT_CHECK(rc == QZ_ERR_AUTH, "line %u: verify, salt length - 1: %d", line, rc);
        }
    }
    for (size_t i = 0; i < sizeof FLIPS / sizeof FLIPS[0]; i++) {
        size_t pos = flip_pos(FLIPS[i].pos, nb);

        sig[pos] ^= FLIPS[i].bit;
        rc = verify(pss, k, hash, msg, ml, sig, nb, salt_len, line);
        QZT_CHECK(rc == QZ_ERR_AUTH, "line %u: tampered byte %zu verified: %d", line, pos, rc);
        sig[pos] ^= FLIPS[i].bit;
    }
    if (ml > 0) {
        msg[0] ^= 1;
        rc = verify(pss, k, hash, msg, ml, sig, nb, salt_len, line);
        QZT_CHECK(rc == QZ_ERR_AUTH, "line %u: other message verified: %d", line, rc);
        msg[0] ^= 1;
    }
    rc = verify(pss, k, hash, msg, ml, sig, nb - 1, salt_len, line);
    QZT_CHECK(rc == QZ_ERR_AUTH, "line %u: short signature: %d", line, rc);
}

static void run_sig(const kat_record *rec, int op)
{
    qz_hash_id hash;
    size_t hlen, nb, ml, sl = 0, w;
    long v;
    kkey *k = rec_key(rec, &hash, &hlen);
    int rc;
    static unsigned turn;

    if (k == NULL)
        return;
    nb = k->bits / 8;
    v = kat_hex(rec, "msg", msg, sizeof msg);
    ml = v < 0 ? 0 : (size_t)v;
    if (v < 0 || kat_hex(rec, "sig", want, sizeof want) != (long)nb ||
        (op == 'P' && (v = kat_hex(rec, "salt", salt, sizeof salt)) < 0)) {
        QZT_CHECK(0, "line %u: bad record", rec->line);
        return;
    }
    if (op == 'P')
        sl = (size_t)v;
    if (op == 'V')
        sl = (size_t)kat_num(rec, "salt_len", 0);
    if (op != 'V' && k->priv) {
        w = sign_ws(k->bits, turn++);
        qz_hash(hash, dg, hlen, msg, ml);
        memset(out, GUARD, sizeof out);
        ws_before(w);
        rc = op == 'P' ? qz_rsa_pss_sign_digest_derand(&k->key, hash, &RNG, WS, w, out, nb, dg,
                                                       hlen, salt, sl)
                       : qz_rsa_pkcs1_sign(&k->key, hash, &RNG, WS, w, out, nb, msg, ml);
        private_count++;
        ws_after(w, "sign", rec->line);
        QZT_CHECK(rc == QZ_OK, "line %u: sign: %d", rec->line, rc);
        QZT_EXPECT_BYTES("signature", out, want, nb);
        QZT_CHECK(out[nb] == GUARD, "line %u: sign wrote past", rec->line);
        if (!sample) {
            /* the other entry: PSS over the message with a random salt (then
             * verified), v1.5 over the digest (the same signature) */
            rc = op == 'P' ? qz_rsa_pss_sign(&k->key, hash, &RNG, WS, w, sig, nb, msg, ml, sl)
                           : qz_rsa_pkcs1_sign_digest(&k->key, hash, &RNG, WS, w, sig, nb, dg,
                                                      hlen);
            private_count++;
            QZT_CHECK(rc == QZ_OK, "line %u: sign (other entry): %d", rec->line, rc);
            if (op == 'P')
                check_verify(1, k, hash, hlen, ml, sl, rec->line);
            else
                QZT_EXPECT_BYTES("signature of the digest", sig, want, nb);
        }
    }
    memcpy(sig, want, nb);
    check_verify(op != 'S', k, hash, hlen, ml, sl, rec->line);
}

/* Decryption of ct into out (room out_cap): the return code; the length
 * in *ol; the workspace and the guard checked. */
static int decrypt(int oaep, const kkey *k, qz_hash_id hash, const uint8_t *lab, size_t ll,
                   size_t out_cap, size_t *ol, unsigned line)
{
    static unsigned turn;
    size_t nb = k->bits / 8, w = dec_ws(k->bits, turn++);
    int rc;

    memset(out, GUARD, sizeof out);
    *ol = (size_t)-1;
    ws_before(w);
    rc = oaep ? qz_rsa_oaep_decrypt(&k->key, hash, &RNG, WS, w, out, out_cap, ol, lab, ll, ct, nb)
              : qz_rsa_pkcs1_decrypt(&k->key, &RNG, WS, w, out, out_cap, ol, ct, nb);
    private_count++;
    ws_after(w, "decrypt", line);
    if (rc == QZ_OK)
        QZT_CHECK(*ol <= out_cap && out[*ol] == GUARD, "line %u: decrypt wrote past", line);
    else
        QZT_CHECK(out[0] == GUARD && *ol == (size_t)-1, "line %u: decrypt wrote on error",
                  line);
    return rc;
}

static void run_enc(const kat_record *rec, int op)
{
    qz_hash_id hash = NULL;
    size_t hlen = 0, nb, ml = 0, ll = 0, ol, w;
    long v;
    int oaep = op != 'E' && op != 'X', rc;
    kkey *k = rec_key(rec, oaep ? &hash : NULL, &hlen);

    if (k == NULL)
        return;
    nb = k->bits / 8;
    if (kat_hex(rec, "ct", ct, sizeof ct) != (long)nb ||
        (oaep && (v = kat_hex(rec, "label", label, sizeof label)) < 0) ||
        (op != 'B' && (ml = (size_t)kat_hex(rec, op == 'X' ? "out" : "msg", msg, sizeof msg)) >
                          nb)) {
        QZT_CHECK(0, "line %u: bad record", rec->line);
        return;
    }
    if (oaep)
        ll = (size_t)v;
    if (op == 'O') {
        if (kat_hex(rec, "seed", seed, sizeof seed) != (long)hlen) {
            QZT_CHECK(0, "line %u: bad seed", rec->line);
            return;
        }
        w = QZ_RSA_ENCRYPT_WORKSPACE_BYTES(k->bits);
        memset(out, GUARD, sizeof out);
        ws_before(w);
        rc = qz_rsa_oaep_encrypt_derand(&k->pub, hash, WS, w, out, nb, label, ll, msg, ml, seed,
                                        hlen);
        ws_after(w, "encrypt", rec->line);
        QZT_CHECK(rc == QZ_OK, "line %u: encrypt: %d", rec->line, rc);
        QZT_EXPECT_BYTES("OAEP ciphertext", out, ct, nb);
        QZT_CHECK(out[nb] == GUARD, "line %u: encrypt wrote past", rec->line);
    }
    if (!k->priv)
        return;
    rc = decrypt(oaep, k, hash, label, ll, nb, &ol, rec->line);
    if (op == 'B') {
        QZT_CHECK(rc == QZ_ERR_AUTH, "line %u: bad OAEP padding: %d", rec->line, rc);
        return;
    }
    QZT_CHECK(rc == QZ_OK && ol == ml, "line %u: decrypt: %d, %zu bytes", rec->line, rc, ol);
    QZT_EXPECT_BYTES("decrypted", out, msg, ml);
    if (sample)
        return;
    /* room for the message exactly, and one byte less */
    rc = decrypt(oaep, k, hash, label, ll, ml, &ol, rec->line);
    QZT_CHECK(rc == QZ_OK && ol == ml, "line %u: decrypt into its size: %d", rec->line, rc);
    if (ml > 0) {
        rc = decrypt(oaep, k, hash, label, ll, ml - 1, &ol, rec->line);
        QZT_CHECK(rc == QZ_ERR_LENGTH, "line %u: decrypt, no room: %d", rec->line, rc);
    }
    if (oaep) {
        label[0] ^= 1;
        rc = decrypt(1, k, hash, label, ll == 0 ? 1 : ll, nb, &ol, rec->line);
        QZT_CHECK(rc == QZ_ERR_AUTH, "line %u: other label: %d", rec->line, rc);
        label[0] ^= 1;
    }
}

/* out[0..len) ^= MGF1(hash, s): the test's own, for the padding sweep. */
static void mgf1_xor(qz_hash_id hash, size_t hlen, uint8_t *o, size_t len, const uint8_t *s,
                     size_t sl)
{
    uint8_t in[MAXB + 4], t[QZ_HASH_MAX_DIGEST_BYTES];

    memcpy(in, s, sl);
    for (uint32_t c = 0; (size_t)c * hlen < len; c++) {
        in[sl] = (uint8_t)(c >> 24);
        in[sl + 1] = (uint8_t)(c >> 16);
        in[sl + 2] = (uint8_t)(c >> 8);
        in[sl + 3] = (uint8_t)c;
        qz_hash(hash, t, hlen, in, sl + 4);
        for (size_t i = 0; i < hlen && c * hlen + i < len; i++)
            o[c * hlen + i] ^= t[i];
    }
}

/* ct = RSAEP(em). */
static void raw_encrypt(const kkey *k, const uint8_t *em)
{
    int rc = qz_rsa_public(&k->pub, WS, QZ_RSA_PUBLIC_WORKSPACE_BYTES(k->bits), ct, k->bits / 8,
                           em, k->bits / 8);

    QZT_CHECK(rc == QZ_OK, "raw encrypt: %d", rc);
}

/* A defect at every position of the OAEP padding (SHA-256, a label, a
 * 16-byte message): the first byte, each byte of lHash, each byte of PS
 * made nonzero, the 0x01 made 0x02; and the defect-free encoding
 * decrypts. */
static void sweep_oaep(const kkey *k)
{
    static uint8_t em[MAXB], db[MAXB];
    const size_t nb = k->bits / 8, hl = 32, dbl = nb - hl - 1, ml = 16, one = dbl - ml - 1;
    size_t ol, n_bad = 0;
    int rc;

    memcpy(label, "sweep", 5);
    qzt_rand_bytes(&trng, msg, ml);
    qzt_rand_bytes(&trng, seed, hl);
    for (size_t pos = 0; pos <= dbl + 1; pos++) {
        /* pos: 0 = no defect, 1 = Y, 2 + i = DB byte i (lHash, PS, the 0x01) */
        int which = pos < 2 + dbl && pos >= 2 && pos - 2 > one ? -1 : 0;

        if (which < 0)
            break; /* the message itself: not padding */
        qz_hash(QZ_HASH_SHA256, db, hl, label, 5);
        memset(db + hl, 0, dbl - hl);
        db[one] = 0x01;
        memcpy(db + one + 1, msg, ml);
        em[0] = 0;
        if (pos == 1)
            em[0] = 0x01;
        else if (pos >= 2 && pos - 2 < one)
            db[pos - 2] ^= 0x80;
        else if (pos >= 2)
            db[one] = 0x02;
        mgf1_xor(QZ_HASH_SHA256, hl, db, dbl, seed, hl);
        memcpy(em + 1, seed, hl);
        mgf1_xor(QZ_HASH_SHA256, hl, em + 1, hl, db, dbl);
        memcpy(em + 1 + hl, db, dbl);
        raw_encrypt(k, em);
        rc = decrypt(1, k, QZ_HASH_SHA256, label, 5, nb, &ol, 0);
        if (pos == 0) {
            QZT_CHECK(rc == QZ_OK && ol == ml && memcmp(out, msg, ml) == 0,
                      "OAEP sweep: the encoding without a defect: %d", rc);
        } else {
            QZT_CHECK(rc == QZ_ERR_AUTH, "OAEP sweep: a defect at %zu accepted: %d", pos - 1, rc);
            n_bad++;
        }
    }
    /* Y, each byte of lHash and PS, the 0x01 (kat/gen_rsa_schemes.py's
     * OAEPBAD records add "no 0x01 at all" and another label) */
    QZT_CHECK(n_bad == 1 + one + 1, "OAEP sweep: %zu defects", n_bad);
}

/* Every position of the v1.5 padding: the first byte, the second, a zero
 * in each of the eight PS bytes that must be nonzero, no zero at all; each
 * gives a synthetic message: the same for the same ciphertext, and not the
 * real one. A zero at index 10 or later is a valid (shorter) padding. */
static void sweep_pkcs1(const kkey *k)
{
    static uint8_t em[MAXB], first[MAXB];
    const size_t nb = k->bits / 8, ml = 24;
    size_t ol, ol1;
    int rc;

    qzt_rand_bytes(&trng, msg, ml);
    for (int pos = -1; pos <= 10; pos++) {
        em[0] = 0;
        em[1] = 2;
        for (size_t i = 2; i < nb - ml - 1; i++)
            em[i] = (uint8_t)(1 + qzt_rand32(&trng) % 255);
        em[nb - ml - 1] = 0;
        memcpy(em + nb - ml, msg, ml);
        if (pos == 0 || pos == 1)
            em[pos] ^= 0x10;
        else if (pos >= 2)
            em[pos] = 0; /* 2..9 bad; 10: the shortest valid PS */
        else if (pos == -1)
            em[nb - ml - 1] = 0x77; /* no zero anywhere */
        raw_encrypt(k, em);
        rc = decrypt(0, k, NULL, NULL, 0, nb, &ol1, 0);
        memcpy(first, out, ol1 < nb ? ol1 : nb);
        if (pos == 10) {
            QZT_CHECK(rc == QZ_OK && ol1 == nb - 11 && memcmp(out, em + 11, ol1) == 0,
                      "v1.5 sweep: PS of 8 bytes: %d", rc);
            continue;
        }
        QZT_CHECK(rc == QZ_OK && ol1 <= nb - 11, "v1.5 sweep %d: %d", pos, rc);
        QZT_CHECK(ol1 != ml || memcmp(out, msg, ml) != 0, "v1.5 sweep %d: the real message",
                  pos);
        rc = decrypt(0, k, NULL, NULL, 0, nb, &ol, 0);
        QZT_CHECK(rc == QZ_OK && ol == ol1 && memcmp(out, first, ol) == 0,
                  "v1.5 sweep %d: not deterministic", pos);
    }
}

/* s = RSASP1(em), raw. */
static void raw_sign(const kkey *k, const uint8_t *em)
{
    int rc = qz_rsa_private(&k->key, &RNG, WS, QZ_RSA_PRIVATE_WORKSPACE_BYTES_LOW(k->bits), sig,
                            k->bits / 8, em, k->bits / 8);

    private_count++;
    QZT_CHECK(rc == QZ_OK, "raw sign: %d", rc);
}

/* Encodings signed raw, each with one defect that a signature flip cannot
 * make (the recovered encoding differs from the right one in that byte
 * only): EMSA-PKCS1-v1_5 with a byte changed at its first three bytes, in
 * PS, at the separator, at each byte of the DigestInfo and at the
 * digest's first and last; a DigestInfo without the NULL parameters;
 * EMSA-PSS with the top bit set, the last byte 0xbd, a nonzero byte in PS,
 * the 0x01 made 0x02. The defect-free encodings verify. */
static void forged_encodings(const kkey *k)
{
    static const uint8_t di256[19] = {0x30, 0x31, 0x30, 0x0d, 0x06, 0x09, 0x60,
                                      0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02,
                                      0x01, 0x05, 0x00, 0x04, 0x20};
    static const uint8_t nonull[17] = {0x30, 0x2f, 0x30, 0x0b, 0x06, 0x09, 0x60, 0x86, 0x48,
                                       0x01, 0x65, 0x03, 0x04, 0x02, 0x01, 0x04, 0x20};
    static uint8_t em[MAXB];
    const size_t nb = k->bits / 8, hl = 32, t = 19 + hl, dbl = nb - hl - 1, sl = 20;
    size_t pos[8 + 19], np = 0;
    int rc;

    qzt_rand_bytes(&trng, msg, 50);
    qz_hash(QZ_HASH_SHA256, dg, hl, msg, 50);
    pos[np++] = 0, pos[np++] = 1, pos[np++] = 2, pos[np++] = nb / 2, pos[np++] = nb - t - 1;
    for (size_t i = 0; i < 19; i++)
        pos[np++] = nb - t + i;
    pos[np++] = nb - hl, pos[np++] = nb - 1;
    for (size_t v = 0; v <= np + 1; v++) {
        em[0] = 0, em[1] = 1;
        memset(em + 2, 0xff, nb - t - 3);
        em[nb - t - 1] = 0;
        memcpy(em + nb - t, di256, 19);
        memcpy(em + nb - hl, dg, hl);
        if (v > 0 && v <= np)
            em[pos[v - 1]] ^= 0x01;
        if (v == np + 1) { /* no NULL: two more bytes of PS */
            memset(em + 2, 0xff, nb - 17 - hl - 3);
            em[nb - 17 - hl - 1] = 0;
            memcpy(em + nb - 17 - hl, nonull, 17);
        }
        raw_sign(k, em);
        rc = qz_rsa_pkcs1_verify_digest(&k->pub, QZ_HASH_SHA256, WS,
                                        QZ_RSA_VERIFY_WORKSPACE_BYTES(k->bits), dg, hl, sig, nb);
        QZT_CHECK(rc == (v == 0 ? QZ_OK : QZ_ERR_AUTH), "forged v1.5 encoding %zu: %d", v, rc);
    }
    qz_rsa_get_public_key_raw(&k->pub, want, nb, NULL, 0);
    for (int v = 0, tries = 0; v <= 4; v++) {
        uint8_t h[32], m2[8 + 32 + 20];

    again:
        qzt_rand_bytes(&trng, salt, sl);
        memset(m2, 0, 8);
        memcpy(m2 + 8, dg, hl);
        memcpy(m2 + 8 + hl, salt, sl);
        qz_hash(QZ_HASH_SHA256, h, hl, m2, sizeof m2);
        memset(em, 0, dbl);
        em[dbl - sl - 1] = v == 4 ? 0x02 : 0x01;
        memcpy(em + dbl - sl, salt, sl);
        if (v == 3)
            em[5] = 0x01;
        mgf1_xor(QZ_HASH_SHA256, hl, em, dbl, h, hl);
        em[0] &= 0x7f;
        if (v == 1)
            em[0] |= 0x80;
        memcpy(em + dbl, h, hl);
        em[nb - 1] = v == 2 ? 0xbd : 0xbc;
        /* with the top bit set the encoding must stay below n to be signed */
        if (v == 1 && memcmp(em, want, nb) >= 0 && ++tries < 200)
            goto again;
        raw_sign(k, em);
        rc = qz_rsa_pss_verify_digest(&k->pub, QZ_HASH_SHA256, WS,
                                      QZ_RSA_VERIFY_WORKSPACE_BYTES(k->bits), dg, hl, sig, nb,
                                      sl);
        QZT_CHECK(rc == (v == 0 ? QZ_OK : QZ_ERR_AUTH), "forged PSS encoding %d: %d", v, rc);
        rc = qz_rsa_pss_verify_digest(&k->pub, QZ_HASH_SHA256, WS,
                                      QZ_RSA_VERIFY_WORKSPACE_BYTES(k->bits), dg, hl, sig, nb,
                                      QZ_RSA_PSS_SALT_AUTO);
        QZT_CHECK(rc == (v == 0 ? QZ_OK : QZ_ERR_AUTH), "forged PSS encoding %d, any salt: %d",
                  v, rc);
    }
}

/* Round trips with the random entries, and the argument checks. */
static void run_api(const kkey *k)
{
    const size_t nb = k->bits / 8, lo = QZ_RSA_PRIVATE_WORKSPACE_BYTES_LOW(k->bits),
                 dlo = QZ_RSA_DECRYPT_WORKSPACE_BYTES_LOW(k->bits),
                 vw = QZ_RSA_VERIFY_WORKSPACE_BYTES(k->bits),
                 ew = QZ_RSA_ENCRYPT_WORKSPACE_BYTES(k->bits);
    qz_rsa_private_key nod;
    size_t ol;
    int rc;

    qzt_rand_bytes(&trng, msg, 40);
    rc = qz_rsa_oaep_encrypt(&k->pub, QZ_HASH_SHA384, &RNG, WS, ew, ct, nb, NULL, 0, msg, 40);
    QZT_CHECK(rc == QZ_OK, "oaep_encrypt: %d", rc);
    rc = decrypt(1, k, QZ_HASH_SHA384, NULL, 0, nb, &ol, 0);
    QZT_CHECK(rc == QZ_OK && ol == 40 && memcmp(out, msg, 40) == 0, "OAEP round trip: %d", rc);
    rc = qz_rsa_pkcs1_encrypt(&k->pub, &RNG, WS, ew, ct, nb, msg, nb - 11);
    QZT_CHECK(rc == QZ_OK, "pkcs1_encrypt: %d", rc);
    rc = decrypt(0, k, NULL, NULL, 0, nb, &ol, 0);
    QZT_CHECK(rc == QZ_OK && ol == nb - 11 && memcmp(out, msg, ol) == 0,
              "v1.5 round trip: %d", rc);
    rc = qz_rsa_pss_sign(&k->key, QZ_HASH_SHA3_256, &RNG, WS, lo, sig, nb, msg, 40,
                         QZ_RSA_PSS_MAX_SALT_BYTES(k->bits, 32));
    QZT_CHECK(rc == QZ_OK, "pss_sign, largest salt: %d", rc);
    rc = qz_rsa_pss_verify(&k->pub, QZ_HASH_SHA3_256, WS, vw, msg, 40, sig, nb,
                           QZ_RSA_PSS_MAX_SALT_BYTES(k->bits, 32));
    QZT_CHECK(rc == QZ_OK, "pss_verify, largest salt: %d", rc);
    private_count += 3;

    /* lengths and arguments */
    memset(sig, 0x5a, nb);
    QZT_CHECK(qz_rsa_pss_sign(&k->key, QZ_HASH_SHA256, &RNG, WS, lo, sig, nb, msg, 1,
                              QZ_RSA_PSS_MAX_SALT_BYTES(k->bits, 32) + 1) == QZ_ERR_LENGTH,
              "pss_sign: salt too long");
    QZT_CHECK(qz_rsa_pss_sign(&k->key, QZ_HASH_SHA256, &RNG, WS, lo, sig, nb - 1, msg, 1, 0) ==
                  QZ_ERR_LENGTH, "pss_sign: sig_len");
    QZT_CHECK(qz_rsa_pss_sign(&k->key, QZ_HASH_SHA256, &RNG, WS, lo - 4, sig, nb, msg, 1, 0) ==
                  QZ_ERR_LENGTH, "pss_sign: workspace");
    QZT_CHECK(qz_rsa_pss_sign_digest(&k->key, QZ_HASH_SHA256, &RNG, WS, lo, sig, nb, dg, 31,
                                     0) == QZ_ERR_LENGTH, "pss_sign_digest: digest_len");
    QZT_CHECK(qz_rsa_pss_sign(&k->key, (qz_hash_id)(const void *)msg, &RNG, WS, lo, sig, nb,
                              msg, 1, 0) == QZ_ERR_ALG, "pss_sign: not a hash");
    QZT_CHECK(qz_rsa_pkcs1_sign(&k->key, (qz_hash_id)(const void *)msg, &RNG, WS, lo, sig, nb,
                                msg, 1) == QZ_ERR_ALG, "pkcs1_sign: not a hash");
    QZT_CHECK(qz_rsa_pss_verify(&k->pub, (qz_hash_id)(const void *)msg, WS, vw, msg, 1, sig, nb,
                                0) == QZ_ERR_ALG, "pss_verify: not a hash");
    QZT_CHECK(qz_rsa_pkcs1_verify(&k->pub, (qz_hash_id)(const void *)msg, WS, vw, msg, 1, sig,
                                  nb) == QZ_ERR_ALG, "pkcs1_verify: not a hash");
    QZT_CHECK(qz_rsa_pss_sign(&k->key, QZ_HASH_SHA256, &RNG, WS, lo, sig, nb, NULL, 1, 0) ==
                  QZ_ERR_NULL, "pss_sign: NULL message");
    QZT_CHECK(qz_rsa_pkcs1_sign(&k->key, QZ_HASH_SHA256, &RNG, WS, lo, sig, nb, NULL, 1) ==
                  QZ_ERR_NULL, "pkcs1_sign: NULL message");
    QZT_CHECK(qz_rsa_pss_verify(&k->pub, QZ_HASH_SHA256, WS, vw, NULL, 1, sig, nb, 0) ==
                  QZ_ERR_NULL, "pss_verify: NULL message");
    QZT_CHECK(qz_rsa_pkcs1_verify(&k->pub, QZ_HASH_SHA256, WS, vw, NULL, 1, sig, nb) ==
                  QZ_ERR_NULL, "pkcs1_verify: NULL message");
    QZT_CHECK(qz_rsa_pss_sign(&k->key, QZ_HASH_SHA256, NULL, WS, lo, sig, nb, msg, 1, 0) ==
                  QZ_ERR_NULL, "pss_sign: rng");
    QZT_CHECK(qz_rsa_pkcs1_sign(&k->key, QZ_HASH_SHA256, &RNG, (uint8_t *)WS + 2, lo, sig, nb,
                                msg, 1) == QZ_ERR_NULL, "pkcs1_sign: misaligned workspace");
    QZT_CHECK(qz_rsa_pss_verify(&k->pub, QZ_HASH_SHA256, WS, vw - 1, msg, 1, sig, nb, 0) ==
                  QZ_ERR_LENGTH, "pss_verify: workspace");
    QZT_CHECK(qz_rsa_pkcs1_verify_digest(&k->pub, QZ_HASH_SHA256, WS, vw, dg, 33, sig, nb) ==
                  QZ_ERR_LENGTH, "pkcs1_verify_digest: digest_len");
    /* a signature not below n: QZ_ERR_AUTH */
    memset(sig, 0xff, nb);
    QZT_CHECK(qz_rsa_pkcs1_verify(&k->pub, QZ_HASH_SHA256, WS, vw, msg, 1, sig, nb) ==
                  QZ_ERR_AUTH, "pkcs1_verify: sig >= n");
    QZT_CHECK(qz_rsa_oaep_encrypt(&k->pub, QZ_HASH_SHA256, &RNG, WS, ew, ct, nb, NULL, 0, msg,
                                  QZ_RSA_OAEP_MAX_MSG_BYTES(k->bits, 32) + 1) == QZ_ERR_LENGTH,
              "oaep_encrypt: message too long");
    QZT_CHECK(qz_rsa_oaep_encrypt_derand(&k->pub, QZ_HASH_SHA256, WS, ew, ct, nb, NULL, 0, msg,
                                         1, seed, 31) == QZ_ERR_LENGTH,
              "oaep_encrypt_derand: seed_len");
    QZT_CHECK(qz_rsa_pkcs1_encrypt(&k->pub, &RNG, WS, ew, ct, nb, msg, nb - 10) ==
                  QZ_ERR_LENGTH, "pkcs1_encrypt: message too long");
    QZT_CHECK(qz_rsa_oaep_decrypt(&k->key, QZ_HASH_SHA256, &RNG, WS, dlo - 4, out, nb, &ol, NULL,
                                  0, ct, nb) == QZ_ERR_LENGTH, "oaep_decrypt: workspace");
    QZT_CHECK(qz_rsa_oaep_decrypt(&k->key, QZ_HASH_SHA256, &RNG, WS, dlo, out, nb, NULL, NULL,
                                  0, ct, nb) == QZ_ERR_NULL, "oaep_decrypt: out_len");
    QZT_CHECK(qz_rsa_pkcs1_decrypt(&k->key, &RNG, WS, dlo, out, nb, &ol, ct, nb - 1) ==
                  QZ_ERR_LENGTH, "pkcs1_decrypt: ct_len");
    memset(ct, 0xff, nb);
    QZT_CHECK(qz_rsa_oaep_decrypt(&k->key, QZ_HASH_SHA256, &RNG, WS, dlo, out, nb, &ol, NULL, 0,
                                  ct, nb) == QZ_ERR_AUTH, "oaep_decrypt: ct >= n");
    QZT_CHECK(qz_rsa_pkcs1_decrypt(&k->key, &RNG, WS, dlo, out, nb, &ol, ct, nb) == QZ_ERR_AUTH,
              "pkcs1_decrypt: ct >= n");
    /* implicit rejection needs d */
    nod = k->key;
    {
        uint8_t nb8[MAXB], e8[8], p8[MAXB / 2], q8[MAXB / 2], dp8[MAXB / 2], dq8[MAXB / 2],
            qi8[MAXB / 2];
        qz_rsa_private_parts pp = {nb8, e8, NULL, p8, q8, dp8, dq8, qi8, nb, 3, 0, nb / 2,
                                   nb / 2, nb / 2, nb / 2, nb / 2};

        qz_rsa_get_private_key_raw(&k->key, nb8, nb, QZ_RSA_PART_N);
        qz_rsa_get_private_key_raw(&k->key, e8, 3, QZ_RSA_PART_E);
        qz_rsa_get_private_key_raw(&k->key, p8, nb / 2, QZ_RSA_PART_P);
        qz_rsa_get_private_key_raw(&k->key, q8, nb / 2, QZ_RSA_PART_Q);
        qz_rsa_get_private_key_raw(&k->key, dp8, nb / 2, QZ_RSA_PART_DP);
        qz_rsa_get_private_key_raw(&k->key, dq8, nb / 2, QZ_RSA_PART_DQ);
        qz_rsa_get_private_key_raw(&k->key, qi8, nb / 2, QZ_RSA_PART_QINV);
        rc = qz_rsa_set_private_key_raw(&nod, WS, QZ_RSA_KEY_WORKSPACE_BYTES(k->bits), &pp);
        QZT_CHECK(rc == QZ_OK, "key without d: %d", rc);
        QZT_CHECK(qz_rsa_pkcs1_decrypt(&nod, &RNG, WS, dlo, out, nb, &ol, ct, nb) == QZ_ERR_KEY,
                  "pkcs1_decrypt: a key without d");
    }
    qz_rsa_wipe_private_key(&nod);
    QZT_CHECK(qz_rsa_pss_sign(&nod, QZ_HASH_SHA256, &RNG, WS, lo, sig, nb, msg, 1, 0) ==
                  QZ_ERR_KEY, "pss_sign: wiped key");
}

int main(void)
{
    kat_reader rd;
    kat_record rec;
    unsigned long sets = 0, counts[10] = {0};
    const kkey *k2048 = NULL;
    static const char *const ops[] = {"KEY", "PSS", "PSSV", "PKCS1SIG", "OAEP",
                                      "OAEPD", "OAEPBAD", "PKCS1ENC", "PKCS1BAD"};

    qzt_rng_seed(&trng, 0x5c16);
    kat_open(&rd, qzt_kat_rsa_schemes, qzt_kat_rsa_schemes_len);
    while (kat_next(&rd, &rec)) {
        size_t i;

        if (kat_is(&rec, "op", "SET")) {
            sets++;
            sample = kat_is(&rec, "set", "sample");
            continue;
        }
        for (i = 0; i < sizeof ops / sizeof ops[0] && !kat_is(&rec, "op", ops[i]); i++)
            ;
        switch (i) {
        case 0: run_key(&rec); break;
        case 1: run_sig(&rec, 'P'); break;
        case 2: run_sig(&rec, 'V'); break;
        case 3: run_sig(&rec, 'S'); break;
        case 4: run_enc(&rec, 'O'); break;
        case 5: run_enc(&rec, 'D'); break;
        case 6: run_enc(&rec, 'B'); break;
        case 7: run_enc(&rec, 'E'); break;
        case 8: run_enc(&rec, 'X'); break;
        default: QZT_CHECK(0, "line %u: unknown op", rec.line); continue;
        }
        counts[i]++;
    }
    QZT_CHECK(sets == 1, "%lu SET records", sets);
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        QZT_CHECK(counts[i] > 0 || (sample && i == 5), "no %s record", ops[i]);
    for (size_t i = 0; i < nkeys; i++)
        if (keys[i].priv && keys[i].bits == 2048 && k2048 == NULL)
            k2048 = &keys[i];
    QZT_CHECK(k2048 != NULL, "no RSA-2048 private key");
    if (k2048 != NULL && !sample) {
        sweep_oaep(k2048);
        sweep_pkcs1(k2048);
        forged_encodings(k2048);
        run_api(k2048);
    }
    printf("kat-rsa-schemes: the %s set, %lu private operations\n", sample ? "sample" : "full",
           private_count);
    return qzt_finish("kat-rsa-schemes");
}

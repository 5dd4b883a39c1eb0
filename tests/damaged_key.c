/*
 * Damaged key objects of the NIST curves (qzcrypt/ec.h): the sibling of
 * tests/damaged_ctx.c for the public-key family, whose key objects play
 * the part of contexts (doc/api.md, "Contexts" and "Keys").
 *
 * Each bookkeeping field of qz_ec_private_key and qz_ec_public_key (the
 * marker, the curve pointer, the check word bound to it) is damaged in
 * turn, and the whole object is wiped; every entry point that takes the
 * object must refuse it with QZ_ERR_KEY before anything else, and:
 *  - write no output byte (the output buffer keeps its pattern),
 *  - leave the workspace untouched,
 *  - write nothing in the (const) key object or around it (guards).
 * Every entry point first runs on the undamaged object, which must be
 * accepted, so that a refusal is due to the damage. The curve pointer is
 * also pointed at a copy of the library's descriptor, damaged, with the
 * check word made to match: the descriptor check must refuse it.
 *
 * Curve descriptors: a copy of a library descriptor with a damaged marker,
 * limb count, bit or byte size must be QZ_ERR_ALG in every call that
 * takes a curve, with no output written; the undamaged copy is accepted
 * (what its pointers point to cannot be checked: doc/api.md, "Algorithms").
 *
 * X25519 and Ed25519 key objects (qzcrypt/x25519.h, ed25519.h): the same
 * for their marker, their check word, the public key and the decoded
 * point it is bound to (see c25519_keys below); and every pointer argument
 * of their calls NULL in turn, and their workspaces misaligned. X448 and
 * Ed448 (qzcrypt/x448.h, ed448.h) likewise (c448_keys, c448_nulls).
 *
 * ML-KEM (qzcrypt/mlkem.h) has no key objects: its parameter-set
 * descriptor is what a call trusts. A copy of ML-KEM-768's with each
 * field damaged, a zeroed one, another set's with one field of 768's, and
 * a foreign object (a curve descriptor) must be QZ_ERR_ALG on every entry
 * point with no output and no workspace byte written; the undamaged copy
 * is accepted. Every pointer NULL in turn and a misaligned workspace are
 * QZ_ERR_NULL (mlkem_sets, mlkem_nulls).
 *
 * ML-DSA (qzcrypt/mldsa.h) likewise: ML-DSA-44's descriptor with each
 * field damaged (the sizes, bounds and workspace sizes too), zeroed,
 * another set's with one field of 44's and a foreign one are QZ_ERR_ALG
 * on all sixteen calls, nothing written; every pointer NULL in turn and a
 * misaligned workspace QZ_ERR_NULL (mldsa_sets, mldsa_nulls). Private keys
 * of the right length with an s1 or s2 coefficient out of [-eta, eta] are
 * QZ_ERR_ENCODING on every signing call with sig untouched and the
 * workspace wiped, and HashML-DSA refuses a NULL, weak, damaged or foreign
 * hash (mldsa_bad_keys).
 *
 * RSA (qzcrypt/rsa.h): its key objects' marker, check word, sizes and the
 * public words the check word covers, damaged in turn, on every call that
 * takes them (rsa_keys).
 *
 * The test proves it can fail: deliberately broken entry points (one that
 * checks the marker only, one that refuses after writing its output, one
 * that writes into the key object) must each be reported.
 *
 * Runs natively, under ASan/UBSan, and under qemu-arm for every core.
 */
#include <stddef.h>
#include <string.h>

#include "ec/ec_internal.h" /* the descriptor's layout, for forged copies */
#include "internal/hash_check.h" /* qzi_hash_alg_ok: which digest length to pass */
#include "mldsa/mldsa_internal.h" /* the ML-DSA set descriptor's layout */
#include "mlkem/mlkem_internal.h" /* the ML-KEM set descriptor's layout */
#include "qzcrypt/qzcrypt.h"
#include "qzt.h"

#define GUARD 64
#define OBJ_MAX 320 /* room for every key object (an Ed448 public key: 292 bytes) */
#define OUT_CAP 160 /* a P-521 signature, with room */
#define MAXV UINT64_MAX

static union {
    uint64_t align;
    uint8_t b[GUARD + OBJ_MAX + GUARD];
} arena;
static union {
    uint64_t align;
    uint8_t b[GUARD + OUT_CAP + GUARD];
} outbuf;
static uint32_t ws[QZ_EC_WORKSPACE_MAX_BYTES / 4];

static uint8_t pattern(size_t i)
{
    return (uint8_t)(0xa5 ^ (i * 0x3b));
}

/* ---- the fixtures ------------------------------------------------------- */

static const uint8_t MSG[64] = {0x61, 0x62, 0x63};
static uint8_t digest[32], sig[QZ_ECDSA_SIG_BYTES(521)];
static qz_ec_private_key priv;
static qz_ec_public_key pub;
static qz_ec_curve_id curve;
static size_t clen; /* QZ_EC_BYTES of the curve */
static qzi_curve forged; /* a damaged copy of the curve's descriptor */

static int fill_source(void *state, uint8_t *out, size_t len)
{
    (void)state;
    for (size_t i = 0; i < len; i++)
        out[i] = (uint8_t)(0x5e + 3 * i);
    return 0;
}
static const qz_rng SOURCE = {fill_source, NULL};

/* ---- entry points, each on the (possibly damaged) object at k ----------- */

typedef int (*entry_fn)(void *k, uint8_t *out);
typedef struct {
    const char *name;
    entry_fn fn;
    int ok; /* its result on the undamaged object */
} entry;

/* On a Cortex-M core (qemu; qz-mcusim on the M0+, where a multiplication
 * costs about a second) P-256 only, and the undamaged run (which costs a
 * multiplication) only for one signing call: the others share its checks
 * (sign_args in lib/ec/ecdsa.c). The host runs every curve and call. */
#if defined(__arm__) || defined(__thumb__)
#define ON_TARGET 1
#else
#define ON_TARGET 0
#endif

static int priv_get_raw(void *k, uint8_t *o) { return qz_ec_get_private_key_raw(k, o, clen); }
static int priv_get_pub(void *k, uint8_t *o)
{
    return qz_ec_get_public_key((qz_ec_public_key *)(void *)o, k);
}
static int priv_sign(void *k, uint8_t *o)
{
    return qz_ecdsa_sign(k, QZ_HASH_SHA256, ws, sizeof ws, o, 2 * clen, MSG, sizeof MSG);
}
static int priv_sign_digest(void *k, uint8_t *o)
{
    return qz_ecdsa_sign_digest(k, QZ_HASH_SHA256, ws, sizeof ws, o, 2 * clen, digest, 32);
}
static int priv_sign_hedged(void *k, uint8_t *o)
{
    return qz_ecdsa_sign_hedged(k, QZ_HASH_SHA256, &SOURCE, ws, sizeof ws, o, 2 * clen, MSG,
                                sizeof MSG);
}
static int priv_sign_digest_hedged(void *k, uint8_t *o)
{
    return qz_ecdsa_sign_digest_hedged(k, QZ_HASH_SHA256, &SOURCE, ws, sizeof ws, o, 2 * clen,
                                       digest, 32);
}
static int priv_sign_random(void *k, uint8_t *o)
{
    return qz_ecdsa_sign_digest_random(k, &SOURCE, ws, sizeof ws, o, 2 * clen, digest, 32);
}
static int priv_ecdh(void *k, uint8_t *o) { return qz_ecdh(k, &pub, ws, sizeof ws, o, clen); }

static int pub_get_sec1(void *k, uint8_t *o) { return qz_ec_get_public_key_sec1(k, o, 1 + clen); }
static int pub_get_raw(void *k, uint8_t *o) { return qz_ec_get_public_key_raw(k, o, 2 * clen); }
static int pub_verify(void *k, uint8_t *o)
{
    (void)o;
    return qz_ecdsa_verify(k, QZ_HASH_SHA256, ws, sizeof ws, MSG, sizeof MSG, sig, 2 * clen);
}
static int pub_verify_digest(void *k, uint8_t *o)
{
    (void)o;
    return qz_ecdsa_verify_digest(k, ws, sizeof ws, digest, 32, sig, 2 * clen);
}
static int pub_ecdh_peer(void *k, uint8_t *o) { return qz_ecdh(&priv, k, ws, sizeof ws, o, clen); }

static const entry PRIV_CALLS[] = {
    {"get_private_key_raw", priv_get_raw, 0},
    {"get_public_key", priv_get_pub, 0},
    {"ecdsa_sign", priv_sign, 0},
    {"ecdsa_sign_digest", priv_sign_digest, 0},
    {"ecdsa_sign_hedged", priv_sign_hedged, 0},
    {"ecdsa_sign_digest_hedged", priv_sign_digest_hedged, 0},
    {"ecdsa_sign_digest_random", priv_sign_random, 0},
    {"ecdh (private key)", priv_ecdh, 0},
};
static const entry PUB_CALLS[] = {
    {"get_public_key_sec1", pub_get_sec1, 0},
    {"get_public_key_raw", pub_get_raw, 0},
    {"ecdsa_verify", pub_verify, 0},
    {"ecdsa_verify_digest", pub_verify_digest, 0},
    {"ecdh (peer)", pub_ecdh_peer, 0},
};

/* ---- damage ------------------------------------------------------------- */

enum {
    D_NONE,
    D_MAGIC,        /* the marker set to v */
    D_CURVE,        /* the curve pointer set to v */
    D_CURVE_OTHER,  /* the pointer to another curve's descriptor, check unchanged */
    D_CURVE_FORGED, /* the pointer to the damaged copy, check matching */
    D_CHECK,        /* the check word set to v */
    D_WIPED,        /* every byte zero */
};

typedef struct {
    const char *what;
    int kind;
    uint64_t v;
} damage;

static const damage DAMAGE[] = {
    {"magic = 0", D_MAGIC, 0},
    {"magic ^ 1", D_MAGIC, 1},
    {"magic = the other key type's", D_MAGIC, 2},
    {"magic = max", D_MAGIC, 0xffffffffu},
    {"curve = NULL", D_CURVE, 0},
    {"curve = max", D_CURVE, MAXV},
    {"curve + 4", D_CURVE, 4},
    {"curve = another curve", D_CURVE_OTHER, 0},
    {"curve = a damaged copy, check matching", D_CURVE_FORGED, 0},
    {"curve_check = 0", D_CHECK, 0},
    {"curve_check ^ 1", D_CHECK, 1},
    {"curve_check = max", D_CHECK, MAXV},
    {"wiped", D_WIPED, 0},
};

/* The two objects share their first three fields' layout. */
typedef struct {
    uint32_t magic;
    const qz_ec_curve *curve;
    uintptr_t curve_check;
} head;

static void apply(uint8_t *obj, size_t size, const damage *d, int is_priv)
{
    head h;

    memcpy(&h, obj, sizeof h);
    switch (d->kind) {
    case D_MAGIC:
        if (d->v == 1)
            h.magic ^= 1u;
        else if (d->v == 2)
            h.magic = is_priv ? QZ_EC_PUBLIC_MAGIC : QZ_EC_PRIVATE_MAGIC;
        else
            h.magic = (uint32_t)d->v;
        break;
    case D_CURVE:
        if (d->v == 4)
            h.curve = (const qz_ec_curve *)(const void *)((const uint8_t *)h.curve + 4);
        else
            h.curve = (const qz_ec_curve *)(uintptr_t)d->v;
        break;
    case D_CURVE_OTHER:
        h.curve = h.curve == QZ_EC_P384 ? QZ_EC_P256 : QZ_EC_P384;
        break;
    case D_CURVE_FORGED:
        h.curve = &forged;
        h.curve_check = qzi_curve_check(&forged);
        break;
    case D_CHECK:
        h.curve_check = d->v == 1 ? h.curve_check ^ 1u : (uintptr_t)d->v;
        break;
    case D_WIPED:
        memset(obj, 0, size);
        return;
    default:
        return;
    }
    memcpy(obj, &h, sizeof h);
}

/* What a run found wrong. */
#define NOT_REFUSED 1u /* not QZ_ERR_KEY (or, undamaged, not the ok result) */
#define OBJ_HIT 2u     /* the key object or a byte around it changed */
#define OUT_HIT 4u     /* the output changed */
#define WS_HIT 8u      /* the workspace changed */

static unsigned run_one(const void *pristine, size_t size, const damage *d, int is_priv,
                        const entry *call)
{
    static uint8_t before[GUARD + OBJ_MAX + GUARD];
    uint8_t *obj = arena.b + GUARD, *out = outbuf.b + GUARD;
    unsigned found = 0;
    int err;

    for (size_t i = 0; i < sizeof arena.b; i++)
        arena.b[i] = pattern(i);
    for (size_t i = 0; i < sizeof outbuf.b; i++)
        outbuf.b[i] = pattern(i + 7);
    memset(ws, 0x6b, sizeof ws);
    memcpy(obj, pristine, size);
    if (d != NULL)
        apply(obj, size, d, is_priv);
    memcpy(before, arena.b, sizeof arena.b);
    err = call->fn(obj, out);
    if (d == NULL ? err != call->ok : err != QZ_ERR_KEY)
        found |= NOT_REFUSED;
    if (memcmp(before, arena.b, sizeof arena.b) != 0)
        found |= OBJ_HIT;
    for (size_t i = 0; i < sizeof outbuf.b; i++) {
        int inside = i >= GUARD && i < GUARD + OUT_CAP;

        if ((d != NULL || !inside) && outbuf.b[i] != pattern(i + 7))
            found |= OUT_HIT;
    }
    if (d != NULL)
        for (size_t i = 0; i < sizeof ws; i++)
            if (((const uint8_t *)ws)[i] != 0x6b) {
                found |= WS_HIT;
                break;
            }
    return found;
}

static unsigned long run_family(const char *name, const void *pristine, size_t size,
                                 int is_priv, const entry *calls, size_t ncalls)
{
    unsigned long bad = 0;

    for (size_t c = 0; c < ncalls; c++) {
        unsigned found;

        if (ON_TARGET && strstr(calls[c].name, "ecdsa_sign_") != NULL)
            continue;
        found = run_one(pristine, size, NULL, is_priv, &calls[c]);

        QZT_CHECK(found == 0, "%s: %s on the undamaged key (findings %u)", name, calls[c].name,
                  found);
        bad += found != 0;
    }
    for (size_t k = 0; k < sizeof DAMAGE / sizeof DAMAGE[0]; k++) {
        for (size_t c = 0; c < ncalls; c++) {
            unsigned found = run_one(pristine, size, &DAMAGE[k], is_priv, &calls[c]);

            QZT_CHECK(found == 0, "%s, %s: %s%s%s%s%s", name, DAMAGE[k].what, calls[c].name,
                      (found & NOT_REFUSED) ? ": not refused with QZ_ERR_KEY" : "",
                      (found & OBJ_HIT) ? ": wrote the key object or around it" : "",
                      (found & OUT_HIT) ? ": wrote the output" : "",
                      (found & WS_HIT) ? ": wrote the workspace" : "");
            bad += found != 0;
        }
    }
    return bad;
}

/* ---- forged curve descriptors ------------------------------------------ */

enum { F_MAGIC, F_LIMBS_BIG, F_LIMBS_SMALL, F_BYTES, F_BITS, F_NONE };
static const char *const FORGERY[] = {"magic ^ 1", "limbs = 18", "limbs too few for bits",
                                      "bytes + 1", "bits + 8", "undamaged copy"};

static void forge(qzi_curve *f, qz_ec_curve_id from, int how)
{
    memcpy(f, from, sizeof *f);
    switch (how) {
    case F_MAGIC: f->magic ^= 1u; break;
    case F_LIMBS_BIG: f->limbs = QZI_EC_LIMBS_MAX + 1; break;
    case F_LIMBS_SMALL: f->limbs = (f->bits - 1) / 32; break;
    case F_BYTES: f->bytes++; break;
    case F_BITS: f->bits = (uint16_t)(f->bits + 8); break;
    default: break;
    }
}

/* Every call that takes a curve, on descriptor c: the results must all be
 * `want`; returns the number of calls that were not, or that wrote an
 * output they may not write on a refusal. */
static unsigned curve_calls(qz_ec_curve_id c, int want, const char *what)
{
    static qz_ec_private_key k;
    static qz_ec_public_key p;
    static uint8_t enc[1 + 2 * QZ_EC_BYTES(521)], der[QZ_ECDSA_DER_MAX_BYTES(521)];
    static uint8_t raw_sig[QZ_ECDSA_SIG_BYTES(521)], d[QZ_EC_BYTES(521)];
    size_t der_len = 0, n = clen;
    unsigned bad = 0;
    int rc[6];

    QZT_CHECK(qz_ec_get_private_key_raw(&priv, d, n) == 0, "d");
    QZT_CHECK(qz_ec_get_public_key_sec1(&pub, enc, 1 + 2 * n) == 0, "sec1");
    QZT_CHECK(qz_ecdsa_sig_to_der(curve, der, sizeof der, &der_len, sig, 2 * n) == 0, "der");
    memset(outbuf.b, 0x3c, sizeof outbuf.b);
    rc[0] = qz_ec_generate_key(&k, c, &SOURCE, ws, sizeof ws);
    rc[1] = qz_ec_set_private_key_raw(&k, c, ws, sizeof ws, d, n);
    rc[2] = qz_ec_set_public_key_sec1(&p, c, ws, sizeof ws, enc, 1 + 2 * n);
    rc[3] = qz_ec_set_public_key_raw(&p, c, ws, sizeof ws, enc + 1, 2 * n);
    rc[4] = qz_ecdsa_sig_to_der(c, outbuf.b, sizeof outbuf.b, &der_len, sig, 2 * n);
    if (want != QZ_OK)
        for (size_t i = 0; i < sizeof outbuf.b; i++)
            bad += outbuf.b[i] != 0x3c; /* a refused DER encoding writes nothing */
    memset(raw_sig, 0x3c, sizeof raw_sig);
    rc[5] = qz_ecdsa_sig_from_der(c, raw_sig, 2 * n, der, der_len);
    if (want != QZ_OK)
        for (size_t i = 0; i < sizeof raw_sig; i++)
            bad += raw_sig[i] != 0x3c; /* nor a refused DER decoding */
    for (size_t i = 0; i < 6; i++) {
        QZT_CHECK(rc[i] == want, "curve %s: call %u returned %d, expected %d", what,
                  (unsigned)i, rc[i], want);
        bad += rc[i] != want;
    }
    return bad;
}

/* ---- the deliberate faults ---------------------------------------------- */

/* A check of the marker alone (a damaged curve or check word passes). */
static int toy_marker_only(void *k, uint8_t *o)
{
    const qz_ec_private_key *key = k;

    if (key->magic != QZ_EC_PRIVATE_MAGIC)
        return QZ_ERR_KEY;
    memcpy(o, key->d, 4);
    return QZ_OK;
}
/* Refuses, but only after writing the output. */
static int toy_writes_then_refuses(void *k, uint8_t *o)
{
    o[0] ^= 0x77;
    return qz_ec_get_private_key_raw(k, o, clen);
}
/* Refuses, after scribbling on the const key object. */
static int toy_writes_key(void *k, uint8_t *o)
{
    ((uint8_t *)k)[sizeof(qz_ec_private_key) - 1] ^= 0x77;
    return qz_ec_get_private_key_raw(k, o, clen);
}

static void selftest(void)
{
    static const struct {
        entry call;
        size_t damage; /* index in DAMAGE */
        unsigned want;
    } T[] = {
        {{"marker only", toy_marker_only, 0}, 10, NOT_REFUSED},
        {{"marker only", toy_marker_only, 0}, 5, NOT_REFUSED},
        {{"writes, then refuses", toy_writes_then_refuses, 0}, 0, OUT_HIT},
        {{"writes the key", toy_writes_key, 0}, 0, OBJ_HIT},
    };

    for (size_t i = 0; i < sizeof T / sizeof T[0]; i++) {
        unsigned found = run_one(&priv, sizeof priv, &DAMAGE[T[i].damage], 1, &T[i].call);

        QZT_CHECK((found & T[i].want) != 0, "selftest: the defect of '%s' (%s) went unnoticed",
                  T[i].call.name, DAMAGE[T[i].damage].what);
    }
}

/* ---- X25519 and Ed25519 key objects -------------------------------------
 * Their bookkeeping: the marker and the check word bound to the public
 * key (and, in an Ed25519 public key, to the decoded point). Each is
 * damaged in turn, as are a public-key byte and a point word (the check
 * then no longer matches), the marker set to another 25519 object's, and
 * the object wiped: every call that takes the object must refuse it with
 * QZ_ERR_KEY, writing nothing (run_one's checks). */
static qz_x25519_private_key x_priv;
static qz_ed25519_private_key ed_priv;
static qz_ed25519_public_key ed_pub;
static const uint8_t ED_CTX[4] = {0x63, 0x74, 0x78, 0x21};
static uint8_t ed_sig[64], ed_sig_ctx[64], ed_sig_ph[64], ed_ph[64];
static const uint8_t X_PEER[32] = {0x09, 0x1f, 0x2e, 0x3d, 0x4c};

static int x_get_priv(void *k, uint8_t *o) { return qz_x25519_get_private_key(k, o, 32); }
static int x_get_pub(void *k, uint8_t *o) { return qz_x25519_get_public_key(k, o, 32); }
static int x_dh(void *k, uint8_t *o) { return qz_x25519(k, ws, sizeof ws, o, 32, X_PEER, 32); }
static int ed_get_priv(void *k, uint8_t *o) { return qz_ed25519_get_private_key(k, o, 32); }
static int ed_get_pub(void *k, uint8_t *o) { return qz_ed25519_get_public_key(k, o, 32); }
static int ed_sign(void *k, uint8_t *o)
{
    return qz_ed25519_sign(k, ws, sizeof ws, o, 64, MSG, sizeof MSG);
}
static int ed_ctx_sign(void *k, uint8_t *o)
{
    return qz_ed25519ctx_sign(k, ws, sizeof ws, o, 64, ED_CTX, sizeof ED_CTX, MSG, sizeof MSG);
}
static int ed_ph_sign(void *k, uint8_t *o)
{
    return qz_ed25519ph_sign(k, ws, sizeof ws, o, 64, ED_CTX, sizeof ED_CTX, MSG, sizeof MSG);
}
static int ed_ph_sign_digest(void *k, uint8_t *o)
{
    return qz_ed25519ph_sign_digest(k, ws, sizeof ws, o, 64, NULL, 0, ed_ph, 64);
}
static int ed_verify(void *k, uint8_t *o)
{
    (void)o;
    return qz_ed25519_verify(k, ws, sizeof ws, MSG, sizeof MSG, ed_sig, 64);
}
static int ed_ctx_verify(void *k, uint8_t *o)
{
    (void)o;
    return qz_ed25519ctx_verify(k, ws, sizeof ws, ED_CTX, sizeof ED_CTX, MSG, sizeof MSG,
                                ed_sig_ctx, 64);
}
static int ed_ph_verify(void *k, uint8_t *o)
{
    (void)o;
    return qz_ed25519ph_verify(k, ws, sizeof ws, ED_CTX, sizeof ED_CTX, MSG, sizeof MSG,
                               ed_sig_ph, 64);
}
static int ed_ph_verify_digest(void *k, uint8_t *o)
{
    (void)o;
    return qz_ed25519ph_verify_digest(k, ws, sizeof ws, ED_CTX, sizeof ED_CTX, ed_ph, 64,
                                      ed_sig_ph, 64);
}

static const entry X_CALLS[] = {
    {"x25519_get_private_key", x_get_priv, 0},
    {"x25519_get_public_key", x_get_pub, 0},
    {"x25519", x_dh, 0},
};
static const entry ED_PRIV_CALLS[] = {
    {"ed25519_get_private_key", ed_get_priv, 0},
    {"ed25519_get_public_key", ed_get_pub, 0},
    {"ed25519_sign", ed_sign, 0},
    {"ed25519ctx_sign", ed_ctx_sign, 0},
    {"ed25519ph_sign", ed_ph_sign, 0},
    {"ed25519ph_sign_digest", ed_ph_sign_digest, 0},
};
static const entry ED_PUB_CALLS[] = {
    {"ed25519_verify", ed_verify, 0},
    {"ed25519ctx_verify", ed_ctx_verify, 0},
    {"ed25519ph_verify", ed_ph_verify, 0},
    {"ed25519ph_verify_digest", ed_ph_verify_digest, 0},
};

enum { C_MAGIC, C_MAGIC_OTHER, C_MAGIC_TWIN, C_CHECK, C_PUB_BYTE, C_POINT_WORD, C_WIPED };
static const struct {
    const char *what;
    int kind;
    uint32_t v;
} C_DAMAGE[] = {
    {"magic = 0", C_MAGIC, 0},
    {"magic ^ 1", C_MAGIC, 1},
    {"magic = max", C_MAGIC, 0xffffffffu},
    {"magic = another object's of its curve", C_MAGIC_OTHER, 0},
    {"magic = its twin's on the other curve", C_MAGIC_TWIN, 0},
    {"check = 0", C_CHECK, 0},
    {"check ^ 1", C_CHECK, 1},
    {"check = max", C_CHECK, 0xffffffffu},
    {"public key byte 0 ^ 1", C_PUB_BYTE, 0},
    {"last public key byte ^ 0x80", C_PUB_BYTE, 1},
    {"point word 0 ^ 1 (public key)", C_POINT_WORD, 0},
    {"last point word ^ 1 (public key)", C_POINT_WORD, 1},
    {"wiped", C_WIPED, 0},
};

/* The object kinds: 0 X25519 private, 1 Ed25519 private, 2 Ed25519
 * public, 3 X448 private, 4 Ed448 private, 5 Ed448 public: where the
 * public key and the point are, the magic of another object of the same
 * curve and of the same kind on the other curve. */
static const struct {
    size_t pub_at, pub_len, point_at, point_words;
    uint32_t other, twin;
} C_KIND[6] = {
    {offsetof(qz_x25519_private_key, pub), 32, 0, 0, QZ_ED25519_PRIVATE_MAGIC,
     QZ_X448_PRIVATE_MAGIC},
    {offsetof(qz_ed25519_private_key, pub), 32, 0, 0, QZ_X25519_PRIVATE_MAGIC,
     QZ_ED448_PRIVATE_MAGIC},
    {offsetof(qz_ed25519_public_key, pub), 32, offsetof(qz_ed25519_public_key, point), 32,
     QZ_ED25519_PRIVATE_MAGIC, QZ_ED448_PUBLIC_MAGIC},
    {offsetof(qz_x448_private_key, pub), 56, 0, 0, QZ_ED448_PRIVATE_MAGIC,
     QZ_X25519_PRIVATE_MAGIC},
    {offsetof(qz_ed448_private_key, pub), 57, 0, 0, QZ_X448_PRIVATE_MAGIC,
     QZ_ED25519_PRIVATE_MAGIC},
    {offsetof(qz_ed448_public_key, pub), 57, offsetof(qz_ed448_public_key, point), 56,
     QZ_ED448_PRIVATE_MAGIC, QZ_ED25519_PUBLIC_MAGIC},
};

/* Damage k applied to obj of the kind (C_KIND); 0 if it does not apply to
 * that object. A byte or word "1" is the last one. */
static int c_apply(uint8_t *obj, size_t size, size_t k, int kind)
{
    uint32_t w;

    switch (C_DAMAGE[k].kind) {
    case C_MAGIC:
    case C_MAGIC_OTHER:
    case C_MAGIC_TWIN:
        memcpy(&w, obj, 4);
        w = C_DAMAGE[k].kind == C_MAGIC_OTHER ? C_KIND[kind].other
            : C_DAMAGE[k].kind == C_MAGIC_TWIN ? C_KIND[kind].twin
            : C_DAMAGE[k].v == 1               ? w ^ 1u
                                               : C_DAMAGE[k].v;
        memcpy(obj, &w, 4);
        return 1;
    case C_CHECK:
        memcpy(&w, obj + 4, 4);
        w = C_DAMAGE[k].v == 1 ? w ^ 1u : C_DAMAGE[k].v;
        memcpy(obj + 4, &w, 4);
        return 1;
    case C_PUB_BYTE:
        if (C_DAMAGE[k].v == 0)
            obj[C_KIND[kind].pub_at] ^= 0x01;
        else
            obj[C_KIND[kind].pub_at + C_KIND[kind].pub_len - 1] ^= 0x80;
        return 1;
    case C_POINT_WORD:
        if (C_KIND[kind].point_words == 0)
            return 0;
        obj[C_KIND[kind].point_at + 4 * (C_DAMAGE[k].v == 0 ? 0 : C_KIND[kind].point_words - 1)] ^=
            1;
        return 1;
    default:
        memset(obj, 0, size);
        return 1;
    }
}

/* The undamaged object, then each damage, through every call. A damage
 * applied here goes through run_one as "wiped"'s slot would not: the
 * object is damaged in `copy`, which run_one takes as pristine. */
static unsigned long run_c25519(const char *name, const void *pristine, size_t size, int kind,
                                const entry *calls, size_t ncalls)
{
    static uint8_t copy[OBJ_MAX];
    static const damage NONE_BUT_CHECKED = {"(applied before)", D_NONE, 0};
    unsigned long bad = 0;

    for (size_t c = 0; c < ncalls; c++) {
        unsigned found = run_one(pristine, size, NULL, 0, &calls[c]);

        QZT_CHECK(found == 0, "%s: %s on the undamaged key (findings %u)", name, calls[c].name,
                  found);
        bad += found != 0;
    }
    for (size_t k = 0; k < sizeof C_DAMAGE / sizeof C_DAMAGE[0]; k++) {
        memcpy(copy, pristine, size);
        if (!c_apply(copy, size, k, kind))
            continue;
        for (size_t c = 0; c < ncalls; c++) {
            unsigned found = run_one(copy, size, &NONE_BUT_CHECKED, 0, &calls[c]);

            QZT_CHECK(found == 0, "%s, %s: %s%s%s%s%s", name, C_DAMAGE[k].what, calls[c].name,
                      (found & NOT_REFUSED) ? ": not refused with QZ_ERR_KEY" : "",
                      (found & OBJ_HIT) ? ": wrote the key object or around it" : "",
                      (found & OUT_HIT) ? ": wrote the output" : "",
                      (found & WS_HIT) ? ": wrote the workspace" : "");
            bad += found != 0;
        }
    }
    return bad;
}

static unsigned long c25519_keys(void)
{
    static const uint8_t SEED[32] = {0x9d, 0x61, 0xb1, 0x9d, 0xef, 0xfd, 0x5a, 0x60, 0xba, 0x84};
    static const uint8_t XK[32] = {0x77, 0x07, 0x6d, 0x0a, 0x73, 0x18, 0xa5, 0x7d, 0x3c, 0x16};
    uint8_t a[32];
    unsigned long failed = 0;

    QZT_CHECK(sizeof(qz_ed25519_public_key) <= OBJ_MAX && sizeof(qz_ed25519_private_key) <=
              OBJ_MAX && QZ_ED25519_WORKSPACE_BYTES <= sizeof ws, "OBJ_MAX, ws");
    QZT_CHECK(qz_x25519_set_private_key(&x_priv, ws, sizeof ws, XK, 32) == QZ_OK, "x25519 key");
    QZT_CHECK(qz_ed25519_set_private_key(&ed_priv, ws, sizeof ws, SEED, 32) == QZ_OK &&
                  qz_ed25519_get_public_key(&ed_priv, a, 32) == QZ_OK &&
                  qz_ed25519_set_public_key(&ed_pub, ws, sizeof ws, a, 32) == QZ_OK,
              "ed25519 keys");
    QZT_CHECK(qz_sha512(ed_ph, MSG, sizeof MSG) == QZ_OK &&
                  ed_sign(&ed_priv, ed_sig) == QZ_OK && ed_ctx_sign(&ed_priv, ed_sig_ctx) == QZ_OK &&
                  ed_ph_sign(&ed_priv, ed_sig_ph) == QZ_OK, "ed25519 signatures");
    failed += run_c25519("X25519 private key", &x_priv, sizeof x_priv, 0, X_CALLS,
                         sizeof X_CALLS / sizeof X_CALLS[0]);
    failed += run_c25519("Ed25519 private key", &ed_priv, sizeof ed_priv, 1, ED_PRIV_CALLS,
                         sizeof ED_PRIV_CALLS / sizeof ED_PRIV_CALLS[0]);
    failed += run_c25519("Ed25519 public key", &ed_pub, sizeof ed_pub, 2, ED_PUB_CALLS,
                         sizeof ED_PUB_CALLS / sizeof ED_PUB_CALLS[0]);
    return failed;
}


/* ---- X448 and Ed448 key objects -----------------------------------------
 * As X25519's and Ed25519's (run_c25519, kinds 3 to 5): every call that
 * takes the object, the undamaged one accepted, each damage refused with
 * QZ_ERR_KEY and nothing written. */
static qz_x448_private_key x4_priv;
static qz_ed448_private_key e4_priv;
static qz_ed448_public_key e4_pub;
static uint8_t e4_sig[114], e4_sig_ph[114], e4_sig_phd[114], e4_ph[64];
static const uint8_t X4_PEER[56] = {0x05, 0x1f, 0x2e, 0x3d, 0x4c, 0x5b};

static int x4_get_priv(void *k, uint8_t *o) { return qz_x448_get_private_key(k, o, 56); }
static int x4_get_pub(void *k, uint8_t *o) { return qz_x448_get_public_key(k, o, 56); }
static int x4_dh(void *k, uint8_t *o) { return qz_x448(k, ws, sizeof ws, o, 56, X4_PEER, 56); }
static int e4_get_priv(void *k, uint8_t *o) { return qz_ed448_get_private_key(k, o, 57); }
static int e4_get_pub(void *k, uint8_t *o) { return qz_ed448_get_public_key(k, o, 57); }
static int e4_sign(void *k, uint8_t *o)
{
    return qz_ed448_sign(k, ws, sizeof ws, o, 114, ED_CTX, sizeof ED_CTX, MSG, sizeof MSG);
}
static int e4_ph_sign(void *k, uint8_t *o)
{
    return qz_ed448ph_sign(k, ws, sizeof ws, o, 114, ED_CTX, sizeof ED_CTX, MSG, sizeof MSG);
}
static int e4_ph_sign_digest(void *k, uint8_t *o)
{
    return qz_ed448ph_sign_digest(k, ws, sizeof ws, o, 114, NULL, 0, e4_ph, 64);
}
static int e4_verify(void *k, uint8_t *o)
{
    (void)o;
    return qz_ed448_verify(k, ws, sizeof ws, ED_CTX, sizeof ED_CTX, MSG, sizeof MSG, e4_sig, 114);
}
static int e4_ph_verify(void *k, uint8_t *o)
{
    (void)o;
    return qz_ed448ph_verify(k, ws, sizeof ws, ED_CTX, sizeof ED_CTX, MSG, sizeof MSG,
                             e4_sig_ph, 114);
}
static int e4_ph_verify_digest(void *k, uint8_t *o)
{
    (void)o;
    return qz_ed448ph_verify_digest(k, ws, sizeof ws, NULL, 0, e4_ph, 64, e4_sig_phd, 114);
}

static const entry X4_CALLS[] = {
    {"x448_get_private_key", x4_get_priv, 0},
    {"x448_get_public_key", x4_get_pub, 0},
    {"x448", x4_dh, 0},
};
static const entry E4_PRIV_CALLS[] = {
    {"ed448_get_private_key", e4_get_priv, 0},
    {"ed448_get_public_key", e4_get_pub, 0},
    {"ed448_sign", e4_sign, 0},
    {"ed448ph_sign", e4_ph_sign, 0},
    {"ed448ph_sign_digest", e4_ph_sign_digest, 0},
};
static const entry E4_PUB_CALLS[] = {
    {"ed448_verify", e4_verify, 0},
    {"ed448ph_verify", e4_ph_verify, 0},
    {"ed448ph_verify_digest", e4_ph_verify_digest, 0},
};

static unsigned long c448_keys(void)
{
    static const uint8_t SEED[57] = {0x6c, 0x82, 0xa5, 0x62, 0xcb, 0x80, 0x8d, 0x10, 0xd6, 0x32};
    static const uint8_t XK[56] = {0x9a, 0x8f, 0x49, 0x25, 0xd1, 0x51, 0x9f, 0x57, 0x75, 0xcf};
    uint8_t a[57];
    unsigned long failed = 0;

    QZT_CHECK(sizeof(qz_ed448_public_key) <= OBJ_MAX && sizeof(qz_ed448_private_key) <=
              OBJ_MAX && QZ_ED448_WORKSPACE_BYTES <= sizeof ws && QZ_ED448_SIG_BYTES <= OUT_CAP,
              "OBJ_MAX, ws, OUT_CAP");
    QZT_CHECK(qz_x448_set_private_key(&x4_priv, ws, sizeof ws, XK, 56) == QZ_OK, "x448 key");
    QZT_CHECK(qz_ed448_set_private_key(&e4_priv, ws, sizeof ws, SEED, 57) == QZ_OK &&
                  qz_ed448_get_public_key(&e4_priv, a, 57) == QZ_OK &&
                  qz_ed448_set_public_key(&e4_pub, ws, sizeof ws, a, 57) == QZ_OK,
              "ed448 keys");
    QZT_CHECK(qz_shake256(e4_ph, 64, MSG, sizeof MSG) == QZ_OK &&
                  e4_sign(&e4_priv, e4_sig) == QZ_OK && e4_ph_sign(&e4_priv, e4_sig_ph) == QZ_OK &&
                  e4_ph_sign_digest(&e4_priv, e4_sig_phd) == QZ_OK,
              "ed448 signatures");
    failed += run_c25519("X448 private key", &x4_priv, sizeof x4_priv, 3, X4_CALLS,
                         sizeof X4_CALLS / sizeof X4_CALLS[0]);
    failed += run_c25519("Ed448 private key", &e4_priv, sizeof e4_priv, 4, E4_PRIV_CALLS,
                         sizeof E4_PRIV_CALLS / sizeof E4_PRIV_CALLS[0]);
    failed += run_c25519("Ed448 public key", &e4_pub, sizeof e4_pub, 5, E4_PUB_CALLS,
                         sizeof E4_PUB_CALLS / sizeof E4_PUB_CALLS[0]);
    return failed;
}
/* ---- X25519 and Ed25519: NULL pointers and misaligned workspaces --------
 * Every pointer argument of every call NULL in turn (k = its position
 * among the pointers) must be QZ_ERR_NULL with no output written, and so
 * must a workspace one byte off its 4-byte alignment (k = NULLS_WS_ODD on
 * the calls that take one); a NULL message or context with a zero length
 * is allowed (the call succeeds); the wipe functions take NULL. */
#define NULLS_WS_ODD 99
static uint8_t n_out[QZ_ED448_SIG_BYTES], n_obj[OBJ_MAX];
#define P(i, p) (k == (i) ? NULL : (p))
static void *W(int k, int i)
{
    return k == NULLS_WS_ODD ? (void *)((uint8_t *)ws + 1) : k == i ? NULL : (void *)ws;
}
/* One call with pointer k NULL; -1 when fn has fewer pointers. */
static int null_call(int fn, int k, int *nptr)
{
    static const int NP[] = {3, 3, 2, 2, 4, 3, 3, 2, 2, 3, 4, 4, 5, 5, 5, 5, 5, 5};
    qz_x25519_private_key *xo = (void *)n_obj;
    qz_ed25519_private_key *eo = (void *)n_obj;
    qz_ed25519_public_key *po = (void *)n_obj;
    const size_t wl = sizeof ws;

    *nptr = NP[fn];
    switch (fn) {
    case 0: return qz_x25519_set_private_key(P(0, xo), W(k, 1), wl, P(2, X_PEER), 32);
    case 1: return qz_x25519_generate_key(P(0, xo), P(1, &SOURCE), W(k, 2), wl);
    case 2: return qz_x25519_get_private_key(P(0, &x_priv), P(1, n_out), 32);
    case 3: return qz_x25519_get_public_key(P(0, &x_priv), P(1, n_out), 32);
    case 4: return qz_x25519(P(0, &x_priv), W(k, 1), wl, P(2, n_out), 32, P(3, X_PEER), 32);
    case 5: return qz_ed25519_set_private_key(P(0, eo), W(k, 1), wl, P(2, X_PEER), 32);
    case 6: return qz_ed25519_generate_key(P(0, eo), P(1, &SOURCE), W(k, 2), wl);
    case 7: return qz_ed25519_get_private_key(P(0, &ed_priv), P(1, n_out), 32);
    case 8: return qz_ed25519_get_public_key(P(0, &ed_priv), P(1, n_out), 32);
    case 9: return qz_ed25519_set_public_key(P(0, po), W(k, 1), wl, P(2, ed_pub.pub), 32);
    case 10: return qz_ed25519_sign(P(0, &ed_priv), W(k, 1), wl, P(2, n_out), 64, P(3, MSG), 5);
    case 11: return qz_ed25519_verify(P(0, &ed_pub), W(k, 1), wl, P(2, MSG), 5, P(3, ed_sig), 64);
    case 12:
        return qz_ed25519ctx_sign(P(0, &ed_priv), W(k, 1), wl, P(2, n_out), 64, P(3, ED_CTX), 4,
                                  P(4, MSG), 5);
    case 13:
        return qz_ed25519ctx_verify(P(0, &ed_pub), W(k, 1), wl, P(2, ED_CTX), 4, P(3, MSG), 5,
                                    P(4, ed_sig), 64);
    case 14:
        return qz_ed25519ph_sign(P(0, &ed_priv), W(k, 1), wl, P(2, n_out), 64, P(3, ED_CTX), 4,
                                 P(4, MSG), 5);
    case 15:
        return qz_ed25519ph_sign_digest(P(0, &ed_priv), W(k, 1), wl, P(2, n_out), 64,
                                        P(3, ED_CTX), 4, P(4, ed_ph), 64);
    case 16:
        return qz_ed25519ph_verify(P(0, &ed_pub), W(k, 1), wl, P(2, ED_CTX), 4, P(3, MSG), 5,
                                   P(4, ed_sig), 64);
    default:
        return qz_ed25519ph_verify_digest(P(0, &ed_pub), W(k, 1), wl, P(2, ED_CTX), 4,
                                          P(3, ed_ph), 64, P(4, ed_sig), 64);
    }
}
#undef P

static unsigned long c25519_nulls(void)
{
    static const int TAKES_WS[] = {1, 1, 0, 0, 1, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    unsigned long bad = 0;
    int np;

    for (int fn = 0; fn < 18; fn++) {
        null_call(fn, -1, &np);
        for (int k = 0; k <= np; k++) {
            int kk = k == np ? NULLS_WS_ODD : k, rc;
            size_t changed = 0;

            if (kk == NULLS_WS_ODD && !TAKES_WS[fn])
                continue;
            memset(n_out, 0x3c, sizeof n_out);
            memset(n_obj, 0x3c, sizeof n_obj);
            rc = null_call(fn, kk, &np);
            for (size_t i = 0; i < sizeof n_out; i++)
                changed += n_out[i] != 0x3c;
            QZT_CHECK(rc == QZ_ERR_NULL && changed == 0, "25519 call %d, pointer %d: %d, %u "
                      "output bytes written", fn, kk, rc, (unsigned)changed);
            bad += rc != QZ_ERR_NULL || changed != 0;
        }
    }
    /* NULL message and context with zero lengths are allowed */
    QZT_CHECK(qz_ed25519_sign(&ed_priv, ws, sizeof ws, n_out, 64, NULL, 0) == QZ_OK &&
                  qz_ed25519_verify(&ed_pub, ws, sizeof ws, NULL, 0, n_out, 64) == QZ_OK &&
                  qz_ed25519ph_sign(&ed_priv, ws, sizeof ws, n_out, 64, NULL, 0, NULL, 0) ==
                      QZ_OK &&
                  qz_ed25519ph_verify(&ed_pub, ws, sizeof ws, NULL, 0, NULL, 0, n_out, 64) ==
                      QZ_OK,
              "NULL with a zero length refused");
    qz_x25519_wipe_private_key(NULL);
    qz_ed25519_wipe_private_key(NULL);
    return bad;
}

/* ---- X448 and Ed448: NULL pointers and misaligned workspaces ------------
 * As c25519_nulls, over the 16 calls of X448 and Ed448. */
#define P(i, p) (k == (i) ? NULL : (p))
static int null_call448(int fn, int k, int *nptr)
{
    static const int NP[] = {3, 3, 2, 2, 4, 3, 3, 2, 2, 3, 5, 5, 5, 5, 5, 5};
    qz_x448_private_key *xo = (void *)n_obj;
    qz_ed448_private_key *eo = (void *)n_obj;
    qz_ed448_public_key *po = (void *)n_obj;
    const size_t wl = sizeof ws;

    *nptr = NP[fn];
    switch (fn) {
    case 0: return qz_x448_set_private_key(P(0, xo), W(k, 1), wl, P(2, X4_PEER), 56);
    case 1: return qz_x448_generate_key(P(0, xo), P(1, &SOURCE), W(k, 2), wl);
    case 2: return qz_x448_get_private_key(P(0, &x4_priv), P(1, n_out), 56);
    case 3: return qz_x448_get_public_key(P(0, &x4_priv), P(1, n_out), 56);
    case 4: return qz_x448(P(0, &x4_priv), W(k, 1), wl, P(2, n_out), 56, P(3, X4_PEER), 56);
    case 5: return qz_ed448_set_private_key(P(0, eo), W(k, 1), wl, P(2, e4_pub.pub), 57);
    case 6: return qz_ed448_generate_key(P(0, eo), P(1, &SOURCE), W(k, 2), wl);
    case 7: return qz_ed448_get_private_key(P(0, &e4_priv), P(1, n_out), 57);
    case 8: return qz_ed448_get_public_key(P(0, &e4_priv), P(1, n_out), 57);
    case 9: return qz_ed448_set_public_key(P(0, po), W(k, 1), wl, P(2, e4_pub.pub), 57);
    case 10:
        return qz_ed448_sign(P(0, &e4_priv), W(k, 1), wl, P(2, n_out), 114, P(3, ED_CTX), 4,
                             P(4, MSG), 5);
    case 11:
        return qz_ed448_verify(P(0, &e4_pub), W(k, 1), wl, P(2, ED_CTX), 4, P(3, MSG), 5,
                               P(4, e4_sig), 114);
    case 12:
        return qz_ed448ph_sign(P(0, &e4_priv), W(k, 1), wl, P(2, n_out), 114, P(3, ED_CTX), 4,
                               P(4, MSG), 5);
    case 13:
        return qz_ed448ph_sign_digest(P(0, &e4_priv), W(k, 1), wl, P(2, n_out), 114,
                                      P(3, ED_CTX), 4, P(4, e4_ph), 64);
    case 14:
        return qz_ed448ph_verify(P(0, &e4_pub), W(k, 1), wl, P(2, ED_CTX), 4, P(3, MSG), 5,
                                 P(4, e4_sig), 114);
    default:
        return qz_ed448ph_verify_digest(P(0, &e4_pub), W(k, 1), wl, P(2, ED_CTX), 4,
                                        P(3, e4_ph), 64, P(4, e4_sig), 114);
    }
}
#undef P

static unsigned long c448_nulls(void)
{
    static const int TAKES_WS[] = {1, 1, 0, 0, 1, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 1};
    unsigned long bad = 0;
    int np;

    for (int fn = 0; fn < 16; fn++) {
        null_call448(fn, -1, &np);
        for (int k = 0; k <= np; k++) {
            int kk = k == np ? NULLS_WS_ODD : k, rc;
            size_t changed = 0;

            if (kk == NULLS_WS_ODD && !TAKES_WS[fn])
                continue;
            memset(n_out, 0x3c, sizeof n_out);
            memset(n_obj, 0x3c, sizeof n_obj);
            rc = null_call448(fn, kk, &np);
            for (size_t i = 0; i < sizeof n_out; i++)
                changed += n_out[i] != 0x3c;
            QZT_CHECK(rc == QZ_ERR_NULL && changed == 0, "448 call %d, pointer %d: %d, %u "
                      "output bytes written", fn, kk, rc, (unsigned)changed);
            bad += rc != QZ_ERR_NULL || changed != 0;
        }
    }
    /* NULL message and context with zero lengths are allowed */
    QZT_CHECK(qz_ed448_sign(&e4_priv, ws, sizeof ws, n_out, 114, NULL, 0, NULL, 0) == QZ_OK &&
                  qz_ed448_verify(&e4_pub, ws, sizeof ws, NULL, 0, NULL, 0, n_out, 114) ==
                      QZ_OK &&
                  qz_ed448ph_sign(&e4_priv, ws, sizeof ws, n_out, 114, NULL, 0, NULL, 0) ==
                      QZ_OK &&
                  qz_ed448ph_verify(&e4_pub, ws, sizeof ws, NULL, 0, NULL, 0, n_out, 114) ==
                      QZ_OK,
              "NULL with a zero length refused");
    qz_x448_wipe_private_key(NULL);
    qz_ed448_wipe_private_key(NULL);
    return bad;
}

/* ---- ML-KEM: damaged parameter-set descriptors, NULL pointers ---------- */
static struct {
    uint8_t seed[64], m[32];
    uint8_t ek[QZ_MLKEM_EK_BYTES(768)], dk[QZ_MLKEM_DK_BYTES(768)], ct[QZ_MLKEM_CT_BYTES(768)];
} mk;
static uint32_t mk_ws[QZ_MLKEM_WORKSPACE_BYTES(768) / 4 + 1];
static uint8_t mk_o1[QZ_MLKEM_DK_BYTES(768)], mk_o2[QZ_MLKEM_EK_BYTES(768)]; /* ek or ct */
static qz_mlkem_set mk_forged;

enum { MKF_MAGIC, MKF_K, MKF_K5, MKF_ETA1, MKF_DU, MKF_DV, MKF_EK, MKF_DK, MKF_CT, MKF_ZERO,
       MKF_OTHER, MKF_FOREIGN, MKF_NONE };
static const char *const MK_FORGERY[] = {
    "magic ^ 1", "k = 2", "k = 5", "eta1 = 3", "du = 11", "dv = 5", "ek_bytes + 1",
    "dk_bytes - 1", "ct_bytes + 32", "all zero", "ML-KEM-1024 with 768's ek_bytes",
    "a curve descriptor", "undamaged copy"};

static qz_mlkem_id mk_forge(int how)
{
    memcpy(&mk_forged, QZ_MLKEM768, sizeof mk_forged);
    switch (how) {
    case MKF_MAGIC: mk_forged.magic ^= 1u; break;
    case MKF_K: mk_forged.k = 2; break;
    case MKF_K5: mk_forged.k = 5; break;
    case MKF_ETA1: mk_forged.eta1 = 3; break;
    case MKF_DU: mk_forged.du = 11; break;
    case MKF_DV: mk_forged.dv = 5; break;
    case MKF_EK: mk_forged.ek_bytes++; break;
    case MKF_DK: mk_forged.dk_bytes--; break;
    case MKF_CT: mk_forged.ct_bytes = (uint16_t)(mk_forged.ct_bytes + 32); break;
    case MKF_ZERO: memset(&mk_forged, 0, sizeof mk_forged); break;
    case MKF_OTHER:
        memcpy(&mk_forged, QZ_MLKEM1024, sizeof mk_forged);
        mk_forged.ek_bytes = QZ_MLKEM_EK_BYTES(768);
        break;
    case MKF_FOREIGN: return (qz_mlkem_id)(const void *)QZ_EC_P256;
    default: break;
    }
    return &mk_forged;
}

static int src_zero(void *state, uint8_t *out, size_t len)
{
    (void)state;
    memset(out, 0x5e, len);
    return 0;
}
static const qz_rng MK_SRC = {src_zero, NULL};

/* Call fn of the fourteen (every entry point, the key forms apart) on set s;
 * outputs to mk_o1 / mk_o2. */
static int mk_call(int fn, qz_mlkem_id s)
{
    void *w = mk_ws;
    const size_t wl = sizeof mk_ws, ekl = sizeof mk.ek, dkl = sizeof mk.dk, ctl = sizeof mk.ct;

    switch (fn) {
    case 0: return qz_mlkem_generate_key(s, &MK_SRC, w, wl, mk_o2, ekl, mk_o1, dkl);
    case 1: return qz_mlkem_generate_key_derand(s, w, wl, mk_o2, ekl, mk_o1, dkl, mk.seed, 64);
    case 2: return qz_mlkem_generate_key_derand(s, w, wl, NULL, 0, mk_o1, 64, mk.seed, 64);
    case 3: return qz_mlkem_get_encaps_key(s, w, wl, mk_o1, ekl, mk.dk, dkl);
    case 4: return qz_mlkem_get_encaps_key(s, w, wl, mk_o1, ekl, mk.seed, 64);
    case 5: return qz_mlkem_encaps(s, &MK_SRC, w, wl, mk_o1, 32, mk_o2, ctl, mk.ek, ekl);
    case 6: return qz_mlkem_encaps_derand(s, w, wl, mk_o1, 32, mk_o2, ctl, mk.ek, ekl, mk.m, 32);
    case 7: return qz_mlkem_decaps(s, w, wl, mk_o1, 32, mk.dk, dkl, mk.ct, ctl);
    case 8: return qz_mlkem_decaps(s, w, wl, mk_o1, 32, mk.seed, 64, mk.ct, ctl);
    case 9: return qz_mlkem_check_encaps_key(s, mk.ek, ekl);
    case 10: return qz_mlkem_check_decaps_key(s, mk.dk, dkl);
    case 11: return qz_mlkem_check_decaps_key(s, mk.seed, 64);
    case 12: return qz_mlkem_decaps_checked_key(s, w, wl, mk_o1, 32, mk.dk, dkl, mk.ct, ctl);
    default: return qz_mlkem_decaps_checked_key(s, w, wl, mk_o1, 32, mk.seed, 64, mk.ct, ctl);
    }
}
#define MK_CALLS 14

/* Bytes of the outputs and the workspace that differ from the pattern. */
static size_t mk_changed(void)
{
    size_t n = 0;

    for (size_t i = 0; i < sizeof mk_o1; i++)
        n += mk_o1[i] != 0x3c;
    for (size_t i = 0; i < sizeof mk_o2; i++)
        n += mk_o2[i] != 0x3c;
    for (size_t i = 0; i < sizeof mk_ws; i++)
        n += ((uint8_t *)mk_ws)[i] != 0x3c;
    return n;
}
static void mk_pattern(void)
{
    memset(mk_o1, 0x3c, sizeof mk_o1);
    memset(mk_o2, 0x3c, sizeof mk_o2);
    memset(mk_ws, 0x3c, sizeof mk_ws);
}

static unsigned long mlkem_sets(void)
{
    unsigned long bad = 0;

    for (size_t j = 0; j < 64; j++)
        mk.seed[j] = (uint8_t)(0x4b + 29 * j);
    memset(mk.m, 0xa7, sizeof mk.m);
    QZT_CHECK(qz_mlkem_generate_key_derand(QZ_MLKEM768, mk_ws, sizeof mk_ws, mk.ek, sizeof mk.ek,
                                           mk.dk, sizeof mk.dk, mk.seed, 64) == QZ_OK &&
                  qz_mlkem_encaps_derand(QZ_MLKEM768, mk_ws, sizeof mk_ws, mk_o1, 32, mk.ct,
                                         sizeof mk.ct, mk.ek, sizeof mk.ek, mk.m, 32) == QZ_OK,
              "ml-kem key and ciphertext");
    for (int how = MKF_MAGIC; how <= MKF_NONE; how++) {
        for (int fn = 0; fn < MK_CALLS; fn++) {
            int want = how == MKF_NONE ? QZ_OK : QZ_ERR_ALG, rc;
            size_t changed;

            mk_pattern();
            rc = mk_call(fn, mk_forge(how));
            changed = mk_changed();
            QZT_CHECK(rc == want && (want == QZ_OK || changed == 0),
                      "ML-KEM set %s, call %d: returned %d (expected %d), %u bytes written",
                      MK_FORGERY[how], fn, rc, want, (unsigned)changed);
            bad += rc != want || (want != QZ_OK && changed != 0);
        }
    }
    return bad;
}

/* Every pointer argument of every ML-KEM call NULL in turn, and the
 * workspace one byte off its alignment (NULLS_WS_ODD). */
#define P(i, p) (k == (i) ? NULL : (p))
static int mk_null_call(int fn, int k, int *nptr, int *takes_ws)
{
    static const int NP[] = {5, 5, 4, 6, 6, 5, 5, 2, 2};
    void *w = k == NULLS_WS_ODD ? (void *)((uint8_t *)mk_ws + 1) : k == 1 ? NULL : (void *)mk_ws;
    const size_t wl = sizeof mk_ws - 4, ekl = sizeof mk.ek, dkl = sizeof mk.dk,
                 ctl = sizeof mk.ct;
    qz_mlkem_id s = P(0, QZ_MLKEM768);

    *nptr = NP[fn];
    *takes_ws = fn < 7;
    switch (fn) {
    case 0: /* the rng is pointer 2 here, the workspace 1 as elsewhere */
        return qz_mlkem_generate_key(s, P(2, &MK_SRC), w, wl, P(3, mk_o2), ekl, P(4, mk_o1),
                                     dkl);
    case 1:
        return qz_mlkem_generate_key_derand(s, w, wl, P(2, mk_o2), ekl, P(3, mk_o1), dkl,
                                            P(4, mk.seed), 64);
    case 2: return qz_mlkem_get_encaps_key(s, w, wl, P(2, mk_o1), ekl, P(3, mk.dk), dkl);
    case 3:
        return qz_mlkem_encaps(s, P(2, &MK_SRC), w, wl, P(3, mk_o1), 32, P(4, mk_o2), ctl,
                               P(5, mk.ek), ekl);
    case 4:
        return qz_mlkem_encaps_derand(s, w, wl, P(2, mk_o1), 32, P(3, mk_o2), ctl, P(4, mk.ek),
                                      ekl, P(5, mk.m), 32);
    case 5: return qz_mlkem_decaps(s, w, wl, P(2, mk_o1), 32, P(3, mk.dk), dkl, P(4, mk.ct), ctl);
    case 6:
        return qz_mlkem_decaps_checked_key(s, w, wl, P(2, mk_o1), 32, P(3, mk.dk), dkl,
                                           P(4, mk.ct), ctl);
    case 7: return qz_mlkem_check_encaps_key(s, P(1, mk.ek), ekl);
    default: return qz_mlkem_check_decaps_key(s, P(1, mk.dk), dkl);
    }
}
#undef P

static unsigned long mlkem_nulls(void)
{
    unsigned long bad = 0;
    int np, tw;

    for (int fn = 0; fn < 9; fn++) {
        mk_null_call(fn, -1, &np, &tw);
        for (int k = 0; k <= np; k++) {
            int kk = k == np ? NULLS_WS_ODD : k, rc;
            size_t changed;

            if (kk == NULLS_WS_ODD && !tw)
                continue;
            mk_pattern();
            rc = mk_null_call(fn, kk, &np, &tw);
            changed = mk_changed();
            QZT_CHECK(rc == QZ_ERR_NULL && changed == 0,
                      "ML-KEM call %d, pointer %d: %d, %u bytes written", fn, kk, rc,
                      (unsigned)changed);
            bad += rc != QZ_ERR_NULL || changed != 0;
        }
        /* and with no pointer NULL, the call is accepted */
        mk_pattern();
        if (mk_null_call(fn, -1, &np, &tw) != QZ_OK) {
            QZT_CHECK(0, "ML-KEM call %d without a NULL refused", fn);
            bad++;
        }
    }
    return bad;
}

/* ---- ML-DSA: damaged parameter-set descriptors, NULL pointers, damaged
 * private keys, hashes HashML-DSA does not take ------------------------
 * ML-DSA-44 stands for the sets (descriptors, NULLs); the private-key and
 * hash checks run every set natively, ML-DSA-44 on a target. The fixture
 * (pk, sk, a signature of each kind) is made once. */
static struct {
    uint8_t xi[32], mu[64], digest[32], ctx[3], msg[40];
    uint8_t pk[QZ_MLDSA_PK_BYTES(44)], sk[QZ_MLDSA_SK_BYTES(44)];
    uint8_t sig[QZ_MLDSA_SIG_BYTES(44)], sig_ph[QZ_MLDSA_SIG_BYTES(44)];
    uint8_t sig_mu[QZ_MLDSA_SIG_BYTES(44)];
} ds;
/* the sets of the private-key checks: ML-DSA-44's on a target */
#define DS_WS_BYTES (ON_TARGET ? QZ_MLDSA_WORKSPACE_BYTES(44) : QZ_MLDSA_WORKSPACE_MAX_BYTES)
static uint32_t ds_ws[DS_WS_BYTES / 4 + 1];
static uint8_t ds_o1[QZ_MLDSA_SK_BYTES(87)] __attribute__((aligned(4)));
static uint8_t ds_o2[QZ_MLDSA_PK_BYTES(87)] __attribute__((aligned(4)));
static qz_mldsa_set ds_forged;

enum { DSF_MAGIC, DSF_ID, DSF_K, DSF_L, DSF_ETA, DSF_TAU, DSF_OMEGA, DSF_CTILDE, DSF_G1,
       DSF_BETA, DSF_PK, DSF_SK, DSF_SIG, DSF_G2, DSF_WSK, DSF_WSS, DSF_WSV, DSF_ZERO,
       DSF_OTHER, DSF_FOREIGN, DSF_NONE };
static const char *const DS_FORGERY[] = {
    "magic ^ 1", "id = 65", "k = 5", "l = 3", "eta = 4", "tau + 1", "omega - 1",
    "ctilde_bytes = 48", "gamma1_bits = 19", "beta + 1", "pk_bytes + 1", "sk_bytes - 1",
    "sig_bytes + 1", "gamma2 = (q - 1) / 32", "ws_keygen - 4", "ws_sign - 4", "ws_verify - 4",
    "all zero", "ML-DSA-65 with 44's sig_bytes", "an ML-KEM descriptor", "undamaged copy"};

static qz_mldsa_id ds_forge(int how)
{
    memcpy(&ds_forged, QZ_MLDSA44, sizeof ds_forged);
    switch (how) {
    case DSF_MAGIC: ds_forged.magic ^= 1u; break;
    case DSF_ID: ds_forged.id = 65; break;
    case DSF_K: ds_forged.k = 5; break;
    case DSF_L: ds_forged.l = 3; break;
    case DSF_ETA: ds_forged.eta = 4; break;
    case DSF_TAU: ds_forged.tau++; break;
    case DSF_OMEGA: ds_forged.omega--; break;
    case DSF_CTILDE: ds_forged.ctilde_bytes = 48; break;
    case DSF_G1: ds_forged.gamma1_bits = 19; break;
    case DSF_BETA: ds_forged.beta++; break;
    case DSF_PK: ds_forged.pk_bytes++; break;
    case DSF_SK: ds_forged.sk_bytes--; break;
    case DSF_SIG: ds_forged.sig_bytes++; break;
    case DSF_G2: ds_forged.gamma2 = (QZI_MLDSA_Q - 1) / 32; break;
    case DSF_WSK: ds_forged.ws_keygen -= 4; break;
    case DSF_WSS: ds_forged.ws_sign -= 4; break;
    case DSF_WSV: ds_forged.ws_verify -= 4; break;
    case DSF_ZERO: memset(&ds_forged, 0, sizeof ds_forged); break;
    case DSF_OTHER:
        memcpy(&ds_forged, QZ_MLDSA65, sizeof ds_forged);
        ds_forged.sig_bytes = QZ_MLDSA_SIG_BYTES(44);
        break;
    case DSF_FOREIGN: return (qz_mldsa_id)(const void *)QZ_MLKEM768;
    default: break;
    }
    return &ds_forged;
}

/* Call fn of the sixteen (every entry point; key generation also without
 * pk) on set s, the fixture's inputs, outputs to ds_o1 / ds_o2. */
static int ds_call(int fn, qz_mldsa_id s)
{
    void *w = ds_ws;
    const size_t wl = sizeof ds_ws, pkl = sizeof ds.pk, skl = sizeof ds.sk,
                 sgl = sizeof ds.sig, ml = sizeof ds.msg;
    const qz_hash_id h = QZ_HASH_SHA256;

    switch (fn) {
    case 0: return qz_mldsa_generate_key(s, &MK_SRC, w, wl, ds_o2, pkl, ds_o1, skl);
    case 1: return qz_mldsa_generate_key_derand(s, w, wl, ds_o2, pkl, ds_o1, skl, ds.xi, 32);
    case 2: return qz_mldsa_generate_key_derand(s, w, wl, NULL, 0, ds_o1, skl, ds.xi, 32);
    case 3: return qz_mldsa_sign(s, w, wl, ds_o1, sgl, ds.sk, skl, ds.ctx, 3, ds.msg, ml);
    case 4:
        return qz_mldsa_sign_hedged(s, &MK_SRC, w, wl, ds_o1, sgl, ds.sk, skl, ds.ctx, 3, ds.msg,
                                    ml);
    case 5:
        return qz_mldsa_sign_prehash(s, h, w, wl, ds_o1, sgl, ds.sk, skl, ds.ctx, 3, ds.msg, ml);
    case 6:
        return qz_mldsa_sign_prehash_hedged(s, h, &MK_SRC, w, wl, ds_o1, sgl, ds.sk, skl, ds.ctx,
                                            3, ds.msg, ml);
    case 7:
        return qz_mldsa_sign_prehash_digest(s, h, w, wl, ds_o1, sgl, ds.sk, skl, ds.ctx, 3,
                                            ds.digest, 32);
    case 8:
        return qz_mldsa_sign_prehash_digest_hedged(s, h, &MK_SRC, w, wl, ds_o1, sgl, ds.sk, skl,
                                                   ds.ctx, 3, ds.digest, 32);
    case 9: return qz_mldsa_compute_mu(s, ds_o1, 64, ds.pk, pkl, ds.ctx, 3, ds.msg, ml);
    case 10: return qz_mldsa_sign_mu(s, w, wl, ds_o1, sgl, ds.sk, skl, ds.mu, 64);
    case 11: return qz_mldsa_sign_mu_hedged(s, &MK_SRC, w, wl, ds_o1, sgl, ds.sk, skl, ds.mu, 64);
    case 12: return qz_mldsa_verify(s, w, wl, ds.pk, pkl, ds.ctx, 3, ds.msg, ml, ds.sig, sgl);
    case 13:
        return qz_mldsa_verify_prehash(s, h, w, wl, ds.pk, pkl, ds.ctx, 3, ds.msg, ml, ds.sig_ph,
                                       sgl);
    case 14:
        return qz_mldsa_verify_prehash_digest(s, h, w, wl, ds.pk, pkl, ds.ctx, 3, ds.digest, 32,
                                              ds.sig_ph, sgl);
    default: return qz_mldsa_verify_mu(s, w, wl, ds.pk, pkl, ds.mu, 64, ds.sig_mu, sgl);
    }
}
#define DS_CALLS 16

/* Words of p[0..n) (n a multiple of 4, p aligned) that differ from v:
 * word by word, for the M0+ simulator's sake (the workspace is 45 KiB). */
static size_t ds_words_off(const void *p, size_t n, uint32_t v)
{
    const uint32_t *w = (const uint32_t *)p;
    size_t d = 0;

    for (size_t i = 0; i < n / 4; i++)
        d += w[i] != v;
    return d;
}
/* Words of the outputs and the workspace that differ from the pattern. */
static size_t ds_changed(void)
{
    return ds_words_off(ds_o1, sizeof ds_o1, 0x3c3c3c3cu) +
           ds_words_off(ds_o2, sizeof ds_o2, 0x3c3c3c3cu) +
           ds_words_off(ds_ws, sizeof ds_ws, 0x3c3c3c3cu);
}
static void ds_fill(void *p, size_t n)
{
    uint32_t *w = (uint32_t *)p;

    for (size_t i = 0; i < n / 4; i++)
        w[i] = 0x3c3c3c3cu;
}
static void ds_pattern(void)
{
    ds_fill(ds_o1, sizeof ds_o1);
    ds_fill(ds_o2, sizeof ds_o2);
    ds_fill(ds_ws, sizeof ds_ws);
}

static void ds_fixture(void)
{
    int ok;

    for (size_t j = 0; j < 32; j++)
        ds.xi[j] = (uint8_t)(0x5d + 13 * j);
    memset(ds.ctx, 0x63, sizeof ds.ctx);
    memset(ds.msg, 0x6e, sizeof ds.msg);
    ok = qz_mldsa_generate_key_derand(QZ_MLDSA44, ds_ws, sizeof ds_ws, ds.pk, sizeof ds.pk,
                                      ds.sk, sizeof ds.sk, ds.xi, 32) == QZ_OK;
    ok &= qz_sha256(ds.digest, ds.msg, sizeof ds.msg) == QZ_OK;
    ok &= qz_mldsa_compute_mu(QZ_MLDSA44, ds.mu, 64, ds.pk, sizeof ds.pk, NULL, 0, ds.msg,
                              sizeof ds.msg) == QZ_OK;
    if (!ON_TARGET) { /* a target verifies sig_mu only (DS_ON_TARGET) */
        ok &= qz_mldsa_sign(QZ_MLDSA44, ds_ws, sizeof ds_ws, ds.sig, sizeof ds.sig, ds.sk,
                            sizeof ds.sk, ds.ctx, 3, ds.msg, sizeof ds.msg) == QZ_OK;
        ok &= qz_mldsa_sign_prehash_digest(QZ_MLDSA44, QZ_HASH_SHA256, ds_ws, sizeof ds_ws,
                                           ds.sig_ph, sizeof ds.sig_ph, ds.sk, sizeof ds.sk,
                                           ds.ctx, 3, ds.digest, 32) == QZ_OK;
    }
    ok &= qz_mldsa_sign_mu(QZ_MLDSA44, ds_ws, sizeof ds_ws, ds.sig_mu, sizeof ds.sig_mu, ds.sk,
                           sizeof ds.sk, ds.mu, 64) == QZ_OK;
    QZT_CHECK(ok, "ml-dsa fixture");
}

/* On a target the undamaged copy makes one call of each argument check
 * (key generation, signing, compute_mu, verification): a signature costs
 * about a tenth of a second in the M0+ simulator. Every refusal runs. */
#define DS_ON_TARGET(fn) ((fn) == 2 || (fn) == 9 || (fn) == 10 || (fn) == 15)

static unsigned long mldsa_sets(void)
{
    unsigned long bad = 0;

    ds_fixture();
    for (int how = DSF_MAGIC; how <= DSF_NONE; how++) {
        for (int fn = 0; fn < DS_CALLS; fn++) {
            int want = how == DSF_NONE ? QZ_OK : QZ_ERR_ALG, rc;
            size_t changed;

            if (ON_TARGET && how == DSF_NONE && !DS_ON_TARGET(fn))
                continue;

            ds_pattern();
            rc = ds_call(fn, ds_forge(how));
            changed = ds_changed();
            QZT_CHECK(rc == want && (want == QZ_OK || changed == 0),
                      "ML-DSA set %s, call %d: returned %d (expected %d), %u words written",
                      DS_FORGERY[how], fn, rc, want, (unsigned)changed);
            bad += rc != want || (want != QZ_OK && changed != 0);
        }
    }
    return bad;
}

/* Every pointer argument of every ML-DSA call NULL in turn (the lengths
 * kept non-zero), and the workspace one byte off its alignment. */
#define P(i, p) (k == (i) ? NULL : (p))
/* The number of pointer arguments of each call (ds_call's numbering). */
static const int DS_NP[DS_CALLS] = {5, 5, 3, 6, 7, 7, 8, 7, 8, 5, 5, 6, 6, 7, 7, 5};
static int ds_null_call(int fn, int k)
{
    void *w = k == NULLS_WS_ODD ? (void *)((uint8_t *)ds_ws + 1) : k == 1 ? NULL : (void *)ds_ws;
    const size_t wl = sizeof ds_ws - 4, pkl = sizeof ds.pk, skl = sizeof ds.sk,
                 sgl = sizeof ds.sig, ml = sizeof ds.msg;
    qz_mldsa_id s = P(0, QZ_MLDSA44);
    const qz_hash_id h = QZ_HASH_SHA256;
    const qz_rng *g = &MK_SRC;

    switch (fn) {
    case 0: /* the rng is pointer 2, the workspace 1 as elsewhere */
        return qz_mldsa_generate_key(s, P(2, g), w, wl, P(3, ds_o2), pkl, P(4, ds_o1), skl);
    case 1:
        return qz_mldsa_generate_key_derand(s, w, wl, P(2, ds_o2), pkl, P(3, ds_o1), skl,
                                            P(4, ds.xi), 32);
    case 2: return qz_mldsa_generate_key_derand(s, w, wl, NULL, 0, ds_o1, skl, P(2, ds.xi), 32);
    case 3:
        return qz_mldsa_sign(s, w, wl, P(2, ds_o1), sgl, P(3, ds.sk), skl, P(4, ds.ctx), 3,
                             P(5, ds.msg), ml);
    case 4:
        return qz_mldsa_sign_hedged(s, P(6, g), w, wl, P(2, ds_o1), sgl, P(3, ds.sk), skl,
                                    P(4, ds.ctx), 3, P(5, ds.msg), ml);
    case 5:
        return qz_mldsa_sign_prehash(s, P(6, h), w, wl, P(2, ds_o1), sgl, P(3, ds.sk), skl,
                                     P(4, ds.ctx), 3, P(5, ds.msg), ml);
    case 6:
        return qz_mldsa_sign_prehash_hedged(s, P(6, h), P(7, g), w, wl, P(2, ds_o1), sgl,
                                            P(3, ds.sk), skl, P(4, ds.ctx), 3, P(5, ds.msg), ml);
    case 7:
        return qz_mldsa_sign_prehash_digest(s, P(6, h), w, wl, P(2, ds_o1), sgl, P(3, ds.sk),
                                            skl, P(4, ds.ctx), 3, P(5, ds.digest), 32);
    case 8:
        return qz_mldsa_sign_prehash_digest_hedged(s, P(6, h), P(7, g), w, wl, P(2, ds_o1), sgl,
                                                   P(3, ds.sk), skl, P(4, ds.ctx), 3,
                                                   P(5, ds.digest), 32);
    case 9: /* no workspace: pointer 1 is mu */
        return qz_mldsa_compute_mu(s, P(1, ds_o1), 64, P(2, ds.pk), pkl, P(3, ds.ctx), 3,
                                   P(4, ds.msg), ml);
    case 10:
        return qz_mldsa_sign_mu(s, w, wl, P(2, ds_o1), sgl, P(3, ds.sk), skl, P(4, ds.mu), 64);
    case 11:
        return qz_mldsa_sign_mu_hedged(s, P(5, g), w, wl, P(2, ds_o1), sgl, P(3, ds.sk), skl,
                                       P(4, ds.mu), 64);
    case 12:
        return qz_mldsa_verify(s, w, wl, P(2, ds.pk), pkl, P(3, ds.ctx), 3, P(4, ds.msg), ml,
                               P(5, ds.sig), sgl);
    case 13:
        return qz_mldsa_verify_prehash(s, P(6, h), w, wl, P(2, ds.pk), pkl, P(3, ds.ctx), 3,
                                       P(4, ds.msg), ml, P(5, ds.sig_ph), sgl);
    case 14:
        return qz_mldsa_verify_prehash_digest(s, P(6, h), w, wl, P(2, ds.pk), pkl, P(3, ds.ctx),
                                              3, P(4, ds.digest), 32, P(5, ds.sig_ph), sgl);
    default:
        return qz_mldsa_verify_mu(s, w, wl, P(2, ds.pk), pkl, P(3, ds.mu), 64, P(4, ds.sig_mu),
                                  sgl);
    }
}
#undef P

static unsigned long mldsa_nulls(void)
{
    unsigned long bad = 0;

    for (int fn = 0; fn < DS_CALLS; fn++) {
        const int np = DS_NP[fn], tw = fn != 9; /* compute_mu takes no workspace */

        for (int k = 0; k <= np; k++) {
            int kk = k == np ? NULLS_WS_ODD : k, rc;
            size_t changed;

            if (kk == NULLS_WS_ODD && !tw)
                continue;
            ds_pattern();
            rc = ds_null_call(fn, kk);
            changed = ds_changed();
            QZT_CHECK(rc == QZ_ERR_NULL && changed == 0,
                      "ML-DSA call %d, pointer %d: %d, %u words written", fn, kk, rc,
                      (unsigned)changed);
            bad += rc != QZ_ERR_NULL || changed != 0;
        }
        /* and with no pointer NULL, the call is accepted (on a target
         * mldsa_sets' undamaged copy has made these calls) */
        ds_pattern();
        if (!ON_TARGET && ds_null_call(fn, -1) != QZ_OK) {
            QZT_CHECK(0, "ML-DSA call %d without a NULL refused", fn);
            bad++;
        }
    }
    return bad;
}

/* Private keys of the right length with an s1 or s2 coefficient outside
 * [-eta, eta] (the packed value eta - c above 2 eta, at the first and the
 * last coefficient of s1 and of s2): every signing call QZ_ERR_ENCODING,
 * sig untouched, the workspace wiped up to the call's size and untouched
 * beyond; the extremes -eta and eta accepted. Then the hashes: NULL is
 * QZ_ERR_NULL, a hash below the set's strength, a damaged descriptor and
 * a foreign one QZ_ERR_ALG, SHA3 of the strength accepted, in every
 * HashML-DSA call. On a target (a signature is some 25 million
 * instructions in the M0+ simulator) only the refusals run, ML-DSA-44's,
 * each signing call with one bad value and the first with every one; the
 * KATs there sign with keys holding -eta and eta and with SHA3. */
static uint8_t dsk_sk[QZ_MLDSA_SK_BYTES(87)], dsk_pk[QZ_MLDSA_PK_BYTES(87)];
static int dsk_sign(int fn, qz_mldsa_id s, qz_hash_id h, const uint8_t *sig_in)
{
    void *w = ds_ws;
    const size_t wl = sizeof ds_ws, skl = s->sk_bytes, sgl = s->sig_bytes, ml = sizeof ds.msg;
    const size_t dl = h != NULL && qzi_hash_alg_ok(h) ? h->digest_bytes : 64;

    switch (fn) {
    case 0: return qz_mldsa_sign(s, w, wl, ds_o1, sgl, dsk_sk, skl, ds.ctx, 3, ds.msg, ml);
    case 1:
        return qz_mldsa_sign_hedged(s, &MK_SRC, w, wl, ds_o1, sgl, dsk_sk, skl, NULL, 0, ds.msg,
                                    ml);
    case 2:
        return qz_mldsa_sign_prehash(s, h, w, wl, ds_o1, sgl, dsk_sk, skl, ds.ctx, 3, ds.msg, ml);
    case 3:
        return qz_mldsa_sign_prehash_hedged(s, h, &MK_SRC, w, wl, ds_o1, sgl, dsk_sk, skl, NULL,
                                            0, ds.msg, ml);
    case 4:
        return qz_mldsa_sign_prehash_digest(s, h, w, wl, ds_o1, sgl, dsk_sk, skl, ds.ctx, 3,
                                            ds_o2, dl);
    case 5:
        return qz_mldsa_sign_prehash_digest_hedged(s, h, &MK_SRC, w, wl, ds_o1, sgl, dsk_sk, skl,
                                                   NULL, 0, ds_o2, dl);
    case 6: return qz_mldsa_sign_mu(s, w, wl, ds_o1, sgl, dsk_sk, skl, ds.mu, 64);
    case 7: return qz_mldsa_sign_mu_hedged(s, &MK_SRC, w, wl, ds_o1, sgl, dsk_sk, skl, ds.mu, 64);
    case 8:
        return qz_mldsa_verify_prehash(s, h, w, wl, dsk_pk, s->pk_bytes, ds.ctx, 3, ds.msg, ml,
                                       sig_in, sgl);
    default:
        return qz_mldsa_verify_prehash_digest(s, h, w, wl, dsk_pk, s->pk_bytes, ds.ctx, 3,
                                              ds_o2, dl, sig_in, sgl);
    }
}

/* sig untouched (0x3c), the workspace zero up to ws bytes and 0x3c beyond. */
static size_t dsk_changed(size_t ws_bytes)
{
    return ds_words_off(ds_o1, sizeof ds_o1, 0x3c3c3c3cu) + ds_words_off(ds_ws, ws_bytes, 0) +
           ds_words_off((uint8_t *)ds_ws + ws_bytes, sizeof ds_ws - ws_bytes, 0x3c3c3c3cu);
}

static unsigned long mldsa_bad_keys(void)
{
    static const qz_mldsa_id SETS[3] = {QZ_MLDSA44, QZ_MLDSA65, QZ_MLDSA87};
    static qz_hash_alg forged_hash;
    unsigned long bad = 0;

    for (size_t i = 0; i < (ON_TARGET ? 1 : 3); i++) {
        qz_mldsa_id s = SETS[i];
        const unsigned eta = s->eta, bits = eta == 2 ? 3 : 4;
        const size_t s1 = 128, s2 = 128 + (size_t)s->l * 32 * bits;
        const size_t last1 = s2 - 1, last2 = s2 + (size_t)s->k * 32 * bits - 1;
        const qz_hash_id good = i == 0 ? QZ_HASH_SHA3_256 : i == 1 ? QZ_HASH_SHA3_384
                                                                   : QZ_HASH_SHA3_512;
        const qz_hash_id weak = i == 0 ? QZ_HASH_SHA224 : i == 1 ? QZ_HASH_SHA256
                                                                 : QZ_HASH_SHA384;

        QZT_CHECK(qz_mldsa_generate_key_derand(s, ds_ws, sizeof ds_ws, dsk_pk, s->pk_bytes,
                                               dsk_sk, s->sk_bytes, ds.xi, 32) == QZ_OK,
                  "ML-DSA-%u key", (unsigned)s->id);
        /* the first and the last coefficient of s1 and of s2: each value
         * above 2 eta refused; 0 and 2 eta (c = eta, -eta) accepted */
        for (unsigned where = 0; where < 4; where++) {
            size_t at = where == 0 ? s1 : where == 1 ? last1 : where == 2 ? s2 : last2;
            /* a coefficient's bits in that byte: the low ones at a
             * polynomial's start, the high ones at its end (eta = 2: the
             * 256th 3-bit value is the top three bits of the last byte) */
            unsigned shift = (where & 1) ? 8 - bits : 0;
            uint8_t keep = dsk_sk[at];

            for (unsigned v = 0; v < (1u << bits); v++) {
                int want = v > 2 * eta ? QZ_ERR_ENCODING : QZ_OK;

                dsk_sk[at] = (uint8_t)((keep & ~(((1u << bits) - 1) << shift)) | v << shift);
                for (int fn = 0; fn < 8; fn++) {
                    int rc;
                    size_t changed;

                    if (want == QZ_OK && (ON_TARGET || fn != 0 || (v != 0 && v != 2 * eta)))
                        continue; /* the extremes, with one call, natively */
                    if (ON_TARGET && want != QZ_OK && fn != 0 &&
                        (where != 0 || v != (1u << bits) - 1))
                        continue; /* on a target every call with one bad value */
                    ds_pattern();
                    rc = dsk_sign(fn, s, good, NULL);
                    changed = dsk_changed(s->ws_sign);
                    QZT_CHECK(rc == want && (want == QZ_OK || changed == 0),
                              "ML-DSA-%u sk coefficient %u of %s = %u, call %d: %d (expected "
                              "%d), %u words wrong",
                              (unsigned)s->id, where & 1 ? 255u : 0u, where < 2 ? "s1" : "s2",
                              v, fn, rc, want, (unsigned)changed);
                    bad += rc != want || (want != QZ_OK && changed != 0);
                }
            }
            dsk_sk[at] = keep;
        }
        /* the hashes, on the intact key */
        memcpy(&forged_hash, good, sizeof forged_hash);
        forged_hash.digest_bytes--;
        for (int fn = 2; fn < 10; fn++) {
            if (fn >= 6 && fn < 8)
                continue;
            for (int hw = 0; hw < 5; hw++) {
                qz_hash_id h = hw == 0 ? NULL : hw == 1 ? weak : hw == 2 ? &forged_hash
                             : hw == 3 ? (qz_hash_id)(const void *)s : good;
                int want = hw == 0 ? QZ_ERR_NULL : hw < 4 ? QZ_ERR_ALG : QZ_OK, rc;
                size_t changed;

                if (hw == 4 && (fn >= 8 || ON_TARGET))
                    continue; /* accepted: below, natively */
                ds_pattern();
                rc = dsk_sign(fn, s, h, ds_o1);
                changed = ds_changed();
                QZT_CHECK(rc == want && (want == QZ_OK || changed == 0),
                          "ML-DSA-%u hash %d, call %d: %d (expected %d), %u words written",
                          (unsigned)s->id, hw, fn, rc, want, (unsigned)changed);
                bad += rc != want || (want != QZ_OK && changed != 0);
            }
        }
        /* the accepted HashML-DSA signature verifies with that hash only
         * (natively) */
        if (!ON_TARGET) {
            static uint8_t sg[QZ_MLDSA_SIG_BYTES(87)];
            int ok;

            memset(ds_o2, 0x44, 64);
            ok = dsk_sign(4, s, good, NULL) == QZ_OK;
            memcpy(sg, ds_o1, s->sig_bytes);
            ok &= dsk_sign(9, s, good, sg) == QZ_OK;
            ok &= dsk_sign(8, s, good, sg) == QZ_ERR_AUTH; /* over ds.msg, not that digest */
            QZT_CHECK(ok, "ML-DSA-%u HashML-DSA with SHA3 of the set's strength",
                      (unsigned)s->id);
            bad += !ok;
        }
    }
    return bad;
}

/* ---- RSA key objects (qzcrypt/rsa.h) ------------------------------------
 * Each bookkeeping field of qz_rsa_private_key and qz_rsa_public_key (the
 * marker, the check word, the modulus size, e's limb count, has_d) and the
 * public words the check word covers (a limb of n, of e) are damaged in
 * turn, and the object wiped: every entry point that takes the object
 * refuses it with QZ_ERR_KEY, writes no output byte and no workspace byte,
 * and leaves the object and its guards as they were. The undamaged object
 * is accepted first (on a Cortex-M core without the private operations,
 * about 190M cycles each on the M0+). The key: kat/rsa.txt's first
 * RSA-2048 key (tests/ct/rsa_ct_key.h). */
#include "tests/ct/rsa_ct_key.h"

static struct {
    uint8_t g0[GUARD];
    union {
        qz_rsa_private_key priv;
        qz_rsa_public_key pub;
    } k;
    uint8_t g1[GUARD];
} rsa_arena, rsa_before;
static qz_rsa_private_key rsa_priv;
static qz_rsa_public_key rsa_pub, rsa_pub_out;
static uint32_t rsa_ws[QZ_RSA_NONCRT_WORKSPACE_BYTES_LOW(2048) / 4];
static uint8_t rsa_in[256];
static union {
    uint64_t align;
    uint8_t b[GUARD + 256 + GUARD];
} rsa_outbuf;
#define RSA_OUT (rsa_outbuf.b + GUARD)

static int rsa_priv_get_p(const void *k) { return qz_rsa_get_private_key_raw(k, RSA_OUT, 128, QZ_RSA_PART_P); }
static int rsa_priv_get_d(const void *k) { return qz_rsa_get_private_key_raw(k, RSA_OUT, 256, QZ_RSA_PART_D); }
static int rsa_priv_get_e(const void *k) { return qz_rsa_get_private_key_raw(k, RSA_OUT, 3, QZ_RSA_PART_E); }
static int rsa_priv_get_pub(const void *k) { return qz_rsa_get_public_key(&rsa_pub_out, k); }
static int rsa_priv_crt(const void *k)
{
    return qz_rsa_private(k, &SOURCE, rsa_ws, QZ_RSA_PRIVATE_WORKSPACE_BYTES_LOW(2048), RSA_OUT,
                          256, rsa_in, 256);
}
static int rsa_priv_noncrt(const void *k)
{
    return qz_rsa_private_noncrt(k, &SOURCE, rsa_ws, sizeof rsa_ws, RSA_OUT, 256, rsa_in, 256);
}
static int rsa_pub_op(const void *k)
{
    return qz_rsa_public(k, rsa_ws, QZ_RSA_PUBLIC_WORKSPACE_BYTES(2048), RSA_OUT, 256, rsa_in,
                         256);
}
static int rsa_pub_bits(const void *k)
{
    int r = qz_rsa_public_bits(k);

    return r == 2048 ? 0 : r;
}
static int rsa_pub_get(const void *k) { return qz_rsa_get_public_key_raw(k, RSA_OUT, 256, NULL, 0); }
/* The schemes (issue 16): signing and decryption on the private key,
 * verification and encryption on the public one. A verification or an
 * OAEP decryption of rsa_in (not a valid signature or ciphertext) that
 * ran to its verdict counts as accepted. */
static size_t rsa_out_len;
static int rsa_pss_sign(const void *k)
{
    return qz_rsa_pss_sign_digest(k, QZ_HASH_SHA256, &SOURCE, rsa_ws,
                                  QZ_RSA_PRIVATE_WORKSPACE_BYTES_LOW(2048), RSA_OUT, 256, rsa_in,
                                  32, 32);
}
static int rsa_pkcs1_sign(const void *k)
{
    return qz_rsa_pkcs1_sign_digest(k, QZ_HASH_SHA256, &SOURCE, rsa_ws,
                                    QZ_RSA_PRIVATE_WORKSPACE_BYTES_LOW(2048), RSA_OUT, 256,
                                    rsa_in, 32);
}
static int rsa_oaep_dec(const void *k)
{
    int r = qz_rsa_oaep_decrypt(k, QZ_HASH_SHA256, &SOURCE, rsa_ws,
                                QZ_RSA_DECRYPT_WORKSPACE_BYTES_LOW(2048), RSA_OUT, 256,
                                &rsa_out_len, NULL, 0, rsa_in, 256);

    return r == QZ_ERR_AUTH ? 0 : r;
}
static int rsa_pkcs1_dec(const void *k)
{
    return qz_rsa_pkcs1_decrypt(k, &SOURCE, rsa_ws, QZ_RSA_DECRYPT_WORKSPACE_BYTES_LOW(2048),
                                RSA_OUT, 256, &rsa_out_len, rsa_in, 256);
}
static int rsa_pss_verify(const void *k)
{
    int r = qz_rsa_pss_verify_digest(k, QZ_HASH_SHA256, rsa_ws,
                                     QZ_RSA_VERIFY_WORKSPACE_BYTES(2048), rsa_in, 32, rsa_in,
                                     256, QZ_RSA_PSS_SALT_AUTO);

    return r == QZ_ERR_AUTH ? 0 : r;
}
static int rsa_pkcs1_verify(const void *k)
{
    int r = qz_rsa_pkcs1_verify_digest(k, QZ_HASH_SHA256, rsa_ws,
                                       QZ_RSA_VERIFY_WORKSPACE_BYTES(2048), rsa_in, 32, rsa_in,
                                       256);

    return r == QZ_ERR_AUTH ? 0 : r;
}
static int rsa_oaep_enc(const void *k)
{
    return qz_rsa_oaep_encrypt(k, QZ_HASH_SHA256, &SOURCE, rsa_ws,
                               QZ_RSA_ENCRYPT_WORKSPACE_BYTES(2048), RSA_OUT, 256, NULL, 0,
                               rsa_in, 32);
}
static int rsa_pkcs1_enc(const void *k)
{
    return qz_rsa_pkcs1_encrypt(k, &SOURCE, rsa_ws, QZ_RSA_ENCRYPT_WORKSPACE_BYTES(2048),
                                RSA_OUT, 256, rsa_in, 32);
}
/* The DER writers' size queries (the DER is longer than RSA_OUT): a refusal
 * leaves the length untouched. */
static int rsa_priv_der(const void *k)
{
    size_t len = 12345;
    int r = qz_rsa_get_private_key_der(k, NULL, 0, &len);

    return r != 0 && len != 12345 ? 99 : r;
}
static int rsa_pub_der(const void *k)
{
    size_t len = 12345;
    int r = qz_rsa_get_public_key_der(k, NULL, 0, &len);

    return r != 0 && len != 12345 ? 99 : r;
}

typedef struct {
    const char *name;
    int (*fn)(const void *k);
    int costly; /* an exponentiation: the undamaged run is skipped on a core */
} rsa_entry;

static const rsa_entry RSA_PRIV_CALLS[] = {
    {"get_private_key_raw (p)", rsa_priv_get_p, 0}, {"get_private_key_raw (d)", rsa_priv_get_d, 0},
    {"get_private_key_raw (e)", rsa_priv_get_e, 0}, {"get_public_key", rsa_priv_get_pub, 0},
    {"private", rsa_priv_crt, 1},                  {"private_noncrt", rsa_priv_noncrt, 1},
    {"pss_sign_digest", rsa_pss_sign, 1},          {"pkcs1_sign_digest", rsa_pkcs1_sign, 1},
    {"oaep_decrypt", rsa_oaep_dec, 1},             {"pkcs1_decrypt", rsa_pkcs1_dec, 1},
    {"get_private_key_der (size query)", rsa_priv_der, 0},
};
static const rsa_entry RSA_PUB_CALLS[] = {
    {"public", rsa_pub_op, 0},
    {"public_bits", rsa_pub_bits, 0},
    {"get_public_key_raw", rsa_pub_get, 0},
    {"pss_verify_digest", rsa_pss_verify, 0},
    {"pkcs1_verify_digest", rsa_pkcs1_verify, 0},
    {"oaep_encrypt", rsa_oaep_enc, 0},
    {"pkcs1_encrypt", rsa_pkcs1_enc, 0},
    {"get_public_key_der (size query)", rsa_pub_der, 0},
};

/* The damage: field (offset into the object), how. */
enum { R_SET, R_XOR, R_WIPED, R_NONE };
typedef struct {
    const char *what;
    size_t off; /* byte offset of a uint32_t field */
    int how;
    uint32_t v;
    int priv_only;
} rsa_damage;

#define PRIV_OFF(f) offsetof(qz_rsa_private_key, f)
#define PUB_OFF(f) offsetof(qz_rsa_public_key, f)

static unsigned rsa_run(const void *pristine, size_t size, int is_priv, const rsa_damage *d,
                        const rsa_entry *call)
{
    unsigned found = 0;
    int err, want = QZ_ERR_KEY;

    memset(rsa_arena.g0, 0x3d, GUARD);
    memset(rsa_arena.g1, 0x3d, GUARD);
    memcpy(&rsa_arena.k, pristine, size);
    if (d == NULL) {
        want = 0;
    } else if (d->how == R_WIPED) {
        memset(&rsa_arena.k, 0, size);
    } else {
        uint32_t w;

        memcpy(&w, (uint8_t *)&rsa_arena.k + d->off, 4);
        w = d->how == R_SET ? d->v : w ^ d->v;
        memcpy((uint8_t *)&rsa_arena.k + d->off, &w, 4);
    }
    rsa_before = rsa_arena;
    for (size_t i = 0; i < sizeof rsa_outbuf.b; i++)
        rsa_outbuf.b[i] = pattern(i + 7);
    memset(rsa_ws, 0x6b, sizeof rsa_ws);
    memset(&rsa_pub_out, 0x6b, sizeof rsa_pub_out);
    err = call->fn(&rsa_arena.k);
    if (err != want)
        found |= NOT_REFUSED;
    if (memcmp(&rsa_before, &rsa_arena, sizeof rsa_arena) != 0)
        found |= OBJ_HIT;
    for (size_t i = 0; i < sizeof rsa_outbuf.b; i++) {
        int inside = i >= GUARD && i < GUARD + 256;

        if ((d != NULL || !inside) && rsa_outbuf.b[i] != pattern(i + 7))
            found |= OUT_HIT;
    }
    if (d != NULL) {
        for (size_t i = 0; i < sizeof rsa_ws; i++)
            if (((const uint8_t *)rsa_ws)[i] != 0x6b) {
                found |= WS_HIT;
                break;
            }
        for (size_t i = 0; i < sizeof rsa_pub_out; i++)
            if (((const uint8_t *)&rsa_pub_out)[i] != 0x6b) {
                found |= OUT_HIT;
                break;
            }
    }
    (void)is_priv;
    return found;
}

static unsigned long rsa_keys(void)
{
    static const rsa_damage PRIV_DAMAGE[] = {
        {"magic = 0", PRIV_OFF(magic), R_SET, 0, 1},
        {"magic ^ 1", PRIV_OFF(magic), R_XOR, 1, 1},
        {"magic = the public key's", PRIV_OFF(magic), R_SET, QZ_RSA_PUBLIC_MAGIC, 1},
        {"check ^ 1", PRIV_OFF(check), R_XOR, 1, 1},
        {"check = 0", PRIV_OFF(check), R_SET, 0, 1},
        {"bits = 0", PRIV_OFF(bits), R_SET, 0, 1},
        {"bits = 1024 (public only)", PRIV_OFF(bits), R_SET, 1024, 1},
        {"bits = 2047", PRIV_OFF(bits), R_SET, 2047, 1},
        {"bits = 4096", PRIV_OFF(bits), R_SET, 4096, 1},
        {"bits = 2^31", PRIV_OFF(bits), R_SET, 0x80000000u, 1},
        {"e_limbs = 0", PRIV_OFF(e_limbs), R_SET, 0, 1},
        {"e_limbs = 65", PRIV_OFF(e_limbs), R_SET, 65, 1},
        {"e_limbs = max", PRIV_OFF(e_limbs), R_SET, 0xffffffffu, 1},
        {"e_limbs = 2", PRIV_OFF(e_limbs), R_SET, 2, 1},
        {"has_d = 2", PRIV_OFF(has_d), R_SET, 2, 1},
        {"has_d = 0", PRIV_OFF(has_d), R_SET, 0, 1},
        {"n0inv ^ 1", PRIV_OFF(n0inv), R_XOR, 1, 1},
        {"n[5] ^ 4", PRIV_OFF(n) + 20, R_XOR, 4, 1},
        {"e[0] ^ 2", PRIV_OFF(e), R_XOR, 2, 1},
        {"wiped", 0, R_WIPED, 0, 1},
    };
    static const rsa_damage PUB_DAMAGE[] = {
        {"magic = 0", PUB_OFF(magic), R_SET, 0, 0},
        {"magic ^ 1", PUB_OFF(magic), R_XOR, 1, 0},
        {"magic = the private key's", PUB_OFF(magic), R_SET, QZ_RSA_PRIVATE_MAGIC, 0},
        {"check ^ 1", PUB_OFF(check), R_XOR, 1, 0},
        {"bits = 0", PUB_OFF(bits), R_SET, 0, 0},
        {"bits = 2047", PUB_OFF(bits), R_SET, 2047, 0},
        {"bits = 1024", PUB_OFF(bits), R_SET, 1024, 0},
        {"bits = 4096", PUB_OFF(bits), R_SET, 4096, 0},
        {"bits = max", PUB_OFF(bits), R_SET, 0xffffffffu, 0},
        {"e_limbs = 0", PUB_OFF(e_limbs), R_SET, 0, 0},
        {"e_limbs = 65", PUB_OFF(e_limbs), R_SET, 65, 0},
        {"e_limbs = max", PUB_OFF(e_limbs), R_SET, 0xffffffffu, 0},
        {"n0inv ^ 1", PUB_OFF(n0inv), R_XOR, 1, 0},
        {"n[63] ^ 1", PUB_OFF(n) + 252, R_XOR, 1, 0},
        {"e[0] ^ 2", PUB_OFF(e), R_XOR, 2, 0},
        {"wiped", 0, R_WIPED, 0, 0},
    };
    qz_rsa_private_parts pp = {ct_rsa_n, ct_rsa_e, ct_rsa_d, ct_rsa_p, ct_rsa_q, ct_rsa_dp,
                               ct_rsa_dq, ct_rsa_qinv, 256, 3, 256, 128, 128, 128, 128, 128};
    unsigned long bad = 0;

    QZT_CHECK(qz_rsa_set_private_key_raw(&rsa_priv, rsa_ws, sizeof rsa_ws, &pp) == 0, "rsa key");
    QZT_CHECK(qz_rsa_get_public_key(&rsa_pub, &rsa_priv) == 0, "rsa public key");
    for (size_t i = 0; i < sizeof rsa_in; i++)
        rsa_in[i] = (uint8_t)(i * 5 + 1);
    rsa_in[0] = 0x12; /* below n */
    for (int is_priv = 1; is_priv >= 0; is_priv--) {
        const rsa_entry *calls = is_priv ? RSA_PRIV_CALLS : RSA_PUB_CALLS;
        size_t ncalls = is_priv ? sizeof RSA_PRIV_CALLS / sizeof RSA_PRIV_CALLS[0]
                                : sizeof RSA_PUB_CALLS / sizeof RSA_PUB_CALLS[0];
        const rsa_damage *dm = is_priv ? PRIV_DAMAGE : PUB_DAMAGE;
        size_t nd = is_priv ? sizeof PRIV_DAMAGE / sizeof PRIV_DAMAGE[0]
                            : sizeof PUB_DAMAGE / sizeof PUB_DAMAGE[0];
        const void *pristine = is_priv ? (const void *)&rsa_priv : (const void *)&rsa_pub;
        size_t size = is_priv ? sizeof rsa_priv : sizeof rsa_pub;
        const char *name = is_priv ? "RSA-2048 private key" : "RSA-2048 public key";

        for (size_t c = 0; c < ncalls; c++) {
            unsigned found;

            if (ON_TARGET && calls[c].costly)
                continue;
            found = rsa_run(pristine, size, is_priv, NULL, &calls[c]);
            QZT_CHECK(found == 0, "%s: %s on the undamaged key (findings %u)", name,
                      calls[c].name, found);
            bad += found != 0;
        }
        for (size_t k = 0; k < nd; k++)
            for (size_t c = 0; c < ncalls; c++) {
                unsigned found;

                found = rsa_run(pristine, size, is_priv, &dm[k], &calls[c]);
                QZT_CHECK(found == 0, "%s, %s: %s%s%s%s%s", name, dm[k].what, calls[c].name,
                          (found & NOT_REFUSED) ? ": not refused with QZ_ERR_KEY" : "",
                          (found & OBJ_HIT) ? ": wrote the key object or around it" : "",
                          (found & OUT_HIT) ? ": wrote the output" : "",
                          (found & WS_HIT) ? ": wrote the workspace" : "");
                bad += found != 0;
            }
    }
    return bad;
}

int main(void)
{
    static const qz_ec_curve_id CURVES[] = {QZ_EC_P256, QZ_EC_P384, QZ_EC_P521};
    static const char *const NAMES[] = {"P-256", "P-384", "P-521"};
    unsigned long failed = 0;

    QZT_CHECK(sizeof(qz_ec_private_key) <= OBJ_MAX, "OBJ_MAX");
    QZT_CHECK(qz_sha256(digest, MSG, sizeof MSG) == 0, "digest");
    for (size_t i = 0; i < (ON_TARGET ? 1 : sizeof CURVES / sizeof CURVES[0]); i++) {
        uint8_t d[QZ_EC_BYTES(521)];
        char name[48];

        curve = CURVES[i];
        clen = (size_t)curve->bytes;
        for (size_t j = 0; j < clen; j++)
            d[j] = (uint8_t)(0x21 + 11 * j);
        d[0] = clen == 66 ? 0x01 : 0x42;
        QZT_CHECK(qz_ec_set_private_key_raw(&priv, curve, ws, sizeof ws, d, clen) == 0, "key");
        QZT_CHECK(qz_ec_get_public_key(&pub, &priv) == 0, "pub");
        QZT_CHECK(qz_ecdsa_sign(&priv, QZ_HASH_SHA256, ws, sizeof ws, sig, 2 * clen, MSG,
                                sizeof MSG) == 0, "sign");
        forge(&forged, curve, F_MAGIC);
        if (i == 0)
            selftest();
        memcpy(name, NAMES[i], 6);
        memcpy(name + 5, " private key", 13);
        failed += run_family(name, &priv, sizeof priv, 1, PRIV_CALLS,
                             sizeof PRIV_CALLS / sizeof PRIV_CALLS[0]);
        memcpy(name + 5, " public key", 12);
        failed += run_family(name, &pub, sizeof pub, 0, PUB_CALLS,
                             sizeof PUB_CALLS / sizeof PUB_CALLS[0]);
        for (int how = F_MAGIC; how <= F_NONE; how++) {
            forge(&forged, curve, how);
            failed += curve_calls(&forged, how == F_NONE ? QZ_OK : QZ_ERR_ALG, FORGERY[how]);
        }
    }
    failed += c25519_keys();
    failed += c25519_nulls();
    failed += c448_keys();
    failed += c448_nulls();
    failed += mlkem_sets();
    failed += mlkem_nulls();
    failed += mldsa_sets();
    failed += mldsa_nulls();
    failed += mldsa_bad_keys();
    failed += rsa_keys();
    if (failed != 0)
        qzt_fail(__FILE__, __LINE__, "%lu damaged-key runs failed", failed);
    return qzt_finish("damaged-key");
}

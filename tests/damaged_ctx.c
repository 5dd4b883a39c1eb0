/*
 * Damaged contexts: every bookkeeping field of every streaming context is
 * corrupted in turn, and every entry point that takes the context must
 * refuse it with QZ_ERR_STATE, write no output byte, and touch nothing
 * outside the context (lib/internal/ctx_check.h states the rule).
 *
 * Table-driven. A family is one context type brought to one point of its
 * life (after init and some input; for the AEADs in the associated-data
 * phase and in the data phase, each direction): its setup function, its
 * rows (one per field: name, offsetof, size, invalid values: just past the
 * valid range, a mid-size out-of-range value, the maximum of the type) and
 * the entry points to call on the damaged copy. A future family joins by
 * adding a setup, its entry points and its rows: nothing else changes.
 *
 * Each run copies the pristine context into the middle of a buffer with
 * guard bytes before and after, writes the bad value, and calls the entry
 * point with an output buffer that has guards too. Checked: the result is
 * QZ_ERR_STATE, every guard byte is intact, the output is untouched (or,
 * for the DRBGs, whose refused requests are documented to zero their
 * output, exactly the requested bytes are zero). Every entry point first
 * runs on the undamaged copy, which must not be refused, so that a refusal
 * of the damaged copy is due to the damage.
 *
 * The test proves it can fail: the "selftest" family holds deliberately
 * broken entry points (one that writes through the damaged position
 * without checking it, one that refuses but writes past the context, one
 * that refuses but writes the output, a verify that refuses without
 * wiping) and the test requires each defect to be reported; its writes
 * stay inside the guarded buffer.
 *
 * Verification ends the context on every path: verify entry points must
 * leave it all zero, on a damaged context and (verify_wipes) with a NULL
 * tag or, for KMAC, on a context that is already squeezing.
 *
 * Runs natively, under ASan/UBSan (configure --enable-sanitizers), where an
 * out-of-bounds write past the guards is also reported, and under qemu-arm
 * for every core.
 */
#include <stddef.h>
#include <string.h>

#include "qzcrypt/qzcrypt.h"
#include "qzt.h"

#define GUARD 64    /* guard bytes on each side */
#define CTX_MAX 512 /* room for the largest context (HMAC, 448 bytes on
                     * arm-none-eabi, 464 on a 64-bit host) */
#define OUT_CAP 64  /* output room every entry point gets */
#define MAXV UINT64_MAX /* stored truncated: the maximum of the field's type */

/* ---- the engine --------------------------------------------------------- */

typedef int (*entry_fn)(void *ctx, uint8_t *out);

typedef struct {
    const char *name;
    entry_fn fn;
    size_t zeroes; /* output bytes a refusal zeroes (documented), else 0 */
    int wipes;     /* ends the context whatever the outcome (verify) */
} entry;

typedef struct {
    const char *field;
    size_t off, size;
    unsigned n;
    uint64_t bad[4];
} field_row;

#define ROW(T, m, n, ...) {#m, offsetof(T, m), sizeof(((T *)0)->m), n, {__VA_ARGS__}}

typedef struct {
    const char *name;
    size_t size;
    void (*setup)(void *ctx);
    const field_row *rows;
    size_t nrows;
    const entry *calls;
    size_t ncalls;
} family;

#define FAMILY(name, T, setup, rows, calls)                                    \
    {name, sizeof(T), setup, rows, sizeof rows / sizeof rows[0], calls,        \
     sizeof calls / sizeof calls[0]}

static union {
    uint64_t align;
    uint8_t b[GUARD + CTX_MAX + GUARD];
} arena;
static union {
    uint64_t align;
    uint8_t b[CTX_MAX];
} pristine;
static union {
    uint64_t align;
    uint8_t b[GUARD + OUT_CAP + GUARD];
} outbuf;

static uint8_t pattern(size_t i)
{
    return (uint8_t)(0xa5 ^ (i * 0x3b));
}

/* What a run found wrong. */
#define NOT_REFUSED 1u /* the call did not return QZ_ERR_STATE */
#define GUARD_HIT 2u   /* a byte outside the context changed */
#define OUT_HIT 4u     /* the output changed (beyond documented zeroing) */
#define NOT_WIPED 8u   /* a verify call left the context non-zero */

static void put_field(uint8_t *p, size_t size, uint64_t v)
{
    uint8_t b1 = (uint8_t)v;
    uint16_t b2 = (uint16_t)v;
    uint32_t b4 = (uint32_t)v;

    switch (size) {
    case 1: memcpy(p, &b1, 1); break;
    case 2: memcpy(p, &b2, 2); break;
    case 4: memcpy(p, &b4, 4); break;
    default: memcpy(p, &v, 8); break;
    }
}

/* Run call on the family's pristine context, damaged by row value v
 * (row NULL: undamaged). Returns the NOT_REFUSED / GUARD_HIT / OUT_HIT
 * findings; *same is set when v equals the pristine value. */
static int last_err; /* what the last run_one call returned */

static unsigned run_one(const family *f, const field_row *row, uint64_t v,
                        const entry *call, int *same)
{
    uint8_t *ctx = arena.b + GUARD;
    uint8_t *out = outbuf.b + GUARD;
    unsigned found = 0;
    int err;

    for (size_t i = 0; i < sizeof arena.b; i++)
        arena.b[i] = pattern(i);
    for (size_t i = 0; i < sizeof outbuf.b; i++)
        outbuf.b[i] = pattern(i + 7);
    memcpy(ctx, pristine.b, f->size);
    *same = 0;
    if (row != NULL) {
        put_field(ctx + row->off, row->size, v);
        *same = memcmp(ctx + row->off, pristine.b + row->off, row->size) == 0;
    }
    err = call->fn(ctx, out);
    last_err = err;
    if (row == NULL ? err == QZ_ERR_STATE : err != QZ_ERR_STATE)
        found |= NOT_REFUSED;
    if (call->wipes && !qzt_all_zero(ctx, f->size))
        found |= NOT_WIPED;
    for (size_t i = 0; i < sizeof arena.b; i++)
        if ((i < GUARD || i >= GUARD + f->size) && arena.b[i] != pattern(i))
            found |= GUARD_HIT;
    if (row != NULL) {
        for (size_t i = 0; i < sizeof outbuf.b; i++) {
            int zeroed = i >= GUARD && i < GUARD + call->zeroes;

            if (outbuf.b[i] != (zeroed ? 0 : pattern(i + 7)))
                found |= OUT_HIT;
        }
    } else {
        for (size_t i = 0; i < sizeof outbuf.b; i++)
            if ((i < GUARD || i >= GUARD + OUT_CAP) && outbuf.b[i] != pattern(i + 7))
                found |= OUT_HIT;
    }
    return found;
}

static void prepare(const family *f)
{
    memset(pristine.b, 0, sizeof pristine.b);
    f->setup(pristine.b);
}

/* Every row, value and entry point of f: the number of failures. */
static unsigned long run_family(const family *f)
{
    unsigned long bad = 0;
    int same;

    QZT_CHECK(f->size <= CTX_MAX, "%s: context larger than CTX_MAX", f->name);
    if (f->size > CTX_MAX)
        return 1;
    prepare(f);
    /* The undamaged context: accepted, and nothing outside it written. */
    for (size_t c = 0; c < f->ncalls; c++) {
        unsigned found = run_one(f, NULL, 0, &f->calls[c], &same);

        QZT_CHECK(found == 0, "%s: %s on the undamaged context (findings %u)",
                  f->name, f->calls[c].name, found);
        bad += found != 0;
    }
    for (size_t r = 0; r < f->nrows; r++) {
        const field_row *row = &f->rows[r];

        for (unsigned k = 0; k < row->n; k++) {
            for (size_t c = 0; c < f->ncalls; c++) {
                unsigned found = run_one(f, row, row->bad[k], &f->calls[c], &same);

                QZT_CHECK(!same, "%s.%s: bad value 0x%llx is the valid one", f->name,
                          row->field, (unsigned long long)row->bad[k]);
                QZT_CHECK(found == 0,
                          "%s.%s = 0x%llx: %s%s%s%s%s", f->name, row->field,
                          (unsigned long long)row->bad[k], f->calls[c].name,
                          (found & NOT_REFUSED) ? ": not refused" : "",
                          (found & GUARD_HIT) ? ": wrote outside the context" : "",
                          (found & OUT_HIT) ? ": wrote the output" : "",
                          (found & NOT_WIPED) ? ": left the context" : "");
                bad += found != 0 || same;
            }
        }
    }
    return bad;
}

/* ---- shared inputs ------------------------------------------------------ */

static const uint8_t MSG[64] = {
    0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88, 0x99, 0xaa, 0xbb,
    0xcc, 0xdd, 0xee, 0xff, 0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef,
};
static const uint8_t KEY[32] = {
    0x0f, 0x1e, 0x2d, 0x3c, 0x4b, 0x5a, 0x69, 0x78, 0x87, 0x96, 0xa5, 0xb4,
    0xc3, 0xd2, 0xe1, 0xf0, 0x10, 0x32, 0x54, 0x76, 0x98, 0xba, 0xdc, 0xfe,
};
static const uint8_t TAG[64] = {0x5c, 0x5c, 0x5c};
static qz_aes_key aes_enc;
static qz_cmac_key cmac_key;
static qz_gcm_key gcm_key;

/* A deterministic entropy source for the DRBGs. */
static int fill_source(void *state, uint8_t *out, size_t len)
{
    (void)state;
    for (size_t i = 0; i < len; i++)
        out[i] = (uint8_t)(i * 7 + 1);
    return 0;
}
static const qz_rng SOURCE = {fill_source, NULL};

/* ---- SHA-2 and the generic hash ----------------------------------------- */

static void setup_sha256(void *c)
{
    qz_sha256_init(c);
    qz_sha256_update(c, MSG, 3);
}
static int sha256_update(void *c, uint8_t *o) { (void)o; return qz_sha256_update(c, MSG, 3); }
static int sha256_final(void *c, uint8_t *o) { return qz_sha256_final(c, o); }
static const entry SHA256_CALLS[] = {{"update", sha256_update, 0, 0},
                                     {"final", sha256_final, 0, 0}};
static const field_row SHA256_ROWS[] = {
    ROW(qz_sha256_ctx, alg, 4, 0, 3, 0x100, MAXV),
    ROW(qz_sha256_ctx, bytes, 3, UINT64_C(1) << 61, UINT64_C(1) << 62, MAXV),
};

static void setup_sha512(void *c)
{
    qz_sha512_init(c);
    qz_sha512_update(c, MSG, 3);
}
static int sha512_update(void *c, uint8_t *o) { (void)o; return qz_sha512_update(c, MSG, 3); }
static int sha512_final(void *c, uint8_t *o) { return qz_sha512_final(c, o); }
static const entry SHA512_CALLS[] = {{"update", sha512_update, 0, 0},
                                     {"final", sha512_final, 0, 0}};
static const field_row SHA512_ROWS[] = {
    ROW(qz_sha512_ctx, alg, 4, 0, 2, 7, MAXV),
};

static void setup_hash_sha3(void *c)
{
    qz_hash_init(c, QZ_HASH_SHA3_256);
    qz_hash_update(c, MSG, 3);
}
static void setup_hash_sha256(void *c)
{
    qz_hash_init(c, QZ_HASH_SHA256);
    qz_hash_update(c, MSG, 3);
}
static int hash_update(void *c, uint8_t *o) { (void)o; return qz_hash_update(c, MSG, 3); }
static int hash_final(void *c, uint8_t *o) { return qz_hash_final(c, o, 32); }
static const entry HASH_CALLS[] = {{"update", hash_update, 0, 0}, {"final", hash_final, 0, 0}};
static const field_row HASH_SHA3_ROWS[] = {
    ROW(qz_hash_ctx, sha3.alg, 3, 0, 11, MAXV),
    ROW(qz_hash_ctx, sha3.rate, 3, 137, 1000, MAXV),
    ROW(qz_hash_ctx, sha3.pos, 3, 136, 0x800, MAXV),
    ROW(qz_hash_ctx, sha3.squeezing, 2, 2, MAXV),
};
static const field_row HASH_SHA256_ROWS[] = {
    ROW(qz_hash_ctx, sha256.alg, 3, 0, 11, MAXV),
    /* the descriptor pointer and its check word: raw values, each refused
     * before the pointer is followed */
    ROW(qz_hash_ctx, alg, 3, 0, 1, MAXV),
    ROW(qz_hash_ctx, alg_check, 3, 0, 1, MAXV),
    ROW(qz_hash_ctx, sha256.bytes, 2, UINT64_C(1) << 61, MAXV),
};

/* ---- HMAC --------------------------------------------------------------- */

static void setup_hmac_sha256(void *c)
{
    qz_hmac_init(c, QZ_HASH_SHA256, KEY, 20);
    qz_hmac_update(c, MSG, 3);
}
static void setup_hmac_sha3(void *c)
{
    qz_hmac_init(c, QZ_HASH_SHA3_256, KEY, 20);
    qz_hmac_update(c, MSG, 3);
}
static int hmac_update(void *c, uint8_t *o) { (void)o; return qz_hmac_update(c, MSG, 3); }
static int hmac_final(void *c, uint8_t *o) { return qz_hmac_final(c, o, 32); }
static int hmac_verify(void *c, uint8_t *o) { (void)o; return qz_hmac_verify(c, TAG, 32); }
static const entry HMAC_CALLS[] = {
    {"update", hmac_update, 0, 0}, {"final", hmac_final, 0, 0}, {"verify", hmac_verify, 0, 1}};
static const field_row HMAC_SHA256_ROWS[] = {
    ROW(qz_hmac_ctx, inner.sha256.alg, 3, 0, 3, MAXV),
    ROW(qz_hmac_ctx, inner.alg, 3, 0, 1, MAXV),
    ROW(qz_hmac_ctx, outer.alg, 3, 0, 1, MAXV),
    ROW(qz_hmac_ctx, inner.alg_check, 2, 0, MAXV),
    ROW(qz_hmac_ctx, outer.alg_check, 2, 0, MAXV),
    ROW(qz_hmac_ctx, outer.sha256.alg, 3, 0, 1, MAXV),
    ROW(qz_hmac_ctx, inner.sha256.bytes, 2, UINT64_C(1) << 61, MAXV),
    ROW(qz_hmac_ctx, outer.sha256.bytes, 2, UINT64_C(1) << 61, MAXV),
};
static const field_row HMAC_SHA3_ROWS[] = {
    ROW(qz_hmac_ctx, inner.sha3.pos, 3, 136, 0x800, MAXV),
    ROW(qz_hmac_ctx, outer.sha3.pos, 3, 136, 0x800, MAXV),
    ROW(qz_hmac_ctx, inner.sha3.rate, 3, 137, 1000, MAXV),
    ROW(qz_hmac_ctx, outer.sha3.rate, 3, 0, 137, MAXV),
    ROW(qz_hmac_ctx, outer.sha3.squeezing, 2, 2, MAXV),
};

/* ---- SHA-3, SHAKE, cSHAKE, KMAC ------------------------------------------ */

static void setup_sha3(void *c)
{
    qz_sha3_256_init(c);
    qz_sha3_update(c, MSG, 3);
}
static int sha3_update(void *c, uint8_t *o) { (void)o; return qz_sha3_update(c, MSG, 3); }
static int sha3_final(void *c, uint8_t *o) { return qz_sha3_256_final(c, o); }
static const entry SHA3_CALLS[] = {{"update", sha3_update, 0, 0}, {"final", sha3_final, 0, 0}};
static const field_row SHA3_ROWS[] = {
    ROW(qz_keccak_ctx, alg, 4, 0, 7 /* SHA3-224: another rate */, 16, MAXV),
    ROW(qz_keccak_ctx, rate, 4, 0, 137, 1000, MAXV),
    ROW(qz_keccak_ctx, pos, 3, 136, 0x800, MAXV),
    ROW(qz_keccak_ctx, squeezing, 2, 2, MAXV),
    ROW(qz_keccak_ctx, pad, 3, 0x1f, 0x80, MAXV),
};

static void setup_shake_absorb(void *c)
{
    qz_shake128_init(c);
    qz_shake_absorb(c, MSG, 3);
}
static int shake_absorb(void *c, uint8_t *o) { (void)o; return qz_shake_absorb(c, MSG, 3); }
static int shake_squeeze(void *c, uint8_t *o) { return qz_shake_squeeze(c, o, 32); }
static const entry SHAKE_ABSORB_CALLS[] = {
    {"absorb", shake_absorb, 0, 0}, {"squeeze", shake_squeeze, 0, 0}};
static const field_row SHAKE_ABSORB_ROWS[] = {
    ROW(qz_keccak_ctx, alg, 3, 0, 18 /* KMAC128: same rate */, MAXV),
    ROW(qz_keccak_ctx, rate, 3, 136, 169, MAXV),
    ROW(qz_keccak_ctx, pos, 3, 168, 0x800, MAXV),
    ROW(qz_keccak_ctx, squeezing, 2, 2, MAXV),
    ROW(qz_keccak_ctx, pad, 3, 0x06, 0x80, MAXV),
};

static void setup_cshake_squeeze(void *c)
{
    uint8_t tmp[5];

    qz_cshake256_init(c, MSG, 4, MSG + 4, 4);
    qz_shake_absorb(c, MSG, 3);
    qz_shake_squeeze(c, tmp, sizeof tmp);
}
static const entry SHAKE_SQUEEZE_CALLS[] = {{"squeeze", shake_squeeze, 0, 0}};
static const field_row SHAKE_SQUEEZE_ROWS[] = {
    ROW(qz_keccak_ctx, alg, 3, 0, 16 /* SHAKE128: another rate */, MAXV),
    ROW(qz_keccak_ctx, rate, 3, 168, 200, MAXV),
    ROW(qz_keccak_ctx, pos, 3, 137, 0x800, MAXV),
    ROW(qz_keccak_ctx, squeezing, 2, 2, MAXV),
    ROW(qz_keccak_ctx, pad, 3, 0x06, 0x80, MAXV),
};

static void setup_kmac(void *c)
{
    qz_kmac128_init(c, KEY, 16, MSG, 4);
    qz_kmac_update(c, MSG, 3);
}
static int kmac_update(void *c, uint8_t *o) { (void)o; return qz_kmac_update(c, MSG, 3); }
static int kmac_final(void *c, uint8_t *o) { return qz_kmac_final(c, o, 32); }
static int kmac_verify(void *c, uint8_t *o) { (void)o; return qz_kmac_verify(c, TAG, 32); }
static int kmac_xof(void *c, uint8_t *o) { return qz_kmac_xof_squeeze(c, o, 32); }
static const entry KMAC_CALLS[] = {{"update", kmac_update, 0, 0},
                                   {"final", kmac_final, 0, 0},
                                   {"verify", kmac_verify, 0, 1},
                                   {"xof_squeeze", kmac_xof, 0, 0}};
static const field_row KMAC_ROWS[] = {
    ROW(qz_keccak_ctx, alg, 3, 0, 19 /* KMAC256: another rate */, MAXV),
    ROW(qz_keccak_ctx, rate, 3, 136, 169, MAXV),
    ROW(qz_keccak_ctx, pos, 3, 168, 0x800, MAXV),
    ROW(qz_keccak_ctx, squeezing, 2, 2, MAXV),
    ROW(qz_keccak_ctx, pad, 3, 0x1f, 0x80, MAXV),
};

static void setup_kmacxof(void *c)
{
    uint8_t tmp[5];

    qz_kmac256_init(c, KEY, 32, NULL, 0);
    qz_kmac_update(c, MSG, 3);
    qz_kmac_xof_squeeze(c, tmp, sizeof tmp);
}
static const entry KMACXOF_CALLS[] = {{"xof_squeeze", kmac_xof, 0, 0}};
static const field_row KMACXOF_ROWS[] = {
    ROW(qz_keccak_ctx, alg, 3, 0, 17 /* cSHAKE256 */, MAXV),
    ROW(qz_keccak_ctx, rate, 3, 168, 200, MAXV),
    ROW(qz_keccak_ctx, pos, 3, 137, 0x800, MAXV),
    ROW(qz_keccak_ctx, squeezing, 2, 2, MAXV),
    ROW(qz_keccak_ctx, pad, 3, 0x1f, 0x80, MAXV),
};

/* ---- AES modes and CMAC -------------------------------------------------- */

static void setup_ecb(void *c)
{
    size_t n;
    uint8_t tmp[16];

    qz_aes_ecb_encrypt_init(c, &aes_enc);
    qz_aes_ecb_encrypt_update(c, tmp, sizeof tmp, &n, MSG, 5);
}
static int ecb_update(void *c, uint8_t *o)
{
    size_t n;

    return qz_aes_ecb_encrypt_update(c, o, OUT_CAP, &n, MSG, 3);
}
static int ecb_final(void *c, uint8_t *o)
{
    size_t n;

    return qz_aes_ecb_encrypt_final(c, o, OUT_CAP, &n);
}
static const entry ECB_CALLS[] = {{"update", ecb_update, 0, 0}, {"final", ecb_final, 0, 0}};
static const field_row ECB_ROWS[] = {
    ROW(qz_aes_ecb_ctx, buf_len, 3, 16, 0x1000, MAXV),
    ROW(qz_aes_ecb_ctx, state, 3, 0, 0x45434244 /* decrypt */, MAXV),
    ROW(qz_aes_ecb_ctx, key, 1, 0),
};

static void setup_cbc_pkcs7(void *c)
{
    size_t n;
    uint8_t tmp[16];

    qz_aes_cbc_encrypt_init(c, &aes_enc, MSG, QZ_AES_CBC_PKCS7);
    qz_aes_cbc_encrypt_update(c, tmp, sizeof tmp, &n, MSG, 5);
}
static void setup_cbc_cs3(void *c)
{
    size_t n;
    uint8_t tmp[32];

    qz_aes_cbc_encrypt_init(c, &aes_enc, MSG, QZ_AES_CBC_CS3);
    qz_aes_cbc_encrypt_update(c, tmp, sizeof tmp, &n, MSG, 20);
}
static int cbc_update(void *c, uint8_t *o)
{
    size_t n;

    return qz_aes_cbc_encrypt_update(c, o, OUT_CAP, &n, MSG, 3);
}
static int cbc_final(void *c, uint8_t *o)
{
    size_t n;

    return qz_aes_cbc_encrypt_final(c, o, OUT_CAP, &n);
}
static const entry CBC_CALLS[] = {{"update", cbc_update, 0, 0}, {"final", cbc_final, 0, 0}};
static const field_row CBC_PKCS7_ROWS[] = {
    ROW(qz_aes_cbc_ctx, buf_len, 4, 16, 17, 33, MAXV),
    ROW(qz_aes_cbc_ctx, padding, 3, 5, 0x100, MAXV),
    ROW(qz_aes_cbc_ctx, state, 3, 0, 0x43424344 /* decrypt */, MAXV),
    ROW(qz_aes_cbc_ctx, key, 1, 0),
};
static const field_row CBC_CS3_ROWS[] = {
    ROW(qz_aes_cbc_ctx, buf_len, 3, 33, 0x100, MAXV),
    ROW(qz_aes_cbc_ctx, padding, 3, 5, 0x100, MAXV),
};

static void setup_ctr(void *c)
{
    uint8_t tmp[5];

    qz_aes_ctr_init(c, &aes_enc, MSG, QZ_AES_CTR32);
    qz_aes_ctr_update(c, tmp, MSG, 5);
}
static int ctr_update(void *c, uint8_t *o) { return qz_aes_ctr_update(c, o, MSG, 3); }
static int ctr_final(void *c, uint8_t *o) { (void)o; return qz_aes_ctr_final(c); }
static const entry CTR_CALLS[] = {{"update", ctr_update, 0, 0}, {"final", ctr_final, 0, 0}};
static const field_row CTR_ROWS[] = {
    ROW(qz_aes_ctr_ctx, used, 3, 17, 0x1000, MAXV),
    ROW(qz_aes_ctr_ctx, kind, 3, 33, 64, MAXV),
    ROW(qz_aes_ctr_ctx, spent, 3, 2, 0x80, MAXV),
    ROW(qz_aes_ctr_ctx, state, 2, 0, MAXV),
    ROW(qz_aes_ctr_ctx, key, 1, 0),
};

static void setup_cfb(void *c)
{
    uint8_t tmp[5];

    qz_aes_cfb_encrypt_init(c, &aes_enc, MSG);
    qz_aes_cfb_update(c, tmp, MSG, 5);
}
static int cfb_update(void *c, uint8_t *o) { return qz_aes_cfb_update(c, o, MSG, 3); }
static int cfb_final(void *c, uint8_t *o) { (void)o; return qz_aes_cfb_final(c); }
static const entry CFB_CALLS[] = {{"update", cfb_update, 0, 0}, {"final", cfb_final, 0, 0}};
static const field_row CFB_ROWS[] = {
    ROW(qz_aes_cfb_ctx, used, 3, 17, 0x1000, MAXV),
    ROW(qz_aes_cfb_ctx, state, 2, 0, MAXV),
    ROW(qz_aes_cfb_ctx, key, 1, 0),
};

static void setup_ofb(void *c)
{
    uint8_t tmp[5];

    qz_aes_ofb_init(c, &aes_enc, MSG);
    qz_aes_ofb_update(c, tmp, MSG, 5);
}
static int ofb_update(void *c, uint8_t *o) { return qz_aes_ofb_update(c, o, MSG, 3); }
static int ofb_final(void *c, uint8_t *o) { (void)o; return qz_aes_ofb_final(c); }
static const entry OFB_CALLS[] = {{"update", ofb_update, 0, 0}, {"final", ofb_final, 0, 0}};
static const field_row OFB_ROWS[] = {
    ROW(qz_aes_ofb_ctx, used, 3, 17, 0x1000, MAXV),
    ROW(qz_aes_ofb_ctx, state, 2, 0, MAXV),
    ROW(qz_aes_ofb_ctx, key, 1, 0),
};

static void setup_cmac(void *c)
{
    qz_cmac_init(c, &cmac_key);
    qz_cmac_update(c, MSG, 5);
}
static int cmac_update(void *c, uint8_t *o) { (void)o; return qz_cmac_update(c, MSG, 3); }
static int cmac_final(void *c, uint8_t *o) { return qz_cmac_final(c, o, 16); }
static int cmac_verify(void *c, uint8_t *o) { (void)o; return qz_cmac_verify(c, TAG, 16); }
static const entry CMAC_CALLS[] = {
    {"update", cmac_update, 0, 0}, {"final", cmac_final, 0, 0}, {"verify", cmac_verify, 0, 1}};
static const field_row CMAC_ROWS[] = {
    ROW(qz_cmac_ctx, buf_len, 3, 17, 0x1000, MAXV),
    ROW(qz_cmac_ctx, state, 2, 0, MAXV),
    ROW(qz_cmac_ctx, key, 1, 0),
};

/* ---- GCM and CCM --------------------------------------------------------- */

static void setup_gcm_aad(void *c)
{
    qz_gcm_encrypt_init(c, &gcm_key, MSG, 12);
    qz_gcm_aad(c, MSG, 3);
}
static void setup_gcm_enc(void *c)
{
    uint8_t tmp[5];

    setup_gcm_aad(c);
    qz_gcm_update(c, tmp, MSG, 5);
}
static void setup_gcm_dec(void *c)
{
    uint8_t tmp[5];

    qz_gcm_decrypt_init(c, &gcm_key, MSG, 12);
    qz_gcm_aad(c, MSG, 3);
    qz_gcm_update(c, tmp, MSG, 5);
}
static int gcm_aad(void *c, uint8_t *o) { (void)o; return qz_gcm_aad(c, MSG, 3); }
static int gcm_update(void *c, uint8_t *o) { return qz_gcm_update(c, o, MSG, 3); }
static int gcm_final(void *c, uint8_t *o) { return qz_gcm_final(c, o, 16); }
static int gcm_verify(void *c, uint8_t *o) { (void)o; return qz_gcm_verify(c, TAG, 16); }
static const entry GCM_AAD_CALLS[] = {
    {"aad", gcm_aad, 0, 0}, {"update", gcm_update, 0, 0}, {"final", gcm_final, 0, 0}};
static const entry GCM_ENC_CALLS[] = {{"update", gcm_update, 0, 0}, {"final", gcm_final, 0, 0}};
static const entry GCM_DEC_CALLS[] = {{"update", gcm_update, 0, 0}, {"verify", gcm_verify, 0, 1}};
static const field_row GCM_AAD_ROWS[] = {
    ROW(qz_gcm_ctx, phase, 3, 0, 0x4743e0a2, MAXV),
    ROW(qz_gcm_ctx, ek0_pending, 4, 0 /* J0 not yet encrypted */, 2, 0x80, MAXV),
    ROW(qz_gcm_ctx, aad_len, 2, UINT64_C(1) << 61, MAXV),
    ROW(qz_gcm_ctx, data_len, 3, 1, UINT64_C(0xFFFFFFFE1), MAXV),
    ROW(qz_gcm_ctx, key, 1, 0),
};
static const field_row GCM_DATA_ROWS[] = {
    ROW(qz_gcm_ctx, phase, 3, 0, 0x4743e0d2, MAXV),
    ROW(qz_gcm_ctx, ek0_pending, 3, 2, 0x80, MAXV),
    ROW(qz_gcm_ctx, aad_len, 2, UINT64_C(1) << 61, MAXV),
    ROW(qz_gcm_ctx, data_len, 3, UINT64_C(0xFFFFFFFE1), UINT64_C(1) << 40, MAXV),
    ROW(qz_gcm_ctx, key, 1, 0),
};

/* Nonce of 13 bytes: a 2-byte length field (messages below 2^16). */
static void setup_ccm_aad(void *c)
{
    qz_ccm_encrypt_init(c, &aes_enc, MSG, 13, 10, 20, 8);
    qz_ccm_aad(c, MSG, 3);
}
static void setup_ccm_enc(void *c)
{
    uint8_t tmp[5];

    qz_ccm_encrypt_init(c, &aes_enc, MSG, 13, 10, 20, 8);
    qz_ccm_aad(c, MSG, 10);
    qz_ccm_update(c, tmp, MSG, 5);
}
static void setup_ccm_dec(void *c)
{
    uint8_t tmp[5];

    qz_ccm_decrypt_init(c, &aes_enc, MSG, 13, 10, 20, 8);
    qz_ccm_aad(c, MSG, 10);
    qz_ccm_update(c, tmp, MSG, 5);
}
static int ccm_aad(void *c, uint8_t *o) { (void)o; return qz_ccm_aad(c, MSG, 3); }
static int ccm_update(void *c, uint8_t *o) { return qz_ccm_update(c, o, MSG, 3); }
static int ccm_final(void *c, uint8_t *o) { return qz_ccm_final(c, o, 8); }
static int ccm_verify(void *c, uint8_t *o) { (void)o; return qz_ccm_verify(c, TAG, 8); }
static const entry CCM_AAD_CALLS[] = {
    {"aad", ccm_aad, 0, 0}, {"update", ccm_update, 0, 0}, {"final", ccm_final, 0, 0}};
static const entry CCM_ENC_CALLS[] = {{"update", ccm_update, 0, 0}, {"final", ccm_final, 0, 0}};
static const entry CCM_DEC_CALLS[] = {{"update", ccm_update, 0, 0}, {"verify", ccm_verify, 0, 1}};
static const field_row CCM_AAD_ROWS[] = {
    ROW(qz_ccm_ctx, mac_pos, 3, 17, 0x1000, MAXV),
    ROW(qz_ccm_ctx, ks_pos, 3, 15 /* no keystream before the data */, 17, MAXV),
    ROW(qz_ccm_ctx, tag_len, 4, 2, 7, 18, MAXV),
    ROW(qz_ccm_ctx, phase, 3, 0, 0x4343e0a2, MAXV),
    ROW(qz_ccm_ctx, msg_left, 2, 0x10000, MAXV),
    ROW(qz_ccm_ctx, ctr[0], 3, 0, 8, MAXV),
    ROW(qz_ccm_ctx, key, 1, 0),
};
static const field_row CCM_DATA_ROWS[] = {
    ROW(qz_ccm_ctx, mac_pos, 4, 3 /* not the keystream's 5 */, 17, 0x1000, MAXV),
    ROW(qz_ccm_ctx, ks_pos, 3, 17, 0x1000, MAXV),
    ROW(qz_ccm_ctx, tag_len, 3, 3, 17, MAXV),
    ROW(qz_ccm_ctx, aad_left, 2, 1, MAXV),
    ROW(qz_ccm_ctx, msg_left, 2, 0x10000, MAXV),
    ROW(qz_ccm_ctx, phase, 2, 0, MAXV),
    ROW(qz_ccm_ctx, ctr[0], 2, 0, 8),
};

/* ---- Poly1305 and ChaCha20-Poly1305 -------------------------------------- */

static void setup_poly1305(void *c)
{
    qz_poly1305_init(c, KEY, 32);
    qz_poly1305_update(c, MSG, 5);
}
static int poly_update(void *c, uint8_t *o) { (void)o; return qz_poly1305_update(c, MSG, 3); }
static int poly_final(void *c, uint8_t *o) { return qz_poly1305_final(c, o, 16); }
static int poly_verify(void *c, uint8_t *o) { (void)o; return qz_poly1305_verify(c,
                                                                                 TAG,
                                                                                 16); }
static const entry POLY_CALLS[] = {
    {"update", poly_update, 0, 0}, {"final", poly_final, 0, 0}, {"verify", poly_verify, 0, 1}};
static const field_row POLY_ROWS[] = {
    ROW(qz_poly1305_ctx, buf_len, 3, 16, 0x1000, MAXV),
    ROW(qz_poly1305_ctx, magic, 2, 0, MAXV),
};

static void setup_aead_aad(void *c)
{
    qz_chacha20poly1305_init(c, KEY, 32, MSG, 12);
    qz_chacha20poly1305_aad(c, MSG, 3);
}
static void setup_aead_enc(void *c)
{
    uint8_t tmp[5];

    setup_aead_aad(c);
    qz_chacha20poly1305_encrypt(c, tmp, MSG, 5);
}
static void setup_aead_dec(void *c)
{
    uint8_t tmp[5];

    setup_aead_aad(c);
    qz_chacha20poly1305_decrypt(c, tmp, MSG, 5);
}
static int aead_aad(void *c, uint8_t *o) { (void)o; return qz_chacha20poly1305_aad(c, MSG, 3); }
static int aead_enc(void *c, uint8_t *o) { return qz_chacha20poly1305_encrypt(c, o, MSG, 3); }
static int aead_dec(void *c, uint8_t *o) { return qz_chacha20poly1305_decrypt(c, o, MSG, 3); }
static int aead_final(void *c, uint8_t *o) { return qz_chacha20poly1305_final(c, o, 16); }
static int aead_verify(void *c, uint8_t *o) { (void)o; return qz_chacha20poly1305_verify(c,
                                                                                         TAG,
                                                                                         16); }
static const entry AEAD_AAD_CALLS[] = {
    {"aad", aead_aad, 0, 0}, {"encrypt", aead_enc, 0, 0}, {"final", aead_final, 0, 0}};
static const entry AEAD_ENC_CALLS[] = {{"encrypt", aead_enc, 0, 0}, {"final", aead_final, 0, 0}};
static const entry AEAD_DEC_CALLS[] = {{"decrypt", aead_dec, 0, 0}, {"verify", aead_verify, 0, 1}};
static const field_row AEAD_AAD_ROWS[] = {
    ROW(qz_chacha20poly1305_ctx, ks_pos, 3, 63 /* no keystream before the data */, 65, MAXV),
    ROW(qz_chacha20poly1305_ctx, phase, 2, 0, MAXV),
    ROW(qz_chacha20poly1305_ctx, data_len, 2, 1, MAXV),
    ROW(qz_chacha20poly1305_ctx, mac.buf_len, 3, 16, 0x1000, MAXV),
    ROW(qz_chacha20poly1305_ctx, mac.magic, 2, 0, MAXV),
};
static const field_row AEAD_DATA_ROWS[] = {
    ROW(qz_chacha20poly1305_ctx, ks_pos, 3, 65, 0x1000, MAXV),
    ROW(qz_chacha20poly1305_ctx, phase, 2, 0, MAXV),
    ROW(qz_chacha20poly1305_ctx, data_len, 2, UINT64_C(0x3FFFFFFFC1), MAXV),
    ROW(qz_chacha20poly1305_ctx, mac.buf_len, 3, 16, 0x1000, MAXV),
    ROW(qz_chacha20poly1305_ctx, mac.magic, 2, 0, MAXV),
};

/* ---- DRBGs (a refused generate zeroes its request: drbg.h) --------------- */

#define DRBG_REQ 32

static void setup_hmac_drbg(void *c)
{
    uint8_t tmp[5];

    qz_hmac_drbg_instantiate(c, QZ_HASH_SHA256, KEY, 32, MSG, 16, NULL, 0);
    qz_hmac_drbg_set_entropy(c, &SOURCE, 32);
    qz_hmac_drbg_generate(c, tmp, sizeof tmp, NULL, 0, 0);
}
static int hdrbg_generate(void *c, uint8_t *o)
{
    return qz_hmac_drbg_generate(c, o, DRBG_REQ, NULL, 0, 0);
}
static int hdrbg_reseed(void *c, uint8_t *o)
{
    (void)o;
    return qz_hmac_drbg_reseed(c, KEY, 32, NULL, 0);
}
static int hdrbg_interval(void *c, uint8_t *o)
{
    (void)o;
    return qz_hmac_drbg_set_reseed_interval(c, 10);
}
static int hdrbg_source(void *c, uint8_t *o)
{
    (void)o;
    return qz_hmac_drbg_set_entropy(c, NULL, 0);
}
static const entry HDRBG_CALLS[] = {{"generate", hdrbg_generate, DRBG_REQ, 0},
                                    {"reseed", hdrbg_reseed, 0, 0},
                                    {"set_reseed_interval", hdrbg_interval, 0, 0},
                                    {"set_entropy", hdrbg_source, 0, 0}};
static const field_row HDRBG_ROWS[] = {
    /* the descriptor pointer and its check word: raw values, each refused
     * before the pointer is followed */
    ROW(qz_hmac_drbg_ctx, alg, 3, 0, 1, MAXV),
    ROW(qz_hmac_drbg_ctx, alg_check, 3, 0, 1, MAXV),
    ROW(qz_hmac_drbg_ctx, life.ready, 2, 0, MAXV),
    ROW(qz_hmac_drbg_ctx, life.reseed_counter, 1, 0),
    ROW(qz_hmac_drbg_ctx, life.reseed_interval, 3, 0, UINT64_C(0x1000000000001), MAXV),
    ROW(qz_hmac_drbg_ctx, life.source_len, 3, 0, 129, MAXV),
};

static void setup_ctr_drbg(void *c)
{
    uint8_t tmp[5];

    qz_ctr_drbg_instantiate(c, KEY, 32, MSG, 16, NULL, 0);
    qz_ctr_drbg_set_entropy(c, &SOURCE, 32);
    qz_ctr_drbg_generate(c, tmp, sizeof tmp, NULL, 0, 0);
}
static int cdrbg_generate(void *c, uint8_t *o)
{
    return qz_ctr_drbg_generate(c, o, DRBG_REQ, NULL, 0, 0);
}
static int cdrbg_reseed(void *c, uint8_t *o)
{
    (void)o;
    return qz_ctr_drbg_reseed(c, KEY, 32, NULL, 0);
}
static int cdrbg_interval(void *c, uint8_t *o)
{
    (void)o;
    return qz_ctr_drbg_set_reseed_interval(c, 10);
}
static int cdrbg_source(void *c, uint8_t *o)
{
    (void)o;
    return qz_ctr_drbg_set_entropy(c, NULL, 0);
}
static const entry CDRBG_CALLS[] = {{"generate", cdrbg_generate, DRBG_REQ, 0},
                                    {"reseed", cdrbg_reseed, 0, 0},
                                    {"set_reseed_interval", cdrbg_interval, 0, 0},
                                    {"set_entropy", cdrbg_source, 0, 0}};
static const field_row CDRBG_ROWS[] = {
    ROW(qz_ctr_drbg_ctx, life.ready, 2, 0, MAXV),
    ROW(qz_ctr_drbg_ctx, life.reseed_counter, 1, 0),
    ROW(qz_ctr_drbg_ctx, life.reseed_interval, 3, 0, UINT64_C(0x1000000000001), MAXV),
    ROW(qz_ctr_drbg_ctx, life.source_len, 3, 0, 129, MAXV),
};

/* ---- the families ------------------------------------------------------- */

static const family FAMILIES[] = {
    FAMILY("sha256", qz_sha256_ctx, setup_sha256, SHA256_ROWS, SHA256_CALLS),
    FAMILY("sha512", qz_sha512_ctx, setup_sha512, SHA512_ROWS, SHA512_CALLS),
    FAMILY("hash(sha3-256)", qz_hash_ctx, setup_hash_sha3, HASH_SHA3_ROWS, HASH_CALLS),
    FAMILY("hash(sha256)", qz_hash_ctx, setup_hash_sha256, HASH_SHA256_ROWS, HASH_CALLS),
    FAMILY("hmac(sha256)", qz_hmac_ctx, setup_hmac_sha256, HMAC_SHA256_ROWS, HMAC_CALLS),
    FAMILY("hmac(sha3-256)", qz_hmac_ctx, setup_hmac_sha3, HMAC_SHA3_ROWS, HMAC_CALLS),
    FAMILY("sha3-256", qz_keccak_ctx, setup_sha3, SHA3_ROWS, SHA3_CALLS),
    FAMILY("shake128 absorbing", qz_keccak_ctx, setup_shake_absorb, SHAKE_ABSORB_ROWS,
           SHAKE_ABSORB_CALLS),
    FAMILY("cshake256 squeezing", qz_keccak_ctx, setup_cshake_squeeze, SHAKE_SQUEEZE_ROWS,
           SHAKE_SQUEEZE_CALLS),
    FAMILY("kmac128", qz_keccak_ctx, setup_kmac, KMAC_ROWS, KMAC_CALLS),
    FAMILY("kmacxof256 squeezing", qz_keccak_ctx, setup_kmacxof, KMACXOF_ROWS, KMACXOF_CALLS),
    FAMILY("ecb", qz_aes_ecb_ctx, setup_ecb, ECB_ROWS, ECB_CALLS),
    FAMILY("cbc(pkcs7)", qz_aes_cbc_ctx, setup_cbc_pkcs7, CBC_PKCS7_ROWS, CBC_CALLS),
    FAMILY("cbc(cs3)", qz_aes_cbc_ctx, setup_cbc_cs3, CBC_CS3_ROWS, CBC_CALLS),
    FAMILY("ctr", qz_aes_ctr_ctx, setup_ctr, CTR_ROWS, CTR_CALLS),
    FAMILY("cfb", qz_aes_cfb_ctx, setup_cfb, CFB_ROWS, CFB_CALLS),
    FAMILY("ofb", qz_aes_ofb_ctx, setup_ofb, OFB_ROWS, OFB_CALLS),
    FAMILY("cmac", qz_cmac_ctx, setup_cmac, CMAC_ROWS, CMAC_CALLS),
    FAMILY("gcm aad", qz_gcm_ctx, setup_gcm_aad, GCM_AAD_ROWS, GCM_AAD_CALLS),
    FAMILY("gcm encrypting", qz_gcm_ctx, setup_gcm_enc, GCM_DATA_ROWS, GCM_ENC_CALLS),
    FAMILY("gcm decrypting", qz_gcm_ctx, setup_gcm_dec, GCM_DATA_ROWS, GCM_DEC_CALLS),
    FAMILY("ccm aad", qz_ccm_ctx, setup_ccm_aad, CCM_AAD_ROWS, CCM_AAD_CALLS),
    FAMILY("ccm encrypting", qz_ccm_ctx, setup_ccm_enc, CCM_DATA_ROWS, CCM_ENC_CALLS),
    FAMILY("ccm decrypting", qz_ccm_ctx, setup_ccm_dec, CCM_DATA_ROWS, CCM_DEC_CALLS),
    FAMILY("poly1305", qz_poly1305_ctx, setup_poly1305, POLY_ROWS, POLY_CALLS),
    FAMILY("chacha20poly1305 aad", qz_chacha20poly1305_ctx, setup_aead_aad, AEAD_AAD_ROWS,
           AEAD_AAD_CALLS),
    FAMILY("chacha20poly1305 encrypting", qz_chacha20poly1305_ctx, setup_aead_enc,
           AEAD_DATA_ROWS, AEAD_ENC_CALLS),
    FAMILY("chacha20poly1305 decrypting", qz_chacha20poly1305_ctx, setup_aead_dec,
           AEAD_DATA_ROWS, AEAD_DEC_CALLS),
    FAMILY("hmac_drbg(sha256)", qz_hmac_drbg_ctx, setup_hmac_drbg, HDRBG_ROWS, HDRBG_CALLS),
    FAMILY("ctr_drbg", qz_ctr_drbg_ctx, setup_ctr_drbg, CDRBG_ROWS, CDRBG_CALLS),
};

/* ---- verification ends the context on every path ---------------------- */

/* The damaged rows above already require every verify to wipe on
 * QZ_ERR_STATE; these add a NULL tag on a sound context and, for KMAC, a
 * context that is already squeezing (KMACXOF): each verify must still
 * wipe, as the headers and doc/security.md promise. */
static int hmac_verify_null(void *c, uint8_t *o) { (void)o; return qz_hmac_verify(c, NULL, 32); }
static int kmac_verify_null(void *c, uint8_t *o) { (void)o; return qz_kmac_verify(c, NULL, 32); }
static int cmac_verify_null(void *c, uint8_t *o) { (void)o; return qz_cmac_verify(c, NULL, 16); }
static int gcm_verify_null(void *c, uint8_t *o) { (void)o; return qz_gcm_verify(c, NULL, 16); }
static int ccm_verify_null(void *c, uint8_t *o) { (void)o; return qz_ccm_verify(c, NULL, 8); }
static int poly_verify_null(void *c, uint8_t *o) { (void)o; return qz_poly1305_verify(c,
                                                                                      NULL,
                                                                                      16); }
static int aead_verify_null(void *c, uint8_t *o)
{
    (void)o;
    return qz_chacha20poly1305_verify(c, NULL, 16);
}

static const struct {
    const char *family; /* a name in FAMILIES */
    entry call;
    int err;
} VERIFY_WIPES[] = {
    {"hmac(sha256)", {"verify(NULL)", hmac_verify_null, 0, 1}, QZ_ERR_NULL},
    {"hmac(sha3-256)", {"verify(NULL)", hmac_verify_null, 0, 1}, QZ_ERR_NULL},
    {"kmac128", {"verify(NULL)", kmac_verify_null, 0, 1}, QZ_ERR_NULL},
    {"kmacxof256 squeezing", {"verify", kmac_verify, 0, 1}, QZ_ERR_STATE},
    {"cmac", {"verify(NULL)", cmac_verify_null, 0, 1}, QZ_ERR_NULL},
    {"gcm decrypting", {"verify(NULL)", gcm_verify_null, 0, 1}, QZ_ERR_NULL},
    {"ccm decrypting", {"verify(NULL)", ccm_verify_null, 0, 1}, QZ_ERR_NULL},
    {"poly1305", {"verify(NULL)", poly_verify_null, 0, 1}, QZ_ERR_NULL},
    {"chacha20poly1305 decrypting", {"verify(NULL)", aead_verify_null, 0, 1}, QZ_ERR_NULL},
};

static void verify_wipes(void)
{
    for (size_t i = 0; i < sizeof VERIFY_WIPES / sizeof VERIFY_WIPES[0]; i++) {
        const family *f = NULL;
        unsigned found;
        int same;

        for (size_t k = 0; k < sizeof FAMILIES / sizeof FAMILIES[0]; k++)
            if (strcmp(FAMILIES[k].name, VERIFY_WIPES[i].family) == 0)
                f = &FAMILIES[k];
        QZT_CHECK(f != NULL, "no family %s", VERIFY_WIPES[i].family);
        if (f == NULL)
            continue;
        prepare(f);
        /* Undamaged: NOT_REFUSED only says whether it returned QZ_ERR_STATE. */
        found = run_one(f, NULL, 0, &VERIFY_WIPES[i].call, &same) & ~NOT_REFUSED;
        QZT_CHECK(last_err == VERIFY_WIPES[i].err, "%s: %s returned %d", f->name,
                  VERIFY_WIPES[i].call.name, last_err);
        QZT_CHECK(found == 0, "%s: %s%s%s", f->name, VERIFY_WIPES[i].call.name,
                  (found & NOT_WIPED) ? ": left the context" : "",
                  (found & (GUARD_HIT | OUT_HIT)) ? ": wrote outside the context" : "");
    }
}

/* ---- the deliberate faults ---------------------------------------------- */

/* A toy streaming context and entry points with known defects. The
 * unchecked writer stores through the damaged position as a missing check
 * would, but only where the guarded arena has room (a position beyond it
 * is reported by the return value alone), so the test stays in bounds. */
typedef struct {
    uint32_t marker;
    uint32_t pos; /* 0..15 */
    uint8_t buf[16];
} toy_ctx;

#define TOY_ROOM 32 /* bytes past buf that stay inside the guarded arena */

static void setup_toy(void *c)
{
    toy_ctx *t = c;

    t->marker = 0x544f5921u;
    t->pos = 3;
}
/* Byte arithmetic from the context's start (inside the arena), not an
 * out-of-range index into buf, which UBSan would stop at. */
static int toy_unchecked(void *c, uint8_t *o)
{
    toy_ctx *t = c;

    (void)o;
    if (t->pos < sizeof t->buf + TOY_ROOM)
        ((uint8_t *)c)[offsetof(toy_ctx, buf) + t->pos] ^= 0x77;
    return QZ_OK;
}
static int toy_refuses_after_writing(void *c, uint8_t *o)
{
    toy_ctx *t = c;

    (void)o;
    if (t->pos >= sizeof t->buf) {
        ((uint8_t *)c)[sizeof *t] ^= 0x77; /* the first byte past the context */
        return QZ_ERR_STATE;
    }
    return QZ_OK;
}
static int toy_refuses_after_output(void *c, uint8_t *o)
{
    toy_ctx *t = c;

    if (t->pos >= sizeof t->buf) {
        o[0] ^= 0x77;
        return QZ_ERR_STATE;
    }
    return QZ_OK;
}
static int toy_checked(void *c, uint8_t *o)
{
    toy_ctx *t = c;

    if (t->marker != 0x544f5921u || t->pos >= sizeof t->buf)
        return QZ_ERR_STATE;
    o[0] = t->buf[t->pos];
    return QZ_OK;
}
static const entry TOY_CALLS[] = {{"unchecked", toy_unchecked, 0, 0},
                                  {"refuses after writing", toy_refuses_after_writing, 0, 0},
                                  {"refuses after output", toy_refuses_after_output, 0, 0},
                                  {"checked", toy_checked, 0, 0},
                                  /* as a verify, which must wipe: */
                                  {"refuses without wiping", toy_checked, 0, 1}};
static const field_row TOY_ROWS[] = {ROW(toy_ctx, pos, 3, 16, 40, MAXV)};
static const family TOY = FAMILY("selftest", toy_ctx, setup_toy, TOY_ROWS, TOY_CALLS);

static void selftest(void)
{
    /* The finding each toy entry point must produce on every bad value. */
    static const unsigned want[] = {NOT_REFUSED, GUARD_HIT, OUT_HIT, 0, NOT_WIPED};
    const field_row *row = &TOY.rows[0];
    int same;

    prepare(&TOY);
    for (unsigned k = 0; k < row->n; k++) {
        for (size_t c = 0; c < TOY.ncalls; c++) {
            unsigned found = run_one(&TOY, row, row->bad[k], &TOY.calls[c], &same);

            if (want[c] == 0)
                QZT_CHECK(found == 0, "selftest: %s flagged (%u)", TOY.calls[c].name, found);
            else
                QZT_CHECK((found & want[c]) != 0, "selftest: the defect of '%s' at pos 0x%llx "
                          "went unnoticed", TOY.calls[c].name,
                          (unsigned long long)row->bad[k]);
        }
    }
}

/* With an argument, only the families whose name contains it (to study
 * one family; a crash on old code then stops only that run). */
int main(int argc, char **argv)
{
    const char *only = argc > 1 ? argv[1] : NULL;
    unsigned long failed = 0;

    QZT_CHECK(qz_aes_set_encrypt_key(&aes_enc, KEY, 16) == QZ_OK, "aes key");
    QZT_CHECK(qz_cmac_set_key(&cmac_key, KEY, 16) == QZ_OK, "cmac key");
    QZT_CHECK(qz_gcm_set_key(&gcm_key, KEY, 16) == QZ_OK, "gcm key");
    selftest();
    if (only == NULL)
        verify_wipes();
    for (size_t f = 0; f < sizeof FAMILIES / sizeof FAMILIES[0]; f++)
        if (only == NULL || strstr(FAMILIES[f].name, only) != NULL)
            failed += run_family(&FAMILIES[f]);
    if (failed != 0)
        qzt_fail(__FILE__, __LINE__, "%lu damaged-context runs failed", failed);
    return qzt_finish("damaged-ctx");
}

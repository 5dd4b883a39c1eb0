/*
 * AES table kernel test: every assembly table kernel built for this core
 * (armv6m on every Cortex-M, armv7em on the M4 and M33, armv8m on the M33)
 * against qzi_aes_table_encrypt_c / qzi_aes_table_decrypt_c, on random
 * keys of 16, 24 and 32 bytes, nblocks 0..20, input and output at every
 * offset 0..3 (so unaligned on every block), separate buffers and in place,
 * through qzt_abicall (r4-r11 and sp must survive). Guard bytes around the
 * output must stay untouched and the input must not change (not in
 * place). Decryption of the kernel's own ciphertext must give the
 * plaintext back. Run in qz-mcusim's strict mode on the Cortex-M0+, any
 * unaligned halfword/word access to in or out faults.
 *
 * The C reference itself is anchored to the FIPS-197 Appendix C examples
 * (C.1 AES-128, C.2 AES-192, C.3 AES-256), forwards and backwards.
 *
 * The small build's S-box kernels (qzi_aes_table_{en,de}crypt_<isa>_small
 * and qzi_aes_cbc_encrypt_<isa>_small, lib/arch/<isa>/aes_table_small.S)
 * go through the same trials as the fast ones; their decrypt kernels take
 * the encryption round keys (the table-small layout), checked against
 * qzi_aes_table_decrypt_c with its own decryption keys. Their key
 * schedules (qzi_aes_table_expand_<isa>_small) are checked against
 * qzi_aes_table_expand_c (expand_trials).
 *
 * The CBC-encryption kernels (qzi_aes_cbc_encrypt_<isa>) likewise, against
 * qzi_aes_cbc_encrypt_c: same keys and block counts, separate buffers at
 * the same offsets and in place, output, returned iv, guard bytes, input
 * unchanged, AAPCS; qzi_aes_cbc_encrypt_c itself against a chain of
 * qzi_aes_table_encrypt_c calls written out here.
 *
 * The CBC-decryption entries of the Thumb-2 S-box kernels
 * (qzi_aes_cbc_decrypt_<isa>_small) against a chain of
 * qzi_aes_table_decrypt_c calls and XORs written out here, with the
 * encryption round keys: separate buffers at the same offsets (the
 * contract allows no overlap), output, returned iv, guard bytes, input
 * unchanged, AAPCS.
 */
#include <stdio.h>
#include <string.h>

#include "internal/aes_kernel.h"
#include "qzt.h"

uint32_t qzt_abicall(void (*fn)(void *, const void *, size_t), void *a0,
                     const void *a1, size_t a2);

typedef void (*aes_fn)(const uint32_t *rk, unsigned nr, uint8_t *out,
                       const uint8_t *in, size_t nblocks);

/*
 * qzt_abicall passes three arguments; the kernels take five (the fifth on
 * the stack). qzt_aes_shim(args) loads them from a struct kcall and calls
 * args->fn, using only r0-r3, r12 and lr and putting sp back, so a
 * callee-saved register or sp damaged by the kernel still reaches
 * qzt_abicall's check. ARMv6-M instructions only (runs on every core).
 */
struct kcall {
    const uint32_t *rk; /* +0  */
    unsigned nr;        /* +4  */
    uint8_t *out;       /* +8  */
    const uint8_t *in;  /* +12 */
    size_t nblocks;     /* +16 */
    aes_fn fn;          /* +20 */
};
void qzt_aes_shim(void *args, const void *unused1, size_t unused2);
__asm__(".pushsection .text.qzt_aes_shim,\"ax\",%progbits\n"
        ".syntax unified\n"
        ".thumb\n"
        ".p2align 2\n"
        ".global qzt_aes_shim\n"
        ".type qzt_aes_shim, %function\n"
        ".thumb_func\n"
        "qzt_aes_shim:\n"
        "    sub  sp, #8\n"
        "    mov  r3, lr\n"
        "    str  r3, [sp, #4]\n"      /* return address */
        "    ldr  r3, [r0, #16]\n"
        "    str  r3, [sp, #0]\n"      /* 5th argument: nblocks */
        "    ldr  r3, [r0, #20]\n"
        "    mov  r12, r3\n"           /* fn */
        "    ldr  r3, [r0, #12]\n"     /* in */
        "    ldr  r2, [r0, #8]\n"      /* out */
        "    ldr  r1, [r0, #4]\n"      /* nr */
        "    ldr  r0, [r0, #0]\n"      /* rk */
        "    blx  r12\n"
        "    ldr  r3, [sp, #4]\n"
        "    add  sp, #8\n"
        "    bx   r3\n"
        ".size qzt_aes_shim, . - qzt_aes_shim\n"
        ".popsection\n");

typedef void (*cbc_fn)(const uint32_t *rk, unsigned nr, uint8_t iv[16], uint8_t *out,
                       const uint8_t *in, size_t nblocks);

/* The same for the CBC kernels' six arguments (two on the stack). */
struct kcbc {
    const uint32_t *rk; /* +0  */
    unsigned nr;        /* +4  */
    uint8_t *iv;        /* +8  */
    uint8_t *out;       /* +12 */
    const uint8_t *in;  /* +16 */
    size_t nblocks;     /* +20 */
    cbc_fn fn;          /* +24 */
};
void qzt_cbc_shim(void *args, const void *unused1, size_t unused2);
__asm__(".pushsection .text.qzt_cbc_shim,\"ax\",%progbits\n"
        ".syntax unified\n"
        ".thumb\n"
        ".p2align 2\n"
        ".global qzt_cbc_shim\n"
        ".type qzt_cbc_shim, %function\n"
        ".thumb_func\n"
        "qzt_cbc_shim:\n"
        "    sub  sp, #16\n"
        "    mov  r3, lr\n"
        "    str  r3, [sp, #8]\n"      /* return address */
        "    ldr  r3, [r0, #16]\n"
        "    str  r3, [sp, #0]\n"      /* 5th argument: in */
        "    ldr  r3, [r0, #20]\n"
        "    str  r3, [sp, #4]\n"      /* 6th argument: nblocks */
        "    ldr  r3, [r0, #24]\n"
        "    mov  r12, r3\n"           /* fn */
        "    ldr  r3, [r0, #12]\n"     /* out */
        "    ldr  r2, [r0, #8]\n"      /* iv */
        "    ldr  r1, [r0, #4]\n"      /* nr */
        "    ldr  r0, [r0, #0]\n"      /* rk */
        "    blx  r12\n"
        "    ldr  r3, [sp, #8]\n"
        "    add  sp, #16\n"
        "    bx   r3\n"
        ".size qzt_cbc_shim, . - qzt_cbc_shim\n"
        ".popsection\n");

/* same_keys: the table-small layout (internal/aes_kernel.h), whose
 * decrypt kernel takes the encryption round keys. */
static const struct {
    const char *name;
    aes_fn enc, dec;
    cbc_fn cbc;
    int same_keys;
    cbc_fn cbcd; /* CBC decryption entry, or NULL */
} IMPLS[] = {
#ifdef QZT_ARMV6M
    {"armv6m", qzi_aes_table_encrypt_armv6m, qzi_aes_table_decrypt_armv6m,
     qzi_aes_cbc_encrypt_armv6m, 0, NULL},
    {"armv6m_small", qzi_aes_table_encrypt_armv6m_small, qzi_aes_table_decrypt_armv6m_small,
     qzi_aes_cbc_encrypt_armv6m_small, 1, NULL},
#endif
#ifdef QZT_ARMV7EM
    {"armv7em", qzi_aes_table_encrypt_armv7em, qzi_aes_table_decrypt_armv7em,
     qzi_aes_cbc_encrypt_armv7em, 0, NULL},
    {"armv7em_small", qzi_aes_table_encrypt_armv7em_small, qzi_aes_table_decrypt_armv7em_small,
     qzi_aes_cbc_encrypt_armv7em_small, 1, qzi_aes_cbc_decrypt_armv7em_small},
#endif
#ifdef QZT_ARMV8M
    {"armv8m", qzi_aes_table_encrypt_armv8m, qzi_aes_table_decrypt_armv8m,
     qzi_aes_cbc_encrypt_armv8m, 0, NULL},
    {"armv8m_small", qzi_aes_table_encrypt_armv8m_small, qzi_aes_table_decrypt_armv8m_small,
     qzi_aes_cbc_encrypt_armv8m_small, 1, qzi_aes_cbc_decrypt_armv8m_small},
#endif
};

#define MAXB 20
#define BUF (MAXB * 16 + 8)
#define GUARD 0xa5

/* Run fn through the shim and qzt_abicall; report AAPCS damage. */
static void call(const char *name, aes_fn fn, const uint32_t *rk, unsigned nr,
                 uint8_t *out, const uint8_t *in, size_t nblocks)
{
    struct kcall k;
    uint32_t damage;

    k.rk = rk;
    k.nr = nr;
    k.out = out;
    k.in = in;
    k.nblocks = nblocks;
    k.fn = fn;
    damage = qzt_abicall(qzt_aes_shim, &k, NULL, 0);
    QZT_CHECK(damage == 0, "%s: AAPCS broken, mask 0x%03lx (nr %u, nblocks %u)", name,
              (unsigned long)damage, nr, (unsigned)nblocks);
}

/* The same for a CBC kernel. */
static void call_cbc(const char *name, cbc_fn fn, const uint32_t *rk, unsigned nr,
                     uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    struct kcbc k;
    uint32_t damage;

    k.rk = rk;
    k.nr = nr;
    k.iv = iv;
    k.out = out;
    k.in = in;
    k.nblocks = nblocks;
    k.fn = fn;
    damage = qzt_abicall(qzt_cbc_shim, &k, NULL, 0);
    QZT_CHECK(damage == 0, "%s: CBC AAPCS broken, mask 0x%03lx (nr %u, nblocks %u)", name,
              (unsigned long)damage, nr, (unsigned)nblocks);
}

static int guards_ok(const uint8_t *buf, size_t off, size_t len)
{
    for (size_t i = 0; i < off; i++)
        if (buf[i] != GUARD)
            return 0;
    for (size_t i = off + len; i < BUF; i++)
        if (buf[i] != GUARD)
            return 0;
    return 1;
}

/*
 * One implementation, one key, one block count: encrypt and decrypt with
 * separate buffers (the input ends ioff bytes before the end of its
 * 8-byte-aligned buffer, so it starts at offset -ioff mod 4; the output
 * starts ooff bytes into its buffer), then both in place at the output
 * offset; everything against the C twins.
 */
static void trial(const char *name, aes_fn enc, aes_fn dec, const uint32_t *rk_e,
                  const uint32_t *rk_d, const uint32_t *rk_dk, unsigned nr, size_t nblocks,
                  size_t ioff, size_t ooff, qzt_rng *rng)
{
    static uint64_t inbuf_w[BUF / 8], outbuf_w[BUF / 8];
    static uint8_t keep[BUF], want[MAXB * 16], back[MAXB * 16];
    uint8_t *inbuf = (uint8_t *)inbuf_w, *outbuf = (uint8_t *)outbuf_w;
    size_t len = 16 * nblocks;
    uint8_t *in = inbuf + (BUF - len - ioff);
    uint8_t *out = outbuf + ooff;

    /* Encryption, separate buffers. */
    memset(inbuf, GUARD, BUF);
    qzt_rand_bytes(rng, in, len);
    memcpy(keep, inbuf, BUF);
    memset(outbuf, GUARD, BUF);
    qzi_aes_table_encrypt_c(rk_e, nr, want, in, nblocks);
    call(name, enc, rk_e, nr, out, in, nblocks);
    QZT_CHECK(len == 0 || memcmp(out, want, len) == 0,
              "%s: encrypt differs from _c (nr %u, nblocks %u, in+%u, out+%u)", name, nr,
              (unsigned)nblocks, (unsigned)ioff, (unsigned)ooff);
    QZT_CHECK(guards_ok(outbuf, ooff, len), "%s: encrypt wrote outside out (nr %u, nblocks %u)",
              name, nr, (unsigned)nblocks);
    QZT_CHECK(memcmp(inbuf, keep, BUF) == 0, "%s: encrypt modified in", name);

    /* Decryption of that ciphertext, separate buffers: the plaintext
     * again, and the same as the C twin. */
    memset(outbuf, GUARD, BUF);
    memcpy(in, want, len);
    memcpy(keep, inbuf, BUF);
    qzi_aes_table_decrypt_c(rk_d, nr, back, in, nblocks);
    call(name, dec, rk_dk, nr, out, in, nblocks);
    QZT_CHECK(len == 0 || memcmp(out, back, len) == 0,
              "%s: decrypt differs from _c (nr %u, nblocks %u, in+%u, out+%u)", name, nr,
              (unsigned)nblocks, (unsigned)ioff, (unsigned)ooff);
    QZT_CHECK(guards_ok(outbuf, ooff, len), "%s: decrypt wrote outside out (nr %u, nblocks %u)",
              name, nr, (unsigned)nblocks);
    QZT_CHECK(memcmp(inbuf, keep, BUF) == 0, "%s: decrypt modified in", name);

    /* In place, both directions, at the output offset. */
    memset(outbuf, GUARD, BUF);
    qzt_rand_bytes(rng, out, len);
    memcpy(keep, out, len);
    qzi_aes_table_encrypt_c(rk_e, nr, want, out, nblocks);
    call(name, enc, rk_e, nr, out, out, nblocks);
    QZT_CHECK(len == 0 || memcmp(out, want, len) == 0,
              "%s: in-place encrypt differs (nr %u, nblocks %u, +%u)", name, nr,
              (unsigned)nblocks, (unsigned)ooff);
    call(name, dec, rk_dk, nr, out, out, nblocks);
    QZT_CHECK(len == 0 || memcmp(out, keep, len) == 0,
              "%s: in-place decrypt does not give the plaintext back (nr %u, nblocks %u, +%u)",
              name, nr, (unsigned)nblocks, (unsigned)ooff);
    QZT_CHECK(guards_ok(outbuf, ooff, len), "%s: in place wrote outside the buffer", name);
}

/*
 * CBC encryption, one implementation, one key, one block count, offsets
 * as in trial(): separate buffers, then in place; output and returned iv
 * against qzi_aes_cbc_encrypt_c, which is checked against a written-out
 * chain of qzi_aes_table_encrypt_c calls.
 */
static void trial_cbc(const char *name, cbc_fn cbc, const uint32_t *rk, unsigned nr,
                      size_t nblocks, size_t ioff, size_t ooff, qzt_rng *rng)
{
    static uint64_t inbuf_w[BUF / 8], outbuf_w[BUF / 8];
    static uint8_t keep[BUF], want[MAXB * 16], chain[MAXB * 16];
    uint32_t iv0_w[4], iv_want_w[4], iv_got_w[4];
    uint8_t *iv0 = (uint8_t *)iv0_w, *iv_want = (uint8_t *)iv_want_w;
    uint8_t *iv_got = (uint8_t *)iv_got_w;
    uint8_t *inbuf = (uint8_t *)inbuf_w, *outbuf = (uint8_t *)outbuf_w;
    size_t len = 16 * nblocks;
    uint8_t *in = inbuf + (BUF - len - ioff);
    uint8_t *out = outbuf + ooff;
    uint8_t blk[16];

    memset(inbuf, GUARD, BUF);
    qzt_rand_bytes(rng, in, len);
    qzt_rand_bytes(rng, iv0, 16);
    memcpy(keep, inbuf, BUF);

    /* The oracle: the chain of qzi_aes_table_encrypt_c calls written out.
     * qzi_aes_cbc_encrypt_c runs the configured variant's block kernel, so
     * it takes these table round keys only in the table build, where it
     * must equal the chain too. */
    memcpy(blk, iv0, 16);
    for (size_t b = 0; b < nblocks; b++) {
        for (unsigned j = 0; j < 16; j++)
            blk[j] = (uint8_t)(blk[j] ^ in[16 * b + j]);
        qzi_aes_table_encrypt_c(rk, nr, chain + 16 * b, blk, 1);
        memcpy(blk, chain + 16 * b, 16);
    }
    memcpy(want, chain, len);
    memcpy(iv_want, blk, 16);
#if QZ_AES_TABLE
    {
        uint32_t iv_c_w[4];
        uint8_t *iv_c = (uint8_t *)iv_c_w;
        static uint8_t got_c[MAXB * 16];

        memcpy(iv_c, iv0, 16);
        qzi_aes_cbc_encrypt_c(rk, nr, iv_c, got_c, in, nblocks);
        QZT_CHECK(len == 0 || memcmp(got_c, chain, len) == 0,
                  "cbc_encrypt_c differs from the chain of block calls (nr %u, nblocks %u)",
                  nr, (unsigned)nblocks);
        QZT_CHECK(memcmp(iv_c, blk, 16) == 0,
                  "cbc_encrypt_c: wrong iv on return (nblocks %u)", (unsigned)nblocks);
    }
#endif

    /* Separate buffers. */
    memset(outbuf, GUARD, BUF);
    memcpy(iv_got, iv0, 16);
    call_cbc(name, cbc, rk, nr, iv_got, out, in, nblocks);
    QZT_CHECK(len == 0 || memcmp(out, want, len) == 0,
              "%s: CBC encrypt differs from _c (nr %u, nblocks %u, in+%u, out+%u)", name, nr,
              (unsigned)nblocks, (unsigned)ioff, (unsigned)ooff);
    QZT_CHECK(memcmp(iv_got, iv_want, 16) == 0, "%s: CBC iv on return differs (nr %u, nblocks %u)",
              name, nr, (unsigned)nblocks);
    QZT_CHECK(guards_ok(outbuf, ooff, len), "%s: CBC wrote outside out (nr %u, nblocks %u)", name,
              nr, (unsigned)nblocks);
    QZT_CHECK(memcmp(inbuf, keep, BUF) == 0, "%s: CBC modified in", name);

    /* In place at the output offset. */
    memset(outbuf, GUARD, BUF);
    memcpy(out, in, len);
    memcpy(iv_got, iv0, 16);
    call_cbc(name, cbc, rk, nr, iv_got, out, out, nblocks);
    QZT_CHECK(len == 0 || memcmp(out, want, len) == 0,
              "%s: in-place CBC encrypt differs (nr %u, nblocks %u, +%u)", name, nr,
              (unsigned)nblocks, (unsigned)ooff);
    QZT_CHECK(memcmp(iv_got, iv_want, 16) == 0, "%s: in-place CBC iv differs (nblocks %u)", name,
              (unsigned)nblocks);
    QZT_CHECK(guards_ok(outbuf, ooff, len), "%s: in-place CBC wrote outside the buffer", name);
}

/*
 * CBC decryption, one implementation (rk_dk: the keys it takes), one key,
 * one block count, offsets as in trial(), separate buffers: output and
 * returned iv against a chain of qzi_aes_table_decrypt_c calls (with the
 * C reference's own decryption keys rk_d) and XORs.
 */
static void trial_cbcd(const char *name, cbc_fn cbcd, const uint32_t *rk_d,
                       const uint32_t *rk_dk, unsigned nr, size_t nblocks, size_t ioff,
                       size_t ooff, qzt_rng *rng)
{
    static uint64_t inbuf_w[BUF / 8], outbuf_w[BUF / 8];
    static uint8_t keep[BUF], want[MAXB * 16];
    uint32_t iv0_w[4], iv_want_w[4], iv_got_w[4];
    uint8_t *iv0 = (uint8_t *)iv0_w, *iv_want = (uint8_t *)iv_want_w;
    uint8_t *iv_got = (uint8_t *)iv_got_w;
    uint8_t *inbuf = (uint8_t *)inbuf_w, *outbuf = (uint8_t *)outbuf_w;
    size_t len = 16 * nblocks;
    uint8_t *in = inbuf + (BUF - len - ioff);
    uint8_t *out = outbuf + ooff;

    memset(inbuf, GUARD, BUF);
    qzt_rand_bytes(rng, in, len);
    qzt_rand_bytes(rng, iv0, 16);
    memcpy(keep, inbuf, BUF);

    /* The oracle: P[b] = D(C[b]) ^ C[b - 1], C[-1] = iv; iv = C[n - 1]. */
    memcpy(iv_want, iv0, 16);
    for (size_t b = 0; b < nblocks; b++) {
        qzi_aes_table_decrypt_c(rk_d, nr, want + 16 * b, in + 16 * b, 1);
        for (unsigned j = 0; j < 16; j++)
            want[16 * b + j] = (uint8_t)(want[16 * b + j] ^ iv_want[j]);
        memcpy(iv_want, in + 16 * b, 16);
    }

    memset(outbuf, GUARD, BUF);
    memcpy(iv_got, iv0, 16);
    call_cbc(name, cbcd, rk_dk, nr, iv_got, out, in, nblocks);
    QZT_CHECK(len == 0 || memcmp(out, want, len) == 0,
              "%s: CBC decrypt differs from the chain (nr %u, nblocks %u, in+%u, out+%u)", name,
              nr, (unsigned)nblocks, (unsigned)ioff, (unsigned)ooff);
    QZT_CHECK(memcmp(iv_got, iv_want, 16) == 0,
              "%s: CBC decrypt iv on return differs (nr %u, nblocks %u)", name, nr,
              (unsigned)nblocks);
    QZT_CHECK(guards_ok(outbuf, ooff, len), "%s: CBC decrypt wrote outside out (nr %u, nblocks %u)",
              name, nr, (unsigned)nblocks);
    QZT_CHECK(memcmp(inbuf, keep, BUF) == 0, "%s: CBC decrypt modified in", name);
}

/*
 * The S-box-only key schedules (qzi_aes_table_expand_<isa>_small, the
 * table-small layout) against qzi_aes_table_expand_c with decrypt == 0,
 * whatever their decrypt flag: 200 random keys of each length, at key
 * offsets 0..3 (a byte-wise read on the M0+), the keys of all zeros and
 * all ones, with the words of rk past 4 (nr + 1) left as they were, and
 * the AAPCS check of the other kernels (through a shim for its four
 * register arguments).
 */
typedef void (*expand_fn)(uint32_t rk[QZI_AES_RK_WORDS], const uint8_t *key, unsigned key_len,
                          int decrypt);
struct kexp {
    uint32_t *rk;        /* +0  */
    const uint8_t *key;  /* +4  */
    unsigned key_len;    /* +8  */
    int decrypt;         /* +12 */
    expand_fn fn;        /* +16 */
};
void qzt_expand_shim(void *args, const void *unused1, size_t unused2);
__asm__(".pushsection .text.qzt_expand_shim,\"ax\",%progbits\n"
        ".syntax unified\n"
        ".thumb\n"
        ".p2align 2\n"
        ".global qzt_expand_shim\n"
        ".type qzt_expand_shim, %function\n"
        ".thumb_func\n"
        "qzt_expand_shim:\n"
        "    sub  sp, #8\n"
        "    mov  r3, lr\n"
        "    str  r3, [sp, #4]\n"      /* return address */
        "    ldr  r3, [r0, #16]\n"
        "    mov  r12, r3\n"           /* fn */
        "    ldr  r3, [r0, #12]\n"     /* decrypt */
        "    ldr  r2, [r0, #8]\n"      /* key_len */
        "    ldr  r1, [r0, #4]\n"      /* key */
        "    ldr  r0, [r0, #0]\n"      /* rk */
        "    blx  r12\n"
        "    ldr  r3, [sp, #4]\n"
        "    add  sp, #8\n"
        "    bx   r3\n"
        ".size qzt_expand_shim, . - qzt_expand_shim\n"
        ".popsection\n");

static const struct {
    const char *name;
    expand_fn fn;
} EXPANDS[] = {
#ifdef QZT_ARMV6M
    {"armv6m_small", qzi_aes_table_expand_armv6m_small},
#endif
#ifdef QZT_ARMV7EM
    {"armv7em_small", qzi_aes_table_expand_armv7em_small},
#endif
#ifdef QZT_ARMV8M
    {"armv8m_small", qzi_aes_table_expand_armv8m_small},
#endif
    {NULL, NULL},
};

static void expand_trials(qzt_rng *rng)
{
    static uint32_t want[QZI_AES_RK_WORDS], got[QZI_AES_RK_WORDS];
    uint64_t keybuf_w[5];
    uint8_t *keybuf = (uint8_t *)keybuf_w;

    for (size_t i = 0; EXPANDS[i].fn != NULL; i++) {
        unsigned calls = 0;

        for (unsigned klen = 16; klen <= 32; klen += 8) {
            unsigned used = 4 * (klen / 4 + 7);

            for (unsigned t = 0; t < 200; t++) {
                uint8_t *key = keybuf + (t & 3);
                struct kexp k;
                uint32_t damage;

                if (t == 0)
                    memset(key, 0, klen);
                else if (t == 1)
                    memset(key, 0xff, klen);
                else
                    qzt_rand_bytes(rng, key, klen);
                qzi_aes_table_expand_c(want, key, klen, 0);
                memset(got, GUARD, sizeof got);
                k.rk = got;
                k.key = key;
                k.key_len = klen;
                k.decrypt = (int)(t & 1);
                k.fn = EXPANDS[i].fn;
                damage = qzt_abicall(qzt_expand_shim, &k, NULL, 0);
                QZT_CHECK(damage == 0, "%s: expand AAPCS broken, mask 0x%03lx (key_len %u)",
                          EXPANDS[i].name, (unsigned long)damage, klen);
                QZT_CHECK(memcmp(got, want, 4 * used) == 0,
                          "%s: expand differs from _c (key_len %u, decrypt %d, key+%u)",
                          EXPANDS[i].name, klen, k.decrypt, t & 3);
                for (unsigned w = used; w < QZI_AES_RK_WORDS; w++)
                    QZT_CHECK(got[w] == 0xa5a5a5a5u, "%s: expand wrote rk[%u] (key_len %u)",
                              EXPANDS[i].name, w, klen);
                calls++;
            }
        }
        printf("%s: %u key schedules (AES-128/192/256, both directions' flag)\n",
               EXPANDS[i].name, calls);
    }
}

/* FIPS-197 Appendix C: plaintext 00112233..ff, key 000102..(16/24/32). */
static void fips197_anchor(void)
{
    static const uint8_t ct[3][16] = {
        {0x69, 0xc4, 0xe0, 0xd8, 0x6a, 0x7b, 0x04, 0x30, 0xd8, 0xcd, 0xb7, 0x80, 0x70,
         0xb4, 0xc5, 0x5a},
        {0xdd, 0xa9, 0x7c, 0xa4, 0x86, 0x4c, 0xdf, 0xe0, 0x6e, 0xaf, 0x70, 0xa0, 0xec,
         0x0d, 0x71, 0x91},
        {0x8e, 0xa2, 0xb7, 0xca, 0x51, 0x67, 0x45, 0xbf, 0xea, 0xfc, 0x49, 0x90, 0x4b,
         0x49, 0x60, 0x89},
    };
    static uint32_t rk[QZI_AES_RK_WORDS], rk_e[QZI_AES_RK_WORDS];
    uint8_t key[32], pt[16], out[16];

    for (unsigned i = 0; i < 32; i++)
        key[i] = (uint8_t)i;
    for (unsigned i = 0; i < 16; i++)
        pt[i] = (uint8_t)(0x11 * i);
    for (unsigned k = 0; k < 3; k++) {
        unsigned klen = 16 + 8 * k, nr = 10 + 2 * k;

        qzi_aes_table_expand_c(rk, key, klen, 0);
        qzi_aes_table_encrypt_c(rk, nr, out, pt, 1);
        QZT_CHECK(memcmp(out, ct[k], 16) == 0, "FIPS-197 C.%u: C reference encrypt", k + 1);
        for (size_t i = 0; i < sizeof IMPLS / sizeof IMPLS[0]; i++) {
            memset(out, 0, 16);
            call(IMPLS[i].name, IMPLS[i].enc, rk, nr, out, pt, 1);
            QZT_CHECK(memcmp(out, ct[k], 16) == 0, "FIPS-197 C.%u: %s encrypt", k + 1,
                      IMPLS[i].name);
        }
        memcpy(rk_e, rk, sizeof rk_e);
        qzi_aes_table_expand_c(rk, key, klen, 1);
        qzi_aes_table_decrypt_c(rk, nr, out, ct[k], 1);
        QZT_CHECK(memcmp(out, pt, 16) == 0, "FIPS-197 C.%u: C reference decrypt", k + 1);
        for (size_t i = 0; i < sizeof IMPLS / sizeof IMPLS[0]; i++) {
            memset(out, 0, 16);
            call(IMPLS[i].name, IMPLS[i].dec, IMPLS[i].same_keys ? rk_e : rk, nr, out, ct[k],
                 1);
            QZT_CHECK(memcmp(out, pt, 16) == 0, "FIPS-197 C.%u: %s decrypt", k + 1,
                      IMPLS[i].name);
        }
    }
}

int main(void)
{
    static uint32_t rk_e[QZI_AES_RK_WORDS], rk_d[QZI_AES_RK_WORDS];
    qzt_rng rng;

    qzt_rng_seed(&rng, 0x61657374);
    /* The armv6m S-box kernels copy the byte tables with LDM: they must be
     * word-aligned (qemu does not fault on an unaligned LDM; the M0+ does). */
    QZT_CHECK(((uintptr_t)qzi_aes_sbox & 3) == 0 && ((uintptr_t)qzi_aes_inv_s & 3) == 0,
              "S-box tables not 4-byte aligned");
    fips197_anchor();
    expand_trials(&rng);
    for (size_t i = 0; i < sizeof IMPLS / sizeof IMPLS[0]; i++) {
        unsigned calls = 0;

        for (unsigned klen = 16; klen <= 32; klen += 8) {
            unsigned nr = klen / 4 + 6;

            for (size_t n = 0; n <= MAXB; n++) {
                uint8_t key[32];

                /* A fresh random key for every block count; keys of all
                 * zeros and all ones at n = 0 and 1. */
                if (n == 0)
                    memset(key, 0, sizeof key);
                else if (n == 1)
                    memset(key, 0xff, sizeof key);
                else
                    qzt_rand_bytes(&rng, key, klen);
                const uint32_t *rk_dk = IMPLS[i].same_keys ? rk_e : rk_d;

                qzi_aes_table_expand_c(rk_e, key, klen, 0);
                qzi_aes_table_expand_c(rk_d, key, klen, 1);
                /* Offsets (in, out): (0, 0) and (3, 1) always, one random
                 * pair more. */
                trial(IMPLS[i].name, IMPLS[i].enc, IMPLS[i].dec, rk_e, rk_d, rk_dk, nr, n, 0, 0,
                      &rng);
                trial(IMPLS[i].name, IMPLS[i].enc, IMPLS[i].dec, rk_e, rk_d, rk_dk, nr, n, 3, 1,
                      &rng);
                trial(IMPLS[i].name, IMPLS[i].enc, IMPLS[i].dec, rk_e, rk_d, rk_dk, nr, n,
                      qzt_rand32(&rng) & 3, qzt_rand32(&rng) & 7, &rng);
                calls += 3 * 4;
                if (IMPLS[i].cbc == NULL)
                    continue;
                trial_cbc(IMPLS[i].name, IMPLS[i].cbc, rk_e, nr, n, 0, 0, &rng);
                trial_cbc(IMPLS[i].name, IMPLS[i].cbc, rk_e, nr, n, 3, 1, &rng);
                trial_cbc(IMPLS[i].name, IMPLS[i].cbc, rk_e, nr, n, qzt_rand32(&rng) & 3,
                          qzt_rand32(&rng) & 7, &rng);
                calls += 3 * 2;
                if (IMPLS[i].cbcd == NULL)
                    continue;
                trial_cbcd(IMPLS[i].name, IMPLS[i].cbcd, rk_d, rk_dk, nr, n, 0, 0, &rng);
                trial_cbcd(IMPLS[i].name, IMPLS[i].cbcd, rk_d, rk_dk, nr, n, 3, 1, &rng);
                trial_cbcd(IMPLS[i].name, IMPLS[i].cbcd, rk_d, rk_dk, nr, n,
                           qzt_rand32(&rng) & 3, qzt_rand32(&rng) & 7, &rng);
                calls += 3;
            }
        }
        printf("%s: %u kernel calls, %s (AES-128/192/256, 0..%d blocks, offsets 0..7)\n",
               IMPLS[i].name, calls,
               IMPLS[i].cbcd != NULL ? "ECB, CBC and CBC decryption"
               : IMPLS[i].cbc != NULL ? "ECB and CBC" : "ECB", MAXB);
    }
    return qzt_finish("kernel-aes-table");
}

/*
 * AES ct kernel test: every assembly implementation of the constant-time
 * (fixsliced) AES kernels built for this core against qzi_aes_ct_encrypt_c
 * and qzi_aes_ct_decrypt_c, on random keys of 16, 24 and 32 bytes, for
 * every block count 0..20 (odd counts leave a half-empty pair), with the
 * input and output at every alignment 0..3 (a Cortex-M0+ faults on an
 * unaligned word access, so this also checks that the kernels only use
 * byte or aligned accesses there), in place, and through qzt_abicall
 * (r4-r11 and sp must survive). Guard bytes around the output must stay,
 * and the input must be left alone when it is not the output.
 * The small-footprint kernels (qzi_aes_ct_{en,de}crypt_<isa>_small,
 * lib/arch/<isa>/aes_ct_small.S) are in the list like the fast ones.
 *
 * A lone block (a one-block call, or the last of an odd count) runs in a
 * pair beside a copy of itself (lib/internal/aes_kernel.h). For the C
 * reference and every assembly kernel: a one-block call gives what the
 * same block gives in either half of a pair, and after a one-block
 * encryption of P under K the stack the call used (painted beforehand)
 * holds no word of E_K(0) (GCM's H and CMAC's L for K: what a zero block
 * beside P would compute). For the C reference and the ARMv6-M kernels,
 * which stage blocks in their frame, it holds no word of E_K(P) either
 * (q[] and FR_BUF are wiped). A deliberately leaky function (a block
 * beside a zero block, its pair left in the frame) proves that the scan
 * finds such words.
 *
 * Frame clean (cross builds): after a call of any kernel, the C reference
 * included, the stack it used holds no word derived from the key or the
 * data (see "frame clean" below; fc_leaky proves the check can fail).
 */
#include <stdio.h>
#include <string.h>

#include "internal/aes_kernel.h"
#include "frame_check.h"
#include "qzt.h"

typedef void (*aes_fn)(const uint32_t *, unsigned, uint8_t *, const uint8_t *,
                       size_t);

/*
 * qzt_abicall passes three arguments and the kernels take five, the fifth
 * on the stack. ct_thunk(&args) makes the five-argument call from a struct
 * ct_args, touching only r0-r3, r12, lr and its own 16 bytes of stack, so
 * that damage the kernel does to r4-r11 reaches qzt_abicall unmasked (a
 * damaged sp makes the thunk's return fail, which fails the test too).
 * ARMv6-M instructions only: the same thunk serves every core.
 */
struct ct_args {
    aes_fn fn;          /* +0 */
    const uint32_t *rk; /* +4 */
    uint32_t nr;        /* +8 */
    uint8_t *out;       /* +12 */
    const uint8_t *in;  /* +16 */
    uint32_t n;         /* +20 */
};
void qzt_ct_thunk(void *args, const void *unused, size_t unused2);
__asm__(".pushsection .text.qzt_ct_thunk,\"ax\",%progbits\n"
        ".syntax unified\n"
        ".thumb\n"
        ".p2align 2\n"
        ".global qzt_ct_thunk\n"
        ".type qzt_ct_thunk, %function\n"
        ".thumb_func\n"
        "qzt_ct_thunk:\n"
        "    push {r0, lr}\n"
        "    sub  sp, #8\n"
        "    ldr  r1, [r0, #20]\n"
        "    str  r1, [sp]\n"         /* fifth argument: n */
        "    ldr  r1, [r0, #0]\n"
        "    mov  r12, r1\n"          /* fn */
        "    ldr  r3, [r0, #16]\n"
        "    ldr  r2, [r0, #12]\n"
        "    ldr  r1, [r0, #8]\n"
        "    ldr  r0, [r0, #4]\n"
        "    blx  r12\n"
        "    add  sp, #8\n"
        "    pop  {r0, pc}\n"
        ".size qzt_ct_thunk, . - qzt_ct_thunk\n"
        ".popsection\n");

static const struct {
    const char *name;
    aes_fn enc, dec;
} IMPLS[] = {
#ifdef QZT_ARMV6M
    {"armv6m", qzi_aes_ct_encrypt_armv6m, qzi_aes_ct_decrypt_armv6m},
    {"armv6m_small", qzi_aes_ct_encrypt_armv6m_small, qzi_aes_ct_decrypt_armv6m_small},
#endif
#ifdef QZT_ARMV7EM
    {"armv7em", qzi_aes_ct_encrypt_armv7em, qzi_aes_ct_decrypt_armv7em},
    {"armv7em_small", qzi_aes_ct_encrypt_armv7em_small, qzi_aes_ct_decrypt_armv7em_small},
#endif
#ifdef QZT_ARMV8M
    {"armv8m", qzi_aes_ct_encrypt_armv8m, qzi_aes_ct_decrypt_armv8m},
    {"armv8m_small", qzi_aes_ct_encrypt_armv8m_small, qzi_aes_ct_decrypt_armv8m_small},
#endif
};

#define NIMPL (sizeof IMPLS / sizeof IMPLS[0])
#define MAXBLK 20
#define GUARD 0xa5
#define TRIALS 2

/* The kernel through the AAPCS check. */
static uint32_t call(aes_fn f, const uint32_t *rk, unsigned nr, uint8_t *out,
                     const uint8_t *in, size_t n)
{
    struct ct_args a = {f, rk, nr, out, in, (uint32_t)n};

    return qzt_abicall(qzt_ct_thunk, &a, NULL, 0);
}

static uint32_t rk[QZI_AES_RK_WORDS];
static uint8_t src[MAXBLK * 16 + 4], ref[MAXBLK * 16];
static const char *nm;
static uint8_t dst[MAXBLK * 16 + 4 + 32], keep[MAXBLK * 16 + 4];

/* One call of implementation i, direction dir (0 = encrypt), n blocks at
 * in offset io and out offset oo (inplace: out = in at offset io). */
static void one(size_t i, int dir, unsigned nr, size_t n, unsigned io,
                unsigned oo, int inplace)
{
    aes_fn f = dir ? IMPLS[i].dec : IMPLS[i].enc;
    const char *what = dir ? "decrypt" : "encrypt";
    uint8_t *out = dst + 16 + (inplace ? io : oo), *in;
    uint32_t damage;

    memset(dst, GUARD, sizeof dst);
    (dir ? qzi_aes_ct_decrypt_c : qzi_aes_ct_encrypt_c)(rk, nr, ref, src + io, n);
    if (inplace) {
        memcpy(out, src + io, 16 * n);
        in = out;
    } else {
        in = src + io;
        memcpy(keep, src, sizeof src);
    }
    damage = call(f, rk, nr, out, in, n);
    QZT_CHECK(damage == 0, "%s %s: AAPCS broken, mask 0x%03lx", IMPLS[i].name, what,
              (unsigned long)damage);
    QZT_CHECK(memcmp(out, ref, 16 * n) == 0,
              "%s %s: nr %u, %u blocks, in+%u out+%u%s differ from _c", IMPLS[i].name,
              what, nr, (unsigned)n, io, inplace ? io : oo, inplace ? " (in place)" : "");
    for (size_t j = 0; j < sizeof dst; j++) {
        if (dst + j < out || dst + j >= out + 16 * n) {
            if (dst[j] != GUARD) {
                QZT_CHECK(0, "%s %s: wrote outside the output (byte %d)", IMPLS[i].name,
                          what, (int)(dst + j - out));
                break;
            }
        }
    }
    if (!inplace)
        QZT_CHECK(memcmp(keep, src, sizeof src) == 0, "%s %s: input modified",
                  IMPLS[i].name, what);
}

/* --- one block ----------------------------------------------------------- */

/* f on block p alone, and as the first and the second half of a pair
 * beside a random block: all three must agree (both directions). */
static void one_vs_pair(aes_fn f, unsigned nr, qzt_rng *rng, const char *what)
{
    uint8_t p[16], alone[16], pair[32], pair2[32], other[16];

    qzt_rand_bytes(rng, p, 16);
    qzt_rand_bytes(rng, other, 16);
    f(rk, nr, alone, p, 1);
    memcpy(pair, p, 16);
    memcpy(pair + 16, other, 16);
    f(rk, nr, pair, pair, 2);
    memcpy(pair2, other, 16);
    memcpy(pair2 + 16, p, 16);
    f(rk, nr, pair2, pair2, 2);
    QZT_CHECK(memcmp(alone, pair, 16) == 0 && memcmp(alone, pair2 + 16, 16) == 0,
              "%s %s: nr %u, one block alone differs from the same block in a pair", nm,
              what, nr);
}

#define PAINT_BYTES 2048
#define PAINT_WORD 0x3cc35aa5u

typedef void (*one_fn)(aes_fn, unsigned, uint8_t *, const uint8_t *);

/* One block through f, from a frame of its own. */
static __attribute__((noinline)) void call_one(aes_fn f, unsigned nr, uint8_t *out,
                                               const uint8_t *in)
{
    f(rk, nr, out, in, 1);
}

/* Deliberately leaky: what the kernels used to do. The block runs beside
 * a zero block and the pair stays in this frame, unwiped. */
static __attribute__((noinline)) void leaky_one(aes_fn f, unsigned nr, uint8_t *out,
                                                const uint8_t *in)
{
    uint32_t pair[8];

    memcpy(pair, in, 16);
    memset(pair + 4, 0, 16);
    f(rk, nr, (uint8_t *)pair, (const uint8_t *)pair, 2);
    memcpy(out, pair, 16);
    __asm__ volatile("" : : "r"(pair) : "memory"); /* keep the frame's copy */
}

struct scan {
    unsigned zero_lane; /* words of E_K(0) found */
    unsigned output;    /* words of E_K(P) found */
    int used;           /* the call wrote into the painted area */
    int fits;           /* and left its deepest word painted */
};

static uint32_t le32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
           (uint32_t)p[3] << 24;
}

/* Paint PAINT_BYTES below our sp, run(f) on one block in -> out, then
 * count the aligned words of the painted area that equal a column word of
 * ek0 (E_K(0)) or of out. */
static __attribute__((noinline)) struct scan scan_one(one_fn run, aes_fn f, unsigned nr,
                                                      uint8_t *out, const uint8_t *in,
                                                      const uint8_t ek0[16])
{
    uintptr_t sp;
    const volatile uint32_t *p;
    struct scan r = {0, 0, 0, 0};

    __asm__ volatile("mov %0, sp" : "=r"(sp));
    p = (const volatile uint32_t *)(sp - PAINT_BYTES);
    qzt_paint_stack(PAINT_BYTES, PAINT_WORD);
    run(f, nr, out, in);
    for (size_t i = 0; i < PAINT_BYTES / 4; i++) {
        uint32_t w = p[i];

        r.used |= w != PAINT_WORD;
        for (unsigned c = 0; c < 4; c++) {
            r.zero_lane += w == le32(ek0 + 4 * c);
            r.output += w == le32(out + 4 * c);
        }
    }
    r.fits = p[0] == PAINT_WORD;
    return r;
}

/* One-block encryption through f under the current rk leaves no word of
 * E_K(0) in the stack it used (nor of its output, with output_too). */
static void no_zero_lane(aes_fn f, unsigned nr, qzt_rng *rng, int output_too)
{
    static const uint8_t zero[32];
    uint8_t ek0[32], in[16], out[16];
    struct scan r;

    qzi_aes_ct_encrypt_c(rk, nr, ek0, zero, 2); /* E_K(0), as a pair */
    qzt_rand_bytes(rng, in, 16);
    r = scan_one(call_one, f, nr, out, in, ek0);
    QZT_CHECK(r.used && r.fits, "%s: nr %u, the painted area misses the frame", nm, nr);
    QZT_CHECK(r.zero_lane == 0, "%s: nr %u, a one-block call left %u words of E_K(0)", nm,
              nr, r.zero_lane);
    if (output_too)
        QZT_CHECK(r.output == 0, "%s: nr %u, a one-block call left %u words of its output",
                  nm, nr, r.output);
    /* The scan can fail: the leaky function is caught. */
    r = scan_one(leaky_one, f, nr, out, in, ek0);
    QZT_CHECK(r.zero_lane >= 4, "%s: nr %u, the scan missed the leaky function's E_K(0)",
              nm, nr);
}

/* --- frame clean ----------------------------------------------------------
 *
 * The rule (lib/internal/aes_kernel.h): a kernel leaves no word of its
 * stack frame that depends on the key or the data. The gate is
 * tests/support/frame_check.h; public here are pointers into rk, in, out
 * and the thunk's arguments, nr and a count up to n. fc_leaky, which keeps
 * round-key words in its frame, proves that the check finds them.
 */

/* Deliberately leaky: the C reference, then four round-key words kept in
 * this function's (freed) frame. */
static __attribute__((noinline)) void fc_leaky(const uint32_t *k, unsigned nr, uint8_t *out,
                                               const uint8_t *in, size_t n)
{
    volatile uint32_t kept[4];

    qzi_aes_ct_encrypt_c(k, nr, out, in, n);
    for (unsigned c = 0; c < 4; c++)
        kept[c] = k[8 + c];
    __asm__ volatile("" : : "r"(kept) : "memory");
}

/* The words f (through qzt_ct_thunk) leaves that are none of the allowed
 * kinds; the first few are printed unless quiet. */
static unsigned fc_check(aes_fn f, const char *who, const char *what, unsigned nr,
                         uint8_t *out, const uint8_t *in, size_t n, int quiet)
{
    static struct ct_args a;
    const qzt_frame_buf pub[] = {
        {rk, 4 * QZI_AES_RK_WORDS}, {out, 16 * n}, {in, 16 * n}, {&a, sizeof a}};
    const qzt_frame_allow allow = {pub, 4, (uint32_t)n, nr, quiet};
    char name[80];

    a = (struct ct_args){f, rk, nr, out, in, (uint32_t)n};
    snprintf(name, sizeof name, "%s %s (nr %u, %u blocks)", who, what, nr, (unsigned)n);
    return qzt_frame_dirty(qzt_ct_thunk, &a, NULL, 0, &allow, name);
}

/* Every direction, key size, a one-block and a three-block call (in not
 * aligned). */
static void frame_clean(aes_fn enc, aes_fn dec, const char *who, qzt_rng *rng)
{
    uint8_t key[32];

    for (unsigned klen = 16; klen <= 32; klen += 8) {
        unsigned nr = klen / 4 + 6;

        qzt_rand_bytes(rng, key, klen);
        qzi_aes_ct_expand_c(rk, key, klen, 0);
        for (size_t n = 1; n <= 3; n += 2) {
            unsigned bad;

            qzt_rand_bytes(rng, src, sizeof src);
            bad = fc_check(enc, who, "encrypt", nr, dst, src + 1, n, 0);
            QZT_CHECK(bad == 0, "%s: encryption (nr %u, %u blocks) leaves %u words in its frame",
                      who, nr, (unsigned)n, bad);
            bad = fc_check(dec, who, "decrypt", nr, dst, src + 1, n, 0);
            QZT_CHECK(bad == 0, "%s: decryption (nr %u, %u blocks) leaves %u words in its frame",
                      who, nr, (unsigned)n, bad);
        }
    }
}

int main(void)
{
    static const uint8_t key128[16] = {0, 1, 2, 3, 4, 5, 6, 7,
                                       8, 9, 10, 11, 12, 13, 14, 15};
    static const uint8_t pt[16] = {0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77,
                                   0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff};
    static const uint8_t ct[16] = {0x69, 0xc4, 0xe0, 0xd8, 0x6a, 0x7b, 0x04, 0x30,
                                   0xd8, 0xcd, 0xb7, 0x80, 0x70, 0xb4, 0xc5, 0x5a};
    uint8_t key[32], blk[32];
    qzt_rng rng;

    qzt_rng_seed(&rng, 0x61657363);
    /* Frame clean: the check finds a leak, then every kernel and the C
     * reference pass it. */
    qzt_rand_bytes(&rng, key, 16);
    qzi_aes_ct_expand_c(rk, key, 16, 0);
    {
        unsigned words = fc_check(fc_leaky, "leaky", "encrypt", 10, dst, src, 1, 1);

        QZT_CHECK(words >= 4, "frame clean: the check missed the leaky function's round-key "
                  "words");
        printf("frame clean: the leaky function is caught (%u words)\n", words);
    }
    for (size_t i = 0; i < NIMPL; i++)
        frame_clean(IMPLS[i].enc, IMPLS[i].dec, IMPLS[i].name, &rng);
    frame_clean(qzi_aes_ct_encrypt_c, qzi_aes_ct_decrypt_c, "c", &rng);
    printf("frame clean: C and %u assembly kernels leave no key- or data-derived word\n",
           (unsigned)NIMPL);

    /* One block: the C reference, then each assembly kernel. */
    for (size_t i = 0; i <= NIMPL; i++) {
        aes_fn enc = i < NIMPL ? IMPLS[i].enc : qzi_aes_ct_encrypt_c;
        aes_fn dec = i < NIMPL ? IMPLS[i].dec : qzi_aes_ct_decrypt_c;

        nm = i < NIMPL ? IMPLS[i].name : "c";
        for (unsigned klen = 16; klen <= 32; klen += 8) {
            qzt_rand_bytes(&rng, key, klen);
            qzi_aes_ct_expand_c(rk, key, klen, 0);
            one_vs_pair(enc, klen / 4 + 6, &rng, "encrypt");
            one_vs_pair(dec, klen / 4 + 6, &rng, "decrypt");
            no_zero_lane(enc, klen / 4 + 6, &rng,
                         i == NIMPL || strncmp(nm, "armv6m", 6) == 0);
        }
    }
    printf("one block: alone = in a pair; no E_K(0) left behind (C and %u assembly)\n",
           (unsigned)NIMPL);

    for (size_t i = 0; i < NIMPL; i++) {
        unsigned long calls = 0;

        /* FIPS 197 C.1, as one block and as both halves of a pair. */
        qzi_aes_ct_expand_c(rk, key128, 16, 0);
        memcpy(blk, pt, 16);
        memcpy(blk + 16, pt, 16);
        IMPLS[i].enc(rk, 10, blk, blk, 2);
        QZT_CHECK(memcmp(blk, ct, 16) == 0 && memcmp(blk + 16, ct, 16) == 0,
                  "%s: FIPS 197 C.1 encryption", IMPLS[i].name);
        IMPLS[i].dec(rk, 10, blk, blk, 1);
        QZT_CHECK(memcmp(blk, pt, 16) == 0 && memcmp(blk + 16, ct, 16) == 0,
                  "%s: FIPS 197 C.1 decryption (one block)", IMPLS[i].name);

        for (unsigned klen = 16; klen <= 32; klen += 8) {
            unsigned nr = klen / 4 + 6;

            for (int t = 0; t < TRIALS; t++) {
                qzt_rand_bytes(&rng, key, klen);
                qzi_aes_ct_expand_c(rk, key, klen, 0);
                for (size_t n = 0; n <= MAXBLK; n++) {
                    for (int dir = 0; dir < 2; dir++) {
                        unsigned io = qzt_rand32(&rng) & 3, oo = qzt_rand32(&rng) & 3;

                        qzt_rand_bytes(&rng, src, sizeof src);
                        one(i, dir, nr, n, io, oo, 0);
                        one(i, dir, nr, n, oo, io, 1);
                        calls += 2;
                    }
                }
            }
        }
        /* Every alignment pair on a 3-block call (a pair and a single). */
        qzt_rand_bytes(&rng, key, 32);
        qzi_aes_ct_expand_c(rk, key, 32, 0);
        for (unsigned io = 0; io < 4; io++) {
            for (unsigned oo = 0; oo < 4; oo++) {
                qzt_rand_bytes(&rng, src, sizeof src);
                one(i, 0, 14, 3, io, oo, 0);
                one(i, 1, 14, 3, io, oo, 0);
                calls += 2;
            }
        }
        printf("%s: %lu calls (encrypt and decrypt, 0..%d blocks, AES-128/192/256)\n",
               IMPLS[i].name, calls, MAXBLK);
    }
    /* Anchor for the reference itself. */
    qzi_aes_ct_expand_c(rk, key128, 16, 0);
    qzi_aes_ct_encrypt_c(rk, 10, blk, pt, 1);
    QZT_CHECK(memcmp(blk, ct, 16) == 0, "qzi_aes_ct_encrypt_c: FIPS 197 C.1");
    return qzt_finish("kernel-aes-ct");
}

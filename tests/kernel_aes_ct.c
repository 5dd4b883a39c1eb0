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
 */
#include <stdio.h>
#include <string.h>

#include "internal/aes_kernel.h"
#include "qzt.h"

uint32_t qzt_abicall(void (*fn)(void *, const void *, size_t), void *a0,
                     const void *a1, size_t a2);

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
    struct ct_args a;

    a.fn = f;
    a.rk = rk;
    a.nr = nr;
    a.out = out;
    a.in = in;
    a.n = (uint32_t)n;
    return qzt_abicall(qzt_ct_thunk, &a, NULL, 0);
}

static uint32_t rk[QZI_AES_RK_WORDS];
static uint8_t src[MAXBLK * 16 + 4], ref[MAXBLK * 16];
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

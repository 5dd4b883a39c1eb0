/*
 * SHA-2 kernel test: every assembly kernel built for this core against
 * its _c twin (lib/generic), on random states, random block counts 0..5
 * and every block-pointer alignment 0..7, through qzt_abicall, which also
 * checks that r4-r11 and sp survive, and again by a plain call from C:
 * qzt_abicall enters the kernel with sp = 4 (mod 8) (it pushes 36 bytes),
 * C with sp = 0 (mod 8), and the SHA-512 kernels for armv7em and armv8m
 * place their schedule halves by the parity of sp. Guard words around the
 * state and the message must stay untouched.
 *
 * Frame clean: every implementation, the assembly ones and the _c twin,
 * leaves no word of its stack frame that depends on the state or the
 * message (the last block's schedule runs backwards to the block: after
 * qz_hmac_init that is K0 ^ opad). The gate, tests/support/frame_check.h,
 * paints the stack, runs the kernel through qzt_abicall, and every word
 * that is no longer the paint must be zero or a value the kernel may
 * leave: a saved r4-r11 canary, a return address, a stack address, the
 * state's address, a pointer into the message, or the block count. The
 * same holds for r0-r3, r12 and lr as an assembly kernel returns them
 * (qzt_regs_dirty). Deliberately leaky functions (the _c kernel behind a
 * frame that keeps a copy of message words; a function that returns state
 * words in r1, r2) prove that both checks find leaks.
 */
#include <stdio.h>
#include <string.h>

#include "internal/sha2_kernel.h"
#include "frame_check.h"
#include "qzt.h"

typedef qzt_kernel_fn kernel_fn;

static const struct {
    const char *name;
    kernel_fn sha256, sha512;
} IMPLS[] = {
#ifdef QZT_ARMV6M
    {"armv6m", (kernel_fn)qzi_sha256_compress_armv6m, (kernel_fn)qzi_sha512_compress_armv6m},
    {"armv6m_small", (kernel_fn)qzi_sha256_compress_armv6m_small, NULL},
#endif
#ifdef QZT_ARMV7EM
    {"armv7em", (kernel_fn)qzi_sha256_compress_armv7em, (kernel_fn)qzi_sha512_compress_armv7em},
    {"armv7em_small", (kernel_fn)qzi_sha256_compress_armv7em_small,
     (kernel_fn)qzi_sha512_compress_armv7em_small},
#endif
#ifdef QZT_ARMV8M
    {"armv8m", (kernel_fn)qzi_sha256_compress_armv8m, (kernel_fn)qzi_sha512_compress_armv8m},
#endif
};

#define TRIALS 120
#define GUARD 0xa5

/* Run one kernel and its reference on the same random input. */
static void trial(const char *name, int wide, kernel_fn asm_fn, qzt_rng *rng)
{
    static uint64_t ref_state[8], state_buf[8 + 2], direct_state[8];
    static uint8_t msg[5 * 128 + 16], copy[sizeof msg];
    size_t block = wide ? 128 : 64;
    size_t nblocks = qzt_rand32(rng) % 6, off = qzt_rand32(rng) % 8;
    uint64_t *state = state_buf + 1;
    uint32_t damage;

    memset(state_buf, GUARD, sizeof state_buf);
    qzt_rand_bytes(rng, state, wide ? 64 : 32);
    memcpy(ref_state, state, sizeof ref_state);
    memcpy(direct_state, state, sizeof direct_state);
    memset(msg, GUARD, sizeof msg);
    qzt_rand_bytes(rng, msg + off, nblocks * block);
    memcpy(copy, msg, sizeof msg);

    if (wide)
        qzi_sha512_compress_c(ref_state, msg + off, nblocks);
    else
        qzi_sha256_compress_c((uint32_t *)ref_state, msg + off, nblocks);
    damage = qzt_abicall(asm_fn, state, msg + off, nblocks);

    QZT_CHECK(damage == 0, "%s sha%d: AAPCS broken, mask 0x%03lx", name,
              wide ? 512 : 256, (unsigned long)damage);
    QZT_CHECK(memcmp(state, ref_state, wide ? 64 : 32) == 0,
              "%s sha%d: state differs from _c (nblocks %u, offset %u)", name,
              wide ? 512 : 256, (unsigned)nblocks, (unsigned)off);
    QZT_CHECK(memcmp(msg, copy, sizeof msg) == 0, "%s: message modified", name);
    asm_fn(direct_state, msg + off, nblocks); /* sp = 0 (mod 8) */
    QZT_CHECK(memcmp(direct_state, ref_state, wide ? 64 : 32) == 0,
              "%s sha%d: state differs from _c in a direct call (nblocks %u, offset %u)",
              name, wide ? 512 : 256, (unsigned)nblocks, (unsigned)off);
    {
        const uint8_t *g0 = (const uint8_t *)state_buf;
        const uint8_t *g1 = (const uint8_t *)(state + 8);
        size_t used = wide ? 64 : 32;
        int ok = 1;

        for (size_t i = 0; i < 8; i++)
            ok &= g0[i] == GUARD && g1[i] == GUARD;
        for (size_t i = used; i < 64; i++)
            ok &= ((const uint8_t *)state)[i] == GUARD;
        QZT_CHECK(ok, "%s sha%d: wrote outside the state", name, wide ? 512 : 256);
    }
}

/* Deliberately leaky: the _c kernel behind a frame that keeps a copy of
 * the first message word (what the old assembly kernels did with their
 * schedule). */
static __attribute__((noinline)) void leaky_sha256(void *state, const void *blocks,
                                                   size_t nblocks)
{
    uint32_t copy[4];

    memcpy(copy, blocks, sizeof copy);
    for (unsigned i = 0; i < 4; i++)
        copy[i] ^= 0x01010101u;
    __asm__ volatile("" : : "r"(copy) : "memory"); /* keep the frame's copy */
    qzi_sha256_compress_c(state, blocks, nblocks);
    __asm__ volatile("" : : "r"(copy) : "memory");
}

/* Two random blocks through fn: its frame must come back clean, and for
 * an assembly kernel (regs) also r0-r3, r12 and lr. Public: the state's
 * address (not its words), pointers into or just past the blocks, and the
 * block count. */
static void frame_clean(const char *name, int wide, kernel_fn fn, int regs, qzt_rng *rng)
{
    static uint64_t state[8];
    static uint8_t msg[2 * 128 + 1];
    size_t span = 2 * (wide ? 128 : 64);
    unsigned bad;

    for (unsigned off = 0; off < 2; off++) {
        const qzt_frame_buf pub[] = {{state, 0}, {msg + off, span}};
        const qzt_frame_allow allow = {pub, 2, 2, 0, 0};

        qzt_rand_bytes(rng, state, sizeof state);
        qzt_rand_bytes(rng, msg, sizeof msg);
        bad = qzt_frame_dirty(fn, state, msg + off, 2, &allow, name);
        QZT_CHECK(bad == 0, "%s sha%d: %u words of its frame depend on the input (offset %u)",
                  name, wide ? 512 : 256, bad, off);
        if (regs) {
            bad = qzt_regs_dirty(fn, state, msg + off, 2, &allow, name);
            QZT_CHECK(bad == 0, "%s sha%d: returns with secrets in registers (mask 0x%x)",
                      name, wide ? 512 : 256, bad);
        }
    }
}

/* Deliberately leaky for the register check: returns with r1, r2 =
 * state[0], state[1]. */
void qzt_sha2_leaky_regs(void *state, const void *blocks, size_t nblocks);
__asm__(".pushsection .text.qzt_sha2_leaky_regs,\"ax\",%progbits\n"
        ".syntax unified\n"
        ".thumb\n"
        ".p2align 2\n"
        ".global qzt_sha2_leaky_regs\n"
        ".type qzt_sha2_leaky_regs, %function\n"
        ".thumb_func\n"
        "qzt_sha2_leaky_regs:\n"
        "    ldr  r1, [r0]\n"
        "    ldr  r2, [r0, #4]\n"
        "    bx   lr\n"
        ".size qzt_sha2_leaky_regs, . - qzt_sha2_leaky_regs\n"
        ".popsection\n");

int main(void)
{
    qzt_rng rng;

    qzt_rng_seed(&rng, 0x6b65726e);
    for (size_t i = 0; i < sizeof IMPLS / sizeof IMPLS[0]; i++) {
        /* A small-footprint entry may have one of the two (NULL: none). */
        for (int t = 0; t < TRIALS; t++) {
            if (IMPLS[i].sha256)
                trial(IMPLS[i].name, 0, IMPLS[i].sha256, &rng);
            if (IMPLS[i].sha512)
                trial(IMPLS[i].name, 1, IMPLS[i].sha512, &rng);
        }
        printf("%s: %d SHA-256 and %d SHA-512 trials\n", IMPLS[i].name,
               IMPLS[i].sha256 ? TRIALS : 0, IMPLS[i].sha512 ? TRIALS : 0);
        if (IMPLS[i].sha256)
            frame_clean(IMPLS[i].name, 0, IMPLS[i].sha256, 1, &rng);
        if (IMPLS[i].sha512)
            frame_clean(IMPLS[i].name, 1, IMPLS[i].sha512, 1, &rng);
    }
    /* The _c twins: the frame only. Their registers are gcc's: r12 may
     * come back holding a body value (seen on the M0+). */
    frame_clean("c", 0, (kernel_fn)qzi_sha256_compress_c, 0, &rng);
    frame_clean("c", 1, (kernel_fn)qzi_sha512_compress_c, 0, &rng);
    {
        /* The check can fail: the leaky function is caught. */
        static uint32_t state[8];
        static uint32_t msg[16];
        const qzt_frame_buf pub[] = {{state, 0}, {msg, 64}};
        const qzt_frame_allow leak = {pub, 2, 1, 0, 1};
        unsigned words, regs;

        qzt_rand_bytes(&rng, msg, sizeof msg);
        words = qzt_frame_dirty(leaky_sha256, state, msg, 1, &leak, "leaky");
        QZT_CHECK(words >= 4, "the frame check missed the leaky function's copy");
        qzt_rand_bytes(&rng, state, sizeof state);
        regs = qzt_regs_dirty(qzt_sha2_leaky_regs, state, msg, 1, &leak, "leaky");
        QZT_CHECK((regs & 6) == 6, "the register check missed the leaky function's r1, r2");
        printf("frame clean: leaky functions caught (%u words, register mask 0x%x)\n", words,
               regs);
    }
    printf("frame clean: %u implementations and the _c twins\n",
           (unsigned)(sizeof IMPLS / sizeof IMPLS[0]));
    return qzt_finish("kernel-sha2");
}

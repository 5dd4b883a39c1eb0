/*
 * Keccak kernel test: every assembly Keccak-p[1600] built for this core
 * against qzi_keccakp1600_c, for 24 and 12 rounds, on random states and on
 * all-zero / all-one states, through qzt_abicall (r4-r11 and sp must
 * survive), with guard words on both sides of the state.
 *
 * Frame clean: every implementation, the assembly ones and the _c twin,
 * leaves no word of its stack frame that depends on the state (a sponge
 * state holding a key or a KMAC/HMAC-like secret). The gate,
 * tests/support/frame_check.h, paints the stack, runs the kernel through
 * qzt_abicall, and every word that is no longer the paint must be zero or
 * a value the kernel may leave: a saved r4-r11 canary, a return address, a
 * stack address, the state's address or the round count. The same holds
 * for r0-r3, r12 and lr as an assembly kernel returns them
 * (qzt_regs_dirty). Deliberately leaky functions (the _c kernel behind a
 * frame that keeps a copy of some state words; a function that returns
 * state words in r1, r2) prove that both checks find leaks.
 */
#include <stdio.h>
#include <string.h>

#include "internal/keccak_kernel.h"
#include "frame_check.h"
#include "qzt.h"

typedef qzt_kernel_fn kernel_fn;

static const struct {
    const char *name;
    kernel_fn keccak;
} IMPLS[] = {
#ifdef QZT_ARMV6M
    {"armv6m", (kernel_fn)(void (*)(void))qzi_keccakp1600_armv6m},
#endif
#ifdef QZT_ARMV7EM
    {"armv7em", (kernel_fn)(void (*)(void))qzi_keccakp1600_armv7em},
    {"armv7em_small", (kernel_fn)(void (*)(void))qzi_keccakp1600_armv7em_small},
#endif
#ifdef QZT_ARMV8M
    {"armv8m", (kernel_fn)(void (*)(void))qzi_keccakp1600_armv8m},
#endif
};

#define TRIALS 200
#define GUARD 0xa5a5a5a5u

/* Deliberately leaky: the _c kernel behind a frame that keeps a copy of
 * four state words (what a kernel that spills lanes and returns does). */
static __attribute__((noinline)) void leaky_keccak(void *s, const void *nrounds,
                                                   size_t unused)
{
    uint32_t copy[4];

    (void)unused;
    memcpy(copy, s, sizeof copy);
    for (unsigned i = 0; i < 4; i++)
        copy[i] ^= 0x01010101u;
    __asm__ volatile("" : : "r"(copy) : "memory"); /* keep the frame's copy */
    qzi_keccakp1600_c(s, (unsigned)(uintptr_t)nrounds);
    __asm__ volatile("" : : "r"(copy) : "memory");
}

/* A random state through fn, 24 and 12 rounds: its frame must come back
 * clean, and for an assembly kernel (regs) also r0-r3, r12 and lr. Public:
 * the state's address (not its words) and the round count. */
static void frame_clean(const char *name, kernel_fn fn, int regs, qzt_rng *rng)
{
    static uint32_t s[50];
    const qzt_frame_buf pub[] = {{s, 0}};

    for (unsigned nrounds = 24; nrounds >= 12; nrounds -= 12) {
        const qzt_frame_allow allow = {pub, 1, 0, nrounds, 0};
        unsigned bad;

        qzt_rand_bytes(rng, s, sizeof s);
        bad = qzt_frame_dirty(fn, s, (const void *)(uintptr_t)nrounds, 0, &allow, name);
        QZT_CHECK(bad == 0, "%s: %u rounds, %u words of its frame depend on the state", name,
                  nrounds, bad);
        if (regs) {
            bad = qzt_regs_dirty(fn, s, (const void *)(uintptr_t)nrounds, 0, &allow, name);
            QZT_CHECK(bad == 0, "%s: %u rounds, returns with state words in registers "
                      "(mask 0x%x)", name, nrounds, bad);
        }
    }
}

/* Deliberately leaky for the register check: returns with r1, r2 =
 * s[0], s[1]. */
void qzt_keccak_leaky_regs(void *s, const void *nrounds, size_t unused);
__asm__(".pushsection .text.qzt_keccak_leaky_regs,\"ax\",%progbits\n"
        ".syntax unified\n"
        ".thumb\n"
        ".p2align 2\n"
        ".global qzt_keccak_leaky_regs\n"
        ".type qzt_keccak_leaky_regs, %function\n"
        ".thumb_func\n"
        "qzt_keccak_leaky_regs:\n"
        "    ldr  r1, [r0]\n"
        "    ldr  r2, [r0, #4]\n"
        "    bx   lr\n"
        ".size qzt_keccak_leaky_regs, . - qzt_keccak_leaky_regs\n"
        ".popsection\n");

int main(void)
{
    static uint32_t buf[50 + 4], ref[50];
    const qzt_frame_buf pub[] = {{buf, 0}};
    const qzt_frame_allow leak = {pub, 1, 0, 24, 1};
    unsigned words, regs;
    qzt_rng rng;

    qzt_rng_seed(&rng, 0x6b656363);
    for (size_t i = 0; i < sizeof IMPLS / sizeof IMPLS[0]; i++) {
        for (int t = 0; t < TRIALS; t++) {
            unsigned nrounds = (t & 1) ? 12 : 24;
            uint32_t *s = buf + 2, damage;

            buf[0] = buf[1] = buf[52] = buf[53] = GUARD;
            if (t == 0)
                memset(s, 0, 200);
            else if (t == 1)
                memset(s, 0xff, 200);
            else
                qzt_rand_bytes(&rng, s, 200);
            memcpy(ref, s, 200);
            qzi_keccakp1600_c(ref, nrounds);
            /* The kernel takes (state, nrounds): the abicall's second
             * argument slot carries nrounds, the third is unused. */
            damage = qzt_abicall(IMPLS[i].keccak, s, (const void *)(uintptr_t)nrounds, 0);
            QZT_CHECK(damage == 0, "%s: AAPCS broken, mask 0x%03lx", IMPLS[i].name,
                      (unsigned long)damage);
            QZT_CHECK(memcmp(s, ref, 200) == 0, "%s: %u rounds differ from _c (trial %d)",
                      IMPLS[i].name, nrounds, t);
            QZT_CHECK(buf[0] == GUARD && buf[1] == GUARD && buf[52] == GUARD &&
                      buf[53] == GUARD, "%s: wrote outside the state", IMPLS[i].name);
        }
        printf("%s: %d permutations (24 and 12 rounds)\n", IMPLS[i].name, TRIALS);
        frame_clean(IMPLS[i].name, IMPLS[i].keccak, 1, &rng);
    }
    /* The _c twin: the frame only (its registers are gcc's). */
    frame_clean("c", (kernel_fn)(void (*)(void))qzi_keccakp1600_c, 0, &rng);
    /* The check can fail: the leaky function is caught. */
    qzt_rand_bytes(&rng, buf, sizeof buf);
    words = qzt_frame_dirty(leaky_keccak, buf, (const void *)(uintptr_t)24, 0, &leak, "leaky");
    QZT_CHECK(words >= 4, "the frame check missed the leaky function's copy");
    regs = qzt_regs_dirty(qzt_keccak_leaky_regs, buf, (const void *)(uintptr_t)24, 0, &leak,
                          "leaky");
    QZT_CHECK((regs & 6) == 6, "the register check missed the leaky function's r1, r2");
    printf("frame clean: leaky functions caught (%u words, register mask 0x%x)\n", words, regs);
    printf("frame clean: %u implementations and the _c twin\n",
           (unsigned)(sizeof IMPLS / sizeof IMPLS[0]));
    /* Anchor for the reference itself: Keccak-f[1600] of the zero state,
     * lane 0 = 0xF1258F7940E1DDE7 (bit-interleaved: even, odd words). */
    memset(ref, 0, sizeof ref);
    qzi_keccakp1600_c(ref, 24);
    QZT_CHECK(ref[0] == 0xd33d89fb && ref[1] == 0xc4b60cad, "zero-state anchor: %08lx %08lx",
              (unsigned long)ref[0], (unsigned long)ref[1]);
    return qzt_finish("kernel-keccak");
}

/*
 * Keccak kernel test: every assembly Keccak-p[1600] built for this core
 * against qzi_keccakp1600_c, for 24 and 12 rounds, on random states and on
 * all-zero / all-one states, through qzt_abicall (r4-r11 and sp must
 * survive), with guard words on both sides of the state.
 *
 * Frame clean: every implementation, the assembly ones and the _c twin,
 * leaves no word of its stack frame that depends on the state (a sponge
 * state holding a key or a KMAC/HMAC-like secret). The stack below the
 * kernel's entry sp is painted, the kernel runs through qzt_abicall, and
 * every word that is no longer the paint must be zero or a value the
 * kernel may leave: the r4-r11 values qzt_abicall loaded (saved
 * registers), a return address into qzt_abicall, the kernel or
 * qzi_wipe_stack, a stack address (a saved frame pointer), or one of the
 * arguments. The same holds for r0-r3, r12 and lr as an assembly kernel
 * returns them (qzt_keccak_regs_call records them). Deliberately leaky
 * functions (the _c kernel behind a frame that keeps a copy of some state
 * words; a function that returns state words in r1, r2) prove that both
 * checks find leaks.
 */
#include <stdio.h>
#include <string.h>

#include "internal/ct.h"
#include "internal/keccak_kernel.h"
#include "qzt.h"

uint32_t qzt_abicall(void (*fn)(void *, const void *, size_t), void *a0,
                     const void *a1, size_t a2);

typedef void (*kernel_fn)(void *, const void *, size_t);

static const struct {
    const char *name;
    kernel_fn keccak;
} IMPLS[] = {
#ifdef QZT_ARMV6M
    {"armv6m", (kernel_fn)(void (*)(void))qzi_keccakp1600_armv6m},
#endif
#ifdef QZT_ARMV7EM
    {"armv7em", (kernel_fn)(void (*)(void))qzi_keccakp1600_armv7em},
#endif
#ifdef QZT_ARMV8M
    {"armv8m", (kernel_fn)(void (*)(void))qzi_keccakp1600_armv8m},
#endif
};

#define TRIALS 200
#define GUARD 0xa5a5a5a5u

#define PAINT_BYTES 1536
#define PAINT_WORD 0xc35a3ca5u
#define ABICALL_FRAME 36 /* qzt_abicall's own pushes, above the kernel's sp */
#define CANARY 0x5a5a0000u /* qzt_abicall loads r<n> with CANARY + n */

/* qzt_keccak_frame_paint(bytes, pattern): fill the bytes (a positive
 * multiple of 4) just below the caller's sp with pattern, using no stack
 * itself, so that the frames of the calls the caller makes next land in
 * painted memory. ARMv6-M instructions: every core. */
void qzt_keccak_frame_paint(size_t bytes, uint32_t pattern);
__asm__(".pushsection .text.qzt_keccak_frame_paint,\"ax\",%progbits\n"
        ".syntax unified\n"
        ".thumb\n"
        ".p2align 2\n"
        ".global qzt_keccak_frame_paint\n"
        ".type qzt_keccak_frame_paint, %function\n"
        ".thumb_func\n"
        "qzt_keccak_frame_paint:\n"
        "    mov  r2, sp\n"
        "1:  subs r2, #4\n"
        "    str  r1, [r2]\n"
        "    subs r0, #4\n"
        "    bhi  1b\n"
        "    bx   lr\n"
        ".size qzt_keccak_frame_paint, . - qzt_keccak_frame_paint\n"
        ".popsection\n");

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

/* qzt_keccak_regs_call(a0, a1, a2): calls qzt_keccak_regs_fn(a0, a1, a2) and
 * stores r0-r3, r12 and lr as the kernel left them in
 * qzt_keccak_regs_out[0..5]. ARMv6-M instructions: every core. */
kernel_fn qzt_keccak_regs_fn;
uint32_t qzt_keccak_regs_out[6];
void qzt_keccak_regs_call(void *a0, const void *a1, size_t a2);
__asm__(".pushsection .text.qzt_keccak_regs_call,\"ax\",%progbits\n"
        ".syntax unified\n"
        ".thumb\n"
        ".p2align 2\n"
        ".global qzt_keccak_regs_call\n"
        ".type qzt_keccak_regs_call, %function\n"
        ".thumb_func\n"
        "qzt_keccak_regs_call:\n"
        "    push {r4, lr}\n"
        "    ldr  r4, =qzt_keccak_regs_fn\n"
        "    ldr  r4, [r4]\n"
        "    blx  r4\n"
        "    ldr  r4, =qzt_keccak_regs_out\n"
        "    stm  r4!, {r0-r3}\n"
        "    mov  r0, r12\n"
        "    mov  r1, lr\n"
        "    stm  r4!, {r0, r1}\n"
        "    pop  {r4, pc}\n"
        "    .ltorg\n"
        ".size qzt_keccak_regs_call, . - qzt_keccak_regs_call\n"
        ".popsection\n");

/* A word the kernel may leave in its frame or registers (see the header). */
static int allowed_word(uint32_t w, kernel_fn fn, uintptr_t sp, void *a0, const void *a1,
                        size_t a2, size_t span)
{
    /* Code addresses: return addresses into qzt_abicall, the kernel (a _c
     * kernel's body returns to its wrapper; the kernels are under 8 KiB),
     * qzi_wipe_stack (which calls qzi_wipe) and the register thunk. */
    const uintptr_t code[4] = {(uintptr_t)qzt_abicall, (uintptr_t)fn,
                               (uintptr_t)qzi_wipe_stack, (uintptr_t)qzt_keccak_regs_call};

    if (w == 0 || w == PAINT_WORD)
        return 1;
    if (w >= CANARY + 4 && w <= CANARY + 11)
        return 1;
    for (unsigned i = 0; i < 4; i++)
        if (w >= (code[i] & ~(uintptr_t)1) && w < (code[i] & ~(uintptr_t)1) + 8192)
            return 1;
    if (w >= sp - PAINT_BYTES && w <= sp + 64)
        return 1; /* saved frame pointers, stack addresses */
    if (w - (uint32_t)(uintptr_t)a1 <= span)
        return 1; /* a pointer into (or just past) the input */
    return w == (uint32_t)(uintptr_t)a0 || w == (uint32_t)a2;
}

/* Paint, run fn(a0, a1, a2) through qzt_abicall, and return how many
 * words of the kernel's frame hold something else than what
 * allowed_word() accepts (printing the first few when report). */
static __attribute__((noinline)) unsigned frame_dirty(const char *name, kernel_fn fn,
                                                      void *a0, const void *a1, size_t a2,
                                                      size_t span, int report)
{
    static uint32_t seen[(PAINT_BYTES - ABICALL_FRAME) / 4];
    uintptr_t sp;
    const volatile uint32_t *p;
    unsigned bad = 0, used = 0;

    __asm__ volatile("mov %0, sp" : "=r"(sp));
    p = (const volatile uint32_t *)(sp - PAINT_BYTES);
    qzt_keccak_frame_paint(PAINT_BYTES, PAINT_WORD);
    (void)qzt_abicall(fn, a0, a1, a2);
    /* Copy first, with no call: printf below reuses the painted stack. */
    for (size_t i = 0; i < sizeof seen / 4; i++)
        seen[i] = p[i];
    for (size_t i = 0; i < sizeof seen / 4; i++) {
        uint32_t w = seen[i];

        used |= w != PAINT_WORD;
        if (!allowed_word(w, fn, sp, a0, a1, a2, span)) {
            if (report && bad < 4)
                printf("  %s: word at entry sp - %u = 0x%08lx\n", name,
                       (unsigned)(PAINT_BYTES - ABICALL_FRAME - 4 * i),
                       (unsigned long)w);
            bad++;
        }
    }
    QZT_CHECK(used && seen[0] == PAINT_WORD, "%s: the painted area misses the frame", name);
    return bad;
}

/* Run fn(a0, a1, a2) and return the mask of r0-r3, r12, lr (bits 0..5)
 * that it returned with holding something else than what allowed_word()
 * accepts (printing them when report). */
static __attribute__((noinline)) unsigned regs_dirty(const char *name, kernel_fn fn,
                                                     void *a0, const void *a1, size_t a2,
                                                     size_t span, int report)
{
    static const char *const reg[6] = {"r0", "r1", "r2", "r3", "r12", "lr"};
    uintptr_t sp;
    unsigned bad = 0;

    __asm__ volatile("mov %0, sp" : "=r"(sp));
    qzt_keccak_regs_fn = fn;
    qzt_keccak_regs_call(a0, a1, a2);
    for (unsigned i = 0; i < 6; i++) {
        if (!allowed_word(qzt_keccak_regs_out[i], fn, sp, a0, a1, a2, span)) {
            if (report)
                printf("  %s: returns %s = 0x%08lx\n", name, reg[i],
                       (unsigned long)qzt_keccak_regs_out[i]);
            bad |= 1u << i;
        }
    }
    return bad;
}

/* A random state through fn, 24 and 12 rounds: its frame must come back
 * clean, and for an assembly kernel (regs) also r0-r3, r12 and lr. */
static void frame_clean(const char *name, kernel_fn fn, int regs, qzt_rng *rng)
{
    static uint32_t s[50];

    for (unsigned nrounds = 24; nrounds >= 12; nrounds -= 12) {
        unsigned bad;

        qzt_rand_bytes(rng, s, sizeof s);
        bad = frame_dirty(name, fn, s, (const void *)(uintptr_t)nrounds, 0, 0, 1);
        QZT_CHECK(bad == 0, "%s: %u rounds, %u words of its frame depend on the state", name,
                  nrounds, bad);
        if (regs) {
            bad = regs_dirty(name, fn, s, (const void *)(uintptr_t)nrounds, 0, 0, 1);
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
    QZT_CHECK(frame_dirty("leaky", leaky_keccak, buf, (const void *)(uintptr_t)24, 0, 0, 0) >= 4,
              "the frame check missed the leaky function's copy");
    QZT_CHECK((regs_dirty("leaky", qzt_keccak_leaky_regs, buf, (const void *)(uintptr_t)24,
                          0, 0, 0) & 6) == 6,
              "the register check missed the leaky function's r1, r2");
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

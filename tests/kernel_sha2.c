/*
 * SHA-2 kernel test: every assembly kernel built for this core against
 * its _c twin (lib/generic), on random states, random block counts 0..5
 * and every block-pointer alignment 0..7, through qzt_abicall, which also
 * checks that r4-r11 and sp survive. Guard words around the state and
 * the message must stay untouched.
 *
 * Frame clean: every implementation, the assembly ones and the _c twin,
 * leaves no word of its stack frame that depends on the state or the
 * message (the last block's schedule runs backwards to the block: after
 * qz_hmac_init that is K0 ^ opad). The stack below the kernel's entry sp
 * is painted, the kernel runs through qzt_abicall, and every word that is
 * no longer the paint must be zero or a value the kernel may leave: the
 * r4-r11 values qzt_abicall loaded (saved registers), a return address
 * into qzt_abicall, the kernel or qzi_wipe_stack, a stack address (a
 * saved frame pointer), a pointer into the message, or one of the three
 * arguments. The same holds for r0-r3, r12 and lr as an assembly kernel
 * returns them (qzt_sha2_regs_call records them). Deliberately leaky
 * functions (the _c kernel behind a frame that keeps a copy of message
 * words; a function that returns state words in r1, r2) prove that both
 * checks find leaks.
 */
#include <stdio.h>
#include <string.h>

#include "internal/ct.h"
#include "internal/sha2_kernel.h"
#include "qzt.h"

uint32_t qzt_abicall(void (*fn)(void *, const void *, size_t), void *a0,
                     const void *a1, size_t a2);

typedef void (*kernel_fn)(void *, const void *, size_t);

static const struct {
    const char *name;
    kernel_fn sha256, sha512;
} IMPLS[] = {
#ifdef QZT_ARMV6M
    {"armv6m", (kernel_fn)qzi_sha256_compress_armv6m, (kernel_fn)qzi_sha512_compress_armv6m},
#endif
#ifdef QZT_ARMV7EM
    {"armv7em", (kernel_fn)qzi_sha256_compress_armv7em, (kernel_fn)qzi_sha512_compress_armv7em},
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
    static uint64_t ref_state[8], state_buf[8 + 2];
    static uint8_t msg[5 * 128 + 16], copy[sizeof msg];
    size_t block = wide ? 128 : 64;
    size_t nblocks = qzt_rand32(rng) % 6, off = qzt_rand32(rng) % 8;
    uint64_t *state = state_buf + 1;
    uint32_t damage;

    memset(state_buf, GUARD, sizeof state_buf);
    qzt_rand_bytes(rng, state, wide ? 64 : 32);
    memcpy(ref_state, state, sizeof ref_state);
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

#define PAINT_BYTES 1536
#define PAINT_WORD 0xc35a3ca5u
#define ABICALL_FRAME 36 /* qzt_abicall's own pushes, above the kernel's sp */
#define CANARY 0x5a5a0000u /* qzt_abicall loads r<n> with CANARY + n */

/* frame_paint(bytes, pattern): fill the bytes (a positive multiple of 4)
 * just below the caller's sp with pattern, using no stack itself, so that
 * the frames of the calls the caller makes next land in painted memory.
 * ARMv6-M instructions: every core. */
void qzt_sha2_frame_paint(size_t bytes, uint32_t pattern);
__asm__(".pushsection .text.qzt_sha2_frame_paint,\"ax\",%progbits\n"
        ".syntax unified\n"
        ".thumb\n"
        ".p2align 2\n"
        ".global qzt_sha2_frame_paint\n"
        ".type qzt_sha2_frame_paint, %function\n"
        ".thumb_func\n"
        "qzt_sha2_frame_paint:\n"
        "    mov  r2, sp\n"
        "1:  subs r2, #4\n"
        "    str  r1, [r2]\n"
        "    subs r0, #4\n"
        "    bhi  1b\n"
        "    bx   lr\n"
        ".size qzt_sha2_frame_paint, . - qzt_sha2_frame_paint\n"
        ".popsection\n");

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

/* qzt_sha2_regs_call(a0, a1, a2): calls qzt_sha2_regs_fn(a0, a1, a2) and
 * stores r0-r3, r12 and lr as the kernel left them in
 * qzt_sha2_regs_out[0..5]. ARMv6-M instructions: every core. */
kernel_fn qzt_sha2_regs_fn;
uint32_t qzt_sha2_regs_out[6];
void qzt_sha2_regs_call(void *a0, const void *a1, size_t a2);
__asm__(".pushsection .text.qzt_sha2_regs_call,\"ax\",%progbits\n"
        ".syntax unified\n"
        ".thumb\n"
        ".p2align 2\n"
        ".global qzt_sha2_regs_call\n"
        ".type qzt_sha2_regs_call, %function\n"
        ".thumb_func\n"
        "qzt_sha2_regs_call:\n"
        "    push {r4, lr}\n"
        "    ldr  r4, =qzt_sha2_regs_fn\n"
        "    ldr  r4, [r4]\n"
        "    blx  r4\n"
        "    ldr  r4, =qzt_sha2_regs_out\n"
        "    stm  r4!, {r0-r3}\n"
        "    mov  r0, r12\n"
        "    mov  r1, lr\n"
        "    stm  r4!, {r0, r1}\n"
        "    pop  {r4, pc}\n"
        "    .ltorg\n"
        ".size qzt_sha2_regs_call, . - qzt_sha2_regs_call\n"
        ".popsection\n");

/* A word the kernel may leave in its frame or registers (see the header). */
static int allowed_word(uint32_t w, kernel_fn fn, uintptr_t sp, void *a0, const void *a1,
                        size_t a2, size_t span)
{
    /* Code addresses: return addresses into qzt_abicall, the kernel (a _c
     * kernel's body returns to its wrapper; the kernels are under 8 KiB),
     * qzi_wipe_stack (which calls qzi_wipe) and the register thunk. */
    const uintptr_t code[4] = {(uintptr_t)qzt_abicall, (uintptr_t)fn,
                               (uintptr_t)qzi_wipe_stack, (uintptr_t)qzt_sha2_regs_call};

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
    qzt_sha2_frame_paint(PAINT_BYTES, PAINT_WORD);
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
    qzt_sha2_regs_fn = fn;
    qzt_sha2_regs_call(a0, a1, a2);
    for (unsigned i = 0; i < 6; i++) {
        if (!allowed_word(qzt_sha2_regs_out[i], fn, sp, a0, a1, a2, span)) {
            if (report)
                printf("  %s: returns %s = 0x%08lx\n", name, reg[i],
                       (unsigned long)qzt_sha2_regs_out[i]);
            bad |= 1u << i;
        }
    }
    return bad;
}

/* Two random blocks through fn: its frame must come back clean, and for
 * an assembly kernel (regs) also r0-r3, r12 and lr. */
static void frame_clean(const char *name, int wide, kernel_fn fn, int regs, qzt_rng *rng)
{
    static uint64_t state[8];
    static uint8_t msg[2 * 128 + 1];
    size_t span = 2 * (wide ? 128 : 64);
    unsigned bad;

    for (unsigned off = 0; off < 2; off++) {
        qzt_rand_bytes(rng, state, sizeof state);
        qzt_rand_bytes(rng, msg, sizeof msg);
        bad = frame_dirty(name, fn, state, msg + off, 2, span, 1);
        QZT_CHECK(bad == 0, "%s sha%d: %u words of its frame depend on the input (offset %u)",
                  name, wide ? 512 : 256, bad, off);
        if (regs) {
            bad = regs_dirty(name, fn, state, msg + off, 2, span, 1);
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
        for (int t = 0; t < TRIALS; t++) {
            trial(IMPLS[i].name, 0, IMPLS[i].sha256, &rng);
            trial(IMPLS[i].name, 1, IMPLS[i].sha512, &rng);
        }
        printf("%s: %d SHA-256 and %d SHA-512 trials\n", IMPLS[i].name, TRIALS, TRIALS);
        frame_clean(IMPLS[i].name, 0, IMPLS[i].sha256, 1, &rng);
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

        qzt_rand_bytes(&rng, msg, sizeof msg);
        QZT_CHECK(frame_dirty("leaky", leaky_sha256, state, msg, 1, 64, 0) >= 4,
                  "the frame check missed the leaky function's copy");
        qzt_rand_bytes(&rng, state, sizeof state);
        QZT_CHECK((regs_dirty("leaky", qzt_sha2_leaky_regs, state, msg, 1, 64, 0) & 6) == 6,
                  "the register check missed the leaky function's r1, r2");
    }
    printf("frame clean: %u implementations and the _c twins\n",
           (unsigned)(sizeof IMPLS / sizeof IMPLS[0]));
    return qzt_finish("kernel-sha2");
}

/*
 * ChaCha20 kernel test: every assembly qzi_chacha20_blocks built for this
 * core against qzi_chacha20_blocks_c, on random states (counters near the
 * 2^32 wrap included), 0..5 blocks, every input and output alignment
 * 0..7, out of place and in place, through qzt_abicall (r4-r11 and sp
 * must survive), with guard bytes around the state and the output. The C
 * reference itself is anchored to RFC 8439 section 2.3.2.
 *
 * Poly1305: every assembly qzi_poly1305_blocks against qzi_poly1305_blocks_c
 * and against a plain big-number oracle in this file (schoolbook product,
 * reduction by folding), both compared after full reduction mod 2^130 - 5
 * (the kernels may return different unreduced representatives), on random
 * clamped keys and accumulators (h[4] up to 7), accumulators at and near
 * p, 2^130 and 2^131 - 1, extreme keys, all-ones messages, 0..9 blocks and
 * a long call, hibit 0 and 1, message alignments 0..3, chained calls (the
 * output bound h[4] <= 4 is checked), through qzt_abicall, with guard
 * words around h. The C reference is anchored to RFC 8439 section 2.5.2.
 *
 * Frame clean: after every ChaCha20 and Poly1305 implementation, the C
 * references included, the stack it used holds no word derived from the
 * state, h, r or the data (fc_leaky proves the check can fail).
 */
#include <stdio.h>
#include <string.h>

#include "internal/chacha_kernel.h"
#include "frame_check.h"
#include "qzt.h"

typedef qzt_kernel_fn kernel_fn;

#ifdef QZT_ARMV7EM
/* qzt_abicall passes three arguments; the kernel takes four. This shim
 * (r0 = state, r1 = {in, out}, r2 = nblocks) touches only r0-r3 and
 * tail-calls the kernel, so the AAPCS check still sees the kernel alone. */
void qzt_chacha_shim_armv7em(void *state, const void *io, size_t nblocks);
__asm__(".syntax unified\n"
        ".thumb\n"
        ".section .text.qzt_chacha_shim_armv7em,\"ax\",%progbits\n"
        ".p2align 2\n"
        ".global qzt_chacha_shim_armv7em\n"
        ".type qzt_chacha_shim_armv7em, %function\n"
        ".thumb_func\n"
        "qzt_chacha_shim_armv7em:\n"
        "    mov r3, r2\n"
        "    ldr r2, [r1, #4]\n"
        "    ldr r1, [r1, #0]\n"
        "    b.w qzi_chacha20_blocks_armv7em\n"
        ".size qzt_chacha_shim_armv7em, .-qzt_chacha_shim_armv7em\n"
        ".text\n");
#endif

#ifdef QZT_ARMV6M
/* The same for the ARMv6-M kernel, in Thumb-1 (a BL, not a tail call:
 * Thumb-1 B may not reach the kernel); it touches only r0-r3, lr and its
 * own 8 bytes of stack. */
void qzt_chacha_shim_armv6m(void *state, const void *io, size_t nblocks);
__asm__(".syntax unified\n"
        ".thumb\n"
        ".section .text.qzt_chacha_shim_armv6m,\"ax\",%progbits\n"
        ".p2align 2\n"
        ".global qzt_chacha_shim_armv6m\n"
        ".type qzt_chacha_shim_armv6m, %function\n"
        ".thumb_func\n"
        "qzt_chacha_shim_armv6m:\n"
        "    sub sp, #8\n"
        "    mov r3, lr\n"
        "    str r3, [sp, #4]\n"
        "    mov r3, r2\n"
        "    ldr r2, [r1, #4]\n"
        "    ldr r1, [r1, #0]\n"
        "    bl qzi_chacha20_blocks_armv6m\n"
        "    ldr r3, [sp, #4]\n"
        "    add sp, #8\n"
        "    bx r3\n"
        ".size qzt_chacha_shim_armv6m, .-qzt_chacha_shim_armv6m\n"
        ".text\n");

/* qzt_abicall passes three arguments; the Poly1305 kernel takes five. This
 * shim (r0 = h, r1 = {r, m, hibit}, r2 = nblocks) puts hibit on the stack
 * as the 5th argument and calls the kernel; it touches only r0-r3, lr and
 * its own 8 bytes of stack, so the AAPCS check still sees the kernel. */
void qzt_poly_shim_armv6m(void *h, const void *args, size_t nblocks);
__asm__(".syntax unified\n"
        ".thumb\n"
        ".section .text.qzt_poly_shim_armv6m,\"ax\",%progbits\n"
        ".p2align 2\n"
        ".global qzt_poly_shim_armv6m\n"
        ".type qzt_poly_shim_armv6m, %function\n"
        ".thumb_func\n"
        "qzt_poly_shim_armv6m:\n"
        "    sub sp, #8\n"
        "    ldr r3, [r1, #8]\n"
        "    str r3, [sp, #0]\n"
        "    mov r3, lr\n"
        "    str r3, [sp, #4]\n"
        "    mov r3, r2\n"
        "    ldr r2, [r1, #4]\n"
        "    ldr r1, [r1, #0]\n"
        "    bl qzi_poly1305_blocks_armv6m\n"
        "    ldr r3, [sp, #4]\n"
        "    add sp, #8\n"
        "    bx r3\n"
        ".size qzt_poly_shim_armv6m, .-qzt_poly_shim_armv6m\n"
        ".text\n");
#endif

static const struct {
    const char *name;
    kernel_fn shim;
} POLY_IMPLS[] = {
#ifdef QZT_ARMV6M
    {"poly1305 armv6m", (kernel_fn)qzt_poly_shim_armv6m},
#endif
    {NULL, NULL}};

/* The arguments the Poly1305 shims read through their second pointer. */
struct poly_args {
    const uint32_t *r;
    const uint8_t *m;
    uint32_t hibit;
};

static const struct {
    const char *name;
    kernel_fn shim;
} IMPLS[] = {
#ifdef QZT_ARMV6M
    {"armv6m", (kernel_fn)qzt_chacha_shim_armv6m},
#endif
#ifdef QZT_ARMV7EM
    {"armv7em", (kernel_fn)qzt_chacha_shim_armv7em},
#endif
    {NULL, NULL}};

#define TRIALS 400
#define GUARD 0xa5u
#define MAXB 5

/* p = 2^130 - 5 as five words. */
static const uint32_t P130[5] = {0xfffffffbu, 0xffffffffu, 0xffffffffu, 0xffffffffu, 3};

/* x (n words, n >= 5) mod p into out[5], fully reduced: fold the bits at
 * 2^130 and up times 5 until x < 2^131, then subtract p while x >= p. */
static void mod_p(const uint32_t *x, size_t n, uint32_t out[5])
{
    uint32_t v[10];
    int more = 1;

    memcpy(v, x, n * 4);
    for (size_t i = n; i < 10; i++)
        v[i] = 0;
    while (more) {
        uint32_t hi[6];
        uint64_t acc = 0;

        /* hi = v >> 130 */
        for (size_t i = 0; i < 6; i++)
            hi[i] = (v[4 + i] >> 2) | (i + 5 < 10 ? v[5 + i] << 30 : 0);
        more = 0;
        for (size_t i = 0; i < 6; i++)
            more |= hi[i] != 0;
        if (!more)
            break;
        v[4] &= 3;
        for (size_t i = 5; i < 10; i++)
            v[i] = 0;
        /* v += 5 hi */
        for (size_t i = 0; i < 10; i++) {
            acc += (uint64_t)v[i] + (i < 6 ? (uint64_t)hi[i] * 5 : 0);
            v[i] = (uint32_t)acc;
            acc >>= 32;
        }
    }
    for (;;) {
        uint32_t d[5];
        uint64_t br = 0;

        for (size_t i = 0; i < 5; i++) {
            uint64_t t = (uint64_t)v[i] - P130[i] - br;

            d[i] = (uint32_t)t;
            br = (t >> 32) & 1;
        }
        if (br)
            break; /* v < p */
        memcpy(v, d, sizeof d);
    }
    memcpy(out, v, 5 * 4);
}

/* The oracle: h = (h + m_i + hibit 2^128) r mod p per block, schoolbook
 * on 32-bit words; h is returned fully reduced. */
static void poly_oracle(uint32_t h[5], const uint32_t r[4], const uint8_t *m, size_t nblocks,
                        uint32_t hibit)
{
    uint32_t a[6], prod[10];

    if (nblocks == 0)
        return;
    for (size_t b = 0; b < nblocks; b++, m += 16) {
        uint64_t acc = 0;

        for (size_t i = 0; i < 5; i++) {
            acc += (uint64_t)h[i] + (i < 4 ? qzi_chacha_load_le32(m + 4 * i) : hibit);
            a[i] = (uint32_t)acc;
            acc >>= 32;
        }
        a[5] = (uint32_t)acc;
        memset(prod, 0, sizeof prod);
        for (size_t i = 0; i < 6; i++) {
            uint64_t c = 0;

            for (size_t j = 0; j < 4 && i + j < 10; j++) {
                c += (uint64_t)a[i] * r[j] + prod[i + j];
                prod[i + j] = (uint32_t)c;
                c >>= 32;
            }
            if (i + 4 < 10)
                prod[i + 4] += (uint32_t)c;
        }
        mod_p(prod, 10, h);
    }
}

/* Accumulator kinds: random below 2^131, and values at the edges. */
static void poly_pick_h(qzt_rng *rng, int kind, uint32_t h[5])
{
    qzt_rand_bytes(rng, h, 20);
    switch (kind % 8) {
    case 0: /* random, h[4] <= 7 */
        h[4] &= 7;
        break;
    case 1: /* p - small */
        memcpy(h, P130, 20);
        h[0] -= qzt_rand32(rng) & 7;
        break;
    case 2: /* p + small (unreduced) */
        memcpy(h, P130, 20);
        h[0] += qzt_rand32(rng) & 3;
        break;
    case 3: /* 2^131 - 1 - small: the largest accepted */
        h[0] = 0xffffffffu - (qzt_rand32(rng) & 15);
        h[1] = h[2] = h[3] = 0xffffffffu;
        h[4] = 7;
        break;
    case 4: /* 2^130 - 1 and neighbours */
        h[0] = h[1] = h[2] = h[3] = 0xffffffffu;
        h[4] = 3 + (qzt_rand32(rng) & 1);
        break;
    case 5: /* zero */
        memset(h, 0, 20);
        break;
    case 6: /* random, h[4] <= 4 (a kernel's own output range) */
        h[4] %= 5;
        break;
    default: /* random low words, all-ones pattern in some */
        h[4] &= 7;
        h[qzt_rand32(rng) % 4] = 0xffffffffu;
        break;
    }
}

static void poly_pick_r(qzt_rng *rng, int kind, uint32_t r[4])
{
    static const uint32_t clamp[4] = {0x0fffffffu, 0x0ffffffcu, 0x0ffffffcu, 0x0ffffffcu};

    qzt_rand_bytes(rng, r, 16);
    if (kind % 5 == 1)
        memset(r, 0xff, 16); /* the largest clamped key */
    else if (kind % 5 == 2)
        memset(r, 0, 16);
    else if (kind % 5 == 3)
        r[qzt_rand32(rng) % 4] = 0xffffffffu;
    for (int i = 0; i < 4; i++)
        r[i] &= clamp[i];
}

#define PTRIALS 600
#define PMAXB 9
#define PBIG 67

static void poly_test(qzt_rng *rng, size_t *impls)
{
    static uint8_t msg[16 * PBIG + 4];
    static uint32_t hbuf[5 + 4];

    for (size_t i = 0; POLY_IMPLS[i].name != NULL; i++, (*impls)++) {
        for (int t = 0; t < PTRIALS; t++) {
            uint32_t r[4], *h = hbuf + 2, hc[5], ho[5], want[5], got[5], gotc[5], damage;
            size_t nb = (t % 11 == 10) ? PBIG : (size_t)t % (PMAXB + 1);
            size_t al = (size_t)(t / 11) % 4;
            uint32_t hibit = (uint32_t)(t / 3) & 1;
            struct poly_args args;

            poly_pick_r(rng, t / 7, r);
            poly_pick_h(rng, t, h);
            hbuf[0] = hbuf[1] = hbuf[7] = hbuf[8] = 0xa5a5a5a5u;
            qzt_rand_bytes(rng, msg, sizeof msg);
            if (t % 13 == 5)
                memset(msg, 0xff, sizeof msg);
            memcpy(hc, h, sizeof hc);
            memcpy(ho, h, sizeof ho);
            args.r = r;
            args.m = msg + al;
            args.hibit = hibit;

            qzi_poly1305_blocks_c(hc, r, msg + al, nb, hibit);
            poly_oracle(ho, r, msg + al, nb, hibit);
            damage = qzt_abicall(POLY_IMPLS[i].shim, h, &args, nb);
            QZT_CHECK(damage == 0, "%s: AAPCS broken, mask 0x%03lx", POLY_IMPLS[i].name,
                      (unsigned long)damage);
            QZT_CHECK(hbuf[0] == 0xa5a5a5a5u && hbuf[1] == 0xa5a5a5a5u &&
                      hbuf[7] == 0xa5a5a5a5u && hbuf[8] == 0xa5a5a5a5u,
                      "%s: wrote outside h (trial %d)", POLY_IMPLS[i].name, t);
            if (nb == 0) {
                QZT_CHECK(memcmp(h, hc, sizeof hc) == 0, "%s: h changed by 0 blocks",
                          POLY_IMPLS[i].name);
                continue;
            }
            QZT_CHECK(h[4] <= 4, "%s: h[4] = %lu > 4 on return (trial %d)", POLY_IMPLS[i].name,
                      (unsigned long)h[4], t);
            QZT_CHECK(hc[4] <= 4, "_c: h[4] = %lu > 4 on return (trial %d)",
                      (unsigned long)hc[4], t);
            mod_p(ho, 5, want);
            mod_p(h, 5, got);
            mod_p(hc, 5, gotc);
            QZT_CHECK(memcmp(gotc, want, sizeof want) == 0,
                      "_c differs from the oracle (trial %d, %u blocks, hibit %lu)", t,
                      (unsigned)nb, (unsigned long)hibit);
            QZT_CHECK(memcmp(got, want, sizeof want) == 0,
                      "%s: differs from the oracle (trial %d, %u blocks, m+%u, hibit %lu)",
                      POLY_IMPLS[i].name, t, (unsigned)nb, (unsigned)al, (unsigned long)hibit);
            /* chain: a second call on the kernel's own output */
            memcpy(ho, h, sizeof ho);
            args.m = msg + 3;
            args.hibit = 1;
            poly_oracle(ho, r, msg + 3, 2, 1);
            damage = qzt_abicall(POLY_IMPLS[i].shim, h, &args, 2);
            mod_p(ho, 5, want);
            mod_p(h, 5, got);
            QZT_CHECK(damage == 0 && h[4] <= 4 && memcmp(got, want, sizeof want) == 0,
                      "%s: chained call differs (trial %d)", POLY_IMPLS[i].name, t);
        }
        /* All maxima at once: the largest clamped r, all-ones blocks with
         * hibit 1, h = 2^131 - 1, 2^130 - 1 or p (the largest carries and
         * column sums the kernels can meet). */
        for (int e = 0; e < 12; e++) {
            static const size_t nbs[4] = {1, 2, 9, PBIG};
            static const uint32_t rmax[4] = {0x0fffffffu, 0x0ffffffcu, 0x0ffffffcu,
                                             0x0ffffffcu};
            uint32_t *h = hbuf + 2, ho[5], want[5], got[5], damage;
            struct poly_args args;

            memset(h, 0xff, 16);
            h[4] = (e % 3 == 0) ? 7 : 3;
            if (e % 3 == 2)
                h[0] = 0xfffffffbu; /* p */
            memset(msg, 0xff, sizeof msg);
            memcpy(ho, h, sizeof ho);
            poly_oracle(ho, rmax, msg, nbs[e / 3], 1);
            args.r = rmax;
            args.m = msg;
            args.hibit = 1;
            damage = qzt_abicall(POLY_IMPLS[i].shim, h, &args, nbs[e / 3]);
            mod_p(ho, 5, want);
            mod_p(h, 5, got);
            QZT_CHECK(damage == 0 && h[4] <= 4 && memcmp(got, want, sizeof want) == 0,
                      "%s: all-maxima case %d differs", POLY_IMPLS[i].name, e);
        }
        printf("%s: %d calls (0..%d and %d blocks, h near p and 2^131, m+0..3, hibit 0/1)"
               " + 12 all-maxima calls\n",
               POLY_IMPLS[i].name, PTRIALS, PMAXB, PBIG);
    }

    /* Anchor of the reference: RFC 8439 2.5.2, the tag of "Cryptographic
     * Forum Research Group" is h + s with h computed by the C kernel. */
    {
        static const char text[] = "Cryptographic Forum Research Group";
        static const uint8_t key[32] = {
            0x85, 0xd6, 0xbe, 0x78, 0x57, 0x55, 0x6d, 0x33, 0x7f, 0x44, 0x52,
            0xfe, 0x42, 0xd5, 0x06, 0xa8, 0x01, 0x03, 0x80, 0x8a, 0xfb, 0x0d,
            0xb2, 0xfd, 0x4a, 0xbf, 0xf6, 0xaf, 0x41, 0x49, 0xf5, 0x1b};
        static const uint8_t tag[16] = {0xa8, 0x06, 0x1d, 0xc1, 0x30, 0x51, 0x36, 0xc6,
                                        0xc2, 0x2b, 0x8b, 0xaf, 0x0c, 0x01, 0x27, 0xa9};
        static const uint32_t clamp[4] = {0x0fffffffu, 0x0ffffffcu, 0x0ffffffcu,
                                          0x0ffffffcu};
        uint32_t r[4], h[5] = {0, 0, 0, 0, 0}, hr[5];
        uint8_t last[16], out[16];
        size_t full = (sizeof text - 1) / 16, rest = (sizeof text - 1) % 16;
        uint64_t acc = 0;

        for (int i = 0; i < 4; i++)
            r[i] = qzi_chacha_load_le32(key + 4 * i) & clamp[i];
        qzi_poly1305_blocks_c(h, r, (const uint8_t *)text, full, 1);
        memset(last, 0, sizeof last);
        memcpy(last, text + 16 * full, rest);
        last[rest] = 1;
        qzi_poly1305_blocks_c(h, r, last, 1, 0);
        mod_p(h, 5, hr);
        for (int i = 0; i < 4; i++) {
            acc += (uint64_t)hr[i] + qzi_chacha_load_le32(key + 16 + 4 * i);
            qzi_chacha_store_le32(out + 4 * i, (uint32_t)acc);
            acc >>= 32;
        }
        QZT_CHECK(memcmp(out, tag, 16) == 0, "RFC 8439 2.5.2 anchor of the Poly1305 _c kernel");
    }
}

/* --- frame clean ----------------------------------------------------------
 *
 * The rule (lib/internal/chacha_kernel.h): a kernel leaves no word of its
 * stack frame that depends on its secret inputs. The gate is
 * tests/support/frame_check.h; public here are pointers into the state
 * (or h and r) and the data, and the block count. fc_leaky keeps secret
 * words in its frame: the check must find them.
 */

/* qzt_poly_fc_shim(h, {r, m, hibit, fn}, n): fn(h, r, m, n, hibit), hibit
 * as the fifth argument in its own 8 bytes of stack (with lr). */
void qzt_poly_fc_shim(void *h, const void *args, size_t n);
__asm__(".pushsection .text.qzt_poly_fc_shim,\"ax\",%progbits\n"
        ".syntax unified\n"
        ".thumb\n"
        ".p2align 2\n"
        ".global qzt_poly_fc_shim\n"
        ".type qzt_poly_fc_shim, %function\n"
        ".thumb_func\n"
        "qzt_poly_fc_shim:\n"
        "    sub  sp, #8\n"
        "    ldr  r3, [r1, #8]\n"
        "    str  r3, [sp, #0]\n"
        "    mov  r3, lr\n"
        "    str  r3, [sp, #4]\n"
        "    ldr  r3, [r1, #12]\n"
        "    mov  r12, r3\n"
        "    mov  r3, r2\n"
        "    ldr  r2, [r1, #4]\n"
        "    ldr  r1, [r1, #0]\n"
        "    blx  r12\n"
        "    ldr  r3, [sp, #4]\n"
        "    add  sp, #8\n"
        "    bx   r3\n"
        ".size qzt_poly_fc_shim, . - qzt_poly_fc_shim\n"
        ".popsection\n");

/* Deliberately leaky: the C ChaCha20, then the key words of the state kept
 * in this function's (freed) frame. */
static __attribute__((noinline)) void fc_leaky(uint32_t state[16], const uint8_t *in,
                                               uint8_t *out, size_t n)
{
    volatile uint32_t kept[4];

    qzi_chacha20_blocks_c(state, in, out, n);
    for (unsigned c = 0; c < 4; c++)
        kept[c] = state[4 + c];
    __asm__ volatile("" : : "r"(kept) : "memory");
}

static uint32_t fc_state[16], fc_h[5], fc_r[4];
static uint8_t fc_in[64 * 3], fc_out[64 * 3];
static uintptr_t fc_args[4]; /* qzt_call4: {in, out, fn}; the Poly1305 shim: {r, m, hibit, fn} */

/* ChaCha20 on 1 and 3 blocks: no state- or data-derived word left in the
 * frame. */
static void frame_clean_chacha(const char *who, uintptr_t fn, qzt_rng *rng, int quiet,
                               unsigned *leaked)
{
    const qzt_frame_buf pub[] = {
        {fc_state, sizeof fc_state}, {fc_in, sizeof fc_in}, {fc_out, sizeof fc_out}};
    char what[64];

    fc_args[0] = (uintptr_t)fc_in;
    fc_args[1] = (uintptr_t)fc_out;
    fc_args[2] = fn;
    for (size_t n = 1; n <= 3; n += 2) {
        const qzt_frame_allow allow = {pub, 3, (uint32_t)n, 0, quiet};
        unsigned bad;

        qzt_rand_bytes(rng, (uint8_t *)fc_state, sizeof fc_state);
        qzt_rand_bytes(rng, fc_in, sizeof fc_in);
        snprintf(what, sizeof what, "chacha20 %s (%u blocks)", who, (unsigned)n);
        bad = qzt_frame_dirty(qzt_call4, fc_state, fc_args, n, &allow, what);
        if (leaked)
            *leaked += bad;
        else
            QZT_CHECK(bad == 0, "%s leaves %u words in its frame", what, bad);
    }
}

/* Poly1305 on 1 and 3 blocks (hibit 1, then 0): no h-, r- or
 * message-derived word left in the frame. */
static void frame_clean_poly(const char *who, uintptr_t fn, qzt_rng *rng)
{
    const qzt_frame_buf pub[] = {{fc_h, sizeof fc_h}, {fc_r, sizeof fc_r}, {fc_in, sizeof fc_in}};
    char what[64];

    fc_args[0] = (uintptr_t)fc_r;
    fc_args[1] = (uintptr_t)fc_in;
    fc_args[3] = fn;
    for (size_t n = 1; n <= 3; n += 2) {
        const qzt_frame_allow allow = {pub, 3, (uint32_t)n, 0, 0};
        unsigned bad;

        qzt_rand_bytes(rng, (uint8_t *)fc_h, sizeof fc_h);
        fc_h[4] &= 3;
        qzt_rand_bytes(rng, (uint8_t *)fc_r, sizeof fc_r);
        fc_r[0] &= 0x0fffffffu; /* clamped (RFC 8439 2.5.1) */
        for (unsigned k = 1; k < 4; k++)
            fc_r[k] &= 0x0ffffffcu;
        qzt_rand_bytes(rng, fc_in, sizeof fc_in);
        fc_args[2] = n == 1;
        snprintf(what, sizeof what, "poly1305 %s (%u blocks)", who, (unsigned)n);
        bad = qzt_frame_dirty((kernel_fn)qzt_poly_fc_shim, fc_h, fc_args, n, &allow, what);
        QZT_CHECK(bad == 0, "%s leaves %u words in its frame", what, bad);
    }
}

int main(void)
{
    static uint8_t in[64 * MAXB + 8], out[64 * MAXB + 8 + 32], ref[64 * MAXB];
    static uint32_t st[16 + 4], rst[16];
    qzt_rng rng;
    size_t impls = 0;

    qzt_rng_seed(&rng, 0x63686163);
    /* Frame clean: the check finds a leak, then every kernel, the C
     * references included, passes it. */
    {
        unsigned leaked = 0;

        frame_clean_chacha("leaky", (uintptr_t)fc_leaky, &rng, 1, &leaked);
        QZT_CHECK(leaked >= 8, "frame clean: the check missed the leaky function's key words");
        printf("frame clean: the leaky function is caught (%u words)\n", leaked);
    }
#ifdef QZT_ARMV6M
    frame_clean_chacha("armv6m", (uintptr_t)qzi_chacha20_blocks_armv6m, &rng, 0, NULL);
    frame_clean_poly("armv6m", (uintptr_t)qzi_poly1305_blocks_armv6m, &rng);
#endif
#ifdef QZT_ARMV7EM
    frame_clean_chacha("armv7em", (uintptr_t)qzi_chacha20_blocks_armv7em, &rng, 0, NULL);
#endif
    frame_clean_chacha("c", (uintptr_t)qzi_chacha20_blocks_c, &rng, 0, NULL);
    frame_clean_poly("c", (uintptr_t)qzi_poly1305_blocks_c, &rng);
    printf("frame clean: every ChaCha20 and Poly1305 kernel and C reference leaves no "
           "secret-derived word\n");
    for (size_t i = 0; IMPLS[i].name != NULL; i++, impls++) {
        for (int t = 0; t < TRIALS; t++) {
            size_t nb = (size_t)t % (MAXB + 1), ia = (size_t)t % 8, oa = (size_t)(t / 8) % 8;
            int inplace = (t % 5) == 4;
            uint32_t *s = st + 2, damage;
            const uint8_t *src;
            uint8_t *dst;
            const void *io[2];

            st[0] = st[1] = st[18] = st[19] = 0xa5a5a5a5u;
            s[0] = QZI_CHACHA_C0;
            s[1] = QZI_CHACHA_C1;
            s[2] = QZI_CHACHA_C2;
            s[3] = QZI_CHACHA_C3;
            qzt_rand_bytes(&rng, s + 4, 48);
            if (t % 7 == 3)
                s[12] = 0xFFFFFFFFu - (uint32_t)(t % 3); /* wraps within the call */
            qzt_rand_bytes(&rng, in, sizeof in);
            memset(out, GUARD, sizeof out);
            memcpy(rst, s, sizeof rst);

            src = in + ia;
            memcpy(ref, src, 64 * nb);
            qzi_chacha20_blocks_c(rst, ref, ref, nb);

            dst = out + 16 + oa;
            if (inplace) {
                memcpy(dst, src, 64 * nb);
                src = dst;
            }
            io[0] = src;
            io[1] = dst;
            damage = qzt_abicall(IMPLS[i].shim, s, io, nb);
            QZT_CHECK(damage == 0, "%s: AAPCS broken, mask 0x%03lx", IMPLS[i].name,
                      (unsigned long)damage);
            QZT_CHECK(memcmp(dst, ref, 64 * nb) == 0,
                      "%s: output differs from _c (trial %d, %u blocks, in+%u out+%u%s)",
                      IMPLS[i].name, t, (unsigned)nb, (unsigned)ia, (unsigned)oa,
                      inplace ? ", in place" : "");
            QZT_CHECK(memcmp(s, rst, sizeof rst) == 0, "%s: state differs (trial %d)",
                      IMPLS[i].name, t);
            QZT_CHECK(st[0] == 0xa5a5a5a5u && st[1] == 0xa5a5a5a5u && st[18] == 0xa5a5a5a5u &&
                      st[19] == 0xa5a5a5a5u, "%s: wrote outside the state", IMPLS[i].name);
            for (size_t k = 0; k < sizeof out; k++) {
                if (out + k >= dst && out + k < dst + 64 * nb)
                    continue;
                if (out[k] != GUARD) {
                    QZT_CHECK(0, "%s: wrote outside the output (trial %d)", IMPLS[i].name, t);
                    break;
                }
            }
        }
        printf("%s: %d calls (0..%d blocks, alignments 0..7, in place)\n", IMPLS[i].name,
               TRIALS, MAXB);
    }
    if (impls == 0)
        printf("no ChaCha20 assembly kernel for this core: the C reference only\n");

    /* Anchor of the reference: RFC 8439 2.3.2 (key 00..1f, nonce
     * 000000090000004a00000000, counter 1), first and last keystream words. */
    {
        static const uint8_t nonce[12] = {0, 0, 0, 9, 0, 0, 0, 0x4a, 0, 0, 0, 0};
        uint8_t ks[64];

        rst[0] = QZI_CHACHA_C0;
        rst[1] = QZI_CHACHA_C1;
        rst[2] = QZI_CHACHA_C2;
        rst[3] = QZI_CHACHA_C3;
        for (int w = 0; w < 8; w++)
            rst[4 + w] = (uint32_t)(4 * w) | (uint32_t)(4 * w + 1) << 8 |
                         (uint32_t)(4 * w + 2) << 16 | (uint32_t)(4 * w + 3) << 24;
        rst[12] = 1;
        for (int w = 0; w < 3; w++)
            rst[13 + w] = qzi_chacha_load_le32(nonce + 4 * w);
        memset(ks, 0, sizeof ks);
        qzi_chacha20_blocks_c(rst, ks, ks, 1);
        QZT_CHECK(qzi_chacha_load_le32(ks) == 0xe4e7f110u &&
                  qzi_chacha_load_le32(ks + 60) == 0x4e3c50a2u && rst[12] == 2,
                  "RFC 8439 2.3.2 anchor: %08lx .. %08lx",
                  (unsigned long)qzi_chacha_load_le32(ks),
                  (unsigned long)qzi_chacha_load_le32(ks + 60));
    }
    {
        size_t pimpls = 0;

        poly_test(&rng, &pimpls);
        if (pimpls == 0)
            printf("no Poly1305 assembly kernel for this core: the C reference only\n");
    }
    return qzt_finish("kernel-chacha");
}

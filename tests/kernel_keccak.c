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
 *
 * Byte helpers (qzi_keccak_xor_bytes / qzi_keccak_extract_bytes): the _c
 * twins against a bit-by-bit model of the byte string (FIPS 202 order,
 * bit-interleaved lanes), and every assembly version against the _c twins,
 * for every offset and length with offset + len <= 200, on random states
 * and data, in/out at a random one of the 8 alignments, guard bytes on
 * both sides of in/out and guard words around the state, through
 * qzt_abicall (AAPCS); then their frames (and an assembly version's r0-r3,
 * r12, lr) must come back clean on whole-block and partial-lane calls.
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

/* ---- Byte helpers ---------------------------------------------------- */

typedef void (*xor_fn)(uint32_t *, const uint8_t *, size_t, size_t);
typedef void (*extract_fn)(const uint32_t *, uint8_t *, size_t, size_t);

static const struct {
    const char *name;
    xor_fn xor_bytes;
    extract_fn extract_bytes;
} BYTE_IMPLS[] = {
#ifdef QZT_ARMV7EM
    {"armv7em", qzi_keccak_xor_bytes_armv7em, qzi_keccak_extract_bytes_armv7em},
#endif
    {"c", qzi_keccak_xor_bytes_c, qzi_keccak_extract_bytes_c}, /* last: the oracle */
};
#define N_BYTE_IMPLS (sizeof BYTE_IMPLS / sizeof BYTE_IMPLS[0])

/* Byte k of the state's byte string, one bit at a time: lane k / 8, lane
 * bit q = 8 (k % 8) + b lives in word 2 (k / 8) + (q & 1), bit q >> 1. */
static uint8_t model_byte(const uint32_t s[50], size_t k)
{
    uint8_t v = 0;

    for (unsigned b = 0; b < 8; b++) {
        unsigned q = 8 * (unsigned)(k & 7) + b;

        v |= (uint8_t)(((s[2 * (k >> 3) + (q & 1)] >> (q >> 1)) & 1) << b);
    }
    return v;
}

static void model_xor_byte(uint32_t s[50], size_t k, uint8_t v)
{
    for (unsigned b = 0; b < 8; b++) {
        unsigned q = 8 * (unsigned)(k & 7) + b;

        s[2 * (k >> 3) + (q & 1)] ^= (uint32_t)((v >> b) & 1) << (q >> 1);
    }
}

#define BGUARD 0xa5
#define BPAD 16 /* guard bytes before and after in/out (plus up to 7 of skew) */

/* Four-argument calls through qzt_abicall: qzt_call4 takes {in/out,
 * offset, fn}. */
static uintptr_t bc_args[3];

static uint32_t call_bytes(uintptr_t fn, uint32_t *s, const void *p, size_t offset, size_t len)
{
    bc_args[0] = (uintptr_t)p;
    bc_args[1] = offset;
    bc_args[2] = fn;
    return qzt_abicall(qzt_call4, s, bc_args, len);
}

static void test_bytes(qzt_rng *rng)
{
    static uint32_t st[50 + 4], ref[50];
    static uint8_t in[200 + 2 * BPAD + 8], out[200 + 2 * BPAD + 8], want[200 + 2 * BPAD + 8];
    uint32_t *s = st + 2;
    unsigned long calls = 0;

    for (size_t off = 0; off <= 200; off++) {
        for (size_t len = 0; off + len <= 200; len++) {
            size_t skew = qzt_rand32(rng) & 7;
            uint8_t *ip = in + BPAD + skew, *op = out + BPAD + skew;
            int model_ok = 1;

            /* The _c twins against the model. */
            qzt_rand_bytes(rng, ref, sizeof ref);
            qzt_rand_bytes(rng, in, sizeof in);
            memcpy(s, ref, 200);
            qzi_keccak_xor_bytes_c(s, ip, off, len);
            for (size_t k = 0; k < len; k++)
                model_xor_byte(ref, off + k, ip[k]);
            model_ok &= memcmp(s, ref, 200) == 0;
            memset(out, BGUARD, sizeof out);
            qzi_keccak_extract_bytes_c(ref, op, off, len);
            for (size_t k = 0; k < len; k++)
                model_ok &= op[k] == model_byte(ref, off + k);
            QZT_CHECK(model_ok, "c: offset %u, len %u differs from the bit model",
                      (unsigned)off, (unsigned)len);

            for (size_t i = 0; i + 1 < N_BYTE_IMPLS; i++) {
                uint32_t damage;

                /* xor: the state as after _c; nothing else written. */
                qzt_rand_bytes(rng, ref, sizeof ref);
                st[0] = st[1] = st[52] = st[53] = GUARD;
                memcpy(s, ref, 200);
                memcpy(want, in, sizeof in);
                qzi_keccak_xor_bytes_c(ref, ip, off, len);
                damage = call_bytes((uintptr_t)BYTE_IMPLS[i].xor_bytes, s, ip, off, len);
                QZT_CHECK(damage == 0, "%s xor_bytes: AAPCS broken, mask 0x%03lx",
                          BYTE_IMPLS[i].name, (unsigned long)damage);
                QZT_CHECK(memcmp(s, ref, 200) == 0, "%s xor_bytes: offset %u, len %u, skew %u "
                          "differs from _c", BYTE_IMPLS[i].name, (unsigned)off, (unsigned)len,
                          (unsigned)skew);
                QZT_CHECK(st[0] == GUARD && st[1] == GUARD && st[52] == GUARD &&
                          st[53] == GUARD && memcmp(want, in, sizeof in) == 0,
                          "%s xor_bytes: wrote outside the state", BYTE_IMPLS[i].name);

                /* extract: out[0..len) as _c's; guard bytes untouched. */
                memset(out, BGUARD, sizeof out);
                memset(want, BGUARD, sizeof want);
                qzi_keccak_extract_bytes_c(s, want + BPAD + skew, off, len);
                memcpy(ref, s, 200);
                damage = call_bytes((uintptr_t)BYTE_IMPLS[i].extract_bytes, s, op, off, len);
                QZT_CHECK(damage == 0, "%s extract_bytes: AAPCS broken, mask 0x%03lx",
                          BYTE_IMPLS[i].name, (unsigned long)damage);
                QZT_CHECK(memcmp(out, want, sizeof out) == 0, "%s extract_bytes: offset %u, "
                          "len %u, skew %u differs from _c (or wrote a guard byte)",
                          BYTE_IMPLS[i].name, (unsigned)off, (unsigned)len, (unsigned)skew);
                QZT_CHECK(memcmp(s, ref, 200) == 0, "%s extract_bytes: changed the state",
                          BYTE_IMPLS[i].name);
                calls += 2;
            }
        }
    }
    printf("byte helpers: _c against the bit model and %lu assembly calls against _c, "
           "every offset + len <= 200\n", calls);
}

/* The byte helpers' frames (and an assembly version's r0-r3, r12, lr)
 * after whole blocks (SHAKE128 and SHA3-256 rates) and partial lanes:
 * only pointers into the state or the data and counts up to 200. */
static void frame_clean_bytes(qzt_rng *rng)
{
    static const uint16_t cases[][2] = {{0, 168}, {0, 136}, {3, 5}, {5, 130}, {1, 199}, {0, 7}};
    static uint32_t s[50];
    static uint8_t data[200 + 8];
    const qzt_frame_buf pub[] = {{s, sizeof s}, {data, sizeof data}};
    const qzt_frame_allow allow = {pub, 2, 200, 0, 0};
    char what[64];

    for (size_t i = 0; i < N_BYTE_IMPLS; i++) {
        int regs = i + 1 < N_BYTE_IMPLS; /* assembly: the registers too */

        for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
            size_t off = cases[c][0], len = cases[c][1];

            for (int fn = 0; fn < 2; fn++) {
                unsigned bad;

                qzt_rand_bytes(rng, s, sizeof s);
                qzt_rand_bytes(rng, data, sizeof data);
                bc_args[0] = (uintptr_t)(data + (c & 3));
                bc_args[1] = off;
                bc_args[2] = fn ? (uintptr_t)BYTE_IMPLS[i].extract_bytes
                                : (uintptr_t)BYTE_IMPLS[i].xor_bytes;
                snprintf(what, sizeof what, "%s %s (%u, %u)", BYTE_IMPLS[i].name,
                         fn ? "extract_bytes" : "xor_bytes", (unsigned)off, (unsigned)len);
                bad = qzt_frame_dirty(qzt_call4, s, bc_args, len, &allow, what);
                QZT_CHECK(bad == 0, "%s: %u words of its frame depend on state or data", what,
                          bad);
                if (regs) {
                    bad = qzt_regs_dirty(qzt_call4, s, bc_args, len, &allow, what);
                    QZT_CHECK(bad == 0, "%s: returns with state or data words in registers "
                              "(mask 0x%x)", what, bad);
                }
            }
        }
    }
    printf("frame clean: %u byte helper implementations (the _c twins included)\n",
           (unsigned)N_BYTE_IMPLS);
}

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
    test_bytes(&rng);
    frame_clean_bytes(&rng);
    /* Anchor for the reference itself: Keccak-f[1600] of the zero state,
     * lane 0 = 0xF1258F7940E1DDE7 (bit-interleaved: even, odd words). */
    memset(ref, 0, sizeof ref);
    qzi_keccakp1600_c(ref, 24);
    QZT_CHECK(ref[0] == 0xd33d89fb && ref[1] == 0xc4b60cad, "zero-state anchor: %08lx %08lx",
              (unsigned long)ref[0], (unsigned long)ref[1]);
    return qzt_finish("kernel-keccak");
}

/*
 * GHASH kernel test: every assembly ct GHASH kernel built for this core
 * (prepare + blocks, which have their own hk layout) against the C
 * reference qzi_ghash_ct_prepare_c / qzi_ghash_ct_blocks_c, and both
 * against a bit-serial multiplication (SP 800-38D Algorithm 1), on random
 * and extreme H, y and data (all ones gives every column count its
 * maximum), 0..9 blocks and a long call, y and data at every alignment
 * 0..3, through qzt_abicall (r4-r11 and sp must survive), with guard
 * words around hk (and prepare must write every word of hk) and guard
 * bytes around y. Frame clean: after prepare and blocks of every
 * implementation, the C references included, the stack they used holds
 * no word derived from H, y or the data (fc_leaky proves the check can
 * fail).
 */
#include <stdio.h>
#include <string.h>

#include "internal/ghash_kernel.h"
#include "frame_check.h"
#include "qzt.h"

typedef qzt_kernel_fn kernel_fn;

#ifdef QZT_ARMV7EM
/* qzt_abicall passes three arguments; blocks takes four. This shim
 * (r0 = y, r1 = {hk, blocks}, r2 = nblocks) touches only r0-r3 and
 * tail-calls the kernel, so the AAPCS check still sees the kernel alone. */
void qzt_ghash_shim_armv7em(void *y, const void *args, size_t nblocks);
__asm__(".syntax unified\n"
        ".thumb\n"
        ".section .text.qzt_ghash_shim_armv7em,\"ax\",%progbits\n"
        ".p2align 2\n"
        ".global qzt_ghash_shim_armv7em\n"
        ".type qzt_ghash_shim_armv7em, %function\n"
        ".thumb_func\n"
        "qzt_ghash_shim_armv7em:\n"
        "    mov r3, r2\n"
        "    ldr r2, [r1, #4]\n"
        "    ldr r1, [r1, #0]\n"
        "    b.w qzi_ghash_ct_blocks_armv7em\n"
        ".size qzt_ghash_shim_armv7em, .-qzt_ghash_shim_armv7em\n"
        ".text\n");
#endif

static const struct {
    const char *name;
    kernel_fn prepare; /* (hk, h, unused) */
    kernel_fn blocks;  /* the shim: (y, {hk, blocks}, nblocks) */
} IMPLS[] = {
#ifdef QZT_ARMV7EM
    {"armv7em", (kernel_fn)(void (*)(void))qzi_ghash_ct_prepare_armv7em,
     (kernel_fn)qzt_ghash_shim_armv7em},
#endif
    {NULL, NULL, NULL}};

/* z = x * h in GF(2^128), bit by bit (SP 800-38D Algorithm 1). */
static void ref_mul(uint8_t z[16], const uint8_t x[16], const uint8_t h[16])
{
    uint8_t v[16], r[16];

    memcpy(v, h, 16);
    memset(r, 0, 16);
    for (int i = 0; i < 128; i++) {
        int lsb = v[15] & 1;

        if ((x[i / 8] >> (7 - i % 8)) & 1)
            for (int k = 0; k < 16; k++)
                r[k] ^= v[k];
        for (int k = 15; k > 0; k--)
            v[k] = (uint8_t)((v[k] >> 1) | (v[k - 1] << 7));
        v[0] >>= 1;
        if (lsb)
            v[0] ^= 0xe1;
    }
    memcpy(z, r, 16);
}

static void ref_ghash(uint8_t y[16], const uint8_t h[16], const uint8_t *blocks,
                      size_t n)
{
    for (size_t b = 0; b < n; b++) {
        for (int k = 0; k < 16; k++)
            y[k] ^= blocks[16 * b + k];
        ref_mul(y, y, h);
    }
}

#define TRIALS 240
#define BIG 67
#define HK_GUARD 0x5a5a5a5au
#define GUARD 0xa5u

/* One kind of operand: random, all ones, zero, or random with the top
 * bit of the first byte (x^0) set or clear. */
static void operand(qzt_rng *rng, uint8_t *p, size_t n, unsigned kind)
{
    qzt_rand_bytes(rng, p, n);
    if (kind == 1)
        memset(p, 0xff, n);
    else if (kind == 2)
        memset(p, 0, n);
    else if (kind == 3)
        p[0] |= 0x80;
    else if (kind == 4)
        p[0] &= 0x7f;
}

/* --- frame clean ----------------------------------------------------------
 *
 * The rule (lib/internal/ghash_kernel.h): a kernel leaves no word of its
 * stack frame that depends on its secret inputs. The gate is
 * tests/support/frame_check.h; public here are pointers into hk, y and the
 * data and the block count. fc_leaky keeps secret words in its frame: the
 * check must find them.
 */

/* Deliberately leaky: the C prepare, then the words of H kept in this
 * function's (freed) frame. */
static __attribute__((noinline)) void fc_leaky(void *hk, const void *h, size_t unused)
{
    volatile uint32_t kept[4];

    (void)unused;
    qzi_ghash_ct_prepare_c(hk, h);
    for (unsigned c = 0; c < 4; c++)
        kept[c] = (uint32_t)((const uint8_t *)h)[4 * c] |
                  (uint32_t)((const uint8_t *)h)[4 * c + 1] << 8 |
                  (uint32_t)((const uint8_t *)h)[4 * c + 2] << 16 |
                  (uint32_t)((const uint8_t *)h)[4 * c + 3] << 24;
    __asm__ volatile("" : : "r"(kept) : "memory");
}

static uint32_t fc_hk[QZI_GHASH_KEY_WORDS];
static uint8_t fc_h[16], fc_y[16], fc_data[16 * 5];
static uintptr_t fc_args[3]; /* for qzt_call4: {hk, data, fn} */

/* prepare, then blocks on 1, 2 and 5 blocks: no H-, y- or data-derived
 * word left in the frame. */
static void frame_clean(const char *who, kernel_fn prepare, kernel_fn blocks, qzt_rng *rng)
{
    const qzt_frame_buf pub[] = {{fc_hk, sizeof fc_hk}, {fc_y, 16}, {fc_data, sizeof fc_data}};
    const qzt_frame_allow allow = {pub, 3, 0, 0, 0};
    char what[64];
    unsigned bad;

    qzt_rand_bytes(rng, fc_h, 16);
    qzt_rand_bytes(rng, fc_y, 16);
    qzt_rand_bytes(rng, fc_data, sizeof fc_data);
    snprintf(what, sizeof what, "%s prepare", who);
    bad = qzt_frame_dirty(prepare, fc_hk, fc_h, 0, &allow, what);
    QZT_CHECK(bad == 0, "%s leaves %u words in its frame", what, bad);
    fc_args[0] = (uintptr_t)fc_hk;
    fc_args[1] = (uintptr_t)fc_data;
    fc_args[2] = (uintptr_t)blocks;
    for (size_t n = 1; n <= 5; n += n < 2 ? 1 : 3) {
        const qzt_frame_allow counted = {pub, 3, (uint32_t)n, 0, 0};

        snprintf(what, sizeof what, "%s blocks (%u blocks)", who, (unsigned)n);
        bad = qzt_frame_dirty(qzt_call4, fc_y, fc_args, n, &counted, what);
        QZT_CHECK(bad == 0, "%s leaves %u words in its frame", what, bad);
    }
}

int main(void)
{
    static uint8_t data[16 * BIG + 4], ybuf[16 + 8], yc[16], yr[16], h[16];
    static uint32_t hk[QZI_GHASH_KEY_WORDS + 2], hkc[QZI_GHASH_KEY_WORDS];
    qzt_rng rng;
    size_t impls = 0;

    qzt_rng_seed(&rng, 0x67686173);
    /* Frame clean: the check finds a leak, then every kernel, the C
     * references included, passes it. */
    {
        const qzt_frame_buf pub[] = {{fc_hk, sizeof fc_hk}};
        const qzt_frame_allow leak = {pub, 1, 0, 0, 1};
        unsigned words;

        qzt_rand_bytes(&rng, fc_h, 16);
        words = qzt_frame_dirty(fc_leaky, fc_hk, fc_h, 0, &leak, "leaky");
        QZT_CHECK(words >= 4, "frame clean: the check missed the leaky function's words of H");
        printf("frame clean: the leaky function is caught (%u words)\n", words);
    }
#ifdef QZT_ARMV7EM
    frame_clean("armv7em", (kernel_fn)(void (*)(void))qzi_ghash_ct_prepare_armv7em,
                (kernel_fn)(void (*)(void))qzi_ghash_ct_blocks_armv7em, &rng);
#endif
    frame_clean("ct_c", (kernel_fn)(void (*)(void))qzi_ghash_ct_prepare_c,
                (kernel_fn)(void (*)(void))qzi_ghash_ct_blocks_c, &rng);
    frame_clean("table_c", (kernel_fn)(void (*)(void))qzi_ghash_table_prepare_c,
                (kernel_fn)(void (*)(void))qzi_ghash_table_blocks_c, &rng);
    printf("frame clean: every GHASH kernel and C reference leaves no H-, y- or data-derived "
           "word\n");
    for (size_t i = 0; IMPLS[i].name != NULL; i++, impls++) {
        for (int t = 0; t < TRIALS; t++) {
            size_t nb = t < 200 ? (size_t)t % 10 : BIG - (size_t)(t % 3);
            size_t da = (size_t)t % 4, ya = (size_t)(t / 4) % 4;
            uint8_t *y = ybuf + 4 + ya, *d = data + da;
            const void *args[2];
            uint32_t damage;
            int bad = 0, unwritten = 0;

            operand(&rng, h, 16, (unsigned)(t / 10) % 5);
            operand(&rng, yc, 16, (unsigned)(t / 3) % 5 == 1 ? 1u : 0u);
            operand(&rng, d, 16 * nb, (unsigned)t % 3 == 1 ? 1u : 0u);
            if (t % 11 == 5 && nb > 1)
                memset(d + 16, 0xff, 16 * (nb - 1)); /* ones after the first */

            /* Reference: the C pair and the bit-serial multiplication. */
            memset(hkc, 0, sizeof hkc);
            qzi_ghash_ct_prepare_c(hkc, h);
            memcpy(yr, yc, 16);
            ref_ghash(yr, h, d, nb);
            {
                uint8_t y2[16];

                memcpy(y2, yc, 16);
                qzi_ghash_ct_blocks_c(y2, hkc, d, nb);
                QZT_CHECK(memcmp(y2, yr, 16) == 0,
                          "C reference differs from bit-serial (trial %d)", t);
            }

            /* The assembly pair, each through the AAPCS check. */
            for (size_t k = 0; k < sizeof hk / sizeof hk[0]; k++)
                hk[k] = HK_GUARD;
            damage = qzt_abicall(IMPLS[i].prepare, hk + 1, h, 0);
            QZT_CHECK(damage == 0, "%s prepare: AAPCS broken, mask 0x%03lx", IMPLS[i].name,
                      (unsigned long)damage);
            QZT_CHECK(hk[0] == HK_GUARD && hk[QZI_GHASH_KEY_WORDS + 1] == HK_GUARD,
                      "%s prepare: wrote outside hk", IMPLS[i].name);
            /* Each kernel listed fills all of hk with class words (one bit
             * in four), which the guard (bits 1, 3, 4 and 6 of each byte)
             * never equals; a kernel with a smaller layout must be checked
             * on its own size. */
            for (size_t k = 1; k <= QZI_GHASH_KEY_WORDS; k++)
                if (hk[k] == HK_GUARD)
                    unwritten++;
            QZT_CHECK(unwritten == 0, "%s prepare: left %d hk words unwritten (trial %d)",
                      IMPLS[i].name, unwritten, t);

            memset(ybuf, GUARD, sizeof ybuf);
            memcpy(y, yc, 16);
            args[0] = hk + 1;
            args[1] = d;
            damage = qzt_abicall(IMPLS[i].blocks, y, args, nb);
            QZT_CHECK(damage == 0, "%s blocks: AAPCS broken, mask 0x%03lx", IMPLS[i].name,
                      (unsigned long)damage);
            QZT_CHECK(memcmp(y, yr, 16) == 0,
                      "%s: y differs (trial %d, %u blocks, y+%u data+%u)", IMPLS[i].name, t,
                      (unsigned)nb, (unsigned)ya, (unsigned)da);
            for (size_t k = 0; k < sizeof ybuf; k++)
                if ((ybuf + k < y || ybuf + k >= y + 16) && ybuf[k] != GUARD)
                    bad = 1;
            QZT_CHECK(!bad, "%s: wrote outside y (trial %d)", IMPLS[i].name, t);
        }

        /* Chained calls equal one call: 5 + 0 + 3 blocks against 8. */
        {
            uint8_t y1[16], y2[16];
            const void *args[2];

            operand(&rng, h, 16, 0);
            operand(&rng, data, 16 * 8, 0);
            memset(y1, 0, 16);
            memcpy(y2, y1, 16);
            qzt_abicall(IMPLS[i].prepare, hk, h, 0);
            args[0] = hk;
            args[1] = data;
            qzt_abicall(IMPLS[i].blocks, y1, args, 5);
            qzt_abicall(IMPLS[i].blocks, y1, args, 0);
            args[1] = data + 80;
            qzt_abicall(IMPLS[i].blocks, y1, args, 3);
            ref_ghash(y2, h, data, 8);
            QZT_CHECK(memcmp(y1, y2, 16) == 0, "%s: chained calls differ", IMPLS[i].name);
        }
        printf("%s: %d calls (0..9 and %d blocks, alignments 0..3)\n", IMPLS[i].name,
               TRIALS, BIG);
    }
    if (impls == 0)
        printf("no GHASH assembly kernel for this core: the C reference only\n");

    /* Anchor of the references: H = 66e94bd4ef8a2c3b884cfa59ca342b2e (AES-128
     * of zero under the zero key), one block 0388dace60b6a392f328c2b971b2fe78
     * gives 5e2ec746917062882c85b0685353deb7 (GCM spec test case 2, before
     * the length block). */
    {
        static const uint8_t hh[16] = {0x66, 0xe9, 0x4b, 0xd4, 0xef, 0x8a, 0x2c, 0x3b,
                                       0x88, 0x4c, 0xfa, 0x59, 0xca, 0x34, 0x2b, 0x2e};
        static const uint8_t c[16] = {0x03, 0x88, 0xda, 0xce, 0x60, 0xb6, 0xa3, 0x92,
                                      0xf3, 0x28, 0xc2, 0xb9, 0x71, 0xb2, 0xfe, 0x78};
        static const uint8_t want[16] = {0x5e, 0x2e, 0xc7, 0x46, 0x91, 0x70, 0x62, 0x88,
                                         0x2c, 0x85, 0xb0, 0x68, 0x53, 0x53, 0xde, 0xb7};
        uint8_t y[16];

        memset(y, 0, 16);
        ref_ghash(y, hh, c, 1);
        QZT_EXPECT_BYTES("bit-serial anchor", y, want, 16);
        memset(y, 0, 16);
        memset(hkc, 0, sizeof hkc);
        qzi_ghash_ct_prepare_c(hkc, hh);
        qzi_ghash_ct_blocks_c(y, hkc, c, 1);
        QZT_EXPECT_BYTES("C reference anchor", y, want, 16);
    }
    return qzt_finish("kernel-ghash");
}

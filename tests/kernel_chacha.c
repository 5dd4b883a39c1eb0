/*
 * ChaCha20 kernel test: every assembly qzi_chacha20_blocks built for this
 * core against qzi_chacha20_blocks_c, on random states (counters near the
 * 2^32 wrap included), 0..5 blocks, every input and output alignment
 * 0..7, out of place and in place, through qzt_abicall (r4-r11 and sp
 * must survive), with guard bytes around the state and the output. The C
 * reference itself is anchored to RFC 8439 section 2.3.2.
 */
#include <stdio.h>
#include <string.h>

#include "internal/chacha_kernel.h"
#include "qzt.h"

uint32_t qzt_abicall(void (*fn)(void *, const void *, size_t), void *a0,
                     const void *a1, size_t a2);

typedef void (*kernel_fn)(void *, const void *, size_t);

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

static const struct {
    const char *name;
    kernel_fn shim;
} IMPLS[] = {
#ifdef QZT_ARMV7EM
    {"armv7em", (kernel_fn)qzt_chacha_shim_armv7em},
#endif
    {NULL, NULL}};

#define TRIALS 400
#define GUARD 0xa5u
#define MAXB 5

int main(void)
{
    static uint8_t in[64 * MAXB + 8], out[64 * MAXB + 8 + 32], ref[64 * MAXB];
    static uint32_t st[16 + 4], rst[16];
    qzt_rng rng;
    size_t impls = 0;

    qzt_rng_seed(&rng, 0x63686163);
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
    return qzt_finish("kernel-chacha");
}

/* qz-mcusim timing unit tests: each sequence of timing_seq.S against the
 * cycle count the core's TRM gives for it (see ../timing.c for the rules
 * and sources). Prints one line per test, then "N passed, N failed". */
#include <stdio.h>
#include "../qz_mcusim.h"

typedef unsigned (*seqfn)(unsigned *buf);
#define SEQ(n) extern unsigned n(unsigned *buf);
SEQ(t_empty) SEQ(t_adds10) SEQ(t_ldr2) SEQ(t_ldr4) SEQ(t_ldr_dep) SEQ(t_str3)
SEQ(t_str_reg) SEQ(t_ldr_str_reg) SEQ(t_str_ldr) SEQ(t_ldm3) SEQ(t_pushpop4)
SEQ(t_b_taken) SEQ(t_bcc_not_taken) SEQ(t_bcc_taken) SEQ(t_bl_bx)
SEQ(t_bl_pop_pc) SEQ(t_muls4)
#if __ARM_ARCH_ISA_THUMB >= 2
SEQ(t_ldrd) SEQ(t_ldr_after_ldrd) SEQ(t_cbz_taken) SEQ(t_cbz_not_taken)
SEQ(t_it) SEQ(t_ite) SEQ(t_it_bcc_failed) SEQ(t_mla_umull) SEQ(t_udiv_big) SEQ(t_udiv_small)
SEQ(t_sdiv_zero_q) SEQ(t_ldr_pc) SEQ(t_pop_wide)
#endif

#if defined(__ARM_ARCH_6M__)
#define CORE "cortex-m0plus"
#define M0(x) x
#define M4(x)
#define M33(x)
#elif defined(__ARM_ARCH_8M_MAIN__)
#define CORE "cortex-m33"
#define M0(x)
#define M4(x)
#define M33(x) x
#else
#define CORE "cortex-m4"
#define M0(x)
#define M4(x) x
#define M33(x)
#endif
/* expected cycles: on the M0+, M4 (P = 2), M33 (P = 1) */
#define E(m0, m4, m33) M0(m0) M4(m4) M33(m33)

static const struct {
    const char *name, *why;
    seqfn fn;
    unsigned expect;
} tests[] = {
    {"10 x ADDS", "1 each", t_adds10, E(10, 10, 10)},
    {"LDR; LDR", "M0+ 2+2; M4: the 2nd pipelines, 2+1", t_ldr2, E(4, 3, 3)},
    {"4 x LDR", "M0+ 4x2; M4 2+1+1+1", t_ldr4, E(8, 5, 5)},
    {"LDR; dependent LDR", "no pipelining: 2+2", t_ldr_dep, E(4, 4, 4)},
    {"3 x STR [Rn,#imm]", "M0+ 2 each; M4 'always one cycle'", t_str3, E(6, 3, 3)},
    {"STR [Rn,Rm]", "2", t_str_reg, E(2, 2, 2)},
    {"LDR; STR [Rn,Rm]", "M4: the STR pipelines, 2+1", t_ldr_str_reg, E(4, 3, 3)},
    {"STR; LDR", "no pipelining after a store", t_str_ldr, E(4, 3, 3)},
    {"LDM {3 regs}", "1+N", t_ldm3, E(4, 4, 4)},
    {"PUSH {4}; POP {4}", "1+N each", t_pushpop4, E(10, 10, 10)},
    {"B (taken)", "M0+ 2; 1+P", t_b_taken, E(2, 3, 2)},
    {"CMP; BNE not taken; NOP", "1+1+1", t_bcc_not_taken, E(3, 3, 3)},
    {"CMP; BEQ taken", "1 + (M0+ 2; 1+P)", t_bcc_taken, E(3, 4, 3)},
    {"BL; BX LR", "M0+ 3+2; (1+P)+(1+P)", t_bl_bx, E(5, 6, 4)},
    {"BL; PUSH {r4,lr}; POP {r4,pc}", "M0+ 3+3+5; (1+P)+3+(3+P)", t_bl_pop_pc, E(11, 11, 9)},
    {"4 x MULS", "1 each (M0+ single-cycle multiplier)", t_muls4, E(4, 4, 4)},
#if __ARM_ARCH_ISA_THUMB >= 2
    {"LDRD", "1+N = 3", t_ldrd, E(0, 3, 3)},
    {"LDRD; LDR", "LDRD pipelines nothing: 3+2", t_ldr_after_ldrd, E(0, 5, 5)},
    {"CBZ taken", "1+P", t_cbz_taken, E(0, 3, 2)},
    {"CBZ not taken; NOP", "1+1", t_cbz_not_taken, E(0, 2, 2)},
    {"CMP; IT EQ; MOVEQ", "1 + 0 (folded) + 1", t_it, E(0, 2, 2)},
    {"CMP; ITE EQ; MOVEQ; MOVNE (ne)", "1 + 0 + 1 + 1 (failed: still 1)", t_ite, E(0, 3, 3)},
    {"CMP; IT EQ; BEQ (fails); NOP", "1 + 0 + 1 + 1", t_it_bcc_failed, E(0, 3, 3)},
    {"MLA; UMULL; UMLAL", "2+1+1", t_mla_umull, E(0, 4, 4)},
    {"UDIV 0x12345678/3", "28 quotient bits: 12", t_udiv_big, E(0, 12, 12)},
    {"UDIV 100/10", "4 quotient bits: 2+2", t_udiv_small, E(0, 4, 4)},
    {"SDIV -5/10", "quotient 0: 2", t_sdiv_zero_q, E(0, 2, 2)},
    {"LDR PC, [SP], #4", "2+P", t_ldr_pc, E(0, 4, 3)},
    {"PUSH.W {5}; POP.W {5}", "1+N each", t_pop_wide, E(0, 12, 12)},
#endif
};

static unsigned buf[16] __attribute__((aligned(8)));

int main(void) {
    int pass = 0, fail = 0;
    if (QZSIM_REG(QZSIM_ID) != QZSIM_ID_VALUE) {
        printf("not running under qz-mcusim\n");
        return 1;
    }
    buf[0] = (unsigned)buf;
    buf[1] = (unsigned)buf;
    unsigned base = t_empty(buf);
    printf("timing tests for %s (overhead %u cycles subtracted)\n", CORE, base);
    for (unsigned k = 0; k < sizeof tests / sizeof tests[0]; k++) {
        unsigned got = tests[k].fn(buf) - base, again = tests[k].fn(buf) - base;
        int ok = got == tests[k].expect && again == got;
        printf("%s: %-32s %3u cycles, expected %3u (%s)\n", ok ? "PASS" : "FAIL",
               tests[k].name, got, tests[k].expect, tests[k].why);
        ok ? pass++ : fail++;
    }
    printf("%d passed, %d failed\n", pass, fail);
    return fail != 0;
}

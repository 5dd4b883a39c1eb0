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
#if defined(__ARM_ARCH_8M_MAIN__)
SEQ(t33_loop20) SEQ(t33_load_use) SEQ(t33_load_gap) SEQ(t33_load_store)
SEQ(t33_load_mla_acc) SEQ(t33_load_mla_mul) SEQ(t33_ldm_last) SEQ(t33_ldm_first)
SEQ(t33_ldm_bne) SEQ(t33_mla_chain) SEQ(t33_mul_use) SEQ(t33_it_wide)
SEQ(t33_b_nonflag) SEQ(t33_nop_pair) SEQ(t33_ldr_nop) SEQ(t33_shift_use)
SEQ(t33_shift_store) SEQ(t33_shcon_use) SEQ(t33_shcon_flags) SEQ(t33_uxtab_chain)
SEQ(t33_load_uxtab) SEQ(t33_shift_flags)
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
/* expected cycles: on the M0+, M4 (P = 2), M33 (P = 1; the measured M33
 * rules of ../timing.c: LDR 1 + 1 stall if the next instruction uses the
 * result, LDM N, MULS 2, 16-bit pairs) */
#define E(m0, m4, m33) M0(m0) M4(m4) M33(m33)

static const struct {
    const char *name, *why;
    seqfn fn;
    unsigned expect;
} tests[] = {
    {"10 x ADDS", "1 each", t_adds10, E(10, 10, 10)},
    {"LDR; LDR", "M0+ 2+2; M4: the 2nd pipelines, 2+1; M33 1+1", t_ldr2, E(4, 3, 2)},
    {"4 x LDR", "M0+ 4x2; M4 2+1+1+1; M33 4x1", t_ldr4, E(8, 5, 4)},
    {"LDR; dependent LDR", "no pipelining: 2+2; M33 1+(1+1 stall)", t_ldr_dep, E(4, 4, 3)},
    {"3 x STR [Rn,#imm]", "M0+ 2 each; M4 'always one cycle'", t_str3, E(6, 3, 3)},
    {"STR [Rn,Rm]", "2; M33 1", t_str_reg, E(2, 2, 1)},
    {"LDR; STR [Rn,Rm]", "M4: the STR pipelines, 2+1; M33 1+1 (store data)", t_ldr_str_reg, E(4, 3, 2)},
    {"STR; LDR", "no pipelining after a store; M33 1+1", t_str_ldr, E(4, 3, 2)},
    {"LDM {3 regs}", "1+N; M33 N", t_ldm3, E(4, 4, 3)},
    {"PUSH {4}; POP {4}", "1+N each; M33 N each", t_pushpop4, E(10, 10, 8)},
    {"B (taken)", "M0+ 2; 1+P (M33: after MOVS, no pair)", t_b_taken, E(2, 3, 2)},
    {"CMP; BNE not taken; NOP", "1+1+1; M33 1+0 (pairs)+1", t_bcc_not_taken, E(3, 3, 2)},
    {"CMP; BEQ taken", "1 + (M0+ 2; 1+P)", t_bcc_taken, E(3, 4, 3)},
    {"BL; BX LR", "M0+ 3+2; (1+P)+(1+P)", t_bl_bx, E(5, 6, 4)},
    {"BL; PUSH {r4,lr}; POP {r4,pc}", "M0+ 3+3+5; (1+P)+3+(3+P); M33 (1+P)+2+(4+P)", t_bl_pop_pc, E(11, 11, 9)},
    {"4 x MULS", "1 each (M0+ single-cycle multiplier); M33 2 each", t_muls4, E(4, 4, 8)},
#if __ARM_ARCH_ISA_THUMB >= 2
    {"LDRD", "1+N = 3; M33 2", t_ldrd, E(0, 3, 2)},
    {"LDRD; LDR", "LDRD pipelines nothing: 3+2; M33 2+1", t_ldr_after_ldrd, E(0, 5, 3)},
    {"CBZ taken", "1+P", t_cbz_taken, E(0, 3, 2)},
    {"CBZ not taken; NOP", "1+1 (M33: CBZ does not pair)", t_cbz_not_taken, E(0, 2, 2)},
    {"CMP; IT EQ; MOVEQ", "1 + 0 (folded) + 1", t_it, E(0, 2, 2)},
    {"CMP; ITE EQ; MOVEQ; MOVNE (ne)", "1 + 0 + 1 + 1 (failed: still 1)", t_ite, E(0, 3, 3)},
    {"CMP; IT EQ; BEQ (fails); NOP", "1 + 0 + 1 + 1", t_it_bcc_failed, E(0, 3, 3)},
    {"MLA; UMULL; UMLAL", "2+1+1; M33 1+(1+1)+(1+1): each uses the last result", t_mla_umull, E(0, 4, 5)},
    {"UDIV 0x12345678/3", "28 quotient bits: 12", t_udiv_big, E(0, 12, 12)},
    {"UDIV 100/10", "4 quotient bits: 2+2", t_udiv_small, E(0, 4, 4)},
    {"SDIV -5/10", "quotient 0: 2", t_sdiv_zero_q, E(0, 2, 2)},
    {"LDR PC, [SP], #4", "2+P; M33 3+P", t_ldr_pc, E(0, 4, 4)},
    {"PUSH.W {5}; POP.W {5}", "1+N each; M33 N each", t_pop_wide, E(0, 12, 10)},
#endif
#if defined(__ARM_ARCH_8M_MAIN__)
    {"loop: 17 MOV.N, SUBS.W, MOV.N, BNE x4", "3x20 + 19 (jnk0le)", t33_loop20, 79},
    {"LDR; ADDS using it", "1 + (1+1 stall)", t33_load_use, 3},
    {"LDR; ADDS; ADDS using it", "1+1+1: no stall", t33_load_gap, 3},
    {"LDR; STR of it", "1+1: store data is late", t33_load_store, 2},
    {"LDR; MLA accumulating it", "1+1: accumulator is late", t33_load_mla_acc, 2},
    {"LDR; MLA multiplying it", "1 + (1+1 stall)", t33_load_mla_mul, 3},
    {"LDM {3}; ADDS on the last", "3 + (1+1 stall)", t33_ldm_last, 5},
    {"LDM {3}; ADDS on the first", "3 + 1", t33_ldm_first, 4},
    {"CMP; LDM.N {3}; BNE.N not taken", "1 + 3 + 0 (pairs)", t33_ldm_bne, 4},
    {"3 x MLA chained accumulator", "1 each", t33_mla_chain, 3},
    {"MUL; MUL using it", "1 + (1+1 stall)", t33_mul_use, 3},
    {"CMP.W; IT EQ; MOVEQ", "1 + 1 (no pair after 32-bit) + 1", t33_it_wide, 3},
    {"CMP; MOV.N; BEQ.N taken", "1 + 1 + 1 (pairs behind MOV.N)", t33_b_nonflag, 3},
    {"ADDS; NOP; NOP", "1 + 0 (pairs) + 1", t33_nop_pair, 2},
    {"LDR; NOP", "1 + 0 (pairs)", t33_ldr_nop, 1},
    {"ADD.W ROR; ADDS using it", "1 + (1+1 stall)", t33_shift_use, 3},
    {"ADD.W ROR; STR of it", "1 + 1", t33_shift_store, 2},
    {"EOR.W #0x1fc0; ADDS using it", "1 + (1+1 stall)", t33_shcon_use, 3},
    {"ADDS.W #0x1fc0; MOVS.W #0x1fc0", "2 (flags) + 1", t33_shcon_flags, 3},
    {"UXTB; UXTAB accumulating it", "1 + 1: chained", t33_uxtab_chain, 2},
    {"LDR; UXTAB accumulating it", "1 + (1+1 stall)", t33_load_uxtab, 3},
    {"ANDS.W LSL; BEQ taken", "1 + (1 stall + 2)", t33_shift_flags, 4},
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

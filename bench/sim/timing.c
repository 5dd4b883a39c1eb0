/* qz-mcusim -- the cycle model.
 *
 * MODELLED cycles, zero wait states: every executed instruction is charged
 * what the core's Technical Reference Manual gives for it. These are the
 * rules of build-aux/qz-trace-cycles (same classes, same numbers), so the
 * two tools agree instruction for instruction; the only difference is
 * UDIV/SDIV, charged here with a data-dependent latency (below) where the
 * script, which sees no register values, charges the upper bound 12.
 * P is the pipeline refill after a taken branch or any other PC write.
 *
 * Cortex-M0+ -- Cortex-M0+ TRM (ARM DDI 0484C) 3.3 'Instruction set
 * summary', Table 3-1, and ARMv6-M (P = 1 is implicit in the numbers):
 *   data processing, ADR, extend, REV, MULS (the single-cycle multiplier
 *     option)                                   1
 *   MOV/ADD with Rd = PC                        2
 *   LDR*, STR* (every addressing mode)          2
 *   LDM/STM/PUSH of N registers                 1+N
 *   POP of N registers                          1+N;  with PC 3+N
 *   B, and Bcc taken                            2;    Bcc not taken 1
 *   BL                                          3
 *   BX, BLX                                     2
 *   MSR, MRS, DMB, DSB, ISB (and SVC, BKPT, ... 'sys')  3
 *
 * Cortex-M4 -- Cortex-M4 TRM (ARM DDI 0439B) Table 3-1 'Cortex-M4
 * instruction set summary' and 3.3.2 'Load/store timings'; P = 2 (the TRM
 * gives 1..3 depending on alignment and width of the target):
 *   data processing incl. shifted-register operand, bitfield, extend,
 *     CLZ, REV, saturate, SIMD                 1;    with Rd = PC 1+P
 *   MUL 1; MLA, MLS 2; UMULL/SMULL/UMLAL/SMLAL/UMAAL and the DSP
 *     multiplies (SMULxy, SMLAxy, SMLAD, ...) 1          (Table 3-1)
 *   UDIV, SDIV                                  2..12, data-dependent
 *     (Table 3-1 footnote: "early termination ... based on the number of
 *     leading ones and zeros in the input operands"); see div_latency
 *   LDR/LDRB/LDRH/LDRSB/LDRSH/LDREX             2;    LDR to PC 2+P
 *   STR/STRB/STRH with immediate offset        1     (3.3.2: "STR Rx,
 *     [Ry,#imm] is always one cycle"); with register offset 2
 *   pipelining (3.3.2: "if the next instruction is an LDR or STR, and the
 *     destination of the first LDR is not used to compute the address for
 *     the next instruction, one cycle is removed from the cost of the
 *     next instruction"; "nothing can be pipelined after the store"):
 *     a single LDR/STR executed directly after a single-register LDR
 *     whose destination is not among its address registers costs 1
 *   LDRD/STRD                                   1+N = 3, never pipelined
 *   LDM/STM/PUSH/POP of N registers             1+N;  with PC 1+N+P
 *   B, Bcc, CBZ/CBNZ taken                      1+P;  not taken 1
 *   BL, BX, BLX                                 1+P
 *   TBB/TBH                                     2+P
 *   IT                                          0 (treated as folded: the
 *     TRM allows IT to fold onto a preceding 16-bit instruction)
 *   MSR, MRS, barriers ('sys')                  2
 *   VFP and anything unrecognised               1
 *   Instructions in an IT block are charged in full whether or not their
 *   condition passes (as qz-trace-cycles does); a Bcc's taken/not-taken
 *   is known (next executed PC against the fall-through address).
 *   Not modelled: the extra cycle when an address depends on the
 *   immediately preceding data-processing result, literal-load fetch
 *   contention, unaligned 32-bit fetches, wait states, bus contention.
 *
 * Cortex-M33 -- the Cortex-M33 TRM (ARM 100230) publishes no full timing
 * table. Assumed: the Cortex-M4 rules above with P = 1 (taken branch 2),
 * divide as on the M4. LESS CERTAIN than the M0+ and M4 figures.
 */
#include "sim.h"

void timing_init(struct sim *s) {
    if (!s->refill) s->refill = s->core == CORE_M4 ? 2 : 1;
}

const char *timing_model_name(const struct sim *s) {
    switch (s->core) {
    case CORE_M0PLUS: return "Cortex-M0+ TRM DDI 0484 timings";
    case CORE_M4: return "Cortex-M4 TRM DDI 0439 timings";
    default: return "Cortex-M4 TRM timings ASSUMED for Cortex-M33, P=1";
    }
}

static unsigned clz32(uint32_t x) { return x ? (unsigned)__builtin_clz(x) : 32; }

/* UDIV/SDIV latency on Cortex-M4/M33: 2..12 cycles (M4 TRM Table 3-1).
 * The divider's algorithm is not published; this approximation charges
 * 2 cycles of set-up plus one cycle per 3 quotient bits, where the number
 * of quotient bits is what the leading zeros of the magnitudes allow:
 *   q = clz(|divisor|) - clz(|dividend|) + 1 (0 when |dividend| < |divisor|
 *   or the divisor is 0), latency = min(12, 2 + ceil(q / 3)).
 * So 0x12345678 / 3 (q = 31) costs 12, 1000 / 10 (q = 4) costs 4, and
 * x / y with x < y costs 2. */
unsigned div_latency(const struct sim *s, int is_signed, uint32_t n, uint32_t d) {
    (void)s;
    if (is_signed) {
        n = (int32_t)n < 0 ? 0u - n : n;
        d = (int32_t)d < 0 ? 0u - d : d;
    }
    if (d == 0 || n < d) return 2;
    unsigned q = clz32(d) - clz32(n) + 1, c = 2 + (q + 2) / 3;
    return c > 12 ? 12 : c;
}

unsigned insn_cost(const struct sim *s, const struct insn *i,
                   const struct insn *prev, int taken, unsigned div_lat) {
    unsigned k = i->kind, pcw = !!(i->flags & F_PCW), P = s->refill;
    int br = taken || !(i->flags & F_COND);
    if (s->core == CORE_M0PLUS) {
        switch (k) {
        case K_ALU: return 1 + pcw;
        case K_LD: case K_ST: case K_LDRD: return 2;
        case K_BL: return 3;
        case K_LDM: return 1 + i->n + 2 * pcw;
        case K_B: return br ? 2 : 1;
        case K_BX: return 2;
        case K_SYS: return 3;
        default: return 1;
        }
    }
    if ((k == K_LD || k == K_ST) && !pcw) {
        int piped = prev && prev->kind == K_LD && !(prev->flags & F_PCW) &&
                    !(prev->dest >= 0 && (i->addrregs >> prev->dest & 1));
        return piped || (k == K_ST && !(i->flags & F_REGOFF)) ? 1 : 2;
    }
    switch (k) {
    case K_ALU: return 1 + P * pcw;
    case K_LD: return 2 + P;
    case K_LDRD: return 3;
    case K_TB: return 2 + P;
    case K_LDM: return 1 + i->n + P * pcw;
    case K_B: return br ? 1 + P : 1;
    case K_IT: return 0;
    case K_BL: case K_BX: return 1 + P;
    case K_MLA: return 2;
    case K_DIV: return div_lat;
    case K_SYS: return 2;
    default: return 1;
    }
}

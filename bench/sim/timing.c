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
 * Cortex-M33 -- the Cortex-M33 TRM (ARM 100230) publishes no timing
 * table. The rules below follow DWT.CYCCNT micro-benchmarks on an RP2350
 * (Cortex-M33 r1p0) by J. Oleksiewicz: github.com/jnk0le/random, file
 * 'pipeline cycle test/doc/cortex_m33.md' (commit 3dfc2ab), sections
 * 'overall', '"limited dual issue" and branching', 'load/store' [J]; the
 * pipeline description in elektroniknet.de, "Cortex-M23 und M33 sind erste
 * ARMv8-M-CPUs", page 3 (3 stages, branches resolved in stage 2, load
 * address generated in stage 2, dual issue of 16-bit and branch
 * instructions) [E]; Arm Knowledge Article KA001260 (MULS takes an extra
 * cycle), as cited by [J] [K]. P = 1 (--refill P changes it). Confidence
 * in brackets: H = measured in [J], M = inferred, L = assumed.
 *   issue cycles
 *   ALU, MOV/MOVW/MOVT, shifts, BFI, extend, DSP/SIMD  1 [J, H]
 *   flag-setting ALU op with a "shifted constant" (a T32 modified
 *     immediate that is not 0x000000XY, 0x00XY00XY, 0xXY00XY00, 0xXYXYXYXY;
 *     told from the encoding), except MOVS/MVNS    2 [J, H]
 *   MUL, MLA, MLS, UMULL, SMULL, UMLAL, SMLAL, UMAAL, DSP multiplies  1
 *     [J: MAC H; MUL/UMULL M]
 *   MULS (16-bit)                                  2 [J, K: H]
 *   LDR*, STR* (any addressing mode)               1 [J, E: H]
 *   LDRD/STRD                                      2 [J, H]
 *   LDM/STM/PUSH/POP of N registers                N [J, H]
 *   with PC in the list: N + 2 + P [J 'pop {lr}, bx lr is 1-2 cycles
 *     faster than pop {pc}': M-L]; LDR PC 3 + P [L]; TBB/TBH 3 + P [L]
 *   ALU op writing the PC                          1 + P [L]
 *   B, Bcc, CBZ/CBNZ taken, BL, BX, BLX            1 + P; not taken 1 [J, E]
 *   IT                                             1; 0 when paired [J, M]
 *   UDIV/SDIV                                      as on the M4 [L]
 *   MSR, MRS, barriers                             2 [L]
 *   result latency 2 (the next instruction stalls 1 cycle if it reads the
 *   result at issue) [J, H]:
 *     loads (LDR*: the destination; LDRD: the second register; LDM/POP:
 *       the last register of the list [M]);
 *     2-stage results: MUL, MLA/MLS, long and DSP multiplies (both halves),
 *       ALU ops with a shifted-register operand2 (also their flags) or a
 *       shifted constant, xXTAx (the extend-and-add forms), DSP/SIMD
 *       (QADD, UADD8, PKHBT, SEL, SSAT, ...). The plain extends
 *       (UXTB/SXTB/UXTH/SXTH/xXTB16, rotated or not) are single-stage:
 *       [J] lists only xXTAx among them, and jnk0le's CM33_1T AES, whose
 *       rounds put every UXTB's result straight into the index of the next
 *       LDR (63 times per block), measures 574 cycles on the RP2350: with
 *       a 2-cycle UXTB it could not be below 640 (bench/calibrate).
 *     Read late, never stalled: the data of STR/STRD/STM/PUSH, the
 *     accumulator of MLA/MLS/SMLAxy/UMLAL/UMAAL/... ; the accumulate input
 *     of xXTAx stalls after a load but not after a 2-stage result [J, H].
 *     The flags count as a register (read by Bcc, IT-block instructions,
 *     ADC/SBC/RRX).
 *   dual issue [J, H]: a 16-bit instruction directly after a 16-bit
 *   ALU/MUL/LDR/STR/LDM/STM that was not itself the second of a pair:
 *     NOP (only behind ALU, LDR/STR)               0
 *     IT                                           0
 *     B, Bcc, BX (16-bit) not taken                0
 *     the same taken, behind an instruction that does not set the flags  P
 *   ALU+ALU, ALU+LDR/STR never pair; CBZ/CBNZ, BLX are not paired [M].
 *   A taken paired branch clears pending results; after any other pair
 *   the pair's pending results stay pending for the next instruction.
 * The dependence state (registers pending from the last issue cycle, and
 * whether that cycle held a pair) lives in struct sim; each instruction
 * carries its read/write masks and dual-issue roles (decode.c), so the
 * per-instruction work is a few mask operations (m33_cost).
 * Not modelled on the M33: instructions whose IT condition fails are
 * charged in full with their hazards (silicon runs them as NOPs: 1 cycle,
 * no hazards [J]; kept for agreement with qz-trace-cycles, which cannot
 * tell); a load feeding a BX/branch operand stalls only 1 ([J]'s POP/BX LR
 * example suggests 2); the FPU rules of [J] (VFP: 1 cycle); RP2350 SRAM
 * bank conflicts and fetch starvation (the second of a pair must already
 * be fetched); wait states.
 */
#include "sim.h"

void timing_init(struct sim *s) {
    if (!s->refill) s->refill = s->core == CORE_M4 ? 2 : 1;
}

const char *timing_model_name(const struct sim *s) {
    switch (s->core) {
    case CORE_M0PLUS: return "Cortex-M0+ TRM DDI 0484 timings";
    case CORE_M4: return "Cortex-M4 TRM DDI 0439 timings";
    default: return "Cortex-M33 rules measured on RP2350 (jnk0le), partly assumed";
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
    if (s->core == CORE_M33) { /* issue cycles; context: m33_cost */
        switch (k) {
        case K_ALU: return pcw ? 1 + P : (i->m33 & M33_ISSUE2) ? 2 : 1;
        case K_MUL: return (i->m33 & M33_ISSUE2) ? 2 : 1;
        case K_LD: return pcw ? 3 + P : 1;
        case K_LDRD: return 2;
        case K_LDM: return i->n + (pcw ? 2 + P : 0);
        case K_B: return br ? 1 + P : 1;
        case K_BL: case K_BX: return 1 + P;
        case K_TB: return 3 + P;
        case K_IT: return 1;
        case K_DIV: return div_lat;
        case K_SYS: return 2;
        default: return 1; /* K_ST, K_MLA, K_LMUL, K_OTHER */
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

/* Cortex-M33: the cost of i issued after prev (the instruction executed
 * just before it, NULL at the start), given the dependence state left by
 * the instructions before; updates that state. */
unsigned m33_cost(struct sim *s, const struct insn *i, const struct insn *prev,
                  int taken, unsigned div_lat) {
    unsigned c = i->kind == K_DIV ? div_lat : taken ? i->c_taken : i->c_fall;
    int stall = ((i->m_re & (s->m33_ld | s->m33_ex)) | (i->m_rx & s->m33_ld)) != 0;
    if ((i->m33 & (M33_IT | M33_NOP | M33_BR)) && !stall && prev &&
        !s->m33_slot1 && (prev->m33 & M33_FIRST) && i->addr == prev->addr + 2) {
        int d = -1;
        if (i->m33 & M33_IT) d = 0;
        else if (i->m33 & M33_NOP) d = prev->m33 & M33_NOPOK ? 0 : -1;
        else if (!taken) d = 0;                      /* branch not taken */
        else if (!(prev->m33 & M33_FLAGS)) d = (int)s->refill;
        if (d >= 0) { /* the second of a dual-issue pair */
            s->m33_slot1 = 1;
            if (taken) s->m33_ld = s->m33_ex = 0;
            return (unsigned)d;
        }
    }
    s->m33_slot1 = 0;
    s->m33_ld = i->m_wld;
    s->m33_ex = i->m_wex;
    return c + (unsigned)stall;
}

/* qz-mcusim -- cycle-modelling Cortex-M simulator for semihosted test
 * programs (newlib rdimon). See README.md.
 *
 * One UC_HOOK_CODE callback per executed instruction does everything that
 * is per instruction: it charges the PREVIOUS instruction (its cost may
 * depend on whether the branch was taken, known only now from this PC),
 * re-reads SP after an instruction that may have written it (stack
 * high-water mark), feeds the trace digest, and runs the --strict checks
 * of this instruction before it executes.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "sim.h"

#define EXCP_UDEF 1 /* qemu's exception numbers, as UC_HOOK_INTR reports them */
#define EXCP_SVC 2
#define EXCP_BKPT 7

static struct sim S;
static struct timespec t_start;

static double host_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (t.tv_sec - t_start.tv_sec) + (t.tv_nsec - t_start.tv_nsec) * 1e-9;
}

static void finish_pending(struct sim *s) {
    if (s->pend) s->cycles += s->core == CORE_M33 ?
        m33_cost(s, s->pend, s->prev, 0, s->pend_div) :
        insn_cost(s, s->pend, s->prev, 0, s->pend_div);
    s->prev = s->pend = NULL;
}

static void print_stats(struct sim *s) {
    double t = host_seconds();
    fflush(stdout);
    fprintf(stderr, "qz-mcusim: %s, %s, %s", s->cpu_name, timing_model_name(s),
            s->board ? s->board->name : "ideal memory (zero wait states)");
    if (s->core != CORE_M0PLUS) fprintf(stderr, ", P=%u", s->refill);
    fprintf(stderr, "\n  instructions   %llu\n  cycles         %llu (MODELLED)\n",
            (unsigned long long)s->insns, (unsigned long long)s->cycles);
    if (s->insns)
        fprintf(stderr, "  CPI            %.3f\n", (double)s->cycles / s->insns);
    fprintf(stderr, "  stack HWM      %u bytes (lowest SP 0x%08x, initial 0x%08x)\n",
            s->ram_hi - s->sp_min, s->sp_min, s->ram_hi);
    mem_stats(s, stderr);
    fprintf(stderr, "  divides        %llu (%llu cycles)\n",
            (unsigned long long)s->divides, (unsigned long long)s->div_cycles);
    fprintf(stderr, "  time           %.6f ms at %g MHz\n",
            s->cycles / (s->clock_mhz * 1e3), s->clock_mhz);
    fprintf(stderr, "  host           %.3f s, %.1f M instructions/s\n", t,
            t > 0 ? s->insns / t / 1e6 : 0.0);
}

void sim_fault(struct sim *s, uint32_t pc, const char *fmt, ...) {
    va_list ap;
    if (!pc && s->pend) pc = s->pend->addr;
    fflush(stdout);
    fprintf(stderr, "qz-mcusim: FAULT (%s) at pc 0x%08x: ", s->cpu_name, pc);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    if (s->want_stats) print_stats(s);
    exit(EXIT_FAULT);
}

void digest_event(struct sim *s, uint8_t tag, uint32_t v) {
    uint64_t h = s->digest; /* FNV-1a 64 over tag, then v little-endian */
    h = (h ^ tag) * 0x100000001b3ull;
    for (int k = 0; k < 4; k++) h = (h ^ (uint8_t)(v >> 8 * k)) * 0x100000001b3ull;
    s->digest = h;
}

uint32_t sim_current_sp(struct sim *s) { return s->sp; }

static uint32_t reg(struct sim *s, int r) {
    static const int ucr[16] = {UC_ARM_REG_R0, UC_ARM_REG_R1, UC_ARM_REG_R2,
        UC_ARM_REG_R3, UC_ARM_REG_R4, UC_ARM_REG_R5, UC_ARM_REG_R6,
        UC_ARM_REG_R7, UC_ARM_REG_R8, UC_ARM_REG_R9, UC_ARM_REG_R10,
        UC_ARM_REG_R11, UC_ARM_REG_R12, UC_ARM_REG_SP, UC_ARM_REG_LR,
        UC_ARM_REG_PC};
    uint32_t v = 0;
    uc_reg_read(s->uc, ucr[r], &v);
    return v;
}

/* Does the condition of an instruction inside an IT block pass? */
static int cond_passes(struct sim *s, unsigned cc) {
    uint32_t psr = 0;
    uc_reg_read(s->uc, UC_ARM_REG_XPSR, &psr);
    int n = psr >> 31 & 1, z = psr >> 30 & 1, c = psr >> 29 & 1, v = psr >> 28 & 1;
    switch (cc) {
    case ARM_CC_EQ: return z;
    case ARM_CC_NE: return !z;
    case ARM_CC_HS: return c;
    case ARM_CC_LO: return !c;
    case ARM_CC_MI: return n;
    case ARM_CC_PL: return !n;
    case ARM_CC_VS: return v;
    case ARM_CC_VC: return !v;
    case ARM_CC_HI: return c && !z;
    case ARM_CC_LS: return !c || z;
    case ARM_CC_GE: return n == v;
    case ARM_CC_LT: return n != v;
    case ARM_CC_GT: return !z && n == v;
    case ARM_CC_LE: return z || n != v;
    default: return 1;
    }
}

/* The data address of a load/store (the first one of LDM/STM/PUSH/POP:
 * for PUSH/STMDB the base register value), before the instruction runs. */
static uint32_t data_address(struct sim *s, const struct insn *i) {
    /* PC as a base: the instruction's address + 4, word-aligned for
     * literal loads but not for TBB/TBH (ARMv7-M ARM A7.7.185) */
    uint32_t a = i->base != 15 ? reg(s, i->base) :
                 i->kind == K_TB ? i->addr + 4 : (i->addr + 4) & ~3u;
    if (i->kind == K_LDM) return a;
    uint32_t x = i->index >= 0 ? reg(s, i->index) << i->shift : 0;
    return (i->neg ? a - x : a + x) + (uint32_t)i->disp;
}

/* Per-instruction work that most instructions do not need. */
static void slow_path(struct sim *s, const struct insn *i) {
    if (i->cc != ARM_CC_AL && !cond_passes(s, i->cc)) return; /* skipped in IT */
    if (s->strict && s->core == CORE_M0PLUS && (i->flags & F_V6MBAD))
        sim_fault(s, i->addr, "'%s' is not an ARMv6-M instruction (Cortex-M0+ "
                  "takes a HardFault)", i->text);
    if ((i->flags & F_MEM) && (s->digest_on || (s->strict && i->align))) {
        uint32_t a = data_address(s, i);
        if (s->digest_on) digest_event(s, 'M', a);
        if (s->strict && i->align && (a & (i->align - 1u)))
            sim_fault(s, i->addr, "unaligned %u-byte access at address 0x%08x by "
                      "'%s' (%s takes a %s)", i->align, a, i->text, s->cpu_name,
                      s->core == CORE_M0PLUS ? "HardFault" : "UsageFault");
    }
    if (i->kind == K_DIV) {
        s->pend_div = div_latency(s, i->text[0] == 's', reg(s, i->rn), reg(s, i->rm));
        s->divides++;
        s->div_cycles += insn_cost(s, i, NULL, 0, s->pend_div);
    }
}

/* Unicorn runs no hook for an instruction of an IT block whose condition
 * fails; the core still issues it. Charge (and count, and hash) such
 * instructions between p and pc in full, as qz-trace-cycles does. */
static const struct insn *it_skipped(struct sim *s, const struct insn *p, uint32_t pc) {
    for (uint32_t a = p->addr + p->size; a < pc;) {
        const struct insn *q = lookup(s, a);
        s->cycles += s->core == CORE_M33 ? m33_cost(s, q, p, 0, 2) :
                     insn_cost(s, q, p, 0, 2);
        s->insns++;
        if (s->trace)
            fprintf(stderr, "%10s %08x  %s (condition failed)\n", "", a, q->text);
        if (s->digest_on) digest_event(s, 'X', a);
        a += q->size;
        p = q;
    }
    return p;
}

/* --board: the cycles instruction i waits for flash before it issues
 * (its fetch) and in its data phase (a read from flash), board.c.
 * Sequential code is requested when the previous instruction issues (the
 * fetch stage runs ahead); a branch target only when the branch executes,
 * a cycle after it issued, and then needs the rest of the refill after it
 * arrives (board.c, mem_fetch_stall). */
static void board_stalls(struct sim *s, const struct insn *i, int redirected) {
    uint64_t req = s->t_issue + (redirected ? 1 : 0);
    s->cycles += mem_fetch_stall(s, i, req, s->cycles,
                                 redirected ? s->refill - 1 : 0);
    s->t_issue = s->cycles;
    if ((i->flags & F_LOAD) && i->base >= 0 &&
        (i->cc == ARM_CC_AL || cond_passes(s, i->cc))) {
        uint32_t a = data_address(s, i);
        s->cycles += mem_data_stall(s, a, i->bytes, s->cycles + 1);
    }
}

static void on_code(uc_engine *uc, uint64_t addr, uint32_t size, void *u) {
    struct sim *s = u;
    uint32_t pc = (uint32_t)addr;
    (void)size;
    if (s->exiting) {
        uc_emu_stop(uc);
        return;
    }
    const struct insn *p = s->pend, *i = lookup(s, pc), *pp = s->prev;
    if (p) { /* charge the previous instruction = insn_cost(s, p, pp, taken) */
        uint32_t ft = p->addr + p->size;
        unsigned c;
        if (s->core == CORE_M33) { /* timing.c: depends on pp and the state */
            /* taken: a jump that left the fall-through (not a PC moved on
             * by condition-failed IT instructions, which Unicorn skips) */
            c = m33_cost(s, p, pp, pc != ft && (p->flags & F_JUMP), s->pend_div);
        } else {
            c = pc != ft ? p->c_taken : p->c_fall;
            if (p->c_piped < c && pp && (pp->flags & F_PIPE) &&
                !(pp->dest >= 0 && (p->addrregs >> pp->dest & 1)))
                c = p->c_piped;
            if (p->kind == K_DIV) c = insn_cost(s, p, pp, 0, s->pend_div);
        }
        s->cycles += c;
        if (pc != ft && !(p->flags & F_JUMP) && pc - ft <= 16)
            p = it_skipped(s, p, pc);
        if (s->sp_dirty) {
            uc_reg_read(uc, UC_ARM_REG_SP, &s->sp);
            if (s->sp < s->sp_min) s->sp_min = s->sp;
        }
    }
    if (s->board) board_stalls(s, i, p && pc != p->addr + p->size && (p->flags & F_JUMP));
    if (s->trace)
        fprintf(stderr, "%10llu %08x  %s\n", (unsigned long long)s->cycles, pc, i->text);
    s->prev = p;
    s->pend = i;
    if (++s->insns == s->max_insns)
        sim_fault(s, pc, "--max-insns %llu reached", (unsigned long long)s->max_insns);
    s->sp_dirty = i->flags & F_SPW;
    if (s->digest_on) {
        digest_event(s, 'X', pc);
        if (i->flags & (F_MEM | F_SLOW)) slow_path(s, i);
    } else if (i->flags & F_SLOW) {
        slow_path(s, i);
    }
}

static bool on_unmapped(uc_engine *uc, uc_mem_type type, uint64_t addr, int size,
                        int64_t value, void *u) {
    struct sim *s = u;
    (void)uc, (void)value;
    if (s->exiting) return false;
    sim_fault(s, 0, "%s of %d bytes at unmapped address 0x%08x",
              type == UC_MEM_FETCH_UNMAPPED ? "instruction fetch" :
              type == UC_MEM_WRITE_UNMAPPED ? "write" : "read", size, (uint32_t)addr);
}

static void on_intr(uc_engine *uc, uint32_t intno, void *u) {
    struct sim *s = u;
    uint32_t pc = 0;
    uint16_t op = 0;
    uc_reg_read(uc, UC_ARM_REG_PC, &pc);
    pc &= ~1u;
    uc_mem_read(uc, pc, &op, 2);
    if (intno == EXCP_BKPT && op == 0xBEAB) {
        semihost_call(s);
        pc = (pc + 2) | 1;
        uc_reg_write(uc, UC_ARM_REG_PC, &pc);
        return;
    }
    sim_fault(s, pc, "%s (exception %u; no exception model: the program stops)",
              intno == EXCP_BKPT ? "BKPT" : intno == EXCP_SVC ? "SVC" :
              intno == EXCP_UDEF ? "undefined instruction" : "CPU exception", intno);
}

static void usage(void) {
    fputs("usage: qz-mcusim --cpu cortex-m0plus|cortex-m4|cortex-m33 [--clock-mhz F]\n"
          "                 [--strict|--no-strict] [--trace-digest] [--stats]\n"
          "                 [--ram-kib N] [--stack-kib N] [--refill P] [--trace]\n"
          "                 [--max-insns N] [--board NAME]\n"
          "                 image.elf [args...]\n", stderr);
    exit(EXIT_USAGE);
}

int main(int argc, char **argv) {
    struct sim *s = &S;
    uint32_t ram_kib = 512, stack_kib = 64;
    const char *board = NULL;
    int clock_given = 0;
    int k = 1;
    s->clock_mhz = 100.0;
    s->strict = 1;
    for (; k < argc && argv[k][0] == '-' && argv[k][1] == '-'; k++) {
        const char *o = argv[k], *v = k + 1 < argc ? argv[k + 1] : NULL;
        int val = !strcmp(o, "--cpu") || !strcmp(o, "--clock-mhz") ||
                  !strcmp(o, "--ram-kib") || !strcmp(o, "--stack-kib") ||
                  !strcmp(o, "--refill") || !strcmp(o, "--max-insns") ||
                  !strcmp(o, "--board");
        if (val && !v) usage();
        if (!strcmp(o, "--cpu")) {
            s->cpu_name = v;
            if (!strcmp(v, "cortex-m0plus")) s->core = CORE_M0PLUS;
            else if (!strcmp(v, "cortex-m4")) s->core = CORE_M4;
            else if (!strcmp(v, "cortex-m33")) s->core = CORE_M33;
            else usage();
        } else if (!strcmp(o, "--clock-mhz")) {
            s->clock_mhz = atof(v);
            clock_given = 1;
            if (!(s->clock_mhz > 0)) usage();
        } else if (!strcmp(o, "--board")) {
            board = v;
        } else if (!strcmp(o, "--ram-kib")) ram_kib = (uint32_t)atoi(v);
        else if (!strcmp(o, "--stack-kib")) stack_kib = (uint32_t)atoi(v);
        else if (!strcmp(o, "--refill")) s->refill = (unsigned)atoi(v);
        else if (!strcmp(o, "--max-insns")) s->max_insns = strtoull(v, NULL, 0);
        else if (!strcmp(o, "--strict")) s->strict = 1;
        else if (!strcmp(o, "--no-strict")) s->strict = 0;
        else if (!strcmp(o, "--trace-digest")) s->want_digest = 1;
        else if (!strcmp(o, "--stats")) s->want_stats = 1;
        else if (!strcmp(o, "--trace")) s->trace = 1;
        else if (!strcmp(o, "--")) { k++; break; }
        else usage();
        k += val;
    }
    if (!s->cpu_name || k >= argc || ram_kib < 16 || ram_kib > 0x100000) usage();
    s->stack_size = stack_kib * 1024;
    if (board && strcmp(board, "ideal")) {
        s->board = board_find(board);
        if (!s->board) {
            fprintf(stderr, "qz-mcusim: unknown board '%s' (%s)\n", board, board_list());
            return EXIT_USAGE;
        }
        if (s->board->core != s->core) {
            fprintf(stderr, "qz-mcusim: board %s has a different core than --cpu %s\n",
                    board, s->cpu_name);
            return EXIT_USAGE;
        }
        if (!clock_given) s->clock_mhz = s->board->clock_mhz;
    }
    timing_init(s);

    /* The M0+ runs on Unicorn's Cortex-M0 (ARMv6-M) model in --strict mode;
     * with --no-strict on the M4 model, which also executes Thumb-2. */
    int model = s->core == CORE_M4 ? UC_CPU_ARM_CORTEX_M4 : s->core == CORE_M33
                ? UC_CPU_ARM_CORTEX_M33 : s->strict ? UC_CPU_ARM_CORTEX_M0
                : UC_CPU_ARM_CORTEX_M4;
    uc_err e = uc_open(UC_ARCH_ARM, UC_MODE_THUMB | UC_MODE_MCLASS, &s->uc);
    if (e == UC_ERR_OK) e = uc_ctl_set_cpu_model(s->uc, model);
    if (e != UC_ERR_OK) {
        fprintf(stderr, "qz-mcusim: cannot initialise unicorn: %s\n", uc_strerror(e));
        return EXIT_USAGE;
    }
    if (periph_map(s) || load_elf(s, argv[k], ram_kib * 1024)) return EXIT_USAGE;
    if (decode_init(s)) {
        fprintf(stderr, "qz-mcusim: cannot initialise capstone\n");
        return EXIT_USAGE;
    }
    semihost_init(s, argc - k, argv + k);
    if (mem_init(s)) {
        fprintf(stderr, "qz-mcusim: out of memory\n");
        return EXIT_USAGE;
    }

    uc_hook h;
    uc_hook_add(s->uc, &h, UC_HOOK_CODE, on_code, s, 1, 0);
    uc_hook_add(s->uc, &h, UC_HOOK_INTR, on_intr, s, 1, 0);
    uc_hook_add(s->uc, &h, UC_HOOK_MEM_UNMAPPED, on_unmapped, s, 1, 0);

    s->sp = s->sp_min = s->ram_hi;
    uc_reg_write(s->uc, UC_ARM_REG_SP, &s->sp);
    if (s->want_digest) {
        s->digest = 0xcbf29ce484222325ull;
        s->digest_on = 1;
    }
    clock_gettime(CLOCK_MONOTONIC, &t_start);
    e = uc_emu_start(s->uc, s->entry | 1, 0xFFFFFFFFull, 0, 0);
    if (!s->exiting) {
        uint32_t pc = 0;
        uc_reg_read(s->uc, UC_ARM_REG_PC, &pc);
        sim_fault(s, pc, "emulation stopped: %s", e ? uc_strerror(e) :
                  "no semihosting exit");
    }
    finish_pending(s);
    fflush(stdout);
    if (s->want_digest)
        fprintf(stderr, "qz-mcusim: trace digest 0x%016llx\n",
                (unsigned long long)s->digest);
    if (s->want_stats) print_stats(s);
    return s->exit_code;
}

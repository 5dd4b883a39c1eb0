/* qz-mcusim -- internal interfaces shared by the simulator's files.
 *
 *   loader.c   ELF32 program headers -> Unicorn memory, RAM/stack layout
 *   decode.c   capstone decode cache, instruction classes, ARMv6-M check
 *   timing.c   the per-core cycle model (TRM sources in its comments)
 *   periph.c   PPB (DWT, SysTick, SCB) and the bench control block (MMIO)
 *   semihost.c ARM semihosting (BKPT 0xAB)
 *   main.c     options, hooks, run loop, --stats
 */
#ifndef QZ_MCUSIM_SIM_H
#define QZ_MCUSIM_SIM_H

#include <stdint.h>
#include <stdio.h>
#include <unicorn/unicorn.h>
#include <capstone/capstone.h>

#define EXIT_FAULT 3 /* exit status on a modelled fault or emulation error */
#define EXIT_USAGE 2 /* bad options, unreadable ELF */

enum core { CORE_M0PLUS, CORE_M4, CORE_M33 };

/* Instruction classes of the timing model (same names as the 'kind' of
 * build-aux/qz-trace-cycles). */
enum kind {
    K_ALU, K_LD, K_ST, K_LDRD, K_LDM, K_B, K_BL, K_BX, K_TB, K_MUL, K_MLA,
    K_LMUL, K_DIV, K_SYS, K_IT, K_OTHER
};

/* insn.flags */
#define F_COND   0x01 /* conditional branch (Bcc, CBZ/CBNZ, B in IT block) */
#define F_PCW    0x02 /* writes the PC (Rd = PC, LDR PC, POP/LDM with PC) */
#define F_REGOFF 0x04 /* load/store with a register offset */
#define F_SPW    0x08 /* may write SP: re-read SP after it (stack HWM) */
#define F_V6MBAD 0x10 /* not an ARMv6-M instruction */
#define F_PIPE   0x20 /* single-register LDR not to PC: may pipeline the next */
#define F_SLOW   0x40 /* needs main.c's slow path (divide, --strict checks) */
#define F_MEM    0x80 /* has a data address (load/store/LDM/TBB): digest */
#define F_JUMP   0x100 /* branch, PC write or exception: may leave fall-through */
#define F_LOAD   0x200 /* reads data memory (LDR*, LDRD, LDM, POP, TBB/TBH) */

/* insn.m33: Cortex-M33 dual-issue roles and issue cost (timing.c) */
#define M33_FIRST  0x01 /* 16-bit ALU/MUL/LDR/STR/LDM/STM: may lead a pair */
#define M33_NOPOK  0x02 /* 16-bit ALU/LDR/STR: a 16-bit NOP may pair behind */
#define M33_FLAGS  0x04 /* sets the flags (a taken branch cannot pair behind) */
#define M33_NOP    0x08 /* 16-bit NOP */
#define M33_IT     0x10 /* IT */
#define M33_BR     0x20 /* 16-bit B, Bcc, BX: may pair as the second */
#define M33_ISSUE2 0x40 /* MULS (16-bit), flag-setting shifted constant: 2 */
#define M33_FLAGREG 16  /* bit of the flags in the register masks below */

/* One decoded instruction, cached per address. */
struct insn {
    uint32_t addr;
    uint8_t size;     /* 2 or 4 bytes */
    uint8_t kind;     /* enum kind */
    uint16_t flags;   /* F_* */
    uint8_t n;        /* LDM/STM/PUSH/POP: registers in the list */
    int8_t dest;      /* load destination register 0..15, -1 none */
    int8_t base;      /* address base register 0..15, -1 none */
    int8_t index;     /* address index register 0..15, -1 none */
    int8_t rn, rm;    /* UDIV/SDIV operands */
    uint8_t cc;       /* capstone condition code (ARM_CC_AL: unconditional) */
    uint8_t c_fall, c_taken, c_piped; /* cost: next PC is the fall-through,
                         is not, or after a pipelinable LDR (timing.c) */
    uint8_t shift;    /* LSL amount of the index register */
    uint8_t bytes;    /* F_LOAD: bytes read (LDM: 4 per register) */
    uint8_t align;    /* --strict: required alignment of the access (0: none) */
    uint8_t neg;      /* index register is subtracted */
    int32_t disp;     /* address displacement (pre-indexed / offset) */
    uint16_t addrregs;/* bitmask of base/index registers (pipelining rule) */
    uint32_t m_re;    /* M33: registers (bit 16: flags) read at issue */
    uint32_t m_rx;    /* M33: UXTAB-style accumulate input: late for 2-stage
                         results, not for loads */
    uint32_t m_wld;   /* M33: load results with latency 2 */
    uint32_t m_wex;   /* M33: 2-stage results (MAC, shifted operand2, ...) */
    uint8_t m33;      /* M33: M33_* roles */
    char text[44];    /* "mnemonic operands", for messages */
};

struct region { uint32_t lo, hi; };

/* A reference board's memory system (board.c, README.md 'Board models'). */
struct cache_geom { unsigned sets, ways; };
struct board {
    const char *name, *part;
    enum core core;
    double clock_mhz;
    uint32_t flash_lo, flash_hi; /* flash; everything else is zero-wait RAM */
    unsigned ws;                 /* flash wait states (LATENCY) */
    unsigned word;               /* bytes per flash read (cache line) */
    int prefetch;                /* sequential prefetch of the next word */
    struct cache_geom icache, dcache; /* sets x ways of one word; 0: none */
    int unified;                 /* data reads go through the icache */
};
struct cache {
    struct cache_geom g;
    unsigned n;
    uint32_t *tag;               /* flash word number, UINT32_MAX: empty */
    uint64_t *ready, *used, clock;
};
struct mem {
    unsigned lat;                /* cycles per flash read: ws + 1 */
    struct cache ic, dc;         /* dc unused when the board's is unified */
    uint64_t busy;               /* the port is reading until then */
    uint32_t pf_word;            /* prefetch buffer: word, ready time */
    uint64_t pf_ready;
    uint32_t cur_word;           /* the word the fetch stage last took */
    uint64_t cur_ready;
    uint64_t fetch_stall, data_stall, ic_hits, ic_misses, pf_hits,
             dc_hits, dc_misses, port_reads;
};

struct sim {
    enum core core;
    const char *cpu_name;
    int strict, want_digest, want_stats, trace;
    double clock_mhz;
    unsigned refill;            /* P: pipeline refill after a taken branch */
    const struct board *board;  /* --board; NULL: ideal (zero wait states) */
    struct mem mem;             /* its state (board.c) */
    uint64_t t_issue;           /* when the pending instruction issued */
    uc_engine *uc;
    csh cs;

    /* memory layout (loader.c) */
    uint32_t entry;
    struct region seg[16];
    int nseg;
    uint32_t x_lo, x_hi;        /* hull of the executable segments */
    uint32_t data_end;          /* end of the highest PT_LOAD (memsz) */
    uint32_t ram_lo, ram_hi;    /* heap + stack region after it */
    uint32_t stack_size;

    /* execution state (main.c) */
    uint64_t insns, cycles, divides, div_cycles;
    uint64_t max_insns;         /* --max-insns: stop after this many (0: never) */
    const struct insn *pend;    /* executed, not yet charged (needs next PC) */
    const struct insn *prev;    /* the instruction executed before pend */
    unsigned pend_div;          /* data-dependent divide latency of pend */
    uint32_t m33_ld, m33_ex;    /* M33: registers the next instruction may
                                   not read at issue yet (load, 2-stage) */
    int m33_slot1;              /* M33: the last instruction issued as the
                                   second of a dual-issue pair */
    uint32_t sp, sp_min;        /* current SP (as of the last SP write), HWM */
    int sp_dirty;
    int exiting, exit_code;
    const struct insn **flat;   /* decode cache for [x_lo, x_hi), per halfword */

    /* trace digest (FNV-1a 64 over PCs and data addresses) */
    int digest_on;
    uint64_t digest;

    /* peripherals (periph.c) */
    uint32_t demcr, dwt_ctrl, cyccnt_base;
    uint64_t cyccnt_t0;         /* cycles when CYCCNT was last written/enabled */
    uint32_t st_ctrl, st_load, st_v0;
    uint64_t st_t0, st_flag_t;  /* SysTick reference point, flag sync time */
    int st_flag;                /* latched COUNTFLAG */
    uint32_t latch_hi;

    /* semihosting (semihost.c) */
    char *cmdline;
    int sh_errno;
};

/* loader.c */
int load_elf(struct sim *s, const char *path, uint32_t ram_bytes);

/* decode.c */
int decode_init(struct sim *s);
const struct insn *decode(struct sim *s, uint32_t addr);
int reg_of(unsigned csreg); /* capstone register -> 0..15, -1 */

static inline const struct insn *lookup(struct sim *s, uint32_t pc) {
    uint32_t off = pc - s->x_lo;
    if (off < s->x_hi - s->x_lo && s->flat[off >> 1]) return s->flat[off >> 1];
    return decode(s, pc);
}

/* timing.c */
void timing_init(struct sim *s);
unsigned insn_cost(const struct sim *s, const struct insn *i,
                   const struct insn *prev, int taken, unsigned div_lat);
unsigned div_latency(const struct sim *s, int is_signed, uint32_t n, uint32_t d);
unsigned m33_cost(struct sim *s, const struct insn *i, const struct insn *prev,
                  int taken, unsigned div_lat);
const char *timing_model_name(const struct sim *s);

/* board.c */
const struct board *board_find(const char *name);
const char *board_list(void);
int mem_init(struct sim *s);
unsigned mem_fetch_stall(struct sim *s, const struct insn *i, uint64_t req, uint64_t now,
                         unsigned after);
unsigned mem_data_stall(struct sim *s, uint32_t a, unsigned n, uint64_t now);
void mem_stats(const struct sim *s, FILE *f);

/* periph.c */
int periph_map(struct sim *s);

/* semihost.c */
void semihost_init(struct sim *s, int argc, char **argv);
void semihost_call(struct sim *s);

/* main.c */
void sim_fault(struct sim *s, uint32_t pc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4), noreturn));
void digest_event(struct sim *s, uint8_t tag, uint32_t v);
uint32_t sim_current_sp(struct sim *s);

#endif

/* qz-mcusim -- instruction decode cache.
 *
 * Each executed address is decoded once with capstone (Thumb, M-class,
 * with operand detail) into a struct insn: its timing class, the
 * registers the timing rules and the --strict checks need, and flags.
 * The class comes from the mnemonic exactly as build-aux/qz-trace-cycles
 * derives it from objdump's, so that the two tools agree. Decodes are
 * kept in a flat table, one pointer per halfword, over the executable
 * segments, and elsewhere in an open-addressing hash table keyed by
 * address (code is assumed not to be modified after it first runs).
 *
 * IT blocks: capstone only knows that an instruction is conditional when
 * it decodes the IT instruction in the same call, so an IT decodes its
 * whole block at once (the block's instructions are always reached
 * through their IT).
 */
#include <stdlib.h>
#include <string.h>
#include "sim.h"

static struct insn **tab;
static size_t cap, used;

int reg_of(unsigned r) {
    if (r >= ARM_REG_R0 && r <= ARM_REG_R12) return (int)(r - ARM_REG_R0);
    if (r == ARM_REG_SP) return 13;
    if (r == ARM_REG_LR) return 14;
    if (r == ARM_REG_PC) return 15;
    return -1;
}

static size_t slot(uint32_t addr) {
    return (size_t)(((addr >> 1) * 0x9E3779B1u) & (cap - 1));
}

static void hash_insert(struct insn *i) {
    if (2 * (used + 1) > cap) { /* grow: rehash into a table twice the size */
        struct insn **old = tab;
        size_t ocap = cap;
        cap = cap ? 2 * cap : 4096;
        tab = calloc(cap, sizeof *tab);
        if (!tab) abort();
        for (size_t k = 0; k < ocap; k++)
            if (old[k]) {
                size_t j = slot(old[k]->addr);
                while (tab[j]) j = (j + 1) & (cap - 1);
                tab[j] = old[k];
            }
        free(old);
    }
    size_t j = slot(i->addr);
    while (tab[j] && tab[j]->addr != i->addr) j = (j + 1) & (cap - 1);
    if (!tab[j]) used++;
    tab[j] = i; /* an IT block's decode replaces a context-free one */
}

static void insert(struct sim *s, struct insn *i) {
    uint32_t off = i->addr - s->x_lo;
    if (off < s->x_hi - s->x_lo) s->flat[off >> 1] = i;
    else hash_insert(i);
}

int decode_init(struct sim *s) {
    if (cs_open(CS_ARCH_ARM, CS_MODE_THUMB | CS_MODE_MCLASS, &s->cs) != CS_ERR_OK)
        return -1;
    cs_option(s->cs, CS_OPT_DETAIL, CS_OPT_ON);
    if (s->x_hi - s->x_lo > (64u << 20)) s->x_hi = s->x_lo; /* too big: hash only */
    s->flat = calloc((s->x_hi - s->x_lo) / 2 + 1, sizeof *s->flat);
    return s->flat ? 0 : -1;
}

static int in(const char *m, const char *const *list) {
    for (; *list; list++)
        if (!strcmp(m, *list)) return 1;
    return 0;
}

static int prefix(const char *m, const char *const *list) {
    for (; *list; list++)
        if (!strncmp(m, *list, strlen(*list))) return 1;
    return 0;
}

/* Timing class from the bare mnemonic: qz-trace-cycles' KINDS and PREFIX. */
static enum kind kind_of(const char *m) {
    static const char *const b[] = {"b", "cbz", "cbnz", 0}, *const bx[] =
        {"bx", "blx", 0}, *const tb[] = {"tbb", "tbh", 0}, *const mul[] =
        {"mul", "muls", 0}, *const mla[] = {"mla", "mls", 0}, *const lmul[] =
        {"umull", "smull", "umlal", "smlal", "umaal", 0}, *const div[] =
        {"udiv", "sdiv", 0}, *const sys[] = {"msr", "mrs", "dmb", "dsb",
        "isb", "svc", "bkpt", "udf", "wfi", "wfe", "cpsid", "cpsie", 0},
        *const ldrd[] = {"ldrd", "strd", 0}, *const ldm[] = {"ldm", "pop",
        "stm", "push", 0}, *const ld[] = {"ldr", "pld", 0}, *const st[] =
        {"str", 0}, *const other[] = {"v", ".", 0}, *const lmulp[] = {"smul",
        "smla", "smml", "smus", "smua", "smls", "usad", 0};
    if (in(m, b)) return K_B;
    if (!strcmp(m, "bl")) return K_BL;
    if (in(m, bx)) return K_BX;
    if (in(m, tb)) return K_TB;
    if (in(m, mul)) return K_MUL;
    if (in(m, mla)) return K_MLA;
    if (in(m, lmul)) return K_LMUL;
    if (in(m, div)) return K_DIV;
    if (in(m, sys)) return K_SYS;
    if (m[0] == 'i' && m[1] == 't' && strspn(m + 2, "te") == strlen(m + 2) &&
        strlen(m) <= 5)
        return K_IT;
    if (prefix(m, ldrd)) return K_LDRD;
    if (prefix(m, ldm)) return K_LDM;
    if (prefix(m, ld)) return K_LD;
    if (prefix(m, st)) return K_ST;
    if (prefix(m, other)) return K_OTHER;
    if (prefix(m, lmulp)) return K_LMUL;
    return K_ALU;
}

/* Bytes of a load/store from its mnemonic: ...b/...sb 1, ...h/...sh 2, 4. */
static unsigned access_size(const char *m) {
    size_t n = strlen(m);
    if (!strncmp(m, "ldrex", 5) || !strncmp(m, "strex", 5) ||
        !strncmp(m, "ldaex", 5) || !strncmp(m, "stlex", 5))
        return m[5] == 'b' ? 1 : m[5] == 'h' ? 2 : 4;
    if (!strncmp(m, "lda", 3) || !strncmp(m, "stl", 3))
        return m[3] == 'b' ? 1 : m[3] == 'h' ? 2 : 4;
    if (n >= 4 && (m[3] == 'b' || (m[3] == 's' && m[4] == 'b'))) return 1;
    if (n >= 4 && (m[3] == 'h' || (m[3] == 's' && m[4] == 'h'))) return 2;
    return 4;
}

/* The three costs the hot path chooses from (main.c on_code); the rules
 * themselves are all in timing.c's insn_cost. */
static void precompute_costs(const struct sim *s, struct insn *i) {
    static const struct insn ldr = {.kind = K_LD, .dest = -1};
    i->c_fall = (uint8_t)insn_cost(s, i, NULL, 0, 12);
    i->c_taken = (uint8_t)insn_cost(s, i, NULL, 1, 12);
    i->c_piped = i->kind == K_LD || i->kind == K_ST /* only these pipeline */
                 ? (uint8_t)insn_cost(s, i, &ldr, 0, 12) : 255;
}

/* Cortex-M33 dependences and dual-issue roles (timing.c 'Cortex-M33'),
 * computed as build-aux/qz-trace-cycles computes them from objdump's text:
 * registers from the operand list, the operand2 form from the encoding. */
static void m33_classify(struct insn *i, const cs_insn *ci, const char *m, int cond) {
    static const char *const cmp[] = {"cmp", "cmn", "tst", "teq", 0},
        *const unary[] = {"mov", "movs", "mvn", "mvns", "movw", "neg", "negs",
        "rev", "rev16", "revsh", "rbit", "clz", "sxtb", "sxth", "uxtb", "uxth",
        "sxtb16", "uxtb16", "rrx", "rrxs", "adr", 0},
        *const rmw[] = {"movt", "bfi", "bfc", 0},
        *const carry[] = {"adc", "adcs", "sbc", "sbcs", "rrx", "rrxs", 0},
        *const xta[] = {"sxtab", "sxtah", "sxtab16", "uxtab", "uxtah",
        "uxtab16", 0},
        *const dsp[] = {"sadd", "ssub", "sasx", "ssax", "qadd", "qsub", "qasx",
        "qsax", "qdadd", "qdsub", "shadd", "shsub", "shasx", "shsax", "uadd",
        "usub", "uasx", "usax", "uqadd", "uqsub", "uqasx", "uqsax", "uhadd",
        "uhsub", "uhasx", "uhsax", "pkhbt", "pkhtb", "sel", "ssat", "usat", 0};
    const cs_arm *a = &ci->detail->arm;
    const uint32_t F = 1u << M33_FLAGREG;
    int r[24], nr = 0, nrb = -1, amem = 0; /* registers; how many before [ ] */
    for (int k = 0; k < a->op_count && nr < 24; k++) {
        const cs_arm_op *o = &a->operands[k];
        if (o->type == ARM_OP_REG && reg_of(o->reg) >= 0) r[nr++] = reg_of(o->reg);
        if (o->type == ARM_OP_MEM) {
            nrb = nr;
            if (reg_of(o->mem.base) >= 0) amem |= 1 << reg_of(o->mem.base);
            if (reg_of(o->mem.index) >= 0) amem |= 1 << reg_of(o->mem.index);
        }
    }
    if (nrb < 0) nrb = nr;
    for (int k = nrb; k < nr; k++) amem |= 1 << r[k]; /* post-index register */
    unsigned hw1 = ci->size == 4 ? ci->bytes[0] | ci->bytes[1] << 8 : 0,
             hw2 = ci->size == 4 ? ci->bytes[2] | ci->bytes[3] << 8 : 0;
    /* T32 data processing, modified immediate: a "shifted constant" when
     * imm12<11:10> != 0; shifted register: any shift but LSL #0 (not MOV,
     * whose shifted forms are the shift instructions) */
    int modimm = (hw1 & 0xFA00) == 0xF000 && !(hw2 & 0x8000);
    int rot = modimm && ((hw1 & 0x0400) || (hw2 & 0x4000));
    int movlike = ((hw1 >> 5 & 15) == 2 || (hw1 >> 5 & 15) == 3) && (hw1 & 15) == 15;
    int shreg = (hw1 & 0xFE00) == 0xEA00 && !((hw1 >> 5 & 15) == 2 && (hw1 & 15) == 15) &&
                (hw2 & 0x70F0) != 0;
    int sbit = !!(hw1 & 0x10), pcw = !!(i->flags & F_PCW), k = i->kind;
    size_t ml = strlen(m);
    int setsf = (k == K_ALU || k == K_MUL) && (in(m, cmp) || (ml > 1 && m[ml - 1] == 's'));
    uint32_t re = 0, rx = 0, wld = 0, wex = 0, rest = 0;
    for (int q = 1; q < nr; q++) rest |= 1u << r[q];
    switch (k) {
    case K_ALU:
        if (in(m, cmp)) {
            re = rest | (nr ? 1u << r[0] : 0);
            if (shreg) wex = F;
            else if (rot) i->m33 |= M33_ISSUE2;
            break;
        }
        if (!nr) break;
        re = rest | (uint32_t)amem;
        if ((a->op_count == 2 && !in(m, unary)) || in(m, rmw)) re |= 1u << r[0];
        if (in(m, carry)) re |= F;
        if (in(m, xta) && nr == 3) {
            re = 1u << r[2];
            rx = 1u << r[1];
        }
        if (pcw) break;
        if (rot && sbit && !movlike) i->m33 |= M33_ISSUE2;
        else if (rot || shreg || in(m, xta) || prefix(m, dsp))
            wex = 1u << r[0] | (shreg && sbit ? F : 0);
        break;
    case K_MUL:
        re = rest | (a->op_count == 2 ? 1u << r[0] : 0);
        if (ci->size == 2) i->m33 |= M33_ISSUE2;
        else wex = 1u << r[0];
        break;
    case K_MLA:
        if (nr == 4) re = 1u << r[1] | 1u << r[2]; /* r[3]: the accumulator */
        wex = 1u << r[0];
        break;
    case K_LMUL:
        if (nr < 3) break;
        if (!strcmp(m, "umlal") || !strcmp(m, "umaal") || !strncmp(m, "smlal", 5) ||
            !strncmp(m, "smlsl", 5) || !strcmp(m, "umull") || !strcmp(m, "smull")) {
            for (int q = 2; q < nr; q++) re |= 1u << r[q];
            wex = 1u << r[0] | 1u << r[1];
        } else {
            for (int q = 1; q < nr && q < 3; q++) re |= 1u << r[q];
            wex = 1u << r[0];
        }
        break;
    case K_DIV:
        re = rest;
        break;
    case K_LD:
        re = (uint32_t)amem;
        if (strcmp(m, "pld") && nrb > 0 && r[0] != 15) wld = 1u << r[0];
        break;
    case K_ST:
        re = (uint32_t)amem; /* store data is read late: never stalls */
        break;
    case K_LDRD:
        re = (uint32_t)amem;
        if (m[0] == 'l' && nrb > 1) wld = 1u << r[1];
        break;
    case K_LDM: {
        int list = m[0] == 'l' || m[0] == 's', hi = -1;
        re = 1u << (list && nr ? r[0] : 13);
        for (int q = list; q < nr; q++) hi = r[q] > hi ? r[q] : hi;
        if ((m[0] == 'l' || !strcmp(m, "pop")) && hi >= 0 && hi != 15) wld = 1u << hi;
        break;
    }
    case K_B:
        if (!strcmp(m, "cbz") || !strcmp(m, "cbnz")) re = nr ? 1u << r[0] : 0;
        break;
    case K_BX:
        re = nr ? 1u << r[0] : 0;
        break;
    case K_TB:
        re = (uint32_t)amem;
        break;
    default:
        break;
    }
    if (cond) re |= F; /* a Bcc, or an instruction in an IT block */
    i->m_re = re & ~(1u << 15);
    i->m_rx = rx;
    i->m_wld = wld;
    i->m_wex = wex;
    if (ci->size == 2 && !pcw && !(k == K_ALU && !strcmp(m, "nop"))) {
        if (k == K_ALU || k == K_LD || k == K_ST) i->m33 |= M33_FIRST | M33_NOPOK;
        if (k == K_MUL || k == K_LDM) i->m33 |= M33_FIRST;
    }
    if (setsf) i->m33 |= M33_FLAGS;
    if (ci->size == 2 && !strcmp(m, "nop")) i->m33 |= M33_NOP;
    if (k == K_IT) i->m33 |= M33_IT;
    if (ci->size == 2 && (!strcmp(m, "b") || !strcmp(m, "bx"))) i->m33 |= M33_BR;
}

static struct insn *classify(struct sim *s, const cs_insn *ci) {
    static const char *const conds[] = {"eq", "ne", "hs", "lo", "mi", "pl",
        "vs", "vc", "hi", "ls", "ge", "lt", "gt", "le", "cs", "cc", 0};
    static const char *const cmp[] = {"cmp", "cmn", "tst", "teq", 0};
    const cs_arm *a = &ci->detail->arm;
    struct insn *i = calloc(1, sizeof *i);
    if (!i) abort();
    char m[32];
    size_t ml = strcspn(ci->mnemonic, ".");
    if (ml >= sizeof m) ml = sizeof m - 1;
    memcpy(m, ci->mnemonic, ml);
    m[ml] = 0;
    int cond = a->cc != ARM_CC_AL && a->cc != ARM_CC_INVALID && ci->id != ARM_INS_IT;
    if (cond && ml > 2 && in(m + ml - 2, conds)) m[ml - 2] = 0;

    i->addr = (uint32_t)ci->address;
    i->size = (uint8_t)ci->size;
    i->kind = kind_of(m);
    i->dest = i->base = i->index = i->rn = i->rm = -1;
    snprintf(i->text, sizeof i->text, "%.12s %.30s", ci->mnemonic, ci->op_str);
    if (i->kind == K_B && (cond || ci->id == ARM_INS_CBZ || ci->id == ARM_INS_CBNZ))
        i->flags |= F_COND;
    if (strstr(ci->op_str, "sp") || strstr(m, "push") || strstr(m, "pop") ||
        !strcmp(m, "msr"))
        i->flags |= F_SPW; /* conservative: SP is re-read after these */

    int first_reg = -1;
    for (int k = 0; k < a->op_count; k++) {
        const cs_arm_op *o = &a->operands[k];
        if (o->type == ARM_OP_REG && first_reg < 0) first_reg = reg_of(o->reg);
        if (o->type == ARM_OP_MEM) {
            i->base = (int8_t)reg_of(o->mem.base);
            i->index = (int8_t)reg_of(o->mem.index);
            i->disp = o->mem.disp;
            i->neg = o->subtracted || o->mem.scale < 0;
            if (o->shift.type == ARM_SFT_LSL) i->shift = (uint8_t)o->shift.value;
        }
    }
    if (i->base >= 0) i->addrregs |= 1u << i->base;
    if (i->index >= 0) i->addrregs |= 1u << i->index;

    switch (i->kind) {
    case K_ALU:
        if (first_reg == 15 && !in(m, cmp)) i->flags |= F_PCW;
        break;
    case K_LD:
    case K_ST:
        if (m[0] == 'l') i->dest = (int8_t)first_reg;
        if (i->dest == 15) i->flags |= F_PCW;
        if (i->index >= 0) i->flags |= F_REGOFF;
        break;
    case K_LDM: {
        int list = (m[0] == 'l' || m[0] == 's'); /* ldm/stm: op 0 is the base */
        if (list) i->base = (int8_t)first_reg;
        else i->base = 13;                       /* push/pop */
        for (int k = list; k < a->op_count; k++)
            if (a->operands[k].type == ARM_OP_REG) {
                i->n++;
                if (reg_of(a->operands[k].reg) == 15 && (m[0] == 'l' || m[1] == 'o'))
                    i->flags |= F_PCW;
            }
        break;
    }
    case K_DIV:
        i->rn = (int8_t)reg_of(a->operands[a->op_count - 2].reg);
        i->rm = (int8_t)reg_of(a->operands[a->op_count - 1].reg);
        break;
    default:
        break;
    }

    /* ARMv6-M: the only 32-bit encodings are BL, MSR, MRS, DMB, DSB, ISB
     * (and UDF.W); CBZ, CBNZ and IT are ARMv7-M additions (ARMv6-M ARM,
     * DDI 0419, A5.1-A5.3). */
    if (ci->size == 4 ? !(ci->id == ARM_INS_BL || ci->id == ARM_INS_MSR ||
                          ci->id == ARM_INS_MRS || ci->id == ARM_INS_DMB ||
                          ci->id == ARM_INS_DSB || ci->id == ARM_INS_ISB ||
                          ci->id == ARM_INS_UDF)
                      : (ci->id == ARM_INS_CBZ || ci->id == ARM_INS_CBNZ ||
                         ci->id == ARM_INS_IT))
        i->flags |= F_V6MBAD;

    /* --strict alignment: ARMv6-M faults on every unaligned halfword or
     * word access (ARMv6-M ARM, DDI 0419, A3.2 'Alignment support');
     * ARMv7-M/ARMv8-M always fault on unaligned LDRD/STRD, LDM/STM/
     * PUSH/POP and exclusive/acquire-release accesses, whatever
     * CCR.UNALIGN_TRP says (ARMv7-M ARM, DDI 0403, A3.2.1
     * 'Alignment behavior'; ARMv8-M ARM, DDI 0553, same rules). */
    if (s->core == CORE_M0PLUS) {
        if (i->kind == K_LDM) i->align = 4;
        else if ((i->kind == K_LD || i->kind == K_ST) && i->base >= 0 && i->base != 15)
            i->align = (uint8_t)access_size(m);
    } else {
        if (i->kind == K_LDM || i->kind == K_LDRD) i->align = 4;
        else if (!strncmp(m, "ldrex", 5) || !strncmp(m, "strex", 5) ||
                 !strncmp(m, "lda", 3) || !strncmp(m, "stl", 3))
            i->align = (uint8_t)access_size(m);
    }
    if (i->align == 1) i->align = 0;
    if (i->base >= 0 || i->kind == K_LDM) i->flags |= F_MEM;
    if (i->kind == K_LD && !(i->flags & F_PCW)) i->flags |= F_PIPE;
    if (((i->kind == K_LD || i->kind == K_LDRD) && m[0] == 'l' && strcmp(m, "pld")) ||
        (i->kind == K_LDM && (m[0] == 'l' || !strcmp(m, "pop"))) || i->kind == K_TB)
        i->flags |= F_LOAD;
    i->bytes = (uint8_t)(i->kind == K_LDRD ? 8 : i->kind == K_LDM ? 4 * i->n :
                         i->kind == K_TB ? (m[2] == 'h' ? 2 : 1) :
                         (i->flags & F_LOAD) ? access_size(m) : 0);
    if (i->kind == K_B || i->kind == K_BL || i->kind == K_BX || i->kind == K_TB ||
        i->kind == K_SYS || (i->flags & F_PCW))
        i->flags |= F_JUMP;
    i->cc = (uint8_t)(a->cc == ARM_CC_INVALID ? ARM_CC_AL : a->cc);
    if (i->kind == K_DIV || ((i->flags & F_V6MBAD) && s->core == CORE_M0PLUS) ||
        i->align)
        i->flags |= F_SLOW;
    if (s->core == CORE_M33) m33_classify(i, ci, m, cond);
    precompute_costs(s, i);
    return i;
}

static struct insn *undecodable(uint32_t addr) {
    struct insn *i = calloc(1, sizeof *i);
    if (!i) abort();
    i->addr = addr;
    i->size = 2;
    i->kind = K_OTHER;
    i->dest = i->base = i->index = i->rn = i->rm = -1;
    i->flags = F_V6MBAD;
    i->cc = ARM_CC_AL;
    i->c_fall = i->c_taken = i->c_piped = 1;
    snprintf(i->text, sizeof i->text, "(undecodable)");
    return i;
}

const struct insn *decode(struct sim *s, uint32_t addr) {
    if (cap && (addr - s->x_lo >= s->x_hi - s->x_lo)) {
        size_t j = slot(addr);
        for (; tab[j]; j = (j + 1) & (cap - 1))
            if (tab[j]->addr == addr) return tab[j];
    }
    uint8_t buf[20];
    size_t n = sizeof buf;
    while (n > 0 && uc_mem_read(s->uc, addr, buf, n) != UC_ERR_OK) n -= 2;
    cs_insn *ci = NULL;
    size_t got = n ? cs_disasm(s->cs, buf, n, addr, 1, &ci) : 0;
    struct insn *i;
    if (!got) {
        i = undecodable(addr);
    } else {
        i = classify(s, &ci[0]);
        if (ci[0].id == ARM_INS_IT) { /* decode the block with its IT */
            size_t blk = strlen(ci[0].mnemonic) - 1;
            cs_insn *bi = NULL;
            size_t bn = cs_disasm(s->cs, buf, n, addr, 1 + blk, &bi);
            for (size_t k = 1; k < bn; k++) insert(s, classify(s, &bi[k]));
            if (bn) cs_free(bi, bn);
        }
        cs_free(ci, got);
    }
    insert(s, i);
    return i;
}

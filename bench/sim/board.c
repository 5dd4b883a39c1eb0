/* qz-mcusim -- the memory system of a reference board (--board).
 *
 * The core model (timing.c) assumes that every instruction fetch and
 * every data read is served at zero wait states. On the reference boards
 * the code and its constants sit in flash that needs LATENCY wait states
 * at the reference clock, behind the flash interface's prefetcher and
 * caches; SRAM (and the G474's CCM SRAM) answers at zero wait states.
 * This file adds the cycles the core waits for flash: a stall before an
 * instruction whose bytes have not yet arrived, and a stall on a data read
 * (literal pool, constant table) from flash. The core's own timing rules
 * are unchanged.
 *
 * One flash port. A flash read returns one flash word (the read width:
 * 8 or 16 bytes) LATENCY + 1 cycles after it starts; reads do not overlap.
 *
 * Instruction side, per flash word W that an instruction needs (once per
 * word: consecutive instructions in the same word reuse it):
 *   - W in the instruction cache: ready when its fill completed (a hit
 *     under a fill that is still running waits for it), otherwise now;
 *   - W in the prefetch buffer: ready when the prefetch completes; W is
 *     written into the cache;
 *   - otherwise a demand read: it starts when the port is free (an
 *     in-flight read, prefetch included, is not aborted) and W goes into
 *     the cache.
 *   After a demand or prefetch hit on W, with prefetch enabled, the port
 *   reads W+1 into the prefetch buffer next unless W+1 is cached.
 *   Sequential code is requested when the previous instruction issues
 *   (the core's fetch stage runs ahead of execute); a branch target when
 *   the branch executes, a cycle after its issue, and the target then
 *   still needs the rest of the pipeline refill (P - 1 cycles) once its
 *   bytes have arrived: a taken branch to a missing word costs the wait
 *   states on top of the ideal 1 + P. The instruction issues no earlier
 *   than its bytes are ready.
 * Data side, per data read from flash (LDR/LDRH/LDRB/LDRD/LDM/POP/TBB from
 * a flash address), per flash word touched:
 *   - in the data cache (or in the unified cache of the H5): no stall;
 *   - otherwise a read on the same port, when it is free; the load waits
 *     for it beyond its own zero-wait data phase (one 4-byte beat a cycle
 *     for LDM/LDRD), and the word is cached.
 * Caches: set-associative, least recently used, line = one flash word
 * (the boards' reference manuals describe lines of the read width; see
 * README.md). Writes to flash do not happen in these programs.
 *
 * Not modelled: the Cortex-M4's S-bus fetch penalty for code in SRAM at
 * 0x20000000 (the G474 board places code in CCM SRAM at 0x10000000,
 * fetched over the I-code bus), bus-matrix contention with DMA, flash
 * ECC, the core's own 3-word fetch queue beyond "one instruction ahead".
 * The parameters and their sources are in README.md ('Board models').
 */
#include <stdlib.h>
#include <string.h>
#include "sim.h"

/* The reference boards: the flash set-up of ST's CMOX benchmark pages
 * (../shared/seeds), the memory of the parts' reference manuals. */
static const struct board boards[] = {
    /* STM32G474RE, RM0440 3.3.2-3.3.4: 64-bit flash reads, LATENCY = 8 at
     * 170 MHz as on the CMOX page, ART: prefetch, 1 KiB instruction cache
     * (32 sets x 4 ways of 64 bits), 256 B data cache (8 x 4 x 64 bits) */
    {"nucleo-g474re", "STM32G474RE", CORE_M4, 170, 0x08000000u, 0x08080000u,
     8, 8, 1, {32, 4}, {8, 4}, 0},
    /* STM32H563ZI, RM0481: 128-bit flash words, 5 wait states at 240 MHz
     * as on the CMOX page, prefetch on; ICACHE on the C-AHB (instructions
     * and data of the code region): 8 KiB, 2 ways, 16-byte lines */
    {"nucleo-h563zi", "STM32H563ZI", CORE_M33, 240, 0x08000000u, 0x08200000u,
     5, 16, 1, {256, 2}, {0, 0}, 1},
    /* STM32U083RC: 64-bit flash reads, 1 wait state at 56 MHz as on the
     * CMOX page, prefetch on; the instruction cache (FLASH_ACR.ICEN) as
     * ST's STM32U0 HAL describes it, 32 lines of 4 x 64 bits (the same
     * text as its G0/G4 drivers: not confirmed in RM0503), modelled as
     * the G474's; data reads are not cached */
    {"nucleo-u083rc", "STM32U083RC", CORE_M0PLUS, 56, 0x08000000u, 0x08040000u,
     1, 8, 1, {32, 4}, {0, 0}, 0},
};

const struct board *board_find(const char *name) {
    for (size_t k = 0; k < sizeof boards / sizeof boards[0]; k++)
        if (!strcmp(name, boards[k].name)) return &boards[k];
    return NULL;
}

/* "name|name|...|ideal", from the table */
const char *board_list(void) {
    static char list[128];
    if (!list[0]) {
        for (size_t k = 0; k < sizeof boards / sizeof boards[0]; k++)
            strcat(strcat(list, boards[k].name), "|");
        strcat(list, "ideal");
    }
    return list;
}

/* ---- caches ------------------------------------------------------------- */
static int cache_init(struct cache *c, struct cache_geom g) {
    c->g = g;
    c->n = g.sets * g.ways;
    c->tag = NULL;
    if (!c->n) return 0;
    c->tag = calloc(c->n, sizeof *c->tag);
    c->ready = calloc(c->n, sizeof *c->ready);
    c->used = calloc(c->n, sizeof *c->used);
    if (!c->tag || !c->ready || !c->used) return -1;
    for (unsigned k = 0; k < c->n; k++) c->tag[k] = UINT32_MAX;
    return 0;
}

/* Is word w cached? Returns its slot or -1; with `touch`, a hit makes it
 * the most recently used line of its set (a probe does not). */
static int cache_find(struct cache *c, uint32_t w, int touch) {
    if (!c->n) return -1;
    unsigned set = w % c->g.sets;
    for (unsigned k = 0; k < c->g.ways; k++) {
        unsigned j = set * c->g.ways + k;
        if (c->tag[j] == w) {
            if (touch) c->used[j] = ++c->clock;
            return (int)j;
        }
    }
    return -1;
}

static int cache_lookup(struct cache *c, uint32_t w) { return cache_find(c, w, 1); }

/* Put word w (ready at time r) in place of its set's least recent line. */
static void cache_fill(struct cache *c, uint32_t w, uint64_t r) {
    if (!c->n) return;
    unsigned set = w % c->g.sets, v = set * c->g.ways;
    for (unsigned k = 0; k < c->g.ways; k++) {
        unsigned j = set * c->g.ways + k;
        if (c->tag[j] == w) { v = j; break; }
        if (c->used[j] < c->used[v]) v = j;
    }
    c->tag[v] = w;
    c->ready[v] = r;
    c->used[v] = ++c->clock;
}

int mem_init(struct sim *s) {
    struct mem *m = &s->mem;
    memset(m, 0, sizeof *m);
    m->cur_word = UINT32_MAX;
    m->pf_word = UINT32_MAX;
    if (!s->board) return 0;
    m->lat = s->board->ws + 1;
    if (cache_init(&m->ic, s->board->icache) || cache_init(&m->dc, s->board->dcache))
        return -1;
    return 0;
}

static int in_flash(const struct sim *s, uint32_t a) {
    return a >= s->board->flash_lo && a < s->board->flash_hi;
}

/* One read of flash word w on the port, requested at t: its ready time. */
static uint64_t port_read(struct mem *m, uint64_t t) {
    uint64_t start = t > m->busy ? t : m->busy;
    m->busy = start + m->lat;
    m->port_reads++;
    return m->busy;
}

/* After W was delivered (ready at r), prefetch W+1 unless it is cached. */
static void prefetch_next(struct sim *s, uint32_t w, uint64_t r) {
    struct mem *m = &s->mem;
    if (!s->board->prefetch || cache_find(&m->ic, w + 1, 0) >= 0 ||
        !in_flash(s, (w + 1) * s->board->word))
        return;
    m->pf_word = w + 1;
    m->pf_ready = port_read(m, r);
}

/* The time flash word w is available to the fetch stage, asked at t. */
static uint64_t fetch_word(struct sim *s, uint32_t w, uint64_t t) {
    struct mem *m = &s->mem;
    int j = cache_lookup(&m->ic, w);
    if (j >= 0) {
        m->ic_hits++;
        return m->ic.ready[j] > t ? m->ic.ready[j] : t;
    }
    uint64_t r;
    if (w == m->pf_word) {
        m->pf_hits++;
        r = m->pf_ready > t ? m->pf_ready : t;
        m->pf_word = UINT32_MAX;
    } else {
        m->ic_misses++;
        r = port_read(m, t);
    }
    cache_fill(&m->ic, w, r);
    prefetch_next(s, w, r);
    return r;
}

/* Stall cycles before instruction i can issue at `now`; `req` is when its
 * fetch was requested and `after` the cycles the core still needs once
 * the bytes have arrived (the rest of a branch's pipeline refill; 0 for
 * sequential code). */
unsigned mem_fetch_stall(struct sim *s, const struct insn *i, uint64_t req, uint64_t now,
                         unsigned after) {
    struct mem *m = &s->mem;
    uint32_t bytes = s->board->word;
    uint64_t ready = now;
    if (!in_flash(s, i->addr)) m->cur_word = UINT32_MAX; /* left flash */
    for (uint32_t a = i->addr; a < i->addr + i->size; a += 2) {
        if (!in_flash(s, a)) continue;
        uint32_t w = a / bytes;
        if (w == m->cur_word) {
            if (m->cur_ready > ready) ready = m->cur_ready;
            continue;
        }
        uint64_t r = fetch_word(s, w, req) + after;
        m->cur_word = w;
        m->cur_ready = r;
        if (r > ready) ready = r;
    }
    if (ready <= now) return 0;
    m->fetch_stall += ready - now;
    return (unsigned)(ready - now);
}

/* Stall cycles of a data read of n bytes at a from flash, whose data phase
 * would be at `now` with zero wait states. */
unsigned mem_data_stall(struct sim *s, uint32_t a, unsigned n, uint64_t now) {
    struct mem *m = &s->mem;
    struct cache *c = s->board->unified ? &m->ic : &m->dc;
    uint32_t bytes = s->board->word, last = UINT32_MAX;
    uint64_t stall = 0, r = 0;
    /* one bus beat of 4 bytes a cycle (an LDM/LDRD's next word follows a
     * cycle later); each flash word is looked up once */
    for (unsigned b = 0; b < (n + 3) / 4; b++) {
        uint32_t x = a + 4 * b, w = x / bytes;
        if (!in_flash(s, x)) continue;
        if (w != last) {
            int j = cache_lookup(c, w);
            if (j >= 0) {
                m->dc_hits++;
                r = c->ready[j];
            } else {
                m->dc_misses++;
                r = port_read(m, now + b);
                cache_fill(c, w, r);
            }
            last = w;
        }
        if (r > now + b + stall) stall = r - now - b;
    }
    m->data_stall += stall;
    return (unsigned)stall;
}

void mem_stats(const struct sim *s, FILE *f) {
    const struct mem *m = &s->mem;
    if (!s->board) return;
    fprintf(f, "  board          %s (%s): flash %u wait states, %u-byte reads, "
            "prefetch %s\n", s->board->name, s->board->part, s->board->ws,
            s->board->word, s->board->prefetch ? "on" : "off");
    fprintf(f, "  fetch stalls   %llu cycles; i-cache %llu hits, %llu misses, "
            "%llu prefetch hits\n", (unsigned long long)m->fetch_stall,
            (unsigned long long)m->ic_hits, (unsigned long long)m->ic_misses,
            (unsigned long long)m->pf_hits);
    fprintf(f, "  data stalls    %llu cycles; flash data reads %llu cached, %llu "
            "from flash; %llu flash reads in all\n", (unsigned long long)m->data_stall,
            (unsigned long long)m->dc_hits, (unsigned long long)m->dc_misses,
            (unsigned long long)m->port_reads);
}

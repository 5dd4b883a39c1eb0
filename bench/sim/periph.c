/* qz-mcusim -- memory-mapped registers the firmware can read.
 *
 * PPB 0xE0000000..0xE00FFFFF is mapped as MMIO (Unicorn has no NVIC, DWT
 * or SysTick of its own there), read-as-zero/write-ignored except:
 *   0xE0001000 DWT_CTRL    bit 0 CYCCNTENA; NUMCOMP in [31:28]; on the
 *                          M0+ NOCYCCNT (bit 25) is set: ARMv6-M has no
 *                          cycle counter, CYCCNT reads as zero there
 *   0xE0001004 DWT_CYCCNT  counts modelled cycles while DEMCR.TRCENA and
 *                          DWT_CTRL.CYCCNTENA are set; writable; wraps
 *   0xE000E010 SYST_CSR    ENABLE, TICKINT (no interrupt is taken: the
 *                          simulator models no exceptions), CLKSOURCE,
 *                          COUNTFLAG (bit 16, cleared by reading)
 *   0xE000E014 SYST_RVR    24-bit reload value
 *   0xE000E018 SYST_CVR    counts down once per modelled cycle while
 *                          enabled, reloads after 0; a write clears it
 *   0xE000E01C SYST_CALIB  NOREF | SKEW (no calibration value)
 *   0xE000ED00 CPUID       the modelled core's
 *   0xE000ED14 CCR         STKALIGN (+ UNALIGN_TRP on the M0+)
 *   0xE000EDFC DEMCR       read/write; bit 24 TRCENA
 * An instruction that reads a counter sees the cycles of every
 * instruction executed before it (its own are not included).
 *
 * The bench control block (qz_mcusim.h, README.md) is a 4 KiB MMIO page
 * at 0x40F00000.
 */
#include "sim.h"
#include "qz_mcusim.h"

#define PPB 0xE0000000u

/* ---- DWT ------------------------------------------------------------- */
static int cyccnt_running(const struct sim *s) {
    return s->core != CORE_M0PLUS && (s->demcr >> 24 & 1) && (s->dwt_ctrl & 1);
}

static uint32_t cyccnt(const struct sim *s) {
    if (!cyccnt_running(s)) return s->cyccnt_base;
    return s->cyccnt_base + (uint32_t)(s->cycles - s->cyccnt_t0);
}

/* fold the counter before DEMCR/DWT_CTRL/CYCCNT change */
static void cyccnt_fold(struct sim *s) {
    s->cyccnt_base = cyccnt(s);
    s->cyccnt_t0 = s->cycles;
}

/* ---- SysTick ------------------------------------------------------------
 * Reference point: the counter held st_v0 at cycle st_t0 and has been
 * enabled since (or is stopped). It decrements every cycle; from 0 it
 * reloads SYST_RVR on the next cycle. COUNTFLAG is set each time it
 * decrements from 1 to 0. */
static uint32_t st_val(const struct sim *s) {
    if (!(s->st_ctrl & 1)) return s->st_v0;
    uint64_t e = s->cycles - s->st_t0;
    if (e <= s->st_v0) return s->st_v0 - (uint32_t)e;
    if (s->st_load == 0) return 0;
    return s->st_load - (uint32_t)((e - s->st_v0 - 1) % (s->st_load + 1ull));
}

/* number of 1 -> 0 decrements in (st_t0, t] */
static uint64_t st_zeros(const struct sim *s, uint64_t t) {
    if (!(s->st_ctrl & 1) || t <= s->st_t0) return 0;
    uint64_t e = t - s->st_t0, n = 0, first;
    if (s->st_v0 >= 1 && e >= s->st_v0) n = 1;
    if (s->st_load >= 1) {
        first = (uint64_t)s->st_v0 + 1 + s->st_load; /* reload, then count */
        if (e >= first) n += (e - first) / (s->st_load + 1ull) + 1;
    }
    return n;
}

static void st_sync(struct sim *s) {
    if (st_zeros(s, s->cycles) > st_zeros(s, s->st_flag_t)) s->st_flag = 1;
    s->st_flag_t = s->cycles;
}

static void st_fold(struct sim *s) { /* new reference point: now */
    st_sync(s);
    s->st_v0 = st_val(s);
    s->st_t0 = s->st_flag_t = s->cycles;
}

static uint32_t cpuid(const struct sim *s) {
    switch (s->core) {
    case CORE_M0PLUS: return 0x410CC601u; /* r0p1 */
    case CORE_M4: return 0x410FC241u;     /* r0p1 */
    default: return 0x410FD214u;          /* r0p4 */
    }
}

static uint64_t ppb_read(uc_engine *uc, uint64_t off, unsigned size, void *u) {
    struct sim *s = u;
    (void)uc;
    uint32_t a = PPB + (uint32_t)(off & ~3u), v = 0;
    switch (a) {
    case 0xE0001000u:
        v = s->core == CORE_M0PLUS ? 0x22000000u : 0x40000000u | (s->dwt_ctrl & 1);
        break;
    case 0xE0001004u: v = s->core == CORE_M0PLUS ? 0 : cyccnt(s); break;
    case 0xE000E010u:
        st_sync(s);
        v = (s->st_ctrl & 7) | (uint32_t)s->st_flag << 16;
        s->st_flag = 0;
        break;
    case 0xE000E014u: v = s->st_load; break;
    case 0xE000E018u: v = st_val(s); break;
    case 0xE000E01Cu: v = 0xC0000000u; break;
    case 0xE000ED00u: v = cpuid(s); break;
    case 0xE000ED14u: v = s->core == CORE_M0PLUS ? 0x208u : 0x200u; break;
    case 0xE000EDFCu: v = s->demcr; break;
    default: break;
    }
    v >>= 8 * (off & 3);
    return size >= 4 ? v : v & ((1u << 8 * size) - 1);
}

static void ppb_write(uc_engine *uc, uint64_t off, unsigned size, uint64_t val,
                      void *u) {
    struct sim *s = u;
    (void)uc;
    uint32_t a = PPB + (uint32_t)(off & ~3u), v = (uint32_t)val;
    if (size != 4 || (off & 3)) return; /* registers are word-accessed */
    switch (a) {
    case 0xE0001000u: cyccnt_fold(s); s->dwt_ctrl = v & 1; break;
    case 0xE0001004u:
        if (s->core != CORE_M0PLUS) { s->cyccnt_base = v; s->cyccnt_t0 = s->cycles; }
        break;
    case 0xE000E010u:
        st_fold(s);
        s->st_ctrl = v & 7;
        s->st_t0 = s->st_flag_t = s->cycles;
        break;
    case 0xE000E014u: st_fold(s); s->st_load = v & 0xFFFFFFu; break;
    case 0xE000E018u:
        st_fold(s);
        s->st_v0 = 0;
        s->st_flag = 0;
        break;
    case 0xE000EDFCu: cyccnt_fold(s); s->demcr = v & 0x010F07F1u; break;
    default: break;
    }
}

/* ---- bench control block ---------------------------------------------- */
static uint64_t bench_read(uc_engine *uc, uint64_t off, unsigned size, void *u) {
    struct sim *s = u;
    (void)uc;
    uint32_t v = 0;
    switch ((uint32_t)off & ~3u) {
    case QZSIM_ID_OFF: v = QZSIM_ID_VALUE; break;
    case QZSIM_CORE_OFF:
        v = s->core == CORE_M0PLUS ? 0 : s->core == CORE_M4 ? 4 : 33;
        break;
    case QZSIM_CYCLES_LO_OFF: v = (uint32_t)s->cycles; s->latch_hi = (uint32_t)(s->cycles >> 32); break;
    case QZSIM_CYCLES_HI_OFF: v = s->latch_hi; break;
    case QZSIM_INSNS_LO_OFF: v = (uint32_t)s->insns; s->latch_hi = (uint32_t)(s->insns >> 32); break;
    case QZSIM_INSNS_HI_OFF: v = s->latch_hi; break;
    case QZSIM_STACK_MIN_OFF: sim_current_sp(s); v = s->sp_min; break;
    case QZSIM_DIGEST_OFF: v = (uint32_t)s->digest; break;
    case QZSIM_DIGEST_HI_OFF: v = (uint32_t)(s->digest >> 32); break;
    case QZSIM_CLOCK_KHZ_OFF: v = (uint32_t)(s->clock_mhz * 1000.0 + 0.5); break;
    default: break;
    }
    v >>= 8 * (off & 3);
    return size >= 4 ? v : v & ((1u << 8 * size) - 1);
}

static void bench_write(uc_engine *uc, uint64_t off, unsigned size,
                        uint64_t val, void *u) {
    struct sim *s = u;
    (void)uc;
    (void)size;
    switch ((uint32_t)off & ~3u) {
    case QZSIM_STACK_MIN_OFF: s->sp_min = sim_current_sp(s); break;
    case QZSIM_DIGEST_OFF:
        if (val == QZSIM_DIGEST_START) {
            s->digest = 0xcbf29ce484222325ull; /* FNV-1a 64 offset basis */
            s->digest_on = 1;
        } else if (val == QZSIM_DIGEST_STOP) {
            s->digest_on = 0;
        }
        break;
    default: break;
    }
}

int periph_map(struct sim *s) {
    if (uc_mmio_map(s->uc, PPB, 0x100000, ppb_read, s, ppb_write, s) ||
        uc_mmio_map(s->uc, QZSIM_BASE, 0x1000, bench_read, s, bench_write, s)) {
        fprintf(stderr, "qz-mcusim: cannot map the PPB / bench block\n");
        return -1;
    }
    return 0;
}

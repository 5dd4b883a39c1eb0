/*
 * startup.c -- minimal start-up for the NUCLEO board builds of the bench
 * firmware and for the footprint images (bench/ld/nucleo_*.ld).
 *
 *  - A vector table of the 16 system exceptions of the core (initial SP,
 *    reset, faults, SVC, PendSV, SysTick), placed first in flash by the
 *    linker script. No device interrupt is ever enabled by the bench, so
 *    the device vectors are left out; every exception but reset goes to a
 *    loop that a debugger shows.
 *  - Reset_Handler sets sp to the top of SRAM (as the core already did
 *    from the table; done again so that a debugger "jump" or a flat-image
 *    run starts clean), copies the kernels to RAM when the linker script
 *    places them there (bench/ld/<board>_fast.ld, doc/porting.md), copies .data
 *    from flash, zeroes .bss and calls main(0, NULL).
 *  - With BOARD_SEMIHOSTING (the bench firmware): newlib's semihosting
 *    file handles are opened first (printf goes to the debugger console,
 *    which needs a probe with semihosting enabled, e.g. OpenOCD
 *    "arm semihosting enable"), and main's status goes to exit(), which
 *    reports it to the debugger. Without it (the footprint images) the
 *    program stays in a loop after main, and links no C library beyond
 *    what the measured operation itself needs.
 *
 * The clock stays at the reset default (no PLL set-up): the counts are in
 * core cycles whatever the clock, and a slow clock needs fewer flash wait
 * states than the reference pages' set-ups, so a run at reset is the
 * closest a board gets to the zero-wait-state model (check the part's
 * FLASH_ACR latency). See doc/bench/README.md.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

extern uint32_t _sidata[], _sdata[], _edata[], _sbss[], _ebss[], _estack[];
extern uint32_t _siqz_fast_text[], _sqz_fast_text[], _eqz_fast_text[];
extern uint32_t _siqz_fast_rodata[], _sqz_fast_rodata[], _eqz_fast_rodata[];
int main(int argc, char **argv);
void Reset_Handler(void);
void board_start(void);
#ifdef BOARD_SEMIHOSTING
void initialise_monitor_handles(void);
/* exit() runs newlib's destructor list, which calls _fini (crti.o, not
 * linked with -nostartfiles): nothing to do here. */
void _init(void);
void _fini(void);
void _init(void) {}
void _fini(void) {}
#endif

static void default_handler(void)
{
    for (;;)
        __asm__ volatile("");
}

typedef void (*vector)(void);

__attribute__((section(".isr_vector"), used)) const vector board_vectors[16] = {
    (vector)(uintptr_t)_estack, /* 0  initial main stack pointer */
    Reset_Handler,              /* 1  reset */
    default_handler,            /* 2  NMI */
    default_handler,            /* 3  HardFault */
    default_handler,            /* 4  MemManage (v7-M, v8-M Mainline) */
    default_handler,            /* 5  BusFault */
    default_handler,            /* 6  UsageFault */
    default_handler,            /* 7  SecureFault (v8-M) */
    NULL,                       /* 8  reserved */
    NULL,                       /* 9  reserved */
    NULL,                       /* 10 reserved */
    default_handler,            /* 11 SVCall */
    default_handler,            /* 12 DebugMonitor */
    NULL,                       /* 13 reserved */
    default_handler,            /* 14 PendSV */
    default_handler,            /* 15 SysTick (never enabled: TICKINT = 0) */
};

__attribute__((naked, noreturn)) void Reset_Handler(void)
{
    __asm__ volatile("ldr r0, =_estack\n\t"
                     "mov sp, r0\n\t"
                     "bl board_start\n\t"
                     "1: b 1b\n\t"
                     ".ltorg");
}

/* Plain word loops: not turned into memcpy/memset calls, which must not
 * run before .data and .bss exist. */

/* Copy a section's load image [src, ...) to its run address [dst, end),
 * unless it runs where it is loaded (the kernels when FAST is FLASH). */
__attribute__((optimize("no-tree-loop-distribute-patterns"))) static void
load_section(volatile uint32_t *dst, const uint32_t *src, const uint32_t *end)
{
    if ((const volatile uint32_t *)src == dst)
        return;
    while (dst < end)
        *dst++ = *src++;
}

__attribute__((optimize("no-tree-loop-distribute-patterns"), noreturn)) void
board_start(void)
{
    volatile uint32_t *dst;
    int rc;

    /* the kernels and, separately, their tables (common.ld), then .data */
    load_section(_sqz_fast_text, _siqz_fast_text, _eqz_fast_text);
    load_section(_sqz_fast_rodata, _siqz_fast_rodata, _eqz_fast_rodata);
    load_section(_sdata, _sidata, _edata);
    for (dst = _sbss; dst < _ebss;)
        *dst++ = 0;
#ifdef BOARD_SEMIHOSTING
    initialise_monitor_handles();
    rc = main(0, NULL);
    exit(rc);
#else
    rc = main(0, NULL);
    (void)rc;
    default_handler();
    __builtin_unreachable();
#endif
}

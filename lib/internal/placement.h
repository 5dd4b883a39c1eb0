/*
 * Placement of the hot kernels: the sections a linker script can map to
 * fast memory (doc/porting.md, "Placing the kernels in RAM").
 *
 * Every kernel's code is in a section named .text.qz_fast.<symbol> and
 * every constant table a kernel reads in .rodata.qz_fast.<symbol>: the
 * assembly kernels name their sections so (lib/arch), the C kernels and
 * tables use these macros. Both names still match the `.text.*` and
 * `.rodata.*` patterns of an ordinary linker script, so nothing changes
 * for a user who does not place them; a script that lists
 * `*(.text.qz_fast.* .rodata.qz_fast.*)` in an output section in RAM
 * before its `.text` moves all of them at once (bench/ld/common.ld).
 *
 * Only on ELF targets with GCC-compatible compilers; elsewhere the macros
 * are empty and the toolchain's own placement applies.
 */
#ifndef QZ_INTERNAL_PLACEMENT_H
#define QZ_INTERNAL_PLACEMENT_H

#if defined(__ELF__) && (defined(__GNUC__) || defined(__clang__))
#define QZI_FAST_TEXT(sym) __attribute__((section(".text.qz_fast." sym)))
#define QZI_FAST_RODATA(sym) __attribute__((section(".rodata.qz_fast." sym)))
#else
#define QZI_FAST_TEXT(sym)
#define QZI_FAST_RODATA(sym)
#endif

#endif /* QZ_INTERNAL_PLACEMENT_H */

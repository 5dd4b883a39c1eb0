/* qz_mcusim.h -- registers of qz-mcusim's bench control block, for
 * firmware running in the simulator (C or assembly: plain #defines).
 *
 * The block is a 4 KiB MMIO page at QZSIM_BASE, a part of the Cortex-M
 * peripheral region no modelled device uses. Word accesses only. On real
 * hardware the address is unmapped: check QZSIM_ID first if the same
 * binary may run elsewhere.
 *
 *   ID         RO  QZSIM_ID_VALUE ("QZSM")
 *   CORE       RO  0 = Cortex-M0+, 4 = Cortex-M4, 33 = Cortex-M33
 *   CYCLES_LO  RO  modelled cycles since reset, bits 31..0; reading it
 *                  latches bits 63..32 into CYCLES_HI (read LO, then HI)
 *   CYCLES_HI  RO
 *   INSNS_LO   RO  executed instructions since reset, bits 31..0; latches
 *   INSNS_HI   RO  bits 63..32 (the latch is shared with CYCLES_HI)
 *   STACK_MIN  RW  lowest SP value reached since reset or since the last
 *                  write (a write of any value resets it to the current SP)
 *   DIGEST     RW  write QZSIM_DIGEST_START: reset the trace digest and
 *                  start hashing; write QZSIM_DIGEST_STOP: stop hashing;
 *                  read: bits 31..0 of the digest
 *   DIGEST_HI  RO  bits 63..32 of the digest
 *   CLOCK_KHZ  RO  the modelled clock (--clock-mhz) in kHz
 *
 * Counter reads by an instruction include the cycles of every instruction
 * executed before it, not its own. The digest is FNV-1a 64 over the
 * executed PCs and the addresses of data reads and writes (see
 * bench/sim/README.md).
 */
#ifndef QZ_MCUSIM_H
#define QZ_MCUSIM_H

#define QZSIM_BASE          0x40F00000

#define QZSIM_ID_OFF        0x00
#define QZSIM_CORE_OFF      0x04
#define QZSIM_CYCLES_LO_OFF 0x08
#define QZSIM_CYCLES_HI_OFF 0x0C
#define QZSIM_INSNS_LO_OFF  0x10
#define QZSIM_INSNS_HI_OFF  0x14
#define QZSIM_STACK_MIN_OFF 0x18
#define QZSIM_DIGEST_OFF    0x1C
#define QZSIM_DIGEST_HI_OFF 0x20
#define QZSIM_CLOCK_KHZ_OFF 0x24

#define QZSIM_ID_VALUE      0x4D535A51 /* "QZSM" little-endian */
#define QZSIM_DIGEST_START  1
#define QZSIM_DIGEST_STOP   2

#define QZSIM_ID        (QZSIM_BASE + QZSIM_ID_OFF)
#define QZSIM_CORE      (QZSIM_BASE + QZSIM_CORE_OFF)
#define QZSIM_CYCLES_LO (QZSIM_BASE + QZSIM_CYCLES_LO_OFF)
#define QZSIM_CYCLES_HI (QZSIM_BASE + QZSIM_CYCLES_HI_OFF)
#define QZSIM_INSNS_LO  (QZSIM_BASE + QZSIM_INSNS_LO_OFF)
#define QZSIM_INSNS_HI  (QZSIM_BASE + QZSIM_INSNS_HI_OFF)
#define QZSIM_STACK_MIN (QZSIM_BASE + QZSIM_STACK_MIN_OFF)
#define QZSIM_DIGEST    (QZSIM_BASE + QZSIM_DIGEST_OFF)
#define QZSIM_DIGEST_HI (QZSIM_BASE + QZSIM_DIGEST_HI_OFF)
#define QZSIM_CLOCK_KHZ (QZSIM_BASE + QZSIM_CLOCK_KHZ_OFF)

/* C access, e.g. QZSIM_REG(QZSIM_CYCLES_LO) */
#if !defined(__ASSEMBLER__)
#define QZSIM_REG(addr) (*(volatile unsigned int *)(addr))
#endif

#endif

#!/usr/bin/env python3
"""Constant tables of the ML-KEM polynomial kernels for ARMv7E-M.

WHAT IT GENERATES
  The block of lib/arch/armv7em/mlkem_poly.S between the lines
    @ ---- BEGIN GENERATED TABLES: lib/arch/gen/mlkem_zetas_armv7em.py ----
    @ ---- END GENERATED TABLES ----
  : the constants (.equ) and the two twiddle tables that the hand-written
  kernels above it read. Everything else in that file is written by hand.

THE MULTIPLICATION THE TABLES ARE MADE FOR (Plantard, signed variant)
  A coefficient x (any int16_t) times a constant w mod q = 3329 is
      t = (Z * x) >> 16                      SMULWB / SMULWT (bits 47..16)
      r = (int16_t)t * q + 2^3 q             SMLABB, accumulate 26632
      x w = r >> 16 (mod q), |r >> 16| <= 1664
  with Z = [W q^-1 mod 2^32] (signed 32-bit), W = w (-2^32) mod q taken in
  [-(q-1)/2, (q-1)/2]. With P = Z x mod 2^32 (signed), P q = x W mod
  2^32, and the top half of r is exactly (P q - x W) / 2^32 when
  -7 q 2^16 <= x W < 2^32 - 2^19 q, which |x W| <= 2^15 1664 satisfies;
  so the result is congruent to -x W 2^-32 = x w and at most
  (2^31 q + 2^15 1664) / 2^32 < 1665 in magnitude. This program checks the identity on every int16_t x for a
  few w before it writes anything.

TABLES (one 32-bit Z per entry, zeta = 17, BitRev7 as in FIPS 203)
  ntt:    zeta^BitRev7(k) for the order in which qzi_mlkem_ntt_armv7em
          reads them: k = 1..7 (layers 1-3); per block b = 0..7 of 32
          coefficients k = 8+b, 16+2b, 17+2b, 32+4b..35+4b (layers 4-6);
          k = 64..127 (layer 7). qzi_mlkem_mulcache_armv7em reads the
          last 64 (gamma_2i = zeta^(2 BitRev7(2i) + 1) = zeta^BitRev7(64+i)).
  invntt: per group of four words (layer 1): ONE, then k = 127-4g..124-4g;
          per block b of 32 (layers 2-4): k = 63-4b..60-4b, 31-2b, 30-2b,
          15-b, ONE; then k = 7, 6, 5, 4, 3, 2, zeta^BitRev7(1) F, F
          (layers 5-7 and the final scaling by F = 2^16 / 128 mod q).
  ONE = Z of w = 1 (a reduction), TOMONT = Z of w = 2^16 mod q.

COMMANDS (from the top of the source tree; python3, standard library only)
    python3 lib/arch/gen/mlkem_zetas_armv7em.py armv7em lib/arch/armv7em/mlkem_poly.S
  rewrites the block in place; --check only compares (exit status 1 and a
  diff if the file differs); without a file the block goes to stdout.
"""
import difflib
import sys

BEGIN = '@ ---- BEGIN GENERATED TABLES: lib/arch/gen/mlkem_zetas_armv7em.py ----'
END = '@ ---- END GENERATED TABLES ----'

Q = 3329
R = 1 << 16
ALPHA = 3


def s32(x):
    x &= 0xffffffff
    return x - (1 << 32) if x >> 31 else x


def s16(x):
    x &= 0xffff
    return x - (1 << 16) if x >> 15 else x


def centred(x):
    x %= Q
    return x - Q if x > Q // 2 else x


def bitrev7(i):
    return int(format(i, '07b')[::-1], 2)


def zeta(k):
    return pow(17, bitrev7(k), Q)


def plantard_z(w):
    """The 32-bit constant Z by which x * w mod q is computed."""
    return s32(centred(w * -(1 << 32)) * pow(Q, -1, 1 << 32))


def plantard(x, z):
    """What SMULWB/SMULWT then SMLABB and taking the top half compute."""
    t = (z * x) >> 16
    return s32(s16(t) * Q + (Q << ALPHA)) >> 16


def self_check():
    for w in (1, 17, R % Q, Q - 1, zeta(1)):
        z = plantard_z(w)
        for x in range(-32768, 32768):
            m = plantard(x, z)
            if (m - x * w) % Q or abs(m) > 1664:
                raise SystemExit('Plantard identity fails for w=%d x=%d' % (w, x))


F = R * pow(128, -1, Q) % Q     # the inverse NTT's scale: 2^16 / 128 mod q
ONE = plantard_z(1)
TOMONT = plantard_z(R % Q)


def ntt_order():
    ks = list(range(1, 8))
    for b in range(8):
        ks += [8 + b, 16 + 2 * b, 17 + 2 * b, 32 + 4 * b, 33 + 4 * b, 34 + 4 * b, 35 + 4 * b]
    ks += list(range(64, 128))
    return [(plantard_z(zeta(k)), 'zeta^br(%d)' % k) for k in ks]


def invntt_order():
    one = (ONE, 'ONE')
    t = []
    for g in range(16):
        t.append(one)
        t += [(plantard_z(zeta(k)), 'zeta^br(%d)' % k) for k in range(127 - 4 * g, 123 - 4 * g, -1)]
    for b in range(8):
        ks = [63 - 4 * b, 62 - 4 * b, 61 - 4 * b, 60 - 4 * b, 31 - 2 * b, 30 - 2 * b, 15 - b]
        t += [(plantard_z(zeta(k)), 'zeta^br(%d)' % k) for k in ks]
        t.append(one)
    t += [(plantard_z(zeta(k)), 'zeta^br(%d)' % k) for k in (7, 6, 5, 4, 3, 2)]
    t.append((plantard_z(zeta(1) * F), 'zeta^br(1) F'))
    t.append((plantard_z(F), 'F'))
    return t


def words(name, entries):
    out = ['    .section .rodata.qz_fast.%s,"a",%%progbits' % name,
           '    .align  2',
           '    .type   %s, %%object' % name,
           '%s:' % name]
    for i, (z, what) in enumerate(entries):
        out.append('    .word   0x%08x                    @ %3d: %s' % (z & 0xffffffff, i, what))
    out.append('    .size   %s, . - %s' % (name, name))
    return out


def generate():
    self_check()
    lines = [
        '@ q, 2^3 q (the Plantard rounding constant), -q^-1 mod 2^16 (Montgomery)',
        '    .equ    Q, %d' % Q,
        '    .equ    Q8, %d' % (Q << ALPHA),
        '    .equ    QINV_NEG, %d' % ((-pow(Q, -1, R)) % R),
        '@ Plantard constants: ONE (x mod q), TOMONT (x 2^16 mod q), halves for MOVW/MOVT',
        '    .equ    ONE_LO, 0x%04x' % (ONE & 0xffff),
        '    .equ    ONE_HI, 0x%04x' % ((ONE >> 16) & 0xffff),
        '    .equ    TOMONT_LO, 0x%04x' % (TOMONT & 0xffff),
        '    .equ    TOMONT_HI, 0x%04x' % ((TOMONT >> 16) & 0xffff),
        '',
    ]
    lines += words('qzi_mlkem_ntt_armv7em_zetas', ntt_order())
    lines.append('')
    lines += words('qzi_mlkem_invntt_armv7em_zetas', invntt_order())
    lines.append('')
    return '\n'.join(lines) + '\n'


def main(argv):
    check = '--check' in argv
    files = [a for a in argv if not a.startswith('--')]
    if files and files[0] == 'armv7em':
        files = files[1:]
    block = generate()
    if not files:
        sys.stdout.write(block)
        return 0
    path = files[0]
    old = open(path).read()
    a = old.index(BEGIN)
    b = old.index(END)
    new = old[:a] + BEGIN + '\n' + block + old[b:]
    if check:
        if new != old:
            sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), new.splitlines(True)))
            return 1
        return 0
    if new != old:
        open(path, 'w').write(new)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))

#!/usr/bin/env python3
"""Generator of the twiddle table of the ML-DSA kernels for ARMv6-M.

WHAT IT GENERATES
  The table qzi_mldsa_zetas_armv6m of lib/arch/armv6m/mldsa_poly.S (method
  and use: the header comment of that file). The file is hand-written
  except for the block between the lines
    @ ---- BEGIN GENERATED CODE: lib/arch/gen/mldsa_zetas_armv6m.py ----
    @ ---- END GENERATED CODE ----
  that this program rewrites. Edit the block only through this program.

  Each constant c (the kernels compute b c mod q: plain residues, no
  Montgomery factor) is stored as three words
    c                           (centred, |c| < q / 2)
    ch = c' >> 15, cl = c' & 0x7fff, c' = round(c 2^30 / q)
  (|c'| < 2^29: |ch| <= 2^14, 0 <= cl < 2^15), so that Shoup's quotient
  q_est = ch bh + ((ch bl + cl bh) >> 15) ~ c b / q (b = bh 2^15 + bl)
  takes three 32-bit MULS and t = c b - q q_est is exact mod 2^32.
  Entries 0..254 are c = zeta^BitRev8(k) mod q for k = 1..255 (that is
  lib/mldsa/gen_zetas.py's qzi_mldsa_zetas[k] 2^-32: the forward NTT reads
  them in this order, the inverse NTT backwards with b - a in place of
  a - b); entry 255 is 2^32 / 256 mod q = 16382, the inverse NTT's scale
  (R / 256: the contract's R NTT^-1).

  Before writing, the program checks the bounds that the header of
  mldsa_poly.S claims for the product (exact integer model of the
  instruction sequence SHOUP, every table entry, extreme and random
  inputs), then reads the layer schedule of the file (its CT_LAYER and
  GS_LAYER lines: len, unroll, reduce) and follows the worst-case range
  of the coefficients through both transforms (SHOUP's range as a
  function of its input bound, FLOORRED's, the final centring): every
  SHOUP input below 2^29, every value inside int32_t, the NTT's output
  below 9q and the inverse NTT's below q, or it fails. The ranges it
  finds are written into the block, so a changed schedule shows up in
  --check (tests/kernel_mldsa.c cannot reach these worst cases: a
  schedule without layer 5's reduction still passes it).

COMMANDS (from the top of the source tree; python3, standard library only)
    python3 lib/arch/gen/mldsa_zetas_armv6m.py armv6m lib/arch/armv6m/mldsa_poly.S
  rewrites the block in place (the file is left alone if nothing changes).
  --check only compares: exit status 1 and a diff if the file differs.
  Without a file argument the block goes to stdout.
"""
import difflib
import math
import random
import re
import sys

BEGIN = '@ ---- BEGIN GENERATED CODE: lib/arch/gen/mldsa_zetas_armv6m.py ----'
END = '@ ---- END GENERATED CODE ----'

Q = 8380417
R = 1 << 32


def bitrev8(i):
    return int(format(i, '08b')[::-1], 2)


def centred(x):
    x %= Q
    return x - Q if x > Q // 2 else x


def s32(x):
    x &= 0xffffffff
    return x - (1 << 32) if x >> 31 else x


def split(c):
    cp = (c * (1 << 30) + Q // 2) // Q     # round(c 2^30 / q)
    ch, cl = cp >> 15, cp & 0x7fff
    assert abs(cp) < 1 << 29 and abs(ch) <= 1 << 14
    return c, ch, cl


def shoup(b, c, ch, cl):
    """The instruction sequence SHOUP of mldsa_poly.S (without the centring
    +1), exactly: returns t = c b - q q_est as the 32-bit register holds it."""
    bh, bl = b >> 15, b & 0x7fff
    mid = ch * bl + cl * bh
    assert -(1 << 31) <= mid < 1 << 31 and -(1 << 31) <= ch * bh < 1 << 31
    qe = ch * bh + (mid >> 15)
    return s32(c * b - Q * qe)


# SHOUP's inputs in the kernels: |b| < 9q (forward NTT, inverse NTT,
# final scaling); the model also tries up to 2^28.
B_NTT = 9 * Q


def table():
    consts = [centred(pow(1753, bitrev8(k), Q)) for k in range(1, 256)]
    consts.append(R // 256 % Q)
    return [split(c) for c in consts], consts


def check(entries, consts):
    rng = random.Random(1)
    lo = hi = 0
    for (c, ch, cl) in entries:
        tests = [B_NTT, -B_NTT, 1 << 28, -(1 << 28), 0, 1, -1, 0x7fff, -0x8000]
        tests += [rng.randrange(-B_NTT, B_NTT + 1) for _ in range(100)]
        for b in tests:
            t = shoup(b, c, ch, cl)
            assert (t - b * c) % Q == 0, 'wrong residue'
            eps = abs(b) / (1 << 31) + 1e-9
            # t in [-eps q, (2 + eps) q): the header's bound
            assert -eps * Q <= t < (2 + eps) * Q, (b, c, t)
            if abs(b) <= B_NTT:
                lo, hi = min(lo, t), max(hi, t)
    return lo, hi


def shoup_range(bmax, centre):
    """SHOUP's result for |b| <= bmax: t / q in [-e - centre, 2 + e - centre),
    e = bmax / 2^31 (the quotient constant's rounding)."""
    assert bmax < 1 << 29, 'SHOUP input bound %d not below 2^29' % bmax
    e = bmax / (1 << 31)
    return (math.floor(-(e + centre) * Q), math.ceil((2 + e - centre) * Q))


def floorred(lo, hi):
    """x - (x >> 23) q for x in [lo, hi]."""
    return ((lo >> 23) * 8191, (1 << 23) - 1 + (hi >> 23) * 8191)


def in32(lo, hi):
    assert -(1 << 31) <= lo and hi < 1 << 31, 'outside int32_t'
    return lo, hi


def schedule(text, name):
    return [(int(m.group(1)), int(m.group(3) or 0)) for m in re.finditer(
        r'^\s*%s\s+(\d+),\s*(\d+)(?:,\s*(\d+))?' % name, text, re.M)]


def bounds(text):
    """Worst-case coefficient ranges through the file's layer schedule."""
    ct, gs = schedule(text, 'CT_LAYER'), schedule(text, 'GS_LAYER')
    assert [l for l, _ in ct] == [128, 64, 32, 16, 8, 4, 2, 1], ct
    assert [l for l, _ in gs] == [1, 2, 4, 8, 16, 32, 64, 128], gs
    lo, hi = -(Q - 1), Q - 1
    for _, red in ct:
        alo, ahi = floorred(lo, hi) if red else (lo, hi)
        tlo, thi = shoup_range(max(-lo, hi), 1)
        lo, hi = in32(min(alo + tlo, alo - thi), max(ahi + thi, ahi - tlo))
    ntt = max(-lo, hi)
    assert ntt < 9 * Q, 'NTT output bound %.3f q not below 9q' % (ntt / Q)
    lo, hi = -(Q - 1), Q - 1
    for _, red in gs:
        slo, shi = in32(2 * lo, 2 * hi)
        if red:
            slo, shi = floorred(slo, shi)
        tlo, thi = shoup_range(hi - lo, 1)
        lo, hi = min(slo, tlo), max(shi, thi)
    tlo, thi = shoup_range(max(-lo, hi), 0)
    klo, khi = (tlo + (1 << 22)) >> 23, (thi + (1 << 22)) >> 23
    inv = max((1 << 22) - klo * 8191, (1 << 22) - 1 + khi * 8191)
    assert inv < Q, 'inverse NTT output bound not below q'
    return ntt, inv


def block(text=''):
    entries, consts = table()
    lo, hi = check(entries, consts)
    out = [BEGIN]
    if text:
        ntt, inv = bounds(text)
        out.append('@ worst-case |output| through this file\'s layer schedule: ntt <= %d'
                   ' (%.3f q), invntt <= %d' % (ntt, ntt / Q, inv))
    out += ['@ c, ch, cl per constant (SHOUP without +1 gave t in [%d, %d] for |b| <= 9q)' % (lo, hi),
           '        .section .rodata.qz_fast.qzi_mldsa_zetas_armv6m,"a",%progbits',
           '        .p2align 2',
           '        .type   qzi_mldsa_zetas_armv6m, %object',
           'qzi_mldsa_zetas_armv6m:']
    for i, (cq, ch, cl) in enumerate(entries):
        note = 'k = %d' % (i + 1) if i < 255 else 'R / 256'
        out.append('        .word   %s@ %s' % (('%d, %d, %d' % (cq, ch, cl)).ljust(26), note))
    out.append('        .size   qzi_mldsa_zetas_armv6m, .-qzi_mldsa_zetas_armv6m')
    out.append(END)
    return '\n'.join(out) + '\n'


def main(argv):
    args = [a for a in argv[1:] if not a.startswith('--')]
    if not args or args[0] != 'armv6m':
        sys.exit('usage: mldsa_zetas_armv6m.py armv6m [file.S] [--check]')
    if len(args) < 2:
        sys.stdout.write(block())
        return 0
    path = args[1]
    with open(path) as f:
        old = f.read()
    text = block(old)
    head, sep, rest = old.partition(BEGIN + '\n')
    _, sep2, tail = rest.partition(END + '\n')
    if not sep or not sep2:
        sys.exit('%s: no generated block' % path)
    new = head + text + tail
    if '--check' in argv:
        if new != old:
            sys.stdout.writelines(difflib.unified_diff(
                old.splitlines(True), new.splitlines(True), path, 'generated'))
            return 1
        return 0
    if new != old:
        with open(path, 'w') as f:
            f.write(new)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))

#!/usr/bin/env python3
"""Twiddle tables of the ML-DSA NTT kernels for ARMv7E-M.

WHAT IT GENERATES
  The two .rodata tables at the end of lib/arch/armv7em/mldsa_poly.S, in
  the block between the lines
    @ ---- BEGIN GENERATED TABLES: lib/arch/gen/mldsa_zetas_armv7em.py ----
    @ ---- END GENERATED TABLES ----
  Edit this program, never the block by hand.

COMMANDS (from the top of the source tree; python3, standard library only)
    python3 lib/arch/gen/mldsa_zetas_armv7em.py armv7em lib/arch/armv7em/mldsa_poly.S
  rewrites the block in place; --check only compares (exit status 1 and a
  diff if the file differs). Without a file argument the block goes to
  stdout.

THE TABLES
  The entries are those of qzi_mldsa_zetas (lib/mldsa/gen_zetas.py:
  z[k] = zeta^BitRev8(k) R mod q, zeta = 1753, R = 2^32, signed
  representatives), re-ordered in the order the assembly reads them:

  forward (qzi_mldsa_ntt_armv7em_zetas, 255 words)
    pass 1, layers 1-3:  z[1], z[2], z[3], z[4], z[5], z[6], z[7]
    pass 2, layers 4-6, group g = 0..7 (32 coefficients each):
                         z[8+g], z[16+2g], z[17+2g], z[32+4g] .. z[35+4g]
    pass 3, layers 7-8, block b = 0..63 (4 coefficients each):
                         z[64+b], z[128+2b], z[129+2b]
  inverse (qzi_mldsa_invntt_armv7em_zetas, 256 words; w[k] = -z[k], the
  root of the forward butterfly negated, as the C reference uses it)
    pass 1, len 1 and 2, block b = 0..63:
                         w[255-2b], w[254-2b], w[127-b]
    pass 2, len 4, 8, 16, group g = 0..7:
                         w[63-4g] .. w[60-4g], w[31-2g], w[30-2g], w[15-g]
    pass 3, len 32, 64, 128 and the scale:
                         w[7], w[6], w[5], w[4], w[3], w[2],
                         w[1] F R^-1, F
  with F = R^2 / 256 mod q (41978, the scale of the C reference): the last
  layer multiplies a + b by F and a - b by w[1] F R^-1 (one Montgomery
  product each: (a - b) w[1] R^-1 F R^-1 as the C reference forms it in
  two).
"""
import difflib
import sys

Q = 8380417
R = 1 << 32
BEGIN = '@ ---- BEGIN GENERATED TABLES: lib/arch/gen/mldsa_zetas_armv7em.py ----'
END = '@ ---- END GENERATED TABLES ----'


def bitrev8(i):
    return int(format(i, '08b')[::-1], 2)


def centred(x):
    x %= Q
    return x - Q if x > Q // 2 else x


Z = [centred(pow(1753, bitrev8(k), Q) * R) for k in range(256)]
W = [centred(-z) for z in Z]
F = R * R * pow(256, -1, Q) % Q
assert F == 41978


def forward():
    t = [Z[1], Z[2], Z[3], Z[4], Z[5], Z[6], Z[7]]
    for g in range(8):
        t += [Z[8 + g], Z[16 + 2 * g], Z[17 + 2 * g]] + Z[32 + 4 * g:36 + 4 * g]
    for b in range(64):
        t += [Z[64 + b], Z[128 + 2 * b], Z[129 + 2 * b]]
    assert sorted(t) == sorted(Z[1:])
    return t


def inverse():
    t = []
    for b in range(64):
        t += [W[255 - 2 * b], W[254 - 2 * b], W[127 - b]]
    for g in range(8):
        t += [W[63 - 4 * g], W[62 - 4 * g], W[61 - 4 * g], W[60 - 4 * g],
              W[31 - 2 * g], W[30 - 2 * g], W[15 - g]]
    t += [W[7], W[6], W[5], W[4], W[3], W[2],
          centred(W[1] * F * pow(R, -1, Q)), F]
    assert len(t) == 256
    return t


def table(name, words, what):
    out = ['    .section .rodata.qz_fast.%s,"a",%%progbits' % name,
           '    .align  2',
           '    .type   %s, %%object' % name,
           '%s:                 @ %s' % (name, what)]
    for i in range(0, len(words), 8):
        out.append('    .word ' + ', '.join('%d' % w for w in words[i:i + 8]))
    out.append('    .size   %s, . - %s' % (name, name))
    return out


def block():
    out = [BEGIN, '']
    out += table('qzi_mldsa_ntt_armv7em_zetas', forward(),
                 '255 words: passes 1, 2, 3')
    out.append('')
    out += table('qzi_mldsa_invntt_armv7em_zetas', inverse(),
                 '256 words: passes 1, 2, 3')
    out += ['', END]
    return '\n'.join(out) + '\n'


def main(argv):
    check = '--check' in argv
    files = [a for a in argv if not a.startswith('--')]
    if files and files[0] == 'armv7em':  # the one variant (qz-check-generated names it)
        files = files[1:]
    text = block()
    if not files:
        sys.stdout.write(text)
        return 0
    with open(files[0]) as f:
        old = f.read()
    i, j = old.index(BEGIN), old.index(END) + len(END) + 1
    new = old[:i] + text + old[j:]
    if check:
        if new != old:
            sys.stdout.writelines(difflib.unified_diff(
                old.splitlines(True), new.splitlines(True), files[0], 'generated'))
            return 1
        return 0
    if new != old:
        with open(files[0], 'w') as f:
            f.write(new)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))

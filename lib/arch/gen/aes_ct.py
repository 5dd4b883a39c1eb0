#!/usr/bin/env python3
"""Generator of the constant-time (fixsliced) AES kernels of qzcrypt.

WHAT IT GENERATES
  The code of
    lib/arch/armv6m/aes_ct.S    qzi_aes_ct_{encrypt,decrypt}_armv6m  (M0+)
    lib/arch/armv7em/aes_ct.S   qzi_aes_ct_{encrypt,decrypt}_armv7em (M4)
    lib/arch/armv8m/aes_ct.S    qzi_aes_ct_{encrypt,decrypt}_armv8m  (M33)
  Each file is a hand-written header comment (contract, method, measured
  figures) followed by a block that starts and ends with the lines
    @ ---- BEGIN GENERATED CODE: lib/arch/gen/aes_ct.py <variant> ----
    @ ---- END GENERATED CODE ----
  which this program rewrites (frame layout, both functions). Edit the
  header by hand and the code through this program, never the block.

COMMANDS (from the top of the source tree; python3, standard library)
    python3 lib/arch/gen/aes_ct.py armv7em lib/arch/armv7em/aes_ct.S
  rewrites the block (the file is left alone if nothing changes); the same
  for armv6m and armv8m. --check only compares: exit status 1 and a diff
  if the file differs. --stats prints the modelled cycles of one pair of
  blocks per key size and direction. Without a file the block goes to
  stdout. --search [KIND:K,...] runs the schedule search (below; needs a
  C compiler as 'cc', minutes per step) and prints a new ORDERS table.
  Before anything is written, every path through both generated functions
  (AES-128/192/256, two blocks, aligned; and one block, which must leave
  no word of E_K(0) / D_K(0) in a register or in the frame, and, after
  .Ldone's wipe, every frame word and r0-r3, r12, lr zero) is run on a
  small instruction simulator
  against an AES written here from FIPS 197; the S-box circuits
  are checked on all 256 inputs and the representation against FIPS 197
  C.1 and C.3. On a mismatch the program stops.

HOW
  1. Representation and rounds: those of lib/generic/aes_ct.c (its head
     explains them); the round keys come from qzi_aes_ct_expand_c and are
     used as they are. Each kernel step is written once as a straight-line
     program on 32-bit words (class IR; step_ir):
       'enc'  AddRoundKey, SubBytes, MixColumns with column skew k
       'encl' AddRoundKey, SubBytes, AddRoundKey (last round)
       'dec'  AddRoundKey, InvMixColumns (skew k), InvSubBytes
       'decf' AddRoundKey, InvSubBytes (first inverse round)
       'ark'  AddRoundKey
     and for ARMv6-M also the transpositions ('pack', 'packu', 'enclt',
     'arkt', 'unskew'). The programs are checked against the AES reference
     (check_model) before anything else.
  2. S-boxes (SBOX_FWD, SBOX_INV): forward, the 115-gate circuit of Boyar,
     Matthews and Peralta (32 AND, 83 XOR: its four XNOR are XOR here, so
     it computes S(x) ^ 0x63, the constant being in the round keys);
     inverse, the top and bottom layers of the inverse of Boyar and
     Peralta's depth-16 circuit (ePrint 2011/332, as in aes_ct.c) around
     the same middle layer, whose 22 inputs are the same linear forms as
     the depth-16 middle layer's and whose outputs z0..z17 are its
     M46..M63 (126 gates).
  3. MixColumns (ir_mix): t = q ^ X q, q' = 02.t ^ X q ^ X^2 t, X = row
     + 1 and column + k (word rotation by 8, byte rotation by 2 k). The
     byte rotation by n is ror(D_n(z), n) with D_n(z) = z ^ ((z ^ ror(z,
     24)) & L_n), L_n = n low bits of each byte; as L_n is the same in
     every byte, BYTE_ROR(ror(z, 8 j), n) = ror(D_n(z), n + 8 j). The IR
     keeps rotations as the second operand of XOR/AND, which Thumb-2's
     barrel shifter executes for free; for Thumb-1 lower_v6 makes each
     rotation an operation of its own. InvMixColumns (ir_inv_mix): q ^=
     04.(q ^ X^2 q), then MixColumns.
  4. Thumb-2 allocation (class Alloc): the operations in a given order;
     operands are reloaded when not in a register (round-key words from
     the key pointer, which itself lives in the frame), a new value takes
     the free register untouched for longest, and when none is free the
     value whose next use is furthest away is spilled to a frame slot
     (stored only once). hoist_loads then moves each reload that costs
     2 cycles up next to an earlier load when nothing in between touches
     its register or frame word (the Cortex-M4 pipelines LDR after LDR).
     armv8m: schedule_m33 then reorders each step so that, where possible,
     no instruction reads the result of a load or of a shifted-operand
     instruction right before it (the Cortex-M33's 2-cycle result latency
     for those, from the published pipeline measurements that
     lib/arch/armv8m/keccakp1600.S cites, which bench/sim's M33 model
     now charges: 54 stalls per AES-128 pair remain, against 184 in the
     armv7em order), keeping runs of loads whole;
     the reordering is kept only if the M4 model cost does not grow.
  5. Thumb-1 allocation (class Alloc6): LO registers r0-r7 for operands,
     HI registers r8-r12 and lr one MOV away, then the frame. Two-operand
     instructions overwrite an operand that is dead or has another copy
     (HI, frame, constant), else a MOV copy is made. Between the steps of
     a loop pass the state is in V6_T (r0-r3, r8-r11) and lr is free.
     Thumb-1 branches that do not reach become the inverse condition over
     a BL (relax_v6).
  6. Schedules (search, SA_C): the order of each step's operations is the
     one that matters for the spills. --search anneals it (a move takes an
     operation to another place between its producers and its first
     consumer; cost = the allocator's code on the core model), with the
     inner loop in C (mirroring Alloc / Alloc6 exactly; each result is
     checked against the Python allocator). The orders found are the
     tables ORDERS_HEX (Thumb-2) and ORDERS6_HEX (Thumb-1) at the end of
     this file, three hex digits per operation; a step missing from them
     keeps the IR order.
  7. Kernels (V7Kernel, V6Kernel): a loop pass is 4 rounds (skews 1, 2,
     3, 0; decrypting 1, 0, 3, 2). A round's allocation starts from the
     registers the previous one left (Thumb-2; MOVs close the loop) or
     from V6_T (Thumb-1). Exits: see frame_words. Pieces of code carry
     names so that check_v7 / check_v6 can run each path (paths) on the
     simulators v7_run / v6_run. A lone block runs beside a copy of
     itself (.Lone, Thumb-2; .Lcopy1, Thumb-1), never beside a zero block,
     whose lane would compute E_K(0) = GCM's H. .Ldone zeroes the whole
     frame and r0-r3, r12, lr on every return (wipe_v7, wipe_v6).
"""
import argparse
import bisect
import difflib
import random
import re
import sys
# ---------------------------------------------------------------------------
# AES reference (FIPS 197), written from the standard: the oracle of the
# self-check. Bytes are ints, blocks are lists of 16 bytes (column-major, as
# FIPS 197 fills the state: in[r + 4c] = s[r][c]).

def gf_mul(a, b):
    r = 0
    while b:
        if b & 1:
            r ^= a
        a = (a << 1) ^ (0x11b if a & 0x80 else 0)
        b >>= 1
    return r


def make_sbox():
    inv = [0] * 256
    for a in range(1, 256):
        for b in range(1, 256):
            if gf_mul(a, b) == 1:
                inv[a] = b
                break
    sbox = []
    for x in range(256):
        b = inv[x]
        s = b
        for i in range(1, 5):
            s ^= ((b << i) | (b >> (8 - i))) & 0xff
        sbox.append(s ^ 0x63)
    isbox = [0] * 256
    for i, s in enumerate(sbox):
        isbox[s] = i
    return sbox, isbox


SBOX, INV_SBOX = make_sbox()
assert SBOX[0x00] == 0x63 and SBOX[0x53] == 0xed      # FIPS 197 5.1.1


def key_expansion(key):
    """FIPS 197 5.2: the 4 (nr + 1) words w[i] as lists of 4 bytes."""
    nk = len(key) // 4
    nr = nk + 6
    w = [list(key[4 * i:4 * i + 4]) for i in range(nk)]
    rcon = 1
    for i in range(nk, 4 * (nr + 1)):
        t = list(w[i - 1])
        if i % nk == 0:
            t = [SBOX[b] for b in t[1:] + t[:1]]
            t[0] ^= rcon
            rcon = gf_mul(rcon, 2)
        elif nk > 6 and i % nk == 4:
            t = [SBOX[b] for b in t]
        w.append([a ^ b for a, b in zip(w[i - nk], t)])
    return w, nr


def aes_block(key, block, decrypt=False):
    w, nr = key_expansion(key)
    s = [[block[r + 4 * c] for c in range(4)] for r in range(4)]

    def ark(rnd):
        for c in range(4):
            for r in range(4):
                s[r][c] ^= w[4 * rnd + c][r]

    def mix(m):
        for c in range(4):
            col = [s[r][c] for r in range(4)]
            for r in range(4):
                s[r][c] = 0
                for j in range(4):
                    s[r][c] ^= gf_mul(m[j], col[(r + j) % 4])

    if not decrypt:
        ark(0)
        for rnd in range(1, nr + 1):
            s = [[SBOX[b] for b in row] for row in s]
            s = [s[r][r:] + s[r][:r] for r in range(4)]
            if rnd < nr:
                mix([2, 3, 1, 1])
            ark(rnd)
    else:
        ark(nr)
        for rnd in range(nr - 1, -1, -1):
            s = [s[r][4 - r:] + s[r][:4 - r] for r in range(4)]
            s = [[INV_SBOX[b] for b in row] for row in s]
            ark(rnd)
            if rnd > 0:
                mix([14, 11, 13, 9])
    return [s[r][c] for c in range(4) for r in range(4)]


# FIPS 197 Appendix C.1 and C.3.
_K128 = bytes(range(16))
_K256 = bytes(range(32))
_PT = bytes.fromhex('00112233445566778899aabbccddeeff')
assert bytes(aes_block(_K128, _PT)).hex() == '69c4e0d86a7b0430d8cdb78070b4c55a'
assert bytes(aes_block(_K256, _PT)).hex() == '8ea2b7ca516745bfeafc49904b496089'
assert bytes(aes_block(_K128, aes_block(_K128, _PT), True)) == _PT

# ---------------------------------------------------------------------------
# S-box circuits. Gates "d = a ^ b" / "d = a & b" on bit slices; input bit
# U0 is the most significant bit of the byte, output S0 likewise.
#
# Forward: the circuit of Boyar, Matthews and Peralta ("A very compact S-box
# for AES"; 32 AND, 83 XOR once its four XNOR are plain XOR), so it computes
# S(x) ^ 0x63: the constant is folded into the round keys (aes_ct.c).
# Inverse: the inverse top and bottom layers of Boyar and Peralta's depth-16
# circuit (ePrint 2011/332, as in lib/generic/aes_ct.c) around the same
# middle layer: its 22 inputs are the same linear forms as the depth-16
# middle's (y1 = T9, y2 = T20, ... checked below), and its outputs z0..z17
# are the depth-16 M46..M63. Computes InvS(x ^ 0x63).
# Both are checked on all 256 inputs before anything is generated.

TOP_FWD = """
y14 = U3 ^ U5;  y13 = U0 ^ U6;  y9 = U0 ^ U3;   y8 = U0 ^ U5
t0 = U1 ^ U2;   y1 = t0 ^ U7;   y4 = y1 ^ U3;   y12 = y13 ^ y14
y2 = y1 ^ U0;   y5 = y1 ^ U6;   y3 = y5 ^ y8;   t1 = U4 ^ y12
y15 = t1 ^ U5;  y20 = t1 ^ U1;  y6 = y15 ^ U7;  y10 = y15 ^ t0
y11 = y20 ^ y9; y7 = U7 ^ y11;  y17 = y10 ^ y11; y19 = y10 ^ y8
y16 = t0 ^ y11; y21 = y13 ^ y16; y18 = U0 ^ y16
"""

# The inverse top layer, in the names of the middle layer's inputs.
TOP_INV = """
r5 = U6 ^ U7;   r13 = U1 ^ U6;  r17 = U2 ^ U5;  r18 = U5 ^ U6
r19 = U2 ^ U4;  y9 = U3 ^ U4;   y8 = U0 ^ U1;   y13 = y9 ^ r5
y3 = U0 ^ U3;   y5 = U1 ^ U3;   y19 = U4 ^ U7;  y6 = U1 ^ y3
y14 = U4 ^ y6;  y15 = y5 ^ r17; y1 = U7 ^ y9;   y17 = y9 ^ r18
y10 = y8 ^ y19; y12 = y8 ^ r5;  y20 = y10 ^ r18; y11 = y10 ^ y17
y16 = r13 ^ r19; y4 = y5 ^ r5;  y7 = U2 ^ y4;   y2 = y19 ^ r13
y18 = U2 ^ y9;  y21 = y13 ^ y16; U7x = U0 ^ r17
"""

MIDDLE = """
t2 = y12 & y15; t3 = y3 & y6;   t4 = t3 ^ t2;   t5 = y4 & U7
t6 = t5 ^ t2;   t7 = y13 & y16; t8 = y5 & y1;   t9 = t8 ^ t7
t10 = y2 & y7;  t11 = t10 ^ t7; t12 = y9 & y11; t13 = y14 & y17
t14 = t13 ^ t12; t15 = y8 & y10; t16 = t15 ^ t12; t17 = t4 ^ t14
t18 = t6 ^ t16; t19 = t9 ^ t14; t20 = t11 ^ t16; t21 = t17 ^ y20
t22 = t18 ^ y19; t23 = t19 ^ y21; t24 = t20 ^ y18; t25 = t21 ^ t22
t26 = t21 & t23; t27 = t24 ^ t26; t28 = t25 & t27; t29 = t28 ^ t22
t30 = t23 ^ t24; t31 = t22 ^ t26; t32 = t31 & t30; t33 = t32 ^ t24
t34 = t23 ^ t33; t35 = t27 ^ t33; t36 = t24 & t35; t37 = t36 ^ t34
t38 = t27 ^ t36; t39 = t29 & t38; t40 = t25 ^ t39; t41 = t40 ^ t37
t42 = t29 ^ t33; t43 = t29 ^ t40; t44 = t33 ^ t37; t45 = t42 ^ t41
z0 = t44 & y15; z1 = t37 & y6;  z2 = t33 & U7;  z3 = t43 & y16
z4 = t40 & y1;  z5 = t29 & y7;  z6 = t42 & y11; z7 = t45 & y17
z8 = t41 & y10; z9 = t44 & y12; z10 = t37 & y3; z11 = t33 & y4
z12 = t43 & y13; z13 = t40 & y5; z14 = t29 & y2; z15 = t42 & y9
z16 = t45 & y14; z17 = t41 & y8
"""

BOTTOM_FWD = """
t46 = z15 ^ z16; t47 = z10 ^ z11; t48 = z5 ^ z13; t49 = z9 ^ z10
t50 = z2 ^ z12; t51 = z2 ^ z5;  t52 = z7 ^ z8;  t53 = z0 ^ z3
t54 = z6 ^ z7;  t55 = z16 ^ z17; t56 = z12 ^ t48; t57 = t50 ^ t53
t58 = z4 ^ t46; t59 = z3 ^ t54; t60 = t46 ^ t57; t61 = z14 ^ t57
t62 = t52 ^ t58; t63 = t49 ^ t58; t64 = z4 ^ t59; t65 = t61 ^ t62
t66 = z1 ^ t63; S0 = t59 ^ t63; S6 = t56 ^ t62; S7 = t48 ^ t60
t67 = t64 ^ t65; S3 = t53 ^ t66; S4 = t51 ^ t66; S5 = t47 ^ t65
S1 = t64 ^ S3;  S2 = t55 ^ t67
"""

# The inverse bottom layer, z0..z17 = M46..M63 of the depth-16 paper.
BOTTOM_INV = """
p0 = z6 ^ z15;  p1 = z12 ^ z13; p2 = z8 ^ z16;  p3 = z1 ^ z4
p4 = z2 ^ z10;  p5 = z0 ^ z5;   p6 = z3 ^ z14;  p7 = p0 ^ p1
p8 = z4 ^ z7;   p9 = z9 ^ z17;  p10 = z11 ^ p4; p11 = p0 ^ p3
p12 = z0 ^ z2;  p13 = z3 ^ z5;  p14 = z3 ^ z16; p15 = z8 ^ z13
p16 = z11 ^ z15; p17 = z12 ^ p2; p18 = z17 ^ p5; p19 = p2 ^ p3
p20 = p4 ^ p6;  p22 = p2 ^ p7;  p23 = p7 ^ p8;  p24 = p5 ^ p7
p25 = p6 ^ p10; p26 = p9 ^ p11; p27 = p10 ^ p18; p28 = p11 ^ p25
p29 = p15 ^ p20; S0 = p13 ^ p22; S1 = p26 ^ p29; S2 = p17 ^ p28
S3 = p12 ^ p22; S4 = p23 ^ p27; S5 = p19 ^ p24; S6 = p14 ^ p23
S7 = p9 ^ p16
"""


def parse_gates(text, rename=None):
    """'d = a ^ b; ...' -> [(d, op, a, b)] in order."""
    rename = rename or {}
    gates = []
    for stmt in text.replace('\n', ';').split(';'):
        if stmt.strip():
            d, expr = (s.strip() for s in stmt.split('='))
            a, op, b = expr.split()
            gates.append(tuple(rename.get(n, n) for n in (d,)) + (op,) +
                         tuple(rename.get(n, n) for n in (a, b)))
    return gates


# In the inverse top layer 'U7x' is the middle input that the forward
# circuit takes straight from U7 (D in the depth-16 paper).
SBOX_FWD = parse_gates(TOP_FWD) + parse_gates(MIDDLE) + parse_gates(BOTTOM_FWD)
SBOX_INV = (parse_gates(TOP_INV) +
            parse_gates(MIDDLE, {'U7': 'U7x'}) + parse_gates(BOTTOM_INV))


def eval_gates(gates, env):
    for d, op, a, b in gates:
        env[d] = env[a] ^ env[b] if op == '^' else env[a] & env[b]
    return env


def check_circuits():
    for gates, want in ((SBOX_FWD, lambda x: SBOX[x] ^ 0x63),
                        (SBOX_INV, lambda x: INV_SBOX[x ^ 0x63])):
        for x in range(256):
            env = eval_gates(gates, {'U%d' % i: (x >> (7 - i)) & 1
                                     for i in range(8)})
            y = sum(env['S%d' % i] << (7 - i) for i in range(8))
            assert y == want(x), 'S-box circuit wrong at %#x' % x
    assert sum(g[1] == '&' for g in SBOX_FWD) == 32 and len(SBOX_FWD) == 115
    assert len(SBOX_INV) == 126


check_circuits()

# ---------------------------------------------------------------------------
# The fixsliced representation of lib/generic/aes_ct.c, and the round steps
# as straight-line programs ("IR") on 32-bit words.
#
# IR operations (tuples):
#   ('x', d, a, b, r)   d = a ^ ror(b, r)
#   ('a', d, a, b, r)   d = a & ror(b, r)
#   ('m', d, a, imm, 0) d = a & imm       (imm: a Thumb-2 modified immediate)
# Inputs of a step: s0..s7 (the state words, in registers) and k0..k7 (the
# round key words, in memory); outputs: a list of 8 names.

M32 = 0xffffffff


def ror32(x, n):
    n %= 32
    return ((x >> n) | (x << (32 - n))) & M32 if n else x


def swapmove(q, a, b, mask, n):
    t = ((q[a] >> n) ^ q[b]) & mask
    q[b] ^= t
    q[a] ^= (t << n) & M32


def transpose(q):
    for a, b, m, n in TRANSPOSE:
        swapmove(q, a, b, m, n)


TRANSPOSE = [(0, 1, 0x55555555, 1), (2, 3, 0x55555555, 1),
             (4, 5, 0x55555555, 1), (6, 7, 0x55555555, 1),
             (0, 2, 0x33333333, 2), (1, 3, 0x33333333, 2),
             (4, 6, 0x33333333, 2), (5, 7, 0x33333333, 2),
             (0, 4, 0x0f0f0f0f, 4), (1, 5, 0x0f0f0f0f, 4),
             (2, 6, 0x0f0f0f0f, 4), (3, 7, 0x0f0f0f0f, 4)]


def le32(b, i):
    return b[i] | b[i + 1] << 8 | b[i + 2] << 16 | b[i + 3] << 24


def pack(blk0, blk1):
    q = []
    for c in range(4):
        q += [le32(blk0, 4 * c), le32(blk1, 4 * c)]
    transpose(q)
    return q


def unpack(q):
    q = list(q)
    transpose(q)
    out0, out1 = [], []
    for c in range(4):
        out0 += [(q[2 * c] >> (8 * i)) & 0xff for i in range(4)]
        out1 += [(q[2 * c + 1] >> (8 * i)) & 0xff for i in range(4)]
    return out0, out1


def unskew2(q):
    """Columns c <-> c + 2 in rows 1 and 3 (in place, bitsliced form)."""
    for i in range(8):
        t = ((q[i] >> 4) ^ q[i]) & 0x0f000f00
        q[i] ^= t ^ (t << 4)


def expand_key(key):
    """qzi_aes_ct_expand_c: rk[8 i + j], skew i mod 4, 0x63 folded."""
    w, nr = key_expansion(key)
    words = [le32(b, 0) for b in w]
    rk = []
    for r in range(nr + 1):
        skew = r & 3
        col = [0] * 4
        for pc in range(4):
            for b in range(4):
                col[pc] |= words[4 * r + ((pc - skew * b) & 3)] & \
                    (0xff << (8 * b))
        q = []
        for c in range(4):
            q += [col[c], col[c]]
        transpose(q)
        if r > 0:
            for i in (0, 1, 5, 6):
                q[i] ^= M32
        rk += q
    return rk, nr


class IR:
    """A straight-line program under construction."""

    def __init__(self):
        self.ops = []
        self.n = 0
        self.notes = {}

    def new(self, hint):
        self.n += 1
        return '%s.%d' % (hint, self.n)

    def x(self, a, b, r=0, hint='x', note=None):
        d = self.new(hint)
        self.ops.append(('x', d, a, b, r % 32))
        self.notes[d] = note
        return d

    def a(self, a, b, r=0, hint='a', note=None):
        d = self.new(hint)
        self.ops.append(('a', d, a, b, r % 32))
        self.notes[d] = note
        return d

    def sh(self, op, a, n, hint='sh', note=None):
        """op 'l': a << n, 'h': a >> n (ARMv6-M transposition only)."""
        d = self.new(hint)
        self.ops.append((op, d, a, None, n))
        self.notes[d] = note
        return d

    def m(self, a, imm, hint='m', note=None):
        d = self.new(hint)
        self.ops.append(('m', d, a, imm, 0))
        self.notes[d] = note
        return d


def ir_eval(ops, env):
    env = dict(env)
    for op, d, a, b, r in ops:
        if op == 'x':
            env[d] = env[a] ^ ror32(env[b], r)
        elif op == 'a':
            env[d] = env[a] & ror32(env[b], r)
        elif op == 'm':
            env[d] = env[a] & b
        elif op == 'l':
            env[d] = (env[a] << r) & M32
        elif op == 'h':
            env[d] = env[a] >> r
        else:
            raise ValueError(op)
    return env


def ir_ark(ir, q, key='k', j=0):
    return [ir.x(q[i], '%s%d' % (key, i), hint='u%d' % i,
                 note='q%d ^= rk[%d]' % (i, 8 * j + i)) for i in range(8)]


def ir_sbox(ir, q, gates, tag):
    """q[i] = bit i of each byte -> bit i of the S-box output."""
    names = {'U%d' % i: q[7 - i] for i in range(8)}
    for d, op, a, b in gates:
        hint = '%s%s' % (tag, d)
        names[d] = (ir.x if op == '^' else ir.a)(
            names[a], names[b], hint=hint,
            note='%s = %s %s %s' % (d, a, op, b) if d[0] != 'S' else
            '%s = q%d = %s %s %s' % (d, 7 - int(d[1:]), a, op, b))
    return [names['S%d' % (7 - i)] for i in range(8)]


def byte_rot_pre(ir, z, n, nm):
    """D_n(z) = z ^ ((z ^ ror(z, 24)) & L_n), L_n = n low bits of each byte:
    the byte rotation by n is then BYTE_ROR(z, n) = ror(D_n(z), n), and as
    L_n is the same in every byte, BYTE_ROR(ror(z, 8 j), n) =
    ror(D_n(z), n + 8 j). Three operations; the rotation goes into the
    shifted operand of the instruction that uses the result."""
    m = ir.x(z, z, 24, hint='bw', note='%s: z ^ ror(z, 24)' % nm)
    m = ir.m(m, 0x01010101 * ((1 << n) - 1), hint='bm',
             note='%s: & L%d' % (nm, n))
    return ir.x(m, z, hint='bd', note='%s = D%d(z) (byte ror %d: ror #%d)'
                % (nm, n, n, n))


def ir_mix(ir, q, k):
    """MixColumns for column skew k (aes_ct.c mix_columns): with
    X = one row down in the same logical column (word ror 8, byte ror 2k),
    t = q ^ X q, out = 02.t ^ X q ^ X^2 t."""
    n = (2 * k) % 8
    xs, t = [], []
    for i in range(8):
        if n:
            d = byte_rot_pre(ir, q[i], n, 'X q%d' % i)
            xs.append((d, n + 8))
        else:
            xs.append((q[i], 8))
        t.append(ir.x(q[i], xs[i][0], xs[i][1], hint='t%d' % i,
                      note='t%d = q%d ^ X q%d' % (i, i, i)))
    y = []
    for i in range(8):
        if k % 2:
            y.append((byte_rot_pre(ir, t[i], 4, 'X2 t%d' % i), 20))
        else:
            y.append((t[i], 16))
    out = []
    for i in range(8):
        # 02.t: t[i - 1], and t[7] fed back into slices 0, 1, 3, 4
        v = ir.x(t[i - 1] if i else t[7], xs[i][0], xs[i][1], hint='w%d' % i,
                 note='q%d\' = t%d ^ X q%d' % (i, (i - 1) % 8, i))
        if i in (1, 3, 4):
            v = ir.x(v, t[7], hint='w%d' % i, note='q%d\' ^= t7' % i)
        out.append(ir.x(v, y[i][0], y[i][1], hint='o%d' % i,
                        note='q%d\' ^= X2 t%d' % (i, i)))
    return out


def ir_inv_mix(ir, q, k, pre_only=False):
    """InvMixColumns for skew k: q ^= 04.(q ^ X^2 q), then MixColumns
    (pre_only: the first part alone, which depends on k mod 2 only)."""
    t = []
    for i in range(8):
        if k % 2:
            t.append(ir.x(q[i], byte_rot_pre(ir, q[i], 4, 'X2 q%d' % i), 20,
                          hint='v%d' % i,
                          note='v%d = q%d ^ X2 q%d' % (i, i, i)))
        else:
            t.append(ir.x(q[i], q[i], 16, hint='v%d' % i,
                          note='v%d = q%d ^ X2 q%d' % (i, i, i)))
    # 04.t: q0 ^= t6; q1 ^= t6 ^ t7; q2 ^= t0 ^ t7; q3 ^= t1 ^ t6;
    # q4 ^= t2 ^ t6 ^ t7; q5 ^= t3 ^ t7; q6 ^= t4; q7 ^= t5
    terms = [(6,), (6, 7), (0, 7), (1, 6), (2, 6, 7), (3, 7), (4,), (5,)]
    r = []
    for i in range(8):
        v = q[i]
        for j in terms[i]:
            v = ir.x(v, t[j], hint='p%d' % i,
                     note='q%d ^= v%d (04.v)' % (i, j))
        r.append(v)
    return r if pre_only else ir_mix(ir, r, k)


def ir_swapmove(ir, q, a, b, mask, n):
    """t = ((q[a] >> n) ^ q[b]) & mask; q[b] ^= t; q[a] ^= t << n."""
    t = ir.sh('h', q[a], n, hint='sm', note='swapmove(q%d, q%d, %d): t = q%d '
              '>> %d' % (a, b, n, a, n))
    t = ir.x(t, q[b], hint='sm', note='t ^= q%d' % b)
    t = ir.m(t, mask, hint='sm', note='t &= 0x%08x' % mask)
    q[b] = ir.x(q[b], t, hint='q%d' % b, note='q%d ^= t' % b)
    t = ir.sh('l', t, n, hint='sm', note='t <<= %d' % n)
    q[a] = ir.x(q[a], t, hint='q%d' % a, note='q%d ^= t << %d' % (a, n))


def ir_transpose(ir, q):
    q = list(q)
    for a, b, mask, n in TRANSPOSE:
        ir_swapmove(ir, q, a, b, mask, n)
    return q


def ir_unskew_col(ir, q):
    """Rows 1 and 3 of columns c and c + 2 swapped (q[2c + b] = column c
    of block b): bytes 1 and 3 of q[j] and q[j + 4]."""
    q = list(q)
    for j in range(4):
        t = ir.x(q[j], q[j + 4], hint='us', note='bytes 1, 3 of q%d <-> q%d:'
                 ' t = q%d ^ q%d' % (j, j + 4, j, j + 4))
        t = ir.m(t, 0xff00ff00, hint='us', note='t &= 0xff00ff00')
        q[j] = ir.x(q[j], t, hint='q%d' % j, note='q%d ^= t' % j)
        q[j + 4] = ir.x(q[j + 4], t, hint='q%d' % (j + 4),
                        note='q%d ^= t' % (j + 4))
    return q


def step_ir(kind, k=0):
    """The straight-line programs of the kernels:
      'enc'    s ^= rk; SubBytes; MixColumns (skew k)     (one round)
      'encl'   s ^= rk[0..7]; SubBytes; s ^= rk[8..15]     (last round)
      'dec'    s ^= rk; InvMixColumns (skew k); InvSubBytes
      'decf'   s ^= rk; InvSubBytes                         (first)
      'ark'    s ^= rk
    Small kernels (--small): the rounds cut in two, so that the S-box
    code is written once:
      'sb'     s ^= rk; SubBytes      'mix'    MixColumns (skew k)
      'arkim'  s ^= rk; InvMixColumns (skew k)      'isb'  InvSubBytes
      'arkpre' s ^= rk; q ^= 04.(q ^ X^2 q), the part of InvMixColumns
               that depends on k mod 2 only (then 'mix' k)
    ARMv6-M only (the transposition as IR; w0..w7 = the input words):
      'pack'   from columns (q[2c + b] = word 4 b + c of the input)
      'packu'  the same with the skew 2 made first (decryption)
      'enclt'  'encl' and back to columns
      'arkt'   'ark' and back to columns
      'unskew' skew 2 undone on columns"""
    ir = IR()
    s = ['s%d' % i for i in range(8)]
    if kind in ('pack', 'packu'):
        q = ['w%d' % (4 * (j & 1) + j // 2) for j in range(8)]
        if kind == 'packu':
            q = ir_unskew_col(ir, q)
        q = ir_transpose(ir, q)
        return ir.ops, q, ir.notes
    if kind == 'unskew':
        return ir.ops, ir_unskew_col(ir, s), ir.notes
    if kind == 'mix':                   # small kernels: MixColumns alone
        return ir.ops, ir_mix(ir, s, k), ir.notes
    if kind == 'isb':                   # small kernels: InvSubBytes alone
        return ir.ops, ir_sbox(ir, s, SBOX_INV, 'i'), ir.notes
    q = ir_ark(ir, s, j=0)
    if kind == 'enc':
        q = ir_mix(ir, ir_sbox(ir, q, SBOX_FWD, 'f'), k)
    elif kind == 'encl':
        q = ir_sbox(ir, q, SBOX_FWD, 'f')
        q = ir_ark(ir, q, 'k1_', j=1)
    elif kind == 'dec':
        q = ir_sbox(ir, ir_inv_mix(ir, q, k), SBOX_INV, 'i')
    elif kind == 'decf':
        q = ir_sbox(ir, q, SBOX_INV, 'i')
    elif kind == 'sb':                  # small kernels: s ^= rk; SubBytes
        q = ir_sbox(ir, q, SBOX_FWD, 'f')
    elif kind == 'arkim':               # small: s ^= rk; InvMixColumns
        q = ir_inv_mix(ir, q, k)
    elif kind == 'arkpre':              # small: s ^= rk; q ^= 04.(q ^ X^2 q)
        q = ir_inv_mix(ir, q, k, pre_only=True)
    elif kind == 'enclt':
        q = ir_sbox(ir, q, SBOX_FWD, 'f')
        q = ir_transpose(ir, ir_ark(ir, q, 'k1_', j=1))
    elif kind == 'arkt':
        q = ir_transpose(ir, q)
    return ir.ops, q, ir.notes


def run_step(kind, k, q, rk):
    ops, out, _ = step_ir(kind, k)
    env = {'s%d' % i: q[i] for i in range(8)}
    env.update({'k%d' % i: rk[i] for i in range(8)})
    env.update({'k1_%d' % i: rk[8 + i] for i in range(8) if 8 + i < len(rk)})
    env = ir_eval(ops, env)
    return [env[n] for n in out]


def model_encrypt(key, blk0, blk1):
    rk, nr = expand_key(key)
    q = pack(blk0, blk1)
    for r in range(1, nr):
        q = run_step('enc', r & 3, q, rk[8 * (r - 1):])
    q = run_step('encl', 0, q, rk[8 * (nr - 1):])
    if nr & 3 == 2:
        unskew2(q)
    return unpack(q)


def model_decrypt(key, blk0, blk1):
    rk, nr = expand_key(key)
    q = pack(blk0, blk1)
    if nr & 3 == 2:
        unskew2(q)
    q = run_step('decf', 0, q, rk[8 * nr:])
    for i in range(nr - 1, 0, -1):
        q = run_step('dec', i & 3, q, rk[8 * i:])
    q = run_step('ark', 0, q, rk)
    return unpack(q)


def check_model(rng):
    for klen in (16, 24, 32):
        key = bytes(rng.randrange(256) for _ in range(klen))
        b0 = [rng.randrange(256) for _ in range(16)]
        b1 = [rng.randrange(256) for _ in range(16)]
        e0, e1 = model_encrypt(key, b0, b1)
        assert e0 == aes_block(key, b0) and e1 == aes_block(key, b1)
        d0, d1 = model_decrypt(key, e0, e1)
        assert d0 == b0 and d1 == b1



# ---------------------------------------------------------------------------
# Register allocation for Thumb-2 (ARMv7-M / ARMv8-M Mainline).
#
# Instructions (tuples):
#   ('eor'|'and', rd, rn, rm, r)   rd = rn OP ror(rm, r)
#   ('andi', rd, rn, imm)
#   ('ldr', rd, base, off, what)   what: comment
#   ('str', rs, base, off, what)
#   ('mov', rd, rm)

V7_REGS = ['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9',
           'r10', 'r11', 'r12', 'lr']


def uses_of(ops, outputs):
    """value -> sorted list of positions that read it (len(ops) = output)."""
    uses = {}
    for p, (op, d, a, b, r) in enumerate(ops):
        uses.setdefault(a, []).append(p)
        if op != 'm':
            uses.setdefault(b, []).append(p)
    for v in outputs:
        uses.setdefault(v, []).append(len(ops))
    return uses


class Alloc:
    """Linear allocation of a straight-line IR program in a given order.

    mem: value -> (base value or 'sp', offset) for values that start in
    memory (round keys: base 'rkp'; rkp itself: base 'sp').
    regs_in: value -> register for values that start in registers.
    slots: frame offsets free for spills."""

    def __init__(self, ops, outputs, regs_in, mem, slots, regs=V7_REGS,
                 clean_bonus=0.0, prefer=None):
        self.ops, self.outputs = ops, outputs
        self.uses = uses_of(ops, outputs)
        self.reg_of = dict(regs_in)
        self.val_in = {r: v for v, r in regs_in.items()}
        self.home = dict(mem)           # value -> (base, off) valid copy
        self.fixed = set(mem)           # values whose copy never dies
        self.slots = list(slots)
        self.regs = regs
        self.code = []
        self.pos = 0
        self.clean_bonus = clean_bonus
        self.prefer = prefer or {}
        self.max_slots = 0
        self.nslots = len(slots)
        self.touched = {}

    def emit(self, ins):
        """Append ins; remember when each register was last touched."""
        rr, ww = insn_regs(ins)
        for r in rr | ww:
            self.touched[r] = len(self.code)
        self.code.append(ins)

    def next_use(self, v):
        u = self.uses.get(v, ())
        i = bisect.bisect_left(u, self.pos)
        return u[i] if i < len(u) else None

    def next_use_after(self, v):
        u = self.uses.get(v, ())
        i = bisect.bisect_right(u, self.pos)
        return u[i] if i < len(u) else None

    def free_regs(self):
        return [r for r in self.regs if r not in self.val_in]

    def get_reg(self, protect, want=None):
        free = self.free_regs()
        if free:
            if want in free:
                return want
            # the free register untouched for longest: a later load can
            # then move up next to an earlier one (hoist_loads)
            return min(free, key=lambda r: self.touched.get(r, -1))
        best, best_score = None, None
        for r in self.regs:
            v = self.val_in[r]
            if v in protect:
                continue
            nu = self.next_use(v)
            score = (nu if nu is not None else 10 ** 6) + \
                (self.clean_bonus if v in self.home else 0)
            if best_score is None or score > best_score:
                best, best_score = r, score
        v = self.val_in.pop(best)
        del self.reg_of[v]
        if v not in self.home:
            off = self.slots.pop(0)
            self.max_slots = max(self.max_slots, self.nslots - len(self.slots))
            self.home[v] = ('sp', off)
            self.emit(('str', best, 'sp', off, v))
        return best

    def ensure(self, v, protect):
        if v in self.reg_of:
            return self.reg_of[v]
        base, off = self.home[v]
        if base != 'sp':
            breg = self.ensure(base, protect | {v})
            r = self.get_reg(protect | {v, base})
            self.emit(('ldr', r, breg, off, v))
        else:
            r = self.get_reg(protect | {v})
            self.emit(('ldr', r, 'sp', off, v))
        self.reg_of[v] = r
        self.val_in[r] = v
        return r

    def release_dead(self, v):
        if self.next_use_after(v) is None and v in self.reg_of:
            r = self.reg_of.pop(v)
            del self.val_in[r]
        if self.next_use_after(v) is None and v in self.home and \
                v not in self.fixed:
            base, off = self.home.pop(v)
            self.slots.insert(0, off)

    def run(self):
        for p, (op, d, a, b, r) in enumerate(self.ops):
            self.pos = p
            srcs = [a] if op == 'm' else [a, b]
            prot = set(srcs)
            regs = [self.ensure(s, prot) for s in srcs]
            for s in dict.fromkeys(srcs):
                self.release_dead(s)
            rd = self.get_reg(prot, self.prefer.get(d))
            self.reg_of[d] = rd
            self.val_in[rd] = d
            if op == 'm':
                self.emit(('andi', rd, regs[0], b, d))
            else:
                self.emit(({'x': 'eor', 'a': 'and'}[op], rd, regs[0],
                                  regs[1], ('ror', r), d))
            if self.next_use_after(d) is None:    # unused (cannot happen)
                self.release_dead(d)
        self.pos = len(self.ops)
        prot = set(self.outputs)
        for v in self.outputs:
            self.ensure(v, prot)
        return [self.reg_of[v] for v in self.outputs]


def insn_regs(ins):
    """(registers read, registers written)"""
    k = ins[0]
    if k == 'raw':
        return set(ins[3]), set(ins[4])
    if k in ('eor', 'and'):
        return {ins[2], ins[3]}, {ins[1]}
    if k == 'movi':
        return set(), {ins[1]}
    if k == 'addi':
        return {ins[2]}, {ins[1]}
    if k == 'addr':
        return {ins[2], ins[3]}, {ins[1]}
    if k == 'andi':
        return {ins[2]}, {ins[1]}
    if k == 'mov':
        return {ins[2]}, {ins[1]}
    if k == 'ldr':
        return {ins[2]}, {ins[1]}
    if k == 'str':
        return {ins[1], ins[2]}, set()
    raise ValueError(ins)


def hoist_loads(code):
    """Move a load that costs 2 cycles up to just after an earlier load when
    nothing in between touches its register or its memory word; keep the
    move if the modelled cost drops."""
    code = list(code)
    improved = True
    while improved:
        improved = False
        base_cost = v7_cost(code)
        for i, ins in enumerate(code):
            if ins[0] != 'ldr' or (i > 0 and code[i - 1][0] == 'ldr' and
                                   code[i - 1][1] != ins[2]):
                continue
            rd, rb, off = ins[1], ins[2], ins[3]
            j = i - 1
            while j >= 0:
                rr, ww = insn_regs(code[j])
                if rd in rr or rd in ww or rb in ww:
                    break
                if code[j][0] == 'str' and code[j][2] == rb and \
                        code[j][3] == off:
                    break
                if code[j][0] == 'ldr' and code[j][1] != rb:
                    cand = code[:j + 1] + [ins] + code[j + 1:i] + code[i + 1:]
                    c = v7_cost(cand)
                    if c < base_cost:
                        code, improved = cand, True
                        break
                j -= 1
            if improved:
                break
    return code



# ---------------------------------------------------------------------------
# Thumb-2 kernels (armv7em, armv8m): code pieces and their assembly.

def sh_text(sh):
    return '' if not sh or not sh[1] else ', %s #%d' % sh


def v7_text(ins):
    k = ins[0]
    if k in ('eor', 'and'):
        return '%-7s %s, %s, %s%s' % (k, ins[1], ins[2], ins[3],
                                      sh_text(ins[4]))
    if k == 'andi':
        return 'and     %s, %s, #0x%08x' % (ins[1], ins[2], ins[3])
    if k in ('ldr', 'str'):
        return '%s     %s, [%s, #%s]' % (k, ins[1], ins[2], ins[3])
    if k == 'mov':
        return 'mov     %s, %s' % (ins[1], ins[2])
    if k == 'movi':
        return 'mov     %s, #%d' % (ins[1], ins[2])
    if k == 'addi':
        if ins[3] < 0:
            return 'sub     %s, %s, #%d' % (ins[1], ins[2], -ins[3])
        return 'add     %s, %s, #%d' % (ins[1], ins[2], ins[3])
    if k == 'addr':
        return 'add     %s, %s, %s%s' % (ins[1], ins[2], ins[3],
                                         sh_text(ins[4]))
    if k == 'stm':
        # .w: GNU as 2.40 assembles 'stm sp!, {low registers}' as the
        # 16-bit PUSH (STMDB), which stores below sp instead of over it.
        return 'stmia.w %s!, {%s}' % (ins[1], ', '.join(ins[2]))
    if k == 'raw':
        return ins[1]
    raise ValueError(ins)


def v7_cost(code, refill=2):
    """Cycles of straight-line code on the Cortex-M4 model (timing.c);
    'raw' instructions carry their cost."""
    cyc, prev = 0, None
    for ins in code:
        k = ins[0]
        if k in ('ldr', 'str'):
            piped = prev is not None and prev[0] == 'ldr' and \
                prev[1] != ins[2]
            cyc += 1 if piped or k == 'str' else 2
        elif k == 'raw':
            cyc += ins[2]
        elif k == 'stm':
            cyc += 1 + len(ins[2])
        else:
            cyc += 1
        prev = ins
    return cyc


def v7_run(code, regs, mem):
    """Simulate straight-line code. regs: name -> value, mem: address ->
    word (addresses: any ints). Control-flow 'raw' lines are skipped."""
    regs = dict(regs)
    for ins in code:
        k = ins[0]
        if k in ('eor', 'and'):
            b = regs[ins[3]]
            if ins[4]:
                t, n = ins[4]
                b = ror32(b, n) if t == 'ror' else \
                    (b >> n if t == 'lsr' else (b << n) & M32)
            regs[ins[1]] = regs[ins[2]] ^ b if k == 'eor' else regs[ins[2]] & b
        elif k == 'andi':
            regs[ins[1]] = regs[ins[2]] & ins[3]
        elif k == 'mov':
            regs[ins[1]] = regs[ins[2]]
        elif k == 'movi':
            regs[ins[1]] = ins[2]
        elif k == 'addi':
            regs[ins[1]] = (regs[ins[2]] + ins[3]) & M32
        elif k == 'addr':
            regs[ins[1]] = (regs[ins[2]] + (regs[ins[3]] << ins[4][1])) & M32
        elif k == 'ldr':
            regs[ins[1]] = mem[(regs[ins[2]] + ins[3]) & M32]
        elif k == 'str':
            mem[(regs[ins[2]] + ins[3]) & M32] = regs[ins[1]]
        elif k == 'stm':
            a = regs[ins[1]]
            for r in ins[2]:
                mem[a] = regs[r]
                a += 4
            regs[ins[1]] = a
    return regs


def permute(cur, tgt, regs):
    """movs that take the state from mapping cur (list: word -> reg) to tgt,
    using a register outside both mappings for cycles."""
    code = []
    cur = list(cur)
    for _ in range(20):
        holder = {r: i for i, r in enumerate(cur)}
        todo = [i for i in range(8) if cur[i] != tgt[i]]
        if not todo:
            return code
        # a move whose target register is free
        for i in todo:
            if tgt[i] not in holder:
                code.append(('mov', tgt[i], cur[i]))
                cur[i] = tgt[i]
                break
        else:
            i = todo[0]                         # a cycle: park one word
            spare = sorted((r not in tgt, r) for r in regs if r not in cur)
            code.append(('mov', spare[-1][1], cur[i]))
            cur[i] = spare[-1][1]
    raise AssertionError('permute')


def slow_result(ins):
    """Does the Cortex-M33 (r1p0 measurements) give this instruction's
    result a 2-cycle latency? Loads and shifted-operand instructions."""
    return ins[0] == 'ldr' or (ins[0] in ('eor', 'and') and bool(ins[4]) and
                               bool(ins[4][1]))


def m33_hazards(code):
    """Instructions that read the result of a slow previous instruction."""
    n = 0
    for prev, ins in zip(code, code[1:]):
        if prev[0] != 'raw' and ins[0] != 'raw' and slow_result(prev) and \
                insn_regs(ins)[0] & insn_regs(prev)[1]:
            n += 1
    return n


def schedule_m33(code):
    """Reorder straight-line code (no control flow) so that no instruction
    reads the result of a load or shifted-operand instruction right before
    it, where another ready instruction can go there instead; keep runs
    of loads together and otherwise the given order. Returns the new
    order only if the Cortex-M4 model cost does not grow."""
    if any(ins[0] == 'raw' for ins in code):
        return code
    n = len(code)
    preds = [set() for _ in range(n)]
    last_w, reads_since = {}, {}
    last_mem = {}
    for i, ins in enumerate(code):
        rr, ww = insn_regs(ins)
        for r in rr:
            if r in last_w:
                preds[i].add(last_w[r])            # RAW
        for r in ww:
            if r in last_w:
                preds[i].add(last_w[r])            # WAW
            preds[i] |= reads_since.get(r, set())  # WAR
        if ins[0] in ('ldr', 'str') and ins[2] == 'sp':
            key = ins[3]
            for j, kind in last_mem.get(key, []):
                if kind == 'str' or ins[0] == 'str':
                    preds[i].add(j)
            last_mem.setdefault(key, []).append((i, ins[0]))
        for r in rr:
            reads_since.setdefault(r, set()).add(i)
        for r in ww:
            last_w[r] = i
            reads_since[r] = set()
    preds = [p - {i} for i, p in enumerate(preds)]
    done, out = set(), []
    while len(out) < n:
        ready = [i for i in range(n) if i not in done and preds[i] <= done]
        prev = out[-1] if out else None

        def run(i):
            return prev is not None and prev[0] == 'ldr' and \
                code[i][0] == 'ldr' and prev[1] != code[i][2]

        def hazard(i):
            return prev is not None and slow_result(prev) and \
                bool(insn_regs(code[i])[0] & insn_regs(prev)[1])
        can_run = any(run(i) for i in ready)
        i = min(ready, key=lambda i: (can_run and not run(i), hazard(i), i))
        done.add(i)
        out.append(code[i])
    return out if v7_cost(out) <= v7_cost(code) else code

# Frame of the Thumb-2 kernels (offsets from sp after the prologue).
FRAME_V7 = [
    ('FR_RKP', 'round-key pointer of this loop pass'),
    ('FR_RK', 'rk'),
    ('FR_LIM', 'loop exit limit for rkp (frame_words)'),
    ('FR_LAST', 'enc: rk + 32 (nr - 2); dec: rk + 32 nr'),
    ('FR_NR', 'nr'),
    ('FR_OUT', 'out (next pair)'),
    ('FR_IN', 'in (next pair)'),
    ('FR_N', 'blocks left'),
]
FR = {name: 4 * i for i, (name, _) in enumerate(FRAME_V7)}
FR_SPILL = 4 * len(FRAME_V7)
V7_MAX_SLOTS = 32

ORDERS = {}     # (kind, k) -> operation order (ORDERS_HEX, at the end)


def step_order(kind, k):
    """The schedule of a step: a permutation of its IR operations."""
    ops, _, _ = step_ir(kind, k)
    if (kind, k) in ORDERS:
        return ORDERS[(kind, k)]
    order = cut_order(ORDERS, kind, k, lambda o: o)
    return order if order else list(range(len(ops)))


def cut_order(table, kind, k, lower):
    """The order of a part of a whole round ('enc' = 'sb' + 'mix', 'dec' =
    'arkim' + 'isb'; small kernels): the whole round's order in table
    restricted to the part's operations, which is still a valid order
    (producers first). lower: the operations as the table counts them
    (lower_v6 for ORDERS6; the parts lower to the head and tail of the
    whole round's lowered operations). None if the table has no order."""
    cut = CUT_STEPS.get(kind)
    if not cut:
        return None
    pk = k if cut[1] is None else cut[1]
    if (cut[0], pk) not in table:
        return None
    whole = table[(cut[0], pk)]
    if cut[2] == 'head':
        n_head = len(lower(step_ir(kind, pk)[0]))
        return [i for i in whole if i < n_head]
    n_head = len(lower(step_ir(*CUT_HEAD[cut[0]](pk))[0]))
    return [i - n_head for i in whole if i >= n_head]


# Small kernels: kind -> (whole round kind, its skew or None = the same k,
# which part); CUT_HEAD: the kind and skew whose operations are the head.
CUT_STEPS = {'sb': ('enc', 1, 'head'), 'mix': ('enc', None, 'tail'),
             'arkim': ('dec', None, 'head'), 'isb': ('dec', 1, 'tail'),
             'arkpre': ('dec', None, 'head')}
CUT_HEAD = {'enc': lambda k: ('sb', 0), 'dec': lambda k: ('arkim', k)}


def step_code(kind, k, mapping, key_home, key_off, prefer=None, regs=V7_REGS):
    """Allocate one step. mapping: state word -> register on entry.
    key_home: frame offset of the word that holds the key pointer; the
    round keys are at key pointer + key_off (and + key_off + 32 for the
    second key of 'encl'). Returns (code, mapping on exit, slots used)."""
    ops, outs, notes = step_ir(kind, k)
    order = step_order(kind, k)
    ops = [ops[i] for i in order]
    regs_in = {'s%d' % i: mapping[i] for i in range(8)}
    mem = {'rkp': ('sp', key_home)}
    for i in range(8):
        mem['k%d' % i] = ('rkp', key_off + 4 * i)
        mem['k1_%d' % i] = ('rkp', key_off + 32 + 4 * i)
    pref = {}
    if prefer:
        pref = {outs[i]: prefer[i] for i in range(8)}
    al = Alloc(ops, outs, regs_in, mem,
               [FR_SPILL + 4 * j for j in range(V7_MAX_SLOTS)], regs=regs,
               prefer=pref)
    out_map = al.run()
    code = hoist_loads(al.code)
    # notes: the IR comment of each result, loads and stores by value
    named = []
    for ins in code:
        named.append(ins)
    return named, out_map, al.max_slots, notes


def transpose_code(m, t, t2=None):
    """The transposition of aes_ct.c (swapmove stages 1, 2, 4) on the words
    q[j] in registers m[j], scratch register t (t and t2 in turn when t2
    is given, so that schedule_m33 can interleave two SWAPMOVEs)."""
    code = []
    for j, (a, b, mask, n) in enumerate(TRANSPOSE):
        if t2 is not None:
            t = (t, t2)[j & 1]
        qa, qb = m[a], m[b]
        code += [('eor', t, qb, qa, ('lsr', n),
                  'swapmove(q%d, q%d, %d)' % (a, b, n)),
                 ('andi', t, t, mask, None),
                 ('eor', qb, qb, t, None, None),
                 ('eor', qa, qa, t, ('lsl', n), None)]
    return code


def unskew_col_code(m, t):
    """Skew 2 undone (or made) on columns: rows 1 and 3 of column c and
    c + 2 swapped: bytes 1 and 3 of q[j] and q[j + 4] (q[2 c + b] =
    column c of block b)."""
    code = []
    for j in range(4):
        code += [('eor', t, m[j], m[j + 4], None,
                  'bytes 1, 3 of q%d <-> q%d' % (j, j + 4)),
                 ('andi', t, t, 0xff00ff00, None),
                 ('eor', m[j], m[j], t, None, None),
                 ('eor', m[j + 4], m[j + 4], t, None, None)]
    return code


def raw(text, cost=1, reads=(), writes=()):
    return ('raw', text, cost, tuple(reads), tuple(writes))


class V7Kernel:
    """One direction of the Thumb-2 kernel: the code as pieces (label,
    code) in file order, plus the pieces each execution path runs."""

    def __init__(self, variant, direction):
        self.variant, self.dir = variant, direction
        self.sym = 'qzi_aes_ct_%s_%s' % (direction, variant)
        self.pieces = []          # (label or None, comment, code)
        self.named = {}           # piece name -> code
        self.slots = 0
        self.notes = {}

    def piece(self, name, label, comment, code):
        self.pieces.append((label, comment, code))
        self.named[name] = code
        return code

    def step(self, name, label, comment, kind, k, mapping, key_home, key_off,
             prefer=None):
        code, out, slots, notes = step_code(kind, k, mapping, key_home,
                                            key_off, prefer)
        if self.variant == 'armv8m':
            code = schedule_m33(code)
        self.slots = max(self.slots, slots)
        self.notes.update(notes)
        self.piece(name, label, comment, code)
        return out

    def free(self, m, n=1):
        return [r for r in V7_REGS if r not in m][:n]

    def transpose(self, m):
        """transpose_code; for armv8m with two scratch registers and
        scheduled by schedule_m33."""
        if self.variant != 'armv8m':
            return transpose_code(m, self.free(m)[0])
        return schedule_m33(transpose_code(m, *self.free(m, 2)))

    def load_pair(self, m, name):
        """Load one or two blocks (columns) into m."""
        inp, n = self.free(m, 2)
        self.piece(name + '_ld0', '.Lpair', 'next pair of blocks', [
            ('ldr', n, 'sp', 'FR_N', 'blocks left'),
            ('ldr', inp, 'sp', 'FR_IN', 'in'),
            raw('cmp     %s, #1' % n),
            raw('blo     .Ldone', 1, (), ()),
            ('ldr', m[0], inp, 0, 'block 0, column 0'),
            ('ldr', m[2], inp, 4, None),
            ('ldr', m[4], inp, 8, None),
            ('ldr', m[6], inp, 12, None),
            raw('beq     .Lone', 1, (), ())])
        self.piece(name + '_ld1', None, 'block 1', [
            ('ldr', m[1], inp, 16, 'block 1, column 0'),
            ('ldr', m[3], inp, 20, None),
            ('ldr', m[5], inp, 24, None),
            ('ldr', m[7], inp, 28, None)])

    def store_pair(self, m):
        outp, n = self.free(m, 2)
        t = self.free(m, 3)[2]
        self.piece('st0', '.Lstore', 'store the pair', [
            ('ldr', outp, 'sp', 'FR_OUT', 'out'),
            ('ldr', n, 'sp', 'FR_N', 'blocks left'),
            ('str', m[0], outp, 0, 'block 0'),
            ('str', m[2], outp, 4, None),
            ('str', m[4], outp, 8, None),
            ('str', m[6], outp, 12, None),
            raw('cmp     %s, #1' % n),
            raw('beq     .Ldone', 1)])
        self.piece('st1', None, 'block 1; advance', [
            ('str', m[1], outp, 16, 'block 1'),
            ('str', m[3], outp, 20, None),
            ('str', m[5], outp, 24, None),
            ('str', m[7], outp, 28, None),
            ('ldr', t, 'sp', 'FR_IN', None),
            ('addi', outp, outp, 32, None),
            raw('sub     %s, %s, #2' % (n, n)),
            ('addi', t, t, 32, None),
            ('str', outp, 'sp', 'FR_OUT', 'out += 32'),
            ('str', t, 'sp', 'FR_IN', 'in += 32'),
            ('str', n, 'sp', 'FR_N', 'blocks left -= 2'),
            raw('b       .Lpair', 3)])

    def one_piece(self):
        """.Lone, after the other pieces: a lone block (n = 1) is run
        with a copy of itself as block 1, so that the spare lane computes
        the real block's own result. A zero block 1 would compute E_K(0)
        (GCM's H, CMAC's L) and leave it in registers and spill slots."""
        m = self.m0
        self.piece('one', '.Lone', 'one block: block 1 = a copy of block 0 '
                   '(a zero block would compute E_K(0))',
                   [('mov', m[j], m[j - 1]) for j in (1, 3, 5, 7)] +
                   [raw('b       .Lpacked', 3)])

    def rkp_step(self, name, m, delta):
        """rkp += delta; the flags of rkp - lim for the next pass."""
        a, b = self.free(m, 2)
        return self.piece(name, None, 'next loop pass', [
            ('ldr', a, 'sp', 'FR_RKP', None),
            ('ldr', b, 'sp', 'FR_LIM', None),
            ('addi', a, a, delta, None),
            ('str', a, 'sp', 'FR_RKP', 'rkp %s= %d' % ('+-'[delta < 0],
                                                       abs(delta))),
            raw('cmp     %s, %s' % (a, b), 1, (a, b))])

    def build(self):
        m0 = V7_REGS[:8]
        self.load_pair(m0, 'pair')
        if self.dir == 'encrypt':
            self.build_encrypt(m0)
        else:
            self.build_decrypt(m0)
        self.one_piece()
        return self

    def build_encrypt(self, m0):
        t, u = self.free(m0, 2)
        self.piece('pack', '.Lpacked', 'to the bitsliced form',
                   self.transpose(m0) +
                   [('ldr', t, 'sp', 'FR_RK', None),
                    ('ldr', u, 'sp', 'FR_LIM', None),
                    ('str', t, 'sp', 'FR_RKP', 'rkp = rk'),
                    raw('cmp     %s, %s' % (t, u), 1, (t, u))])
        m1 = self.step('r1', '.Lpass', 'round 4i + 1: skew 1 (flags: rkp - '
                       'lim, kept up to the bcs)',
                       'enc', 1, m0, 'FR_RKP', 0)
        self.piece('x1', None, None, [raw('beq     .Lexit1', 1)])
        m2 = self.step('r2', None, 'round 4i + 2: skew 2',
                       'enc', 2, m1, 'FR_RKP', 32)
        m3 = self.step('r3', None, 'round 4i + 3: skew 3',
                       'enc', 3, m2, 'FR_RKP', 64)
        self.piece('x3', None, None, [raw('bcs     .Lexit3', 1)])
        m4 = self.step('r4', None, 'round 4i + 4: skew 0',
                       'enc', 0, m3, 'FR_RKP', 96, prefer=m0)
        self.rkp_step('next', m4, 128)
        self.piece('back', None, 'registers as at .Lpass',
                   permute(m4, m0, V7_REGS) + [raw('b       .Lpass', 3)])
        self.piece('exit3', '.Lexit3', 'AES-192: last MixColumns in round '
                   '4i + 3', permute(m3, m1, V7_REGS) +
                   [raw('b       .Lexit1', 3)])
        mf = self.step('last', '.Lexit1', 'round nr (keys at last + 32, + 64)',
                       'encl', 0, m1, 'FR_LAST', 32)
        t = self.free(mf)[0]
        self.piece('unpack', None, 'back to columns', self.transpose(mf) + [
            ('ldr', t, 'sp', 'FR_NR', None),
            raw('tst     %s, #2' % t),
            raw('beq     .Lstore', 1)])
        self.piece('unskew', None, 'AES-128, AES-256: skew 2 left',
                   unskew_col_code(mf, t))
        self.store_pair(mf)
        self.m0 = m0

    def build_decrypt(self, m0):
        t = self.free(m0)[0]
        self.piece('skewtest', '.Lpacked', 'AES-128, AES-256: skew 2', [
            ('ldr', t, 'sp', 'FR_NR', None),
            raw('tst     %s, #2' % t),
            raw('beq     .Lnoskew', 1)])
        self.piece('unskew', None, None, unskew_col_code(m0, t))
        self.piece('pack', '.Lnoskew', 'to the bitsliced form',
                   self.transpose(m0))
        mf = self.step('first', None, 'round nr (keys at last = rk + 32 nr)',
                       'decf', 0, m0, 'FR_LAST', 0)
        a, b, c = self.free(mf, 3)
        self.piece('enter', None, 'first loop pass', [
            ('ldr', a, 'sp', 'FR_NR', None),
            ('ldr', b, 'sp', 'FR_LAST', None),
            ('ldr', c, 'sp', 'FR_LIM', None),
            raw('cmp     %s, #12' % a),
            raw('beq     .Lenter12', 1)])
        self.piece('enter_rest', None, None, [
            ('addi', b, b, -128, None),
            ('str', b, 'sp', 'FR_RKP', 'rkp = rk + 32 (nr - 4)'),
            raw('cmp     %s, %s' % (b, c), 1, (b, c))] +
            permute(mf, m0, V7_REGS))
        m1 = self.step('r1', '.Lpass', 'round 4i + 1: skew 1 (flags: rkp - '
                       'lim, kept up to the beq)',
                       'dec', 1, m0, 'FR_RKP', 96)
        self.piece('x1', None, None, [raw('beq     .Lexit1', 1)])
        m2 = self.step('r2', None, 'round 4i: skew 0',
                       'dec', 0, m1, 'FR_RKP', 64)
        m3 = self.step('r3', '.Lpos2', 'round 4i - 1: skew 3',
                       'dec', 3, m2, 'FR_RKP', 32)
        m4 = self.step('r4', None, 'round 4i - 2: skew 2',
                       'dec', 2, m3, 'FR_RKP', 0, prefer=m0)
        self.rkp_step('next', m4, -128)
        self.piece('back', None, 'registers as at .Lpass',
                   permute(m4, m0, V7_REGS) + [raw('b       .Lpass', 3)])
        self.piece('enter12', '.Lenter12', 'AES-192: enter at round 11', [
            ('addi', b, b, -64, None),
            ('str', b, 'sp', 'FR_RKP', 'rkp = rk + 32 (nr - 2)')] +
            permute(mf, m2, V7_REGS) + [raw('b       .Lpos2', 3)])
        ml = self.step('last', '.Lexit1', 'round 0 (keys at rk)',
                       'ark', 0, m1, 'FR_RK', 0)
        t = self.free(ml)[0]
        self.piece('unpack', None, 'back to columns', self.transpose(ml))
        self.store_pair(ml)
        self.m0 = m0

    def paths(self, nr):
        """The pieces that a pair of blocks runs through, in order."""
        if self.dir == 'encrypt':
            exit_after = {10: (2, 1), 12: (2, 3), 14: (3, 1)}[nr]
            seq = ['pair_ld0', 'pair_ld1', 'pack']
            for p in range(exit_after[0] + 1):
                for r in ('r1', 'x1', 'r2', 'r3', 'x3', 'r4'):
                    seq.append(r)
                    if p == exit_after[0] and (r, exit_after[1]) in \
                            (('x1', 1), ('x3', 3)):
                        break
                else:
                    seq += ['next', 'back']
                    continue
                break
            if exit_after[1] == 3:
                seq.append('exit3')
            seq += ['last', 'unpack'] + (['unskew'] if nr != 12 else [])
            return seq + ['st0', 'st1']
        seq = ['pair_ld0', 'pair_ld1', 'skewtest'] + \
            (['unskew'] if nr != 12 else []) + ['pack', 'first', 'enter']
        if nr == 12:
            seq += ['enter12', 'r3', 'r4', 'next', 'back']
        else:
            seq += ['enter_rest']
        passes = {10: 3, 12: 3, 14: 4}[nr]
        for p in range(passes):
            seq += ['r1', 'x1']
            if p == passes - 1:
                break
            seq += ['r2', 'r3', 'r4', 'next', 'back']
        return seq + ['last', 'unpack', 'st0', 'st1']

def pretty(name, notes=None):
    """A readable name for an IR value (comments of the generated code)."""
    if name is None:
        return ''
    if '>>>' in name:
        base, n = name.split('>>>')
        return 'ror(%s, %s)' % (pretty(base, notes), n)
    if notes and notes.get(name) and ' = ' in notes[name]:
        return notes[name].split(' = ')[0]
    if name == 'rkp':
        return 'key pointer'
    if name.startswith('k1_'):
        return 'rk word %d (next key)' % int(name[3:])
    if name[0] == 'k' and name[1:].isdigit():
        return 'rk word %s' % name[1:]
    base = name.split('.')[0]
    if '.' in name and base[0] in 'fi' and len(base) > 1:
        base = base[1:]
    return base


def resolve(off):
    """A frame offset: a number, 'FR_NAME' or 'FR_NAME + n'."""
    if not isinstance(off, str):
        return off
    name, _, n = off.partition(' + ')
    return FR[name] + int(n or 0)


def v7_exec(code, regs, mem):
    code = [ins[:3] + (resolve(ins[3]),) + ins[4:] if ins[0] in ('ldr', 'str')
            else ins for ins in code]
    return v7_run(code, regs, mem)


def words_le(bs):
    return [le32(bs, 4 * i) for i in range(len(bs) // 4)]


def frame_words(direction, rk, nr):
    """FR_LIM and FR_LAST as the prologues compute them. Encryption: a loop
    pass starts with the flags of rkp - lim; beq after its first round
    leaves for the last round when nr = 10 or 14 (lim = rk + 32 (nr - 2)),
    bcs after its third round when nr = 12 (lim = rk + 192: only the pass
    at rk + 256 has rkp >= lim). Decryption: beq after the first round of
    the pass at rkp = lim = rk - 64 (round 1)."""
    if direction == 'encrypt':
        last = rk + 32 * (nr - 2)
        return dict(FR_LAST=last, FR_LIM=last - 128 + ((nr & 2) << 6))
    return dict(FR_LAST=rk + 32 * nr, FR_LIM=rk - 64)


def frame_size(base, kerns):
    """FR_SIZE: the fixed words (base bytes) and the spill slots of both
    directions, 36 + FR_SIZE a multiple of 8 (AAPCS)."""
    size = base + 4 * max(k.slots for k in kerns)
    return size + -(36 + size) % 8


# .Ldone zeroes the whole frame (FR_SIZE bytes: the spill slots hold state
# words of the last pair, the rest pointers, counts and on ARMv6-M the
# staged block and the masks) and the scratch registers the state may have
# passed through; callee-saved ones are restored by the epilogue. One STM
# per up to six (Thumb-2) or seven (Thumb-1) words of zero registers.

def wipe_v7(size):
    """Thumb-2: r0-r3, r12, lr = 0, then STMs that walk sp up over the
    frame (they replace the add that frees it). 21 words: 6 + 25 cycles,
    30 more than the add alone (M4 model)."""
    zero = ['r0', 'r1', 'r2', 'r3', 'r12', 'lr']
    code = [('movi', r, 0) for r in zero]
    words = size // 4
    assert size % 4 == 0 and words % len(zero) != 1
    while words:
        n = min(words, len(zero))
        code.append(('stm', 'sp', zero[:n]))
        words -= n
    return code


def wipe_v6(size):
    """Thumb-1: r0-r3, r5-r7 = 0 and r12, lr with them, r4 = sp, STMs
    through r4 over the frame, sp = r4 (frees it). 35 words: 51 cycles,
    50 more than the add alone (M0+ model; the epilogue restores r4-r7)."""
    zero = ['r0', 'r1', 'r2', 'r3', 'r5', 'r6', 'r7']
    code = [('movi', r, 0) for r in zero] + [
        ('mov', 'r12', 'r0'), ('mov', 'lr', 'r0'), ('mov', 'r4', 'sp')]
    words = size // 4
    assert size % 4 == 0 and words % len(zero) != 1
    while words:
        n = min(words, len(zero))
        code.append(('stm', 'r4', zero[:n]))
        words -= n
    return code + [('mov', 'sp', 'r4')]


def check_wiped(what, regs, mem, sp, size):
    """After .Ldone's wipe: every frame word and r0-r3, r12, lr zero, the
    frame freed."""
    dirty = [o for o in range(0, size, 4) if mem.get(sp + o, 0)]
    assert not dirty, '%s: frame words at sp + %s left non-zero' % (
        what, ', '.join(map(str, dirty)))
    regs_left = [r for r in ('r0', 'r1', 'r2', 'r3', 'r12', 'lr')
                 if regs.get(r, 0)]
    assert not regs_left, '%s: %s left non-zero' % (what,
                                                     ', '.join(regs_left))
    assert regs['sp'] == sp + size, '%s: frame not freed' % what


def check_v7(kern, rng, trials=2):
    """Run every path of the kernel on the straight-line simulator against
    the AES reference (two blocks and one block)."""
    RK, SP, IN, OUT = 0x20000000, 0x10000000, 0x30000000, 0x40000000
    for klen in (16, 24, 32):
        for _ in range(trials):
            key = bytes(rng.randrange(256) for _ in range(klen))
            rk, nr = expand_key(key)
            blk = [[rng.randrange(256) for _ in range(16)] for _ in range(2)]
            mem = {}
            for i, w in enumerate(rk):
                mem[RK + 4 * i] = w
            for i, w in enumerate(words_le(blk[0] + blk[1])):
                mem[IN + 4 * i] = w
            frame = dict(FR_RK=RK, FR_NR=nr, FR_OUT=OUT, FR_IN=IN, FR_N=2)
            frame.update(getattr(kern, 'frame_words', frame_words)(
                kern.dir, RK, nr))
            for n, v in frame.items():
                mem[SP + FR[n]] = v & M32
            code = []
            for p in kern.paths(nr):
                code += kern.named[p]
            v7_exec(code, {'sp': SP}, mem)
            got = []
            for i in range(8):
                w = mem[OUT + 4 * i]
                got += [(w >> (8 * j)) & 0xff for j in range(4)]
            want = []
            for b in blk:
                want += aes_block(key, b, kern.dir == 'decrypt')
            assert got == want, '%s %s nr=%d: wrong result' % (
                kern.variant, kern.dir, nr)
            check_one_v7(kern, key, rk, nr, blk[0])


def zero_lane_words(key, direction):
    """E_K(0) (D_K(0) decrypting) as column words: what a zero block
    beside a lone one would compute (GCM's H, CMAC's L)."""
    return set(words_le(aes_block(key, [0] * 16, direction == 'decrypt')))


def check_one_v7(kern, key, rk, nr, blk0):
    """The one-block path (n = 1: .Lone instead of block 1's loads, block
    0 stored alone): the right result, nothing written past it, and no
    word of E_K(0) / D_K(0) left in a register or in the frame."""
    RK, SP, IN, OUT = 0x20000000, 0x10000000, 0x30000000, 0x40000000
    mem = {}
    for i, w in enumerate(rk):
        mem[RK + 4 * i] = w
    for i, w in enumerate(words_le(blk0)):
        mem[IN + 4 * i] = w
    frame = dict(FR_RK=RK, FR_NR=nr, FR_OUT=OUT, FR_IN=IN, FR_N=1)
    frame.update(getattr(kern, 'frame_words', frame_words)(kern.dir, RK, nr))
    for n, v in frame.items():
        mem[SP + FR[n]] = v & M32
    code = []
    for p in kern.paths(nr):
        if p != 'st1':
            code += kern.named['one' if p == 'pair_ld1' else p]
    regs = v7_exec(code, {'sp': SP}, mem)
    want = words_le(aes_block(key, blk0, kern.dir == 'decrypt'))
    assert [mem.get(OUT + 4 * i) for i in range(8)] == want + [None] * 4, \
        '%s %s nr=%d: wrong result for one block' % (kern.variant, kern.dir,
                                                      nr)
    left = set(regs.values()) | set(mem.values())
    assert not left & zero_lane_words(key, kern.dir), \
        '%s %s nr=%d: one block computes the zero lane' % (
            kern.variant, kern.dir, nr)
    regs = v7_run(kern.wipe, regs, mem)
    check_wiped('%s %s nr=%d' % (kern.variant, kern.dir, nr), regs, mem, SP,
                kern.frame_size)


BEGIN = '@ ---- BEGIN GENERATED CODE: lib/arch/gen/aes_ct.py {} ----'
END = '@ ---- END GENERATED CODE ----'


def render_v7(kerns):
    """The generated block of a Thumb-2 .S file: both directions."""
    variant = kerns[0].variant
    slots = max(k.slots for k in kerns)
    size = frame_size(FR_SPILL, kerns)
    out = [BEGIN.format(variant),
           '@ Do not edit by hand: change the generator and run it again.',
           '    .syntax unified', '    .thumb', '']
    for name, comment in FRAME_V7:
        out.append('    .equ %-10s %-16s@ %s' % (name + ',', FR[name],
                                                 comment))
    out.append('    .equ %-10s %-16s@ %d spill slots' % ('FR_SPILL,', FR_SPILL,
                                                     slots))
    out.append('    .equ %-10s %-16s@ 36 + FR_SIZE = %d bytes of stack' %
               ('FR_SIZE,', size, 36 + size))
    for kern in kerns:
        out += render_v7_fn(kern)
    out.append(END)
    return '\n'.join(out) + '\n'


def render_v7_fn(kern, small=False):
    sym = kern.sym
    enc = kern.dir == 'encrypt'
    out = ['', '    .section .text.qz_fast.%s,"ax",%%progbits' % sym,
           '    .global %s' % sym, '    .type   %s, %%function' % sym,
           '    .p2align 2', '    .thumb_func', '%s:' % sym]

    def emit(text, note=None):
        if note:
            out.append('    %-36s@ %s' % (text, note))
        else:
            out.append('    ' + text)
    emit('push    {r4-r11, lr}')
    emit('sub     sp, sp, #FR_SIZE')
    emit('ldr     r4, [sp, #FR_SIZE + 36]', 'nblocks (5th argument)')
    emit('add     r5, r0, r1, lsl #5', 'rk + 32 nr')
    if small and enc:
        emit('sub     r6, r5, #32', 'lim = rk + 32 (nr - 1)')
    elif small:
        emit('mov     r6, #0', '(unused)')
    elif enc:
        emit('sub     r5, r5, #64', 'last = rk + 32 (nr - 2)')
        emit('and     r6, r1, #2', '2 if nr = 10 or 14, 0 if nr = 12')
        emit('add     r6, r5, r6, lsl #6')
        emit('sub     r6, r6, #128', 'lim = last, or last - 128 if nr = 12')
    else:
        emit('sub     r6, r0, #64', 'lim = rk - 64')
    emit('str     r0, [sp, #FR_RK]')
    emit('str     r6, [sp, #FR_LIM]')
    emit('str     r5, [sp, #FR_LAST]')
    emit('str     r1, [sp, #FR_NR]')
    emit('str     r2, [sp, #FR_OUT]')
    emit('str     r3, [sp, #FR_IN]')
    emit('str     r4, [sp, #FR_N]')
    for label, comment, code in kern.pieces:
        if label:
            out.append(label + ':')
        if comment:
            out.append('    @ %s' % comment)
        for ins in code:
            note = None
            if ins[0] in ('eor', 'and', 'andi'):
                note = kern.notes.get(ins[-1], ins[-1]) if ins[-1] else None
            elif ins[0] in ('ldr', 'str'):
                w = ins[4]
                if w in kern.notes or (w and (w[0] == 'k' or w == 'rkp' or
                                              w[0] == 's')):
                    note = ('reload ' if ins[0] == 'ldr' and ins[2] == 'sp'
                            and w != 'rkp' else
                            'spill ' if ins[0] == 'str' else '') + \
                        pretty(w, kern.notes)
                else:
                    note = w
            elif ins[0] in ('addi', 'addr'):
                note = ins[-1]
            emit(v7_text(ins), note)
    out.append('.Ldone:')
    out.append('    @ zero the frame (spilled state) and r0-r3, r12, lr; '
               'free the frame')
    for ins in kern.wipe:
        emit(v7_text(ins))
    emit('pop     {r4-r11, pc}')
    out.append('    .size   %s, . - %s' % (sym, sym))
    # local labels per function (both functions share the file)
    tag = '.L%s_' % kern.dir[:3]
    return [re.sub(r'\.L(\w+)', lambda mo: tag + mo.group(1), line)
            for line in out]

# ---------------------------------------------------------------------------
# ARMv6-M (Cortex-M0+): two-operand Thumb-1, eight low registers.
#
# The IR is lowered first: every rotated operand becomes its own value
# ('r', d, b, n) (REV + REV16 for 16, otherwise MOV + RORS by a register
# holding n), masks become constant values 'c:0x...' (literal loads), and
# the transposition uses ('l'/'h', d, a, n): d = a << n / a >> n.
#
# Registers: LO (r0-r7) for every ALU operand, HI (r8-r12, lr) as one-cycle
# spill places (MOV in and out), and the stack frame (LDR/STR, 2 cycles).
# lr holds nothing between steps: a branch farther than B reaches is a BL
# (which writes lr).

V6_LO = ['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7']
V6_HI = ['r8', 'r9', 'r10', 'r11', 'r12', 'lr']


def lower_v6(ops):
    """Rotations and masks as values of their own (CSE on rotations)."""
    out, rots = [], {}
    for op, d, a, b, r in ops:
        if op in ('l', 'h'):
            out.append((op, d, a, b, r))
            continue
        if op == 'm':
            out.append(('a', d, a, 'c:0x%08x' % b, 0))
            continue
        if r:
            key = (b, r)
            if key not in rots:
                rots[key] = '%s>>>%d' % (b, r)
                out.append(('r', rots[key], b, None, r))
            b = rots[key]
        out.append((op, d, a, b, 0))
    return out


def v6_uses(ops, outputs):
    uses = {}
    for p, (op, d, a, b, r) in enumerate(ops):
        for v in ((a,) if op in ('r', 'l', 'h') else (a, b)):
            uses.setdefault(v, []).append(p)
        if op == 'r' and r != 16:
            uses.setdefault('c:%d' % r, []).append(p)
    for v in outputs:
        uses.setdefault(v, []).append(len(ops))
    return uses


class Alloc6:
    """Linear allocation for Thumb-1 in a given order (Belady eviction).

    loc_in: value -> register (LO or HI) at entry.
    mem: value -> (base value or 'sp', offset) for values in memory (round
    keys, the key pointer). Constants 'c:N' are made with MOVS (N < 256)
    or a literal load."""

    def __init__(self, ops, outputs, loc_in, mem, slots, free_lo_out=2,
                 cb=0.0):
        self.ops, self.outputs = ops, outputs
        self.uses = v6_uses(ops, outputs)
        self.lo = {}                      # value -> LO register
        self.hi = {}                      # value -> HI register
        for v, r in loc_in.items():
            (self.lo if r in V6_LO else self.hi)[v] = r
        self.home = dict(mem)
        self.fixed = set(mem)
        self.slots = list(slots)
        self.nslots = len(slots)
        self.max_slots = 0
        self.code = []
        self.pos = 0
        self.free_lo_out = free_lo_out
        self.cb = cb

    def next_use(self, v, after=False):
        for p in self.uses.get(v, ()):
            if p > self.pos or (p == self.pos and not after):
                return p
        return None

    def has_copy(self, v):
        """Is v recoverable without its LO register?"""
        return v in self.hi or v in self.home or v.startswith('c:')

    def free_lo(self):
        used = set(self.lo.values())
        return [r for r in V6_LO if r not in used]

    def free_hi(self):
        used = set(self.hi.values())
        return [r for r in V6_HI if r not in used]

    def slot_for(self, v):
        off = self.slots.pop(0)
        self.max_slots = max(self.max_slots, self.nslots - len(self.slots))
        self.home[v] = ('sp', off)
        return off

    def evict_lo(self, protect):
        best, bs = None, None
        holder = {r: v for v, r in self.lo.items()}
        for v in (holder[r] for r in V6_LO if r in holder):
            if v in protect:
                continue
            nu = self.next_use(v)
            s = (nu if nu is not None else 10 ** 6) + \
                (self.cb if self.has_copy(v) else 0)
            if bs is None or s > bs:
                best, bs = v, s
        r = self.lo.pop(best)
        if not self.has_copy(best) and self.next_use(best) is not None:
            fh = self.free_hi()
            if fh:
                self.hi[best] = fh[0]
                self.code.append(('mov', fh[0], r, 'park ' + best))
            else:
                off = self.slot_for(best)
                self.code.append(('str', r, 'sp', off, best))
        return r

    def get_lo(self, protect):
        f = self.free_lo()
        return f[0] if f else self.evict_lo(protect)

    def ensure(self, v, protect):
        if v in self.lo:
            return self.lo[v]
        if v in self.hi:
            r = self.get_lo(protect | {v})
            self.code.append(('mov', r, self.hi[v], v))
        elif v.startswith('c:') and v not in self.home:
            r = self.get_lo(protect | {v})
            n = int(v[2:], 0)
            self.code.append(('movi', r, n, v) if n < 256 else
                             ('ldrlit', r, n, v))
        else:
            base, off = self.home[v]
            if base == 'sp':
                r = self.get_lo(protect | {v})
                self.code.append(('ldr', r, 'sp', off, v))
            else:
                br = self.ensure(base, protect | {v})
                r = self.get_lo(protect | {v, base})
                self.code.append(('ldr', r, br, off, v))
        self.lo[v] = r
        return r

    def drop_if_dead(self, v):
        if self.next_use(v, after=True) is None:
            self.lo.pop(v, None)
            self.hi.pop(v, None)
            if v in self.home and v not in self.fixed:
                self.slots.insert(0, self.home.pop(v)[1])

    def writable(self, v):
        """Can v's LO register be overwritten now at no cost?"""
        return self.next_use(v, after=True) is None or self.has_copy(v)

    def take(self, v):
        """v's LO register becomes the destination."""
        r = self.lo.pop(v)
        self.drop_if_dead(v)
        return r

    def dest_from(self, srcs, prot):
        """A LO register holding a copy of srcs[0] (the destination of a
        two-operand instruction), preferring an operand that can be
        overwritten (commutative ops: either)."""
        for v in srcs:
            if self.writable(v):
                return v, self.take(v)
        v = srcs[0]
        r = self.get_lo(prot)
        self.code.append(('mov', r, self.lo[v], 'copy ' + v))
        return v, r

    def run(self):
        for p, (op, d, a, b, n) in enumerate(self.ops):
            self.pos = p
            if op in ('x', 'a'):
                prot = {a, b}
                self.ensure(a, prot)
                self.ensure(b, prot)
                order = [a, b] if self.writable(a) or not self.writable(b) \
                    else [b, a]
                x, rd = self.dest_from(order, prot)
                other = self.lo[b if x == a else a] if a != b else rd
                self.code.append(({'x': 'eors', 'a': 'ands'}[op], rd, other,
                                  d))
                for v in dict.fromkeys((a, b)):
                    self.drop_if_dead(v)
            elif op == 'r':
                prot = {a}
                if n == 16:
                    ra = self.ensure(a, prot)
                    if self.writable(a):
                        rd = self.take(a)
                    else:
                        rd = self.get_lo(prot)
                    self.code.append(('rev', rd, ra, None))
                    self.code.append(('rev16', rd, rd, d))
                else:
                    c = 'c:%d' % n
                    prot = {a, c}
                    self.ensure(a, prot)
                    rc = self.ensure(c, prot)
                    x, rd = self.dest_from([a], prot)
                    self.code.append(('rors', rd, rc, d))
                    self.drop_if_dead(c)
                self.drop_if_dead(a)
            elif op in ('l', 'h'):
                prot = {a}
                ra = self.ensure(a, prot)
                rd = self.take(a) if self.writable(a) else self.get_lo(prot)
                self.code.append(({'l': 'lsls', 'h': 'lsrs'}[op], rd, ra, n,
                                  d))
                self.drop_if_dead(a)
            self.lo[d] = rd
        self.pos = len(self.ops)
        self.place_outputs()
        return self.out_map()

    def place_outputs(self):
        """Every output in a register other than lr, at least free_lo_out
        LO registers free (for the loop control between steps)."""
        prot = set(self.outputs)
        for v in self.outputs:
            if v not in self.lo and v not in self.hi:
                self.ensure(v, prot)
        for tab in (self.lo, self.hi):
            for v in list(tab):
                if v not in prot:
                    tab.pop(v)
        for v in self.outputs:
            if v in self.lo and v in self.hi:       # one place is enough
                del self.hi[v]
        hi_ok = lambda: [r for r in self.free_hi() if r != 'lr']
        for v in self.outputs:
            if self.hi.get(v) == 'lr':
                del self.hi[v]
                h = hi_ok()
                r = h[0] if h else self.free_lo()[0]
                (self.hi if h else self.lo)[v] = r
                self.code.append(('mov', r, 'lr', v))
        while len(self.free_lo()) < self.free_lo_out:
            v = next(v for v in self.outputs if v in self.lo)
            h = hi_ok()[0]
            self.hi[v] = h
            self.code.append(('mov', h, self.lo.pop(v), v))

    def out_map(self):
        return [self.lo.get(v) or self.hi.get(v) for v in self.outputs]


def v6_cost(code):
    """Cycles on the Cortex-M0+ model (timing.c): ALU 1, loads and stores
    2, LDM/STM 1 + N; 'raw' carries its own cost."""
    c = 0
    for ins in code:
        k = ins[0]
        if k in ('ldr', 'str', 'ldrlit', 'ldrb', 'strb'):
            c += 2
        elif k in ('ldm', 'stm'):
            c += 1 + len(ins[2])
        elif k == 'raw':
            c += ins[2]
        else:
            c += 1
    return c


def v6_text(ins):
    k = ins[0]
    if k in ('eors', 'ands', 'orrs', 'rors'):
        return '%-7s %s, %s' % (k, ins[1], ins[2])
    if k == 'mov':
        return 'mov     %s, %s' % (ins[1], ins[2])
    if k == 'movi':
        return 'movs    %s, #%d' % (ins[1], ins[2])
    if k == 'ldrlit':
        return 'ldr     %s, =0x%08x' % (ins[1], ins[2])
    if k in ('rev', 'rev16'):
        return '%-7s %s, %s' % (k, ins[1], ins[2])
    if k in ('lsls', 'lsrs'):
        return '%s    %s, %s, #%d' % (k, ins[1], ins[2], ins[3])
    if k in ('ldr', 'str', 'ldrb', 'strb'):
        return '%-7s %s, [%s, #%s]' % (k, ins[1], ins[2], ins[3])
    if k in ('ldm', 'stm'):
        return '%s     %s!, {%s}' % (k, ins[1], ', '.join(ins[2]))
    if k == 'addi':
        return ('adds    %s, #%d' % (ins[1], ins[3]) if ins[3] >= 0 else
                'subs    %s, #%d' % (ins[1], -ins[3]))
    if k == 'addsp':
        return 'add     %s, sp, #%s' % (ins[1], ins[2])
    if k == 'raw':
        return ins[1]
    raise ValueError(ins)


def v6_run(code, regs, mem):
    regs = dict(regs)
    for ins in code:
        k = ins[0]
        if k == 'eors':
            regs[ins[1]] ^= regs[ins[2]]
        elif k == 'ands':
            regs[ins[1]] &= regs[ins[2]]
        elif k == 'orrs':
            regs[ins[1]] |= regs[ins[2]]
        elif k == 'rors':
            regs[ins[1]] = ror32(regs[ins[1]], regs[ins[2]] & 31)
        elif k == 'mov':
            regs[ins[1]] = regs[ins[2]]
        elif k in ('movi', 'ldrlit'):
            regs[ins[1]] = ins[2]
        elif k == 'rev':
            x = regs[ins[2]]
            regs[ins[1]] = int.from_bytes(x.to_bytes(4, 'little'), 'big')
        elif k == 'rev16':
            x = regs[ins[2]]
            regs[ins[1]] = ((x >> 8) & 0x00ff00ff) | ((x << 8) & 0xff00ff00)
        elif k == 'lsls':
            regs[ins[1]] = (regs[ins[2]] << ins[3]) & M32
        elif k == 'lsrs':
            regs[ins[1]] = regs[ins[2]] >> ins[3]
        elif k == 'addi':
            regs[ins[1]] = (regs[ins[2]] + ins[3]) & M32
        elif k == 'addsp':
            regs[ins[1]] = (regs['sp'] + resolve(ins[2])) & M32
        elif k == 'ldr':
            a = (regs[ins[2]] + resolve(ins[3])) & M32
            assert a % 4 == 0, 'unaligned ldr'
            regs[ins[1]] = mem[a]
        elif k == 'str':
            a = (regs[ins[2]] + resolve(ins[3])) & M32
            assert a % 4 == 0, 'unaligned str'
            mem[a] = regs[ins[1]]
        elif k == 'ldrb':
            a = (regs[ins[2]] + ins[3]) & M32
            regs[ins[1]] = (mem[a & ~3] >> (8 * (a & 3))) & 0xff
        elif k == 'strb':
            a = (regs[ins[2]] + ins[3]) & M32
            w = mem.get(a & ~3, 0)
            sh = 8 * (a & 3)
            mem[a & ~3] = (w & ~(0xff << sh)) | ((regs[ins[1]] & 0xff) << sh)
        elif k == 'ldm':
            a = regs[ins[1]]
            for r in ins[2]:
                regs[r] = mem[a]
                a += 4
            regs[ins[1]] = a
        elif k == 'stm':
            a = regs[ins[1]]
            for r in ins[2]:
                mem[a] = regs[r]
                a += 4
            regs[ins[1]] = a
    return regs

FRAME_V6 = FRAME_V7 + [
    ('FR_SRC', 'the pair is read from: in or FR_BUF'),
    ('FR_BUF', 'staging buffer, 32 bytes'),
    ('FR_MASK', 'the six masks of .Lmasks'),
]
MASKS_V6 = [0x55555555, 0x33333333, 0x0f0f0f0f, 0x03030303, 0x3f3f3f3f,
            0xff00ff00]
FR.update(FR_SRC=4 * len(FRAME_V7), FR_BUF=4 * len(FRAME_V7) + 4)
FR['FR_MASK'] = FR['FR_BUF'] + 32
FR_SPILL_V6 = FR['FR_MASK'] + 4 * len(MASKS_V6)
V6_MAX_SLOTS = 96
ORDERS6 = {}    # the same for ARMv6-M (ORDERS6_HEX, at the end)
V6_REGS = V6_LO + V6_HI
# The state between the steps of a loop pass (see V6Kernel.step).
V6_T = ['r0', 'r1', 'r2', 'r3', 'r8', 'r9', 'r10', 'r11']


def v6_step(kind, k, loc, key_home, key_off, free_lo_out=2):
    """Allocate one step for ARMv6-M: loc = state word -> register at
    entry (none for 'pack', whose words are read through FR_SRC)."""
    ops, outs, notes = step_ir(kind, k)
    lops = lower_v6(ops)
    order = ORDERS6.get((kind, k)) or cut_order(ORDERS6, kind, k, lower_v6)
    if order:
        lops = [lops[i] for i in order]
    loc_in = {'s%d' % i: loc[i] for i in range(8)} if loc else {}
    mem = {'rkp': ('sp', key_home), 'src': ('sp', 'FR_SRC')}
    for i in range(8):
        mem['k%d' % i] = ('rkp', key_off + 4 * i)
        mem['k1_%d' % i] = ('rkp', key_off + 32 + 4 * i)
        mem['w%d' % i] = ('src', 4 * i)
    for i, c in enumerate(MASKS_V6):
        mem['c:0x%08x' % c] = ('sp', 'FR_MASK + %d' % (4 * i) if i else
                               'FR_MASK')
    al = Alloc6(lops, outs, loc_in, mem,
                [FR_SPILL_V6 + 4 * j for j in range(V6_MAX_SLOTS)],
                free_lo_out=free_lo_out)
    out = al.run()
    return al.code, out, al.max_slots, notes


class V6Kernel(V7Kernel):
    """ARMv6-M: the structure of the Thumb-2 kernels (V7Kernel); every
    step, the transpositions included, goes through Alloc6."""

    def alloc(self, kind, k, loc, key_home, key_off, free_lo_out=2):
        code, out, slots, notes = v6_step(kind, k, loc, key_home, key_off,
                                          free_lo_out)
        self.slots = max(self.slots, slots)
        self.notes.update(notes)
        return code, out

    def step(self, name, label, comment, kind, k, loc, key_home, key_off,
             free_lo_out=2, to_t=True):
        """Allocate a step; with to_t, the state ends in V6_T (every loop
        step starts and ends there, so the schedules are searched for it
        and the passes need no permutation)."""
        code, out = self.alloc(kind, k, loc, key_home, key_off, free_lo_out)
        if to_t:
            code = code + permute(out, V6_T, V6_REGS)
            out = V6_T
        self.piece(name, label, comment, code)
        return out

    def lo_free(self, m, n):
        return [r for r in V6_LO if r not in m][:n]

    def build(self):
        self.piece('pair', '.Lpair', 'next pair of blocks', [
            ('ldr', 'r4', 'sp', 'FR_N', 'blocks left'),
            ('ldr', 'r5', 'sp', 'FR_IN', 'in'),
            raw('cmp     r4, #1'),
            raw('blo     .Ldone'),
            raw('beq     .Lcopy'),
            raw('lsls    r6, r5, #30', 1),
            raw('bne     .Lcopy'),
            ('str', 'r5', 'sp', 'FR_SRC', 'two blocks, aligned: read in '
             'place')])
        if self.dir == 'encrypt':
            self.build_encrypt6()
        else:
            self.build_decrypt6()
        # .Lcopy1 (one block), after the byte copy of block 0 into
        # FR_BUF (r6 = FR_BUF): block 1 = a copy of block 0, so that the
        # spare lane computes the real block's own result (a zero block
        # would compute E_K(0), GCM's H and CMAC's L).
        w = ['r0', 'r1', 'r2', 'r3']
        self.dup = [('ldm', 'r6', w), ('stm', 'r6', w)]
        # .Ldone: self.wipe (wipe_v6), set by build() once FR_SIZE is known.
        return self

    def build_encrypt6(self):
        T = V6_T
        self.step('pack', '.Lpacked', 'to the bitsliced form',
                  'pack', 0, None, 0, 0)
        a = self.lo_free(T, 1)[0]
        self.piece('rkp0', None, None, [
            ('ldr', a, 'sp', 'FR_RK', None),
            ('str', a, 'sp', 'FR_RKP', 'rkp = rk')])
        self.step('r1', '.Lpass', 'round 4i + 1: skew 1',
                  'enc', 1, T, 'FR_RKP', 0)
        self.exit_test6('x1', T, 'beq', '.Lexit1')
        self.step('r2', None, 'round 4i + 2: skew 2',
                  'enc', 2, T, 'FR_RKP', 32)
        self.step('r3', None, 'round 4i + 3: skew 3',
                  'enc', 3, T, 'FR_RKP', 64)
        self.exit_test6('x3', T, 'bhs', '.Lexit3')
        self.step('r4', None, 'round 4i + 4: skew 0',
                  'enc', 0, T, 'FR_RKP', 96)
        self.rkp_step6('next', T, 128)
        self.piece('back', None, None, [raw('b       .Lpass', 2)])
        self.piece('exit3', '.Lexit3', 'AES-192: last MixColumns in round '
                   '4i + 3', [])
        mf = self.step('last', '.Lexit1', 'round nr (keys at last + 32, '
                       '+ 64), back to columns', 'enclt', 0, T,
                       'FR_LAST', 32, free_lo_out=3, to_t=False)
        self.unskew_store6(mf, T)

    def build_decrypt6(self):
        T = V6_T
        self.pack_skewed6()
        self.step('first', '.Lpacked2', 'round nr (keys at last = rk + 32 '
                  'nr)', 'decf', 0, T, 'FR_LAST', 0)
        a, b = self.lo_free(T, 2)
        self.piece('enter', None, 'first loop pass', [
            ('ldr', a, 'sp', 'FR_NR', None),
            ('ldr', b, 'sp', 'FR_LAST', 'rk + 32 nr'),
            raw('cmp     %s, #12' % a),
            raw('beq     .Lenter12', 1)])
        self.piece('enter_rest', None, None, [
            ('addi', b, b, -128, None),
            ('str', b, 'sp', 'FR_RKP', 'rkp = rk + 32 (nr - 4)')])
        self.step('r1', '.Lpass', 'round 4i + 1: skew 1',
                  'dec', 1, T, 'FR_RKP', 96)
        self.exit_test6('x1', T, 'beq', '.Lexit1')
        self.step('r2', None, 'round 4i: skew 0',
                  'dec', 0, T, 'FR_RKP', 64)
        self.step('r3', '.Lpos2', 'round 4i - 1: skew 3',
                  'dec', 3, T, 'FR_RKP', 32)
        self.step('r4', None, 'round 4i - 2: skew 2',
                  'dec', 2, T, 'FR_RKP', 0)
        self.rkp_step6('next', T, -128)
        self.piece('back', None, None, [raw('b       .Lpass', 2)])
        self.piece('enter12', '.Lenter12', 'AES-192: enter at round 11', [
            ('addi', b, b, -64, None),
            ('str', b, 'sp', 'FR_RKP', 'rkp = rk + 32 (nr - 2)'),
            raw('b       .Lpos2', 2)])
        ml = self.step('last', '.Lexit1', 'round 0 (keys at rk), back to '
                       'columns', 'arkt', 0, T, 'FR_RK', 0,
                       free_lo_out=3, to_t=False)
        self.store6(ml)
        self.m0 = T

    def exit_test6(self, name, m, cond, target):
        """Thumb-1 ALU instructions set the flags: compare here (the
        conditions of frame_words)."""
        a, b = self.lo_free(m, 2)
        return self.piece(name, None, 'last round of MixColumns?', [
            ('ldr', a, 'sp', 'FR_RKP', None),
            ('ldr', b, 'sp', 'FR_LIM', None),
            raw('cmp     %s, %s' % (a, b)),
            raw('%-7s %s' % (cond, target), 1)])

    def rkp_step6(self, name, m, delta):
        a = self.lo_free(m, 1)[0]
        return self.piece(name, None, 'next loop pass', [
            ('ldr', a, 'sp', 'FR_RKP', None),
            ('addi', a, a, delta, None),
            ('str', a, 'sp', 'FR_RKP', 'rkp %s= %d' % ('+-'[delta < 0],
                                                       abs(delta)))])

    def unskew_store6(self, mf, T):
        """After the last round (state in mf): undo skew 2 (AES-128 and
        AES-256 end there), store the blocks; the next code starts in T."""
        a = self.lo_free(mf, 1)[0]
        self.piece('skewtest', None, None, [
            ('ldr', a, 'sp', 'FR_NR', None),
            raw('lsls    %s, %s, #31' % (a, a)),
            raw('bcc     .Lstore', 1)])
        code, ms = self.alloc('unskew', 0, mf, 0, 0, free_lo_out=3)
        self.piece('unskew', None, 'AES-128, AES-256: skew 2 left',
                   code + permute(ms, mf, V6_REGS))
        self.store6(mf)
        self.m0 = T

    def pack_skewed6(self):
        """Decryption's start: to the bitsliced form, with skew 2 first
        for AES-128 and AES-256 (their last round keys carry it)."""
        a = 'r4'
        self.piece('skewtest', '.Lpacked', None, [
            ('ldr', a, 'sp', 'FR_NR', None),
            raw('lsls    %s, %s, #31' % (a, a)),
            raw('bcc     .Lnoskew', 1)])
        self.step('packu', None, 'AES-128, AES-256: skew 2, then to the '
                  'bitsliced form', 'packu', 0, None, 0, 0)
        self.piece('packu_b', None, None, [raw('b       .Lpacked2', 2)])
        self.step('pack', '.Lnoskew', 'to the bitsliced form',
                  'pack', 0, None, 0, 0)

    def store6(self, m):
        """Store the pair (words q[2c + b] -> out + 16 b + 4 c): straight
        to out when it is aligned and there are two blocks, else through
        FR_BUF and a byte copy."""
        p, n, t = self.lo_free(m, 3)
        self.st_regs = (p, n, t)

        def stores(base, off0):
            code = []
            for j in range(8):
                off = off0 + 16 * (j & 1) + 4 * (j >> 1)
                if m[j] in V6_LO:
                    code.append(('str', m[j], base, off, None))
                else:
                    code += [('mov', t, m[j], None),
                             ('str', t, base, off, None)]
            return code
        self.piece('st0', '.Lstore', 'store the pair', [
            ('ldr', n, 'sp', 'FR_N', 'blocks left'),
            ('ldr', p, 'sp', 'FR_OUT', 'out'),
            raw('cmp     %s, #1' % n),
            raw('beq     .Lstbuf', 1),
            raw('lsls    %s, %s, #30' % (t, p)),
            raw('bne     .Lstbuf', 1)] + stores(p, 0))
        self.piece('st1', '.Ladvance', 'next pair', [
            ('addi', p, p, 32, None),
            ('str', p, 'sp', 'FR_OUT', 'out += 32'),
            ('ldr', p, 'sp', 'FR_IN', None),
            ('addi', p, p, 32, None),
            ('str', p, 'sp', 'FR_IN', 'in += 32'),
            ('addi', n, n, -2, None),
            ('str', n, 'sp', 'FR_N', 'blocks left -= 2'),
            raw('b       .Lpair', 2)])
        self.stbuf = stores('sp', FR['FR_BUF'])

    def paths(self, nr):
        seq = V7Kernel.paths(self, nr)
        seq = [s for s in seq if s not in ('pair_ld0', 'pair_ld1')]
        if self.dir == 'encrypt':
            seq = ['pair', 'pack', 'rkp0'] + seq[1:]
            seq = [s if s != 'unpack' else 'skewtest' for s in seq]
            return seq
        seq = [s for s in seq if s not in ('skewtest', 'unskew', 'pack',
                                           'unpack')]
        return ['pair', 'skewtest'] + (['packu', 'packu_b'] if nr != 12
                                       else ['pack']) + seq


def render_v6(kerns, small=False):
    slots = max(k.slots for k in kerns)
    size = frame_size(FR_SPILL_V6, kerns)
    out = [BEGIN.format('armv6m' + (' --small' if small else '')),
           '@ Do not edit by hand: change the generator and run it again.',
           '    .syntax unified', '    .arch   armv6-m', '    .thumb', '']
    for name, comment in FRAME_V6:
        if small:
            comment = FRAME_V7_SMALL.get(name, comment)
        out.append('    .equ %-10s %-16s@ %s' % (name + ',', FR[name],
                                                 comment))
    out.append('    .equ %-10s %-16s@ %d spill slots' % (
        'FR_SPILL,', FR_SPILL_V6, slots))
    out.append('    .equ %-10s %-16s@ 36 + FR_SIZE = %d bytes of stack' %
               ('FR_SIZE,', size, 36 + size))
    for kern in kerns:
        out += render_v6_fn(kern, small)
    out.append(END)
    return '\n'.join(out) + '\n'


def render_v6_fn(kern, small=False):
    sym = kern.sym
    enc = kern.dir == 'encrypt'
    out = ['', '    .section .text.qz_fast.%s,"ax",%%progbits' % sym,
           '    .global %s' % sym, '    .type   %s, %%function' % sym,
           '    .p2align 2', '    .thumb_func', '%s:' % sym]

    def emit(text, note=None):
        out.append('    %-36s@ %s' % (text, note) if note else '    ' + text)
    emit('push    {r4-r7, lr}')
    for i in range(4):
        emit('mov     r%d, r%d' % (4 + i, 8 + i))
    emit('push    {r4-r7}')
    emit('sub     sp, #FR_SIZE')
    emit('ldr     r4, [sp, #FR_SIZE + 36]', 'nblocks (5th argument)')
    emit('str     r0, [sp, #FR_RK]')
    emit('str     r1, [sp, #FR_NR]')
    emit('str     r2, [sp, #FR_OUT]')
    emit('str     r3, [sp, #FR_IN]')
    emit('str     r4, [sp, #FR_N]')
    emit('lsls    r5, r1, #5', '32 nr')
    emit('adds    r5, r0, r5', 'rk + 32 nr')
    if small and enc:
        emit('subs    r5, #32', 'lim = rk + 32 (nr - 1)')
        emit('str     r5, [sp, #FR_LIM]')
    elif small:
        emit('str     r5, [sp, #FR_LAST]')
    elif enc:
        emit('subs    r5, #64', 'last = rk + 32 (nr - 2)')
        emit('str     r5, [sp, #FR_LAST]')
        emit('movs    r6, #2')
        emit('ands    r6, r1', '2 if nr = 10 or 14, 0 if nr = 12')
        emit('lsls    r6, r6, #6')
        emit('adds    r6, r5')
        emit('subs    r6, #128', 'lim = last, or last - 128 if nr = 12')
        emit('str     r6, [sp, #FR_LIM]')
    else:
        emit('str     r5, [sp, #FR_LAST]')
        emit('subs    r0, #64', 'lim = rk - 64')
        emit('str     r0, [sp, #FR_LIM]')
    emit('adr     r0, .Lmasks')
    emit('ldm     r0!, {r1-r6}')
    emit('add     r0, sp, #FR_MASK')
    emit('stm     r0!, {r1-r6}', 'the masks into the frame')
    emit('b       .Lpair')
    out.append('    .p2align 2')
    out.append('.Lmasks:')
    for c in MASKS_V6:
        out.append('    .word   0x%08x' % c)
    out.append('.Lcopy:')
    out.append('    @ unaligned in or one block: through FR_BUF (r4 = n, '
               'r5 = in)')
    emit('add     r6, sp, #FR_BUF')
    emit('str     r6, [sp, #FR_SRC]')
    emit('cmp     r4, #1')
    emit('beq     .Lcopy1')
    emit('movs    r7, #32')
    out.append('1:')
    emit('subs    r7, #1')
    emit('ldrb    r0, [r5, r7]')
    emit('strb    r0, [r6, r7]')
    emit('bne     1b')
    emit('b       .Lpacked')
    out.append('.Lcopy1:')
    out.append('    @ one block: block 1 = a copy of block 0 (a zero block '
               'would compute E_K(0))')
    emit('movs    r7, #16')
    out.append('1:')
    emit('subs    r7, #1')
    emit('ldrb    r0, [r5, r7]')
    emit('strb    r0, [r6, r7]')
    emit('bne     1b')
    for ins in kern.dup:
        emit(v6_text(ins))
    emit('b       .Lpacked')
    out.append('.Ldone:')
    out.append('    @ zero the frame (FR_BUF: the last input or output '
               'staged there; spilled')
    out.append('    @ state) and r0-r3, r12, lr; free the frame')
    for ins in kern.wipe:
        emit(v6_text(ins))
    emit('pop     {r4-r7}')
    for i in range(4):
        emit('mov     r%d, r%d' % (8 + i, 4 + i))
    emit('pop     {r4-r7, pc}')
    for label, comment, code in kern.pieces:
        if label:
            out.append(label + ':')
        if comment:
            out.append('    @ %s' % comment)
        for ins in code:
            note = None
            if ins[0] in ('eors', 'ands', 'rors', 'rev16', 'lsls', 'lsrs'):
                note = kern.notes.get(ins[-1]) if ins[-1] else None
                if note is None and ins[-1]:
                    note = pretty(ins[-1], kern.notes)
            elif ins[0] in ('ldr', 'str', 'mov', 'movi'):
                w = ins[-1]
                if w:
                    known = w in kern.notes or '>>>' in w
                    note = ('reload ' if ins[0] == 'ldr' and ins[2] == 'sp' and
                            known else
                            'spill ' if ins[0] == 'str' and ins[2] == 'sp' and
                            known else '') + (
                        pretty(w, kern.notes) if not w.startswith('c:')
                        else w[2:])
            emit(v6_text(ins), note)
    p, n, t = kern.st_regs
    u = [r for r in V6_LO if r not in (p, n)][0]
    out.append('.Lstbuf:')
    out.append('    @ unaligned out or one block: through FR_BUF')
    for ins in kern.stbuf:
        emit(v6_text(ins))
    emit('movs    %s, #32' % t)
    emit('cmp     %s, #1' % n)
    emit('bne     1f')
    emit('movs    %s, #16' % t, 'one block: 16 bytes')
    out.append('1:')
    emit('subs    %s, #1' % t)
    emit('add     %s, sp, #FR_BUF' % u)
    emit('ldrb    %s, [%s, %s]' % (u, u, t))
    emit('strb    %s, [%s, %s]' % (u, p, t))
    emit('bne     1b')
    emit('cmp     %s, #1' % n)
    emit('bne     .Ladvance')
    emit('b       .Ldone')
    out.append('    .size   %s, . - %s' % (sym, sym))
    tag = '.L%s_' % kern.dir[:3]
    out = [re.sub(r'\.L(\w+)', lambda mo: tag + mo.group(1), line)
           for line in out]
    return relax_v6(out, tag)


INV_COND = {'eq': 'ne', 'ne': 'eq', 'cs': 'cc', 'cc': 'cs', 'hs': 'lo',
            'lo': 'hs', 'mi': 'pl', 'pl': 'mi', 'hi': 'ls', 'ls': 'hi',
            'ge': 'lt', 'lt': 'ge', 'gt': 'le', 'le': 'gt'}


def relax_v6(lines, tag):
    """Thumb-1 branches reach +-256 bytes (conditional) and +-2 KiB (B):
    a conditional branch that is too far becomes the inverse condition
    over a BL, an unconditional one a BL (4 MiB; lr is never live here).
    Sizes: every instruction 2 bytes, BL and .word 4, 2 more for each
    .p2align (a margin), repeated until nothing changes."""
    n = 0
    while True:
        addr, labels, pos = 0, {}, []
        for line in lines:
            t = line.split('@')[0].strip()
            pos.append(addr)
            if not t:
                continue
            if t.endswith(':'):
                labels[t[:-1]] = addr
            elif t.startswith('.word'):
                addr += 4
            elif t.startswith('.p2align'):
                addr += 2
            elif t.startswith('.'):
                pass
            elif t.startswith('bl '):
                addr += 4
            else:
                addr += 2
        for i, line in enumerate(lines):
            t = line.split('@')[0].split()
            if not t or not t[0].startswith('b') or len(t) != 2 or \
                    t[1] not in labels:
                continue
            op, target = t
            dist = labels[target] - (pos[i] + 4)
            cond = op[1:]
            if op == 'b' and not -2048 + 64 <= dist <= 2046 - 64:
                lines[i] = line.replace('b       ', 'bl      ', 1)
                break
            if cond in INV_COND and not -256 + 64 <= dist <= 254 - 64:
                n += 1
                lab = '%srelax%d' % (tag, n)
                lines[i:i + 1] = ['    b%-6s %s' % (INV_COND[cond], lab),
                                  '    bl      %s' % target, lab + ':']
                break
        else:
            return lines


def check_v6(kern, rng, trials=2):
    RK, SP, IN, OUT = 0x20000000, 0x10000000, 0x30000000, 0x40000000
    for klen in (16, 24, 32):
        for _ in range(trials):
            key = bytes(rng.randrange(256) for _ in range(klen))
            rk, nr = expand_key(key)
            blk = [[rng.randrange(256) for _ in range(16)] for _ in range(2)]
            mem = {}
            for i, w in enumerate(rk):
                mem[RK + 4 * i] = w
            for i, w in enumerate(words_le(blk[0] + blk[1])):
                mem[IN + 4 * i] = w
            frame = dict(FR_RK=RK, FR_NR=nr, FR_OUT=OUT, FR_IN=IN, FR_N=2,
                         FR_SRC=IN)
            frame.update(frame_words(kern.dir, RK, nr))
            for n, v in frame.items():
                mem[SP + FR[n]] = v & M32
            for i, c in enumerate(MASKS_V6):
                mem[SP + FR['FR_MASK'] + 4 * i] = c
            code = []
            for p in kern.paths(nr):
                code += kern.named[p]
            v6_run(code, {'sp': SP}, mem)
            got = []
            for i in range(8):
                w = mem[OUT + 4 * i]
                got += [(w >> (8 * j)) & 0xff for j in range(4)]
            want = []
            for b in blk:
                want += aes_block(key, b, kern.dir == 'decrypt')
            assert got == want, 'armv6m %s nr=%d: wrong result' % (kern.dir,
                                                                  nr)
            check_one_v6(kern, key, rk, nr, blk[0], rng)


def check_one_v6(kern, key, rk, nr, blk0, rng):
    """The one-block path: block 0 in FR_BUF[0..15] (what .Lcopy's byte
    loop leaves; FR_BUF[16..31] old garbage), .Lcopy1's copy to block 1,
    the rounds, the stores to FR_BUF (.Lstbuf; its byte copy to out is
    not simulated), the wipe at .Ldone. Both halves of FR_BUF must hold
    the result before the wipe and zero after it, and no word of E_K(0) /
    D_K(0) may be left in a register or in the frame."""
    RK, SP, IN, OUT = 0x20000000, 0x10000000, 0x30000000, 0x40000000
    buf = SP + FR['FR_BUF']
    mem = {}
    for i, w in enumerate(rk):
        mem[RK + 4 * i] = w
    for i, w in enumerate(words_le(blk0)):
        mem[IN + 4 * i] = mem[buf + 4 * i] = w
        mem[buf + 16 + 4 * i] = rng.randrange(1 << 32)
    frame = dict(FR_RK=RK, FR_NR=nr, FR_OUT=OUT, FR_IN=IN, FR_N=1,
                 FR_SRC=buf)
    frame.update(getattr(kern, 'frame_words', frame_words)(kern.dir, RK, nr))
    for n, v in frame.items():
        mem[SP + FR[n]] = v & M32
    for i, c in enumerate(MASKS_V6):
        mem[SP + FR['FR_MASK'] + 4 * i] = c
    code = list(kern.dup)
    for p in kern.paths(nr):
        if p not in ('pair', 'st0', 'st1'):
            code += kern.named[p]
    regs = v6_run(code + kern.stbuf, {'sp': SP, 'r6': buf}, mem)
    want = words_le(aes_block(key, blk0, kern.dir == 'decrypt'))
    assert [mem[buf + 4 * i] for i in range(8)] == want * 2, \
        'armv6m %s nr=%d: wrong result for one block' % (kern.dir, nr)
    left = set(regs.values()) | set(mem.values())
    assert not left & zero_lane_words(key, kern.dir), \
        'armv6m %s nr=%d: one block computes the zero lane' % (kern.dir, nr)
    regs = v6_run(kern.wipe, regs, mem)
    check_wiped('armv6m %s nr=%d' % (kern.dir, nr), regs, mem, SP,
                kern.frame_size)

# ---------------------------------------------------------------------------
# Schedule search (--search): simulated annealing over the order of a
# step's IR operations (a move takes one operation to another place between
# its operands' producers and its first consumer), scored by the allocator
# and the core's cycle model: Alloc + v7_cost before hoist_loads (Thumb-2),
# Alloc6 + v6_cost (Thumb-1). The inner loop is the C program SA_C (same
# allocation rules; each result is checked against the Python allocator),
# compiled with the host's cc into a temporary directory. The orders it
# found are the tables ORDERS_HEX / ORDERS6_HEX at the end of this file.

SA_C = r'''
/* The inner loop of aes_ct.py --search: simulated annealing over the order
 * of a step's operations. cost() mirrors Alloc + v7_cost (Thumb-2: Belady
 * eviction, the least recently touched free register, Cortex-M4 model
 * without hoist_loads); cost6() mirrors Alloc6 + v6_cost (Thumb-1). The
 * Python side checks the result against its own allocator.
 * stdin: the problem (sa_problem / sa_problem6 in aes_ct.py), the starting
 * order, "iterations T0 T1 seed"; stdout: the best cost and its order. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

#define MAXN 512
#define MAXV 1024
#define MAXR 16
#define MAXU 16

static int N, V, R, K;
static int vkind[MAXV], vbase[MAXV], vreg0[MAXV];
static int otype[MAXN], od[MAXN], oa[MAXN], ob[MAXN];
static int outs[64];
static int deps[MAXN][2], ndeps[MAXN];
static int users[MAXN][MAXU * 4], nusers[MAXN];
static int prod[MAXV];

/* allocation state */
static int reg_of[MAXV], val_in[MAXR], inmem[MAXV];
static int touched[MAXR + 1];
static int ninsn;
static int prev_ldr, prev_ldr_dest; /* previous instruction: ldr? its rd */
static long cyc;
static int usepos[MAXV][MAXU * 4 + 2], nuse[MAXV];
static int pos;

static int next_use(int v, int after)
{
    int i = 0;
    while (i < nuse[v] && (after ? usepos[v][i] <= pos : usepos[v][i] < pos))
        i++;
    return i < nuse[v] ? usepos[v][i] : -1;
}

static void emit_alu(int rd, int r1, int r2)
{
    touched[r1] = touched[r2] = touched[rd] = ninsn++;
    cyc += 1;
    prev_ldr = 0;
}

static void emit_ldr(int rd, int base) /* base = -1: sp */
{
    if (base >= 0)
        touched[base] = ninsn;
    touched[rd] = ninsn++;
    cyc += (prev_ldr && prev_ldr_dest != base) ? 1 : 2;
    prev_ldr = 1;
    prev_ldr_dest = rd;
}

static void emit_str(int rs)
{
    touched[rs] = ninsn++;
    cyc += 1;
    prev_ldr = 0;
}

static int protect[8], nprot;
static int prot_has(int v)
{
    for (int i = 0; i < nprot; i++)
        if (protect[i] == v)
            return 1;
    return 0;
}

static int get_reg(void)
{
    int best = -1, bt = 1 << 30;
    for (int r = 0; r < R; r++)
        if (val_in[r] < 0) {
            int t = touched[r];
            if (t < bt) {
                bt = t;
                best = r;
            }
        }
    if (best >= 0)
        return best;
    int bs = -1;
    for (int r = 0; r < R; r++) {
        int v = val_in[r];
        if (prot_has(v))
            continue;
        int nu = next_use(v, 0);
        int s = nu < 0 ? 1000000 : nu;
        if (s > bs) {
            bs = s;
            best = r;
        }
    }
    int v = val_in[best];
    val_in[best] = -1;
    reg_of[v] = -1;
    if (!inmem[v]) {
        inmem[v] = 1;
        emit_str(best);
    }
    return best;
}

static int ensure(int v)
{
    if (reg_of[v] >= 0)
        return reg_of[v];
    int r, base = vbase[v];
    if (base >= 0) {
        protect[nprot++] = v;
        int br = ensure(base);
        protect[nprot++] = base;
        r = get_reg();
        nprot -= 2;
        emit_ldr(r, br);
    } else {
        protect[nprot++] = v;
        r = get_reg();
        nprot--;
        emit_ldr(r, -1);
    }
    reg_of[v] = r;
    val_in[r] = v;
    return r;
}

static void release_dead(int v)
{
    if (next_use(v, 1) < 0) {
        if (reg_of[v] >= 0) {
            val_in[reg_of[v]] = -1;
            reg_of[v] = -1;
        }
        if (vkind[v] != 2)
            inmem[v] = 0;
    }
}

static long cost(const int *order)
{
    for (int v = 0; v < V; v++) {
        nuse[v] = 0;
        reg_of[v] = -1;
        inmem[v] = vkind[v] == 2;
    }
    for (int r = 0; r < R; r++)
        val_in[r] = -1;
    for (int r = 0; r <= R; r++)
        touched[r] = -1;
    for (int v = 0; v < V; v++)
        if (vkind[v] == 1) {
            reg_of[v] = vreg0[v];
            val_in[vreg0[v]] = v;
        }
    for (int p = 0; p < N; p++) {
        int o = order[p];
        usepos[oa[o]][nuse[oa[o]]++] = p;
        if (otype[o] == 0)
            usepos[ob[o]][nuse[ob[o]]++] = p;
    }
    for (int i = 0; i < K; i++)
        usepos[outs[i]][nuse[outs[i]]++] = N;
    ninsn = 0;
    cyc = 0;
    prev_ldr = 0;
    for (int p = 0; p < N; p++) {
        int o = order[p];
        int a = oa[o], b = otype[o] == 0 ? ob[o] : a;
        pos = p;
        nprot = 0;
        protect[nprot++] = a;
        protect[nprot++] = b;
        int ra = ensure(a);
        int rb = ensure(b);
        release_dead(a);
        if (b != a)
            release_dead(b);
        int rd = get_reg();
        reg_of[od[o]] = rd;
        val_in[rd] = od[o];
        emit_alu(rd, ra, rb);
        if (next_use(od[o], 1) < 0)
            release_dead(od[o]);
    }
    pos = N;
    nprot = 0;
    for (int i = 0; i < K; i++)
        protect[nprot++] = outs[i];
    for (int i = 0; i < K; i++)
        ensure(outs[i]);
    return cyc;
}


/* --- Thumb-1 (Alloc6): registers 0..7 = r0-r7 (LO), 8..13 = r8-r12, lr
 * (HI); value kinds as for Thumb-2, plus 3 = a small constant (MOVS). */
#define NLO 8
#define NHI 6
static int lo_of[MAXV], hi_of[MAXV], lo_val[NLO], hi_val[NHI];
static int free_lo_out;
static int otype6[MAXN], on6[MAXN], oc6[MAXN]; /* 'r': const id */


static int has_copy(int v)
{
    return hi_of[v] >= 0 || inmem[v] || vkind[v] == 3;
}

static int writable(int v)
{
    return next_use(v, 1) < 0 || has_copy(v);
}

static int first_free_lo(void)
{
    for (int r = 0; r < NLO; r++)
        if (lo_val[r] < 0)
            return r;
    return -1;
}

static int first_free_hi(int no_lr)
{
    for (int r = 0; r < NHI - no_lr; r++)
        if (hi_val[r] < 0)
            return r;
    return -1;
}

static void lo_set(int v, int r)
{
    lo_of[v] = r;
    lo_val[r] = v;
}

static int lo_pop(int v)
{
    int r = lo_of[v];
    lo_of[v] = -1;
    lo_val[r] = -1;
    return r;
}

static void drop_if_dead(int v)
{
    if (next_use(v, 1) < 0) {
        if (lo_of[v] >= 0)
            lo_pop(v);
        if (hi_of[v] >= 0) {
            hi_val[hi_of[v]] = -1;
            hi_of[v] = -1;
        }
        if (vkind[v] != 2)
            inmem[v] = 0;
    }
}

static int evict_lo(void)
{
    int best = -1, bs = -1;
    for (int r = 0; r < NLO; r++) {
        int v = lo_val[r];
        if (v < 0 || prot_has(v))
            continue;
        int nu = next_use(v, 0);
        int s = nu < 0 ? 1000000 : nu;
        if (s > bs) {
            bs = s;
            best = v;
        }
    }
    int r = lo_pop(best);
    if (!has_copy(best) && next_use(best, 0) >= 0) {
        int h = first_free_hi(0);
        if (h >= 0) {
            hi_of[best] = h;
            hi_val[h] = best;
            cyc += 1;
        } else {
            inmem[best] = 1;
            cyc += 2;
        }
    }
    return r;
}

static int get_lo(void)
{
    int r = first_free_lo();
    return r >= 0 ? r : evict_lo();
}

static int ensure6(int v)
{
    if (lo_of[v] >= 0)
        return lo_of[v];
    int r;
    protect[nprot++] = v;
    if (hi_of[v] >= 0) {
        r = get_lo();
        cyc += 1;
    } else if (vkind[v] == 3) {
        r = get_lo();
        cyc += 1;
    } else if (vbase[v] < 0) {
        r = get_lo();
        cyc += 2;
    } else {
        int base = vbase[v];
        ensure6(base);
        protect[nprot++] = base;
        r = get_lo();
        nprot--;
        cyc += 2;
    }
    nprot--;
    lo_set(v, r);
    return r;
}

static int take(int v)
{
    int r = lo_pop(v);
    drop_if_dead(v);
    return r;
}

/* destination register holding a copy of s0 (or s1 if writable) */
static int dest_from(int s0, int s1, int *x)
{
    if (writable(s0)) {
        *x = s0;
        return take(s0);
    }
    if (s1 >= 0 && writable(s1)) {
        *x = s1;
        return take(s1);
    }
    int r = get_lo();
    cyc += 1; /* mov */
    *x = s0;
    return r;
}

static void place_outputs(void)
{
    nprot = 0;
    for (int i = 0; i < K; i++)
        protect[nprot++] = outs[i];
    for (int i = 0; i < K; i++)
        if (lo_of[outs[i]] < 0 && hi_of[outs[i]] < 0)
            ensure6(outs[i]);
    for (int r = 0; r < NLO; r++)
        if (lo_val[r] >= 0 && !prot_has(lo_val[r]))
            lo_pop(lo_val[r]);
    for (int r = 0; r < NHI; r++)
        if (hi_val[r] >= 0 && !prot_has(hi_val[r])) {
            hi_of[hi_val[r]] = -1;
            hi_val[r] = -1;
        }
    for (int i = 0; i < K; i++) {
        int v = outs[i];
        if (lo_of[v] >= 0 && hi_of[v] >= 0) {
            hi_val[hi_of[v]] = -1;
            hi_of[v] = -1;
        }
    }
    for (int i = 0; i < K; i++) {
        int v = outs[i];
        if (hi_of[v] == NHI - 1) { /* lr */
            hi_val[NHI - 1] = -1;
            hi_of[v] = -1;
            int h = first_free_hi(1);
            if (h >= 0) {
                hi_of[v] = h;
                hi_val[h] = v;
            } else {
                lo_set(v, first_free_lo());
            }
            cyc += 1;
        }
    }
    for (;;) {
        int nfree = 0;
        for (int r = 0; r < NLO; r++)
            nfree += lo_val[r] < 0;
        if (nfree >= free_lo_out)
            break;
        for (int i = 0; i < K; i++) {
            int v = outs[i];
            if (lo_of[v] >= 0) {
                int h = first_free_hi(1);
                hi_of[v] = h;
                hi_val[h] = v;
                lo_pop(v);
                cyc += 1;
                break;
            }
        }
    }
}

static long cost6(const int *order)
{
    for (int v = 0; v < V; v++) {
        nuse[v] = 0;
        lo_of[v] = hi_of[v] = -1;
        inmem[v] = vkind[v] == 2;
    }
    for (int r = 0; r < NLO; r++)
        lo_val[r] = -1;
    for (int r = 0; r < NHI; r++)
        hi_val[r] = -1;
    for (int v = 0; v < V; v++)
        if (vkind[v] == 1) {
            if (vreg0[v] < NLO)
                lo_set(v, vreg0[v]);
            else {
                hi_of[v] = vreg0[v] - NLO;
                hi_val[vreg0[v] - NLO] = v;
            }
        }
    for (int p = 0; p < N; p++) {
        int o = order[p];
        usepos[oa[o]][nuse[oa[o]]++] = p;
        if (otype6[o] == 0)
            usepos[ob[o]][nuse[ob[o]]++] = p;
        if (otype6[o] == 1 && on6[o] != 16)
            usepos[oc6[o]][nuse[oc6[o]]++] = p;
    }
    for (int i = 0; i < K; i++)
        usepos[outs[i]][nuse[outs[i]]++] = N;
    cyc = 0;
    for (int p = 0; p < N; p++) {
        int o = order[p], a = oa[o], d = od[o], rd, x;
        pos = p;
        nprot = 0;
        if (otype6[o] == 0) { /* x, a */
            int b = ob[o];
            protect[nprot++] = a;
            protect[nprot++] = b;
            ensure6(a);
            ensure6(b);
            if (writable(a) || !writable(b))
                rd = dest_from(a, b, &x);
            else
                rd = dest_from(b, a, &x);
            cyc += 1;
            drop_if_dead(a);
            if (b != a)
                drop_if_dead(b);
        } else if (otype6[o] == 1) { /* rotation */
            if (on6[o] == 16) {
                protect[nprot++] = a;
                ensure6(a);
                rd = writable(a) ? take(a) : get_lo();
                cyc += 2;
            } else {
                int c = oc6[o];
                protect[nprot++] = a;
                protect[nprot++] = c;
                ensure6(a);
                ensure6(c);
                rd = dest_from(a, -1, &x);
                cyc += 1;
                drop_if_dead(c);
            }
            drop_if_dead(a);
        } else { /* shift */
            protect[nprot++] = a;
            ensure6(a);
            rd = writable(a) ? take(a) : get_lo();
            cyc += 1;
            drop_if_dead(a);
        }
        lo_set(d, rd);
    }
    pos = N;
    place_outputs();
    return cyc;
}

static unsigned long long rs = 88172645463325252ULL;
static unsigned long long rnd(void)
{
    rs ^= rs << 13;
    rs ^= rs >> 7;
    rs ^= rs << 17;
    return rs;
}

int main(void)
{
    long iters;
    double T0, T1;
    static int order[MAXN], best[MAXN], cand[MAXN], posof[MAXN];
    int mode;
    if (scanf("%d %d %d %d %d", &mode, &N, &V, &R, &K) != 5)
        return 1;
    free_lo_out = R;
    for (int v = 0; v < V; v++)
        if (scanf("%d %d %d", &vkind[v], &vbase[v], &vreg0[v]) != 3)
            return 1;
    for (int i = 0; i < N; i++) {
        if (mode == 7) {
            if (scanf("%d %d %d %d", &otype[i], &od[i], &oa[i], &ob[i]) != 4)
                return 1;
        } else {
            if (scanf("%d %d %d %d %d", &otype6[i], &od[i], &oa[i], &ob[i],
                      &on6[i]) != 5)
                return 1;
            oc6[i] = ob[i];
            otype[i] = otype6[i] == 0 ? 0 : 1; /* register operands */
        }
    }
    long (*costf)(const int *) = mode == 7 ? cost : cost6;
    for (int i = 0; i < K; i++)
        if (scanf("%d", &outs[i]) != 1)
            return 1;
    for (int i = 0; i < N; i++)
        if (scanf("%d", &order[i]) != 1)
            return 1;
    if (scanf("%ld %lf %lf %llu", &iters, &T0, &T1, &rs) != 4)
        return 1;
    rs = rs * 2654435761ULL + 1;
    for (int v = 0; v < V; v++)
        prod[v] = -1;
    for (int i = 0; i < N; i++)
        prod[od[i]] = i;
    for (int i = 0; i < N; i++) {
        ndeps[i] = 0;
        int s[2] = {oa[i], otype[i] == 0 ? ob[i] : -1};
        for (int j = 0; j < 2; j++)
            if (s[j] >= 0 && prod[s[j]] >= 0) {
                int d = prod[s[j]], dup = 0;
                for (int t = 0; t < ndeps[i]; t++)
                    dup |= deps[i][t] == d;
                if (!dup) {
                    deps[i][ndeps[i]++] = d;
                    users[d][nusers[d]++] = i;
                }
            }
    }
    long cur = costf(order), bestc = cur;
    memcpy(best, order, sizeof order);
    for (int i = 0; i < N; i++)
        posof[order[i]] = i;
    for (long it = 0; it < iters; it++) {
        double T = T0 * pow(T1 / T0, (double)it / iters);
        int i = rnd() % N, op = order[i];
        int lo = 0, hi = N - 1;
        for (int t = 0; t < ndeps[op]; t++)
            if (posof[deps[op][t]] + 1 > lo)
                lo = posof[deps[op][t]] + 1;
        for (int t = 0; t < nusers[op]; t++)
            if (posof[users[op][t]] - 1 < hi)
                hi = posof[users[op][t]] - 1;
        if (hi <= lo)
            continue;
        int j;
        if (rnd() % 4) { /* local move */
            int a = i - 6 < lo ? lo : i - 6, b = i + 6 > hi ? hi : i + 6;
            j = a + rnd() % (b - a + 1);
        } else {
            j = lo + rnd() % (hi - lo + 1);
        }
        if (j == i)
            continue;
        memcpy(cand, order, N * sizeof *order);
        if (j < i) {
            memmove(cand + j + 1, cand + j, (i - j) * sizeof *cand);
        } else {
            memmove(cand + i, cand + i + 1, (j - i) * sizeof *cand);
        }
        cand[j] = op;
        long c = costf(cand);
        if (c <= cur || (double)(rnd() % 1000000) / 1e6 < exp((cur - c) / T)) {
            memcpy(order, cand, N * sizeof *order);
            cur = c;
            int a = i < j ? i : j, b = i < j ? j : i;
            for (int t = a; t <= b; t++)
                posof[order[t]] = t;
            if (c < bestc) {
                bestc = c;
                memcpy(best, order, N * sizeof *order);
            }
        }
    }
    printf("%ld\n", bestc);
    for (int i = 0; i < N; i++)
        printf("%d%c", best[i], i == N - 1 ? '\n' : ' ');
    return 0;
}
'''


def sa_problem(kind, k):
    """Thumb-2: value kinds 1 = state word in register n, 2 = in memory at
    base value (-1: sp), 0 = computed; ops 'type d a b' (type 1: one
    register operand)."""
    ops, outs, _ = step_ir(kind, k)
    ids, kinds = {}, {}
    for i in range(8):
        kinds[ids.setdefault('s%d' % i, len(ids))] = (1, -1, i)
    rkp = ids.setdefault('rkp', len(ids))
    kinds[rkp] = (2, -1, 0)
    for i in range(8):
        for name in ('k%d' % i, 'k1_%d' % i):
            kinds[ids.setdefault(name, len(ids))] = (2, rkp, 0)
    for op, d, a, b, r in ops:
        for v in (a, d) if op == 'm' else (a, b, d):
            if v not in ids:
                kinds[ids.setdefault(v, len(ids))] = (0, -1, 0)
    lines = ['7 %d %d %d %d' % (len(ops), len(ids), len(V7_REGS), len(outs))]
    lines += ['%d %d %d' % kinds[i] for i in range(len(ids))]
    lines += ['%d %d %d %d' % (op == 'm', ids[d], ids[a],
                               0 if op == 'm' else ids[b])
              for op, d, a, b, r in ops]
    return lines + [' '.join(str(ids[o]) for o in outs)]


V6_FREE_LO_OUT = {'enclt': 3, 'arkt': 3, 'unskew': 3}


def v6_mem():
    mem = {'rkp': ('sp', 0), 'src': ('sp', FR['FR_SRC'])}
    for i in range(8):
        mem['k%d' % i] = ('rkp', 4 * i)
        mem['k1_%d' % i] = ('rkp', 32 + 4 * i)
        mem['w%d' % i] = ('src', 4 * i)
    for i, c in enumerate(MASKS_V6):
        mem['c:0x%08x' % c] = ('sp', FR['FR_MASK'] + 4 * i)
    return mem


def sa_problem6(kind, k):
    """Thumb-1: kinds as sa_problem (registers 0..13 = r0-r12, lr in
    V6_REGS order), 3 = small constant; ops 'type d a b n' (type 0: two
    operands, 1: rotation by n (b: the constant holding n), 2: shift)."""
    ops, outs, _ = step_ir(kind, k)
    lops = lower_v6(ops)
    mem = v6_mem()
    ids, kinds = {}, {}

    def add(v, kv):
        if v not in ids:
            kinds[ids.setdefault(v, len(ids))] = kv
    if kind not in ('pack', 'packu'):
        for i in range(8):
            add('s%d' % i, (1, -1, V6_REGS.index(V6_T[i])))
    for v in mem:
        add(v, None)
    for v in mem:
        base = mem[v][0]
        kinds[ids[v]] = (2, -1 if base == 'sp' else ids[base], 0)
    for op, d, a, b, r in lops:
        vs = [a, d] + ([b] if op in ('x', 'a') else []) + \
            (['c:%d' % r] if op == 'r' and r != 16 else [])
        for v in vs:
            add(v, (3, -1, 0) if v.startswith('c:') else (0, -1, 0))
    lines = ['6 %d %d %d %d' % (len(lops), len(ids),
                                V6_FREE_LO_OUT.get(kind, 2), len(outs))]
    lines += ['%d %d %d' % kinds[i] for i in range(len(ids))]
    for op, d, a, b, r in lops:
        if op in ('x', 'a'):
            lines.append('0 %d %d %d 0' % (ids[d], ids[a], ids[b]))
        elif op == 'r':
            lines.append('1 %d %d %d %d' % (ids[d], ids[a], ids['c:%d' % r]
                                            if r != 16 else 0, r))
        else:
            lines.append('2 %d %d 0 %d' % (ids[d], ids[a], r))
    return lines + [' '.join(str(ids[o]) for o in outs)]


def step_cost(variant, kind, k, order, hoist=True):
    """Cycles of one step in the given order, as the kernels allocate it."""
    ops, outs, _ = step_ir(kind, k)
    if variant == 'armv6m':
        lops = lower_v6(ops)
        loc = {} if kind in ('pack', 'packu') else \
            {'s%d' % i: V6_T[i] for i in range(8)}
        al = Alloc6([lops[i] for i in order], outs, loc, v6_mem(),
                    [FR_SPILL_V6 + 4 * j for j in range(64)],
                    free_lo_out=V6_FREE_LO_OUT.get(kind, 2))
        al.run()
        return v6_cost(al.code)
    mem = {'rkp': ('sp', 0)}
    for i in range(8):
        mem['k%d' % i] = ('rkp', 4 * i)
        mem['k1_%d' % i] = ('rkp', 32 + 4 * i)
    al = Alloc([ops[i] for i in order], outs,
               {'s%d' % i: V7_REGS[i] for i in range(8)}, mem,
               [FR_SPILL + 4 * j for j in range(64)])
    al.run()
    return v7_cost(hoist_loads(al.code) if hoist else al.code)


SEARCH_KINDS = {
    'armv7em': [('enc', 0), ('enc', 1), ('enc', 2), ('enc', 3), ('encl', 0),
                ('dec', 0), ('dec', 1), ('dec', 2), ('dec', 3), ('decf', 0),
                ('ark', 0)],
    'armv6m': [('enc', 0), ('enc', 1), ('enc', 2), ('enc', 3), ('enclt', 0),
               ('dec', 0), ('dec', 1), ('dec', 2), ('dec', 3), ('decf', 0),
               ('pack', 0), ('packu', 0), ('arkt', 0)],
}


def search(variant, kinds, iters, rounds, seed):
    """Improve ORDERS / ORDERS6 for kinds; print the new table."""
    import os
    import subprocess
    import tempfile
    v6 = variant == 'armv6m'
    table = ORDERS6 if v6 else ORDERS
    tmp = tempfile.mkdtemp()
    src, exe = os.path.join(tmp, 'sa.c'), os.path.join(tmp, 'sa')
    with open(src, 'w') as f:
        f.write(SA_C)
    subprocess.run(['cc', '-O2', '-o', exe, src, '-lm'], check=True)
    rng = random.Random(seed)
    for kind, k in kinds:
        ops = step_ir(kind, k)[0]
        start = table.get((kind, k)) or \
            list(range(len(lower_v6(ops) if v6 else ops)))
        best = (step_cost(variant, kind, k, start), start)
        problem = (sa_problem6 if v6 else sa_problem)(kind, k)
        for r in range(rounds):
            inp = '\n'.join(problem + [' '.join(map(str, best[1])),
                                       '%d %g 0.05 %d' % (
                                           iters, 3.0 if v6 else 2.0,
                                           rng.randrange(1 << 30))])
            res = subprocess.run([exe], input=inp + '\n', capture_output=True,
                                 text=True, check=True).stdout.split('\n')
            order = [int(x) for x in res[1].split()]
            raw_cost = step_cost(variant, kind, k, order, hoist=False)
            assert raw_cost == int(res[0]), 'SA_C and the allocator disagree'
            c = step_cost(variant, kind, k, order)
            if c < best[0]:
                best = (c, order)
            sys.stderr.write('%s %s %d: round %d: %d cycles (best %d)\n'
                             % (variant, kind, k, r, c, best[0]))
        table[(kind, k)] = best[1]
    sys.stdout.write(orders_text('ORDERS6_HEX' if v6 else 'ORDERS_HEX', table))


def orders_text(name, table):
    """A table of orders as Python source: three hex digits per operation
    (the index of the operation in the step's IR, or in its lowered form
    for ARMv6-M)."""
    out = ['%s = {' % name]
    for key in sorted(table):
        h = ''.join('%03x' % i for i in table[key])
        out.append('    %r: (' % (key,))
        for i in range(0, len(h), 66):
            out.append('        %r' % h[i:i + 66])
        out[-1] += '),'
    out.append('}')
    return '\n'.join(out) + '\n'


def orders_from_hex(table):
    return {key: [int(h[i:i + 3], 16) for i in range(0, len(h), 3)]
            for key, h in table.items()}

# ---------------------------------------------------------------------------
# Small-footprint Thumb-2 kernels (--small; lib/arch/<isa>/aes_ct_small.S).
#
# The same pair loading, transposition and storing as V7Kernel, but a loop
# pass is ONE round, cut in two so that the S-box circuit is written once
# and only the (much shorter) MixColumns part exists per skew:
#   encryption  .Lround: 'sb' (s ^= rk; SubBytes); leave for the last
#               round when rkp = lim = rk + 32 (nr - 1); rkp += 32; TBH on
#               the skew k of this round, ((rkp_old - rk) / 32 + 1) & 3,
#               to 'mix' k; back to .Lround. Last round: 'ark' with the
#               key at rkp + 32.
#   decryption  'ark' with rk + 32 nr, then .Lisb: 'isb'; rkp -= 32; leave
#               when rkp = rk; TBH on k = ((rkp - rk) / 32) & 3 to
#               'arkim' k (key at rkp); back to .Lisb. Last: 'ark' at rk.
# Every part starts and ends with the state in r0-r7 (MOVs close it). The
# skew is derived from the public key pointer: no secret branch or index.

FRAME_V7_SMALL = {
    'FR_RKP': 'round-key pointer of this round',
    'FR_RK': 'rk',
    'FR_LIM': 'enc: rk + 32 (nr - 1), the last "sb"; dec: unused',
    'FR_LAST': 'dec: rk + 32 nr; enc: unused',
}


def tbh_text(labels):
    """The TBH table that follows 'tbh [pc, rX, lsl #1]' at .Ltbh."""
    return [raw('.hword  (%s - .Ltbh) / 2' % lab, 0) for lab in labels]


class V7SmallKernel(V7Kernel):

    def __init__(self, variant, direction):
        V7Kernel.__init__(self, variant, direction)
        self.sym = 'qzi_aes_ct_%s_%s_small' % (direction, variant)

    def frame_words(self, direction, rk, nr):
        if direction == 'encrypt':
            return dict(FR_LIM=rk + 32 * (nr - 1), FR_LAST=0)
        return dict(FR_LAST=rk + 32 * nr, FR_LIM=0)

    def part(self, name, label, comment, kind, k, key_home, key_off):
        """A step from r0-r7 back to r0-r7."""
        m0 = self.m0
        out = self.step(name, label, comment, kind, k, m0, key_home,
                        key_off, prefer=m0)
        self.named[name] = self.named[name] + permute(out, m0, V7_REGS)
        self.pieces[-1] = self.pieces[-1][:2] + (self.named[name],)

    def build(self):
        m0 = self.m0 = V7_REGS[:8]
        self.load_pair(m0, 'pair')
        a, b, c = self.free(m0, 3)
        if self.dir == 'encrypt':
            self.piece('pack', '.Lpacked', 'to the bitsliced form',
                       self.transpose(m0) +
                       [('ldr', a, 'sp', 'FR_RK', None),
                        ('str', a, 'sp', 'FR_RKP', 'rkp = rk')])
            self.part('sb', '.Lround', 'one round: s ^= rk, SubBytes',
                      'sb', 0, 'FR_RKP', 0)
            self.piece('disp', None, 'last round? else MixColumns of skew '
                       '(round & 3)', [
                           ('ldr', a, 'sp', 'FR_RKP', None),
                           ('ldr', b, 'sp', 'FR_LIM', None),
                           raw('cmp     %s, %s' % (a, b), 1, (a, b)),
                           raw('beq     .Llast', 1)])
            self.piece('disp2', None, None, [
                           ('ldr', c, 'sp', 'FR_RK', None),
                           raw('sub     %s, %s, %s' % (c, a, c), 1, (a, c),
                               (c,)),
                           ('addi', a, a, 32, None),
                           ('str', a, 'sp', 'FR_RKP', 'rkp += 32'),
                           raw('ubfx    %s, %s, #5, #2' % (c, c), 1, (c,),
                               (c,)),
                           raw('tbh     [pc, %s, lsl #1]' % c, 4, (c,))] +
                       [raw('.Ltbh:', 0)] +
                       tbh_text(['.Lmix1', '.Lmix2', '.Lmix3', '.Lmix0']))
            for k in (1, 2, 3, 0):
                self.part('mix%d' % k, '.Lmix%d' % k,
                          'MixColumns, skew %d' % k, 'mix', k, 'FR_RKP', 0)
                self.piece('back%d' % k, None, None,
                           [raw('b       .Lround', 3)])
            ml = self.step('last', '.Llast', 'round nr: s ^= rk (at rkp + 32)',
                           'ark', 0, m0, 'FR_RKP', 32)
            t = self.free(ml)[0]
            self.piece('unpack', None, 'back to columns', self.transpose(ml) +
                       [('ldr', t, 'sp', 'FR_NR', None),
                        raw('tst     %s, #2' % t),
                        raw('beq     .Lstore', 1)])
            self.piece('unskew', None, 'AES-128, AES-256: skew 2 left',
                       unskew_col_code(ml, t))
            self.store_pair(ml)
            self.one_piece()
            return self
        t = self.free(m0)[0]
        self.piece('skewtest', '.Lpacked', 'AES-128, AES-256: skew 2', [
            ('ldr', t, 'sp', 'FR_NR', None),
            raw('tst     %s, #2' % t),
            raw('beq     .Lnoskew', 1)])
        self.piece('unskew', None, None, unskew_col_code(m0, t))
        self.piece('pack', '.Lnoskew', 'to the bitsliced form',
                   self.transpose(m0) +
                   [('ldr', a, 'sp', 'FR_LAST', None),
                    ('str', a, 'sp', 'FR_RKP', 'rkp = rk + 32 nr')])
        self.part('first', None, 'round nr: s ^= rk (at rk + 32 nr)',
                  'ark', 0, 'FR_LAST', 0)
        self.part('isb', '.Lisb', 'InvSubBytes', 'isb', 0, 'FR_RKP', 0)
        self.piece('disp', None, 'round 0 next? else s ^= rk and '
                   'InvMixColumns of skew (round & 3)', [
                       ('ldr', a, 'sp', 'FR_RKP', None),
                       ('ldr', b, 'sp', 'FR_RK', None),
                       ('addi', a, a, -32, None),
                       raw('cmp     %s, %s' % (a, b), 1, (a, b)),
                       raw('beq     .Llast', 1)])
        self.piece('disp2', None, None, [
                       ('str', a, 'sp', 'FR_RKP', 'rkp -= 32'),
                       raw('sub     %s, %s, %s' % (c, a, b), 1, (a, b),
                           (c,)),
                       raw('tst     %s, #32' % c, 1, (c,)),
                       raw('bne     .Lpre1', 1)])
        # InvMixColumns = 'arkpre' (k mod 2) + 'mix' k: two pre-steps
        # (0 falls into mix 0, 1 into mix 1), four MixColumns
        for j in (0, 1):
            self.part('pre%d' % j, '.Lpre%d' % j, 's ^= rk, InvMixColumns '
                      'part 1 (skew %d or %d)' % (j, j + 2), 'arkpre', j,
                      'FR_RKP', 0)
            self.piece('sel%d' % j, None, 'skew %d or %d?' % (j, j + 2), [
                ('ldr', a, 'sp', 'FR_RKP', None),
                ('ldr', b, 'sp', 'FR_RK', None),
                raw('sub     %s, %s, %s' % (c, a, b), 1, (a, b), (c,)),
                raw('tst     %s, #64' % c, 1, (c,)),
                raw('bne     .Lmix%d' % (j + 2), 1)])
            self.part('mix%d' % j, '.Lmix%d' % j, 'MixColumns, skew %d' % j,
                      'mix', j, 'FR_RKP', 0)
            self.piece('back%d' % j, None, None, [raw('b       .Lisb', 3)])
        for k in (2, 3):
            self.part('mix%d' % k, '.Lmix%d' % k, 'MixColumns, skew %d' % k,
                      'mix', k, 'FR_RKP', 0)
            self.piece('back%d' % k, None, None, [raw('b       .Lisb', 3)])
        ml = self.step('last', '.Llast', 'round 0: s ^= rk (at rk)',
                       'ark', 0, m0, 'FR_RK', 0)
        self.piece('unpack', None, 'back to columns', self.transpose(ml))
        self.store_pair(ml)
        self.one_piece()
        return self

    def paths(self, nr):
        """The pieces that a pair of blocks runs through, in order."""
        if self.dir == 'encrypt':
            seq = ['pair_ld0', 'pair_ld1', 'pack']
            for r in range(1, nr):
                seq += ['sb', 'disp', 'disp2', 'mix%d' % (r & 3),
                        'back%d' % (r & 3)]
            seq += ['sb', 'disp', 'last', 'unpack'] + \
                (['unskew'] if nr != 12 else [])
            return seq + ['st0', 'st1']
        seq = ['pair_ld0', 'pair_ld1', 'skewtest'] + \
            (['unskew'] if nr != 12 else []) + ['pack', 'first']
        for i in range(nr - 1, 0, -1):
            seq += ['isb', 'disp', 'disp2', 'pre%d' % (i & 1),
                    'sel%d' % (i & 1), 'mix%d' % (i & 3), 'back%d' % (i & 3)]
        return seq + ['isb', 'disp', 'last', 'unpack', 'st0', 'st1']


class V6SmallKernel(V6Kernel):
    """ARMv6-M small kernel: V7SmallKernel's loop on V6Kernel's steps (the
    state in V6_T between the parts); the dispatch is a table of
    addresses (Thumb-1 has no TBH): LDR + BX."""

    def __init__(self, variant, direction):
        V6Kernel.__init__(self, variant, direction)
        self.sym = 'qzi_aes_ct_%s_%s_small' % (direction, variant)

    frame_words = V7SmallKernel.frame_words

    def dispatch(self, first, c, b, labels):
        """c = rkp - rk (first: the instructions that get there) -> jump
        to labels[((rkp - rk) / 32) & 3]."""
        return first + [
            raw('lsrs    %s, %s, #5' % (c, c)),
            raw('lsls    %s, %s, #30' % (c, c)),
            raw('lsrs    %s, %s, #28' % (c, c)),
            raw('adr     %s, .Ltab' % b),
            raw('ldr     %s, [%s, %s]' % (c, b, c), 2),
            raw('bx      %s' % c, 3),
            raw('.p2align 2', 0), raw('.Ltab:', 0)] + \
            [raw('.word   %s + 1' % lab, 0) for lab in labels]

    def build_encrypt6(self):
        T = V6_T
        self.step('pack', '.Lpacked', 'to the bitsliced form',
                  'pack', 0, None, 0, 0)
        a, b, c = self.lo_free(T, 3)
        self.piece('rkp0', None, None, [
            ('ldr', a, 'sp', 'FR_RK', None),
            ('str', a, 'sp', 'FR_RKP', 'rkp = rk')])
        self.step('sb', '.Lround', 'one round: s ^= rk, SubBytes',
                  'sb', 0, T, 'FR_RKP', 0)
        self.piece('disp', None, 'last round? else MixColumns of skew '
                   '(round & 3)', [
                       ('ldr', a, 'sp', 'FR_RKP', None),
                       ('ldr', b, 'sp', 'FR_LIM', None),
                       raw('cmp     %s, %s' % (a, b)),
                       raw('beq     .Llast', 1)])
        self.piece('disp2', None, None, self.dispatch([
            ('ldr', c, 'sp', 'FR_RK', None),
            raw('subs    %s, %s, %s' % (c, a, c)),
            ('addi', a, a, 32, None),
            ('str', a, 'sp', 'FR_RKP', 'rkp += 32')], c, b,
            ['.Lmix1', '.Lmix2', '.Lmix3', '.Lmix0']))
        for k in (1, 2, 3, 0):
            self.step('mix%d' % k, '.Lmix%d' % k, 'MixColumns, skew %d' % k,
                      'mix', k, T, 'FR_RKP', 0)
            self.piece('back%d' % k, None, None, [raw('b       .Lround', 2)])
        mf = self.step('last', '.Llast', 'round nr: s ^= rk (at rkp + 32), '
                       'back to columns', 'arkt', 0, T, 'FR_RKP', 32,
                       free_lo_out=3, to_t=False)
        self.unskew_store6(mf, T)

    def build_decrypt6(self):
        T = V6_T
        self.pack_skewed6()
        self.step('first', '.Lpacked2', 'round nr: s ^= rk (at rk + 32 nr)',
                  'ark', 0, T, 'FR_LAST', 0)
        a, b, c = self.lo_free(T, 3)
        self.piece('rkp0', None, None, [
            ('ldr', a, 'sp', 'FR_LAST', None),
            ('str', a, 'sp', 'FR_RKP', 'rkp = rk + 32 nr')])
        self.step('isb', '.Lisb', 'InvSubBytes', 'isb', 0, T, 'FR_RKP', 0)
        self.piece('disp', None, 'round 0 next? else s ^= rk and '
                   'InvMixColumns of skew (round & 3)', [
                       ('ldr', a, 'sp', 'FR_RKP', None),
                       ('ldr', b, 'sp', 'FR_RK', None),
                       ('addi', a, a, -32, None),
                       raw('cmp     %s, %s' % (a, b)),
                       raw('beq     .Llast', 1)])
        self.piece('disp2', None, None, [
            ('str', a, 'sp', 'FR_RKP', 'rkp -= 32'),
            raw('subs    %s, %s, %s' % (c, a, b)),
            raw('lsls    %s, %s, #26' % (c, c)),
            raw('bmi     .Lpre1', 1)])
        # InvMixColumns = 'arkpre' (k mod 2) + 'mix' k (as V7SmallKernel)
        for j in (0, 1):
            self.step('pre%d' % j, '.Lpre%d' % j, 's ^= rk, InvMixColumns '
                      'part 1 (skew %d or %d)' % (j, j + 2), 'arkpre', j, T,
                      'FR_RKP', 0)
            self.piece('sel%d' % j, None, 'skew %d or %d?' % (j, j + 2), [
                ('ldr', a, 'sp', 'FR_RKP', None),
                ('ldr', b, 'sp', 'FR_RK', None),
                raw('subs    %s, %s, %s' % (c, a, b)),
                raw('lsls    %s, %s, #25' % (c, c)),
                raw('bmi     .Lmix%d' % (j + 2), 1)])
            self.step('mix%d' % j, '.Lmix%d' % j, 'MixColumns, skew %d' % j,
                      'mix', j, T, 'FR_RKP', 0)
            self.piece('back%d' % j, None, None, [raw('b       .Lisb', 2)])
        for k in (2, 3):
            self.step('mix%d' % k, '.Lmix%d' % k, 'MixColumns, skew %d' % k,
                      'mix', k, T, 'FR_RKP', 0)
            self.piece('back%d' % k, None, None, [raw('b       .Lisb', 2)])
        ml = self.step('last', '.Llast', 'round 0: s ^= rk (at rk), back to '
                       'columns', 'arkt', 0, T, 'FR_RK', 0,
                       free_lo_out=3, to_t=False)
        self.store6(ml)
        self.m0 = T

    def paths(self, nr):
        if self.dir == 'encrypt':
            seq = ['pair', 'pack', 'rkp0']
            for r in range(1, nr):
                seq += ['sb', 'disp', 'disp2', 'mix%d' % (r & 3),
                        'back%d' % (r & 3)]
            return seq + ['sb', 'disp', 'last', 'skewtest'] + \
                (['unskew'] if nr != 12 else []) + ['st0', 'st1']
        seq = ['pair', 'skewtest'] + (['packu', 'packu_b'] if nr != 12
                                      else ['pack']) + ['first', 'rkp0']
        for i in range(nr - 1, 0, -1):
            seq += ['isb', 'disp', 'disp2', 'pre%d' % (i & 1),
                    'sel%d' % (i & 1), 'mix%d' % (i & 3), 'back%d' % (i & 3)]
        return seq + ['isb', 'disp', 'last', 'st0', 'st1']


def render_v7_small(kerns):
    """The generated block of an aes_ct_small.S file: both directions."""
    variant = kerns[0].variant
    slots = max(k.slots for k in kerns)
    size = frame_size(FR_SPILL, kerns)
    out = [BEGIN.format(variant + ' --small'),
           '@ Do not edit by hand: change the generator and run it again.',
           '    .syntax unified', '    .thumb', '']
    for name, _ in FRAME_V7:
        out.append('    .equ %-10s %-16s@ %s' % (
            name + ',', FR[name], FRAME_V7_SMALL.get(name, dict(FRAME_V7)[
                name])))
    out.append('    .equ %-10s %-16s@ %d spill slots' % ('FR_SPILL,', FR_SPILL,
                                                     slots))
    out.append('    .equ %-10s %-16s@ 36 + FR_SIZE = %d bytes of stack' %
               ('FR_SIZE,', size, 36 + size))
    for kern in kerns:
        out += render_v7_fn(kern, small=True)
    out.append(END)
    return '\n'.join(out) + '\n'


# ---------------------------------------------------------------------------
# Driver

VARIANTS = ('armv6m', 'armv7em', 'armv8m')


def set_wipe(kerns, v6):
    """The frame size of the file and each kernel's .Ldone wipe."""
    size = frame_size(FR_SPILL_V6 if v6 else FR_SPILL, kerns)
    for kern in kerns:
        kern.frame_size = size
        kern.wipe = wipe_v6(size) if v6 else wipe_v7(size)
    return kerns


def build(variant, small=False):
    rng = random.Random(0x5eed)
    check_model(rng)
    if small:
        if variant == 'armv6m':
            kerns = set_wipe([V6SmallKernel(variant, d).build()
                              for d in ('encrypt', 'decrypt')], True)
            for kern in kerns:
                check_v6(kern, rng)
            return kerns, render_v6(kerns, small=True)
        kerns = set_wipe([V7SmallKernel(variant, d).build()
                          for d in ('encrypt', 'decrypt')], False)
        for kern in kerns:
            check_v7(kern, rng)
        return kerns, render_v7_small(kerns)
    if variant == 'armv6m':
        kerns = set_wipe([V6Kernel(variant, d).build()
                          for d in ('encrypt', 'decrypt')], True)
        for kern in kerns:
            check_v6(kern, rng)
        return kerns, render_v6(kerns)
    kerns = set_wipe([V7Kernel(variant, d).build()
                      for d in ('encrypt', 'decrypt')], False)
    for kern in kerns:
        check_v7(kern, rng)
    return kerns, render_v7(kerns)


def stats_text(kerns):
    """Modelled cycles of one pair (straight-line parts; the branches are
    charged as written in the pieces, taken or not)."""
    lines = []
    for kern in kerns:
        for nr in (10, 12, 14):
            code = []
            for p in kern.paths(nr):
                code += kern.named[p]
            cost = v6_cost if kern.variant == 'armv6m' else v7_cost
            cyc, n = cost(code), len(code)
            m33 = '' if kern.variant == 'armv6m' else \
                ', %d back-to-back uses of a load or shifted-operand ' \
                'result' % m33_hazards(code)
            lines.append('%s %s nr=%d: one pair: %d instructions, %d cycles '
                         '(%s model, branches estimated)%s' % (
                             kern.variant, kern.dir, nr, n, cyc,
                             'Cortex-M0+' if kern.variant == 'armv6m'
                             else 'Cortex-M4', m33))
    return '\n'.join(lines) + '\n'


def main():
    ap = argparse.ArgumentParser(
        description='Generate the ct AES kernels of VARIANT into the '
        'generated block of FILE (see the head of this program).')
    ap.add_argument('variant', choices=VARIANTS)
    ap.add_argument('file', nargs='?',
                    help='the .S file to update; without it, print the block')
    ap.add_argument('--small', action='store_true',
                    help='the small-footprint kernels (one round per loop '
                    'pass; lib/arch/<isa>/aes_ct_small.S)')
    ap.add_argument('--check', action='store_true',
                    help='only compare FILE with what would be written')
    ap.add_argument('--stats', action='store_true',
                    help='print the modelled cost of one pair to stderr')
    ap.add_argument('--search', nargs='?', const='all', metavar='KIND:K,...',
                    help='search better step orders (default: every step '
                    'of the variant) and print the new ORDERS table')
    ap.add_argument('--iters', type=int, default=2000000,
                    help='annealing iterations per round (--search)')
    ap.add_argument('--rounds', type=int, default=4,
                    help='annealing rounds per step (--search)')
    ap.add_argument('--seed', type=int, default=1, help='(--search)')
    args = ap.parse_args()
    if args.search:
        v = 'armv6m' if args.variant == 'armv6m' else 'armv7em'
        kinds = SEARCH_KINDS[v] if args.search == 'all' else \
            [(a, int(b)) for a, b in (x.split(':')
                                      for x in args.search.split(','))]
        search(v, kinds, args.iters, args.rounds, args.seed)
        return 0
    kerns, block = build(args.variant, args.small)
    if args.stats:
        sys.stderr.write(stats_text(kerns))
    if not args.file:
        sys.stdout.write(block)
        return 0
    with open(args.file) as f:
        old = f.read()
    tag = args.variant + (' --small' if args.small else '')
    head, sep, rest = old.partition(BEGIN.format(tag) + '\n')
    if not sep or END + '\n' not in rest:
        sys.exit('%s: no generated block for %s' % (args.file, args.variant))
    new = head + block + rest.partition(END + '\n')[2]
    if args.check:
        if new == old:
            return 0
        sys.stdout.writelines(difflib.unified_diff(
            old.splitlines(True), new.splitlines(True), args.file,
            args.file + ' (generated)'))
        return 1
    if new != old:
        with open(args.file, 'w') as f:
            f.write(new)
    return 0


ORDERS_HEX = {
    ('ark', 0): (
        '001007003006002000005004'),
    ('dec', 0): (
        '00700f00100400000500d00600e00200301000c00901c00b01500a011008017013'
        '01d01401601e01801202501a02401f02802b02602901b01902a02002202d03702c'
        '02102303303003103503603c02e03803402703204103902f04403e04203b05503d'
        '03a04504305303f04704605a04e05704a04005404906105805604804b04c05f05e'
        '06004d05906306205b05006406806706505206904f05c05d06c05106606a06d06b'
        '07106e06f07008e08507207307407507607808207907707e07a08b08a07c07d08f'
        '08309808c08609208008908109609e0a209709c08407b07f08709a0950a60aa091'
        '09b0a40ac08808d0a10ae0930990a909d0900940ad0ab0a30b60a50a80b40b30b0'
        '09f0b10a70a00b20af0b5'),
    ('dec', 1): (
        '00401801900500601c00300101400201500001600701700c01002002101101d01a'
        '00d02201b00e03401e02300f00803202900902d01f02403500a02e00b025026027'
        '01203302b04e05204f05005301304a04b04c05105405502f06803004d02802a069'
        '02c06506603107f06707d04604706a03604807e04906b04207b07c04303e03f06c'
        '04404507803707906d08006203806306403904003a07a05603b05705803c03d041'
        '06e07005c07107305d05e07406f05907505a08905f05b07606006107708c085086'
        '09d08a08307208108408208b08f08708d09b0a208e09609f09509209c09109e0a0'
        '0900a90a70940930a60a80880aa0a10ac0a30ad0b00ab0af09a0980b10970a40a5'
        '0ae0b40b90990b20b80b30b50ba0bb0bd0be0b60b70c00bc0c10bf0c20c50d60c3'
        '0d30cd0d40ca0cb0c40d20e00c60c90d70de0c80ce0c70df0d00e60d90d10ea0e3'
        '0da0ec0ee0e40f40cc0dd0f20d50e90fe0f60e50db0f30f50e10f80d80dc0eb0cf'
        '0f10f90e70e20ef0fa0e80ed0fc0f00f70fd0fb'),
    ('dec', 2): (
        '00700000400600200e00800300f01300b00100501a01401100a00d00901d010017'
        '01801b03200c01902e01c03301503a03601203403503703801603b02a02203c023'
        '02f03904d03d02402b03004e04f02c03102604b02702d04c01e028025048029049'
        '01f02002105004004504a03e03f05904304404604705a05b05604104205c05d06d'
        '05f07205305505205405705105e06b06606f06206c06006507006e061077064058'
        '07907607a07807106306807b07307c07f07d06708006a08107406907507e082084'
        '08808908508a08b08d08308e08608709a0a309008c0910920940a708f09d09509e'
        '0aa0a609b0a20ba0a40960a10980ae0b60930a90b30b009909c0af0b40be0bc0c2'
        '0ad0c40970a50a009f0b20b70a80ab0b90b10ac0b50b80bf0c60c10c70bb0bd0ce'
        '0c30c50cc0c00cd0cb0c90ca0c8'),
    ('dec', 3): (
        '00000800100400301400500200601c00700c00d01501600e00901d01700f020032'
        '01e01002d01f02402100a00b01102501202602201802301301903502802e02901a'
        '02703305202b05302f02a03605403001b03703a03403b04204303103803c03902c'
        '05504403d03e06e05607005703f05804005904505a06f04604704105b071075073'
        '07205c04a05d05e04b07604c06b07404d05f06004804906107704e06c07806204f'
        '07905006d05107f08006307b06506407d07a06806608106906a06708907c08408b'
        '07e08308a08208c08609d08d08f08e0870a209609209b09f09c09109e0a9088090'
        '0a00a70940a60aa0930a80ab0980ac0b00af0850950970a10a30ad0a40a509909a'
        '0b10ae0b40b30b90b20b80b50ba0b60bb0b70bd0be0bc0c00c40d70cd0c10d60ce'
        '0bf0c20c50da0cb0c60d40ca0d20de0e00c80d30df0ee0e40e60c30d10d90ea0e3'
        '0c90c70cc0f20dd0ec0f40d50d00db0e10e90e50f60fe0d80dc0eb0f30f50cf0f1'
        '0e20e70f00fb0ef0f90e80f70ed0fa0fc0f80fd'),
    ('decf', 0): (
        '00500600300700401001300200c00101400000a00901100d01c02400b00e008015'
        '02201902302501d02602701701202e01602901801f01b03001a02d02f00f031032'
        '03303602103702802a03401e03802b02c03503b02003903f04003c041042044043'
        '04503a03d04604705a03e04804b04905404a05505705e04c05d05b05207105304e'
        '06105105904d05c05005606906406505f07006306b06706f07507907d07206206c'
        '07c06808006e07404f06d07607706607e07808105806008306a07307a07f07b084'
        '082085'),
    ('enc', 0): (
        '00500400700600100200000300800c00900f01300d01500e01402201101f00b025'
        '02301200a01601702001802902101a02a02b02e01c02c01d02d02402f03201b026'
        '03001903303401002701e02803103703c03503803b03603d03e04004103904303f'
        '03a04404504d05004804204904604e05304705905c04a05205106306505b04b064'
        '06a05a05405706606105d05806806206c06b05f04f06706906d07307407005504c'
        '06005606e07106f05e07607c07507907208208307707a07b08007808507d081084'
        '09207e08609308a09408b07f08d09508e08c09008808f091089087'),
    ('enc', 1): (
        '00100600700300500000c00400d00200900e00b02200801100f013015014025016'
        '01f01200a02302001701801c02902101a02a02b02402e03201e02601003001d02c'
        '02d01b02f03403301902702803703103503c03b03803d03e04004104303f036039'
        '03a04404205904504605305004804904705c04e04a05105206305705b06505805a'
        '04d05d06606a04b06405405f04f06106205606906706d06806c06b074073055060'
        '06f07006e04c07107507b07207c09707607705e07807f08008709807d08307e081'
        '07a08409b09c08809d0820990850b50890b807908609a08a0a40b60b30b40a50ba'
        '09e0a609f0a00b708b0a10a20bb0a30b90bc08c08f0930b00b108d09408e0bd0a7'
        '0a80b20900950910be0960c40ad0c50920ae0c00c20aa0ab0af0a90ac0bf0c10c3'),
    ('enc', 2): (
        '00200500400100800600700c00b00000300900f01300d01401f011012016015020'
        '00e02201702302500a01002101802901901c02701e02402c02602d02801a03102f'
        '03502a02b02e03003201d01b03303403703803b03c03d03e03f040036041039043'
        '04203a04704404504604805704e05c05a05304a05205b05104906505405d06604b'
        '06a06306405504d04c05605e06004f05806906d06e06106f07207105006205f059'
        '06706806b06c07007407707b07507307f07c07607d07809708309807a08b084080'
        '07908708509908109a08608808908208a0a007e09d0a209b0a108c08f09c08d0a3'
        '09009e0910a40930a509409f0950920a609608e0a80ac0aa0ad0a90a70ab'),
    ('enc', 3): (
        '00000500600200300400100700900800f00b01301401f00c00d011015017016012'
        '02002500e01002200a01802102301901c02702401a02802602a02901e02b02e030'
        '01d03203402c02d03703102f01b03503303b03c03d03e03804004103604303903f'
        '04203a04404504805704704605104e04905a04a05206505305c06304b06406a05b'
        '05505d05405905006005606605e05805f04d06106204f06806906706d06b06e074'
        '07206c06f04c07007807107307b07609707c08307d07507e07f09807a080081077'
        '09908208709a0880b509e08409f0b30890b60850a00b80860b709b09c07909d0a1'
        '0ba08a0930b40940a20a40a308b0bb08c08d0b90a50950a60bc0b008e0bd0960be'
        '08f0b10a70900910c40a80b20920a90c50c00ad0c20bf0ae0af0aa0c30ab0ac0c1'),
    ('encl', 0): (
        '00000600200500c00100700b00300400900800d00f01301401601501101f012020'
        '00e02502202101000a01802301701902701a01c02a02902b02e032024026030028'
        '02c02d02f01b01e03101d03403703503303b03c03d03803e04003f036041042039'
        '04303a04704404504604805305705c04a05b04e05105204905a04d06504f06a066'
        '05d06305804b06405006106205f05906906706d06806b07405405506c06006e056'
        '07307004c05e06f07107507607807b07a07907f08108007707208207d07c07e'),
}
ORDERS6_HEX = {
    ('arkt', 0): (
        '00000200e00800300100f00901000a01101200b00c00d00501300700600401401a'
        '01501b01601c01703201d03301801e01903403501f02c02d02e036020037030031'
        '02102202f02402503802303903a03b03c04403d02604502702804602904702a04a'
        '02b03e03f04804004904b04c04104204e04d04f043'),
    ('dec', 0): (
        '00200400c00d01f01001100600000101401502000302400700500a00b019016017'
        '01d01a00e01e01801200f01302102202500802300901b02c01c02a02d02b040034'
        '03e04203504104302e02f03004404503104803204604704904a03304f04e04c04b'
        '02604d05605002802703603703803905703a02905a03b05903c03d03f05306b05e'
        '05505c05206505b05405106806105d06d05f06006307706407607907a07806206c'
        '06e07b07f06607205806f07007107307d06706a08107407507e07c069080084082'
        '08908808a08b08508d08308c08e08f0900860870910960a109209a0980a20ae0b6'
        '09d0af0a30a60940950a409b0b40b00be0a70c20990ba09309e0aa0a90b30ce097'
        '0a509c0ad09f0b20a00ab0b90c60b10a80b50ac0c30c80bc0bd0c10cc0c50c40b8'
        '0bb0c90c00bf0b70ca0cd0c70cb'),
    ('dec', 1): (
        '00000800400100200602000902100e02c00f00a02201000b02d01102e00c02f012'
        '01302300d03002402500303103d04403e03800500701402606a06b03203301a015'
        '03401602701b01c02801d01e01f03502901703602a02b01803701903b03f045040'
        '04203904307003c03a04604104c04705207104d07204807305304e054074075049'
        '04a05504b04f09605005109905605709209d07a09309a07b07c07d07e09407f058'
        '09505908006408105e05f06505a05b05c0a005d0600610a10620630a40a5066082'
        '06c0670830680840850690a80a20a308608708808908a0a608b08c08d0a90aa06d'
        '06e0a70b60ab06f07607708e07808f0790900910ae0af09b0b00b90ac0970ad0b7'
        '09e09f0b30980ba09c0cb0b50b40be0bc0b20bd0bb0c50c00c80d70c10b10c40cd'
        '0bf0d60d80d90da0c30c20cc0ce0c60db0df0cf0d00b80d20d10dc0d30dd0c70e0'
        '0ca0e10d40d50de0c90e40e20e80e30e50e90ea0e60eb0e70ed0ee0f00ec0fd0f1'
        '0f20ef0f41060f50fa1040fb1071100fe10a10210311a10e0f61140f811e122116'
        '1010f90f310911310f0fc11c1240f710510010b10d1191261110ff11210810c121'
        '11511d12012c12511811b12d12912b12312811712e11f12712a'),
    ('dec', 2): (
        '00000800900100201b00c00401000d01100301f00601402401500700a00b020019'
        '01d01e01800e00f00501201601301702202503802302101c04401a03e03903f040'
        '04504104604703a04804903b04204306803c06903d06a02c02d064062026032050'
        '06604a03302704b05102e02804c03405205302f03502904d04e03003605403102a'
        '06b04f05506e06c06d02b05905705605803706f07006005e05d05f05b061063065'
        '05a06707305c07707608b07407907a07e07107507207b08507c08d08808008107d'
        '09708408309609909808209a08c08e09b09f07f09207808608f09009109c0a0093'
        '09d08908a0a108709409509e0a20a40a90a80a50aa0ab0ad0ae0c30a30ac0af0b0'
        '0a60b60a70b10bd0ba0b20c20ce0c10b40b80d60cf0b90c50bc0cd0c60b50bb0b3'
        '0c00d70c90b70bf0d00d20c70be0ca0c80d80da0cc0c40d40d90cb0de0d10e60db'
        '0d50e20dd0e50e90d30df0e30e80ee0e00dc0e40e10e70ec0ed0ea0eb'),
    ('dec', 3): (
        '00000800400100200602000902100e02c00f00a02201000b02d01102e00c02f012'
        '01302300d03002402500303103d04403e03800500701402606a06b03203301a015'
        '03401602701b01c02801d01e01f03502901703602a02b01803701903b03f045040'
        '04203904307003c03a04604104c04705207104d07204807305304e054074075049'
        '04a05504b04f09605005109905605709209d07a09309a07b07c07d07e09407f058'
        '09505908006408105e05f06505a05b05c0a005d0600610a10620630a40a5066082'
        '06c0670830680840850690a80a20a308608708808908a0a608b08c08d0a90aa06d'
        '06e0a70b60ab06f07607708e07808f0790900910ae0af09b0b00b90ac0970ad0b7'
        '09e09f0b30980ba09c0cb0b50b40be0bc0b20bd0bb0c50c00c80d70c10b10c40cd'
        '0bf0d60d80d90da0c30c20cc0ce0c60db0df0cf0d00b80d20d10dc0d30dd0c70e0'
        '0ca0e10d40d50de0c90e40e20e80e30e50e90ea0e60eb0e70ed0ee0f00ec0fd0f1'
        '0f20ef0f41060f50fa1040fb1071100fe10a10210311a10e0f61140f811e122116'
        '1010f90f310911310f0fc11c1240f710510010b10d1191261110ff11210810c121'
        '11511d12012c12511811b12d12912b12312811712e11f12712a'),
    ('decf', 0): (
        '00000700600500400200100300e00a01002201100d00c01501300901c00b008012'
        '01401f01702401802e01b01a02d02f03001903102302503203601600f01d026027'
        '02902802a03403303701e02b02c03502003902103803f03b04003c04104205a03a'
        '04304404504604705103d03e05d05905404804904d06504f06d06605805004a060'
        '06a04b07305705e04e05506104c07108505b05c05305205606406905f070063062'
        '06807706f07208407807607406c08306e06706b07507907c08007b07e08107a082'
        '07d07f'),
    ('enc', 0): (
        '00600000500700400100200800300c00a00900b00f01301500d01400e01102501f'
        '02201001601201702002302101801a02a02902b02e01c03202c02d01902702f024'
        '02803102603001d01b03301e03603503403703b03c03d03803e03903a040041043'
        '03f04404504205505604c04705e04d04905406004605c05304a05b06605a05d052'
        '04b05106306504f05804804e06406a05905705006106806c06b05f07406706906d'
        '07306e07006f07806207207507107a07607907b07c07708908c08a08b08d07d07e'
        '08e08f09009107f0920800930940810830950820960970980990a409a087084088'
        '0a30a10a50850860a009e09d0a209b09c09f'),
    ('enc', 1): (
        '00200600000400500800100700300c00b00900f00a01301501401800d019011012'
        '01701a02902c01c02a02d02b01000e02502702402602801e03001d03401f031035'
        '01602202302f02002102e01b03203703b03303803603c03d03e03f040041056042'
        '04304d04c03905503a04905e04404504605c04705406005304a05206305106505a'
        '05b05006604b05904805d04e06a06405704f05806106805f06c06b06706907406e'
        '06d07006207306f07507207107707a0760790a509909a09b0a609c09d09f0a70a0'
        '0a80a10a20a30a40a90c30c407b0780930aa0810e308d09408709508208e096088'
        '07c07d07e08f08908308a09707f09008b08408508c0860910d20800ce0cb0ab0ac'
        '0ad0ae0cc0cd0af0b00b10b20920b70b80b90d50ba0d70d00d60d80cf0d10d9098'
        '0b30da0c70b40c80b50bb0bc0b60c90ca0bd0be0db0dc0e40d30dd09e0d40bf0c0'
        '0c10e50c20de0e00c50c60df0e10e2'),
    ('enc', 2): (
        '00400700200600100000500800300c00a00b00900f01300d01501400e010011025'
        '01801201c02202401701902702802602901a02a02c02d02b03101f02303002f016'
        '02002102e01d03401e01b03303203603503703803b03c03d03e04004103f04204c'
        '05604d04303903a04405505e04904505404704606004b05c05805005f06205304a'
        '05b06605205a05d06304f05106504805905704e06406106806c06b06a067069074'
        '06d07006f07306e07807107507607907207708d09f08e0a00a10a20a307a09909a'
        '08f0a509b0a60a709c0a807b07c0a907d0870930aa08808109407e089082095083'
        '07f0800ab0ac0ad08a08b08c0840850ae0860b00af0b10960b20b30b4090091097'
        '0980920b90b509d09e0ba0bd0b60b70b80bb0be0bc0c00bf0a40c10c40c20c30c5'),
    ('enc', 3): (
        '00200600000400500800100700300c00b00900f00a01301501401800d019011012'
        '01701a02902c01c02a02d02b01000e02502702402602801e03001d03401f031035'
        '01602202302f02002102e01b03203703b03303803603c03d03e03f040041056042'
        '04304d04c03905503a04905e04404504605c04705406005304a05206305106505a'
        '05b05006604b05904805d04e06a06405704f05806106805f06c06b06706907406e'
        '06d07006207306f07507207107707a0760790a509909a09b0a609c09d09f0a70a0'
        '0a80a10a20a30a40a90c30c407b0780930aa0810e308d09408709508208e096088'
        '07c07d07e08f08908308a09707f09008b08408508c0860910d20800ce0cb0ab0ac'
        '0ad0ae0cc0cd0af0b00b10b20920b70b80b90d50ba0d70d00d60d80cf0d10d9098'
        '0b30da0c70b40c80b50bb0bc0b60c90ca0bd0be0db0dc0e40d30dd09e0d40bf0c0'
        '0c10e50c20de0e00c50c60df0e10e2'),
    ('enclt', 0): (
        '00700100600900000500400200b00c00300800f01300a01501401801700d011010'
        '00e02901c02501902702c01e01a02a02b02402802602d01d03002203103503401f'
        '02301602f01b03301202002103b02e03203703c03d03803e04004103f042036056'
        '05504303905e03a04404904505406004c04d04605c04705304a05b06605204b063'
        '05105a05d05906505004804e06406a05706206106806c05806b05f04f06706906d'
        '07007406e07306f07b07807d07507a07107207707e07608007908107c08207f08f'
        '09009109209309509609709409808908308409908a08508609a0a70a808b08c0a1'
        '0870a90aa0a208d08e0ab0ac0ad0880ae0a309b0af09c09d09f0a009e0b30b40b5'
        '0b60a40b70b80bf0c00c10c20b00b10a50a60b20c30c50c60c40b90ba0c70c80bb'
        '0c90bd0be0bc0ca'),
    ('pack', 0): (
        '00600701200800c00a00b00900001300d01400100200e01600f015017003010011'
        '00400502a02b02c02d02402502e02602702802f01e01f029020021022018023019'
        '01a01b01c03601d03703803903003a03103b03203c03d03303403e03f040041035'
        '042043044045046047'),
    ('packu', 0): (
        '00000400500600100300700c00800900d00f00e00b00a002022023024025026027'
        '01601701801001901101a01201b01401501301c01d01e02e01f02f030031032020'
        '03302802102902a02b02c03402d03503603803704c03904d04e04f05003a05103b'
        '04003c04103d05204203e05305404304404503f05605504604704804a05704b049'),
}

ORDERS.update(orders_from_hex(ORDERS_HEX))
ORDERS6.update(orders_from_hex(ORDERS6_HEX))

if __name__ == '__main__':
    sys.exit(main())

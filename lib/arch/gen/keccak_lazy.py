#!/usr/bin/env python3
"""Generator of the Keccak-p[1600] Thumb-2 kernels of qzcrypt.

WHAT IT GENERATES
  The code of
    lib/arch/armv7em/keccakp1600.S   qzi_keccakp1600_armv7em (Cortex-M4)
    lib/arch/armv8m/keccakp1600.S    qzi_keccakp1600_armv8m  (Cortex-M33)
  Each of these files is a hand-written header comment (contract, design,
  measured figures) followed by a block that starts and ends with the lines
    @ ---- BEGIN GENERATED CODE: lib/arch/gen/keccak_lazy.py <variant> ----
    @ ---- END GENERATED CODE ----
  This program rewrites that block only (register alias, frame layout,
  prologue, the 4-round loop body, epilogue with the frame wipe). Edit
  the header by hand and the code through this program, never the block
  by hand.

COMMANDS (from the top of the source tree; python3, standard library only)
    python3 lib/arch/gen/keccak_lazy.py armv7em lib/arch/armv7em/keccakp1600.S
    python3 lib/arch/gen/keccak_lazy.py armv8m lib/arch/armv8m/keccakp1600.S
  rewrite the block in place (the file is left alone if nothing changes).
  --check only compares: exit status 1 and a diff if the file differs.
  --stats prints, for one loop pass, the instruction count, the cycles on
  the Cortex-M4 timing model of build-aux/qz-trace-cycles, the runs of
  loads and the number of back-to-back uses of a load or shifted-operand
  result. Without a file argument the block goes to stdout.
  Before anything is written, the generated loop body is run on a small
  instruction simulator and compared with a Keccak-f[1600] written here
  from FIPS 202 (random states, 24 and 12 rounds, loop test included); on
  a mismatch the program stops.

HOW
  State: 25 lanes in bit-interleaved form (lib/internal/keccak_kernel.h),
  so that a 64-bit rotation is two 32-bit ones. A loop pass is 4 fully
  unrolled rounds. Per round:
    theta  C[x] = XOR of column x (50 loads, XORed pairwise into 10 words),
           D[x] = C[x-1] ^ rol(C[x+1], 1): 6 or 7 of the 10 D words stay
           in registers until their last use, the others (frame_d) are
           stored in the stack frame;
    rho, pi, chi one "row half" at a time: the even or the odd words of
           one output row y: 5 loads, 5 XORs with D, chi, 5 stores.
  1. In-place lane layout. pi moves lane (x, y) to (y, 2x + 3y). In round
     t of a pass, lane (x, y) is kept in the two words of lane M^t (x, y),
     M = [[3, 0], [3, 2]] over Z/5 (function M). Then each row half of chi
     writes its 5 results exactly into the words its inputs came from (no
     copy of the state is needed), and as M^4 = I, after 4 rounds every
     lane is in its own words again. Odd rho amounts swap the even and odd
     words of a lane meanwhile. Kernel.mem tracks where each logical word
     is, and the comments of the code name it (A[x,y].e/.o = even/odd bits
     of lane x + 5y) at each load and chi result.
  2. Lazy rotations (after Becker and Kannwischer). No rotation is ever
     executed. Each word in memory or in a register carries an offset o
     known at generation time (Kernel.off): its true value is rol(word, o).
     Two words are combined through the barrel shifter of the second
     operand,
         eor rd, rn, rm, ror #(o(rn) - o(rm))     result offset o(rn),
     so rho only adds to offsets and the rol(C, 1) of theta is an offset
     of 1. Which operand goes unshifted is free at each XOR and BIC; the
     table CHOICES (from a simulated-annealing search over those choices)
     brings all 50 offsets back to 0 after round 4, so the state leaves
     every pass in canonical form and no fix-up code exists (asserted in
     Kernel.body). Comments show the mathematical step
     (B[j,y].e = rol(A ^ D, r)); the ror amounts of the code differ because
     they carry the offsets.
  3. Cost and scheduling. On the Cortex-M4 model every instruction here
     costs 1 cycle except a load that does not follow a load (2): loads
     should come in long runs. The Cortex-M33 (r1p0 measurements) has a
     2-cycle result latency for loads and for instructions with a shifted
     register operand, which the model does not charge. The whole 4-round
     body goes through schedule(), which keeps each run of loads whole
     (the M4-model cost cannot grow) and avoids reading a load or
     shifted-operand result in the very next instruction.

  VARIANTS (table VARIANTS)
  armv7em  7 D words in registers, D[0].e, D[0].o, D[1].e in the frame;
           chi with one scratch register; parity words loaded column by
           column; iota of rounds 1-3 applied to lane (0, 0) in the first
           run of loads of the next round, iota of round 4 and the loop
           test (rcp against a stored end pointer) after the last row
           half. Scheduled with input-order priority.
  armv8m   6 D words in registers, D[0] and D[1] (both halves) in the
           frame, so every row half takes exactly two frame words, loaded
           into its two chi scratch registers: chi makes two outputs at a
           time and no BIC result is read by the next instruction. Parity
           words in the order parity_order, with D words made between the
           runs of loads as soon as that frees registers: 6 runs of loads
           per round instead of 8. iota in the chi of the last two row
           halves (row 0): the A[0,0] result of the first stays in a
           register, and the last loads both round-constant words into
           registers of dead D words. Loop test on a bit of a round
           constant (LOOP_TEST_BIT), no end pointer. Scheduled by critical
           path: no back-to-back use of a load or shifted-operand result
           in the loop body.
"""
import argparse
import difflib
import random
import sys

# ---------------------------------------------------------------------------
# Keccak

# rho rotation amount of lane x + 5 y
RHO = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15,
       21, 8, 18, 2, 61, 56, 14]
WORDS = [(x, h) for x in range(5) for h in (0, 1)]      # C[x], D[x] halves
ROWHALVES = [(y, h) for y in range(5) for h in (0, 1)]  # output row halves
EO = 'eo'


def M(x, y):
    """The in-place layout map (see HOW 1): M^2 = -I, M^4 = I."""
    return (3 * x) % 5, (3 * x + 2 * y) % 5


def round_constants():
    """The 24 round constants of Keccak-f[1600] (FIPS 202 algorithms 5-6)."""
    def rc_bit(t):
        r = 1
        for _ in range(t % 255):
            r <<= 1
            if r & 0x100:
                r ^= 0x171
        return r & 1
    return [sum(rc_bit(j + 7 * ir) << ((1 << j) - 1) for j in range(7))
            for ir in range(24)]


def interleave(lane):
    """64-bit lane -> (even bits, odd bits), two 32-bit words."""
    e = o = 0
    for j in range(32):
        e |= ((lane >> (2 * j)) & 1) << j
        o |= ((lane >> (2 * j + 1)) & 1) << j
    return e, o


RC = [interleave(rc) for rc in round_constants()]    # = qzi_keccak_rc

# The armv8m loop test: bit 7 of the odd word of the constant of round 3
# of a pass is clear only in the last pass (round 22 of 0..23).
LOOP_TEST_BIT = 0x80
assert [bool(RC[4 * p + 2][1] & LOOP_TEST_BIT) for p in range(6)] == \
    [True] * 5 + [False]

# ---------------------------------------------------------------------------
# Lazy-rotation operand choices (HOW 2), one line per round of a pass:
#   C  per C[x].h (order WORDS): the row y of the lane word whose offset the
#      parity keeps (that word is never the shifted operand);
#   D  per D[x].h: 0 = C[x-1] unshifted, 1 = C[x+1] unshifted;
#   B  per row half (y, h) (order ROWHALVES) and j = 0..4: 0 = the lane
#      word unshifted in B[j,y] = A ^ D, 1 = D unshifted;
#   O  likewise for chi: 0 = B[j] unshifted, 1 = ~B[j+1] & B[j+2] unshifted.
CHOICES = [
    ('4432434400', '1111010010',
     '00100010110010100101011100001010100000111011001011',
     '01000010111010011011101100101100100011101010111101'),
    ('3342230133', '0011111111',
     '01001000111100000111010101101011100111000111010111',
     '00001001100010010111001001110101010110011001111000'),
    ('1310110034', '1010010011',
     '00010001011001011111010110101000101011001101010111',
     '00111001100000100100101011011110000110110101001111'),
    ('0004002302', '0101100001',
     '00000000000000110001110001000000000110111010010001',
     '00110011001100010011111100111000011000110011000111'),
]


def choice_tables():
    rj = [(y, h, j) for y, h in ROWHALVES for j in range(5)]
    return [dict(C=dict(zip(WORDS, map(int, c))),
                 D=dict(zip(WORDS, map(int, d))),
                 B=dict(zip(rj, map(int, b))),
                 O=dict(zip(rj, map(int, o)))) for c, d, b, o in CHOICES]


def d_sources(d):
    """D[x].e = C[x-1].e ^ rol(C[x+1].o, 1); D[x].o = C[x-1].o ^ C[x+1].e:
    the two C words and the rotation of the second."""
    x, h = d
    if h == 0:
        return ((x - 1) % 5, 0), ((x + 1) % 5, 1), 1
    return ((x - 1) % 5, 1), ((x + 1) % 5, 0), 0


def row_half(y, h):
    """Inputs of output row y, half h (0 = even words, 1 = odd words):
    B[j, y] = rol(A[x, j] ^ D[x], rho) with (j, y) = pi(x, j), for
    j = 0..4. In interleaved form an odd rho takes the other half of the
    lane (sh) and rotates it by (rho + 1) / 2 or (rho - 1) / 2."""
    out = []
    for j in range(5):
        x = (3 * (y - 3 * j)) % 5
        r = RHO[x + 5 * j]
        sh = h ^ (r & 1)
        rol = (r + 1) // 2 if r % 2 and h == 0 else r // 2
        out.append(dict(lane=x + 5 * j, sh=sh, rol=rol, d=(x, sh)))
    return out


def lane_name(lane, h):
    return f'A[{lane % 5},{lane // 5}].{EO[h]}'


def d_name(d):
    return f'D[{d[0]}].{EO[d[1]]}'


# ---------------------------------------------------------------------------
# The two kernels

REGS = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10',
        'r11', 'r12', 'lr']              # r0 is STATE throughout
STATE = 'r0'

# frame_d         D words kept in the stack frame (the others in registers)
# row_order       order of the row halves (y, h) in chi
# two_scratch     chi with two scratch registers (else one)
# parity_order    order of the C words whose 5 lane words are loaded, with
#                 D words made between runs of loads (None: column by
#                 column, even/odd alternating, all D words at the end)
# leftover_first  in the pairwise parity XORs, a sum left over at one
#                 level is XORed first at the next (else last)
# iota_in_chi     iota in the chi of row 0 and the loop test on a round
#                 constant (else iota in the parity loads of the next
#                 round, after round 4 with the loop test on an end pointer)
# critical_path   scheduling priority: longest path (else input order)
VARIANTS = {
    'armv7em': dict(
        frame_d=[(0, 0), (0, 1), (1, 0)],
        # first: a frame D word straight from the D step; last: a dead D
        # register for its second frame D word
        row_order=[(2, 1), (2, 0), (1, 0), (1, 1), (3, 0), (3, 1), (4, 0),
                   (4, 1), (0, 1), (0, 0)],
        two_scratch=False,
        parity_order=None,            # column by column, .e/.o alternating
        leftover_first=False,
        iota_in_chi=False,
        critical_path=False),
    'armv8m': dict(
        frame_d=[(0, 0), (0, 1), (1, 0), (1, 1)],
        # first: takes D[0].o and D[1].o straight from the D step;
        # last: row 0, for iota
        row_order=[(1, 0), (1, 1), (2, 0), (2, 1), (3, 0), (3, 1), (4, 0),
                   (4, 1), (0, 1), (0, 0)],
        two_scratch=True,
        # C[0].e C[1].o C[2].o C[4].e first: D[1].e and D[0].e go to the
        # frame at once. Of the 10! orders, 17,280 give 6 runs of loads
        # (13, 10, 9, 7, 6, 5 words); this one also leaves no back-to-back
        # use of a slow result once scheduled.
        parity_order=[(0, 0), (1, 1), (2, 1), (4, 0), (2, 0), (0, 1),
                      (1, 0), (3, 1), (4, 1), (3, 0)],
        leftover_first=True,
        iota_in_chi=True,
        critical_path=True),
}


# ---------------------------------------------------------------------------
# Instructions

class Insn:
    """One instruction, or a comment line (op None). ldr/str: base, off
    (int or frame symbol); ALU: dst, src[0], src[1], ror amount of src[1];
    add/tst: imm."""

    def __init__(self, op, dst=None, src=(), base=None, off=None, ror=0,
                 imm=None, note=''):
        self.op, self.dst, self.src = op, dst, list(src)
        self.base, self.off, self.ror, self.imm = base, off, ror % 32, imm
        self.note = note

    def asm(self):
        op = f'{self.op:<7}'
        if self.op in ('ldr', 'str'):
            base = 'STATE' if self.base == STATE else self.base
            reg = self.dst if self.op == 'ldr' else self.src[0]
            return f'{op} {reg}, [{base}, #{self.off}]'
        if self.op == 'add':
            return f'{op} {self.dst}, {self.src[0]}, #{self.imm}'
        if self.op == 'tst':
            return f'{op} {self.src[0]}, #0x{self.imm:x}'
        if self.op == 'cmp':
            return f'{op} {self.src[0]}, {self.src[1]}'
        rot = f', ror #{self.ror}' if self.ror else ''
        return f'{op} {self.dst}, {self.src[0]}, {self.src[1]}{rot}'

    def memkey(self):
        """The memory word a ldr/str touches, for the scheduler."""
        if self.op not in ('ldr', 'str'):
            return None
        area = {STATE: 'state', 'sp': 'frame'}.get(self.base, 'rc')
        return area, self.off

    def slow_result(self):
        """Result latency 2 on the Cortex-M33: loads, shifted operands."""
        return self.dst is not None and (self.op == 'ldr' or self.ror != 0)


def note(text):
    return Insn(None, note=text)


def ldr(rd, base, off, note=''):
    return Insn('ldr', rd, [base], base=base, off=off, note=note)


def st(rs, base, off, note=''):
    return Insn('str', None, [rs, base], base=base, off=off, note=note)


def alu(op, rd, rn, rm, ror=0, note=''):
    return Insn(op, rd, [rn, rm], ror=ror, note=note)


# ---------------------------------------------------------------------------
# Code generation

class Kernel:
    def __init__(self, variant):
        self.v = v = VARIANTS[variant]
        self.frame_d, self.order = v['frame_d'], v['row_order']
        self.ch = choice_tables()
        # frame D words of the first row half that stay in registers
        first = [L['d'] for L in row_half(*self.order[0])
                 if L['d'] in self.frame_d]
        self.retain = first if v['two_scratch'] else first[:1]
        self.code = []
        # mem[(lane, h)] = index of the word holding half h of the lane;
        # off[(lane, h)] = its offset (HOW 1, 2)
        self.mem = {(l, h): 2 * l + h for l in range(25) for h in (0, 1)}
        self.off = {(l, h): 0 for l in range(25) for h in (0, 1)}

    def e(self, insn):
        self.code.append(insn)

    def frame(self, d):
        return f'FR_D+{4 * self.frame_d.index(d)}'

    def frame_layout(self):
        n = 4 * len(self.frame_d)
        fr = {'FR_D': 0, 'FR_RCP': n}
        if not self.v['iota_in_chi']:
            fr['FR_END'] = n + 4
        return fr

    def body(self):
        """The 4 rounds of one loop pass, in program order."""
        for k in range(4):
            self.parity(k)
            self.theta_d(k)
            self.chi(k)
        assert all(self.mem[w] == 2 * w[0] + w[1] for w in self.mem)
        assert all(o == 0 for o in self.off.values()), 'CHOICES'
        if not self.v['iota_in_chi']:
            self.loop_end_v7()
        return self.code

    # -- theta: parities ---------------------------------------------------
    def parity(self, k):
        """C[x] of round k + 1 into registers: runs of loads into all free
        registers, each followed by pairwise XORs (level by level) of the
        words of the same C word. armv8m: D words between the runs
        (early_d). armv7em, k > 0: iota of the previous round on lane
        (0, 0), in the first run."""
        choice = self.ch[k]['C']
        free = list(REGS)
        live = {}              # C word -> partial sums [reg, offset, chosen]
        if self.v['parity_order'] is None:
            loads = [((x, h), (x + 5 * y, h))
                     for x in range(5) for y in range(5) for h in (0, 1)]
        else:
            loads = [(c, (c[0] + 5 * y, c[1]))
                     for c in self.v['parity_order'] for y in range(5)]
        loaded = {c: 0 for c in WORDS}
        self.C, self.Coff, self.D, self.Doff = {}, {}, {}, {}
        self.uses = {c: 2 for c in WORDS}      # D words still to make
        self.e(note(f'theta, round {k + 1} of 4: column parities C[x]'))

        def load(c, lw, r):
            self.e(ldr(r, STATE, 4 * self.mem[lw], lane_name(*lw)))
            live.setdefault(c, []).append(
                [r, self.off[lw], lw[0] // 5 == choice[c]])
            loaded[c] += 1
        iota = k > 0 and not self.v['iota_in_chi']
        while loads:
            if iota:
                # rcp, lane (0, 0), more words, RC; iota, store lane (0, 0)
                rcp = free.pop(0)
                self.e(ldr(rcp, 'sp', 'FR_RCP', 'rcp'))
                a = {}
                for h in (0, 1):
                    loads.remove(((0, h), (0, h)))
                    a[h] = free.pop(0)
                    load((0, h), (0, h), a[h])
                rc = [free.pop(0), free.pop(0)]
                n = len(free)
                for c, lw in loads[:n]:
                    load(c, lw, free.pop(0))
                del loads[:n]
                for h in (0, 1):
                    self.e(ldr(rc[h], rcp, 8 * (k - 1) + 4 * h,
                               f'RC[round {k}].{EO[h]}'))
                free.append(rcp)
                for h in (0, 1):
                    self.e(alu('eor', a[h], a[h], rc[h], self.off[(0, h)],
                               note=f'iota of round {k}'))
                    self.e(st(a[h], STATE, 4 * self.mem[(0, h)]))
                    free.append(rc[h])
                iota = False
            else:
                n = len(free)
                for c, lw in loads[:n]:
                    load(c, lw, free.pop(0))
                del loads[:n]
            # The result of each XOR keeps the offset of its unshifted
            # operand; a word chosen by CHOICES is never the shifted one.
            while any(len(p) >= 2 for p in live.values()):
                for c in list(live):
                    ps, nxt = live[c], []
                    while len(ps) >= 2:
                        p0, p1 = ps.pop(0), ps.pop(0)
                        if p1[2] and not p0[2]:
                            self.e(alu('eor', p0[0], p1[0], p0[0],
                                       p1[1] - p0[1]))
                            p0[1], p0[2] = p1[1], True
                        else:
                            self.e(alu('eor', p0[0], p0[0], p1[0],
                                       p0[1] - p1[1]))
                        free.append(p1[0])
                        nxt.append(p0)
                    # leftover_first: ((w0 ^ w1) ^ w4) ^ (w2 ^ w3), a
                    # shorter chain at the end of a run
                    live[c] = ps + nxt if self.v['leftover_first'] \
                        else nxt + ps
            for c in live:
                if loaded[c] == 5 and c not in self.C:
                    assert live[c][0][2]
                    self.C[c], self.Coff[c] = live[c][0][0], live[c][0][1]
            if self.v['parity_order'] is not None and loads:
                self.early_d(k, free)
        self.free = free

    # -- theta: D ------------------------------------------------------------
    def make_d(self, k, d, free):
        """Emit D word d into a free register, or into that of a C word at
        its last use if none is free; return the register."""
        a, b, r1 = d_sources(d)
        C = self.C
        self.uses[a] -= 1
        self.uses[b] -= 1
        dead = [c for c in (a, b) if self.uses[c] == 0]
        if free:
            rd = free.pop(0)
        else:
            rd, dead = C[dead[0]], dead[1:]
        oa, ob = self.Coff[a], (self.Coff[b] + r1) % 32
        if self.ch[k]['D'][d] == 0:
            self.e(alu('eor', rd, C[a], C[b], oa - ob, note=d_name(d)))
            self.Doff[d] = oa
        else:
            self.e(alu('eor', rd, C[b], C[a], ob - oa, note=d_name(d)))
            self.Doff[d] = ob
        free += [C[c] for c in dead if C[c] != rd]
        self.D[d] = rd
        return rd

    def early_d(self, k, free):
        """armv8m, between runs of parity loads: make each D word whose C
        words are complete if it goes to the frame (and is not kept for
        the first row half) or if that is the last use of one of its C
        words: either way it takes no register from the next run."""
        progress = True
        while progress:
            progress = False
            for d in WORDS:
                a, b, _ = d_sources(d)
                if d in self.D or a not in self.C or b not in self.C:
                    continue
                to_frame = d in self.frame_d and d not in self.retain
                last_use = self.uses[a] == 1 or self.uses[b] == 1
                if not last_use and (not to_frame or not free):
                    continue
                rd = self.make_d(k, d, free)
                if d in self.frame_d:
                    self.e(st(rd, 'sp', self.frame(d), 'to the frame'))
                if to_frame:
                    free.append(rd)
                progress = True

    def theta_d(self, k):
        """The D words not made yet: first the frame words not kept in a
        register, then, greedily, those that end the life of C words."""
        free = self.free
        self.e(note('theta: D[x] = C[x-1] ^ rol(C[x+1], 1)'))
        first = [d for d in self.frame_d
                 if d not in self.retain and d not in self.D]
        rest = [d for d in WORDS if d not in first and d not in self.D]
        for d in first:
            rd = self.make_d(k, d, free)
            self.e(st(rd, 'sp', self.frame(d), 'to the frame'))
            free.append(rd)
        while rest:
            def score(d):
                a, b, _ = d_sources(d)
                return -((self.uses[a] == 1) + (self.uses[b] == 1))
            rest.sort(key=score)
            d = rest.pop(0)
            rd = self.make_d(k, d, free)
            if d in self.retain:
                self.e(st(rd, 'sp', self.frame(d), 'to the frame'))
        self.free = free

    # -- rho, pi, chi (and iota) -------------------------------------------
    def chi(self, k):
        """One row half at a time, in row_order. Output row y goes into the
        words that held its inputs (HOW 1), each output word with the
        offset chosen by CHOICES."""
        live_d = {d: r for d, r in self.D.items()
                  if d not in self.frame_d or d in self.retain}
        reg_d = {d: r for d, r in live_d.items() if d not in self.frame_d}
        retained = {d: self.D[d] for d in self.retain}
        free = [r for r in self.free if r not in live_d.values()]
        self.newmem, self.newoff = {}, {}
        d_uses = {}
        for y, h in self.order:
            for L in row_half(y, h):
                d_uses[L['d']] = d_uses.get(L['d'], 0) + 1
        self.e(note('rho, pi, chi in place, one row half at a time'))
        for n, (y, h) in enumerate(self.order):
            lst = row_half(y, h)
            for L in lst:
                w = (L['lane'], L['sh'])
                L['word'], L['aoff'] = self.mem[w], self.off[w]
            self.e(note(f'row y={y}, {"even" if h == 0 else "odd"} words'))
            sd = [j for j in range(5) if lst[j]['d'] not in reg_d]
            ret = {j: retained[lst[j]['d']] for j in sd
                   if n == 0 and lst[j]['d'] in retained}
            if self.v['two_scratch']:
                role = None
                if self.v['iota_in_chi'] and n >= len(self.order) - 2:
                    assert y == 0
                    role = 'keep' if n == len(self.order) - 2 else 'last'
                free = self.row_two_scratch(k, y, h, lst, reg_d, sd, ret,
                                            free, d_uses, role)
            else:
                free = self.row_one_scratch(k, y, h, lst, reg_d, sd, ret,
                                            free, d_uses)
            if n == 0:
                free += [r for r in retained.values() if r not in free]
                free = [r for r in REGS if r in free]
        assert sorted(self.newmem.values()) == list(range(50))
        self.mem, self.off = self.newmem, self.newoff

    def theta_b(self, k, y, h, j, L, b, dr):
        """b = B[j, y] = A ^ D; rho only moves the offset."""
        oa, od = L['aoff'], self.Doff[L['d']]
        cm = f'B[{j},{y}].{EO[h]} = rol(A ^ D, {L["rol"]})'
        if self.ch[k]['B'][(y, h, j)] == 0:
            self.e(alu('eor', b, b, dr, oa - od, note=cm))
            return (oa + L['rol']) % 32
        self.e(alu('eor', b, dr, b, od - oa, note=cm))
        return (od + L['rol']) % 32

    def destinations(self, y, h, lst):
        """Word receiving output lane (j, y), half h: the word of the input
        that came from lane M(j, y)."""
        dest = []
        for j in range(5):
            mx, my = M(j, y)
            src = [L for L in lst if L['lane'] == mx + 5 * my]
            dest.append(src[0]['word'])
            self.newmem[(j + 5 * y, h)] = src[0]['word']
        return dest

    def bic(self, t, b, bo, j):
        """t = ~B[j+1] & B[j+2], with the offset of B[j+2]."""
        j1, j2 = (j + 1) % 5, (j + 2) % 5
        self.e(alu('bic', t, b[j2], b[j1], bo[j2] - bo[j1]))

    def chi_xor(self, k, rd, t, b, bo, j, y, h):
        """rd = B[j] ^ t, the new lane (j, y), half h."""
        j2 = (j + 2) % 5
        c = (f'{lane_name(j + 5 * y, h)} = '
             f'B[{j}] ^ (~B[{(j + 1) % 5}] & B[{j2}])')
        if self.ch[k]['O'][(y, h, j)] == 0:
            self.e(alu('eor', rd, b[j], t, bo[j] - bo[j2], note=c))
            self.newoff[(j + 5 * y, h)] = bo[j]
        else:
            self.e(alu('eor', rd, t, b[j], bo[j2] - bo[j], note=c))
            self.newoff[(j + 5 * y, h)] = bo[j2]

    def row_one_scratch(self, k, y, h, lst, reg_d, sd, ret, free, d_uses):
        """armv7em: 5 B registers and one scratch s, which first holds a
        frame D word. A frame D word with no free register is loaded into
        s after the first XOR with D (an unpipelined load)."""
        b = [free.pop(0) for _ in range(5)]
        for j in range(5):
            self.e(ldr(b[j], STATE, 4 * lst[j]['word'],
                       lane_name(lst[j]['lane'], lst[j]['sh'])))
        dreg, extra, s = {}, [], None
        for j in sd:
            if j in ret:
                dreg[j] = ret[j]
                s = s or ret[j]
        for j in sd:
            if j in dreg:
                continue
            if s is None:
                s = dreg[j] = free.pop(0)
            elif free:
                dreg[j] = free.pop(0)
                extra.append(dreg[j])
            else:
                continue
            self.e(ldr(dreg[j], 'sp', self.frame(lst[j]['d']),
                       d_name(lst[j]['d'])))
        if s is None:
            s = free.pop(0)
        late = [j for j in sd if j not in dreg]
        bo = [None] * 5
        for j in [j for j in range(5) if j not in late] + late:
            L = lst[j]
            if j in late:
                self.e(ldr(s, 'sp', self.frame(L['d']), d_name(L['d'])))
                dr = s
            else:
                dr = dreg.get(j) or reg_d[L['d']]
            bo[j] = self.theta_b(k, y, h, j, L, b[j], dr)
        free += extra
        free += [r for r in set(ret.values()) if r != s]
        for L in lst:
            d_uses[L['d']] -= 1
            if L['d'] in reg_d and d_uses[L['d']] == 0:
                free.append(reg_d[L['d']])
        dest = self.destinations(y, h, lst)
        for j in (0, 1):
            self.bic(s, b, bo, j)
            self.chi_xor(k, s, s, b, bo, j, y, h)
            self.e(st(s, STATE, 4 * dest[j]))
        for j in (2, 3, 4):
            self.bic(s, b, bo, j)
            self.chi_xor(k, b[j], s, b, bo, j, y, h)
        for j in (2, 3, 4):
            self.e(st(b[j], STATE, 4 * dest[j]))
        free = b + [s] + free
        return [r for r in REGS if r in free]

    def row_two_scratch(self, k, y, h, lst, reg_d, sd, ret, free, d_uses,
                        role):
        """armv8m: 5 B registers and scratch s1, s2, which first hold the
        row half's two frame D words; chi two outputs at a time.
        role 'keep': the result A[0,0].h stays in a register, not stored.
        role 'last': iota of this round. With this row half's words also
        load rcp and both words of the round constant (into registers of
        D words whose last use is past); XOR one into the word kept by the
        'keep' row half and store it, the other into this A[0,0].h.
        Round 3 also sets Z for the loop test, round 4 advances rcp."""
        assert len(sd) == 2
        if role == 'last':
            rp = free.pop(0)
            self.e(ldr(rp, 'sp', 'FR_RCP', 'rcp'))
        b = [free.pop(0) for _ in range(5)]
        for j in range(5):
            self.e(ldr(b[j], STATE, 4 * lst[j]['word'],
                       lane_name(lst[j]['lane'], lst[j]['sh'])))
        dreg = {}
        for j in sd:
            if j in ret:
                dreg[j] = ret[j]
            else:
                dreg[j] = free.pop(0)
                self.e(ldr(dreg[j], 'sp', self.frame(lst[j]['d']),
                           d_name(lst[j]['d'])))
        if role == 'last':
            ra, hk = free.pop(0), 1 - h
            kept, kword, koff = self.kept
            self.e(ldr(ra, rp, 8 * k + 4 * h, f'RC[round {k + 1}].{EO[h]}'))
            off = 8 * k + 4 * hk
            if k == 3:
                self.e(Insn('add', rp, [rp], imm=32, note='rcp += 4 rounds'))
                self.e(st(rp, 'sp', 'FR_RCP'))
                off -= 32
            self.e(ldr(rp, rp, off, f'RC[round {k + 1}].{EO[hk]}'))
            self.e(alu('eor', kept, kept, rp, koff,
                       note=f'iota: {lane_name(0, hk)} ^= RC'))
            self.e(st(kept, STATE, 4 * kword))
            if k == 2:
                self.e(Insn('tst', None, [ra if h else rp],
                            imm=LOOP_TEST_BIT,
                            note='Z = last pass (RC[22] only)'))
            free += [kept, rp]
        s1, s2 = dreg[sd[0]], dreg[sd[1]]
        order = [j for j in range(5) if j not in sd] + sd
        bo = [None] * 5
        for j in order:
            dr = dreg.get(j) or reg_d[lst[j]['d']]
            bo[j] = self.theta_b(k, y, h, j, lst[j], b[j], dr)
        for L in lst:
            d_uses[L['d']] -= 1
            if L['d'] in reg_d and d_uses[L['d']] == 0:
                free.append(reg_d[L['d']])
        # chi outputs in the order p, p+1, ..., p+4: the first BIC must
        # not read the last B made; a kept output must end in a B register
        u = order[-1]
        p = [p for p in range(5) if u not in ((p + 1) % 5, (p + 2) % 5)
             and (role != 'keep' or 0 not in (p, (p + 1) % 5))][0]
        q = [(p + i) % 5 for i in range(5)]
        dest = self.destinations(y, h, lst)

        def store(j, r):
            if j == 0 and role == 'keep':
                self.kept = (r, dest[0], self.newoff[(0, h)])
                return
            if j == 0 and role == 'last':
                self.e(alu('eor', r, r, ra, self.newoff[(0, h)],
                           note=f'iota: {lane_name(0, h)} ^= RC'))
                free.append(ra)
            self.e(st(r, STATE, 4 * dest[j]))
        self.bic(s1, b, bo, q[0])
        self.bic(s2, b, bo, q[1])
        self.chi_xor(k, s1, s1, b, bo, q[0], y, h)
        self.chi_xor(k, s2, s2, b, bo, q[1], y, h)
        store(q[0], s1)
        store(q[1], s2)
        self.bic(s1, b, bo, q[2])
        self.bic(s2, b, bo, q[3])
        self.chi_xor(k, b[q[2]], s1, b, bo, q[2], y, h)
        self.chi_xor(k, b[q[3]], s2, b, bo, q[3], y, h)
        self.bic(s1, b, bo, q[4])
        store(q[2], b[q[2]])
        self.chi_xor(k, b[q[4]], s1, b, bo, q[4], y, h)
        store(q[3], b[q[3]])
        store(q[4], b[q[4]])
        free = b + [s1, s2] + free
        if role == 'keep':
            free.remove(self.kept[0])
        return [r for r in REGS if r in free]

    def loop_end_v7(self):
        """armv7em: iota of round 4, rcp += 32, compare with the end."""
        self.e(note('iota of round 4; advance rcp; loop test'))
        self.e(ldr('r1', 'sp', 'FR_RCP', 'rcp'))
        self.e(ldr('r2', 'sp', 'FR_END', 'end'))
        self.e(ldr('r3', STATE, 4 * self.mem[(0, 0)], 'A[0,0].e'))
        self.e(ldr('r4', STATE, 4 * self.mem[(0, 1)], 'A[0,0].o'))
        self.e(ldr('r5', 'r1', 24, 'RC[round 4].e'))
        self.e(ldr('r6', 'r1', 28, 'RC[round 4].o'))
        self.e(Insn('add', 'r1', ['r1'], imm=32, note='rcp += 4 rounds'))
        self.e(alu('eor', 'r3', 'r3', 'r5'))
        self.e(alu('eor', 'r4', 'r4', 'r6'))
        self.e(st('r1', 'sp', 'FR_RCP'))
        self.e(st('r3', STATE, 4 * self.mem[(0, 0)]))
        self.e(st('r4', STATE, 4 * self.mem[(0, 1)]))
        self.e(Insn('cmp', None, ['r1', 'r2'],
                    note='last group of 4 rounds done?'))


# ---------------------------------------------------------------------------
# List scheduling

def schedule(code, critical_path):
    """Reorder straight-line code. Kept: dependences through registers,
    flags and memory words (read after write, write after read, write
    after write); each run of consecutive loads of the input as one
    block, so runs can merge but never split. Among the ready blocks the
    first in this order: does not read a load or shifted-operand result
    of the instruction just placed; then, with critical_path, the longest
    path to the end of the code (latency 2 after a slow result), or else
    a non-load before a load; then input order. Comment lines travel
    with the instruction after them."""
    body, notes, pend = [], {}, []
    for i in code:
        if i.op is None:
            pend.append(i)
            continue
        if pend:
            notes[len(body)] = pend
            pend = []
        body.append(i)
    n = len(body)
    preds = [set() for _ in range(n)]
    last_write, reads = {}, {}
    for k, i in enumerate(body):
        rd = list(i.src)
        wr = [i.dst] if i.dst else []
        if i.op in ('cmp', 'tst'):
            wr.append('flags')
        if i.memkey():
            (rd if i.op == 'ldr' else wr).append(i.memkey())
        for x in rd:
            if x in last_write:
                preds[k].add(last_write[x])
        for x in wr:
            if x in last_write:
                preds[k].add(last_write[x])
            preds[k].update(reads.get(x, ()))
        for x in rd:
            reads.setdefault(x, []).append(k)
        for x in wr:
            last_write[x] = k
            reads[x] = []
    block = list(range(n))
    for k in range(1, n):
        if body[k].op == 'ldr' and body[k - 1].op == 'ldr':
            block[k] = block[k - 1]
    members = {}
    for k in range(n):
        members.setdefault(block[k], []).append(k)
    bpred = {g: set() for g in members}
    for k in range(n):
        bpred[block[k]].update(block[p] for p in preds[k]
                               if block[p] != block[k])
    succ = {g: [] for g in members}
    for g, ps in bpred.items():
        for p in ps:
            succ[p].append(g)
    height = {}
    for g in sorted(members, reverse=True):
        lat = len(members[g]) + body[members[g][-1]].slow_result()
        height[g] = lat + max((height[s] for s in succ[g]), default=0)
    waiting = {g: len(ps) for g, ps in bpred.items()}
    ready = {g for g in waiting if waiting[g] == 0}
    out, prev = [], None

    def key(g):
        i = body[members[g][0]]
        stall = prev is not None and prev.slow_result() and prev.dst in i.src
        return (stall, -height[g] if critical_path else i.op == 'ldr', g)
    while ready:
        g = min(ready, key=key)
        ready.remove(g)
        out.extend(members[g])
        prev = body[members[g][-1]]
        for s in succ[g]:
            waiting[s] -= 1
            if waiting[s] == 0:
                ready.add(s)
    assert len(out) == n
    res = []
    for k in out:
        res.extend(notes.get(k, []))
        res.append(body[k])
    return res


# ---------------------------------------------------------------------------
# Checks: simulation against a reference; cost figures

M32, M64 = (1 << 32) - 1, (1 << 64) - 1


def rol(x, n, bits=32):
    n %= bits
    return ((x << n) | (x >> (bits - n))) & ((1 << bits) - 1) if n else x


def keccak_reference(a, first, last):
    """Rounds first..last-1 of Keccak-f[1600] on 25 64-bit lanes A[x+5y]
    (FIPS 202 section 3.2)."""
    rc = round_constants()
    for ir in range(first, last):
        c = [a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20]
             for x in range(5)]
        d = [c[(x - 1) % 5] ^ rol(c[(x + 1) % 5], 1, 64) for x in range(5)]
        b = [0] * 25
        for x in range(5):
            for y in range(5):
                b[y + 5 * ((2 * x + 3 * y) % 5)] = \
                    rol(a[x + 5 * y] ^ d[x], RHO[x + 5 * y], 64)
        a = [b[x + 5 * y] ^ (~b[(x + 1) % 5 + 5 * y] & M64 &
                             b[(x + 2) % 5 + 5 * y])
             for y in range(5) for x in range(5)]
        a[0] ^= rc[ir]
    return a


def simulate(code, frame, state, nrounds):
    """Run the loop body as the kernel would for nrounds (frame set up as
    by the prologue, loop while Z is clear); return the state words."""
    S, SP, RCT = 0x10000, 0x20000, 0x30000
    mem = {S + 4 * i: w for i, w in enumerate(state)}
    for i, (e, o) in enumerate(RC):
        mem[RCT + 8 * i], mem[RCT + 8 * i + 4] = e, o
    mem[SP + frame['FR_RCP']] = RCT + 8 * (24 - nrounds)
    if 'FR_END' in frame:
        mem[SP + frame['FR_END']] = RCT + 192
    regs = {STATE: S, 'sp': SP}
    for passes in range(1, 7):
        z = None
        for i in code:
            if i.op in ('ldr', 'str'):
                off = i.off if isinstance(i.off, int) else \
                    eval(i.off, {}, dict(frame))
                addr = regs[i.base] + off
                if i.op == 'ldr':
                    regs[i.dst] = mem[addr]
                else:
                    mem[addr] = regs[i.src[0]]
            elif i.op in ('eor', 'bic'):
                m = rol(regs[i.src[1]], 32 - i.ror)
                a = regs[i.src[0]]
                regs[i.dst] = a ^ m if i.op == 'eor' else a & ~m & M32
            elif i.op == 'add':
                regs[i.dst] = regs[i.src[0]] + i.imm
            elif i.op == 'cmp':
                z = regs[i.src[0]] == regs[i.src[1]]
            elif i.op == 'tst':
                z = regs[i.src[0]] & i.imm == 0
            else:
                assert i.op is None, i.op
        if z:
            break
    assert passes == nrounds // 4, 'loop test'
    return [mem[S + 4 * i] for i in range(50)]


def self_check(variant, code, frame):
    """Exit with a message unless the code computes Keccak-p[1600] for
    24 and 12 rounds on random states (loop test included)."""
    rng = random.Random(1600)
    for nrounds in (24, 12, 24, 12):
        lanes = [rng.getrandbits(64) for _ in range(25)]
        state = [w for lane in lanes for w in interleave(lane)]
        want = keccak_reference(lanes, 24 - nrounds, 24)
        try:
            got = simulate(code, frame, state, nrounds)
        except (AssertionError, KeyError):    # wrong loop count or address
            got = None
        if got != [w for lane in want for w in interleave(lane)]:
            sys.exit(f'keccak_lazy.py: {variant}: the generated code fails '
                     f'the self-check ({nrounds} rounds)')


def stats(code):
    """Instructions, Cortex-M4 model cycles (build-aux/qz-trace-cycles:
    1 per instruction, a load 2 unless right after a load that does not
    make its address), runs of loads, back-to-back uses of a load or
    shifted-operand result."""
    insns = [i for i in code if i.op is not None]
    cyc = runs = stalls = 0
    prev = None
    for i in insns:
        piped = (i.op == 'ldr' and prev is not None and prev.op == 'ldr'
                 and prev.dst != i.base)
        cyc += 2 if i.op == 'ldr' and not piped else 1
        runs += i.op == 'ldr' and not (prev and prev.op == 'ldr')
        stalls += bool(prev and prev.slow_result() and prev.dst in i.src)
        prev = i
    return len(insns), cyc, runs, stalls


# ---------------------------------------------------------------------------
# Output

BEGIN = '@ ---- BEGIN GENERATED CODE: lib/arch/gen/keccak_lazy.py {} ----'
END = '@ ---- END GENERATED CODE ----'


def render(variant, code, frame):
    """The generated block of the .S file."""
    sym = f'qzi_keccakp1600_{variant}'
    iota_in_chi = VARIANTS[variant]['iota_in_chi']
    used = max(frame.values()) + 4           # FR_RCP or FR_END is last
    size = used + (-(36 + used) % 8)         # keep sp 8-byte aligned
    equ = [('FR_D', 0, 'frame words of D (see above)'),
           ('FR_RCP', frame['FR_RCP'], 'rcp: round constants of this pass')]
    if 'FR_END' in frame:
        equ.append(('FR_END', frame['FR_END'], '&qzi_keccak_rc[24]'))
    pad = '4 bytes padding; ' if size > used else ''
    equ.append(('FR_SIZE', size, f'{pad}36 + FR_SIZE = {36 + size}'))
    out = [BEGIN.format(variant),
           '@ Do not edit by hand: change the generator and run it again.',
           '    .syntax unified', '    .thumb', '',
           f'{"STATE   .req r0":<40}@ uint32_t s[50], whole function', '']
    out += [f'    .equ {n + ",":<11}{v:<20}@ {c}' for n, v, c in equ]
    out += ['', f'    .section .text.qz_fast.{sym},"ax",%progbits',
            f'    .global {sym}', f'    .type   {sym}, %function',
            '    .p2align 2', '    .thumb_func', f'{sym}:']
    movw = ['    movw    r2, #:lower16:(qzi_keccak_rc + 192)',
            '    movt    r2, #:upper16:(qzi_keccak_rc + 192)']
    rcp = f'    {"sub     r1, r2, r1, lsl #3":<36}' \
          '@ rcp = &qzi_keccak_rc[24 - nrounds]'
    if iota_in_chi:
        out += movw + ['    push    {r4-r11, lr}', rcp,
                       '    sub     sp, sp, #FR_SIZE',
                       '    str     r1, [sp, #FR_RCP]']
    else:
        out += ['    push    {r4-r11, lr}', '    sub     sp, sp, #FR_SIZE']
        out += movw + [rcp, f'    {"str     r2, [sp, #FR_END]":<36}'
                       '@ end = &qzi_keccak_rc[24]',
                       '    str     r1, [sp, #FR_RCP]']
    out += ['', f'{".Lrounds:":<40}@ for each group of 4 rounds:']
    for i in code:
        if i.op is None:
            out.append(f'    @ {i.note}')
        elif i.note:
            out.append(f'    {i.asm():<36}@ {i.note}')
        else:
            out.append(f'    {i.asm()}')
    out.append(f'    {"bne     .Lrounds":<36}@ Z from the tst in round 3'
               if iota_in_chi else '    bne     .Lrounds')
    out += [''] + wipe(size) + ['    add     sp, sp, #FR_SIZE',
                                '    pop     {r4-r11, pc}',
                                f'    .size   {sym}, . - {sym}', END]
    return '\n'.join(out) + '\n'


def wipe(size):
    """The epilogue's wipe: the whole frame (the D words are theta of the
    last round, the pointers go with them) zeroed by one STM, once per
    call, with r1-r3 and r12 (lane words, parities) among the zeroed
    registers and lr zeroed too (pop {pc} does not restore it), so that
    the kernel returns with them clean. r0 keeps the state pointer
    (public); r4-r11 are restored by the pop."""
    nwords = size // 4
    if not 4 <= nwords <= 12:
        sys.exit(f'frame of {nwords} words: the one-STM wipe needs 4..12')
    regs = ['r1', 'r2', 'r3'] + [f'r{4 + i}' for i in range(nwords - 4)]
    out = [f'    {"movs    " + r + ", #0":<36}@ wipe: {nwords} zero words'
           if r == 'r1' else f'    movs    {r}, #0' for r in regs]
    out += ['    mov     r12, r1', '    mov     lr, r1',
            f'    {"stm     sp, {" + regs[0] + "-" + regs[-1] + ", r12}":<36}'
            '@ frame = 0, once per call']
    return out


def main():
    ap = argparse.ArgumentParser(
        description='Generate the Keccak-p[1600] kernel VARIANT into the '
        'generated block of FILE (see the head of this program).')
    ap.add_argument('variant', choices=sorted(VARIANTS))
    ap.add_argument('file', nargs='?',
                    help='the .S file to update; without it, print the block')
    ap.add_argument('--check', action='store_true',
                    help='only compare FILE with what would be written')
    ap.add_argument('--stats', action='store_true',
                    help='print the cost of one loop pass to stderr')
    args = ap.parse_args()
    kernel = Kernel(args.variant)
    code = schedule(kernel.body(), VARIANTS[args.variant]['critical_path'])
    frame = kernel.frame_layout()
    self_check(args.variant, code, frame)
    if args.stats:
        sys.stderr.write('%s, one loop pass without the branch: %d '
                         'instructions, %d cycles (Cortex-M4 model), %d runs '
                         'of loads, %d back-to-back uses of a load or '
                         'shifted-operand result\n'
                         % ((args.variant,) + stats(code)))
    block = render(args.variant, code, frame)
    if not args.file:
        sys.stdout.write(block)
        return 0
    with open(args.file) as f:
        old = f.read()
    head, sep, rest = old.partition(BEGIN.format(args.variant) + '\n')
    if not sep or END + '\n' not in rest:
        sys.exit(f'{args.file}: no generated block for {args.variant}')
    new = head + block + rest.partition(END + '\n')[2]
    if args.check:
        if new == old:
            return 0
        sys.stdout.writelines(difflib.unified_diff(
            old.splitlines(True), new.splitlines(True), args.file,
            f'{args.file} (generated)'))
        return 1
    if new != old:
        with open(args.file, 'w') as f:
            f.write(new)
    return 0


if __name__ == '__main__':
    sys.exit(main())

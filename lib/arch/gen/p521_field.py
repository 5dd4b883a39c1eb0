#!/usr/bin/env python3
"""Generator of the P-521 field multiplication and squaring for ARMv7E-M.

WHAT IT GENERATES
  The code of lib/arch/armv7em/p521_field.S: qzi_p521_mul_armv7em and
  qzi_p521_sqr_armv7em (contract: lib/internal/bignum_kernel.h; method,
  registers and figures: the header comment of that file). The file is a
  hand-written header followed by a block between the lines
    @ ---- BEGIN GENERATED CODE: lib/arch/gen/p521_field.py ----
    @ ---- END GENERATED CODE ----
  that this program rewrites. Edit the header by hand and the code
  through this program, never the block by hand.

COMMANDS (from the top of the source tree; python3, standard library only)
    python3 lib/arch/gen/p521_field.py armv7em lib/arch/armv7em/p521_field.S
  rewrites the block in place (the file is left alone if nothing changes).
  --check only compares: exit status 1 and a diff if the file differs.
  --stats prints the instruction count and the cycles of each function on
  the Cortex-M4 timing model of build-aux/qz-trace-cycles (straight-line
  code: the model's figure is exact for it). Without a file argument the
  block goes to stdout.
  Before anything is written, both functions are run on a small
  instruction simulator (the subset of Thumb-2 they use) against Python's
  integers: random operands below p, the extremes (0, 1, p - 1, 2^520,
  values with all-ones limbs), r equal to a or b; r4-r11 and sp must
  survive. On a mismatch the program stops.

HOW (p = 2^521 - 1, R = 2^544; see lib/generic/p521_field.c for the math)
  Multiply: the 34-limb product t = a * b by operand scanning in four
  passes over b (a[0..4], a[5..8], a[9..12], a[13..16] held in registers;
  each row j adds a[k..k+w-1] * b[j] into a window of partial sums with a
  UMAAL chain; the previous pass's limb enters as the row's carry). The
  last pass folds the reduction into its rows: as limb 17 + i of t
  retires, one more UMAAL computes
      {cs : w[i]} = t[i + 1] * 2^9 + t[17 + i] + cs
  i.e. w = t[17..33] + (t[0..16] >> 23) + 1 limb by limb (cs starts at
  (t[0] >> 23) + 1), and e * 2^498 (e = t[0] mod 2^23) is ORed into
  t[32], t[33] (free bits there: t < 2^1042). Then v = w (+1 included):
  bit 521 of v decides, r = (v - 1 + bit) mod 2^521 (an SBCS chain whose
  borrow-in is that bit's complement), stored to r.
  Square: the cross products a[i] * a[j], i < j, by the same passes over
  the rows j > i (the triangle of each pass's own limbs first), then one
  pass that doubles them (ADCS chain), adds the squares (UMAAL, own
  carry), and folds the reduction in as above for limbs 17..33.
"""
import random
import re
import sys

P = 2**521 - 1
R = 2**544
BEGIN = '@ ---- BEGIN GENERATED CODE: lib/arch/gen/p521_field.py ----'
END = '@ ---- END GENERATED CODE ----'

FR_T = 0          # T[0..33] / W[0..16] at slots 17..33
FR_R = 136        # saved r (pushed r0)
FRAME = 136


class Emit:
    def __init__(self):
        self.lines = []

    def __call__(self, ins, comment=''):
        self.lines.append((ins, comment))

    def raw(self, text):
        self.lines.append((None, text))


def slot(pos):
    return '[sp, #%d]' % (FR_T + 4 * pos)


# ---------------------------------------------------------------------------
# Operand scanning engine: rows of UMAAL chains over a window of partial
# sums held in registers, positions (limb indices of t) mapped to registers.
class Pass:
    """One pass: accumulates rows into positions; positions whose value
    from an earlier pass is in the frame (pending) take it in as the carry
    of the row that starts there, or as the first value of a register."""

    def __init__(self, e, pool, pending):
        self.e = e
        self.free = list(pool)
        self.regs = {}
        self.pending = pending     # set of positions with a value in the frame

    def take(self):
        return self.free.pop(0)

    def row(self, B, macs, loads=(), extra_loads=()):
        """macs: [(A, pos)] consecutive positions ascending; returns the
        carry register (now the register of the position after the last)."""
        e = self.e
        pre, movs = [], []
        p0 = macs[0][1]
        c = self.take()
        umull_first = False
        if p0 in self.pending and p0 in self.regs:
            pre.append(('ldr %s, %s' % (c, slot(p0)), 'c = t[%d] of the passes before' % p0))
            self.pending.discard(p0)
        elif p0 in self.pending:
            r = self.take()
            self.regs[p0] = r
            pre.append(('ldr %s, %s' % (r, slot(p0)), 't[%d] of the passes before' % p0))
            self.pending.discard(p0)
            movs.append(('mov %s, #0' % c, ''))
        elif p0 not in self.regs:
            self.regs[p0] = self.take()
            umull_first = True
        else:
            movs.append(('mov %s, #0' % c, ''))
        for A, p in macs[1:]:
            if p not in self.regs:
                r = self.take()
                self.regs[p] = r
                if p in self.pending:
                    pre.append(('ldr %s, %s' % (r, slot(p)), 't[%d] of the passes before' % p))
                    self.pending.discard(p)
                else:
                    movs.append(('mov %s, #0' % r, ''))
        for ins in list(loads) + pre + list(extra_loads):
            e(*ins)
        for ins in movs:
            e(*ins)
        for n, (A, p) in enumerate(macs):
            if n == 0 and umull_first:
                e('umull %s, %s, %s, %s' % (self.regs[p], c, A, B),
                  '{c : t%d} = %s * %s' % (p, A, B))
            else:
                e('umaal %s, %s, %s, %s' % (self.regs[p], c, A, B),
                  '{c : t%d} += %s * %s + c' % (p, A, B))
        pc = macs[-1][1] + 1
        assert pc not in self.regs
        self.regs[pc] = c
        return c

    def retire(self, pos):
        """Hand back the register of a final position (caller stores it)."""
        r = self.regs.pop(pos)
        return r

    def release(self, r):
        self.free.append(r)


# ---------------------------------------------------------------------------
# The reduction's pieces.
def s_step(e, reg, m, cs, r512, x):
    """w[m-1] = t[m] * 2^9 + t[16+m] + cs (x = t[m], loaded)."""
    e('umaal %s, %s, %s, %s' % (reg, cs, x, r512),
      '{cs : w%d} = t%d * 2^9 + t%d + cs' % (m - 1, m, 16 + m))


def finish(e):
    """W[0..16] in slots 17..33, C = bit 521 of W: r = (W - 1 + C) mod
    2^521, stored to r; then the epilogue."""
    e('ldr r0, [sp, #%d]' % FR_R, 'r0 = r')
    e('add r1, sp, #%d' % (FR_T + 68), 'r1 = &W[0]')
    e('ldm r1!, {r2-r12, lr}', 'W[0..11]')
    regs = ['r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11', 'r12', 'lr']
    for i, r in enumerate(regs):
        e('sbcs %s, %s, #0' % (r, r), 'r[%d] = W[%d] - borrow' % (i, i) if i else
          'r[0] = W[0] - (1 - C): the borrow-in is C\'s complement')
    e('stm r0!, {r2-r12, lr}', 'r[0..11]')
    e('ldm r1, {r2-r6}', 'W[12..16]')
    for i, r in enumerate(['r2', 'r3', 'r4', 'r5', 'r6']):
        e('sbcs %s, %s, #0' % (r, r), 'r[%d]' % (12 + i))
    e('bfc r6, #9, #23', 'r[16] mod 2^9: bit 521 goes')
    e('stm r0, {r2-r6}', 'r[12..16]')
    e('add sp, sp, #%d' % (FRAME + 4))
    e('pop {r4-r11, pc}')


# ---------------------------------------------------------------------------
def gen_mul(e):
    e('push {r0, r4-r11, lr}', 'r at FR_R after the sub')
    e('sub sp, sp, #%d' % FRAME)
    pending = set()
    passes = [(0, 5), (5, 4), (9, 4), (13, 4)]
    for n, (k, w) in enumerate(passes):
        A = ['r%d' % (3 + i) for i in range(w)]
        last = n == len(passes) - 1
        e.raw('/* Pass %d: t[%d..] += a[%d..%d] * b%s. */' % (
            n + 1, k, k, k + w - 1, '; the reduction folded in' if last else ''))
        e('ldm r1%s, {%s}' % ('' if last else '!', '%s-%s' % (A[0], A[-1])),
          'a[%d..%d]' % (k, k + w - 1))
        if not last:
            pool = ['r0'] + ['r%d' % i for i in range(3 + w, 13)]
        else:
            pool = ['r0', 'r1', 'r7', 'r8', 'r9']
            cs, r512, x = 'r10', 'r11', 'r12'
            e('ldr %s, %s' % (x, slot(0)), 't[0]')
            e('lsr %s, %s, #23' % (cs, x), 'cs = (t[0] >> 23) + 1 (the +1 of v = w + 1)')
            e('add %s, %s, #1' % (cs, cs))
            e('mov %s, #512' % r512, '2^9')
        ps = Pass(e, pool, pending)
        for j in range(17):
            extra = []
            pos = k + j
            if last and pos >= 17:
                extra.append(('ldr %s, %s' % (x, slot(pos - 16)), 'x = t[%d]' % (pos - 16)))
            ps.row('lr', [(A[i], k + i + j) for i in range(w)],
                   loads=[('ldr lr, [r2, #%d]' % (4 * j), 'B = b[%d]' % j)], extra_loads=extra)
            r = ps.retire(pos)
            if last and pos >= 17:
                s_step(e, r, pos - 16, cs, r512, x)
                e('str %s, %s' % (r, slot(pos)), 'W[%d]' % (pos - 17))
            else:
                e('str %s, %s' % (r, slot(pos)), 't[%d]' % pos)
            ps.release(r)
        top = k + 16 + w
        if not last:
            for pos in range(k + 17, top + 1):
                r = ps.retire(pos)
                e('str %s, %s' % (r, slot(pos)), 't[%d]' % pos)
                pending.add(pos)
            for pos in range(k + 1, k + 17):
                pending.add(pos)
        else:
            reduce_tail(e, ps, cs, r512, x, 'lr')
    finish(e)


def reduce_tail(e, ps, cs, r512, x, t0):
    """t[30..33] in registers (ps.regs): W[13..16], then C = bit 521."""
    for pos in (30, 31):
        r = ps.retire(pos)
        e('ldr %s, %s' % (x, slot(pos - 16)), 'x = t[%d]' % (pos - 16))
        s_step(e, r, pos - 16, cs, r512, x)
        e('str %s, %s' % (r, slot(pos)), 'W[%d]' % (pos - 17))
    r32, r33 = ps.retire(32), ps.retire(33)
    e('ldr %s, %s' % (t0, slot(0)), 't[0]')
    e('ldr %s, %s' % (x, slot(16)), 'x = t[16]')
    e('orr %s, %s, %s, lsl #18' % (r32, r32, t0), 't[32] |= e << 18 (e = t[0] mod 2^23)')
    s_step(e, r32, 16, cs, r512, x)
    e('str %s, %s' % (r32, slot(32)), 'W[15]')
    e('ubfx %s, %s, #14, #9' % (t0, t0), 'e >> 14')
    e('orr %s, %s, %s' % (r33, r33, t0), 't[33] |= e >> 14')
    e('add %s, %s, %s' % (r33, r33, cs), 'W[16] = t[33] + cs')
    e('lsls %s, %s, #23' % (x, r33), 'C = bit 521 of W')
    e('str %s, %s' % (r33, slot(33)), 'W[16]')


# ---------------------------------------------------------------------------
def gen_sqr(e):
    e('push {r0, r4-r11, lr}', 'r at FR_R after the sub')
    e('sub sp, sp, #%d' % FRAME)
    pending = set()
    passes = [(0, 5), (5, 4), (9, 4), (13, 4)]
    aoff = 0                       # r1 = a + 4 * aoff
    ps = None
    for n, (k, w) in enumerate(passes):
        A = ['r%d' % (3 + i) for i in range(w)]
        last = n == len(passes) - 1
        e.raw('/* Cross products, pass %d: a[%d..%d] * a[j], j > i. */' % (n + 1, k, k + w - 1))
        e('ldm r1%s, {%s-%s}' % ('' if last else '!', A[0], A[-1]), 'a[%d..%d]' % (k, k + w - 1))
        if not last:
            aoff += w
        pool = ['r0', 'r2'] + ['r%d' % i for i in range(3 + w, 13)]
        ps = Pass(e, pool, pending)
        touched = set()
        for j in range(k + 1, 17):
            ii = range(k, min(k + w, j))
            macs = [(A[i - k], i + j) for i in ii]
            if j < k + w:
                B, loads = A[j - k], []
            else:
                B, loads = 'lr', [('ldr lr, [r1, #%d]' % (4 * (j - aoff)), 'B = a[%d]' % j)]
            ps.row(B, macs, loads=loads)
            touched.update(p for _, p in macs)
            touched.add(macs[-1][1] + 1)
            # positions below the next row's first are final for this pass
            nxt = k + j + 1 if j < 16 else (-1 if last else 99)
            for pos in sorted(ps.regs):
                if pos < nxt:
                    r = ps.retire(pos)
                    e('str %s, %s' % (r, slot(pos)), 'c[%d]' % pos)
                    ps.release(r)
                    pending.add(pos)
        if not last:
            for pos in sorted(ps.regs):
                r = ps.retire(pos)
                e('str %s, %s' % (r, slot(pos)), 'c[%d]' % pos)
                ps.release(r)
                pending.add(pos)
    # ps.regs: the last pass's positions still in registers
    assert not (set(ps.regs) & pending)
    held = dict(ps.regs)
    free = [r for r in ['r0', 'r2', 'r7', 'r8', 'r9', 'r10', 'r11', 'r12', 'lr', 'r3', 'r4',
                        'r5', 'r6'] if r not in held.values()]
    e.raw('/* Doubling, squares, reduction: t = 2 c + sum a[i]^2 2^(64 i); '
          'limbs 17..33 go through the fold. */')
    # c positions in frame: pending; in registers: held
    X, Z, cs, r512 = free.pop(0), free.pop(0), free.pop(0), free.pop(0)
    e('mov %s, #0' % Z, 'Z')
    e('mov %s, #512' % r512, '2^9')
    for i in range(17):
        lo_p, hi_p = 2 * i, 2 * i + 1
        loads = []
        tmp = []

        def get(pos):
            if pos in held:
                return held.pop(pos)
            r = free.pop(0)
            tmp.append(r)
            if pos in pending:
                loads.append(('ldr %s, %s' % (r, slot(pos)), 'c[%d]' % pos))
                return r
            return r  # zero, set below
        lo = get(lo_p) if i > 0 else free.pop(0)
        if i == 0:
            tmp.append(lo)
        hi = get(hi_p) if hi_p in pending or hi_p in held else None
        ai = free.pop(0)
        tmp.append(ai)
        loads.append(('ldr %s, [r1, #%d]' % (ai, 4 * (i - aoff)), 'a[%d]' % i))
        xs = {}
        for pos in (lo_p, hi_p):
            if pos >= 17 and pos - 16 <= 16:
                xr = free.pop(0)
                tmp.append(xr)
                xs[pos] = xr
                loads.append(('ldr %s, %s' % (xr, slot(pos - 16)), 'x = t[%d]' % (pos - 16)))
        t0 = None
        if i == 16:
            t0 = free.pop(0)
            tmp.append(t0)
            loads.append(('ldr %s, %s' % (t0, slot(0)), 't[0]'))
        for ins in loads:
            e(*ins)
        if i == 0:
            e('umull %s, %s, %s, %s' % (lo, X, ai, ai), '{X : t0} = a0^2')
            e('adds %s, %s, %s' % (hi, hi, hi), '2 c[1]')
            e('umaal %s, %s, %s, %s' % (hi, X, Z, Z), 't1 = 2 c[1] + X')
            e('lsr %s, %s, #23' % (cs, lo), 'cs = (t[0] >> 23) + 1 (the +1 of v = w + 1)')
            e('add %s, %s, #1' % (cs, cs))
        else:
            e('adcs %s, %s, %s' % (lo, lo, lo), '2 c[%d]' % lo_p)
            if hi is None:
                hi = free.pop(0)
                tmp.append(hi)
                e('adc %s, %s, %s' % (hi, Z, Z), 't[33] = the doubling\'s carry')
            else:
                e('adcs %s, %s, %s' % (hi, hi, hi), '2 c[%d]' % hi_p)
            e('umaal %s, %s, %s, %s' % (lo, X, ai, ai), '{X : t%d} += a%d^2 + X' % (lo_p, i))
            e('umaal %s, %s, %s, %s' % (hi, X, Z, Z), '{X : t%d} += X' % hi_p)
        for pos, r in ((lo_p, lo), (hi_p, hi)):
            if pos < 17:
                e('str %s, %s' % (r, slot(pos)), 't[%d]' % pos)
            elif pos < 32:
                s_step(e, r, pos - 16, cs, r512, xs[pos])
                e('str %s, %s' % (r, slot(pos)), 'W[%d]' % (pos - 17))
            elif pos == 32:
                e('orr %s, %s, %s, lsl #18' % (r, r, t0), 't[32] |= e << 18 (e = t[0] mod 2^23)')
                s_step(e, r, 16, cs, r512, xs[pos])
                e('str %s, %s' % (r, slot(pos)), 'W[15]')
            else:
                e('ubfx %s, %s, #14, #9' % (t0, t0), 'e >> 14')
                e('orr %s, %s, %s' % (r, r, t0), 't[33] |= e >> 14')
                e('add %s, %s, %s' % (r, r, cs), 'W[16] = t[33] + cs')
                e('lsls %s, %s, #23' % (t0, r), 'C = bit 521 of W')
                e('str %s, %s' % (r, slot(pos)), 'W[16]')
        for r in tmp:
            free.append(r)
        if i > 0:
            for r in (lo, hi):
                if r not in free:
                    free.append(r)
    finish(e)


# ---------------------------------------------------------------------------
# Simulator and Cortex-M4 timing (build-aux/qz-trace-cycles' rules) for
# the instructions above.
REGN = {('r%d' % i): i for i in range(13)}
REGN.update(sp=13, lr=14, pc=15)
M32 = 0xffffffff


def reglist(s):
    out = []
    for part in s.replace(' ', '').split(','):
        if '-' in part:
            lo, hi = part.split('-')
            out += list(range(REGN[lo], REGN[hi] + 1))
        else:
            out.append(REGN[part])
    return sorted(out)


class Sim:
    def __init__(self, mem, regs):
        self.m = mem
        self.r = regs
        self.c = 0
        self.cycles = 0
        self.insns = 0
        self.prev_ld = None   # (dest) of a preceding single LDR

    def imm_or_reg(self, s):
        s = s.strip()
        if s.startswith('#'):
            return int(s[1:], 0)
        return self.r[REGN[s]]

    def run(self, lines):
        for ins, _ in lines:
            if ins is None:
                continue
            self.step(ins)

    def step(self, ins):
        self.insns += 1
        op, _, rest = ins.partition(' ')
        args = [a.strip() for a in re.split(r',\s*(?![^{]*})(?![^\[]*\])', rest)] if rest else []
        r, m = self.r, self.m
        cyc = 1
        ld = None
        if op in ('push', 'pop'):
            lst = reglist(args[0][1:-1])
            if op == 'push':
                r[13] -= 4 * len(lst)
                for n, x in enumerate(lst):
                    m[r[13] + 4 * n] = r[x]
            else:
                for n, x in enumerate(lst):
                    r[x] = m[r[13] + 4 * n]
                r[13] += 4 * len(lst)
            cyc = 1 + len(lst) + (2 if 15 in lst else 0)
        elif op in ('ldm', 'stm'):
            base = args[0]
            wb = base.endswith('!')
            bn = REGN[base.rstrip('!')]
            lst = reglist(args[1][1:-1])
            addr = r[bn]
            for n, x in enumerate(lst):
                if op == 'ldm':
                    r[x] = m[addr + 4 * n]
                else:
                    m[addr + 4 * n] = r[x]
            if wb:
                r[bn] = addr + 4 * len(lst)
            cyc = 1 + len(lst)
        elif op in ('ldr', 'str'):
            mm = re.match(r'\[(\w+), #(-?\d+)\]', args[1])
            bn = REGN[mm.group(1)]
            addr = r[bn] + int(mm.group(2))
            d = REGN[args[0]]
            piped = self.prev_ld is not None and self.prev_ld != bn
            if op == 'ldr':
                r[d] = m[addr]
                ld = d
                cyc = 1 if piped else 2
            else:
                m[addr] = r[d]
                cyc = 1
        elif op in ('umull', 'umaal'):
            lo, hi, a, b = (REGN[x] for x in args)
            v = r[a] * r[b]
            if op == 'umaal':
                v += r[lo] + r[hi]
            r[lo], r[hi] = v & M32, v >> 32
        elif op == 'mov':
            r[REGN[args[0]]] = self.imm_or_reg(args[1])
        elif op in ('lsr', 'lsls'):
            v = r[REGN[args[1]]]
            s = int(args[2][1:])
            if op == 'lsr':
                res = v >> s
            else:
                res = (v << s) & M32
                self.c = (v >> (32 - s)) & 1
            r[REGN[args[0]]] = res
        elif op == 'orr':
            v = r[REGN[args[2]]]
            if len(args) > 3:
                mm = re.match(r'lsl #(\d+)', args[3])
                v = (v << int(mm.group(1))) & M32
            r[REGN[args[0]]] = r[REGN[args[1]]] | v
        elif op == 'ubfx':
            lsb, wid = int(args[2][1:]), int(args[3][1:])
            r[REGN[args[0]]] = (r[REGN[args[1]]] >> lsb) & ((1 << wid) - 1)
        elif op == 'bfc':
            lsb, wid = int(args[1][1:]), int(args[2][1:])
            r[REGN[args[0]]] &= ~(((1 << wid) - 1) << lsb) & M32
        elif op in ('add', 'sub') and args[0] == 'sp':
            v = int(args[2][1:])
            r[13] += v if op == 'add' else -v
        elif op == 'add':
            r[REGN[args[0]]] = (r[REGN[args[1]]] + self.imm_or_reg(args[2])) & M32
        elif op in ('adds', 'adcs', 'adc'):
            a = r[REGN[args[1]]]
            b = self.imm_or_reg(args[2])
            v = a + b + (self.c if op != 'adds' else 0)
            r[REGN[args[0]]] = v & M32
            if op != 'adc':
                self.c = v >> 32
        elif op in ('subs', 'sbcs'):
            a = r[REGN[args[1]]]
            b = self.imm_or_reg(args[2])
            v = a - b - (1 - self.c if op == 'sbcs' else 0)
            r[REGN[args[0]]] = v & M32
            self.c = 1 if v >= 0 else 0
        else:
            raise ValueError('simulator: no %r' % ins)
        self.prev_ld = ld
        self.cycles += cyc


def limbs(x, n=17):
    return [(x >> (32 * i)) & M32 for i in range(n)]


def run_fn(lines, a, b, alias=None):
    """Run one function; returns (r, cycles, insns). alias: None, 'a', 'b'."""
    SP0, RA, AA, BA = 0x20008000, 0x3000, 0x1000, 0x2000
    mem = {}
    for i, v in enumerate(limbs(a)):
        mem[AA + 4 * i] = v
    if b is not None:
        for i, v in enumerate(limbs(b)):
            mem[BA + 4 * i] = v
    ra = {None: RA, 'a': AA, 'b': BA}[alias]
    regs = [0] * 16
    regs[0], regs[1], regs[2] = ra, AA, BA
    for i in range(3, 13):
        regs[i] = 0x1111 * i
    regs[13], regs[14] = SP0, 0xfffffff1
    sim = Sim(mem, regs)
    sim.run(lines)
    assert regs[13] == SP0, 'sp not restored'
    assert all(regs[i] == 0x1111 * i for i in range(4, 12)), 'r4-r11 not restored'
    assert regs[15] == 0xfffffff1, 'no return'
    r = sum(mem.get(ra + 4 * i, 0) << (32 * i) for i in range(17))
    return r, sim.cycles, sim.insns


def selftest(mul, sqr):
    rng = random.Random(521)
    rinv = pow(R, -1, P)
    vals = [0, 1, 2, P - 1, P - 2, 2**520, 2**512, 2**521 - 2**32, 2**498, 2**23 - 1,
            (2**521 - 1) // 3, R % P, R * R % P]
    for _ in range(300):
        x = rng.getrandbits(521) % P
        if rng.random() < 0.3:   # all-ones limbs
            xl = limbs(x)
            for i in range(17):
                if rng.random() < 0.5:
                    xl[i] = M32
            x = sum(v << (32 * i) for i, v in enumerate(xl)) % P
        vals.append(x)
    cyc = {}
    for n in range(len(vals)):
        a = vals[n]
        b = vals[(n * 7 + 3) % len(vals)]
        want = a * b * rinv % P
        for alias in (None, 'a', 'b'):
            got, c, _ = run_fn(mul, a, b, alias)
            if got != want:
                raise SystemExit('p521_field.py: mul wrong for a=%x b=%x alias %s' % (a, b, alias))
            cyc['mul'] = c
        want = a * a * rinv % P
        for alias in (None, 'a'):
            got, c, _ = run_fn(sqr, a, None, alias)
            if got != want:
                raise SystemExit('p521_field.py: sqr wrong for a=%x alias %s' % (a, alias))
            cyc['sqr'] = c
    # out-of-range inputs: below 2^544 out, no fault
    for a, b in ((R - 1, R - 1), (R - 1, 1), (2**543, P - 1)):
        got, _, _ = run_fn(mul, a, b)
        assert got < R
        got, _, _ = run_fn(sqr, a, None)
        assert got < R
    return cyc


def render(fn_lines):
    out = []
    for ins, com in fn_lines:
        if ins is None:
            out.append('    %s' % com)
        elif com:
            out.append('    %-36s @ %s' % (ins, com))
        else:
            out.append('    %s' % ins)
    return out


def generate():
    mul, sqr = Emit(), Emit()
    gen_mul(mul)
    gen_sqr(sqr)
    return mul.lines, sqr.lines


def block(mul, sqr):
    out = [BEGIN, '']
    for name, lines in (('qzi_p521_mul_armv7em', mul), ('qzi_p521_sqr_armv7em', sqr)):
        out += ['    .section .text.qz_fast.%s,"ax",%%progbits' % name,
                '    .global %s' % name,
                '    .type   %s, %%function' % name,
                '    .p2align 2',
                '    .thumb_func',
                '%s:' % name]
        out += render(lines)
        out += ['    .size   %s, . - %s' % (name, name), '']
    out.append(END)
    return '\n'.join(out) + '\n'


def main(argv):
    check = '--check' in argv
    stats = '--stats' in argv
    files = [a for a in argv if not a.startswith('--')]
    if files and files[0] == 'armv7em':   # the one variant (qz-check-generated names it)
        files = files[1:]
    mul, sqr = generate()
    cyc = selftest(mul, sqr)
    if stats:
        for name, lines in (('mul', mul), ('sqr', sqr)):
            n = sum(1 for i, _ in lines if i)
            print('%s: %d instructions, %d modelled M4 cycles (zero wait states, '
                  'return included)' % (name, n, cyc[name]))
    text = block(mul, sqr)
    if not files:
        if not stats:
            sys.stdout.write(text)
        return 0
    path = files[0]
    with open(path) as f:
        old = f.read()
    i, j = old.index(BEGIN), old.index(END) + len(END) + 1
    new = old[:i] + text + old[j:]
    if check:
        if new != old:
            import difflib
            sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), new.splitlines(True),
                                                       path, 'generated'))
            return 1
        return 0
    if new != old:
        with open(path, 'w') as f:
            f.write(new)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))

#!/usr/bin/env python3
"""Generator of the field kernels mod p = 2^448 - 2^224 - 1 for ARMv7E-M.

WHAT IT GENERATES
  The code of lib/arch/armv7em/fe448.S: qzi_fe448_{mul,sqr,add,sub,
  mul_a24}_armv7em (contract: lib/internal/fe448_kernel.h; method,
  registers and figures: the header comment of that file). The file is a
  hand-written header followed by a block between the lines
    @ ---- BEGIN GENERATED CODE: lib/arch/gen/fe448_field.py ----
    @ ---- END GENERATED CODE ----
  that this program rewrites. Edit the header by hand and the code
  through this program, never the block by hand.

COMMANDS (from the top of the source tree; python3, standard library only)
    python3 lib/arch/gen/fe448_field.py armv7em lib/arch/armv7em/fe448.S
  rewrites the block in place (the file is left alone if nothing changes).
  --check only compares: exit status 1 and a diff if the file differs.
  Without a file argument the block goes to stdout. The kernels are
  checked by tests/kernel_fe448.c (and kat/kat-x448) on the M4 and M33
  builds, not here.
"""
import difflib
import sys

BEGIN = '@ ---- BEGIN GENERATED CODE: lib/arch/gen/fe448_field.py ----'
END = '@ ---- END GENERATED CODE ----'

FR_R = 112        # the pushed r0, above the 28 product limbs
FRAME = 112


class Emit:
    def __init__(self):
        self.lines = []

    def __call__(self, ins, comment=''):
        self.lines.append((ins, comment))

    def raw(self, text):
        self.lines.append((None, text))

    def text(self):
        out = []
        for ins, c in self.lines:
            if ins is None:
                out.append(c)
            elif ins.endswith(':'):
                out.append(ins)
            else:
                s = '    ' + ins
                if c:
                    s = s.ljust(40) + '@ ' + c
                out.append(s.rstrip())
        return '\n'.join(out) + '\n'


def slot(pos):
    return '[sp, #%d]' % (4 * pos)


def rl(regs):
    return '{' + ', '.join(regs) + '}'


def header(e, name):
    e.raw('')
    e.raw('    .section .text.%s,"ax",%%progbits' % name)
    e.raw('    .align  2')
    e.raw('    .global %s' % name)
    e.raw('    .type   %s, %%function' % name)
    e.raw('    .thumb_func')
    e(name + ':')


def footer(e, name):
    e.raw('    .size   %s, . - %s' % (name, name))


# ---------------------------------------------------------------------------
# Product passes: operand scanning, a block of w limbs of a in registers,
# rows over b (or, for the square, over a), a window of w partial sums plus
# a carry rotating over a pool of registers; the earlier passes' limbs wait
# in the frame and come in as a row's carry (or as a window's first value).
class Window:
    def __init__(self, e, pool):
        self.e = e
        self.free = list(pool)
        self.regs = {}

    def take(self):
        return self.free.pop(0)

    def give(self, r):
        self.free.append(r)


def product_pass(e, win, A, k, rows, pending, bload, first):
    """rows: list of (j, B register) for b[j]; adds A * b[j] at positions
    k + j ... ; pending: positions whose value is in the frame."""
    w = len(A)
    for n, (j, B, loads) in enumerate(rows):
        p0 = k + j
        for ins in loads:
            e(*ins)
        c = win.take()
        movs = []
        if p0 in win.regs:
            if p0 in pending:
                raise AssertionError
            movs.append(('mov %s, #0' % c, ''))
            usemull = False
        elif p0 in pending:
            # the value waits: take it as the window's first register
            r = win.take()
            win.regs[p0] = r
            e('ldr %s, %s' % (r, slot(p0)), 't%d' % p0)
            pending.discard(p0)
            movs.append(('mov %s, #0' % c, ''))
            usemull = False
        else:
            win.regs[p0] = win.take()
            usemull = True
        for i in range(1, w):
            p = p0 + i
            if p not in win.regs:
                r = win.take()
                win.regs[p] = r
                if p in pending:
                    e('ldr %s, %s' % (r, slot(p)), 't%d' % p)
                    pending.discard(p)
                else:
                    movs.append(('mov %s, #0' % r, ''))
        for ins in movs:
            e(*ins)
        for i in range(w):
            p = p0 + i
            if i == 0 and usemull:
                e('umull %s, %s, %s, %s' % (win.regs[p], c, A[i], B), '{c : t%d} = a b' % p)
            else:
                e('umaal %s, %s, %s, %s' % (win.regs[p], c, A[i], B), '{c : t%d} += a b + c' % p)
        assert p0 + w not in win.regs
        win.regs[p0 + w] = c
        yield p0


def row_carry_in(e, win, p0, pending):
    """Before a row starting at p0 whose window is full: the carry register
    gets the waiting value of p0 (or 0)."""


def gen_mul(e, sqr=False):
    e('push {r0, r4-r11, lr}', 'r at [sp, #%d] after the sub' % FR_R)
    e('sub sp, sp, #%d' % FRAME)
    passes = [(0, 5), (5, 5), (10, 4)]
    pending = set()
    for n, (k, w) in enumerate(passes):
        last = n == len(passes) - 1
        A = ['r%d' % (3 + i) for i in range(w)]
        e.raw('    /* Pass %d: t += 2^%d a[%d..%d] * b. */' % (n + 1, 32 * k, k, k + w - 1))
        e('ldm r1%s, {%s-%s}' % ('' if last else '!', A[0], A[-1]), 'a%d..a%d' % (k, k + w - 1))
        if last:
            # r1 is the odd rows' b[j]: loaded with the even row's, and the
            # odd row's carry with the even row's too (one run of loads)
            pool = ['r0', 'r7', 'r8', 'r9', 'r10', 'r11', 'r12']
        else:
            pool = ['r0'] + ['r%d' % i for i in range(3 + w, 13)]
        win = Window(e, pool)
        # the waiting positions k..k+13: k..k+w-1 start the window, the rest
        # enter as row carries
        cn, cn_loaded = None, False
        for j in range(14):
            p0 = k + j
            B = 'lr'
            if last and j % 2:
                B, c = 'r1', cn
                if not cn_loaded:
                    e('mov %s, #0' % c)
            else:
                e('ldr lr, [r2, #%d]' % (4 * j), 'b%d' % j)
                if last:
                    e('ldr r1, [r2, #%d]' % (4 * j + 4), 'b%d' % (j + 1))
                c = win.take()
            if j == 0:
                for i in range(w):
                    r = win.take() if i else None
                    if i == 0:
                        r = win.take()
                    win.regs[p0 + i] = r
                    if p0 + i in pending:
                        e('ldr %s, %s' % (r, slot(p0 + i)), 't%d' % (p0 + i))
                        pending.discard(p0 + i)
                    elif i:
                        e('mov %s, #0' % r)
                if k:
                    e('mov %s, #0' % c)
            elif not (last and j % 2):
                if p0 in pending:
                    e('ldr %s, %s' % (c, slot(p0)), 'c = t%d' % p0)
                    pending.discard(p0)
                else:
                    e('mov %s, #0' % c)
            if last and j % 2 == 0:
                cn = win.take()
                cn_loaded = p0 + 1 in pending
                if cn_loaded:
                    e('ldr %s, %s' % (cn, slot(p0 + 1)), 'the next row\'s c = t%d' % (p0 + 1))
                    pending.discard(p0 + 1)
            for i in range(w):
                p = p0 + i
                if j == 0 and i == 0 and k == 0:
                    e('umull %s, %s, %s, %s' % (win.regs[p], c, A[i], B), '{c : t%d} = a%d b%d' % (p, k + i, j))
                else:
                    e('umaal %s, %s, %s, %s' % (win.regs[p], c, A[i], B), '{c : t%d} += a%d b%d + c' % (p, k + i, j))
            win.regs[p0 + w] = c
            r = win.regs.pop(p0)
            e('str %s, %s' % (r, slot(p0)), 't%d' % p0)
            win.give(r)
        for p in sorted(win.regs):
            r = win.regs.pop(p)
            e('str %s, %s' % (r, slot(p)), 't%d' % p)
            win.give(r)
        pending = set(range(k + w, k + w + 14))
    reduce_tail(e)


def reduce_tail(e):
    """t0..t27 in the frame: r = L + S + 2^224 (S + H_hi), then the fold."""
    R = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7']
    c, k, x, y, rp = 'r8', 'r9', 'r10', 'r11', 'r0'
    e.raw('    /* Reduction, low half: r_m = t_m + t_(14+m) + t_(21+m), m < 7, held')
    e.raw('     * in r1-r7; t_(14+m) by the ADCS chain, t_(21+m) by UMAAL with 1. */')
    e('ldm sp, {r1-r7}', 't0..t6')
    e('mov %s, #0' % c)
    e('mov %s, #1' % k)
    for m in range(7):
        e('ldr %s, %s' % (x, slot(14 + m)), 't%d' % (14 + m))
        e('ldr %s, %s' % (y, slot(21 + m)), 't%d' % (21 + m))
        e('%s %s, %s, %s' % ('adds' if m == 0 else 'adcs', R[m], R[m], x))
        e('umaal %s, %s, %s, %s' % (R[m], c, y, k), 'r%d, {c : .} += t%d + c' % (m, 21 + m))
    e.raw('    /* High half: r_(7+m) = t_(7+m) + t_(14+m) + 2 t_(21+m), both carries')
    e.raw('     * running on from the low half; stored to r. */')
    e('mov %s, #2' % k)
    e('ldr %s, [sp, #%d]' % (rp, FR_R), 'r')
    z = 'r12'
    for m in range(7):
        z = 'lr' if m == 0 else 'r12'     # limb 7 stays in lr for the fold
        e('ldr %s, %s' % (z, slot(7 + m)), 't%d' % (7 + m))
        e('ldr %s, %s' % (x, slot(14 + m)), 't%d' % (14 + m))
        e('ldr %s, %s' % (y, slot(21 + m)), 't%d' % (21 + m))
        e('adcs %s, %s, %s' % (z, z, x))
        e('umaal %s, %s, %s, %s' % (z, c, y, k), 'r%d, {c : .} += 2 t%d + c' % (7 + m, 21 + m))
        if m:
            e('str %s, [%s, #%d]' % (z, rp, 4 * (7 + m)), 'r%d' % (7 + m))
    e('adc %s, %s, #0' % (c, c), 'u = the carry out of bit 448 (< 4)')
    fold_tail(e, R, c, rp, ['r9', 'r10', 'r11', 'r12'], h7='lr')
    e('add sp, sp, #%d' % (FRAME + 4))
    e('pop {r4-r11, pc}')


def fold_tail(e, R, u, rp, t, sub=False, h7=None):
    """r0..r6 in R, r7..r13 at rp[7..13]; r = that + u (2^224 + 1) (or
    minus, sub), then the second carry (borrow); R stored. t: four free
    registers; u is clobbered (it becomes a pointer)."""
    op0, op = ('subs', 'sbcs') if sub else ('adds', 'adcs')
    if sub:
        e.raw('    /* Fold: u (2^224 + 1) off (limbs 0 and 7, one chain over the 14')
        e.raw('     * limbs); a second borrow means the value was below 2^224 + 1 and')
        e.raw('     * wrapped to at least 2^448 - 2^224 - 1 (limb 7 >= 2^32 - 2, limbs')
        e.raw('     * 8..13 all ones): taking 2^224 + 1 off once more is a chain over')
        e.raw('     * limbs 0..7 that cannot borrow. */')
    else:
        e.raw('    /* Fold: u (2^224 + 1) in (limbs 0 and 7, one chain over the 14')
        e.raw('     * limbs); its carry C2 means a wrap, leaving the value below')
        e.raw('     * u (2^224 + 1) (limbs 8..13 zero, limb 7 <= u): C2 goes into limbs')
        e.raw('     * 0 and 7 once more, a chain over limbs 0..7 that cannot carry. */')
    e('%s %s, %s, %s' % (op0, R[0], R[0], u))
    for i in range(1, 7):
        e('%s %s, %s, #0' % (op, R[i], R[i]))
    if h7:
        e('%s %s, %s, %s' % (op, h7, h7, u), 'limb 7, u and the chain')
    else:
        e('ldr %s, [%s, #28]' % (t[0], rp), 'r7')
        e('%s %s, %s, %s' % (op, t[0], t[0], u), 'limb 7, u and the chain')
        e('str %s, [%s, #28]' % (t[0], rp))
    e('add %s, %s, #32' % (u, rp))
    e('ldm %s, {%s}' % (u, ', '.join(t[:3])), 'limbs 8..10')
    for i in range(3):
        e('%s %s, %s, #0' % (op, t[i], t[i]))
    e('stm %s!, {%s}' % (u, ', '.join(t[:3])))
    e('ldm %s, {%s}' % (u, ', '.join(t[:3])), 'limbs 11..13')
    for i in range(3):
        e('%s %s, %s, #0' % (op, t[i], t[i]))
    e('stm %s, {%s}' % (u, ', '.join(t[:3])))
    if sub:
        e('sbc %s, %s, %s' % (t[3], t[3], t[3]), '-B2')
        e('and %s, %s, #1' % (t[3], t[3]), 'B2')
    else:
        e('mov %s, #0' % t[3])
        e('adc %s, %s, #0' % (t[3], t[3]), 'C2')
    e('%s %s, %s, %s' % (op0, R[0], R[0], t[3]))
    for i in range(1, 7):
        e('%s %s, %s, #0' % (op, R[i], R[i]))
    if h7:
        e('%s %s, %s, %s' % (op[:3], h7, h7, t[3]), 'limb 7 and C2 (B2) with the chain: the last')
        e('stm %s, {%s}' % (rp, ', '.join(R + [h7])), 'limbs 0..7')
    else:
        e('ldr %s, [%s, #28]' % (t[0], rp), 'limb 7')
        e('%s %s, %s, %s' % (op[:3], t[0], t[0], t[3]), 'limb 7 and C2 (B2) with the chain: the last')
        e('str %s, [%s, #28]' % (t[0], rp))
        e('stm %s, {%s}' % (rp, ', '.join(R)), 'limbs 0..6')


def gen_addsub(e, sub):
    op0, op = ('subs', 'sbcs') if sub else ('adds', 'adcs')
    e('push {r4-r11, lr}')
    e('ldm r1!, {r3-r9}', 'a0..a6')
    e('ldm r2!, {r10-r12, lr}', 'b0..b3')
    e('%s r3, r3, r10' % op0)
    e('%s r4, r4, r11' % op)
    e('%s r5, r5, r12' % op)
    e('%s r6, r6, lr' % op)
    e('ldm r2!, {r10-r12}', 'b4..b6 (LDM keeps the flags)')
    e('%s r7, r7, r10' % op)
    e('%s r8, r8, r11' % op)
    e('%s r9, r9, r12' % op)
    e('ldm r1!, {r10, r11}', 'a7, a8')
    e('ldm r2!, {r12, lr}', 'b7, b8')
    e('%s r10, r10, r12' % op, 'limb 7, kept in r10 for the fold')
    e('%s r11, r11, lr' % op)
    e('str r11, [r0, #32]', 'limb 8 (a8, b8 read)')
    for i in range(9, 14):
        e('ldr r11, [r1], #4', 'a%d' % i)
        e('ldr r12, [r2], #4', 'b%d' % i)
        e('%s r11, r11, r12' % op)
        e('str r11, [r0, #%d]' % (4 * i), 'limb %d' % i)
    if sub:
        e('sbc r1, r1, r1', '-borrow')
        e('and r1, r1, #1', 'u = borrow')
    else:
        e('mov r1, #0')
        e('adc r1, r1, #0', 'u = carry')
    fold_tail(e, ['r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9'], 'r1', 'r0',
              ['r11', 'r12', 'lr', 'r2'], sub, h7='r10')
    e('pop {r4-r11, pc}')


def gen_a24(e):
    e('push {r4-r11, lr}')
    e('movw r12, #39081', '39082 - 1')
    e('mov r2, #0')
    e('ldm r1!, {r3-r9}', 'a0..a6')
    e.raw('    /* {a_i : c} = c + a_i + 39081 a_i: the limb lands in the carry\'s')
    e.raw('     * register, the next carry in a_i\'s. */')
    regs = ['r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9']
    for i in range(7):
        e('umaal %s, %s, %s, r12' % (regs[i], regs[i + 1], regs[i + 1]), 'limb %d' % i)
    e('ldm r1!, {r10, r11, lr}', 'a7..a9')
    e('umaal r9, r10, r10, r12', 'limb 7')
    e('umaal r10, r11, r11, r12', 'limb 8')
    e('umaal r11, lr, lr, r12', 'limb 9')
    e('add r0, r0, #28')
    e('stm r0!, {r9-r11}', 'limbs 7..9 (a7..a9 read)')
    e('ldm r1!, {r9-r11}', 'a10..a12')
    e('umaal lr, r9, r9, r12', 'limb 10')
    e('umaal r9, r10, r10, r12', 'limb 11')
    e('umaal r10, r11, r11, r12', 'limb 12')
    e('str lr, [r0], #4', 'limb 10')
    e('stm r0!, {r9, r10}', 'limbs 11, 12')
    e('ldr lr, [r1]', 'a13')
    e('umaal r11, lr, lr, r12', 'limb 13, u = lr < 2^16')
    e('str r11, [r0]')
    e('sub r0, r0, #52')
    fold_tail(e, regs[:7], 'lr', 'r0', ['r9', 'r10', 'r11', 'r12'])
    e('pop {r4-r11, pc}')


class Rows:
    """Rows of UMAAL chains over a window of partial sums in registers
    (position -> register); positions in `pending` wait in the frame and
    are loaded when a row first touches them; positions in neither are
    zero."""

    def __init__(self, e, pool, pending):
        self.e = e
        self.free = list(pool)
        self.regs = {}
        self.pending = pending

    def take(self):
        return self.free.pop(0)

    def row(self, B, macs, loads=()):
        """{c : window} += A_i B over macs [(A_i, position)], positions
        ascending; a waiting value of the row's first position comes in as
        the carry (every waiting position is some later row's first, so a
        position met elsewhere in a row starts from zero)."""
        e = self.e
        for ins in loads:
            e(*ins)
        p0 = macs[0][1]
        c = self.take()
        movs, plain_umull = [], False
        if p0 in self.pending:
            e('ldr %s, %s' % (c, slot(p0)), 'c = t%d of the passes before' % p0)
            self.pending.discard(p0)
            if p0 not in self.regs:
                self.regs[p0] = self.take()
                movs.append('mov %s, #0' % self.regs[p0])
        elif p0 in self.regs:
            movs.append('mov %s, #0' % c)
        else:
            self.regs[p0] = self.take()
            plain_umull = True
        for _, p in macs[1:]:
            if p not in self.regs:
                r = self.take()
                self.regs[p] = r
                movs.append('mov %s, #0' % r)
        for m in movs:
            e(m)
        for n, (A, p) in enumerate(macs):
            if n == 0 and plain_umull:
                e('umull %s, %s, %s, %s' % (self.regs[p], c, A, B), '{c : t%d} = %s %s' % (p, A, B))
            else:
                e('umaal %s, %s, %s, %s' % (self.regs[p], c, A, B), '{c : t%d} += %s %s + c' % (p, A, B))
        top = macs[-1][1] + 1
        assert top not in self.regs
        self.regs[top] = c

    def spill(self, p, final_comment='t'):
        r = self.regs.pop(p)
        self.e('str %s, %s' % (r, slot(p)), '%s%d' % (final_comment, p))
        self.pending.add(p)
        self.free.append(r)


def gen_sqr(e):
    e('push {r0, r4-r11, lr}', 'r at [sp, #%d] after the sub' % FR_R)
    e('sub sp, sp, #%d' % FRAME)
    pending = set()
    passes = [(0, 5), (5, 5), (10, 4)]
    rows = None
    for n, (k, w) in enumerate(passes):
        last = n == len(passes) - 1
        A = ['r%d' % (3 + i) for i in range(w)]
        e.raw('    /* Cross products, pass %d: a[%d..%d] * a[j], j > i. */' % (n + 1, k, k + w - 1))
        e('ldm r1%s, {%s-%s}' % ('' if last else '!', A[0], A[-1]), 'a%d..a%d' % (k, k + w - 1))
        base = k + w if not last else k      # r1 = a + 4 base
        if last:
            pool = ['r0', 'r2', 'r7', 'r8', 'r9', 'r10', 'r11', 'r12', 'lr']
        else:
            pool = ['r0', 'r2'] + ['r%d' % i for i in range(3 + w, 13)]
        rows = Rows(e, pool, pending)
        for j in range(k + 1, 14):
            macs = [(A[i - k], i + j) for i in range(k, min(k + w, j))]
            if j < k + w:
                B, loads = A[j - k], ()
            else:
                B, loads = 'lr', (('ldr lr, [r1, #%d]' % (4 * (j - base)), 'a%d' % j),)
            rows.row(B, macs, loads)
            # positions below the next row's start are done for this pass
            nxt = k + j + 1
            for p in sorted(rows.regs):
                if p < nxt and (not last or True):
                    rows.spill(p, 'c')
        if not last:
            for p in sorted(rows.regs):
                rows.spill(p, 'c')
    held = dict(rows.regs)       # the last pass's top positions
    e.raw('    /* Doubling and squares: t = 2 c + sum a_i^2 2^(64 i), limb pairs')
    e.raw('     * (2i, 2i + 1): ADCS x, x, x doubles with the chain\'s carry,')
    e.raw('     * UMAAL adds a_i^2 and the square chain\'s carry k. */')
    free = [r for r in ['r0', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11',
                        'r12', 'lr'] if r not in held.values()]
    kk, z = free.pop(0), free.pop(0)
    x0, x1, ai = free.pop(0), free.pop(0), free.pop(0)
    e('mov %s, #0' % z)
    for i in range(14):
        lo, hi = 2 * i, 2 * i + 1
        e('ldr %s, [r1, #%d]' % (ai, 4 * (i - 10)), 'a%d' % i)
        regs = []
        for p, x in ((lo, x0), (hi, x1)):
            if p in held:
                regs.append(held.pop(p))
            elif p in pending:
                e('ldr %s, %s' % (x, slot(p)), 'c%d' % p)
                regs.append(x)
            else:
                regs.append(None)
        r0_, r1_ = regs
        if i == 0:
            assert r0_ is None
            e('umull %s, %s, %s, %s' % (x0, kk, ai, ai), '{k : t0} = a0^2')
            e('adds %s, %s, %s' % (r1_, r1_, r1_), '2 c1')
            e('umaal %s, %s, %s, %s' % (r1_, kk, z, z), '{k : t1} = 2 c1 + k')
            e('str %s, %s' % (x0, slot(0)), 't0')
            e('str %s, %s' % (r1_, slot(1)), 't1')
            continue
        if r1_ is None:
            assert hi == 27
            e('adcs %s, %s, %s' % (r0_, r0_, r0_), '2 c%d + carry' % lo)
            e('adc %s, %s, #0' % (x1, z), 'the doubling\'s last carry')
            r1_ = x1
        else:
            e('adcs %s, %s, %s' % (r0_, r0_, r0_), '2 c%d + carry' % lo)
            e('adcs %s, %s, %s' % (r1_, r1_, r1_), '2 c%d + carry' % hi)
        e('umaal %s, %s, %s, %s' % (r0_, kk, ai, ai), '{k : t%d} += a%d^2 + k' % (lo, i))
        e('umaal %s, %s, %s, %s' % (r1_, kk, z, z), '{k : t%d} += k' % hi)
        e('str %s, %s' % (r0_, slot(lo)), 't%d' % lo)
        e('str %s, %s' % (r1_, slot(hi)), 't%d' % hi)
    reduce_tail(e)


def gen_cnd_swap2(e):
    e('push {r4-r11, lr}')
    e('uadd8 r2, r2, r2', 'GE = 1111 for mask = -1 (0xff + 0xff carries), 0000 for 0')
    for g in range(7):
        e('ldm r0, {r3-r6}', 'a%d..a%d' % (4 * g, 4 * g + 3))
        e('ldm r1, {r7-r10}', 'b%d..b%d' % (4 * g, 4 * g + 3))
        for i, t in enumerate(['r2', 'r11', 'r12', 'lr']):
            a, b = 'r%d' % (3 + i), 'r%d' % (7 + i)
            e('sel %s, %s, %s' % (t, b, a), 'GE ? b : a')
            e('sel %s, %s, %s' % (b, a, b), 'GE ? a : b')
        e('stm r0!, {r2, r11, r12, lr}')
        e('stm r1!, {r7-r10}')
    e('pop {r4-r11, pc}')


def generate():
    e = Emit()
    header(e, 'qzi_fe448_mul_armv7em')
    gen_mul(e)
    footer(e, 'qzi_fe448_mul_armv7em')
    header(e, 'qzi_fe448_sqr_armv7em')
    gen_sqr(e)
    footer(e, 'qzi_fe448_sqr_armv7em')
    for name, fn in (('add', lambda: gen_addsub(e, False)), ('sub', lambda: gen_addsub(e, True)),
                     ('mul_a24', lambda: gen_a24(e)), ('cnd_swap2', lambda: gen_cnd_swap2(e))):
        header(e, 'qzi_fe448_%s_armv7em' % name)
        fn()
        footer(e, 'qzi_fe448_%s_armv7em' % name)
    return e.text()


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

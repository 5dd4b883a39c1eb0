#!/usr/bin/python3
"""report.py -- qzcrypt bench reports (called by bench/run).

  report.py core --core CPU --work DIR --ref DIR --out DIR
      read DIR/bench.out (and bench2.out, board.out, board-flash.out,
      board-ram.out, board-ram-pq.out, board-ram-rsa.out, fp/*.map,
      info.txt)
      written by bench/run for one core; write OUT/<core>.md, .csv, .png
  report.py summary --out DIR --work DIR [--seconds N] CPU...
      print the cross-core summary (and write OUT/summary.md)
  report.py baseline --work DIR --out FILE CPU...
      write the footprint baseline (code + const per unit) from bench/run
      work directories of the default build (bench/run --all --work DIR)
  report.py self-test
      the footprint gate's own test (a grown unit must be reported)
  report.py check-reference --seeds DIR --ref DIR
      check every transcribed reference figure against the line of the
      seed page it cites (value and row labels); exit 1 on a mismatch

Modelled cycles come from qz-mcusim: "ideal" with zero wait states, "board"
with the reference board's flash wait states, prefetch and caches
(qz-mcusim --board); the reference figures are hardware measurements from
the pages in bench/reference/.
Only the Python 3 standard library is needed, plus matplotlib for the
charts (skipped with a note when it is missing).
"""
import argparse
import csv
import os
import re
import sys

CORES = {
    # core: (primary reference, secondary reference, board, clock of the page)
    'cortex-m0plus': ('cmox-v5-stm32u083.csv', 'cyclone-2.1.6-stm32g0.csv',
                      'NUCLEO-U083RC', 56),
    'cortex-m4': ('cmox-v5-stm32g474.csv', 'cmox-v4-stm32g474.csv',
                  'NUCLEO-G474RE', 170),
    'cortex-m33': ('cmox-v4-stm32h563.csv', None, 'NUCLEO-H563ZI', 240),
}
# Where the kernels go on each reference board (doc/porting.md, 'Placing
# the kernels in RAM'): the board-model column compared with the page.
#   ram:   CCM SRAM on the G474 (8 wait states at 170 MHz and a 1 KiB
#          cache cannot feed the straight-line kernels);
#   flash: the H563 (its 8 KiB ICACHE holds a kernel) and the U083 (one
#          wait state; 40 KiB of SRAM).
PLACEMENT = {'cortex-m0plus': 'flash', 'cortex-m4': 'ram', 'cortex-m33': 'flash'}
PLACEMENT_TITLE = {'flash': 'kernels in flash', 'ram': 'kernels in RAM'}
BOARD_ID = {'cortex-m0plus': 'nucleo-u083rc', 'cortex-m4': 'nucleo-g474re',
            'cortex-m33': 'nucleo-h563zi'}
CORE_TITLE = {'cortex-m0plus': 'Cortex-M0+', 'cortex-m4': 'Cortex-M4',
              'cortex-m33': 'Cortex-M33'}

OP_TITLE = {
    'sha224': 'SHA-224', 'sha256': 'SHA-256', 'sha384': 'SHA-384',
    'sha512': 'SHA-512', 'sha512_224': 'SHA-512/224', 'sha512_256': 'SHA-512/256',
    'sha3_224': 'SHA3-224', 'sha3_256': 'SHA3-256', 'sha3_384': 'SHA3-384',
    'sha3_512': 'SHA3-512', 'shake128': 'SHAKE128', 'shake256': 'SHAKE256',
    'cshake128': 'cSHAKE128', 'cshake256': 'cSHAKE256', 'kmac128': 'KMAC128',
    'kmac256': 'KMAC256', 'hmac_sha256': 'HMAC-SHA-256',
    'hmac_sha384': 'HMAC-SHA-384', 'hmac_sha512': 'HMAC-SHA-512',
    'hkdf_sha256': 'HKDF-SHA-256', 'md5': 'MD5', 'sha1': 'SHA-1',
    'aes128-ctr': 'AES-128-CTR', 'aes256-ctr': 'AES-256-CTR',
    'chacha20-poly1305-enc': 'ChaCha20-Poly1305 seal',
    'chacha20-poly1305-dec': 'ChaCha20-Poly1305 open',
}
for _k in (128, 192, 256):
    for _m in ('cbc', 'gcm', 'ccm'):
        for _d, _t in (('enc', 'encrypt'), ('dec', 'decrypt')):
            OP_TITLE['aes%d-%s-%s' % (_k, _m, _d)] = 'AES-%d-%s %s' % (_k, _m.upper(), _t)
# Public-key rows (their own section of the report) and the names the
# reference pages give them.
PK_OPS = ['%s-%s-%s' % (f, c, o) for c in ('p256', 'p384', 'p521')
          for f, o in (('ec', 'keygen'), ('ecdsa', 'sign'), ('ecdsa', 'verify'),
                       ('ecdh', 'shared'))]
PK_KIND = {'ec': 'key generation', 'ecdsa': 'ECDSA', 'ecdh': 'ECDH'}
PK_TITLE = {}
for _op in PK_OPS:
    _f, _c, _o = _op.split('-')
    PK_TITLE[_op] = 'P-%s %s%s' % (_c[1:], PK_KIND[_f], ' ' + _o if _f == 'ecdsa' else '')
PK_ALIAS = {'ecdh-%s-keygen' % c: 'ec-%s-keygen' % c for c in ('p256', 'p384', 'p521')}
PK_ALIAS_REV = {v: k for k, v in PK_ALIAS.items()}
# Our rows compared with another op's reference rows. CMOX's cmox_ecdsa_sign
# takes the nonce's random bytes from its caller (no hash in its image): its
# like-for-like row is our random-nonce signing, which the reports put
# beside the RFC 6979 row under the same reference figures.
PK_OPS.insert(PK_OPS.index('ecdsa-p256-sign') + 1, 'ecdsa-p256-sign-random')
PK_TITLE['ecdsa-p256-sign'] = 'P-256 ECDSA sign (RFC 6979)'
PK_TITLE['ecdsa-p256-sign-random'] = 'P-256 ECDSA sign (random nonce)'
PK_REF = {'ecdsa-p256-sign-random': 'ecdsa-p256-sign'}
# Curve25519: Cyclone's X25519 rows (key generation, shared secret) and the
# Ed25519 rows of CMOX and Cyclone (a 1023-byte message on CMOX's pages).
PK_OPS += ['x25519-keygen', 'x25519-shared', 'ed25519-sign', 'ed25519-verify']
PK_TITLE.update({'x25519-keygen': 'X25519 key generation', 'x25519-shared': 'X25519 shared secret',
                 'ed25519-sign': 'Ed25519 sign (1023 B)', 'ed25519-verify': 'Ed25519 verify (1023 B)'})
# Curve448: Cyclone's X448 and Ed448 rows (it gives no message length; ours
# is 1023 bytes, as the Ed25519 rows).
PK_OPS += ['x448-keygen', 'x448-shared', 'ed448-sign', 'ed448-verify']
PK_TITLE.update({'x448-keygen': 'X448 key generation', 'x448-shared': 'X448 shared secret',
                 'ed448-sign': 'Ed448 sign (1023 B)', 'ed448-verify': 'Ed448 verify (1023 B)'})
# ML-KEM: the CMOX rows of each set (the reference pages' names).
PK_OPS += ['ml-kem-%d-%s' % (s, o) for s in (512, 768, 1024) for o in ('keygen', 'encaps', 'decaps')]
PK_TITLE.update({'ml-kem-%d-%s' % (s, o): 'ML-KEM-%d %s' % (s, t) for s in (512, 768, 1024)
                 for o, t in (('keygen', 'key generation'), ('encaps', 'encapsulation'),
                              ('decaps', 'decapsulation'))})
BENCH_MEAN_CALLS = 100  # bench/bench.h: the calls of a "mean" row
# ML-DSA: the CMOX rows (key generation and verification of each set,
# ML-DSA-44 signing; a low-RAM build's rows end in -lowram, CMOX's "Low RAM").
PK_OPS += ['ml-dsa-%d-%s%s' % (s, o, lr) for lr in ('', '-lowram') for s in (44, 65, 87)
           for o in ('keygen', 'sign', 'verify')]
PK_TITLE.update({'ml-dsa-%d-%s%s' % (s, o, lr): 'ML-DSA-%d %s%s' % (s, t, ' (low RAM)' if lr else '')
                 for lr in ('', '-lowram') for s in (44, 65, 87)
                 for o, t in (('keygen', 'key generation'), ('sign', 'sign (32 B)'),
                              ('verify', 'verify (32 B)'))})
# qz_mlkem_decaps_checked_key: decapsulation of a key whose hash check was
# done once (FIPS 203 section 7.3), beside the row that checks on each call;
# no reference row is like-for-like.
for _s in (512, 768, 1024):
    PK_OPS.insert(PK_OPS.index('ml-kem-%d-decaps' % _s) + 1, 'ml-kem-%d-decaps-checked' % _s)
    PK_TITLE['ml-kem-%d-decaps-checked' % _s] = \
        'ML-KEM-%d decapsulation, checked key (no per-call hash check of dk)' % _s
# Operations with rows on the CMOX pages: hashes, then AES-CBC.
REF_OPS = ['sha256', 'sha384'] + ['aes%d-cbc-%s' % (k, d) for k in (128, 192, 256)
                                  for d in ('enc', 'dec')]
# RSA (issue 16): CMOX's RSA-3072 rows and Cyclone's RSA-1024/2048 rows
# (bench/bench_ops.c, "RSA"), in a section of their own: a signing row's
# name ends in its window (low, mid, high) and is compared with the CMOX
# rows of that window only, in each library flavour (small/<w>, fast/<w>).
RSA_RE = re.compile(r'^rsa(\d+)-(pkcs1v22|pkcs1v15)-sha256-(sign-crt|sign-nocrt|verify)'
                    r'(?:-(low|mid|high))?$')
# Cyclone's row names (its page names no scheme: PKCS #1 v1.5 with SHA-256
# assumed) -> ours; its rsa1024-sign is not offered (qzcrypt verifies
# RSA-1024 only, by design).
RSA_CYCLONE = {'rsa1024-verify': 'rsa1024-pkcs1v15-sha256-verify',
               'rsa2048-sign': 'rsa2048-pkcs1v15-sha256-sign-crt-mid',
               'rsa2048-verify': 'rsa2048-pkcs1v15-sha256-verify'}
RSA_NOT_OFFERED = {'rsa1024-sign': 'not offered: qzcrypt verifies RSA-1024 only (signing '
                                   'from 2048 bits, by design)'}


def rsa_ref_op(op):
    """Our RSA row -> (the CMOX op, the window or None), or None."""
    m = RSA_RE.match(op)
    if not m:
        return None
    return ('rsa%s-%s-sha256-%s' % (m.group(1), m.group(2), m.group(3)), m.group(4))


def rsa_title(op):
    m = RSA_RE.match(op)
    bits, scheme, what, w = m.groups()
    t = 'RSA-%s %s SHA-256 ' % (bits, 'PSS' if scheme == 'pkcs1v22' else 'PKCS#1 v1.5')
    t += {'sign-crt': 'sign, CRT', 'sign-nocrt': 'sign, no CRT (composed)',
          'verify': 'verify'}[what]
    return t + (' %s' % w.upper() if w else '')


FP_TITLE = {
    **{'hmac_%s_oneshot' % h: 'qz_hmac (%s)' % t for h, t in (('sha256', 'SHA-256'), ('sha384', 'SHA-384'), ('sha512', 'SHA-512'))},
    **{'hmac_%s_flow' % h: 'qz_hmac_init/update/final (%s)' % t for h, t in (('sha256', 'SHA-256'), ('sha384', 'SHA-384'), ('sha512', 'SHA-512'))},
    'hkdf_sha256': 'qz_hkdf (SHA-256)', 'k_sha256': 'qzi_sha256_compress',
    'k_sha512': 'qzi_sha512_compress', 'k_keccak': 'qzi_keccakp1600',
}


# --------------------------------------------------------------------------
# small helpers
def fint(v):
    """1234567 -> '1,234,567'; None -> '-'."""
    if v is None or v == '':
        return '-'
    return '{:,}'.format(int(round(float(v))))


def ffloat(v, nd=2):
    if v is None:
        return '-'
    return '{:,.{}f}'.format(v, nd)


def read_csv(path):
    with open(path, newline='') as fh:
        return list(csv.DictReader(fh))


def parse_kv(line):
    """'BENCH a=1 b="x y"' -> {'a': '1', 'b': 'x y'}"""
    out = {}
    for m in re.finditer(r'(\w+)=("([^"]*)"|\S+)', line):
        out[m.group(1)] = m.group(3) if m.group(3) is not None else m.group(2)
    return out


def read_bench(path):
    """Rows and header of one firmware run."""
    rows, info, end, skipped = [], {}, None, []
    if not os.path.exists(path):
        return None
    with open(path) as fh:
        for line in fh:
            line = line.rstrip('\n')
            if line.startswith('BENCH '):
                rows.append(parse_kv(line))
            elif line.startswith('BENCHINFO '):
                info = parse_kv(line)
            elif line.startswith('BENCHCAL '):
                info['cal'] = parse_kv(line)
            elif line.startswith('BENCHSKIP '):
                skipped.append(parse_kv(line))
            elif line.startswith('BENCHEND '):
                end = parse_kv(line)
    return {'rows': rows, 'info': info, 'end': end, 'skipped': skipped}


def row_key(r):
    return (r['op'], r['mode'], int(r['len']), int(r['chunk']), int(r['out']))


def read_info(path):
    info = {}
    if os.path.exists(path):
        with open(path) as fh:
            for line in fh:
                if '=' in line:
                    k, v = line.rstrip('\n').split('=', 1)
                    info[k] = v
    return info


# --------------------------------------------------------------------------
# link maps: bytes per owner (qzcrypt, libc, libgcc, harness) and category
SECTION_CATEGORY = {
    '.isr_vector': 'code', '.text': 'code', '.rodata': 'const',
    '.qz_fast_text': 'code', '.qz_fast_rodata': 'const',  # the kernels (common.ld)
    '.ARM.extab': 'const', '.ARM.exidx': 'const', '.init_array': 'const',
    '.data': 'data', '.bss': 'bss',
}


# output sections that are not part of the image
NOT_IMAGE = ('.debug', '.comment', '.ARM.attributes', '.stab', '/DISCARD/')


def owner_of(path):
    if 'libqzcrypt.a(' in path:
        return 'qzcrypt'
    base = os.path.basename(path.split('(')[0])
    if base.startswith('libgcc'):
        return 'libgcc'
    if base.startswith(('libc', 'libg', 'libnosys', 'librdimon')):
        return 'libc'
    return 'harness'


def parse_map(path):
    """{'sizes': {outsec: bytes}, 'bytes': {(owner, category): bytes},
        'sections': [(owner, category, input section, bytes)]}"""
    sizes, acc, secs, named = {}, {}, [], []
    in_map = False
    out_sec = None
    pending = None
    with open(path) as fh:
        for line in fh:
            line = line.rstrip('\n')
            if not in_map:
                in_map = line.startswith('Linker script and memory map')
                continue
            m = re.match(r'^(\.[\w.]+|/DISCARD/)(?:\s+(0x[0-9a-f]+)\s+(0x[0-9a-f]+))?', line)
            if m:
                out_sec = m.group(1)
                pending = None
                if m.group(3) and out_sec in SECTION_CATEGORY:
                    sizes[out_sec] = int(m.group(3), 16)
                continue
            if out_sec not in SECTION_CATEGORY:
                # a library byte in an output section nobody counts would
                # vanish from the footprint: refuse (debug info aside)
                if out_sec and not out_sec.startswith(NOT_IMAGE) and \
                        re.search(r'libqzcrypt\.a\(.*\)\s*$', line) and \
                        re.match(r'^ \S*\s+0x[0-9a-f]+\s+0x0*[1-9a-f]', line):
                    sys.exit('report.py: %s: qzcrypt bytes in output section %s, '
                             'which SECTION_CATEGORY does not count' % (path, out_sec))
                continue
            m = re.match(r'^ (\.\S+|COMMON)\s+(0x[0-9a-f]+)\s+(0x[0-9a-f]+)\s+(\S.*)$', line)
            if m:
                name, size, src = m.group(1), int(m.group(3), 16), m.group(4)
            else:
                m = re.match(r'^ (\.\S+|COMMON)\s*$', line)
                if m:
                    pending = m.group(1)
                    continue
                m = re.match(r'^\s+(0x[0-9a-f]+)\s+(0x[0-9a-f]+)\s+(\S.*)$', line)
                if not (m and pending):
                    pending = None
                    continue
                name, size, src = pending, int(m.group(2), 16), m.group(3)
            pending = None
            if size == 0 or src == 'linker stubs':
                continue
            cat = SECTION_CATEGORY[out_sec]
            own = owner_of(src)
            acc[(own, cat)] = acc.get((own, cat), 0) + size
            member = re.search(r'\(([^()]*)\)$', src)
            member = member.group(1) if member else os.path.basename(src)
            member = re.sub(r'^lib_a-|\.o$', '', member)
            secs.append((own, cat, member, size))
            named.append((own, member, name))
    return {'sizes': sizes, 'bytes': acc, 'members': secs, 'sections': named}


def flash_bytes(sizes):
    return sum(v for k, v in sizes.items() if k != '.bss')


def footprint(work):
    """Per footprint unit: qzcrypt code/const/data, C runtime, image delta."""
    fpdir = os.path.join(work, 'fp')
    out = {}
    if not os.path.isdir(fpdir):
        return out
    base = None
    if os.path.exists(os.path.join(fpdir, 'noop.map')):
        base = parse_map(os.path.join(fpdir, 'noop.map'))
    for fn in sorted(os.listdir(fpdir)):
        if not fn.endswith('.map') or fn == 'noop.map':
            continue
        unit = fn[:-4]
        mp = parse_map(os.path.join(fpdir, fn))
        b = mp['bytes']
        out[unit] = {
            'code': b.get(('qzcrypt', 'code'), 0),
            'const': b.get(('qzcrypt', 'const'), 0),
            'global': b.get(('qzcrypt', 'data'), 0) + b.get(('qzcrypt', 'bss'), 0),
            'runtime': sum(v for (o, c), v in b.items()
                           if o in ('libc', 'libgcc') and c in ('code', 'const')),
            'runtime_syms': sorted({m for o, c, m, s in mp['members']
                                    if o in ('libc', 'libgcc')}),
            'flash_delta': (flash_bytes(mp['sizes']) - flash_bytes(base['sizes'])
                            if base else None),
            'flash': flash_bytes(mp['sizes']),
            'lib_sections': sorted({'%s:%s' % (m, n) for o, m, n in mp['sections']
                                    if o == 'qzcrypt'}),
        }
    return out


# --------------------------------------------------------------------------
# footprint baselines: bench/reference/footprint-baseline.csv holds code +
# const of every footprint unit of the default build (--with-aes=ct
# --with-footprint=fast, assembly kernels) on each core, and
# footprint-baseline-small.csv those of the small build CMOX's Small
# configuration is compared with (--with-footprint=small --with-aes=table). A unit may grow by
# FP_MARGIN_BYTES or FP_MARGIN_PCT per cent of its baseline, whichever is
# larger; a unit that is new or gone is a problem too, so that the file is
# kept complete (regenerate it with `report.py baseline`).
FP_BASELINE = 'footprint-baseline.csv'
FP_BASELINE_SMALL = 'footprint-baseline-small.csv'
FP_MARGIN_BYTES = 32
FP_MARGIN_PCT = 2


def default_build(info):
    """Is this the configuration the baseline is for?"""
    args = info.get('configure_args', '')
    return not re.search(r'--with-(aes|footprint|kernels)=', args) and \
        info.get('function_sections') == 'yes'


def baseline_file(info):
    """The baseline of this build's configuration, or None (no gate)."""
    if info.get('function_sections') != 'yes':
        return None
    if default_build(info):
        return FP_BASELINE
    opts = set(re.findall(r'--with-(?:aes|footprint|kernels)=\S+',
                          info.get('configure_args', '')))
    if opts == {'--with-footprint=small', '--with-aes=table'}:
        return FP_BASELINE_SMALL
    return None


def footprint_problems(core, fps, base_rows):
    """Units over their baseline + margin, missing or new: a list of
    problems (strings)."""
    base = {r['unit']: int(r['code']) + int(r['const'])
            for r in base_rows if r['core'] == core}
    if not base:
        return ['footprint baseline: no rows for %s' % core]
    out = []
    for unit, b in sorted(base.items()):
        if unit not in fps:
            out.append('footprint unit %s: in the baseline, not built' % unit)
            continue
        now = fps[unit]['code'] + fps[unit]['const']
        allowed = b + max(FP_MARGIN_BYTES, b * FP_MARGIN_PCT // 100)
        if now > allowed:
            out.append('footprint unit %s grew: %d bytes of code + const, baseline %d '
                       '(+%d allowed)' % (unit, now, b, allowed - b))
    for unit in sorted(set(fps) - set(base)):
        out.append('footprint unit %s: not in the baseline (report.py baseline)' % unit)
    return out


# One operation's image holds that operation only (doc/api.md, "Pay only
# for what you call"): a unit matching the first pattern may hold no
# library object:section matching the second. The hash rows name their
# hash's descriptor, so that nothing of another hash may come with them;
# CBC encryption must not reach a decryption kernel or inverse table.
OTHER_HASHES = r'sha512|sha384|sha224|sha3|keccak|sponge|shake|IV224|IV384|IV512|VARIANT'
PURE_UNITS = [
    (r'^(sha256_(oneshot|flow)|hmac_sha256_\w+|hkdf_sha256)$', OTHER_HASHES),
    (r'^aes_cbc_enc_\w+$', r'decrypt|aes_td|inv_s|aes_inv'),
    # a curve's rows hold that curve only; verification, ECDH and key
    # generation no hash or HMAC; signing and key generation no verifier
    (r'^(ec|ecdsa|ecdh)_p256_\w+$', r'curve_p384|curve_p521'),
    (r'^(ec|ecdsa|ecdh)_p384_\w+$', r'curve_p256|curve_p521|p256_field'),
    (r'^(ec|ecdsa|ecdh)_p521_\w+$', r'curve_p256|curve_p384|p256_field'),
    (r'^(ecdsa_p\d+_verify|ecdh_p\d+_shared|ec_p\d+_keygen|ecdsa_p\d+_sign_random)$',
     r'rfc6979|hmac|sha256|sha512|keccak'),
    (r'^(ecdsa_p\d+_sign(_random)?|ec_p\d+_keygen)$', r'ecdsa_verify|mul2_pub|sig_der'),
    # X25519 holds no Edwards code, no scalars mod L, no SHA-512 and no NIST
    # curve; Ed25519 no ladder; signing no verifier (w-NAF, Straus table,
    # point decoding), verification no fixed-base comb
    (r'^x25519_\w+$', r'ed25519|ge25519|sc25519|sha512|curve_p|p256_field|bn_mont'),
    (r'^ed25519_\w+$', r'x25519|mul_a24|curve_p|p256_field'),
    (r'^ed25519_sign$', r'verify|wnaf|base_odd|ge25519_decode'),
    (r'^ed25519_verify$', r'ed25519_comb|ge25519_mul_base|comb_digit|sign_core'),
    # X448 and Ed448 likewise, and neither holds Curve25519 code (nor the
    # 25519 images Curve448's)
    (r'^x448_\w+$', r'ed448|ge448|sc448|shake|keccak|curve_p|p256_field|bn_mont|25519'),
    (r'^ed448_\w+$', r'x448|mul_a24|curve_p|p256_field|25519'),
    (r'^ed448_sign$', r'verify|wnaf|base_odd|ge448_decode'),
    (r'^ed448_verify$', r'ed448_comb|ge448_mul_base|comb_digit|sign_core'),
    (r'^(x|ed)25519_\w+$', r'448'),
    # RSA: verification holds no private operation (no blinding, no
    # constant-time exponentiation, no private key check), signing no
    # verifier; PSS no PKCS #1 v1.5 encoding and v1.5 no PSS or MGF1.
    # (lib/rsa/private.c keeps the CRT and non-CRT bodies together: a
    # signing image holds both.)
    (r'^rsa_\w+_verify$', r'private:|pow_ct|priv_ok|blind'),
    (r'^rsa_\w+_sign(_noncrt)?$', r'verify|qz_rsa_public$'),
    (r'^rsa_pss_\w+$', r'emsa_pkcs1|digestinfo|pkcs1_'),
    (r'^rsa_pkcs1_\w+$', r'pss|mgf1'),
]


def purity_problems(fps):
    """Units that hold a section another operation needs."""
    out = []
    for unit, f in sorted(fps.items()):
        for unit_re, bad_re in PURE_UNITS:
            if re.match(unit_re, unit):
                bad = [sec for sec in f.get('lib_sections', []) if re.search(bad_re, sec)]
                if bad:
                    out.append('footprint unit %s holds another operation\'s code: %s'
                               % (unit, ', '.join(bad[:4])))
    return out


def baseline(args):
    """Write the baseline from bench/run work directories (--work W: W/<core>).
    With --units REGEX only the units matching it are taken from the runs
    (added or replaced, for the cores given); every other row of the
    existing file is kept as it is: a family's new units without running
    every build of bench/footprints --baselines."""
    rows = []
    keep = []
    if args.units:
        unit_re = re.compile(args.units)
        keep = [r for r in read_csv(args.out)
                if not (r['core'] in args.cores and unit_re.search(r['unit']))]
    for core in args.cores:
        w = os.path.join(args.work, core)
        info = read_info(os.path.join(w, 'info.txt'))
        name = baseline_file(info)
        if name is None:
            sys.exit('report.py: %s is not a build with a footprint baseline '
                     '(default, or --with-footprint=small --with-aes=table)' % w)
        if os.path.basename(args.out) != name:
            sys.exit('report.py: %s is the build of %s, not of %s' % (w, name, args.out))
        for unit, f in sorted(footprint(w).items()):
            if args.units and not unit_re.search(unit):
                continue
            rows.append({'core': core, 'unit': unit, 'code': f['code'], 'const': f['const']})
    if args.units:
        # the existing file's order of cores, units sorted within each
        order = []
        for r in keep + rows:
            if r['core'] not in order:
                order.append(r['core'])
        rows = sorted(keep + rows, key=lambda r: (order.index(r['core']), r['unit']))
    with open(args.out, 'w', newline='') as fh:
        wr = csv.DictWriter(fh, fieldnames=['core', 'unit', 'code', 'const'],
                            lineterminator='\n')
        wr.writeheader()
        wr.writerows(rows)
    print('report.py: wrote %d units to %s' % (len(rows), args.out))
    return 0


def self_test(args):
    """The footprint gate proves it can fail: a grown, a missing and a new
    unit are reported, growth within the margin is not."""
    base = [{'core': 'c', 'unit': 'a', 'code': '1000', 'const': '0'},
            {'core': 'c', 'unit': 'b', 'code': '3000', 'const': '200'},
            {'core': 'c', 'unit': 'gone', 'code': '10', 'const': '0'}]
    fps = {'a': {'code': 1032, 'const': 0},       # +32: within the margin
           'b': {'code': 3400, 'const': 200},     # +400 > 2% of 3200
           'new': {'code': 5, 'const': 0}}
    got = footprint_problems('c', fps, base)
    want = ['footprint unit b grew', 'footprint unit gone: in the baseline',
            'footprint unit new: not in the baseline']
    ok = len(got) == 3 and all(any(g.startswith(w) for g in got) for w in want)
    fps['a']['code'] = 1033                       # one byte over
    ok = ok and any(g.startswith('footprint unit a grew') for g in
                    footprint_problems('c', fps, base))
    print('report.py self-test: footprint gate %s' % ('ok' if ok else 'BROKEN: %r' % got))
    # The purity gate: a HMAC-SHA-256 image with a SHA-512 section, and a
    # CBC encryption image with the inverse S-box, are reported; clean
    # images are not.
    pure = {'hmac_sha256_oneshot': {'lib_sections': ['hmac:.text.qz_hmac', 'sha256:.text.qz_sha256_update']},
            'aes_cbc_enc_oneshot': {'lib_sections': ['cbc_encrypt:.text.qz_aes_cbc_encrypt']}}
    pure['ecdsa_p256_sign_random'] = {'lib_sections': ['ecdsa:.text.qz_ecdsa_sign_digest_random']}
    pure['ed25519_verify'] = {'lib_sections': ['ed25519:.text.qz_ed25519_verify']}
    pure['x25519_shared'] = {'lib_sections': ['x25519:.text.qz_x25519']}
    pure['x448_shared'] = {'lib_sections': ['x448:.text.qz_x448']}
    pure['ed448_verify'] = {'lib_sections': ['ed448:.text.qz_ed448_verify']}
    ok_pure = purity_problems(pure) == []
    pure['x448_shared']['lib_sections'].append('ge448:.text.qzi_ge448_dbl')
    pure['ed448_verify']['lib_sections'].append('fe25519:.text.qzi_fe25519_mul')
    pure['ed25519_verify']['lib_sections'].append('ed25519_consts:.rodata.qzi_ed25519_comb')
    pure['x25519_shared']['lib_sections'].append('ge:.text.qzi_ge25519_dbl')
    pure['hmac_sha256_oneshot']['lib_sections'].append('sha512:.text.qz_sha512_update')
    pure['aes_cbc_enc_oneshot']['lib_sections'].append('aes_table:.rodata.qz_fast.qzi_aes_inv_s')
    pure['ecdsa_p256_sign_random']['lib_sections'].append('rfc6979:.text.qzi_rfc6979_nonce')
    got_pure = purity_problems(pure)
    ok_pure = ok_pure and len(got_pure) == 7
    print('report.py self-test: purity gate %s' % ('ok' if ok_pure else 'BROKEN: %r' % got_pure))
    return 0 if ok and ok_pure else 1


# --------------------------------------------------------------------------
# reference figures
def load_refs(refdir, name):
    if not name:
        return []
    path = os.path.join(refdir, name)
    return read_csv(path) if os.path.exists(path) else []


def ref_cycles(refs, op, mode, length=None, chunk=None):
    """The reference row; where the page gives several configurations
    (CMOX's AES 'small' and 'fast'), the fastest of them."""
    best = None
    for r in refs:
        if r['metric'] != 'cycles' or r['op'] != op or r['mode'] != mode:
            continue
        if length is not None and r['len'] != str(length):
            continue
        if chunk is not None and r['chunk'] != str(chunk):
            continue
        if best is None or int(r['value']) < int(best['value']):
            best = r
    return best


def ref_footprint(refs, op, mode):
    out = {}
    for r in refs:
        if r['op'] == op and r['mode'] == mode and r['metric'] in (
                'code', 'const', 'global', 'stack'):
            out[r['metric']] = int(r['value'])
            out['where'] = '%s:%s' % (r['source'], r['line'])
    return out


# --------------------------------------------------------------------------
def describe(r):
    """Human label of a measured row."""
    op, mode = r['op'], r['mode']
    ln, ch, out = int(r['len']), int(r['chunk']), int(r['out'])
    t = OP_TITLE.get(op, op)
    if mode == 'kernel':
        unit = 'rounds' if 'keccak' in op else ('block' if ln == 1 else 'blocks')
        return '%s, %d %s' % (op, ln, unit)
    if mode == 'flow':
        return '%s data flow, %d B in %d B chunks' % (t, ln, ch)
    if mode == 'final':
        return '%s final (after %d B)' % (t, ln)
    if mode == 'squeeze':
        return '%s squeeze %d B (after %d B absorbed)' % (t, out, ln)
    if op.startswith('hkdf'):
        return '%s, %d B IKM -> %d B OKM' % (t, ln, out)
    if op.startswith(('shake', 'cshake', 'kmac')):
        return '%s one-shot, %d B -> %d B' % (t, ln, out)
    return '%s one-shot, %d B' % (t, ln)


def per_byte(r):
    c = r.get('cycles_n')
    if c is None:
        return None
    mode = r['mode']
    n = int(r['out']) if mode == 'squeeze' else int(r['len'])
    if mode in ('kernel', 'final') or n == 0:
        return None
    return c / n


def md_table(head, rows, align=None):
    out = ['| ' + ' | '.join(head) + ' |']
    if align is None:
        align = ['l'] + ['r'] * (len(head) - 1)
    out.append('|' + '|'.join('---:' if a == 'r' else '---' for a in align) + '|')
    for r in rows:
        out.append('| ' + ' | '.join(str(x) for x in r) + ' |')
    return '\n'.join(out)


def ratio(a, b):
    if a is None or b in (None, 0):
        return None
    return a / b


def core_report(args):
    core = args.core
    prim_name, sec_name, board, clk = CORES[core]
    prim = load_refs(args.ref, prim_name)
    sec = load_refs(args.ref, sec_name)
    kern = [r for r in load_refs(args.ref, 'kernel-headers.csv') if r['core'] == core]
    run = read_bench(os.path.join(args.work, 'bench.out'))
    run2 = read_bench(os.path.join(args.work, 'bench2.out'))
    brd = read_bench(os.path.join(args.work, 'board.out'))
    bflash = read_bench(os.path.join(args.work, 'board-flash.out'))
    bram = read_bench(os.path.join(args.work, 'board-ram.out'))
    # the post-quantum rows' image with their kernels in RAM (bench/run):
    # one more set of kernels-in-RAM rows
    # and the RSA rows' (the M4's, bench/run's rsaram)
    for extra in ('board-ram-pq.out', 'board-ram-rsa.out'):
        bx = read_bench(os.path.join(args.work, extra))
        if bram and bx:
            bram = {'rows': bram['rows'] + bx['rows'], 'info': bram['info'],
                    'end': bram['end'] if bx['end'] is not None else None}
    place = PLACEMENT[core]
    info = read_info(os.path.join(args.work, 'info.txt'))
    fps = footprint(args.work)
    if not run or not run['rows']:
        sys.exit('report.py: no bench rows in %s' % args.work)
    rows = run['rows']
    problems = []
    for r in rows:
        r['cycles_n'] = None if r['cycles'] == 'overflow' else int(r['cycles'])
        if 'error' in r:
            problems.append('row %s: error' % describe(r))
        if r.get('simcycles') is not None and r['cycles'] != r['simcycles']:
            problems.append('row %s: timer %s != bench block %s' % (
                describe(r), r['cycles'], r['simcycles']))
    if run['end'] is None:
        problems.append('the firmware did not finish (no BENCHEND)')
    fp_probs = None  # the footprint gate, on the builds with a baseline
    fp_file = baseline_file(info)
    if fp_file and os.path.exists(os.path.join(args.ref, fp_file)):
        fp_probs = footprint_problems(core, fps, read_csv(os.path.join(args.ref, fp_file)))
        problems += fp_probs
    problems += purity_problems(fps)  # every build

    # determinism and board checks
    checks = {}
    byk_ideal = {row_key(r): r['cycles_n'] for r in rows if r['cycles_n'] is not None}
    if run2 and run2['rows']:
        # the second run has every row but the "mean" ones (bench/run)
        rows1 = [r for r in rows if r['mode'] != 'mean']
        same = [row_key(a) == row_key(b) and a['cycles'] == b['cycles']
                and a['stack'] == b['stack'] for a, b in zip(rows1, run2['rows'])]
        checks['determinism'] = (sum(same), len(rows1),
                                 len(run2['rows']) == len(rows1) and all(same))
    # Rows timed by the simulator's counter because they outlast SysTick
    # (timer=sim: public-key rows on the M0+) have no board-image figure.
    timed = [r for r in rows if r.get('timer') != 'sim']
    if brd and brd['rows']:
        bmap = {row_key(b): b['cycles'] for b in brd['rows']}
        same = [bmap.get(row_key(a)) == a['cycles'] for a in timed]
        checks['board'] = (sum(same), len(timed), all(same) and brd['end'] is not None)
    # the board model only adds stalls: never fewer cycles than ideal; the
    # flash image has every row, the RAM image the reference rows
    model = {}
    for name, run_b in (('flash', bflash), ('ram', bram)):
        if not run_b or not run_b['rows']:
            continue
        model[name] = {row_key(b): int(b['cycles']) for b in run_b['rows']
                       if b['cycles'] != 'overflow'}
        ok = [k in byk_ideal and model[name][k] >= byk_ideal[k] for k in model[name]]
        checks['board model (%s)' % name] = (
            sum(ok), len(ok), all(ok) and run_b['end'] is not None and
            (name == 'ram' or len(model[name]) == len(timed)))
    timer_eq = [r['cycles'] == r.get('simcycles') for r in rows]
    checks['timer'] = (sum(timer_eq), len(rows), all(timer_eq))
    if fp_probs is not None:
        checks['footprint baseline'] = (len(fps) - len(fp_probs), len(fps), not fp_probs)
    pure_units = [u for u in fps if any(re.match(p, u) for p, _ in PURE_UNITS)]
    pure_bad = purity_problems(fps)
    checks['purity'] = (len(pure_units) - len(pure_bad), len(pure_units),
                        not pure_bad and len(pure_units) > 0)

    def on_board(r, where):
        """The row's board-model cycles with the kernels in flash or RAM."""
        return model.get(where, {}).get(row_key(r)) if r else None

    def ours(op, mode, ln, ch=0, out=None):
        for r in rows:
            if r['op'] == op and r['mode'] == mode and int(r['len']) == ln and \
                    int(r['chunk']) == ch and (out is None or int(r['out']) == out):
                return r
        return None

    def stack_of(unit, modes):
        vals = [int(r['stack']) for r in rows if r['fp'] == unit and r['mode'] in modes]
        return max(vals) if vals else None

    def buffer_of(unit):
        vals = [int(r['buffer']) for r in rows if r['fp'] == unit]
        return max(vals) if vals else None

    us = lambda c: None if c is None else c / clk  # noqa: E731

    # ---- CSV of every row -------------------------------------------------
    os.makedirs(args.out, exist_ok=True)
    csv_rows = []
    for r in rows:
        fp = fps.get(r['fp'], {})
        ref = None
        if r['op'] in REF_OPS and r['mode'] in ('oneshot', 'flow', 'final'):
            ref = ref_cycles(prim, r['op'], r['mode'],
                             None if r['mode'] == 'final' else int(r['len']),
                             int(r['chunk']) if r['mode'] == 'flow' else None)
        c = r['cycles_n']
        cb = on_board(r, place)
        csv_rows.append({
            'core': core, 'op': r['op'], 'mode': r['mode'], 'len': r['len'],
            'chunk': r['chunk'], 'out': r['out'], 'cycles': r['cycles'],
            'board_flash_cycles': on_board(r, 'flash') or '',
            'board_ram_cycles': on_board(r, 'ram') or '',
            'time_us_at_ref_clock': '%.2f' % us(c) if c is not None else '',
            'ref_clock_mhz': clk,
            'cycles_per_byte': '%.2f' % per_byte(r) if per_byte(r) else '',
            'stack': r['stack'], 'stack_painted': r.get('stack_paint', ''),
            'buffer': r['buffer'], 'footprint_unit': r['fp'],
            'code': fp.get('code', ''), 'const': fp.get('const', ''),
            'global': fp.get('global', ''), 'c_runtime': fp.get('runtime', ''),
            'image_flash_delta': fp.get('flash_delta', ''),
            'ref_library': ref['library'] if ref else '',
            'ref_cycles': ref['value'] if ref else '',
            'ratio_ours_to_ref': '%.3f' % (c / int(ref['value'])) if ref and c else '',
            'ratio_board_to_ref': '%.3f' % (cb / int(ref['value'])) if ref and cb else '',
            'ref_source': '%s:%s' % (ref['source'], ref['line']) if ref else '',
        })
    with open(os.path.join(args.out, core + '.csv'), 'w', newline='') as fh:
        w = csv.DictWriter(fh, fieldnames=list(csv_rows[0].keys()), lineterminator='\n')
        w.writeheader()
        w.writerows(csv_rows)

    # ---- Markdown ---------------------------------------------------------
    L = []
    T = CORE_TITLE[core]
    plib = prim[0]['library'] if prim else '?'
    pmcu = prim[0]['mcu'] if prim else '?'
    L.append('# qzcrypt on the %s: modelled cycles and footprint\n' % T)
    L.append('Generated by `bench/run` (bench/report.py); do not edit by hand. '
             'Method, calibration and limits: [README.md](README.md).\n')
    L.append('**Our cycles are modelled** by qz-mcusim (%s timing rules), twice: '
             '*ideal* (zero wait states) and *board* (the %s\'s flash wait states, '
             'prefetch and caches as its reference page sets them up, `qz-mcusim '
             '--board %s`; the kernels in flash, or in RAM with the placement of '
             'doc/porting.md). **The reference figures are hardware measurements** '
             '(%s on %s at %d MHz, with the flash wait states and caches of its '
             'page). Times below are our cycles at that same clock. Ratio = ours / '
             'reference, with our board figure for the placement recommended on '
             'this board (%s): below 1 means fewer cycles than the published '
             'measurement.\n' % (T, board, BOARD_ID[core], plib, pmcu, clk,
                                 PLACEMENT_TITLE[place]))
    bi = run['info']
    L.append(md_table(['setting', 'value'], [
        ['core / timer', '%s, %s (%s)' % (core, bi.get('timer', '?'),
                                          'DWT_CYCCNT' if bi.get('timer') == 'dwt'
                                          else 'SysTick, 24-bit, COUNTFLAG checked')],
        ['kernels', bi.get('kernels', '?')],
        ['compiler', bi.get('compiler', '?')],
        ['library CFLAGS', '`%s`' % info.get('lib_cflags', '?')],
        ['configure', '`%s` (unset: --with-aes=ct --with-footprint=fast)'
                      % info.get('configure_args', '?')],
        ['bench CFLAGS', '`%s`' % ' '.join(info.get('bench_cflags', '?').split())],
        ['-ffunction-sections in the library', info.get('function_sections', '?')],
        ['source', info.get('source', '?')],
        ['repetitions', '%s after one warm-up; smallest count; overhead of an '
                        'empty call (%s cycles) subtracted' % (
                            bi.get('reps', '?'), bi.get('cal', {}).get('overhead', '?'))],
        ['checks', '; '.join(
            ['%s: %d/%d rows %s' % (k, v[0], v[1], 'OK' if v[2] else 'MISMATCH')
             for k, v in sorted(checks.items())])],
    ], align=['l', 'l']))
    L.append('')
    L.append('Checks: *determinism* = a second run gives the same cycles and stack '
             'for every row; *board* = the %s image (vector table, start-up, '
             'SysTick/DWT, painted stack) run in the simulator from its flash '
             'binary gives the same cycles; *board model* = the same image with '
             'the board\'s memory model (kernels in flash: every row; kernels in '
             'RAM: the rows of the images built with BENCH_REF_ONLY, BENCH_PQ_ONLY '
             'and, on the M4, BENCH_RSA_ONLY, so that they fit) never takes fewer '
             'cycles than ideal; *timer* = the '
             'hardware counter (%s) agrees with the simulator\'s 64-bit counter '
             'on every row; *footprint baseline* (default build only) = no footprint '
             'unit\'s code + const grew past bench/reference/%s by more than '
             '%d bytes or %d%%, whichever is larger, and none is new or gone.\n'
             % (board, 'SysTick' if bi.get('timer') == 'systick' else 'DWT',
                FP_BASELINE, FP_MARGIN_BYTES, FP_MARGIN_PCT))
    if problems:
        L.append('**Problems:** ' + '; '.join(problems) + '\n')

    # reference rows
    L.append('## Rows of the reference page\n')
    head = ['operation', 'ideal', 'board, flash', 'board, RAM',
            'board at %d MHz' % clk, '%s (cycles)' % ' '.join(plib.split(' ')[:2]),
            'ratio']
    sec_is_cmox = sec and sec[0]['library'].startswith('CMOX')
    if sec_is_cmox:
        head += ['%s (cycles)' % ' '.join(sec[0]['library'].split(' ')[:2]), 'ratio']
    head += ['reference row']
    trows = []
    chart = []
    for op in REF_OPS:
        items = [('oneshot', n, 0) for n in (32, 64, 128)] + \
                [('flow', 8000, c) for c in (128, 512, 1024, 2048)]
        if not op.startswith('aes'):
            items.append(('final', 8000, 0))
        for mode, ln, ch in items:
            r = ours(op, mode, ln, ch)
            ref = ref_cycles(prim, op, mode, None if mode == 'final' else ln,
                             ch if mode == 'flow' else None)
            c = r['cycles_n'] if r else None
            cf, cr = on_board(r, 'flash'), on_board(r, 'ram')
            cb = cr if place == 'ram' else cf
            mark = lambda v, w: ('**%s**' % fint(v)) if v and w == place else fint(v)  # noqa: E731
            line = [describe(r) if r else op, fint(c), mark(cf, 'flash'), mark(cr, 'ram'),
                    ffloat(us(cb), 1) + ' µs' if cb else '-',
                    fint(ref['value']) if ref else '-',
                    ffloat(ratio(cb, int(ref['value'])) if ref else None)]
            if sec_is_cmox:
                r2 = ref_cycles(sec, op, mode, None if mode == 'final' else ln,
                                ch if mode == 'flow' else None)
                line += [fint(r2['value']) if r2 else '-',
                         ffloat(ratio(cb, int(r2['value'])) if r2 else None)]
            line.append('%s:%s' % (ref['source'][:3], ref['line']) if ref else '-')
            trows.append(line)
            chart.append((describe(r) if r else op, c, int(ref['value']) if ref else None, cb))
    L.append(md_table(head, trows))
    L.append('')
    L.append('Ideal = zero wait states; board = `qz-mcusim --board %s` with the '
             'kernels and their tables in flash, or in RAM (bench/ld/%s_fast.ld); '
             'the figure in bold is the recommended placement, the one the ratio '
             'and the time use.\n' % (BOARD_ID[core], BOARD_ID[core].replace('-', '_')))
    L.append('Data flow = init, update over 8000 bytes in chunks of the given size '
             '(the last one shorter), final: CMOX\'s cmox_hash_init / '
             'cmox_hash_append x N / cmox_hash_generateTag. Final = the final call '
             'alone after 8000 bytes (CMOX\'s "final tag generation" row). AES-CBC: '
             'no padding, the key schedule inside every timed call (as CMOX\'s '
             'cipher init/setKey/setIV/append/cleanup sequence); where the page '
             'gives its Small and Fast configurations the faster figure is the '
             'reference. The AES variant of this build is in the kernels line '
             'above.\n')

    # footprint against the reference
    L.append('## Footprint against the reference page\n')
    L.append('Bytes. Code = qzcrypt .text (literal pools included), const = qzcrypt '
             '.rodata, global = qzcrypt .data + .bss, all from the link map of an '
             'image that holds only this operation (`--gc-sections`); stack = '
             'modelled high-water mark (worst row of the operation, including the '
             'call); buffer = the context the caller keeps (0 for one-shot calls: '
             'their context is on the stack). C runtime = memcpy/memset pulled in, '
             'not counted in code.\n')
    head = ['operation', 'code', 'const', 'global', 'stack', 'buffer', 'C runtime',
            'ref code', 'ref const', 'ref global', 'ref stack']
    trows = []
    for op in ('sha256', 'sha384'):
        for mode, unit, modes in (('oneshot', op + '_oneshot', ('oneshot',)),
                                  ('flow', op + '_flow', ('flow', 'final'))):
            f = fps.get(unit, {})
            rf = ref_footprint(prim, op, mode)
            trows.append(['%s %s' % (OP_TITLE[op], 'one-shot' if mode == 'oneshot'
                                     else 'init/update/final'),
                          fint(f.get('code')), fint(f.get('const')),
                          fint(f.get('global')), fint(stack_of(unit, modes)),
                          fint(buffer_of(unit)), fint(f.get('runtime')),
                          fint(rf.get('code')), fint(rf.get('const')),
                          fint(rf.get('global')), fint(rf.get('stack'))])
    L.append(md_table(head, trows))
    L.append('')

    # Cyclone (M0+)
    if sec and not sec_is_cmox:
        L.append('## Throughput against %s (%s, %s MHz)\n' % (
            sec[0]['library'], sec[0]['mcu'], sec[0]['clock_mhz']))
        L.append('The page gives MB/s on long messages; cycles/byte = clock / '
                 '(MB/s x 10^6). Ours: data flow of 8000 bytes in 2048-byte chunks, '
                 'modelled cycles / 8000.\n')
        trows = []
        for r in sec:
            if r['family'] not in ('hash', 'cipher'):
                continue
            cyc_b = float(r['clock_mhz']) / float(r['value'])
            o = ours(r['op'], 'flow', 8000, 2048)
            ob = o['cycles_n'] / 8000 if o and o['cycles_n'] else None
            trows.append([OP_TITLE.get(r['op'], r['op'].upper()), r['value'],
                          ffloat(cyc_b, 1), ffloat(ob, 1) if ob else 'not implemented',
                          ffloat(ratio(ob, cyc_b)) if ob else '-',
                          '%s:%s' % (r['source'][:3], r['line'])])
        L.append(md_table(['algorithm', 'Cyclone MB/s', 'Cyclone cycles/B',
                           'ours cycles/B', 'ratio', 'reference row'], trows))
        L.append('')

    # public-key rows
    pk = [r for r in rows if r['op'] in PK_OPS]
    if pk:
        L.append('## Public-key rows\n')
        L.append('One call on fixed inputs (bench/bench_ops.c, "NIST curves", '
                 '"X25519 and Ed25519" and "X448 and Ed448"): key '
                 'generation from a counting qz_rng; ECDSA signature of a digest of the '
                 'curve\'s hash size with its RFC 6979 nonce (SHA-256, SHA-384, SHA-512), and '
                 'for P-256 also with a nonce from the counting qz_rng '
                 '(qz_ecdsa_sign_digest_random: CMOX\'s cmox_ecdsa_sign takes the '
                 'nonce\'s random bytes from its caller, so this is the like-for-like '
                 'row, compared with the same reference figures); '
                 'verification of that signature; ECDH = validation of the peer\'s '
                 'uncompressed point, then the shared secret. X25519: key generation '
                 'from the counting qz_rng, and the shared secret of a key object set '
                 'beforehand with another key\'s public value; Ed25519: signature of a '
                 '1023-byte message with a key object set beforehand, and verification '
                 'of it with a public key object decoded beforehand (CMOX\'s rows); '
                 'X448 and Ed448 the same (Ed448 with an empty context). '
                 'Buffer = key object(s) + '
                 'workspace, stack = the call\'s own. %s figures: the fastest '
                 'configuration of the page. Rows longer than SysTick\'s 24 bits '
                 '(M0+: 16.7M cycles) are timed by the simulator\'s counter in the '
                 'ideal run and have no board-model figure; their ratio uses the '
                 'ideal figure. ML-DSA: key generation from the counting qz_rng, '
                 'deterministic signing of a 32-byte message (CMOX\'s length) that is '
                 'accepted at the first attempt (CMOX\'s page reports its fastest '
                 'observed signature), and the mean over %d '
                 'messages (a signature takes a message-dependent number of attempts: '
                 'simulator only, so its board column and ratio are the ideal figure\'s, '
                 'marked "ideal"), verification of that signature. %s\n' % (
                     ' '.join(plib.split(' ')[:2]), BENCH_MEAN_CALLS,
                     'Cyclone gives milliseconds at %s MHz: cycles = ms x MHz x 1000.'
                     % sec[0]['clock_mhz'] if sec and not sec_is_cmox else ''))
        head = ['operation', 'ideal', 'board, ' + place, 'at %d MHz' % clk, 'stack', 'buffer',
                'code', 'const', plib.split(' ')[0] + ' cycles', 'ratio']
        if sec:
            head += [sec[0]['library'].split(' ')[0] + ' cycles', 'ratio']
        trows = []
        for r in pk:
            f = fps.get(r['fp'], {})
            c = r['cycles_n']
            cb = on_board(r, place) or on_board(r, 'flash')
            mean = r['mode'] == 'mean'
            if cb is None and r.get('timer') == 'sim':
                cb = c  # beyond SysTick or a mean: the ideal figure stands in (see the text)
            ref = ref_cycles(prim, PK_REF.get(r['op'], r['op']), 'oneshot')
            title = PK_TITLE.get(r['op'], r['op'])
            if r['mode'] == 'mean':
                title += ', mean of %s messages' % r['chunk']
            line = [title, fint(c), 'ideal ' + fint(cb) if mean else fint(cb),
                    ffloat(us(cb) / 1000.0, 2) + ' ms' if cb else '-',
                    fint(r['stack']), fint(r['buffer']), fint(f.get('code')),
                    fint(f.get('const')), fint(ref['value']) if ref else '-',
                    ffloat(ratio(cb, int(ref['value'])) if ref and cb else None)]
            if sec:
                r2 = None
                for x in sec:
                    if x['op'] in (PK_REF.get(r['op'], r['op']),
                                   PK_ALIAS_REV.get(r['op'])) and \
                            x['metric'] in ('cycles', 'ms'):
                        r2 = x
                v2 = None
                if r2 is not None:
                    v2 = int(r2['value']) if r2['metric'] == 'cycles' else \
                        int(float(r2['value']) * float(r2['clock_mhz']) * 1000)
                line += [fint(v2) if v2 else '-', ffloat(ratio(cb, v2) if v2 and cb else None)]
            trows.append(line)
        L.append(md_table(head, trows))
        L.append('')
        trows = []
        for op in ('ecdsa-p256-sign', 'ecdsa-p256-sign-random', 'ecdsa-p256-verify',
                   'ecdsa-p384-sign', 'ecdsa-p384-verify', 'ed25519-sign', 'ed25519-verify'):
            r = ours(op, 'oneshot', 1023 if 'ed25519' in op else 32 if 'p256' in op else 48)
            if not r:
                continue
            f = fps.get(r['fp'], {})
            refs = [x for x in prim if x['op'] == PK_REF.get(op, op) and
                    x['metric'] in ('code', 'const', 'stack', 'buffer')]
            best = {}
            for x in refs:
                best.setdefault(x['config'], {})[x['metric']] = int(x['value'])
            for cfg, v in sorted(best.items()):
                trows.append([PK_TITLE[op], fint(f.get('code')), fint(f.get('const')),
                              fint(r['stack']), fint(r['buffer']), cfg,
                              fint(v.get('code')), fint(v.get('const')), fint(v.get('stack')),
                              fint(v.get('buffer'))])
        if trows:
            L.append('Footprint against the page\'s ECDSA and EdDSA tables (its working '
                     'buffer is what the caller provides, as our buffer column):\n')
            L.append(md_table(['operation', 'code', 'const', 'stack', 'buffer',
                               'reference configuration', 'ref code', 'ref const',
                               'ref stack', 'ref buffer'], trows))
            L.append('')
        # ML-KEM and ML-DSA: stack and working buffer against the page's
        # (CMOX's ML-KEM table gives the stack alone)
        trows = []
        for r in pk:
            if not r['op'].startswith('ml-') or r['mode'] != 'oneshot':
                continue
            v = {x['metric']: int(x['value']) for x in prim
                 if x['op'] == r['op'] and x['metric'] in ('stack', 'buffer')}
            if not v:
                continue
            ours_total = int(r['stack']) + int(r['buffer'])
            ref_total = v.get('stack', 0) + v.get('buffer', 0)
            trows.append([PK_TITLE.get(r['op'], r['op']), fint(r['stack']), fint(r['buffer']),
                          fint(ours_total), fint(v.get('stack')), fint(v.get('buffer')),
                          fint(ref_total), ffloat(ratio(ours_total, ref_total))])
        if trows:
            L.append('Memory against the page\'s ML-KEM and ML-DSA tables (stack of the '
                     'call + the working buffer the caller provides; CMOX\'s ML-KEM table '
                     'gives the stack alone, which then holds everything):\n')
            L.append(md_table(['operation', 'stack', 'buffer', 'total', 'ref stack',
                               'ref buffer', 'ref total', 'ratio'], trows))
            L.append('')

    # RSA rows
    rsa_rows = [r for r in rows if RSA_RE.match(r['op'])]
    rsa_skip = [r for r in run.get('skipped', []) if RSA_RE.match(r['op'])]
    if rsa_rows or rsa_skip:
        L += rsa_section(rsa_rows, rsa_skip, prim, sec, sec_is_cmox, fps, run['info'], place,
                         on_board, us)

    # all operations
    L.append('## Every operation\n')
    L.append('Ideal and board as above; time and cycles/B from the ideal figure. '
             'The RAM image holds the reference rows only (`-` elsewhere).\n')
    L.append('One-shot rows use the one-shot function (cSHAKE: init, absorb, '
             'squeeze, wipe on a caller context). HMAC/KMAC keys 32 bytes; KMAC '
             'with an empty customisation string; cSHAKE with N empty and a '
             '16-byte S; HKDF with a 32-byte salt and 10-byte info. Footprint '
             'columns belong to the operation\'s footprint unit (same for every '
             'size).\n')
    head = ['operation', 'ideal', 'board, flash', 'board, RAM', 'at %d MHz' % clk,
            'cycles/B', 'stack', 'buffer', 'code', 'const', 'global', 'unit']
    trows = []
    for r in rows:
        f = fps.get(r['fp'], {})
        c = r['cycles_n']
        pb = per_byte(r)
        trows.append([describe(r), fint(c) if c is not None else 'overflow',
                      fint(on_board(r, 'flash')), fint(on_board(r, 'ram')),
                      ffloat(us(c), 1) + ' µs' if c is not None else '-',
                      ffloat(pb, 1) if pb else '-', fint(r['stack']), fint(r['buffer']),
                      fint(f.get('code')), fint(f.get('const')), fint(f.get('global')),
                      FP_TITLE.get(r['fp'], r['fp'])])
    L.append(md_table(head, trows))
    L.append('')

    # footprint units
    L.append('## Footprint units\n')
    L.append('Each unit is one image linked with `-Wl,--gc-sections` around one '
             'run function of bench/bench_ops.c. "Image delta" = flash bytes of '
             'the image minus those of the same image around an empty function '
             '(it includes memcpy/memset and the few bytes of the bench wrapper).\n')
    trows = []
    for unit in sorted(fps):
        f = fps[unit]
        trows.append([FP_TITLE.get(unit, unit), fint(f['code']), fint(f['const']),
                      fint(f['global']), fint(f['runtime']),
                      ', '.join(f['runtime_syms']) or '-',
                      fint(f['flash_delta'])])
    L.append(md_table(['unit', 'code', 'const', 'global', 'C runtime',
                       'runtime members', 'image delta'], trows))
    L.append('')

    # kernels against their headers
    if kern:
        L.append('## Kernels: bench against the figures in the .S headers\n')
        L.append('The headers were measured with build-aux/qz-trace-cycles (the '
                 'same TRM rules, counted from the trace of the function alone). '
                 'The bench counts the call from the wrapper (argument loads, '
                 'branch) minus an empty call, so a few cycles more are expected.\n')
        trows = []
        for k in kern:
            kn, m = k['kernel'], k['metric']
            if m == 'per_block_of_4':
                r = ours(kn, 'kernel', 4)
                v = r['cycles_n'] / 4 if r else None
            elif m == 'per_block_9_minus_1':
                r9, r1 = ours(kn, 'kernel', 9), ours(kn, 'kernel', 1)
                v = (r9['cycles_n'] - r1['cycles_n']) / 8 if r9 and r1 else None
            elif m == 'call_1_block':
                r = ours(kn, 'kernel', 1)
                v = r['cycles_n'] if r else None
            else:
                r = ours(kn, 'kernel', 24 if '24' in m else 12)
                v = r['cycles_n'] if r else None
            hv = int(k['value'])
            trows.append([kn, m.replace('_', ' '), fint(hv), ffloat(v, 1) if v else '-',
                          ('%+.1f' % (v - hv)) if v else '-',
                          '%s:%s' % (k['source'], k['line'])])
        L.append(md_table(['kernel', 'figure', 'header', 'bench', 'difference',
                           'header line'], trows))
        L.append('')

    # not implemented
    L.append('## Reference rows not implemented yet\n')
    L.append('Every cycle figure of the reference page(s) for an algorithm qzcrypt '
             'does not have yet (README.md: planned). Listed so that nothing is '
             'hidden; they become comparisons when the families land.\n')
    trows = []
    have = {r['op'] for r in rows}
    # an RSA reference row is covered by our rows of its op and window; one
    # a CI run leaves to bench/run --full is listed in the RSA section
    for r in rows + run.get('skipped', []):
        ro = rsa_ref_op(r['op'])
        if ro:
            have.add(ro[0])
            have.add(r['op'])
    for r in prim:
        if r['metric'] != 'cycles' or r['family'] == 'hash' or r['op'] in have:
            continue
        size = r['len'] and ('%s B' % r['len']) or ''
        if r['chunk']:
            size += ' in %s B chunks' % r['chunk']
        trows.append([r['family'], r['op'], r['mode'], r['config'] or '-', size or '-',
                      fint(r['value']), 'not implemented',
                      '%s:%s' % (r['source'][:3], r['line'])])
    L.append(md_table(['family', 'operation', 'mode', 'configuration', 'size',
                       '%s cycles' % plib.split(' ')[0], 'qzcrypt', 'reference row'],
                      trows, align=['l', 'l', 'l', 'l', 'l', 'r', 'l', 'l']))
    L.append('')
    if sec and not sec_is_cmox:
        trows = []
        for r in sec:
            if r['op'] in have or PK_ALIAS.get(r['op']) in have or \
                    RSA_CYCLONE.get(r['op']) in have or r['op'] in RSA_NOT_OFFERED:
                continue
            trows.append([r['family'], r['op'], r['value'] + (' MB/s' if r['metric'] == 'MBps'
                                                              else ' ms'),
                          'not implemented', '%s:%s' % (r['source'][:3], r['line'])])
        L.append('%s (%s, %s MHz):\n' % (sec[0]['library'], sec[0]['mcu'],
                                        sec[0]['clock_mhz']))
        L.append(md_table(['family', 'operation', 'figure', 'qzcrypt', 'reference row'],
                          trows, align=['l', 'l', 'r', 'l', 'l']))
        L.append('')
    L.append('Reference rows cite `<page>:<line>`: the seed page file named in '
             'bench/reference/*.csv (000 = %s ...) and its line.\n' % (
                 prim[0]['source'] if prim else '?'))
    L.append('![%s chart](%s.png)\n' % (T, core))

    with open(os.path.join(args.out, core + '.md'), 'w') as fh:
        fh.write('\n'.join(L))

    chart_png(os.path.join(args.out, core + '.png'), T, plib, clk, chart,
              PLACEMENT_TITLE[place])
    # the per-core summary that bench/run prints
    summ = {'core': core, 'ref': '%s, %s @ %d MHz' % (plib, pmcu, clk), 'rows': [],
            'checks': checks, 'problems': problems, 'fp': []}
    summ['placement'] = PLACEMENT_TITLE[place]
    for label, c, refv, cb in chart:
        summ['rows'].append((label, c, cb, refv))
    for op in ('sha256', 'sha384'):
        for mode, unit in (('one-shot', op + '_oneshot'), ('init/update/final', op + '_flow')):
            f = fps.get(unit, {})
            rf = ref_footprint(prim, op, 'oneshot' if mode == 'one-shot' else 'flow')
            summ['fp'].append(('%s %s' % (OP_TITLE[op], mode), f.get('code'), f.get('const'),
                               stack_of(unit, ('oneshot',) if mode == 'one-shot'
                                        else ('flow', 'final')),
                               rf.get('code'), rf.get('const'), rf.get('stack')))
    for op in ('ecdsa-p256-sign', 'ecdsa-p256-sign-random', 'ed25519-sign', 'ed25519-verify'):
        r = ours(op, 'oneshot', 1023 if 'ed25519' in op else 32)
        rf = ref_footprint(prim, PK_REF.get(op, op), 'oneshot')
        if r and rf:
            f = fps.get(r['fp'], {})
            summ['fp'].append((PK_TITLE[op], f.get('code'), f.get('const'), int(r['stack']),
                               rf.get('code'), rf.get('const'), rf.get('stack')))
    with open(os.path.join(args.work, 'summary.txt'), 'w') as fh:
        fh.write(repr(summ))
    return 1 if problems else 0


def rsa_section(rows, skipped, prim, sec, sec_is_cmox, fps, info, place, on_board, us):
    """The RSA rows against CMOX's (per window and flavour) and Cyclone's."""
    L = ['## RSA\n']
    full = info.get('full') == '1'
    L.append('One call on fixed keys (bench/rsa_keys.h from bench/gen_rsa_keys.py: kat/rsa.txt\'s '
             'RSA-2048 and RSA-3072 keys, e = 65537, and an RSA-1024 public key of '
             'pyca/cryptography), set in the untimed setup. Signing: a 32-byte digest '
             '(SHA-256), the PSS salt (32 bytes) and the blinding from the counting qz_rng, '
             'the private operation with base and exponent blinding and the fault check '
             'with e; LOW / MID / HIGH = the workspace of the window of 3 / 4 / 5 bits. '
             'Verification of a signature made by pyca/cryptography. "No CRT (composed)": '
             'qzcrypt has no PSS signing entry point without the CRT; the row is EMSA-PSS '
             'built in the bench (the library\'s MGF1) and qz_rsa_private_noncrt, the '
             'closest like-for-like with CMOX\'s row. Cyclone\'s page names no scheme: '
             'PKCS #1 v1.5 with SHA-256 assumed, its RSA-2048 signature compared with our '
             'MID window. Buffer = the key object the caller keeps (%s bytes private, %s '
             'public, QZ_RSA_MAX_BITS = 4096) + the workspace; "workspace" is the latter '
             'alone, CMOX\'s "working buffer" its counterpart. CMOX cycles: each flavour '
             '(Small / Fast) of the row\'s window; ratio = our board figure (the ideal one '
             'for rows past SysTick\'s 24 bits on the M0+, which have no board figure: "-") '
             '/ the faster of them. %s\n' % (
                 fint(int(info.get('rsa_priv_key', 0))), fint(int(info.get('rsa_pub_key', 0))),
                 'This run has every RSA row (bench/run --full).' if full else
                 'This is a CI run (bench/run without --full): the rows listed after the '
                 'table are left to `bench/run --full`.'))
    head = ['operation', 'ideal', 'board, %s' % PLACEMENT_TITLE[place],
            'stack', 'buffer', 'workspace', 'code', 'const',
            'CMOX Small', 'CMOX Fast', 'ratio']
    cyc = sec and not sec_is_cmox
    if cyc:
        head += ['Cyclone cycles', 'ratio']
    keyb = {'sign': int(info.get('rsa_priv_key', 0)), 'verify': int(info.get('rsa_pub_key', 0))}
    trows = []
    for r in rows:
        f = fps.get(r['fp'], {})
        c = r['cycles_n']
        # the board figure at the core's placement (the M4's RSA rows in
        # their own kernels-in-RAM image), else the flash image's
        cb = on_board(r, place) or on_board(r, 'flash')
        cr = cb or c  # past SysTick (M0+): no board figure, the ideal one
        op, w = rsa_ref_op(r['op'])
        refs = {}
        for x in prim:
            if x['op'] != op or x['metric'] != 'cycles':
                continue
            fl, _, xw = x['config'].partition('/')
            if (w or '') == xw:
                refs[fl] = int(x['value'])
        best = min(refs.values()) if refs else None
        ws = int(r['buffer']) - keyb['verify' if op.endswith('verify') else 'sign']
        line = [rsa_title(r['op']), fint(c), fint(cb), fint(int(r['stack'])),
                fint(int(r['buffer'])), fint(ws), fint(f.get('code')), fint(f.get('const')),
                fint(refs.get('small')), fint(refs.get('fast')),
                ffloat(ratio(cr, best)) if best and cr else '-']
        if cyc:
            v2 = None
            for x in sec:
                if RSA_CYCLONE.get(x['op']) == r['op'] and x['metric'] == 'ms':
                    v2 = int(float(x['value']) * float(x['clock_mhz']) * 1000)
            line += [fint(v2) if v2 else '-', ffloat(ratio(cr, v2)) if v2 and cr else '-']
        trows.append(line)
    if trows:
        L.append(md_table(head, trows))
        L.append('')
    # memory against CMOX's RSA table, where the page's csv has it
    mrows = []
    for r in rows:
        op, w = rsa_ref_op(r['op'])
        ws = int(r['buffer']) - keyb['verify' if op.endswith('verify') else 'sign']
        f = fps.get(r['fp'], {})
        for fl in ('small', 'fast'):
            cfg = '%s/%s' % (fl, w) if w else fl
            v = {x['metric']: int(x['value']) for x in prim if x['op'] == op and
                 x['config'] == cfg and x['metric'] in ('code', 'const', 'stack', 'buffer')}
            if v:
                mrows.append([rsa_title(r['op']), fint(f.get('code')), fint(f.get('const')),
                              fint(int(r['stack'])), fint(ws), 'CMOX ' + cfg,
                              fint(v.get('code')), fint(v.get('const')), fint(v.get('stack')),
                              fint(v.get('buffer'))])
    if mrows:
        L.append('Footprint and memory against the page\'s RSA table (our workspace beside '
                 'its working buffer; our key object is apart, see above):\n')
        L.append(md_table(['operation', 'code', 'const', 'stack', 'workspace',
                           'reference configuration', 'ref code', 'ref const', 'ref stack',
                           'ref buffer'], mrows))
        L.append('')
    later = [r for r in skipped if r.get('run') != 'never']
    never = [r for r in skipped if r.get('run') == 'never']
    if later:
        L.append('Rows left to `bench/run --full` in this run (their footprint images are '
                 'linked and checked all the same): %s.\n' % '; '.join(
                     rsa_title(r['op']) for r in later))
    if never:
        L.append('Rows not run on this core, even with --full (their workspaces do not fit '
                 'in the board image\'s RAM beside the bench\'s buffers; bench_ops.c): %s.\n'
                 % '; '.join(rsa_title(r['op']) for r in never))
    for op, why in sorted(RSA_NOT_OFFERED.items()):
        if any(x['op'] == op for x in sec or []):
            L.append('Cyclone\'s %s: %s.\n' % (op, why))
    return L


def short_label(lab):
    """'AES-128-CBC encrypt data flow, 8000 B in 512 B chunks' -> 'AES-128 enc 512'"""
    lab = lab.replace('-CBC encrypt', ' enc').replace('-CBC decrypt', ' dec')
    lab = lab.replace(' one-shot, ', ' ').replace(' data flow, 8000 B in ', ' ')
    return lab.replace(' B chunks', '').replace(' final (after 8000 B)', '')


def chart_png(path, title, plib, clk, chart, placement):
    try:
        import matplotlib
        matplotlib.use('Agg')
        import matplotlib.pyplot as plt
    except ImportError:
        print('report.py: matplotlib missing, no chart (Debian: apt-get install '
              'python3-matplotlib)', file=sys.stderr)
        return
    groups = [('one-shot', [c for c in chart if 'one-shot' in c[0]]),
              ('data flow, 8000 B in chunks of', [c for c in chart if 'data flow' in c[0]]),
              ('final', [c for c in chart if 'final' in c[0]])]
    fig, axes = plt.subplots(1, 3, figsize=(16, 5.6),
                             gridspec_kw={'width_ratios': [6, 8, 2]})
    for ax, (name, items) in zip(axes, groups):
        labels = [short_label(lab) for lab, _, _, _ in items]
        x = range(len(items))
        ours_v = [c or 0 for _, c, _, _ in items]
        board_v = [b or 0 for _, _, _, b in items]
        ref_v = [r or 0 for _, _, r, _ in items]
        w = 0.27
        ax.bar([i - w for i in x], ours_v, w, label='qzcrypt, modelled, ideal (0 WS)',
               color='#90cdf4')
        ax.bar(list(x), board_v, w, label='qzcrypt, modelled, board (%s)' % placement,
               color='#2b6cb0')
        ax.bar([i + w for i in x], ref_v, w, label='%s (measured)' % plib,
               color='#c05621')
        ax.set_xticks(list(x))
        ax.set_xticklabels(labels, fontsize=6, rotation=90)
        ax.set_title(name, fontsize=10)
        ax.ticklabel_format(axis='y', style='sci', scilimits=(0, 3))
        ax.grid(axis='y', alpha=0.3)
    axes[0].set_ylabel('cycles')
    axes[0].legend(fontsize=8, loc='upper left')
    fig.suptitle('%s: SHA-256 / SHA-384 / AES-CBC cycles, qzcrypt (qz-mcusim model, '
                 'ideal and board) vs %s (hardware, %d MHz)' % (title, plib, clk),
                 fontsize=11)
    fig.tight_layout()
    fig.savefig(path, dpi=110, metadata={'Software': None})
    plt.close(fig)


# --------------------------------------------------------------------------
def summary(args):
    import ast
    lines = []
    lines.append('qzcrypt bench: modelled cycles (qz-mcusim: ideal = zero wait states, '
                 'board = the reference board\'s flash and caches) against published '
                 'hardware cycles; ratio = board / reference')
    ok = True
    for core in args.cores:
        p = os.path.join(args.work, core, 'summary.txt')
        if not os.path.exists(p):
            lines.append('\n%s: no results' % core)
            ok = False
            continue
        with open(p) as fh:
            s = ast.literal_eval(fh.read())
        lines.append('')
        lines.append('%s -- reference: %s; board: %s' % (CORE_TITLE[core], s['ref'],
                                                        s.get('placement', '?')))
        lines.append('  %-46s %11s %11s %11s %6s' % ('row', 'ideal', 'board', 'reference',
                                                    'ratio'))
        for label, c, cb, refv in s['rows']:
            lines.append('  %-46s %11s %11s %11s %6s' % (
                label, fint(c), fint(cb), fint(refv), ffloat(ratio(cb, refv))))
        lines.append('  %-30s %6s %6s %6s | %6s %6s %6s' % (
            'footprint (bytes)', 'code', 'const', 'stack', 'ref', 'const', 'stack'))
        for lab, code, const, stack, rc, rk, rs in s['fp']:
            lines.append('  %-30s %6s %6s %6s | %6s %6s %6s' % (
                lab, fint(code), fint(const), fint(stack), fint(rc), fint(rk), fint(rs)))
        chk = ', '.join('%s %d/%d %s' % (k, v[0], v[1], 'ok' if v[2] else 'MISMATCH')
                        for k, v in sorted(s['checks'].items()))
        lines.append('  checks: ' + chk)
        if s['problems']:
            ok = False
            lines.append('  PROBLEMS: ' + '; '.join(s['problems']))
        if not all(v[2] for v in s['checks'].values()):
            ok = False
    if args.seconds is not None:
        lines.append('\nwall time: %s s' % args.seconds)
    lines.append('reports: %s/<core>.md, .csv, .png' % args.out)
    text = '\n'.join(lines)
    print(text)
    if args.out:
        with open(os.path.join(args.out, 'summary.md'), 'w') as fh:
            fh.write('# qzcrypt bench summary\n\nGenerated by `bench/run`; see '
                     '[README.md](README.md) for the method.\n\n```\n')
            fh.write('\n'.join(l for l in lines if not l.startswith('wall time')))
            fh.write('\n```\n')
    return 0 if ok else 1


# --------------------------------------------------------------------------
def grouped(v):
    s = str(v)
    parts = []
    while len(s) > 3:
        parts.insert(0, s[-3:])
        s = s[:-3]
    parts.insert(0, s)
    return ' '.join(parts)


def check_reference(args):
    bad = 0
    n = 0
    for fn in sorted(os.listdir(args.ref)):
        if not fn.endswith('.csv') or fn == 'kernel-headers.csv' or fn.startswith('footprint-'):
            continue
        for r in read_csv(os.path.join(args.ref, fn)):
            n += 1
            page = os.path.join(args.seeds, r['source'])
            with open(page, encoding='utf-8') as fh:
                lines = fh.read().split('\n')
            line = lines[int(r['line']) - 1]
            errs = check_row(r, line)
            if errs:
                bad += 1
                print('MISMATCH %s %s:%s (%s): %s\n    %s' % (
                    fn, r['source'], r['line'], r['op'], '; '.join(errs), line))
    # the kernel figures, against the .S files of the source tree
    kh = os.path.join(args.ref, 'kernel-headers.csv')
    top = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if os.path.exists(kh):
        for r in read_csv(kh):
            n += 1
            with open(os.path.join(top, r['source'])) as fh:
                line = fh.read().split('\n')[int(r['line']) - 1]
            v = int(r['value'])
            if not re.search(r'(?<![\d,])(%d|%s)(?![\d,])' % (v, '{:,}'.format(v)), line):
                bad += 1
                print('MISMATCH %s:%s: %s not in: %s' % (r['source'], r['line'], v, line))
    print('%d reference figures checked, %d mismatches' % (n, bad))
    return 1 if bad else 0


def has_word(line, w):
    return re.search(r'(?<![\w-])' + re.escape(w) + r'(?![\w-])', line) is not None


def check_row(r, line):
    errs = []
    fam, op, mode, cfg = r['family'], r['op'], r['mode'], r['config']
    v = r['value']
    if r['metric'] in ('MBps', 'ms'):
        unit = ' MB/s' if r['metric'] == 'MBps' else ' ms'
        if not re.search(r'(?<![\d.])' + re.escape(v) + re.escape(unit), line):
            errs.append('value %s%s' % (v, unit))
        label = {'sha3_224': 'SHA3-224', 'sha3_256': 'SHA3-256', 'sha3_384': 'SHA3-384',
                 'sha3_512': 'SHA3-512', 'sha224': 'SHA-224', 'sha256': 'SHA-256',
                 'sha384': 'SHA-384', 'sha512': 'SHA-512', 'sha1': 'SHA-1', 'md5': 'MD5'}
        if fam == 'hash' and label.get(op, '?') not in line:
            errs.append('label %s' % op)
        return errs
    iv = int(v)
    forms = {str(iv), grouped(iv)}
    strict = fam in ('aes-cbc', 'ecdsa', 'eddsa', 'rsa') or \
        (fam in ('hash', 'ml-dsa') and r['metric'] == 'cycles')
    found = False
    for f in forms:
        for m in re.finditer(r'(?<!\d)' + re.escape(f) + r'(?!\d)', line):
            prev = line[:m.start()].rstrip(' ').split(' ')[-1]
            if strict and prev.isdigit() and line[m.start() - 1:m.start()] == ' ':
                continue  # part of a larger space-grouped number
            found = True
    if not found:
        errs.append('value %s' % v)
    if fam == 'aes-cbc':
        k = re.match(r'aes(\d*)-cbc-(enc|dec)', op)
        words = ['Encryption' if k.group(2) == 'enc' else 'Decryption', cfg.capitalize()]
        if k.group(1):  # the footprint rows are for every key size
            words.append('%s bits' % k.group(1))
        for w in words:
            if not has_word(line, w):
                errs.append('label %s' % w)
        if r['len'] and ('%s bytes' % r['len']) not in line:
            errs.append('size')
        if mode == 'flow' and r['chunk'] and (' %s bytes' % r['chunk']) not in line:
            errs.append('chunk')
    elif fam == 'hash':
        if not line.startswith(op.upper()):
            errs.append('label %s' % op)
        if mode == 'oneshot' and r['len'] and ('%s bytes' % r['len']) not in line:
            errs.append('size')
        if mode == 'flow' and r['chunk'] and (' %s bytes' % r['chunk']) not in line:
            errs.append('chunk')
    elif fam == 'ecdsa':
        m = re.match(r'ecdsa-p(\d+)-(sign|verify)', op)
        math, cd = cfg.split('/')
        for w in ('SECP%sR1' % m.group(1), 'Signature' if m.group(2) == 'sign'
                  else 'Verification', {'superfast': 'SuperFast'}.get(math, math.capitalize()),
                  cd.capitalize()):
            if not has_word(line, w):
                errs.append('label %s' % w)
    elif fam == 'eddsa':
        math, cd = cfg.split('/')
        for w in ('Ed25519', 'Signature' if op.endswith('sign') else 'Verification',
                  {'superfast': 'SuperFast'}.get(math, math.capitalize()),
                  {'optlow': 'OptLow', 'opthigh': 'OptHigh'}[cd]):
            if not has_word(line, w):
                errs.append('label %s' % w)
    elif fam == 'rsa':
        parts = cfg.split('/')
        ws = ['Verification'] if op.endswith('verify') else ['Signature']
        ws.append(parts[0].capitalize())
        if len(parts) > 1:
            ws.append(parts[1].capitalize())
        if op.endswith('nocrt'):
            ws.append('No CRT')
        elif op.endswith('-crt') and 'No CRT' in line:
            errs.append('label CRT')
        for w in ws:
            if not has_word(line, w):
                errs.append('label %s' % w)
    elif fam == 'ml-dsa':
        m = re.match(r'ml-dsa-(\d+)-(keygen|sign|verify)(-lowram)?', op)
        for w in ('ML-DSA-%s' % m.group(1), {'keygen': 'keyGen', 'sign': 'Signature',
                                              'verify': 'Verification'}[m.group(2)]):
            if not has_word(line, w):
                errs.append('label %s' % w)
        if bool(m.group(3)) != ('Low RAM' in line):
            errs.append('label Low RAM')
    elif fam == 'ml-kem':
        m = re.match(r'ml-kem-(\d+)-(\w+)', op)
        for w in ('ML-KEM-%s' % m.group(1), {'keygen': 'Key-pair-Generation',
                                              'encaps': 'Key-Encapsulation',
                                              'decaps': 'Key-Decapsulation'}[m.group(2)]):
            if w not in line:
                errs.append('label %s' % w)
    elif fam == 'lms':
        w = re.search(r'w(\d)', op).group(1)
        if ('H10_W%s_' % w) not in line:
            errs.append('label W%s' % w)
        nums = re.sub(r'^\S+\s+\S+\s+', '', line)  # after "LMS-Verify LMS_..."
        # min, avg, time, max, stack: the avg is the second grouped number
        if grouped(iv) not in nums:
            errs.append('avg')
    return errs


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest='cmd', required=True)
    c = sub.add_parser('core')
    c.add_argument('--core', required=True, choices=sorted(CORES))
    c.add_argument('--work', required=True)
    c.add_argument('--ref', required=True)
    c.add_argument('--out', required=True)
    s = sub.add_parser('summary')
    s.add_argument('--out', required=True)
    s.add_argument('--work', required=True)
    s.add_argument('--seconds')
    s.add_argument('cores', nargs='+')
    k = sub.add_parser('check-reference')
    k.add_argument('--seeds', required=True)
    k.add_argument('--ref', required=True)
    b = sub.add_parser('baseline')
    b.add_argument('--work', required=True)
    b.add_argument('--out', required=True)
    b.add_argument('--units', help='only the units matching this regular expression')
    b.add_argument('cores', nargs='+')
    sub.add_parser('self-test')
    a = ap.parse_args()
    if a.cmd == 'core':
        return core_report(a)
    if a.cmd == 'summary':
        return summary(a)
    if a.cmd == 'baseline':
        return baseline(a)
    if a.cmd == 'self-test':
        return self_test(a)
    return check_reference(a)


if __name__ == '__main__':
    sys.exit(main())

#!/usr/bin/env python3
"""Generate kat/rsa_der.txt and kat/rsa_der_sample.txt: PKCS #1 DER RSA keys
(RFC 8017 A.1.1 RSAPublicKey, A.1.2 RSAPrivateKey) for kat/kat_rsa_der.c,
valid ones and malformed ones with the error qzcrypt/rsa.h documents.

Valid keys are pyca/cryptography's (OpenSSL's key generation and its DER
encoder, PrivateFormat.TraditionalOpenSSL and PublicFormat.PKCS1): private
keys of 2048 (e = 65537 and e = 3), 3072 and 4096 bits, one RSA-2048 key
drawn until one of d, dP, dQ, qInv is shorter than its field (a leading
zero byte: the encoder's shortest INTEGERs), the first key with d +
lcm(p - 1, q - 1) (another valid d; OpenSSL encodes the numbers given), and
public keys: the private keys' halves, RSA-1024, and RSA-2048 with a
2047-bit e. Every valid DER is also rebuilt by this script's own encoder
(der_int, der_seq below), which must give the same bytes: that encoder
then writes the malformed keys, each a small change of a valid one.
cryptography must load every valid key and refuse every malformed key
whose DER is well formed but whose values fail the key checks (it runs
OpenSSL's RSA key check).

Records (blank-line separated, `key = value`, hex):
  op = SET    set = full | sample (first record)
  op = PRIV   name, bits, der, and n, e, d, p, q, dp, dq, qinv (big-endian,
              of their field's size: n and d bits / 8, the others half)
  op = PUB    name, bits, der, n, e (e minimal)
  op = BADPRIV | BADPUB   name (what was changed), der, rc = ENCODING |
              LENGTH | ALG (the qzcrypt error)
For a valid key the runner checks the import, the components, and that the
export gives the same bytes back. The sample (cross builds) keeps the
RSA-2048 keys, the 1024-bit public key and every malformed key (all made
from RSA-2048 keys but the size cases).

Regenerate: python3 kat/gen_rsa_der.py   (writes both files next to it;
new keys each run).
"""
import math
import os
import random
import subprocess
import sys

import cryptography
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

HERE = os.path.dirname(os.path.abspath(__file__))
S = serialization


# ---- this script's DER encoder ------------------------------------------

def der_len(n):
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, 'big')
    return bytes([0x80 | len(b)]) + b


def der_tlv(tag, content):
    return bytes([tag]) + der_len(len(content)) + content


def int_content(v):
    """Minimal two's complement content of v >= 0."""
    b = v.to_bytes(max(1, (v.bit_length() + 7) // 8), 'big')
    return b'\x00' + b if b[0] & 0x80 else b


def der_int(v):
    return der_tlv(0x02, int_content(v))


def der_seq(items):
    return der_tlv(0x30, b''.join(items))


def priv_items(c):
    return [der_int(x) for x in (0, c['n'], c['e'], c['d'], c['p'], c['q'], c['dp'], c['dq'],
                                 c['qinv'])]


FIELDS = ('n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qinv')


def numbers(k):
    pn = k.private_numbers()
    return dict(n=pn.public_numbers.n, e=pn.public_numbers.e, d=pn.d, p=pn.p, q=pn.q,
                dp=pn.dmp1, dq=pn.dmq1, qinv=pn.iqmp)


def ossl_priv_der(c):
    """OpenSSL's DER of the components c (through cryptography)."""
    k = rsa.RSAPrivateNumbers(c['p'], c['q'], c['d'], c['dp'], c['dq'], c['qinv'],
                              rsa.RSAPublicNumbers(c['e'], c['n'])).private_key()
    return k.private_bytes(S.Encoding.DER, S.PrivateFormat.TraditionalOpenSSL,
                           S.NoEncryption())


def ossl_loads_priv(der):
    try:
        S.load_der_private_key(der, None)
        return True
    except Exception:
        return False


def hx(v, length):
    return v.to_bytes(length, 'big').hex()


def priv_record(name, bits, c, der):
    nb = bits // 8
    rec = ['op = PRIV', f'name = {name}', f'bits = {bits}', f'der = {der.hex()}']
    for f in FIELDS:
        ln = nb if f in ('n', 'd') else nb // 2
        if f == 'e':
            ln = (c['e'].bit_length() + 7) // 8
        rec.append(f'{f} = {hx(c[f], ln)}')
    return rec


def pub_record(name, bits, n, e, der):
    return ['op = PUB', f'name = {name}', f'bits = {bits}', f'der = {der.hex()}',
            f'n = {hx(n, bits // 8)}', f'e = {hx(e, (e.bit_length() + 7) // 8)}']


def bad(kind, name, der, rc):
    return [f'op = BAD{kind}', f'name = {name}', f'der = {der.hex()}', f'rc = {rc}']


def malformed_private(c, bits):
    """Malformed RSAPrivateKey DER from the valid components c."""
    items = priv_items(c)
    good = der_seq(items)
    body = b''.join(items)
    hb = bits // 16
    out = []

    def with_item(i, enc):
        return der_seq(items[:i] + [enc] + items[i + 1:])

    # Lengths: a long form one byte longer than needed, for the SEQUENCE
    # and for an INTEGER; a long form for a length below 128; indefinite.
    out.append(('seq length 0x83 00 xx xx', b'\x30\x83\x00' + len(body).to_bytes(2, 'big') + body,
                'ENCODING'))
    out.append(('version length 0x81 01', with_item(0, b'\x02\x81\x01\x00'), 'ENCODING'))
    ec = int_content(c['e'])
    out.append(('e length 0x82 00 03', with_item(2, b'\x02\x82\x00' + bytes([len(ec)]) + ec),
                'ENCODING'))
    dc = int_content(c['d'])
    out.append(('d length 0x83 00 01 xx',
                with_item(3, b'\x02\x83\x00' + len(dc).to_bytes(2, 'big') + dc), 'ENCODING'))
    out.append(('indefinite seq length', b'\x30\x80' + body + b'\x00\x00', 'ENCODING'))
    qi = int_content(c['qinv'])
    out.append(('qinv length one past the end',
                der_seq(items[:8] + [b'\x02' + der_len(len(qi) + 1) + qi]), 'ENCODING'))
    out.append(('n length past the end', der_seq([items[0], b'\x02\x82\xff\xff'] + items[2:]),
                'ENCODING'))
    out.append(('seq length one short', b'\x30\x82' + (len(body) - 1).to_bytes(2, 'big') + body,
                'ENCODING'))
    out.append(('seq length one long', b'\x30\x82' + (len(body) + 1).to_bytes(2, 'big') + body,
                'ENCODING'))
    # INTEGERs: a leading zero byte not needed (public e, secret d and dP,
    # and on a value whose top bit is set: a second zero), negative values
    # (n, q without their sign byte; e with its top bit), zero length.
    out.append(('e with a leading zero', with_item(2, der_tlv(2, b'\x00' + ec)), 'ENCODING'))
    out.append(('d with a leading zero', with_item(3, der_tlv(2, b'\x00' + dc)), 'ENCODING'))
    for f, i in (('dp', 6), ('qinv', 8)):
        out.append((f'{f} with a leading zero', with_item(i, der_tlv(2, b'\x00' + int_content(c[f]))),
                    'ENCODING'))
    out.append(('p with two leading zeros', with_item(4, der_tlv(2, b'\x00' + int_content(c['p']))),
                'ENCODING'))
    out.append(('n negative (sign byte dropped)', with_item(1, der_tlv(2, int_content(c['n'])[1:])),
                'ENCODING'))
    out.append(('q negative (sign byte dropped)', with_item(5, der_tlv(2, int_content(c['q'])[1:])),
                'ENCODING'))
    out.append(('e negative', with_item(2, der_tlv(2, bytes([0x80 | ec[0]]) + ec[1:])),
                'ENCODING'))
    out.append(('dq negative (0xff prefix)', with_item(7, der_tlv(2, b'\xff' + int_content(c['dq']))),
                'ENCODING'))
    out.append(('dp of length 0', with_item(6, b'\x02\x00'), 'ENCODING'))
    out.append(('version of length 0', with_item(0, b'\x02\x00'), 'ENCODING'))
    # Truncated, trailing data, an element too many or missing.
    for cut in (0, 1, 2, 4, len(good) // 2, len(good) - 1):
        out.append((f'truncated to {cut} bytes', good[:cut], 'ENCODING'))
    out.append(('a zero byte after the SEQUENCE', good + b'\x00', 'ENCODING'))
    out.append(('an INTEGER after the SEQUENCE', good + der_int(1), 'ENCODING'))
    out.append(('a tenth INTEGER inside', der_seq(items + [der_int(0)]), 'ENCODING'))
    out.append(('qinv missing', der_seq(items[:8]), 'ENCODING'))
    out.append(('version missing', der_seq(items[1:]), 'ENCODING'))
    # Versions: 1 is multi-prime (a structure with otherPrimeInfos), others
    # are not RFC 8017's.
    other = der_seq([der_seq([der_int(c['p']), der_int(c['dp']), der_int(c['qinv'])])])
    out.append(('version 1, multi-prime', der_seq([der_int(1)] + items[1:] + [other]), 'ALG'))
    out.append(('version 1, two primes', der_seq([der_int(1)] + items[1:]), 'ALG'))
    out.append(('version 2', with_item(0, der_int(2)), 'ENCODING'))
    out.append(('version 256', with_item(0, der_int(256)), 'ENCODING'))
    # Tags: SET for SEQUENCE, a constructed or other-class INTEGER, BIT
    # STRING, OCTET STRING, and a high tag number form.
    out.append(('outer tag SET', b'\x31' + good[1:], 'ENCODING'))
    out.append(('outer tag 0x10 (primitive)', b'\x10' + good[1:], 'ENCODING'))
    out.append(('n tag BIT STRING', with_item(1, b'\x03' + items[1][1:]), 'ENCODING'))
    out.append(('d tag OCTET STRING', with_item(3, b'\x04' + items[3][1:]), 'ENCODING'))
    out.append(('qinv tag 0x22', with_item(8, b'\x22' + items[8][1:]), 'ENCODING'))
    out.append(('version tag 0xa0', with_item(0, b'\xa0' + items[0][1:]), 'ENCODING'))
    out.append(('p tag 0x1f02 (high form)', with_item(4, b'\x1f\x02' + items[4][1:]), 'ENCODING'))
    # Values: well-formed DER whose key checks fail (cryptography refuses
    # each too), and components too long for their field.
    changes = [('dp xor 2', 'dp', c['dp'] ^ 2), ('dq + 2', 'dq', c['dq'] + 2),
               ('qinv xor 1', 'qinv', c['qinv'] ^ 1), ('d xor 4', 'd', c['d'] ^ 4),
               ('q xor 2', 'q', c['q'] ^ 2), ('p xor 2^8', 'p', c['p'] ^ 0x100),
               ('e + 2', 'e', c['e'] + 2), ('n xor 2^8', 'n', c['n'] ^ 0x100),
               ('dp + p - 1 (out of range)', 'dp', c['dp'] + c['p'] - 1),
               ('qinv + p (out of range)', 'qinv', c['qinv'] + c['p']),
               ('qinv = 0', 'qinv', 0), ('d = 0', 'd', 0), ('e = 1', 'e', 1),
               ('p and q swapped', None, None)]
    for what, f, v in changes:
        cc = dict(c)
        if f is None:
            cc['p'], cc['q'] = c['q'], c['p']
        else:
            cc[f] = v
        der = der_seq(priv_items(cc))
        if f in ('dp', 'qinv') and v >= 1 << (8 * hb) or f == 'd' and v >= 1 << bits:
            continue  # does not fit the field: a length case below covers that
        assert not ossl_loads_priv(der), what
        out.append((what, der, 'ENCODING'))
    out.append(('dp + 2^(4 bits) (too long)', with_item(6, der_int(c['dp'] + (1 << (8 * hb)))),
                'ENCODING'))
    out.append(('qinv + 2^(4 bits + 8) (too long)',
                with_item(8, der_int(c['qinv'] + (1 << (8 * hb + 8)))), 'ENCODING'))
    out.append(('d + 2^bits (too long)', with_item(3, der_int(c['d'] + (1 << bits))), 'ENCODING'))
    out.append(('p one byte short', with_item(4, der_int(c['p'] >> 8)), 'ENCODING'))
    out.append(('p one byte short, no sign byte', with_item(4, der_int(c['p'] >> 9)), 'ENCODING'))
    out.append(('q two bytes short', with_item(5, der_int(c['q'] >> 17)), 'ENCODING'))
    out.append(('q one byte long', with_item(5, der_int(c['q'] << 8)), 'ENCODING'))
    out.append(('p top bit clear', with_item(4, der_int(c['p'] >> 1)), 'ENCODING'))
    out.append(('e longer than n', with_item(2, der_int((c['e'] << (bits + 8)) | c['e'])),
                'ENCODING'))
    return out


def malformed_public(n, e, bits):
    items = [der_int(n), der_int(e)]
    good = der_seq(items)
    body = b''.join(items)
    ec = int_content(e)
    out = [
        ('seq length 0x83 00 xx xx', b'\x30\x83\x00' + len(body).to_bytes(2, 'big') + body,
         'ENCODING'),
        ('e length 0x81 03', der_seq([items[0], b'\x02\x81' + bytes([len(ec)]) + ec]), 'ENCODING'),
        ('indefinite seq length', b'\x30\x80' + body + b'\x00\x00', 'ENCODING'),
        ('n with a leading zero', der_seq([der_tlv(2, b'\x00' + int_content(n)), items[1]]),
         'ENCODING'),
        ('e with a leading zero', der_seq([items[0], der_tlv(2, b'\x00' + ec)]), 'ENCODING'),
        ('n negative', der_seq([der_tlv(2, int_content(n)[1:]), items[1]]), 'ENCODING'),
        ('e negative', der_seq([items[0], der_tlv(2, bytes([0x80 | ec[0]]) + ec[1:])]),
         'ENCODING'),
        ('e of length 0', der_seq([items[0], b'\x02\x00']), 'ENCODING'),
        ('truncated by one', good[:-1], 'ENCODING'),
        ('truncated to 3', good[:3], 'ENCODING'),
        ('empty', b'', 'ENCODING'),
        ('trailing zero byte', good + b'\x00', 'ENCODING'),
        ('a third INTEGER', der_seq(items + [der_int(3)]), 'ENCODING'),
        ('e missing', der_seq(items[:1]), 'ENCODING'),
        ('outer tag SET', b'\x31' + good[1:], 'ENCODING'),
        ('e tag ENUMERATED', der_seq([items[0], b'\x0a' + items[1][1:]]), 'ENCODING'),
        ('SubjectPublicKeyInfo, not PKCS #1', None, 'ENCODING'),
        ('e even', der_seq([items[0], der_int(e + 1)]), 'ENCODING'),
        ('e = 1', der_seq([items[0], der_int(1)]), 'ENCODING'),
        ('e = n', der_seq([items[0], der_int(n)]), 'ENCODING'),
        ('n even', der_seq([der_int(n ^ 1), items[1]]), 'ENCODING'),
        ('n top bit clear (one bit short)', der_seq([der_int(n >> 1 | 1), items[1]]), 'ENCODING'),
        ('n one byte short (a size not taken)', der_seq([der_int(n >> 8 | 1), items[1]]),
         'LENGTH'),
    ]
    return out


def main():
    rnd = random.Random(1616)
    full, sample = [], []

    def both(rec):
        full.append(rec)
        sample.append(rec)

    privs = []
    for name, bits, e in (('rsa2048', 2048, 65537), ('rsa2048e3', 2048, 3),
                          ('rsa3072', 3072, 65537), ('rsa4096', 4096, 65537)):
        k = rsa.generate_private_key(public_exponent=e, key_size=bits)
        privs.append((name, bits, numbers(k), k))
    # A key with a secret component shorter than its field.
    for tries in range(1, 2000):
        k = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        c = numbers(k)
        if any(c[f].bit_length() <= 2048 - 8 if f == 'd' else c[f].bit_length() <= 1024 - 8
               for f in ('d', 'dp', 'dq', 'qinv')):
            break
    else:
        sys.exit('no key with a short component')
    privs.append(('rsa2048short', 2048, c, k))
    print(f'rsa2048short after {tries} keys', file=sys.stderr)
    # Another valid d of the same key: d + lcm(p - 1, q - 1) (below n).
    c = dict(privs[0][2])
    lam = (c['p'] - 1) * (c['q'] - 1) // math.gcd(c['p'] - 1, c['q'] - 1)
    c['d'] += lam
    assert c['d'] < c['n']
    privs.append(('rsa2048dlam', 2048, c, None))

    for name, bits, c, k in privs:
        der = ossl_priv_der(c)
        assert der == der_seq(priv_items(c)), name
        assert ossl_loads_priv(der), name
        if k is not None:
            assert der == k.private_bytes(S.Encoding.DER, S.PrivateFormat.TraditionalOpenSSL,
                                          S.NoEncryption())
        rec = [f'# {name}: a {bits}-bit private key, e = {c["e"]}'] + \
            priv_record(name, bits, c, der)
        (both if bits == 2048 else full.append)(rec)
        pub = rsa.RSAPublicNumbers(c['e'], c['n']).public_key()
        pder = pub.public_bytes(S.Encoding.DER, S.PublicFormat.PKCS1)
        assert pder == der_seq([der_int(c['n']), der_int(c['e'])])
        rec = [f'# {name}: its public key'] + pub_record(name + 'pub', bits, c['n'], c['e'], pder)
        (both if bits == 2048 else full.append)(rec)

    k = rsa.generate_private_key(public_exponent=65537, key_size=1024)
    n = k.public_key().public_numbers().n
    pder = k.public_key().public_bytes(S.Encoding.DER, S.PublicFormat.PKCS1)
    both(['# rsa1024: a 1024-bit public key'] + pub_record('rsa1024', 1024, n, 65537, pder))
    kpriv1024 = k
    n2 = privs[0][2]['n']
    bige = rnd.getrandbits(2047) | (1 << 2046) | 1
    pder = rsa.RSAPublicNumbers(bige, n2).public_key().public_bytes(S.Encoding.DER,
                                                                     S.PublicFormat.PKCS1)
    both(['# rsa2048bige: RSA-2048 with a 2047-bit e'] +
         pub_record('rsa2048bige', 2048, n2, bige, pder))

    # Malformed keys: from the first RSA-2048 key (and its e = 3 twin for
    # the public ones), then the sizes.
    name, bits, c, _ = privs[0]
    for what, der, rc in malformed_private(c, bits):
        both([f'# from {name}: {what}'] + bad('PRIV', what, der, rc))
    for src in (privs[0], privs[1]):
        for what, der, rc in malformed_public(src[2]['n'], src[2]['e'], src[1]):
            if der is None:
                der = rsa.RSAPublicNumbers(src[2]['e'], src[2]['n']).public_key().public_bytes(
                    S.Encoding.DER, S.PublicFormat.SubjectPublicKeyInfo)
            both([f'# from {src[0]}: {what}'] + bad('PUB', what, der, rc))
    # Sizes: a 1024-bit private key (public only at that size), 1536-bit keys.
    der = kpriv1024.private_bytes(S.Encoding.DER, S.PrivateFormat.TraditionalOpenSSL,
                                  S.NoEncryption())
    both(['# a valid 1024-bit private key: private keys are 2048 to 4096 bits'] +
         bad('PRIV', 'rsa1024 private', der, 'LENGTH'))
    k = rsa.generate_private_key(public_exponent=65537, key_size=1536)
    both(['# a valid 1536-bit private key'] +
         bad('PRIV', 'rsa1536 private',
             k.private_bytes(S.Encoding.DER, S.PrivateFormat.TraditionalOpenSSL,
                             S.NoEncryption()), 'LENGTH'))
    both(['# a valid 1536-bit public key'] +
         bad('PUB', 'rsa1536 public',
             k.public_key().public_bytes(S.Encoding.DER, S.PublicFormat.PKCS1), 'LENGTH'))

    src = (f'# Source: pyca/cryptography {cryptography.__version__} '
           f'({subprocess.run(["openssl", "version"], capture_output=True, text=True).stdout.strip()}'
           '): the valid keys and their DER; the malformed keys from kat/gen_rsa_der.py\'s '
           'encoder, which gives OpenSSL\'s bytes for every valid key.')
    for fname, recs, setname in (('rsa_der.txt', full, 'full'),
                                 ('rsa_der_sample.txt', sample, 'sample')):
        with open(os.path.join(HERE, fname), 'w') as f:
            f.write('# qzcrypt known answers: PKCS #1 DER RSA keys (RFC 8017 A.1.1, A.1.2), '
                    'valid and malformed' + (', cross-build sample' if setname == 'sample' else '')
                    + '.\n')
            f.write(src + '\n')
            f.write('# Generator: kat/gen_rsa_der.py (its docstring describes the records).\n\n')
            f.write(f'op = SET\nset = {setname}\n\n')
            for r in recs:
                f.write('\n'.join(r) + '\n\n')
        print(fname, len(recs), 'records', file=sys.stderr)


if __name__ == '__main__':
    main()

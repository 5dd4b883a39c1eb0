#!/usr/bin/env python3
"""Write the starting seed corpora for qzcrypt's fuzz targets.

Each seed is laid out as its target's header comment describes (variant
byte first). libFuzzer grows the corpora from these; `fuzz/run-long`
merges what it finds back into fuzz/corpus/<target>/.

    python3 fuzz/make_seeds.py
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def write(target, name, data):
    d = os.path.join(HERE, "corpus", target)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name), "wb") as f:
        f.write(data)


def main():
    for alg in range(6):
        for n in (0, 1, 55, 56, 63, 64, 111, 112, 127, 128, 129, 300):
            write("sha2", f"seed-{alg}-{n:03d}", bytes([alg, n & 0xFF]) + bytes((i * 7 + n) & 0xFF for i in range(n)))
        for klen in (0, 32, 64, 65, 128, 129, 200):
            msg = bytes(range(40))
            write("hmac", f"seed-{alg}-{klen:03d}", bytes([alg, klen, 17]) + bytes([0x4B] * klen) + msg)
        h = (28, 32, 48, 64, 28, 32)[alg]
        for L in (0, 1, h, h + 1, 255 * h, 255 * h + 1):
            write("hkdf", f"seed-{alg}-{L:05d}", bytes([alg, L >> 8, L & 0xFF, 13, 10]) + bytes(range(13)) + bytes(range(0xF0, 0xFA)) + b"\x0b" * 22)
        for n in (0, 1, 71, 72, 135, 136, 143, 144, 167, 168, 169, 400):
            L = (n * 3) % 601
            write("sha3", f"seed-{alg}-{n:03d}", bytes([alg, n & 0xFF, L >> 8, L & 0xFF]) + bytes((i * 11 + n) & 0xFF for i in range(n)))
    for variant in range(4):
        for kl, cl, L in ((0, 0, 32), (4, 0, 32), (32, 21, 64), (168, 0, 1), (200, 170, 256), (32, 0, 136)):
            write("kmac", f"seed-{variant}-{kl:03d}-{cl:03d}", bytes([variant, kl, cl, L - 1, 77]) + bytes((i * 5 + 1) & 0xFF for i in range(kl)) + b"C" * cl + bytes(range(100)))
    for variant in range(2):
        for nl, sl, L in ((0, 0, 32), (4, 0, 32), (0, 5, 64), (20, 30, 200), (150, 160, 256)):
            write("cshake", f"seed-{variant}-{nl:03d}-{sl:03d}", bytes([variant, nl, sl, L - 1, 33]) + b"N" * nl + b"S" * sl + bytes((i * 3 + 7) & 0xFF for i in range(200)))

    chacha20poly1305_seeds()
    aes_mode_seeds()
    aead_aes_seeds()
    drbg_seeds()


def chacha20poly1305_seeds():
    """fuzz_chacha20poly1305: flags (bit 0 XChaCha, bits 1-7 aad chunk - 1),
    aad length, data chunk, bit to flip, key, nonce, attacker tag, aad, data."""
    # RFC 8439 2.8.2: the published ciphertext with its right tag, so that
    # the attacker-bytes open takes its success path.
    rfc_ct = bytes.fromhex(
        "d31a8d34648e60db7b86afbc53ef7ec2a4aded51296e08fea9e2b5a736ee62d6"
        "3dbea45e8ca9671282fafb69da92728b1a71de0a9e060b2905d6a5b67ecd3b36"
        "92ddbd7f2d778b8c9803aee328091b58fab324e4fad675945585808b4831d7bc"
        "3ff4def08e4b7a9de576d26586cec64b6116")
    write("chacha20poly1305", "seed-rfc8439-2.8.2",
          bytes([6 << 1, 12, 0, 93]) + bytes(range(0x80, 0xA0)) +
          bytes.fromhex("070000004041424344454647") +
          bytes.fromhex("1ae10b594f09e26a7e902ecbd0600691") +
          bytes.fromhex("50515253c0c1c2c3c4c5c6c7") + rfc_ct)
    for x in range(2):
        for alen, n, ach, dch in ((0, 0, 1, 0), (0, 64, 1, 64), (5, 63, 2, 16), (70, 300, 7, 1),
                                  (16, 1000, 16, 65), (255, 3000, 128, 200)):
            head = bytes([x | ((ach - 1) << 1), alen, dch, (n * 7 + alen) & 0xFF])
            body = bytes((i * 29 + x * 3 + 1) & 0xFF for i in range(32 + (24 if x else 12) + 16))
            write("chacha20poly1305", f"seed-{x}-{alen:03d}-{n:04d}",
                  head + body + bytes((i * 13 + 5) & 0xFF for i in range(alen + n)))


def aes_mode_seeds():
    # AES modes (byte 0 mode, 1 split, 2 tag/flip; key, IV, data) and
    # CMAC / key wrap (byte 0 alg, 1 key size, 2 length; key, data). The
    # committed corpus also holds RFC 3394 4.1 and RFC 5649 wrapped keys and
    # four valid CBC-PKCS#7 ciphertexts (seed-pkcs7-valid-*, pyca).
    pat = lambda n, s: bytes((i * 37 + s * 11 + 1) & 0xFF for i in range(n))
    for mode in range(11):
        klen = 32 if mode == 10 else 16
        for n in (0, 15, 16, 17, 31, 32, 33, 64, 100):
            iv = pat(16, mode)
            if mode == 6 and n == 33:
                iv = iv[:12] + b"\xff\xff\xff\xfe"
            write("aes_modes", f"seed-{mode:02d}-{n:03d}", bytes([mode, n % 3, 7 if n % 2 else 16]) + pat(klen, 100 + mode) + iv + pat(n, n))
    for alg in range(3):
        for ks in range(3):
            for n in (0, 1, 8, 16, 17, 24, 40, 64):
                write("cmac_kw", f"seed-{alg}-{ks}-{n:03d}", bytes([alg, ks, 5 + n]) + pat(16 + 8 * ks, 50 + alg) + pat(n, n + alg))

def aead_aes_seeds():
    # GCM and CCM: byte 0 key size, 1 IV/nonce length, 2 tag length, 3 AAD
    # length, 4 AAD chunk - 1, 5 data chunk, 6 flip; key, IV, tag, AAD, data.
    for ks, ivl, tl, al, pl, ach, dch in ((0, 12, 16, 0, 0, 1, 0), (0, 12, 16, 20, 60, 7, 16),
                                          (1, 8, 12, 13, 64, 16, 17), (2, 1, 4, 0, 17, 1, 3),
                                          (2, 60, 15, 70, 255, 64, 64), (0, 16, 8, 5, 1000, 3, 15),
                                          (1, 64, 13, 255, 300, 255, 1)):
        write("gcm", f"seed-{ks}-{ivl:02d}-{tl:02d}-{al:03d}-{pl:04d}",
              bytes([ks, ivl - 1, tl - 4, al, ach - 1, dch, (ivl * 7 + pl) & 0xFF])
              + bytes((i * 13 + ks) & 0xFF for i in (range(16 + 8 * ks)))
              + bytes((i * 5 + 3) & 0xFF for i in range(ivl)) + bytes(range(16))
              + bytes((i * 3 + 1) & 0xFF for i in range(al)) + bytes((i * 7) & 0xFF for i in range(pl)))
    for ks, nl, tl, al, pl, ach, dch in ((0, 13, 8, 8, 23, 8, 0), (0, 7, 4, 8, 4, 1, 1),
                                         (1, 8, 6, 16, 16, 16, 16), (2, 12, 8, 20, 24, 3, 17),
                                         (2, 13, 14, 255, 32, 64, 64), (0, 11, 16, 0, 0, 1, 0),
                                         (1, 10, 10, 70, 1000, 255, 15)):
        write("ccm", f"seed-{ks}-{nl:02d}-{tl:02d}-{al:03d}-{pl:04d}",
              bytes([ks, nl - 7, (tl - 4) // 2, al, ach - 1, dch, (nl * 11 + pl) & 0xFF])
              + bytes((i * 13 + ks) & 0xFF for i in (range(16 + 8 * ks)))
              + bytes((i * 5 + 3) & 0xFF for i in range(nl)) + bytes(range(16))
              + bytes((i * 3 + 1) & 0xFF for i in range(al)) + bytes((i * 7) & 0xFF for i in range(pl)))


def drbg_seeds():
    """fuzz_drbg: byte 0 mechanism (HMAC-SHA256, HMAC-SHA512, CTR), byte 1
    garbage; then operations (opcode | 0xf0 for a NULL context; see the
    target's decode())."""
    def span(n=None, huge=None, null=None):  # an input span's length byte(s)
        if null is not None:
            return bytes([0xF8 + null])
        if huge is not None:
            return bytes([0xF0 + huge])
        return bytes([n]) if n < 0xE0 else bytes([0xE0 | n >> 8, n & 0xFF])

    def inst(e=32, n=16, p=0, alg=0, es=None, ns=None, ps=None):
        return bytes([0x00, alg]) + (es or span(e)) + (ns or span(n)) + (ps or span(p))

    def inst_from(ln=32, var=0, p=0, alg=0):
        return bytes([0x01, alg, var, ln - 24 if 24 <= ln < 136 else ln]) + span(p)

    def reseed(e=32, a=0, es=None, as_=None):
        return bytes([0x02]) + (es or span(e)) + (as_ or span(a))

    def gen(n, pr=0, a=0, null_out=0, as_=None, raw=None):
        hl = raw or (bytes([0, n]) if n < 256 else bytes([0x80 | n >> 8, n & 0xFF]))
        return bytes([0x03]) + hl + bytes([pr | (0x0E if null_out else 0)]) + (as_ or span(a))

    interval = lambda sel: bytes([0x04, sel])
    entropy = lambda ln=32, var=0: bytes([0x05, var, ln - 24 if 24 <= ln < 136 else ln])
    source = lambda mode, count=0, seed=1: bytes([0x06, mode | count << 2, seed])
    uninst = b"\x07"
    damage = lambda off, x=1: bytes([0x08, off, x])
    rng = lambda n: bytes([0x09, n >> 8, n & 0xFF])
    null = lambda op: bytes([op[0] | 0xF0]) + op[1:]

    scripts = {
        "basic": inst() + gen(64) + gen(100, a=20) + reseed(40, 10) + gen(1000) + gen(0)
                 + gen(0, null_out=1) + uninst + gen(16) + reseed() + inst(48, 0, 5) + gen(33),
        "inst-lengths": inst(31, 17) + inst(32, 15) + inst(48, 0) + gen(16) + inst(200, 1, 300)
                        + gen(17) + inst(es=span(null=0)) + inst(es=span(null=3))
                        + inst(ns=span(null=0)) + gen(31) + inst(ns=span(null=1))
                        + inst(ps=span(null=1)) + inst(ps=span(null=0)) + gen(1)
                        + inst(0, 48) + inst(alg=0xF1) + inst(alg=0xF3) + gen(1),
        "inst-huge-0": b"".join(inst(es=span(huge=h)) + inst(ns=span(huge=h)) + inst(ps=span(huge=h))
                                + inst(es=span(null=7), ps=span(huge=h)) for h in range(4)) + gen(8),
        "inst-huge-1": b"".join(inst(es=span(huge=h)) + inst(ns=span(huge=h)) + inst(ps=span(huge=h))
                                + inst(es=span(null=7), ps=span(huge=h)) for h in range(4, 8)) + gen(8),
        "gen-lengths": inst() + b"".join(gen(0, raw=bytes([0xE0 + i, 0])) for i in range(16))
                       + gen(4095) + gen(5, null_out=1) + gen(0, a=3, null_out=1)
                       + gen(8, as_=span(null=1)) + gen(8, as_=span(null=7)),
        "gen-oversized": inst() + b"".join(gen(0, raw=bytes([0xF0 + i, 0])) for i in range(8))
                         + b"".join(gen(8, as_=span(huge=h)) for h in range(8)) + gen(32, a=200),
        "reseed": inst() + reseed(31) + reseed(32) + gen(50) + reseed(es=span(null=3))
                  + reseed(as_=span(null=1)) + reseed(as_=span(null=0)) + reseed(100, 300)
                  + b"".join(reseed(es=span(huge=h)) + reseed(as_=span(huge=h)) for h in range(8))
                  + gen(80, a=7),
        "source": source(0, seed=9) + inst() + gen(16, pr=1) + entropy(32) + interval(2)
                  + gen(20) + gen(20) + gen(20, a=5) + gen(20, pr=1, a=9) + source(1)
                  + gen(16, pr=1) + gen(4) + source(2, 1) + gen(10, pr=1) + gen(10, pr=1)
                  + source(3, 2) + gen(10, pr=1) + gen(10, pr=1) + gen(10, pr=1)
                  + entropy(var=0xF0) + gen(10, pr=1) + reseed() + gen(10) + gen(10) + gen(10),
        "entropy-args": inst() + entropy(31) + entropy(129) + entropy(128) + entropy(var=0xF0)
                        + entropy(var=0xF1) + entropy(var=0xF2) + entropy(var=0xF3)
                        + entropy(0xF1) + entropy(0xF3) + gen(64, pr=1) + gen(64, pr=1),
        "inst-from": source(0, seed=3) + inst_from(32) + gen(40) + gen(40, pr=1, a=12)
                     + inst_from(128, p=40) + gen(64, pr=1) + inst_from(48, var=0xF3) + gen(16)
                     + source(2, 1) + inst_from(64) + gen(1) + source(1) + inst_from(32)
                     + source(3, 1) + inst_from(100) + gen(2) + inst_from(31) + inst_from(129)
                     + inst_from(32, var=0xF0) + inst_from(32, var=0xF1) + inst_from(32, var=0xF2)
                     + inst_from(0xF1) + inst_from(32, alg=0xF2) + gen(3),
        "interval": inst() + interval(0) + interval(0xFC) + interval(0xFD) + interval(0xFE)
                    + interval(0xFF) + interval(1) + gen(8) + gen(8) + reseed() + gen(8)
                    + source(0) + entropy(48) + gen(8) + gen(8) + rng(8) + rng(8),
        "rng": inst() + rng(100) + rng(0) + rng(4000) + interval(1) + rng(10) + rng(10) + rng(0)
               + source(0) + entropy(40) + rng(10) + rng(10),
        "null-ctx": b"".join(null(x) for x in (inst(), inst_from(), reseed(), gen(8), interval(1),
                                              entropy(), uninst, rng(8)))
                    + inst() + b"".join(null(x) for x in (reseed(), gen(8), gen(0), rng(8))) + gen(8),
        "uninstantiated": gen(8) + reseed() + interval(2) + entropy() + rng(5) + rng(0)
                          + gen(0, raw=bytes([0xF1, 0])) + inst() + uninst + gen(8) + uninst,
    }
    for off in (0, 40, 64, 100, 128, 131, 135, 136, 143, 144, 152, 160, 164, 168, 172, 176):
        scripts[f"damage-{off:03d}"] = (source(0) + inst() + entropy(32) + gen(16) + damage(off, 0x41)
                                        + gen(16) + reseed() + gen(16, pr=1) + interval(3) + gen(8)
                                        + rng(8) + inst() + gen(16))
    for mech in range(3):
        for name, body in scripts.items():
            write("drbg", f"seed-{mech}-{name}", bytes([mech, 0x11 * (mech + 1)]) + body)

if __name__ == "__main__":
    main()

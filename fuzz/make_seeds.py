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
    ec_seeds()
    c25519_seeds()
    c448_seeds()
    mlkem_seeds()
    mldsa_seeds()
    rsa_seeds()


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


# The NIST curves (SP 800-186 section 3.2.1): p, n, b, G.
EC_CURVES = [
    (0xffffffff00000001000000000000000000000000ffffffffffffffffffffffff,
     0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551,
     0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b,
     (0x6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296,
      0x4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5)),
    (int("ff" * 31 + "feffffffff0000000000000000ffffffff", 16),
     int("ff" * 24 + "c7634d81f4372ddf581a0db248b0a77aecec196accc52973", 16),
     int("b3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875a"
         "c656398d8a2ed19d2a85c8edd3ec2aef", 16),
     (int("aa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a38"
          "5502f25dbf55296c3a545e3872760ab7", 16),
      int("3617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c0"
          "0a60b1ce1d7e819d7a431d7c90ea0e5f", 16))),
    (2 ** 521 - 1,
     int("01" + "ff" * 32 + "fa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409", 16),
     int("0051953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef1"
         "09e156193951ec7e937b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f00", 16),
     (int("00c6858e06b70404e9cd9e3ecb662395b4429c648139053fb521f828af606b4d"
          "3dbaa14b5e77efe75928fe1dc127a2ffa8de3348b3c1856a429bf97e7e31c2e5bd66", 16),
      int("011839296a789a3bc0045c8a5fb42c7d1bd998f54449579b446817afbd17273e"
          "662c97ee72995ef42640c550b9013fad0761353c7086a272c24088be94769fd16650", 16))),
]


def ec_mul(ci, k, P=None):
    """k * P (P = G by default) in affine coordinates; None is infinity."""
    p, _, _, G = EC_CURVES[ci]
    P = P or G

    def add(A, B):
        if A is None:
            return B
        if B is None:
            return A
        if A[0] == B[0] and (A[1] + B[1]) % p == 0:
            return None
        if A == B:
            lam = (3 * A[0] * A[0] - 3) * pow(2 * A[1], -1, p) % p
        else:
            lam = (B[1] - A[1]) * pow(B[0] - A[0], -1, p) % p
        x = (lam * lam - A[0] - B[0]) % p
        return (x, (lam * (A[0] - x) - A[1]) % p)

    R = None
    for bit in bin(k)[2:]:
        R = add(R, R)
        if bit == "1":
            R = add(R, P)
    return R


def ec_sig(ci, d, k, digest):
    """ECDSA (r, s) with nonce k, the digest's leftmost bits as e."""
    n = EC_CURVES[ci][1]
    bits = (256, 384, 521)[ci]
    e = int.from_bytes(digest, "big")
    if 8 * len(digest) > bits:
        e >>= 8 * len(digest) - bits
    r = ec_mul(ci, k)[0] % n
    return r, pow(k, -1, n) * (e + r * d) % n


def der_int(v):
    b = v.to_bytes(max(1, (v.bit_length() + 7) // 8), "big")
    if b[0] & 0x80:
        b = b"\x00" + b
    return b"\x02" + bytes([len(b)]) + b


def der_seq(body):
    return b"\x30" + (bytes([len(body)]) if len(body) < 0x80 else b"\x81" + bytes([len(body)])) + body


def ec_seeds():
    """The curve targets (fuzz/ec_fuzz.h): byte 0 the curve, then each
    target's header bytes (see the targets' comments). Few entries, most
    on P-256: the replay runs them on every core, and the simulator too."""
    pat = lambda n, s: bytes((i * 73 + s * 29 + 5) & 0xFF for i in range(n))
    for ci, L in ((0, 32), (1, 48), (2, 66)):
        p, n, _, G = EC_CURVES[ci]
        be = lambda v: v.to_bytes(L, "big")
        d = int.from_bytes(pat(L, ci), "big") % n or 1
        Q = ec_mul(ci, d)
        dig = pat(64, 7 + ci)
        dl = (32, 48, 64)[ci]
        r, s = ec_sig(ci, d, 12345 + ci, dig[:dl])
        unc = b"\x04" + be(Q[0]) + be(Q[1])
        comp = bytes([2 | Q[1] & 1]) + be(Q[0])
        few = ci == 0  # the full set on P-256, a sample on P-384/P-521

        # fuzz_ecdsa_verify: curve, key mode, sig mode, digest length - 1,
        # selector (2 bytes), then d / key bytes, nonce, digest, signature.
        def v(name, km, sm, sel, body):
            write("ecdsa_verify", f"seed-{ci}-{name}", bytes([ci, km, sm, dl - 1, sel >> 8, sel & 0xFF]) + body)
        for sm in ((2, 3, 4, 5, 6, 7, 8, 9) if few else (2, 4, 7)):
            sels = {4: (0, 1, 2, 3, 4, 7), 5: (0, 2, 3, 4, 6), 3: (0, 257), 7: (0, 9, 100)}.get(sm, (0,))
            for sel in sels if few else sels[:2]:
                v(f"d-{sm}-{sel}", 0, sm, sel, be(d) + pat(L, 3) + dig[:dl] + pat(L, 9))
        v("raw-valid", 3, 0, 0, unc + dig[:dl] + be(r) + be(s))
        v("raw-comp-valid", 7, 1, 0, comp + dig[:dl] + der_seq(der_int(r) + der_int(s)))
        v("xy-valid", 2, 0, 0, be(Q[0]) + be(Q[1]) + dig[:dl] + be(r) + be(n - s))
        if few:
            v("raw-bad-s", 3, 0, 0, unc + dig[:dl] + be(r) + be(s ^ 1))
            v("raw-der-long", 3, 1, 0, unc + dig[:dl] + b"\x30\x81" + der_seq(der_int(r) + der_int(s))[1:])
            v("raw-r-n", 3, 0, 0, unc + dig[:dl] + be(n) + be(s))
            v("offcurve", 3, 0, 0, b"\x04" + be(Q[0]) + be(Q[1] ^ 1) + dig[:dl] + be(r) + be(s))
            v("hybrid", 3, 0, 0, bytes([6 | Q[1] & 1]) + be(Q[0]) + be(Q[1]) + dig[:dl] + be(r) + be(s))
            v("short-digest", 0, 2, 0, be(d) + pat(L, 4) + dig[:1])
            for dlen in (20, 33, 64):
                write("ecdsa_verify", f"seed-{ci}-digest-{dlen}", bytes([ci, 0, 2, dlen - 1, 0, 0]) + be(d) + pat(L, 5) + dig[:dlen])

        if ci == 0:  # the M0+ sample (fuzz/ec_fuzz.h): byte 0 = 3, P-256 too
            write("ecdsa_verify", "seed-m0-n-s", bytes([3, 0, 6, dl - 1, 0, 0]) + be(d) + pat(L, 3) + dig[:dl])

        # fuzz_ecdsa_der: curve, then the DER.
        der = der_seq(der_int(r) + der_int(s))
        ders = {"valid": der, "n-1": der_seq(der_int(n - 1) + der_int(1)),
                "r-n": der_seq(der_int(n) + der_int(s)), "zero": der_seq(der_int(0) + der_int(s)),
                "high": der_seq(der_int(r | 1 << (8 * L - 1)) + der_int(s)),
                "pad": der_seq(b"\x02" + bytes([len(der_int(r)) - 1]) + b"\x00" + der_int(r)[2:] + der_int(s)),
                "long-len": b"\x30\x81" + bytes([len(der) - 2]) + der[2:],
                "trailing": der + b"\x00", "neg": der_seq(b"\x02\x01\x80" + der_int(s)),
                "small": der_seq(der_int(1) + der_int(0x80)),
                "three": der_seq(der_int(r) + der_int(s) + der_int(1))}
        for name, body in ders.items():
            if few or name in ("valid", "n-1", "r-n", "pad", "long-len"):
                write("ecdsa_der", f"seed-{ci}-{name}", bytes([ci]) + body)

        # fuzz_ec_point: curve, source; 0/1: the encoding; 2: form, flip (2
        # bytes), d.
        def pt(name, body):
            write("ec_point", f"seed-{ci}-{name}", bytes([ci]) + body)
        pt("unc", b"\x00" + unc)
        pt("comp", b"\x00" + comp)
        pt("raw", b"\x01" + be(Q[0]) + be(Q[1]))
        xp = Q[0] + p if Q[0] + p < 256 ** L else p
        pt("x-p", b"\x00\x04" + be(xp) + be(Q[1]))
        pt("comp-p", b"\x00\x02" + be(p))
        pt("hybrid", b"\x00" + bytes([6 | Q[1] & 1]) + be(Q[0]) + be(Q[1]))
        pt("infinity", b"\x00\x00")
        if few:
            write("ec_point", "seed-m0-comp", bytes([3, 2, 1, 0, 0]) + be(d))
        for form in range(3) if few else (1,):
            for flip in (0, 5) if few else (0,):
                pt(f"d-{form}-{flip}", bytes([2, form, flip >> 8, flip & 0xFF]) + be(d))
        if few:
            pt("comp-5", b"\x00\x03" + be(5))
            pt("offcurve", b"\x00\x04" + be(Q[0]) + be(Q[1] ^ 1))
            pt("odd-len", b"\x01" + be(Q[0]) + be(Q[1])[:-1])

        # fuzz_ecdh: curve, peer mode, d1, then the peer or d2.
        def dh(name, body):
            write("ecdh", f"seed-{ci}-{name}", bytes([ci]) + body)
        dh("sec1", b"\x00" + be(d) + unc)
        if few:
            write("ecdh", "seed-m0-comp", b"\x03\x01" + be(n - 2) + comp)
        dh("d2", b"\x07" + be(d) + pat(L, 11))
        if few:
            dh("comp", b"\x01" + be(d) + comp)
            dh("raw", b"\x02" + be(Q[0]) + be(Q[0]) + be(Q[1]))
            dh("d2-unc", b"\x03" + be(n - 1) + pat(L, 12))
            dh("offcurve", b"\x00" + be(d) + b"\x04" + be(Q[0]) + be(Q[1] ^ 1))


def c25519_seeds():
    """fuzz_ed25519_verify and fuzz_x25519: valid signatures and shared
    secrets from pyca/cryptography (OpenSSL), and the edge encodings RFC
    7748 and RFC 8032 name. Byte 0 is 0 or 3 (the cross-build sample:
    QZF_SAMPLED in fuzz/ec_fuzz.h; 3 also on the M0+)."""
    from cryptography.hazmat.primitives.asymmetric import ed25519, x25519
    from cryptography.hazmat.primitives import serialization

    raw = serialization.Encoding.Raw
    p = 2**255 - 19
    L = 2**252 + 27742317777372353535851937790883648493

    def le(v):
        return v.to_bytes(32, "little")

    def ev(name, b0, mode, ctx_len, at, key, sig, ctx, msg):
        write("ed25519_verify", f"seed-{name}", bytes([b0, mode, ctx_len, at]) + key + sig + ctx + msg)

    seed = bytes((i * 29 + 7) & 0xFF for i in range(32))
    sk = ed25519.Ed25519PrivateKey.from_private_bytes(seed)
    pk = sk.public_key().public_bytes(raw, serialization.PublicFormat.Raw)
    msg = bytes((i * 13 + 1) & 0xFF for i in range(100))
    sig = sk.sign(msg)
    ev("valid", 3, 0, 0, 0, pk, sig, b"", msg)
    ev("valid-empty", 0, 0, 0, 0, pk, sk.sign(b""), b"", b"")
    s_plus_l = le(int.from_bytes(sig[32:], "little") + L)
    ev("s-plus-l", 3, 0, 0, 0, pk, sig[:32] + s_plus_l, b"", msg)
    ev("r-changed", 0, 0, 0, 0, pk, bytes([sig[0] ^ 1]) + sig[1:], b"", msg)
    ev("key-y-p", 0, 0, 0, 0, le(p), sig, b"", msg)
    ev("key-y-p1", 0, 0, 0, 0, le(p + 1), sig, b"", msg)
    ev("key-identity", 0, 0, 0, 0, le(1), sig, b"", msg)
    ev("key-x0-sign", 0, 0, 0, 0, le(1 | 1 << 255), sig, b"", msg)
    ev("key-not-square", 0, 0, 0, 0, le(2), sig, b"", msg)
    ctx = b"fuzz context"
    for v in range(4):
        ev(f"seed-mode-{v}", 3 if v == 1 else 0, 4 | v, len(ctx), 17 * v + 3, seed, bytes(64), ctx if v else b"", msg)

    def xv(name, b0, mode, k, u):
        write("x25519", f"seed-{name}", bytes([b0, mode]) + k + u)

    # RFC 7748 section 5.2's first vector (facts: scalar and u-coordinate)
    k = bytes.fromhex("a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4")
    u = bytes.fromhex("e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c")
    xv("rfc7748", 3, 0, k, u)
    k2 = bytes((i * 31 + 5) & 0xFF for i in range(32))
    xv("two-keys", 3, 1, k, k2)
    pub2 = x25519.X25519PrivateKey.from_private_bytes(k2).public_key().public_bytes(raw, serialization.PublicFormat.Raw)
    xv("peer-valid", 0, 0, k, pub2)
    xv("peer-top-bit", 3, 0, k, pub2[:31] + bytes([pub2[31] | 0x80]))
    for name, v in (("u0", 0), ("u1", 1), ("u-p-1", p - 1), ("u-p", p), ("u-p1", p + 1), ("u-max", 2**256 - 1)):
        xv(name, 0, 0, k, le(v))


def c448_seeds():
    """fuzz_ed448_verify and fuzz_x448: valid signatures and shared secrets
    from pyca/cryptography (OpenSSL), the edge encodings RFC 7748 and RFC
    8032 name, and the points where cofactorless verification (qzcrypt)
    and OpenSSL's (up to the 4-torsion) part: R plus a point of order 2 or
    4, a key with a torsion component, the identity key. Those need points
    pyca cannot make: the affine edwards448 arithmetic below (RFC 8032
    5.2), checked against pyca's signature first. Byte 0 as c25519_seeds
    (3, the M0+ sample: four seeds of each target)."""
    import hashlib
    from cryptography.hazmat.primitives.asymmetric import ed448, x448
    from cryptography.hazmat.primitives import serialization

    raw = serialization.Encoding.Raw
    praw = serialization.PublicFormat.Raw
    p = 2**448 - 2**224 - 1
    d = p - 39081
    L = 2**446 - 13818066809895115352007386748515426880336692474882178609894547503885
    B = (224580040295924300187604334099896036246789641632564134246125461686950415467406032909029192869357953282578032075146446173674602635247710,
         298819210078481492676017930443930673437544040154080242095928241372331506189835876003536878655418784733982303233503462500531545062832660)

    def le(v, n=57):
        return v.to_bytes(n, "little")

    def add(P, Q):
        (x1, y1), (x2, y2) = P, Q
        t = d * x1 * x2 * y1 * y2 % p
        return ((x1 * y2 + y1 * x2) * pow(1 + t, p - 2, p) % p, (y1 * y2 - x1 * x2) * pow(1 - t, p - 2, p) % p)

    def mul(k, P):
        R = (0, 1)
        while k:
            if k & 1:
                R = add(R, P)
            P = add(P, P)
            k >>= 1
        return R

    def enc(P):
        return le(P[1] | (P[0] & 1) << 455)

    def shake(b, n=114):
        return hashlib.shake_256(b).digest(n)

    def dom4(ph, ctx):
        return b"SigEd448" + bytes([ph, len(ctx)]) + ctx

    def sign(seed, msg, ctx=b"", ph=0, tweak_r=None, tweak_a=None):
        h = shake(seed)
        a = bytearray(h[:57])
        a[0] &= 0xFC
        a[55] |= 0x80
        a[56] = 0
        s = int.from_bytes(a, "little")
        Ap = mul(s, B)
        A = enc(add(Ap, tweak_a) if tweak_a else Ap)
        if ph:
            msg = shake(msg, 64)
        r = int.from_bytes(shake(dom4(ph, ctx) + h[57:] + msg), "little") % L
        Rp = mul(r, B)
        R = enc(add(Rp, tweak_r) if tweak_r else Rp)
        k = int.from_bytes(shake(dom4(ph, ctx) + R + A + msg), "little") % L
        return A, R + le((r + k * s) % L), k

    def ev(name, b0, mode, ctx_len, at, key, sig, ctx, msg):
        write("ed448_verify", f"seed-{name}", bytes([b0, mode, ctx_len, at]) + key + sig + ctx + msg)

    seed = bytes((i * 29 + 7) & 0xFF for i in range(57))
    sk = ed448.Ed448PrivateKey.from_private_bytes(seed)
    pk = sk.public_key().public_bytes(raw, praw)
    msg = bytes((i * 13 + 1) & 0xFF for i in range(100))
    sig = sk.sign(msg)
    A, own, _ = sign(seed, msg)
    assert A == pk and own == sig, "the seed script's Ed448 disagrees with pyca"
    ev("valid", 3, 0, 0, 0, pk, sig, b"", msg)
    ev("valid-empty", 0, 0, 0, 0, pk, sk.sign(b""), b"", b"")
    s_plus_l = le(int.from_bytes(sig[57:], "little") + L)
    ev("s-plus-l", 3, 0, 0, 0, pk, sig[:57] + s_plus_l, b"", msg)
    ev("s-byte-56", 0, 0, 0, 0, pk, sig[:113] + b"\x01", b"", msg)  # S + 2^448
    ev("r-changed", 0, 0, 0, 0, pk, bytes([sig[0] ^ 1]) + sig[1:], b"", msg)
    ev("key-y-p", 0, 0, 0, 0, le(p), sig, b"", msg)
    ev("key-y-p1", 0, 0, 0, 0, le(p + 1), sig, b"", msg)
    ev("key-low-bits", 0, 0, 0, 0, pk[:56] + bytes([pk[56] | 1]), sig, b"", msg)
    ev("key-not-square", 0, 0, 0, 0, le(2), sig, b"", msg)
    ev("key-x0-sign", 0, 0, 0, 0, le(1 | 1 << 455), sig, b"", msg)
    # the identity key: [S]B = R for any S (cofactorless accepts; OpenSSL
    # refuses a key of small order)
    ev("key-identity", 3, 0, 0, 0, le(1), le(1) + le(0), b"", msg)
    ev("key-order-2", 0, 0, 0, 0, le(p - 1), le(1) + le(0), b"", msg)
    # R + (0, -1) and R + (1, 0): OpenSSL accepts, cofactorless does not
    for name, T in (("r-plus-order-2", (0, p - 1)), ("r-plus-order-4", (1, 0))):
        A, tsig, _ = sign(seed, msg, tweak_r=T)
        ev(name, 0, 0, 0, 0, A, tsig, b"", msg)
    # a key with a component of order 2: signatures hold without the
    # cofactor when k is even, only up to it when k is odd
    for i in range(8):
        m2 = msg + bytes([i])
        A, tsig, k = sign(seed, m2, tweak_a=(0, p - 1))
        ev(f"key-mixed-k-{'even' if k % 2 == 0 else 'odd'}", 0, 0, 0, 0, A, tsig, b"", m2)
    # Ed448 with a context, and Ed448ph (RFC 8032 5.2.6 over SHAKE256(M, 64))
    ctx = b"fuzz context"
    A, csig, _ = sign(seed, msg, ctx=ctx)
    ev("ctx-valid", 0, 0, len(ctx), 0, A, csig, ctx, msg)
    A, phsig, _ = sign(seed, msg, ctx=ctx, ph=1)
    ev("ph-valid", 0, 1, len(ctx), 0, A, phsig, ctx, msg)
    ev("ph-digest-valid", 0, 2, len(ctx), 0, A, phsig, ctx, shake(msg, 64))
    for v in range(4):
        ev(f"seed-mode-{v}", 3 if v == 1 else 0, 4 | v, len(ctx), 37 * v + 3, seed, bytes(114), ctx if v != 3 else b"", msg)

    def xv(name, b0, mode, k, u):
        write("x448", f"seed-{name}", bytes([b0, mode]) + k + u)

    # RFC 7748 section 5.2's first X448 vector (facts: scalar and u-coordinate)
    k = bytes.fromhex("3d262fddf9ec8e88495266fea19a34d28882acef045104d0d1aae121"
                      "700a779c984c24f8cdd78fbff44943eba368f54b29259a4f1c600ad3")
    u = bytes.fromhex("06fce640fa3487bfda5f6cf2d5263f8aad88334cbd07437f020f08f9"
                      "814dc031ddbdc38c19c6da2583fa5429db94ada18aa7a7fb4ef8a086")
    xv("rfc7748", 3, 0, k, u)
    k2 = bytes((i * 31 + 5) & 0xFF for i in range(56))
    xv("two-keys", 3, 1, k, k2)
    pub2 = x448.X448PrivateKey.from_private_bytes(k2).public_key().public_bytes(raw, praw)
    xv("peer-valid", 0, 0, k, pub2)
    for name, v in (("u0", 0), ("u1", 1), ("u-p-1", p - 1), ("u-p", p), ("u-p1", p + 1),
                    ("u-p2", p + 2), ("u-max", 2**448 - 1)):
        xv(name, 3 if name == "u-max" else 0, 0, k, le(v, 56))


def mlkem_seeds():
    """fuzz_mlkem_decaps and fuzz_mlkem_encaps_key: structural seeds (the
    targets make their keys and ciphertexts themselves). Byte 0 is the
    sample selector (3: also run on the M0+, 0: on the M4 and M33, 1:
    natively only), byte 1 the mode (set in bits 0-1, bit 2 damage dk, bit 3
    raw buffer instead of patches); patches are (position, 16 bits
    big-endian; byte written)."""
    sets = ((0, "512", 2), (1, "768", 3), (2, "1024", 4))

    def patch(pos, val):
        return bytes([pos >> 8, pos & 0xFF, val])

    dz = bytes((i * 29 + 7) & 0xFF for i in range(64))
    m = bytes((i * 13 + 1) & 0xFF for i in range(32))
    for sel, name, k in sets:
        ek_len, dk_len, ct_len = 384 * k + 32, 768 * k + 96, (768 if k == 2 else 1088 if k == 3 else 1568)
        b0 = 3 if name == "768" else 0

        def dv(tag, b, mode, rest=b""):
            write("mlkem_decaps", f"seed-{name}-{tag}", bytes([b, sel | mode]) + dz + m + rest)

        dv("valid", b0, 0)
        dv("ct-u-byte", 0, 0, patch(5, 0x5A))
        dv("ct-v-bytes", b0, 0, b"".join(patch(ct_len - 1 - i, 0x88) for i in range(16)))
        dv("ct-last", 1, 0, patch(ct_len - 1, 0xFF))
        dv("ct-raw-zero", 0, 8, bytes(ct_len))
        dv("ct-raw-ff", 1, 8, b"\xff" * ct_len)
        dv("dk-pke", 0, 4, patch(17, 0x33))
        dv("dk-pke-ff", 1, 4, patch(0, 0xFF) + patch(1, 0xFF))
        dv("dk-ek", b0, 4, patch(384 * k + 3, 0x00))
        dv("dk-ek-q", 1, 4, patch(384 * k, 0x01) + patch(384 * k + 1, 0x0D))
        dv("dk-ek-q-rehashed", b0, 20, patch(384 * k, 0x01) + patch(384 * k + 1, 0x0D))
        dv("dk-ek-rehashed", 0, 20, patch(384 * k + 3, 0x00))
        dv("dk-h", 0, 4, patch(384 * k + ek_len + 31, 0x42))
        dv("dk-z", b0, 4, patch(dk_len - 1, 0x99))
        dv("dk-raw-zero", 1, 12, bytes(dk_len))

        def ev(tag, b, mode, rest=b""):
            write("mlkem_encaps_key", f"seed-{name}-{tag}", bytes([b, sel | mode]) + m + rest)

        ev("valid", b0, 0)
        # the first coefficient q - 1 (valid), q, 4095; the last one q
        ev("first-q-1", 0, 0, patch(0, 0x00) + patch(1, 0x0D) + patch(2, 0x00))
        ev("first-q", b0, 0, patch(0, 0x01) + patch(1, 0x0D))
        ev("first-4095", 1, 0, patch(0, 0xFF) + patch(1, 0x0F))
        ev("last-q", 0, 0, patch(384 * k - 2, 0x10) + patch(384 * k - 1, 0xD0))
        ev("rho", b0, 0, patch(ek_len - 1, 0x77))
        ev("raw-zero", 0, 8, bytes(ek_len))
        ev("raw-ff", 1, 8, b"\xff" * ek_len)
        ev("raw-short", 1, 8, bytes(range(100)))


def mldsa_seeds():
    """fuzz_mldsa_verify and fuzz_mldsa_sign_key: structural seeds (the
    targets make their keys and signatures themselves). Byte 0 is the
    sample selector (3: also run on the M0+, 0: on the M4 and M33, 1:
    natively only), byte 1 the mode (set in bits 0-1; verify: variant in
    bits 2-3, bit 4 damage pk, bit 5 raw bytes; sign_key: bit 3 raw key);
    patches are (position, 16 bits big-endian; byte written). The sizes are
    FIPS 204's Table 2."""
    # set, name, k, l, eta bits, omega, pk, sk, sig, ctilde, z bytes a poly
    sets = ((0, "44", 4, 4, 3, 80, 1312, 2560, 2420, 32, 576),
            (1, "65", 6, 5, 4, 55, 1952, 4032, 3309, 48, 640),
            (2, "87", 8, 7, 3, 75, 2592, 4896, 4627, 64, 640))

    def patch(pos, val):
        return bytes([pos >> 8, pos & 0xFF, val])

    msg = bytes((i * 17 + 3) & 0xFF for i in range(33))
    for sel, name, k, l, eb, omega, pkb, skb, sigb, ct, zb in sets:
        b0 = 3 if name == "44" else 0
        h = ct + l * zb  # the hint part

        def vv(tag, b, mode, ctx=b"", m=msg, rest=b""):
            write("mldsa_verify", f"seed-{name}-{tag}",
                  bytes([b, sel | mode, len(ctx), len(m)]) + ctx + m + rest)

        vv("valid", b0, 0)
        vv("prehash", 0 if name == "44" else 1, 4, b"ctx")
        vv("digest", 1, 8)
        vv("mu", 0 if name == "44" else 1, 12, b"c" * 255)
        vv("empty", 1, 0, b"", b"")
        vv("ctilde", 0, 0, rest=patch(0, 0x00))
        vv("z-first", 0, 0, rest=patch(ct, 0x01))
        vv("z-last", 1, 0, rest=patch(h - 1, 0x80))
        vv("hint-index", 0, 0, rest=patch(h, 0xFF))
        vv("hint-count", b0, 0, rest=patch(h + omega, omega + 1))
        vv("hint-last-count", 1, 0, rest=patch(sigb - 1, 0))
        vv("hint-padding", 0, 0, rest=patch(h + omega - 1, 0x07))
        vv("pk-rho", 0, 16, rest=patch(0, 0x52))
        vv("pk-t1", 1, 16, rest=patch(pkb - 1, 0x11))
        vv("raw-zero", 1, 32, rest=bytes(sigb))
        vv("raw-ff", 1, 32, rest=b"\xff" * sigb)
        vv("raw-pk", 1, 48, rest=bytes(range(256)) * (pkb // 256))

        def kv(tag, b, mode, rest=b""):
            write("mldsa_sign_key", f"seed-{name}-{tag}", bytes([b, sel | mode]) + rest)

        s2 = 128 + l * 32 * eb
        kv("valid", b0, 0)
        kv("s1-first-bad", b0, 0, patch(128, 0x07 if eb == 3 else 0x0F))
        kv("s1-first-max", 0, 0, patch(128, 0x04 if eb == 3 else 0x08))
        kv("s1-last-bad", 1, 0, patch(s2 - 1, 0xE0 if eb == 3 else 0x90))
        kv("s2-first-bad", 0, 0, patch(s2, 0x05 if eb == 3 else 0x09))
        kv("s2-last-bad", b0, 0, patch(s2 + k * 32 * eb - 1, 0xFF))
        kv("t0", 0, 0, patch(skb - 1, 0x5A))
        kv("key", b0, 0, patch(40, 0x4B))
        kv("rho", 1, 0, patch(3, 0x52))
        kv("tr", 1, 0, patch(100, 0x74))
        kv("raw-zero", 1, 8, bytes(skb))
        kv("raw-ff", 1, 8, b"\xff" * skb)


def rsa_seeds():
    """fuzz_rsa_der_pub, fuzz_rsa_der_priv (the input is the DER) and
    fuzz_rsa_public (byte 0 the key, bit 7 "near n", bit 6 "low end";
    then the input): the fixed keys of fuzz/rsa_fuzz_keys.h
    (fuzz/gen_rsa_keys.py), read back
    from the header, and changes of the RSA-2048 ones. The 2048-bit private
    keys sort first: the cores check the values of the first few only."""
    import re
    text = open(os.path.join(HERE, "rsa_fuzz_keys.h")).read()
    keys = {m.group(1): bytes(int(x, 16) for x in re.findall(r"0x([0-9a-f]{2})", m.group(2)))
            for m in re.finditer(r"qzf_rsa_(\w+)\[\d+\] = \{([^}]*)\}", text)}

    def tlv(tag, c):
        n = len(c)
        ln = bytes([n]) if n < 0x80 else bytes([0x80 | ((n.bit_length() + 7) // 8)]) + \
            n.to_bytes((n.bit_length() + 7) // 8, "big")
        return bytes([tag]) + ln + c

    def ints(der):  # the INTEGER contents of a SEQUENCE (this file's keys: canonical)
        def hdr(b, i):
            n = b[i + 1]
            if n < 0x80:
                return i + 2, n
            k = n & 0x7F
            return i + 2 + k, int.from_bytes(b[i + 2:i + 2 + k], "big")
        i, n = hdr(der, 0)
        out = []
        while i < len(der):
            j, n = hdr(der, i)
            out.append(der[j:j + n])
            i = j + n
        return out

    seq = lambda cs: tlv(0x30, b"".join(tlv(2, c) for c in cs))
    for name in ("k2048", "k2048e3", "k3072", "k4096"):
        write("rsa_der_priv", f"seed-{'0' if name.startswith('k2048') else '1'}-{name}",
              keys[name + "_priv"])
    for name in ("k2048", "k2048e3", "k3072", "k4096", "k1024", "k2048e65"):
        write("rsa_der_pub", f"seed-{name}", keys[name + "_pub"])
    c = ints(keys["k2048_priv"])
    assert seq(c) == keys["k2048_priv"]
    bad = {
        "version1": seq([b"\x01"] + c[1:]),
        "version2": seq([b"\x02"] + c[1:]),
        "dp-leading-zero": seq(c[:6] + [b"\x00" + c[6]] + c[7:]),
        "q-negative": seq(c[:5] + [c[5].lstrip(b"\x00")] + c[6:]),
        "dp-changed": seq(c[:6] + [c[6][:-1] + bytes([c[6][-1] ^ 2])] + c[7:]),
        "pq-swapped": seq(c[:4] + [c[5], c[4]] + c[6:]),
        "truncated": keys["k2048_priv"][:-1],
        "trailing": keys["k2048_priv"] + b"\x00",
        "seq-long-length": b"\x30\x83\x00" + keys["k2048_priv"][2:],
        "tenth-integer": seq(c + [b"\x00"]),
        "version-length-0x81": tlv(0x30, b"\x02\x81\x01\x00" + b"".join(tlv(2, x) for x in c[1:])),
        "e-length-0x82": tlv(0x30, b"".join([tlv(2, c[0]), tlv(2, c[1]),
                                             b"\x02\x82\x00" + bytes([len(c[2])]) + c[2]]
                                            + [tlv(2, x) for x in c[3:]])),
    }
    for k, v in bad.items():
        write("rsa_der_priv", f"seed-2-{k}", v)
    pc = ints(keys["k2048_pub"])
    badp = {
        "e-leading-zero": seq([pc[0], b"\x00" + pc[1]]),
        "n-negative": seq([pc[0][1:], pc[1]]),
        "e-even": seq([pc[0], pc[1][:-1] + bytes([pc[1][-1] ^ 1])]),
        "truncated": keys["k2048_pub"][:-1],
        "trailing": keys["k2048_pub"] + b"\x00",
        "indefinite": b"\x30\x80" + keys["k2048_pub"][4:] + b"\x00\x00",
        "n-short": seq([pc[0][:-1], pc[1]]),
        "e-length-0x81": tlv(0x30, tlv(2, pc[0]) + b"\x02\x81" + bytes([len(pc[1])]) + pc[1]),
        "n-length-0x83": tlv(0x30, b"\x02\x83\x00" + len(pc[0]).to_bytes(2, "big") + pc[0]
                             + tlv(2, pc[1])),
    }
    for k, v in badp.items():
        write("rsa_der_pub", f"seed-bad-{k}", v)
    # the public operation: 0, 1, a pattern, n - 1 and n (bit 7: the last
    # bytes of n replaced by the input's), for each key
    for i, name in enumerate(("k2048", "k1024", "k2048e3", "k3072", "k4096", "k2048e65")):
        n = ints(keys[name + "_pub"])[0].lstrip(b"\x00")
        nb = len(n)
        write("rsa_public", f"seed-{i}-zero", bytes([i]))
        write("rsa_public", f"seed-{i}-one", bytes([i]) + bytes(nb - 1) + b"\x01")
        write("rsa_public", f"seed-{i}-pattern", bytes([i]) + bytes((j * 29 + i) & 0x7F for j in range(nb)))
        write("rsa_public", f"seed-{i}-n-1", bytes([0x80 | i]) + bytes([n[-1] - 1]))
        write("rsa_public", f"seed-{i}-n", bytes([0x80 | i]) + n[-1:])
        write("rsa_public", f"seed-{i}-above", bytes([0x80 | i]) + bytes([0xFF, 0xFF]))
        write("rsa_public", f"seed-{i}-low", bytes([0x40 | i]) + bytes(range(1, 40)))


if __name__ == "__main__":
    main()

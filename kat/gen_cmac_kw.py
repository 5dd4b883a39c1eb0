#!/usr/bin/env python3
"""Generate qzcrypt's AES-CMAC and AES key wrap known answers
(kat/cmac.txt, kat/keywrap.txt).

Independent implementations: pyca/cryptography (OpenSSL) CMAC,
aes_key_wrap / aes_key_unwrap (RFC 3394) and aes_key_wrap_with_padding /
aes_key_unwrap_with_padding (RFC 5649). Published examples asserted here:
SP 800-38B appendix D.1 and D.3 (AES-128 and AES-256, with the subkeys
K1, K2), RFC 3394 section 4 (4.1-4.6) and RFC 5649 section 6.

Invalid wrapped keys (`result = fail`): corrupted ciphertexts, and KWP
inputs built to decrypt to a wrong integrity constant, a length field out
of range or non-zero padding. The last ones are made with the wrapping
function W written below from RFC 3394 2.2.1 (over cryptography's AES-ECB)
and an arbitrary initial value; W is first checked against cryptography's
own wrap, and cryptography's unwrap must reject every invalid record.

    python3 kat/gen_cmac_kw.py [outdir]   (default: this file's directory)

cmac.txt:    key, msg, tag (16 bytes)
keywrap.txt: alg = KW | KWP, kek, pt, ct, result = ok | fail (fail: no pt)
"""
import os
import random
import ssl
import struct
import sys

import cryptography
from cryptography.hazmat.primitives import cmac, keywrap
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

H = bytes.fromhex
SRC = f"pyca/cryptography {cryptography.__version__} ({ssl.OPENSSL_VERSION})"


def aes_cmac(key, msg):
    c = cmac.CMAC(algorithms.AES(key))
    c.update(msg)
    return c.finalize()


def ecb(key, data, enc=True):
    c = Cipher(algorithms.AES(key), modes.ECB())
    x = c.encryptor() if enc else c.decryptor()
    return x.update(data) + x.finalize()


def w_wrap(kek, a, p):
    """RFC 3394 2.2.1 wrapping with initial value a (8 bytes)."""
    r = [p[i:i + 8] for i in range(0, len(p), 8)]
    n = len(r)
    for j in range(6):
        for i in range(n):
            b = ecb(kek, a + r[i])
            t = n * j + i + 1
            a = (int.from_bytes(b[:8], "big") ^ t).to_bytes(8, "big")
            r[i] = b[8:]
    return a + b"".join(r)


def kwp_unwrap_ok(kek, ct):
    try:
        keywrap.aes_key_unwrap_with_padding(kek, ct)
        return True
    except keywrap.InvalidUnwrap:
        return False


def kw_unwrap_ok(kek, ct):
    try:
        keywrap.aes_key_unwrap(kek, ct)
        return True
    except (keywrap.InvalidUnwrap, ValueError):
        return False


# SP 800-38B appendix D: the 64-byte example message and its prefixes.
D_MSG = H("6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"
          "30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710")
SP800_38B = [  # (example, key, K1, K2, {message length: tag})
    ("D.1 AES-128", H("2b7e151628aed2a6abf7158809cf4f3c"),
     "fbeed618357133667c85e08f7236a8de", "f7ddac306ae266ccf90bc11ee46d513b",
     {0: "bb1d6929e95937287fa37d129b756746", 16: "070a16b46b4d4144f79bdd9dd04a287c",
      40: "dfa66747de9ae63030ca32611497c827", 64: "51f0bebf7e3b9d92fc49741779363cfe"}),
    ("D.3 AES-256", H("603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4"),
     "cad1ed03299eedac2e9a99808621502f", "95a3da06533ddb585d3533010c42a0d9",
     {0: "028962f61b7bf89efc6b551f4667d983", 16: "28a7023f452e8f82bd4bf28d8c37c35c",
      40: "aaf3d8f1de5640c232f5b169b9c911e6", 64: "e1992190549f6ed5696a2c056c315410"}),
]

RFC3394 = [  # (section, KEK, key data, wrapped)
    ("4.1", "000102030405060708090a0b0c0d0e0f", "00112233445566778899aabbccddeeff",
     "1fa68b0a8112b447aef34bd8fb5a7b829d3e862371d2cfe5"),
    ("4.2", "000102030405060708090a0b0c0d0e0f1011121314151617",
     "00112233445566778899aabbccddeeff", "96778b25ae6ca435f92b5b97c050aed2468ab8a17ad84e5d"),
    ("4.3", "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
     "00112233445566778899aabbccddeeff", "64e8c3f9ce0f5ba263e9777905818a2a93c8191e7d6e8ae7"),
    ("4.4", "000102030405060708090a0b0c0d0e0f1011121314151617",
     "00112233445566778899aabbccddeeff0001020304050607",
     "031d33264e15d33268f24ec260743edce1c6c7ddee725a936ba814915c6762d2"),
    ("4.5", "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
     "00112233445566778899aabbccddeeff0001020304050607",
     "a8f9bc1612c68b3ff6e6f4fbe30e71e4769c8b80a32cb8958cd5d17d6b254da1"),
    ("4.6", "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
     "00112233445566778899aabbccddeeff000102030405060708090a0b0c0d0e0f",
     "28c9f404c4b810f4cbccb35cfb87f8263f5786e2d80ed326cbc7f0e71a99f43bfb988b9b7a02dd21"),
]

RFC5649 = [  # (what, KEK, key, wrapped)
    ("20 octets", "5840df6e29b02af1ab493b705bf16ea1ae8338f4dcc176a8",
     "c37b7e6492584340bed12207808941155068f738",
     "138bdeaa9b8fa7fc61f97742e72248ee5ae6ae5360d1ae6a5f54f373fa543b6a"),
    ("7 octets", "5840df6e29b02af1ab493b705bf16ea1ae8338f4dcc176a8", "466f7250617369",
     "afbeb0f07dfbf5419200f2ccb50bb24f"),
]


def check_published():
    for name, key, k1, k2, tags in SP800_38B:
        # The subkeys, from L = E(0) as SP 800-38B 6.1 says, over ECB.
        l_ = int.from_bytes(ecb(key, bytes(16)), "big")
        dbl = lambda x: ((x << 1) & ((1 << 128) - 1)) ^ (0x87 if x >> 127 else 0)
        assert dbl(l_).to_bytes(16, "big").hex() == k1, name
        assert dbl(dbl(l_)).to_bytes(16, "big").hex() == k2, name
        for n, tag in tags.items():
            assert aes_cmac(key, D_MSG[:n]).hex() == tag, (name, n)
    for sec, kek, data, ct in RFC3394:
        assert keywrap.aes_key_wrap(H(kek), H(data)).hex() == ct, sec
        assert w_wrap(H(kek), b"\xa6" * 8, H(data)).hex() == ct, sec
    for what, kek, data, ct in RFC5649:
        assert keywrap.aes_key_wrap_with_padding(H(kek), H(data)).hex() == ct, what


def header(what):
    return (f"# qzcrypt known answers: {what}\n# Source: {SRC}\n"
            "# Generator: kat/gen_cmac_kw.py (regenerate: python3 kat/gen_cmac_kw.py)\n\n")


def cmac_file(rnd):
    rb = lambda n: bytes(rnd.getrandbits(8) for _ in range(n))
    out = [header("AES-CMAC (SP 800-38B); published examples first")]
    for name, key, _, _, tags in SP800_38B:
        for n, tag in tags.items():
            out.append(f"# SP 800-38B {name}, Mlen = {8 * n}\n"
                       f"key = {key.hex()}\nmsg = {D_MSG[:n].hex()}\ntag = {tag}\n\n")
    for klen in (16, 24, 32):
        for n in list(range(0, 70)) + [rnd.randrange(70, 600) for _ in range(8)] + [1024]:
            key, msg = rb(klen), rb(n)
            out.append(f"key = {key.hex()}\nmsg = {msg.hex()}\ntag = {aes_cmac(key, msg).hex()}\n\n")
    return "".join(out)


def kw_record(alg, kek, pt, ct, ok=True, note=None):
    s = f"# {note}\n" if note else ""
    s += f"alg = {alg}\nkek = {kek.hex()}\n"
    if ok:
        s += f"pt = {pt.hex()}\n"
    return s + f"ct = {ct.hex()}\nresult = {'ok' if ok else 'fail'}\n\n"


def keywrap_file(rnd):
    rb = lambda n: bytes(rnd.getrandbits(8) for _ in range(n))
    out = [header("AES key wrap KW (RFC 3394) and KWP (RFC 5649); published examples first")]
    for sec, kek, data, ct in RFC3394:
        out.append(kw_record("KW", H(kek), H(data), H(ct), note=f"RFC 3394 {sec}"))
    for what, kek, data, ct in RFC5649:
        out.append(kw_record("KWP", H(kek), H(data), H(ct), note=f"RFC 5649 section 6, {what}"))
    for klen in (16, 24, 32):
        for n in (16, 24, 32, 40, 64, 72, 128, 256, 8 * rnd.randrange(2, 60)):
            kek, pt = rb(klen), rb(n)
            ct = keywrap.aes_key_wrap(kek, pt)
            out.append(kw_record("KW", kek, pt, ct))
            bad = bytearray(ct)
            bad[rnd.randrange(len(bad))] ^= 1 << rnd.randrange(8)
            assert not kw_unwrap_ok(kek, bytes(bad))
            out.append(kw_record("KW", kek, None, bytes(bad), ok=False, note="one bit flipped"))
        for n in list(range(1, 42)) + [64, 100, 255, 256, rnd.randrange(100, 500)]:
            kek, pt = rb(klen), rb(n)
            ct = keywrap.aes_key_wrap_with_padding(kek, pt)
            out.append(kw_record("KWP", kek, pt, ct))
            bad = bytearray(ct)
            bad[rnd.randrange(len(bad))] ^= 1 << rnd.randrange(8)
            assert not kwp_unwrap_ok(kek, bytes(bad))
            out.append(kw_record("KWP", kek, None, bytes(bad), ok=False, note="one bit flipped"))

        # KWP integrity values that are well formed except for one thing.
        kek = rb(klen)
        for mli, padded, what in ((5, 8, "padding not zero"), (0, 8, "length 0"),
                                  (9, 8, "length above 8n"), (16, 24, "length 8(n-1)"),
                                  (25, 24, "length 8n + 1"), (0xFFFFFFFF, 24, "length 2^32 - 1"),
                                  (21, 24, "padding not zero"), (24, 24, "no padding, bad constant")):
            p = bytearray(rb(padded))
            if "padding not zero" not in what:
                p[mli if mli < padded else padded:] = bytes(len(p[mli if mli < padded else padded:]))
            else:
                p[-1] |= 1
            aiv = (b"\xa6\x59\x59\xa6" if "constant" not in what else b"\xa6\x59\x59\xa7")
            aiv += struct.pack(">I", mli)
            ct = ecb(kek, aiv + bytes(p)) if padded == 8 else w_wrap(kek, aiv, bytes(p))
            assert not kwp_unwrap_ok(kek, ct), what
            out.append(kw_record("KWP", kek, None, ct, ok=False, note=f"KWP {what}"))
        # And their valid twins (same construction), which must unwrap.
        for mli, padded in ((5, 8), (8, 8), (17, 24), (24, 24)):
            p = bytearray(rb(mli)) + bytes(padded - mli)
            aiv = b"\xa6\x59\x59\xa6" + struct.pack(">I", mli)
            ct = ecb(kek, aiv + bytes(p)) if padded == 8 else w_wrap(kek, aiv, bytes(p))
            assert keywrap.aes_key_unwrap_with_padding(kek, ct) == bytes(p[:mli])
            out.append(kw_record("KWP", kek, bytes(p[:mli]), ct, note="built with W, valid"))
        # KW with a wrong initial value.
        ct = w_wrap(kek, b"\xa6" * 7 + b"\xa7", rb(24))
        assert not kw_unwrap_ok(kek, ct)
        out.append(kw_record("KW", kek, None, ct, ok=False, note="KW integrity value A6..A7"))
    return "".join(out)


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    check_published()
    rnd = random.Random(0x434d4143)  # fixed seed: the files are reproducible
    with open(os.path.join(outdir, "cmac.txt"), "w") as f:
        f.write(cmac_file(rnd))
    with open(os.path.join(outdir, "keywrap.txt"), "w") as f:
        f.write(keywrap_file(rnd))


if __name__ == "__main__":
    main()

#!/usr/bin/python3
"""Generate qzcrypt's SHA-3, SHAKE, cSHAKE and KMAC known-answer files.

Independent implementations:
  - SHA3-* and SHAKE*: Python hashlib (OpenSSL);
  - cSHAKE, KMAC, KMACXOF: @noble/hashes (npm), checked on every record
    against a second computation: PyCryptodome's Keccak sponge (Debian:
    python3-pycryptodome; its cSHAKE API lacks the name N and it has no
    KMAC, so its raw sponge is driven with this script's own SP 800-185
    encodings); plus the published NIST SP 800-185 examples (cSHAKE128
    sample 1, KMAC128 samples 1-2), checked against both.

    apt-get install python3-pycryptodome
    npm install --prefix /tmp/noble @noble/hashes@2.0.1
    /usr/bin/python3 kat/gen_sha3.py /tmp/noble/node_modules [outdir]

Record format: as kat/gen_sha2.py (blank-line separated `key = value`).
"""
import hashlib
import json
import os
import ssl
import subprocess
import sys

import Cryptodome
from Cryptodome.Hash.keccak import _raw_keccak_lib
from Cryptodome.Util._raw_api import VoidPointer, c_size_t, c_uint8_ptr, create_string_buffer, get_raw_buffer

HERE = os.path.dirname(os.path.abspath(__file__))


def pattern(n, seed):
    return bytes((i * 131 + seed * 29 + (i >> 8) * 7 + 1) & 0xFF for i in range(n))


def header(what, source):
    return (f"# qzcrypt known answers: {what}\n# Source: {source}\n"
            f"# Generator: kat/gen_sha3.py (see its header to regenerate)\n\n")


def sha3_file():
    src = f"Python {sys.version.split()[0]} hashlib ({ssl.OPENSSL_VERSION})"
    out = [header("SHA3-224/256/384/512 and SHAKE128/256 (FIPS 202)", src)]
    for name in ("SHA3_224", "SHA3_256", "SHA3_384", "SHA3_512"):
        h = name.lower()
        for n in range(0, 301):
            m = pattern(n, n)
            out.append(f"alg = {name}\nmsg = {m.hex()}\nmd = {hashlib.new(h, m).hexdigest()}\n\n")
        md = hashlib.new(h, b"a" * 1000000).hexdigest()
        out.append(f"alg = {name}\nmsg = 61\nrepeat = 1000000\nmd = {md}\n\n")
    for name, fn in (("SHAKE128", hashlib.shake_128), ("SHAKE256", hashlib.shake_256)):
        for n in range(0, 301):
            m = pattern(n, n + 3)
            L = (2 * n + 1) % 601
            out.append(f"alg = {name}\nmsg = {m.hex()}\nout = {fn(m).hexdigest(L) if L else ''}\n\n")
        # One 600-byte output: the runner checks every prefix length 0..600.
        m = pattern(33, 1)
        out.append(f"# every output length 0..600 is a prefix of this\nalg = {name}\n"
                   f"msg = {m.hex()}\nout = {fn(m).hexdigest(600)}\nprefixes = 1\n\n")
        out.append(f"alg = {name}\nmsg = 61\nrepeat = 1000000\nout = {fn(b'a' * 1000000).hexdigest(64)}\n\n")
    return "".join(out)


# NIST SP 800-185 examples (csrc.nist.gov "Examples with Intermediate Values"),
# the first two of cSHAKE128 and KMAC128, as published.
NIST = [
    dict(fn="cshake128", X="00010203", N="", S=b"Email Signature".hex(), L=32,
         out="c1c36925b6409a04f1b504fcbca9d82b4017277cb5ed2b2065fc1d3814d5aaf5"),
    dict(fn="kmac128", K=bytes(range(0x40, 0x60)).hex(), X="00010203", S="", L=32,
         out="e5780b0d3ea6f7d3a429c5706aa43a00fadbd7d49628839e3187243f456ee14e"),
    dict(fn="kmac128", K=bytes(range(0x40, 0x60)).hex(), X="00010203",
         S=b"My Tagged Application".hex(), L=32,
         out="3b1fba963cd8b0b59e8c1a6d71888b7143651af8ba0a7070c0979e2811324aa5"),
]


def raw_keccak(rate, pad, data, L):
    """PyCryptodome's C Keccak sponge: absorb data, squeeze L bytes."""
    st = VoidPointer()
    assert _raw_keccak_lib.keccak_init(st.address_of(), c_size_t(200 - rate), pad) == 0
    assert _raw_keccak_lib.keccak_absorb(st.get(), c_uint8_ptr(data), c_size_t(len(data))) == 0
    buf = create_string_buffer(L)
    assert _raw_keccak_lib.keccak_squeeze(st.get(), buf, c_size_t(L)) == 0
    _raw_keccak_lib.keccak_destroy(st.get())
    return get_raw_buffer(buf)


def left_encode(x):
    b = x.to_bytes(max(1, (x.bit_length() + 7) // 8), "big")
    return bytes([len(b)]) + b


def right_encode(x):
    b = x.to_bytes(max(1, (x.bit_length() + 7) // 8), "big")
    return b + bytes([len(b)])


def encode_string(s):
    return left_encode(8 * len(s)) + s


def bytepad(x, w):
    z = left_encode(w) + x
    return z + bytes(-len(z) % w)


def second_opinion(c):
    """cSHAKE / KMAC / KMACXOF per SP 800-185 on PyCryptodome's sponge."""
    X, S, L = bytes.fromhex(c["X"]), bytes.fromhex(c["S"]), c["L"]
    rate = 168 if "128" in c["fn"] else 136
    if c["fn"].startswith("cshake"):
        N = bytes.fromhex(c["N"])
        if not N and not S:
            return raw_keccak(rate, 0x1F, X, L).hex()
        return raw_keccak(rate, 0x04, bytepad(encode_string(N) + encode_string(S), rate) + X, L).hex()
    K = bytes.fromhex(c["K"])
    newx = bytepad(encode_string(K), rate) + X + right_encode(0 if c["fn"].endswith("xof") else 8 * L)
    return raw_keccak(rate, 0x04, bytepad(encode_string(b"KMAC") + encode_string(S), rate) + newx, L).hex()


def sp800_185_file(noble_dir):
    cases = [dict(c) for c in NIST]
    for fn in ("cshake128", "cshake256"):
        for N, S in (("", "Email Signature"), ("KMAC", ""), ("fn", "custom string"),
                     ("", "x" * 200), ("N" * 170, "")):
            for n in (0, 1, 135, 136, 167, 168, 169, 400):
                cases.append(dict(fn=fn, X=pattern(n, n).hex(), N=N.encode().hex(),
                                  S=S.encode().hex(), L=(n * 7) % 300 + 1))
    for fn in ("kmac128", "kmac256", "kmac128xof", "kmac256xof"):
        for klen in (0, 16, 32, 135, 168, 300):
            for n, S in ((0, ""), (3, "My Tagged Application"), (200, ""), (500, "s" * 170)):
                cases.append(dict(fn=fn, K=pattern(klen, klen + 9).hex(), X=pattern(n, n).hex(),
                                  S=S.encode().hex(), L=(klen + n) % 100 + 1))
    noble = json.loads(subprocess.run(
        ["node", os.path.join(HERE, "noble_sp800_185.mjs"), noble_dir],
        input=json.dumps(cases), capture_output=True, text=True, check=True).stdout)
    version = json.load(open(os.path.join(noble_dir, "@noble/hashes/package.json")))["version"]
    src = (f"@noble/hashes {version} (node), checked against PyCryptodome {Cryptodome.__version__}'s "
           f"Keccak sponge with independent SP 800-185 encodings; records 1-3 are NIST SP 800-185 examples")
    out = [header("cSHAKE128/256, KMAC128/256, KMACXOF128/256 (NIST SP 800-185)", src)]
    for i, (c, nb) in enumerate(zip(cases, noble)):
        assert second_opinion(c) == nb, f"the two computations disagree on case {i}: {c}"
        if "out" in c:
            assert c["out"] == nb, f"NIST example {i} differs"
        alg = c["fn"].upper()
        keys = f"key = {c['K']}\n" if "K" in c else f"name = {c['N']}\n"
        out.append(f"alg = {alg}\n{keys}custom = {c['S']}\nmsg = {c['X']}\nout = {nb}\n\n")
    return "".join(out)


def main():
    noble_dir = sys.argv[1]
    outdir = sys.argv[2] if len(sys.argv) > 2 else HERE
    with open(os.path.join(outdir, "sha3.txt"), "w") as f:
        f.write(sha3_file())
    with open(os.path.join(outdir, "sp800_185.txt"), "w") as f:
        f.write(sp800_185_file(noble_dir))


if __name__ == "__main__":
    main()

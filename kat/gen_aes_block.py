#!/usr/bin/env python3
"""Generate qzcrypt's AES block-cipher known answers (kat/aes_block.txt).

Independent implementation: pyca/cryptography's AES in ECB mode (backed by
OpenSSL). The FIPS-197 examples (Appendix B and Appendix C.1-C.3) are
written here as published and asserted against that implementation before
they are recorded.

    python3 kat/gen_aes_block.py [outdir]   (default: the directory of this file)

Records (blank-line separated `key = value` lines, hex values):
    op  = encrypt | decrypt
    key = the 16-, 24- or 32-byte cipher key
    in  = 1..9 blocks; out = their ECB image under op
The random keys and blocks come from a fixed seed, so the file
regenerates byte for byte.
"""
import os
import random
import sys

import cryptography
from cryptography.hazmat.backends.openssl.backend import backend
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

# FIPS-197 (2001, updated 2023): Appendix B (cipher example) and
# Appendix C (example vectors), as printed.
FIPS197 = [
    ("FIPS-197 Appendix B", "2b7e151628aed2a6abf7158809cf4f3c",
     "3243f6a8885a308d313198a2e0370734", "3925841d02dc09fbdc118597196a0b32"),
    ("FIPS-197 Appendix C.1 (AES-128)", "000102030405060708090a0b0c0d0e0f",
     "00112233445566778899aabbccddeeff", "69c4e0d86a7b0430d8cdb78070b4c55a"),
    ("FIPS-197 Appendix C.2 (AES-192)",
     "000102030405060708090a0b0c0d0e0f1011121314151617",
     "00112233445566778899aabbccddeeff", "dda97ca4864cdfe06eaf70a0ec0d7191"),
    ("FIPS-197 Appendix C.3 (AES-256)",
     "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
     "00112233445566778899aabbccddeeff", "8ea2b7ca516745bfeafc49904b496089"),
]


def ecb(op, key, data):
    c = Cipher(algorithms.AES(key), modes.ECB())
    ctx = c.encryptor() if op == "encrypt" else c.decryptor()
    return ctx.update(data) + ctx.finalize()


def record(op, key, data, comment=None):
    out = ecb(op, key, data)
    # The two directions of the reference must agree with each other.
    back = ecb("decrypt" if op == "encrypt" else "encrypt", key, out)
    assert back == data
    head = f"# {comment}\n" if comment else ""
    return f"{head}op = {op}\nkey = {key.hex()}\nin = {data.hex()}\nout = {out.hex()}\n\n"


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    src = (f"FIPS-197 Appendix B and C (published values, checked), and pyca/cryptography "
           f"{cryptography.__version__} AES-ECB ({backend.openssl_version_text()})")
    out = ["# qzcrypt known answers: AES-128/192/256 block cipher (FIPS 197), ECB records\n"
           f"# Source: {src}\n"
           "# Generator: kat/gen_aes_block.py (regenerate: python3 kat/gen_aes_block.py)\n\n"]
    for name, k, p, c in FIPS197:
        key, pt, ct = bytes.fromhex(k), bytes.fromhex(p), bytes.fromhex(c)
        assert ecb("encrypt", key, pt) == ct, name
        assert ecb("decrypt", key, ct) == pt, name
        out.append(record("encrypt", key, pt, name))
        out.append(record("decrypt", key, ct, name))
    rnd = random.Random(197)
    # Edge keys: all zero and all ones, for each size.
    for klen in (16, 24, 32):
        for kb in (0x00, 0xFF):
            for op in ("encrypt", "decrypt"):
                data = bytes(rnd.getrandbits(8) for _ in range(48))
                out.append(record(op, bytes([kb]) * klen, data))
    # Random keys of each size, 1..9 blocks (odd and even counts reach the
    # remainder handling of kernels that work on several blocks at once).
    for klen in (16, 24, 32):
        for nblocks in range(1, 10):
            for _ in range(3):
                for op in ("encrypt", "decrypt"):
                    key = bytes(rnd.getrandbits(8) for _ in range(klen))
                    data = bytes(rnd.getrandbits(8) for _ in range(16 * nblocks))
                    out.append(record(op, key, data))
    with open(os.path.join(outdir, "aes_block.txt"), "w") as f:
        f.write("".join(out))


if __name__ == "__main__":
    main()

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


if __name__ == "__main__":
    main()

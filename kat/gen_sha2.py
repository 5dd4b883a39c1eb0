#!/usr/bin/env python3
"""Generate qzcrypt's SHA-2, HMAC and HKDF known-answer files.

Independent implementations: Python's hashlib and hmac (backed by
OpenSSL) for SHA-2 and HMAC, pyca/cryptography's HKDF for HKDF, and the
published RFC 5869 test cases 1-3. Each file's header names its source.

    python3 kat/gen_sha2.py [outdir]      (default: the directory of this file)

Record format (all files): blank-line separated records of `key = value`
lines; values are hex unless the key says otherwise; `#` starts a comment.
"""
import hashlib
import hmac
import os
import ssl
import sys

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF, HKDFExpand

ALGS = [  # (record name, hashlib name, cryptography class, block bytes)
    ("SHA224", "sha224", hashes.SHA224, 64),
    ("SHA256", "sha256", hashes.SHA256, 64),
    ("SHA384", "sha384", hashes.SHA384, 128),
    ("SHA512", "sha512", hashes.SHA512, 128),
    ("SHA512_224", "sha512_224", hashes.SHA512_224, 128),
    ("SHA512_256", "sha512_256", hashes.SHA512_256, 128),
]
# HMAC and HKDF also run over SHA-3 (block size = rate, FIPS 202 / SP 800-224).
ALGS_SHA3 = [
    ("SHA3_224", "sha3_224", hashes.SHA3_224, 144),
    ("SHA3_256", "sha3_256", hashes.SHA3_256, 136),
    ("SHA3_384", "sha3_384", hashes.SHA3_384, 104),
    ("SHA3_512", "sha3_512", hashes.SHA3_512, 72),
]


def pattern(n, seed):
    """Deterministic, non-repeating-looking test bytes."""
    return bytes((i * 131 + seed * 29 + (i >> 8) * 7 + 1) & 0xFF for i in range(n))


def header(what, source):
    return (f"# qzcrypt known answers: {what}\n"
            f"# Source: {source}\n"
            f"# Generator: kat/gen_sha2.py (regenerate: python3 kat/gen_sha2.py)\n\n")


def sha2_file():
    src = f"Python {sys.version.split()[0]} hashlib ({ssl.OPENSSL_VERSION})"
    out = [header("SHA-224/256/384/512, SHA-512/224, SHA-512/256 (FIPS 180-4)", src)]
    for name, hl, _, _ in ALGS:
        for n in range(0, 301):
            m = pattern(n, n)
            out.append(f"alg = {name}\nmsg = {m.hex()}\nmd = {hashlib.new(hl, m).hexdigest()}\n\n")
        # Long messages: one million 'a' (FIPS 180-2 appendix example) and a
        # 61-byte pattern repeated (odd length, straddles every block offset).
        for unit, reps in ((b"a", 1000000), (pattern(61, 7), 1700)):
            md = hashlib.new(hl, unit * reps).hexdigest()
            out.append(f"alg = {name}\nmsg = {unit.hex()}\nrepeat = {reps}\nmd = {md}\n\n")
    return "".join(out)


def hmac_file():
    src = f"Python {sys.version.split()[0]} hmac + hashlib ({ssl.OPENSSL_VERSION})"
    out = [header("HMAC over every SHA-2 and SHA-3 variant (RFC 2104)", src)]
    for name, hl, _, block in ALGS + ALGS_SHA3:
        for klen in (0, 1, 20, block - 1, block, block + 1, 2 * block + 3):
            for mlen in (0, 1, 63, 64, 200):
                k = pattern(klen, 100 + klen)
                m = pattern(mlen, mlen + klen)
                tag = hmac.new(k, m, hl).hexdigest()
                out.append(f"alg = {name}\nkey = {k.hex()}\nmsg = {m.hex()}\ntag = {tag}\n\n")
    return "".join(out)


# RFC 5869 appendix A, test cases 1-3 (HMAC-SHA-256), as published.
RFC5869 = [
    dict(ikm="0b" * 22, salt="000102030405060708090a0b0c", info="f0f1f2f3f4f5f6f7f8f9", L=42,
         prk="077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5",
         okm="3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf"
             "34007208d5b887185865"),
    dict(ikm=bytes(range(0x00, 0x50)).hex(), salt=bytes(range(0x60, 0xb0)).hex(),
         info=bytes(range(0xb0, 0x100)).hex(), L=82,
         prk="06a6b88c5853361a06104c9ceb35b45cef760014904671014a193f40c15fc244",
         okm="b11e398dc80327a1c8e7f78c596a49344f012eda2d4efad8a050cc4c19afa97c"
             "59045a99cac7827271cb41c65e590e09da3275600c2f09b8367793a9aca3db71"
             "cc30c58179ec3e87c14c01d5c1f3434f1d87"),
    dict(ikm="0b" * 22, salt="", info="", L=42,
         prk="19ef24a32c717b167f33a91d6f648bdf96596776afdb6377ac434c1c293ccb04",
         okm="8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d"
             "9d201395faa4b61a96c8"),
]


def hkdf_ref(cls, salt, ikm, info, L):
    prk = hmac.new(salt or bytes(cls.digest_size), ikm, cls.name.replace("-", "_")).digest()
    okm = HKDF(algorithm=cls(), length=L, salt=salt or None, info=info).derive(ikm) if L else b""
    # Cross-check extract and expand separately with the two libraries.
    if L:
        assert HKDFExpand(algorithm=cls(), length=L, info=info).derive(prk) == okm
    return prk, okm


def hkdf_file():
    import cryptography
    src = (f"RFC 5869 appendix A cases 1-3 (published values, checked), and pyca/cryptography "
           f"{cryptography.__version__} HKDF with hmac/hashlib for PRK ({ssl.OPENSSL_VERSION})")
    out = [header("HKDF over every SHA-2 and SHA-3 variant (RFC 5869)", src)]
    for i, tc in enumerate(RFC5869, 1):
        prk, okm = hkdf_ref(hashes.SHA256, bytes.fromhex(tc["salt"]), bytes.fromhex(tc["ikm"]),
                            bytes.fromhex(tc["info"]), tc["L"])
        assert prk.hex() == tc["prk"] and okm.hex() == tc["okm"], f"RFC 5869 case {i}"
        out.append(f"# RFC 5869 A.{i}\nalg = SHA256\nikm = {tc['ikm']}\nsalt = {tc['salt']}\n"
                   f"info = {tc['info']}\nprk = {tc['prk']}\nokm = {tc['okm']}\n\n")
    for name, _, cls, _ in ALGS + ALGS_SHA3:
        h = cls.digest_size
        for L in (0, 1, h - 1, h, h + 1, 3 * h + 5, 255 * h):
            for slen, ilen in ((0, 0), (13, 10), (h, 1), (200, 300)):
                ikm = pattern(22 + L % 50, L)
                salt, info = pattern(slen, slen + 1), pattern(ilen, ilen + 2)
                prk, okm = hkdf_ref(cls, salt, ikm, info, L)
                out.append(f"alg = {name}\nikm = {ikm.hex()}\nsalt = {salt.hex()}\n"
                           f"info = {info.hex()}\nprk = {prk.hex()}\nokm = {okm.hex()}\n\n")
                if L == 255 * h:
                    break  # one maximal-length case per hash is enough
        # Too long by one byte: must be refused.
        out.append(f"# 255 * HashLen + 1 bytes: refused\nalg = {name}\nikm = 00\nsalt = \n"
                   f"info = \nokm_len = {255 * h + 1}\nerror = LENGTH\n\n")
    return "".join(out)


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for fname, fn in (("sha2.txt", sha2_file), ("hmac.txt", hmac_file), ("hkdf.txt", hkdf_file)):
        with open(os.path.join(outdir, fname), "w") as f:
            f.write(fn())


if __name__ == "__main__":
    main()

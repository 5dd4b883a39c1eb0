#!/usr/bin/env python3
"""Generate kat/mlkem.txt and kat/mlkem_sample.txt: ML-KEM (FIPS 203) known
answers for kat/kat_mlkem.c.

Sources: @noble/post-quantum (npm, through kat/noble_mlkem.mjs) computes every
answer: the key pair from the seed d || z (ML-KEM.KeyGen_internal), the
encapsulation from m (Encaps_internal), the decapsulation of the ciphertext
and of a damaged one (the implicit-rejection key J(z || c)). pyca/cryptography
(OpenSSL's ML-KEM, sets 768 and 1024: it has no ML-KEM-512) recomputes the
encapsulation key from the seed and both decapsulations, and must agree; it
must also refuse every encapsulation key of the BAD_EK records.

Records:
  op = SET     set = full or sample (the runner's minimum counts)
  op = CASE    params (512, 768, 1024), seed (d || z), m, ek, dk, ct, ss, bad_ct, bad_ss
               (bad_ct: ct with one bit flipped, the position varied)
  op = BAD_EK  params, ek: a valid key with one 12-bit coefficient set to a
               value in [q, 4096): refused by the modulus check (7.2)
  op = BAD_DK  params, dk: a valid expanded key with one byte of its ek or of
               H(ek) changed: refused by the hash check (7.3)

usage: npm install --prefix /tmp/noble @noble/post-quantum
       python3 kat/gen_mlkem.py /tmp/noble/node_modules [outdir]
"""
import json
import os
import random
import subprocess
import sys

from cryptography import __version__ as pyca_version
from cryptography.hazmat.backends.openssl.backend import backend
from cryptography.hazmat.primitives import serialization as ser
from cryptography.hazmat.primitives.asymmetric import mlkem

HERE = os.path.dirname(os.path.abspath(__file__))
Q = 3329
K = {512: 2, 768: 3, 1024: 4}
PYCA = {768: (mlkem.MLKEM768PrivateKey, mlkem.MLKEM768PublicKey),
        1024: (mlkem.MLKEM1024PrivateKey, mlkem.MLKEM1024PublicKey)}


def run_noble(noble_dir, cases):
    r = subprocess.run(["node", os.path.join(HERE, "noble_mlkem.mjs"), noble_dir],
                       input=json.dumps(cases), capture_output=True, text=True, check=True)
    return json.loads(r.stdout)


def set_coeff(ek, i, v):
    """ek with 12-bit coefficient i set to v."""
    b = bytearray(ek)
    j = 3 * (i // 2)
    if i % 2 == 0:
        b[j] = v & 0xff
        b[j + 1] = (b[j + 1] & 0xf0) | (v >> 8)
    else:
        b[j + 1] = (b[j + 1] & 0x0f) | ((v & 15) << 4)
        b[j + 2] = v >> 4
    return bytes(b)


def make(noble_dir, rnd, ncase, nbad):
    recs = []
    for s in (512, 768, 1024):
        k = K[s]
        seeds = [rnd.randbytes(64) for _ in range(ncase)]
        if ncase > 1:
            seeds[0] = bytes(64)
            seeds[1] = bytes([0xff]) * 64
        ms = [rnd.randbytes(32) for _ in range(ncase)]
        kg = run_noble(noble_dir, [{"fn": "keygen", "set": s, "seed": x.hex()} for x in seeds])
        en = run_noble(noble_dir, [{"fn": "encaps", "set": s, "ek": g["ek"], "m": m.hex()}
                                   for g, m in zip(kg, ms)])
        bad_cts = []
        for n, e in enumerate(en):
            ct = bytearray(bytes.fromhex(e["ct"]))
            pos = [0, len(ct) - 1, 32 * (10 if s < 1024 else 11) * k, len(ct) // 2]
            p = pos[n] if n < len(pos) else rnd.randrange(len(ct))
            ct[p] ^= 1 << rnd.randrange(8)
            bad_cts.append(bytes(ct).hex())
        de = run_noble(noble_dir, [{"fn": "decaps", "set": s, "ct": c, "dk": g["dk"]}
                                   for g, e, c2 in zip(kg, en, bad_cts) for c in (e["ct"], c2)])
        for n in range(ncase):
            g, e = kg[n], en[n]
            ss, bad_ss = de[2 * n], de[2 * n + 1]
            assert ss == e["ss"], "noble: decapsulation disagrees with encapsulation"
            assert bad_ss != ss and len(bad_ss) == 64
            if s in PYCA:
                priv = PYCA[s][0].from_seed_bytes(seeds[n])
                pub = priv.public_key().public_bytes(ser.Encoding.Raw, ser.PublicFormat.Raw)
                assert pub.hex() == g["ek"], "pyca: ek differs"
                assert priv.decapsulate(bytes.fromhex(e["ct"])).hex() == ss, "pyca: ss differs"
                assert priv.decapsulate(bytes.fromhex(bad_cts[n])).hex() == bad_ss, \
                    "pyca: implicit rejection differs"
            recs.append([("op", "CASE"), ("params", s), ("seed", seeds[n].hex()),
                         ("m", ms[n].hex()), ("ek", g["ek"]), ("dk", g["dk"]),
                         ("ct", e["ct"]), ("ss", ss), ("bad_ct", bad_cts[n]),
                         ("bad_ss", bad_ss)])
        ek0 = bytes.fromhex(kg[0]["ek"])
        dk0 = bytes.fromhex(kg[0]["dk"])
        for n in range(nbad):
            i = [0, 256 * k - 1][n] if n < 2 else rnd.randrange(256 * k)
            v = [Q, 4095][n % 2] if n < 2 else rnd.randrange(Q, 4096)
            bad = set_coeff(ek0, i, v)
            if s in PYCA:
                try:
                    PYCA[s][1].from_public_bytes(bad)
                    raise AssertionError("pyca accepted a key that fails the modulus check")
                except ValueError:
                    pass
            recs.append([("op", "BAD_EK"), ("params", s), ("coefficient", i), ("value", v),
                         ("ek", bad.hex())])
            d = bytearray(dk0)
            p = 384 * k + (rnd.randrange(384 * k + 32) if n % 2 == 0 else 384 * k + 32 +
                           rnd.randrange(32))
            d[p] ^= 1 << rnd.randrange(8)
            recs.append([("op", "BAD_DK"), ("params", s), ("byte", p), ("dk", bytes(d).hex())])
    return recs


def write(path, recs, what, noble_version, which):
    with open(path, "w") as f:
        f.write("# qzcrypt known answers: ML-KEM (FIPS 203), %s.\n" % what)
        f.write("# Source: %s (every answer); pyca/cryptography %s (%s) recomputes ek\n"
                % (noble_version, pyca_version, backend.openssl_version_text()))
        f.write("# and both decapsulations for ML-KEM-768 and -1024 and refuses each BAD_EK key.\n")
        f.write("# Generator: kat/gen_mlkem.py (regenerate: python3 kat/gen_mlkem.py NODE_MODULES).\n")
        f.write("\nop = SET\nset = %s\n" % which)
        for r in recs:
            f.write("\n")
            for key, val in r:
                f.write("%s = %s\n" % (key, val))


def main():
    noble_dir = sys.argv[1]
    outdir = sys.argv[2] if len(sys.argv) > 2 else HERE
    version = run_noble(noble_dir, [{"fn": "version"}])[0]
    write(os.path.join(outdir, "mlkem.txt"), make(noble_dir, random.Random(0x6d6c6b6d), 6, 3),
          "the full set", version, "full")
    write(os.path.join(outdir, "mlkem_sample.txt"),
          make(noble_dir, random.Random(0x6d6b7331), 1, 1), "the cross builds' sample", version, "sample")


if __name__ == "__main__":
    main()

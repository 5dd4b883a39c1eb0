#!/usr/bin/env python3
"""Generate kat/x448.txt and kat/x448_sample.txt: X448 (RFC 7748) known answers
for kat/kat_xdh.c (the record format of kat/gen_x25519.py, 56-byte values).

Sources: pyca/cryptography (OpenSSL's X448) for every public value and shared
secret, and for refusing the low-order peers (OpenSSL reports the all-zero
output as an error); @noble/curves (npm) through kat/noble_c25519.mjs
recomputes every answer and must agree (noble also throws on the all-zero
output). The iteration records (RFC 7748 5.2: k = u = 5, then k, u =
X448(k, u), k) are computed here with pyca and checked by noble at n = 1.

Peers: random values, the non-canonical p .. 2^448 - 1 (taken mod p: X448
keeps every bit), and the points of low order, u = 0, 1, p - 1 and their
non-canonical twins, whose outputs are zero.

usage: npm install --prefix /tmp/noble @noble/curves
       python3 kat/gen_x448.py /tmp/noble/node_modules [outdir]
"""
import json
import os
import random
import subprocess
import sys

from cryptography import __version__ as pyca_version
from cryptography.hazmat.backends.openssl.backend import backend
from cryptography.hazmat.primitives import serialization as ser
from cryptography.hazmat.primitives.asymmetric import x448

HERE = os.path.dirname(os.path.abspath(__file__))
P = 2**448 - 2**224 - 1


def le(x):
    return x.to_bytes(56, "little").hex()


def pyca_x448(k, u):
    try:
        priv = x448.X448PrivateKey.from_private_bytes(bytes.fromhex(k))
        return priv.exchange(x448.X448PublicKey.from_public_bytes(bytes.fromhex(u))).hex()
    except ValueError:
        return "error"


def pyca_pub(k):
    priv = x448.X448PrivateKey.from_private_bytes(bytes.fromhex(k))
    return priv.public_key().public_bytes(ser.Encoding.Raw, ser.PublicFormat.Raw).hex()


def run_noble(noble_dir, cases):
    r = subprocess.run(["node", os.path.join(HERE, "noble_c25519.mjs"), noble_dir],
                       input=json.dumps(cases), capture_output=True, text=True, check=True)
    return json.loads(r.stdout)


def main():
    noble_dir = sys.argv[1]
    outdir = sys.argv[2] if len(sys.argv) > 2 else HERE
    rnd = random.Random(0x78343438)
    recs = []

    def rb():
        return bytes(rnd.getrandbits(8) for _ in range(56)).hex()

    for i in range(20):
        k = rb()
        recs.append((None, [("op", "PUBLIC"), ("k", k), ("pub", pyca_pub(k))], i < 3))
    for i in range(40):
        k = rb()
        kind = i % 3
        if kind == 0:
            u = le(rnd.randrange(P))
        elif kind == 1:
            u = le(P + 2 + rnd.randrange(2**224 - 2))  # p + 2 .. 2^448 - 1
        else:
            u = rb()
        out = pyca_x448(k, u)
        assert out != "error"
        recs.append((None, [("op", "SHARED"), ("k", k), ("u", u), ("out", out)], i < 6))
    for i, x in enumerate([0, 1, P - 1, P, P + 1]):
        k = rb()
        u = le(x)
        assert pyca_x448(k, u) == "error"
        name = {0: "0", 1: "1", P - 1: "p - 1", P: "p", P + 1: "p + 1"}[x]
        recs.append(("low order u = " + name,
                     [("op", "SHARED"), ("k", k), ("u", u), ("out", "00" * 56)], i < 3))
    k = u = le(5)
    iters = {}
    for n in range(1, 1001):
        k, u = pyca_x448(k, u), k
        if n in (1, 1000):
            iters[n] = k
            recs.append(("RFC 7748 5.2 iteration, n = %d" % n,
                         [("op", "ITER"), ("n", str(n)), ("out", k)], n == 1))

    cases = [dict(fn="version"), dict(fn="x448", k=le(5), u=le(5))]
    idx = []
    for i, (_, f, _) in enumerate(recs):
        d = dict(f)
        if d["op"] == "PUBLIC":
            cases.append(dict(fn="x448_pub", k=d["k"]))
            idx.append(i)
        elif d["op"] == "SHARED":
            cases.append(dict(fn="x448", k=d["k"], u=d["u"]))
            idx.append(i)
    got = run_noble(noble_dir, cases)
    noble_version = got[0]
    assert got[1] == iters[1]
    for i, g in zip(idx, got[2:]):
        d = dict(recs[i][1])
        want = d.get("pub", d.get("out"))
        assert g == ("error" if want == "00" * 56 else want), (recs[i], g)

    head = ["# qzcrypt known answers: X448 (RFC 7748 sections 5 and 6.2).",
            f"# Source: pyca/cryptography {pyca_version} ({backend.openssl_version_text()}); "
            f"{noble_version}:",
            "# every public value and shared secret recomputed by noble agrees; OpenSSL and noble",
            "# both refuse the all-zero outputs of the low-order peers.",
            "# Generator: kat/gen_x448.py (regenerate: python3 kat/gen_x448.py NODE_MODULES).", ""]
    for name, full in (("x448.txt", True), ("x448_sample.txt", False)):
        lines = list(head) + ["op = SET", "set = %s" % ("full" if full else "sample"), ""]
        for comment, fields, sample in recs:
            if not (full or sample):
                continue
            if comment:
                lines.append("# " + comment)
            lines += ["%s = %s" % kv for kv in fields]
            lines.append("")
        with open(os.path.join(outdir, name), "w") as fh:
            fh.write("\n".join(lines))


if __name__ == "__main__":
    main()

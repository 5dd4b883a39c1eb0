#!/usr/bin/env python3
"""Generate kat/x25519.txt: X25519 (RFC 7748) known answers for kat/kat_xdh.c.

Sources, each answer from two of them:
  - RFC 7748 section 5.2 and 6.1, whose published values are written below as
    facts (the two single-scalar vectors, the 1- and 1,000-iteration values,
    Alice and Bob's keys and shared secret);
  - pyca/cryptography (OpenSSL's X25519) for public values and shared
    secrets of random keys, and for refusing the low-order peers (OpenSSL
    reports the all-zero output as an error);
  - @noble/curves (npm, JavaScript) through kat/noble_c25519.mjs: every
    record is recomputed by noble and must agree (noble also throws on the
    all-zero output).

Records (blank-line separated `key = value`, kat/kat_reader.h):
  op = SET       set = full | sample: the cross builds take the sample
  op = PUBLIC    k, pub: the public value u(k * 9)
  op = SHARED    k, u, out: out = X25519(k, u); out all zero means the call
                 must return QZ_ERR_LOW_ORDER with the zeros in its output
  op = ITER      n, out: RFC 7748 5.2's iteration (k = u = 9; n times
                 k, u = X25519(k, u), k), n = 1 (sample) and 1,000 (full)

Peers cover: random values, values with the ignored top bit set, the
non-canonical values p .. 2^255 - 1 (taken mod p), and the points of
order 1, 2, 4 and 8 (and their non-canonical twins) whose outputs are zero.

usage: npm install --prefix /tmp/noble @noble/curves
       python3 kat/gen_x25519.py /tmp/noble/node_modules [outdir]
"""
import json
import os
import random
import subprocess
import sys

from cryptography import __version__ as pyca_version
from cryptography.hazmat.backends.openssl.backend import backend
from cryptography.hazmat.primitives.asymmetric import x25519

HERE = os.path.dirname(os.path.abspath(__file__))
P = 2**255 - 19

# RFC 7748 section 5.2 (published values).
RFC_VECTORS = [
    ("a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4",
     "e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c",
     "c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552"),
    ("4b66e9d4d1b4673c5ad22691957d6af5c11b6421e0ea01d42ca4169e7918ba0d",
     "e5210f12786811d3f4b7959d0538ae2c31dbe7106fc03c3efc4cd549c715a493",
     "95cbde9476e8907d7aade45cb4b873f88b595a68799fa152e6f8f7647aac7957"),
]
RFC_ITER = {1: "422c8e7a6227d7bca1350b3e2bb7279f7897b87bb6854b783c60e80311ae3079",
            1000: "684cf59ba83309552800ef566f2f4d3c1c3887c49360e3875f2eb94d99532c51"}
# RFC 7748 section 6.1.
ALICE = ("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a",
         "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a")
BOB = ("5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb",
       "de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f")
SHARED = "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742"


def le(x):
    return x.to_bytes(32, "little").hex()


# Points of small order on Curve25519 and its twist, as u (canonical), and
# the non-canonical encodings u + p that stand for the same residues.
LOW_ORDER_U = [
    0, 1,
    325606250916557431795983626356110631294008115727848805560023387167927233504,
    39382357235489614581723060781553021112529911719440698176882885853963445705823,
    P - 1, P, P + 1,
]


def pyca_x25519(k, u):
    try:
        priv = x25519.X25519PrivateKey.from_private_bytes(bytes.fromhex(k))
        return priv.exchange(x25519.X25519PublicKey.from_public_bytes(bytes.fromhex(u))).hex()
    except ValueError:
        return "error"


def pyca_pub(k):
    priv = x25519.X25519PrivateKey.from_private_bytes(bytes.fromhex(k))
    from cryptography.hazmat.primitives import serialization as s
    return priv.public_key().public_bytes(s.Encoding.Raw, s.PublicFormat.Raw).hex()


def run_noble(noble_dir, cases):
    r = subprocess.run(["node", os.path.join(HERE, "noble_c25519.mjs"), noble_dir],
                       input=json.dumps(cases), capture_output=True, text=True, check=True)
    return json.loads(r.stdout)


def main():
    noble_dir = sys.argv[1]
    outdir = sys.argv[2] if len(sys.argv) > 2 else HERE
    rnd = random.Random(0x78323535)
    recs = []  # (comment, fields, sample)

    def rb():
        return bytes(rnd.getrandbits(8) for _ in range(32)).hex()

    # Public values: RFC 6.1's two keys, then random keys.
    for name, (k, pub) in (("Alice", ALICE), ("Bob", BOB)):
        assert pyca_pub(k) == pub
        recs.append((f"RFC 7748 6.1: {name}", [("op", "PUBLIC"), ("k", k), ("pub", pub)], True))
    for i in range(24):
        k = rb()
        recs.append((None, [("op", "PUBLIC"), ("k", k), ("pub", pyca_pub(k))], i < 4))
    # The RFC's single-scalar vectors and the 6.1 shared secret, both ways.
    for k, u, out in RFC_VECTORS:
        assert pyca_x25519(k, u) == out
        recs.append(("RFC 7748 5.2", [("op", "SHARED"), ("k", k), ("u", u), ("out", out)], True))
    shared = pyca_x25519(ALICE[0], BOB[1])
    assert shared == pyca_x25519(BOB[0], ALICE[1])
    assert shared == SHARED
    recs.append(("RFC 7748 6.1: Alice's secret", [("op", "SHARED"), ("k", ALICE[0]),
                                                 ("u", BOB[1]), ("out", shared)], True))
    recs.append(("RFC 7748 6.1: Bob's secret", [("op", "SHARED"), ("k", BOB[0]),
                                               ("u", ALICE[1]), ("out", shared)], True))
    # Random peers: canonical, with the top bit set, and non-canonical.
    for i in range(48):
        k = rb()
        kind = i % 4
        if kind == 0:
            u = le(rnd.randrange(P))
        elif kind == 1:
            u = le(rnd.randrange(P) | (1 << 255))
        elif kind == 2:
            u = le(P + 2 + rnd.randrange(17))  # p + 2 .. 2^255 - 1
        else:
            u = rb()
        out = pyca_x25519(k, u)
        assert out != "error"
        recs.append((None, [("op", "SHARED"), ("k", k), ("u", u), ("out", out)], i < 8))
    # Low order: the output is zero; OpenSSL refuses it.
    for i, x in enumerate(LOW_ORDER_U):
        for top in (0, 1):
            u = le(x % (1 << 255) | (top << 255))
            k = rb()
            assert pyca_x25519(k, u) == "error"
            recs.append((f"low order u = {x if x < P - 1 else 'p' + ('%+d' % (x - P) if x != P else '')}"
                         + (" with the top bit set" if top else ""),
                         [("op", "SHARED"), ("k", k), ("u", u), ("out", "00" * 32)],
                         i < 4 and top == 0))
    # Iterations.
    k = u = le(9)
    for n in range(1, 1001):
        k, u = pyca_x25519(k, u), k
        if n in RFC_ITER:
            assert k == RFC_ITER[n], n
            recs.append((f"RFC 7748 5.2: {n} iteration{'s' if n > 1 else ''}",
                         [("op", "ITER"), ("n", str(n)), ("out", k)], n == 1))

    # noble recomputes every answer.
    cases = [dict(fn="version")]
    idx = []
    for i, (_, f, _) in enumerate(recs):
        d = dict(f)
        if d["op"] == "PUBLIC":
            cases.append(dict(fn="x25519_pub", k=d["k"]))
            idx.append(i)
        elif d["op"] == "SHARED":
            cases.append(dict(fn="x25519", k=d["k"], u=d["u"]))
            idx.append(i)
    got = run_noble(noble_dir, cases)
    noble_version = got[0]
    for i, g in zip(idx, got[1:]):
        d = dict(recs[i][1])
        want = d.get("pub", d.get("out"))
        if want == "00" * 32:
            assert g == "error", (recs[i], g)
        else:
            assert g == want, (recs[i], g)

    head = ["# qzcrypt known answers: X25519 (RFC 7748 sections 5 and 6.1).",
            f"# Source: RFC 7748's published values; pyca/cryptography {pyca_version} "
            f"({backend.openssl_version_text()}); {noble_version}: every public value and",
            "# shared secret recomputed by noble agrees; OpenSSL and noble both refuse the all-zero",
            "# outputs of the low-order peers.",
            "# Generator: kat/gen_x25519.py (regenerate: python3 kat/gen_x25519.py NODE_MODULES;",
            "# its docstring describes the records).", ""]
    for name, pick in (("x25519.txt", lambda s: True), ("x25519_sample.txt", lambda s: s)):
        lines = list(head)
        lines += ["# the %s set" % ("full" if name == "x25519.txt" else "sample"),
                  "op = SET", "set = %s" % ("full" if name == "x25519.txt" else "sample"), ""]
        for comment, fields, sample in recs:
            if not pick(sample):
                continue
            if comment:
                lines.append("# " + comment)
            lines += ["%s = %s" % kv for kv in fields]
            lines.append("")
        with open(os.path.join(outdir, name), "w") as fh:
            fh.write("\n".join(lines))


if __name__ == "__main__":
    main()

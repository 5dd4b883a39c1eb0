#!/usr/bin/env python3
"""Generate kat/ed448.txt and kat/ed448_sample.txt: Ed448 and Ed448ph (RFC 8032
section 5.2) known answers for kat/kat_eddsa.c (the records of
kat/gen_ed25519.py; variants pure and ph, both with contexts of 0 to 255
bytes).

Sources, each answer from two of them where both implement it:
  - pyca/cryptography (OpenSSL's Ed448): public keys, Ed448 signatures with
    an empty context and the verdicts on them;
  - @noble/curves (npm, JavaScript) through kat/noble_c25519.mjs: every
    public key and signature (contexts and Ed448ph from noble alone: pyca
    has no API for them) and every verdict (noble's Ed448 is strict).
Records on which the two disagree are not written (none are expected: the
refused cases below are refused by both).

Records (blank-line separated `key = value`, kat/kat_reader.h):
  op = SET     set = full | sample
  op = SIGN    variant (pure, ph), seed, pub, ctx, msg, sig: the key's
               public key and the deterministic signature; it must verify
  op = VERIFY  variant, pub, ctx, msg, sig, result (valid | invalid): a
               signature altered (R or S bits, S + L, S's last byte set, the
               message, the context, the variant) or a non-canonical R
               (y >= p)
  op = POINT   pub, result: noble's verdict on decoding an encoding, which
               qz_ed448_set_public_key must give too (y >= p, x = 0 with the
               sign bit set, low bits of the last byte set, y without a
               square root: invalid; the identity and small-order points
               decode: valid)

The sample set (cross builds, doc/testing.md's rule 1) is the signatures
of 0, 128 and 1023 bytes in each variant, half of the altered signatures
of each (every kind appears), the non-canonical R and every encoding.

usage: npm install --prefix /tmp/noble @noble/curves
       python3 kat/gen_ed448.py /tmp/noble/node_modules [outdir]
"""
import json
import os
import random
import subprocess
import sys

from cryptography import __version__ as pyca_version
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.backends.openssl.backend import backend
from cryptography.hazmat.primitives import serialization as ser
from cryptography.hazmat.primitives.asymmetric import ed448

HERE = os.path.dirname(os.path.abspath(__file__))
P = 2**448 - 2**224 - 1
L = 2**446 - 13818066809895115352007386748515426880336692474882178609894547503885


def pyca_pub(seed):
    k = ed448.Ed448PrivateKey.from_private_bytes(bytes.fromhex(seed))
    return k.public_key().public_bytes(ser.Encoding.Raw, ser.PublicFormat.Raw).hex()


def pyca_sign(seed, msg):
    return ed448.Ed448PrivateKey.from_private_bytes(bytes.fromhex(seed)).sign(
        bytes.fromhex(msg)).hex()


def pyca_verify(pub, msg, sig):
    try:
        k = ed448.Ed448PublicKey.from_public_bytes(bytes.fromhex(pub))
        k.verify(bytes.fromhex(sig), bytes.fromhex(msg))
        return "valid"
    except (InvalidSignature, ValueError):
        return "invalid"


def run_noble(noble_dir, cases):
    r = subprocess.run(["node", os.path.join(HERE, "noble_c25519.mjs"), noble_dir],
                       input=json.dumps(cases), capture_output=True, text=True, check=True)
    return json.loads(r.stdout)


def le(x, n=57):
    return x.to_bytes(n, "little").hex()


def main():
    noble_dir = sys.argv[1]
    outdir = sys.argv[2] if len(sys.argv) > 2 else HERE
    rnd = random.Random(0x65643434)
    nb = lambda cases: run_noble(noble_dir, cases)

    def rb(n):
        return bytes(rnd.getrandbits(8) for _ in range(n)).hex()

    recs = []  # (comment, fields, sample)
    # Signatures: every variant, message lengths around the hash's blocks.
    lens = [0, 1, 2, 3, 31, 32, 63, 64, 65, 111, 112, 127, 128, 129, 255, 1023]
    signs = []
    for i, mlen in enumerate(lens * 2):
        variant = ("pure", "ph")[i // len(lens)]
        seed, msg = rb(57), rb(mlen)
        ctx = "" if i % 3 == 0 else rb(rnd.choice([1, 3, 16, 255]))
        signs.append(dict(variant=variant, seed=seed, msg=msg, ctx=ctx,
                          every=mlen in (0, 3, 64, 129, 1023), sample=mlen in (0, 128, 1023)))
    got = nb([dict(fn="version")] + [dict(fn="ed448_pub", seed=s["seed"]) for s in signs] +
             [dict(fn="ed448_sign", **{k: s[k] for k in ("variant", "seed", "msg", "ctx")})
              for s in signs])
    noble_version = got[0]
    pubs, sigs = got[1:1 + len(signs)], got[1 + len(signs):]
    for s, pub, sig in zip(signs, pubs, sigs):
        assert pub == pyca_pub(s["seed"])
        if s["variant"] == "pure" and not s["ctx"]:
            assert sig == pyca_sign(s["seed"], s["msg"])
        s.update(pub=pub, sig=sig)
        recs.append((None, [("op", "SIGN"), ("variant", s["variant"]), ("seed", s["seed"]),
                            ("pub", pub), ("ctx", s["ctx"]), ("msg", s["msg"]), ("sig", sig)],
                     s["sample"]))
    # Verification: altered signatures.
    checks = []
    for i, s in enumerate(signs):
        sig = bytes.fromhex(s["sig"])
        S = int.from_bytes(sig[57:], "little")
        kinds = []
        r = bytearray(sig)
        r[rnd.randrange(56)] ^= 1 << rnd.randrange(8)
        kinds.append(("an R bit flipped", r.hex(), s["msg"], s["ctx"], s["variant"]))
        r = bytearray(sig)
        r[57 + rnd.randrange(55)] ^= 1 << rnd.randrange(8)
        kinds.append(("an S bit flipped", r.hex(), s["msg"], s["ctx"], s["variant"]))
        kinds.append(("S + L (non-canonical)", sig[:57].hex() + le(S + L), s["msg"], s["ctx"],
                      s["variant"]))
        kinds.append(("S with its last byte set", sig[:57].hex() + le(S | (1 << 449)), s["msg"],
                      s["ctx"], s["variant"]))
        if s["msg"]:
            m = bytearray(bytes.fromhex(s["msg"]))
            m[-1] ^= 0x80
            kinds.append(("the message altered", s["sig"], m.hex(), s["ctx"], s["variant"]))
        if s["ctx"]:
            c = bytearray(bytes.fromhex(s["ctx"]))
            c[0] ^= 1
            kinds.append(("the context altered", s["sig"], s["msg"], c.hex(), s["variant"]))
        if s["variant"] == "pure":
            kinds.append(("checked as Ed448ph", s["sig"], s["msg"], s["ctx"], "ph"))
        half = kinds[i % 2::2]
        for k in kinds if s["every"] else half:
            comment, sg, m, c, v = k
            checks.append((comment, dict(variant=v, pub=s["pub"], ctx=c, msg=m, sig=sg),
                           s["sample"] and k in half))
    # Non-canonical R: y >= p with the message's real S.
    s = signs[0]
    for y in (P, P + 1, 2**448 - 1):
        sg = le(y) + s["sig"][114:]
        checks.append(("R with y = %s" % ("p" if y == P else "p + 1" if y == P + 1 else
                                            "2^448 - 1"),
                       dict(variant="pure", pub=s["pub"], ctx="", msg=s["msg"], sig=sg), True))
    verdicts = nb([dict(fn="ed448_verify", **c) for _, c, _ in checks])
    for (comment, c, sample), v in zip(checks, verdicts):
        assert v == "invalid", (comment, c)
        if c["variant"] == "pure" and not c["ctx"]:
            assert pyca_verify(c["pub"], c["msg"], c["sig"]) == v
        recs.append((comment, [("op", "VERIFY")] + [(k, c[k]) for k in
                                                    ("variant", "pub", "ctx", "msg", "sig")] +
                     [("result", v)], sample))
    # Public key encodings.
    points = [("y = p", le(P)), ("y = p + 1", le(P + 1)), ("y = 2^448 - 1", le(2**448 - 1)),
              ("x = 0 (y = 1) with the sign bit set", le(1 | (1 << 455))),
              ("x = 0 (y = -1) with the sign bit set", le((P - 1) | (1 << 455))),
              ("the last byte's low bit set", le(1 | (1 << 448))),
              ("the identity (y = 1)", le(1)), ("y = -1 (order 2)", le(P - 1)),
              ("y = 0 (order 4)", le(0))]
    y = 2
    while len(points) < 15:
        pt = le(y | ((y & 1) << 455))
        points.append(("y = %d" % y, pt))
        y += 1
    verdicts = nb([dict(fn="ed448_point", pub=p) for _, p in points])
    for (comment, p), v in zip(points, verdicts):
        recs.append((comment + " (%s)" % v, [("op", "POINT"), ("pub", p), ("result", v)], True))

    head = ["# qzcrypt known answers: Ed448 and Ed448ph (RFC 8032 section 5.2).",
            f"# Source: pyca/cryptography {pyca_version} ({backend.openssl_version_text()}) for "
            "public keys and Ed448",
            f"# without a context; {noble_version} for every record; the two agree on every",
            "# record both can compute.",
            "# Generator: kat/gen_ed448.py (regenerate: python3 kat/gen_ed448.py NODE_MODULES;",
            "# its docstring describes the records).", ""]
    for name, full in (("ed448.txt", True), ("ed448_sample.txt", False)):
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

#!/usr/bin/env python3
"""Generate kat/ed25519.txt and kat/ed25519_sample.txt: Ed25519, Ed25519ctx and
Ed25519ph (RFC 8032 section 5.1) known answers for kat/kat_eddsa.c.

Sources, each answer from two of them where both implement it:
  - pyca/cryptography (OpenSSL's Ed25519): public keys, pure Ed25519
    signatures and the verdicts on pure Ed25519 signatures;
  - @noble/curves (npm, JavaScript) through kat/noble_c25519.mjs: every
    public key and signature (Ed25519ctx and Ed25519ph from noble alone:
    pyca has no API for them) and every verdict, in noble's strict mode
    (zip215: false, RFC 8032 / FIPS 186-5 rules).
Records on which the two disagree are not written (none are expected: the
refused cases below are refused by both).

Records (blank-line separated `key = value`, kat/kat_reader.h):
  op = SET     set = full | sample
  op = SIGN    variant (pure, ctx, ph), seed, pub, ctx, msg, sig: the key's
               public key and the deterministic signature; it must verify
  op = VERIFY  variant, pub, ctx, msg, sig, result (valid | invalid): a
               signature altered (R or S bits, S + L, S with the top bits
               set, the message, the context, the variant) or a non-canonical
               R (y >= p)
  op = POINT   pub, result: noble's verdict on decoding an encoding (pyca
               decodes lazily and gives none), which
               qz_ed25519_set_public_key must give too: an encoding (y >= p, x = 0 with the sign bit set, y without a
               square root: invalid; the identity and small-order points
               decode: valid)

usage: npm install --prefix /tmp/noble @noble/curves
       python3 kat/gen_ed25519.py /tmp/noble/node_modules [outdir]
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
from cryptography.hazmat.primitives.asymmetric import ed25519

HERE = os.path.dirname(os.path.abspath(__file__))
P = 2**255 - 19
L = 2**252 + 27742317777372353535851937790883648493


def pyca_pub(seed):
    k = ed25519.Ed25519PrivateKey.from_private_bytes(bytes.fromhex(seed))
    return k.public_key().public_bytes(ser.Encoding.Raw, ser.PublicFormat.Raw).hex()


def pyca_sign(seed, msg):
    return ed25519.Ed25519PrivateKey.from_private_bytes(bytes.fromhex(seed)).sign(
        bytes.fromhex(msg)).hex()


def pyca_verify(pub, msg, sig):
    try:
        k = ed25519.Ed25519PublicKey.from_public_bytes(bytes.fromhex(pub))
        k.verify(bytes.fromhex(sig), bytes.fromhex(msg))
        return "valid"
    except (InvalidSignature, ValueError):
        return "invalid"


def run_noble(noble_dir, cases):
    r = subprocess.run(["node", os.path.join(HERE, "noble_c25519.mjs"), noble_dir],
                       input=json.dumps(cases), capture_output=True, text=True, check=True)
    return json.loads(r.stdout)


def le(x):
    return x.to_bytes(32, "little").hex()


def main():
    noble_dir = sys.argv[1]
    outdir = sys.argv[2] if len(sys.argv) > 2 else HERE
    rnd = random.Random(0x65643235)
    nb = lambda cases: run_noble(noble_dir, cases)

    def rb(n):
        return bytes(rnd.getrandbits(8) for _ in range(n)).hex()

    recs = []  # (comment, fields, sample)
    # Signatures: every variant, message lengths around the hash's blocks.
    lens = [0, 1, 2, 3, 31, 32, 63, 64, 65, 111, 112, 127, 128, 129, 255, 1023]
    signs = []
    for i, mlen in enumerate(lens * 3):
        variant = ("pure", "ctx", "ph")[i // len(lens)]
        seed, msg = rb(32), rb(mlen)
        ctx = "" if variant == "pure" else rb(rnd.choice([1, 3, 16, 255]) if variant == "ctx"
                                             else rnd.choice([0, 1, 5, 255]))
        signs.append(dict(variant=variant, seed=seed, msg=msg, ctx=ctx,
                          sample=mlen in (0, 3, 64, 129, 1023)))
    got = nb([dict(fn="version")] + [dict(fn="ed_pub", seed=s["seed"]) for s in signs] +
             [dict(fn="ed_sign", **{k: s[k] for k in ("variant", "seed", "msg", "ctx")})
              for s in signs])
    noble_version = got[0]
    pubs, sigs = got[1:1 + len(signs)], got[1 + len(signs):]
    for s, pub, sig in zip(signs, pubs, sigs):
        assert pub == pyca_pub(s["seed"])
        if s["variant"] == "pure":
            assert sig == pyca_sign(s["seed"], s["msg"])
        s.update(pub=pub, sig=sig)
        recs.append((None, [("op", "SIGN"), ("variant", s["variant"]), ("seed", s["seed"]),
                            ("pub", pub), ("ctx", s["ctx"]), ("msg", s["msg"]), ("sig", sig)],
                     s["sample"]))
    # Verification: altered signatures.
    checks = []
    for i, s in enumerate(signs):
        sig = bytes.fromhex(s["sig"])
        S = int.from_bytes(sig[32:], "little")
        kinds = []
        r = bytearray(sig)
        r[rnd.randrange(32)] ^= 1 << rnd.randrange(8)
        kinds.append(("an R bit flipped", r.hex(), s["msg"], s["ctx"], s["variant"]))
        r = bytearray(sig)
        r[32 + rnd.randrange(31)] ^= 1 << rnd.randrange(8)
        kinds.append(("an S bit flipped", r.hex(), s["msg"], s["ctx"], s["variant"]))
        kinds.append(("S + L (non-canonical)", sig[:32].hex() + le(S + L), s["msg"], s["ctx"],
                      s["variant"]))
        kinds.append(("S with the top bits set", sig[:32].hex() + le(S | (7 << 253)), s["msg"],
                      s["ctx"], s["variant"]))
        if s["msg"]:
            m = bytearray(bytes.fromhex(s["msg"]))
            m[-1] ^= 0x80
            kinds.append(("the message altered", s["sig"], m.hex(), s["ctx"], s["variant"]))
        if s["variant"] != "pure" and s["ctx"]:
            c = bytearray(bytes.fromhex(s["ctx"]))
            c[0] ^= 1
            kinds.append(("the context altered", s["sig"], s["msg"], c.hex(), s["variant"]))
        if s["variant"] == "ctx":
            kinds.append(("checked as Ed25519ph", s["sig"], s["msg"], s["ctx"], "ph"))
        for comment, sg, m, c, v in kinds[i % 2::2] if not s["sample"] else kinds:
            checks.append((comment, dict(variant=v, pub=s["pub"], ctx=c, msg=m, sig=sg),
                           s["sample"]))
    # Non-canonical R: y >= p with the message's real S.
    s = signs[0]
    for y in (P, P + 1, 2**255 - 1):
        sg = le(y) + s["sig"][64:]
        checks.append(("R with y = %s" % ("p" if y == P else "p + 1" if y == P + 1 else
                                            "2^255 - 1"),
                       dict(variant="pure", pub=s["pub"], ctx="", msg=s["msg"], sig=sg), True))
    verdicts = nb([dict(fn="ed_verify", **c) for _, c, _ in checks])
    for (comment, c, sample), v in zip(checks, verdicts):
        assert v == "invalid", (comment, c)
        if c["variant"] == "pure":
            assert pyca_verify(c["pub"], c["msg"], c["sig"]) == v
        recs.append((comment, [("op", "VERIFY")] + [(k, c[k]) for k in
                                                    ("variant", "pub", "ctx", "msg", "sig")] +
                     [("result", v)], sample))
    # Public key encodings.
    points = [("y = p", le(P)), ("y = p + 1", le(P + 1)), ("y = 2^255 - 1", le(2**255 - 1)),
              ("x = 0 (y = 1) with the sign bit set", le(1 | (1 << 255))),
              ("x = 0 (y = -1) with the sign bit set", le((P - 1) | (1 << 255))),
              ("the identity (y = 1)", le(1)), ("y = -1 (order 2)", le(P - 1)),
              ("y = 0 (order 4)", le(0))]
    y = 2
    while len(points) < 14:
        pt = le(y | ((y & 1) << 255))
        points.append(("y = %d" % y, pt))
        y += 1
    verdicts = nb([dict(fn="ed_point", pub=p) for _, p in points])
    for (comment, p), v in zip(points, verdicts):
        recs.append((comment + " (%s)" % v, [("op", "POINT"), ("pub", p), ("result", v)], True))

    head = ["# qzcrypt known answers: Ed25519, Ed25519ctx, Ed25519ph (RFC 8032 section 5.1).",
            f"# Source: pyca/cryptography {pyca_version} ({backend.openssl_version_text()}) for "
            "public keys and pure",
            f"# Ed25519; {noble_version} (strict mode) for every record; the two agree on every",
            "# record both can compute.",
            "# Generator: kat/gen_ed25519.py (regenerate: python3 kat/gen_ed25519.py NODE_MODULES;",
            "# its docstring describes the records).", ""]
    for name, full in (("ed25519.txt", True), ("ed25519_sample.txt", False)):
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

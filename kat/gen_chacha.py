#!/usr/bin/env python3
"""Generate qzcrypt's ChaCha20 / Poly1305 / (X)ChaCha20-Poly1305 known answers.

Independent implementations:
  - ChaCha20, Poly1305, ChaCha20-Poly1305: pyca/cryptography (OpenSSL);
  - HChaCha20 and XChaCha20-Poly1305: the small HChaCha20 below (its
    rounds are checked against cryptography's ChaCha20 keystream), then
    cryptography's ChaCha20-Poly1305 under the subkey;
  - every record is recomputed with @noble/ciphers (npm, JavaScript) through
    kat/noble_chacha.mjs and must agree (except counter 0xFFFFFFFF, which
    noble refuses by policy; those come from cryptography alone);
  - the published examples of RFC 8439 (sections 2.3.2, 2.4.2, 2.5.2, 2.6.2,
    2.8.2, appendix A.1-A.5) and draft-irtf-cfrg-xchacha-03 (section 2.2.1,
    the AEAD_XChaCha20_Poly1305 and XChaCha20 appendix examples) are
    asserted here and written as records too.

    npm install --prefix /tmp/noble @noble/ciphers
    /usr/bin/python3 kat/gen_chacha.py /tmp/noble/node_modules [outdir]

Record format (kat/gen_sha2.py): blank-line separated `key = value` records,
hex values, `counter` in decimal; `alg` is CHACHA20, XCHACHA20, HCHACHA20,
POLY1305, CHACHA20POLY1305 or XCHACHA20POLY1305. A record with
`error = LENGTH` must be refused with QZ_ERR_LENGTH.
"""
import json
import os
import ssl
import struct
import subprocess
import sys

import cryptography
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives.poly1305 import Poly1305

HERE = os.path.dirname(os.path.abspath(__file__))
MASK = 0xFFFFFFFF


def pattern(n, seed):
    """Deterministic, non-repeating-looking test bytes."""
    return bytes((i * 167 + seed * 59 + (i >> 8) * 13 + 7) & 0xFF for i in range(n))


# --- references ---------------------------------------------------------------

def chacha20(key, nonce, counter, msg):
    """cryptography's ChaCha20 takes counter (LE32) || nonce as its 16-byte nonce."""
    enc = Cipher(algorithms.ChaCha20(key, struct.pack("<I", counter) + nonce), None).encryptor()
    return enc.update(msg) + enc.finalize()


def poly1305(key, msg):
    return Poly1305.generate_tag(key, msg)


def _rotl(v, n):
    return ((v << n) | (v >> (32 - n))) & MASK


def chacha_rounds(x):
    """The 20 ChaCha rounds on a list of 16 words, no feed-forward."""
    def qr(a, b, c, d):
        x[a] = (x[a] + x[b]) & MASK; x[d] = _rotl(x[d] ^ x[a], 16)
        x[c] = (x[c] + x[d]) & MASK; x[b] = _rotl(x[b] ^ x[c], 12)
        x[a] = (x[a] + x[b]) & MASK; x[d] = _rotl(x[d] ^ x[a], 8)
        x[c] = (x[c] + x[d]) & MASK; x[b] = _rotl(x[b] ^ x[c], 7)
    for _ in range(10):
        qr(0, 4, 8, 12); qr(1, 5, 9, 13); qr(2, 6, 10, 14); qr(3, 7, 11, 15)
        qr(0, 5, 10, 15); qr(1, 6, 11, 12); qr(2, 7, 8, 13); qr(3, 4, 9, 14)
    return x


def input_block(key, words4):
    return list(struct.unpack("<4I", b"expand 32-byte k")) + list(struct.unpack("<8I", key)) + words4


def hchacha20(key, nonce16):
    x = chacha_rounds(input_block(key, list(struct.unpack("<4I", nonce16))))
    return struct.pack("<8I", *(x[0:4] + x[12:16]))


def check_rounds():
    """The rounds above plus the feed-forward must give cryptography's keystream."""
    for i in range(8):
        key, nonce, ctr = pattern(32, 900 + i), pattern(12, 950 + i), (i * 0x2F1F3) & MASK
        inp = input_block(key, [ctr] + list(struct.unpack("<3I", nonce)))
        x = chacha_rounds(list(inp))
        block = struct.pack("<16I", *((a + b) & MASK for a, b in zip(x, inp)))
        assert block == chacha20(key, nonce, ctr, bytes(64)), "Python ChaCha rounds"


def aead(key, nonce, aad, msg):
    out = ChaCha20Poly1305(key).encrypt(nonce, msg, aad)
    return out[:-16], out[-16:]


def xaead(key, nonce24, aad, msg):
    return aead(hchacha20(key, nonce24[:16]), bytes(4) + nonce24[16:], aad, msg)


def xchacha20(key, nonce24, counter, msg):
    return chacha20(hchacha20(key, nonce24[:16]), bytes(4) + nonce24[16:], counter, msg)


# --- published examples -----------------------------------------------------------

K0_1F = bytes(range(32))
K80_9F = bytes(range(0x80, 0xA0))
K1C = bytes.fromhex("1c9240a5eb55d38af333888604f6b5f0473917c1402b80099dca5cbc207075c0")
SUNSCREEN = (b"Ladies and Gentlemen of the class of '99: If I could offer you only one "
             b"tip for the future, sunscreen would be it.")
IETF = (b"Any submission to the IETF intended by the Contributor for publication as all "
        b"or part of an IETF Internet-Draft or RFC and any statement made within the "
        b"context of an IETF activity is considered an \"IETF Contribution\". Such "
        b"statements include oral statements in IETF sessions, as well as written and "
        b"electronic communications made at any time or place, which are addressed to")
JABBERWOCKY = (b"'Twas brillig, and the slithy toves\nDid gyre and gimble in the wabe:\n"
               b"All mimsy were the borogoves,\nAnd the mome raths outgrabe.")
DRAFTS = (b"Internet-Drafts are draft documents valid for a maximum of six months and may be "
          b"updated, replaced, or obsoleted by other documents at any time. It is "
          b"inappropriate to use Internet-Drafts as reference material or to cite them "
          b"other than as /\xe2\x80\x9cwork in progress./\xe2\x80\x9d")

# (source, key, nonce, counter, plaintext, ciphertext)
RFC_CHACHA = [
    ("RFC 8439 2.3.2 (block function)", K0_1F, "000000090000004a00000000", 1, bytes(64),
     "10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c0680304 22aa9ac3d46c4e"
     "d2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e"),
    ("RFC 8439 2.4.2 (encryption)", K0_1F, "000000000000004a00000000", 1, SUNSCREEN,
     "6e2e359a2568f98041ba0728dd0d6981e97e7aec1d4360c20a27afccfd9fae0b"
     "f91b65c5524733ab8f593dabcd62b3571639d624e65152ab8f530c359f0861d8"
     "07ca0dbf500d6a6156a38e088a22b65e52bc514d16ccf806818ce91ab7793736"
     "5af90bbf74a35be6b40b8eedf2785e42874d"),
    ("RFC 8439 2.6.2 (Poly1305 key generation)", K80_9F, "000000000001020304050607", 0,
     bytes(32), "8ad5a08b905f81cc815040274ab29471a833b637e3fd0da508dbb8e2fdd1a646"),
    ("RFC 8439 A.1 #1", bytes(32), "00" * 12, 0, bytes(64),
     "76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7"
     "da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586"),
    ("RFC 8439 A.1 #2", bytes(32), "00" * 12, 1, bytes(64),
     "9f07e7be5551387a98ba977c732d080dcb0f29a048e3656912c6533e32ee7aed"
     "29b721769ce64e43d57133b074d839d531ed1f28510afb45ace10a1f4b794d6f"),
    ("RFC 8439 A.1 #3", bytes(31) + b"\x01", "00" * 12, 1, bytes(64),
     "3aeb5224ecf849929b9d828db1ced4dd832025e8018b8160b82284f3c949aa5a"
     "8eca00bbb4a73bdad192b5c42f73f2fd4e273644c8b36125a64addeb006c13a0"),
    ("RFC 8439 A.1 #4", b"\x00\xff" + bytes(30), "00" * 12, 2, bytes(64),
     "72d54dfbf12ec44b362692df94137f328fea8da73990265ec1bbbea1ae9af0ca"
     "13b25aa26cb4a648cb9b9d1be65b2c0924a66c54d545ec1b7374f4872e99f096"),
    ("RFC 8439 A.1 #5", bytes(32), "00" * 11 + "02", 0, bytes(64),
     "c2c64d378cd536374ae204b9ef933fcd1a8b2288b3dfa49672ab765b54ee27c7"
     "8a970e0e955c14f3a88e741b97c286f75f8fc299e8148362fa198a39531bed6d"),
    ("RFC 8439 A.2 #1", bytes(32), "00" * 12, 0, bytes(64),
     "76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7"
     "da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586"),
    ("RFC 8439 A.2 #2", bytes(31) + b"\x01", "00" * 11 + "02", 1, IETF,
     "a3fbf07df3fa2fde4f376ca23e82737041605d9f4f4f57bd8cff2c1d4b7955ec"
     "2a97948bd3722915c8f3d337f7d370050e9e96d647b7c39f56e031ca5eb6250d"
     "4042e02785ececfa4b4bb5e8ead0440e20b6e8db09d881a7c6132f420e527950"
     "42bdfa7773d8a9051447b3291ce1411c680465552aa6c405b7764d5e87bea85a"
     "d00f8449ed8f72d0d662ab052691ca66424bc86d2df80ea41f43abf937d3259d"
     "c4b2d0dfb48a6c9139ddd7f76966e928e635553ba76c5c879d7b35d49eb2e62b"
     "0871cdac638939e25e8a1e0ef9d5280fa8ca328b351c3c765989cbcf3daa8b6c"
     "cc3aaf9f3979c92b3720fc88dc95ed84a1be059c6499b9fda236e7e818b04b0b"
     "c39c1e876b193bfe5569753f88128cc08aaa9b63d1a16f80ef2554d7189c411f"
     "5869ca52c5b83fa36ff216b9c1d30062bebcfd2dc5bce0911934fda79a86f6e6"
     "98ced759c3ff9b6477338f3da4f9cd8514ea9982ccafb341b2384dd902f3d1ab"
     "7ac61dd29c6f21ba5b862f3730e37cfdc4fd806c22f221"),
    ("RFC 8439 A.2 #3", K1C, "00" * 11 + "02", 42, JABBERWOCKY,
     "62e6347f95ed87a45ffae7426f27a1df5fb69110044c0d73118effa95b01e5cf"
     "166d3df2d721caf9b21e5fb14c616871fd84c54f9d65b283196c7fe4f60553eb"
     "f39c6402c42234e32a356b3e764312a61a5532055716ead6962568f87d3f3f77"
     "04c6a8d1bcd1bf4d50d6154b6da731b187b58dfd728afa36757a797ac188d1"),
    ("RFC 8439 A.4 #1 (Poly1305 key generation)", bytes(32), "00" * 12, 0, bytes(32),
     "76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7"),
    ("RFC 8439 A.4 #2 (Poly1305 key generation)", bytes(31) + b"\x01", "00" * 11 + "02", 0,
     bytes(32), "ecfa254f845f647473d3cb140da9e87606cb33066c447b87bc2666dde3fbb739"),
    ("RFC 8439 A.4 #3 (Poly1305 key generation)", K1C, "00" * 11 + "02", 0, bytes(32),
     "965e3bc6f9ec7ed9560808f4d229f94b137ff275ca9b3fcbdd59deaad23310ae"),
]


def rk(r, s):
    """A Poly1305 key from the r and s numbers of RFC 8439 A.3 #5-#11."""
    return r.to_bytes(16, "little") + s.to_bytes(16, "little")


FF16 = b"\xff" * 16
# (source, key, message, tag)
RFC_POLY = [
    ("RFC 8439 2.5.2", "85d6be7857556d337f4452fe42d506a80103808afb0db2fd4abff6af4149f51b",
     b"Cryptographic Forum Research Group", "a8061dc1305136c6c22b8baf0c0127a9"),
    ("RFC 8439 A.3 #1", "00" * 32, bytes(64), "00" * 16),
    ("RFC 8439 A.3 #2", "00" * 16 + "36e5f6b5c5e06070f0efca96227a863e", IETF,
     "36e5f6b5c5e06070f0efca96227a863e"),
    ("RFC 8439 A.3 #3", "36e5f6b5c5e06070f0efca96227a863e" + "00" * 16, IETF,
     "f3477e7cd95417af89a6b8794c310cf0"),
    ("RFC 8439 A.3 #4", K1C.hex(), JABBERWOCKY, "4541669a7eaaee61e708dc7cbcc5eb62"),
    ("RFC 8439 A.3 #5 (not fully reduced)", rk(2, 0).hex(), FF16, "03" + "00" * 15),
    ("RFC 8439 A.3 #6 (s addition wraps)", rk(2, 2**128 - 1).hex(), b"\x02" + bytes(15),
     "03" + "00" * 15),
    ("RFC 8439 A.3 #7 (limb carry)", rk(1, 0).hex(),
     FF16 + b"\xf0" + b"\xff" * 15 + b"\x11" + bytes(15), "05" + "00" * 15),
    ("RFC 8439 A.3 #8 (result 2^130 - 5)", rk(1, 0).hex(),
     FF16 + b"\xfb" + b"\xfe" * 15 + b"\x01" * 16, "00" * 16),
    ("RFC 8439 A.3 #9 (result 2^130 - 6)", rk(2, 0).hex(), b"\xfd" + b"\xff" * 15,
     "fa" + "ff" * 15),
    ("RFC 8439 A.3 #10 (131-bit intermediate)", rk(1 + (4 << 64), 0).hex(),
     bytes.fromhex("e33594d7505e43b900000000000000003394d7505e4379cd0100000000000000"
                   "0000000000000000000000000000000001000000000000000000000000000000"),
     "14000000000000005500000000000000"),
    ("RFC 8439 A.3 #11 (131-bit final)", rk(1 + (4 << 64), 0).hex(),
     bytes.fromhex("e33594d7505e43b900000000000000003394d7505e4379cd0100000000000000"
                   "00000000000000000000000000000000"),
     "13000000000000000000000000000000"),
]

# (source, key, nonce, aad, plaintext, ciphertext, tag)
RFC_AEAD = [
    ("RFC 8439 2.8.2", K80_9F, "070000004041424344454647", "50515253c0c1c2c3c4c5c6c7",
     SUNSCREEN,
     "d31a8d34648e60db7b86afbc53ef7ec2a4aded51296e08fea9e2b5a736ee62d6"
     "3dbea45e8ca9671282fafb69da92728b1a71de0a9e060b2905d6a5b67ecd3b36"
     "92ddbd7f2d778b8c9803aee328091b58fab324e4fad675945585808b4831d7bc"
     "3ff4def08e4b7a9de576d26586cec64b6116",
     "1ae10b594f09e26a7e902ecbd0600691"),
    ("RFC 8439 A.5", K1C, "000000000102030405060708", "f33388860000000000004e91", DRAFTS,
     "64a0861575861af460f062c79be643bd5e805cfd345cf389f108670ac76c8cb2"
     "4c6cfc18755d43eea09ee94e382d26b0bdb7b73c321b0100d4f03b7f355894cf"
     "332f830e710b97ce98c8a84abd0b948114ad176e008d33bd60f982b1ff37c855"
     "9797a06ef4f0ef61c186324e2b3506383606907b6a7c02b0f9f6157b53c867e4"
     "b9166c767b804d46a59b5216cde7a4e99040c5a40433225ee282a1b0a06c523e"
     "af4534d7f83fa1155b0047718cbc546a0d072b04b3564eea1b422273f548271a"
     "0bb2316053fa76991955ebd63159434ecebb4e466dae5a1073a6727627097a10"
     "49e617d91d361094fa68f0ff77987130305beaba2eda04df997b714d6c6f2c29"
     "a6ad5cb4022b02709b",
     "eead9d67890cbb22392336fea1851f38"),
]
RFC_XAEAD = [
    ("draft-irtf-cfrg-xchacha-03 appendix (AEAD_XChaCha20_Poly1305)", K80_9F,
     bytes(range(0x40, 0x58)).hex(), "50515253c0c1c2c3c4c5c6c7", SUNSCREEN,
     "bd6d179d3e83d43b9576579493c0e939572a1700252bfaccbed2902c21396cbb"
     "731c7f1b0b4aa6440bf3a82f4eda7e39ae64c6708c54c216cb96b72e1213b452"
     "2f8c9ba40db5d945b11b69b982c1bb9e3f3fac2bc369488f76b2383565d3fff9"
     "21f9664c97637da9768812f615c68b13b52e",
     "c0875924c1c7987947deafd8780acf49"),
]
# HChaCha20: draft section 2.2.1.
RFC_HCHACHA = [
    ("draft-irtf-cfrg-xchacha-03 2.2.1", K0_1F, "000000090000004a0000000031415927",
     "82413b4227b27bfed30e42508a877d73a0f9e4d58a74a853c12ec41326d3ecdc"),
]
# XChaCha20 stream (draft appendix, block counter 0): first 64 keystream bytes.
RFC_XCHACHA = [
    ("draft-irtf-cfrg-xchacha-03 appendix (XChaCha20, counter 0, keystream)", K80_9F,
     (bytes(range(0x40, 0x57)) + b"\x58").hex(), 0, bytes(64),
     "1131ce9a2a20ae0d67c8935c7789fa1025c9e5bb720fb96f11354fb97af0bd9a"
     "adec0863ba60cac8582c48f86cdfc48edd46a48642c5de62ccf11c7b21bf337d"),
]
# The XChaCha20-Poly1305 example also publishes its Poly1305 key (block 0
# under the subkey); checked below.
XAEAD_POLY_KEY = "7b191f80f361f099094f6f4b8fb97df847cc6873a8f2b190dd73807183f907d5"


def h(b):
    return b.hex() if isinstance(b, bytes) else b.replace(" ", "")


def assert_published():
    check_rounds()
    for src, key, nonce, ctr, pt, ct in RFC_CHACHA:
        assert chacha20(key, bytes.fromhex(nonce), ctr, pt).hex() == h(ct), src
    for src, key, msg, tag in RFC_POLY:
        assert poly1305(bytes.fromhex(key), msg).hex() == tag, src
    for src, key, nonce, aad, pt, ct, tag in RFC_AEAD:
        c, t = aead(key, bytes.fromhex(nonce), bytes.fromhex(aad), pt)
        assert c.hex() == h(ct) and t.hex() == tag, src
    for src, key, nonce, out in RFC_HCHACHA:
        assert hchacha20(key, bytes.fromhex(nonce)).hex() == out, src
    for src, key, nonce, aad, pt, ct, tag in RFC_XAEAD:
        c, t = xaead(key, bytes.fromhex(nonce), bytes.fromhex(aad), pt)
        assert c.hex() == h(ct) and t.hex() == tag, src
        n = bytes.fromhex(nonce)
        assert xchacha20(key, n, 0, bytes(32)).hex() == XAEAD_POLY_KEY, src + " Poly1305 key"
    for src, key, nonce, ctr, pt, ct in RFC_XCHACHA:
        assert xchacha20(key, bytes.fromhex(nonce), ctr, pt).hex() == h(ct), src


# --- records ------------------------------------------------------------------------

class Out:
    def __init__(self):
        self.records = []   # (comment or None, [(field, value)], noble case or None)

    def add(self, fields, comment=None, noble=None):
        self.records.append((comment, fields, noble))


def chacha_records(o):
    for src, key, nonce, ctr, pt, ct in RFC_CHACHA:
        o.add([("alg", "CHACHA20"), ("key", key.hex()), ("nonce", nonce), ("counter", ctr),
               ("msg", pt.hex()), ("ct", h(ct))], src,
              dict(fn="chacha20", key=key.hex(), nonce=nonce, counter=ctr, msg=pt.hex()))
    lengths = list(range(0, 301)) + [511, 512, 513, 1000, 4096 + 3]
    for n in lengths:
        key, nonce, msg = pattern(32, n), pattern(12, n + 1000), pattern(n, n + 2000)
        ctr = (n * 0x9E3779B1) & 0x7FFFFFFF
        o.add([("alg", "CHACHA20"), ("key", key.hex()), ("nonce", nonce.hex()),
               ("counter", ctr), ("msg", msg.hex()), ("ct", chacha20(key, nonce, ctr, msg).hex())],
              None, dict(fn="chacha20", key=key.hex(), nonce=nonce.hex(), counter=ctr,
                         msg=msg.hex()))
    # The last counters: block 0xFFFFFFFF is the last one allowed.
    for ctr, n in ((0xFFFFFFFF, 0), (0xFFFFFFFF, 1), (0xFFFFFFFF, 64), (0xFFFFFFFE, 65),
                   (0xFFFFFFFE, 128), (0xFFFFFFFD, 150)):
        key, nonce, msg = pattern(32, ctr & 0xFF), pattern(12, n), pattern(n, 77)
        noble = None
        if ctr < 0xFFFFFFFF and n <= 64 * (0xFFFFFFFF - ctr):
            # noble refuses, by policy, any use of the block with counter 2^32 - 1
            noble = dict(fn="chacha20", key=key.hex(), nonce=nonce.hex(), counter=ctr,
                         msg=msg.hex())
        o.add([("alg", "CHACHA20"), ("key", key.hex()), ("nonce", nonce.hex()),
               ("counter", ctr), ("msg", msg.hex()), ("ct", chacha20(key, nonce, ctr, msg).hex())],
              "last counters: the block with counter 0xFFFFFFFF is allowed" +
              ("" if noble else " (cryptography only)"), noble)
    # One block too many: refused, nothing written.
    for ctr, n in ((0xFFFFFFFF, 65), (0xFFFFFFFF, 128), (0xFFFFFFFE, 129), (1, 64 * 0xFFFFFFFF + 1)):
        if n > 4096:
            o.add([("alg", "CHACHA20"), ("key", "00" * 32), ("nonce", "00" * 12), ("counter", ctr),
                   ("msg_len", n), ("error", "LENGTH")],
                  "counter 1 with 2^38 - 63 bytes: refused before any access (64-bit hosts)")
        else:
            o.add([("alg", "CHACHA20"), ("key", "00" * 32), ("nonce", "00" * 12), ("counter", ctr),
                   ("msg", "00" * n), ("error", "LENGTH")], "counter would wrap: refused")


def hchacha_records(o):
    for src, key, nonce, out in RFC_HCHACHA:
        o.add([("alg", "HCHACHA20"), ("key", key.hex()), ("nonce", nonce), ("out", out)], src,
              dict(fn="hchacha", key=key.hex(), nonce=nonce))
    for i in range(40):
        key, nonce = pattern(32, 3000 + i), pattern(16, 3100 + i)
        if i == 0:
            key, nonce = bytes(32), bytes(16)
        elif i == 1:
            key, nonce = b"\xff" * 32, b"\xff" * 16
        o.add([("alg", "HCHACHA20"), ("key", key.hex()), ("nonce", nonce.hex()),
               ("out", hchacha20(key, nonce).hex())], None,
              dict(fn="hchacha", key=key.hex(), nonce=nonce.hex()))
    for src, key, nonce, ctr, pt, ct in RFC_XCHACHA:
        o.add([("alg", "XCHACHA20"), ("key", key.hex()), ("nonce", nonce), ("counter", ctr),
               ("msg", pt.hex()), ("ct", h(ct))], src)


def poly_records(o):
    for src, key, msg, tag in RFC_POLY:
        o.add([("alg", "POLY1305"), ("key", key), ("msg", msg.hex()), ("tag", tag)], src,
              dict(fn="poly1305", key=key, msg=msg.hex()))
    for n in list(range(0, 301)) + [1000, 4096 + 5]:
        key, msg = pattern(32, 4000 + n), pattern(n, 4500 + n)
        o.add([("alg", "POLY1305"), ("key", key.hex()), ("msg", msg.hex()),
               ("tag", poly1305(key, msg).hex())], None,
              dict(fn="poly1305", key=key.hex(), msg=msg.hex()))
    # Extremes of the accumulator: the largest clamped r with all-ones
    # messages and s, and r = 1 with block sums that land on and around
    # p = 2^130 - 5 and its multiples (final reduction, its carry, s wrap).
    rmax = int.from_bytes(bytes.fromhex("ffffff0ffcffff0ffcffff0ffcffff0f"), "little")
    cases = []
    for n in (16, 32, 48, 64, 100, 160, 255, 1024):
        cases.append((rk(rmax, 2**128 - 1), b"\xff" * n))
    p = 2**130 - 5
    for target in (p - 1, p, p + 1, p + 4, 2**130 - 1, 2**130, 2 * p - 1, 2 * p, 2 * p + 3,
                   3 * p, 4 * p + 2, 2**131 - 1):
        # r = 1 and full blocks b_i = m_i + 2^128: the polynomial is sum(b_i).
        nblk = max(3, round(target / (3 * 2**127)))  # blocks near 1.5 * 2^128
        base = target // nblk
        blocks = [base] * (nblk - 1) + [target - base * (nblk - 1)]
        assert all(2**128 <= b < 2**129 for b in blocks) and sum(blocks) == target
        msg = b"".join((b - 2**128).to_bytes(16, "little") for b in blocks)
        for s in (0, 2**128 - 1):
            cases.append((rk(1, s), msg))
    for key, msg in cases:
        o.add([("alg", "POLY1305"), ("key", key.hex()), ("msg", msg.hex()),
               ("tag", poly1305(key, msg).hex())], None,
              dict(fn="poly1305", key=key.hex(), msg=msg.hex()))


def aead_records(o, x):
    name = "XCHACHA20POLY1305" if x else "CHACHA20POLY1305"
    fn = "xchacha20poly1305" if x else "chacha20poly1305"
    nlen = 24 if x else 12
    seal = xaead if x else aead
    for src, key, nonce, aad, pt, ct, tag in (RFC_XAEAD if x else RFC_AEAD):
        o.add([("alg", name), ("key", key.hex()), ("nonce", nonce), ("aad", aad),
               ("msg", pt.hex()), ("ct", h(ct)), ("tag", tag)], src,
              dict(fn=fn, key=key.hex(), nonce=nonce, aad=aad, msg=pt.hex()))
    seed = 7000 if x else 5000
    # every message length 0..300 (associated data cycling through 0..70),
    # every associated-data length 0..70 with a short message, and a few
    # long messages.
    shapes = [(n, n % 71) for n in range(0, 301)] + [(17, a) for a in range(0, 71)]
    shapes += [(1000, 16), (1500, 33), (4096 + 17, 0)] + ([] if x else [(8000, 12)])
    for i, (n, a) in enumerate(shapes):
        key, nonce = pattern(32, seed + i), pattern(nlen, seed + 1000 + i)
        aad, msg = pattern(a, seed + 2000 + i), pattern(n, seed + 3000 + i)
        ct, tag = seal(key, nonce, aad, msg)
        o.add([("alg", name), ("key", key.hex()), ("nonce", nonce.hex()), ("aad", aad.hex()),
               ("msg", msg.hex()), ("ct", ct.hex()), ("tag", tag.hex())], None,
              dict(fn=fn, key=key.hex(), nonce=nonce.hex(), aad=aad.hex(), msg=msg.hex()))


def field_value(k, v):
    return str(v) if k in ("counter", "msg_len") else v


def main():
    noble_dir = sys.argv[1]
    outdir = sys.argv[2] if len(sys.argv) > 2 else HERE
    assert_published()
    o = Out()
    chacha_records(o)
    hchacha_records(o)
    poly_records(o)
    aead_records(o, False)
    aead_records(o, True)

    # Every record (except those noble refuses) recomputed by @noble/ciphers.
    cases = [nb for _, _, nb in o.records if nb is not None]
    noble = json.loads(subprocess.run(
        ["node", os.path.join(HERE, "noble_chacha.mjs"), noble_dir],
        input=json.dumps(cases), capture_output=True, text=True, check=True).stdout)
    assert len(noble) == len(cases)
    it = iter(noble)
    checked = 0
    for comment, fields, nb in o.records:
        if nb is None:
            continue
        f = dict(fields)
        want = {"chacha20": lambda: f["ct"], "hchacha": lambda: f["out"],
                "poly1305": lambda: f["tag"]}.get(nb["fn"], lambda: f["ct"] + f["tag"])()
        got = next(it)
        assert got == want, f"noble disagrees: {nb['fn']} {fields[:3]}"
        checked += 1

    version = json.load(open(os.path.join(noble_dir, "@noble/ciphers/package.json")))["version"]
    out = [
        "# qzcrypt known answers: ChaCha20, HChaCha20, XChaCha20, Poly1305, ChaCha20-Poly1305,\n"
        "# XChaCha20-Poly1305 (RFC 8439, draft-irtf-cfrg-xchacha-03)\n",
        f"# Source: pyca/cryptography {cryptography.__version__} ({ssl.OPENSSL_VERSION}) for ChaCha20,\n"
        "# Poly1305 and ChaCha20-Poly1305; HChaCha20 in the generator (checked against the draft and\n"
        "# against cryptography's keystream); every record but the counter-0xFFFFFFFF ones also\n"
        f"# recomputed by @noble/ciphers {version} ({checked} records agree); published examples\n"
        "# of RFC 8439 and the XChaCha draft asserted and marked.\n",
        "# Generator: kat/gen_chacha.py (regenerate: /usr/bin/python3 kat/gen_chacha.py NODE_MODULES)\n\n",
    ]
    for comment, fields, _ in o.records:
        if comment:
            out.append(f"# {comment}\n")
        out.append("".join(f"{k} = {field_value(k, v)}\n" for k, v in fields) + "\n")
    with open(os.path.join(outdir, "chacha.txt"), "w") as fh:
        fh.write("".join(out))
    print(f"{len(o.records)} records, {checked} checked against noble", file=sys.stderr)


if __name__ == "__main__":
    main()

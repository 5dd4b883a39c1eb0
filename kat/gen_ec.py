#!/usr/bin/env python3
"""Generate qzcrypt's NIST-curve known answers: kat/ec.txt (keys, SEC 1
points, ECDH) and kat/ecdsa.txt (ECDSA signing, verification, DER).

Curves P-256, P-384, P-521 (FIPS 186-5, SP 800-186 3.2.1.3-3.2.1.5).

Independent implementations:
  - pyca/cryptography (OpenSSL): public keys from private scalars, SEC 1
    encoding and decoding (both forms), ECDH, signature verification, DER
    signature encoding and decoding;
  - @noble/curves (npm, JavaScript) through kat/noble_ec.mjs: RFC 6979
    deterministic and hedged signatures (OpenSSL 3.0 has no RFC 6979), and
    a recomputation of every public key, point decoding, shared secret and
    verification result, which must agree with cryptography;
  - the RFC 6979 examples of appendix A.2.5 (P-256), A.2.6 (P-384) and
    A.2.7 (P-521) for SHA-256, SHA-384, SHA-512 and the messages "sample"
    and "test", whose published r and s are written below as facts: noble
    must reproduce each, and cryptography must verify each;
  - every signature noble produces must verify with cryptography;
  - the curve constants below (SP 800-186 3.2.1) are checked against
    cryptography: G is 1*G, (n-1)*G is -G, G is on y^2 = x^3 - 3x + b.

The signatures of the verification records are made with nonces from a
seeded generator (so that the files regenerate byte for byte), computed
here with Python integers and cryptography's scalar multiplication, and
checked by cryptography's and noble's verifiers; the small affine model
below (add, double-and-add) only builds inputs (digests of odd lengths),
it is never the reference for an expected value on its own.

    npm install --prefix /tmp/noble @noble/curves @noble/hashes
    python3 kat/gen_ec.py /tmp/noble/node_modules [outdir]

Any cryptography will do (Debian's 38.0.4 on OpenSSL 3.0 does); with
cryptography 44 or later on OpenSSL 3.2 or later, every deterministic
signature is also recomputed by OpenSSL's own RFC 6979 and must agree
(a third implementation; the files' header says whether that ran).

Sample sets (doc/testing.md, "How a family stays within its share"):
kat/ec_sample.txt and kat/ecdsa_sample.txt hold a fixed subset for cross
builds (under qemu-arm and, on the M0+, the simulator, where a P-521
scalar multiplication costs seconds): every refused input (they cost no
scalar multiplication), every DER record, and per curve a few valid
records chosen by in_sample() below. Both kinds of file start with an
`op = SET` record naming the set (`set = full` or `set = sample`).

Record format (kat/gen_sha2.py): blank-line separated `key = value`
records, hex values; `curve` is P256, P384 or P521, `hash` SHA256, SHA384,
SHA512 or SHA3_256, `op` the operation; `result` is `ok` or the name of the
QZ_ERR_* code the call must return (ENCODING, LENGTH, AUTH).

kat/ec.txt:
  op = KEYGEN   d -> pub (SEC 1 uncompressed), pubc (compressed); or d
                refused by qz_ec_set_private_key_raw with `result`.
  op = POINT    sec1 (either form) -> pub, pubc (the round trip); or
                refused by qz_ec_set_public_key_sec1 with `result`.
  op = ECDH     d, peer (SEC 1) -> z (x of d * peer); or a peer refused
                with `result` when its key object is set.
kat/ecdsa.txt:
  op = SIGN     d, hash, msg or digest (and `extra`: the random bytes of
                a hedged signature, RFC 6979 3.6) -> sig (raw r || s),
                der; pub is dG.
  op = VERIFY   pub, msg and hash, or digest (any length 1..64, no hash),
                sig (raw r || s) -> result ok or AUTH.
  op = DER      der -> sig (raw), or result ENCODING.
"""
import hashlib
import json
import os
import random
import ssl
import subprocess
import sys

import cryptography
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, utils

HERE = os.path.dirname(os.path.abspath(__file__))

# --- the curves (SP 800-186 3.2.1.3-3.2.1.5; `openssl ecparam -param_enc explicit`) ---------
CURVES = {
    "P256": dict(
        bits=256, cls=ec.SECP256R1,
        p=0xffffffff00000001000000000000000000000000ffffffffffffffffffffffff,
        n=0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551,
        b=0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b,
        gx=0x6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296,
        gy=0x4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5),
    "P384": dict(
        bits=384, cls=ec.SECP384R1,
        p=int("fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe"
              "ffffffff0000000000000000ffffffff", 16),
        n=int("ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf"
              "581a0db248b0a77aecec196accc52973", 16),
        b=int("b3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875a"
              "c656398d8a2ed19d2a85c8edd3ec2aef", 16),
        gx=int("aa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a38"
               "5502f25dbf55296c3a545e3872760ab7", 16),
        gy=int("3617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c0"
               "0a60b1ce1d7e819d7a431d7c90ea0e5f", 16)),
    "P521": dict(
        bits=521, cls=ec.SECP521R1,
        p=2**521 - 1,
        n=int("01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
              "fa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409", 16),
        b=int("0051953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef109"
              "e156193951ec7e937b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f00", 16),
        gx=int("00c6858e06b70404e9cd9e3ecb662395b4429c648139053fb521f828af606b4d3d"
               "baa14b5e77efe75928fe1dc127a2ffa8de3348b3c1856a429bf97e7e31c2e5bd66", 16),
        gy=int("011839296a789a3bc0045c8a5fb42c7d1bd998f54449579b446817afbd17273e66"
               "2c97ee72995ef42640c550b9013fad0761353c7086a272c24088be94769fd16650", 16)),
}
for _name, _c in CURVES.items():
    _c["name"] = _name
    _c["L"] = (_c["bits"] + 7) // 8

HASHES = {  # record name -> (hashlib name, cryptography class)
    "SHA256": ("sha256", hashes.SHA256),
    "SHA384": ("sha384", hashes.SHA384),
    "SHA512": ("sha512", hashes.SHA512),
    "SHA3_256": ("sha3_256", hashes.SHA3_256),
}
# cryptography's Prehashed needs a hash of the digest's size.
PREHASH_BY_LEN = {20: hashes.SHA1, 28: hashes.SHA224, 32: hashes.SHA256, 48: hashes.SHA384,
                  64: hashes.SHA512}


def H(hname, msg):
    return hashlib.new(HASHES[hname][0], msg).digest()


def be(v, n):
    return v.to_bytes(n, "big")


# --- RFC 6979 appendix A.2.5-A.2.7: published facts -------------------------------------------
# (curve, private key x, [(hash, message, r, s)]); values as printed in the RFC.
def _h(s):
    return "".join(s.split())


RFC6979 = [
    ("P256", "A.2.5", "C9AFA9D845BA75166B5C215767B1D6934E50C3DB36E89B127B8A622B120F6721", [
        ("SHA256", "sample", "EFD48B2AACB6A8FD1140DD9CD45E81D69D2C877B56AAF991C34D0EA84EAF3716",
         "F7CB1C942D657C41D436C7A1B6E29F65F3E900DBB9AFF4064DC4AB2F843ACDA8"),
        ("SHA384", "sample", "0EAFEA039B20E9B42309FB1D89E213057CBF973DC0CFC8F129EDDDC800EF7719",
         "4861F0491E6998B9455193E34E7B0D284DDD7149A74B95B9261F13ABDE940954"),
        ("SHA512", "sample", "8496A60B5E9B47C825488827E0495B0E3FA109EC4568FD3F8D1097678EB97F00",
         "2362AB1ADBE2B8ADF9CB9EDAB740EA6049C028114F2460F96554F61FAE3302FE"),
        ("SHA256", "test", "F1ABB023518351CD71D881567B1EA663ED3EFCF6C5132B354F28D3B0B7D38367",
         "019F4113742A2B14BD25926B49C649155F267E60D3814B4C0CC84250E46F0083"),
        ("SHA384", "test", "83910E8B48BB0C74244EBDF7F07A1C5413D61472BD941EF3920E623FBCCEBEB6",
         "8DDBEC54CF8CD5874883841D712142A56A8D0F218F5003CB0296B6B509619F2C"),
        ("SHA512", "test", "461D93F31B6540894788FD206C07CFA0CC35F46FA3C91816FFF1040AD1581A04",
         "39AF9F15DE0DB8D97E72719C74820D304CE5226E32DEDAE67519E840D1194E55"),
    ]),
    ("P384", "A.2.6", "6B9D3DAD2E1B8C1C05B19875B6659F4DE23C3B667BF297BA9AA47740787137D8"
     "96D5724E4C70A825F872C9EA60D2EDF5", [
        ("SHA256", "sample",
         "21B13D1E013C7FA1392D03C5F99AF8B30C570C6F98D4EA8E354B63A21D3DAA33"
         "BDE1E888E63355D92FA2B3C36D8FB2CD",
         "F3AA443FB107745BF4BD77CB3891674632068A10CA67E3D45DB2266FA7D1FEEB"
         "EFDC63ECCD1AC42EC0CB8668A4FA0AB0"),
        ("SHA384", "sample",
         "94EDBB92A5ECB8AAD4736E56C691916B3F88140666CE9FA73D64C4EA95AD133C"
         "81A648152E44ACF96E36DD1E80FABE46",
         "99EF4AEB15F178CEA1FE40DB2603138F130E740A19624526203B6351D0A3A94F"
         "A329C145786E679E7B82C71A38628AC8"),
        ("SHA512", "sample",
         "ED0959D5880AB2D869AE7F6C2915C6D60F96507F9CB3E047C0046861DA4A799C"
         "FE30F35CC900056D7C99CD7882433709",
         "512C8CCEEE3890A84058CE1E22DBC2198F42323CE8ACA9135329F03C068E5112"
         "DC7CC3EF3446DEFCEB01A45C2667FDD5"),
        ("SHA256", "test",
         "6D6DEFAC9AB64DABAFE36C6BF510352A4CC27001263638E5B16D9BB51D451559"
         "F918EEDAF2293BE5B475CC8F0188636B",
         "2D46F3BECBCC523D5F1A1256BF0C9B024D879BA9E838144C8BA6BAEB4B53B47D"
         "51AB373F9845C0514EEFB14024787265"),
        ("SHA384", "test",
         "8203B63D3C853E8D77227FB377BCF7B7B772E97892A80F36AB775D509D7A5FEB"
         "0542A7F0812998DA8F1DD3CA3CF023DB",
         "DDD0760448D42D8A43AF45AF836FCE4DE8BE06B485E9B61B827C2F13173923E0"
         "6A739F040649A667BF3B828246BAA5A5"),
        ("SHA512", "test",
         "A0D5D090C9980FAF3C2CE57B7AE951D31977DD11C775D314AF55F76C676447D0"
         "6FB6495CD21B4B6E340FC236584FB277",
         "976984E59B4C77B0E8E4460DCA3D9F20E07B9BB1F63BEEFAF576F6B2E8B22463"
         "4A2092CD3792E0159AD9CEE37659C736"),
    ]),
    ("P521", "A.2.7", "0FAD06DAA62BA3B25D2FB40133DA757205DE67F5BB0018FEE8C86E1B68C7E75C"
     "AA896EB32F1F47C70855836A6D16FCC1466F6D8FBEC67DB89EC0C08B0E996B83538", [
        ("SHA256", "sample",
         "1511BB4D675114FE266FC4372B87682BAECC01D3CC62CF2303C92B3526012659"
         "D16876E25C7C1E57648F23B73564D67F61C6F14D527D54972810421E7D87589E1A7",
         "04A171143A83163D6DF460AAF61522695F207A58B95C0644D87E52AA1A347916"
         "E4F7A72930B1BC06DBE22CE3F58264AFD23704CBB63B29B931F7DE6C9D949A7ECFC"),
        ("SHA384", "sample",
         "1EA842A0E17D2DE4F92C15315C63DDF72685C18195C2BB95E572B9C5136CA4B4"
         "B576AD712A52BE9730627D16054BA40CC0B8D3FF035B12AE75168397F5D50C67451",
         "1F21A3CEE066E1961025FB048BD5FE2B7924D0CD797BABE0A83B66F1E35EEAF5"
         "FDE143FA85DC394A7DEE766523393784484BDF3E00114A1C857CDE1AA203DB65D61"),
        ("SHA512", "sample",
         "0C328FAFCBD79DD77850370C46325D987CB525569FB63C5D3BC53950E6D4C5F1"
         "74E25A1EE9017B5D450606ADD152B534931D7D4E8455CC91F9B15BF05EC36E377FA",
         "0617CCE7CF5064806C467F678D3B4080D6F1CC50AF26CA209417308281B68AF2"
         "82623EAA63E5B5C0723D8B8C37FF0777B1A20F8CCB1DCCC43997F1EE0E44DA4A67A"),
        ("SHA256", "test",
         "00E871C4A14F993C6C7369501900C4BC1E9C7B0B4BA44E04868B30B41D807104"
         "2EB28C4C250411D0CE08CD197E4188EA4876F279F90B3D8D74A3C76E6F1E4656AA8",
         "0CD52DBAA33B063C3A6CD8058A1FB0A46A4754B034FCC644766CA14DA8CA5CA9"
         "FDE00E88C1AD60CCBA759025299079D7A427EC3CC5B619BFBC828E7769BCD694E86"),
        ("SHA384", "test",
         "14BEE21A18B6D8B3C93FAB08D43E739707953244FDBE924FA926D76669E7AC8C"
         "89DF62ED8975C2D8397A65A49DCC09F6B0AC62272741924D479354D74FF6075578C",
         "133330865C067A0EAF72362A65E2D7BC4E461E8C8995C3B6226A21BD1AA78F0E"
         "D94FE536A0DCA35534F0CD1510C41525D163FE9D74D134881E35141ED5E8E95B979"),
        ("SHA512", "test",
         "13E99020ABF5CEE7525D16B69B229652AB6BDF2AFFCAEF38773B4B7D08725F10"
         "CDB93482FDCC54EDCEE91ECA4166B2A7C6265EF0CE2BD7051B7CEF945BABD47EE6D",
         "1FBD0013C674AA79CB39849527916CE301C66EA7CE8B80682786AD60F98F7E78"
         "A19CA69EFF5C57400E3B3A0AD66CE0978214D13BAF4E9AC60752F7B155E2DE4DCE3"),
    ]),
]
# RFC 6979 A.2.5-A.2.7 also publish the public keys (Ux, Uy).
RFC6979_PUB = {
    "P256": ("60FED4BA255A9D31C961EB74C6356D68C049B8923B61FA6CE669622E60F29FB6",
             "7903FE1008B8BC99A41AE9E95628BC64F2F1B20C2D7E9F5177A3C294D4462299"),
    "P384": ("EC3A4E415B4E19A4568618029F427FA5DA9A8BC4AE92E02E06AAE5286B300C64"
             "DEF8F0EA9055866064A254515480BC13",
             "8015D9B72D7D57244EA8EF9AC0C621896708A59367F9DFB9F54CA84B3F1C9DB1"
             "288B231C3AE0D4FE7344FD2533264720"),
    "P521": ("1894550D0785932E00EAA23B694F213F8C3121F86DC97A04E5A7167DB4E5BCD3"
             "71123D46E45DB6B5D5370A7F20FB633155D38FFA16D2BD761DCAC474B9A2F5023A4",
             "493101C962CD4D2FDDF782285E64584139C2F91B47F87FF82354D6630F746A2"
             "8A0DB25741B5B34A828008B22ACC23F924FAAFBD4D33F81EA66956DFEAA2BFDFCF5"),
}


# --- cryptography helpers ------------------------------------------------------------------

def priv(c, d):
    return ec.derive_private_key(d, c["cls"]())


def point_of(c, d):
    """(x, y) of d*G by OpenSSL."""
    nums = priv(c, d).public_key().public_numbers()
    return nums.x, nums.y


def sec1(c, x, y, compressed=False):
    L = c["L"]
    if compressed:
        return bytes([2 | (y & 1)]) + be(x, L)
    return b"\x04" + be(x, L) + be(y, L)


def pubkey(c, x, y):
    return ec.EllipticCurvePublicNumbers(x, y, c["cls"]()).public_key()


def ossl_decode(c, data):
    """cryptography's SEC 1 decoding: (x, y) or None if refused."""
    try:
        k = ec.EllipticCurvePublicKey.from_encoded_point(c["cls"](), data)
    except ValueError:
        return None
    n = k.public_numbers()
    return n.x, n.y


def ossl_encode(c, x, y):
    k = pubkey(c, x, y)
    return (k.public_bytes(serialization.Encoding.X962,
                           serialization.PublicFormat.UncompressedPoint),
            k.public_bytes(serialization.Encoding.X962,
                           serialization.PublicFormat.CompressedPoint))


def ossl_verify(c, x, y, sig, msg=None, hname=None, digest=None):
    r, s = int.from_bytes(sig[:c["L"]], "big"), int.from_bytes(sig[c["L"]:], "big")
    if not (0 < r < c["n"] and 0 < s < c["n"]):
        return False  # encode_dss_signature / OpenSSL reject these anyway
    der = utils.encode_dss_signature(r, s)
    if msg is not None:
        digest = H(hname, msg)
    alg = PREHASH_BY_LEN.get(len(digest))
    if alg is None:
        return None  # cryptography cannot take this digest length
    try:
        pubkey(c, x, y).verify(der, digest, ec.ECDSA(utils.Prehashed(alg())))
        return True
    except InvalidSignature:
        return False


# --- a small affine model: builds inputs only -----------------------------------------------

def m_add(c, P, Q):
    p = c["p"]
    if P is None:
        return Q
    if Q is None:
        return P
    if P[0] == Q[0]:
        if (P[1] + Q[1]) % p == 0:
            return None
        lam = (3 * P[0] * P[0] - 3) * pow(2 * P[1], -1, p) % p
    else:
        lam = (Q[1] - P[1]) * pow(Q[0] - P[0], -1, p) % p
    x = (lam * lam - P[0] - Q[0]) % p
    return x, (lam * (P[0] - x) - P[1]) % p


def m_mul(c, k, P):
    R = None
    for bit in bin(k)[2:]:
        R = m_add(c, R, R)
        if bit == "1":
            R = m_add(c, R, P)
    return R


def on_curve(c, x, y):
    p = c["p"]
    return 0 <= x < p and 0 <= y < p and (y * y - (x * x * x - 3 * x + c["b"])) % p == 0


def sqrt_mod(c, v):
    """A square root mod p (p = 3 mod 4 for the three curves), or None."""
    p = c["p"]
    r = pow(v % p, (p + 1) // 4, p)
    return r if r * r % p == v % p else None


def bits2int(c, digest):
    e = int.from_bytes(digest, "big")
    nbits = c["n"].bit_length()
    if 8 * len(digest) > nbits:
        e >>= 8 * len(digest) - nbits
    return e


def sign_with_k(c, d, digest, k):
    """FIPS 186-5 6.4.1 with a given nonce; kG by OpenSSL."""
    n = c["n"]
    r = point_of(c, k)[0] % n
    s = pow(k, -1, n) * (bits2int(c, digest) + r * d) % n
    assert r and s
    return be(r, c["L"]) + be(s, c["L"])


def check_curve(c):
    G = (c["gx"], c["gy"])
    assert point_of(c, 1) == G, c["name"]
    assert point_of(c, c["n"] - 1) == (c["gx"], c["p"] - c["gy"]), c["name"]
    assert on_curve(c, *G) and c["p"] % 4 == 3
    assert m_mul(c, 12345, G) == point_of(c, 12345)
    try:
        priv(c, c["n"])
        raise AssertionError("cryptography took d = n")
    except ValueError:
        pass


# --- DER ----------------------------------------------------------------------------------

def der_len(n):
    if n < 0x80:
        return bytes([n])
    b = be(n, (n.bit_length() + 7) // 8)
    return bytes([0x80 | len(b)]) + b


def der_int(v, pad=None):
    b = be(v, max(1, (v.bit_length() + 7) // 8)) if pad is None else pad
    if pad is None and b[0] & 0x80:
        b = b"\x00" + b
    return b"\x02" + der_len(len(b)) + b


def der_seq(body):
    return b"\x30" + der_len(len(body)) + body


def strict_der(c, data):
    """The decoder ecdsa.h specifies, as a model: raw r || s, or None."""
    def length(buf, i):
        if i >= len(buf):
            return None
        a = buf[i]
        if a < 0x80:
            return a, i + 1
        k = a & 0x7F
        if k == 0 or k > 2 or i + 1 + k > len(buf) or buf[i + 1] == 0:
            return None
        v = int.from_bytes(buf[i + 1:i + 1 + k], "big")
        if v < 0x80:
            return None
        return v, i + 1 + k

    def integer(buf, i):
        if i >= len(buf) or buf[i] != 0x02:
            return None
        t = length(buf, i + 1)
        if t is None:
            return None
        n, j = t
        if n == 0 or j + n > len(buf):
            return None
        v = buf[j:j + n]
        if v[0] & 0x80 or (n > 1 and v[0] == 0 and not v[1] & 0x80):
            return None
        x = int.from_bytes(v, "big")
        if not 0 < x < c["n"]:
            return None
        return x, j + n

    if len(data) < 2 or data[0] != 0x30:
        return None
    t = length(data, 1)
    if t is None or t[1] + t[0] != len(data):
        return None
    a = integer(data, t[1])
    if a is None:
        return None
    b = integer(data, a[1])
    if b is None or b[1] != len(data):
        return None
    return be(a[0], c["L"]) + be(b[0], c["L"])


def ossl_der(c, data):
    """cryptography's DER decoding: raw r || s, "out of range" or None if refused."""
    try:
        r, s = utils.decode_dss_signature(data)
    except ValueError:
        return None
    if not (0 < r < c["n"] and 0 < s < c["n"]):
        return "out of range"
    return be(r, c["L"]) + be(s, c["L"])


# --- records -------------------------------------------------------------------------------

class Out:
    def __init__(self):
        self.records = []  # (comment, fields, check), check(noble result) -> bool or None

    def add(self, fields, comment=None, noble=None, check=None):
        self.records.append((comment, fields, noble, check))

    def text(self):
        out = []
        for comment, fields, _, _ in self.records:
            if comment:
                out.append(f"# {comment}\n")
            out.extend(f"{k} = {v}\n" for k, v in fields)
            out.append("\n")
        return "".join(out)


def keygen_records(o, c, rnd):
    n, L, name = c["n"], c["L"], c["name"]
    ds = [(1, "d = 1: G"), (2, "d = 2"), (3, "d = 3"), (n - 1, "d = n - 1: -G"),
          (n - 2, "d = n - 2"), (2 ** (c["bits"] - 1), "d = 2^(bits-1)"),
          (int(RFC6979[[r[0] for r in RFC6979].index(name)][2], 16), "the RFC 6979 key")]
    ds += [(rnd.randrange(1, n), f"random d #{i + 1}") for i in range(3)]
    for d, comment in ds:
        x, y = point_of(c, d)
        u, cp = ossl_encode(c, x, y)
        assert u == sec1(c, x, y) and cp == sec1(c, x, y, True)
        o.add([("op", "KEYGEN"), ("curve", name), ("d", be(d, L).hex()), ("pub", u.hex()),
               ("pubc", cp.hex())], comment,
              dict(fn="pub", curve=name, d=be(d, L).hex()),
              lambda got, u=u, cp=cp: got == [u.hex(), cp.hex()])
    bad = [(b"\x00" * L, "ENCODING", "d = 0"), (be(n, L), "ENCODING", "d = n"),
           (be(n + 1, L), "ENCODING", "d = n + 1"), (b"\xff" * L, "ENCODING", "d = 2^(8L) - 1"),
           (be(1, L - 1), "LENGTH", "d one byte short"), (be(1, L + 1), "LENGTH",
                                                          "d one byte long (value 1)")]
    if name == "P521":
        bad.append((b"\x02" + bytes(L - 1), "ENCODING", "d = 2^521 (bits above the order's)"))
    for d, res, comment in bad:
        o.add([("op", "KEYGEN"), ("curve", name), ("d", d.hex()), ("result", res)], comment)


def small_x_point(c, start=0):
    """The valid point with the smallest x >= start (and its y)."""
    x = start
    while True:
        y = sqrt_mod(c, x ** 3 - 3 * x + c["b"])
        if y is not None:
            return x, y
        x += 1


def no_root_x(c, rnd):
    while True:
        x = rnd.randrange(c["p"])
        if sqrt_mod(c, x ** 3 - 3 * x + c["b"]) is None:
            return x


def point_records(o, c, rnd):
    """SEC 1 round trips: both parities, both forms, as input."""
    name, p = c["name"], c["p"]
    pts = [(point_of(c, 1), "G"), (point_of(c, c["n"] - 1), "-G")]
    while len([1 for (x, y), _ in pts if y & 1]) < 3 or len([1 for (x, y), _ in pts if not y & 1]) < 3:
        pts.append((point_of(c, rnd.randrange(1, c["n"])), None))
    x0, y0 = small_x_point(c)
    pts.append(((x0, y0), "the smallest valid x"))
    pts.append(((x0, p - y0), "the smallest valid x, other y"))
    for i, ((x, y), comment) in enumerate(pts):
        u, cp = ossl_encode(c, x, y)
        for form, enc in (("compressed", cp), ("uncompressed", u)):
            if form == "uncompressed" and i % 2:
                continue  # half of them given uncompressed too
            assert ossl_decode(c, enc) == (x, y)
            o.add([("op", "POINT"), ("curve", name), ("sec1", enc.hex()), ("pub", u.hex()),
                   ("pubc", cp.hex())],
                  f"{comment + ', ' if comment else ''}{form}, y {'odd' if y & 1 else 'even'}",
                  dict(fn="point", curve=name, sec1=enc.hex()),
                  lambda got, u=u: got == u.hex())


def invalid_points(c, rnd):
    """(encoding, expected error, comment): what qz_ec_set_public_key_sec1 refuses."""
    name, p, L = c["name"], c["p"], c["L"]
    gx, gy = c["gx"], c["gy"]
    x0, y0 = small_x_point(c)
    xr = no_root_x(c, rnd)
    top = 2 ** (8 * L)
    out = [
        (sec1(c, gx, (gy + 1) % p), "ENCODING", "off the curve (G with y + 1)"),
        (sec1(c, gx ^ 1, gy), "ENCODING", "off the curve (G with x's low bit flipped)"),
        (b"\x04" + bytes(2 * L), "ENCODING", "(0, 0): off the curve"),
        (b"\x04" + be(p, L) + be(gy, L), "ENCODING", "x = p"),
        (b"\x04" + be(x0 + p, L) + be(y0, L), "ENCODING",
         "x + p for a valid point: x >= p, on the curve mod p"),
        (b"\x04" + be(gx, L) + be(p, L), "ENCODING", "y = p"),
        (b"\x04" + b"\xff" * (2 * L), "ENCODING", "x = y = 2^(8L) - 1"),
        (bytes([2 | (y0 & 1)]) + be(x0 + p, L), "ENCODING",
         "compressed x + p for a valid x: x >= p"),
        (b"\x02" + be(p, L), "ENCODING", "compressed x = p"),
        (b"\x02" + be(xr, L), "ENCODING", "compressed x with no square root (even)"),
        (b"\x03" + be(xr, L), "ENCODING", "compressed x with no square root (odd)"),
        # ec.h: a length that is neither form's is QZ_ERR_LENGTH, and the
        # encoding of infinity is one byte long
        (b"\x00", "LENGTH", "the point at infinity (single byte 0x00): neither form's length"),
        (b"\x00" + be(gx, L) + be(gy, L), "ENCODING", "prefix 0x00, uncompressed length"),
        (b"\x05" + be(gx, L) + be(gy, L), "ENCODING", "prefix 0x05"),
        (b"\x05" + be(gx, L), "ENCODING", "prefix 0x05, compressed length"),
        (bytes([6 | (gy & 1)]) + be(gx, L) + be(gy, L), "ENCODING", "hybrid form 0x06/0x07"),
        (b"\x02" + be(gx, L) + be(gy, L), "ENCODING", "prefix 0x02, uncompressed length"),
        (b"\x04" + be(gx, L), "ENCODING", "prefix 0x04, compressed length"),
        (b"", "LENGTH", "empty"),
        (be(gx, L) + be(gy, L), "LENGTH", "X || Y without the prefix"),
        (sec1(c, gx, gy)[:-1], "LENGTH", "uncompressed, one byte short"),
        (sec1(c, gx, gy) + b"\x00", "LENGTH", "uncompressed, one byte long"),
        (sec1(c, gx, gy, True)[:-1], "LENGTH", "compressed, one byte short"),
        (sec1(c, gx, gy, True) + b"\x00", "LENGTH", "compressed, one byte long"),
    ]
    if gy + p < top:
        out.append((b"\x04" + be(gx, L) + be(gy + p, L), "ENCODING",
                    "G with y + p: y >= p, on the curve mod p"))
    for enc, _, comment in out:
        assert ossl_decode(c, enc) is None, (name, comment)
    return out


def ecdh_records(o, c, rnd):
    name, L, n = c["name"], c["L"], c["n"]
    cases = [(rnd.randrange(1, n), rnd.randrange(1, n), False, "random d and peer"),
             (rnd.randrange(1, n), rnd.randrange(1, n), True, "peer compressed"),
             (rnd.randrange(1, n), 1, False, "peer G: z = x(dG)"),
             (n - 1, rnd.randrange(1, n), True, "d = n - 1: z = x(-Q) = x(Q)"),
             (1, rnd.randrange(1, n), False, "d = 1: z = x(Q)")]
    for d, e, comp, comment in cases:
        qx, qy = point_of(c, e)
        peer = sec1(c, qx, qy, comp)
        z = priv(c, d).exchange(ec.ECDH(), pubkey(c, qx, qy))
        assert len(z) == L
        o.add([("op", "ECDH"), ("curve", name), ("d", be(d, L).hex()), ("peer", peer.hex()),
               ("z", z.hex())], comment,
              dict(fn="ecdh", curve=name, d=be(d, L).hex(), peer=peer.hex()),
              lambda got, z=z: got == z.hex())
    d = be(rnd.randrange(1, n), L)
    for enc, res, comment in invalid_points(c, rnd):
        o.add([("op", "ECDH"), ("curve", name), ("d", d.hex()), ("peer", enc.hex()),
               ("result", res)], "invalid peer: " + comment,
              dict(fn="point", curve=name, sec1=enc.hex()) if enc else None,
              lambda got: got is None)


def sign_records(o, c, rnd):
    name, L, n = c["name"], c["L"], c["n"]
    sec, dhex, msgs = next((s, d, m) for cn, s, d, m in RFC6979 if cn == name)
    d = int(dhex, 16)
    x, y = point_of(c, d)
    assert (be(x, L).hex(), be(y, L).hex()) == tuple(
        v.lower().rjust(2 * L, "0") for v in RFC6979_PUB[name]), name + " RFC 6979 key"
    pub = sec1(c, x, y).hex()

    def add(d, hname, comment, msg=None, digest=None, extra=None, want=None):
        px, py = point_of(c, d)
        f = [("op", "SIGN"), ("curve", name), ("hash", hname), ("d", be(d, L).hex()),
             ("pub", sec1(c, px, py).hex())]
        f += [("msg", msg.hex())] if msg is not None else [("digest", digest.hex())]
        if extra is not None:
            f.append(("extra", extra.hex()))
        nb = dict(fn="sign", curve=name, hash=hname, d=be(d, L).hex())
        if msg is not None:
            nb["msg"] = msg.hex()
        else:
            nb["digest"] = digest.hex()
        if extra is not None:
            nb["extra"] = extra.hex()
        # sig and der are filled in from noble's answer (fill_signatures).
        o.add(f, comment, nb, ("sign", c, px, py, msg, hname, digest, want))

    for hname, m, r, s in msgs:
        add(d, hname, f"RFC 6979 {sec}, {hname}, message \"{m}\"", msg=m.encode(),
            want=_h(r).lower().rjust(2 * L, "0") + _h(s).lower().rjust(2 * L, "0"))
    for m in ("sample", "test"):
        add(d, "SHA3_256", f"the RFC 6979 {sec} key, SHA3-256, message \"{m}\"", msg=m.encode())
    for i, hname in enumerate(HASHES):
        ln = (0, 1, 111, 200)[i]
        add(rnd.randrange(1, n), hname, f"random key, {ln}-byte message",
            msg=bytes(rnd.randrange(256) for _ in range(ln)))
    # digests: longer and shorter than the order, e = 0, e = n, e >= n
    hown = {"P256": "SHA256", "P384": "SHA384", "P521": "SHA512"}[name]
    dl = {"P256": 32, "P384": 48, "P521": 64}[name]
    k = rnd.randrange(1, n)
    if name == "P256":
        add(k, "SHA512", "sign_digest: a SHA-512 digest, longer than the order (truncated)",
            digest=H("SHA512", b"longer than the order"))
    if name == "P521":
        add(k, "SHA256", "sign_digest: a SHA-256 digest, shorter than the order",
            digest=H("SHA256", b"shorter than the order"))
    if name == "P384":
        add(k, "SHA512", "sign_digest: a SHA-512 digest, longer than the order (truncated)",
            digest=H("SHA512", b"longer than the order"))
    add(k, hown, "sign_digest: all-zero digest (e = 0)", digest=bytes(dl))
    if dl * 8 >= c["bits"]:
        add(k, hown, "sign_digest: digest = n (e = n, 0 mod n)", digest=be(n, dl))
    add(k, hown, "sign_digest: all-ones digest (e >= n)" if dl * 8 >= c["bits"]
        else "sign_digest: all-ones digest", digest=b"\xff" * dl)
    # hedged: RFC 6979 3.6 with L bytes of extra randomness
    extra = bytes(rnd.randrange(256) for _ in range(L))
    add(d, hown, "hedged (RFC 6979 3.6): the RFC key, message \"sample\", extra = L bytes "
        "from the rng", msg=b"sample", extra=extra)
    add(k, "SHA3_256", "hedged digest, SHA3-256", digest=H("SHA3_256", b"hedged"),
        extra=bytes(rnd.randrange(256) for _ in range(L)))


def fill_signatures(o, results):
    """Put noble's signatures into the SIGN records and check them."""
    for (comment, fields, nb, chk), got in zip(o.records, results):
        if not (isinstance(chk, tuple) and chk[0] == "sign"):
            continue
        _, c, px, py, msg, hname, digest, want = chk
        L = c["L"]
        sig = bytes.fromhex(got)
        assert len(sig) == 2 * L
        if want is not None:
            assert got == want, f"noble disagrees with {comment}: {got}"
        # every noble signature verifies with cryptography (OpenSSL)
        if msg is not None:
            assert ossl_verify(c, px, py, sig, msg=msg, hname=hname), comment
        else:
            assert ossl_verify(c, px, py, sig, digest=digest), comment
        r, s = int.from_bytes(sig[:L], "big"), int.from_bytes(sig[L:], "big")
        der = utils.encode_dss_signature(r, s)
        assert strict_der(c, der) == sig and ossl_der(c, der) == sig
        fields += [("sig", sig.hex()), ("der", der.hex())]


def verify_records(o, c, rnd):
    name, L, n = c["name"], c["L"], c["n"]
    hown = {"P256": "SHA256", "P384": "SHA384", "P521": "SHA512"}[name]

    def add(pub, sig, want, comment, msg=None, hname=None, digest=None):
        x, y = pub
        got = ossl_verify(c, x, y, sig, msg=msg, hname=hname, digest=digest)
        if got is None:  # a digest length cryptography cannot take: the model decides
            e = bits2int(c, digest)
            r, s = int.from_bytes(sig[:L], "big"), int.from_bytes(sig[L:], "big")
            got = False
            if 0 < r < n and 0 < s < n:
                w = pow(s, -1, n)
                R = m_add(c, m_mul(c, e * w % n, (c["gx"], c["gy"])), m_mul(c, r * w % n, pub))
                got = R is not None and R[0] % n == r
        assert got == want, (name, comment)
        f = [("op", "VERIFY"), ("curve", name)]
        nb = dict(fn="verify", curve=name, pub=sec1(c, x, y).hex(), sig=sig.hex())
        if msg is not None:
            f += [("hash", hname), ("msg", msg.hex())]
            nb.update(hash=hname, msg=msg.hex())
        else:
            f += [("digest", digest.hex())]
            nb.update(digest=digest.hex())
        f += [("pub", sec1(c, x, y).hex()), ("sig", sig.hex()), ("result", "ok" if want else "AUTH")]
        o.add(f, comment, nb, lambda got, want=want: got is want)

    keys = [rnd.randrange(1, n) for _ in range(3)]
    pubs = [point_of(c, k) for k in keys]
    msg = b"verify me " + name.encode()
    sig = sign_with_k(c, keys[0], H(hown, msg), rnd.randrange(1, n))
    r, s = int.from_bytes(sig[:L], "big"), int.from_bytes(sig[L:], "big")
    add(pubs[0], sig, True, f"valid, {hown}", msg=msg, hname=hown)
    add(pubs[0], be(r, L) + be(n - s, L), True, "valid: (r, n - s) verifies too", msg=msg,
        hname=hown)
    m3 = b"sha3 " + name.encode()
    add(pubs[1], sign_with_k(c, keys[1], H("SHA3_256", m3), rnd.randrange(1, n)), True,
        "valid, SHA3-256, another key", msg=m3, hname="SHA3_256")
    m5 = b""
    add(pubs[2], sign_with_k(c, keys[2], H("SHA512", m5), rnd.randrange(1, n)), True,
        "valid, SHA-512, empty message, a third key", msg=m5, hname="SHA512")
    flipped = bytearray(msg)
    flipped[3] ^= 0x10
    add(pubs[0], sig, False, "message with one bit flipped", msg=bytes(flipped), hname=hown)
    add(pubs[0], sig, False, "the right message hashed with another hash", msg=msg,
        hname="SHA3_256" if hown != "SHA3_256" else "SHA256")
    for i, what in ((L - 1, "r's last bit flipped"), (0 + L // 2, "a bit in r flipped"),
                    (2 * L - 1, "s's last bit flipped"), (L + 3, "a bit in s flipped")):
        t = bytearray(sig)
        t[i] ^= 0x01 if i in (L - 1, 2 * L - 1) else 0x40
        add(pubs[0], bytes(t), False, what, msg=msg, hname=hown)
    rs = [(0, s, "r = 0"), (r, 0, "s = 0"), (0, 0, "r = s = 0"), (n, s, "r = n"),
          (r, n, "s = n"), (n + 1, s, "r = n + 1"), (r, n + 2, "s = n + 2"),
          (s, r, "r and s swapped")]
    if r + n < 2 ** (8 * L):
        rs.append((r + n, s, "r + n: the right r mod n, out of range"))
    if s + n < 2 ** (8 * L):
        rs.append((r, s + n, "s + n: the right s mod n, out of range"))
    rs.append((2 ** (8 * L) - 1, s, "r = 2^(8L) - 1"))
    for rr, ss, what in rs:
        add(pubs[0], be(rr, L) + be(ss, L), False, what, msg=msg, hname=hown)
    add(pubs[1], sig, False, "wrong key", msg=msg, hname=hown)
    add((c["gx"], c["gy"]), sig, False, "wrong key (G)", msg=msg, hname=hown)
    # verify_digest: digest lengths 1 to 64, truncation when longer than the order
    for dl in {"P256": (1, 20, 64), "P384": (1, 64), "P521": (1, 64)}[name]:
        dg = bytes(rnd.randrange(256) for _ in range(dl))
        k = keys[dl % 3]
        sg = sign_with_k(c, k, dg, rnd.randrange(1, n))
        add(pubs[dl % 3], sg, True, f"verify_digest: {dl}-byte digest", digest=dg)
        bad = bytearray(dg)
        bad[-1] ^= 1
        # flipping the last bit of a digest longer than the order is truncated away
        trunc = 8 * dl - n.bit_length() > 0
        add(pubs[dl % 3], sg, trunc, f"verify_digest: {dl}-byte digest, last bit flipped"
            + (" (truncated away: still valid)" if trunc else ""), digest=bytes(bad))


def der_records(o, c, rnd):
    name, L, n = c["name"], c["L"], c["n"]
    k = rnd.randrange(1, n)
    # a signature whose r and s both have their top bit set and one whose r is short
    while True:
        sig = sign_with_k(c, k, H("SHA256", b"der"), rnd.randrange(1, n))
        r, s = int.from_bytes(sig[:L], "big"), int.from_bytes(sig[L:], "big")
        if r.bit_length() == 8 * L == c["bits"] or name == "P521":
            break
        if r >> (8 * L - 1) and s >> (8 * L - 1):
            break
    valid = [(der_seq(der_int(r) + der_int(s)), "a signature as DER"),
             (der_seq(der_int(1) + der_int(1)), "r = s = 1: one content byte each"),
             (der_seq(der_int(n - 1) + der_int(n - 1)), "r = s = n - 1"),
             (der_seq(der_int(0x80) + der_int(0x7f)), "r = 0x80 (zero byte needed), s = 0x7f"),
             (der_seq(der_int(r >> 8) + der_int(s)), "r one byte shorter than L")]
    for der, comment in valid:
        want = strict_der(c, der)
        assert want is not None and ossl_der(c, der) == want, comment
        ri, si = int.from_bytes(want[:L], "big"), int.from_bytes(want[L:], "big")
        assert utils.encode_dss_signature(ri, si) == der
        o.add([("op", "DER"), ("curve", name), ("der", der.hex()), ("sig", want.hex())], comment)

    ri, si = der_int(r), der_int(s)
    body = ri + si
    seq = der_seq(body)
    hr = be(r, L)  # r with its top bit set (P-256, P-384)
    short_len = len(body) < 0x80
    bad = [
        (b"", "empty"),
        (b"\x30", "a lone SEQUENCE tag"),
        (b"\x30\x00", "empty SEQUENCE"),
        (seq + b"\x00", "a trailing zero byte after the SEQUENCE"),
        (seq + seq, "two SEQUENCEs"),
        (seq[:-1], "truncated by one byte"),
        (b"\x31" + seq[1:], "SET tag instead of SEQUENCE"),
        (b"\x10" + seq[1:], "SEQUENCE tag without the constructed bit"),
        (der_seq(b"\x03" + ri[1:] + si), "r with tag 0x03 (BIT STRING)"),
        (der_seq(ri + b"\x04" + si[1:]), "s with tag 0x04 (OCTET STRING)"),
        (der_seq(ri + si + der_int(1)), "three INTEGERs"),
        (der_seq(ri), "one INTEGER"),
        (der_seq(ri + si + b"\x00"), "a zero byte after s, inside the SEQUENCE"),
        (b"\x30\x80" + body + b"\x00\x00", "indefinite length"),
        (b"\x30" + der_len(len(body) + 1) + body, "SEQUENCE length one past the end"),
        (b"\x30" + der_len(len(body) - 1) + body, "SEQUENCE length one short"),
        (der_seq(der_int(0) + si), "r = 0"),
        (der_seq(ri + der_int(0)), "s = 0"),
        (der_seq(der_int(n) + si), "r = n"),
        (der_seq(ri + der_int(n)), "s = n"),
        (der_seq(der_int(n + 1) + si), "r = n + 1"),
        (der_seq(der_int(2 ** (8 * L + 8) + 1) + si), "r longer than L + 1 bytes"),
        (der_seq(b"\x02\x00" + si), "r with no content byte"),
        (der_seq(b"\x02\x01\xff" + si), "r = -1"),
        (der_seq(der_int(1, pad=b"\x00\x01") + si), "r = 1 with a leading zero byte"),
        (der_seq(ri + der_int(1, pad=b"\x00\x00\x01")), "s = 1 with two leading zero bytes"),
        (der_seq(b"\x02\x81\x01\x01" + si), "r's length in long form (0x81 0x01)"),
        (der_seq(b"\x02\x82\x00\x01\x01" + si), "r's length in two bytes (0x82 0x00 0x01)"),
        (der_seq(b"\x02\x80\x01\x00\x00" + si), "r with indefinite length"),
        (der_seq(b"\x02" + bytes([len(ri) - 1]) + ri[2:] + si), "r's length one past s's tag"),
    ]
    if r >> (8 * L - 1):
        bad.append((der_seq(b"\x02" + der_len(L) + hr + si),
                    "r with its top bit set and no zero byte (negative)"))
        bad.append((der_seq(b"\x02" + der_len(L + 2) + b"\x00\x00" + hr + si),
                    "r with two zero bytes before its high bit"))
    if not r >> (8 * L - 1):
        bad.append((der_seq(b"\x02" + der_len(L + 1) + b"\x00" + hr + si),
                    "r with a zero byte before a clear top bit"))
    if short_len:
        bad.append((b"\x30\x81" + bytes([len(body)]) + body,
                    "long-form SEQUENCE length for short content (0x81 < 0x80)"))
        bad.append((b"\x30\x82\x00" + bytes([len(body)]) + body,
                    "SEQUENCE length in two bytes, leading zero"))
    else:
        bad.append((b"\x30\x82\x00" + bytes([len(body)]) + body,
                    "non-minimal SEQUENCE length (0x82 0x00 ..)"))
        bad.append((b"\x30" + bytes([len(body) & 0x7f]) + body,
                    "short-form SEQUENCE length for long content (length mod 128)"))
        bad.append((b"\x30\x84\x00\x00\x00" + bytes([len(body)]) + body,
                    "SEQUENCE length in four bytes"))
    for der, comment in bad:
        assert strict_der(c, der) is None, (name, comment)
        o.add([("op", "DER"), ("curve", name), ("der", der.hex()), ("result", "ENCODING")],
              comment + {None: "", "out of range": " (well-formed DER, value out of range)"}.get(
                  ossl_der(c, der), " (OpenSSL's parser accepts it)"))


SAMPLE_SIGN = {  # the one message SIGN record of each curve in the sample
    "P256": 'RFC 6979 A.2.5, SHA256, message "sample"',
    "P384": 'RFC 6979 A.2.6, SHA384, message "sample"',
    "P521": 'RFC 6979 A.2.7, SHA256, message "sample"',  # a digest shorter than n
}
SAMPLE_P256_VERIFY = ("valid, SHA256", "s's last bit flipped", "wrong key",
                      "verify_digest: 64-byte digest")
SAMPLE_VERIFY = {"P256": "valid, SHA256", "P384": "valid, SHA384", "P521": "valid, SHA512"}


def in_sample(fields, comment):
    """Whether a record is in the cross-build sample (see the docstring)."""
    f, cm = dict(fields), comment or ""
    op, cv = f["op"], f["curve"]
    if op == "DER" or f.get("result") in ("ENCODING", "LENGTH"):
        return True  # no scalar multiplication
    if op == "KEYGEN":
        return cm.startswith("d = n - 1") or cm == "random d #1"
    if op == "POINT":
        return cm.startswith(("G, compressed", "-G, compressed",
                              "the smallest valid x, other y, compressed"))
    if op == "ECDH":
        return cm in ("peer compressed", "random d and peer")
    if op == "SIGN":
        return cm == SAMPLE_SIGN[cv] or cm.endswith(', SHA3-256, message "sample"') or (
            cv == "P256" and cm.startswith(("sign_digest: a SHA-512 digest",
                                            "hedged (RFC 6979 3.6)")))
    if op == "VERIFY":
        c = CURVES[cv]
        sig = bytes.fromhex(f["sig"])
        r, s = int.from_bytes(sig[:c["L"]], "big"), int.from_bytes(sig[c["L"]:], "big")
        if not (0 < r < c["n"] and 0 < s < c["n"]):
            return True  # refused before any multiplication
        if cv == "P256":
            return cm in SAMPLE_P256_VERIFY
        return cm in (SAMPLE_VERIFY[cv], "s's last bit flipped")
    raise AssertionError(op)


def set_record(name):
    return (f"# the {name} set" + (" (cross builds; kat/gen_ec.py in_sample())" if name == "sample"
                                   else "") + "\nop = SET\ncurve = P256\nset = " + name + "\n\n")


def ossl_version():
    try:
        from cryptography.hazmat.backends.openssl import backend
        return backend.openssl_version_text()
    except (ImportError, AttributeError):
        return ssl.OPENSSL_VERSION


def run_noble(noble_dir, cases):
    r = subprocess.run(["node", os.path.join(HERE, "noble_ec.mjs"), noble_dir],
                       input=json.dumps(cases), capture_output=True, text=True, check=True)
    return json.loads(r.stdout)


def main():
    noble_dir = sys.argv[1]
    outdir = sys.argv[2] if len(sys.argv) > 2 else HERE
    for c in CURVES.values():
        check_curve(c)
    ec_out, sig_out = Out(), Out()
    for name, c in CURVES.items():
        rnd = random.Random("qzcrypt ec " + name)
        keygen_records(ec_out, c, rnd)
        point_records(ec_out, c, rnd)
        ecdh_records(ec_out, c, rnd)
        sign_records(sig_out, c, rnd)
        verify_records(sig_out, c, rnd)
        der_records(sig_out, c, rnd)

    versions = run_noble(noble_dir, [dict(fn="version")])[0]
    agreed = 0
    for o in (ec_out, sig_out):
        idx = [i for i, rec in enumerate(o.records) if rec[2] is not None]
        got = run_noble(noble_dir, [o.records[i][2] for i in idx])
        assert len(got) == len(idx)
        results = [None] * len(o.records)
        for i, g in zip(idx, got):
            results[i] = g
        fill_signatures(o, results)
        for (comment, fields, nb, chk), g in zip(o.records, results):
            if nb is not None and callable(chk):
                assert chk(g), f"noble disagrees: {comment} {fields[:3]} -> {g}"
            if nb is not None:
                agreed += 1

    # cryptography 44+ on OpenSSL 3.2+ signs RFC 6979 too: a third opinion when present
    third = ""
    if "deterministic_signing" in ec.ECDSA.__init__.__code__.co_varnames:
        try:
            n3 = 0
            for comment, fields, nb, chk in sig_out.records:
                f = dict(fields)
                if f.get("op") != "SIGN" or "extra" in f:
                    continue
                c, halg = CURVES[f["curve"]], HASHES[f["hash"]][1]()
                if "msg" in f:
                    data, alg = bytes.fromhex(f["msg"]), halg
                else:
                    data, alg = bytes.fromhex(f["digest"]), utils.Prehashed(halg)
                der = priv(c, int(f["d"], 16)).sign(data, ec.ECDSA(alg, deterministic_signing=True))
                assert der.hex() == f["der"], comment
                n3 += 1
            third = f";\n# {n3} deterministic signatures also reproduced by OpenSSL's own RFC 6979"
        except cryptography.exceptions.UnsupportedAlgorithm:
            pass

    def src(extra):
        return (f"# Source: pyca/cryptography {cryptography.__version__} ({ossl_version()}) and "
                f"@noble/curves {versions['curves']}\n# (@noble/hashes {versions['hashes']}); "
                f"{agreed} records recomputed by noble agree{extra}.\n"
                "# Generator: kat/gen_ec.py (regenerate: python3 kat/gen_ec.py NODE_MODULES;"
                " its docstring\n# describes the records).\n\n")
    heads = {
        "ec": "# qzcrypt known answers: NIST P-256, P-384, P-521 keys (private scalar -> public\n"
              "# point), SEC 1 point decoding and encoding (SEC 1 2.3.3, 2.3.4), invalid points,"
              " ECDH\n# (SP 800-56A rev. 3 5.7.1.2).\n" + src(""),
        "ecdsa": "# qzcrypt known answers: ECDSA on NIST P-256, P-384, P-521 (FIPS 186-5 6.4):"
                 " RFC 6979\n# deterministic and hedged signatures (the RFC's A.2.5-A.2.7"
                 " examples marked), verification\n# of valid and tampered signatures, strict DER"
                 " signature decoding (SEC 1 C.5).\n" + src(third),
    }
    sampled = {}
    for base, o in (("ec", ec_out), ("ecdsa", sig_out)):
        with open(os.path.join(outdir, base + ".txt"), "w") as f:
            f.write(heads[base] + set_record("full") + o.text())
        sub = Out()
        sub.records = [r for r in o.records if in_sample(r[1], r[0])]
        sampled[base] = len(sub.records)
        with open(os.path.join(outdir, base + "_sample.txt"), "w") as f:
            f.write(heads[base].replace("# qzcrypt known answers:",
                                        "# qzcrypt known answers, cross-build sample:", 1)
                    + set_record("sample") + sub.text())
    cnt = lambda o, op: sum(1 for r in o.records if ("op", op) in r[1])
    print(f"ec.txt: {len(ec_out.records)} records ({cnt(ec_out, 'KEYGEN')} KEYGEN, "
          f"{cnt(ec_out, 'POINT')} POINT, {cnt(ec_out, 'ECDH')} ECDH); ecdsa.txt: "
          f"{len(sig_out.records)} records ({cnt(sig_out, 'SIGN')} SIGN, "
          f"{cnt(sig_out, 'VERIFY')} VERIFY, {cnt(sig_out, 'DER')} DER); {agreed} checked by noble"
          f"{third.replace(chr(10) + '#', '')}; samples: {sampled['ec']} and {sampled['ecdsa']}"
          " records", file=sys.stderr)


if __name__ == "__main__":
    main()

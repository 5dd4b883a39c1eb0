// Helper of kat/gen_ec.py: the NIST-curve computations that OpenSSL 3.0
// (and so pyca/cryptography on it) cannot do, RFC 6979 deterministic and
// hedged ECDSA, and an independent recomputation of the others, with
// @noble/curves (a JavaScript implementation unrelated to OpenSSL).
// Reads a JSON list of cases on stdin, writes the list of results on stdout.
//
//   npm install --prefix /tmp/noble @noble/curves @noble/hashes
//   node kat/noble_ec.mjs /tmp/noble/node_modules < cases.json
//
// (kat/gen_ec.py runs it itself.) Case kinds, curve "P256" | "P384" | "P521",
// hash "SHA256" | "SHA384" | "SHA512" | "SHA3_256", values in hex:
//   sign    {curve, hash, d, msg | digest, extra?} -> r || s, RFC 6979 with
//           HMAC over `hash`; msg is hashed first, a digest is taken as is;
//           extra is RFC 6979 3.6's additional data k' (hedged signing).
//           Never normalised to low s.
//   pub     {curve, d} -> [uncompressed, compressed] SEC 1 points of dG
//   ecdh    {curve, d, peer} -> x(d * peer)
//   verify  {curve, hash?, pub, msg | digest, sig} -> true | false
//   point   {curve, sec1} -> uncompressed form, or null if refused
//   version {} -> the versions of @noble/curves and @noble/hashes
import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';

const dir = process.argv[2];
const imp = (p) => import(pathToFileURL(`${dir}/${p}`).href);
const nist = await imp('@noble/curves/nist.js');
const { ecdsa } = await imp('@noble/curves/abstract/weierstrass.js');
const sha2 = await imp('@noble/hashes/sha2.js');
const sha3 = await imp('@noble/hashes/sha3.js');

const CURVES = { P256: nist.p256, P384: nist.p384, P521: nist.p521 };
const HASHES = { SHA256: sha2.sha256, SHA384: sha2.sha384, SHA512: sha2.sha512, SHA3_256: sha3.sha3_256 };
const hex = (s) => Uint8Array.from(Buffer.from(s, 'hex'));
const tohex = (b) => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('hex');

// One ECDSA instance per (curve, hash): RFC 6979's HMAC uses the signature's hash.
const signers = new Map();
function signer(curve, hash) {
  const key = `${curve}/${hash}`;
  if (!signers.has(key)) {
    if (!CURVES[curve] || !HASHES[hash]) throw new Error(`unknown ${key}`);
    signers.set(key, ecdsa(CURVES[curve].Point, HASHES[hash], { lowS: false }));
  }
  return signers.get(key);
}

const cases = JSON.parse(readFileSync(0, 'utf8'));
const out = cases.map((c) => {
  switch (c.fn) {
    case 'sign': {
      const prehash = c.msg !== undefined;
      const opts = { prehash, lowS: false };
      if (c.extra !== undefined) opts.extraEntropy = hex(c.extra);
      return tohex(signer(c.curve, c.hash).sign(hex(prehash ? c.msg : c.digest), hex(c.d), opts));
    }
    case 'pub': {
      const C = CURVES[c.curve];
      return [tohex(C.getPublicKey(hex(c.d), false)), tohex(C.getPublicKey(hex(c.d), true))];
    }
    case 'ecdh':
      return tohex(CURVES[c.curve].getSharedSecret(hex(c.d), hex(c.peer), true).subarray(1));
    case 'verify': {
      const prehash = c.msg !== undefined;
      // A digest with no hash named: any ECDSA instance of the curve will do
      // (prehash off, the hash is not used to verify).
      const s = signer(c.curve, c.hash ?? 'SHA256');
      try {
        return s.verify(hex(c.sig), hex(prehash ? c.msg : c.digest), hex(c.pub),
          { prehash, lowS: false });
      } catch (e) {
        return false;
      }
    }
    case 'point':
      try {
        return tohex(CURVES[c.curve].Point.fromHex(c.sec1).toBytes(false));
      } catch (e) {
        return null;
      }
    case 'version': {
      const v = (p) => JSON.parse(readFileSync(`${dir}/${p}/package.json`, 'utf8')).version;
      return { curves: v('@noble/curves'), hashes: v('@noble/hashes') };
    }
    default:
      throw new Error(`unknown case kind ${c.fn}`);
  }
});
process.stdout.write(JSON.stringify(out));

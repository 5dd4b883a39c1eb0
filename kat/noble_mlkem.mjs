// Independent answers for kat/gen_mlkem.py from @noble/post-quantum:
// reads a JSON list of cases on stdin, writes a JSON list of answers.
// usage: node kat/noble_mlkem.mjs NODE_MODULES < cases.json
import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const load = (p) => import(pathToFileURL(path.join(dir, p)).href);
const { ml_kem512, ml_kem768, ml_kem1024 } = await load('@noble/post-quantum/ml-kem.js');
const pkg = JSON.parse(readFileSync(path.join(dir, '@noble/post-quantum/package.json')));
const hex = (b) => Buffer.from(b).toString('hex');
const bin = (h) => Uint8Array.from(Buffer.from(h, 'hex'));
const SETS = { 512: ml_kem512, 768: ml_kem768, 1024: ml_kem1024 };

const cases = JSON.parse(readFileSync(0, 'utf8'));
const out = cases.map((c) => {
  const kem = SETS[c.set];
  try {
    switch (c.fn) {
      case 'version':
        return `@noble/post-quantum ${pkg.version}`;
      case 'keygen': {
        const { publicKey, secretKey } = kem.keygen(bin(c.seed));
        return { ek: hex(publicKey), dk: hex(secretKey) };
      }
      case 'encaps': {
        const { cipherText, sharedSecret } = kem.encapsulate(bin(c.ek), bin(c.m));
        return { ct: hex(cipherText), ss: hex(sharedSecret) };
      }
      case 'decaps':
        return hex(kem.decapsulate(bin(c.ct), bin(c.dk)));
      default:
        return 'unknown';
    }
  } catch (e) {
    return 'error';
  }
});
process.stdout.write(JSON.stringify(out));

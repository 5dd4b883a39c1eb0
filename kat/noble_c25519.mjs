// Independent answers for kat/gen_x25519.py (and the Ed25519 generator):
// reads a JSON list of cases on stdin, writes a JSON list of answers.
// usage: node kat/noble_c25519.mjs NODE_MODULES < cases.json
import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const load = (p) => import(pathToFileURL(path.join(dir, p)).href);
const { x25519 } = await load('@noble/curves/ed25519.js');
const pkg = JSON.parse(readFileSync(path.join(dir, '@noble/curves/package.json')));
const hex = (b) => Buffer.from(b).toString('hex');
const bin = (h) => Uint8Array.from(Buffer.from(h, 'hex'));

const cases = JSON.parse(readFileSync(0, 'utf8'));
const out = cases.map((c) => {
  switch (c.fn) {
    case 'version':
      return `@noble/curves ${pkg.version}`;
    case 'x25519':
      try {
        return hex(x25519.scalarMult(bin(c.k), bin(c.u)));
      } catch (e) {
        return 'error';
      }
    case 'x25519_pub':
      return hex(x25519.getPublicKey(bin(c.k)));
    default:
      throw new Error(`unknown case ${c.fn}`);
  }
});
process.stdout.write(JSON.stringify(out));

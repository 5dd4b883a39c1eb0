// Helper of kat/gen_sha3.py: computes cSHAKE, KMAC and KMACXOF with
// @noble/hashes (an independent JavaScript implementation). Reads a JSON
// list of cases on stdin, writes the list of hex outputs on stdout.
//   node kat/noble_sp800_185.mjs NODE_MODULES_DIR < cases.json
import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';

const dir = process.argv[2];
const m = await import(pathToFileURL(`${dir}/@noble/hashes/sha3-addons.js`).href);
const hex = (s) => Uint8Array.from(Buffer.from(s, 'hex'));
const cases = JSON.parse(readFileSync(0, 'utf8'));
const out = cases.map((c) => {
  const opts = { dkLen: c.L, personalization: hex(c.S) };
  let r;
  if (c.fn === 'cshake128') r = m.cshake128(hex(c.X), { ...opts, NISTfn: hex(c.N) });
  else if (c.fn === 'cshake256') r = m.cshake256(hex(c.X), { ...opts, NISTfn: hex(c.N) });
  else r = m[c.fn](hex(c.K), hex(c.X), opts);
  return Buffer.from(r).toString('hex');
});
process.stdout.write(JSON.stringify(out));

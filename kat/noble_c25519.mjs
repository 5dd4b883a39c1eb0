// Independent answers for kat/gen_x25519.py, kat/gen_x448.py and
// kat/gen_ed25519.py:
// reads a JSON list of cases on stdin, writes a JSON list of answers.
// usage: node kat/noble_c25519.mjs NODE_MODULES < cases.json
import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const load = (p) => import(pathToFileURL(path.join(dir, p)).href);
const { x25519, ed25519, ed25519ctx, ed25519ph } = await load('@noble/curves/ed25519.js');
const { x448, ed448, ed448ph } = await load('@noble/curves/ed448.js');
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
    case 'x448':
      try {
        return hex(x448.scalarMult(bin(c.k), bin(c.u)));
      } catch (e) {
        return 'error';
      }
    case 'x448_pub':
      return hex(x448.getPublicKey(bin(c.k)));
    case 'x25519_pub':
      return hex(x25519.getPublicKey(bin(c.k)));
    case 'ed448_pub':
      return hex(ed448.getPublicKey(bin(c.seed)));
    case 'ed448_sign': {
      const v = c.variant === 'ph' ? ed448ph : ed448;
      return hex(v.sign(bin(c.msg), bin(c.seed), { context: bin(c.ctx) }));
    }
    case 'ed448_verify': {
      const v = c.variant === 'ph' ? ed448ph : ed448;
      try {
        return v.verify(bin(c.sig), bin(c.msg), bin(c.pub), { context: bin(c.ctx) })
          ? 'valid' : 'invalid';
      } catch (e) {
        return 'invalid';
      }
    }
    case 'ed448_point': {
      try {
        ed448.Point.fromHex(c.pub);
        return 'valid';
      } catch (e) {
        return 'invalid';
      }
    }
    case 'ed_pub':
      return hex(ed25519.getPublicKey(bin(c.seed)));
    case 'ed_sign': {
      const v = { pure: ed25519, ctx: ed25519ctx, ph: ed25519ph }[c.variant];
      const opts = c.variant === 'pure' ? undefined : { context: bin(c.ctx) };
      return hex(v.sign(bin(c.msg), bin(c.seed), opts));
    }
    case 'ed_verify': {
      const v = { pure: ed25519, ctx: ed25519ctx, ph: ed25519ph }[c.variant];
      const opts = { zip215: false };
      if (c.variant !== 'pure') opts.context = bin(c.ctx);
      try {
        return v.verify(bin(c.sig), bin(c.msg), bin(c.pub), opts) ? 'valid' : 'invalid';
      } catch (e) {
        return 'invalid';
      }
    }
    case 'ed_point': {
      try {
        ed25519.Point.fromHex(c.pub, false);
        return 'valid';
      } catch (e) {
        return 'invalid';
      }
    }
    default:
      throw new Error(`unknown case ${c.fn}`);
  }
});
process.stdout.write(JSON.stringify(out));

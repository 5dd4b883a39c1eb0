// Helper of kat/gen_chacha.py: recomputes every ChaCha-family record with
// @noble/ciphers (an independent JavaScript implementation). Reads a JSON
// list of cases on stdin, writes the list of hex results on stdout.
//   node kat/noble_chacha.mjs NODE_MODULES_DIR < cases.json
// Case kinds: chacha20 (key, nonce, counter, msg -> ciphertext), hchacha
// (key, nonce -> subkey), poly1305 (key, msg -> tag), chacha20poly1305 and
// xchacha20poly1305 (key, nonce, aad, msg -> ciphertext || tag).
import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';

const dir = process.argv[2];
const chacha = await import(pathToFileURL(`${dir}/@noble/ciphers/chacha.js`).href);
const poly = await import(pathToFileURL(`${dir}/@noble/ciphers/_poly1305.js`).href);
const hex = (s) => Uint8Array.from(Buffer.from(s, 'hex'));
const tohex = (b) => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('hex');
const words = (b) => new Uint32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
// "expand 32-byte k" as four little-endian words.
const sigma = words(new TextEncoder().encode('expand 32-byte k'));

const cases = JSON.parse(readFileSync(0, 'utf8'));
const out = cases.map((c) => {
  switch (c.fn) {
    case 'chacha20':
      return tohex(chacha.chacha20(hex(c.key), hex(c.nonce), hex(c.msg), undefined, c.counter));
    case 'hchacha': {
      const o = new Uint32Array(8);
      chacha.hchacha(sigma, words(hex(c.key)), words(hex(c.nonce)), o);
      return tohex(new Uint8Array(o.buffer));
    }
    case 'poly1305':
      return tohex(poly.poly1305(hex(c.msg), hex(c.key)));
    case 'chacha20poly1305':
      return tohex(chacha.chacha20poly1305(hex(c.key), hex(c.nonce), hex(c.aad)).encrypt(hex(c.msg)));
    case 'xchacha20poly1305':
      return tohex(chacha.xchacha20poly1305(hex(c.key), hex(c.nonce), hex(c.aad)).encrypt(hex(c.msg)));
    default:
      throw new Error(`unknown case kind ${c.fn}`);
  }
});
process.stdout.write(JSON.stringify(out));

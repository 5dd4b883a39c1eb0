// Generate kat/mldsa.txt and kat/mldsa_sample.txt: ML-DSA (FIPS 204) known
// answers for kat/kat_mldsa.c, every answer from @noble/post-quantum (which
// reproduces the official vectors) and its verdicts, with @noble/hashes for
// the pre-hashes and the message representative mu.
//
// Records (blank-line separated `key = value`, kat/kat_reader.h):
//   op = SET     set = full | sample
//   op = KEYGEN  ps (44, 65, 87), xi, pk, sk: KeyGen_internal(xi)
//   op = KEY     ps, xi, pk_sha3 = SHA3-256(pk), sk_sha3 = SHA3-256(sk): the key
//                of the records that follow
//   op = SIGN    variant (pure, prehash, mu), hash (prehash: SHA256, SHA3_512,
//                ...), ctx, msg, rnd (absent: deterministic; else the hedged
//                signature with these 32 bytes), mu (variant mu: H(tr || M')),
//                sig: the signature under the current key; it must verify
//   op = KEYT0   ps, sk: a private key with t0 at the end of its range in its
//                first row (see below), the key of the SIGNT0 records after it
//   op = SIGNT0  msg, sig_sha3: SHA3-256 of its deterministic pure signature
//                (empty context)
//   op = VERIFY  edit (pos:value,... bytes of the last SIGN record's signature
//                set to value), len (-1 or +1: the signature one byte shorter or
//                longer, a zero appended), ctx / msg (present: replace the last
//                SIGN record's), result (valid | invalid): noble's verdict on
//                the damaged signature, which qz_mldsa_verify* must give
//
// The damages: a flipped bit in c tilde, in the first and a middle byte of z,
// in the first hint index and in the last hint count; a z coefficient set to
// gamma1 (out of range); hint indexes not increasing; a hint count above omega;
// a count below its predecessor; a non-zero padding byte; another message,
// another context; lengths.
//
// The sample set (cross builds; the M0+ simulator replay must stay short) is
// per set: one KEYGEN, a deterministic pure signature (empty context) and one
// hedged signature: ML-DSA-44 a SHA3-256 pre-hash with a 255-byte context,
// ML-DSA-65 an external mu, ML-DSA-87 pure with a 255-byte context; every
// damage of ML-DSA-44's first signature, four of the others'.
//
// usage: npm install --prefix /tmp/noble @noble/post-quantum @noble/hashes
//        NODE_PATH=/tmp/noble/node_modules node kat/gen_mldsa.mjs [outdir]
import { writeFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(process.env.NODE_PATH || process.cwd(), 'x.js'));
const load = async (m) => import(require.resolve(m));
const { ml_dsa44, ml_dsa65, ml_dsa87 } = await load('@noble/post-quantum/ml-dsa.js');
const sha2 = await load('@noble/hashes/sha2.js');
const sha3 = await load('@noble/hashes/sha3.js');
const { shake256 } = sha3;
// the packages' versions, from the package.json above each resolved entry
const version = (entry, name) => {
  const f = require.resolve(entry);
  const dir = f.slice(0, f.lastIndexOf(name) + name.length);
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
};
const pqVersion = version('@noble/post-quantum/ml-dsa.js', '@noble/post-quantum');
const hVersion = version('@noble/hashes/sha3.js', '@noble/hashes');

const hex = (b) => Buffer.from(b).toString('hex');
let counter = 0;
// deterministic bytes: SHAKE256 of a label and a counter
const bytes = (n, label) => {
  counter++;
  if (n === 0) return new Uint8Array(0);
  return shake256(new TextEncoder().encode(`qzcrypt mldsa ${label} ${counter}`), { dkLen: n });
};

const HASHES = {
  SHA224: sha2.sha224, SHA256: sha2.sha256, SHA384: sha2.sha384, SHA512: sha2.sha512,
  SHA512_224: sha2.sha512_224, SHA512_256: sha2.sha512_256, SHA3_224: sha3.sha3_224,
  SHA3_256: sha3.sha3_256, SHA3_384: sha3.sha3_384, SHA3_512: sha3.sha3_512,
};
const SETS = [
  { ps: 44, alg: ml_dsa44, lambda: 128, omega: 80, k: 4, l: 4, g1bits: 17, ct: 32 },
  { ps: 65, alg: ml_dsa65, lambda: 192, omega: 55, k: 6, l: 5, g1bits: 19, ct: 48 },
  { ps: 87, alg: ml_dsa87, lambda: 256, omega: 75, k: 8, l: 7, g1bits: 19, ct: 64 },
];
// the hashes whose collision strength reaches the set's lambda
const strong = (s) => Object.keys(HASHES).filter((h) => HASHES[h].outputLen * 4 >= s.lambda);

function muOf(pk, ctx, msg) {
  const tr = shake256(pk, { dkLen: 64 });
  const head = new Uint8Array([0, ctx.length]);
  return shake256.create({ dkLen: 64 }).update(tr).update(head).update(ctx).update(msg).digest();
}

function sign(s, sk, v) {
  const opts = { context: v.ctx, extraEntropy: v.rnd ? v.rnd : false };
  if (v.variant === 'pure') return s.alg.sign(v.msg, sk, opts);
  if (v.variant === 'prehash') return s.alg.prehash(HASHES[v.hash]).sign(v.msg, sk, opts);
  return s.alg.internal.sign(v.mu, sk, { externalMu: true, extraEntropy: opts.extraEntropy });
}

function verify(s, pk, v, sig) {
  try {
    if (v.variant === 'pure') return s.alg.verify(sig, v.msg, pk, { context: v.ctx });
    if (v.variant === 'prehash')
      return s.alg.prehash(HASHES[v.hash]).verify(sig, v.msg, pk, { context: v.ctx });
    return s.alg.internal.verify(sig, v.mu, pk, { externalMu: true });
  } catch (e) {
    return false;
  }
}

// The damages of one signature: [label, edit pairs, len, replace].
function damages(s, sig) {
  const zOff = s.ct, zb = 32 * (s.g1bits + 1), hOff = s.ct + s.l * zb;
  const h = sig.subarray(hOff);
  const cnt = h[s.omega + s.k - 1];
  const out = [
    ['c tilde bit', [[0, sig[0] ^ 0x01]]],
    ['z first byte', [[zOff, sig[zOff] ^ 0x10]]],
    ['z middle byte', [[zOff + (zb * s.l >> 1), sig[zOff + (zb * s.l >> 1)] ^ 0x80]]],
    ['last count bit', [[hOff + s.omega + s.k - 1, h[s.omega + s.k - 1] ^ 0x01]]],
    // z[0][0] = gamma1: its packed value (gamma1 - z) zero
    ['z out of range', [[zOff, 0], [zOff + 1, 0],
      [zOff + 2, sig[zOff + 2] & (s.g1bits === 17 ? 0xfc : 0xf0)]]],
    ['count above omega', [[hOff + s.omega, s.omega + 1]]],
  ];
  if (cnt > 0) out.push(['first index bit', [[hOff, h[0] ^ 0x01]]]);
  // indexes not increasing: the second index made equal to the first, in
  // the first polynomial with two hints
  let start = 0;
  for (let i = 0; i < s.k; i++) {
    const end = h[s.omega + i];
    if (end - start >= 2) {
      out.push(['indexes not increasing', [[hOff + start + 1, h[start]]]]);
      break;
    }
    start = end;
  }
  // a count below its predecessor
  for (let i = 1; i < s.k; i++)
    if (h[s.omega + i - 1] > 0) {
      out.push(['count decreasing', [[hOff + s.omega + i, h[s.omega + i - 1] - 1]]]);
      break;
    }
  if (cnt < s.omega) out.push(['padding', [[hOff + s.omega - 1, 1]]]);
  out.push(['short', [], -1]);
  out.push(['long', [], 1]);
  out.push(['other message', [], 0, 'msg']);
  out.push(['other context', [], 0, 'ctx']);
  return out;
}

function build(sample) {
  const lines = [
    '# qzcrypt known answers: ML-DSA-44/65/87 (FIPS 204): key generation from xi, pure,',
    '# HashML-DSA and external-mu signing (deterministic and hedged with a fixed rnd),',
    '# verification of good and damaged signatures.',
    `# Source: @noble/post-quantum ${pqVersion} (keys, signatures, verdicts) with`,
    `# @noble/hashes ${hVersion} (pre-hashes, mu).`,
    '# Generator: kat/gen_mldsa.mjs (its header describes the records).',
    '',
    'op = SET',
    `set = ${sample ? 'sample' : 'full'}`,
    '',
  ];
  const rec = (fields) => {
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) lines.push(`${k} = ${v}`);
    lines.push('');
  };
  for (const s of SETS) {
    const nKeygen = sample ? 1 : 3;
    for (let i = 0; i < nKeygen; i++) {
      const xi = bytes(32, 'xi');
      const { publicKey, secretKey } = s.alg.keygen(xi);
      rec({ op: 'KEYGEN', ps: s.ps, xi: hex(xi), pk: hex(publicKey), sk: hex(secretKey) });
    }
    const nKeys = sample ? 1 : 2;
    for (let key = 0; key < nKeys; key++) {
      const xi = bytes(32, 'xi');
      const { publicKey: pk, secretKey: sk } = s.alg.keygen(xi);
      rec({ op: 'KEY', ps: s.ps, xi: hex(xi), pk_sha3: hex(sha3.sha3_256(pk)),
            sk_sha3: hex(sha3.sha3_256(sk)) });
      const cases = [];
      const pure = (ml, cl, hedged) => cases.push({ variant: 'pure', msg: bytes(ml, 'msg'),
        ctx: bytes(cl, 'ctx'), rnd: hedged ? bytes(32, 'rnd') : undefined });
      const ph = (hash, ml, cl, hedged) => cases.push({ variant: 'prehash', hash,
        msg: bytes(ml, 'msg'), ctx: bytes(cl, 'ctx'), rnd: hedged ? bytes(32, 'rnd') : undefined });
      const mu = (ml, cl, hedged) => {
        const msg = bytes(ml, 'msg'), ctx = bytes(cl, 'ctx');
        cases.push({ variant: 'mu', msg, ctx, mu: muOf(pk, ctx, msg),
                     rnd: hedged ? bytes(32, 'rnd') : undefined });
      };
      if (sample) {
        // two signatures a set (the M0+ simulator replay runs them):
        // every variant, hedged and deterministic, both context extremes
        pure(33, 0, false);
        if (s.ps === 44) ph('SHA3_256', 64, 255, true);
        if (s.ps === 65) mu(20, 3, true);
        if (s.ps === 87) pure(100, 255, true);
      } else {
        for (const [ml, cl] of [[0, 0], [1, 0], [33, 0], [200, 1], [1000, 255]]) pure(ml, cl, false);
        for (const [ml, cl] of [[0, 0], [64, 255], [500, 17]]) pure(ml, cl, true);
        for (const h of strong(s)) {
          ph(h, 100, 0, false);
          ph(h, 0, 255, true);
        }
        mu(0, 0, false);
        mu(77, 255, true);
        mu(300, 5, false);
      }
      // A private key whose t0 is at the end of its range in its first row
      // (every coefficient +-(2^12 - 1), the signs from a fixed stream) and zero
      // in the others: c t0 is large in that row alone, so the ct0 norm check
      // (FIPS 204 Algorithm 7 line 28: reachable for ML-DSA-44 only, where
      // 24 (2^12 - 1) > gamma2 and tau = 39; about 3% of its attempts) and the
      // hint count (line 31) refuse attempts that a real key's would not: an
      // implementation without either check gives another signature for some
      // of these messages. FIPS 204 signing takes sk as it is (t0 is not checked
      // against pk); the signatures do not verify under pk. The full set:
      // ML-DSA-44, 400 messages, each signature as its SHA3-256 (KEYT0 holds
      // the key); the sample: one signature (the path runs on every core).
      if (key === 0 && s.ps === 44) {
        const bad = Uint8Array.from(sk);
        const t0at = 128 + (s.k + s.l) * 32 * 3;
        const signs = shake256(new TextEncoder().encode('qzcrypt mldsa t0 signs'), { dkLen: 32 });
        // 13-bit fields, little-endian: 2^12 - t0 for t0 = -4095 (8191), 4095 (1),
        // 0 (4096) in the rows after the first
        let acc = 0n, nb = 0n, at = t0at;
        for (let i = 0; i < s.k * 256; i++) {
          const v = i >= 256 ? 4096 : (signs[i >> 3] >> (i & 7)) & 1 ? 8191 : 1;
          acc |= BigInt(v) << nb;
          nb += 13n;
          while (nb >= 8n) {
            bad[at++] = Number(acc & 255n);
            acc >>= 8n;
            nb -= 8n;
          }
        }
        rec({ op: 'KEYT0', ps: s.ps, sk: hex(bad) });
        for (let m = 0; m < (sample ? 1 : 400); m++) {
          // (its own label, outside the counter: the other records stay as they were)
          const msg = shake256(new TextEncoder().encode(`qzcrypt mldsa t0 ${m}`), { dkLen: 32 });
          const sig = s.alg.sign(msg, bad, { extraEntropy: false });
          rec({ op: 'SIGNT0', msg: hex(msg), sig_sha3: hex(sha3.sha3_256(sig)) });
        }
      }
      let first = true;
      for (const v of cases) {
        const sig = sign(s, sk, v);
        if (!verify(s, pk, v, sig)) throw new Error('noble refused its own signature');
        rec({ op: 'SIGN', variant: v.variant, hash: v.hash, ctx: hex(v.ctx), msg: hex(v.msg),
              rnd: v.rnd ? hex(v.rnd) : undefined, mu: v.mu ? hex(v.mu) : undefined,
              sig: hex(sig) });
        if (!first && sample) continue;
        if (!first && v.variant === 'pure' && v.rnd === undefined && v.msg.length !== 1000)
          continue; // the full set damages the first and the 1000-byte signatures, and every
                    // pre-hash and mu signature
        first = false;
        // the sample damages ML-DSA-44's signature every way, the others'
        // in c tilde, z and the hint count, and by length
        const few = ['c tilde bit', 'z out of range', 'count above omega', 'short'];
        for (const [label, edits, len = 0, replace] of damages(s, sig)) {
          if (sample && s.ps !== 44 && !few.includes(label)) continue;
          let bad = Uint8Array.from(sig);
          for (const [pos, val] of edits) bad[pos] = val;
          if (len < 0) bad = bad.subarray(0, bad.length - 1);
          if (len > 0) bad = Uint8Array.from([...bad, 0]);
          const w = { ...v };
          let fields = {};
          if (replace === 'msg') {
            w.msg = Uint8Array.from([...v.msg, 0x2a]);
            if (v.variant === 'mu') w.mu = muOf(pk, w.ctx, w.msg);
            fields = { msg: hex(w.msg), mu: w.mu && v.variant === 'mu' ? hex(w.mu) : undefined };
          }
          if (replace === 'ctx') {
            w.ctx = v.ctx.length < 255 ? Uint8Array.from([...v.ctx, 0x2a]) : v.ctx.subarray(1);
            if (v.variant === 'mu') w.mu = muOf(pk, w.ctx, w.msg);
            fields = { ctx: hex(w.ctx), mu: v.variant === 'mu' ? hex(w.mu) : undefined };
          }
          const ok = bad.length === sig.length && verify(s, pk, w, bad);
          rec({ op: 'VERIFY', what: label.replace(/ /g, '_'),
                edit: edits.length ? edits.map(([p, x]) => `${p}:${x}`).join(',') : undefined,
                len: len ? len : undefined, ...fields, result: ok ? 'valid' : 'invalid' });
        }
      }
    }
  }
  return lines.join('\n');
}

const outdir = process.argv[2] || new URL('.', import.meta.url).pathname;
writeFileSync(join(outdir, 'mldsa.txt'), build(false));
counter = 0;
writeFileSync(join(outdir, 'mldsa_sample.txt'), build(true));

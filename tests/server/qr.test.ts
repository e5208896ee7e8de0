// The QR encoder, checked by reading its symbols back: function patterns, both format-information
// copies (BCH), and the data and Reed-Solomon codewords recovered by un-masking the zigzag placement.
import { describe, expect, it } from 'vitest';
import { encodeQr, qrSvg } from '../../server/qr/qr';

const ECC = [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26];
const BLOCKS = [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5];

function gfMul(x: number, y: number) {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}
/** Evaluates the codeword polynomial at alpha^i: all zero for a valid Reed-Solomon block. */
function syndromes(block: number[], n: number): number[] {
  const out: number[] = [];
  let a = 1;
  for (let i = 0; i < n; i++) {
    let s = 0;
    for (const b of block) s = gfMul(s, a) ^ b;
    out.push(s);
    a = gfMul(a, 2);
  }
  return out;
}
const maskFn = (m: number, x: number, y: number) =>
  [
    (x + y) % 2 === 0,
    y % 2 === 0,
    x % 3 === 0,
    (x + y) % 3 === 0,
    (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
    ((x * y) % 2) + ((x * y) % 3) === 0,
    (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
    (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
  ][m];

function isFunction(v: number, size: number, x: number, y: number): boolean {
  if ((x < 9 && y < 9) || (x >= size - 8 && y < 9) || (x < 9 && y >= size - 8)) return true;
  if (x === 6 || y === 6) return true;
  if (v >= 7 && ((x >= size - 11 && y < 6) || (y >= size - 11 && x < 6))) return true;
  if (v >= 2) {
    const n = Math.floor(v / 7) + 2;
    const step = Math.ceil((v * 4 + 4) / (n * 2 - 2)) * 2;
    const pos = [6];
    for (let i = 0, p = size - 7; i < n - 1; i++, p -= step) pos.splice(1, 0, p);
    for (const ax of pos)
      for (const ay of pos) {
        if (
          (ax === 6 && ay === 6) ||
          (ax === 6 && ay === pos[pos.length - 1]) ||
          (ax === pos[pos.length - 1] && ay === 6)
        )
          continue;
        if (Math.abs(x - ax) <= 2 && Math.abs(y - ay) <= 2) return true;
      }
  }
  return false;
}

function readBack(text: string) {
  const q = encodeQr(text)!;
  const { size, modules: m, version: v } = q;
  // Format bits, first copy, then un-XOR and check the BCH remainder.
  const bitsA: number[] = [];
  for (let i = 0; i <= 5; i++) bitsA[i] = m[i][8] ? 1 : 0;
  bitsA[6] = m[7][8] ? 1 : 0;
  bitsA[7] = m[8][8] ? 1 : 0;
  bitsA[8] = m[8][7] ? 1 : 0;
  for (let i = 9; i < 15; i++) bitsA[i] = m[8][14 - i] ? 1 : 0;
  const bitsB: number[] = [];
  for (let i = 0; i < 8; i++) bitsB[i] = m[8][size - 1 - i] ? 1 : 0;
  for (let i = 8; i < 15; i++) bitsB[i] = m[size - 15 + i][8] ? 1 : 0;
  const fmt = bitsA.reduce((acc, b, i) => acc | (b << i), 0) ^ 0x5412;
  let rem = fmt;
  for (let i = 14; i >= 10; i--) if ((rem >>> i) & 1) rem ^= 0x537 << (i - 10);
  const level = fmt >>> 13,
    mask = (fmt >>> 10) & 7;
  // Codewords in placement order, un-masked.
  const bits: number[] = [];
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++)
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const y = ((right + 1) & 2) === 0 ? size - 1 - vert : vert;
        if (isFunction(v, size, x, y)) continue;
        bits.push(m[y][x] !== maskFn(mask, x, y) ? 1 : 0);
      }
  }
  const words: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) words.push(parseInt(bits.slice(i, i + 8).join(''), 2));
  // De-interleave.
  const nb = BLOCKS[v],
    ecc = ECC[v],
    total = words.length,
    nShort = nb - (total % nb),
    shortLen = Math.floor(total / nb);
  const blocks: number[][] = Array.from({ length: nb }, () => []);
  let k = 0;
  for (let i = 0; i < shortLen + 1; i++)
    for (let b = 0; b < nb; b++) {
      if (i === shortLen - ecc && b < nShort) continue;
      if (k < total) blocks[b].push(words[k++]);
    }
  const data = blocks.flatMap((b) => b.slice(0, b.length - ecc));
  return { q, rem, level, mask, bitsA, bitsB, blocks, ecc, data };
}

describe('QR encoder', () => {
  const samples = [
    'hello',
    'https://demo-cafe.example/t/12',
    'M10000001',
    '你好，世界 café',
    'x'.repeat(120),
    'y'.repeat(200),
  ];
  for (const text of samples)
    it(`reads back "${text.slice(0, 24)}"`, () => {
      const r = readBack(text);
      expect(r.q.size).toBe(r.q.version * 4 + 17);
      // Finder pattern: dark ring, light ring, dark centre.
      expect([0, 1, 2, 3, 4, 5, 6].map((i) => r.q.modules[0][i])).toEqual(Array(7).fill(true));
      expect(r.q.modules[1][1]).toBe(false);
      expect(r.q.modules[3][3]).toBe(true);
      expect(r.rem).toBe(0); // BCH(15,5) remainder of the format information
      expect(r.level).toBe(0); // M
      expect(r.mask).toBe(r.q.mask);
      expect(r.bitsB).toEqual(r.bitsA);
      for (const b of r.blocks) expect(syndromes(b, r.ecc).every((x) => x === 0)).toBe(true);
      const bytes = new TextEncoder().encode(text);
      const lenBits = r.q.version <= 9 ? 8 : 16;
      const bits = r.data.map((w) => w.toString(2).padStart(8, '0')).join('');
      expect(bits.slice(0, 4)).toBe('0100');
      expect(parseInt(bits.slice(4, 4 + lenBits), 2)).toBe(bytes.length);
      const got: number[] = [];
      for (let i = 0; i < bytes.length; i++)
        got.push(parseInt(bits.slice(4 + lenBits + i * 8, 12 + lenBits + i * 8), 2));
      expect(got).toEqual([...bytes]);
    });
  it('every mask gives a readable symbol', () => {
    for (let mask = 0; mask < 8; mask++) expect(encodeQr('mask test', mask)!.mask).toBe(mask);
  });
  it('refuses text beyond version 10-M', () => {
    expect(encodeQr('z'.repeat(214))).toBeNull();
    expect(qrSvg('z'.repeat(300))).toBeNull();
  });
});

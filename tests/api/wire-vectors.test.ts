// The test vectors of docs/wire-format.md (tests/api/wire-vectors.json), checked three ways: the
// codec reproduces them, the codec decodes them, and node:crypto (an independent implementation)
// agrees byte for byte. The reference server runs the same file.
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  decodeEnvelope,
  decodeRequest,
  decryptBody,
  encodeEnvelope,
  encodeRequest,
  encryptBody,
  signIdentity,
  verifyIdentity,
  withIdentity,
} from '../../src/api/wire/codec';

interface Vector {
  name: string;
  payload: unknown;
  key: string;
  iv: string;
  aes: string;
  b64: string;
  b64Nested: string;
  sign: { shopId: string; device: string; tm: number; sign: string };
}
const vectors = JSON.parse(readFileSync(new URL('./wire-vectors.json', import.meta.url), 'utf8')) as Vector[];

describe('wire test vectors', () => {
  it('there are at least three, with distinct keys', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(3);
    expect(new Set(vectors.map((v) => v.key)).size).toBe(vectors.length);
  });

  for (const v of vectors) {
    describe(v.name, () => {
      it('encrypts to the listed bytes and back', () => {
        expect(encryptBody(v.payload, { key: v.key, iv: v.iv })).toBe(v.aes);
        expect(decryptBody(v.aes, { iv: v.iv })).toEqual(v.payload);
        expect(v.aes.endsWith(v.key)).toBe(true);
      });

      it('agrees with node:crypto AES-128-CBC PKCS7 over the URL-encoded JSON', () => {
        const plain = encodeURIComponent(JSON.stringify(v.payload));
        const c = createCipheriv('aes-128-cbc', Buffer.from(v.key, 'utf8'), Buffer.from(v.iv, 'utf8'));
        const b64 = Buffer.concat([c.update(plain, 'utf8'), c.final()]).toString('base64');
        expect(b64 + v.key).toBe(v.aes);
        const d = createDecipheriv('aes-128-cbc', Buffer.from(v.key, 'utf8'), Buffer.from(v.iv, 'utf8'));
        const back = Buffer.concat([d.update(Buffer.from(v.aes.slice(0, -16), 'base64')), d.final()]).toString('utf8');
        expect(JSON.parse(decodeURIComponent(back))).toEqual(v.payload);
      });

      it('envelopes to the listed base64, flat and nested as paramIn', () => {
        expect(encodeEnvelope(v.payload)).toBe(v.b64);
        expect(encodeEnvelope(v.payload, true)).toBe(v.b64Nested);
        expect(Buffer.from(v.b64, 'base64').toString('utf8')).toBe(JSON.stringify(v.payload));
        expect(JSON.parse(Buffer.from(v.b64Nested, 'base64').toString('utf8'))).toEqual({ paramIn: v.payload });
        expect(decodeEnvelope(v.b64)).toEqual(v.payload);
        expect(decodeEnvelope(v.b64Nested)).toEqual(v.payload);
      });

      it('signs shop id, device and time as hex SHA-256 of "id|device|tm"', () => {
        const { shopId, device, tm, sign } = v.sign;
        expect(signIdentity(shopId, device, tm)).toBe(sign);
        expect(createHash('sha256').update(`${shopId}|${device}|${tm}`, 'utf8').digest('hex')).toBe(sign);
        expect(verifyIdentity({ id: shopId, device, tm, sign }, { now: tm })).toEqual({ ok: true });
      });

      it('whole request bodies round-trip through decodeRequest', () => {
        for (const format of ['plain', 'aes', 'b64'] as const) {
          for (const nest of [false, true]) {
            const { headers, body } = encodeRequest(v.payload, format, { key: v.key, iv: v.iv, nest });
            expect(decodeRequest(JSON.parse(body), headers['x-wire-format'], { iv: v.iv })).toEqual(v.payload);
          }
        }
        const aes = encodeRequest(v.payload, 'aes', { key: v.key, iv: v.iv });
        expect(aes.body).toBe(`{"data":"${v.aes}"}`);
        expect(encodeRequest(v.payload, 'b64').body).toBe(`{"data":"${v.b64}"}`);
      });
    });
  }

  it('withIdentity adds id, shp, device, tm and sign in that order after the payload', () => {
    const out = withIdentity(
      { a: 1 },
      { shopKey: 'demo-shop', siteId: 'S001', device: 'dev-0001' },
      { now: 1767225600000 },
    );
    expect(Object.keys(out)).toEqual(['a', 'id', 'shp', 'device', 'tm', 'sign']);
    expect(out.sign).toBe(vectors[0].sign.sign);
    expect(withIdentity({}, { shopKey: 'k', siteId: 's', device: 'd' }, { signed: false })).toEqual({
      id: 'k',
      shp: 's',
      device: 'd',
    });
  });
});

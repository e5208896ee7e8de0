// Property: any JSON payload survives every body variant (with and without paramIn), and the
// AES bytes always match node:crypto under the same key and IV.
import { createDecipheriv } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeRequest, encodeRequest, encryptBody } from '../../src/api/wire/codec';

// JSON objects without the keys the decoder refuses; fast-check's json arbitrary gives -0, which JSON turns into 0.
const safeKey = fc
  .string({ maxLength: 12 })
  .filter((k) => !['__proto__', 'constructor', 'prototype', 'paramIn'].includes(k));
const payload = fc
  .dictionary(safeKey, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 })
  .map((o) => JSON.parse(JSON.stringify(o)) as Record<string, unknown>)
  .filter((o) => JSON.stringify(o).indexOf('"__proto__"') < 0 && !/"(constructor|prototype)":/.test(JSON.stringify(o)));
const key16 = fc.string({
  unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'.split('')),
  minLength: 16,
  maxLength: 16,
});

describe('wire format properties', () => {
  it('every variant round-trips any JSON payload', () => {
    fc.assert(
      fc.property(
        payload,
        key16,
        fc.constantFrom('plain', 'aes', 'b64' as const),
        fc.boolean(),
        (p, key, format, nest) => {
          const { headers, body } = encodeRequest(p, format as 'plain' | 'aes' | 'b64', { key, nest });
          expect(decodeRequest(JSON.parse(body), headers['x-wire-format'])).toEqual(p);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('the AES layer is plain AES-128-CBC/PKCS7 over encodeURIComponent(JSON)', () => {
    fc.assert(
      fc.property(payload, key16, (p, key) => {
        const data = encryptBody(p, { key });
        expect(data.slice(-16)).toBe(key);
        const d = createDecipheriv('aes-128-cbc', Buffer.from(key), Buffer.from('V3.60.38-venueIV'));
        const text = Buffer.concat([d.update(Buffer.from(data.slice(0, -16), 'base64')), d.final()]).toString('utf8');
        expect(text).toBe(encodeURIComponent(JSON.stringify(p)));
      }),
      { numRuns: 100 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseManifestText, syntaxErrorOffset } from '../../../src/engine/manifest/parse';
import { loadText } from '../../../src/engine/manifest';

describe('parseManifestText', () => {
  it('finds no syntax error in any valid JSON (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.boolean(), (v, pretty) => {
        const text = JSON.stringify(v, null, pretty ? 2 : undefined);
        expect(syntaxErrorOffset(text)).toBe(-1);
      }),
      { numRuns: 300 },
    );
  });

  it('locates the error in truncated or corrupted JSON (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 }), { minKeys: 1 }), fc.nat(), (v, cut) => {
        const text = JSON.stringify(v);
        const broken = text.slice(0, cut % text.length); // always loses the closing brace
        expect(syntaxErrorOffset(broken)).toBeGreaterThanOrEqual(0);
        const r = parseManifestText(broken, 'x.json');
        expect(r.value).toBeUndefined();
        expect(r.issues.map((i) => i.code)).toEqual([broken.trim() === '' ? 'json.empty' : 'json.invalid']);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (s) => {
        const r = loadText(s, 'x.json');
        expect(r.doc !== undefined || r.issues.length > 0).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('reports duplicate keys with their JSON Pointer, escaping ~ and /', () => {
    const r = parseManifestText('{"a": [{"x/y": 1, "x/y": 2}], "b~": {"c": 1, "c": 2}}', 'd.json');
    expect(r.issues.map((i) => `${i.code} ${i.path}`)).toEqual([
      'json.duplicate-key /a/0/x~1y',
      'json.duplicate-key /b~0/c',
    ]);
  });

  it('accepts a byte order mark', () => {
    expect(parseManifestText('\ufeff{"a": 1}', 'bom.json')).toEqual({ value: { a: 1 }, issues: [] });
  });
});

// docs/wire-format.md states exact byte counts and the refusal codes of the wire door; both are
// checked against what they describe, so a client written from the document alone gets them right.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BAD_TEXT_CODES } from '../../server/wire/badText';

const doc = readFileSync(new URL('../../docs/wire-format.md', import.meta.url), 'utf8');

describe('docs/wire-format.md', () => {
  it('every "the N bytes `text`" is the UTF-8 length of that text', () => {
    const claims = [...doc.matchAll(/the (\d+) bytes\s+`([^`]+)`/g)].map((m) => ({
      text: m[2],
      said: Number(m[1]),
      real: Buffer.byteLength(m[2], 'utf8'),
    }));
    expect(claims.length).toBeGreaterThanOrEqual(2);
    expect(claims.filter((c) => c.said !== c.real)).toEqual([]);
  });

  it('lists every text refusal code of the wire door in the decoding failures (section 6)', () => {
    const section6 = doc.slice(doc.indexOf('## 6. Decoding failures'), doc.indexOf('## 7. Answers'));
    for (const code of Object.values(BAD_TEXT_CODES)) expect(section6).toContain(`| \`${code}\` |`);
  });
});

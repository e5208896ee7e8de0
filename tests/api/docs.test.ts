// docs/wire-format.md holds the vectors of tests/api/wire-vectors.json and a call table that
// matches src/api/calls.ts; the honest security section is there.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderCallTable } from '../../src/api/calls-doc';

const doc = readFileSync(new URL('../../docs/wire-format.md', import.meta.url), 'utf8');
const vectors = JSON.parse(readFileSync(new URL('./wire-vectors.json', import.meta.url), 'utf8')) as {
  payload: unknown;
  key: string;
  iv: string;
  aes: string;
  b64: string;
  b64Nested: string;
  sign: { sign: string };
}[];

describe('docs/wire-format.md', () => {
  it('lists every test vector with its exact bytes', () => {
    for (const v of vectors) {
      for (const s of [JSON.stringify(v.payload), v.key, v.iv, v.aes, v.b64, v.b64Nested, v.sign.sign])
        expect(doc).toContain(s);
    }
    expect(doc).toContain(`{"data":"${vectors[0].aes}"}`);
  });

  it('has an up-to-date generated call table', () => {
    expect(doc).toContain(renderCallTable());
  });

  it('says honestly what the AES layer does not protect', () => {
    expect(doc).toMatch(/obfuscation/i);
    expect(doc).toMatch(/fixed.{0,40}IV|IV is a fixed/i);
    expect(doc).toMatch(/TLS/);
    expect(doc).toMatch(/hashed/);
    expect(doc).toMatch(/Authori[sz]ation checks/i);
  });
});

describe('docs/wire-format.md intermediate bytes', () => {
  it('shows the URL-encoded text of each vector, as encodeURIComponent gives it', () => {
    for (const v of vectors) expect(doc).toContain(`url-enc    ${encodeURIComponent(JSON.stringify(v.payload))}`);
  });
});

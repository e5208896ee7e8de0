// One client error type (issue 26): a screen or a feature reads a refused or failed call only through
// ApiError (src/api/errors.ts): `code`, `refusal` (the generated CallRefusal: code, rtn, field, words),
// `serverMessage`, and the typed detail readers (`detailText`, `detailNumber`, `detailOneOf`,
// `detailList`). Re-parsing the raw answer an error carries (`e.body`, cast by hand) is what this test
// stops: it fails when a file under src/features, src/components or src/state reads `.body` of anything
// but the page's document.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(new URL('../../src', import.meta.url).pathname);
const DIRS = ['features', 'components', 'state'];

/** Objects whose `.body` is the page's, not a call's answer. */
const PAGE_BODIES = new Set(['document', 'doc', 'ownerDocument']);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : /\.tsx?$/.test(p) ? [p] : [];
  });
}

/** The reads of an answer body in a text: `x.body`, `x?.body`, `x['body']`, `{ body } = x` (x not a document). */
export function bodyReadsIn(text: string): string[] {
  const reads: string[] = [];
  for (const m of text.matchAll(/(?<![.\w$])([A-Za-z_$][\w$]*)\s*(?:\?\.|\.|\??\.?\[\s*['"`])body\b/g))
    if (!PAGE_BODIES.has(m[1])) reads.push(m[0]);
  for (const m of text.matchAll(/\{[^{}]*\bbody\b[^{}]*\}\s*=\s*([A-Za-z_$][\w$]*)/g))
    if (!PAGE_BODIES.has(m[1])) reads.push(m[0].replace(/\s+/g, ' '));
  return reads;
}

describe('a refusal is read through ApiError, never from its raw body', () => {
  it('finds the body reads of a text and leaves the page body alone', () => {
    expect(bodyReadsIn('const r = (e.body as { result?: unknown }).result;')).toEqual(['e.body']);
    expect(bodyReadsIn('const a = err?.body; const b = error["body"];')).toEqual(['err?.body', 'error["body']);
    expect(bodyReadsIn('const { body, status } = e;')).toEqual(['{ body, status } = e']);
    expect(bodyReadsIn('document.body.append(x); const n = { ...body }; ownerDocument.body')).toEqual([]);
  });

  it('no feature, component or state file reads the body of a call error', () => {
    const found = DIRS.flatMap((dir) =>
      walk(join(SRC, dir)).flatMap((file) =>
        bodyReadsIn(readFileSync(file, 'utf8')).map((r) => `${relative(SRC, file)}: ${r}`),
      ),
    );
    expect(found).toEqual([]);
  });
});

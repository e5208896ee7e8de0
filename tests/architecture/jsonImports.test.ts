// The build reads JSON modules as one `JSON.parse` of their text, without named exports (vite.config.ts
// `json`): a module that imported a JSON file's keys by name would get undefined in the built app while
// passing in development and in these tests. Only the default import (the whole document) is allowed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../../src/', import.meta.url).pathname;
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : [],
  );

/** Import statements of a text that name keys of a JSON file (`import { a } from './x.json'`, or with a default). */
export function namedJsonImports(text: string): string[] {
  return [...text.matchAll(/^import\s+(?:type\s+)?(?:\w+\s*,\s*)?\{[^}]*\}\s*from\s*'([^']+\.json)'/gm)].map(
    (m) => m[1],
  );
}

describe('JSON imports', () => {
  it('finds a named import of a JSON file', () => {
    expect(namedJsonImports("import { title } from './a.json';")).toEqual(['./a.json']);
    expect(namedJsonImports("import doc, { title } from './a.json';")).toEqual(['./a.json']);
    expect(namedJsonImports("import doc from './a.json';")).toEqual([]);
  });
  it('no module of src imports a JSON file by its keys', () => {
    const found = walk(SRC).flatMap((f) =>
      namedJsonImports(readFileSync(f, 'utf8')).map((j) => `${f.slice(SRC.length)}: ${j}`),
    );
    expect(found).toEqual([]);
  });
});

// One client error type for a refused or failed call (issue 26): ApiError (src/api/errors.ts), whose
// `code` is a literal union of the server's refusal codes and the transport codes. A feature maps codes
// to words (api.code_<code>, both languages) instead of subclassing Error; this test fails when a new
// `extends Error` class appears under src/api or src/features. LEGACY listed the per-feature refusal
// classes still to be folded into ApiError; all seven are folded (each feature reads the call error with
// a function: orderRefusal, walletRefusal, bookingFailure, consoleErrorOf, menuProblems, venueProblem,
// studioFailure, accountRefusal), so it stays empty.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(new URL('../../src', import.meta.url).pathname);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : /\.tsx?$/.test(p) ? [p] : [];
  });
}

/** Error classes that are not call errors, and the one call error type. */
const ALLOWED: Readonly<Record<string, string>> = {
  ApiError: 'api/errors.ts',
  // a picked image file that is not an image or too large: no call made
  ImageFileError: 'features/backoffice/studio/images.ts',
  // the wire codec's decoding failure (a developer's message, never shown on a screen)
  WireError: 'api/wire/format.ts',
};

/** Per-feature refusal classes not yet folded into ApiError (issue 26 step 1): none left; it may not grow. */
const LEGACY: Readonly<Record<string, string>> = {};

/** `class X extends Error` (or a subclass of ApiError) declared in a file's text. */
export function errorClassesIn(text: string): string[] {
  return [...text.matchAll(/\bclass\s+(\w+)\s+extends\s+(?:Error|TypeError|RangeError|ApiError)\b/g)].map((m) => m[1]);
}

function found(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const dir of ['api', 'features'])
    for (const file of walk(join(SRC, dir)))
      for (const name of errorClassesIn(readFileSync(file, 'utf8'))) out[name] = relative(SRC, file);
  return out;
}

describe('one client error type', () => {
  it('finds error classes declared in a text', () => {
    expect(errorClassesIn('export class Foo extends Error {}\nclass Bar extends ApiError {}')).toEqual(['Foo', 'Bar']);
    expect(errorClassesIn('class Baz extends Base {}')).toEqual([]);
  });

  it('declares no error class under src/api or src/features beyond the call error type', () => {
    const extra = Object.entries(found()).filter(([name]) => !(name in ALLOWED) && !(name in LEGACY));
    expect(extra.map(([n, f]) => `${n} (${f})`)).toEqual([]);
  });

  it('keeps the legacy list to classes that still exist (it only shrinks)', () => {
    const now = found();
    const gone = Object.keys(LEGACY).filter((name) => now[name] !== LEGACY[name]);
    expect(gone).toEqual([]);
  });
});

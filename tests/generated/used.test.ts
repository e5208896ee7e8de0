// Every file in src/generated is imported by the app: a generated file nothing imports is dead weight
// that still has to be regenerated and reviewed, so it is deleted (and its generator step with it).
// An import counts when a file of src/ outside src/generated names it (static, dynamic or type-only),
// or an import.meta.glob pattern of such a file matches it. A .d.ts counts with its .js.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = resolve(new URL('../../src', import.meta.url).pathname);
const GENERATED = join(SRC, 'generated');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : f.endsWith('.md') ? [] : [p];
  });
}

/** A module's id: its path without the extension (.d.ts, .ts, .tsx, .js, .mjs). */
const moduleId = (path: string): string => path.replace(/(\.d)?\.(tsx?|m?js)$/, '');

/** The glob of an import.meta.glob call as a regular expression over absolute paths. */
function globPattern(fromFile: string, glob: string): RegExp {
  const abs = glob.startsWith('/') ? join(SRC, '..', glob) : resolve(dirname(fromFile), glob);
  // {a,b} alternatives become (a|b); the rest is literal apart from '*'.
  const body = abs
    .split('*')
    .map((part) =>
      part
        .replace(/[.+?^$()|[\]\\]/g, '\\$&')
        .replace(/\{([^}]*)\}/g, (_, alts: string) => `(${alts.split(',').join('|')})`),
    )
    .join('[^/]*');
  return new RegExp(`^${body}$`);
}

/** What one source file imports of src/generated: module ids, and glob patterns. */
export function importsOfFile(file: string, text: string): { ids: string[]; globs: RegExp[] } {
  const ids = ts
    .preProcessFile(text, true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((s) => s.startsWith('.'))
    .map((s) => moduleId(resolve(dirname(file), s)));
  // The first pattern of a call: a string, or the first of an array (the others are exclusions).
  const globs = [...text.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*\[?\s*['"]([^'"]+)['"]/g)].map((m) =>
    globPattern(file, m[1]),
  );
  return { ids, globs };
}

/** The generated files that nothing outside src/generated imports (relative to src/). */
export function unimported(generated: string[], sources: { file: string; text: string }[]): string[] {
  const ids = new Set<string>();
  const globs: RegExp[] = [];
  for (const s of sources) {
    const found = importsOfFile(s.file, s.text);
    found.ids.forEach((i) => ids.add(i));
    globs.push(...found.globs);
  }
  return generated.filter((g) => !ids.has(moduleId(g)) && !globs.some((re) => re.test(g))).map((g) => relative(SRC, g));
}

describe('src/generated: every file is used', () => {
  const generated = files(GENERATED);
  // The server reads some generated files too (src/generated/call-contracts.json: the call contracts).
  const sources = [...files(SRC), ...files(resolve(SRC, '../server'))]
    .filter((f) => !f.startsWith(GENERATED + '/') && /\.(tsx?|m?js)$/.test(f))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));

  it('has generated files and sources to check', () => {
    expect(generated.length).toBeGreaterThan(5);
    expect(sources.length).toBeGreaterThan(100);
  });

  it('no file in src/generated is imported by nothing', () => {
    expect(unimported(generated, sources)).toEqual([]);
  });

  it('counts static, type-only, dynamic and glob imports, and only from outside src/generated', () => {
    const a = join(GENERATED, 'a.ts');
    const b = join(GENERATED, 'b.js');
    const bTypes = join(GENERATED, 'b.d.ts');
    const c = join(GENERATED, 'props', 'C.js');
    const d = join(GENERATED, 'd.ts');
    const all = [a, b, bTypes, c, d];
    const app = join(SRC, 'app', 'x.ts');
    expect(unimported(all, [{ file: app, text: "import type { A } from '../generated/a';" }])).toEqual([
      'generated/b.js',
      'generated/b.d.ts',
      'generated/props/C.js',
      'generated/d.ts',
    ]);
    expect(
      unimported(
        all,
        [
          {
            file: app,
            text: "import type { A } from '../generated/a';\nconst v = () => import('../generated/b.js');\nconst g = import.meta.glob<{ x: 1 }>('../generated/props/*.js');",
          },
          // d is imported only by another generated file: that does not count.
          { file: a, text: "import type { D } from './d';" },
        ].filter((s) => !s.file.startsWith(GENERATED + '/')),
      ),
    ).toEqual(['generated/d.ts']);
  });
});

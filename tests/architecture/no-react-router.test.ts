// The app has its own router (src/shared/router): nothing in src/, tests/ or e2e/ imports the
// react-router package any more (it cost 29 KB gzip on every page).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import ts from 'typescript';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);
const PACKAGE = ['react', 'router'].join('-');
const importsOf = (text: string) => ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.(tsx?|mts|mjs|js)$/.test(p) ? [p] : [];
  });
}

describe('no react-router', () => {
  it.each(['src', 'tests', 'e2e'])('no file in %s/ imports it', (dir) => {
    const bad = files(join(ROOT, dir)).filter((f) => importsOf(readFileSync(f, 'utf8')).some((s) => s === PACKAGE || s.startsWith(`${PACKAGE}/`) || s === 'react-router-dom'));
    expect(bad.map((f) => relative(ROOT, f))).toEqual([]);
  });
  it('the build has no alias for it', () => {
    expect(readFileSync(join(ROOT, 'vite.config.ts'), 'utf8')).not.toContain(PACKAGE);
  });
});

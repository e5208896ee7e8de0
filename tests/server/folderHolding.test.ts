// folderHolding (server/site/builds.ts): where a file a URL names is now, newest build first, and
// never a path outside the build folders.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFolders, folderHolding, movedDuringSwap } from '../../server/site/builds';

const root = mkdtempSync(join(tmpdir(), 'holding-'));
const [dist, previous] = buildFolders(join(root, 'dist'));
for (const [dir, names] of [
  [dist, ['a.js', 'both.js']],
  [previous, ['b.js', 'both.js']],
] as const) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  for (const n of names) writeFileSync(join(dir, 'assets', n), n);
}
writeFileSync(join(root, 'secret.txt'), 'no');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('folderHolding', () => {
  it('finds the file in the newest folder that has it', () => {
    expect(folderHolding([dist, previous], '/assets/both.js?v=1')).toEqual({ root: dist, file: '/assets/both.js' });
    expect(folderHolding([dist, previous], '/assets/b.js')).toEqual({ root: previous, file: '/assets/b.js' });
    expect(folderHolding([dist, previous], '/assets/none.js')).toBeNull();
  });
  it('refuses a path that leaves the folders and a malformed escape', () => {
    expect(folderHolding([dist, previous], '/../secret.txt')).toBeNull();
    expect(folderHolding([dist, previous], '/%2e%2e/secret.txt')).toBeNull();
    expect(folderHolding([dist, previous], '/assets/%E0%A4%A')).toBeNull();
  });
  it('movedDuringSwap: only a file gone at its opening', () => {
    expect(movedDuringSwap(Object.assign(new Error('x'), { code: 'ENOENT', syscall: 'open' }))).toBe(true);
    expect(movedDuringSwap(Object.assign(new Error('x'), { code: 'ENOENT', syscall: 'stat' }))).toBe(false);
    expect(movedDuringSwap(Object.assign(new Error('x'), { code: 'EACCES', syscall: 'open' }))).toBe(false);
    expect(movedDuringSwap(null)).toBe(false);
  });
});

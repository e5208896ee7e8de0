// The API client imports only the crypto-js modules it needs (never the whole library), keeps
// React out of everything but the hooks, and uses no code-from-strings (strict CSP).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(p) ? [p] : [];
  });
}
const mine = [
  ...files(join(root, 'src/api')),
  ...['auth', 'card', 'session'].map((f) => join(root, `src/state/${f}.ts`)),
];
const read = (f: string) => readFileSync(f, 'utf8');

describe('client imports', () => {
  it('crypto-js only by module (crypto-js/aes, ...), never the whole library', () => {
    for (const f of mine)
      expect(read(f), relative(root, f)).not.toMatch(/from ['"]crypto-js['"]|require\(['"]crypto-js['"]\)/);
    expect(read(join(root, 'src/api/wire/codec.ts'))).toMatch(/from 'crypto-js\/aes'/);
  });
  it('the browser reaches crypto-js only through the lazy fallback of webCodec.ts (Web Crypto first)', () => {
    const statics = mine.filter(
      (f) => !/wire[\\/]codec\.ts$/.test(f) && /from ['"][^'"]*wire\/codec['"]/.test(read(f)),
    );
    expect(statics.map((f) => relative(root, f))).toEqual([]);
    expect(read(join(root, 'src/api/wire/webCodec.ts'))).toMatch(/import\('\.\/codec'\)/);
  });
  it('React and swr only in the data hooks (hooks.ts: useCall; sourceHooks.ts: the named sources)', () => {
    for (const f of mine.filter((x) => !/[\\/](hooks|sourceHooks)\.ts$/.test(x)))
      expect(read(f), relative(root, f)).not.toMatch(/from ['"](react|swr)['"]/);
  });
  it('my stores use valtio/vanilla, not the React entry', () => {
    for (const f of mine) expect(read(f), relative(root, f)).not.toMatch(/from ['"]valtio['"]/);
  });
  it('no eval, new Function or dangerouslySetInnerHTML', () => {
    for (const f of mine)
      expect(read(f), relative(root, f)).not.toMatch(/\beval\(|new Function\(|dangerouslySetInnerHTML/);
  });
  it('the call table is plain data: its entry shape imports nothing, its two parts only the shape (the server loads it)', () => {
    const imports = (f: string) =>
      [...read(join(root, 'src/api', f)).matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
    expect(read(join(root, 'src/api/callEntry.ts'))).not.toMatch(/^import /m);
    expect(imports('customerCalls.ts')).toEqual(['./callEntry']);
    expect(imports('staffCalls.ts')).toEqual(['./callEntry']);
    expect(imports('calls.ts')).toEqual(['./callEntry', './customerCalls', './staffCalls']);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Modules every catalogue page loads at start-up take the domain's small modules directly: the
// domain index re-exports checkout, booking, tickets and dates (with dayjs), which the home, category
// and product pages never call, and a bundler keeps them all once the index is imported.
const START_PATH = ['src/app/venue.ts', 'src/state/cart.ts', 'src/i18n/index.ts'];

describe('start-up imports', () => {
  it.each(START_PATH)('%s does not import the domain index', (file) => {
    const source = readFileSync(file, 'utf8');
    const imports = [...source.matchAll(/^import[^;]*?from '([^']+)'/gms)].map((m) => m[1]);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((p) => /(^|\/)domain(\/index)?$/.test(p))).toEqual([]);
  });
  it('src/i18n/index.ts does not import dayjs statically', () => {
    const source = readFileSync('src/i18n/index.ts', 'utf8');
    expect(source).not.toMatch(/^import[^;]*from 'dayjs'/m);
  });
});

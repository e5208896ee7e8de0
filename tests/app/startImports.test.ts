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
  // The menu's modules (vite.config.ts chunk group 'menu': the home and category pages load them) read
  // no data through swr: the payment methods, which do, sit in paymentHooks.ts. When hooks.ts held
  // them, swr, the sources and the payment rules came with the home: 192.6 KB instead of 183.8.
  it.each([
    'src/features/ordering/catalogue.ts',
    'src/features/ordering/hooks.ts',
    'src/features/ordering/cartCount.ts',
    'src/features/ordering/servedText.ts',
    'src/domain/itemHours.ts',
  ])('%s (the menu chunk) imports neither swr nor the data hooks', (file) => {
    const imports = [...readFileSync(file, 'utf8').matchAll(/^import[^;]*?from '([^']+)'/gms)].map((m) => m[1]);
    expect(imports.filter((p) => p === 'swr' || /api\/(hooks|sources)$/.test(p))).toEqual([]);
  });
  // The cart's wiring (setup.ts) comes with the item and cart pages: the checkout's submission, with its calls and
  // swr, loads when a manifest submits. Imported statically, it put the item page at 209.6 KB instead of 196.6.
  it('src/features/ordering/setup.ts takes the checkout only when it is submitted', () => {
    const imports = [
      ...readFileSync('src/features/ordering/setup.ts', 'utf8').matchAll(/^import (?!type )[^;]*?from '([^']+)'/gms),
    ];
    expect(imports.map((m) => m[1])).not.toContain('./checkout');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FamilyManifest } from '../../../src/engine/contract';
import { joinPath, resolveFamilies } from '../../../src/engine/manifest/resolve';

const fam = (over: Partial<FamilyManifest> & { id: string }): FamilyManifest => ({
  kind: 'family',
  schemaVersion: 1,
  prefix: `/${over.id}/:shop`,
  layout: over.id,
  ...over,
});

describe('resolveFamilies', () => {
  it('joins prefixes and paths', () => {
    expect(joinPath('/shop/:shop', 'cart')).toBe('/shop/:shop/cart');
    expect(joinPath('/shop/:shop', '')).toBe('/shop/:shop');
    expect(joinPath('', '404')).toBe('/404');
    expect(joinPath('', '')).toBe('/');
  });

  it('applies extends, omit and add, and computes fullPath and layout', () => {
    const shop = fam({
      id: 'shop',
      home: 'home',
      loginRoute: 'login',
      routes: [
        { path: 'home', screen: 'home' },
        { path: 'login', screen: 'login' },
        { path: 'mycards', screen: 'my-cards' },
        { path: 'checkout', screen: 'checkout' },
      ],
    });
    const app = fam({
      id: 'app',
      extends: 'shop',
      omit: ['mycards'],
      add: [
        { path: 'checkout', screen: 'self-checkout' },
        { path: 'myorders', screen: 'my-orders', layout: 'app-secondary' },
      ],
    });
    const { families, issues } = resolveFamilies([shop, app]);
    expect(issues).toEqual([]);
    const a = families.find((f) => f.id === 'app')!;
    expect(a.home).toBe('home');
    expect(a.loginRoute).toBe('login');
    const byPath = Object.fromEntries(a.routes.map((r) => [r.path, r]));
    expect(byPath.mycards).toBeUndefined();
    expect(byPath.checkout.screen).toBe('self-checkout');
    expect(byPath.checkout.fullPath).toBe('/app/:shop/checkout');
    expect(byPath.checkout.layout).toBe('app');
    expect(byPath.myorders.layout).toBe('app-secondary');
    expect(byPath[''].redirect).toBe('home');
    expect(byPath[''].fullPath).toBe('/app/:shop');
    expect(a.routes.every((r) => r.family === 'app')).toBe(true);
    // the base family is untouched
    const s = families.find((f) => f.id === 'shop')!;
    expect(s.routes.find((r) => r.path === 'checkout')!.screen).toBe('checkout');
    expect(s.routes.some((r) => r.path === 'mycards')).toBe(true);
  });

  it('resolves extends transitively', () => {
    const docs = [
      fam({ id: 'a', routes: [{ path: 'x', screen: 'x' }] }),
      fam({ id: 'b', extends: 'a', add: [{ path: 'y', screen: 'y' }] }),
      fam({ id: 'c', extends: 'b', omit: ['x'], add: [{ path: 'z', screen: 'z' }] }),
    ];
    const { families, issues } = resolveFamilies(docs);
    expect(issues).toEqual([]);
    expect(families.find((f) => f.id === 'c')!.routes.map((r) => r.path)).toEqual(['y', 'z']);
  });

  it('reports an extends cycle as an error and does not loop', () => {
    const docs = [
      fam({ id: 'a', extends: 'b', routes: [{ path: 'x', screen: 'x' }] }),
      fam({ id: 'b', extends: 'a', routes: [{ path: 'y', screen: 'y' }] }),
      fam({ id: 'self', extends: 'self' }),
    ];
    const { families, issues } = resolveFamilies(docs, { a: 'fa.json' });
    const cycles = issues.filter((i) => i.code === 'family.extends-cycle');
    expect(cycles.map((i) => i.file).sort()).toEqual([
      'fa.json',
      'screens/families/b.json',
      'screens/families/self.json',
    ]);
    expect(cycles.every((i) => i.severity === 'error' && i.path === '/extends')).toBe(true);
    expect(families).toHaveLength(3);
  });

  it('reports unknown extends, duplicate paths, unknown omit, home and login', () => {
    const docs = [
      fam({
        id: 'a',
        extends: 'nope',
        home: 'missing',
        loginRoute: 'gone',
        omit: ['q'],
        routes: [{ path: 'x', screen: 'x' }],
        add: [{ path: 'x', screen: 'y' }],
      }),
    ];
    const { issues } = resolveFamilies(docs);
    const codes = issues.map((i) => `${i.code} ${i.path}`).sort();
    expect(codes).toEqual([
      'family.extends-unknown /extends',
      'family.home-unknown /home',
      'family.login-unknown /loginRoute',
      'family.omit-unknown /omit/0',
      'route.duplicate /add/0',
    ]);
  });

  it('reports a duplicate family id', () => {
    const { issues } = resolveFamilies([fam({ id: 'a' }), fam({ id: 'a' })]);
    expect(issues.map((i) => i.code)).toEqual(['family.duplicate-id']);
  });

  it('keeps an explicit empty route instead of adding the home redirect', () => {
    const { families } = resolveFamilies([
      fam({
        id: 'a',
        home: 'h',
        routes: [
          { path: '', screen: 'landing' },
          { path: 'h', screen: 'home' },
        ],
      }),
    ]);
    const empty = families[0].routes.filter((r) => r.path === '');
    expect(empty).toHaveLength(1);
    expect(empty[0].screen).toBe('landing');
    expect(empty[0].redirect).toBeUndefined();
  });
});

describe('resolveFamilies (properties)', () => {
  const ids = ['a', 'b', 'c', 'd', 'e'];
  const route = fc.record({ path: fc.constantFrom('x', 'y', 'z', 'p/:id', ''), screen: fc.constantFrom('s1', 's2') });
  const familyArb = (id: string) =>
    fc
      .record({
        extends: fc.option(fc.constantFrom(...ids, 'missing'), { nil: undefined }),
        routes: fc.array(route, { maxLength: 4 }),
        add: fc.array(route, { maxLength: 3 }),
        omit: fc.array(fc.constantFrom('x', 'y', 'q'), { maxLength: 2 }),
      })
      .map((f) => fam({ id, ...f }));

  it('never throws, reports every cycle member, and yields unique paths per family', () => {
    fc.assert(
      fc.property(fc.tuple(...ids.map(familyArb)), (docs) => {
        const { families, issues } = resolveFamilies(docs);
        expect(families).toHaveLength(ids.length);
        const byId = new Map(docs.map((d) => [d.id, d]));
        for (const d of docs) {
          // Walk the chain: does it come back to d?
          const seen = new Set<string>();
          let cur = d.extends;
          let cyclic = false;
          while (cur !== undefined && byId.has(cur) && !seen.has(cur)) {
            if (cur === d.id) {
              cyclic = true;
              break;
            }
            seen.add(cur);
            cur = byId.get(cur)!.extends;
          }
          const reported = issues.some(
            (i) => i.code === 'family.extends-cycle' && i.file === `screens/families/${d.id}.json`,
          );
          expect(reported).toBe(cyclic);
        }
        for (const f of families) {
          const paths = f.routes.map((r) => r.path);
          expect(new Set(paths).size).toBe(paths.length);
          for (const r of f.routes) expect(r.fullPath.startsWith(`/${f.id}/:shop`)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { FamilyManifest, LayoutManifest, ScreenManifest } from '../../../src/engine/contract';
import { checkSemantics, settingsHasPointer, type LoadedDoc } from '../../../src/engine/manifest/semantics';
import { loadText, translationKeys } from '../../../src/engine/manifest';

const screen = (id: string, over: Partial<ScreenManifest> = {}): LoadedDoc => ({
  file: `screens/screens/${id}.json`,
  doc: {
    $schema: '../../schemas/screen.schema.json',
    kind: 'screen',
    schemaVersion: 1,
    id,
    title: { $t: 'screen.home' },
    root: 'a',
    elements: { a: { type: 'Stack' } },
    ...over,
  },
});
const layout = (id: string, over: Partial<LayoutManifest> = {}): LoadedDoc => ({
  file: `screens/layouts/${id}.json`,
  doc: {
    $schema: '../../schemas/layout.schema.json',
    kind: 'layout',
    schemaVersion: 1,
    id,
    root: 'o',
    elements: { o: { type: 'Outlet' } },
    ...over,
  },
});
const family = (id: string, over: Partial<FamilyManifest> = {}): LoadedDoc => ({
  file: `screens/families/${id}.json`,
  doc: {
    $schema: '../../schemas/family.schema.json',
    kind: 'family',
    schemaVersion: 1,
    id,
    prefix: `/${id}/:shop`,
    layout: 'main',
    ...over,
  },
});
const codes = (issues: ReturnType<typeof checkSemantics>) =>
  issues.map((i) => `${i.severity} ${i.code} ${i.file}#${i.path}`).sort();
const i18n = { en: new Set(['screen.home', 'screen.cart']), zh: new Set(['screen.home', 'screen.extra']) };
const ctx = { componentTypes: new Set(['Stack', 'Outlet']), i18n, settingsSchema: {} };

describe('checkSemantics', () => {
  it('accepts a consistent set', () => {
    const docs = [
      screen('home'),
      layout('main'),
      family('shop', { home: 'home', routes: [{ path: 'home', screen: 'home' }] }),
    ];
    expect(codes(checkSemantics(docs, { ...ctx, i18n: { en: i18n.en, zh: new Set(i18n.en) } }))).toEqual([]);
  });

  it('warns about missing and extra Chinese translations', () => {
    expect(codes(checkSemantics([], ctx))).toEqual([
      'warning i18n.extra-translation src/i18n/locales/zh-hans/screen.json#/extra',
      'warning i18n.missing-translation src/i18n/locales/zh-hans/screen.json#/cart',
    ]);
  });

  it('compares plural texts by their base, each language with its own forms (zh-hans needs only _other)', () => {
    const en = new Set(['a.items_one', 'a.items_other', 'a.days_one', 'a.days_other', 'a.method_zero']);
    const ok = new Set(['a.items_other', 'a.days_other', 'a.method_zero']);
    expect(codes(checkSemantics([], { ...ctx, i18n: { en, zh: ok } }))).toEqual([]);
    // A missing plural, and a key that only looks like a plural form (no _other beside it).
    const missing = new Set(['a.items_other', 'a.orphan_one']);
    expect(codes(checkSemantics([], { ...ctx, i18n: { en, zh: missing } }))).toEqual([
      'warning i18n.extra-translation src/i18n/locales/zh-hans/a.json#/orphan_one',
      'warning i18n.missing-translation src/i18n/locales/zh-hans/a.json#/days_one',
      'warning i18n.missing-translation src/i18n/locales/zh-hans/a.json#/days_other',
      'warning i18n.missing-translation src/i18n/locales/zh-hans/a.json#/method_zero',
    ]);
  });

  it('reports unknown layouts as errors once layouts exist, as warnings before', () => {
    const fam = family('shop', { layout: 'nope', routes: [{ path: 'home', screen: 'home', layout: 'gone' }] });
    const withLayouts = codes(checkSemantics([screen('home'), layout('main'), fam], { ...ctx, i18n: undefined }));
    expect(withLayouts).toEqual([
      'error layout.unknown screens/families/shop.json#/layout',
      'error layout.unknown screens/families/shop.json#/routes/0/layout',
    ]);
    const without = codes(checkSemantics([screen('home'), fam], { ...ctx, i18n: undefined }));
    expect(without.every((c) => c.startsWith('warning layout.unknown'))).toBe(true);
  });

  it('asks shipped documents to name their schema', () => {
    const d = screen('home');
    expect(
      codes(
        checkSemantics([{ ...d, doc: { ...d.doc, $schema: '../../schemas/screen.schema.json' } }], {
          ...ctx,
          i18n: undefined,
        }),
      ),
    ).toEqual([]);
    expect(
      codes(
        checkSemantics([{ ...d, doc: { ...d.doc, $schema: '../schemas/screen.schema.json' } }], {
          ...ctx,
          i18n: undefined,
        }),
      ),
    ).toEqual(['error doc.schema-ref screens/screens/home.json#/$schema']);
    expect(codes(checkSemantics([{ file: 'tests/x.json', doc: d.doc }], { ...ctx, i18n: undefined }))).toEqual([]);
  });

  it('reports an id that does not match its shipped file name', () => {
    const d = screen('home');
    expect(codes(checkSemantics([{ ...d, file: 'screens/screens/start.json' }], { ...ctx, i18n: undefined }))).toEqual([
      'error doc.id-mismatch screens/screens/start.json#/id',
    ]);
  });

  it('checks $config pointers and requires.config against the settings schema, following $ref', () => {
    const schema = {
      type: 'object',
      additionalProperties: false,
      $defs: { k: { type: 'object', additionalProperties: false, properties: { splash: { type: 'boolean' } } } },
      properties: {
        itemsPerRow: { type: 'integer' },
        kiosk: { $ref: '#/$defs/k' },
        languages: { type: 'array', items: { type: 'string' } },
        free: { type: 'object' },
      },
    };
    expect(settingsHasPointer(schema, '/itemsPerRow')).toBe(true);
    expect(settingsHasPointer(schema, '/kiosk/splash')).toBe(true);
    expect(settingsHasPointer(schema, '/kiosk/nope')).toBe(false);
    expect(settingsHasPointer(schema, '/languages/0')).toBe(true);
    expect(settingsHasPointer(schema, '/free/anything')).toBe(true);
    expect(settingsHasPointer(schema, '/nope')).toBe(false);
    const s = screen('home', {
      elements: {
        a: {
          type: 'Stack',
          props: { n: { $config: '/itemPerRow' } },
          requires: { config: ['/kiosk/splash', '/kiosk/x'] },
        },
      },
    });
    expect(codes(checkSemantics([s], { ...ctx, i18n: undefined, settingsSchema: schema, checkProps: false }))).toEqual([
      'error config.unknown-key screens/screens/home.json#/elements/a/props/n/$config',
      'error config.unknown-key screens/screens/home.json#/elements/a/requires/config/1',
    ]);
  });

  it('warns when the settings schema is missing instead of guessing', () => {
    const issues = checkSemantics([screen('home')], { componentTypes: ctx.componentTypes });
    expect(codes(issues)).toEqual(['warning config.schema-missing schemas/venue-settings.schema.json#']);
  });

  it('warns about an omitted path the base family does not have', () => {
    const docs = [
      screen('home'),
      layout('main'),
      family('a', { routes: [{ path: 'home', screen: 'home' }] }),
      family('b', { extends: 'a', omit: ['nope'] }),
    ];
    expect(codes(checkSemantics(docs, { ...ctx, i18n: undefined }))).toEqual([
      'warning family.omit-unknown screens/families/b.json#/omit/0',
    ]);
  });

  it('flattens nested translation resources into namespace keys', () => {
    expect([...translationKeys('screen', { cart: 'Cart', kiosk: { splash: 'Welcome' } })].sort()).toEqual([
      'screen.cart',
      'screen.kiosk.splash',
    ]);
  });

  it('reports the line and column of a syntax error', () => {
    const r = loadText('{\n  "kind": "screen",\n  "id": \n}', 'x.json');
    expect(r.issues).toHaveLength(1);
    expect(r.issues[0].message).toMatch(/line 4, column 1/);
    expect(loadText('{"a": [1, 2}', 'y.json').issues[0].message).toMatch(/line 1, column 12/);
    expect(loadText('{"a": "open', 'z.json').issues[0].message).toMatch(/ends too early/);
  });
});

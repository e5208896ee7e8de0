// Imports in src/ run one way: app -> components -> features -> state -> api -> domain
// (ARCHITECTURE.md, "Layers own different things"). A layer may import any layer below it, never one
// above: the API client gets the token, the loading bar, notices and navigation through hooks set at
// start-up (src/api/context.ts, setNavigator), not by importing the stores.
//
// Placed by decision (the architecture leaves them open):
// - features: src/features/<capability>/, one layer. Every feature has an index.ts, its public API:
//   nothing outside a feature imports its internals, another feature included (the checkout tells
//   table service about a refused session through src/features/table/index.ts).
// - engine: the screen runtime knows nothing of stores, calls or money (the app registers state
//   slices, data sources and actions into it), so it imports only ui, i18n, shared, domain and
//   generated (its error boxes are the kit's Alert); anything from features up may import it.
// - i18n: texts and the translator, below every layer that shows words (the transport picks a
//   notice's key with it), so it may import only shared and domain.
// - shared: app-wide helpers (typed storage, URL safety ...), importable by anything above domain;
//   imports only domain. Its React hooks (src/shared/hooks: useMoney, useGo) read the stores and the
//   family's navigation, so they are their own layer 'hooks', below features and above engine/state.
// - ui: the UI kit (ARCHITECTURE.md: "src/ui under components; it knows tokens and texts, nothing of
//   features"): what draws buttons, messages, fields, dialogs imports it (app, components, features'
//   own components, and the engine's error boxes); it imports only i18n, shared and domain (the form
//   layer's domain rules), so the engine drawing a kit Alert makes no cycle.
// - generated: types from the schemas; imports nothing. The domain may import its types (type-only,
//   tests/domain/purity.test.ts): the schemas are the source of truth for shapes such as the settings.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(new URL('../../src', import.meta.url).pathname);

type Layer =
  | 'app'
  | 'components'
  | 'ui'
  | 'features'
  | 'hooks'
  | 'engine'
  | 'state'
  | 'api'
  | 'i18n'
  | 'shared'
  | 'domain'
  | 'generated';

/** What each layer may import besides itself. */
const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  app: ['components', 'ui', 'features', 'hooks', 'engine', 'state', 'api', 'i18n', 'shared', 'domain', 'generated'],
  components: ['ui', 'features', 'hooks', 'engine', 'state', 'api', 'i18n', 'shared', 'domain', 'generated'],
  ui: ['i18n', 'shared', 'domain'],
  features: ['ui', 'hooks', 'engine', 'state', 'api', 'i18n', 'shared', 'domain', 'generated'],
  hooks: ['engine', 'state', 'api', 'i18n', 'shared', 'domain', 'generated'],
  engine: ['ui', 'i18n', 'shared', 'domain', 'generated'],
  state: ['api', 'i18n', 'shared', 'domain', 'generated'],
  api: ['i18n', 'shared', 'domain', 'generated'],
  i18n: ['shared', 'domain'],
  shared: ['domain'],
  domain: ['generated'],
  generated: [],
};

/** The top folder of src/ -> its layer. Files directly in src/ (main.tsx, the entry) belong to the app. */
const FOLDERS: Record<string, Layer> = {
  app: 'app',
  components: 'components',
  ui: 'ui',
  features: 'features',
  engine: 'engine',
  state: 'state',
  api: 'api',
  i18n: 'i18n',
  shared: 'shared',
  domain: 'domain',
  generated: 'generated',
};

export function layerOf(file: string): Layer | undefined {
  const rel = relative(SRC, file);
  if (rel.startsWith('..')) return undefined;
  const parts = rel.split(sep);
  if (parts[0] === 'shared' && parts[1] === 'hooks') return 'hooks';
  // A specifier may name a folder ('../../i18n' is src/i18n/index.ts).
  return FOLDERS[parts[0]] ?? (parts.length === 1 ? 'app' : undefined);
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : /\.(tsx?|mts)$/.test(p) && !/\.d\.ts$/.test(p) ? [p] : [];
  });
}

import { importsOf } from './importsOf';

export { importsOf };

/** The imports of a file that run the wrong way, as 'from -> to: specifier'. */
export function wrongWay(file: string, text: string): string[] {
  const from = layerOf(file);
  if (!from) return [];
  const out: string[] = [];
  for (const spec of importsOf(text)) {
    if (!spec.startsWith('.')) continue; // packages
    const to = layerOf(resolve(dirname(file), spec));
    if (!to) out.push(`${relative(SRC, file)}: ${spec} leaves src/`);
    else if (to !== from && !MAY_IMPORT[from].includes(to))
      out.push(`${relative(SRC, file)} (${from}) -> ${spec} (${to})`);
  }
  return out;
}

/** The feature a path lies in ('ordering' for src/features/ordering/...), or undefined. */
export function featureOf(path: string): string | undefined {
  const parts = relative(join(SRC, 'features'), path).split(sep);
  return parts[0] && parts[0] !== '..' ? parts[0] : undefined;
}

/**
 * A feature's entry points besides index.ts: modules whose import does something (ordering/setup
 * wires the cart into the engine, so only the cart components import it, and the menu loads without it;
 * ordering/sampleCart is the studio preview's one dynamic import, so the barrel stays a compile-time list
 * and a page loads only the ordering modules it names, not the checkout with every cart page;
 * tickets/pay brings in ordering's pay info, so the ticket homes load without it; kiosk/visit brings
 * the order, payment and member card, so the kiosk's splash and the app's start-up load without them).
 */
const ENTRIES: Record<string, readonly string[]> = {
  ordering: ['setup', 'sampleCart'],
  tickets: ['pay'],
  kiosk: ['visit'],
  backoffice: ['studio', 'studio/index'],
};

/** Imports that reach into a feature's internals from outside it, as 'file -> specifier'. */
export function intoInternals(file: string, text: string): string[] {
  const from = featureOf(file);
  return importsOf(text)
    .filter((spec) => {
      if (!spec.startsWith('.')) return false;
      const target = resolve(dirname(file), spec);
      const to = featureOf(target);
      if (!to || to === from) return false;
      const inside = relative(join(SRC, 'features', to), target);
      const entry = inside.replace(/\.tsx?$/, '');
      return !(inside === '' || entry === 'index' || (ENTRIES[to] ?? []).includes(entry));
    })
    .map((spec) => `${relative(SRC, file)} -> ${spec}`);
}

describe('layers call one way', () => {
  it('every top folder of src/ has a layer', () => {
    const tops = readdirSync(SRC).filter((f) => statSync(join(SRC, f)).isDirectory());
    for (const t of tops)
      expect(FOLDERS[t], `src/${t} has no layer in tests/architecture/layers.test.ts`).toBeDefined();
  });

  it('no import in src/ runs the wrong way', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(100);
    const wrong = files.flatMap((f) => wrongWay(f, readFileSync(f, 'utf8')));
    expect(wrong).toEqual([]);
  });

  it('src/api imports nothing of src/state (the transport gets the stores through its hooks)', () => {
    const api = sources(join(SRC, 'api'));
    const toState = api.flatMap((f) =>
      importsOf(readFileSync(f, 'utf8'))
        .filter((s) => layerOf(resolve(dirname(f), s)) === 'state')
        .map((s) => `${relative(SRC, f)}: ${s}`),
    );
    expect(toState).toEqual([]);
  });

  it('the check sees every kind of import, and judges direction, not distance', () => {
    const text = [
      "import { user } from '../state/stores';",
      "export { ui } from '../state/ui';",
      "import '../state/side';",
      "const later = () => import('../state/auth');",
      "import { money } from '../domain';",
      "import useSWR from 'swr';",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      '../state/stores',
      '../state/ui',
      '../state/side',
      '../state/auth',
      '../domain',
      'swr',
    ]);
    const inApi = join(SRC, 'api', 'example.ts');
    expect(wrongWay(inApi, text)).toHaveLength(4);
    // A component may skip layers downward (to the API hooks), a domain rule may import nothing above it.
    expect(wrongWay(join(SRC, 'components', 'X', 'X.tsx'), "import { useCall } from '../../api/hooks';")).toEqual([]);
    expect(wrongWay(join(SRC, 'domain', 'x.ts'), "import { ui } from '../state/ui';")).toHaveLength(1);
    expect(wrongWay(join(SRC, 'shared', 'storage', 'x.ts'), "import { app } from '../../state/stores';")).toHaveLength(
      1,
    );
    expect(wrongWay(join(SRC, 'state', 'x.ts'), "import { get } from '../shared/storage';")).toEqual([]);
  });

  it('every feature has its public API (index.ts) and a README', () => {
    const features = readdirSync(join(SRC, 'features')).filter((f) => statSync(join(SRC, 'features', f)).isDirectory());
    expect(features).toEqual(expect.arrayContaining(['ordering', 'table']));
    // A capability made of parts (backoffice: console, studio) may give each part its own index.ts and README.
    const parts = (f: string) =>
      readdirSync(join(SRC, 'features', f))
        .filter((p) => statSync(join(SRC, 'features', f, p)).isDirectory())
        .map((p) => join(f, p));
    for (const f of features)
      for (const must of ['index.ts', 'README.md']) {
        const own = readdirSync(join(SRC, 'features', f)).includes(must);
        const inParts =
          parts(f).length > 0 && parts(f).every((p) => readdirSync(join(SRC, 'features', p)).includes(must));
        expect(own || inParts, `src/features/${f}/${must}`).toBe(true);
      }
  });

  it('nothing outside a feature imports its internals, only its index.ts', () => {
    const wrong = sources(SRC).flatMap((f) => intoInternals(f, readFileSync(f, 'utf8')));
    expect(wrong).toEqual([]);
  });

  it('the feature check allows the index and the feature itself, refuses internals from anywhere else', () => {
    const card = join(SRC, 'components', 'X', 'X.tsx');
    expect(
      intoInternals(
        card,
        "import { checkout } from '../../features/ordering';\nimport { x } from '../../features/ordering/index';",
      ),
    ).toEqual([]);
    expect(intoInternals(card, "import { checkout } from '../../features/ordering/checkout';")).toHaveLength(1);
    expect(intoInternals(card, "import { useCartShop } from '../../features/ordering/setup';")).toEqual([]);
    expect(intoInternals(card, "import { forgetTable } from '../../features/table/setup';")).toHaveLength(1);
    expect(
      intoInternals(join(SRC, 'app', 'venue.ts'), "const t = () => import('../features/table/service');"),
    ).toHaveLength(1);
    // One feature reaches another only through its index; inside a feature, files import each other freely.
    const checkout = join(SRC, 'features', 'ordering', 'checkout.ts');
    expect(intoInternals(checkout, "void import('../table/service');")).toHaveLength(1);
    expect(intoInternals(checkout, "void import('../table');\nimport { placeOrder } from './api';")).toEqual([]);
    // The shared hooks sit below features: a feature may use them, they may not use a feature.
    expect(wrongWay(checkout, "import { useMoney } from '../../shared/hooks';")).toEqual([]);
    expect(
      wrongWay(join(SRC, 'shared', 'hooks', 'x.ts'), "import { checkout } from '../../features/ordering';"),
    ).toHaveLength(1);
    expect(wrongWay(join(SRC, 'shared', 'url', 'x.ts'), "import { app } from '../../state/stores';")).toHaveLength(1);
  });
});

// @vitest-environment jsdom
// The browser's manifest loader: migrate -> validate -> resolve for every document the app uses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ManifestError,
  isManifestError,
  prepareDocument,
  prepareFamilies,
  requireDocument,
} from '../../../src/engine/manifest/runtime';
import { familyDocs, loadLayout, loadScreen } from '../../../src/app/manifests';
import { resolveFamilies } from '../../../src/engine/manifest/resolve';
import { RouteError } from '../../../src/app/BootError';
import { initI18n } from '../../../src/i18n';

const fixture = (name: string) => JSON.parse(readFileSync(join(__dirname, '../fixtures/v0', name), 'utf8'));

beforeAll(async () => {
  await initI18n('en-gb');
});
afterEach(cleanup);

describe('prepareDocument (migrate -> validate)', () => {
  it('migrates an old screen before validating it', () => {
    const r = prepareDocument<{ schemaVersion: number; elements: Record<string, unknown> }>(
      fixture('screen.json'),
      'v0/screen.json',
      'screen',
    );
    expect(r.issues).toEqual([]);
    expect(r.doc?.schemaVersion).toBe(1);
    expect(Object.keys(r.doc!.elements)).toEqual(['page', 'notice']);
  });

  it('refuses an invalid screen with code, file and JSON Pointer, and never throws', () => {
    const bad = {
      $schema: '../../schemas/screen.schema.json',
      kind: 'screen',
      schemaVersion: 1,
      id: 'x',
      title: 'X',
      root: 'a',
      elements: { a: { type: 'not a type', props: {} } },
    };
    const r = prepareDocument(bad, 'screens/screens/x.json', 'screen');
    expect(r.doc).toBeUndefined();
    expect(
      r.issues.some(
        (i) => i.severity === 'error' && i.file === 'screens/screens/x.json' && i.path.startsWith('/elements/a'),
      ),
    ).toBe(true);
    for (const junk of [null, 42, 'text', [], {}, { kind: 'screen' }, { kind: 'screen', schemaVersion: 99 }]) {
      expect(() => prepareDocument(junk, 'junk.json', 'screen')).not.toThrow();
      expect(prepareDocument(junk, 'junk.json', 'screen').doc).toBeUndefined();
    }
  });

  it('refuses a valid document of another kind', () => {
    const layout = JSON.parse(readFileSync(join(__dirname, '../../../screens/layouts/blank.json'), 'utf8'));
    const r = prepareDocument(layout, 'screens/screens/home.json', 'screen');
    expect(r.doc).toBeUndefined();
    expect(r.issues.map((i) => [i.code, i.path])).toContainEqual(['doc.kind-mismatch', '/kind']);
  });

  it('requireDocument throws a ManifestError that carries every issue', () => {
    let caught: unknown;
    try {
      requireDocument({ kind: 'screen', schemaVersion: 1 }, 'screens/screens/y.json', 'screen');
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(ManifestError);
    expect(isManifestError(caught)).toBe(true);
    const err = caught as ManifestError;
    expect(err.issues.length).toBeGreaterThan(0);
    expect(err.message).toMatch(/^screens\/screens\/y\.json#/);
  });

  it('prepareFamilies leaves out an invalid family and keeps the others', () => {
    const good = fixture('family.json');
    const r = prepareFamilies([
      { file: 'a.json', raw: good },
      { file: 'b.json', raw: { kind: 'family', schemaVersion: 1, id: 'b', routes: 'nope' } },
    ]);
    expect(r.docs).toHaveLength(1);
    expect(r.issues.some((i) => i.file === 'b.json' && i.severity === 'error')).toBe(true);
  });
});

describe('the app loads every shipped manifest through the loader', () => {
  it('every family passes and resolves without errors', async () => {
    const { docs, issues } = await familyDocs();
    expect(issues.filter((i) => i.severity === 'error')).toEqual([]);
    expect(docs.length).toBeGreaterThanOrEqual(15);
    const resolved = resolveFamilies(docs);
    expect(resolved.issues.filter((i) => i.severity === 'error')).toEqual([]);
  });

  it("a page's family loads with the general one and the families it extends; an unknown segment loads all", async () => {
    const mobile = await familyDocs('mobile');
    expect(mobile.all).toBe(false);
    expect(mobile.docs.map((d) => d.id).sort()).toEqual(['general', 'mobile', 'shop']);
    const full = (await familyDocs()).docs;
    const resolvedAlone = resolveFamilies(mobile.docs).families.find((f) => f.id === 'mobile');
    expect(resolvedAlone).toEqual(resolveFamilies(full).families.find((f) => f.id === 'mobile'));
    const unknown = await familyDocs('demo-cafe');
    expect(unknown.all).toBe(true);
    expect(unknown.docs).toHaveLength(full.length);
  });

  it('every screen and layout named by a route passes migrate -> validate', async () => {
    const { docs } = await familyDocs();
    const screens = new Set<string>();
    const layouts = new Set<string>();
    for (const f of docs) {
      for (const r of f.routes ?? []) if (r.screen) screens.add(r.screen);
      if (f.layout) layouts.add(f.layout);
      for (const r of f.routes ?? []) if (r.layout) layouts.add(r.layout);
    }
    expect(screens.size).toBeGreaterThan(40);
    for (const id of screens) expect((await loadScreen(id)).id, id).toBe(id);
    for (const id of layouts) expect((await loadLayout(id)).kind, id).toBe('layout');
  });
});

describe('themes', () => {
  it('every shipped theme passes the loader, and a broken one is refused with its pointer', async () => {
    const { readdirSync } = await import('node:fs');
    const dir = join(__dirname, '../../../themes');
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.json'))) {
      const r = prepareDocument(JSON.parse(readFileSync(join(dir, f), 'utf8')), `themes/${f}`, 'theme');
      expect(
        r.issues.filter((i) => i.severity === 'error'),
        f,
      ).toEqual([]);
    }
    const broken = { ...JSON.parse(readFileSync(join(dir, 'default.json'), 'utf8')), tokens: 'blue' };
    const r = prepareDocument(broken, 'themes/broken.json', 'theme');
    expect(r.doc).toBeUndefined();
    expect(r.issues.map((i) => i.path)).toContain('/tokens');
  });
});

describe('RouteError', () => {
  it('names the file, pointer and code of a screen whose manifest failed', async () => {
    const err = new ManifestError('screens/screens/broken.json', [
      {
        severity: 'error',
        code: 'schema.required',
        file: 'screens/screens/broken.json',
        path: '/elements',
        message: 'The document needs "elements".',
      },
    ]);
    const router = createMemoryRouter([{ path: '/', lazy: () => Promise.reject(err), errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'This screen cannot be shown' })).toBeTruthy();
    expect(screen.getByText('screens/screens/broken.json#/elements')).toBeTruthy();
    expect(document.body.textContent).toContain('schema.required: The document needs "elements".');
  });

  it('any other route error offers a retry', async () => {
    const router = createMemoryRouter([
      { path: '/', lazy: () => Promise.reject(new Error('chunk')), errorElement: <RouteError /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('shipped documents in a production build', () => {
  it('the shipped loader migrates and checks the kind, without the document validators', async () => {
    const shipped = await import('../../../src/engine/manifest/shipped');
    const r = shipped.prepareDocument<{ schemaVersion: number }>(fixture('screen.json'), 'v0/screen.json', 'screen');
    expect(r.doc?.schemaVersion).toBe(1);
    expect(() => shipped.requireDocument(fixture('screen.json'), 'v0/screen.json', 'layout')).toThrow(
      /doc.kind-mismatch/,
    );
    expect(readFileSync(join(__dirname, '../../../src/engine/manifest/shipped.ts'), 'utf8')).not.toMatch(
      /from '[^']*(documents|generated)[^']*'/,
    );
  });

  it('the build validates every document the app bundles (so the browser need not check them again)', async () => {
    const { shippedFiles } = await import('../../../src/engine/manifest/files');
    const root = join(__dirname, '../../..');
    const checked = new Set(shippedFiles(root).map((f) => f.replace(/\\/g, '/')));
    const src = ['manifests.ts', 'screenLoaders.ts', 'kioskScreenLoaders.ts', 'theme.ts']
      .map((f) => readFileSync(join(root, 'src/app', f), 'utf8'))
      .join('\n');
    // The first pattern of each call (a string, or the first of an array: the others exclude).
    const globs = [...src.matchAll(/import\.meta\.glob[^(]*\(\s*\[?\s*'([^']+)'/g)].map((m) => m[1]);
    expect(globs.length).toBeGreaterThanOrEqual(3);
    const { readdirSync } = await import('node:fs');
    for (const g of globs) {
      const pattern = g.replace(/^\//, '');
      const base = pattern.slice(0, pattern.search(/[*{]/)).replace(/\/[^/]*$/, '');
      const re = new RegExp(
        `^${pattern
          .replace(/[.]/g, '\\.')
          .replace(/\*\*\//g, '(?:.*/)?')
          .replace(/\*(?!\))/g, '[^/]*')
          .replace(/\{([^}]*)\}/g, (_, a: string) => `(${a.split(',').join('|')})`)}$`,
      );
      const files = readdirSync(join(root, base), { recursive: true })
        .map((f) => `${base}/${String(f).replace(/\\/g, '/')}`)
        .filter((f) => re.test(f));
      expect(files.length, g).toBeGreaterThan(0);
      for (const f of files) expect(checked.has(f), `${f} is bundled but not validated by the build`).toBe(true);
    }
  });
});

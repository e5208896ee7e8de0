import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { components } from '../../src/components/registry';
import { LATER_LOADERS } from '../../src/components/registryLoaders';

/** The loaders of each group chunk (src/components/loaders/*.ts), by file. */
const GROUPS = import.meta.glob<{ LATER_LOADERS: Record<string, unknown> }>('../../src/components/loaders/*.ts', {
  eager: true,
});

// Folders of pieces the registry's components are built from (the form layer, themed tabs, the
// wallet's card dialogs): no manifest uses them directly, so they have no props schema and no registry entry.
// The form layer and the tabs are in the UI kit (src/ui) since issue 25.
const BUILDING_BLOCKS = ['WalletCard'];
/** The registry's loader groups (src/components/loaders): import maps, not components; styles: CSS modules several components share. */
const NOT_COMPONENTS = ['loaders', 'styles'];

/** A component's look: its own CSS module, or (issue 25) the UI kit's or a shared module's in src/components/styles. */
function hasLook(t: string): boolean {
  if (existsSync(`src/components/${t}/${t}.module.css`)) return true;
  return /from '\.\.\/(\.\.\/ui\/|styles\/)/.test(readFileSync(`src/components/${t}/${t}.tsx`, 'utf8'));
}

/** Every CSS file under a folder. */
function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? cssFiles(`${dir}/${d.name}`) : d.name.endsWith('.css') ? [`${dir}/${d.name}`] : [],
  );
}

describe('component registry', () => {
  it('lists each folder once, each with its component, props schema, CSS module and test', () => {
    const folders = readdirSync('src/components', { withFileTypes: true })
      .filter((d) => d.isDirectory() && !BUILDING_BLOCKS.includes(d.name) && !NOT_COMPONENTS.includes(d.name))
      .map((d) => d.name)
      .sort();
    expect(components.map((c) => c.type).sort()).toEqual(folders);
    expect(new Set(components.map((c) => c.type)).size).toBe(components.length);
    for (const t of folders) {
      expect(existsSync(`src/components/${t}/${t}.tsx`), t).toBe(true);
      expect(hasLook(t), t).toBe(true);
      expect(existsSync(`tests/components/${t}.test.tsx`), t).toBe(true);
      const schema = JSON.parse(readFileSync(`src/components/${t}/props.schema.json`, 'utf8'));
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schema.additionalProperties).toBe(false);
      expect(schema.description, t).toBeTruthy();
      for (const [k, p] of Object.entries(schema.properties ?? {}))
        expect((p as { description?: string }).description, `${t}.${k}`).toBeTruthy();
    }
  });
  it('building blocks have their CSS module and test too', () => {
    for (const t of BUILDING_BLOCKS) {
      expect(hasLook(t), t).toBe(true);
      expect(existsSync(`tests/components/${t}.test.tsx`), t).toBe(true);
    }
  });
  it('component and UI kit CSS uses theme variables, never hard-coded colours', () => {
    const own = readdirSync('src/components', { withFileTypes: true })
      .filter((d) => d.isDirectory() && !NOT_COMPONENTS.includes(d.name))
      .map((d) => `src/components/${d.name}/${d.name}.module.css`)
      .filter((f) => existsSync(f));
    const files = [...own, ...cssFiles('src/components/styles'), ...cssFiles('src/ui')];
    expect(files.length).toBeGreaterThan(50);
    for (const t of files) {
      const css = readFileSync(t, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      expect(css, t).not.toMatch(/#[0-9a-fA-F]{3,8}\b|rgba?\(|hsla?\(|(?<![-\w])(red|blue|green|black|white)(?![-\w])/);
    }
  });
  it('a type is imported directly (menu screens) or through the loaders chunk, never both', () => {
    const src = readFileSync('src/components/registry.ts', 'utf8');
    const direct = [...src.matchAll(/type: '(\w+)', load: \(\) => import\(/g)].map((m) => m[1]);
    const later = [...src.matchAll(/type: '(\w+)', load: later\('(\w+)'(?:, '(\w+)')?\)/g)].map((m) => {
      expect(m[2]).toBe(m[1]);
      return { type: m[1], group: m[3] ?? 'other' };
    });
    expect(direct.length + later.length).toBe(components.length);
    // Each later type is in the loaders of the group its entry names, and in no other.
    const listed = new Map<string, string[]>([['other', Object.keys(LATER_LOADERS)]]);
    for (const [file, m] of Object.entries(GROUPS))
      listed.set(file.replace(/.*\/|\.ts$/g, ''), Object.keys(m.LATER_LOADERS));
    for (const { type, group } of later)
      expect(
        [...listed].filter(([, types]) => types.includes(type)).map(([g]) => g),
        type,
      ).toEqual([group]);
    expect([...listed.values()].flat().sort()).toEqual(later.map((l) => l.type).sort());
    expect(src).toContain(`LATER_GROUPS = {`);
    for (const g of listed.keys()) if (g !== 'other') expect(src, g).toContain(`${g}: () => import('./loaders/${g}')`);
    expect(direct.filter((t) => later.some((l) => l.type === t))).toEqual([]);
  });
  it('every lazy entry loads a component', async () => {
    for (const c of components) {
      const m = await c.load();
      expect(typeof m.default, c.type).toBe('function');
    }
  });
});

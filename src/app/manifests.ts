// Where the engine finds manifests: families eagerly (they are small and decide the routes),
// layouts and screens lazily, so each is its own chunk and a family loads only what it shows.
import type { FamilyManifest, LayoutManifest, ScreenManifest } from '../engine/contract';

const familyFiles = import.meta.glob<FamilyManifest>('/screens/families/*.json', { eager: true, import: 'default' });
const layoutFiles = import.meta.glob<LayoutManifest>('/screens/layouts/*.json', { import: 'default' });
const screenFiles = import.meta.glob<ScreenManifest>('/screens/screens/**/*.json', { import: 'default' });

export function familyDocs(): FamilyManifest[] {
  return Object.values(familyFiles);
}

function idOf(path: string): string {
  return path.replace(/^\/screens\/(layouts|screens)\//, '').replace(/\.json$/, '');
}

const layouts = new Map(Object.entries(layoutFiles).map(([p, load]) => [idOf(p), load]));
const screens = new Map(Object.entries(screenFiles).map(([p, load]) => [idOf(p).replace(/^.*\//, ''), load]));

export async function loadLayout(id: string): Promise<LayoutManifest> {
  const load = layouts.get(id) ?? layouts.get('blank');
  if (!load) throw new Error(`No layout "${id}"`);
  return load();
}

export async function loadScreen(id: string): Promise<ScreenManifest> {
  const load = screens.get(id) ?? screens.get('not-found');
  if (!load) throw new Error(`No screen "${id}"`);
  return load();
}

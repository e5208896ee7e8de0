// The themes shipped with the build (themes/*.json): what a venue theme may extend, and the ids a
// venue theme may not take. Read once from the repository, like the schemas.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ThemeManifest } from '../../src/engine/contract';
import { fromRoot } from '../paths';

const DIR = fromRoot('themes');
let cache: ThemeManifest[] | null = null;

export function shippedThemes(): ThemeManifest[] {
  cache ??= readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as ThemeManifest);
  return cache;
}

export const isShippedTheme = (id: string): boolean => shippedThemes().some((t) => t.id === id);

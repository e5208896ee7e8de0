// A venue's own theme (made in the theme studio, stored by the server) read at run time: the public
// read of the venue's current theme, then the same check the server ran on save (schema, tokens,
// every contrast pair). Anything wrong gives null with one logged reason, and the shipped default
// applies. Its own chunk: venues on a shipped theme never load it.
import { shopTheme } from '../api/calls/themes';
import type { ThemeManifest } from '../engine/contract';
import { checkTheme } from '../engine/manifest/themeCheck';
import { mergeTheme, themeIds } from './theme';

/**
 * The venue's theme `id` ready to apply (its `extends` merged), `known` when it is already loaded;
 * null (with a logged reason) when it is missing or invalid.
 */
export async function venueTheme(
  shop: string,
  id: string,
  known: ThemeManifest | null,
  load: (id: string) => Promise<ThemeManifest | null>,
  merged: (id: string) => Promise<ThemeManifest | null>,
): Promise<ThemeManifest | null> {
  if (known?.id === id) return known;
  const shipped = (await Promise.all(themeIds().map(load))).filter((t): t is ThemeManifest => t !== null);
  const own = await loadVenueTheme(shop, id, shipped);
  const base = own?.extends ? await merged(own.extends) : null;
  return own && base ? mergeTheme(base, own) : own;
}

/** Why a venue theme was not applied (logged); exported for the tests. */
export function refuseReason(id: string, why: string): string {
  return `theme: the venue's theme "${id}" is not applied (${why}); the shipped default theme applies instead.`;
}

/** The venue's theme `id`, checked; null (with a logged reason) when it is missing or invalid. */
export async function loadVenueTheme(
  shop: string,
  id: string,
  shipped: readonly ThemeManifest[],
): Promise<ThemeManifest | null> {
  let doc: unknown;
  try {
    const a = await shopTheme({ shop }, { quiet: true });
    if (a.result?.id !== id || !a.result.theme) {
      console.warn(refuseReason(id, `the venue has no saved theme "${id}"`));
      return null;
    }
    doc = a.result.theme;
  } catch (e) {
    console.warn(refuseReason(id, `it could not be read: ${e instanceof Error ? e.message : String(e)}`));
    return null;
  }
  return checkedVenueTheme(doc, id, shipped);
}

/** The theme when it passes every check and is the one asked for; else null with the first problem logged. */
export function checkedVenueTheme(doc: unknown, id: string, shipped: readonly ThemeManifest[]): ThemeManifest | null {
  const r = checkTheme(doc, shipped, `venue theme ${id}`);
  const first = r.issues.find((i) => i.severity === 'error');
  if (!r.doc || first) {
    console.warn(
      refuseReason(id, first ? `${first.path || '/'} ${first.code}: ${first.message}` : 'it is not a theme'),
    );
    return null;
  }
  if (r.doc.id !== id || shipped.some((t) => t.id === id)) {
    console.warn(refuseReason(id, `the saved theme's id is "${r.doc.id}"`));
    return null;
  }
  return r.doc;
}

// Venue themes (issue 18, theme studio): the administrator's calls and the public read of a venue's theme.
import { invoke } from '../invoke';
import type { ApiAnswer, CallOptions } from '../types';

/** A theme manifest as the wire carries it (checked by the server on save, by the app before applying). */
export type ThemeDoc = Record<string, unknown> & { id: string; name: { 'en-gb': string; 'zh-hans': string } };
export interface VenueThemeEntry {
  id: string;
  name: ThemeDoc['name'];
  updatedAt: number;
  updatedBy: string;
}
export interface VenueThemeList {
  themes: VenueThemeEntry[];
  shipped: { id: string; name: ThemeDoc['name'] }[];
  current: string;
}
/** A problem of a refused theme (HTTP 422): its JSON Pointer, code and words. */
export interface ThemeProblem {
  path: string;
  code: string;
  message: string;
}

type A<R> = Promise<ApiAnswer<R>>;
type Shop = { shop: string };

export const venueThemeList = (p: Shop, o?: CallOptions): A<VenueThemeList> => invoke('venueThemeList', p, o);
export const venueThemeGet = (
  p: Shop & { themeId: string },
  o?: CallOptions,
): A<{ theme: ThemeDoc; shipped: boolean }> => invoke('venueThemeGet', p, o);
export const venueThemeSave = (
  p: Shop & { theme: ThemeDoc },
  o?: CallOptions,
): A<{ id: string; created: boolean; updatedAt: number }> => invoke('venueThemeSave', p, o);
export const venueThemeDelete = (p: Shop & { themeId: string }, o?: CallOptions): A<{ id: string; deleted: boolean }> =>
  invoke('venueThemeDelete', p, o);
export const venueThemeDefault = (p: Shop & { themeId: string }, o?: CallOptions): A<{ shop: string; theme: string }> =>
  invoke('venueThemeDefault', p, o);
/** The venue's current theme: its id, and its manifest when it is a venue theme (null for a shipped one). */
export const shopTheme = (p: Shop, o?: CallOptions): A<{ id: string; theme: ThemeDoc | null }> =>
  invoke('shopTheme', p, o);
/** A logo, banner, login or footer picture (base64 PNG, JPEG or WebP, already resized), or `clear` to take it off. */
export const venueThemeImage = (
  p: Shop & { slot: 'logo' | 'banner' | 'login' | 'footer'; data?: string; clear?: boolean },
  o?: CallOptions,
): A<{ slot: string; url: string; version: number | null }> => invoke('venueThemeImage', p, o);
/** A new name (both languages) for a saved theme; an empty or taken name is refused in words. */
export const venueThemeRename = (
  p: Shop & { themeId: string; name: ThemeDoc['name'] },
  o?: CallOptions,
): A<{ id: string; name: ThemeDoc['name']; version: number | null }> => invoke('venueThemeRename', p, o);
/** One kept version of a theme (newest first in the list). */
export interface ThemeVersionEntry {
  version: number;
  savedAt: number;
  savedBy: string;
  name: ThemeDoc['name'];
}
/** A theme's kept versions, or with `version` that version's document. */
export const venueThemeVersions = (
  p: Shop & { themeId: string; version?: number },
  o?: CallOptions,
): A<{ id: string; versions: ThemeVersionEntry[]; theme: ThemeDoc | null }> => invoke('venueThemeVersions', p, o);

// The theme studio's calls (src/api/calls/themes.ts, served by server/routes/themes.ts) as the screen
// uses them: every failure rejects with the one call error, ApiError; `studioFailure(e)` reads it as a
// reason the screen words in both languages, and a refused theme (HTTP 422) with each problem and its JSON Pointer.
import { ApiError, isRecord } from '../../../api/errors';
import { shopCatalogue } from '../../../api/calls/catalogue';
import {
  venueThemeDefault,
  venueThemeDelete,
  venueThemeGet,
  venueThemeList,
  venueThemeRename,
  venueThemeSave,
  venueThemeVersions,
  type ThemeProblem,
} from '../../../api/calls/themes';
import type { ApiAnswer } from '../../../api/types';
import type { ThemeManifest } from '../../../engine/contract';
import { withBase } from './draft';

export type { ThemeProblem, ThemeVersionEntry, VenueThemeEntry } from '../../../api/calls/themes';
export type { ProThemeVenueListResult } from '../../../generated/calls';

export type StudioFailure = 'login' | 'forbidden' | 'invalid' | 'missing' | 'refused' | 'network' | 'error';

/** A failed studio call as the screen reads it. */
export interface StudioError {
  reason: StudioFailure;
  serverMessage: string;
  problems: ThemeProblem[];
}

/** One problem of a refused theme (its path, code and words), as the theme calls type it. */
const isThemeProblem = (v: unknown): v is ThemeProblem =>
  isRecord(v) && typeof v.path === 'string' && typeof v.code === 'string' && typeof v.message === 'string';

/** How a studio call failed, read from its call error. */
export function studioFailure(e: unknown): StudioError {
  const of = (reason: StudioFailure, problems: ThemeProblem[] = []): StudioError => ({
    reason,
    serverMessage: e instanceof ApiError && reason !== 'network' ? e.serverMessage : '',
    problems,
  });
  if (!(e instanceof ApiError)) return of('error');
  if (e.network) return of('network');
  if (e.status === 401 || e.kind === 'not-logged') return of('login');
  if (e.status === 403) return of('forbidden');
  if (e.status === 404) return of('missing');
  if (e.status === 422) {
    return of('invalid', e.detailList('problems', isThemeProblem) ?? []);
  }
  if (e.status === 200 && e.kind === 'http') return of('refused');
  return of('error');
}

/** The result of a studio call that succeeded; a refused answer rejects with ApiError. */
async function call<R>(run: () => Promise<ApiAnswer<R>>): Promise<R> {
  const a = await run();
  if (a.success === false) {
    if (a.result === 'api.not.logged') throw new ApiError(401, 'not-logged', a.dispMsg ?? '', a);
    throw new ApiError(200, 'http', a.dispMsg ?? '', a);
  }
  return a.result;
}

export const listThemes = (shop: string) => call(() => venueThemeList({ shop }, { quiet: true }));

/** The shipped themes with their extends chain merged (what the studio starts from and checks against). */
export async function shippedThemes(shop: string, ids: string[]): Promise<ThemeManifest[]> {
  const docs = await Promise.all(
    ids.map((themeId) => call(() => venueThemeGet({ shop, themeId }, { quiet: true })).then((r) => r.theme)),
  );
  const byId = new Map(docs.map((d) => [d.id, d]));
  return docs.map((d) =>
    d.extends && byId.has(d.extends) ? { ...withBase(byId.get(d.extends)!, d), extends: d.extends } : d,
  );
}

export const openTheme = (shop: string, themeId: string): Promise<ThemeManifest> =>
  call(() => venueThemeGet({ shop, themeId }, { quiet: true })).then((r) => r.theme);
/** Saves the draft; answers the contrast pairs it still fails (a failing draft is kept, never made the default). */
export const saveTheme = (shop: string, theme: ThemeManifest) => call(() => venueThemeSave({ shop, theme }));
export const deleteTheme = (shop: string, themeId: string) => call(() => venueThemeDelete({ shop, themeId }));
export const makeDefault = (shop: string, themeId: string) => call(() => venueThemeDefault({ shop, themeId }));

/** A new name in both languages for a saved theme (the server refuses an empty or taken one in words). */
export const renameTheme = (shop: string, themeId: string, name: ThemeManifest['name']) =>
  call(() => venueThemeRename({ shop, themeId, name }));
/** A saved theme's kept versions, newest first. */
export const themeVersions = (shop: string, themeId: string) =>
  call(() => venueThemeVersions({ shop, themeId }, { quiet: true })).then((r) => r.versions);
/** One kept version's document (restored as the draft). */
export async function themeVersion(shop: string, themeId: string, version: number): Promise<ThemeManifest> {
  const r = await call(() => venueThemeVersions({ shop, themeId, version }, { quiet: true }));
  // The server answers the version's document, or 404 when there is none.
  if (!r.theme) throw new ApiError(200, 'bad-answer', '', r);
  return r.theme;
}

/** The first product of the venue's catalogue (the preview's product screen), or '' when it sells none. */
export async function firstProduct(shop: string): Promise<string> {
  try {
    const a = await shopCatalogue({ shop }, { quiet: true });
    return a.result.plus[0]?.pluId ?? '';
  } catch {
    return '';
  }
}

/** The studio's call wrapper for its other modules (images.ts): failures reject with ApiError (read by studioFailure). */
export const studioCall = call;

// Venue themes (issue 18, theme studio): the administrator's calls and the public read of a venue's theme.
// Payloads and answers are the calls' contracts (schemas/calls/pro.theme.venue.*.json, api.shop.theme.json).
import { invoke } from '../invoke';
import type {
  ApiShopThemeResult,
  ProThemeVenueDefaultResult,
  ProThemeVenueDeleteResult,
  ProThemeVenueGetResult,
  ProThemeVenueImageResult,
  ProThemeVenueListResult,
  ProThemeVenueRenameResult,
  ProThemeVenueSaveResult,
  ProThemeVenueVersionsResult,
} from '../../generated/calls';
import type { ApiAnswer, CallOptions } from '../types';
import type { VenuePayload } from '../callAnswer';

/** A problem of a theme (its JSON Pointer, code and words): a contrast pair a saved draft fails, or why one was refused (HTTP 422). */
export type { ThemeProblem } from '../../generated/calls';
/** One of the venue's own themes in the list. */
export type VenueThemeEntry = ProThemeVenueListResult['themes'][number];
/** One kept version of a theme (newest first in the list). */
export type ThemeVersionEntry = ProThemeVenueVersionsResult['versions'][number];

type A<R> = Promise<ApiAnswer<R>>;

export const venueThemeList = (p: VenuePayload<'venueThemeList'>, o?: CallOptions): A<ProThemeVenueListResult> =>
  invoke('venueThemeList', p, o);
export const venueThemeGet = (p: VenuePayload<'venueThemeGet'>, o?: CallOptions): A<ProThemeVenueGetResult> =>
  invoke('venueThemeGet', p, o);
/** Saves a theme: a draft failing contrast pairs is kept, its failures in `contrast`. */
export const venueThemeSave = (p: VenuePayload<'venueThemeSave'>, o?: CallOptions): A<ProThemeVenueSaveResult> =>
  invoke('venueThemeSave', p, o);
export const venueThemeDelete = (p: VenuePayload<'venueThemeDelete'>, o?: CallOptions): A<ProThemeVenueDeleteResult> =>
  invoke('venueThemeDelete', p, o);
export const venueThemeDefault = (
  p: VenuePayload<'venueThemeDefault'>,
  o?: CallOptions,
): A<ProThemeVenueDefaultResult> => invoke('venueThemeDefault', p, o);
/** The venue's current theme: its id, and its manifest when it is a venue theme (null for a shipped one). */
export const shopTheme = (p: VenuePayload<'shopTheme'>, o?: CallOptions): A<ApiShopThemeResult> =>
  invoke('shopTheme', p, o);
/** A logo, banner, login or footer picture (base64 PNG, JPEG or WebP, already resized), or `clear` to take it off. */
export const venueThemeImage = (p: VenuePayload<'venueThemeImage'>, o?: CallOptions): A<ProThemeVenueImageResult> =>
  invoke('venueThemeImage', p, o);
/** A new name (both languages) for a saved theme; an empty or taken name is refused in words. */
export const venueThemeRename = (p: VenuePayload<'venueThemeRename'>, o?: CallOptions): A<ProThemeVenueRenameResult> =>
  invoke('venueThemeRename', p, o);
/** A theme's kept versions, or with `version` that version's document. */
export const venueThemeVersions = (
  p: VenuePayload<'venueThemeVersions'>,
  o?: CallOptions,
): A<ProThemeVenueVersionsResult> => invoke('venueThemeVersions', p, o);

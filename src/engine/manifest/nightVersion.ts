// A venue theme's own night version (issue 32): the colour tokens of the `colorNight` group replace
// the day colours of the same name in every scheme. Its contrast pairs are checked like the day ones
// (schemes named '<scheme>-night'), the customer's day/night switch offers it as '<theme id>--night'
// (a double hyphen no theme id can have), and the studio previews it. Pure.
import type { ThemeManifest } from '../contract';

export const NIGHT_GROUP = 'colorNight';
/** The suffix of a night version's id, and of its schemes' names in the contrast report. */
export const NIGHT_ID_SUFFIX = '--night';
export const NIGHT_SCHEME_SUFFIX = '-night';

export const hasNight = (t: ThemeManifest): boolean => Object.keys(t.tokens[NIGHT_GROUP] ?? {}).length > 0;
export const nightIdOf = (id: string): string => `${id}${NIGHT_ID_SUFFIX}`;
/** The day theme's id of a night version's id, or null when `id` is not one. */
export const dayIdOf = (id: string): string | null =>
  id.endsWith(NIGHT_ID_SUFFIX) ? id.slice(0, -NIGHT_ID_SUFFIX.length) : null;

/**
 * The theme as its night version: every role naming `color.x` names `colorNight.x` when the night
 * group has x (anything else stays the day's), id '<id>--night'. Null when the theme has no night.
 */
export function nightVersion(t: ThemeManifest): ThemeManifest | null {
  if (!hasNight(t)) return null;
  const night = t.tokens[NIGHT_GROUP];
  const schemes: ThemeManifest['schemes'] = {};
  for (const [name, roles] of Object.entries(t.schemes)) {
    schemes[name] = {};
    for (const [role, ref] of Object.entries(roles)) {
      const m = /^color\.(.+)$/.exec(ref);
      schemes[name][role] = m && m[1] in night ? `${NIGHT_GROUP}.${m[1]}` : ref;
    }
  }
  return { ...t, id: nightIdOf(t.id), schemes };
}

/**
 * The night version as the app applies it: the night colours become the theme's colours (so every
 * --color-* property and every role follow), id '<id>--night'. Null when the theme has no night.
 */
export function nightAsDay(t: ThemeManifest): ThemeManifest | null {
  if (!hasNight(t)) return null;
  const tokens: ThemeManifest['tokens'] = {
    ...t.tokens,
    color: { ...(t.tokens.color ?? {}), ...t.tokens[NIGHT_GROUP] },
  };
  delete tokens[NIGHT_GROUP];
  return { ...t, id: nightIdOf(t.id), tokens };
}

// The studio's side of the contrast fixer that keeps the brand (src/domain/contrastFix.ts): the draft's
// colours and role pairs in the fixer's terms, the options for one failing pair, and applying one (a
// token, or for a companion a new token and the role pointed at it). Pure.
import type { ThemeManifest } from '../../../engine/contract';
import { rolePairs } from '../../../engine/manifest/themeCheck';
import { NIGHT_SCHEME_SUFFIX } from '../../../engine/manifest/nightVersion';
import { fixOptions, type ColourPair, type FixOption } from '../../../domain';
import type { Failure } from './draft';
import { setRole, setToken } from './draft';

/** The id of a role pair: scheme/fg/bg (the contrast panel's data-pair). */
export const pairId = (p: { scheme: string; fg: string; bg: string }): string => `${p.scheme}/${p.fg}/${p.bg}`;

/** Every colour token as 'group.name' -> value (the groups of colours: color, and any color* group). */
export function draftColours(t: ThemeManifest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [g, values] of Object.entries(t.tokens))
    if (g.startsWith('color')) for (const [n, v] of Object.entries(values)) out[`${g}.${n}`] = String(v);
  return out;
}

/** The role pairs of the draft in the fixer's terms. */
export function draftPairs(t: ThemeManifest): ColourPair[] {
  return rolePairs(t).map((p) => ({
    id: pairId(p),
    fg: p.fgToken,
    bg: p.bgToken,
    min: p.min,
    scheme: p.scheme,
    fgRole: p.fg,
    bgRole: p.bg,
  }));
}

/** The tokens that carry the brand: what the default scheme's accent and the brand scheme's background name. */
export function brandTokens(t: ThemeManifest): string[] {
  const refs = [t.schemes.default?.accent, t.schemes.brand?.background, 'color.brand'];
  return [...new Set(refs.filter((r): r is string => typeof r === 'string'))];
}

/** The options for a failing pair, best first (the brand changes only when `changeBrand`). */
export function fixesFor(t: ThemeManifest, f: Failure, changeBrand = false): FixOption[] {
  const pairs = draftPairs(t);
  const failing = pairs.find((p) => p.id === pairId(f));
  if (!failing) return [];
  const options = fixOptions(draftColours(t), pairs, failing, brandTokens(t), changeBrand);
  // A night pair's scheme is the day one's: a companion would repoint the day role, so none is offered.
  return f.scheme.endsWith(NIGHT_SCHEME_SUFFIX) ? options.filter((o) => o.kind !== 'companion') : options;
}

/** The draft with an option applied. */
export function applyFix(t: ThemeManifest, o: FixOption): ThemeManifest {
  const dot = o.token.indexOf('.');
  const next = setToken(t, o.token.slice(0, dot), o.token.slice(dot + 1), o.colour);
  return o.role ? setRole(next, o.role.scheme, o.role.role, o.token) : next;
}

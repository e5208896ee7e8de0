// The designer's own night version in the studio (issue 32): derived from the day colours (dark page
// tinted with the brand, light text), then each night pair still failing gets the fixer's best option
// that breaks nothing, so a fresh night version starts whole; every night colour stays editable and
// checked like the day ones. Pure.
import type { ThemeManifest } from '../../../engine/contract';
import { NIGHT_GROUP, NIGHT_SCHEME_SUFFIX, hasNight } from '../../../engine/manifest/nightVersion';
import { nightColours } from '../../../domain';
import { contrastReport } from './draft';
import { applyFix, fixesFor } from './fixes';

export { NIGHT_GROUP, hasNight };

/** Whether a contrast failure is one of the night version's pairs. */
export const isNightPair = (p: { scheme: string }): boolean => p.scheme.endsWith(NIGHT_SCHEME_SUFFIX);

/** The theme with a night version derived from its day colours (replacing any night colours it had). */
export function deriveNight(t: ThemeManifest): ThemeManifest {
  const day = Object.fromEntries(Object.entries(t.tokens.color ?? {}).map(([k, v]) => [k, String(v)]));
  let next: ThemeManifest = { ...t, tokens: { ...t.tokens, [NIGHT_GROUP]: nightColours(day) } };
  for (let i = 0; i < 24; i++) {
    const f = contrastReport(next).failures.find(isNightPair);
    const option = f && fixesFor(next, f).find((o) => o.breaks.length === 0);
    if (!option) break;
    next = applyFix(next, option);
  }
  return next;
}

/** The theme without its night version (the customer's switch then offers the shipped ones). */
export function dropNight(t: ThemeManifest): ThemeManifest {
  const tokens = { ...t.tokens };
  delete tokens[NIGHT_GROUP];
  return { ...t, tokens };
}

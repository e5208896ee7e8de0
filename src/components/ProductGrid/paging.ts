// Paging of the product lists (spec 3 layout settings, spec 4 domain rule, spec 9 load-more distance).
// Pure rules, so they are tested without a browser. Page size (itemPerPage) and load distance
// (loadMoreDistance) are read straight from the normalised settings, which hold their fallbacks.
import type { Settings } from '../../domain';

/**
 * Whether the next page loads by itself when the end of the list nears. The infinity category
 * screen asks for it; other lists follow the venue's itemInfinityScroll. Domain 'shop' turns
 * infinite scroll off whatever is asked (spec 4; the settings normaliser's domainLayout clears the
 * flag, and the screen's own request is refused here), leaving the Show more button.
 */
export function autoLoads(opts: {
  requested?: boolean;
  settings: Pick<Settings, 'itemInfinityScroll'>;
  domain: string;
}): boolean {
  if (opts.domain === 'shop') return false;
  if (opts.requested !== undefined) return opts.requested;
  return opts.settings.itemInfinityScroll;
}

/** The next count shown: one more page, never past the total. */
export const nextShown = (shown: number, perPage: number, total: number): number => Math.min(total, shown + perPage);

/** Counts in the UI language's digits grouping ('1,000'). */
export function formatCount(n: number, lang: string): string {
  try {
    return new Intl.NumberFormat(lang === 'zh-hans' ? 'zh-Hans' : 'en-GB').format(n);
  } catch {
    return String(n);
  }
}

/** History entries whose shown count is kept (the oldest is forgotten first). */
const KEPT_ENTRIES = 50;
/** `<history entry key>\u0000<list key>` -> how many items the list showed when last drawn there. */
const shownByEntry = new Map<string, number>();

/** Notes how many items a list shows in a history entry (for back/forward to it). */
export function rememberShown(entry: string, listKey: string, shown: number): void {
  const key = `${entry}\u0000${listKey}`;
  shownByEntry.delete(key);
  shownByEntry.set(key, shown);
  if (shownByEntry.size > KEPT_ENTRIES) shownByEntry.delete(shownByEntry.keys().next().value!);
}

/** How many items the list showed when this history entry was left; undefined for a new entry. */
export const shownBefore = (entry: string, listKey: string): number | undefined =>
  shownByEntry.get(`${entry}\u0000${listKey}`);

/** Forgets every entry's count (a memory router's first entry is always 'default': tests start afresh). */
export function forgetShown(): void {
  shownByEntry.clear();
}

// Paging of the product lists (spec 3 layout settings, spec 4 domain rule, spec 9 load-more distance).
// Pure rules, so they are tested without a browser.

export interface PagingSettings {
  itemPerPage?: unknown;
  itemInfinityScroll?: unknown;
  loadMoreDistance?: unknown;
}

const positive = (v: unknown, d: number): number => {
  const n = Math.floor(Number(v));
  return Number.isFinite(n) && n > 0 ? n : d;
};

/** Items per page: the venue's itemPerPage (24 when missing or unreadable). */
export const pageSize = (s: PagingSettings): number => positive(s.itemPerPage, 24);

/** How close (px) the end of the list may come to the viewport before the next page loads (600). */
export const loadDistance = (s: PagingSettings): number => positive(s.loadMoreDistance, 600);

/**
 * Whether the next page loads by itself when the end of the list nears. The infinity category
 * screen asks for it; other lists follow the venue's itemInfinityScroll. Domain 'shop' turns
 * infinite scroll off whatever is asked (spec 4; the settings normaliser's domainLayout clears the
 * flag, and the screen's own request is refused here), leaving the Show more button.
 */
export function autoLoads(opts: { requested?: boolean; settings: PagingSettings; domain: string }): boolean {
  if (opts.domain === 'shop') return false;
  if (opts.requested !== undefined) return opts.requested;
  return opts.settings.itemInfinityScroll === true || opts.settings.itemInfinityScroll === 1;
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

// The words for an item's own hours (issue 31) on the customer's menu: "Served Monday to Friday,
// 11:00–14:00", or "Not served now: ..." outside them (the device's clock), in the customer's language.
import { dayRuns, readItemHours, servedNow } from '../../domain/itemHours';

type T = (key: string, values?: Record<string, unknown>) => string;

export interface Served {
  /** False outside the item's hours: shown, never added to a cart. */
  now: boolean;
  text: string;
}

/** The item's hours in words and whether it is served now; null when it has no hours of its own. */
export function servedText(t: T, plu: { availableAt?: unknown }, now = new Date()): Served | null {
  const h = readItemHours(plu.availableAt);
  if (!h) return null;
  const day = (d: number) => t(`ordering.servedDay_${d}`);
  const days =
    h.days.length === 7
      ? t('ordering.servedEveryDay')
      : dayRuns(h.days)
          .map(([a, b]) => (a === b ? day(a) : t('ordering.servedDayRun', { from: day(a), to: day(b) })))
          .join(t('ordering.servedDaysJoin'));
  const served = servedNow(h, now);
  return {
    now: served,
    text: t(served ? 'ordering.servedHours' : 'ordering.notServedNow', { days, from: h.from, to: h.to }),
  };
}

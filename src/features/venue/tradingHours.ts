// Ordering availability (spec 4): the trading-hour check, asked when a venue page opens and when the
// checkout opens. Open hides the closed notice; a result code of 0 or below shows the server's
// message; any failure (network, an unreadable answer) shows the closed notice. A licence whose
// status is not 1 keeps the venue closed whatever the hours say.
// The domain's modules directly: its index would pull checkout rules and dayjs into this chunk.
import { normaliseLicence, orderingEnabled } from '../../domain';
import { tradingHourResult } from '../../domain';
import { app, venue } from '../../state/stores';
import { onceBackOnline } from '../../shared/online/onceBackOnline';
import { askOpenClose } from './api';

/** The check's payload: the venue (site, shop, spot) and the visitor's local date and time. */
export function openClosePayload(now: Date, shop: string, licence: Record<string, unknown>, lang = 'en-gb') {
  // '2026-01-05' and '09:07' in the visitor's time zone, from the Date's local fields (not
  // toLocaleString: its first call builds an ICU formatter, about 40 ms of start-up on a phone).
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${String(now.getFullYear()).padStart(4, '0')}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  return {
    siteId: String(licence.siteId ?? ''),
    ordLot: shop,
    spotId: String(licence.spotId ?? ''),
    date,
    currentTime: `${two(now.getHours())}:${two(now.getMinutes())}`,
    // A closure's own message comes back in the customer's language (issue 29).
    lang,
  };
}

let asking: Promise<boolean> | null = null;

/**
 * A check that failed (offline, no answer) is asked again once the browser is back online, so a
 * dropped connection does not leave the closed notice up after it returns.
 */
const recheckWhenOnline = onceBackOnline(() => void checkTradingHours());

/** Asks the venue whether it trades now and sets the closed notice; resolves true when open. */
export function checkTradingHours(now = new Date()): Promise<boolean> {
  if (!venue.loaded || !app.shop) return Promise.resolve(!app.closed);
  if (!orderingEnabled(normaliseLicence(venue.licence))) {
    app.closed = true;
    return Promise.resolve(false);
  }
  // Spec 5: the trading-hour check is on unless the server sends 0.
  if (venue.settings.checkTradingHour === false) return Promise.resolve(true);
  asking ??= askOpenClose(openClosePayload(now, app.shop, venue.licence, app.lang))
    .then(
      (a) => tradingHourResult(a),
      () => {
        recheckWhenOnline();
        return tradingHourResult(null);
      },
    )
    .then((r) => {
      app.closed = !r.open;
      app.closedMessage = !r.open && r.reason === 'server' ? r.message : '';
      return r.open;
    })
    .finally(() => {
      asking = null;
    });
  return asking;
}

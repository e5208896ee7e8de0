// The top-up attempt per venue, in local storage (every tab of this browser): the card, the amount and
// the idempotency key of the request that opens its payment. Topping up the same card with the same
// amount again after a lost answer, a reload, a sign-in, a payment page that failed or in another tab
// sends the same key, so the server answers the same payment instead of opening a second; the top-up
// form offers that amount again. A paid top-up ends it (the next one is new), and so does time.
import { readStored, removeStored, writeStored } from '../../shared/storage';

export type TopupAttempt = {
  cardNum: string;
  amountCents: number;
  key: string;
  /** When the key was made (ms). */
  at: number;
};

/** How long an unfinished top-up is offered again (the server keeps a key's answer for a day). */
export const TOPUP_ATTEMPT_TTL_MS = 60 * 60_000;

const newKey = (): string =>
  `tu-${Date.now().toString(36)}-${Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

/** The unfinished top-up of this card at this venue, if any. */
export function readTopupAttempt(shop: string, cardNum: string, now = Date.now()): TopupAttempt | null {
  const a = readStored('topupAttempt', shop) as TopupAttempt | null;
  if (
    !a ||
    typeof a.key !== 'string' ||
    a.cardNum !== cardNum ||
    !Number.isInteger(a.amountCents) ||
    !Number.isFinite(a.at)
  )
    return null;
  return now - a.at < TOPUP_ATTEMPT_TTL_MS ? a : null;
}

/** The attempt for this top-up: the kept one for the same card and amount, else a new key. */
export function topupAttemptFor(
  shop: string,
  cardNum: string,
  amountCents: number,
  now = Date.now(),
): TopupAttempt & { resumed: boolean } {
  const old = readTopupAttempt(shop, cardNum, now);
  if (old && old.amountCents === amountCents) return { ...old, resumed: true };
  const next: TopupAttempt = { cardNum, amountCents, key: newKey(), at: now };
  writeStored('topupAttempt', next, shop);
  return { ...next, resumed: false };
}

/** The top-up with this key is paid (or found paid): the next top-up is a new one. */
export function endTopupAttempt(shop: string, key?: string): void {
  const a = readStored('topupAttempt', shop) as TopupAttempt | null;
  if (a && (key === undefined || a.key === key)) removeStored('topupAttempt', shop);
}

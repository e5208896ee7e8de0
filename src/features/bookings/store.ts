// The booking attempt per shop, in local storage (every tab of this browser): the choice sent, its
// idempotency key and, once the server answered, the booking it made. Pressing Book again after a lost
// answer, a reload, a sign-in or in another tab sends the same key, so the server answers the booking
// it made the first time instead of making a second. A changed choice, a finished booking or an
// attempt older than the time a booking is held for payment starts a new key.
import { readStored, removeStored, writeStored } from '../../shared/storage';
import type { CreateRequest } from './api';

export interface BookingAttempt {
  /** The choice as sent (start, people, service, therapist, hours, deposit or full). */
  choice: string;
  key: string;
  /** When the key was made (ms). */
  at: number;
  /** The booking the server made for it, once answered. */
  bookingId?: string;
  /** Until when the booking is held for its payment (ms), once answered. */
  payBy?: number | null;
}

/** How long an attempt without a server answer is kept: the demo venues hold an unpaid booking 20 minutes. */
export const ATTEMPT_TTL_MS = 20 * 60_000;

export const choiceOf = (q: CreateRequest): string =>
  [q.start, q.people, q.pluId ?? '', q.resourceId ?? '', q.hours ?? '', q.payOption ?? ''].join('|');

const newKey = (): string =>
  `bk-${Date.now().toString(36)}-${Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

export function readAttempt(shop: string): BookingAttempt | null {
  const a = readStored('bookingAttempt', shop) as BookingAttempt | null;
  return a && typeof a.choice === 'string' && typeof a.key === 'string' && Number.isFinite(a.at) ? a : null;
}

const live = (a: BookingAttempt, now: number): boolean => now < (a.payBy ?? a.at + ATTEMPT_TTL_MS);

/** The attempt for this choice: the kept one when the choice is the same and still live, else a new key. */
export function attemptFor(shop: string, q: CreateRequest, now = Date.now()): BookingAttempt {
  const choice = choiceOf(q);
  const old = readAttempt(shop);
  if (old && old.choice === choice && live(old, now)) return old;
  const next: BookingAttempt = { choice, key: newKey(), at: now };
  writeStored('bookingAttempt', next, shop);
  return next;
}

/** The server answered: the attempt's booking and how long it is held. */
export function answeredAttempt(shop: string, key: string, bookingId: string, payBy: number | null): void {
  const a = readAttempt(shop);
  if (a && a.key === key) writeStored('bookingAttempt', { ...a, bookingId, payBy }, shop);
}

/** The booking is paid, confirmed or gone: the next booking is a new attempt. */
export function endAttempt(shop: string, bookingId: string): void {
  const a = readAttempt(shop);
  if (a && a.bookingId === bookingId) removeStored('bookingAttempt', shop);
}

// Session and cart lifetimes (spec 4 and 9).
import { readNumber } from './money';

export const MS_PER_MINUTE = 60_000;
export const MS_PER_HOUR = 3_600_000;
/** Session length when the server gives none: 3 hours. */
export const DEFAULT_SESSION_LENGTH_MS = 10_800_000;
/** Cart expiry when none is configured (the kiosk default, used everywhere). */
export const DEFAULT_CART_EXPIRY_HOURS = 1;
/** Expiry value of a reset session. */
export const NO_SESSION = -1;

/** The longest session a venue may configure: 30 days (sessionExpire's maximum in schemas/venue-settings.schema.json). */
export const SESSION_EXPIRE_MAX_MINUTES = 43_200;

/**
 * Server session length in minutes to ms; empty or non-positive gives the 3-hour default. A length over
 * the maximum (stored before the bounds were checked) is read as the maximum, so an expiry is always a
 * real date.
 */
export function sessionLengthMs(minutes: unknown): number {
  const m = readNumber(minutes);
  return m > 0 ? Math.round(Math.min(m, SESSION_EXPIRE_MAX_MINUTES) * MS_PER_MINUTE) : DEFAULT_SESSION_LENGTH_MS;
}

/** Expiry of a session set at `now`: now + length. */
export function sessionExpiry(now: number, lengthMs: number = DEFAULT_SESSION_LENGTH_MS): number {
  return now + lengthMs;
}

/** True when a session with this expiry is over at `now` (a reset session, -1, always is). */
export function sessionExpired(expiry: number, now: number): boolean {
  return expiry < 0 || now >= expiry;
}

/** Cart expiry: configured hours x 3,600,000 ms; empty or non-positive gives 1 hour. */
export function cartExpiryMs(hours: unknown): number {
  const h = readNumber(hours);
  return Math.round((h > 0 ? h : DEFAULT_CART_EXPIRY_HOURS) * MS_PER_HOUR);
}

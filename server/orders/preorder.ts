// Pre-order time on the server (issue 5 extras): the order and feeCalc calls refuse a chosen time that
// is too early (lead time / minimum waiting time), too far ahead or outside the venue's trading hours.
// The rules are the domain's (src/domain/preorder.ts); the clock and the hours are the server's.
import { checkPreorderTime, preorderRules, type PreorderOrderType } from '../../src/domain/preorder';
import { isOpen } from '../routes/config';
import type { Venue } from '../wire/venue';
import type { Blocked } from './pricing';

/** preorderTime of a payload: absent/empty → null; ms or an ISO date → ms; anything else → undefined. */
export function readPreorderTime(v: unknown): number | null | undefined {
  if (v === undefined || v === null || v === '') return null;
  const n = typeof v === 'number' ? v : /^\d+$/.test(String(v)) ? Number(v) : Date.parse(String(v));
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** Minutes the venue's time zone is ahead of UTC at `at`. */
export function tzOffsetMinutes(tz: string, at: number): number {
  try {
    const f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    const p = Object.fromEntries(f.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
    const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
    return Math.round((local - Math.floor(at / 60_000) * 60_000) / 60_000);
  } catch {
    return 0;
  }
}

/** The blocked reason of a chosen time, or null when it is fine (or as soon as possible). */
export function preorderBlocked(venue: Venue, orderType: PreorderOrderType, raw: unknown, now: number): Blocked | null {
  const time = readPreorderTime(raw);
  if (time === undefined) return { code: 'preorder.invalid', message: 'The chosen time is not a valid time.' };
  const rules = preorderRules(venue.settings as Record<string, unknown>);
  const tz = venue.hours?.tz || 'UTC';
  const r = checkPreorderTime(time, now, rules, orderType, (t) => isOpen(venue.hours, t), tzOffsetMinutes(tz, now));
  // minutes: the lead time the venue applies now (the client shows it in the customer's language).
  return r.ok ? null : ({ code: r.code, message: r.message, minutes: r.minutes } as Blocked);
}

/** JSON Schema of the payload field (feeCalc and the order call). */
export const PREORDER_SCHEMA = { type: ['integer', 'string'], minimum: 0, maxLength: 40 };

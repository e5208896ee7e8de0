// Date-range passes (issue 17, company family) and the refund rule of tickets. Dates are calendar
// dates (YYYY-MM-DD) in the venue's time zone; `today` is the caller's (the server's clock in the
// venue's zone), never read here.
import { validateDateRange, validateTicketCount } from './tickets';
import { fail, firstFailure, OK, type ValidationResult } from './validation';
import { addDays, dayNumber, MS_PER_DAY } from './calendarDate';

export { addDays, dayNumber } from './calendarDate';

/** The last day of a pass of `days` days starting on `start` (a day pass ends the day it starts). */
export function passEndDate(start: string, days: number): string {
  return addDays(start, Math.max(1, Math.floor(days)) - 1);
}

/**
 * The days (YYYY-MM-DD, venue time) a pass from `start` to `end` counts against its pool's daily
 * capacity: every day of the range, both ends included ([] when the range is not real dates).
 */
export function passDays(start: string, end: string): string[] {
  const from = dayNumber(start),
    to = dayNumber(end);
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) return [];
  return Array.from({ length: to - from + 1 }, (_, i) => addDays(start, i));
}

export interface PassRules {
  /** The pass's length in days. */
  days: number;
  /** How far ahead a start date may be chosen (0 = no limit). */
  maxAheadDays: number;
}

/**
 * A date range is valid before it is sold: both real dates, the end not before the start, the start
 * not before today (venue time) nor further ahead than allowed, the range exactly the pass's length,
 * and more than 0 tickets.
 */
export function validatePassDates(o: {
  start: string;
  end: string;
  today: string;
  quantity: number | string;
  rules: PassRules;
}): ValidationResult {
  const a = dayNumber(o.start);
  const b = dayNumber(o.end);
  const today = dayNumber(o.today);
  const range =
    Number.isFinite(a) && Number.isFinite(b)
      ? validateDateRange(a * MS_PER_DAY, b * MS_PER_DAY)
      : fail('dateRangeInvalid');
  if (!range.ok) return range;
  if (a < today) return fail('dateInPast');
  if (o.rules.maxAheadDays > 0 && a - today > o.rules.maxAheadDays)
    return fail('dateTooFarAhead', { days: o.rules.maxAheadDays });
  if (b - a + 1 !== Math.max(1, Math.floor(o.rules.days))) return fail('dateRangeInvalid');
  return firstFailure(OK, validateTicketCount(o.quantity));
}

export interface RefundPolicy {
  /** Free cancellation until this many minutes before the start. */
  freeBeforeMinutes: number;
  /** The fee, in percent of what was paid, when cancelled later but before the start. */
  lateFeePercent: number;
}

export type RefundQuote =
  | { refundable: true; refundCents: number; feeCents: number; free: boolean }
  | { refundable: false; reason: 'started' | 'notPaid' | 'refunded' };

/**
 * What a cancellation gives back: everything until `freeBeforeMinutes` before the start, what was paid
 * less the late fee (rounded to the cent, in the customer's favour) until the start, nothing after.
 */
export function ticketRefund(o: {
  paidCents: number;
  startMs: number;
  now: number;
  status: string;
  policy: RefundPolicy;
}): RefundQuote {
  if (o.status === 'refunded') return { refundable: false, reason: 'refunded' };
  if (o.status !== 'paid') return { refundable: false, reason: 'notPaid' };
  if (o.now >= o.startMs) return { refundable: false, reason: 'started' };
  const paid = Math.max(0, Math.round(o.paidCents));
  if (o.now <= o.startMs - o.policy.freeBeforeMinutes * 60_000)
    return { refundable: true, refundCents: paid, feeCents: 0, free: true };
  const fee = Math.floor((paid * Math.min(100, Math.max(0, o.policy.lateFeePercent))) / 100);
  return { refundable: true, refundCents: paid - fee, feeCents: fee, free: false };
}

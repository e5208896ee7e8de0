// Booking money and policy rules (issue 17): the price of a stay by time band, the hours a room may
// be booked for, the deposit, and what cancelling costs under the venue's policy. Integer cents.
import { zonedParts } from './bookingTime';

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;

/** A price band: from 'HH:mm' to 'HH:mm' local (to after from; '24:00' = midnight), cents per hour. */
export interface TimeBand {
  from: string;
  to: string;
  centsPerHour: number;
}

const clock = (s: string) => {
  const m = /^(\d{2}):(\d{2})$/.exec(s);
  return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
};

/** The hourly rate at a local minute of the day: the first band holding it, else the base rate. */
export function rateAt(minuteOfDay: number, bands: readonly TimeBand[], baseCentsPerHour: number): number {
  for (const b of bands) {
    const a = clock(b.from),
      z = clock(b.to);
    if (minuteOfDay >= a && minuteOfDay < z) return b.centsPerHour;
  }
  return baseCentsPerHour;
}

/**
 * The price of a stay of `minutes` from `start`, every quarter hour at the rate of its band in the
 * venue's local time (so an evening band applies from its local start, across daylight saving).
 * Rounded once, at the end, to whole cents.
 */
export function stayPriceCents(
  start: number,
  minutes: number,
  tz: string,
  bands: readonly TimeBand[],
  baseCentsPerHour: number,
): number {
  if (!(minutes > 0)) return 0;
  const quarters = Math.ceil(minutes / 15);
  let sum = 0; // sum of hourly rates, one per quarter
  for (let i = 0; i < quarters; i++)
    sum += rateAt(zonedParts(start + i * 15 * MS_PER_MINUTE, tz).minutes, bands, baseCentsPerHour);
  return Math.round(sum / 4);
}

export type BookingRuleCode = 'booking.hours' | 'booking.started' | 'booking.cancelled';
export type RuleResult = { ok: true } | { ok: false; code: BookingRuleCode; values: Record<string, number> };

/** A room is booked by the whole hour, at least minHours and at most maxHours. */
export function validateStayHours(hours: number, minHours: number, maxHours: number): RuleResult {
  if (!Number.isInteger(hours) || hours < minHours || hours > maxHours)
    return { ok: false, code: 'booking.hours', values: { min: minHours, max: maxHours } };
  return { ok: true };
}

/** The deposit of a booking: a fixed amount per person (reservations), else a share of the price (percent), never above the price. */
export function depositCents(price: number, rule: { perPersonCents?: number; percent?: number }, people = 1): number {
  if (rule.perPersonCents && rule.perPersonCents > 0)
    return Math.min(price > 0 ? price : Infinity, rule.perPersonCents * Math.max(1, people));
  if (rule.percent && rule.percent > 0) return Math.min(price, Math.round((price * rule.percent) / 100));
  return 0;
}

/** A table reservation's deposit: so much per person plus so much per booking (issue 30). */
export function tableDepositCents(rule: { perPersonCents: number; perBookingCents?: number }, people: number): number {
  return Math.max(0, rule.perPersonCents) * Math.max(1, people) + Math.max(0, rule.perBookingCents ?? 0);
}

export interface CancelPolicy {
  /** Free cancellation until this many hours before the start. */
  freeHours: number;
  /** After that, this percent of what was paid is kept as a fee. */
  lateFeePercent: number;
}

export interface CancelQuote {
  /** Free: before the free-cancellation deadline. */
  free: boolean;
  feeCents: number;
  refundCents: number;
  /** The instant until which cancelling is free. */
  freeUntil: number;
}

/**
 * What cancelling at `now` costs: free (all paid back) until freeHours before the start, then
 * lateFeePercent of the amount paid is kept (rounded to the cent) and the rest paid back. A booking
 * whose time has come cannot be cancelled (booking.started).
 */
export function cancellationQuote(
  startsAt: number,
  now: number,
  paidCents: number,
  policy: CancelPolicy,
): ({ ok: true } & CancelQuote) | { ok: false; code: BookingRuleCode; values: Record<string, number> } {
  const freeUntil = startsAt - policy.freeHours * MS_PER_HOUR;
  if (now >= startsAt) return { ok: false, code: 'booking.started', values: {} };
  const paid = Math.max(0, Math.round(paidCents));
  if (now <= freeUntil) return { ok: true, free: true, feeCents: 0, refundCents: paid, freeUntil };
  const fee = Math.min(paid, Math.round((paid * policy.lateFeePercent) / 100));
  return { ok: true, free: false, feeCents: fee, refundCents: paid - fee, freeUntil };
}

/** Status labels of spec 4 (received, confirmed, arrived, cancelled, expired, time changed) and the staff's no-show. */
export const BOOKING_STATUSES = [
  'received',
  'confirmed',
  'arrived',
  'cancelled',
  'expired',
  'changed',
  'noshow',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Statuses that hold the resource's time (the database's exclusion constraint uses the same list). */
export const LIVE_STATUSES: readonly BookingStatus[] = ['received', 'confirmed', 'arrived', 'changed'];

/** A live booking whose held range ended is expired (spec 4's label): arrived ones stay arrived. */
export function statusAt(status: BookingStatus, endsAt: number, now: number): BookingStatus {
  return (status === 'received' || status === 'confirmed' || status === 'changed') && now >= endsAt
    ? 'expired'
    : status;
}

/** May the customer still change or cancel it? Only a live booking not yet started. */
export const changeable = (status: BookingStatus, startsAt: number, now: number): boolean =>
  (status === 'received' || status === 'confirmed' || status === 'changed') && now < startsAt;

export const hoursMs = (h: number): number => h * MS_PER_HOUR;

// Pre-order time rules (issue 5 extras): when the checkout offers a chosen time, the earliest and
// latest time it may choose, the times to offer, and the server's check of a time on the wire.
// Pure: the caller passes the clock and, where it knows them, the venue's trading hours.
import { MS_PER_MINUTE } from './session';
import { toMs, type DateInput } from './instant'; // not ./dates nor ./booking: they load dayjs (the checkout need not)
import type { RefusalCode } from './refusals';
import type { Settings } from './settings';

const MS_PER_DAY = 86_400_000;

/** The earliest pickup: now + the larger of pickupDue (15) and the minimum waiting time, in minutes. */
export function earliestPickupTime(now: DateInput, rules: Pick<Settings, 'pickupDue' | 'minWaitingTime'>): number {
  return toMs(now) + Math.max(rules.pickupDue, rules.minWaitingTime) * MS_PER_MINUTE;
}
/** Without settings.dayInAdvance a pre-order may be this many days ahead. */
export const PREORDER_MAX_DAYS = 14;
/** Offered times are on this grid (minutes). */
export const PREORDER_STEP_MINUTES = 15;
/**
 * The server accepts a time this much earlier than its own earliest: the customer picked the time a
 * little before submitting (a slot shown as "ready from 12:45" at 12:29:50 is still fine at 12:31).
 */
export const PREORDER_GRACE_MS = 2 * MS_PER_MINUTE;

export type PreorderOrderType = 'eatin' | 'takeaway' | 'pickup' | 'delivery';

export interface PreorderRules {
  /** settings.preOrder: every order type may choose a time. */
  preOrder: boolean;
  /** Minutes before a pickup or delivery can be ready (settings.pickupDue, 15). */
  pickupDue: number;
  /** settings.minWaitingTime (minutes; the legacy name minWaitingMinutes is read too). */
  minWaitingTime: number;
  /** The booking lead time (settings.bookingBeforeTime, 60) for eat-in and takeaway pre-orders. */
  bookingBeforeTime: number;
  /** settings.dayInAdvance: last day that may be chosen (0 = PREORDER_MAX_DAYS). */
  dayInAdvance: number;
}

const num = (v: unknown, dflt: number): number => {
  const n = Number(v);
  return v === undefined || v === null || v === '' || !Number.isFinite(n) || n < 0 ? dflt : Math.floor(n);
};
const on = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';

/** The rules from the venue's raw settings (server answer of /api/spot/config or the venue row). */
export function preorderRules(raw: Record<string, unknown> | null | undefined): PreorderRules {
  const s = raw ?? {};
  return {
    preOrder: on(s.preOrder),
    pickupDue: Math.max(1, num(s.pickupDue, 15)),
    minWaitingTime: num(s.minWaitingTime ?? s.minWaitingMinutes, 0),
    bookingBeforeTime: num(s.bookingBeforeTime, 60),
    dayInAdvance: num(s.dayInAdvance, 0),
  };
}

/** Does the checkout offer a chosen time for this order type? (preOrder on, or pickup and delivery.) */
export function preorderOffered(rules: PreorderRules, orderType: PreorderOrderType): boolean {
  return rules.preOrder || orderType === 'pickup' || orderType === 'delivery';
}

/**
 * Minutes from now to the earliest time: pickup and delivery wait max(pickupDue, minWaitingTime)
 * (earliestPickupTime); eat-in and takeaway pre-orders max(booking lead time, minWaitingTime).
 */
export function preorderLeadMinutes(rules: PreorderRules, orderType: PreorderOrderType): number {
  if (orderType === 'pickup' || orderType === 'delivery') return earliestPickupTime(0, rules) / MS_PER_MINUTE;
  return Math.max(rules.bookingBeforeTime, rules.minWaitingTime);
}

/** Local midnight of the day of `t` plus `days` days (runtime time zone, or a fixed offset in minutes). */
function dayStart(t: number, days: number, offsetMinutes: number | null): number {
  if (offsetMinutes === null) {
    const d = new Date(t);
    d.setHours(0, 0, 0, 0);
    d.setDate(d.getDate() + days);
    return d.getTime();
  }
  const off = offsetMinutes * MS_PER_MINUTE;
  return Math.floor((t + off) / MS_PER_DAY) * MS_PER_DAY - off + days * MS_PER_DAY;
}

/** The earliest and latest time a pre-order may choose at `now` (ms). */
export function preorderWindow(
  now: number,
  rules: PreorderRules,
  orderType: PreorderOrderType,
  offsetMinutes: number | null = null,
): { earliest: number; latest: number } {
  const earliest = now + preorderLeadMinutes(rules, orderType) * MS_PER_MINUTE;
  const days = rules.dayInAdvance > 0 ? rules.dayInAdvance : PREORDER_MAX_DAYS;
  const latest = dayStart(now, days + 1, offsetMinutes) - 1;
  return { earliest, latest: Math.max(latest, earliest) };
}

/** `t` rounded up to the grid of `step` minutes. */
export function roundUpToStep(t: number, step = PREORDER_STEP_MINUTES): number {
  const s = step * MS_PER_MINUTE;
  return Math.ceil(t / s) * s;
}

/**
 * The days a customer may choose (their local midnights), first the day of the earliest time.
 * `offsetMinutes` null = the runtime's time zone.
 */
export function preorderDays(
  now: number,
  rules: PreorderRules,
  orderType: PreorderOrderType,
  offsetMinutes: number | null = null,
): number[] {
  const { earliest, latest } = preorderWindow(now, rules, orderType, offsetMinutes);
  const out: number[] = [];
  for (let i = 0; i < 400; i++) {
    const d = dayStart(earliest, i, offsetMinutes);
    if (d > latest) break;
    out.push(d);
  }
  return out;
}

/**
 * The times offered on the day starting at `day` (a value of preorderDays): the grid from the
 * earliest time (rounded up) to the end of the window, inside the trading hours when `isOpenAt` is given.
 */
export function preorderSlots(
  now: number,
  rules: PreorderRules,
  orderType: PreorderOrderType,
  day: number,
  isOpenAt?: (t: number) => boolean,
  step = PREORDER_STEP_MINUTES,
  offsetMinutes: number | null = null,
): number[] {
  const { earliest, latest } = preorderWindow(now, rules, orderType, offsetMinutes);
  const end = Math.min(dayStart(day, 1, offsetMinutes), latest + 1);
  const out: number[] = [];
  for (let t = roundUpToStep(Math.max(earliest, day), step); t < end; t += step * MS_PER_MINUTE) {
    if (!isOpenAt || isOpenAt(t)) out.push(t);
  }
  return out;
}

export type PreorderRefusal = Exclude<Extract<RefusalCode, `preorder.${string}`>, 'preorder.invalid'>;
export type PreorderCheck =
  { ok: true } | { ok: false; code: PreorderRefusal; message: string; earliest: number; minutes: number };

/**
 * The server's check of a chosen time (null = as soon as possible: always fine). Too early means
 * before now + the lead time less PREORDER_GRACE_MS; too late after the window; closed when
 * `isOpenAt` says the venue is closed then.
 */
export function checkPreorderTime(
  time: number | null,
  now: number,
  rules: PreorderRules,
  orderType: PreorderOrderType,
  isOpenAt?: (t: number) => boolean,
  offsetMinutes: number | null = null,
): PreorderCheck {
  if (time === null) return { ok: true };
  const minutes = preorderLeadMinutes(rules, orderType);
  const { earliest, latest } = preorderWindow(now, rules, orderType, offsetMinutes);
  const refuse = (code: PreorderRefusal, message: string): PreorderCheck => ({
    ok: false,
    code,
    message,
    earliest,
    minutes,
  });
  if (!preorderOffered(rules, orderType))
    return refuse('preorder.unavailable', 'This venue does not take orders for a later time for this order type.');
  if (time < earliest - PREORDER_GRACE_MS)
    return refuse('preorder.tooEarly', `Please choose a time at least ${minutes} minutes from now.`);
  if (time > latest)
    return refuse(
      'preorder.tooLate',
      `Please choose a time within ${rules.dayInAdvance > 0 ? rules.dayInAdvance : PREORDER_MAX_DAYS} days.`,
    );
  if (isOpenAt && !isOpenAt(time))
    return refuse(
      'preorder.closed',
      'The venue is closed at the chosen time; please choose a time in its trading hours.',
    );
  return { ok: true };
}

// Booking and pickup timing rules (spec 5, 9): lead time, days in advance, people limits.
import dayjs from 'dayjs';
import { toMs, type DateInput } from './dates';
import { MS_PER_MINUTE } from './session';
import { fail, OK, type ValidationResult } from './validation';
import type { Settings } from './settings';

const MS_PER_DAY = 86_400_000;

export type BookingRules = Pick<Settings, 'bookingBeforeTime' | 'bookingBeforeDay' | 'dayInAdvance'>;
export type PeopleRules = Pick<Settings, 'maxBookingPeople' | 'overBookingPeopleTips'>;

/**
 * The times a booking may start: from now + bookingBeforeTime minutes (lead time, 60 by default)
 * + bookingBeforeDay days, to the end of the day dayInAdvance days from today (0 = no limit).
 */
export function bookingWindow(now: DateInput, rules: BookingRules): { earliest: number; latest: number | null } {
  const n = toMs(now);
  const earliest = n + rules.bookingBeforeTime * MS_PER_MINUTE + rules.bookingBeforeDay * MS_PER_DAY;
  const latest = rules.dayInAdvance > 0 ? dayjs(n).add(rules.dayInAdvance, 'day').endOf('day').valueOf() : null;
  return { earliest, latest };
}

/** A booking time inside the window: too soon names the lead minutes, too far names the days. */
export function validateBookingTime(time: DateInput, now: DateInput, rules: BookingRules): ValidationResult {
  const t = toMs(time);
  const { earliest, latest } = bookingWindow(now, rules);
  if (!Number.isFinite(t) || t < earliest) {
    return fail('bookingTooSoon', { minutes: rules.bookingBeforeTime + rules.bookingBeforeDay * 1440 });
  }
  if (latest !== null && t > latest) return fail('bookingTooFarAhead', { days: rules.dayInAdvance });
  return OK;
}

/**
 * People: at least 1; above maxBookingPeople (10 by default) fails with the venue's over-booking tip
 * ('Please call us.' by default) as the message.
 */
export function validateBookingPeople(
  people: number | string | null | undefined,
  rules: PeopleRules,
): ValidationResult {
  const n = Number(people);
  if (!Number.isInteger(n) || n < 1) return fail('bookingPeopleRequired');
  if (n > rules.maxBookingPeople)
    return fail('overBooking', { max: rules.maxBookingPeople }, rules.overBookingPeopleTips);
  return OK;
}

/** A pickup or delivery time must be at least the minimum waiting time from now. */
export function validateWaitingTime(time: DateInput, now: DateInput, minWaitingMinutes: number): ValidationResult {
  const t = toMs(time);
  if (Number.isFinite(t) && t >= toMs(now) + minWaitingMinutes * MS_PER_MINUTE) return OK;
  return fail('waitingTimeTooShort', { minutes: minWaitingMinutes });
}

import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  dateLocale,
  formatDuration,
  validateTicketTimes,
  validateDateRange,
  validateTicketCount,
  bookingWindow,
  validateBookingTime,
  validateBookingPeople,
  earliestPickupTime,
  validateWaitingTime,
  normaliseSettings,
  type ValidationResult,
} from '../../src/domain';

const keyOf = (r: ValidationResult) => (r.ok ? 'ok' : r.key);
// Local-time dates, so the tests pass in any time zone.
const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, mo - 1, d, h, mi, s).getTime();
const MIN = 60_000;

describe('formatDate and formatDateTime (DD/MM/YYYY, HH:mm DD/MM/YYYY)', () => {
  it.each([
    [at(2024, 1, 5, 9, 7), '05/01/2024', '09:07 05/01/2024'],
    [at(1999, 12, 31, 23, 59), '31/12/1999', '23:59 31/12/1999'],
    [new Date(2025, 6, 4, 0, 0), '04/07/2025', '00:00 04/07/2025'],
  ])('%s', (v, date, dateTime) => {
    expect(formatDate(v)).toBe(date);
    expect(formatDateTime(v)).toBe(dateTime);
  });
  it('other formats and bad input', () => {
    expect(formatDate(at(2024, 3, 9), 'YYYY-MM-DD')).toBe('2024-03-09');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
});

describe('dateLocale: en-gb -> en, zh-hans -> cn', () => {
  it.each([
    ['en-gb', 'en'],
    ['zh-hans', 'cn'],
    ['ZH-HANS', 'cn'],
    ['en', 'en'],
    ['', 'en'],
    [null, 'en'],
    ['fr', 'en'],
  ])('%j -> %s', (l, want) => expect(dateLocale(l)).toBe(want));
});

describe('formatDuration: hours and minutes', () => {
  it.each([
    [0, '0m'],
    [45, '45m'],
    [60, '1h'],
    [90, '1h 30m'],
    [150, '2h 30m'],
    [1441, '24h 1m'],
    [-5, '0m'],
    [29.6, '30m'],
    [Number.NaN, '0m'],
  ])('%s minutes -> %s', (m, want) => expect(formatDuration(m)).toBe(want));
  it('Chinese', () => {
    expect(formatDuration(150, 'zh-hans')).toBe('2小时30分钟');
    expect(formatDuration(60, 'zh-hans')).toBe('1小时');
    expect(formatDuration(5, 'zh-hans')).toBe('5分钟');
  });
});

describe('ticket rules (spec 5)', () => {
  const now = at(2024, 5, 1, 10, 0, 30);
  it.each([
    ['ok', at(2024, 5, 1, 11), at(2024, 5, 1, 13), 60, 'ok'],
    ['entry this minute', at(2024, 5, 1, 10, 0), at(2024, 5, 1, 12), 0, 'ok'],
    ['entry in the past', at(2024, 5, 1, 9, 59), at(2024, 5, 1, 12), 0, 'validation.entryInPast'],
    ['exit equals entry', at(2024, 5, 1, 11), at(2024, 5, 1, 11), 0, 'validation.exitBeforeEntry'],
    ['exit before entry', at(2024, 5, 1, 12), at(2024, 5, 1, 11), 0, 'validation.exitBeforeEntry'],
    ['span too short', at(2024, 5, 1, 11), at(2024, 5, 1, 11, 59), 60, 'validation.minimumSpan'],
    ['span exactly the minimum', at(2024, 5, 1, 11), at(2024, 5, 1, 12), 60, 'ok'],
  ])('%s', (_n, entry, exit, minSpan, want) =>
    expect(keyOf(validateTicketTimes(entry, exit, now, minSpan))).toBe(want),
  );
  it('minimum span message names the duration', () => {
    expect(validateTicketTimes(at(2024, 5, 1, 11), at(2024, 5, 1, 11, 30), now, 90)).toMatchObject({
      message: 'The minimum stay is 1h 30m',
    });
  });
  it.each([
    [at(2024, 5, 1), at(2024, 5, 3), 'ok'],
    [at(2024, 5, 1), at(2024, 5, 1), 'ok'],
    [at(2024, 5, 3), at(2024, 5, 1), 'validation.dateRangeInvalid'],
    [null, at(2024, 5, 1), 'validation.dateRangeInvalid'],
    ['2024-05-01', 'garbage', 'validation.dateRangeInvalid'],
  ])('date range %j..%j -> %s', (a, b, want) => expect(keyOf(validateDateRange(a, b))).toBe(want));
  it.each([
    [1, 'ok'],
    [3, 'ok'],
    ['2', 'ok'],
    [0, 'validation.ticketCountInvalid'],
    [-1, 'validation.ticketCountInvalid'],
    [1.5, 'validation.ticketCountInvalid'],
    ['', 'validation.ticketCountInvalid'],
    [null, 'validation.ticketCountInvalid'],
  ])('ticket count %j -> %s', (n, want) => expect(keyOf(validateTicketCount(n as never))).toBe(want));
});

describe('booking rules (spec 5, 9): lead time 60, max people 10', () => {
  const s = normaliseSettings({});
  const now = at(2024, 5, 1, 10, 0);
  it('lead time of 60 minutes', () => {
    expect(bookingWindow(now, s)).toEqual({ earliest: now + 60 * MIN, latest: null });
    expect(keyOf(validateBookingTime(now + 59 * MIN, now, s))).toBe('validation.bookingTooSoon');
    expect(validateBookingTime(now + 59 * MIN, now, s)).toMatchObject({
      message: 'Bookings must be made at least 60 minutes in advance',
    });
    expect(validateBookingTime(now + 60 * MIN, now, s).ok).toBe(true);
  });
  it('days in advance limit the window to the end of that day', () => {
    const rules = { ...s, dayInAdvance: 2 };
    expect(validateBookingTime(at(2024, 5, 3, 23, 59), now, rules).ok).toBe(true);
    expect(keyOf(validateBookingTime(at(2024, 5, 4, 0, 0), now, rules))).toBe('validation.bookingTooFarAhead');
  });
  it('booking before day adds whole days to the lead time', () => {
    expect(keyOf(validateBookingTime(now + 23 * 60 * MIN, now, { ...s, bookingBeforeDay: 1 }))).toBe(
      'validation.bookingTooSoon',
    );
    expect(validateBookingTime(now + 25 * 60 * MIN, now, { ...s, bookingBeforeDay: 1 }).ok).toBe(true);
  });
  it.each([
    [1, 'ok'],
    [10, 'ok'],
    [11, 'validation.overBooking'],
    [0, 'validation.bookingPeopleRequired'],
    ['', 'validation.bookingPeopleRequired'],
  ])('people %j -> %s', (n, want) => expect(keyOf(validateBookingPeople(n as never, s))).toBe(want));
  it('over-booking shows the venue tip', () => {
    expect(validateBookingPeople(11, s)).toMatchObject({ message: 'Please call us.' });
    expect(
      validateBookingPeople(9, { maxBookingPeople: 8, overBookingPeopleTips: 'Groups over 8: call 02 9123 4567' }),
    ).toMatchObject({ key: 'validation.overBooking', message: 'Groups over 8: call 02 9123 4567' });
  });
  it('pickup due 15 minutes, or the minimum waiting time when longer', () => {
    expect(earliestPickupTime(now, s)).toBe(now + 15 * MIN);
    expect(earliestPickupTime(now, { pickupDue: 15, minWaitingTime: 25 })).toBe(now + 25 * MIN);
    expect(keyOf(validateWaitingTime(now + 10 * MIN, now, 20))).toBe('validation.waitingTimeTooShort');
    expect(validateWaitingTime(now + 20 * MIN, now, 20).ok).toBe(true);
  });
});

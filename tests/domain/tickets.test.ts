// Table tests of the ticket rules (spec 5) with the demo tariff of City Parking: first hour $5.00,
// each further started hour $4.00, at most $35.00 a day (Brisbane time), minimum stay 30 minutes.
import { describe, expect, it } from 'vitest';
import {
  parkingExtensionCents,
  parkingFee,
  passDays,
  passEndDate,
  ticketRefund,
  validateParking,
  validatePassDates,
  localDate,
  type ParkingTariff,
} from '../../src/domain';

const TZ = 'Australia/Brisbane'; // UTC+10, no daylight saving
const TARIFF: ParkingTariff = {
  firstHourCents: 500,
  perHourCents: 400,
  dailyMaxCents: 3500,
  minSpanMinutes: 30,
  maxStayDays: 30,
};
/** A Brisbane wall-clock time as ms. */
const bne = (s: string) => Date.parse(`${s}:00+10:00`);

describe('parkingFee', () => {
  it.each([
    ['30 minutes: the first hour', '2026-03-02T09:00', '2026-03-02T09:30', 500],
    ['exactly one hour', '2026-03-02T09:00', '2026-03-02T10:00', 500],
    ['one hour and one minute: a second started hour', '2026-03-02T09:00', '2026-03-02T10:01', 900],
    ['three hours', '2026-03-02T09:00', '2026-03-02T12:00', 1300],
    ['8 hours: 500 + 7 x 400 = 3300, under the daily maximum', '2026-03-02T09:00', '2026-03-02T17:00', 3300],
    ['9 hours: 3700 capped at 3500', '2026-03-02T09:00', '2026-03-02T18:00', 3500],
    ['a whole day', '2026-03-02T00:00', '2026-03-03T00:00', 3500],
    [
      'overnight 20:00 to 02:00: 1700 on the first day, 800 on the second',
      '2026-03-02T20:00',
      '2026-03-03T02:00',
      2500,
    ],
    [
      '20:00 day 1 to 10:00 day 3: 1700 + 3500 (24 h capped) + 3500 (10 h capped)',
      '2026-03-02T20:00',
      '2026-03-04T10:00',
      8700,
    ],
  ])('%s', (_name, entry, exit, cents) => {
    expect(parkingFee(bne(entry), bne(exit), TARIFF, TZ).cents).toBe(cents);
  });

  it('counts days in the venue time zone, not UTC', () => {
    // 23:00 to 01:00 Brisbane is 13:00 to 15:00 UTC: one UTC day, two Brisbane days.
    const f = parkingFee(bne('2026-03-02T23:00'), bne('2026-03-03T01:00'), TARIFF, TZ);
    expect(f.days.map((d) => [d.date, d.hours, d.cents])).toEqual([
      ['2026-03-02', 1, 500],
      ['2026-03-03', 1, 400],
    ]);
    expect(localDate(bne('2026-03-03T00:30'), TZ)).toBe('2026-03-03');
    expect(localDate(bne('2026-03-03T00:30'), 'UTC')).toBe('2026-03-02');
  });

  it('is 0 when exit is not after entry, and never negative for an extension', () => {
    expect(parkingFee(bne('2026-03-02T10:00'), bne('2026-03-02T10:00'), TARIFF, TZ).cents).toBe(0);
    expect(
      parkingExtensionCents(bne('2026-03-02T09:00'), bne('2026-03-02T12:00'), bne('2026-03-02T11:00'), TARIFF, TZ),
    ).toBe(0);
  });

  it.each([
    ['3 h to 4 h costs one more hour', '2026-03-02T12:00', '2026-03-02T13:00', 400],
    ['9 h to 12 h costs nothing more (already at the daily maximum)', '2026-03-02T18:00', '2026-03-02T21:00', 0],
    ['8 h to 9 h costs up to the cap only', '2026-03-02T17:00', '2026-03-02T18:00', 200],
  ])('extension: %s', (_name, oldExit, newExit, cents) => {
    expect(parkingExtensionCents(bne('2026-03-02T09:00'), bne(oldExit), bne(newExit), TARIFF, TZ)).toBe(cents);
  });
});

describe('validateParking (spec 5)', () => {
  const now = bne('2026-03-02T08:00');
  it.each([
    ['fine', '2026-03-02T09:00', '2026-03-02T10:00', 1, null],
    ['entry this very minute', '2026-03-02T08:00', '2026-03-02T09:00', 1, null],
    ['entry in the past', '2026-03-02T07:59', '2026-03-02T09:00', 1, 'validation.entryInPast'],
    ['exit before entry', '2026-03-02T10:00', '2026-03-02T09:00', 1, 'validation.exitBeforeEntry'],
    ['exit equal to entry', '2026-03-02T10:00', '2026-03-02T10:00', 1, 'validation.exitBeforeEntry'],
    [
      'shorter than the minimum span of 30 minutes',
      '2026-03-02T10:00',
      '2026-03-02T10:29',
      1,
      'validation.minimumSpan',
    ],
    ['exactly the minimum span', '2026-03-02T10:00', '2026-03-02T10:30', 1, null],
    ['longer than 30 days', '2026-03-02T10:00', '2026-04-02T10:00', 1, 'validation.stayTooLong'],
    ['0 tickets', '2026-03-02T09:00', '2026-03-02T10:00', 0, 'validation.ticketCountInvalid'],
    ['-1 tickets', '2026-03-02T09:00', '2026-03-02T10:00', -1, 'validation.ticketCountInvalid'],
    ['1.5 tickets', '2026-03-02T09:00', '2026-03-02T10:00', 1.5, 'validation.ticketCountInvalid'],
  ])('%s', (_name, entry, exit, quantity, key) => {
    const r = validateParking({ entry: bne(entry), exit: bne(exit), now, quantity, tariff: TARIFF });
    expect(r.ok ? null : r.key).toBe(key);
  });
  it('names the minimum span in the message', () => {
    const r = validateParking({
      entry: bne('2026-03-02T10:00'),
      exit: bne('2026-03-02T10:10'),
      now,
      quantity: 1,
      tariff: TARIFF,
    });
    expect(r.ok ? '' : r.message).toBe('The minimum stay is 30m');
  });
});

describe('validatePassDates (a date range is valid before it is sold)', () => {
  const rules = { days: 3, maxAheadDays: 180 };
  it.each([
    ['a 3-day pass from today', '2026-03-02', '2026-03-04', 1, null],
    ['end before start', '2026-03-04', '2026-03-02', 1, 'validation.dateRangeInvalid'],
    ['not a real date', '2026-02-30', '2026-03-02', 1, 'validation.dateRangeInvalid'],
    ['empty', '', '', 1, 'validation.dateRangeInvalid'],
    ['start yesterday', '2026-03-01', '2026-03-03', 1, 'validation.dateInPast'],
    ['range not the pass length', '2026-03-02', '2026-03-05', 1, 'validation.dateRangeInvalid'],
    ['more than 180 days ahead', '2026-08-30', '2026-09-01', 1, 'validation.dateTooFarAhead'],
    ['0 tickets', '2026-03-02', '2026-03-04', 0, 'validation.ticketCountInvalid'],
  ])('%s', (_name, start, end, quantity, key) => {
    const r = validatePassDates({ start, end, today: '2026-03-02', quantity, rules });
    expect(r.ok ? null : r.key).toBe(key);
  });
  it('a day pass starts and ends on one day; the end date crosses months and leap days', () => {
    expect(passEndDate('2026-03-02', 1)).toBe('2026-03-02');
    expect(passEndDate('2028-02-27', 3)).toBe('2028-02-29');
    // The days a pass counts against its pool's daily capacity: every day, both ends, across a leap day and a month end.
    expect(passDays('2028-02-27', '2028-03-01')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(passDays('2026-03-02', '2026-03-02')).toEqual(['2026-03-02']);
    expect(passDays('2026-03-02', '2026-03-01')).toEqual([]);
    expect(passDays('2026-02-30', '2026-03-01')).toEqual([]);
    expect(passEndDate('2026-12-30', 7)).toBe('2027-01-05');
    expect(
      validatePassDates({
        start: '2026-03-02',
        end: '2026-03-02',
        today: '2026-03-02',
        quantity: 2,
        rules: { days: 1, maxAheadDays: 0 },
      }).ok,
    ).toBe(true);
  });
});

describe('ticketRefund', () => {
  const policy = { freeBeforeMinutes: 60, lateFeePercent: 20 };
  const start = bne('2026-03-02T12:00');
  it.each([
    [
      'two hours before: all of it',
      bne('2026-03-02T10:00'),
      'paid',
      { refundable: true, refundCents: 2500, feeCents: 0, free: true },
    ],
    [
      'exactly an hour before: still free',
      bne('2026-03-02T11:00'),
      'paid',
      { refundable: true, refundCents: 2500, feeCents: 0, free: true },
    ],
    [
      '30 minutes before: less the 20 % fee',
      bne('2026-03-02T11:30'),
      'paid',
      { refundable: true, refundCents: 2000, feeCents: 500, free: false },
    ],
    ['after the start: nothing', bne('2026-03-02T12:00'), 'paid', { refundable: false, reason: 'started' }],
    ['already refunded', bne('2026-03-02T10:00'), 'refunded', { refundable: false, reason: 'refunded' }],
    ['not paid', bne('2026-03-02T10:00'), 'pending', { refundable: false, reason: 'notPaid' }],
  ])('%s', (_name, now, status, want) => {
    expect(ticketRefund({ paidCents: 2500, startMs: start, now, status, policy })).toEqual(want);
  });
  it("rounds the fee down (in the customer's favour)", () => {
    expect(
      ticketRefund({ paidCents: 999, startMs: start, now: bne('2026-03-02T11:30'), status: 'paid', policy }),
    ).toEqual({ refundable: true, refundCents: 800, feeCents: 199, free: false });
  });
});

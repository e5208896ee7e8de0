// Booking rules with the spec's values (issue 17): lead time 60 minutes, people limit 10 ('Please
// call us.'), bookingBeforeDay / dayInAdvance, cancellation policy, time bands, room hours, slots,
// and local times across the Sydney clock changes.
import { describe, expect, it } from 'vitest';
import {
  cancellationQuote,
  defaultSettings,
  depositCents,
  freeSlots,
  localToInstant,
  nearestSlots,
  openWindows,
  stayPriceCents,
  statusAt,
  validateBookingPeople,
  validateBookingTime,
  validateStayHours,
  zonedParts,
} from '../../src/domain';

const NOW = Date.parse('2026-01-15T12:00:00+10:00');
const MIN = 60_000,
  HOUR = 3_600_000;
const rules = { ...defaultSettings() };

describe('lead time, days ahead and people (spec 9: 60 minutes, 10 people, bookingBeforeDay 0, dayInAdvance 0)', () => {
  it.each([
    [59, false],
    [60, true],
    [61, true],
    [24 * 60, true],
    [0, false],
    [-5, false],
  ])('a start %i minutes from now is allowed: %s', (m, ok) => {
    expect(validateBookingTime(NOW + m * MIN, NOW, rules).ok).toBe(ok);
  });
  it('bookingBeforeDay adds whole days to the lead time; dayInAdvance limits how far ahead', () => {
    const r = { ...rules, bookingBeforeDay: 1, dayInAdvance: 7 };
    expect(validateBookingTime(NOW + 2 * HOUR, NOW, r)).toMatchObject({ ok: false, values: { minutes: 60 + 1440 } });
    expect(validateBookingTime(NOW + 26 * HOUR, NOW, r).ok).toBe(true);
    expect(validateBookingTime(NOW + 8 * 24 * HOUR, NOW, r)).toMatchObject({
      ok: false,
      key: 'validation.bookingTooFarAhead',
    });
  });
  it.each([
    [1, true],
    [10, true],
    [11, false],
    [0, false],
    [2.5, false],
  ])('%s people: %s', (n, ok) => {
    const r = validateBookingPeople(n, rules);
    expect(r.ok).toBe(ok);
    if (!ok && n === 11) expect(r).toMatchObject({ message: 'Please call us.' });
  });
});

describe('cancellation policy: free until N hours before, then a fee of what was paid', () => {
  const start = NOW + 48 * HOUR;
  const policy = { freeHours: 24, lateFeePercent: 50 };
  it.each([
    ['2 days before', NOW, { free: true, feeCents: 0, refundCents: 4000 }],
    ['exactly 24 h before', start - 24 * HOUR, { free: true, feeCents: 0, refundCents: 4000 }],
    ['23 h before', start - 23 * HOUR, { free: false, feeCents: 2000, refundCents: 2000 }],
    ['1 minute before', start - MIN, { free: false, feeCents: 2000, refundCents: 2000 }],
  ])('%s', (_l, now, want) => {
    expect(cancellationQuote(start, now as number, 4000, policy)).toMatchObject({ ok: true, ...want });
  });
  it('rounds the fee to the cent and never refunds more than was paid', () => {
    expect(cancellationQuote(start, start - HOUR, 3333, { freeHours: 24, lateFeePercent: 20 })).toMatchObject({
      feeCents: 667,
      refundCents: 2666,
    });
    expect(cancellationQuote(start, NOW, 0, policy)).toMatchObject({ refundCents: 0 });
  });
  it('after the start it cannot be cancelled', () => {
    expect(cancellationQuote(start, start, 4000, policy)).toMatchObject({ ok: false, code: 'booking.started' });
  });
});

describe('time bands and room hours', () => {
  const bands = [{ from: '18:00', to: '24:00', centsPerHour: 9000 }];
  const tz = 'Australia/Brisbane';
  const at = (t: string) => Date.parse(`2026-01-16T${t}:00+10:00`);
  it.each([
    ['10:00', 120, 12000],
    ['17:00', 180, 6000 + 2 * 9000],
    ['17:30', 60, 3000 + 4500],
    ['18:00', 60, 9000],
    ['17:45', 30, 6000 / 4 + 9000 / 4],
  ])('from %s for %i minutes: %i cents', (t, min, cents) => {
    expect(stayPriceCents(at(t as string), min as number, tz, bands, 6000)).toBe(cents);
  });
  it.each([
    [1, false],
    [2, true],
    [6, true],
    [7, false],
    [2.5, false],
  ])('%s hours between 2 and 6: %s', (h, ok) => {
    expect(validateStayHours(h, 2, 6).ok).toBe(ok);
  });
  it('a deposit per person (reservations) or a share of the price', () => {
    expect(depositCents(0, { perPersonCents: 1000 }, 4)).toBe(4000);
    expect(depositCents(12500, { percent: 30 })).toBe(3750);
    expect(depositCents(12500, {})).toBe(0);
  });
  it('a live booking whose time passed is expired; arrived stays arrived', () => {
    expect(statusAt('confirmed', NOW, NOW)).toBe('expired');
    expect(statusAt('changed', NOW + 1, NOW)).toBe('changed');
    expect(statusAt('arrived', NOW, NOW + HOUR)).toBe('arrived');
  });
});

describe('free slots', () => {
  const tz = 'Australia/Brisbane';
  const hours = { fri: [['10:00', '12:00']] as [string, string][] };
  const q = { dates: ['2026-01-16'], tz, durationMin: 60, graceMin: 10, stepMin: 15, earliest: 0, latest: null };
  const t = (x: string) => Date.parse(`2026-01-16T${x}:00+10:00`);
  it('every step from the opening while the booking fits, minus busy ranges and their grace', () => {
    const free = freeSlots(q, [{ id: 'a', hours, busy: [[t('10:30'), t('11:10')]] }]);
    // Every start up to 11:00 overlaps 10:30-11:10 within its own held range (use + 10 minutes grace).
    expect(free.map((s) => s.time)).toEqual([]);
    const free2 = freeSlots({ ...q, graceMin: 0 }, [{ id: 'a', hours, busy: [[t('10:00'), t('10:30')]] }]);
    expect(free2.map((s) => s.time)).toEqual(['10:30', '10:45', '11:00']);
  });
  it('merges resources by start and finds the nearest', () => {
    const free = freeSlots({ ...q, graceMin: 0 }, [
      { id: 'a', hours, busy: [] },
      { id: 'b', hours, busy: [[t('10:00'), t('11:00')]] },
    ]);
    expect(free.find((s) => s.time === '10:00')!.resources).toEqual(['a']);
    expect(free.find((s) => s.time === '11:00')!.resources).toEqual(['a', 'b']);
    expect(nearestSlots(free, t('10:20'), 2).map((s) => s.time)).toEqual(['10:15', '10:30']);
  });
});

describe('daylight saving in Sydney (clocks forward 4 Oct 2026 02:00, back 5 Apr 2026 03:00)', () => {
  const tz = 'Australia/Sydney';
  it('20:00 local is 10:00 UTC before the October change and 09:00 UTC after it', () => {
    expect(new Date(localToInstant('2026-10-03', 20 * 60, tz)!).toISOString()).toBe('2026-10-03T10:00:00.000Z');
    expect(new Date(localToInstant('2026-10-04', 20 * 60, tz)!).toISOString()).toBe('2026-10-04T09:00:00.000Z');
    expect(zonedParts(Date.parse('2026-10-04T09:00:00Z'), tz)).toMatchObject({
      date: '2026-10-04',
      time: '20:00',
      offset: 660,
    });
  });
  it('20:00 local is 09:00 UTC before the April change and 10:00 UTC after it', () => {
    expect(new Date(localToInstant('2026-04-04', 20 * 60, tz)!).toISOString()).toBe('2026-04-04T09:00:00.000Z');
    expect(new Date(localToInstant('2026-04-05', 20 * 60, tz)!).toISOString()).toBe('2026-04-05T10:00:00.000Z');
  });
  it('02:30 does not exist on 4 Oct; on 5 Apr it exists twice and the first is taken', () => {
    expect(localToInstant('2026-10-04', 150, tz)).toBeNull();
    expect(new Date(localToInstant('2026-04-05', 150, tz)!).toISOString()).toBe('2026-04-04T15:30:00.000Z');
  });
  it('a night window across the change has one hour less in October and one more in April', () => {
    const all = { sat: [['00:00', '24:00']] as [string, string][], sun: [['00:00', '24:00']] as [string, string][] };
    const [[o1, c1]] = openWindows('2026-10-04', all, tz);
    expect((c1 - o1) / HOUR).toBe(23);
    const [[o2, c2]] = openWindows('2026-04-05', all, tz);
    expect((c2 - o2) / HOUR).toBe(25);
  });
  it('slots on the change days start at the same local times', () => {
    const hours = { sun: [['12:00', '14:00']] as [string, string][] };
    for (const date of ['2026-10-04', '2026-04-05']) {
      const free = freeSlots(
        { dates: [date], tz, durationMin: 60, graceMin: 0, stepMin: 30, earliest: 0, latest: null },
        [{ id: 'r', hours, busy: [] }],
      );
      expect(free.map((s) => s.time)).toEqual(['12:00', '12:30', '13:00']);
    }
  });
});

// Opening hours (issue 31): a venue from a template takes orders during its hours; outside them the
// customer reads when it opens next, in their language, closed dates and closures skipped.
import { describe, expect, it } from 'vitest';
import { closedMessageAt, isOpen, nextOpening, opensSentence } from '../../server/routes/openingHours';
import { templateOf, templateWeek, VENUE_TEMPLATES } from '../../server/venues/templates';
import type { Hours } from '../../server/wire/venue';

// Hong Kong is UTC+8 all year: `hk('2026-11-30', '10:00')` is 10:00 there (a Monday).
const hk = (date: string, time: string) => Date.parse(`${date}T${time}:00+08:00`);
const cafe: Hours = { tz: 'Asia/Hong_Kong', week: templateWeek(templateOf('cafe')!.hours), closedDates: [] };

describe('the hours a template gives', () => {
  it('every template opens on every day of the week, within 00:00 and 24:00', () => {
    for (const tpl of VENUE_TEMPLATES) {
      const week = templateWeek(tpl.hours);
      expect(Object.keys(week).sort()).toEqual(['fri', 'mon', 'sat', 'sun', 'thu', 'tue', 'wed']);
      for (const [[a, b]] of Object.values(week)) {
        expect(a, tpl.id).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(b > a, `${tpl.id} ${a}-${b}`).toBe(true);
      }
    }
  });
  it('a cafe takes orders in the day and is closed at night', () => {
    expect(isOpen(cafe, hk('2026-11-30', '07:00'))).toBe(true);
    expect(isOpen(cafe, hk('2026-11-30', '17:59'))).toBe(true);
    expect(isOpen(cafe, hk('2026-11-30', '18:00'))).toBe(false);
    expect(isOpen(cafe, hk('2026-11-30', '06:59'))).toBe(false);
    expect(isOpen(cafe, hk('2026-11-29', '16:30'))).toBe(true); // Sunday 08:00-17:00
    expect(isOpen(cafe, hk('2026-11-29', '07:30'))).toBe(false);
  });
  it('parking is open all day', () => {
    const parking: Hours = { tz: 'Asia/Hong_Kong', week: templateWeek(templateOf('parking')!.hours) };
    expect(isOpen(parking, hk('2026-11-30', '03:00'))).toBe(true);
    expect(nextOpening(parking, hk('2026-11-30', '03:00'))?.inDays).toBe(1);
  });
});

describe('when a closed venue opens next', () => {
  it('later today, tomorrow, or on a weekday', () => {
    expect(nextOpening(cafe, hk('2026-11-30', '05:00'))).toEqual({
      inDays: 0,
      date: '2026-11-30',
      weekday: 1,
      time: '07:00',
    });
    expect(nextOpening(cafe, hk('2026-11-30', '20:45'))).toMatchObject({ inDays: 1, date: '2026-12-01' });
    // Saturday night: Sunday at 08:00.
    expect(nextOpening(cafe, hk('2026-11-28', '20:45'))).toMatchObject({ inDays: 1, time: '08:00' });
  });
  it('skips closed dates and closures', () => {
    const h: Hours = {
      ...cafe,
      closedDates: ['2026-12-01'],
      closures: [{ from: '2026-12-02', to: '2026-12-03', message: { 'en-gb': 'Renovating', 'zh-hans': '装修中' } }],
    };
    expect(nextOpening(h, hk('2026-11-30', '20:00'))).toMatchObject({ inDays: 4, date: '2026-12-04', weekday: 5 });
    expect(closedMessageAt(h, hk('2026-12-02', '10:00'), 'en-gb')).toBe('Renovating. Opens on Friday at 07:00.');
    expect(closedMessageAt(h, hk('2026-12-02', '10:00'), 'zh-hans')).toBe('装修中。星期五 07:00 开始营业。');
  });
  it('a week or more away gives the date', () => {
    const n = nextOpening(
      {
        ...cafe,
        closedDates: ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07'],
      },
      hk('2026-11-30', '20:00'),
    );
    expect(n).toMatchObject({ inDays: 8, date: '2026-12-08' });
    expect(opensSentence(n!, 'en-gb')).toBe('Opens on Tuesday 8 December at 07:00.');
    expect(opensSentence(n!, 'zh-hans')).toBe('12月8日（星期二） 07:00 开始营业。');
  });
  it('a venue with no hours says only that it is closed', () => {
    const none: Hours = { tz: 'Asia/Hong_Kong', week: {} };
    expect(nextOpening(none, hk('2026-11-30', '10:00'))).toBeNull();
    expect(closedMessageAt(none, hk('2026-11-30', '10:00'))).toBe(
      'This restaurant is closed, ordering is currently unavailable',
    );
  });
});

describe('the closed message', () => {
  it('the standard notice, then when it opens, in English and Chinese', () => {
    expect(closedMessageAt(cafe, hk('2026-11-30', '05:00'), 'en-gb')).toBe(
      'This restaurant is closed, ordering is currently unavailable. Opens today at 07:00.',
    );
    expect(closedMessageAt(cafe, hk('2026-11-30', '20:45'), 'zh-hans')).toBe(
      '本店已打烊，暂时无法点餐。明天 07:00 开始营业。',
    );
  });
  it("the venue's own message keeps its words", () => {
    const h = { ...cafe, closedMessage: 'Kitchen closed!' };
    expect(closedMessageAt(h, hk('2026-11-30', '20:45'))).toBe('Kitchen closed! Opens tomorrow at 07:00.');
  });
});

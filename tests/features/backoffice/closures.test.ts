// Closures (issue 29): each closure a first and last day with its own message in both languages —
// the console's form keeps them as rows and stores them as hours.closures; a row is checked by meaning;
// the server is closed on those days and answers the closure's own message in the customer's language;
// a deposit above the whole price is refused by the console and the server alike.
import { describe, expect, it } from 'vitest';
import { DEMO_VENUES } from '../../../server/seed/venues';
import { closureProblems, settingsProblems, toFormValues, toSnapshot } from '../../../src/features/backoffice';
import { pickSnapshot, type ConfigSnapshot } from '../../../src/domain/configVersions';
import { closedMessageAt, isOpen } from '../../../server/routes/config';
import { meaningProblem } from '../../../server/backoffice/configMeaning';
import type { Hours } from '../../../server/wire/venue';

const cafe = pickSnapshot(DEMO_VENUES.find((v) => v.shopId === 'demo-cafe') as unknown as Record<string, unknown>);

describe('closures in the console form', () => {
  it('a closure row is stored with its own message per language, and read back the same', () => {
    const v = toFormValues(cafe);
    expect(v.hours.closures).toEqual([]);
    v.hours.closures = [{ from: '2026-12-25', to: '2026-12-26', en: 'Closed for Christmas', zh: '圣诞节休息' }];
    const snap = toSnapshot(v, cafe);
    expect(snap.hours.closures).toEqual([
      { from: '2026-12-25', to: '2026-12-26', message: { 'en-gb': 'Closed for Christmas', 'zh-hans': '圣诞节休息' } },
    ]);
    expect(toFormValues(snap).hours.closures).toEqual(v.hours.closures);
  });
  it('an untouched venue gains no closures key', () => {
    expect('closures' in toSnapshot(toFormValues(cafe), cafe).hours).toBe(false);
  });
  it('checks each row by meaning: real days in order, and a message', () => {
    expect(closureProblems({ from: '2026-12-25', to: '2026-12-25', en: 'x', zh: '' })).toEqual({});
    expect(closureProblems({ from: '2026-12-25', to: '', en: '', zh: '休息' })).toEqual({});
    expect(closureProblems({ from: '2026-12-26', to: '2026-12-25', en: 'x', zh: '' })).toEqual({
      to: { key: 'err_closureDates' },
    });
    expect(closureProblems({ from: '', to: '', en: '', zh: '' })).toMatchObject({
      from: { key: 'err_closureDates' },
      en: { key: 'err_closureMsg' },
    });
  });
});

describe('closures on the server', () => {
  const hours: Hours = {
    tz: 'Australia/Brisbane',
    week: Object.fromEntries(
      ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, [['00:00', '24:00']]]),
    ) as Hours['week'],
    closedMessage: 'Closed now',
    closures: [
      { from: '2026-12-25', to: '2026-12-26', message: { 'en-gb': 'Closed for Christmas', 'zh-hans': '圣诞节休息' } },
    ],
  };
  // 10:00 in Brisbane (UTC+10).
  const at = (d: string) => Date.parse(`${d}T00:00:00Z`);
  it('is closed on each day of a closure, open the day after', () => {
    expect(isOpen(hours, at('2026-12-24'))).toBe(true);
    expect(isOpen(hours, at('2026-12-25'))).toBe(false);
    expect(isOpen(hours, at('2026-12-26'))).toBe(false);
    expect(isOpen(hours, at('2026-12-27'))).toBe(true);
  });
  it("answers the closure's own message in the customer's language; else the general one", () => {
    // Then when it opens again (issue 31): the day after the closure.
    expect(closedMessageAt(hours, at('2026-12-25'), 'en-gb')).toBe('Closed for Christmas. Opens on Sunday at 00:00.');
    expect(closedMessageAt(hours, at('2026-12-25'), 'zh-hans')).toBe('圣诞节休息。星期日 00:00 开始营业。');
    expect(closedMessageAt(hours, at('2026-12-20'), 'zh-hans')).toMatch(/^Closed now/);
  });
});

describe('a deposit is at most the price', () => {
  it('the console names the deposit field in words', () => {
    const v = toFormValues(cafe);
    v.settings.depositRate = '250';
    expect(settingsProblems(v, cafe)['settings.depositRate']).toEqual({ key: 'err_depositRate' });
    v.settings.depositRate = '100';
    expect(settingsProblems(v, cafe)['settings.depositRate']).toBeUndefined();
  });
  it('the server refuses a draft whose deposit is above the whole price', () => {
    const bad: ConfigSnapshot = { ...cafe, settings: { ...cafe.settings, depositRate: 250 } };
    expect(meaningProblem(bad)).toMatchObject({ code: 'config.bounds' });
    expect(meaningProblem(cafe)).toBeNull();
  });
});

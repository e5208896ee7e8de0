// toMs reads a date input as dayjs does (src/domain/instant.ts replaced dayjs there: the ticket rules
// load on light screens): the same epoch ms, or NaN, for every kind of input.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toMs } from '../../src/domain/instant';

const viaDayjs = (v: Date | number | string): number => {
  const d = dayjs(v);
  return d.isValid() ? d.valueOf() : Number.NaN;
};

describe('toMs', () => {
  it.each<[string, Date | number | string]>([
    ['ISO with Z', '2026-01-16T09:00:00Z'],
    ['ISO with offset', '2026-01-16T09:00:00+10:00'],
    ['local date', '2026-01-16'],
    ['local date and time', '2026-01-16T09:00'],
    ['local with seconds and ms', '2026-01-16 09:00:05.1239'],
    ['slashes', '2026/1/6 9:05'],
    ['compact', '20260116'],
    ['year and month', '2026-03'],
    ['epoch ms', 1768554000000],
    ['a Date', new Date(Date.UTC(2026, 9, 4, 16, 30))],
    ['words', 'Fri, 16 Jan 2026 09:00:00 GMT'],
    ['not a date', 'next tuesday'],
    ['invalid Date', new Date(Number.NaN)],
  ])('%s', (_name, value) => {
    expect(toMs(value)).toBe(viaDayjs(value));
  });
  it('missing is NaN', () => {
    expect(toMs(null)).toBeNaN();
    expect(toMs(undefined)).toBeNaN();
    expect(toMs('')).toBeNaN();
  });
});

import { describe, expect, it } from 'vitest';
import {
  cashTender,
  NO_TAPS,
  quickTenders,
  reportAdminOnly,
  tapCorner,
  TAP_RESET_MS,
  type TapState,
} from '../../src/domain';

const taps = (times: number[], needed = 5): boolean[] => {
  let s: TapState = NO_TAPS;
  return times.map((t) => {
    const r = tapCorner(s, t, needed);
    s = r.state;
    return r.fired;
  });
};

describe('hidden corner tap counter (spec 9: reset after 2000 ms)', () => {
  it('fires on the fifth tap when each follows within 2000 ms', () => {
    expect(taps([0, 500, 1000, 1500, 2000])).toEqual([false, false, false, false, true]);
  });
  it('starts again when a gap reaches 2000 ms', () => {
    expect(taps([0, 100, 200, 300, 300 + TAP_RESET_MS, 2400, 2500, 2600])).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(taps([0, 100, 200, 300, 300 + TAP_RESET_MS, 2400, 2500, 2600, 2700])).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
  });
  it('a gap of 1999 ms still counts; the counter is empty after firing', () => {
    expect(taps([0, 1999, 3998, 5997, 7996])).toEqual([false, false, false, false, true]);
    const r = tapCorner({ count: 4, at: 10 }, 11);
    expect(r).toEqual({ state: NO_TAPS, fired: true });
  });
  it('a clock going back starts again; needed 1 fires at once', () => {
    expect(tapCorner({ count: 3, at: 5000 }, 4000).state).toEqual({ count: 1, at: 4000 });
    expect(tapCorner(NO_TAPS, 1, 1).fired).toBe(true);
  });
});

describe('cash at the counter (spec 9 rounding 0 0 0 5 5 5 5 5 10 10)', () => {
  it('rounds the due amount and gives the change', () => {
    expect(cashTender(1234, 2000)).toEqual({
      dueCents: 1235,
      roundingCents: 1,
      tenderedCents: 2000,
      changeCents: 765,
      shortCents: 0,
    });
    expect(cashTender(1232, 1230)).toEqual({
      dueCents: 1230,
      roundingCents: -2,
      tenderedCents: 1230,
      changeCents: 0,
      shortCents: 0,
    });
    expect(cashTender(1238, 1300).changeCents).toBe(60);
  });
  it('says what is short, never a negative change', () => {
    expect(cashTender(1500, 1000)).toMatchObject({ changeCents: null, shortCents: 500 });
  });
  it('change is always a multiple of 5 cents for tenders in cash', () => {
    for (let total = 0; total < 3000; total += 7) {
      const t = cashTender(total, 5000);
      if (t.changeCents !== null) expect(t.changeCents % 5).toBe(0);
      expect(Math.abs(t.roundingCents)).toBeLessThanOrEqual(2);
    }
  });
  it('offers round tenders above the due amount', () => {
    expect(quickTenders(1235)).toEqual([1235, 1500, 2000, 5000]);
    expect(quickTenders(2000)).toEqual([2000, 5000, 10_000]);
  });
});

describe('admin-only reports (spec 6: all default true)', () => {
  it('are admin-only unless the venue sends 0', () => {
    expect(reportAdminOnly('daily', {})).toBe(true);
    expect(reportAdminOnly('sales', { salesReportAdminOnly: 1 })).toBe(true);
    expect(reportAdminOnly('cash', { cashInAndOutReportOnlyAdmin: 0 })).toBe(false);
    expect(reportAdminOnly('transaction', { dailyReportByAdmin: false })).toBe(false);
  });
});

// Kiosk, cashier and table service setup values (issue 30; src/features/backoffice/setup/counterSetup.ts):
// read from a snapshot, written back (counter part, settings.kiosk only where changed), tables made
// for a count, problems by meaning; and the change as the console's history reads it.
import { describe, expect, it } from 'vitest';
import { counterSetupIssues, fromCounterSetup, tablesForCount, toCounterSetup } from '../../../src/features/backoffice';
import { describeChanges, diffConfig, pickSnapshot } from '../../../src/domain';

const base = pickSnapshot({
  settings: { kiosk: { donate: false }, splash: 1 },
  counter: { ranges: { kiosk: { first: 201, last: 300 } }, tables: [{ tabNo: '1', tabName: 'Window' }] },
});
const name = (n: number) => `Table ${n}`;

describe('counter setup values', () => {
  it('reads the ranges, the kiosk switches (settings.kiosk first, then the top level) and the tables', () => {
    const v = toCounterSetup(base);
    expect(v.ranges.kiosk).toEqual({ on: true, first: 201, last: 300 });
    expect(v.ranges.table).toEqual({ on: false, first: null, last: null });
    expect(v.flags.splash).toBe(true);
    expect(v.flags.donate).toBe(false);
    expect(v.times.inactivityTimeout).toBe(180);
    expect(v.tables).toEqual([{ tabNo: '1', tabName: 'Window' }]);
  });

  it('writes back only what changed; an untouched setup is the same snapshot', () => {
    expect(fromCounterSetup(toCounterSetup(base), base)).toEqual(base);
    const v = toCounterSetup(base);
    const next = fromCounterSetup(
      { ...v, flags: { ...v.flags, donate: true }, ranges: { ...v.ranges, cashier: { on: true, first: 1, last: 50 } } },
      base,
    );
    expect(next.settings.kiosk).toEqual({ donate: true });
    expect(next.settings.splash).toBe(1);
    expect(next.counter.ranges).toEqual({ kiosk: { first: 201, last: 300 }, cashier: { first: 1, last: 50 } });
  });

  it('makes tables for a count: kept ones stay, new ones numbered after the highest', () => {
    const three = tablesForCount([{ tabNo: '1', tabName: 'Window' }], 3, name);
    expect(three).toEqual([
      { tabNo: '1', tabName: 'Window' },
      { tabNo: '2', tabName: 'Table 2' },
      { tabNo: '3', tabName: 'Table 3' },
    ]);
    expect(tablesForCount(three, 1, name)).toEqual([{ tabNo: '1', tabName: 'Window' }]);
    expect(tablesForCount([{ tabNo: 'A', tabName: 'Bar' }], 2, name)[1]).toEqual({ tabNo: '1', tabName: 'Table 1' });
    expect(tablesForCount([], 9999, name)).toHaveLength(500);
  });

  it('names the problems by meaning: first after last, overlap, a table number twice, a bad timing', () => {
    const v = toCounterSetup(base);
    const issues = counterSetupIssues(
      {
        ...v,
        ranges: {
          kiosk: { on: true, first: 300, last: 201 },
          cashier: { on: true, first: 1, last: 10 },
          table: { on: true, first: 5, last: 20 },
        },
        tables: [...v.tables, { tabNo: '1', tabName: 'Door' }],
        times: { ...v.times, returnCountdown: 0 },
      },
      base,
    );
    expect(issues.map((i) => [i.path, i.code])).toEqual([
      ['ranges.kiosk', 'rangeFirstAfterLast'],
      ['ranges.table', 'rangeOverlaps'],
      ['tables.1.tabNo', 'tableNumberTwice'],
      ['times.returnCountdown', 'kioskSeconds'],
    ]);
    expect(issues[1]).toMatchObject({ other: 'cashier' });
  });

  it('the history reads the change as sentences, per mode and as a table count', () => {
    const after = {
      ...base,
      counter: { ranges: { kiosk: { first: 1, last: 99 } }, tables: tablesForCount([], 6, name) },
    };
    const say = (key: string, values: Record<string, string | number> = {}) =>
      key === 'change_tablesValue' ? `${values.count} tables: ${values.list}` : key;
    const s = describeChanges(diffConfig(base, after), say).map((x) => [x.subject, x.before, x.after]);
    expect(s).toEqual([
      ['change_range_kiosk', '201–300', '1–99'],
      ['change_tables', '1 tables: 1', '6 tables: 1, 2, 3, 4, 5, 6'],
    ]);
  });
});

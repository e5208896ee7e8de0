import { describe, expect, it } from 'vitest';
import { serviceRangeProblems } from '../../src/domain';

describe('serviceRangeProblems', () => {
  it('accepts separate ranges for kiosk, cashier and table service', () => {
    expect(
      serviceRangeProblems({
        kiosk: { first: 1, last: 100 },
        cashier: { first: 101, last: 200 },
        table: { first: 201, last: 300 },
      }),
    ).toEqual([]);
  });

  it('refuses a range whose first number is after its last', () => {
    expect(serviceRangeProblems({ kiosk: { first: 300, last: 201 } })).toEqual([
      { mode: 'kiosk', code: 'firstAfterLast' },
    ]);
  });

  it('refuses a range sharing numbers with another mode and names that mode', () => {
    expect(serviceRangeProblems({ kiosk: { first: 1, last: 100 }, table: { first: 100, last: 150 } })).toEqual([
      { mode: 'table', code: 'overlaps', other: 'kiosk' },
    ]);
    expect(serviceRangeProblems({ cashier: { first: 50, last: 60 }, table: { first: 1, last: 500 } })).toEqual([
      { mode: 'table', code: 'overlaps', other: 'cashier' },
    ]);
  });

  it('allows ranges that touch without sharing a number', () => {
    expect(serviceRangeProblems({ kiosk: { first: 1, last: 100 }, cashier: { first: 101, last: 101 } })).toEqual([]);
  });

  it('names a missing bound and a number that is not a whole positive number', () => {
    expect(serviceRangeProblems({ kiosk: { first: null, last: 10 }, cashier: { first: 0, last: 5 } })).toEqual([
      { mode: 'kiosk', code: 'missing' },
      { mode: 'cashier', code: 'notWhole' },
    ]);
    expect(serviceRangeProblems({ table: { first: 1.5, last: 9 } })).toEqual([{ mode: 'table', code: 'notWhole' }]);
  });

  it('does not compare an invalid range with the others', () => {
    expect(serviceRangeProblems({ kiosk: { first: 10, last: 1 }, table: { first: 1, last: 10 } })).toEqual([
      { mode: 'kiosk', code: 'firstAfterLast' },
    ]);
  });
});

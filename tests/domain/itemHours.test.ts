// An item's own hours (issue 31): checked by meaning, served only on its days between its times,
// its days in runs for the words.
import { describe, expect, it } from 'vitest';
import { dayRuns, itemHoursEnglish, itemHoursProblem, readItemHours, servedAt } from '../../src/domain/itemHours';

const lunch = { days: [1, 2, 3, 4, 5], from: '11:00', to: '14:00' };

describe('item hours', () => {
  it('are checked: days 0 to 6 once each, HH:mm times, the end after the start', () => {
    expect(itemHoursProblem(lunch)).toBeNull();
    expect(itemHoursProblem({ ...lunch, days: [] })).toBe('days');
    expect(itemHoursProblem({ ...lunch, days: [7] })).toBe('days');
    expect(itemHoursProblem({ ...lunch, days: [1, 1] })).toBe('days');
    expect(itemHoursProblem({ ...lunch, from: '11' })).toBe('time');
    expect(itemHoursProblem({ ...lunch, to: '25:00' })).toBe('time');
    expect(itemHoursProblem({ ...lunch, from: '14:00', to: '11:00' })).toBe('order');
    expect(itemHoursProblem({ ...lunch, from: '18:00', to: '24:00' })).toBeNull();
    expect(itemHoursProblem('11-14')).toBe('time');
  });
  it('are read from stored data, days sorted; anything else is no hours', () => {
    expect(readItemHours({ days: [5, 1], from: '07:00', to: '11:00' })).toEqual({
      days: [1, 5],
      from: '07:00',
      to: '11:00',
    });
    expect(readItemHours(undefined)).toBeNull();
    expect(readItemHours({ days: [1], from: '09:00', to: '08:00' })).toBeNull();
  });
  it('serve on their days from the start up to (not at) the end', () => {
    expect(servedAt(lunch, 1, 11 * 60)).toBe(true);
    expect(servedAt(lunch, 5, 13 * 60 + 59)).toBe(true);
    expect(servedAt(lunch, 5, 14 * 60)).toBe(false);
    expect(servedAt(lunch, 3, 10 * 60 + 59)).toBe(false);
    expect(servedAt(lunch, 0, 12 * 60)).toBe(false);
  });
  it('name the days in runs', () => {
    expect(dayRuns([1, 2, 3, 4, 5])).toEqual([[1, 5]]);
    expect(dayRuns([0, 6, 3])).toEqual([
      [0, 0],
      [3, 3],
      [6, 6],
    ]);
    expect(itemHoursEnglish(lunch)).toBe('Monday to Friday, 11:00 to 14:00');
    expect(itemHoursEnglish({ days: [0, 1, 2, 3, 4, 5, 6], from: '07:00', to: '11:00' })).toBe(
      'every day, 07:00 to 11:00',
    );
    expect(itemHoursEnglish({ days: [0, 6], from: '08:00', to: '10:00' })).toBe('Sunday, Saturday, 08:00 to 10:00');
  });
});

// Overtime on a party or KTV room (issue 30, src/domain/roomOvertime.ts): every started step past the
// booked end, each at the rate of the band it starts in (venue local time).
import { describe, expect, it } from 'vitest';
import { roomOvertime } from '../../src/domain';

const TZ = 'Australia/Brisbane';
const END = Date.parse('2026-01-16T17:30:00+10:00');
const BANDS = [{ from: '18:00', to: '24:00', centsPerHour: 9000 }];
const at = (hhmm: string) => Date.parse(`2026-01-16T${hhmm}:00+10:00`);

describe('roomOvertime', () => {
  it('is nothing before the end, or without a step', () => {
    expect(roomOvertime(END, at('17:30'), 30, TZ, BANDS, 6000)).toBeNull();
    expect(roomOvertime(END, at('19:00'), 0, TZ, BANDS, 6000)).toBeNull();
  });

  it('charges every started step at the rate of the band it starts in', () => {
    // 17:31: one step (17:30, day rate $60/h): $30.
    expect(roomOvertime(END, at('17:31'), 30, TZ, BANDS, 6000)).toEqual({
      stepMinutes: 30,
      steps: 1,
      minutes: 30,
      cents: 3000,
    });
    // 18:10: two steps, 17:30 at $60/h and 18:00 at $90/h: $30 + $45.
    expect(roomOvertime(END, at('18:10'), 30, TZ, BANDS, 6000)).toMatchObject({ steps: 2, minutes: 60, cents: 7500 });
    // 15-minute steps to 18:00 exactly: two steps at the day rate.
    expect(roomOvertime(END, at('18:00'), 15, TZ, BANDS, 6000)).toMatchObject({ steps: 2, cents: 3000 });
  });
});

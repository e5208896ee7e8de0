// Overtime on a party or KTV room (issue 30): staying past the booked end is charged by the venue's
// overtime step (15 to 60 minutes, set in the console), every started step at the hourly rate of the
// time band it starts in, in the venue's local time. Integer cents.
import { rateAt, type TimeBand } from './bookingPolicy';
import { zonedParts } from './bookingTime';

const MS_PER_MINUTE = 60_000;

export interface RoomOvertime {
  /** The overtime step in minutes. */
  stepMinutes: number;
  /** Steps started since the booked end. */
  steps: number;
  /** Minutes charged (steps × step). */
  minutes: number;
  cents: number;
}

/**
 * The overtime of a stay booked to end at `endsAt`, at `until` (now, or when the bill was settled):
 * none before the end or without a step; else every started step, each at the rate of its band.
 */
export function roomOvertime(
  endsAt: number,
  until: number,
  stepMinutes: number,
  tz: string,
  bands: readonly TimeBand[],
  baseCentsPerHour: number,
): RoomOvertime | null {
  if (!(stepMinutes > 0) || !(until > endsAt)) return null;
  const stepMs = stepMinutes * MS_PER_MINUTE;
  const steps = Math.ceil((until - endsAt) / stepMs);
  let cents = 0;
  for (let k = 0; k < steps; k++)
    cents += Math.round(
      (rateAt(zonedParts(endsAt + k * stepMs, tz).minutes, bands, baseCentsPerHour) * stepMinutes) / 60,
    );
  return { stepMinutes, steps, minutes: steps * stepMinutes, cents };
}

// Parking fees (issue 17, ticket family): a venue's tariff is a first-hour price, a price per further
// started hour and a daily maximum. Hours are counted from entry; each started hour is charged to the
// calendar day (in the venue's time zone) it starts in, and each day's charge is capped at the daily
// maximum. Money in integer cents. Pure: the time zone is an argument, the clock is never read.
import { toMs, type DateInput } from './instant'; // not ./dates: that one loads dayjs
import { validateTicketCount, validateTicketTimes } from './tickets';
import { firstFailure, OK, fail, type ValidationResult } from './validation';
import { localDate } from './zonedDate';
import { passDays } from './ticketPasses';
import { bandAt, isOpenAt, type TariffBand } from './parkingBands';

export { localDate };

/**
 * The venue-local days a parking stay occupies a bay on: every day from its entry to its exit, the
 * exit day counted only when the stay reaches into it (an exit at midnight ends on the day before).
 * Each of them counts against the pool's daily capacity.
 */
export function stayDays(entry: DateInput, exit: DateInput, tz: string): string[] {
  const from = toMs(entry),
    to = toMs(exit);
  if (!(to > from)) return [localDate(from, tz)];
  return passDays(localDate(from, tz), localDate(to - 1, tz));
}

export interface ParkingTariff {
  firstHourCents: number;
  perHourCents: number;
  dailyMaxCents: number;
  /** The shortest stay that can be booked. */
  minSpanMinutes: number;
  /** The longest stay that can be booked, in days (0 = no limit). */
  maxStayDays?: number;
  /** A stay no longer than this many minutes is free (0 or absent = none). */
  graceMinutes?: number;
  /** Hours starting in a band cost its price, its hours on one day capped at its own cap (issue 30). */
  bands?: TariffBand[];
  /** When vehicles may enter and leave, local 'HH:mm' (absent: any time). */
  openFrom?: string;
  openUntil?: string;
}

export interface ParkingDay {
  /** YYYY-MM-DD in the venue's time zone. */
  date: string;
  hours: number;
  cents: number;
  capped: boolean;
}

export interface ParkingFee {
  /** Per ticket (one vehicle). */
  cents: number;
  minutes: number;
  hours: number;
  days: ParkingDay[];
}

const MS_PER_HOUR = 3_600_000;

/** The fee of one ticket from entry to exit (0 when exit is not after entry). */
export function parkingFee(entry: DateInput, exit: DateInput, tariff: ParkingTariff, tz: string): ParkingFee {
  const a = toMs(entry);
  const b = toMs(exit);
  if (!Number.isFinite(a) || !Number.isFinite(b) || b <= a) return { cents: 0, minutes: 0, hours: 0, days: [] };
  const minutes = Math.ceil((b - a) / 60_000);
  const hours = Math.ceil((b - a) / MS_PER_HOUR);
  const days: ParkingDay[] = [];
  // Per day, the cents each band's hours came to (a band's own cap applies to them).
  let inBands: number[] = [];
  const bands = tariff.bands ?? [];
  for (let h = 0; h < hours; h++) {
    const at = a + h * MS_PER_HOUR;
    const date = localDate(at, tz);
    let day = days[days.length - 1];
    if (!day || day.date !== date) {
      days.push((day = { date, hours: 0, cents: 0, capped: false }));
      inBands = bands.map(() => 0);
    }
    day.hours += 1;
    const i = bandAt(at, bands, tz);
    if (i < 0) {
      day.cents += h === 0 ? tariff.firstHourCents : tariff.perHourCents;
      continue;
    }
    const cap = bands[i].capCents;
    const add = cap > 0 ? Math.max(0, Math.min(bands[i].perHourCents, cap - inBands[i])) : bands[i].perHourCents;
    if (add < bands[i].perHourCents) day.capped = true;
    inBands[i] += add;
    day.cents += add;
  }
  for (const d of days) {
    if (tariff.dailyMaxCents > 0 && d.cents > tariff.dailyMaxCents) {
      d.cents = tariff.dailyMaxCents;
      d.capped = true;
    }
  }
  if (tariff.graceMinutes && minutes <= tariff.graceMinutes) for (const d of days) d.cents = 0;
  return { cents: days.reduce((s, d) => s + d.cents, 0), minutes, hours, days };
}

/** What extending a stay from `oldExit` to `newExit` costs per ticket: the difference of the two fees, never negative. */
export function parkingExtensionCents(
  entry: DateInput,
  oldExit: DateInput,
  newExit: DateInput,
  tariff: ParkingTariff,
  tz: string,
): number {
  return Math.max(0, parkingFee(entry, newExit, tariff, tz).cents - parkingFee(entry, oldExit, tariff, tz).cents);
}

/**
 * Spec 5's ticket rules for a parking booking: entry not in the past, exit after entry by at least
 * the tariff's minimum span, more than 0 tickets; and not longer than the tariff's longest stay.
 */
export function validateParking(o: {
  entry: DateInput;
  exit: DateInput;
  now: DateInput;
  quantity: number | string;
  tariff: ParkingTariff;
  /** The venue's time zone: with it, entry and exit must fall in the car park's opening hours. */
  tz?: string;
}): ValidationResult {
  const times = validateTicketTimes(o.entry, o.exit, o.now, o.tariff.minSpanMinutes);
  const maxDays = o.tariff.maxStayDays ?? 0;
  const tooLong =
    maxDays > 0 && toMs(o.exit) - toMs(o.entry) > maxDays * 24 * MS_PER_HOUR
      ? fail('stayTooLong', { days: maxDays })
      : OK;
  const closed =
    o.tz && !(isOpenAt(toMs(o.entry), o.tariff, o.tz) && isOpenAt(toMs(o.exit), o.tariff, o.tz))
      ? fail('parkingClosed', { from: o.tariff.openFrom ?? '', until: o.tariff.openUntil ?? '' })
      : OK;
  return firstFailure(times, tooLong, closed, validateTicketCount(o.quantity));
}

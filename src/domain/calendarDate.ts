// Calendar dates as the venue writes them (YYYY-MM-DD, no time zone): parsing and day arithmetic,
// shared by the booking slots and the date-range passes. Pure; nothing here reads a clock.
export const MS_PER_DAY = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a YYYY-MM-DD date in ms, or NaN when it is not a real date (2026-02-30). */
export function dateKeyMs(date: string): number {
  const m = DATE.exec(date ?? '');
  if (!m) return NaN;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === date ? ms : NaN;
}

/** Days since 1970-01-01 of a YYYY-MM-DD date, or NaN when it is not a real date. */
export const dayNumber = (date: string): number => dateKeyMs(date) / MS_PER_DAY;

/** The YYYY-MM-DD date `days` days after `date`; '' when `date` is not a real date. */
export function addDays(date: string, days: number): string {
  const ms = dateKeyMs(date);
  return Number.isFinite(ms) ? new Date(ms + days * MS_PER_DAY).toISOString().slice(0, 10) : '';
}

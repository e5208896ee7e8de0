// A date input (a Date, epoch ms or a date string) as epoch ms, read as dayjs(value) reads it, without
// loading dayjs: the ticket and parking rules only compare instants, and they run on light screens (the
// ticket homes) that format nothing with dayjs. src/domain/dates.ts re-exports it (one reading).
export type DateInput = Date | number | string;

/** dayjs's own pattern: a local date and time without a zone ('2026-01-16', '2026-01-16T09:00', '2026/1/6 9:00:05.120'). */
const LOCAL = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

function asDate(value: DateInput): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'string' && !/Z$/i.test(value)) {
    const m = LOCAL.exec(value);
    if (m)
      return new Date(
        Number(m[1]),
        Number(m[2]) - 1 || 0,
        Number(m[3] || 1),
        Number(m[4] || 0),
        Number(m[5] || 0),
        Number(m[6] || 0),
        Number((m[7] || '0').slice(0, 3)),
      );
  }
  return new Date(value);
}

/** Epoch ms of a date input; NaN when missing or invalid. */
export function toMs(value: DateInput | null | undefined): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  return asDate(value).getTime();
}

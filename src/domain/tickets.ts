// Ticket rules (spec 5) and the duration formatter (spec 9).
import { toMs, type DateInput } from './instant'; // not ./dates: that one loads dayjs
import { MS_PER_MINUTE } from './session';
import { fail, OK, type ValidationResult } from './validation';

/**
 * Hours and minutes: 150 -> '2h 30m', 45 -> '45m', 120 -> '2h', 0 -> '0m'. zh-hans gives
 * '2小时30分钟'. Fractions of a minute round to the nearest minute; negatives count as 0.
 */
export function formatDuration(minutes: number, lang = 'en-gb'): string {
  const total = Math.max(0, Math.round(Number.isFinite(minutes) ? minutes : 0));
  const h = Math.floor(total / 60);
  const m = total % 60;
  const zh = lang.toLowerCase().startsWith('zh');
  const hText = zh ? `${h}小时` : `${h}h`;
  const mText = zh ? `${m}分钟` : `${m}m`;
  if (h === 0) return mText;
  if (m === 0) return hText;
  return zh ? `${hText}${mText}` : `${hText} ${mText}`;
}

/**
 * Entry may not be in the past (the current minute still counts, so "now" picked a few seconds ago
 * passes); exit must be after entry, by at least `minSpanMinutes`.
 */
export function validateTicketTimes(
  entry: DateInput,
  exit: DateInput,
  now: DateInput,
  minSpanMinutes = 0,
): ValidationResult {
  const a = toMs(entry);
  const b = toMs(exit);
  const n = toMs(now);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return fail('exitBeforeEntry');
  if (Number.isFinite(n) && a < Math.floor(n / MS_PER_MINUTE) * MS_PER_MINUTE) return fail('entryInPast');
  if (b <= a) return fail('exitBeforeEntry');
  if (b - a < minSpanMinutes * MS_PER_MINUTE) return fail('minimumSpan', { duration: formatDuration(minSpanMinutes) });
  return OK;
}

/** A valid date range: both dates valid and the end not before the start (one day is a valid range). */
export function validateDateRange(
  start: DateInput | null | undefined,
  end: DateInput | null | undefined,
): ValidationResult {
  const a = toMs(start);
  const b = toMs(end);
  return Number.isFinite(a) && Number.isFinite(b) && b >= a ? OK : fail('dateRangeInvalid');
}

/** The number of tickets must be a whole number above zero. */
export function validateTicketCount(count: number | string | null | undefined): ValidationResult {
  const n = Number(count);
  return Number.isInteger(n) && n > 0 ? OK : fail('ticketCountInvalid');
}

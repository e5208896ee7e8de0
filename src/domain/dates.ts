// Date display (spec 1, 9): DD/MM/YYYY and HH:mm DD/MM/YYYY by default, and the locale mapping.
// Formatting uses dayjs in the runtime's local time zone (the venue's device or server).
import dayjs from 'dayjs';
import type { DateInput } from './instant';

export { toMs, type DateInput } from './instant';

export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATETIME_FORMAT = 'HH:mm DD/MM/YYYY';

/** The spec's date-locale mapping: en-gb -> 'en', zh-hans -> 'cn'; anything else -> 'en'. */
export function dateLocale(lang: string | null | undefined): 'en' | 'cn' {
  const l = (lang ?? '').toLowerCase();
  return l === 'zh-hans' || l === 'zh' || l === 'zh-cn' || l === 'cn' ? 'cn' : 'en';
}

/** The data language sent to the server for a UI language: en-gb -> 'en', zh-hans -> 'cn'. */
export const dataLanguage = dateLocale;

function format(value: DateInput | null | undefined, fmt: string): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(fmt) : '';
}

/** A date as DD/MM/YYYY (or the venue's dateFormat); '' for missing or invalid input. */
export function formatDate(value: DateInput | null | undefined, fmt: string = DATE_FORMAT): string {
  return format(value, fmt);
}

/** A date and time as HH:mm DD/MM/YYYY (or the venue's datetimeFormat); '' for missing or invalid input. */
export function formatDateTime(value: DateInput | null | undefined, fmt: string = DATETIME_FORMAT): string {
  return format(value, fmt);
}

/**
 * An instant as HH:mm DD/MM/YYYY in a named time zone (the venue's hours.tz), whatever the browser's
 * zone; the runtime's zone when `tz` is empty or unknown. '' for a missing or invalid instant.
 */
export function formatDateTimeInZone(ms: number | null | undefined, tz: string | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '';
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: tz || undefined,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(new Date(ms));
  } catch {
    return formatDateTime(ms);
  }
  const p = (t: string) => parts.find((x) => x.type === t)?.value ?? '';
  return `${p('hour')}:${p('minute')} ${p('day')}/${p('month')}/${p('year')}`;
}

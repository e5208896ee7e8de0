// Display helpers of the booking screens: a venue-local calendar date in the visitor's language,
// names in the visitor's language, and today in the venue's zone. No React.
import { addDays, zonedParts } from '../../domain';

/** 'YYYY-MM-DD' as a weekday and date in the UI language (the date is the venue's calendar date). */
export function dateLabel(date: string, lang: string): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!Number.isFinite(ms)) return date;
  return new Intl.DateTimeFormat(lang === 'zh-hans' ? 'zh-CN' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(ms));
}

/** The visitor's-language name of a two-name record (name1 English, name2 Chinese). */
export const nameIn = (lang: string, a: string, b: string): string => (lang === 'zh-hans' && b ? b : a);

/** Today's date at the venue (its time zone), and the next days. */
export function venueToday(tz: string, now = Date.now()): string {
  try {
    return zonedParts(now, tz || 'Australia/Brisbane').date;
  } catch {
    return new Date(now).toISOString().slice(0, 10);
  }
}
export const nextDates = (from: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => addDays(from, i));

/** An instant's HH:mm at the venue. */
export const zonedTime = (ms: number, tz: string): string => zonedParts(ms, tz || 'Australia/Brisbane').time;

/** A path with query values added (empty ones left out). */
export const withQuery = (path: string, q: Record<string, string | number | undefined>): string => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') p.set(k, String(v));
  return `${path}${path.includes('?') ? '&' : '?'}${p.toString()}`;
};

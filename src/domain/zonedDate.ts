// The calendar date of an instant in a time zone, on its own: the ticket screens' display helpers
// (src/features/tickets/format.ts) need it without the parking fee rules. Re-exported by ./parking.
import { toMs, type DateInput } from './instant';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) of an instant in a time zone (an unknown zone counts as UTC). */
export function localDate(at: DateInput, tz: string): string {
  const ms = toMs(at);
  let f = formatters.get(tz);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      f = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
    }
    formatters.set(tz, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}`;
}

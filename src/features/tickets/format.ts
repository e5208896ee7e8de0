// Times and dates of tickets in the venue's time zone (a stay at a Brisbane car park reads in Brisbane
// time wherever the customer is), in the visitor's language.
import { localDate } from '../../domain';

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: string, tz: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${lang}|${tz}|${withTime}`;
  let f = cache.get(key);
  if (!f) {
    const locale = lang.startsWith('zh') ? 'zh-CN' : 'en-GB';
    const opts: Intl.DateTimeFormatOptions = withTime
      ? {
          timeZone: tz,
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }
      : { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };
    try {
      f = new Intl.DateTimeFormat(locale, opts);
    } catch {
      f = new Intl.DateTimeFormat(locale, { ...opts, timeZone: 'UTC' });
    }
    cache.set(key, f);
  }
  return f;
}

/** A moment in the venue's zone: 'Fri 16 Jan, 09:00'. */
export const formatZoned = (ms: number, tz: string, lang: string): string =>
  formatter(lang, tz, true).format(new Date(ms));

/** A calendar date (YYYY-MM-DD): 'Tue 20 Jan 2026'. */
export const formatDay = (date: string, lang: string): string => {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(ms) ? formatter(lang, 'UTC', false).format(new Date(ms)) : date;
};

/** The value of a datetime-local input for a moment, in the venue's zone ('2026-01-16T09:00'). */
export function toLocalInput(ms: number, tz: string): string {
  const date = localDate(ms, tz);
  const f = new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${date}T${f.format(new Date(ms))}`;
}

/** The moment a datetime-local value names in the venue's zone (NaN when it is not one). */
export function fromLocalInput(value: string, tz: string): number {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value ?? '');
  if (!m) return NaN;
  const guess = Date.parse(`${m[1]}T${m[2]}:${m[3]}:00Z`);
  // Correct by the zone's offset at that moment (twice, for a day the offset changes).
  let t = guess;
  for (let i = 0; i < 2; i++) t = guess - offsetMs(tz, t);
  return t;
}

function offsetMs(tz: string, at: number): number {
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const p = Object.fromEntries(f.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
  return (
    Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)) -
    Math.floor(at / 60_000) * 60_000
  );
}

/** The name of a pool or ticket in the visitor's language (the second name for zh-hans when there is one). */
export const nameIn = (
  o: { name1?: string; name2?: string; poolName1?: string; poolName2?: string },
  lang: string,
): string => {
  const n1 = o.name1 ?? o.poolName1 ?? '';
  const n2 = o.name2 ?? o.poolName2 ?? '';
  return lang.startsWith('zh') && n2 ? n2 : n1;
};

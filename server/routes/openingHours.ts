// Trading hours on the server (spec 7, issues 29 and 31): whether a venue is open at a moment (its own
// time zone, the server's clock), the closure of a day, and what a customer reads while it is closed:
// the closure's or the venue's message, then when it opens next ("Opens tomorrow at 07:00."), in the
// customer's language.
import type { Closure, Hours } from '../wire/venue';

export const CLOSED_MESSAGE = 'This restaurant is closed, ordering is currently unavailable';
const CLOSED_MESSAGE_ZH = '本店已打烊，暂时无法点餐';

export const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const DAY_NAMES = {
  'en-gb': ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  'zh-hans': ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
} as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** How far ahead the next opening is looked for (a venue closed longer says only that it is closed). */
const LOOK_AHEAD_DAYS = 60;

type Lang = keyof typeof DAY_NAMES;
const langOf = (lang: string): Lang => (lang.toLowerCase().startsWith('zh') || lang === 'cn' ? 'zh-hans' : 'en-gb');

/** Local date, weekday and minutes of `now` in the venue's time zone. */
const formatters = new Map<string, Intl.DateTimeFormat>();
export function localTime(now: number, tz: string): { date: string; day: string; minutes: number } {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    formatters.set(tz, f);
  }
  const parts = f.formatToParts(new Date(now));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    day: get('weekday').slice(0, 3).toLowerCase(),
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

const toMin = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const closureOn = (hours: Hours, date: string): Closure | null =>
  (Array.isArray(hours.closures) && hours.closures.find((c) => c.from <= date && date <= c.to)) || null;

/** The closure `now` falls in (venue-local date), if any. */
export function closureAt(hours: Hours, now: number): Closure | null {
  if (!Array.isArray(hours.closures) || !hours.closures.length) return null;
  return closureOn(hours, localTime(now, hours.tz || 'UTC').date);
}

const spansOf = (hours: Hours, day: string) => hours.week?.[DAYS.includes(day as never) ? day : 'mon'] ?? [];

/** Is the venue open at `now` (server clock, venue time zone)? */
export function isOpen(hours: Hours, now: number): boolean {
  const t = localTime(now, hours.tz || 'UTC');
  if (hours.closedDates?.includes(t.date)) return false;
  if (closureOn(hours, t.date)) return false;
  return spansOf(hours, t.day).some(([a, b]) => t.minutes >= toMin(a) && t.minutes < toMin(b));
}

/** When a venue closed at `now` opens next: days from today (venue-local), that day and the time. */
export interface NextOpening {
  inDays: number;
  /** YYYY-MM-DD, venue-local. */
  date: string;
  /** 0 = Sunday. */
  weekday: number;
  time: string;
}

/** The next opening after `now` within LOOK_AHEAD_DAYS (closed dates and closures skipped), or null. */
export function nextOpening(hours: Hours, now: number): NextOpening | null {
  const t = localTime(now, hours.tz || 'UTC');
  const [y, m, d] = t.date.split('-').map(Number);
  for (let i = 0; i <= LOOK_AHEAD_DAYS; i++) {
    const day = new Date(Date.UTC(y, m - 1, d + i));
    const date = day.toISOString().slice(0, 10);
    if (hours.closedDates?.includes(date) || closureOn(hours, date)) continue;
    const starts = spansOf(hours, DAYS[day.getUTCDay()])
      .filter(([a, b]) => toMin(b) > toMin(a) && (i > 0 || toMin(a) > t.minutes))
      .map(([a]) => a)
      .sort();
    if (starts.length) return { inDays: i, date, weekday: day.getUTCDay(), time: starts[0] };
  }
  return null;
}

/** "Opens today at 07:00." / "明天 07:00 开始营业。" — when the venue opens next, in `lang`. */
export function opensSentence(next: NextOpening, lang = 'en-gb'): string {
  const l = langOf(lang);
  const [, mm, dd] = next.date.split('-').map(Number);
  const name = DAY_NAMES[l][next.weekday];
  if (l === 'zh-hans') {
    const when =
      next.inDays === 0 ? '今天' : next.inDays === 1 ? '明天' : next.inDays < 7 ? name : `${mm}月${dd}日（${name}）`;
    return `${when} ${next.time} 开始营业。`;
  }
  const when =
    next.inDays === 0
      ? 'today'
      : next.inDays === 1
        ? 'tomorrow'
        : next.inDays < 7
          ? `on ${name}`
          : `on ${name} ${dd} ${MONTHS[mm - 1]}`;
  return `Opens ${when} at ${next.time}.`;
}

/**
 * What a customer reads while the venue is closed, in their language: the closure's own message on a
 * closure day, else the venue's general closed message, else the standard notice; then when it opens
 * next, when it opens within LOOK_AHEAD_DAYS.
 */
export function closedMessageAt(hours: Hours, now: number, lang = 'en-gb'): string {
  const c = closureAt(hours, now);
  const l = langOf(lang);
  const standard = l === 'zh-hans' ? CLOSED_MESSAGE_ZH : CLOSED_MESSAGE;
  const base = c
    ? c.message[l] || c.message['en-gb'] || c.message['zh-hans'] || standard
    : hours.closedMessage || standard;
  const next = nextOpening(hours, now);
  if (!next) return base;
  const stop = l === 'zh-hans' ? '。' : '.';
  const joined = /[.!?。！？]$/.test(base) ? base : `${base}${stop}`;
  return `${joined}${l === 'zh-hans' ? '' : ' '}${opensSentence(next, l)}`;
}

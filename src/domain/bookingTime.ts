// Booking time rules (issue 17): a venue's local wall-clock times in its own time zone (daylight
// saving included), opening hours of bookable resources, and the free slots of a set of resources.
// Pure: instants are epoch milliseconds; time zones are IANA names read through Intl.
import { dateKeyMs } from './calendarDate';

export { MS_PER_DAY } from './calendarDate';
const MS_PER_MINUTE = 60_000;

/** A weekday's opening windows as local 'HH:mm' pairs; '24:00' is the end of the day. */
export type DayHours = readonly (readonly [string, string])[];
/** Opening hours by weekday key (sun..sat), local to the venue. */
export type WeekHours = Partial<Record<WeekdayKey, DayHours>>;
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayKey = (typeof WEEKDAYS)[number];

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(tz: string): Intl.DateTimeFormat {
  let f = formats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(tz, f);
  }
  return f;
}

/** True when tz is an IANA time zone this runtime knows. */
export function isTimeZone(tz: string): boolean {
  try {
    formatOf(tz);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of `at` in tz: date 'YYYY-MM-DD', time 'HH:mm', minutes since midnight, weekday, offset (minutes ahead of UTC). */
export function zonedParts(
  at: number,
  tz: string,
): { date: string; time: string; minutes: number; weekday: WeekdayKey; offset: number } {
  const p: Record<string, string> = {};
  for (const x of formatOf(tz).formatToParts(new Date(at))) p[x.type] = x.value;
  const y = Number(p.year),
    mo = Number(p.month),
    d = Number(p.day),
    h = Number(p.hour) % 24,
    mi = Number(p.minute),
    s = Number(p.second);
  const local = Date.UTC(y, mo - 1, d, h, mi, s);
  const offset = Math.round((local - Math.floor(at / 1000) * 1000) / MS_PER_MINUTE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${y}-${pad(mo)}-${pad(d)}`,
    time: `${pad(h)}:${pad(mi)}`,
    minutes: h * 60 + mi,
    weekday: WEEKDAYS[new Date(Date.UTC(y, mo - 1, d)).getUTCDay()],
    offset,
  };
}

/** 'YYYY-MM-DD' to a UTC midnight ms (the calendar date, no zone); NaN when malformed. */
export { dateKeyMs, addDays } from './calendarDate';

/** The calendar date `days` after date ('YYYY-MM-DD'). */

/** 'HH:mm' (00:00..24:00) to minutes since midnight; NaN when malformed. */
export function clockMinutes(hhmm: string): number {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) return NaN;
  const v = Number(m[1]) * 60 + Number(m[2]);
  return Number(m[2]) < 60 && v <= 1440 ? v : NaN;
}

/**
 * The instant of a local wall-clock time in tz: date 'YYYY-MM-DD' plus minutes since midnight
 * (1440 = the next midnight). A time that does not exist (the hour skipped when clocks go forward)
 * gives null; a time that exists twice (clocks go back) gives the first of the two.
 */
export function localToInstant(date: string, minutes: number, tz: string): number | null {
  const wall = dateKeyMs(date) + minutes * MS_PER_MINUTE;
  if (!Number.isFinite(wall)) return null;
  // Try the offsets around the guess; keep those whose wall clock reads back the same.
  const o1 = zonedParts(wall, tz).offset;
  const candidates = [wall - o1 * MS_PER_MINUTE];
  const o2 = zonedParts(candidates[0], tz).offset;
  if (o2 !== o1) candidates.push(wall - o2 * MS_PER_MINUTE);
  const o3 = zonedParts(wall - 12 * 60 * MS_PER_MINUTE, tz).offset;
  if (o3 !== o1 && o3 !== o2) candidates.push(wall - o3 * MS_PER_MINUTE);
  const good = candidates.filter((c) => c + zonedParts(c, tz).offset * MS_PER_MINUTE === wall).sort((a, b) => a - b);
  return good.length ? good[0] : null;
}

/** Opening windows [open, close) of one local calendar date, as instants (windows past midnight end at the next midnight). */
export function openWindows(date: string, hours: WeekHours, tz: string): [number, number][] {
  const ms = dateKeyMs(date);
  if (!Number.isFinite(ms)) return [];
  const day = hours[WEEKDAYS[new Date(ms).getUTCDay()]] ?? [];
  const out: [number, number][] = [];
  for (const [from, to] of day) {
    const a = clockMinutes(from),
      b = clockMinutes(to);
    if (!(a < b)) continue;
    // A window starting in a skipped hour opens when the clock resumes.
    const open = localToInstant(date, a, tz) ?? localToInstant(date, a + 60, tz);
    const close = localToInstant(date, b, tz) ?? localToInstant(date, b + 60, tz);
    if (open !== null && close !== null && close > open) out.push([open, close]);
  }
  return out;
}

export interface SlotQuery {
  /** Calendar dates to look at, local to the venue. */
  dates: readonly string[];
  tz: string;
  /** Minutes the booking lasts (the customer's time). */
  durationMin: number;
  /** Minutes held after it (grace / turnover) during which the resource takes no other booking. */
  graceMin: number;
  /** Starts every this many minutes from the window's opening (15). */
  stepMin: number;
  /** No start before this instant (now + lead time); no start after latest (null = no limit). */
  earliest: number;
  latest: number | null;
}

export interface SlotResource {
  id: string;
  hours: WeekHours;
  /** Held ranges [start, end) of its live bookings, any order. */
  busy: readonly (readonly [number, number])[];
}

export interface FreeSlot {
  start: number;
  /** Local date and time of the start in the venue's zone. */
  date: string;
  time: string;
  /** The resources free for the whole held range, in the order given. */
  resources: string[];
}

/**
 * The free start times of a booking of durationMin (+ graceMin held) on any of the resources,
 * inside their opening hours on the given dates: one sweep per resource and day over its sorted
 * busy ranges (O(slots + bookings)), merged by start time.
 */
export function freeSlots(q: SlotQuery, resources: readonly SlotResource[]): FreeSlot[] {
  const byStart = new Map<number, FreeSlot>();
  const step = Math.max(1, Math.round(q.stepMin)) * MS_PER_MINUTE;
  const use = q.durationMin * MS_PER_MINUTE;
  const hold = (q.durationMin + Math.max(0, q.graceMin)) * MS_PER_MINUTE;
  // Resources mostly share their hours: each (date, day's hours) is turned into instants once.
  const windows = new Map<string, { open: number; close: number; offset: number | null }[]>();
  const windowsOf = (date: string, hours: WeekHours) => {
    const day = hours[WEEKDAYS[new Date(dateKeyMs(date)).getUTCDay()]] ?? [];
    const key = `${date}|${JSON.stringify(day)}`;
    let w = windows.get(key);
    if (!w) {
      // offset: the zone's offset when it is the same for the whole window (labels by arithmetic), else null.
      w = openWindows(date, hours, q.tz).map(([open, close]) => {
        const a = zonedParts(open, q.tz).offset;
        return { open, close, offset: a === zonedParts(close - 1, q.tz).offset ? a : null };
      });
      windows.set(key, w);
    }
    return w;
  };
  const pad = (n: number) => String(n).padStart(2, '0');
  const label = (s: number, offset: number | null) => {
    if (offset === null) return zonedParts(s, q.tz);
    const d = new Date(s + offset * MS_PER_MINUTE);
    return { date: d.toISOString().slice(0, 10), time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` };
  };
  for (const r of resources) {
    const busy = [...r.busy].sort((a, b) => a[0] - b[0]);
    let p = 0;
    for (const date of q.dates) {
      for (const { open, close, offset } of windowsOf(date, r.hours)) {
        for (let s = open; s + use <= close; s += step) {
          if (s < q.earliest) continue;
          if (q.latest !== null && s > q.latest) break;
          while (p < busy.length && busy[p][1] <= s) p++;
          // Any busy range starting before our held end overlaps (those ending by s were skipped).
          let clash = false;
          for (let i = p; i < busy.length && busy[i][0] < s + hold; i++)
            if (busy[i][1] > s) {
              clash = true;
              break;
            }
          if (clash) continue;
          let slot = byStart.get(s);
          if (!slot) {
            const z = label(s, offset);
            slot = { start: s, date: z.date, time: z.time, resources: [] };
            byStart.set(s, slot);
          }
          slot.resources.push(r.id);
        }
      }
    }
  }
  return [...byStart.values()].sort((a, b) => a.start - b.start);
}

/** The free slots nearest to `wanted` (before or after), at most `count`, nearest first then earlier. */
export function nearestSlots(slots: readonly FreeSlot[], wanted: number, count = 3): FreeSlot[] {
  return [...slots]
    .sort((a, b) => Math.abs(a.start - wanted) - Math.abs(b.start - wanted) || a.start - b.start)
    .slice(0, count);
}

// An item's own hours (issue 31, "available only in some hours or days"): a breakfast served 07:00 to
// 11:00, a lunch set on weekdays. Stored with the item (plus.extra.availableAt); outside them the
// customer's menu says when it is served and cannot order it, and the server refuses the line.
// Days are 0 (Sunday) to 6 (Saturday); times HH:mm in the venue's clock, `to` after `from` (24:00 = midnight).

export interface ItemHours {
  days: number[];
  from: string;
  to: string;
}

export const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const HHMM = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const toMin = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** What is wrong with an item's hours, or null: days from 0 to 6, times HH:mm, `to` after `from`. */
export function itemHoursProblem(v: unknown): 'days' | 'time' | 'order' | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'time';
  const h = v as Partial<ItemHours>;
  if (
    !Array.isArray(h.days) ||
    !h.days.length ||
    h.days.some((d) => !Number.isInteger(d) || d < 0 || d > 6) ||
    new Set(h.days).size !== h.days.length
  )
    return 'days';
  if (typeof h.from !== 'string' || typeof h.to !== 'string' || !HHMM.test(h.from) || !HHMM.test(h.to)) return 'time';
  if (toMin(h.to) <= toMin(h.from)) return 'order';
  return null;
}

/** An item's hours from stored data (days sorted), or null when absent or not valid. */
export function readItemHours(v: unknown): ItemHours | null {
  if (itemHoursProblem(v) !== null) return null;
  const h = v as ItemHours;
  return { days: [...h.days].sort((a, b) => a - b), from: h.from, to: h.to };
}

/** Whether the item is served on `weekday` (0 = Sunday) at `minutes` after midnight. */
export function servedAt(h: ItemHours, weekday: number, minutes: number): boolean {
  return h.days.includes(weekday) && minutes >= toMin(h.from) && minutes < toMin(h.to);
}

/** Whether the item is served at `now` in the device's own clock (the customer's menu; the caller reads the clock). */
export const servedNow = (h: ItemHours, now: Date): boolean =>
  servedAt(h, now.getDay(), now.getHours() * 60 + now.getMinutes());

/**
 * The days as runs for the words: [[1, 5]] is Monday to Friday, [[1, 1], [3, 3]] Monday and
 * Wednesday; every day is [[0, 6]].
 */
export function dayRuns(days: readonly number[]): [number, number][] {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const d of sorted) {
    const last = runs[runs.length - 1];
    if (last && last[1] === d - 1) last[1] = d;
    else runs.push([d, d]);
  }
  return runs;
}

/** English words for the server's refusal: "Monday to Friday, 11:00 to 14:00". */
export function itemHoursEnglish(h: ItemHours): string {
  const NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const days =
    h.days.length === 7
      ? 'every day'
      : dayRuns(h.days)
          .map(([a, b]) =>
            a === b ? NAMES[a] : b === a + 1 ? `${NAMES[a]}, ${NAMES[b]}` : `${NAMES[a]} to ${NAMES[b]}`,
          )
          .join(', ');
  return `${days}, ${h.from} to ${h.to}`;
}

/** The days as the menu file writes them (issue 31): `Mon-Fri`, `Sat,Sun`, or `daily`. */
export const DAY_CODES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** An item's hours as one cell of the menu file: `Mon-Fri 07:00-11:00`, `daily 11:00-14:00`. */
export function itemHoursCell(h: ItemHours): string {
  const days =
    h.days.length === 7
      ? 'daily'
      : dayRuns(h.days)
          .map(([a, b]) => (a === b ? DAY_CODES[a] : `${DAY_CODES[a]}-${DAY_CODES[b]}`))
          .join(',');
  return `${days} ${h.from}-${h.to}`;
}

/** Reads `itemHoursCell`'s text back: null for an empty cell, 'bad' when it is not valid hours. */
export function readItemHoursCell(text: string): ItemHours | null | 'bad' {
  const t = text.trim();
  if (!t) return null;
  const m = /^(\S+)\s+(\d\d:\d\d)\s*-\s*(\d\d:\d\d)$/.exec(t);
  if (!m) return 'bad';
  const code = (s: string) => DAY_CODES.findIndex((d) => d.toLowerCase() === s.toLowerCase());
  let days: number[] = [];
  if (m[1].toLowerCase() === 'daily') days = [...ALL_DAYS];
  else
    for (const part of m[1].split(',')) {
      const [a, b = a] = part.split('-').map(code);
      if (a < 0 || b < 0 || b < a || part.split('-').length > 2) return 'bad';
      for (let d = a; d <= b; d++) if (!days.includes(d)) days.push(d);
    }
  const h = { days: days.sort((x, y) => x - y), from: m[2], to: m[3] };
  return itemHoursProblem(h) === null ? h : 'bad';
}

// Party rooms and KTV rooms in the `resources` part of the venue document (issue 30): the rooms
// customers book by the hour (name in both languages, how many people, opening hours), each with its
// hourly rate, dearer or cheaper rates by time band (e.g. evening), the fewest and most hours, a
// minimum spend; for the venue the deposit share paid online and the overtime step. Its shape, a
// reader for loose stored values, the checks by meaning.
import { WEEKDAYS, type WeekHours } from './bookingTime';
import type { LocalName } from './venueResources';

export const ROOM_FAMILIES = ['partyroom', 'ktv'] as const;
export type RoomFamily = (typeof ROOM_FAMILIES)[number];

/** A time band of a room's rate: from `from` to `to` (venue-local), this much an hour. */
export interface RoomBandDoc {
  from: string;
  to: string;
  centsPerHour: number;
}

export interface RoomDoc {
  /** Stable once published: bookings keep it. */
  id: string;
  name: LocalName;
  /** The most people the room takes. */
  capacity: number;
  /** Opening hours per day (venue-local); a day left out is closed. */
  hours: WeekHours;
  /** The hourly rate outside every band. */
  centsPerHour: number;
  bands: RoomBandDoc[];
  minHours: number;
  maxHours: number;
  /** A booking costs at least this much (0: none). */
  minSpendCents: number;
}

export interface RoomsDoc {
  family: RoomFamily;
  /** Share of the price paid online as a deposit (0: the whole price is paid). */
  depositPercent: number;
  /** Staying on past the booked time is charged by this many minutes. */
  overtimeMinutes: number;
  rooms: RoomDoc[];
}

export const ROOM_BOUNDS = {
  capacity: { min: 1, max: 200 },
  cents: { min: 0, max: 1_000_000 },
  hours: { min: 1, max: 12 },
  depositPercent: { min: 0, max: 100 },
  overtimeMinutes: { min: 15, max: 60 },
  rooms: { max: 40 },
  bands: { max: 6 },
  name: { max: 60 },
} as const;

export const ROOM_ISSUES = [
  'roomName',
  'roomId',
  'roomCapacity',
  'roomRate',
  'roomBand',
  'roomHoursRange',
  'roomMinSpend',
  'roomDeposit',
  'roomOvertime',
  'roomOpening',
  'roomNoDays',
  'roomNone',
  'roomTooMany',
] as const;
export type RoomIssueCode = (typeof ROOM_ISSUES)[number];

const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown, d = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : d);
const nameOf = (v: unknown): LocalName => ({ 'en-gb': text(obj(v)['en-gb']), 'zh-hans': text(obj(v)['zh-hans']) });
const list = (x: unknown) => (Array.isArray(x) ? x.map(obj) : []);

function hoursOf(v: unknown): WeekHours {
  const o = obj(v);
  const out: WeekHours = {};
  for (const d of WEEKDAYS) {
    const spans = Array.isArray(o[d]) ? (o[d] as unknown[]) : [];
    const ok = spans.filter(
      (s): s is [string, string] => Array.isArray(s) && s.length === 2 && s.every((x) => typeof x === 'string'),
    );
    if (ok.length) out[d] = ok.map(([a, b]) => [a, b]);
  }
  return out;
}

/** The rooms of a loose stored value (null: the venue has no rooms to book). */
export function readRooms(v: unknown): RoomsDoc | null {
  if (v === null || v === undefined) return null;
  const o = obj(v);
  return {
    family: o.family === 'ktv' ? 'ktv' : 'partyroom',
    depositPercent: num(o.depositPercent),
    overtimeMinutes: num(o.overtimeMinutes, 30),
    rooms: list(o.rooms).map((r) => ({
      id: text(r.id),
      name: nameOf(r.name),
      capacity: num(r.capacity),
      hours: hoursOf(r.hours),
      centsPerHour: num(r.centsPerHour),
      bands: list(r.bands).map((b) => ({ from: text(b.from), to: text(b.to), centsPerHour: num(b.centsPerHour) })),
      minHours: num(r.minHours, 1),
      maxHours: num(r.maxHours, 1),
      minSpendCents: num(r.minSpendCents),
    })),
  };
}

const ID = /^[a-z0-9][a-z0-9-]{0,47}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const between = (n: number, b: { min: number; max: number }) => Number.isInteger(n) && n >= b.min && n <= b.max;

/** The problems of the rooms, by meaning: each at a path under `rooms`. */
export function checkRooms(m: RoomsDoc): { path: string; code: RoomIssueCode; message: string }[] {
  const out: { path: string; code: RoomIssueCode; message: string }[] = [];
  const add = (path: string, code: RoomIssueCode, message: string) =>
    out.push({ path: `rooms.${path}`, code, message });
  const B = ROOM_BOUNDS;
  if (!between(m.depositPercent, B.depositPercent))
    add('depositPercent', 'roomDeposit', 'The deposit is 0 to 100 per cent of the price.');
  if (!between(m.overtimeMinutes, B.overtimeMinutes))
    add(
      'overtimeMinutes',
      'roomOvertime',
      `Overtime is charged by ${B.overtimeMinutes.min} to ${B.overtimeMinutes.max} minutes.`,
    );
  if (m.rooms.length > B.rooms.max) add('rooms', 'roomTooMany', `Up to ${B.rooms.max} rooms.`);
  if (!m.rooms.length) add('rooms', 'roomNone', 'Add at least one room customers can book.');
  const seen = new Set<string>();
  m.rooms.forEach((r, i) => {
    const at = `rooms.${i}`;
    const label = r.name['en-gb'].trim() || r.name['zh-hans'].trim() || `Room ${i + 1}`;
    if (!ID.test(r.id) || seen.has(r.id)) add(`${at}.id`, 'roomId', `"${r.id}" cannot be stored: add the room again.`);
    seen.add(r.id);
    if (!r.name['en-gb'].trim() && !r.name['zh-hans'].trim()) add(`${at}.name`, 'roomName', 'Give the room a name.');
    else if (r.name['en-gb'].length > B.name.max || r.name['zh-hans'].length > B.name.max)
      add(`${at}.name`, 'roomName', `Keep the room's name to ${B.name.max} characters.`);
    if (!between(r.capacity, B.capacity))
      add(`${at}.capacity`, 'roomCapacity', `${label} takes ${B.capacity.min} to ${B.capacity.max} people.`);
    if (!between(r.centsPerHour, B.cents))
      add(`${at}.centsPerHour`, 'roomRate', `${label}'s hourly rate is 0 to ${B.cents.max / 100} in money.`);
    if (!between(r.minSpendCents, B.cents))
      add(`${at}.minSpendCents`, 'roomMinSpend', `${label}'s minimum spend is 0 to ${B.cents.max / 100} in money.`);
    if (!between(r.minHours, B.hours) || !between(r.maxHours, B.hours) || r.minHours > r.maxHours)
      add(
        `${at}.minHours`,
        'roomHoursRange',
        `${label} is booked for ${B.hours.min} to ${B.hours.max} hours, the fewest no more than the most.`,
      );
    if (r.bands.length > B.bands.max) add(`${at}.bands`, 'roomBand', `Up to ${B.bands.max} time bands a room.`);
    const sorted = [...r.bands].sort((a, b) => (a.from < b.from ? -1 : 1));
    r.bands.forEach((b, j) => {
      if (!TIME.test(b.from) || !TIME.test(b.to) || b.from >= b.to)
        add(`${at}.bands.${j}`, 'roomBand', `Write ${label}'s time band as 18:00 to 24:00, the start before the end.`);
      else if (!between(b.centsPerHour, B.cents))
        add(`${at}.bands.${j}.centsPerHour`, 'roomBand', `A time band's rate is 0 to ${B.cents.max / 100} in money.`);
    });
    if (sorted.some((b, j) => j > 0 && b.from < sorted[j - 1].to))
      add(`${at}.bands`, 'roomBand', `${label}'s time bands overlap: each hour has one rate.`);
    const spans = WEEKDAYS.flatMap((d) => r.hours[d] ?? []);
    if (spans.some(([from, to]) => !TIME.test(from) || !TIME.test(to) || from >= to))
      add(`${at}.hours`, 'roomOpening', 'Write opening hours as 10:00 to 24:00, the start before the end.');
    else if (!spans.length) add(`${at}.hours`, 'roomNoDays', `Give ${label} at least one open day.`);
  });
  return out;
}
